"""Whether a dependency is down, from the outcomes of its health checks: pure, no gRPC, no clock.

A slow dependency is not a stopped one. A check that gets no answer in time (a miss) proves little on a loaded
machine, so only ``failure_threshold`` misses in a row mark a dependency down, and each miss is re-checked at once
rather than a full interval later. An explicit answer is believed at once: NOT_SERVING (or any status but
SERVING), or UNAVAILABLE (nothing listens: a stopped process), mark it down; SERVING marks it up.
RESOURCE_EXHAUSTED is a dependency at its admitted concurrency refusing the check: alive, just busy, so up.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

DEFAULT_FAILURE_THRESHOLD = 3


class CheckOutcome(Enum):
    SERVING = "serving"  # answered SERVING
    BUSY = "busy"  # refused with RESOURCE_EXHAUSTED: alive
    REFUSED = "refused"  # answered NOT_SERVING (or another status), or UNAVAILABLE: down at once
    MISSED = "missed"  # no answer in time, or a failure that says nothing about the dependency


class Change(Enum):
    NONE = "none"
    WENT_DOWN = "went down"
    CAME_BACK = "came back"


def outcome_of_answer(status_name: str) -> CheckOutcome:
    """``status_name`` is the HealthCheckResponse status the dependency answered (SERVING, NOT_SERVING, ...)."""
    return CheckOutcome.SERVING if status_name == "SERVING" else CheckOutcome.REFUSED


def outcome_of_failure(code_name: str) -> CheckOutcome:
    """``code_name`` is the gRPC status code name of a failed check (DEADLINE_EXCEEDED, UNAVAILABLE, ...)."""
    if code_name == "RESOURCE_EXHAUSTED":
        return CheckOutcome.BUSY
    if code_name == "UNAVAILABLE":
        return CheckOutcome.REFUSED
    return CheckOutcome.MISSED


@dataclass
class DependencyHealth:
    """One dependency's health: up until ``failure_threshold`` misses in a row or one explicit refusal."""

    failure_threshold: int = DEFAULT_FAILURE_THRESHOLD
    down: bool = False
    misses: int = 0  # consecutive misses since the last answer

    def __post_init__(self) -> None:
        if self.failure_threshold < 1:
            raise ValueError("failure_threshold must be at least 1")

    def record(self, outcome: CheckOutcome) -> Change:
        """Takes one check's outcome; answers whether that changed the dependency's state."""
        was_down = self.down
        if outcome is CheckOutcome.MISSED:
            self.misses += 1
            self.down = self.down or self.misses >= self.failure_threshold
        else:
            self.misses = 0
            self.down = outcome is CheckOutcome.REFUSED
        if self.down == was_down:
            return Change.NONE
        return Change.WENT_DOWN if self.down else Change.CAME_BACK

    @property
    def recheck_at_once(self) -> bool:
        """True after a miss that has not (yet) marked the dependency down: check again now, not an interval later."""
        return not self.down and self.misses > 0
