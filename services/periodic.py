"""A background step run on an interval until its owner stops: a server's readiness watch, the desk's upkeep.

Stopping sets an event and cancels. Cancelling alone is not enough on Python 3.11: ``asyncio.wait_for``
(which psycopg_pool's waits use) can swallow a cancellation that lands just as its inner wait completes
(CPython gh-86296, fixed in 3.12), and a loop that relied on the cancel would then sleep out its interval
while the stop waited on it. The loop checks the event after every step and waits on it instead of
sleeping, so a swallowed cancel costs at most the step in flight.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable


class Periodic:
    def __init__(self, step: Callable[[], Awaitable[object]], interval_seconds: float, *, first_at_once: bool) -> None:
        self._step = step
        self._interval = interval_seconds
        self._first_at_once = first_at_once
        self._stopping = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        """Returns once the loop has ended; a step that raised has already been the step's own concern."""
        self._stopping.set()
        if self._task is None:
            return
        self._task.cancel()
        await asyncio.gather(self._task, return_exceptions=True)

    async def _run(self) -> None:
        if not self._first_at_once:
            await self._pause()
        while not self._stopping.is_set():
            await self._step()
            await self._pause()

    async def _pause(self) -> None:
        # asyncio.timeout (not wait_for) does not swallow a cancel in 3.11.
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(self._interval):
                await self._stopping.wait()
