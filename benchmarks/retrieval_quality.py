"""Retrieval quality on labelled listings: section recall@k and MRR per mode, and the score distributions.

Publishes the corpus into a scratch database of the test cluster (tests.support order: DSN from
the environment, a container, else the embedded server), embeds with WordLlama, and measures the
store and bounding code the service runs. ``python -m benchmarks.retrieval_quality``.
"""

from __future__ import annotations

import asyncio
import json
import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path

from ingestion.adapters.labelled_listings import load_labelled_listings, newest_dataset
from ingestion.domain.calibration import ListingScores, SectionScore, calibrate_gate
from retrieval.adapters.postgres import PostgresPolicyStore
from retrieval.domain.bounding import BoundingRules, bound, fuse
from retrieval.domain.model import (
    Candidate,
    EmbeddingSpace,
    RetrievalMode,
    ScopeRequest,
    SearchQuery,
)
from retrieval.domain.query import render_lexical_text, render_query
from retrieval.domain.scope import resolve_scope
from retrieval.settings import RetrievalSettings
from services.database import make_pool
from services.embedders.wordllama import WordLlamaEmbedder
from services.records import Evidence, Listing
from services.settings import PROJECT_ROOT
from services.vocabulary import ListingCondition, Marketplace

LABELLED = PROJECT_ROOT / "tests" / "retrieval" / "labelled_listings.json"
EVALUATION_DATASET = newest_dataset()
KS = (1, 3, 8)
EVERYTHING = 10_000

Section = tuple[str, str]


@dataclass(frozen=True)
class LabelledCase:
    case_id: str
    listing: Listing
    review_date: date
    expected: frozenset[Section]


def load_labelled(path: Path = LABELLED) -> list[LabelledCase]:
    document = json.loads(path.read_text(encoding="utf-8"))
    review_date = date.fromisoformat(document["review_date"])
    cases = []
    for raw in document["cases"]:
        fields = raw["listing"]
        listing = Listing(
            listing_id=raw["id"],
            marketplace=Marketplace(fields["marketplace"]),
            locale=fields["locale"],
            category=fields["category"],
            title=fields["title"],
            description=fields["description"],
            condition=ListingCondition(fields["condition"]),
            price=float(fields["price"]),
            attributes=dict(fields.get("attributes", {})),
        )
        expected = frozenset((policy, section) for policy, section in raw["expected"])
        cases.append(LabelledCase(raw["id"], listing, review_date, expected))
    return cases


def load_evaluation_cases() -> list[LabelledCase]:
    """Cases of the evaluation dataset that expect at least one section; empty when it is not there yet."""
    try:
        labelled = load_labelled_listings(EVALUATION_DATASET)
    except Exception as error:  # absent or not loadable: measure our own set only
        print(f"(evaluation dataset {EVALUATION_DATASET} not used: {type(error).__name__})")
        return []
    return [LabelledCase(c.case_id, c.listing, c.review_date, c.expected) for c in labelled]


def section_ranking(evidence: Iterable[Evidence]) -> list[Section]:
    """Sections in order of their best chunk."""
    seen: dict[Section, None] = {}
    for item in evidence:
        seen.setdefault((item.policy_id, item.section_id), None)
    return list(seen)


def recall_at(ranking: Sequence[Section], expected: frozenset[Section], k: int) -> float:
    return len(expected & set(ranking[:k])) / len(expected)


def reciprocal_rank(ranking: Sequence[Section], expected: frozenset[Section]) -> float:
    for position, section in enumerate(ranking, start=1):
        if section in expected:
            return 1.0 / position
    return 0.0


def ordered(evidence: Iterable[Evidence]) -> list[Evidence]:
    return sorted(evidence, key=lambda e: (-e.fused_score, -e.vector_score, e.chunk_id))


def percentiles(values: Sequence[float]) -> str:
    if not values:
        return "n/a"
    cuts = statistics.quantiles(values, n=20, method="inclusive") if len(values) > 1 else [values[0]] * 19
    return (
        f"n={len(values):4d} min={min(values):.3f} p5={cuts[0]:.3f} p25={cuts[4]:.3f} "
        f"median={statistics.median(values):.3f} p75={cuts[14]:.3f} p95={cuts[18]:.3f} max={max(values):.3f}"
    )


@dataclass
class Observation:
    case: LabelledCase
    candidates: dict[RetrievalMode, list[Candidate]]
    everything: list[Candidate]


async def observe(cases: Sequence[LabelledCase], store: PostgresPolicyStore, pool_size: int) -> list[Observation]:
    embedder = WordLlamaEmbedder()
    space = EmbeddingSpace(embedder.model_id, embedder.dimensions)
    observations = []
    for case in cases:
        listing = case.listing
        request = ScopeRequest(listing.marketplace, listing.locale, listing.category, case.review_date)
        resolution = resolve_scope(await store.active_releases(listing.marketplace, listing.locale), request, space)
        if not resolution.resolved:
            print(f"{case.case_id}: scope {resolution.outcome.value}, skipped")
            continue
        embedding = tuple(await embedder.embed_query(render_query(listing)))
        lexical = render_lexical_text(listing)
        by_mode = {}
        for mode in RetrievalMode:
            query = SearchQuery(
                resolution.releases,
                space,
                embedding,
                lexical if mode is RetrievalMode.HYBRID else None,
                pool_size,
            )
            by_mode[mode] = await store.search(query)
        everything = await store.search(SearchQuery(resolution.releases, space, embedding, lexical, EVERYTHING))
        observations.append(Observation(case, by_mode, everything))
    return observations


def report_distributions(observations: Sequence[Observation]) -> None:
    relevant_vector: list[float] = []
    other_vector: list[float] = []
    relevant_lexical: list[float] = []
    other_lexical: list[float] = []
    for observation in observations:
        for candidate in observation.everything:
            evidence = candidate.evidence
            is_relevant = (evidence.policy_id, evidence.section_id) in observation.case.expected
            (relevant_vector if is_relevant else other_vector).append(evidence.vector_score)
            (relevant_lexical if is_relevant else other_lexical).append(evidence.lexical_score)
    print("cosine similarity, relevant chunks:   ", percentiles(relevant_vector))
    print("cosine similarity, irrelevant chunks: ", percentiles(other_vector))
    print("full-text rank, relevant chunks:      ", percentiles(relevant_lexical))
    print("full-text rank, irrelevant chunks:    ", percentiles(other_lexical))
    best_irrelevant, worst_relevant = [], []
    for observation in observations:
        scores: dict[bool, list[float]] = {True: [], False: []}
        for candidate in observation.everything:
            evidence = candidate.evidence
            scores[(evidence.policy_id, evidence.section_id) in observation.case.expected].append(evidence.vector_score)
        best_irrelevant.append(max(scores[False], default=0.0))
        worst_relevant.append(min(scores[True], default=0.0))
    print("per listing, best irrelevant chunk:   ", percentiles(best_irrelevant))
    print("per listing, worst relevant chunk:    ", percentiles(worst_relevant))


def report_rankings(observations: Sequence[Observation], rrf_k: int) -> None:
    print("ranking before bounding (sections by best chunk, candidate pool as configured):")
    for mode in RetrievalMode:
        recalls: dict[int, list[float]] = {k: [] for k in KS}
        reciprocal = []
        for observation in observations:
            ranking = section_ranking(ordered(fuse(observation.candidates[mode], mode, rrf_k)))
            for k in KS:
                recalls[k].append(recall_at(ranking, observation.case.expected, k))
            reciprocal.append(reciprocal_rank(ranking, observation.case.expected))
        cells = "  ".join(f"recall@{k} {statistics.mean(recalls[k]):.3f}" for k in KS)
        print(f"  {mode.value:6s}  {cells}  MRR {statistics.mean(reciprocal):.3f}")


def calibrated_gates(observations: Sequence[Observation], lexical_threshold: float) -> dict[RetrievalMode, float]:
    """The gates `make calibrate` would record on this set (ingestion.domain.calibration's method)."""
    scored = []
    for observation in observations:
        best: dict[Section, SectionScore] = {}
        for candidate in observation.everything:
            evidence = candidate.evidence
            section = (evidence.policy_id, evidence.section_id)
            known = best.get(section)
            best[section] = SectionScore(
                section,
                max(evidence.vector_score, known.similarity if known else -1.0),
                max(evidence.lexical_score, known.lexical if known else 0.0),
            )
        scored.append(ListingScores(observation.case.case_id, observation.case.expected, tuple(best.values())))
    return {mode: calibrate_gate(scored, mode.value, lexical_threshold).similarity_threshold for mode in RetrievalMode}


def report_bounded(
    observations: Sequence[Observation],
    rules: BoundingRules,
    rrf_k: int,
    thresholds: Sequence[float],
    lexical_thresholds: Sequence[float],
) -> None:
    print(
        f"bounded output (top_k {rules.top_k}, {rules.max_chunks_per_policy} per policy, "
        f"{rules.max_context_characters} chars): recall@{rules.top_k}, MRR, mean evidence per listing, "
        "share of irrelevant evidence, listings left without evidence"
    )
    gates = calibrated_gates(observations, rules.lexical_threshold)
    print("  calibrated on this set: " + ", ".join(f"{mode.value} {gate:.3f}" for mode, gate in gates.items()))
    thresholds = sorted({*thresholds, *gates.values()})
    grid = [(RetrievalMode.VECTOR, t, math.inf) for t in thresholds]
    grid += [(RetrievalMode.HYBRID, t, lexical) for lexical in lexical_thresholds for t in thresholds]
    for mode, threshold, lexical in grid:
        swept = replace(rules, similarity_threshold=threshold, lexical_threshold=lexical)
        recalls, reciprocal, counts, irrelevant, empty = [], [], [], 0, 0
        for observation in observations:
            kept = bound(fuse(observation.candidates[mode], mode, rrf_k), swept, mode)
            ranking = section_ranking(kept)
            recalls.append(recall_at(ranking, observation.case.expected, rules.top_k))
            reciprocal.append(reciprocal_rank(ranking, observation.case.expected))
            counts.append(len(kept))
            irrelevant += sum((e.policy_id, e.section_id) not in observation.case.expected for e in kept)
            empty += not kept
        # Each mode has its own calibrated similarity gate (ingestion.domain.calibration).
        is_default = threshold == gates[mode] and (mode is RetrievalMode.VECTOR or lexical == rules.lexical_threshold)
        gate = f"similarity >= {threshold:.3f}" + (f" or full text >= {lexical:.2f}" if lexical != math.inf else "")
        print(
            f"  {mode.value:6s} {gate:42s} recall {statistics.mean(recalls):.3f}  "
            f"MRR {statistics.mean(reciprocal):.3f}  evidence {statistics.mean(counts):.2f}  "
            f"irrelevant {irrelevant / (sum(counts) or 1):.2f}  empty {empty:2d}"
            f"{'  <- calibrated' if is_default else ''}"
        )


def report_policy_cap(
    observations: Sequence[Observation], rules: BoundingRules, rrf_k: int, mode: RetrievalMode
) -> None:
    gate = calibrated_gates(observations, rules.lexical_threshold)[mode]
    print(f"max_chunks_per_policy at the calibrated gate ({mode.value}, {gate:.3f}):")
    for cap in (1, 2, 3, 4):
        capped = replace(rules, max_chunks_per_policy=cap, similarity_threshold=gate)
        kept = [bound(fuse(o.candidates[mode], mode, rrf_k), capped, mode) for o in observations]
        recall = statistics.mean(
            recall_at(section_ranking(k), o.case.expected, rules.top_k) for k, o in zip(kept, observations, strict=True)
        )
        print(f"  {cap}: recall {recall:.3f}  evidence {statistics.mean(len(k) for k in kept):.2f}")


async def measure(admin_dsn: str) -> None:
    from ingestion.bootstrap import release_store
    from ingestion.publisher import publish_policies

    report = await publish_policies(
        [PROJECT_ROOT / "policies"], store=release_store(admin_dsn), embedder=WordLlamaEmbedder()
    )
    print(f"published corpus: {sum(1 for r in report.files if r.outcome.value == 'PUBLISHED')} releases")
    settings = RetrievalSettings()
    pool = make_pool(admin_dsn, min_size=1, max_size=2)
    await pool.open(wait=True)
    try:
        store = PostgresPolicyStore(pool, timeout=10.0, readiness_timeout=1.0)
        rules = BoundingRules(
            # Every report sweeps or replaces it with the gate calibrated on its set.
            similarity_threshold=0.0,
            lexical_threshold=settings.lexical_threshold,
            top_k=settings.top_k,
            max_chunks_per_policy=settings.max_chunks_per_policy,
            max_context_characters=settings.max_context_characters,
        )
        sets = {
            "labelled (tests/retrieval)": load_labelled(),
            f"evaluation {EVALUATION_DATASET}": load_evaluation_cases(),
        }
        for name, cases in sets.items():
            if not cases:
                continue
            observations = await observe(cases, store, settings.candidate_pool_size)
            expected = sum(len(o.case.expected) for o in observations)
            print(f"\n--- {name}: {len(observations)} listings, {expected} expected sections")
            report_distributions(observations)
            report_rankings(observations, settings.rrf_k)
            report_bounded(
                observations,
                rules,
                settings.rrf_k,
                (0.0, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.175, 0.2, 0.25),
                (0.15, 0.2, 0.3),
            )
            report_policy_cap(observations, rules, settings.rrf_k, RetrievalMode(settings.retrieval_mode))
    finally:
        await pool.close()


def main() -> None:
    from benchmarks.retrieval_underfill import scratch_database

    with scratch_database("policy_review_bench_quality") as db:
        asyncio.run(measure(db.admin_dsn))


if __name__ == "__main__":
    main()
