"""A scope's timeline: where a new release goes, what it supersedes, what is scheduled, in force or expired."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from enum import StrEnum

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
