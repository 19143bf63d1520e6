"""A dependency is down after N missed health checks in a row, or at once on an explicit refusal; busy is up.

The decisions (gateway/domain/health.py) are driven outcome by outcome; the adapter's rounds through a scripted
check (no sleeps, no clock: each round's checks are counted); the gRPC mapping against real health servers.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from gateway.adapters.dependencies import Dependencies, DependencyFailed
from gateway.domain.failures import Dependency
from gateway.domain.health import (
    DEFAULT_FAILURE_THRESHOLD,
    Change,
    CheckOutcome,
    DependencyHealth,
    outcome_of_answer,
    outcome_of_failure,
)
from gateway.settings import GatewaySettings

SERVING, BUSY, REFUSED, MISSED = CheckOutcome.SERVING, CheckOutcome.BUSY, CheckOutcome.REFUSED, CheckOutcome.MISSED


def replay(health_: DependencyHealth, outcomes: list[CheckOutcome]) -> list[Change]:
    return [health_.record(outcome) for outcome in outcomes]


# The rules, one outcome at a time.


def test_the_threshold_defaults_to_three_in_the_settings_too() -> None:
    assert DEFAULT_FAILURE_THRESHOLD == 3
    assert GatewaySettings().dependency_health_failure_threshold == DEFAULT_FAILURE_THRESHOLD
    with pytest.raises(ValueError, match="at least 1"):
        DependencyHealth(0)


@pytest.mark.parametrize("threshold", [1, 3, 5])
def test_a_dependency_is_down_only_after_threshold_misses_in_a_row(threshold: int) -> None:
    state = DependencyHealth(threshold)
    assert not state.down  # up until a check says otherwise
    changes = replay(state, [MISSED] * threshold)
    assert changes == [Change.NONE] * (threshold - 1) + [Change.WENT_DOWN]
    assert state.down
    assert replay(state, [MISSED]) == [Change.NONE]  # further misses change nothing


@pytest.mark.parametrize("answer", [SERVING, BUSY])
def test_any_answer_between_misses_starts_the_count_again(answer: CheckOutcome) -> None:
    state = DependencyHealth(3)
    replay(state, [MISSED, MISSED, answer, MISSED, MISSED])
    assert not state.down
    assert state.misses == 2
    assert replay(state, [MISSED]) == [Change.WENT_DOWN]


def test_an_explicit_refusal_is_down_at_once() -> None:
    state = DependencyHealth(3)
    assert replay(state, [REFUSED]) == [Change.WENT_DOWN]
    assert state.down
    # A refusal after misses short of the threshold is down at once as well.
    other = DependencyHealth(3)
    assert replay(other, [MISSED, REFUSED]) == [Change.NONE, Change.WENT_DOWN]


@pytest.mark.parametrize("first", [REFUSED, MISSED])
@pytest.mark.parametrize("answer", [SERVING, BUSY])
def test_a_down_dependency_is_up_again_at_its_first_answer_serving_or_busy(
    first: CheckOutcome, answer: CheckOutcome
) -> None:
    state = DependencyHealth(1)
    replay(state, [first])
    assert state.down
    assert replay(state, [answer]) == [Change.CAME_BACK]
    assert (state.down, state.misses) == (False, 0)


def test_busy_is_up_never_a_miss() -> None:
    state = DependencyHealth(1)  # even with a threshold of one
    assert replay(state, [BUSY] * 10) == [Change.NONE] * 10
    assert (state.down, state.misses) == (False, 0)


def test_a_miss_short_of_the_threshold_is_rechecked_at_once_nothing_else_is() -> None:
    state = DependencyHealth(3)
    assert not state.recheck_at_once
    state.record(MISSED)
    assert state.recheck_at_once
    state.record(MISSED)
    assert state.recheck_at_once
    state.record(MISSED)
    assert not state.recheck_at_once  # down: the next check waits for the interval
    state.record(SERVING)
    assert not state.recheck_at_once
    state.record(REFUSED)
    assert not state.recheck_at_once


@pytest.mark.parametrize(
    ("code", "outcome"),
    [
        ("UNAVAILABLE", REFUSED),  # nothing listens: a stopped process
        ("RESOURCE_EXHAUSTED", BUSY),
        ("DEADLINE_EXCEEDED", MISSED),  # hung, or slow on a loaded machine
        ("CANCELLED", MISSED),
        ("UNKNOWN", MISSED),
        ("INTERNAL", MISSED),
    ],
)
def test_what_a_failed_check_counts_as(code: str, outcome: CheckOutcome) -> None:
    assert outcome_of_failure(code) is outcome


@pytest.mark.parametrize(
    ("status", "outcome"),
    [("SERVING", SERVING), ("NOT_SERVING", REFUSED), ("SERVICE_UNKNOWN", REFUSED), ("UNKNOWN", REFUSED)],
)
def test_what_an_answered_check_counts_as(status: str, outcome: CheckOutcome) -> None:
    assert outcome_of_answer(status) is outcome


# The adapter's rounds, through a scripted check: each readiness round checks until each dependency is settled.


class Script:
    """Answers each dependency's checks from its list (SERVING once a list is used up) and counts them."""

    def __init__(self) -> None:
        self.outcomes: dict[Dependency, list[CheckOutcome]] = {dependency: [] for dependency in Dependency}
        self.checks: dict[Dependency, int] = dict.fromkeys(Dependency, 0)

    async def __call__(self, dependency: Dependency) -> CheckOutcome:
        self.checks[dependency] += 1
        queue = self.outcomes[dependency]
        return queue.pop(0) if queue else SERVING

    def next_round(self, **outcomes: list[CheckOutcome]) -> None:
        self.checks = dict.fromkeys(Dependency, 0)
        for name, queue in outcomes.items():
            self.outcomes[Dependency(name)] = list(queue)


@pytest.fixture
def script() -> Script:
    return Script()


@asynccontextmanager
async def dependencies(script: Script, threshold: int = 3) -> AsyncIterator[Dependencies]:
    # Channels to nothing: the scripted check stands in for every health check, and no call is made.
    deps = Dependencies(GatewaySettings(dependency_health_failure_threshold=threshold), check=script)
    try:
        yield deps
    finally:
        await deps.close()


def refused_as(deps: Dependencies, dependency: Dependency) -> str | None:
    """The status a call to ``dependency`` is refused with at once (naming it), None when it is let through."""
    if not deps._health[dependency].down:
        deps.refuse_if_not_serving(dependency)  # lets it through
        return None
    with pytest.raises(DependencyFailed) as failure:
        deps.refuse_if_not_serving(dependency)
    assert failure.value.error.metadata == {"dependency": dependency.value}
    return failure.value.status_code


async def test_a_slow_dependency_that_answers_a_recheck_stays_up_in_the_same_round(script: Script) -> None:
    async with dependencies(script) as deps:
        script.next_round(retrieval=[MISSED, MISSED, SERVING])
        assert await deps.ready()
        # Re-checked at once after each miss, within the one round: no interval waited.
        assert script.checks == {Dependency.RETRIEVAL: 3, Dependency.GENERATION: 1, Dependency.VALIDATION: 1}
        assert refused_as(deps, Dependency.RETRIEVAL) is None


async def test_a_hung_dependency_is_down_after_threshold_checks_in_one_round(script: Script) -> None:
    async with dependencies(script, threshold=4) as deps:
        script.next_round(generation=[MISSED] * 10)
        assert not await deps.ready()
        assert script.checks[Dependency.GENERATION] == 4  # the threshold's misses, then no more this round
        assert refused_as(deps, Dependency.GENERATION) == "NOT_SERVING"
        assert refused_as(deps, Dependency.RETRIEVAL) is None
        # Down: the next round checks once (an interval later), and one answer brings it back.
        script.next_round(generation=[MISSED])
        assert not await deps.ready()
        assert script.checks[Dependency.GENERATION] == 1
        script.next_round(generation=[BUSY])
        assert await deps.ready()
        assert refused_as(deps, Dependency.GENERATION) is None


async def test_an_explicit_refusal_is_down_after_one_check(script: Script) -> None:
    async with dependencies(script) as deps:
        script.next_round(validation=[REFUSED])
        assert not await deps.ready()
        assert script.checks[Dependency.VALIDATION] == 1
        assert refused_as(deps, Dependency.VALIDATION) == "NOT_SERVING"
        script.next_round()
        assert await deps.ready()
        assert refused_as(deps, Dependency.VALIDATION) is None


async def test_a_busy_dependency_is_never_refused(script: Script) -> None:
    async with dependencies(script, threshold=1) as deps:
        for _ in range(5):
            script.next_round(retrieval=[BUSY])
            assert await deps.ready()
            assert refused_as(deps, Dependency.RETRIEVAL) is None


async def test_calls_waiting_on_a_dependency_fail_by_name_when_it_goes_down_not_before(script: Script) -> None:
    async with dependencies(script) as deps:
        entered = asyncio.Event()

        async def hung() -> None:
            entered.set()
            await asyncio.Future()  # never answers

        waiting = asyncio.ensure_future(deps._call(Dependency.GENERATION, hung()))
        await entered.wait()
        script.next_round(generation=[MISSED, MISSED, SERVING])
        assert await deps.ready()
        assert not waiting.done()  # two misses are not an outage: the call keeps waiting
        script.next_round(generation=[MISSED, MISSED, MISSED])
        assert not await deps.ready()
        with pytest.raises(DependencyFailed) as failure:
            await waiting
        assert failure.value.error.metadata == {"dependency": "generation"}


# The check against real health servers: what each kind of answer counts as.


class HealthAnswers(health_pb2_grpc.HealthServicer):  # type: ignore[misc]
    def __init__(self) -> None:
        self.mode = "serving"
        self.release = asyncio.Event()

    async def Check(
        self, request: health_pb2.HealthCheckRequest, context: grpc.aio.ServicerContext
    ) -> health_pb2.HealthCheckResponse:
        if self.mode == "busy":
            await context.abort(grpc.StatusCode.RESOURCE_EXHAUSTED, "at capacity")
        if self.mode == "hung":
            await self.release.wait()  # answers no check while hung
        status = (
            health_pb2.HealthCheckResponse.NOT_SERVING
            if self.mode == "not serving"
            else health_pb2.HealthCheckResponse.SERVING
        )
        return health_pb2.HealthCheckResponse(status=status)


@pytest.fixture
def free_port() -> Iterator[int]:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        yield probe.getsockname()[1]


async def test_the_grpc_check_maps_each_answer_to_its_outcome(free_port: int) -> None:
    answers = HealthAnswers()
    server = grpc.aio.server()
    health_pb2_grpc.add_HealthServicer_to_server(answers, server)
    port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    settings = GatewaySettings(
        retrieval_address=f"127.0.0.1:{port}",
        generation_address=f"127.0.0.1:{free_port}",  # nothing listens there
        # The deadline is the point for "hung" only, which never answers: any deadline gives a miss.
        dependency_health_timeout_seconds=0.5,
    )
    deps = Dependencies(settings)
    try:
        assert await deps.check(Dependency.RETRIEVAL) is SERVING
        answers.mode = "not serving"
        assert await deps.check(Dependency.RETRIEVAL) is REFUSED
        answers.mode = "busy"
        assert await deps.check(Dependency.RETRIEVAL) is BUSY
        answers.mode = "hung"
        assert await deps.check(Dependency.RETRIEVAL) is MISSED
        answers.release.set()
        assert await deps.check(Dependency.GENERATION) is REFUSED
    finally:
        await deps.close()
        await server.stop(0)
