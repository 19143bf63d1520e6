"""Overload: past what the gateway admits callers get OVERLOADED at once, and retries never amplify a failure."""

from __future__ import annotations

import asyncio

import grpc
import pytest
from google.rpc import error_details_pb2
from grpc_status import rpc_status

from gateway.domain.admission import Admission
from policyreview.v1 import common_pb2, policy_review_service_pb2, policy_review_service_pb2_grpc
from services.errors import ErrorReason, ServiceError, from_rpc_error
from tests.gateway.fakes import gateway_stack
from tests.gateway.test_rest import SEED_REQUEST, call

REQUEST = policy_review_service_pb2.ReviewListingRequest(
    listing_id="overload-1",
    marketplace=common_pb2.EBAY,
    locale="en-US",
    category="ELECTRONICS",
    title="Used camera",
    description="Works well.",
    condition=common_pb2.USED,
    price=10.0,
)


def test_admission_holds_places_and_refuses_past_the_limit() -> None:
    admission = Admission(2)
    with admission.admit(), admission.admit():
        assert admission.in_flight == 2
        with pytest.raises(ServiceError) as refused, admission.admit():
            pass
        assert refused.value.reason is ErrorReason.OVERLOADED
    assert admission.in_flight == 0
    with pytest.raises(ValueError, match="at least 1"):
        Admission(0)


def test_overloaded_is_resource_exhausted_with_a_retry_delay() -> None:
    status = ServiceError(ErrorReason.OVERLOADED).to_status()
    assert status.code == grpc.StatusCode.RESOURCE_EXHAUSTED
    assert ServiceError(ErrorReason.OVERLOADED).http_status == 429


async def test_reviews_past_the_admitted_concurrency_are_refused_at_once() -> None:
    async with gateway_stack(gateway_max_concurrent_reviews=1) as stack:
        stack.generation.behaviour.hang = True
        async with grpc.aio.insecure_channel(stack.grpc_address) as channel:
            stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)
            held = asyncio.ensure_future(stub.ReviewListing(REQUEST, timeout=60))
            async with asyncio.timeout(30):
                await stack.generation.behaviour.entered.wait()  # the one admitted review is in generation

            status, headers, problem = await call(stack, SEED_REQUEST, headers={"X-API-Version": "1"})
            assert (status, problem["code"]) == (429, "OVERLOADED")
            assert headers["Retry-After"] == "1"

            with pytest.raises(grpc.aio.AioRpcError) as failure:
                await stub.ReviewListing(REQUEST, timeout=30)
            assert failure.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
            error = from_rpc_error(failure.value)
            assert error is not None
            assert error.reason is ErrorReason.OVERLOADED
            status_proto = rpc_status.from_call(failure.value)
            assert status_proto is not None
            retry = [d for d in status_proto.details if d.Is(error_details_pb2.RetryInfo.DESCRIPTOR)]
            assert len(retry) == 1
            # Refused reviews never reached a dependency.
            assert len(stack.retrieval.requests) == 1

            stack.generation.behaviour.release.set()
            assert (await held).status  # the admitted review completes
            # Its place is free again.
            status, _, body = await call(stack, SEED_REQUEST, headers={"X-API-Version": "1"})
            assert (status, body["status"]) == (200, "POLICY_FINDINGS_AVAILABLE")


async def test_an_overloaded_dependency_is_not_retried_and_tells_the_caller_to_back_off() -> None:
    async with gateway_stack() as stack:
        stack.retrieval.behaviour.status = grpc.StatusCode.RESOURCE_EXHAUSTED
        stack.retrieval.behaviour.failures = 100
        status, headers, problem = await call(stack)
        assert (status, problem["code"]) == (429, "OVERLOADED")
        assert headers["Retry-After"] == "1"
        assert stack.retrieval.behaviour.calls == 1


async def test_retry_throttling_stops_retries_into_a_failing_dependency() -> None:
    async with gateway_stack() as stack:
        stack.retrieval.behaviour.failures = 1000
        for _ in range(4):
            status, _, problem = await call(stack)
            assert (status, problem["code"]) == (503, "DEPENDENCY_UNAVAILABLE")
        # Without throttling four reviews would make 3 attempts each (12); the token bucket allows
        # retries only while more than half of its 10 tokens remain.
        assert stack.retrieval.behaviour.calls < 12
        before = stack.retrieval.behaviour.calls
        await call(stack)
        assert stack.retrieval.behaviour.calls == before + 1
