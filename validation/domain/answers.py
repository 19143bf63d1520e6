"""Checks an answer to a question against the passages it was written from.

Quotes survive only when they occur verbatim (whitespace aside) in the passage they cite; URLs
and file paths in the answer survive only when a retrieved passage carries them; sources the
model listed itself are never used. Citations are built from the cited passages' metadata.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from services.records import NumberedPassage

REMOVED_REFERENCE = "[unverified reference removed]"
# A shorter "quote" (a word or two) occurs almost anywhere and proves nothing.
MIN_QUOTE_CHARACTERS = 12
MAX_QUOTES = 20

_WHITESPACE = re.compile(r"\s+")
_URL = re.compile(r"https?://[^\s<>\"'`()\[\]]+", re.IGNORECASE)
# Something/with/slashes.ext or a bare file name with a source-file extension.
_PATH = re.compile(
    r"(?<![\w/.:-])(?:[\w.-]+/)+[\w.-]+\.[A-Za-z0-9]{1,8}\b"
    r"|(?<![\w/.:-])[\w-]+\.(?:py|pyi|md|rst|txt|java|kt|ts|js|go|rs|toml|cfg|ini|yaml|yml|json|sql|c|h|cpp)\b"
)
_EVIDENCE_ID = re.compile(r"\bSOURCE_\d{1,3}\b")


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
    code: AnswerWarningCode
    evidence_id: str = ""


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


def _retrieved_urls(passages: Sequence[NumberedPassage]) -> set[str]:
    return {p.passage.source_url.rstrip("/") for p in passages if p.passage.source_url}


def _retrieved_paths(passages: Sequence[NumberedPassage]) -> set[str]:
    return {p.passage.path for p in passages if p.passage.path}


def _path_retrieved(reference: str, paths: set[str]) -> bool:
    # A model may shorten a retrieved path to its tail (psycopg.py for pgvector/psycopg.py); that
    # still names a retrieved file. Anything else is invented.
    reference = reference.lstrip("./")
    return any(path == reference or path.endswith("/" + reference) for path in paths)


def _is_retrieved(reference: str, urls: set[str], paths: set[str]) -> bool:
    if _URL.fullmatch(reference):
        return reference.rstrip("/.,;:") in urls
    return _path_retrieved(reference, paths)


def scrub_references(answer: str, passages: Sequence[NumberedPassage]) -> tuple[str, int]:
    """The answer with every URL and file path no passage carries replaced; returns (text, removed).

    A reference a passage's own text contains (a policy quoting an example address) was retrieved too.
    """
    urls, paths = _retrieved_urls(passages), _retrieved_paths(passages)
    texts = [p.passage.text for p in passages]
    removed = 0

    def url(match: re.Match[str]) -> str:
        nonlocal removed
        text = match.group(0)
        trailing = len(text) - len(text.rstrip(".,;:"))
        core = text[: len(text) - trailing]
        if core.rstrip("/") in urls or any(core in passage for passage in texts):
            return text
        removed += 1
        return REMOVED_REFERENCE + text[len(core) :]

    def path(match: re.Match[str]) -> str:
        nonlocal removed
        if _path_retrieved(match.group(0), paths) or any(match.group(0) in passage for passage in texts):
            return match.group(0)
        removed += 1
        return REMOVED_REFERENCE

    # URLs first, so a URL's own path part is never judged as a file path.
    pieces = []
    last = 0
    for match in _URL.finditer(answer):
        pieces.append(_PATH.sub(path, answer[last : match.start()]))
        pieces.append(url(match))
        last = match.end()
    pieces.append(_PATH.sub(path, answer[last:]))
    return "".join(pieces), removed


def verify_answer(
    passages: Sequence[NumberedPassage],
    answer: str,
    quotes: Sequence[Quote],
    claimed_sources: Sequence[str] = (),
) -> VerifiedAnswer:
    """Deterministic: the same inputs always give the same corrected answer and warnings."""
    by_id = {p.evidence_id: p for p in passages}
    warnings: list[AnswerWarning] = []
    kept: list[Quote] = []
    seen: set[tuple[str, str]] = set()
    for quote in quotes[:MAX_QUOTES]:
        passage = by_id.get(quote.evidence_id)
        if passage is None:
            warnings.append(AnswerWarning(AnswerWarningCode.UNKNOWN_EVIDENCE))
            continue
        if not quote_occurs(quote.text, passage.passage.text):
            warnings.append(AnswerWarning(AnswerWarningCode.UNVERIFIED_QUOTE, quote.evidence_id))
            continue
        key = (quote.evidence_id, normalize(quote.text))
        if key not in seen:
            seen.add(key)
            kept.append(Quote(quote.evidence_id, normalize(quote.text)))

    text, removed = scrub_references(answer, passages)
    warnings.extend(AnswerWarning(AnswerWarningCode.UNVERIFIED_REFERENCE) for _ in range(removed))
    urls, paths = _retrieved_urls(passages), _retrieved_paths(passages)
    if any(not _is_retrieved(source.strip(), urls, paths) for source in claimed_sources if source.strip()):
        warnings.append(AnswerWarning(AnswerWarningCode.MODEL_SOURCES_DISCARDED))
    if not kept:
        warnings.append(AnswerWarning(AnswerWarningCode.NO_VERIFIED_QUOTE))

    cited_ids = {quote.evidence_id for quote in kept} | set(_EVIDENCE_ID.findall(text))
    cited = tuple(_narrowed(p, kept) for p in passages if p.evidence_id in cited_ids)
    # An answer whose support cannot be pinned down still came from these passages: cite them all.
    return VerifiedAnswer(text, tuple(kept), cited or tuple(passages), tuple(warnings))


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
