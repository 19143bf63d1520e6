"""Issue 19, thirtieth round (recall): classes read from the development sets' false all-clears (the just-retired
blind-holdout-v23 first, then the rest of development), each written as a shape rather than one listing's words;
positives in fresh wording, in other product domains, that fail on the round's starting code (c99296a), and near
misses that keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH


# --- a coined maker's name made of two common words opens the title; the brand specific names another maker ---------


@pytest.mark.parametrize(
    ("title", "category", "brand"),
    [
        ("Rivermoor Cordless Hedge Trimmer 18V", "HOME_AND_GARDEN", "Greencut"),
        ("Cloudpeak Kids Bike Helmet, size S", "SPORTS", "Saferide"),
        ("Lampford Table Lamp, linen shade", "HOME_AND_GARDEN", "Glowell"),
    ],
)
def test_a_coined_compound_name_opening_the_title_against_another_brand_is_caught(
    title: str, category: str, brand: str
) -> None:
    description = "Works as it should, light marks on the base."
    listing = titled_listing(title, description, category=category, attributes={"Brand": brand})
    assert _MISMATCH in caught(listing)


@pytest.mark.parametrize(
    ("title", "brand"),
    [
        # A compound English writes as one word of its own is a thing, not a maker.
        ("Nightstand with two drawers, oak veneer", "Woodline"),
        ("Raincoat for kids, yellow, age 6", "Puddlejump"),
        # The brand written in the title.
        ("Rivermoor by Greencut hedge trimmer 18V", "Greencut"),
    ],
)
def test_a_dictionary_compound_or_a_written_brand_is_no_other_maker(title: str, brand: str) -> None:
    listing = titled_listing(title, "Works as it should, light marks on the base.", attributes={"Brand": brand})
    assert _MISMATCH not in caught(listing)


# --- a battery's energy in watt-hours is a capacity the item is sold by --------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("E-bike battery pack 36V 500Wh, frame mount", "Brand new pack, 360Wh lithium cells, keys included.", {}),
        ("Home battery storage unit 5kWh wall mount", "Boxed. A 2.5 kWh unit with a 10 year warranty.", {}),
    ],
)
def test_a_battery_energy_the_description_states_apart_from_the_title_is_a_mismatch(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    listing = titled_listing(title, description, condition=ListingCondition.NEW, attributes=attributes)
    assert _MISMATCH in detected(listing)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The same energy in the other unit.
        ("Home battery storage unit 5kWh wall mount", "Boxed. A 5000 Wh unit with a 10 year warranty."),
        # A limit, not the item's own.
        ("E-bike battery pack 36V 500Wh, frame mount", "Brand new pack; charges packs up to 1000Wh."),
    ],
)
def test_the_same_energy_or_a_limit_is_no_mismatch(title: str, description: str) -> None:
    listing = titled_listing(title, description, condition=ListingCondition.NEW)
    assert _MISMATCH not in detected(listing)


# --- the description's own tally against a count the title and a count specific agree on ---------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Seashell collection 25 shells, mixed species",
            "Cowries, cones, a few scallops. That's 18 altogether.",
            {"Number of Shells": "25"},
        ),
        (
            "Job lot 40 fountain pen ink cartridges",
            "Blue and black, short international size. That is the 32 cartridges.",
            {"Quantity": "40"},
        ),
    ],
)
def test_a_tally_that_sums_up_another_count_than_title_and_specific_is_a_mismatch(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert _MISMATCH in detected(titled_listing(title, description, attributes=attributes))


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The tally agrees.
        ("Seashell collection 25 shells", "Cowries and cones. That's 25 altogether.", {"Number of Shells": "25"}),
        # A time or a difference is no tally.
        ("Seashell collection 25 shells", "Collected on one beach. That's 3 years old.", {"Number of Shells": "25"}),
        ("Seashell collection 25 shells", "That's 5 more than the last lot.", {"Number of Shells": "25"}),
        # The title writes no count.
        ("Seashell collection, mixed species", "That's 18 altogether.", {"Number of Shells": "25"}),
    ],
)
def test_an_agreeing_tally_a_time_or_an_uncounted_title_is_no_mismatch(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert _MISMATCH not in caught(titled_listing(title, description, attributes=attributes))


# --- a New item whose seal the seller cut, or that was taken out of its pack to be looked at -------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Board game, I slit the cellophane to check the card count.",
        "Shrink wrap was peeled at one corner, contents untouched.",
        "Medal taken out of the case for photos, then put back.",
        "Removed from the tin to photograph, then put back.",
        "I took the bracelet out of the pouch for pictures.",
    ],
)
def test_a_seal_cut_or_an_item_taken_out_to_look_at_under_new_is_a_conflict(description: str) -> None:
    listing = titled_listing("Boxed item", description, condition=ListingCondition.NEW)
    assert _CONFLICT in caught(listing)


@pytest.mark.parametrize(
    "description",
    [
        "Factory sealed, the cellophane was never cut.",
        "Photographed in its sealed case; never taken out.",
        "Cut the tape on the shipping carton only; the retail box is sealed.",
    ],
)
def test_a_seal_never_cut_or_a_shipping_carton_opened_is_no_conflict(description: str) -> None:
    listing = titled_listing("Boxed item", description, condition=ListingCondition.NEW)
    assert _CONFLICT not in caught(listing)
