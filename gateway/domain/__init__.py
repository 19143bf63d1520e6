"""Pure gateway logic: request limits, API versions, caller keys, deadline budgets, failure mapping, problems."""
