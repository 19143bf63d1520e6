"""The review desk's use cases: record an answer (and open its case), read records, work the queue.

Shared by the gRPC servicer, the REST routes and the console; each takes the authenticated Caller, whose
public key id is the actor every record and event names.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import Awaitable, Callable, Mapping
from datetime import UTC, datetime, timedelta

from gateway.desk.domain import (
    AddedCode,
    CaseFilter,
    CaseState,
    Decision,
    EventKind,
    FindingVerdict,
    Outcome,
    Verdict,
    canonical_id,
    check_added_sections,
    desk_figures,
    parse_page,
    validate_decision,
)
from gateway.desk.records import ReviewTrail, build_record
from gateway.desk.store import PostgresReviewDesk, decided_case
from gateway.desk.telemetry import DeskTelemetry
from gateway.domain.access import Caller
from gateway.inbound.transcoding import register_request_rules
from policyreview.v1 import common_pb2, policy_review_service_pb2, review_desk_service_pb2
from services import field_rules
from services.errors import ErrorReason, ServiceError
from services.vocabulary import FindingCode

log = logging.getLogger(__name__)

# The desk's requests carry their limits as field options: the gRPC interceptor checks them before the servicer,
# each use case below checks them for REST (field_rules.check), and a REST request with a malformed field is
# checked against them too, so one answer names every offending field.
for _request in (
    policy_review_service_pb2.GetPolicyReviewRequest,
    review_desk_service_pb2.ListReviewCasesRequest,
    review_desk_service_pb2.GetReviewCaseRequest,
    review_desk_service_pb2.ClaimReviewCaseRequest,
    review_desk_service_pb2.DecideReviewCaseRequest,
    review_desk_service_pb2.ReopenReviewCaseRequest,
    review_desk_service_pb2.GetReviewCaseHistoryRequest,
):
    register_request_rules(_request, field_rules.message_violations)

# release id -> section id -> the finding codes the section supports.
SectionSource = Callable[[str], Awaitable[Mapping[str, frozenset[FindingCode]]]]

_FINDING_CODES = common_pb2.FindingCode
_VERDICTS = review_desk_service_pb2.FindingVerdict
_OUTCOMES = review_desk_service_pb2.CaseOutcome
_STATES = review_desk_service_pb2.ReviewCaseState


def _code(number: int) -> FindingCode | None:
    return FindingCode(_FINDING_CODES.Name(number)) if number in _FINDING_CODE_NUMBERS else None


_FINDING_CODE_NUMBERS = frozenset(v for v in _FINDING_CODES.values() if v != 0)


def _enum(enum: object, number: int) -> str | None:
    names = enum.DESCRIPTOR.values_by_number  # type: ignore[attr-defined]
    return str(names[number].name) if number in names and number != 0 else None


def _case_filter(state: int, marketplace: int, locale: str, finding_code: int) -> CaseFilter:
    state_name = _enum(_STATES, state)
    return CaseFilter(
        state=CaseState(state_name) if state_name else None,
        marketplace=_enum(common_pb2.Marketplace, marketplace),
        locale=locale or None,
        finding_code=_code(finding_code),
    )


def _decision(request: review_desk_service_pb2.DecideReviewCaseRequest) -> Decision:
    return Decision(
        findings=tuple(
            FindingVerdict(
                finding_index=f.finding_index,
                code=_code(f.code),
                verdict=Verdict(name) if (name := _enum(_VERDICTS, f.verdict)) else None,
                reason=f.reason,
            )
            for f in request.findings
        ),
        added=tuple(
            AddedCode(code=_code(a.code), release_id=a.release_id, section_id=a.section_id, reason=a.reason)
            for a in request.added
        ),
        outcome=Outcome(name) if (name := _enum(_OUTCOMES, request.outcome)) else None,
        note=request.note,
    )


def _seconds_between(start: str, end: str) -> float:
    if not start or not end:
        return 0.0
    return max(0.0, (datetime.fromisoformat(end) - datetime.fromisoformat(start)).total_seconds())


class ReviewDesk:
    """Records and cases over one store; ``sections`` reads a release's sections from the policy catalog."""

    def __init__(
        self,
        store: PostgresReviewDesk,
        sections: SectionSource,
        telemetry: DeskTelemetry,
        *,
        retention: timedelta,
        record_timeout: float,
    ) -> None:
        self._store = store
        self._sections = sections
        self._telemetry = telemetry
        self._retention = retention
        self._record_timeout = record_timeout

    @property
    def store(self) -> PostgresReviewDesk:
        return self._store

    async def record(
        self,
        request: policy_review_service_pb2.ReviewListingRequest,
        response: policy_review_service_pb2.ReviewListingResponse,
        trail: ReviewTrail,
        caller: Caller,
        others_in_flight: int = 0,
    ) -> None:
        """Records the answer before it is given (setting review_id, and case_id when it opens one).

        A store that cannot take it within the record timeout fails the review (RECORD_STORE_UNAVAILABLE):
        an answer is never given without its record. ``others_in_flight``: reviews under way beside this one (the
        store's group commit waits for their answers only when there are some).
        """
        review_id = str(uuid.uuid4())
        record = build_record(
            review_id=review_id, caller_key_id=caller.key_id, request=request, response=response, trail=trail
        )
        try:
            async with asyncio.timeout(self._record_timeout):
                await self._store.record(
                    record, open_case=response.requires_human_review, others_in_flight=others_in_flight
                )
        except TimeoutError:
            log.warning("review desk store did not record within %ss", self._record_timeout)
            raise ServiceError(ErrorReason.RECORD_STORE_UNAVAILABLE) from None
        response.review_id = review_id
        if record.case_id:
            response.case_id = record.case_id
            self._telemetry.event(EventKind.CASE_OPENED)

    async def get_record(
        self, request: policy_review_service_pb2.GetPolicyReviewRequest, caller: Caller
    ) -> policy_review_service_pb2.GetPolicyReviewResponse:
        field_rules.check(request)
        review_id = canonical_id(request.review_id)
        record = await self._store.get_record(review_id)
        # Another caller's record reads as a missing one: the answer never tells whether the id exists.
        if record is None or not caller.may_read_record(record.caller_key_id):
            raise ServiceError(ErrorReason.REVIEW_NOT_FOUND)
        return policy_review_service_pb2.GetPolicyReviewResponse(record=record)

    async def list_cases(
        self, request: review_desk_service_pb2.ListReviewCasesRequest, caller: Caller
    ) -> review_desk_service_pb2.ListReviewCasesResponse:
        field_rules.check(request)
        page_size, cursor = parse_page(request.page_size, request.page_token)
        where = _case_filter(request.state, request.marketplace, request.locale, request.finding_code)
        cases, following, total = await self._store.list_cases(where, page_size, cursor)
        return review_desk_service_pb2.ListReviewCasesResponse(
            cases=cases, next_page_token=following.token() if following else "", total=total
        )

    async def get_case(
        self, request: review_desk_service_pb2.GetReviewCaseRequest, caller: Caller
    ) -> review_desk_service_pb2.GetReviewCaseResponse:
        field_rules.check(request)
        case_id = canonical_id(request.case_id)
        case, decision = await self._store.get_case(case_id)
        record = await self._store.get_record(case.review_id)
        response = review_desk_service_pb2.GetReviewCaseResponse(case=case, record=record)
        if decision is not None:
            response.decision.CopyFrom(decision)
        return response

    async def claim(
        self, request: review_desk_service_pb2.ClaimReviewCaseRequest, caller: Caller
    ) -> review_desk_service_pb2.ClaimReviewCaseResponse:
        field_rules.check(request)
        case = await self._store.claim(canonical_id(request.case_id), caller.key_id)
        self._telemetry.event(EventKind.CASE_CLAIMED)
        return review_desk_service_pb2.ClaimReviewCaseResponse(case=case)

    async def claim_next(
        self, request: review_desk_service_pb2.ClaimNextReviewCaseRequest, caller: Caller
    ) -> review_desk_service_pb2.ClaimNextReviewCaseResponse:
        where = _case_filter(0, request.marketplace, request.locale, request.finding_code)
        case = await self._store.claim_next(where, caller.key_id)
        response = review_desk_service_pb2.ClaimNextReviewCaseResponse()
        if case is not None:
            self._telemetry.event(EventKind.CASE_CLAIMED)
            response.case.CopyFrom(case)
        return response

    async def decide(
        self, request: review_desk_service_pb2.DecideReviewCaseRequest, caller: Caller
    ) -> review_desk_service_pb2.DecideReviewCaseResponse:
        field_rules.check(request)
        case_id = canonical_id(request.case_id)
        decision = _decision(request)
        case, _ = await self._store.get_case(case_id)
        record = await self._store.get_record(case.review_id)
        assert record is not None  # a case's record exists: the foreign key says so
        codes = [FindingCode(_FINDING_CODES.Name(f.code)) for f in record.findings]
        validate_decision(decision, codes, [release.release_id for release in record.releases])
        sections = {a.release_id: await self._sections(a.release_id) for a in decision.added}
        check_added_sections(decision.added, sections)
        message = review_desk_service_pb2.CaseDecision(
            findings=request.findings, added=request.added, outcome=request.outcome, note=request.note
        )
        decided = await self._store.decide(case_id, request.expected_version, caller.key_id, message)
        verdicts = decided_case(
            [_FINDING_CODES.Name(code) for code in decided.finding_codes],
            message.SerializeToString(),
            _seconds_between(decided.queued_at, message.decided_at),
        )
        self._telemetry.decided(verdicts)
        return review_desk_service_pb2.DecideReviewCaseResponse(case=decided)

    async def reopen(
        self, request: review_desk_service_pb2.ReopenReviewCaseRequest, caller: Caller
    ) -> review_desk_service_pb2.ReopenReviewCaseResponse:
        field_rules.check(request)
        case_id = canonical_id(request.case_id)
        case = await self._store.reopen(case_id, request.expected_version, caller.key_id, request.reason)
        self._telemetry.event(EventKind.CASE_REOPENED)
        return review_desk_service_pb2.ReopenReviewCaseResponse(case=case)

    async def history(
        self, request: review_desk_service_pb2.GetReviewCaseHistoryRequest, caller: Caller
    ) -> review_desk_service_pb2.GetReviewCaseHistoryResponse:
        field_rules.check(request)
        events = await self._store.history(canonical_id(request.case_id))
        return review_desk_service_pb2.GetReviewCaseHistoryResponse(events=events)

    async def figures(
        self, request: review_desk_service_pb2.GetReviewDeskFiguresRequest, caller: Caller
    ) -> review_desk_service_pb2.GetReviewDeskFiguresResponse:
        decided = [case for case, _, _ in await self._store.decided_cases()]
        depth, oldest = await self._store.queue_now()
        points = await self._store.queue_history()
        self._telemetry.queue(depth, oldest)
        figures = desk_figures(decided)
        return review_desk_service_pb2.GetReviewDeskFiguresResponse(
            queue_depth=depth,
            oldest_age_seconds=oldest,
            decided=figures.decided,
            median_seconds_to_decision=figures.median_seconds_to_decision,
            codes=[
                review_desk_service_pb2.CodeAgreement(
                    code=code.value,
                    confirmed=tally.confirmed,
                    rejected=tally.rejected,
                    precision=tally.precision,
                    added=tally.added,
                )
                for code, tally in figures.codes.items()
            ],
            queue=points,
        )

    async def upkeep(self) -> int:
        """Redacts listing text past the retention window and refreshes the queue gauges; returns redactions."""
        redacted = await self._store.redact(datetime.now(UTC) - self._retention)
        depth, oldest = await self._store.queue_now()
        self._telemetry.queue(depth, oldest)
        if redacted:
            log.info("review desk redacted the listing text of %s records", redacted)
        return redacted
