"""One review through four separate processes yields one trace: right parents, four services, no seller data."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import os
import signal
import socket
import sys
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from opentelemetry.proto.collector.metrics.v1 import metrics_service_pb2, metrics_service_pb2_grpc
from opentelemetry.proto.collector.trace.v1 import trace_service_pb2, trace_service_pb2_grpc
from opentelemetry.proto.common.v1.common_pb2 import AnyValue, KeyValue
from opentelemetry.proto.trace.v1.trace_pb2 import Span

from ingestion.bootstrap import calibration_store, release_store
from ingestion.calibration import calibrate
from ingestion.publisher import publish_policies
from policyreview.v1 import common_pb2, policy_review_service_pb2, policy_review_service_pb2_grpc
from services.embedders.wordllama import WordLlamaEmbedder
from services.settings import PROJECT_ROOT
from tests.support import POLICIES_DIR, Database, create_database, drop_database

pytestmark = pytest.mark.slow

PARTS = ("retrieval", "generation", "validation", "gateway")
SERVICE_NAMES = {f"policy-review-{part}" for part in PARTS}
STARTUP_TIMEOUT = 120.0
SHUTDOWN_TIMEOUT = 30.0
API_KEY = "trace-test-key-4f1c9e7a2b"

# Distinctive seller data: none of it may appear in any span, resource or metric attribute.
LISTING = policy_review_service_pb2.ReviewListingRequest(
    listing_id="trace-listing-5b7e21",
    marketplace=common_pb2.EBAY,
    locale="en-US",
    category="ELECTRONICS",
    title="Zorblax QX-4471 mirrorless camera body",
    description="Works well. Email quokka.marmalade@example.com for a better price, or pay outside eBay.",
    condition=common_pb2.USED,
    price=425.0,
    attributes={"brand": "Zorblaxcam", "serial": "SN-TRACE-98213"},
)
SECRETS = [
    LISTING.listing_id,
    LISTING.title,
    LISTING.description,
    "Zorblax",
    "QX-4471",
    "quokka",
    "marmalade",
    "SN-TRACE-98213",
    API_KEY,
]


@dataclass
class ReceivedSpan:
    service: str
    span: Span


@dataclass
class Received:
    """What the in-process OTLP receiver got; waiters are woken on every export."""

    spans: list[ReceivedSpan] = field(default_factory=list)
    metrics: dict[str, set[str]] = field(default_factory=dict)
    texts: list[str] = field(default_factory=list)
    changed: asyncio.Condition = field(default_factory=asyncio.Condition)

    async def wait_for(self, predicate: Callable[[], bool]) -> None:
        async with self.changed:
            await self.changed.wait_for(predicate)


def _any_value_texts(value: AnyValue) -> Iterator[str]:
    kind = value.WhichOneof("value")
    if kind == "array_value":
        for item in value.array_value.values:
            yield from _any_value_texts(item)
    elif kind == "kvlist_value":
        yield from _attribute_texts(value.kvlist_value.values)
    elif kind == "bytes_value":
        yield value.bytes_value.decode("utf-8", "replace")
    elif kind is not None:
        yield str(getattr(value, kind))


def _attribute_texts(attributes: Any) -> Iterator[str]:
    attribute: KeyValue
    for attribute in attributes:
        yield attribute.key
        yield from _any_value_texts(attribute.value)


def _service_name(resource: Any) -> str:
    for attribute in resource.attributes:
        if attribute.key == "service.name":
            return str(attribute.value.string_value)
    return ""


class TraceReceiver(trace_service_pb2_grpc.TraceServiceServicer):
    def __init__(self, received: Received) -> None:
        self._received = received

    async def Export(
        self, request: trace_service_pb2.ExportTraceServiceRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> trace_service_pb2.ExportTraceServiceResponse:
        async with self._received.changed:
            for resource_spans in request.resource_spans:
                service = _service_name(resource_spans.resource)
                self._received.texts.extend(_attribute_texts(resource_spans.resource.attributes))
                for scope_spans in resource_spans.scope_spans:
                    for span in scope_spans.spans:
                        self._received.spans.append(ReceivedSpan(service, span))
                        self._received.texts.extend([span.name, span.status.message])
                        self._received.texts.extend(_attribute_texts(span.attributes))
                        for event in span.events:
                            self._received.texts.append(event.name)
                            self._received.texts.extend(_attribute_texts(event.attributes))
                        for link in span.links:
                            self._received.texts.extend(_attribute_texts(link.attributes))
            self._received.changed.notify_all()
        return trace_service_pb2.ExportTraceServiceResponse()


class MetricsReceiver(metrics_service_pb2_grpc.MetricsServiceServicer):
    def __init__(self, received: Received) -> None:
        self._received = received

    async def Export(
        self, request: metrics_service_pb2.ExportMetricsServiceRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> metrics_service_pb2.ExportMetricsServiceResponse:
        async with self._received.changed:
            for resource_metrics in request.resource_metrics:
                service = _service_name(resource_metrics.resource)
                self._received.texts.extend(_attribute_texts(resource_metrics.resource.attributes))
                for scope_metrics in resource_metrics.scope_metrics:
                    for metric in scope_metrics.metrics:
                        self._received.metrics.setdefault(service, set()).add(metric.name)
                        self._received.texts.extend([metric.name, metric.description])
                        kind = metric.WhichOneof("data")
                        for point in getattr(metric, kind).data_points if kind else []:
                            self._received.texts.extend(_attribute_texts(point.attributes))
                            for exemplar in getattr(point, "exemplars", []):
                                self._received.texts.extend(_attribute_texts(exemplar.filtered_attributes))
            self._received.changed.notify_all()
        return metrics_service_pb2.ExportMetricsServiceResponse()


@contextlib.asynccontextmanager
async def otlp_receiver() -> AsyncIterator[tuple[str, Received]]:
    """An OTLP/gRPC endpoint in this process (what a collector would be), recording spans and metrics."""
    received = Received()
    server = grpc.aio.server()
    trace_service_pb2_grpc.add_TraceServiceServicer_to_server(TraceReceiver(received), server)  # type: ignore[no-untyped-call]
    metrics_service_pb2_grpc.add_MetricsServiceServicer_to_server(MetricsReceiver(received), server)  # type: ignore[no-untyped-call]
    port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    try:
        yield f"http://127.0.0.1:{port}", received
    finally:
        await server.stop(0)


_GIVEN: set[int] = set()


def _free_port() -> int:
    """A free port this test has not handed out yet (a closed probe's port can come back)."""
    while True:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = int(probe.getsockname()[1])
        if port not in _GIVEN:
            _GIVEN.add(port)
            return port


@dataclass
class Part:
    name: str
    port: int
    log: Path
    process: asyncio.subprocess.Process | None = None

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def log_tail(self) -> str:
        return self.log.read_text(errors="replace")[-3000:] if self.log.exists() else ""


async def _wait_serving(part: Part) -> None:
    """Health Watch until SERVING (wait_for_ready rides out the time before the port is bound)."""
    assert part.process is not None
    async with grpc.aio.insecure_channel(part.address) as channel:
        call = health_pb2_grpc.HealthStub(channel).Watch(health_pb2.HealthCheckRequest(service=""), wait_for_ready=True)

        async def serving() -> None:
            async for response in call:
                if response.status == health_pb2.HealthCheckResponse.SERVING:
                    return

        watch = asyncio.ensure_future(serving())
        exited = asyncio.ensure_future(part.process.wait())
        try:
            done, _ = await asyncio.wait({watch, exited}, timeout=STARTUP_TIMEOUT, return_when=asyncio.FIRST_COMPLETED)
        finally:
            call.cancel()
            for task in (watch, exited):
                task.cancel()
        if watch not in done or watch.exception() is not None:
            pytest.fail(f"{part.name} never became SERVING:\n{part.log_tail()}")


@pytest.fixture(scope="module")
def trace_database(database_server: str) -> Iterator[Database]:
    # A database of its own: the published corpus must not leak into other tests' session database.
    db = create_database(database_server)
    yield db
    drop_database(database_server, db.name)


def _environment(parts: dict[str, Part], endpoint: str, database: Database) -> dict[str, str]:
    inherited = {k: v for k, v in os.environ.items() if not k.startswith(("POLICY_REVIEW_", "OTEL_"))}
    return {
        **inherited,
        "PYTHONUNBUFFERED": "1",
        "POLICY_REVIEW_HOST": "127.0.0.1",
        "POLICY_REVIEW_LOG_FORMAT": "json",
        "POLICY_REVIEW_SHUTDOWN_GRACE_SECONDS": "1",
        "POLICY_REVIEW_HEALTH_CHECK_INTERVAL_SECONDS": "0.5",
        "POLICY_REVIEW_RETRIEVAL_PORT": str(parts["retrieval"].port),
        "POLICY_REVIEW_GENERATION_PORT": str(parts["generation"].port),
        "POLICY_REVIEW_VALIDATION_PORT": str(parts["validation"].port),
        "POLICY_REVIEW_GATEWAY_GRPC_PORT": str(parts["gateway"].port),
        "POLICY_REVIEW_GATEWAY_HTTP_PORT": str(_free_port()),
        "POLICY_REVIEW_RETRIEVAL_ADDRESS": parts["retrieval"].address,
        "POLICY_REVIEW_GENERATION_ADDRESS": parts["generation"].address,
        "POLICY_REVIEW_VALIDATION_ADDRESS": parts["validation"].address,
        "POLICY_REVIEW_READER_DATABASE_URL": database.reader_dsn,
        "POLICY_REVIEW_EMBEDDER": "wordllama",
        "POLICY_REVIEW_REVIEWER": "rules",
        "POLICY_REVIEW_GATEWAY_API_KEY_SHA256": hashlib.sha256(API_KEY.encode()).hexdigest(),
        "OTEL_EXPORTER_OTLP_ENDPOINT": endpoint,
        "OTEL_EXPORTER_OTLP_INSECURE": "true",
        "OTEL_BSP_SCHEDULE_DELAY": "100",
        # Metrics are exported once, at shutdown.
        "OTEL_METRIC_EXPORT_INTERVAL": "600000",
    }


async def _stop(part: Part) -> int | None:
    if part.process is None or part.process.returncode is not None:
        return part.process.returncode if part.process else None
    part.process.send_signal(signal.SIGTERM)
    try:
        return await asyncio.wait_for(part.process.wait(), SHUTDOWN_TIMEOUT)
    except TimeoutError:
        part.process.kill()
        await part.process.wait()
        return None


async def test_one_review_is_one_trace_across_four_processes_without_seller_data(
    trace_database: Database, tmp_path: Path
) -> None:
    missing = [name for name in PARTS if not (PROJECT_ROOT / name / "__main__.py").is_file()]
    assert missing == [], "entry points missing"
    embedder = WordLlamaEmbedder()
    report = await publish_policies([POLICIES_DIR], store=release_store(trace_database.writer_dsn), embedder=embedder)
    assert report.ok
    await calibrate(store=calibration_store(trace_database.writer_dsn), embedder=embedder)

    parts = {name: Part(name, _free_port(), tmp_path / f"{name}.log") for name in PARTS}
    async with otlp_receiver() as (endpoint, received):
        environment = _environment(parts, endpoint, trace_database)
        try:
            for part in parts.values():
                with part.log.open("wb") as log:
                    part.process = await asyncio.create_subprocess_exec(
                        sys.executable, "-m", part.name, env=environment, cwd=PROJECT_ROOT, stdout=log, stderr=log
                    )
            await asyncio.gather(*(_wait_serving(part) for part in parts.values()))

            async with grpc.aio.insecure_channel(parts["gateway"].address) as channel:
                response = await policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel).ReviewListing(
                    LISTING, metadata=(("x-api-version", "1"), ("authorization", f"Bearer {API_KEY}")), timeout=60
                )
            # Otherwise generation and validation were never called and there is no four-service trace.
            assert response.status != common_pb2.INSUFFICIENT_POLICY_CONTEXT
        finally:
            exit_codes = {name: await _stop(part) for name, part in parts.items()}
        logs = "\n".join(f"--- {name}\n{part.log_tail()}" for name, part in parts.items())
        # A clean exit means the SIGTERM path ran: drain, then shutdown_telemetry() flushed the spans.
        assert exit_codes == dict.fromkeys(PARTS, 0), logs

        def review_trace_complete() -> bool:
            return {s.service for s in received.spans} >= SERVICE_NAMES

        async with asyncio.timeout(SHUTDOWN_TIMEOUT):
            await received.wait_for(review_trace_complete)

    roots = [
        s
        for s in received.spans
        if s.service == "policy-review-gateway"
        and s.span.kind == Span.SPAN_KIND_SERVER
        and s.span.name.endswith("/ReviewListing")
    ]
    assert len(roots) == 1, [s.span.name for s in received.spans]
    root = roots[0].span
    assert root.parent_span_id == b"", "the gateway server span must start the trace"
    review = [s for s in received.spans if s.span.trace_id == root.trace_id]
    assert {s.service for s in review} == SERVICE_NAMES
    by_id = {s.span.span_id: s for s in review}
    orphans = [s.span.name for s in review if s.span is not root and s.span.parent_span_id not in by_id]
    assert orphans == []
    assert [s.span.name for s in review if s.span.parent_span_id == b""] == [root.name]
    # Context crossed each process boundary: every server span downstream hangs off a gateway client span.
    for s in received.spans:
        if s.service != "policy-review-gateway" and s.span.kind == Span.SPAN_KIND_SERVER:
            assert s.span.trace_id == root.trace_id, f"{s.service} {s.span.name} started its own trace"
            parent = by_id[s.span.parent_span_id]
            assert (parent.service, parent.span.kind) == ("policy-review-gateway", Span.SPAN_KIND_CLIENT)
    assert {s.service for s in review if s.span.kind == Span.SPAN_KIND_SERVER} == SERVICE_NAMES
    assert not [s.span.name for s in received.spans if "grpc.health" in s.span.name]
    assert "policy-review-gateway" in received.metrics

    leaks = sorted({secret for secret in SECRETS for text in received.texts if secret in text})
    assert leaks == []
