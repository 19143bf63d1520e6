"""Issue 19, thirty-fifth round (depth): mends of the last review, each pinned by what it reads and what it must not.

- the model-variant reading's units (a number glued to a unit is a measure, not a variant part; a unit after a part
  makes it a measure) derived from the one unit list (facets.UNITS and the lengths facets.SIZE_UNITS_MM adds) plus a
  named difference (megapixels, frequencies, pieces, resolutions, the lengths no list converts), the ampere left out so
  a letter glued to a number stays a variant;
- the flaw sizer's forms derived from the one flaw vocabulary (each flaw's own forms, and every word's inflections by
  a general rule that doubles a final consonant after one short vowel: "chipped", "ripped", "splitting");
- the rare-name clause reader counting the listing's words once per text instead of once per clause, with the same
  answers.

Wording is our own, in product domains other than the listings read."""

from __future__ import annotations

import pytest

from services import detectors, shapes, structure
from services.vocabulary import FindingCode
from tests.generation.data import detected, titled_listing

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_PLAIN = "Used a handful of times, clean, from a smoke-free home."


# --- the model-variant reading's units, from the one unit list ------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # A rating glued to its number from UNITS (horsepower, lumens, amp-hours), not a variant of the line.
        ("Bramble Torrent 5hp garden shredder", {"Model": "Torrent 3X"}),
        ("Lucent Beam 900lm head torch", {"Model": "Beam 2R"}),
        ("Voltra Cell 20ah e-bike pack", {"Model": "Cell 4S"}),
    ],
)
def test_a_part_written_as_a_measure_of_the_one_unit_list_is_no_other_variant(
    title: str, attributes: dict[str, str]
) -> None:
    assert _MISMATCH not in detected(titled_listing(title, _PLAIN, category="HOME_AND_GARDEN", attributes=attributes))


def test_a_part_before_a_length_size_units_adds_is_a_measure() -> None:
    # "centimetre" in the singular is a length SIZE_UNITS_MM adds to UNITS; the model reading is asked alone, as the
    # model number reading reads the same title by its own units.
    item = titled_listing("Lanterne Glow 30 centimetre drum shade", _PLAIN, attributes={"Model": "Glow 20"})
    assert structure.model_variant_replaced(item) is None


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # A letter glued to a number is the line's variant, not an ampere.
        ("Nimbus Lite 4a phone case bundle", {"Model": "Nimbus Lite 5a"}),
        ("Corvid Arc 2 smart ring, titanium", {"Brand": "Corvid", "Model": "Arc AI"}),
    ],
)
def test_a_variant_part_that_is_no_unit_is_still_read(title: str, attributes: dict[str, str]) -> None:
    assert _MISMATCH in detected(titled_listing(title, _PLAIN, category="HOME_AND_GARDEN", attributes=attributes))


# --- the flaw sizer's forms, from the one flaw vocabulary -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "measure"),
    [
        ("Solid oak bench with a 4 cm chipped corner on one leg.", "4 cm"),
        ("Canvas awning, ripped 2in near the eyelet.", "2in"),
        ("Leather saddle, 3 cm splitting along the seam.", "3 cm"),
        ("Enamel pot with a 1 inch scraped patch on the lid.", "1 inch"),
        ("Marble tile, 2cm marked edge.", "2cm"),
    ],
)
def test_a_measure_beside_any_form_of_a_flaw_sizes_the_flaw(text: str, measure: str) -> None:
    start = text.index(measure)
    assert shapes.sizes_a_flaw(text, start, start + len(measure))


@pytest.mark.parametrize(
    ("text", "measure"),
    [
        ("Router board, 3 cm chipset heatsink fitted.", "3 cm"),
        ("Walnut shelf, 90 cm long, oiled finish.", "90 cm"),
        ("Drip tray, 12 in dripping spout.", "12 in"),
    ],
)
def test_a_measure_beside_no_flaw_word_sizes_nothing(text: str, measure: str) -> None:
    start = text.index(measure)
    assert not shapes.sizes_a_flaw(text, start, start + len(measure))


# --- the rare-name clause reader counts the listing's words once ------------------------------------------------

_NAMES = "Quorvel Zintaka Brathmoor Elspeth Vantrell Oskimar"


def test_a_clause_of_rare_names_no_other_clause_writes_is_read() -> None:
    text = f"Hand-knitted throw in soft merino, {_NAMES} Dunvessa Trellick."
    assert detectors._rare_name_clause(text, "Merino throw blanket") is not None


def test_a_name_written_twice_in_the_one_clause_is_still_rare() -> None:
    text = f"Hand-knitted throw in soft merino, Quorvel {_NAMES} Trellick."
    assert detectors._rare_name_clause(text, "Merino throw blanket") is not None


def test_names_another_clause_or_the_title_writes_are_not_rare() -> None:
    other_clause = f"The throw shows Quorvel Zintaka Brathmoor Elspeth stitching, {_NAMES}."
    in_title = f"Hand-knitted throw in soft merino, {_NAMES} Trellick."
    assert detectors._rare_name_clause(other_clause, "Merino throw blanket") is None
    assert detectors._rare_name_clause(in_title, f"Merino throw {_NAMES}") is None
