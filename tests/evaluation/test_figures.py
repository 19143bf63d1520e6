"""The report's picture: a well-formed SVG that draws what the report measured, and the targets beside it."""

from __future__ import annotations

import copy
import xml.etree.ElementTree as ET
from typing import Any

from evaluation.figures import render_figure
from evaluation.targets import judge, targets_table
from tests.evaluation.test_reports import offline_report

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)  # noqa: S314 (our own SVG, no entities)


def texts(svg: str) -> list[str]:
    return [element.text or "" for element in parse(svg).iter(f"{SVG}text")]


def with_rows(report: dict[str, Any], rows: list[dict[str, Any]], gate: dict[str, Any] | None) -> dict[str, Any]:
    changed = copy.deepcopy(report)
    changed["cases"] = rows
    changed["run"]["gate"] = gate
    return changed


def row(scores: list[list[Any]], ranks: list[int | None], missing_sections: int = 0) -> dict[str, Any]:
    return {
        "failed": False,
        "evidenceScores": scores,
        "findingRanks": [{"code": "CONTACT_INFO_IN_LISTING", "rank": rank} for rank in ranks],
        "sectionRanks": {f"p#s{i}": None for i in range(missing_sections)},
    }


def test_the_figure_counts_relevant_and_irrelevant_evidence_and_first_ranks() -> None:
    report = with_rows(
        offline_report(),
        [
            row([[0.31, True], [0.12, False], [0.05, False]], [1]),
            row([[0.22, False], [0.18, True]], [2, None], missing_sections=1),
            row([], [7]),
        ],
        {"description": "cosine similarity >= 0.025", "fusedScoreThreshold": 0.025},
    )
    svg = render_figure(report)
    shown = texts(svg)
    assert any("above the axis: 2 entries" in t and "below: 3 other entries" in t for t in shown)
    assert any("1 expected sections were not retrieved" in t for t in shown)
    assert any("4 expected findings; 2 have a supporting section within the first 5; 1 have none" in t for t in shown)
    assert "gate 0.025" in shown
    assert "Relevance gate: cosine similarity >= 0.025" in shown
    # Rank columns 1..7 (the deepest rank seen) and "not retrieved", each bar titled with its count.
    titles = [t.text for t in parse(svg).iter(f"{SVG}title")]
    assert "rank 1: 1" in titles
    assert "rank 7: 1" in titles
    assert "rank not retrieved: 1" in titles


def test_a_gate_off_the_fused_axis_is_described_not_drawn() -> None:
    gate = {"description": "cosine similarity >= 0.15 or full-text rank >= 0.15", "fusedScoreThreshold": None}
    svg = render_figure(with_rows(offline_report(), [row([[0.03, True]], [1])], gate))
    shown = texts(svg)
    assert not any(t.startswith("gate ") for t in shown)
    assert f"Relevance gate: {gate['description']}" in shown


def test_listing_text_never_reaches_the_figure() -> None:
    # Rows carry scores and ranks only; the dataset's text stays out of the picture.
    svg = render_figure(offline_report())
    assert "412-555-0187" not in svg
    assert "dana.kitchenfinds" not in svg
    parse(svg)  # well-formed


def test_targets_judge_the_report() -> None:
    report = offline_report()
    verdicts = {r["target"]: r["met"] for r in judge(report)}
    assert verdicts["False all-clear (gate)"] is True
    assert verdicts["Citation validity"] is True
    failing = copy.deepcopy(report)
    failing["gates"]["byGate"]["FALSE_ALL_CLEAR"] = 2
    failing["metrics"]["section_mrr"]["value"] = 0.5
    table = targets_table(failing)
    assert "False all-clear (gate)" in table
    verdicts = {r["target"]: r["met"] for r in judge(failing)}
    assert verdicts["False all-clear (gate)"] is False
    assert verdicts["Section MRR@K"] is False
    failing["metrics"]["finding_precision"]["value"] = None
    assert {r["target"]: r["met"] for r in judge(failing)}["Finding-code precision"] is None
