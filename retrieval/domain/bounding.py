"""Score fusion and bounding: what of the candidates reaches the ledger, in which order."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from retrieval.domain.model import Candidate, RetrievalMode
from services.records import Evidence


@dataclass(frozen=True)
class BoundingRules:
    similarity_threshold: float
    lexical_threshold: float
    top_k: int
    max_chunks_per_policy: int
    max_context_characters: int


def rrf_score(ranks: Iterable[int | None], k: int) -> float:
    """Reciprocal rank fusion: each list a chunk appears in adds 1 / (k + rank)."""
    return sum(1.0 / (k + rank) for rank in ranks if rank is not None)


def fuse(candidates: Sequence[Candidate], mode: RetrievalMode, rrf_k: int) -> list[Evidence]:
    """Sets each candidate's fused score: cosine similarity in vector mode, RRF of both ranks in hybrid."""
    fused = []
    for candidate in candidates:
        if mode is RetrievalMode.HYBRID:
            score = rrf_score((candidate.vector_rank, candidate.lexical_rank), rrf_k)
        else:
            score = candidate.evidence.vector_score
        fused.append(replace(candidate.evidence, fused_score=score))
    return fused


def is_relevant(evidence: Evidence, rules: BoundingRules, mode: RetrievalMode) -> bool:
    """The calibrated gate. In hybrid mode a strong full-text match is enough on its own.

    That is hybrid's point: a listing quoting a policy's exact words (a phone number, "www.")
    can sit below the similarity threshold of a bag-of-words embedding.
    """
    if evidence.vector_score >= rules.similarity_threshold:
        return True
    return mode is RetrievalMode.HYBRID and evidence.lexical_score >= rules.lexical_threshold


def _order(evidence: Evidence) -> tuple[float, float, str]:
    # Ties broken by similarity, then chunk id, so equal scores never reorder between runs.
    return (-evidence.fused_score, -evidence.vector_score, evidence.chunk_id)


def bound(evidence: Iterable[Evidence], rules: BoundingRules, mode: RetrievalMode) -> tuple[Evidence, ...]:
    """Threshold, sort by fused score, best chunk per section, per-policy cap, character cap, top-k.

    A chunk that would overflow the character budget is skipped rather than ending the list,
    so a long section does not crowd out shorter relevant ones below it.
    """
    ranked = sorted((e for e in evidence if is_relevant(e, rules, mode)), key=_order)
    sections: set[tuple[str, str]] = set()
    per_policy: Counter[str] = Counter()
    characters = 0
    kept: list[Evidence] = []
    for item in ranked:
        if len(kept) >= rules.top_k:
            break
        section = (item.release_id, item.section_id)
        if section in sections:
            continue
        sections.add(section)
        if per_policy[item.policy_id] >= rules.max_chunks_per_policy:
            continue
        if characters + len(item.text) > rules.max_context_characters:
            continue
        kept.append(item)
        per_policy[item.policy_id] += 1
        characters += len(item.text)
    return tuple(kept)
