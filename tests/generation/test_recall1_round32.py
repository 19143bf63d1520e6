"""Issue 19, thirty-second round (recall on product details): classes read from the development sets' false
all-clears whose expected codes include a product detail mismatch or missing required details (the just-retired
blind-holdout-v25 first, then the rest of development), each written as a shape rather than one listing's words:

- "Does not apply" on a value every item of the kind has: a worn item's size, a made thing's colour;
- the title's opening name before the model code, an everyday word, written again before the same code in the
  description, under a brand specific that says there is no maker;
- a part the title sells with the item, joined to another ("with X and Y"), or denied beside another ("X and Y are
  not part of this sale");
- cast resin and papier-mache, in the material table, against a title's metal, leather or wood.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(7d5a994); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode
from tests.generation.data import caught, detected, titled_listing

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_MISSING = FindingCode.REQUIRED_DETAILS_MISSING


# --- "Does not apply" on a value every item of the kind has ---------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "category", "attributes"),
    [
        ("Merino hoodie, charcoal, thumb loops", "SPORTS", {"Size": "Does not apply"}),
        ("Waterproof cycling jacket, hi-vis", "SPORTS", {"Size": "Does not apply"}),
        ("Ski helmet with MIPS, matte white", "SPORTS", {"Size": "Not applicable"}),
        ("Enamel camping mug 350 ml", "SPORTS", {"Colour": "Does not apply"}),
        ("Ceramic table lamp with linen shade", "HOME_AND_GARDEN", {"Color": "does not apply"}),
    ],
)
def test_a_value_every_item_of_the_kind_has_said_not_to_apply_is_missing(
    title: str, category: str, attributes: dict[str, str]
) -> None:
    listing = titled_listing(title, "Used a few times, clean.", category=category, attributes=attributes)
    assert _MISSING in detected(listing)


@pytest.mark.parametrize(
    ("title", "category", "attributes"),
    [
        # A kind that may have no size, and a size given.
        ("Silk scarf, paisley print", "CLOTHING", {"Size": "Does not apply"}),
        ("Trail running shoes, grippy sole", "SHOES", {"US Shoe Size": "9", "Width": "Does not apply"}),
        # What is sold as words or a right has no colour; a colour given.
        ("Paperback cookbook, 2019 edition", "BOOKS", {"Colour": "Does not apply"}),
        ("Spa day voucher for two", "GIFT_CARDS", {"Color": "Does not apply"}),
        ("Enamel camping mug 350 ml", "SPORTS", {"Colour": "Cream", "MPN": "Does not apply"}),
    ],
)
def test_a_kind_without_the_value_or_a_value_given_is_no_missing_detail(
    title: str, category: str, attributes: dict[str, str]
) -> None:
    listing = titled_listing(title, "Used a few times, clean.", category=category, attributes=attributes)
    assert _MISSING not in detected(listing)


# --- an everyday-word maker written before the model code twice, under a no-maker brand --------------------------


@pytest.mark.parametrize(
    ("title", "description", "model"),
    [
        ("Fox Roamer 40 rucksack, green", "Selling my Fox Roamer 40, no rips, all buckles.", "Roamer 40"),
        ("Crown Glider 7 kite, twin line", "The Crown Glider 7 flies in light wind, lines included.", "Glider 7"),
        ("Bear Trekker S2 tent, 2 person", "Bear Trekker S2 with poles and pegs, pitched twice.", "Trekker S2"),
    ],
)
def test_an_everyday_word_maker_said_before_the_model_twice_is_missing_details(
    title: str, description: str, model: str
) -> None:
    listing = titled_listing(title, description, category="SPORTS", attributes={"Brand": "Unbranded", "Model": model})
    assert _MISSING in caught(listing)


@pytest.mark.parametrize(
    ("title", "description", "model"),
    [
        # The word is not repeated before the code, or it is a title's plain word.
        ("Fox Roamer 40 rucksack, green", "A Roamer 40 pack, no rips, all buckles.", "Roamer 40"),
        ("Replacement Glider 7 kite lines", "Replacement Glider 7 lines, fits the kite.", "Glider 7"),
        # The model specific names no code.
        ("Bear tent, 2 person", "Bear tent with poles, pitched twice.", "Trekker"),
    ],
)
def test_a_name_not_repeated_before_the_code_is_no_missing_detail(title: str, description: str, model: str) -> None:
    listing = titled_listing(title, description, category="SPORTS", attributes={"Brand": "Unbranded", "Model": model})
    assert _MISSING not in caught(listing)


# --- a part the title sells, joined to another or denied beside another -----------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Espresso machine with Steam Wand and Tamper", "Machine and wand only. Tamper sold separately."),
        ("Camping stove with Windshield and Pan", "Stove only - windshield and pan are not part of this sale."),
        ("Telescope with Tripod, black", "The tripod and finder are not part of this listing."),
        ("Sewing machine w/ Pedal & Cover", "Works well. Cover is sold separately."),
    ],
)
def test_a_joined_part_denied_or_a_part_denied_beside_another_is_a_mismatch(title: str, description: str) -> None:
    listing = titled_listing(title, description, category="HOME_AND_GARDEN")
    assert _MISMATCH in detected(listing)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # Another part denied, the packaging, or the part said to come.
        ("Espresso machine with Grinder and Tamper", "Comes with the grinder and tamper; descaler not included."),
        ("Camping stove with Windshield and Pan", "Stove, windshield and pan. Gas is not part of this sale."),
        ("Telescope with Tripod and Box", "Tripod included; the box is not part of this listing."),
        ("Sewing machine w/ Pedal & Cover", "Pedal and cover included, bobbins sold separately."),
        # A joined part's plain noun said of another thing.
        ("Desk lamp with Clamp and Power Cable", "Bright and steady, no USB cable to lose."),
    ],
)
def test_another_part_or_the_packaging_denied_is_no_mismatch(title: str, description: str) -> None:
    listing = titled_listing(title, description, category="HOME_AND_GARDEN")
    assert _MISMATCH not in detected(listing)


# --- cast resin and papier-mache against a title's metal, leather or wood ---------------------------------------


@pytest.mark.parametrize(
    ("title", "material"),
    [
        ("Solid Brass Owl Figurine, 12 cm", "Polyresin"),
        ("Oak Wall Clock, Rustic", "Resin"),
        ("Leather Carnival Half Mask, Gold", "Papier Mache"),
        ("Wooden Nesting Bowls, set of 3", "Paper mache"),
    ],
)
def test_resin_or_papier_mache_against_the_titles_material_is_a_mismatch(title: str, material: str) -> None:
    listing = titled_listing(
        title, "Bought last year, displayed only.", category="HOME_AND_GARDEN", attributes={"Material": material}
    )
    assert _MISMATCH in caught(listing)


@pytest.mark.parametrize(
    ("title", "material"),
    [
        # The same material, its kin, or a title that names the material for a part.
        ("Resin Garden Gnome, 30 cm", "Polyresin"),
        ("Papier-mache Hot Air Balloon Ornament", "Papier Mache"),
        ("Resin Owl Figurine with Brass Stand", "Resin"),
        ("Carnival Mask with Leather Strap", "Papier Mache"),
    ],
)
def test_the_same_material_or_a_parts_material_is_no_mismatch(title: str, material: str) -> None:
    listing = titled_listing(
        title, "Bought last year, displayed only.", category="HOME_AND_GARDEN", attributes={"Material": material}
    )
    assert _MISMATCH not in caught(listing)
