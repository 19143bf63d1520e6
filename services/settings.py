"""Settings read once from the environment. Every variable starts with POLICY_REVIEW_ (docs/configuration.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

ENV_PREFIX = "POLICY_REVIEW_"
PROJECT_ROOT = Path(__file__).resolve().parent.parent


class CommonSettings(BaseSettings):
    """What every part reads. Subclasses add their own fields under the same prefix."""

    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, extra="ignore", frozen=True)

    host: str = Field("127.0.0.1", description="Interface the gRPC server binds to.")
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = Field("INFO", description="Minimum log level.")
    log_format: Literal["json", "text"] = Field("json", description="json: one object per line; text: for terminals.")
    shutdown_grace_seconds: float = Field(
        5.0, ge=0, le=120, description="On SIGTERM/SIGINT, in-flight RPCs get this long to finish."
    )
    health_check_interval_seconds: float = Field(
        2.0, gt=0, le=60, description="How often readiness (dependencies) is re-checked for grpc.health.v1."
    )
    internal_tls_dir: Path | None = Field(
        None,
        description=(
            "Directory with this part's identity for calls between parts (ca.crt, tls.crt, tls.key): mutual TLS, "
            "and behind the gateway only the gateway's calls are accepted. Unset: plaintext (`make run` sets it)."
        ),
    )
    health_port: int | None = Field(
        None,
        ge=1,
        le=65535,
        description="With internal TLS: a plaintext port serving grpc.health.v1 only, for platform probes.",
    )
    instance_id: str | None = Field(
        None,
        pattern=r"^[0-9a-f]{1,64}$",
        description=(
            "Set by `make run` for each run: the part also reports its overall health under "
            "`policy-review.instance/<id>`, so the supervisor's checks reach its own processes only."
        ),
    )


class DatabaseSettings(BaseSettings):
    """Where PostgreSQL is. Empty URLs mean the embedded server under data_dir."""

    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, extra="ignore", frozen=True)

    data_dir: Path = Field(PROJECT_ROOT / ".data", description="Embedded PostgreSQL data lives here.")
    database_url: SecretStr | None = Field(None, description="Admin DSN (migrations). Unset: the embedded server.")
    reader_database_url: SecretStr | None = Field(
        None,
        description="Read-only DSN (retrieval). Unset: the admin DSN with role policy_reader.",
    )
    writer_database_url: SecretStr | None = Field(
        None, description="Writer DSN (ingestion). Unset: the admin DSN with role policy_writer."
    )

    @field_validator("database_url", "reader_database_url", "writer_database_url", mode="before")
    @classmethod
    def _empty_means_unset(cls, value: object) -> object:
        # An exported-but-empty variable must not become a DSN that libpq fills with its own defaults.
        return None if isinstance(value, str) and not value.strip() else value


EmbedderName = Literal["wordllama", "ollama"]


class EmbedderSettings(BaseSettings):
    """Which embedding model ingestion and retrieval use; both must agree for scope to resolve."""

    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, extra="ignore", frozen=True)

    embedder: EmbedderName = Field("wordllama", description="wordllama (offline, 256-d) or ollama (768-d).")
    ollama_host: str = Field("http://127.0.0.1:11434", description="Ollama server for embeddings.")
    ollama_embedding_model: str = Field("embeddinggemma:300m", description="Ollama embedding model.")
    embedding_timeout_seconds: float = Field(30.0, gt=0, description="Timeout of one embedding call.")
    embedding_batch_size: int = Field(32, ge=1, le=512, description="Texts per embedding call.")


class PolicyFreshnessSettings(BaseSettings):
    """When our paraphrase of a marketplace's guidance counts as not checked against its source for too long."""

    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, extra="ignore", frozen=True)

    policy_source_stale_after_days: int = Field(
        180,
        ge=1,
        le=3650,
        description=(
            "A release whose retrievedAt is older than this many days is stale: listed by `ingestion status`, "
            "counted in a metric, and reviews citing it carry a POLICY_SOURCE_STALE warning."
        ),
    )
