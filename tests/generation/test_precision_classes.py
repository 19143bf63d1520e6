"""Precision classes (issue 19, sixth round): honest shapes that read as violations word by word.

Each class has near misses (the honest shape, which must stay quiet) and the positives the same detector must
keep catching. Every listing here is written for the test; none is copied from a dataset.
"""

from __future__ import annotations

import pytest

from services import detectors, shapes
from services.records import Listing
from services.vocabulary import ListingCondition
from tests.generation.data import listing


def item(**overrides: object) -> Listing:
    values: dict[str, object] = {
        "title": "Cordless Stick Vacuum Grey",
        "description": "Runs on both power settings. Light scuff on the bin.",
        "category": "HOME_AND_KITCHEN",
        "attributes": {"Brand": "Vaxon"},
    }
    values.update(overrides)
    return listing(**values)


# --- kinds that share a word are a list, not a repeated search word ---------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Robot Vacuum Cleaner, Grey", "Spares in the box: side brush, main brush, corner brush and edge brush."),
        ("18V Combi Drill Kit", "Bits included: Masonry Bit, Wood Bit, Tile Bit, Metal Bit. Drills and hammers fine."),
        (
            "Dishwasher Filter Kit",
            "A three-part kit (fine filter, outer filter and mesh filter) cut to the maker's size.",
        ),
    ],
)
def test_kinds_that_share_a_noun_are_not_keyword_spam(title: str, description: str) -> None:
    assert detectors.keyword_spam(item(title=title, description=description)) is None


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Running Trainers", "Good trainers. trainers running trainers gym trainers sneakers trainers"),
        ("Stoneware Mug", "In the box: mug, coffee mug, tea mug, gift mug, latte mug"),
        ("Running Shoes", "shoes shoes running shoes sneakers shoes"),
    ],
)
def test_the_item_s_own_word_said_over_and_over_is_still_keyword_spam(title: str, description: str) -> None:
    assert detectors.keyword_spam(item(title=title, description=description)) is not None


def test_a_list_of_kinds_needs_distinct_short_items() -> None:
    text = "brush, brush, brush and brush"
    assert not shapes.lists_kinds(text, 0, len(text), "brush", "Robot vacuum")
    text = "side brush, main brush and edge brush"
    assert shapes.lists_kinds(text, text.index("brush"), len(text), "brush", "Robot vacuum")


# --- a title's own word in another form is no misspelling of it --------------------------------------------------


def test_a_title_word_in_the_singular_is_not_a_misspelling() -> None:
    soldiers = item(
        title="Painted Lead Soldiers Collection",
        description="Boxed set.\nGrenadier Soldier Drummer Collections Mounted Cavalry",
        category="COLLECTIBLES",
        attributes={"Brand": "Unbranded"},
    )
    assert detectors.keyword_spam(soldiers) is None


def test_misspellings_of_the_title_s_words_are_still_keyword_spam() -> None:
    misspelt = item(
        title="Painted Lead Soldiers Collection",
        description="Boxed set.\nLead Soldeirs Colection Grenadier Drummer Cavalry",
        category="COLLECTIBLES",
        attributes={"Brand": "Unbranded"},
    )
    assert detectors.keyword_spam(misspelt) is not None


def test_word_forms_cover_plurals_possessives_and_hyphens_only() -> None:
    forms = shapes.word_forms(["figures", "collector's", "hand-painted"])
    assert {"figure", "figures", "collector", "collectors", "hand", "painted"} <= forms
    assert "figurine" not in forms


# --- a screen class in whole inches --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "screen"), [('ZenBook 14" OLED Laptop', "14.5 in"), ('Gaming Laptop 16" RTX', "15.6 in")]
)
def test_a_screen_named_by_its_class_is_no_mismatch(title: str, screen: str) -> None:
    laptop = item(title=title, category="ELECTRONICS", attributes={"Brand": "Asus", "Screen Size": screen})
    assert detectors.product_detail_mismatch(laptop) is None


@pytest.mark.parametrize(
    ("title", "screen"), [('ZenBook 13" OLED Laptop', "14.5 in"), ('Gaming Laptop 17" RTX', "15.6 in")]
)
def test_another_screen_class_is_still_a_mismatch(title: str, screen: str) -> None:
    laptop = item(title=title, category="ELECTRONICS", attributes={"Brand": "Asus", "Screen Size": screen})
    assert detectors.product_detail_mismatch(laptop) is not None


# --- specifics that count different things ----------------------------------------------------------------------


def test_a_count_specific_that_agrees_with_the_title_wins() -> None:
    boxes = item(
        title="Glass Meal Prep Boxes, 16 Piece Set",
        description="Eight boxes with eight clip lids, 16 pieces in all.",
        attributes={"Brand": "Kilnware", "Number of Pieces": "16", "Unit Count": "8"},
    )
    assert detectors.product_detail_mismatch(boxes) is None


def test_a_count_specific_that_disagrees_alone_is_still_a_mismatch() -> None:
    glasses = item(
        title="Set of 6 Wine Glasses",
        description="Clear glasses, no chips.",
        attributes={"Brand": "Kilnware", "Number of Items": "4"},
    )
    assert detectors.product_detail_mismatch(glasses) is not None


# --- a word that names a powered thing inside another thing's name --------------------------------------------


@pytest.mark.parametrize(
    ("title", "kind", "category"),
    [
        ("Wooden Jigsaw 500 Pieces Harbour Scene", "Jigsaw puzzle", "TOYS"),
        ("Oak Console, Hallway, Two Drawers", "Console table", "FURNITURE"),
    ],
)
def test_a_type_specific_that_names_another_thing_has_no_function(title: str, kind: str, category: str) -> None:
    thing = item(
        title=title,
        description="All pieces there, box corners scuffed.",
        category=category,
        attributes={"Brand": "Unbranded", "Type": kind},
    )
    assert detectors.functional_status_missing(thing) is None


@pytest.mark.parametrize(
    ("title", "kind"), [("Cordless Jigsaw 18V Body Only", "Jigsaw"), ("Bench Drill Press", "Pillar drill")]
)
def test_a_type_specific_that_names_the_tool_keeps_the_function(title: str, kind: str) -> None:
    tool = item(
        title=title,
        description="Scuffed casing, blade guard has a chip.",
        category="TOOLS",
        attributes={"Brand": "Unbranded", "Type": kind},
    )
    assert detectors.functional_status_missing(tool) is not None


# --- a hedge about the seller's effort is no hedge about the item -------------------------------------------------


def test_an_effort_hedged_leaves_the_condition_note_standing() -> None:
    vacuum = item(description="Runs fine. The wand and bin have scratches, the roller was cleaned as much as I could.")
    assert detectors.condition_details_missing(vacuum) is None


@pytest.mark.parametrize(
    "description",
    ["Runs fine. The item may have scratches from use.", "Runs fine. It could show marks, as best we can tell."],
)
def test_stock_hedged_condition_text_still_says_nothing(description: str) -> None:
    assert detectors.condition_details_missing(item(description=description)) is not None


# --- one closing exclamation mark ------------------------------------------------------------------------------


@pytest.mark.parametrize("title", ["Handmade Oak Bird Box!", "Retro Teak Side Table, Lovely Grain!"])
def test_one_closing_mark_in_a_plain_title_is_not_a_promotion(title: str) -> None:
    assert detectors.promotional_title(item(title=title, condition=ListingCondition.USED)) is None


@pytest.mark.parametrize(
    "title", ["Oak Bird Box NEW!", "HANDMADE OAK BIRD BOX Lovely!", "Oak Bird Box!!", "Oak Bird Box !"]
)
def test_a_mark_that_shouts_repeats_or_stands_alone_is_still_a_promotion(title: str) -> None:
    assert detectors.promotional_title(item(title=title)) is not None
