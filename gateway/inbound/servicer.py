"""The public gRPC servicer: caller checks from metadata, then the shared ReviewListing use case."""

from __future__ import annotations

from typing import TypeAlias

import grpc

from gateway.catalog import PolicyCatalog
from gateway.desk.service import ReviewDesk
from gateway.domain.access import ApiKeys, Caller, negotiate_api_version
from gateway.review import ReviewListing
from gateway.settings import GatewaySettings
from policyreview.v1 import (
    policy_catalog_service_pb2,
    policy_catalog_service_pb2_grpc,
    policy_review_service_pb2,
    policy_review_service_pb2_grpc,
)
from services.errors import ErrorReason, ServiceError
from services.server import ConnectionLimits

Context: TypeAlias = "grpc.aio.ServicerContext[object, object]"

AUTHORIZATION_KEY = "authorization"
API_VERSION_KEY = "x-api-version"
_REVIEW_METHODS = policy_review_service_pb2.DESCRIPTOR.services_by_name["PolicyReviewService"].methods_by_name
_CATALOG_METHODS = policy_catalog_service_pb2.DESCRIPTOR.services_by_name["PolicyCatalogService"].methods_by_name


def grpc_connection_limits(settings: GatewaySettings) -> ConnectionLimits:
    return ConnectionLimits(
        max_connections=settings.gateway_grpc_max_connections,
        handshake_timeout=settings.gateway_first_byte_timeout_seconds,
        idle_timeout=settings.gateway_grpc_idle_timeout_seconds,
        max_streams_per_connection=settings.gateway_grpc_max_streams_per_connection,
    )


def caller_budget(context: Context) -> float | None:
    """The caller's remaining deadline less a reserve for the answer to travel back, so the caller gets the
    gateway's typed DEADLINE_EXCEEDED (with ErrorInfo) rather than its own bare one."""
    remaining: float | None = context.time_remaining()
    if remaining is None:
        return None
    return remaining - min(0.5, remaining * 0.05)


def _metadata_values(context: Context, key: str) -> list[str]:
    return [str(value) for name, value in (context.invocation_metadata() or ()) if name == key]


class PolicyReviewServicer(policy_review_service_pb2_grpc.PolicyReviewServiceServicer):
    def __init__(self, review: ReviewListing, api_keys: ApiKeys, desk: ReviewDesk | None = None) -> None:
        self._review = review
        self._api_keys = api_keys
        self._desk = desk

    def _caller(self, context: Context, name: str) -> tuple[Caller, str]:
        authorization = _metadata_values(context, AUTHORIZATION_KEY)
        caller = self._api_keys.authenticate(authorization[0] if authorization else None)
        version = negotiate_api_version(_metadata_values(context, API_VERSION_KEY))
        caller.require(_REVIEW_METHODS[name].full_name)
        return caller, version

    async def ReviewListing(
        self, request: policy_review_service_pb2.ReviewListingRequest, context: Context
    ) -> policy_review_service_pb2.ReviewListingResponse:
        # Errors (ServiceError or unexpected) become statuses in services.server.ErrorSanitizer.
        caller, version = self._caller(context, "ReviewListing")
        caller.authorize(include_diagnostics=request.include_diagnostics)
        return await self._review(request, api_version=version, caller_remaining=caller_budget(context), caller=caller)

    async def GetPolicyReview(
        self, request: policy_review_service_pb2.GetPolicyReviewRequest, context: Context
    ) -> policy_review_service_pb2.GetPolicyReviewResponse:
        caller, _ = self._caller(context, "GetPolicyReview")
        if self._desk is None:
            raise ServiceError(ErrorReason.REVIEW_NOT_FOUND)  # without a record store nothing is recorded
        return await self._desk.get_record(request, caller)


class PolicyCatalogServicer(policy_catalog_service_pb2_grpc.PolicyCatalogServiceServicer):
    """The catalog over gRPC: the same caller checks as reviews (no diagnostics involved)."""

    def __init__(self, catalog: PolicyCatalog, api_keys: ApiKeys) -> None:
        self._catalog = catalog
        self._api_keys = api_keys

    def _check_caller(self, context: Context, name: str) -> None:
        authorization = _metadata_values(context, AUTHORIZATION_KEY)
        caller = self._api_keys.authenticate(authorization[0] if authorization else None)
        negotiate_api_version(_metadata_values(context, API_VERSION_KEY))
        caller.require(_CATALOG_METHODS[name].full_name)

    async def ListPolicyReleases(
        self, request: policy_catalog_service_pb2.ListPolicyReleasesRequest, context: Context
    ) -> policy_catalog_service_pb2.ListPolicyReleasesResponse:
        self._check_caller(context, "ListPolicyReleases")
        return await self._catalog.list_releases(request, caller_budget(context))

    async def GetPolicyRelease(
        self, request: policy_catalog_service_pb2.GetPolicyReleaseRequest, context: Context
    ) -> policy_catalog_service_pb2.GetPolicyReleaseResponse:
        self._check_caller(context, "GetPolicyRelease")
        return await self._catalog.get_release(request, caller_budget(context))
