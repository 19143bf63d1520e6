"""Typed exceptions decoded from the services' rich gRPC status (google.rpc.ErrorInfo, BadRequest, RetryInfo)."""

from __future__ import annotations

from dataclasses import dataclass

import grpc
from google.rpc import error_details_pb2
from grpc_status import rpc_status

ERROR_DOMAIN = "policyreview"


@dataclass(frozen=True)
class FieldViolation:
    """One offending request field (proto field path, e.g. ``listing_id``) and what is wrong with it."""

    field: str
    description: str


class PolicyReviewError(Exception):
    """A failed call. ``reason`` is the ErrorInfo reason (docs/architecture.md "Errors"), or the gRPC code's
    name when the failure never reached the service (a refused connection, a transport deadline)."""

    def __init__(
        self,
        reason: str,
        code: grpc.StatusCode,
        message: str = "",
        *,
        violations: tuple[FieldViolation, ...] = (),
        retry_after: float | None = None,
        metadata: dict[str, str] | None = None,
    ) -> None:
        super().__init__(f"{reason}: {message}" if message else reason)
        self.reason = reason
        self.code = code
        self.violations = violations
        self.retry_after = retry_after
        self.metadata = metadata or {}


class InvalidRequest(PolicyReviewError):
    """INVALID_REQUEST: ``violations`` names every offending field at once."""


class UnsupportedApiVersion(PolicyReviewError):
    """UNSUPPORTED_API_VERSION: the client's ``api_version`` is not one the gateway serves."""


class Unauthenticated(PolicyReviewError):
    """UNAUTHENTICATED: no API key, or one the gateway does not know."""


class PermissionDenied(PolicyReviewError):
    """PERMISSION_DENIED: the key may not do this (e.g. ask for diagnostics)."""


class Unavailable(PolicyReviewError):
    """A dependency of the review is down (POLICY_STORE_UNAVAILABLE, EMBEDDING_UNAVAILABLE, AI_PROVIDER_UNAVAILABLE,
    DEPENDENCY_UNAVAILABLE, RECORD_STORE_UNAVAILABLE), or the gateway itself could not be reached."""


class AiResponseInvalid(PolicyReviewError):
    """AI_RESPONSE_INVALID: the model gave no valid structure, after the generation service's own repeats."""


class DeadlineExceeded(PolicyReviewError):
    """DEADLINE_EXCEEDED: the review did not finish within its budget (or the client's deadline)."""


class Overloaded(PolicyReviewError):
    """OVERLOADED: admission refused; ``retry_after`` is how long the gateway asks callers to wait."""


class IndexCorrupted(PolicyReviewError):
    """INDEX_CORRUPTED: stored policy metadata is unreadable; an operator must look."""


class ReleaseNotFound(PolicyReviewError):
    """RELEASE_NOT_FOUND: the catalog has no release with that id."""


class ReviewNotFound(PolicyReviewError):
    """REVIEW_NOT_FOUND: no recorded review with that id that this key may read."""


class CaseNotFound(PolicyReviewError):
    """CASE_NOT_FOUND: the review desk has no case with that id."""


class CaseConflict(PolicyReviewError):
    """CASE_CONFLICT: the case changed since it was read (another reviewer decided or holds it); read it again."""


# Every ErrorInfo reason the services send (tests pin this to the services' own list).
REASONS: dict[str, type[PolicyReviewError]] = {
    "INVALID_REQUEST": InvalidRequest,
    "UNSUPPORTED_API_VERSION": UnsupportedApiVersion,
    "UNAUTHENTICATED": Unauthenticated,
    "PERMISSION_DENIED": PermissionDenied,
    "POLICY_STORE_UNAVAILABLE": Unavailable,
    "EMBEDDING_UNAVAILABLE": Unavailable,
    "AI_PROVIDER_UNAVAILABLE": Unavailable,
    "DEPENDENCY_UNAVAILABLE": Unavailable,
    "AI_RESPONSE_INVALID": AiResponseInvalid,
    "DEADLINE_EXCEEDED": DeadlineExceeded,
    "OVERLOADED": Overloaded,
    "INDEX_CORRUPTED": IndexCorrupted,
    "RELEASE_NOT_FOUND": ReleaseNotFound,
    "REVIEW_NOT_FOUND": ReviewNotFound,
    "CASE_NOT_FOUND": CaseNotFound,
    "CASE_CONFLICT": CaseConflict,
    "RECORD_STORE_UNAVAILABLE": Unavailable,
}
# A failure without ErrorInfo (it never reached our code): classified by its gRPC code alone.
_BY_CODE: dict[grpc.StatusCode, type[PolicyReviewError]] = {
    grpc.StatusCode.UNAVAILABLE: Unavailable,
    grpc.StatusCode.DEADLINE_EXCEEDED: DeadlineExceeded,
    grpc.StatusCode.UNAUTHENTICATED: Unauthenticated,
    grpc.StatusCode.PERMISSION_DENIED: PermissionDenied,
    grpc.StatusCode.RESOURCE_EXHAUSTED: Overloaded,
}


def from_rpc_error(error: grpc.aio.AioRpcError) -> PolicyReviewError:
    """The typed exception of a failed call (never raises while decoding)."""
    code = error.code()
    status = rpc_status.from_call(error)
    info: error_details_pb2.ErrorInfo | None = None
    violations: list[FieldViolation] = []
    retry_after: float | None = None
    for detail in status.details if status is not None else ():
        if detail.Is(error_details_pb2.ErrorInfo.DESCRIPTOR):
            info = error_details_pb2.ErrorInfo()
            detail.Unpack(info)
        elif detail.Is(error_details_pb2.BadRequest.DESCRIPTOR):
            bad = error_details_pb2.BadRequest()
            detail.Unpack(bad)
            violations.extend(FieldViolation(v.field, v.description) for v in bad.field_violations)
        elif detail.Is(error_details_pb2.RetryInfo.DESCRIPTOR):
            retry = error_details_pb2.RetryInfo()
            detail.Unpack(retry)
            retry_after = retry.retry_delay.ToTimedelta().total_seconds()
    if info is not None and info.domain == ERROR_DOMAIN:
        kind = REASONS.get(info.reason, PolicyReviewError)
        return kind(
            info.reason,
            code,
            error.details() or "",
            violations=tuple(violations),
            retry_after=retry_after,
            metadata=dict(info.metadata),
        )
    return _BY_CODE.get(code, PolicyReviewError)(code.name, code, error.details() or "")
