"""API versions, optional caller authentication by API key (SHA-256 digests, constant-time compare), the
one permission callers can lack (reading diagnostics: internal release ids, scores, reviewer identity), and
the owner a caller's conversations are bound to."""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Sequence
from dataclasses import dataclass

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


@dataclass(frozen=True)
class Caller:
    """What an authenticated caller may do beyond reviewing listings, and whose conversations it may touch."""

    may_read_diagnostics: bool
    owner: str = ANONYMOUS_OWNER

    def authorize(self, *, include_diagnostics: bool) -> None:
        """Raises PERMISSION_DENIED when the request asks for what the caller may not read."""
        if include_diagnostics and not self.may_read_diagnostics:
            raise ServiceError(ErrorReason.PERMISSION_DENIED)


# With no keys on a local run every caller may read everything.
ANYONE = Caller(may_read_diagnostics=True)

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

    Keys listed as diagnostics keys are accepted too, and may also ask for the diagnostics block.
    """

    def __init__(self, review_digests: str, diagnostics_digests: str = "", *, mode: str = LOCAL) -> None:
        if mode not in MODES:
            raise ValueError(f"gateway authentication must be one of {', '.join(MODES)}")
        self._diagnostics = _parse_digests(diagnostics_digests)
        self._accepted = _parse_digests(review_digests) + self._diagnostics
        if mode == REQUIRED and not self._accepted:
            # Fail fast at start-up: a deployment must not come up open because a secret was empty.
            raise ValueError(
                "gateway authentication is required but no API key digests are set: set "
                "POLICY_REVIEW_GATEWAY_API_KEY_SHA256, or POLICY_REVIEW_GATEWAY_AUTHENTICATION=off to serve reviews "
                "without keys"
            )
        self._mode = mode

    @classmethod
    def from_setting(cls, value: str, diagnostics: str = "", mode: str = LOCAL) -> ApiKeys:
        """Comma-separated digests, as POLICY_REVIEW_GATEWAY_API_KEY_SHA256 and
        POLICY_REVIEW_GATEWAY_DIAGNOSTICS_KEY_SHA256 hold them, and POLICY_REVIEW_GATEWAY_AUTHENTICATION."""
        return cls(value, diagnostics, mode=mode)

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
            return Caller(may_read_diagnostics=presented is not None and _matches(presented, self._diagnostics))
        presented = _presented(authorization)
        if presented is None or not _matches(presented, self._accepted):
            raise ServiceError(ErrorReason.UNAUTHENTICATED)
        return Caller(may_read_diagnostics=_matches(presented, self._diagnostics), owner=conversation_owner(presented))


def _presented(authorization: str | None) -> bytes | None:
    """The digest of a ``Bearer <key>`` header, or None when there is no such header."""
    scheme, _, token = (authorization or "").strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        return None
    return hashlib.sha256(token.encode("utf-8")).hexdigest().encode("ascii")
