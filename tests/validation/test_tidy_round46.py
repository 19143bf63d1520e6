"""The forty-sixth round's tidying changes no development answer (docs/performance.md, "Forty-sixth round"). Pinned
here, on texts and listings of our own (positives and near misses):

- the count of packs and what each holds is scanned behind the gate its own literals give (clauses.gated_finditer),
  not a gate written beside it;
- one named list of what a trial or a use made, in the past (facets.TRIAL_MADE), is read by the measure readers'
  test load and by the detectors' hedged count of what a New item made; "ran" and "printed" only by the second, as the
  docs say;
- a thing named by its motion ("Oscillating Sprinkler") is read in one place, _FUNCTIONAL_ITEM, not also as a hand
  drive;
- the type specifics' values are one per-listing reading (detectors.type_kinds), read once whichever check asks."""

from __future__ import annotations

import inspect
import re
from pathlib import Path
from typing import Any

import pytest

from services import clauses, detectors, facets, risk_signals
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_USED = ListingCondition.USED
_NEW = ListingCondition.NEW
_WORKING_STATE = FindingCode.FUNCTIONAL_STATUS_MISSING
_CONFLICT = FindingCode.CONDITION_CONFLICT
_SERVICES = Path(detectors.__file__).resolve().parent


# --- packs times what each holds: behind its own gate ------------------------------------------------------------


def test_the_each_holds_scan_asks_the_gate_its_literals_give(monkeypatch: pytest.MonkeyPatch) -> None:
    assert clauses._gate(facets._EACH_HOLDS) == ("each", "per")
    asked: list[re.Pattern[str]] = []

    def spy(pattern: re.Pattern[str], text: str) -> Any:
        asked.append(pattern)
        return clauses.gated_finditer(pattern, text)

    monkeypatch.setattr(facets, "gated_finditer", spy)
    facets.multiplied_counts.__wrapped__("Twin pack of lanterns")
    assert facets._EACH_HOLDS in asked
    assert '"each" in lowered' not in inspect.getsource(facets.multiplied_counts)


@pytest.mark.parametrize(
    ("text", "multiplied"),
    [
        ("4 Spools, 50 Metres Each of waxed thread", {4, 50, 200}),
        ("Pack of 6, 20 Tea Lights per Tin", {6, 20, 120}),
        ("3 trays with 40 plugs each for seedlings", {3, 40, 120}),
    ],
)
def test_a_count_of_packs_and_what_each_holds_multiplies(text: str, multiplied: set[int]) -> None:
    assert frozenset(multiplied) in facets.multiplied_counts(text)


@pytest.mark.parametrize(
    "text",
    [
        "6 Pack, 16 Inch Each of ribbon",  # a size per piece
        "4 Spools of waxed thread, 50 Metres",  # neither "each" nor "per": the gate stays shut
        "Sold as 3 jars, paper labels",  # "per" inside a word opens the gate; the pattern still finds nothing
    ],
)
def test_a_size_per_piece_or_no_each_multiplies_nothing(text: str) -> None:
    assert not any(len(found) == 3 for found in facets.multiplied_counts(text))


# --- one list of what a trial or a use made ------------------------------------------------------------------------


def _hedged_count() -> re.Pattern[str]:
    (pattern,) = [p for p in detectors._USED_WORDINGS if facets.TRIAL_MADE in p.pattern]
    return pattern


def test_both_readers_read_the_one_list() -> None:
    assert facets.TRIAL_MADE in facets.TEST_LOAD_BEFORE.pattern
    assert _hedged_count().pattern.startswith(rf"\b(?:ran|printed|{facets.TRIAL_MADE})")


def _verbs() -> list[str]:
    return facets.TRIAL_MADE.removeprefix("(?:").removesuffix(")").split("|")


def test_every_verb_of_the_list_is_read_by_both() -> None:
    for verb in _verbs():
        assert facets.TEST_LOAD_BEFORE.search(f"we {verb} a "), verb
        assert _hedged_count().search(f"we {verb} maybe 3 or 4 batches in it"), verb


def test_ran_and_printed_are_the_hedged_counts_alone() -> None:
    # A load run is the net's own reading (facets.RAN_LOAD_BEFORE); the measure readers keep "ran a 1500W heater".
    assert not facets.TEST_LOAD_BEFORE.search("ran a ")
    assert facets.RAN_LOAD_BEFORE.search("ran a ")
    assert _hedged_count().search("ran about 3-4 loads through it")
    # A printer's test print: its measure is still read as the printer's (the difference named in the docs).
    assert not facets.TEST_LOAD_BEFORE.search("printed a ")
    assert _hedged_count().search("printed maybe 5 or 6 mugs with it")


@pytest.mark.parametrize(
    "text",
    [
        "Cut two pieces with it before you start.",  # an instruction: "cut" is no past
        "Bakes 3 or 4 loaves a day with it.",  # what it does, in the present
        "Put maybe 2 or 3 loads through it each week.",
    ],
)
def test_an_instruction_or_the_present_is_no_count_of_uses(text: str) -> None:
    assert not _hedged_count().search(text)


@pytest.mark.parametrize("before", ["Bakes a ", "Makes up to a ", "Cuts a ", "Runs a "])
def test_what_it_takes_in_the_present_is_its_own_measure(before: str) -> None:
    assert not facets.TEST_LOAD_BEFORE.search(before)


def test_a_new_dehydrator_that_dried_batches_was_used() -> None:
    item = titled_listing(
        "Kestrel Food Dehydrator 5 Tray",
        "Five trays, clear lid. Dried maybe 3 or 4 batches of apple in it, then boxed it up.",
        category="HOME_AND_KITCHEN",
        condition=_NEW,
    )
    assert _CONFLICT in detected(item)


def test_a_new_dehydrator_that_dries_batches_is_still_new() -> None:
    item = titled_listing(
        "Kestrel Food Dehydrator 5 Tray",
        "Five trays, clear lid. Dries 3 or 4 batches of apple a day. Sealed in its box.",
        category="HOME_AND_KITCHEN",
        condition=_NEW,
    )
    assert _CONFLICT not in detected(item)


# --- "oscillating": one reading ----------------------------------------------------------------------------------


def test_oscillating_is_read_once() -> None:
    assert "oscillating" not in detectors._HAND_DRIVEN.pattern
    assert detectors._HAND_DRIVEN.search("Oscillating Lawn Sprinkler") is None
    assert detectors._FUNCTIONAL_ITEM.search("Oscillating Lawn Sprinkler") is not None


@pytest.mark.parametrize(
    ("title", "category"),
    [
        ("Kestrel Oscillating Garden Sprinkler 16 Jets", "GARDEN"),
        ("Kestrel Oscillating Pedestal Fan 40cm", "HOME"),
        ("Kestrel Oscillating Multi Tool 300W", "TOOLS"),
    ],
)
def test_a_used_thing_named_by_its_motion_still_needs_its_working_state(title: str, category: str) -> None:
    item = titled_listing(
        title, "Faded a little, marks on the base.", category=category, attributes={"Brand": "Kestrel"}
    )
    assert _WORKING_STATE in detected(item)


@pytest.mark.parametrize(
    "title",
    [
        "Kestrel Oscillating Sprinkler Nozzle Replacement",
        "Kestrel Oscillating Multi Tool Blades Set of 6",
    ],
)
def test_a_part_of_a_thing_named_by_its_motion_asks_nothing(title: str) -> None:
    item = titled_listing(title, "Faded a little, a few marks.", category="GARDEN", attributes={"Brand": "Kestrel"})
    assert _WORKING_STATE not in detected(item)


# --- the type specifics: one per-listing reading -----------------------------------------------------------------


def _typed(kind: str) -> Listing:
    return titled_listing(
        "Kestrel Garden Bundle",
        "Used a season, marks on the casing.",
        category="GARDEN",
        attributes={"Brand": "Kestrel", "Item Type": kind, "Colour": "Green"},
    )


def test_the_type_specifics_are_read_in_the_specifics_order() -> None:
    item = titled_listing(
        "Kestrel Bundle", "Two things.", attributes={"Type": "Leaf Blower", "Colour": "Red", "product_type": "Rake"}
    )
    assert detectors.type_kinds(item) == ("Leaf Blower", "Rake")


def test_the_type_specifics_are_read_once_per_listing(monkeypatch: pytest.MonkeyPatch) -> None:
    reads: list[str] = []

    class Spy:
        def fullmatch(self, key: str) -> re.Match[str] | None:
            reads.append(key)
            return re.fullmatch(r"(?:item|product)?[\s_]?type", key, re.IGNORECASE)

    monkeypatch.setattr(detectors, "TYPE_KEY", Spy())
    item = _typed("Hedge Trimmer")
    detected(item)
    risk_signals.names_a_moving_mechanism(item)
    # One key each, once: every check that asks gets the same reading.
    assert sorted(reads) == sorted(key.strip() for key in item.attributes)
    assert detectors.type_kinds(item) is detectors.type_kinds(item)


def test_another_listing_gets_its_own_reading() -> None:
    first, second = _typed("Hedge Trimmer"), _typed("Garden Kneeler")
    assert detectors.type_kinds(first) == ("Hedge Trimmer",)
    assert detectors.type_kinds(second) == ("Garden Kneeler",)
    assert _WORKING_STATE in detected(first)


def test_the_reading_is_written_once_in_the_services() -> None:
    written = "TYPE_KEY.fullmatch(key.strip())"
    copies = sum(path.read_text(encoding="utf-8").count(written) for path in _SERVICES.glob("*.py"))
    assert copies == 1
