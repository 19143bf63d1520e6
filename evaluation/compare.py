"""Side-by-side comparison of two reports, refused when they did not measure the same thing."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from evaluation.metrics import LABELS, format_value


class NotComparable(ValueError):
    """The two runs differ in what they measured, so their numbers must not sit side by side."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("; ".join(problems))


# (what, report section, key): runs that differ in any of these are refused.
_MUST_MATCH = (
    ("dataset checksum", "dataset", "sha256"),
    ("corpus version", "identity", "corpusVersion"),
    ("prompt version", "identity", "promptVersion"),
    ("K", "run", "k"),
)


def check_comparable(a: dict[str, Any], b: dict[str, Any]) -> None:
    problems = [
        f"{what} differs: {a[part][key]} vs {b[part][key]}"
        for what, part, key in _MUST_MATCH
        if a[part][key] != b[part][key]
    ]
    if problems:
        raise NotComparable(problems)


def comparison_table(a: dict[str, Any], b: dict[str, Any], label_a: str = "A", label_b: str = "B") -> str:
    """A plain-text table: identity rows, the gates, then every metric with its difference."""
    check_comparable(a, b)
    rows: list[tuple[str, str, str, str]] = [
        ("reviewer", a["identity"]["reviewer"], b["identity"]["reviewer"], ""),
        ("model", a["identity"]["model"], b["identity"]["model"], ""),
        ("retrieval mode", a["identity"]["retrievalMode"], b["identity"]["retrievalMode"], ""),
        ("embedding model", _embedding(a), _embedding(b), ""),
        ("prompt version", a["identity"]["promptVersion"], b["identity"]["promptVersion"], ""),
        ("corpus version", a["identity"]["corpusVersion"], b["identity"]["corpusVersion"], ""),
        ("samples", str(a["run"]["samples"]), str(b["run"]["samples"]), ""),
        ("started", a["run"]["startedAt"], b["run"]["startedAt"], ""),
        ("safety gates", _gates(a), _gates(b), ""),
    ]
    k = a["run"]["k"]
    for name, metric_a in a["metrics"].items():
        metric_b = b["metrics"].get(name, {"value": None})
        value_a, value_b = metric_a["value"], metric_b["value"]
        delta = ""
        if value_a is not None and value_b is not None:
            delta = format_value(name, value_b - value_a)
            delta = delta if delta.startswith("-") else "+" + delta
        label = LABELS.get(name, name).format(k=k)
        rows.append((label, format_value(name, value_a), format_value(name, value_b), delta))
    for cause in ("retrieval", "generation"):
        rows.append((f"missed ({cause})", str(a["misses"][cause]), str(b["misses"][cause]), ""))
    header = ("", label_a, label_b, f"{label_b} - {label_a}")
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(4)]

    def line(cells: Sequence[str]) -> str:
        return "  ".join(cell.ljust(width) for cell, width in zip(cells, widths, strict=True)).rstrip()

    return "\n".join([line(header), line(["-" * w for w in widths]), *(line(r) for r in rows)])


def _gates(report: dict[str, Any]) -> str:
    if report["gates"]["passed"]:
        return "PASS"
    return f"FAIL ({len(report['gates']['violations'])})"


def _embedding(report: dict[str, Any]) -> str:
    return ", ".join(report["observed"].get("embeddingModels", [])) or "-"
