"""Issue 19, thirty-seventh round (clean listings flagged): classes read from the development sets' clean listings
answered with a finding (the just-retired blind-holdout-v30 first, then blind-dev-v43 and the rest of development),
three of them the New check of a condition conflict reading a word of damage or use where the listing says none,
each written as a shape rather than one listing's words:

- "scratch" naming a thing made to be scratched or a way of making ("scratch board", "scratch-built", "from
  scratch"), not a scratch on the item;
- a maker's mark scratched or scored into the item on purpose ("initials scratched into the base");
- a setting made once and then left to run ("set it once and it repeats every day"), how the kind is used rather
  than this item's history;

and one the working-order check (FUNCTIONAL_STATUS_MISSING) missed on used items:

- a test named by what the item was plugged into or wired up on, then its result after a colon or a dash, and a job
  done followed by a bare "no leaks": the working order said, not left out.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(acaa70a); near misses (a scratch on the item, a history of use) keep their finding."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT


def _new(title: str, description: str, category: str = "HOME_AND_GARDEN") -> set[FindingCode]:
    return detected(titled_listing(title, description, category=category, condition=ListingCondition.NEW))


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A thing made to be scratched, or a way of making, in three trades unlike a pet shop's.
        ("Kids' Rainbow Scratch Board Art Kit, 12 Sheets", "Twelve sheets and a wooden stylus, boxed.", "TOYS"),
        ("Scratch Built 1:24 Wooden Garage Diorama", "Scratch-built from basswood, painted by hand.", "TOYS"),
        (
            "Sourdough Starter Jar Kit",
            "Everything to bake from scratch: jar, band and a scratch pad for notes.",
            "HOME",
        ),
        # A mark made on purpose: a woodturner's, a smith's, a potter's.
        ("Turned Ash Fruit Bowl, 10 in", "Oiled ash, my initials scratched into the underside.", "HOME_AND_GARDEN"),
        ("Forged Steel Fire Poker", "Hand forged, the date is scratched into the handle end.", "HOME_AND_GARDEN"),
        ("Stoneware Mug, Ash Glaze", "Thrown and glazed here; my signature scratched into the foot ring.", "CRAFTS"),
        # A setting made once and left to run.
        ("Garden Hose Timer, 2 Outlets", "Programme the days; set it once and it waters every morning.", "HOME"),
        ("Smart Plug Twin Pack", "Schedules live in the plug: set them once and forget.", "ELECTRONICS"),
        ("Aquarium LED Light, 60 cm", "Sunrise mode: set it once and it will dim each evening.", "PET_SUPPLIES"),
    ],
)
def test_a_new_listing_saying_no_damage_or_use_is_no_conflict(title: str, description: str, category: str) -> None:
    assert _CONFLICT not in _new(title, description, category)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A scratch on the item, whatever it is.
        ("Kids' Rainbow Scratch Board Art Kit, 12 Sheets", "Box fine; one scratch on the stylus.", "TOYS"),
        ("Turned Ash Fruit Bowl, 10 in", "A scratch on the underside from the lathe chuck.", "HOME_AND_GARDEN"),
        ("Forged Steel Fire Poker", "The handle is scratched near the end.", "HOME_AND_GARDEN"),
        ("Stoneware Mug, Ash Glaze", "Scratched foot ring from the kiln shelf.", "CRAFTS"),
        # A history of setting it up.
        ("Garden Hose Timer, 2 Outlets", "Set it up once and it was fine, then boxed it again.", "HOME"),
        ("Aquarium LED Light, 60 cm", "We set it up once for a photo.", "PET_SUPPLIES"),
    ],
)
def test_damage_or_use_said_of_the_item_stays_a_conflict(title: str, description: str, category: str) -> None:
    assert _CONFLICT in _new(title, description, category)


# --- a test run named by what the item was plugged into, and a job done with "no leaks" ----------------------------

_FUNCTION = FindingCode.FUNCTIONAL_STATUS_MISSING


def _used(title: str, description: str, category: str) -> set[FindingCode]:
    return detected(titled_listing(title, description, category=category, condition=ListingCondition.USED))


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Kestrel RC-1 Looper Pedal",
            "Plugged into my practice amp: records, overdubs and clears. Scuffed top.",
            "ELECTRONICS",
        ),
        (
            "Desk Fan 30 cm, Oscillating",
            "Hooked up to the mains in our shop - all three speeds, head sweeps. Dusty.",
            "ELECTRONICS",
        ),
        (
            "Car Dash Camera 1080p",
            "Wired into the van's fuse box: records on ignition, saves a loop. Mount scuffed.",
            "ELECTRONICS",
        ),
        (
            "Electric Kettle 1.7 L",
            "Boiled a full jug five times before listing: no leaks at the seam. Base is dull.",
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_a_test_run_and_its_result_state_the_working_order(title: str, description: str, category: str) -> None:
    assert _FUNCTION not in _used(title, description, category)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A test named with nothing done, a place with no result, a job with no result.
        ("Kestrel RC-1 Looper Pedal", "Plugged into my practice amp: not tried further. Scuffed top.", "ELECTRONICS"),
        ("Desk Fan 30 cm, Oscillating", "Kept on the shelf in our shop. Dusty.", "ELECTRONICS"),
        ("Car Dash Camera 1080p", "Came out of the van's glovebox. Mount scuffed.", "ELECTRONICS"),
        ("Electric Kettle 1.7 L", "No leaks in the box it ships in. Base is dull.", "HOME_AND_GARDEN"),
    ],
)
def test_no_test_run_leaves_the_working_order_asked(title: str, description: str, category: str) -> None:
    assert _FUNCTION in _used(title, description, category)
