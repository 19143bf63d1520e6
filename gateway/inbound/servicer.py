"""The public gRPC servicers of reviews and the catalog: the caller is checked (gateway.inbound.callers), then the
shared use cases run."""

from __future__ import annotations

from gateway.catalog import PolicyCatalog
from gateway.desk.service import ReviewDesk
from gateway.inbound.callers import CallContext, checked_call
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


def grpc_connection_limits(settings: GatewaySettings) -> ConnectionLimits:
    return ConnectionLimits(
        max_connections=settings.gateway_grpc_max_connections,
        handshake_timeout=settings.gateway_first_byte_timeout_seconds,
        idle_timeout=settings.gateway_grpc_idle_timeout_seconds,
        max_streams_per_connection=settings.gateway_grpc_max_streams_per_connection,
    )


def caller_budget(context: CallContext) -> float | None:
    """The caller's remaining deadline less a reserve for the answer to travel back, so the caller gets the
    gateway's typed DEADLINE_EXCEEDED (with ErrorInfo) rather than its own bare one."""
    remaining: float | None = context.time_remaining()
    if remaining is None:
        return None
    return remaining - min(0.5, remaining * 0.05)


class PolicyReviewServicer(policy_review_service_pb2_grpc.PolicyReviewServiceServicer):
    # Errors (ServiceError or unexpected) become statuses in services.server.ErrorSanitizer.
    def __init__(self, review: ReviewListing, desk: ReviewDesk | None = None) -> None:
        self._review = review
        self._desk = desk

    async def ReviewListing(
        self, request: policy_review_service_pb2.ReviewListingRequest, context: CallContext
    ) -> policy_review_service_pb2.ReviewListingResponse:
        call = checked_call()
        return await self._review(
            request, api_version=call.api_version, caller_remaining=caller_budget(context), caller=call.caller
        )

    async def GetPolicyReview(
        self, request: policy_review_service_pb2.GetPolicyReviewRequest, context: CallContext
    ) -> policy_review_service_pb2.GetPolicyReviewResponse:
        if self._desk is None:
            raise ServiceError(ErrorReason.REVIEW_NOT_FOUND)  # without a record store nothing is recorded
        return await self._desk.get_record(request, checked_call().caller)


class PolicyCatalogServicer(policy_catalog_service_pb2_grpc.PolicyCatalogServiceServicer):
    def __init__(self, catalog: PolicyCatalog) -> None:
        self._catalog = catalog

    async def ListPolicyReleases(
        self, request: policy_catalog_service_pb2.ListPolicyReleasesRequest, context: CallContext
    ) -> policy_catalog_service_pb2.ListPolicyReleasesResponse:
        return await self._catalog.list_releases(request, caller_budget(context))

    async def GetPolicyRelease(
        self, request: policy_catalog_service_pb2.GetPolicyReleaseRequest, context: CallContext
    ) -> policy_catalog_service_pb2.GetPolicyReleaseResponse:
        return await self._catalog.get_release(request, caller_budget(context))
