"""Ledger quality as the evaluation measures it: section Recall@5 and MRR@5 of the evidence order, and completeness.

Runs the retrieval service's own Retriever (scope, search, bounding, completion) against the corpus
published into a scratch database, for the labelled listings and the evaluation dataset, under named
configurations side by side. ``python -m benchmarks.evidence_ranking``.
"""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass

from benchmarks.retrieval_quality import (
    LabelledCase,
    load_evaluation_cases,
    load_labelled,
    recall_at,
    reciprocal_rank,
    section_ranking,
)
from retrieval.adapters.postgres import PostgresPolicyStore
from retrieval.domain.model import RetrievalMode
from retrieval.pipeline import Retriever
from retrieval.settings import RetrievalSettings
from retrieval.telemetry import RetrievalTelemetry
from services.database import make_pool
from services.embedders.wordllama import WordLlamaEmbedder
from services.settings import PROJECT_ROOT

K = 5


@dataclass(frozen=True)
class Scores:
    recall: float
    mrr: float
    complete: float
    ledger: float
    milliseconds: float


async def retriever(store: PostgresPolicyStore, embedder: WordLlamaEmbedder, **overrides: object) -> Retriever:
    settings = RetrievalSettings(**overrides)  # type: ignore[arg-type]
    service = Retriever(
        store,
        embedder,
        mode=RetrievalMode(settings.retrieval_mode),
        rules=settings.bounding_rules(),  # gate: the recorded calibration below, as the service does
        candidate_pool_size=settings.candidate_pool_size,
        rrf_k=settings.rrf_k,
        telemetry=RetrievalTelemetry(),
    )
    calibration = await store.calibration(service.space, service.mode)
    if calibration is None:
        raise SystemExit("no calibration recorded for the embedder")
    service.use_calibration(calibration)
    return service


async def score(cases: Sequence[LabelledCase], service: Retriever) -> Scores:
    """Micro-averaged recall over expected sections, MRR over cases, as evaluation.metrics does."""
    hits = total = 0
    found = 0
    reciprocal: list[float] = []
    sizes: list[int] = []
    timings: list[float] = []
    for case in cases:
        started = time.perf_counter()
        result = await service.retrieve(case.listing, case.review_date)
        timings.append(1000 * (time.perf_counter() - started))
        ranking = section_ranking(result.evidence)
        hits += round(recall_at(ranking, case.expected, K) * len(case.expected))
        found += len(case.expected & set(ranking))
        total += len(case.expected)
        reciprocal.append(reciprocal_rank(ranking[:K], case.expected))
        sizes.append(len(result.evidence))
    return Scores(
        hits / total, statistics.mean(reciprocal), found / total, statistics.mean(sizes), statistics.median(timings)
    )


CONFIGURATIONS: dict[str, dict[str, object]] = {
    "hybrid, similarity only (before)": {"retrieval_mode": "hybrid", "evidence_completion": False},
    "hybrid, + completion": {"retrieval_mode": "hybrid", "signal_ranking": False},
    "hybrid, + completion + signal-led (default)": {"retrieval_mode": "hybrid"},
    "vector, similarity only (before)": {"retrieval_mode": "vector", "evidence_completion": False},
    "vector, + completion": {"retrieval_mode": "vector", "signal_ranking": False},
    "vector, + completion + signal-led": {"retrieval_mode": "vector"},
}


async def measure(admin_dsn: str) -> None:
    from ingestion.bootstrap import calibration_store, release_store
    from ingestion.calibration import calibrate
    from ingestion.publisher import publish_policies

    embedder = WordLlamaEmbedder()
    await publish_policies([PROJECT_ROOT / "policies"], store=release_store(admin_dsn), embedder=embedder)
    await calibrate(store=calibration_store(admin_dsn), embedder=embedder)
    pool = make_pool(admin_dsn, min_size=1, max_size=2)
    await pool.open(wait=True)
    try:
        store = PostgresPolicyStore(pool, timeout=10.0, readiness_timeout=1.0)
        sets = {"labelled": load_labelled(), "evaluation": load_evaluation_cases()}
        print(f"| set | configuration | Recall@{K} section | MRR@{K} section | in ledger | ledger size | p50 ms |")
        print("|---|---|---|---|---|---|---|")
        for name, cases in sets.items():
            for label, overrides in CONFIGURATIONS.items():
                result = await score(cases, await retriever(store, embedder, **overrides))
                print(
                    f"| {name} ({len(cases)}) | {label} | {100 * result.recall:.1f}% | {result.mrr:.3f} "
                    f"| {100 * result.complete:.1f}% | {result.ledger:.1f} | {result.milliseconds:.1f} |"
                )
    finally:
        await pool.close()


def main() -> None:
    from benchmarks.retrieval_underfill import scratch_database

    with scratch_database("policy_review_bench_ranking") as db:
        asyncio.run(measure(db.admin_dsn))


if __name__ == "__main__":
    main()
