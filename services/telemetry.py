"""OpenTelemetry setup: one service.name per part; OTLP export switched on by standard OTEL_* variables.

Without an exporter nothing is installed: the API's no-op tracer and meter answer every stage span
and instrument, and no gRPC interceptor is added, so telemetry costs (almost) nothing. Profiles of
the stack showed SDK spans built for every stage of every review with nowhere to go (about a third
of the gateway's CPU). With an exporter, spans are sampled by the standard OTEL_TRACES_SAMPLER /
OTEL_TRACES_SAMPLER_ARG variables (e.g. ``parentbased_traceidratio`` and ``0.05``: the gateway
decides, the other parts follow its decision) and exported in batches (OTEL_BSP_* variables).
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

import grpc
from opentelemetry import metrics, trace
from opentelemetry.instrumentation.grpc import (
    aio_client_interceptors,
    aio_server_interceptor,
    filters,
)
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import MetricReader, PeriodicExportingMetricReader
from opentelemetry.sdk.resources import SERVICE_NAME, Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter
from opentelemetry.trace import INVALID_SPAN, Span, Status, StatusCode
from opentelemetry.util.types import AttributeValue

from services.errors import ServiceError

ERROR_REASON_ATTRIBUTE = "policy_review.error.reason"

_providers: tuple[TracerProvider | None, MeterProvider | None] | None = None
# True once spans have somewhere to go; only then are the gRPC tracing interceptors worth their cost.
_tracing = False


def _otlp_enabled() -> bool:
    return (
        bool(os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT") or os.environ.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"))
        and os.environ.get("OTEL_SDK_DISABLED", "").lower() != "true"
    )


def setup_telemetry(
    service_name: str,
    span_exporter: SpanExporter | None = None,
    metric_readers: Sequence[MetricReader] = (),
) -> tuple[TracerProvider | None, MeterProvider | None]:
    """Installs global tracer and meter providers once per process, each only when it has an exporter.

    With OTEL_EXPORTER_OTLP_ENDPOINT set, spans and metrics go to it over OTLP/gRPC
    (the exporter reads the other OTEL_* variables itself). Tests pass their own exporter.
    Returns the installed providers (None where nothing was installed).
    """
    global _providers, _tracing
    if _providers is not None:
        return _providers
    resource = Resource.create({SERVICE_NAME: service_name})
    otlp = _otlp_enabled()
    tracer_provider: TracerProvider | None = None
    if span_exporter is not None or otlp:
        # The SDK reads OTEL_TRACES_SAMPLER(_ARG) itself; parent-based by default.
        tracer_provider = TracerProvider(resource=resource)
        if span_exporter is not None:
            tracer_provider.add_span_processor(BatchSpanProcessor(span_exporter))
        if otlp:
            from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter

            tracer_provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
        trace.set_tracer_provider(tracer_provider)
        _tracing = True
    readers = list(metric_readers)
    if otlp:
        from opentelemetry.exporter.otlp.proto.grpc.metric_exporter import OTLPMetricExporter

        readers.append(PeriodicExportingMetricReader(OTLPMetricExporter()))
    meter_provider: MeterProvider | None = None
    if readers:
        meter_provider = MeterProvider(resource=resource, metric_readers=readers)
        metrics.set_meter_provider(meter_provider)
    _providers = (tracer_provider, meter_provider)
    return _providers


def tracing_enabled() -> bool:
    """Whether spans are exported; without it the tracing interceptors would only add work."""
    return _tracing


def shutdown_telemetry() -> None:
    """Flushes pending spans and metrics; called on graceful shutdown."""
    if _providers is None:
        return
    tracer_provider, meter_provider = _providers
    if tracer_provider is not None:
        tracer_provider.force_flush()
        tracer_provider.shutdown()
    if meter_provider is not None:
        meter_provider.shutdown()


def server_interceptors() -> list[grpc.aio.ServerInterceptor]:
    """The OpenTelemetry server interceptor (health checks filtered out), or none when spans go nowhere."""
    if not _tracing:
        return []
    return [aio_server_interceptor(filter_=filters.negate(filters.health_check()))]


def client_interceptors() -> list[Any]:
    """Client interceptors that propagate W3C trace context through gRPC metadata, when tracing is on."""
    if not _tracing:
        return []
    return list(aio_client_interceptors(filter_=filters.negate(filters.health_check())))


def tracer(name: str) -> trace.Tracer:
    return trace.get_tracer(name)


def meter(name: str) -> metrics.Meter:
    return metrics.get_meter(name)


def records_spans(tracer_: trace.Tracer) -> bool:
    """False only when every span this tracer starts is the API's no-op one: a no-op tracer, or the global proxy
    while no tracer provider is installed (it resolves to the provider once one is)."""
    if isinstance(tracer_, trace.NoOpTracer):
        return False
    if isinstance(tracer_, trace.ProxyTracer):
        return not isinstance(trace.get_tracer_provider(), trace.ProxyTracerProvider | trace.NoOpTracerProvider)
    return True


@contextmanager
def stage_span(
    tracer_: trace.Tracer, name: str, attributes: Mapping[str, AttributeValue] | None = None
) -> Iterator[Span]:
    """A span for one stage that never stores an exception's message or stack trace.

    The SDK's defaults would record both (and put the message in the status description);
    third-party messages can carry provider payloads or seller text. A failed stage gets an
    ERROR status whose description is the error reason, or the exception type.
    """
    if not records_spans(tracer_):
        # No tracer provider installed (no exporter, above): the API's no-op span, without the proxy tracer's context
        # managers around it, 10-35 us a span and three spans a review in retrieval and generation for nothing (the
        # gateway's spans since the eighth round, every part's since the twenty-fifth).
        yield INVALID_SPAN
        return
    with tracer_.start_as_current_span(
        name, attributes=attributes, record_exception=False, set_status_on_exception=False
    ) as span:
        try:
            yield span
        except ServiceError as error:
            span.set_attribute(ERROR_REASON_ATTRIBUTE, error.reason.value)
            span.set_status(Status(StatusCode.ERROR, error.reason.value))
            raise
        except Exception as error:
            span.set_status(Status(StatusCode.ERROR, type(error).__name__))
            raise


class PartTelemetry:
    """Base of a part's stage telemetry: its tracer and meter under one instrumentation name.

    Tests pass their own providers to read what was recorded; production uses the global ones
    setup_telemetry installs. Subclasses create their instruments in ``_instruments``.
    """

    instrumentation: str

    def __init__(
        self,
        tracer_provider: trace.TracerProvider | None = None,
        meter_provider: metrics.MeterProvider | None = None,
    ) -> None:
        self._tracer = trace.get_tracer(self.instrumentation, tracer_provider=tracer_provider)
        self._instruments(metrics.get_meter(self.instrumentation, meter_provider=meter_provider))

    def _instruments(self, meter: metrics.Meter) -> None:
        """Creates the part's counters and histograms."""
