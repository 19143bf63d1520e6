"""The production embedder: embeddinggemma:300m (768-d) through the ollama client's batched /api/embed."""

from __future__ import annotations

from collections.abc import Sequence

import httpx
import ollama

from services.embedders.base import Embedder, EmbeddingUnavailable, Vector

DIMENSIONS = {"embeddinggemma:300m": 768, "embeddinggemma": 768}
# EmbeddingGemma's model card: "maximum input context length of 2048 tokens". Its tokenizer is not
# on PyPI without the model, so chunks are sized by services.embedders.base.utf8_token_bound.
CONTEXT_TOKENS = {"embeddinggemma:300m": 2048, "embeddinggemma": 2048}


class OllamaEmbedder(Embedder):
    def __init__(self, host: str, model: str, timeout_seconds: float, batch_size: int) -> None:
        if model not in DIMENSIONS:
            raise ValueError(f"unknown Ollama embedding model {model!r}; known: {sorted(DIMENSIONS)}")
        self.model_id = model
        self.dimensions = DIMENSIONS[model]
        self.max_input_tokens = CONTEXT_TOKENS[model]
        self._batch_size = batch_size
        self._client = ollama.AsyncClient(host=host, timeout=timeout_seconds)

    async def _embed(self, inputs: Sequence[str]) -> list[Vector]:
        vectors: list[Vector] = []
        for start in range(0, len(inputs), self._batch_size):
            batch = list(inputs[start : start + self._batch_size])
            try:
                response = await self._client.embed(model=self.model_id, input=batch)
            except (ollama.ResponseError, httpx.HTTPError, ConnectionError, TimeoutError) as error:
                raise EmbeddingUnavailable() from error
            vectors.extend(self._check(response.embeddings, len(batch)))
        return vectors

    async def embed_documents(self, texts: Sequence[str]) -> list[Vector]:
        return await self._embed(texts) if texts else []

    async def embed_query(self, text: str) -> Vector:
        # embeddinggemma's retrieval query form; documents use document_text().
        return (await self._embed([f"task: search result | query: {text}"]))[0]

    async def close(self) -> None:
        await self._client._client.aclose()
