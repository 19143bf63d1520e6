"""Issue 10's quality targets, judged against a report (pure). Printed by `make eval`; only the gates fail a run."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from evaluation.metrics import format_value
from evaluation.scoring import Gate


@dataclass(frozen=True)
class Target:
    label: str
    source: str  # a metric name, or "gate:<GATE>" for a violation count
    at_least: float | None = None
    at_most: float | None = None

    def measured(self, report: dict[str, Any]) -> float | None:
        if self.source.startswith("gate:"):
            return float(report["gates"]["byGate"].get(self.source.removeprefix("gate:"), 0))
        value = report["metrics"].get(self.source, {}).get("value")
        return None if value is None else float(value)

    def met(self, value: float | None) -> bool | None:
        if value is None:
            return None
        if self.at_least is not None and value < self.at_least:
            return False
        return not (self.at_most is not None and value > self.at_most)

    def shown(self, value: float | None) -> str:
        if self.source.startswith("gate:"):
            return "n/a" if value is None else str(int(value))
        return format_value(self.source, value)

    @property
    def goal(self) -> str:
        if self.source.startswith("gate:"):
            return f"= {int(self.at_most or 0)}"
        bound = self.at_least if self.at_least is not None else self.at_most
        sign = ">=" if self.at_least is not None else "<="
        return f"{sign} {format_value(self.source, bound)}"


TARGETS = (
    Target("False all-clear (gate)", f"gate:{Gate.FALSE_ALL_CLEAR.value}", at_most=0),
    Target("Section Recall@K", "section_recall_at_k", at_least=0.95),
    Target("Section MRR@K", "section_mrr", at_least=0.90),
    Target("Finding-code recall", "finding_recall", at_least=0.95),
    Target("Finding-code precision", "finding_precision", at_least=0.98),
    Target("Unexpected-finding rate", "unexpected_finding_rate", at_most=0.02),
    Target("Human-review accuracy", "human_review_accuracy", at_least=0.95),
    Target("Citation validity", "citation_validity", at_least=1.0),
    Target("Inapplicable citations (gate)", f"gate:{Gate.INAPPLICABLE_CITATION.value}", at_most=0),
)


def judge(report: dict[str, Any]) -> list[dict[str, Any]]:
    """One row per target: what was measured and whether it meets the target (None: nothing to measure)."""
    rows = []
    for target in TARGETS:
        value = target.measured(report)
        rows.append(
            {
                "target": target.label,
                "goal": target.goal,
                "value": value,
                "shown": target.shown(value),
                "met": target.met(value),
            }
        )
    return rows


def targets_table(report: dict[str, Any]) -> str:
    rows = judge(report)
    width = max(len(r["target"]) for r in rows)
    lines = [f"issue 10 targets ({report['identity']['retrievalMode']}):"]
    for row in rows:
        verdict = {True: "met", False: "NOT MET", None: "n/a"}[row["met"]]
        lines.append(f"  {row['target'].ljust(width)}  {row['shown']:>8}  (target {row['goal']})  {verdict}")
    return "\n".join(lines)
