"""The benchmark harness runs end to end at a seconds-long scale, so `make bench` cannot rot.

Nothing here is timed: the smoke's figures mean nothing on a shared machine. It checks that every
phase ran and printed its rows, and that no review failed.
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from benchmarks import call_overhead, performance, rules_pass
from benchmarks._stacks import PARTS, part_of
from services.settings import PROJECT_ROOT

pytestmark = pytest.mark.slow


def test_the_bench_smoke_prints_every_phase_of_one_table() -> None:
    output = "\n\n".join(asyncio.run(performance.run(performance.SMOKE, set(performance.PHASES), False)))
    for phase in ("P1", "P2", "P3", "P4", "P5"):
        assert re.search(rf"^\| {phase} \|", output, re.MULTILINE), f"{phase} printed no row"
    assert "### Memory (RSS, MiB) after each phase" in output
    assert "Machine load when each phase started" in output
    # Every review of the smoke answered: the error cells of P2 and P5 are all zero.
    for cell in re.findall(r"(\d+) err", output):
        assert cell == "0"
    for row in re.findall(r"^\| P2 \| \S+ c=\d+ p50 / p99 .*$", output, re.MULTILINE):
        assert row.split("|")[4].strip().endswith(", 0"), row
    # CPU per review counts every part, not only PostgreSQL and the client.
    for part in PARTS:
        assert re.search(rf"^\| P2 \| CPU ms per review, .*: {part} \|", output, re.MULTILINE), f"no CPU row for {part}"
    # P4: an unchanged re-run embeds nothing.
    unchanged = re.search(r"^\| P4 \| unchanged re-run.*$", output, re.MULTILINE)
    assert unchanged is not None
    assert unchanged.group(0).split("|")[4].strip().endswith(", 0 calls")


def test_the_bench_finds_each_part_however_the_supervisor_starts_it() -> None:
    """The parts run under services.lifeline since the supervisor ties them to its life: the CPU per review the
    bench reports must still count them (it silently counted only PostgreSQL and the client before)."""
    assert part_of(["python", "-m", "gateway"]) == "gateway"
    assert part_of(["/venv/bin/python", "-m", "services.lifeline", "4242", "retrieval"]) == "retrieval"
    assert part_of(["python", "-m", "services.lifeline", "4242", "ingestion", "publish"]) is None
    assert part_of(["python", "-m", "services.stack"]) is None
    assert part_of(["postgres"]) is None


def test_the_rules_pass_is_measured_in_the_tree_it_is_given(tmp_path: Path) -> None:
    """`python -m benchmarks rules_pass` times detect() in each tree's own process: this tree gives a reading, a tree
    without the code gives none rather than an error (an older baseline than the shipped-edition API), and never the
    virtualenv's own checkout in its place."""
    reading = rules_pass.measure(PROJECT_ROOT, passes=1)
    assert reading is not None
    assert reading > 0
    assert rules_pass.measure(tmp_path, passes=1) is None


def test_the_call_overhead_is_measured_in_the_tree_it_is_given(tmp_path: Path) -> None:
    """`python -m benchmarks call_overhead` reads each part of a call's overhead in each tree's own process: this tree
    gives every reading, a tree without the code gives none rather than an error."""
    readings = call_overhead.measure(PROJECT_ROOT, passes=1)
    assert set(readings) == set(call_overhead.READINGS)
    assert all(value is not None and value > 0 for value in readings.values())
    assert call_overhead.measure(tmp_path, passes=1) == dict.fromkeys(call_overhead.READINGS)
