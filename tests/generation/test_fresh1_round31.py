"""Issue 19, thirty-first round (fresh1): classes read from the violating listings of the fresh development set
blind-dev-v38 that the rules reviewer let through or only half caught, each written as a shape rather than one
listing's words: a specific weighing one piece of a set ("230 g each") read as one unit's measure; a size written as
capital letters and a number ("A4", "C5", "M8") against another number of the same letters in the title; a machine
run or used by its seller through a season, and an item said in the passive to have been put to use a count of
times, on a listing declared New; a negation that ends where a clause with its own subject joins on; the marks a
grill or a press puts on food, which are no flaw of the item. Positives in fresh wording, in other product domains,
that fail on the round's starting code (41817ea), and near misses that keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_DETAILS = FindingCode.CONDITION_DETAILS_MISSING


# --- a specific that measures one piece of the set ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Ceramic espresso cups, 90 ml, set of 4", {"Capacity": "150 ml each", "Quantity": "4"}),
        ("Cast bronze garden bells 400 g, pair", {"Weight": "650 g apiece", "Number of Items": "2"}),
        ("Chalk climbing balls 60 g, 3 pack", {"Weight": "35 g per unit"}),
    ],
)
def test_a_measure_of_each_piece_against_another_in_the_title_is_a_mismatch(
    title: str, attributes: dict[str, str]
) -> None:
    listing = titled_listing(title, "Boxed as new.", condition=ListingCondition.NEW, attributes=attributes)
    assert _MISMATCH in detected(listing)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The title's measure is the piece's, or the set's total by the count the listing states.
        ("Ceramic espresso cups, 150 ml, set of 4", {"Capacity": "150 ml each", "Quantity": "4"}),
        ("Cast bronze garden bells, 1.3 kg the pair", {"Weight": "650 g each", "Number of Items": "2"}),
        ("Chalk climbing balls, 3 pack", {"Weight": "35 g each"}),
        # A nutrient's amount in the title is no weight of the piece.
        ("Oat energy bars, 15 g Protein, 10 count", {"Item Weight": "45 Grams each", "Unit Count": "10"}),
    ],
)
def test_a_measure_of_each_piece_the_title_agrees_with_is_no_mismatch(title: str, attributes: dict[str, str]) -> None:
    listing = titled_listing(title, "Boxed as new.", condition=ListingCondition.NEW, attributes=attributes)
    assert _MISMATCH not in caught(listing)


# --- a size written as capital letters and a number -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Hardback lined journal A5, cream pages", {"Size": "A4"}),
        ("Padded mailing envelopes C5, 25 pack", {"Envelope Size": "C4"}),
        ("Stainless hex bolts M6 x 30, bag of 20", {"Size": "M10"}),
    ],
)
def test_a_code_size_the_title_numbers_otherwise_is_a_mismatch(title: str, attributes: dict[str, str]) -> None:
    listing = titled_listing(title, "Unused, in the wrapper.", condition=ListingCondition.NEW, attributes=attributes)
    assert _MISMATCH in detected(listing)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Hardback lined journal A5, cream pages", {"Size": "A5"}),
        # Both sizes written: a mixed lot.
        ("Stainless hex bolts M6 and M10 assorted tub", {"Size": "M10"}),
        # Other letters: a model's code, not a size.
        ("Label printer LX2 with roll", {"Size": "A6"}),
        # No code-shaped size in the title.
        ("Hardback lined journal, cream pages", {"Size": "A4"}),
    ],
)
def test_a_code_size_the_title_agrees_with_or_never_numbers_is_no_mismatch(
    title: str, attributes: dict[str, str]
) -> None:
    listing = titled_listing(title, "Unused, in the wrapper.", condition=ListingCondition.NEW, attributes=attributes)
    assert _MISMATCH not in caught(listing)


# --- a New listing whose seller ran it through a season, or says it has been used a count of times ---------------


@pytest.mark.parametrize(
    "description",
    [
        "Oil-filled radiator, 2 kW. We ran it through one winter in the spare room, then boxed it again.",
        "Patio heater pair. Ran them all through one summer on the terrace.",
        "Ceramic kiln shelves. They have been fired twice, no warping.",
        # The negation before ends where a clause with its own subject begins.
        "Hip flask, no stopper, and it has been filled a few times at shows.",
    ],
)
def test_use_through_a_season_or_a_count_of_times_conflicts_with_new(description: str) -> None:
    listing = titled_listing("Item for sale", description, condition=ListingCondition.NEW)
    assert _CONFLICT in detected(listing)


@pytest.mark.parametrize(
    "description",
    [
        # Storage, a seller's handling of any stock and a negated use are no use of this one.
        "Oil-filled radiator, 2 kW. Kept it in the garage through the winter, still sealed.",
        "Ceramic kiln shelves, still wrapped. They have been relisted twice, so the photos are old.",
        "Sealed. The price has been reduced twice, so grab it.",
        "Sealed in the box, never used, not opened and not worn a single time.",
    ],
)
def test_storage_handling_or_a_negated_use_keeps_new(description: str) -> None:
    listing = titled_listing("Item for sale", description, condition=ListingCondition.NEW)
    assert _CONFLICT not in caught(listing)


# --- the marks a grill or a press puts on food are its work, not its flaw ----------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Electric contact grill, 2000 W", "Heats fast and gives sear marks on chicken. Pre-owned, good condition."),
        ("Waffle and sandwich maker", "Condition note: Used - Good. Leaves neat grill marks on toasties."),
    ],
)
def test_a_stock_note_beside_marks_on_food_is_missing_its_details(title: str, description: str) -> None:
    listing = titled_listing(title, description, category="HOME_AND_GARDEN")
    assert _DETAILS in detected(listing)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Electric contact grill, 2000 W",
            "Pre-owned, good condition. Gives sear marks; scorch marks on the drip tray.",
        ),
        ("Waffle and sandwich maker", "Condition note: Used - Good. A burn mark on the handle, plates clean."),
    ],
)
def test_a_mark_on_the_item_itself_is_still_a_detail(title: str, description: str) -> None:
    listing = titled_listing(title, description, category="HOME_AND_GARDEN")
    assert _DETAILS not in caught(listing)
