"""Settings of the gateway (POLICY_REVIEW_ prefix)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, SecretStr, field_validator, model_validator

from gateway.domain.access import ApiKeys
from services.settings import CommonSettings


class GatewaySettings(CommonSettings):
    """Ports, where the other services are, the review deadline budget and caller authentication."""

    gateway_grpc_port: int = Field(50051, ge=0, le=65535, description="gRPC port of PolicyReviewService.")
    gateway_http_port: int = Field(8080, ge=0, le=65535, description="REST/JSON port (same process and loop).")
    retrieval_address: str = Field("127.0.0.1:50052", description="host:port of the retrieval service.")
    generation_address: str = Field("127.0.0.1:50053", description="host:port of the generation service.")
    validation_address: str = Field("127.0.0.1:50054", description="host:port of the validation service.")
    review_deadline_seconds: float = Field(
        30.0, gt=0, le=600, description="Budget of one review; a shorter caller deadline wins."
    )
    # Share of the *remaining* budget each hop may use when it starts. Generation (a model call) gets
    # most of it; validation gets whatever is left.
    retrieval_budget_share: float = Field(
        0.35, gt=0, le=1, description="Share of the remaining deadline for retrieval."
    )
    generation_budget_share: float = Field(
        0.9, gt=0, le=1, description="Share of the remaining deadline for generation."
    )
    validation_budget_share: float = Field(
        1.0, gt=0, le=1, description="Share of the remaining deadline for validation."
    )
    gateway_http_idle_timeout_seconds: float = Field(
        15.0,
        gt=0,
        le=3600,
        description=(
            "REST: longest a connection may stay open without sending a complete request head "
            "(a new connection, or an idle keep-alive one), then it is closed."
        ),
    )
    gateway_http_body_timeout_seconds: float = Field(
        15.0, gt=0, le=600, description="REST: longest the body of one request may take to arrive (408 after)."
    )
    gateway_http_max_connections: int = Field(
        512,
        ge=1,
        le=100_000,
        description=(
            "REST: open connections held at once. A new one past it closes an idle one (never sent a byte, or "
            "between requests, oldest first); only when every connection is working on a request is it answered "
            "503 SERVER_BUSY and closed."
        ),
    )
    gateway_http_max_connections_per_client: int = Field(
        128,
        ge=1,
        le=100_000,
        description=(
            "REST: open connections one peer address may hold; past it a new one is answered 429 "
            "TOO_MANY_CONNECTIONS and closed. Behind a proxy every caller has the proxy's address: raise it to "
            "gateway_http_max_connections there."
        ),
    )
    gateway_first_byte_timeout_seconds: float = Field(
        5.0,
        gt=0,
        le=600,
        description=(
            "REST and gRPC: a connection that sent no byte (REST) or no HTTP/2 preface and settings (gRPC) by "
            "then is closed, so idle sockets hold no place for long."
        ),
    )
    gateway_grpc_max_connections: int = Field(
        1024,
        ge=1,
        le=100_000,
        description=(
            "gRPC: connections held at once (grpc core closes a new one past it before its handshake). A "
            "connection without a preface holds its place at most gateway_first_byte_timeout_seconds."
        ),
    )
    gateway_grpc_idle_timeout_seconds: float = Field(
        300.0,
        gt=0,
        le=86_400,
        description="gRPC: a connection with no call in flight this long is closed (GOAWAY; clients reconnect).",
    )
    gateway_grpc_max_streams_per_connection: int = Field(
        1000,
        ge=1,
        le=100_000,
        description=(
            "gRPC: calls one connection may have open at once (HTTP/2 MAX_CONCURRENT_STREAMS). A client that "
            "opens more before it has read the server's settings gets UNAVAILABLE for the excess (measured: 195 "
            "of 300 at 100), so it sits above any burst one caller sends; admission bounds the work."
        ),
    )
    gateway_api_key_sha256: str = Field(
        "",
        description="Comma-separated SHA-256 hex digests of accepted API keys. Empty: no authentication (local dev).",
    )
    gateway_diagnostics_key_sha256: str = Field(
        "",
        description=(
            "Comma-separated SHA-256 hex digests of API keys that may also ask for diagnostics (others get 403). "
            "With authentication off, every caller may."
        ),
    )
    gateway_reviewer_key_sha256: str = Field(
        "",
        description="Comma-separated SHA-256 hex digests of reviewer keys: they work the review desk, not review.",
    )
    gateway_admin_key_sha256: str = Field(
        "",
        description="Comma-separated SHA-256 hex digests of admin keys: every RPC, diagnostics included.",
    )
    gateway_max_concurrent_reviews: int = Field(
        256,
        ge=1,
        le=100_000,
        description=(
            "Ceiling of the adaptive admission limit: reviews worked on at once (gRPC and REST together). The "
            "limit itself follows the measured latency; beyond it callers get OVERLOADED (RESOURCE_EXHAUSTED / "
            "HTTP 429) at once, with the measured retry delay in milliseconds. Keep it below "
            "gateway_http_max_connections, so REST callers meet 429 before the connection cap."
        ),
    )
    gateway_admitted_latency_share: float = Field(
        0.05,
        gt=0,
        le=1,
        description=(
            "Share of review_deadline_seconds an admitted review may take before admission shrinks its limit "
            "(or twice the least recent latency, when longer): reviews up to it are served, beyond it shed."
        ),
    )
    retrieval_max_in_flight: int = Field(
        32,
        ge=1,
        le=10_000,
        description=(
            "Retrieve calls the gateway has open at once; more reviews wait here, in order, within their "
            "retrieval budget. Keep it at or below the retrieval service's admitted concurrency."
        ),
    )
    memory_database_url: SecretStr | None = Field(
        None,
        description=(
            "DSN of the conversation-memory role (policy_memory, memory tables only). Unset: questions keep no "
            "conversation memory."
        ),
    )
    conversation_max_turns: int = Field(10, ge=1, le=100, description="Most turns a conversation keeps.")
    conversation_max_age_seconds: int = Field(
        24 * 3600, ge=60, le=30 * 24 * 3600, description="Turns older than this are forgotten (and deleted)."
    )
    conversation_max_characters: int = Field(
        8000, ge=500, le=100_000, description="Most characters of earlier turns an answerer is given."
    )
    desk_database_url: SecretStr | None = Field(
        None,
        description=(
            "DSN of the review-desk role (policy_desk, records and cases only). Set: every answer is recorded "
            "before it is given (RECORD_STORE_UNAVAILABLE when it cannot be) and needs-a-human answers open "
            "cases. Unset: no records, no desk."
        ),
    )
    desk_listing_retention_days: int = Field(
        90, ge=0, le=3650, description="Days a record keeps the listing text; then it is redacted (the record stays)."
    )
    desk_redaction_interval_seconds: float = Field(
        3600.0, gt=0, le=86400, description="How often the gateway redacts listing text past the retention window."
    )
    desk_case_lease_seconds: int = Field(
        900, ge=30, le=86400, description="How long a reviewer's claim on a case lasts before the case is open again."
    )
    console_secure_cookie: bool = Field(
        False,
        description=(
            "Mark the console's session cookie Secure (HTTPS only): set it wherever TLS terminates in front of "
            "the gateway. Off for make run on plain loopback HTTP."
        ),
    )
    desk_record_timeout_seconds: float = Field(
        2.0, gt=0, le=30, description="Longest recording an answer may take before the review fails."
    )
    dependency_health_timeout_seconds: float = Field(
        1.0, gt=0, le=30, description="Deadline of each dependency health check behind readiness."
    )
    dependency_health_failure_threshold: int = Field(
        3,
        ge=1,
        le=20,
        description=(
            "Health checks in a row a dependency must miss (no answer within the deadline) before it counts as down "
            "and reviews needing it are refused; each miss is re-checked at once. An explicit NOT_SERVING or "
            "UNAVAILABLE marks it down at once; RESOURCE_EXHAUSTED (busy) counts as up."
        ),
    )

    gateway_authentication: Literal["local", "required", "off"] = Field(
        "local",
        description=(
            "local: API keys when digests are set, else open with diagnostics for all (make run). required "
            "(compose, Kubernetes): refuse to start without digests. off: reviews without keys, diagnostics "
            "only with a diagnostics key."
        ),
    )

    @field_validator(
        "gateway_api_key_sha256",
        "gateway_diagnostics_key_sha256",
        "gateway_reviewer_key_sha256",
        "gateway_admin_key_sha256",
    )
    @classmethod
    def _digests_are_sha256(cls, value: str) -> str:
        ApiKeys.from_setting(value)  # raises ValueError: fail fast at start-up
        return value

    @model_validator(mode="after")
    def _authentication_is_possible(self) -> GatewaySettings:
        self.api_keys()  # raises ValueError when authentication is required without digests
        return self

    def api_keys(self) -> ApiKeys:
        return ApiKeys.from_setting(
            self.gateway_api_key_sha256,
            self.gateway_diagnostics_key_sha256,
            self.gateway_authentication,
            reviewers=self.gateway_reviewer_key_sha256,
            admins=self.gateway_admin_key_sha256,
        )
