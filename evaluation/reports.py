"""Evaluation reports: one JSON and one Markdown file in a directory named by the run's identity, never overwritten."""

from __future__ import annotations

import datetime as dt
import json
import os
import re
import secrets
import shutil
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from evaluation.dataset import Dataset
from evaluation.figures import FIGURE_NAME, render_figure
from evaluation.identity import RunIdentity
from evaluation.metrics import LABELS, QualityMetrics, format_value
from evaluation.scoring import Gate, SampleScore
from evaluation.targets import judge

REPORTS_DIR = Path(__file__).resolve().parent / "reports"
JSON_NAME = "report.json"
MARKDOWN_NAME = "report.md"
SCHEMA_VERSION = 1
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


class ReportExists(FileExistsError):
    """A report directory for this identity and timestamp already exists; reports are never overwritten."""


@dataclass(frozen=True)
class RunInfo:
    transport: str
    target: str
    repetitions: int
    started_at: dt.datetime
    finished_at: dt.datetime
    observed: dict[str, Any]
    # The relevance gate as the caller knows it (make eval reads the retrieval settings it starts the
    # stack with): a description, and its value on the fused-score axis when the gate lies on it.
    gate: dict[str, Any] | None = None


def timestamp(moment: dt.datetime) -> str:
    return moment.astimezone(dt.UTC).strftime("%Y%m%dT%H%M%SZ")


def _safe(part: str) -> str:
    cleaned = _UNSAFE.sub("_", part).strip("._")
    return cleaned or "_"


def report_dir(root: Path, identity: RunIdentity, started_at: dt.datetime) -> Path:
    """<root>/<reviewer>/<model>/<retrieval-mode>-<prompt-version>-<corpus-version>-<UTC timestamp>."""
    leaf = (
        "-".join(_safe(v) for v in (identity.retrieval_mode, identity.prompt_version, identity.corpus_version))
        + f"-{timestamp(started_at)}"
    )
    return root / _safe(identity.reviewer) / _safe(identity.model) / leaf


def build_report(
    dataset: Dataset,
    identity: RunIdentity,
    run: RunInfo,
    scores: Sequence[SampleScore],
    metrics: QualityMetrics,
    latencies: dict[tuple[str, int], float],
) -> dict[str, Any]:
    violations = [v for s in scores for v in s.violations]
    counts = Counter(v.gate.value for v in violations)
    report: dict[str, Any] = {
        "schemaVersion": SCHEMA_VERSION,
        "dataset": {
            "name": dataset.manifest.name,
            "version": dataset.manifest.version,
            "sha256": dataset.sha256,
            "caseCount": len(dataset.cases),
        },
        "identity": {
            "reviewer": identity.reviewer,
            "model": identity.model,
            "promptVersion": identity.prompt_version,
            "corpusVersion": identity.corpus_version,
            "retrievalMode": identity.retrieval_mode,
        },
        "observed": run.observed,
        "run": {
            "transport": run.transport,
            "target": run.target,
            "repetitions": run.repetitions,
            "samples": len(scores),
            "k": metrics.k,
            "startedAt": run.started_at.astimezone(dt.UTC).isoformat(timespec="seconds"),
            "finishedAt": run.finished_at.astimezone(dt.UTC).isoformat(timespec="seconds"),
            "gate": run.gate,
        },
        "gates": {
            "passed": not violations,
            "byGate": {gate.value: counts.get(gate.value, 0) for gate in Gate},
            "violations": [
                {"caseId": v.case_id, "repetition": v.repetition, "gate": v.gate.value, "detail": v.detail}
                for v in violations
            ],
        },
        "metrics": {
            name: {"numerator": ratio.numerator, "denominator": ratio.denominator, "value": ratio.value}
            for name, ratio in metrics.ratios().items()
        },
        "misses": {"retrieval": metrics.missed_by_retrieval, "generation": metrics.missed_by_generation},
        "cases": [_case_row(s, latencies.get((s.case_id, s.repetition), 0.0)) for s in scores],
        "figure": FIGURE_NAME,
    }
    report["targets"] = judge(report)
    return report


def _case_row(score: SampleScore, latency_ms: float) -> dict[str, Any]:
    return {
        "caseId": score.case_id,
        "repetition": score.repetition,
        "failed": score.failed,
        "status": score.status,
        "expectedStatus": score.expected_status,
        "requiresHumanReview": score.requires_human_review,
        "expectedHumanReview": score.expected_human_review,
        "modelCalled": score.model_called,
        "expectedModelCall": score.expected_model_call,
        "expectedCodes": sorted(score.expected_codes),
        "returnedCodes": sorted(score.returned_codes),
        "unexpectedCodes": sorted(score.unexpected_codes),
        "missed": [{"code": m.code, "cause": m.cause.value} for m in score.missed],
        "policyRanks": score.retrieval.policy_ranks,
        "sectionRanks": score.retrieval.section_ranks,
        "retrievedCount": score.retrieved_count,
        "citations": score.citations,
        "validCitations": score.valid_citations,
        "inapplicableCitations": score.inapplicable_citations,
        "findingRanks": [{"code": f.code, "rank": f.rank} for f in score.finding_ranks],
        "evidenceScores": [[round(e.score, 6), e.relevant] for e in score.evidence_scores],
        "latencyMs": latency_ms,
        "violations": [{"gate": v.gate.value, "detail": v.detail} for v in score.violations],
    }


def render_markdown(report: dict[str, Any]) -> str:
    identity, run, gates, dataset = report["identity"], report["run"], report["gates"], report["dataset"]
    observed = report["observed"]
    scoped = len(observed.get("scopedReleases", []))
    lines = [
        f"# Evaluation: {dataset['name']} v{dataset['version']}, {identity['reviewer']} / {identity['model']}",
        "",
        f"Run {run['startedAt']} to {run['finishedAt']} over {run['transport']}; "
        f"{dataset['caseCount']} cases x {run['repetitions']} repetition(s) = {run['samples']} samples.",
        "",
        "| identity | declared | reported by the gateway |",
        "|---|---|---|",
        f"| reviewer | {identity['reviewer']} | {observed.get('reviewer', '')} |",
        f"| model | {identity['model']} | {observed.get('modelId', '')} |",
        f"| prompt version | {identity['promptVersion']} | {observed.get('promptVersion', '')} |",
        f"| retrieval mode | {identity['retrievalMode']} | {observed.get('retrievalMode', '')} |",
        f"| corpus version | {identity['corpusVersion']} | {scoped} releases seen in scope |",
        f"| embedding model | - | {', '.join(observed.get('embeddingModels', []))} |",
        f"| dataset sha256 | {dataset['sha256']} | |",
        "",
        f"![Fused score distributions and first relevant ranks]({report.get('figure', FIGURE_NAME)})",
        "",
        f"## Safety gates: {'PASS' if gates['passed'] else 'FAIL'}",
        "",
        "| gate | violations |",
        "|---|---|",
        *(f"| {gate} | {count} |" for gate, count in gates["byGate"].items()),
        "",
    ]
    if gates["violations"]:
        lines += [f"- `{v['caseId']}` #{v['repetition']} {v['gate']}: {v['detail']}" for v in gates["violations"]]
        lines.append("")
    lines += [
        "## Quality (reported, not gated)",
        "",
        f"K = {run['k']}. n/a: nothing to measure (zero denominator).",
        "",
        "| metric | value | numerator / denominator |",
        "|---|---|---|",
    ]
    for name, metric in report["metrics"].items():
        label = LABELS.get(name, name).format(k=run["k"])
        shown = format_value(name, metric["value"])
        lines.append(f"| {label} | {shown} | {_number(metric['numerator'])} / {metric['denominator']} |")
    misses = report["misses"]
    lines += ["", "Issue 10 targets:", "", "| target | goal | measured | |", "|---|---|---|---|"]
    for row in report.get("targets", []):
        verdict = {True: "met", False: "**not met**", None: "n/a"}[row["met"]]
        lines.append(f"| {row['target']} | {row['goal']} | {row['shown']} | {verdict} |")
    lines += [
        "",
        f"Missed expected findings: {misses['retrieval']} never retrieved (retrieval miss), "
        f"{misses['generation']} retrieved but not proposed (generation miss).",
        "",
        "## Cases",
        "",
        "| case | # | status (expected) | human review (expected) | model call (expected) "
        "| expected codes | returned codes | missed (cause) | unexpected |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for row in report["cases"]:
        if row["failed"]:
            lines.append(f"| {row['caseId']} | {row['repetition']} | FAILED | | | | | | |")
            continue
        missed = ", ".join(f"{m['code']} ({m['cause']})" for m in row["missed"]) or "-"
        lines.append(
            f"| {row['caseId']} | {row['repetition']} | {_mark(row['status'], row['expectedStatus'])} "
            f"| {_mark(row['requiresHumanReview'], row['expectedHumanReview'])} "
            f"| {_mark(row['modelCalled'], row['expectedModelCall'])} "
            f"| {', '.join(row['expectedCodes']) or '-'} | {', '.join(row['returnedCodes']) or '-'} "
            f"| {missed} | {', '.join(row['unexpectedCodes']) or '-'} |"
        )
    lines.append("")
    return "\n".join(lines)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.3f}"


def _mark(actual: object, expected: object) -> str:
    shown = str(actual).lower() if isinstance(actual, bool) else str(actual)
    wanted = str(expected).lower() if isinstance(expected, bool) else str(expected)
    return shown if actual == expected else f"**{shown}** ({wanted})"


def write_report(report: dict[str, Any], target: Path) -> Path:
    """Writes report.json and report.md into a hidden sibling, then renames it into place.

    The rename is atomic, so a reader sees a whole report or none; an existing target is never
    replaced, not even by a later run with the same identity and second.
    """
    if target.exists():
        raise ReportExists(f"{target} already exists; reports are never overwritten")
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.parent / f".partial-{target.name}-{secrets.token_hex(4)}"
    partial.mkdir()
    try:
        (partial / JSON_NAME).write_text(json.dumps(report, indent=2, sort_keys=False) + "\n", encoding="utf-8")
        (partial / MARKDOWN_NAME).write_text(render_markdown(report), encoding="utf-8")
        (partial / report.get("figure", FIGURE_NAME)).write_text(render_figure(report), encoding="utf-8")
        if target.exists():
            raise ReportExists(f"{target} already exists; reports are never overwritten")
        # os.rename refuses a non-empty target, so even a race with another writer cannot replace a report.
        os.rename(partial, target)
    except BaseException:
        shutil.rmtree(partial, ignore_errors=True)
        raise
    return target


def load_report(path: Path) -> dict[str, Any]:
    """A report by its directory or its report.json."""
    file = path / JSON_NAME if path.is_dir() else path
    data: Any = json.loads(file.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("schemaVersion") != SCHEMA_VERSION:
        raise ValueError(f"{file}: not an evaluation report of schema version {SCHEMA_VERSION}")
    return data
