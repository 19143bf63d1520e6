"""The invariant across the rules reviewer and validation, over generated listings and ledgers.

Whatever the listing says and whatever evidence reached the ledger (any codes, any applicability),
every code the detectors signal ends accepted (grounded in an applicable cited section, quote
verified) or named in a warning; a review with a signal is never NO_POLICY_FINDINGS.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from generation.domain.rules import rules_findings
from services.detectors import detect
from services.records import Evidence, LedgerEntry, Listing
from services.vocabulary import FindingCode, ListingCondition, Marketplace, ReviewStatus
from validation.domain import ProposedFinding, build_ledger, validate_findings

FRAGMENTS = [
    "Questions? email me at book.seller@example.com.",
    "Payment goes through the marketplace checkout so buyer protection covers the sale.",
    "Call or text 412-555-0187.",
    "Message me on WhatsApp for a discount.",
    "See more at www.example-shop.com/items.",
    "Pay by Zelle to skip the fees.",
    "Broken.",
    "Light scratches on the back, screen clean.",
    "Tested, powers on and charges.",
    "Brand new in the sealed box.",
    "Lightly used, some wear.",
    "Compatible with iPhone and Samsung chargers.",
]
TITLES = ["Used paperback novel", "Sony wireless headphones", "HOT SALE!!! phone L@@K", "Apple iPhone 12 64GB"]
ATTRIBUTES = [{}, {"brand": "Bose", "model": "QC45"}, {"brand": "Apple", "model": "iPhone 12"}, {"brand": "Sony"}]


@st.composite
def listings(draw: st.DrawFn) -> Listing:
    return Listing(
        listing_id="generated",
        marketplace=draw(st.sampled_from(list(Marketplace))),
        locale="en-US",
        category=draw(st.sampled_from(["ELECTRONICS", "BOOKS", "HOME"])),
        title=draw(st.sampled_from(TITLES)),
        description=" ".join(draw(st.lists(st.sampled_from(FRAGMENTS), min_size=1, max_size=4))),
        condition=draw(st.sampled_from(list(ListingCondition))),
        price=10.0,
        attributes=draw(st.sampled_from(ATTRIBUTES)),
    )


@st.composite
def sections(draw: st.DrawFn, index: int) -> Evidence:
    return Evidence(
        chunk_id=f"chunk-{index}",
        release_id="release",
        policy_id="policy",
        policy_version="2026-09-15",
        section_id=f"section-{index}",
        section_heading=f"Section {index}",
        text="Policy text.",
        supported_finding_codes=tuple(draw(st.sets(st.sampled_from(list(FindingCode)), min_size=1, max_size=3))),
        source_url="https://example.test/policy",
        effective_from="2026-09-15",
        marketplace=Marketplace.EBAY,
        locale="en-US",
        categories=("ALL",),
        applies_to_conditions=tuple(draw(st.sets(st.sampled_from(list(ListingCondition)), max_size=2))),
        applies_to_categories=tuple(draw(st.sets(st.sampled_from(["ELECTRONICS", "BOOKS"]), max_size=1))),
    )


@settings(max_examples=300, deadline=None)
@given(
    listing=listings(), size=st.integers(0, 6), extra_scope=st.sets(st.sampled_from(list(FindingCode))), data=st.data()
)
def test_every_detected_code_ends_grounded_or_named(
    listing: Listing, size: int, extra_scope: set[FindingCode], data: st.DataObject
) -> None:
    ledger = build_ledger([data.draw(sections(n)) for n in range(size)])
    entries = [LedgerEntry(entry.evidence_id, entry.evidence) for entry in ledger]
    proposals = [
        ProposedFinding(
            f.code,
            f.severity,
            f.message,
            f.listing_fields,
            f.evidence_ids,
            f.recommended_action,
            f.reviewer,
            f.listing_quote,
            f.evidence_quote,
        )
        for f in rules_findings(listing, entries)
    ]
    scope = {code for entry in ledger for code in entry.evidence.supported_finding_codes} | extra_scope
    result = validate_findings(ledger, proposals, listing=listing, scope_codes=scope)

    detected = {d.code for d in detect(listing)}
    assert {p.code for p in proposals} == detected  # nothing the detectors saw is dropped before validation
    accepted = {f.code for f in result.findings}
    warned = {w.finding_code for w in result.warnings}
    assert detected <= accepted | warned
    if detected:
        assert result.status is not ReviewStatus.NO_POLICY_FINDINGS
        assert result.requires_human_review
    for finding in result.findings:
        for evidence_id in finding.evidence_ids:
            cited = ledger.get(evidence_id)
            assert cited is not None
            assert cited.evidence.applies_to(listing.condition, listing.category)
    # The rules reviewer's own quotes always verify: its rejections are about the ledger, never its text.
    assert not {w.reason.value for w in result.warnings if w.reason is not None} & {
        "LISTING_QUOTE_MISSING",
        "LISTING_QUOTE_NOT_FOUND",
        "LISTING_QUOTE_UNEXPECTED",
    }
