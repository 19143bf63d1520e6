"""Stage spans and metrics of retrieval. Attributes and labels are bounded: never listing text."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import date

from opentelemetry import metrics
from opentelemetry.metrics import CallbackOptions, Observation
from opentelemetry.trace import Span

from retrieval.domain.model import Release, ScopeOutcome, ScopeRequest
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
        # Labels are the corpus's own policy ids and versions (bounded by what is published).
        self._source_ages: dict[tuple[str, str, str, str], tuple[int, bool]] = {}
        meter.create_observable_gauge(
            "policy_review.retrieval.policy_source_age",
            callbacks=[self._observe_ages],
            unit="d",
            description="Days since each served release's source was last checked (retrievedAt).",
        )
        meter.create_observable_gauge(
            "policy_review.retrieval.policy_source_stale",
            callbacks=[self._observe_stale],
            unit="1",
            description="1 while a served release's source is older than the staleness setting; alert on it.",
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

    def record_source_ages(self, releases: Sequence[Release], today: date, stale: frozenset[str]) -> None:
        """Remembers how long ago each resolved release's source was checked, for the observable gauges."""
        for release in releases:
            if release.retrieved_at is None:
                continue
            key = (release.policy_id, release.marketplace.value, release.locale, release.version)
            self._source_ages[key] = ((today - release.retrieved_at.date()).days, release.release_id in stale)

    def _observe_ages(self, _options: CallbackOptions) -> Iterable[Observation]:
        for (policy_id, marketplace, locale, version), (age, _) in sorted(self._source_ages.items()):
            yield Observation(age, _source_labels(policy_id, marketplace, locale, version))

    def _observe_stale(self, _options: CallbackOptions) -> Iterable[Observation]:
        for (policy_id, marketplace, locale, version), (_, stale) in sorted(self._source_ages.items()):
            yield Observation(int(stale), _source_labels(policy_id, marketplace, locale, version))

    def record_evidence_count(self, request: ScopeRequest, outcome: ScopeOutcome, count: int) -> None:
        self._evidence_count.record(count, self.labels(request, outcome))


def _source_labels(policy_id: str, marketplace: str, locale: str, version: str) -> dict[str, str]:
    return {"policy_id": policy_id, "marketplace": marketplace, "locale": locale, "version": version}
