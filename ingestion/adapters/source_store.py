"""Source-corpus chunks, the per-file manifest and the per-run manifest on PostgreSQL (policy_writer role)."""

from __future__ import annotations

import contextlib
import hashlib
import uuid
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import Any

import psycopg
from pgvector import Vector as PgVector
from psycopg import sql

from ingestion.adapters.postgres import Connection, connection, database_errors, fetch_all
from ingestion.domain.ports import (
    CorpusBusy,
    CorpusDeletion,
    CorpusSession,
    CorpusSummary,
    ManifestEntry,
    SourceStore,
)
from ingestion.domain.sources import SourceChunk, chunk_id
from services.embedders import embedding_column

TRY_LOCK = "SELECT pg_try_advisory_lock(%(key)s) AS locked"
UNLOCK = "SELECT pg_advisory_unlock(%(key)s)"

INTERRUPT_DEAD_RUNS = """
UPDATE source_index_run SET status = 'INTERRUPTED', finished_at = now()
 WHERE corpus = %(corpus)s AND status = 'RUNNING'
RETURNING run_id
"""
START_RUN = "INSERT INTO source_index_run (run_id, corpus, status) VALUES (%(run_id)s, %(corpus)s, 'RUNNING')"
FINISH_RUN = """
UPDATE source_index_run
   SET status = %(status)s, finished_at = now(), files_seen = %(seen)s, files_indexed = %(indexed)s,
       files_skipped = %(skipped)s
 WHERE run_id = %(run_id)s
"""

# The manifest with what the chunks table really holds for each file at its recorded checksum,
# so a file whose rows were lost or half-written is re-indexed, not trusted.
MANIFEST = """
SELECT f.path, f.checksum, f.chunk_count, f.embedding_model,
       (SELECT count(*) FROM source_chunk AS c
         WHERE c.corpus = f.corpus AND c.path = f.path AND c.checksum = f.checksum
           AND c.embedding_model = f.embedding_model) AS stored
  FROM source_file AS f
 WHERE f.corpus = %(corpus)s
"""
UPSERT_CHUNK = """
INSERT INTO source_chunk (chunk_id, corpus, path, ordinal, line_start, line_end, heading, content, checksum,
                          embedding_model, embedding_256, embedding_768)
VALUES (%(chunk_id)s, %(corpus)s, %(path)s, %(ordinal)s, %(line_start)s, %(line_end)s, %(heading)s, %(content)s,
        %(checksum)s, %(model)s, %(embedding_256)s, %(embedding_768)s)
ON CONFLICT (chunk_id) DO UPDATE
   SET line_start = excluded.line_start, line_end = excluded.line_end, heading = excluded.heading,
       content = excluded.content, checksum = excluded.checksum, embedding_model = excluded.embedding_model,
       embedding_256 = excluded.embedding_256, embedding_768 = excluded.embedding_768
"""
DELETE_STALE = "DELETE FROM source_chunk WHERE corpus = %(corpus)s AND path = %(path)s AND ordinal >= %(count)s"
UPSERT_FILE = """
INSERT INTO source_file (corpus, path, checksum, chunk_count, embedding_model)
VALUES (%(corpus)s, %(path)s, %(checksum)s, %(count)s, %(model)s)
ON CONFLICT (corpus, path) DO UPDATE
   SET checksum = excluded.checksum, chunk_count = excluded.chunk_count,
       embedding_model = excluded.embedding_model, indexed_at = now()
"""
DELETE_FILE_CHUNKS = "DELETE FROM source_chunk WHERE corpus = %(corpus)s AND path = ANY(%(paths)s)"
DELETE_FILES = "DELETE FROM source_file WHERE corpus = %(corpus)s AND path = ANY(%(paths)s)"
# Chunk rows without a manifest row (a file whose manifest was removed by hand, or an old layout).
ORPHAN_PATHS = """
SELECT DISTINCT c.path FROM source_chunk AS c
 WHERE c.corpus = %(corpus)s
   AND NOT EXISTS (SELECT 1 FROM source_file AS f WHERE f.corpus = c.corpus AND f.path = c.path)
"""


# Every corpus with its size and its newest run; a corpus with runs but no chunks (all files skipped) is listed too.
LIST_CORPORA = """
WITH names AS (
    SELECT corpus FROM source_file UNION SELECT corpus FROM source_index_run UNION SELECT corpus FROM source_chunk
)
SELECT n.corpus,
       (SELECT count(*) FROM source_file AS f WHERE f.corpus = n.corpus) AS files,
       (SELECT count(*) FROM source_chunk AS c WHERE c.corpus = n.corpus) AS chunks,
       (SELECT coalesce(array_agg(DISTINCT c.embedding_model ORDER BY c.embedding_model), '{}')
          FROM source_chunk AS c WHERE c.corpus = n.corpus) AS embedding_models,
       r.status AS last_status, r.started_at AS last_started, r.finished_at AS last_finished,
       r.files_seen AS last_files_seen, r.files_skipped AS last_files_skipped
  FROM names AS n
  LEFT JOIN LATERAL (
      SELECT status, started_at, finished_at, files_seen, files_skipped FROM source_index_run AS r
       WHERE r.corpus = n.corpus ORDER BY started_at DESC, run_id LIMIT 1
  ) AS r ON true
 ORDER BY n.corpus
"""
DELETE_CORPUS_CHUNKS = "DELETE FROM source_chunk WHERE corpus = %(corpus)s"
DELETE_CORPUS_FILES = "DELETE FROM source_file WHERE corpus = %(corpus)s"
DELETE_CORPUS_RUNS = "DELETE FROM source_index_run WHERE corpus = %(corpus)s"


def _corpus_summary(row: dict[str, Any]) -> CorpusSummary:
    return CorpusSummary(
        row["corpus"],
        int(row["files"]),
        int(row["chunks"]),
        tuple(row["embedding_models"]),
        row["last_status"],
        row["last_started"],
        row["last_finished"],
        row["last_files_seen"],
        row["last_files_skipped"],
    )


def _lock_key(corpus: str) -> int:
    digest = hashlib.sha256(f"source-corpus:{corpus}".encode()).digest()
    return int.from_bytes(digest[:8], "big", signed=True)


class PostgresSourceStore(SourceStore):
    """A corpus session is one connection holding the corpus's advisory lock (freed if the process dies)."""

    def __init__(self, dsn: str) -> None:
        self._dsn = dsn

    @asynccontextmanager
    async def corpus(self, corpus: str) -> AsyncIterator[PostgresCorpusSession]:
        async with connection(self._dsn) as conn:
            with database_errors():
                row = await (await conn.execute(TRY_LOCK, {"key": _lock_key(corpus)})).fetchone()
            if row is None or not row["locked"]:
                raise CorpusBusy(corpus)
            try:
                yield PostgresCorpusSession(conn, corpus)
            finally:
                # Closing alone frees the lock only once the server has ended the session, which can be after
                # the next run already tried it (CorpusBusy): give it back first.
                if not conn.closed and not conn.broken:
                    with contextlib.suppress(psycopg.Error):
                        await conn.execute(UNLOCK, {"key": _lock_key(corpus)})

    async def corpora(self) -> list[CorpusSummary]:
        return [_corpus_summary(row) for row in await fetch_all(self._dsn, LIST_CORPORA)]


class PostgresCorpusSession(CorpusSession):
    def __init__(self, conn: Connection, corpus: str) -> None:
        self._conn = conn
        self._corpus = corpus

    async def start_run(self) -> tuple[uuid.UUID, list[uuid.UUID]]:
        """Marks RUNNING runs of the corpus INTERRUPTED (we hold the lock: their process is gone)."""
        run_id = uuid.uuid4()
        with database_errors():
            async with self._conn.transaction():
                rows = await (await self._conn.execute(INTERRUPT_DEAD_RUNS, {"corpus": self._corpus})).fetchall()
                await self._conn.execute(START_RUN, {"run_id": run_id, "corpus": self._corpus})
        return run_id, [row["run_id"] for row in rows]

    async def finish_run(self, run_id: uuid.UUID, status: str, *, seen: int, indexed: int, skipped: int) -> None:
        params = {"run_id": run_id, "status": status, "seen": seen, "indexed": indexed, "skipped": skipped}
        with database_errors():
            await self._conn.execute(FINISH_RUN, params)

    async def manifest(self) -> dict[str, ManifestEntry]:
        with database_errors():
            rows = await (await self._conn.execute(MANIFEST, {"corpus": self._corpus})).fetchall()
            orphans = await (await self._conn.execute(ORPHAN_PATHS, {"corpus": self._corpus})).fetchall()
        entries = {
            row["path"]: ManifestEntry(row["checksum"], row["chunk_count"], row["embedding_model"], row["stored"])
            for row in rows
        }
        for row in orphans:
            entries.setdefault(row["path"], ManifestEntry("", -1, "", 0))
        return entries

    async def write_file(
        self,
        path: str,
        file_checksum: str,
        chunks: Sequence[tuple[SourceChunk, Sequence[float]]],
        *,
        embedding_model: str,
        dimensions: int,
    ) -> None:
        """Chunks, stale-chunk removal and the manifest row in one transaction: a file is whole or old."""
        column = embedding_column(dimensions)
        params = [
            {
                "chunk_id": chunk_id(self._corpus, path, chunk.ordinal),
                "corpus": self._corpus,
                "path": path,
                "ordinal": chunk.ordinal,
                "line_start": chunk.line_start,
                "line_end": chunk.line_end,
                "heading": chunk.heading,
                "content": chunk.content,
                "checksum": file_checksum,
                "model": embedding_model,
                "embedding_256": PgVector(list(vector)) if column == "embedding_256" else None,
                "embedding_768": PgVector(list(vector)) if column == "embedding_768" else None,
            }
            for chunk, vector in chunks
        ]
        file_params = {
            "corpus": self._corpus,
            "path": path,
            "checksum": file_checksum,
            "count": len(chunks),
            "model": embedding_model,
        }
        with database_errors():
            async with self._conn.transaction(), self._conn.cursor() as cursor:
                if params:
                    await cursor.executemany(sql.SQL(UPSERT_CHUNK), params)
                await cursor.execute(DELETE_STALE, file_params)
                await cursor.execute(UPSERT_FILE, file_params)

    async def delete_all(self) -> CorpusDeletion:
        params = {"corpus": self._corpus}
        with database_errors():
            async with self._conn.transaction():
                chunks = (await self._conn.execute(DELETE_CORPUS_CHUNKS, params)).rowcount
                files = (await self._conn.execute(DELETE_CORPUS_FILES, params)).rowcount
                runs = (await self._conn.execute(DELETE_CORPUS_RUNS, params)).rowcount
        return CorpusDeletion(self._corpus, chunks, files, runs)

    async def remove_files(self, paths: Sequence[str]) -> None:
        if not paths:
            return
        params = {"corpus": self._corpus, "paths": list(paths)}
        with database_errors():
            async with self._conn.transaction():
                await self._conn.execute(DELETE_FILE_CHUNKS, params)
                await self._conn.execute(DELETE_FILES, params)
