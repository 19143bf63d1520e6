"""Retrieval settings, read once from POLICY_REVIEW_* variables (defaults documented in docs/retrieval.md)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from retrieval.domain.bounding import BoundingRules
from services.settings import CommonSettings, DatabaseSettings, EmbedderSettings, PolicyFreshnessSettings

RetrievalMode = Literal["vector", "hybrid"]


class RetrievalSettings(CommonSettings, DatabaseSettings, EmbedderSettings, PolicyFreshnessSettings):
    """What the retrieval service reads; each field is POLICY_REVIEW_<FIELD NAME>."""

    retrieval_port: int = Field(50052, ge=0, le=65535, description="gRPC port of the retrieval service.")
    retrieval_mode: RetrievalMode = Field(
        "hybrid", description="vector: cosine similarity only; hybrid: fused with PostgreSQL full-text rank (RRF)."
    )
    similarity_threshold: float | None = Field(
        None,
        ge=-1.0,
        le=1.0,
        description=(
            "Minimum cosine similarity of a chunk to the listing query. Unset: the gate `make calibrate` recorded "
            "for the configured embedder and mode; without one retrieval stays NOT_SERVING (docs/retrieval.md)."
        ),
    )
    lexical_threshold: float = Field(
        0.15,
        ge=0.0,
        lt=1.0,
        description=(
            "Hybrid mode: minimum full-text rank (ts_rank_cd normalized to rank / (rank + 1)) that admits a chunk "
            "below the similarity threshold."
        ),
    )
    top_k: int = Field(8, ge=1, le=50, description="Most evidence chunks returned per review.")
    max_chunks_per_policy: int = Field(2, ge=1, le=50, description="Most chunks returned from one policy.")
    max_context_characters: int = Field(
        16000,
        ge=100,
        le=100_000,
        description=(
            "Most policy text returned per review, completion included; a code whose section does not fit is "
            "reported as omitted (a warning), never dropped silently."
        ),
    )
    signal_ranking: bool = Field(
        True,
        description=(
            "Lead the evidence with the sections of the finding codes the deterministic detectors signal in the "
            "listing (docs/decisions.md)."
        ),
    )
    evidence_completion: bool = Field(
        True,
        description=(
            "Add, for each finding code the scope supports that the similarity evidence does not, its best-ranked "
            "applicable section (docs/decisions.md)."
        ),
    )
    candidate_pool_size: int = Field(
        40,
        ge=1,
        le=1000,
        description="Nearest in-scope chunks the search fetches before bounding; hybrid mode ranks these by "
        "full-text rank too (a scope larger than the pool gets no full-text candidates beyond it).",
    )
    rrf_k: int = Field(60, ge=1, le=1000, description="Reciprocal rank fusion constant: score = sum 1 / (k + rank).")
    retrieval_max_concurrent_requests: int = Field(
        128,
        ge=1,
        le=10_000,
        description=(
            "RPCs the retrieval service admits at once (health checks included); beyond it callers get "
            "RESOURCE_EXHAUSTED at once. The gateway keeps its own Retrieve calls below this."
        ),
    )
    reader_pool_min_size: int = Field(1, ge=0, le=100, description="Connections the reader pool keeps open.")
    reader_pool_max_size: int = Field(4, ge=1, le=100, description="Most connections the reader pool opens.")
    database_timeout_seconds: float = Field(
        2.0, gt=0, le=60, description="Longest wait for a pooled connection before POLICY_STORE_UNAVAILABLE."
    )
    query_timeout_seconds: float = Field(5.0, gt=0, le=300, description="statement_timeout of every query.")
    readiness_timeout_seconds: float = Field(
        1.0, gt=0, le=60, description="Longest wait of the health probe (SELECT 1) before NOT_SERVING."
    )
    database_reconnect_timeout_seconds: float = Field(
        10.0,
        gt=0,
        le=600,
        description="How long the pool retries a lost connection with backoff before starting afresh.",
    )

    @model_validator(mode="after")
    def _pool_sizes_agree(self) -> RetrievalSettings:
        if self.reader_pool_min_size > self.reader_pool_max_size:
            raise ValueError("reader_pool_min_size must not exceed reader_pool_max_size")
        return self

    def bounding_rules(self) -> BoundingRules:
        """The bounding rules these settings describe. The similarity gate is a placeholder: the
        Retriever takes it from its calibration (or the explicit setting) before gating anything."""
        return BoundingRules(
            similarity_threshold=1.0,
            lexical_threshold=self.lexical_threshold,
            top_k=self.top_k,
            max_chunks_per_policy=self.max_chunks_per_policy,
            max_context_characters=self.max_context_characters,
            evidence_completion=self.evidence_completion,
            signal_ranking=self.signal_ranking,
        )
