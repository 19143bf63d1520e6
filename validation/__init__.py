"""The validation service: the evidence ledger, every citation check and the status decision (pure, no I/O)."""
