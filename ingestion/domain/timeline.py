"""A scope's timeline: where a new release goes, what it supersedes, what is scheduled, in force or expired."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from enum import StrEnum

from ingestion.domain.model import Scope
from ingestion.domain.versions import parse_version

DEFAULT_RETENTION_DAYS = 400
DEFAULT_STALE_AFTER_DAYS = 180


@dataclass(frozen=True)
class TimelineEntry:
    """A release on its scope's timeline: in force from ``effective_from`` until ``valid_until`` (exclusive)."""

    release_id: uuid.UUID
    version: str
    effective_from: date
    valid_until: date | None


@dataclass(frozen=True)
class Placement:
    """What joining the timeline changes: the new release's end, the entries it closes and those it replaces."""

    valid_until: date | None
    # (release, new end): the release in force before the new one now ends where the new one starts.
    closes: tuple[tuple[uuid.UUID, date], ...]
    # Releases with the same effective date: the new one corrects them for their whole validity.
    replaces: tuple[uuid.UUID, ...]


class TimelineConflict(Exception):
    """Placing the release would let older text take over from newer text; the message says which."""


class Standing(StrEnum):
    """Where a release on the timeline stands on a given day."""

    SCHEDULED = "SCHEDULED"
    IN_FORCE = "IN_FORCE"
    SUPERSEDED = "SUPERSEDED"


def place(timeline: Sequence[TimelineEntry], version: str, effective_from: date) -> Placement:
    """Where a release of ``version`` effective from ``effective_from`` joins the scope's timeline.

    Each release is in force until the next one's effective date, so a future-dated release
    schedules a change without removing what is in force today. A release with the same
    effective date as an entry replaces it (a correction, or a rescheduled change). Raises
    TimelineConflict when a newer version is already in force on or before that date: re-running
    a folder that keeps old editions must never bring their text back.
    """
    parsed = parse_version(version)
    for entry in timeline:
        if parse_version(entry.version) > parsed and entry.effective_from <= effective_from:
            raise TimelineConflict(
                f"older than version {entry.version}, in force from {entry.effective_from.isoformat()}"
            )
    same = [entry for entry in timeline if entry.effective_from == effective_from]
    if same:
        return Placement(same[0].valid_until, (), tuple(entry.release_id for entry in same))
    before = [entry for entry in timeline if entry.effective_from < effective_from]
    after = [entry for entry in timeline if entry.effective_from > effective_from]
    valid_until = min(entry.effective_from for entry in after) if after else None
    closes: tuple[tuple[uuid.UUID, date], ...] = ()
    if before:
        predecessor = max(before, key=lambda entry: entry.effective_from)
        closes = ((predecessor.release_id, effective_from),)
    return Placement(valid_until, closes, ())


def standing(entry: TimelineEntry, today: date) -> Standing:
    if entry.effective_from > today:
        return Standing.SCHEDULED
    if entry.valid_until is not None and entry.valid_until <= today:
        return Standing.SUPERSEDED
    return Standing.IN_FORCE


def retention_expired(entry: TimelineEntry, today: date, retention_days: int) -> bool:
    """Whether a superseded release has been out of force longer than the retention window."""
    return entry.valid_until is not None and entry.valid_until + timedelta(days=retention_days) <= today


def source_stale(retrieved_at: date, today: date, stale_after_days: int) -> bool:
    """Whether our paraphrase was last checked against its source longer ago than the setting allows."""
    return retrieved_at + timedelta(days=stale_after_days) < today


@dataclass(frozen=True)
class Joining:
    """A release about to join its scope's timeline."""

    scope: Scope
    release_id: uuid.UUID
    version: str
    effective_from: date


@dataclass(frozen=True)
class TimelineChanges:
    """What joining several releases does, as final states the store writes in a few statements.

    Every state here only shrinks or removes an existing validity, or adds one that overlaps
    nothing in its final timeline, so applying replacements, then closes, then joins never
    overlaps even for a moment (the exclusion constraint is checked row by row).
    """

    # Releases already on a timeline that are taken off it (RETIRED, empty validity).
    replaced: tuple[uuid.UUID, ...]
    # Releases already on a timeline and their new end.
    closes: tuple[tuple[uuid.UUID, date], ...]
    # The joining releases, in order, with their final end and whether a later one of them replaced them.
    joins: tuple[tuple[uuid.UUID, date | None, bool], ...]
    # (event, release, detail) for the audit history, in the order the changes happen one release at a time.
    events: tuple[tuple[str, uuid.UUID, str], ...]

    @property
    def taken_off(self) -> tuple[uuid.UUID, ...]:
        """Every release replaced on its timeline, whose chunks can go."""
        return self.replaced + tuple(release for release, _, off in self.joins if off)


def join_all(
    timelines: Mapping[Scope, Sequence[TimelineEntry]], joining: Sequence[Joining], today: date
) -> TimelineChanges:
    """Places the releases one at a time, in order, each on its scope's timeline as the ones before left it.

    Raises TimelineConflict as place() does.
    """
    current = {scope: list(entries) for scope, entries in timelines.items()}
    existing = {entry.release_id: entry for entries in timelines.values() for entry in entries}
    taken_off: set[uuid.UUID] = set()
    events: list[tuple[str, uuid.UUID, str]] = []
    for release in joining:
        entries = current.setdefault(release.scope, [])
        placement = place(entries, release.version, release.effective_from)
        for replaced in placement.replaces:
            entries[:] = [entry for entry in entries if entry.release_id != replaced]
            taken_off.add(replaced)
            events.append(("SUPERSEDED", replaced, f"replaced by version {release.version} (same effective date)"))
        for closed, until in placement.closes:
            entries[:] = [
                TimelineEntry(e.release_id, e.version, e.effective_from, until) if e.release_id == closed else e
                for e in entries
            ]
            events.append(("SUPERSEDED", closed, f"in force until {until.isoformat()}, then version {release.version}"))
        entries.append(
            TimelineEntry(release.release_id, release.version, release.effective_from, placement.valid_until)
        )
        entries.sort(key=lambda entry: entry.effective_from)
        ends = f" until {placement.valid_until.isoformat()}" if placement.valid_until else ""
        event = "SCHEDULED" if release.effective_from > today else "ACTIVATED"
        events.append((event, release.release_id, f"in force from {release.effective_from.isoformat()}{ends}"))
    final = {entry.release_id: entry for entries in current.values() for entry in entries}
    return TimelineChanges(
        replaced=tuple(release for release in existing if release in taken_off),
        closes=tuple(
            (release, end)
            for release, entry in existing.items()
            if release in final and (end := final[release].valid_until) is not None and end != entry.valid_until
        ),
        joins=tuple(
            (
                release.release_id,
                final[release.release_id].valid_until if release.release_id in final else None,
                release.release_id in taken_off,
            )
            for release in joining
        ),
        events=tuple(events),
    )
