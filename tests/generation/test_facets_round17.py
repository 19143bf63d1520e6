"""Issue 19, seventeenth round: a listing's own facets disagreeing between the title, the item specifics and the
description, where every existing reader stayed silent: a colour name the hand table lacked, the body's own finish,
a unit spelled out in a specific, a size word against another, a code one digit short, a brand against the
manufacturer and the title's maker. Positives in fresh wording (each fails on the round's starting code) and near
misses that must stay clean."""

from __future__ import annotations

import pytest

from services import facets, structure
from services.vocabulary import FindingCode
from tests.generation.data import bare_listing, caught

# --- colours: CSS names from webcolors, families from hue, names that are a food or fabric kept out --------------


def test_css_colour_names_join_the_table_with_families_from_their_hue() -> None:
    assert facets.COLOUR_FAMILIES["cyan"] == frozenset({"blue", "green"})
    assert facets.COLOUR_FAMILIES["aqua"] == frozenset({"blue", "green"})
    # The hand list keeps its own families where both name a colour.
    assert facets.COLOUR_FAMILIES["navy"] == frozenset({"blue"})
    for food_or_fabric in ("lime", "chocolate", "salmon", "tomato", "wheat", "linen", "honeydew", "orchid", "snow"):
        assert food_or_fabric not in facets.COLOUR_FAMILIES


@pytest.mark.parametrize(
    ("rgb", "families"),
    [
        ((0, 0, 0), {"black"}),
        ((250, 250, 250), {"white"}),
        ((128, 128, 128), {"grey"}),
        ((200, 20, 20), {"red"}),
        ((0, 200, 200), {"blue", "green"}),
        ((110, 60, 20), {"red", "orange", "brown"}),
    ],
)
def test_a_colour_family_comes_from_lightness_saturation_and_hue(rgb: tuple[int, int, int], families: set[str]) -> None:
    assert facets.colour_families_of_rgb(*rgb) == frozenset(families)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Refill ink bottle 70ml, Cyan", "Dye ink for tank printers.", {"Colour": "Black"}),
        ("Ink cartridge XL, Aqua", "Fits most home printers.", {"Color": "Orange"}),
        ("Desk hole punch", "Steel body finished in glossy blue enamel, rubber feet.", {"Color": "Black"}),
        ("Bench vice 4in", "Cast housing is painted in bright orange.", {"Colour": "Grey"}),
    ],
)
def test_a_colour_the_table_lacked_or_the_bodys_finish_is_a_mismatch(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert structure.colour_sentence_mismatch(item) is not None
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A flavour, a food or a fabric named like a colour.
        ("Sparkling water 12 pack, Lime", "Crisp and light.", {"Colour": "Silver"}),
        ("Protein bars box of 12, Chocolate", "High protein snack.", {"Color": "Red"}),
        ("Smoked fish fillets, Salmon", "Vacuum packed.", {"Colour": "Gold"}),
        ("Duvet cover double, Linen", "Stonewashed weave.", {"Colour": "Blue"}),
        # A print's or a part's enamel, a two-tone body, the specific's colour written.
        ("Camping mug", "Logo printed in red enamel on the side.", {"Colour": "White"}),
        ("Toolbox", "Steel body painted in red and black.", {"Colour": "Black"}),
        ("Toner, Cyan", "Cyan toner, the blue one of the set.", {"Color": "Blue"}),
    ],
)
def test_no_colour_finding_for_a_flavour_a_fabric_or_a_part(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert structure.colour_sentence_mismatch(item) is None


# --- a weight or volume the specific spells out ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Ground coffee beans, 500g bag", {"Net Weight": "250 Grams"}),
        ("Face toner 200 ml", {"Volume": "100 Millilitres"}),
        ("Dog food sack 12 kg", {"Item Weight": "2 Kilograms"}),
    ],
)
def test_a_title_measure_against_a_spelled_out_specific_is_a_mismatch(title: str, attributes: dict[str, str]) -> None:
    item = bare_listing(title=title, attributes=attributes)
    assert structure.measure_mismatch(item) is not None


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Ground coffee beans, 250g bag", "Medium roast.", {"Net Weight": "250 Grams"}),
        ("Vitamin C tablets 1000 mg, 60 count", "Once a day.", {"Net Weight": "80 Grams"}),
        ("Pre-workout powder, 30 servings", "Per scoop: 6 g citrulline and 3 g beta-alanine.", {"Size": "300 Grams"}),
        ("Coffee beans 1 kg", "Roasted this week.", {"Net Weight": "1000 Grams"}),
    ],
)
def test_no_measure_finding_for_a_dose_a_serving_or_the_same_weight(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert structure.measure_mismatch(item) is None


# --- a size word against another -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Dental chews Large, 30 count", {"Size": "Petite"}),
        ("Rope tug toy, Small, green", {"Size": "Large"}),
        ("Cat scratcher Jumbo", {"Size": "Regular"}),
    ],
)
def test_a_size_word_against_the_specifics_is_a_mismatch(title: str, attributes: dict[str, str]) -> None:
    item = bare_listing(title=title, attributes=attributes)
    assert structure.named_size_mismatch(item) is not None


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Padded harness for Small Dogs, red", {"Size": "Medium"}),
        ("Large Print puzzle book", {"Size": "Small"}),
        ("Women's bootcut jeans, Large", {"Size Type": "Petite"}),
        ("Chew toy, Regular", {"Size": "Medium"}),
        ("Women's rain jacket Large Petite", {"Size": "Petite"}),
        ("Small Batch hot sauce, 150 ml", {"Size": "Large"}),
    ],
)
def test_no_size_word_finding_for_whom_it_suits_a_cut_or_the_same_size(title: str, attributes: dict[str, str]) -> None:
    item = bare_listing(title=title, attributes=attributes)
    assert structure.named_size_mismatch(item) is None


# --- a code one digit short of the specific's, which the description writes --------------------------------------


def test_a_title_code_one_digit_short_is_outvoted() -> None:
    item = bare_listing(
        title="Brindle QX-7 drone with controller",
        description="Brindle QX-70, flies well, both sticks fine.",
        attributes={"Model": "QX-70"},
    )
    assert structure.title_value_outvoted(item) is not None


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # Letters after the number: a variant of the same model.
        ("Hammer drill HDX420 kit", "The HDX420K2 kit, two batteries.", {"Model": "HDX420K2"}),
        # The title's code written in the description too.
        ("Brindle QX-7 drone", "Sold as the QX-7; it came in a QX-70 box.", {"Model": "QX-70"}),
        # What it fits.
        ("Battery for Brindle QX-7", "Battery for the QX-70 and others.", {"Model": "QX-70"}),
    ],
)
def test_no_code_finding_for_a_variant_or_a_code_the_description_writes(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert structure.title_value_outvoted(item) is None


# --- the brand against the manufacturer and the title's maker ------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Trovani Rear Brake Caliper, left", {"Brand": "Kelstrom", "Manufacturer": "Trovani Braking"}),
        ("Quillory Desk Lamp LED, dimmable", {"Brand": "Lumeso", "Manufacturer": "Lumeso Lighting Ltd"}),
    ],
)
def test_a_brand_against_the_manufacturer_and_the_titles_maker_is_a_mismatch(
    title: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description="Brand new in the box.", attributes=attributes)
    assert structure.brand_against_maker(item) is not None
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        # A dictionary word naming the parent's product line.
        ("Kindle Oasis 32GB", "Reads in sunlight.", {"Brand": "Amazon", "Manufacturer": "Amazon"}, "GENERAL"),
        # The brand written in the text.
        ("Quillory Desk Lamp", "Quillory lamp by Lumeso.", {"Brand": "Lumeso", "Manufacturer": "Lumeso"}, "GENERAL"),
        # The title's name given by another specific.
        (
            "Quillory Desk Lamp",
            "Dimmable.",
            {"Brand": "Lumeso", "Manufacturer": "Lumeso", "Product Line": "Quillory"},
            "GENERAL",
        ),
        # The title's maker and the brand's parent company agree.
        ("Trovani Caliper", "New.", {"Brand": "Trovani", "Manufacturer": "Trovani Braking"}, "GENERAL"),
        # Franchise goods.
        ("Zorblax action figure", "Boxed.", {"Brand": "Toyworks", "Manufacturer": "Toyworks Ltd"}, "TOYS"),
        # No manufacturer specific: the twelfth round's check reads that listing.
        ("Quillory Desk Lamp", "Dimmable.", {"Brand": "Lumeso"}, "GENERAL"),
    ],
)
def test_no_brand_finding_for_a_line_a_parent_or_a_written_brand(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes, category=category)
    assert structure.brand_against_maker(item) is None
