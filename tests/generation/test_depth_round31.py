"""Issue 19, thirty-first round (depth): readings written twice made one, each leaving every development answer as it
was. The classes: a dictionary compound of two common words (shapes.common_compound, read by the title's opening name
and by the maker worn as a look, each at its own cut-offs); the arithmetic a listing writes of its counts
(facets.count_arithmetic, read by three count comparisons); a count of pieces or packs (facets.PIECES_COUNT, also what
each counted set holds); and patterns compiled twice (the memory after a data capacity, a digit said as a word, the
listing's own "universal", a model number after a repeated word, a colour specific's key). The tests pin each shared
predicate at its cut-offs, in words of our own."""

from __future__ import annotations

import pytest

from services import detectors, facets, risk_signals, shapes, structure
from services.records import Listing
from tests.generation.data import bare_listing

# --- a dictionary compound of two common words ---------------------------------------------------------------------


# "lampshade" is written at Zipf 2.27 and splits into "lamp" (4.05) and "shade" (4.16); each cut-off is pinned one
# hundredth (wordfreq rounds to hundredths) or one letter past it.
def test_a_compound_at_every_cut_off_is_read_as_one() -> None:
    assert shapes.common_compound("Lampshade", whole_zipf=2.27, part_zipf=4.05, part_letters=4)


@pytest.mark.parametrize(
    ("whole_zipf", "part_zipf", "part_letters"), [(2.28, 4.05, 4), (2.27, 4.06, 4), (2.27, 4.05, 5)]
)
def test_a_compound_past_any_one_cut_off_is_not_read_as_one(
    whole_zipf: float, part_zipf: float, part_letters: int
) -> None:
    assert not shapes.common_compound(
        "Lampshade", whole_zipf=whole_zipf, part_zipf=part_zipf, part_letters=part_letters
    )


def test_two_common_words_no_dictionary_writes_joined_are_no_compound_at_any_whole_cut_off() -> None:
    # "Ironvale": "iron" and "vale" are common, the whole is written nowhere (Zipf 0.0).
    assert not shapes.common_compound("Ironvale", whole_zipf=0.01, part_zipf=3.3, part_letters=3)
    assert shapes.common_compound("Ironvale", whole_zipf=0.0, part_zipf=3.3, part_letters=3)


@pytest.mark.parametrize(
    ("word", "opening_name", "look"),
    [
        # Common enough and of four-letter parts: a thing for both readers.
        ("Lampshade", True, True),
        ("Birdcage", True, True),
        # In the dictionary but under the look's 2.2 ("Doorstop", 2.16; "Sunhat", 1.44), or with a three-letter part
        # ("Catfish", "Gearbox"): a thing where the brand specific names the maker, a possible maker before "Style".
        ("Doorstop", True, False),
        ("Sunhat", True, False),
        ("Catfish", True, False),
        ("Gearbox", True, False),
        # Written nowhere whole: a coined name for both.
        ("Ironvale", False, False),
        ("Wallbox", False, False),
    ],
)
def test_each_reader_keeps_its_own_cut_offs(word: str, opening_name: bool, look: bool) -> None:
    assert structure._made_word(word) is opening_name
    assert detectors._common_compound(word) is look


def test_the_look_reader_reads_only_one_lower_case_word() -> None:
    # Two capitals or a digit name a coined maker, whatever its parts.
    assert not detectors._common_compound("LampShade")
    assert not detectors._common_compound("Lampshade2")


# --- the arithmetic a listing writes of its counts -----------------------------------------------------------------


def test_the_title_and_description_multiply_and_the_title_joins_equal_counts() -> None:
    products = facets.count_arithmetic("Seed Trays, 6 Trays with 6 Lids", "Sold as 3 packs of 4 plant labels.")
    assert frozenset({6, 12}) in products
    assert frozenset({3, 4, 12}) in products


def test_equal_counts_joined_in_the_description_only_are_no_arithmetic() -> None:
    # A set counted by its pieces or its pairs is read only in the title; the description's pair may be the mismatch.
    assert facets.count_arithmetic("Seed Tray Set", "It has 6 trays with 6 lids.") == frozenset()


def test_a_title_that_writes_the_sum_counts_by_the_pieces() -> None:
    assert facets.count_arithmetic("12-Piece Seed Tray Set, 6 Trays with 6 Lids", "") == frozenset()


# --- a count of pieces or packs, and what each counted set holds ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "count"),
    [("4-pack of sponges", "4"), ("six pcs", "six"), ("24 count box", "24"), ("a dozen piece kit", "a dozen")],
)
def test_a_count_of_pieces_or_packs(text: str, count: str) -> None:
    found = facets.PIECES_COUNT.search(text)
    assert found is not None
    assert found.group(1) == count


@pytest.mark.parametrize("text", ["4-pack of 12 sponges", "model 3.5 pcs", "12 pcs of 3"])
def test_a_number_that_another_number_follows_or_precedes_is_no_count_of_pieces(text: str) -> None:
    assert facets.PIECES_COUNT.search(text) is None


def _brushes(count: str, described: str) -> Listing:
    return bare_listing(
        title="Watercolour Brush Sets",
        description=f"Includes {described} brush sets, barely used.",
        category="ART",
        attributes={"Number of Brushes": count},
    )


@pytest.mark.parametrize("described", ["three 4-piece", "three four-piece"])
def test_counted_sets_that_each_hold_some_make_the_specifics_count(described: str) -> None:
    listing = _brushes("12", described)
    assert not risk_signals.facet_conflict(listing, (listing.title, listing.description))


def test_counted_sets_that_make_another_count_still_disagree() -> None:
    listing = _brushes("10", "three 4-piece")
    assert risk_signals.facet_conflict(listing, (listing.title, listing.description))


# --- patterns written once ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "memory"), [(" RAM", True), (" of unified memory", True), (" SSD", False)])
def test_a_data_capacity_named_as_memory(text: str, memory: bool) -> None:
    assert (facets.MEMORY_AFTER.match(text) is not None) is memory


@pytest.mark.parametrize(("text", "said"), [("call oh seven", 2), ("Ohm meter, one", 1), ("someone", 0)])
def test_a_digit_said_as_a_word(text: str, said: int) -> None:
    assert len(detectors.SPOKEN_DIGIT.findall(text)) == said
