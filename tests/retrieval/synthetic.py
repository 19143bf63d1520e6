"""A synthetic policy store: 200 ACTIVE releases, 50,000 chunks of random unit vectors, deterministic.

Shared by the underfill test and benchmarks/retrieval_underfill.py.
"""

from __future__ import annotations

import uuid
from datetime import date

import numpy as np
import psycopg
from pgvector import Vector
from pgvector.psycopg import register_vector
from psycopg import sql

from retrieval.domain.model import EmbeddingSpace, Release
from services.vocabulary import Marketplace
from tests.support import Database

MODEL = "wordllama-l2_supercat-256"
SPACE = EmbeddingSpace(MODEL, 256)
RELEASES = 200
BIG_RELEASES = 4  # CAT_00: 4 x 1200 = 4800 rows, past the ~3.3k rows where the planner prefers HNSW
BIG_CHUNKS = 1200
CHUNKS = 230
LAST_CHUNKS = 350  # 4 * 1200 + 195 * 230 + 350 = 50,000
HNSW_INDEX = "policy_chunk_embedding_256_hnsw"
# The schema has no HNSW index (the exact in-scope search never used it; migration 0008 dropped
# it). The fixture adds one as anyone reaching for approximate search would, to prove that the
# service's plan still never takes it and that a naive query through it loses rows.
HNSW_DEFINITION = (
    f"CREATE INDEX {HNSW_INDEX} ON policy_chunk USING hnsw (embedding_256 vector_cosine_ops) "
    "WHERE embedding_256 IS NOT NULL"
)

# What a scoped search looks like when the planner is left to choose. The IS NOT NULL makes the
# partial HNSW index usable, as anyone querying this schema's partial index would write it.
NAIVE_SQL = """
SELECT chunk_id::text FROM policy_chunk
WHERE release_id = ANY(%(release_ids)s) AND embedding_model = %(model)s AND embedding_256 IS NOT NULL
ORDER BY embedding_256 <=> %(embedding)s
LIMIT %(limit)s
"""


def chunk_counts() -> list[int]:
    counts = [BIG_CHUNKS] * BIG_RELEASES + [CHUNKS] * (RELEASES - BIG_RELEASES - 1) + [LAST_CHUNKS]
    assert sum(counts) == 50_000
    return counts


def load(db: Database) -> dict[str, list[Release]]:
    """Binary COPY as admin; the HNSW index is built after the load (minutes -> seconds)."""
    rng = np.random.default_rng(20261101)
    by_category: dict[str, list[Release]] = {}
    release_rows = []
    for i in range(RELEASES):
        release = Release(
            release_id=str(uuid.UUID(int=(i + 1) << 96)),
            policy_id=f"synthetic-{i:03d}",
            version="2026-01-01",
            marketplace=Marketplace.EBAY,
            locale="en-US",
            categories=(f"CAT_{i // 4:02d}",),
            effective_from=date(2026, 1, 1),
            source_url="https://example.com/synthetic",
            embedding_model=MODEL,
            embedding_dimensions=256,
        )
        by_category.setdefault(release.categories[0], []).append(release)
        release_rows.append(release)
    with psycopg.connect(db.admin_dsn) as conn:
        register_vector(conn)
        conn.execute(sql.SQL("DROP INDEX IF EXISTS {}").format(sql.Identifier(HNSW_INDEX)))
        with (
            conn.cursor() as cursor,
            cursor.copy(
                "COPY policy_release (release_id, policy_id, version, marketplace, locale, categories, effective_from, "
                "source_url, retrieved_at, supported_finding_codes, checksum, embedding_model, embedding_dimensions, "
                "status, expected_chunk_count) FROM STDIN"
            ) as copy,
        ):
            for release, count in zip(release_rows, chunk_counts(), strict=True):
                copy.write_row(
                    (
                        release.release_id,
                        release.policy_id,
                        release.version,
                        "EBAY",
                        "en-US",
                        list(release.categories),
                        release.effective_from,
                        release.source_url,
                        "2026-01-01T00:00:00Z",
                        ["CONTACT_INFO_IN_LISTING"],
                        release.policy_id,
                        MODEL,
                        256,
                        "ACTIVE",
                        count,
                    )
                )
        with (
            conn.cursor() as cursor,
            cursor.copy(
                "COPY policy_chunk (chunk_id, release_id, section_id, section_heading, ordinal, content, content_hash, "
                "supported_finding_codes, embedding_model, embedding_256) FROM STDIN WITH (FORMAT BINARY)"
            ) as copy,
        ):
            copy.set_types(["uuid", "uuid", "text", "text", "int4", "text", "text", "text[]", "text", "vector"])
            number = 0
            for release, count in zip(release_rows, chunk_counts(), strict=True):
                vectors = rng.standard_normal((count, 256)).astype(np.float32)
                vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
                for vector in vectors:
                    copy.write_row(
                        (
                            uuid.UUID(int=number + 1),
                            uuid.UUID(release.release_id),
                            f"section-{number}",
                            "Synthetic section",
                            0,
                            f"Synthetic policy text {number}.",
                            f"hash-{number}",
                            ["CONTACT_INFO_IN_LISTING"],
                            MODEL,
                            vector,
                        )
                    )
                    number += 1
        conn.execute("SET maintenance_work_mem = '256MB'")
        conn.execute(HNSW_DEFINITION)
        conn.commit()
        conn.autocommit = True
        conn.execute("ANALYZE policy_release, policy_chunk")
    return by_category


def query_vectors(count: int, seed: int) -> list[list[float]]:
    rng = np.random.default_rng(seed)
    vectors = rng.standard_normal((count, 256))
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    return [list(map(float, v)) for v in vectors]


def exact_scan(db: Database, releases: list[Release], vector: list[float], limit: int) -> list[str]:
    """The oracle: index scans off, so PostgreSQL reads every row and sorts by the same distance."""
    with psycopg.connect(db.admin_dsn) as conn:
        register_vector(conn)
        conn.execute("SET LOCAL enable_indexscan = off")
        conn.execute("SET LOCAL enable_bitmapscan = off")
        rows = conn.execute(
            "SELECT chunk_id::text FROM policy_chunk WHERE release_id = ANY(%s::uuid[]) "
            "ORDER BY embedding_256 <=> %s, chunk_id LIMIT %s",
            ([r.release_id for r in releases], Vector(vector), limit),
        ).fetchall()
    return [row[0] for row in rows]
