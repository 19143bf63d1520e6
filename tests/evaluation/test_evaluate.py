"""`evaluate` end to end against stand-in gateways over real gRPC and REST, and the CLI's exit codes."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from evaluation.client import GrpcGateway, RestGateway
from evaluation.corpus import Corpus, load_corpus
from evaluation.dataset import Dataset, load_dataset
from evaluation.identity import IdentityMismatch, RunIdentity
from evaluation.reports import ReportExists
from evaluation.runner import EvaluateOptions, evaluate
from policyreview.v1 import policy_review_service_pb2
from services.settings import PROJECT_ROOT
from tests.evaluation.fake_gateway import Oracle, grpc_gateway, rest_gateway
from tests.evaluation.support import IDENTITY, POLICIES

FIXED = dt.datetime(2026, 11, 30, 12, 0, 0, tzinfo=dt.UTC)


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus(POLICIES)


@pytest.fixture(scope="module")
def dataset() -> Dataset:
    return load_dataset("policy-review-v1")


@pytest.fixture
def oracle(dataset: Dataset, corpus: Corpus) -> Oracle:
    return Oracle(dataset, corpus)


def options(tmp_path: Path, corpus: Corpus, **identity: str) -> EvaluateOptions:
    declared = replace(IDENTITY, corpus_version=corpus.fingerprint(), **identity)
    return EvaluateOptions("policy-review-v1", declared, repetitions=1, reports_dir=tmp_path, progress=False)


async def test_a_flawless_gateway_over_grpc_passes_with_full_marks(
    tmp_path: Path, corpus: Corpus, dataset: Dataset, oracle: Oracle
) -> None:
    async with grpc_gateway(oracle) as address, GrpcGateway(address) as gateway:
        result = await evaluate(gateway, options(tmp_path, corpus), clock=lambda: FIXED)
    assert result.passed
    assert oracle.calls == len(dataset.cases)
    leaf = f"hybrid-policy-review-v1-{corpus.fingerprint()}-20261130T120000Z"
    assert result.path == tmp_path / "rules" / "rules-test" / leaf
    on_disk = json.loads((result.path / "report.json").read_text())
    assert on_disk == result.report
    assert on_disk["dataset"]["sha256"] == dataset.sha256
    assert on_disk["observed"]["modelId"] == "rules-test"
    metrics = on_disk["metrics"]
    for name in ("policy_recall_at_k", "section_recall_at_k", "finding_recall", "finding_precision", "status_accuracy"):
        assert metrics[name]["value"] == 1.0, name
    assert metrics["unexpected_finding_rate"]["value"] == 0.0
    assert metrics["repeatability"]["value"] is None
    assert "## Safety gates: PASS" in (result.path / "report.md").read_text()


async def test_a_flawless_gateway_over_rest_passes(tmp_path: Path, corpus: Corpus, oracle: Oracle) -> None:
    async with rest_gateway(oracle) as url, RestGateway(url) as gateway:
        result = await evaluate(gateway, replace(options(tmp_path, corpus), repetitions=2), clock=lambda: FIXED)
    assert result.passed
    assert result.report["run"]["samples"] == 2 * result.report["dataset"]["caseCount"]
    assert result.report["metrics"]["repeatability"]["value"] == 1.0


async def test_a_failing_sample_and_a_bad_citation_fail_the_run(tmp_path: Path, corpus: Corpus, oracle: Oracle) -> None:
    oracle.fail_listing = "ebay-us-clean-dutch-oven"

    def cite_policy_99(listing_id: str, response: policy_review_service_pb2.ReviewListingResponse) -> None:
        if listing_id == "ebay-us-keyword-spam":
            response.findings[0].evidence_ids[:] = ["POLICY_99"]

    oracle.mutate = cite_policy_99
    async with rest_gateway(oracle) as url, RestGateway(url) as gateway:
        result = await evaluate(gateway, options(tmp_path, corpus), clock=lambda: FIXED)
    assert not result.passed
    violations = {(v["caseId"], v["gate"]) for v in result.report["gates"]["violations"]}
    assert ("ebay-us-clean-dutch-oven", "FAILED_SAMPLE") in violations
    assert ("ebay-us-keyword-spam", "INVALID_CITATION") in violations
    failed = next(v for v in result.report["gates"]["violations"] if v["gate"] == "FAILED_SAMPLE")
    assert failed["detail"] == "rest HTTP 503 DEPENDENCY_UNAVAILABLE"


async def test_an_identity_mismatch_is_refused_at_the_first_response_and_writes_nothing(
    tmp_path: Path, corpus: Corpus, oracle: Oracle
) -> None:
    async with grpc_gateway(oracle) as address, GrpcGateway(address) as gateway:
        with pytest.raises(IdentityMismatch, match=r"declared model 'gemini-3\.8-flash'"):
            await evaluate(gateway, options(tmp_path, corpus, model="gemini-3.8-flash"), clock=lambda: FIXED)
    assert oracle.calls == 1
    assert not any(tmp_path.iterdir())  # noqa: ASYNC240 - a directory listing of a test folder


async def test_an_existing_report_is_refused_before_any_call(tmp_path: Path, corpus: Corpus, oracle: Oracle) -> None:
    async with grpc_gateway(oracle) as address, GrpcGateway(address) as gateway:
        first = await evaluate(gateway, options(tmp_path, corpus), clock=lambda: FIXED)
        calls = oracle.calls
        before = (first.path / "report.json").read_bytes()
        with pytest.raises(ReportExists):
            await evaluate(gateway, options(tmp_path, corpus), clock=lambda: FIXED)
    assert oracle.calls == calls
    assert (first.path / "report.json").read_bytes() == before


async def cli(*args: str) -> tuple[int, str, str]:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "evaluation",
        *args,
        cwd=PROJECT_ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await process.communicate()
    assert process.returncode is not None
    return process.returncode, out.decode(), err.decode()


def identity_flags(identity: RunIdentity) -> list[str]:
    return [
        "--reviewer",
        identity.reviewer,
        "--model",
        identity.model,
        "--prompt-version",
        identity.prompt_version,
        "--corpus-version",
        identity.corpus_version,
        "--retrieval-mode",
        identity.retrieval_mode,
    ]


async def test_cli_exit_codes(tmp_path: Path, corpus: Corpus, oracle: Oracle) -> None:
    declared = replace(IDENTITY, corpus_version=corpus.fingerprint())

    def common(run: str) -> list[str]:
        # One reports folder per run: two runs within one second would otherwise share a directory name.
        return ["evaluate", "--dataset", "policy-review-v1", "--repetitions", "1", "--reports-dir", str(tmp_path / run)]

    async with grpc_gateway(oracle) as address:
        code, out, _ = await cli(*common("pass"), "--grpc-address", address, *identity_flags(declared))
        assert code == 0
        assert "safety gates: PASS" in out

        wrong_reviewer = identity_flags(replace(declared, reviewer="x"))
        code, _, err = await cli(*common("reviewer"), "--grpc-address", address, *wrong_reviewer)
        assert code == 2
        assert "declared reviewer 'x', the gateway reports 'rules'" in err
        assert not (tmp_path / "reviewer").exists()

        wrong_corpus = identity_flags(replace(declared, corpus_version="2026-07-23"))
        code, _, err = await cli(*common("corpus"), "--grpc-address", address, *wrong_corpus)
        assert code == 2
        assert "is not the local corpus's" in err

        oracle.mutate = lambda _, response: setattr(response.diagnostics, "model_called", False)
        code, out, _ = await cli(*common("gates"), "--grpc-address", address, *identity_flags(declared))
        assert code == 1
        assert "UNEXPECTED_MODEL_DECISION" in out

    code, _, err = await cli("evaluate", "--dataset", "policy-review-v1", "--grpc-address", "127.0.0.1:1")
    assert code == 2
    assert "required" in err
