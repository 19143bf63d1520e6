"""Stand-in retrieval and generation servicers (generated base classes, real gRPC on loopback) and a stack helper."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, TypeAlias

import grpc
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from gateway.bootstrap import GatewayServer, build_server
from gateway.settings import GatewaySettings
from policyreview.v1 import (
    common_pb2,
    generation_service_pb2,
    generation_service_pb2_grpc,
    question_pb2,
    retrieval_service_pb2,
    retrieval_service_pb2_grpc,
)
from services.errors import ServiceError
from services.rulepack import shipped_edition
from services.server import GrpcServer
from services.settings import CommonSettings
from tests.support import stop_at_once
from validation.bootstrap import build_server as build_validation_server

Context: TypeAlias = "grpc.aio.ServicerContext[object, object]"

RELEASE = retrieval_service_pb2.ScopedRelease(
    release_id="release-contact",
    policy_id="ebay-contact-information",
    policy_version="2026-09-15",
    marketplace=common_pb2.EBAY,
    locale="en-US",
    categories=["ALL"],
    effective_from="2026-09-15",
    embedding_model="wordllama",
    embedding_dimensions=256,
)


def evidence(section_id: str, heading: str, *codes: str, score: float = 0.5) -> common_pb2.Evidence:
    return common_pb2.Evidence(
        chunk_id=f"chunk-{section_id}",
        release_id="release-contact",
        policy_id="ebay-contact-information",
        policy_version="2026-09-15",
        section_id=section_id,
        section_heading=heading,
        text="Sellers should not put email addresses or phone numbers in listings.",
        supported_finding_codes=list(codes),
        source_url="https://www.ebay.com/help/policies/listing-policies/contact-information-policy?id=4269",
        effective_from="2026-09-15",
        marketplace=common_pb2.EBAY,
        locale="en-US",
        categories=["ALL"],
        vector_score=score,
        lexical_score=0.0,
        fused_score=score,
    )


EVIDENCE = [
    evidence("contact-details", "Contact details in listing text", "CONTACT_INFO_IN_LISTING", score=0.75),
    evidence("off-platform", "Trading off the platform", "OFF_PLATFORM_TRANSACTION", score=0.25),
]


def contact_finding(*evidence_ids: str) -> common_pb2.ProposedFinding:
    return common_pb2.ProposedFinding(
        code=common_pb2.CONTACT_INFO_IN_LISTING,
        severity=common_pb2.WARNING,
        message="The description contains an email address.",
        listing_fields=[common_pb2.DESCRIPTION],
        evidence_ids=list(evidence_ids or ("POLICY_1",)),
        recommended_action="Remove the email address; buyers can use marketplace messages.",
        reviewer="rules",
        listing_quote="seller@example.com",
    )


@dataclass
class Behaviour:
    """What a fake does on its next calls: fail ``failures`` times with ``error`` (or a bare status), or hang."""

    error: ServiceError | None = None
    status: grpc.StatusCode | None = None
    failures: int = 0
    hang: bool = False
    calls: int = 0
    time_remaining: list[float | None] = field(default_factory=list)
    # Set on every call; a hanging call waits for ``release`` (or the caller's deadline).
    entered: asyncio.Event = field(default_factory=asyncio.Event)
    release: asyncio.Event = field(default_factory=asyncio.Event)

    async def enter(self, context: Context) -> None:
        self.calls += 1
        self.time_remaining.append(context.time_remaining())
        self.entered.set()
        if self.hang:
            await self.release.wait()  # until the test releases it or the caller's deadline cancels the RPC
        if self.failures > 0:
            self.failures -= 1
            if self.error is not None:
                await context.abort_with_status(self.error.to_status())
            # The message is what a careless dependency might send; the gateway must not pass it on.
            await context.abort(self.status or grpc.StatusCode.UNAVAILABLE, "secret provider payload sk-123")


SHIPPED_EDITION = common_pb2.RulesEdition(
    version=shipped_edition().version,
    content_hash=shipped_edition().content_hash,
    effective_from=shipped_edition().effective_from.isoformat(),
)


class FakeRetrieval(retrieval_service_pb2_grpc.RetrievalServiceServicer):
    def __init__(self) -> None:
        self.behaviour = Behaviour()
        self.response = retrieval_service_pb2.RetrieveResponse(
            resolution=retrieval_service_pb2.ScopeResolution(
                outcome=retrieval_service_pb2.SCOPE_OUTCOME_RESOLVED,
                releases=[RELEASE],
                review_date="2026-10-01",
                embedding_model="wordllama",
            ),
            evidence=EVIDENCE,
            retrieval_mode="hybrid",
            candidate_count=5,
            # The rule pack edition in force, as the real retrieval names it: the shipped one.
            rules_edition=SHIPPED_EDITION,
        )
        self.requests: list[retrieval_service_pb2.RetrieveRequest] = []
        self.passages: list[question_pb2.Passage] = [
            question_pb2.Passage(
                chunk_id=e.chunk_id,
                text=e.text,
                score=e.fused_score,
                heading=e.section_heading,
                policy_id=e.policy_id,
                policy_version=e.policy_version,
                section_id=e.section_id,
                source_url=e.source_url,
                effective_from=e.effective_from,
            )
            for e in EVIDENCE
        ]
        self.passage_requests: list[retrieval_service_pb2.SearchPassagesRequest] = []

    def no_scope(self) -> None:
        self.response = retrieval_service_pb2.RetrieveResponse(
            resolution=retrieval_service_pb2.ScopeResolution(
                outcome=retrieval_service_pb2.SCOPE_OUTCOME_NO_RELEASE_FOR_MARKETPLACE_LOCALE,
                review_date="2026-10-01",
                embedding_model="wordllama",
            ),
            retrieval_mode="hybrid",
        )

    async def ResolveScope(
        self, request: retrieval_service_pb2.ResolveScopeRequest, context: Context
    ) -> retrieval_service_pb2.ResolveScopeResponse:
        await self.behaviour.enter(context)
        return retrieval_service_pb2.ResolveScopeResponse(resolution=self.response.resolution)

    async def ListReleases(
        self, request: retrieval_service_pb2.ListReleasesRequest, context: Context
    ) -> retrieval_service_pb2.ListReleasesResponse:
        await self.behaviour.enter(context)
        return retrieval_service_pb2.ListReleasesResponse(date=request.date or "2026-10-01")

    async def GetRelease(
        self, request: retrieval_service_pb2.GetReleaseRequest, context: Context
    ) -> retrieval_service_pb2.GetReleaseResponse:
        await self.behaviour.enter(context)
        return retrieval_service_pb2.GetReleaseResponse()

    async def Retrieve(
        self, request: retrieval_service_pb2.RetrieveRequest, context: Context
    ) -> retrieval_service_pb2.RetrieveResponse:
        await self.behaviour.enter(context)
        self.requests.append(request)
        return self.response

    async def SearchPassages(
        self, request: retrieval_service_pb2.SearchPassagesRequest, context: Context
    ) -> retrieval_service_pb2.SearchPassagesResponse:
        await self.behaviour.enter(context)
        self.passage_requests.append(request)
        return retrieval_service_pb2.SearchPassagesResponse(passages=self.passages, retrieval_mode="hybrid")


class FakeGeneration(generation_service_pb2_grpc.GenerationServiceServicer):
    def __init__(self) -> None:
        self.behaviour = Behaviour()
        self.findings: list[common_pb2.ProposedFinding] = [contact_finding()]
        self.malformed = 0
        self.requests: list[generation_service_pb2.ProposeFindingsRequest] = []
        self.answer_requests: list[generation_service_pb2.AnswerQuestionRequest] = []
        self.answer = generation_service_pb2.AnswerQuestionResponse(
            answer="Keep contact details out of listings [SOURCE_1].",
            quotes=[question_pb2.Quote(evidence_id="SOURCE_1", text="should not put email addresses")],
            answerer="stub",
            model_id="stub-v1",
        )

    async def ProposeFindings(
        self, request: generation_service_pb2.ProposeFindingsRequest, context: Context
    ) -> generation_service_pb2.ProposeFindingsResponse:
        await self.behaviour.enter(context)
        self.requests.append(request)
        return generation_service_pb2.ProposeFindingsResponse(
            findings=self.findings,
            malformed_finding_count=self.malformed,
            reviewer="rules",
            model_id="rules-v1",
            prompt_version="policy-review-v1",
            attempts=0,
        )

    async def AnswerQuestion(
        self, request: generation_service_pb2.AnswerQuestionRequest, context: Context
    ) -> generation_service_pb2.AnswerQuestionResponse:
        await self.behaviour.enter(context)
        self.answer_requests.append(request)
        return self.answer


def fake_server(servicer: Any, add: Callable[[Any, Any], None], name: str, port: int = 0) -> GrpcServer:
    def register(server: grpc.aio.Server) -> list[str]:
        add(servicer, server)
        return [name]

    return GrpcServer(service_name=f"fake-{name}", settings=CommonSettings(), port=port, register=register)


def fake_retrieval_server(servicer: FakeRetrieval, port: int = 0) -> GrpcServer:
    return fake_server(
        servicer,
        retrieval_service_pb2_grpc.add_RetrievalServiceServicer_to_server,
        "policyreview.v1.RetrievalService",
        port,
    )


def fake_generation_server(servicer: FakeGeneration, port: int = 0) -> GrpcServer:
    return fake_server(
        servicer,
        generation_service_pb2_grpc.add_GenerationServiceServicer_to_server,
        "policyreview.v1.GenerationService",
        port,
    )


@dataclass
class Stack:
    """A running gateway with its three dependencies, and what tests need to observe it."""

    gateway: GatewayServer
    retrieval: FakeRetrieval
    generation: FakeGeneration
    dependency_servers: dict[str, GrpcServer]
    spans: InMemorySpanExporter
    metrics: InMemoryMetricReader

    @property
    def http(self) -> str:
        return f"http://127.0.0.1:{self.gateway.http_port}"

    @property
    def grpc_address(self) -> str:
        return f"127.0.0.1:{self.gateway.grpc_port}"

    def metric_points(self, name: str) -> dict[tuple[tuple[str, str], ...], float]:
        """Sum (counters) or count (histograms) per attribute set of one metric."""
        points: dict[tuple[tuple[str, str], ...], float] = {}
        data = self.metrics.get_metrics_data()
        for resource in data.resource_metrics if data else []:
            for scope in resource.scope_metrics:
                for metric in scope.metrics:
                    if metric.name != name:
                        continue
                    for point in metric.data.data_points:
                        key = tuple(sorted((k, str(v)) for k, v in (point.attributes or {}).items()))
                        points[key] = float(getattr(point, "value", getattr(point, "count", 0)))
        return points


@asynccontextmanager
async def gateway_stack(**settings: object) -> AsyncIterator[Stack]:
    """Fake retrieval and generation, the real validation service, and the gateway, all on loopback port 0."""
    retrieval, generation = FakeRetrieval(), FakeGeneration()
    servers = {
        "retrieval": fake_retrieval_server(retrieval),
        "generation": fake_generation_server(generation),
        "validation": await build_validation_server(port=0),
    }
    ports = {name: await server.start() for name, server in servers.items()}
    spans = InMemorySpanExporter()
    tracer_provider = TracerProvider()
    tracer_provider.add_span_processor(SimpleSpanProcessor(spans))
    reader = InMemoryMetricReader()
    gateway_settings = GatewaySettings(
        retrieval_address=f"127.0.0.1:{ports['retrieval']}",
        generation_address=f"127.0.0.1:{ports['generation']}",
        validation_address=f"127.0.0.1:{ports['validation']}",
        health_check_interval_seconds=0.05,
        **settings,  # type: ignore[arg-type]
    )
    gateway = await build_server(
        gateway_settings,
        grpc_port=0,
        http_port=0,
        tracer_provider=tracer_provider,
        meter_provider=MeterProvider(metric_readers=[reader]),
    )
    await gateway.start()
    try:
        yield Stack(gateway, retrieval, generation, servers, spans, reader)
    finally:
        await stop_at_once(gateway)
        for server in servers.values():
            await stop_at_once(server)
