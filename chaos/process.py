"""The process faults of `make chaos`: a stop signal to `make run`'s process group (and to its supervisor) with reviews
in flight, the supervisor killed outright, a part hung (SIGSTOP), and PostgreSQL down longer than retrieval's pool
wait. Each row states its pass rule and the figure measured; loopback only, a data directory of the caller's.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import sys
import time
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import grpc
import httpx
from aiohttp import web
from grpc_health.v1 import health_pb2, health_pb2_grpc

from chaos.suite import LISTING, RECOVERY_LIMIT_SECONDS, REVIEW_DEADLINE_SECONDS, Load, _database, _summary, typed
from gateway.domain.admission import INITIAL_LIMIT
from services.settings import PROJECT_ROOT
from services.stack import SERVICE_PARTS, Stack, StackPorts, local_stack
from services.supervision import HangPolicy

# As many reviews in flight as admission starts out admitting (it has measured none yet).
IN_FLIGHT = INITIAL_LIMIT
# Retrieval's pool wait (RetrievalSettings.database_timeout_seconds, 2 s): the outage lasts three of them, so reviews
# meet a store that stays down after the pool has given up, not one that is back before anyone noticed.
POOL_WAIT_SECONDS = 2.0
OUTAGE_SECONDS = 3 * POOL_WAIT_SECONDS
# Parts stop on the parent-death signal within their shutdown grace (the stack's default, 5 s) plus exit time.
ORPHAN_LIMIT_SECONDS = 15.0
# Silent probes in a row, each a probe timeout plus the interval, then the first restart's backoff, plus slack.
_HANG = HangPolicy()
HANG_LIMIT_SECONDS = _HANG.silent_probes * (_HANG.probe_timeout + _HANG.interval) + 10.0
UP_LIMIT_SECONDS = 240.0


@dataclass
class ProcessRow:
    fault: str
    rule: str
    figure: str
    problems: list[str] = field(default_factory=list)


@dataclass
class ProcessReport:
    rows: list[ProcessRow]

    @property
    def ok(self) -> bool:
        return all(not row.problems for row in self.rows)

    def table(self) -> str:
        lines = [("fault", "pass rule", "measured", "verdict")]
        for row in self.rows:
            verdict = "ok" if not row.problems else "FAIL: " + "; ".join(row.problems)
            lines.append((row.fault, row.rule, row.figure, verdict))
        widths = [max(len(line[i]) for line in lines) for i in range(4)]
        return "\n".join(" | ".join(c.ljust(w) for c, w in zip(line, widths, strict=True)) for line in lines)


class ModelGate:
    """The Ollama chat API at the HTTP edge, holding every answer until released: reviews stay in flight."""

    def __init__(self) -> None:
        self.arrived = 0
        self.changed = asyncio.Condition()
        self.release = asyncio.Event()
        self.url = ""

    async def _chat(self, request: web.Request) -> web.Response:
        body = await request.json()
        async with self.changed:
            self.arrived += 1
            self.changed.notify_all()
        await self.release.wait()
        content = json.dumps({"findings": []})
        return web.json_response(
            {"model": body.get("model", ""), "message": {"role": "assistant", "content": content}, "done": True}
        )

    @contextlib.asynccontextmanager
    async def serving(self) -> AsyncIterator[ModelGate]:
        app = web.Application()
        app.router.add_post("/api/chat", self._chat)
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        await web.TCPSite(runner, "127.0.0.1", 0).start()
        self.url = f"http://127.0.0.1:{runner.addresses[0][1]}"
        try:
            yield self
        finally:
            self.release.set()
            await runner.cleanup()


def stack_env(data_dir: Path, ports: StackPorts, **extra: str) -> dict[str, str]:
    """`make run`'s environment on ``ports`` and ``data_dir``, the embedded database's DSNs derived."""
    env = {
        **os.environ,
        "POLICY_REVIEW_DATA_DIR": str(data_dir),
        **{setting: str(port) for _, port, setting in ports.named()},
        **extra,
    }
    for role in ("", "READER_", "WRITER_", "MEMORY_"):
        env.pop(f"POLICY_REVIEW_{role}DATABASE_URL", None)
    return env


async def make_run(env: Mapping[str, str]) -> asyncio.subprocess.Process:
    """What `make run` runs, in a session of its own (as a terminal's job is a process group of its own)."""
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "services.stack",
        env=dict(env),
        cwd=PROJECT_ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.DEVNULL,
        start_new_session=True,
    )


async def until_up(stack: asyncio.subprocess.Process) -> None:
    assert stack.stdout is not None
    async with asyncio.timeout(UP_LIMIT_SECONDS):
        while b"Policy Review is up." not in (line := await stack.stdout.readline()):
            if not line:
                raise RuntimeError("make run exited before it was up")


def part_pids(stack_pid: int) -> dict[str, int]:
    """The stack's parts by name (children running ``python -m services.lifeline <ppid> <part>``)."""
    found = {}
    for child in Path(f"/proc/{stack_pid}/task/{stack_pid}/children").read_text().split():
        with contextlib.suppress(FileNotFoundError):
            argv = Path(f"/proc/{child}/cmdline").read_bytes().split(b"\0")
            if argv[1:3] == [b"-m", b"services.lifeline"] and argv[4].decode() in SERVICE_PARTS:
                found[argv[4].decode()] = int(child)
    return found


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, dead but not reaped yet, does not)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] != "Z"
    except FileNotFoundError:
        return False


async def health(view: Stack, part: str) -> str:
    """A part's answer to a health check, as its supervisor asks: the status name, or the gRPC code of the failure."""
    async with view.channel(part) as channel:
        try:
            response = await health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest(), timeout=5)
        except grpc.aio.AioRpcError as failure:
            return str(failure.code().name)
    return str(health_pb2.HealthCheckResponse.ServingStatus.Name(response.status))


@dataclass
class Drain:
    """What a stop signal to `make run` with `IN_FLIGHT` reviews held in the model call came to."""

    answers: list[httpx.Response | BaseException]
    parts: dict[str, int]  # the parts' pids when the signal was sent
    stopped_early: list[str]  # parts not serving once the gateway had stopped admitting
    exit_code: int
    seconds: float  # from the signal to the stack's exit
    left: list[str]  # parts still running after the stack exited


async def drain(data_dir: Path, sig: signal.Signals, target: str) -> Drain:
    """`IN_FLIGHT` reviews held in the model call, then ``sig`` to the ``target`` ("process group" or "supervisor").

    The test of `make run` and the chaos row both judge this one run."""
    ports = StackPorts.ephemeral()
    async with ModelGate().serving() as gate:
        # The ollama reviewer: each review waits in the model call until the gate opens. A grace long enough for a
        # loaded machine; the drain needs only as long as the reviews in flight.
        env = stack_env(
            data_dir,
            ports,
            POLICY_REVIEW_REVIEWER="ollama",
            POLICY_REVIEW_OLLAMA_HOST=gate.url,
            POLICY_REVIEW_SHUTDOWN_GRACE_SECONDS="20",
        )
        stack = await make_run(env)
        try:
            await until_up(stack)
            view = Stack(ports, pki_dir=data_dir / "pki")  # the run's certificates, as its supervisor
            parts = part_pids(stack.pid)
            limits = httpx.Limits(max_connections=IN_FLIGHT)
            async with httpx.AsyncClient(base_url=view.http_url, timeout=90, limits=limits) as client:
                reviews = [
                    asyncio.create_task(
                        client.post(
                            "/api/policy-reviews",
                            json={**LISTING, "listingId": f"drain-{n}"},
                            headers={"X-API-Version": "1"},
                        )
                    )
                    for n in range(IN_FLIGHT)
                ]
                async with asyncio.timeout(120), gate.changed:
                    await gate.changed.wait_for(lambda: gate.arrived == IN_FLIGHT)
                signalled = time.monotonic()
                if target == "process group":
                    os.killpg(stack.pid, sig)  # what Ctrl-C in the terminal does (the session leader's group)
                else:
                    stack.send_signal(sig)
                # The gateway stops admitting first...
                async with asyncio.timeout(60):
                    while await health(view, "gateway") == "SERVING":  # noqa: ASYNC110
                        await asyncio.sleep(0.05)  # another process's health: nothing to wait on but a poll
                # ...while the parts it needs still serve its reviews in flight.
                stopped_early = [p for p in SERVICE_PARTS if p != "gateway" and await health(view, p) != "SERVING"]
                gate.release.set()
                answers = await asyncio.gather(*reviews, return_exceptions=True)
            code = await asyncio.wait_for(stack.wait(), 90)
            seconds = time.monotonic() - signalled
        finally:
            if stack.returncode is None:
                stack.kill()
                await stack.wait()
    left = [part for part, pid in parts.items() if alive(pid)]
    return Drain(list(answers), parts, stopped_early, code, seconds, left)


async def drain_row(data_dir: Path, sig: signal.Signals, target: str) -> ProcessRow:
    """`drain` as a row of the process faults."""
    fault = f"{sig.name} to the {target} ({IN_FLIGHT} reviews in flight)"
    rule = "every review 200; the parts it needs serve until the gateway has drained; exit 0; no part left"
    row = ProcessRow(fault, rule, "")
    run = await drain(data_dir, sig, target)
    if run.stopped_early:
        row.problems.append(f"stopped before the gateway had drained: {run.stopped_early}")
    statuses = [a.status_code if isinstance(a, httpx.Response) else type(a).__name__ for a in run.answers]
    ok = statuses.count(200)
    row.figure = f"{ok}/{IN_FLIGHT} answered 200, stack exited {run.exit_code} {run.seconds:.1f} s after the signal"
    if ok != IN_FLIGHT:
        row.problems.append(f"answers: {sorted(set(map(str, statuses)))}")
    if run.exit_code != 0:
        row.problems.append(f"exit status {run.exit_code}")
    if run.left:
        row.problems.append(f"parts still running: {run.left}")
    return row


async def supervisor_kill_row(data_dir: Path) -> ProcessRow:
    """kill -9 of `make run`'s supervisor: its parts follow it, and the next run on the same ports starts."""
    rule = f"every part gone within {ORPHAN_LIMIT_SECONDS:.0f} s; the next run is up and answers 200"
    row = ProcessRow("kill -9 the supervisor", rule, "")
    ports = StackPorts.ephemeral()
    env = stack_env(data_dir, ports)
    stack = await make_run(env)
    await until_up(stack)
    parts = part_pids(stack.pid)
    killed = time.monotonic()
    stack.kill()
    await stack.wait()
    async with asyncio.timeout(60):
        while [pid for pid in parts.values() if alive(pid)]:  # noqa: ASYNC110
            await asyncio.sleep(0.05)  # processes of another parent: polling /proc is all there is
    gone = time.monotonic() - killed
    if gone > ORPHAN_LIMIT_SECONDS:
        row.problems.append(f"parts outlived the supervisor by {gone:.1f} s")
    started = time.monotonic()
    again = await make_run(env)
    try:
        await until_up(again)
        up = time.monotonic() - started
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{ports.http}", timeout=30) as client:
            response = await client.post("/api/policy-reviews", json=LISTING, headers={"X-API-Version": "1"})
        if response.status_code != 200:
            row.problems.append(f"the next run answered {response.status_code}")
        row.figure = (
            f"{len(parts)} parts gone {gone:.2f} s after; next run up in {up:.1f} s, review {response.status_code}"
        )
    finally:
        again.send_signal(signal.SIGTERM)
        await asyncio.wait_for(again.wait(), 90)
    return row


async def hang_row(stack: Stack, load: Load, part: str) -> ProcessRow:
    """SIGSTOP of a part under load: its supervisor notices the silence, kills and restarts it."""
    assert stack.supervisor is not None
    supervisor = stack.supervisor
    rule = f"restarted within {HANG_LIMIT_SECONDS:.0f} s; a review 200 within {RECOVERY_LIMIT_SECONDS:.0f} s after"
    row = ProcessRow(f"SIGSTOP {part}", rule, "")
    hangs, restarts = supervisor.hangs[part], supervisor.restarts[part]
    stopped_at = time.monotonic()
    stack.processes[part].send_signal(signal.SIGSTOP)
    async with asyncio.timeout(120), supervisor.restarted:
        await supervisor.restarted.wait_for(lambda: supervisor.restarts[part] > restarts)
    restarted = time.monotonic() - stopped_at
    async with asyncio.timeout(120):
        while await health(stack, part) != "SERVING":  # noqa: ASYNC110
            await asyncio.sleep(0.1)  # the restarted process is starting: a poll of its port
    back_at = time.monotonic()
    recovery = await load.first_success_after(back_at, RECOVERY_LIMIT_SECONDS)
    answers = load.between(stopped_at, back_at + (recovery or RECOVERY_LIMIT_SECONDS))
    row.figure = (
        f"killed as hung and restarted after {restarted:.1f} s; recovery "
        f"{'-' if recovery is None else f'{recovery:.2f}'} s; callers got {_summary(answers)}"
    )
    if supervisor.hangs[part] != hangs + 1:
        row.problems.append("the part was not killed as hung")
    if restarted > HANG_LIMIT_SECONDS:
        row.problems.append(f"restart took {restarted:.1f} s")
    if recovery is None or recovery > RECOVERY_LIMIT_SECONDS:
        row.problems.append("no review succeeded after the restart")
    return row


async def outage_row(stack: Stack, load: Load, env: Mapping[str, str]) -> ProcessRow:
    """PostgreSQL stopped for three pool waits under load, then started again."""
    assert stack.supervisor is not None
    rule = (
        "only 200 or a typed 503 while down, none hung; no part restarted (NOT_SERVING is an answer); "
        f"a review 200 within {RECOVERY_LIMIT_SECONDS:.0f} s of start"
    )
    row = ProcessRow(f"PostgreSQL down {OUTAGE_SECONDS:.0f} s (pool wait {POOL_WAIT_SECONDS:.0f} s)", rule, "")
    restarts = dict(stack.supervisor.restarts)
    stopped_at = time.monotonic()
    await _database("stop", env)
    # The outage is the fault itself: held for its length, nothing to wait on.
    await asyncio.sleep(OUTAGE_SECONDS)
    await _database("start", env)
    back_at = time.monotonic()
    recovery = await load.first_success_after(back_at, RECOVERY_LIMIT_SECONDS)
    answers = load.between(stopped_at, back_at + (recovery or RECOVERY_LIMIT_SECONDS))
    row.figure = f"callers got {_summary(answers)}; recovery {'-' if recovery is None else f'{recovery:.2f}'} s"
    if wrong := sorted({a.outcome for a in answers if not typed(a)}):
        row.problems.append(f"answers other than success or a typed 503: {wrong}")
    if recovery is None or recovery > RECOVERY_LIMIT_SECONDS:
        row.problems.append("no review succeeded after the database was back")
    if stack.supervisor.restarts != restarts:
        row.problems.append(f"parts restarted during the outage: {stack.supervisor.restarts}")
    return row


async def run_process_chaos(*, short: bool = False) -> ProcessReport:
    """Every process fault once against stacks of its own (``short``: one stop signal instead of three)."""
    data_dir = Path(os.environ["POLICY_REVIEW_DATA_DIR"])
    rows: list[ProcessRow] = []
    overrides = {"POLICY_REVIEW_REVIEW_DEADLINE_SECONDS": str(REVIEW_DEADLINE_SECONDS)}
    async with local_stack(overrides, ports=StackPorts.ephemeral()) as stack, Load(stack.http_url).running() as load:
        if await load.first_success_after(time.monotonic(), 60) is None:
            raise RuntimeError("the stack never answered")
        rows.append(await hang_row(stack, load, "retrieval"))
        rows.append(await outage_row(stack, load, {**os.environ, **overrides}))
    signals = [(signal.SIGINT, "process group")]
    if not short:
        signals += [(signal.SIGTERM, "process group"), (signal.SIGTERM, "supervisor")]
    for sig, target in signals:
        rows.append(await drain_row(data_dir, sig, target))
    rows.append(await supervisor_kill_row(data_dir))
    return ProcessReport(rows)


def main() -> int:
    """The process rows of ``make chaos`` against a throwaway data directory; prints the table, 1 on any failure."""
    import logging
    import tempfile

    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    with tempfile.TemporaryDirectory(prefix="policy-review-chaos-process-") as data_dir:
        os.environ["POLICY_REVIEW_DATA_DIR"] = data_dir
        for role in ("", "READER_", "WRITER_", "MEMORY_"):
            os.environ.pop(f"POLICY_REVIEW_{role}DATABASE_URL", None)
        os.environ.setdefault("POLICY_REVIEW_LOG_LEVEL", "ERROR")
        try:
            report = asyncio.run(run_process_chaos())
        finally:
            asyncio.run(_database("stop", dict(os.environ)))
    print(report.table())
    return 0 if report.ok else 1
