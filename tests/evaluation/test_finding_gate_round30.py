"""Thirtieth round: the finding gate calibrated on sellers' own listings (docs/generation.md, "Thirtieth round (the
finding gate calibrated on sellers' own listings)").

The twenty-ninth round's thresholds were drawn on blind authors' findings only; the real sellers' own words score
lower, so the gate doubted their right findings far more often than its 1% budget said. ``--real-dev`` draws each
code's threshold a second time from the real listings' dev half at the same budget and ships the lower of the two;
a code the real labels do not cover counts its real findings as right (presumed: nobody said they are wrong). Every
listing here is our own, in domains of our choosing: no seller's text.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from evaluation.finding_gate import (
    REAL_DEV,
    Finding,
    calibrated_on_real,
    gate_file,
    main,
    real_dev_findings,
    real_dev_summary,
)
from evaluation.offline import LABELLED_REAL_CODES
from services.finding_gate import GATE_FILE, parse_gate
from services.vocabulary import FindingCode


def _blind(code: str, right: Sequence[float], wrong: Sequence[float] = ()) -> list[Finding]:
    return [
        *(Finding("blind", f"{code}-r{k}", code, True, score) for k, score in enumerate(right)),
        *(Finding("blind", f"{code}-w{k}", code, False, score) for k, score in enumerate(wrong)),
    ]


def _real(code: str, right: Sequence[float], wrong: Sequence[float] = ()) -> list[Finding]:
    return [
        *(Finding(REAL_DEV, f"{code}-r{k}", code, True, score) for k, score in enumerate(right)),
        *(Finding(REAL_DEV, f"{code}-w{k}", code, False, score) for k, score in enumerate(wrong)),
    ]


# Two codes whose blind draw ships (two of 200 right findings under about 0.1, three wrong ones beside them).
SPAM = _blind("KEYWORD_SPAM", [0.02, 0.09, *([0.9] * 198)], wrong=[0.03, 0.04, 0.06])
DETAILS = _blind("CONDITION_DETAILS_MISSING", [0.02, 0.09, *([0.9] * 198)], wrong=[0.03, 0.04, 0.06])


def test_a_threshold_is_lowered_to_where_sellers_right_findings_score() -> None:
    # The sellers' right spam findings score from 0.05 up: the blind threshold (about 0.1) would doubt two of ten.
    blind = {"KEYWORD_SPAM": 0.1, "CONDITION_DETAILS_MISSING": 0.1}
    real = _real("KEYWORD_SPAM", [0.05, 0.07, *([0.6] * 8)])
    lowered = calibrated_on_real(blind, real, 0.01)
    assert lowered["KEYWORD_SPAM"] == 0.05
    # A code with no real finding keeps its blind draw.
    assert lowered["CONDITION_DETAILS_MISSING"] == 0.1


def test_a_wrong_real_finding_does_not_pull_the_threshold_down() -> None:
    # Near miss: a low-scoring real finding the labels say is wrong is what the gate is for.
    real = _real("KEYWORD_SPAM", [0.2, 0.3, *([0.6] * 8)], wrong=[0.01])
    assert calibrated_on_real({"KEYWORD_SPAM": 0.1}, real, 0.01) == {"KEYWORD_SPAM": 0.1}


def test_a_code_whose_sellers_findings_score_near_nothing_is_not_gated() -> None:
    # A real right finding under the lowest grid step: no threshold doubts none of them, so the code goes ungated.
    real = _real("CONDITION_DETAILS_MISSING", [0.004, *([0.5] * 20)])
    assert calibrated_on_real({"CONDITION_DETAILS_MISSING": 0.15}, real, 0.01) == {}


def test_the_written_file_ships_the_lower_threshold_and_names_the_real_counts() -> None:
    real = [*_real("KEYWORD_SPAM", [0.05, *([0.6] * 9)]), *_real("CONDITION_DETAILS_MISSING", [0.003, 0.4])]
    blind_only = gate_file([*SPAM, *DETAILS], 0.01, 5, b"model bytes", min_right=100)
    assert set(blind_only["thresholds"]) == {"KEYWORD_SPAM", "CONDITION_DETAILS_MISSING"}
    assert "realDev" not in blind_only
    written = gate_file([*SPAM, *DETAILS], 0.01, 5, b"model bytes", min_right=100, real=real)
    # Spam lowered to 0.05 (its blind doubts below it, 0.02 right against 0.03 and 0.04 wrong, still mostly wrong);
    # condition details ungated.
    assert written["thresholds"] == {"KEYWORD_SPAM": 0.05}
    assert written["realDev"]["KEYWORD_SPAM"] == {"findings": 10, "right": 10, "rightDoubted": 0}
    assert written["realDev"]["CONDITION_DETAILS_MISSING"] == {"findings": 2, "right": 2, "rightDoubted": 0}
    # The blind figures are kept as drawn (for the reader), and the file reads back as the gate.
    assert written["doubtedOutOfFold"] == blind_only["doubtedOutOfFold"]
    assert parse_gate(json.dumps(written)).thresholds == {FindingCode.KEYWORD_SPAM: 0.05}


def test_calibration_never_gates_a_code_the_blind_rule_leaves_alone() -> None:
    # Near miss: the link's blind doubts are mostly right findings (two right, one wrong: not shipped). Lowered to the
    # sellers' draw (0.03) only the wrong one would be left below it, which must not make it a gated code.
    link = _blind("EXTERNAL_LINK", [0.04, 0.09, *([0.9] * 198)], wrong=[0.02])
    real = _real("EXTERNAL_LINK", [0.03, *([0.8] * 9)])
    written = gate_file(link, 0.01, 5, b"model bytes", min_right=100, real=real)
    assert written["thresholds"] == {}


def test_the_summary_counts_right_findings_the_shipped_gate_still_doubts() -> None:
    real = _real("FUNCTIONAL_STATUS_MISSING", [0.02, 0.5], wrong=[0.01])
    assert real_dev_summary(real, {"FUNCTIONAL_STATUS_MISSING": 0.05}) == {
        "FUNCTIONAL_STATUS_MISSING": {"findings": 3, "right": 2, "rightDoubted": 1}
    }


def _request(listing_id: str, title: str, description: str, condition: str = "USED") -> dict[str, object]:
    return {
        "listingId": listing_id, "marketplace": "EBAY", "locale": "en-US", "category": "HOME_AND_KITCHEN",
        "title": title, "description": description, "condition": condition, "price": 30.0,
        "attributes": {"Brand": "Brightwell", "Material": "Stainless steel"},
    }  # fmt: skip


def _real_files(tmp_path: Path) -> tuple[Path, Path]:
    listings = tmp_path / "listings.jsonl"
    rows = [
        {"id": "s1", "request": _request("s1", "Brightwell stock pot 8 quart", "Call me on 412-555-0187 to collect.")},
        {"id": "s2", "request": _request("s2", "Brightwell saucepan 2 quart", "Text 412-555-0143 if you want it.")},
        {"id": "s3", "request": _request("s3", "Brightwell frying pan 10 inch", "Ring 412-555-0166 before noon.")},
    ]
    listings.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    labels = tmp_path / "labels"
    labels.mkdir()
    # s1 labelled with contact details, s2 labelled clean, s3 in no dev label (another split): never read.
    dev = [{"id": "s1", "codes": ["CONTACT_INFO_IN_LISTING"]}, {"id": "s2", "codes": []}]
    (labels / "dev.jsonl").write_text("".join(json.dumps(row) + "\n" for row in dev), encoding="utf-8")
    return listings, labels


def test_the_real_dev_findings_are_judged_by_their_labels_and_only_the_dev_split_is_read(tmp_path: Path) -> None:
    listings, labels = _real_files(tmp_path)
    found = real_dev_findings(listings, labels)
    contact = {f.id: f for f in found if f.code == FindingCode.CONTACT_INFO_IN_LISTING.value}
    assert set(contact) == {"s1", "s2"}
    assert contact["s1"].right
    assert not contact["s2"].right
    assert all(f.set == REAL_DEV and 0.0 <= f.score <= 1.0 for f in found)
    # A code the real labels do not cover is presumed right.
    assert all(f.right for f in found if FindingCode(f.code) not in LABELLED_REAL_CODES)


def test_the_shipped_gate_doubts_none_of_the_sellers_right_dev_findings() -> None:
    # The shipped file was drawn with --real-dev: its per-code real counts say what it kept.
    raw = json.loads(GATE_FILE.read_text(encoding="utf-8"))
    assert raw["realDev"]
    assert all(row["rightDoubted"] == 0 for row in raw["realDev"].values())
    # Calibration only lowers: every shipped code has a blind count beside it.
    assert set(raw["thresholds"]) <= set(raw["doubtedOutOfFold"])


def test_the_command_refuses_two_budgets_with_real_dev_as_before(tmp_path: Path) -> None:
    dump = tmp_path / "dump.jsonl"
    dump.write_text("", encoding="utf-8")
    with pytest.raises(SystemExit) as refused:
        main([str(dump), "--write-thresholds", "--budget", "0.01", "--budget", "0.02", "--real-dev", str(dump)])
    assert refused.value.code == 2
