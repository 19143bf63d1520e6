"""API versions, optional caller authentication by API key (SHA-256 digests, constant-time compare), and the
one permission callers can lack: reading diagnostics (internal release ids, scores, reviewer identity)."""

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


@dataclass(frozen=True)
class Caller:
    """What an authenticated caller may do beyond reviewing listings."""

    may_read_diagnostics: bool

    def authorize(self, *, include_diagnostics: bool) -> None:
        """Raises PERMISSION_DENIED when the request asks for what the caller may not read."""
        if include_diagnostics and not self.may_read_diagnostics:
            raise ServiceError(ErrorReason.PERMISSION_DENIED)


# With authentication off (local runs) every caller may read everything.
ANYONE = Caller(may_read_diagnostics=True)


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

    def __init__(self, review_digests: str, diagnostics_digests: str = "") -> None:
        self._diagnostics = _parse_digests(diagnostics_digests)
        self._accepted = _parse_digests(review_digests) + self._diagnostics

    @classmethod
    def from_setting(cls, value: str, diagnostics: str = "") -> ApiKeys:
        """Comma-separated digests, as POLICY_REVIEW_GATEWAY_API_KEY_SHA256 and
        POLICY_REVIEW_GATEWAY_DIAGNOSTICS_KEY_SHA256 hold them."""
        return cls(value, diagnostics)

    @property
    def enabled(self) -> bool:
        return bool(self._accepted)

    def authenticate(self, authorization: str | None) -> Caller:
        """Accepts ``Bearer <key>`` whose digest is configured; raises UNAUTHENTICATED otherwise."""
        if not self.enabled:
            return ANYONE
        scheme, _, token = (authorization or "").strip().partition(" ")
        token = token.strip()
        if scheme.lower() != "bearer" or not token:
            raise ServiceError(ErrorReason.UNAUTHENTICATED)
        presented = hashlib.sha256(token.encode("utf-8")).hexdigest().encode("ascii")
        if not _matches(presented, self._accepted):
            raise ServiceError(ErrorReason.UNAUTHENTICATED)
        return Caller(may_read_diagnostics=_matches(presented, self._diagnostics))
