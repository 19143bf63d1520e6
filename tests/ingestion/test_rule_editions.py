"""Rule pack editions go through the policy releases' workflow: published, approved by another person, placed on
their scope's timeline, audited; immutable per version; refused when the services could not load them."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import psycopg
import pytest

from ingestion.approval import ApprovalRefused, approve_release, reject_release
from ingestion.bootstrap import release_store
from ingestion.publisher import Outcome, publish_policies
from services.rulepack import content_hash
from tests.ingestion.fakes import CountingEmbedder
from tests.ingestion.test_cli import run_cli
from tests.rule_editions import edition_text, write_edition
from tests.support import Database

SECOND = ("'Remove links and web addresses;", "'Remove every link and web address;")


def editions(dsn: str) -> list[tuple[str, str, str | None, str]]:
    """(version, status, validity, content hash) of every edition, by effective date."""
    with psycopg.connect(dsn) as conn:
        rows = conn.execute(
            "SELECT version, status, validity::text, content_hash FROM rule_pack_release ORDER BY effective_from"
        ).fetchall()
    return [(version, status, validity, digest) for version, status, validity, digest in rows]


def rule_events(dsn: str) -> list[tuple[str, str, str]]:
    with psycopg.connect(dsn) as conn:
        rows = conn.execute("SELECT event, version, actor FROM rule_pack_release_event ORDER BY event_id").fetchall()
    return [(event, version, actor) for event, version, actor in rows]


async def publish(dsn: str, folder: Path, *, approval: bool = True, by: str = "alice") -> list[tuple[Outcome, str]]:
    report = await publish_policies(
        [folder], store=release_store(dsn), embedder=CountingEmbedder(), approval_required=approval, published_by=by
    )
    return [(file.outcome, file.reason) for file in report.files]


async def test_an_edition_waits_for_another_person_then_joins_the_timeline_and_every_step_is_audited(
    clean_database: Database, tmp_path: Path
) -> None:
    dsn = clean_database.writer_dsn
    first = edition_text("2026-12-01", "2026-03-01")
    write_edition(tmp_path / "rules", "risk-signals.yaml", first)
    report = await publish_policies(
        [tmp_path / "rules"],
        store=release_store(dsn),
        embedder=CountingEmbedder(),
        approval_required=True,
        published_by="alice",
    )
    assert [(f.outcome, f.reason, f.scope) for f in report.files] == [
        (Outcome.PUBLISHED, "awaiting approval", "rules ALL/ALL/ALL")
    ]
    release = report.files[0].release_id
    assert release is not None
    # Not approved: on no timeline, so retrieval never serves it.
    assert editions(clean_database.admin_dsn) == [("2026-12-01", "AWAITING_APPROVAL", None, content_hash(first))]
    for name in ("alice", " ALICE ", "ａｌｉｃｅ"):
        with pytest.raises(ApprovalRefused, match="publisher"):
            await approve_release(release_store(dsn), release, by=name)
    with psycopg.connect(dsn, autocommit=True) as conn, pytest.raises(psycopg.errors.CheckViolation):
        conn.execute("UPDATE rule_pack_release SET approved_by = published_by")
    outcome = await approve_release(release_store(dsn), release, by="bob", today=date(2026, 12, 2))
    assert outcome == "approved rules ALL/ALL/ALL 2026-12-01: in force from 2026-03-01"
    assert editions(clean_database.admin_dsn) == [("2026-12-01", "ACTIVE", "[2026-03-01,)", content_hash(first))]

    # A second edition from a later date closes the first one's validity there (far ahead: the clock is real).
    second = edition_text("2099-01-10", "2099-01-15", change=SECOND)
    write_edition(tmp_path / "next", "risk-signals-2099-01-10.yaml", second)
    assert await publish(dsn, tmp_path / "next", approval=False) == [(Outcome.PUBLISHED, "scheduled from 2099-01-15")]
    assert editions(clean_database.admin_dsn) == [
        ("2026-12-01", "ACTIVE", "[2026-03-01,2099-01-15)", content_hash(first)),
        ("2099-01-10", "ACTIVE", "[2099-01-15,)", content_hash(second)),
    ]
    assert rule_events(clean_database.admin_dsn) == [
        ("PUBLISHED", "2026-12-01", "alice"),
        ("PUBLISHED", "2026-12-01", "alice"),
        ("APPROVED", "2026-12-01", "bob"),
        ("ACTIVATED", "2026-12-01", "bob"),
        ("PUBLISHED", "2099-01-10", "alice"),
        ("SUPERSEDED", "2026-12-01", "alice"),
        ("SCHEDULED", "2099-01-10", "alice"),
    ]
    history = run_cli(clean_database, "history", "rules")
    assert history.returncode == 0, history.stderr
    assert "APPROVED" in history.stdout
    assert "bob" in history.stdout
    status = run_cli(clean_database, "status")
    assert status.returncode == 0, status.stderr
    block = status.stdout.split("rule pack editions:")[1].splitlines()
    assert [line.split()[1:5] for line in block[2:]] == [
        ["ALL/ALL/ALL", "2026-12-01", "IN_FORCE", "2026-03-01"],
        ["ALL/ALL/ALL", "2099-01-10", "SCHEDULED", "2099-01-15"],
    ]


async def test_a_changed_edition_that_keeps_its_version_is_refused(clean_database: Database, tmp_path: Path) -> None:
    dsn = clean_database.writer_dsn
    write_edition(tmp_path / "v1", "risk-signals.yaml", edition_text("2026-12-01", "2026-03-01"))
    assert (await publish(dsn, tmp_path / "v1", approval=False))[0][0] is Outcome.PUBLISHED
    assert await publish(dsn, tmp_path / "v1", approval=False) == [(Outcome.SKIPPED, "already published (ACTIVE)")]
    write_edition(tmp_path / "v2", "risk-signals.yaml", edition_text("2026-12-01", "2026-03-01", change=SECOND))
    [(outcome, reason)] = await publish(dsn, tmp_path / "v2", approval=False)
    assert outcome is Outcome.REJECTED
    assert "already published with different content" in reason
    assert [row[0] for row in editions(clean_database.admin_dsn)] == ["2026-12-01"]


async def test_a_rejected_edition_never_joins_and_its_history_says_why(
    clean_database: Database, tmp_path: Path
) -> None:
    dsn = clean_database.writer_dsn
    write_edition(tmp_path / "rules", "risk-signals.yaml", edition_text("2026-12-01", "2026-03-01"))
    report = await publish_policies(
        [tmp_path / "rules"], store=release_store(dsn), embedder=CountingEmbedder(), approval_required=True
    )
    release = report.files[0].release_id
    assert release is not None
    assert await reject_release(release_store(dsn), release, by="carol", reason="too broad") == (
        "rejected rules ALL/ALL/ALL 2026-12-01"
    )
    assert [row[:3] for row in editions(clean_database.admin_dsn)] == [("2026-12-01", "REJECTED", None)]
    assert rule_events(clean_database.admin_dsn)[-1] == ("REJECTED", "2026-12-01", "carol")


@pytest.mark.parametrize(
    ("header", "problem"),
    [
        (('effectiveFrom: "2026-03-01"\n', "effectiveFrom: 2026-03-01\n"), "effectiveFrom must be a quoted"),
        (('effectiveFrom: "2026-03-01"\n', 'effectiveFrom: "2026-03-01"\nscope: {locales: [en-us]}\n'), "locale"),
        (('version: "2026-12-01"\n', 'version: "December"\n'), "version must look like"),
    ],
)
async def test_an_edition_the_services_could_not_load_is_invalid_at_publish_time(
    clean_database: Database, tmp_path: Path, header: tuple[str, str], problem: str
) -> None:
    text = edition_text("2026-12-01", "2026-03-01", change=header)
    write_edition(tmp_path / "rules", "risk-signals.yaml", text)
    [(outcome, reason)] = await publish(clean_database.writer_dsn, tmp_path / "rules")
    assert outcome is Outcome.INVALID
    assert problem in reason
    assert editions(clean_database.admin_dsn) == []


async def test_editions_of_different_scopes_have_their_own_timelines(clean_database: Database, tmp_path: Path) -> None:
    dsn = clean_database.writer_dsn
    write_edition(tmp_path / "rules", "all.yaml", edition_text("2026-12-01", "2026-03-01"))
    ebay_gb = "scope:\n  marketplaces: [EBAY]\n  locales: [en-GB]\n"
    write_edition(tmp_path / "rules", "ebay-gb.yaml", edition_text("2026-12-05", "2026-12-10", scope=ebay_gb))
    assert [outcome for outcome, _ in await publish(dsn, tmp_path / "rules", approval=False)] == [Outcome.PUBLISHED] * 2
    # Neither closes the other: each is alone on its scope's timeline.
    assert [row[:3] for row in editions(clean_database.admin_dsn)] == [
        ("2026-12-01", "ACTIVE", "[2026-03-01,)"),
        ("2026-12-05", "ACTIVE", "[2026-12-10,)"),
    ]


async def test_the_reader_role_reads_only_which_edition_is_in_force(clean_database: Database, tmp_path: Path) -> None:
    write_edition(tmp_path / "rules", "risk-signals.yaml", edition_text("2026-12-01", "2026-03-01"))
    await publish(clean_database.writer_dsn, tmp_path / "rules", approval=False)
    with psycopg.connect(clean_database.reader_dsn, autocommit=True) as conn:
        assert conn.execute("SELECT version, status FROM rule_pack_release").fetchall() == [("2026-12-01", "ACTIVE")]
        for statement in (
            "SELECT published_by FROM rule_pack_release",
            "SELECT * FROM rule_pack_release_event",
            "UPDATE rule_pack_release SET status = 'RETIRED'",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(statement)
