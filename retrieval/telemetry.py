"""Stage spans and metrics of retrieval. Attributes and labels are bounded: never listing text."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from opentelemetry import metrics
from opentelemetry.trace import Span

from retrieval.domain.model import ScopeOutcome, ScopeRequest
from services.telemetry import PartTelemetry, stage_span

INSTRUMENTATION = "retrieval"
UNKNOWN_LOCALE = "unknown"

MARKETPLACE = "policy_review.marketplace"
LOCALE = "policy_review.locale"
OUTCOME = "policy_review.scope.outcome"
RELEASE_COUNT = "policy_review.scope.release_count"
MODE = "policy_review.retrieval.mode"
CANDIDATE_COUNT = "policy_review.retrieval.candidate_count"
EVIDENCE_COUNT = "policy_review.retrieval.evidence_count"


class RetrievalTelemetry(PartTelemetry):
    """Owns the retrieval instruments; providers are injectable so tests read what was recorded."""

    instrumentation = INSTRUMENTATION

    def _instruments(self, meter: metrics.Meter) -> None:
        self._scope_outcomes = meter.create_counter(
            "policy_review.retrieval.scope_outcome",
            unit="{resolution}",
            description="Scope resolutions by outcome.",
        )
        self._evidence_count = meter.create_histogram(
            "policy_review.retrieval.evidence_count",
            unit="{chunk}",
            description="Evidence chunks returned per Retrieve call, after bounding.",
        )

    @staticmethod
    def labels(request: ScopeRequest, outcome: ScopeOutcome) -> dict[str, str]:
        # The locale comes from the caller; it is only used as a label once the store knows it,
        # so label cardinality is bounded by the corpus, not by what callers send.
        known = outcome is not ScopeOutcome.NO_RELEASE_FOR_MARKETPLACE_LOCALE
        return {
            "marketplace": request.marketplace.value,
            "locale": request.locale if known else UNKNOWN_LOCALE,
            "outcome": outcome.value,
        }

    @contextmanager
    def stage(self, name: str, request: ScopeRequest) -> Iterator[Span]:
        """A span for one stage; errors are recorded by reason, never with their message or trace."""
        with stage_span(self._tracer, name, {MARKETPLACE: request.marketplace.value}) as span:
            yield span

    def record_scope(self, span: Span, request: ScopeRequest, outcome: ScopeOutcome, release_count: int) -> None:
        labels = self.labels(request, outcome)
        span.set_attribute(LOCALE, labels["locale"])
        span.set_attribute(OUTCOME, outcome.value)
        span.set_attribute(RELEASE_COUNT, release_count)
        self._scope_outcomes.add(1, labels)

    def record_search(
        self,
        span: Span,
        request: ScopeRequest,
        outcome: ScopeOutcome,
        *,
        mode: str,
        candidate_count: int,
        evidence_count: int,
    ) -> None:
        labels = self.labels(request, outcome)
        span.set_attribute(LOCALE, labels["locale"])
        span.set_attribute(OUTCOME, outcome.value)
        span.set_attribute(MODE, mode)
        span.set_attribute(CANDIDATE_COUNT, candidate_count)
        span.set_attribute(EVIDENCE_COUNT, evidence_count)

    def record_evidence_count(self, request: ScopeRequest, outcome: ScopeOutcome, count: int) -> None:
        self._evidence_count.record(count, self.labels(request, outcome))
