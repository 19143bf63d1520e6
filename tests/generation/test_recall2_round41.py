"""Issue 19, forty-first round (recall on every other code): classes read from the development sets' false all-clears
and missed codes whose expected codes include neither a product detail mismatch nor missing required details (the
just-retired blind-holdout-v34 first, then the rest of development), each written as a shape rather than one
listing's words:

- a countertop machine named by the food or ice it makes ("... Maker", "... Machine" after a frozen, popped, baked or
  spun food): it freezes, heats or spins, or does not, so a used one's working state is the buyer's question, as a
  bread maker's already was; a bowl or a pan of the same name used in a microwave or on a stove, a part of the
  machine, a book about it and a used one whose working state is said stay as they were;
- a local number (seven digits, no area code) right after "at", with the seller or the seller's people in the
  sentence and the number ending its clause ("our crew talks you through it at 555-0147, weekdays"): a person is at a
  number only on the line, with or without a word of calling; a measure's range after "at" runs on into its unit,
  and a number with no one to reach keeps its answer.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(2b524e3); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_CONTACT = FindingCode.CONTACT_INFO_IN_LISTING
_FUNCTIONAL = FindingCode.FUNCTIONAL_STATUS_MISSING
_NEW = ListingCondition.NEW
_USED = ListingCondition.USED


# --- a countertop machine named by the food it makes ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Belgian Waffle Maker, Non-Stick Plates, Rotating",
            "Used a handful of times. Plates have a little browning at the hinge, cord and plug fine to look at.",
            "HOME_AND_KITCHEN",
        ),
        (
            "Kids Candy Floss Machine with Sugar Scoop and 10 Sticks",
            "From a birthday party box. Bowl has a small chip on the rim, scoop and sticks all there.",
            "TOYS",
        ),
        (
            "Commercial Slushie Machine, Twin 12L Tanks, Bar and Cafe",
            "Ex-cafe. Tanks are clouded from cleaning and one drip tray is cracked. Collection only.",
            "BUSINESS_AND_INDUSTRIAL",
        ),
        (
            "Soft Serve Machine, Single Flavour, Cafe Countertop",
            "Condition: Used - Good. Hopper lid scratched, drip tray replaced, a scuff on the front panel.",
            "BUSINESS_AND_INDUSTRIAL",
        ),
        (
            "Countertop Ice Machine, 12 kg a Day, Stainless",
            "Ex-display caravan unit. Some marks on the steel top and the scoop is missing.",
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_a_used_food_machine_asks_for_its_working_state(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_USED)
    assert _FUNCTIONAL in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "category", "condition"),
    [
        # A silicone bowl or a stovetop pan sold under the machine's name has nothing to run.
        (
            "Collapsible Silicone Popcorn Maker, Red",
            "Used a few times, a little staining inside the bowl, lid fine.",
            "HOME_AND_KITCHEN",
            _USED,
        ),
        (
            "Stovetop Popcorn Maker with Crank Lid, 6 Qt",
            "Used, base darkened from the hob, no dents.",
            "HOME_AND_KITCHEN",
            _USED,
        ),
        # A part of the machine, not the machine.
        (
            "Frozen Yogurt Machine Bowl, Replacement, 1.5 L",
            "Used, no cracks, a little clouding inside.",
            "HOME_AND_KITCHEN",
            _USED,
        ),
        # A book about the machine.
        (
            "The Ice Cream Maker Cookbook, Paperback",
            "Used copy, spine creased, a few splashes on the pages.",
            "BOOKS",
            _USED,
        ),
        # A used machine whose working state is said.
        (
            "Belgian Waffle Maker, Non-Stick Plates, Rotating",
            "Used a handful of times. Heats up and cooks evenly, both lights work. Plates have slight browning.",
            "HOME_AND_KITCHEN",
            _USED,
        ),
        # A new machine: no working state is asked.
        (
            "Kids Candy Floss Machine with Sugar Scoop and 10 Sticks",
            "Brand new in the sealed box, never opened.",
            "TOYS",
            _NEW,
        ),
    ],
)
def test_a_food_machines_bowl_part_book_or_said_state_is_left(
    title: str, description: str, category: str, condition: ListingCondition
) -> None:
    item = titled_listing(title, description, category=category, condition=condition)
    assert _FUNCTIONAL not in detected(item)


# --- the seller's people "at" a local number --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Solid Oak Wardrobe, Flat Pack, 2 Doors",
            "Flat packed, all fittings bagged. Stuck on step 9? Our assembly crew talks you through it at 555-0147,"
            " weekdays 9 to 5.",
            "HOME_AND_GARDEN",
        ),
        (
            "Grain Free Dog Food, Salmon, 12 kg",
            "Sealed sack, best before next year. Pay me at 555-0163 and I post it the same day.",
            "PET_SUPPLIES",
        ),
        (
            "Raised Garden Bed Kit, Cedar, 4 x 8 ft",
            "New in the carton. If a board arrives split, our workshop swaps it for you at 555-0152.",
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_the_sellers_people_at_a_local_number_are_contact_details(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW)
    assert _CONTACT in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A measure's range after "at", running on into its unit.
        ("Variable Speed Wood Lathe, 12 in", "Used. We ran it at 650-1800 rpm on the bench, belts fine.", "TOOLS"),
        (
            "Adjustable Pipette, Single Channel",
            "Used. Our lab set it at 100-1000 uL for the last batch.",
            "BUSINESS_AND_INDUSTRIAL",
        ),
        # A maker's code glued to its finish letters.
        (
            "Double Prong Coat Hook, Oil Rubbed Bronze",
            "New. We also sell the satin finish at 555-2041-SN, a separate listing.",
            "HOME_AND_GARDEN",
        ),
        # A number after "at" with no one to reach in the sentence.
        ("Kids Scooter, Folding, Blue", "Used. Stamped at 555-0142 on the deck, the maker's batch.", "TOYS"),
    ],
)
def test_a_range_a_code_or_no_one_at_a_number_is_left(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_USED)
    assert _CONTACT not in detected(item)
