"""The database goes away mid-test and comes back: typed errors, NOT_SERVING, and recovery without a restart.

Runs against a throwaway PostgreSQL of its own (the embedded server's binaries on a fresh data
folder), so stopping it disturbs no other test.
"""

from __future__ import annotations

import asyncio
import secrets
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import grpc
import psycopg
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from pgvector import Vector
from pgvector.psycopg import register_vector

from policyreview.v1 import retrieval_service_pb2_grpc
from retrieval.bootstrap import build_server
from retrieval.servicer import SERVICE_NAME
from retrieval.settings import RetrievalSettings
from services.database import READER_ROLE, apply_migrations, with_params
from services.errors import ErrorReason, from_rpc_error
from tests.retrieval import pgctl
from tests.retrieval.support import FixedEmbedder, Telemetry, retrieve_request, scope_request
from tests.support import TEST_DATA_DIR, running

pytestmark = pytest.mark.slow

SERVING = health_pb2.HealthCheckResponse.SERVING
NOT_SERVING = health_pb2.HealthCheckResponse.NOT_SERVING


@dataclass
class ThrowawayPostgres:
    pgdata: Path
    admin_dsn: str

    def stop(self) -> None:
        pgctl.run("stop", self.pgdata)

    def start(self) -> None:
        pgctl.run("start", self.pgdata)


@pytest.fixture
def throwaway_postgres() -> Iterator[ThrowawayPostgres]:
    folder = TEST_DATA_DIR / f"outage-{secrets.token_hex(4)}"
    folder.mkdir(parents=True)
    pgdata = folder / "pg"
    try:
        uri = pgctl.run("start", pgdata)
        with psycopg.connect(uri, autocommit=True) as conn:
            conn.execute("CREATE DATABASE policy_review")
        admin = with_params(uri, dbname="policy_review")
        apply_migrations(admin)
        yield ThrowawayPostgres(pgdata, admin)
    finally:
        if (pgdata / "postmaster.pid").exists():
            pgctl.run("stop", pgdata)
        shutil.rmtree(folder, ignore_errors=True)


def seed(admin_dsn: str) -> None:
    with psycopg.connect(admin_dsn, autocommit=True) as conn:
        register_vector(conn)
        conn.execute(
            "INSERT INTO policy_release (release_id, policy_id, version, marketplace, locale, categories, "
            "effective_from, source_url, retrieved_at, supported_finding_codes, checksum, embedding_model, "
            "embedding_dimensions, status, expected_chunk_count) VALUES ('00000000-0000-0000-0000-000000000001', "
            "'contact', '1', 'EBAY', 'en-US', ARRAY['ALL'], '2026-01-01', 'https://example.com', now(), "
            "ARRAY['CONTACT_INFO_IN_LISTING'], 'x', 'model-256', 256, 'ACTIVE', 1)"
        )
        conn.execute(
            "INSERT INTO policy_chunk (chunk_id, release_id, section_id, section_heading, ordinal, content, "
            "content_hash, supported_finding_codes, embedding_model, embedding_256) VALUES "
            "('00000000-0000-0000-0000-0000000000c1', '00000000-0000-0000-0000-000000000001', 'contact-details', "
            "'Contact details', 0, 'No phone numbers in listings.', 'h', ARRAY['CONTACT_INFO_IN_LISTING'], "
            "'model-256', %s)",
            (Vector([1.0] + [0.0] * 255),),
        )


async def expect_store_unavailable(call: object) -> None:
    with pytest.raises(grpc.aio.AioRpcError) as failure:
        await call  # type: ignore[misc]
    assert failure.value.code() == grpc.StatusCode.UNAVAILABLE
    error = from_rpc_error(failure.value)
    assert error is not None
    assert error.reason is ErrorReason.POLICY_STORE_UNAVAILABLE


async def test_database_outage_is_reported_and_recovered_without_restart(
    throwaway_postgres: ThrowawayPostgres,
) -> None:
    seed(throwaway_postgres.admin_dsn)
    settings = RetrievalSettings(
        health_check_interval_seconds=0.1,
        # Long enough for a fresh connection on a loaded machine; an outage is detected by refusal, not by these.
        readiness_timeout_seconds=5.0,
        database_timeout_seconds=5.0,
        database_reconnect_timeout_seconds=1.0,
        similarity_threshold=0.5,
    )
    telemetry = Telemetry.create()
    server = await build_server(
        settings,
        port=0,
        embedder=FixedEmbedder("model-256", 256),
        reader_dsn=with_params(throwaway_postgres.admin_dsn, user=READER_ROLE),
        tracer_provider=telemetry.tracer_provider,
        meter_provider=telemetry.meter_provider,
    )
    async with running(server) as address, grpc.aio.insecure_channel(address) as channel:
        stub = retrieval_service_pb2_grpc.RetrievalServiceStub(channel)
        watch = health_pb2_grpc.HealthStub(channel).Watch(health_pb2.HealthCheckRequest(service=SERVICE_NAME))
        assert (await watch.read()).status == SERVING
        before = await stub.Retrieve(retrieve_request())
        assert [e.section_id for e in before.evidence] == ["contact-details"]

        await asyncio.to_thread(throwaway_postgres.stop)
        assert (await watch.read()).status == NOT_SERVING
        await asyncio.gather(
            expect_store_unavailable(stub.ResolveScope(scope_request())),
            expect_store_unavailable(stub.Retrieve(retrieve_request())),
        )

        await asyncio.to_thread(throwaway_postgres.start)
        assert (await watch.read()).status == SERVING
        after = await stub.Retrieve(retrieve_request())
        assert [e.chunk_id for e in after.evidence] == [e.chunk_id for e in before.evidence]
        assert (await stub.ResolveScope(scope_request())).resolution.releases
        watch.cancel()
