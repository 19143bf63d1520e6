"""Issue 19, forty-fourth round (two fresh development sets' violating listings, blind-dev-v53 and blind-dev-v54):
classes read from their escapes of the rules alone, each written as a shape rather than one listing's words:

- product detail (the rated figure): a figure after a hyphenated "-Fit" compound ("Multi-Fit", "Quick-Fit") is the
  item's own; the compound names its kind of fitting, not the verb that sends a figure to another item.
- product detail (the maker, a net signal): a maker named by initials joined by an ampersand ("K&T Outdoor") that
  opens the title and the description writes again, under a brand specific naming a maker no field writes.
- product detail (the labelled value): a size specific named by the part it sizes ("Grip Size", "Frame Size") read
  against the title's part label and value ("Grip G3"), the specific's bracketed gloss set aside.
- condition conflict (a no-flaw grade over damage): "outer" before one of the item's own layers ("the outer shell has
  split") names the item, not its packaging.
- off-platform transaction: the marketplace's share spared, named as a middleman or a markup ("no Amazon middleman"),
  said as a share the seller does not pay ("we don't pay the marketplace cut"), or its fee saving passed on.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(ca46efb); near misses keep their answer."""

from __future__ import annotations

import pytest

from services import structure
from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.generation.data import bare_listing, detected, titled_listing

_DETAIL = FindingCode.PRODUCT_DETAIL_MISMATCH
_CONDITION = FindingCode.CONDITION_CONFLICT
_OFF = FindingCode.OFF_PLATFORM_TRANSACTION


# --- product detail: a figure after a "-Fit" compound is the item's own ---------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        # A heater: the compound, one word, then the power.
        ("Quick-Fit Radiator 2kW White", "Oil filled radiator, 3kW, three heat settings.", {"Power": "3 kW"}, "HOME"),
        # A fan: two words between the compound and the wattage.
        (
            "Easy-Fit Extractor Fan 40W Chrome",
            "Extractor fan, 15W motor, humidity sensor.",
            {"Wattage": "15 W"},
            "HOME",
        ),
        # A car vacuum.
        ("Universal-Fit Car Vacuum 120W 12V", "Handheld car vacuum, 60W, 5 m cord.", {"Power": "60 W"}, "AUTOMOTIVE"),
    ],
)
def test_a_figure_after_a_fit_compound_is_the_items_own(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    item = titled_listing(title, description, category=category, condition=ListingCondition.NEW, attributes=attributes)
    assert _DETAIL in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        # The verb "fits" still sends the figure to another item.
        ("Radiator Fits 2kW Socket Oil Filled", "Oil filled radiator, 3kW.", {"Power": "3 kW"}, "HOME"),
        ("Extractor Fan Fits 40W Ducting Chrome", "Extractor fan, 15W motor.", {"Wattage": "15 W"}, "HOME"),
        ("Car Vacuum to Fit 120W Sockets", "Handheld car vacuum, 60W.", {"Power": "60 W"}, "AUTOMOTIVE"),
        # The compound's figure agrees with the specific.
        ("Quick-Fit Radiator 3kW White", "Oil filled radiator, 3kW.", {"Power": "3 kW"}, "HOME"),
    ],
)
def test_a_figure_the_item_fits_is_left_alone(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    item = titled_listing(title, description, category=category, condition=ListingCondition.NEW, attributes=attributes)
    assert _DETAIL not in detected(item)


# --- product detail (net signal): a maker named by initials joined by an ampersand ----------------------------------


@pytest.mark.parametrize(
    ("title", "description", "brand", "category"),
    [
        (
            "K&T Outdoor Camping Lantern, LED, Green",
            "K&T Outdoor lantern, 300 lumens, runs on 3 AA.",
            "Lumora",
            "SPORTS",
        ),
        ("J&B Tools 10 Piece Hex Key Set", "J&B Tools hex keys, metric, chrome vanadium.", "Ferrix", "TOOLS"),
        ("M&D Kitchen Glass Storage Jars, Set of 4", "M&D Kitchen jars, airtight bamboo lids.", "Pantrova", "HOME"),
    ],
)
def test_initials_opening_the_title_against_another_brand(
    title: str, description: str, brand: str, category: str
) -> None:
    item = titled_listing(title, description, category=category, attributes={"Brand": brand})
    assert structure.title_name_not_brand(item) is not None


@pytest.mark.parametrize(
    ("title", "description", "brand", "category"),
    [
        # Initials that abbreviate a phrase: black and white.
        ("B&W Photo Print of Bath Abbey", "B&W print on matte paper, 8x10.", "Kestrel Prints", "ART"),
        # The brand is the initials' own.
        ("K&T Outdoor Camping Lantern, LED, Green", "K&T Outdoor lantern, 300 lumens.", "K&T Outdoor", "SPORTS"),
        # The description never writes the initials.
        ("K&T Camping Lantern, LED, Green", "Camping lantern, 300 lumens.", "Lumora", "SPORTS"),
        # Another specific gives the initials (the maker behind the brand).
        ("J&B Tools 10 Piece Hex Key Set", "J&B Tools hex keys, metric.", "Ferrix", "TOOLS"),
    ],
)
def test_initials_the_listing_gives_elsewhere_are_left_alone(
    title: str, description: str, brand: str, category: str
) -> None:
    attributes = {"Brand": brand}
    if brand == "Ferrix":
        attributes["Manufacturer"] = "J&B Tools Ltd"
    item = titled_listing(title, description, category=category, attributes=attributes)
    assert structure.title_name_not_brand(item) is None


# --- product detail: a size specific named by the part it sizes -----------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A bike frame, the specific's value glossed in brackets.
        (
            "Carbon Road Bike Frame M Disc 700c",
            "Carbon frame, frame L, thru axles, scuffs on the top tube.",
            {"Frame Size": "L (56 cm)"},
        ),
        # A padel racket's grip.
        (
            "Padel Racket Grip G3 Carbon Face",
            "Carbon padel racket, grip G2, 360 g, marks on the edge guard.",
            {"Grip Size": "G2 (4 in)"},
        ),
        # Goalkeeper gloves: a bare value.
        (
            "Goalkeeper Gloves Palm 8 Negative Cut",
            "Goalkeeper gloves, palm 9, latex worn on the fingertips.",
            {"Palm Size": "9"},
        ),
        # Boxing gloves: a letter size glossed in brackets.
        (
            "Boxing Gloves Hand M Red 12oz",
            "Boxing gloves, hand L, 12oz, creases on the cuff.",
            {"Hand Size": "L (8.5 in)"},
        ),
    ],
)
def test_a_parts_size_in_the_title_against_the_specific_and_the_description(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="SPORTS", attributes=attributes)
    assert _DETAIL in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A word after the part's name, not a size written as the specific's is.
        ("Padel Racket Grip Tape Carbon Face", "Carbon padel racket, grip G2, 360 g.", {"Grip Size": "G2 (4 in)"}),
        # The description writes the title's size too.
        (
            "Padel Racket Grip G3 Carbon Face",
            "Carbon padel racket, grip G2, built up to grip G3 with an overgrip.",
            {"Grip Size": "G2 (4 in)"},
        ),
        # The title agrees with the specific.
        ("Padel Racket Grip G2 Carbon Face", "Carbon padel racket, grip G2, 360 g.", {"Grip Size": "G2 (4 in)"}),
        # The title writes the specific's size before the part's name; the value after it sizes another piece.
        ("Ski Set M Jacket L Salopettes", "Two-piece ski set, jacket M, salopettes L.", {"Jacket Size": "M"}),
        # The description never gives the specific's size.
        ("Carbon Road Bike Frame M Disc 700c", "Carbon frame, thru axles.", {"Frame Size": "L (56 cm)"}),
    ],
)
def test_a_parts_size_the_fields_do_not_outvote_is_left_alone(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="SPORTS", attributes=attributes)
    assert _DETAIL not in detected(item)


# --- condition conflict: damage to the item's outer layer under a no-flaw grade -------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Self-Inflating Camping Mattress Single Pristine",
            "Used on two trips. The outer shell has split along one seam, about 5cm. Valve holds air.",
            "SPORTS",
        ),
        (
            "Leather Football Boots UK 9 Immaculate",
            "Worn a handful of times. The outer sole has torn at the heel. Studs all present.",
            "CLOTHING",
        ),
        (
            "Hard Shell Suitcase 28in Flawless",
            "Used twice. The outer casing has a small crack near the wheel. Zips and lock work.",
            "LUGGAGE",
        ),
    ],
)
def test_damage_to_the_items_outer_layer_breaks_a_no_flaw_grade(title: str, description: str, category: str) -> None:
    assert _CONDITION in detected(titled_listing(title, description, category=category))


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Self-Inflating Camping Mattress Single Pristine",
            "Used on two trips, no marks at all. The outer box has split along one seam. Valve holds air.",
            "SPORTS",
        ),
        (
            "Leather Football Boots UK 9 Immaculate",
            "Worn a handful of times, no marks. The outer has a tear from the post. Studs all present.",
            "CLOTHING",
        ),
        (
            "Hard Shell Suitcase 28in Flawless",
            "Used twice, no marks. Outer carton dented in transit. Zips and lock work.",
            "LUGGAGE",
        ),
    ],
)
def test_damage_to_the_outer_packaging_is_left_alone(title: str, description: str, category: str) -> None:
    assert _CONDITION not in detected(titled_listing(title, description, category=category))


# --- off-platform: the marketplace's share spared ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("marketplace", "title", "description"),
    [
        (
            Marketplace.AMAZON,
            "Cast Iron Skillet 12 inch",
            "Pre-seasoned skillet. Restaurants: email the slip address for case pricing, no Amazon middleman.",
        ),
        (
            Marketplace.EBAY,
            "Garden Hose Reel 50m",
            "Wall-mounted reel. Trade buyers get a direct quote from our warehouse, without the eBay markup.",
        ),
        (
            Marketplace.EBAY,
            "Handmade Oak Chopping Board",
            "Oiled oak board. Order via our workshop page, we dont pay the marketplace cut so it is 10% less.",
        ),
        (
            Marketplace.EBAY,
            "Yoga Mat 6mm Purple",
            "Non-slip mat. Studios ordering ten or more: ring us and we pass the eBay fee savings on to you.",
        ),
    ],
)
def test_the_marketplaces_share_spared_is_a_deal_elsewhere(
    marketplace: Marketplace, title: str, description: str
) -> None:
    item = bare_listing(title=title, description=description, marketplace=marketplace, category="HOME")
    assert _OFF in detected(item)


@pytest.mark.parametrize(
    ("marketplace", "title", "description"),
    [
        # A middleman named with no marketplace: the maker's own supply chain.
        (
            Marketplace.AMAZON,
            "Cast Iron Skillet 12 inch",
            "Pre-seasoned skillet. Made in our own foundry, no middleman between the mould and your kitchen.",
        ),
        # The marketplace's fees inside this listing's price; a markup with no marketplace.
        (
            Marketplace.EBAY,
            "Garden Hose Reel 50m",
            "Wall-mounted reel. Price includes eBay fees and postage; no markup on shipping.",
        ),
        # "Cut" as the item's shape and as a deadline.
        (Marketplace.EBAY, "Handmade Oak Chopping Board", "Oiled oak board with a juice groove cut round the edge."),
        (Marketplace.EBAY, "Bench Vise 5 inch", "Cast iron vise, marketplace cut-off date for orders is 2pm."),
    ],
)
def test_a_share_named_with_no_deal_elsewhere_is_left_alone(
    marketplace: Marketplace, title: str, description: str
) -> None:
    item = bare_listing(title=title, description=description, marketplace=marketplace, category="HOME")
    assert _OFF not in detected(item)
