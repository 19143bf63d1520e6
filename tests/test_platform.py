"""The floor every part stands on: vocabularies match protos, rich error details, least-privilege roles."""

from __future__ import annotations

from collections.abc import AsyncIterator
from enum import StrEnum
from typing import Any

import grpc
import psycopg
import pytest
from google.rpc import error_details_pb2
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc

from policyreview.v1 import common_pb2
from services import vocabulary
from services.errors import ErrorReason, FieldViolation, ServiceError, from_rpc_error
from services.server import SERVER_OPTIONS, GrpcServer
from services.settings import PROJECT_ROOT, CommonSettings
from services.stack import StackPorts
from tests.support import Database, running


@pytest.mark.parametrize(
    ("python_enum", "proto_enum"),
    [
        (vocabulary.FindingCode, common_pb2.FindingCode),
        (vocabulary.Severity, common_pb2.Severity),
        (vocabulary.ListingField, common_pb2.ListingField),
        (vocabulary.Marketplace, common_pb2.Marketplace),
        (vocabulary.ListingCondition, common_pb2.ListingCondition),
        (vocabulary.ReviewStatus, common_pb2.ReviewStatus),
    ],
)
def test_domain_vocabulary_equals_proto_enum(python_enum: type[StrEnum], proto_enum: Any) -> None:
    proto_names = {name for name in proto_enum.keys() if not name.endswith("_UNSPECIFIED")}  # noqa: SIM118
    assert {member.value for member in python_enum} == proto_names


def test_the_three_warning_reasons_together_equal_the_wire_enum_in_its_order() -> None:
    # Rejections, omissions and vetoes are distinct types in the domain; the wire's RejectionReason carries all.
    proto_names = [name for name in common_pb2.RejectionReason.keys() if not name.endswith("_UNSPECIFIED")]  # noqa: SIM118
    assert [reason.value for reason in vocabulary.WARNING_REASONS] == proto_names
    assert {*vocabulary.RejectionReason} & {*vocabulary.OmissionReason, *vocabulary.VetoReason} == set()


def test_service_error_round_trips_error_info_and_bad_request() -> None:
    error = ServiceError(ErrorReason.INVALID_REQUEST, violations=[FieldViolation("title", "must be 1-200 characters")])
    status = error.to_status()
    assert status.code == grpc.StatusCode.INVALID_ARGUMENT
    details = dict(status.trailing_metadata)["grpc-status-details-bin"]
    from google.rpc import status_pb2

    parsed = status_pb2.Status.FromString(details)
    infos = [d for d in parsed.details if d.Is(error_details_pb2.ErrorInfo.DESCRIPTOR)]
    assert len(infos) == 1
    info = error_details_pb2.ErrorInfo()
    infos[0].Unpack(info)
    assert (info.reason, info.domain) == ("INVALID_REQUEST", "policyreview")


class _FailingHealthServicer(health_pb2_grpc.HealthServicer):  # type: ignore[misc]
    """A stand-in service whose only RPC fails with a rich error, to test the client-side reader."""

    async def Check(self, request: object, context: grpc.aio.ServicerContext[object, object]) -> None:
        await context.abort_with_status(
            ServiceError(ErrorReason.POLICY_STORE_UNAVAILABLE, metadata={"stage": "scope"}).to_status()
        )


async def test_server_serves_health_and_reflection_and_tracks_readiness() -> None:
    ready = {"value": True}

    async def readiness() -> bool:
        return ready["value"]

    server = GrpcServer(
        service_name="test",
        settings=CommonSettings(health_check_interval_seconds=0.05),
        port=0,
        register=lambda s: ["policyreview.v1.TestService"],
        readiness=readiness,
    )
    async with running(server) as address, grpc.aio.insecure_channel(address) as channel:
        health = health_pb2_grpc.HealthStub(channel)
        request = health_pb2.HealthCheckRequest(service="policyreview.v1.TestService")
        assert (await health.Check(request)).status == health_pb2.HealthCheckResponse.SERVING

        # Readiness turning false is seen through Watch: no sleeps, the stream reports the change.
        watch = health.Watch(request)
        assert (await watch.read()).status == health_pb2.HealthCheckResponse.SERVING
        ready["value"] = False
        assert (await watch.read()).status == health_pb2.HealthCheckResponse.NOT_SERVING
        ready["value"] = True
        assert (await watch.read()).status == health_pb2.HealthCheckResponse.SERVING
        watch.cancel()

        reflection = reflection_pb2_grpc.ServerReflectionStub(channel)

        async def requests() -> AsyncIterator[reflection_pb2.ServerReflectionRequest]:
            yield reflection_pb2.ServerReflectionRequest(list_services="")

        async for response in reflection.ServerReflectionInfo(requests()):
            names = {s.name for s in response.list_services_response.service}
            assert {"policyreview.v1.TestService", "grpc.health.v1.Health"} <= names


async def test_rich_error_is_readable_by_clients() -> None:
    def register(server: grpc.aio.Server) -> list[str]:
        health_pb2_grpc.add_HealthServicer_to_server(_FailingHealthServicer(), server)
        return []

    # A second Health servicer would clash with the runtime's; use a bare server instead.
    bare = grpc.aio.server()
    register(bare)
    port = bare.add_insecure_port("127.0.0.1:0")
    await bare.start()
    try:
        async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
            with pytest.raises(grpc.aio.AioRpcError) as failure:
                await health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest())
            error = from_rpc_error(failure.value)
            assert error is not None
            assert failure.value.code() == grpc.StatusCode.UNAVAILABLE
            assert error.reason is ErrorReason.POLICY_STORE_UNAVAILABLE
            assert error.metadata == {"stage": "scope"}
    finally:
        await bare.stop(0)


def test_reader_role_cannot_write(clean_database: Database) -> None:
    with psycopg.connect(clean_database.reader_dsn) as conn:
        assert conn.execute("SELECT count(*) FROM policy_release").fetchone() == (0,)
        for statement in (
            "INSERT INTO policy_release (release_id) VALUES (gen_random_uuid())",
            "UPDATE policy_release SET status = 'ACTIVE'",
            "DELETE FROM policy_chunk",
            "SELECT * FROM embedding_cache",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(statement)
            conn.rollback()


def test_writer_role_cannot_change_schema(database: Database) -> None:
    with psycopg.connect(database.writer_dsn) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute("DROP TABLE policy_chunk")


def test_empty_database_url_variables_mean_unset(monkeypatch: pytest.MonkeyPatch) -> None:
    from services.settings import DatabaseSettings

    for variable in (
        "POLICY_REVIEW_DATABASE_URL",
        "POLICY_REVIEW_READER_DATABASE_URL",
        "POLICY_REVIEW_WRITER_DATABASE_URL",
    ):
        monkeypatch.setenv(variable, " ")
    settings = DatabaseSettings()
    assert (settings.database_url, settings.reader_database_url, settings.writer_database_url) == (None, None, None)


def test_domain_modules_do_not_import_grpc() -> None:
    import subprocess
    import sys

    probe = "import sys, services.errors, services.embedders.base, services.records; print('grpc' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


async def test_liveness_stays_serving_while_readiness_fails() -> None:
    async def never_ready() -> bool:
        return False

    server = GrpcServer(
        service_name="test", settings=CommonSettings(), port=0, register=lambda s: [], readiness=never_ready
    )
    async with running(server) as address, grpc.aio.insecure_channel(address) as channel:
        health = health_pb2_grpc.HealthStub(channel)
        overall = await health.Check(health_pb2.HealthCheckRequest(service=""))
        liveness = await health.Check(health_pb2.HealthCheckRequest(service="liveness"))
        assert overall.status == health_pb2.HealthCheckResponse.NOT_SERVING
        assert liveness.status == health_pb2.HealthCheckResponse.SERVING


async def test_unhandled_servicer_errors_never_reach_the_caller_verbatim() -> None:
    class Exploding(health_pb2_grpc.HealthServicer):  # type: ignore[misc]
        async def Check(self, request: object, context: object) -> None:
            raise RuntimeError("seller text: call 555-0100")

    def register(server: grpc.aio.Server) -> list[str]:
        # Registered under a name of its own, so the runtime's Health service stays intact.
        handler = grpc.method_handlers_generic_handler(
            "test.Exploding",
            {
                "Check": grpc.unary_unary_rpc_method_handler(
                    Exploding().Check,
                    request_deserializer=health_pb2.HealthCheckRequest.FromString,
                    response_serializer=health_pb2.HealthCheckResponse.SerializeToString,
                )
            },
        )
        server.add_generic_rpc_handlers((handler,))
        return ["test.Exploding"]

    server = GrpcServer(service_name="test", settings=CommonSettings(), port=0, register=register)
    async with running(server) as address, grpc.aio.insecure_channel(address) as channel:
        call = channel.unary_unary(
            "/test.Exploding/Check",
            request_serializer=health_pb2.HealthCheckRequest.SerializeToString,
            response_deserializer=health_pb2.HealthCheckResponse.FromString,
        )
        with pytest.raises(grpc.aio.AioRpcError) as failure:
            await call(health_pb2.HealthCheckRequest())
    assert failure.value.code() == grpc.StatusCode.INTERNAL
    assert "555" not in (failure.value.details() or "")


def test_configuration_page_matches_the_settings_classes() -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("settings_doc", PROJECT_ROOT / "scripts" / "settings_doc.py")
    assert spec is not None
    assert spec.loader is not None
    settings_doc = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(settings_doc)
    assert settings_doc.DOC.read_text() == settings_doc.render(), "run: python scripts/settings_doc.py"


def test_stage_span_records_reasons_never_exception_messages() -> None:
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    from services.telemetry import stage_span

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer("test")
    with pytest.raises(ValueError, match="seller"), stage_span(tracer, "generic"):
        raise ValueError("seller text: call 555-0100")
    with pytest.raises(ServiceError), stage_span(tracer, "typed", {"policy_review.stage": "x"}):
        raise ServiceError(ErrorReason.EMBEDDING_UNAVAILABLE)
    generic, typed = exporter.get_finished_spans()
    assert generic.status.description == "ValueError"
    assert typed.status.description == "EMBEDDING_UNAVAILABLE"
    assert typed.attributes is not None
    assert typed.attributes["policy_review.error.reason"] == "EMBEDDING_UNAVAILABLE"
    assert generic.events == ()
    assert typed.events == ()


def test_stage_span_without_a_tracer_provider_is_the_no_op_span_and_still_raises() -> None:
    from opentelemetry import trace

    from services.telemetry import records_spans, stage_span

    # The suite installs no global provider: the proxy tracer's spans would all be no-op ones.
    tracer = trace.get_tracer("test")
    assert not records_spans(tracer)
    assert not records_spans(trace.NoOpTracer())
    with stage_span(tracer, "quiet", {"policy_review.stage": "x"}) as span:
        assert span is trace.INVALID_SPAN
        assert not span.is_recording()
    with pytest.raises(ServiceError), stage_span(tracer, "typed"):
        raise ServiceError(ErrorReason.EMBEDDING_UNAVAILABLE)


async def test_interceptors_build_a_method_s_handler_once_and_each_call_still_runs_through_them() -> None:
    from services.field_interceptor import FieldRulesInterceptor
    from services.server import ErrorSanitizer

    calls: list[str] = []

    async def check(request: object, context: object) -> str:
        calls.append("servicer")
        raise RuntimeError("seller text")

    registered = grpc.unary_unary_rpc_method_handler(check)
    sanitizer, fields = ErrorSanitizer(), FieldRulesInterceptor()

    class Details:
        method = "/test.Service/Check"
        invocation_metadata = ()

    async def registered_handler(details: object) -> grpc.RpcMethodHandler:
        return registered

    async def chain() -> grpc.RpcMethodHandler:
        handler: grpc.RpcMethodHandler = await sanitizer.intercept_service(
            lambda details: fields.intercept_service(registered_handler, details), Details()
        )
        return handler

    first, second = await chain(), await chain()
    assert first is second
    assert first.unary_unary is not check

    class Context:
        async def abort(self, code: grpc.StatusCode, details: str) -> None:
            calls.append(code.name)
            raise grpc.aio.AbortError()

    for _ in range(2):
        with pytest.raises(grpc.aio.AbortError):
            await first.unary_unary(object(), Context())
    assert calls == ["servicer", "INTERNAL", "servicer", "INTERNAL"]

    # Another handler under the same method (a server re-registering it) is wrapped anew, never given the old one's.
    registered = grpc.unary_unary_rpc_method_handler(check)
    third = await chain()
    assert third is not first


def test_test_database_order_prefers_the_environment_dsn(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests import support

    def docker_must_not_be_asked() -> bool:
        raise AssertionError("a DSN from the environment comes first")

    monkeypatch.setenv(support.TEST_DSN_VARIABLE, "postgresql://ci@db.internal/policy")
    monkeypatch.setattr(support, "_docker_answers", docker_must_not_be_asked)
    assert support.cluster_dsn() == ("postgresql://ci@db.internal/policy", None)


def test_test_database_falls_back_to_the_embedded_server(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests import support

    monkeypatch.delenv(support.TEST_DSN_VARIABLE, raising=False)
    monkeypatch.setattr(support, "_docker_answers", lambda: False)
    dsn, handle = support.cluster_dsn()
    assert type(handle).__name__ == "PostgresServer"
    with psycopg.connect(dsn) as conn:
        row = conn.execute("SELECT default_version FROM pg_available_extensions WHERE name = 'vector'").fetchone()
    assert row is not None


async def test_a_second_server_on_a_taken_port_fails_instead_of_sharing_it() -> None:
    # With grpc's default SO_REUSEPORT both would bind and split the connections between them.
    first = grpc.aio.server(options=SERVER_OPTIONS)
    port = first.add_insecure_port("127.0.0.1:0")
    await first.start()
    try:
        second = grpc.aio.server(options=SERVER_OPTIONS)
        with pytest.raises(RuntimeError):
            second.add_insecure_port(f"127.0.0.1:{port}")
    finally:
        await first.stop(0)


def test_ephemeral_stack_ports_are_distinct() -> None:
    for _ in range(50):
        ports = StackPorts.ephemeral()
        assert len({ports.http, ports.grpc, ports.retrieval, ports.generation, ports.validation}) == 5
