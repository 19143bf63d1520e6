"""The shared embedders: WordLlama offline from the wheel, Ollama through the real client against a local fake."""

from __future__ import annotations

import asyncio
import math
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest
from aiohttp import web

from services.embedders import EmbeddingUnavailable, build_embedder, document_text
from services.embedders.base import Vector
from services.embedders.ollama import OllamaEmbedder
from services.embedders.wordllama import WordLlamaEmbedder
from services.settings import EmbedderSettings


@asynccontextmanager
async def fake_ollama(dimensions: int = 768) -> AsyncIterator[tuple[str, list[Any]]]:
    """/api/embed on loopback: answers one vector per input, whose first value is the input's length."""
    received: list[Any] = []

    async def embed(request: web.Request) -> web.Response:
        body = await request.json()
        received.append(body)
        vectors = [[float(len(text))] + [0.0] * (dimensions - 1) for text in body["input"]]
        return web.json_response({"model": body["model"], "embeddings": vectors})

    app = web.Application()
    app.router.add_post("/api/embed", embed)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        yield f"http://127.0.0.1:{port}", received
    finally:
        await runner.cleanup()


async def test_wordllama_loads_from_the_wheel_and_normalizes() -> None:
    embedder = WordLlamaEmbedder()
    documents = await embedder.embed_documents(
        [document_text("Contact", "Contact details", "Do not put phone numbers in listings.")] * 2
    )
    query = await embedder.embed_query("Call me on 555 0100")
    assert embedder.dimensions == 256
    assert [len(v) for v in (*documents, query)] == [256, 256, 256]
    assert math.isclose(math.fsum(x * x for x in query), 1.0, rel_tol=1e-4)
    assert documents[0] == documents[1]


async def test_wordllama_queries_run_beside_a_document_batch_on_another_thread() -> None:
    # Queries embed inline when the tokenizer is free; a batch on a worker thread holds it, and a query
    # arriving meanwhile must neither race the tokenizer (it refuses concurrent use) nor differ.
    embedder = WordLlamaEmbedder()
    texts = [f"policy section {i} about contact details and returns" for i in range(2000)]
    expected = (await embedder.embed_documents(["listing about a used camera"]))[0]
    batch = asyncio.ensure_future(embedder.embed_documents(texts))
    queries: list[Vector] = []
    while not batch.done() and len(queries) < 10_000:
        await asyncio.sleep(0)  # an inline query never yields; let the batch start and finish
        queries.append(await embedder.embed_query("listing about a used camera"))
    assert len(await batch) == len(texts)
    queries.append(await embedder.embed_query("listing about a used camera"))
    assert all(query == pytest.approx(expected, abs=1e-6) for query in queries)


async def test_ollama_batches_documents_and_uses_the_query_form() -> None:
    async with fake_ollama() as (host, received):
        embedder = OllamaEmbedder(host, "embeddinggemma:300m", timeout_seconds=30, batch_size=2)
        try:
            texts = [document_text("P", "H", "x" * n) for n in range(1, 6)]
            vectors = await embedder.embed_documents(texts)
            await embedder.embed_query("used camera")
        finally:
            await embedder.close()
    assert [len(body["input"]) for body in received] == [2, 2, 1, 1]
    assert [v[0] for v in vectors] == [float(len(t)) for t in texts]  # order kept across batches
    assert received[-1]["input"] == ["task: search result | query: used camera"]
    assert {body["model"] for body in received} == {"embeddinggemma:300m"}


async def test_ollama_vectors_of_the_wrong_size_are_embedding_unavailable() -> None:
    async with fake_ollama(dimensions=512) as (host, _):
        embedder = OllamaEmbedder(host, "embeddinggemma:300m", timeout_seconds=30, batch_size=8)
        try:
            with pytest.raises(EmbeddingUnavailable):
                await embedder.embed_query("anything")
        finally:
            await embedder.close()


async def test_ollama_unreachable_is_embedding_unavailable() -> None:
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    embedder = OllamaEmbedder(f"http://127.0.0.1:{port}", "embeddinggemma:300m", timeout_seconds=2, batch_size=8)
    try:
        with pytest.raises(EmbeddingUnavailable) as failure:
            await embedder.embed_documents(["text"])
    finally:
        await embedder.close()
    assert failure.value.reason.value == "EMBEDDING_UNAVAILABLE"


def test_factory_builds_the_configured_embedder() -> None:
    assert isinstance(build_embedder(EmbedderSettings(embedder="wordllama")), WordLlamaEmbedder)
    ollama = build_embedder(EmbedderSettings(embedder="ollama"))
    assert (ollama.model_id, ollama.dimensions) == ("embeddinggemma:300m", 768)
    with pytest.raises(ValueError, match="unknown Ollama embedding model"):
        build_embedder(EmbedderSettings(embedder="ollama", ollama_embedding_model="nomic-embed-text"))
