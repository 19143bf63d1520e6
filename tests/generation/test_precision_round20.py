"""Precision classes (issue 19, twentieth round): honest shapes the rules reviewer flagged, or its net sent to a
person, on clean listings of hub, book, lamp, denim, aquarium, memory card, printer, stool, jewellery, backdrop,
handlebar, tool, scanner, bike part, cat litter, vacuum, glass, stamp and renewed electronics sellers.

1. A title repeating a code's letters ("USB-C", "USB-A"; "<Maker> ... <MAKER>-555-0100") or a function word ("Your ...
   Your ... Your", a work's name) repeats no search word.
2. A colour that names a tab, a light or a mode ("Red Tab", "Red Night Mode", "Yellow Light"), or one the description
   gives the LEDs ("white and blue LEDs"), is not the body's colour.
3. A maker specific naming the company that owns the brand ("Manufacturer: <parent>") beside the brand the title names
   is no other brand.
4. "In <colour>" said of what the item prints ("prints amounts in red and black"), of the box it comes in ("in a navy
   gift box") or of another variant ("also sold in tan") is not the item's colour.
5. "As used in our shop window displays" says how the kind is used, not that this one was.
6. Measures: "5-in-1" is no five inches; "22mm" is a 22.2 mm bar rounded; "16 in + 2 in extender" is 18 inches.
7. Point-of-sale software a device works with ("with <service> and <service> POS apps") is no way to pay the seller.
8. A title's count of pairs is also twice as many items ("6 Pairs" beside "Number of Items: 12").
9. Another form of a word the listing uses ("clumps" beside "Clumping") and a unit after a number ("25 kPa") are no
   rare names.
10. A refurbisher's process in other words: the tester named without an article or by its trade ("by certified
    refurbisher", "by an authorised service centre"), "certified to work", a system "freshly installed".
11. A capitalised title word the description writes in the same capitals ("EAPG (Early American Pattern Glass)", a
    stamp's "PAID") is a name or an acronym, not shouting.

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
OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION
LINK = FindingCode.EXTERNAL_LINK


def item(**overrides: Any) -> Listing:
    values: dict[str, Any] = {"category": "HOME_AND_GARDEN", "condition": ListingCondition.NEW, "attributes": {}}
    values.update(overrides)
    return listing(**values)


# --- 1. a code's letters and function words in a title ---


@pytest.mark.parametrize(
    ("category", "title", "attributes"),
    [
        (
            "ELECTRONICS",
            "Portwell 7-Port Dock, USB-C Power In, 2x USB-C and 3x USB-A Ports, Silver",
            {"Brand": "Portwell", "Model": "PW-7D"},
        ),
        ("BABY", "Dozy Company Dozy Lamp Night Light DOZY-214-0070 Grey", {"Brand": "Dozy Company"}),
        ("BOOKS", "Your Garden, Your Rules: Growing Food on Your Own Terms - Hardback", {"Author": "A. Writer"}),
    ],
)
def test_code_letters_and_function_words_are_no_repeated_search_words(
    category: str, title: str, attributes: dict[str, str]
) -> None:
    found = item(category=category, title=title, description="As described, boxed.", attributes=attributes)
    assert SPAM not in caught(found)


@pytest.mark.parametrize(
    "title",
    [
        "Summer Dress Beach Dress Party Dress Floral",
        "USB-C Cable USB-C Charger USB-C Lead 2m",
        "Dozy Lamp Dozy Clock Dozy Egg Night Light",
    ],
)
def test_a_word_said_three_times_stays_caught(title: str) -> None:
    assert SPAM in caught(item(title=title, description="As described."))


# --- 2. a colour of a tab, a light or a mode ---


@pytest.mark.parametrize(
    ("category", "title", "description", "attributes"),
    [
        (
            "CLOTHING",
            "Vintage Denim Jacket 80s Orange Tab Mens L",
            "Denim jacket, orange tab on the pocket, light fading.",
            {"Brand": "Riveton", "Size": "L", "Color": "Blue"},
        ),
        (
            "ELECTRONICS",
            "Trailbeam 300 Lumen Headtorch USB-C Green Night Mode",
            "Headtorch with a green night mode for map reading.",
            {"Brand": "Trailbeam", "Color": "Grey"},
        ),
        (
            "ELECTRONICS",
            "Reefline Aquarium LED Bar 45cm Pink/White with Timer",
            "Pre-owned. Both the pink and white LEDs light, the timer holds. Scuff on one end.",
            {"Brand": "Reefline", "Colour": "Black", "Length": "45 cm"},
        ),
    ],
)
def test_a_colour_of_a_part_or_the_light_is_not_the_body(
    category: str, title: str, description: str, attributes: dict[str, str]
) -> None:
    found = item(
        category=category, condition=ListingCondition.USED, title=title, description=description, attributes=attributes
    )
    assert MISMATCH not in caught(found)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Reefline Aquarium LED Bar 45cm White", "Bar housing in good order, LEDs all light."),
        ("Trailbeam Headtorch Green Strap Edition", "Headtorch, strap has a fray."),
    ],
)
def test_a_body_colour_against_the_specific_stays_signalled(title: str, description: str) -> None:
    found = item(
        category="ELECTRONICS",
        condition=ListingCondition.USED,
        title=title,
        description=description,
        attributes={"Brand": "Reefline", "Colour": "Black"},
    )
    assert MISMATCH in caught(found)


# --- 3. the company that owns the brand ---


def test_a_parent_company_as_manufacturer_is_no_other_brand() -> None:
    card = item(
        category="ELECTRONICS",
        title="SanDisk 256GB Ultra microSDXC Card",
        description="Sealed card with adapter.",
        attributes={"Brand": "SanDisk", "Manufacturer": "Western Digital", "Capacity": "256 GB"},
    )
    assert MISMATCH not in caught(card)


def test_another_brand_in_the_title_stays_signalled() -> None:
    card = item(
        category="ELECTRONICS",
        title="Samsung 256GB EVO microSDXC Card",
        description="Sealed card with adapter.",
        attributes={"Brand": "SanDisk", "Manufacturer": "Western Digital", "Capacity": "256 GB"},
    )
    assert MISMATCH in caught(card)


# --- 4. "in <colour>" of output, packaging or another variant ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Ledgerline 400 Cheque Writer with Keys",
            "Used office machine. Working: imprints amounts in red and black, all keys respond.",
            {"Brand": "Ledgerline", "Color": "Grey"},
        ),
        (
            "Brookfield Bar Stools, Set of 2, 26 Inch, Grey",
            "Two stools with footrests. Also sold in 30 inch and in white, this listing is 26 inch, grey.",
            {"Brand": "Brookfield", "Color": "Grey"},
        ),
        (
            "Inkwell Jet 2800 All-in-One Printer White",
            "Tested: printed a nozzle check and a test page in color and black, scanned to a laptop.",
            {"Brand": "Inkwell", "Color": "White"},
        ),
        (
            "Silver Knot Cufflinks Gift Boxed",
            "Pair of sterling cufflinks, new, in a burgundy gift box.",
            {"Brand": "Unbranded", "Colour": "Silver"},
        ),
    ],
)
def test_a_colour_of_output_packaging_or_another_variant_is_not_the_items(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    found = item(condition=ListingCondition.USED, title=title, description=description, attributes=attributes)
    assert MISMATCH not in caught(found)


@pytest.mark.parametrize(
    "description",
    ["Two stools in black, with footrests.", "A cheque writer in red, keys included."],
)
def test_a_colour_said_of_the_item_stays_signalled(description: str) -> None:
    found = item(
        condition=ListingCondition.USED,
        title="Brookfield Stools, Grey",
        description=description,
        attributes={"Brand": "Brookfield", "Color": "Grey"},
    )
    assert MISMATCH in caught(found)


# --- 5. "as used in" ---


def test_the_kind_as_used_in_displays_is_no_use() -> None:
    backdrop = item(
        category="PET_SUPPLIES",
        title="Aquarium Background Vinyl 50cm Reef Scene",
        description="Double sided, cut to size. As used in our own shop window displays.",
        attributes={"Brand": "Tankscape"},
    )
    assert CONFLICT not in caught(backdrop)


@pytest.mark.parametrize(
    "description",
    [
        "Backdrop, it was used in our shop window for a month.",
        "Sold as used in good order, though it has never left the shop.",
    ],
)
def test_this_one_used_stays_caught(description: str) -> None:
    assert CONFLICT in caught(item(category="PET_SUPPLIES", title="Aquarium Background", description=description))


# --- 6. measures ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Trimwell Multi Tool 6-in-1 with Torch",
            "Pliers, knife, saw, file, screwdriver and torch. Blade 3 in long.",
            {"Brand": "Trimwell", "Blade Length": "3 in"},
        ),
        (
            'Rally 7/8" 22mm Handlebar, Low Bend, Black',
            'Road bars, 7/8" (22.2mm) clamp diameter, width 760mm.',
            {"Brand": "Rally", "Diameter": "22.2 mm"},
        ),
        (
            "Star Pendant Necklace, Sterling Silver, 20 Inch",
            "Star pendant, chain 18 in + 2 in extender.",
            {"Brand": "Lumen Silver", "Chain Length": "20 Inches"},
        ),
    ],
)
def test_functions_rounding_and_a_sum_are_the_same_measure(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert MISMATCH not in caught(item(title=title, description=description, attributes=attributes))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Rally 22mm Handlebar, Black", "Road bars, 25.4mm clamp diameter."),
        ("Star Pendant Necklace, 20 Inch", "Star pendant on a 16 in chain."),
        ("Trimwell Multi Tool 6 in Blade", "Folding knife, blade 4 in long."),
    ],
)
def test_another_measure_stays_signalled(title: str, description: str) -> None:
    assert MISMATCH in caught(item(title=title, description=description, attributes={"Brand": "Rally"}))


# --- 7. point-of-sale software a device works with ---


def test_pos_apps_a_scanner_works_with_are_no_payment_route() -> None:
    scanner = item(
        category="ELECTRONICS",
        title="Wireless 2D Barcode Scanner with Stand",
        description="- Reads QR and 1D codes\n- Works with Windows and Android; with Square and Lightspeed POS apps",
        attributes={"Brand": "Scanwise"},
    )
    found = caught(scanner)
    assert OFF_PLATFORM not in found
    assert LINK not in found


@pytest.mark.parametrize(
    "description",
    ["Happy to take payment with Square when you collect.", "Pay me with Square and Shopify POS apps at collection."],
)
def test_paying_the_seller_with_square_stays_caught(description: str) -> None:
    assert OFF_PLATFORM in caught(item(category="ELECTRONICS", title="Barcode Scanner", description=description))


# --- 8. pairs counted as items ---


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Chain Connector Links 12 Speed, 4 Pairs, Gold", {"Brand": "Linkrite", "Number of Items": "8"}),
        ("Rim Brake Pads 3 Pairs for Road Calipers", {"Brand": "Stopwell", "Number of Items": "6"}),
    ],
)
def test_pairs_beside_twice_as_many_items_agree(title: str, attributes: dict[str, str]) -> None:
    found = item(category="SPORTS", title=title, description="New in bag.", attributes=attributes)
    assert MISMATCH not in caught(found)


@pytest.mark.parametrize("items", ["5", "10"])
def test_pairs_against_another_count_stay_signalled(items: str) -> None:
    found = item(
        category="SPORTS",
        title="Chain Connector Links, 4 Pairs",
        description="New in bag.",
        attributes={"Brand": "Linkrite", "Number of Items": items},
    )
    assert MISMATCH in caught(found)


# --- 9. inflections and units are no rare names ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Pawfresh Clumping Litter, Unscented, 10 kg",
            "- Fine bentonite granules form firm clumps, scooping is quick\n- Fragrance-free\n- One 10 kg sack",
            {"Brand": "Pawfresh"},
        ),
        (
            "Breezlo Zephyrline Cordless Stick Vacuum, 22 kPa, Blue (Renewed)",
            "Renewed: new filter fitted, battery tested at 35 min. Light scuffs on the bin.",
            {"Brand": "Breezlo", "Color": "Blue"},
        ),
    ],
)
def test_inflections_and_units_are_no_rare_names(title: str, description: str, attributes: dict[str, str]) -> None:
    assert SPAM not in caught(item(title=title, description=description, attributes=attributes))


def test_a_run_of_other_makers_stays_caught() -> None:
    mower = item(
        title="Cordless Lawn Mower 36V",
        description="Cuts well, battery holds charge.\n\nstihl husqvarna ryobi flymo einhell worx gtech",
        attributes={"Brand": "Mowmax"},
    )
    assert SPAM in caught(mower)


# --- 10. a refurbisher's process in other words ---


@pytest.mark.parametrize(
    "description",
    [
        "Renewed: inspected and tested by approved refurbisher - screen, camera and alerts checked. Faint scuff.",
        "Inspected and tested by an authorised service partner; runs at both speeds. Light scuffs on the body.",
        "Renewed: tested and certified to work like new. Faint mark on the base.",
        "Battery at 90%. Windows 11 freshly installed, ports and camera checked. Small mark on the lid.",
    ],
)
def test_a_refurbishers_process_names_the_work(description: str) -> None:
    found = item(
        category="ELECTRONICS",
        condition=ListingCondition.REFURBISHED,
        title="Smart Doorbell (Renewed)",
        description=description,
        attributes={"Brand": "Ringwell", "Model": "RW-2"},
    )
    assert DETAILS not in caught(found)


@pytest.mark.parametrize(
    "description",
    [
        "Renewed. Rings, records and sends alerts. Comes with its screws.",
        "Refurbished by us, like new. Tested: powers up, camera works, chime sounds.",
    ],
)
def test_a_refurbished_item_naming_no_work_stays_signalled(description: str) -> None:
    found = item(
        category="ELECTRONICS",
        condition=ListingCondition.REFURBISHED,
        title="Smart Doorbell (Renewed)",
        description=description,
        attributes={"Brand": "Ringwell", "Model": "RW-2"},
    )
    assert DETAILS in caught(found)


# --- 11. capitals the description keeps are names ---


@pytest.mark.parametrize(
    ("category", "title", "description"),
    [
        (
            "HOME_AND_GARDEN",
            "ANTIQUE CGPW Pressed Glass Bowl 8 Inch Clear",
            "CGPW (Central Glass Pattern Works) bowl, clear, 8in wide. Two tiny flakes under the rim.",
        ),
        (
            "OFFICE",
            "Inkright Self-Inking Stamp Set, POSTED, FILED, CHECKED, Blue Ink, 3 Pack",
            "Three stamps reading POSTED, FILED and CHECKED, blue ink, about 10,000 impressions each.",
        ),
    ],
)
def test_capitals_the_description_keeps_are_names(category: str, title: str, description: str) -> None:
    found = item(category=category, condition=ListingCondition.USED, title=title, description=description)
    assert FindingCode.PROMOTIONAL_TITLE not in caught(found)


@pytest.mark.parametrize(
    "description",
    ["Garden hose, 30m, brass fittings.", "AMAZING QUALITY hose, 30m, brass fittings."],
)
def test_shouted_praise_stays_signalled(description: str) -> None:
    hose = item(title="Garden Hose 30m - AMAZING QUALITY - KINK FREE", description=description)
    assert FindingCode.PROMOTIONAL_TITLE in caught(hose)


def test_pairs_worn_together_count_once() -> None:
    socks = item(
        category="CLOTHING",
        title="Wool Walking Socks, 3 Pairs, Size L",
        description="Three pairs of walking socks.",
        attributes={"Brand": "Hillsock", "Number of Items": "6"},
    )
    assert MISMATCH in caught(socks)
