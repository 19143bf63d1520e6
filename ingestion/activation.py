"""The timeline change that publishing and approval share, inside their unit of work."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import date

from ingestion.domain.ports import TimelineTransaction
from ingestion.domain.timeline import join_all


async def join_timelines(
    tx: TimelineTransaction, release_ids: Sequence[uuid.UUID], actor: str, today: date
) -> list[uuid.UUID]:
    """Places the releases on their timelines, in order, closing or replacing what each supersedes.

    Runs inside the caller's transaction and under the scopes' publish locks, which the caller
    took: what is read here cannot change before the writes commit. Returns the releases taken
    off a timeline, whose chunks can go once the transaction has committed. Raises
    TimelineConflict (nothing written) and, from the transaction, ConcurrentActivation.
    """
    joining = await tx.joining(release_ids)  # read: the releases and their scopes
    scopes = list(dict.fromkeys(release.scope for release in joining))
    timelines = await tx.timelines(scopes)  # read: those scopes' timelines
    changes = join_all(timelines, joining, today)  # decide: pure domain
    await tx.place(changes, actor)  # write: replaced, closed, joined, and the audit events
    return list(changes.taken_off)
