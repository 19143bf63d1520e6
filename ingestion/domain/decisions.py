"""What to do with a valid policy file given what the store already holds for its scope.

Every verdict but PUBLISH is stable once reached, which lets a run settle unchanged files from one
unlocked read: a release row that is ACTIVE, RETIRED, AWAITING_APPROVAL or REJECTED is never deleted
and its version, checksum and embedding model never change (AWAITING_APPROVAL can only become ACTIVE
or REJECTED, both still "not this file again"); and a timeline entry only ever leaves the timeline
when a release of the same effective date and a newer version replaces it, so "older than a version
in force on or before this date" stays true. Only PUBLISH needs the scope's lock and a fresh read.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum

from ingestion.domain.model import PolicyDocument, RulesDocument, StoredRelease
from ingestion.domain.timeline import TimelineConflict, TimelineEntry, place, retention_expired
from services.vocabulary import ReleaseStatus

_PUBLISHED = (ReleaseStatus.ACTIVE, ReleaseStatus.RETIRED, ReleaseStatus.AWAITING_APPROVAL)


class Action(StrEnum):
    PUBLISH = "PUBLISH"
    SKIP = "SKIP"
    REJECT = "REJECT"


@dataclass(frozen=True)
class Verdict:
    action: Action
    reason: str
    # A FAILED (or abandoned INDEXING) row of this version that publishing replaces.
    replaces: uuid.UUID | None = None


def decide(
    document: PolicyDocument | RulesDocument,
    *,
    existing: StoredRelease | None,
    timeline: Sequence[TimelineEntry],
    embedding_model: str,
) -> Verdict:
    """Applies the release rules: versions are immutable, re-runs are idempotent, old text never takes over."""
    if existing is not None and existing.status is ReleaseStatus.REJECTED:
        return Verdict(
            Action.REJECT,
            f"version {document.version} was rejected by an approver; publish the change as a new version",
        )
    if existing is not None and existing.status in _PUBLISHED:
        if existing.checksum != document.checksum:
            return Verdict(
                Action.REJECT,
                f"version {document.version} is already published with different content; "
                "a version is immutable, so publish the change as a new version",
            )
        if existing.embedding_model != embedding_model:
            return Verdict(
                Action.REJECT,
                f"version {document.version} is already published with embedding model {existing.embedding_model}; "
                "embedding it with another model needs a new version or an empty policy store",
            )
        return Verdict(Action.SKIP, f"already published ({existing.status.value})")
    try:
        place(timeline, document.version, document.effective_from)
    except TimelineConflict as conflict:
        # Re-running a folder that still holds old versions must never bring their text back.
        return Verdict(Action.SKIP, str(conflict))
    return Verdict(Action.PUBLISH, "new version", existing.release_id if existing is not None else None)


@dataclass(frozen=True)
class ScopeState:
    """What the store holds for one scope, read in one query for every scope of a publish run."""

    # Every release of the scope by version, whatever its status.
    releases: Mapping[str, StoredRelease] = field(default_factory=dict)
    # The releases with validity, by effective date (what place() reads).
    timeline: tuple[TimelineEntry, ...] = ()
    # ACTIVE releases with an end, as (release, end): candidates for the retention clean-up.
    ended: tuple[tuple[uuid.UUID, date], ...] = ()
    # An INDEXING release (abandoned, or a live publisher's) or chunks of a release off the timeline.
    unfinished: bool = False


def needs_maintenance(state: ScopeState, today: date, retention_days: int) -> bool:
    """Whether recovery or the retention clean-up would change anything in the scope."""
    return state.unfinished or any(
        retention_expired(TimelineEntry(release, "", until, until), today, retention_days)
        for release, until in state.ended
    )


def decide_scope(
    documents: Sequence[PolicyDocument | RulesDocument], state: ScopeState, *, embedding_model: str
) -> list[Verdict]:
    """decide() for each of a scope's files of one run, in the order given (oldest version first).

    A version given twice in one run is published once: the same content again is skipped, other
    content is rejected (a version is immutable).
    """
    verdicts: list[Verdict] = []
    seen: dict[str, PolicyDocument | RulesDocument] = {}
    for document in documents:
        earlier = seen.get(document.version)
        if earlier is not None:
            if earlier.checksum == document.checksum:
                verdicts.append(Verdict(Action.SKIP, f"the same as {earlier.source} in this run"))
            else:
                verdicts.append(
                    Verdict(
                        Action.REJECT,
                        f"version {document.version} is also in {earlier.source} with different content; "
                        "a version is immutable, so publish the change as a new version",
                    )
                )
            continue
        seen[document.version] = document
        verdicts.append(
            decide(
                document,
                existing=state.releases.get(document.version),
                timeline=state.timeline,
                embedding_model=embedding_model,
            )
        )
    return verdicts
