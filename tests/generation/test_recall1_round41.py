"""Issue 19, forty-first round (recall on product details): the title's one length outvoted by a length specific and
the description (structure.length_specific_outvoted), in three shapes the thirty-second round's reading left unread:

- a part's length keyed by that part ("Blade Length", "Strap Length", "Tape Length") is the item's length where the
  title names the part ("Pruning Saw 30cm Blade", "Camera Strap 120cm"; a tape measure's blade is its tape);
- a tool's range or reach ("Maximum Range", "Range") is read against a title length said as a distance (ending its
  phrase, or called a range) and of one order with it;
- a length written with its conversion after a slash ("60m/197ft") is one length, where the slash had hidden both.

Positives in fresh wording, in other product domains than the listings read (tape measures, laser measures), fail on
the round's starting code (2b524e3); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH


def _mismatch(title: str, description: str, attributes: dict[str, str], category: str) -> bool:
    item = titled_listing(title, description, category=category, condition=ListingCondition.NEW, attributes=attributes)
    return _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        # A part's length, the title naming the part.
        (
            "Folding Pruning Saw 30cm Blade, Locking, Hard Case",
            "Curved 21 cm blade with a lock at the open position, rubber grip, hard case.",
            {"Blade Length": "21 cm"},
            "HOME_AND_GARDEN",
        ),
        (
            "Padded Camera Strap 120cm, Quick Release, Black",
            "Neoprene strap, 95 cm long, two quick release buckles.",
            {"Strap Length": "95 cm"},
            "ELECTRONICS",
        ),
        # A range said as a distance, of one order with the specific's.
        (
            "Hunting Rangefinder with Slope Mode, 800m",
            "Measures out to 600 m on a reflective target, slope mode, fog mode, CR2 battery.",
            {"Maximum Range": "600 m", "Magnification": "6x"},
            "SPORTS",
        ),
        (
            "Wireless Doorbell Kit, 300m Range, 52 Chimes",
            "Plug-in chime and a waterproof push, works up to 150 m in open ground.",
            {"Range": "150 m", "Colour": "White"},
            "HOME_AND_GARDEN",
        ),
        # A length with its conversion after a slash.
        (
            "Dynamic Climbing Rope 60m/197ft, 9.8mm, Blue",
            "Single dynamic rope, 50 m long, 9.8 mm, middle mark, dry treated sheath.",
            {"Length": "50 m", "Diameter": "9.8 mm"},
            "SPORTS",
        ),
    ],
)
def test_a_title_length_outvoted_by_the_part_the_range_or_a_slashed_length(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    assert _mismatch(title, description, attributes, category)


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        # A part's length where the title never names the part: a knife's closed length beside its blade.
        (
            "Folding Pocket Knife 95mm, Olive Wood Scales",
            "Carbon steel blade of 7 cm, olive wood scales, slip joint.",
            {"Blade Length": "7 cm"},
            "SPORTS",
        ),
        # A length followed by the part it measures is no range.
        (
            "Electric Pressure Washer with 10m Hose, 150 bar",
            "Sprays out to 8 m with the turbo lance, patio cleaner included.",
            {"Range": "8 m"},
            "HOME_AND_GARDEN",
        ),
        # A range of another order than the title's length.
        (
            "Portable Party Speaker 12 in, LED Lights",
            "Pairs from up to 30 m away, 10 hour battery, microphone input.",
            {"Range": "30 m"},
            "ELECTRONICS",
        ),
        # The description writes the title's length too.
        (
            "Padded Camera Strap 120cm, Quick Release, Black",
            "Neoprene strap, 120 cm at its longest, shortens to 95 cm with the slider.",
            {"Strap Length": "95 cm"},
            "ELECTRONICS",
        ),
        # Two lengths after a slash are a choice, not a conversion.
        (
            "Bungee Cords 60cm/90cm, Pack of 10, Hooked Ends",
            "Ten cords, five of each length, coated steel hooks.",
            {"Length": "60 cm"},
            "AUTOMOTIVE",
        ),
        # The slashed conversion agreeing with the specific.
        (
            "Dynamic Climbing Rope 50m/164ft, 9.8mm, Blue",
            "Single dynamic rope, 50 m long, 9.8 mm, middle mark.",
            {"Length": "50 m"},
            "SPORTS",
        ),
    ],
)
def test_a_knife_a_hose_another_order_or_a_written_length_is_no_mismatch(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    assert not _mismatch(title, description, attributes, category)
