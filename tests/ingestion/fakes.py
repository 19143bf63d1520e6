"""Embedders for tests: deterministic hash vectors, call counting, failing and blocking variants."""

from __future__ import annotations

import asyncio
import hashlib
import math
import sys
from collections.abc import Sequence

from services.embedders import Embedder, EmbeddingUnavailable

DIMENSIONS = 256


def hash_vector(text: str, dimensions: int = DIMENSIONS) -> list[float]:
    """A unit vector derived from the text's SHA-256, stable across runs and processes."""
    raw: list[float] = []
    counter = 0
    while len(raw) < dimensions:
        digest = hashlib.sha256(f"{counter}:{text}".encode()).digest()
        raw.extend((byte - 127.5) / 127.5 for byte in digest)
        counter += 1
    values = raw[:dimensions]
    norm = math.sqrt(sum(v * v for v in values))
    return [v / norm for v in values]


class CountingEmbedder(Embedder):
    """Records every text it is asked to embed, batch by batch."""

    model_id = "test-hash-256"
    dimensions = DIMENSIONS

    def __init__(self) -> None:
        self.batches: list[list[str]] = []

    @property
    def texts(self) -> list[str]:
        return [text for batch in self.batches for text in batch]

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        self.batches.append(list(texts))
        return [hash_vector(text) for text in texts]

    async def embed_query(self, text: str) -> list[float]:
        return hash_vector(text)


class FailingEmbedder(CountingEmbedder):
    """Embeds ``fail_after`` texts, then fails like a provider that went down mid-run."""

    def __init__(self, fail_after: int) -> None:
        super().__init__()
        self.fail_after = fail_after

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        if len(self.texts) + len(texts) > self.fail_after:
            raise EmbeddingUnavailable()
        return await super().embed_documents(texts)


class BlockingEmbedder(CountingEmbedder):
    """Embeds ``block_after`` texts, then prints a line on stdout and never returns (a hung provider)."""

    READY_LINE = "embedding blocked"

    def __init__(self, block_after: int) -> None:
        super().__init__()
        self.block_after = block_after

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        if len(self.texts) + len(texts) > self.block_after:
            print(self.READY_LINE, flush=True)
            await asyncio.Event().wait()
        return await super().embed_documents(texts)


async def _blocking_publish(dsn: str, paths: Sequence[str]) -> None:
    from pathlib import Path

    from ingestion.bootstrap import release_store
    from ingestion.publisher import publish_policies

    await publish_policies(
        [Path(p) for p in paths], store=release_store(dsn), embedder=BlockingEmbedder(2), batch_size=2
    )


if __name__ == "__main__":
    # ``python -m tests.ingestion.fakes WRITER_DSN PATH...``: publishes until the embedder blocks.
    asyncio.run(_blocking_publish(sys.argv[1], sys.argv[2:]))
