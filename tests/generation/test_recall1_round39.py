"""Issue 19, thirty-ninth round (recall on product details): classes read from the development sets' false
all-clears and missed codes whose expected codes include a product detail mismatch (the just-retired
blind-holdout-v32 first), each written as a shape rather than one listing's words:

- a length the title gives the item against the length a specific and the description both write, when both are
  whole numbers in one unit ("58in" against "57 in"): the ten per cent leeway for a nominal size is for a size named
  in another unit or rounded from a fraction, and two whole numbers in one unit round nothing
  (structure.length_specific_outvoted).

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(8df996a); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH


def _mismatch(title: str, description: str, attributes: dict[str, str], category: str) -> bool:
    item = titled_listing(title, description, category=category, condition=ListingCondition.NEW, attributes=attributes)
    return _MISMATCH in detected(item)


# --- two whole lengths in one unit ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        # Within ten per cent: the nominal leeway before this round.
        (
            "Pine Curtain Pole 200cm, natural",
            "Solid pine pole, 190 cm long, with two brackets and ball finials.",
            {"Length": "190 cm"},
            "HOME_AND_GARDEN",
        ),
        (
            "Sterling Silver Curb Chain Necklace 20in",
            "Solid sterling curb chain, 19 in long with a lobster clasp. Gift boxed.",
            {"Chain Length": "19 in"},
            "JEWELLERY",
        ),
        (
            "Adjustable Beech Walking Stick 36in, rubber ferrule",
            "Beech walking stick, 35 in from ferrule to handle, with a rubber ferrule and wrist strap.",
            {"Length": "35 in"},
            "HEALTH",
        ),
        # A bare figure under a key that names its unit.
        (
            "Cotton Yoga Strap 180cm with metal D-ring",
            "Woven cotton strap with a metal D-ring, 170 cm long.",
            {"Length (cm)": "170"},
            "SPORTS",
        ),
    ],
)
def test_two_whole_lengths_in_one_unit_are_a_mismatch(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    assert _mismatch(title, description, attributes, category)


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        # The same length.
        (
            "Heavy Duty Rubber Garden Hose 50ft, brass fittings",
            "Black rubber hose, 50 ft with solid brass fittings.",
            {"Length": "50 ft"},
            "HOME_AND_GARDEN",
        ),
        # One size named in another unit: nominal.
        (
            "Sterling Silver Curb Chain Necklace 18in",
            "Solid sterling curb chain, 46 cm long with a lobster clasp.",
            {"Chain Length": "46 cm"},
            "JEWELLERY",
        ),
        # A fraction rounded to the title's whole number: nominal.
        (
            "Adjustable Beech Walking Stick 36in, rubber ferrule",
            "Beech walking stick, 35.5 in from ferrule to handle.",
            {"Length": "35.5 in"},
            "HEALTH",
        ),
        # The description also writes the title's length (stretched, extended): it knows both.
        (
            "Expandable Garden Hose 50ft, brass fittings",
            "Lies at 45 ft and stretches to 50 ft when the water is on.",
            {"Length": "45 ft"},
            "HOME_AND_GARDEN",
        ),
        # The title's other length is another specific's facet.
        (
            "Cotton Yoga Strap 180cm, 38mm wide",
            "Woven cotton strap, 38 mm wide, 180 cm long.",
            {"Length (cm)": "180", "Width": "38 mm"},
            "SPORTS",
        ),
    ],
)
def test_one_length_however_written_is_no_mismatch(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    assert not _mismatch(title, description, attributes, category)
