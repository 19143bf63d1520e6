"""API versions, optional caller authentication by API key (SHA-256 digests, constant-time compare), the
roles keys carry (caller, reviewer, admin) and the RPCs each role may call, the one permission callers can
additionally lack (reading diagnostics: internal release ids, scores, reviewer identity), the owner a
caller's conversations are bound to, and the public key id records and cases name an actor by."""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from gateway.domain.contract import CONTRACTS
from services.errors import ErrorReason, ServiceError

API_VERSION = "1"
SUPPORTED_API_VERSIONS = (API_VERSION,)
_DIGEST = re.compile(r"^[0-9a-f]{64}$")


def negotiate_api_version(values: Sequence[str]) -> str:
    """Absent means version 1; any other value, or a mix of values, is UNSUPPORTED_API_VERSION."""
    if not values:
        return API_VERSION
    versions = {value.strip() for value in values}
    if len(versions) == 1 and (version := versions.pop()) in SUPPORTED_API_VERSIONS:
        return version
    raise ServiceError(ErrorReason.UNSUPPORTED_API_VERSION)


# Without authentication nobody can be told apart: every caller shares this one conversation owner.
ANONYMOUS_OWNER = "anonymous"
# Domain separation: the stored owner is not the digest the gateway's key setting holds, so a copy of the
# memory table cannot be matched against that setting (and no key, nor its plain digest, is ever stored).
_OWNER_CONTEXT = b"policyreview.v1 conversation owner:"


def conversation_owner(key_digest: bytes) -> str:
    """The owner of an authenticated caller's conversations: 64 hex characters derived from its key's digest."""
    return hashlib.sha256(_OWNER_CONTEXT + key_digest).hexdigest()


# The public id of a key in records and case histories: domain-separated like the owner, and short, so
# it names an actor without being matchable against the key settings.
_KEY_ID_CONTEXT = b"policyreview.v1 key id:"


def key_id(key_digest: bytes) -> str:
    """The public id of an authenticated key: 16 hex characters derived from its digest."""
    return hashlib.sha256(_KEY_ID_CONTEXT + key_digest).hexdigest()[:16]


class Role(StrEnum):
    """What a key is for: callers review listings, reviewers work the desk, admins may do everything."""

    CALLER = "caller"
    REVIEWER = "reviewer"
    ADMIN = "admin"


_REVIEWERS = frozenset({Role.REVIEWER, Role.ADMIN})
_EVERYONE = frozenset(Role)
# Every RPC of the gateway and the roles that may call it, as its (policyreview.v1.gateway) option declares; an
# RPC missing here is refused (fail closed). Reading a review record is open to callers too, but only for their
# own key's records (see Caller.may_read_record).
RPC_ROLES: dict[str, frozenset[Role]] = {
    name: frozenset(Role(role) for role in contract.roles) for name, contract in CONTRACTS.items()
}


@dataclass(frozen=True)
class Caller:
    """Who is calling: its roles, whether it may read diagnostics, whose conversations it may touch, and the
    public id records and case histories name it by."""

    may_read_diagnostics: bool
    owner: str = ANONYMOUS_OWNER
    roles: frozenset[Role] = frozenset({Role.CALLER})
    key_id: str = ANONYMOUS_OWNER

    def authorize(self, *, include_diagnostics: bool) -> None:
        """Raises PERMISSION_DENIED when the request asks for what the caller may not read."""
        if include_diagnostics and not self.may_read_diagnostics:
            raise ServiceError(ErrorReason.PERMISSION_DENIED)

    def require(self, rpc: str) -> None:
        """Raises PERMISSION_DENIED unless one of the caller's roles may call ``rpc`` (a full method name)."""
        if not self.roles & RPC_ROLES.get(rpc, frozenset()):
            raise ServiceError(ErrorReason.PERMISSION_DENIED)

    @property
    def works_the_desk(self) -> bool:
        return bool(self.roles & _REVIEWERS)

    def may_read_record(self, recorded_by: str) -> bool:
        """Reviewers and admins read every record; callers only their own key's."""
        return self.works_the_desk or recorded_by == self.key_id


# With no keys on a local run every caller may do everything.
ANYONE = Caller(may_read_diagnostics=True, roles=_EVERYONE)

# POLICY_REVIEW_GATEWAY_AUTHENTICATION: ``local`` (the default: keys when digests are set, else open, as
# `make run` needs), ``required`` (what deployments set: no digests refuses to start) and ``off`` (an explicit
# choice to serve reviews without keys; diagnostics still need a diagnostics key).
LOCAL, REQUIRED, OFF = "local", "required", "off"
MODES = (LOCAL, REQUIRED, OFF)


def _parse_digests(value: str) -> tuple[bytes, ...]:
    normalised = [digest.strip().lower() for digest in value.split(",") if digest.strip()]
    if any(not _DIGEST.fullmatch(digest) for digest in normalised):
        # Fail fast at start-up; the value itself is not repeated.
        raise ValueError("gateway API key digests must be 64 hex characters (SHA-256)")
    return tuple(digest.encode("ascii") for digest in normalised)


def _matches(presented: bytes, digests: Sequence[bytes]) -> bool:
    # Compare against every digest so timing does not tell which (or whether one) matched early.
    matched = False
    for digest in digests:
        matched |= hmac.compare_digest(presented, digest)
    return matched


class ApiKeys:
    """The accepted keys, known only by their SHA-256 digests. No digests means authentication is off.

    Review keys and diagnostics keys are callers; diagnostics keys may also ask for the diagnostics block.
    Reviewer keys work the desk; admin keys may do everything (diagnostics included).
    """

    def __init__(
        self,
        review_digests: str,
        diagnostics_digests: str = "",
        *,
        mode: str = LOCAL,
        reviewer_digests: str = "",
        admin_digests: str = "",
    ) -> None:
        if mode not in MODES:
            raise ValueError(f"gateway authentication must be one of {', '.join(MODES)}")
        self._admins = _parse_digests(admin_digests)
        self._diagnostics = _parse_digests(diagnostics_digests) + self._admins
        self._reviewers = _parse_digests(reviewer_digests)
        self._callers = _parse_digests(review_digests) + _parse_digests(diagnostics_digests)
        self._accepted = self._callers + self._reviewers + self._admins
        if mode == REQUIRED and not self._accepted:
            # Fail fast at start-up: a deployment must not come up open because a secret was empty.
            raise ValueError(
                "gateway authentication is required but no API key digests are set: set "
                "POLICY_REVIEW_GATEWAY_API_KEY_SHA256, or POLICY_REVIEW_GATEWAY_AUTHENTICATION=off to serve reviews "
                "without keys"
            )
        self._mode = mode

    @classmethod
    def from_setting(
        cls, value: str, diagnostics: str = "", mode: str = LOCAL, reviewers: str = "", admins: str = ""
    ) -> ApiKeys:
        """Comma-separated digests, as POLICY_REVIEW_GATEWAY_API_KEY_SHA256,
        POLICY_REVIEW_GATEWAY_DIAGNOSTICS_KEY_SHA256, POLICY_REVIEW_GATEWAY_REVIEWER_KEY_SHA256 and
        POLICY_REVIEW_GATEWAY_ADMIN_KEY_SHA256 hold them, and POLICY_REVIEW_GATEWAY_AUTHENTICATION."""
        return cls(value, diagnostics, mode=mode, reviewer_digests=reviewers, admin_digests=admins)

    @property
    def enabled(self) -> bool:
        """Whether reviewing needs a key."""
        return self._mode != OFF and bool(self._accepted)

    def authenticate(self, authorization: str | None) -> Caller:
        """Accepts ``Bearer <key>`` whose digest is configured; raises UNAUTHENTICATED otherwise.

        With authentication off, anyone may review, but only a diagnostics key reads diagnostics; only
        local runs (no digests, mode ``local``) let every caller read them.
        """
        if not self.enabled:
            if self._mode == LOCAL:
                return ANYONE
            presented = _presented(authorization)
            if presented is None or not _matches(presented, self._accepted):
                return Caller(may_read_diagnostics=False)
            known = self._caller(presented)
            # Without authentication every caller reviews, whatever else its key lets it do.
            return Caller(
                may_read_diagnostics=known.may_read_diagnostics,
                roles=known.roles | {Role.CALLER},
                key_id=known.key_id,
            )
        presented = _presented(authorization)
        if presented is None or not _matches(presented, self._accepted):
            raise ServiceError(ErrorReason.UNAUTHENTICATED)
        return self._caller(presented)

    def _caller(self, presented: bytes) -> Caller:
        roles = {
            role
            for role, digests in (
                (Role.CALLER, self._callers),
                (Role.REVIEWER, self._reviewers),
                (Role.ADMIN, self._admins),
            )
            if _matches(presented, digests)
        }
        return Caller(
            may_read_diagnostics=_matches(presented, self._diagnostics),
            owner=conversation_owner(presented),
            roles=frozenset(roles),
            key_id=key_id(presented),
        )


def _presented(authorization: str | None) -> bytes | None:
    """The digest of a ``Bearer <key>`` header, or None when there is no such header."""
    scheme, _, token = (authorization or "").strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        return None
    return hashlib.sha256(token.encode("utf-8")).hexdigest().encode("ascii")
