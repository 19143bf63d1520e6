"""Issue 19, thirty-eighth round (recall on every other code): classes read from the development sets' false
all-clears whose expected codes include neither a product detail mismatch nor missing required details (the
just-retired blind-holdout-v31 first, then the rest of development), each written as a shape rather than one
listing's words:

- a degree of use said with no subject at a clause's opening ("Has been worn, that's all.", "Have been worn
  twice."): "worn" tells the use and names no flaw, so a used listing that says nothing more misses its condition
  details (with a subject, "it has been worn", it already read so);
- a flawless grade ("mint", "immaculate") over a part said to be bent out of its shape ("one tine is bent slightly
  inwards"): a condition conflict; a shape the maker bent a part to is no flaw.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(09ebfbd); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode
from tests.generation.data import detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_DETAILS = FindingCode.CONDITION_DETAILS_MISSING


# --- a degree of use with no subject ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Leather biker jacket, size M",
            "Black cowhide, zip cuffs. Has been worn, that's all. Posted folded.",
            "CLOTHING",
        ),
        (
            "Trail running shoes UK 9",
            "Grippy lugs, grey mesh. Have been worn twice. Sent boxed.",
            "CLOTHING",
        ),
        (
            "Cycling helmet, medium 54-58cm",
            "MIPS liner, matte blue. Has been worn a few times. Posted boxed.",
            "SPORTS",
        ),
    ],
)
def test_a_degree_of_use_with_no_subject_is_no_condition_detail(title: str, description: str, category: str) -> None:
    assert _DETAILS in detected(titled_listing(title, description, category=category))


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A place or a flaw named with the use, the same words after a subject that a place follows, a use to come.
        (
            "Leather biker jacket, size M",
            "Has been worn, creasing at the elbows and a scuff on the left cuff.",
            "CLOTHING",
        ),
        ("Trail running shoes UK 9", "Have been worn twice, the toe bumpers are scuffed.", "CLOTHING"),
        ("Cycling helmet, medium 54-58cm", "Has been worn on the turbo only; a small scratch on the visor.", "SPORTS"),
    ],
)
def test_a_degree_of_use_beside_a_flaw_keeps_its_answer(title: str, description: str, category: str) -> None:
    assert _DETAILS not in detected(titled_listing(title, description, category=category))


# --- a flawless grade over a bent part --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Mint Silver Dinner Fork Set of 6",
            "Pristine set throughout. One tine is bent slightly inwards.",
            "HOME_AND_GARDEN",
        ),
        (
            "Immaculate Road Bike Wheelset 700c",
            "Hubs spin freely. The rear disc rotor is slightly bent, rubs a bit.",
            "SPORTS",
        ),
        (
            "Pristine Camping Stove, Two Burner",
            "Folds flat. One pan support was bent over in the car, still usable.",
            "SPORTS",
        ),
    ],
)
def test_a_flawless_grade_over_a_bent_part_conflicts(title: str, description: str, category: str) -> None:
    assert _CONFLICT in detected(titled_listing(title, description, category=category))


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # The maker's bend: a shape and how it was made, a kind of tool or furniture named by it, no grade claimed.
        (
            "Mint Bentwood Cafe Chair",
            "Immaculate condition. The back is bent from one length of beech.",
            "HOME_AND_GARDEN",
        ),
        (
            "Pristine Bent Nose Pliers, 6 inch",
            "Mint condition. The jaws are bent to 45 degrees for tight spaces.",
            "TOOLS",
        ),
        ("Road Bike Wheelset 700c", "Good used wheels. The rear disc rotor is slightly bent, rubs a bit.", "SPORTS"),
    ],
)
def test_a_bend_the_maker_gave_or_no_flawless_grade_keeps_its_answer(
    title: str, description: str, category: str
) -> None:
    assert _CONFLICT not in detected(titled_listing(title, description, category=category))
