"""Async Python client of the Policy Review gRPC API, built on the services' own generated stubs."""

from policyreview_client.client import DEFAULT_DEADLINE_SECONDS, NO_RETRIES, PolicyReviewClient, RetryPolicy
from policyreview_client.errors import (
    REASONS,
    AiResponseInvalid,
    CaseConflict,
    CaseNotFound,
    DeadlineExceeded,
    FieldViolation,
    IndexCorrupted,
    InvalidRequest,
    Overloaded,
    PermissionDenied,
    PolicyReviewError,
    ReleaseNotFound,
    ReviewNotFound,
    Unauthenticated,
    Unavailable,
    UnsupportedApiVersion,
)

__all__ = [
    "DEFAULT_DEADLINE_SECONDS",
    "NO_RETRIES",
    "REASONS",
    "AiResponseInvalid",
    "CaseConflict",
    "CaseNotFound",
    "DeadlineExceeded",
    "FieldViolation",
    "IndexCorrupted",
    "InvalidRequest",
    "Overloaded",
    "PermissionDenied",
    "PolicyReviewClient",
    "PolicyReviewError",
    "ReleaseNotFound",
    "RetryPolicy",
    "ReviewNotFound",
    "Unauthenticated",
    "Unavailable",
    "UnsupportedApiVersion",
]
