"""Issue 19, thirtieth round (depth): readings the last review found written twice, each now written once
(docs/generation.md, "Thirtieth round (depth ...)").

1. Whether a quoted phrase is printed wording or a work's name (a sign's words, a song) is one predicate,
   shapes.printed_phrase_words, read by the detectors' quoted payment and contact words and by the net's quoted
   phrases: three to eight words or two or more capitalised, none "my"/"our", no digit, no "@".
2. "Mint" where a colour specific says mint is read once, inside detectors.without_named_mints, for the detectors'
   grade-over-wear and the net's grade-over-damage alike, with its guard for a grade said before it: the net used to
   blank every "mint", "mint condition" too, and only under a specific named exactly "Colour".
3. Every fit cue derives from shapes.FIT_CUE through shapes.fit_cue, its own words beside it. The structure checks'
   two cues now read "works with" as every other reader does.

Tests marked "base" failed at the round's base (c99296a); every other case keeps its answer.
"""

from __future__ import annotations

import re

import pytest

from services import detectors, risk_signals, shapes, structure
from services.records import Listing
from services.vocabulary import ListingCondition, ListingField
from tests.generation.data import bare_listing
from tests.generation.data import household_goods as goods
from tests.generation.data import signal_holds as holds

# --- 1. one printed-phrase predicate ---


@pytest.mark.parametrize(
    "phrase",
    [
        "Open Late",  # two words, capitalised
        "keep calm and carry on",  # three to eight words
        "Please Ring Twice",
        "see you on the other side",
    ],
)
def test_a_printed_phrase(phrase: str) -> None:
    assert shapes.a_printed_phrase(phrase)
    assert shapes.printed_phrase_words(phrase) == tuple(re.findall(r"[A-Za-z][\w'-]*", phrase))


@pytest.mark.parametrize(
    "phrase",
    [
        "ring me",  # two words, not capitalised
        "Sold",  # one word
        "ring our shop line after six",  # the seller's own line
        "Text My Cell",
        "call 0161 for details",  # a number is a way to reach someone
        "find us @ the market stall",  # an address
        "one two three four five six seven eight nine",  # longer than a printed phrase
    ],
)
def test_no_printed_phrase(phrase: str) -> None:
    assert not shapes.a_printed_phrase(phrase)
    assert shapes.printed_phrase_words(phrase) == ()


def test_the_net_and_the_detectors_read_the_same_predicate() -> None:
    # The net's quoted phrases keep exactly the quotations the predicate takes.
    text = "Tin sign reading 'Open Late' and a mug saying 'ring our shop line after six'."
    kept = risk_signals._quoted_phrases(text)
    assert [p.pattern for p in kept] == [r"(?<!\w)Open\W+Late(?!\w)"]
    assert not hasattr(detectors, "_a_printed_phrase")


# --- 2. one mint reading ---


def _colour_mint(title: str, description: str, colour_key: str = "Colour") -> Listing:
    return goods(title=title, description=description, attributes={"Brand": "Hollowmere", colour_key: "Mint"})


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A lone "mint" under a mint colour is the colour: blanked.
        ("A mint lunch box, lid cracked", "A " + " " * 4 + " lunch box, lid cracked"),
        ("Mint Lunch Box", " " * 4 + " Lunch Box"),
        # Said as a grade it stays one.
        ("Mint condition, lid cracked", "Mint condition, lid cracked"),
        ("Near mint, lid cracked", "Near mint, lid cracked"),
        ("It is mint, lid cracked", "It is mint, lid cracked"),
        ("Boxed in mint condition", "Boxed in mint condition"),
    ],
)
def test_the_named_mints_reading_holds_the_colour_case(text: str, expected: str) -> None:
    item = _colour_mint("Hollowmere Lunch Box", text)
    assert detectors.without_named_mints(item, text) == expected  # base: the colour case was apart


def test_a_lone_mint_without_a_mint_colour_is_left() -> None:
    item = goods(title="Hollowmere Lunch Box", attributes={"Brand": "Hollowmere", "Colour": "Navy"})
    assert detectors.without_named_mints(item, "Mint lunch box") == "Mint lunch box"


@pytest.mark.parametrize(
    "description",
    [
        "Mint condition apart from a cracked lid.",
        "Condition: mint. The lid is cracked.",
    ],
)
def test_a_mint_grade_under_a_mint_colour_stays_over_damage_for_the_net(description: str) -> None:
    # base: the net blanked every "mint" under "Colour: Mint", the grade too.
    item = _colour_mint("Hollowmere Enamel Lunch Box", description)
    assert holds("grade-over-damage", item) is True


@pytest.mark.parametrize("colour_key", ["Colour", "Body Colour", "Colour Family"])
def test_a_mint_colour_repeated_is_no_grade_for_the_net(colour_key: str) -> None:
    # Whatever the colour specific is called: the one reading takes any key with "colour" in it.
    item = _colour_mint("Hollowmere Enamel Kettle, Mint", "A mint enamel finish. Dent in the spout.", colour_key)
    assert holds("grade-over-damage", item) is False


def test_a_mint_colour_repeated_is_no_grade_for_the_detectors() -> None:
    item = _colour_mint("Hollowmere Enamel Kettle Mint", "Dented spout, handle cracked.")
    assert detectors._grade_over_wear(item) is None


# --- 3. one fit-cue family ---


def test_every_fit_cue_derives_from_the_shared_one() -> None:
    for pattern in (
        detectors._FITS_CUE.pattern,
        detectors._FIT_WORD.pattern,
        detectors._TITLE_FIT_CUE.pattern,
        risk_signals._FIT_CLAUSE.pattern,
        risk_signals._FIT_CUE.pattern,
        risk_signals._FIT_LIST.pattern,
        risk_signals._FITS_CUE,
        structure._FITS_CUE.pattern,
        structure._TITLE_FIT_CUE.pattern,
    ):
        assert shapes.FIT_CUE in pattern


@pytest.mark.parametrize(
    ("word", "fits"),
    [("for", True), ("fits", True), ("fit", True), ("compatible", True), ("with", True), ("fitted", False)],
)
def test_the_look_readers_fit_words(word: str, fits: bool) -> None:
    # The word set it was (for, fits, fit, compatible, with), now derived: same members.
    assert (detectors._FIT_WORD.fullmatch(word) is not None) is fits


def _fitted(title: str, fits: str) -> Listing:
    return bare_listing(
        title=title,
        description="Boxed, unused.",
        category="ELECTRONICS",
        condition=ListingCondition.NEW,
        attributes={"Compatible Models": fits},
    )


def test_works_with_names_the_model_a_fit_specific_contradicts() -> None:
    # base: "works with" was no cue of the structure checks' fitted model.
    item = _fitted("Charging Dock works with Series 7 Controller", "Series 4, Series 5")
    assert structure.fitted_model_mismatch(item) == (ListingField.TITLE, "Series 7")


@pytest.mark.parametrize(
    ("title", "fits"),
    [
        ("Charging Dock works with Series 7 Controller", "Series 7, Series 8"),  # the specific says the title's
        ("Charging Dock, works with most controllers", "Series 4, Series 5"),  # no model after the cue
    ],
)
def test_works_with_a_model_the_specific_gives_is_no_mismatch(title: str, fits: str) -> None:
    assert structure.fitted_model_mismatch(_fitted(title, fits)) is None


def test_a_word_after_works_with_is_not_the_titles_own() -> None:
    # base: the title's own words ran past "works with", so "the non-Solar version" denied the title's word.
    assert not structure._titled_as_own("Garden Lamp Hub works with Solar Panels", "Solar")
    assert structure._titled_as_own("Solar Garden Lamp Hub works with Panels", "Solar")
    assert not structure._titled_as_own("Garden Lamp Hub for Solar Panels", "Solar")
