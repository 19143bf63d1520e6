"""The ports retrieval depends on; adapters implement them, tests fake them."""

from __future__ import annotations

import abc
from collections.abc import Sequence
from typing import Protocol

from retrieval.domain.model import Candidate, Release, SearchQuery
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
    async def search(self, query: SearchQuery) -> list[Candidate]:
        """The best chunks of the query's releases by similarity (and full-text rank when asked), exactly."""

    @abc.abstractmethod
    async def coverage(self, query: SearchQuery) -> list[Candidate]:
        """For each finding code, the few in-scope chunks nearest the query among those supporting the
        code and applying to the query's condition and category (no similarity gate, no pool limit)."""

    @abc.abstractmethod
    async def ready(self) -> bool:
        """Whether the store answers a trivial query now."""


class QueryEmbedder(Protocol):
    """The part of services.embedders.Embedder retrieval uses."""

    model_id: str
    dimensions: int

    async def embed_query(self, text: str) -> Sequence[float]: ...
