"""One review, orchestrated: retrieval -> ledger -> generation -> validation, within one deadline budget.

This is the application layer: it moves protobuf messages between services and leaves every decision to
the pure domain (request limits, budget) or to the service that owns it (scope, citations, status).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from gateway.adapters.dependencies import Dependencies, DependencyFailed
from gateway.desk.records import ReviewTrail
from gateway.domain.access import ANYONE, Caller
from gateway.domain.admission import Admission
from gateway.domain.budget import DeadlineBudget, Stage
from gateway.domain.failures import Dependency
from gateway.domain.requests import ReviewRequest, ValidatedReview, request_violations, validate_request
from gateway.inbound.transcoding import register_request_rules
from gateway.observability import ReviewTelemetry
from gateway.settings import GatewaySettings
from policyreview.v1 import (
    common_pb2,
    generation_service_pb2,
    policy_review_service_pb2,
    retrieval_service_pb2,
    validation_service_pb2,
)
from services.decision import decide
from services.errors import ErrorReason, ServiceError
from services.proto import listing_to_proto, number_evidence
from services.vocabulary import ReviewStatus, WarningReason, warning_reason

log = logging.getLogger(__name__)

# Validation decides among these three; without policy context (no model call) the same decide() runs here.
_NO_CONTEXT = decide(policy_context=False, accepted=0)
_VALIDATED_STATUSES = frozenset(
    {common_pb2.POLICY_FINDINGS_AVAILABLE, common_pb2.NO_POLICY_FINDINGS, common_pb2.NEEDS_HUMAN_REVIEW}
)


def _enum_name(enum: object, value: int) -> str:
    """The enum value's name, or "" for numbers this build does not know (they fail validation)."""
    names = getattr(enum, "values_by_number", {})
    return str(names[value].name) if value in names else ""


# Records an answer before it is given (the review desk); it sets review_id and case_id on the response. The last
# argument is how many other reviews are under way: the desk's group commit waits for their answers, never for none.
Recorder = Callable[
    [
        policy_review_service_pb2.ReviewListingRequest,
        policy_review_service_pb2.ReviewListingResponse,
        ReviewTrail,
        Caller,
        int,
    ],
    Awaitable[None],
]


def review_request_from_proto(message: policy_review_service_pb2.ReviewListingRequest) -> ReviewRequest:
    return ReviewRequest(
        listing_id=message.listing_id,
        marketplace=_enum_name(common_pb2.Marketplace.DESCRIPTOR, message.marketplace),
        locale=message.locale,
        category=message.category,
        title=message.title,
        description=message.description,
        condition=_enum_name(common_pb2.ListingCondition.DESCRIPTOR, message.condition),
        price=message.price if message.HasField("price") else None,
        attributes=dict(message.attributes),
        review_date=message.review_date,
        include_diagnostics=message.include_diagnostics,
    )


register_request_rules(
    policy_review_service_pb2.ReviewListingRequest,
    lambda request: request_violations(review_request_from_proto(request)),
)


class ReviewListing:
    """The ReviewListing use case, shared by the gRPC servicer and the REST handler."""

    def __init__(
        self,
        dependencies: Dependencies,
        settings: GatewaySettings,
        telemetry: ReviewTelemetry,
        recorder: Recorder | None = None,
    ) -> None:
        self._dependencies = dependencies
        self._recorder = recorder
        self._settings = settings
        self._telemetry = telemetry
        self._admission = Admission(
            settings.gateway_max_concurrent_reviews,
            latency_allowance=settings.review_deadline_seconds * settings.gateway_admitted_latency_share,
        )
        self._shares = {
            Stage.SCOPE_RETRIEVAL: settings.retrieval_budget_share,
            Stage.GENERATION: settings.generation_budget_share,
            Stage.VALIDATION: settings.validation_budget_share,
        }

    def refuse_if_full(self) -> None:
        """OVERLOADED when admission has no place: REST asks before it reads the body."""
        self._admission.refuse_if_full()

    async def __call__(
        self,
        request: policy_review_service_pb2.ReviewListingRequest,
        *,
        api_version: str,
        caller_remaining: float | None = None,
        caller: Caller = ANYONE,
    ) -> policy_review_service_pb2.ReviewListingResponse:
        """Callers authenticate and negotiate the API version first; this admits, validates and reviews."""
        with (
            self._admission.admit(),
            self._telemetry.span("policy_review.review", {"policy_review.api_version": api_version}) as span,
        ):
            validated = validate_request(review_request_from_proto(request))
            span.set_attribute("policy_review.marketplace", validated.listing.marketplace.value)
            budget = DeadlineBudget(self._settings.review_deadline_seconds, caller_remaining)
            trail = ReviewTrail()
            try:
                response, rejections = await self._review(validated, budget, api_version, trail)
            except DependencyFailed as failure:
                self._telemetry.dependency_failed(failure.dependency, failure.error.reason)
                raise failure.error from None
            if self._recorder is not None:
                with self._telemetry.span("policy_review.record"):
                    # This review is admitted, so in flight itself.
                    await self._recorder(request, response, trail, caller, self._admission.in_flight - 1)
            status = ReviewStatus(common_pb2.ReviewStatus.Name(response.status))
            span.set_attribute("policy_review.status", status.value)
            self._telemetry.outcome(status, rejections)
            return response

    async def _review(
        self, validated: ValidatedReview, budget: DeadlineBudget, api_version: str, trail: ReviewTrail
    ) -> tuple[policy_review_service_pb2.ReviewListingResponse, dict[WarningReason, int]]:
        deps = self._dependencies
        listing = listing_to_proto(validated.listing)
        diagnostics = policy_review_service_pb2.ReviewDiagnostics(
            api_version=api_version, review_date=validated.review_date
        )
        trail.diagnostics = diagnostics

        with self._telemetry.stage(Stage.SCOPE_RETRIEVAL) as span:
            retrieved = await deps.retrieve(
                retrieval_service_pb2.RetrieveRequest(listing=listing, review_date=validated.review_date),
                budget.timeout_for(self._shares[Stage.SCOPE_RETRIEVAL]),
            )
            resolution = retrieved.resolution
            span.set_attribute("policy_review.scope_outcome", _enum_name(_SCOPE_OUTCOMES, resolution.outcome))
            span.set_attribute("policy_review.releases", len(resolution.releases))
            span.set_attribute("policy_review.evidence", len(retrieved.evidence))
        diagnostics.scope_outcome = resolution.outcome
        diagnostics.releases.extend(resolution.releases)
        diagnostics.retrieval_mode = retrieved.retrieval_mode
        if retrieved.HasField("calibration"):
            diagnostics.calibration.CopyFrom(retrieved.calibration)
        diagnostics.embedding_model = resolution.embedding_model
        if resolution.review_date:
            diagnostics.review_date = resolution.review_date

        if resolution.outcome != retrieval_service_pb2.SCOPE_OUTCOME_RESOLVED or not retrieved.evidence:
            # No applicable policy text: say so instead of letting a model improvise. No model call.
            response = policy_review_service_pb2.ReviewListingResponse(
                status=_NO_CONTEXT.status.value, requires_human_review=_NO_CONTEXT.requires_human_review
            )
            if validated.include_diagnostics:
                response.diagnostics.CopyFrom(diagnostics)
            return response, {}

        # The generation request, its ledger filled in place: built apart, the ledger (eight or so section texts)
        # was copied whole into it (twenty-seventh round). Its other fields are set below as the keywords set them.
        propose = generation_service_pb2.ProposeFindingsRequest()
        with self._telemetry.stage(Stage.LEDGER):
            # POLICY_1..N in retrieval order is a pure function of the evidence: numbering it here saves
            # a hop (about a fifth of a review's CPU); validation checks the ledger it receives.
            ledger = number_evidence(retrieved.evidence, into=propose.ledger)
        trail.ledger = ledger

        # The rule pack edition in force, as retrieval resolved it; an empty one says none is (generation then
        # proposes nothing from the rules and validation sends the review to a person, never an all-clear).
        edition = retrieved.rules_edition if retrieved.HasField("rules_edition") else common_pb2.RulesEdition()
        if retrieved.HasField("rules_edition"):
            diagnostics.rules_edition.CopyFrom(edition)

        with self._telemetry.stage(Stage.GENERATION) as span:
            diagnostics.model_called = True
            propose.listing.CopyFrom(listing)
            propose.rules_edition.CopyFrom(edition)
            # Retrieval's detections of this listing: the rules reviewer need not run the detectors again.
            propose.detections.extend(retrieved.detections)
            propose.detections_rules_id = retrieved.detections_rules_id
            proposal = await deps.propose_findings(propose, budget.timeout_for(self._shares[Stage.GENERATION]))
            span.set_attribute("policy_review.proposed", len(proposal.findings))
            span.set_attribute("policy_review.malformed", proposal.malformed_finding_count)
        diagnostics.reviewer = proposal.reviewer
        diagnostics.model_id = proposal.model_id
        diagnostics.prompt_version = proposal.prompt_version

        with self._telemetry.stage(Stage.VALIDATION) as span:
            result = await deps.validate_findings(
                validation_service_pb2.ValidateFindingsRequest(
                    ledger=ledger,
                    findings=proposal.findings,
                    malformed_finding_count=proposal.malformed_finding_count,
                    listing=listing,
                    scope_finding_codes=retrieved.scope_finding_codes,
                    omitted_finding_codes=retrieved.omitted_finding_codes,
                    rules_edition=edition,
                ),
                budget.timeout_for(self._shares[Stage.VALIDATION]),
            )
            if result.status not in _VALIDATED_STATUSES:
                log.warning("validation answered an unexpected status %s", result.status)
                raise DependencyFailed(
                    Dependency.VALIDATION, ServiceError(ErrorReason.DEPENDENCY_UNAVAILABLE), "UNEXPECTED_STATUS"
                )
            span.set_attribute("policy_review.accepted", len(result.findings))
        diagnostics.rejections.extend(result.rejections)

        response = policy_review_service_pb2.ReviewListingResponse(
            status=result.status,
            findings=result.findings,
            evidence=result.evidence,
            # Validation's decision, copied (services.decision.decide, stale sources included).
            warnings=result.warnings,
            requires_human_review=result.requires_human_review,
        )
        if validated.include_diagnostics:
            # Built only when asked for: one message per ledger entry on every review otherwise.
            diagnostics.retrieved.extend(_retrieved(ledger))
            response.diagnostics.CopyFrom(diagnostics)
        rejections = {
            warning_reason(common_pb2.RejectionReason.Name(r.reason)): r.count
            for r in result.rejections
            if r.reason in _REJECTION_NUMBERS
        }
        return response, rejections


_SCOPE_OUTCOMES = retrieval_service_pb2.ScopeOutcome.DESCRIPTOR
_REJECTION_NUMBERS = frozenset(
    number for number in common_pb2.RejectionReason.values() if number != common_pb2.REJECTION_REASON_UNSPECIFIED
)


def _retrieved(ledger: common_pb2.Ledger) -> list[policy_review_service_pb2.RetrievedEvidence]:
    """Diagnostics of what reached the model: ids, provenance and scores, never the policy text."""
    return [
        policy_review_service_pb2.RetrievedEvidence(
            rank=rank,
            evidence_id=entry.evidence_id,
            release_id=entry.evidence.release_id,
            policy_id=entry.evidence.policy_id,
            policy_version=entry.evidence.policy_version,
            section_id=entry.evidence.section_id,
            marketplace=entry.evidence.marketplace,
            locale=entry.evidence.locale,
            categories=entry.evidence.categories,
            score=entry.evidence.fused_score,
            applies_to_conditions=entry.evidence.applies_to_conditions,
            applies_to_categories=entry.evidence.applies_to_categories,
        )
        for rank, entry in enumerate(ledger.entries, start=1)
    ]
