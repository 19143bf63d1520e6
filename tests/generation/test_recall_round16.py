"""Issue 19, sixteenth round: recall classes read from the retired held-out set's escapes, each in the shape or the
policies' own words rather than one listing's; positives in fresh wording and near misses that must stay clean."""

from __future__ import annotations

import pytest

from services.detectors import condition_conflict, keyword_spam
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import bare_listing

# --- a new item with a history: a seal taken off, use counted in its own unit, a library or a rental fleet ---------


@pytest.mark.parametrize(
    "description",
    [
        "Peeled the cellophane off to check the track list, then it sat on a shelf.",
        "Gave it two spins on my turntable, sleeve and vinyl perfect.",
        "Ex-library copy with the usual stamps, otherwise crisp.",
        "Withdrawn from a school library, barcode sticker on the back.",
        "Ex-rental unit from our hire fleet, cleaned and boxed.",
        "Only had one read on holiday, spine uncreased.",
    ],
)
def test_a_new_item_with_a_history_is_a_condition_conflict(description: str) -> None:
    item = bare_listing(title="Hardback novel", description=description, condition=ListingCondition.NEW)
    found = condition_conflict(item)
    assert found is not None
    assert found.code is FindingCode.CONDITION_CONFLICT


@pytest.mark.parametrize(
    "description",
    [
        "Library binding, reinforced for school use.",
        "Never had a single read, still in the shrink wrap.",
        "A two-player card game for ages 8 and up.",
        "Recommended: one wash before first use.",
        "Keep the seal on until you are ready to plant.",
        "Cut the film off the screen after installing.",
    ],
)
def test_a_new_item_described_without_a_history_has_no_conflict(description: str) -> None:
    item = bare_listing(title="Hardback novel", description=description, condition=ListingCondition.NEW)
    assert condition_conflict(item) is None


# --- the title borrows names the description gives its audience by -----------------------------------------------


def test_a_title_carrying_names_its_audience_is_told_of_is_keyword_spam() -> None:
    item = bare_listing(
        title="The Salt Road Trilogy Book 1 Paperback Game of Thrones Witcher",
        description="Used paperback, tidy. For lovers of game of thrones, the witcher, wheel of time and dune.",
        attributes={"Book Title": "The Salt Road", "Author": "M. Ferrand"},
        condition=ListingCondition.USED,
    )
    found = keyword_spam(item)
    assert found is not None
    assert found.listing_quote.lower().startswith("lovers of game of thrones")


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The title carries only one of the names, or none; a specific makes the franchise the item's own.
        ("The Salt Road Trilogy Book 1 Paperback", {"Book Title": "The Salt Road"}),
        ("The Salt Road Trilogy Book 1 Paperback Dune", {"Book Title": "The Salt Road"}),
        ("Dune and The Witcher Poster Set", {"Franchise": "Dune, The Witcher"}),
    ],
)
def test_an_audience_list_the_title_does_not_borrow_from_is_no_spam(title: str, attributes: dict[str, str]) -> None:
    item = bare_listing(
        title=title,
        description="Fans of dune, the witcher, wheel of time and foundation will enjoy it.",
        attributes=attributes,
        condition=ListingCondition.USED,
    )
    assert keyword_spam(item) is None


# --- a likeness to other makers as the yardstick ------------------------------------------------------------------


def test_a_likeness_to_a_run_of_other_makers_is_keyword_spam() -> None:
    item = bare_listing(
        title="Trailhead 30 oz Travel Mug, Stainless, Olive",
        description="Leak-proof lid. Similar look to Contigo West Loop, Zojirushi Tuff, Thermos Stainless King.",
        attributes={"Brand": "Trailhead"},
        condition=ListingCondition.NEW,
    )
    found = keyword_spam(item)
    assert found is not None
    assert found.listing_quote.startswith("Similar look to Contigo")


def test_a_likeness_to_one_named_product_is_no_spam() -> None:
    item = bare_listing(
        title="Trailhead 30 oz Travel Mug, Stainless, Olive",
        description="Same feel as my old travel mug, fits the car holder.",
        attributes={"Brand": "Trailhead"},
        condition=ListingCondition.NEW,
    )
    assert keyword_spam(item) is None


# --- a for-parts listing vouching for every function ---------------------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Listed under for parts to skip returns, honestly it works 100% with every app.",
        "All functions tested fine: wifi, bluetooth, speakers. Light scratches on the back.",
    ],
)
def test_a_for_parts_item_said_to_work_fully_is_a_condition_conflict(description: str) -> None:
    item = bare_listing(title="Tablet 10 inch 32GB", description=description, condition=ListingCondition.FOR_PARTS)
    found = condition_conflict(item)
    assert found is not None
    assert found.code is FindingCode.CONDITION_CONFLICT


@pytest.mark.parametrize(
    "description",
    [
        "Screen works 100% but the charging port is broken, so it will not charge.",
        "Not all functions working: the camera fails to open.",
    ],
)
def test_a_for_parts_item_with_its_fault_named_has_no_conflict(description: str) -> None:
    item = bare_listing(title="Tablet 10 inch 32GB", description=description, condition=ListingCondition.FOR_PARTS)
    assert condition_conflict(item) is None
