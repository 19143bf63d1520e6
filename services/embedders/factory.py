"""Builds the configured embedder from settings."""

from __future__ import annotations

from services.embedders.base import Embedder
from services.settings import EmbedderSettings


def build_embedder(settings: EmbedderSettings) -> Embedder:
    if settings.embedder == "ollama":
        from services.embedders.ollama import OllamaEmbedder

        return OllamaEmbedder(
            settings.ollama_host,
            settings.ollama_embedding_model,
            settings.embedding_timeout_seconds,
            settings.embedding_batch_size,
        )
    from services.embedders.wordllama import WordLlamaEmbedder

    return WordLlamaEmbedder()
