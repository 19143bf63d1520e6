"""The ports retrieval depends on; adapters implement them, tests fake them."""

from __future__ import annotations

import abc
from collections.abc import Sequence
from typing import Protocol

from retrieval.domain.model import (
    Calibration,
    Candidate,
    EmbeddingSpace,
    Release,
    ReleaseDetail,
    RetrievalMode,
    SearchQuery,
)
from retrieval.domain.passages import SourceCandidate
from services.rulepack import EditionEntry
from services.vocabulary import Marketplace


class PolicyStore(abc.ABC):
    """Read-only access to published policy releases and their chunks.

    Implementations raise the service's POLICY_STORE_UNAVAILABLE error when the store cannot
    answer and INDEX_CORRUPTED when a stored row does not parse; never an empty result instead.
    """

    @abc.abstractmethod
    async def active_releases(self, marketplace: Marketplace, locale: str) -> list[Release]:
        """Every ACTIVE release of the marketplace and locale."""

    @abc.abstractmethod
    async def scope(self, marketplace: Marketplace, locale: str) -> tuple[list[Release], list[EditionEntry]]:
        """``active_releases`` and every rule pack edition on a timeline whose scope covers the marketplace and
        locale, in one read (scope resolution's)."""

    @abc.abstractmethod
    async def release(self, release_id: str) -> ReleaseDetail | None:
        """One release on a timeline with its sections; None when no such release is on a timeline."""

    @abc.abstractmethod
    async def search(self, query: SearchQuery) -> list[Candidate]:
        """The best chunks of the query's releases by similarity (and full-text rank when asked), exactly."""

    @abc.abstractmethod
    async def calibration(self, space: EmbeddingSpace, mode: RetrievalMode) -> Calibration | None:
        """The newest calibration recorded for this embedding space and mode, or None."""

    @abc.abstractmethod
    async def search_with_coverage(self, query: SearchQuery) -> tuple[list[Candidate], list[Candidate]]:
        """What ``search`` finds, and for each finding code the few in-scope chunks nearest the query among
        those supporting the code and applying to the query's condition and category (no similarity gate,
        no pool limit; similarity only, no full-text score), in one read of the scope."""

    @abc.abstractmethod
    async def ready(self) -> bool:
        """Whether the store answers a trivial query now."""


class SourceStore(abc.ABC):
    """Read-only access to indexed source-tree corpora; the same failure rules as PolicyStore."""

    @abc.abstractmethod
    async def search_sources(
        self, corpus: str, space: EmbeddingSpace, embedding: Sequence[float], lexical_text: str | None, limit: int
    ) -> list[SourceCandidate]:
        """The best chunks of one corpus in one embedding space (and by full-text rank when asked), exactly."""

    @abc.abstractmethod
    async def corpus_indexed(self, corpus: str, space: EmbeddingSpace) -> bool:
        """Whether the corpus has any chunk in this embedding space."""


class QueryEmbedder(Protocol):
    """The part of services.embedders.Embedder retrieval uses."""

    model_id: str
    dimensions: int

    async def embed_query(self, text: str) -> Sequence[float]: ...
