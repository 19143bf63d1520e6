"""Issue 19, thirty-fourth round (recall on product details): classes read from the development sets' false
all-clears whose expected codes include a product detail mismatch (the just-retired blind-holdout-v27 first, then
the rest of development), each written as a shape rather than one listing's words:

- the model specific's family written in the title with another variant part where the specific's last part stands
  (a number, a short capital code, a variant word, or a variant word glued to the specific's code);
- the title's one tyre size code against the description's or a size specific's, none of them the title's;
- the title's one size pair written without a unit against a size specific's pair of the same first figure;
- cells the buyer fits ("AA batteries") in the title under a specific that opens with a built-in or rechargeable
  battery (a pair of the pack's opposed features).

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(72fc204); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode
from tests.generation.data import detected, titled_listing

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_PLAIN = "Used a handful of times, clean, from a smoke-free home."


# --- the model specific's family with another variant part ------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Corvid Arc 2 smart ring, titanium", {"Brand": "Corvid", "Model": "Arc AI"}),
        ("Marlow Pace X treadmill, folding deck", {"Brand": "Marlow", "Model": "Pace S"}),
        ("Fenwick Cyclone Pro handheld vacuum", {"Brand": "Fenwick", "Model": "Cyclone+"}),
        ("Quill QM50MAX thermal printer", {"Brand": "Quill", "Model": "QM50"}),
        ("Harrier 12x56 birding binoculars", {"Brand": "Harrier", "Model": "Harrier 8x32"}),
    ],
)
def test_a_title_naming_another_variant_of_the_models_family_is_a_mismatch(
    title: str, attributes: dict[str, str]
) -> None:
    assert _MISMATCH in detected(titled_listing(title, _PLAIN, category="HOME_AND_GARDEN", attributes=attributes))


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The specific's own part, a measure or a count after the family, a catalogue number against a size, an
        # ordinal generation, a Roman numeral of the same number, a code the other extends that the description never
        # writes, the code written apart from the variant word.
        ("Lanterne Glow 7 desk lamp, brass", _PLAIN, {"Model": "Glow 7"}),
        ("Lanterne Glow 2 ft floor lamp", _PLAIN, {"Model": "Glow S"}),
        ("Pellow Classic 2 Slice Toaster", _PLAIN, {"Model": "Classic 30318"}),
        ("Marlow Reader 10th Gen e-reader", _PLAIN, {"Model": "Marlow Reader 4"}),
        ("Fenwick Mk III amplifier", _PLAIN, {"Model": "Fenwick Mk 3"}),
        ("Tiller Nano W board", "The Tiller Nano W with pins fitted.", {"Model": "Nano WH"}),
        ("Quill QM50 thermal printer", _PLAIN, {"Model": "QM50"}),
    ],
)
def test_a_measure_an_ordinal_or_the_specifics_own_part_is_no_other_variant(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert _MISMATCH not in detected(
        titled_listing(title, description, category="HOME_AND_GARDEN", attributes=attributes)
    )


# --- a tyre size the title writes against the one the listing gives elsewhere -----------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Van tyre 215/65R16C, 8mm, no repairs", "A single 215/60R16C van tyre, part worn.", {}),
        ("Motorcycle front tyre 120/70ZR17 sport", "Unused.", {"Tyre Size": "110/70ZR17"}),
        ("Winter tyre 195/65 R15 91T", "Winter tyre, size 205/65 R15, 7mm all round.", {"Tyre Size": "195/65 R15"}),
    ],
)
def test_a_title_tyre_size_the_listing_gives_otherwise_is_a_mismatch(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert _MISMATCH in detected(titled_listing(title, description, category="AUTOMOTIVE", attributes=attributes))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The same size, what the car runs, a list of sizes, a staggered pair, a child's months.
        ("Van tyre 215/65R16C, 8mm", "A single 215/65 R16C van tyre, part worn."),
        ("Van tyre 215/65R16C, 8mm", "Came off a van that now runs 225/55R17 instead."),
        ("Tyre gauge for 215/65R16", "Reads 215/65R16, 225/55R17 and 235/45R18."),
        ("Pair 225/40R19 and 255/35R19 tyres", "Rear 255/35R19 has 5mm."),
        ("Toddler pyjamas 12/18-24 months", "Fits 18/24-36 months too."),
    ],
)
def test_a_tyre_size_of_another_car_or_a_list_is_no_mismatch(title: str, description: str) -> None:
    assert _MISMATCH not in detected(titled_listing(title, description, category="AUTOMOTIVE"))


# --- a bare size pair against the size specific's pair -----------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Roofing screws 6x100, tub of 100", {"Size": "6 x 80 mm"}),
        ("Pram inner tube 12x2.25, straight valve", {"Tube Size": "12 x 1.75"}),
    ],
)
def test_a_bare_size_pair_the_size_specific_gives_another_length_is_a_mismatch(
    title: str, attributes: dict[str, str]
) -> None:
    assert _MISMATCH in detected(titled_listing(title, _PLAIN, category="HOME_AND_GARDEN", attributes=attributes))


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The same pair, another gauge, a metric thread, a specific of one figure, two pairs in the title.
        ("Roofing screws 6x100, tub of 100", {"Size": "6 x 100 mm"}),
        ("Roofing screws 5x100, tub of 100", {"Size": "6 x 80 mm"}),
        ("Coach bolts M10x100 zinc", {"Size": "10 x 80 mm"}),
        ("Wall plugs 6x30, pack of 100", {"Size": "6 mm"}),
        ("Plugs 7x35 and screws 5x50 kit", {"Size": "7 x 50"}),
    ],
)
def test_a_pair_in_a_unit_a_thread_or_another_gauge_is_no_mismatch(title: str, attributes: dict[str, str]) -> None:
    assert _MISMATCH not in detected(titled_listing(title, _PLAIN, category="HOME_AND_GARDEN", attributes=attributes))


# --- cells the buyer fits against a built-in rechargeable battery ------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Head torch, 3 AAA batteries, 350 lumen", {"Power Source": "Built-in rechargeable lithium"}),
        ("Digital luggage scale, CR2032 battery", {"Power Source": "USB-C rechargeable"}),
    ],
)
def test_cells_the_buyer_fits_under_a_built_in_battery_are_a_mismatch(title: str, attributes: dict[str, str]) -> None:
    assert _MISMATCH in detected(titled_listing(title, _PLAIN, category="SPORTS", attributes=attributes))


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # Rechargeable cells, a specific that names no side, the title naming the rechargeable side too.
        ("Rechargeable AAA batteries, 8 pack", {"Power Source": "Rechargeable NiMH"}),
        ("Head torch, 3 AAA batteries", {"Power Source": "Battery powered"}),
        ("Head torch, rechargeable or 3 AAA batteries", {"Power Source": "Rechargeable lithium"}),
    ],
)
def test_rechargeable_cells_or_a_plain_battery_specific_is_no_mismatch(title: str, attributes: dict[str, str]) -> None:
    assert _MISMATCH not in detected(titled_listing(title, _PLAIN, category="SPORTS", attributes=attributes))
