"""Issue 19, thirty-seventh round (recall on every other code): classes read from the development sets' false
all-clears whose expected codes include neither a product detail mismatch nor missing required details (the
just-retired blind-holdout-v30 first, then the rest of development), each written as a shape rather than one
listing's words:

- a refurbished listing whose seller says the inside was left as found ("haven't been inside it", "haven't replaced
  any seals"), or names a clean as the refurbishment ("calling it refurbished because I washed it", "a wipe and new
  tips, that's the refurb"): a condition conflict;
- a flawless grade ("immaculate", "mint condition") over a part that has split or a split it has, over a set short of
  its count ("only 5 of the 6"), or opened by another grade ("As new, immaculate") over a crease: a condition conflict;
- a New item with use said without a subject at its clause's opening ("Played at one gig"), used by a shop's
  customers ("play-tested by customers") or kept lit or running on a stall for a spell: a condition conflict
  (pack data, policies/rules/risk-signals.yaml, with its own positives and near misses);
- a used device whose title misread as its working state hid the missing one: "Fault" naming what a tool reads ("Fault
  Code Reader") and a model number run into a word ("LB-3 SAD") read as a watch's rate.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(acaa70a); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_FUNCTION = FindingCode.FUNCTIONAL_STATUS_MISSING


# --- a refurbishment that left the inside as found --------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Burr coffee grinder, refurbished", "Degreased the hopper. Haven't been inside it, burrs as found."),
        ("Pressure washer 2000 psi", "Repainted the frame and new decals. We haven't replaced any o-rings yet."),
        ("Rowing machine, refurbished", "Calling it refurbished because we cleaned it and oiled the chain."),
        ("Bluetooth speaker", "A good wipe down and a new lanyard, that's the refurb. Plays loud."),
    ],
)
def test_a_refurbishment_that_left_the_inside_as_found_conflicts(title: str, description: str) -> None:
    item = titled_listing(title, description, category="ELECTRONICS", condition=ListingCondition.REFURBISHED)
    assert _CONFLICT in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # Work inside said, a repair in the same sentence as the refurbishment, the word's plain use.
        ("Burr coffee grinder, refurbished", "Opened up, new burrs fitted, motor brushes replaced and bench tested."),
        ("Bluetooth speaker", "Cleaned, then a new battery fitted and the port replaced, that's the refurb."),
        ("Rowing machine, refurbished", "Refurbished by the maker: new seat rollers and a serviced flywheel."),
    ],
)
def test_a_refurbishment_with_work_inside_keeps_its_answer(title: str, description: str) -> None:
    item = titled_listing(title, description, category="ELECTRONICS", condition=ListingCondition.REFURBISHED)
    assert _CONFLICT not in detected(item)


# --- a flawless grade over a split, a short set, or a crease after a second grade -------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Immaculate Oak Bookcase, 5 Shelves", "Solid oak. The top shelf has split along the grain at the back."),
        ("Cricket bat, short handle", "Mint condition. The toe guard has a small split, taped over."),
        ("Immaculate Pewter Chess Set", "Boxed set, felted bases. We only have 15 of the 16 pawns."),
        ("Wetsuit 4/3 mm, medium", "Like new, immaculate suit. Only issue is a crease across the chest panel."),
    ],
)
def test_a_flawless_grade_over_a_split_a_short_set_or_a_crease_conflicts(title: str, description: str) -> None:
    assert _CONFLICT in detected(titled_listing(title, description, category="SPORTS"))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A split named as a kind of thing, a full set counted, a crease under no grade of the whole item.
        ("Immaculate Key Organiser", "Brass split ring and leather fob, boxed."),
        ("Immaculate Pewter Chess Set", "Boxed set, felted bases. All 16 of the 16 pawns present."),
        ("Wetsuit 4/3 mm, medium", "Good used suit, a crease across the chest panel from folding."),
    ],
)
def test_a_flawless_grade_without_such_damage_keeps_its_answer(title: str, description: str) -> None:
    assert _CONFLICT not in detected(titled_listing(title, description, category="SPORTS"))


# --- a New item's use said without a subject, by customers, on a stall (pack data) ------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Ceramic fondue set, 6 forks", "- Used at exactly one dinner party\n- All forks present"),
        ("Folding e-bike, 20 in", "Test-ridden by a few customers around our car park. Tyres clean."),
        ("Copper lanterns, pair", "We had them lit on our market stall for a couple of weekends."),
    ],
)
def test_a_new_item_used_in_these_shapes_conflicts(title: str, description: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=ListingCondition.NEW)
    assert _CONFLICT in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A use to come, a shop's own check, storage for a spell.
        ("Ceramic fondue set, 6 forks", "Lovely to be used at a dinner party for six. Boxed."),
        ("Folding e-bike, 20 in", "Every bike is tested by our staff before it ships. Boxed."),
        ("Copper lanterns, pair", "We had them in the stockroom for a couple of weeks, still boxed."),
    ],
)
def test_a_new_item_in_near_shapes_keeps_its_answer(title: str, description: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=ListingCondition.NEW)
    assert _CONFLICT not in detected(item)


# --- a title misread as a working state --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Cable Fault Locator Kit, Handheld", "Carry case worn at the corners, leads intact. Sold as seen."),
        ("Solaris DX-7 SAD Desk Lamp, White", "Scratches on the base and a yellowed diffuser. Sold as seen."),
    ],
)
def test_a_used_device_whose_title_names_no_working_state_is_asked_for_one(title: str, description: str) -> None:
    assert _FUNCTION in detected(titled_listing(title, description, category="ELECTRONICS"))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The fault of this one said, a rate with its separator said.
        ("Cable Fault Locator Kit, Handheld", "Shows a fault code on power-up. Case worn. Sold as seen."),
        ("Automatic dress watch, 38 mm", "Timed over three days: +6 s/d. Crystal scratched."),
    ],
)
def test_a_working_state_said_keeps_its_answer(title: str, description: str) -> None:
    assert _FUNCTION not in detected(titled_listing(title, description, category="ELECTRONICS"))
