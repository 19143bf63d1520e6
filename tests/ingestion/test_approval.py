"""Approval, rejection, the append-only audit history, retention cleanup and the review commands."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import psycopg
import pytest

from ingestion.approval import ApprovalRefused, approve_release, reject_release
from ingestion.bootstrap import release_store
from ingestion.publisher import Outcome, clean_up_releases, publish_policies
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
from tests.ingestion.test_cli import run_cli
from tests.support import Database


def events(dsn: str) -> list[tuple[str, str, str]]:
    with psycopg.connect(dsn) as conn:
        rows = conn.execute("SELECT event, version, actor FROM policy_release_event ORDER BY event_id").fetchall()
    return [(event, version, actor) for event, version, actor in rows]


async def test_the_writer_role_can_append_to_the_history_but_never_change_it(clean_database: Database) -> None:
    with psycopg.connect(clean_database.writer_dsn, autocommit=True) as conn:
        conn.execute(
            "INSERT INTO policy_release_event (event, release_id, policy_id, marketplace, locale, version, actor, "
            "checksum, chunk_count) VALUES ('PUBLISHED', gen_random_uuid(), 'p', 'EBAY', 'en-US', '1', 'me', 'c', 0)"
        )
        for statement in (
            "UPDATE policy_release_event SET actor = 'someone else'",
            "DELETE FROM policy_release_event",
            "TRUNCATE policy_release_event",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(statement)
        assert conn.execute("SELECT actor FROM policy_release_event").fetchall() == [("me",)]


async def test_approval_rejection_and_history_are_recorded(clean_database: Database, tmp_path: Path) -> None:
    dsn = clean_database.writer_dsn
    v1 = write_policy(tmp_path / "v1", "p.md", TEMPLATE)
    first = await publish_policies(
        [v1], store=release_store(dsn), embedder=CountingEmbedder(), approval_required=True, published_by="alice"
    )
    release = first.files[0].release_id
    assert release is not None
    assert [(r.version, r.status, r.chunks) for r in release_rows(clean_database.admin_dsn)] == [
        ("2026-09-15", "AWAITING_APPROVAL", 2)
    ]
    assert timeline(clean_database.admin_dsn, "test-policy") == []
    with pytest.raises(ApprovalRefused):
        await approve_release(release_store(dsn), release, by="alice")
    # The database refuses it too, whoever writes the row.
    with psycopg.connect(dsn, autocommit=True) as conn, pytest.raises(psycopg.errors.CheckViolation):
        conn.execute("UPDATE policy_release SET approved_by = published_by")
    await approve_release(release_store(dsn), release, by="bob", today=date(2026, 9, 1))
    assert timeline(clean_database.admin_dsn, "test-policy") == [("2026-09-15", "2026-09-15", None)]

    changed = replace_once(with_version(TEMPLATE, "2026-10-01"), "outside shops", "outside stores")
    v2 = write_policy(tmp_path / "v2", "p.md", changed)
    second = await publish_policies(
        [v2], store=release_store(dsn), embedder=CountingEmbedder(), approval_required=True, published_by="alice"
    )
    diff = run_cli(clean_database, "diff", "test-policy", "--from", "2026-09-15", "--to", "2026-10-01")
    assert diff.returncode == 0, diff.stderr
    assert "CHANGED external-links" in diff.stdout
    assert "+Listings should not link to outside stores." in diff.stdout
    assert "contact-details" not in diff.stdout
    rejected = second.files[0].release_id
    assert rejected is not None
    await reject_release(release_store(dsn), rejected, by="bob", reason="wording not agreed")
    rows = {r.version: (r.status, r.chunks) for r in release_rows(clean_database.admin_dsn)}
    assert rows == {"2026-09-15": ("ACTIVE", 2), "2026-10-01": ("REJECTED", 0)}
    again = await publish_policies([v2], store=release_store(dsn), embedder=CountingEmbedder(), approval_required=True)
    assert again.files[0].outcome is Outcome.REJECTED

    assert events(clean_database.admin_dsn) == [
        ("PUBLISHED", "2026-09-15", "alice"),
        ("PUBLISHED", "2026-09-15", "alice"),
        ("APPROVED", "2026-09-15", "bob"),
        ("SCHEDULED", "2026-09-15", "bob"),
        ("PUBLISHED", "2026-10-01", "alice"),
        ("PUBLISHED", "2026-10-01", "alice"),
        ("REJECTED", "2026-10-01", "bob"),
    ]
    history = run_cli(clean_database, "history", "test-policy")
    assert history.returncode == 0, history.stderr
    lines = history.stdout.splitlines()
    assert lines[0].split()[:5] == ["TIME", "EVENT", "SCOPE", "VERSION", "ACTOR"]
    assert [line.split()[1] for line in lines[1:]] == [event for event, _, _ in events(clean_database.admin_dsn)]


async def test_superseded_releases_lose_their_chunks_after_the_retention_window(
    clean_database: Database, tmp_path: Path
) -> None:
    dsn = clean_database.writer_dsn
    v1 = write_policy(tmp_path / "v1", "p.md", TEMPLATE)
    v2 = write_policy(tmp_path / "v2", "p.md", replace_once(with_version(TEMPLATE, "2026-10-01"), "shops", "stores"))
    await publish_policies([v1, v2], store=release_store(dsn), embedder=CountingEmbedder(), today=date(2026, 10, 2))
    states = {r.version: (r.status, r.chunks) for r in release_rows(clean_database.admin_dsn)}
    assert states == {"2026-09-15": ("ACTIVE", 2), "2026-10-01": ("ACTIVE", 2)}
    # 400 days after it was superseded on 2026-10-01 the old release is cleaned up on the next run; its row stays.
    await publish_policies([v1, v2], store=release_store(dsn), embedder=CountingEmbedder(), today=date(2027, 11, 4))
    states = {r.version: (r.status, r.chunks) for r in release_rows(clean_database.admin_dsn)}
    assert states == {"2026-09-15": ("ACTIVE", 2), "2026-10-01": ("ACTIVE", 2)}
    # `ingestion cleanup` does the same for scopes nobody publishes to.
    assert await clean_up_releases(release_store(dsn), today=date(2027, 11, 4)) == 0
    await publish_policies([v1, v2], store=release_store(dsn), embedder=CountingEmbedder(), today=date(2027, 11, 5))
    states = {r.version: (r.status, r.chunks) for r in release_rows(clean_database.admin_dsn)}
    assert states == {"2026-09-15": ("RETIRED", 0), "2026-10-01": ("ACTIVE", 2)}
    assert ("CLEANED_UP", "2026-09-15", "ingestion") in events(clean_database.admin_dsn)


async def test_cleanup_retires_releases_of_scopes_nobody_publishes_to(clean_database: Database, tmp_path: Path) -> None:
    dsn = clean_database.writer_dsn
    v1 = write_policy(tmp_path / "v1", "p.md", TEMPLATE)
    v2 = write_policy(tmp_path / "v2", "p.md", replace_once(with_version(TEMPLATE, "2026-10-01"), "shops", "stores"))
    await publish_policies([v1, v2], store=release_store(dsn), embedder=CountingEmbedder(), today=date(2026, 10, 2))
    assert await clean_up_releases(release_store(dsn), today=date(2027, 11, 4), actor="ops") == 0
    assert await clean_up_releases(release_store(dsn), today=date(2027, 11, 5), actor="ops") == 1
    states = {r.version: (r.status, r.chunks) for r in release_rows(clean_database.admin_dsn)}
    assert states == {"2026-09-15": ("RETIRED", 0), "2026-10-01": ("ACTIVE", 2)}
    assert ("CLEANED_UP", "2026-09-15", "ops") in events(clean_database.admin_dsn)
    cli = run_cli(clean_database, "cleanup", "--by", "ops")
    assert cli.returncode == 0, cli.stderr
    assert cli.stdout.startswith("removed the chunks of 0 release(s)")


async def test_a_run_activates_all_of_its_releases_or_none_and_status_shows_the_failed_ones(
    clean_database: Database, tmp_path: Path
) -> None:
    dsn = clean_database.writer_dsn
    v1 = write_policy(tmp_path / "v1", "p.md", TEMPLATE)
    await publish_policies([v1], store=release_store(dsn), embedder=CountingEmbedder())
    # One run, two scopes: the other policy indexes fine, this one's new version fails midway.
    other_text = reword_every_section(replace_once(TEMPLATE, "test-policy", "other-policy"), "Other.")
    other = write_policy(tmp_path / "run", "other.md", other_text)
    v2 = write_policy(tmp_path / "run", "p.md", reword_every_section(with_version(TEMPLATE, "2026-10-01"), "New."))
    report = await publish_policies(
        [other, v2], store=release_store(dsn), embedder=FailingEmbedder(fail_after=2), batch_size=1
    )
    assert not report.ok
    assert report.for_path(v2).reason == "EMBEDDING_UNAVAILABLE: The embedding model is unavailable."
    assert (report.for_path(other).outcome, report.for_path(other).reason) == (
        Outcome.FAILED,
        "not activated: another release of this publish run failed",
    )
    assert timeline(clean_database.admin_dsn, "test-policy") == [("2026-09-15", "2026-09-15", None)]
    assert timeline(clean_database.admin_dsn, "other-policy") == []
    status = run_cli(clean_database, "status")
    assert status.returncode == 0, status.stderr
    unfinished = status.stdout.split("INDEXING and FAILED:\n", 1)[1].split("\n\n")[0].splitlines()
    assert unfinished[0].split()[:7] == ["RELEASE", "POLICY", "SCOPE", "VERSION", "STATUS", "AGE", "REASON"]
    rows = sorted(line.split()[1:6:3] for line in unfinished[1:])
    assert rows == [["other-policy", "FAILED"], ["test-policy", "FAILED"]]


@pytest.mark.parametrize("publisher_again", ["Root", " root", "ROOT ", "ｒｏｏｔ"])
async def test_the_publisher_cannot_approve_under_another_spelling(
    clean_database: Database, tmp_path: Path, publisher_again: str
) -> None:
    dsn = clean_database.writer_dsn
    published = await publish_policies(
        [write_policy(tmp_path, "p.md", TEMPLATE)],
        store=release_store(dsn),
        embedder=CountingEmbedder(),
        approval_required=True,
        published_by="root",
    )
    release = published.files[0].release_id
    assert release is not None
    with pytest.raises(ApprovalRefused, match="the publisher of a release cannot approve it"):
        await approve_release(release_store(dsn), release, by=publisher_again)
    assert [r.status for r in release_rows(clean_database.admin_dsn)] == ["AWAITING_APPROVAL"]
    # Another person, written loosely, is recorded as one normalised identity.
    await approve_release(release_store(dsn), release, by="  Bob   Smith ", today=date(2026, 9, 1))
    with psycopg.connect(clean_database.admin_dsn) as conn:
        assert conn.execute("SELECT approved_by FROM policy_release").fetchall() == [("bob smith",)]
    assert ("APPROVED", "2026-09-15", "bob smith") in events(clean_database.admin_dsn)


async def test_a_blank_approver_rejecter_or_reason_is_refused_by_name(clean_database: Database, tmp_path: Path) -> None:
    dsn = clean_database.writer_dsn
    published = await publish_policies(
        [write_policy(tmp_path, "p.md", TEMPLATE)],
        store=release_store(dsn),
        embedder=CountingEmbedder(),
        approval_required=True,
        published_by="alice",
    )
    release = published.files[0].release_id
    assert release is not None
    for blank in ("", "   ", "\t\n"):
        with pytest.raises(ApprovalRefused, match="the approver must be named"):
            await approve_release(release_store(dsn), release, by=blank)
        with pytest.raises(ApprovalRefused, match="the rejecter must be named"):
            await reject_release(release_store(dsn), release, by=blank, reason="no")
        with pytest.raises(ApprovalRefused, match="a rejection needs a reason"):
            await reject_release(release_store(dsn), release, by="bob", reason=blank)
    assert [r.status for r in release_rows(clean_database.admin_dsn)] == ["AWAITING_APPROVAL"]
    cli = run_cli(clean_database, "approve", str(release), "--by", "")
    assert cli.returncode == 1
    assert "the approver must be named" in cli.stderr
    assert "POLICY_STORE_UNAVAILABLE" not in cli.stderr
