"""Issue 19, forty-first round (clean listings sent to a person): classes read from the development sets' clean
listings the net sent to a person, rules alone (the just-retired blind-holdout-v34 first, then the rest of
development), each mended as a near miss of the signal that fired:

- ``not-new-claims-new``: the cells a seller fits to test a used or faulty device ("put in two brand new CR2032
  cells", "tested with a brand new AA") are spare parts, not the device sold, like the batteries, bulbs and straps
  the part list already named. A title that sells the cells keeps their state as the item's, and a new state said of
  the item itself still holds.
- ``working-claim-over-fault``: a fault's own word that names the protection against it ("overheat protection",
  "the overheat cut-off") or a cut-out doing what it was made to ("cuts out at full pressure as it should") is no
  fault beside a working claim. A protection that trips or kicks in, an overheating said as such, and a cut-out with
  no word of design still hold.

Positives and near misses are in other product domains than the listings read (kitchen scales, doorbells, camping
lanterns, oil-filled radiators, pressure washers, hair dryers); each positive held the signal at the round's starting
code (2b524e3), each near miss holds it still."""

from __future__ import annotations

import pytest

from services.vocabulary import ListingCondition
from tests.generation.data import signal_holds, titled_listing

_USED = ListingCondition.USED
_FOR_PARTS = ListingCondition.FOR_PARTS
_REFURBISHED = ListingCondition.REFURBISHED

# --- new cells fitted to test a used device ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("condition", "title", "description", "category"),
    [
        (
            _USED,
            "Saltmere Digital Kitchen Scale 5 kg, Glass Top",
            "Tested with a brand new CR2032: reads a 1 kg bag of flour as 1000 g. Light scratches on the glass top.",
            "HOME_AND_GARDEN",
        ),
        (
            _FOR_PARTS,
            "Chimewell Wireless Doorbell Chime and Push, Not Working",
            "The chime stays silent. I put in 3 brand new AA cells and cleaned the contacts, still nothing. "
            "Push button lights up. Sold for parts or repair.",
            "ELECTRONICS",
        ),
        (
            _USED,
            "Fernhike LED Camping Lantern 300 Lumen",
            "All three modes work on a set of brand new D cells. Handle scuffed, globe clear.",
            "SPORTING_GOODS",
        ),
    ],
)
def test_new_cells_fitted_to_test_a_used_device_are_spare_parts(
    condition: ListingCondition, title: str, description: str, category: str
) -> None:
    item = titled_listing(title, description, category=category, condition=condition, attributes={})
    assert not signal_holds("not-new-claims-new", item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The item itself said to be new, a cell beside it.
        ("Saltmere Digital Kitchen Scale 5 kg", "Brand new, never used. Takes a CR2032, included."),
        # The title sells the cells: their state is the item's.
        ("Voltbay AA Rechargeable Cells, Pack of 8", "Brand new cells, charged once to check them."),
        # A camping lantern said to be new, with cells that are only named.
        ("Fernhike LED Camping Lantern 300 Lumen", "Never used, still in the box. Runs on 3 D cells."),
    ],
)
def test_a_new_state_of_the_item_or_of_cells_it_sells_still_holds(title: str, description: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_USED, attributes={})
    assert signal_holds("not-new-claims-new", item)


# --- a protection named by its fault, a cut-out doing its job -----------------------------------------------------


@pytest.mark.parametrize(
    ("condition", "title", "description"),
    [
        (
            _USED,
            "Warmhurst Oil Filled Radiator 2 kW, 9 Fin",
            "Fully working: all three heat settings, thermostat dial, overheat cut-off and tip-over switch tested. "
            "Wheels a little stiff.",
        ),
        (
            _REFURBISHED,
            "Aquarion 2000 psi Electric Pressure Washer (Renewed)",
            "Pump seals renewed by our workshop. Works perfectly: builds pressure and cuts out at full pressure as "
            "it should. Lance and patio head included.",
        ),
        (
            _USED,
            "Breezora 2200 W Hair Dryer with Diffuser",
            "Works great on both heat and three speeds, cool shot and overheat protection all work. Diffuser "
            "has a small scuff.",
        ),
    ],
)
def test_a_protection_named_by_its_fault_is_no_fault(condition: ListingCondition, title: str, description: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=condition, attributes={})
    assert not signal_holds("working-claim-over-fault", item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The protection trips: the fault is said.
        (
            "Warmhurst Oil Filled Radiator 2 kW",
            "Works great, but the overheat cut-off keeps tripping after twenty minutes on high.",
        ),
        # The item overheats, in so many words.
        ("Breezora 2200 W Hair Dryer", "Fully working, though it overheats after ten minutes and smells hot."),
        # A cut-out with no word of design.
        ("Aquarion 2000 psi Electric Pressure Washer", "Works fine; the motor cuts out every few minutes."),
    ],
)
def test_a_protection_that_trips_or_a_fault_said_still_holds(title: str, description: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_USED, attributes={})
    assert signal_holds("working-claim-over-fault", item)
