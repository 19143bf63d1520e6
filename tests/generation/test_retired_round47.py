"""Issue 19, forty-seventh round (the just-retired blind-holdout-v39's false all-clears): a class read from the
violating listings it answered all-clear, rules alone, written as a shape rather than one listing's words:

- one glove or one mitten (a golf glove, a cycling glove, a batting glove, all sold singly) whose size specific says
  "Does not apply": the worn-size reading knew only "gloves" and "mittens", so a glove sold on its own passed as
  something made in no size. A glove puppet, a glove compartment's organiser, a glove dryer, and a glove with its
  size given keep their answer;
- (a clean listing's mend, from its flagged clean listings) a tired battery's resting and loaded levels ("sits at
  11.1V", "drops to 8.2V when cranking"): meter readings, never the voltage a specific rates it at. The item's own
  voltage said plainly, and a weight, keep their disagreement;
- (a clean listing's mend) another maker's part number after a cross-reference cue ("Filter number cross-references
  to Frostline 469-2281"), in a sentence whose "number" reads as a request to ring: a code, not a phone. A request to
  call where the maker's name would stand, a second number to text, and a desk's number keep their contact finding.

Positives in fresh wording, in other product domains than the listings read (golf gloves, car batteries, brake pads):
a batting glove, a cycling glove, a wicket-keeping mitten, a falconry glove; motorcycle, mobility-scooter and drill
batteries; a fridge filter, a mower blade, a furnace igniter. They fail on the round's starting code (257936a9) and pass
after."""

from __future__ import annotations

import pytest

from services import structure
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, titled_listing

_MISSING = FindingCode.REQUIRED_DETAILS_MISSING
_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_NEW = ListingCondition.NEW


# --- one glove or mitten whose size "does not apply" --------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Rexbury Pro Batting Glove Right Hand Navy",
            "Single batting glove, goatskin palm, hook and loop wrist. Unworn, still on its card.",
            {"Brand": "Rexbury", "Size": "Does not apply", "Colour": "Navy"},
        ),
        (
            "Velotra Summer Cycling Glove Fingerless Red",
            "Gel palm padding, mesh back, pull tabs between the fingers. New with tags.",
            {"Brand": "Velotra", "Glove Size": "Not applicable", "Color": "Red"},
        ),
        (
            "Stumpwell Junior Wicket Keeping Mitten Left",
            "One inner-padded keeping mitten for the left hand, webbing between thumb and finger.",
            {"Brand": "Stumpwell", "Size": "does not apply"},
        ),
        (
            "Hawkmere Suede Falconry Glove Gauntlet Brown",
            "Double-layer suede, long cuff, D-ring for the jess. Brand new.",
            {"Brand": "Hawkmere", "Size": "Does not apply", "Material": "Suede"},
        ),
    ],
)
def test_one_glove_whose_size_does_not_apply_hides_its_size(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="SPORTS", condition=_NEW, attributes=attributes)
    assert structure.placeholder_on_certain_specific(item) is not None
    assert _MISSING in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A glove puppet is a toy, worn by no size.
        (
            "Hand Stitched Fox Glove Puppet Storytime",
            "Soft felt fox puppet, fits most adult hands.",
            {"Brand": "Hollytree", "Size": "Does not apply"},
        ),
        # What a glove is stored in or dried on is sized by nothing worn.
        (
            "Glove Compartment Organiser Tray Felt Grey",
            "Felt tray that keeps the car's glove box tidy.",
            {"Brand": "Tidyrun", "Size": "Does not apply"},
        ),
        (
            "Plug In Glove Dryer Twin Prong",
            "Warm air dryer for a pair of gloves.",
            {"Brand": "Warmpeg", "Size": "Does not apply"},
        ),
        # A glove with its size given.
        (
            "Rexbury Pro Batting Glove Right Hand Navy",
            "Single batting glove, goatskin palm.",
            {"Brand": "Rexbury", "Size": "Adult M", "Colour": "Navy"},
        ),
    ],
)
def test_what_is_not_one_sized_glove_keeps_its_answer(title: str, description: str, attributes: dict[str, str]) -> None:
    item = titled_listing(title, description, category="SPORTS", condition=_NEW, attributes=attributes)
    assert structure.placeholder_on_certain_specific(item) is None


# --- (a clean listing's mend) a tired battery's resting and loaded readings -----------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Voltrik VX9 Motorcycle Battery 12V 9Ah For Spares",
            "Off the charger overnight it sits at 11.1V and drops to 8.2V when cranking. Case sound, no leaks.",
            {"Brand": "Voltrik", "Voltage": "12 V", "Capacity": "9 Ah"},
        ),
        (
            "Marrow 24V Mobility Scooter Battery Pack, Needs Cells",
            "Rested at 21.6 V after a full night on charge, sagged to 17V on the first slope. Sold as a core.",
            {"Brand": "Marrow", "Voltage": "24 V"},
        ),
        (
            "Tillbrook 18V 4.0Ah Drill Battery Faulty",
            "Pack falls to 12 V under the drill within seconds, rests at 16.8 V unloaded. Parts only.",
            {"Brand": "Tillbrook", "Voltage": "18 V", "Capacity": "4 Ah"},
        ),
    ],
)
def test_a_resting_or_loaded_reading_is_no_voltage_of_the_item(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(
        title, description, category="AUTOMOTIVE", condition=ListingCondition.FOR_PARTS, attributes=attributes
    )
    assert structure.measure_mismatch(item) is None
    assert _MISMATCH not in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The item's own voltage, said plainly, still disagrees with the specific.
        (
            "Voltrik Ride-On Toy Battery",
            "A 6V sealed battery for kids' ride-on cars, holds its charge.",
            {"Brand": "Voltrik", "Voltage": "12 V"},
        ),
        # A weight said as the item's own is no reading.
        (
            "Marrow Leisure Battery 110Ah",
            "Heavy unit, it weighs 30 kg, collection preferred.",
            {"Brand": "Marrow", "Item Weight": "22 kg"},
        ),
    ],
)
def test_the_items_own_voltage_or_weight_still_disagrees(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="AUTOMOTIVE", attributes=attributes)
    assert structure.measure_mismatch(item) is not None


# --- (a clean listing's mend) another maker's part number after a cross-reference cue -------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Replacement fridge water filter. Filter number cross-references to Frostline 469-2281, same housing and seal.",
        "Mulching blade for 42 in decks. Blade number interchanges with Greenbank 532-1876; fits the older decks too.",
        "Furnace hot surface igniter. The old number was superseded by Heatmark 271-4598 in newer boxes; same plug.",
    ],
)
def test_another_makers_number_after_a_cross_reference_is_no_phone(description: str) -> None:
    item = titled_listing("Replacement Part OEM Quality", description, category="HOME_AND_GARDEN", condition=_NEW)
    assert FindingCode.CONTACT_INFO_IN_LISTING not in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        # A request to call where the maker's name would stand.
        "Not sure it fits? For a cross reference call 469-2281 after six.",
        # Another number after the cross-reference is still the seller's.
        "Filter number cross-references Frostline 469-2281. Questions? Text me on 312-555-0187.",
        # A number with no cross-reference cue, after "number", is still a number to ring.
        "Our parts desk number is 469-2281, open weekdays.",
    ],
)
def test_a_number_to_call_beside_a_cross_reference_is_still_contact(description: str) -> None:
    item = titled_listing("Replacement Part OEM Quality", description, category="HOME_AND_GARDEN", condition=_NEW)
    assert FindingCode.CONTACT_INFO_IN_LISTING in caught(item)
