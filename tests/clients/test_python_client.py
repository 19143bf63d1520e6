"""The Python client package against a real gateway (and a scripted server) over loopback."""

from __future__ import annotations

import asyncio
import hashlib
import socket
import subprocess
import sys
import zipfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import grpc
import pytest

from policyreview.v1 import common_pb2, policy_review_service_pb2, policy_review_service_pb2_grpc
from policyreview_client import (
    REASONS,
    DeadlineExceeded,
    InvalidRequest,
    Overloaded,
    PolicyReviewClient,
    RetryPolicy,
    ReviewNotFound,
    Unauthenticated,
    Unavailable,
    UnsupportedApiVersion,
)
from services.errors import ErrorReason, ServiceError
from services.settings import PROJECT_ROOT
from tests.gateway.fakes import contact_finding, gateway_stack

CLIENT = PROJECT_ROOT / "clients" / "python"
NO_JITTER = RetryPolicy(initial_backoff_seconds=0.01, max_backoff_seconds=0.01)


def seed_request(**changes: object) -> policy_review_service_pb2.ReviewListingRequest:
    request = policy_review_service_pb2.ReviewListingRequest(
        listing_id="ebay-used-camera-001",
        marketplace=common_pb2.EBAY,
        locale="en-US",
        category="ELECTRONICS",
        title="Used mirrorless camera body",
        description="Works well. Email me at seller@example.com for a better price.",
        condition=common_pb2.USED,
        price=425.0,
        attributes={"brand": "ExampleCam", "model": "X100"},
    )
    for name, value in changes.items():
        setattr(request, name, value)
    return request


def test_the_client_knows_every_reason_the_services_send() -> None:
    assert set(REASONS) == {reason.value for reason in ErrorReason}


def test_the_package_ships_the_services_own_generated_stubs(tmp_path: Path) -> None:
    assert (CLIENT / "policyreview").resolve() == (PROJECT_ROOT / "protos" / "policyreview").resolve()
    built = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path),
            str(CLIENT),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert built.returncode == 0, built.stderr[-2000:]
    (wheel,) = tmp_path.glob("policyreview_client-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        shipped = archive.read("policyreview/v1/policy_review_service_pb2.py")
        names = set(archive.namelist())
    assert shipped == (PROJECT_ROOT / "protos/policyreview/v1/policy_review_service_pb2.py").read_bytes()
    assert {"policyreview_client/py.typed", "policyreview/v1/common_pb2.pyi", "policyreview_client/client.py"} <= names


async def test_a_review_through_the_real_gateway() -> None:
    async with gateway_stack() as stack, PolicyReviewClient(stack.grpc_address) as client:
        stack.generation.findings = [contact_finding()]
        response = await client.review_listing(seed_request())
        # This gateway runs without a record store (no desk DSN): a record lookup is a typed miss. The id is a
        # UUID: a malformed one breaks the request's field rules, which every server checks first.
        unknown = "00000000-0000-4000-8000-000000000000"
        with pytest.raises(ReviewNotFound):
            await client.get_policy_review(policy_review_service_pb2.GetPolicyReviewRequest(review_id=unknown))
    assert response.status == common_pb2.POLICY_FINDINGS_AVAILABLE
    assert [f.code for f in response.findings] == [common_pb2.CONTACT_INFO_IN_LISTING]


async def test_errors_are_typed_with_every_field_violation() -> None:
    async with gateway_stack() as stack, PolicyReviewClient(stack.grpc_address) as client:
        with pytest.raises(InvalidRequest) as invalid:
            await client.review_listing(seed_request(listing_id="", locale="en-us"))
        assert {v.field for v in invalid.value.violations} == {"listing_id", "locale"}
        assert invalid.value.code is grpc.StatusCode.INVALID_ARGUMENT
        async with PolicyReviewClient(stack.grpc_address, api_version="9") as future:
            with pytest.raises(UnsupportedApiVersion):
                await future.review_listing(seed_request())
        assert stack.retrieval.behaviour.calls == 0


async def test_the_api_key_travels_as_a_bearer_token() -> None:
    digest = hashlib.sha256(b"caller-key").hexdigest()
    async with gateway_stack(gateway_api_key_sha256=digest) as stack:
        async with PolicyReviewClient(stack.grpc_address, api_key="wrong") as wrong:
            with pytest.raises(Unauthenticated):
                await wrong.review_listing(seed_request())
        async with PolicyReviewClient(stack.grpc_address, api_key="caller-key") as right:
            assert (await right.review_listing(seed_request())).status == common_pb2.POLICY_FINDINGS_AVAILABLE


class Scripted(policy_review_service_pb2_grpc.PolicyReviewServiceServicer):
    """Fails with the scripted errors in turn, then answers; records what each attempt carried."""

    def __init__(self, *errors: ServiceError, hang: bool = False) -> None:
        self.errors = list(errors)
        self.hang = hang
        self.metadata: list[dict[str, str]] = []
        self.time_remaining: list[float | None] = []

    async def ReviewListing(
        self, request: policy_review_service_pb2.ReviewListingRequest, context: grpc.aio.ServicerContext
    ) -> policy_review_service_pb2.ReviewListingResponse:
        self.metadata.append({key: str(value) for key, value in context.invocation_metadata() or ()})
        self.time_remaining.append(context.time_remaining())
        if self.hang:
            await asyncio.Event().wait()  # until the client's deadline cancels the call
        if self.errors:
            await context.abort_with_status(self.errors.pop(0).to_status())
        return policy_review_service_pb2.ReviewListingResponse(status=common_pb2.NO_POLICY_FINDINGS)

    async def GetPolicyReview(
        self, request: policy_review_service_pb2.GetPolicyReviewRequest, context: grpc.aio.ServicerContext
    ) -> policy_review_service_pb2.GetPolicyReviewResponse:
        await context.abort(grpc.StatusCode.UNIMPLEMENTED, "not scripted")
        raise AssertionError("abort raises")


@asynccontextmanager
async def scripted(servicer: Scripted) -> AsyncIterator[str]:
    server = grpc.aio.server()
    policy_review_service_pb2_grpc.add_PolicyReviewServiceServicer_to_server(servicer, server)
    port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    try:
        yield f"127.0.0.1:{port}"
    finally:
        await server.stop(grace=0)


async def test_retries_what_can_succeed_within_one_deadline() -> None:
    servicer = Scripted(ServiceError(ErrorReason.POLICY_STORE_UNAVAILABLE), ServiceError(ErrorReason.OVERLOADED))
    async with (
        scripted(servicer) as address,
        PolicyReviewClient(address, api_key="k", retry=NO_JITTER, jitter=lambda low, high: low) as client,
    ):
        response = await client.review_listing(seed_request(), deadline_seconds=20)
    assert response.status == common_pb2.NO_POLICY_FINDINGS
    assert len(servicer.metadata) == 3
    assert all(m["x-api-version"] == "1" and m["authorization"] == "Bearer k" for m in servicer.metadata)
    # One budget for all attempts: every attempt carries a deadline, none beyond the call's (plus the
    # rounding up that the grpc-timeout header's encoding may add).
    remaining = [t for t in servicer.time_remaining if t is not None]
    assert len(remaining) == 3
    assert all(0 < t <= 21 for t in remaining)


@pytest.mark.parametrize("reason", [ErrorReason.AI_PROVIDER_UNAVAILABLE, ErrorReason.INVALID_REQUEST])
async def test_paid_or_caller_failures_are_not_retried(reason: ErrorReason) -> None:
    servicer = Scripted(ServiceError(reason), ServiceError(reason))
    async with scripted(servicer) as address, PolicyReviewClient(address, retry=NO_JITTER) as client:
        with pytest.raises(type(REASONS[reason.value](reason.value, grpc.StatusCode.UNKNOWN))):
            await client.review_listing(seed_request())
    assert len(servicer.metadata) == 1


async def test_attempts_are_bounded_and_the_last_failure_is_raised() -> None:
    servicer = Scripted(*[ServiceError(ErrorReason.OVERLOADED)] * 5)
    async with scripted(servicer) as address, PolicyReviewClient(address, retry=NO_JITTER) as client:
        with pytest.raises(Overloaded) as overloaded:
            await client.review_listing(seed_request())
    assert len(servicer.metadata) == 3
    assert overloaded.value.retry_after == 1.0


async def test_the_deadline_bounds_the_call() -> None:
    async with scripted(Scripted(hang=True)) as address, PolicyReviewClient(address, deadline_seconds=0.3) as client:
        with pytest.raises(DeadlineExceeded):
            await client.review_listing(seed_request())


async def test_an_unreachable_gateway_is_unavailable_after_its_retries() -> None:
    with socket.socket() as probe:  # a port nothing listens on once the probe is closed
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    async with PolicyReviewClient(f"127.0.0.1:{port}", retry=NO_JITTER, deadline_seconds=5) as client:
        with pytest.raises(Unavailable) as down:
            await client.review_listing(seed_request())
    assert down.value.reason == "UNAVAILABLE"


def test_the_readme_example_compiles_against_the_package() -> None:
    readme = (CLIENT / "README.md").read_text(encoding="utf-8")
    example = readme.split("```python\n", 1)[1].split("```", 1)[0]
    code = compile(example, "clients/python/README.md", "exec")
    imported: set[str] = set()
    pending = [code]
    while pending:
        current = pending.pop()
        imported.update(current.co_names)
        pending.extend(const for const in current.co_consts if isinstance(const, type(code)))
    assert {"PolicyReviewClient", "InvalidRequest", "Overloaded", "review_listing"} <= imported
