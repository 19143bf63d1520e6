"""Blind authors' files: labels checked against the policies in force, files assembled into a loadable set."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evaluation.blind_set import REVIEW_DATE, assemble, check_cases, main, sets_naming
from evaluation.dataset import DATASETS_DIR, load_dataset
from evaluation.offline import HELD_OUT, blind_parts, load_policies

POLICIES = load_policies()


def _case(case_id: str, *, findings: list[dict[str, object]] | None = None, **request: object) -> str:
    body: dict[str, object] = {
        "listingId": case_id, "marketplace": "EBAY", "locale": "en-US", "category": "ELECTRONICS",
        "title": "Pocket radio, AM/FM", "description": "Used, light scratches on the back, tested on AM and FM.",
        "condition": "USED", "price": 12.0, "attributes": {"Brand": "Tonewell"}, "reviewDate": "2026-11-03",
    }  # fmt: skip
    body.update(request)
    violating = bool(findings)
    return json.dumps(
        {
            "id": case_id,
            "note": "made up for the test",
            "tags": ["violation" if violating else "clean"],
            "request": body,
            "expected": {
                "status": "POLICY_FINDINGS_AVAILABLE" if violating else "NO_POLICY_FINDINGS",
                "requiresHumanReview": violating,
                "modelCall": True,
                "findings": findings or [],
            },
        }
    )


def _finding(code: str, policy: str, section: str) -> dict[str, object]:
    return {"code": code, "sections": [{"policyId": policy, "sectionId": section}]}


def test_every_blind_set_in_the_repository_passes_the_check() -> None:
    for name in blind_parts():
        lines = (DATASETS_DIR / name / "cases.jsonl").read_text(encoding="utf-8").splitlines()
        prefixes = {json.loads(line)["id"].rsplit("-", 1)[0] for line in lines}
        for prefix in prefixes:
            checked = check_cases([line for line in lines if f'"id": "{prefix}-' in line], prefix, POLICIES)
            assert checked.problems == []
            assert checked.violating
            assert checked.clean


def test_a_label_the_policies_do_not_support_is_named_by_id_only() -> None:
    working = [_finding("FUNCTIONAL_STATUS_MISSING", "ebay-electronics-listing", "functional-status")]
    lines = [
        _case("a1-001", findings=working),
        # The electronics policy is not in scope for a book; the section does not list the code; no such section.
        _case("a1-002", category="BOOKS", findings=working),
        _case("a1-003", findings=[_finding("EXTERNAL_LINK", "ebay-electronics-listing", "functional-status")]),
        _case("a1-004", findings=[_finding("EXTERNAL_LINK", "ebay-contact-information", "no-such-section")]),
        # Working state is not asked of a new item by the electronics policy's functional-status section.
        _case("a1-005", condition="NEW", findings=working),
        _case("a1-001"),
        _case("b2-001"),
        "not json",
    ]  # fmt: skip
    checked = check_cases(lines, "a1", POLICIES)
    assert checked.problems == [
        "a1-002: ebay-electronics-listing/functional-status is not a section in scope",
        "a1-003: ebay-electronics-listing/functional-status does not list EXTERNAL_LINK",
        "a1-004: ebay-contact-information/no-such-section is not a section in scope",
        "a1-005: ebay-electronics-listing/functional-status does not apply to it",
        "a1-001: id repeated",
        "b2-001: id outside the prefix a1",
        "line 8: not a case (1 errors)",
    ]
    assert (checked.violating, checked.clean) == (5, 2)
    assert checked.per_code["FUNCTIONAL_STATUS_MISSING"] == 3
    # Nothing of a listing's text is in what the check prints.
    assert not any("radio" in problem.lower() for problem in checked.problems)


def test_assembled_files_load_as_a_set_reviewed_on_one_date_and_an_old_set_is_never_rewritten(tmp_path: Path) -> None:
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    first.write_text(_case("a1-001") + "\n" + _case("a1-002") + "\n", encoding="utf-8")
    second.write_text(_case("b2-001", reviewDate="2026-11-28") + "\n", encoding="utf-8")
    datasets = tmp_path / "datasets"
    manifest = assemble("blind-new", HELD_OUT, "three made-up listings", [first, second], datasets)
    loaded = load_dataset(str(datasets / "blind-new"))
    assert [case.id for case in loaded.cases] == ["a1-001", "a1-002", "b2-001"]
    assert {case.request.review_date for case in loaded.cases} == {REVIEW_DATE}
    assert loaded.sha256 == manifest.sha256
    assert blind_parts(datasets) == {"blind-new": HELD_OUT}
    with pytest.raises(FileExistsError):
        assemble("blind-new", HELD_OUT, "again", [first], datasets)
    assert [case.id for case in load_dataset(str(datasets / "blind-new")).cases] == ["a1-001", "a1-002", "b2-001"]


def test_the_command_fails_on_a_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "a.jsonl"
    path.write_text(_case("a1-001") + "\n", encoding="utf-8")
    assert main(["check", str(path), "--prefix", "a1"]) == 0
    assert main(["check", str(path), "--prefix", "zz"]) == 1
    assert "a1-001: id outside the prefix zz" in capsys.readouterr().out


def test_a_trade_an_earlier_manifest_names_is_found_whatever_its_hyphens_and_case(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The thirty-ninth round's first held-out trades had been named by earlier sets, one of them held out.
    for name, description in (("old-dev", "Sellers of Pool-Cue racks and chalk"), ("old-held", "barometer shops")):
        (tmp_path / name).mkdir()
        (tmp_path / name / "manifest.json").write_text(json.dumps({"description": description}), encoding="utf-8")
    found = sets_naming(["pool cue", "BAROMETER", "snow shovel"], tmp_path)
    assert found == {"pool cue": ["old-dev"], "BAROMETER": ["old-held"], "snow shovel": []}


def test_a_trade_is_found_whatever_its_plural_and_only_as_whole_words(tmp_path: Path) -> None:
    # The forty-fifth round's check called "swim goggles" new beside an earlier set's "swim-goggle sellers".
    for name, description in (
        ("goggles", "swim-goggle sellers and bike-pump dealers"),
        ("knives", "pocket knives, shelves and batteries"),
        ("catalogue", "catalogue printers"),
    ):
        (tmp_path / name).mkdir()
        (tmp_path / name / "manifest.json").write_text(json.dumps({"description": description}), encoding="utf-8")
    found = sets_naming(["swim goggles", "Bike Pumps", "pocket knife", "shelf", "battery", "cat", "swim cap"], tmp_path)
    assert found == {
        "swim goggles": ["goggles"],
        "Bike Pumps": ["goggles"],
        "pocket knife": ["knives"],
        "shelf": ["knives"],
        "battery": ["knives"],
        "cat": [],
        "swim cap": [],
    }


def test_the_named_command_fails_when_a_trade_is_not_new(capsys: pytest.CaptureFixture[str]) -> None:
    held_out = next(name for name, part in blind_parts().items() if part == HELD_OUT)
    manifest = json.loads((DATASETS_DIR / held_out / "manifest.json").read_text(encoding="utf-8"))
    trade = manifest["description"].split()[0]
    assert main(["named", trade]) == 1
    assert held_out in capsys.readouterr().out
    assert main(["named", "a trade no author has been given yet"]) == 0
    assert capsys.readouterr().out.strip().endswith(": new")
