"""The one table a run prints: every row a figure measured before and after (or against a peer) in this run."""

from __future__ import annotations

import math
import statistics
from collections import defaultdict
from dataclasses import dataclass, field


def median(values: list[float]) -> float:
    finite = [v for v in values if not math.isnan(v)]
    return statistics.median(finite) if finite else float("nan")


@dataclass
class Samples:
    """Per-pass values of every measured figure, keyed by (row, column); the table shows medians."""

    values: dict[tuple[str, str], list[float]] = field(default_factory=lambda: defaultdict(list))

    def add(self, row: str, column: str, value: float) -> None:
        self.values[(row, column)].append(value)

    def get(self, row: str, column: str) -> float:
        return median(self.values.get((row, column), []))

    def count(self, row: str, column: str) -> int:
        return len(self.values.get((row, column), []))


def fmt(value: float, digits: int = 1) -> str:
    if math.isnan(value):
        return "n/a"
    if abs(value) >= 1000:
        return f"{value:,.0f}"
    return f"{value:.{digits}f}"


@dataclass
class Row:
    key: str
    figure: str
    left: str
    right: str
    ratio: str
    target: str = ""


@dataclass
class Table:
    title: str
    left_name: str
    right_name: str
    rows: list[Row] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def add(self, key: str, figure: str, left: str, right: str, ratio: str, target: str = "") -> None:
        self.rows.append(Row(key, figure, left, right, ratio, target))

    def render(self) -> str:
        header = ["", "figure", self.left_name, self.right_name, "ratio", "target"]
        lines = [f"### {self.title}", "", "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        for row in self.rows:
            lines.append(f"| {row.key} | {row.figure} | {row.left} | {row.right} | {row.ratio} | {row.target} |")
        if self.notes:
            lines.append("")
            lines.extend(f"- {note}" for note in self.notes)
        return "\n".join(lines)


def ratio(numerator: float, denominator: float, suffix: str = "x") -> str:
    if math.isnan(numerator) or math.isnan(denominator) or denominator == 0:
        return "n/a"
    return f"{numerator / denominator:.2f}{suffix}"
