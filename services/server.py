"""The one grpc.aio server bootstrap every part uses: health, reflection, telemetry, graceful shutdown."""

from __future__ import annotations

import asyncio
import gc
import logging
import signal
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

import grpc
from google.protobuf.message import DecodeError
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection

from services.credentials import InternalTransport
from services.errors import ErrorReason, ServiceError
from services.field_interceptor import FieldRulesInterceptor
from services.handlers import MethodHandlers
from services.identity import instance_entries
from services.periodic import Periodic
from services.settings import CommonSettings
from services.telemetry import server_interceptors, shutdown_telemetry

log = logging.getLogger(__name__)

ReadinessCheck = Callable[[], Awaitable[bool]]
Hook = Callable[[], Awaitable[None]]
Register = Callable[[grpc.aio.Server], Sequence[str]]

SERVING = health_pb2.HealthCheckResponse.SERVING
NOT_SERVING = health_pb2.HealthCheckResponse.NOT_SERVING
# A health entry that is SERVING while the process lives. Liveness probes use it, so a database
# or dependency outage (readiness) takes a pod out of rotation without restarting it.
LIVENESS_SERVICE = "liveness"
# Clients re-resolve only when a connection closes; bounding connection age lets new replicas
# receive traffic behind a headless Service.
SERVER_OPTIONS = [
    ("grpc.max_connection_age_ms", 300_000),
    ("grpc.max_connection_age_grace_ms", 30_000),
    # grpc turns SO_REUSEPORT on by default: a second server on a taken port would then start and
    # silently take half the connections (callers see UNIMPLEMENTED). A clash must fail at bind.
    ("grpc.so_reuseport", 0),
]


INTERNAL_MESSAGE = "The service failed unexpectedly."


class _Undecodable:
    """Stands in for a request whose bytes are not a valid message (invalid UTF-8 in a string, a broken varint)."""


_UNDECODABLE = _Undecodable()


def _tolerant(deserializer: Callable[[bytes], object] | None) -> Callable[[bytes], object] | None:
    """The deserializer, but answering undecodable bytes with a marker instead of raising.

    grpc.aio would answer UNKNOWN with the parser's exception text and log a traceback per request; the
    marker lets the handler answer INVALID_ARGUMENT with the fixed product message and log nothing."""
    if deserializer is None:
        return None

    def deserialize(data: bytes) -> object:
        try:
            return deserializer(data)
        except DecodeError:
            return _UNDECODABLE

    return deserialize


@dataclass(frozen=True)
class ConnectionLimits:
    """What connections a server holds: grpc core closes a connection past ``max_connections`` before its
    handshake, one that sent no HTTP/2 preface and settings within ``handshake_timeout`` seconds, and one
    with no call in flight for ``idle_timeout`` seconds; a connection carries at most
    ``max_streams_per_connection`` calls at once."""

    max_connections: int
    handshake_timeout: float
    idle_timeout: float
    max_streams_per_connection: int


def connection_options(limits: ConnectionLimits | None) -> list[tuple[str, int]]:
    if limits is None:
        return []
    return [
        ("grpc.max_allowed_incoming_connections", limits.max_connections),
        ("grpc.server_handshake_timeout_ms", round(limits.handshake_timeout * 1000)),
        ("grpc.max_connection_idle_ms", round(limits.idle_timeout * 1000)),
        ("grpc.max_concurrent_streams", limits.max_streams_per_connection),
    ]


def receive_options(max_receive_message_bytes: int | None) -> list[tuple[str, int]]:
    """The server's receive limit: grpc core refuses a longer message (RESOURCE_EXHAUSTED) from its length
    prefix, before it is parsed and before any servicer code, authentication included, runs."""
    if max_receive_message_bytes is None:
        return []
    return [("grpc.max_receive_message_length", max_receive_message_bytes)]


class ErrorSanitizer(grpc.aio.ServerInterceptor):  # type: ignore[misc]
    """Last line of defence for every part: an exception a servicer did not handle becomes
    INTERNAL with a fixed message (grpc.aio would otherwise send the exception text to the
    caller), a ServiceError becomes its rich status, and a request that does not decode is
    INVALID_REQUEST (INVALID_ARGUMENT) before the servicer sees it."""

    def __init__(self) -> None:
        # Each method's guarded handler, built on its first call (services/handlers.py).
        self._handlers = MethodHandlers()

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler]],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler:
        handler = await continuation(handler_call_details)
        if handler is None or handler.unary_unary is None:
            return handler
        method = handler_call_details.method
        return self._handlers.wrapped(method, handler, lambda: self._guard(handler, method))

    def _guard(self, handler: grpc.RpcMethodHandler, method: str) -> grpc.RpcMethodHandler:
        inner = handler.unary_unary

        async def guarded(request: object, context: grpc.aio.ServicerContext[object, object]) -> object:
            if request is _UNDECODABLE:
                await context.abort_with_status(ServiceError(ErrorReason.INVALID_REQUEST).to_status())
            try:
                return await inner(request, context)
            except ServiceError as error:
                await context.abort_with_status(error.to_status())
            except (grpc.aio.AbortError, asyncio.CancelledError):
                raise
            except Exception as error:
                # The type only: third-party messages may carry payloads or seller text.
                log.error("%s failed with %s", method, type(error).__name__)
                await context.abort(grpc.StatusCode.INTERNAL, INTERNAL_MESSAGE)
            raise AssertionError("unreachable: abort raises")

        return grpc.unary_unary_rpc_method_handler(
            guarded,
            request_deserializer=_tolerant(handler.request_deserializer),
            response_serializer=handler.response_serializer,
        )


class GrpcServer:
    """A part's gRPC server.

    ``register`` adds the part's servicers and returns their full service names; they get
    health entries and reflection. ``max_concurrent_rpcs`` is what the part admits at once;
    ``max_receive_message_bytes`` the largest message a valid caller of the part can send
    (services.limits derives it).
    ``readiness`` is polled: while it answers False (say the
    database is down) the part's services report NOT_SERVING, and SERVING again once it
    recovers, without a restart.
    """

    def __init__(
        self,
        *,
        service_name: str,
        settings: CommonSettings,
        port: int,
        register: Register,
        readiness: ReadinessCheck | None = None,
        on_start: Sequence[Hook] = (),
        on_stop: Sequence[Hook] = (),
        max_concurrent_rpcs: int | None = None,
        max_receive_message_bytes: int | None = None,
        connection_limits: ConnectionLimits | None = None,
        interceptors: Sequence[grpc.aio.ServerInterceptor] = (),
    ) -> None:
        self.service_name = service_name
        self._settings = settings
        self._port = port
        self._readiness = readiness
        self._on_start = list(on_start)
        self._on_stop = list(on_stop)
        # Telemetry outermost, so spans record the status the sanitizer settles on; the part's own
        # ``interceptors`` (the gateway's caller checks) run inside the sanitizer, so what they raise is answered
        # like a servicer's error; the field rules innermost, so a caller is authenticated before its request is
        # read and an unauthenticated caller learns nothing about the request's shape.
        # Past max_concurrent_rpcs grpc answers RESOURCE_EXHAUSTED at once (health checks count too,
        # so callers leave headroom); without it a burst would wait in line until its deadline.
        self._transport = InternalTransport.of(settings)
        self._server = grpc.aio.server(
            interceptors=[
                *server_interceptors(),
                *self._transport.interceptors(),
                ErrorSanitizer(),
                *interceptors,
                FieldRulesInterceptor(),
            ],
            options=[
                *SERVER_OPTIONS,
                *receive_options(max_receive_message_bytes),
                *connection_options(connection_limits),
            ],
            maximum_concurrent_rpcs=max_concurrent_rpcs,
        )
        self._health = health.aio.HealthServicer()
        self._service_names = list(register(self._server))
        self._instance_entries = instance_entries(settings)
        health_pb2_grpc.add_HealthServicer_to_server(self._health, self._server)
        reflection.enable_server_reflection(
            [*self._service_names, health.SERVICE_NAME, reflection.SERVICE_NAME], self._server
        )
        self._watch: Periodic | None = None
        self._stopped = asyncio.Event()
        self.bound_port = 0

    async def start(self) -> int:
        """Runs start hooks, binds, starts serving; returns the bound port (useful with port 0)."""
        for hook in self._on_start:
            await hook()
        self.bound_port = self._transport.bind(self._server, f"{self._settings.host}:{self._port}")
        await self._server.start()
        await self._transport.start(self._health)
        await self._health.set(LIVENESS_SERVICE, SERVING)
        await self._refresh_health()
        if self._readiness is not None:
            interval = self._settings.health_check_interval_seconds
            self._watch = Periodic(self._refresh_health, interval, first_at_once=False)
            self._watch.start()
        log.info("%s listening on %s:%s", self.service_name, self._settings.host, self.bound_port)
        return self.bound_port

    async def _set_all(self, status: health_pb2.HealthCheckResponse.ServingStatus.ValueType) -> None:
        for name in ["", *self._service_names, *self._instance_entries]:
            await self._health.set(name, status)

    async def _refresh_health(self) -> None:
        ready = True
        if self._readiness is not None:
            try:
                ready = await self._readiness()
            except Exception as error:  # a failing probe means not ready, never a crash
                # The type only: driver messages can carry hosts, roles or query text.
                log.warning("%s readiness check failed: %s", self.service_name, type(error).__name__)
                ready = False
        await self._set_all(SERVING if ready else NOT_SERVING)

    async def stop(self, grace: float | None = None) -> None:
        """Graceful shutdown: NOT_SERVING first, then drain in-flight RPCs for the grace period."""
        if self._stopped.is_set():
            return
        self._stopped.set()
        if self._watch is not None:
            await self._watch.stop()
        await self._health.enter_graceful_shutdown()
        await self._server.stop(self._settings.shutdown_grace_seconds if grace is None else grace)
        await self._transport.stop()
        for hook in self._on_stop:
            try:
                await hook()
            except Exception as error:
                log.warning("%s stop hook failed: %s", self.service_name, type(error).__name__)
        log.info("%s stopped", self.service_name)

    async def wait_for_termination(self) -> None:
        await self._server.wait_for_termination()


def settle_heap() -> None:
    """Takes what start-up built out of the cyclic collector's reach.

    The rules pack's patterns and word lists, the net's model, the descriptors and the clients live as long as the
    process; every full collection walked all of them again (under load a pause of 100-300 ms every few seconds in
    each part, about 0.45 ms of CPU per review over the parts: docs/performance.md, thirteenth round). Garbage is
    collected first so that nothing dead is kept for good; what is built later is collected as before.
    """
    gc.collect()
    gc.freeze()


async def serve_until_signalled(server: GrpcServer) -> None:
    """Starts the server and stops it gracefully on SIGTERM or SIGINT."""
    loop = asyncio.get_running_loop()
    stop_requested = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop_requested.set)
    await server.start()
    settle_heap()
    await stop_requested.wait()
    log.info("%s received a stop signal", server.service_name)
    await server.stop()
    shutdown_telemetry()


def run(build: Callable[[], Awaitable[GrpcServer]]) -> None:
    """Entry point helper: ``run(build_server)`` from a part's ``__main__``."""

    async def main() -> None:
        await serve_until_signalled(await build())

    asyncio.run(main())
