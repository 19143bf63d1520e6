"""Precision classes (issue 19, twenty-first round): honest shapes the rules reviewer flagged, or its net sent to a
person, on clean listings of plant, planter and used-tool sellers.

1. A returns promise written with "unless", "should", "in case" or "in the event" ("buyer pays return postage unless
   the item arrives damaged") makes the same hypothesis as "if": it says nothing of this item's state.
2. "Ceramic" names the family of every fired clay, so a "Ceramic" title over "Material: Stoneware" or "Porcelain"
   claims no other material; porcelain against stoneware, or ceramic against glass, still differ.
3. A kink a cable or a hose keeps, and the work a used blade has had ("tip reground", "edge resharpened"), are the
   condition details the policies ask for; a maker's "kink-free" hose is not.

Every listing here is written for the test; none is copied from a dataset or a real listing.
"""

from __future__ import annotations

from typing import Any

import pytest

from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, listing

MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
CONFLICT = FindingCode.CONDITION_CONFLICT
DETAILS = FindingCode.CONDITION_DETAILS_MISSING
SPAM = FindingCode.KEYWORD_SPAM


def item(**overrides: Any) -> Listing:
    values: dict[str, Any] = {"category": "HOME_AND_GARDEN", "condition": ListingCondition.NEW, "attributes": {}}
    values.update(overrides)
    return listing(**values)


# --- 1. damage a returns promise supposes ---


@pytest.mark.parametrize(
    "terms",
    [
        "Returns within 14 days; the buyer covers return postage unless the parcel arrives damaged.",
        "Should it arrive cracked, send us a photo and we will replace it.",
        "In the unlikely event that your order arrives damaged, we refund it in full.",
        "Keep the packaging in case the lamp turns up damaged, so the courier can inspect it.",
    ],
)
def test_damage_a_returns_promise_supposes_is_no_flaw_of_a_new_item(terms: str) -> None:
    found = item(
        title="Glazed table lamp, sage green, 40 cm",
        description=f"Brand new glazed lamp with linen shade, boxed. {terms}",
        attributes={"Colour": "Sage green"},
    )
    assert CONFLICT not in caught(found)


@pytest.mark.parametrize(
    "said",
    [
        "The shade arrived damaged from the maker, a dent on the rim.",
        "Unless you look closely you will not see it, but the base has a small chip on the foot.",
        "Boxed, but the lamp is damaged at the switch.",
    ],
)
def test_damage_said_of_this_new_item_stays_a_conflict(said: str) -> None:
    found = item(
        title="Glazed table lamp, sage green, 40 cm",
        description=f"Glazed lamp with linen shade. {said}",
        attributes={"Colour": "Sage green"},
    )
    assert CONFLICT in caught(found)


# --- 2. ceramic as the family of fired clays ---


@pytest.mark.parametrize(
    ("title", "material"),
    [
        ("Set of 4 Ceramic Espresso Cups, Matte White", "Porcelain"),
        ("Ceramic Serving Bowl, Hand Thrown, Ash Glaze", "Stoneware"),
        ("Stoneware Mixing Bowl 24 cm, Cream", "Ceramic"),
    ],
)
def test_ceramic_names_the_family_of_porcelain_and_stoneware(title: str, material: str) -> None:
    found = item(title=title, description="Glazed inside and out, dishwasher safe.", attributes={"Material": material})
    assert MISMATCH not in caught(found)


@pytest.mark.parametrize(
    ("title", "material"),
    [
        ("Porcelain Tea Cup and Saucer, Gold Rim", "Stoneware"),
        ("Ceramic Candle Holder, Amber, 10 cm", "Glass"),
        ("Stoneware Storage Jar with Lid", "Plastic"),
    ],
)
def test_other_materials_than_the_specifics_still_disagree(title: str, material: str) -> None:
    found = item(title=title, description="Boxed, ready to gift.", attributes={"Material": material})
    assert MISMATCH in caught(found)


# --- 3. a kinked cable and a reworked blade as condition details ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Used car aerial amplifier kit", "Tested: picks up two more stations. Lead is kinked near the plug."),
        ("Used garden hose reel, 20 m", "Hose has a couple of kinks that straighten in the sun. Holds pressure."),
        ("Used 21 cm chef's knife, steel", "Edge resharpened by a grinder last year, handle rivets tight."),
        ("Used paring knife, carbon steel", "Tip was reground after a drop, blade otherwise straight."),
    ],
)
def test_a_kink_or_a_reworked_blade_is_a_condition_detail(title: str, description: str) -> None:
    found = item(title=title, description=description, condition=ListingCondition.USED)
    assert DETAILS not in caught(found)


@pytest.mark.parametrize(
    "description",
    [
        "Kink-free hose, holds pressure, rolls up on the reel.",
        "Anti-kink braided lead. Works as it should.",
        "Sharp knife, cuts tomatoes cleanly.",
    ],
)
def test_a_makers_kink_free_claim_is_no_condition_detail(description: str) -> None:
    found = item(title="Used garden hose reel and lead", description=description, condition=ListingCondition.USED)
    assert DETAILS in caught(found)


# --- 4. a kind's noun closing every search term (the count the ceramic reading held by accident) ---


@pytest.mark.parametrize(
    "title",
    [
        "Harbourline Tableware 12 Piece Service for 4 tableware set crockery set bowls set",
        "Trailhead Camping Cutlery 3 Piece cutlery pack picnic pack travel pack",
    ],
)
def test_set_or_pack_closing_three_search_terms_is_repeated(title: str) -> None:
    found = item(title=title, description="Plates, bowls and mugs, boxed. Dishwasher safe.")
    assert SPAM in caught(found)


@pytest.mark.parametrize(
    "title",
    [
        "Set of 4 Stoneware Mugs, Gift Set, Speckled Cream",
        "Knife Set with Oak Block and Steak Knife Set, 14 Piece",
        "Watercolour Paint Set, Brush Set and Sketch Pad Bundle",
    ],
)
def test_set_counting_the_sale_is_no_repeated_search_word(title: str) -> None:
    found = item(title=title, description="Boxed as it came from the maker. Dishwasher safe.")
    assert SPAM not in caught(found)


# --- 5. what a test ran on, and a meter's reading in the state it was taken ---


@pytest.mark.parametrize(
    ("category", "title", "description", "attributes"),
    [
        (
            "HOME_AND_GARDEN",
            "Mashmaster 35L all-in-one brewing system",
            "Tested on a 19 L batch last week: heats to strike temperature and the pump circulates.",
            {"Capacity": "35 L"},
        ),
        (
            "HOME_AND_GARDEN",
            "Countertop soup maker 1.6L",
            "Tested with a 0.8 L batch of leek soup, blends smooth and keeps warm.",
            {"Capacity": "1.6 L"},
        ),
        (
            "AUTOMOTIVE",
            "Leisure battery 100Ah 12V, one season old",
            "Charged overnight, 12.8V @ rest the next morning, terminals clean.",
            {"Voltage": "12V", "Capacity": "100 Ah"},
        ),
        (
            "AUTOMOTIVE",
            "Leisure battery 85Ah 12V, used",
            "Reads 12.9 V after a full charge and 10.8 V under load on my tester. Case scuffed at one corner.",
            {"Voltage": "12 V", "Capacity": "85 Ah"},
        ),
    ],
)
def test_a_test_load_or_a_meter_reading_is_no_other_measure(
    category: str, title: str, description: str, attributes: dict[str, str]
) -> None:
    found = item(
        category=category,
        title=title,
        description=description,
        attributes=attributes,
        condition=ListingCondition.USED,
    )
    assert MISMATCH not in caught(found)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Mashmaster 35L all-in-one brewing system",
            "This is the 23 L model, tested and working.",
            {"Capacity": "35 L"},
        ),
        ("Leisure battery 100Ah 12V, one season old", "It is a 24V battery bank, tested at rest.", {"Voltage": "12V"}),
    ],
)
def test_another_measure_said_of_the_item_still_disagrees(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    found = item(title=title, description=description, attributes=attributes, condition=ListingCondition.USED)
    assert MISMATCH in caught(found)
