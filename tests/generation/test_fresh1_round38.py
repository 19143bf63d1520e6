"""Issue 19, thirty-eighth round (fresh development set, violating listings): classes read from blind-dev-v45's false
all-clears and missed codes, each written as a shape rather than one listing's words:

- a weighing scale named by what or where it weighs ("Luggage Scale", "Parcel Scale", "Baby Scale") has a working
  order, mechanical or digital: a used one that says nothing of whether it weighs lacks its functional status. A
  scale's own result ("weighs true", "the beam balances") is one;
- a counted amount of work the seller passed through a new item ("we ran three batches of dough through it") is use
  (condition conflict; the pack's conditionGrades.use).

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(09ebfbd); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_FUNCTION = FindingCode.FUNCTIONAL_STATUS_MISSING
_CONFLICT = FindingCode.CONDITION_CONFLICT


# --- a weighing scale named by what or where it weighs ------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Digital Luggage Scale 50kg Hook, Black",
            "Used on two trips. Scuff on the casing, strap a little frayed.",
            "TRAVEL",
        ),
        (
            "Parcel Scale 30kg Stainless Platform",
            "Light scratches on the platform top, tape residue on the base.",
            "OFFICE",
        ),
        ("Baby Scale with Weighing Tray, White", "Some marks on the tray and a small chip on one foot.", "BABY"),
        (
            "Pocket Jewellery Scale 0.01g",
            "Lid is scratched and one corner of the case has a hairline crack.",
            "JEWELLERY",
        ),
    ],
)
def test_a_weighing_scale_has_a_working_order(title: str, description: str, category: str) -> None:
    assert _FUNCTION in detected(titled_listing(title, description, category=category))


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A scale after a ratio is a size; a scale's weights, and a cover for one, are not it.
        ("1:12 Scale Kitchen Set for Dolls House", "Some marks on the dresser, one chair leg reglued.", "TOYS"),
        ("Kitchen Scale Weights Set Brass 7 Pieces", "Tarnish on the larger weights, a small dent on one.", "HOME"),
        ("Bathroom Scale Cover, Fluffy Grey", "Some pilling on the top.", "HOME_AND_GARDEN"),
        ("Fish Scale Pattern Tiles, 20 pack", "Three tiles have a chipped corner.", "HOME_AND_GARDEN"),
        # A scale's own result is its working state.
        ("Digital Luggage Scale 50kg Hook, Black", "Scuff on the casing. Weighs true against a 5kg bag.", "TRAVEL"),
        ("Parcel Scale 30kg Stainless Platform", "Light scratches on top. Tested, reads accurately.", "OFFICE"),
        (
            "Brass Postal Scale with Pan",
            "Patina all over. With a letter weight in the pan it balances.",
            "COLLECTIBLES",
        ),
    ],
)
def test_a_scale_that_is_no_weighing_scale_or_says_it_weighs_is_no_finding(
    title: str, description: str, category: str
) -> None:
    assert _FUNCTION not in detected(titled_listing(title, description, category=category))


# --- a counted amount of work passed through a new item -----------------------------------------------------------


def _new(title: str, description: str) -> set[FindingCode]:
    return set(detected(titled_listing(title, description, category="HOME_AND_GARDEN", condition=ListingCondition.NEW)))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Pasta maker, hand crank", "We ran three batches of dough through it at Christmas."),
        ("Thermal laminator A3", "I fed about 40 pouches through it for a school project."),
        ("Paper shredder, cross cut", "Boxed. My husband put a couple of bin bags of old statements through it."),
    ],
)
def test_work_passed_through_a_new_item_is_use(title: str, description: str) -> None:
    assert _CONFLICT in _new(title, description)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # What the item can take, a single test, the item itself sent through something.
        ("Pasta maker, hand crank", "You can run three batches of dough through it in an hour."),
        ("Thermal laminator A3", "We ran one test sheet through it at the warehouse; otherwise boxed."),
        ("Cast iron grinder", "Sealed; we ran it through the till and boxed it."),
        ("Garden shredder", "Takes branches up to 4cm. Feed two handfuls of leaves through it at a time."),
    ],
)
def test_what_an_item_can_take_or_a_test_is_no_use(title: str, description: str) -> None:
    assert _CONFLICT not in _new(title, description)
