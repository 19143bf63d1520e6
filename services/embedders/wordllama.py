"""The default offline embedder: WordLlama l2_supercat, 256-d, weights shipped inside the PyPI wheel."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from services.embedders.base import Embedder, EmbeddingUnavailable, Vector


class WordLlamaEmbedder(Embedder):
    model_id = "wordllama-l2_supercat-256"
    dimensions = 256
    # WordLlama averages its token vectors and its inference sets no_truncation(): it has no window,
    # so nothing is ever cut (a very long chunk only dilutes, which chunk_max_chars bounds).
    max_input_tokens = None

    def __init__(self) -> None:
        self._model: Any = None
        # The tokenizer refuses concurrent use: every embedding holds this lock.
        self._lock = threading.Lock()

    def _load(self) -> Any:
        if self._model is None:
            import wordllama
            from wordllama import WordLlama

            # The wheel ships weights/ and tokenizers/, but the loader looks for the tokenizer
            # in "tokenizer/" beside the package; as cache_dir the package folder resolves both.
            # disable_download: a missing file must fail here, never fetch from a hub.
            package_dir = Path(wordllama.__file__).resolve().parent
            self._model = WordLlama.load(
                "l2_supercat", cache_dir=package_dir, dim=self.dimensions, disable_download=True
            )
        return self._model

    def count_tokens(self, text: str) -> int:
        """Exact: the tokenizer shipped in the wheel, as WordLlama's inference encodes (no special tokens)."""
        return len(self._load().tokenizer.encode(text, add_special_tokens=False).ids)

    def _embed_locked(self, texts: Sequence[str]) -> list[Vector]:
        try:
            vectors = self._load().embed(list(texts), norm=True)
        except Exception as error:
            raise EmbeddingUnavailable() from error
        return self._check(vectors.tolist(), len(texts))

    def _embed(self, texts: Sequence[str]) -> list[Vector]:
        with self._lock:
            return self._embed_locked(texts)

    async def embed_documents(self, texts: Sequence[str]) -> list[Vector]:
        if not texts:
            return []
        return await asyncio.to_thread(self._embed, texts)

    async def embed_query(self, text: str) -> Vector:
        # One short text takes about 0.13 ms inline against 0.31 ms through the executor, whose thread
        # hand-off was a visible share of retrieval's CPU. Inline only when no other embedding holds
        # the tokenizer (a document batch on a worker thread in ingestion or calibration): the event
        # loop never waits for the lock.
        if self._model is not None and self._lock.acquire(blocking=False):
            try:
                return self._embed_locked([text])[0]
            finally:
                self._lock.release()
        return (await asyncio.to_thread(self._embed, [text]))[0]
