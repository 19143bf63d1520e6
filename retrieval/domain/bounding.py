"""Score fusion and bounding: what of the candidates reaches the ledger, in which order."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from retrieval.domain.model import Candidate, RetrievalMode
from services.records import Evidence, rescored
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
    # Put the sections of the codes the detectors signal first (docs/decisions.md).
    signal_ranking: bool = True


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
        fused.append(rescored(candidate.evidence, fused_score=score))
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
    signalled: Iterable[FindingCode] = (),
) -> CompletedEvidence:
    """The ledger's evidence: sections for the signalled codes first, then similarity, then completion.

    ``kept`` is the similarity evidence (bound's output); ``candidates`` every fused candidate and
    ``coverage`` the store's nearest applicable chunks per code (the gate and caps do not apply to
    either: a section is needed here for the code it supports, not for its score). ``signalled`` are
    the codes the deterministic detectors see in the listing.

    1. Every section in scope that supports a signalled code, the most specific first (fewest codes),
       then by fused rank: what the listing triggers leads the ledger, whatever else its text pulls.
    2. The similarity evidence, in its order.
    3. For each code the scope supports and no entry above does, its best-ranked section, so a code
       only an LLM reviewer would raise still has a section to be grounded in.

    Budget: over ``max_context_characters``, similarity evidence whose codes other entries also support
    goes first (lowest ranked first), then completion entries, then the rest of the similarity
    evidence, then signalled sections (last first); the codes no remaining entry supports are
    reported as omitted, never dropped silently.
    """
    order = {code: index for index, code in enumerate(FindingCode)}
    ranked = sorted(candidates, key=_order)
    nearest = sorted(coverage, key=lambda e: (-e.vector_score, e.chunk_id))
    scope_codes = _codes(ranked) | _codes(nearest)
    if not rules.evidence_completion:
        return CompletedEvidence(tuple(kept), tuple(sorted(scope_codes, key=order.__getitem__)), ())
    signals = set(signalled) & scope_codes if rules.signal_ranking else set()
    pool: dict[tuple[str, str], tuple[int, Evidence]] = {}
    for position, item in enumerate([*ranked, *nearest]):
        pool.setdefault((item.release_id, item.section_id), (position, item))
    leading = sorted(
        (
            (len(item.supported_finding_codes), position, item)
            for position, item in pool.values()
            if signals & set(item.supported_finding_codes)
        ),
        key=lambda entry: entry[:2],
    )
    entries: list[Evidence] = [item for _, _, item in leading]
    sections = {(e.release_id, e.section_id) for e in entries}
    similarity = [e for e in kept if (e.release_id, e.section_id) not in sections]
    entries.extend(similarity)
    sections |= {(e.release_id, e.section_id) for e in similarity}
    covered = _codes(entries)
    additions: list[Evidence] = []
    for _, item in sorted(pool.values(), key=lambda entry: entry[0]):
        section = (item.release_id, item.section_id)
        if section in sections or not set(item.supported_finding_codes) - covered:
            continue
        sections.add(section)
        additions.append(item)
        covered |= set(item.supported_finding_codes)
    entries.extend(additions)
    # Least needed first: completion sections are only there for codes nobody signalled.
    eviction_order = [*reversed(additions), *reversed(similarity), *(item for _, _, item in reversed(leading))]
    similar = {id(e) for e in similarity}

    def redundant(item: Evidence) -> bool:
        return set(item.supported_finding_codes) <= _codes(other for other in entries if other is not item)

    while sum(len(item.text) for item in entries) > rules.max_context_characters:
        victim = next((e for e in eviction_order if id(e) in similar and e in entries and redundant(e)), None)
        victim = victim or next((e for e in eviction_order if e in entries), None)
        if victim is None:
            break
        entries.remove(victim)
    omitted = scope_codes - _codes(entries)
    return CompletedEvidence(
        evidence=tuple(entries),
        scope_codes=tuple(sorted(scope_codes, key=order.__getitem__)),
        omitted_codes=tuple(sorted(omitted, key=order.__getitem__)),
    )
