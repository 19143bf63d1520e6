"""The ports retrieval depends on; adapters implement them, tests fake them."""

from __future__ import annotations

import abc
from collections.abc import Sequence
from typing import Protocol

from retrieval.domain.model import Candidate, Release, ReleaseDetail, SearchQuery
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
    async def release(self, release_id: str) -> ReleaseDetail | None:
        """One release on a timeline with its sections; None when no such release is on a timeline."""

    @abc.abstractmethod
    async def search(self, query: SearchQuery) -> list[Candidate]:
        """The best chunks of the query's releases by similarity (and full-text rank when asked), exactly."""

    @abc.abstractmethod
    async def ready(self) -> bool:
        """Whether the store answers a trivial query now."""


class QueryEmbedder(Protocol):
    """The part of services.embedders.Embedder retrieval uses."""

    model_id: str
    dimensions: int

    async def embed_query(self, text: str) -> Sequence[float]: ...
