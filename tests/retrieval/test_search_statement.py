"""The review's one search statement against the two statements it replaced, on the published corpus.

A review used to run the scoped search and the completion query as two statements; now one statement
answers both, and its full-text list ranks only the vector list's rows. On the corpus (every scope
smaller than the candidate pool) the lists must be exactly what the two old statements returned, for
every labelled listing of the evaluation dataset in both modes. Past the pool, the bound is what the
statement's comment says it is.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from dataclasses import replace
from typing import Any

import psycopg
import pytest
from pgvector import Vector
from pgvector.psycopg import register_vector
from psycopg import sql
from psycopg.rows import dict_row

from ingestion.adapters.labelled_listings import LabelledListing, load_labelled_listings, newest_dataset
from retrieval.adapters.postgres import COVERAGE_PER_CODE, PostgresPolicyStore, candidate_from_row
from retrieval.domain.model import Candidate, EmbeddingSpace, Release, ScopeRequest, SearchQuery
from retrieval.domain.query import render_lexical_text, render_query
from retrieval.domain.scope import resolve_scope
from services.database import make_pool
from services.embedders.wordllama import WordLlamaEmbedder
from tests.support import Database

# The two statements a review ran until issue 11 (retrieval/adapters/postgres.py at 9ee083d), verbatim.
REFERENCE_SEARCH_SQL = """
WITH scoped AS MATERIALIZED (
    SELECT chunk_id, {column} <=> %(embedding)s AS distance
    FROM policy_chunk
    WHERE release_id = ANY(%(release_ids)s) AND embedding_model = %(model)s AND {column} IS NOT NULL
),
semantic AS (
    SELECT chunk_id, row_number() OVER (ORDER BY distance, chunk_id) AS rank
    FROM scoped
    ORDER BY distance, chunk_id
    LIMIT %(limit)s
),
lexical_query AS (
    SELECT replace(plainto_tsquery('english', %(lexical_text)s)::text, ' & ', ' | ')::tsquery AS query
),
ranked_text AS (
    SELECT c.chunk_id, ts_rank_cd(c.search_text, q.query, 32) AS score
    FROM policy_chunk AS c CROSS JOIN lexical_query AS q
    WHERE %(hybrid)s AND c.release_id = ANY(%(release_ids)s) AND c.embedding_model = %(model)s
      AND c.{column} IS NOT NULL AND c.search_text @@ q.query
),
keyword AS (
    SELECT chunk_id, score, row_number() OVER (ORDER BY score DESC, chunk_id) AS rank
    FROM ranked_text
    ORDER BY score DESC, chunk_id
    LIMIT %(limit)s
)
SELECT c.chunk_id::text AS chunk_id, c.release_id::text AS release_id, c.section_id, c.section_heading,
       c.content, c.supported_finding_codes, c.metadata, c.applies_to_conditions, c.applies_to_categories,
       1 - s.distance AS vector_score, coalesce(k.score, 0) AS lexical_score,
       sem.rank AS vector_rank, k.rank AS lexical_rank
FROM semantic AS sem
FULL OUTER JOIN keyword AS k ON k.chunk_id = sem.chunk_id
JOIN scoped AS s ON s.chunk_id = coalesce(sem.chunk_id, k.chunk_id)
JOIN policy_chunk AS c ON c.chunk_id = s.chunk_id
ORDER BY sem.rank NULLS LAST, k.rank
"""

REFERENCE_COVERAGE_SQL = """
WITH supporting AS (
    SELECT c.chunk_id, c.{column} <=> %(embedding)s AS distance,
           row_number() OVER (PARTITION BY code ORDER BY c.{column} <=> %(embedding)s, c.chunk_id) AS position
    FROM policy_chunk AS c CROSS JOIN unnest(c.supported_finding_codes) AS code
    WHERE c.release_id = ANY(%(release_ids)s) AND c.embedding_model = %(model)s AND c.{column} IS NOT NULL
      AND (cardinality(c.applies_to_conditions) = 0 OR %(condition)s = ANY(c.applies_to_conditions))
      AND (cardinality(c.applies_to_categories) = 0 OR %(category)s = ANY(c.applies_to_categories))
),
chosen AS (
    SELECT chunk_id, min(distance) AS distance FROM supporting WHERE position <= %(per_code)s GROUP BY chunk_id
)
SELECT c.chunk_id::text AS chunk_id, c.release_id::text AS release_id, c.section_id, c.section_heading,
       c.content, c.supported_finding_codes, c.metadata, c.applies_to_conditions, c.applies_to_categories,
       1 - s.distance AS vector_score, 0.0::float8 AS lexical_score, NULL::bigint AS vector_rank,
       NULL::bigint AS lexical_rank
FROM chosen AS s JOIN policy_chunk AS c USING (chunk_id)
ORDER BY s.distance, c.chunk_id
"""

POOL = 40  # CANDIDATE_POOL_SIZE's default


@pytest.fixture(scope="module")
async def store(corpus: Database) -> AsyncIterator[PostgresPolicyStore]:
    pool = make_pool(corpus.reader_dsn, min_size=1, max_size=1, autocommit=True)
    await pool.open(wait=True)
    try:
        yield PostgresPolicyStore(pool, timeout=30.0, readiness_timeout=5.0)
    finally:
        await pool.close()


async def scoped_query(
    store: PostgresPolicyStore, embedder: WordLlamaEmbedder, case: LabelledListing, *, hybrid: bool, limit: int
) -> SearchQuery:
    listing = case.listing
    space = EmbeddingSpace(embedder.model_id, embedder.dimensions)
    request = ScopeRequest(listing.marketplace, listing.locale, listing.category, case.review_date)
    resolution = resolve_scope(await store.active_releases(listing.marketplace, listing.locale), request, space)
    return SearchQuery(
        releases=resolution.releases,
        space=space,
        embedding=tuple(await embedder.embed_query(render_query(listing))),
        lexical_text=render_lexical_text(listing) if hybrid else None,
        limit=limit,
        condition=listing.condition,
        category=listing.category,
    )


def reference(db: Database, query: SearchQuery) -> tuple[list[Candidate], list[Candidate]]:
    """What the two old statements return for the query, parsed as the store parses rows."""
    params: dict[str, Any] = {
        "embedding": Vector(list(query.embedding)),
        "release_ids": [uuid.UUID(r.release_id) for r in query.releases],
        "model": query.space.model_id,
        "limit": query.limit,
        "hybrid": query.lexical_text is not None,
        "lexical_text": query.lexical_text or "",
        "condition": query.condition.value,
        "category": query.category,
        "per_code": COVERAGE_PER_CODE,
    }
    column = sql.Identifier("embedding_256")
    releases = {r.release_id: r for r in query.releases}
    with psycopg.connect(db.reader_dsn, row_factory=dict_row) as conn:
        register_vector(conn)
        lists = []
        for statement in (REFERENCE_SEARCH_SQL, REFERENCE_COVERAGE_SQL):
            rows = conn.execute(sql.SQL(statement).format(column=column), params).fetchall()
            lists.append([candidate_from_row(row, releases) for row in rows])
    return lists[0], lists[1]


def largest_scope(releases: tuple[Release, ...], db: Database) -> int:
    with psycopg.connect(db.reader_dsn) as conn:
        row = conn.execute(
            "SELECT count(*) FROM policy_chunk WHERE release_id = ANY(%s)",
            ([uuid.UUID(r.release_id) for r in releases],),
        ).fetchone()
    assert row is not None
    return int(row[0])


@pytest.mark.parametrize("hybrid", [True, False], ids=["hybrid", "vector"])
async def test_one_statement_returns_what_search_and_completion_returned_for_every_labelled_listing(
    corpus: Database, store: PostgresPolicyStore, wordllama: WordLlamaEmbedder, hybrid: bool
) -> None:
    cases = load_labelled_listings(newest_dataset())
    compared = 0
    for case in cases:
        query = await scoped_query(store, wordllama, case, hybrid=hybrid, limit=POOL)
        if not query.releases:
            continue
        # The premise of "unchanged": the corpus's scopes fit in the candidate pool.
        assert largest_scope(query.releases, corpus) <= POOL
        found, covering = await store.search_with_coverage(query)
        expected_found, expected_covering = reference(corpus, query)
        assert found == expected_found, case.case_id
        assert covering == expected_covering, case.case_id
        assert await store.search(query) == expected_found, case.case_id
        compared += 1
    assert compared >= 60, "most labelled listings resolve a scope on the corpus"


async def test_past_the_pool_full_text_ranks_the_vector_list_only(
    corpus: Database, store: PostgresPolicyStore, wordllama: WordLlamaEmbedder
) -> None:
    """With a pool smaller than the scope: the vector list is still the exact top, and the full-text
    ranks are ts_rank_cd's order over exactly those rows that match the OR query."""
    checked = 0
    for case in load_labelled_listings(newest_dataset())[:20]:
        query = await scoped_query(store, wordllama, case, hybrid=True, limit=4)
        if not query.releases:
            continue
        found, _ = await store.search_with_coverage(query)
        everything, _ = reference(corpus, replace(query, limit=10_000))
        exact = sorted((c for c in everything if c.vector_rank is not None), key=lambda c: c.vector_rank or 0)[:4]
        assert [c.evidence.chunk_id for c in found] == [c.evidence.chunk_id for c in exact]
        assert [c.vector_rank for c in found] == [1, 2, 3, 4]
        scores = {c.evidence.chunk_id: c.evidence.lexical_score for c in everything}
        with psycopg.connect(corpus.reader_dsn) as conn:
            matching = {
                str(row[0])
                for row in conn.execute(
                    "SELECT chunk_id FROM policy_chunk WHERE chunk_id = ANY(%s) AND search_text @@ "
                    "replace(plainto_tsquery('english', %s)::text, ' & ', ' | ')::tsquery",
                    ([uuid.UUID(c.evidence.chunk_id) for c in found], query.lexical_text),
                ).fetchall()
            }
        ranked = sorted(
            (c for c in found if c.evidence.chunk_id in matching),
            key=lambda c: (-scores[c.evidence.chunk_id], c.evidence.chunk_id),
        )
        assert [c.lexical_rank for c in ranked] == list(range(1, len(ranked) + 1))
        assert all(c.lexical_rank is None and c.evidence.lexical_score == 0 for c in found if c not in ranked)
        assert all(c.evidence.lexical_score == scores[c.evidence.chunk_id] for c in ranked)
        checked += bool(ranked)
    assert checked >= 5, "listings whose words match some of their nearest sections"
