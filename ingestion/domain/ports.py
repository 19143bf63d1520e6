"""The port the publisher writes releases through; adapters/release_store.py implements it on PostgreSQL."""

from __future__ import annotations

import abc
import uuid
from collections.abc import Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import date

from ingestion.domain.model import PolicyChunk, PolicyDocument, PolicyScope, StoredRelease
from ingestion.domain.timeline import TimelineEntry

Vector = Sequence[float]


class ConcurrentActivation(Exception):
    """The database refused the timeline change: another writer gave the scope overlapping validity first."""


class ReleaseNotFound(Exception):
    """No release has that id."""


class ReleaseStore(abc.ABC):
    """Releases, chunks, the embedding cache and the audit history of one policy store connection."""

    @abc.abstractmethod
    def locked(self, scope: PolicyScope) -> AbstractAsyncContextManager[None]:
        """Holds the scope's publish lock: waits while a live publisher has it; free once its process is gone."""

    @abc.abstractmethod
    async def recover(self, scope: PolicyScope, reason: str, actor: str) -> list[uuid.UUID]:
        """Under the lock: marks abandoned INDEXING releases FAILED and removes chunks of releases off the timeline.

        Returns the ids of the abandoned releases.
        """

    @abc.abstractmethod
    async def clean_up(self, scope: PolicyScope, today: date, retention_days: int, actor: str) -> list[uuid.UUID]:
        """Under the lock: releases superseded longer than the retention window lose their chunks (RETIRED)."""

    @abc.abstractmethod
    async def find_release(self, scope: PolicyScope, version: str) -> StoredRelease | None: ...

    @abc.abstractmethod
    async def timeline(self, scope: PolicyScope) -> list[TimelineEntry]:
        """The scope's releases with validity, by effective date."""

    @abc.abstractmethod
    async def delete_release(self, release_id: uuid.UUID) -> None:
        """Deletes a FAILED or INDEXING release and its chunks, so its version can be published again."""

    @abc.abstractmethod
    async def create_indexing(
        self,
        document: PolicyDocument,
        *,
        embedding_model: str,
        dimensions: int,
        expected_chunks: int,
        published_by: str,
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
    async def submit(
        self, releases: Sequence[uuid.UUID], *, approval_required: bool, actor: str, today: date
    ) -> list[uuid.UUID]:
        """In one transaction: every indexed release of a publish run awaits approval or joins its timeline.

        Returns the ids of releases replaced on their timeline, whose chunks can go. Raises
        ConcurrentActivation when the database refuses overlapping validity; nothing is changed then.
        """

    @abc.abstractmethod
    async def delete_chunks(self, release_id: uuid.UUID) -> None: ...

    @abc.abstractmethod
    async def fail(self, release_id: uuid.UUID, reason: str, actor: str) -> None:
        """Marks an INDEXING release FAILED with a short reason and deletes its chunks, in one transaction."""
