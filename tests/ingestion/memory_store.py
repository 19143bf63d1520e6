"""The release ports in memory: the state machine's tests run on it without a database.

It keeps what the PostgreSQL adapter's tables and constraints keep, and refuses what they refuse:
the publish locks are per session (waiting, trying, given back when the session ends), a
transaction is all or nothing, overlapping validity within a scope raises ConcurrentActivation,
a release cannot be approved by its publisher, and ids are unique. ``available = False`` makes
every session fail as an unreachable store does.
"""

from __future__ import annotations

import asyncio
import copy
import itertools
import uuid
from collections.abc import AsyncIterator, Collection, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Any

from ingestion.domain.decisions import ScopeState
from ingestion.domain.model import PolicyDocument, PolicyScope, RulesDocument, Scope, StoredRelease
from ingestion.domain.ports import (
    ChunkRow,
    ConcurrentActivation,
    EditionView,
    ReleaseEvent,
    ReleaseNotFound,
    ReleaseRecord,
    ReleaseSession,
    ReleaseStore,
    ReleaseView,
    ReleaseViews,
    TimelineTransaction,
)
from ingestion.domain.timeline import Joining, TimelineChanges, TimelineEntry
from services.errors import ErrorReason, ServiceError
from services.vocabulary import ReleaseStatus

OFF_TIMELINE = (ReleaseStatus.RETIRED, ReleaseStatus.FAILED, ReleaseStatus.REJECTED)


@dataclass
class _Release:
    release_id: uuid.UUID
    scope: PolicyScope
    version: str
    checksum: str
    status: ReleaseStatus
    embedding_model: str
    embedding_dimensions: int
    effective_from: date
    expected_chunk_count: int
    published_by: str
    retrieved_at: datetime
    sections: list[dict[str, Any]]
    supported_finding_codes: list[str]
    created_at: datetime
    # [from, until) while on the timeline; None when never on it or taken off (PostgreSQL's NULL or 'empty').
    validity: tuple[date, date | None] | None = None
    approved_by: str | None = None
    failed_at: datetime | None = None
    failure_reason: str | None = None


@dataclass
class _Tables:
    releases: dict[uuid.UUID, _Release] = field(default_factory=dict)
    # chunk id -> (release id, content hash)
    chunks: dict[uuid.UUID, tuple[uuid.UUID, str]] = field(default_factory=dict)
    cache: dict[tuple[str, int, str], list[float]] = field(default_factory=dict)
    events: list[ReleaseEvent] = field(default_factory=list)


def _unavailable() -> ServiceError:
    return ServiceError(ErrorReason.POLICY_STORE_UNAVAILABLE)


def _overlap(a: tuple[date, date | None], b: tuple[date, date | None]) -> bool:
    return (a[1] is None or b[0] < a[1]) and (b[1] is None or a[0] < b[1])


class MemoryReleaseStore(ReleaseStore):
    """One in-memory policy store; every session opened on it sees the same tables."""

    def __init__(self) -> None:
        self.tables = _Tables()
        self.available = True
        self.views = MemoryReleaseViews(self)
        self._holders: dict[Scope, tuple[int, int]] = {}  # scope -> (session, times taken)
        self._locks = asyncio.Condition()
        self._transaction = asyncio.Lock()
        self._sessions = itertools.count(1)
        self._event_ids = itertools.count(1)

    @asynccontextmanager
    async def session(self) -> AsyncIterator[MemoryReleaseSession]:
        if not self.available:
            raise _unavailable()
        session = MemoryReleaseSession(self, next(self._sessions))
        try:
            yield session
        finally:
            # Like a closed connection, an ended session gives back every lock it held.
            async with self._locks:
                for scope in [s for s, (holder, _) in self._holders.items() if holder == session.number]:
                    del self._holders[scope]
                self._locks.notify_all()

    @contextmanager
    def atomic(self) -> Iterator[_Tables]:
        """All of the block's changes, or none when it raises."""
        before = copy.deepcopy(self.tables)
        try:
            yield self.tables
        except BaseException:
            self.tables = before
            raise

    async def take(self, scope: Scope, session: int, *, wait: bool) -> bool:
        async with self._locks:
            if wait:
                await self._locks.wait_for(lambda: self._holders.get(scope, (session, 0))[0] == session)
            holder, times = self._holders.get(scope, (session, 0))
            if holder != session:
                return False
            self._holders[scope] = (session, times + 1)
            return True

    async def give_back(self, scopes: Sequence[Scope], session: int) -> None:
        async with self._locks:
            for scope in scopes:
                holder, times = self._holders.get(scope, (0, 0))
                if holder != session:
                    continue
                if times > 1:
                    self._holders[scope] = (session, times - 1)
                else:
                    del self._holders[scope]
            self._locks.notify_all()

    def record(self, actor: str, events: Sequence[tuple[str, uuid.UUID, str]]) -> None:
        for event, release_id, detail in events:
            release = self.tables.releases.get(release_id)
            if release is None:
                continue  # the SQL insert joins on the release row
            self.tables.events.append(
                ReleaseEvent(
                    event_id=next(self._event_ids),
                    occurred_at=datetime.now(UTC),
                    event=event,
                    release_id=release_id,
                    policy_id=release.scope.policy_id,
                    marketplace=release.scope.marketplace.value,
                    locale=release.scope.locale,
                    version=release.version,
                    actor=actor,
                    checksum=release.checksum,
                    chunk_count=release.expected_chunk_count,
                    detail=detail[:500],
                )
            )

    def ordered(self, scope: Scope) -> list[_Release]:
        releases = [r for r in self.tables.releases.values() if r.scope == scope]
        return sorted(releases, key=lambda r: (r.effective_from, r.version))

    def chunk_count(self, release_id: uuid.UUID) -> int:
        return sum(1 for owner, _ in self.tables.chunks.values() if owner == release_id)

    def delete_chunks_of(self, release_ids: Collection[uuid.UUID]) -> None:
        self.tables.chunks = {c: v for c, v in self.tables.chunks.items() if v[0] not in release_ids}

    def check_exclusion(self) -> None:
        """The exclusion constraint: no two validities of one scope overlap."""
        by_scope: dict[Scope, list[tuple[date, date | None]]] = {}
        for release in self.tables.releases.values():
            if release.validity is not None:
                by_scope.setdefault(release.scope, []).append(release.validity)
        for ranges in by_scope.values():
            if any(_overlap(a, b) for a, b in itertools.combinations(ranges, 2)):
                raise ConcurrentActivation()


class MemoryTimelineTransaction(TimelineTransaction):
    def __init__(self, store: MemoryReleaseStore) -> None:
        self._store = store

    def _get(self, release_id: uuid.UUID) -> _Release:
        release = self._store.tables.releases.get(release_id)
        if release is None:
            raise ReleaseNotFound(str(release_id))
        return release

    async def release(self, release_id: uuid.UUID) -> ReleaseRecord:
        r = self._get(release_id)
        return ReleaseRecord(r.release_id, r.scope, r.version, r.effective_from, r.status, r.published_by)

    async def joining(self, release_ids: Sequence[uuid.UUID]) -> list[Joining]:
        return [Joining(r.scope, r.release_id, r.version, r.effective_from) for r in map(self._get, release_ids)]

    async def timelines(self, scopes: Sequence[Scope]) -> dict[Scope, tuple[TimelineEntry, ...]]:
        found = {}
        for scope in scopes:
            releases = self._store.ordered(scope)
            if releases:
                found[scope] = tuple(
                    TimelineEntry(r.release_id, r.version, r.effective_from, r.validity[1])
                    for r in releases
                    if r.validity is not None
                )
        return found

    async def await_approval(self, release_ids: Sequence[uuid.UUID], actor: str) -> None:
        releases = [r for r in map(self._store.tables.releases.get, release_ids) if r is not None]
        indexing = [r for r in releases if r.status is ReleaseStatus.INDEXING]
        for release in indexing:
            release.status = ReleaseStatus.AWAITING_APPROVAL
        if len(indexing) != len(release_ids):
            raise ServiceError(ErrorReason.INDEX_CORRUPTED, "The release was no longer being indexed.")
        self._store.record(actor, [("PUBLISHED", r, "awaiting approval") for r in release_ids])

    def _awaiting(self, release_id: uuid.UUID) -> _Release:
        release = self._store.tables.releases.get(release_id)
        if release is None or release.status is not ReleaseStatus.AWAITING_APPROVAL:
            raise ReleaseNotFound(str(release_id))
        return release

    async def approve(self, release_id: uuid.UUID, actor: str) -> None:
        release = self._awaiting(release_id)
        if actor == release.published_by:
            raise _unavailable()  # the table's check constraint refuses it
        release.approved_by = actor
        self._store.record(actor, [("APPROVED", release_id, "")])

    async def reject(self, release_id: uuid.UUID, actor: str, reason: str) -> None:
        self._awaiting(release_id).status = ReleaseStatus.REJECTED
        self._store.delete_chunks_of({release_id})
        self._store.record(actor, [("REJECTED", release_id, reason)])

    async def place(self, changes: TimelineChanges, actor: str) -> None:
        releases = self._store.tables.releases
        for release_id in changes.replaced:
            releases[release_id].validity = None
            releases[release_id].status = ReleaseStatus.RETIRED
        for release_id, end in changes.closes:
            validity = releases[release_id].validity
            assert validity is not None
            releases[release_id].validity = (validity[0], end)
        joined = 0
        for release_id, until, taken_off in changes.joins:
            release = releases.get(release_id)
            if release is None or release.status not in (ReleaseStatus.INDEXING, ReleaseStatus.AWAITING_APPROVAL):
                continue
            release.status = ReleaseStatus.RETIRED if taken_off else ReleaseStatus.ACTIVE
            release.validity = None if taken_off else (release.effective_from, until)
            joined += 1
        self._store.check_exclusion()
        if joined != len(changes.joins):
            raise ServiceError(ErrorReason.INDEX_CORRUPTED, "The release was no longer waiting to join the timeline.")
        self._store.record(actor, changes.events)

    async def retire_expired(
        self, scopes: Sequence[Scope], today: date, retention_days: int, actor: str
    ) -> list[uuid.UUID]:
        retired = []
        for scope in scopes:
            for release in self._store.ordered(scope):
                until = release.validity[1] if release.validity else None
                expired = until is not None and until + timedelta(days=retention_days) <= today
                if release.status is ReleaseStatus.ACTIVE and expired:
                    # Like RETIRE_EXPIRED, the validity stays: review dates in it resolve to nothing served.
                    release.status = ReleaseStatus.RETIRED
                    retired.append(release.release_id)
        self._store.delete_chunks_of(set(retired))
        detail = f"superseded more than {retention_days} days ago"
        self._store.record(actor, [("CLEANED_UP", release, detail) for release in retired])
        return retired


class MemoryReleaseSession(ReleaseSession):
    def __init__(self, store: MemoryReleaseStore, number: int) -> None:
        self._store = store
        self.number = number

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[TimelineTransaction]:
        # Transactions take turns: the snapshot a rollback restores holds no other session's writes.
        async with self._store._transaction:
            with self._store.atomic():
                yield MemoryTimelineTransaction(self._store)

    @asynccontextmanager
    async def locked(self, scope: Scope) -> AsyncIterator[None]:
        async with self.locked_all([scope]):
            yield

    @asynccontextmanager
    async def locked_all(self, scopes: Sequence[Scope]) -> AsyncIterator[bool]:
        wanted = list(dict.fromkeys(scopes))
        held = [scope for scope in wanted if await self._store.take(scope, self.number, wait=False)]
        waited = len(held) < len(wanted)
        try:
            if waited:
                await self._store.give_back(held, self.number)
                held = []
                for scope in wanted:
                    await self._store.take(scope, self.number, wait=True)
                    held.append(scope)
            yield waited
        finally:
            await self._store.give_back(held, self.number)

    @asynccontextmanager
    async def try_locked(self, scopes: Sequence[Scope]) -> AsyncIterator[list[Scope]]:
        held = [scope for scope in dict.fromkeys(scopes) if await self._store.take(scope, self.number, wait=False)]
        try:
            yield held
        finally:
            await self._store.give_back(held, self.number)

    async def scope_states(self, scopes: Sequence[Scope]) -> dict[Scope, ScopeState]:
        states = {}
        for scope in scopes:
            releases = self._store.ordered(scope)
            if not releases:
                states[scope] = ScopeState()
                continue
            states[scope] = ScopeState(
                releases={
                    r.version: StoredRelease(r.release_id, r.version, r.checksum, r.status, r.embedding_model)
                    for r in releases
                },
                timeline=tuple(
                    TimelineEntry(r.release_id, r.version, r.effective_from, r.validity[1])
                    for r in releases
                    if r.validity is not None
                ),
                ended=tuple(
                    (r.release_id, r.validity[1])
                    for r in releases
                    if r.status is ReleaseStatus.ACTIVE and r.validity is not None and r.validity[1] is not None
                ),
                unfinished=any(
                    r.status is ReleaseStatus.INDEXING
                    or (r.status in OFF_TIMELINE and self._store.chunk_count(r.release_id) > 0)
                    for r in releases
                ),
            )
        return states

    async def timeline_scopes(self) -> list[Scope]:
        scopes = {r.scope for r in self._store.tables.releases.values() if r.status is ReleaseStatus.ACTIVE}
        ordered: list[PolicyScope] = sorted(scopes, key=lambda s: (s.policy_id, s.marketplace.value, s.locale))
        return list(ordered)

    async def recover(self, scopes: Sequence[Scope], reason: str, actor: str) -> list[tuple[Scope, uuid.UUID]]:
        with self._store.atomic() as tables:
            abandoned: list[tuple[Scope, uuid.UUID]] = []
            for release in tables.releases.values():
                if release.scope in scopes and release.status is ReleaseStatus.INDEXING:
                    release.status = ReleaseStatus.FAILED
                    release.failed_at = datetime.now(UTC)
                    release.failure_reason = reason
                    abandoned.append((release.scope, release.release_id))
            self._store.record(actor, [("FAILED", release, reason) for _, release in abandoned])
            self._store.delete_chunks_of(
                {r.release_id for r in tables.releases.values() if r.scope in scopes and r.status in OFF_TIMELINE}
            )
        return abandoned

    async def create_indexing(
        self,
        releases: Sequence[tuple[PolicyDocument | RulesDocument, int]],
        *,
        replacing: Sequence[uuid.UUID] = (),
        embedding_model: str,
        dimensions: int,
        published_by: str,
    ) -> None:
        with self._store.atomic() as tables:
            for release_id in replacing:
                old = tables.releases.get(release_id)
                if old is not None and old.status in (ReleaseStatus.FAILED, ReleaseStatus.INDEXING):
                    del tables.releases[release_id]
                    self._store.delete_chunks_of({release_id})
            now = datetime.now(UTC)
            for document, expected in releases:
                # Rule pack editions are the PostgreSQL adapter's alone (tests/ingestion/test_rule_editions.py).
                assert isinstance(document, PolicyDocument), "the in-memory store keeps policy releases only"
                if document.release_id in tables.releases:
                    raise _unavailable()  # the primary key refuses it
                tables.releases[document.release_id] = _Release(
                    release_id=document.release_id,
                    scope=document.scope,
                    version=document.version,
                    checksum=document.checksum,
                    status=ReleaseStatus.INDEXING,
                    embedding_model=embedding_model,
                    embedding_dimensions=dimensions,
                    effective_from=document.effective_from,
                    expected_chunk_count=expected,
                    published_by=published_by,
                    retrieved_at=document.retrieved_at,
                    sections=[
                        {
                            "sectionId": s.section_id,
                            "heading": s.heading,
                            "findingCodes": [code.value for code in s.finding_codes],
                            "text": s.text,
                        }
                        for s in document.sections
                    ],
                    supported_finding_codes=[code.value for code in document.supported_finding_codes],
                    created_at=now,
                )
            self._store.record(published_by, [("PUBLISHED", d.release_id, "indexing") for d, _ in releases])

    async def cached_embeddings(
        self, content_hashes: Sequence[str], *, embedding_model: str, dimensions: int
    ) -> dict[str, list[float]]:
        cache = self._store.tables.cache
        keys = {h: (embedding_model, dimensions, h) for h in content_hashes}
        return {h: list(cache[key]) for h, key in keys.items() if key in cache}

    async def write_chunks(
        self,
        fresh: Collection[str],
        chunks: Sequence[ChunkRow],
        *,
        embedding_model: str,
        dimensions: int,
    ) -> None:
        with self._store.atomic() as tables:
            for row in chunks:
                if row.chunk.chunk_id in tables.chunks or row.release_id not in tables.releases:
                    raise _unavailable()  # primary and foreign keys
                tables.chunks[row.chunk.chunk_id] = (row.release_id, row.chunk.content_hash)
                if row.chunk.content_hash in fresh:
                    tables.cache.setdefault((embedding_model, dimensions, row.chunk.content_hash), list(row.vector))

    async def count_chunks(self, release_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, int]:
        return {release_id: self._store.chunk_count(release_id) for release_id in release_ids}

    async def delete_chunks(self, release_id: uuid.UUID) -> None:
        self._store.delete_chunks_of({release_id})

    async def fail(self, release_ids: Sequence[uuid.UUID], reason: str, actor: str) -> None:
        with self._store.atomic() as tables:
            failed = []
            for release_id in release_ids:
                release = tables.releases.get(release_id)
                if release is not None and release.status is ReleaseStatus.INDEXING:
                    release.status = ReleaseStatus.FAILED
                    release.failed_at = datetime.now(UTC)
                    release.failure_reason = reason
                    failed.append(release_id)
            self._store.delete_chunks_of(set(release_ids))
            self._store.record(actor, [("FAILED", release, reason) for release in failed])


class MemoryReleaseViews(ReleaseViews):
    def __init__(self, store: MemoryReleaseStore) -> None:
        self._store = store

    async def releases(self) -> list[ReleaseView]:
        if not self._store.available:
            raise _unavailable()
        releases = sorted(
            self._store.tables.releases.values(),
            key=lambda r: (r.scope.marketplace.value, r.scope.locale, r.scope.policy_id, r.effective_from, r.version),
        )
        return [
            ReleaseView(
                release_id=r.release_id,
                policy_id=r.scope.policy_id,
                marketplace=r.scope.marketplace.value,
                locale=r.scope.locale,
                version=r.version,
                status=r.status.value,
                effective_from=r.effective_from,
                valid_until=r.validity[1] if r.validity else None,
                embedding_model=r.embedding_model,
                embedding_dimensions=r.embedding_dimensions,
                retrieved_at=r.retrieved_at,
                created_at=r.created_at,
                failed_at=r.failed_at,
                failure_reason=r.failure_reason,
                published_by=r.published_by,
                chunks=self._store.chunk_count(r.release_id),
            )
            for r in releases
        ]

    async def history(self, policy_id: str) -> list[ReleaseEvent]:
        if not self._store.available:
            raise _unavailable()
        return [event for event in self._store.tables.events if event.policy_id == policy_id]

    async def rule_editions(self) -> list[EditionView]:
        return []

    async def rule_history(self) -> list[ReleaseEvent]:
        return []

    async def sections(self, policy_id: str, versions: Sequence[str]) -> list[dict[str, Any]]:
        if not self._store.available:
            raise _unavailable()
        releases = sorted(
            (
                r
                for r in self._store.tables.releases.values()
                if r.scope.policy_id == policy_id and r.version in versions
            ),
            key=lambda r: (r.scope.marketplace.value, r.scope.locale, r.version),
        )
        return [
            {
                "release_id": r.release_id,
                "marketplace": r.scope.marketplace.value,
                "locale": r.scope.locale,
                "version": r.version,
                "status": r.status.value,
                "sections": copy.deepcopy(r.sections),
                "supported_finding_codes": list(r.supported_finding_codes),
            }
            for r in releases
        ]
