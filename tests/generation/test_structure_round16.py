"""Issue 19, sixteenth round: structure the checks now read.

Each class has violations in fresh wording that must be caught and honest listings that must stay clean.
"""

from __future__ import annotations

import pytest

from services import structure
from services.vocabulary import FindingCode, ListingField
from tests.generation.data import bare_listing, caught

# --- a garment's fibre: the title's, the specific's and the label's ---------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes", "found"),
    [
        # The title sells a fibre the specific and the label deny.
        (
            "Chunky Ribbed Merino Cardigan Grey Size 12",
            "Grey ribbed cardigan, care label reads 100% acrylic. Bobbling at the cuffs.",
            {"Material": "Acrylic"},
            (ListingField.TITLE, "Merino"),
        ),
        (
            "Pure Silk Scarf Paisley 90cm",
            "Square scarf, paisley print, hand rolled edges.",
            {"Material": "Polyester"},
            (ListingField.TITLE, "Silk"),
        ),
        # The title and the specific agree; the label the description reads says another fibre.
        (
            "Linen Button Down Shirt Mens L Sand",
            "Relaxed shirt, the inside tag says 100% cotton. One button replaced.",
            {"Material": "Linen"},
            (ListingField.DESCRIPTION, "100% cotton"),
        ),
    ],
)
def test_a_fibre_the_listing_names_twice_ways_is_a_mismatch(
    title: str, description: str, attributes: dict[str, str], found: tuple[ListingField, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert structure.material_mismatch(item) == found
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A weave or a construction says nothing of the fibre.
        ("Cable Knit Jumper Cream Size M", "Soft acrylic knit, no pulls.", {"Material": "Acrylic"}),
        ("Breathable Mesh Running Shoes UK 8", "Light upper, cushioned sole.", {"Material": "Polyester"}),
        # A generic word covers its kinds; a blend, a feel, a lining or a filling is not the whole.
        ("Cashmere Crew Neck Jumper Navy", "Label: 100% cashmere.", {"Material": "Wool"}),
        ("Wool Blend Overcoat Charcoal 40R", "Warm coat, fully lined.", {"Material": "Polyester"}),
        ("Silk Touch Pillowcase Pair", "Smooth and cool.", {"Material": "Polyester"}),
        ("Duvet Cover Set, Cotton Cover, Polyester Filled Cushions", "Set of four.", {"Material": "Cotton"}),
        # Things named after a fibre that are not made of it, and a linen cupboard of pine.
        ("Nylon String Classical Guitar 4/4", "Solid top, plays well.", {"Material": "Wood"}),
        ("Cotton Candy Machine, Countertop", "Spins sugar in seconds.", {"Material": "Stainless Steel"}),
        ("Acrylic Paint Set 24 Colours with Easel", "Tubes and a beech easel.", {"Material": "Wood"}),
        ("Victorian Linen Cupboard", "Solid pine, two shelves.", {"Material": "Pine"}),
        # The description names the specific's fibre beside a label for another part.
        (
            "Wool Duffle Coat Navy Size 10",
            "Outer 100% wool, lining 100% polyester. Toggles all present.",
            {"Material": "Wool"},
        ),
        ("Cotton Hoodie Black XL", "Inside label says 100% cotton, lightly worn.", {"Material": "Cotton"}),
    ],
)
def test_no_fibre_finding_where_the_listing_agrees_or_names_a_part(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert (
        structure.material_mismatch(bare_listing(title=title, description=description, attributes=attributes)) is None
    )


# --- a numbered name written as an ordinal -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes", "quote"),
    [
        (
            "Wireless Earbuds Pro 3rd Generation, charging case",
            {"Model": "Earbuds Pro (2nd generation)"},
            "3rd Generation",
        ),
        ("Smart Speaker Second Gen, charcoal", {"Model": "Smart Speaker Gen 1"}, "Second Gen"),
    ],
)
def test_an_ordinal_numbered_name_against_a_specific_is_a_mismatch(
    title: str, attributes: dict[str, str], quote: str
) -> None:
    item = bare_listing(title=title, attributes=attributes)
    assert structure.numbered_name_mismatch(item) == (ListingField.TITLE, quote)
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Wireless Earbuds Pro 2nd Gen, charging case", "", {"Model": "Earbuds Pro (2nd generation)"}),
        # What it fits names other generations; a span names several; the description writes the title's.
        ("Case for Tablet 9th Generation", "", {"Compatible Model": "Tablet 8th generation"}),
        ("Stylus Pen 1st & 2nd Generation", "", {"Model": "Stylus 2nd generation"}),
        ("Smart Speaker 3rd Gen", "This is the 3rd gen; the box says Gen 2 by mistake.", {"Model": "Gen 2"}),
    ],
)
def test_no_ordinal_finding_where_the_names_agree_or_fit_others(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert structure.numbered_name_mismatch(item) is None


# --- the model the title says the item fits, against the specific naming what it fits -----------------------------


@pytest.mark.parametrize(
    ("title", "attributes", "quote"),
    [
        ("Tempered glass protector for Pixel 9, 2 pack", {"Compatible Phone Models": "Pixel 7, Pixel 8"}, "Pixel 9"),
        ("Rear rack fits Trek FX 3 hybrid", {"Compatible Model": "Trek FX 1-2"}, "FX 3"),
    ],
)
def test_a_title_fitting_a_model_the_specific_does_not_name_is_a_mismatch(
    title: str, attributes: dict[str, str], quote: str
) -> None:
    item = bare_listing(title=title, attributes=attributes)
    assert structure.fitted_model_mismatch(item) == (ListingField.TITLE, quote)
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in caught(item)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The specific's list, span or no-space form names the title's; a size or a code after the number is no
        # line number; a title without "for" or "fits" names no fit.
        ("Band for Smartwatch Series 9 45mm", {"Compatible Devices": "Smartwatch Series 7, 8, 9 (45mm)"}),
        ("Charging stand for iPhone 15/14/13", {"Compatible Devices": "iPhone 12-15"}),
        ("Sport bands for Galaxy Watch 6", {"Compatible Model": "Galaxy Watch4, Watch5, Watch6"}),
        ("Band for Smartwatch 45mm", {"Compatible Model": "Smartwatch 42/44mm"}),
        ("Filter kit for Navigator NV352", {"Compatible Models": "NV350, NV352, NV356E"}),
        ("Pixel 9 case, clear", {"Compatible Phone Models": "Pixel 8"}),
    ],
)
def test_no_fit_finding_where_the_specific_names_the_titles_model(title: str, attributes: dict[str, str]) -> None:
    assert structure.fitted_model_mismatch(bare_listing(title=title, attributes=attributes)) is None
