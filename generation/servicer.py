"""GenerationService over gRPC: proto -> records -> reviewer -> proto, failures -> rich status."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Sequence
from typing import TypeVar

import grpc

from generation.domain.answering import Answer, Answerer, ExtractiveAnswerer, Turn
from generation.domain.model import ProposedFinding, ProviderUnavailable, ResponseInvalid, Review, Reviewer
from generation.telemetry import GenerationTelemetry, Observation, Outcome
from policyreview.v1 import common_pb2, generation_service_pb2, generation_service_pb2_grpc, question_pb2
from services.detection_proto import detections_from_proto
from services.errors import ErrorReason, FieldViolation, ServiceError, abort, invalid_request
from services.proto import ledger_from_proto, listing_from_proto
from services.question_proto import numbered_from_proto
from services.records import LedgerEntry, Listing, NumberedPassage
from services.rulepack import judged_by, named_edition, rules_identity
from services.values import MARKETPLACE_RULE

log = logging.getLogger(__name__)

T = TypeVar("T")

# Stop this long before the caller's deadline so the caller receives our DEADLINE_EXCEEDED with
# ErrorInfo rather than a bare local timeout.
DEADLINE_MARGIN_SECONDS = 0.1
MAX_TITLE = 200
MAX_DESCRIPTION = 5000
MAX_ATTRIBUTES = 50
MAX_LEDGER_ENTRIES = 100

_MARKETPLACES = frozenset(v for v in common_pb2.Marketplace.values() if v != common_pb2.MARKETPLACE_UNSPECIFIED)
_CONDITIONS = frozenset(
    v for v in common_pb2.ListingCondition.values() if v != common_pb2.LISTING_CONDITION_UNSPECIFIED
)


def _listing_violations(request: generation_service_pb2.ProposeFindingsRequest) -> list[FieldViolation]:
    if not request.HasField("listing"):
        return [FieldViolation("listing", "is required")]
    listing = request.listing
    violations = []
    if listing.marketplace not in _MARKETPLACES:
        violations.append(FieldViolation("listing.marketplace", MARKETPLACE_RULE))
    if listing.condition not in _CONDITIONS:
        violations.append(FieldViolation("listing.condition", "must be NEW, USED, REFURBISHED or FOR_PARTS"))
    if not 1 <= len(listing.title) <= MAX_TITLE:
        violations.append(FieldViolation("listing.title", f"must be 1-{MAX_TITLE} characters"))
    if len(listing.description) > MAX_DESCRIPTION:
        violations.append(FieldViolation("listing.description", f"must be at most {MAX_DESCRIPTION} characters"))
    if len(listing.attributes) > MAX_ATTRIBUTES:
        violations.append(FieldViolation("listing.attributes", f"must have at most {MAX_ATTRIBUTES} entries"))
    return violations


def _ledger_violations(request: generation_service_pb2.ProposeFindingsRequest) -> list[FieldViolation]:
    entries = request.ledger.entries
    if not entries:
        return [FieldViolation("ledger.entries", "must contain at least one entry")]
    if len(entries) > MAX_LEDGER_ENTRIES:
        return [FieldViolation("ledger.entries", f"must have at most {MAX_LEDGER_ENTRIES} entries")]
    violations = []
    seen: set[str] = set()
    for index, entry in enumerate(entries):
        if not entry.evidence_id:
            violations.append(FieldViolation(f"ledger.entries[{index}].evidence_id", "is required"))
        elif entry.evidence_id in seen:
            violations.append(FieldViolation(f"ledger.entries[{index}].evidence_id", "must be unique"))
        seen.add(entry.evidence_id)
        if entry.evidence.marketplace not in _MARKETPLACES:
            violations.append(FieldViolation(f"ledger.entries[{index}].evidence.marketplace", "must be set"))
    return violations


def request_records(
    request: generation_service_pb2.ProposeFindingsRequest,
) -> tuple[Listing, list[LedgerEntry]]:
    """Validates and converts the request; raises INVALID_REQUEST with every violation found."""
    violations = _listing_violations(request) + _ledger_violations(request)
    if violations:
        raise invalid_request(violations)
    return listing_from_proto(request.listing), ledger_from_proto(request.ledger)


def finding_to_proto(finding: ProposedFinding) -> common_pb2.ProposedFinding:
    return common_pb2.ProposedFinding(
        code=finding.code.value,
        severity=finding.severity.value,
        message=finding.message,
        listing_fields=[field.value for field in finding.listing_fields],
        evidence_ids=list(finding.evidence_ids),
        recommended_action=finding.recommended_action,
        reviewer=finding.reviewer,
        listing_quote=finding.listing_quote,
        evidence_quote=finding.evidence_quote,
    )


def response_from_review(review: Review) -> generation_service_pb2.ProposeFindingsResponse:
    return generation_service_pb2.ProposeFindingsResponse(
        findings=[finding_to_proto(finding) for finding in review.findings],
        malformed_finding_count=review.malformed_finding_count,
        reviewer=review.reviewer,
        model_id=review.model_id,
        prompt_version=review.prompt_version,
        attempts=review.attempts,
    )


class _DeadlineReached(Exception):
    pass


async def _before_deadline(work: Awaitable[T], remaining: float | None) -> T:
    if remaining is None:
        return await work
    budget = remaining - min(DEADLINE_MARGIN_SECONDS, remaining / 10)
    scope = asyncio.timeout(max(budget, 0.0))
    try:
        async with scope:
            return await work
    except TimeoutError:
        # Adapters turn their own timeouts into ProviderUnavailable; only ours means the deadline.
        if scope.expired():
            raise _DeadlineReached from None
        raise


class GenerationServicer(generation_service_pb2_grpc.GenerationServiceServicer):
    def __init__(self, reviewer: Reviewer, telemetry: GenerationTelemetry, answerer: Answerer | None = None) -> None:
        self._reviewer = reviewer
        self._telemetry = telemetry
        self._answerer = answerer or ExtractiveAnswerer()

    async def ProposeFindings(
        self,
        request: generation_service_pb2.ProposeFindingsRequest,
        context: grpc.aio.ServicerContext[object, object],
    ) -> generation_service_pb2.ProposeFindingsResponse:
        with self._telemetry.stage() as span:
            review, error, observation = await self._propose(request, context.time_remaining())
            self._telemetry.record(span, observation)
        log_level = logging.DEBUG if error is None else logging.WARNING
        log.log(
            log_level,
            "generation %s: reviewer=%s findings=%s malformed=%s attempts=%s",
            observation.outcome.value,
            observation.reviewer,
            observation.finding_count,
            observation.malformed_finding_count,
            observation.attempts,
        )
        if error is not None:
            await abort(context, error)
        if review is None:
            # Only bugs get here; the fixed message keeps exception text out of the status.
            await context.abort(grpc.StatusCode.INTERNAL, "The review could not be completed.")
            raise AssertionError("unreachable")  # pragma: no cover - abort raises
        return response_from_review(review)

    async def _review(
        self, request: generation_service_pb2.ProposeFindingsRequest, listing: Listing, ledger: list[LedgerEntry]
    ) -> Review:
        """Retrieval's detections of this listing when made with these very rules (the edition the review is judged
        by, with this build's detectors); else the reviewer detects."""
        if request.detections_rules_id and request.detections_rules_id == rules_identity():
            detections = detections_from_proto(request.detections)
            if detections is not None:
                return await self._reviewer.review_detected(listing, ledger, detections)
        return await self._reviewer.review(listing, ledger)

    async def _propose(
        self, request: generation_service_pb2.ProposeFindingsRequest, remaining: float | None
    ) -> tuple[Review | None, ServiceError | None, Observation]:
        reviewer, model_id = self._reviewer.name, self._reviewer.model_id
        try:
            listing, ledger = request_records(request)
        except ServiceError as error:
            return None, error, Observation(reviewer, model_id, Outcome.INVALID_REQUEST)
        named = request.rules_edition.content_hash if request.HasField("rules_edition") else None
        try:
            # The rules reviewer (alone or beside an LLM) and the prompt's code guide read the edition the review
            # is judged by; none usable: the rules propose nothing (docs/generation.md, "Rule pack editions").
            with judged_by(named_edition(named)):
                review = await _before_deadline(self._review(request, listing, ledger), remaining)
        except ProviderUnavailable as failure:
            observation = Observation(
                reviewer, model_id, Outcome.PROVIDER_UNAVAILABLE, failure.attempts, failure_kind=failure.kind
            )
            return None, ServiceError(ErrorReason.AI_PROVIDER_UNAVAILABLE), observation
        except ResponseInvalid as failure:
            observation = Observation(reviewer, model_id, Outcome.RESPONSE_INVALID, failure.attempts)
            return None, ServiceError(ErrorReason.AI_RESPONSE_INVALID), observation
        except _DeadlineReached:
            return (
                None,
                ServiceError(ErrorReason.DEADLINE_EXCEEDED),
                Observation(reviewer, model_id, Outcome.DEADLINE_EXCEEDED),
            )
        except Exception as error:
            log.error("generation failed unexpectedly: %s", type(error).__name__)
            return None, None, Observation(reviewer, model_id, Outcome.INTERNAL_ERROR)
        outcome = Outcome.FINDINGS_PROPOSED if review.findings else Outcome.NO_FINDINGS
        observation = Observation(
            review.reviewer,
            review.model_id,
            outcome,
            review.attempts,
            len(review.findings),
            review.malformed_finding_count,
        )
        return review, None, observation

    async def AnswerQuestion(
        self,
        request: generation_service_pb2.AnswerQuestionRequest,
        context: grpc.aio.ServicerContext[object, object],
    ) -> generation_service_pb2.AnswerQuestionResponse:
        question, passages, history = question_records(request)
        answerer = self._answerer
        try:
            answer = await _before_deadline(answerer.answer(question, passages, history), context.time_remaining())
        except ProviderUnavailable as failure:
            log.warning("answer failed: answerer=%s provider unavailable (%s)", answerer.name, failure.kind.value)
            await abort(context, ServiceError(ErrorReason.AI_PROVIDER_UNAVAILABLE))
            raise AssertionError("unreachable") from None  # pragma: no cover - abort raises
        except ResponseInvalid:
            log.warning("answer failed: answerer=%s returned no valid structure", answerer.name)
            await abort(context, ServiceError(ErrorReason.AI_RESPONSE_INVALID))
            raise AssertionError("unreachable") from None  # pragma: no cover - abort raises
        except _DeadlineReached:
            await abort(context, ServiceError(ErrorReason.DEADLINE_EXCEEDED))
            raise AssertionError("unreachable") from None  # pragma: no cover - abort raises
        log.debug("answered: answerer=%s quotes=%s attempts=%s", answer.answerer, len(answer.quotes), answer.attempts)
        return answer_to_proto(answer)


MAX_QUESTION = 1000
MAX_PASSAGES = 50
MAX_HISTORY = 20


def question_records(
    request: generation_service_pb2.AnswerQuestionRequest,
) -> tuple[str, list[NumberedPassage], list[Turn]]:
    """Validates and converts the request; raises INVALID_REQUEST with every violation found."""
    violations = []
    if not 1 <= len(request.question.strip()) <= MAX_QUESTION:
        violations.append(FieldViolation("question", f"must be 1-{MAX_QUESTION} characters"))
    if not 1 <= len(request.passages) <= MAX_PASSAGES:
        violations.append(FieldViolation("passages", f"must have 1-{MAX_PASSAGES} entries"))
    ids = [p.evidence_id for p in request.passages]
    if len(set(ids)) != len(ids) or not all(ids):
        violations.append(FieldViolation("passages", "evidence ids must be present and unique"))
    if len(request.history) > MAX_HISTORY:
        violations.append(FieldViolation("history", f"must have at most {MAX_HISTORY} turns"))
    if violations:
        raise invalid_request(violations)
    history = [Turn(turn.question, turn.answer) for turn in request.history]
    return request.question.strip(), numbered_from_proto(request.passages), history


def answer_to_proto(answer: Answer) -> generation_service_pb2.AnswerQuestionResponse:
    return generation_service_pb2.AnswerQuestionResponse(
        answer=answer.answer,
        quotes=[question_pb2.Quote(evidence_id=q.evidence_id, text=q.text) for q in answer.quotes],
        claimed_sources=list(answer.claimed_sources),
        answerer=answer.answerer,
        model_id=answer.model_id,
        extractive=answer.extractive,
        attempts=answer.attempts,
        prompt_version=answer.prompt_version,
    )


def service_names() -> Sequence[str]:
    return [generation_service_pb2.DESCRIPTOR.services_by_name["GenerationService"].full_name]
