"""Who publishes, approves or rejects a release: one normalised identity, so "Root" and " root" are root."""

from __future__ import annotations

import unicodedata

# The audit columns' limit (migration 0004: published_by, approved_by, rejected_by, actor).
ACTOR_MAX = 200
REASON_MAX = 500


class ActorRefused(ValueError):
    """A name or reason that cannot be recorded; the message says which and why."""


def actor_identity(name: str, role: str) -> str:
    """The identity as recorded and compared: NFKC, trimmed, inner whitespace runs as one space, case-folded.

    Login names and e-mail addresses are case-insensitive in practice; comparing raw strings let a
    publisher approve their own release as "Root" or " root", the separation of duties the approval exists for.
    """
    identity = _normalised(name)
    if not identity:
        raise ActorRefused(f"the {role} must be named (--by NAME); a blank name cannot be recorded")
    if len(identity) > ACTOR_MAX or not identity.isprintable():
        raise ActorRefused(f"the {role}'s name must be 1-{ACTOR_MAX} printable characters")
    return identity


def same_actor(first: str, second: str) -> bool:
    """True when two recorded names are one person (a stored name may predate normalisation)."""
    return _normalised(first) == _normalised(second)


def _normalised(name: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", name).split()).casefold()


def rejection_reason(text: str) -> str:
    """The reason kept in the history: trimmed, required, within the column's limit."""
    reason = text.strip()
    if not reason:
        raise ActorRefused("a rejection needs a reason (--reason TEXT); a blank one cannot be recorded")
    if len(reason) > REASON_MAX:
        raise ActorRefused(f"the reason must be at most {REASON_MAX} characters")
    return reason
