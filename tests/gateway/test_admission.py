"""Admission sized by measurement, refusals that say when to retry, deadlines that reach every part, work stopped
for a caller that gave up, and a part that is not serving failed at once (then served again)."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field

import grpc
import pytest
from google.rpc import error_details_pb2
from grpc_status import rpc_status

from gateway.domain.admission import Admission, GradientLimit
from policyreview.v1 import policy_review_service_pb2_grpc
from services.errors import RETRY_AFTER_MS_KEY, ErrorReason, ServiceError, from_rpc_error
from tests.gateway.fakes import Behaviour, Context, gateway_stack
from tests.gateway.test_http_hardening import PATH, read_response
from tests.gateway.test_overload import REQUEST
from tests.gateway.test_resilience import NOT_SERVING, SERVING, _health, _restart
from tests.gateway.test_rest import SEED_REQUEST, call


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def run_at(limit: GradientLimit, latency: float, samples: int) -> None:
    """``samples`` reviews finishing in ``latency`` with the limit full (a saturated gateway)."""
    for _ in range(samples):
        limit.sample(latency, limit.limit)


def test_the_limit_follows_latency_and_stays_within_its_bounds() -> None:
    limit = GradientLimit(max_limit=256, initial=32, min_limit=4)
    run_at(limit, 0.02, 500)  # at no-load latency the limit grows to its ceiling
    assert limit.limit == 256
    run_at(limit, 0.2, 200)  # ten times the baseline: the limit shrinks, to the floor at worst
    assert limit.min_limit <= limit.limit < 32
    shrunk = limit.limit
    run_at(limit, 0.02, 200)  # recovery as soon as latency does
    assert limit.limit > shrunk


def test_samples_far_below_the_limit_do_not_move_it() -> None:
    limit = GradientLimit(max_limit=64, initial=16)
    for _ in range(100):
        limit.sample(5.0, 1)
    assert limit.limit == 16


def test_a_review_out_of_deadline_cuts_the_limit_at_once() -> None:
    clock = Clock()
    admission = Admission(64, clock=clock)
    before = admission.limit
    with pytest.raises(ServiceError), admission.admit():
        raise ServiceError(ErrorReason.DEADLINE_EXCEEDED)
    assert admission.limit < before
    # A caller's own mistake says nothing about capacity.
    after_drop = admission.limit
    with pytest.raises(ServiceError), admission.admit():
        raise ServiceError(ErrorReason.INVALID_REQUEST)
    assert admission.limit == after_drop


def test_a_refusal_carries_the_measured_retry_delay() -> None:
    clock = Clock()
    admission = Admission(1, clock=clock)
    with admission.admit():
        clock.now += 0.25
    with admission.admit(), pytest.raises(ServiceError) as refused, admission.admit():
        pass
    assert refused.value.reason is ErrorReason.OVERLOADED
    assert refused.value.metadata[RETRY_AFTER_MS_KEY] == "250"
    assert refused.value.retry_after_ms == 250


@dataclass
class CancelAware(Behaviour):
    """Hangs every call and records when the gateway cancels it."""

    hang: bool = True
    cancelled: asyncio.Event = field(default_factory=asyncio.Event)

    async def enter(self, context: Context) -> None:
        try:
            await super().enter(context)
        except asyncio.CancelledError:
            self.cancelled.set()
            raise


async def test_the_first_refused_call_is_overloaded_with_a_retry_delay_in_milliseconds() -> None:
    async with gateway_stack(gateway_max_concurrent_reviews=1) as stack:
        # One review measured, so the delay is the gateway's own figure.
        assert (await call(stack))[0] == 200
        stack.generation.behaviour.entered.clear()
        stack.generation.behaviour.hang = True
        async with grpc.aio.insecure_channel(stack.grpc_address) as channel:
            stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)
            held = asyncio.ensure_future(stub.ReviewListing(REQUEST, timeout=60))
            async with asyncio.timeout(30):
                await stack.generation.behaviour.entered.wait()

            with pytest.raises(grpc.aio.AioRpcError) as refused:
                await stub.ReviewListing(REQUEST, timeout=30)
            assert refused.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
            error = from_rpc_error(refused.value)
            assert error is not None
            assert error.reason is ErrorReason.OVERLOADED
            delay_ms = int(error.metadata[RETRY_AFTER_MS_KEY])
            assert delay_ms >= 1
            status = rpc_status.from_call(refused.value)
            assert status is not None
            [retry] = [d for d in status.details if d.Is(error_details_pb2.RetryInfo.DESCRIPTOR)]
            info = error_details_pb2.RetryInfo()
            retry.Unpack(info)
            assert info.retry_delay.ToMilliseconds() == delay_ms

            code, headers, problem = await call(stack, SEED_REQUEST)
            assert (code, problem["code"]) == (429, "OVERLOADED")
            assert int(headers["Retry-After-Ms"]) == problem["retryAfterMs"] >= 1
            assert int(headers["Retry-After"]) * 1000 >= problem["retryAfterMs"]

            stack.generation.behaviour.release.set()
            await held


async def test_a_caller_deadline_reaches_each_part_and_ends_in_a_typed_answer() -> None:
    async with gateway_stack() as stack:
        stack.generation.behaviour = CancelAware()
        async with grpc.aio.insecure_channel(stack.grpc_address) as channel:
            stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)
            with pytest.raises(grpc.aio.AioRpcError) as failure:
                await stub.ReviewListing(REQUEST, timeout=2)
        # The gateway answered before the caller's own deadline: its status, with ErrorInfo.
        assert failure.value.code() == grpc.StatusCode.DEADLINE_EXCEEDED
        error = from_rpc_error(failure.value)
        assert error is not None
        assert error.reason is ErrorReason.DEADLINE_EXCEEDED
        # Each part saw a deadline inside the caller's, and generation stopped when it passed.
        for remaining in [*stack.retrieval.behaviour.time_remaining, *stack.generation.behaviour.time_remaining]:
            assert remaining is not None
            assert remaining < 2
        async with asyncio.timeout(30):
            await stack.generation.behaviour.cancelled.wait()


async def test_a_grpc_caller_that_gives_up_stops_the_work_for_it() -> None:
    async with gateway_stack() as stack:
        behaviour = stack.generation.behaviour = CancelAware()
        async with grpc.aio.insecure_channel(stack.grpc_address) as channel:
            stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)
            pending = stub.ReviewListing(REQUEST, timeout=60)
            async with asyncio.timeout(30):
                await behaviour.entered.wait()
            pending.cancel()
            async with asyncio.timeout(30):
                await behaviour.cancelled.wait()


async def test_a_rest_caller_that_hangs_up_stops_the_work_for_it() -> None:
    async with gateway_stack() as stack:
        behaviour = stack.generation.behaviour = CancelAware()
        _, writer = await asyncio.open_connection("127.0.0.1", stack.gateway.http_port)
        body = json.dumps(SEED_REQUEST).encode()
        writer.write(
            f"POST {PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n".encode()
            + body
        )
        await writer.drain()
        async with asyncio.timeout(30):
            await behaviour.entered.wait()
        writer.close()
        async with asyncio.timeout(30):
            await behaviour.cancelled.wait()


@pytest.mark.parametrize("name", ["retrieval", "generation"])
async def test_a_part_not_serving_fails_reviews_at_once_by_name_then_serves_again(name: str) -> None:
    async with gateway_stack(dependency_health_timeout_seconds=0.5) as stack:
        await _health(stack, SERVING)
        server = stack.dependency_servers[name]
        port = server.bound_port
        await server.stop(grace=0)
        await _health(stack, NOT_SERVING)
        calls = (stack.retrieval.behaviour.calls, stack.generation.behaviour.calls)
        # Health says NOT_SERVING only once the gateway has marked the part: the first review is refused.
        status, _, problem = await call(stack)
        assert (status, problem["code"], problem["dependency"]) == (503, "DEPENDENCY_UNAVAILABLE", name)
        # Refused before any part worked on it: not even retrieval for a review generation cannot finish.
        assert (stack.retrieval.behaviour.calls, stack.generation.behaviour.calls) == calls

        async with grpc.aio.insecure_channel(stack.grpc_address) as channel:
            with pytest.raises(grpc.aio.AioRpcError) as failure:
                await policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel).ReviewListing(REQUEST, timeout=30)
        assert failure.value.code() == grpc.StatusCode.UNAVAILABLE
        error = from_rpc_error(failure.value)
        assert error is not None
        assert error.metadata == {"dependency": name}

        await _restart(stack, name, port)
        await _health(stack, SERVING)
        status, _, body = await call(stack)
        assert (status, body["status"]) == (200, "POLICY_FINDINGS_AVAILABLE")


async def test_reviews_waiting_on_a_part_that_stops_serving_fail_at_once_by_name() -> None:
    async with gateway_stack(gateway_max_concurrent_reviews=4) as stack:
        await _health(stack, SERVING)
        stack.generation.behaviour.hang = True  # a hung part: it answers no call
        waiting = asyncio.ensure_future(call(stack))
        async with asyncio.timeout(30):
            await stack.generation.behaviour.entered.wait()
        # Its health check fails (what a SIGSTOPped part does to the gateway's probe, in process).
        health = stack.dependency_servers["generation"]._health
        await health.set("", NOT_SERVING)
        status, _, problem = await waiting
        assert (status, problem["code"], problem["dependency"]) == (503, "DEPENDENCY_UNAVAILABLE", "generation")
        assert not stack.generation.behaviour.release.is_set()  # nobody released the hung call

        await _health(stack, NOT_SERVING)
        await health.set("", SERVING)
        stack.generation.behaviour.hang = False
        await _health(stack, SERVING)
        status, _, body = await call(stack)
        assert (status, body["status"]) == (200, "POLICY_FINDINGS_AVAILABLE")


async def test_rest_refuses_past_admission_before_reading_the_body() -> None:
    async with gateway_stack(gateway_max_concurrent_reviews=1, gateway_http_body_timeout_seconds=600.0) as stack:
        stack.generation.behaviour.hang = True
        held = asyncio.ensure_future(call(stack))
        async with asyncio.timeout(30):
            await stack.generation.behaviour.entered.wait()
        reader, writer = await asyncio.open_connection("127.0.0.1", stack.gateway.http_port)
        # A head announcing a body that never comes: only an answer given before the body is read can arrive.
        writer.write(
            f"POST {PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n".encode()
        )
        await writer.drain()
        status, headers, problem = await read_response(reader)
        writer.close()
        assert (status, problem["code"]) == (429, "OVERLOADED")
        assert headers["retry-after-ms"] == str(problem["retryAfterMs"])
        stack.generation.behaviour.release.set()
        assert (await held)[0] == 200


def test_latency_within_the_allowance_is_served_not_shed() -> None:
    limit = GradientLimit(max_limit=256, initial=64, allowance=1.5)
    run_at(limit, 0.01, 100)  # the no-load baseline: 10 ms
    run_at(limit, 1.0, 300)  # queueing to 100x the baseline, still inside the allowance: no shedding
    assert limit.limit == 256
    run_at(limit, 6.0, 200)  # four times the allowance: the limit shrinks
    assert limit.limit < 256
