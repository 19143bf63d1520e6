"""Typed service errors and their gRPC form: status code + google.rpc.ErrorInfo / BadRequest details.

Messages are fixed, product-worded strings: never seller input, provider payloads, SQL or traces.
grpc and the google.rpc protos are imported only where a status is built or read, so pure domain
code can raise ServiceError without depending on gRPC.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import grpc
    from google.protobuf import any_pb2
    from google.rpc import error_details_pb2

ERROR_DOMAIN = "policyreview"


class ErrorReason(StrEnum):
    INVALID_REQUEST = "INVALID_REQUEST"
    UNSUPPORTED_API_VERSION = "UNSUPPORTED_API_VERSION"
    UNAUTHENTICATED = "UNAUTHENTICATED"
    PERMISSION_DENIED = "PERMISSION_DENIED"
    POLICY_STORE_UNAVAILABLE = "POLICY_STORE_UNAVAILABLE"
    EMBEDDING_UNAVAILABLE = "EMBEDDING_UNAVAILABLE"
    AI_PROVIDER_UNAVAILABLE = "AI_PROVIDER_UNAVAILABLE"
    DEPENDENCY_UNAVAILABLE = "DEPENDENCY_UNAVAILABLE"
    AI_RESPONSE_INVALID = "AI_RESPONSE_INVALID"
    DEADLINE_EXCEEDED = "DEADLINE_EXCEEDED"
    INDEX_CORRUPTED = "INDEX_CORRUPTED"
    RELEASE_NOT_FOUND = "RELEASE_NOT_FOUND"
    OVERLOADED = "OVERLOADED"
    REVIEW_NOT_FOUND = "REVIEW_NOT_FOUND"
    CASE_NOT_FOUND = "CASE_NOT_FOUND"
    CASE_CONFLICT = "CASE_CONFLICT"
    RECORD_STORE_UNAVAILABLE = "RECORD_STORE_UNAVAILABLE"


# reason -> (gRPC status code name, HTTP status), exactly the "Errors" table of docs/architecture.md.
REASON_STATUS: dict[ErrorReason, tuple[str, int]] = {
    ErrorReason.INVALID_REQUEST: ("INVALID_ARGUMENT", 400),
    ErrorReason.UNSUPPORTED_API_VERSION: ("INVALID_ARGUMENT", 400),
    ErrorReason.UNAUTHENTICATED: ("UNAUTHENTICATED", 401),
    ErrorReason.PERMISSION_DENIED: ("PERMISSION_DENIED", 403),
    ErrorReason.POLICY_STORE_UNAVAILABLE: ("UNAVAILABLE", 503),
    ErrorReason.EMBEDDING_UNAVAILABLE: ("UNAVAILABLE", 503),
    ErrorReason.AI_PROVIDER_UNAVAILABLE: ("UNAVAILABLE", 503),
    ErrorReason.DEPENDENCY_UNAVAILABLE: ("UNAVAILABLE", 503),
    ErrorReason.AI_RESPONSE_INVALID: ("UNAVAILABLE", 502),
    ErrorReason.DEADLINE_EXCEEDED: ("DEADLINE_EXCEEDED", 504),
    ErrorReason.INDEX_CORRUPTED: ("INTERNAL", 500),
    # The policy catalog: no release has the id asked for.
    ErrorReason.RELEASE_NOT_FOUND: ("NOT_FOUND", 404),
    ErrorReason.OVERLOADED: ("RESOURCE_EXHAUSTED", 429),
    # The review desk: no record or case has the id asked for (or the caller may not know it exists).
    ErrorReason.REVIEW_NOT_FOUND: ("NOT_FOUND", 404),
    ErrorReason.CASE_NOT_FOUND: ("NOT_FOUND", 404),
    # Optimistic concurrency: the case changed since the version the reviewer saw, or another holds it.
    ErrorReason.CASE_CONFLICT: ("ABORTED", 409),
    # The review desk's database: an answer that cannot be recorded is not given.
    ErrorReason.RECORD_STORE_UNAVAILABLE: ("UNAVAILABLE", 503),
}

# What an OVERLOADED answer tells callers to wait (google.rpc.RetryInfo on gRPC, Retry-After on REST):
# long enough for a burst in flight to drain, short enough not to idle a recovered service.
OVERLOADED_RETRY_AFTER_SECONDS = 1
# The ErrorInfo metadata key of a measured retry delay, in milliseconds.
RETRY_AFTER_MS_KEY = "retry_after_ms"
# The ErrorInfo metadata key naming the part that is not serving (DEPENDENCY_UNAVAILABLE).
DEPENDENCY_KEY = "dependency"

DEFAULT_MESSAGES: dict[ErrorReason, str] = {
    ErrorReason.INVALID_REQUEST: "The request is invalid.",
    ErrorReason.UNSUPPORTED_API_VERSION: "The requested API version is not supported.",
    ErrorReason.UNAUTHENTICATED: "Authentication is required.",
    ErrorReason.PERMISSION_DENIED: "The caller may not perform this operation.",
    ErrorReason.POLICY_STORE_UNAVAILABLE: "The policy store is unavailable.",
    ErrorReason.EMBEDDING_UNAVAILABLE: "The embedding model is unavailable.",
    ErrorReason.AI_PROVIDER_UNAVAILABLE: "The AI provider is unavailable.",
    ErrorReason.DEPENDENCY_UNAVAILABLE: "A dependency of the review service is unavailable.",
    ErrorReason.AI_RESPONSE_INVALID: "The AI provider returned no valid structure.",
    ErrorReason.DEADLINE_EXCEEDED: "The review did not finish within its deadline.",
    ErrorReason.INDEX_CORRUPTED: "Stored policy metadata could not be read.",
    ErrorReason.RELEASE_NOT_FOUND: "No policy release has that id.",
    ErrorReason.OVERLOADED: "The service is at capacity; retry after the indicated delay.",
    ErrorReason.REVIEW_NOT_FOUND: "No review record has that id.",
    ErrorReason.CASE_NOT_FOUND: "No review case has that id.",
    ErrorReason.CASE_CONFLICT: "The case changed or is held by another reviewer; reload it and try again.",
    ErrorReason.RECORD_STORE_UNAVAILABLE: "The review record store is unavailable; nothing was recorded.",
}


@dataclass(frozen=True)
class FieldViolation:
    """One offending request field (proto field path, e.g. ``attributes`` or ``title``)."""

    field: str
    description: str


@dataclass(eq=False)
class ServiceError(Exception):
    """A failure every part reports the same way. Raise it from domain or adapter code."""

    reason: ErrorReason
    message: str = ""
    violations: Sequence[FieldViolation] = field(default_factory=tuple)
    metadata: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.message:
            self.message = DEFAULT_MESSAGES[self.reason]
        super().__init__(self.message)

    @property
    def grpc_code(self) -> grpc.StatusCode:
        import grpc

        return grpc.StatusCode[REASON_STATUS[self.reason][0]]

    @property
    def retry_after_ms(self) -> int:
        """How long an OVERLOADED caller should wait: what the refusing side measured (ErrorInfo metadata
        ``retry_after_ms``), else the fixed default."""
        value = self.metadata.get(RETRY_AFTER_MS_KEY, "")
        return int(value) if value.isdigit() else OVERLOADED_RETRY_AFTER_SECONDS * 1000

    @property
    def http_status(self) -> int:
        return REASON_STATUS[self.reason][1]

    def to_status(self) -> grpc.Status:
        """The rich gRPC status (grpc-status-details-bin) carrying ErrorInfo and BadRequest."""
        from google.protobuf import duration_pb2
        from google.rpc import error_details_pb2, status_pb2
        from grpc_status import rpc_status

        info = error_details_pb2.ErrorInfo(reason=self.reason.value, domain=ERROR_DOMAIN, metadata=self.metadata)
        details = [_pack(info)]
        if self.reason is ErrorReason.OVERLOADED:
            delay = duration_pb2.Duration()
            delay.FromMilliseconds(self.retry_after_ms)
            details.append(_pack(error_details_pb2.RetryInfo(retry_delay=delay)))
        if self.violations:
            bad_request = error_details_pb2.BadRequest(
                field_violations=[
                    error_details_pb2.BadRequest.FieldViolation(field=v.field, description=v.description)
                    for v in self.violations
                ]
            )
            details.append(_pack(bad_request))
        code_value = self.grpc_code.value[0]
        return rpc_status.to_status(status_pb2.Status(code=code_value, message=self.message, details=details))


def _pack(
    message: error_details_pb2.ErrorInfo | error_details_pb2.BadRequest | error_details_pb2.RetryInfo,
) -> any_pb2.Any:
    from google.protobuf import any_pb2

    packed = any_pb2.Any()
    packed.Pack(message)
    return packed


def invalid_request(violations: Sequence[FieldViolation]) -> ServiceError:
    return ServiceError(ErrorReason.INVALID_REQUEST, violations=tuple(violations))


async def abort(context: grpc.aio.ServicerContext[object, object], error: ServiceError) -> None:
    """Ends the RPC with the error's rich status. Never returns."""
    await context.abort_with_status(error.to_status())


def from_rpc_error(error: grpc.aio.AioRpcError | grpc.RpcError) -> ServiceError | None:
    """Reads a ServiceError back from a failed call, or None when the peer sent no ErrorInfo."""
    from google.rpc import error_details_pb2
    from grpc_status import rpc_status

    status = rpc_status.from_call(error)
    if status is None:
        return None
    info: error_details_pb2.ErrorInfo | None = None
    violations: list[FieldViolation] = []
    for detail in status.details:
        if detail.Is(error_details_pb2.ErrorInfo.DESCRIPTOR):
            info = error_details_pb2.ErrorInfo()
            detail.Unpack(info)
        elif detail.Is(error_details_pb2.BadRequest.DESCRIPTOR):
            bad = error_details_pb2.BadRequest()
            detail.Unpack(bad)
            violations.extend(FieldViolation(v.field, v.description) for v in bad.field_violations)
    if info is None or info.domain != ERROR_DOMAIN:
        return None
    try:
        reason = ErrorReason(info.reason)
    except ValueError:
        return None
    return ServiceError(reason, status.message, tuple(violations), dict(info.metadata))


__all__ = [
    "DEFAULT_MESSAGES",
    "DEPENDENCY_KEY",
    "ERROR_DOMAIN",
    "OVERLOADED_RETRY_AFTER_SECONDS",
    "REASON_STATUS",
    "RETRY_AFTER_MS_KEY",
    "ErrorReason",
    "FieldViolation",
    "ServiceError",
    "abort",
    "from_rpc_error",
    "invalid_request",
]
