"""Issue 19, thirty-fourth round (depth): behaviour-neutral mends of what the last review named, each a list or a
reading written once and the readers derived from it:

- the size units a side is written in (facets.SIZE_UNITS_MM, from the lengths of UNITS, moved from structure to
  facets): the counts' refusal of a figure's unit before an "x" and the dimension sets' unit alternation are derived
  from it; the refusal now also covers the spelled-out units ("inches", "feet", "centimetres"), which it missed;
- one flaw vocabulary in shapes: the words both the flaw-sizing and the property-claim readers know, with each
  reader's own words named;
- the condition wording split into three named parts, each behind a literal gate well under clauses._MAX_LITERALS,
  read as one.

Every development answer is unchanged in both modes. Examples are in our own words, in several product domains."""

from __future__ import annotations

import re

import pytest

from services import clauses, detectors, facets, shapes, structure

# --- the size units: one list, the readers derived from it ---------------------------------------------------------


def test_the_size_units_are_the_lengths_of_the_one_unit_table_and_feet() -> None:
    lengths = {unit for unit, (dimension, _) in facets.UNITS.items() if dimension in facets.LENGTHS}
    assert lengths <= set(facets.SIZE_UNITS_MM)
    assert {"ft", "feet", "foot"} <= set(facets.SIZE_UNITS_MM)


@pytest.mark.parametrize(
    "text",
    [
        # Spelled-out units the hand-written look-behinds did not name (a count of 2, 2 and 4 on 72fc204).
        "Raised planter 12 inches x 2",
        "Hall runner 3 feet x 2",
        "Porcelain tile 20 centimetres x 4",
        # The units it named keep their reading.
        "Garden rug 5 ft x 3",
        "Picture mount 30cm x 4",
    ],
)
def test_an_x_after_a_figure_s_size_unit_is_a_second_side_not_a_count(text: str) -> None:
    assert facets.counts(text) == []


@pytest.mark.parametrize(
    ("text", "count"),
    [
        # A volume or a weight before the "x" is a pack of that many; a noun before it, a count of the noun.
        ("Hot sauce bottle 500 ml x 6", "6"),
        ("Kettlebell 5 lb x 2", "2"),
        ("Cotton tea towel x 3", "3"),
    ],
)
def test_an_x_after_another_unit_or_a_noun_stays_a_count(text: str, count: str) -> None:
    assert [facet.value for facet in facets.counts(text)] == [count]


@pytest.mark.parametrize("text", ["Desk mat 80 x 30 centimetres", "Canvas 10ft x 30in", "Frame 8 x 10 inches"])
def test_the_dimension_sets_read_every_size_unit(text: str) -> None:
    assert structure._DIMENSION_SET.search(text) is not None


def test_a_set_without_a_size_unit_is_no_dimension_set() -> None:
    assert structure._DIMENSION_SET.search("Sauce bottles 500 x 6 ml") is None


# --- one flaw vocabulary -------------------------------------------------------------------------------------------


def _sized(text: str) -> bool:
    measure = re.search(r"\d+\s?(?:cm|mm|inch)", text)
    assert measure is not None
    return shapes.sizes_a_flaw(text, measure.start(), measure.end())


@pytest.mark.parametrize(
    "text",
    [
        "a 2 cm scuff on the lid",  # a word both readers know
        "a 1 inch gouge near the hinge",  # a flaw only the sizing reader knows
        "blemish about 3mm wide",
        "there is a small crease of 4 cm",
    ],
)
def test_a_measure_beside_a_flaw_sizes_the_flaw(text: str) -> None:
    assert _sized(text)


@pytest.mark.parametrize(
    "text",
    [
        "tray is 30 cm across",
        # A word only a maker's promise reads is no flaw a measure sizes.
        "a 2 cm fade on the seat",
    ],
)
def test_a_measure_beside_no_flaw_of_the_sizing_list_sizes_the_item(text: str) -> None:
    assert not _sized(text)


@pytest.mark.parametrize(
    "text",
    [
        "Anti-scratch screen film",  # shared
        "Scuff-resistant toe cap",  # shared
        "Fade-resistant outdoor cushion",  # promised against only
        "Stain and odour resistant sofa throw",
    ],
)
def test_a_maker_s_promise_against_a_flaw_is_blanked(text: str) -> None:
    assert shapes.without_property_claims(text) != text


@pytest.mark.parametrize(
    "text",
    [
        "There is a scratch on the lid",
        # A flaw only the sizing reader knows is no promise's word.
        "Rip-resistant nylon tarp",
    ],
)
def test_a_flaw_said_of_this_unit_or_outside_the_promise_list_is_left(text: str) -> None:
    assert shapes.without_property_claims(text) == text


# --- the condition wording in three gated parts --------------------------------------------------------------------


def test_each_part_of_the_condition_wording_keeps_a_gate_well_under_the_bound() -> None:
    assert len(detectors._CONDITION_DETAIL) == 3
    for part in detectors._CONDITION_DETAIL:
        gate = clauses._gate(part)
        assert 0 < len(gate) <= clauses._MAX_LITERALS // 2


@pytest.mark.parametrize(
    "note",
    [
        "Light hairline scratches on the lens",  # a flaw named
        "Corners bumped and the spine sunned",  # what age and the trades leave
        "The drawer front is slightly off square",  # a flaw said by its shape
    ],
)
def test_each_part_names_a_condition_detail(note: str) -> None:
    assert detectors._condition_detail_in(note)


@pytest.mark.parametrize("note", ["Works well, tested", "Runs fine, collection only", "Stainless steel frame"])
def test_a_note_naming_no_flaw_opens_no_part(note: str) -> None:
    assert not detectors._condition_detail_in(note)
