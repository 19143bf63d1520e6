"""The policy catalog use case: which releases are in force where and when, read through retrieval."""

from __future__ import annotations

from gateway.adapters.dependencies import Dependencies, DependencyFailed
from gateway.domain.catalog import (
    CatalogQuery,
    catalog_violations,
    release_id_violations,
    validate_catalog_query,
    validate_release_id,
)
from gateway.inbound.transcoding import register_request_rules
from gateway.settings import GatewaySettings
from policyreview.v1 import common_pb2, policy_catalog_service_pb2, retrieval_service_pb2


def _query(request: policy_catalog_service_pb2.ListPolicyReleasesRequest) -> CatalogQuery:
    marketplace = common_pb2.Marketplace.Name(request.marketplace) if request.marketplace else ""
    return CatalogQuery(marketplace, request.locale, request.category, request.date)


# The same rules for a REST query string with a malformed field, so that answer names every problem too.
register_request_rules(
    policy_catalog_service_pb2.ListPolicyReleasesRequest, lambda request: catalog_violations(_query(request))
)
register_request_rules(
    policy_catalog_service_pb2.GetPolicyReleaseRequest, lambda request: release_id_violations(request.release_id)
)


class PolicyCatalog:
    """Read-only: validates the request, asks retrieval (the only part with the policy store's read role)."""

    def __init__(self, dependencies: Dependencies, settings: GatewaySettings) -> None:
        self._dependencies = dependencies
        self._deadline = settings.review_deadline_seconds

    async def list_releases(
        self, request: policy_catalog_service_pb2.ListPolicyReleasesRequest, caller_remaining: float | None = None
    ) -> policy_catalog_service_pb2.ListPolicyReleasesResponse:
        validate_catalog_query(_query(request))
        try:
            listed = await self._dependencies.list_releases(
                retrieval_service_pb2.ListReleasesRequest(
                    marketplace=request.marketplace, locale=request.locale, category=request.category, date=request.date
                ),
                self._seconds(caller_remaining),
            )
        except DependencyFailed as failure:
            raise failure.error from None
        return policy_catalog_service_pb2.ListPolicyReleasesResponse(releases=listed.releases, date=listed.date)

    async def get_release(
        self, request: policy_catalog_service_pb2.GetPolicyReleaseRequest, caller_remaining: float | None = None
    ) -> policy_catalog_service_pb2.GetPolicyReleaseResponse:
        validate_release_id(request.release_id)
        try:
            found = await self._dependencies.get_release(
                retrieval_service_pb2.GetReleaseRequest(release_id=request.release_id),
                self._seconds(caller_remaining),
            )
        except DependencyFailed as failure:
            raise failure.error from None
        return policy_catalog_service_pb2.GetPolicyReleaseResponse(release=found.release, sections=found.sections)

    def _seconds(self, caller_remaining: float | None) -> float:
        return self._deadline if caller_remaining is None else max(0.0, min(self._deadline, caller_remaining))
