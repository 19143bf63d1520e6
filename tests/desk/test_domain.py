"""The desk's pure rules: decisions, pages, figures, roles, and the vocabularies pinned to the protos."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime

import pytest

from gateway.desk.domain import (
    AddedCode,
    CaseState,
    DecidedCase,
    Decision,
    EventKind,
    FindingVerdict,
    Outcome,
    PageCursor,
    Verdict,
    check_added_sections,
    desk_figures,
    parse_page,
    validate_decision,
)
from gateway.desk.records import (
    ReviewTrail,
    build_record,
    join_ledger_texts,
    join_seller_text,
    split_ledger_texts,
    split_seller_text,
    text_digest,
)
from gateway.domain.access import RPC_ROLES, ApiKeys, Role
from policyreview.v1 import common_pb2, policy_review_service_pb2, review_desk_service_pb2
from services import field_rules
from services.errors import ErrorReason, ServiceError
from services.vocabulary import FindingCode

CONTACT = FindingCode.CONTACT_INFO_IN_LISTING
LINK = FindingCode.EXTERNAL_LINK
RELEASE = "11111111-1111-4111-8111-111111111111"


def violations(error: pytest.ExceptionInfo[ServiceError]) -> dict[str, str]:
    assert error.value.reason is ErrorReason.INVALID_REQUEST
    return {v.field: v.description for v in error.value.violations}


def test_vocabularies_match_the_protos() -> None:
    for enum, proto in (
        (CaseState, review_desk_service_pb2.ReviewCaseState),
        (Verdict, review_desk_service_pb2.FindingVerdict),
        (Outcome, review_desk_service_pb2.CaseOutcome),
        (EventKind, review_desk_service_pb2.CaseEventKind),
    ):
        assert [m.value for m in enum] == [v.name for v in proto.DESCRIPTOR.values if v.number]


def test_every_rpc_has_roles_and_nothing_else_is_allowed() -> None:
    from policyreview.v1 import (
        policy_catalog_service_pb2,
        policy_question_service_pb2,
    )

    methods = {
        method.full_name
        for module in (
            policy_review_service_pb2,
            policy_question_service_pb2,
            policy_catalog_service_pb2,
            review_desk_service_pb2,
        )
        for service in module.DESCRIPTOR.services_by_name.values()
        for method in service.methods
    }
    assert set(RPC_ROLES) == methods
    keys = ApiKeys(
        hashlib.sha256(b"c").hexdigest(),
        reviewer_digests=hashlib.sha256(b"r").hexdigest(),
        admin_digests=hashlib.sha256(b"a").hexdigest(),
    )
    caller, reviewer, admin = (keys.authenticate(f"Bearer {k}") for k in ("c", "r", "a"))
    assert (caller.roles, reviewer.roles, admin.roles) == (
        frozenset({Role.CALLER}),
        frozenset({Role.REVIEWER}),
        frozenset({Role.ADMIN}),
    )
    assert admin.may_read_diagnostics
    assert not reviewer.may_read_diagnostics
    review = "policyreview.v1.PolicyReviewService.ReviewListing"
    decide = "policyreview.v1.ReviewDeskService.DecideReviewCase"
    caller.require(review)
    reviewer.require(decide)
    admin.require(review)
    admin.require(decide)
    for who, rpc in ((caller, decide), (reviewer, review), (admin, "policyreview.v1.Unknown.Rpc")):
        with pytest.raises(ServiceError) as denied:
            who.require(rpc)
        assert denied.value.reason is ErrorReason.PERMISSION_DENIED
    assert len({caller.key_id, reviewer.key_id, admin.key_id}) == 3
    assert caller.may_read_record(caller.key_id)
    assert not caller.may_read_record(admin.key_id)
    assert reviewer.may_read_record(caller.key_id)


def _verdict(
    index: int, code: FindingCode, verdict: Verdict = Verdict.CONFIRMED, reason: str = "seen"
) -> FindingVerdict:
    return FindingVerdict(index, code, verdict, reason)


def test_a_decision_decides_every_finding_once_and_agrees_with_its_outcome() -> None:
    validate_decision(Decision((_verdict(0, CONTACT),), (), Outcome.VIOLATION), [CONTACT], [RELEASE])
    validate_decision(Decision((_verdict(0, CONTACT, Verdict.REJECTED),), (), Outcome.NO_VIOLATION), [CONTACT], [])
    cases = [
        (Decision((), (), Outcome.NO_VIOLATION), {"findings": "must decide every finding of the review"}),
        (
            Decision((_verdict(0, CONTACT), _verdict(0, CONTACT)), (), Outcome.VIOLATION),
            {"findings[1].finding_index": "must decide each finding once"},
        ),
        (
            Decision((_verdict(0, LINK),), (), Outcome.VIOLATION),
            {"findings[0].code": "must be the code of the finding at finding_index"},
        ),
        (
            Decision((_verdict(0, CONTACT),), (), Outcome.NO_VIOLATION),
            {"outcome": "NO_VIOLATION contradicts a confirmed or an added finding"},
        ),
        (
            Decision((_verdict(0, CONTACT, Verdict.REJECTED),), (), Outcome.VIOLATION),
            {"outcome": "VIOLATION needs a confirmed or an added finding"},
        ),
        (
            Decision(
                (_verdict(0, CONTACT, Verdict.REJECTED),),
                (AddedCode(LINK, "other", "s", "why"),),
                Outcome.VIOLATION,
            ),
            {"added[0].release_id": "must be a release in the review's scope"},
        ),
        (Decision((_verdict(0, CONTACT),), (), None), {"outcome": "must be VIOLATION or NO_VIOLATION"}),
    ]
    for decision, expected in cases:
        with pytest.raises(ServiceError) as error:
            validate_decision(decision, [CONTACT], [RELEASE])
        assert violations(error) == expected, decision


def test_an_added_code_needs_a_section_that_supports_it() -> None:
    sections = {RELEASE: {"links": frozenset({LINK})}}
    check_added_sections([AddedCode(LINK, RELEASE, "links", "why")], sections)
    with pytest.raises(ServiceError) as error:
        check_added_sections(
            [AddedCode(CONTACT, RELEASE, "links", "why"), AddedCode(LINK, RELEASE, "missing", "why")], sections
        )
    assert violations(error) == {
        "added[0].section_id": "must support the added code",
        "added[1].section_id": "must be a section of the release",
    }


def test_page_tokens_round_trip_and_bad_ones_are_named() -> None:
    cursor = PageCursor(datetime(2026, 12, 1, 10, 0, tzinfo=UTC), "22222222-2222-4222-8222-222222222222")
    assert parse_page(0, cursor.token()) == (25, cursor)
    with pytest.raises(ServiceError) as error:
        parse_page(101, "not-a-token")
    assert set(violations(error)) == {"page_size", "page_token"}
    with pytest.raises(ServiceError) as error:
        field_rules.check(review_desk_service_pb2.GetReviewCaseRequest(case_id="next"))
    assert violations(error) == {"case_id": "must be a UUID"}


def test_the_decision_fields_limits_are_the_request_field_rules() -> None:
    """Reasons, notes, versions and how many codes a decision adds: the proto options, every violation at once."""
    decide = review_desk_service_pb2.DecideReviewCaseRequest
    finding = review_desk_service_pb2.FindingDecision(
        finding_index=0, code=common_pb2.CONTACT_INFO_IN_LISTING, verdict=review_desk_service_pb2.CONFIRMED, reason=" "
    )
    added = review_desk_service_pb2.AddedFinding(
        code=common_pb2.EXTERNAL_LINK, release_id="r", section_id="", reason="x" * 1001
    )
    request = decide(
        case_id="22222222-2222-4222-8222-222222222222",
        findings=[finding],
        added=[added] * 21,
        outcome=review_desk_service_pb2.VIOLATION,
        note="n" * 2001,
    )
    with pytest.raises(ServiceError) as error:
        field_rules.check(request)
    found = violations(error)
    assert found["expected_version"] == "must be the version of the case you saw"
    assert found["findings[0].reason"] == "must say why"
    assert found["added"] == "must hold at most 20 items"
    assert found["added[0].release_id"] == "must be a UUID"
    assert found["added[0].section_id"] == "is required"
    assert found["added[0].reason"] == "must be at most 1000 characters"
    assert found["note"] == "must be at most 2000 characters"
    reopen = review_desk_service_pb2.ReopenReviewCaseRequest(case_id=request.case_id, expected_version=-1)
    with pytest.raises(ServiceError) as error:
        field_rules.check(reopen)
    assert violations(error) == {
        "expected_version": "must be the version of the case you saw",
        "reason": "must say why",
    }
    field_rules.check(decide(case_id=request.case_id, expected_version=3, outcome=review_desk_service_pb2.VIOLATION))


def test_figures_give_precision_per_code_and_the_misses_humans_added() -> None:
    decided = [
        DecidedCase((CONTACT,), ((CONTACT, Verdict.CONFIRMED),), (LINK,), Outcome.VIOLATION, 60.0),
        DecidedCase((CONTACT,), ((CONTACT, Verdict.REJECTED),), (), Outcome.NO_VIOLATION, 180.0),
        DecidedCase((CONTACT,), ((CONTACT, Verdict.CONFIRMED),), (), Outcome.VIOLATION, 120.0),
    ]
    figures = desk_figures(decided)
    assert (figures.decided, figures.median_seconds_to_decision) == (3, 120.0)
    assert figures.codes[CONTACT].precision == pytest.approx(2 / 3)
    assert (figures.codes[LINK].added, figures.codes[LINK].precision) == (1, 0.0)
    assert decided[0].truth == {CONTACT, LINK}


def test_the_seller_text_splits_off_and_joins_back() -> None:
    record = policy_review_service_pb2.PolicyReviewRecord(
        listing=policy_review_service_pb2.ReviewListingRequest(
            listing_id="l", title="t", description="d", attributes={"k": "v"}
        ),
        findings=[common_pb2.Finding(code=common_pb2.EXTERNAL_LINK, listing_quote="q"), common_pb2.Finding()],
    )
    kept, seller = split_seller_text(record)
    assert (kept.listing.title, kept.listing.description, dict(kept.listing.attributes)) == ("", "", {})
    assert [f.listing_quote for f in kept.findings] == ["", ""]
    assert join_seller_text(kept, seller) == record
    redacted = join_seller_text(kept, None)
    assert redacted.listing_redacted
    assert redacted.listing.listing_id == "l"


def _ledger_entry(n: int, text: str) -> common_pb2.LedgerEntry:
    return common_pb2.LedgerEntry(
        evidence_id=f"POLICY_{n}",
        evidence=common_pb2.Evidence(
            release_id=RELEASE,
            policy_id="p",
            policy_version="v",
            section_id=f"s{n}",
            section_heading="h",
            text=text,
            source_url="" if n % 2 else "https://example.com/p",
            supported_finding_codes=[common_pb2.CONTACT_INFO_IN_LISTING] * (n % 3),
        ),
    )


def test_the_record_ledger_holds_each_entry_field_for_field_and_its_texts_split_off_by_digest() -> None:
    # Twenty-seventh round: the ledger is built field by field and each text's digest is memoised; the record's
    # bytes and the digests are what the keyword construction and a fresh SHA-256 give.
    texts = [
        "Contact details stay in messages.",
        "Links lead off the marketplace.",
        "Contact details stay in messages.",
    ]
    ledger = common_pb2.Ledger(entries=[_ledger_entry(n, text) for n, text in enumerate(texts, start=1)])
    record = build_record(
        review_id="r",
        caller_key_id="k",
        request=policy_review_service_pb2.ReviewListingRequest(listing_id="l", title="t"),
        response=policy_review_service_pb2.ReviewListingResponse(),
        trail=ReviewTrail(ledger=ledger),
    )
    expected = policy_review_service_pb2.PolicyReviewRecord()
    for entry in ledger.entries:
        evidence = entry.evidence
        expected.ledger.add(
            evidence_id=entry.evidence_id,
            release_id=evidence.release_id,
            policy_id=evidence.policy_id,
            policy_version=evidence.policy_version,
            section_id=evidence.section_id,
            section_heading=evidence.section_heading,
            text=evidence.text,
            source_url=evidence.source_url,
            supported_finding_codes=evidence.supported_finding_codes,
        )
    assert record.ledger == expected.ledger
    kept, _ = split_seller_text(record)
    stored, digests = split_ledger_texts(kept)
    fresh = [hashlib.sha256(text.encode()).digest() for text in texts]
    assert digests == b"".join(fresh)
    assert stored == {digest: text for digest, text in zip(fresh, texts, strict=True)}
    assert [text_digest(text) for text in texts] == fresh
    assert all(not entry.text for entry in kept.ledger)
    assert join_ledger_texts(kept, fresh, stored)
    assert kept.ledger == record.ledger
