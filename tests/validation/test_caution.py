"""Risk wording: the vocabulary that refuses an all-clear, its near misses, and on-marketplace sentences."""

from __future__ import annotations

from dataclasses import replace

import pytest

from services.vocabulary import FindingCode
from tests.validation.test_domain import CLEAN_LISTING
from validation.domain.caution import risk_wording

CONTACT = FindingCode.CONTACT_INFO_IN_LISTING
LINK = FindingCode.EXTERNAL_LINK
OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION


def words_in(description: str, title: str = "Used mirrorless camera body") -> frozenset[FindingCode]:
    return risk_wording(replace(CLEAN_LISTING, title=title, description=description))


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # Phrasings that once slipped past every detector (docs/validation.md "Risk wording").
        ("PayPal me directly as friends and family and I'll knock 20 off.", OFF_PLATFORM),
        ("Email is jane dot doe at gmail.", CONTACT),
        ("Payment by e-transfer only.", OFF_PLATFORM),
        ("My shop: lampsrus . co . uk", LINK),
        ("Selling it for less on Gumtree too.", OFF_PLATFORM),
        ("Signal or Telegram on my number for pics.", CONTACT),
        # And the plain forms.
        ("Reach me at seller@example.com", CONTACT),
        ("Find me @vintage_finds", CONTACT),
        ("Call me after six.", CONTACT),
        ("My mobile number is in my profile.", CONTACT),
        ("More at www.example.org", LINK),
        ("Details on my website.", LINK),
        ("Link in bio.", LINK),
        ("shop dot com slash cameras", LINK),
        ("Venmo works too.", OFF_PLATFORM),
        ("Also on Facebook Marketplace.", OFF_PLATFORM),
        ("Let's deal off eBay.", OFF_PLATFORM),
        # Later probes: slang, bracketed dots, shop builders, other payment rails, skipping the marketplace.
        ("PM me for a better price.", CONTACT),
        ("HMU on the gram.", CONTACT),
        ("Contact me: books_jane (Facebook)", CONTACT),
        ("More listings at airfryerhub(.)com", LINK),
        ("Cheaper through my Shopify store.", LINK),
        ("Payment via Apple Cash directly.", OFF_PLATFORM),
        ("Meet locally and pay cash to skip eBay.", OFF_PLATFORM),
        ("Bank details on request.", OFF_PLATFORM),
        ("dm for pics", CONTACT),
        ("Full specs: tripodking DOT shop/t100.", LINK),
        ("Cheaper deal if you message me on Marketplace instead.", OFF_PLATFORM),
    ],
)
def test_risk_wording_names_the_code(text: str, code: FindingCode) -> None:
    assert code in words_in(text)


@pytest.mark.parametrize(
    "text",
    [
        "Works well, light scratches on the base, tested with two lenses.",
        "Power bank included, 10,000 mAh, output 3A @ 5V.",
        "Otherwise in great shape; a wise first camera.",
        "Collection in person after checkout, Leeds.",
        "Ask a question through eBay messages and we answer the same day.",
        "PayPal and cards accepted at checkout.",
        "Text on the box is faded; the manual is in English.",
        "The phone works and the screen is clean.",
        "Firmware 2.1.3, see photos for the serial.",
        "Collection after 5 pm on weekdays.",
        "Leather messenger bag, strap intact.",
        "Power bank and charging cable included.",
        "Listed on the marketplace since May; dot matrix display.",
    ],
)
def test_ordinary_listing_text_has_no_risk_wording(text: str) -> None:
    assert words_in(text) == frozenset()


def test_a_sentence_that_stays_on_the_marketplace_does_not_count_but_the_next_one_does() -> None:
    assert words_in("PayPal accepted at checkout. Or Venmo me and save.") == {OFF_PLATFORM}


def test_an_email_address_is_contact_wording_not_a_link() -> None:
    assert words_in("Email me at seller@example.com for a better price.") == {CONTACT}


def test_titles_and_attribute_values_are_read_too() -> None:
    assert words_in("Tested, works.", title="Camera - text me 0770") == {CONTACT}
    listing = replace(CLEAN_LISTING, attributes={"brand": "ExampleCam", "note": "see my web shop"})
    assert risk_wording(listing) == {LINK}
