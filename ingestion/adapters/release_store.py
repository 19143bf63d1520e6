"""The ReleaseStore port on PostgreSQL (psycopg async, pgvector), as the policy_writer role."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import uuid
from collections.abc import AsyncIterator, Callable, Coroutine, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Concatenate, ParamSpec, TypeVar

import psycopg
from pgvector import Vector as PgVector
from pgvector.psycopg import register_vector_async
from psycopg import sql
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from ingestion.domain.model import PolicyChunk, PolicyDocument, PolicyScope, StoredRelease
from ingestion.domain.ports import ConcurrentActivation, ReleaseStore, Vector
from services.embedders import embedding_column
from services.errors import ErrorReason, ServiceError
from services.vocabulary import ReleaseStatus

APPLICATION_NAME = "policy-review-ingestion"

# Session-level advisory locks: held for a scope's whole publish, freed by PostgreSQL the
# moment the holder's connection ends (even when its process is killed with SIGKILL).
TRY_LOCK_SCOPE = "SELECT pg_try_advisory_lock(%(key)s) AS locked"
LOCK_SCOPE = "SELECT pg_advisory_lock(%(key)s)"
UNLOCK_SCOPE = "SELECT pg_advisory_unlock(%(key)s)"

FAIL_ABANDONED = """
UPDATE policy_release
   SET status = 'FAILED', failed_at = now(), failure_reason = %(reason)s
 WHERE policy_id = %(policy_id)s AND marketplace = %(marketplace)s AND locale = %(locale)s
   AND status = 'INDEXING'
RETURNING release_id
"""

DELETE_INACTIVE_CHUNKS = """
DELETE FROM policy_chunk
 WHERE release_id IN (
       SELECT release_id
         FROM policy_release
        WHERE policy_id = %(policy_id)s AND marketplace = %(marketplace)s AND locale = %(locale)s
          AND status IN ('RETIRED', 'FAILED'))
"""

FIND_RELEASE = """
SELECT release_id, version, checksum, status, embedding_model
  FROM policy_release
 WHERE policy_id = %(policy_id)s AND marketplace = %(marketplace)s AND locale = %(locale)s
   AND version = %(version)s
"""

FIND_ACTIVE = """
SELECT release_id, version, checksum, status, embedding_model
  FROM policy_release
 WHERE policy_id = %(policy_id)s AND marketplace = %(marketplace)s AND locale = %(locale)s
   AND status = 'ACTIVE'
"""

DELETE_UNPUBLISHED_RELEASE = """
DELETE FROM policy_release WHERE release_id = %(release_id)s AND status IN ('FAILED', 'INDEXING')
"""

INSERT_INDEXING_RELEASE = """
INSERT INTO policy_release (
    release_id, policy_id, version, marketplace, locale, categories, effective_from, title, source_url,
    retrieved_at, supported_finding_codes, checksum, embedding_model, embedding_dimensions, status,
    expected_chunk_count
) VALUES (
    %(release_id)s, %(policy_id)s, %(version)s, %(marketplace)s, %(locale)s, %(categories)s, %(effective_from)s,
    %(title)s, %(source_url)s, %(retrieved_at)s, %(supported_finding_codes)s, %(checksum)s, %(embedding_model)s,
    %(embedding_dimensions)s, 'INDEXING', %(expected_chunk_count)s
)
"""

SELECT_CACHED_EMBEDDINGS = """
SELECT content_hash, embedding
  FROM embedding_cache
 WHERE embedding_model = %(embedding_model)s AND dimensions = %(dimensions)s AND content_hash = ANY(%(hashes)s)
"""

INSERT_CACHED_EMBEDDING = """
INSERT INTO embedding_cache (content_hash, embedding_model, dimensions, embedding)
VALUES (%(content_hash)s, %(embedding_model)s, %(dimensions)s, %(embedding)s)
ON CONFLICT DO NOTHING
"""

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

COUNT_CHUNKS = "SELECT count(*) AS stored FROM policy_chunk WHERE release_id = %(release_id)s"

RETIRE_ACTIVE = """
UPDATE policy_release
   SET status = 'RETIRED', retired_at = now()
 WHERE policy_id = %(policy_id)s AND marketplace = %(marketplace)s AND locale = %(locale)s
   AND status = 'ACTIVE' AND release_id <> %(release_id)s
RETURNING release_id
"""

ACTIVATE_RELEASE = """
UPDATE policy_release
   SET status = 'ACTIVE', activated_at = now()
 WHERE release_id = %(release_id)s AND status = 'INDEXING'
"""

MARK_FAILED = """
UPDATE policy_release
   SET status = 'FAILED', failed_at = now(), failure_reason = %(reason)s
 WHERE release_id = %(release_id)s AND status = 'INDEXING'
"""

DELETE_CHUNKS = "DELETE FROM policy_chunk WHERE release_id = %(release_id)s"

LIST_ACTIVE = """
SELECT r.policy_id, r.marketplace, r.locale, r.version, r.embedding_model, r.embedding_dimensions,
       r.activated_at, count(c.chunk_id) AS chunks
  FROM policy_release r
  LEFT JOIN policy_chunk c ON c.release_id = r.release_id
 WHERE r.status = 'ACTIVE'
 GROUP BY r.release_id
 ORDER BY r.marketplace, r.locale, r.policy_id
"""

_P = ParamSpec("_P")
_T = TypeVar("_T")


def _store_errors(
    method: Callable[Concatenate[PostgresReleaseStore, _P], Coroutine[Any, Any, _T]],
) -> Callable[Concatenate[PostgresReleaseStore, _P], Coroutine[Any, Any, _T]]:
    """Database failures become POLICY_STORE_UNAVAILABLE: the report shows the reason, never SQL or driver text."""

    @functools.wraps(method)
    async def wrapper(self: PostgresReleaseStore, /, *args: _P.args, **kwargs: _P.kwargs) -> _T:
        try:
            return await method(self, *args, **kwargs)
        except psycopg.Error as error:
            raise ServiceError(ErrorReason.POLICY_STORE_UNAVAILABLE) from error

    return wrapper


def scope_lock_key(scope: PolicyScope) -> int:
    """A signed 64-bit advisory lock key for the scope, namespaced so other lock users never collide."""
    name = f"policy-review/ingestion/{scope.policy_id}/{scope.marketplace}/{scope.locale}"
    return int.from_bytes(hashlib.sha256(name.encode("utf-8")).digest()[:8], "big", signed=True)


def _scope_params(scope: PolicyScope) -> dict[str, str]:
    return {"policy_id": scope.policy_id, "marketplace": scope.marketplace.value, "locale": scope.locale}


def _stored(row: dict[str, Any] | None) -> StoredRelease | None:
    if row is None:
        return None
    return StoredRelease(
        release_id=row["release_id"],
        version=row["version"],
        checksum=row["checksum"],
        status=ReleaseStatus(row["status"]),
        embedding_model=row["embedding_model"],
    )


async def connect(dsn: str, *, connect_timeout: float = 10.0) -> psycopg.AsyncConnection[dict[str, Any]]:
    """An autocommit connection with pgvector types; multi-statement steps open explicit transactions."""
    try:
        conn = await psycopg.AsyncConnection.connect(
            dsn,
            autocommit=True,
            row_factory=dict_row,
            connect_timeout=max(1, round(connect_timeout)),
            application_name=APPLICATION_NAME,
        )
        await register_vector_async(conn)
    except psycopg.Error as error:
        raise ServiceError(ErrorReason.POLICY_STORE_UNAVAILABLE) from error
    return conn


class PostgresReleaseStore(ReleaseStore):
    """One connection: the advisory lock is per session, so every step of a scope's publish uses it."""

    def __init__(self, conn: psycopg.AsyncConnection[dict[str, Any]]) -> None:
        self._conn = conn
        self.waited_for_lock = False

    @classmethod
    @asynccontextmanager
    async def open(cls, dsn: str) -> AsyncIterator[PostgresReleaseStore]:
        conn = await connect(dsn)
        try:
            yield cls(conn)
        finally:
            await conn.close()

    @asynccontextmanager
    async def locked(self, scope: PolicyScope) -> AsyncIterator[None]:
        params = {"key": scope_lock_key(scope)}
        try:
            row = await (await self._conn.execute(TRY_LOCK_SCOPE, params)).fetchone()
            self.waited_for_lock = not (row is not None and row["locked"])
            if self.waited_for_lock:
                await self._conn.execute(LOCK_SCOPE, params)
        except psycopg.Error as error:
            raise ServiceError(ErrorReason.POLICY_STORE_UNAVAILABLE) from error
        try:
            yield
        finally:
            if not self._conn.closed and not self._conn.broken:
                # Closing the connection frees the lock anyway.
                with contextlib.suppress(psycopg.Error):
                    await self._conn.execute(UNLOCK_SCOPE, params)

    @_store_errors
    async def recover(self, scope: PolicyScope, reason: str) -> list[uuid.UUID]:
        async with self._conn.transaction():
            cursor = await self._conn.execute(FAIL_ABANDONED, {**_scope_params(scope), "reason": reason})
            rows = await cursor.fetchall()
            await self._conn.execute(DELETE_INACTIVE_CHUNKS, _scope_params(scope))
        return [row["release_id"] for row in rows]

    @_store_errors
    async def find_release(self, scope: PolicyScope, version: str) -> StoredRelease | None:
        cursor = await self._conn.execute(FIND_RELEASE, {**_scope_params(scope), "version": version})
        return _stored(await cursor.fetchone())

    @_store_errors
    async def active_release(self, scope: PolicyScope) -> StoredRelease | None:
        return _stored(await (await self._conn.execute(FIND_ACTIVE, _scope_params(scope))).fetchone())

    @_store_errors
    async def delete_release(self, release_id: uuid.UUID) -> None:
        await self._conn.execute(DELETE_UNPUBLISHED_RELEASE, {"release_id": release_id})

    @_store_errors
    async def create_indexing(
        self, document: PolicyDocument, *, embedding_model: str, dimensions: int, expected_chunks: int
    ) -> None:
        await self._conn.execute(
            INSERT_INDEXING_RELEASE,
            {
                **_scope_params(document.scope),
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
            },
        )

    @_store_errors
    async def cached_embeddings(
        self, content_hashes: Sequence[str], *, embedding_model: str, dimensions: int
    ) -> dict[str, list[float]]:
        if not content_hashes:
            return {}
        cursor = await self._conn.execute(
            SELECT_CACHED_EMBEDDINGS,
            {"embedding_model": embedding_model, "dimensions": dimensions, "hashes": list(content_hashes)},
        )
        return {row["content_hash"]: [float(x) for x in row["embedding"].to_list()] for row in await cursor.fetchall()}

    @_store_errors
    async def cache_embeddings(self, vectors: Mapping[str, Vector], *, embedding_model: str, dimensions: int) -> None:
        if not vectors:
            return
        async with self._conn.cursor() as cursor:
            await cursor.executemany(
                INSERT_CACHED_EMBEDDING,
                [
                    {
                        "content_hash": content_hash,
                        "embedding_model": embedding_model,
                        "dimensions": dimensions,
                        "embedding": PgVector(list(vector)),
                    }
                    for content_hash, vector in vectors.items()
                ],
            )

    @_store_errors
    async def write_chunks(
        self,
        release_id: uuid.UUID,
        chunks: Sequence[tuple[PolicyChunk, Vector]],
        *,
        policy_title: str,
        embedding_model: str,
        dimensions: int,
    ) -> None:
        statement = COPY_CHUNKS.format(vector_column=sql.Identifier(embedding_column(dimensions)))
        async with self._conn.cursor() as cursor, cursor.copy(statement) as copy:
            copy.set_types(COPY_CHUNK_TYPES)
            for chunk, vector in chunks:
                await copy.write_row(
                    (
                        chunk.chunk_id,
                        release_id,
                        chunk.section_id,
                        chunk.section_heading,
                        chunk.ordinal,
                        chunk.text,
                        chunk.content_hash,
                        [code.value for code in chunk.finding_codes],
                        Jsonb({"policy_title": policy_title, "section_chunk_count": chunk.section_chunk_count}),
                        embedding_model,
                        PgVector(list(vector)),
                        [condition.value for condition in chunk.applies_to_conditions],
                        list(chunk.applies_to_categories),
                    )
                )

    @_store_errors
    async def count_chunks(self, release_id: uuid.UUID) -> int:
        row = await (await self._conn.execute(COUNT_CHUNKS, {"release_id": release_id})).fetchone()
        return int(row["stored"]) if row is not None else 0

    @_store_errors
    async def activate(self, scope: PolicyScope, release_id: uuid.UUID) -> list[uuid.UUID]:
        try:
            async with self._conn.transaction():
                retired = await (
                    await self._conn.execute(RETIRE_ACTIVE, {**_scope_params(scope), "release_id": release_id})
                ).fetchall()
                cursor = await self._conn.execute(ACTIVATE_RELEASE, {"release_id": release_id})
                if cursor.rowcount != 1:
                    raise ServiceError(ErrorReason.INDEX_CORRUPTED, "The release was no longer being indexed.")
        except psycopg.errors.UniqueViolation as error:
            raise ConcurrentActivation() from error
        return [row["release_id"] for row in retired]

    @_store_errors
    async def delete_chunks(self, release_id: uuid.UUID) -> None:
        await self._conn.execute(DELETE_CHUNKS, {"release_id": release_id})

    @_store_errors
    async def fail(self, release_id: uuid.UUID, reason: str) -> None:
        async with self._conn.transaction():
            await self._conn.execute(MARK_FAILED, {"release_id": release_id, "reason": reason})
            await self._conn.execute(DELETE_CHUNKS, {"release_id": release_id})


@dataclass(frozen=True)
class ActiveRelease:
    policy_id: str
    marketplace: str
    locale: str
    version: str
    embedding_model: str
    embedding_dimensions: int
    activated_at: datetime | None
    chunks: int


async def list_active_releases(dsn: str) -> list[ActiveRelease]:
    """Every ACTIVE release with its stored chunk count (``python -m ingestion status``)."""
    conn = await connect(dsn)
    try:
        rows = await (await conn.execute(LIST_ACTIVE)).fetchall()
    except psycopg.Error as error:
        raise ServiceError(ErrorReason.POLICY_STORE_UNAVAILABLE) from error
    finally:
        await conn.close()
    return [ActiveRelease(**row) for row in rows]
