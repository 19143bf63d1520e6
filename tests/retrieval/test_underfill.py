"""Scoped search stays exact at scale: 200 releases, 50k chunks, scopes past the planner's HNSW switch.

The HNSW index filters after its scan, so a planner that picks it for a big scope silently returns
fewer (or other) rows than an exact scan. Small fixtures never show it; this one is big enough.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from typing import Any

import psycopg
import pytest
from pgvector import Vector
from pgvector.psycopg import register_vector
from psycopg import sql

from retrieval.adapters.postgres import REVIEW_SQL, SEARCH_SQL, PostgresPolicyStore, timeouts_dsn
from retrieval.domain.model import Release, SearchQuery
from services.database import make_pool
from tests.retrieval.support import FixedEmbedder, retrieve_request, serving
from tests.retrieval.synthetic import HNSW_INDEX, MODEL, NAIVE_SQL, SPACE, exact_scan, load, query_vectors
from tests.support import Database, create_database, drop_database

pytestmark = pytest.mark.slow


@dataclass(frozen=True)
class Generated:
    db: Database
    releases: dict[str, list[Release]]  # category -> its releases


@pytest.fixture(scope="module")
def generated(database_server: str) -> Iterator[Generated]:
    db = create_database(database_server, "underfill")
    try:
        releases = load(db)
        yield Generated(db, releases)
    finally:
        drop_database(database_server, db.name)


@pytest.fixture(scope="module")
async def store(generated: Generated) -> AsyncIterator[PostgresPolicyStore]:
    pool = make_pool(generated.db.reader_dsn, min_size=1, max_size=2)
    await pool.open(wait=True)
    try:
        yield PostgresPolicyStore(pool, timeout=30.0, readiness_timeout=1.0)
    finally:
        await pool.close()


def search_params(releases: list[Release], vector: list[float], limit: int) -> dict[str, Any]:
    return {
        "embedding": Vector(vector),
        "release_ids": [uuid.UUID(r.release_id) for r in releases],
        "model": MODEL,
        "limit": limit,
        "hybrid": True,
        "lexical_text": "synthetic policy",
        "coverage": True,
        "condition": "NEW",
        "category": "ALL",
        "per_code": 3,
    }


def test_the_generated_store_has_the_intended_shape(generated: Generated) -> None:
    with psycopg.connect(generated.db.admin_dsn) as conn:
        assert conn.execute("SELECT count(*), count(DISTINCT release_id) FROM policy_chunk").fetchone() == (
            50_000,
            200,
        )
        big = conn.execute(
            "SELECT count(*) FROM policy_chunk WHERE release_id = ANY(%s::uuid[])",
            ([r.release_id for r in generated.releases["CAT_00"]],),
        ).fetchone()
    assert big is not None
    assert big[0] == 4800 > 4000


@pytest.mark.parametrize("category", ["CAT_00", "CAT_17", "CAT_49"])
@pytest.mark.parametrize("limit", [8, 40])
async def test_scoped_search_equals_an_exact_scan(
    generated: Generated, store: PostgresPolicyStore, category: str, limit: int
) -> None:
    releases = generated.releases[category]
    for vector in query_vectors(5, seed=limit):
        query = SearchQuery(tuple(releases), SPACE, tuple(vector), None, limit)
        candidates = await store.search(query)
        assert [c.evidence.chunk_id for c in candidates] == exact_scan(generated.db, releases, vector, limit)
        assert [c.vector_rank for c in candidates] == list(range(1, limit + 1))
        found, _ = await store.search_with_coverage(query)
        assert found == candidates


def test_left_to_itself_the_planner_picks_hnsw_and_loses_rows(generated: Generated) -> None:
    """The fixture's power: a plain ORDER BY ... LIMIT over the big scope goes through HNSW and is wrong."""
    releases = generated.releases["CAT_00"]
    vector = query_vectors(1, seed=3)[0]
    params = search_params(releases, vector, 8)
    with psycopg.connect(generated.db.admin_dsn) as conn:
        register_vector(conn)
        plan = "\n".join(row[0] for row in conn.execute("EXPLAIN " + NAIVE_SQL, params).fetchall())
        found = [row[0] for row in conn.execute(NAIVE_SQL, params).fetchall()]
    assert HNSW_INDEX in plan
    assert found != exact_scan(generated.db, releases, vector, 8)


@pytest.mark.parametrize("template", [SEARCH_SQL, REVIEW_SQL], ids=["search", "review"])
def test_the_search_plan_never_uses_the_hnsw_index(generated: Generated, template: str) -> None:
    statement = sql.SQL("EXPLAIN " + template).format(column=sql.Identifier("embedding_256"))
    with psycopg.connect(generated.db.admin_dsn) as conn:
        register_vector(conn)
        for category in ("CAT_00", "CAT_17"):
            params = search_params(generated.releases[category], query_vectors(1, seed=1)[0], 8)
            plan = "\n".join(row[0] for row in conn.execute(statement, params).fetchall())
            assert HNSW_INDEX not in plan


async def test_retrieve_over_grpc_returns_the_exact_top_k_of_a_big_scope(generated: Generated) -> None:
    releases = generated.releases["CAT_00"]
    vector = query_vectors(1, seed=99)[0]
    relaxed: dict[str, Any] = {
        "retrieval_mode": "vector",
        "similarity_threshold": -1.0,
        "max_chunks_per_policy": 50,
        "max_context_characters": 100_000,
    }
    async with serving(generated.db, FixedEmbedder(MODEL, 256, vector), **relaxed) as stub:
        response = await stub.Retrieve(retrieve_request(category="CAT_00", review_date="2026-11-01"))
    assert len(response.resolution.releases) == len(releases)
    assert [e.chunk_id for e in response.evidence] == exact_scan(generated.db, releases, vector, 8)


async def test_service_sessions_reuse_one_generic_plan_and_stay_exact(generated: Generated) -> None:
    """The service's sessions force generic plans: the prepared review statement must still scan the
    whole big scope (HNSW index present) and return the exact top-k, with no plan made per execution."""
    pool = make_pool(timeouts_dsn(generated.db.reader_dsn, 30.0), min_size=1, max_size=1, autocommit=True)
    await pool.open(wait=True)
    try:
        store = PostgresPolicyStore(pool, timeout=30.0, readiness_timeout=1.0)
        releases = generated.releases["CAT_00"]
        for vector in query_vectors(8, seed=7):  # psycopg prepares after five uses
            query = SearchQuery(tuple(releases), SPACE, tuple(vector), "synthetic policy", 8)
            found, _ = await store.search_with_coverage(query)
            assert [c.evidence.chunk_id for c in found] == exact_scan(generated.db, releases, vector, 8)
        async with pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT generic_plans, custom_plans FROM pg_prepared_statements "
                "WHERE statement LIKE '%scoped AS MATERIALIZED%'"
            )
            plans = await cursor.fetchall()
        assert plans, "the review statement was prepared"
        assert all(generic >= 1 and custom == 0 for generic, custom in plans)
    finally:
        await pool.close()
