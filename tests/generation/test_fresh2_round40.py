"""Issue 19, fortieth round (the fresh development sets' clean listings): classes read from the clean listings of
blind-dev-v48 that were flagged or sent to a person, each written as a shape rather than one listing's words:

- product detail mismatch (the capacity detector, the specific-measure check and the net's facet check): parts given
  their own capacities that add up to the whole ("2 x 1TB drives" in a "2TB" enclosure, "20 L and 10 L" boxes of a
  "30L" set) are the parts', and their total is the item's capacity.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(e901c7e); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, titled_listing

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_NEW = ListingCondition.NEW


# --- product details: parts that add up to the whole -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # Parts listed in one unit, joined as a list, adding up to the title's capacity.
        (
            "Insulated Drinks Cooler Set 30L, Blue",
            "Two nesting boxes (20 L and 10 L) with ice packs in the lids.",
            {"Capacity": "30 L"},
        ),
        ("Emulsion Paint Sample Kit 1 Litre", "Four tins: 250ml, 250ml, 250ml, 250ml, in matt finish.", {}),
        # Parts counted, each given one capacity.
        (
            "Two Bay Network Storage Enclosure 2TB",
            "Comes with 2 x 1TB drives fitted and mirrored. Gigabit port.",
            {"Storage Capacity": "2 TB"},
        ),
        ("Camping Water Carrier Set 15 L", "3 x 5 L collapsible carriers with taps, food grade.", {}),
        # A title that gives the whole and its parts, beside the same parts in the description.
        ("Twin Cell Power Bank 20000mAh (2x10000mAh)", "Holds 2 x 10000mAh cells, USB-C in and out.", {}),
    ],
)
def test_parts_that_add_up_to_the_whole_agree(title: str, description: str, attributes: dict[str, str]) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW, attributes=attributes)
    assert _MISMATCH not in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # Parts that do not make the whole.
        (
            "Insulated Drinks Cooler Set 30L, Blue",
            "Two nesting boxes (20 L and 5 L) with ice packs in the lids.",
            {"Capacity": "30 L"},
        ),
        ("Emulsion Paint Sample Kit 1 Litre", "Three tins: 250ml, 250ml, 250ml, in matt finish.", {}),
        ("Camping Water Carrier Set 15 L", "2 x 5 L collapsible carriers with taps, food grade.", {}),
        # A choice is no list of parts.
        ("Stainless Vacuum Flask 1L", "Also comes as 500 ml or 500 ml twin packs.", {"Capacity": "1 L"}),
        # One capacity of the item that is not the title's.
        ("Two Bay Network Storage Enclosure 2TB", "Comes with one 1TB drive fitted.", {}),
        # A title that counts its parts gives each part's capacity: another total in the description still disagrees.
        ("Two Bay Network Storage Enclosure with 2x 4TB Drives", "Drives fitted: 2 x 2 TB, mirrored.", {}),
    ],
)
def test_parts_that_do_not_make_the_whole_still_disagree(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW, attributes=attributes)
    assert _MISMATCH in caught(item)
