"""Issue 19, twentieth round, after its precision and recall classes met: the development listings that had been
held back only by a warning for another code (a parent company taken for another maker, a model's capitals taken
for shouting) need their own reading. Two classes, each a shape: an item sold with its own charger has a working
state to state, and a title that pairs a model's line word with another name than the one the specifics and the
description give."""

from __future__ import annotations

import pytest

from services import structure
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import bare_listing, detected

_FUNCTION = FindingCode.FUNCTIONAL_STATUS_MISSING
_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Pulse band, slate grey", "Light wear on the clasp. Charging cable included."),
        ("Kids' walkie pair, blue", "A few scuffs from the garden. Comes with the charging dock."),
        ("Heated insoles, size 8", "Worn one winter; the charger is in the box."),
    ],
)
def test_a_used_item_sold_with_its_charger_states_whether_it_works(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description, condition=ListingCondition.USED, category="SPORTS")
    assert _FUNCTION in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # Its working state said, a charger left out, a new one, and something with no charger at all.
        ("Pulse band, slate grey", "Charges and tracks steps fine. Charging cable included."),
        ("Pulse band, slate grey", "Light wear on the clasp. No charger included."),
        ("Pulse band, slate grey", "Light wear on the clasp. Charger not included."),
        ("Trail backpack 30 L", "Light wear on the straps, both buckles intact."),
        # A bike's working state in the words riders use.
        ("Commuter bike, 54 cm", "Rides well and shifts smoothly, brakes sharp. Comes with charger and two keys."),
    ],
)
def test_a_charger_adds_no_finding_where_the_working_state_is_said_or_nothing_charges(
    title: str, description: str
) -> None:
    item = bare_listing(title=title, description=description, condition=ListingCondition.USED, category="SPORTS")
    assert _FUNCTION not in detected(item)


def test_a_new_item_with_its_charger_needs_no_working_state() -> None:
    item = bare_listing(
        title="Pulse band", description="Sealed. Charging cable included.", condition=ListingCondition.NEW
    )
    assert _FUNCTION not in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "model"),
    [
        (
            "Corvo RIDGE 2 bike computer",
            "Selling my Corvo SUMMIT, three seasons old. Powers on and pairs.",
            "Corvo SUMMIT",
        ),
        ("Linden Aria table lamp", "The Linden Nova in brass, rewired last year and tested.", "Linden Nova"),
    ],
)
def test_a_title_naming_another_model_of_the_line_is_a_mismatch(title: str, description: str, model: str) -> None:
    item = bare_listing(title=title, description=description, attributes={"Model": model})
    assert structure.model_name_mismatch(item) is not None
    assert _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # Another form of the same name, the model in the title, a kind word, a title that gives no other name.
        ("Corvo Summits pair", "Two Corvo Summit units.", {"Model": "Corvo Summit"}),
        ("Corvo SUMMIT bike computer", "Selling my Corvo SUMMIT.", {"Model": "Corvo SUMMIT"}),
        ("Linden Table Lamp", "The Linden Nova in brass.", {"Model": "Linden Nova", "Type": "Table Lamp"}),
        ("Linden lamp", "The Linden Nova in brass.", {"Model": "Linden Nova"}),
        # The description never names the specific's model, or names the title's too.
        ("Corvo RIDGE bike computer", "Three seasons old.", {"Model": "Corvo SUMMIT"}),
        (
            "Corvo RIDGE bike computer",
            "The Corvo SUMMIT, sold as the Corvo RIDGE in Europe.",
            {"Model": "Corvo SUMMIT"},
        ),
    ],
)
def test_a_title_of_the_same_model_is_no_mismatch(title: str, description: str, attributes: dict[str, str]) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert structure.model_name_mismatch(item) is None
