"""The release state machine through the use cases, on both implementations of the release ports.

Every test runs against the in-memory store (tests/ingestion/memory_store.py: fast, no database)
and against PostgreSQL through the bootstrap's adapters: one contract, two implementations.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import pytest

from ingestion.approval import ApprovalRefused, approve_release, reject_release
from ingestion.bootstrap import release_store, release_views
from ingestion.domain.loader import parse_policy
from ingestion.domain.ports import ConcurrentActivation, ReleaseStore, ReleaseViews
from ingestion.domain.timeline import TimelineChanges
from ingestion.publisher import Outcome, clean_up_releases, publish_policies
from services.errors import ErrorReason, ServiceError
from tests.ingestion.fakes import CountingEmbedder, FailingEmbedder
from tests.ingestion.memory_store import MemoryReleaseStore
from tests.ingestion.policies import TEMPLATE, replace_once, reword_every_section, with_version, write_policy

POLICY = "test-policy"
# Nothing listens on port 1: connecting is refused at once.
UNREACHABLE_DSN = "postgresql://policy_writer@127.0.0.1:1/policy_review"
SEPTEMBER = date(2026, 9, 20)


@dataclass(frozen=True)
class Backend:
    store: ReleaseStore
    views: ReleaseViews
    unreachable: ReleaseStore


@pytest.fixture(params=["memory", "postgres"])
def backend(request: pytest.FixtureRequest) -> Backend:
    if request.param == "memory":
        store, down = MemoryReleaseStore(), MemoryReleaseStore()
        down.available = False
        return Backend(store, store.views, down)
    dsn = request.getfixturevalue("clean_database").writer_dsn
    return Backend(release_store(dsn), release_views(dsn), release_store(UNREACHABLE_DSN))


async def states(backend: Backend) -> list[tuple[str, str, int, date | None]]:
    """(version, status, stored chunks, valid until) of the test policy's releases."""
    return [
        (r.version, r.status, r.chunks, r.valid_until) for r in await backend.views.releases() if r.policy_id == POLICY
    ]


async def events(backend: Backend) -> list[tuple[str, str, str]]:
    return [(e.event, e.version, e.actor) for e in await backend.views.history(POLICY)]


def edition(folder: Path, version: str, note: str | None = None) -> Path:
    text = with_version(TEMPLATE, version)
    return write_policy(folder, "p.md", reword_every_section(text, note) if note else text)


async def test_a_new_version_is_published_and_joins_its_timeline(backend: Backend, tmp_path: Path) -> None:
    report = await publish_policies(
        [edition(tmp_path, "2026-09-15")], store=backend.store, embedder=CountingEmbedder(), today=SEPTEMBER
    )
    assert report.ok
    assert (report.files[0].outcome, report.files[0].reason) == (Outcome.PUBLISHED, "activated")
    assert await states(backend) == [("2026-09-15", "ACTIVE", 2, None)]
    assert await events(backend) == [
        ("PUBLISHED", "2026-09-15", "ingestion"),
        ("ACTIVATED", "2026-09-15", "ingestion"),
    ]


async def test_republishing_an_unchanged_version_skips_it_without_embedding(backend: Backend, tmp_path: Path) -> None:
    path = edition(tmp_path, "2026-09-15")
    await publish_policies([path], store=backend.store, embedder=CountingEmbedder(), today=SEPTEMBER)
    before = (await states(backend), await events(backend))
    embedder = CountingEmbedder()
    again = await publish_policies([path], store=backend.store, embedder=embedder, today=SEPTEMBER)
    assert again.ok
    assert [f.outcome for f in again.files] == [Outcome.SKIPPED]
    assert embedder.batches == []
    assert (await states(backend), await events(backend)) == before


async def test_a_published_version_is_immutable(backend: Backend, tmp_path: Path) -> None:
    await publish_policies([edition(tmp_path / "a", "2026-09-15")], store=backend.store, embedder=CountingEmbedder())
    changed = write_policy(tmp_path / "b", "p.md", replace_once(TEMPLATE, "outside shops", "outside stores"))
    report = await publish_policies([changed], store=backend.store, embedder=CountingEmbedder())
    assert not report.ok
    assert report.files[0].outcome is Outcome.REJECTED
    assert "immutable" in report.files[0].reason
    [stored] = await backend.views.sections(POLICY, ["2026-09-15"])
    assert stored["sections"][1]["text"] == "Listings should not link to outside shops."


async def test_approval_is_required_and_the_publisher_cannot_give_it(backend: Backend, tmp_path: Path) -> None:
    report = await publish_policies(
        [edition(tmp_path, "2026-09-15")],
        store=backend.store,
        embedder=CountingEmbedder(),
        approval_required=True,
        published_by="alice",
        today=SEPTEMBER,
    )
    assert report.files[0].reason == "awaiting approval"
    release = report.files[0].release_id
    assert release is not None
    assert await states(backend) == [("2026-09-15", "AWAITING_APPROVAL", 2, None)]
    for publisher_again in ("alice", " ALICE ", "ａｌｉｃｅ"):
        with pytest.raises(ApprovalRefused, match="the publisher of a release cannot approve it"):
            await approve_release(backend.store, release, by=publisher_again, today=SEPTEMBER)
    with pytest.raises(ApprovalRefused, match="the approver must be named"):
        await approve_release(backend.store, release, by="  ", today=SEPTEMBER)
    assert await states(backend) == [("2026-09-15", "AWAITING_APPROVAL", 2, None)]

    outcome = await approve_release(backend.store, release, by="  Bob ", today=SEPTEMBER)
    assert outcome == f"approved {POLICY} EBAY/en-US 2026-09-15: in force from 2026-09-15"
    assert await states(backend) == [("2026-09-15", "ACTIVE", 2, None)]
    assert await events(backend) == [
        ("PUBLISHED", "2026-09-15", "alice"),
        ("PUBLISHED", "2026-09-15", "alice"),
        ("APPROVED", "2026-09-15", "bob"),
        ("ACTIVATED", "2026-09-15", "bob"),
    ]
    with pytest.raises(ApprovalRefused, match="the release is ACTIVE, not awaiting approval"):
        await approve_release(backend.store, release, by="carol", today=SEPTEMBER)


async def test_a_rejected_release_never_joins_and_stays_rejected(backend: Backend, tmp_path: Path) -> None:
    path = edition(tmp_path, "2026-09-15")
    report = await publish_policies(
        [path], store=backend.store, embedder=CountingEmbedder(), approval_required=True, published_by="alice"
    )
    release = report.files[0].release_id
    assert release is not None
    with pytest.raises(ApprovalRefused, match="a rejection needs a reason"):
        await reject_release(backend.store, release, by="bob", reason=" ")
    assert await reject_release(backend.store, release, by="Bob", reason="wording not agreed") == (
        f"rejected {POLICY} EBAY/en-US 2026-09-15"
    )
    assert await states(backend) == [("2026-09-15", "REJECTED", 0, None)]
    assert (await events(backend))[-1] == ("REJECTED", "2026-09-15", "bob")
    with pytest.raises(ApprovalRefused, match="the release is REJECTED, not awaiting approval"):
        await approve_release(backend.store, release, by="carol")
    again = await publish_policies([path], store=backend.store, embedder=CountingEmbedder(), approval_required=True)
    assert again.files[0].outcome is Outcome.REJECTED


async def test_versions_supersede_each_other_on_the_timeline(backend: Backend, tmp_path: Path) -> None:
    october = edition(tmp_path / "b", "2026-10-01", "October.")
    await publish_policies([october], store=backend.store, embedder=CountingEmbedder(), today=SEPTEMBER)
    # An older version fills the past of the timeline, until the newer one's date.
    september = edition(tmp_path / "a", "2026-09-15")
    past = await publish_policies([september], store=backend.store, embedder=CountingEmbedder(), today=SEPTEMBER)
    assert past.files[0].outcome is Outcome.PUBLISHED
    assert await states(backend) == [
        ("2026-09-15", "ACTIVE", 2, date(2026, 10, 1)),
        ("2026-10-01", "ACTIVE", 2, None),
    ]
    # An older edition dated after the newer version would bring its text back: skipped, never embedded.
    late = write_policy(
        tmp_path / "c", "p.md", with_version(TEMPLATE, "2026-09-30").replace("2026-09-30\n", "2026-10-05\n")
    )
    embedder = CountingEmbedder()
    skipped = await publish_policies([late], store=backend.store, embedder=embedder, today=SEPTEMBER)
    assert (skipped.files[0].outcome, skipped.files[0].reason) == (
        Outcome.SKIPPED,
        "older than version 2026-10-01, in force from 2026-10-01",
    )
    assert embedder.batches == []
    # A revision with the same effective date replaces the release for its whole validity.
    revision = edition(tmp_path / "d", "2026-10-01.1", "Corrected.")
    replaced = await publish_policies([revision], store=backend.store, embedder=CountingEmbedder(), today=SEPTEMBER)
    assert replaced.files[0].reason == "scheduled from 2026-10-01"
    assert await states(backend) == [
        ("2026-09-15", "ACTIVE", 2, date(2026, 10, 1)),
        ("2026-10-01", "RETIRED", 0, None),
        ("2026-10-01.1", "ACTIVE", 2, None),
    ]
    assert (await events(backend))[-3:] == [
        ("PUBLISHED", "2026-10-01.1", "ingestion"),
        ("SUPERSEDED", "2026-10-01", "ingestion"),
        ("SCHEDULED", "2026-10-01.1", "ingestion"),
    ]


async def test_versions_of_one_run_join_in_version_order(backend: Backend, tmp_path: Path) -> None:
    newest = write_policy(tmp_path, "a-newest.md", reword_every_section(with_version(TEMPLATE, "2026-10-01"), "New."))
    oldest = write_policy(tmp_path, "b-oldest.md", TEMPLATE)
    report = await publish_policies([tmp_path], store=backend.store, embedder=CountingEmbedder(), today=SEPTEMBER)
    assert [report.for_path(p).outcome for p in (newest, oldest)] == [Outcome.PUBLISHED, Outcome.PUBLISHED]
    assert await states(backend) == [
        ("2026-09-15", "ACTIVE", 2, date(2026, 10, 1)),
        ("2026-10-01", "ACTIVE", 2, None),
    ]


async def test_concurrent_publishers_build_one_timeline(backend: Backend, tmp_path: Path) -> None:
    await publish_policies([edition(tmp_path / "a", "2026-09-15")], store=backend.store, embedder=CountingEmbedder())
    paths = [edition(tmp_path / v, v, f"Revised {v}.") for v in ("2026-11-01", "2026-10-01")]
    reports = await asyncio.gather(
        *(
            publish_policies([p], store=backend.store, embedder=CountingEmbedder(), batch_size=1, today=SEPTEMBER)
            for p in paths
        )
    )
    assert all(report.ok for report in reports)
    assert await states(backend) == [
        ("2026-09-15", "ACTIVE", 2, date(2026, 10, 1)),
        ("2026-10-01", "ACTIVE", 2, date(2026, 11, 1)),
        ("2026-11-01", "ACTIVE", 2, None),
    ]


async def test_a_failed_run_changes_no_timeline_and_its_retry_reuses_what_was_embedded(
    backend: Backend, tmp_path: Path
) -> None:
    await publish_policies([edition(tmp_path / "a", "2026-09-15")], store=backend.store, embedder=CountingEmbedder())
    october = edition(tmp_path / "b", "2026-10-01", "October.")
    failed = await publish_policies(
        [october], store=backend.store, embedder=FailingEmbedder(fail_after=1), batch_size=1, today=SEPTEMBER
    )
    assert not failed.ok
    assert (failed.files[0].outcome, failed.files[0].error) == (Outcome.FAILED, ErrorReason.EMBEDDING_UNAVAILABLE)
    assert await states(backend) == [("2026-09-15", "ACTIVE", 2, None), ("2026-10-01", "FAILED", 0, None)]

    retry = await publish_policies([october], store=backend.store, embedder=CountingEmbedder(), today=SEPTEMBER)
    assert retry.ok
    assert (retry.chunks_embedded, retry.chunks_reused) == (1, 1)
    assert await states(backend) == [
        ("2026-09-15", "ACTIVE", 2, date(2026, 10, 1)),
        ("2026-10-01", "ACTIVE", 2, None),
    ]


async def test_superseded_releases_are_retired_after_the_retention_window(backend: Backend, tmp_path: Path) -> None:
    paths = [edition(tmp_path / "a", "2026-09-15"), edition(tmp_path / "b", "2026-10-01", "October.")]
    await publish_policies(paths, store=backend.store, embedder=CountingEmbedder(), today=date(2026, 10, 2))
    assert await clean_up_releases(backend.store, today=date(2027, 11, 4), actor="ops") == 0
    assert await clean_up_releases(backend.store, today=date(2027, 11, 5), actor="ops") == 1
    assert [(v, s, c) for v, s, c, _ in await states(backend)] == [
        ("2026-09-15", "RETIRED", 0),
        ("2026-10-01", "ACTIVE", 2),
    ]
    assert (await events(backend))[-1] == ("CLEANED_UP", "2026-09-15", "ops")


async def test_an_unreachable_store_fails_the_valid_files_in_the_report(backend: Backend, tmp_path: Path) -> None:
    valid = write_policy(tmp_path, "valid.md", TEMPLATE)
    invalid = write_policy(tmp_path, "broken.md", TEMPLATE.replace("Section id: contact-details\n", ""))
    report = await publish_policies([tmp_path], store=backend.unreachable, embedder=CountingEmbedder())
    assert report.for_path(invalid).outcome is Outcome.INVALID
    failed = report.for_path(valid)
    assert (failed.outcome, failed.error) == (Outcome.FAILED, ErrorReason.POLICY_STORE_UNAVAILABLE)
    release = failed.release_id
    assert release is not None
    # A blank approver is refused by name before the store is opened; a named one meets the unreachable store.
    with pytest.raises(ApprovalRefused, match="the approver must be named"):
        await approve_release(backend.unreachable, release, by="")
    with pytest.raises(ServiceError) as unavailable:
        await approve_release(backend.unreachable, release, by="bob")
    assert unavailable.value.reason is ErrorReason.POLICY_STORE_UNAVAILABLE


async def test_the_timeline_transaction_is_all_or_nothing(backend: Backend) -> None:
    first = parse_policy(TEMPLATE, "first.md")
    second = parse_policy(with_version(TEMPLATE, "2026-10-01"), "second.md")
    ids = [first.release_id, second.release_id]
    async with backend.store.session() as session:
        await session.create_indexing(
            [(first, 0), (second, 0)], embedding_model="m", dimensions=256, published_by="tester"
        )

        async def fail_after_writing() -> None:
            async with session.transaction() as tx:
                await tx.await_approval(ids, "tester")
                raise RuntimeError("after the write")

        # Whatever fails inside the block undoes what the block wrote.
        with pytest.raises(RuntimeError):
            await fail_after_writing()
        # Overlapping validity within a scope is refused by the store itself, and nothing is changed.
        both_open_ended = TimelineChanges(
            replaced=(),
            closes=(),
            joins=((first.release_id, None, False), (second.release_id, None, False)),
            events=(("ACTIVATED", first.release_id, ""), ("ACTIVATED", second.release_id, "")),
        )

        async def place_both() -> None:
            async with session.transaction() as tx:
                await tx.place(both_open_ended, "tester")

        with pytest.raises(ConcurrentActivation):
            await place_both()
    assert await states(backend) == [("2026-09-15", "INDEXING", 0, None), ("2026-10-01", "INDEXING", 0, None)]
    assert [event for event, _, _ in await events(backend)] == ["PUBLISHED", "PUBLISHED"]
