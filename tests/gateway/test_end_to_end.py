"""All real services in-process over loopback against the real database: the four statuses and outages."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from gateway.bootstrap import GatewayServer, build_server
from gateway.settings import GatewaySettings
from generation.bootstrap import build_server as build_generation_server
from generation.domain.model import ProposedFinding, Review, Reviewer
from generation.domain.rules import RulesReviewer
from generation.settings import GenerationSettings
from retrieval.bootstrap import build_server as build_retrieval_server
from retrieval.settings import RetrievalSettings
from services.embedders.wordllama import WordLlamaEmbedder
from services.records import LedgerEntry, Listing
from services.server import GrpcServer
from services.vocabulary import FindingCode, ListingField, Severity
from tests.support import EMAIL_LISTING, REVIEW_DATE, Database, stop_at_once
from validation.bootstrap import build_server as build_validation_server

PATH = "/api/policy-reviews"
CLEAN_LISTING: dict[str, Any] = {
    "listingId": "ebay-novel-clean",
    "marketplace": "EBAY",
    "locale": "en-US",
    "category": "BOOKS",
    "title": "The Quiet Harbour hardcover novel first edition",
    "description": "Brand new hardcover copy, still sealed in the original shrink wrap. "
    "No marks, no damage, dust jacket intact.",
    "condition": "NEW",
    "price": "18.50",
    "attributes": {"author": "A. Writer", "format": "Hardcover"},
    "reviewDate": REVIEW_DATE,
}


class CountingReviewer(Reviewer):
    """The real offline reviewer, counting how often generation asked it."""

    def __init__(self) -> None:
        self._rules = RulesReviewer()
        self.name = self._rules.name
        self.model_id = self._rules.model_id
        self.calls = 0

    async def review(self, listing: Listing, ledger: Sequence[LedgerEntry]) -> Review:
        self.calls += 1
        return await self._rules.review(listing, ledger)


class UnknownCitationReviewer(Reviewer):
    """A reviewer stub whose only proposal cites an id the ledger never had."""

    name = "stub"
    model_id = "stub-v1"

    async def review(self, listing: Listing, ledger: Sequence[LedgerEntry]) -> Review:
        finding = ProposedFinding(
            code=FindingCode.CONTACT_INFO_IN_LISTING,
            severity=Severity.WARNING,
            message="The listing contains contact details.",
            listing_fields=(ListingField.DESCRIPTION,),
            evidence_ids=("POLICY_99",),
            recommended_action="Remove them.",
            reviewer=self.name,
        )
        return Review(findings=(finding,), reviewer=self.name, model_id=self.model_id)


@dataclass
class RealStack:
    gateway: GatewayServer
    servers: dict[str, GrpcServer]
    database: Database
    embedder: WordLlamaEmbedder
    reviewer: Reviewer
    # Retrieval settings for tests about something other than the gate (e.g. an explicit similarity_threshold
    # where the test publishes its own corpus, which no labelled dataset calibrates).
    retrieval_overrides: dict[str, Any] = field(default_factory=dict)

    async def post(self, body: dict[str, Any]) -> tuple[int, Any]:
        async with (
            aiohttp.ClientSession() as session,
            session.post(f"http://127.0.0.1:{self.gateway.http_port}{PATH}", json=body) as response,
        ):
            return response.status, await response.json(content_type=None)

    async def build(self, name: str, port: int) -> GrpcServer:
        fast = {"health_check_interval_seconds": 0.05}
        if name == "retrieval":
            # Its readiness probe (SELECT 1) gets long enough for a loaded machine: a NOT_SERVING it answers is
            # believed by the gateway at once. A stopped database is still found at once (the probe is refused).
            slow_machine = {"readiness_timeout_seconds": 10.0}
            return await build_retrieval_server(
                RetrievalSettings(**{**fast, **slow_machine, **self.retrieval_overrides}),
                port=port,
                embedder=self.embedder,
                reader_dsn=self.database.reader_dsn,
            )
        if name == "generation":
            return await build_generation_server(
                GenerationSettings(reviewer="rules", **fast),  # type: ignore[arg-type]
                port=port,
                reviewer=self.reviewer,
            )
        return await build_validation_server(port=port)

    async def health(self, wanted: int) -> None:
        """Waits (bounded) for the gateway's readiness to report ``wanted``, through Watch rather than sleeps."""
        async with grpc.aio.insecure_channel(f"127.0.0.1:{self.gateway.grpc_port}") as channel:
            watch = health_pb2_grpc.HealthStub(channel).Watch(health_pb2.HealthCheckRequest(service=""))
            async with asyncio.timeout(30):
                async for response in watch:
                    if response.status == wanted:
                        break
            watch.cancel()


@asynccontextmanager
async def real_stack(
    database: Database, embedder: WordLlamaEmbedder, reviewer: Reviewer, **retrieval_overrides: Any
) -> AsyncIterator[RealStack]:
    stack = RealStack(None, {}, database, embedder, reviewer, retrieval_overrides)  # type: ignore[arg-type]
    try:
        for name in ("retrieval", "generation", "validation"):
            stack.servers[name] = await stack.build(name, 0)
            await stack.servers[name].start()
        stack.gateway = await build_server(
            GatewaySettings(
                retrieval_address=f"127.0.0.1:{stack.servers['retrieval'].bound_port}",
                generation_address=f"127.0.0.1:{stack.servers['generation'].bound_port}",
                validation_address=f"127.0.0.1:{stack.servers['validation'].bound_port}",
                health_check_interval_seconds=0.05,
                # No test here hangs a part (a stopped one is refused at once): a slow answer on a loaded machine
                # must never read as a part down, whatever the failure threshold.
                dependency_health_timeout_seconds=10.0,
            ),
            grpc_port=0,
            http_port=0,
        )
        await stack.gateway.start()
        yield stack
    finally:
        if stack.gateway is not None:
            await stop_at_once(stack.gateway)
        for server in stack.servers.values():
            await stop_at_once(server)


@pytest.fixture
async def counting(published_corpus: Database, gateway_embedder: WordLlamaEmbedder) -> AsyncIterator[RealStack]:
    async with real_stack(published_corpus, gateway_embedder, CountingReviewer()) as stack:
        yield stack


async def test_email_in_an_ebay_us_listing_is_a_cited_finding(counting: RealStack) -> None:
    status, body = await counting.post({**EMAIL_LISTING, "includeDiagnostics": True})
    assert status == 200
    assert body["status"] == "POLICY_FINDINGS_AVAILABLE"
    assert body["requiresHumanReview"] is True
    contact = [f for f in body["findings"] if f["code"] == "CONTACT_INFO_IN_LISTING"]
    assert contact, body["findings"]
    cited = {evidence_id for finding in body["findings"] for evidence_id in finding["evidenceIds"]}
    evidence = {e["evidenceId"]: e for e in body["evidence"]}
    assert set(evidence) == cited  # only what accepted findings cite
    assert {evidence[i]["policyId"] for i in contact[0]["evidenceIds"]} == {"ebay-contact-information"}
    assert all(
        set(e) == {"evidenceId", "policyId", "policyVersion", "section", "sectionId", "sourceUrl", "effectiveFrom"}
        for e in body["evidence"]
    )
    diagnostics = body["diagnostics"]
    assert diagnostics["scopeOutcome"] == "SCOPE_OUTCOME_RESOLVED"
    assert diagnostics["modelCalled"] is True
    assert diagnostics["reviewDate"] == REVIEW_DATE
    assert {(r["marketplace"], r["locale"]) for r in diagnostics["retrieved"]} == {("EBAY", "en-US")}
    # Which similarity gate admitted the evidence: the corpus fixture's WordLlama calibration.
    calibration = diagnostics["calibration"]
    assert (calibration["source"], calibration["embeddingModel"]) == ("calibrated", "wordllama-l2_supercat-256")
    assert calibration["retrievalMode"] == "hybrid"
    assert calibration["dataset"].startswith("policy-review-")  # the newest labelled dataset
    # The retired edition of the contact policy is never served.
    assert {e["policyVersion"] for e in body["evidence"] if e["policyId"] == "ebay-contact-information"} == {
        "2026-09-15"
    }
    assert counting.reviewer.calls == 1  # type: ignore[attr-defined]


async def test_a_clean_listing_has_no_policy_findings(counting: RealStack) -> None:
    status, body = await counting.post(CLEAN_LISTING)
    assert status == 200
    assert body == {
        "status": "NO_POLICY_FINDINGS",
        "findings": [],
        "evidence": [],
        "warnings": [],
        "requiresHumanReview": False,
    }
    assert counting.reviewer.calls == 1  # type: ignore[attr-defined]


async def test_a_scope_without_policies_never_calls_the_reviewer(counting: RealStack) -> None:
    status, body = await counting.post({**EMAIL_LISTING, "locale": "fr-FR", "includeDiagnostics": True})
    assert status == 200
    assert body["status"] == "INSUFFICIENT_POLICY_CONTEXT"
    assert (body["findings"], body["evidence"], body["requiresHumanReview"]) == ([], [], True)
    assert body["diagnostics"]["scopeOutcome"] == "SCOPE_OUTCOME_NO_RELEASE_FOR_MARKETPLACE_LOCALE"
    assert body["diagnostics"]["modelCalled"] is False
    assert counting.reviewer.calls == 0  # type: ignore[attr-defined]


async def test_a_citation_outside_the_ledger_needs_human_review(
    published_corpus: Database, gateway_embedder: WordLlamaEmbedder
) -> None:
    async with real_stack(published_corpus, gateway_embedder, UnknownCitationReviewer()) as stack:
        status, body = await stack.post(EMAIL_LISTING)
    assert status == 200
    assert body == {
        "status": "NEEDS_HUMAN_REVIEW",
        "findings": [],
        "evidence": [],
        "warnings": [
            {"code": "FINDING_REJECTED", "reason": "UNKNOWN_EVIDENCE", "findingCode": "CONTACT_INFO_IN_LISTING"}
        ],
        "requiresHumanReview": True,
    }


@pytest.mark.parametrize("name", ["retrieval", "generation", "validation"])
async def test_a_stopped_service_is_503_until_it_is_back_on_its_port(counting: RealStack, name: str) -> None:
    await counting.health(health_pb2.HealthCheckResponse.SERVING)
    server = counting.servers[name]
    port = server.bound_port
    await server.stop(grace=0)

    status, problem = await counting.post(EMAIL_LISTING)
    assert status == 503
    assert problem["code"] == "DEPENDENCY_UNAVAILABLE"
    assert problem["type"] == "urn:problem:dependency-unavailable"
    await counting.health(health_pb2.HealthCheckResponse.NOT_SERVING)

    counting.servers[name] = await counting.build(name, port)
    assert await counting.servers[name].start() == port
    await counting.health(health_pb2.HealthCheckResponse.SERVING)
    status, body = await counting.post(EMAIL_LISTING)
    assert (status, body["status"]) == (200, "POLICY_FINDINGS_AVAILABLE")
