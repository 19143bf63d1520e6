"""The generation stage's span and metrics. Every label is from a closed set: never text, ids or messages."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from enum import StrEnum

from opentelemetry import metrics
from opentelemetry.trace import Span, Status, StatusCode

from generation.domain.model import FailureKind
from services.telemetry import PartTelemetry, stage_span

INSTRUMENTATION = "policy_review.generation"


class Outcome(StrEnum):
    FINDINGS_PROPOSED = "findings_proposed"
    NO_FINDINGS = "no_findings"
    INVALID_REQUEST = "invalid_request"
    PROVIDER_UNAVAILABLE = "provider_unavailable"
    RESPONSE_INVALID = "response_invalid"
    DEADLINE_EXCEEDED = "deadline_exceeded"
    INTERNAL_ERROR = "internal_error"


@dataclass(frozen=True)
class Observation:
    reviewer: str
    model_id: str
    outcome: Outcome
    attempts: int = 0
    finding_count: int = 0
    malformed_finding_count: int = 0
    failure_kind: FailureKind | None = None


class GenerationTelemetry(PartTelemetry):
    """Tests pass their own providers; production uses the global ones setup_telemetry installs."""

    instrumentation = INSTRUMENTATION

    def _instruments(self, meter: metrics.Meter) -> None:
        self._outcomes = meter.create_counter(
            "policy_review.generation.outcome", unit="{request}", description="ProposeFindings calls by outcome."
        )
        self._attempts = meter.create_histogram(
            "policy_review.generation.attempts",
            unit="{call}",
            description="Model calls per request, repeats on unparseable output included.",
            explicit_bucket_boundaries_advisory=[0, 1, 2, 3, 4, 5, 6],
        )
        self._provider_failures = meter.create_counter(
            "policy_review.generation.provider_failures",
            unit="{failure}",
            description="Provider calls that failed, by kind.",
        )
        self._malformed = meter.create_counter(
            "policy_review.generation.malformed_findings",
            unit="{finding}",
            description="Findings in model output that did not fit the schema and were dropped.",
        )

    @contextmanager
    def stage(self) -> Iterator[Span]:
        with stage_span(self._tracer, "policy_review.generation") as span:
            yield span

    def record(self, span: Span, observation: Observation) -> None:
        span.set_attributes(
            {
                "policy_review.reviewer": observation.reviewer,
                "policy_review.model_id": observation.model_id,
                "policy_review.attempts": observation.attempts,
                "policy_review.outcome": observation.outcome.value,
                "policy_review.finding_count": observation.finding_count,
                "policy_review.malformed_finding_count": observation.malformed_finding_count,
            }
        )
        if observation.failure_kind is not None:
            span.set_attribute("policy_review.provider_failure", observation.failure_kind.value)
        if observation.outcome not in (Outcome.FINDINGS_PROPOSED, Outcome.NO_FINDINGS):
            span.set_status(Status(StatusCode.ERROR))
        labels = {"reviewer": observation.reviewer}
        self._outcomes.add(1, {**labels, "outcome": observation.outcome.value})
        if observation.outcome is not Outcome.INVALID_REQUEST:
            self._attempts.record(observation.attempts, labels)
        if observation.malformed_finding_count:
            self._malformed.add(observation.malformed_finding_count, labels)
        if observation.failure_kind is not None:
            self._provider_failures.add(1, {**labels, "kind": observation.failure_kind.value})
