"""Issue 19, fifteenth round: a working state that names nothing ("faulty", "has a fault", "partly working",
"untested" with no reason) is no functional status, as the en-GB working-order section says in its own words.

Violations in fresh wording must be caught; honest listings that say what is wrong, or why it was not tested, and
things with no function at all must stay clean.
"""

from __future__ import annotations

import pytest

from services.detectors import condition_conflict, condition_details_missing, functional_status_missing
from services.records import Listing
from services.vocabulary import ListingCondition
from tests.generation.data import bare_listing


def _console(description: str, condition: ListingCondition = ListingCondition.USED) -> Listing:
    return bare_listing(
        **{
            "title": "Handheld games console, blue",
            "description": description,
            "condition": condition,
            "category": "ELECTRONICS",
            "locale": "en-GB",
        }
    )


@pytest.mark.parametrize(
    ("description", "condition"),
    [
        ("Selling as faulty, priced to reflect. Scuffs on the back. Spares or repairs.", ListingCondition.USED),
        (
            "Came in a house clearance. It has a fault so parts only. Screen has a light scratch.",
            ListingCondition.FOR_PARTS,
        ),
        (
            "Partly working, selling for spares. Hinge is tight, paint rubbed on the corners.",
            ListingCondition.FOR_PARTS,
        ),
        ("Untested. Scuffs on the back, battery cover present.", ListingCondition.USED),
        ("Have not tested it, sold as seen. Scuffs on the back.", ListingCondition.USED),
    ],
)
def test_a_state_that_names_nothing_is_no_functional_status(description: str, condition: ListingCondition) -> None:
    assert functional_status_missing(_console(description, condition)) is not None


@pytest.mark.parametrize(
    ("description", "condition"),
    [
        # What is wrong, why it was not tested, a working result beside returns boilerplate.
        ("Faulty: the top screen is cracked, touch still responds. Spares or repairs.", ListingCondition.FOR_PARTS),
        ("Has a fault: does not charge. Scuffs on the back.", ListingCondition.FOR_PARTS),
        ("Untested as I have no charger for it. Scuffs on the back.", ListingCondition.USED),
        ("No charger so untested. Scuffs on the back.", ListingCondition.USED),
        (
            "Tested: powers on, both screens bright, all buttons respond. Returns accepted unless faulty.",
            ListingCondition.USED,
        ),
    ],
)
def test_a_fault_named_or_a_reason_given_is_a_functional_status(description: str, condition: ListingCondition) -> None:
    assert functional_status_missing(_console(description, condition)) is None


def test_a_type_specific_names_the_functional_item_a_makers_name_hides() -> None:
    item = bare_listing(
        title="Harbourline Barista One, brushed steel",
        description="Faulty, selling for spares. Scratch on the drip tray.",
        attributes={"Type": "Espresso Machine"},
        category="HOME_AND_GARDEN",
        locale="en-GB",
    )
    assert functional_status_missing(item) is not None


@pytest.mark.parametrize(
    ("title", "category"),
    [
        ("THE LONG SUMMER by A. Writer Paperback TV Tie-In", "BOOKS"),
        ("Vintage Mascot Dog Plush with Microphone 17 inch", "COLLECTIBLES"),
    ],
)
def test_a_thing_named_after_a_device_or_holding_one_has_no_function(title: str, category: str) -> None:
    item = bare_listing(
        title=title,
        description="Crease on the spine, not broken. Returns accepted unless faulty.",
        category=category,
        locale="en-GB",
    )
    assert functional_status_missing(item) is None


# --- a new item taken out and put back ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "We took it out of the box to try the kneading hook, then packed everything back in the carton.",
        "Wiped down after the trial and put back in its box with the manual.",
        "The tent was pitched once in the garden to check the poles, then rolled up.",
    ],
)
def test_a_new_item_opened_handled_and_repacked_conflicts(description: str) -> None:
    item = bare_listing(title="Stand mixer 5 L, cream", description=description, condition=ListingCondition.NEW)
    assert condition_conflict(item) is not None


@pytest.mark.parametrize(
    "description",
    [
        "Never taken out of the box.",
        "Ready to use straight out of the box.",
        "It will be packed in its original box for shipping.",
        "Easy to set up once you have read the manual.",
    ],
)
def test_a_sealed_item_or_a_promise_about_the_box_is_no_conflict(description: str) -> None:
    item = bare_listing(title="Stand mixer 5 L, cream", description=description, condition=ListingCondition.NEW)
    assert condition_conflict(item) is None


def test_untested_said_plainly_is_a_status_where_the_policy_asks_no_reason() -> None:
    # The en-US electronics section asks that "untested" be said plainly; only en-GB's asks why.
    item = bare_listing(
        title="Handheld games console, blue",
        description="Untested. Scuffs on the back, battery cover present.",
        category="ELECTRONICS",
        locale="en-US",
    )
    assert functional_status_missing(item) is None


# --- condition details: a heading or a motor test is no flaw ---------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Tested: motor spins up, no burning smell. Used, photos show the condition.",
        "Battery 91%. Cosmetic: pre-owned, please see photos for the exact cosmetic condition.",
    ],
)
def test_a_motor_test_or_an_empty_cosmetic_heading_is_no_condition_detail(description: str) -> None:
    item = bare_listing(title="Stand blender", description=description, condition=ListingCondition.USED)
    assert condition_details_missing(item) is not None


@pytest.mark.parametrize(
    "description",
    [
        "Cosmetic: paint splashes on the housing, chuck a bit grubby.",
        "Cosmetically excellent, tested on a full charge.",
        "A faint smell of smoke from storage.",
    ],
)
def test_a_cosmetic_heading_over_a_flaw_or_a_smell_is_a_condition_detail(description: str) -> None:
    item = bare_listing(title="Stand blender", description=description, condition=ListingCondition.USED)
    assert condition_details_missing(item) is None
