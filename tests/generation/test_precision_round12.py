"""Precision classes (issue 19, twelfth round): honest shapes the detectors or the net read as violations.

Each class has near misses (the honest shape, which must stay clean: no detection and no net signal of the code) and
positives (the violation of the same kind, which must still be caught by a detector or the net). Every listing here is
written for the test; none is copied from a dataset or a real listing.
"""

from __future__ import annotations

from typing import Any

import pytest

from services import detectors, facets, structure
from services import risk_signals as net
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, listing

PDM = FindingCode.PRODUCT_DETAIL_MISMATCH
LINK = FindingCode.EXTERNAL_LINK
CONTACT = FindingCode.CONTACT_INFO_IN_LISTING


def goods(**overrides: Any) -> Listing:
    values: dict[str, Any] = {"category": "HOME_AND_GARDEN", "attributes": {"Brand": "Hollowmere"}}
    values.update(overrides)
    return listing(**values)


# --- 1. a multipack's arithmetic: packs, per pack and the total count one sale ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Dishwasher Tablets Lemon, 90 Count",
            "Supplied as three bags of 30 tablets, 90 tablets in all.",
            {"Brand": "Hollowmere", "Number of Packs": "3", "Unit Count": "90"},
        ),
        (
            "Sparkling Water Lime 2 x 12 Cans",
            "Two trays of 12 cans, 330 ml each.",
            {"Brand": "Hollowmere", "Number of Cans": "24"},
        ),
        (
            "Sticky Notes Yellow, 6 Pads x 100 Sheets, 600 Sheets Total",
            "Six pads of 100 sheets, 76 x 76 mm.",
            {"Brand": "Hollowmere", "Unit Count": "6", "Sheet Count": "600"},
        ),
        (
            "Oat Bars Honey, 10 Count",
            "10 bars x 35 g each, made with whole oats.",
            {"Brand": "Hollowmere", "Quantity": "10"},
        ),
    ],
)
def test_a_multipack_s_arithmetic_is_no_count_conflict(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = goods(title=title, description=description, attributes=attributes, condition=ListingCondition.NEW)
    assert PDM not in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # No multiplication the listing writes joins 90 and 60.
        ("Dishwasher Tablets Lemon, 90 Count", "Lemon tablets.", {"Brand": "Hollowmere", "Number of Items": "60"}),
        # "2 boxes of 3" make six: four is still another count.
        (
            "Set of 6 Stoneware Mugs",
            "Packed as 2 boxes of 3 mugs.",
            {"Brand": "Hollowmere", "Number of Items": "4"},
        ),
    ],
)
def test_a_count_no_multiplication_explains_still_conflicts(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = goods(title=title, description=description, attributes=attributes, condition=ListingCondition.NEW)
    assert PDM in caught(item)


def test_two_kinds_counted_together_make_twice_the_pieces() -> None:
    honest = goods(
        title="Bone China Cups and Saucers x6, Floral",
        description="Six cups with six matching saucers (12 pieces), no chips or cracks.",
        attributes={"Brand": "Hollowmere", "Number of Items in Set": "12"},
    )
    assert PDM not in caught(honest)
    wrong = goods(
        title="Bone China Cups and Saucers x6, Floral",
        description="Cups and saucers, 9 pieces in total, no chips or cracks.",
        attributes={"Brand": "Hollowmere"},
    )
    assert PDM in caught(wrong)


def test_a_dimension_is_no_multipack() -> None:
    assert facets.multiplied_counts("Wall sign 12 x 6 inch") == frozenset()
    assert facets.multiplied_counts("4 Boxes of 24") == frozenset({frozenset({4, 24, 96})})


# --- 2. a number with a unit is a measure, not a count ---


def test_a_speed_or_a_size_before_the_noun_is_no_count() -> None:
    item = goods(
        category="MUSIC",
        title="Lot of 33 RPM Records Jazz and Soul",
        description="25 LPs from a house clearance, sleeves worn, vinyl plays through with light crackle.",
        attributes={"Genre": "Jazz, Soul", "Number of Records": "25"},
    )
    assert structure.count_mismatch(item) is None
    assert PDM not in caught(item)


def test_a_lot_s_count_still_disagrees_with_its_specific() -> None:
    item = goods(
        category="MUSIC",
        title="Lot of 30 Records Jazz and Soul",
        description="Vinyl plays through with light crackle.",
        attributes={"Genre": "Jazz, Soul", "Number of Records": "25"},
    )
    assert PDM in caught(item)


# --- 3. a count that picks some out ("2 spare blades", "3 adjustable shelves") ---


def test_spare_or_extra_ones_are_some_of_the_count() -> None:
    item = goods(
        category="TOOLS",
        title="Rotary Trimmer with 4 Blades",
        description="The fitted blade plus 3 spare blades in the handle. Cuts cleanly, tested on card.",
        attributes={"Brand": "Hollowmere", "Number of Blades": "4"},
    )
    assert structure.count_mismatch(item) is None
    assert PDM not in caught(item)


def test_a_capability_adjective_picks_some_of_the_named_count() -> None:
    item = goods(
        category="FURNITURE",
        condition=ListingCondition.NEW,
        title="Oak Effect 6-Drawer Chest",
        description="6 drawer chest, 2 removable drawers with dividers, flat packed.",
        attributes={"Brand": "Hollowmere", "Number of Drawers": "6"},
    )
    assert PDM not in caught(item)


def test_one_of_a_specified_count_is_still_one() -> None:
    item = goods(
        category="TOOLS",
        condition=ListingCondition.NEW,
        title="Cordless Drill Driver Kit with 2 Batteries",
        description="Kit includes the drill, one 2.0Ah 18V battery and a charger.",
        attributes={"Brand": "Hollowmere", "Number of Batteries": "2"},
    )
    assert PDM in caught(item)


# --- 4. colours: of what marks the item, of one part among several, inside a name ---


@pytest.mark.parametrize(
    "description",
    [
        "Screen printed in black with a bicycle design.",
        "Your initials hand lettered in red script on the front.",
        "A few balls carry a dot in blue marker, no cuts.",
    ],
)
def test_the_colour_of_what_marks_the_item_is_not_its_colour(description: str) -> None:
    item = goods(
        title="Canvas Tote Bag, White",
        description=description,
        attributes={"Brand": "Hollowmere", "Colour": "White"},
        condition=ListingCondition.NEW,
    )
    assert not net.facet_conflict(item, [item.title, item.description])


def test_the_item_said_to_come_in_another_colour_still_conflicts() -> None:
    item = goods(
        title="Canvas Tote Bag, White",
        description="The bag comes in black.",
        attributes={"Brand": "Hollowmere", "Colour": "White"},
        condition=ListingCondition.NEW,
    )
    assert net.facet_conflict(item, [item.title, item.description])


def test_a_title_colour_agrees_with_any_of_several_part_colours() -> None:
    honest = goods(
        category="CLOTHING",
        title="Aviator Sunglasses Gold 58mm",
        description="Metal aviators, lenses clean, hinges firm.",
        attributes={"Brand": "Hollowmere", "Frame Colour": "Gold", "Lens Colour": "Green"},
    )
    assert not net.facet_conflict(honest, [honest.title, honest.description])
    other = goods(
        category="CLOTHING",
        title="Aviator Sunglasses Silver 58mm",
        description="Metal aviators, lenses clean, hinges firm.",
        attributes={"Brand": "Hollowmere", "Frame Colour": "Gold", "Lens Colour": "Green"},
    )
    assert net.facet_conflict(other, [other.title, other.description])


def test_a_colour_word_inside_a_name_another_specific_gives_is_a_name() -> None:
    honest = goods(
        category="VIDEO_GAMES",
        condition=ListingCondition.NEW,
        title="Games Console 1TB Bundle + Red Harbour Racing",
        description="Sealed console with a download code for the game.",
        attributes={"Brand": "Hollowmere", "Color": "Black", "Included": "Controller, Red Harbour Racing code"},
    )
    assert not net.facet_conflict(honest, [honest.title, honest.description])
    shouted = goods(
        category="VIDEO_GAMES",
        condition=ListingCondition.NEW,
        title="Games Console 1TB Red",
        description="Sealed console.",
        attributes={"Brand": "Hollowmere", "Color": "Black"},
    )
    assert net.facet_conflict(shouted, [shouted.title, shouted.description])


# --- 5. year ranges of the other vehicles a part also fits ---


def test_a_range_the_part_also_fits_is_the_other_vehicle_s() -> None:
    honest = goods(
        category="AUTOMOTIVE",
        condition=ListingCondition.NEW,
        title="Rear Wiper Arm Hatchback Mk6 2009-2017",
        description="New rear wiper arm. Also fits the estate 2012-2018, which uses the same arm.",
        attributes={"Brand": "Hollowmere", "Placement on Vehicle": "Rear"},
    )
    assert PDM not in caught(honest)
    wrong = goods(
        category="AUTOMOTIVE",
        condition=ListingCondition.NEW,
        title="Rear Wiper Arm Hatchback Mk6 2009-2017",
        description="New rear wiper arm for the 2002-2008 hatchback only.",
        attributes={"Brand": "Hollowmere", "Placement on Vehicle": "Rear"},
    )
    assert PDM in caught(wrong)


# --- 6. capacities of a part that went, and of the seller's other listings ---


@pytest.mark.parametrize(
    "description",
    [
        "Swapped the original 256GB drive for a new 1TB NVMe. Battery holds 6 hours, all ports tested.",
        "Boots and runs fine. The 128GB SSD has been removed for data reasons, so it needs a drive.",
    ],
)
def test_a_capacity_of_a_part_that_went_is_not_the_item_s(description: str) -> None:
    item = goods(
        category="COMPUTERS",
        title="Laptop 14in i5 16GB RAM 1TB SSD",
        description=description,
        attributes={"Brand": "Hollowmere", "RAM Size": "16 GB"},
    )
    assert PDM not in caught(item)


def test_the_item_s_own_other_capacity_still_conflicts() -> None:
    item = goods(
        category="COMPUTERS",
        title="Laptop 14in i5 16GB RAM 1TB SSD",
        description="It has a 256GB SSD and boots fine, all ports tested.",
        attributes={"Brand": "Hollowmere", "RAM Size": "16 GB"},
    )
    assert PDM in caught(item)


def test_sizes_of_the_seller_s_other_listings_are_other_items() -> None:
    honest = goods(
        category="SPORTS",
        condition=ListingCondition.NEW,
        title="Insulated Bottle 24 oz Sage",
        description="Double wall steel, keeps cold 24 hours. Also available in our shop: the 40 oz and 64 oz sizes.",
        attributes={"Brand": "Hollowmere", "Capacity": "24 Fluid Ounces"},
    )
    assert PDM not in caught(honest)
    wrong = goods(
        category="SPORTS",
        condition=ListingCondition.NEW,
        title="Insulated Bottle 24 oz Sage",
        description="Double wall steel, this bottle holds 40 oz.",
        attributes={"Brand": "Hollowmere", "Capacity": "40 Fluid Ounces"},
    )
    assert PDM in caught(wrong)


def test_a_measure_another_specific_gives_is_that_specific_s() -> None:
    honest = goods(
        category="SPORTS",
        condition=ListingCondition.NEW,
        title="Insulated Bottle 24 oz Sage",
        description="- 24 oz double wall steel\n- Fits most cup holders",
        attributes={"Brand": "Hollowmere", "Capacity": "24 Fluid Ounces", "Item Weight": "12 Ounces"},
    )
    assert structure.measure_mismatch(honest) is None
    wrong = goods(
        category="SPORTS",
        condition=ListingCondition.NEW,
        title="Insulated Bottle 24 oz Sage",
        description="- double wall steel\n- Fits most cup holders",
        attributes={"Brand": "Hollowmere", "Capacity": "32 Fluid Ounces", "Item Weight": "12 Ounces"},
    )
    assert structure.measure_mismatch(wrong) is not None


# --- 7. web addresses the item bears, and sentence breaks read as domains ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Vintage 2001 Dial-Up Provider Promo Tee Large",
            'The back print reads "SKYLINKDIAL.COM - ALWAYS ON" in faded blue. Small hole at the hem.',
            {"Brand": "Hollowmere", "Size": "L"},
        ),
        (
            "Boxed 1999 Web Browser Software CD",
            "The old browserco.com address is printed on the spine of the box, part of the original packaging.",
            {"Brand": "Hollowmere"},
        ),
        (
            "Garden Pond Basics (PondPal.co.uk Guides) Paperback",
            "Paperback, light shelf wear, pages clean.",
            {"Title": "Garden Pond Basics", "Series": "PondPal.co.uk Guides", "Author": "R. Finch"},
        ),
        (
            "The www Handbook for Families 1998 Paperback",
            "Cover creased at one corner, pages clean.",
            {"Book Title": "The www Handbook for Families", "Author": "R. Finch"},
        ),
        (
            "Brad Point Drill Bits 8 Piece, 1/8 in. to 1/2 in.",
            "Eight bits, 1/8 in. to 1/2 in., in a plastic case. Me and my son used two of them once.",
            {"Brand": "Hollowmere"},
        ),
    ],
)
def test_an_address_the_item_bears_or_a_sentence_break_is_no_link(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = goods(category="COLLECTIBLES", title=title, description=description, attributes=attributes)
    assert LINK not in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        'The back print reads "SKYLINKDIAL.COM". Visit skylinkdial.com for more tees like this.',
        "The old browserco.com address is printed on the box. Manual here: bit.ly/browser-manual",
        "More of our stock at oakandash co uk every week.",
        "See mystore . com for sizes.",
    ],
)
def test_an_address_that_sends_the_buyer_is_still_a_link(description: str) -> None:
    item = goods(category="COLLECTIBLES", title="Vintage Promo Tee Large", description=description)
    assert LINK in caught(item)


# --- 8. contact shapes: a sentence that ends on "phone", a rating "@" a focal length, a handle in a work's title ---


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        (
            "Running Shorts Men's Medium Black",
            "Zipped back pocket that holds a phone. 88% polyester, 12% elastane.",
            {"Brand": "Hollowmere", "Size": "M"},
            "CLOTHING",
        ),
        (
            "Prime Lens 35mm f/2",
            "Sharp from f/2 to f/16 @ 35mm. Bokeh is smooth, no haze or fungus.",
            {"Brand": "Hollowmere"},
            "ELECTRONICS",
        ),
        (
            "Dear @Moon: A Bedtime Picture Book, Hardcover",
            "A small owl writes to the moon every night. Hardcover, 32 pages.",
            {"Author": "R. Finch", "Format": "Hardcover"},
            "BOOKS",
        ),
    ],
)
def test_honest_shapes_are_no_contact_details(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    item = goods(
        category=category,
        title=title,
        description=description,
        attributes=attributes,
        condition=ListingCondition.NEW,
    )
    assert CONTACT not in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        "Phone: 07700 900123 after six.",
        "Tel. 07700 900123",
        "Write to kit.seller @ gmail . com for the set.",
        "Questions? Message @kit_books_uk on Instagram.",
    ],
)
def test_contact_details_are_still_read(description: str) -> None:
    item = goods(
        category="BOOKS",
        title="Dear @Moon: A Bedtime Picture Book, Hardcover",
        description=description,
        attributes={"Author": "R. Finch", "Format": "Hardcover"},
        condition=ListingCondition.NEW,
    )
    assert CONTACT in caught(item)


# --- 9. a working state given as a test reading, and a puzzle that has no working state ---

FUNCTION = FindingCode.FUNCTIONAL_STATUS_MISSING


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Portable SSD 2TB USB-C",
            "Benchmarked before wiping: about 1,000 MB/s read and write. Light scuffs on the case.",
            "ELECTRONICS",
        ),
        (
            "Racing Game Cartridge for Handheld Console",
            "Case opened once; the cartridge loaded and reached the title screen. Label clean.",
            "VIDEO_GAMES",
        ),
    ],
)
def test_a_test_reading_states_the_working_state(title: str, description: str, category: str) -> None:
    item = goods(category=category, title=title, description=description, attributes={"Brand": "Hollowmere"})
    assert FUNCTION not in caught(item)


def test_a_piece_count_before_jigsaw_makes_it_a_puzzle() -> None:
    puzzle = goods(
        category="TOYS",
        title="Seaside Village 1000 Piece Jigsaw",
        description="Done once, all pieces there, box corners worn.",
        attributes={"Brand": "Hollowmere", "Number of Pieces": "1000"},
    )
    assert FUNCTION not in caught(puzzle)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        ("Cordless Jigsaw 18V Body Only", "Light scuffs on the shoe, blade clamp tight.", "TOOLS"),
        ("Used NVMe SSD 1TB", "Drive health is fine I think, label intact.", "ELECTRONICS"),
        # A new part's health is no test of the phone it was fitted to.
        ("Smartphone 128GB Unlocked", "New battery fitted (100% health at install), light scuffs.", "ELECTRONICS"),
    ],
)
def test_a_tool_or_a_device_with_no_result_still_lacks_a_working_state(
    title: str, description: str, category: str
) -> None:
    item = goods(category=category, title=title, description=description, attributes={"Brand": "Hollowmere"})
    assert FUNCTION in caught(item)


# --- 10. a shortfall the title owns up to ---


def test_a_shortfall_the_title_states_explains_the_described_count() -> None:
    honest = goods(
        category="HOME_AND_GARDEN",
        title="Crystal Wine Glasses, Set of 6, One Missing",
        description="There are 5 glasses in this lot, the sixth broke in a move. No chips on the rest.",
        attributes={"Brand": "Hollowmere"},
    )
    assert PDM not in caught(honest)
    hidden = goods(
        category="HOME_AND_GARDEN",
        title="Crystal Wine Glasses, Set of 6",
        description="There are 5 glasses in this lot, the sixth broke in a move. No chips on the rest.",
        attributes={"Brand": "Hollowmere"},
    )
    assert PDM in caught(hidden)


# --- 11. use said in general or negated by a contracted auxiliary, on an item sold as New ---

CONDITION = FindingCode.CONDITION_CONFLICT


@pytest.mark.parametrize(
    "description",
    [
        "Ordered two by mistake, this one hasn't been opened.",
        "A gift that didn't get used, tags on.",
        "Hand cream, best used at night; commonly used with the matching glove liners.",
    ],
)
def test_general_or_negated_use_is_no_sign_of_use(description: str) -> None:
    item = goods(
        category="HEALTH_AND_BEAUTY", condition=ListingCondition.NEW, title="Hand Cream 75 ml", description=description
    )
    assert CONDITION not in caught(item)


@pytest.mark.parametrize(
    "description",
    ["Used it twice on holiday, then put it away.", "It did get used once, hasn't been washed since."],
)
def test_use_of_this_item_still_conflicts_with_new(description: str) -> None:
    item = goods(
        category="HEALTH_AND_BEAUTY", condition=ListingCondition.NEW, title="Travel Hair Dryer", description=description
    )
    assert CONDITION in caught(item)


# --- 12. lists of what comes with the item and of the devices it serves ---

SPAM = FindingCode.KEYWORD_SPAM


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Cordless Stick Vacuum 25V with Tools",
            "Runs 30 minutes on a charge, suction strong on carpet.\n"
            "Included: main unit, wand, floor head, dusting tool, crevice tool, upholstery tool, charger.",
            {"Brand": "Hollowmere", "Type": "Stick Vacuum"},
        ),
        (
            "Hollowmere 65W USB-C Wall Charger, 2 Ports, White",
            "Sealed. Works with USB-C laptops and phones, such as iPhone 15, Samsung Galaxy S24, Google Pixel 8 and"
            " Dell XPS 13. Cable not included.",
            {"Brand": "Hollowmere", "Output Wattage": "65 W"},
        ),
        (
            "Hollowmere Link Cable for Game Boy Color and Game Boy Pocket, 2 m",
            "Two-player link cable, tested trading between two handhelds.",
            {"Brand": "Hollowmere"},
        ),
        (
            "Hollowmere Dock Charger Compatible with Switch, Switch OLED and Switch Lite",
            "Charges the console and two controllers, LED shows when full.",
            {"Brand": "Hollowmere"},
        ),
    ],
)
def test_what_comes_and_what_it_serves_are_no_keyword_spam(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = goods(
        category="ELECTRONICS",
        condition=ListingCondition.NEW,
        title=title,
        description=description,
        attributes=attributes,
    )
    assert SPAM not in caught(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The title's own noun said over and over in its contents list.
        ("Coffee Mug with Lid", "In the box: mug, coffee mug, tea mug, travel mug, camping mug."),
        # A word three times before the fit cue.
        ("Phone Case Phone Cover Phone Holder for Smartphones", "Soft silicone case."),
        # Other makers named with no fit cue and no example cue.
        ("Hollowmere 65W Charger", "Sealed. iPhone Samsung Google Dell charger best price."),
    ],
)
def test_stuffed_lists_and_names_are_still_keyword_spam(title: str, description: str) -> None:
    item = goods(category="ELECTRONICS", condition=ListingCondition.NEW, title=title, description=description)
    assert SPAM in caught(item)


# --- 13. a hedge excuses its own part of a sentence, and marks a removal leaves ---

DETAILS = FindingCode.CONDITION_DETAILS_MISSING


@pytest.mark.parametrize(
    "description",
    [
        "Silver bangle. Condition: pre-owned, fine scratches consistent with wear, one small dent by the hinge, clasp"
        " shuts firmly.",
        "Water pump off a 2015 van. Housing has a scrape from removal, pulley spins freely.",
    ],
)
def test_a_stated_flaw_beside_a_hedge_is_a_condition_detail(description: str) -> None:
    item = goods(category="JEWELRY", title="Used part", description=description, attributes={"Brand": "Hollowmere"})
    assert detectors.condition_details_missing(item) is None


@pytest.mark.parametrize(
    "description",
    ["Light scratches, consistent with age.", "Shows signs of use, as expected."],
)
def test_an_excused_flaw_alone_is_still_no_detail(description: str) -> None:
    item = goods(category="JEWELRY", title="Silver bangle", description=description, attributes={"Brand": "Hollowmere"})
    assert detectors.condition_details_missing(item) is not None


# --- 14. separators between a title's parts, and a thing named for the sale ---

PROMO = FindingCode.PROMOTIONAL_TITLE


@pytest.mark.parametrize(
    "title",
    [
        "Farmhouse Dolls House + 6 Figures + Furniture",
        "Brass Desk Lamp | Green Shade | 1950s",
        "Wool Throw • Oatmeal • 130 x 170 cm",
        "Receipt Printer for Point of Sale Systems, USB",
        "Carbonless Bill of Sale Forms, Pack of 50",
    ],
)
def test_separators_and_names_of_the_sale_are_no_promotion(title: str) -> None:
    item = goods(category="HOME_AND_GARDEN", condition=ListingCondition.NEW, title=title, description="Boxed.")
    assert PROMO not in caught(item)


@pytest.mark.parametrize(
    "title",
    ["+ BARGAIN + Farmhouse Dolls House", "Brass Desk Lamp • SALE •", "* NEW * Wool Throw", "Brass Desk Lamp ON SALE"],
)
def test_decorations_and_offers_are_still_promotion(title: str) -> None:
    item = goods(category="HOME_AND_GARDEN", condition=ListingCondition.NEW, title=title, description="Boxed.")
    assert PROMO in caught(item)


# --- 15. a specific that gives the other numbers a part stands for ---


def test_an_interchange_number_is_no_other_model() -> None:
    honest = goods(
        category="AUTOMOTIVE",
        title="Starter Motor 28100-ABC-A01 Hatchback 2010-2015",
        description="Pulled at 60k miles, bench tested: spins fast, solenoid clicks in firmly.",
        attributes={
            "Brand": "Hollowmere",
            "Manufacturer Part Number": "28100-ABC-A01",
            "Interchange Part Number": "28100-ABC-A02",
        },
    )
    assert not net.facet_conflict(honest, [honest.title, honest.description])
    other = goods(
        category="AUTOMOTIVE",
        title="Starter Motor BC905 Hatchback 2010-2015",
        description="Pulled at 60k miles, bench tested: spins fast, solenoid clicks in firmly.",
        attributes={"Brand": "Hollowmere", "Manufacturer Part Number": "BC1210"},
    )
    assert net.facet_conflict(other, [other.title, other.description])


# --- 16. a maker's care instruction about a state to come, on an item sold as New ---


def test_a_care_instruction_is_no_damage() -> None:
    item = goods(
        condition=ListingCondition.NEW,
        title="Replacement Blender Gasket, 2 Pack",
        description="Food-grade silicone. Swap the gasket once it gets worn or cracked, about once a year.",
    )
    assert CONDITION not in caught(item)


def test_damage_this_item_has_is_still_read() -> None:
    item = goods(
        condition=ListingCondition.NEW,
        title="Replacement Blender Gasket, 2 Pack",
        description="Food-grade silicone. One gasket arrived cracked, the other is fine.",
    )
    assert CONDITION in caught(item)
