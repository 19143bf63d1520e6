"""The desk's store on the real PostgreSQL under its own role: records, redaction, the queue's guarantees."""

from __future__ import annotations

import asyncio
import uuid
from datetime import UTC, datetime, timedelta

import psycopg
import pytest

from gateway.desk.domain import CaseFilter, CaseState
from gateway.desk.store import PostgresReviewDesk
from policyreview.v1 import common_pb2, policy_review_service_pb2, review_desk_service_pb2
from services import database
from services.errors import ErrorReason, ServiceError
from tests.support import Database

TITLE = "Camera body, email me at seller@example.com"


def make_record(
    listing_id: str = "listing-1", *, marketplace: str = "EBAY"
) -> policy_review_service_pb2.PolicyReviewRecord:
    return policy_review_service_pb2.PolicyReviewRecord(
        review_id=str(uuid.uuid4()),
        caller_key_id="anonymous",
        listing=policy_review_service_pb2.ReviewListingRequest(
            listing_id=listing_id,
            marketplace=marketplace,
            locale="en-US",
            category="ELECTRONICS",
            title=TITLE,
            description="Works fine.",
            condition="USED",
            attributes={"brand": "ExampleCam"},
        ),
        releases=[{"release_id": str(uuid.uuid4()), "policy_id": "ebay-contact-information", "policy_version": "2"}],
        status=common_pb2.POLICY_FINDINGS_AVAILABLE,
        findings=[
            common_pb2.Finding(
                code=common_pb2.CONTACT_INFO_IN_LISTING,
                severity=common_pb2.WARNING,
                listing_fields=[common_pb2.TITLE],
                evidence_ids=["POLICY_1"],
                listing_quote="seller@example.com",
            )
        ],
        requires_human_review=True,
        reviewer="rules",
    )


async def test_a_record_reads_back_whole_and_opens_its_case(store: PostgresReviewDesk) -> None:
    record = make_record()
    await store.record(record, open_case=True)
    assert record.case_id
    read = await store.get_record(record.review_id)
    assert read is not None
    assert (read.listing.title, read.findings[0].listing_quote) == (TITLE, "seller@example.com")
    assert read.listing.attributes == {"brand": "ExampleCam"}
    assert not read.listing_redacted
    assert read.recorded_at.endswith("Z")
    case, decision = await store.get_case(record.case_id)
    assert (case.state, case.listing_id, case.version, decision) == (review_desk_service_pb2.OPEN, "listing-1", 1, None)
    assert list(case.finding_codes) == [common_pb2.CONTACT_INFO_IN_LISTING]
    events = await store.history(record.case_id)
    assert [(e.kind, e.actor) for e in events] == [(review_desk_service_pb2.CASE_OPENED, "desk")]


async def test_a_record_without_a_case_opens_none(store: PostgresReviewDesk) -> None:
    record = make_record()
    await store.record(record, open_case=False)
    assert record.case_id == ""
    cases, _, total = await store.list_cases(CaseFilter(), 10, None)
    assert (cases, total) == ([], 0)


async def test_redaction_clears_the_seller_text_and_keeps_the_record(store: PostgresReviewDesk) -> None:
    old, new = make_record("old"), make_record("new")
    await store.record(old, open_case=True)
    cutoff = datetime.now(UTC) + timedelta(minutes=1)
    assert await store.redact(cutoff) == 1
    await store.record(new, open_case=True)
    assert await store.redact(cutoff - timedelta(hours=1)) == 0
    redacted = await store.get_record(old.review_id)
    assert redacted is not None
    assert redacted.listing_redacted
    assert (redacted.listing.title, redacted.listing.description, dict(redacted.listing.attributes)) == ("", "", {})
    assert redacted.findings[0].listing_quote == ""
    # What stays: the ids, the scope, the answer.
    assert redacted.listing.listing_id == "old"
    assert redacted.findings[0].code == common_pb2.CONTACT_INFO_IN_LISTING
    assert redacted.releases[0].policy_id == "ebay-contact-information"
    kept = await store.get_record(new.review_id)
    assert kept is not None
    assert kept.listing.title == TITLE


SECTION_TEXTS = ("Do not put email addresses in listings.", "Keep payment on the marketplace.")


def with_ledger(record: policy_review_service_pb2.PolicyReviewRecord) -> policy_review_service_pb2.PolicyReviewRecord:
    for n, text in enumerate(SECTION_TEXTS, start=1):
        record.ledger.add(evidence_id=f"POLICY_{n}", release_id=str(uuid.uuid4()), section_id=f"s{n}", text=text)
    # The same text under a third id: stored once all the same.
    record.ledger.add(evidence_id="POLICY_3", section_id="s1-again", text=SECTION_TEXTS[0])
    return record


async def test_ledger_texts_are_stored_once_and_read_back_in_every_record(
    store: PostgresReviewDesk, empty_desk: Database
) -> None:
    records = [with_ledger(make_record(f"listing-{n}")) for n in range(3)]
    await asyncio.gather(*(store.record(r, open_case=False) for r in records[:2]))
    await store.record(records[2], open_case=False)
    for record in records:
        read = await store.get_record(record.review_id)
        assert read is not None
        assert [(e.evidence_id, e.section_id, e.text) for e in read.ledger] == [
            (e.evidence_id, e.section_id, e.text) for e in record.ledger
        ]
    with psycopg.connect(empty_desk.admin_dsn) as conn:
        assert conn.execute("SELECT count(*) FROM review_section_text").fetchone() == (2,)
        # The record itself holds no section text.
        stored = conn.execute("SELECT record FROM review_record").fetchall()
    assert all(SECTION_TEXTS[0].encode() not in row[0] for row in stored)


async def test_a_record_made_before_texts_were_stored_apart_reads_as_it_was(
    store: PostgresReviewDesk, empty_desk: Database
) -> None:
    # As migration 0014 found them: the texts inline in the record, no digests.
    record = with_ledger(make_record())
    with psycopg.connect(empty_desk.desk_dsn, autocommit=True) as conn:
        conn.execute(
            "INSERT INTO review_record (review_id, caller_key_id, listing_id, record, seller_text) "
            "VALUES (%s, 'anonymous', 'old', %s, %s)",
            (record.review_id, record.SerializeToString(), b""),
        )
    read = await store.get_record(record.review_id)
    assert read is not None
    assert [e.text for e in read.ledger] == [e.text for e in record.ledger]


async def test_a_record_naming_a_text_the_store_lacks_is_a_typed_failure(
    store: PostgresReviewDesk, empty_desk: Database
) -> None:
    record = with_ledger(make_record())
    await store.record(record, open_case=False)
    with psycopg.connect(empty_desk.admin_dsn, autocommit=True) as conn:
        conn.execute("DELETE FROM review_section_text WHERE text = %s", (SECTION_TEXTS[1],))
    with pytest.raises(ServiceError) as failed:
        await store.get_record(record.review_id)
    assert failed.value.reason is ErrorReason.RECORD_STORE_UNAVAILABLE


async def test_the_desk_role_cannot_rewrite_records_or_history_nor_touch_other_tables(
    store: PostgresReviewDesk, empty_desk: Database
) -> None:
    record = make_record()
    await store.record(record, open_case=True)
    forbidden = [
        ("UPDATE review_record SET listing_id = 'x'", ()),
        ("DELETE FROM review_record", ()),
        ("UPDATE review_case_event SET actor = 'x'", ()),
        ("DELETE FROM review_case_event", ()),
        ("DELETE FROM review_case", ()),
        ("UPDATE review_record SET ledger_texts = NULL", ()),
        ("UPDATE review_section_text SET text = 'x'", ()),
        ("DELETE FROM review_section_text", ()),
        ("SELECT 1 FROM policy_release", ()),
        ("SELECT 1 FROM conversation_turn", ()),
    ]
    with psycopg.connect(empty_desk.desk_dsn, autocommit=True) as conn:
        for statement, params in forbidden:
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(statement, params)
        # The one change allowed is redaction; putting text back is refused by the trigger.
        with pytest.raises(psycopg.errors.RaiseException):
            conn.execute("UPDATE review_record SET seller_text = '\\x00'::bytea, seller_text_redacted_at = NULL")


async def test_two_reviewers_claiming_one_case_at_once_one_wins(store: PostgresReviewDesk) -> None:
    record = make_record()
    await store.record(record, open_case=True)
    results = await asyncio.gather(
        store.claim(record.case_id, "aaaaaaaaaaaaaaaa"),
        store.claim(record.case_id, "bbbbbbbbbbbbbbbb"),
        return_exceptions=True,
    )
    won = [r for r in results if isinstance(r, review_desk_service_pb2.ReviewCase)]
    lost = [r for r in results if isinstance(r, ServiceError)]
    assert len(won) == 1
    assert [e.reason for e in lost] == [ErrorReason.CASE_CONFLICT]
    assert won[0].state == review_desk_service_pb2.CLAIMED
    assert won[0].holder in {"aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb"}
    # The holder renews its own lease.
    renewed = await store.claim(record.case_id, won[0].holder)
    assert renewed.version == won[0].version + 1


async def test_claim_next_hands_the_oldest_unclaimed_case_and_never_one_twice(store: PostgresReviewDesk) -> None:
    records = [make_record(f"listing-{n}") for n in range(3)]
    for record in records:
        await store.record(record, open_case=True)
    claimed = await asyncio.gather(*(store.claim_next(CaseFilter(), f"{n:016x}") for n in range(4)))
    got = [case.listing_id for case in claimed if case is not None]
    assert sorted(got) == ["listing-0", "listing-1", "listing-2"]
    assert claimed.count(None) == 1
    first = await store.claim_next(CaseFilter(), "cccccccccccccccc")
    assert first is None


async def test_claim_next_follows_queue_order(store: PostgresReviewDesk) -> None:
    for n in range(3):
        await store.record(make_record(f"listing-{n}"), open_case=True)
    first = await store.claim_next(CaseFilter(), "aaaaaaaaaaaaaaaa")
    second = await store.claim_next(CaseFilter(), "aaaaaaaaaaaaaaaa")
    assert first is not None
    assert second is not None
    assert (first.listing_id, second.listing_id) == ("listing-0", "listing-1")


async def test_a_lapsed_lease_reads_as_open_and_another_reviewer_may_claim(empty_desk: Database) -> None:
    desk = PostgresReviewDesk(database.make_pool(empty_desk.desk_dsn, autocommit=True), lease_seconds=0)
    await desk.open()
    try:
        record = make_record()
        await desk.record(record, open_case=True)
        await desk.claim(record.case_id, "aaaaaaaaaaaaaaaa")
        case, _ = await desk.get_case(record.case_id)
        assert (case.state, case.holder) == (review_desk_service_pb2.OPEN, "")
        taken = await desk.claim(record.case_id, "bbbbbbbbbbbbbbbb")
        assert taken.version == 3
    finally:
        await desk.close()


def _decision(outcome: str = "VIOLATION") -> review_desk_service_pb2.CaseDecision:
    return review_desk_service_pb2.CaseDecision(
        findings=[{"finding_index": 0, "code": "CONTACT_INFO_IN_LISTING", "verdict": "CONFIRMED", "reason": "email"}],
        outcome=outcome,
    )


async def test_two_reviewers_deciding_one_version_one_wins_the_other_gets_a_conflict(store: PostgresReviewDesk) -> None:
    record = make_record()
    await store.record(record, open_case=True)
    results = await asyncio.gather(
        store.decide(record.case_id, 1, "aaaaaaaaaaaaaaaa", _decision()),
        store.decide(record.case_id, 1, "bbbbbbbbbbbbbbbb", _decision()),
        return_exceptions=True,
    )
    won = [r for r in results if isinstance(r, review_desk_service_pb2.ReviewCase)]
    lost = [r for r in results if isinstance(r, ServiceError)]
    assert len(won) == 1
    assert [e.reason for e in lost] == [ErrorReason.CASE_CONFLICT]
    assert (won[0].state, won[0].outcome, won[0].version) == (
        review_desk_service_pb2.DECIDED,
        review_desk_service_pb2.VIOLATION,
        2,
    )
    kinds = [e.kind for e in await store.history(record.case_id)]
    assert kinds == [review_desk_service_pb2.CASE_OPENED, review_desk_service_pb2.CASE_DECIDED]


async def test_a_case_held_by_another_reviewer_cannot_be_decided(store: PostgresReviewDesk) -> None:
    record = make_record()
    await store.record(record, open_case=True)
    held = await store.claim(record.case_id, "aaaaaaaaaaaaaaaa")
    with pytest.raises(ServiceError) as raised:
        await store.decide(record.case_id, held.version, "bbbbbbbbbbbbbbbb", _decision())
    assert raised.value.reason is ErrorReason.CASE_CONFLICT
    with pytest.raises(ServiceError) as missing:
        await store.decide(str(uuid.uuid4()), 1, "bbbbbbbbbbbbbbbb", _decision())
    assert missing.value.reason is ErrorReason.CASE_NOT_FOUND


async def test_an_appeal_reopens_and_appends_never_overwrites(store: PostgresReviewDesk) -> None:
    record = make_record()
    await store.record(record, open_case=True)
    claimed = await store.claim(record.case_id, "aaaaaaaaaaaaaaaa")
    decided = await store.decide(record.case_id, claimed.version, "aaaaaaaaaaaaaaaa", _decision())
    reopened = await store.reopen(record.case_id, decided.version, "bbbbbbbbbbbbbbbb", "The seller appealed.")
    assert (reopened.state, reopened.appeals, reopened.outcome) == (review_desk_service_pb2.OPEN, 1, 0)
    with pytest.raises(ServiceError) as stale:
        await store.reopen(record.case_id, decided.version, "bbbbbbbbbbbbbbbb", "again")
    assert stale.value.reason is ErrorReason.CASE_CONFLICT
    second = await store.decide(record.case_id, reopened.version, "cccccccccccccccc", _decision())
    events = await store.history(record.case_id)
    assert [e.kind for e in events] == [
        review_desk_service_pb2.CASE_OPENED,
        review_desk_service_pb2.CASE_CLAIMED,
        review_desk_service_pb2.CASE_DECIDED,
        review_desk_service_pb2.CASE_REOPENED,
        review_desk_service_pb2.CASE_DECIDED,
    ]
    assert [e.sequence for e in events] == [1, 2, 3, 4, 5]
    assert events[3].reason == "The seller appealed."
    assert (events[2].decision.decided_by, events[4].decision.decided_by) == ("aaaaaaaaaaaaaaaa", "cccccccccccccccc")
    assert second.version == reopened.version + 1
    _, latest = await store.get_case(record.case_id)
    assert latest is not None
    assert latest.decided_by == "cccccccccccccccc"


async def test_lists_filter_and_page_in_queue_order(store: PostgresReviewDesk) -> None:
    for n in range(5):
        await store.record(make_record(f"listing-{n}", marketplace="AMAZON" if n == 4 else "EBAY"), open_case=True)
    first, cursor, total = await store.list_cases(CaseFilter(marketplace="EBAY"), 3, None)
    assert total == 4
    assert [c.listing_id for c in first] == ["listing-0", "listing-1", "listing-2"]
    assert cursor is not None
    second, end, _ = await store.list_cases(CaseFilter(marketplace="EBAY"), 3, cursor)
    assert ([c.listing_id for c in second], end) == (["listing-3"], None)
    await store.claim(first[0].case_id, "aaaaaaaaaaaaaaaa")
    open_cases, _, open_total = await store.list_cases(CaseFilter(state=CaseState.OPEN), 10, None)
    assert open_total == 4
    assert first[0].case_id not in {c.case_id for c in open_cases}
    claimed, _, _ = await store.list_cases(CaseFilter(state=CaseState.CLAIMED), 10, None)
    assert [c.case_id for c in claimed] == [first[0].case_id]


async def test_queue_figures_count_what_is_not_decided(store: PostgresReviewDesk) -> None:
    records = [make_record(f"listing-{n}") for n in range(2)]
    for record in records:
        await store.record(record, open_case=True)
    await store.decide(records[0].case_id, 1, "aaaaaaaaaaaaaaaa", _decision())
    depth, oldest = await store.queue_now()
    assert depth == 1
    assert oldest >= 0
    points = await store.queue_history()
    assert points[-1].depth == 1
    decided = await store.decided_cases()
    assert [(case.truth, case_id) for case, _, case_id in decided] == [
        (frozenset({"CONTACT_INFO_IN_LISTING"}), records[0].case_id)
    ]


async def test_a_store_that_is_down_is_a_typed_failure() -> None:
    # A port nothing listens on: the pool cannot connect within its timeout.
    desk = PostgresReviewDesk(
        database.make_pool("host=127.0.0.1 port=1 dbname=none user=none", min_size=0, timeout=0.5), lease_seconds=60
    )
    await desk.open()
    try:
        with pytest.raises(ServiceError) as raised:
            await desk.record(make_record(), open_case=True)
        assert raised.value.reason is ErrorReason.RECORD_STORE_UNAVAILABLE
    finally:
        await desk.close()


async def test_answers_finishing_together_share_one_commit_and_each_has_its_own_record(
    store: PostgresReviewDesk,
) -> None:
    records = [make_record(f"listing-{n}") for n in range(20)]
    stamps = await asyncio.gather(*(store.record(r, open_case=n % 2 == 0) for n, r in enumerate(records)))
    # Group commit: handed over in the same moment, written by one statement (one transaction, one clock).
    assert len(set(stamps)) == 1
    for n, record in enumerate(records):
        read = await store.get_record(record.review_id)
        assert read is not None
        assert (read.listing.listing_id, read.recorded_at) == (f"listing-{n}", stamps[n])
        assert bool(record.case_id) is (n % 2 == 0)
        if record.case_id:
            case, _ = await store.get_case(record.case_id)
            assert (case.review_id, case.listing_id) == (record.review_id, f"listing-{n}")
    _, _, total = await store.list_cases(CaseFilter(), 100, None)
    assert total == 10


async def test_a_failed_batch_fails_every_answer_in_it_and_records_none(store: PostgresReviewDesk) -> None:
    records = [make_record(f"listing-{n}") for n in range(5)]
    # One record the table refuses (its caller id breaks the column's CHECK): the statement, so the batch, fails.
    records[2].caller_key_id = "NOT-A-KEY-ID"
    outcomes = await asyncio.gather(*(store.record(r, open_case=True) for r in records), return_exceptions=True)
    assert all(isinstance(o, ServiceError) and o.reason is ErrorReason.RECORD_STORE_UNAVAILABLE for o in outcomes)
    for record in records:
        assert await store.get_record(record.review_id) is None
    # The store goes on: the next answers are recorded.
    later = make_record("later")
    await store.record(later, open_case=False)
    assert await store.get_record(later.review_id) is not None


async def test_a_caller_that_stops_waiting_leaves_the_others_recorded(store: PostgresReviewDesk) -> None:
    records = [make_record(f"listing-{n}") for n in range(3)]
    waiting = [asyncio.create_task(store.record(r, open_case=False)) for r in records]
    await asyncio.sleep(0)  # each has handed its record over and waits for the writer
    waiting[1].cancel()  # before the batch is taken: its record is not written
    done = await asyncio.gather(*waiting, return_exceptions=True)
    assert isinstance(done[1], asyncio.CancelledError)
    assert await store.get_record(records[1].review_id) is None
    for n in (0, 2):
        assert isinstance(done[n], str)
        assert await store.get_record(records[n].review_id) is not None


async def test_closing_the_store_writes_what_was_handed_over(empty_desk: Database) -> None:
    desk = PostgresReviewDesk(
        database.make_pool(empty_desk.desk_dsn, min_size=1, max_size=2, autocommit=True), lease_seconds=60
    )
    await desk.open()
    record = make_record()
    pending = asyncio.create_task(desk.record(record, open_case=True))
    await asyncio.sleep(0)  # handed over: the writer has it
    await desk.close()
    assert (await pending).endswith("Z")
    with psycopg.connect(empty_desk.admin_dsn) as conn:
        row = conn.execute("SELECT count(*) FROM review_record WHERE review_id = %s", (record.review_id,)).fetchone()
    assert row == (1,)


async def test_answers_arriving_close_together_wait_for_each_other_and_a_lone_one_does_not(
    empty_desk: Database,
) -> None:
    # A long linger, so the machine's load cannot make the answers' spacing exceed it.
    desk = PostgresReviewDesk(
        database.make_pool(empty_desk.desk_dsn, min_size=1, max_size=2, autocommit=True),
        lease_seconds=60,
        linger_seconds=0.5,
    )
    await desk.open()
    try:
        # Alone (nothing arrived before it): written at once, not after the linger.
        started = asyncio.get_running_loop().time()
        await desk.record(make_record("alone"), open_case=False)
        assert asyncio.get_running_loop().time() - started < 0.5
        # Then three a few milliseconds apart: the first goes out at once (the one before it is long past); the two
        # behind it came close together, so the writer waits for the next and both share one statement and commit.
        await asyncio.sleep(0.6)
        tasks = []
        for n in range(3):
            tasks.append(asyncio.create_task(desk.record(make_record(f"burst-{n}"), open_case=n == 2)))
            await asyncio.sleep(0.005)
        stamps = await asyncio.gather(*tasks)
        assert stamps[1] == stamps[2]
    finally:
        await desk.close()


async def test_answers_that_keep_coming_during_a_linger_wait_one_linger_more_and_share_its_statement(
    empty_desk: Database,
) -> None:
    # Long lingers, so the machine's load cannot move an answer across a linger's end (margins of 0.15 s or more).
    linger = 0.3
    desk = PostgresReviewDesk(
        database.make_pool(empty_desk.desk_dsn, min_size=1, max_size=2, autocommit=True),
        lease_seconds=60,
        linger_seconds=linger,
    )
    await desk.open()
    try:
        await desk.record(make_record("before"), open_case=False)
        loop = asyncio.get_running_loop()
        started = loop.time()
        # The first comes right after the one before: the writer lingers. The second arrives during that linger, so
        # the writer lingers once more; the third arrives during the second linger: all three share one statement.
        tasks = [asyncio.create_task(desk.record(make_record("steady-0"), open_case=False))]
        await asyncio.sleep(linger / 2)
        tasks.append(asyncio.create_task(desk.record(make_record("steady-1"), open_case=True)))
        await asyncio.sleep(linger * 5 / 6)
        tasks.append(asyncio.create_task(desk.record(make_record("steady-2"), open_case=False)))
        stamps = await asyncio.gather(*tasks)
        assert len(set(stamps)) == 1
        # Never more than two lingers of wait for the first of them (and a few milliseconds for the write).
        assert loop.time() - started < 2 * linger + 0.25
    finally:
        await desk.close()


async def test_a_linger_that_brings_no_answer_ends_the_wait(empty_desk: Database) -> None:
    # Long, so that the bound below leaves a whole linger for one commit on a busy machine.
    linger = 1.0
    desk = PostgresReviewDesk(
        database.make_pool(empty_desk.desk_dsn, min_size=1, max_size=2, autocommit=True),
        lease_seconds=60,
        linger_seconds=linger,
    )
    await desk.open()
    try:
        loop = asyncio.get_running_loop()
        started = loop.time()
        # Another review under way, so the writer lingers whatever the clock says (an answer right after the one
        # before would too, but how soon "right after" comes depends on how busy the machine is); nothing comes
        # during the linger: written after one linger, not RECORD_LINGER_ROUNDS of them.
        await desk.record(make_record("then-nothing"), open_case=False, others_in_flight=1)
        assert linger <= loop.time() - started < 2 * linger
    finally:
        await desk.close()


async def test_an_answer_with_other_reviews_under_way_waits_for_theirs_though_the_last_came_long_ago(
    empty_desk: Database,
) -> None:
    # Long, so that "written at once" below leaves a whole linger for one commit on a busy machine.
    linger = 1.0
    desk = PostgresReviewDesk(
        database.make_pool(empty_desk.desk_dsn, min_size=1, max_size=2, autocommit=True),
        lease_seconds=60,
        linger_seconds=linger,
    )
    await desk.open()
    try:
        # Nothing arrived before it, but another review is under way: the writer waits for its answer, which comes
        # within the linger, and both share one statement.
        first = asyncio.create_task(desk.record(make_record("first"), open_case=False, others_in_flight=1))
        await asyncio.sleep(linger / 2)
        second = asyncio.create_task(desk.record(make_record("second"), open_case=True))
        assert await first == await second
        # Long after, alone with no other review under way: written at once.
        await asyncio.sleep(2 * linger)
        loop = asyncio.get_running_loop()
        started = loop.time()
        await desk.record(make_record("alone"), open_case=False, others_in_flight=0)
        assert loop.time() - started < linger
    finally:
        await desk.close()
