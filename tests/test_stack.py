"""The README's run command brings the whole stack up; it answers over REST and gRPC and stops cleanly."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import sys
from collections.abc import Iterator
from pathlib import Path

import grpc
import httpx
import pytest

from policyreview.v1 import common_pb2, policy_review_service_pb2, policy_review_service_pb2_grpc
from services.settings import PROJECT_ROOT
from services.stack import StackPorts
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
    """The pid of the stack's child process running ``python -m <part>``."""
    children = Path(f"/proc/{stack_pid}/task/{stack_pid}/children").read_text().split()
    for child in children:
        with contextlib.suppress(FileNotFoundError):
            argv = Path(f"/proc/{child}/cmdline").read_bytes().split(b"\0")
            if argv[1:3] == [b"-m", part.encode()]:
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


@pytest.fixture
def scratch() -> Iterator[Path]:
    with scratch_data_dir("stack") as path:
        yield path


async def test_make_run_serves_rest_and_grpc_and_stops_on_sigterm(scratch: Path) -> None:
    tmp_path = scratch  # not pytest's temp root: see scratch_data_dir
    ports = StackPorts.ephemeral()
    env = {
        **os.environ,
        "POLICY_REVIEW_DATA_DIR": str(tmp_path / "data"),
        "POLICY_REVIEW_GATEWAY_HTTP_PORT": str(ports.http),
        "POLICY_REVIEW_GATEWAY_GRPC_PORT": str(ports.grpc),
        "POLICY_REVIEW_RETRIEVAL_PORT": str(ports.retrieval),
        "POLICY_REVIEW_GENERATION_PORT": str(ports.generation),
        "POLICY_REVIEW_VALIDATION_PORT": str(ports.validation),
    }
    for role in ("", "READER_", "WRITER_"):
        env.pop(f"POLICY_REVIEW_{role}DATABASE_URL", None)
    # Exactly what `make run` runs.
    stack = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "services.stack", env=env, cwd=PROJECT_ROOT, stdout=asyncio.subprocess.PIPE
    )
    try:
        assert stack.stdout is not None
        await asyncio.wait_for(_read_until(stack.stdout, "Policy Review is up."), 240)

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
    finally:
        if stack.returncode is None:
            stack.send_signal(signal.SIGTERM)
        code = await asyncio.wait_for(stack.wait(), 60)
        stopper = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "services.database", "stop", env=env, cwd=PROJECT_ROOT
        )
        await stopper.wait()
    assert code == 0
