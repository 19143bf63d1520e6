"""Issue 19, thirty-fifth round (the fresh development set's violating listings, blind-dev-v42): classes read from
its false all-clears whose expected code is a product detail mismatch, each written as a shape rather than one
listing's words:

- a specific keyed by one dimension ("Width: 20 in") read field by field: a title or a description that gives the
  dimension another value and never the specific's contradicts it, though the other field agrees;
- a title's count right before the singular noun a count specific names ("3 Drawer" beside "Number of Drawers: 2"),
  read where the description never writes the title's number;
- a line numbered in capital Roman numerals: two numerals of different values in the model's variant place;
- a one-name model specific ("FlexRise") against the name the title writes right after the brand, the description
  writing only one of the two.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(f62d07b); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode
from tests.generation.data import detected, titled_listing

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_PLAIN = "Lightly used, wiped down, from a pet-free home."


# --- a keyed dimension read field by field -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Cedar raised garden bed 48 in wide", 'Untreated cedar, 36" wide, 12" tall.', {"Width": "36 in"}),
        ("Marble pastry board 50cm x 40cm", "Honed marble, 35cm wide and 40cm deep.", {"Width": "50 cm"}),
        ("Round rattan pouf, 45 cm diameter", "Diameter 38 cm, woven by hand.", {"Diameter": "38 cm"}),
    ],
)
def test_a_field_giving_the_dimension_another_value_contradicts_the_keyed_specific(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", attributes=attributes)
    assert _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # Both fields write the specific's value; the description sizes what it fits; another dimension.
        ("Cedar raised garden bed 36 in wide", 'Untreated cedar, 36" wide, 12" tall.', {"Width": "36 in"}),
        ("Marble pastry board 50cm x 40cm", "Fits a worktop 60cm wide; the board is 50cm.", {"Width": "50 cm"}),
        ("Cedar raised garden bed", "Untreated cedar, 48 in long.", {"Width": "36 in"}),
    ],
)
def test_fields_that_write_the_specifics_value_or_another_dimension_keep_their_answer(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", attributes=attributes)
    assert _MISMATCH not in detected(item)


# --- a title's singular count before the specific's noun -------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("3 Drawer Filing Cabinet, Grey Steel", {"Number of Drawers": "4"}),
        ("8 Burner Outdoor Griddle Station", {"Number of Burners": "4"}),
    ],
)
def test_a_titles_singular_count_against_the_count_specific_is_a_mismatch(
    title: str, attributes: dict[str, str]
) -> None:
    assert _MISMATCH in detected(titled_listing(title, _PLAIN, category="HOME_AND_GARDEN", attributes=attributes))


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The same count; a singular count of another noun.
        ("4 Drawer Filing Cabinet, Grey Steel", _PLAIN, {"Number of Drawers": "4"}),
        ("3 Door Wardrobe, Oak Effect", _PLAIN, {"Number of Drawers": "2"}),
    ],
)
def test_a_singular_count_the_listing_explains_keeps_its_answer(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", attributes=attributes)
    assert _MISMATCH not in detected(item)


# --- Roman numerals in the model's variant place ----------------------------------------------------------------


def test_two_roman_numerals_of_different_values_name_two_models() -> None:
    item = titled_listing(
        "Harlow Voyager IV touring kayak, 14 ft",
        "The Harlow Voyager II, kept in a garage.",
        category="SPORTING_GOODS",
        attributes={"Brand": "Harlow", "Model": "Voyager II"},
    )
    assert _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "model"),
    [("Harlow Voyager II touring kayak", "Voyager II"), ("Harlow Voyager II touring kayak", "Voyager 2")],
)
def test_the_same_numeral_or_its_digit_keeps_its_answer(title: str, model: str) -> None:
    item = titled_listing(title, _PLAIN, category="SPORTING_GOODS", attributes={"Brand": "Harlow", "Model": model})
    assert _MISMATCH not in detected(item)


# --- a one-name model against the title's name after the brand ---------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "model"),
    [
        ("Pembrook AquaJet cordless water flosser", "Pembrook DentaPro, three modes, charger.", "DentaPro"),
        ("Pembrook Jet-7 cordless water flosser", "The Jet-7 with its charger and four tips.", "DENTA"),
    ],
)
def test_a_one_name_model_against_the_titles_name_after_the_brand_is_a_mismatch(
    title: str, description: str, model: str
) -> None:
    item = titled_listing(title, description, category="HEALTH", attributes={"Brand": "Pembrook", "Model": model})
    assert _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "model"),
    [
        # A kind word after the brand, a catalogue code, both names written, the name the other extends.
        ("Pembrook Cordless water flosser", "Pembrook DentaPro, three modes.", "DentaPro"),
        ("Pembrook AquaJet water flosser", "AquaJet, three modes.", "PB-AJ200"),
        ("Pembrook AquaJet water flosser", "The AquaJet, sold as the DentaPro abroad.", "DentaPro"),
        ("Pembrook DentaProX water flosser", "Pembrook DentaPro, three modes.", "DentaPro"),
    ],
)
def test_names_the_listing_reconciles_keep_their_answer(title: str, description: str, model: str) -> None:
    item = titled_listing(title, description, category="HEALTH", attributes={"Brand": "Pembrook", "Model": model})
    assert _MISMATCH not in detected(item)
