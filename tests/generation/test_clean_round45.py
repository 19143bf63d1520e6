"""Issue 19, forty-fifth round (clean listings flagged or sent to a person): classes read from the clean listings of
the fresh blind-dev-v55 and blind-dev-v56 and the rest of development answered with a finding, each written as a
shape, not words:

- a returns or delivery promise said in the past ("buyer pays return postage unless the item arrived damaged",
  "refund in full if the tray arrived cracked") makes the same hypothesis as the present the twenty-first and
  thirty-third rounds read ("unless it arrives damaged"): no flaw of this item. Said with no hypothesis word ("it
  arrived chipped") or after a verb of knowing ("not sure if it arrived chipped") it stays this unit's flaw;
- what a trial made or put through the item, said in the past with an article ("cooked a 3 qt chili", "dried a 4 kg
  load", "blended a 600 ml smoothie"), is the batch's measure, never a second capacity of the item beside its title
  and its capacity specific. The present ("cooks a 3 qt stew at most") says what it takes and is compared as before.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(254f3f0); near misses keep their answer."""

from __future__ import annotations

from dataclasses import replace

import pytest

from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_DETAIL = FindingCode.PRODUCT_DETAIL_MISMATCH


# --- a returns promise in the past tense ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Glazed Ceramic Planters, Set of 3",
            "New in box. Returns within 30 days; buyer pays return postage unless the order arrived damaged.",
            "HOME_AND_GARDEN",
        ),
        (
            "Acrylic Letter Tray, Two Tier",
            "Brand new. We refund in full if the tray arrived cracked, just send a photo.",
            "OFFICE_SUPPLIES",
        ),
        (
            "Road Cycling Helmet, Size M",
            "New with tags. In case your helmet came scratched, message us and a replacement goes out.",
            "SPORTS",
        ),
    ],
)
def test_a_returns_promise_in_the_past_is_no_flaw_of_the_item(title: str, description: str, category: str) -> None:
    listing = titled_listing(title, description, category=category, condition=ListingCondition.NEW)
    assert _CONFLICT not in caught(listing)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Glazed Ceramic Planters, Set of 3",
            "New. It arrived chipped from the maker, priced to suit.",
            "HOME_AND_GARDEN",
        ),
        (
            "Acrylic Letter Tray, Two Tier",
            "New. Not sure if it arrived cracked or cracked in my store room, but the base is cracked.",
            "OFFICE_SUPPLIES",
        ),
        (
            "Road Cycling Helmet, Size M",
            "New. Even though it came scratched on the visor, it has never been worn.",
            "SPORTS",
        ),
    ],
)
def test_a_flaw_the_item_arrived_with_still_conflicts(title: str, description: str, category: str) -> None:
    listing = titled_listing(title, description, category=category, condition=ListingCondition.NEW)
    assert _CONFLICT in caught(listing)


# --- what a trial made is the batch's measure ------------------------------------------------------------------------


def _used(title: str, description: str, capacity: str) -> Listing:
    listing = titled_listing(title, description, category="HOME_AND_GARDEN", condition=ListingCondition.USED)
    return replace(listing, attributes={"Brand": "Hearthline", "Capacity": capacity})


@pytest.mark.parametrize(
    ("title", "description", "capacity"),
    [
        (
            "Slow Cooker 6 qt, Stainless",
            "Used a few times. Tested last week: cooked a 3 qt chili on low for 8 hours, lid and dial fine, no chips in"
            " the crock.",
            "6 Quarts",
        ),
        (
            "Tumble Dryer 8 kg Heat Pump",
            "Used for two years. Dried a 4 kg load of towels yesterday, all programmes work, small dent on the top"
            " panel.",
            "8 kg",
        ),
        (
            "Countertop Blender 1.5 L",
            "Used, works. Blended a 600 ml smoothie this morning, all speeds fine, jug has light scratches.",
            "1.5 L",
        ),
    ],
)
def test_what_a_trial_made_is_no_second_capacity(title: str, description: str, capacity: str) -> None:
    assert _DETAIL not in caught(_used(title, description, capacity))


@pytest.mark.parametrize(
    ("title", "description", "capacity"),
    [
        ("Slow Cooker 6 qt, Stainless", "Used, works, lid fine. Cooks a 3 qt stew at most.", "6 Quarts"),
        ("Tumble Dryer 8 kg Heat Pump", "Used for two years, all programmes work. It is a 7 kg drum, not 8.", "8 kg"),
    ],
)
def test_what_the_item_takes_still_compared(title: str, description: str, capacity: str) -> None:
    assert _DETAIL in caught(_used(title, description, capacity))
