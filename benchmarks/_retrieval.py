"""P3: scoped retrieval at scale, the service's search against an exact scan and against LangChain's PGVectorStore.

Policy-length chunks (sentences of our own corpus recombined, 0.6-1.3 KB, so PostgreSQL stores rows as it
does for real policies) in releases grouped into category scopes of 3-6 releases, embedded with
WordLlama; queries are listing texts. Truth is an exact cosine top-k inside the scope computed in
numpy. Each method runs every query once to warm, then once timed, per pass.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import os
import re
import statistics
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import numpy as np
import psycopg
from pgvector import Vector
from pgvector.psycopg import register_vector

from benchmarks._table import Table, fmt, ratio
from retrieval.adapters.postgres import PostgresPolicyStore, timeouts_dsn
from retrieval.domain.model import EmbeddingSpace, Release, SearchQuery
from services.database import make_pool
from services.embedders.wordllama import WordLlamaEmbedder
from services.settings import PROJECT_ROOT
from services.vocabulary import Marketplace

K = 8
MODEL = WordLlamaEmbedder.model_id
SPACE = EmbeddingSpace(MODEL, 256)
# performance.py points every tree's run at one cache, so the baseline does not embed 100k texts again.
CACHE = Path(os.environ.get("BENCH_CACHE_DIR", str(PROJECT_ROOT / ".data" / "bench-cache")))
LISTINGS = PROJECT_ROOT / "tests" / "retrieval" / "labelled_listings.json"
LANGCHAIN_TABLE = "langchain_chunks"
SERVICE_POOL = 40
POOL_MODE = f"hybrid, pool {SERVICE_POOL}"

Search = Callable[[int], Awaitable[list[str]]]


@dataclass(frozen=True)
class Corpus:
    releases: list[Release]
    scopes: dict[str, list[Release]]
    chunk_ids: list[str]
    chunk_release: np.ndarray  # index into releases, per chunk
    texts: list[str]
    vectors: np.ndarray
    queries: list[tuple[str, str, np.ndarray]]  # (category, listing text, vector)


def _sentences() -> list[str]:
    found: list[str] = []
    for path in sorted((PROJECT_ROOT / "policies").rglob("*.md")):
        body = path.read_text(encoding="utf-8").split("---", 2)[-1]
        for paragraph in body.split("\n\n"):
            if paragraph.startswith(("#", "Section id:", "Finding codes:")):
                continue
            found.extend(s.strip() for s in re.split(r"(?<=[.!?])\s+", paragraph) if len(s.strip()) > 30)
    return found


def _embed(texts: list[str], cache: Path) -> np.ndarray:
    if cache.exists():
        vectors: np.ndarray = np.load(cache)
        if len(vectors) == len(texts):
            return vectors
    embedder = WordLlamaEmbedder()
    model = embedder._load()
    vectors = np.asarray(model.embed(texts, norm=True, batch_size=256), dtype=np.float32)
    cache.parent.mkdir(parents=True, exist_ok=True)
    np.save(cache, vectors)
    return vectors


def build_corpus(chunks: int, release_count: int, query_count: int) -> Corpus:
    rng = np.random.default_rng(20261130)
    sentences = _sentences()
    releases: list[Release] = []
    scopes: dict[str, list[Release]] = {}
    sizes = [3, 4, 5, 6]
    category = 0
    while len(releases) < release_count:
        name = f"CAT_{category:03d}"
        for _ in range(min(sizes[category % 4], release_count - len(releases))):
            index = len(releases)
            release = Release(
                release_id=str(uuid.UUID(int=(index + 1) << 64)),
                policy_id=f"bench-{index:04d}",
                version="2026-01-01",
                marketplace=Marketplace.EBAY,
                locale="en-US",
                categories=(name,),
                effective_from=date(2026, 1, 1),
                source_url="https://example.com/bench",
                embedding_model=MODEL,
                embedding_dimensions=256,
            )
            releases.append(release)
            scopes.setdefault(name, []).append(release)
        category += 1
    # Releases of uneven size, as real policies are: the biggest scopes are several times the median.
    weights = rng.gamma(2.0, 1.0, len(releases))
    per_release = np.maximum(1, np.round(weights / weights.sum() * chunks)).astype(int)
    per_release[-1] += chunks - per_release.sum()
    chunk_release = np.repeat(np.arange(len(releases)), per_release)[:chunks]
    texts = []
    for _ in range(chunks):
        picked = rng.choice(len(sentences), size=int(rng.integers(5, 10)), replace=False)
        texts.append(" ".join(sentences[i] for i in picked))
    chunk_ids = [str(uuid.UUID(int=(i + 1) << 32 | 7)) for i in range(chunks)]
    vectors = _embed(texts, CACHE / f"p3-{chunks}-{release_count}.npy")
    document = json.loads(LISTINGS.read_text(encoding="utf-8"))
    listing_texts = [f"{c['listing']['title']} {c['listing']['description']}" for c in document["cases"]]
    query_texts = [listing_texts[i % len(listing_texts)] for i in range(query_count)]
    query_vectors = np.asarray(WordLlamaEmbedder()._load().embed(query_texts, norm=True), dtype=np.float32)
    names = sorted(scopes)
    queries = [(names[int(rng.integers(len(names)))], text, query_vectors[i]) for i, text in enumerate(query_texts)]
    return Corpus(releases, scopes, chunk_ids, chunk_release, texts, vectors, queries)


SECONDARY_INDEXES_SQL = """
SELECT i.indexname, i.indexdef FROM pg_indexes AS i
WHERE i.tablename = 'policy_chunk'
  AND NOT EXISTS (SELECT 1 FROM pg_constraint AS c WHERE c.conname = i.indexname)
"""


def load(admin_dsn: str, corpus: Corpus) -> None:
    """COPY into the tree's own tables; its secondary indexes (as its migrations define them) built after."""
    with psycopg.connect(admin_dsn) as conn:
        register_vector(conn)
        indexes = conn.execute(SECONDARY_INDEXES_SQL).fetchall()
        for name, _ in indexes:
            conn.execute(psycopg.sql.SQL("DROP INDEX {}").format(psycopg.sql.Identifier(name)))
        with conn.cursor() as cursor:
            with cursor.copy(
                "COPY policy_release (release_id, policy_id, version, marketplace, locale, categories, effective_from, "
                "source_url, retrieved_at, supported_finding_codes, checksum, embedding_model, embedding_dimensions, "
                "status, expected_chunk_count) FROM STDIN"
            ) as copy:
                counts = np.bincount(corpus.chunk_release, minlength=len(corpus.releases))
                for release, count in zip(corpus.releases, counts, strict=True):
                    copy.write_row(
                        (
                            release.release_id,
                            release.policy_id,
                            release.version,
                            release.marketplace.value,
                            release.locale,
                            list(release.categories),
                            release.effective_from,
                            release.source_url,
                            "2026-01-01T00:00:00Z",
                            ["CONTACT_INFO_IN_LISTING"],
                            "bench",
                            MODEL,
                            256,
                            "ACTIVE",
                            int(count),
                        )
                    )
            with cursor.copy(
                "COPY policy_chunk (chunk_id, release_id, section_id, section_heading, ordinal, content, content_hash, "
                "supported_finding_codes, embedding_model, embedding_256) FROM STDIN"
            ) as copy:
                for i, (chunk_id, text) in enumerate(zip(corpus.chunk_ids, corpus.texts, strict=True)):
                    release = corpus.releases[int(corpus.chunk_release[i])]
                    copy.write_row(
                        (
                            chunk_id,
                            release.release_id,
                            f"section-{i}",
                            "Policy section",
                            i,
                            text,
                            f"h{i}",
                            ["CONTACT_INFO_IN_LISTING"],
                            MODEL,
                            Vector(corpus.vectors[i]),
                        )
                    )
        conn.execute("SET maintenance_work_mem = '256MB'")
        for _, definition in indexes:
            conn.execute(definition)
        conn.commit()
    with psycopg.connect(admin_dsn, autocommit=True) as conn:
        conn.execute("VACUUM ANALYZE")


def exact_top(corpus: Corpus, category: str, vector: np.ndarray) -> list[str]:
    release_index = {r.release_id: i for i, r in enumerate(corpus.releases)}
    wanted = [release_index[r.release_id] for r in corpus.scopes[category]]
    rows = np.flatnonzero(np.isin(corpus.chunk_release, wanted))
    scores = corpus.vectors[rows] @ vector
    order = np.lexsort((np.array([corpus.chunk_ids[r] for r in rows]), -scores))[:K]
    return [corpus.chunk_ids[rows[i]] for i in order]


async def _ours(
    admin_dsn: str, corpus: Corpus, hybrid: bool, limit: int = K
) -> tuple[Search, Callable[[], Awaitable[None]]]:
    # Sessions as the service opens them (its DSN options, autocommit): the tree's own timeouts_dsn. A
    # baseline from before autocommit sessions opens them as its service then did.
    sessions = {"autocommit": True} if "autocommit" in inspect.signature(make_pool).parameters else {}
    pool = make_pool(timeouts_dsn(admin_dsn, 30.0), min_size=1, max_size=1, **sessions)
    await pool.open(wait=True)
    store = PostgresPolicyStore(pool, timeout=30.0, readiness_timeout=5.0)

    async def search(index: int) -> list[str]:
        category, text, vector = corpus.queries[index]
        query = SearchQuery(
            releases=tuple(corpus.scopes[category]),
            space=SPACE,
            embedding=tuple(float(x) for x in vector),
            lexical_text=text if hybrid else None,
            limit=limit,
        )
        candidates = await store.search(query)
        # The vector list of the search, in its own order: what recall is about.
        ranked = sorted((c for c in candidates if c.vector_rank is not None), key=lambda c: c.vector_rank or 0)
        return [c.evidence.chunk_id for c in ranked]

    return search, pool.close


def export_for_peer(corpus: Corpus, truth: list[list[str]], folder: Path) -> None:
    """What benchmarks/_peer_langchain.py needs, in files: it runs in its own virtual environment."""
    folder.mkdir(parents=True, exist_ok=True)
    np.save(folder / "vectors.npy", corpus.vectors)
    np.save(folder / "queries.npy", np.stack([vector for _, _, vector in corpus.queries]))
    document = {
        "ids": corpus.chunk_ids,
        "texts": corpus.texts,
        "releases": [corpus.releases[int(i)].release_id for i in corpus.chunk_release],
        "scopes": [[r.release_id for r in corpus.scopes[category]] for category, _, _ in corpus.queries],
        "truth": truth,
        "k": K,
    }
    (folder / "corpus.json").write_text(json.dumps(document), encoding="utf-8")


def _buffers(admin_dsn: str, corpus: Corpus) -> tuple[int, int]:
    """Shared buffers the service's vector search touches for the largest scope (EXPLAIN ANALYZE, BUFFERS)."""
    from psycopg import sql

    from retrieval.adapters.postgres import SEARCH_SQL

    largest = max(corpus.scopes, key=lambda c: sum(int((corpus.chunk_release == i).sum()) for i in _indexes(corpus, c)))
    rows = sum(int((corpus.chunk_release == i).sum()) for i in _indexes(corpus, largest))
    vector = corpus.queries[0][2]
    statement = sql.SQL("EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ") + sql.SQL(SEARCH_SQL).format(
        column=sql.Identifier("embedding_256")
    )
    params: dict[str, Any] = {
        "embedding": Vector(vector),
        "release_ids": [uuid.UUID(r.release_id) for r in corpus.scopes[largest]],
        "model": MODEL,
        "limit": K,
        "hybrid": False,
        "lexical_text": "",
    }
    try:
        with psycopg.connect(admin_dsn, autocommit=True) as conn:
            register_vector(conn)
            row = conn.execute(statement, params).fetchone()
    except psycopg.Error:
        return rows, -1  # the tree's search takes other parameters
    plan = row[0][0]["Plan"] if row else {}
    return rows, int(plan.get("Shared Hit Blocks", 0)) + int(plan.get("Shared Read Blocks", 0))


def _indexes(corpus: Corpus, category: str) -> list[int]:
    ids = {r.release_id for r in corpus.scopes[category]}
    return [i for i, r in enumerate(corpus.releases) if r.release_id in ids]


async def _measure(search: Search, corpus: Corpus, truth: list[list[str]]) -> dict[str, float]:
    timings, recalls, under = [], [], 0
    for index in range(len(corpus.queries)):
        await search(index)  # warm
        started = time.perf_counter()
        found = await search(index)
        timings.append((time.perf_counter() - started) * 1000)
        recalls.append(len(set(found[:K]) & set(truth[index])) / len(truth[index]))
        under += len(found) < min(K, len(truth[index]))
    cuts = statistics.quantiles(timings, n=20) if len(timings) > 1 else [timings[0]] * 19
    return {
        "recall": statistics.mean(recalls),
        "recall_min": min(recalls),
        "under": under / len(timings),
        "p50": statistics.median(timings),
        "p95": cuts[18],
    }


async def measure(
    admin_dsn: str, chunks: int, releases: int, queries: int, passes: int, peer_folder: Path | None = None
) -> dict[str, Any]:
    """Everything P3 reports for the tree this runs in, as plain numbers (the parent may run it in a baseline tree)."""
    corpus = await asyncio.to_thread(build_corpus, chunks, releases, queries)
    started = time.perf_counter()
    await asyncio.to_thread(load, admin_dsn, corpus)
    load_seconds = time.perf_counter() - started
    truth = [exact_top(corpus, category, vector) for category, _, vector in corpus.queries]
    methods: dict[str, tuple[Search, Callable[[], Awaitable[None]]]] = {
        "vector": await _ours(admin_dsn, corpus, hybrid=False),
        "hybrid": await _ours(admin_dsn, corpus, hybrid=True),
        # The service's own pool (CANDIDATE_POOL_SIZE): both ranked lists fetch this many rows.
        POOL_MODE: await _ours(admin_dsn, corpus, hybrid=True, limit=SERVICE_POOL),
    }
    if peer_folder is not None:
        await asyncio.to_thread(export_for_peer, corpus, truth, peer_folder)
    results: dict[str, list[dict[str, float]]] = {name: [] for name in methods}
    try:
        for _ in range(passes):
            for name, (search, _) in methods.items():
                results[name].append(await _measure(search, corpus, truth))
    finally:
        for _, close in methods.values():
            await close()
    rows, buffers = await asyncio.to_thread(_buffers, admin_dsn, corpus)
    medians = {
        name: {key: statistics.median(p[key]) for key in passes_[0]}
        for name, passes_ in results.items()
        for p in [{key: [r[key] for r in passes_] for key in passes_[0]}]
    }
    scope_sizes = sorted(
        sum(int((corpus.chunk_release == i).sum()) for i in _indexes(corpus, c)) for c in corpus.scopes
    )
    return {
        "methods": medians,
        "load_seconds": load_seconds,
        "largest_scope_rows": rows,
        "largest_scope_buffers": buffers,
        "median_scope_rows": scope_sizes[len(scope_sizes) // 2],
    }


def render(scale: Any, after: dict[str, Any], before: dict[str, Any] | None, peer: dict[str, Any] | None) -> str:
    table = Table(
        f"P3 scoped retrieval: {scale.retrieval_chunks:,} chunks, {scale.retrieval_releases} releases, "
        f"{scale.retrieval_queries} queries, k = {K}, scopes of 3-6 releases",
        "before" if before else "peer",
        "after",
    )
    lc = peer
    for mode in ("vector", "hybrid", POOL_MODE):
        ours = after["methods"].get(mode)
        if ours is None:
            continue
        old = (before or {}).get("methods", {}).get(mode)
        table.add(
            "P3",
            f"{mode}: recall@{K} (min), underfilled",
            f"{fmt(old['recall'], 3)} ({fmt(old['recall_min'], 3)}), {old['under']:.0%}" if old else "",
            f"{fmt(ours['recall'], 3)} ({fmt(ours['recall_min'], 3)}), {ours['under']:.0%}",
            "",
            "1.000, 0%",
        )
        table.add(
            "P3",
            f"{mode}: p50 / p95 ms",
            f"{fmt(old['p50'], 2)} / {fmt(old['p95'], 2)}" if old else "",
            f"{fmt(ours['p50'], 2)} / {fmt(ours['p95'], 2)}",
            ratio(ours["p50"], old["p50"]) if old else "",
            "p95 <= 8 ms" if mode == "hybrid" else "",
        )
        if lc:
            table.add(
                "P3",
                f"{mode} p50 / LangChain PGVectorStore p50 (ef_search 100 + btree)",
                f"LangChain {fmt(lc['p50'], 2)} / {fmt(lc['p95'], 2)} ms, recall {fmt(lc['recall'], 3)}, "
                f"{lc['under']:.0%} underfilled",
                f"{fmt(ours['p50'], 2)} ms",
                ratio(ours["p50"], lc["p50"]),
                "<= 0.5x" if mode == "hybrid" else "",
            )
    table.add(
        "P3",
        f"buffers read by the vector search of the largest scope ({after['largest_scope_rows']:,} rows)",
        fmt(before["largest_scope_buffers"], 0) if before else "",
        fmt(after["largest_scope_buffers"], 0),
        ratio(after["largest_scope_buffers"], before["largest_scope_buffers"]) if before else "",
    )
    table.add(
        "P3",
        "bulk load (binary COPY + index builds + VACUUM ANALYZE), s",
        fmt(before["load_seconds"], 1) if before else "",
        fmt(after["load_seconds"], 1),
        ratio(after["load_seconds"], before["load_seconds"]) if before else "",
    )
    if not lc:
        table.notes.append("LangChain peer not measured (its virtual environment could not be made): no peer row")
    table.notes.append(f"median scope {after['median_scope_rows']:,} rows")
    return table.render()


def run_measure(
    name: str, chunks: int, releases: int, queries: int, passes: int, peer_folder: Path | None
) -> dict[str, Any]:
    from benchmarks.retrieval_underfill import scratch_database

    with scratch_database(name) as db:
        return asyncio.run(measure(db.admin_dsn, chunks, releases, queries, passes, peer_folder))
