"""Issue 19, twenty-sixth round (recall): classes read from the development sets' false all-clears (the just-retired
blind-holdout-v19 first, then the rest of development), each written as a shape rather than one listing's words;
positives in fresh wording, in other product domains, that fail on the round's starting code (3955104), and near
misses that keep their answer."""

from __future__ import annotations

import pytest

from services import facets
from services.structure import (
    colour_sentence_mismatch,
    compared_maker_list,
    edition_specific_mismatch,
    model_code_mismatch,
    sold_count_mismatch,
)
from services.vocabulary import FindingCode
from tests.generation.data import bare_listing, detected

_PDM = FindingCode.PRODUCT_DETAIL_MISMATCH


# --- an edition specific against the title's edition ---


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Atlas of bird anatomy 6th Ed, hardback", {"Edition": "7th"}),
        ("Harbour Trader board game Second Edition, complete", {"Edition": "First Edition"}),
        ("Organic farming handbook, 3rd edition, paperback", {"Edition": "Fourth"}),
        ("Pocket tide tables 12th ed. spiral bound", {"Edition": "11th Edition"}),
    ],
)
def test_an_edition_specific_of_another_ordinal_than_the_title_is_a_mismatch(
    title: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, attributes=attributes)
    assert edition_specific_mismatch(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The same edition in words; an anniversary edition; a printing or a year as the specific; two editions in
        # the title; a specific that goes on past the ordinal; no edition in the title.
        ("Atlas of bird anatomy 6th Ed, hardback", {"Edition": "Sixth"}),
        ("Atlas of bird anatomy 50th Anniversary Edition", {"Edition": "6th"}),
        ("Atlas of bird anatomy 6th Edition", {"Edition": "2021"}),
        ("Atlas of bird anatomy 5th and 6th Ed, two volumes", {"Edition": "6th"}),
        ("Atlas of bird anatomy 6th Edition", {"Edition": "Second Edition, First Printing"}),
        ("Atlas of bird anatomy, hardback", {"Edition": "7th"}),
    ],
)
def test_the_same_edition_or_another_reading_stays_clean(title: str, attributes: dict[str, str]) -> None:
    assert edition_specific_mismatch(bare_listing(title=title, attributes=attributes)) is None


# --- a model number specific with a note after it, or of a dotted numbering ---


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Marlow 4417 stand mixer, 2-speed", {"Model": "4415 (5-speed)"}),
        ("Sears dryer 110.64832 electric, 7 cu ft", {"Model": "110.61572"}),
        ("Quinton chest freezer 253.12402 basement unit", {"Model Number": "253.17212"}),
    ],
)
def test_a_noted_or_dotted_model_number_against_the_title_number_is_a_mismatch(
    title: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, attributes=attributes)
    assert model_code_mismatch(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The same number; a year or a measure in the title; a decimal measure; a dotted number of another shape.
        ("Marlow stand mixer 4415, white", {"Model": "4415 (5-speed)"}),
        ("Marlow stand mixer 2019, white", {"Model": "4415 (5-speed)"}),
        ("Marlow stand mixer 1200 W, white", {"Model": "4415 (5-speed)"}),
        ("Sears dryer 110.64832 electric", {"Model": "110.64832"}),
        ("Sears dryer 7.5 cu ft, 27 in", {"Model": "110.61572"}),
        ("Sears dryer 11.064832 electric", {"Model": "110.61572"}),
    ],
)
def test_the_same_number_or_a_measure_stays_clean(title: str, attributes: dict[str, str]) -> None:
    assert model_code_mismatch(bare_listing(title=title, attributes=attributes)) is None


# --- the colour set after the item's name as its sentence's last word ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Upright freezer FZ-210 frost free",
            "Upright freezer FZ-210, white. Runs cold, no ice build-up.",
            {"Colour": "Black"},
        ),
        ("Cast iron casserole 24 cm", "Cast iron casserole, 24 cm, deep red.\nOne chip on the rim.", {"Color": "Blue"}),
        ("Office swivel chair, mesh back", "Swivel chair with lumbar support, grey", {"Colour": "Green"}),
    ],
)
def test_a_closing_colour_against_the_colour_specific_is_a_mismatch(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert colour_sentence_mismatch(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A list of colours or options; a two-tone item; the specific's colour said elsewhere; a joining word before.
        ("Upright freezer FZ-210", "Made in black, white.", {"Colour": "Black"}),
        ("Upright freezer FZ-210", "Comes in silver or black, white.", {"Colour": "Black"}),
        ("Upright freezer FZ-210", "Black door with a steel handle, white.", {"Colour": "Black"}),
        ("Upright freezer FZ-210", "Upright freezer, white. The door is black.", {"Colour": "Black"}),
        ("Office swivel chair", "Options include mesh and, grey.", {"Colour": "Green"}),
    ],
)
def test_a_colour_list_or_the_specifics_colour_stays_clean(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert colour_sentence_mismatch(bare_listing(title=title, description=description, attributes=attributes)) is None


def test_a_closing_colour_is_read_as_the_items_colour() -> None:
    stated = facets.sentence_colours("Compact dehumidifier DH-12, white.")
    assert [facet.quote for facet in stated] == ["white"]


# --- how many come, said as where they are or what the sale includes ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Crystal tumblers, set of 8, cut glass", "Cut glass tumblers. Six tumblers are in the box, two went missing."),
        ("Silicone baking mats set of 3", "Non-stick mats. Two mats are in the box."),
        ("Glass storage jars, set of 6", "Clip-top jars. Four jars are in the box as two cracked in the move."),
        ("Linen napkins set of 12, natural", "Linen napkins, hemmed. Ten are in the box as two were stained."),
    ],
)
def test_how_many_are_in_the_box_or_included_against_the_titles_set_is_a_mismatch(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description)
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The title's count; a count of another thing; a count per set; a count not opening its sentence.
        ("Crystal tumblers, set of 8", "Cut glass tumblers. Eight tumblers are in the box."),
        ("Set of 6 enamel mugs", "Enamel mugs. Includes 2 spare lids and a bag."),
        ("Set of 6 enamel mugs", "Includes 6 mugs. Two are in the box of spares per set, the rest wrapped."),
        ("Wooden Ring-Stacker set of 5", "Stacking toy; the base and 3 rings are included in the wrap."),
    ],
)
def test_the_titles_count_or_another_things_count_stays_clean(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description)
    assert sold_count_mismatch(item) is None


# --- a sentence that opens with "Like" and lists other names ---

_SPAM = FindingCode.KEYWORD_SPAM


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Trail mix bars, box of 12", "Oats and dates. Like Norvale, Brightmoor and Tamsworth bars, just cheaper."),
        ("Cotton yarn bundle, 10 balls", "Soft cotton DK.\nLike Wendlebury, Ossory and Carrow yarns, only softer."),
    ],
)
def test_a_sentence_opening_with_like_and_listing_names_is_spam(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description)
    assert compared_maker_list(item) is not None
    assert _SPAM in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A grade; "like" mid-sentence in lower case; one or two names; the listing's own names.
        ("Trail mix bars, box of 12", "Like New, Sealed, Boxed, Complete."),
        ("Trail mix bars, box of 12", "Tastes like Nakd, Trek and Kind bars."),
        ("Trail mix bars, box of 12", "Like Nakd or Trek bars, but softer."),
        ("Nakd, Trek and Kind bars mixed box", "Like Nakd, Trek and Kind bars you know."),
    ],
)
def test_a_grade_or_a_short_likeness_stays_clean(title: str, description: str) -> None:
    assert compared_maker_list(bare_listing(title=title, description=description)) is None
