"""One evaluation run: verify the dataset and identity, call the gateway for every case, score, write the report."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tqdm import tqdm

from evaluation.client import Gateway
from evaluation.corpus import load_corpus
from evaluation.dataset import load_dataset
from evaluation.identity import IdentityMismatch, IdentityProof, RunIdentity
from evaluation.metrics import compute
from evaluation.observation import Sample
from evaluation.reports import REPORTS_DIR, ReportExists, RunInfo, build_report, report_dir, write_report
from evaluation.scoring import score_sample
from services.settings import PROJECT_ROOT

DEFAULT_K = 5
POLICIES_DIR = PROJECT_ROOT / "policies"


@dataclass(frozen=True)
class EvaluateOptions:
    dataset: str
    identity: RunIdentity
    repetitions: int = 1
    k: int = DEFAULT_K
    reports_dir: Path = REPORTS_DIR
    policies_dir: Path = POLICIES_DIR
    progress: bool | None = None
    gate: dict[str, Any] | None = None


@dataclass(frozen=True)
class EvaluationResult:
    path: Path
    report: dict[str, Any]

    @property
    def passed(self) -> bool:
        return bool(self.report["gates"]["passed"])


async def evaluate(
    gateway: Gateway,
    options: EvaluateOptions,
    *,
    clock: Callable[[], dt.datetime] = lambda: dt.datetime.now(dt.UTC),
) -> EvaluationResult:
    """Runs the dataset against the gateway.

    Raises DatasetError (tampered or malformed dataset), IdentityMismatch (the gateway is not
    the declared configuration) or ReportExists, all before anything is scored.
    """
    if options.repetitions < 1:
        raise ValueError("repetitions must be at least 1")
    dataset = load_dataset(options.dataset)
    corpus = load_corpus(options.policies_dir)
    proof = IdentityProof(options.identity, corpus)
    if problems := proof.check_declared_corpus():
        raise IdentityMismatch(problems)
    started = clock()
    target = report_dir(options.reports_dir, options.identity, started)
    if target.exists():
        raise ReportExists(f"{target} already exists; reports are never overwritten")

    samples: list[Sample] = []
    total = len(dataset.cases) * options.repetitions
    # progress None -> tqdm's disable=None: a bar on a terminal, silence in logs and CI.
    disable = None if options.progress is None else not options.progress
    with tqdm(total=total, unit="sample", desc=options.identity.retrieval_mode, disable=disable) as bar:
        for repetition in range(1, options.repetitions + 1):
            for case in dataset.cases:
                observation, failure, latency = await gateway.review(case.request)
                # Stop at the first contradiction: every further call would be spent on the wrong target.
                if observation is not None and observation.diagnostics is not None:
                    problems = proof.observe(observation.diagnostics)
                    if problems:
                        raise IdentityMismatch(problems)
                samples.append(Sample(case.id, repetition, observation, failure, latency))
                bar.update()

    answered = {s.case_id for s in samples if s.observation is not None and s.observation.diagnostics is not None}
    if not answered:
        raise IdentityMismatch(["no response carried diagnostics, so the run identity cannot be verified"])
    if problems := proof.finish(c for c in dataset.cases if c.id in answered):
        raise IdentityMismatch(problems)

    retired = [(r.policy_id, r.marketplace.value, r.locale, r.version) for r in dataset.manifest.retired_releases]
    scores = [score_sample(dataset.case(s.case_id), s, corpus, retired) for s in samples]
    metrics = compute(scores, options.k)
    run = RunInfo(
        transport=gateway.kind,
        target=gateway.target,
        repetitions=options.repetitions,
        started_at=started,
        finished_at=clock(),
        gate=options.gate,
        observed={
            "reviewer": proof.reported_value("reviewer"),
            "modelId": proof.reported_value("model"),
            "promptVersion": proof.reported_value("prompt_version"),
            "retrievalMode": proof.reported_value("retrieval_mode"),
            "embeddingModels": sorted(proof.embedding_models),
            "apiVersions": sorted(proof.api_versions),
            "scopedReleases": sorted(proof.scoped_releases),
        },
    )
    latencies = {(s.case_id, s.repetition): s.latency_ms for s in samples}
    report = build_report(dataset, options.identity, run, scores, metrics, latencies)
    return EvaluationResult(write_report(report, target), report)
