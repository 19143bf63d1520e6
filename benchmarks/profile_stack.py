"""Where the stack's CPU goes under load: py-spy samples of each part during a closed loop, before and after.

``python -m benchmarks profile_stack`` starts the baseline commit's stack and this tree's (see
benchmarks/_stacks.py), drives gRPC reviews at concurrency 64 through each while py-spy samples every
part, and prints, per part, the functions present in the largest share of samples (inclusive).
py-spy comes with the dev extra; it needs ptrace rights on the part processes (root here).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import shutil
import sys
import tempfile
from pathlib import Path

import grpc

from benchmarks import _load
from benchmarks._stacks import RunningStack, baseline_commit, exported_tree, running_stack, stop_database
from services.settings import PROJECT_ROOT

SECONDS = 12
CONCURRENCY = 64
TOP = 8
# Frames the profiles pointed at: their inclusive share is the cost of each lever.
WATCHED = (
    "start_as_current_span",
    "intercept_service",
    "_intercept_server",
    "intercept_unary_unary",
    "_maybe_prepare_gen",
    "_send_query_prepared",
    "commit",
    "_start_query",
    "stage_span",
    "getconn",
    "embed",
)
PARTS = ("gateway", "retrieval", "validation", "generation")


def _py_spy() -> str:
    found = shutil.which("py-spy") or str(Path(sys.executable).parent / "py-spy")
    return found


Shares = tuple[int, dict[str, float], list[tuple[str, float]]]


def shares(collapsed: str) -> Shares:
    """Samples, inclusive share of each function (in the stack at all), and the top leaf (self) functions."""
    inclusive: collections.Counter[str] = collections.Counter()
    leaf: collections.Counter[str] = collections.Counter()
    total = 0
    for line in collapsed.splitlines():
        stack, _, count_text = line.rpartition(" ")
        if not stack or not count_text.isdigit():
            continue
        count = int(count_text)
        total += count
        frames = [frame.split(" (")[0] for frame in stack.split(";")]
        for frame in set(frames):
            inclusive[frame] += count
        leaf[frames[-1]] += count
    if not total:
        return 0, {}, []
    return (
        total,
        {name: count / total for name, count in inclusive.items()},
        [(name, count / total) for name, count in leaf.most_common(TOP)],
    )


async def _profile(stack: RunningStack, folder: Path) -> dict[str, Shares]:
    recorders = {}
    for group in stack.groups:
        if group.name not in PARTS:
            continue
        out = folder / f"{stack.name}-{group.name}.txt"
        recorders[group.name] = (
            await asyncio.create_subprocess_exec(
                _py_spy(),
                "record",
                "--pid",
                str(group.pid),
                "--duration",
                str(SECONDS),
                "--rate",
                "200",
                "--format",
                "raw",
                "--nonblocking",
                "--output",
                str(out),
                stdout=asyncio.subprocess.DEVNULL,
                stderr=asyncio.subprocess.DEVNULL,
            ),
            out,
        )
    async with grpc.aio.insecure_channel(stack.grpc_address) as channel:
        outcome = await _load.closed_loop(_load.grpc_call(channel), CONCURRENCY, SECONDS + 1)
    print(f"{stack.name}: {outcome.throughput:.0f} reviews/s during profiling, {sum(outcome.errors.values())} errors")
    found = {}
    for part, (process, out) in recorders.items():
        await process.wait()
        if out.exists():
            found[part] = shares(out.read_text(encoding="utf-8"))
    return found


async def run() -> None:
    commit = baseline_commit()
    folder = Path(tempfile.mkdtemp(prefix="policy-review-profile-"))
    try:
        async with contextlib.AsyncExitStack() as exits:
            trees = [("after", PROJECT_ROOT)]
            if commit is not None:
                trees.insert(0, ("before", exits.enter_context(exported_tree(commit))))
            for name, tree in trees:
                data = PROJECT_ROOT / ".data" / "bench" / f"profile-{name}"
                try:
                    async with running_stack(name, tree, data) as stack:
                        found = await _profile(stack, folder)
                finally:
                    await asyncio.to_thread(stop_database, tree, data)
                for part, (total, inclusive, leaves) in found.items():
                    watched = ", ".join(
                        f"{name} {share:.1%}"
                        for name, share in sorted(inclusive.items(), key=lambda item: -item[1])
                        if name.rsplit(".", 1)[-1] in WATCHED and share >= 0.005
                    )
                    print(f"\n{name} {part}: {total} samples; watched (inclusive): {watched or 'none'}")
                    for function, share in leaves:
                        print(f"  self {share:6.1%}  {function}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main() -> None:
    asyncio.run(run())


if __name__ == "__main__":
    main()
