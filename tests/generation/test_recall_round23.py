"""Issue 19, twenty-third round (recall): classes read from the development sets' false all-clears (the just-retired
blind-holdout-v16 first, then the product detail mismatches across development), each written as a shape rather than
one listing's words; positives in fresh wording, in other product domains, that fail on the round's starting code, and
near misses that must stay clean."""

from __future__ import annotations

import pytest

from services.structure import (
    generation_number_mismatch,
    measure_mismatch,
    numbered_size_outvoted,
    specific_word_denied,
    title_claims_what_specific_denies,
    year_specific_mismatch,
)
from services.vocabulary import FindingCode
from tests.generation.data import bare_listing, caught, detected

_PDM = FindingCode.PRODUCT_DETAIL_MISMATCH


# --- a model named by its capacity is the item's own volume, not another facet's ---


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Hydroflow Bottle 32 oz, wide mouth, slate", {"Model": "Hydroflow 32 oz", "Capacity": "24 Ounces"}),
        ("Camp kettle 1.5 L, hard anodised", {"Model Name": "Ridgeboil 1.5 L", "Volume": "2 L"}),
    ],
)
def test_a_capacity_against_the_model_and_title_is_a_mismatch(title: str, attributes: dict[str, str]) -> None:
    item = bare_listing(title=title, description="Keeps drinks cold all day.", attributes=attributes)
    assert measure_mismatch(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The model's and the capacity's measures agree; a weight specific keeps the model's ounces apart.
        ("Hydroflow Bottle 32 oz, wide mouth", {"Model": "Hydroflow 32 oz", "Capacity": "32 Fluid Ounces"}),
        ("Hydroflow Bottle 32 oz, wide mouth", {"Model": "Hydroflow 32 oz", "Item Weight": "15 Ounces"}),
        ("Camp kettle 1.5 L", {"Model Name": "Ridgeboil 1.5 L", "Volume": "1.5 Litres"}),
    ],
)
def test_an_agreeing_capacity_or_a_weight_stays_clean(title: str, attributes: dict[str, str]) -> None:
    item = bare_listing(title=title, description="Keeps drinks cold all day.", attributes=attributes)
    assert measure_mismatch(item) is None


# --- a yes-or-no specific the title contradicts ---


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Limited edition lithograph, hand signed, 40 x 50 cm", {"Signed": "No", "Edition Size": "250"}),
        ("Football programme 1966 final autographed", {"Autographed": "None"}),
        ("Card game core box with Seafarers Expansion", {"Expansion": "Not included"}),
        ("Cordless drill 18V with Battery Included", {"Battery Included": "No"}),
    ],
)
def test_a_title_claim_the_specific_answers_no_is_a_mismatch(title: str, attributes: dict[str, str]) -> None:
    item = bare_listing(title=title, description="Kept in a dry cupboard.", attributes=attributes)
    assert title_claims_what_specific_denies(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The title says the same no, in a word or after a negation; a look word; a scale's letter; a yes.
        ("Limited edition lithograph, unsigned, 40 x 50 cm", {"Signed": "No"}),
        ("Board game core box, no expansion", {"Expansion": "Not included"}),
        ("Cordless drill 18V body only, non-boxed", {"Boxed": "No"}),
        ("Vintage band tee reprint, size L", {"Vintage": "No"}),
        ("Graham Farish N Gauge box van", {"Gauge": "N"}),
        ("Limited edition lithograph, signed", {"Signed": "Yes"}),
    ],
)
def test_an_agreeing_or_negated_title_stays_clean(title: str, attributes: dict[str, str]) -> None:
    item = bare_listing(title=title, description="Kept in a dry cupboard.", attributes=attributes)
    assert title_claims_what_specific_denies(item) is None


# --- the description naming the item by the year specific's year ---


def test_a_title_year_against_the_year_the_description_names_the_item_by_is_a_mismatch() -> None:
    item = bare_listing(
        title="Australia 1942 Florin Silver Coin",
        description="Australian florin 1936, good fine, even toning on both sides.",
        attributes={"Year": "1936", "Denomination": "Florin"},
        category="COLLECTIBLES",
    )
    assert year_specific_mismatch(item) is not None
    assert _PDM in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        # The title's year written too; the specific's year after a word the title does not write, or an everyday one.
        "Australian florin 1942, good fine; the design ran until 1936.",
        "Struck in 1936 at the mint, good fine.",
        "Bought from a dealer who started collecting 1936, good fine.",
    ],
)
def test_a_year_not_naming_the_item_stays_clean(description: str) -> None:
    item = bare_listing(
        title="Australia 1942 Florin Silver Coin",
        description=description,
        attributes={"Year": "1936"},
        category="COLLECTIBLES",
    )
    assert year_specific_mismatch(item) is None


# --- "the non-<word> version" against a word the title sells the item by ---


def test_the_non_version_of_a_title_word_is_a_mismatch() -> None:
    item = bare_listing(
        title="Vexar Trail 3 Wireless Headphones ANC Black",
        description="These are the non-ANC version of the Trail 3. Both cups play, light scuffs.",
        attributes={"Model": "Trail 3", "Colour": "Black"},
    )
    assert specific_word_denied(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The denied word is not the title's, or only what the item fits; a bracket's "not" against the title.
        ("Vexar Trail 3 Wireless Headphones Black", "These are the non-ANC version of the Trail 3."),
        ("Screen protector for Phonex 12 Pro", "Fits the non-Pro version too? No: this is the non-Max one."),
        ("Phone case Phonex 12 Pro", "Slim fit (not Pro Max)."),
    ],
)
def test_a_non_version_the_title_does_not_sell_stays_clean(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description, attributes={"Colour": "Black"})
    assert specific_word_denied(item) is None


# --- the title numbering the model specific's name as another generation ---


@pytest.mark.parametrize(
    ("title", "model"),
    [
        ("Orbix Hub 3 Smart Speaker, charcoal", "Orbix Hub (2nd Generation)"),
        ("Pathtrack Mini 2 GPS Messenger, yellow", "Pathtrack Mini (first gen)"),
    ],
)
def test_a_title_generation_against_the_model_ordinal_is_a_mismatch(title: str, model: str) -> None:
    item = bare_listing(title=title, description="Works, light marks.", attributes={"Model": model})
    assert generation_number_mismatch(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "model"),
    [
        # The same generation; a count, a size or a code after the name; the name not numbered at all.
        ("Orbix Hub 2 Smart Speaker, charcoal", "Orbix Hub (2nd Generation)"),
        ("Orbix Hub 2 Pack Smart Speakers", "Orbix Hub (3rd gen)"),
        ("Orbix Hub 10mm wall bracket", "Orbix Hub (3rd gen)"),
        ("Orbix Hub Smart Speaker, charcoal", "Orbix Hub (3rd gen)"),
    ],
)
def test_the_same_generation_or_a_count_stays_clean(title: str, model: str) -> None:
    item = bare_listing(title=title, description="Works, light marks.", attributes={"Model": model})
    assert generation_number_mismatch(item) is None


# --- the size the title and the description agree on against the size specific ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Kids rain boots, Size 11 Little Kid, yellow", "Rubber boots, little kid size 11.", {"Size": "13 Little Kid"}),
        ("Leather brogues UK 10, tan", "Goodyear welted, UK 10, resoled once.", {"UK Shoe Size": "9"}),
        ("Running shoes EU 44 neutral", "Cushioned trainer in size 44.", {"EU Shoe Size": "42"}),
    ],
)
def test_a_size_two_fields_agree_on_against_the_specific_is_a_mismatch(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes, category="CLOTHING")
    assert numbered_size_outvoted(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # Another region's size another specific gives; a conversion; a span; one field alone; the same size.
        ("Court shoes Size 38.5 nude", "Size 38.5, patent upper.", {"EU Shoe Size": "38.5", "US Shoe Size": "8"}),
        ("Leather brogues UK 10 / EU 44", "UK 10, EU 44.", {"EU Shoe Size": "44"}),
        ("Kids wellies size 8-9", "Fits size 8-9.", {"Size": "10"}),
        ("Leather brogues UK 10, tan", "Goodyear welted, resoled once.", {"UK Shoe Size": "9"}),
        ("Leather brogues UK 9, tan", "Goodyear welted, UK 9.", {"UK Shoe Size": "9"}),
    ],
)
def test_a_size_a_specific_gives_or_one_field_says_stays_clean(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes, category="CLOTHING")
    assert numbered_size_outvoted(item) is None


def test_a_part_number_named_by_its_capacity_is_the_items_own_volume() -> None:
    item = bare_listing(
        title="Steel brew pot 8 Gallon with valve",
        description="Dent on the rim, valve does not drip.",
        attributes={"MPN": "Brewmax Pot 8 gal", "Capacity": "5 gal (19 L)"},
    )
    assert measure_mismatch(item) is not None
