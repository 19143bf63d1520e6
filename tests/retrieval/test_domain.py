"""Pure retrieval logic: the scope rule, query rendering, fusion and bounding."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from retrieval.domain.bounding import BoundingRules, bound, complete, fuse, rrf_score
from retrieval.domain.model import Candidate, EmbeddingSpace, Release, RetrievalMode, ScopeOutcome, ScopeRequest
from retrieval.domain.query import render_lexical_text, render_query
from retrieval.domain.scope import canonical_locale, is_category, resolve_scope
from services.records import Evidence, Listing, rescored
from services.vocabulary import FindingCode, ListingCondition, Marketplace

SPACE = EmbeddingSpace("wordllama-l2_supercat-256", 256)
TODAY = date(2026, 11, 1)


def release(
    policy_id: str = "ebay-item-description",
    *,
    marketplace: Marketplace = Marketplace.EBAY,
    locale: str = "en-US",
    categories: tuple[str, ...] = ("ALL",),
    effective_from: date = date(2026, 7, 20),
    model: str = SPACE.model_id,
    dimensions: int = SPACE.dimensions,
) -> Release:
    return Release(
        release_id=f"{policy_id}-{locale}-{effective_from.isoformat()}",
        policy_id=policy_id,
        version=effective_from.isoformat(),
        marketplace=marketplace,
        locale=locale,
        categories=categories,
        effective_from=effective_from,
        source_url="https://example.com/policy",
        embedding_model=model,
        embedding_dimensions=dimensions,
    )


def scope(category: str = "ELECTRONICS", review_date: date = TODAY, locale: str = "en-US") -> ScopeRequest:
    return ScopeRequest(Marketplace.EBAY, locale, category, review_date)


class TestScopeRule:
    def test_resolves_matching_releases_ordered_by_policy_id(self) -> None:
        electronics = release("ebay-electronics-listing", categories=("ELECTRONICS",))
        general = release("ebay-contact-information")
        resolution = resolve_scope([general, electronics], scope(), SPACE)
        assert resolution.outcome is ScopeOutcome.RESOLVED
        assert [r.policy_id for r in resolution.releases] == ["ebay-contact-information", "ebay-electronics-listing"]
        assert (resolution.review_date, resolution.embedding_model) == (TODAY, SPACE.model_id)

    def test_category_must_be_listed_or_all(self) -> None:
        electronics = release("ebay-electronics-listing", categories=("ELECTRONICS", "CAMERAS"))
        general = release("ebay-item-description")
        shoes = resolve_scope([electronics, general], scope("SHOES"), SPACE)
        assert [r.policy_id for r in shoes.releases] == ["ebay-item-description"]
        cameras = resolve_scope([electronics], scope("CAMERAS"), SPACE)
        assert [r.policy_id for r in cameras.releases] == ["ebay-electronics-listing"]

    def test_other_marketplace_or_locale_never_applies(self) -> None:
        active = [release(marketplace=Marketplace.AMAZON), release(locale="en-GB")]
        resolution = resolve_scope(active, scope(), SPACE)
        assert resolution.outcome is ScopeOutcome.NO_RELEASE_FOR_MARKETPLACE_LOCALE
        assert resolution.releases == ()

    def test_no_release_for_category(self) -> None:
        active = [release(categories=("ELECTRONICS",))]
        assert resolve_scope(active, scope("SHOES"), SPACE).outcome is ScopeOutcome.NO_RELEASE_FOR_CATEGORY

    def test_effective_from_is_inclusive(self) -> None:
        future = release(effective_from=date(2026, 9, 20))
        day_before = resolve_scope([future], scope(review_date=date(2026, 9, 19)), SPACE)
        assert day_before.outcome is ScopeOutcome.NOT_EFFECTIVE_YET
        on_the_day = resolve_scope([future], scope(review_date=date(2026, 9, 20)), SPACE)
        assert on_the_day.outcome is ScopeOutcome.RESOLVED

    def test_only_effective_releases_are_kept(self) -> None:
        current = release("ebay-item-description")
        future = release("ebay-contact-information", effective_from=date(2026, 12, 1))
        resolution = resolve_scope([current, future], scope(), SPACE)
        assert [r.policy_id for r in resolution.releases] == ["ebay-item-description"]

    @pytest.mark.parametrize(("model", "dimensions"), [("embeddinggemma:300m", 768), (SPACE.model_id, 768)])
    def test_embedding_model_and_dimensions_must_match(self, model: str, dimensions: int) -> None:
        other_space = release(model=model, dimensions=dimensions)
        assert resolve_scope([other_space], scope(), SPACE).outcome is ScopeOutcome.EMBEDDING_MISMATCH

    def test_the_first_filter_that_empties_the_set_is_the_reason(self) -> None:
        # Wrong category AND not effective AND other model: the category is what a reader checks first.
        odd = release(categories=("TOYS",), effective_from=date(2027, 1, 1), model="other", dimensions=768)
        assert resolve_scope([odd], scope(), SPACE).outcome is ScopeOutcome.NO_RELEASE_FOR_CATEGORY


@pytest.mark.parametrize(
    ("raw", "canonical"),
    [("en-US", "en-US"), ("en-us", "en-US"), ("EN-gb", "en-GB"), ("zh-hant-tw", "zh-Hant-TW"), ("de", "de")],
)
def test_canonical_locale(raw: str, canonical: str) -> None:
    assert canonical_locale(raw) == canonical


@pytest.mark.parametrize("raw", ["", "e", "english", "en_US", "en-", "en US", "x" * 40])
def test_not_a_locale(raw: str) -> None:
    assert canonical_locale(raw) is None


@pytest.mark.parametrize(
    ("value", "ok"), [("ELECTRONICS", True), ("HOME_AND_GARDEN", True), ("shoes", False), ("", False)]
)
def test_category_shape(value: str, ok: bool) -> None:
    assert is_category(value) is ok


def listing(**changes: object) -> Listing:
    base = Listing(
        listing_id="l-1",
        marketplace=Marketplace.EBAY,
        locale="en-US",
        category="HOME_AND_GARDEN",
        title="  Vintage   brass lamp ",
        description="Call 555-123-4567\n\nfor details.",
        condition=ListingCondition.FOR_PARTS,
        price=10.0,
        attributes={"material": "brass", "color": "gold"},
    )
    return replace(base, **changes)  # type: ignore[arg-type]


class TestQuery:
    def test_renders_every_field_in_a_fixed_order(self) -> None:
        assert render_query(listing()) == (
            "Vintage brass lamp\nCall 555-123-4567 for details.\nfor parts or not working\nhome and garden\n"
            "color gold\nmaterial brass"
        )

    def test_is_deterministic_whatever_the_attribute_order(self) -> None:
        reordered = listing(attributes={"color": "gold", "material": "brass"})
        assert render_query(reordered) == render_query(listing())
        assert render_lexical_text(reordered) == render_lexical_text(listing())

    def test_lexical_text_is_only_the_sellers_words(self) -> None:
        assert render_lexical_text(listing()) == "Vintage brass lamp Call 555-123-4567 for details. gold brass"


def evidence(
    chunk_id: str,
    *,
    policy_id: str = "p1",
    section_id: str | None = None,
    vector: float = 0.5,
    lexical: float = 0.0,
    text: str = "policy text",
) -> Evidence:
    return Evidence(
        chunk_id=chunk_id,
        release_id=f"release-{policy_id}",
        policy_id=policy_id,
        policy_version="2026-01-01",
        section_id=section_id or f"section-{chunk_id}",
        section_heading="Heading",
        text=text,
        supported_finding_codes=(FindingCode.CONTACT_INFO_IN_LISTING,),
        source_url="https://example.com",
        effective_from="2026-01-01",
        marketplace=Marketplace.EBAY,
        locale="en-US",
        categories=("ALL",),
        vector_score=vector,
        lexical_score=lexical,
        fused_score=vector,
    )


RULES = BoundingRules(
    similarity_threshold=0.15, lexical_threshold=0.2, top_k=8, max_chunks_per_policy=2, max_context_characters=8000
)


class TestFusion:
    def test_vector_mode_orders_by_similarity(self) -> None:
        fused = fuse([Candidate(evidence("a", vector=0.3, lexical=0.9), 2, 1)], RetrievalMode.VECTOR, 60)
        assert fused[0].fused_score == pytest.approx(0.3)

    def test_hybrid_mode_is_reciprocal_rank_fusion(self) -> None:
        both, vector_only = fuse(
            [Candidate(evidence("a"), 2, 1), Candidate(evidence("b"), 1, None)], RetrievalMode.HYBRID, 60
        )
        assert both.fused_score == pytest.approx(1 / 62 + 1 / 61)
        assert vector_only.fused_score == pytest.approx(1 / 61)
        assert rrf_score((None, None), 60) == 0.0


class TestBounding:
    def test_threshold_drops_weak_chunks_and_hybrid_admits_strong_full_text(self) -> None:
        weak = evidence("weak", vector=0.1)
        quoted = evidence("quoted", vector=0.1, lexical=0.6)
        assert bound([weak, quoted], RULES, RetrievalMode.VECTOR) == ()
        assert [e.chunk_id for e in bound([weak, quoted], RULES, RetrievalMode.HYBRID)] == ["quoted"]

    def test_sorted_by_fused_score_with_stable_ties(self) -> None:
        items = [
            replace(evidence("b", policy_id="p1", vector=0.4), fused_score=0.02),
            replace(evidence("a", policy_id="p2", vector=0.4), fused_score=0.02),
            replace(evidence("c", policy_id="p3", vector=0.9), fused_score=0.03),
            replace(evidence("d", policy_id="p4", vector=0.5), fused_score=0.02),
        ]
        assert [e.chunk_id for e in bound(items, RULES, RetrievalMode.HYBRID)] == ["c", "d", "a", "b"]

    def test_keeps_the_best_chunk_of_each_section(self) -> None:
        items = [
            evidence("second-part", section_id="contact", vector=0.4),
            evidence("first-part", section_id="contact", vector=0.6),
        ]
        assert [e.chunk_id for e in bound(items, RULES, RetrievalMode.VECTOR)] == ["first-part"]

    def test_same_section_id_in_two_policies_is_two_sections(self) -> None:
        items = [evidence("a", policy_id="p1", section_id="s"), evidence("b", policy_id="p2", section_id="s")]
        assert len(bound(items, RULES, RetrievalMode.VECTOR)) == 2

    def test_caps_chunks_per_policy(self) -> None:
        items = [evidence(str(i), policy_id="p1", vector=0.9 - i / 100) for i in range(4)]
        items.append(evidence("other", policy_id="p2", vector=0.2))
        kept = bound(items, RULES, RetrievalMode.VECTOR)
        assert [e.chunk_id for e in kept] == ["0", "1", "other"]

    def test_caps_total_characters_by_skipping_what_does_not_fit(self) -> None:
        rules = replace(RULES, max_context_characters=100, max_chunks_per_policy=8)
        items = [
            evidence("a", vector=0.9, text="x" * 60),
            evidence("too-long", vector=0.8, text="x" * 50),
            evidence("fits", vector=0.7, text="x" * 40),
        ]
        kept = bound(items, rules, RetrievalMode.VECTOR)
        assert [e.chunk_id for e in kept] == ["a", "fits"]
        assert sum(len(e.text) for e in kept) <= 100

    def test_top_k(self) -> None:
        rules = replace(RULES, top_k=3, max_chunks_per_policy=50)
        items = [evidence(f"{i:02d}", vector=0.9 - i / 100) for i in range(10)]
        assert [e.chunk_id for e in bound(items, rules, RetrievalMode.VECTOR)] == ["00", "01", "02"]

    def test_nothing_relevant_is_empty(self) -> None:
        assert bound([evidence("a", vector=0.01)], RULES, RetrievalMode.HYBRID) == ()


CONTACT = FindingCode.CONTACT_INFO_IN_LISTING
LINK = FindingCode.EXTERNAL_LINK
OFF = FindingCode.OFF_PLATFORM_TRANSACTION
CONDITION = FindingCode.CONDITION_DETAILS_MISSING


def coded(chunk_id: str, *codes: FindingCode, vector: float = 0.5, text: str = "x" * 100) -> Evidence:
    return replace(evidence(chunk_id, vector=vector, text=text), supported_finding_codes=codes)


class TestCompletion:
    def test_signalled_sections_lead_then_similarity_then_one_section_per_missing_code(self) -> None:
        off = coded("off", OFF, vector=0.9)
        links = coded("links", LINK, vector=0.8)
        contact = coded("contact", CONTACT, vector=0.1)
        broad = coded("broad", CONTACT, LINK, vector=0.2)
        condition = coded("condition", CONDITION, vector=0.05)
        kept = [off, links]
        done = complete(kept, [off, links, broad, contact], [condition, contact], RULES, {CONTACT})
        # The specific contact section first, then the broad one, then similarity, then completion.
        assert [e.chunk_id for e in done.evidence] == ["contact", "broad", "off", "links", "condition"]
        assert done.scope_codes == (CONDITION, CONTACT, LINK, OFF)
        assert done.omitted_codes == ()

    def test_a_signal_the_scope_cannot_support_changes_nothing(self) -> None:
        off = coded("off", OFF, vector=0.9)
        done = complete([off], [off], [], RULES, {CONTACT})
        assert [e.chunk_id for e in done.evidence] == ["off"]
        assert done.scope_codes == (OFF,)

    def test_switched_off_it_returns_the_similarity_evidence_and_still_reports_the_scope(self) -> None:
        off = coded("off", OFF, vector=0.9)
        contact = coded("contact", CONTACT, vector=0.1)
        rules = replace(RULES, evidence_completion=False)
        done = complete([off], [off], [contact], rules, {CONTACT})
        assert [e.chunk_id for e in done.evidence] == ["off"]
        assert done.scope_codes == (CONTACT, OFF)
        assert done.omitted_codes == ()

    def test_over_budget_redundant_similarity_goes_first_and_what_cannot_fit_is_reported(self) -> None:
        off = coded("off", OFF, vector=0.9, text="o" * 400)
        also_off = coded("also-off", OFF, vector=0.8, text="a" * 400)
        contact = coded("contact", CONTACT, vector=0.1, text="c" * 400)
        condition = coded("condition", CONDITION, vector=0.05, text="d" * 400)
        budget = replace(RULES, max_context_characters=1250)
        done = complete([off, also_off], [off, also_off], [contact, condition], budget, {CONTACT})
        assert [e.chunk_id for e in done.evidence] == ["contact", "off", "condition"]
        assert done.omitted_codes == ()
        tight = complete(
            [off, also_off],
            [off, also_off],
            [contact, condition],
            replace(budget, max_context_characters=850),
            {CONTACT},
        )
        # The completion section goes before similarity evidence nobody else covers.
        assert [e.chunk_id for e in tight.evidence] == ["contact", "off"]
        assert tight.omitted_codes == (CONDITION,)
        assert sum(len(e.text) for e in tight.evidence) <= 850


def test_rescoring_makes_the_object_replace_would() -> None:
    item = evidence("c1", vector=0.7, lexical=0.3)
    made = [
        rescored(item, fused_score=0.25),
        rescored(item, lexical_score=0.0),
        rescored(item, fused_score=0.1, lexical_score=0.2),
    ]
    assert made == [
        replace(item, fused_score=0.25),
        replace(item, lexical_score=0.0),
        replace(item, fused_score=0.1, lexical_score=0.2),
    ]
    assert all(m is not item for m in made)
    assert (item.fused_score, item.lexical_score) == (0.7, 0.3)
    with pytest.raises(AttributeError):
        made[0].fused_score = 1.0  # type: ignore[misc]
