"""Supervision of the stack's parts: the restart and hang policies, and the supervisor over real child processes."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from services.identity import new_instance_id
from services.settings import PROJECT_ROOT
from services.stack import HealthProbes, Stack, StackPorts
from services.supervision import CrashLoop, HangPolicy, RestartPolicy, Supervisor


def test_backoff_doubles_up_to_its_cap_and_a_crash_loop_stops_restarts() -> None:
    policy = RestartPolicy(initial_backoff=0.5, max_backoff=4.0, max_restarts=5, window_seconds=60.0)
    assert [policy.on_exit(float(t)) for t in range(5)] == [0.5, 1.0, 2.0, 4.0, 4.0]
    assert policy.on_exit(5.0) is None


def test_a_part_that_stays_up_longer_than_the_window_starts_afresh() -> None:
    policy = RestartPolicy(initial_backoff=0.5, max_restarts=2, window_seconds=60.0)
    assert policy.on_exit(0.0) == 0.5
    assert policy.on_exit(1.0) == 1.0
    assert policy.on_exit(100.0) == 0.5


def test_silence_counts_only_in_a_row_and_only_after_the_first_answer_or_the_startup_allowance() -> None:
    hang = HangPolicy(silent_probes=3, startup_seconds=30.0)
    hang.restart(0.0)
    # Starting up: silence is expected until the first answer, or until the allowance runs out.
    assert [hang.on_probe(False, t) for t in (1.0, 2.0, 3.0, 4.0)] == [False] * 4
    assert hang.on_probe(True, 5.0) is False
    assert [hang.on_probe(False, t) for t in (6.0, 7.0)] == [False, False]
    assert hang.on_probe(True, 8.0) is False  # an answer resets the count
    assert [hang.on_probe(False, t) for t in (9.0, 10.0, 11.0)] == [False, False, True]
    # A new process of the part starts afresh; one that never answers is hung once the allowance is spent.
    hang.restart(20.0)
    assert [hang.on_probe(False, t) for t in (21.0, 49.0)] == [False, False]
    assert [hang.on_probe(False, t) for t in (51.0, 52.0, 53.0)] == [False, False, True]


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


async def _validation(port: int, instance_id: str) -> asyncio.subprocess.Process:
    """The real validation part (it needs no database) on ``port``, as the stack starts it."""
    env = {
        **os.environ,
        "POLICY_REVIEW_HOST": "127.0.0.1",
        "POLICY_REVIEW_VALIDATION_PORT": str(port),
        "POLICY_REVIEW_INSTANCE_ID": instance_id,
        "POLICY_REVIEW_LOG_LEVEL": "WARNING",
    }
    return await asyncio.create_subprocess_exec(sys.executable, "-m", "validation", env=env, cwd=PROJECT_ROOT)


@contextlib.asynccontextmanager
async def _supervised_validation(
    stack: Stack,
) -> AsyncIterator[tuple[Supervisor, dict[str, asyncio.subprocess.Process], asyncio.Event]]:
    probes = HealthProbes(stack)
    # Set once the supervisor's own probe got an answer: from then on its silence counts (no start-up allowance).
    supervisor_saw_an_answer = asyncio.Event()

    async def probe(part: str) -> bool:
        answered = await probes.answered(part)
        if answered:
            supervisor_saw_an_answer.set()
        return answered

    async def spawn(part: str) -> asyncio.subprocess.Process:
        return await _validation(stack.ports.validation, stack.instance_id)

    processes = {"validation": await spawn("validation")}
    supervisor = Supervisor(
        processes,
        spawn,
        lambda: RestartPolicy(initial_backoff=0.01),
        probe=probe,
        # Silence is a SIGSTOP here, which never answers whatever the timeout: 5 s per probe, so a live part slow to
        # answer on a loaded machine is never taken for a hung one (1 s was, now and then).
        hang_policy=lambda: HangPolicy(interval=0.2, probe_timeout=5.0, silent_probes=2),
    )
    supervision = asyncio.create_task(supervisor.run())
    try:
        yield supervisor, processes, supervisor_saw_an_answer
    finally:
        supervision.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await supervision
        for process in processes.values():
            if process.returncode is None:
                process.kill()
                await process.wait()
        await probes.close()


async def _answers(probes: HealthProbes, part: str) -> None:
    while not await probes.answered(part):  # noqa: ASYNC110
        await asyncio.sleep(0.1)  # the part is starting: polling its port, bounded by the caller's timeout


async def test_a_part_whose_health_check_stops_answering_is_killed_and_restarted() -> None:
    stack = Stack(StackPorts.ephemeral())
    async with _supervised_validation(stack) as (supervisor, processes, supervisor_saw_an_answer):
        probes = HealthProbes(stack)
        try:
            # Stopped before the supervisor saw it answer, the part would still be in its start-up allowance.
            async with asyncio.timeout(120):
                await supervisor_saw_an_answer.wait()
            hung = processes["validation"]
            hung.send_signal(signal.SIGSTOP)  # alive, its port open, but it answers nothing
            async with asyncio.timeout(120), supervisor.restarted:
                await supervisor.restarted.wait_for(lambda: supervisor.restarts["validation"] == 1)
            assert supervisor.hangs["validation"] == 1
            assert hung.returncode == -signal.SIGKILL
            assert processes["validation"] is not hung
            async with asyncio.timeout(120):
                await _answers(probes, "validation")
        finally:
            await probes.close()


async def test_the_probe_counts_only_this_runs_process_as_an_answer() -> None:
    """Another run's part on the port (a leftover) answers health checks, but not for this run's entry."""
    ours, theirs = Stack(StackPorts.ephemeral()), new_instance_id()
    leftover = await _validation(ours.ports.validation, theirs)
    probes = HealthProbes(ours)
    other = HealthProbes(Stack(ours.ports, instance_id=theirs))
    try:
        async with asyncio.timeout(120):
            await _answers(other, "validation")
        assert await probes.answered("validation") is False
    finally:
        leftover.kill()
        await leftover.wait()
        await probes.close()
        await other.close()
