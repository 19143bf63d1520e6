"""Supervision of the local stack's service processes: a part that exits, or whose health check stops answering,
is restarted with backoff, and one that crash-loops is reported so the stack can stop cleanly. Parts die with their
supervisor. PostgreSQL is not a supervised part: it runs on its own.
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
# Whether the part answered its health check (any status: NOT_SERVING during an outage is an answer).
Probe = Callable[[str], Awaitable[bool]]


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


@dataclass
class HangPolicy:
    """When a part that still runs counts as hung: pure bookkeeping over health probes (seconds, monotonic clock).

    A probe that gets no answer within ``probe_timeout`` is silence; ``silent_probes`` silences in a row mean the
    part is hung and is killed (then restarted like any exit). A part just started is given ``startup_seconds``
    to answer a first time before silence counts.
    """

    interval: float = 1.0
    probe_timeout: float = 2.0
    silent_probes: int = 3
    startup_seconds: float = 120.0
    started_at: float = 0.0
    answered: bool = False
    silent: int = 0

    def restart(self, now: float) -> None:
        """A new process of the part: it gets its start-up allowance again."""
        self.started_at, self.answered, self.silent = now, False, 0

    def on_probe(self, answered: bool, now: float) -> bool:
        """Records one probe; True when the part is hung."""
        if answered:
            self.answered, self.silent = True, 0
            return False
        if not self.answered and now - self.started_at < self.startup_seconds:
            return False
        self.silent += 1
        return self.silent >= self.silent_probes


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
        *,
        probe: Probe | None = None,
        hang_policy: Callable[[], HangPolicy] = HangPolicy,
    ) -> None:
        self._processes = processes
        self._spawn = spawn
        self._policies = {part: policy() for part in processes}
        self._probe = probe
        self._hang_policy = hang_policy
        self.restarts: dict[str, int] = dict.fromkeys(processes, 0)
        # Parts killed because their health check stopped answering (each is then restarted, counted above).
        self.hangs: dict[str, int] = dict.fromkeys(processes, 0)
        self.restarted = asyncio.Condition()

    async def _answers(self, part: str, hang: HangPolicy) -> bool:
        assert self._probe is not None
        try:
            async with asyncio.timeout(hang.probe_timeout):
                return await self._probe(part)
        except TimeoutError:
            return False

    async def _watch(self, part: str) -> None:
        """Kills the part's process when its health check stays silent; run() then restarts it."""
        assert self._probe is not None
        loop = asyncio.get_running_loop()
        hang = self._hang_policy()
        process: asyncio.subprocess.Process | None = None
        while True:
            current = self._processes[part]
            if current is not process:
                process = current
                hang.restart(loop.time())
            if process.returncode is None and hang.on_probe(await self._answers(part, hang), loop.time()):
                # SIGKILL: a stopped (SIGSTOP) or wedged process would never act on SIGTERM.
                log.warning(
                    "%s did not answer %s health checks in a row (%.0f s each); killing it (pid %s)",
                    part,
                    hang.silent,
                    hang.probe_timeout,
                    process.pid,
                )
                self.hangs[part] += 1
                with contextlib.suppress(ProcessLookupError):
                    process.kill()
                hang.restart(loop.time())
            await asyncio.sleep(hang.interval)

    async def run(self) -> None:
        """Returns never; raises CrashLoop when a part keeps exiting."""
        loop = asyncio.get_running_loop()
        waits = {asyncio.create_task(process.wait()): part for part, process in self._processes.items()}
        watchers = [asyncio.create_task(self._watch(part)) for part in self._processes] if self._probe else []
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
            pending: list[asyncio.Task[object]] = [*waits, *watchers]
            for leftover in pending:
                leftover.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await leftover
