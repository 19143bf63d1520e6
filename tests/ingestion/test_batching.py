"""A publish run as a whole: embedding batched across files, unchanged files settled without locks or work."""

from __future__ import annotations

import asyncio
import math
from pathlib import Path

import psycopg

from ingestion.adapters.release_store import PostgresReleaseStore, scope_lock_key
from ingestion.bootstrap import release_store
from ingestion.domain.loader import parse_policy
from ingestion.publisher import ABANDONED_REASON, RUN_FAILED_REASON, Outcome, publish_policies
from services.errors import ErrorReason
from tests.ingestion.fakes import CountingEmbedder, FailingEmbedder
from tests.ingestion.policies import (
    TEMPLATE,
    release_rows,
    replace_once,
    reword_every_section,
    timeline,
    with_version,
    write_policy,
)
from tests.support import Database

# A run must finish on its own; this only turns a hang into a failure, it never paces the test.
HANG_GUARD_SECONDS = 120


def policy(number: int) -> str:
    """TEMPLATE as its own scope with section texts no other policy has (2 chunks)."""
    text = replace_once(TEMPLATE, "policyId: test-policy", f"policyId: policy-{number}")
    return reword_every_section(text, f"Policy {number}.")


def corpus(folder: Path, files: int) -> list[Path]:
    return [write_policy(folder, f"policy-{n}.md", policy(n)) for n in range(files)]


def events(dsn: str) -> list[tuple[object, ...]]:
    with psycopg.connect(dsn) as conn:
        return conn.execute(
            "SELECT event_id, event, release_id, actor, detail FROM policy_release_event ORDER BY event_id"
        ).fetchall()


def cached_texts(dsn: str) -> int:
    with psycopg.connect(dsn) as conn:
        row = conn.execute("SELECT count(*) FROM embedding_cache").fetchone()
    assert row is not None
    return int(row[0])


async def test_embedding_calls_are_full_batches_across_files(clean_database: Database, tmp_path: Path) -> None:
    files = corpus(tmp_path, 7)
    embedder = CountingEmbedder()
    report = await publish_policies(
        files, store=release_store(clean_database.writer_dsn), embedder=embedder, batch_size=4
    )
    assert report.ok
    assert [f.outcome for f in report.files] == [Outcome.PUBLISHED] * 7
    # 14 texts of 7 files: ceil(14 / 4) calls, each full but the last, not one call per file.
    assert [len(batch) for batch in embedder.batches] == [4, 4, 4, 2]
    assert len(embedder.batches) == math.ceil(14 / 4)
    assert len(set(embedder.texts)) == 14
    assert (report.chunks_embedded, report.chunks_reused) == (14, 0)
    assert all(f.chunks == f.chunks_embedded == 2 for f in report.files)
    rows = release_rows(clean_database.admin_dsn)
    assert [(row.status, row.chunks) for row in rows] == [("ACTIVE", 2)] * 7


async def test_an_unchanged_rerun_embeds_nothing_changes_nothing_and_never_waits_for_a_lock(
    clean_database: Database, tmp_path: Path
) -> None:
    files = corpus(tmp_path, 3)
    await publish_policies(files, store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder())
    rows, history = release_rows(clean_database.admin_dsn), events(clean_database.admin_dsn)

    # Another session holds a scope's publish lock (a live publisher): an unchanged run has nothing to do
    # there, so it must neither wait for the lock nor touch the scope.
    scope = parse_policy(policy(1), "policy-1.md").scope
    async with await psycopg.AsyncConnection.connect(clean_database.writer_dsn, autocommit=True) as holder:
        await holder.execute("SELECT pg_advisory_lock(%s)", (scope_lock_key(scope),))
        embedder = CountingEmbedder()
        report = await asyncio.wait_for(
            publish_policies(files, store=release_store(clean_database.writer_dsn), embedder=embedder),
            HANG_GUARD_SECONDS,
        )
    assert report.ok
    assert [f.outcome for f in report.files] == [Outcome.SKIPPED] * 3
    assert all(f.reason == "already published (ACTIVE)" for f in report.files)
    assert embedder.batches == []
    assert release_rows(clean_database.admin_dsn) == rows
    assert events(clean_database.admin_dsn) == history


async def test_an_unchanged_run_recovers_an_abandoned_release_unless_its_publisher_is_alive(
    clean_database: Database, tmp_path: Path
) -> None:
    v1 = write_policy(tmp_path, "p.md", TEMPLATE)
    await publish_policies([v1], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder())
    # A publisher of the next version got as far as INDEXING.
    v2 = parse_policy(with_version(TEMPLATE, "2026-10-01"), "v2.md")
    async with PostgresReleaseStore(clean_database.writer_dsn).session() as store:
        await store.create_indexing([(v2, 2)], embedding_model="m", dimensions=256, published_by="other")

    # While that publisher is alive (it holds the scope's lock), its release is left alone.
    async with await psycopg.AsyncConnection.connect(clean_database.writer_dsn, autocommit=True) as holder:
        await holder.execute("SELECT pg_advisory_lock(%s)", (scope_lock_key(v2.scope),))
        alive = await asyncio.wait_for(
            publish_policies([v1], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder()),
            HANG_GUARD_SECONDS,
        )
    assert alive.files[0].outcome is Outcome.SKIPPED
    assert [(r.version, r.status) for r in release_rows(clean_database.admin_dsn)] == [
        ("2026-09-15", "ACTIVE"),
        ("2026-10-01", "INDEXING"),
    ]

    # Once its session is gone, the next run of the scope, even one with nothing to publish, recovers it.
    gone = await publish_policies([v1], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder())
    assert gone.files[0].outcome is Outcome.SKIPPED
    rows = release_rows(clean_database.admin_dsn)
    assert [(r.version, r.status, r.failure_reason) for r in rows] == [
        ("2026-09-15", "ACTIVE", None),
        ("2026-10-01", "FAILED", ABANDONED_REASON),
    ]
    assert timeline(clean_database.admin_dsn, "test-policy") == [("2026-09-15", "2026-09-15", None)]


async def test_an_embedder_failing_inside_a_batch_spanning_files_fails_the_whole_run(
    clean_database: Database, tmp_path: Path
) -> None:
    files = corpus(tmp_path, 3)  # texts A1 A2 B1 | B2 C1 C2 in batches of 3
    failing = FailingEmbedder(fail_after=3)
    report = await publish_policies(
        files, store=release_store(clean_database.writer_dsn), embedder=failing, batch_size=3
    )
    assert not report.ok
    first, second, third = report.files
    # The release whose vectors all arrived is not activated either; the two that needed the failed batch
    # fail with the embedder's reason.
    assert (first.outcome, first.reason, first.error) == (Outcome.FAILED, RUN_FAILED_REASON, None)
    for failed in (second, third):
        assert (failed.outcome, failed.error) == (Outcome.FAILED, ErrorReason.EMBEDDING_UNAVAILABLE)
        assert failed.reason == "EMBEDDING_UNAVAILABLE: The embedding model is unavailable."
    rows = release_rows(clean_database.admin_dsn)
    assert [(row.status, row.chunks) for row in rows] == [("FAILED", 0)] * 3
    for n in range(3):
        assert timeline(clean_database.admin_dsn, f"policy-{n}") == []
    assert cached_texts(clean_database.admin_dsn) == 3  # the batch that succeeded stays cached

    retry_embedder = CountingEmbedder()
    retry = await publish_policies(
        files, store=release_store(clean_database.writer_dsn), embedder=retry_embedder, batch_size=3
    )
    assert retry.ok
    assert [len(batch) for batch in retry_embedder.batches] == [3]
    assert (retry.chunks_embedded, retry.chunks_reused) == (3, 3)
    assert [(row.status, row.chunks) for row in release_rows(clean_database.admin_dsn)] == [("ACTIVE", 2)] * 3


async def test_one_edited_file_among_unchanged_ones_embeds_only_its_edited_section(
    clean_database: Database, tmp_path: Path
) -> None:
    folder = tmp_path / "corpus"
    files = corpus(folder, 4)
    await publish_policies(files, store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder())
    edited = replace_once(with_version(policy(2), "2026-10-01"), "outside shops", "outside stores")
    new = write_policy(folder, "policy-2-v2.md", edited)
    embedder = CountingEmbedder()
    report = await publish_policies([folder], store=release_store(clean_database.writer_dsn), embedder=embedder)
    assert report.ok
    assert report.for_path(new).outcome is Outcome.PUBLISHED
    assert [f.outcome for f in report.files].count(Outcome.SKIPPED) == 4
    assert embedder.texts == [text for text in embedder.texts if "outside stores" in text]
    assert len(embedder.texts) == 1
    assert (report.chunks_embedded, report.chunks_reused) == (1, 1)
    assert timeline(clean_database.admin_dsn, "policy-2") == [
        ("2026-09-15", "2026-09-15", "2026-10-01"),
        ("2026-10-01", "2026-10-01", None),
    ]


async def test_a_version_given_twice_in_one_run_is_published_once(clean_database: Database, tmp_path: Path) -> None:
    same = [write_policy(tmp_path / d, "p.md", TEMPLATE) for d in ("a", "b")]
    other = write_policy(tmp_path / "c", "p.md", replace_once(TEMPLATE, "outside shops", "outside stores"))
    report = await publish_policies(
        [*same, other], store=release_store(clean_database.writer_dsn), embedder=CountingEmbedder()
    )
    assert [f.outcome for f in report.files] == [Outcome.PUBLISHED, Outcome.SKIPPED, Outcome.REJECTED]
    assert "immutable" in report.files[2].reason
    rows = release_rows(clean_database.admin_dsn)
    assert [(row.version, row.status, row.chunks) for row in rows] == [("2026-09-15", "ACTIVE", 2)]
