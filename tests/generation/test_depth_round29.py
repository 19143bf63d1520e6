"""Issue 19, twenty-ninth round (depth): three readings that each had a private copy of a shared mechanism, moved onto
it (docs/generation.md, "Twenty-ninth round (depth ...)").

1. A rating a pump, a fan or a motor is sold by (a flow, a horsepower) is a measure of structure.UNITS, converted like
   every other, and compared by the one measure check (structure.measure_mismatch): a flow in gallons against a
   specific in litres, a maximum that is the rating itself, a limit or another item's rating left out.
2. The words after a device's name that make the title's item something else come in two named parts: a device's
   parts and accessories, and what makes the name another kind of thing ("unit", "box", furniture, a work). A vehicle's
   electrical unit reads the first (its holder, its needle, its case are not it) and not the second ("CDI Unit",
   "Ignition Box" are the device).
3. A specific that names the batteries an item takes is read with every power specific (detectors._powered_by_specific).

Every positive here was answered otherwise at the round's base (ecb09d9); every near miss keeps its answer.
"""

from __future__ import annotations

import pytest

from services import structure
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition, ListingField
from tests.generation.data import bare_listing, caught, detected

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_FUNCTION = FindingCode.FUNCTIONAL_STATUS_MISSING

# A used item described by its looks alone: nothing says whether it works.
_LOOKS_ONLY = "Light scratches on the base and a faded label, otherwise clean and complete."


def _item(title: str, attributes: dict[str, str], category: str = "HOME_AND_GARDEN") -> Listing:
    return bare_listing(
        title=title,
        description="Boxed with its fixings.",
        category=category,
        condition=ListingCondition.NEW,
        attributes=attributes,
    )


def _used(title: str, category: str, attributes: dict[str, str] | None = None) -> Listing:
    return bare_listing(
        title=title,
        description=_LOOKS_ONLY,
        category=category,
        condition=ListingCondition.USED,
        attributes=attributes or {},
    )


# --- 1. a rating is a measure: converted, its maximum read, a limit left out ---


@pytest.mark.parametrize(
    ("title", "attributes", "quote"),
    [
        # A flow in gallons against the specific's litres, and the other way round.
        ("Rainfall shower head 2.5 GPM, chrome", {"Flow Rate": "6 l/min"}, "2.5 GPM"),
        ("Garden sprinkler timer 900 l/h, grey", {"Max Flow": "60 GPH"}, "900 l/h"),
        # Air in cubic feet per minute against the specific's litres per minute.
        ("Airbrush compressor 2 CFM, quiet", {"Air Delivery": "23 l/min"}, "2 CFM"),
    ],
)
def test_a_rating_in_another_unit_that_disagrees_is_a_mismatch(
    title: str, attributes: dict[str, str], quote: str
) -> None:
    item = _item(title, attributes)
    assert structure.measure_mismatch(item) == (ListingField.TITLE, quote)
    assert _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The same rating in another unit.
        ("Low-flow shower head 1.8 GPM, white", {"Flow Rate": "6.8 l/min"}),
        ("Hydroponic air pump 3.5 CFM", {"Air Delivery": "99 l/min"}),
        # A limit and another item's rating are not the item's own.
        ("Solar fountain kit 2000 l/h", {"Min Flow Rate": "500 l/h"}),
        ("Canister filter for ponds, 2000 l/h", {"Recommended Pump Flow": "5000 l/h"}),
        # A maximum written in the title is the rating the specific gives.
        ("Garden fountain pump up to 1500 l/h", {"Max Flow Rate": "1500 l/h"}),
        ("Wood lathe 3/4 HP, variable speed", {"Motor Power": "3/4 HP"}),
    ],
)
def test_a_rating_that_agrees_or_is_not_the_items_is_no_mismatch(title: str, attributes: dict[str, str]) -> None:
    assert _MISMATCH not in detected(_item(title, attributes))


def test_a_fraction_is_read_of_a_motor_only() -> None:
    # "1/2 HP" is a motor's rating; "3/4 in" and "1/2 lb" were never read as measures and are not now.
    assert [m.value for m in structure.measures("Bench grinder 1/2 HP")] == [0.5]
    assert structure.measures("Copper elbow 3/4 in, 1/2 lb") == []


# --- 2. a vehicle's electrical unit reads a device's parts and accessories, not "unit" or "box" ---


@pytest.mark.parametrize(
    "title",
    [
        "Classic motorcycle speedometer needles, pair, red",
        "Tachometer case 80 mm, chrome, for dash conversions",
        "Alternator manual, workshop edition, 1970s tractors",
        "Dynamo holder clip, vintage bicycle",
    ],
)
def test_a_vehicle_units_part_or_accessory_has_no_working_order_asked(title: str) -> None:
    assert _FUNCTION not in detected(_used(title, "AUTOMOTIVE"))


@pytest.mark.parametrize(
    "title",
    [
        # The device: a unit or a box is its own name, not furniture.
        "Kawasaki KX125 CDI unit, 1990s",
        "Lucas ignition box, points replacement",
        "Vespa speedometer, 120 km/h dial",
    ],
)
def test_a_vehicle_unit_named_unit_or_box_is_still_the_device(title: str) -> None:
    assert _FUNCTION in caught(_used(title, "AUTOMOTIVE"))


# --- 3. one reading of the specifics that say an item is powered ---


@pytest.mark.parametrize(
    ("title", "category", "attributes"),
    [
        # The current, the cells or the supply's phase the power specific names.
        ("Desktop label maker, grey", "OFFICE", {"Power Source": "AC"}),
        ("Bubble machine for the garden, green", "TOYS", {"Power": "4x AA"}),
        ("Cat laser toy, white", "PET_SUPPLIES", {"Power": "CR2032"}),
        ("Bench wood planer, 13 in", "TOOLS", {"Power Supply": "Single phase"}),
        # What it draws or gives, by the specifics' other names.
        ("Log splitter, 7 ton, red", "TOOLS", {"Horsepower": "3 hp"}),
        ("Bread slicer, cream", "HOME_AND_GARDEN", {"Power Consumption": "120 W"}),
        # The batteries it comes with.
        ("Garden rake sweeper set, green", "HOME_AND_GARDEN", {"Batteries Included": "Yes, 2 x 2.0Ah"}),
    ],
)
def test_a_power_specific_makes_the_working_order_the_buyers_question(
    title: str, category: str, attributes: dict[str, str]
) -> None:
    assert _FUNCTION in detected(_used(title, category, attributes))


@pytest.mark.parametrize(
    ("title", "category", "attributes"),
    [
        # A specific that denies power, or names none.
        ("Desktop letter tray, grey", "OFFICE", {"Power Source": "Manual"}),
        ("Bird feeder pole, green", "PET_SUPPLIES", {"Batteries Included": "No"}),
        ("Rope dog toy, blue", "PET_SUPPLIES", {"Power": "None"}),
        ("Garden kneeler pad, green", "HOME_AND_GARDEN", {"Material": "Foam", "Colour": "AA Green"}),
    ],
)
def test_a_specific_that_denies_or_names_no_power_asks_nothing(
    title: str, category: str, attributes: dict[str, str]
) -> None:
    assert _FUNCTION not in detected(_used(title, category, attributes))
