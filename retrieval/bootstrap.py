"""The one wiring place of the retrieval service: settings -> adapters -> pipeline -> gRPC server."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Sequence

import grpc
from opentelemetry import metrics, trace

from policyreview.v1 import retrieval_service_pb2_grpc
from retrieval.adapters.postgres import PostgresPolicyStore, timeouts_dsn
from retrieval.domain.model import CALIBRATE_COMMAND, Calibration, RetrievalMode
from retrieval.domain.ports import QueryEmbedder
from retrieval.pipeline import Retriever
from retrieval.servicer import SERVICE_NAME, RetrievalServicer
from retrieval.settings import RetrievalSettings
from retrieval.telemetry import RetrievalTelemetry
from services import database
from services.embedders import build_embedder
from services.errors import ServiceError
from services.limits import retrieval_receive_bytes
from services.logs import setup_logging
from services.server import GrpcServer
from services.telemetry import setup_telemetry
from services.warmup import warm_up_rules

log = logging.getLogger(__name__)

OTEL_SERVICE_NAME = "policy-review-retrieval"


async def build_server(
    settings: RetrievalSettings | None = None,
    *,
    port: int | None = None,
    embedder: QueryEmbedder | None = None,
    reader_dsn: str | None = None,
    tracer_provider: trace.TracerProvider | None = None,
    meter_provider: metrics.MeterProvider | None = None,
) -> GrpcServer:
    """Builds the server; nothing connects until it starts. Tests pass port=0, fakes and their own providers."""
    settings = settings or RetrievalSettings()
    owned_embedder = build_embedder(settings) if embedder is None else None
    query_embedder: QueryEmbedder = owned_embedder or embedder  # type: ignore[assignment]
    # Without a DSN this may start the embedded PostgreSQL, which blocks: keep it off the loop.
    dsn = reader_dsn if reader_dsn is not None else await asyncio.to_thread(database.reader_dsn, settings)
    pool = database.make_pool(
        timeouts_dsn(dsn, settings.query_timeout_seconds),
        min_size=settings.reader_pool_min_size,
        max_size=settings.reader_pool_max_size,
        timeout=settings.database_timeout_seconds,
        # A short window: the service notices a recovered database within seconds, not minutes.
        reconnect_timeout=settings.database_reconnect_timeout_seconds,
        # Every read is one statement: a transaction around each (BEGIN/COMMIT, twice per review) only
        # added round trips. The DSN makes the session read-only on top of the role's grants.
        autocommit=True,
    )
    store = PostgresPolicyStore(
        pool, timeout=settings.database_timeout_seconds, readiness_timeout=settings.readiness_timeout_seconds
    )
    mode = RetrievalMode(settings.retrieval_mode)
    explicit = (
        None
        if settings.similarity_threshold is None
        else Calibration(
            source="setting",
            similarity_threshold=settings.similarity_threshold,
            embedding_model=query_embedder.model_id,
            embedding_dimensions=query_embedder.dimensions,
            retrieval_mode=mode.value,
        )
    )
    retriever = Retriever(
        store,
        query_embedder,
        mode=mode,
        calibration=explicit,
        # Its similarity gate comes from the calibration; Retrieve refuses until there is one.
        rules=settings.bounding_rules(),
        candidate_pool_size=settings.candidate_pool_size,
        rrf_k=settings.rrf_k,
        stale_after_days=settings.policy_source_stale_after_days,
        telemetry=RetrievalTelemetry(tracer_provider, meter_provider),
        sources=store,
    )
    servicer = RetrievalServicer(retriever)

    def register(server: grpc.aio.Server) -> Sequence[str]:
        retrieval_service_pb2_grpc.add_RetrievalServiceServicer_to_server(servicer, server)
        return [SERVICE_NAME]

    async def open_pool() -> None:
        # wait=False: a database that is down at start means NOT_SERVING, not a crash loop.
        await pool.open(wait=False)

    reported_missing = False

    async def calibrated() -> bool:
        """Loads the newest calibration of this embedder and mode; without one the service is not ready.

        Read on every health probe (one indexed row), so a first calibration, or a re-calibration
        after a corpus change, takes effect without a restart.
        """
        nonlocal reported_missing
        if explicit is not None:
            return True
        space = retriever.space
        found = await store.calibration(space, mode)
        current = retriever.calibration
        if current is not None and (found is None or found.calibration_id == current.calibration_id):
            return True
        if found is None:
            if not reported_missing:
                reported_missing = True
                log.error(
                    "no calibration for embedder %s (%s-d) in %s mode: retrieval stays NOT_SERVING; run `%s` "
                    "(python -m ingestion calibrate) or set POLICY_REVIEW_SIMILARITY_THRESHOLD",
                    space.model_id,
                    space.dimensions,
                    mode.value,
                    CALIBRATE_COMMAND,
                )
            return False
        retriever.use_calibration(found)
        log.info("retrieval uses %s", found.describe())
        if mode is RetrievalMode.HYBRID and found.lexical_threshold not in (None, settings.lexical_threshold):
            log.warning(
                "the calibration measured the hybrid gate with full-text gate %s, this service uses %s",
                found.lexical_threshold,
                settings.lexical_threshold,
            )
        return True

    async def ready() -> bool:
        return await store.ready() and await calibrated()

    async def load_calibration() -> None:
        if explicit is not None:
            log.warning("retrieval uses %s, not a calibration", explicit.describe())
            return
        try:
            await calibrated()
        except ServiceError as error:
            # The database may be down at start: readiness keeps trying.
            log.warning("calibration not loaded at start: %s", type(error).__name__)

    async def warm_up_embedder() -> None:
        # Loads the model before the first review pays for it; a failure here is only logged,
        # since Retrieve reports EMBEDDING_UNAVAILABLE itself.
        try:
            await asyncio.wait_for(query_embedder.embed_query("warm-up"), settings.embedding_timeout_seconds)
        except (ServiceError, TimeoutError) as error:
            log.warning("embedder warm-up failed: %s", type(error).__name__)

    async def load_rules() -> None:
        # Before listening: every edition validated (a bad file stops start-up) and the detectors' caches filled,
        # so the first review's detections do not hold the loop past a health check's deadline.
        await asyncio.to_thread(warm_up_rules)

    async def close_pool() -> None:
        await pool.close()

    async def close_embedder() -> None:
        if owned_embedder is not None:
            await owned_embedder.close()

    return GrpcServer(
        service_name=OTEL_SERVICE_NAME,
        settings=settings,
        port=settings.retrieval_port if port is None else port,
        register=register,
        readiness=ready,
        on_start=[load_rules, open_pool, load_calibration, warm_up_embedder],
        on_stop=[close_pool, close_embedder],
        max_concurrent_rpcs=settings.retrieval_max_concurrent_requests,
        max_receive_message_bytes=retrieval_receive_bytes(),
    )


def build_server_from_env() -> Awaitable[GrpcServer]:
    """``python -m retrieval``: settings from the environment, JSON logs, OpenTelemetry."""
    settings = RetrievalSettings()
    setup_logging(OTEL_SERVICE_NAME, settings.log_level, settings.log_format)
    setup_telemetry(OTEL_SERVICE_NAME)
    return build_server(settings)
