"""Publishing releases into a real PostgreSQL: idempotence, versions, cache reuse, failures, concurrency, crashes."""

from __future__ import annotations

import asyncio
import signal
import sys
import uuid
from datetime import date
from pathlib import Path

import psycopg
import pytest

from ingestion.activation import join_timelines
from ingestion.adapters.postgres import APPLICATION_NAME
from ingestion.adapters.release_store import PostgresReleaseStore, PostgresTimelineTransaction
from ingestion.bootstrap import release_store
from ingestion.domain.chunker import chunk_policy
from ingestion.domain.loader import parse_policy
from ingestion.domain.ports import ConcurrentActivation
from ingestion.publisher import Outcome, publish_policies
from services.errors import ErrorReason
from services.settings import PROJECT_ROOT
from tests.ingestion.fakes import BlockingEmbedder, CountingEmbedder, FailingEmbedder, hash_vector
from tests.ingestion.policies import (
    CONTACT_US,
    CONTACT_US_OLD,
    TEMPLATE,
    ReleaseRow,
    release_of,
    release_rows,
    replace_once,
    reword_every_section,
    timeline,
    with_version,
    write_policy,
)
from tests.support import POLICIES_DIR, Database

CONTACT = "ebay-contact-information"


def states(rows: list[ReleaseRow]) -> list[tuple[str, str, int]]:
    return [(row.version, row.status, row.chunks) for row in rows]


def corpus_chunk_count() -> int:
    files = [p for p in POLICIES_DIR.rglob("*.md") if p.name != "README.md"]
    return sum(len(chunk_policy(parse_policy(p.read_text(encoding="utf-8"), str(p)))) for p in files)


async def test_publishing_the_corpus_twice_skips_everything_without_embedding(clean_database: Database) -> None:
    first_embedder = CountingEmbedder()
    first = await publish_policies(
        [POLICIES_DIR], store=release_store(clean_database.writer_dsn), embedder=first_embedder
    )
    assert first.ok
    # The nine policy files and the shipped rule pack edition.
    assert len(first.with_outcome(Outcome.PUBLISHED)) == 10
    # The two ebay-electronics-listing editions share their six section texts: embedded once, then reused.
    assert first.chunks_embedded == len(first_embedder.texts) == corpus_chunk_count() - 6
    rows = release_rows(clean_database.admin_dsn)
    # Older editions (contact en-US, electronics) are on their timelines too, each until the next one's date.
    assert sorted(row.status for row in rows) == ["ACTIVE"] * 9
    assert all(row.chunks == row.expected_chunks for row in rows)

    second_embedder = CountingEmbedder()
    second = await publish_policies(
        [POLICIES_DIR], store=release_store(clean_database.writer_dsn), embedder=second_embedder
    )
    assert second.ok
    assert [f.outcome for f in second.files] == [Outcome.SKIPPED] * 10
    assert second_embedder.batches == []
    assert (second.chunks_embedded, second.chunks_reused) == (0, 0)
    assert release_rows(clean_database.admin_dsn) == rows


async def test_editing_one_section_and_bumping_the_version_embeds_only_that_section(
    clean_database: Database, tmp_path: Path
) -> None:
    original = CONTACT_US.read_text(encoding="utf-8")
    v1 = write_policy(tmp_path / "v1", "contact.md", original)
    await publish_policies([v1], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder())

    edited = replace_once(original, "shortened links, QR codes in photos", "shortened links, link-in-bio pages")
    v2 = write_policy(tmp_path / "v2", "contact.md", with_version(edited, "2026-10-01"))
    embedder = CountingEmbedder()
    report = await publish_policies([v2], store=release_store(clean_database.writer_dsn), embedder=embedder)

    assert report.ok
    assert report.files[0].outcome is Outcome.PUBLISHED
    assert len(embedder.texts) == 1
    assert "Links outside the marketplace" in embedder.texts[0]
    assert "link-in-bio pages" in embedder.texts[0]
    assert (report.chunks_embedded, report.chunks_reused) == (1, 3)
    rows = release_rows(clean_database.admin_dsn)
    assert release_of(rows, CONTACT, "2026-10-01").status == "ACTIVE"
    assert release_of(rows, CONTACT, "2026-10-01").chunks == 4
    # Superseded, not removed: review dates before 2026-10-01 still resolve to it.
    assert release_of(rows, CONTACT, "2026-09-15").status == "ACTIVE"
    assert release_of(rows, CONTACT, "2026-09-15").chunks == 4
    # Reused vectors are the ones embedded for the first release, not re-computed.
    with psycopg.connect(clean_database.admin_dsn) as conn:
        stored = conn.execute(
            "SELECT embedding_256::text FROM policy_chunk WHERE section_id = 'contact-details'"
        ).fetchone()
    document = parse_policy(with_version(edited, "2026-10-01"), "v2")
    contact_chunk = next(c for c in chunk_policy(document) if c.section_id == "contact-details")
    assert stored is not None
    assert [float(x) for x in stored[0].strip("[]").split(",")] == pytest.approx(
        hash_vector(contact_chunk.embedding_text), abs=1e-6
    )


async def test_two_versions_in_one_folder_publish_in_version_order(clean_database: Database, tmp_path: Path) -> None:
    # Names sort newest first, so only version ordering can publish the older one first.
    folder = tmp_path / "corpus"
    newest = write_policy(folder, "a-newest.md", CONTACT_US.read_text(encoding="utf-8"))
    oldest = write_policy(folder, "b-oldest.md", CONTACT_US_OLD.read_text(encoding="utf-8"))
    report = await publish_policies(
        [folder], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder()
    )
    assert report.ok
    assert report.for_path(newest).outcome is Outcome.PUBLISHED
    assert report.for_path(oldest).outcome is Outcome.PUBLISHED
    rows = release_rows(clean_database.admin_dsn)
    assert [(v, s) for v, s, _ in states(rows)] == [("2026-03-01", "ACTIVE"), ("2026-09-15", "ACTIVE")]
    assert timeline(clean_database.admin_dsn, CONTACT) == [
        ("2026-03-01", "2026-03-01", "2026-09-15"),
        ("2026-09-15", "2026-09-15", None),
    ]

    again = await publish_policies(
        [folder], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder()
    )
    assert [f.outcome for f in again.files] == [Outcome.SKIPPED, Outcome.SKIPPED]
    alone = await publish_policies(
        [oldest], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder()
    )
    assert alone.files[0].outcome is Outcome.SKIPPED
    assert release_rows(clean_database.admin_dsn) == rows


async def test_an_older_version_fills_the_past_of_the_timeline_and_never_takes_over(
    clean_database: Database, tmp_path: Path
) -> None:
    await publish_policies([CONTACT_US], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder())
    report = await publish_policies(
        [CONTACT_US_OLD], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder()
    )
    assert report.files[0].outcome is Outcome.PUBLISHED
    assert timeline(clean_database.admin_dsn, CONTACT) == [
        ("2026-03-01", "2026-03-01", "2026-09-15"),
        ("2026-09-15", "2026-09-15", None),
    ]
    # An old edition dated after the newer version's effective date would bring old text back: skipped.
    late = write_policy(
        tmp_path,
        "late.md",
        CONTACT_US_OLD.read_text(encoding="utf-8").replace("effectiveFrom: 2026-03-01", "effectiveFrom: 2026-10-01"),
    )
    late_report = await publish_policies(
        [late], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder()
    )
    assert late_report.files[0].outcome is Outcome.REJECTED  # same version, other content: immutable
    edition = with_version(CONTACT_US_OLD.read_text(encoding="utf-8"), "2026-09-01").replace(
        "effectiveFrom: 2026-09-01", "effectiveFrom: 2026-10-01"
    )
    embedder = CountingEmbedder()
    skipped = await publish_policies(
        [write_policy(tmp_path, "older.md", edition)], store=release_store(clean_database.writer_dsn), embedder=embedder
    )
    assert (skipped.files[0].outcome, skipped.files[0].reason) == (
        Outcome.SKIPPED,
        "older than version 2026-09-15, in force from 2026-09-15",
    )
    assert embedder.batches == []


async def test_same_version_with_new_content_is_rejected(clean_database: Database, tmp_path: Path) -> None:
    v1 = write_policy(tmp_path / "v1", "p.md", TEMPLATE)
    await publish_policies([v1], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder())
    changed = write_policy(tmp_path / "v1b", "p.md", replace_once(TEMPLATE, "outside shops", "outside stores"))
    report = await publish_policies(
        [changed], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder()
    )
    assert not report.ok
    assert report.files[0].outcome is Outcome.REJECTED
    assert "immutable" in report.files[0].reason
    with psycopg.connect(clean_database.admin_dsn) as conn:
        texts = [row[0] for row in conn.execute("SELECT content FROM policy_chunk ORDER BY section_id")]
    assert texts[1] == "Listings should not link to outside shops."


async def test_an_invalid_file_publishes_nothing_while_valid_files_publish(
    clean_database: Database, tmp_path: Path
) -> None:
    folder = tmp_path / "corpus"
    valid = write_policy(folder, "valid.md", TEMPLATE)
    broken = write_policy(folder, "broken.md", replace_once(TEMPLATE, "policyId: test-policy", "policyId: other-one"))
    broken.write_text(replace_once(broken.read_text(), "Finding codes: EXTERNAL_LINK", "Finding codes: SHOUTING"))
    write_policy(folder, "README.md", "# not a policy\n")
    report = await publish_policies(
        [folder], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder()
    )
    assert not report.ok
    assert [f.path.name for f in report.files] == ["broken.md", "valid.md"]
    assert report.for_path(valid).outcome is Outcome.PUBLISHED
    invalid = report.for_path(broken)
    assert invalid.outcome is Outcome.INVALID
    assert [(i.line, i.source) for i in invalid.issues] == [(29, str(broken))]
    assert f"{broken}:29: unknown finding code 'SHOUTING'" in report.summary()
    assert [r.policy_id for r in release_rows(clean_database.admin_dsn)] == ["test-policy"]


async def test_an_embedder_failing_midway_fails_the_release_and_keeps_the_previous_one(
    clean_database: Database, tmp_path: Path
) -> None:
    original = CONTACT_US.read_text(encoding="utf-8")
    await publish_policies([CONTACT_US], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder())
    v2 = write_policy(tmp_path, "contact.md", with_version(reword_every_section(original, "Updated."), "2026-10-01"))

    failing = FailingEmbedder(fail_after=2)
    report = await publish_policies(
        [v2], store=release_store(clean_database.writer_dsn), embedder=failing, batch_size=2
    )
    assert not report.ok
    failed = report.files[0]
    assert (failed.outcome, failed.error) == (Outcome.FAILED, ErrorReason.EMBEDDING_UNAVAILABLE)
    assert failed.reason == "EMBEDDING_UNAVAILABLE: The embedding model is unavailable."
    assert len(failing.texts) == 2  # one batch made it to the store before the failure
    rows = release_rows(clean_database.admin_dsn)
    new, old = release_of(rows, CONTACT, "2026-10-01"), release_of(rows, CONTACT, "2026-09-15")
    assert (new.status, new.chunks, new.failure_reason) == ("FAILED", 0, failed.reason)
    assert (old.status, old.chunks) == ("ACTIVE", 4)
    assert timeline(clean_database.admin_dsn, CONTACT) == [("2026-09-15", "2026-09-15", None)]

    # The next run replaces the FAILED row and embeds only what the cache still lacks.
    retry_embedder = CountingEmbedder()
    retry = await publish_policies([v2], store=release_store(clean_database.writer_dsn), embedder=retry_embedder)
    assert retry.ok
    assert retry.files[0].outcome is Outcome.PUBLISHED
    assert (retry.chunks_embedded, retry.chunks_reused) == (2, 2)
    rows = release_rows(clean_database.admin_dsn)
    assert states(rows) == [("2026-09-15", "ACTIVE", 4), ("2026-10-01", "ACTIVE", 4)]


@pytest.mark.parametrize(
    "versions", [("2026-10-01", "2026-11-01"), ("2026-11-01", "2026-10-01"), ("2026-10-01", "2026-10-01")]
)
async def test_concurrent_publishers_build_the_same_timeline_whatever_their_order(
    clean_database: Database, tmp_path: Path, versions: tuple[str, str]
) -> None:
    original = CONTACT_US.read_text(encoding="utf-8")
    await publish_policies([CONTACT_US], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder())
    paths = [
        write_policy(tmp_path / f"run{n}", "contact.md", with_version(reword_every_section(original, "Revised."), v))
        for n, v in enumerate(versions)
    ]
    reports = await asyncio.gather(
        *(
            publish_policies(
                [path], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder(), batch_size=1
            )
            for path in paths
        )
    )
    assert all(report.ok for report in reports)
    assert Outcome.PUBLISHED in {report.files[0].outcome for report in reports}
    rows = release_rows(clean_database.admin_dsn)
    assert all(row.status == "ACTIVE" and row.chunks == row.expected_chunks == 4 for row in rows)
    bounds = sorted(set(versions))
    expected = [("2026-09-15", "2026-09-15", bounds[0])]
    expected += [(v, v, nxt) for v, nxt in zip(bounds, [*bounds[1:], None], strict=True)]  # type: ignore[misc]
    assert timeline(clean_database.admin_dsn, CONTACT) == expected


INSERT_ON_TIMELINE = """
INSERT INTO policy_release (release_id, policy_id, version, marketplace, locale, categories, effective_from,
    source_url, retrieved_at, supported_finding_codes, checksum, embedding_model, embedding_dimensions,
    status, expected_chunk_count, validity)
VALUES (gen_random_uuid(), %s, %s, 'EBAY', 'en-US', '{ALL}', %s::date, 'https://example.com',
    now(), '{EXTERNAL_LINK}', 'c', 'm', 256, 'ACTIVE', 0, daterange(%s::date, %s::date))
"""


def test_the_database_refuses_overlapping_validity_within_a_scope(clean_database: Database) -> None:
    with psycopg.connect(clean_database.writer_dsn, autocommit=True) as conn:
        conn.execute(INSERT_ON_TIMELINE, ("p", "2026-01-01", "2026-01-01", "2026-01-01", "2026-06-01"))
        conn.execute(INSERT_ON_TIMELINE, ("p", "2026-06-01", "2026-06-01", "2026-06-01", None))  # adjacent: fine
        conn.execute(INSERT_ON_TIMELINE, ("other", "2026-03-01", "2026-03-01", "2026-03-01", None))  # other scope
        for version, start, end in (("2026-03-01", "2026-03-01", "2026-04-01"), ("2027-01-01", "2027-01-01", None)):
            with pytest.raises(psycopg.errors.ExclusionViolation):
                conn.execute(INSERT_ON_TIMELINE, ("p", version, start, start, end))
        with pytest.raises(psycopg.errors.ExclusionViolation):
            conn.execute(
                "UPDATE policy_release SET validity = daterange('2026-01-01', NULL) WHERE version = '2026-01-01'"
            )
        versions = conn.execute("SELECT policy_id, version FROM policy_release ORDER BY 1, 2").fetchall()
    assert versions == [("other", "2026-03-01"), ("p", "2026-01-01"), ("p", "2026-06-01")]


ACTIVE_CHUNKS_AS_READER = """
SELECT r.version, c.section_id, c.content
  FROM policy_chunk c JOIN policy_release r ON r.release_id = c.release_id
 WHERE r.status = 'ACTIVE' AND r.validity @> current_date
   AND r.policy_id = %s AND r.marketplace = 'EBAY' AND r.locale = 'en-US'
 ORDER BY c.section_id
"""


async def test_a_publisher_killed_mid_publish_leaves_the_old_release_served_and_is_recovered(
    clean_database: Database, tmp_path: Path
) -> None:
    original = CONTACT_US.read_text(encoding="utf-8")
    await publish_policies([CONTACT_US], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder())
    with psycopg.connect(clean_database.reader_dsn) as conn:
        served_before = conn.execute(ACTIVE_CHUNKS_AS_READER, (CONTACT,)).fetchall()
    assert len(served_before) == 4
    v2 = write_policy(tmp_path, "contact.md", with_version(reword_every_section(original, "Revised."), "2026-10-01"))

    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.ingestion.fakes",
        clean_database.writer_dsn,
        str(v2),
        cwd=PROJECT_ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        assert process.stdout is not None
        line = await asyncio.wait_for(process.stdout.readline(), timeout=120)
        assert line.decode().strip() == BlockingEmbedder.READY_LINE, await process.stderr.read()  # type: ignore[union-attr]

        # Mid-publish: the new release is INDEXING with its first batch written (embedding runs ahead of
        # the writes, so the write may land just after the embedder blocks), the old one still served.
        new = await _first_batch_written(clean_database.admin_dsn)
        assert (new.status, new.chunks) == ("INDEXING", 2)
        with psycopg.connect(clean_database.reader_dsn) as conn:
            assert conn.execute(ACTIVE_CHUNKS_AS_READER, (CONTACT,)).fetchall() == served_before
    finally:
        process.kill()
        await process.wait()
    assert process.returncode == -signal.SIGKILL

    rows = release_rows(clean_database.admin_dsn)
    assert release_of(rows, CONTACT, "2026-10-01").status == "INDEXING"  # nobody cleaned up yet

    embedder = CountingEmbedder()
    report = await publish_policies([v2], store=release_store(clean_database.writer_dsn), embedder=embedder)
    assert report.ok
    assert report.files[0].outcome is Outcome.PUBLISHED
    assert (report.chunks_embedded, report.chunks_reused) == (2, 2)  # the killed run's batch stayed cached
    rows = release_rows(clean_database.admin_dsn)
    assert states(rows) == [("2026-09-15", "ACTIVE", 4), ("2026-10-01", "ACTIVE", 4)]
    with psycopg.connect(clean_database.reader_dsn) as conn:
        served_after = conn.execute(ACTIVE_CHUNKS_AS_READER, (CONTACT,)).fetchall()
    assert {version for version, _, _ in served_after} == {"2026-10-01"}
    assert all(content.startswith("Revised.") for _, _, content in served_after)


async def _first_batch_written(admin_dsn: str) -> ReleaseRow:
    """The killed publisher's new release once its first batch is written (a condition, not a timer)."""
    for _ in range(100_000):
        rows = await asyncio.to_thread(release_rows, admin_dsn)
        new = [row for row in rows if (row.policy_id, row.version) == (CONTACT, "2026-10-01") and row.chunks]
        if new:
            return new[0]
    raise AssertionError("the first batch was never written")


async def _wait_until_an_ingestion_session_waits_for_a_lock(admin_dsn: str) -> None:
    """Returns once PostgreSQL reports an ingestion session blocked on a lock (a condition, not a timer)."""
    query = "SELECT count(*) FROM pg_stat_activity WHERE application_name = %s AND wait_event_type = 'Lock'"
    async with await psycopg.AsyncConnection.connect(admin_dsn, autocommit=True) as conn:
        for _ in range(100_000):
            row = await (await conn.execute(query, (APPLICATION_NAME,))).fetchone()
            if row is not None and row[0]:
                return
    raise AssertionError("the activation never waited for the other transaction")


async def test_two_simultaneous_timeline_changes_commit_one_and_refuse_the_other(
    clean_database: Database,
) -> None:
    first = parse_policy(TEMPLATE, "first.md")
    second = parse_policy(with_version(TEMPLATE, "2026-10-01"), "second.md")
    async with PostgresReleaseStore(clean_database.writer_dsn).session() as store:
        await store.create_indexing(
            [(first, 0), (second, 0)], embedding_model="m", dimensions=256, published_by="tester"
        )
        # Another writer, bypassing the publish lock, puts the first release on the timeline without an end
        # and has not committed yet: the second one's validity overlaps it.
        async with await psycopg.AsyncConnection.connect(clean_database.admin_dsn) as other:
            async with other.transaction():
                await other.execute(
                    "UPDATE policy_release SET status = 'ACTIVE', validity = daterange(effective_from, NULL) "
                    "WHERE release_id = %s",
                    (first.release_id,),
                )

                async def submit() -> list[uuid.UUID]:
                    # The publish run's timeline transaction, as publisher._submit runs it.
                    async with store.transaction() as tx:
                        return await join_timelines(tx, [second.release_id], "tester", date(2026, 9, 1))

                submission = asyncio.create_task(submit())
                await _wait_until_an_ingestion_session_waits_for_a_lock(clean_database.admin_dsn)
            with pytest.raises(ConcurrentActivation):
                await submission
    statuses = {row.version: row.status for row in release_rows(clean_database.admin_dsn)}
    assert statuses == {"2026-09-15": "ACTIVE", "2026-10-01": "INDEXING"}
    assert timeline(clean_database.admin_dsn, "test-policy") == [("2026-09-15", "2026-09-15", None)]


async def test_an_activation_the_database_refuses_fails_the_release_and_keeps_the_previous_one(
    clean_database: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await publish_policies([CONTACT_US], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder())

    async def refused(self: PostgresTimelineTransaction, *args: object, **kwargs: object) -> None:
        raise ConcurrentActivation()

    monkeypatch.setattr(PostgresTimelineTransaction, "place", refused)
    original = CONTACT_US.read_text(encoding="utf-8")
    v2 = write_policy(tmp_path, "contact.md", with_version(reword_every_section(original, "Revised."), "2026-10-01"))
    report = await publish_policies([v2], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder())
    assert not report.ok
    assert report.files[0].outcome is Outcome.FAILED
    assert report.files[0].reason == "another release of this scope was activated at the same time"
    rows = release_rows(clean_database.admin_dsn)
    assert states(rows) == [("2026-09-15", "ACTIVE", 4), ("2026-10-01", "FAILED", 0)]
    assert timeline(clean_database.admin_dsn, CONTACT) == [("2026-09-15", "2026-09-15", None)]
