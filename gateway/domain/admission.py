"""Admission: how many reviews the gateway works on at once; beyond that a caller is told to back off at once.

A review past the limit would only wait in a queue (the event loop's, a pool's) until its deadline;
answering OVERLOADED (RESOURCE_EXHAUSTED / 429 with a retry delay) in microseconds keeps the admitted
reviews fast and tells the caller the truth. Pure: no I/O, one event loop, so a plain counter suffices.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from services.errors import ErrorReason, ServiceError


class Admission:
    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError("the admission limit must be at least 1")
        self._limit = limit
        self._in_flight = 0

    @property
    def in_flight(self) -> int:
        return self._in_flight

    @contextmanager
    def admit(self) -> Iterator[None]:
        """Holds one place for the block; raises OVERLOADED when every place is taken."""
        if self._in_flight >= self._limit:
            raise ServiceError(ErrorReason.OVERLOADED)
        self._in_flight += 1
        try:
            yield
        finally:
            self._in_flight -= 1
