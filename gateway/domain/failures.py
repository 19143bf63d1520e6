"""How a failed call to a dependency becomes the gateway's own error, without ever passing its message on."""

from __future__ import annotations

from enum import StrEnum

from services.errors import ErrorReason


class Dependency(StrEnum):
    RETRIEVAL = "retrieval"
    GENERATION = "generation"
    VALIDATION = "validation"


# Reasons a dependency reports about its own dependencies; callers can act on them, so they pass through.
PASSED_THROUGH = frozenset(
    {
        ErrorReason.POLICY_STORE_UNAVAILABLE,
        ErrorReason.EMBEDDING_UNAVAILABLE,
        ErrorReason.AI_PROVIDER_UNAVAILABLE,
        ErrorReason.AI_RESPONSE_INVALID,
        ErrorReason.INDEX_CORRUPTED,
        ErrorReason.DEADLINE_EXCEEDED,
        ErrorReason.DEPENDENCY_UNAVAILABLE,
        ErrorReason.RELEASE_NOT_FOUND,
    }
)


def classify_failure(status_code: str, reason: ErrorReason | None) -> ErrorReason:
    """``status_code`` is the gRPC code name (UNAVAILABLE, DEADLINE_EXCEEDED, ...).

    Anything else a dependency answers (no ErrorInfo, INVALID_REQUEST about our own call, UNIMPLEMENTED)
    is the gateway's dependency failing, not the caller's fault: DEPENDENCY_UNAVAILABLE.
    """
    if reason is not None and reason in PASSED_THROUGH:
        return reason
    if status_code == "DEADLINE_EXCEEDED":
        return ErrorReason.DEADLINE_EXCEEDED
    if status_code == "RESOURCE_EXHAUSTED" or reason is ErrorReason.OVERLOADED:
        # A dependency past its admitted concurrency: the caller should back off, not count an outage.
        return ErrorReason.OVERLOADED
    return ErrorReason.DEPENDENCY_UNAVAILABLE
