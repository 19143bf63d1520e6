"""The desk's use cases over the real store: recording sets the answer's ids, decisions feed the OTel metrics
(labels from closed vocabularies only), upkeep redacts past the retention window."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader

from gateway.desk.records import ReviewTrail
from gateway.desk.service import ReviewDesk
from gateway.desk.store import PostgresReviewDesk
from gateway.desk.telemetry import DeskTelemetry
from gateway.domain.access import Caller
from policyreview.v1 import common_pb2, policy_review_service_pb2, review_desk_service_pb2
from services.vocabulary import FindingCode
from tests.desk.test_store import TITLE, make_record

REVIEWER = Caller(may_read_diagnostics=False, key_id="aaaaaaaaaaaaaaaa")


def _metrics(reader: InMemoryMetricReader) -> dict[str, list[tuple[dict[str, Any], float]]]:
    found: dict[str, list[tuple[dict[str, Any], float]]] = {}
    data = reader.get_metrics_data()
    for resource in data.resource_metrics if data else ():
        for scope in resource.scope_metrics:
            for metric in scope.metrics:
                for point in metric.data.data_points:
                    value = getattr(point, "value", None)
                    found.setdefault(metric.name, []).append((dict(point.attributes or {}), value or 0))
    return found


async def test_a_decision_feeds_the_metrics_and_upkeep_redacts(store: PostgresReviewDesk) -> None:
    reader = InMemoryMetricReader()
    release = make_record().releases[0].release_id

    async def sections(release_id: str) -> dict[str, frozenset[FindingCode]]:
        return {"links": frozenset({FindingCode.EXTERNAL_LINK})}

    desk = ReviewDesk(
        store,
        sections,
        DeskTelemetry(meter_provider=MeterProvider(metric_readers=[reader])),
        retention=timedelta(0),
        record_timeout=5.0,
    )
    template = make_record()
    template.releases[0].release_id = release
    response = policy_review_service_pb2.ReviewListingResponse(
        status=template.status, findings=template.findings, requires_human_review=True
    )
    trail = ReviewTrail(diagnostics=policy_review_service_pb2.ReviewDiagnostics(releases=template.releases))
    await desk.record(template.listing, response, trail, REVIEWER)
    assert response.HasField("review_id")
    assert response.HasField("case_id")

    decided = await desk.decide(
        review_desk_service_pb2.DecideReviewCaseRequest(
            case_id=response.case_id,
            expected_version=1,
            findings=[{"finding_index": 0, "code": "CONTACT_INFO_IN_LISTING", "verdict": "CONFIRMED", "reason": "x"}],
            added=[{"code": "EXTERNAL_LINK", "release_id": release, "section_id": "links", "reason": "a link"}],
            outcome="VIOLATION",
        ),
        REVIEWER,
    )
    assert decided.case.state == review_desk_service_pb2.DECIDED

    assert await desk.upkeep() == 1
    record = await store.get_record(response.review_id)
    assert record is not None
    assert record.listing_redacted

    metrics = _metrics(reader)
    assert ({"code": "CONTACT_INFO_IN_LISTING", "verdict": "CONFIRMED"}, 1) in metrics[
        "policy_review.desk.finding_verdicts"
    ]
    assert ({"code": "EXTERNAL_LINK"}, 1) in metrics["policy_review.desk.added_findings"]
    assert {a["kind"] for a, _ in metrics["policy_review.desk.case_events"]} == {"CASE_OPENED", "CASE_DECIDED"}
    assert metrics["policy_review.desk.queue_depth"] == [({}, 0)]
    # Labels come from closed vocabularies: never the listing, its id, or who decided.
    for points in metrics.values():
        for attributes, _ in points:
            assert set(attributes) <= {"kind", "code", "verdict"}
            assert not {TITLE, template.listing.listing_id, REVIEWER.key_id} & {str(v) for v in attributes.values()}
    figures = await desk.figures(review_desk_service_pb2.GetReviewDeskFiguresRequest(), REVIEWER)
    link = next(c for c in figures.codes if c.code == common_pb2.EXTERNAL_LINK)
    assert (figures.decided, link.added) == (1, 1)
