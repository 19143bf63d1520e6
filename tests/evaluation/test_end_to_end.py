"""The evaluation against the real stack (four service processes, the corpus published into the test database)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from evaluation.client import GrpcGateway
from evaluation.corpus import load_corpus
from evaluation.dataset import load_dataset
from evaluation.identity import IdentityMismatch, RunIdentity
from evaluation.run_local import MODEL, PROMPT_VERSION, REVIEWER
from evaluation.runner import EvaluateOptions, evaluate
from services.stack import StackPorts, local_stack
from tests.evaluation.support import POLICIES
from tests.support import Database

pytestmark = pytest.mark.slow

# The dataset the offline reviewer passes every gate on. `make eval` runs policy-review-v2, whose
# new cases the detectors had not seen: there the false all-clear gate still trips (docs/evaluation.md,
# "What was measured"), so this test moves to v2 once that gate passes there.
DATASET = "policy-review-v1"


@pytest.fixture
def stack_database(clean_database: Database, monkeypatch: pytest.MonkeyPatch) -> Iterator[Database]:
    """Points local_stack at the session's test database; empties it again afterwards for later suites."""
    monkeypatch.setenv("POLICY_REVIEW_DATABASE_URL", clean_database.admin_dsn)
    monkeypatch.setenv("POLICY_REVIEW_READER_DATABASE_URL", clean_database.reader_dsn)
    monkeypatch.setenv("POLICY_REVIEW_WRITER_DATABASE_URL", clean_database.writer_dsn)
    yield clean_database
    clean_database.truncate()


async def test_the_offline_reviewer_passes_every_gate_on_the_real_stack(
    stack_database: Database, tmp_path: Path
) -> None:
    corpus = load_corpus(POLICIES)
    identity = RunIdentity(REVIEWER, MODEL, PROMPT_VERSION, corpus.fingerprint(), "hybrid")
    overrides = {
        "POLICY_REVIEW_RETRIEVAL_MODE": "hybrid",
        "POLICY_REVIEW_REVIEWER": REVIEWER,
        "POLICY_REVIEW_LOG_LEVEL": "WARNING",
    }
    ports = StackPorts.ephemeral()
    async with local_stack(overrides, ports=ports) as stack, GrpcGateway(stack.grpc_address) as gateway:
        result = await evaluate(gateway, EvaluateOptions(DATASET, identity, reports_dir=tmp_path, progress=False))
        # The same stack declared as vector mode is refused: the diagnostics prove the mode.
        vector = replace(identity, retrieval_mode="vector")
        with pytest.raises(IdentityMismatch, match="declared retrieval_mode 'vector'"):
            await evaluate(gateway, EvaluateOptions(DATASET, vector, reports_dir=tmp_path, progress=False))
    assert result.passed, result.report["gates"]["violations"]
    reached = {
        release.label
        for case in load_dataset(DATASET).cases
        for release in corpus.in_scope(
            case.request.marketplace.value, case.request.locale, case.request.category, case.request.review_date
        )
    }
    # Every release in force on some case's review date (the timeline), and no other.
    assert result.report["observed"]["scopedReleases"] == sorted(reached)
    assert result.report["metrics"]["citation_validity"]["value"] == 1.0
    assert result.report["gates"]["byGate"]["FALSE_ALL_CLEAR"] == 0
    assert (result.path / "figure.svg").is_file()
