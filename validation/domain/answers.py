"""Checks an answer to a question against the passages it was written from.

Quotes survive only when they occur verbatim (whitespace aside) in the passage they cite; every
reference in the answer (URL, domain, path, evidence id, version, section) survives only when
retrieval supplied it (validation.domain.references); sources the model listed itself are never
used. Citations are built from the cited passages' metadata. Each warning names what it is about:
the evidence id (only ever one of our SOURCE_n shape), the quote's place, or the removed
reference's place and kind, never the model's text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from services.records import NumberedPassage
from validation.domain.references import ReferenceKind, Removal, Retrieved, cited_ids, classify, evidence_shape, scrub

REMOVED_REFERENCE = "[unverified reference removed]"
# A shorter "quote" (a word or two) occurs almost anywhere and proves nothing.
MIN_QUOTE_CHARACTERS = 12
MAX_QUOTES = 20

_WHITESPACE = re.compile(r"\s+")


class AnswerWarningCode(StrEnum):
    """Names equal the proto's AnswerWarningCode without its prefix."""

    UNVERIFIED_QUOTE = "UNVERIFIED_QUOTE"
    UNKNOWN_EVIDENCE = "UNKNOWN_EVIDENCE"
    UNVERIFIED_REFERENCE = "UNVERIFIED_REFERENCE"
    MODEL_SOURCES_DISCARDED = "MODEL_SOURCES_DISCARDED"
    NO_VERIFIED_QUOTE = "NO_VERIFIED_QUOTE"


@dataclass(frozen=True)
class Quote:
    evidence_id: str
    text: str


@dataclass(frozen=True)
class AnswerWarning:
    """``subject`` says what the warning is about in our words ("quote 2", "reference 1", "sources",
    "answer"); ``reference_kind`` the kind of a removed reference."""

    code: AnswerWarningCode
    evidence_id: str = ""
    subject: str = ""
    reference_kind: ReferenceKind | None = None


@dataclass(frozen=True)
class VerifiedAnswer:
    """What the caller may receive: corrected text, verified quotes, citations from metadata."""

    answer: str
    quotes: tuple[Quote, ...]
    cited: tuple[NumberedPassage, ...]
    warnings: tuple[AnswerWarning, ...]

    @property
    def flagged(self) -> bool:
        return bool(self.warnings)


def normalize(text: str) -> str:
    """Whitespace collapsed; surrounding quote marks and ellipses dropped (models add them)."""
    collapsed = _WHITESPACE.sub(" ", text).strip()
    return collapsed.strip("\"'`“”‘’").removeprefix("...").removesuffix("...").strip()


def quote_occurs(quote: str, passage_text: str) -> bool:
    needle = normalize(quote)
    return len(needle) >= MIN_QUOTE_CHARACTERS and needle in _WHITESPACE.sub(" ", passage_text)


def quote_lines(quote: str, passage_text: str) -> tuple[int, int] | None:
    """The 0-based first and last line of the passage the quote spans (whitespace-insensitive match)."""
    collapsed: list[str] = []
    origin: list[int] = []  # index in passage_text of each collapsed character
    for index, char in enumerate(passage_text):
        if char.isspace():
            if collapsed and collapsed[-1] == " ":
                continue
            char = " "
        collapsed.append(char)
        origin.append(index)
    position = "".join(collapsed).find(normalize(quote))
    if position < 0:
        return None
    start = origin[position]
    end = origin[position + len(normalize(quote)) - 1]
    return passage_text.count("\n", 0, start), passage_text.count("\n", 0, end)


def scrub_references(answer: str, passages: Sequence[NumberedPassage]) -> tuple[str, tuple[Removal, ...]]:
    """The answer with every reference retrieval did not supply replaced (validation.domain.references)."""
    return scrub(answer, Retrieved.of(passages), REMOVED_REFERENCE)


def verify_answer(
    passages: Sequence[NumberedPassage],
    answer: str,
    quotes: Sequence[Quote],
    claimed_sources: Sequence[str] = (),
) -> VerifiedAnswer:
    """Deterministic: the same inputs always give the same corrected answer and warnings."""
    by_id = {p.evidence_id: p for p in passages}
    retrieved = Retrieved.of(passages)
    warnings: list[AnswerWarning] = []
    kept: list[Quote] = []
    seen: set[tuple[str, str]] = set()
    for place, quote in enumerate(quotes[:MAX_QUOTES], start=1):
        subject = f"quote {place}"
        passage = by_id.get(quote.evidence_id)
        if passage is None:
            # The id is echoed only when it has our SOURCE_n shape: a model's URL in that field stays out.
            warnings.append(
                AnswerWarning(AnswerWarningCode.UNKNOWN_EVIDENCE, evidence_shape(quote.evidence_id), subject)
            )
            continue
        if not quote_occurs(quote.text, passage.passage.text):
            warnings.append(AnswerWarning(AnswerWarningCode.UNVERIFIED_QUOTE, quote.evidence_id, subject))
            continue
        key = (quote.evidence_id, normalize(quote.text))
        if key not in seen:
            seen.add(key)
            kept.append(Quote(quote.evidence_id, normalize(quote.text)))

    text, removals = scrub_references(answer, passages)
    warnings.extend(_removal_warning(removal) for removal in removals)
    if any(not _source_retrieved(source.strip(), retrieved) for source in claimed_sources if source.strip()):
        warnings.append(AnswerWarning(AnswerWarningCode.MODEL_SOURCES_DISCARDED, subject="sources"))
    if not kept:
        warnings.append(AnswerWarning(AnswerWarningCode.NO_VERIFIED_QUOTE, subject="answer"))

    cited_ids_ = {quote.evidence_id for quote in kept} | cited_ids(text, retrieved)
    cited = tuple(_narrowed(p, kept) for p in passages if p.evidence_id in cited_ids_)
    # An answer whose support cannot be pinned down still came from these passages: cite them all.
    return VerifiedAnswer(text, tuple(kept), cited or tuple(passages), tuple(warnings))


def _removal_warning(removal: Removal) -> AnswerWarning:
    code = (
        AnswerWarningCode.UNKNOWN_EVIDENCE
        if removal.kind is ReferenceKind.EVIDENCE_ID
        else AnswerWarningCode.UNVERIFIED_REFERENCE
    )
    return AnswerWarning(code, removal.evidence_id, f"reference {removal.occurrence}", removal.kind)


def _source_retrieved(source: str, retrieved: Retrieved) -> bool:
    return retrieved.carries(classify(source) or ReferenceKind.PATH, source)


def _narrowed(passage: NumberedPassage, quotes: Sequence[Quote]) -> NumberedPassage:
    """A source passage's citation narrowed to the lines its verified quotes span (file and lines)."""
    source = passage.passage
    if not source.path or source.line_start < 1:
        return passage
    spans = [quote_lines(q.text, source.text) for q in quotes if q.evidence_id == passage.evidence_id]
    found = [span for span in spans if span is not None]
    if not found:
        return passage
    first = source.line_start + min(span[0] for span in found)
    last = source.line_start + max(span[1] for span in found)
    return NumberedPassage(passage.evidence_id, replace(source, line_start=first, line_end=min(last, source.line_end)))
