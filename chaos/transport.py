"""Transport faults against a local stack of its own (loopback, its own data directory): an idle-socket flood, open-loop
overload at a multiple of the measured capacity, a part stopped with SIGSTOP (then SIGCONT), and oversized and
undecodable gRPC messages. Each row states its pass rule; the figures are in the "what callers got" column.

Pass rules (timing-free, so a busy machine cannot fail them; the latencies are reported, not judged):
- idle-socket flood: every review of the steady callers succeeds (REST and gRPC) while more idle sockets than the
  connection cap are held and re-opened from many addresses.
- overload (half REST, half gRPC): every answer is a success or OVERLOADED with its retry delay (REST 429 with
  Retry-After and Retry-After-Ms, gRPC RESOURCE_EXHAUSTED with ErrorInfo retry_after_ms), so no DEADLINE_EXCEEDED or
  CANCELLED at all; callers were refused (the flood was real); a review succeeds within RECOVERY_LIMIT_SECONDS of
  the flood's end.
- SIGSTOP of a part: no review is refused as a dependency down before the stop (one slow health check is not an
  outage); after it, reviews fail at once with a typed 503 naming the part (once the gateway's health checks have
  missed it dependency_health_failure_threshold times in a row), nothing but successes and typed 503s (a review in
  flight at the stop may end in 504), and a review succeeds within RECOVERY_LIMIT_SECONDS of SIGCONT.
- oversized messages: every one is RESOURCE_EXHAUSTED (not UNAUTHENTICATED, not UNKNOWN); the figure is what the
  gateway's resident memory grew by.
- undecodable messages: every one is INVALID_ARGUMENT with ErrorInfo INVALID_REQUEST and no parser text; a review
  afterwards succeeds.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import os
import signal
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import aiohttp
import grpc

from chaos.suite import (
    RECOVERY_LIMIT_SECONDS,
    REVIEW_DEADLINE_SECONDS,
    Answer,
    ChaosReport,
    Load,
    Row,
    _database,
    _summary,
    review,
)
from policyreview.v1 import common_pb2, policy_review_service_pb2, policy_review_service_pb2_grpc
from services.errors import RETRY_AFTER_MS_KEY, ErrorReason, from_rpc_error
from services.limits import gateway_receive_bytes
from services.settings import PROJECT_ROOT
from services.stack import Stack, StackPorts, local_stack

REVIEW_METHOD = "/policyreview.v1.PolicyReviewService/ReviewListing"
GRPC_REQUEST = policy_review_service_pb2.ReviewListingRequest(
    listing_id="chaos-grpc-001",
    marketplace=common_pb2.EBAY,
    locale="en-US",
    category="ELECTRONICS",
    title="Used mirrorless camera body",
    description="Works well. Email me at chaos.seller@example.com for a better price.",
    condition=common_pb2.USED,
    price=425.0,
)
# Field 1 (listing_id) holding bytes that are not UTF-8.
UNDECODABLE = b"\x0a\x03\xff\xfe\xfd"
# Client addresses of the overload's REST connections: 4 x 120 connections, above the admission ceiling (256).
OVERLOAD_ADDRESSES = 4
# What the issue measured: 3.9 MB, below grpc's 4 MiB default, far above any valid request.
OVERSIZED_BYTES = 3_900_000


@dataclass(frozen=True)
class Settings:
    """How hard each fault pushes; ``short()`` is the CI form."""

    seconds: float = 15.0
    overload_factor: float = 3.0
    idle_addresses: int = 12
    idle_per_address: int = 60
    oversized: int = 200
    undecodable: int = 200
    steady_callers: int = 4

    @classmethod
    def short(cls) -> Settings:
        return cls(seconds=4.0, idle_addresses=6, idle_per_address=100, oversized=40, undecodable=40)


async def _grpc_review(stub: policy_review_service_pb2_grpc.PolicyReviewServiceStub) -> Answer:
    """A review over gRPC, its outcome spelled as over REST: "200", "429:OVERLOADED", else "grpc:<code>:<reason>"."""
    started = time.monotonic()
    try:
        await stub.ReviewListing(GRPC_REQUEST, timeout=REVIEW_DEADLINE_SECONDS)
    except grpc.aio.AioRpcError as failure:
        error = from_rpc_error(failure)
        seconds = time.monotonic() - started
        if error is not None and error.reason is ErrorReason.OVERLOADED:
            return Answer(started, seconds, "429:OVERLOADED", RETRY_AFTER_MS_KEY in error.metadata)
        # Without ErrorInfo the status came from grpc itself (a connection refused or closed), and only its
        # details text says which; it is grpc's own wording, never the request's.
        reason = error.reason.value if error is not None else f"no ErrorInfo ({failure.details()})"
        return Answer(started, seconds, f"grpc:{failure.code().name}:{reason}")
    return Answer(started, time.monotonic() - started, "200")


def _percentile(values: list[float], share: float) -> float:
    if not values:
        return math.nan
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


async def measure_capacity(stack: Stack, settings: Settings) -> float:
    """Reviews per second the stack completes with 16 closed-loop callers."""
    callers = Load(stack.http_url, 16, pause_seconds=0)
    async with callers.running():
        await asyncio.sleep(settings.seconds)
    done = [a for a in callers.answers if a.outcome == "200"]
    return len(done) / settings.seconds


async def _hold_idle(host: str, port: int, count: int, stop: asyncio.Event, held: Counter[str]) -> None:
    """Keeps ``count`` sockets from ``host`` open and silent, re-opening each one the server closes."""

    async def one() -> None:
        while not stop.is_set():
            try:
                reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(host, 0))
            except OSError:
                held["connect failed"] += 1
                await asyncio.sleep(0.05)
                continue
            held["opened"] += 1
            read = asyncio.create_task(reader.read())
            stopped = asyncio.create_task(stop.wait())
            await asyncio.wait({read, stopped}, return_when=asyncio.FIRST_COMPLETED)
            for task in (read, stopped):
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, ConnectionError):
                    await task
            if not stop.is_set():
                held["closed by server"] += 1
            writer.close()

    await asyncio.gather(*(one() for _ in range(count)))


async def idle_socket_flood(stack: Stack, settings: Settings) -> Row:
    stop = asyncio.Event()
    held: Counter[str] = Counter()
    hosts = [f"127.0.0.{n + 2}" for n in range(settings.idle_addresses)]
    grpc_outcomes: Counter[str] = Counter()
    callers = Load(stack.http_url, settings.steady_callers, pause_seconds=0)

    async def grpc_caller() -> None:
        async with grpc.aio.insecure_channel(stack.grpc_address) as channel:
            stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)
            while not stop.is_set():
                try:
                    await stub.ReviewListing(GRPC_REQUEST, timeout=REVIEW_DEADLINE_SECONDS)
                    grpc_outcomes["OK"] += 1
                except grpc.aio.AioRpcError as failure:
                    grpc_outcomes[failure.code().name] += 1

    # The flood runs in a process of its own, as an attacker would: in this one it would starve the callers'
    # loop, and their requests would be late for reasons no server can help.
    flood = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "chaos.transport",
        "flood",
        f"--seconds={settings.seconds}",
        f"--per-address={settings.idle_per_address}",
        f"--ports={stack.ports.http},{stack.ports.grpc}",
        *hosts,
        stdout=asyncio.subprocess.PIPE,
        cwd=PROJECT_ROOT,
    )
    assert flood.stdout is not None
    await flood.stdout.readline()  # "flooding": every socket is open
    async with callers.running():
        grpc_task = asyncio.create_task(grpc_caller())
        await flood.wait()
        stop.set()
        await grpc_task
    held.update(json.loads(await flood.stdout.read() or b"{}"))
    answers = callers.answers
    problems = []
    if {a.outcome for a in answers} != {"200"}:
        problems.append(f"REST callers got {_summary(answers)}")
    if set(grpc_outcomes) != {"OK"}:
        problems.append(f"gRPC callers got {dict(grpc_outcomes)}")
    sockets = len(hosts) * settings.idle_per_address
    latencies = [a.seconds for a in answers]
    got = (
        f"{sockets} idle sockets per port from {len(hosts)} addresses ({held['opened']} opened, "
        f"{held['closed by server']} closed by the server); REST {_summary(answers)}, p50 "
        f"{_percentile(latencies, 0.5) * 1000:.0f} ms; gRPC {dict(grpc_outcomes)}"
    )
    return Row("idle-socket flood", got, None, 0, "-", problems)


async def open_loop_overload(stack: Stack, settings: Settings, capacity: float) -> Row:
    rate = max(1.0, capacity * settings.overload_factor)
    answers: list[Answer] = []
    timeout = aiohttp.ClientTimeout(total=REVIEW_DEADLINE_SECONDS + 5)
    async with contextlib.AsyncExitStack() as exits:
        # Open loop means no request waits in the client for a connection: more connections than the gateway
        # admits reviews, from several addresses, each below the per-client cap.
        sessions = [
            await exits.enter_async_context(
                aiohttp.ClientSession(
                    connector=aiohttp.TCPConnector(limit=120, local_addr=(f"127.0.1.{n + 1}", 0)), timeout=timeout
                )
            )
            for n in range(OVERLOAD_ADDRESSES)
        ]
        channel = await exits.enter_async_context(grpc.aio.insecure_channel(stack.grpc_address))
        # The flood before this phase leaves the gateway closing its idle sockets past the connection cap for a
        # moment; a channel first connecting then can be closed before its handshake, which fails the calls
        # waiting on it as UNAVAILABLE. That is the flood's aftermath, not overload, so connect first.
        await asyncio.wait_for(channel.channel_ready(), RECOVERY_LIMIT_SECONDS)
        stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)

        async def one(index: int) -> None:
            # Half over each protocol: both must shed the same way.
            if index % 2:
                answers.append(await _grpc_review(stub))
            else:
                answers.append(await review(sessions[index // 2 % len(sessions)], stack.http_url))

        tasks = []
        started = time.monotonic()
        sent = 0
        while (now := time.monotonic()) - started < settings.seconds:
            due = int((now - started) * rate) - sent
            for index in range(sent, sent + due):
                tasks.append(asyncio.create_task(one(index)))
            sent += max(due, 0)
            await asyncio.sleep(0.005)
        ended = time.monotonic()
        await asyncio.gather(*tasks)
        recovery = None
        probe_deadline = time.monotonic() + RECOVERY_LIMIT_SECONDS + REVIEW_DEADLINE_SECONDS
        probe_session = await exits.enter_async_context(aiohttp.ClientSession(timeout=timeout))
        while time.monotonic() < probe_deadline:
            probe = await review(probe_session, stack.http_url)
            if probe.outcome == "200":
                recovery = max(0.0, probe.at - ended)
                break
    admitted = [a.seconds for a in answers if a.outcome == "200"]
    refused = [a for a in answers if a.outcome == "429:OVERLOADED"]
    problems = []
    wrong = sorted({a.outcome for a in answers} - {"200", "429:OVERLOADED"})
    if wrong:
        problems.append(f"answers other than success or OVERLOADED: {wrong}")
    if not refused:
        problems.append("no caller was refused: the load did not exceed what admission allows")
    if any(not a.retry_after_ms for a in refused):
        problems.append("a refusal without its retry delay (REST Retry-After and Retry-After-Ms, gRPC retry_after_ms)")
    if recovery is None or recovery > RECOVERY_LIMIT_SECONDS:
        problems.append(f"no successful review within {RECOVERY_LIMIT_SECONDS:.0f} s of the flood's end")
    refusal_ms = [a.seconds * 1000 for a in refused]
    got = (
        f"capacity {capacity:.0f}/s, offered {rate:.0f}/s for {settings.seconds:.0f} s: {_summary(answers)}; "
        f"admitted p50 {_percentile(admitted, 0.5):.2f} s p99 {_percentile(admitted, 0.99):.2f} s; "
        f"refusals p50 {_percentile(refusal_ms, 0.5):.0f} ms p99 {_percentile(refusal_ms, 0.99):.0f} ms"
    )
    return Row(f"open-loop overload at {settings.overload_factor:g}x capacity", got, recovery, 0, "-", problems)


async def sigstop_part(stack: Stack, settings: Settings, part: str = "retrieval") -> Row:
    callers = Load(stack.http_url, 2, pause_seconds=0)
    pid = stack.processes[part].pid
    async with callers.running():
        assert await callers.first_success_after(time.monotonic(), 60) is not None, "the stack never answered"
        stopped_at = time.monotonic()
        os.kill(pid, signal.SIGSTOP)
        refused_at = None
        try:
            async with asyncio.timeout(RECOVERY_LIMIT_SECONDS + REVIEW_DEADLINE_SECONDS):
                while refused_at is None:
                    named = [a for a in callers.answers if a.at >= stopped_at and a.outcome.endswith(f":{part}")]
                    refused_at = named[0].at + named[0].seconds if named else None
                    await asyncio.sleep(0.05)
        except TimeoutError:
            pass
        await asyncio.sleep(settings.seconds)
        with contextlib.suppress(ProcessLookupError):  # a supervisor may have replaced the hung part
            os.kill(pid, signal.SIGCONT)
        back_at = time.monotonic()
        recovery = await callers.first_success_after(back_at, RECOVERY_LIMIT_SECONDS)
    during = [a for a in callers.answers if stopped_at <= a.at <= back_at]
    in_flight_at_stop = [a for a in during if a.at < (refused_at or back_at) and a.outcome.startswith("504")]
    problems = []
    # Before the stop every part answers, however slowly: a review refused as a dependency down is a flapping check.
    flapped = [a for a in callers.answers if a.at + a.seconds < stopped_at and a.outcome.startswith("503:DEPENDENCY")]
    if flapped:
        problems.append(f"{len(flapped)} reviews refused as a dependency down before anything was stopped")
    typed = {"200", f"503:DEPENDENCY_UNAVAILABLE:{part}", "503:DEPENDENCY_UNAVAILABLE", "503:POLICY_STORE_UNAVAILABLE"}
    wrong = sorted({a.outcome for a in during if a not in in_flight_at_stop} - typed)
    if wrong:
        problems.append(f"answers other than success or a typed 503: {wrong}")
    if refused_at is None:
        problems.append(f"no review was refused naming {part}")
    if recovery is None or recovery > RECOVERY_LIMIT_SECONDS:
        problems.append(f"no successful review within {RECOVERY_LIMIT_SECONDS:.0f} s of SIGCONT")
    fast = [a.seconds * 1000 for a in during if a.outcome.endswith(f":{part}")]
    detected = "never" if refused_at is None else f"{refused_at - stopped_at:.1f} s"
    got = (
        f"{_summary(during)}; refused by name after {detected}, those answers p50 "
        f"{_percentile(fast, 0.5):.0f} ms p99 {_percentile(fast, 0.99):.0f} ms"
    )
    return Row(f"SIGSTOP {part} (SIGCONT after {settings.seconds:.0f} s)", got, recovery, 0, "-", problems)


def _resident_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return math.nan


async def oversized_messages(stack: Stack, settings: Settings) -> Row:
    pid = stack.processes["gateway"].pid
    before = _resident_mib(pid)
    payload = b"\x0a" + b"x" * OVERSIZED_BYTES
    codes: Counter[str] = Counter()
    async with grpc.aio.insecure_channel(stack.grpc_address, options=[("grpc.max_send_message_length", -1)]) as ch:
        call = ch.unary_unary(REVIEW_METHOD)

        async def one() -> None:
            try:
                await call(payload, timeout=REVIEW_DEADLINE_SECONDS)
                codes["OK"] += 1
            except grpc.aio.AioRpcError as failure:
                codes[failure.code().name] += 1

        await asyncio.gather(*(one() for _ in range(settings.oversized)))
    after = _resident_mib(pid)
    problems = []
    if set(codes) != {"RESOURCE_EXHAUSTED"}:
        problems.append(f"answers other than RESOURCE_EXHAUSTED: {dict(codes)}")
    got = (
        f"{settings.oversized} concurrent {OVERSIZED_BYTES / 1e6:.1f} MB messages (limit "
        f"{gateway_receive_bytes() / 1e3:.0f} KB): {dict(codes)}; gateway resident memory {before:.0f} -> "
        f"{after:.0f} MiB"
    )
    return Row("oversized gRPC messages", got, None, 0, "-", problems)


async def undecodable_messages(stack: Stack, settings: Settings) -> Row:
    outcomes: Counter[str] = Counter()
    leaked = 0
    async with grpc.aio.insecure_channel(stack.grpc_address) as channel:
        call = channel.unary_unary(REVIEW_METHOD)

        async def one() -> None:
            nonlocal leaked
            try:
                await call(UNDECODABLE, timeout=REVIEW_DEADLINE_SECONDS)
                outcomes["OK"] += 1
            except grpc.aio.AioRpcError as failure:
                error = from_rpc_error(failure)
                reason = error.reason.value if error is not None else "no ErrorInfo"
                outcomes[f"{failure.code().name}:{reason}"] += 1
                leaked += "Decode" in (failure.details() or "") or "parsing" in (failure.details() or "")

        await asyncio.gather(*(one() for _ in range(settings.undecodable)))
        stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)
        try:
            await stub.ReviewListing(GRPC_REQUEST, timeout=REVIEW_DEADLINE_SECONDS)
            after = "OK"
        except grpc.aio.AioRpcError as failure:
            after = failure.code().name
    problems = []
    if set(outcomes) != {f"INVALID_ARGUMENT:{ErrorReason.INVALID_REQUEST.value}"}:
        problems.append(f"answers other than INVALID_ARGUMENT with INVALID_REQUEST: {dict(outcomes)}")
    if leaked:
        problems.append(f"{leaked} answers carried parser text")
    if after != "OK":
        problems.append(f"the review after them got {after}")
    got = f"{settings.undecodable} messages with invalid UTF-8: {dict(outcomes)}; a review after them: {after}"
    return Row("undecodable gRPC messages", got, None, 0, "-", problems)


async def _flood(hosts: list[str], ports: list[int], per_address: int, seconds: float) -> Counter[str]:
    stop = asyncio.Event()
    held: Counter[str] = Counter()
    tasks = [asyncio.create_task(_hold_idle(host, port, per_address, stop, held)) for host in hosts for port in ports]
    async with asyncio.timeout(60):
        while held["opened"] < len(tasks) * per_address:  # noqa: ASYNC110 - counting sockets, nothing to signal
            await asyncio.sleep(0.01)
    print("flooding", flush=True)
    await asyncio.sleep(seconds)
    stop.set()
    await asyncio.gather(*tasks)
    return held


async def run_transport_chaos(settings: Settings | None = None) -> ChaosReport:
    """Every transport fault once against a fresh local stack; the caller chooses the data directory."""
    settings = settings or Settings()
    overrides = {"POLICY_REVIEW_REVIEW_DEADLINE_SECONDS": str(REVIEW_DEADLINE_SECONDS)}
    rows: list[Row] = []
    async with local_stack(overrides, ports=StackPorts.ephemeral()) as stack:
        warm = Load(stack.http_url, 1, pause_seconds=0)
        async with warm.running():
            assert await warm.first_success_after(time.monotonic(), 60) is not None, "the stack never answered"
        capacity = await measure_capacity(stack, settings)
        rows.append(await idle_socket_flood(stack, settings))
        rows.append(await open_loop_overload(stack, settings, capacity))
        rows.append(await sigstop_part(stack, settings))
        rows.append(await oversized_messages(stack, settings))
        rows.append(await undecodable_messages(stack, settings))
    return ChaosReport(rows)


def main() -> int:
    """``python -m chaos.transport [--short]``: the transport faults against a throwaway data directory."""
    import argparse
    import logging
    import tempfile

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--short", action="store_true", help="the CI form: seconds per fault, fewer messages")
    commands = parser.add_subparsers(dest="command")
    flood = commands.add_parser("flood", help="hold idle sockets from HOSTS (the idle-socket flood's attacker)")
    flood.add_argument("hosts", nargs="+")
    flood.add_argument("--ports", required=True)
    flood.add_argument("--per-address", type=int, required=True)
    flood.add_argument("--seconds", type=float, required=True)
    args = parser.parse_args()
    if args.command == "flood":
        ports = [int(port) for port in args.ports.split(",")]
        held = asyncio.run(_flood(args.hosts, ports, args.per_address, args.seconds))
        print(json.dumps(dict(held)), flush=True)
        return 0
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    with tempfile.TemporaryDirectory(prefix="policy-review-chaos-") as data_dir:
        os.environ["POLICY_REVIEW_DATA_DIR"] = data_dir
        for role in ("", "READER_", "WRITER_"):
            os.environ.pop(f"POLICY_REVIEW_{role}DATABASE_URL", None)
        os.environ.setdefault("POLICY_REVIEW_LOG_LEVEL", "ERROR")
        try:
            report = asyncio.run(run_transport_chaos(Settings.short() if args.short else Settings()))
        finally:
            asyncio.run(_database("stop", dict(os.environ)))
    print(report.table())
    return 0 if report.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
