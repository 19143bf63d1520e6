"""The figure of docs/retrieval.md "Calibration": relevant and irrelevant section similarities and the gates.

Publishes the corpus with WordLlama into a scratch database, scores the labelled listings exactly as
``make calibrate`` does (ingestion.calibration.observe), and writes an SVG histogram of the two score
distributions with the gate each mode would record. ``python -m benchmarks.calibration_figure``.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Sequence
from html import escape
from pathlib import Path

from ingestion.adapters.labelled_listings import newest_dataset
from ingestion.calibration import DEFAULT_LEXICAL_THRESHOLD, observe
from ingestion.domain.calibration import GATE_STEP, Gate, ListingScores, calibrate_gate
from services.embedders.wordllama import WordLlamaEmbedder
from services.settings import PROJECT_ROOT

FIGURE = PROJECT_ROOT / "docs" / "figures" / "calibration-wordllama.svg"
WIDTH, HEIGHT = 900, 400
LEFT, RIGHT, TOP, BOTTOM = 60, 20, 50, 60


def _bins(values: Sequence[float], low: float, count: int) -> list[float]:
    shares = [0.0] * count
    for value in values:
        index = min(count - 1, max(0, math.floor((value - low) / GATE_STEP + 1e-9)))
        shares[index] += 1 / len(values)
    return shares


def render_svg(observations: Sequence[ListingScores], gates: Sequence[Gate], title: str) -> str:
    """A histogram (share of each group per 0.025 bin) of relevant and irrelevant section similarities."""
    relevant = [s.similarity for o in observations for s in o.sections if s.section in o.expected]
    other = [s.similarity for o in observations for s in o.sections if s.section not in o.expected]
    low = math.floor(min(relevant + other) / GATE_STEP) * GATE_STEP
    high = math.ceil(max(relevant + other) / GATE_STEP) * GATE_STEP
    count = max(1, round((high - low) / GATE_STEP))
    relevant_bins, other_bins = _bins(relevant, low, count), _bins(other, low, count)
    peak = max(relevant_bins + other_bins)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(value: float) -> float:
        return LEFT + (value - low) / (high - low) * plot_w

    def y(share: float) -> float:
        return TOP + plot_h - share / peak * plot_h

    bar = plot_w / count / 2
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="12">',
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
        f'<text x="{LEFT}" y="22" font-size="13" font-weight="bold">{escape(title)}</text>',
        f'<line x1="{LEFT}" y1="{TOP + plot_h}" x2="{LEFT + plot_w}" y2="{TOP + plot_h}" stroke="black"/>',
        f'<line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{TOP + plot_h}" stroke="black"/>',
    ]
    for index in range(count):
        left = x(low + index * GATE_STEP)
        for offset, share, colour in ((0.0, relevant_bins[index], "#1f77b4"), (bar, other_bins[index], "#b0b0b0")):
            if share:
                parts.append(
                    f'<rect x="{left + offset:.1f}" y="{y(share):.1f}" width="{bar:.1f}" '
                    f'height="{TOP + plot_h - y(share):.1f}" fill="{colour}"/>'
                )
    tick = math.ceil(low * 10 - 1e-9) / 10
    while tick <= high + 1e-9:
        parts.append(f'<text x="{x(tick):.1f}" y="{TOP + plot_h + 16}" text-anchor="middle">{tick:.1f}</text>')
        tick = round(tick + 0.1, 6)
    for share in (0.0, peak / 2, peak):
        parts.append(f'<text x="{LEFT - 6}" y="{y(share) + 4:.1f}" text-anchor="end">{share:.0%}</text>')
    parts.append(
        f'<text x="{LEFT + plot_w / 2}" y="{HEIGHT - 22}" text-anchor="middle">'
        "cosine similarity of the section's best chunk to the listing query</text>"
    )
    gate_labels: list[tuple[int, str]] = []
    for row, gate in enumerate(gates):
        gx = x(gate.similarity_threshold)
        label = (
            f"{gate.mode} gate {gate.similarity_threshold:.3f}: recall {gate.section_recall:.2f}, "
            f"precision {gate.section_precision:.2f}"
        )
        parts.append(
            f'<line x1="{gx:.1f}" y1="{TOP - 4}" x2="{gx:.1f}" y2="{TOP + plot_h}" stroke="#d62728" '
            f'stroke-dasharray="{"6,3" if row else "2,2"}"/>'
        )
        # Labels sit in the legend, not beside their lines, where they would overlap the bars and each other.
        gate_labels.append((row, label))
    legend_x = LEFT + plot_w - 330
    for row, (colour, name, values) in enumerate(
        (("#1f77b4", "relevant sections", relevant), ("#b0b0b0", "irrelevant sections", other))
    ):
        legend_y = TOP + 40 + 18 * row
        parts.append(f'<rect x="{legend_x}" y="{legend_y - 10}" width="12" height="12" fill="{colour}"/>')
        parts.append(f'<text x="{legend_x + 18}" y="{legend_y}">{name} (n={len(values)}, share per bin)</text>')
    for row, label in gate_labels:
        legend_y = TOP + 76 + 18 * row
        parts.append(
            f'<line x1="{legend_x}" y1="{legend_y - 4}" x2="{legend_x + 12}" y2="{legend_y - 4}" stroke="#d62728" '
            f'stroke-dasharray="{"6,3" if row else "2,2"}"/>'
        )
        parts.append(f'<text x="{legend_x + 18}" y="{legend_y}" fill="#d62728">{escape(label)}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


async def measure(writer_dsn: str) -> str:
    from ingestion.bootstrap import calibration_store, release_store
    from ingestion.publisher import publish_policies

    embedder = WordLlamaEmbedder()
    report = await publish_policies([PROJECT_ROOT / "policies"], store=release_store(writer_dsn), embedder=embedder)
    assert report.ok, "the corpus must publish"
    dataset = newest_dataset()
    async with calibration_store(writer_dsn).session(embedder.model_id, embedder.dimensions) as store:
        observations = await observe(store, embedder, dataset)
    gates = [calibrate_gate(observations, mode, DEFAULT_LEXICAL_THRESHOLD) for mode in ("vector", "hybrid")]
    for gate in gates:
        print(
            f"{gate.mode}: gate {gate.similarity_threshold:.3f}, recall {gate.section_recall:.3f}, "
            f"precision {gate.section_precision:.3f}"
        )
    title = f"{embedder.model_id} on {dataset}: section similarities and the calibrated gates"
    return render_svg(observations, gates, title)


def main(path: Path = FIGURE) -> None:
    from benchmarks.retrieval_underfill import scratch_database

    with scratch_database("policy_review_bench_calibration") as db:
        svg = asyncio.run(measure(db.writer_dsn))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(svg, encoding="utf-8")
    print(f"wrote {path.relative_to(PROJECT_ROOT)}")


if __name__ == "__main__":
    main()
