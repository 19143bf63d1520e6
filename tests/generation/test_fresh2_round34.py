"""Issue 19, thirty-fourth round (the fresh development set's clean listings): classes read from blind-dev-v41's
clean listings that were flagged, each mended as a near miss of the check that fired:

- cash the buyer saves by choosing the item ("so you save cash on heating") is no payment route (the pack's
  private-terms check);
- a word of running English a letter or two from a title word ("tested" beside a "Tester", "mixture" beside
  "Moisture") is spelt as meant, no misspelt search word (detectors.tag_clause);
- "never worn out" limits where the item was worn, or says it has not worn through; no claim that a used item is
  unused (detectors' condition conflict);
- a replica of a named one's thing of a year ("replica of <name>'s 1936 cup") is one historic object copied, not a
  borrowed maker's name (the pack's bait-wording check);
- a fault seen coming on under power ("the motor starts smoking") is the working state of an item sold for parts
  (detectors.functional_status_missing).

Near misses (named payment in cash, a maker's line replicated, misspelt search words, "never worn" alone, a parts item
that says nothing of running) keep their answer. Positives in fresh wording, in other product domains than the
listings read, fail on the round's starting code (72fc204)."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.generation.data import bare_listing, caught, detected, titled_listing

# --- cash the buyer saves ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Draught excluder strip, 5 m roll",
            "Foam strip for door frames. Cheaper than new doors by miles, so you save cash on heating this winter.",
        ),
        (
            "Pond pump filter sponge, pack of 4",
            "Cheaper than a new filter box, and saving cash on the pump's running time too.",
        ),
    ],
)
def test_cash_the_buyer_saves_is_no_payment_route(title: str, description: str) -> None:
    item = titled_listing(
        title, description, category="HOME_AND_GARDEN", condition=ListingCondition.NEW, attributes={"Brand": "Loamly"}
    )
    assert FindingCode.OFF_PLATFORM_TRANSACTION not in caught(item)


def test_cash_as_the_way_to_pay_beside_a_saving_still_counts() -> None:
    item = titled_listing(
        "Garden bench, teak, two seater",
        "A few pounds less if you pay cash when you collect, saves us both the fees.",
        category="HOME_AND_GARDEN",
        attributes={"Brand": "Loamly"},
    )
    assert FindingCode.OFF_PLATFORM_TRANSACTION in detected(item)


# --- a common English word is no misspelling of a title word -----------------------------------------------------


def test_common_words_near_a_title_word_are_no_misspelt_search_words() -> None:
    item = titled_listing(
        "Soil Moisture Tester and Light Meter Kit",
        "Garden probe kit.\n\nChecked: probe reads true, tested against potting mixture, needle settles fast, light "
        "dial responds.\n\nBox worn at one corner.",
        category="HOME_AND_GARDEN",
        attributes={"Brand": "Loamly"},
    )
    assert FindingCode.KEYWORD_SPAM not in caught(item)


def test_misspelt_title_words_stay_search_words() -> None:
    item = titled_listing(
        "Soil Moisture Tester and Light Meter Kit",
        "Garden probe kit, boxed.\nSoil Moistur Moisure Testr Teester Probe Garden Kit",
        category="HOME_AND_GARDEN",
        attributes={"Brand": "Loamly"},
    )
    assert FindingCode.KEYWORD_SPAM in detected(item)


# --- "never worn out" --------------------------------------------------------------------------------------------


def _hat(description: str) -> set[FindingCode]:
    return caught(
        bare_listing(
            title="Straw sun hat, wide brim, size 58",
            description=description,
            category="CLOTHING",
            condition=ListingCondition.USED,
            marketplace=Marketplace.AMAZON,
            attributes={"Brand": "Sunbrae", "Size": "58"},
        )
    )


@pytest.mark.parametrize(
    "description",
    [
        "Condition: Used - Like New. Tried on indoors once, never worn out. Brim holds its shape, no marks inside.",
        "Condition: Used - Very Good. Only tried on indoors, never worn out. Band and lining clean, no creasing.",
    ],
)
def test_never_worn_out_claims_no_unused_item(description: str) -> None:
    assert FindingCode.CONDITION_CONFLICT not in _hat(description)


@pytest.mark.parametrize(
    "description",
    [
        "Condition: Used - Like New. Never worn out of the box, tag still on.",
        "Condition: Used - Like New. Never worn, still has the shop sticker.",
    ],
)
def test_never_worn_alone_or_out_of_its_box_is_still_a_claim(description: str) -> None:
    assert FindingCode.CONDITION_CONFLICT in _hat(description)


# --- a replica of a named one's thing of a year ----------------------------------------------------------------------


def test_a_replica_of_a_named_ones_thing_of_a_year_is_no_bait() -> None:
    item = titled_listing(
        "Resin trophy copy, 30 cm",
        "A replica of Harold Finch's 1936 cup for the shelf. Light scuffs on the base, no chips.",
        category="COLLECTIBLES",
        attributes={"Brand": "Unbranded", "Original/Reproduction": "Reproduction"},
    )
    assert FindingCode.KEYWORD_SPAM not in caught(item)


def test_a_replica_of_a_makers_line_stays_bait() -> None:
    item = titled_listing(
        "Steel dive watch, 40 mm",
        "Automatic movement, replica of Rolex's Submariner, boxed. Light desk marks on the clasp.",
        category="JEWELRY_AND_WATCHES",
        attributes={"Brand": "Unbranded"},
    )
    assert FindingCode.KEYWORD_SPAM in detected(item)


# --- a fault seen coming on under power ------------------------------------------------------------------------------


def _deck(description: str) -> set[FindingCode]:
    return detected(
        titled_listing(
            "Three-head cassette deck, for parts or repair",
            description,
            category="ELECTRONICS",
            condition=ListingCondition.FOR_PARTS,
            attributes={"Brand": "Forgewell", "Type": "Cassette Deck"},
        )
    )


@pytest.mark.parametrize(
    "description",
    [
        "For parts or repair.\n\nWhat I know: on a variac at half voltage the meters glow, at full voltage the "
        "transport motor starts smoking so I stopped there.\n\nCosmetic: scuffed lid, one foot missing.",
        "For parts or repair.\n\nWhat I know: plugged in, after a minute the capstan motor starts smoking so I "
        "switched off.\n\nCosmetic: scuffed lid, one foot missing.",
    ],
)
def test_a_fault_coming_on_under_power_is_the_working_state_said(description: str) -> None:
    assert FindingCode.FUNCTIONAL_STATUS_MISSING not in _deck(description)


def test_a_parts_item_that_says_nothing_of_running_still_lacks_its_working_state() -> None:
    found = _deck("For parts or repair.\n\nCosmetic: scuffed lid, one foot missing, sparkling clean heads.")
    assert FindingCode.FUNCTIONAL_STATUS_MISSING in found
