"""Issue 19, thirty-first round (fresh2): classes read from the clean listings the fresh development set
blind-dev-v38 flagged, each mended as a near miss of the check that fired, written as a shape rather than one
listing's words:

1. advice on wearing the kind ("best worn on", "can be worn as") is no wear of a new item (condition conflict);
2. how full a consumable or its vial is, in words ("half full", "filled to the shoulder"), is a condition detail;
3. a look or a grade word right before "Style" ("Studio Pro Style") makes the capitalised run the item's own line,
   not other makers' names borrowed as a look (keyword spam, the pack's lookWords);
4. a tight full stop and a suffix word that goes on as the next sentence's verb ("... people. store it dry") is a
   sentence, not a hidden address (external link);
5. an instrument calibrated or checked against a reference and the reading it then gave is a working state;
6. a title's count is not recounted by a word ending in "ss" ("Glass", "Press") nor by a number the title itself
   writes too ("8 Cups from 2").

Positives are in fresh wording, in other product domains than the listings read, and fail on the round's starting
code (41817ea); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_NOTE_MISSING = FindingCode.CONDITION_DETAILS_MISSING
_SPAM = FindingCode.KEYWORD_SPAM
_LINK = FindingCode.EXTERNAL_LINK
_STATUS_MISSING = FindingCode.FUNCTIONAL_STATUS_MISSING
_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH


# --- 1. advice on wearing the kind is no wear --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Silk scarf, teal", "Best worn loosely knotted; can be worn as a headband too. Still on its card."),
        ("Leather watch strap 20mm", "Best worn a notch loose in summer. Sealed in its sleeve."),
        ("Solid cologne tin", "Best worn on the wrists and behind the ears. Shrink-wrapped."),
    ],
)
def test_advice_on_wearing_a_new_item_is_no_conflict(title: str, description: str) -> None:
    listing = titled_listing(title, description, category="CLOTHING", condition=ListingCondition.NEW)
    assert _CONFLICT not in caught(listing)


@pytest.mark.parametrize(
    "description",
    ["Worn once to a dinner, no marks.", "Looks best worn loose. I have worn it twice."],
)
def test_a_new_item_the_seller_wore_is_still_a_conflict(description: str) -> None:
    listing = titled_listing("Silk scarf, teal", description, category="CLOTHING", condition=ListingCondition.NEW)
    assert _CONFLICT in caught(listing)


# --- 2. how full a consumable is, in words -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Single malt whisky 70cl, opened", "Opened for one dram at a party, filled to the shoulder, cork sound."),
        ("Acrylic paint tub 500ml, titanium white", "Tub about half full, lid seals and the paint is still soft."),
        ("Lamp oil bottle 1 litre", "Three quarters full, cap screws down tight."),
    ],
)
def test_a_fill_level_in_words_is_a_condition_detail(title: str, description: str) -> None:
    listing = titled_listing(title, description, category="HOME_AND_GARDEN", attributes={"Brand": "Glenardoch"})
    assert _NOTE_MISSING not in detected(listing)


@pytest.mark.parametrize(
    "description",
    ["Good used condition, see photos.", "Good used condition, ships full to the top in bubble wrap."],
)
def test_a_stock_note_without_a_fill_level_still_misses_the_condition(description: str) -> None:
    listing = titled_listing(
        "Acrylic paint tub 500ml", description, category="HOME_AND_GARDEN", attributes={"Brand": "Pigmenta"}
    )
    assert _NOTE_MISSING in detected(listing)


# --- 3. a look or a grade word before "Style" --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        ("Marlow Audio headphones", "Marlow Audio Studio Pro Style closed-back headphones, 3 m cable.", "ELECTRONICS"),
        ("Dining table, oak", "Hartley Oak Farmhouse Style extending table, seats six.", "HOME_AND_GARDEN"),
        ("Table tennis bat", "Kestrel Spin Competition Style blade with two red rubbers.", "SPORTS"),
    ],
)
def test_a_look_or_grade_word_before_style_is_the_items_own_line(title: str, description: str, category: str) -> None:
    listing = titled_listing(title, description, category=category, condition=ListingCondition.NEW)
    assert _SPAM not in caught(listing)


@pytest.mark.parametrize(
    "description",
    [
        "Faux fur gilet. Ganni Rixo Rotate Stine style for less.",
        "Chunky knit throw, Zara Home Habitat Anthropologie style, cream.",
    ],
)
def test_makers_named_straight_before_style_are_still_spam(description: str) -> None:
    listing = titled_listing("Throw", description, category="HOME_AND_GARDEN", condition=ListingCondition.NEW)
    assert _SPAM in detected(listing)


# --- 4. a sentence that opens on a suffix word -------------------------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Roasting tin, big enough for a family. store it dry after washing. Light scratches on the base.",
        "Seed trays, a set that suits any windowsill. shop bought compost works fine. Two trays have a split corner.",
    ],
)
def test_a_lower_case_sentence_opening_on_a_suffix_word_is_no_address(description: str) -> None:
    listing = titled_listing("Kitchen and garden lot", description, category="HOME_AND_GARDEN")
    assert _LINK not in caught(listing)


@pytest.mark.parametrize(
    "description",
    [
        "Light pitting on the base. More pans at quiltbarn. store",
        "Light pitting on the base. find us at quiltbarn. store for more",
    ],
)
def test_a_spaced_shop_address_ending_or_pointed_to_is_still_a_link(description: str) -> None:
    listing = titled_listing("Cast iron skillet", description, category="HOME_AND_GARDEN")
    assert _LINK in detected(listing)


# --- 5. a calibration and the reading it gave --------------------------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Checked against a 500 g test weight, reads to 1 g. Light scratches on the platform.",
        "Two-point calibration at 0.0 and 100.0 C, readings within 0.3. Probe cable has a kink near the plug.",
    ],
)
def test_a_calibrated_reading_is_a_working_state(description: str) -> None:
    listing = titled_listing(
        "Digital kitchen scale", description, category="ELECTRONICS", attributes={"Brand": "Weighwell"}
    )
    assert _STATUS_MISSING not in detected(listing)


@pytest.mark.parametrize(
    "description",
    [
        "Accuracy within 1 g. Light scratches on the platform.",
        "Needs calibration. Light scratches on the platform. Readings within 1 g when new.",
    ],
)
def test_an_accuracy_claim_alone_still_misses_the_working_state(description: str) -> None:
    listing = titled_listing(
        "Digital kitchen scale", description, category="ELECTRONICS", attributes={"Brand": "Weighwell"}
    )
    assert _STATUS_MISSING in detected(listing)


# --- 6. a title count not recounted ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("No. 12 Press Cider Apple Mill", "Apple mill, 3 gal press basket. Rust spots on the crank."),
        ("Nesting cups magic trick, 8 cups from 2", "Two cups under a cloth become eight. Painted tin."),
    ],
)
def test_a_word_ending_ss_or_a_number_the_title_writes_is_no_recount(title: str, description: str) -> None:
    listing = titled_listing(title, description, category="TOYS", attributes={"Brand": "Wandco"})
    assert _MISMATCH not in detected(listing)


def test_a_title_count_the_description_recounts_is_still_a_mismatch() -> None:
    listing = titled_listing("Stage magic cups, 8 cups", "Two cups under a cloth. Painted tin.", category="TOYS")
    assert _MISMATCH in detected(listing)
