"""Score fusion and bounding: what of the candidates reaches the ledger, in which order."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from retrieval.domain.model import Candidate, RetrievalMode
from services.records import Evidence
from services.vocabulary import FindingCode


@dataclass(frozen=True)
class BoundingRules:
    similarity_threshold: float
    lexical_threshold: float
    top_k: int
    max_chunks_per_policy: int
    max_context_characters: int
    # Add each code's best applicable section when similarity left it out (docs/decisions.md).
    evidence_completion: bool = True


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


@dataclass(frozen=True)
class CompletedEvidence:
    """Evidence after completion, with what the scope supports and what the budget left out."""

    evidence: tuple[Evidence, ...]
    # Codes some applicable in-scope section supports, in vocabulary order.
    scope_codes: tuple[FindingCode, ...]
    # Scope codes no returned section supports because the character budget had no room for one.
    omitted_codes: tuple[FindingCode, ...]


def _codes(items: Iterable[Evidence]) -> set[FindingCode]:
    return {code for item in items for code in item.supported_finding_codes}


def complete(
    kept: Sequence[Evidence],
    candidates: Iterable[Evidence],
    coverage: Iterable[Evidence],
    rules: BoundingRules,
) -> CompletedEvidence:
    """Adds, for each code the scope supports that no kept section does, its best-ranked section.

    ``kept`` is the similarity evidence (bound's output), ``candidates`` every fused candidate (the
    gate and caps ignored: a section is needed here for the code it supports, not for its score),
    ``coverage`` the store's nearest applicable chunk per code, which reaches sections the candidate
    pool did not. Whatever a listing's text pulls towards, every code a reviewer could signal then has a
    section to be grounded in. Additions follow the kept evidence in fused order.

    Budget: when the additions overflow ``max_context_characters``, similarity evidence whose codes
    other entries also support is dropped first (lowest ranked first); only then is an addition dropped,
    and the codes it alone supported are reported as omitted, never dropped silently.
    """
    ranked = sorted(candidates, key=_order)
    nearest = sorted(coverage, key=lambda e: (-e.vector_score, e.chunk_id))
    scope_codes = _codes(ranked) | _codes(nearest)
    order = {code: index for index, code in enumerate(FindingCode)}
    if not rules.evidence_completion:
        return CompletedEvidence(tuple(kept), tuple(sorted(scope_codes, key=order.__getitem__)), ())
    chosen: list[Evidence] = list(kept)
    sections = {(e.release_id, e.section_id) for e in chosen}
    covered = _codes(chosen)
    additions: list[Evidence] = []
    for item in [*ranked, *nearest]:
        section = (item.release_id, item.section_id)
        if section in sections or not set(item.supported_finding_codes) - covered:
            continue
        sections.add(section)
        additions.append(item)
        covered |= set(item.supported_finding_codes)
    entries = [*chosen, *additions]
    protected = set(id(item) for item in additions)

    def size() -> int:
        return sum(len(item.text) for item in entries)

    while size() > rules.max_context_characters:
        redundant = next(
            (
                item
                for item in reversed(entries)
                if id(item) not in protected
                and set(item.supported_finding_codes) <= _codes(other for other in entries if other is not item)
            ),
            None,
        )
        if redundant is None:
            redundant = next((item for item in reversed(entries) if id(item) in protected), None)
        if redundant is None:
            break
        entries.remove(redundant)
    omitted = scope_codes - _codes(entries)
    return CompletedEvidence(
        evidence=tuple(entries),
        scope_codes=tuple(sorted(scope_codes, key=order.__getitem__)),
        omitted_codes=tuple(sorted(omitted, key=order.__getitem__)),
    )
