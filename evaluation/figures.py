"""The report's picture, as a self-contained SVG written by hand (pure; no plotting library, no network).

Two panels drawn from a report's per-sample rows:
- the fused scores of retrieved evidence, split into sections the case expects (relevant) and all
  others (irrelevant), with the relevance gate where it lies on that axis;
- for every expected finding, the rank of the first retrieved section that supports it, with the
  cut-off K of Recall@K, and the findings whose sections were never retrieved.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any
from xml.sax.saxutils import escape

FIGURE_NAME = "figure.svg"
WIDTH = 880
_MARGIN_LEFT = 70
_PLOT_WIDTH = WIDTH - _MARGIN_LEFT - 30
_BINS = 24
_RELEVANT = "#1b7f3b"
_IRRELEVANT = "#8a8f98"
_GATE = "#c0392b"
_MISSING = "#c0392b"
_FONT = 'font-family="Helvetica, Arial, sans-serif"'


def _text(x: float, y: float, body: str, *, size: int = 12, anchor: str = "start", extra: str = "") -> str:
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" {_FONT} {extra}>{escape(body)}</text>'
    )


def _rect(x: float, y: float, width: float, height: float, fill: str, title: str) -> str:
    return (
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{max(width, 0.0):.1f}" height="{max(height, 0.0):.1f}" '
        f'fill="{fill}"><title>{escape(title)}</title></rect>'
    )


def _wrap(text: str, width: int) -> list[str]:
    lines: list[str] = []
    current = ""
    for word in text.split():
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}".strip()
    return [*lines, current] if current else lines


def _scores(cases: Iterable[dict[str, Any]]) -> tuple[list[float], list[float]]:
    relevant: list[float] = []
    irrelevant: list[float] = []
    for row in cases:
        for score, is_relevant in row.get("evidenceScores", []):
            (relevant if is_relevant else irrelevant).append(float(score))
    return relevant, irrelevant


def _ranks(cases: Iterable[dict[str, Any]]) -> list[int | None]:
    return [entry["rank"] for row in cases for entry in row.get("findingRanks", [])]


def _histogram(values: Sequence[float], low: float, width: float) -> list[int]:
    counts = [0] * _BINS
    for value in values:
        index = min(_BINS - 1, max(0, int((value - low) / width))) if width > 0 else 0
        counts[index] += 1
    return counts


def _score_panel(cases: list[dict[str, Any]], gate: dict[str, Any] | None, top: float) -> tuple[list[str], float]:
    relevant, irrelevant = _scores(cases)
    missing = sum(1 for row in cases for rank in row.get("sectionRanks", {}).values() if rank is None)
    raw_threshold = gate.get("fusedScoreThreshold") if gate else None
    threshold = None if raw_threshold is None else float(raw_threshold)
    everything = [*relevant, *irrelevant, *([threshold] if threshold is not None else [])]
    low, high = min(everything or [0.0]), max([*everything, 1e-6])
    pad = max((high - low) * 0.04, 1e-6)
    low, high = low - pad, high + pad
    width = (high - low) / _BINS
    up, down = _histogram(relevant, low, width), _histogram(irrelevant, low, width)
    half = 95.0
    # Each side has its own scale (peaks labelled) so the shape of the smaller group stays visible.
    peak_up, peak_down = max([1, *up]), max([1, *down])
    axis_y = top + 40 + half

    def x_of(value: float) -> float:
        return _MARGIN_LEFT + (value - low) / (high - low) * _PLOT_WIDTH

    parts = [
        _text(_MARGIN_LEFT, top + 16, "Fused score of retrieved evidence: relevant vs. irrelevant sections", size=15),
        _text(
            _MARGIN_LEFT,
            top + 33,
            f"above the axis: {len(relevant)} entries of sections the case expects; below: {len(irrelevant)} "
            f"other entries; {missing} expected sections were not retrieved at all",
            size=11,
        ),
    ]
    bar = _PLOT_WIDTH / _BINS
    for index in range(_BINS):
        x = _MARGIN_LEFT + index * bar
        start, end = low + index * width, low + (index + 1) * width
        if up[index]:
            height = up[index] / peak_up * half
            parts.append(
                _rect(
                    x + 1, axis_y - height, bar - 2, height, _RELEVANT, f"relevant {start:.4f}-{end:.4f}: {up[index]}"
                )
            )
        if down[index]:
            height = down[index] / peak_down * half
            parts.append(
                _rect(x + 1, axis_y, bar - 2, height, _IRRELEVANT, f"irrelevant {start:.4f}-{end:.4f}: {down[index]}")
            )
    parts.append(
        f'<line x1="{_MARGIN_LEFT}" y1="{axis_y:.1f}" x2="{_MARGIN_LEFT + _PLOT_WIDTH}" y2="{axis_y:.1f}" '
        'stroke="#333" stroke-width="1"/>'
    )
    for tick in range(6):
        value = low + (high - low) * tick / 5
        x = x_of(value)
        parts.append(f'<line x1="{x:.1f}" y1="{axis_y:.1f}" x2="{x:.1f}" y2="{axis_y + 4:.1f}" stroke="#333"/>')
        parts.append(_text(x, axis_y + half + 16, f"{value:.3f}", size=10, anchor="middle"))
    parts.append(_text(_MARGIN_LEFT - 8, axis_y - half + 10, f"{peak_up}", size=10, anchor="end"))
    parts.append(_text(_MARGIN_LEFT - 8, axis_y + half, f"{peak_down}", size=10, anchor="end"))
    parts.append(_text(_MARGIN_LEFT - 8, axis_y - 4, "relevant", size=10, anchor="end", extra=f'fill="{_RELEVANT}"'))
    parts.append(
        _text(_MARGIN_LEFT - 8, axis_y + 12, "irrelevant", size=10, anchor="end", extra=f'fill="{_IRRELEVANT}"')
    )
    description = str(gate.get("description", "")) if gate else "gate not reported"
    if threshold is not None:
        x = x_of(threshold)
        parts.append(
            f'<line x1="{x:.1f}" y1="{axis_y - half - 4:.1f}" x2="{x:.1f}" y2="{axis_y + half + 4:.1f}" '
            f'stroke="{_GATE}" stroke-width="2" stroke-dasharray="6 3"/>'
        )
        parts.append(_text(x + 4, axis_y - half + 4, f"gate {threshold:g}", size=11, extra=f'fill="{_GATE}"'))
    bottom = axis_y + half + 34
    for line in _wrap(f"Relevance gate: {description}", 120):
        parts.append(_text(_MARGIN_LEFT, bottom, line, size=11, extra=f'fill="{_GATE}"'))
        bottom += 15
    return parts, bottom


def _rank_panel(cases: list[dict[str, Any]], k: int, top: float) -> tuple[list[str], float]:
    ranks = _ranks(cases)
    counts = Counter(ranks)
    deepest = max([k, *(r for r in ranks if r is not None)])
    columns: list[tuple[str, int, str]] = [
        (str(rank), counts.get(rank, 0), _RELEVANT) for rank in range(1, deepest + 1)
    ]
    columns.append(("not retrieved", counts.get(None, 0), _MISSING))
    height = 150.0
    base = top + 60 + height
    peak = max([1, *(count for _, count, _ in columns)])
    slot = _PLOT_WIDTH / len(columns)
    within = sum(count for rank, count in counts.items() if rank is not None and rank <= k)
    parts = [
        _text(_MARGIN_LEFT, top + 16, "Rank of the first relevant section, per expected finding", size=15),
        _text(
            _MARGIN_LEFT,
            top + 33,
            f"{len(ranks)} expected findings; {within} have a supporting section within the first {k}; "
            f"{counts.get(None, 0)} have none retrieved",
            size=11,
        ),
    ]
    for index, (label, count, colour) in enumerate(columns):
        x = _MARGIN_LEFT + index * slot
        bar = count / peak * height
        parts.append(_rect(x + 4, base - bar, slot - 8, bar, colour, f"rank {label}: {count}"))
        parts.append(_text(x + slot / 2, base - bar - 4, str(count), size=11, anchor="middle"))
        parts.append(_text(x + slot / 2, base + 15, label, size=11, anchor="middle"))
    parts.append(
        f'<line x1="{_MARGIN_LEFT}" y1="{base:.1f}" x2="{_MARGIN_LEFT + _PLOT_WIDTH}" y2="{base:.1f}" stroke="#333"/>'
    )
    cut = _MARGIN_LEFT + k * slot
    parts.append(
        f'<line x1="{cut:.1f}" y1="{top + 40:.1f}" x2="{cut:.1f}" y2="{base + 4:.1f}" stroke="{_GATE}" '
        'stroke-width="2" stroke-dasharray="6 3"/>'
    )
    parts.append(_text(cut - 4, top + 52, f"K = {k}", size=11, anchor="end", extra=f'fill="{_GATE}"'))
    parts.append(_text(_MARGIN_LEFT + _PLOT_WIDTH / 2, base + 32, "rank in the ledger", size=11, anchor="middle"))
    return parts, base + 44


def render_figure(report: dict[str, Any]) -> str:
    """The SVG for a report (its "cases" rows carry evidenceScores and findingRanks)."""
    cases = [row for row in report["cases"] if not row.get("failed")]
    identity, dataset, run = report["identity"], report["dataset"], report["run"]
    title = (
        f"{dataset['name']} v{dataset['version']}: {identity['reviewer']} / {identity['model']}, "
        f"{identity['retrievalMode']} retrieval, {identity['corpusVersion']}"
    )
    body = [_text(_MARGIN_LEFT, 24, title, size=13, extra='fill="#555"')]
    scores, next_top = _score_panel(cases, run.get("gate"), 36)
    body += scores
    ranks, bottom = _rank_panel(cases, int(run["k"]), next_top + 10)
    body += ranks
    total_height = math.ceil(bottom)
    return "\n".join(
        [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{total_height}" '
            f'viewBox="0 0 {WIDTH} {total_height}" role="img">',
            f"<title>{escape(title)}</title>",
            f'<rect width="{WIDTH}" height="{total_height}" fill="white"/>',
            *body,
            "</svg>",
            "",
        ]
    )
