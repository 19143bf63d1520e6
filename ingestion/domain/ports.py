"""The ports the ingestion use cases work through.

``ReleaseStore`` opens ``ReleaseSession``s (one connection each: the publish locks are per session);
a session's ``transaction()`` is the ``TimelineTransaction`` unit of work in which a release joins,
awaits, leaves or is refused a timeline. ``ReleaseViews`` are the command line's read views.
``CalibrationStore`` and ``SourceStore`` are the calibration's and the source corpora's stores.
``adapters/`` implements them on PostgreSQL, ``tests/ingestion/memory_store.py`` the release ports
in memory, and ``bootstrap.py`` is the one place the PostgreSQL ones are built.
"""

from __future__ import annotations

import abc
import uuid
from collections.abc import Collection, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from ingestion.domain.calibration import Gate, SectionScore
from ingestion.domain.decisions import ScopeState
from ingestion.domain.model import PolicyChunk, PolicyDocument, RulesDocument, Scope
from ingestion.domain.sources import SourceChunk
from ingestion.domain.timeline import Joining, TimelineChanges, TimelineEntry
from services.vocabulary import ReleaseStatus

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


@dataclass(frozen=True)
class ReleaseRecord:
    """One release as approval and rejection read it."""

    release_id: uuid.UUID
    scope: Scope
    version: str
    effective_from: date
    status: ReleaseStatus
    published_by: str


class TimelineTransaction(abc.ABC):
    """One database transaction that changes timelines: everything read in it and written by it commits
    together or not at all (an exception in the block rolls it back).

    The scopes' publish locks (``ReleaseSession.locked``/``locked_all``) are taken by the caller
    before the transaction; the store refuses overlapping validity within a scope by itself and
    the transaction then raises ConcurrentActivation, nothing changed.
    """

    @abc.abstractmethod
    async def release(self, release_id: uuid.UUID) -> ReleaseRecord:
        """Raises ReleaseNotFound."""

    @abc.abstractmethod
    async def joining(self, release_ids: Sequence[uuid.UUID]) -> list[Joining]:
        """The releases about to join their timelines, in the order given. Raises ReleaseNotFound."""

    @abc.abstractmethod
    async def timelines(self, scopes: Sequence[Scope]) -> dict[Scope, tuple[TimelineEntry, ...]]:
        """Each scope's timeline, by effective date (a scope without one is absent)."""

    @abc.abstractmethod
    async def await_approval(self, release_ids: Sequence[uuid.UUID], actor: str) -> None:
        """INDEXING -> AWAITING_APPROVAL, with a PUBLISHED event each. Raises ServiceError(INDEX_CORRUPTED) when
        one of them is no longer INDEXING."""

    @abc.abstractmethod
    async def approve(self, release_id: uuid.UUID, actor: str) -> None:
        """Records who approved a release AWAITING_APPROVAL (an APPROVED event); joining is ``place``'s work.
        Raises ReleaseNotFound when it is not awaiting approval."""

    @abc.abstractmethod
    async def reject(self, release_id: uuid.UUID, actor: str, reason: str) -> None:
        """AWAITING_APPROVAL -> REJECTED, its chunks removed (a REJECTED event). Raises ReleaseNotFound when it is
        not awaiting approval."""

    @abc.abstractmethod
    async def place(self, changes: TimelineChanges, actor: str) -> None:
        """Writes join_all()'s final states (replaced, closed, joined) and its events, in that order. Raises
        ServiceError(INDEX_CORRUPTED) when a joining release is no longer INDEXING or AWAITING_APPROVAL."""

    @abc.abstractmethod
    async def retire_expired(
        self, scopes: Sequence[Scope], today: date, retention_days: int, actor: str
    ) -> list[uuid.UUID]:
        """Releases of the scopes superseded longer than the retention window: RETIRED, chunks removed, a
        CLEANED_UP event each. Returns them."""


class ReleaseSession(abc.ABC):
    """Releases, chunks, the embedding cache and the audit history through one policy store connection.

    Steps of a publish run take every scope of the run at once, so a run costs a few round trips
    rather than a few per file. Each step outside ``transaction()`` is atomic on its own.
    """

    @abc.abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[TimelineTransaction]:
        """The unit of work of a timeline change."""

    @abc.abstractmethod
    def locked(self, scope: Scope) -> AbstractAsyncContextManager[None]:
        """Holds the scope's publish lock: waits while a live publisher has it; free once its process is gone."""

    @abc.abstractmethod
    def locked_all(self, scopes: Sequence[Scope]) -> AbstractAsyncContextManager[bool]:
        """Holds the publish locks of all the scopes, taken in the order given (one global order for every run).

        Yields whether another publisher held one of them, so that this session waited.
        """

    @abc.abstractmethod
    def try_locked(self, scopes: Sequence[Scope]) -> AbstractAsyncContextManager[list[Scope]]:
        """Holds the locks of those scopes no live publisher holds, without waiting; yields which."""

    @abc.abstractmethod
    async def scope_states(self, scopes: Sequence[Scope]) -> dict[Scope, ScopeState]:
        """What the store holds for each scope: its releases, timeline and anything left to recover or clean up."""

    @abc.abstractmethod
    async def timeline_scopes(self) -> list[Scope]:
        """Every scope with a release on its timeline."""

    @abc.abstractmethod
    async def recover(self, scopes: Sequence[Scope], reason: str, actor: str) -> list[tuple[Scope, uuid.UUID]]:
        """Under the locks: marks abandoned INDEXING releases FAILED and removes chunks of releases off the timeline.

        Returns the abandoned releases.
        """

    @abc.abstractmethod
    async def create_indexing(
        self,
        releases: Sequence[tuple[PolicyDocument | RulesDocument, int]],
        *,
        replacing: Sequence[uuid.UUID] = (),
        embedding_model: str,
        dimensions: int,
        published_by: str,
    ) -> None:
        """In one transaction: deletes the FAILED rows being replaced and inserts the (document, expected chunk
        count) releases as INDEXING, with a PUBLISHED event each (a rule pack edition has no chunks)."""

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
    async def delete_chunks(self, release_id: uuid.UUID) -> None: ...

    @abc.abstractmethod
    async def fail(self, release_ids: Sequence[uuid.UUID], reason: str, actor: str) -> None:
        """Marks INDEXING releases FAILED with a short reason and deletes their chunks, in one transaction."""


class ReleaseStore(abc.ABC):
    """Where releases are kept; a use case opens a session only once it has something to read or write."""

    @abc.abstractmethod
    def session(self) -> AbstractAsyncContextManager[ReleaseSession]:
        """Raises ServiceError(POLICY_STORE_UNAVAILABLE) when the store cannot be reached."""


@dataclass(frozen=True)
class ReleaseView:
    """One release as ``ingestion status`` shows it."""

    release_id: uuid.UUID
    policy_id: str
    marketplace: str
    locale: str
    version: str
    status: str
    effective_from: date
    valid_until: date | None
    embedding_model: str
    embedding_dimensions: int
    retrieved_at: datetime
    created_at: datetime
    failed_at: datetime | None
    failure_reason: str | None
    published_by: str
    chunks: int


@dataclass(frozen=True)
class ReleaseEvent:
    """One row of the audit history."""

    event_id: int
    occurred_at: datetime
    event: str
    release_id: uuid.UUID
    policy_id: str
    marketplace: str
    locale: str
    version: str
    actor: str
    checksum: str
    chunk_count: int
    detail: str


@dataclass(frozen=True)
class EditionView:
    """One rule pack edition as ``ingestion status`` shows it."""

    release_id: uuid.UUID
    scope: str
    version: str
    status: str
    effective_from: date
    valid_until: date | None
    content_hash: str
    source: str
    created_at: datetime
    published_by: str
    failure_reason: str | None


class ReleaseViews(abc.ABC):
    """What the review commands read (status, history, diff); never written through."""

    @abc.abstractmethod
    async def releases(self) -> list[ReleaseView]:
        """Every release with its stored chunk count, by marketplace, locale, policy, effective date, version."""

    @abc.abstractmethod
    async def history(self, policy_id: str) -> list[ReleaseEvent]:
        """The audit history of a policy, oldest first."""

    @abc.abstractmethod
    async def rule_editions(self) -> list[EditionView]:
        """Every rule pack edition, by scope, effective date and version."""

    @abc.abstractmethod
    async def rule_history(self) -> list[ReleaseEvent]:
        """The audit history of the rule pack editions, oldest first (scope in ``locale``, pack in ``policy_id``)."""

    @abc.abstractmethod
    async def sections(self, policy_id: str, versions: Sequence[str]) -> list[dict[str, Any]]:
        """The stored sections (release_id, marketplace, locale, version, status, sections,
        supported_finding_codes) of the policy's releases of these versions, every scope."""


@dataclass(frozen=True)
class StoredCalibration:
    """One recorded calibration gate."""

    calibration_id: int
    embedding_model: str
    embedding_dimensions: int
    retrieval_mode: str
    similarity_threshold: float
    lexical_threshold: float | None
    dataset: str
    corpus_version: str
    section_recall: float
    section_precision: float
    calibrated_at: datetime


class CalibrationSession(abc.ABC):
    """One calibration run of one embedder (model and dimensions) on one connection."""

    @abc.abstractmethod
    async def corpus_version(self) -> tuple[str, int]:
        """A digest of this embedder's ACTIVE releases (id and checksum), and how many there are."""

    @abc.abstractmethod
    async def section_scores(
        self,
        *,
        marketplace: str,
        locale: str,
        category: str,
        condition: str,
        review_date: date,
        embedding: Sequence[float],
        lexical_text: str,
    ) -> tuple[SectionScore, ...]:
        """Every in-scope section with its best chunk's scores, as retrieval scores them."""

    @abc.abstractmethod
    async def record(self, gates: Sequence[Gate], *, method: str, dataset: str, corpus_version: str) -> list[int]:
        """Writes every mode's gate in one transaction: retrieval never sees half a calibration."""


class CalibrationStore(abc.ABC):
    @abc.abstractmethod
    async def latest(self) -> list[StoredCalibration]:
        """The calibration each (embedder, mode) would serve with."""

    @abc.abstractmethod
    def session(self, model: str, dimensions: int) -> AbstractAsyncContextManager[CalibrationSession]: ...


class CorpusBusy(Exception):
    """Another live run holds the corpus's lock."""


@dataclass(frozen=True)
class ManifestEntry:
    checksum: str
    chunk_count: int
    embedding_model: str
    stored: int

    def holds(self, checksum: str, embedding_model: str) -> bool:
        """The index holds the whole file at this checksum, embedded with this model."""
        return self.checksum == checksum and self.embedding_model == embedding_model and self.stored == self.chunk_count


@dataclass(frozen=True)
class CorpusSummary:
    """One indexed corpus as ``list-corpora`` shows it."""

    corpus: str
    files: int
    chunks: int
    embedding_models: tuple[str, ...]
    last_status: str | None
    last_started: datetime | None
    last_finished: datetime | None
    last_files_seen: int | None
    last_files_skipped: int | None

    def as_dict(self) -> dict[str, Any]:
        return {
            "corpus": self.corpus,
            "files": self.files,
            "chunks": self.chunks,
            "embeddingModels": list(self.embedding_models),
            "lastRun": None
            if self.last_status is None
            else {
                "status": self.last_status,
                "startedAt": self.last_started.isoformat() if self.last_started else None,
                "finishedAt": self.last_finished.isoformat() if self.last_finished else None,
                "filesSeen": self.last_files_seen,
                "filesSkipped": self.last_files_skipped,
            },
        }


@dataclass(frozen=True)
class CorpusDeletion:
    corpus: str
    chunks: int
    files: int
    runs: int

    @property
    def deleted(self) -> bool:
        return bool(self.chunks or self.files or self.runs)


class CorpusSession(abc.ABC):
    """One source corpus, its lock held for as long as the session lasts."""

    @abc.abstractmethod
    async def start_run(self) -> tuple[uuid.UUID, list[uuid.UUID]]:
        """Starts a run; runs of the corpus still RUNNING become INTERRUPTED (returned: their process is gone)."""

    @abc.abstractmethod
    async def finish_run(self, run_id: uuid.UUID, status: str, *, seen: int, indexed: int, skipped: int) -> None: ...

    @abc.abstractmethod
    async def manifest(self) -> dict[str, ManifestEntry]:
        """Every file the index knows, with what it really holds for it."""

    @abc.abstractmethod
    async def write_file(
        self,
        path: str,
        file_checksum: str,
        chunks: Sequence[tuple[SourceChunk, Sequence[float]]],
        *,
        embedding_model: str,
        dimensions: int,
    ) -> None:
        """Chunks, stale-chunk removal and the manifest row in one transaction: a file is whole or old."""

    @abc.abstractmethod
    async def remove_files(self, paths: Sequence[str]) -> None: ...

    @abc.abstractmethod
    async def delete_all(self) -> CorpusDeletion:
        """The corpus's chunks, manifest and run history, in one transaction."""


class SourceStore(abc.ABC):
    @abc.abstractmethod
    def corpus(self, corpus: str) -> AbstractAsyncContextManager[CorpusSession]:
        """Holds the corpus's lock for the session; raises CorpusBusy when a live run holds it."""

    @abc.abstractmethod
    async def corpora(self) -> list[CorpusSummary]:
        """Every corpus with its size and newest run."""
