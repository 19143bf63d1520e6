"""Issue 19, thirty-second round (fresh2): classes read from the clean listings the fresh development set
blind-dev-v39 flagged or sent to a person, each mended as a near miss of the check that fired, written as a shape
rather than one listing's words:

1. "wear" the verb ("wear on their own", "can wear on your wrist") is how a new item is put on, not wear on it
   (condition conflict, new-with-signs-of-use);
2. how a used item looks ("looks brand new", "appears brand-new") is a look, not a claim that it is new
   (condition conflict, not-new-claims-new);
3. contact words and a price word on either side of a double quotation mark (a list of printed slogans) are no
   private offer (off-platform transaction, private-terms);
4. a mix ("Various", "Assorted") under a specific is honest where the listing counts what it sells in a form the
   title's own count reader does not read ("x 6", a quantity specific) (required details, placeholder-specific);
5. a rating met on test ("measured right around its rated output") is a working state;
6. a word written right after a figure each time ("@ 1 metre / @ 2 metre / @ 4 metre") is the unit of a line of
   ratings, not a repeated search word (keyword spam).

Positives are in fresh wording, in other product domains than the listings read, and fail on the round's starting
code (7d5a994); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.detectors import tag_clause
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION
_MISSING = FindingCode.REQUIRED_DETAILS_MISSING
_STATUS_MISSING = FindingCode.FUNCTIONAL_STATUS_MISSING
_SPAM = FindingCode.KEYWORD_SPAM


# --- 1. "wear" the verb is no wear on a new item ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Braided paracord bracelets, pair", "Clip to a rucksack strap, or wear on their own. Sealed bag."),
        ("Enamel locket on chain", "Thread it onto any chain you like, or you can wear on your own cord. Boxed."),
        ("Reflective armband for runners", "Velcro band; to wear on your upper arm at night. Still carded."),
    ],
)
def test_wear_the_verb_on_a_new_item_is_no_conflict(title: str, description: str) -> None:
    listing = titled_listing(title, description, category="CLOTHING", condition=ListingCondition.NEW)
    assert _CONFLICT not in caught(listing)


@pytest.mark.parametrize(
    "description",
    ["Faint wear on the clasp from the shop display.", "Scuffs or wear on the toe cap, otherwise as sent."],
)
def test_wear_the_noun_on_a_new_item_is_still_a_conflict(description: str) -> None:
    listing = titled_listing("Leather bracelet", description, category="CLOTHING", condition=ListingCondition.NEW)
    assert _CONFLICT in caught(listing)


# --- 2. a used item that looks brand new -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Cordless hedge trimmer 18V", "Used for one summer; it looks brand new to me, light scuffs on the guard."),
        ("Ceramic teapot, 1 litre", "Had it two years and it appears brand-new, one faint tea line inside the lid."),
    ],
)
def test_a_used_item_that_looks_brand_new_is_no_conflict(title: str, description: str) -> None:
    listing = titled_listing(title, description, category="HOME_AND_GARDEN", condition=ListingCondition.USED)
    assert _CONFLICT not in caught(listing)


def test_a_used_item_said_to_be_brand_new_is_still_a_conflict() -> None:
    listing = titled_listing(
        "Ceramic teapot, 1 litre",
        "Looks lovely and it is brand new, still in the wrapping.",
        category="HOME_AND_GARDEN",
        condition=ListingCondition.USED,
    )
    assert _CONFLICT in caught(listing)


# --- 3. contact words and a price word in different quotations ---------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        'Set of 5 fridge magnets: "call me when you land", "stress less", a cactus, a moon and a cat.',
        "Coaster set printed \u201ctext us back\u201d, \u201cworry less\u201d and \u201cput the kettle on\u201d.",
    ],
)
def test_contact_and_price_words_in_different_quotations_are_no_private_offer(description: str) -> None:
    listing = titled_listing(
        "Printed slogan set", description, category="HOME_AND_GARDEN", condition=ListingCondition.NEW
    )
    assert _OFF_PLATFORM not in caught(listing)


def test_a_private_offer_outside_quotations_is_still_one() -> None:
    listing = titled_listing(
        "Printed slogan set",
        'Magnets say "stress less". Text me and I can do two sets for less.',
        category="HOME_AND_GARDEN",
        condition=ListingCondition.NEW,
    )
    assert _OFF_PLATFORM in detected(listing)


# --- 4. a mix under a specific, where the listing counts what it sells -------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Bone china souvenir thimbles x 8", {"Brand": "Various", "Type": "Thimble"}),
        ("Old railway cap badges, brass", {"Brand": "Assorted", "Quantity": "5"}),
    ],
)
def test_a_mix_where_the_listing_counts_several_is_no_placeholder(title: str, attributes: dict[str, str]) -> None:
    listing = titled_listing(
        title, "Light tarnish on two, the rest clean.", category="COLLECTIBLES", attributes=attributes
    )
    assert _MISSING not in caught(listing)


def test_a_mix_under_one_item_is_still_a_placeholder() -> None:
    listing = titled_listing(
        "Bone china thimble, floral",
        "Light tarnish on the rim.",
        category="COLLECTIBLES",
        attributes={"Brand": "Various", "Quantity": "1"},
    )
    assert _MISSING in caught(listing)


# --- 5. a rating met on test ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Portable power station 500Wh", "Cycled it on the bench: measured right around rated capacity. Scuffed."),
        ("Electric air compressor 8 bar", "Came in at its rated pressure on my gauge. Paint chipped on the tank."),
    ],
)
def test_a_rating_met_on_test_is_a_working_state(title: str, description: str) -> None:
    listing = titled_listing(title, description, category="ELECTRONICS", attributes={"Brand": "Harlow", "Model": "HP5"})
    assert _STATUS_MISSING not in detected(listing)


def test_a_rating_alone_is_still_no_working_state() -> None:
    listing = titled_listing(
        "Portable power station 500Wh",
        "Rated capacity 500Wh, rated output 300 W. Scuffed.",
        category="ELECTRONICS",
        attributes={"Brand": "Harlow", "Model": "HP5"},
    )
    assert _STATUS_MISSING in detected(listing)


# --- 6. a unit after each figure of a line of ratings -----------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "* 90 dB @ 1 metre / 84 dB @ 2 metre / 78 dB @ 4 metre",
        "* 2200 W max @ 230 volt / 1800 W @ 200 volt / 1500 W @ 180 volt",
    ],
)
def test_a_unit_after_each_figure_is_no_repeated_search_word(line: str) -> None:
    listing = titled_listing(
        "Pressure washer pump head",
        f"New old stock, boxed.\n\n{line}\n\nFittings and seals included.",
        category="HOME_AND_GARDEN",
        condition=ListingCondition.NEW,
        attributes={"Brand": "Harlow", "Model": "PW9"},
    )
    assert _SPAM not in caught(listing)


def test_a_word_repeated_without_figures_is_still_a_search_word() -> None:
    listing = titled_listing(
        "Pressure washer pump head",
        "New old stock, boxed.\n\n* washer pump washer jet washer patio washer\n\nFittings and seals included.",
        category="HOME_AND_GARDEN",
        condition=ListingCondition.NEW,
        attributes={"Brand": "Harlow", "Model": "PW9"},
    )
    assert _SPAM in caught(listing)


# At integration: the repeated word's stem is the word with every final "s" taken off ("brass" counts as "bra"); a
# stem whose uses the unit reading could not find was read as a unit (all() of nothing), so a repeated word ending in
# a double "s" never counted as a search word.
@pytest.mark.parametrize(
    "clause",
    [
        "brass knocker, front door brass, solid brass, brass fittings, georgian",
        "moss wreath, door moss, preserved moss, moss ring, rustic",
    ],
)
def test_a_repeated_word_ending_in_a_double_s_is_still_a_search_word(clause: str) -> None:
    assert tag_clause(clause, "Door knocker, lion head", set()) is not None
