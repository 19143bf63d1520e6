"""Scope outcomes, embedding spaces and unreadable rows, on rows written by hand into a scratch database."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import asynccontextmanager
from datetime import date
from typing import Any

import grpc
import psycopg
import pytest
from aiohttp import web
from pgvector import Vector
from pgvector.psycopg import register_vector
from psycopg.types.json import Jsonb

from services.embedders import embedding_column
from services.embedders.ollama import OllamaEmbedder
from services.errors import ErrorReason, from_rpc_error
from tests.retrieval.support import FixedEmbedder, outcome_name, retrieve_request, scope_request, serving
from tests.support import Database

WORDLLAMA = "wordllama-l2_supercat-256"
GEMMA = "embeddinggemma:300m"


def unit(dimensions: int, axis: int = 0) -> list[float]:
    vector = [0.0] * dimensions
    vector[axis] = 1.0
    return vector


class Rows:
    """Writes releases and chunks as the admin role; removes them again when the test ends."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self.release_ids: list[str] = []

    def release(
        self,
        locale: str,
        *,
        policy_id: str = "synthetic-policy",
        categories: Sequence[str] = ("ALL",),
        effective_from: date = date(2026, 1, 1),
        model: str = WORDLLAMA,
        dimensions: int = 256,
        status: str = "ACTIVE",
        codes: Sequence[str] = ("CONTACT_INFO_IN_LISTING",),
    ) -> str:
        release_id = str(uuid.uuid4())
        with psycopg.connect(self._db.admin_dsn, autocommit=True) as conn:
            conn.execute(
                "INSERT INTO policy_release (release_id, policy_id, version, marketplace, locale, categories, "
                "effective_from, source_url, retrieved_at, supported_finding_codes, checksum, embedding_model, "
                "embedding_dimensions, status, expected_chunk_count) VALUES (%s, %s, %s, 'EBAY', %s, %s, %s, "
                "'https://example.com/policy', now(), %s, 'checksum', %s, %s, %s, 1)",
                (
                    release_id,
                    policy_id,
                    release_id[:8],
                    locale,
                    list(categories),
                    effective_from,
                    list(codes),
                    model,
                    dimensions,
                    status,
                ),
            )
        self.release_ids.append(release_id)
        return release_id

    def chunk(
        self,
        release_id: str,
        vector: Sequence[float],
        *,
        section_id: str = "contact-details",
        content: str = "Listings should not contain phone numbers or email addresses.",
        model: str = WORDLLAMA,
        codes: Sequence[str] = ("CONTACT_INFO_IN_LISTING",),
        metadata: Any = None,
    ) -> str:
        chunk_id = str(uuid.uuid4())
        column = embedding_column(len(vector))
        with psycopg.connect(self._db.admin_dsn, autocommit=True) as conn:
            register_vector(conn)
            conn.execute(
                psycopg.sql.SQL(
                    "INSERT INTO policy_chunk (chunk_id, release_id, section_id, section_heading, ordinal, content, "
                    "content_hash, supported_finding_codes, metadata, embedding_model, {}) "
                    "VALUES (%s, %s, %s, 'Heading', 0, %s, %s, %s, %s, %s, %s)"
                ).format(psycopg.sql.Identifier(column)),
                (
                    chunk_id,
                    release_id,
                    section_id,
                    content,
                    chunk_id,
                    list(codes),
                    Jsonb({} if metadata is None else metadata),
                    model,
                    Vector(list(vector)),
                ),
            )
        return chunk_id

    def remove(self) -> None:
        with psycopg.connect(self._db.admin_dsn, autocommit=True) as conn:
            conn.execute("DELETE FROM policy_release WHERE release_id = ANY(%s::uuid[])", (self.release_ids,))


@pytest.fixture
def rows(scratch_database: Database) -> Iterator[Rows]:
    written = Rows(scratch_database)
    yield written
    written.remove()


async def expect_error(call: Any, reason: ErrorReason, code: grpc.StatusCode) -> None:
    with pytest.raises(grpc.aio.AioRpcError) as failure:
        await call
    assert failure.value.code() == code
    error = from_rpc_error(failure.value)
    assert error is not None
    assert error.reason is reason
    # Fixed product wording only: no SQL, no row values.
    assert "SELECT" not in (failure.value.details() or "")


async def test_no_release_for_the_category(scratch_database: Database, rows: Rows) -> None:
    rows.release("en-CA", categories=["ELECTRONICS", "CAMERAS"])
    async with serving(scratch_database, FixedEmbedder(WORDLLAMA, 256), similarity_threshold=0.15) as stub:
        shoes = await stub.ResolveScope(scope_request(locale="en-CA", category="SHOES"))
        cameras = await stub.ResolveScope(scope_request(locale="en-ca", category="CAMERAS"))
    assert outcome_name(shoes.resolution.outcome) == "NO_RELEASE_FOR_CATEGORY"
    assert outcome_name(cameras.resolution.outcome) == "RESOLVED"
    assert [list(r.categories) for r in cameras.resolution.releases] == [["ELECTRONICS", "CAMERAS"]]


async def test_only_active_releases_are_searched(scratch_database: Database, rows: Rows) -> None:
    active = rows.release("fr-CA", policy_id="contact")
    rows.chunk(active, unit(256, 1), content="Active text.")
    for status in ("RETIRED", "INDEXING", "FAILED"):
        other = rows.release("fr-CA", policy_id=f"contact-{status.lower()}", status=status)
        rows.chunk(other, unit(256, 0), content=f"{status} text.")
    embedder = FixedEmbedder(WORDLLAMA, 256, unit(256, 0))
    async with serving(scratch_database, embedder, similarity_threshold=-1.0) as stub:
        response = await stub.Retrieve(retrieve_request(locale="fr-CA"))
    assert [r.release_id for r in response.resolution.releases] == [active]
    assert [e.text for e in response.evidence] == ["Active text."]


async def test_two_embedding_spaces_are_never_compared(scratch_database: Database, rows: Rows) -> None:
    small = rows.release("de-AT", policy_id="small-space")
    rows.chunk(small, unit(256))
    large = rows.release("de-AT", policy_id="large-space", model=GEMMA, dimensions=768)
    rows.chunk(large, unit(768), model=GEMMA)
    async with serving(scratch_database, FixedEmbedder(WORDLLAMA, 256), similarity_threshold=0.15) as stub:
        response = await stub.Retrieve(retrieve_request(locale="de-AT"))
    assert [r.policy_id for r in response.resolution.releases] == ["small-space"]
    assert {e.release_id for e in response.evidence} == {small}


@asynccontextmanager
async def fake_ollama(vector: Sequence[float] | None) -> AsyncIterator[str]:
    """Ollama's /api/embed on loopback, so the real ollama client runs; None answers 500."""
    requests: list[Any] = []

    async def embed(request: web.Request) -> web.Response:
        body = await request.json()
        requests.append(body)
        if vector is None:
            return web.json_response({"error": "model crashed"}, status=500)
        inputs = body["input"] if isinstance(body["input"], list) else [body["input"]]
        return web.json_response({"model": body["model"], "embeddings": [list(vector) for _ in inputs]})

    app = web.Application()
    app.router.add_post("/api/embed", embed)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        await runner.cleanup()


async def test_ollama_embedder_searches_the_768_space(scratch_database: Database, rows: Rows) -> None:
    release = rows.release("es-ES", model=GEMMA, dimensions=768)
    near = rows.chunk(release, unit(768, 3), model=GEMMA, section_id="near", content="Near text.")
    rows.chunk(release, unit(768, 4), model=GEMMA, section_id="far", content="Far text.")
    async with fake_ollama(unit(768, 3)) as host:
        embedder = OllamaEmbedder(host, GEMMA, timeout_seconds=30, batch_size=8)
        try:
            async with serving(scratch_database, embedder, similarity_threshold=0.5) as stub:
                response = await stub.Retrieve(retrieve_request(locale="es-ES"))
        finally:
            await embedder.close()
    assert response.resolution.embedding_model == GEMMA
    assert [(e.chunk_id, e.vector_score) for e in response.evidence] == [(near, pytest.approx(1.0))]


async def test_embedder_down_is_embedding_unavailable(scratch_database: Database, rows: Rows) -> None:
    release = rows.release("es-MX", model=GEMMA, dimensions=768)
    rows.chunk(release, unit(768), model=GEMMA)
    async with fake_ollama(None) as host:
        embedder = OllamaEmbedder(host, GEMMA, timeout_seconds=30, batch_size=8)
        try:
            async with serving(scratch_database, embedder, similarity_threshold=0.15) as stub:
                await expect_error(
                    stub.Retrieve(retrieve_request(locale="es-MX")),
                    ErrorReason.EMBEDDING_UNAVAILABLE,
                    grpc.StatusCode.UNAVAILABLE,
                )
                # Scope resolution does not need the embedder and keeps working.
                resolved = await stub.ResolveScope(scope_request(locale="es-MX"))
        finally:
            await embedder.close()
    assert outcome_name(resolved.resolution.outcome) == "RESOLVED"


@pytest.mark.parametrize(
    "release_fields",
    [{"categories": ["ALL", "not a category"]}, {"codes": ["CONTACT_INFO_IN_LISTING", "NOT_A_FINDING_CODE"]}],
)
async def test_unreadable_release_metadata_is_index_corrupted(
    scratch_database: Database, rows: Rows, release_fields: dict[str, Any]
) -> None:
    # The database refuses such categories (migration 0012); a store written around its checks (an old
    # dump, a manual edit) is what retrieval must still not trust.
    with psycopg.connect(scratch_database.admin_dsn, autocommit=True) as conn:
        conn.execute("ALTER TABLE policy_release DROP CONSTRAINT IF EXISTS policy_release_categories_upper_snake")
    rows.release("it-IT", **release_fields)
    async with serving(scratch_database, FixedEmbedder(WORDLLAMA, 256), similarity_threshold=0.15) as stub:
        for call in (stub.ResolveScope(scope_request(locale="it-IT")), stub.Retrieve(retrieve_request(locale="it-IT"))):
            await expect_error(call, ErrorReason.INDEX_CORRUPTED, grpc.StatusCode.INTERNAL)


@pytest.mark.parametrize(
    "chunk_fields",
    [{"codes": ["NOT_A_FINDING_CODE"]}, {"metadata": ["not", "an", "object"]}, {"metadata": "text"}],
    ids=["unknown-code", "metadata-array", "metadata-string"],
)
async def test_unreadable_chunk_metadata_is_index_corrupted(
    scratch_database: Database, rows: Rows, chunk_fields: dict[str, Any]
) -> None:
    release = rows.release("pt-PT")
    rows.chunk(release, unit(256), **chunk_fields)
    async with serving(scratch_database, FixedEmbedder(WORDLLAMA, 256), similarity_threshold=0.15) as stub:
        await expect_error(
            stub.Retrieve(retrieve_request(locale="pt-PT")), ErrorReason.INDEX_CORRUPTED, grpc.StatusCode.INTERNAL
        )
