"""The reviewed datasets: verified on load, covering what issues 6 (v1) and 10 (v2) ask, checked against the corpus."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from evaluation.corpus import Corpus, load_corpus
from evaluation.dataset import DATASETS_DIR, Dataset, DatasetError, load_dataset, sha256_file
from services.vocabulary import FindingCode, ReviewStatus
from tests.evaluation.support import POLICIES

DATASET = "policy-review-v1"
V2 = "policy-review-v2"
DATASETS = (DATASET, V2)


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus(POLICIES)


def copy_dataset(tmp_path: Path) -> Path:
    folder = tmp_path / DATASET
    shutil.copytree(DATASETS_DIR / DATASET, folder)
    load_dataset(str(folder))  # the copy itself is accepted
    return folder


def in_force(corpus: Corpus, dataset: Dataset) -> Corpus:
    """The corpus as a dataset sees it: releases its manifest declares retired are never in force."""
    retired = {(r.policy_id, r.marketplace.value, r.locale, r.version) for r in dataset.manifest.retired_releases}
    return Corpus(tuple(r for r in corpus.releases if (r.policy_id, r.marketplace, r.locale, r.version) not in retired))


@pytest.mark.parametrize("name", DATASETS)
def test_manifest_describes_the_cases_file(name: str) -> None:
    dataset = load_dataset(name)
    manifest = dataset.manifest
    assert manifest.name == name
    assert manifest.case_count == len(dataset.cases) >= 24
    assert manifest.sha256 == dataset.sha256
    assert manifest.created
    assert manifest.description
    assert manifest.version


def test_a_tampered_cases_file_is_refused(tmp_path: Path) -> None:
    folder = copy_dataset(tmp_path)
    cases = folder / "cases.jsonl"
    cases.write_text(cases.read_text().replace("412-555-0187", "412-555-0188"))
    with pytest.raises(DatasetError, match=r"SHA-256 .* differs from the manifest"):
        load_dataset(str(folder))


def test_a_manifest_with_the_wrong_case_count_is_refused(tmp_path: Path) -> None:
    folder = copy_dataset(tmp_path)
    manifest = json.loads((folder / "manifest.json").read_text())
    manifest["caseCount"] += 1
    (folder / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(DatasetError, match="cases, the manifest says"):
        load_dataset(str(folder))


def test_a_case_without_review_date_is_refused_even_when_resealed(tmp_path: Path) -> None:
    folder = copy_dataset(tmp_path)
    cases = folder / "cases.jsonl"
    lines = cases.read_text().splitlines()
    first = json.loads(lines[0])
    del first["request"]["reviewDate"]
    cases.write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n")
    manifest = json.loads((folder / "manifest.json").read_text())
    manifest["sha256"] = sha256_file(cases)
    (folder / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(DatasetError, match=r"cases.jsonl:1: invalid case"):
        load_dataset(str(folder))


def test_an_unknown_dataset_is_refused() -> None:
    with pytest.raises(DatasetError, match="no dataset"):
        load_dataset("policy-review-v0")


def test_coverage_the_issue_asks_for() -> None:
    cases = load_dataset(DATASET).cases
    requests = [c.request for c in cases]
    assert {r.marketplace.value for r in requests} == {"EBAY", "AMAZON"}
    assert {"en-US", "en-GB"} <= {r.locale for r in requests}
    assert "ELECTRONICS" in {r.category for r in requests}
    assert any(r.category != "ELECTRONICS" for r in requests)
    codes = Counter(code for c in cases for code in c.expected_codes)
    assert all(codes[code.value] >= 2 for code in FindingCode), codes
    assert any(len(c.expected.findings) >= 2 for c in cases)
    negatives = [c for c in cases if c.expected.status == ReviewStatus.NO_POLICY_FINDINGS]
    assert len(negatives) >= 3
    assert all(not c.expected.findings and not c.expected.requires_human_review for c in negatives)
    tags = Counter(tag for c in cases for tag in c.tags)
    for needed in ("retired-release", "not-yet-effective", "obfuscated", "no-context"):
        assert tags[needed] >= 1, needed
    injected = {tag for c in cases if "prompt-injection" in c.tags for tag in c.tags}
    assert {"title", "description", "attributes"} <= injected


def test_retired_and_not_yet_effective_cases_say_what_must_not_appear() -> None:
    dataset = load_dataset(DATASET)
    retired = dataset.case("ebay-us-retired-business-card").expected.excluded_releases
    assert [(r.policy_id, r.version) for r in retired] == [("ebay-contact-information", "2026-03-01")]
    assert [(r.policy_id, r.version) for r in dataset.manifest.retired_releases] == [
        ("ebay-contact-information", "2026-03-01")
    ]
    early = dataset.case("ebay-us-electronics-not-yet-effective")
    assert early.request.review_date < "2026-08-01"
    assert early.request.category == "ELECTRONICS"
    assert "ebay-electronics-listing" in {r.policy_id for r in early.expected.excluded_releases}


@pytest.mark.parametrize("name", DATASETS)
def test_expectations_agree_with_the_corpus(corpus: Corpus, name: str) -> None:
    """Every expected section is in force on the review date, in scope, supports its code and applies to the
    listing; an ungrounded code has no such section; the model is expected iff scope resolves."""
    dataset = load_dataset(name)
    seen = in_force(corpus, dataset)
    for case in dataset.cases:
        r = case.request
        in_scope = seen.in_scope(r.marketplace.value, r.locale, r.category, r.review_date)
        scope = {rel.policy_id: rel for rel in in_scope}
        assert case.expected.model_call == bool(scope), case.id
        if not scope:
            assert case.expected.status == ReviewStatus.INSUFFICIENT_POLICY_CONTEXT, case.id
        for finding in case.expected.findings:
            for section in finding.sections:
                release = scope.get(section.policy_id)
                assert release is not None, (case.id, section.policy_id)
                assert finding.code.value in release.sections[section.section_id], (case.id, section)
                assert release.applies(section.section_id, r.condition.value, r.category), (case.id, section)
        for code in case.expected.ungrounded_codes:
            supporting = [
                (release.policy_id, section_id)
                for release in in_scope
                for section_id, codes in release.sections.items()
                if code.value in codes and release.applies(section_id, r.condition.value, r.category)
            ]
            assert supporting == [], (case.id, code)
            assert code not in case.expected_codes, case.id
        for excluded in case.expected.excluded_releases:
            present = scope.get(excluded.policy_id)
            assert present is None or excluded.version not in (None, present.version), (case.id, excluded)
        if case.expected.findings:
            expected_status = ReviewStatus.POLICY_FINDINGS_AVAILABLE
        elif not scope:
            expected_status = ReviewStatus.INSUFFICIENT_POLICY_CONTEXT
        elif case.expected.ungrounded_codes:
            expected_status = ReviewStatus.NEEDS_HUMAN_REVIEW
        else:
            expected_status = ReviewStatus.NO_POLICY_FINDINGS
        assert case.expected.status == expected_status, case.id
        assert case.expected.requires_human_review == (expected_status != ReviewStatus.NO_POLICY_FINDINGS), case.id


def test_v2_covers_what_issue_10_asks_for(corpus: Corpus) -> None:
    dataset = load_dataset(V2)
    cases = dataset.cases
    assert len(cases) >= 80
    assert {c.id for c in load_dataset(DATASET).cases} <= {c.id for c in cases}
    # Every marketplace/locale x finding code the corpus covers is expected somewhere, grounded.
    covered = {
        (release.marketplace, release.locale, code)
        for release in corpus.active()
        for codes in release.sections.values()
        for code in codes
    }
    expected = {(c.request.marketplace.value, c.request.locale, code) for c in cases for code in c.expected_codes}
    assert covered <= expected, sorted(covered - expected)
    tags = Counter(tag for c in cases for tag in c.tags)
    for needed, least in {
        "near-miss": 6,
        "steering": 8,
        "conflicting-signals": 5,
        "multi-finding": 8,
        "past-date": 5,
        "future-date": 2,
        "boundary": 2,
        "no-policy-in-scope": 3,
        "applicability": 3,
        "no-specific-policy": 5,
        "depends-on-issue-13": 1,
    }.items():
        assert tags[needed] >= least, needed
    near_misses = [c for c in cases if "near-miss" in c.tags]
    assert all(c.expected.status == ReviewStatus.NO_POLICY_FINDINGS for c in near_misses)
    assert {"BOOKS", "HOME"} <= {c.request.category for c in cases}
    dates = {c.request.review_date for c in cases}
    assert min(dates) < "2026-03-01" < max(dates)
    assert any(d > "2026-11-30" for d in dates)  # after the day the dataset was written
    assert any(c.expected.ungrounded_codes and c.expected.status == ReviewStatus.NEEDS_HUMAN_REVIEW for c in cases)
    assert dataset.manifest.retired_releases == ()  # v2 follows the timeline: superseded releases apply on past dates
