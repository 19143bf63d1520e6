"""Supervision of the local stack's service processes: a part that exits is restarted with backoff, and one that
crash-loops is reported so the stack can stop cleanly. PostgreSQL is not a supervised part: it runs on its own.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass, field

log = logging.getLogger("policy-review-stack")

Spawn = Callable[[str], Awaitable[asyncio.subprocess.Process]]


@dataclass
class RestartPolicy:
    """When to restart a part that exited: pure bookkeeping over exit times (seconds on any monotonic clock).

    Backoff doubles with each exit inside the window (0.5 s, 1 s, 2 s, ...) up to ``max_backoff``; more than
    ``max_restarts`` exits inside ``window_seconds`` is a crash loop, and the part is not restarted again.
    A part that stays up longer than the window starts afresh.
    """

    initial_backoff: float = 0.5
    max_backoff: float = 8.0
    max_restarts: int = 5
    window_seconds: float = 60.0
    exits: deque[float] = field(default_factory=deque)

    def on_exit(self, now: float) -> float | None:
        """The delay before restarting, or None when the part crash-loops."""
        self.exits.append(now)
        while self.exits and now - self.exits[0] > self.window_seconds:
            self.exits.popleft()
        if len(self.exits) > self.max_restarts:
            return None
        backoff: float = self.initial_backoff * 2.0 ** (len(self.exits) - 1)
        return min(self.max_backoff, backoff)


class CrashLoop(Exception):
    def __init__(self, part: str, exits: int, window_seconds: float) -> None:
        super().__init__(f"{part} exited {exits} times within {window_seconds:.0f} s")
        self.part = part


class Supervisor:
    """Watches the processes in ``processes`` (updated in place on restart) until a crash loop or cancellation."""

    def __init__(
        self,
        processes: MutableMapping[str, asyncio.subprocess.Process],
        spawn: Spawn,
        policy: Callable[[], RestartPolicy] = RestartPolicy,
    ) -> None:
        self._processes = processes
        self._spawn = spawn
        self._policies = {part: policy() for part in processes}
        self.restarts: dict[str, int] = dict.fromkeys(processes, 0)
        self.restarted = asyncio.Condition()

    async def run(self) -> None:
        """Returns never; raises CrashLoop when a part keeps exiting."""
        loop = asyncio.get_running_loop()
        waits = {asyncio.create_task(process.wait()): part for part, process in self._processes.items()}
        try:
            while True:
                done, _ = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
                for task in done:
                    part = waits.pop(task)
                    code = task.result()
                    policy = self._policies[part]
                    delay = policy.on_exit(loop.time())
                    if delay is None:
                        log.error(
                            "%s crash-loops (%s exits within %.0f s, last status %s); stopping the stack",
                            part,
                            len(policy.exits),
                            policy.window_seconds,
                            code,
                        )
                        raise CrashLoop(part, len(policy.exits), policy.window_seconds)
                    log.warning("%s exited with status %s; restarting it in %.1f s", part, code, delay)
                    await asyncio.sleep(delay)
                    process = await self._spawn(part)
                    self._processes[part] = process
                    self.restarts[part] += 1
                    log.info("%s restarted (pid %s)", part, process.pid)
                    async with self.restarted:
                        self.restarted.notify_all()
                    waits[asyncio.create_task(process.wait())] = part
        finally:
            for task in waits:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
