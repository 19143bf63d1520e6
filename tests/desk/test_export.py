"""Decided cases become a labelled dataset the evaluation loads: the reviewer's codes are the truth."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from evaluation.dataset import load_dataset
from evaluation.desk_export import collect, write_dataset
from gateway.desk.store import PostgresReviewDesk
from policyreview.v1 import common_pb2, policy_review_service_pb2, review_desk_service_pb2
from tests.desk.test_store import make_record


def _ledgered() -> policy_review_service_pb2.PolicyReviewRecord:
    record = make_record()
    record.listing.price = 25.0
    record.review_date = "2026-11-01"
    record.ledger.add(
        evidence_id="POLICY_1",
        release_id=record.releases[0].release_id,
        policy_id="ebay-contact-information",
        section_id="contact-details",
    )
    return record


async def test_decided_cases_export_as_a_dataset_with_the_reviewers_codes(
    store: PostgresReviewDesk, tmp_path: Path
) -> None:
    confirmed, rejected, redacted, open_case = _ledgered(), _ledgered(), _ledgered(), _ledgered()
    await store.record(redacted, open_case=True)
    assert await store.redact(datetime.now(UTC) + timedelta(minutes=1)) == 1
    for record in (confirmed, rejected, open_case):
        await store.record(record, open_case=True)
    added = review_desk_service_pb2.AddedFinding(
        code=common_pb2.EXTERNAL_LINK, release_id=confirmed.releases[0].release_id, section_id="links", reason="a URL"
    )
    await store.decide(
        confirmed.case_id,
        1,
        "aaaaaaaaaaaaaaaa",
        review_desk_service_pb2.CaseDecision(
            findings=[{"finding_index": 0, "code": "CONTACT_INFO_IN_LISTING", "verdict": "CONFIRMED", "reason": "x"}],
            added=[added],
            outcome="VIOLATION",
        ),
    )
    for record in (rejected, redacted):
        await store.decide(
            record.case_id,
            1,
            "aaaaaaaaaaaaaaaa",
            review_desk_service_pb2.CaseDecision(
                findings=[
                    {"finding_index": 0, "code": "CONTACT_INFO_IN_LISTING", "verdict": "REJECTED", "reason": "x"}
                ],
                outcome="NO_VIOLATION",
            ),
        )
    export = await collect(store)
    assert (len(export.cases), export.redacted) == (2, 1)
    dataset = load_dataset(str(write_dataset(export, tmp_path / "desk-decisions")))
    by_id = {case.id: case for case in dataset.cases}
    violation = by_id[f"desk-{confirmed.case_id}"]
    assert violation.expected_codes == {"CONTACT_INFO_IN_LISTING", "EXTERNAL_LINK"}
    assert violation.expected_sections == {
        ("ebay-contact-information", "contact-details"),
        ("ebay-contact-information", "links"),
    }
    assert violation.request.title == confirmed.listing.title
    clean = by_id[f"desk-{rejected.case_id}"]
    assert clean.expected_codes == frozenset()
    assert clean.expected.status.value == "NO_POLICY_FINDINGS"
    assert f"desk-{open_case.case_id}" not in by_id  # not decided: no label
