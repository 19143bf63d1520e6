"""The one wiring place of the gateway: dependency channels, the use case, gRPC and REST on one loop."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import timedelta
from functools import partial
from typing import Any

import grpc
from aiohttp import web
from google.protobuf.descriptor import ServiceDescriptor
from opentelemetry import metrics, trace
from psycopg_pool import AsyncConnectionPool

from gateway.adapters.dependencies import Dependencies
from gateway.adapters.memory import PostgresConversationMemory
from gateway.catalog import PolicyCatalog
from gateway.desk.service import ReviewDesk
from gateway.desk.store import PostgresReviewDesk
from gateway.desk.telemetry import DeskTelemetry
from gateway.domain.access import ApiKeys
from gateway.domain.contract import CATALOG_SERVICE, CONTRACTS, DESK_SERVICE, QUESTION_SERVICE, SERVICE
from gateway.domain.questions import MemoryBounds
from gateway.domain.requests import max_request_body_bytes
from gateway.inbound.callers import CallerChecks
from gateway.inbound.console.handlers import console_routes
from gateway.inbound.desk_servicer import ReviewDeskServicer
from gateway.inbound.http import RpcHandler, build_http_app
from gateway.inbound.http_server import HardenedAppRunner, rest_connection_limits
from gateway.inbound.question_servicer import PolicyQuestionServicer
from gateway.inbound.servicer import PolicyCatalogServicer, PolicyReviewServicer, grpc_connection_limits
from gateway.observability import ReviewTelemetry
from gateway.openapi import build_openapi
from gateway.questions import PolicyQuestions
from gateway.review import ReviewListing
from gateway.settings import GatewaySettings
from policyreview.v1 import (
    common_pb2,
    policy_catalog_service_pb2,
    policy_catalog_service_pb2_grpc,
    policy_question_service_pb2_grpc,
    policy_review_service_pb2_grpc,
    review_desk_service_pb2_grpc,
)
from services import database
from services.limits import gateway_receive_bytes
from services.logs import setup_logging
from services.periodic import Periodic
from services.server import GrpcServer, Register
from services.telemetry import setup_telemetry
from services.vocabulary import FindingCode

log = logging.getLogger(__name__)

SERVICE_NAME = "policy-review-gateway"


class GatewayServer(GrpcServer):
    """The gRPC server plus the REST site on the same event loop; start() and stop() handle both."""

    def __init__(
        self,
        *,
        settings: GatewaySettings,
        grpc_port: int,
        http_port: int,
        http_app: web.Application,
        dependencies: Dependencies,
        register: Register,
        api_keys: ApiKeys,
        memory_pool: AsyncConnectionPool | None = None,
        desk: ReviewDesk | None = None,
    ) -> None:
        super().__init__(
            service_name=SERVICE_NAME,
            settings=settings,
            port=grpc_port,
            register=register,
            readiness=dependencies.ready,
            on_start=[self._open_memory, self._open_desk, self._start_http],
            on_stop=[self._await_http_stopped, dependencies.close, self._close_memory, self._close_desk],
            max_receive_message_bytes=gateway_receive_bytes(),
            connection_limits=grpc_connection_limits(settings),
            interceptors=[CallerChecks(api_keys)],
        )
        self._memory_pool = memory_pool
        self._desk = desk
        self._upkeep: Periodic | None = None
        self._http_app = http_app
        self._gateway_settings = settings
        self._http_stopped: asyncio.Task[None] | None = None
        self._http_host = settings.host
        self._http_port = http_port
        self._runner: web.AppRunner | None = None
        self.http_port = 0

    @property
    def grpc_port(self) -> int:
        return self.bound_port

    async def start(self) -> int:
        try:
            return await super().start()
        except BaseException:
            await self._stop_http()  # the gRPC port could not be bound: do not leave REST half up
            raise

    async def _open_memory(self) -> None:
        # wait=False: memory being down fails questions with a conversation, never the reviews.
        if self._memory_pool is not None:
            await self._memory_pool.open(wait=False)

    async def _close_memory(self) -> None:
        if self._memory_pool is not None:
            await self._memory_pool.close()

    async def _open_desk(self) -> None:
        if self._desk is not None:
            await self._desk.store.open()
            # Redaction runs at start and then on its interval; a store that is down is tried again next time.
            self._upkeep = Periodic(
                partial(self._desk_upkeep, self._desk),
                self._gateway_settings.desk_redaction_interval_seconds,
                first_at_once=True,
            )
            self._upkeep.start()

    @staticmethod
    async def _desk_upkeep(desk: ReviewDesk) -> None:
        try:
            await desk.upkeep()
        except Exception as error:
            log.warning("review desk upkeep failed: %s", type(error).__name__)

    async def _close_desk(self) -> None:
        if self._upkeep is not None:
            await self._upkeep.stop()
        if self._desk is not None:
            await self._desk.store.close()

    async def _start_http(self) -> None:
        self._runner = HardenedAppRunner(
            self._http_app,
            limits=rest_connection_limits(self._gateway_settings),
            # aiohttp waits this long twice (for handlers to finish, then for cancelled ones to end).
            shutdown_timeout=self._gateway_settings.shutdown_grace_seconds / 2,
        )
        await self._runner.setup()
        await web.TCPSite(self._runner, self._http_host, self._http_port).start()
        self.http_port = int(self._runner.addresses[0][1])
        log.info("%s REST listening on %s:%s", SERVICE_NAME, self._http_host, self.http_port)

    async def stop(self, grace: float | None = None) -> None:
        # REST drains while gRPC does, so the whole stop fits in one grace period; dependencies close
        # only once both are done.
        self._http_stopped = asyncio.create_task(self._stop_http())
        await super().stop(grace)

    async def _await_http_stopped(self) -> None:
        if self._http_stopped is not None:
            await self._http_stopped

    async def _stop_http(self) -> None:
        if self._runner is not None:
            runner, self._runner = self._runner, None
            await runner.cleanup()


async def build_server(
    settings: GatewaySettings | None = None,
    *,
    grpc_port: int | None = None,
    http_port: int | None = None,
    tracer_provider: trace.TracerProvider | None = None,
    meter_provider: metrics.MeterProvider | None = None,
    memory_dsn: str | None = None,
    desk_dsn: str | None = None,
) -> GatewayServer:
    """Tests pass port 0 for both ports and their own telemetry providers; defaults use the global ones.

    ``memory_dsn`` (or the memory_database_url setting) turns conversation memory on; ``desk_dsn`` (or the
    desk_database_url setting) turns the review desk on: records, cases and the console.
    """
    settings = settings or GatewaySettings()
    api_keys = settings.api_keys()
    if not api_keys.enabled:
        log.warning("gateway authentication is off (%s): reviews need no API key", settings.gateway_authentication)
    dependencies = Dependencies(settings)
    catalog = PolicyCatalog(dependencies, settings)
    if desk_dsn is None and settings.desk_database_url is not None:
        desk_dsn = settings.desk_database_url.get_secret_value()
    desk = _build_desk(settings, desk_dsn, catalog, meter_provider) if desk_dsn else None
    if desk is None:
        log.warning("review desk is off (no POLICY_REVIEW_DESK_DATABASE_URL): answers are not recorded")
    review = ReviewListing(
        dependencies,
        settings,
        ReviewTelemetry(tracer_provider, meter_provider),
        recorder=desk.record if desk is not None else None,
    )
    if memory_dsn is None and settings.memory_database_url is not None:
        memory_dsn = settings.memory_database_url.get_secret_value()
    memory_pool = database.make_pool(memory_dsn, min_size=0, max_size=2) if memory_dsn else None
    memory = (
        PostgresConversationMemory(
            memory_pool,
            MemoryBounds(
                max_turns=settings.conversation_max_turns,
                max_age=timedelta(seconds=settings.conversation_max_age_seconds),
                max_characters=settings.conversation_max_characters,
            ),
            timeout=5.0,
        )
        if memory_pool is not None
        else None
    )
    questions = PolicyQuestions(dependencies, settings, memory)

    # Each public service with its servicer and how gRPC adds it; the desk's only with a desk DSN.
    servicers: list[tuple[ServiceDescriptor, Any, Callable[[Any, grpc.aio.Server], None]]] = [
        (
            SERVICE,
            PolicyReviewServicer(review, desk),
            policy_review_service_pb2_grpc.add_PolicyReviewServiceServicer_to_server,
        ),
        (
            QUESTION_SERVICE,
            PolicyQuestionServicer(questions),
            policy_question_service_pb2_grpc.add_PolicyQuestionServiceServicer_to_server,
        ),
        (
            CATALOG_SERVICE,
            PolicyCatalogServicer(catalog),
            policy_catalog_service_pb2_grpc.add_PolicyCatalogServiceServicer_to_server,
        ),
    ]
    if desk is not None:
        servicers.append(
            (
                DESK_SERVICE,
                ReviewDeskServicer(desk),
                review_desk_service_pb2_grpc.add_ReviewDeskServiceServicer_to_server,
            )
        )

    def register(server: grpc.aio.Server) -> list[str]:
        for _, servicer, add in servicers:
            add(servicer, server)
        return [service.full_name for service, _, _ in servicers]

    # REST calls the servicers' own methods: one implementation per RPC, found by the descriptors' names. The
    # document describes what this gateway routes: without a desk DSN there are no desk routes.
    served = [service for service, _, _ in servicers]
    methods = [(method, servicer) for service, servicer, _ in servicers for method in service.methods]
    handlers: dict[str, RpcHandler] = {method.name: getattr(servicer, method.name) for method, servicer in methods}
    http_app = build_http_app(
        service=served,
        handlers=handlers,
        api_keys=api_keys,
        max_body_bytes=max_request_body_bytes(),
        body_timeout=settings.gateway_http_body_timeout_seconds,
        openapi=build_openapi(served),
        admission=review.refuse_if_full,
        console=console_routes(
            api_keys=api_keys,
            services=served,
            handlers={
                method.name: handlers[method.name] for method, _ in methods if CONTRACTS[method.full_name].console
            },
            max_body_bytes=max_request_body_bytes(),
            body_timeout=settings.gateway_http_body_timeout_seconds,
            secure_cookie=settings.console_secure_cookie,
        )
        if desk is not None
        else None,
    )
    return GatewayServer(
        settings=settings,
        grpc_port=settings.gateway_grpc_port if grpc_port is None else grpc_port,
        http_port=settings.gateway_http_port if http_port is None else http_port,
        http_app=http_app,
        dependencies=dependencies,
        register=register,
        api_keys=api_keys,
        memory_pool=memory_pool,
        desk=desk,
    )


def _build_desk(
    settings: GatewaySettings, dsn: str, catalog: PolicyCatalog, meter_provider: metrics.MeterProvider | None
) -> ReviewDesk:
    # A short reconnect window: recording must notice a recovered store quickly, it fails reviews meanwhile.
    pool = database.make_pool(
        dsn,
        min_size=1,
        max_size=4,
        timeout=settings.desk_record_timeout_seconds,
        reconnect_timeout=10.0,
        autocommit=True,
    )

    async def sections(release_id: str) -> dict[str, frozenset[FindingCode]]:
        found = await catalog.get_release(policy_catalog_service_pb2.GetPolicyReleaseRequest(release_id=release_id))
        return {
            section.section_id: frozenset(
                FindingCode(common_pb2.FindingCode.Name(code)) for code in section.finding_codes
            )
            for section in found.sections
        }

    return ReviewDesk(
        PostgresReviewDesk(pool, lease_seconds=settings.desk_case_lease_seconds),
        sections,
        DeskTelemetry(meter_provider=meter_provider),
        retention=timedelta(days=settings.desk_listing_retention_days),
        record_timeout=settings.desk_record_timeout_seconds,
    )


def build_server_from_env() -> Awaitable[GatewayServer]:
    settings = GatewaySettings()
    setup_logging(SERVICE_NAME, settings.log_level, settings.log_format)
    setup_telemetry(SERVICE_NAME)
    return build_server(settings)
