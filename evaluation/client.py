"""Calls the live gateway over gRPC or REST and turns each answer into an Observation (or a SampleFailure)."""

from __future__ import annotations

import json
import time
from abc import ABC, abstractmethod
from types import TracebackType
from typing import Any, Self

import aiohttp
import grpc
from google.protobuf import json_format
from google.protobuf.internal.enum_type_wrapper import EnumTypeWrapper

from evaluation.dataset import ListingRequest
from evaluation.observation import (
    Diagnostics,
    Observation,
    ObservedCitation,
    ObservedFinding,
    ObservedRelease,
    RetrievedItem,
    SampleFailure,
)
from policyreview.v1 import common_pb2, policy_review_service_pb2, policy_review_service_pb2_grpc, retrieval_service_pb2
from services.errors import from_rpc_error

API_VERSION = "1"
REVIEW_PATH = "/api/policy-reviews"


def build_request(listing: ListingRequest) -> policy_review_service_pb2.ReviewListingRequest:
    """The public request for a dataset listing, always asking for diagnostics."""
    return policy_review_service_pb2.ReviewListingRequest(
        listing_id=listing.listing_id,
        marketplace=listing.marketplace.value,
        locale=listing.locale,
        category=listing.category,
        title=listing.title,
        description=listing.description,
        condition=listing.condition.value,
        price=listing.price,
        attributes=listing.attributes,
        review_date=listing.review_date,
        include_diagnostics=True,
    )


def _name(enum: EnumTypeWrapper, value: int) -> str:
    return str(enum.Name(value)) if value in enum.values() else f"UNKNOWN_{value}"


def observation_from_proto(response: policy_review_service_pb2.ReviewListingResponse) -> Observation:
    diagnostics = None
    if response.HasField("diagnostics"):
        d = response.diagnostics
        diagnostics = Diagnostics(
            scope_outcome=_name(retrieval_service_pb2.ScopeOutcome, d.scope_outcome),
            releases=tuple(
                ObservedRelease(
                    release_id=r.release_id,
                    policy_id=r.policy_id,
                    policy_version=r.policy_version,
                    marketplace=_name(common_pb2.Marketplace, r.marketplace),
                    locale=r.locale,
                    categories=tuple(r.categories),
                    effective_from=r.effective_from,
                )
                for r in d.releases
            ),
            retrieved=tuple(
                RetrievedItem(
                    rank=r.rank,
                    evidence_id=r.evidence_id,
                    release_id=r.release_id,
                    policy_id=r.policy_id,
                    policy_version=r.policy_version,
                    section_id=r.section_id,
                    marketplace=_name(common_pb2.Marketplace, r.marketplace),
                    locale=r.locale,
                    categories=tuple(r.categories),
                    score=r.score,
                )
                for r in d.retrieved
            ),
            model_called=d.model_called,
            reviewer=d.reviewer,
            model_id=d.model_id,
            prompt_version=d.prompt_version,
            retrieval_mode=d.retrieval_mode,
            embedding_model=d.embedding_model,
            review_date=d.review_date,
            api_version=d.api_version,
            rejections={_name(common_pb2.RejectionReason, r.reason): r.count for r in d.rejections},
        )
    return Observation(
        status=_name(common_pb2.ReviewStatus, response.status),
        requires_human_review=response.requires_human_review,
        findings=tuple(
            ObservedFinding(
                code=_name(common_pb2.FindingCode, f.code),
                severity=_name(common_pb2.Severity, f.severity),
                listing_fields=tuple(_name(common_pb2.ListingField, v) for v in f.listing_fields),
                evidence_ids=tuple(f.evidence_ids),
            )
            for f in response.findings
        ),
        evidence=tuple(
            ObservedCitation(
                evidence_id=e.evidence_id,
                policy_id=e.policy_id,
                policy_version=e.policy_version,
                section_id=e.section_id,
            )
            for e in response.evidence
        ),
        warning_count=len(response.warnings),
        diagnostics=diagnostics,
    )


Outcome = tuple[Observation | None, SampleFailure | None, float]


class Gateway(ABC):
    """One transport to the public API."""

    kind: str
    target: str

    @abstractmethod
    async def review(self, listing: ListingRequest) -> Outcome:
        """One review; returns (observation, failure, latency in ms), exactly one of the first two set."""

    @abstractmethod
    async def close(self) -> None: ...

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.close()


class GrpcGateway(Gateway):
    kind = "grpc"

    def __init__(self, address: str, *, timeout: float = 30.0, api_key: str | None = None) -> None:
        self.target = address
        self._timeout = timeout
        self._metadata: tuple[tuple[str, str], ...] = (("x-api-version", API_VERSION),)
        if api_key:
            self._metadata += (("authorization", f"Bearer {api_key}"),)
        self._channel = grpc.aio.insecure_channel(address)
        self._stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(self._channel)

    async def review(self, listing: ListingRequest) -> Outcome:
        started = time.perf_counter()
        try:
            response = await self._stub.ReviewListing(
                build_request(listing), timeout=self._timeout, metadata=self._metadata
            )
        except grpc.aio.AioRpcError as error:
            service_error = from_rpc_error(error)
            reason = service_error.reason.value if service_error else ""
            return None, SampleFailure("grpc", error.code().name, reason), _elapsed(started)
        return observation_from_proto(response), None, _elapsed(started)

    async def close(self) -> None:
        await self._channel.close()


class RestGateway(Gateway):
    kind = "rest"

    def __init__(self, base_url: str, *, timeout: float = 30.0, api_key: str | None = None) -> None:
        self.target = base_url.rstrip("/")
        self._headers = {"X-API-Version": API_VERSION, "Accept": "application/json"}
        if api_key:
            self._headers["Authorization"] = f"Bearer {api_key}"
        self._session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=timeout))

    async def review(self, listing: ListingRequest) -> Outcome:
        body = json_format.MessageToDict(build_request(listing))
        started = time.perf_counter()
        try:
            async with self._session.post(self.target + REVIEW_PATH, json=body, headers=self._headers) as answer:
                payload = await answer.read()
                status = answer.status
        except (aiohttp.ClientError, TimeoutError) as error:
            return None, SampleFailure("rest", type(error).__name__), _elapsed(started)
        latency = _elapsed(started)
        if status != 200:
            return None, SampleFailure("rest", f"HTTP {status}", _problem_code(payload)), latency
        try:
            response = json_format.ParseDict(
                json.loads(payload), policy_review_service_pb2.ReviewListingResponse(), ignore_unknown_fields=True
            )
        except (ValueError, json_format.ParseError):
            return None, SampleFailure("rest", "HTTP 200", "UNREADABLE_RESPONSE"), latency
        return observation_from_proto(response), None, latency

    async def close(self) -> None:
        await self._session.close()


def _problem_code(payload: bytes) -> str:
    """The Problem Details ``code`` (an ErrorReason name); nothing else from the body is kept."""
    try:
        problem: Any = json.loads(payload)
    except ValueError:
        return ""
    code = problem.get("code") if isinstance(problem, dict) else None
    return code if isinstance(code, str) and code.isupper() and len(code) <= 64 else ""


def _elapsed(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 1)
