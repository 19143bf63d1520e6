"""Issue 19, thirty-third round (clean listings flagged): classes read from the development sets' clean listings
answered with a finding (the just-retired blind-holdout-v26 first, then the rest of development), each mended as the
check that fired reading its own words more exactly rather than as an exception for one phrase:

- a returns promise names any flaw a parcel may bring ("if a cup arrives chipped, we send another"), not only the six
  words it first read: the flaw is a hypothesis, not this item's (condition conflict on a new item);
- a contracted negator ("don't", "can't") denies a new item's flaw as "not" does ("so the heels don't scratch the
  floor"), read with the clauses' one list of negators (condition conflict on a new item);
- a replica of a thing ("replica of the 1966 ball", "replica of an old harbour lamp") is a reproduction of an object,
  not another maker's name borrowed (the pack's bait wording); a replica of a named maker or line stays bait;
- a run of capitalised words the article "the" opens before "style" ("carved in the Black Forest Cuckoo style") names
  one school or tradition, not makers strung for searches (the pack's names-before-style signal).

Positives, in fresh wording and in other product domains than the listings read, fail on the round's starting code
(ab09242); the near misses keep their findings."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_SPAM = FindingCode.KEYWORD_SPAM


# --- any flaw a parcel may bring is a hypothesis in a returns promise ------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Porcelain Espresso Cups, Set of 4",
            "Boxed set. If a cup arrives chipped, we send another free.",
            "HOME_AND_GARDEN",
        ),
        ("Aluminium Bike Bottle Cage", "Should a cage come dented, open a return and we replace it.", "SPORTS"),
        ("Acrylic Desk Organiser", "In case the tray arrives scuffed, message us through eBay.", "OFFICE_SUPPLIES"),
    ],
)
def test_a_flaw_a_parcel_may_bring_is_no_flaw_of_the_item(title: str, description: str, category: str) -> None:
    listing = titled_listing(title, description, category=category, condition=ListingCondition.NEW)
    assert _CONFLICT not in caught(listing)


@pytest.mark.parametrize(
    "description",
    [
        # The flaw said of this item, beside the promise.
        "One cup arrived chipped from the maker; if another arrives damaged we refund.",
        "The cage is dented on one arm.",
    ],
)
def test_a_flaw_said_of_the_item_stays_a_conflict(description: str) -> None:
    listing = titled_listing("Porcelain Espresso Cups, Set of 4", description, condition=ListingCondition.NEW)
    assert _CONFLICT in detected(listing)


# --- a contracted negator denies the flaw -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        ("Ballroom Practice Heels, Size 6", "Keep them in the pouch so the heels don't scratch the floor.", "CLOTHING"),
        ("Cast Iron Skillet, 10 in", "Hang it on the rail so it can't scratch the worktop.", "HOME_AND_GARDEN"),
        ("Chess Pieces, Boxwood", "Each piece sits in a slot so they don't scuff each other.", "TOYS"),
    ],
)
def test_a_contracted_negator_denies_a_new_items_flaw(title: str, description: str, category: str) -> None:
    listing = titled_listing(title, description, category=category, condition=ListingCondition.NEW)
    assert _CONFLICT not in detected(listing)


@pytest.mark.parametrize(
    "description",
    [
        "I don't mind saying the heel has a scratch from the shop floor.",
        # Words between the negator and the flaw: the flaw is still said.
        "If you don't mind the scuffed heel tip, they are yours.",
        "Heels are scratched along one side.",
    ],
)
def test_a_flaw_not_denied_stays_a_conflict(description: str) -> None:
    listing = titled_listing("Ballroom Practice Heels, Size 6", description, condition=ListingCondition.NEW)
    assert _CONFLICT in detected(listing)


# --- a replica of an object is no borrowed name -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        ("Brass Ship's Lantern", "A replica of an old harbour lamp, wired for a bulb.", "HOME_AND_GARDEN"),
        ("Museum Skull Cast, Resin", "Replica of the 1921 cast, mounted on a wooden base.", "COLLECTIBLES"),
        ("Tin Toy Robot", "Replica of a classic wind-up robot, key included.", "TOYS"),
    ],
)
def test_a_replica_of_an_object_is_no_bait(title: str, description: str, category: str) -> None:
    listing = titled_listing(title, description, category=category, condition=ListingCondition.NEW)
    assert _SPAM not in detected(listing)


@pytest.mark.parametrize(
    "description",
    [
        "Quartz diver watch, a replica of Rolex at a fraction of the price.",
        "Quilted shoulder bag, replica of the Birkin, gold hardware.",
    ],
)
def test_a_replica_of_a_named_maker_stays_bait(description: str) -> None:
    listing = titled_listing("Fashion accessory", description, condition=ListingCondition.NEW)
    assert _SPAM in detected(listing)


# --- a style named after "the" is one tradition -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        ("Carved Wall Clock", "Carved in the Black Forest Cuckoo style, weights on chains.", "HOME_AND_GARDEN"),
        ("Stoneware Teapot", "Thrown in the Old Sussex Ware style with a rolled rim.", "HOME_AND_GARDEN"),
        ("Hand-Tied Fishing Flies, 6", "Tied in the Catskill Dry Fly style on size 14 hooks.", "SPORTS"),
    ],
)
def test_a_style_named_after_the_is_one_tradition(title: str, description: str, category: str) -> None:
    listing = titled_listing(title, description, category=category, condition=ListingCondition.NEW)
    assert _SPAM not in detected(listing)


def test_makers_strung_bare_before_style_stay_spam() -> None:
    listing = titled_listing(
        "Enamel Coffee Pot", "The one you want: Hario Chemex Bodum style, 1 litre.", condition=ListingCondition.NEW
    )
    assert _SPAM in detected(listing)
