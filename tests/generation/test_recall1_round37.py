"""Issue 19, thirty-seventh round (recall on product details): classes read from the development sets' false
all-clears whose expected codes include a product detail mismatch (the just-retired blind-holdout-v30 first, then the
rest of development, blind-dev-v44 among it), each written as a shape rather than one listing's words:

- a title that opens on its count ("12 x Brass Hinges", "6 x 2023 Proof Coins") against a count specific naming no
  noun ("Number of Items");
- a stack's storeys counted in the title in one word ("3 Layer", "4 Level") and in the specific in another
  ("Number of Tiers"; the pack's levelWords, shared with the fresh1 helper's reading);
- a part's size specific in a decimal length ("Pot Size: 9 cm", "Wheel Size: 12 in") against the title's length right
  before that part ("12cm Pot", "16 inch Wheels"), the specific's length written nowhere in the title;
- (a fourth, a colour the description puts right before the title's own noun for the item against the colour
  specific, was withdrawn at integration: on development it put a wrong finding on four listings for one caught.)

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(acaa70a); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_PLAIN = "Unused, still in the shop's bag."


def _mismatch(title: str, description: str, attributes: dict[str, str], category: str = "HOME_AND_GARDEN") -> bool:
    item = titled_listing(title, description, category=category, condition=ListingCondition.NEW, attributes=attributes)
    return _MISMATCH in detected(item)


# --- a title's leading "N x" count, a stack's storeys in another word ----------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("12 x Brass Cabinet Hinges, satin", {"Number of Items": "10"}),
        ("6 x 2023 Proof Sovereign Coins", {"Number of Items": "5"}),
        ("30 x Tea Light Candles, unscented", {"Number of Items": "50"}),
        ("3 Layer Glass Cake Stand", {"Number of Tiers": "2"}),
        ("Pine 4 Level Cat Tree", {"Number of Tiers": "5"}),
    ],
)
def test_a_title_count_the_specific_denies_is_a_mismatch(title: str, attributes: dict[str, str]) -> None:
    assert _mismatch(title, _PLAIN, attributes)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The count agreeing, a size's two sides opening the title, a timber's section, storeys that agree in
        # another word.
        ("12 x Brass Cabinet Hinges, satin", {"Number of Items": "12"}),
        ("20 x 30 cm Oak Photo Frame", {"Number of Items": "2"}),
        ("2 x 4 Pine Offcuts, planed", {"Number of Items": "10"}),
        ("3 Layer Glass Cake Stand", {"Number of Tiers": "3"}),
    ],
)
def test_an_agreeing_or_sized_count_is_no_mismatch(title: str, attributes: dict[str, str]) -> None:
    assert not _mismatch(title, _PLAIN, attributes)


# --- a part's length against its size specific ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes", "category"),
    [
        ("Rosemary Herb Plant in 12cm Pot", {"Pot Size": "9 cm"}, "HOME_AND_GARDEN"),
        ("Kids Balance Bike 16 inch Wheels, blue", {"Wheel Size": "12 in"}, "SPORTS"),
        ("Trail Scooter with 200mm Wheels", {"Wheel Size": "145 mm"}, "SPORTS"),
    ],
)
def test_a_part_length_the_specific_denies_is_a_mismatch(title: str, attributes: dict[str, str], category: str) -> None:
    assert _mismatch(title, _PLAIN, attributes, category)


@pytest.mark.parametrize(
    ("title", "attributes", "category"),
    [
        # The same length, a range's end, the same size in other units, the specific's length in the title too.
        ("Rosemary Herb Plant in 12cm Pot", {"Pot Size": "12 cm"}, "HOME_AND_GARDEN"),
        ("Rosemary Herb Plant in 10-12cm Pot", {"Pot Size": "10 cm"}, "HOME_AND_GARDEN"),
        ("Kids Balance Bike 16 inch Wheels, blue", {"Wheel Size": "40 cm"}, "SPORTS"),
        ("Rosemary Herb 9cm, fits a 12cm Pot", {"Pot Size": "9 cm"}, "HOME_AND_GARDEN"),
    ],
)
def test_an_agreeing_or_ranged_part_length_is_no_mismatch(
    title: str, attributes: dict[str, str], category: str
) -> None:
    assert not _mismatch(title, _PLAIN, attributes, category)


def test_a_length_after_the_part_name_sizes_what_follows() -> None:
    """Only the length right before the part's name is the part's (mended at integration): after the name it may
    size the next thing ("Shelf 30 cm Brackets" are the brackets' length), and a length before it still is."""
    assert not _mismatch("Floating Pine Shelf 30 cm Brackets", _PLAIN, {"Shelf Size": "90 cm"})
    assert _mismatch("Floating Pine 60 cm Shelf, Brackets", _PLAIN, {"Shelf Size": "90 cm"})
