"""Issue 19, thirty-fourth round: clean listings the net sent to a person (NEEDS_HUMAN_REVIEW) on readings that say
nothing of a violation, read from the just-retired blind-holdout-v27 first, then the rest of development, per class of
the honest seller's shape (docs/generation.md, "Thirty-fourth round"):

1. A message dropped through the marketplace itself ("drop us a message on eBay", "drop me a line through Amazon")
   is the marketplace's own messages, as "on here" already was (the pack's messenger-or-webmail wording).
2. "Once opened, store dry", "once a tub is opened keep the lid tight": how to keep the item after the buyer opens
   it is a care instruction, not a New item's history (the pack's new-with-signs-of-use wording).
3. A work's own title is its name, wear and use words and all ("Notes from the Shop Floor", "Worn Stories"): the
   condition signals read the listing less the work's titles of two words or more, as the payment signals already did
   (services/risk_signals.py, _without_work_titles).
4. A hand tool's own trade verb with how well it does it ("grinds smoothly", "sharpens cleanly", "zips freely") is a
   working result, as "turns smoothly" already was (services/detectors.py, MOVES_AS_IT_SHOULD); the bare verb, an
   instruction to the buyer ("grip firmly and twist"), stays none.

Every positive here was sent to a person at the round's base (72fc204) except class 1's two, which already
passed there on this item and pin the marketplace's own messages the pack now names; every near miss keeps its code.
"""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.generation.data import caught
from tests.generation.data import household_goods as goods

_CONTACT = FindingCode.CONTACT_INFO_IN_LISTING
_CONDITION = FindingCode.CONDITION_CONFLICT
_FUNCTION = FindingCode.FUNCTIONAL_STATUS_MISSING


# --- 1. a message dropped through the marketplace itself ---


@pytest.mark.parametrize(
    "description",
    [
        "Unsure it suits your trailer? Drop us a message on eBay with the axle size and we will check.",
        "Spare springs on request: drop me a line on Amazon and I will add them to the parcel.",
    ],
)
def test_a_message_dropped_through_the_marketplace_is_its_own_messages(description: str) -> None:
    item = goods(title="Hollowmere Trailer Jockey Wheel 48mm", description=description)
    assert _CONTACT not in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        "Drop us a message on WhatsApp for trade prices.",
        "Questions? Drop me a line on Telegram, same name as the shop.",
    ],
)
def test_a_message_dropped_on_a_messenger_stays_contact(description: str) -> None:
    item = goods(title="Hollowmere Trailer Jockey Wheel 48mm", description=description)
    assert _CONTACT in caught(item)


# --- 2. how to keep the item once the buyer opens it ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Hollowmere Epoxy Grout 2.5kg Tub", "Sealed tub. Once opened, store sealed and use within six months."),
        ("Hollowmere Dog Treats 500g", "Resealable pouch; once a pouch is opened keep it dry and use within a month."),
        ("Hollowmere Lamp Oil 1L", "Full bottle, cap sealed. When opened, store upright away from heat."),
    ],
)
def test_a_care_instruction_for_once_opened_is_no_history(title: str, description: str) -> None:
    item = goods(title=title, description=description, condition=ListingCondition.NEW, marketplace=Marketplace.EBAY)
    assert _CONDITION not in caught(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # Opened said of this item, beside the care instruction or alone.
        ("Hollowmere Epoxy Grout 2.5kg Tub", "Tub was opened to check the colour; once opened, store sealed."),
        ("Hollowmere Dog Treats 500g", "Pouch opened, a handful taken out, rest untouched."),
    ],
)
def test_this_item_opened_stays_a_conflict(title: str, description: str) -> None:
    item = goods(title=title, description=description, condition=ListingCondition.NEW, marketplace=Marketplace.EBAY)
    assert _CONDITION in caught(item)


# --- 3. a work's own title is its name ---


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Repaired Nets and Restored Boats, Paperback", {"Author": "Ines Dole", "Format": "Paperback"}),
        ("Tried Out on the Road: A Touring Cyclist's Year, Paperback", {"Author": "Cal Brody", "Format": "Paperback"}),
    ],
)
def test_wear_words_in_a_works_title_are_its_name(title: str, attributes: dict[str, str]) -> None:
    item = goods(
        title=title,
        description="Brand new copy, 240 pages, black-and-white photographs.",
        category="BOOKS",
        condition=ListingCondition.NEW,
        attributes=attributes,
    )
    assert _CONDITION not in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        # Wear said of the copy beside the work's title, and the title's words said again of the copy.
        "Cover is scratched and the spine creased from the shop shelf.",
        "This copy was repaired at the spine with tape.",
    ],
)
def test_wear_said_of_the_copy_beside_a_works_title_stays_a_conflict(description: str) -> None:
    item = goods(
        title="Repaired Nets and Restored Boats, Paperback",
        description=description,
        category="BOOKS",
        condition=ListingCondition.NEW,
        attributes={"Author": "Ines Dole", "Format": "Paperback"},
    )
    assert _CONDITION in caught(item)


# --- 4. a hand tool's trade verb with how well it does it ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Hollowmere Manual Burr Spice Grinder, Used", "Grinds smoothly from coarse to fine, lid has a scuff."),
    ],
)
def test_a_hand_tools_trade_verb_with_how_well_is_a_working_result(title: str, description: str) -> None:
    assert _FUNCTION not in caught(goods(title=title, description=description, category="TOOLS"))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # An instruction to the buyer, and a verb with nothing of how well.
        ("Hollowmere Manual Burr Spice Grinder, Used", "Grip firmly and twist the top. Lid has a scuff."),
        ("Hollowmere Hand-Crank Pencil Sharpener, Used", "Sharpens pencils and crayons. Paint chipped on the base."),
    ],
)
def test_an_instruction_or_a_verb_without_a_result_says_nothing(title: str, description: str) -> None:
    assert _FUNCTION in caught(goods(title=title, description=description, category="TOOLS"))
