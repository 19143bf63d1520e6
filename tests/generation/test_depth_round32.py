"""Issue 19, thirty-second round (depth): the grade words written once.

The seller's top grades ("like new", "as new", "mint", "near mint", "flawless", "pristine", "immaculate", "perfect" or
"excellent condition") were spelled again in each pattern that reads them: the detectors' grade claim and no-flaw
grade, the Used title's NEW reading's look-behinds, the grade a description or a title writes (structure), a top grade
said of one part (shapes) and the net's grade beside damage (risk_signals). Each now builds from the named fragments in
services/shapes.py, and where two readers differ on purpose (what may follow "mint", whether "near" before it counts)
the difference is kept and named. The collector's capitals (near mint "NM", mint in its packaging "MOC", "MIB") are
written once in the detectors.

These tests pin what each fragment matches and what it must not ("mint green", "Royal Mint", "near mint" where the
no-flaw reading excludes it), and one consequence of writing the like-new grade once: a hyphened "Like-New" in a Used
title or a written condition is the grade the spaced one is."""

from __future__ import annotations

import re

import pytest

from services import detectors, risk_signals, shapes, structure
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT


def _whole(fragment: str) -> re.Pattern[str]:
    return re.compile(rf"\b{fragment}\b", re.IGNORECASE)


# --- the fragments themselves ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["Like new", "like-new", "LIKE  NEW", "as new", "As\nNew"])
def test_like_new_reads_each_spelling_of_the_grade(text: str) -> None:
    assert _whole(shapes.LIKE_NEW).fullmatch(text)


@pytest.mark.parametrize("text", ["likely new", "as newer", "brand new", "new as"])
def test_like_new_reads_no_other_new(text: str) -> None:
    assert not _whole(shapes.LIKE_NEW).search(text)


@pytest.mark.parametrize("text", ["Flawless", "pristine", "IMMACULATE"])
def test_no_flaw_grade_reads_its_words(text: str) -> None:
    assert _whole(shapes.NO_FLAW_GRADE).fullmatch(text)


def test_no_flaw_grade_leaves_mint_to_each_reader() -> None:
    assert not _whole(shapes.NO_FLAW_GRADE).search("mint")


@pytest.mark.parametrize(("text", "new_is_a_grade"), [("Like New", True), ("like-new", True), ("As New", True)])
def test_new_after_like_or_as_is_the_grade(text: str, new_is_a_grade: bool) -> None:
    reader = re.compile(rf"{shapes.NOT_AFTER_LIKE_OR_AS}\bnew\b", re.IGNORECASE)
    assert (reader.search(text) is None) is new_is_a_grade


@pytest.mark.parametrize("text", ["Brake lever NEW", "new condition", "unlike new ones"])
def test_new_after_other_words_is_read(text: str) -> None:
    reader = re.compile(rf"{shapes.NOT_AFTER_LIKE_OR_AS}\bnew\b", re.IGNORECASE)
    assert reader.search(text) is not None


@pytest.mark.parametrize("text", ["Mint green", "mint colour", "mint tin", "mint tea", "mint flavor", "mint blue"])
def test_mint_before_a_thing_it_names_is_no_grade(text: str) -> None:
    reader = re.compile(rf"\bmint\b(?!\s*(?:{shapes.MINT_NAMES_A_THING}))", re.IGNORECASE)
    assert reader.search(text) is None


@pytest.mark.parametrize("text", ["perfect condition", "Excellent  Condition"])
def test_top_condition_reads_both_words(text: str) -> None:
    assert _whole(shapes.TOP_CONDITION).fullmatch(text)


# --- the readers built from them -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["Like new, barely used", "Sold as new", "near mint sleeve", "Mint condition", "flawless", "excellent condition"],
)
def test_the_grade_claim_reads_every_top_grade(text: str) -> None:
    assert detectors._has_grade_claim(text)


@pytest.mark.parametrize(
    "text", ["Mint green enamel", "mint-green trim", "Mint SIM card", "Mint Mobile plan", "excellent seller"]
)
def test_the_grade_claim_skips_mint_that_names_a_thing(text: str) -> None:
    assert not detectors._has_grade_claim(text)


@pytest.mark.parametrize("text", ["Mint condition", "pristine", "immaculate", "gem mint", "MIB", "perfect condition"])
def test_the_no_flaw_grade_reads_its_grades(text: str) -> None:
    assert detectors._FLAWLESS_GRADE.search(text)


@pytest.mark.parametrize(
    "text",
    # The lesser grade, a colour, a hyphen after "mint" and "excellent" all keep the heavy-wear test alone.
    ["near mint", "near-mint", "Mint green", "mint - see photos", "excellent condition", "mib"],
)
def test_the_no_flaw_grade_skips_near_mint_colours_and_lesser_grades(text: str) -> None:
    assert not detectors._FLAWLESS_GRADE.search(text)


@pytest.mark.parametrize(("text", "near"), [("near mint", True), ("NM", True), ("NM/LP", False), ("mint", False)])
def test_near_mint_in_words_or_capitals(text: str, near: bool) -> None:
    assert (detectors._NEAR_MINT.search(text) is not None) is near


@pytest.mark.parametrize(("text", "graded"), [("NM", True), ("MOC", True), ("NM-EX", False), ("moc", False)])
def test_the_collector_grade_in_capitals(text: str, graded: bool) -> None:
    assert bool(detectors._grade_claims(text)) is graded


def test_the_royal_mint_is_blanked_before_any_grade_is_read() -> None:
    text = "Struck by the Royal Mint, proof finish"
    assert not detectors._has_grade_claim(detectors.without_mints_that_grade_nothing(text))


@pytest.mark.parametrize(("text", "colour"), [("Mint with stand", True), ("near mint", False), ("mint in box", False)])
def test_mint_as_the_colour_a_specific_names(text: str, colour: bool) -> None:
    assert (detectors._MINT_AS_COLOUR.search(text) is not None) is colour


@pytest.mark.parametrize(
    ("title", "new_claim"),
    [
        ("Trail bike saddle NEW", True),
        ("Trail bike saddle, New Condition", True),
        ("Trail bike saddle Like New", False),
        ("Trail bike saddle like-new", False),
        ("Trail bike saddle As New", False),
    ],
)
def test_the_used_title_new_reading_leaves_the_grade(title: str, new_claim: bool) -> None:
    assert (detectors._TITLE_NEW.search(title) is not None) is new_claim


@pytest.mark.parametrize(
    "text", ["Condition: Used - Like New", "Condition: like-new", "Condition note (Used - As New)", "Condition: mint"]
)
def test_a_grade_written_as_the_condition(text: str) -> None:
    assert structure._WRITTEN_GRADE.search(text)


@pytest.mark.parametrize(("title", "graded"), [("Hiking poles - Like-New", True), ("Mint Condition", True)])
def test_a_title_grade(title: str, graded: bool) -> None:
    assert (structure._TITLE_GRADE.search(title) is not None) is graded


@pytest.mark.parametrize("title", ["Mint Hiking poles", "Not like new but works"])
def test_a_title_without_a_grade(title: str) -> None:
    assert structure._TITLE_GRADE.search(title) is None


@pytest.mark.parametrize(
    ("text", "part_grade"),
    [("the lens is flawless", True), ("strap like-new", True), ("sides A-B near mint", True), ("flawless", False)],
)
def test_a_top_grade_said_of_one_part(text: str, part_grade: bool) -> None:
    assert (shapes.without_part_grades(text) != text) is part_grade


@pytest.mark.parametrize(
    ("text", "graded"),
    [("Condition: as new", True), ("pristine condition", True), ("excellent shape", True), ("excellent seller", False)],
)
def test_the_nets_grade_beside_damage(text: str, graded: bool) -> None:
    assert (risk_signals._GRADE.search(text) is not None) is graded


# --- one grade, however it is spelled --------------------------------------------------------------------------------


def test_a_hyphened_like_new_title_is_weighed_against_the_notes() -> None:
    item = titled_listing(
        "Folding camp table - Like-New",
        "Two of the four legs are missing and the top is split along one edge.",
        category="SPORTS",
        condition=ListingCondition.USED,
    )
    assert _CONFLICT in caught(item)


# --- the lists written once (duplicates) -----------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["PSA 10 Gem Mint", "CBCS 9.8 mint", "Anacs mint 64"])
def test_a_grading_services_mint_is_no_sellers_grade(text: str) -> None:
    assert not detectors._has_grade_claim(detectors.without_mints_that_grade_nothing(text))


def test_a_sellers_mint_beside_a_graders_name_stays_a_grade() -> None:
    text = "Ungraded, never sent to PSA. Mint condition."
    assert detectors._has_grade_claim(detectors.without_mints_that_grade_nothing(text))


@pytest.mark.parametrize(
    ("text", "damage"),
    [
        ("a crack in the base", True),
        ("crack-resistant glaze", False),
        ("light scratches on the lid", True),
        ("scratch proof lens", False),
    ],
)
def test_a_flaws_word_joined_to_a_property_is_no_damage(text: str, damage: bool) -> None:
    read = (detectors._HEAVY_WEAR, detectors._LIGHT_DAMAGE)
    assert any(pattern.search(text) is not None for pattern in read) is damage
