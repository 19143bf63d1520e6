"""Issue 19, fortieth round (recall on product details): classes read from the development sets' false all-clears
and missed codes whose expected codes include a product detail mismatch (the just-retired blind-holdout-v33 first),
each written as a shape rather than one listing's words. All are the title's material against the material specific
(structure.material_mismatch):

- a material the title says is solid ("Solid Brass", "Solid Oak") is the item's make: a colour or finish specific
  naming the same word ("Colour: Brass Effect") no longer excuses it, and the description's material said only as a
  surface ("a brass finish", "copper coloured coat") is no agreement with such a title; zinc alloy, the cast metal of
  fittings and ornaments, is read as a metal;
- a timber closed up with "wood" ("Beechwood", "Pinewood") is that timber, as "Cherrywood" already was;
- a material specific listing the item's materials one per family ("Maple, Steel") against a title naming another
  member of a listed family ("Walnut"), when the description writes the specific's member and never the title's;
- what the title says the item holds or takes ("Holds Canvas", "Takes Glass Slides") is its load, not its make.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(e901c7e); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH


def _mismatch(title: str, description: str, attributes: dict[str, str], category: str) -> bool:
    item = titled_listing(title, description, category=category, condition=ListingCondition.NEW, attributes=attributes)
    return _MISMATCH in detected(item)


# --- a material the title says is solid -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        # A colour specific naming the title's metal as a look.
        (
            "Solid Brass Nautical Ship Bell, 6 inch, wall bracket",
            "Cast aluminium bell with a brass effect lacquer, rope lanyard and wall bracket.",
            {"Material": "Aluminium", "Colour": "Brass Effect"},
            "HOME_AND_GARDEN",
        ),
        (
            "Solid Oak Bathroom Mirror, 60 x 40 cm",
            "Pine frame with a golden oak stain, bevelled glass, hanging cleat on the back.",
            {"Material": "Pine", "Color": "Golden Oak"},
            "FURNITURE",
        ),
        # Zinc alloy named by the specific, the title's metal only a finish in the description.
        (
            "Solid Copper Drawer Pulls, Set of 6, Hammered",
            "Set of six pulls made of zinc alloy with a hammered copper finish, screws included.",
            {"Material": "Zinc Alloy", "Finish": "Antique Copper"},
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_a_solid_material_against_the_specific_is_a_mismatch(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    assert _mismatch(title, description, attributes, category)


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        # The title's metal word is the colour ("Steel Blue"), not said solid.
        (
            "Steel Blue Picnic Cool Box 30 L",
            "Moulded plastic cool box in steel blue with a white lid.",
            {"Material": "Plastic", "Colour": "Steel Blue"},
            "SPORTS",
        ),
        # A colour in the title's tail, the colour specific naming it.
        (
            "Fluted Table Lamp with Linen Shade, Brass",
            "Resin base with a brass painted finish and a linen drum shade.",
            {"Material": "Resin", "Colour": "Brass"},
            "HOME_AND_GARDEN",
        ),
        # Solid and the specific agree.
        (
            "Solid Brass Door Knocker, Fox Head",
            "Cast solid brass knocker with a polished finish, fixings included.",
            {"Material": "Brass", "Colour": "Polished Brass"},
            "HOME_AND_GARDEN",
        ),
        # Not said solid: a surface of the title's timber agrees with it (a veneer over another wood).
        (
            "Walnut Jewellery Box with Mirror Lid",
            "Walnut veneer over a pine carcass, velvet lined, mirror in the lid.",
            {"Material": "Pine"},
            "JEWELLERY",
        ),
        # The description says the title's metal is the make as well as a finish.
        (
            "Solid Brass Candle Snuffer",
            "Brass snuffer on a brass stem with a zinc alloy cap and an aged brass finish.",
            {"Material": "Zinc Alloy"},
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_a_colour_or_an_agreeing_solid_is_no_mismatch(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    assert not _mismatch(title, description, attributes, category)


# --- a timber closed up with "wood" -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        (
            "Pinewood Toy Garage with Ramp and Lift",
            "Moulded plastic garage with a working lift and a ramp to the roof.",
            {"Material": "Plastic"},
            "TOYS",
        ),
        (
            "Walnutwood Pen Box, hinged lid",
            "Bamboo box with a hinged lid and a felt lining, holds six pens.",
            {"Material": "Bamboo"},
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_a_timber_closed_up_with_wood_is_read(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    assert _mismatch(title, description, attributes, category)


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        # The same timber, closed up and open.
        (
            "Beechwood Spice Rack, 3 tier",
            "Solid beech rack with three tiers, wall fixings included.",
            {"Material": "Beech"},
            "KITCHEN",
        ),
        # A timber closed up that is its own ("Rosewood") and a wood's family word in the specific.
        (
            "Rosewood Guitar Bridge Pins, set of 6",
            "Six bridge pins turned from rosewood with pearl dots.",
            {"Material": "Wood"},
            "MUSICAL_INSTRUMENTS",
        ),
    ],
)
def test_a_closed_up_timber_that_agrees_is_no_mismatch(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    assert not _mismatch(title, description, attributes, category)


# --- a member of a listed family -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        (
            "Oak Bar Stool with Footrest, 75cm",
            "Beech seat and legs on a steel footrest ring, 75 cm to the seat.",
            {"Material": "Beech, Steel"},
            "FURNITURE",
        ),
        (
            "Copper Plant Mister with Glass Bottle",
            "Glass bottle with a brass pump top, 300 ml.",
            {"Material": "Glass, Brass"},
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_a_title_member_against_the_listed_one_is_a_mismatch(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    assert _mismatch(title, description, attributes, category)


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        # The title's member is listed.
        (
            "Oak Bar Stool with Footrest, 75cm",
            "Oak seat on a steel frame, 75 cm to the seat.",
            {"Material": "Oak, Steel"},
            "FURNITURE",
        ),
        # One family listed twice: the parts may be of either.
        (
            "Walnut Chess Board, 40 cm",
            "Maple and sycamore squares on a board, felt underside.",
            {"Material": "Maple, Sycamore"},
            "TOYS",
        ),
        # A generic word for the title's family.
        (
            "Teak Shower Stool",
            "Slatted seat on steel legs, rubber feet.",
            {"Material": "Wood, Steel"},
            "HOME_AND_GARDEN",
        ),
        # The description writes the title's member too.
        (
            "Walnut Desk Organiser",
            "Walnut front on a maple body with steel dividers.",
            {"Material": "Maple, Steel"},
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_a_listed_member_that_may_agree_is_no_mismatch(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    assert not _mismatch(title, description, attributes, category)


# --- what the item holds ---------------------------------------------------------------------------------------------


def test_what_the_item_holds_is_not_its_make() -> None:
    assert not _mismatch(
        "Tabletop Display Stand, Holds Glass Plates up to 30 cm",
        "Black powder coated steel stand, holds glass plates and platters up to 30 cm.",
        {"Material": "Steel"},
        "HOME_AND_GARDEN",
    )
