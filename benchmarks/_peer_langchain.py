"""The LangChain peer of P3, run by the peer's own virtual environment (langchain-postgres pins pgvector < 0.4,
which this project's pin excludes): ``python _peer_langchain.py <admin dsn> <corpus folder> <passes>``.

Imports only numpy, psycopg and langchain-postgres, never this project. PGVectorStore in the
configuration that did best in the shared notes: HNSW index, ef_search 100, a btree on the filter
column. Prints one JSON object: recall@k, underfilled share, p50 and p95 in ms (medians of passes).
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

TABLE = "langchain_chunks"


def _url(dsn: str) -> str:
    from psycopg import conninfo

    parts = conninfo.conninfo_to_dict(dsn)
    host = str(parts.pop("host", ""))
    port = parts.pop("port", None)
    user = parts.pop("user", "")
    password = parts.pop("password", None)
    dbname = parts.pop("dbname", "")
    auth = f"{user}:{password}@" if password else f"{user}@"
    if host.startswith("/"):
        query = f"?host={host}" + (f"&port={port}" if port else "")
        return f"postgresql+psycopg://{auth}/{dbname}{query}"
    return f"postgresql+psycopg://{auth}{host}:{port or 5432}/{dbname}"


async def main(dsn: str, folder: Path, passes: int) -> dict[str, Any]:
    import numpy as np
    import psycopg
    from langchain_core.embeddings import Embeddings
    from langchain_postgres import Column, PGEngine, PGVectorStore
    from langchain_postgres.v2.indexes import HNSWIndex, HNSWQueryOptions

    class Precomputed(Embeddings):  # type: ignore[misc]
        def embed_documents(self, texts: list[str]) -> list[list[float]]:
            raise NotImplementedError

        def embed_query(self, text: str) -> list[float]:
            raise NotImplementedError

    corpus = json.loads((folder / "corpus.json").read_text(encoding="utf-8"))
    vectors = np.load(folder / "vectors.npy")
    queries = np.load(folder / "queries.npy")
    k = corpus["k"]
    engine = PGEngine.from_connection_string(url=_url(dsn))
    await engine.ainit_vectorstore_table(
        TABLE, vectors.shape[1], metadata_columns=[Column("release_id", "UUID")], overwrite_existing=True
    )
    store = await PGVectorStore.create(
        engine,
        table_name=TABLE,
        embedding_service=Precomputed(),
        metadata_columns=["release_id"],
        index_query_options=HNSWQueryOptions(ef_search=100),
    )
    batch = 1000
    for start in range(0, len(corpus["ids"]), batch):
        stop = start + batch
        await store.aadd_embeddings(
            texts=corpus["texts"][start:stop],
            embeddings=vectors[start:stop].tolist(),
            metadatas=[{"release_id": r} for r in corpus["releases"][start:stop]],
            ids=corpus["ids"][start:stop],
        )
    await store.aapply_vector_index(HNSWIndex())
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute(f"CREATE INDEX IF NOT EXISTS {TABLE}_release ON {TABLE} (release_id)")
        conn.execute(f"VACUUM ANALYZE {TABLE}")

    async def search(index: int) -> list[str]:
        documents = await store.asimilarity_search_by_vector(
            queries[index].tolist(), k=k, filter={"release_id": {"$in": corpus["scopes"][index]}}
        )
        return [str(d.id) for d in documents]

    results = []
    for _ in range(passes):
        timings, recalls, under = [], [], 0
        for index, truth in enumerate(corpus["truth"]):
            await search(index)
            started = time.perf_counter()
            found = await search(index)
            timings.append((time.perf_counter() - started) * 1000)
            recalls.append(len(set(found) & set(truth)) / len(truth))
            under += len(found) < min(k, len(truth))
        cuts = statistics.quantiles(timings, n=20) if len(timings) > 1 else [timings[0]] * 19
        results.append(
            {
                "recall": statistics.mean(recalls),
                "recall_min": min(recalls),
                "under": under / len(timings),
                "p50": statistics.median(timings),
                "p95": cuts[18],
            }
        )
    await engine.close()
    return {key: statistics.median(r[key] for r in results) for key in results[0]}


if __name__ == "__main__":
    print(json.dumps(asyncio.run(main(sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])))))
