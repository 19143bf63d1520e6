"""What to do with a valid policy file given what the store already holds for its scope."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from enum import StrEnum

from ingestion.domain.model import PolicyDocument, StoredRelease
from ingestion.domain.versions import parse_version
from services.vocabulary import ReleaseStatus


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
    active: StoredRelease | None,
    embedding_model: str,
) -> Verdict:
    """Applies the release rules: versions are immutable, re-runs are idempotent, time never runs backwards."""
    if existing is not None and existing.status in (ReleaseStatus.ACTIVE, ReleaseStatus.RETIRED):
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
    if active is not None and parse_version(document.version) < parse_version(active.version):
        # Re-running a folder that still holds old versions must never re-activate them.
        return Verdict(Action.SKIP, f"older than the active version {active.version}")
    return Verdict(Action.PUBLISH, "new version", existing.release_id if existing is not None else None)
