"""Exact scoped search vs letting the planner choose: recall against an exact scan, underfill, latency.

Loads the synthetic store of tests/retrieval/synthetic.py (200 releases, 50,000 chunks, one
4,800-row scope) into a scratch database of the test cluster and runs 5 queries in each of its
50 category scopes. ``python -m benchmarks.retrieval_underfill``.
"""

from __future__ import annotations

import statistics
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
from pgvector import Vector
from pgvector.psycopg import register_vector
from psycopg import sql

from retrieval.adapters.postgres import SEARCH_SQL
from services.database import apply_migrations, with_params
from tests.retrieval.synthetic import MODEL, NAIVE_SQL, exact_scan, load, query_vectors
from tests.support import Database

K = 8
QUERIES_PER_SCOPE = 5

Method = Callable[[psycopg.Connection[Any], dict[str, Any]], list[str]]


def ours(conn: psycopg.Connection[Any], params: dict[str, Any]) -> list[str]:
    statement = sql.SQL(SEARCH_SQL).format(column=sql.Identifier("embedding_256"))
    rows = conn.execute(statement, {**params, "hybrid": False, "lexical_text": ""}).fetchall()
    return [str(row[0]) for row in rows]


def naive(conn: psycopg.Connection[Any], params: dict[str, Any]) -> list[str]:
    return [row[0] for row in conn.execute(NAIVE_SQL, params).fetchall()]


def naive_iterative(conn: psycopg.Connection[Any], params: dict[str, Any]) -> list[str]:
    conn.execute("SET hnsw.iterative_scan = relaxed_order")
    try:
        return naive(conn, params)
    finally:
        conn.execute("RESET hnsw.iterative_scan")


def run(db: Database) -> None:
    scopes = load(db)
    methods: dict[str, Method] = {
        "exact in scope (MATERIALIZED CTE, the service)": ours,
        "ORDER BY ... LIMIT, planner's choice": naive,
        "planner's choice + hnsw.iterative_scan relaxed": naive_iterative,
    }
    results: dict[str, dict[str, list[float]]] = {
        name: {"recall": [], "ms": [], "big": [], "big_ms": []} for name in methods
    }
    with psycopg.connect(db.admin_dsn, autocommit=True) as conn:
        register_vector(conn)
        for seed, (category, releases) in enumerate(sorted(scopes.items())):
            for vector in query_vectors(QUERIES_PER_SCOPE, seed=seed):
                truth = exact_scan(db, releases, vector, K)
                params = {
                    "release_ids": [uuid.UUID(r.release_id) for r in releases],
                    "model": MODEL,
                    "embedding": Vector(vector),
                    "limit": K,
                }
                for name, method in methods.items():
                    method(conn, params)  # warm
                    started = time.perf_counter()
                    found = method(conn, params)
                    elapsed = (time.perf_counter() - started) * 1000
                    results[name]["ms"].append(elapsed)
                    recall = len(set(found) & set(truth)) / len(truth)
                    results[name]["recall"].append(recall)
                    if category == "CAT_00":
                        results[name]["big"].append(recall)
                        results[name]["big_ms"].append(elapsed)
        plans = {}
        for category in ("CAT_00", "CAT_17"):
            params = {
                "release_ids": [uuid.UUID(r.release_id) for r in scopes[category]],
                "model": MODEL,
                "embedding": Vector(query_vectors(1, seed=0)[0]),
                "limit": K,
            }
            explain = conn.execute("EXPLAIN " + NAIVE_SQL, params).fetchall()
            plans[category] = any("hnsw" in row[0] for row in explain)
    total = sum(len(r) for r in scopes.values())
    print(f"50,000 chunks, {total} releases in {len(scopes)} scopes, {QUERIES_PER_SCOPE} queries each, k = {K}")
    print(
        f"{'method':50s} {'recall mean/min':>16s} {'recall<1':>8s} {'4.8k recall':>11s} {'4.8k ms':>8s} "
        f"{'p50 ms':>7s} {'p95 ms':>7s} {'p50 vs exact':>12s}"
    )
    exact_p50 = statistics.median(next(iter(results.values()))["ms"])
    for name, measured in results.items():
        recalls, timings = measured["recall"], measured["ms"]
        under = sum(r < 1.0 for r in recalls) / len(recalls)
        p95 = statistics.quantiles(timings, n=20)[18]
        print(
            f"{name:50s} {statistics.mean(recalls):8.3f}/{min(recalls):.3f} {under:8.0%} "
            f"{statistics.mean(measured['big']):11.3f} {statistics.median(measured['big_ms']):8.2f} "
            f"{statistics.median(timings):7.2f} {p95:7.2f} {statistics.median(timings) / exact_p50:11.2f}x"
        )
    print(f"planner's plan uses the HNSW index: 4,800-row scope {plans['CAT_00']}, 920-row scope {plans['CAT_17']}")


@contextmanager
def scratch_database(name: str) -> Iterator[Database]:
    """A migrated scratch database on the test cluster, read and written as admin; dropped afterwards."""
    from tests.support import cluster_dsn

    server, _ = cluster_dsn()
    with psycopg.connect(server, autocommit=True) as conn:
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    admin = with_params(server, dbname=name)
    try:
        apply_migrations(admin)
        yield Database(admin_dsn=admin, reader_dsn=admin, writer_dsn=admin, name=name)
    finally:
        with psycopg.connect(server, autocommit=True) as conn:
            conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))


def main() -> None:
    with scratch_database("policy_review_bench_underfill") as db:
        run(db)


if __name__ == "__main__":
    main()
