"""The policy store on PostgreSQL + pgvector, read through the read-only role's pool."""

from __future__ import annotations

import logging
import uuid
from collections.abc import Mapping, Sequence
from datetime import date
from typing import Any, LiteralString

import psycopg
from pgvector import Vector
from psycopg import sql
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from retrieval.domain.model import (
    Calibration,
    Candidate,
    CatalogSection,
    EmbeddingSpace,
    Release,
    ReleaseDetail,
    RetrievalMode,
    SearchQuery,
)
from retrieval.domain.passages import SourceCandidate
from retrieval.domain.ports import PolicyStore, SourceStore
from retrieval.domain.scope import is_category
from services.embedders import embedding_column
from services.errors import ErrorReason, ServiceError
from services.records import Evidence, Passage, rescored
from services.rulepack import EditionEntry, EditionScope
from services.vocabulary import FindingCode, ListingCondition, Marketplace

log = logging.getLogger(__name__)

# Every release on the timelines of the marketplace and locale (scheduled, in force, superseded
# within retention); the domain picks the one in force on the review date.
ACTIVE_RELEASES_SQL: LiteralString = """
SELECT release_id::text AS release_id, policy_id, version, marketplace, locale, categories, effective_from,
       upper(validity) AS valid_until, retrieved_at, title, source_url, supported_finding_codes, embedding_model,
       embedding_dimensions
FROM policy_release
WHERE status = 'ACTIVE' AND marketplace = %(marketplace)s AND locale = %(locale)s
ORDER BY policy_id, release_id
"""

# Scope resolution's one read: ACTIVE_RELEASES_SQL's rows and, in the same round trip, every rule pack edition
# on a timeline (migration 0013) that covers the marketplace and locale (an empty list covers all); the domain
# picks the edition in force for the category and review date. ``kind`` tells the two apart.
SCOPE_SQL: LiteralString = """
SELECT 'policy' AS kind, release_id::text AS release_id, policy_id, version, marketplace, locale, categories,
       effective_from, upper(validity) AS valid_until, retrieved_at, title, source_url, supported_finding_codes,
       embedding_model, embedding_dimensions, NULL::text AS content_hash, NULL::text[] AS marketplaces,
       NULL::text[] AS locales
FROM policy_release
WHERE status = 'ACTIVE' AND marketplace = %(marketplace)s AND locale = %(locale)s
UNION ALL
SELECT 'rules', NULL, NULL, version, NULL, NULL, categories, effective_from, upper(validity), NULL, NULL, NULL,
       NULL, NULL, NULL, content_hash, marketplaces, locales
FROM rule_pack_release
WHERE status = 'ACTIVE'
  AND (cardinality(marketplaces) = 0 OR %(marketplace)s = ANY(marketplaces))
  AND (cardinality(locales) = 0 OR %(locale)s = ANY(locales))
ORDER BY kind, policy_id, release_id, effective_from, version
"""

# Exact search inside the scope: SEARCH_SQL, and REVIEW_SQL, which also answers evidence completion
# from the same read of the scope (a review used to run the two as separate statements).
#
# The distance of every in-scope chunk is computed before anything is ordered, behind a fence the
# planner does not see through (OFFSET 0 in SEARCH_SQL, a MATERIALIZED CTE in REVIEW_SQL), so it cannot
# answer ORDER BY ... LIMIT with an HNSW index: past a few thousand in-scope rows it would, and HNSW
# filters *after* its scan, silently returning fewer rows than asked (docs/retrieval.md).
#
# The full-text list ranks the vector list's %(limit)s chunks only, not every in-scope match of the
# listing's OR query: ts_rank_cd reads each row's search_text (stored out of line, beside the 1 KB
# vector) and ranking a big scope's thousands of matches took 25-60 ms (docs/performance.md, P3). A
# scope of at most %(limit)s chunks (every scope of the published corpus) gets exactly the lists it got
# when full text ranked the whole scope. The listing text is turned into an OR query: plainto_tsquery
# ANDs every word, and no policy section contains every word of a listing; for an OR query of plain
# lexemes a rank above 0 is a match. MATERIALIZED `scored` computes each rank once, MATERIALIZED
# `lexical_query` the query once: under a generic plan (timeouts_dsn) it was inlined and parsed again
# for every ranked row (1.57 against 1.37 ms p50 per P3 search). Both statements end alike, from
# `found` on: _FOUND_TO_RESULT, written once.
_LEXICAL_QUERY: LiteralString = """
lexical_query AS MATERIALIZED (
    SELECT replace(plainto_tsquery('english', %(lexical_text)s)::text, ' & ', ' | ')::tsquery AS query
),
"""
_FOUND_TO_RESULT: LiteralString = (
    """found AS (
    SELECT chunk_id, coalesce(s.distance, v.distance) AS distance, s.vector_rank, v.chunk_id IS NOT NULL AS covers
    FROM semantic AS s FULL OUTER JOIN covering AS v USING (chunk_id)
),"""  # noqa: S608 (literals joined: no value reaches the text)
    + _LEXICAL_QUERY
    + """scored AS MATERIALIZED (
    SELECT f.chunk_id, f.distance, f.vector_rank, f.covers, c.release_id, c.section_id, c.section_heading, c.content,
           c.supported_finding_codes, c.metadata, c.applies_to_conditions, c.applies_to_categories,
           CASE WHEN %(hybrid)s AND f.vector_rank IS NOT NULL THEN ts_rank_cd(c.search_text, q.query, 32)
                ELSE 0 END AS lexical_score
    FROM found AS f JOIN policy_chunk AS c USING (chunk_id) CROSS JOIN lexical_query AS q
)
SELECT chunk_id::text AS chunk_id, release_id::text AS release_id, section_id, section_heading, content,
       supported_finding_codes, metadata, applies_to_conditions, applies_to_categories,
       1 - distance AS vector_score, lexical_score, vector_rank,
       CASE WHEN lexical_score > 0 THEN row_number() OVER (ORDER BY lexical_score DESC, chunk_id) END AS lexical_rank,
       covers
FROM scored
ORDER BY distance, scored.chunk_id
"""
)
SEARCH_SQL: LiteralString = (
    """
WITH semantic AS (
    SELECT chunk_id, distance, row_number() OVER (ORDER BY distance, chunk_id) AS vector_rank
    FROM (
        SELECT chunk_id, distance
        FROM (
            SELECT chunk_id, {column} <=> %(embedding)s AS distance
            FROM policy_chunk
            WHERE release_id = ANY(%(release_ids)s) AND embedding_model = %(model)s AND {column} IS NOT NULL
            OFFSET 0
        ) AS scoped
        ORDER BY distance, chunk_id
        LIMIT %(limit)s
    ) AS nearest
),
covering AS (
    SELECT NULL::uuid AS chunk_id, NULL::float8 AS distance WHERE false
),
"""  # noqa: S608 (literals joined: no value reaches the text)
    + _FOUND_TO_RESULT
)

# Completion: per finding code, the applicable in-scope chunks nearest the listing that support it (at
# most %(per_code)s), so a section a signalled code needs is found whatever the similarity pool held. A
# row answers for both lists at once: vector_rank is set when it is in the search's list, covers when
# completion chose it.
REVIEW_SQL: LiteralString = (
    """
WITH scoped AS MATERIALIZED (
    SELECT chunk_id, {column} <=> %(embedding)s AS distance, supported_finding_codes,
           (cardinality(applies_to_conditions) = 0 OR %(condition)s = ANY(applies_to_conditions))
           AND (cardinality(applies_to_categories) = 0 OR %(category)s = ANY(applies_to_categories)) AS applicable
    FROM policy_chunk
    WHERE release_id = ANY(%(release_ids)s) AND embedding_model = %(model)s AND {column} IS NOT NULL
),
semantic AS (
    SELECT chunk_id, distance, row_number() OVER (ORDER BY distance, chunk_id) AS vector_rank
    FROM (SELECT chunk_id, distance FROM scoped ORDER BY distance, chunk_id LIMIT %(limit)s) AS nearest
),
supporting AS (
    SELECT chunk_id, distance, row_number() OVER (PARTITION BY code ORDER BY distance, chunk_id) AS position
    FROM scoped CROSS JOIN unnest(supported_finding_codes) AS code
    WHERE applicable
),
covering AS (
    SELECT chunk_id, min(distance) AS distance FROM supporting WHERE position <= %(per_code)s GROUP BY chunk_id
),
"""  # noqa: S608 (literals joined: no value reaches the text)
    + _FOUND_TO_RESULT
)

# The newest calibration of this embedder and mode (retrieval_calibration_latest index).
CALIBRATION_SQL: LiteralString = """
SELECT calibration_id, similarity_threshold, lexical_threshold, dataset, corpus_version, section_recall,
       section_precision, calibrated_at
FROM retrieval_calibration
WHERE embedding_model = %(model)s AND embedding_dimensions = %(dimensions)s AND retrieval_mode = %(mode)s
ORDER BY calibrated_at DESC, calibration_id DESC
LIMIT 1
"""

# Source corpora: the exact, fenced search over one corpus's chunks, full text ranking every match
# (what SEARCH_SQL did before it bounded full text to the vector list; source scopes are not P3's).
# Whether a corpus is known in one embedding space (the source_chunk_corpus index).
SOURCE_CORPUS_SQL: LiteralString = """
SELECT EXISTS (SELECT 1 FROM source_chunk WHERE corpus = %(corpus)s AND embedding_model = %(model)s) AS indexed
"""
SOURCE_SEARCH_SQL: LiteralString = (
    """
WITH scoped AS MATERIALIZED (
    SELECT chunk_id, {column} <=> %(embedding)s AS distance
    FROM source_chunk
    WHERE corpus = %(corpus)s AND embedding_model = %(model)s AND {column} IS NOT NULL
),
semantic AS (
    SELECT chunk_id, row_number() OVER (ORDER BY distance, chunk_id) AS rank
    FROM scoped
    ORDER BY distance, chunk_id
    LIMIT %(limit)s
),"""  # noqa: S608 (literals joined: no value reaches the text)
    + _LEXICAL_QUERY
    + """ranked_text AS (
    SELECT c.chunk_id, ts_rank_cd(c.search_text, q.query, 32) AS score
    FROM source_chunk AS c CROSS JOIN lexical_query AS q
    WHERE %(hybrid)s AND c.corpus = %(corpus)s AND c.embedding_model = %(model)s
      AND c.{column} IS NOT NULL AND c.search_text @@ q.query
),
keyword AS (
    SELECT chunk_id, score, row_number() OVER (ORDER BY score DESC, chunk_id) AS rank
    FROM ranked_text
    ORDER BY score DESC, chunk_id
    LIMIT %(limit)s
)
SELECT c.chunk_id, c.corpus, c.path, c.line_start, c.line_end, c.heading, c.content,
       1 - s.distance AS vector_score, coalesce(k.score, 0) AS lexical_score,
       sem.rank AS vector_rank, k.rank AS lexical_rank
FROM semantic AS sem
FULL OUTER JOIN keyword AS k ON k.chunk_id = sem.chunk_id
JOIN scoped AS s ON s.chunk_id = coalesce(sem.chunk_id, k.chunk_id)
JOIN source_chunk AS c ON c.chunk_id = s.chunk_id
ORDER BY sem.rank NULLS LAST, k.rank
"""
)

# Sections per finding code the completion query returns: the few a scope has for one concern
# (a marketplace-wide section, a category's own, a condition note rule).
COVERAGE_PER_CODE = 3

RELEASE_SQL: LiteralString = """
SELECT release_id::text AS release_id, policy_id, version, marketplace, locale, categories, effective_from,
       upper(validity) AS valid_until, retrieved_at, title, source_url, supported_finding_codes, embedding_model,
       embedding_dimensions, sections
FROM policy_release
WHERE release_id = %(release_id)s AND status = 'ACTIVE'
"""

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


def edition_from_row(row: Row) -> EditionEntry:
    """A rule pack edition row as the domain sees it; anything that does not parse is INDEX_CORRUPTED."""
    try:
        return EditionEntry(
            version=row["version"],
            content_hash=row["content_hash"],
            effective_from=row["effective_from"],
            valid_until=row["valid_until"],
            scope=EditionScope(
                tuple(Marketplace(m) for m in row["marketplaces"]),
                tuple(row["locales"]),
                tuple(row["categories"]),
            ),
        )
    except (KeyError, TypeError, ValueError):
        raise _corrupted() from None


def release_from_row(row: Row) -> Release:
    """A release row as the domain sees it; anything that does not parse is INDEX_CORRUPTED."""
    categories = row["categories"]
    if not isinstance(categories, list) or not categories or not all(isinstance(c, str) for c in categories):
        raise _corrupted()
    if not all(is_category(category) for category in categories):
        raise _corrupted()
    codes = _finding_codes(row["supported_finding_codes"])
    dimensions = row["embedding_dimensions"]
    effective_from = row["effective_from"]
    valid_until = row.get("valid_until")
    if not isinstance(dimensions, int) or dimensions <= 0 or not isinstance(effective_from, date):
        raise _corrupted()
    if valid_until is not None and not isinstance(valid_until, date):
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
        valid_until=valid_until,
        retrieved_at=row.get("retrieved_at"),
        title=row.get("title") or "",
        supported_finding_codes=codes,
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


def source_candidate_from_row(row: Row) -> SourceCandidate:
    if not row["content"] or not row["path"] or row["line_start"] < 1 or row["line_end"] < row["line_start"]:
        raise _corrupted()
    passage = Passage(
        chunk_id=row["chunk_id"],
        text=row["content"],
        heading=row["heading"],
        corpus=row["corpus"],
        path=row["path"],
        line_start=row["line_start"],
        line_end=row["line_end"],
    )
    return SourceCandidate(
        passage, float(row["vector_score"]), float(row["lexical_score"]), row["vector_rank"], row["lexical_rank"]
    )


class PostgresPolicyStore(PolicyStore, SourceStore):
    """Reads releases and chunks with bind parameters only; every failure becomes a typed service error."""

    def __init__(self, pool: AsyncConnectionPool, *, timeout: float, readiness_timeout: float) -> None:
        self._pool = pool
        self._timeout = timeout
        self._readiness_timeout = readiness_timeout
        # Composed once per embedding space: composing on every search showed in profiles, and the same
        # text lets psycopg reuse its prepared statement.
        self._statements: dict[tuple[str, int], bytes] = {}

    def _in_space(self, template: LiteralString, dimensions: int) -> bytes:
        """The statement for one embedding space's column, composed on first use only."""
        key = (template, dimensions)
        statement = self._statements.get(key)
        if statement is None:
            column = sql.Identifier(embedding_column(dimensions))
            statement = sql.SQL(template).format(column=column).as_bytes(None)
            self._statements[key] = statement
        return statement

    async def _fetch(
        self,
        query: LiteralString | bytes,
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

    async def scope(self, marketplace: Marketplace, locale: str) -> tuple[list[Release], list[EditionEntry]]:
        rows = await self._fetch(SCOPE_SQL, {"marketplace": marketplace.value, "locale": locale}, self._timeout)
        releases = [release_from_row(row) for row in rows if row["kind"] == "policy"]
        return releases, [edition_from_row(row) for row in rows if row["kind"] == "rules"]

    async def release(self, release_id: str) -> ReleaseDetail | None:
        rows = await self._fetch(RELEASE_SQL, {"release_id": uuid.UUID(release_id)}, self._timeout)
        if not rows:
            return None
        sections = rows[0]["sections"]
        if not isinstance(sections, list):
            raise _corrupted()
        try:
            parsed = tuple(
                CatalogSection(str(s["sectionId"]), str(s["heading"]), _finding_codes(s["findingCodes"]))
                for s in sections
            )
        except (KeyError, TypeError):
            raise _corrupted() from None
        return ReleaseDetail(release_from_row(rows[0]), parsed)

    async def search(self, query: SearchQuery) -> list[Candidate]:
        found, _ = await self._search(query, coverage=False)
        return found

    async def search_with_coverage(self, query: SearchQuery) -> tuple[list[Candidate], list[Candidate]]:
        return await self._search(query, coverage=True)

    async def _search(self, query: SearchQuery, *, coverage: bool) -> tuple[list[Candidate], list[Candidate]]:
        if not query.releases:
            return [], []
        statement = self._in_space(REVIEW_SQL if coverage else SEARCH_SQL, query.space.dimensions)
        params = {
            "embedding": Vector(list(query.embedding)),
            "release_ids": [uuid.UUID(release.release_id) for release in query.releases],
            "model": query.space.model_id,
            "limit": query.limit,
            "hybrid": query.lexical_text is not None,
            "lexical_text": query.lexical_text or "",
            "condition": query.condition.value,
            "category": query.category,
            "per_code": COVERAGE_PER_CODE,
        }
        rows = await self._fetch(statement, params, self._timeout)
        releases = {release.release_id: release for release in query.releases}
        found: list[Candidate] = []
        covering: list[Candidate] = []
        # Rows come by (distance, chunk id): the order of the search's list and of completion's alike.
        for row in rows:
            candidate = candidate_from_row(row, releases)
            if candidate.vector_rank is not None:
                found.append(candidate)
            if row["covers"]:
                # Completion knows similarity only, as when it was a query of its own.
                evidence = candidate.evidence
                if evidence.lexical_score:
                    evidence = rescored(evidence, lexical_score=0.0)
                covering.append(Candidate(evidence, None, None))
        return found, covering

    async def calibration(self, space: EmbeddingSpace, mode: RetrievalMode) -> Calibration | None:
        rows = await self._fetch(
            CALIBRATION_SQL,
            {"model": space.model_id, "dimensions": space.dimensions, "mode": mode.value},
            self._timeout,
        )
        if not rows:
            return None
        row = rows[0]
        lexical = row["lexical_threshold"]
        return Calibration(
            source="calibrated",
            similarity_threshold=float(row["similarity_threshold"]),
            embedding_model=space.model_id,
            embedding_dimensions=space.dimensions,
            retrieval_mode=mode.value,
            calibration_id=int(row["calibration_id"]),
            lexical_threshold=None if lexical is None else float(lexical),
            dataset=row["dataset"],
            corpus_version=row["corpus_version"],
            calibrated_at=row["calibrated_at"].isoformat(timespec="seconds"),
            section_recall=float(row["section_recall"]),
            section_precision=float(row["section_precision"]),
        )

    async def search_sources(
        self, corpus: str, space: EmbeddingSpace, embedding: Sequence[float], lexical_text: str | None, limit: int
    ) -> list[SourceCandidate]:
        params = {
            "embedding": Vector(list(embedding)),
            "corpus": corpus,
            "model": space.model_id,
            "limit": limit,
            "hybrid": lexical_text is not None,
            "lexical_text": lexical_text or "",
        }
        rows = await self._fetch(self._in_space(SOURCE_SEARCH_SQL, space.dimensions), params, self._timeout)
        return [source_candidate_from_row(row) for row in rows]

    async def corpus_indexed(self, corpus: str, space: EmbeddingSpace) -> bool:
        rows = await self._fetch(SOURCE_CORPUS_SQL, {"corpus": corpus, "model": space.model_id}, self._timeout)
        return bool(rows and rows[0]["indexed"])

    async def ready(self) -> bool:
        try:
            await self._fetch(READY_SQL, {}, self._readiness_timeout, probe=True)
        except ServiceError:
            return False
        return True


def timeouts_dsn(dsn: str, query_timeout_seconds: float) -> str:
    """The DSN with a server-side statement_timeout, so a stuck query cannot hold an RPC forever,
    read-only sessions (retrieval never writes, whatever the role could do), and generic plans.

    psycopg prepares a statement after its fifth use, but PostgreSQL still plans each execution anew
    while its custom plans look cheaper than the generic one: 0.19 ms of a 2.0 ms P3 search in an A/B
    run (planning alone 0.27-0.30 ms). Every plan of these statements has one shape whatever the parameters (the scope's
    releases by the release_id index, then the exact scan behind its fence), so the generic plan is
    kept from the first execution of a prepared statement on.
    """
    from psycopg import conninfo

    parts = conninfo.conninfo_to_dict(dsn)
    option = (
        f"-c statement_timeout={max(1, round(query_timeout_seconds * 1000))} -c default_transaction_read_only=on "
        "-c plan_cache_mode=force_generic_plan"
    )
    existing = str(parts.get("options") or "").strip()
    parts["options"] = f"{existing} {option}".strip()
    return conninfo.make_conninfo("", **parts)
