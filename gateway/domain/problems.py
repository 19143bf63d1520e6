"""RFC 9457 Problem Details for the REST surface: one fixed title per code, never caller or dependency text."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from services.errors import DEFAULT_MESSAGES, REASON_STATUS, ErrorReason, FieldViolation, ServiceError

MEDIA_TYPE = "application/problem+json"

# Transport-level codes the REST surface adds to the ErrorReason vocabulary.
NOT_FOUND = "NOT_FOUND"
METHOD_NOT_ALLOWED = "METHOD_NOT_ALLOWED"
PAYLOAD_TOO_LARGE = "PAYLOAD_TOO_LARGE"
UNSUPPORTED_MEDIA_TYPE = "UNSUPPORTED_MEDIA_TYPE"
INTERNAL = "INTERNAL"
MALFORMED_REQUEST = "MALFORMED_REQUEST"
REQUEST_TIMEOUT = "REQUEST_TIMEOUT"
SERVER_BUSY = "SERVER_BUSY"
TOO_MANY_CONNECTIONS = "TOO_MANY_CONNECTIONS"

TITLES: dict[str, str] = {
    ErrorReason.INVALID_REQUEST: "Invalid request",
    ErrorReason.UNSUPPORTED_API_VERSION: "Unsupported API version",
    ErrorReason.UNAUTHENTICATED: "Authentication required",
    ErrorReason.PERMISSION_DENIED: "Permission denied",
    ErrorReason.POLICY_STORE_UNAVAILABLE: "Policy store unavailable",
    ErrorReason.EMBEDDING_UNAVAILABLE: "Embedding model unavailable",
    ErrorReason.AI_PROVIDER_UNAVAILABLE: "AI provider unavailable",
    ErrorReason.DEPENDENCY_UNAVAILABLE: "Dependency unavailable",
    ErrorReason.AI_RESPONSE_INVALID: "Invalid AI response",
    ErrorReason.DEADLINE_EXCEEDED: "Deadline exceeded",
    ErrorReason.INDEX_CORRUPTED: "Policy index corrupted",
    ErrorReason.RELEASE_NOT_FOUND: "Policy release not found",
    ErrorReason.OVERLOADED: "Service overloaded",
    ErrorReason.REVIEW_NOT_FOUND: "Review record not found",
    ErrorReason.CASE_NOT_FOUND: "Review case not found",
    ErrorReason.CASE_CONFLICT: "Review case conflict",
    ErrorReason.RECORD_STORE_UNAVAILABLE: "Record store unavailable",
    NOT_FOUND: "Not found",
    METHOD_NOT_ALLOWED: "Method not allowed",
    PAYLOAD_TOO_LARGE: "Payload too large",
    UNSUPPORTED_MEDIA_TYPE: "Unsupported media type",
    INTERNAL: "Internal error",
    MALFORMED_REQUEST: "Malformed request",
    REQUEST_TIMEOUT: "Request timeout",
    SERVER_BUSY: "Server busy",
    TOO_MANY_CONNECTIONS: "Too many connections",
}

_TRANSPORT: dict[str, tuple[int, str]] = {
    NOT_FOUND: (404, "No resource exists at this path."),
    METHOD_NOT_ALLOWED: (405, "This resource does not support the request method."),
    PAYLOAD_TOO_LARGE: (413, "The request body is larger than the service accepts."),
    UNSUPPORTED_MEDIA_TYPE: (415, "The request body must be application/json encoded as UTF-8."),
    INTERNAL: (500, "The review service failed unexpectedly."),
    MALFORMED_REQUEST: (400, "The request is not well-formed HTTP/1.1."),
    REQUEST_TIMEOUT: (408, "The request body did not arrive in time."),
    SERVER_BUSY: (503, "The service has too many open connections; retry shortly."),
    TOO_MANY_CONNECTIONS: (429, "This client holds too many open connections; reuse one or retry shortly."),
}


@dataclass(frozen=True)
class Problem:
    code: str
    status: int
    detail: str
    violations: Sequence[FieldViolation] = ()

    @property
    def type(self) -> str:
        return "urn:problem:" + self.code.lower().replace("_", "-")

    @property
    def title(self) -> str:
        return TITLES[self.code]

    def body(self, instance: str, field_name: Callable[[str], str] = str) -> dict[str, object]:
        """The JSON body; ``field_name`` renders violation paths (proto names to JSON names)."""
        body: dict[str, object] = {
            "type": self.type,
            "title": self.title,
            "status": self.status,
            "detail": self.detail,
            "instance": instance,
            "code": self.code,
        }
        if self.violations:
            body["errors"] = [{"field": field_name(v.field), "description": v.description} for v in self.violations]
        return body


def problem_for_error(error: ServiceError) -> Problem:
    # Always the fixed product message: an error read back from a dependency carries that dependency's text.
    return Problem(error.reason.value, error.http_status, DEFAULT_MESSAGES[error.reason], tuple(error.violations))


def transport_problem(code: str) -> Problem:
    status, detail = _TRANSPORT[code]
    return Problem(code, status, detail)


def all_codes() -> list[tuple[str, int]]:
    """Every (code, HTTP status) the REST surface can answer with, for the OpenAPI document."""
    codes = [(reason.value, status) for reason, (_, status) in REASON_STATUS.items()]
    return codes + [(code, status) for code, (status, _) in _TRANSPORT.items()]
