"""Settings of the ingestion job (environment variables with the POLICY_REVIEW_ prefix)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field

from ingestion.domain.chunker import DEFAULT_MAX_CHUNK_CHARS
from ingestion.domain.sources import DEFAULT_MAX_CHUNK_TOKENS, DEFAULT_MAX_FILE_BYTES
from ingestion.domain.timeline import DEFAULT_RETENTION_DAYS
from services.settings import PROJECT_ROOT, CommonSettings, DatabaseSettings, EmbedderSettings, PolicyFreshnessSettings


class IngestionSettings(CommonSettings, DatabaseSettings, EmbedderSettings, PolicyFreshnessSettings):
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
    source_max_file_bytes: int = Field(
        DEFAULT_MAX_FILE_BYTES,
        ge=1024,
        le=64 * 1024 * 1024,
        description="Source-corpus files larger than this are skipped (and reported) by index-sources.",
    )
    source_chunk_max_tokens: int = Field(
        DEFAULT_MAX_CHUNK_TOKENS,
        ge=50,
        le=8192,
        description="Token budget of one source chunk (estimated conservatively); keep it below the embedder's limit.",
    )
    mcp_source_roots: str = Field(
        "",
        description=(
            "Comma-separated folders the index_sources MCP tool (make mcp-ingest) may index below. "
            "Empty: the project folder (which holds .venv and its installed libraries)."
        ),
    )
    approval_required: bool = Field(
        False,
        description=(
            "Published releases wait for `ingestion approve` by someone other than their publisher before they "
            "join the timeline. Off for `make run`; on in compose and the Kubernetes overlays."
        ),
    )
    release_retention_days: int = Field(
        DEFAULT_RETENTION_DAYS,
        ge=0,
        le=36_500,
        description=(
            "Days a superseded release stays resolvable for past review dates; then its chunks are removed "
            "and its row is kept."
        ),
    )

    def source_roots(self) -> list[Path]:
        roots = [Path(root).resolve() for root in self.mcp_source_roots.split(",") if root.strip()]
        return roots or [PROJECT_ROOT]
