"""The generation service: renders the review prompt and asks the configured reviewer for typed proposals."""
