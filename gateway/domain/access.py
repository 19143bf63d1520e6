"""API versions and optional caller authentication by API key (compared by SHA-256 digest, in constant time)."""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Sequence

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


class ApiKeys:
    """The accepted keys, known only by their SHA-256 digests. No digests means authentication is off."""

    def __init__(self, digests: Sequence[str]) -> None:
        normalised = [digest.strip().lower() for digest in digests if digest.strip()]
        invalid = [index for index, digest in enumerate(normalised) if not _DIGEST.fullmatch(digest)]
        if invalid:
            # Fail fast at start-up; the value itself is not repeated.
            raise ValueError("gateway API key digests must be 64 hex characters (SHA-256)")
        self._digests = tuple(digest.encode("ascii") for digest in normalised)

    @classmethod
    def from_setting(cls, value: str) -> ApiKeys:
        """Comma-separated digests, as POLICY_REVIEW_GATEWAY_API_KEY_SHA256 holds them."""
        return cls(value.split(","))

    @property
    def enabled(self) -> bool:
        return bool(self._digests)

    def authenticate(self, authorization: str | None) -> None:
        """Accepts ``Bearer <key>`` whose digest is configured; raises UNAUTHENTICATED otherwise."""
        if not self.enabled:
            return
        scheme, _, token = (authorization or "").strip().partition(" ")
        token = token.strip()
        if scheme.lower() != "bearer" or not token:
            raise ServiceError(ErrorReason.UNAUTHENTICATED)
        presented = hashlib.sha256(token.encode("utf-8")).hexdigest().encode("ascii")
        # Compare against every digest so timing does not tell which (or whether one) matched early.
        matched = False
        for digest in self._digests:
            matched |= hmac.compare_digest(presented, digest)
        if not matched:
            raise ServiceError(ErrorReason.UNAUTHENTICATED)
