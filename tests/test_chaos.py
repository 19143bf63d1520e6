"""The short variant of `make chaos` in the suite: every part killed outright, PostgreSQL stopped and started, and
publish runs killed, under steady load against a local stack of its own (loopback, its own data directory)."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator

import pytest

from chaos.suite import ChaosReport, Row, _database, run_chaos
from tests.support import scratch_data_dir

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
async def report() -> AsyncIterator[ChaosReport]:
    with scratch_data_dir("chaos") as data_dir, pytest.MonkeyPatch.context() as patch:
        patch.setenv("POLICY_REVIEW_DATA_DIR", str(data_dir))
        for role in ("", "READER_", "WRITER_"):
            patch.delenv(f"POLICY_REVIEW_{role}DATABASE_URL", raising=False)
        try:
            chaos = await run_chaos(publish_kills=2, seed=12)
            print("\n" + chaos.table())
            yield chaos
        finally:
            await _database("stop", dict(os.environ))


def _failures(rows: list[Row]) -> list[str]:
    return [f"{row.fault}: {'; '.join(row.problems)}" for row in rows if row.problems]


async def test_killed_parts_and_a_database_restart_are_typed_503s_and_recover_by_themselves(
    report: ChaosReport,
) -> None:
    faults = [row for row in report.rows if "publish" not in row.fault]
    assert [row.fault for row in faults] == [
        "kill -9 retrieval",
        "kill -9 generation",
        "kill -9 validation",
        "kill -9 gateway",
        "PostgreSQL stop + start",
    ]
    assert _failures(faults) == [], report.table()
    for row in faults:
        assert row.recovery_seconds is not None
        assert row.corpus.startswith("consistent")


# A publish run joins every scope's timeline in one transaction, or none: a kill at any point leaves one edition.
async def test_killed_publishes_never_leave_a_mixed_corpus(report: ChaosReport) -> None:
    publishes = [row for row in report.rows if "publish" in row.fault]
    assert len(publishes) == 2
    assert _failures(publishes) == [], report.table()
