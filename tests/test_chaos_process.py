"""The short variant of `make chaos`'s process rows in the suite: SIGINT to `make run`'s process group with 64 reviews
in flight, its supervisor killed outright, a part hung with SIGSTOP, PostgreSQL down longer than the pool wait; each
row against stacks of its own (loopback, its own data directory)."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator

import pytest

from chaos.process import ProcessReport, run_process_chaos
from chaos.suite import _database
from tests.support import scratch_data_dir

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
async def report() -> AsyncIterator[ProcessReport]:
    with scratch_data_dir("chaos-process") as data_dir, pytest.MonkeyPatch.context() as patch:
        patch.setenv("POLICY_REVIEW_DATA_DIR", str(data_dir))
        for role in ("", "READER_", "WRITER_", "MEMORY_"):
            patch.delenv(f"POLICY_REVIEW_{role}DATABASE_URL", raising=False)
        try:
            chaos = await run_process_chaos(short=True)
            print("\n" + chaos.table())
            yield chaos
        finally:
            await _database("stop", dict(os.environ))


def _row(report: ProcessReport, fault: str) -> list[str]:
    (row,) = [row for row in report.rows if row.fault.startswith(fault)]
    return row.problems


async def test_a_hung_part_is_killed_and_restarted_by_its_supervisor(report: ProcessReport) -> None:
    assert _row(report, "SIGSTOP retrieval") == [], report.table()


async def test_a_database_outage_longer_than_the_pool_wait_is_typed_503s_then_recovers(report: ProcessReport) -> None:
    assert _row(report, "PostgreSQL down") == [], report.table()


async def test_sigint_to_the_process_group_answers_every_review_in_flight(report: ProcessReport) -> None:
    assert _row(report, "SIGINT to the process group") == [], report.table()


async def test_a_killed_supervisor_takes_its_parts_with_it(report: ProcessReport) -> None:
    assert _row(report, "kill -9 the supervisor") == [], report.table()
