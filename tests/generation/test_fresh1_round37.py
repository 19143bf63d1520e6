"""Issue 19, thirty-seventh round (fresh development set, violating listings): classes read from blind-dev-v44's false
all-clears, each written as a shape rather than one listing's words:

- a preference for a way to pay split around the marketplace's checkout ("if you'd rather send a transfer than pay
  through eBay"): the checkout is set aside, so it exempts nothing (off-platform transaction);
- the title counting an item's stacked levels by another level word than its count specific ("4 Tier" under "Number
  of Levels: 3"; the pack's levelWords) (product detail mismatch);
- an item sent or made to come apart ("will ship broken down") and a care instruction ("lid lifts off for spot
  cleaning") are no condition details: a used listing that says nothing else of its state still lacks them;
- a new item had going or put up somewhere for a spell ("had them lit on the stall for a few weekends") is used;
- the maker's name said pressed, debossed or burned into the item while the brand specific says there is none
  (required details missing).

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(acaa70a); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_OFF = FindingCode.OFF_PLATFORM_TRANSACTION
_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_DETAILS = FindingCode.CONDITION_DETAILS_MISSING
_CONFLICT = FindingCode.CONDITION_CONFLICT
_MISSING = FindingCode.REQUIRED_DETAILS_MISSING


# --- a preference split around the checkout ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Rowing machine, air resistance", "Ten dollars off if you'd rather use Zelle than pay through eBay."),
        ("Sewing machine, heavy duty", "Knock ten off if you would rather do it by IBAN than pay through eBay."),
    ],
)
def test_a_route_preferred_over_the_checkout_is_off_platform(title: str, description: str) -> None:
    assert _OFF in detected(titled_listing(title, description, category="SPORTS"))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Rowing machine, air resistance", "I'd sooner you collected than paid for postage through eBay."),
        ("Sewing machine, heavy duty", "I would rather you paid through eBay; it protects us both."),
    ],
)
def test_the_checkout_preferred_is_no_finding(title: str, description: str) -> None:
    assert _OFF not in detected(titled_listing(title, description, category="SPORTS"))


# --- a count of levels by another level word ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("4 Tier Plant Stand, Bamboo", {"Number of Levels": "3"}),
        ("3 Storey Dolls House, Painted", {"Number of Floors": "2"}),
        ("2 Deck Bird Feeder Table", {"Number of Tiers": "3"}),
    ],
)
def test_a_level_count_by_another_level_word_is_compared(title: str, attributes: dict[str, str]) -> None:
    item = titled_listing(title, "Sturdy and easy to assemble.", category="HOME_AND_GARDEN", attributes=attributes)
    assert _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("4 Tier Plant Stand, Bamboo", {"Number of Levels": "4"}),
        ("3 Tier Bookcase, White", {"Number of Shelves": "6"}),
    ],
)
def test_an_agreeing_level_count_or_a_shelf_count_is_no_finding(title: str, attributes: dict[str, str]) -> None:
    item = titled_listing(title, "Sturdy and easy to assemble.", category="HOME_AND_GARDEN", attributes=attributes)
    assert _MISMATCH not in detected(item)


# --- taken apart for sending, a care instruction -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Pine wardrobe, two doors", "Used wardrobe, sturdy. Will be sent broken down in two boxes."),
        ("Baby safety gate", "Used gate, pressure fit. Mesh panel lifts out for spot cleaning."),
    ],
)
def test_taken_apart_or_spot_cleaned_is_no_condition_detail(title: str, description: str) -> None:
    assert _DETAILS in detected(titled_listing(title, description, category="HOME_AND_GARDEN"))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Ride-on mower", "Used mower. It has broken down and needs a new drive belt."),
        ("Baby safety gate", "Used gate, a few spots of rust on the lower bar."),
    ],
)
def test_a_fault_or_a_spot_is_still_a_condition_detail(title: str, description: str) -> None:
    assert _DETAILS not in detected(titled_listing(title, description, category="HOME_AND_GARDEN"))


# --- a new item had going somewhere for a spell ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Desk fan, 12 inch", "Had it running in my study for a few days, then the heatwave ended."),
        ("Neon wall sign, pink", "We had it plugged in at the bar for two months."),
    ],
)
def test_a_new_item_had_going_for_a_spell_is_used(title: str, description: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=ListingCondition.NEW)
    assert _CONFLICT in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Desk fan, 12 inch", "Had it boxed in the loft for a few years; never switched on."),
        ("Neon wall sign, pink", "We had it delivered to the bar a few weeks ago; still sealed."),
    ],
)
def test_a_new_item_stored_or_delivered_is_no_conflict(title: str, description: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=ListingCondition.NEW)
    assert _CONFLICT not in detected(item)


# --- the maker's name pressed into the item ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "brand"),
    [
        ("Leather belt, brown", "Full grain, the Thornwick name pressed inside the strap.", "Unbranded"),
        ("Oak serving tray", "Oiled finish, the Brackendale logo is burned into the base.", "Does not apply"),
    ],
)
def test_a_name_pressed_into_the_item_is_its_maker(title: str, description: str, brand: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", attributes={"Brand": brand})
    assert _MISSING in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "brand"),
    [
        ("Leather belt, brown", "Your initials pressed inside the strap for free.", "Handmade"),
        ("Oak serving tray", "Our name burned into the base of every tray.", "Handmade"),
    ],
)
def test_the_buyers_or_the_sellers_own_name_is_no_maker(title: str, description: str, brand: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", attributes={"Brand": brand})
    assert _MISSING not in detected(item)
