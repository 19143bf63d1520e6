"""Supervision of the stack's parts: the restart policy, and the supervisor over real child processes."""

from __future__ import annotations

import asyncio
import contextlib
import sys
from pathlib import Path

import pytest

from services.supervision import CrashLoop, RestartPolicy, Supervisor


def test_backoff_doubles_up_to_its_cap_and_a_crash_loop_stops_restarts() -> None:
    policy = RestartPolicy(initial_backoff=0.5, max_backoff=4.0, max_restarts=5, window_seconds=60.0)
    assert [policy.on_exit(float(t)) for t in range(5)] == [0.5, 1.0, 2.0, 4.0, 4.0]
    assert policy.on_exit(5.0) is None


def test_a_part_that_stays_up_longer_than_the_window_starts_afresh() -> None:
    policy = RestartPolicy(initial_backoff=0.5, max_restarts=2, window_seconds=60.0)
    assert policy.on_exit(0.0) == 0.5
    assert policy.on_exit(1.0) == 1.0
    assert policy.on_exit(100.0) == 0.5


async def _python(code: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(sys.executable, "-c", code)


async def test_an_exited_part_is_restarted_and_supervised_again(tmp_path: Path) -> None:
    marker = tmp_path / "ran-once"
    # First run exits with 3; every later run stays up until killed.
    script = (
        "import pathlib, sys, time\n"
        f"marker = pathlib.Path({str(marker)!r})\n"
        "if not marker.exists():\n"
        "    marker.touch(); sys.exit(3)\n"
        "time.sleep(3600)\n"
    )
    processes = {"retrieval": await _python(script)}
    supervisor = Supervisor(processes, lambda part: _python(script), lambda: RestartPolicy(initial_backoff=0.01))
    supervision = asyncio.create_task(supervisor.run())
    try:
        async with asyncio.timeout(60), supervisor.restarted:
            await supervisor.restarted.wait_for(lambda: supervisor.restarts["retrieval"] == 1)
        assert processes["retrieval"].returncode is None
        # Killed outright, it comes back again.
        processes["retrieval"].kill()
        async with asyncio.timeout(60), supervisor.restarted:
            await supervisor.restarted.wait_for(lambda: supervisor.restarts["retrieval"] == 2)
        assert not supervision.done()
    finally:
        supervision.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await supervision
        for process in processes.values():
            if process.returncode is None:
                process.kill()
                await process.wait()


async def test_a_crash_looping_part_is_reported_and_no_longer_restarted() -> None:
    spawned: list[asyncio.subprocess.Process] = []

    async def spawn(part: str) -> asyncio.subprocess.Process:
        process = await _python("raise SystemExit(1)")
        spawned.append(process)
        return process

    processes = {"generation": await spawn("generation")}
    supervisor = Supervisor(processes, spawn, lambda: RestartPolicy(initial_backoff=0.01, max_restarts=3))
    with pytest.raises(CrashLoop) as loop:
        await asyncio.wait_for(supervisor.run(), 60)
    assert loop.value.part == "generation"
    assert supervisor.restarts["generation"] == 3
    assert len(spawned) == 4
