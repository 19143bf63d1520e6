"""Issue 19, twenty-eighth round: clean listings answered with a finding, read per class of the honest seller's shape
(docs/generation.md, "Twenty-eighth round (flags ...)").

1. A reading a bench test or an instrument gave ("charges at 14.2V", "reads 250.0 g on a check weight") is what the
   meter showed that day, not the rating or capacity a specific gives (facets.READING_BEFORE, read by
   structure.measures for voltages and weights).
2. An item the seller says has nothing to power or test ("nothing electrical to test", "nothing to power up") has its
   working state said by what it is (detectors._NOTHING_TO_POWER in functional_status_missing).
3. Cash refused ("no cash please") is the checkout kept, not cash asked for (the pack's private-terms).
4. A distance along a road in a range test ("800m down the lane,") is no house number (the pack's visit-address).

Every positive here was answered wrongly at the round's base (822a1b7); every near miss keeps its answer.
"""

from __future__ import annotations

import pytest

from services.detectors import detect
from services.records import Listing
from services.vocabulary import FindingCode
from tests.generation.data import household_goods as goods

PDM = FindingCode.PRODUCT_DETAIL_MISMATCH
FSM = FindingCode.FUNCTIONAL_STATUS_MISSING
OPT = FindingCode.OFF_PLATFORM_TRANSACTION
CONTACT = FindingCode.CONTACT_INFO_IN_LISTING


def codes(item: Listing) -> set[FindingCode]:
    return {found.code for found in detect(item)}


# --- 1. a bench reading is not the rating ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Hollowmere Car Alternator 12V Used Tested",
            "Bench tested on our rig: charges at 14.2V at 2,000 rpm, bearings quiet. Casing has grime on the fins.",
            {"Brand": "Hollowmere", "Voltage": "12V"},
        ),
        (
            "Hollowmere Battery Charger 6V Trickle",
            "Checked on the meter: cut-out at 7.3V once full, light goes green. Lead has a scuff.",
            {"Brand": "Hollowmere", "Voltage": "6V"},
        ),
        (
            "Hollowmere Kitchen Scale 5kg Used",
            "Tested with fresh batteries: tare works, reads 250.0 g on a 250 g check weight. Top has a faint scratch.",
            {"Brand": "Hollowmere", "Capacity": "5 kg"},
        ),
    ],
)
def test_a_bench_reading_is_not_the_rating(title: str, description: str, attributes: dict[str, str]) -> None:
    assert PDM not in codes(goods(title=title, description=description, attributes=attributes))


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The item named by another rating, the label's marking, the item weighed by the seller.
        (
            "Hollowmere Car Alternator Used",
            "This is the 24V model off a lorry. Casing has grime on the fins, works.",
            {"Brand": "Hollowmere", "Voltage": "12V"},
        ),
        (
            "Hollowmere Battery Charger Trickle",
            "The label reads 12V on the back. Works, lead has a scuff.",
            {"Brand": "Hollowmere", "Voltage": "6V"},
        ),
        (
            "Hollowmere Cast Iron Kettlebell",
            "Weighed it on my scale and it is 16 kg. Paint chipped on the handle.",
            {"Brand": "Hollowmere", "Item Weight": "24 kg"},
        ),
    ],
)
def test_a_rating_or_a_marking_against_the_specific_still_disagrees(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert PDM in codes(goods(title=title, description=description, attributes=attributes))


# --- 2. nothing to power or test ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Hollowmere Ham Radio Dipole Antenna 2m",
            "Taken off the mast. Nothing electrical to test, it is wire and a balun. Connector tarnished, one "
            "insulator chipped.",
        ),
        (
            "Hollowmere TV Wall Bracket Tilting 55 inch",
            "Off a customer's wall. Nothing to power up on it. Paint scuffed on one arm, all bolts included.",
        ),
    ],
)
def test_an_item_with_nothing_to_power_has_its_state_said(title: str, description: str) -> None:
    assert FSM not in codes(goods(title=title, description=description, category="ELECTRONICS"))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A powered item whose charger is missing: nothing to power it with says nothing of whether it works.
        (
            "Hollowmere Bluetooth Speaker Portable",
            "Nothing to power it up with, the charger is lost. Grille has a dent, strap frayed.",
        ),
        # A part left out is no statement about power.
        ("Hollowmere Bluetooth Speaker Portable", "No power lead included. Grille has a dent, strap frayed."),
    ],
)
def test_nothing_to_power_it_with_leaves_the_state_missing(title: str, description: str) -> None:
    assert FSM in codes(goods(title=title, description=description, category="ELECTRONICS"))


# --- 3. cash refused ---


@pytest.mark.parametrize(
    "description",
    [
        "Happy for you to pick it up after checkout - no cash please, the money is done by then. Arm has a worn patch.",
        "Pick up from the farm gate once bought, no cash please. Arm has a worn patch.",
    ],
)
def test_cash_refused_is_no_payment_outside(description: str) -> None:
    assert OPT not in codes(goods(title="Hollowmere Two Seat Sofa Grey", description=description))


@pytest.mark.parametrize(
    "description",
    [
        "Collection only, cash please on the day. Arm has a worn patch.",
        "No PayPal, cash please when you collect. Arm has a worn patch.",
    ],
)
def test_cash_asked_for_is_still_found(description: str) -> None:
    assert OPT in codes(goods(title="Hollowmere Two Seat Sofa Grey", description=description))


# --- 4. a range test's distance along a road ---


@pytest.mark.parametrize(
    "description",
    [
        "Range tested with the second handset 800m down the road, still clear. Belt clip scuffed.",
        "Tracked the collar 300 yards along the drive, then back. Belt clip scuffed.",
    ],
)
def test_a_distance_along_a_road_is_no_address(description: str) -> None:
    item = goods(title="Hollowmere Walkie Talkie Pair", description=description, category="ELECTRONICS")
    assert CONTACT not in codes(item)


@pytest.mark.parametrize(
    "description",
    [
        "Collect from 12 Mill Lane, Hexford, any evening. Belt clip scuffed.",
        "Viewing at 40 Station Road, unit 3, weekdays. Belt clip scuffed.",
    ],
)
def test_a_house_number_is_still_an_address(description: str) -> None:
    item = goods(title="Hollowmere Walkie Talkie Pair", description=description, category="ELECTRONICS")
    assert CONTACT in codes(item)
