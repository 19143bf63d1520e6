"""The release write path on PostgreSQL (psycopg async, pgvector), as the policy_writer role.

``PostgresReleaseStore`` opens ``PostgresReleaseSession``s (one connection each: advisory locks are per
session); a session's ``transaction()`` is the ``PostgresTimelineTransaction`` unit of work. Connection
setup and error translation are in ``postgres.py``; the command line's read views in ``release_views.py``.
"""

from __future__ import annotations

import contextlib
import hashlib
import uuid
from collections.abc import AsyncIterator, Collection, Mapping, Sequence
from contextlib import asynccontextmanager
from datetime import date
from typing import Any, LiteralString

import psycopg
from pgvector import Vector as PgVector
from psycopg import sql
from psycopg.types.json import Jsonb

from ingestion.adapters.postgres import Connection, connection, database_errors
from ingestion.domain.decisions import ScopeState
from ingestion.domain.model import (
    NO_EMBEDDING,
    PolicyDocument,
    PolicyScope,
    RulesDocument,
    Scope,
    StoredRelease,
    edition_scope_text,
)
from ingestion.domain.ports import (
    ChunkRow,
    ReleaseNotFound,
    ReleaseRecord,
    ReleaseSession,
    ReleaseStore,
    TimelineTransaction,
)
from ingestion.domain.timeline import Joining, TimelineChanges, TimelineEntry
from services.embedders import embedding_column
from services.errors import ErrorReason, ServiceError
from services.rulepack import EditionScope
from services.vocabulary import Marketplace, ReleaseStatus

# Session-level advisory locks: held for a scope's whole publish, freed by PostgreSQL the
# moment the holder's connection ends (even when its process is killed with SIGKILL).
LOCK_SCOPE = "SELECT pg_advisory_lock(%(key)s)"

# Statements on many scopes take them as three parallel arrays: policy ids, marketplaces, locales.
TRY_LOCK_SCOPES = "SELECT key FROM unnest(%(keys)s::bigint[]) AS key WHERE pg_try_advisory_lock(key)"
UNLOCK_SCOPES = "SELECT pg_advisory_unlock(key) FROM unnest(%(keys)s::bigint[]) AS key"

FAIL_ABANDONED = """
UPDATE policy_release
   SET status = 'FAILED', failed_at = now(), failure_reason = %(reason)s
 WHERE (policy_id, marketplace, locale) IN (
       SELECT * FROM unnest(%(policy_ids)s::text[], %(marketplaces)s::text[], %(locales)s::text[]))
   AND status = 'INDEXING'
RETURNING release_id, policy_id, marketplace, locale
"""

DELETE_INACTIVE_CHUNKS = """
DELETE FROM policy_chunk
 WHERE release_id IN (
       SELECT release_id
         FROM policy_release
        WHERE (policy_id, marketplace, locale) IN (
              SELECT * FROM unnest(%(policy_ids)s::text[], %(marketplaces)s::text[], %(locales)s::text[]))
          AND status IN ('RETIRED', 'FAILED', 'REJECTED'))
"""

RETIRE_EXPIRED = """
UPDATE policy_release SET status = 'RETIRED', retired_at = now()
 WHERE (policy_id, marketplace, locale) IN (
       SELECT * FROM unnest(%(policy_ids)s::text[], %(marketplaces)s::text[], %(locales)s::text[]))
   AND status = 'ACTIVE' AND upper(validity) IS NOT NULL AND upper(validity) + %(retention_days)s <= %(today)s
RETURNING release_id
"""

# Every release of the run's scopes, with what deciding, placing and maintenance need: one query per run.
SCOPE_RELEASES = """
SELECT r.policy_id, r.marketplace, r.locale, r.release_id, r.version, r.checksum, r.status, r.embedding_model,
       r.effective_from, upper(r.validity) AS valid_until,
       (r.validity IS NOT NULL AND NOT isempty(r.validity)) AS on_timeline,
       (r.status IN ('RETIRED', 'FAILED', 'REJECTED')
        AND EXISTS (SELECT 1 FROM policy_chunk c WHERE c.release_id = r.release_id)) AS leftover_chunks
  FROM policy_release r
 WHERE (r.policy_id, r.marketplace, r.locale) IN (
       SELECT * FROM unnest(%(policy_ids)s::text[], %(marketplaces)s::text[], %(locales)s::text[]))
 ORDER BY r.effective_from, r.version
"""


TIMELINE_SCOPES = """
SELECT DISTINCT policy_id, marketplace, locale FROM policy_release WHERE status = 'ACTIVE' ORDER BY 1, 2, 3
"""

RELEASE_SCOPE = """
SELECT release_id, policy_id, marketplace, locale, version, effective_from, status, published_by
  FROM policy_release
 WHERE release_id = %(release_id)s
"""

JOINING = """
SELECT e.release_id, r.policy_id, r.marketplace, r.locale, r.version, r.effective_from
  FROM unnest(%(release_ids)s::uuid[]) WITH ORDINALITY AS e(release_id, n)
  LEFT JOIN policy_release r ON r.release_id = e.release_id
 ORDER BY e.n
"""

# Policy releases and rule pack editions share their lifecycle columns and states, so each lifecycle statement is
# written once and run on both tables; a statement changes only the rows of ids its own table holds.
RELEASE_TABLES = (sql.Identifier("policy_release"), sql.Identifier("rule_pack_release"))


def _for_each_release_table(template: LiteralString) -> tuple[sql.Composed, ...]:
    return tuple(sql.SQL(template).format(table=table) for table in RELEASE_TABLES)


async def _on_each_release_table(
    conn: Connection, statements: Sequence[sql.Composed], params: Mapping[str, Any]
) -> int:
    """Runs one lifecycle statement on every release table; the rows it changed in all of them."""
    return sum([(await conn.execute(statement, params)).rowcount for statement in statements])


# Final states of join_all(): replacements and closes only shrink validity, joins add what overlaps nothing.
REPLACE_ON_TIMELINE = _for_each_release_table("""
UPDATE {table} SET validity = 'empty'::daterange, status = 'RETIRED', retired_at = now()
 WHERE release_id = ANY(%(release_ids)s)
""")

CLOSE_VALIDITY = _for_each_release_table("""
UPDATE {table} AS r SET validity = daterange(lower(r.validity), c.until, '[)')
  FROM unnest(%(release_ids)s::uuid[], %(untils)s::date[]) AS c(release_id, until)
 WHERE r.release_id = c.release_id
""")

# A release a later one of the same run replaced (same effective date) ends RETIRED, as if it had joined first.
JOIN_TIMELINE = _for_each_release_table("""
UPDATE {table} AS r
   SET status = CASE WHEN j.taken_off THEN 'RETIRED' ELSE 'ACTIVE' END,
       validity = CASE WHEN j.taken_off THEN 'empty'::daterange ELSE daterange(r.effective_from, j.until, '[)') END,
       activated_at = now(),
       retired_at = CASE WHEN j.taken_off THEN now() END
  FROM unnest(%(release_ids)s::uuid[], %(untils)s::date[], %(taken_off)s::boolean[]) AS j(release_id, until, taken_off)
 WHERE r.release_id = j.release_id AND r.status IN ('INDEXING', 'AWAITING_APPROVAL')
""")

AWAIT_APPROVAL = _for_each_release_table("""
UPDATE {table} SET status = 'AWAITING_APPROVAL'
 WHERE release_id = ANY(%(release_ids)s) AND status = 'INDEXING'
""")

RECORD_APPROVAL = _for_each_release_table("""
UPDATE {table} SET approved_by = %(actor)s, approved_at = now()
 WHERE release_id = %(release_id)s AND status = 'AWAITING_APPROVAL'
""")

REJECT_RELEASE = _for_each_release_table("""
UPDATE {table}
   SET status = 'REJECTED', rejected_by = %(actor)s, rejected_at = now(), rejection_reason = %(reason)s
 WHERE release_id = %(release_id)s AND status = 'AWAITING_APPROVAL'
""")

DELETE_UNPUBLISHED_RELEASES = """
DELETE FROM policy_release WHERE release_id = ANY(%(release_ids)s) AND status IN ('FAILED', 'INDEXING')
"""

INSERT_INDEXING_RELEASE = """
INSERT INTO policy_release (
    release_id, policy_id, version, marketplace, locale, categories, effective_from, title, source_url,
    retrieved_at, supported_finding_codes, checksum, embedding_model, embedding_dimensions, status,
    expected_chunk_count, sections, published_by
) VALUES (
    %(release_id)s, %(policy_id)s, %(version)s, %(marketplace)s, %(locale)s, %(categories)s, %(effective_from)s,
    %(title)s, %(source_url)s, %(retrieved_at)s, %(supported_finding_codes)s, %(checksum)s, %(embedding_model)s,
    %(embedding_dimensions)s, 'INDEXING', %(expected_chunk_count)s, %(sections)s, %(published_by)s
)
"""

SELECT_CACHED_EMBEDDINGS = """
SELECT content_hash, embedding
  FROM embedding_cache
 WHERE embedding_model = %(embedding_model)s AND dimensions = %(dimensions)s AND content_hash = ANY(%(hashes)s)
"""

# The cache is filled from the chunks just COPYed (same transaction): vectors cross the wire once.
# The vector column depends on the embedding space; it is filled in from embedding_column().
CACHE_FROM_CHUNKS = sql.SQL(
    "INSERT INTO embedding_cache (content_hash, embedding_model, dimensions, embedding) "
    "SELECT DISTINCT ON (content_hash) content_hash, embedding_model, {dimensions}, {vector_column} "
    "FROM policy_chunk WHERE chunk_id = ANY(%(chunk_ids)s) AND content_hash = ANY(%(hashes)s) "
    "ORDER BY content_hash ON CONFLICT DO NOTHING"
)

# The vector column depends on the embedding space; it is filled in from embedding_column().
COPY_CHUNKS = sql.SQL(
    "COPY policy_chunk (chunk_id, release_id, section_id, section_heading, ordinal, content, content_hash, "
    "supported_finding_codes, metadata, embedding_model, {vector_column}, applies_to_conditions, "
    "applies_to_categories) FROM STDIN (FORMAT BINARY)"
)
COPY_CHUNK_TYPES = [
    "uuid",
    "uuid",
    "text",
    "text",
    "int4",
    "text",
    "text",
    "text[]",
    "jsonb",
    "text",
    "vector",
    "text[]",
    "text[]",
]

# INDEXING rows and chunk batches commit without waiting for their WAL flush: a database crash may
# lose the last of them, which leaves an INDEXING release with missing chunks (recovered by the next
# run, its vectors embedded again). The run's timeline transaction commits synchronously, and its
# flush covers every earlier commit of the session (WAL is written in order), so nothing that joins
# a timeline can be lost this way.
ASYNC_COMMIT = "SET LOCAL synchronous_commit = off"

COUNT_CHUNKS = """
SELECT release_id, count(*) AS stored FROM policy_chunk WHERE release_id = ANY(%(release_ids)s) GROUP BY release_id
"""

MARK_FAILED = """
UPDATE policy_release
   SET status = 'FAILED', failed_at = now(), failure_reason = %(reason)s
 WHERE release_id = ANY(%(release_ids)s) AND status = 'INDEXING'
RETURNING release_id
"""

DELETE_CHUNKS = "DELETE FROM policy_chunk WHERE release_id = %(release_id)s"
DELETE_CHUNKS_OF = "DELETE FROM policy_chunk WHERE release_id = ANY(%(release_ids)s)"

# The one audit insert: each event with its own kind and detail, in the order given; the history names the
# release with what it was when the event happened.
RECORD_EVENTS = """
INSERT INTO policy_release_event (event, release_id, policy_id, marketplace, locale, version, actor, checksum,
                                  chunk_count, detail)
SELECT e.event, r.release_id, r.policy_id, r.marketplace, r.locale, r.version, %(actor)s, r.checksum,
       r.expected_chunk_count, e.detail
  FROM unnest(%(events)s::text[], %(release_ids)s::uuid[], %(details)s::text[]) WITH ORDINALITY
       AS e(event, release_id, detail, n)
  JOIN policy_release r ON r.release_id = e.release_id
 ORDER BY e.n
"""


# Rule pack editions (migration 0013): the same steps on rule_pack_release, keyed by the scope's text.
RULES_SCOPE_RELEASES = """
SELECT r.marketplaces, r.locales, r.categories, r.release_id, r.version, r.content_hash AS checksum, r.status,
       r.effective_from, upper(r.validity) AS valid_until,
       (r.validity IS NOT NULL AND NOT isempty(r.validity)) AS on_timeline
  FROM rule_pack_release r
 WHERE rule_pack_scope(r.marketplaces, r.locales, r.categories) = ANY(%(scopes)s)
 ORDER BY r.effective_from, r.version
"""

RULES_RELEASE = """
SELECT release_id, marketplaces, locales, categories, version, effective_from, status, published_by
  FROM rule_pack_release
 WHERE release_id = %(release_id)s
"""

RULES_JOINING = """
SELECT r.release_id, r.marketplaces, r.locales, r.categories, r.version, r.effective_from
  FROM rule_pack_release r
 WHERE r.release_id = ANY(%(release_ids)s)
"""


RULES_FAIL_ABANDONED = """
UPDATE rule_pack_release
   SET status = 'FAILED', failed_at = now(), failure_reason = %(reason)s
 WHERE rule_pack_scope(marketplaces, locales, categories) = ANY(%(scopes)s) AND status = 'INDEXING'
RETURNING release_id, marketplaces, locales, categories
"""

RULES_DELETE_UNPUBLISHED = """
DELETE FROM rule_pack_release WHERE release_id = ANY(%(release_ids)s) AND status IN ('FAILED', 'INDEXING')
"""

RULES_INSERT_INDEXING = """
INSERT INTO rule_pack_release (
    release_id, version, marketplaces, locales, categories, effective_from, source, content_hash, status, published_by
) VALUES (
    %(release_id)s, %(version)s, %(marketplaces)s, %(locales)s, %(categories)s, %(effective_from)s, %(source)s,
    %(content_hash)s, 'INDEXING', %(published_by)s
)
"""

RULES_MARK_FAILED = """
UPDATE rule_pack_release
   SET status = 'FAILED', failed_at = now(), failure_reason = %(reason)s
 WHERE release_id = ANY(%(release_ids)s) AND status = 'INDEXING'
RETURNING release_id
"""

# The audit insert of editions, as RECORD_EVENTS; each statement records only the releases of its own table.
RECORD_RULES_EVENTS = """
INSERT INTO rule_pack_release_event (event, release_id, scope, version, actor, content_hash, detail)
SELECT e.event, r.release_id, rule_pack_scope(r.marketplaces, r.locales, r.categories), r.version, %(actor)s,
       r.content_hash, e.detail
  FROM unnest(%(events)s::text[], %(release_ids)s::uuid[], %(details)s::text[]) WITH ORDINALITY
       AS e(event, release_id, detail, n)
  JOIN rule_pack_release r ON r.release_id = e.release_id
 ORDER BY e.n
"""


def scope_lock_key(scope: Scope) -> int:
    """A signed 64-bit advisory lock key for the scope, namespaced so other lock users never collide."""
    if isinstance(scope, PolicyScope):
        name = f"policy-review/ingestion/{scope.policy_id}/{scope.marketplace}/{scope.locale}"
    else:
        name = f"policy-review/ingestion/rules/{edition_scope_text(scope)}"
    return int.from_bytes(hashlib.sha256(name.encode("utf-8")).digest()[:8], "big", signed=True)


def _policy_scopes(scopes: Sequence[Scope]) -> list[PolicyScope]:
    return [scope for scope in scopes if isinstance(scope, PolicyScope)]


def _edition_scopes(scopes: Sequence[Scope]) -> list[str]:
    return [edition_scope_text(scope) for scope in scopes if isinstance(scope, EditionScope)]


def _edition_scope(row: Mapping[str, Any]) -> EditionScope:
    return EditionScope(
        tuple(Marketplace(m) for m in row["marketplaces"]), tuple(row["locales"]), tuple(row["categories"])
    )


def _scopes_params(scopes: Sequence[PolicyScope]) -> dict[str, list[str]]:
    return {
        "policy_ids": [scope.policy_id for scope in scopes],
        "marketplaces": [scope.marketplace.value for scope in scopes],
        "locales": [scope.locale for scope in scopes],
    }


def _row_scope(row: Mapping[str, Any]) -> PolicyScope:
    return PolicyScope(row["policy_id"], Marketplace(row["marketplace"]), row["locale"])


def _scope_states(rows: Sequence[Mapping[str, Any]]) -> dict[Scope, ScopeState]:
    """Rows of SCOPE_RELEASES or RULES_SCOPE_RELEASES (by effective date) grouped into each scope's state."""
    grouped: dict[Scope, list[Mapping[str, Any]]] = {}
    for row in rows:
        scope: Scope = _row_scope(row) if "policy_id" in row else _edition_scope(row)
        grouped.setdefault(scope, []).append(row)
    return {
        scope: ScopeState(
            releases={
                row["version"]: StoredRelease(
                    release_id=row["release_id"],
                    version=row["version"],
                    checksum=row["checksum"],
                    status=ReleaseStatus(row["status"]),
                    embedding_model=row.get("embedding_model", NO_EMBEDDING),
                )
                for row in scope_rows
            },
            timeline=tuple(
                TimelineEntry(row["release_id"], row["version"], row["effective_from"], row["valid_until"])
                for row in scope_rows
                if row["on_timeline"]
            ),
            ended=tuple(
                (row["release_id"], row["valid_until"])
                for row in scope_rows
                if row["status"] == ReleaseStatus.ACTIVE.value and row["on_timeline"] and row["valid_until"]
            ),
            unfinished=any(
                row["status"] == ReleaseStatus.INDEXING.value or row.get("leftover_chunks", False) for row in scope_rows
            ),
        )
        for scope, scope_rows in grouped.items()
    }


Event = tuple[str, uuid.UUID, str]


def _each(event: str, release_ids: Sequence[uuid.UUID], detail: str = "") -> list[Event]:
    return [(event, release_id, detail) for release_id in release_ids]


async def _record(conn: Connection, actor: str, events: Sequence[Event]) -> None:
    """Appends the events to the audit history, in the order given, inside the caller's transaction."""
    if events:
        params = {
            "events": [event for event, _, _ in events],
            "release_ids": [release_id for _, release_id, _ in events],
            "details": [detail[:500] for _, _, detail in events],
            "actor": actor,
        }
        await conn.execute(RECORD_EVENTS, params)
        await conn.execute(RECORD_RULES_EVENTS, params)


async def _rows(conn: Connection, scopes: Sequence[Scope]) -> list[dict[str, Any]]:
    """Every release of the scopes, policies' and editions', each kind by effective date."""
    rows: list[dict[str, Any]] = []
    if policies := _policy_scopes(scopes):
        rows += await (await conn.execute(SCOPE_RELEASES, _scopes_params(policies))).fetchall()
    if editions := _edition_scopes(scopes):
        rows += await (await conn.execute(RULES_SCOPE_RELEASES, {"scopes": editions})).fetchall()
    return rows


class PostgresReleaseStore(ReleaseStore):
    """A session is one connection from the writer DSN; nothing is opened until a use case asks."""

    def __init__(self, dsn: str) -> None:
        self._dsn = dsn

    @asynccontextmanager
    async def session(self) -> AsyncIterator[PostgresReleaseSession]:
        async with connection(self._dsn) as conn:
            yield PostgresReleaseSession(conn)


class PostgresTimelineTransaction(TimelineTransaction):
    """Statements inside the session's open transaction; the session commits or rolls it back."""

    def __init__(self, conn: Connection) -> None:
        self._conn = conn

    async def release(self, release_id: uuid.UUID) -> ReleaseRecord:
        row = await (await self._conn.execute(RELEASE_SCOPE, {"release_id": release_id})).fetchone()
        if row is None:
            row = await (await self._conn.execute(RULES_RELEASE, {"release_id": release_id})).fetchone()
        if row is None:
            raise ReleaseNotFound(str(release_id))
        return ReleaseRecord(
            release_id=row["release_id"],
            scope=_row_scope(row) if "policy_id" in row else _edition_scope(row),
            version=row["version"],
            effective_from=row["effective_from"],
            status=ReleaseStatus(row["status"]),
            published_by=row["published_by"],
        )

    async def joining(self, release_ids: Sequence[uuid.UUID]) -> list[Joining]:
        rows = await (await self._conn.execute(JOINING, {"release_ids": list(release_ids)})).fetchall()
        editions = {
            row["release_id"]: row
            for row in await (await self._conn.execute(RULES_JOINING, {"release_ids": list(release_ids)})).fetchall()
        }
        joining: list[Joining] = []
        for row in rows:
            if row["policy_id"] is not None:
                joining.append(Joining(_row_scope(row), row["release_id"], row["version"], row["effective_from"]))
            elif (edition := editions.get(row["release_id"])) is not None:
                scope = _edition_scope(edition)
                joining.append(Joining(scope, edition["release_id"], edition["version"], edition["effective_from"]))
            else:
                raise ReleaseNotFound(str(row["release_id"]))
        return joining

    async def timelines(self, scopes: Sequence[Scope]) -> dict[Scope, tuple[TimelineEntry, ...]]:
        rows = await _rows(self._conn, scopes)
        return {scope: state.timeline for scope, state in _scope_states(rows).items()}

    async def await_approval(self, release_ids: Sequence[uuid.UUID], actor: str) -> None:
        params = {"release_ids": list(release_ids)}
        if await _on_each_release_table(self._conn, AWAIT_APPROVAL, params) != len(release_ids):
            raise ServiceError(ErrorReason.INDEX_CORRUPTED, "The release was no longer being indexed.")
        await _record(self._conn, actor, _each("PUBLISHED", release_ids, "awaiting approval"))

    async def approve(self, release_id: uuid.UUID, actor: str) -> None:
        params = {"release_id": release_id, "actor": actor}
        if await _on_each_release_table(self._conn, RECORD_APPROVAL, params) != 1:
            raise ReleaseNotFound(str(release_id))
        await _record(self._conn, actor, _each("APPROVED", [release_id]))

    async def reject(self, release_id: uuid.UUID, actor: str, reason: str) -> None:
        params = {"release_id": release_id, "actor": actor, "reason": reason}
        if await _on_each_release_table(self._conn, REJECT_RELEASE, params) != 1:
            raise ReleaseNotFound(str(release_id))
        await self._conn.execute(DELETE_CHUNKS, {"release_id": release_id})
        await _record(self._conn, actor, _each("REJECTED", [release_id], reason))

    async def place(self, changes: TimelineChanges, actor: str) -> None:
        # Replacements and closes only shrink validity and joins add what overlaps nothing, in this order, so the
        # exclusion constraint (checked row by row) sees no overlap even for a moment.
        # Each statement changes only the releases of its own table (policies', or rule pack editions').
        if changes.replaced:
            await _on_each_release_table(self._conn, REPLACE_ON_TIMELINE, {"release_ids": list(changes.replaced)})
        if changes.closes:
            closes = {"release_ids": [r for r, _ in changes.closes], "untils": [until for _, until in changes.closes]}
            await _on_each_release_table(self._conn, CLOSE_VALIDITY, closes)
        joins = {
            "release_ids": [release for release, _, _ in changes.joins],
            "untils": [until for _, until, _ in changes.joins],
            "taken_off": [off for _, _, off in changes.joins],
        }
        if await _on_each_release_table(self._conn, JOIN_TIMELINE, joins) != len(changes.joins):
            raise ServiceError(ErrorReason.INDEX_CORRUPTED, "The release was no longer waiting to join the timeline.")
        await _record(self._conn, actor, changes.events)

    async def retire_expired(
        self, scopes: Sequence[Scope], today: date, retention_days: int, actor: str
    ) -> list[uuid.UUID]:
        # Rule pack editions have no chunks to free: a superseded edition stays resolvable for its dates.
        policies = _policy_scopes(scopes)
        if not policies:
            return []
        params = {**_scopes_params(policies), "today": today, "retention_days": retention_days}
        rows = await (await self._conn.execute(RETIRE_EXPIRED, params)).fetchall()
        retired = [row["release_id"] for row in rows]
        if retired:
            await self._conn.execute(DELETE_CHUNKS_OF, {"release_ids": retired})
            await _record(
                self._conn, actor, _each("CLEANED_UP", retired, f"superseded more than {retention_days} days ago")
            )
        return retired


class PostgresReleaseSession(ReleaseSession):
    """One connection: the advisory lock is per session, so every step of a scope's publish uses it."""

    def __init__(self, conn: Connection) -> None:
        self._conn = conn

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[TimelineTransaction]:
        # The translation wraps the commit too: the exclusion constraint may refuse there.
        with database_errors():
            async with self._conn.transaction():
                yield PostgresTimelineTransaction(self._conn)

    @asynccontextmanager
    async def locked(self, scope: Scope) -> AsyncIterator[None]:
        async with self.locked_all([scope]):
            yield

    @asynccontextmanager
    async def locked_all(self, scopes: Sequence[Scope]) -> AsyncIterator[bool]:
        # One round trip when no other publisher holds any of the scopes. Otherwise every lock is
        # given back and they are taken one by one in the order given, waiting where needed: a run
        # that waits holds only locks earlier in the global order, so concurrent runs cannot deadlock.
        keys = list(dict.fromkeys(scope_lock_key(scope) for scope in scopes))
        held: list[int] = []
        try:
            with database_errors():
                held = await self._try_lock(keys)
                waited = len(held) < len(keys)
                if waited:
                    await self._unlock(held)
                    held = []
                    for key in keys:
                        await self._conn.execute(LOCK_SCOPE, {"key": key})
                        held.append(key)
            yield waited
        finally:
            await self._unlock(held)

    @asynccontextmanager
    async def try_locked(self, scopes: Sequence[Scope]) -> AsyncIterator[list[Scope]]:
        by_key = {scope_lock_key(scope): scope for scope in scopes}
        with database_errors():
            held = await self._try_lock(list(by_key))
        try:
            yield [by_key[key] for key in held]
        finally:
            await self._unlock(held)

    async def _try_lock(self, keys: list[int]) -> list[int]:
        if not keys:
            return []
        rows = await (await self._conn.execute(TRY_LOCK_SCOPES, {"keys": keys})).fetchall()
        return [row["key"] for row in rows]

    async def _unlock(self, keys: list[int]) -> None:
        if keys and not self._conn.closed and not self._conn.broken:
            # Closing the connection frees the locks anyway.
            with contextlib.suppress(psycopg.Error):
                await self._conn.execute(UNLOCK_SCOPES, {"keys": keys})

    async def scope_states(self, scopes: Sequence[Scope]) -> dict[Scope, ScopeState]:
        with database_errors():
            rows = await _rows(self._conn, scopes)
        states = _scope_states(rows)
        return {scope: states.get(scope, ScopeState()) for scope in scopes}

    async def timeline_scopes(self) -> list[Scope]:
        with database_errors():
            rows = await (await self._conn.execute(TIMELINE_SCOPES)).fetchall()
        return [_row_scope(row) for row in rows]

    async def recover(self, scopes: Sequence[Scope], reason: str, actor: str) -> list[tuple[Scope, uuid.UUID]]:
        abandoned: list[tuple[Scope, uuid.UUID]] = []
        with database_errors():
            async with self._conn.transaction():
                if policies := _policy_scopes(scopes):
                    cursor = await self._conn.execute(FAIL_ABANDONED, {**_scopes_params(policies), "reason": reason})
                    abandoned += [(_row_scope(row), row["release_id"]) for row in await cursor.fetchall()]
                    await self._conn.execute(DELETE_INACTIVE_CHUNKS, _scopes_params(policies))
                if editions := _edition_scopes(scopes):
                    cursor = await self._conn.execute(RULES_FAIL_ABANDONED, {"scopes": editions, "reason": reason})
                    abandoned += [(_edition_scope(row), row["release_id"]) for row in await cursor.fetchall()]
                await _record(self._conn, actor, _each("FAILED", [release for _, release in abandoned], reason))
        return abandoned

    async def create_indexing(
        self,
        releases: Sequence[tuple[PolicyDocument | RulesDocument, int]],
        *,
        replacing: Sequence[uuid.UUID] = (),
        embedding_model: str,
        dimensions: int,
        published_by: str,
    ) -> None:
        policies = [(d, n) for d, n in releases if isinstance(d, PolicyDocument)]
        editions = [d for d, _ in releases if isinstance(d, RulesDocument)]
        with database_errors():
            async with self._conn.transaction():
                await self._conn.execute(ASYNC_COMMIT)
                if replacing:
                    for statement in (DELETE_UNPUBLISHED_RELEASES, RULES_DELETE_UNPUBLISHED):
                        await self._conn.execute(statement, {"release_ids": list(replacing)})
                async with self._conn.cursor() as cursor:
                    if policies:
                        await cursor.executemany(
                            INSERT_INDEXING_RELEASE,
                            [
                                _indexing_row(document, expected, embedding_model, dimensions, published_by)
                                for document, expected in policies
                            ],
                        )
                    if editions:
                        await cursor.executemany(
                            RULES_INSERT_INDEXING, [_edition_row(document, published_by) for document in editions]
                        )
                await _record(
                    self._conn,
                    published_by,
                    _each("PUBLISHED", [document.release_id for document, _ in releases], "indexing"),
                )

    async def cached_embeddings(
        self, content_hashes: Sequence[str], *, embedding_model: str, dimensions: int
    ) -> dict[str, list[float]]:
        if not content_hashes:
            return {}
        with database_errors():
            cursor = await self._conn.execute(
                SELECT_CACHED_EMBEDDINGS,
                {"embedding_model": embedding_model, "dimensions": dimensions, "hashes": list(content_hashes)},
            )
            rows = await cursor.fetchall()
        return {row["content_hash"]: [float(x) for x in row["embedding"].to_list()] for row in rows}

    async def write_chunks(
        self,
        fresh: Collection[str],
        chunks: Sequence[ChunkRow],
        *,
        embedding_model: str,
        dimensions: int,
    ) -> None:
        if not chunks:
            return
        column = sql.Identifier(embedding_column(dimensions))
        with database_errors():
            async with self._conn.transaction():
                await self._conn.execute(ASYNC_COMMIT)
                async with (
                    self._conn.cursor() as cursor,
                    cursor.copy(COPY_CHUNKS.format(vector_column=column)) as copy,
                ):
                    copy.set_types(COPY_CHUNK_TYPES)
                    for row in chunks:
                        await copy.write_row(_chunk_row(row, embedding_model))
                if fresh:
                    hashes = set(fresh)
                    await self._conn.execute(
                        CACHE_FROM_CHUNKS.format(dimensions=sql.Literal(dimensions), vector_column=column),
                        {
                            "chunk_ids": [row.chunk.chunk_id for row in chunks if row.chunk.content_hash in hashes],
                            "hashes": list(hashes),
                        },
                    )

    async def count_chunks(self, release_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, int]:
        with database_errors():
            rows = await (await self._conn.execute(COUNT_CHUNKS, {"release_ids": list(release_ids)})).fetchall()
        counted = {row["release_id"]: int(row["stored"]) for row in rows}
        return {release_id: counted.get(release_id, 0) for release_id in release_ids}

    async def delete_chunks(self, release_id: uuid.UUID) -> None:
        with database_errors():
            await self._conn.execute(DELETE_CHUNKS, {"release_id": release_id})

    async def fail(self, release_ids: Sequence[uuid.UUID], reason: str, actor: str) -> None:
        with database_errors():
            async with self._conn.transaction():
                params = {"release_ids": list(release_ids), "reason": reason}
                rows = await (await self._conn.execute(MARK_FAILED, params)).fetchall()
                rows += await (await self._conn.execute(RULES_MARK_FAILED, params)).fetchall()
                await self._conn.execute(DELETE_CHUNKS_OF, {"release_ids": list(release_ids)})
                await _record(self._conn, actor, _each("FAILED", [row["release_id"] for row in rows], reason))


def _chunk_row(row: ChunkRow, embedding_model: str) -> tuple[Any, ...]:
    """One COPY row, in COPY_CHUNKS' column order."""
    chunk = row.chunk
    return (
        chunk.chunk_id,
        row.release_id,
        chunk.section_id,
        chunk.section_heading,
        chunk.ordinal,
        chunk.text,
        chunk.content_hash,
        [code.value for code in chunk.finding_codes],
        Jsonb({"policy_title": row.policy_title, "section_chunk_count": chunk.section_chunk_count}),
        embedding_model,
        PgVector(list(row.vector)),
        [condition.value for condition in chunk.applies_to_conditions],
        list(chunk.applies_to_categories),
    )


def _indexing_row(
    document: PolicyDocument, expected_chunks: int, embedding_model: str, dimensions: int, published_by: str
) -> dict[str, Any]:
    sections = [
        {
            "sectionId": section.section_id,
            "heading": section.heading,
            "findingCodes": [code.value for code in section.finding_codes],
            "text": section.text,
        }
        for section in document.sections
    ]
    return {
        "policy_id": document.policy_id,
        "marketplace": document.marketplace.value,
        "locale": document.locale,
        "release_id": document.release_id,
        "version": document.version,
        "categories": list(document.categories),
        "effective_from": document.effective_from,
        "title": document.title,
        "source_url": document.source_url,
        "retrieved_at": document.retrieved_at,
        "supported_finding_codes": [code.value for code in document.supported_finding_codes],
        "checksum": document.checksum,
        "embedding_model": embedding_model,
        "embedding_dimensions": dimensions,
        "expected_chunk_count": expected_chunks,
        "sections": Jsonb(sections),
        "published_by": published_by,
    }


def _edition_row(document: RulesDocument, published_by: str) -> dict[str, Any]:
    return {
        "release_id": document.release_id,
        "version": document.version,
        "marketplaces": [marketplace.value for marketplace in document.scope.marketplaces],
        "locales": list(document.scope.locales),
        "categories": list(document.scope.categories),
        "effective_from": document.effective_from,
        "source": document.source[-500:],
        "content_hash": document.checksum,
        "published_by": published_by,
    }
