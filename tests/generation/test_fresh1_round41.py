"""Issue 19, forty-first round (fresh development sets, violating listings): classes read from blind-dev-v49's false
all-clears, each written as a shape rather than one listing's words:

- a holder's count with its plural noun three or four words on ("Set of 6 Vintage Crystal Wine Glasses") against a
  count specific naming that noun ("Number of Glasses: 4"): the count facet stops two words after the count, so the
  noun is read from the title (product detail mismatch; ``structure._first_counted_plural``);
- the fixings a fitted or assembled item comes with (screws, bolts, brackets, dowels, wall plugs) named missing
  from a New one (condition conflict; ``detectors._FIXINGS``);
- a working state dated to a past stretch of time ("worked fine last winter", "was working OK two years ago") is as
  vague as "the last time" (functional status missing; ``detectors._PAST_ONLY_AFTER``);
- a part's colour specific ("Frame Colour", "Strap Colour", "Leg Colour") against the colour the title writes
  straight before that part's name (product detail mismatch; ``structure.part_colour_mismatch``, the pack's
  part-colour-disagrees).

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(2b524e3); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_CONFLICT = FindingCode.CONDITION_CONFLICT
_STATUS = FindingCode.FUNCTIONAL_STATUS_MISSING


# --- a holder's count with its noun three or four words on ------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes", "category"),
    [
        ("Set of 6 Vintage Crystal Wine Glasses, Gold Rim", {"Number of Glasses": "4"}, "KITCHEN"),
        ("Pack of 10 Heavy Duty Cable Ties, 300mm", {"Number of Ties": "100"}, "HOME_AND_GARDEN"),
        ("Lot of 8 Vintage Hardback Children's Books", {"Number of Books": "5"}, "BOOKS"),
    ],
)
def test_a_holders_count_against_the_count_of_its_noun(title: str, attributes: dict[str, str], category: str) -> None:
    item = titled_listing(title, "", category=category, condition=ListingCondition.NEW, attributes=attributes)
    assert _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "attributes", "category"),
    [
        # The same count; the first plural counts ("pairs"), not the noun after it; a noun after "with" is another part.
        ("Set of 6 Vintage Crystal Wine Glasses, Gold Rim", {"Number of Glasses": "6"}, "KITCHEN"),
        ("Pack of 100 Heavy Duty Cable Ties, 300mm", {"Number of Ties": "100"}, "HOME_AND_GARDEN"),
        ("Set of 3 Pairs Kids Ski Gloves", {"Number of Gloves": "6"}, "CLOTHING"),
        ("Set of 2 Oak Floating Wall Shelves with Brackets", {"Number of Brackets": "4"}, "HOME_AND_GARDEN"),
    ],
)
def test_a_holders_count_near_misses(title: str, attributes: dict[str, str], category: str) -> None:
    item = titled_listing(title, "", category=category, condition=ListingCondition.NEW, attributes=attributes)
    assert _MISMATCH not in detected(item)


# --- a new item's fixings named missing -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Full Motion TV Wall Bracket 32-65 inch",
            "Tilts and swivels. Note: the bag with the M6 bolts and washers is missing from this one.",
            "ELECTRONICS",
        ),
        ("Oak Effect Bookcase, 5 Shelves", "Flat pack. Missing the dowels and two cam locks.", "HOME_AND_GARDEN"),
        ("Tow Bar Bike Rack, 3 Bikes", "Folds flat for storage. Mounting hardware missing.", "SPORTS"),
        (
            "Wall Mounted Folding Drying Rack",
            "White steel, folds flat. Screws and wall plugs missing from this box.",
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_a_new_items_fixings_missing(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=ListingCondition.NEW)
    assert _CONFLICT in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A kit that replaces what other items lack; nothing missing; a promise should any be; fixings left out by
        # design.
        ("Glasses Repair Kit, 500 Screws", "Ideal for replacing missing screws on glasses and sunglasses.", "HEALTH"),
        ("Spare Fixings Pack", "Replaces the missing screws and wall plugs of most shelf kits.", "HOME_AND_GARDEN"),
        ("Curtain Pole 200cm Brushed Chrome", "Comes with brackets and screws. Nothing is missing.", "HOME_AND_GARDEN"),
        ("Curtain Pole 200cm Brushed Chrome", "If any screws are missing, message us.", "HOME_AND_GARDEN"),
        ("Curtain Pole 200cm Brushed Chrome", "No screws missing, all fixings included.", "HOME_AND_GARDEN"),
        ("Floating Shelf, Oak, 60cm", "Screws not included: choose the right ones for your wall.", "HOME_AND_GARDEN"),
    ],
)
def test_a_new_items_fixings_near_misses(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=ListingCondition.NEW)
    assert _CONFLICT not in detected(item)


# --- a working state dated to a past stretch of time ------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category", "attributes"),
    [
        (
            "Electric Blanket Double, Dual Control",
            "Light bobbling on the cover, one corner stain. It worked fine last season, in the airing cupboard since.",
            "HOME_AND_GARDEN",
            {"Power Source": "Mains"},
        ),
        (
            "Bluetooth Bike Speaker with Light",
            "Scuffs on the clamp. Was working OK a few weeks ago, not used since.",
            "ELECTRONICS",
            {},
        ),
        (
            "Ultrasonic Humidifier 3L",
            "Lime scale ring inside the tank. It worked fine in 2022, then went in the loft.",
            "HOME_AND_GARDEN",
            {"Power Source": "Mains"},
        ),
    ],
)
def test_a_working_state_dated_to_the_past(
    title: str, description: str, category: str, attributes: dict[str, str]
) -> None:
    assert _STATUS in detected(titled_listing(title, description, category=category, attributes=attributes))


@pytest.mark.parametrize(
    ("title", "description", "category", "attributes"),
    [
        # The state now said beside the past one; a date of purchase, not of a working state.
        (
            "Electric Blanket Double, Dual Control",
            "Light bobbling on the cover. Tested today: both sides heat up. Worked fine last winter too.",
            "HOME_AND_GARDEN",
            {"Power Source": "Mains"},
        ),
        (
            "Cordless Hedge Trimmer 18V",
            "Some sap marks on the guard. Works, charged and trimmed a hedge with it last week.",
            "HOME_AND_GARDEN",
            {"Power Source": "Battery"},
        ),
        (
            "Bluetooth Bike Speaker with Light",
            "Scuffs on the clamp. Works perfectly; bought in 2021.",
            "ELECTRONICS",
            {},
        ),
    ],
)
def test_a_working_state_dated_near_misses(
    title: str, description: str, category: str, attributes: dict[str, str]
) -> None:
    assert _STATUS not in detected(titled_listing(title, description, category=category, attributes=attributes))


# --- a part's colour against the title's colour before that part ------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes", "category"),
    [
        ("Walnut Dining Chairs, Black Legs, Set of 2", {"Leg Colour": "White"}, "HOME_AND_GARDEN"),
        ("Kids Kick Scooter with Pink Wheels", {"Wheel Color": "Blue"}, "TOYS"),
        ("Men's Quartz Watch, Brown Strap", {"Strap Colour": "Black"}, "JEWELRY"),
        ("Reading Glasses +2.0 Matte Black Frame", {"Frame Colour": "Tortoiseshell Brown"}, "HEALTH"),
    ],
)
def test_a_parts_colour_against_its_specific(title: str, attributes: dict[str, str], category: str) -> None:
    item = titled_listing(title, "", category=category, condition=ListingCondition.NEW, attributes=attributes)
    assert _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "attributes", "category"),
    [
        # The same colour, one of a two-tone part's, a colour away from the part, another part's key, no part key.
        ("Walnut Dining Chairs, Black Legs, Set of 2", {"Leg Colour": "Matt Black"}, "HOME_AND_GARDEN"),
        ("Reading Glasses +2.0 Black/Gold Frame", {"Frame Colour": "Gold"}, "HEALTH"),
        ("Kids Kick Scooter, Light Up Wheels, Pink", {"Wheel Color": "Blue"}, "TOYS"),
        ("Men's Quartz Watch, Blue Dial, Brown Strap", {"Dial Colour": "Blue", "Strap Colour": "Brown"}, "JEWELRY"),
        ("Mirror with Gold Frame", {"Main Colour": "Silver"}, "HOME_AND_GARDEN"),
        ("Road Bike 54cm Red Frame", {"Frame Colour": "Red/White"}, "SPORTS"),
    ],
)
def test_a_parts_colour_near_misses(title: str, attributes: dict[str, str], category: str) -> None:
    item = titled_listing(title, "", category=category, condition=ListingCondition.NEW, attributes=attributes)
    assert _MISMATCH not in detected(item)
