"""No silent all-clear, end to end: real services, the published corpus, the offline rules reviewer and a
Gemini provider fake at the HTTP edge (the real google-genai SDK runs).

Each case is a violation a seller wrapped in text that pulls other sections (the issue's variants and
more of each class). Whatever the wrapping, the answer is the violation grounded in an applicable,
cited section with a verified quote, or a warning naming it: never NO_POLICY_FINDINGS.
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from typing import Any

import pytest

from generation.bootstrap import build_reviewer
from generation.settings import GenerationSettings
from services.embedders.wordllama import WordLlamaEmbedder
from tests.gateway.test_end_to_end import CountingReviewer, RealStack, real_stack
from tests.generation.fakes import Compose, ProviderFake, finding_json
from tests.support import REVIEW_DATE, Database

CHECKOUT = "Payment goes through the marketplace checkout so buyer protection covers the sale."


def listing(listing_id: str, **fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "listingId": listing_id,
        "marketplace": "EBAY",
        "locale": "en-US",
        "category": "BOOKS",
        "title": "Used paperback, The Left Hand of Darkness",
        "description": "Light shelf wear on the cover, pages clean.",
        "condition": "USED",
        "price": 9.5,
        "attributes": {},
        "reviewDate": REVIEW_DATE,
        "includeDiagnostics": True,
    }
    return {**base, **fields}


# (request, the code that must end grounded, the sections that may ground it)
CONTACT_EBAY = {("ebay-contact-information", "contact-details")}
CONTACT_AMAZON = {
    ("amazon-product-detail-page", "contact-and-links"),
    ("amazon-condition-guidelines", "condition-notes-prohibited-content"),
}
MISMATCH_EBAY = {
    ("ebay-electronics-listing", "model-and-brand-consistency"),
    ("ebay-item-description", "accurate-item-details"),
}
FOR_PARTS_EBAY = {
    ("ebay-electronics-listing", "faults-and-for-parts"),
    ("ebay-electronics-listing", "functional-status"),
}

CASES: list[tuple[dict[str, Any], str, set[tuple[str, str]]]] = [
    # The issue's own listing: a sentence about checkout pulls off-platform and link sections.
    (
        listing("books-email", description=f"Questions? email me at book.seller@example.com. {CHECKOUT}"),
        "CONTACT_INFO_IN_LISTING",
        CONTACT_EBAY,
    ),
    (
        listing("books-phone", description=f"Questions? call me on 412-555-0187. {CHECKOUT}"),
        "CONTACT_INFO_IN_LISTING",
        CONTACT_EBAY,
    ),
    (
        listing(
            "books-phone-dots",
            category="HOME",
            title="Used ceramic table lamp",
            description=(
                f"Small chip on the base. Text 415.555.0133 with offers. Returns accepted through eBay. {CHECKOUT}"
            ),
        ),
        "CONTACT_INFO_IN_LISTING",
        CONTACT_EBAY,
    ),
    (
        listing(
            "books-obfuscated",
            description=f"Creased spine. Write to bookseller (at) example (dot) com for more photos. {CHECKOUT}",
        ),
        "CONTACT_INFO_IN_LISTING",
        CONTACT_EBAY,
    ),
    # WhatsApp and a handle on Amazon.
    (
        listing(
            "amazon-whatsapp",
            marketplace="AMAZON",
            category="KITCHEN",
            title="Ninja Professional Blender 1000W",
            description=f"Brand new, factory sealed. Message me on WhatsApp +1 415 555 0133 for a bundle. {CHECKOUT}",
            condition="NEW",
            attributes={"brand": "Ninja", "model": "BL610"},
        ),
        "CONTACT_INFO_IN_LISTING",
        CONTACT_AMAZON,
    ),
    (
        listing(
            "amazon-telegram",
            marketplace="AMAZON",
            category="HOME",
            title="Bamboo cutting board set of 3",
            description="New in shrink wrap. Add me on Telegram for wholesale prices. Checkout is handled by Amazon.",
            condition="NEW",
            attributes={"brand": "Totally Bamboo"},
        ),
        "CONTACT_INFO_IN_LISTING",
        CONTACT_AMAZON,
    ),
    # A title naming one maker, attributes another.
    (
        listing(
            "ebay-sony-bose",
            category="ELECTRONICS",
            title="Sony noise cancelling wireless headphones",
            description="Tested, works perfectly. Light wear on the headband, ear pads clean.",
            attributes={"brand": "Bose", "model": "QuietComfort 45"},
        ),
        "PRODUCT_DETAIL_MISMATCH",
        MISMATCH_EBAY,
    ),
    (
        listing(
            "ebay-canon-nikon",
            category="ELECTRONICS",
            title="Canon DSLR camera body with strap",
            description="Fully working, tested all modes. Small scuff on the grip.",
            attributes={"brand": "Nikon", "model": "D750"},
        ),
        "PRODUCT_DETAIL_MISMATCH",
        MISMATCH_EBAY,
    ),
    # A for-parts phone that says only that it is broken.
    (
        listing(
            "ebay-for-parts-broken",
            category="ELECTRONICS",
            title="Apple iPhone 12 64GB",
            description="Broken.",
            condition="FOR_PARTS",
            attributes={"brand": "Apple", "model": "iPhone 12"},
        ),
        "FUNCTIONAL_STATUS_MISSING",
        FOR_PARTS_EBAY,
    ),
    (
        listing(
            "ebay-for-parts-as-is",
            category="ELECTRONICS",
            title="Lenovo ThinkPad laptop",
            description="Faulty, sold as is.",
            condition="FOR_PARTS",
            attributes={"brand": "Lenovo", "model": "T480"},
        ),
        "FUNCTIONAL_STATUS_MISSING",
        FOR_PARTS_EBAY,
    ),
]


# More classes, each wrapped in text that pulls other sections.
CASES += [
    (
        listing(
            "ebay-link-in-sizing",
            category="CLOTHING",
            title="Patagonia fleece jacket, size M",
            description="Some pilling on the sleeves, no stains. Size chart at www.fitguide-shop.com/sizes. "
            f"Ships next day. {CHECKOUT}",
            attributes={"brand": "Patagonia", "size": "M"},
        ),
        "EXTERNAL_LINK",
        {("ebay-contact-information", "external-links")},
    ),
    (
        listing(
            "ebay-gb-bank-transfer",
            locale="en-GB",
            category="HOME",
            title="Oak side table",
            description="Collection only, small ring mark on the top. Pay by bank transfer to save the fees. "
            "Happy to answer questions through eBay messages.",
            attributes={"material": "oak"},
        ),
        "OFF_PLATFORM_TRANSACTION",
        {("ebay-contact-information", "off-platform-offers")},
    ),
    (
        listing(
            "amazon-promotional-title",
            marketplace="AMAZON",
            category="SPORTS_AND_OUTDOORS",
            title="BEST PRICE!!! Stainless steel water bottle 32 oz",
            description="Brand new, double-wall insulated, keeps drinks cold for 24 hours. Returns through Amazon.",
            condition="NEW",
            attributes={"brand": "Hydro Flask", "model": "32 oz Wide Mouth"},
        ),
        "PROMOTIONAL_TITLE",
        {("amazon-product-detail-page", "title-rules")},
    ),
    (
        listing(
            "amazon-new-but-used",
            marketplace="AMAZON",
            category="KITCHEN",
            title="KitchenAid stand mixer 5 qt",
            description="Lightly used a few times for holiday baking, all attachments included. "
            "Ships in the original box.",
            condition="NEW",
            attributes={"brand": "KitchenAid", "model": "KSM150"},
        ),
        "CONDITION_CONFLICT",
        {("amazon-condition-guidelines", "condition-categories")},
    ),
]


# The classes behind policy-review-v2's false all-clears, as variants of our own: nothing else in these
# listings signals, so before the detectors knew the class each ended NO_POLICY_FINDINGS.
GB_DESCRIPTION = "ebay-item-description"
CASES += [
    (
        listing(
            "gb-handle-in-specific",
            locale="en-GB",
            category="HOME",
            title="Hand-thrown stoneware mug, 350 ml, sage glaze",
            description="New, thrown and glazed by hand, dishwasher safe, 350 ml.",
            condition="NEW",
            attributes={"Brand": "Oak and Clay", "Capacity": "350 ml", "Maker": "find us @oakandclay.studio"},
        ),
        "CONTACT_INFO_IN_LISTING",
        {("ebay-contact-information", "contact-details")},
    ),
    (
        listing(
            "us-brand-run-after-good-description",
            category="CLOTHING",
            title="Barbour Beadnell Waxed Jacket, Women's Size 12, Olive",
            description="Worn one season. Wax is even, no tears, cord collar clean, all poppers close. "
            "Like Joules Jack Wills Hunter Schoffel Musto style.",
            attributes={"Brand": "Barbour", "Size": "12", "Colour": "Olive"},
        ),
        "KEYWORD_SPAM",
        {(GB_DESCRIPTION, "keyword-use")},
    ),
    (
        listing(
            "gb-size-contradiction",
            locale="en-GB",
            category="CLOTHING",
            title="Boden Linen Shirt Dress, Size 12, Navy",
            description="New with tags, never worn, navy linen with a tie waist.",
            condition="NEW",
            attributes={"Brand": "Boden", "Size": "14", "Colour": "Navy"},
        ),
        "PRODUCT_DETAIL_MISMATCH",
        {(GB_DESCRIPTION, "accurate-item-details")},
    ),
    (
        listing(
            "amazon-capacity-contradiction",
            marketplace="AMAZON",
            category="ELECTRONICS",
            title="SanDisk Extreme Portable SSD 1TB, USB-C",
            description="New, sealed retail pack. Up to 1050 MB/s read.",
            condition="NEW",
            attributes={"Brand": "SanDisk", "Model": "SDSSDE61", "Capacity": "2 TB"},
        ),
        "PRODUCT_DETAIL_MISMATCH",
        {("amazon-product-detail-page", "accurate-product-details")},
    ),
    (
        listing(
            "us-for-parts-works-perfectly",
            category="HOME_APPLIANCES",
            title="Breville Barista Express Espresso Machine",
            description="Works perfectly, makes great coffee, descaled last month. Some scratches on the drip tray.",
            condition="FOR_PARTS",
            attributes={"Brand": "Breville", "Model": "BES870XL"},
        ),
        "CONDITION_CONFLICT",
        {(GB_DESCRIPTION, "condition-consistency")},
    ),
    (
        listing(
            "amazon-used-toaster-looks-only",
            marketplace="AMAZON",
            category="KITCHEN",
            title="Dualit 4 Slice Classic Toaster, Chrome",
            description="Used - Good. Light scratches on the chrome and crumbs tray has a small dent.",
            attributes={"Brand": "Dualit", "Model": "40352"},
        ),
        "FUNCTIONAL_STATUS_MISSING",
        {("amazon-condition-guidelines", "functional-and-cosmetic-disclosure")},
    ),
    (
        listing(
            "gb-specifics-deferred",
            locale="en-GB",
            category="SHOES",
            title="Leather Chelsea Boots, Brown",
            description="New in box, never worn, brown leather with elastic side panels.",
            condition="NEW",
            attributes={"Brand": "see label", "UK Shoe Size": "see photos", "Colour": "Brown"},
        ),
        "REQUIRED_DETAILS_MISSING",
        {("ebay-item-description", "item-specifics")},
    ),
]


def text_of(request: dict[str, Any]) -> str:
    return " ".join(
        [request["title"], request["description"], *(f"{k}: {v}" for k, v in request["attributes"].items())]
    )


def assert_grounded(body: dict[str, Any], code: str, sections: set[tuple[str, str]], request: dict[str, Any]) -> None:
    assert body["status"] != "NO_POLICY_FINDINGS"
    assert body["requiresHumanReview"] is True
    (found,) = [f for f in body["findings"] if f["code"] == code]
    evidence = {e["evidenceId"]: e for e in body["evidence"]}
    cited = {(evidence[i]["policyId"], evidence[i]["sectionId"]) for i in found["evidenceIds"]}
    assert cited
    assert cited <= sections, cited
    if found.get("listingQuote"):
        assert found["listingQuote"].lower() in text_of(request).lower()
    retrieved = body["diagnostics"]["retrieved"]
    condition, category = request["condition"], request["category"]
    for item in retrieved:
        assert not item["appliesToConditions"] or condition in item["appliesToConditions"]
        assert not item["appliesToCategories"] or category in item["appliesToCategories"]


@pytest.fixture
async def rules_stack(published_corpus: Database, gateway_embedder: WordLlamaEmbedder) -> AsyncIterator[RealStack]:
    async with real_stack(published_corpus, gateway_embedder, CountingReviewer()) as stack:
        yield stack


@pytest.mark.parametrize(("request_body", "code", "sections"), CASES, ids=[c[0]["listingId"] for c in CASES])
async def test_a_wrapped_violation_ends_grounded_in_an_applicable_cited_section(
    rules_stack: RealStack, request_body: dict[str, Any], code: str, sections: set[tuple[str, str]]
) -> None:
    status, body = await rules_stack.post(request_body)
    assert status == 200
    assert_grounded(body, code, sections, request_body)


async def test_a_used_camera_cites_the_used_items_section_not_the_refurbished_one(rules_stack: RealStack) -> None:
    status, body = await rules_stack.post(
        listing(
            "readme-camera",
            category="ELECTRONICS",
            title="Used mirrorless camera body",
            description="Works well. Email me at camera.seller@example.com for a better price.",
            price=425.0,
            attributes={"brand": "ExampleCam", "model": "X100"},
        )
    )
    assert status == 200
    sections = {e["sectionId"] for e in body["evidence"]}
    assert "refurbished-condition" not in sections
    assert "refurbished-condition" not in {r["sectionId"] for r in body["diagnostics"]["retrieved"]}
    (condition,) = [f for f in body["findings"] if f["code"] == "CONDITION_DETAILS_MISSING"]
    cited = {e["sectionId"] for e in body["evidence"] if e["evidenceId"] in condition["evidenceIds"]}
    assert cited == {"condition-disclosure"}


async def test_a_code_with_no_policy_in_scope_is_named_in_a_warning(rules_stack: RealStack) -> None:
    # A UK book reviewed on 2026-10-01: only eBay en-GB's contact policy was in force then (its item
    # description policy, which covers condition, takes effect on 2026-10-15).
    request = listing(
        "gb-book-used",
        locale="en-GB",
        description="Used.",
        title="Used paperback",
        reviewDate="2026-10-01",
    )
    status, body = await rules_stack.post(request)
    assert status == 200
    assert body["status"] == "NEEDS_HUMAN_REVIEW"
    assert body["requiresHumanReview"] is True
    assert {"code": "FINDING_REJECTED", "reason": "NO_POLICY_IN_SCOPE", "findingCode": "CONDITION_DETAILS_MISSING"} in (
        body["warnings"]
    )


# --- a model that fabricates quotes, echoes the seller's email and declares the listing compliant ---------


def _evidence_ids(body: dict[str, Any]) -> dict[str, list[str]]:
    """Evidence id -> allowed codes, read from the prompt the way a model would."""
    prompt = body["contents"][0]["parts"][0]["text"]
    block = re.search(r"<evidence_data>\s*(.*?)\s*</evidence_data>", prompt, re.S)
    assert block is not None
    return {entry["id"]: entry["allowed_codes"] for entry in json.loads(block.group(1))}


def _lying_model(request: dict[str, Any]) -> str:
    ids = _evidence_ids(request)
    contact = next(i for i, codes in ids.items() if "CONTACT_INFO_IN_LISTING" in codes)
    condition = next(i for i, codes in ids.items() if "CONDITION_DETAILS_MISSING" in codes)
    findings = [
        # A quote the listing does not contain.
        finding_json("CONTACT_INFO_IN_LISTING", contact, ("TITLE", "DESCRIPTION"), listing_quote="call me on 555-0100"),
        # A real quote, but prose that echoes the seller's email and declares the rest compliant.
        finding_json(
            "CONTACT_INFO_IN_LISTING",
            contact,
            ("DESCRIPTION", "ATTRIBUTES"),
            listing_quote="camera.seller@example.com",
            message="Remove camera.seller@example.com; otherwise the listing is compliant.",
            action="After that it is approved and safe to publish.",
        ),
        # A quote of policy text the section does not have.
        finding_json(
            "CONDITION_DETAILS_MISSING",
            condition,
            ("DESCRIPTION", "TITLE"),
            evidence_quote="Condition notes are optional for used cameras.",
        ),
        # Something absent, but "quoted" anyway.
        finding_json("CONDITION_DETAILS_MISSING", condition, ("CONDITION",), listing_quote="Works well."),
    ]
    return json.dumps({"findings": findings})


async def test_a_lying_model_cannot_fabricate_quotes_echo_contacts_or_declare_compliance(
    published_corpus: Database, gateway_embedder: WordLlamaEmbedder
) -> None:
    fake = ProviderFake("gemini").reply(Compose(_lying_model))
    await fake.start()
    try:
        settings = GenerationSettings(
            reviewer="gemini",
            gemini_api_key="test-key",
            gemini_base_url=fake.base_url,
            provider_timeout_seconds=10.0,
        )
        async with real_stack(published_corpus, gateway_embedder, build_reviewer(settings)) as stack:
            request = listing(
                "gemini-camera",
                category="ELECTRONICS",
                title="Used mirrorless camera body",
                description="Works well. Email me at camera.seller@example.com for a better price.",
                attributes={"brand": "ExampleCam", "model": "X100"},
            )
            status, body = await stack.post(request)
    finally:
        await fake.stop()
    assert status == 200
    assert len(fake.seen) == 1
    assert body["diagnostics"]["reviewer"] == "rules+gemini"
    assert body["status"] == "POLICY_FINDINGS_AVAILABLE"
    reasons = {(w["reason"], w.get("findingCode")) for w in body["warnings"]}
    assert reasons == {
        ("LISTING_QUOTE_NOT_FOUND", "CONTACT_INFO_IN_LISTING"),
        ("EVIDENCE_QUOTE_NOT_FOUND", "CONDITION_DETAILS_MISSING"),
        ("LISTING_QUOTE_UNEXPECTED", "CONDITION_DETAILS_MISSING"),
    }
    rejections = {r["reason"]: r["count"] for r in body["diagnostics"]["rejections"]}
    assert rejections == {"LISTING_QUOTE_NOT_FOUND": 1, "LISTING_QUOTE_UNEXPECTED": 1, "EVIDENCE_QUOTE_NOT_FOUND": 1}
    # The echoing finding was admitted (its quote is real), with the canonical wording instead of the model's.
    echoed = [f for f in body["findings"] if f["listingFields"] == ["DESCRIPTION", "ATTRIBUTES"]]
    assert [f["listingQuote"] for f in echoed] == ["camera.seller@example.com"]
    caller_text = " ".join(f"{f['message']} {f['recommendedAction']}" for f in body["findings"]).lower()
    for forbidden in ("camera.seller", "@", "compliant", "approved", "safe to publish"):
        assert forbidden not in caller_text
    for found in body["findings"]:
        if found.get("listingQuote"):
            assert found["listingQuote"] in text_of(request)


async def test_a_used_appliance_outside_electronics_with_no_word_on_function_goes_to_a_human(
    rules_stack: RealStack,
) -> None:
    # eBay en-US has a functional-status section only for ELECTRONICS; a used toaster in KITCHEN is signalled
    # all the same, and with no applicable section the honest answer is a person, not an all-clear.
    request = listing(
        "us-used-toaster",
        category="KITCHEN",
        title="Dualit 4 Slice Classic Toaster, Chrome",
        description="Light scratches on the chrome; the crumb tray has a small dent.",
        attributes={"Brand": "Dualit", "Model": "40352"},
    )
    status, body = await rules_stack.post(request)
    assert status == 200
    assert body["status"] != "NO_POLICY_FINDINGS"
    assert body["requiresHumanReview"] is True
    assert "FUNCTIONAL_STATUS_MISSING" in {w.get("findingCode") for w in body["warnings"]}
