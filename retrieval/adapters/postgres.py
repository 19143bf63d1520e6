"""The policy store on PostgreSQL + pgvector, read through the read-only role's pool."""

from __future__ import annotations

import logging
import uuid
from collections.abc import Mapping
from datetime import date
from typing import Any, LiteralString

import psycopg
from pgvector import Vector
from psycopg import sql
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from retrieval.domain.model import Candidate, Release, SearchQuery
from retrieval.domain.ports import PolicyStore
from retrieval.domain.scope import is_category
from services.embedders import embedding_column
from services.errors import ErrorReason, ServiceError
from services.records import Evidence
from services.vocabulary import FindingCode, ListingCondition, Marketplace

log = logging.getLogger(__name__)

ACTIVE_RELEASES_SQL: LiteralString = """
SELECT release_id::text AS release_id, policy_id, version, marketplace, locale, categories, effective_from,
       source_url, supported_finding_codes, embedding_model, embedding_dimensions
FROM policy_release
WHERE status = 'ACTIVE' AND marketplace = %(marketplace)s AND locale = %(locale)s
ORDER BY policy_id, release_id
"""

# Exact search inside the scope. The MATERIALIZED CTE computes every in-scope distance before
# anything is ordered, so the planner cannot answer ORDER BY ... LIMIT with the HNSW index: past
# a few thousand in-scope rows it would, and HNSW filters *after* its scan, silently returning
# fewer rows than asked (docs/retrieval.md). The full-text list follows pgvector-python's
# examples/hybrid_search/rrf.py; its GIN lookup is exact, so it needs no such fence. The listing
# text is turned into an OR query: plainto_tsquery ANDs every word, and no policy section
# contains every word of a listing.
SEARCH_SQL: LiteralString = """
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

# Evidence completion: per finding code, the applicable in-scope chunks nearest the listing that support
# it (at most %(per_code)s), so a section a signalled code needs is found whatever the similarity pool
# held. An exact scan of the scope, like SEARCH_SQL's.
COVERAGE_SQL: LiteralString = """
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

# Sections per finding code the completion query returns: the few a scope has for one concern
# (a marketplace-wide section, a category's own, a condition note rule).
COVERAGE_PER_CODE = 3

READY_SQL: LiteralString = "SELECT 1"

Row = Mapping[str, Any]


def _corrupted() -> ServiceError:
    return ServiceError(ErrorReason.INDEX_CORRUPTED)


def _finding_codes(values: object) -> tuple[FindingCode, ...]:
    if not isinstance(values, list) or not values:
        raise _corrupted()
    try:
        return tuple(FindingCode(value) for value in values)
    except ValueError:
        raise _corrupted() from None


def _conditions(values: object) -> tuple[ListingCondition, ...]:
    if not isinstance(values, list):
        raise _corrupted()
    try:
        return tuple(ListingCondition(value) for value in values)
    except ValueError:
        raise _corrupted() from None


def _categories(values: object) -> tuple[str, ...]:
    if not isinstance(values, list) or not all(isinstance(v, str) and is_category(v) for v in values):
        raise _corrupted()
    return tuple(values)


def release_from_row(row: Row) -> Release:
    """A release row as the domain sees it; anything that does not parse is INDEX_CORRUPTED."""
    categories = row["categories"]
    if not isinstance(categories, list) or not categories or not all(isinstance(c, str) for c in categories):
        raise _corrupted()
    if not all(is_category(category) for category in categories):
        raise _corrupted()
    _finding_codes(row["supported_finding_codes"])
    dimensions = row["embedding_dimensions"]
    effective_from = row["effective_from"]
    if not isinstance(dimensions, int) or dimensions <= 0 or not isinstance(effective_from, date):
        raise _corrupted()
    try:
        marketplace = Marketplace(row["marketplace"])
    except ValueError:
        raise _corrupted() from None
    return Release(
        release_id=row["release_id"],
        policy_id=row["policy_id"],
        version=row["version"],
        marketplace=marketplace,
        locale=row["locale"],
        categories=tuple(categories),
        effective_from=effective_from,
        source_url=row["source_url"],
        embedding_model=row["embedding_model"],
        embedding_dimensions=dimensions,
    )


def candidate_from_row(row: Row, releases: Mapping[str, Release]) -> Candidate:
    """A chunk row with its release's provenance; anything that does not parse is INDEX_CORRUPTED."""
    release = releases.get(row["release_id"])
    if release is None or not isinstance(row["metadata"], dict):
        raise _corrupted()
    if not row["section_id"] or not row["content"]:
        raise _corrupted()
    evidence = Evidence(
        chunk_id=row["chunk_id"],
        release_id=release.release_id,
        policy_id=release.policy_id,
        policy_version=release.version,
        section_id=row["section_id"],
        section_heading=row["section_heading"],
        text=row["content"],
        supported_finding_codes=_finding_codes(row["supported_finding_codes"]),
        source_url=release.source_url,
        effective_from=release.effective_from.isoformat(),
        marketplace=release.marketplace,
        locale=release.locale,
        categories=release.categories,
        vector_score=float(row["vector_score"]),
        lexical_score=float(row["lexical_score"]),
        applies_to_conditions=_conditions(row["applies_to_conditions"]),
        applies_to_categories=_categories(row["applies_to_categories"]),
    )
    return Candidate(evidence, row["vector_rank"], row["lexical_rank"])


class PostgresPolicyStore(PolicyStore):
    """Reads releases and chunks with bind parameters only; every failure becomes a typed service error."""

    def __init__(self, pool: AsyncConnectionPool, *, timeout: float, readiness_timeout: float) -> None:
        self._pool = pool
        self._timeout = timeout
        self._readiness_timeout = readiness_timeout

    async def _fetch(
        self,
        query: LiteralString | sql.Composed,
        params: Mapping[str, object],
        wait_seconds: float,
        *,
        probe: bool = False,
    ) -> list[dict[str, Any]]:
        # One retry, and only for a connection that broke under us: after a database restart
        # the pool still holds connections the server closed, and these statements only read.
        for attempt in (1, 2):
            try:
                async with self._pool.connection(timeout=wait_seconds) as conn:
                    cursor = conn.cursor(row_factory=dict_row)
                    await cursor.execute(query, params)
                    return await cursor.fetchall()
            except (PoolTimeout, psycopg.errors.QueryCanceled) as error:
                raise self._unavailable(error, probe) from None
            except psycopg.OperationalError as error:
                if attempt == 2:
                    raise self._unavailable(error, probe) from None
                log.info("policy store connection lost (%s); retrying once", type(error).__name__)
            except psycopg.Error as error:
                raise self._unavailable(error, probe) from None
        raise AssertionError("unreachable: the loop returns or raises")

    @staticmethod
    def _unavailable(error: Exception, probe: bool) -> ServiceError:
        # The type only: driver messages can quote SQL and parameters. A failing health probe
        # repeats every few seconds during an outage and is already visible as NOT_SERVING.
        log.log(logging.DEBUG if probe else logging.WARNING, "policy store query failed: %s", type(error).__name__)
        return ServiceError(ErrorReason.POLICY_STORE_UNAVAILABLE)

    async def active_releases(self, marketplace: Marketplace, locale: str) -> list[Release]:
        rows = await self._fetch(
            ACTIVE_RELEASES_SQL, {"marketplace": marketplace.value, "locale": locale}, self._timeout
        )
        return [release_from_row(row) for row in rows]

    async def search(self, query: SearchQuery) -> list[Candidate]:
        if not query.releases:
            return []
        column = sql.Identifier(embedding_column(query.space.dimensions))
        statement = sql.SQL(SEARCH_SQL).format(column=column)
        params = {
            "embedding": Vector(list(query.embedding)),
            "release_ids": [uuid.UUID(release.release_id) for release in query.releases],
            "model": query.space.model_id,
            "limit": query.limit,
            "hybrid": query.lexical_text is not None,
            "lexical_text": query.lexical_text or "",
        }
        rows = await self._fetch(statement, params, self._timeout)
        releases = {release.release_id: release for release in query.releases}
        return [candidate_from_row(row, releases) for row in rows]

    async def coverage(self, query: SearchQuery) -> list[Candidate]:
        if not query.releases:
            return []
        column = sql.Identifier(embedding_column(query.space.dimensions))
        statement = sql.SQL(COVERAGE_SQL).format(column=column)
        params = {
            "embedding": Vector(list(query.embedding)),
            "release_ids": [uuid.UUID(release.release_id) for release in query.releases],
            "model": query.space.model_id,
            "condition": query.condition.value,
            "category": query.category,
            "per_code": COVERAGE_PER_CODE,
        }
        rows = await self._fetch(statement, params, self._timeout)
        releases = {release.release_id: release for release in query.releases}
        return [candidate_from_row(row, releases) for row in rows]

    async def ready(self) -> bool:
        try:
            await self._fetch(READY_SQL, {}, self._readiness_timeout, probe=True)
        except ServiceError:
            return False
        return True


def timeouts_dsn(dsn: str, query_timeout_seconds: float) -> str:
    """The DSN with a server-side statement_timeout, so a stuck query cannot hold an RPC forever."""
    from psycopg import conninfo

    parts = conninfo.conninfo_to_dict(dsn)
    option = f"-c statement_timeout={max(1, round(query_timeout_seconds * 1000))}"
    existing = str(parts.get("options") or "").strip()
    parts["options"] = f"{existing} {option}".strip()
    return conninfo.make_conninfo("", **parts)
