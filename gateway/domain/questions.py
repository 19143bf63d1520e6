"""Limits of question and search requests, passage numbering, conversation memory (bounds, the remembered
target, follow-up queries), the relevance gate of questions and the cannot-answer reasons.

Pure: the use cases in gateway.questions call these; nothing here does I/O but reading the gate data
file that ships with the package.
"""

from __future__ import annotations

import json
import math
import re
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from functools import cache
from importlib import resources
from typing import Any

from services import field_rules
from services.errors import FieldViolation, invalid_request
from services.records import NumberedPassage, Passage

# UUID_PATTERN is re-exported for the desk domain, which reads it from here.
from services.values import UUID_PATTERN as UUID_PATTERN
from services.values import parse_uuid

# The field rules of question and search requests: the (policyreview.v1.field) options of
# protos/policyreview/v1/policy_question_service.proto. Only the rules across fields live here.
ASK_RULES = field_rules.rules_of(field_rules.message_descriptor("policyreview.v1.AskPolicyQuestionRequest"))
SEARCH_RULES = field_rules.rules_of(field_rules.message_descriptor("policyreview.v1.SearchPoliciesRequest"))
QUESTION_MAX = ASK_RULES.field("question").max_len
EVIDENCE_PREFIX = "SOURCE_"


@dataclass(frozen=True)
class QuestionTarget:
    """What a question or search reads: a policy scope (marketplace set) or a source corpus."""

    marketplace: str = ""
    locale: str = ""
    category: str = ""
    review_date: str = ""
    corpus: str = ""
    has_scope: bool = False

    @property
    def kind(self) -> CorpusKind:
        return CorpusKind.SOURCES if self.corpus else CorpusKind.POLICIES

    def remembered(self) -> dict[str, Any]:
        """What memory keeps of the target (proto JSON names), so a later turn may omit it."""
        if self.corpus:
            return {"corpus": self.corpus}
        scope = {"marketplace": self.marketplace, "locale": self.locale}
        scope.update({k: v for k, v in (("category", self.category), ("reviewDate", self.review_date)) if v})
        return {"scope": scope}


class CorpusKind(StrEnum):
    """What a question reads; the relevance gate is calibrated per kind."""

    POLICIES = "policies"
    SOURCES = "sources"


def target_from_memory(stored: Mapping[str, Any] | None) -> QuestionTarget | None:
    """The target a conversation's newest turn was asked about (None when nothing usable is stored)."""
    if not stored:
        return None
    corpus = stored.get("corpus")
    if isinstance(corpus, str) and corpus:
        return QuestionTarget(corpus=corpus)
    scope = stored.get("scope")
    if not isinstance(scope, Mapping):
        return None
    return QuestionTarget(
        marketplace=str(scope.get("marketplace", "")),
        locale=str(scope.get("locale", "")),
        category=str(scope.get("category", "")),
        review_date=str(scope.get("reviewDate", "")),
        has_scope=True,
    )


def validate_target(target: QuestionTarget, text: str, text_field: str, *, in_conversation: bool = False) -> None:
    """Raises INVALID_REQUEST naming every violation (proto field names).

    ``in_conversation``: the request continues a conversation, so giving neither is valid (the use case
    answers NO_SCOPE_REMEMBERED when the conversation has none).
    """
    # The scope's values are checked when the scope is what the request reads.
    scope = None
    if target.has_scope and not target.corpus:
        scope = {
            "marketplace": target.marketplace,
            "locale": target.locale,
            "category": target.category,
            "review_date": target.review_date,
        }
    rules = ASK_RULES if text_field == "question" else SEARCH_RULES
    violations = field_rules.violations(rules, {text_field: text, "scope": scope, "corpus": target.corpus})
    if target.has_scope and target.corpus:
        violations.append(FieldViolation("scope", "exactly one of scope and corpus must be given"))
    elif not target.has_scope and not target.corpus and not in_conversation:
        violations.append(
            FieldViolation("scope", "exactly one of scope and corpus must be given (or a conversationId)")
        )
    if violations:
        raise invalid_request(violations)


def parse_conversation_id(value: str, field: str = "conversation_id") -> uuid.UUID | None:
    """None for an empty id; INVALID_REQUEST for anything that is not a UUID."""
    if not value:
        return None
    try:
        return parse_uuid(value)
    except ValueError:
        raise invalid_request([FieldViolation(field, "must be a UUID from an earlier answer")]) from None


def number_passages(passages: Sequence[Passage]) -> list[NumberedPassage]:
    """SOURCE_1..N in retrieval order: the only ids an answerer sees and cites."""
    return [NumberedPassage(f"{EVIDENCE_PREFIX}{index}", p) for index, p in enumerate(passages, start=1)]


@dataclass(frozen=True)
class StoredTurn:
    """One turn as memory holds it: the corrected reply the caller received, and what it was about."""

    turn: int
    question: str
    answer: str
    created_at: datetime
    target: Mapping[str, Any] | None = field(default=None, compare=False)


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


# A question that leans on the previous turn: it opens with one of these, or is short and points back.
FOLLOW_UP_OPENINGS = (
    "and ",
    "what about",
    "how about",
    "also",
    "same ",
    "what if",
    "does that",
    "does this",
    "does it",
    "is that",
    "is this",
    "is it",
    "do they",
    "and if",
    "but ",
    "then ",
)
FOLLOW_UP_POINTERS = frozenset({"that", "this", "it", "those", "these", "they", "them", "there", "same", "too", "also"})
# Words that say nothing about the subject; what is left decides whether a question stands alone.
_PLAIN_TEXT = (
    "a an and are as at be but by can could do does for from how i if in is it may me my of on or our "
    "same should so than that the them then there these they this those to too also us was we what when "
    "where which who why will with would you your about apply applies allowed ok okay"
)
_PLAIN_WORDS = frozenset(_PLAIN_TEXT.split(" "))
STANDALONE_CONTENT_WORDS = 4


def _content_words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in _PLAIN_WORDS and len(w) > 1]


def is_follow_up(question: str) -> bool:
    """Whether a question leans on the turn before it ("And what about links?", "Does that apply in the UK too?")."""
    lowered = question.strip().lower()
    words = set(re.findall(r"[a-z]+", lowered))
    if lowered.startswith(FOLLOW_UP_OPENINGS):
        return True
    return bool(words & FOLLOW_UP_POINTERS) and len(_content_words(question)) < STANDALONE_CONTENT_WORDS


def retrieval_query(question: str, history: Sequence[StoredTurn]) -> str:
    """The text retrieval searches for: a follow-up carries the previous question, its subject, before it.

    The previous question rather than its answer: the answer is quotes of the passages found then, which
    would pull the search back to them; the question says what the asker is talking about.
    """
    if not history or not is_follow_up(question):
        return question
    previous = history[-1].question.strip()
    combined = f"{previous} {question.strip()}"
    return combined if len(combined) <= QUESTION_MAX else question


class CannotAnswerReason(StrEnum):
    """Names equal the proto's CannotAnswerReason without its prefix."""

    NOTHING_RELEVANT = "NOTHING_RELEVANT"
    UNKNOWN_CORPUS = "UNKNOWN_CORPUS"
    NO_POLICIES_IN_SCOPE = "NO_POLICIES_IN_SCOPE"
    NO_SCOPE_REMEMBERED = "NO_SCOPE_REMEMBERED"


NOTHING_RELEVANT_TEXT = "Cannot answer from the indexed sources: nothing relevant to the question was found."
_SCOPE_OUTCOME_WORDS = {
    "SCOPE_OUTCOME_NO_RELEASE_FOR_MARKETPLACE_LOCALE": "no policy release is published for that marketplace and locale",
    "SCOPE_OUTCOME_NO_RELEASE_FOR_CATEGORY": "no policy release covers that category",
    "SCOPE_OUTCOME_NOT_EFFECTIVE_YET": "no policy release was in force yet on that date",
    "SCOPE_OUTCOME_EMBEDDING_MISMATCH": "the releases of that scope are indexed with another embedder",
}


def cannot_answer_text(reason: CannotAnswerReason, target: QuestionTarget, scope_outcome: str = "") -> str:
    """The answer text of each cannot-answer reason; names only what the caller sent (validated shapes)."""
    if reason is CannotAnswerReason.UNKNOWN_CORPUS:
        return (
            f"Cannot answer: no source corpus named {target.corpus!r} is indexed "
            "(list them with `python -m ingestion list-corpora`)."
        )
    if reason is CannotAnswerReason.NO_SCOPE_REMEMBERED:
        return (
            "Cannot answer: this conversation has no scope or corpus remembered; "
            "give a scope (marketplace and locale) or a corpus."
        )
    if reason is CannotAnswerReason.NO_POLICIES_IN_SCOPE:
        where = " ".join(part for part in (target.marketplace, target.locale, target.category) if part)
        when = f" on {target.review_date}" if target.review_date else ""
        why = _SCOPE_OUTCOME_WORDS.get(scope_outcome, "no policy release applies")
        return f"Cannot answer: there are no policies in this scope ({where}{when}): {why}."
    return NOTHING_RELEVANT_TEXT


@dataclass(frozen=True)
class QuestionGate:
    """The relevance gate of questions for one embedder: the best passage's cosine similarity must reach the
    kind's threshold, measured on a labelled set of on-topic and off-topic questions."""

    embedding_model: str
    thresholds: Mapping[str, float]
    dataset: str = ""
    method: str = ""
    figures: Mapping[str, Any] = field(default_factory=dict)

    def admits(self, kind: CorpusKind, passages: Sequence[Passage]) -> bool:
        threshold = self.thresholds.get(kind.value)
        if threshold is None:
            return bool(passages)
        return any(p.similarity >= threshold for p in passages)


GATES_FILE = "question_gates.json"
GATE_STEP = 0.025
GATE_METHOD = (
    "v1: per corpus kind, the best balanced accuracy on the labelled set over thresholds at on-topic questions' "
    "best similarities; then the middle of the gap between the highest refused off-topic and the lowest admitted "
    "on-topic similarity, rounded down to 0.025, so neither side sits on the edge"
)


@cache
def question_gates() -> dict[str, QuestionGate]:
    """The calibrated gates shipped with the gateway, by embedding model id."""
    raw = json.loads(resources.files("gateway").joinpath(GATES_FILE).read_text(encoding="utf-8"))
    return {
        model: QuestionGate(model, dict(entry["thresholds"]), entry.get("dataset", ""), entry.get("method", ""), entry)
        for model, entry in raw["gates"].items()
    }


def floor_to_step(value: float, step: float = GATE_STEP) -> float:
    return round(math.floor(value / step + 1e-9) * step, 6)


@dataclass(frozen=True)
class GateObservation:
    """One labelled question: its kind, whether it is on topic, and its best passage's similarity (None: no passage)."""

    kind: CorpusKind
    on_topic: bool
    best_similarity: float | None


@dataclass(frozen=True)
class GateFigures:
    threshold: float
    on_topic: int
    off_topic: int
    on_topic_admitted: int
    off_topic_refused: int

    @property
    def balanced_accuracy(self) -> float:
        admitted = self.on_topic_admitted / self.on_topic if self.on_topic else 1.0
        refused = self.off_topic_refused / self.off_topic if self.off_topic else 1.0
        return (admitted + refused) / 2


def measure_gate(observations: Sequence[GateObservation], threshold: float) -> GateFigures:
    def admitted(o: GateObservation) -> bool:
        return o.best_similarity is not None and o.best_similarity >= threshold

    on = [o for o in observations if o.on_topic]
    off = [o for o in observations if not o.on_topic]
    return GateFigures(
        threshold, len(on), len(off), sum(1 for o in on if admitted(o)), sum(1 for o in off if not admitted(o))
    )


def calibrate_question_gate(observations: Sequence[GateObservation]) -> GateFigures:
    """The documented method (GATE_METHOD) for one kind's observations."""
    on_topic = sorted(o.best_similarity for o in observations if o.on_topic and o.best_similarity is not None)
    if not on_topic:
        raise ValueError("no on-topic question retrieved anything: nothing to calibrate on")
    figures = [measure_gate(observations, threshold) for threshold in on_topic]
    best = max(f.balanced_accuracy for f in figures)
    edge = next(f for f in figures if f.balanced_accuracy == best)
    admitted = [s for s in on_topic if s >= edge.threshold]
    refused = [
        o.best_similarity
        for o in observations
        if not o.on_topic and o.best_similarity is not None and o.best_similarity < edge.threshold
    ]
    middle = floor_to_step((max(refused) + min(admitted)) / 2) if refused else floor_to_step(edge.threshold)
    centred = measure_gate(observations, middle)
    return centred if centred.balanced_accuracy >= best else measure_gate(observations, floor_to_step(edge.threshold))


# Exactly one of scope and corpus (validate_target): a scope with no corpus, or a corpus with no scope.
SCOPE_OR_CORPUS: dict[str, object] = {
    "oneOf": [
        {"required": ["scope"], "properties": {"corpus": {"maxLength": 0}}},
        {"required": ["corpus"], "properties": {"corpus": {"minLength": 1}}, "not": {"required": ["scope"]}},
    ]
}
# A question may also give neither when it continues a conversation: the conversation's scope is used.
ASK_TARGET: dict[str, object] = {
    "oneOf": [
        *SCOPE_OR_CORPUS["oneOf"],  # type: ignore[misc]
        {
            "required": ["conversationId"],
            "properties": {"corpus": {"maxLength": 0}, "conversationId": {"minLength": 1}},
            "not": {"required": ["scope"]},
        },
    ]
}
