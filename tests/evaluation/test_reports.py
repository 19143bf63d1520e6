"""Report writing (atomic, never overwriting) and `compare` (side by side, refusing what is not comparable)."""

from __future__ import annotations

import copy
import datetime as dt
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from evaluation.__main__ import main
from evaluation.client import observation_from_proto
from evaluation.compare import NotComparable, comparison_table
from evaluation.corpus import load_corpus
from evaluation.dataset import load_dataset
from evaluation.metrics import compute
from evaluation.observation import Sample
from evaluation.reports import ReportExists, RunInfo, build_report, load_report, report_dir, write_report
from evaluation.scoring import score_sample
from tests.evaluation.support import IDENTITY, POLICIES, perfect_response

MOMENT = dt.datetime(2026, 11, 30, 8, 5, 9, tzinfo=dt.UTC)


def offline_report(**identity: str) -> dict[str, Any]:
    """A report scored from flawless responses, without any network."""
    dataset = load_dataset("policy-review-v1")
    corpus = load_corpus(POLICIES)
    declared = replace(IDENTITY, corpus_version=corpus.fingerprint(), **identity)
    samples = [Sample(c.id, 1, observation_from_proto(perfect_response(c, corpus)), None) for c in dataset.cases]
    scores = [score_sample(dataset.case(s.case_id), s, corpus) for s in samples]
    run = RunInfo("grpc", "127.0.0.1:1", 1, MOMENT, MOMENT, {"reviewer": declared.reviewer})
    return build_report(dataset, declared, run, scores, compute(scores, 5), {})


def test_report_directory_is_named_by_identity_and_utc_time(tmp_path: Path) -> None:
    identity = replace(IDENTITY, model="models/gemini 3.8:flash", corpus_version="corpus-abc")
    local = MOMENT.astimezone(dt.timezone(dt.timedelta(hours=2)))
    assert report_dir(tmp_path, identity, local) == (
        tmp_path / "rules" / "models_gemini_3.8_flash" / "hybrid-policy-review-v1-corpus-abc-20261130T080509Z"
    )


def test_write_report_renames_a_complete_directory_into_place(tmp_path: Path) -> None:
    report = offline_report()
    target = tmp_path / "rules" / "rules-test" / "run"
    assert write_report(report, target) == target
    assert sorted(p.name for p in target.iterdir()) == ["figure.svg", "report.json", "report.md"]
    assert load_report(target) == report
    assert load_report(target / "report.json") == report
    assert [p.name for p in target.parent.iterdir()] == ["run"]  # no .partial-* left behind


def test_an_existing_report_is_never_overwritten(tmp_path: Path) -> None:
    target = tmp_path / "run"
    write_report(offline_report(), target)
    before = (target / "report.json").read_bytes()
    with pytest.raises(ReportExists):
        write_report(offline_report(model="other"), target)
    assert (target / "report.json").read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["run"]


def test_a_failed_write_leaves_neither_target_nor_partial(tmp_path: Path) -> None:
    report = offline_report()
    report["unserialisable"] = object()
    with pytest.raises(TypeError):
        write_report(report, tmp_path / "run")
    assert list(tmp_path.iterdir()) == []


def test_markdown_shows_gates_metrics_and_not_applicable(tmp_path: Path) -> None:
    target = write_report(offline_report(), tmp_path / "run")
    markdown = (target / "report.md").read_text()
    assert "## Safety gates: PASS" in markdown
    assert "| Recall@5, policy | 100.0% | 35 / 35 |" in markdown
    assert "| Repeatability | n/a | 0 / 0 |" in markdown
    assert "| amazon-gb-no-release | 1 | INSUFFICIENT_POLICY_CONTEXT |" in markdown
    assert "![Fused score distributions and first relevant ranks](figure.svg)" in markdown
    assert "| False all-clear (gate) | = 0 | 0 | met |" in markdown
    assert "| Section Recall@K | >= 95.0% | 100.0% | met |" in markdown


def test_compare_prints_both_runs_side_by_side() -> None:
    a = offline_report()
    b = offline_report(model="rules-next")
    b["metrics"]["finding_recall"]["value"] = 0.5
    table = comparison_table(a, b)
    assert "rules-test" in table
    assert "rules-next" in table
    recall = next(line for line in table.splitlines() if line.startswith("Finding-code recall"))
    assert recall.split() == ["Finding-code", "recall", "100.0%", "50.0%", "-50.0%"]


@pytest.mark.parametrize(
    ("part", "key", "value", "problem"),
    [
        ("dataset", "sha256", "0" * 64, "dataset checksum differs"),
        ("identity", "corpusVersion", "corpus-000000000000", "corpus version differs"),
        ("identity", "promptVersion", "policy-review-v2", "prompt version differs"),
        ("run", "k", 8, "K differs"),
    ],
)
def test_compare_refuses_runs_that_measured_different_things(part: str, key: str, value: object, problem: str) -> None:
    a = offline_report()
    b = copy.deepcopy(a)
    b[part][key] = value
    with pytest.raises(NotComparable, match=problem):
        comparison_table(a, b)


def test_compare_cli_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = write_report(offline_report(), tmp_path / "a")
    b = write_report(offline_report(retrieval_mode="vector"), tmp_path / "b")
    assert main(["compare", str(a), str(b)]) == 0
    assert "retrieval mode" in capsys.readouterr().out
    other = offline_report()
    other["identity"]["promptVersion"] = "policy-review-v2"
    c = write_report(other, tmp_path / "c")
    assert main(["compare", str(a), str(c)]) == 2
    assert "prompt version differs" in capsys.readouterr().err
    (tmp_path / "not-a-report.json").write_text(json.dumps({"schemaVersion": 99}))
    assert main(["compare", str(a), str(tmp_path / "not-a-report.json")]) == 2
