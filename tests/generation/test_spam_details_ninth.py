"""Keyword spam and required details, ninth round (issue 19): a line of bare search terms set apart from the
seller's writing, a list of other products after a comparison, a title that names another product only to answer
"no", and a stand-in on any item specific (a pointer elsewhere, "unknown", "N/A" on a detail the item has, "Does not
apply" where the listing talks about that detail or on a vehicle part's part number).

Each class has positives and near misses; every listing here is written for the test, none copied from a dataset.
"""

from __future__ import annotations

import time

import pytest

from services import detectors
from services.detectors import detect
from services.records import Listing
from services.vocabulary import FindingCode, ListingField
from tests.generation.data import listing

_WRITTEN = "Hand-thrown stoneware mug, holds 350 ml. A glaze drip on the base, no chips."


def _mug(description: str = _WRITTEN, **overrides: object) -> Listing:
    values: dict[str, object] = {
        "title": "Speckled Stoneware Mug 350ml Hand Thrown",
        "description": description,
        "category": "HOME_AND_GARDEN",
        "attributes": {"Brand": "Fernleigh Pottery", "Material": "Stoneware", "Capacity": "350 ml"},
    }
    values.update(overrides)
    return listing(**values)


def _spam(item: Listing) -> tuple[ListingField, ...] | None:
    found = detectors.keyword_spam(item)
    return found.listing_fields if found is not None else None


# --- a line of bare search terms below the seller's writing ---------------------------------------------------


@pytest.mark.parametrize(
    "terms",
    [
        "coffee cup tea cup latte cup cappuccino gift for her birthday present kitchen decor cottage rustic",
        "rustic farmhouse hygge scandi boho aesthetic cozy autumn winter housewarming teacher gift",
        "mug stoneware handmade pottery ceramic studio craft gift idea",
    ],
)
def test_a_line_of_bare_terms_under_written_sentences_is_keyword_spam(terms: str) -> None:
    assert detectors._terms_line(f"{_WRITTEN}\n\n{terms}", "Speckled Stoneware Mug 350ml Hand Thrown") == terms
    assert _spam(_mug(f"{_WRITTEN}\n\n{terms}")) == (ListingField.DESCRIPTION,)


@pytest.mark.parametrize(
    "description",
    [
        f"{_WRITTEN}\n\nsmoke free home quick dispatch uk seller",  # boilerplate: short, none of the title's words
        f"{_WRITTEN}\n\n- dishwasher safe glaze with a speckled finish inside and out",  # a bullet
        f"{_WRITTEN}\nholds tea, coffee or soup and keeps it warm for a while",  # commas and function words
        "lovely mug for tea or coffee it is in good shape and comes from a pet free home with no chips at all",
    ],
)
def test_bullets_boilerplate_and_lower_case_prose_are_not_a_line_of_terms(description: str) -> None:
    assert detectors._terms_line(description, "Speckled Stoneware Mug 350ml Hand Thrown") is None


# --- other products named after a comparison -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Speckled Stoneware Mug 350ml like Quorvale Brenlow Tashiko", _WRITTEN),
        ("Speckled Stoneware Mug 350ml", f"{_WRITTEN} Nicer than quorvale, brenlow, tashiko or marrowby mugs."),
        ("Speckled Stoneware Mug 350ml", f"{_WRITTEN} Up there with Quorvale Ember, Brenlow Dune and Tashiko Rain."),
    ],
)
def test_a_string_of_other_products_after_a_comparison_is_keyword_spam(title: str, description: str) -> None:
    assert detectors._compared_names(_mug(description, title=title)) is not None
    assert _spam(_mug(description, title=title)) is not None


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Speckled Stoneware Mug 350ml", f"{_WRITTEN} Feels like new, smooth and glossy."),  # qualities, not names
        ("Speckled Stoneware Mug 350ml", f"{_WRITTEN} Similar to the Quorvale one my aunt had."),  # one compared
        ("Mug Set: Fernleigh, Stoneware and Speckled", f"{_WRITTEN} Looks like Fernleigh, stoneware and speckled."),
        ("Speckled Stoneware Mug 350ml Looks Like Real Clay Work", _WRITTEN),
    ],
)
def test_one_comparison_or_a_list_of_qualities_is_not_a_string_of_products(title: str, description: str) -> None:
    assert detectors._compared_names(_mug(description, title=title)) is None


# --- a title that asks about another product and answers "no" --------------------------------------------------


def test_a_title_that_names_another_product_only_to_answer_no_is_keyword_spam() -> None:
    item = _mug(title="Quorvale Style? No - Speckled Stoneware Mug 350ml")
    assert detectors._denied_question(item) == (ListingField.TITLE, "Quorvale Style? No")
    assert _spam(item) == (ListingField.TITLE,)


@pytest.mark.parametrize(
    "title", ["Dishwasher Safe? Yes - Speckled Stoneware Mug", "Speckled Stoneware Mug - Chipped? No", "Mug? Nope"]
)
def test_a_title_question_answered_yes_or_at_its_end_is_not_a_denial(title: str) -> None:
    assert detectors._denied_question(_mug(title=title)) is None


# --- required details: a stand-in on any specific ----------------------------------------------------------------


@pytest.mark.parametrize(
    "specifics",
    [
        {"Glaze Colour": "refer to the photos"},
        {"Capacity": "check packaging"},
        {"Size": "see photo of the tag"},
        {"Firing Temperature": "unknown"},
        {"Capacity": "?"},
        {"Capacity": "N/A"},
        {"Handle Style": "TBD"},
        {"Age Range (Description)": "See box"},
    ],
)
def test_a_stand_in_on_any_specific_is_a_required_detail_missing(specifics: dict[str, str]) -> None:
    item = _mug(attributes={"Brand": "Fernleigh Pottery", **specifics})
    assert detectors._stand_in_specific(item) is not None
    found = detectors.required_details_missing(item)
    assert found is not None
    assert found.code is FindingCode.REQUIRED_DETAILS_MISSING


@pytest.mark.parametrize(
    "specifics",
    [
        {"Features": "N/A"},  # an extra the mug may simply not have
        {"Theme": "n/a"},
        {"Care Instructions": "see label"},  # a note, not a specific buyers filter by
        {"Original/Reproduction": "Unknown"},  # a careful seller may honestly not know
        {"MPN": "Does not apply"},  # the marketplace's own answer for a handmade piece
        {"Pattern": "None"},
        {"Glaze Colour": "Sea green"},
    ],
)
def test_honest_answers_on_specifics_are_not_stand_ins(specifics: dict[str, str]) -> None:
    item = _mug(attributes={"Brand": "Fernleigh Pottery", **specifics})
    assert detectors._stand_in_specific(item) is None


def test_does_not_apply_where_the_listing_talks_about_that_detail_hides_it() -> None:
    kit = listing(
        title="Brickfold Harbour Crane Kit 1:40 Scale",
        description="Complete, built once. The kit number is printed on the first page of the manual.",
        category="TOYS",
        attributes={"Brand": "Brickfold", "Scale": "Does not apply", "Kit Number": "Does not apply"},
    )
    assert detectors._stand_in_specific(kit) == ("Scale", "Does not apply")
    quiet = listing(
        title="Brickfold Harbour Crane Kit",
        description="Complete, built once, manual included.",
        category="TOYS",
        attributes={"Brand": "Brickfold", "Scale": "Does not apply"},
    )
    assert detectors._stand_in_specific(quiet) is None


def test_a_vehicle_part_always_has_a_part_number() -> None:
    pump = listing(
        title="Coolant Pump for 2016-2019 Ardent Vela 1.6",
        description="Removed from a running car, spins freely.",
        category="AUTOMOTIVE",
        attributes={"Brand": "Torvik", "Manufacturer Part Number": "Does not apply", "Type": "Water Pump"},
    )
    assert detectors._stand_in_specific(pump) == ("Manufacturer Part Number", "Does not apply")
    # Placed on a vehicle by its specifics, whatever the category.
    placed = listing(
        title="Door Mirror Glass",
        description="Heated glass.",
        category="GENERAL",
        attributes={"MPN": "Does not apply", "Placement on Vehicle": "Left"},
    )
    assert detectors._stand_in_specific(placed) is not None
    # A handmade coaster set has no part number: its answer is honest.
    assert detectors._stand_in_specific(_mug(attributes={"Brand": "Handmade", "MPN": "Does not apply"})) is None


# --- linear on hostile input -------------------------------------------------------------------------------------


@pytest.mark.parametrize("unit", ["like Qa, ", "better than zz or ", "aa bb cc\n", "x? no - ", "see photo "])
def test_the_ninth_round_checks_stay_linear_on_hostile_input(unit: str) -> None:
    def cost(length: int) -> float:
        text = (unit * (length // len(unit) + 1))[:length]
        item = listing(title=text[:200], description=text, attributes={"Size": text[:60], "Brand": "Acme"})
        best = float("inf")
        for _ in range(5):
            started = time.thread_time()
            detect(item)
            best = min(best, time.thread_time() - started)
        return best

    assert cost(5000) < 10 * max(cost(1250), 1e-6)


# --- precision: an accessory or a game is identified by its maker and what it fits ----------------------------------


def test_an_accessory_or_a_game_named_by_what_it_fits_needs_no_model_of_its_own() -> None:
    strap = listing(
        title="Braided Strap 22mm, Olive",
        description="Quick-release pins.",
        category="ELECTRONICS",
        attributes={"Brand": "Tallon", "Compatible Devices": "Korra Watch 3", "Color": "Olive"},
    )
    assert detectors.required_details_missing(strap) is None
    game = listing(
        title="Moonfall Harbour Disc, Complete",
        description="Disc, case and manual.",
        category="ELECTRONICS",
        attributes={"Platform": "Vireo Console", "Publisher": "Glasswing", "Genre": "Puzzle"},
    )
    assert detectors.required_details_missing(game) is None
    # Without a maker, or with no fit named, a device still lacks its model.
    bare = listing(
        title="Portable Speaker 20W",
        description="Loud and clear.",
        category="ELECTRONICS",
        attributes={"Brand": "Tallon", "Colour": "Black"},
    )
    assert detectors.required_details_missing(bare) is not None
    no_maker = listing(
        title="Moonfall Harbour Disc, Complete",
        description="Disc, case and manual.",
        category="ELECTRONICS",
        attributes={"Platform": "Vireo Console", "Genre": "Puzzle"},
    )
    assert detectors.required_details_missing(no_maker) is not None


# --- a title run of names: listed makers and rare words together ---------------------------------------------------


def test_a_title_run_of_listed_makers_and_rare_names_is_keyword_spam() -> None:
    item = _mug(title="Speckled Stoneware Mug 350ml Quorvale Denby Tashiko")
    assert detectors._mixed_title_run(item) == (ListingField.TITLE, "Quorvale Denby Tashiko")
    assert _spam(item) == (ListingField.TITLE,)


@pytest.mark.parametrize(
    ("title", "brand"),
    [
        ("Denby Quorvale Tashiko Stoneware Mug 350ml", "Fernleigh Pottery"),  # the title's opening words
        ("Speckled Stoneware Mug 350ml Quorvale Denby Tashiko", "Denby"),  # the seller's own maker
        ("Speckled Stoneware Mug 350ml Quorvale, Denby, Tashiko", "Fernleigh Pottery"),  # a list with commas
        ("Speckled Stoneware Mug 350ml Quorvale Tashiko Marrowby", "Fernleigh Pottery"),  # no listed maker
    ],
)
def test_a_title_run_needs_a_listed_maker_after_the_opening_words_and_no_commas(title: str, brand: str) -> None:
    item = _mug(title=title, attributes={"Brand": brand, "Material": "Stoneware"})
    assert detectors._mixed_title_run(item) is None
