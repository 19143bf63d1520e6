"""The desk's OTel metrics: labels are finding codes, verdicts, outcomes and event kinds only, never seller
text, listing ids or reviewer ids."""

from __future__ import annotations

from opentelemetry import metrics

from gateway.desk.domain import DecidedCase, EventKind
from services.telemetry import PartTelemetry

INSTRUMENTATION = "policy_review.desk"


class DeskTelemetry(PartTelemetry):
    instrumentation = INSTRUMENTATION

    def _instruments(self, meter: metrics.Meter) -> None:
        self._depth = 0
        self._oldest = 0.0
        self._events = meter.create_counter(
            "policy_review.desk.case_events", unit="{event}", description="Case events, by kind."
        )
        self._verdicts = meter.create_counter(
            "policy_review.desk.finding_verdicts",
            unit="{finding}",
            description="Human verdicts on automatic findings, by code and verdict (precision per code).",
        )
        self._added = meter.create_counter(
            "policy_review.desk.added_findings",
            unit="{finding}",
            description="Codes reviewers added that the automatic review missed, by code.",
        )
        self._decision_time = meter.create_histogram(
            "policy_review.desk.time_to_decision",
            unit="s",
            description="From a case joining the queue to its decision.",
        )
        meter.create_observable_gauge(
            "policy_review.desk.queue_depth",
            callbacks=[lambda options: [metrics.Observation(self._depth)]],
            unit="{case}",
            description="Cases not decided, as last read from the store.",
        )
        meter.create_observable_gauge(
            "policy_review.desk.oldest_case_age",
            callbacks=[lambda options: [metrics.Observation(self._oldest)]],
            unit="s",
            description="Age of the oldest case not decided, as last read from the store.",
        )

    def event(self, kind: EventKind) -> None:
        self._events.add(1, {"kind": kind.value})

    def decided(self, case: DecidedCase) -> None:
        self.event(EventKind.CASE_DECIDED)
        for code, verdict in case.verdicts:
            self._verdicts.add(1, {"code": code.value, "verdict": verdict.value})
        for code in case.added:
            self._added.add(1, {"code": code.value})
        self._decision_time.record(case.seconds_to_decision)

    def queue(self, depth: int, oldest_seconds: float) -> None:
        self._depth = depth
        self._oldest = oldest_seconds
