"""The net's operating point: false all-clears against clean listings sent to a human, per tier, as a picture.

Runs the in-process evaluation (evaluation/offline.py) on the blind sets once per net tier (0: no net,
then 1-3, docs/evaluation.md "Operating point") and writes a self-contained SVG and the figures beside
it. The development part and the held-out part (as each blind manifest's ``part`` says) are drawn apart:
only the held-out points are evidence, and there may be none.

    python -m evaluation.operating_point [--out evaluation/reports/blind]
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from evaluation.dataset import DATASETS_DIR
from evaluation.offline import (
    HELD_OUT,
    blind_parts,
    format_table,
    headline_only,
    load_cases,
    load_policies,
    score_cases,
)
from services.rulepack import TIERS, rules_identity
from validation.domain.caution import DEFAULT_TIER

OUT_DIR = Path(__file__).resolve().parent / "reports" / "blind"
# Development sets in cool colours, in the order the manifests list them; every held-out set in red.
DEVELOPMENT_COLOURS = ("#1f5fa8", "#7d3c98", "#16a085", "#b7950b", "#5d6d7e", "#2e86c1", "#884ea0")
HELD_OUT_COLOURS = ("#c0392b", "#e67e22")
NET_SETTINGS = (0, *TIERS)  # 0: the net off, the reviewers alone
_FONT = 'font-family="Helvetica, Arial, sans-serif"'


def colours(parts: dict[str, str]) -> dict[str, str]:
    """A colour per blind set: the held-out part stands apart from the development part."""
    held_out = [name for name, part in parts.items() if part == HELD_OUT]
    development = [name for name in parts if name not in held_out]
    return {
        **{name: DEVELOPMENT_COLOURS[i % len(DEVELOPMENT_COLOURS)] for i, name in enumerate(development)},
        **{name: HELD_OUT_COLOURS[i % len(HELD_OUT_COLOURS)] for i, name in enumerate(held_out)},
    }


def measure(sets: Sequence[str] | None = None) -> dict[str, dict[int, dict[str, Any]]]:
    policies = load_policies()
    parts = blind_parts()
    figures: dict[str, dict[int, dict[str, Any]]] = {}
    for name in tuple(parts) if sets is None else sets:
        cases = load_cases(DATASETS_DIR / name)
        figures[name] = {
            tier: headline_only(score_cases(cases, policies, tier).as_dict(), parts.get(name)) for tier in NET_SETTINGS
        }
    return figures


def render(
    figures: dict[str, dict[int, dict[str, Any]]], parts: dict[str, str] | None = None, chosen: int = DEFAULT_TIER
) -> str:
    """The picture; ``parts`` (set name to part, from the manifests by default) marks the held-out sets."""
    parts = blind_parts() if parts is None else parts
    palette = colours({name: parts.get(name, "") for name in figures})
    width, height, left, bottom, top, right = 700, 420, 70, 60, 40, 230
    plot_w, plot_h = width - left - right, height - top - bottom
    x_max = max(5.0, *(100 * (f["cleanToHumanRate"] or 0) for per in figures.values() for f in per.values()))
    y_max = max(5.0, *(100 * (f["falseAllClearRate"] or 0) for per in figures.values() for f in per.values()))
    x_max, y_max = x_max * 1.15, y_max * 1.15

    def at(x: float, y: float) -> tuple[float, float]:
        return left + plot_w * x / x_max, top + plot_h * (1 - y / y_max)

    svg = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        'role="img" aria-labelledby="title">',
        '<title id="title">False all-clears against clean listings sent to a human, per net tier</title>',
        f'<rect width="{width}" height="{height}" fill="white"/>',
        f'<line x1="{left}" y1="{top + plot_h}" x2="{left + plot_w}" y2="{top + plot_h}" stroke="black"/>',
        f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + plot_h}" stroke="black"/>',
        f'<text x="{left + plot_w / 2}" y="{height - 20}" text-anchor="middle" font-size="12" {_FONT}>'
        "clean listings sent to a human (%)</text>",
        f'<text x="18" y="{top + plot_h / 2}" text-anchor="middle" font-size="12" {_FONT} '
        f'transform="rotate(-90 18 {top + plot_h / 2})">violating listings answered all-clear (%)</text>',
        f'<text x="{left}" y="22" font-size="13" {_FONT}>'
        f"Operating point of the net (rules {escape(rules_identity())})</text>",
    ]
    for tick in range(0, int(x_max) + 1, 5):
        x, _ = at(tick, 0)
        svg.append(
            f'<text x="{x:.1f}" y="{top + plot_h + 16}" text-anchor="middle" font-size="10" {_FONT}>{tick}</text>'
        )
    for tick in range(0, int(y_max) + 1, 5):
        _, y = at(0, tick)
        svg.append(f'<text x="{left - 8}" y="{y + 3:.1f}" text-anchor="end" font-size="10" {_FONT}>{tick}</text>')
    # The targets: at most 3% false all-clears, and at least 85% of clean listings answered cleanly
    # (so, with flags at 3%, at most about 12% sent to a human).
    _, target_y = at(0, 3)
    svg.append(
        f'<line x1="{left}" y1="{target_y:.1f}" x2="{left + plot_w}" y2="{target_y:.1f}" stroke="#888" '
        'stroke-dasharray="4 3"><title>target: false all-clear at most 3%</title></line>'
    )
    legend_y = top + 10
    for name, per in figures.items():
        colour = palette.get(name, "#333")
        points = [
            (tier, at(100 * (f["cleanToHumanRate"] or 0), 100 * (f["falseAllClearRate"] or 0)))
            for tier, f in per.items()
        ]
        path = " ".join(f"{x:.1f},{y:.1f}" for _, (x, y) in points)
        svg.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="1.5"/>')
        for tier, (x, y) in points:
            f = per[tier]
            label = "net off" if tier == 0 else f"tier {tier}"
            radius = 6 if tier == chosen else 4
            svg.append(
                f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{radius}" fill="{colour}"><title>{escape(name)}, {label}: '
                f"{100 * (f['falseAllClearRate'] or 0):.1f}% false all-clear, "
                f"{100 * (f['cleanToHumanRate'] or 0):.1f}% of clean listings to a human</title></circle>"
            )
            svg.append(f'<text x="{x + 7:.1f}" y="{y - 6:.1f}" font-size="10" {_FONT}>{label}</text>')
        svg.append(f'<rect x="{left + plot_w + 15}" y="{legend_y - 9}" width="10" height="10" fill="{colour}"/>')
        shown = f"{name} (held-out)" if parts.get(name) == HELD_OUT else name
        svg.append(f'<text x="{left + plot_w + 30}" y="{legend_y}" font-size="11" {_FONT}>{escape(shown)}</text>')
        legend_y += 18
    svg.append(
        f'<text x="{left + plot_w + 15}" y="{legend_y + 6}" font-size="10" {_FONT}>'
        f"large dot: chosen (tier {chosen})</text>"
    )
    svg.append("</svg>")
    return "\n".join(svg) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evaluation.operating_point", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="folder for operating-point.svg and .json")
    args = parser.parse_args(argv)
    parts = blind_parts()
    figures = measure(tuple(parts))
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "operating-point.svg").write_text(render(figures, parts), encoding="utf-8")
    (args.out / "operating-point.json").write_text(
        json.dumps({"rules": rules_identity(), "parts": parts, "figures": figures}, indent=2, sort_keys=True) + "\n",
        encoding="utf-8",
    )
    for tier in NET_SETTINGS:
        print(f"net {'off' if tier == 0 else f'tier {tier}'}:")
        print(format_table({name: per[tier] for name, per in figures.items()}, parts))
    print(f"wrote {args.out / 'operating-point.svg'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
