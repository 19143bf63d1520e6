"""`make bench`: one table per run, every row measured side by side in the same run (docs/performance.md).

- P1: the four-process gRPC p50 against the same pipeline as plain calls in one process.
- P2: closed-loop throughput, p50 and p99 at several concurrencies over gRPC and REST, with CPU
  milliseconds per review for each process; before (a baseline commit) and after (this tree).
- P3: scoped retrieval at scale: the service's search (vector and hybrid) against an exact scan and
  against LangChain's PGVectorStore in its best configuration (benchmarks/_retrieval.py).
- P4: ingestion cold, unchanged and one edited section against the embedder's raw throughput
  (benchmarks/_ingestion.py).
- P5: bursts of concurrent reviews against a Gemini fake answering after a fixed delay, beside
  the same bursts with the offline reviewer.
- Memory: RSS of every process and of PostgreSQL (postmaster + backends) after each phase.

The machine is shared: the load average is printed beside every phase, and only ratios measured in
one run are comparable. ``python -m benchmarks.performance [--smoke] [--only P1,P2,...]``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import grpc

from benchmarks import _load
from benchmarks._inprocess import in_process_review
from benchmarks._machine import ProcessGroup, load_line, self_group
from benchmarks._provider import SlowGemini
from benchmarks._stacks import RunningStack, baseline_commit, exported_tree, running_stack, stop_database
from benchmarks._table import Samples, Table, fmt, ratio
from services.database import reader_dsn
from services.settings import PROJECT_ROOT, DatabaseSettings

BENCH_DATA = PROJECT_ROOT / ".data" / "bench"


@dataclass(frozen=True)
class Scale:
    passes: int
    sequential: int
    warm_up: int
    loop_seconds: float
    concurrencies: tuple[int, ...]
    bursts: tuple[int, ...]
    provider_delay: float
    retrieval_chunks: int
    retrieval_releases: int
    retrieval_queries: int
    corpus_files: int


FULL = Scale(
    passes=3,
    sequential=150,
    warm_up=20,
    loop_seconds=5.0,
    concurrencies=(16, 64, 128),
    bursts=(200, 1000),
    provider_delay=1.0,
    retrieval_chunks=100_000,
    retrieval_releases=200,
    retrieval_queries=300,
    corpus_files=500,
)
# Seconds long: the test suite runs it so the harness cannot rot. Its figures mean nothing.
SMOKE = Scale(
    passes=1,
    sequential=3,
    warm_up=1,
    loop_seconds=0.3,
    concurrencies=(4,),
    bursts=(8,),
    provider_delay=0.05,
    retrieval_chunks=600,
    retrieval_releases=12,
    retrieval_queries=6,
    corpus_files=6,
)
PHASES = ("P1", "P2", "P3", "P4", "P5")


@dataclass
class Variant:
    name: str
    tree: Path


@contextlib.contextmanager
def variants(include_baseline: bool) -> Iterator[list[Variant]]:
    commit = baseline_commit() if include_baseline else None
    if commit is None:
        yield [Variant("after", PROJECT_ROOT)]
        return
    with exported_tree(commit) as tree:
        yield [Variant("before", tree), Variant("after", PROJECT_ROOT)]


def _head() -> str:
    try:
        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=PROJECT_ROOT, capture_output=True, text=True, check=True
        ).stdout.strip()
    except (subprocess.CalledProcessError, FileNotFoundError):
        return "unknown"


class Memory:
    """RSS after each phase: every process of every stack, PostgreSQL counted with its backends."""

    def __init__(self) -> None:
        self.rows: list[tuple[str, str, dict[str, int]]] = []

    def note(self, phase: str, variant: str, peak_mib: float) -> None:
        """A data phase's client process: its peak RSS (it has exited by now)."""
        self.rows.append((phase, variant, {"client peak": int(peak_mib * 2**20)}))

    def record(self, phase: str, variant: str, groups: list[ProcessGroup]) -> None:
        self.rows.append((phase, variant, {group.name: group.rss() for group in [*groups, self_group()]}))

    def render(self) -> str:
        names: list[str] = []
        for _, _, sizes in self.rows:
            names.extend(name for name in sizes if name not in names)
        lines = [
            "### Memory (RSS, MiB) after each phase",
            "",
            "| phase | variant | " + " | ".join(names) + " |",
            "|" + "---|" * (len(names) + 2),
        ]
        for phase, variant, sizes in self.rows:
            cells = " | ".join(f"{sizes[n] / 2**20:.0f}" if n in sizes else "" for n in names)
            lines.append(f"| {phase} | {variant} | {cells} |")
        return "\n".join(lines)


class Bench:
    def __init__(self, scale: Scale, phases: set[str], work_dir: Path) -> None:
        self.scale = scale
        self.phases = phases
        self.work_dir = work_dir
        self.samples = Samples()
        self.memory = Memory()
        self.loads: list[str] = []
        self.variant_names: list[str] = []
        self.cpu_rows: dict[str, dict[str, float]] = {}

    def note_load(self, phase: str) -> None:
        line = f"{phase}: {load_line()}"
        self.loads.append(line)
        print(line, flush=True)

    # P1 ---------------------------------------------------------------------------------------------
    async def p1(self, stacks: dict[str, RunningStack]) -> None:
        after = stacks["after"]
        # The reader role's DSN of the stack's own embedded server (its generated password included).
        reader = await asyncio.to_thread(reader_dsn, DatabaseSettings(data_dir=after.data_dir))
        call_in_process, close = await in_process_review(reader)
        try:
            for _ in range(self.scale.passes):
                local = await _load.sequential(call_in_process, self.scale.sequential, self.scale.warm_up)
                self.samples.add("P1 in-process", "p50", local.p50)
                for name, stack in stacks.items():
                    async with grpc.aio.insecure_channel(stack.grpc_address) as channel:
                        remote = await _load.sequential(
                            _load.grpc_call(channel), self.scale.sequential, self.scale.warm_up
                        )
                    self.samples.add(f"P1 {name}", "p50", remote.p50)
                    self.samples.add(f"P1 {name}", "errors", sum(remote.errors.values()))
        finally:
            await close()

    # P2 ---------------------------------------------------------------------------------------------
    async def p2(self, stacks: dict[str, RunningStack]) -> None:
        for _ in range(self.scale.passes):
            for concurrency in self.scale.concurrencies:
                for surface in ("gRPC", "REST"):
                    # Interleaved, so a burst of load from other users hits both variants alike.
                    for name, stack in stacks.items():
                        await self._closed_loop(name, stack, surface, concurrency)

    async def _closed_loop(self, name: str, stack: RunningStack, surface: str, concurrency: int) -> None:
        groups = [*stack.groups, self_group()]
        async with contextlib.AsyncExitStack() as exits:
            if surface == "gRPC":
                channel = await exits.enter_async_context(grpc.aio.insecure_channel(stack.grpc_address))
                call = _load.grpc_call(channel)
            else:
                session = await exits.enter_async_context(_load.rest_session(concurrency))
                call = _load.rest_call(session, stack.http_url)
            await _load.closed_loop(call, concurrency, min(1.0, self.scale.loop_seconds))  # warm connections
            before = {group.name: group.cpu() for group in groups}
            outcome = await _load.closed_loop(call, concurrency, self.scale.loop_seconds)
            after = {group.name: group.cpu() for group in groups}
        row = f"P2 {surface} c={concurrency} {name}"
        self.samples.add(row, "throughput", outcome.throughput)
        self.samples.add(row, "p50", outcome.p50)
        self.samples.add(row, "p99", outcome.percentile(0.99))
        self.samples.add(row, "errors", sum(outcome.errors.values()))
        if outcome.errors:
            # Which answers they were (OVERLOADED, RECORD_STORE_UNAVAILABLE, ...) says what to fix.
            print(f"{row}: errors {dict(outcome.errors)}", flush=True)
        for group in groups:
            per_review = (after[group.name] - before[group.name]) * 1000 / max(outcome.completed, 1)
            self.samples.add(row, f"cpu {group.name}", per_review)

    # P5 ---------------------------------------------------------------------------------------------
    async def p5(self, stacks: dict[str, RunningStack], reviewer: str, fake: SlowGemini | None) -> None:
        for _ in range(self.scale.passes):
            for count in self.scale.bursts:
                for name, stack in stacks.items():
                    if fake is not None:
                        fake.reset()
                    async with grpc.aio.insecure_channel(stack.grpc_address) as channel:
                        outcome = await _load.burst(_load.grpc_call(channel), count)
                    row = f"P5 {reviewer} {count} {name}"
                    self.samples.add(row, "wall", outcome.seconds)
                    self.samples.add(row, "errors", sum(outcome.errors.values()))
                    if fake is not None:
                        self.samples.add(row, "in flight", fake.most_in_flight)
                    if outcome.errors:
                        print(f"{row}: errors {dict(outcome.errors)}", flush=True)

    # Stacks -----------------------------------------------------------------------------------------
    async def stack_phases(self, variant_list: list[Variant]) -> None:
        wanted = self.phases & {"P1", "P2", "P5"}
        if not wanted:
            return
        self.variant_names = [v.name for v in variant_list]
        async with contextlib.AsyncExitStack() as exits:
            stacks: dict[str, RunningStack] = {}
            for variant in variant_list:
                stacks[variant.name] = await exits.enter_async_context(
                    running_stack(variant.name, variant.tree, self.work_dir / variant.name)
                )
            if "P1" in wanted:
                self.note_load("P1")
                await self.p1(stacks)
                self._memory("P1", stacks)
            if "P2" in wanted:
                self.note_load("P2")
                await self.p2(stacks)
                self._memory("P2", stacks)
            if "P5" in wanted:
                self.note_load("P5 offline")
                await self.p5(stacks, "offline", None)
                self._memory("P5 offline", stacks)
        if "P5" not in wanted:
            return
        fake = SlowGemini(self.scale.provider_delay)
        base_url = await fake.start()
        try:
            overrides = {
                "POLICY_REVIEW_REVIEWER": "gemini",
                "POLICY_REVIEW_GEMINI_API_KEY": "bench-not-a-key",
                "POLICY_REVIEW_GEMINI_BASE_URL": base_url,
            }
            async with contextlib.AsyncExitStack() as exits:
                stacks = {}
                for variant in variant_list:
                    stacks[variant.name] = await exits.enter_async_context(
                        running_stack(variant.name, variant.tree, self.work_dir / variant.name, overrides)
                    )
                self.note_load("P5 gemini")
                await self.p5(stacks, "gemini", fake)
                self._memory("P5 gemini", stacks)
        finally:
            await fake.stop()

    def _memory(self, phase: str, stacks: dict[str, RunningStack]) -> None:
        for name, stack in stacks.items():
            self.memory.record(phase, name, stack.groups)

    # Table ------------------------------------------------------------------------------------------
    def stack_table(self) -> Table:
        s = self.samples
        has_before = "before" in self.variant_names
        table = Table("Service path (P1, P2, P5)", "before", "after")
        b = "before" if has_before else "after"
        if "P1" in self.phases:
            local = s.get("P1 in-process", "p50")
            for name in self.variant_names:
                table.add(
                    "P1",
                    f"4-process gRPC p50 / in-process p50 ({name}; in-process {fmt(local, 2)} ms)",
                    fmt(s.get(f"P1 {name}", "p50"), 2) + " ms",
                    fmt(local, 2) + " ms",
                    ratio(s.get(f"P1 {name}", "p50"), local),
                    "<= 1.5x" if name == "after" else "",
                )
        if "P2" in self.phases:
            for surface in ("gRPC", "REST"):
                for c in self.scale.concurrencies:
                    row_b, row_a = f"P2 {surface} c={c} {b}", f"P2 {surface} c={c} after"
                    target = ">= 2.5x" if c == 64 and surface == "gRPC" else ""
                    table.add(
                        "P2",
                        f"{surface} c={c} reviews/s",
                        fmt(s.get(row_b, "throughput")),
                        fmt(s.get(row_a, "throughput")),
                        ratio(s.get(row_a, "throughput"), s.get(row_b, "throughput")),
                        target,
                    )
                    p50_b, p99_b = s.get(row_b, "p50"), s.get(row_b, "p99")
                    p50_a, p99_a = s.get(row_a, "p50"), s.get(row_a, "p99")
                    table.add(
                        "P2",
                        f"{surface} c={c} p50 / p99 ms (p99/p50 after), errors",
                        f"{fmt(p50_b)} / {fmt(p99_b)}, {fmt(s.get(row_b, 'errors'), 0)}",
                        f"{fmt(p50_a)} / {fmt(p99_a)}, {fmt(s.get(row_a, 'errors'), 0)}",
                        ratio(p99_a, p50_a),
                        "p99 <= 5x p50, 0 errors",
                    )
            c = 64 if 64 in self.scale.concurrencies else self.scale.concurrencies[0]
            row_b, row_a = f"P2 gRPC c={c} {b}", f"P2 gRPC c={c} after"
            columns = sorted({col for (row, col) in s.values if row == row_a and col.startswith("cpu ")})
            total_b = sum(s.get(row_b, col) for col in columns)
            total_a = sum(s.get(row_a, col) for col in columns)
            for col in columns:
                table.add(
                    "P2",
                    f"CPU ms per review, gRPC c={c}: {col[4:]}",
                    fmt(s.get(row_b, col), 2),
                    fmt(s.get(row_a, col), 2),
                    ratio(s.get(row_a, col), s.get(row_b, col)),
                )
            table.add(
                "P2", f"CPU ms per review, gRPC c={c}: all", fmt(total_b, 2), fmt(total_a, 2), ratio(total_a, total_b)
            )
        if "P5" in self.phases:
            for count in self.scale.bursts:
                for name in self.variant_names:
                    off = s.get(f"P5 offline {count} {name}", "wall")
                    gem = s.get(f"P5 gemini {count} {name}", "wall")
                    budget = self.scale.provider_delay + 1.25 * off
                    target = (
                        (f"<= {fmt(budget, 2)} s (delay + 1.25x offline)" if count >= 1000 else "<= 2.5 s")
                        if name == "after"
                        else ""
                    )
                    table.add(
                        "P5",
                        f"{count} at once, {self.scale.provider_delay:g} s provider ({name}): wall s, errors, "
                        "most in flight at the fake",
                        f"offline {fmt(off, 2)} s, {fmt(s.get(f'P5 offline {count} {name}', 'errors'), 0)} err",
                        f"gemini {fmt(gem, 2)} s, {fmt(s.get(f'P5 gemini {count} {name}', 'errors'), 0)} err, "
                        f"{fmt(s.get(f'P5 gemini {count} {name}', 'in flight'), 0)} in flight",
                        ratio(gem, budget, "x of budget"),
                        target,
                    )
        if not has_before:
            table.notes.append("no baseline commit (BENCH_BASELINE, or where this branch left main): after only")
        return table


PEER_VENV = PROJECT_ROOT / ".data" / "bench-peer-venv"
PEER_REQUIREMENTS = ("langchain-postgres==0.0.19",)


def peer_python() -> Path | None:
    """The LangChain peer's own virtual environment (its pgvector pin excludes ours), made on first use."""
    python = PEER_VENV / "bin" / "python"
    marker = PEER_VENV / ".installed"
    if marker.exists():
        return python
    try:
        subprocess.run([sys.executable, "-m", "venv", str(PEER_VENV)], check=True, capture_output=True)
        subprocess.run(
            [str(python), "-m", "pip", "install", "--quiet", *PEER_REQUIREMENTS], check=True, capture_output=True
        )
    except (subprocess.CalledProcessError, OSError):
        print("(LangChain peer: its virtual environment could not be made; no peer row)", flush=True)
        return None
    marker.touch()
    return python


def _subrun(tree: Path, phase: str, args: list[str], out: Path) -> dict[str, Any] | None:
    from tests.support import TEST_DSN_VARIABLE, cluster_dsn

    dsn, _ = cluster_dsn()
    env = {key: value for key, value in os.environ.items() if not key.startswith(("POLICY_REVIEW_", "OTEL_"))}
    env.update(
        {
            "PYTHONPATH": f"{tree}{os.pathsep}{tree / 'protos'}",
            TEST_DSN_VARIABLE: dsn,
            "BENCH_CACHE_DIR": str(PROJECT_ROOT / ".data" / "bench-cache"),
        }
    )
    completed = subprocess.run(
        [sys.executable, "-m", "benchmarks._subrun", phase, str(out), *args],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if completed.returncode != 0 or not out.exists():
        print(f"({phase} in {tree.name}: failed, status {completed.returncode})", flush=True)
        print("\n".join(completed.stderr.splitlines()[-8:]), flush=True)
        return None
    result: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return result


def _peer(scale: Scale, folder: Path) -> dict[str, Any] | None:
    from benchmarks.retrieval_underfill import scratch_database

    python = peer_python()
    if python is None or not (folder / "corpus.json").exists():
        return None
    with scratch_database("policy_review_bench_p3_peer") as db:
        completed = subprocess.run(
            [
                str(python),
                str(PROJECT_ROOT / "benchmarks" / "_peer_langchain.py"),
                db.admin_dsn,
                str(folder),
                str(scale.passes),
            ],
            capture_output=True,
            text=True,
            check=False,
        )
    if completed.returncode != 0:
        print("(LangChain peer failed)\n" + "\n".join(completed.stderr.splitlines()[-8:]), flush=True)
        return None
    result: dict[str, Any] = json.loads(completed.stdout.strip().splitlines()[-1])
    return result


def data_phase(phase: str, scale: Scale, variant_list: list[Variant], work_dir: Path, memory: Memory) -> str:
    """P3 or P4 once per tree, each in its own process and scratch database on the test cluster."""
    results: dict[str, dict[str, Any] | None] = {}
    peer_folder = work_dir / "p3-peer"
    for variant in variant_list:
        if variant.tree != PROJECT_ROOT:
            # The baseline commit predates these files: its own code, our harness.
            shutil.copytree(PROJECT_ROOT / "benchmarks", variant.tree / "benchmarks", dirs_exist_ok=True)
        if phase == "P3":
            args = [
                str(scale.retrieval_chunks),
                str(scale.retrieval_releases),
                str(scale.retrieval_queries),
                str(scale.passes),
                variant.name,
                str(peer_folder) if variant.tree == PROJECT_ROOT else "",
            ]
        else:
            args = [str(scale.corpus_files), str(scale.passes), variant.name]
        results[variant.name] = _subrun(variant.tree, phase, args, work_dir / f"{phase}-{variant.name}.json")
        if results[variant.name] is not None:
            memory.note(f"{phase} client", variant.name, results[variant.name]["peak_rss_mib"])  # type: ignore[index]
    after, before = results.get("after"), results.get("before")
    if after is None:
        return f"### {phase}\n\n(failed in this tree; see above)"
    if phase == "P3":
        from benchmarks import _retrieval

        return _retrieval.render(scale, after, before, _peer(scale, peer_folder))
    from benchmarks import _ingestion

    return _ingestion.render(after, before)


class Output(list[str]):
    """The run's tables, each printed as soon as it is complete when ``echo`` is set."""

    def __init__(self, echo: bool) -> None:
        super().__init__()
        self._echo = echo

    def append(self, text: str) -> None:
        super().append(text)
        if self._echo:
            print(f"\n{text}", flush=True)


async def run(scale: Scale, phases: set[str], include_baseline: bool, echo: bool = False) -> list[str]:
    print(f"policy-review bench at {_head()}, {scale.passes} passes (medians); {load_line()}", flush=True)
    rendered = Output(echo)
    work_dir = BENCH_DATA / str(os.getpid())
    work_dir.mkdir(parents=True, exist_ok=True)
    bench = Bench(scale, phases, work_dir)
    started = time.perf_counter()
    try:
        with variants(include_baseline) as variant_list:
            try:
                await bench.stack_phases(variant_list)
            finally:
                for variant in variant_list:
                    if (work_dir / variant.name).exists():
                        await asyncio.to_thread(stop_database, variant.tree, work_dir / variant.name)
            if bench.variant_names:
                rendered.append(bench.stack_table().render())
            if "P3" in phases:
                bench.note_load("P3")
                rendered.append(await asyncio.to_thread(data_phase, "P3", scale, variant_list, work_dir, bench.memory))
            if "P4" in phases:
                bench.note_load("P4")
                rendered.append(await asyncio.to_thread(data_phase, "P4", scale, variant_list, work_dir, bench.memory))
        rendered.append(bench.memory.render())
    finally:
        shutil.rmtree(work_dir, ignore_errors=True)
    rendered.append("Machine load when each phase started:\n" + "\n".join(f"- {line}" for line in bench.loads))
    rendered.append(f"(whole run {time.perf_counter() - started:.0f} s)")
    return list(rendered)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.performance")
    parser.add_argument("--smoke", action="store_true", help="seconds-long run of every phase (figures meaningless)")
    parser.add_argument("--only", default=",".join(PHASES), help="comma-separated phases, e.g. P1,P2")
    parser.add_argument("--no-baseline", action="store_true", help="measure this tree only")
    args = parser.parse_args(argv)
    phases = {p.strip().upper() for p in args.only.split(",") if p.strip()}
    asyncio.run(run(SMOKE if args.smoke else FULL, phases, not args.no_baseline, echo=True))


if __name__ == "__main__":
    main()
