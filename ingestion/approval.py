"""Approving and rejecting releases that await approval; only approved releases join the timeline."""

from __future__ import annotations

import logging
import uuid
from datetime import UTC, date, datetime

from ingestion.activation import join_timelines
from ingestion.domain.actors import ActorRefused, actor_identity, rejection_reason, same_actor
from ingestion.domain.ports import ReleaseRecord, ReleaseStore
from services.vocabulary import ReleaseStatus

log = logging.getLogger(__name__)


class ApprovalRefused(Exception):
    """The decision is not allowed; the message says why, in the product's words."""


def _actor(name: str, role: str) -> str:
    try:
        return actor_identity(name, role)
    except ActorRefused as error:
        raise ApprovalRefused(str(error)) from None


async def approve_release(store: ReleaseStore, release_id: uuid.UUID, *, by: str, today: date | None = None) -> str:
    """Approves the release and joins it to its timeline under its scope's lock; returns what happened.

    The approver is recorded normalised (``actor_identity``) and must be another person than the publisher
    after normalisation. A blank name is refused before the store is opened, with its reason, rather than
    failing in the database as if the store were unavailable.
    """
    today = today or datetime.now(UTC).date()
    by = _actor(by, "approver")
    async with store.session() as session:
        async with session.transaction() as tx:
            scope = (await tx.release(release_id)).scope  # which lock to take
        async with session.locked(scope):
            # One transaction under the scope's lock: the release is read again, checked, approved and joined.
            async with session.transaction() as tx:
                release = await tx.release(release_id)
                _check_awaiting(release)
                if same_actor(release.published_by, by):
                    raise ApprovalRefused("the publisher of a release cannot approve it; another person must")
                await tx.approve(release_id, by)
                replaced = await join_timelines(tx, [release_id], by, today)
            for other in replaced:
                await session.delete_chunks(other)
    effective_from = release.effective_from
    when = "scheduled from" if effective_from > today else "in force from"
    log.info("release %s approved", release_id)
    return f"approved {scope} {release.version}: {when} {effective_from.isoformat()}"


async def reject_release(store: ReleaseStore, release_id: uuid.UUID, *, by: str, reason: str) -> str:
    """Rejects the release: it never joins the timeline, its chunks are removed, its row and history stay."""
    by = _actor(by, "rejecter")
    try:
        reason = rejection_reason(reason)
    except ActorRefused as error:
        raise ApprovalRefused(str(error)) from None
    async with store.session() as session, session.transaction() as tx:
        release = await tx.release(release_id)
        _check_awaiting(release)
        await tx.reject(release_id, by, reason)
    log.info("release %s rejected", release_id)
    return f"rejected {release.scope} {release.version}"


def _check_awaiting(release: ReleaseRecord) -> None:
    if release.status is not ReleaseStatus.AWAITING_APPROVAL:
        raise ApprovalRefused(f"the release is {release.status}, not awaiting approval")
