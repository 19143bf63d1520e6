"""Admission: how many reviews the gateway works on at once, sized by measurement; beyond it a caller is told to back
off at once.

A review past what the parts can serve would only wait in a queue (the event loop's, a pool's) until its deadline.
The limit is a gradient concurrency limiter (docs/decisions.md): every finished review is a latency sample; while
samples stay below the target (``tolerance`` times the no-load latency, the least seen over a recent window, or the
latency allowance, a small share of the review deadline, whichever is longer) the limit grows by a small queue
allowance, and as they rise above it the limit shrinks in proportion, so the reviews in flight are about what the
parts serve at the target latency (Little's law: capacity x latency). A review that ran out of
its deadline or met an overloaded part cuts the limit at once. Refusals carry a retry delay in milliseconds: the
recent latency of an admitted review, the time for the places in flight to turn over.

Pure: no I/O, one event loop (a plain counter suffices), the clock injected.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from services.errors import RETRY_AFTER_MS_KEY, ErrorReason, ServiceError

# Reasons that say the review met the limit of the parts (too slow, or a part refused it): the limit shrinks.
_DROPS = frozenset({ErrorReason.DEADLINE_EXCEEDED, ErrorReason.OVERLOADED})


class _WindowMinimum:
    """The least of the last ``size`` samples (a monotonic deque: O(1) amortised)."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._count = 0
        self._candidates: deque[tuple[int, float]] = deque()

    def add(self, value: float) -> float:
        self._count += 1
        while self._candidates and self._candidates[-1][1] >= value:
            self._candidates.pop()
        self._candidates.append((self._count, value))
        while self._candidates[0][0] <= self._count - self._size:
            self._candidates.popleft()
        return self._candidates[0][1]


class GradientLimit:
    """The concurrency limit, moved by each latency sample (a gradient limiter in the manner of Netflix's
    concurrency-limits Gradient2, with the windowed least latency as its baseline so that sustained overload
    cannot drift the baseline up)."""

    def __init__(
        self,
        *,
        max_limit: int,
        initial: int = 32,
        min_limit: int = 16,
        tolerance: float = 2.0,
        allowance: float = 0.0,
        smoothing: float = 0.2,
        baseline_window: int = 1000,
        backoff: float = 0.9,
    ) -> None:
        if max_limit < 1:
            raise ValueError("the admission limit must be at least 1")
        self.max_limit = max_limit
        self.min_limit = min(min_limit, max_limit)
        self._limit = float(min(initial, max_limit))
        self._tolerance = tolerance
        self._allowance = allowance
        self._smoothing = smoothing
        self._backoff = backoff
        self._baseline = _WindowMinimum(baseline_window)
        self.recent_latency = 0.0

    @property
    def limit(self) -> int:
        return max(self.min_limit, math.floor(self._limit))

    def sample(self, latency: float, in_flight: int) -> None:
        """A review finished in ``latency`` seconds with ``in_flight`` reviews (itself included) admitted."""
        latency = max(latency, 1e-6)
        baseline = self._baseline.add(latency)
        self.recent_latency = latency if self.recent_latency == 0 else 0.8 * self.recent_latency + 0.2 * latency
        if in_flight < self._limit / 2:
            return  # far below the limit the sample says nothing about it
        # Latency up to the allowance is no reason to shed: those reviews finish well inside their deadline.
        gradient = max(0.5, min(1.0, max(self._tolerance * baseline, self._allowance) / latency))
        # A queue of about the limit's square root keeps the parts busy while the limit searches.
        target = self._limit * gradient + math.sqrt(self._limit)
        self._limit = self._clamp((1 - self._smoothing) * self._limit + self._smoothing * target)

    def drop(self) -> None:
        """A review ran out of its deadline or met an overloaded part: back off at once."""
        self._limit = self._clamp(self._limit * self._backoff)

    def _clamp(self, value: float) -> float:
        return float(min(self.max_limit, max(self.min_limit, value)))


class Admission:
    """Holds one place per admitted review; refuses with OVERLOADED (and a retry delay) when every place is taken."""

    def __init__(
        self, max_limit: int, *, latency_allowance: float = 0.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._limiter = GradientLimit(max_limit=max_limit, allowance=latency_allowance)
        self._clock = clock
        self._in_flight = 0

    @property
    def in_flight(self) -> int:
        return self._in_flight

    @property
    def limit(self) -> int:
        return self._limiter.limit

    @property
    def limiter(self) -> GradientLimit:
        return self._limiter

    def retry_after_ms(self) -> int:
        return max(1, math.ceil(self._limiter.recent_latency * 1000))

    def refuse_if_full(self) -> None:
        """Raises OVERLOADED when every place is taken: a surface can refuse before it reads a request body."""
        if self._in_flight >= self._limiter.limit:
            raise ServiceError(ErrorReason.OVERLOADED, metadata={RETRY_AFTER_MS_KEY: str(self.retry_after_ms())})

    @contextmanager
    def admit(self) -> Iterator[None]:
        """Holds one place for the block; raises OVERLOADED when every place is taken."""
        self.refuse_if_full()
        self._in_flight += 1
        started = self._clock()
        try:
            yield
        except ServiceError as error:
            if error.reason in _DROPS:
                self._limiter.drop()
            raise
        else:
            self._limiter.sample(self._clock() - started, self._in_flight)
        finally:
            self._in_flight -= 1
