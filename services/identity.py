"""Who a part is: the per-run instance id a supervisor gives its parts, so its readiness and health checks know
they reached their own processes and not a leftover of another run on the same port."""

from __future__ import annotations

import secrets

from services.settings import CommonSettings

INSTANCE_ENTRY_PREFIX = "policy-review.instance/"


def new_instance_id() -> str:
    """A fresh id per run of the stack (not a secret: anyone on the port may read the health entry)."""
    return secrets.token_hex(8)


def instance_entry(instance_id: str) -> str:
    """The grpc.health.v1 entry a part of run ``instance_id`` reports, with its overall status."""
    return INSTANCE_ENTRY_PREFIX + instance_id


def instance_entries(settings: CommonSettings) -> list[str]:
    """The instance entries the part's health service carries: none when no supervisor named its run."""
    return [instance_entry(settings.instance_id)] if settings.instance_id else []
