"""The in-process evaluation of the rules reviewer and the net: figures, splits and privacy."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from evaluation.dataset import DATASETS_DIR, DatasetError, load_dataset
from evaluation.offline import (
    DEVELOPMENT,
    HELD_OUT,
    REAL_SPLITS,
    Rules,
    blind_parts,
    blind_sets,
    default_datasets,
    headline_only,
    load_cases,
    load_policies,
    load_real_labels,
    main,
    review,
    score_cases,
    score_real,
)
from evaluation.operating_point import colours, render
from evaluation.train_net_model import development_sets
from ingestion.adapters.labelled_listings import newest_dataset
from services.net_model import NetModel, model_in_place, net_model
from services.records import Listing
from services.rulepack import parse_edition
from services.vocabulary import FindingCode, ListingCondition, Marketplace, ReviewStatus
from tests.rule_editions import FIRST, SECOND

POLICIES = load_policies()
CONTACT = FindingCode.CONTACT_INFO_IN_LISTING


def _listing(description: str, *, title: str = "Pyrex mixing bowl set of 4, turquoise") -> Listing:
    return Listing(
        "offline-1",
        Marketplace.EBAY,
        "en-US",
        "HOME_AND_KITCHEN",
        title,
        description,
        ListingCondition.USED,
        20.0,
        {"Brand": "Pyrex", "Number of Items": "4"},
    )


def test_the_reviewed_dataset_keeps_its_figures_in_process() -> None:
    figures = score_cases(load_cases(DATASETS_DIR / "policy-review-v2"), POLICIES)
    assert (figures.false_all_clear, figures.found_codes) == (0, figures.expected_codes)
    assert figures.clean_flagged == 0


def test_a_listing_is_answered_like_the_services_answer_it() -> None:
    found = review(_listing("Light utensil marks, no chips. Call me on 412-555-0187."), "2026-11-15", POLICIES)
    assert found.status is ReviewStatus.POLICY_FINDINGS_AVAILABLE
    assert CONTACT in found.codes
    quiet = _listing("Light utensil marks inside the largest bowl, no chips or cracks.")
    assert review(quiet, "2026-11-15", POLICIES, use_model=False).all_clear
    # The net's model sends a budgeted share of the clean listings the rules clear to a person (this one, retrained in
    # the thirteenth round, reads 0.66 against its 0.65): never a finding.
    assert review(quiet, "2026-11-15", POLICIES).status in (
        ReviewStatus.NO_POLICY_FINDINGS,
        ReviewStatus.NEEDS_HUMAN_REVIEW,
    )
    # Before any release was in force there is nothing to review against.
    early = review(_listing("Light utensil marks, no chips."), "2025-01-01", POLICIES)
    assert early.status is ReviewStatus.INSUFFICIENT_POLICY_CONTEXT


def test_a_review_is_judged_by_the_rule_pack_edition_in_force_on_its_date() -> None:
    rules = Rules.of([parse_edition(FIRST, "first.yaml"), parse_edition(SECOND, "second.yaml")])
    listing = _listing("Light utensil marks, no chips. Questions? Use the zorblax line.")
    # Only the second edition (from 2026-11-01) makes the finding; the first (from 2026-05-01) judges before it.
    assert CONTACT not in review(listing, "2026-10-20", POLICIES, rules=rules).codes
    assert CONTACT in review(listing, "2026-11-20", POLICIES, rules=rules).codes
    # Policies are in force from 2026-03-01 but no edition is: never an all-clear.
    quiet = review(_listing("Light utensil marks, no chips."), "2026-04-01", POLICIES, rules=rules)
    assert (quiet.status, quiet.requires_human_review) == (ReviewStatus.NEEDS_HUMAN_REVIEW, True)
    # Without other editions, the shipped one judges every date a policy is in force.
    assert review(_listing("Light utensil marks, no chips."), "2026-04-01", POLICIES).all_clear


def test_the_net_tier_changes_the_answer_for_a_signal_only_the_broader_tier_sees() -> None:
    machine = Listing(
        "offline-2", Marketplace.EBAY, "en-GB", "BABY", "Formula prep machine, white",
        # No word on working order at all ("should be fine" would now be a finding: a working state only hoped).
        "Used for six months, descaled. Slight yellowing on the drip tray.", ListingCondition.USED,
        30.0, {"Brand": "Tommee Tippee", "Model": "Perfect Prep"},
    )  # fmt: skip
    assert review(machine, "2026-11-15", POLICIES, risk_tier=1).all_clear
    wide = review(machine, "2026-11-15", POLICIES, risk_tier=2)
    assert wide.status is ReviewStatus.NEEDS_HUMAN_REVIEW
    assert FindingCode.FUNCTIONAL_STATUS_MISSING in wide.warned_codes


def test_real_listings_are_scored_per_labelled_split_and_unlabelled_ones_only_counted() -> None:
    rows = [
        {"id": "x1", "request": _request("Call me on 412-555-0187 for pictures.")},
        {"id": "x2", "request": _request("Light utensil marks inside the largest bowl, no chips or cracks.")},
        {"id": "x3", "request": _request("Light utensil marks inside the largest bowl, no chips or cracks.")},
    ]
    labels = {"x1": frozenset({CONTACT}), "x2": frozenset({CONTACT})}
    # The counting is what is judged here, so without the net's model (which may send the quiet listing to a person).
    with model_in_place(None):
        figures = score_real(rows, labels, POLICIES, "2026-11-15")
    assert (figures.listings, figures.labelled, figures.labelled_violating) == (3, 2, 2)
    assert (figures.found_labelled_codes, figures.labelled_codes) == (1, 2)
    assert figures.labelled_false_all_clear == 1
    assert figures.flagged_codes == figures.flagged_correct == 1


def test_the_labels_are_split_and_carry_ids_and_codes_only() -> None:
    seen: set[str] = set()
    for split in REAL_SPLITS:
        labels = load_real_labels(split)
        assert labels
        assert not seen & set(labels), "a listing is in both splits"
        seen |= set(labels)
    for file in (DATASETS_DIR / "real-listings-labels-v1").glob("*.jsonl"):
        for line in file.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            assert set(row) <= {"id", "codes", "fields", "uncertain", "reasons"}
            assert all(len(reason) <= 120 for reason in row.get("reasons", {}).values())


def test_the_printed_report_never_carries_seller_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    marker = "zebra-marker-7781"
    real = tmp_path / "listings.jsonl"
    real.write_text(
        json.dumps({"id": "r0001", "request": _request(f"Email {marker}@example.com now.")}) + "\n", encoding="utf-8"
    )
    assert main(["policy-review-v2", "--real", str(real), "--json"]) == 0
    out = capsys.readouterr().out
    assert marker not in out
    assert json.loads(out)["real-listings-all"]["listings"] == 1


def test_the_operating_point_picture_draws_every_set_and_tier() -> None:
    figures = {
        "blind-dev-v1": {
            tier: {"falseAllClearRate": 0.3 - tier / 10, "cleanToHumanRate": tier / 20} for tier in range(4)
        },
        "blind-holdout-v1": {tier: {"falseAllClearRate": 0.2, "cleanToHumanRate": 0.1} for tier in range(4)},
    }
    svg = render(figures, {"blind-dev-v1": DEVELOPMENT, "blind-holdout-v1": HELD_OUT})
    assert svg.startswith("<svg")
    assert svg.count("<circle") == 8
    assert "net off" in svg
    assert "tier 3" in svg
    assert "blind-holdout-v1 (held-out)" in svg
    assert "blind-dev-v1 (held-out)" not in svg


def test_the_picture_draws_without_a_held_out_set_and_keeps_one_apart_by_colour() -> None:
    flat = {"falseAllClearRate": 0.1, "cleanToHumanRate": 0.1}
    only_development = {"blind-dev-v1": dict.fromkeys(range(4), flat)}
    assert "(held-out)" not in render(only_development, {"blind-dev-v1": DEVELOPMENT})
    palette = colours({"a": DEVELOPMENT, "b": DEVELOPMENT, "c": HELD_OUT})
    assert len(set(palette.values())) == 3
    assert palette["c"] not in colours({"a": DEVELOPMENT, "b": DEVELOPMENT}).values()


def _request(description: str) -> dict[str, object]:
    return {
        "listingId": "x", "marketplace": "EBAY", "locale": "en-US", "category": "HOME_AND_KITCHEN",
        "title": "Pyrex mixing bowl set of 4, turquoise", "description": description, "condition": "USED",
        "price": 20.0, "attributes": {"Brand": "Pyrex", "Number of Items": "4"},
    }  # fmt: skip


def test_the_blind_sets_load_against_their_manifests_and_never_calibrate() -> None:
    for name in blind_parts():
        dataset = load_dataset(name)
        assert dataset.manifest.case_count == len(dataset.cases)
        assert {case.request.review_date for case in dataset.cases} == {"2026-11-15"}
    assert newest_dataset().startswith("policy-review-v")


def test_every_blind_set_names_its_part_and_the_retired_held_out_set_is_development() -> None:
    parts = blind_parts()
    assert {"blind-dev-v1", "blind-dev-v2", "blind-dev-v3", "blind-holdout-v1"} <= set(parts)
    assert set(parts.values()) <= {DEVELOPMENT, HELD_OUT}
    # Retired after three headline looks (docs/evaluation.md): its name and cases kept, its part changed.
    assert parts["blind-holdout-v1"] == DEVELOPMENT
    assert set(blind_sets(DEVELOPMENT)) | set(blind_sets(HELD_OUT)) == set(parts)
    # `make eval` reports the development part before the held-out part, whatever there is of either.
    listed = default_datasets()
    assert listed[0] == "policy-review-v2"
    assert list(listed[1:]) == [*blind_sets(DEVELOPMENT), *blind_sets(HELD_OUT)]
    # The net's model never trains on a set its manifest calls held-out.
    assert not set(development_sets()) & set(blind_sets(HELD_OUT))
    assert set(blind_sets(DEVELOPMENT)) <= set(development_sets())


def _blind_copy(source: str, folder: Path, part: str | None) -> None:
    folder.mkdir()
    (folder / "cases.jsonl").write_bytes((DATASETS_DIR / source / "cases.jsonl").read_bytes())
    manifest = json.loads((DATASETS_DIR / source / "manifest.json").read_text(encoding="utf-8"))
    manifest["name"] = folder.name
    manifest.pop("part", None)
    if part is not None:
        manifest["part"] = part
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")


def test_the_parts_come_from_the_manifests_with_or_without_a_held_out_set(tmp_path: Path) -> None:
    _blind_copy("blind-dev-v3", tmp_path / "blind-a", DEVELOPMENT)
    _blind_copy("blind-dev-v3", tmp_path / "reviewed", None)
    assert blind_parts(tmp_path) == {"blind-a": DEVELOPMENT}
    assert blind_sets(HELD_OUT, tmp_path) == ()
    assert default_datasets(tmp_path) == ("policy-review-v2", "blind-a")
    _blind_copy("blind-dev-v3", tmp_path / "blind-0-new", HELD_OUT)
    assert blind_sets(HELD_OUT, tmp_path) == ("blind-0-new",)
    # Development first, then the held-out part apart, whatever the names sort to.
    assert default_datasets(tmp_path) == ("policy-review-v2", "blind-a", "blind-0-new")
    assert load_dataset(str(tmp_path / "blind-0-new")).manifest.part == HELD_OUT


def test_a_manifest_with_an_unknown_part_is_refused(tmp_path: Path) -> None:
    _blind_copy("blind-dev-v3", tmp_path / "blind-x", "maybe")
    with pytest.raises(DatasetError, match="invalid manifest"):
        load_dataset(str(tmp_path / "blind-x"))


def test_a_held_out_sets_report_carries_its_headline_and_never_which_listings_escaped() -> None:
    figures = {"falseAllClearRate": 0.1, "escaped": ["h-1"], "perCode": {"EXTERNAL_LINK": {}}, "per_code": {}}
    assert headline_only(figures, HELD_OUT) == {"falseAllClearRate": 0.1}
    assert headline_only(figures, DEVELOPMENT) == figures
    assert headline_only(figures, None) == figures


def test_a_candidate_model_is_scored_in_the_shipped_ones_place_and_only_within_the_call() -> None:
    # The leave-one-set-out yardstick scores a model trained without the set; nothing else sees it.
    eager = NetModel(1 << 18, 0.5, {}, {"ANY": 50.0, CONTACT.value: 0.0}, {"ANY": {}, CONTACT.value: {}})
    cases = [case for case in load_cases(DATASETS_DIR / "policy-review-v2") if not case.expected.findings]
    without = score_cases(cases, POLICIES, 2, None)
    assert without.clean_answered_clean > 0
    # A model that finds every listing suspect sends every would-be all-clear to a person, and only in the call.
    assert score_cases(cases, POLICIES, 2, eager).clean_answered_clean == 0
    assert net_model() is not eager
    assert score_cases(cases, POLICIES, 2).clean_answered_clean > 0
