"""What to do with a valid policy file given what the store already holds for its scope."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from ingestion.domain.model import PolicyDocument, StoredRelease
from ingestion.domain.timeline import TimelineConflict, TimelineEntry, place
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
    document: PolicyDocument,
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
