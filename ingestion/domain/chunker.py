"""Splits a policy into chunks: one per section, and smaller pieces only for sections too long to embed whole.

Too long means over ``max_chars`` or, for an embedder with a token window, over the window once the
chunk is in its embedded form (document_text: title and heading included): the embedder would cut
the rest off and that text would never be found.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ingestion.domain.model import PolicyChunk, PolicyDocument, chunk_id, content_hash
from services.embedders.base import document_text

DEFAULT_MAX_CHUNK_CHARS = 1500

# Coarsest boundary first, so a rule stays with its conditions whenever the size allows.
_BOUNDARIES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\n\s*\n"), "\n\n"),  # paragraphs
    (re.compile(r"\n"), "\n"),  # lines, e.g. list items
    (re.compile(r"(?<=[.!?;:])\s+"), " "),  # sentences
    (re.compile(r"\s+"), " "),  # words
)

Fits = Callable[[str], bool]


@dataclass(frozen=True)
class TokenWindow:
    """An embedder's window: how it counts tokens (exact or an upper bound) and how many it reads."""

    count_tokens: Callable[[str], int]
    max_tokens: int


@dataclass(frozen=True)
class OverWindow:
    """A chunk that still exceeds the embedder's window after splitting: the embedder would cut it."""

    section_id: str
    ordinal: int
    tokens: int
    max_tokens: int


def chunk_policy(
    document: PolicyDocument, max_chars: int = DEFAULT_MAX_CHUNK_CHARS, window: TokenWindow | None = None
) -> tuple[PolicyChunk, ...]:
    """The document's chunks in reading order; ordinals count from 0 within each section."""
    if max_chars < 1:
        raise ValueError("max_chars must be positive")
    release = document.release_id
    chunks: list[PolicyChunk] = []
    for section in document.sections:

        def fits(piece: str, heading: str = section.heading) -> bool:
            if len(piece) > max_chars:
                return False
            return window is None or window.count_tokens(document_text(document.title, heading, piece)) <= (
                window.max_tokens
            )

        pieces = split_text(section.text, max_chars, fits=fits)
        for ordinal, piece in enumerate(pieces):
            embedding_text = document_text(document.title, section.heading, piece)
            chunks.append(
                PolicyChunk(
                    chunk_id=chunk_id(release, section.section_id, ordinal),
                    section_id=section.section_id,
                    section_heading=section.heading,
                    ordinal=ordinal,
                    text=piece,
                    finding_codes=section.finding_codes,
                    embedding_text=embedding_text,
                    content_hash=content_hash(embedding_text),
                    section_chunk_count=len(pieces),
                    applies_to_conditions=section.applies_to_conditions,
                    applies_to_categories=section.applies_to_categories,
                )
            )
    return tuple(chunks)


def over_window(chunks: tuple[PolicyChunk, ...], window: TokenWindow | None) -> list[OverWindow]:
    """Chunks whose embedded text is still over the window (no boundary left to split at, or a long heading)."""
    if window is None:
        return []
    found = []
    for chunk in chunks:
        tokens = window.count_tokens(chunk.embedding_text)
        if tokens > window.max_tokens:
            found.append(OverWindow(chunk.section_id, chunk.ordinal, tokens, window.max_tokens))
    return found


def split_text(text: str, max_chars: int, level: int = 0, *, fits: Fits | None = None) -> list[str]:
    """Pieces that fit (at most max_chars, and ``fits`` when given), cut at the coarsest boundary, packed greedily.

    Past the word level only characters are left: pieces are then cut at max_chars, and one that still
    does not fit the token window is left for ``over_window`` to report rather than cut blindly.
    """
    accept: Fits = fits or (lambda piece: len(piece) <= max_chars)
    text = text.strip()
    if accept(text):
        return [text] if text else []
    if level == len(_BOUNDARIES):
        return [text[start : start + max_chars] for start in range(0, len(text), max_chars)]
    pattern, joiner = _BOUNDARIES[level]
    parts = [part.strip() for part in pattern.split(text) if part.strip()]
    if len(parts) <= 1:
        return split_text(text, max_chars, level + 1, fits=accept)
    pieces: list[str] = []
    current = ""
    for part in parts:
        for sub in split_text(part, max_chars, level + 1, fits=accept):
            candidate = f"{current}{joiner}{sub}" if current else sub
            if accept(candidate):
                current = candidate
            else:
                if current:
                    pieces.append(current)
                current = sub
    if current:
        pieces.append(current)
    return pieces
