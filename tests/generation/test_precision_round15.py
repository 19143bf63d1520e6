"""Precision classes (issue 19, fifteenth round): honest shapes of text a check misread.

1. The item's colour named like a grade: "Mint" where the colour specific says mint is the colour, not a flawless
   grade that any scratch contradicts; "mint condition", "near mint" and "Condition: mint" stay grades.
2. A care or safety line: "replace if torn", "discard when cracked" say what to do should damage come, not that a
   new item has it; damage stated outright beside such a line is still use.
3. A refused payment route: "I won't take payment by bank transfer" refuses the route, though the route sits more
   than two words after the negator; the refusal reaches only its own clause ("won't take offers, pay by bank
   transfer only" still offers the route).
4. A record's title written "<creator> - <work> (<format>)": payment words inside the work's name name the work.
5. A garment's label read out after "Tag:" (a size, a fabric content) is no tag list.
6. "Like" after the kind of thing the item serves ("charges laptops like a <model>") gives examples, not a comparison.
7. A bracketed count of kinds ("3-Port (2 USB-C, 1 USB-A)") repeats no word for search.
8. A face value the stamp's or the coin's name follows is the item, not a price in the title.
9. A material word another specific measures by name ("50mm Mesh" beside "Mesh Size") names that part.
10. Devices named after a claim of "any" device of a standard ("works with any USB-C PD device: ...") are what it
    serves.
11. A reading's tolerance or step ("within 0.2 lb", "accurate to 1 g") is no measure of the item.
12-13. A colour word that ends a metal's name another specific gives ("Sterling Silver"), or a label's colour ("Red
    Label"), is no colour of the item.
14. A run of rare names inside the work's own title names the work.
15. Spots named where they are are a condition note.

Each class has near misses (the honest shape, which must stay clean) and positives (the violation of the same kind,
which must still be caught). Every listing here is written for the test; none is copied from a dataset or a real
listing.
"""

from __future__ import annotations

from typing import Any

import pytest

from services import detectors, structure
from services import risk_signals as net
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught
from tests.generation.data import household_goods as goods

CONFLICT = FindingCode.CONDITION_CONFLICT
OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION


# --- 1. the item's colour named like a grade ---


@pytest.mark.parametrize(
    "fields",
    [
        {
            "title": "Hollowmere Stand Mixer 5L Mint with Dough Hook",
            "description": "Tested: all ten speeds run, the tilt head locks. A light scratch on the bowl rim, "
            "small chip in the paint under the base.",
            "attributes": {"Brand": "Hollowmere", "Colour": "Mint", "Capacity": "5 Litres"},
        },
        {
            "title": "Retro Toaster 2 Slice, Mint",
            "description": "Mint body, chrome lever. Toasts evenly on every setting; a small dent on the crumb tray.",
            "attributes": {"Brand": "Hollowmere", "Color": "Mint Green"},
        },
    ],
)
def test_mint_that_the_colour_specific_names_is_the_colour(fields: dict[str, Any]) -> None:
    assert CONFLICT not in caught(goods(**fields))


@pytest.mark.parametrize(
    "fields",
    [
        # A grade said outright, whatever the colour.
        {
            "title": "Hollowmere Stand Mixer, Mint Condition",
            "description": "Bowl is cracked across the base, dough hook missing.",
            "attributes": {"Brand": "Hollowmere", "Colour": "Mint"},
        },
        {
            "title": "Hollowmere Kettle 1.7L",
            "description": "Condition: mint. Lid hinge broken and a deep crack down the handle.",
            "attributes": {"Brand": "Hollowmere", "Colour": "Mint"},
        },
        # No colour specific says mint: the word is a grade.
        {
            "title": "Hollowmere Stand Mixer Mint with Dough Hook",
            "description": "Bowl is cracked across the base, small chip on the head.",
            "attributes": {"Brand": "Hollowmere", "Colour": "White"},
        },
    ],
)
def test_mint_said_as_a_grade_over_damage_is_still_a_conflict(fields: dict[str, Any]) -> None:
    assert CONFLICT in caught(goods(**fields))


# --- 2. a care or safety line ---


@pytest.mark.parametrize(
    "description",
    [
        "Twelve rope chew toys in a sealed bag. Check daily and replace if torn.",
        "Pack of four silicone baking mats, 40 x 30 cm. Discard when cracked.",
        "Two canvas tote bags, unused, still folded. If the handles are ever ripped, contact us through messages.",
    ],
)
def test_what_to_do_should_damage_come_is_no_use_of_a_new_item(description: str) -> None:
    item = goods(title="Household pack", description=description, condition=ListingCondition.NEW)
    assert CONFLICT not in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        "Twelve rope chew toys. One is torn at the knot; replace if torn.",
        "Pack of four baking mats. Two mats are cracked along the edge.",
        "Canvas tote bag, if you don't mind the torn handle.",
    ],
)
def test_damage_stated_beside_a_care_line_is_still_use(description: str) -> None:
    item = goods(title="Household pack", description=description, condition=ListingCondition.NEW)
    assert CONFLICT in caught(item)


# --- 3. a refused payment route ---


@pytest.mark.parametrize(
    "description",
    [
        "Solid beech desk, two drawers. I won't take payment by bank transfer, checkout only.",
        "Solid beech desk. We do not accept any payments via wire transfer.",
        "Solid beech desk. Sorry, I can't take money through Zelle; please pay at checkout.",
    ],
)
def test_a_refused_route_of_payment_is_no_offer(description: str) -> None:
    item = goods(title="Beech desk", description=description, condition=ListingCondition.NEW)
    assert OFF_PLATFORM not in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        # The refusal is of something else, in another clause: the route is still offered.
        "Solid beech desk. I won't take offers, pay by bank transfer only.",
        "Solid beech desk. I don't accept payment by card, bank transfer only.",
        "Solid beech desk. No returns, payment by wire transfer please.",
        "Solid beech desk. Don't worry about fees, just send money via Zelle.",
    ],
)
def test_a_route_offered_beside_another_refusal_is_still_off_platform(description: str) -> None:
    item = goods(title="Beech desk", description=description, condition=ListingCondition.NEW)
    assert OFF_PLATFORM in caught(item)


# --- 4. a record's title, creator first: "<creator> - <work> (<format>)" ---


def record(title: str, description: str = "Plays through cleanly, sleeve has light shelf wear.") -> Listing:
    return goods(
        category="MUSIC",
        title=title,
        description=description,
        attributes={"Artist": "The Quarry Bells", "Format": "Vinyl"},
    )


@pytest.mark.parametrize(
    "title",
    [
        "The Quarry Bells - Cash on Delivery (Vinyl LP)",
        "Quarry Bells - Pay Me in Cash [12 inch single]",
    ],
)
def test_payment_words_in_the_work_s_own_title_name_the_work(title: str) -> None:
    assert OFF_PLATFORM not in caught(record(title))


@pytest.mark.parametrize(
    "item",
    [
        # The seller's own words after the work's bracket, or a creator not named in the specifics.
        record("The Quarry Bells - Dusk (Vinyl LP) cash on delivery only"),
        goods(category="MUSIC", title="Cash on Delivery - vinyl LP", attributes={"Format": "Vinyl"}),
        # The work's name does not cover an instruction in the description.
        record("The Quarry Bells - Dusk (Vinyl LP)", "Plays cleanly. Pay cash on delivery, collection only."),
    ],
)
def test_payment_words_outside_the_work_s_title_are_still_off_platform(item: Listing) -> None:
    assert OFF_PLATFORM in caught(item)


# --- 5. a garment's label read out after "Tag:" ---

SPAM = FindingCode.KEYWORD_SPAM


@pytest.mark.parametrize(
    "description",
    [
        "Cord jacket, mustard. Tag: Tallow & Finch, size M, 21 x 27 inches pit to pit.",
        "Knitted jumper. Tag: 70% lambswool 30% nylon, hand wash. Light bobbling under the arms.",
        "Denim skirt. Tag: made in Portugal, sz 10. No marks.",
    ],
)
def test_a_garment_s_label_after_tag_is_no_tag_list(description: str) -> None:
    item = goods(category="CLOTHING", title="Garment", description=description, attributes={"Brand": "Tallow & Finch"})
    assert SPAM not in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        "Cord jacket, mustard. Tag: vintage retro grunge skater boho festival",
        "Knitted jumper. Tags: size M cosy winter hygge cottagecore",
        "Denim skirt. Keywords: size 10 y2k indie",
    ],
)
def test_search_words_after_tag_are_still_a_tag_list(description: str) -> None:
    item = goods(category="CLOTHING", title="Garment", description=description, attributes={"Brand": "Tallow & Finch"})
    assert SPAM in caught(item)


# --- 6. "like" after the kind of thing the item serves: examples, not a comparison ---


def _compared(item: Listing) -> bool:
    return net.compared_brand(item, [item.title, item.description])


@pytest.mark.parametrize(
    "description",
    [
        "Charges USB-C laptops like a Dell XPS 13 at full speed.",
        "The clamp holds phones like the Samsung Galaxy S23 up to 8 mm thick.",
    ],
)
def test_like_after_what_the_item_serves_gives_examples(description: str) -> None:
    item = goods(title="Zentrix 65W charger", description=description, attributes={"Brand": "Zentrix"})
    assert not _compared(item)


@pytest.mark.parametrize(
    "description",
    [
        "Charges fast, just like a Dell charger but half the price.",
        "Feels like Samsung quality for less.",
        "A charger like Dell makes, same build.",
    ],
)
def test_like_that_compares_the_item_is_still_a_comparison(description: str) -> None:
    item = goods(title="Zentrix 65W charger", description=description, attributes={"Brand": "Zentrix"})
    assert _compared(item)


# --- 7. a bracketed count of the kinds a title names ---


@pytest.mark.parametrize(
    "title",
    [
        "Zentrix USB-C Hub 4-Port (2 USB-C, 2 USB-A) Grey",
        "Zentrix Battery Charger with 6 Batteries (4 AA Batteries, 2 AAA Batteries)",
    ],
)
def test_a_bracketed_count_of_kinds_is_no_repetition(title: str) -> None:
    assert not detectors.repeats_words(title)


@pytest.mark.parametrize(
    "title",
    [
        "USB-C Hub USB Hub USB-C Adapter USB Splitter",
        "Zentrix Hub (USB-C) USB-C USB-C Adapter",
    ],
)
def test_a_word_said_again_and_again_is_still_repetition(title: str) -> None:
    assert detectors.repeats_words(title)


# --- 8. a face value the stamp's or the coin's name follows ---

PROMO = FindingCode.PROMOTIONAL_TITLE


def collectible(title: str) -> Listing:
    return goods(
        category="COLLECTIBLES",
        title=title,
        description="Mint never hinged, full original gum, perforations intact.",
        attributes={"Country": "Canada", "Year of Issue": "1972"},
    )


@pytest.mark.parametrize(
    "title",
    [
        "Canada 1972 $1 Vancouver Harbour Stamp MNH",
        "US 1990 $2.90 Priority Mail Eagle Stamp",
        "1986 $1 Silver Eagle Coin BU",
    ],
)
def test_a_face_value_before_the_stamp_s_name_is_the_item(title: str) -> None:
    assert PROMO not in caught(collectible(title))


@pytest.mark.parametrize(
    "title",
    [
        "$5 Vintage Stamp Lot, 50 stamps",
        "Stamp lot $5 off all stamps",
        "World stamps only $3 each stamp",
        "$20 Bulk Coins",
    ],
)
def test_a_price_in_a_stamp_or_coin_title_is_still_promotional(title: str) -> None:
    assert PROMO in caught(collectible(title))


# --- 9. a material word another specific measures by name ---

MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH


def test_a_word_another_specific_measures_names_that_part() -> None:
    item = goods(
        condition=ListingCondition.NEW,
        title="Galvanised Aviary Netting Roll 5m x 1m 13mm Mesh",
        description="Unopened 5m roll, 1m high, for bird runs and fruit cages.",
        attributes={"Brand": "Hollowmere", "Material": "Galvanised Steel", "Mesh Size": "13 mm", "Length": "5 m"},
    )
    assert structure.material_mismatch(item) is None


@pytest.mark.parametrize(
    "attributes",
    [
        # No specific measures the mesh: the title's "Mesh" is a material the specific contradicts.
        {"Brand": "Hollowmere", "Material": "Leather"},
        # A specific that names the word without measuring it leaves the reading alone.
        {"Brand": "Hollowmere", "Material": "Leather", "Mesh Colour": "Black"},
    ],
)
def test_a_material_the_title_sells_against_the_specific_is_still_a_mismatch(attributes: dict[str, str]) -> None:
    item = goods(
        condition=ListingCondition.NEW,
        title="Breathable Mesh Running Trainers UK 9",
        description="Lightweight trainers with a cushioned sole.",
        attributes=attributes,
    )
    assert structure.material_mismatch(item) is not None


# --- 10. devices named after a claim of "any" device of a standard ---


def charger(description: str) -> Listing:
    return goods(
        category="ELECTRONICS",
        condition=ListingCondition.NEW,
        title="Ralvo 45W USB-C Wall Charger, White",
        description=description,
        attributes={"Brand": "Ralvo"},
    )


@pytest.mark.parametrize(
    "description",
    [
        "Works with any USB-C PD device: fast charges Apple iPhone 15, Samsung Galaxy phones and Google Pixel phones.",
        "Compatible with any Qi phone; we tried it on an Apple iPhone 14, a Samsung Galaxy S23 and a Google Pixel 7.",
    ],
)
def test_devices_after_a_claim_of_any_device_are_what_it_serves(description: str) -> None:
    assert FindingCode.KEYWORD_SPAM not in caught(charger(description))


@pytest.mark.parametrize(
    "description",
    [
        # No claim of "any" device: the makers are named for search.
        "Fast charger. Apple Samsung Google Sony Huawei charger, best price.",
        # The claim ends its line; the list below it is a line of names on its own.
        "Works with any USB-C device.\nApple Samsung Google Sony Huawei Xiaomi charger fast",
    ],
)
def test_makers_named_without_that_claim_still_count(description: str) -> None:
    assert FindingCode.KEYWORD_SPAM in caught(charger(description))


# --- 11. a reading's tolerance or step is no measure of the item ---


def scale(description: str) -> Listing:
    return goods(
        category="HOME_AND_GARDEN",
        title="Hollowmere Digital Kitchen Scale 5 kg, Glass Top",
        description=description,
        attributes={"Brand": "Hollowmere", "Colour": "Black"},
    )


@pytest.mark.parametrize(
    "description",
    [
        "Tested with a bag of sugar: reads within 2 g every time.",
        "Accurate to 1 g, with a tare button. Accuracy +/- 2 g.",
        "Weighs to the nearest 1 g; switches between grams and ounces.",
    ],
)
def test_a_tolerance_is_no_second_capacity(description: str) -> None:
    assert not net.facet_conflict(scale(description), [])


def test_a_capacity_beside_a_tolerance_still_conflicts() -> None:
    assert net.facet_conflict(scale("Capacity 3 kg, accurate to 1 g."), [])


# --- 12. a colour word that ends a metal's or a material's name another specific gives ---


def bracelet(title: str, **attributes: str) -> Listing:
    return goods(
        category="JEWELRY",
        condition=ListingCondition.NEW,
        title=title,
        description="Adjustable cord, fits 6-8 in wrists. Gift pouch included.",
        attributes={"Brand": "Hollowmere", **attributes},
    )


def test_the_metal_s_name_in_the_title_is_no_colour() -> None:
    item = bracelet(
        "Hollowmere Knot Bracelet, Sterling Silver Charm on Cord", **{"Metal Type": "Sterling Silver"}, Color="Blue"
    )
    assert not net.facet_conflict(item, [])


@pytest.mark.parametrize(
    "attributes",
    [
        # No specific names the metal: "Silver" in the title is its colour, against the blue.
        {"Color": "Blue"},
        # The specific names another metal: the title's silver is still a colour.
        {"Metal Type": "Yellow Gold", "Color": "Blue"},
    ],
)
def test_a_colour_the_specifics_do_not_name_still_conflicts(attributes: dict[str, str]) -> None:
    assert net.facet_conflict(bracelet("Hollowmere Knot Bracelet, Sterling Silver Charm on Cord", **attributes), [])


# --- 13. a label's colour names a line, not the item's colour ---


def test_a_label_s_colour_in_the_title_is_no_colour_of_the_item() -> None:
    item = goods(
        category="MUSICAL_INSTRUMENTS",
        title="Hollowmere D-200 Blue Label Acoustic Guitar 1974",
        description="Blue label model, solid top. Plays in tune; pick wear by the sound hole.",
        attributes={"Brand": "Hollowmere", "Model": "D-200", "Color": "Natural"},
    )
    assert not net.facet_conflict(item, [])


def test_a_colour_beside_the_label_still_conflicts() -> None:
    item = goods(
        category="MUSICAL_INSTRUMENTS",
        title="Hollowmere D-200 Blue Label Acoustic Guitar 1974, Red Finish",
        description="Solid top. Plays in tune; pick wear by the sound hole.",
        attributes={"Brand": "Hollowmere", "Model": "D-200", "Color": "Natural"},
    )
    assert net.facet_conflict(item, [])


# --- 14. a run of rare names inside the work's own title ---


def book(title: str) -> Listing:
    return goods(
        category="BOOKS",
        condition=ListingCondition.NEW,
        title=title,
        description="A picture book about three friends and a lost kite. 32 pages, new paperback.",
        attributes={"Author": "Mira Castellane", "Format": "Paperback", "Pages": "32"},
    )


def test_rare_names_inside_the_work_s_own_title_name_the_work() -> None:
    assert SPAM not in caught(book("Quorvel, Brimsett and the Tandrix Kite: A Picture Book, Paperback"))


def test_rare_names_after_the_work_s_own_title_are_still_a_run() -> None:
    assert SPAM in caught(book("The Lost Kite by Mira Castellane Quorvel Brimsett Tandrix Zelmo Paperback"))


# --- 15. spots named where they are are a condition note ---

MISSING_DETAILS = FindingCode.CONDITION_DETAILS_MISSING


def worn(description: str) -> Listing:
    return goods(
        category="JEWELRY",
        title="Hollowmere Freshwater Pearl Bracelet, 7 Inch",
        description=description,
        attributes={"Brand": "Hollowmere", "Condition Grade": "Used - Very Good"},
    )


def test_located_spots_are_a_condition_note() -> None:
    item = worn("Worn twice. Two pearls by the clasp show faint surface spots; clasp closes securely.")
    assert MISSING_DETAILS not in caught(item)


def test_a_grade_with_spot_on_is_still_no_condition_note() -> None:
    assert MISSING_DETAILS in caught(worn("Pre-owned, spot on condition, see photos."))
