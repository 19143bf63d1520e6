"""Review outcome telemetry: a span per stage and four metrics, every label from a closed vocabulary."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

from opentelemetry import metrics
from opentelemetry.trace import INVALID_SPAN, Span

from gateway.domain.budget import Stage
from gateway.domain.failures import Dependency
from services.errors import ErrorReason
from services.telemetry import PartTelemetry, records_spans, stage_span
from services.vocabulary import ReviewStatus, WarningReason

INSTRUMENTATION = "policy_review.gateway"


class ReviewTelemetry(PartTelemetry):
    """Spans carry counts and enum values only: no listing text, prompts, URLs or dependency messages.

    Exceptions are not recorded on spans (that would store messages and stack traces); a failed
    span gets an ERROR status whose description is the error reason.
    """

    instrumentation = INSTRUMENTATION

    def _instruments(self, meter: metrics.Meter) -> None:
        self._outcomes = meter.create_counter(
            "policy_review.review.outcome", unit="{review}", description="Completed reviews by status."
        )
        self._rejected = meter.create_counter(
            "policy_review.review.rejected_findings",
            unit="{finding}",
            description="Proposed findings validation rejected, by reason.",
        )
        self._stage_duration = meter.create_histogram(
            "policy_review.review.stage_duration", unit="s", description="Duration of each review stage."
        )
        self._dependency_failures = meter.create_counter(
            "policy_review.review.dependency_failures",
            unit="{failure}",
            description="Failed calls to dependencies, by dependency and the reason answered.",
        )

    @contextmanager
    def span(self, name: str, attributes: dict[str, str | int | bool] | None = None) -> Iterator[Span]:
        if not records_spans(self._tracer):
            # No tracer provider installed (no exporter, services.telemetry): the API's no-op span, without building
            # the proxy tracer's context managers five times a review for nothing.
            yield INVALID_SPAN
            return
        with stage_span(self._tracer, name, attributes) as span:
            yield span

    @contextmanager
    def stage(self, stage: Stage) -> Iterator[Span]:
        started = time.perf_counter()
        try:
            with self.span(f"policy_review.{stage.value}", {"policy_review.stage": stage.value}) as span:
                yield span
        finally:
            self._stage_duration.record(time.perf_counter() - started, {"stage": stage.value})

    def outcome(self, status: ReviewStatus, rejections: dict[WarningReason, int]) -> None:
        self._outcomes.add(1, {"status": status.value})
        for reason, count in rejections.items():
            if count:
                self._rejected.add(count, {"reason": reason.value})

    def dependency_failed(self, dependency: Dependency, reason: ErrorReason) -> None:
        self._dependency_failures.add(1, {"dependency": dependency.value, "reason": reason.value})
