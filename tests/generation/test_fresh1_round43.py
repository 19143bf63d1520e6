"""Issue 19, forty-third round (fresh development set, violating listings): classes read from blind-dev-v50's false
all-clears, each written as a shape rather than one listing's words:

- a count of uses said of a New item with a demonstrative ("threw these a few times"), with "a couple times" (no
  "of"), or with a past tense that has no -ed ("rode", "swung"; "hit" only after its subject or "and"): use, as
  "-ed it twice" already was (condition conflict; ``detectors._USED_WORDINGS``);
- the item's kind ("Type", "Item Type") given as a placeholder, "Does not apply" too: every item is of some kind
  (required details missing; ``structure._KIND_SPECIFIC`` in ``placeholder_hides_value``, the pack's
  placeholder-hides-value);
- an alarm named by what it senses ("Smoke Alarm", "Door Alarm", "Bite Alarms") sounds or does not: a used one's
  working state is asked for in any category (functional status missing; ``detectors._FUNCTIONAL_ITEM``);
- likenesses chained in one sentence, each to another maker ("cuts like a <A>, holds an edge like a <B>, balances
  like a <C>"): three makers named as a comparison's list names them (keyword spam;
  ``detectors._chained_likenesses``).

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(e6e33d5); near misses keep their answer."""

from __future__ import annotations

import pytest

from services import structure
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_REQUIRED = FindingCode.REQUIRED_DETAILS_MISSING
_STATUS = FindingCode.FUNCTIONAL_STATUS_MISSING
_SPAM = FindingCode.KEYWORD_SPAM


# --- a count of uses said of a new item -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        ("Ultimate Frisbee Disc 175g, Blue", "Threw these a few times at the park, then back in the bag.", "SPORTS"),
        ("Wooden Spinning Top Set of 3", "The kids spun these a few times, then back in the tin.", "TOYS"),
        ("Boxing Focus Pads, Pair", "Trainer struck these a handful of times, no marks.", "SPORTS"),
        (
            "Cricket Balls, Leather, Pack of 6",
            "We hit them a couple of times at the nets, the rest untouched.",
            "SPORTS",
        ),
        ("Cast Iron Skillet 10 inch", "Cooked in it a couple times, seasoning still intact.", "KITCHEN"),
        ("Carbon Kayak Paddle 220cm", "Paddled with these a couple times on the lake.", "SPORTS"),
        ("Junior Tennis Racket 25 inch", "Swung it once or twice in the garden, strings untouched.", "SPORTS"),
    ],
)
def test_a_count_of_uses_said_of_a_new_item(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=ListingCondition.NEW)
    assert _CONFLICT in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # The seller's trade with the item, directions for its use, an instruction, a use denied.
        ("Ultimate Frisbee Disc 175g, Blue", "Clubs have reordered these a few times: a team favourite.", "SPORTS"),
        (
            "Cricket Balls, Leather, Pack of 6",
            "Restocked these a couple times this year, they always sell out.",
            "SPORTS",
        ),
        ("Kids Two Wheel Kick Scooter, Pink", "We checked these twice before packing.", "TOYS"),
        ("Steel Tent Pegs, Pack of 20", "Hit them a few times with a rubber mallet to seat them.", "SPORTS"),
        ("Cast Iron Skillet 10 inch", "Season it twice before first use.", "KITCHEN"),
        ("Carbon Kayak Paddle 220cm", "Use it a couple of times a week to keep your shoulders loose.", "SPORTS"),
        ("Junior Tennis Racket 25 inch", "Brand new, never swung, still in its cover.", "SPORTS"),
    ],
)
def test_a_count_of_uses_near_misses(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=ListingCondition.NEW)
    assert _CONFLICT not in detected(item)


# --- the item's kind given as a placeholder ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes", "category"),
    [
        ("Folding Camp Stool, Steel Frame", {"Brand": "Unbranded", "Type": "Does not apply"}, "SPORTS"),
        ("Silicone Baking Mat, Half Sheet", {"Brand": "Bakewell", "Item Type": "not applicable"}, "KITCHEN"),
        ("Hardwood Jigsaw Puzzle Table", {"Brand": "Oakden", "Product Type": "Does Not Apply"}, "TOYS"),
    ],
)
def test_the_items_kind_given_as_a_placeholder(title: str, attributes: dict[str, str], category: str) -> None:
    item = titled_listing(
        title, "Sturdy and well made.", category=category, condition=ListingCondition.NEW, attributes=attributes
    )
    assert structure.placeholder_hides_value(item) is not None
    assert _REQUIRED in detected(item)


@pytest.mark.parametrize(
    ("title", "attributes", "category"),
    [
        # A part's or a feature's kind may honestly not apply; a kind given is no placeholder.
        ("Canvas Tote Bag, Natural", {"Brand": "Unbranded", "Closure Type": "Does not apply"}, "CLOTHING"),
        (
            "Wool Felt Cushion Cover, Grey",
            {"Brand": "Hearthside", "Closure Type": "N/A", "Type": "Cushion Cover"},
            "HOME_AND_GARDEN",
        ),
        ("Folding Camp Stool, Steel Frame", {"Brand": "Unbranded", "Type": "Stool"}, "SPORTS"),
    ],
)
def test_the_items_kind_near_misses(title: str, attributes: dict[str, str], category: str) -> None:
    item = titled_listing(
        title, "Sturdy and well made.", category=category, condition=ListingCondition.NEW, attributes=attributes
    )
    assert structure.placeholder_hides_value(item) is None
    assert _REQUIRED not in detected(item)


# --- an alarm named by what it senses ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "category"),
    [
        ("Kidde Optical Smoke Alarm, Battery, White", "HOME_AND_GARDEN"),
        ("Magnetic Door Alarm x4 for Sheds and Gates", "HOME_AND_GARDEN"),
        ("Carbon Monoxide Alarm for Caravans", "AUTOMOTIVE"),
    ],
)
def test_a_used_alarm_named_by_what_it_senses(title: str, category: str) -> None:
    item = titled_listing(title, "Light marks on the casing, lid clips fine.", category=category)
    assert _STATUS in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # Its working state said; a bare alarm as a feature of another thing; a sign that only warns.
        (
            "Kidde Optical Smoke Alarm, Battery, White",
            "Light marks on the casing. Tested and working.",
            "HOME_AND_GARDEN",
        ),
        ("Steel Bike Lock Cable with Alarm, 1.2 m", "Light marks on the casing, lid clips fine.", "SPORTS"),
        ("Enamel Alarm Warning Sign, Red", "Light marks on the enamel, holes fine.", "HOME_AND_GARDEN"),
    ],
)
def test_a_used_alarm_near_misses(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category)
    assert _STATUS not in detected(item)


# --- likenesses chained in one sentence -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Damascus Chef Knife 8 inch",
            "Cuts like a Wusthof, holds an edge like a Shun, balances like a Sabatier.",
            "KITCHEN",
        ),
        (
            "Over Ear Wireless Headphones, Black",
            "Bass like a Sennheiser, clarity like a Bose, comfort like an Audeze. 30 hour battery.",
            "ELECTRONICS",
        ),
        (
            "Damascus Chef Knife 8 inch",
            "Cuts like a Fenwright, holds an edge like a Harlowe, balances like a Tollan.",
            "KITCHEN",
        ),
    ],
)
def test_likenesses_chained_to_other_makers(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=ListingCondition.NEW)
    assert _SPAM in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # Nobody named; two makers; one maker likened thrice; the likenesses in sentences of their own.
        ("Leather Driving Gloves, Brown", "Fits like a glove, works like a charm, looks like new.", "CLOTHING"),
        (
            "Damascus Chef Knife 8 inch",
            "Cuts like a Fenwright, holds an edge like a Harlowe, balances well.",
            "KITCHEN",
        ),
        (
            "Damascus Chef Knife 8 inch",
            "Cuts like a Valcourt, holds an edge like a Valcourt, balances like a Valcourt.",
            "KITCHEN",
        ),
        (
            "Sabatier Chef Knife 8 inch",
            "Cuts like a Sabatier should. Holds an edge like a Shun. Balances like a Wusthof.",
            "KITCHEN",
        ),
    ],
)
def test_likenesses_near_misses(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=ListingCondition.NEW)
    assert _SPAM not in detected(item)
