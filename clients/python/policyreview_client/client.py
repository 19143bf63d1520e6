"""The async client: one channel, the metadata the gateway expects, a deadline per call, bounded retries."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from types import TracebackType
from typing import Self, TypeVar

import grpc

from policyreview.v1 import (
    policy_catalog_service_pb2,
    policy_catalog_service_pb2_grpc,
    policy_question_service_pb2,
    policy_question_service_pb2_grpc,
    policy_review_service_pb2,
    policy_review_service_pb2_grpc,
)
from policyreview_client.errors import DeadlineExceeded, PolicyReviewError, from_rpc_error

API_VERSION_KEY = "x-api-version"
AUTHORIZATION_KEY = "authorization"
# The gateway's own review budget (POLICY_REVIEW_REVIEW_DEADLINE_SECONDS); a shorter client deadline wins.
DEFAULT_DEADLINE_SECONDS = 30.0

Response = TypeVar("Response")


@dataclass(frozen=True)
class RetryPolicy:
    """Which failures are worth another attempt, and how long to wait between attempts.

    Retried: failures that happened before any paid or recorded work, where another attempt can succeed
    (the policy store, the embedder or a dependency was unavailable; admission refused with OVERLOADED,
    after the gateway's RetryInfo delay; the gateway unreachable, "UNAVAILABLE" without ErrorInfo). Not
    retried: AI_PROVIDER_UNAVAILABLE and AI_RESPONSE_INVALID (each attempt is a paid model call, and the
    generation service already repeats unparseable output), DEADLINE_EXCEEDED, and every caller error.
    Waits grow exponentially with full jitter and never outlast the call's deadline.
    """

    max_attempts: int = 3
    initial_backoff_seconds: float = 0.2
    max_backoff_seconds: float = 2.0
    multiplier: float = 2.0
    retryable: frozenset[str] = frozenset(
        {"POLICY_STORE_UNAVAILABLE", "EMBEDDING_UNAVAILABLE", "DEPENDENCY_UNAVAILABLE", "OVERLOADED", "UNAVAILABLE"}
    )

    def delay(self, attempt: int, failure: PolicyReviewError, draw: Callable[[float, float], float]) -> float:
        """Seconds to wait after failed ``attempt`` (1-based)."""
        ceiling = min(self.max_backoff_seconds, self.initial_backoff_seconds * self.multiplier ** (attempt - 1))
        return max(draw(0.0, ceiling), failure.retry_after or 0.0)


NO_RETRIES = RetryPolicy(max_attempts=1)


@dataclass
class _Call:
    deadline: float
    attempts: int = 0
    failures: list[PolicyReviewError] = field(default_factory=list)


class PolicyReviewClient:
    """Calls the gateway's public gRPC services (review, questions, catalog) as an internal backend caller.

    ``target`` is the gateway's gRPC address (``host:50051``). Every call carries ``x-api-version`` and,
    when given, ``authorization: Bearer <api_key>``; its deadline is ``deadline_seconds`` unless the call
    names another. Failures raise typed ``PolicyReviewError`` subclasses (policyreview_client.errors).
    """

    def __init__(
        self,
        target: str,
        *,
        api_key: str | None = None,
        api_version: str = "1",
        deadline_seconds: float = DEFAULT_DEADLINE_SECONDS,
        retry: RetryPolicy = RetryPolicy(),
        credentials: grpc.ChannelCredentials | None = None,
        options: Sequence[tuple[str, str | int]] = (),
        jitter: Callable[[float, float], float] = random.uniform,
    ) -> None:
        if deadline_seconds <= 0:
            raise ValueError("deadline_seconds must be positive")
        if retry.max_attempts < 1:
            raise ValueError("retry.max_attempts must be at least 1")
        self._channel = (
            grpc.aio.secure_channel(target, credentials, options=options)
            if credentials is not None
            else grpc.aio.insecure_channel(target, options=options)
        )
        self._reviews = policy_review_service_pb2_grpc.PolicyReviewServiceStub(self._channel)
        self._questions = policy_question_service_pb2_grpc.PolicyQuestionServiceStub(self._channel)
        self._catalog = policy_catalog_service_pb2_grpc.PolicyCatalogServiceStub(self._channel)
        metadata = [(API_VERSION_KEY, api_version)]
        if api_key:
            metadata.append((AUTHORIZATION_KEY, f"Bearer {api_key}"))
        self._metadata = tuple(metadata)
        self._deadline = deadline_seconds
        self._retry = retry
        self._jitter = jitter

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        await self.close()

    async def close(self) -> None:
        await self._channel.close()

    async def review_listing(
        self, request: policy_review_service_pb2.ReviewListingRequest, *, deadline_seconds: float | None = None
    ) -> policy_review_service_pb2.ReviewListingResponse:
        return await self._call(self._reviews.ReviewListing, request, deadline_seconds)

    async def get_policy_review(
        self, request: policy_review_service_pb2.GetPolicyReviewRequest, *, deadline_seconds: float | None = None
    ) -> policy_review_service_pb2.GetPolicyReviewResponse:
        """The recorded review behind a `reviewId` (docs/desk.md): same status and findings as the answer."""
        return await self._call(self._reviews.GetPolicyReview, request, deadline_seconds)

    async def ask_policy_question(
        self, request: policy_question_service_pb2.AskPolicyQuestionRequest, *, deadline_seconds: float | None = None
    ) -> policy_question_service_pb2.AskPolicyQuestionResponse:
        return await self._call(self._questions.AskPolicyQuestion, request, deadline_seconds)

    async def search_policies(
        self, request: policy_question_service_pb2.SearchPoliciesRequest, *, deadline_seconds: float | None = None
    ) -> policy_question_service_pb2.SearchPoliciesResponse:
        return await self._call(self._questions.SearchPolicies, request, deadline_seconds)

    async def list_policy_releases(
        self,
        request: policy_catalog_service_pb2.ListPolicyReleasesRequest,
        *,
        deadline_seconds: float | None = None,
    ) -> policy_catalog_service_pb2.ListPolicyReleasesResponse:
        return await self._call(self._catalog.ListPolicyReleases, request, deadline_seconds)

    async def get_policy_release(
        self, request: policy_catalog_service_pb2.GetPolicyReleaseRequest, *, deadline_seconds: float | None = None
    ) -> policy_catalog_service_pb2.GetPolicyReleaseResponse:
        return await self._call(self._catalog.GetPolicyRelease, request, deadline_seconds)

    async def _call(
        self, method: Callable[..., Awaitable[Response]], request: object, deadline_seconds: float | None
    ) -> Response:
        call = _Call(deadline=time.monotonic() + (deadline_seconds or self._deadline))
        while True:
            call.attempts += 1
            remaining = call.deadline - time.monotonic()
            if remaining <= 0:
                raise (
                    call.failures[-1]
                    if call.failures
                    else DeadlineExceeded("DEADLINE_EXCEEDED", grpc.StatusCode.DEADLINE_EXCEEDED)
                )
            try:
                return await method(request, timeout=remaining, metadata=self._metadata)
            except grpc.aio.AioRpcError as error:
                failure = from_rpc_error(error)
            call.failures.append(failure)
            if call.attempts >= self._retry.max_attempts or failure.reason not in self._retry.retryable:
                raise failure
            delay = self._retry.delay(call.attempts, failure, self._jitter)
            if time.monotonic() + delay >= call.deadline:
                raise failure
            await asyncio.sleep(delay)
