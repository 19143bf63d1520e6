"""Issue 19, fortieth round (recall on every other code): classes read from the development sets' false all-clears
and missed codes whose expected codes include neither a product detail mismatch nor missing required details (the
just-retired blind-holdout-v33 first, then the rest of development), each written as a shape rather than one
listing's words:

- a flaw sized after its name, with the dimension the measure gives ("a scratch about 4 cm long", "two stains, each
  roughly 3 inches across"), under a top grade: no light mark, as a flaw sized before its name already was; a
  measure that says where the flaw is ("3 cm from the edge") or a grade that is not a top one stays as it was;
- an item packed "back up" under New ("bagged them all back up", "taped the box back up"): opened and handled, as one
  put back in its box already was; packing for the post ("boxed up and posted") and "backed up" are not;
- a switch named by a word before it and placed on a part ("rocker switch on the base"): where the switch is, not a
  working state; the verb with its subject or an adverb, and a state said after the place, are still read.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(e901c7e); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_NEW = ListingCondition.NEW
_USED = ListingCondition.USED


# --- a flaw sized after its name under a top grade ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Road Bike Helmet, Size M, Matte Black",
            "As new condition. There is a dent roughly 2cm wide on the left vent.",
            "SPORTS",
        ),
        (
            "Leather Tote Bag, Tan, Zip Top",
            "Like new condition. One tear 1.5 inches long beside the zip pull.",
            "CLOTHING",
        ),
        (
            "Ceramic Table Lamp Base, Sage Glaze",
            "Condition: Used - Like New. Two glue stains, each about 3 inches across, on the underside.",
            "HOME_AND_GARDEN",
        ),
        (
            "Hard Shell Guitar Case, Dreadnought",
            "Excellent condition overall. A scratch approx 6 cm long across the lid.",
            "MUSIC",
        ),
    ],
)
def test_a_flaw_sized_after_its_name_breaks_a_top_grade(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_USED)
    assert _CONFLICT in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A measure that says where the flaw is, not how big it is.
        (
            "Road Bike Helmet, Size M, Matte Black",
            "Like new condition. A small scuff 3 cm from the back edge, hardly visible.",
            "SPORTS",
        ),
        # The item's own measures beside a denied flaw.
        ("Pine Toy Chest with Lid", "Like new condition. No scratches, 80 cm wide and 45 cm deep.", "TOYS"),
        # A sized flaw under a grade that is no top one.
        ("Leather Tote Bag, Tan, Zip Top", "Good used condition. A scratch about 2 cm long on the base.", "CLOTHING"),
        # The flaw word naming a product and a tear-off sheet's width.
        ("Walnut Wood Stain 500ml", "Like new, tin opened once. Stain 500 ml, covers about 6 m2.", "HOME_AND_GARDEN"),
        ("Tear Off Sketch Pad, A4", "As new. Tear off sheets 21 cm wide, 50 of them.", "OFFICE"),
    ],
)
def test_a_flaws_place_or_a_lower_grade_is_no_conflict(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_USED)
    assert _CONFLICT not in detected(item)


# --- an item packed "back up" under New --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Wooden Marble Run, 120 Pieces",
            "Lifted the lid to count the pieces and bagged them all back up. Comes with the instruction card.",
            "TOYS",
        ),
        (
            "Two Person Dome Tent, Green",
            "Pitched it in the garden to see the size, then packed it back up. Pegs and poles all there.",
            "SPORTS",
        ),
        (
            "Cordless Hedge Trimmer 18V",
            "We opened the carton to check the blade length and taped the box back up.",
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_an_item_packed_back_up_under_new_was_opened(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW)
    assert _CONFLICT in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        # Packing for the post, never opened.
        "Boxed up and posted the same day.",
        "Packed up securely in bubble wrap and sent tracked.",
        # "Back up" as a noun or data kept.
        "Comes sealed, ready to wrap. Back up battery cell included.",
        "The companion app backed up the settings.",
    ],
)
def test_packing_for_the_post_is_no_conflict(description: str) -> None:
    item = titled_listing("Wooden Marble Run, 120 Pieces", description, category="TOYS", condition=_NEW)
    assert _CONFLICT not in detected(item)


# --- a switch's place is no working state ------------------------------------------------------------------------

_FSM = FindingCode.FUNCTIONAL_STATUS_MISSING


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Fan Heater 2kW, Upright, White",
            "Some yellowing on the grille and a scuff on the stand. Rocker switch on the base, three-pin plug.",
            "HOME_AND_GARDEN",
        ),
        (
            "Electric Sewing Machine, Cream",
            "Paint chipped on the arm, foot pedal lead frayed at one end. Power switch on the right side.",
            "HOME_AND_GARDEN",
        ),
        (
            "Paper Shredder, 12 Sheet Cross Cut",
            "Bin has a crack in one corner, lid scratched. The slide switch on the top has three settings.",
            "OFFICE",
        ),
    ],
)
def test_a_switch_placed_on_a_part_is_no_working_state(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_USED)
    assert _FSM in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        # The verb with its subject, an adverb or opening its clause.
        "Grille a little yellowed. It switches on the first time and all three speeds run.",
        "Grille a little yellowed. Just switch on the mains and it spins up.",
        # A state said after the switch's place.
        "Grille a little yellowed. The rocker switch on the base works and the fan runs.",
        "Grille a little yellowed. Press the switch on the base and it starts straight away.",
    ],
)
def test_a_switch_said_to_work_is_still_a_working_state(description: str) -> None:
    item = titled_listing("Fan Heater 2kW, Upright, White", description, category="HOME_AND_GARDEN", condition=_USED)
    assert _FSM not in detected(item)
