"""Rule pack editions through the real services: the edition in force on the review date judges the review, an
unapproved one is never served, and a review no usable edition covers goes to a person, never to an all-clear."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from ingestion.approval import approve_release
from ingestion.bootstrap import release_store
from ingestion.publisher import Outcome, publish_policies
from services.embedders.wordllama import WordLlamaEmbedder
from services.rulepack import add_editions, content_hash, edition_identity
from tests.gateway.test_end_to_end import CountingReviewer, RealStack, real_stack
from tests.rule_editions import FIRST, SECOND, edition_text, write_edition
from tests.support import POLICIES_DIR, Database, create_database, drop_database

LISTING: dict[str, Any] = {
    "listingId": "ebay-lamp-zorblax",
    "marketplace": "EBAY",
    "locale": "en-US",
    "category": "HOME_GARDEN",
    "title": "Brass desk lamp with green glass shade",
    "description": "Works, rewired last year, small dent on the base. Questions? Use the zorblax line.",
    "condition": "USED",
    "price": 40.0,
    "attributes": {"Brand": "Banker"},
    "includeDiagnostics": True,
}
# This module publishes its own editions, which no labelled dataset calibrates: an explicit gate.
EXPLICIT_GATE = 0.15


@pytest.fixture
async def editions_database(
    database_server: str, gateway_embedder: WordLlamaEmbedder, tmp_path: Path
) -> AsyncIterator[Database]:
    """The policies without the shipped edition; both editions' files loaded by the services."""
    db = create_database(database_server, "editions")
    policies = [p for p in POLICIES_DIR.rglob("*.md") if p.name != "README.md"]
    assert (await publish_policies(policies, store=release_store(db.writer_dsn), embedder=gateway_embedder)).ok
    for name, text in (("first.yaml", FIRST), ("second.yaml", SECOND)):
        write_edition(tmp_path / "loaded", name, text)
    add_editions(tmp_path / "loaded")
    yield db
    drop_database(database_server, db.name)


async def publish_edition(db: Database, folder: Path, text: str, embedder: WordLlamaEmbedder, **options: Any) -> Any:
    write_edition(folder, "edition.yaml", text)
    report = await publish_policies([folder], store=release_store(db.writer_dsn), embedder=embedder, **options)
    assert report.ok
    return report.files[0]


async def answer(stack: RealStack, review_date: str) -> dict[str, Any]:
    status, body = await stack.post({**LISTING, "reviewDate": review_date})
    assert status == 200, body
    return body  # type: ignore[no-any-return]


def zorblax(body: dict[str, Any]) -> list[str]:
    return [f["listingQuote"] for f in body["findings"] if "zorblax" in f.get("listingQuote", "").lower()]


async def test_a_review_uses_the_edition_in_force_on_its_date_and_names_it(
    editions_database: Database, gateway_embedder: WordLlamaEmbedder, tmp_path: Path
) -> None:
    await publish_edition(editions_database, tmp_path / "a", FIRST, gateway_embedder)
    await publish_edition(editions_database, tmp_path / "b", SECOND, gateway_embedder)
    async with real_stack(
        editions_database, gateway_embedder, CountingReviewer(), similarity_threshold=EXPLICIT_GATE
    ) as stack:
        before = await answer(stack, "2026-10-20")
        after = await answer(stack, "2026-11-20")
    # Only the second edition knows the phrase: a review dated before its date is judged by the first.
    assert zorblax(before) == []
    assert zorblax(after) == ["zorblax line"]
    assert after["status"] == "POLICY_FINDINGS_AVAILABLE"
    assert before["diagnostics"]["rulesEdition"] == {
        "version": "2026-12-01",
        "contentHash": content_hash(FIRST),
        "effectiveFrom": "2026-05-01",
    }
    assert after["diagnostics"]["rulesEdition"]["contentHash"] == content_hash(SECOND)
    # The reviewer's model id is the identity of the edition it judged by.
    assert before["diagnostics"]["modelId"] == edition_identity(FIRST)
    assert after["diagnostics"]["modelId"] == edition_identity(SECOND)
    assert edition_identity(FIRST) != edition_identity(SECOND)


async def test_an_unapproved_edition_is_never_served(
    editions_database: Database, gateway_embedder: WordLlamaEmbedder, tmp_path: Path
) -> None:
    await publish_edition(editions_database, tmp_path / "a", FIRST, gateway_embedder)
    pending = await publish_edition(
        editions_database, tmp_path / "b", SECOND, gateway_embedder, approval_required=True, published_by="alice"
    )
    assert (pending.outcome, pending.reason) == (Outcome.PUBLISHED, "awaiting approval")
    async with real_stack(
        editions_database, gateway_embedder, CountingReviewer(), similarity_threshold=EXPLICIT_GATE
    ) as stack:
        waiting = await answer(stack, "2026-11-20")
        assert zorblax(waiting) == []
        assert waiting["diagnostics"]["rulesEdition"]["contentHash"] == content_hash(FIRST)
        await approve_release(release_store(editions_database.writer_dsn), pending.release_id, by="bob")
        approved = await answer(stack, "2026-11-20")
    assert zorblax(approved) == ["zorblax line"]


async def test_a_review_with_no_edition_in_force_goes_to_a_person(
    editions_database: Database, gateway_embedder: WordLlamaEmbedder, tmp_path: Path
) -> None:
    await publish_edition(editions_database, tmp_path / "a", FIRST, gateway_embedder)
    clean = {**LISTING, "description": "Works, rewired last year, small dent on the base."}
    async with real_stack(
        editions_database, gateway_embedder, CountingReviewer(), similarity_threshold=EXPLICIT_GATE
    ) as stack:
        # Policies are in force from 2026-03-01, the first edition from 2026-05-01.
        status, body = await stack.post({**clean, "reviewDate": "2026-04-01"})
        assert status == 200, body
        status, judged = await stack.post({**clean, "reviewDate": "2026-06-01"})
        assert status == 200, judged
    assert body["status"] == "NEEDS_HUMAN_REVIEW"
    assert body["requiresHumanReview"] is True
    assert body["findings"] == []
    assert body["warnings"] == [{"code": "RULES_UNAVAILABLE", "policyId": "rules"}]
    assert "rulesEdition" not in body["diagnostics"]
    assert body["diagnostics"]["modelId"] == "rules-unavailable"
    assert judged["status"] == "NO_POLICY_FINDINGS"


async def test_an_edition_in_force_that_no_service_loaded_goes_to_a_person_named_by_its_hash(
    editions_database: Database, gateway_embedder: WordLlamaEmbedder, tmp_path: Path
) -> None:
    unknown = edition_text("2027-02-01", "2026-03-01", change=("'Remove links and web addresses;", "'Remove links;"))
    await publish_edition(editions_database, tmp_path / "a", unknown, gateway_embedder)
    async with real_stack(
        editions_database, gateway_embedder, CountingReviewer(), similarity_threshold=EXPLICIT_GATE
    ) as stack:
        body = await answer(stack, "2026-10-20")
    assert body["status"] == "NEEDS_HUMAN_REVIEW"
    assert body["requiresHumanReview"] is True
    assert {"code": "RULES_UNAVAILABLE", "policyId": "rules", "policyVersion": content_hash(unknown)} in body[
        "warnings"
    ]
    assert body["diagnostics"]["rulesEdition"]["contentHash"] == content_hash(unknown)
