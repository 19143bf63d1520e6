"""Precision classes of the net's keyword-spam signals (issue 19, fourteenth round).

1. A goods title that describes one item: a detail page's title names the item's kind, features, colour and use in
   words a short description need not repeat. The "title words the listing never otherwise uses" rule of
   `stuffed_text` now asks, outside a work's name, that those words name other things: another maker (the pack's
   lists), two or more names English rarely writes, a word of hype, a word written twice.
2. A universal item's compatibility list: makers named in a fit clause ("for <maker>, <maker> and <maker> TVs",
   "works with <maker>, <maker> and other phones") of an item the listing calls universal are what it serves, for
   `many_other_brands`; on any other item, or outside the clause, they still count.

Each class has near misses (the honest shape, which must stay clean) and positives (the violation of the same kind,
which must still be caught). Every listing here is written for the test; none is copied from a dataset or a real
listing.
"""

from __future__ import annotations

from typing import Any

import pytest

from services import detectors
from services import risk_signals as net
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.generation.data import listing

SPAM = FindingCode.KEYWORD_SPAM


def page(**overrides: Any) -> Listing:
    values: dict[str, Any] = {
        "marketplace": Marketplace.AMAZON,
        "category": "HOME_AND_GARDEN",
        "condition": ListingCondition.NEW,
        "attributes": {"Brand": "Hollowmere"},
    }
    values.update(overrides)
    return listing(**values)


def texts(item: Listing) -> list[str]:
    return [item.title, item.description, *item.attributes.values()]


def net_spam(item: Listing) -> bool:
    """Whether the net (rules alone) raises keyword spam."""
    return SPAM in net.risk_signals(item, tier=net.DEFAULT_TIER, use_model=False)


def caught(item: Listing) -> bool:
    """Whether a detector finds keyword spam or the net signals it: what keeps the listing from an all-clear."""
    return any(d.code is SPAM for d in detectors.detect(item)) or net_spam(item)


# --- 1. a goods title that describes one item ---

DESCRIBING_TITLES = [
    page(
        title="Brightwick Solar Fence Post Lights, Waterproof, Dusk to Dawn Sensor, Cool White, 4 Pack",
        description=(
            "Each cap is 4 in square and sits on standard wooden posts. The panel charges in daylight and the lamp "
            "glows for about eight hours after sunset. Screws included."
        ),
        attributes={"Brand": "Brightwick", "Number of Items": "4", "Mounting Type": "Post mount"},
    ),
    page(
        category="ELECTRONICS",
        title="Kestralyn Wireless Gaming Mouse, Rechargeable, Silent Click, Ergonomic Grip, Matte Black",
        description=(
            "Seven buttons, two of them on the side, and a scroll wheel that tilts. Pairs over a 2.4 GHz dongle "
            "stored under the shell; one charge lasts around seventy hours."
        ),
        attributes={"Brand": "Kestralyn", "Model Number": "KM-7", "Connectivity": "2.4 GHz dongle"},
    ),
    page(
        category="SPORTING_GOODS",
        condition=ListingCondition.USED,
        title="Ferncastle Insulated Hiking Backpack Cooler, Leakproof Lining, Padded Straps, Forest Green",
        description=(
            "Condition: Used - Very Good. Carried on three day walks, washed out after each. Holds twenty cans "
            "with ice for a full day; zips and buckles all sound, one small scuff on the base."
        ),
        attributes={"Brand": "Ferncastle", "Capacity": "20 cans"},
    ),
]


@pytest.mark.parametrize("item", DESCRIBING_TITLES, ids=["garden-lights", "mouse", "cooler"])
def test_a_title_that_describes_its_one_item_is_no_search_bait(item: Listing) -> None:
    assert not net.stuffed_text(item, texts(item))
    assert not net_spam(item)


BAIT_TITLES = [
    # Other makers the pack lists, strung after the item.
    page(
        category="HOME_AND_KITCHEN",
        title="Tallowby Cordless Hand Blender 600W Braun Kenwood Bosch Philips Style",
        description=(
            "Stick blender with a stainless shaft and two speeds. Comes with a beaker and a whisk attachment, "
            "charges from the dock in about two hours, runs twenty minutes a charge."
        ),
        attributes={"Brand": "Tallowby"},
    ),
    # Names no list knows: words English rarely writes, none a describing word.
    page(
        category="TOYS",
        title="Quillmoor Wooden Train Set 40 Pieces Zorvix Kelpran Trundell Railway",
        description=(
            "Beech track pieces, a bridge, two engines and four carriages joined by magnets. Stored in its tin, "
            "every piece counted after the last play, suitable from three years."
        ),
        attributes={"Brand": "Quillmoor"},
    ),
    # Makes of vehicles the compatibility specific never names.
    page(
        category="AUTOMOTIVE",
        title="Rear Brake Discs Pair 280mm Honda Civic Mazda Subaru Kia Hyundai Vented",
        description=(
            "Two discs for the rear axle, drilled to the maker's pattern and coated against corrosion. Check the "
            "part number against your handbook before ordering, sold as a matched pair."
        ),
        attributes={"Brand": "Stopwell", "Compatible Make": "Honda", "Compatible Model": "Civic 2017-2021"},
    ),
    # A word of hype among the title's unexplained words.
    page(
        title="Oakhurst Sherpa Throw Blanket Huge Best Christmas Birthday Present Idea",
        description=(
            "Soft fleece on one side and sherpa on the other, 150 by 200 cm, machine washable at thirty degrees. "
            "Folds into its own drawstring bag for storing over summer."
        ),
        attributes={"Brand": "Oakhurst"},
    ),
    # One search word written twice.
    page(
        title="Garden Hose Reel Hose Pipe Cart Wall Mounted Outdoor Watering Kit",
        description=(
            "Holds thirty metres of 12.5 mm pipe on a steel drum with a crank handle. Screws to a fence or a wall "
            "with the four bolts supplied, connectors for a tap fitted."
        ),
        attributes={"Brand": "Hollowmere"},
    ),
]


@pytest.mark.parametrize("item", BAIT_TITLES, ids=["listed-makers", "rare-names", "vehicle-makes", "hype", "twice"])
def test_a_title_that_names_other_things_is_still_search_bait(item: Listing) -> None:
    assert net.stuffed_text(item, texts(item))
    assert caught(item)


def test_a_works_title_beyond_its_name_is_still_read_as_before() -> None:
    # A work's title is its name: the categories of works keep the rule as it was, without asking for names.
    book = page(
        category="BOOKS",
        title="The Quiet Orchard Gardening Cookbook Knitting Yoga Travel Guide",
        description=(
            "The Quiet Orchard, a novel in paperback, second printing. Cover lightly creased at one corner, pages "
            "clean and bright, no writing, posted in a stiff envelope."
        ),
    )
    assert net.stuffed_text(book, texts(book))


# --- 2. a universal item's compatibility list ---

UNIVERSAL_ITEMS = [
    page(
        category="ELECTRONICS",
        condition=ListingCondition.USED,
        title="Brindlecote Universal TV Remote Control for Panasonic, Toshiba and Philips Sets, Grey",
        description=(
            "Condition: Used - Good. Learns a set's codes in about two minutes. Tested on my own Toshiba and a "
            "Panasonic in the spare room: power, volume and channel keys all work."
        ),
        attributes={"Brand": "Brindlecote", "Compatible Devices": "Panasonic, Toshiba, Philips televisions"},
    ),
    page(
        category="ELECTRONICS",
        title="Hartlow Universal Tablet Stand, Aluminium, Adjustable Angle",
        description=(
            "- Holds any tablet from 7 to 13 in, with or without a case\n"
            "- Works with iPad, Samsung Galaxy Tab, Lenovo Tab and other tablets in that range\n"
            "- Folds flat for travel"
        ),
        attributes={"Brand": "Hartlow", "Compatible Devices": "Tablets 7-13 in"},
    ),
]


@pytest.mark.parametrize("item", UNIVERSAL_ITEMS, ids=["remote", "tablet-stand"])
def test_a_universal_items_fit_list_names_what_it_serves(item: Listing) -> None:
    assert not net.many_other_brands(item, texts(item))
    assert not net_spam(item)


BORROWED_MAKERS = [
    # The same list on an item that fits one maker's phone.
    page(
        category="ELECTRONICS",
        title="Clear Phone Case for iPhone 15",
        description="Slim and shockproof. Also fits Samsung Galaxy, Google Pixel and Huawei phones.",
        attributes={"Brand": "Hollowmere"},
    ),
    # A universal item, with makers named outside any fit clause.
    page(
        category="ELECTRONICS",
        title="Universal Car Phone Mount, Dashboard Suction",
        description="Strong suction cup and a one-hand release.\nApple Samsung Huawei Xiaomi Google",
        attributes={"Brand": "Hollowmere"},
    ),
    page(
        category="ELECTRONICS",
        title="Universal Wall Charger for Samsung Phones",
        description="Two ports, 25W. Sony Philips Panasonic Bose best price.",
        attributes={"Brand": "Hollowmere"},
    ),
]


@pytest.mark.parametrize("item", BORROWED_MAKERS, ids=["one-phone", "bare-names", "after-the-clause"])
def test_makers_outside_a_universal_fit_clause_still_count(item: Listing) -> None:
    assert net.many_other_brands(item, texts(item))
    assert caught(item)
