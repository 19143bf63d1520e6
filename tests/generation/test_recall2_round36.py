"""Issue 19, thirty-sixth round (recall on every other code): classes read from the development sets' false
all-clears whose expected codes include neither a product detail mismatch nor missing required details (the
just-retired blind-holdout-v29 first, then h8a-136's payment route), each written as a shape rather than one
listing's words:

- a refurbished listing whose one clean is said in the perfect with its object ("have only given it a proper clean")
  or whose seller says no part needed changing ("nothing has needed replacing"): no repair, so no refurbishment;
- a title's own denial naming a run of other makers and models ("... not <maker> <maker> <model>"), whatever the
  description says of the same names;
- the payment itself, by any noun, sent straight to the seller ("a wire straight to our account", "funds direct into
  my savings account");
- a piece that sits on a part flawed ("a bracket on the right speaker is loose"): the part is only where the flaw is,
  so no working state is said by it.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(cfb2b27); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_SPAM = FindingCode.KEYWORD_SPAM
_OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION
_NO_STATE = FindingCode.FUNCTIONAL_STATUS_MISSING


# --- a refurbished listing that was only cleaned, or whose parts needed nothing ------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Cordless hedge trimmer 20V", "Refurbished - I've only given it a proper clean and charged the battery."),
        ("Overlocker, four thread", "Refurbished: nothing has needed replacing, stitches are even."),
        ("Stand mixer 4.5L", "Refurbished. We have just given them a quick polish, bowl and hook included."),
    ],
)
def test_a_refurbished_grade_over_a_clean_or_no_needed_part_is_a_conflict(title: str, description: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=ListingCondition.REFURBISHED)
    assert _CONFLICT in detected(item)


@pytest.mark.parametrize(
    ("condition", "description"),
    [
        # Work beside the need denied, and the same clean said of a used item.
        (ListingCondition.REFURBISHED, "Refurbished: new drive belt fitted, nothing else needed replacing."),
        (ListingCondition.USED, "I've only given it a proper clean; it stitches evenly on all four threads."),
    ],
)
def test_work_beside_the_denial_or_a_used_grade_is_no_conflict(condition: ListingCondition, description: str) -> None:
    item = titled_listing("Overlocker, four thread", description, category="HOME_AND_GARDEN", condition=condition)
    assert _CONFLICT not in detected(item)


# --- a title's own denial naming other makers --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Hollowmere Burr Coffee Grinder 40mm not Baratza Eureka Fellow Ode",
            "Grinds for espresso to French press, 31 settings, hopper lid included.",
        ),
        (
            "Hollowmere 4-Season Tent 2 Person not Hilleberg Nemo MSR Hubba",
            "Pitched twice in the garden, all pegs and guys, no tears. Sturdier than a Hilleberg Nammatj honestly.",
        ),
    ],
)
def test_a_title_denying_a_run_of_other_names_is_keyword_spam(title: str, description: str) -> None:
    assert _SPAM in detected(titled_listing(title, description, category="SPORTS", attributes={"Brand": "Hollowmere"}))


@pytest.mark.parametrize(
    "title",
    [
        # A title's state, one name denied, the item's own family's numbers.
        "Hollowmere Burr Coffee Grinder Not Working Spares Repairs",
        "Hollowmere Burr Coffee Grinder 40mm not Baratza",
        "Hollowmere Grinder Burr Set for the G40 not G30 G35 G50",
    ],
)
def test_a_title_state_one_name_or_own_models_denied_is_no_spam(title: str) -> None:
    item = titled_listing(title, "Grinds evenly, hopper lid included.", attributes={"Brand": "Hollowmere"})
    assert _SPAM not in detected(item)


# --- the payment sent straight to the seller ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Yoga mats by the crate: a transfer direct to our company account takes 10% off.",
        "Orders over two hundred, I like a wire straight to my bank, then I post the same day.",
        "Money straight into my account and the saddle is yours.",
    ],
)
def test_a_payment_sent_straight_to_the_seller_is_off_platform(description: str) -> None:
    assert _OFF_PLATFORM in detected(titled_listing("Leather saddle, 17 inch", description, category="SPORTS"))


@pytest.mark.parametrize(
    "description",
    [
        # A refund to the buyer, a file sent to a computer, a journey.
        "Refunds go straight to your account within three days.",
        "The photo transfer straight to my laptop took a minute.",
        "Collected it and rode straight to my stables the same day.",
    ],
)
def test_money_to_the_buyer_or_no_payment_is_not_off_platform(description: str) -> None:
    assert _OFF_PLATFORM not in detected(titled_listing("Leather saddle, 17 inch", description, category="SPORTS"))


# --- a piece on a part flawed says nothing of whether the part works ---------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Soundbar with wall bracket", "One clip on the right speaker is loose; light dust on the top panel."),
        ("10 inch tablet, 64GB", "The rubber bumper around the screen is cracked, back has light scuffs."),
        ("14 inch laptop", "A plastic flap near the charging port is broken, lid has a few marks."),
    ],
)
def test_a_flaw_on_a_piece_beside_a_part_says_no_working_state(title: str, description: str) -> None:
    assert _NO_STATE in detected(titled_listing(title, description, category="ELECTRONICS"))


@pytest.mark.parametrize(
    "description",
    [
        # The part's own fault is its working state said.
        "The right speaker is dead; light dust on the top panel.",
        "Screen is cracked across one corner, back has light scuffs.",
    ],
)
def test_a_fault_of_the_part_itself_is_a_working_state(description: str) -> None:
    assert _NO_STATE not in detected(titled_listing("Soundbar with wall bracket", description, category="ELECTRONICS"))
