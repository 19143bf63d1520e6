"""The port the publisher writes releases through; adapters/release_store.py implements it on PostgreSQL."""

from __future__ import annotations

import abc
import uuid
from collections.abc import Mapping, Sequence
from contextlib import AbstractAsyncContextManager

from ingestion.domain.model import PolicyChunk, PolicyDocument, PolicyScope, StoredRelease

Vector = Sequence[float]


class ConcurrentActivation(Exception):
    """Another release of the scope became ACTIVE first; the database's one-ACTIVE rule refused this one."""


class ReleaseStore(abc.ABC):
    """Releases, chunks and the embedding cache of one policy store connection."""

    @abc.abstractmethod
    def locked(self, scope: PolicyScope) -> AbstractAsyncContextManager[None]:
        """Holds the scope's publish lock: waits while a live publisher has it; free once its process is gone."""

    @abc.abstractmethod
    async def recover(self, scope: PolicyScope, reason: str) -> list[uuid.UUID]:
        """Under the lock: marks abandoned INDEXING releases FAILED and removes chunks of inactive releases.

        Returns the ids of the abandoned releases.
        """

    @abc.abstractmethod
    async def find_release(self, scope: PolicyScope, version: str) -> StoredRelease | None: ...

    @abc.abstractmethod
    async def active_release(self, scope: PolicyScope) -> StoredRelease | None: ...

    @abc.abstractmethod
    async def delete_release(self, release_id: uuid.UUID) -> None:
        """Deletes a FAILED or INDEXING release and its chunks, so its version can be published again."""

    @abc.abstractmethod
    async def create_indexing(
        self, document: PolicyDocument, *, embedding_model: str, dimensions: int, expected_chunks: int
    ) -> None: ...

    @abc.abstractmethod
    async def cached_embeddings(
        self, content_hashes: Sequence[str], *, embedding_model: str, dimensions: int
    ) -> dict[str, list[float]]: ...

    @abc.abstractmethod
    async def cache_embeddings(self, vectors: Mapping[str, Vector], *, embedding_model: str, dimensions: int) -> None:
        """Stores content hash -> vector; an entry already cached is kept as it is."""

    @abc.abstractmethod
    async def write_chunks(
        self,
        release_id: uuid.UUID,
        chunks: Sequence[tuple[PolicyChunk, Vector]],
        *,
        policy_title: str,
        embedding_model: str,
        dimensions: int,
    ) -> None: ...

    @abc.abstractmethod
    async def count_chunks(self, release_id: uuid.UUID) -> int: ...

    @abc.abstractmethod
    async def activate(self, scope: PolicyScope, release_id: uuid.UUID) -> list[uuid.UUID]:
        """In one transaction retires the scope's ACTIVE release and activates this INDEXING one.

        Returns the retired release ids. Raises ConcurrentActivation when the one-ACTIVE rule refuses.
        """

    @abc.abstractmethod
    async def delete_chunks(self, release_id: uuid.UUID) -> None: ...

    @abc.abstractmethod
    async def fail(self, release_id: uuid.UUID, reason: str) -> None:
        """Marks an INDEXING release FAILED with a short reason and deletes its chunks, in one transaction."""
