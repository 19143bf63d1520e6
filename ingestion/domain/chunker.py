"""Splits a policy into chunks: one per section, and paragraph-sized pieces only for oversized sections."""

from __future__ import annotations

import re

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


def chunk_policy(document: PolicyDocument, max_chars: int = DEFAULT_MAX_CHUNK_CHARS) -> tuple[PolicyChunk, ...]:
    """The document's chunks in reading order; ordinals count from 0 within each section."""
    if max_chars < 1:
        raise ValueError("max_chars must be positive")
    release = document.release_id
    chunks: list[PolicyChunk] = []
    for section in document.sections:
        pieces = split_text(section.text, max_chars)
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


def split_text(text: str, max_chars: int, level: int = 0) -> list[str]:
    """Pieces of at most max_chars, cut at the coarsest boundary that fits, packed greedily."""
    text = text.strip()
    if len(text) <= max_chars:
        return [text] if text else []
    if level == len(_BOUNDARIES):
        return [text[start : start + max_chars] for start in range(0, len(text), max_chars)]
    pattern, joiner = _BOUNDARIES[level]
    parts = [part.strip() for part in pattern.split(text) if part.strip()]
    if len(parts) <= 1:
        return split_text(text, max_chars, level + 1)
    pieces: list[str] = []
    current = ""
    for part in parts:
        for sub in split_text(part, max_chars, level + 1):
            candidate = f"{current}{joiner}{sub}" if current else sub
            if len(candidate) <= max_chars:
                current = candidate
            else:
                pieces.append(current)
                current = sub
    if current:
        pieces.append(current)
    return pieces
