"""Issue 19, fifteenth round: facets a detail page writes its own way, and structure the checks now read.

Each class has violations in fresh wording that must be caught and honest listings that must stay clean.
"""

from __future__ import annotations

import pytest

from services import structure
from services.detectors import product_detail_mismatch
from services.vocabulary import FindingCode, ListingField
from tests.generation.data import bare_listing, caught

# --- a specific that spells its unit out ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes", "quote"),
    [
        ("Slim 10000mAh Power Bank, USB-C", {"Battery Capacity": "5000 Milliamp Hours"}, "10000mAh"),
        ("Flash Drive 256GB USB 3.2", {"Memory Storage Capacity": "128 Gigabytes"}, "256GB"),
        ("Insulated Tumbler 30 oz, lid and straw", {"Capacity": "20 Fluid Ounces"}, "30 oz"),
        ("Glass Water Bottle 500ml", {"Capacity": "750 Milliliters"}, "500ml"),
    ],
)
def test_a_spelled_out_unit_in_a_specific_is_compared_with_the_title(
    title: str, attributes: dict[str, str], quote: str
) -> None:
    found = product_detail_mismatch(bare_listing(title=title, attributes=attributes))
    assert found is not None
    assert found.listing_quote == quote


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Slim 10000mAh Power Bank, USB-C", {"Battery Capacity": "10000 Milliamp Hours"}),
        ("Flash Drive 128GB USB 3.2", {"Memory Storage Capacity": "128 Gigabytes"}),
        ("Insulated Tumbler, lid and straw", {"Capacity": "20 Fluid Ounces"}),
        ("Glass Water Bottle 0.5 L", {"Capacity": "500 Millilitres"}),
    ],
)
def test_a_spelled_out_unit_that_agrees_or_has_nothing_to_compare_is_no_finding(
    title: str, attributes: dict[str, str]
) -> None:
    assert product_detail_mismatch(bare_listing(title=title, attributes=attributes)) is None


# --- a material the title alone claims ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes", "quote"),
    [
        (
            "Glass Food Storage Jars, set of 4",
            "Light plastic jars that will not shatter.",
            {"Material": "Plastic"},
            "Glass",
        ),
        ("Solid Oak Bedside Table", "Sturdy pine frame, waxed finish.", {"Material": "Pine"}, "Oak"),
        (
            "Stainless Steel Lunch Box",
            "Food-safe silicone body folds flat.",
            {"Material": "Silicone"},
            "Stainless Steel",
        ),
    ],
)
def test_the_title_alone_claims_a_material_the_specific_and_description_deny(
    title: str, description: str, attributes: dict[str, str], quote: str
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert structure.material_mismatch(item) == (ListingField.TITLE, quote)
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The description names both (a part of each), a coating, the title's material is the specific's, a lid.
        ("Glass Food Storage Jars", "Glass jars with plastic screw lids.", {"Material": "Plastic"}),
        ("Ceramic Non-Stick Frying Pan 28cm", "Heavy aluminium body heats evenly.", {"Material": "Aluminium"}),
        ("Oak Bedside Table", "Oak top on a pine frame.", {"Material": "Pine"}),
        ("Glass Food Storage Jars", "Airtight plastic lids.", {"Material": "Glass"}),
        ("Stockpot with Glass Lid 8 qt", "Stainless body, glass lid.", {"Material": "Stainless Steel"}),
    ],
)
def test_no_material_finding_where_the_description_or_a_part_explains_it(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert (
        structure.material_mismatch(bare_listing(title=title, description=description, attributes=attributes)) is None
    )


# --- children's sizes, numbered names, a dated original ----------------------------------------------------------


def test_an_age_size_without_a_unit_is_a_span_of_years() -> None:
    item = bare_listing(title="Girls winter coat age 5-6, red", attributes={"Size": "9-10 Years"}, category="CLOTHING")
    assert structure.size_span_mismatch(item) == (ListingField.TITLE, "age 5-6")
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in caught(item)
    same = bare_listing(title="Girls winter coat age 9-10, red", attributes={"Size": "9-10 Years"}, category="CLOTHING")
    assert structure.size_span_mismatch(same) is None


def test_a_numbered_name_reads_the_line_not_the_digits() -> None:
    # "Part 2" is another line's number than "Season 2"; a toy's "Ages 3" is not read as a numbered name.
    item = bare_listing(title="Cooking show Season 3 box set", attributes={"Edition": "Part 2"})
    assert structure.numbered_name_mismatch(item) is None
    item = bare_listing(title="Cooking show Season 3 box set", attributes={"Edition": "Season 2"})
    assert structure.numbered_name_mismatch(item) == (ListingField.TITLE, "Season 3")


def test_a_dated_original_over_a_stated_reissue() -> None:
    item = bare_listing(title="Robot figure 1985 Original, loose", description="It is the 2019 reissue, complete.")
    assert structure.original_over_reissue(item) == (ListingField.DESCRIPTION, "reissue")
    honest = bare_listing(title="Robot figure 1985 Original, loose", description="Complete, joints tight.")
    assert structure.original_over_reissue(honest) is None


def test_a_speed_count_the_description_alone_gives_otherwise() -> None:
    item = bare_listing(title="Exercise bike 8 speed", description="Magnetic, 5-speed resistance dial, quiet.")
    assert structure.speed_count_mismatch(item) == (ListingField.DESCRIPTION, "5-speed")
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in caught(item)
    # The description's two counts are the whole's parts; one count the same as the title's agrees.
    parts = bare_listing(title="Exercise bike 8 speed", description="A 4-speed dial times a 2-speed fan.")
    assert structure.speed_count_mismatch(parts) is None
    same = bare_listing(title="Exercise bike 8 speed", description="All 8 speeds tested.")
    assert structure.speed_count_mismatch(same) is None


def test_an_inventory_that_adds_up_to_another_total() -> None:
    item = bare_listing(description="Set of 9 pans: 2 saucepans, 2 frying pans and 1 stockpot. Light wear.")
    assert structure.itemised_total_mismatch(item) == (
        ListingField.DESCRIPTION,
        "9 pans: 2 saucepans, 2 frying pans and 1 stockpot",
    )
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in caught(item)
    honest = bare_listing(description="Set of 5 pans: 2 saucepans, 2 frying pans and 1 stockpot. Light wear.")
    assert structure.itemised_total_mismatch(honest) is None


def test_an_amp_hour_capacity_is_compared_like_a_milliamp_hour_one() -> None:
    item = bare_listing(title="Cordless drill kit, 2x 4.0Ah batteries", attributes={"Battery Capacity": "2.0 Ah"})
    found = product_detail_mismatch(item)
    assert found is not None
    assert found.listing_quote == "4.0Ah"
    agrees = bare_listing(title="Cordless drill kit, 2x 4.0Ah batteries", attributes={"Battery Capacity": "4 Ah"})
    assert product_detail_mismatch(agrees) is None
