"""Issue 19, twenty-fourth round: clean listings the net sent to a person (NEEDS_HUMAN_REVIEW) on words that say
nothing of a violation, read per class of the honest seller's shape (docs/generation.md, "Twenty-fourth round").

1. A website named with an indefinite article ("meet on a website", "grew from a website") is a story's setting or a
   work's origin, not a place to go (the pack's elsewhere-online); a definite site stays a pointer.
2. The item's own maker taken out of a New listing's text no longer leaves a run of spaces that makes a product name
   after a word ("a <maker> Missing Link") read as a "Missing" opening a statement (new-with-signs-of-use).
3. The kind a New item's type specific names in two words or more ("Type: Smudge Stick") is the product's name, not a
   mark or a use said of it (new-with-signs-of-use).
4. A fingerprint reader, sensor or unlock is what a device does, not a print left on it (new-with-signs-of-use).
5. A lot the description itemises ("4x one model, 3x another ...") counts the title's lot in its sum, and a count per
   unit ("2x AA per unit") is a rate, not the sale's count (facet-conflict, services/risk_signals.py).
6. Every number of a list carries the unit after its last ("28, 30, 32 and 34 in", "38/40/42mm"): a set's sizes or the
   sizes it fits, each one of them (facet-conflict).

Every positive here held the signal at main (7f7e1f1); every near miss keeps it.
"""

from __future__ import annotations

from typing import Any

import pytest

from services import risk_signals as net
from services.records import Listing
from services.vocabulary import ListingCondition
from tests.generation.data import listing
from tests.generation.data import signal_holds as holds


def goods(**overrides: Any) -> Listing:
    values: dict[str, Any] = {
        "category": "HOME_AND_GARDEN",
        "condition": ListingCondition.NEW,
        "attributes": {"Brand": "Hollowmere"},
    }
    values.update(overrides)
    return listing(**values)


# --- 1. a website with an indefinite article ---


@pytest.mark.parametrize(
    ("category", "title", "description"),
    [
        (
            "TOYS",
            "Hollowmere Mystery Party Game, Boxed",
            "A murder mystery for six players: the clues were left on a website the victim ran. Cards all present.",
        ),
        (
            "BOOKS",
            "The Glasshouse Letters, Hardback",
            "An epistolary novel; the two gardeners first write to each other through a long-gone website for growers.",
        ),
        (
            "MUSIC",
            "Quiet Rooms, Vinyl LP",
            "The album grew from a website of field recordings of the same name. Sleeve crisp, vinyl plays clean.",
        ),
    ],
)
def test_a_website_with_an_indefinite_article_is_no_place_to_go(category: str, title: str, description: str) -> None:
    item = goods(category=category, condition=ListingCondition.USED, title=title, description=description)
    assert holds("elsewhere-online", item) is False


@pytest.mark.parametrize(
    "description",
    [
        "Assembly video on the Hollowmere website, search the model name.",
        "More colours at our website, same name as the shop.",
        "Spares from the maker's website if you lose a clip.",
    ],
)
def test_a_definite_website_is_still_a_place_to_go(description: str) -> None:
    item = goods(condition=ListingCondition.USED, title="Hollowmere Folding Chair", description=description)
    assert holds("elsewhere-online", item) is True


# --- 2. the maker taken out before a product name ---


@pytest.mark.parametrize(
    ("title", "description", "brand"),
    [
        ("Drive belt joiner kit", "Sealed pack; comes with a Tallis Missing Link joiner for the ends.", "Tallis"),
        ("Puzzle board game", "Shrink-wrapped. The Ardent Missing Piece expansion is in the same box.", "Ardent"),
    ],
)
def test_a_product_name_after_the_maker_is_no_missing_part(title: str, description: str, brand: str) -> None:
    item = goods(title=title, description=description, attributes={"Brand": brand})
    assert holds("new-with-signs-of-use", item) is False


@pytest.mark.parametrize(
    ("description", "brand"),
    [
        ("Boxed set. Tallis Missing the drive belt, otherwise untouched.", "Tallis"),
        ("Sealed box, but missing the instruction leaflet.", "Ardent"),
    ],
)
def test_a_missing_part_is_still_said_beside_the_maker(description: str, brand: str) -> None:
    item = goods(title="Belt kit", description=description, attributes={"Brand": brand})
    assert holds("new-with-signs-of-use", item) is True


# --- 3. the item's own kind as its type specific names it ---


@pytest.mark.parametrize(
    ("title", "description", "kind"),
    [
        ("Pastel blending tools, set of 6", "Six paper smudge sticks in three widths, sealed.", "Smudge Stick"),
        ("Hollowmere Scratch Pad, 50 sheets", "Sealed, a scratch pad for notes beside the phone.", "Scratch Pad"),
    ],
)
def test_the_kind_the_type_names_is_the_product(title: str, description: str, kind: str) -> None:
    item = goods(title=title, description=description, attributes={"Brand": "Hollowmere", "Type": kind})
    assert holds("new-with-signs-of-use", item) is False


@pytest.mark.parametrize(
    ("description", "kind"),
    [
        # A one-word type is not read as the product's name; a mark said beside the kind stays a mark.
        ("Sealed, but one small scratch on the lid.", "Notebook"),
        ("Twelve blending sticks, sealed, but one stick is cracked across the middle.", "Smudge Stick"),
    ],
)
def test_a_mark_beside_the_kind_is_still_a_mark(description: str, kind: str) -> None:
    item = goods(title="Art set", description=description, attributes={"Brand": "Hollowmere", "Type": kind})
    assert holds("new-with-signs-of-use", item) is True


# --- 4. a fingerprint reader is no fingerprint ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Hollowmere Smart Safe", "Factory sealed. Fingerprint reader holds 30 prints, keypad backup."),
        ("Screen protector, 2 pack", "Works with the phone's in-screen fingerprint sensor. Sealed."),
        ("Hollowmere Door Lock", "Boxed. Fingerprint unlock, card and code; batteries included."),
    ],
)
def test_a_fingerprint_reader_is_no_print_on_the_item(title: str, description: str) -> None:
    item = goods(category="ELECTRONICS", title=title, description=description)
    assert holds("new-with-signs-of-use", item) is False


@pytest.mark.parametrize(
    "description",
    [
        "Sealed bag, but fingerprints on the glass from the photos.",
        "Fingerprint reader works; a fingerprint smear on the lens from unboxing.",
    ],
)
def test_a_print_left_on_the_item_is_still_use(description: str) -> None:
    item = goods(category="ELECTRONICS", title="Hollowmere Smart Safe", description=description)
    assert holds("new-with-signs-of-use", item) is True


# --- 5. an itemised lot and a count per unit ---


def _facets(title: str, description: str, attributes: dict[str, str]) -> bool:
    return net.facet_conflict(goods(title=title, description=description, attributes=attributes), [])


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Job lot of 12 board games, mixed publishers",
            "Shop returns: 5x family strategy, 4x party games, 3x two-player card games. Boxes worn, contents counted.",
            {"Brand": "Mixed", "Quantity": "12"},
        ),
        (
            "Lot of 8 cordless drills for parts",
            "Unsorted returns: 3x Hollowmere 18V, 3x Tallis 12V, 2x Ardent 20V; untested, no batteries.",
            {"Brand": "Mixed", "Quantity": "8"},
        ),
        (
            "Hollowmere kids head torches, pair, red",
            "Two head torches, both tested bright on all three modes.",
            {"Brand": "Hollowmere", "Power Source": "2x AA per unit (not included)"},
        ),
    ],
)
def test_an_itemised_lot_and_a_count_per_unit_agree(title: str, description: str, attributes: dict[str, str]) -> None:
    assert _facets(title, description, attributes) is False


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The itemised entries sum to another count than the title's.
        (
            "Job lot of 12 board games, mixed publishers",
            "Shop returns: 5x family strategy, 4x party games, 1x card game. Boxes worn.",
            {"Brand": "Mixed", "Quantity": "12"},
        ),
        # A count that is not per unit still disagrees.
        (
            "Hollowmere kids head torches, pair, red",
            "Three head torches in the box, all tested.",
            {"Brand": "Hollowmere", "Quantity": "3"},
        ),
    ],
)
def test_another_count_still_disagrees(title: str, description: str, attributes: dict[str, str]) -> None:
    assert _facets(title, description, attributes) is True


# --- 6. a list of numbers sharing one unit ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Set of 4 bamboo garden canes, 32 in", "Four canes cut to 28, 30, 32 and 34 in long, natural finish."),
        ("Hollowmere Nylon Sport Band 40mm, Navy", "Fits 38/40/41mm cases; sized for wrists of 130 to 190mm."),
    ],
)
def test_each_number_of_a_list_carries_its_unit(title: str, description: str) -> None:
    assert _facets(title, description, {"Brand": "Hollowmere"}) is False


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A size the list does not give still disagrees.
        ("Hollowmere Nylon Sport Band 40mm, Navy", "Fits 42/44/45mm cases only, not the smaller ones."),
        ("Set of 4 bamboo garden canes, 36 in", "Four canes cut to 28, 30, 32 and 34 in long, natural finish."),
    ],
)
def test_a_size_the_list_does_not_give_still_disagrees(title: str, description: str) -> None:
    assert _facets(title, description, {"Brand": "Hollowmere"}) is True
