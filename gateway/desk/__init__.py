"""The review desk: immutable review records, the queue of cases that need a human, and their decisions."""
