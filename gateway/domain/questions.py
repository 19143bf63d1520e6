"""Limits of question and search requests, passage numbering, and the bounds of conversation memory.

Pure: the use cases in gateway.questions call these; nothing here does I/O.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from gateway.domain.requests import CATEGORY_MAX, CATEGORY_PATTERN, DATE_PATTERN, LOCALE_PATTERN
from services.errors import FieldViolation, invalid_request
from services.records import NumberedPassage, Passage

QUESTION_MAX = 1000
CORPUS_PATTERN = r"^[a-z0-9][a-z0-9._-]{0,63}$"
UUID_PATTERN = r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
EVIDENCE_PREFIX = "SOURCE_"

_LOCALE = re.compile(LOCALE_PATTERN)
_CATEGORY = re.compile(CATEGORY_PATTERN)
_DATE = re.compile(DATE_PATTERN)
_CORPUS = re.compile(CORPUS_PATTERN)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


@dataclass(frozen=True)
class QuestionTarget:
    """What a question or search reads: a policy scope (marketplace set) or a source corpus."""

    marketplace: str = ""
    locale: str = ""
    category: str = ""
    review_date: str = ""
    corpus: str = ""
    has_scope: bool = False


def validate_target(target: QuestionTarget, text: str, text_field: str) -> None:
    """Raises INVALID_REQUEST naming every violation (proto field names)."""
    violations: list[FieldViolation] = []
    if not text.strip() or len(text) > QUESTION_MAX or _CONTROL.search(text):
        violations.append(FieldViolation(text_field, f"must be 1-{QUESTION_MAX} characters without control characters"))
    if target.has_scope == bool(target.corpus):
        violations.append(FieldViolation("scope", "exactly one of scope and corpus must be given"))
    if target.corpus and not _CORPUS.fullmatch(target.corpus):
        violations.append(FieldViolation("corpus", "must be 1-64 characters [a-z0-9._-]"))
    if target.has_scope and not target.corpus:
        if target.marketplace not in ("EBAY", "AMAZON"):
            violations.append(FieldViolation("scope.marketplace", "must be EBAY or AMAZON"))
        if not _LOCALE.fullmatch(target.locale):
            violations.append(FieldViolation("scope.locale", "must be a BCP 47 tag in canonical case, e.g. en-US"))
        if target.category and (len(target.category) > CATEGORY_MAX or not _CATEGORY.fullmatch(target.category)):
            violations.append(FieldViolation("scope.category", "must be upper snake, e.g. ELECTRONICS"))
        if target.review_date and not _is_date(target.review_date):
            violations.append(FieldViolation("scope.review_date", "must be an ISO-8601 date such as 2026-09-01"))
    if violations:
        raise invalid_request(violations)


def _is_date(value: str) -> bool:
    if not _DATE.fullmatch(value):
        return False
    try:
        datetime.strptime(value, "%Y-%m-%d")
    except ValueError:
        return False
    return True


def parse_conversation_id(value: str, field: str = "conversation_id") -> uuid.UUID | None:
    """None for an empty id; INVALID_REQUEST for anything that is not a UUID."""
    if not value:
        return None
    try:
        return uuid.UUID(value)
    except ValueError:
        raise invalid_request([FieldViolation(field, "must be a UUID from an earlier answer")]) from None


def number_passages(passages: Sequence[Passage]) -> list[NumberedPassage]:
    """SOURCE_1..N in retrieval order: the only ids an answerer sees and cites."""
    return [NumberedPassage(f"{EVIDENCE_PREFIX}{index}", p) for index, p in enumerate(passages, start=1)]


@dataclass(frozen=True)
class StoredTurn:
    """One turn as memory holds it: the corrected reply the caller received."""

    turn: int
    question: str
    answer: str
    created_at: datetime


@dataclass(frozen=True)
class MemoryBounds:
    max_turns: int
    max_age: timedelta
    max_characters: int


def usable_history(turns: Sequence[StoredTurn], bounds: MemoryBounds, now: datetime) -> list[StoredTurn]:
    """The newest turns within age, count and character budget, oldest first.

    Newest first when filling the budget: the latest turn is the one a follow-up refers to.
    """
    cutoff = now.astimezone(UTC) - bounds.max_age
    fresh = sorted((t for t in turns if t.created_at.astimezone(UTC) >= cutoff), key=lambda t: -t.turn)
    kept: list[StoredTurn] = []
    characters = 0
    for turn in fresh[: bounds.max_turns]:
        size = len(turn.question) + len(turn.answer)
        if characters + size > bounds.max_characters:
            break
        kept.append(turn)
        characters += size
    return sorted(kept, key=lambda t: t.turn)


def question_schema_constraints() -> dict[str, tuple[tuple[str, ...], dict[str, dict[str, object]]]]:
    """Per request message of PolicyQuestionService: (required proto fields, JSON Schema keywords per field)."""
    # At least one visible character, no C0 controls but tab and line breaks (validate_target's rule).
    text: dict[str, object] = {
        "minLength": 1,
        "maxLength": QUESTION_MAX,
        "pattern": r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]*[^\s\x00-\x1f\x7f][^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]*$",
    }
    # Empty means "not given" in proto3 JSON, so an empty corpus stands beside a scope.
    corpus: dict[str, object] = {"pattern": CORPUS_PATTERN.replace("^", "^(", 1).replace("$", ")?$")}
    return {
        "AskPolicyQuestionRequest": (
            ("question",),
            {"question": text, "corpus": corpus, "conversation_id": {"pattern": f"^({UUID_PATTERN[1:-1]})?$"}},
        ),
        "SearchPoliciesRequest": (("query",), {"query": text, "corpus": corpus}),
        "QuestionScope": (
            ("marketplace", "locale"),
            {
                "locale": {"pattern": LOCALE_PATTERN},
                "category": {"anyOf": [{"maxLength": 0}, {"maxLength": CATEGORY_MAX, "pattern": CATEGORY_PATTERN}]},
                "review_date": {"anyOf": [{"format": "date"}, {"maxLength": 0}]},
            },
        ),
        "DeleteConversationRequest": (("conversation_id",), {"conversation_id": {"pattern": UUID_PATTERN}}),
    }


# Exactly one of scope and corpus (validate_target): a scope with no corpus, or a corpus with no scope.
SCOPE_OR_CORPUS: dict[str, object] = {
    "oneOf": [
        {"required": ["scope"], "properties": {"corpus": {"maxLength": 0}}},
        {"required": ["corpus"], "properties": {"corpus": {"minLength": 1}}, "not": {"required": ["scope"]}},
    ]
}
