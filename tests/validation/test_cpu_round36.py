"""The thirty-sixth round's CPU work changes no answer (docs/performance.md). Its classes, found by profiling
``detect()`` over P2's listing and a development sample: readings that still built a pattern holding a listing's own
words (a model's name, a creator, a unit, a product line, a counted noun, a number) and compiled it per review, where
re's and built()'s caches seldom hold a new listing's words. A name read as a word of its own
(``clauses.written_alone``: ``structure.brand_model_replaced``, ``described_specific_mismatch``) and a number written on
its own (``structure._number_alone``: count_mismatch's attributive count) and a product line's name
(``detectors._line_named``: ``_model_conflict``) are found by ``str.find`` in ASCII text; the
patterns every match of which holds the word (``_unit_counts``, ``shapes.work_titles``,
``_after_creator``, count_mismatch's named noun) are skipped by ``clauses.lacks`` when ASCII text does not hold it.
Each reading is compared here with the reading it replaced (the built pattern, every gate aside), on positives and near
misses, and the str.find readings are pinned to compile nothing in ASCII text."""

from __future__ import annotations

import re

import pytest

from services import clauses, detectors, shapes, structure
from services.clauses import built
from services.records import Listing
from services.vocabulary import FindingCode
from tests.generation.data import detected, titled_listing


def _built_alone(name: str, text: str) -> bool:
    return re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])", re.IGNORECASE).search(text) is not None


def _built_number_alone(number: int, text: str) -> bool:
    return re.compile(rf"(?<![\w.,]){number}(?![\w.,])").search(text) is not None


def _built_line_named(family: str, title: str) -> str | None:
    found = re.compile(rf"\b{re.escape(family)}\b[^,;|()]*", re.IGNORECASE).search(title)
    return None if found is None else found.group()


def _ungated(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every gate of this round aside and the built patterns back: the readings as they were at cfb2b27."""
    for module in (structure, detectors, shapes):
        monkeypatch.setattr(module, "lacks", lambda text, word: False)
    monkeypatch.setattr(structure, "written_alone", _built_alone)
    monkeypatch.setattr(structure, "_number_alone", _built_number_alone)
    monkeypatch.setattr(detectors, "_line_named", _built_line_named)


_NAME_TEXTS = (
    ("Quillmoor", "Quillmoor kettle, QUILLMOOR lid"),
    ("Quillmoor", "NeoQuillmoor kettle and Quillmoor-2 lid"),
    ("Quillmoor", "the quillmoor_x spare, then quillmoor."),
    ("Quillmoor", "Quillmoorish Quillmoor"),
    ("aa", "aaa aa-a aa"),
    ("aa", "aaa_aa"),
    ("Sk8 Deck", "an SK8 DECK board"),
    ("Sk8 Deck", "an SK8  DECK board"),
    ("Élodie", "ÉLODIE and élodie"),
    ("Kiss", "\u212aiss the sky"),
    ("Kiss", "ſkiss on the café wall"),
    ("stone", "stone"),
    ("stone", ""),
    ("", "a b"),
    ("", ""),
    ("a.b", "a.b and axb"),
)


@pytest.mark.parametrize(("name", "text"), _NAME_TEXTS)
def test_a_name_on_its_own_is_read_as_the_built_pattern_reads_it(name: str, text: str) -> None:
    assert clauses.written_alone(name, text) == _built_alone(name, text)


_NUMBER_TEXTS = (
    (12, "twelve: 12 of them"),
    (12, "112 and 120 and 12.5 and 1,12"),
    (12, "12th row, x12, 12_a"),
    (12, "ends with 12"),
    (12, "\u0663" + "12 and 12\u00b2"),
    (12, "(12)"),
    (6, "66 6"),
    (6, ""),
)


_LINE_TEXTS = (
    ("Orbit", "Tessaly Orbit 7 vacuum, docking base"),
    ("Orbit", "ORBIT 7 (2021) vacuum"),
    ("Orbit", "Orbital sander; Orbit_7; Orbit-7 | Orbit 9"),
    ("Orbit", "no line here"),
    ("Orbit", "Orbit"),
    ("Orbit", "Orbit 7 café edition; Orbit 8"),
    ("Ork", "\u212ark 5 and Ork 6"),
)


@pytest.mark.parametrize(("family", "title"), _LINE_TEXTS)
def test_a_product_line_in_the_title_is_read_as_the_built_pattern_reads_it(family: str, title: str) -> None:
    assert detectors._line_named(family, title) == _built_line_named(family, title)


@pytest.mark.parametrize(("number", "text"), _NUMBER_TEXTS)
def test_a_number_on_its_own_is_read_as_the_built_pattern_reads_it(number: int, text: str) -> None:
    assert structure._number_alone(number, text) == _built_number_alone(number, text)


def test_a_word_is_lacking_only_from_ascii_text_without_it() -> None:
    assert clauses.lacks("Four lamps, solar", "Lantern")
    assert not clauses.lacks("Four LANTERNS, solar", "lantern")
    # Case folding outside ASCII: the long s matches "s", the Kelvin sign "k".
    assert not clauses.lacks("Four lanterns, café", "bowl")
    assert not clauses.lacks("a bowl of ſoup", "ſoup")
    assert not clauses.lacks("anything", "")


def test_the_name_readings_compile_nothing_in_ascii_text() -> None:
    misses = built.cache_info().misses
    assert clauses.written_alone("Brackenwold", "the brackenwold tent, Brackenwold-2 poles")
    assert not clauses.written_alone("Brackenwold", "NeoBrackenwold tent")
    assert detectors._line_named("Tessaly", "New tessaly Orbit 7 (boxed)") == "tessaly Orbit 7 "
    assert structure._number_alone(37, "37 pegs")
    assert not structure._number_alone(37, "137 pegs")
    assert built.cache_info().misses == misses


_LISTINGS = (
    # A maker's one-name model in the specifics, another name after the maker in the title.
    titled_listing(
        "Harrowgate SkyLark binoculars 10x42",
        "Harrowgate NightJar binoculars, clear glass, strap included.",
        category="SPORTING_GOODS",
        attributes={"Brand": "Harrowgate", "Model": "NightJar"},
    ),
    titled_listing(
        "Harrowgate SkyLark binoculars 10x42",
        "Harrowgate SkyLark and NightJar compared: this is the SkyLark.",
        category="SPORTING_GOODS",
        attributes={"Brand": "Harrowgate", "Model": "NightJar"},
    ),
    titled_listing(
        "Harrowgate NightJar binoculars 10x42",
        "Clear glass, strap included.",
        category="SPORTING_GOODS",
        attributes={"Brand": "Harrowgate", "Model": "NightJar"},
    ),
    # A product line with a number in the model specific, the title on another number or without the line.
    titled_listing(
        "Tessaly Orbit 7 robot vacuum, docking base",
        "Runs a full floor on one charge.",
        category="HOME_AND_GARDEN",
        attributes={"Brand": "Tessaly", "Model": "Orbit 6"},
    ),
    titled_listing(
        "Tessaly robot vacuum, docking base",
        "Runs a full floor on one charge.",
        category="HOME_AND_GARDEN",
        attributes={"Brand": "Tessaly", "Model": "Orbit 6"},
    ),
    # A named count of a unit against the title's count, and a title without the unit.
    titled_listing(
        "Beeswax candles 8 Tapers, unscented",
        "You get 8 tapers in a box.",
        category="HOME_AND_GARDEN",
        attributes={"Number of Tapers": "6"},
    ),
    titled_listing(
        "Beeswax candles, unscented",
        "Hand dipped, a box of them.",
        category="HOME_AND_GARDEN",
        attributes={"Number of Tapers": "6"},
    ),
    titled_listing(
        "Chess set 32 Pieces walnut",
        "A full 32 piece set, walnut and maple.",
        category="TOYS_AND_HOBBIES",
        attributes={"Number of Pieces": "30"},
    ),
    titled_listing(
        "6 Drawer tool chest, steel",
        "Steel chest with drawers that slide well.",
        category="HOME_AND_GARDEN",
        attributes={"Number of Drawers": "5"},
    ),
    # A work and its creator: "by <creator>", the creator then a dash, and neither.
    titled_listing(
        "The Lantern Keepers by Oriel Vasquez, paperback",
        "Read once.",
        category="BOOKS",
        attributes={"Author": "Oriel Vasquez"},
    ),
    titled_listing(
        "The Marsh Wrens - Low Tide Songs (Vinyl LP)",
        "Plays clean.",
        category="MUSIC",
        attributes={"Artist": "The Marsh Wrens"},
    ),
    titled_listing(
        "Low Tide Songs vinyl record",
        "Plays clean.",
        category="MUSIC",
        attributes={"Artist": "The Marsh Wrens"},
    ),
    titled_listing(
        "Café Songs by Élodie Brun, paperback",
        "Read once.",
        category="BOOKS",
        attributes={"Author": "Élodie Brun"},
    ),
    # A colour specific the description never writes on its own.
    titled_listing(
        "Wool throw blanket",
        "A soft colour, a sage-green weave.",
        category="HOME_AND_GARDEN",
        attributes={"Color": "Green"},
    ),
)


def _readings(item: Listing) -> list[object]:
    return [
        structure.brand_model_replaced(item),
        structure.count_mismatch(item),
        structure.described_specific_mismatch(item),
        detectors._model_conflict(item),
        detectors._named_count_conflict(item),
        shapes.work_titles(item.title, item.attributes),
        shapes.work_titles(item.title, item.attributes, item.description),
    ]


@pytest.mark.parametrize("item", _LISTINGS)
def test_each_reading_is_read_as_without_the_gates(item: Listing, monkeypatch: pytest.MonkeyPatch) -> None:
    gated = _readings(item)
    _ungated(monkeypatch)
    assert gated == _readings(item)


def test_a_title_naming_another_model_of_the_maker_is_still_found_and_its_near_misses_are_not() -> None:
    assert structure.brand_model_replaced(_LISTINGS[0]) is not None
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in detected(_LISTINGS[0])
    assert structure.brand_model_replaced(_LISTINGS[1]) is None
    assert structure.brand_model_replaced(_LISTINGS[2]) is None


def test_a_model_read_by_name_compiles_nothing_in_ascii_text() -> None:
    item = titled_listing(
        "Corrimont DuskPeak tent, two person",
        "Corrimont DuskPeak tent, pitched twice.",
        category="SPORTING_GOODS",
        attributes={"Brand": "Corrimont", "Model": "DuskPeak"},
    )
    misses = built.cache_info().misses
    assert structure.brand_model_replaced(item) is None
    assert built.cache_info().misses == misses


def test_readings_whose_word_is_absent_compile_nothing() -> None:
    item = titled_listing(
        "Ferrovale tea kettle, enamel",
        "Enamel kettle, no chips.",
        category="HOME_AND_GARDEN",
        attributes={"Brand": "Ferrovale", "Model": "Whistler 9", "Number of Spouts": "1", "Author": "Ives Marrow"},
    )
    misses = built.cache_info().misses
    assert detectors._model_conflict(item) is None
    assert detectors._unit_counts(item.title, "spout") == []
    assert shapes.work_titles(item.title, item.attributes) == []
    assert built.cache_info().misses == misses
