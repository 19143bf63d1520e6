"""A part's start-up heap is taken out of the cyclic collector's reach once it serves (services/server.py)."""

from __future__ import annotations

import asyncio
import gc
import os
import signal
import weakref
from collections.abc import Iterator

import pytest

from services import server


@pytest.fixture
def thawed() -> Iterator[None]:
    # The test process must not keep what a test froze: later tests expect their garbage collected.
    gc.unfreeze()
    yield
    gc.unfreeze()


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def test_settling_freezes_what_lives_and_collects_what_is_dead_first(thawed: None) -> None:
    live = _Cycle()
    dead = weakref.ref(_Cycle())  # unreachable already, held up only by its own cycle
    before = gc.get_freeze_count()
    server.settle_heap()
    assert dead() is None, "cyclic garbage present at start-up would be kept for the process's life"
    assert gc.get_freeze_count() > before
    # What lives now is in the permanent generation: no collection walks it again.
    assert all(tracked is not live for tracked in gc.get_objects())


class _StartedServer:
    service_name = "test-part"

    def __init__(self, events: list[str]) -> None:
        self._events = events

    async def start(self) -> int:
        self._events.append("start")
        return 0

    async def stop(self) -> None:
        self._events.append("stop")


def test_a_part_settles_its_heap_after_it_starts_and_before_it_serves(
    thawed: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    events: list[str] = []

    def settled() -> None:
        events.append("settle")
        os.kill(os.getpid(), signal.SIGTERM)  # what an orchestrator sends: the part stops gracefully

    monkeypatch.setattr(server, "settle_heap", settled)
    asyncio.run(server.serve_until_signalled(_StartedServer(events)))  # type: ignore[arg-type]
    assert events == ["start", "settle", "stop"]
