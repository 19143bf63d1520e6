"""Precision classes (issue 19, fourteenth round): refurbished work and batteries read by what the listing says.

A mains-powered computer (a desktop, a mini PC, a Mac mini) has no battery to state; a refurbished listing that names
its process (a tester, a pass, a burn-in, a cosmetic grade, storage erased or a system reinstalled)
says what was done. Each class has near misses (the honest shape, which must stay clean) and positives (the same kind
that really says nothing, which must still be caught). Every listing here is written for the test; none is copied
from a dataset or a real listing.
"""

from __future__ import annotations

from typing import Any

import pytest

from services import risk_signals as net
from services import structure
from services.records import Listing
from services.vocabulary import ListingCondition
from tests.generation.data import listing


def computer(**overrides: Any) -> Listing:
    values: dict[str, Any] = {"category": "ELECTRONICS", "condition": ListingCondition.USED}
    values.update(overrides)
    return listing(**values)


def signalled(item: Listing) -> set[str]:
    """The names of the net's pack signals that hold for the listing, each read on its own (the net reports only the
    first per code)."""
    pack = net.pack()
    return {signal.name for signal in pack.signals if net.signal_holds(signal, item, pack.exemptions)}


BATTERY = "battery-unstated"
WITHOUT_WORK = "refurbished-without-work"
NOT_RESTORED = "refurbished-not-restored"


# --- 1. a mains-powered computer has no battery to state ---


@pytest.mark.parametrize(
    "fields",
    [
        {
            "title": "Fujitsu Esprimo Q958 Micro i5 8GB 240GB",
            "description": "Tested: boots, all USB ports, DisplayPort. Small scuff on the lid.",
            "attributes": {"Model": "Esprimo Q958 Micro", "Processor": "Intel Core i5-9500T"},
        },
        {
            "title": "HP EliteDesk 800 G4 i7 16GB 512GB",
            "description": "Runs Windows 11, power lead included, tested for a day.",
            "attributes": {"Processor": "Intel Core i7-8700"},
        },
        {
            "title": "Apple Mac Studio M1 Max 32GB 1TB",
            "description": "Boots, every port checked, no box.",
            "attributes": {"Processor": "Apple M1 Max"},
        },
        {
            "title": "Gaming tower PC Ryzen 5 RTX 3060",
            "description": "Quiet fans, runs everything on high.",
            "attributes": {"Processor": "AMD Ryzen 5 5600X"},
        },
    ],
)
def test_a_mains_powered_computer_needs_no_battery_statement(fields: dict[str, Any]) -> None:
    assert BATTERY not in signalled(computer(**fields))


@pytest.mark.parametrize(
    "fields",
    [
        # A laptop line that names no form: still a computer by its processor, still a battery to state.
        {
            "title": "Dell Latitude 5420 14in i5 8GB 256GB",
            "description": "Tested: boots, keyboard, webcam, both USB ports.",
            "attributes": {"Processor": "Intel Core i5-1145G7"},
        },
        # A portable the title names, whatever desktop the description or specifics speak of.
        {
            "title": "MSI gaming laptop 15.6in i7 RTX 3070",
            "description": "Boots straight to the desktop, fans quiet.",
            "attributes": {"Processor": "Intel Core i7-11800H", "Type": "Desktop replacement"},
        },
        {
            "title": "Samsung Galaxy S7 tablet 128GB",
            "description": "Screen perfect, pen included.",
            "attributes": {"Model": "SM-T870 mini dock bundle"},
        },
        # A phone line the title names, with a "mini" model: still a phone.
        {
            "title": "Google Pixel 7 mini 128GB",
            "description": "No scratches on the screen, case included.",
            "attributes": {"Model": "Pixel 7 mini"},
        },
    ],
)
def test_a_battery_device_that_never_states_its_battery_is_still_caught(fields: dict[str, Any]) -> None:
    assert BATTERY in signalled(computer(**fields))


# --- 2. a refurbished listing that names its process says what was done ---


@pytest.mark.parametrize(
    "description",
    [
        "Renewed - Very Good. Looked over by our repair specialist: screen, speakers, buttons and port.",
        "Refurbished by a partner. Every function was tested and passed. A faint mark on the lid.",
        "Refurbished (Excellent)\nLight shine on two keys, otherwise unmarked.",
        "Grade A- cosmetics: one hairline on the back. Powers up and connects.",
        "Put through a 48-hour burn-in; case has two scuffs.",
        "Drive erased, latest firmware flashed, a scuff on the base.",
        "Fresh macOS install on first boot; light marks on the lid.",
    ],
)
def test_a_refurbished_listing_naming_its_process_is_clean(description: str) -> None:
    names = signalled(
        computer(title="Blender, refurbished", condition=ListingCondition.REFURBISHED, description=description)
    )
    assert not names & {WITHOUT_WORK, NOT_RESTORED}


@pytest.mark.parametrize(
    "description",
    [
        # Praise and one result, a "good" that is no grade, a test with no result: nothing of what was done.
        "Refurbished: good as new and works lovely.",
        "Renewed. Tried it at home, it works. Comes with a cable.",
        "Renewed, grade of finish is lovely, tested on my TV.",
        "Refurbished - good one, switched on fine.",
        # A list of what works, with no tester, no pass and no grade.
        "Refurbished by our team. Tested: powers up, all speeds, the timer, the light and the pulse button.",
    ],
)
def test_a_refurbished_listing_saying_nothing_of_the_work_is_still_caught(description: str) -> None:
    names = signalled(
        computer(title="Soundbar, refurbished", condition=ListingCondition.REFURBISHED, description=description)
    )
    assert WITHOUT_WORK in names


@pytest.mark.parametrize(
    "description",
    [
        "Refurbished: wiped down and factory reset, switched on and it works.",
        "Renewed - dusted and reset to defaults. Tried on my telly, all fine.",
    ],
)
def test_a_refurbished_listing_only_cleaned_is_still_caught(description: str) -> None:
    names = signalled(
        computer(title="Soundbar, refurbished", condition=ListingCondition.REFURBISHED, description=description)
    )
    assert NOT_RESTORED in names


# --- 3. a phone sold "Unlocked" over a "Wireless Carrier" specific that names a lock ---
# (the same class as "Network: Locked to ..."; read so that an honest renewed phone's condition note no longer stands in
# for it)


def phone(carrier: str) -> Listing:
    return computer(
        title="Harbourline P9 (Renewed), 256GB, Unlocked, Graphite",
        condition=ListingCondition.REFURBISHED,
        description="Renewed - Good. Battery health 90%. Tested: calls, data, both cameras, speaker and charging.",
        attributes={"Brand": "Harbourline", "Wireless Carrier": carrier},
    )


@pytest.mark.parametrize("carrier", ["Locked to Northstar Mobile", "Carrier Locked"])
def test_an_unlocked_phone_whose_wireless_carrier_names_a_lock_is_caught(carrier: str) -> None:
    assert structure.unlocked_but_locked(phone(carrier)) is not None


@pytest.mark.parametrize("carrier", ["Unlocked", "Unlocked for all carriers", "Not locked"])
def test_an_unlocked_phone_whose_wireless_carrier_agrees_is_clean(carrier: str) -> None:
    assert structure.unlocked_but_locked(phone(carrier)) is None
