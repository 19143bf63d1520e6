"""The review desk's rules, pure: case states, queue filters and pages, what a decision must say, and the
figures decisions add up to. No SQL, gRPC or HTTP here; the store and the servicer adapt to these."""

from __future__ import annotations

import re
import statistics
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from enum import StrEnum

from gateway.domain.questions import UUID_PATTERN
from services.errors import ErrorReason, FieldViolation, ServiceError, invalid_request
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
REASON_MAX = 1000
NOTE_MAX = 2000
ADDED_MAX = 20
PAGE_SIZE_DEFAULT = 25
PAGE_SIZE_MAX = 100
# A page token: the last case's queue time in microseconds since the epoch, and its id. Every string of
# this form is a position in the queue, so the schema's pattern and the parser agree.
PAGE_TOKEN_PATTERN = rf"^[0-9]{{1,16}}-{UUID_PATTERN[1:-1]}$"
_PAGE_TOKEN = re.compile(PAGE_TOKEN_PATTERN)
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MICROSECOND = timedelta(microseconds=1)
VERSION_PATTERN = r"^[1-9][0-9]{0,17}$"
# A reason says something: one character beyond ASCII blanks (the same class in Python and in the schema).
REASON_PATTERN = r"[^ \t\n\r\f\v]"
_REASON = re.compile(REASON_PATTERN)


def validate_id(name: str, value: str) -> str:
    """A case or review id must be a UUID; the canonical lowercase form is returned."""
    try:
        if len(value) == 36:
            return str(uuid.UUID(value))
    except ValueError:
        pass
    raise invalid_request([FieldViolation(name, "must be a UUID")])


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
    violations = []
    if page_size < 0 or page_size > PAGE_SIZE_MAX:
        violations.append(FieldViolation("page_size", f"must be between 0 and {PAGE_SIZE_MAX}"))
    cursor = None
    if page_token:
        if _PAGE_TOKEN.fullmatch(page_token):
            micros, _, case_id = page_token.partition("-")
            cursor = PageCursor(_EPOCH + int(micros) * _MICROSECOND, str(uuid.UUID(case_id)))
        else:
            violations.append(FieldViolation("page_token", "must be a next_page_token of an earlier page"))
    if violations:
        raise invalid_request(violations)
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


def _reason_problem(reason: str) -> str | None:
    if not _REASON.search(reason):
        return "must say why"
    if len(reason) > REASON_MAX:
        return f"must be at most {REASON_MAX} characters"
    return None


def validate_decision(decision: Decision, finding_codes: Sequence[FindingCode], scope: Iterable[str]) -> None:
    """Every proposed finding decided once with its code and a reason; every added code naming a release in
    the review's scope; an outcome that agrees with the verdicts. Raises INVALID_REQUEST naming each field.

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
        if (problem := _reason_problem(verdict.reason)) is not None:
            violations.append(FieldViolation(f"{name}.reason", problem))
    if len(seen) != len(finding_codes) and not any(v.field.startswith("findings[") for v in violations):
        violations.append(FieldViolation("findings", "must decide every finding of the review"))
    in_scope = set(scope)
    if len(decision.added) > ADDED_MAX:
        violations.append(FieldViolation("added", f"must have at most {ADDED_MAX} codes"))
    for position, added in enumerate(decision.added):
        name = f"added[{position}]"
        if added.code is None:
            violations.append(FieldViolation(f"{name}.code", "must be a finding code"))
        if added.release_id not in in_scope:
            violations.append(FieldViolation(f"{name}.release_id", "must be a release in the review's scope"))
        if not added.section_id:
            violations.append(FieldViolation(f"{name}.section_id", "must name a section of the release"))
        if (problem := _reason_problem(added.reason)) is not None:
            violations.append(FieldViolation(f"{name}.reason", problem))
    if len(decision.note) > NOTE_MAX:
        violations.append(FieldViolation("note", f"must be at most {NOTE_MAX} characters"))
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


def validate_version(expected_version: int) -> None:
    if expected_version < 1:
        raise invalid_request([FieldViolation("expected_version", "must be the version of the case you saw")])


def validate_appeal(expected_version: int, reason: str) -> None:
    violations = []
    if expected_version < 1:
        violations.append(FieldViolation("expected_version", "must be the version of the case you saw"))
    if (problem := _reason_problem(reason)) is not None:
        violations.append(FieldViolation("reason", problem))
    if violations:
        raise invalid_request(violations)


def desk_schema_constraints() -> dict[str, tuple[tuple[str, ...], dict[str, dict[str, object]]]]:
    """Per desk request message: the fields a request must carry and JSON Schema keywords per field, from the
    limits above (the OpenAPI document states what these rules enforce, nothing more)."""
    reason: dict[str, object] = {"minLength": 1, "maxLength": REASON_MAX, "pattern": REASON_PATTERN}
    version: dict[str, object] = {"pattern": VERSION_PATTERN}
    case_id: dict[str, object] = {"pattern": UUID_PATTERN}
    return {
        "GetPolicyReviewRequest": (("review_id",), {"review_id": {"pattern": UUID_PATTERN}}),
        "ListReviewCasesRequest": (
            (),
            {
                "page_size": {"minimum": 0, "maximum": PAGE_SIZE_MAX},
                "page_token": {"pattern": f"^({PAGE_TOKEN_PATTERN[1:-1]})?$"},
            },
        ),
        "GetReviewCaseRequest": (("case_id",), {"case_id": case_id}),
        "GetReviewCaseHistoryRequest": (("case_id",), {"case_id": case_id}),
        "ClaimReviewCaseRequest": ((), {}),
        "ClaimNextReviewCaseRequest": ((), {}),
        "GetReviewDeskFiguresRequest": ((), {}),
        "DecideReviewCaseRequest": (
            ("expected_version", "outcome"),
            {"expected_version": version, "added": {"maxItems": ADDED_MAX}, "note": {"maxLength": NOTE_MAX}},
        ),
        "FindingDecision": (("code", "verdict", "reason"), {"finding_index": {"minimum": 0}, "reason": reason}),
        "AddedFinding": (
            ("code", "release_id", "section_id", "reason"),
            {"release_id": {"pattern": UUID_PATTERN}, "section_id": {"minLength": 1}, "reason": reason},
        ),
        "ReopenReviewCaseRequest": (("expected_version", "reason"), {"expected_version": version, "reason": reason}),
    }


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
