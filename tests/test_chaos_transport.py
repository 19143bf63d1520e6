"""The short form of the transport faults of `make chaos` (chaos/transport.py) in the suite: an idle-socket flood,
open-loop overload at 3x the measured capacity, SIGSTOP of retrieval, oversized and undecodable gRPC messages,
against a local stack of its own. The pass rules are categorical (which answers callers got, whether they recovered),
never a latency, so a busy machine cannot fail them; the figures are printed."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator

import pytest

from chaos.suite import ChaosReport, _database
from chaos.transport import Settings, run_transport_chaos
from tests.support import scratch_data_dir

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
async def report() -> AsyncIterator[ChaosReport]:
    with scratch_data_dir("chaos-transport") as data_dir, pytest.MonkeyPatch.context() as patch:
        patch.setenv("POLICY_REVIEW_DATA_DIR", str(data_dir))
        for role in ("", "READER_", "WRITER_"):
            patch.delenv(f"POLICY_REVIEW_{role}DATABASE_URL", raising=False)
        try:
            chaos = await run_transport_chaos(Settings.short())
            print("\n" + chaos.table())
            yield chaos
        finally:
            await _database("stop", dict(os.environ))


async def test_every_transport_fault_is_answered_typed_and_recovers(report: ChaosReport) -> None:
    assert [row.fault.split(" (")[0] for row in report.rows] == [
        "idle-socket flood",
        "open-loop overload at 3x capacity",
        "SIGSTOP retrieval",
        "oversized gRPC messages",
        "undecodable gRPC messages",
    ]
    failures = [f"{row.fault}: {'; '.join(row.problems)}" for row in report.rows if row.problems]
    assert failures == [], report.table()
