"""No silent all-clear: applicability, grounding gaps, quotes and caller-facing text, on pure records.

The property tests generate listings, ledgers (with applicability) and proposals (with real, re-typed
and fabricated quotes) and check the invariant of docs/architecture.md "Statuses": a signalled code ends
grounded or in a warning naming it and why, and never in NO_POLICY_FINDINGS without human review.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from services.records import Evidence, Listing
from services.vocabulary import (
    PRESENT_FINDING_CODES,
    FindingCode,
    ListingCondition,
    ListingField,
    Marketplace,
    OmissionReason,
    RejectionReason,
    ReviewStatus,
    Severity,
    VetoReason,
)
from validation.domain import Ledger, ProposedFinding, ValidationResult, build_ledger, validate_findings
from validation.domain.caution import risk_wording
from validation.domain.findings import OMITTED_WARNING_CODE, ReviewWarning
from validation.domain.text import canonical_text, field_texts, listing_quote_verifies, normalise

CONTACT = FindingCode.CONTACT_INFO_IN_LISTING
CONDITION = FindingCode.CONDITION_DETAILS_MISSING
FUNCTIONAL = FindingCode.FUNCTIONAL_STATUS_MISSING

USED_CAMERA = Listing(
    listing_id="camera-1",
    marketplace=Marketplace.EBAY,
    locale="en-US",
    category="ELECTRONICS",
    title="Used mirrorless camera body",
    description="Works well. Questions? Email me at camera.seller@example.com \u2014 it\u2019s \u201cmint\u201d.",
    condition=ListingCondition.USED,
    price=425.0,
    attributes={"brand": "ExampleCam", "model": "X100"},
)


def section(
    section_id: str,
    *codes: FindingCode,
    conditions: tuple[ListingCondition, ...] = (),
    categories: tuple[str, ...] = (),
    text: str = "Listings must not include email addresses or phone numbers.",
) -> Evidence:
    return Evidence(
        chunk_id=f"chunk-{section_id}",
        release_id="release-1",
        policy_id="ebay-policy",
        policy_version="2026-09-15",
        section_id=section_id,
        section_heading=section_id,
        text=text,
        supported_finding_codes=codes,
        source_url="https://example.test/policy",
        effective_from="2026-09-15",
        marketplace=Marketplace.EBAY,
        locale="en-US",
        categories=("ALL",),
        applies_to_conditions=conditions,
        applies_to_categories=categories,
    )


def finding(
    code: FindingCode,
    *ids: str,
    quote: str = "",
    evidence_quote: str = "",
    fields: tuple[ListingField, ...] = (ListingField.DESCRIPTION,),
    message: str = "Contact details are not allowed in the description.",
    action: str = "Remove them.",
) -> ProposedFinding:
    return ProposedFinding(code, Severity.WARNING, message, fields, ids, action, "gemini", quote, evidence_quote)


def review(
    ledger: Ledger,
    *proposals: ProposedFinding,
    listing: Listing = USED_CAMERA,
    scope: tuple[FindingCode, ...] | None = None,
    omitted: tuple[FindingCode, ...] = (),
) -> ValidationResult:
    return validate_findings(ledger, list(proposals), listing=listing, scope_codes=scope, omitted_codes=omitted)


# --- applicability ------------------------------------------------------------------------------

REFURBISHED_ONLY = section("refurbished-condition", CONDITION, conditions=(ListingCondition.REFURBISHED,))


def test_a_citation_of_a_section_for_other_conditions_is_rejected_and_counted() -> None:
    ledger = build_ledger([REFURBISHED_ONLY, section("condition-disclosure", CONDITION)])
    result = review(ledger, finding(CONDITION, "POLICY_1"))
    assert result.rejections == {RejectionReason.INAPPLICABLE_SECTION: 1}
    assert result.status is ReviewStatus.NEEDS_HUMAN_REVIEW
    assert review(ledger, finding(CONDITION, "POLICY_2")).status is ReviewStatus.POLICY_FINDINGS_AVAILABLE
    refurbished = replace(USED_CAMERA, condition=ListingCondition.REFURBISHED)
    assert review(ledger, finding(CONDITION, "POLICY_1"), listing=refurbished).findings


def test_a_citation_of_a_section_for_other_categories_is_rejected() -> None:
    books_only = section("books", CONDITION, categories=("BOOKS",))
    result = review(build_ledger([books_only]), finding(CONDITION, "POLICY_1"), scope=(CONDITION,))
    # The only section for the code does not apply to a camera, so nothing in the ledger could ground it.
    assert result.warnings == (ReviewWarning(RejectionReason.EVIDENCE_NOT_RETRIEVED, CONDITION),)


# --- why a signalled code could not be grounded -----------------------------------------------------


def test_a_code_no_section_in_scope_supports_is_named_with_no_policy_in_scope() -> None:
    ledger = build_ledger([section("condition-disclosure", CONDITION)])
    result = review(ledger, finding(CONTACT, quote="camera.seller@example.com"), scope=(CONDITION,))
    assert (result.status, result.requires_human_review) == (ReviewStatus.NEEDS_HUMAN_REVIEW, True)
    assert result.warnings == (ReviewWarning(RejectionReason.NO_POLICY_IN_SCOPE, CONTACT),)
    assert result.rejections == {RejectionReason.NO_POLICY_IN_SCOPE: 1}


def test_a_code_whose_section_did_not_reach_the_ledger_is_named_with_evidence_not_retrieved() -> None:
    ledger = build_ledger([section("condition-disclosure", CONDITION)])
    result = review(ledger, finding(CONTACT, "POLICY_1", quote="camera.seller@example.com"), scope=(CONDITION, CONTACT))
    assert result.warnings == (ReviewWarning(RejectionReason.EVIDENCE_NOT_RETRIEVED, CONTACT),)


def test_a_reviewer_that_did_not_cite_existing_evidence_keeps_its_own_reason() -> None:
    ledger = build_ledger([section("contact-details", CONTACT)])
    result = review(ledger, finding(CONTACT, quote="camera.seller@example.com"), scope=(CONTACT,))
    assert result.warnings == (ReviewWarning(RejectionReason.NO_EVIDENCE, CONTACT),)


def test_a_section_the_budget_left_out_is_a_warning_even_when_nothing_was_signalled() -> None:
    ledger = build_ledger([section("condition-disclosure", CONDITION)])
    result = review(ledger, scope=(CONDITION, CONTACT), omitted=(CONTACT,))
    assert result.warnings == (ReviewWarning(OmissionReason.EVIDENCE_BUDGET_EXCEEDED, CONTACT, OMITTED_WARNING_CODE),)
    assert (result.status, result.requires_human_review) == (ReviewStatus.NEEDS_HUMAN_REVIEW, True)


# --- quotes ---------------------------------------------------------------------------------------

LEDGER = build_ledger(
    [section("contact-details", CONTACT), section("condition-disclosure", CONDITION, text="Describe wear.")]
)


@pytest.mark.parametrize(
    "quote",
    [
        "camera.seller@example.com",
        "  Email me at CAMERA.SELLER@example.com ",
        '"Email me at camera.seller@example.com"',
        'it\'s "mint"',
        "Questions?\n  Email me",
        "\uff45mail me at camera.seller@example.com",  # full-width letter, NFKC
    ],
)
def test_listing_quotes_verify_after_the_same_normalisation_on_both_sides(quote: str) -> None:
    result = review(LEDGER, finding(CONTACT, "POLICY_1", quote=quote))
    assert [f.code for f in result.findings] == [CONTACT]
    assert result.findings[0].listing_quote == quote.strip()


@pytest.mark.parametrize(
    ("proposal", "reason"),
    [
        (finding(CONTACT, "POLICY_1"), RejectionReason.LISTING_QUOTE_MISSING),
        (finding(CONTACT, "POLICY_1", quote="call me on 555-123-4567"), RejectionReason.LISTING_QUOTE_NOT_FOUND),
        (finding(CONTACT, "POLICY_1", quote="me"), RejectionReason.LISTING_QUOTE_NOT_FOUND),
        (finding(CONTACT, "POLICY_1", quote='"me."'), RejectionReason.LISTING_QUOTE_NOT_FOUND),
        # Real listing text, but not of the field the finding names.
        (
            finding(CONTACT, "POLICY_1", quote="mirrorless camera", fields=(ListingField.DESCRIPTION,)),
            RejectionReason.LISTING_QUOTE_NOT_FOUND,
        ),
        (finding(CONDITION, "POLICY_2", quote="Works well."), RejectionReason.LISTING_QUOTE_UNEXPECTED),
        (
            finding(CONTACT, "POLICY_1", quote="camera.seller@example.com", evidence_quote="Contact is fine."),
            RejectionReason.EVIDENCE_QUOTE_NOT_FOUND,
        ),
    ],
)
def test_quotes_that_do_not_verify_are_rejected_with_a_counted_reason(
    proposal: ProposedFinding, reason: RejectionReason
) -> None:
    result = review(LEDGER, proposal)
    assert result.findings == ()
    assert result.rejections == {reason: 1}
    assert result.warnings == (ReviewWarning(reason, proposal.code),)


def test_a_quote_that_is_punctuation_is_compared_as_written() -> None:
    shouting = replace(USED_CAMERA, title="!!! HOT SALE !!! camera")
    ledger = build_ledger([section("title-content", FindingCode.PROMOTIONAL_TITLE)])
    title = (ListingField.TITLE,)
    accepted = review(
        ledger, finding(FindingCode.PROMOTIONAL_TITLE, "POLICY_1", quote="!!!", fields=title), listing=shouting
    )
    assert [f.listing_quote for f in accepted.findings] == ["!!!"]
    rejected = review(
        ledger, finding(FindingCode.PROMOTIONAL_TITLE, "POLICY_1", quote="???", fields=title), listing=shouting
    )
    assert rejected.rejections == {RejectionReason.LISTING_QUOTE_NOT_FOUND: 1}


def test_an_evidence_quote_of_the_cited_section_is_kept() -> None:
    proposal = finding(
        CONTACT, "POLICY_1", quote="camera.seller@example.com", evidence_quote="must not include email addresses"
    )
    (accepted,) = review(LEDGER, proposal).findings
    assert accepted.evidence_quote == "must not include email addresses"


def test_attribute_quotes_match_one_attribute() -> None:
    proposal = finding(
        FindingCode.PRODUCT_DETAIL_MISMATCH,
        "POLICY_1",
        quote="brand: ExampleCam",
        fields=(ListingField.ATTRIBUTES,),
    )
    ledger = build_ledger([section("consistency", FindingCode.PRODUCT_DETAIL_MISMATCH)])
    assert review(ledger, proposal).findings
    assert field_texts(USED_CAMERA, ListingField.ATTRIBUTES) == ("brand: ExampleCam", "model: X100")


# --- caller-facing text -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "action"),
    [
        ("Remove camera.seller@example.com from the description.", "Remove it."),
        ("The listing mentions an email.", "Contact the buyer at camera.seller@example.com instead."),
        ("Otherwise the listing is compliant.", "Remove the email."),
        ("The listing is approved once the email is gone.", "Remove the email."),
        ("Email found.", "Then it is safe to publish."),
        ("Email found.", "Then you are good to go."),
        ("The listing links to www.example-shop.com.", "Remove it."),
        ("Email found; call 412 555 0187 for help.", "Remove it."),
        ("Email found; ask @camera_seller.", "Remove it."),
        ("The seller wrote: Questions? Email me at camera.seller", "Remove it."),
        ("Email found.", ""),
    ],
)
def test_unsafe_model_prose_is_replaced_by_the_canonical_text_for_the_code(message: str, action: str) -> None:
    proposal = finding(CONTACT, "POLICY_1", quote="camera.seller@example.com", message=message, action=action)
    (accepted,) = review(LEDGER, proposal).findings
    assert (accepted.message, accepted.recommended_action) == canonical_text(CONTACT)


def test_model_prose_that_passes_the_checks_is_kept() -> None:
    proposal = finding(
        CONTACT,
        "POLICY_1",
        quote="camera.seller@example.com",
        message="The description gives an email address for buyers to write to.",
        action="Remove the address and answer questions through marketplace messages.",
    )
    (accepted,) = review(LEDGER, proposal).findings
    assert accepted.message == "The description gives an email address for buyers to write to."


def test_normalisation_folds_typography_case_and_spacing() -> None:
    assert normalise("It\u2019s  \u201cMINT\u201d\n\u2013 ok") == 'it\'s "mint" - ok'


# --- property tests -----------------------------------------------------------------------------------

_CONDITIONS = list(ListingCondition)
_CATEGORIES = ["ELECTRONICS", "BOOKS", "HOME"]
_SENTENCES = [
    "Email me at book.seller@example.com.",
    "Payment goes through the marketplace checkout so buyer protection covers the sale.",
    "Call 412-555-0187 after 5pm.",
    "Broken.",
    "Light wear on the spine, pages clean.",
    "Visit www.example-shop.com for more.",
]


@st.composite
def listings(draw: st.DrawFn) -> Listing:
    sentences = draw(st.lists(st.sampled_from(_SENTENCES), min_size=1, max_size=4))
    return Listing(
        listing_id="generated",
        marketplace=Marketplace.EBAY,
        locale="en-US",
        category=draw(st.sampled_from(_CATEGORIES)),
        title=draw(st.sampled_from(["Used paperback", "Sony headphones", "SALE!!! phone"])),
        description=" ".join(sentences),
        condition=draw(st.sampled_from(_CONDITIONS)),
        price=draw(st.sampled_from([0.0, 12.5])),
        attributes=draw(st.sampled_from([{}, {"brand": "Bose"}, {"brand": "Sony", "model": "WH-1000XM4"}])),
    )


@st.composite
def evidence_items(draw: st.DrawFn, index: int) -> Evidence:
    return section(
        f"section-{index}",
        *draw(st.sets(st.sampled_from(list(FindingCode)), max_size=3)),
        conditions=tuple(draw(st.sets(st.sampled_from(_CONDITIONS), max_size=2))),
        categories=tuple(draw(st.sets(st.sampled_from(_CATEGORIES), max_size=1))),
        text=draw(st.sampled_from(["Do not include email addresses.", "Describe the condition."])),
    )


@st.composite
def ledgers(draw: st.DrawFn) -> Ledger:
    size = draw(st.integers(min_value=0, max_value=5))
    return build_ledger([draw(evidence_items(n)) for n in range(size)])


_IDS = [*(f"POLICY_{n}" for n in range(1, 6)), "POLICY_99", ""]


@st.composite
def proposals(draw: st.DrawFn, listing: Listing) -> ProposedFinding:
    fields = tuple(draw(st.lists(st.sampled_from(list(ListingField)), max_size=3)))
    real = [text for f in fields for text in field_texts(listing, f)]
    quote = draw(
        st.one_of(
            st.just(""),
            st.sampled_from(real or [""]).flatmap(
                lambda text: st.tuples(st.integers(0, len(text)), st.integers(0, len(text))).map(
                    lambda span: text[min(span) : max(span)]
                )
            ),
            st.sampled_from(["fake@example.com", "This listing is compliant.", "CALL ME"]),
        )
    )
    return ProposedFinding(
        code=draw(st.one_of(st.none(), st.sampled_from(list(FindingCode)))),
        severity=draw(st.one_of(st.none(), st.sampled_from(list(Severity)))),
        message=draw(st.sampled_from(["", "m1", "The listing is compliant.", "Email book.seller@example.com"])),
        listing_fields=fields,
        evidence_ids=tuple(draw(st.lists(st.sampled_from(_IDS), max_size=3))),
        recommended_action=draw(st.sampled_from(["", "a1", "Safe to publish."])),
        listing_quote=quote,
        evidence_quote=draw(st.sampled_from(["", "Do not include email addresses", "invented policy"])),
    )


@st.composite
def reviews(draw: st.DrawFn) -> tuple[Listing, Ledger, list[ProposedFinding], frozenset[FindingCode]]:
    listing = draw(listings())
    ledger = draw(ledgers())
    batch = draw(st.lists(proposals(listing), max_size=6))
    ledger_codes = {code for entry in ledger for code in entry.evidence.supported_finding_codes}
    scope = frozenset(ledger_codes | draw(st.sets(st.sampled_from(list(FindingCode)), max_size=4)))
    return listing, ledger, batch, scope


@settings(max_examples=400, deadline=None)
@given(case=reviews(), malformed=st.integers(0, 2), data=st.data())
def test_every_signalled_code_ends_grounded_or_in_a_warning_that_names_it(
    case: tuple[Listing, Ledger, list[ProposedFinding], frozenset[FindingCode]], malformed: int, data: st.DataObject
) -> None:
    listing, ledger, batch, scope = case
    result = validate_findings(ledger, batch, malformed, listing=listing, scope_codes=scope)

    signalled = {p.code for p in batch if p.code is not None}
    # Never a silent all-clear.
    if signalled or malformed:
        assert not (result.status is ReviewStatus.NO_POLICY_FINDINGS and not result.requires_human_review)
        assert result.status is not ReviewStatus.NO_POLICY_FINDINGS
    accepted_codes = {f.code for f in result.findings}
    warned = {w.finding_code for w in result.warnings}
    for code in signalled:
        assert code in accepted_codes or code in warned
    # Accepted means grounded: applicable supporting sections, cited, quotes verified, safe prose.
    for found in result.findings:
        assert found.listing_fields
        assert found.evidence_ids
        for evidence_id in found.evidence_ids:
            entry = ledger.get(evidence_id)
            assert entry is not None
            assert found.code in entry.evidence.supported_finding_codes
            assert entry.evidence.applies_to(listing.condition, listing.category)
        if found.code in PRESENT_FINDING_CODES:
            assert listing_quote_verifies(found.listing_quote, listing, found.listing_fields)
        else:
            assert found.listing_quote == ""
        for text in (found.message, found.recommended_action):
            assert "compliant" not in text.lower()
            assert "safe to publish" not in text.lower()
            assert "book.seller@example.com" not in text
    # The reason names the cause when the ledger could not ground the code at all.
    for warning in result.warnings:
        if warning.reason is RejectionReason.NO_POLICY_IN_SCOPE:
            assert warning.finding_code not in scope
        if warning.reason is RejectionReason.EVIDENCE_NOT_RETRIEVED:
            assert warning.finding_code in scope
            assert not any(
                warning.finding_code in e.evidence.supported_finding_codes
                and e.evidence.applies_to(listing.condition, listing.category)
                for e in ledger
            )
    assert result.requires_human_review == (result.status is not ReviewStatus.NO_POLICY_FINDINGS)
    # Risk wording is counted once per code, only in place of an all-clear, and never beside one.
    risk = result.rejections.get(VetoReason.RISK_WORDING_UNRESOLVED, 0)
    assert len(result.findings) + sum(result.rejections.values()) - risk == len(batch) + malformed
    if risk:
        assert not result.findings
        assert {w.reason for w in result.warnings} == {VetoReason.RISK_WORDING_UNRESOLVED}
    if result.status is ReviewStatus.NO_POLICY_FINDINGS:
        assert not risk_wording(listing)
    assert (
        validate_findings(ledger, data.draw(st.permutations(batch)), malformed, listing=listing, scope_codes=scope)
        == result
    )
