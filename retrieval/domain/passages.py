"""Passages for questions: policy evidence as passages, and the bounding of source-corpus candidates."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from retrieval.domain.bounding import BoundingRules
from retrieval.domain.model import RetrievalMode
from services.records import Evidence, Passage


def evidence_to_passage(evidence: Evidence) -> Passage:
    return Passage(
        chunk_id=evidence.chunk_id,
        text=evidence.text,
        score=evidence.fused_score,
        heading=evidence.section_heading,
        policy_id=evidence.policy_id,
        policy_version=evidence.policy_version,
        section_id=evidence.section_id,
        source_url=evidence.source_url,
        effective_from=evidence.effective_from,
        similarity=evidence.vector_score,
    )


@dataclass(frozen=True)
class SourceCandidate:
    """A source-corpus chunk the search found, with its scores and its rank in each list."""

    passage: Passage
    vector_score: float
    lexical_score: float
    vector_rank: int | None
    lexical_rank: int | None


def _relevant(candidate: SourceCandidate, rules: BoundingRules, mode: RetrievalMode) -> bool:
    # The same calibrated gate as policy evidence, applied through a stand-in with the two scores.
    if candidate.vector_score >= rules.similarity_threshold:
        return True
    return mode is RetrievalMode.HYBRID and candidate.lexical_score >= rules.lexical_threshold


def bound_sources(
    candidates: Iterable[SourceCandidate], rules: BoundingRules, mode: RetrievalMode, rrf_k: int
) -> tuple[Passage, ...]:
    """Gate, fuse (RRF in hybrid), sort, at most two chunks per file, character cap, top-k."""
    scored = []
    for candidate in candidates:
        if not _relevant(candidate, rules, mode):
            continue
        if mode is RetrievalMode.HYBRID:
            ranks = (candidate.vector_rank, candidate.lexical_rank)
            score = sum(1.0 / (rrf_k + rank) for rank in ranks if rank is not None)
        else:
            score = candidate.vector_score
        scored.append((score, candidate))
    scored.sort(key=lambda item: (-item[0], -item[1].vector_score, item[1].passage.chunk_id))
    per_file: dict[str, int] = {}
    characters = 0
    kept: list[Passage] = []
    for score, candidate in scored:
        if len(kept) >= rules.top_k:
            break
        passage = candidate.passage
        if per_file.get(passage.path, 0) >= rules.max_chunks_per_policy:
            continue
        if characters + len(passage.text) > rules.max_context_characters:
            continue
        per_file[passage.path] = per_file.get(passage.path, 0) + 1
        characters += len(passage.text)
        kept.append(replace(passage, score=score, similarity=candidate.vector_score))
    return tuple(kept)
