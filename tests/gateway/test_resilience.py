"""Retries, dependency outages and recovery without a restart, readiness, and the gRPC surface of the gateway."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from gateway.adapters.dependencies import channel_options, service_config
from gateway.domain.failures import Dependency
from policyreview.v1 import common_pb2, policy_review_service_pb2, policy_review_service_pb2_grpc
from services.errors import ErrorReason, ServiceError, from_rpc_error
from services.server import GrpcServer
from tests.gateway.fakes import Stack, fake_generation_server, fake_retrieval_server, gateway_stack
from tests.gateway.test_rest import SEED_REQUEST, call
from validation.bootstrap import build_server as build_validation_server

SERVING = health_pb2.HealthCheckResponse.SERVING
NOT_SERVING = health_pb2.HealthCheckResponse.NOT_SERVING


@pytest.fixture
async def stack() -> Any:
    async with gateway_stack() as running_stack:
        yield running_stack


def test_only_idempotent_calls_are_retried_on_unavailable() -> None:
    retrieval = json.loads(service_config(Dependency.RETRIEVAL))
    [config] = retrieval["methodConfig"]
    assert {(n["service"], n["method"]) for n in config["name"]} == {
        ("policyreview.v1.RetrievalService", "Retrieve"),
        ("policyreview.v1.RetrievalService", "ResolveScope"),
        ("policyreview.v1.RetrievalService", "SearchPassages"),
        ("policyreview.v1.RetrievalService", "ListReleases"),
        ("policyreview.v1.RetrievalService", "GetRelease"),
    }
    assert config["retryPolicy"]["retryableStatusCodes"] == ["UNAVAILABLE"]
    validation = json.loads(service_config(Dependency.VALIDATION))
    assert {n["method"] for n in validation["methodConfig"][0]["name"]} == {
        "BuildLedger",
        "ValidateFindings",
        "VerifyAnswer",
    }
    assert json.loads(service_config(Dependency.GENERATION)) == {
        "loadBalancingConfig": [{"round_robin": {}}],
        "methodConfig": [],
        "retryThrottling": {"maxTokens": 10, "tokenRatio": 0.1},
    }
    assert ("grpc.enable_retries", 1) in channel_options(Dependency.RETRIEVAL)


async def test_a_transient_retrieval_failure_is_retried(stack: Stack) -> None:
    stack.retrieval.behaviour.failures = 1
    status, _, body = await call(stack)
    assert (status, body["status"]) == (200, "POLICY_FINDINGS_AVAILABLE")
    assert stack.retrieval.behaviour.calls == 2


async def test_retries_stop_at_the_policy_and_keep_the_dependency_reason(stack: Stack) -> None:
    stack.retrieval.behaviour.error = ServiceError(ErrorReason.POLICY_STORE_UNAVAILABLE)
    stack.retrieval.behaviour.failures = 100
    status, _, problem = await call(stack)
    assert (status, problem["code"]) == (503, "POLICY_STORE_UNAVAILABLE")
    assert stack.retrieval.behaviour.calls == 3


async def test_non_unavailable_failures_are_not_retried(stack: Stack) -> None:
    stack.retrieval.behaviour.error = ServiceError(ErrorReason.INDEX_CORRUPTED)
    stack.retrieval.behaviour.failures = 100
    status, _, problem = await call(stack)
    assert (status, problem["code"]) == (500, "INDEX_CORRUPTED")
    assert stack.retrieval.behaviour.calls == 1


async def _health(stack: Stack, wanted: int) -> None:
    """Waits (bounded) until the gateway's health reports ``wanted``: observed through Watch, not sleeps."""
    async with grpc.aio.insecure_channel(stack.grpc_address) as channel:
        watch = health_pb2_grpc.HealthStub(channel).Watch(health_pb2.HealthCheckRequest(service=""))
        async with asyncio.timeout(20):
            async for response in watch:
                if response.status == wanted:
                    break
        watch.cancel()


async def _restart(stack: Stack, name: str, port: int) -> GrpcServer:
    if name == "retrieval":
        server = fake_retrieval_server(stack.retrieval, port)
    elif name == "generation":
        server = fake_generation_server(stack.generation, port)
    else:
        server = await build_validation_server(port=port)
    assert await server.start() == port
    stack.dependency_servers[name] = server
    return server


@pytest.mark.parametrize("name", ["retrieval", "generation", "validation"])
async def test_stopped_dependency_is_503_and_recovers_without_a_gateway_restart(stack: Stack, name: str) -> None:
    await _health(stack, SERVING)
    server = stack.dependency_servers[name]
    port = server.bound_port
    await server.stop(grace=0)

    status, _, problem = await call(stack)
    assert (status, problem["code"]) == (503, "DEPENDENCY_UNAVAILABLE")
    assert "127.0.0.1" not in json.dumps(problem)
    await _health(stack, NOT_SERVING)
    failures = stack.metric_points("policy_review.review.dependency_failures")
    assert failures[(("dependency", name), ("reason", "DEPENDENCY_UNAVAILABLE"))] >= 1

    await _restart(stack, name, port)
    await _health(stack, SERVING)
    status, _, body = await call(stack)
    assert (status, body["status"]) == (200, "POLICY_FINDINGS_AVAILABLE")


async def test_grpc_surface_reviews_and_reports_rich_errors(stack: Stack) -> None:
    request = policy_review_service_pb2.ReviewListingRequest(
        listing_id="grpc-1",
        marketplace=common_pb2.EBAY,
        locale="en-US",
        category="ELECTRONICS",
        title="Camera",
        description="Email me at seller@example.com",
        condition=common_pb2.USED,
        price=10.0,
        include_diagnostics=True,
    )
    async with grpc.aio.insecure_channel(stack.grpc_address) as channel:
        stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)
        response = await stub.ReviewListing(request, metadata=(("x-api-version", "1"),), timeout=20)
        assert response.status == common_pb2.POLICY_FINDINGS_AVAILABLE
        assert response.diagnostics.api_version == "1"
        # The caller's deadline bounds every hop.
        [remaining] = stack.retrieval.behaviour.time_remaining
        assert remaining is not None
        assert remaining <= 20 * 0.35 * 1.05

        with pytest.raises(grpc.aio.AioRpcError) as failure:
            await stub.ReviewListing(request, metadata=(("x-api-version", "2"),))
        assert failure.value.code() == grpc.StatusCode.INVALID_ARGUMENT
        error = from_rpc_error(failure.value)
        assert error is not None
        assert error.reason is ErrorReason.UNSUPPORTED_API_VERSION

        invalid = policy_review_service_pb2.ReviewListingRequest()
        invalid.CopyFrom(request)
        invalid.ClearField("price")
        invalid.locale = "en_us"
        with pytest.raises(grpc.aio.AioRpcError) as failure:
            await stub.ReviewListing(invalid)
        error = from_rpc_error(failure.value)
        assert error is not None
        assert error.reason is ErrorReason.INVALID_REQUEST
        # gRPC field violations use proto names.
        assert [v.field for v in error.violations] == ["locale", "price"]

        stack.retrieval.behaviour.error = ServiceError(ErrorReason.EMBEDDING_UNAVAILABLE, "ollama at 10.1.1.1 down")
        stack.retrieval.behaviour.failures = 100
        with pytest.raises(grpc.aio.AioRpcError) as failure:
            await stub.ReviewListing(request)
        assert failure.value.code() == grpc.StatusCode.UNAVAILABLE
        assert "10.1.1.1" not in (failure.value.details() or "")
        error = from_rpc_error(failure.value)
        assert error is not None
        assert error.reason is ErrorReason.EMBEDDING_UNAVAILABLE


async def test_grpc_authentication_uses_the_authorization_metadata() -> None:
    import hashlib

    digest = hashlib.sha256(b"grpc-key").hexdigest()
    async with gateway_stack(gateway_api_key_sha256=digest) as keyed:
        request = policy_review_service_pb2.ReviewListingRequest(
            listing_id="grpc-2",
            marketplace=common_pb2.EBAY,
            locale="en-US",
            category="ELECTRONICS",
            title="Camera",
            description="Works. Email me at seller@example.com",
            condition=common_pb2.NEW,
            price=1.0,
        )
        async with grpc.aio.insecure_channel(keyed.grpc_address) as channel:
            stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)
            with pytest.raises(grpc.aio.AioRpcError) as failure:
                await stub.ReviewListing(request, metadata=(("authorization", "Bearer nope"),))
            assert failure.value.code() == grpc.StatusCode.UNAUTHENTICATED
            response = await stub.ReviewListing(request, metadata=(("authorization", "Bearer grpc-key"),))
            assert response.status == common_pb2.POLICY_FINDINGS_AVAILABLE
            # Diagnostics need a diagnostics key; none is configured here.
            request.include_diagnostics = True
            with pytest.raises(grpc.aio.AioRpcError) as denied:
                await stub.ReviewListing(request, metadata=(("authorization", "Bearer grpc-key"),))
            assert denied.value.code() == grpc.StatusCode.PERMISSION_DENIED


async def test_stage_spans_and_outcome_metrics(stack: Stack) -> None:
    stack.generation.findings.append(stack.generation.findings[0])  # a duplicate
    await call(stack, {**SEED_REQUEST, "description": "Email me at seller@example.com"})
    stack.retrieval.no_scope()
    await call(stack)

    names = [span.name for span in stack.spans.get_finished_spans()]
    assert names[:5] == [
        "policy_review.scope_retrieval",
        "policy_review.ledger",
        "policy_review.generation",
        "policy_review.validation",
        "policy_review.review",
    ]
    for span in stack.spans.get_finished_spans():
        rendered = json.dumps(dict(span.attributes or {}))
        assert "seller@example.com" not in rendered
        assert "Camera" not in rendered
    assert stack.metric_points("policy_review.review.outcome") == {
        (("status", "POLICY_FINDINGS_AVAILABLE"),): 1,
        (("status", "INSUFFICIENT_POLICY_CONTEXT"),): 1,
    }
    assert stack.metric_points("policy_review.review.rejected_findings") == {(("reason", "DUPLICATE"),): 1}
    durations = stack.metric_points("policy_review.review.stage_duration")
    assert durations == {
        (("stage", "scope_retrieval"),): 2,
        (("stage", "ledger"),): 1,
        (("stage", "generation"),): 1,
        (("stage", "validation"),): 1,
    }
