"""Clean listings the net sent to a person (issue 19, twenty-third round): honest shapes a working-order check misread.

1. A timepiece "keeping time" ("running and keeping good time") states its working order as "keeps time" does. A
   watch said only to have a new battery or a new strap states none.
2. A device's name followed by the word that makes the item its accessory, part or furniture ("Stand Mixer Bowl",
   "Lamp Shade", "Console Table", a toy's "Phone Box"): the item has no working order to state. The net reads the
   detectors' one list of such words (``detectors.NOT_THE_DEVICE_AFTER``). The device itself ("Stand Mixer with
   Bowl", "Desk Lamp") is still asked for one.
3. A power source denied in the description ("no motor or batteries", "needs no batteries"): the item is not made
   powered by the words. Batteries it takes but that are not included ("batteries not included") still are.
4. An accessory sold for a phone or a tablet, its title naming the device after "for" ("Waterproof Pouch for Samsung
   Galaxy S22"): it has no battery to state. The phone or tablet itself, whatever the title says it is for ("Galaxy
   A54 Phone for Seniors"), still states its battery.
5. A scale after a ratio ("1/8 Scale", "1:43 Scale") is a model's size, not a weighing scale with a working order.

Each class has near misses (the honest shape, which must stay clean) and positives (the violation of the same kind,
which must still be caught). Every listing here is written for the test; none is copied from a dataset or a real
listing.
"""

from __future__ import annotations

from typing import Any

import pytest

from services import risk_signals as net
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, listing

FUNCTION = FindingCode.FUNCTIONAL_STATUS_MISSING


def used(**overrides: Any) -> Listing:
    values: dict[str, Any] = {"category": "HOME_AND_GARDEN", "condition": ListingCondition.USED, "attributes": {}}
    values.update(overrides)
    return listing(**values)


def _unstated(item: Listing) -> bool:
    return net.function_without_status(item, [item.title, item.description])


# --- 1. a timepiece keeping time ---


@pytest.mark.parametrize(
    "description",
    [
        "Fresh cell put in at the jeweller's in March; running and keeping good time since. Bezel scuffed at 3.",
        "Wound it on Sunday and it is still keeping time to within a few seconds. Crystal has a hairline mark.",
    ],
)
def test_a_watch_keeping_time_states_its_working_order(description: str) -> None:
    item = used(category="JEWELRY", title="Orvane Field Watch 38mm Quartz", description=description)
    assert not _unstated(item)


@pytest.mark.parametrize(
    "description",
    [
        "Fresh cell put in at the jeweller's in March. Bezel scuffed at 3.",
        "Strap replaced last year, case polished. Light scratches on the clasp.",
    ],
)
def test_a_watch_that_never_says_it_runs_still_states_nothing(description: str) -> None:
    item = used(category="JEWELRY", title="Orvane Field Watch 38mm Quartz", description=description)
    assert _unstated(item)


# --- 2. a device's name before its accessory's, part's or furniture's ---


@pytest.mark.parametrize(
    "title",
    [
        "Brellum Stand Mixer Bowl 4.8 Litre Stainless",
        "Linen Table Lamp Shade 30cm Sage",
        "Oak Games Console Table with Two Drawers",
        "Toy Village Corner Shop and Red Phone Box Playset",
        "Quellor Air Fryer Basket Replacement 5.5L",
    ],
)
def test_an_accessory_named_after_its_device_has_no_working_order(title: str) -> None:
    item = used(title=title, description="Light scratches on one side, otherwise clean. Wiped down and dry.")
    assert not _unstated(item)
    assert FUNCTION not in caught(item)


@pytest.mark.parametrize(
    "title",
    [
        "Brellum Stand Mixer 4.8 Litre with Bowl and Whisk",
        "Brass Desk Lamp, Adjustable Arm",
        "Quellor Air Fryer 5.5L Black",
        "Handset Phone, Corded, Cream",
    ],
)
def test_the_device_itself_still_states_its_working_order(title: str) -> None:
    item = used(title=title, description="Light scratches on one side, otherwise clean. Wiped down and dry.")
    assert _unstated(item)


# --- 3. a power source denied ---


@pytest.mark.parametrize(
    "description",
    [
        "Rocker seat, fabric washed. No motor or batteries: the baby rocks it by kicking. Small stain on the strap.",
        "Wooden marble run, needs no batteries. Two ramps a little scuffed.",
    ],
)
def test_a_power_source_denied_makes_no_powered_item(description: str) -> None:
    item = used(category="BABY", title="Hollin Baby Rocker Seat, Grey", description=description)
    assert not _unstated(item)


@pytest.mark.parametrize(
    "description",
    [
        "Rocker seat with vibration unit, takes 2 AA batteries (not included). Small stain on the strap.",
        "Rocker seat, fabric washed. Music box runs off batteries. Small stain on the strap.",
    ],
)
def test_batteries_the_item_takes_still_make_it_powered(description: str) -> None:
    item = used(category="BABY", title="Hollin Baby Rocker Seat, Grey", description=description)
    assert _unstated(item)


# --- 4. an accessory for a phone or a tablet ---

BATTERY = "battery-unstated"


def _battery_signal(item: Listing) -> bool:
    signal = next(s for s in net.pack().signals if s.name == BATTERY)
    return net.signal_holds(signal, item, net.pack().exemptions)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Drysafe Waterproof Pouch for Samsung Galaxy S22 / Small Phones", {"Compatible Model": "Galaxy S22"}),
        ("Leather Folio Case for Apple iPad Air 5th Gen, Tan", {"Compatible Model": "iPad Air 5"}),
    ],
)
def test_an_accessory_for_a_phone_or_tablet_has_no_battery_to_state(title: str, attributes: dict[str, str]) -> None:
    item = used(category="ELECTRONICS", title=title, description="Used a few months, clean.", attributes=attributes)
    assert not _battery_signal(item)


@pytest.mark.parametrize(
    "title",
    ["Samsung Galaxy A54 Phone for Seniors, 128GB", "Apple iPad Air 5th Gen 64GB with Case"],
)
def test_the_phone_or_tablet_itself_still_states_its_battery(title: str) -> None:
    item = used(category="ELECTRONICS", title=title, description="Screen clean, all apps open and the wifi connects.")
    assert _battery_signal(item)


# --- 5. a scale after a ratio ---


@pytest.mark.parametrize(
    "title", ["Ravencourt 1/8 Scale Knight Statue, Painted Resin", "1:43 Scale Die-Cast Estate Car, Boxed"]
)
def test_a_models_scale_is_no_weighing_scale(title: str) -> None:
    item = used(category="COLLECTIBLES", title=title, description="Display only, light shelf wear on the base.")
    assert not _unstated(item)


@pytest.mark.parametrize("title", ["Digital Kitchen Scale 5kg, Glass Top", "Bathroom Scales, Grey"])
def test_a_weighing_scale_still_states_its_working_order(title: str) -> None:
    item = used(category="HOME_AND_GARDEN", title=title, description="Light scratches on the top.")
    assert _unstated(item)
