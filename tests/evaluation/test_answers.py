"""The per-listing answer dump: development listings only, no seller text, and the diff a rules change is judged by."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evaluation.answers import HeldOutRefused, answer_rows, changes, development_part, main
from evaluation.dataset import DATASETS_DIR
from evaluation.offline import DEVELOPMENT, HELD_OUT, blind_sets


def _copy(source: str, folder: Path, part: str) -> None:
    folder.mkdir(parents=True)
    (folder / "cases.jsonl").write_bytes((DATASETS_DIR / source / "cases.jsonl").read_bytes())
    manifest = json.loads((DATASETS_DIR / source / "manifest.json").read_text(encoding="utf-8"))
    manifest.update(name=folder.name, part=part)
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")


def test_the_default_is_the_reviewed_set_and_the_development_part_only() -> None:
    names = development_part()
    assert names[0] == "policy-review-v2"
    assert set(names[1:]) == set(blind_sets(DEVELOPMENT))
    assert not set(names) & set(blind_sets(HELD_OUT))


def test_a_held_out_set_is_refused_before_anything_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    datasets = tmp_path / "datasets"
    _copy("blind-dev-v3", datasets / "blind-new", HELD_OUT)
    with pytest.raises(HeldOutRefused):
        next(answer_rows(["blind-new"], datasets))
    out = tmp_path / "answers.jsonl"
    assert main(["dump", str(out), str(datasets / "blind-new")]) == 2
    assert not out.exists()
    assert "held-out" in capsys.readouterr().err


def test_the_dump_carries_answers_and_no_seller_text(tmp_path: Path) -> None:
    out = tmp_path / "answers.jsonl"
    assert main(["dump", str(out), "policy-review-v2"]) == 0
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    cases = [json.loads(line) for line in (DATASETS_DIR / "policy-review-v2" / "cases.jsonl").read_text().splitlines()]
    assert [row["id"] for row in rows] == [case["id"] for case in cases]
    assert set(rows[0]) == {"set", "id", "expected", "status", "requiresHumanReview", "codes", "warned"}
    text = out.read_text(encoding="utf-8")
    assert not any(case["request"]["title"] in text for case in cases)
    # The reviewed set keeps its figures (tests/evaluation/test_offline.py): every violation found, nothing flagged.
    assert all(set(row["expected"]) <= set(row["codes"]) for row in rows if row["expected"])


def _row(listing_id: str, expected: list[str], status: str, human: bool, codes: list[str]) -> dict[str, object]:
    return {
        "set": "s",
        "id": listing_id,
        "expected": expected,
        "status": status,
        "requiresHumanReview": human,
        "codes": codes,
        "warned": [],
    }


def test_the_diff_names_each_change_by_its_kind_worst_first(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    clear, found, person = "NO_POLICY_FINDINGS", "POLICY_FINDINGS_AVAILABLE", "NEEDS_HUMAN_REVIEW"
    before = [
        _row("v-1", ["EXTERNAL_LINK"], found, True, ["EXTERNAL_LINK"]),
        _row("v-2", ["KEYWORD_SPAM"], clear, False, []),
        _row("c-1", [], clear, False, []),
        _row("c-2", [], person, True, []),
        _row("c-3", [], clear, False, []),
    ]
    after = [
        _row("v-1", ["EXTERNAL_LINK"], clear, False, []),
        _row("v-2", ["KEYWORD_SPAM"], found, True, ["KEYWORD_SPAM"]),
        _row("c-1", [], found, True, ["PROMOTIONAL_TITLE"]),
        _row("c-2", [], clear, False, []),
        _row("c-3", [], clear, False, []),
    ]
    assert [(c.kind, c.listing_id) for c in changes(before, after)] == [
        ("violating, newly all-clear", "v-1"),
        ("clean, newly flagged", "c-1"),
        ("violating, no longer all-clear", "v-2"),
        ("clean, newly answered cleanly", "c-2"),
    ]
    paths = []
    for name, rows in (("before", before), ("after", after)):
        path = tmp_path / f"{name}.jsonl"
        path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
        paths.append(str(path))
    assert main(["diff", *paths]) == 0
    printed = capsys.readouterr().out
    assert "violating, newly all-clear: 1\n  v-1: findings EXTERNAL_LINK -> all-clear" in printed
