"""The validation gRPC servicer: protobuf in, pure domain, protobuf out."""

from __future__ import annotations

import logging
from typing import TypeAlias

import grpc

from policyreview.v1 import common_pb2, question_pb2, validation_service_pb2, validation_service_pb2_grpc
from services.errors import FieldViolation, invalid_request
from services.proto import (
    FINDING_CODE_OF,
    domain_values,
    evidence_from_proto,
    finding_codes_from_proto,
    ledger_to_proto,
    listing_from_proto,
)
from services.question_proto import citation_to_proto, numbered_from_proto
from services.records import Evidence, LedgerEntry, Listing
from services.rulepack import judged_by, named_edition
from services.values import MARKETPLACE_RULE
from services.vocabulary import FindingCode, ListingField, Severity
from validation.domain import Ledger, ProposedFinding, ReviewWarning, ValidationResult, build_ledger, validate_findings
from validation.domain.answers import Quote, VerifiedAnswer, verify_answer
from validation.domain.caution import DEFAULT_TIER

log = logging.getLogger(__name__)

Context: TypeAlias = "grpc.aio.ServicerContext[object, object]"

_MARKETPLACES = frozenset(v for v in common_pb2.Marketplace.values() if v != common_pb2.MARKETPLACE_UNSPECIFIED)
_CONDITIONS = frozenset(
    v for v in common_pb2.ListingCondition.values() if v != common_pb2.LISTING_CONDITION_UNSPECIFIED
)


_SEVERITY_OF = domain_values(common_pb2.Severity, Severity)
_FIELD_OF = domain_values(common_pb2.ListingField, ListingField)


def _code(value: int) -> FindingCode | None:
    """None for FINDING_CODE_UNSPECIFIED and numbers this build does not know: both are malformed."""
    return FINDING_CODE_OF.get(value)


def _severity(value: int) -> Severity | None:
    return _SEVERITY_OF.get(value)


def _listing_fields(values: list[int]) -> tuple[ListingField, ...]:
    """Unset and unknown fields are ignored, as the proto documents."""
    return tuple(_FIELD_OF[value] for value in values if value in _FIELD_OF)


def proposal_from_proto(message: common_pb2.ProposedFinding) -> ProposedFinding:
    return ProposedFinding(
        code=_code(message.code),
        severity=_severity(message.severity),
        message=message.message,
        listing_fields=_listing_fields(list(message.listing_fields)),
        evidence_ids=tuple(message.evidence_ids),
        recommended_action=message.recommended_action,
        reviewer=message.reviewer,
        listing_quote=message.listing_quote,
        evidence_quote=message.evidence_quote,
    )


def _evidence(message: common_pb2.Evidence, path: str) -> Evidence:
    try:
        return evidence_from_proto(message)
    except ValueError:
        # The only enum the conversion cannot leave unset is the marketplace.
        raise invalid_request([FieldViolation(f"{path}.marketplace", MARKETPLACE_RULE)]) from None


def ledger_from_proto(message: common_pb2.Ledger) -> Ledger:
    return Ledger(
        [
            LedgerEntry(entry.evidence_id, _evidence(entry.evidence, f"ledger.entries[{index}].evidence"))
            for index, entry in enumerate(message.entries)
        ]
    )


def listing_from_request(request: validation_service_pb2.ValidateFindingsRequest) -> Listing:
    """The listing citations must apply to and quotes must come from; INVALID_REQUEST when it is absent."""
    message = request.listing
    violations = []
    if not request.HasField("listing"):
        violations.append(FieldViolation("listing", "is required"))
    else:
        if message.marketplace not in _MARKETPLACES:
            violations.append(FieldViolation("listing.marketplace", MARKETPLACE_RULE))
        if message.condition not in _CONDITIONS:
            violations.append(FieldViolation("listing.condition", "must be NEW, USED, REFURBISHED or FOR_PARTS"))
    if violations:
        raise invalid_request(violations)
    return listing_from_proto(message)


def warning_to_proto(warning: ReviewWarning) -> common_pb2.ReviewWarning:
    """Only what the warning has: an absent reason or code stays unset (never a *_UNSPECIFIED written on purpose)."""
    message = common_pb2.ReviewWarning(code=warning.code.value)
    if warning.reason is not None:
        message.reason = warning.reason.value  # type: ignore[assignment]
    if warning.finding_code is not None:
        message.finding_code = warning.finding_code.value  # type: ignore[assignment]
    if warning.policy_id is not None:
        message.policy_id = warning.policy_id
    if warning.policy_version is not None:
        message.policy_version = warning.policy_version
    return message


def result_to_proto(result: ValidationResult) -> validation_service_pb2.ValidateFindingsResponse:
    return validation_service_pb2.ValidateFindingsResponse(
        status=result.status.value,
        findings=[
            common_pb2.Finding(
                code=finding.code.value,
                severity=finding.severity.value,
                message=finding.message,
                listing_fields=[f.value for f in finding.listing_fields],
                evidence_ids=list(finding.evidence_ids),
                recommended_action=finding.recommended_action,
                # Absent quotes stay unset, so JSON leaves them out instead of printing "".
                listing_quote=finding.listing_quote or None,
                evidence_quote=finding.evidence_quote or None,
            )
            for finding in result.findings
        ],
        evidence=[
            common_pb2.EvidenceCitation(
                evidence_id=citation.evidence_id,
                policy_id=citation.policy_id,
                policy_version=citation.policy_version,
                section=citation.section,
                section_id=citation.section_id,
                source_url=citation.source_url,
                effective_from=citation.effective_from,
            )
            for citation in result.evidence
        ],
        warnings=[warning_to_proto(warning) for warning in result.warnings],
        requires_human_review=result.requires_human_review,
        rejections=[
            common_pb2.RejectionCount(reason=reason.value, count=count) for reason, count in result.rejection_counts()
        ],
    )


class ValidationServicer(validation_service_pb2_grpc.ValidationServiceServicer):
    """Thin: every decision lives in validation.domain."""

    def __init__(self, *, risk_tier: int = DEFAULT_TIER) -> None:
        self._risk_tier = risk_tier

    async def BuildLedger(
        self, request: validation_service_pb2.BuildLedgerRequest, context: Context
    ) -> validation_service_pb2.BuildLedgerResponse:
        # A ServiceError raised here becomes its rich status in services.server.ErrorSanitizer.
        evidence = [_evidence(item, f"evidence[{index}]") for index, item in enumerate(request.evidence)]
        ledger = build_ledger(evidence)
        return validation_service_pb2.BuildLedgerResponse(ledger=ledger_to_proto(ledger.entries))

    async def ValidateFindings(
        self, request: validation_service_pb2.ValidateFindingsRequest, context: Context
    ) -> validation_service_pb2.ValidateFindingsResponse:
        ledger = ledger_from_proto(request.ledger)
        proposals = [proposal_from_proto(finding) for finding in request.findings]
        named = request.rules_edition.content_hash if request.HasField("rules_edition") else None
        edition = named_edition(named)
        # The risk-signal net and the canonical finding texts read the edition the review is judged by.
        with judged_by(edition):
            result = validate_findings(
                ledger,
                proposals,
                request.malformed_finding_count,
                listing=listing_from_request(request),
                scope_codes=finding_codes_from_proto(request.scope_finding_codes),
                omitted_codes=finding_codes_from_proto(request.omitted_finding_codes),
                risk_tier=self._risk_tier,
                rules_unavailable=named if edition is None else None,
            )
        log.info(
            "validated %s proposals against %s ledger entries: %s accepted, status %s",
            len(proposals) + request.malformed_finding_count,
            len(ledger),
            len(result.findings),
            result.status.value,
        )
        return result_to_proto(result)

    async def VerifyAnswer(
        self, request: validation_service_pb2.VerifyAnswerRequest, context: Context
    ) -> validation_service_pb2.VerifyAnswerResponse:
        passages = numbered_from_proto(request.passages)
        if len({p.evidence_id for p in passages}) != len(passages) or not all(p.evidence_id for p in passages):
            raise invalid_request([FieldViolation("passages", "evidence ids must be present and unique")])
        quotes = [Quote(q.evidence_id, q.text) for q in request.quotes]
        verified = verify_answer(passages, request.answer, quotes, list(request.claimed_sources))
        log.info(
            "verified an answer against %s passages: %s of %s quotes kept, %s warnings",
            len(passages),
            len(verified.quotes),
            len(quotes),
            len(verified.warnings),
        )
        return verified_to_proto(verified)


def verified_to_proto(verified: VerifiedAnswer) -> validation_service_pb2.VerifyAnswerResponse:
    return validation_service_pb2.VerifyAnswerResponse(
        answer=verified.answer,
        quotes=[question_pb2.Quote(evidence_id=q.evidence_id, text=q.text) for q in verified.quotes],
        citations=[citation_to_proto(passage) for passage in verified.cited],
        warnings=[
            question_pb2.AnswerWarning(
                code=f"ANSWER_WARNING_CODE_{w.code.value}",
                evidence_id=w.evidence_id,
                subject=w.subject,
                reference_kind=f"REFERENCE_KIND_{w.reference_kind.value}" if w.reference_kind else None,
            )
            for w in verified.warnings
        ],
        flagged=verified.flagged,
    )
