"""The deadline budget of one review, split across the stages that call other services."""

from __future__ import annotations

import time
from collections.abc import Callable
from enum import StrEnum

from services.errors import ErrorReason, ServiceError


class Stage(StrEnum):
    """The stages of one review; also the bounded values of the ``stage`` metric label."""

    SCOPE_RETRIEVAL = "scope_retrieval"
    LEDGER = "ledger"
    GENERATION = "generation"
    VALIDATION = "validation"


class DeadlineBudget:
    """Time left for one review. Each stage may use a share of what remains when it starts, so a slow
    early stage cannot leave nothing for the ones after it, and no call outlives the caller's deadline."""

    def __init__(
        self,
        default_seconds: float,
        caller_remaining: float | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        # A caller's longer deadline does not extend the review past the configured budget.
        total = default_seconds if caller_remaining is None else min(caller_remaining, default_seconds)
        self._clock = clock
        self._deadline = clock() + total

    def remaining(self) -> float:
        return self._deadline - self._clock()

    def timeout_for(self, share: float) -> float:
        """Seconds the next call may take; DEADLINE_EXCEEDED when the budget is already spent."""
        remaining = self.remaining()
        if remaining <= 0:
            raise ServiceError(ErrorReason.DEADLINE_EXCEEDED)
        return remaining * share
