"""Settings of the ingestion job (environment variables with the POLICY_REVIEW_ prefix)."""

from __future__ import annotations

from pydantic import Field

from ingestion.domain.chunker import DEFAULT_MAX_CHUNK_CHARS
from ingestion.domain.timeline import DEFAULT_RETENTION_DAYS
from services.settings import CommonSettings, DatabaseSettings, EmbedderSettings, PolicyFreshnessSettings


class IngestionSettings(CommonSettings, DatabaseSettings, EmbedderSettings, PolicyFreshnessSettings):
    """Writer DSN (or the embedded server), the embedder both ingestion and retrieval must agree on, chunk size."""

    chunk_max_chars: int = Field(
        DEFAULT_MAX_CHUNK_CHARS,
        ge=200,
        le=20_000,
        description="Sections longer than this are split at paragraph, then line, sentence and word boundaries.",
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
