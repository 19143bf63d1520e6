"""Protobuf <-> retrieval records, with request validation (field violations name fields, never echo values)."""

from __future__ import annotations

import math
import re
from dataclasses import replace
from datetime import date

from policyreview.v1 import common_pb2, retrieval_service_pb2
from retrieval.domain.model import Release, RetrievalResult, ScopeRequest, ScopeResolution
from retrieval.domain.scope import canonical_locale, is_category
from services.errors import FieldViolation, invalid_request
from services.proto import evidence_to_proto, listing_from_proto
from services.records import Listing
from services.vocabulary import Marketplace

_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")

MAX_LISTING_ID = 128
MAX_TITLE = 200
MAX_DESCRIPTION = 5000
MAX_ATTRIBUTES = 50
MAX_ATTRIBUTE_KEY = 64
MAX_ATTRIBUTE_VALUE = 256


def _review_date(value: str, field: str, today: date, violations: list[FieldViolation]) -> date:
    if not value:
        return today
    if _ISO_DATE.match(value):
        try:
            return date.fromisoformat(value)
        except ValueError:
            pass
    violations.append(FieldViolation(field, "must be an ISO-8601 date such as 2026-09-01"))
    return today


def _scope_fields(
    marketplace: int, locale: str, category: str, prefix: str, violations: list[FieldViolation]
) -> tuple[Marketplace | None, str]:
    chosen: Marketplace | None = None
    if marketplace == common_pb2.MARKETPLACE_UNSPECIFIED or marketplace not in common_pb2.Marketplace.values():
        violations.append(FieldViolation(f"{prefix}marketplace", "must be EBAY or AMAZON"))
    else:
        chosen = Marketplace(common_pb2.Marketplace.Name(marketplace))
    canonical = canonical_locale(locale)
    if canonical is None:
        violations.append(FieldViolation(f"{prefix}locale", "must be a BCP 47 language tag such as en-US"))
    if not is_category(category):
        violations.append(
            FieldViolation(f"{prefix}category", "must be 1-100 upper snake characters such as ELECTRONICS")
        )
    return chosen, canonical or ""


def scope_from_proto(message: retrieval_service_pb2.ReviewScope, today: date) -> ScopeRequest:
    """A validated scope; raises INVALID_REQUEST with every violation at once."""
    violations: list[FieldViolation] = []
    marketplace, locale = _scope_fields(message.marketplace, message.locale, message.category, "scope.", violations)
    review_date = _review_date(message.review_date, "scope.review_date", today, violations)
    if violations or marketplace is None:
        raise invalid_request(violations)
    return ScopeRequest(marketplace, locale, message.category, review_date)


def retrieve_request_from_proto(message: retrieval_service_pb2.RetrieveRequest, today: date) -> tuple[Listing, date]:
    """A validated listing (locale made canonical) and the review date; raises INVALID_REQUEST."""
    violations: list[FieldViolation] = []
    listing = message.listing
    if not message.HasField("listing"):
        violations.append(FieldViolation("listing", "is required"))
    _, locale = _scope_fields(listing.marketplace, listing.locale, listing.category, "listing.", violations)
    if not 1 <= len(listing.listing_id) <= MAX_LISTING_ID:
        violations.append(FieldViolation("listing.listing_id", f"must be 1-{MAX_LISTING_ID} characters"))
    if not 1 <= len(listing.title) <= MAX_TITLE:
        violations.append(FieldViolation("listing.title", f"must be 1-{MAX_TITLE} characters"))
    if not 1 <= len(listing.description) <= MAX_DESCRIPTION:
        violations.append(FieldViolation("listing.description", f"must be 1-{MAX_DESCRIPTION} characters"))
    if (
        listing.condition == common_pb2.LISTING_CONDITION_UNSPECIFIED
        or listing.condition not in common_pb2.ListingCondition.values()
    ):
        violations.append(FieldViolation("listing.condition", "must be NEW, USED, REFURBISHED or FOR_PARTS"))
    if not math.isfinite(listing.price) or listing.price < 0:
        violations.append(FieldViolation("listing.price", "must be a number >= 0"))
    if len(listing.attributes) > MAX_ATTRIBUTES:
        violations.append(FieldViolation("listing.attributes", f"must have at most {MAX_ATTRIBUTES} entries"))
    for key, value in listing.attributes.items():
        if not 1 <= len(key) <= MAX_ATTRIBUTE_KEY or len(value) > MAX_ATTRIBUTE_VALUE:
            violations.append(
                FieldViolation(
                    "listing.attributes",
                    f"keys must be 1-{MAX_ATTRIBUTE_KEY} and values at most {MAX_ATTRIBUTE_VALUE} characters",
                )
            )
            break
    review_date = _review_date(message.review_date, "review_date", today, violations)
    if violations:
        raise invalid_request(violations)
    return replace(listing_from_proto(listing), locale=locale), review_date


def release_to_proto(release: Release) -> retrieval_service_pb2.ScopedRelease:
    return retrieval_service_pb2.ScopedRelease(
        release_id=release.release_id,
        policy_id=release.policy_id,
        policy_version=release.version,
        marketplace=release.marketplace.value,
        locale=release.locale,
        categories=list(release.categories),
        effective_from=release.effective_from.isoformat(),
        embedding_model=release.embedding_model,
        embedding_dimensions=release.embedding_dimensions,
    )


def resolution_to_proto(resolution: ScopeResolution) -> retrieval_service_pb2.ScopeResolution:
    return retrieval_service_pb2.ScopeResolution(
        outcome=f"SCOPE_OUTCOME_{resolution.outcome.value}",
        releases=[release_to_proto(release) for release in resolution.releases],
        review_date=resolution.review_date.isoformat(),
        embedding_model=resolution.embedding_model,
    )


def result_to_proto(result: RetrievalResult) -> retrieval_service_pb2.RetrieveResponse:
    return retrieval_service_pb2.RetrieveResponse(
        resolution=resolution_to_proto(result.resolution),
        evidence=[evidence_to_proto(evidence) for evidence in result.evidence],
        retrieval_mode=result.mode.value,
        candidate_count=result.candidate_count,
        scope_finding_codes=[code.value for code in result.scope_codes],
        omitted_finding_codes=[code.value for code in result.omitted_codes],
    )
