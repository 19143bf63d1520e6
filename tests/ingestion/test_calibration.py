"""Calibration as data: measured per embedder and mode, recorded by ingestion, loaded by retrieval.

WordLlama runs for real; Ollama is a deterministic fake at its HTTP edge, so the real ``ollama``
client embeds the corpus into the 768-d space beside WordLlama's 256-d one in the same database.
"""

from __future__ import annotations

import asyncio
import hashlib
import math
import re
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import asynccontextmanager
from datetime import date
from typing import Any

import grpc
import psycopg
import pytest
from aiohttp import web
from grpc_health.v1 import health_pb2, health_pb2_grpc

from ingestion.adapters.labelled_listings import load_labelled_listings, newest_dataset
from ingestion.bootstrap import calibration_store, release_store
from ingestion.calibration import calibrate
from ingestion.domain.calibration import (
    CalibrationError,
    ListingScores,
    SectionScore,
    calibrate_gate,
    floor_to_step,
)
from ingestion.publisher import publish_policies
from policyreview.v1 import retrieval_service_pb2_grpc
from retrieval.bootstrap import build_server
from retrieval.domain.model import Calibration
from retrieval.settings import RetrievalSettings
from services.embedders import Embedder
from services.embedders.ollama import OllamaEmbedder
from services.embedders.wordllama import WordLlamaEmbedder
from services.errors import ErrorReason, from_rpc_error
from services.query_text import render_lexical_text, render_query
from tests.retrieval.support import FixedEmbedder, retrieve_request
from tests.support import POLICIES_DIR, Database, create_database, drop_database

GEMMA = "embeddinggemma:300m"
WORDLLAMA = "wordllama-l2_supercat-256"

# --- the method, on numbers small enough to check by hand -------------------------------------


def _listing(case_id: str, relevant: Sequence[tuple[float, float]], other: Sequence[tuple[float, float]]) -> Any:
    sections = [SectionScore(("p", f"r{i}"), s, lex) for i, (s, lex) in enumerate(relevant)]
    sections += [SectionScore(("p", f"o{i}"), s, lex) for i, (s, lex) in enumerate(other)]
    expected = frozenset(("p", f"r{i}") for i in range(len(relevant)))
    return ListingScores(case_id, expected, tuple(sections))


def test_vector_gate_admits_every_relevant_section_and_hybrid_three_quarters_by_cosine() -> None:
    observations = [
        _listing("a", [(0.41, 0.0), (0.30, 0.0)], [(0.20, 0.0), (0.05, 0.0)]),
        _listing("b", [(0.26, 0.0), (0.06, 0.5)], [(0.28, 0.0), (0.10, 0.0)]),
    ]
    vector = calibrate_gate(observations, "vector", 0.15)
    hybrid = calibrate_gate(observations, "hybrid", 0.15)
    # Lowest relevant similarity 0.06, rounded down to the 0.025 grid.
    assert (vector.similarity_threshold, vector.lexical_threshold) == (0.05, None)
    assert (vector.section_recall, vector.section_precision) == (1.0, 4 / 8)
    # 25th percentile of (0.06, 0.26, 0.30, 0.41) is 0.21 -> 0.2; the 0.06 section passes on full text.
    assert (hybrid.similarity_threshold, hybrid.lexical_threshold) == (0.2, 0.15)
    assert (hybrid.section_recall, hybrid.section_precision) == (1.0, 4 / 6)
    assert (hybrid.listings, hybrid.relevant_sections) == (2, 4)


def test_a_gate_never_sits_above_the_score_it_was_read_from() -> None:
    assert floor_to_step(0.041) == 0.025
    assert floor_to_step(0.15) == 0.15
    assert floor_to_step(-0.07) == -0.075


def test_nothing_relevant_in_scope_cannot_calibrate() -> None:
    with pytest.raises(CalibrationError, match="publish the corpus first"):
        calibrate_gate([_listing("a", [], [(0.3, 0.0)])], "hybrid", 0.15)


# --- a deterministic Ollama at the HTTP edge ----------------------------------------------------


def hashed_bag_of_words(text: str, dimensions: int = 768) -> list[float]:
    """Each word adds +-1 to one hashed dimension; normalized. Deterministic, and related texts score high."""
    vector = [0.0] * dimensions
    for word in re.findall(r"[a-z0-9]+", text.lower()):
        digest = hashlib.sha256(word.encode()).digest()
        vector[int.from_bytes(digest[:4], "big") % dimensions] += 1.0 if digest[4] % 2 else -1.0
    norm = math.sqrt(sum(x * x for x in vector)) or 1.0
    return [x / norm for x in vector]


@asynccontextmanager
async def fake_ollama() -> AsyncIterator[str]:
    async def embed(request: web.Request) -> web.Response:
        body = await request.json()
        inputs = body["input"] if isinstance(body["input"], list) else [body["input"]]
        return web.json_response({"model": body["model"], "embeddings": [hashed_bag_of_words(t) for t in inputs]})

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


@pytest.fixture(scope="module")
def calibration_database(database_server: str) -> Iterator[Database]:
    db = create_database(database_server, "calibration")
    yield db
    drop_database(database_server, db.name)


@asynccontextmanager
async def retrieval(db: Database, embedder: Embedder, **settings: Any) -> AsyncIterator[tuple[Any, Any]]:
    """A real retrieval server with this embedder; yields its Retrieve stub and its Health stub."""
    server = await build_server(
        RetrievalSettings(health_check_interval_seconds=0.05, **settings),
        port=0,
        embedder=embedder,
        reader_dsn=db.reader_dsn,
    )
    port = await server.start()
    try:
        async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
            yield retrieval_service_pb2_grpc.RetrievalServiceStub(channel), health_pb2_grpc.HealthStub(channel)
    finally:
        await server.stop(grace=0)


async def serving_status(health: Any) -> int:
    response = await health.Check(health_pb2.HealthCheckRequest(service="policyreview.v1.RetrievalService"))
    status: int = response.status
    return status


async def wait_serving(health: Any) -> None:
    async def watch() -> None:
        request = health_pb2.HealthCheckRequest(service="policyreview.v1.RetrievalService")
        async for response in health.Watch(request):
            if response.status == health_pb2.HealthCheckResponse.SERVING:
                return

    await asyncio.wait_for(watch(), timeout=60)


def calibration_rows(db: Database) -> list[tuple[str, int, str, float]]:
    with psycopg.connect(db.admin_dsn) as conn:
        rows = conn.execute(
            "SELECT embedding_model, embedding_dimensions, retrieval_mode, similarity_threshold "
            "FROM retrieval_calibration ORDER BY calibration_id"
        ).fetchall()
    return [(str(a), int(b), str(c), float(d)) for a, b, c, d in rows]


async def test_a_new_embedder_is_refused_until_calibrated_and_two_embedders_never_mix(
    calibration_database: Database,
) -> None:
    db = calibration_database
    wordllama = WordLlamaEmbedder()
    assert (await publish_policies([POLICIES_DIR], store=release_store(db.writer_dsn), embedder=wordllama)).ok

    # Published but not calibrated: NOT_SERVING, and Retrieve names the command to run.
    async with retrieval(db, wordllama) as (stub, health):
        assert await serving_status(health) == health_pb2.HealthCheckResponse.NOT_SERVING
        with pytest.raises(grpc.aio.AioRpcError) as refused:
            await stub.Retrieve(retrieve_request())
        error = from_rpc_error(refused.value)
        assert refused.value.code() == grpc.StatusCode.UNAVAILABLE
        assert error is not None
        assert error.reason is ErrorReason.DEPENDENCY_UNAVAILABLE
        assert error.metadata["command"] == "make calibrate"
        assert "make calibrate" in (refused.value.details() or "")

        # Calibrating while it runs is enough: readiness loads the calibration without a restart.
        report = await calibrate(store=calibration_store(db.writer_dsn), embedder=wordllama, dataset="policy-review-v1")
        await wait_serving(health)
        served = await stub.Retrieve(retrieve_request())
    hybrid_id = report.calibration_ids[0]
    assert served.evidence
    assert (served.calibration.source, served.calibration.calibration_id) == ("calibrated", hybrid_id)
    assert (served.calibration.embedding_model, served.calibration.embedding_dimensions) == (WORDLLAMA, 256)
    assert served.calibration.dataset == "policy-review-v1"
    assert served.calibration.similarity_threshold == report.gates[0].similarity_threshold
    # Similarity evidence passes the recorded gate; evidence completion may add a signalled code's
    # section below it (docs/decisions.md), so not every item has to.
    assert any(
        e.vector_score >= served.calibration.similarity_threshold or e.lexical_score >= 0.15 for e in served.evidence
    )

    async with fake_ollama() as host:
        gemma = OllamaEmbedder(host, GEMMA, timeout_seconds=30, batch_size=16)
        try:
            # No release embedded with it yet: nothing to calibrate on, and nothing is recorded.
            with pytest.raises(CalibrationError, match="publish the corpus with it first"):
                await calibrate(store=calibration_store(db.writer_dsn), embedder=gemma)
            # Switching embedders on one store (docs/retrieval.md): a version is embedded once, so the
            # releases go and come back in the new space; calibrations stay, they are history.
            with psycopg.connect(db.admin_dsn, autocommit=True) as conn:
                conn.execute("TRUNCATE policy_chunk, policy_release, embedding_cache")
            published = await publish_policies([POLICIES_DIR], store=release_store(db.writer_dsn), embedder=gemma)
            assert published.ok
            # WordLlama's calibration exists, yet the new embedder is refused: no gate carries over.
            async with retrieval(db, gemma) as (stub, health):
                assert await serving_status(health) == health_pb2.HealthCheckResponse.NOT_SERVING
            gemma_report = await calibrate(store=calibration_store(db.writer_dsn), embedder=gemma)
            async with retrieval(db, gemma, retrieval_mode="vector") as (stub, health):
                assert await serving_status(health) == health_pb2.HealthCheckResponse.SERVING
                gemma_served = await stub.Retrieve(retrieve_request())
        finally:
            await gemma.close()
    # Same policy files, so the same corpus version; the embedder is what tells the rows apart.
    assert gemma_report.corpus_version == report.corpus_version
    assert gemma_served.calibration.embedding_model == GEMMA
    assert gemma_served.calibration.calibration_id == gemma_report.calibration_ids[1]
    assert gemma_served.calibration.retrieval_mode == "vector"

    # WordLlama still serves with its own calibration, not the newer one of another space.
    async with retrieval(db, wordllama) as (stub, health):
        again = await stub.Retrieve(retrieve_request())
    assert again.calibration.calibration_id == hybrid_id
    rows = calibration_rows(db)
    assert [(model, dims, mode) for model, dims, mode, _ in rows] == [
        (WORDLLAMA, 256, "hybrid"),
        (WORDLLAMA, 256, "vector"),
        (GEMMA, 768, "hybrid"),
        (GEMMA, 768, "vector"),
    ]


async def test_an_explicit_gate_serves_without_a_calibration_and_says_so(calibration_database: Database) -> None:
    other = FixedEmbedder("never-calibrated", 256)
    async with retrieval(calibration_database, other, similarity_threshold=0.2) as (stub, health):
        assert await serving_status(health) == health_pb2.HealthCheckResponse.SERVING
        response = await stub.Retrieve(retrieve_request())
    assert (response.calibration.source, response.calibration.similarity_threshold) == ("setting", 0.2)
    assert response.calibration.calibration_id == 0


def test_a_calibration_of_another_embedder_or_mode_is_never_used() -> None:
    from retrieval.domain.bounding import BoundingRules
    from retrieval.domain.model import RetrievalMode
    from retrieval.pipeline import Retriever
    from retrieval.telemetry import RetrievalTelemetry

    retriever = Retriever(
        store=None,  # type: ignore[arg-type]
        embedder=FixedEmbedder(WORDLLAMA, 256),
        mode=RetrievalMode.HYBRID,
        rules=BoundingRules(1.0, 0.15, 8, 2, 8000),
        candidate_pool_size=40,
        rrf_k=60,
        telemetry=RetrievalTelemetry(None, None),
    )
    with pytest.raises(ValueError, match="another embedder"):
        retriever.use_calibration(Calibration("calibrated", 0.1, GEMMA, 768, "hybrid"))
    with pytest.raises(ValueError, match="another embedder"):
        retriever.use_calibration(Calibration("calibrated", 0.1, WORDLLAMA, 768, "hybrid"))
    with pytest.raises(ValueError, match="another retrieval mode"):
        retriever.use_calibration(Calibration("calibrated", 0.1, WORDLLAMA, 256, "vector"))
    assert retriever.calibration is None


async def test_calibration_scores_sections_as_retrieval_does(database_server: str) -> None:
    """The calibration's own SQL must agree with the service's search, or its gate would mean nothing."""
    from retrieval.adapters.postgres import PostgresPolicyStore
    from retrieval.domain.model import EmbeddingSpace, ScopeRequest, SearchQuery
    from retrieval.domain.scope import resolve_scope
    from services.database import make_pool

    db = create_database(database_server, "calibration")
    wordllama = WordLlamaEmbedder()
    assert (await publish_policies([POLICIES_DIR], store=release_store(db.writer_dsn), embedder=wordllama)).ok
    space = EmbeddingSpace(wordllama.model_id, wordllama.dimensions)
    pool = make_pool(db.reader_dsn, min_size=1, max_size=1)
    await pool.open(wait=True)
    try:
        store = PostgresPolicyStore(pool, timeout=10.0, readiness_timeout=5.0)
        async with calibration_store(db.writer_dsn).session(space.model_id, space.dimensions) as calibration:
            for case in load_labelled_listings(newest_dataset())[:8]:
                listing = case.listing
                embedding = await wordllama.embed_query(render_query(listing))
                scored = await calibration.section_scores(
                    marketplace=listing.marketplace.value,
                    locale=listing.locale,
                    category=listing.category,
                    condition=listing.condition.value,
                    review_date=case.review_date,
                    embedding=embedding,
                    lexical_text=render_lexical_text(listing),
                )
                request = ScopeRequest(listing.marketplace, listing.locale, listing.category, case.review_date)
                resolution = resolve_scope(
                    await store.active_releases(listing.marketplace, listing.locale), request, space
                )
                candidates = await store.search(
                    SearchQuery(resolution.releases, space, tuple(embedding), render_lexical_text(listing), 10_000)
                )
                best: dict[tuple[str, str], tuple[float, float]] = {}
                for candidate in candidates:
                    e = candidate.evidence
                    if not e.applies_to(listing.condition, listing.category):
                        continue  # retrieval drops these before bounding, as calibration does in SQL
                    known = best.get((e.policy_id, e.section_id), (-2.0, 0.0))
                    best[(e.policy_id, e.section_id)] = (
                        max(known[0], e.vector_score),
                        max(known[1], e.lexical_score),
                    )
                measured = {s.section: (s.similarity, s.lexical) for s in scored}
                assert measured.keys() == best.keys()
                for section, scores in measured.items():
                    assert scores == pytest.approx(best[section], abs=1e-6), section
    finally:
        await pool.close()
        drop_database(database_server, db.name)


def test_the_newest_dataset_is_the_default(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from ingestion.adapters import labelled_listings

    for name, created in [("policy-review-v1", "2026-11-30"), ("policy-review-v2", "2026-12-01"), ("x", "")]:
        (tmp_path / name).mkdir()
        (tmp_path / name / "manifest.json").write_text(f'{{"created": "{created}"}}', encoding="utf-8")
    monkeypatch.setattr(labelled_listings, "DATASETS_DIR", tmp_path)
    assert newest_dataset() == "policy-review-v2"
    assert date.fromisoformat("2026-12-01")  # the manifest's created field is an ISO date


async def test_a_recalibration_replaces_the_gate_in_use_without_a_restart(database_server: str) -> None:
    db = create_database(database_server, "calibration")
    try:
        wordllama = WordLlamaEmbedder()
        assert (await publish_policies([POLICIES_DIR], store=release_store(db.writer_dsn), embedder=wordllama)).ok
        first = await calibrate(store=calibration_store(db.writer_dsn), embedder=wordllama, modes=("vector",))
        server = await build_server(
            RetrievalSettings(retrieval_mode="vector"), port=0, embedder=wordllama, reader_dsn=db.reader_dsn
        )
        port = await server.start()
        try:
            async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
                stub = retrieval_service_pb2_grpc.RetrievalServiceStub(channel)
                before = await stub.Retrieve(retrieve_request())
                second = await calibrate(store=calibration_store(db.writer_dsn), embedder=wordllama, modes=("vector",))
                # The health probe is what reloads: run it now instead of waiting for its interval.
                assert await server._readiness()  # type: ignore[misc]
                after = await stub.Retrieve(retrieve_request())
        finally:
            await server.stop(grace=0)
    finally:
        drop_database(database_server, db.name)
    assert before.calibration.calibration_id == first.calibration_ids[0]
    assert after.calibration.calibration_id == second.calibration_ids[0] > first.calibration_ids[0]
