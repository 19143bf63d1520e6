"""Issue 19, thirty-third round (clean listings sent to a person): classes read from the development sets' clean
listings that the net sent to a person (the just-retired blind-holdout-v26 first, then the rest of development), each
a near miss of the signal that sent them:

- the settings or trades a kind serves, three or more listed with no owner before them ("used in bakeries, school
  canteens and food trucks", "fasteners used in cycling, motorsport and drones"), for new-with-signs-of-use (pack
  data), as a list of trades after "used by" already was;
- a new part named with its rating or count first ("a new 2200mAh battery", "a new 48-LED panel fitted"), for
  refurbished-not-restored and refurbished-without-work (pack data), as "a new battery" already was;
- a grade written in Xs that the title or the description gives beside the specific's own name ("Width XX", "in the
  XX width"), for placeholder-specific (services/risk_signals.py): the item's grade as its trade writes it, not a value
  left blank.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(ab09242); use said of this one item, a figure that names no part, and Xs the text never names as the specific's
value keep their signal."""

from __future__ import annotations

import pytest

from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, signal_holds, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_DETAILS = FindingCode.CONDITION_DETAILS_MISSING
_REQUIRED = FindingCode.REQUIRED_DETAILS_MISSING


def _new(title: str, description: str) -> Listing:
    return titled_listing(title, description, category="HOME_AND_GARDEN", condition=ListingCondition.NEW)


def _refurbished(title: str, description: str) -> Listing:
    return titled_listing(title, description, category="ELECTRONICS", condition=ListingCondition.REFURBISHED)


# --- the settings a kind serves ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Silicone baking mat, half sheet", "Used in bakeries, school canteens and food trucks. Sealed sleeve."),
        ("Cable tie gun", "Tensioning tool used in data centres, shipyards, aircraft hangars and workshops. Boxed."),
        ("Torque driver, 1/4 inch", "Calibrated for fasteners used in cycling, motorsport, drones and RC cars."),
        ("Pipette tips, 1000 pack", "For pipettes used across dairies, breweries and water labs. Sealed bag."),
    ],
)
def test_the_settings_a_kind_serves_are_no_use(title: str, description: str) -> None:
    assert not signal_holds("new-with-signs-of-use", _new(title, description))
    assert _CONFLICT not in caught(_new(title, description))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Folding step stool", "Used in my kitchen, garage and shed for a month, then boxed."),
        ("Hammock, cotton", "Used in spring, summer and autumn on our porch; washed since."),
        ("Baking mat", "Used in the bakery, the cafe and the van for one weekend."),
        ("Cable tie gun", "Used in workshops and hangars for a week, back in its box."),
    ],
)
def test_this_ones_own_use_stays_use(title: str, description: str) -> None:
    assert _CONFLICT in caught(_new(title, description))


# --- a new part named with its rating first ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Renewed. Cleaned inside, new 2200mAh battery pack fitted; holds charge all day.",
        "Renewed desk lamp: new 48-LED panel fitted, wiped down, dims smoothly.",
        "Cleaned and reset, new 65W adapter in the box. Light scuff on the lid.",
    ],
)
def test_a_new_part_named_with_its_rating_is_work(description: str) -> None:
    item = _refurbished("Renewed unit", description)
    assert not signal_holds("refurbished-not-restored", item)
    assert not signal_holds("refurbished-without-work", item)
    assert _CONFLICT not in caught(item)
    assert _DETAILS not in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        "Renewed: cleaned and reset, looks like new 9 out of 10.",
        "Wiped down and reset, good as new 10/10 for its age.",
    ],
)
def test_a_figure_that_names_no_part_is_no_work(description: str) -> None:
    assert signal_holds("refurbished-not-restored", _refurbished("Renewed unit", description))


# --- a grade in Xs said beside its specific ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Fernlow Safety Work Boots, Size 10, Width XX, Steel Toe",
            "Steel toe cap, oil resistant sole. Size 10 in the extra wide fitting. Boxed.",
            {"Brand": "Fernlow", "Size": "10", "Width": "XX"},
        ),
        (
            "Tallow Ridge Riding Gloves, Leather, Black",
            "Supple leather with a grip palm, XXX fit for broad hands. Sealed bag.",
            {"Brand": "Tallow Ridge", "Colour": "Black", "Fit": "XXX"},
        ),
    ],
)
def test_a_grade_in_xs_said_beside_its_specific_is_a_value(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, condition=ListingCondition.NEW, attributes=attributes)
    assert not signal_holds("placeholder-specific", item)
    assert _REQUIRED not in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Fernlow Safety Work Boots, Size 10, Steel Toe",
            "Steel toe cap, oil resistant sole. Boxed.",
            {"Brand": "Fernlow", "Size": "10", "Width": "XX"},
        ),
        (
            "Tallow Ridge Riding Gloves, XX",
            "Supple leather with a grip palm. Sealed bag.",
            {"Brand": "Tallow Ridge", "Colour": "XX"},
        ),
    ],
)
def test_xs_the_text_never_names_as_the_value_stay_a_placeholder(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, condition=ListingCondition.NEW, attributes=attributes)
    assert signal_holds("placeholder-specific", item)
