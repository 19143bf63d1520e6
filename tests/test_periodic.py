"""The background loop a server stops: it must end even when a step swallows the cancel (Python 3.11's wait_for)."""

from __future__ import annotations

import asyncio

from services.periodic import Periodic

# A bound on each stop, so a regression fails here in seconds instead of waiting out the suite's timeout.
STOP_BOUND_SECONDS = 30
HOUR = 3600.0


async def test_a_stop_ends_the_loop_when_the_step_in_flight_swallows_the_cancel() -> None:
    entered = asyncio.Event()
    swallowed: list[bool] = []

    async def step() -> None:
        entered.set()
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            # What asyncio.wait_for does in 3.11 when the cancel lands as its inner wait completes.
            swallowed.append(True)

    periodic = Periodic(step, HOUR, first_at_once=True)
    periodic.start()
    await entered.wait()
    async with asyncio.timeout(STOP_BOUND_SECONDS):
        await periodic.stop()
    assert swallowed == [True]


async def test_the_first_step_runs_at_once_only_when_asked() -> None:
    calls: list[str] = []
    ran = asyncio.Event()

    async def step(name: str) -> None:
        calls.append(name)
        ran.set()

    at_once = Periodic(lambda: step("at once"), HOUR, first_at_once=True)
    later = Periodic(lambda: step("later"), HOUR, first_at_once=False)
    later.start()
    at_once.start()
    await ran.wait()
    async with asyncio.timeout(STOP_BOUND_SECONDS):
        await at_once.stop()
        await later.stop()
    assert calls == ["at once"]


async def test_steps_repeat_on_the_interval_until_stopped() -> None:
    count = 0
    third = asyncio.Event()

    async def step() -> None:
        nonlocal count
        count += 1
        if count == 3:
            third.set()

    periodic = Periodic(step, 0.01, first_at_once=False)
    periodic.start()
    await third.wait()
    async with asyncio.timeout(STOP_BOUND_SECONDS):
        await periodic.stop()
    assert count >= 3


async def test_stopping_a_loop_never_started_returns() -> None:
    async def step() -> None:
        raise AssertionError("never runs")

    await Periodic(step, HOUR, first_at_once=True).stop()
