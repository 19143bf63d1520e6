"""Precision classes (issue 19, twenty-second round): honest shapes the rules reviewer flagged, or its net sent to a
person, on clean listings of office clearances, radio and phone sellers, garden ornament shops, salon clear-outs and
second-hand booksellers.

1. A check's outcome and what a working set does, in its own verbs ("the self-test passes", "all keys register",
   "registers to the phone system", "receives long-wave stations", "the valve set warms up"), is a working state.
2. A way to pay or to hand over refused by the words right after it ("cash on delivery is not offered") is no offer:
   the negation readers looked only before a match.
3. A flaw said of a part of the packaging ("the print on the carton is faded", "the top of the box has a dent"),
   bullet points included, is the packaging's, which eBay's condition policy leaves out of New.
4. A site the seller says is not theirs ("printed by the publisher, not my site", "the book's name, not our site") is
   no pointer to the seller's site, as "not a site to visit" was not.
5. A business's premises cleared, named in the title ("Pet Shop Clearance", "Office Clearance"), is where a lot came
   from, as "House Clearance" was; "CLEARANCE" as the price stays promotional.

Every listing here is written for the test; none is copied from a dataset or a real listing.
"""

from __future__ import annotations

from typing import Any

import pytest

from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.generation.data import caught, listing

FUNCTION = FindingCode.FUNCTIONAL_STATUS_MISSING
OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION
CONFLICT = FindingCode.CONDITION_CONFLICT


def item(**overrides: Any) -> Listing:
    values: dict[str, Any] = {"category": "ELECTRONICS", "condition": ListingCondition.USED, "attributes": {}}
    values.update(overrides)
    return listing(**values)


# --- 1. a check's outcome, in the item's own verbs ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Eaton 5E 1100VA Uninterruptible Power Supply",
            "Battery pack fitted in May; the self-test passes and it carried a desktop for 15 minutes. Scuffs.",
            {"Brand": "Eaton", "Model": "5E 1100i"},
        ),
        (
            "HP ProDesk 400 G5 Mini PC, i5, 8GB",
            "Passed its built-in diagnostics on the day we pulled it from the desk. Light marks on the lid.",
            {"Brand": "HP", "Model": "ProDesk 400 G5"},
        ),
        (
            "Logitech K120 Keyboards, Box of 6",
            "Six keyboards from a school room. Every key registers in a typing test on a laptop; a few keys are shiny.",
            {"Brand": "Logitech", "Model": "K120"},
        ),
        (
            "Yealink T46S Desk Phone",
            "From a closed call centre. Registers to our office phone system, calls both ways are clear. Worn keypad.",
            {"Brand": "Yealink", "Model": "SIP-T46S"},
        ),
        (
            "Roberts Rambler Portable Radio 1970s",
            "Receives long wave and FM stations loud and clear on the built-in aerial. Leather cloth scuffed.",
            {"Brand": "Roberts", "Model": "Rambler"},
        ),
        (
            "Grundig Valve Table Radio, 1958",
            "Serviced by an enthusiast. The set warms up in under a minute and the dial lamp glows. Veneer chipped.",
            {"Brand": "Grundig", "Model": "Type 2035"},
        ),
    ],
)
def test_a_checks_outcome_in_the_items_own_verbs_is_a_working_state(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert FUNCTION not in caught(item(title=title, description=description, attributes=attributes))


@pytest.mark.parametrize(
    "description",
    [
        # Nothing said of what it does, only what it looks like and what comes with it.
        "Ex-office unit, light marks on the lid, power lead included.",
        # A test the seller means to run, a hedge, and a noun that only looks like the verb.
        "It should pass a self-test once a new battery goes in. Scuffed front.",
        "Sold with two cash registers' worth of receipt rolls. Scuffed front.",
        "Ideal for receiving stations in a workshop. Scuffed front.",
    ],
)
def test_no_outcome_said_still_misses_the_working_state(description: str) -> None:
    found = item(title="Epson TM-T20 Receipt Printer", description=description, attributes={"Brand": "Epson"})
    assert FUNCTION in caught(found)


# --- 2. a payment refused after its name ---


@pytest.mark.parametrize(
    "refusal",
    [
        "Cash on delivery is not offered; every order is paid at checkout.",
        "Certified funds are not accepted, pay through the basket as usual.",
        "Cash on delivery isn't available for this item.",
    ],
)
def test_a_payment_refused_after_its_name_is_no_offer(refusal: str) -> None:
    found = item(
        title="Reconstituted stone bird bath, 60 cm",
        description=f"Heavy garden bird bath in two parts, ships on a pallet. {refusal}",
        category="HOME_AND_GARDEN",
        condition=ListingCondition.NEW,
        attributes={"Brand": "Garden Stoneworks", "Material": "Reconstituted stone"},
    )
    assert OFF_PLATFORM not in caught(found)


@pytest.mark.parametrize(
    "offer",
    [
        "Cash on delivery is offered to local buyers.",
        "Cash on delivery is fine with me.",
        "Certified funds accepted, or cash on delivery is available if you live nearby.",
    ],
)
def test_a_payment_offered_after_its_name_stays_found(offer: str) -> None:
    found = item(
        title="Reconstituted stone bird bath, 60 cm",
        description=f"Heavy garden bird bath in two parts, ships on a pallet. {offer}",
        category="HOME_AND_GARDEN",
        condition=ListingCondition.NEW,
        attributes={"Brand": "Garden Stoneworks", "Material": "Reconstituted stone"},
    )
    assert OFF_PLATFORM in caught(found)


# --- 3. a flaw said of a part of the packaging ---


def boxed(description: str) -> Listing:
    return item(
        title="Aveda Shampure Conditioner 250ml",
        description=description,
        category="HEALTH_AND_BEAUTY",
        condition=ListingCondition.NEW,
        marketplace=Marketplace.EBAY,
        attributes={"Brand": "Aveda", "Volume": "250 ml"},
    )


@pytest.mark.parametrize(
    "description",
    [
        "Sealed, never opened.\n- The print on the carton is a little faded from the stockroom light.\n- Ships fast.",
        "Sealed bottle. Lettering on the box has faded slightly.",
        "Factory sealed. The top of the box has a dent.",
        "Sealed. Two corners of the carton are dented.",
        "Sealed, unused. \u2022 Artwork on the outer box is sun-faded on one side.",
    ],
)
def test_a_flaw_of_a_part_of_the_packaging_leaves_new_alone(description: str) -> None:
    assert CONFLICT not in caught(boxed(description))


@pytest.mark.parametrize(
    "description",
    [
        # The flaw is the item's own, bullet or not, and a part of the item is no part of the box.
        "Sealed box.\n- The label on the bottle is a little faded.",
        "Sealed.\n- Text on the bottle has faded from the window.",
        "Unused, but the cap of the bottle is cracked.",
    ],
)
def test_a_flaw_of_the_item_itself_stays_a_conflict(description: str) -> None:
    assert CONFLICT in caught(boxed(description))


# --- 4. a site the seller says is not theirs ---

LINK = FindingCode.EXTERNAL_LINK


def book(title: str, description: str) -> Listing:
    return item(
        title=title,
        description=description,
        category="BOOKS",
        attributes={"Author": "Mara Quint", "Format": "Paperback", "Publisher": "Fenwick House"},
    )


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Garden Year by Mara Quint, Paperback - with plotdiary.example.net planner",
            "The planner address plotdiary.example.net is printed on the back cover by the publisher, not my site. "
            "Spine creased, pages clean.",
        ),
        (
            "Plotdiary.net: A Gardener's Year by Mara Quint Paperback 2018",
            "The web address is in the book's title (the name of the book, not our site). Corners bumped, no writing.",
        ),
    ],
)
def test_a_site_the_seller_says_is_not_theirs_points_nowhere(title: str, description: str) -> None:
    assert LINK not in caught(book(title, description))


@pytest.mark.parametrize(
    "description",
    [
        "Spine creased, pages clean. More gardening books on our site, just search the shop name.",
        "Not a bad copy at all; the rest of the series is on my website.",
    ],
)
def test_the_sellers_own_site_still_points_elsewhere(description: str) -> None:
    assert LINK in caught(book("A Gardener's Year by Mara Quint Paperback 2018", description))


# --- 5. a business's premises cleared, named in the title ---

PROMOTIONAL = FindingCode.PROMOTIONAL_TITLE


@pytest.mark.parametrize(
    "title",
    [
        "Tack Shop Clearance Leather Headcollar Cob Size Brown",
        "Office Clearance - Adjustable Desk Lamp, Black",
        "Hair Salon Clearance 3 x Cutting Combs Carbon",
        "School Clearance Set of 10 Mini Whiteboards A4",
    ],
)
def test_a_premises_cleared_is_where_the_lot_came_from(title: str) -> None:
    found = item(
        title=title,
        description="From a clear-out. Unused, in the wrapper.",
        category="HOME_AND_GARDEN",
        condition=ListingCondition.NEW,
    )
    assert PROMOTIONAL not in caught(found)


@pytest.mark.parametrize(
    "title",
    [
        "CLEARANCE Leather Headcollar Cob Size Brown",
        "Leather Headcollar Cob Size - clearance price",
        "Store-wide Clearance: Leather Headcollar Cob Size",
    ],
)
def test_clearance_as_the_price_stays_promotional(title: str) -> None:
    found = item(
        title=title, description="Unused, in the wrapper.", category="HOME_AND_GARDEN", condition=ListingCondition.NEW
    )
    assert PROMOTIONAL in caught(found)
