"""The policy-review-v1 dataset: verified on load, and covering what issue 6 asks of it, checked against the corpus."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from evaluation.corpus import Corpus, load_corpus
from evaluation.dataset import DATASETS_DIR, DatasetError, load_dataset, sha256_file
from services.vocabulary import FindingCode, ReviewStatus
from tests.evaluation.support import POLICIES

DATASET = "policy-review-v1"


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus(POLICIES)


def copy_dataset(tmp_path: Path) -> Path:
    folder = tmp_path / DATASET
    shutil.copytree(DATASETS_DIR / DATASET, folder)
    load_dataset(str(folder))  # the copy itself is accepted
    return folder


def test_manifest_describes_the_cases_file() -> None:
    dataset = load_dataset(DATASET)
    manifest = dataset.manifest
    assert manifest.name == DATASET
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


def test_expectations_agree_with_the_corpus(corpus: Corpus) -> None:
    """Every expected section is in scope and supports its code; the model is expected iff scope resolves."""
    for case in load_dataset(DATASET).cases:
        r = case.request
        in_scope = corpus.in_scope(r.marketplace.value, r.locale, r.category, r.review_date)
        scope = {rel.policy_id: rel for rel in in_scope}
        assert case.expected.model_call == bool(scope), case.id
        if not scope:
            assert case.expected.status == ReviewStatus.INSUFFICIENT_POLICY_CONTEXT, case.id
        for finding in case.expected.findings:
            for section in finding.sections:
                release = scope.get(section.policy_id)
                assert release is not None, (case.id, section.policy_id)
                assert finding.code.value in release.sections[section.section_id], (case.id, section)
        for excluded in case.expected.excluded_releases:
            present = scope.get(excluded.policy_id)
            assert present is None or excluded.version not in (None, present.version), (case.id, excluded)
        expected_status = (
            ReviewStatus.POLICY_FINDINGS_AVAILABLE
            if case.expected.findings
            else (ReviewStatus.NO_POLICY_FINDINGS if scope else ReviewStatus.INSUFFICIENT_POLICY_CONTEXT)
        )
        assert case.expected.status == expected_status, case.id
        assert case.expected.requires_human_review == (expected_status != ReviewStatus.NO_POLICY_FINDINGS), case.id
