"""Precision classes (issue 19, nineteenth round): honest shapes the rules reviewer flagged, or its net sent to a
person, on clean listings of polish, textile, stamp, film, model kit, book, lighting, game, toy and bath sellers.

1. What a product does to a flaw ("removes light scratches and swirl marks") is no damage of a new item.
2. A fringe frayed by design and a maker's finishing wash ("washed once to set the ink") are no use of a new item.
3. "Looks unused" under a like-new grade says how it looks; "the rest are unused" is some of a lot.
4. "GB" before stamps or coins is Great Britain, not gigabytes.
5. A colour another colour specific gives ("Light Color: Warm White") is that part's, not the body's.
6. The number of a series, season or volume before a disc ("Series 2 DVD Box Set") is no count of discs.
7. Digits that open with the item's own code ("<kit number> <year>") are no phone number; a list of paint numbers
   after a comma and a space ("No. 12, 41, 57, 83") is no number to call.
8. An article before a web suffix ("the .com is part of the title") names the suffix; a landing net is a net.
9. A measure before an itemised colon ("3 oz each: 2 mint, 2 fig") sizes each item; it totals nothing.
10. A part named with its state ("disc clean", "label fine", "corners sharp"), "spine stress", "dried out" and
    "build-up" are condition details.
11. The net's counts: "one-piece", "4 Pair", "Figure 8 Set", a capital "X1" model,
    "(2 left, 2 right)", "1 piece missing", "Four 500 piece puzzles", a title that itemises its total.
12. Another variant of the same page ("in a 5 lb size using the size selector") is not this item's measure.
13. Discs said to play ("both discs clean and play") say they work.
14. Where a lot came from ("car boot clearance") is no sale wording in a title.

Every listing here is written for the test; none is copied from a dataset or a real listing.
"""

from __future__ import annotations

from typing import Any

import pytest

from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.generation.data import caught, listing

MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
CONFLICT = FindingCode.CONDITION_CONFLICT
DETAILS = FindingCode.CONDITION_DETAILS_MISSING
FUNCTION = FindingCode.FUNCTIONAL_STATUS_MISSING
CONTACT = FindingCode.CONTACT_INFO_IN_LISTING
LINK = FindingCode.EXTERNAL_LINK
PROMO = FindingCode.PROMOTIONAL_TITLE


def item(**overrides: Any) -> Listing:
    values: dict[str, Any] = {"category": "HOME_AND_GARDEN", "condition": ListingCondition.NEW, "attributes": {}}
    values.update(overrides)
    return listing(**values)


# --- 1. what a product does to a flaw ---


def test_a_polish_that_removes_scratches_is_no_damage() -> None:
    polish = item(
        category="AUTOMOTIVE",
        title="Brightcar Finishing Polish, 16 oz",
        description="Finishing polish that removes fine scratches, swirl marks and haze from car paint. New bottle.",
        attributes={"Brand": "Brightcar", "Size": "16 oz"},
    )
    assert CONFLICT not in caught(polish)


@pytest.mark.parametrize(
    "description",
    [
        "New in box, but the lid has light scratches from storage.",
        "Brand new. I removed a stain from the front with a damp cloth.",
        "New, though you'd need to buff out the scratches on the base.",
    ],
)
def test_damage_of_the_item_stays_caught(description: str) -> None:
    assert CONFLICT in caught(item(title="Enamel casserole dish", description=description))


# --- 2. a fringe frayed by design, a finishing wash ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Linen table runner with fringe, natural",
            "A 180 cm linen runner with a frayed hand-knotted fringe at both ends.",
        ),
        (
            "Hand printed cotton tote bag, navy ink",
            "Printed by hand in our studio. New; washed once to set the ink, so it is ready to use.",
        ),
    ],
)
def test_a_made_feature_of_a_new_textile_is_no_use(title: str, description: str) -> None:
    assert CONFLICT not in caught(item(title=title, description=description, attributes={"Brand": "Fernhill"}))


@pytest.mark.parametrize(
    "description", ["Brand new, washed once.", "New, the edges are frayed where it caught on a hook."]
)
def test_use_or_wear_of_a_new_textile_stays_caught(description: str) -> None:
    assert CONFLICT in caught(item(title="Cotton tea towel, striped", description=description))


# --- 3. how it looks, some of a lot ---


def test_looks_unused_under_a_like_new_grade_is_no_new_claim() -> None:
    stick = item(
        category="ELECTRONICS",
        condition=ListingCondition.USED,
        title="Streaming stick with voice remote",
        description="Condition note (Used - Like New): looks unused, no marks. Tested: streams, remote works.",
        attributes={"Brand": "Tunewave", "Model": "TW-40", "Condition Grade": "Used - Like New"},
    )
    assert CONFLICT not in caught(stick)


def test_the_rest_of_a_lot_unused_is_no_new_claim() -> None:
    cards = item(
        category="COLLECTIBLES",
        condition=ListingCondition.USED,
        title="40 vintage greetings cards, 1960s",
        description="About half have writing inside, the rest are unused. Corner wear on most, two with creases.",
        attributes={"Quantity": "40"},
    )
    assert CONFLICT not in caught(cards)


@pytest.mark.parametrize(
    "description", ["Unused, still in the box with the film on.", "Never been used, bought the wrong size."]
)
def test_a_used_item_said_unused_stays_caught(description: str) -> None:
    assert CONFLICT in caught(
        item(
            category="ELECTRONICS", condition=ListingCondition.USED, title="Bluetooth speaker", description=description
        )
    )


# --- 4. GB stamps ---


def test_gb_before_stamps_is_a_country() -> None:
    album = item(
        category="COLLECTIBLES",
        condition=ListingCondition.USED,
        title="Stamp Album Vol 2 GB Stamps 1950-1990 Approx 300",
        description="Album with about 300 GB stamps, mostly used definitives. Spine worn, a few hinges lifting.",
        attributes={"Country": "Great Britain", "Quantity": "Approx. 300"},
    )
    assert MISMATCH not in caught(album)


def test_a_storage_size_against_another_stays_caught() -> None:
    stick = item(
        category="ELECTRONICS",
        title="Quickdrive USB stick 64GB",
        description="A 32GB stick in a metal case.",
        attributes={"Brand": "Quickdrive"},
    )
    assert MISMATCH in caught(stick)


# --- 5. a part's colour ---


def test_a_light_colour_specific_names_the_title_colour() -> None:
    lamp = item(
        category="MUSIC",
        title="Clip-On Piano Lamp, 12 LED, Rechargeable, Cool White",
        description="Clip lamp for piano desks and music stands, 12 LEDs, two colour temperatures, USB-C charging.",
        attributes={"Brand": "Keylume", "Color": "Black", "Light Color": "Cool White / Warm White"},
    )
    assert MISMATCH not in caught(lamp)


def test_a_body_colour_against_the_colour_specific_stays_caught() -> None:
    lamp = item(
        category="MUSIC",
        title="Clip-On Piano Lamp, 12 LED, Rechargeable, White",
        description="Clip lamp for piano desks, white housing.",
        attributes={"Brand": "Keylume", "Color": "Black"},
    )
    assert MISMATCH in caught(lamp)


# --- 6. a series number before a disc ---


def test_a_series_number_before_dvd_is_no_count_of_discs() -> None:
    box = item(
        category="MOVIES",
        condition=ListingCondition.USED,
        title="Harbour Lights Series 2 DVD Box Set",
        description="Four discs, all play through. Sleeve has a small tear at the top.",
        attributes={"Format": "DVD", "Number of Discs": "4"},
    )
    assert MISMATCH not in caught(box)


def test_a_disc_count_against_the_specific_stays_caught() -> None:
    box = item(
        category="MOVIES",
        condition=ListingCondition.USED,
        title="Harbour Lights 3 DVD Box Set",
        description="Discs play through. Sleeve has a small tear at the top.",
        attributes={"Format": "DVD", "Number of Discs": "5"},
    )
    assert MISMATCH in caught(box)


# --- 7. a kit's number and a year; a list of paint numbers ---


def test_a_kit_number_then_a_year_is_no_phone_number() -> None:
    kit = item(
        locale="en-GB",
        category="TOYS",
        title="Airmodel 85-7362 1971 Roadster 1:24 Plastic Kit",
        description="Kit 85-7362 of the 1971 roadster, factory sealed, decals for two versions.",
        attributes={"Brand": "Airmodel", "Model": "85-7362", "Scale": "1:24"},
    )
    assert CONTACT not in caught(kit)


def test_paint_numbers_after_commas_are_no_number_to_call() -> None:
    paints = item(
        category="TOYS",
        title="Enamel Paint Set 6 x 14ml Railway Colours",
        description="Six tins: No. 12, 41, 57, 83, 96 and 140. New and sealed.",
        attributes={"Brand": "Tinbrush", "Quantity": "6"},
    )
    assert CONTACT not in caught(paints)


def test_a_phone_number_stays_caught() -> None:
    kit = item(
        category="TOYS",
        title="Airmodel 07-2231 Roadster Kit",
        description="Questions? Ring me on 0161 496 0372 any evening.",
        attributes={"Brand": "Airmodel", "Model": "07-2231"},
    )
    assert CONTACT in caught(kit)


# --- 8. an article before a suffix; a net ---


def test_an_article_before_a_suffix_names_the_suffix() -> None:
    book = item(
        category="BOOKS",
        condition=ListingCondition.USED,
        title="Web Shop.com Days: A Memoir, hardback 2004",
        description="First edition (the .com is part of the book's title). Jacket has a small tear at the spine.",
        attributes={"Book Title": "Web Shop.com Days: A Memoir", "Format": "Hardcover"},
    )
    assert LINK not in caught(book)


def test_a_landing_net_is_a_net() -> None:
    net = item(
        category="SPORTS",
        title="Rivercast Folding Landing Net Large",
        description="Folding carp net, rubber mesh, 2 m handle. New with tags.",
        attributes={"Brand": "Rivercast", "Type": "Landing Net"},
    )
    assert LINK not in caught(net)


@pytest.mark.parametrize(
    "description", ["More colours at pinewoodcrafts .com every week.", "See pinewoodcrafts net/shop"]
)
def test_a_spaced_host_stays_caught(description: str) -> None:
    assert LINK in caught(item(title="Pine coasters, set of 4", description=description))


# --- 9. a measure before an itemised colon ---


def test_a_measure_each_before_a_colon_totals_nothing() -> None:
    soaps = item(
        marketplace=Marketplace.EBAY,
        title="Soap Gift Set 6 pcs Mint Fig",
        description="Six handmade soaps, 3 oz each: 2 mint, 2 fig, 2 oat. Cold process, cured six weeks.",
        attributes={"Brand": "Hollowmere", "Number of Items": "6"},
    )
    assert MISMATCH not in caught(soaps)


def test_an_itemised_total_that_does_not_add_up_stays_caught() -> None:
    soaps = item(
        title="Soap Gift Set, Mint and Fig",
        description="Set of 6 soaps: 2 mint, 2 fig. Cold process.",
        attributes={"Brand": "Hollowmere"},
    )
    assert MISMATCH in caught(soaps)


# --- 10. a part's state ---


@pytest.mark.parametrize(
    ("category", "title", "description"),
    [
        ("VIDEO_GAMES", "Kart racer for handheld", "Cartridge only, label fine, tested and it loads."),
        (
            "BOOKS",
            "Space Rangers #4 comic 1988",
            "Bagged and boarded. Corners sharp, slight spine stress, pages white.",
        ),
        ("MOVIES", "Harbour Lights film, 2 discs", "Both discs clean. Case fine."),
        ("TOYS", "Hobby paint lot, 20 pots", "All opened. 3 have dried out, lids have some paint build-up."),
    ],
)
def test_a_part_named_with_its_state_is_a_condition_detail(category: str, title: str, description: str) -> None:
    used = item(category=category, condition=ListingCondition.USED, title=title, description=description)
    assert DETAILS not in caught(used)


@pytest.mark.parametrize("description", ["Used. Works.", "Good used condition, see photos."])
def test_a_note_that_names_no_state_stays_caught(description: str) -> None:
    used = item(
        category="MOVIES", condition=ListingCondition.USED, title="Harbour Lights film", description=description
    )
    assert DETAILS in caught(used)


# --- 11. the net's counts ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Dummy Clips, 2 Pack, Sage",
            "Silicone one-piece clips, no metal parts.",
            {"Brand": "Snugly", "Quantity": "2"},
        ),
        (
            "Boys Socks Lot Size 9-12 3 Pair",
            "3 pairs of socks. The blue pair has a small bobble on the heel.",
            {"Brand": "Tidebrook", "Number of Items": "3"},
        ),
        (
            "Jigsaw 1000 Pieces Harbour Scene",
            "Done once, 1 piece missing from the sky. Box corner squashed.",
            {"Brand": "Puzzlecraft", "Number of Pieces": "1000"},
        ),
        (
            "Puzzlecraft 3 x 1000 Piece Puzzles",
            "Three 1000 piece puzzles in one box, each done once, all pieces counted.",
            {"Brand": "Puzzlecraft", "Number of Pieces": "3000"},
        ),
        (
            "Track Bundle: 6x Curves, 4x Straights, 2x Points",
            "Included:\n- 6x curves\n- 4x straights\n- 2x points (1 left, 1 right)",
            {"Brand": "Railway Co", "Quantity": "12"},
        ),
    ],
)
def test_counts_of_something_else_are_no_count_of_the_sale(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert MISMATCH not in caught(item(category="TOYS", title=title, description=description, attributes=attributes))


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Tumblers, Set of 6", {"Brand": "Glassby", "Number of Items": "4"}),
        ("Socks 4 Pair", {"Number of Items": "2"}),
        ("Jigsaw 1000 Pieces", {"Number of Pieces": "500"}),
    ],
)
def test_a_count_against_the_specific_stays_signalled(title: str, attributes: dict[str, str]) -> None:
    assert MISMATCH in caught(item(title=title, description="Good quality.", attributes=attributes))


# --- 12. another variant of the page ---


def test_another_variant_of_the_page_is_not_this_items_measure() -> None:
    oats = item(
        category="HEALTH_AND_BEAUTY",
        title="Meadowgold Oat Protein, Vanilla, 1 lb, 14 Servings",
        description="14 servings per 1 lb pouch.\nShop the same flavour in a 3 lb size using the size selector.",
        attributes={"Brand": "Meadowgold", "Net Weight": "1 Pounds"},
    )
    assert MISMATCH not in caught(oats)


def test_another_weight_said_of_the_item_stays_signalled() -> None:
    oats = item(
        category="HEALTH_AND_BEAUTY",
        title="Meadowgold Oat Protein, Vanilla, 1 lb",
        description="A 3 lb pouch of oat protein.",
        attributes={"Brand": "Meadowgold"},
    )
    assert MISMATCH in caught(oats)


# --- 13. discs said to play ---


@pytest.mark.parametrize(
    "description",
    [
        "All 3 discs play with no skipping. Case has a light scuff.",
        "Discs checked and play. Sleeve faded on the spine.",
    ],
)
def test_discs_said_to_play_say_they_work(description: str) -> None:
    films = item(
        category="MOVIES", condition=ListingCondition.USED, title="Harbour Lights Blu-ray", description=description
    )
    assert FUNCTION not in caught(films)


def test_a_player_that_never_says_it_works_stays_signalled() -> None:
    player = item(
        category="ELECTRONICS",
        condition=ListingCondition.USED,
        title="Blu-ray player with remote",
        description="Scuff on the lid. Discs play on it in any region, remote included.",
        attributes={"Brand": "Discwell", "Model": "BD-200"},
    )
    assert FUNCTION in caught(player)


# --- 14. where a lot came from ---


def test_a_car_boot_clearance_is_where_a_lot_came_from() -> None:
    records = item(
        category="MUSIC",
        condition=ListingCondition.USED,
        title="Job Lot 10 x 1980s Pop LP Records - Car Boot Clearance",
        description="10 LPs, ring wear on all sleeves, vinyl played through with light crackle on two.",
        attributes={"Format": "LP", "Quantity": "10"},
    )
    assert PROMO not in caught(records)


def test_a_clearance_sale_stays_caught() -> None:
    assert PROMO in caught(item(title="CLEARANCE Pine coasters, set of 4", description="Pine coasters."))


def test_names_used_here_for_a_licensed_subject_are_no_use() -> None:
    kit = item(
        category="TOYS",
        title="Airmodel 1971 Roadster 1:24 Plastic Kit",
        description="Factory sealed. The car maker's names are used here because the kit models their roadster.",
        attributes={"Brand": "Airmodel", "Scale": "1:24"},
    )
    assert CONFLICT not in caught(kit)
