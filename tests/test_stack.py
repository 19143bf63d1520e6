"""The README's run command brings the whole stack up; it answers over REST and gRPC and stops cleanly: in order
whatever receives the signal, with every review in flight answered; its parts die with it; a second run refuses to
start beside it; a failed publish is one line naming the file and the fix."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import grpc
import httpx
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from chaos.process import IN_FLIGHT, alive, drain, stack_env
from policyreview.v1 import (
    common_pb2,
    policy_review_service_pb2,
    policy_review_service_pb2_grpc,
    retrieval_service_pb2,
    retrieval_service_pb2_grpc,
)
from services.settings import PROJECT_ROOT
from services.stack import SERVICE_PARTS, Stack, StackPorts
from tests.support import scratch_data_dir

pytestmark = pytest.mark.slow

LISTING = {
    "listingId": "stack-e2e-001",
    "marketplace": "EBAY",
    "locale": "en-US",
    "category": "ELECTRONICS",
    "title": "Used mirrorless camera body",
    "description": "Works well. Email me at seller.camera@example.com for a better price.",
    "condition": "USED",
    "price": 425.00,
    "attributes": {"model": "X100", "brand": "ExampleCam"},
}


async def _buf_curl(*args: str) -> str:
    """buf from npm (package.json; `make test` installs it)."""
    buf = PROJECT_ROOT / "node_modules" / ".bin" / "buf"
    process = await asyncio.create_subprocess_exec(
        str(buf), "curl", "--protocol", "grpc", "--http2-prior-knowledge", *args, stdout=asyncio.subprocess.PIPE
    )
    out, _ = await process.communicate()
    assert process.returncode == 0
    return out.decode()


async def _read_until(stream: asyncio.StreamReader, marker: str) -> None:
    while True:
        line = await stream.readline()
        if not line:
            raise AssertionError(f"stack exited before printing {marker!r}")
        if marker in line.decode():
            return


def _part_pid(stack_pid: int, part: str) -> int:
    """The pid of the stack's child process running ``python -m <part>`` (through services.lifeline)."""
    children = Path(f"/proc/{stack_pid}/task/{stack_pid}/children").read_text().split()
    for child in children:
        with contextlib.suppress(FileNotFoundError):
            argv = Path(f"/proc/{child}/cmdline").read_bytes().split(b"\0")
            if argv[1:3] == [b"-m", b"services.lifeline"] and argv[4:5] == [part.encode()]:
                return int(child)
    raise AssertionError(f"no {part} process under the stack")


async def _review_until_ok(http_port: int) -> list[str]:
    """Reviews until one succeeds (bounded); what each attempt got: refused, or the HTTP status."""
    answers: list[str] = []
    async with asyncio.timeout(120), httpx.AsyncClient(base_url=f"http://127.0.0.1:{http_port}", timeout=30) as client:
        while not answers or answers[-1] != "200":
            try:
                response = await client.post("/api/policy-reviews", json=LISTING, headers={"X-API-Version": "1"})
            except httpx.TransportError:
                answers.append("refused")
            else:
                answers.append(str(response.status_code))
                if response.status_code == 503:
                    assert response.json()["code"] in {"DEPENDENCY_UNAVAILABLE", "POLICY_STORE_UNAVAILABLE"}
            if answers[-1] != "200":
                await asyncio.sleep(0.2)  # polling a process we do not control; bounded by the timeout above
    return answers


@pytest.fixture(scope="module")
def scratch() -> Iterator[Path]:
    """One data directory for the module: the corpus is published once, later runs skip it."""
    with scratch_data_dir("stack") as path:
        try:
            yield path
        finally:
            env = {**os.environ, "POLICY_REVIEW_DATA_DIR": str(path / "data")}
            # The embedded PostgreSQL outlives `make run` by design; the test's own server goes with the test.
            subprocess.run([sys.executable, "-m", "services.database", "stop"], env=env, cwd=PROJECT_ROOT, check=False)


async def _make_run(env: dict[str, str]) -> asyncio.subprocess.Process:
    """Exactly what `make run` runs, in a session of its own (as a terminal's job is a process group of its own)."""
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "services.stack",
        env=env,
        cwd=PROJECT_ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        start_new_session=True,
    )


@contextlib.asynccontextmanager
async def _stack_up(env: dict[str, str]) -> AsyncIterator[asyncio.subprocess.Process]:
    """`make run` until it prints that it is up; stopped with SIGTERM on exit if the test left it running."""
    stack = await _make_run(env)
    assert stack.stdout is not None
    assert stack.stderr is not None
    # The parts log to stderr: drained so a full pipe never blocks them.
    drain = asyncio.create_task(_drain(stack.stderr))
    try:
        await asyncio.wait_for(_read_until(stack.stdout, "Policy Review is up."), 240)
        yield stack
    finally:
        if stack.returncode is None:
            stack.send_signal(signal.SIGTERM)
        await asyncio.wait_for(stack.wait(), 60)
        await drain


async def _drain(stream: asyncio.StreamReader) -> bytes:
    return await stream.read()


async def test_make_run_serves_rest_and_grpc_and_stops_on_sigterm(scratch: Path) -> None:
    tmp_path = scratch  # not pytest's temp root: see scratch_data_dir
    ports = StackPorts.ephemeral()
    env = stack_env(tmp_path / "data", ports)
    async with _stack_up(env) as stack:
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{ports.http}", timeout=30) as client:
            response = await client.post("/api/policy-reviews", json=LISTING, headers={"X-API-Version": "1"})
        assert response.status_code == 200, response.text
        body = response.json()
        assert body["status"] == "POLICY_FINDINGS_AVAILABLE"
        assert body["requiresHumanReview"] is True
        assert "CONTACT_INFO_IN_LISTING" in {f["code"] for f in body["findings"]}
        assert {e["policyId"] for e in body["evidence"]} >= {"ebay-contact-information"}

        async with grpc.aio.insecure_channel(f"127.0.0.1:{ports.grpc}") as channel:
            stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)
            reply = await stub.ReviewListing(
                policy_review_service_pb2.ReviewListingRequest(
                    listing_id="stack-e2e-002",
                    marketplace="EBAY",
                    locale="fr-FR",
                    category="ELECTRONICS",
                    title="Appareil photo",
                    description="Fonctionne bien.",
                    condition="USED",
                    price=100.0,
                ),
                timeout=30,
            )
        assert reply.status == common_pb2.INSUFFICIENT_POLICY_CONTEXT
        assert reply.requires_human_review

        # The README's buf curl calls: server reflection is enough, no .proto files.
        listed = await _buf_curl("--list-methods", f"http://127.0.0.1:{ports.grpc}")
        assert "policyreview.v1.PolicyReviewService/ReviewListing" in listed.splitlines()
        answered = await _buf_curl(
            f"http://127.0.0.1:{ports.grpc}/policyreview.v1.PolicyReviewService/ReviewListing",
            "-d",
            json.dumps({**LISTING, "locale": "fr-FR"}),
        )
        answer = json.loads(answered)
        # make run records every answer (the review desk), and a case opens for one that needs a human.
        assert set(answer) == {"status", "requiresHumanReview", "reviewId", "caseId"}
        assert (answer["status"], answer["requiresHumanReview"]) == ("INSUFFICIENT_POLICY_CONTEXT", True)

        # Calls between parts carry a verified identity: behind the gateway only the gateway's certificate is
        # served; another certificate of the same CA reaches health only; plaintext reaches nothing. Keys are 0600.
        view = Stack(ports, pki_dir=tmp_path / "data" / "pki")
        assert view.pki_dir is not None
        for identity in (*SERVICE_PARTS, "supervisor", "ca"):
            key = view.pki_dir / identity / ("ca.key" if identity == "ca" else "tls.key")
            assert key.stat().st_mode & 0o777 == 0o600, key
        request = retrieval_service_pb2.ListReleasesRequest(marketplace=common_pb2.EBAY, locale="en-US")
        async with view.channel("retrieval", identity="gateway") as channel:
            releases = await retrieval_service_pb2_grpc.RetrievalServiceStub(channel).ListReleases(request, timeout=30)
        assert releases.releases
        async with view.channel("retrieval", identity="supervisor") as channel:
            with pytest.raises(grpc.aio.AioRpcError) as refused:
                await retrieval_service_pb2_grpc.RetrievalServiceStub(channel).ListReleases(request, timeout=30)
        assert refused.value.code() == grpc.StatusCode.PERMISSION_DENIED
        async with grpc.aio.insecure_channel(view.address("validation")) as channel:
            with pytest.raises(grpc.aio.AioRpcError) as plaintext:
                await health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest(), timeout=10)
        assert plaintext.value.code() == grpc.StatusCode.UNAVAILABLE

        # A second `make run` beside this one refuses at once and says why: the data directory is taken, and
        # so are the ports (checked with a data directory of its own).
        for other_env, expected in (
            (env, f"another `make run` (pid {stack.pid}) is running on"),
            (stack_env(tmp_path / "other", ports), f"port {ports.http} (gateway REST) is already in use"),
        ):
            second = await _make_run(other_env)
            out, err = await asyncio.wait_for(second.communicate(), 60)
            assert second.returncode == 1
            assert expected in err.decode(), err.decode()
            assert b"Traceback" not in err
            assert b"is up" not in out

        # Supervision: a part killed outright is restarted and the gateway recovers by itself; so is the
        # gateway itself; PostgreSQL is left alone throughout.
        postmaster = (tmp_path / "data" / "pg" / "postmaster.pid").read_text().split()[0]
        for part in ("retrieval", "gateway"):
            victim = _part_pid(stack.pid, part)
            os.kill(victim, signal.SIGKILL)
            answers = await _review_until_ok(ports.http)
            assert set(answers) <= {"refused", "200", "503"}, answers
            assert answers[-1] == "200"
            assert _part_pid(stack.pid, part) != victim
        assert (tmp_path / "data" / "pg" / "postmaster.pid").read_text().split()[0] == postmaster
        assert stack.returncode is None
    assert stack.returncode == 0


@pytest.mark.parametrize(
    ("sig", "target"),
    [(signal.SIGINT, "process group"), (signal.SIGTERM, "process group"), (signal.SIGTERM, "supervisor")],
    ids=["sigint-group", "sigterm-group", "sigterm-supervisor"],
)
async def test_a_stop_signal_drains_every_review_in_flight_gateway_first(
    scratch: Path, sig: signal.Signals, target: str
) -> None:
    run = await drain(scratch / "data", sig, target)
    assert set(run.parts) == set(SERVICE_PARTS)
    # The gateway stopped admitting first, while the parts it needs still served its reviews in flight.
    assert run.stopped_early == []
    answers = [a for a in run.answers if isinstance(a, httpx.Response)]
    assert len(answers) == IN_FLIGHT, run.answers
    assert [r.status_code for r in answers] == [200] * IN_FLIGHT, {r.status_code for r in answers}
    assert all(r.json()["status"] == "POLICY_FINDINGS_AVAILABLE" for r in answers)
    assert run.exit_code == 0
    assert run.left == []


async def test_the_parts_die_with_a_killed_supervisor_and_the_next_run_reaches_its_own(scratch: Path) -> None:
    ports = StackPorts.ephemeral()
    env = stack_env(scratch / "data", ports)
    async with _stack_up(env) as stack:
        parts = [_part_pid(stack.pid, part) for part in SERVICE_PARTS]
        stack.kill()
        await stack.wait()
        async with asyncio.timeout(60):
            while living := [pid for pid in parts if alive(pid)]:  # noqa: ASYNC110
                await asyncio.sleep(0.1)  # polling processes of another parent: no event to wait on
        assert not living
    # The next run on the same ports starts, and its readiness checks count only its own parts.
    async with _stack_up(env) as again:
        assert await _review_until_ok(ports.http) == ["200"]
        assert all(_part_pid(again.pid, part) not in parts for part in SERVICE_PARTS)


async def test_a_failed_publish_is_one_line_naming_the_file_and_the_fix(scratch: Path) -> None:
    """A shipped policy edited without a new version: `make run` says which file and what to do, and exits 1."""
    data_dir = scratch / "edited"
    shipped = PROJECT_ROOT / "policies" / "ebay" / "en-US" / "ebay-contact-information.md"
    edited = scratch / "edited-corpus" / shipped.name
    edited.parent.mkdir(parents=True, exist_ok=True)
    edited.write_text(shipped.read_text(encoding="utf-8") + "\n\nAn edit without a new version.\n", encoding="utf-8")
    env = stack_env(data_dir, StackPorts.ephemeral())
    # The store first holds the edited text under the shipped version, as if `make run` had published it before.
    for argv in (("services.database", "migrate"), ("ingestion", "publish", str(edited.parent))):
        job = await asyncio.create_subprocess_exec(
            sys.executable, "-m", *argv, env=env, cwd=PROJECT_ROOT, stdout=asyncio.subprocess.DEVNULL
        )
        assert await job.wait() == 0, argv
    try:
        stack = await _make_run(env)
        out, err = await asyncio.wait_for(stack.communicate(), 240)
        assert stack.returncode == 1
        assert b"Traceback" not in err, err.decode()[-2000:]
        assert b"is up" not in out
        last = err.decode().strip().splitlines()[-1]
        assert last.startswith(
            "Policy Review did not start: publishing policies/ebay/en-US/ebay-contact-information.md"
        )
        assert "already published with different content" in last
        assert "publish the change as a new version" in last
    finally:
        stopper = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "services.database", "stop", env=env, cwd=PROJECT_ROOT
        )
        await stopper.wait()
