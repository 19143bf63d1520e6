"""The desk through the real stack over REST and gRPC: a review that needs a human is recorded, opens a case,
and the case is claimed, decided, appealed; roles decide who may do what."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import grpc
import pytest

from policyreview.v1 import (
    policy_review_service_pb2,
    policy_review_service_pb2_grpc,
    review_desk_service_pb2,
    review_desk_service_pb2_grpc,
)
from services.embedders.wordllama import WordLlamaEmbedder
from services.errors import ErrorReason, from_rpc_error
from tests.desk.stack import (
    ADMIN_KEY,
    CALLER_KEY,
    REVIEWER_KEY,
    SECOND_REVIEWER_KEY,
    DeskStack,
    clear_desk,
    desk_stack,
)
from tests.support import EMAIL_LISTING, Database


@pytest.fixture
async def stack(published_corpus: Database, gateway_embedder: WordLlamaEmbedder) -> AsyncIterator[DeskStack]:
    clear_desk(published_corpus)
    async with desk_stack(published_corpus, gateway_embedder) as running:
        yield running


async def _review(stack: DeskStack, listing: dict[str, Any] | None = None) -> dict[str, Any]:
    status, body = await stack.call("POST", "/api/policy-reviews", CALLER_KEY, listing or EMAIL_LISTING)
    assert status == 200, body
    return dict(body)


async def test_a_review_that_needs_a_human_is_recorded_and_worked_through_the_desk(stack: DeskStack) -> None:
    answer = await _review(stack)
    assert answer["requiresHumanReview"] is True
    review_id, case_id = answer["reviewId"], answer["caseId"]

    status, body = await stack.call("GET", f"/api/policy-reviews/{review_id}", CALLER_KEY)
    assert status == 200, body
    record = body["record"]
    assert (record["status"], record["findings"], record["warnings"]) == (
        answer["status"],
        answer["findings"],
        answer["warnings"],
    )
    assert record["listing"]["title"] == EMAIL_LISTING["title"]
    assert record["caseId"] == case_id
    assert {r["policyId"] for r in record["releases"]} >= {"ebay-contact-information"}
    cited = {e for f in record["findings"] for e in f["evidenceIds"]}
    assert cited <= {entry["evidenceId"] for entry in record["ledger"]}
    assert all(entry["text"] for entry in record["ledger"])
    assert record["reviewer"]
    assert record["apiVersion"] == "1"

    status, listed = await stack.call("GET", "/api/review-cases?state=OPEN", REVIEWER_KEY)
    assert status == 200, listed
    assert [(c["caseId"], c["listingId"]) for c in listed["cases"]] == [(case_id, EMAIL_LISTING["listingId"])]

    status, claimed = await stack.call("POST", f"/api/review-cases/{case_id}:claim", REVIEWER_KEY, {})
    assert status == 200, claimed
    assert claimed["case"]["state"] == "CLAIMED"
    status, case = await stack.call("GET", f"/api/review-cases/{case_id}", REVIEWER_KEY)
    findings = case["record"]["findings"]
    decision = {
        "expectedVersion": case["case"]["version"],
        "findings": [
            {"findingIndex": n, "code": f["code"], "verdict": "CONFIRMED", "reason": "The text shows it."}
            for n, f in enumerate(findings)
        ],
        "outcome": "VIOLATION",
    }
    # The other reviewer may not decide a case this one holds.
    status, problem = await stack.call("POST", f"/api/review-cases/{case_id}:decide", SECOND_REVIEWER_KEY, decision)
    assert (status, problem["code"]) == (409, "CASE_CONFLICT")
    status, decided = await stack.call("POST", f"/api/review-cases/{case_id}:decide", REVIEWER_KEY, decision)
    assert status == 200, decided
    assert (decided["case"]["state"], decided["case"]["outcome"]) == ("DECIDED", "VIOLATION")

    status, history = await stack.call("GET", f"/api/review-cases/{case_id}/history", REVIEWER_KEY)
    assert status == 200
    assert [e["kind"] for e in history["events"]] == ["CASE_OPENED", "CASE_CLAIMED", "CASE_DECIDED"]
    assert history["events"][2]["actor"] == history["events"][1]["actor"] != "desk"

    status, reopened = await stack.call(
        "POST",
        f"/api/review-cases/{case_id}:reopen",
        REVIEWER_KEY,
        {"expectedVersion": decided["case"]["version"], "reason": "The seller appealed."},
    )
    assert (status, reopened["case"]["state"], reopened["case"]["appeals"]) == (200, "OPEN", 1)

    status, figures = await stack.call("GET", "/api/review-desk/figures", REVIEWER_KEY)
    assert status == 200
    assert figures["queueDepth"] == 1


async def test_added_codes_need_a_section_of_the_scope_that_supports_them(stack: DeskStack) -> None:
    answer = await _review(stack)
    case_id = answer["caseId"]
    status, case = await stack.call("GET", f"/api/review-cases/{case_id}", REVIEWER_KEY)
    record = case["record"]
    verdicts = [
        {"findingIndex": n, "code": f["code"], "verdict": "CONFIRMED", "reason": "Seen."}
        for n, f in enumerate(record["findings"])
    ]
    release = next(r for r in record["releases"] if r["policyId"] == "ebay-contact-information")
    status, sections = await stack.call("GET", f"/api/policy-releases/{release['releaseId']}", REVIEWER_KEY)
    assert status == 200, sections
    supporting = next(s for s in sections["sections"] if "CONTACT_INFO_IN_LISTING" in s["findingCodes"])
    unrelated = "KEYWORD_SPAM"
    base = {"expectedVersion": case["case"]["version"], "findings": verdicts, "outcome": "VIOLATION"}
    wrong = {
        **base,
        "added": [
            {"code": unrelated, "releaseId": release["releaseId"], "sectionId": supporting["sectionId"], "reason": "x"}
        ],
    }
    status, problem = await stack.call("POST", f"/api/review-cases/{case_id}:decide", REVIEWER_KEY, wrong)
    assert (status, problem["code"]) == (400, "INVALID_REQUEST")
    assert [e["field"] for e in problem["errors"]] == ["added[0].sectionId"]
    outside = {**base, "added": [{**wrong["added"][0], "releaseId": "00000000-0000-4000-8000-000000000000"}]}
    status, problem = await stack.call("POST", f"/api/review-cases/{case_id}:decide", REVIEWER_KEY, outside)
    assert [e["field"] for e in problem["errors"]] == ["added[0].releaseId"]
    right = {**base, "added": [{**wrong["added"][0], "code": "CONTACT_INFO_IN_LISTING"}]}
    status, decided = await stack.call("POST", f"/api/review-cases/{case_id}:decide", REVIEWER_KEY, right)
    assert status == 200, decided
    status, figures = await stack.call("GET", "/api/review-desk/figures", REVIEWER_KEY)
    contact = next(c for c in figures["codes"] if c["code"] == "CONTACT_INFO_IN_LISTING")
    assert contact["added"] == 1
    assert contact["confirmed"] >= 1


async def test_roles_decide_who_reads_cases_and_records(stack: DeskStack) -> None:
    answer = await _review(stack)
    # A caller cannot work the desk; a reviewer cannot review listings; no key is no entry.
    status, problem = await stack.call("GET", "/api/review-cases", CALLER_KEY)
    assert (status, problem["code"]) == (403, "PERMISSION_DENIED")
    status, problem = await stack.call("POST", "/api/policy-reviews", REVIEWER_KEY, EMAIL_LISTING)
    assert (status, problem["code"]) == (403, "PERMISSION_DENIED")
    status, problem = await stack.call("GET", "/api/review-cases", None)
    assert (status, problem["code"]) == (401, "UNAUTHENTICATED")
    # Admins do everything; reviewers read every record, a caller its own.
    status, _ = await stack.call("GET", "/api/review-cases", ADMIN_KEY)
    assert status == 200
    status, _ = await stack.call("GET", f"/api/policy-reviews/{answer['reviewId']}", REVIEWER_KEY)
    assert status == 200
    status, admin_answer = await stack.call("POST", "/api/policy-reviews", ADMIN_KEY, EMAIL_LISTING)
    status, problem = await stack.call("GET", f"/api/policy-reviews/{admin_answer['reviewId']}", CALLER_KEY)
    assert (status, problem["code"]) == (404, "REVIEW_NOT_FOUND")
    status, problem = await stack.call("GET", "/api/policy-reviews/not-a-uuid", CALLER_KEY)
    assert (status, problem["code"]) == (400, "INVALID_REQUEST")


async def test_the_desk_over_grpc_checks_roles_too(stack: DeskStack) -> None:
    answer = await _review(stack)
    async with grpc.aio.insecure_channel(f"127.0.0.1:{stack.gateway.grpc_port}") as channel:
        desk = review_desk_service_pb2_grpc.ReviewDeskServiceStub(channel)
        reviews = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)
        with pytest.raises(grpc.aio.AioRpcError) as denied:
            await desk.ListReviewCases(
                review_desk_service_pb2.ListReviewCasesRequest(),
                metadata=(("authorization", f"Bearer {CALLER_KEY}"),),
            )
        assert denied.value.code() is grpc.StatusCode.PERMISSION_DENIED
        listed = await desk.ListReviewCases(
            review_desk_service_pb2.ListReviewCasesRequest(state=review_desk_service_pb2.OPEN),
            metadata=(("authorization", f"Bearer {REVIEWER_KEY}"),),
        )
        assert [c.case_id for c in listed.cases] == [answer["caseId"]]
        record = await reviews.GetPolicyReview(
            policy_review_service_pb2.GetPolicyReviewRequest(review_id=answer["reviewId"]),
            metadata=(("authorization", f"Bearer {CALLER_KEY}"),),
        )
        assert record.record.listing.listing_id == EMAIL_LISTING["listingId"]
        claimed = await desk.ClaimNextReviewCase(
            review_desk_service_pb2.ClaimNextReviewCaseRequest(),
            metadata=(("authorization", f"Bearer {REVIEWER_KEY}"),),
        )
        assert claimed.case.case_id == answer["caseId"]


async def test_a_malformed_decision_names_every_field_at_once(stack: DeskStack) -> None:
    """The desk's limits are the request's field options: REST and gRPC name every violation, before any store."""
    missing = "00000000-0000-4000-8000-000000000000"
    body = {
        "expectedVersion": "0",
        "findings": [{"findingIndex": 0, "code": "CONTACT_INFO_IN_LISTING", "verdict": "CONFIRMED", "reason": " "}],
        "outcome": "VIOLATION",
        "note": "n" * 2001,
    }
    status, problem = await stack.call("POST", f"/api/review-cases/{missing}:decide", REVIEWER_KEY, body)
    assert (status, problem["code"]) == (400, "INVALID_REQUEST")
    assert {e["field"]: e["description"] for e in problem["errors"]} == {
        "expectedVersion": "must be the version of the case you saw",
        "findings[0].reason": "must say why",
        "note": "must be at most 2000 characters",
    }
    status, problem = await stack.call("GET", "/api/review-cases?pageSize=101&pageToken=x", REVIEWER_KEY)
    assert (status, [e["field"] for e in problem["errors"]]) == (400, ["pageSize", "pageToken"])
    async with grpc.aio.insecure_channel(f"127.0.0.1:{stack.gateway.grpc_port}") as channel:
        desk = review_desk_service_pb2_grpc.ReviewDeskServiceStub(channel)
        with pytest.raises(grpc.aio.AioRpcError) as refused:
            await desk.ReopenReviewCase(
                review_desk_service_pb2.ReopenReviewCaseRequest(case_id="next", expected_version=-1),
                metadata=(("authorization", f"Bearer {REVIEWER_KEY}"),),
            )
    assert refused.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    error = from_rpc_error(refused.value)
    assert error is not None
    assert error.reason is ErrorReason.INVALID_REQUEST
    assert {v.field: v.description for v in error.violations} == {
        "case_id": "must be a UUID",
        "expected_version": "must be the version of the case you saw",
        "reason": "must say why",
    }


async def test_an_answer_is_never_given_unrecorded(
    published_corpus: Database, gateway_embedder: WordLlamaEmbedder
) -> None:
    # The record store is down (nothing listens there): the review fails with a typed error, no silent gap.
    down = "host=127.0.0.1 port=1 dbname=none user=none connect_timeout=1"
    async with desk_stack(published_corpus, gateway_embedder, desk_dsn=down, desk_record_timeout_seconds=0.5) as stack:
        status, problem = await stack.call("POST", "/api/policy-reviews", CALLER_KEY, EMAIL_LISTING)
    assert (status, problem["code"]) == (503, "RECORD_STORE_UNAVAILABLE")
