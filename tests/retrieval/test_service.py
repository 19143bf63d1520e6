"""The retrieval service over gRPC on the published corpus: scope isolation, retired text, bounding, modes."""

from __future__ import annotations

import json
import statistics
from collections import Counter
from datetime import UTC, datetime
from typing import Any

import grpc
import psycopg
import pytest
from pgvector import Vector
from pgvector.psycopg import register_vector

from policyreview.v1 import common_pb2, retrieval_service_pb2
from retrieval.domain.query import render_query
from retrieval.settings import RetrievalSettings
from services.embedders.wordllama import WordLlamaEmbedder
from services.errors import ErrorReason, from_rpc_error
from services.proto import listing_from_proto
from services.settings import PROJECT_ROOT
from tests.retrieval.conftest import LEGACY_TEXT
from tests.retrieval.support import (
    REVIEW_DATE,
    FixedEmbedder,
    Telemetry,
    outcome_name,
    retrieve_request,
    scope_request,
    serving,
)
from tests.support import Database

LABELLED = PROJECT_ROOT / "tests" / "retrieval" / "labelled_listings.json"


def admin_rows(db: Database, query: str, params: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    with psycopg.connect(db.admin_dsn) as conn:
        register_vector(conn)
        return conn.execute(query, params).fetchall()


def policy_ids(response: retrieval_service_pb2.RetrieveResponse) -> set[str]:
    return {e.policy_id for e in response.evidence}


@pytest.mark.parametrize(
    ("description", "closest"),
    [
        (
            "Opening hours: we reply to messages weekdays 9am to 5pm UK time. Dispatch days Monday and Thursday. "
            "Send us a message through eBay.",
            ("EBAY", "en-GB"),
        ),
        (
            "Condition note: scratch on the back cover, screen clean, dust jacket torn at spine, pages clean, "
            "no highlighting.",
            ("AMAZON", "en-US"),
        ),
    ],
)
async def test_ebay_us_listing_never_gets_amazon_or_uk_evidence_even_when_closest(
    corpus: Database, wordllama: WordLlamaEmbedder, description: str, closest: tuple[str, str]
) -> None:
    request = retrieve_request(description=description)
    # The premise: over the whole store, the closest chunk to this listing is another scope's.
    embedding = await wordllama.embed_query(render_query(listing_from_proto(request.listing)))
    nearest = admin_rows(
        corpus,
        "SELECT r.marketplace, r.locale FROM policy_chunk c JOIN policy_release r USING (release_id) "
        "ORDER BY c.embedding_256 <=> %s LIMIT 1",
        (Vector(embedding),),
    )
    assert nearest == [closest]

    async with serving(corpus, wordllama) as stub:
        response = await stub.Retrieve(request)
    assert response.evidence, "EBAY en-US sections on the same topics apply"
    scoped = {r.release_id for r in response.resolution.releases}
    for evidence in response.evidence:
        assert (evidence.marketplace, evidence.locale) == (common_pb2.EBAY, "en-US")
        assert evidence.release_id in scoped
    assert {r.marketplace for r in response.resolution.releases} == {common_pb2.EBAY}
    assert {r.locale for r in response.resolution.releases} == {"en-US"}


@pytest.mark.parametrize("review_date", ["", REVIEW_DATE, "2026-09-01", "2026-04-01"])
async def test_retired_release_text_is_never_returned(
    corpus: Database, wordllama: WordLlamaEmbedder, review_date: str
) -> None:
    ((retired_id,),) = admin_rows(
        corpus,
        "SELECT release_id::text FROM policy_release WHERE policy_id = 'ebay-contact-information' "
        "AND locale = 'en-US' AND status = 'RETIRED'",
    )
    # Its legacy section is still stored (conftest): only the release status keeps it out.
    assert admin_rows(corpus, "SELECT count(*) FROM policy_chunk WHERE content = %s", (LEGACY_TEXT,)) == [(1,)]
    request = retrieve_request(
        review_date=review_date,
        title="Framed print with my business card",
        description=(
            "Legacy rule: sellers could share a business card image in the listing gallery. "
            "My business card image is in the listing gallery."
        ),
    )
    async with serving(corpus, wordllama, similarity_threshold=-1.0, top_k=50, max_chunks_per_policy=50) as stub:
        response = await stub.Retrieve(request)
    assert retired_id not in {r.release_id for r in response.resolution.releases}
    assert retired_id not in {e.release_id for e in response.evidence}
    assert all("Legacy rule" not in e.text for e in response.evidence)
    if review_date == "2026-04-01":
        # The retired edition was the one in force then; retired still means never served.
        assert outcome_name(response.resolution.outcome) == "NOT_EFFECTIVE_YET"
    else:
        assert response.evidence


async def test_release_effective_in_the_future_is_not_applicable_yet(
    corpus: Database, wordllama: WordLlamaEmbedder
) -> None:
    async with serving(corpus, wordllama) as stub:
        before = await stub.ResolveScope(scope_request("EBAY", "en-GB", "GARDEN", "2026-09-19"))
        on_the_day = await stub.ResolveScope(scope_request("EBAY", "en-GB", "GARDEN", "2026-09-20"))
        us_before_contact = await stub.ResolveScope(scope_request("EBAY", "en-US", "ELECTRONICS", "2026-09-01"))
        retrieved_before = await stub.Retrieve(
            retrieve_request(review_date="2026-09-19", locale="en-GB", description="Ring me on 07700 900123.")
        )
    assert outcome_name(before.resolution.outcome) == "NOT_EFFECTIVE_YET"
    assert not before.resolution.releases
    assert outcome_name(on_the_day.resolution.outcome) == "RESOLVED"
    assert [(r.policy_id, r.effective_from) for r in on_the_day.resolution.releases] == [
        ("ebay-contact-information", "2026-09-20")
    ]
    assert [r.policy_id for r in us_before_contact.resolution.releases] == [
        "ebay-electronics-listing",
        "ebay-item-description",
    ]
    assert outcome_name(retrieved_before.resolution.outcome) == "NOT_EFFECTIVE_YET"
    assert (list(retrieved_before.evidence), retrieved_before.candidate_count) == ([], 0)


async def test_category_policy_applies_only_to_its_category(corpus: Database, wordllama: WordLlamaEmbedder) -> None:
    laptop = {
        "title": "Dell laptop 14 inch 16GB RAM",
        "description": "Powers on. Small scratch on the lid, battery not tested, no charger included.",
    }
    async with serving(corpus, wordllama) as stub:
        electronics = await stub.ResolveScope(scope_request(category="ELECTRONICS"))
        shoes = await stub.ResolveScope(scope_request(category="SHOES"))
        as_electronics = await stub.Retrieve(retrieve_request(category="ELECTRONICS", **laptop))
        as_shoes = await stub.Retrieve(retrieve_request(category="SHOES", **laptop))
    assert {r.policy_id for r in electronics.resolution.releases} == {
        "ebay-contact-information",
        "ebay-electronics-listing",
        "ebay-item-description",
    }
    assert {r.policy_id for r in shoes.resolution.releases} == {"ebay-contact-information", "ebay-item-description"}
    assert "ebay-electronics-listing" in policy_ids(as_electronics)
    assert "ebay-electronics-listing" not in policy_ids(as_shoes)
    assert "ebay-item-description" in policy_ids(as_electronics) & policy_ids(as_shoes)


async def test_unknown_marketplace_locale_and_other_embedder_resolve_to_their_reason(
    corpus: Database, wordllama: WordLlamaEmbedder
) -> None:
    other_model = FixedEmbedder("another-model", 256)
    async with serving(corpus, wordllama) as stub:
        amazon_uk = await stub.ResolveScope(scope_request("AMAZON", "en-GB"))
    async with serving(corpus, other_model) as stub:
        other_model.queries.clear()
        mismatch = await stub.Retrieve(retrieve_request())
    assert outcome_name(amazon_uk.resolution.outcome) == "NO_RELEASE_FOR_MARKETPLACE_LOCALE"
    assert outcome_name(mismatch.resolution.outcome) == "EMBEDDING_MISMATCH"
    assert mismatch.resolution.embedding_model == "another-model"
    assert not mismatch.evidence
    assert other_model.queries == [], "a scope that did not resolve embeds nothing"


async def test_hybrid_finds_a_section_quoted_word_for_word_that_vector_search_ranks_below_threshold(
    corpus: Database, wordllama: WordLlamaEmbedder
) -> None:
    request = retrieve_request(description="Solid oak, 180 cm tall. Text me at (555) 123 4567.")
    defaults = RetrievalSettings(retrieval_mode="hybrid")
    # Both modes at the same similarity gate: only the full-text side differs.
    gate = defaults.effective_similarity_threshold
    async with serving(corpus, wordllama, retrieval_mode="vector", similarity_threshold=gate) as stub:
        vector = await stub.Retrieve(request)
    async with serving(corpus, wordllama, retrieval_mode="hybrid") as stub:
        hybrid = await stub.Retrieve(request)
    assert (vector.retrieval_mode, hybrid.retrieval_mode) == ("vector", "hybrid")
    # Vector search ranks it below the gate: it reaches vector evidence only by completion, after every
    # section that passed the gate.
    passed = [e for e in vector.evidence if e.vector_score >= gate]
    (completed,) = [e for e in vector.evidence if e.section_id == "contact-details"]
    assert completed.vector_score < gate
    assert list(vector.evidence).index(completed) >= len(passed)
    (contact,) = [e for e in hybrid.evidence if e.section_id == "contact-details"]
    assert contact.vector_score < gate
    assert contact.lexical_score >= defaults.lexical_threshold
    assert hybrid.evidence[0].section_id == "contact-details"
    assert all(e.lexical_score == 0 for e in vector.evidence)


async def test_evidence_is_bounded_ordered_and_carries_its_provenance(
    corpus: Database, wordllama: WordLlamaEmbedder
) -> None:
    request = retrieve_request(
        category="ELECTRONICS",
        title="Apple iPhone 14 128GB unlocked BEST PRICE!!!",
        description="Phone in good shape, should work. Storage is 64 GB. Email me at seller@example.com.",
        attributes={"model": "iPhone 12", "storage capacity": "N/A"},
    )
    async with serving(corpus, wordllama, similarity_threshold=-1.0, top_k=5, evidence_completion=False) as stub:
        response = await stub.Retrieve(request)
    evidence = list(response.evidence)
    assert 0 < len(evidence) <= 5
    assert response.candidate_count >= len(evidence)
    assert [e.fused_score for e in evidence] == sorted((e.fused_score for e in evidence), reverse=True)
    sections = [(e.release_id, e.section_id) for e in evidence]
    assert len(sections) == len(set(sections))
    assert max(Counter(e.policy_id for e in evidence).values()) <= 2
    assert sum(len(e.text) for e in evidence) <= 8000
    stored = {
        str(row[0]): row[1:]
        for row in admin_rows(
            corpus,
            "SELECT c.chunk_id, r.policy_id, r.version, r.source_url, r.effective_from, c.section_id, "
            "c.supported_finding_codes, c.content FROM policy_chunk c JOIN policy_release r USING (release_id)",
        )
    }
    for item in evidence:
        policy, version, url, effective, section, codes, content = stored[item.chunk_id]
        assert (item.policy_id, item.policy_version, item.source_url) == (policy, version, url)
        assert (item.effective_from, item.section_id, item.text) == (str(effective), section, content)
        assert [common_pb2.FindingCode.Name(c) for c in item.supported_finding_codes] == codes
        assert list(item.categories) in (["ALL"], ["ELECTRONICS"])


async def test_review_date_defaults_to_today_utc(corpus: Database, wordllama: WordLlamaEmbedder) -> None:
    before = datetime.now(UTC).date().isoformat()
    async with serving(corpus, wordllama) as stub:
        response = await stub.ResolveScope(scope_request(review_date=""))
    assert response.resolution.review_date in {before, datetime.now(UTC).date().isoformat()}


async def test_labelled_listings_keep_their_recall(corpus: Database, wordllama: WordLlamaEmbedder) -> None:
    """A floor under the measured quality (docs/retrieval.md): default settings, section recall@8."""
    document = json.loads(LABELLED.read_text(encoding="utf-8"))
    recalls = []
    async with serving(corpus, wordllama) as stub:
        for case in document["cases"]:
            fields = dict(case["listing"])
            request = retrieve_request(review_date=document["review_date"], **fields)
            response = await stub.Retrieve(request)
            found = {(e.policy_id, e.section_id) for e in response.evidence}
            expected = {tuple(pair) for pair in case["expected"]}
            recalls.append(len(found & expected) / len(expected))
    assert statistics.mean(recalls) >= 0.85


async def test_stage_spans_and_metrics_are_bounded(corpus: Database, wordllama: WordLlamaEmbedder) -> None:
    telemetry = Telemetry.create()
    secret_words = "Zanzibar-unique-phrase call 555-123-4567"
    async with serving(corpus, wordllama, telemetry=telemetry) as stub:
        await stub.Retrieve(retrieve_request(description=secret_words))
        await stub.Retrieve(retrieve_request(locale="xx-YY", description=secret_words))
    spans = telemetry.spans.get_finished_spans()
    names = [span.name for span in spans]
    assert names.count("retrieval.scope") == 2
    assert names.count("retrieval.search") == 1
    search = next(span for span in spans if span.name == "retrieval.search")
    assert search.attributes is not None
    assert search.attributes["policy_review.scope.outcome"] == "RESOLVED"
    assert search.attributes["policy_review.retrieval.evidence_count"] >= 1  # type: ignore[operator]
    for span in spans:
        for value in (span.attributes or {}).values():
            assert "Zanzibar" not in str(value)
            assert "555" not in str(value)
    outcomes = {
        (p.attributes["marketplace"], p.attributes["locale"], p.attributes["outcome"]): p.value
        for p in telemetry.metric_points("policy_review.retrieval.scope_outcome")
    }
    assert outcomes == {("EBAY", "en-US", "RESOLVED"): 1, ("EBAY", "unknown", "NO_RELEASE_FOR_MARKETPLACE_LOCALE"): 1}
    histogram = telemetry.metric_points("policy_review.retrieval.evidence_count")
    assert {p.attributes["outcome"] for p in histogram} == {"RESOLVED", "NO_RELEASE_FOR_MARKETPLACE_LOCALE"}
    assert sum(p.count for p in histogram) == 2


async def test_invalid_requests_name_every_offending_field(corpus: Database, wordllama: WordLlamaEmbedder) -> None:
    bad_scope = retrieval_service_pb2.ResolveScopeRequest(
        scope=retrieval_service_pb2.ReviewScope(locale="", category="", review_date="2026-13-45")
    )
    bad_listing = retrieve_request(review_date="tomorrow", locale="english", category="shoes", title="")
    bad_listing.listing.marketplace = common_pb2.MARKETPLACE_UNSPECIFIED
    bad_listing.listing.condition = common_pb2.LISTING_CONDITION_UNSPECIFIED
    async with serving(corpus, wordllama) as stub:
        with pytest.raises(grpc.aio.AioRpcError) as scope_failure:
            await stub.ResolveScope(bad_scope)
        with pytest.raises(grpc.aio.AioRpcError) as listing_failure:
            await stub.Retrieve(bad_listing)
        with pytest.raises(grpc.aio.AioRpcError) as missing_listing:
            await stub.Retrieve(retrieval_service_pb2.RetrieveRequest())
    expected = [
        (scope_failure, {"scope.marketplace", "scope.locale", "scope.category", "scope.review_date"}),
        (
            listing_failure,
            {
                "listing.marketplace",
                "listing.locale",
                "listing.category",
                "listing.title",
                "listing.condition",
                "review_date",
            },
        ),
    ]
    for failure, fields in expected:
        assert failure.value.code() == grpc.StatusCode.INVALID_ARGUMENT
        error = from_rpc_error(failure.value)
        assert error is not None
        assert error.reason is ErrorReason.INVALID_REQUEST
        assert {v.field for v in error.violations} == fields
        assert "english" not in str(error.violations)
        assert "tomorrow" not in str(error.violations)
    missing = from_rpc_error(missing_listing.value)
    assert missing is not None
    assert "listing" in {v.field for v in missing.violations}


async def test_section_applicability_is_stored_and_inapplicable_sections_are_never_served(
    corpus: Database, wordllama: WordLlamaEmbedder
) -> None:
    stored = admin_rows(
        corpus,
        "SELECT DISTINCT applies_to_conditions, applies_to_categories FROM policy_chunk "
        "WHERE section_id = 'refurbished-condition'",
    )
    assert stored == [(["REFURBISHED"], [])]
    fields: dict[str, Any] = {
        "category": "ELECTRONICS",
        "title": "Refurbished mirrorless camera body",
        "description": "Refurbished camera, excellent refurbished condition.",
        "attributes": {"brand": "ExampleCam", "model": "X100"},
    }
    async with serving(corpus, wordllama, top_k=20, max_chunks_per_policy=20) as stub:
        refurbished = await stub.Retrieve(retrieve_request(condition="REFURBISHED", **fields))
        used = await stub.Retrieve(retrieve_request(condition="USED", **fields))
    served = {e.section_id: e for e in refurbished.evidence}
    assert "refurbished-condition" in served
    assert list(served["refurbished-condition"].applies_to_conditions) == [common_pb2.REFURBISHED]
    assert "refurbished-condition" not in {e.section_id for e in used.evidence}
    assert used.evidence, "the sections that apply to used items are still served"


async def test_completion_brings_a_section_for_every_code_the_scope_supports(
    corpus: Database, wordllama: WordLlamaEmbedder
) -> None:
    # The steering sentence: checkout talk pulls off-platform and link sections, the email is the problem.
    request = retrieve_request(
        category="BOOKS",
        title="Used paperback, The Left Hand of Darkness",
        description=(
            "Questions? email me at book.seller@example.com. Payment goes through the marketplace checkout so "
            "buyer protection covers the sale."
        ),
    )
    async with serving(corpus, wordllama, evidence_completion=False) as stub:
        similarity_only = await stub.Retrieve(request)
    async with serving(corpus, wordllama) as stub:
        completed = await stub.Retrieve(request)
    scope = set(completed.scope_finding_codes)
    assert set(similarity_only.scope_finding_codes) == scope
    assert common_pb2.CONTACT_INFO_IN_LISTING in scope
    # Codes no applicable section in scope supports are not claimed (BOOKS: no electronics policy).
    assert common_pb2.FUNCTIONAL_STATUS_MISSING not in scope
    supported = {code for e in completed.evidence for code in e.supported_finding_codes}
    assert supported == scope
    assert list(completed.omitted_finding_codes) == []
    # The section of what the listing triggers leads; everything similarity found is still there.
    assert completed.evidence[0].section_id == "contact-details"
    assert {e.chunk_id for e in similarity_only.evidence} <= {e.chunk_id for e in completed.evidence}
    async with serving(corpus, wordllama, signal_ranking=False) as stub:
        unled = await stub.Retrieve(request)
    prefix = [e.chunk_id for e in unled.evidence][: len(similarity_only.evidence)]
    assert prefix == [e.chunk_id for e in similarity_only.evidence]
    assert "contact-details" not in {e.section_id for e in similarity_only.evidence}


async def test_a_completion_that_does_not_fit_the_budget_is_reported_not_dropped(
    corpus: Database, wordllama: WordLlamaEmbedder
) -> None:
    request = retrieve_request(category="ELECTRONICS", description="Broken.", condition="FOR_PARTS")
    async with serving(corpus, wordllama, max_context_characters=1500) as stub:
        response = await stub.Retrieve(request)
    assert sum(len(e.text) for e in response.evidence) <= 1500
    supported = {code for e in response.evidence for code in e.supported_finding_codes}
    omitted = set(response.omitted_finding_codes)
    assert omitted
    assert omitted | supported == set(response.scope_finding_codes)
    assert not omitted & supported
