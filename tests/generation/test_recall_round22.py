"""Issue 19, twenty-second round (recall): classes read from the development sets' false all-clears (the just-retired
blind-holdout-v15 first, then blind-dev-v25 and blind-dev-v24), each written as a shape rather than one listing's words;
positives in fresh wording, in other product domains, that fail on the round's starting code, and near misses that must
stay clean."""

from __future__ import annotations

import pytest

from services.structure import (
    dimensions_against_specific,
    measure_mismatch,
    self_named_other_colour,
    variety_written_nowhere,
)
from services.vocabulary import FindingCode
from tests.generation.data import bare_listing, detected

_PDM = FindingCode.PRODUCT_DETAIL_MISMATCH
_OFF = FindingCode.OFF_PLATFORM_TRANSACTION


# --- the title's dimensions against the item's dimensions specific ---


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Self-healing cutting mat 90 x 60 cm, green", {"Dimensions": "45 x 30 cm"}),
        ("Pop-up gazebo 10 x 10 ft with side walls", {"Size": "8 x 8 Feet"}),
        ("Bookcase 72 x 36 in, five shelves", {"Item Dimensions": "48 x 30 x 12 in"}),
        ("Pegboard panel 600x400mm, white", {"Dimensions": "300 x 200 Millimeters"}),
    ],
)
def test_title_dimensions_against_the_specific_are_a_mismatch(title: str, attributes: dict[str, str]) -> None:
    item = bare_listing(title=title, description="Sturdy, barely used.", attributes=attributes)
    assert dimensions_against_specific(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # Other units, a nominal size, two of the specific's three figures in another order.
        ("Wool area rug 8 x 10 ft", {"Item Dimensions": "96 x 120 inches"}),
        ("Raised garden bed 4 x 8 ft", {"Dimensions": "118 x 240 cm"}),
        ("Dining table 180 x 90 cm, oak", {"Dimensions": "90 x 180 x 76 cm"}),
        ("Trampoline 12ft x 36in", {"Size": "366 x 91 cm"}),
        # What the item fits, another specific giving the title's size, a package's, a fraction's tail.
        ("Poster frame for 24 x 36 in posters", {"Dimensions": "26 x 38 in"}),
        ("Sofa bed 190 x 120 cm", {"Mattress Size": "190 x 120 cm", "Dimensions": "210 x 95 x 85 cm"}),
        ("Yoga mat 183 x 61 cm", {"Package Dimensions": "65 x 15 x 15 cm"}),
        ('Legal pad 8-1/2" x 14", 6 pack', {"Size": "8.5 x 14 in"}),
    ],
)
def test_agreeing_or_other_dimensions_stay_clean(title: str, attributes: dict[str, str]) -> None:
    item = bare_listing(title=title, description="Sturdy, barely used.", attributes=attributes)
    assert dimensions_against_specific(item) is None


# --- measures the unit table missed: pints, a vessel's shape after its volume, a value with its conversion ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Rubber hot water bottle 2 pint, knitted cover", "Soft knitted cover.", {"Capacity": "1 pint"}),
        ("Jerry can 5 gallon, green", "A 10 gallon tall steel can with a spout.", {"Capacity": "5 gal"}),
        ("Slow cooker 6 qt, black", "Removable ceramic pot.", {"Capacity": "4 qt (3.8 L)"}),
    ],
)
def test_volume_measures_the_table_missed_are_a_mismatch(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert measure_mismatch(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Watering can 8 pints, galvanised", "Long spout.", {"Capacity": "8 pints"}),
        ("Storage tote 20 gallon", "A 20 gallon wide tote with a snap lid.", {"Capacity": "20 gal"}),
        ("Slow cooker 6 qt, black", "Removable ceramic pot.", {"Capacity": "6 qt (5.7 L)"}),
        # A total with its parts in brackets is no conversion: two 4TB drives make the 8TB.
        ("Home server 2 bay", "Fitted with two 4TB drives.", {"Storage Capacity": "8TB (2x4TB)"}),
        # A shape word after a length is another dimension, and "pt" is no pint.
        ("Plant pot 30 cm", "It stands 40 cm high.", {"Capacity": "12 L"}),
        ("Notebook, 12 pt grid", "Dotted pages.", {"Capacity": "2 pints"}),
    ],
)
def test_same_volumes_and_other_measures_stay_clean(title: str, description: str, attributes: dict[str, str]) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert measure_mismatch(item) is None


# --- a variety specific neither the title nor the description writes ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Oolong tea Tie Guan Yin 100g tin", "Rolled leaves, floral.", {"Tea Variety": "Da Hong Pao"}),
        ("Hop pellets Cascade 50g, 2025 harvest", "Vacuum sealed, kept frozen.", {"Hop Variety": "Saaz"}),
        ("Green coffee beans Bourbon 1 kg", "Washed, from a single farm.", {"Variety": "Typica"}),
    ],
)
def test_variety_written_nowhere_is_a_mismatch(title: str, description: str, attributes: dict[str, str]) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert variety_written_nowhere(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # Written with other punctuation or spacing, or in the description only.
        ("Black tea Lapsang Souchong 200g", "Smoky.", {"Tea Variety": "Lapsang-Souchong"}),
        ("Hop pellets 100g", "This year's Hallertau Blanc, sealed.", {"Hop Variety": "Hallertau Blanc"}),
        ("Coffee beans 250g", "Pacamara variety, light roast.", {"Variety": "PACAMARA"}),
        # No variety named, and a trading card's parallel.
        ("Herbal tea sampler 20 bags", "Five flavours.", {"Tea Variety": "Assorted"}),
        ("2019 basketball rookie card #12", "Sharp corners.", {"Parallel/Variety": "Base"}),
        ("Chilli seeds 30", "Hot.", {"Variety": "N/A"}),
    ],
)
def test_variety_written_somewhere_or_none_stays_clean(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert variety_written_nowhere(item) is None


# --- the description naming the item as another colour's version, its own model code between ---


@pytest.mark.parametrize(
    "description",
    [
        "Pours well, no chips. This is the green TK-40 model.",
        "Heats evenly; it is the silver TK-40 Series model, bought last year.",
    ],
)
def test_another_colours_model_with_the_own_code_is_a_mismatch(description: str) -> None:
    item = bare_listing(
        title="Hearthly TK-40 Series enamel teapot", description=description, attributes={"Colour": "Red"}
    )
    assert self_named_other_colour(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        # The own colour, another model's name between (no word of the title), another listing's colour.
        "Pours well. This is the red TK-40 model.",
        "Pours well. Not to be confused with the green Deluxe model.",
        "The green TK-40 model is also listed separately.",
    ],
)
def test_own_colour_or_another_model_stays_clean(description: str) -> None:
    item = bare_listing(
        title="Hearthly TK-40 Series enamel teapot", description=description, attributes={"Colour": "Red"}
    )
    assert self_named_other_colour(item) is None


# --- off the marketplace in words the pack missed ---


@pytest.mark.parametrize(
    "description",
    [
        # The buyer's number asked for in a note, written "#".
        "Keen? Send a note with your cell # and I'll text you a lower figure.",
        "Drop me a message with your mobile no. and we can sort something.",
        # The seller's own page, named with words between, at a lower price.
        "The same paddle is listed on my own tiny outdoor kit page for less.",
        # The listing taken off for the buyer who gets in touch.
        "Collection only; call first and I'll take it off here for you.",
        "Want it this weekend? Message me and I will take the listing down from eBay.",
    ],
)
def test_off_marketplace_in_other_words_isdetected(description: str) -> None:
    item = bare_listing(title="Touring kayak paddle 220 cm", description=description, attributes={"Brand": "Unbranded"})
    assert _OFF in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        "Send a note with your order number if anything is missing.",
        "Every photo was taken for my own little hiking blog page.",
        "The blade cover unzips; take it off here to dry it.",
        "Easy to take it off the roof rack, two straps.",
        "Listing ends Sunday evening, bids only.",
    ],
)
def test_marketplace_words_stay_clean(description: str) -> None:
    item = bare_listing(title="Touring kayak paddle 220 cm", description=description, attributes={"Brand": "Unbranded"})
    assert _OFF not in detected(item)
