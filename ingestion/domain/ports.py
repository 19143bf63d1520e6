"""The port the publisher writes releases through; adapters/release_store.py implements it on PostgreSQL."""

from __future__ import annotations

import abc
import uuid
from collections.abc import Collection, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from datetime import date

from ingestion.domain.decisions import ScopeState
from ingestion.domain.model import PolicyChunk, PolicyDocument, PolicyScope

Vector = Sequence[float]


class ConcurrentActivation(Exception):
    """The database refused the timeline change: another writer gave the scope overlapping validity first."""


class ReleaseNotFound(Exception):
    """No release has that id."""


@dataclass(frozen=True)
class ChunkRow:
    """One chunk of a release being indexed, with its vector."""

    release_id: uuid.UUID
    policy_title: str
    chunk: PolicyChunk
    vector: Vector


class ReleaseStore(abc.ABC):
    """Releases, chunks, the embedding cache and the audit history of one policy store connection.

    Steps of a publish run take every scope of the run at once, so a run costs a few round trips
    rather than a few per file.
    """

    @abc.abstractmethod
    def locked(self, scope: PolicyScope) -> AbstractAsyncContextManager[None]:
        """Holds the scope's publish lock: waits while a live publisher has it; free once its process is gone."""

    @abc.abstractmethod
    def locked_all(self, scopes: Sequence[PolicyScope]) -> AbstractAsyncContextManager[None]:
        """Holds the publish locks of all the scopes, taken in the order given (one global order for every run)."""

    @abc.abstractmethod
    def try_locked(self, scopes: Sequence[PolicyScope]) -> AbstractAsyncContextManager[list[PolicyScope]]:
        """Holds the locks of those scopes no live publisher holds, without waiting; yields which."""

    @abc.abstractmethod
    async def scope_states(self, scopes: Sequence[PolicyScope]) -> dict[PolicyScope, ScopeState]:
        """What the store holds for each scope: its releases, timeline and anything left to recover or clean up."""

    @abc.abstractmethod
    async def recover(
        self, scopes: Sequence[PolicyScope], reason: str, actor: str
    ) -> list[tuple[PolicyScope, uuid.UUID]]:
        """Under the locks: marks abandoned INDEXING releases FAILED and removes chunks of releases off the timeline.

        Returns the abandoned releases.
        """

    @abc.abstractmethod
    async def clean_up(
        self, scopes: Sequence[PolicyScope], today: date, retention_days: int, actor: str
    ) -> list[uuid.UUID]:
        """Under the locks: releases superseded longer than the retention window lose their chunks (RETIRED)."""

    @abc.abstractmethod
    async def create_indexing(
        self,
        releases: Sequence[tuple[PolicyDocument, int]],
        *,
        replacing: Sequence[uuid.UUID] = (),
        embedding_model: str,
        dimensions: int,
        published_by: str,
    ) -> None:
        """In one transaction: deletes the FAILED rows being replaced and inserts the (document, expected chunk
        count) releases as INDEXING."""

    @abc.abstractmethod
    async def cached_embeddings(
        self, content_hashes: Sequence[str], *, embedding_model: str, dimensions: int
    ) -> dict[str, list[float]]: ...

    @abc.abstractmethod
    async def write_chunks(
        self,
        fresh: Collection[str],
        chunks: Sequence[ChunkRow],
        *,
        embedding_model: str,
        dimensions: int,
    ) -> None:
        """In one transaction: writes the chunks and caches the vectors of the ``fresh`` content hashes (just
        embedded; each is among the chunks) for their model; an entry already cached is kept as it is."""

    @abc.abstractmethod
    async def count_chunks(self, release_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, int]:
        """Stored chunks of each release."""

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
    async def fail(self, release_ids: Sequence[uuid.UUID], reason: str, actor: str) -> None:
        """Marks INDEXING releases FAILED with a short reason and deletes their chunks, in one transaction."""
