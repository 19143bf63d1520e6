"""Approving and rejecting releases that await approval; only approved releases join the timeline."""

from __future__ import annotations

import logging
import uuid
from datetime import UTC, date, datetime

from ingestion.adapters.release_store import PostgresReleaseStore
from ingestion.domain.actors import ActorRefused, actor_identity, rejection_reason, same_actor
from ingestion.domain.model import PolicyScope
from services.vocabulary import Marketplace, ReleaseStatus

log = logging.getLogger(__name__)


class ApprovalRefused(Exception):
    """The decision is not allowed; the message says why, in the product's words."""


def _actor(name: str, role: str) -> str:
    try:
        return actor_identity(name, role)
    except ActorRefused as error:
        raise ApprovalRefused(str(error)) from None


async def approve_release(writer_dsn: str, release_id: uuid.UUID, *, by: str, today: date | None = None) -> str:
    """Approves the release and joins it to its timeline under its scope's lock; returns what happened.

    The approver is recorded normalised (``actor_identity``) and must be another person than the publisher
    after normalisation. A blank name is refused before the store is opened, with its reason, rather than
    failing in the database as if the store were unavailable.
    """
    today = today or datetime.now(UTC).date()
    by = _actor(by, "approver")
    async with PostgresReleaseStore.open(writer_dsn) as store:
        release = await store.release(release_id)
        scope = PolicyScope(release["policy_id"], Marketplace(release["marketplace"]), release["locale"])
        async with store.locked(scope):
            release = await store.release(release_id)
            _check_awaiting(release)
            if same_actor(release["published_by"], by):
                raise ApprovalRefused("the publisher of a release cannot approve it; another person must")
            replaced = await store.approve(release_id, by, today)
            for other in replaced:
                await store.delete_chunks(other)
    effective_from: date = release["effective_from"]
    when = "scheduled from" if effective_from > today else "in force from"
    log.info("release %s approved", release_id)
    return f"approved {scope} {release['version']}: {when} {effective_from.isoformat()}"


async def reject_release(writer_dsn: str, release_id: uuid.UUID, *, by: str, reason: str) -> str:
    """Rejects the release: it never joins the timeline, its chunks are removed, its row and history stay."""
    by = _actor(by, "rejecter")
    try:
        reason = rejection_reason(reason)
    except ActorRefused as error:
        raise ApprovalRefused(str(error)) from None
    async with PostgresReleaseStore.open(writer_dsn) as store:
        release = await store.release(release_id)
        _check_awaiting(release)
        await store.reject(release_id, by, reason)
    log.info("release %s rejected", release_id)
    return f"rejected {release['policy_id']} {release['marketplace']}/{release['locale']} {release['version']}"


def _check_awaiting(release: dict[str, object]) -> None:
    if release["status"] != ReleaseStatus.AWAITING_APPROVAL.value:
        raise ApprovalRefused(f"the release is {release['status']}, not awaiting approval")
