"""Embedders shared by ingestion and retrieval: the port, the offline WordLlama model and Ollama."""

from services.embedders.base import (
    EMBEDDING_SPACES,
    Embedder,
    EmbeddingUnavailable,
    document_text,
    embedding_column,
)
from services.embedders.factory import build_embedder

__all__ = [
    "EMBEDDING_SPACES",
    "Embedder",
    "EmbeddingUnavailable",
    "build_embedder",
    "document_text",
    "embedding_column",
]
