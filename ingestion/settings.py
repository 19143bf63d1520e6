"""Settings of the ingestion job (environment variables with the POLICY_REVIEW_ prefix)."""

from __future__ import annotations

from pydantic import Field

from ingestion.domain.chunker import DEFAULT_MAX_CHUNK_CHARS
from services.settings import CommonSettings, DatabaseSettings, EmbedderSettings


class IngestionSettings(CommonSettings, DatabaseSettings, EmbedderSettings):
    """Writer DSN (or the embedded server), the embedder both ingestion and retrieval must agree on, chunk size."""

    chunk_max_chars: int = Field(
        DEFAULT_MAX_CHUNK_CHARS,
        ge=200,
        le=20_000,
        description=(
            "Sections longer than this (or than the embedder's token window) are split at paragraph, then line, "
            "sentence and word boundaries."
        ),
    )
    lexical_threshold: float = Field(
        0.15,
        ge=0.0,
        lt=1.0,
        description=(
            "Hybrid mode: minimum full-text rank that admits a chunk below the similarity gate; `calibrate` "
            "measures the hybrid gate with it (retrieval reads the same variable)."
        ),
    )
