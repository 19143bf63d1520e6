"""The review desk's rules, pure: case states, queue filters and pages, what a decision must say, and the
figures decisions add up to. No SQL, gRPC or HTTP here; the store and the servicer adapt to these.

The requests' field limits (ids, versions, reasons, notes, page sizes and tokens, how many codes a decision adds)
are the ``(policyreview.v1.field)`` options of protos/policyreview/v1/review_desk_service.proto, checked by
services.field_rules for every request; this module keeps what those options cannot say: a decision's consistency
with the review it decides.
"""

from __future__ import annotations

import statistics
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from enum import StrEnum

from services import field_rules
from services.errors import ErrorReason, FieldViolation, ServiceError, invalid_request
from services.values import parse_page_token
from services.vocabulary import FindingCode


class CaseState(StrEnum):
    """OPEN waits in the queue (a lapsed lease included), CLAIMED is held under a live lease, DECIDED is done."""

    OPEN = "OPEN"
    CLAIMED = "CLAIMED"
    DECIDED = "DECIDED"


class Verdict(StrEnum):
    CONFIRMED = "CONFIRMED"
    REJECTED = "REJECTED"


class Outcome(StrEnum):
    VIOLATION = "VIOLATION"
    NO_VIOLATION = "NO_VIOLATION"


class EventKind(StrEnum):
    CASE_OPENED = "CASE_OPENED"
    CASE_CLAIMED = "CASE_CLAIMED"
    CASE_DECIDED = "CASE_DECIDED"
    CASE_REOPENED = "CASE_REOPENED"


# The actor of the event that opens a case: the desk itself, on the answer's behalf.
DESK_ACTOR = "desk"
PAGE_SIZE_DEFAULT = 25
# The list request's declared page limits (page_size, page_token): imported from the proto options.
_PAGE_RULES = field_rules.rules_of(field_rules.message_descriptor("policyreview.v1.ListReviewCasesRequest"))
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MICROSECOND = timedelta(microseconds=1)


def canonical_id(value: str) -> str:
    """The lowercase form of a UUID its request's field rules accepted (the store compares text)."""
    return str(uuid.UUID(value))


@dataclass(frozen=True)
class CaseFilter:
    """Which cases a list or a claim-next is about; None means any."""

    state: CaseState | None = None
    marketplace: str | None = None
    locale: str | None = None
    finding_code: FindingCode | None = None


@dataclass(frozen=True)
class PageCursor:
    """Keyset position in the queue order (queued_at, case_id): stable while cases are added."""

    queued_at: datetime
    case_id: str

    def token(self) -> str:
        return f"{(self.queued_at - _EPOCH) // _MICROSECOND}-{self.case_id}"


def parse_page(page_size: int, page_token: str) -> tuple[int, PageCursor | None]:
    """Page size (0 means the default) and the cursor a token names; INVALID_REQUEST for anything else."""
    violations = field_rules.violations(_PAGE_RULES, {"page_size": page_size, "page_token": page_token})
    if violations:
        raise invalid_request(violations)
    cursor = None
    if page_token:
        micros, case_id = parse_page_token(page_token)
        cursor = PageCursor(_EPOCH + micros * _MICROSECOND, str(case_id))
    return page_size or PAGE_SIZE_DEFAULT, cursor


@dataclass(frozen=True)
class FindingVerdict:
    finding_index: int
    code: FindingCode | None
    verdict: Verdict | None
    reason: str


@dataclass(frozen=True)
class AddedCode:
    code: FindingCode | None
    release_id: str
    section_id: str
    reason: str


@dataclass(frozen=True)
class Decision:
    """What a reviewer decided about one case."""

    findings: tuple[FindingVerdict, ...]
    added: tuple[AddedCode, ...]
    outcome: Outcome | None
    note: str = ""


def validate_decision(decision: Decision, finding_codes: Sequence[FindingCode], scope: Iterable[str]) -> None:
    """Every proposed finding decided once with its code; every added code naming a release in the review's scope;
    an outcome that agrees with the verdicts. Raises INVALID_REQUEST naming each field. The fields' own limits
    (reasons, note, how many codes) are the request's field rules, checked before this.

    Whether the named section supports the added code is the policy's to say: see check_added_sections.
    """
    violations: list[FieldViolation] = []
    seen: set[int] = set()
    for position, verdict in enumerate(decision.findings):
        name = f"findings[{position}]"
        if not 0 <= verdict.finding_index < len(finding_codes):
            violations.append(FieldViolation(f"{name}.finding_index", "must name a finding of the review"))
            continue
        if verdict.finding_index in seen:
            violations.append(FieldViolation(f"{name}.finding_index", "must decide each finding once"))
        seen.add(verdict.finding_index)
        if verdict.code != finding_codes[verdict.finding_index]:
            violations.append(FieldViolation(f"{name}.code", "must be the code of the finding at finding_index"))
        if verdict.verdict is None:
            violations.append(FieldViolation(f"{name}.verdict", "must be CONFIRMED or REJECTED"))
    if len(seen) != len(finding_codes) and not any(v.field.startswith("findings[") for v in violations):
        violations.append(FieldViolation("findings", "must decide every finding of the review"))
    in_scope = set(scope)
    for position, added in enumerate(decision.added):
        name = f"added[{position}]"
        if added.code is None:
            violations.append(FieldViolation(f"{name}.code", "must be a finding code"))
        if added.release_id not in in_scope:
            violations.append(FieldViolation(f"{name}.release_id", "must be a release in the review's scope"))
    confirmed = any(v.verdict is Verdict.CONFIRMED for v in decision.findings) or bool(decision.added)
    if decision.outcome is None:
        violations.append(FieldViolation("outcome", "must be VIOLATION or NO_VIOLATION"))
    elif decision.outcome is Outcome.VIOLATION and not confirmed:
        violations.append(FieldViolation("outcome", "VIOLATION needs a confirmed or an added finding"))
    elif decision.outcome is Outcome.NO_VIOLATION and confirmed:
        violations.append(FieldViolation("outcome", "NO_VIOLATION contradicts a confirmed or an added finding"))
    if violations:
        raise invalid_request(violations)


def check_added_sections(
    added: Sequence[AddedCode], sections: Mapping[str, Mapping[str, frozenset[FindingCode]]]
) -> None:
    """Each added code must be supported by the section it names (``sections``: release -> section -> codes)."""
    violations = []
    for position, code in enumerate(added):
        supported = sections.get(code.release_id, {}).get(code.section_id)
        if supported is None:
            violations.append(FieldViolation(f"added[{position}].section_id", "must be a section of the release"))
        elif code.code not in supported:
            violations.append(FieldViolation(f"added[{position}].section_id", "must support the added code"))
    if violations:
        raise invalid_request(violations)


def not_found() -> ServiceError:
    return ServiceError(ErrorReason.CASE_NOT_FOUND)


def conflict() -> ServiceError:
    return ServiceError(ErrorReason.CASE_CONFLICT)


@dataclass
class CodeTally:
    confirmed: int = 0
    rejected: int = 0
    added: int = 0

    @property
    def precision(self) -> float:
        decided = self.confirmed + self.rejected
        return self.confirmed / decided if decided else 0.0


@dataclass(frozen=True)
class DecidedCase:
    """The latest decision of one decided case, as the figures and the labelled export read it."""

    finding_codes: tuple[FindingCode, ...]
    verdicts: tuple[tuple[FindingCode, Verdict], ...]
    added: tuple[FindingCode, ...]
    outcome: Outcome
    seconds_to_decision: float

    @property
    def truth(self) -> frozenset[FindingCode]:
        """The reviewer's codes: the confirmed automatic ones and the ones added."""
        return frozenset({code for code, verdict in self.verdicts if verdict is Verdict.CONFIRMED} | set(self.added))


@dataclass(frozen=True)
class DeskFigures:
    decided: int
    median_seconds_to_decision: float
    codes: dict[FindingCode, CodeTally] = field(default_factory=dict)


def desk_figures(cases: Iterable[DecidedCase]) -> DeskFigures:
    """Per code: automatic findings confirmed and rejected (their precision) and codes humans added (misses)."""
    tallies = {code: CodeTally() for code in FindingCode}
    durations = []
    count = 0
    for case in cases:
        count += 1
        durations.append(case.seconds_to_decision)
        for code, verdict in case.verdicts:
            if verdict is Verdict.CONFIRMED:
                tallies[code].confirmed += 1
            else:
                tallies[code].rejected += 1
        for code in case.added:
            tallies[code].added += 1
    return DeskFigures(count, statistics.median(durations) if durations else 0.0, tallies)
