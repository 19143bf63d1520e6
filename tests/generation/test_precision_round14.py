"""Precision classes (issue 19, fourteenth round): measures read without knowing what they measure.

Each class has near misses (the honest shape, which must stay clean) and positives (the violation of the same
kind, which must still be caught). Every listing here is written for the test; none is copied from a dataset or a
real listing.
"""

from __future__ import annotations

from typing import Any

import pytest

from services import detectors, structure
from services import risk_signals as net
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, listing

PDM = FindingCode.PRODUCT_DETAIL_MISMATCH


def goods(**overrides: Any) -> Listing:
    values: dict[str, Any] = {
        "category": "HOME_AND_GARDEN",
        "condition": ListingCondition.NEW,
        "attributes": {"Brand": "Hollowmere"},
    }
    values.update(overrides)
    return listing(**values)


# --- 1. one unit's measure and the sale's total: the same item counted ---


@pytest.mark.parametrize(
    "fields",
    [
        {
            "title": "Wild Pink Salmon, 5 oz Tins, Pack of 8",
            "description": "Skinless, packed in water. Eight tins per case.",
            "attributes": {"Brand": "Hollowmere", "Net Weight": "40 Ounces", "Number of Items": "8"},
        },
        {
            "title": "Cast Iron Kettlebells, Pair",
            "description": "Two 16 kg bells, flat base, powder coat. Together they weigh 32 kg.",
            "attributes": {"Brand": "Hollowmere", "Weight": "16 Kilograms"},
        },
        {
            "title": "Glass Storage Jars 3 Pack",
            "description": "Each jar holds 750 ml; 2.25 l of storage in all, with bamboo lids.",
            "attributes": {"Brand": "Hollowmere", "Capacity": "750 Milliliters"},
        },
    ],
)
def test_a_unit_s_measure_beside_the_sale_s_total_is_no_mismatch(fields: dict[str, Any]) -> None:
    assert structure.measure_mismatch(goods(**fields)) is None


@pytest.mark.parametrize(
    "fields",
    [
        # The count does not explain it: 4 tins of 5 oz are 20 oz, not 40.
        {
            "title": "Wild Pink Salmon, 5 oz Tins, Pack of 4",
            "description": "Skinless, packed in water.",
            "attributes": {"Brand": "Hollowmere", "Net Weight": "40 Ounces"},
        },
        # Data is the item's own whatever the count: a two-pack of 64 GB drives is not a 128 GB drive.
        {
            "title": "USB Flash Drive 64GB, 2 Pack",
            "description": "Metal casing, key ring loop.",
            "attributes": {"Brand": "Hollowmere", "Storage Capacity": "128 GB"},
        },
        # No count at all: the bag is 24 lb, the specific says 30.
        {
            "title": "Premium Wild Bird Seed",
            "description": "This is the 24 lb bag, resealable.",
            "attributes": {"Brand": "Hollowmere", "Weight": "30 Pounds"},
        },
    ],
)
def test_a_measure_no_count_explains_is_still_a_mismatch(fields: dict[str, Any]) -> None:
    assert structure.measure_mismatch(goods(**fields)) is not None
    assert PDM in caught(goods(**fields))


# --- 2. a nutrient's amount is a serving's constituent, not what the item weighs ---


def test_nutrition_facts_are_not_the_item_s_weight() -> None:
    honest = goods(
        category="HEALTH_AND_BEAUTY",
        title="Plant Protein Powder, Vanilla, 2 lb",
        description="Per 40 g serving: 22 g protein, 3g of fiber, 2 g total fat, 0 g added sugar. About 22 servings.",
        attributes={"Brand": "Hollowmere", "Net Weight": "2 Pounds"},
    )
    assert structure.measure_mismatch(honest) is None
    assert PDM not in caught(honest)
    wrong = goods(
        category="HEALTH_AND_BEAUTY",
        title="Plant Protein Powder, Vanilla, 2 lb",
        description="A 5 lb tub. Per 40 g serving: 22 g protein.",
        attributes={"Brand": "Hollowmere", "Net Weight": "2 Pounds"},
    )
    assert structure.measure_mismatch(wrong) is not None


# --- 3. a title's size that another specific gives as a measurement ---


def test_a_title_size_given_as_a_chest_measurement_is_not_the_label_size() -> None:
    honest = goods(
        category="CLOTHING",
        condition=ListingCondition.USED,
        title="Merino Crew Neck Jumper Grey Mens Size 42",
        description="Chest 42in. No holes, light pilling at the cuffs.",
        attributes={"Brand": "Hollowmere", "Size": "L", "Chest Size": "42 in"},
    )
    assert PDM not in caught(honest)
    wrong = goods(
        category="CLOTHING",
        condition=ListingCondition.USED,
        title="Merino Crew Neck Jumper Grey Mens Size 44",
        description="Light pilling at the cuffs, no holes.",
        attributes={"Brand": "Hollowmere", "Size": "L", "Chest Size": "42 in"},
    )
    assert PDM in caught(wrong)


# --- 4. a modal negation: written closed, contracted, or with a typographic apostrophe ---

OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION


@pytest.mark.parametrize(
    "refusal",
    [
        "Sorry, I cannot take cash on collection; payment goes through checkout first.",
        "I can’t accept cash on collection, please pay through checkout before you come.",
        "We are unable to take cash on collection. Pay at checkout and message us to arrange a time.",
        "I won't take a bank transfer, checkout only.",
    ],
)
def test_a_refused_outside_payment_is_no_offer(refusal: str) -> None:
    honest = goods(condition=ListingCondition.USED, description=f"Cast iron planter, some rust on the rim. {refusal}")
    assert OFF_PLATFORM not in caught(honest)


@pytest.mark.parametrize(
    "offer",
    [
        "Cash on collection only, cannot post.",
        "Can’t post this one: cash on collection from Leeds.",
        "Unable to ship abroad, so overseas buyers pay me by bank transfer.",
    ],
)
def test_an_outside_payment_beside_a_refusal_of_something_else_is_still_an_offer(offer: str) -> None:
    wrong = goods(condition=ListingCondition.USED, description=f"Cast iron planter, some rust on the rim. {offer}")
    assert OFF_PLATFORM in caught(wrong)


# --- 5. words a title quotes that the description writes too: the item's own text ---

PROMOTIONAL = FindingCode.PROMOTIONAL_TITLE


def test_quoted_words_the_item_bears_are_not_shouting() -> None:
    honest = goods(
        category="COLLECTIBLES",
        condition=ListingCondition.USED,
        title='Enamel Garage Sign "FREE AIR" 1960s',
        description="Single-sided enamel sign reading FREE AIR, chips at the fixing holes, light rust.",
    )
    assert PROMOTIONAL not in caught(honest)
    # Quoted, but the description never says the item reads so: the seller's own emphasis.
    shouted = goods(
        category="COLLECTIBLES",
        condition=ListingCondition.USED,
        title='Enamel Garage Sign "FREE" Postage 1960s',
        description="Single-sided enamel sign, chips at the fixing holes, light rust.",
    )
    assert PROMOTIONAL in caught(shouted)


# --- 6. the net's facet reader: a description's part, flaw or unit is not the title's item ---


@pytest.mark.parametrize(
    "fields",
    [
        # A part is smaller than the item: the shade of a 72 in lamp.
        {
            "title": "Brass Arc Floor Lamp 72 in, Linen Shade",
            "description": "Linen drum shade 15 in across, foot switch on the cord, weighted base.",
        },
        # A flaw's size, said beyond the flaw reader's reach.
        {
            "title": "Enamelled Cast Iron Casserole 26cm Teal",
            "description": "One small chip on the outer enamel beside the left handle (roughly 4mm, photographed).",
        },
        # The pair's total against one unit's weight.
        {
            "title": "Neoprene Dumbbells 10 lb Each, Pair",
            "description": "Two hex bells, 20 lb in total, sold together.",
        },
    ],
)
def test_the_net_reads_a_description_s_part_flaw_or_unit_apart_from_the_item(fields: dict[str, Any]) -> None:
    honest = goods(**fields)
    assert not net.facet_conflict(honest, ())


@pytest.mark.parametrize(
    "fields",
    [
        # Close to the title's length: another size of the same item.
        {"title": "Enamelled Cast Iron Casserole 26cm Teal", "description": "A 22cm casserole, used twice."},
        # No count explains the weights.
        {"title": "Neoprene Dumbbells 10 lb", "description": "One hex bell, 15 lb, rubber coated."},
    ],
)
def test_the_net_still_reads_a_description_that_sizes_another_item(fields: dict[str, Any]) -> None:
    assert net.facet_conflict(goods(**fields), ())


# --- 7. a flaw said by its shape rather than its name ---

CONDITION_DETAILS = FindingCode.CONDITION_DETAILS_MISSING


@pytest.mark.parametrize(
    "note",
    [
        "Worn three times. Very slight pilling-like fuzz on the cuffs, no holes.",
        "Few overspray marks on the handle, blades still sharp.",
        "The cushions show faint creasing where they were sat on.",
        "The zip is a little stiff near the top, otherwise fine.",
    ],
)
def test_a_flaw_said_by_its_shape_is_a_condition_detail(note: str) -> None:
    honest = goods(category="TOOLS", condition=ListingCondition.USED, title="Hollowmere item", description=note)
    assert detectors.condition_details_missing(honest) is None


@pytest.mark.parametrize(
    "note",
    [
        "Used, in good condition as pictured. Fast dispatch.",
        "Pre-owned. Comes with a few spare buttons. Ships in two days.",
        "Good used condition, a little bigger than the size suggests.",
    ],
)
def test_a_note_without_a_flaw_or_its_shape_is_still_missing_details(note: str) -> None:
    bare = goods(category="TOOLS", condition=ListingCondition.USED, title="Hollowmere item", description=note)
    assert detectors.condition_details_missing(bare) is not None
