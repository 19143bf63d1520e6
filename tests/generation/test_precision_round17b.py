"""Precision classes (issue 19, seventeenth round, second pass): honest shapes a check misread on clean listings of
children's clothing, nursery, office, smart-home and collectibles sellers.

1. A size's sides ("8-1/2" x 11"", "12 mm x 7 m") are no count of a set, and a pack counted by colour ("you receive
   one blue and one red") is no count of what the sale holds.
2. A title's count of all a mixed lot's items ("14 Items Dresses Tops") is not a count of one kind the bundle's list
   counts ("3 x dresses").
3. A size word that opens the item's kind ("P40 Mini Smart Plug" beside "Type: Smart Plug") is the item's form, not
   another model of the family.
4. A quoted name's closing mark ("'Family Portrait'") is no letter of a misspelling.
5. For parts, the fault named ("no sound from the speaker") is the condition detail the policies ask for.
6. "New without tags" names the marketplace's new condition, not a missing part.
7. A slogan in quotation marks with an apostrophe inside ("'Call me when you're free'") is a print, not an
   instruction; a title's "Phone:" before a bracket with no digit is no number.
8. A part something was replaced with is what is brand new, not the used item.
9. The seller's own buying from a mint or a maker ("we buy them direct from the mint") is where the stock comes
   from; a product line ending "In Style" is no run of names before "style".

Every listing here is written for the test; none is copied from a dataset or a real listing.
"""

from __future__ import annotations

from typing import Any

import pytest

from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.generation.data import caught, listing

MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
SPAM = FindingCode.KEYWORD_SPAM
DETAILS = FindingCode.CONDITION_DETAILS_MISSING
CONFLICT = FindingCode.CONDITION_CONFLICT
CONTACT = FindingCode.CONTACT_INFO_IN_LISTING
OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION


def goods(**overrides: Any) -> Listing:
    values: dict[str, Any] = {
        "category": "OFFICE",
        "condition": ListingCondition.NEW,
        "attributes": {"Brand": "Quillbrook"},
    }
    values.update(overrides)
    return listing(**values)


# --- 1. a size's sides and a count by colour ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            'Quillbrook Ruled Notepads, 100 Sheets, 8-1/2" x 11", Assorted, 2 Pack',
            "Two ruled notepads, 100 sheets each. Colours vary: you receive one green and one yellow.",
        ),
        (
            "Quillbrook Label Tape 9mm x 8m, Black on Clear, 4 Pack",
            "Four cassettes of 9 mm x 8 m tape, black print on clear, for the Quillbrook LX range.",
        ),
    ],
)
def test_a_sizes_sides_and_a_count_by_colour_are_no_set_count(title: str, description: str) -> None:
    assert MISMATCH not in caught(goods(title=title, description=description))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ('Quillbrook Ruled Notepads, 8-1/2" x 11", 4 Pack', "You receive 2 notepads, the other two were used."),
        ("Quillbrook Label Tape 9mm x 8m, 4 Rolls", "Package contents: 3 rolls of tape."),
    ],
)
def test_fewer_than_the_pack_said_of_the_items_is_still_a_mismatch(title: str, description: str) -> None:
    assert MISMATCH in caught(goods(title=title, description=description))


# --- 2. a mixed lot's count of items ---


def test_a_lots_count_of_items_is_not_a_count_of_one_kind_it_lists() -> None:
    item = goods(
        category="CLOTHING",
        condition=ListingCondition.USED,
        title="Boys Bundle Age 7-8 10 Items Shorts T-Shirts Jumpers",
        description=(
            "Bundle of 10 items, all age 7-8.\n- 4 x Fernlow shorts\n- 3 x plain t-shirts\n- 3 x Fernlow jumpers\n"
            "A small bobble on one jumper cuff, otherwise light wear."
        ),
        attributes={"Brand": "Fernlow", "Number of Items": "10"},
    )
    assert MISMATCH not in caught(item)


def test_a_title_count_of_one_kind_against_the_description_is_still_a_mismatch() -> None:
    item = goods(
        category="CLOTHING",
        condition=ListingCondition.USED,
        title="Boys Jumpers Bundle 6 Jumpers Age 7-8",
        description="There are 4 jumpers in this lot, light wear on the cuffs.",
        attributes={"Brand": "Fernlow"},
    )
    assert MISMATCH in caught(item)


# --- 3. a size word opening the item's kind ---


def _plug(title: str, kind: str) -> Listing:
    return goods(
        category="ELECTRONICS",
        title=title,
        description="Wi-Fi plug with an app and schedules. Brand new, sealed.",
        attributes={"Brand": "Brightnest", "Model": "Brightnest P40", "Type": kind},
    )


def test_a_size_word_opening_the_items_kind_is_its_form() -> None:
    assert MISMATCH not in caught(_plug("Brightnest P40 Mini Smart Plug with Energy Monitor, 2 Pack", "Smart Plug"))


def test_a_variant_word_before_another_word_is_still_another_model() -> None:
    assert MISMATCH in caught(_plug("Brightnest P40 Mini Wi-Fi Socket, 2 Pack", "Smart Plug"))


# --- 4. a quoted name's closing mark ---


def test_a_quoted_names_closing_mark_is_no_misspelling() -> None:
    item = goods(
        category="COLLECTIBLES",
        condition=ListingCondition.USED,
        title="Ashgrove Pottery Figure AP7 Family Portrait 1981",
        description=(
            "Ashgrove Pottery figurine AP7 'Family Portrait', second version backstamp 1981. No chips or cracks."
        ),
        attributes={"Brand": "Ashgrove Pottery", "Type": "Figurine"},
    )
    assert SPAM not in caught(item)


# --- 5. a named fault for parts ---


def _spares(description: str) -> Listing:
    return goods(
        category="ELECTRONICS",
        condition=ListingCondition.FOR_PARTS,
        title="Brightnest Smart Speaker - For Spares",
        description=description,
        attributes={"Brand": "Brightnest", "Model": "Hub 2"},
    )


def test_a_named_fault_is_the_condition_detail_of_an_item_for_parts() -> None:
    item = _spares("Powers on and connects to the app, but there is no sound from the speaker. Reset made no change.")
    assert DETAILS not in caught(item)


def test_a_bare_verdict_for_parts_still_lacks_condition_details() -> None:
    assert DETAILS in caught(_spares("Faulty, not working, sold for spares or repairs."))


# --- 6. new without tags ---


def _garment(description: str) -> Listing:
    return goods(
        marketplace=Marketplace.EBAY,
        category="CLOTHING",
        title="Girls School Cardigan Grey Age 9",
        description=description,
        attributes={"Brand": "Fernlow", "Size": "9 Years"},
    )


def test_new_without_tags_is_the_new_condition() -> None:
    assert CONFLICT not in caught(_garment("Grey school cardigan, age 9. New without tags, never worn or washed."))


def test_tags_gone_after_wearing_is_still_use() -> None:
    assert CONFLICT in caught(_garment("Sold without the tags, which I cut off before wearing it to a party."))


# --- 7. a quoted slogan and a book's "Phone:" ---


def test_a_quoted_slogan_with_an_apostrophe_is_no_instruction() -> None:
    item = _garment("White tee with 'Call me when you're awake' printed on the front. New without tags.")
    assert CONTACT not in caught(item)


def test_an_unquoted_instruction_with_an_apostrophe_still_is_contact() -> None:
    assert CONTACT in caught(_garment("Call me when you're ready to collect, it's the cheapest way."))


def test_a_books_phone_before_a_bracket_with_no_digit_is_no_number() -> None:
    item = goods(
        category="BOOKS",
        title="Night Night, Phone: A Bedtime Book About Putting Tablets Away (Board Book)",
        description="Board book for ages 1-4, rhyming story, 20 pages.",
        attributes={"Author": "Tilda Marsh", "Format": "Board Book"},
    )
    assert CONTACT not in caught(item)


def test_a_phone_label_before_a_bracketed_area_code_is_contact() -> None:
    assert CONTACT in caught(goods(title="Quillbrook desk lamp", description="Phone: (0161) 496 0000 after six."))


# --- 8. a replacement part is what is new ---


def _bottles(description: str) -> Listing:
    return goods(
        category="BABY",
        condition=ListingCondition.USED,
        title="Baby Bottles 3 Pack 9 oz",
        description=description,
        attributes={"Brand": "Nestling"},
    )


def test_a_part_replaced_with_a_brand_new_one_is_no_new_claim() -> None:
    item = _bottles("Sterilised. Teats replaced with brand-new slow-flow teats, light scratches.")
    assert CONFLICT not in caught(item)


def test_the_item_said_brand_new_is_still_a_conflict_under_used() -> None:
    assert CONFLICT in caught(_bottles("Brand-new bottles, still in the box, an unwanted gift."))


# --- 9. the seller's own sourcing, and a line named "In Style" ---


def _coin(description: str) -> Listing:
    return goods(
        marketplace=Marketplace.EBAY,
        category="COLLECTIBLES",
        title="2025 Silver Proof Coin with Box and Certificate",
        description=description,
        attributes={"Composition": "Silver", "Strike Type": "Proof"},
    )


def test_the_sellers_own_buying_direct_is_no_invitation() -> None:
    item = _coin("Proof in its capsule. We buy them direct from the mint at issue and post from our shop in Leeds.")
    assert OFF_PLATFORM not in caught(item)


@pytest.mark.parametrize(
    "description",
    ["Proof in its capsule. You can also buy them direct from us, just ask.", "We sell them direct too, message us."],
)
def test_buying_from_the_seller_direct_is_still_off_platform(description: str) -> None:
    assert OFF_PLATFORM in caught(_coin(description))


def test_a_product_line_ending_in_style_is_no_run_of_names() -> None:
    item = goods(
        category="BABY",
        condition=ListingCondition.USED,
        title="Nuvella Pump In Style Carry Bag Only",
        description="Carry bag only for the Nuvella Pump In Style (no pump, no tubing). Strap frayed near the buckle.",
        attributes={"Brand": "Nuvella", "Type": "Breast Pump Bag"},
    )
    assert SPAM not in caught(item)


def test_names_strung_before_style_are_still_spam() -> None:
    item = goods(
        category="HOME_AND_GARDEN",
        condition=ListingCondition.USED,
        title="Chunky knit throw, cream",
        description="Chunky knit throw, Zara Home Habitat Anthropologie style, cream. No pulls.",
    )
    assert SPAM in caught(item)
