"""Precision classes (issue 19, eleventh round): honest shapes the net read as violations.

Each class has near misses (the honest shape, which must stay quiet) and positives (the violation the same signal
must keep catching). Every listing here is written for the test; none is copied from a dataset.
"""

from __future__ import annotations

from typing import Any

import pytest

from services import detectors, shapes
from services import risk_signals as net
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.generation.data import listing


def signals(item: Listing) -> set[FindingCode]:
    return set(net.risk_signals(item, tier=net.DEFAULT_TIER, use_model=False))


def goods(**overrides: Any) -> Listing:
    values: dict[str, Any] = {"category": "HOME_AND_GARDEN", "attributes": {"Brand": "Hollowmere"}}
    values.update(overrides)
    return listing(**values)


# --- 1. a count said of some of the items -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Pair of Brass Candle Holders 20 cm",
            "Two solid brass holders. One holder has a small dent near the base, the other is spotless.",
            {"Brand": "Hollowmere"},
        ),
        (
            "Set of 4 Alloy Wheels 18 inch 5x108",
            "Taken off a 2019 estate.\nTwo wheels have light kerbing on the lip, the other two are clean.",
            {"Brand": "Hollowmere", "Number of Wheels": "4"},
        ),
        (
            "Cordless Hedge Trimmer 18V with Charger",
            "Includes two batteries and the charger. One battery seems to run down a little sooner than the other.",
            {"Brand": "Hollowmere", "Number of Batteries": "2"},
        ),
        (
            "Thermal Curtains 46 x 72 inch, Grey",
            "Two panels in the set, 8 eyelets per panel, lined.",
            {"Brand": "Hollowmere", "Number of Panels": "2"},
        ),
        (
            "Bookshelf Monitor Speaker, 1 Pack",
            "One speaker (not a pair). Powers on, both drivers clean, tested with a phone.",
            {"Brand": "Hollowmere"},
        ),
        # A count specific beside the description's count of accessories, where the title gives none.
        (
            "Fire Engine Building Set with Lights",
            "Complete, tested with new batteries (2x AAA included).",
            {"Brand": "Hollowmere", "Number of Pieces": "412"},
        ),
    ],
)
def test_a_count_of_some_of_the_items_is_no_count_of_the_sale(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = goods(title=title, description=description, attributes=attributes)
    assert not net.facet_conflict(item, [title, description])


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # How many this sale is for, said against the title's or the specific's count.
        ("Set of 6 Wine Glasses, Crystal", "Five glasses in this lot, one went missing in the move.", {}),
        (
            "Cordless Hedge Trimmer 18V with Charger",
            "Selling with just one battery, works fine.",
            {"Number of Batteries": "2"},
        ),
        ("Pair of Table Lamps, Linen Shades", "There is one lamp only, the other broke.", {}),
    ],
)
def test_a_count_of_the_whole_sale_still_disagrees(title: str, description: str, attributes: dict[str, str]) -> None:
    item = goods(title=title, description=description, attributes={"Brand": "Hollowmere", **attributes})
    assert net.facet_conflict(item, [title, description])


def test_a_count_specific_against_the_description_s_count_of_the_thing_is_still_read() -> None:
    item = goods(
        title="Crime Books Bundle, Paperbacks",
        description="You get 6 books, the seventh went to a friend. Spines lightly creased.",
        category="BOOKS",
        attributes={"Number of Books": "7"},
    )
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in signals(item)


def test_said_of_some_reads_the_remark_not_the_supply() -> None:
    text = "Two radios are included. Two radios have scuffed clips."
    assert not shapes.said_of_some(text, text.index(" radios are"))
    assert shapes.said_of_some(text, text.index(" radios have"))


# --- 2. a list of names under an "Included:" or "Fits:" label, and the item's own name -----------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Stitchmaster 300 Sewing Machine, White",
            "Light use, serviced in spring.\n"
            "Included: zipper foot, buttonhole foot, walking foot, blind hem foot, bobbins, manual.",
            {"Brand": "Stitchmaster"},
        ),
        (
            "Island Trading Board Game, 2019 Edition",
            "Sealed.\n- Includes board, 4 pawns, 60 event cards, 30 bonus cards, 12 trade cards, 5 rule cards",
            {"Brand": "Hollowmere"},
        ),
        (
            "Beatpad Mini Electronic Drum Kit",
            "Every pad triggers, module powers on, tested with headphones.",
            {
                "Brand": "Beatpad",
                "Included": "Module, rails, pads, cymbals, kick pedal, throne, sticks, headphones, power supply",
            },
        ),
        (
            "Harbor Lights Glow Lantern HL200 Brushed Copper",
            "Harbor Lights Glow Lantern Brushed Copper Edition.\nUsed on the patio for one summer, works on all modes.",
            {"Brand": "Harbor Lights"},
        ),
        (
            "Fizzwell Sparkling Water, Lemon, 24 Cans",
            "- Zero sugar, zero calories, zero sweeteners\n- Recyclable cans",
            {"Brand": "Fizzwell"},
        ),
    ],
)
def test_a_list_of_what_comes_or_the_item_s_own_name_is_no_keyword_spam(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = goods(title=title, description=description, attributes=attributes)
    assert not net.stuffed_text(item, [title, description])


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # Other makers named after the item, the title's tail repeated as a run of names.
        (
            "Quilted Gilet Navy Womens 12 Joules Boden Seasalt Fatface",
            "Navy quilted gilet, size 12, lightly worn.\nBoden Seasalt Fatface Joules Whistles Hobbs Jigsaw vibes.",
            {"Brand": "Hollowmere"},
        ),
        # An "In the box" list that says the item's own noun over and over.
        (
            "Ceramic Mug Gift Set",
            "Boxed.\nIn the box: mug, coffee mug, tea mug, latte mug, cocoa mug.",
            {"Brand": "Hollowmere"},
        ),
        # A run of tags in a specific that lists no parts.
        (
            "Floral Maxi Dress Size 10",
            "Worn twice, no marks.",
            {"Brand": "Hollowmere", "Style": "boho, hippie, festival, summer, beach, vintage, retro, gypsy, floral"},
        ),
    ],
)
def test_stuffing_is_still_read(title: str, description: str, attributes: dict[str, str]) -> None:
    item = goods(title=title, description=description, attributes=attributes)
    assert net.stuffed_text(item, [title, description])


# --- 3. a shop's legend and returns terms are no condition of the item ---------------------------------------------


@pytest.mark.parametrize(
    ("condition", "description"),
    [
        (
            ListingCondition.NEW,
            "Factory sealed food mixer.\n\nRETURNS\n30 days. If something is wrong on our end (wrong item, damaged in "
            "transit) we pay the return postage.",
        ),
        (
            ListingCondition.USED,
            "OUR SCALE\n10/10 - never worn, with box\n9/10 - worn once or twice\n8/10 - light creasing\n"
            "6/10 and below - heavy wear\n\nTHIS PAIR: 8/10, light creasing over the toes, soles clean.",
        ),
    ],
)
def test_a_shop_s_terms_and_legend_are_no_condition_conflict(condition: ListingCondition, description: str) -> None:
    item = goods(title="Stand Mixer 5 L, Cream", description=description, condition=condition)
    assert FindingCode.CONDITION_CONFLICT not in signals(item)


@pytest.mark.parametrize(
    ("condition", "description"),
    [
        (ListingCondition.NEW, "It arrived damaged in the post: a dent on the lid."),
        (ListingCondition.USED, "Never worn, the tags are still on.\n\nRETURNS\nIf it arrives damaged, tell us."),
    ],
)
def test_the_item_s_own_condition_still_conflicts(condition: ListingCondition, description: str) -> None:
    item = goods(title="Stand Mixer 5 L, Cream", description=description, condition=condition)
    assert FindingCode.CONDITION_CONFLICT in signals(item)


# --- 4. a new part of a used item ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Pressure Cooker 6 L", "Sealing ring is brand new, the old one was replaced. Lid has a light scuff."),
        ("Diver Watch 40 mm", "Both spare straps unused; the case shows desk-diving marks."),
        ("Electric Shaver Series 5", "Handle cleaned, comes with a brand new sealed cutter head. Works on all speeds."),
        ("Sewing Machine 23 Stitch", "All accessories present and unused. Small scratch on the top cover."),
        ("Model Locomotive 4-6-0, OO Gauge", "Runs well both ways. Detail pack unused in its bag."),
    ],
)
def test_a_new_part_of_a_used_item_is_no_new_item(title: str, description: str) -> None:
    item = goods(title=title, description=description, condition=ListingCondition.USED)
    assert FindingCode.CONDITION_CONFLICT not in signals(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The part is what is sold.
        ("USB-C Laptop Charger 65W", "Charger is brand new, still sealed."),
        ("Pressure Cooker 6 L", "Never used, bought the wrong size."),
        ("Diver Watch 40 mm", "Brand new watch with spare strap, still boxed."),
    ],
)
def test_a_used_item_said_to_be_new_still_conflicts(title: str, description: str) -> None:
    item = goods(title=title, description=description, condition=ListingCondition.USED)
    assert FindingCode.CONDITION_CONFLICT in signals(item)


# --- packaging damage placed on a named corner of the box, under New on eBay -------------------------------------


def test_a_dent_on_the_box_s_front_bottom_corner_is_the_packaging_s() -> None:
    item = goods(
        title="Vet Clinic Playset",
        description="Unopened, box still taped. Small dent on the front bottom corner of the box only.",
        condition=ListingCondition.NEW,
        marketplace=Marketplace.EBAY,
    )
    assert FindingCode.CONDITION_CONFLICT not in signals(item)


def test_a_dent_on_the_item_s_corner_is_still_a_conflict() -> None:
    item = goods(
        title="Stovetop Kettle 2 L",
        description="Small dent on the front bottom corner of the kettle.",
        condition=ListingCondition.NEW,
        marketplace=Marketplace.EBAY,
    )
    assert FindingCode.CONDITION_CONFLICT in signals(item)


# --- recall kept: what the accidental reads above used to catch, now read for what it is -------------------------


def test_a_size_line_with_a_department_word_is_the_item_s_size() -> None:
    item = goods(
        title="Quilted Parka Womens Large Olive",
        description="Olive quilted parka.\nSIZE: Women's Small. Pit to pit 20 in.",
        category="CLOTHING",
        attributes={"Brand": "Hollowmere", "Size": "L"},
    )
    assert net.facet_conflict(item, [item.title, item.description])
    same = goods(
        title="Quilted Parka Womens Large Olive",
        description="Olive quilted parka.\nSIZE: Women's Large. Pit to pit 22 in.",
        category="CLOTHING",
        attributes={"Brand": "Hollowmere", "Size": "L"},
    )
    assert not net.facet_conflict(same, [same.title, same.description])


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Solid Cherry Writing Desk", "Chipboard carcass with a cherry veneer top.", {}),
        ("Solid Copper Wall Clock", "Copper-plated steel case, keeps time.", {}),
        ("Solid Beech Bench, 120 cm", "Seats three.", {"Material": "Beech-effect laminate"}),
    ],
)
def test_a_solid_claim_over_a_covering_is_read(title: str, description: str, attributes: dict[str, str]) -> None:
    item = goods(title=title, description=description, attributes={"Brand": "Hollowmere", **attributes})
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in signals(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Solid Cherry Writing Desk", "Solid cherry throughout, not veneer, dovetailed drawers."),
        ("Cherry-effect Writing Desk", "Chipboard with a cherry-look foil, one drawer."),
        ("Solid Copper Wall Clock", "Made without plating: the case is copper through and through."),
    ],
)
def test_a_solid_claim_the_text_bears_out_is_no_covering(title: str, description: str) -> None:
    item = goods(title=title, description=description)
    assert not net.solid_over_covering(item, [title, description])


# --- a top grade beside damage: a shop's legend is none ---------------------------------------------------------------

KEY = (
    "GRADING KEY\n"
    "Mint - no visible wear\n"
    "Very Good - light hairlines\n"
    "Good - obvious scratches and dings\n"
    "Fair - heavy wear or repairs\n\n"
)


@pytest.mark.parametrize(
    "description",
    [
        KEY + "OUR GRADE: Very Good. Light hairlines on the clasp, keeps good time.",
        "OUR SCALE\nMint - unworn\nExcellent - faint marks\nGood - deep scratches\nFair - cracked crystal\n\n"
        "Grade: Good.",
    ],
)
def test_a_legend_is_no_damage_under_a_top_grade(description: str) -> None:
    item = goods(title="Field Watch 38 mm", description=description, attributes={"Brand": "Hollowmere"})
    assert not net.grade_over_damage(item, [item.title, item.description])


@pytest.mark.parametrize(
    "description",
    [
        KEY + "This watch is mint, though the crystal is cracked at six.",
        "Like new condition. The strap is torn near the buckle.",
    ],
)
def test_a_top_grade_over_the_item_s_damage_is_still_read(description: str) -> None:
    item = goods(title="Field Watch 38 mm", description=description, attributes={"Brand": "Hollowmere"})
    assert net.grade_over_damage(item, [item.title, item.description])


def test_the_detector_reads_no_new_item_in_a_new_part() -> None:
    item = goods(
        title="Model Locomotive 4-6-0, OO Gauge",
        description="Runs well both ways, light wear on the tender. Detail pack unused in its bag.",
        condition=ListingCondition.USED,
    )
    assert detectors.condition_conflict(item) is None
    sold = goods(
        title="Model Locomotive 4-6-0, OO Gauge",
        description="Unused, still in its bag, bought two by mistake.",
        condition=ListingCondition.USED,
    )
    assert detectors.condition_conflict(sold) is not None


# --- a mix or "does not apply" that honestly answers for a pack, a lot or an unnumbered piece ----------------------


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Brush Pens, 36 Colours, Nylon Tips", {"Brand": "Hollowmere", "Colour": "Assorted"}),
        ("Lens Case Travel Kit, 3 Pack", {"Brand": "Hollowmere", "Color": "Assorted"}),
        ("Job Lot 20 Vinyl LPs, Soul and Funk", {"Artist": "Various", "Format": "LP"}),
        ("Estate Lot 5 Porcelain Figurines", {"Brand": "Hollowmere", "MPN": "Does not apply"}),
        ("Vintage 80s Rugby Shirt, Large", {"Brand": "Hollowmere", "MPN": "Does not apply", "Size": "L"}),
        ("Self-Built Valve Preamp Pedal", {"Brand": "Hollowmere", "Model": "Does not apply"}),
    ],
)
def test_a_mix_or_does_not_apply_answers_honestly(title: str, attributes: dict[str, str]) -> None:
    assert not net.placeholder_specific(goods(title=title, attributes=attributes), [title])


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Hollowmere Linen Cushion Cover 45 cm", {"Brand": "Hollowmere", "Colour": "Assorted"}),
        (
            "Front Brake Pads for 2016-2020 Hatchback",
            {"Brand": "Hollowmere", "Manufacturer Part Number": "Does not apply"},
        ),
        ("Hollowmere Stand Mixer 5 L", {"Brand": "Hollowmere", "Model": "N/A"}),
        ("Pen Set of 6", {"Brand": "Hollowmere", "Colour": "see photos"}),
    ],
)
def test_a_placeholder_for_one_numbered_item_is_still_read(title: str, attributes: dict[str, str]) -> None:
    assert net.placeholder_specific(goods(title=title, attributes=attributes), [title])


# --- a device named in a book's title -----------------------------------------------------------------------------


def test_a_book_has_no_working_order_to_state() -> None:
    book = goods(
        title="The Lighthouse Radio by A. Author, Paperback",
        description="Spine lightly creased, pages clean.",
        category="BOOKS",
    )
    assert not net.function_without_status(book, [book.title, book.description])
    radio = goods(
        title="Lighthouse Radio DAB+ Portable", description="Light scuffs on the case.", category="ELECTRONICS"
    )
    assert net.function_without_status(radio, [radio.title, radio.description])


# --- a measure that sizes a flaw --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Northern Soul 7 inch Single, 1971", "Plays through. Sleeve has a 1 inch split at the top seam."),
        ("Set of 4 Alloy Wheels 18 inch", "Kerb rash on one wheel (about 2 inches on the lip), the rest clean."),
        ("Jazz 10in Shellac Record", "Plays with light crackle, label scuffed about 1in from the spindle hole."),
    ],
)
def test_a_flaw_s_size_is_no_measure_of_the_item(title: str, description: str) -> None:
    item = goods(title=title, description=description)
    assert not net.facet_conflict(item, [title, description])


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Northern Soul 7 inch Single, 1971", "A 12 inch single, plays through with light crackle."),
        ("Set of 4 Alloy Wheels 18 inch", "Four 17 inch wheels, one has a small scuff."),
    ],
)
def test_the_item_s_own_measure_still_disagrees(title: str, description: str) -> None:
    item = goods(title=title, description=description)
    assert net.facet_conflict(item, [title, description])


# --- recall kept: how many a set holds, and a maker the text names beside a blank brand ----------------------------


def test_how_many_the_set_holds_is_read_against_the_title() -> None:
    item = goods(title="Alcohol Marker Set of 36", description="18 markers in this set, twin tips, sealed.")
    assert net.facet_conflict(item, [item.title, item.description])
    some = goods(
        title="Alcohol Marker Set of 36", description="36 markers, sealed. Two markers in the set have dry tips."
    )
    assert not net.facet_conflict(some, [some.title, some.description])


def test_a_maker_the_text_names_beside_a_blank_brand_is_read() -> None:
    named = goods(
        title="Wooden Railway Lot 30 Pieces",
        description="All of it is Woodline, stamped underneath. Light chips on two engines.",
        attributes={"Brand": "Does not apply"},
    )
    assert net.placeholder_specific(named, [named.title])
    unbranded = goods(
        title="Wooden Railway Lot 30 Pieces",
        description="Mixed makers, none stamped. Made in China on some. Fits most wooden track.",
        attributes={"Brand": "Does not apply"},
    )
    assert not net.placeholder_specific(unbranded, [unbranded.title])


# --- craft supplies' makers strung after the item (the pack's rivalBrands) -------------------------------------------


def test_craft_makers_strung_after_the_item_are_keyword_spam() -> None:
    item = goods(
        title="Cotton Embroidery Thread 80 Skeins Assorted Colours Anchor Madeira DMC Sulky",
        description="80 skeins of 6-strand cotton thread, 8 m each, assorted colours.",
        attributes={"Brand": "Hollowmere", "Colour": "Assorted"},
        condition=ListingCondition.NEW,
    )
    assert detectors.keyword_spam(item) is not None
    honest = goods(
        title="DMC Mouline Stranded Cotton, 12 Skeins, Blues",
        description="Twelve skeins of DMC thread in six blues, still banded.",
        attributes={"Brand": "DMC", "Colour": "Blue"},
        condition=ListingCondition.NEW,
    )
    assert detectors.keyword_spam(honest) is None
