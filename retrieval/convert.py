"""Protobuf <-> retrieval records, with request validation (field violations name fields, never echo values)."""

from __future__ import annotations

import math
from dataclasses import replace
from datetime import date

from policyreview.v1 import common_pb2, retrieval_service_pb2
from retrieval.domain.model import (
    Calibration,
    CatalogQuery,
    Release,
    ReleaseDetail,
    RetrievalResult,
    ScopeRequest,
    ScopeResolution,
)
from retrieval.domain.scope import canonical_locale, is_category
from services import field_rules
from services.detection_proto import detection_to_proto
from services.errors import FieldViolation, ServiceError, invalid_request
from services.proto import evidence_to_proto, listing_from_proto
from services.question_proto import passage_to_proto
from services.records import Listing, Passage
from services.values import (
    CATEGORY_RULE,
    CORPUS_RULE,
    DATE_RULE,
    LOCALE_RULE,
    MARKETPLACE_RULE,
    is_corpus,
    parse_date,
    parse_marketplace,
    parse_uuid,
)
from services.vocabulary import ALL_CATEGORIES, Marketplace

# The listing retrieval receives is one the gateway validated: its limits are the public request's field rules.
_LISTING = field_rules.rules_of(field_rules.message_descriptor("policyreview.v1.ReviewListingRequest"))
MAX_LISTING_ID = _LISTING.field("listing_id").max_len
MAX_TITLE = _LISTING.field("title").max_len
MAX_DESCRIPTION = _LISTING.field("description").max_len
MAX_ATTRIBUTES = _LISTING.field("attributes").max_entries
MAX_ATTRIBUTE_KEY = _LISTING.field("attributes").max_key_len
MAX_ATTRIBUTE_VALUE = _LISTING.field("attributes").max_value_len
# Searches come from the public question and search requests.
MAX_QUERY = (
    field_rules.rules_of(field_rules.message_descriptor("policyreview.v1.SearchPoliciesRequest")).field("query").max_len
)


def _review_date(value: str, field: str, today: date, violations: list[FieldViolation]) -> date:
    if not value:
        return today
    try:
        return parse_date(value)
    except ValueError:
        violations.append(FieldViolation(field, DATE_RULE))
        return today


def _scope_fields(
    marketplace: int, locale: str, category: str, prefix: str, violations: list[FieldViolation]
) -> tuple[Marketplace | None, str]:
    chosen: Marketplace | None = None
    if marketplace == common_pb2.MARKETPLACE_UNSPECIFIED or marketplace not in common_pb2.Marketplace.values():
        violations.append(FieldViolation(f"{prefix}marketplace", MARKETPLACE_RULE))
    else:
        chosen = Marketplace(common_pb2.Marketplace.Name(marketplace))
    canonical = canonical_locale(locale)
    if canonical is None:
        violations.append(FieldViolation(f"{prefix}locale", LOCALE_RULE))
    if not is_category(category):
        violations.append(FieldViolation(f"{prefix}category", CATEGORY_RULE))
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


def release_to_proto(release: Release, *, stale: bool = False) -> retrieval_service_pb2.ScopedRelease:
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
        valid_until=release.valid_until.isoformat() if release.valid_until else None,
        retrieved_at=release.retrieved_at.isoformat() if release.retrieved_at else None,
        source_stale=stale,
    )


def resolution_to_proto(resolution: ScopeResolution) -> retrieval_service_pb2.ScopeResolution:
    return retrieval_service_pb2.ScopeResolution(
        outcome=f"SCOPE_OUTCOME_{resolution.outcome.value}",
        releases=[
            release_to_proto(release, stale=release.release_id in resolution.stale_sources)
            for release in resolution.releases
        ],
        review_date=resolution.review_date.isoformat(),
        embedding_model=resolution.embedding_model,
    )


def calibration_to_proto(calibration: Calibration) -> retrieval_service_pb2.RetrievalCalibration:
    return retrieval_service_pb2.RetrievalCalibration(
        source=calibration.source,
        calibration_id=calibration.calibration_id,
        embedding_model=calibration.embedding_model,
        embedding_dimensions=calibration.embedding_dimensions,
        retrieval_mode=calibration.retrieval_mode,
        similarity_threshold=calibration.similarity_threshold,
        lexical_threshold=calibration.lexical_threshold or 0.0,
        dataset=calibration.dataset,
        corpus_version=calibration.corpus_version,
        calibrated_at=calibration.calibrated_at,
        section_recall=calibration.section_recall,
        section_precision=calibration.section_precision,
    )


def result_to_proto(result: RetrievalResult, *, with_detections: bool = True) -> retrieval_service_pb2.RetrieveResponse:
    """``with_detections`` False leaves the detections out (they were made on a listing other than the request's)."""
    response = retrieval_service_pb2.RetrieveResponse(
        resolution=resolution_to_proto(result.resolution),
        evidence=[evidence_to_proto(evidence) for evidence in result.evidence],
        retrieval_mode=result.mode.value,
        candidate_count=result.candidate_count,
        scope_finding_codes=[code.value for code in result.scope_codes],
        omitted_finding_codes=[code.value for code in result.omitted_codes],
    )
    if result.calibration is not None:
        response.calibration.CopyFrom(calibration_to_proto(result.calibration))
    edition = result.resolution.rules_edition
    if edition is not None:
        response.rules_edition.CopyFrom(
            common_pb2.RulesEdition(
                version=edition.version,
                content_hash=edition.content_hash,
                effective_from=edition.effective_from.isoformat(),
            )
        )
    if with_detections and result.resolution.resolved and result.evidence:
        response.detections.extend(detection_to_proto(detection) for detection in result.detections)
        response.detections_rules_id = result.detections_rules_id
    return response


def search_passages_request_from_proto(
    message: retrieval_service_pb2.SearchPassagesRequest, today: date
) -> tuple[ScopeRequest | None, str, str]:
    """(scope or None, corpus or "", query); exactly one of scope and corpus. Raises INVALID_REQUEST."""
    violations: list[FieldViolation] = []
    query = message.query.strip()
    if not 1 <= len(query) <= MAX_QUERY:
        violations.append(FieldViolation("query", f"must be 1-{MAX_QUERY} characters"))
    has_scope = message.HasField("scope")
    if has_scope == bool(message.corpus):
        violations.append(FieldViolation("scope", "exactly one of scope and corpus must be given"))
    if message.corpus and not is_corpus(message.corpus):
        violations.append(FieldViolation("corpus", CORPUS_RULE))
    scope: ScopeRequest | None = None
    if has_scope and not message.corpus:
        # A question need not name a category: then only ALL-category policies apply.
        with_category = retrieval_service_pb2.ReviewScope()
        with_category.CopyFrom(message.scope)
        with_category.category = with_category.category or ALL_CATEGORIES
        try:
            scope = scope_from_proto(with_category, today)
        except ServiceError as error:
            violations.extend(error.violations)
    if violations:
        raise invalid_request(violations)
    return scope, message.corpus, query


def passages_to_proto(
    resolution: ScopeResolution | None,
    passages: tuple[Passage, ...],
    mode: str,
    *,
    embedding_model: str = "",
    corpus_indexed: bool = False,
) -> retrieval_service_pb2.SearchPassagesResponse:
    response = retrieval_service_pb2.SearchPassagesResponse(
        passages=[passage_to_proto(passage) for passage in passages],
        retrieval_mode=mode,
        embedding_model=embedding_model,
        corpus_indexed=corpus_indexed,
    )
    if resolution is not None:
        response.resolution.CopyFrom(resolution_to_proto(resolution))
    return response


def catalog_query_from_proto(message: retrieval_service_pb2.ListReleasesRequest, today: date) -> CatalogQuery:
    """The catalog query (empty category: every category). Its field rules are the request's
    (policyreview.v1.field) options, which the server's interceptor checked before the servicer ran."""
    day = parse_date(message.date) if message.date else today
    return CatalogQuery(
        parse_marketplace(common_pb2.Marketplace.Name(message.marketplace)),
        message.locale,
        message.category or None,
        day,
    )


def release_id_from_proto(message: retrieval_service_pb2.GetReleaseRequest) -> str:
    """The release id, checked as a UUID by the request's field rules (the server's interceptor)."""
    return str(parse_uuid(message.release_id))


def catalog_release_to_proto(release: Release, *, stale: bool) -> common_pb2.CatalogRelease:
    return common_pb2.CatalogRelease(
        release_id=release.release_id,
        policy_id=release.policy_id,
        policy_version=release.version,
        title=release.title,
        marketplace=release.marketplace.value,
        locale=release.locale,
        categories=list(release.categories),
        effective_from=release.effective_from.isoformat(),
        valid_until=release.valid_until.isoformat() if release.valid_until else None,
        source_url=release.source_url,
        retrieved_at=release.retrieved_at.isoformat() if release.retrieved_at else None,
        source_stale=stale,
        supported_finding_codes=[code.value for code in release.supported_finding_codes],
    )


def release_detail_to_proto(detail: ReleaseDetail, *, stale: bool) -> retrieval_service_pb2.GetReleaseResponse:
    return retrieval_service_pb2.GetReleaseResponse(
        release=catalog_release_to_proto(detail.release, stale=stale),
        sections=[
            common_pb2.CatalogSection(
                section_id=s.section_id, heading=s.heading, finding_codes=[c.value for c in s.finding_codes]
            )
            for s in detail.sections
        ],
    )
