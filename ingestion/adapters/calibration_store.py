"""Calibration rows and the scores they are measured from, on PostgreSQL as the policy_writer role."""

from __future__ import annotations

import hashlib
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import date
from typing import LiteralString

from pgvector import Vector as PgVector
from psycopg import sql

from ingestion.adapters.postgres import Connection, connection, database_errors, fetch_all
from ingestion.domain.calibration import Gate, SectionScore
from ingestion.domain.ports import CalibrationSession, CalibrationStore, StoredCalibration
from services.embedders import embedding_column
from services.vocabulary import ALL_CATEGORIES

# Every in-scope section with its best chunk's scores, computed as retrieval computes them
# (retrieval/adapters/postgres.py SEARCH_SQL: cosine similarity 1 - distance; full-text rank
# ts_rank_cd(..., 32) of the OR query, 0 when the text does not match) and in retrieval's scope
# (on the timeline and in force on the review date, marketplace + locale, category or ALL, same embedder;
# only sections that apply to the listing's condition and category).
# Unlike the service it scores every chunk, not the top of each list: the gate is a property of
# the score distributions. tests/ingestion/test_calibration.py checks the scores agree.
SECTION_SCORES_SQL: LiteralString = """
WITH scope AS (
    SELECT release_id, policy_id
      FROM policy_release
     WHERE status = 'ACTIVE' AND marketplace = %(marketplace)s AND locale = %(locale)s
       AND (%(category)s = ANY(categories) OR %(all)s = ANY(categories))
       AND validity @> %(review_date)s::date
       AND embedding_model = %(model)s AND embedding_dimensions = %(dimensions)s
),
lexical_query AS (
    SELECT replace(plainto_tsquery('english', %(lexical_text)s)::text, ' & ', ' | ')::tsquery AS query
)
SELECT s.policy_id, c.section_id,
       max(1 - (c.{column} <=> %(embedding)s)) AS similarity,
       max(CASE WHEN c.search_text @@ q.query THEN ts_rank_cd(c.search_text, q.query, 32) ELSE 0 END) AS lexical
  FROM policy_chunk AS c
  JOIN scope AS s ON s.release_id = c.release_id
 CROSS JOIN lexical_query AS q
 WHERE c.embedding_model = %(model)s AND c.{column} IS NOT NULL
   AND (cardinality(c.applies_to_conditions) = 0 OR %(condition)s = ANY(c.applies_to_conditions))
   AND (cardinality(c.applies_to_categories) = 0 OR %(category)s = ANY(c.applies_to_categories))
 GROUP BY s.policy_id, c.section_id
 ORDER BY s.policy_id, c.section_id
"""

CORPUS_SQL: LiteralString = """
SELECT release_id::text AS release_id, checksum
  FROM policy_release
 WHERE status = 'ACTIVE' AND embedding_model = %(model)s AND embedding_dimensions = %(dimensions)s
 ORDER BY release_id
"""

INSERT_CALIBRATION_SQL: LiteralString = """
INSERT INTO retrieval_calibration (
    embedding_model, embedding_dimensions, retrieval_mode, similarity_threshold, lexical_threshold, method,
    dataset, corpus_version, listings, relevant_sections, section_recall, section_precision
) VALUES (
    %(model)s, %(dimensions)s, %(mode)s, %(similarity_threshold)s, %(lexical_threshold)s, %(method)s,
    %(dataset)s, %(corpus_version)s, %(listings)s, %(relevant_sections)s, %(section_recall)s, %(section_precision)s
)
RETURNING calibration_id
"""

# The newest row of each (embedder, mode): the ones retrieval would load.
LATEST_CALIBRATIONS_SQL: LiteralString = """
SELECT DISTINCT ON (embedding_model, embedding_dimensions, retrieval_mode)
       calibration_id, embedding_model, embedding_dimensions, retrieval_mode, similarity_threshold,
       lexical_threshold, dataset, corpus_version, section_recall, section_precision, calibrated_at
  FROM retrieval_calibration
 ORDER BY embedding_model, embedding_dimensions, retrieval_mode, calibrated_at DESC, calibration_id DESC
"""


class PostgresCalibrationStore(CalibrationStore):
    def __init__(self, dsn: str) -> None:
        self._dsn = dsn

    async def latest(self) -> list[StoredCalibration]:
        return [StoredCalibration(**row) for row in await fetch_all(self._dsn, LATEST_CALIBRATIONS_SQL)]

    @asynccontextmanager
    async def session(self, model: str, dimensions: int) -> AsyncIterator[PostgresCalibrationSession]:
        async with connection(self._dsn) as conn:
            yield PostgresCalibrationSession(conn, model, dimensions)


class PostgresCalibrationSession(CalibrationSession):
    """One connection for one calibration run of one embedder."""

    def __init__(self, conn: Connection, model: str, dimensions: int) -> None:
        self._conn = conn
        self._model = model
        self._dimensions = dimensions
        self._scores_sql = sql.SQL(SECTION_SCORES_SQL).format(column=sql.Identifier(embedding_column(dimensions)))

    async def corpus_version(self) -> tuple[str, int]:
        """SHA-256 over this embedder's ACTIVE releases (id and checksum), and how many there are."""
        with database_errors():
            rows = await (
                await self._conn.execute(CORPUS_SQL, {"model": self._model, "dimensions": self._dimensions})
            ).fetchall()
        digest = hashlib.sha256("".join(f"{row['release_id']} {row['checksum']}\n" for row in rows).encode())
        return digest.hexdigest(), len(rows)

    async def section_scores(
        self,
        *,
        marketplace: str,
        locale: str,
        category: str,
        condition: str,
        review_date: date,
        embedding: Sequence[float],
        lexical_text: str,
    ) -> tuple[SectionScore, ...]:
        params = {
            "marketplace": marketplace,
            "locale": locale,
            "category": category,
            "condition": condition,
            "all": ALL_CATEGORIES,
            "review_date": review_date,
            "model": self._model,
            "dimensions": self._dimensions,
            "embedding": PgVector(list(embedding)),
            "lexical_text": lexical_text,
        }
        with database_errors():
            rows = await (await self._conn.execute(self._scores_sql, params)).fetchall()
        return tuple(
            SectionScore((row["policy_id"], row["section_id"]), float(row["similarity"]), float(row["lexical"]))
            for row in rows
        )

    async def record(self, gates: Sequence[Gate], *, method: str, dataset: str, corpus_version: str) -> list[int]:
        """Writes every mode's gate in one transaction: retrieval never sees half a calibration."""
        ids: list[int] = []
        with database_errors():
            async with self._conn.transaction():
                for gate in gates:
                    row = await (
                        await self._conn.execute(
                            INSERT_CALIBRATION_SQL,
                            {
                                "model": self._model,
                                "dimensions": self._dimensions,
                                "mode": gate.mode,
                                "similarity_threshold": gate.similarity_threshold,
                                "lexical_threshold": gate.lexical_threshold,
                                "method": method,
                                "dataset": dataset,
                                "corpus_version": corpus_version,
                                "listings": gate.listings,
                                "relevant_sections": gate.relevant_sections,
                                "section_recall": gate.section_recall,
                                "section_precision": gate.section_precision,
                            },
                        )
                    ).fetchone()
                    assert row is not None
                    ids.append(int(row["calibration_id"]))
        return ids
