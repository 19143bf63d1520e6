"""Issue 19, forty-third round (the second fresh development set's violating listings): classes read from the escapes of
blind-dev-v51 and its listings with an expected code missed, each written as a shape rather than one listing's words:

- product detail (the detector's colour conflict): a model code the title writes with one colour ("... KX200 Red ...")
  and the description writes with another ("KX200 in dark blue"), the colour specific siding with the description:
  two versions of one item, and the two fields against the title say which one is listed.
- condition conflict (the New check): an item a customer or buyer sent back ("came back from a customer", "was
  returned by the buyer", "a customer sent it back"), which Amazon's condition guide names under New as a conflict;
  the seller's returns terms name no item returned.
- external link (the printed-address reading): a sentence that puts the seller's range at an address ("the full
  collection at <host>") sends the buyer there, even where "prints" or "graphic" names the range's designs.
- product detail (the detector): a tiered model (line, number, tier words: "Mini 3 Pro", "Pixel 7 Pro") that the
  model or compatibility specific and the description give whole, titled with fewer tiers and another word after.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(e6e33d5); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.generation.data import bare_listing, detected, titled_listing

_DETAIL = FindingCode.PRODUCT_DETAIL_MISMATCH
_CONDITION = FindingCode.CONDITION_CONFLICT
_LINK = FindingCode.EXTERNAL_LINK
_NEW = ListingCondition.NEW


# --- product detail: a model code with another colour in each field ---------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "colour", "category"),
    [
        # Kitchen: the title's colour mid-title, the description's after the same code.
        ("Stand Mixer KM480 Red 4.8L Tilt Head", "Tilt-head stand mixer KM480 in silver, 10 speeds.", "Silver", "HOME"),
        # A kettle: a shade word between the code and the colour.
        ("Electric Kettle KT300 Cream 1.7L Rapid Boil", "The KT300 in matte black, 3kW.", "Black", "HOME"),
        # Footwear: the code's digits first, the colour in capitals.
        ("Trail Running Shoe 940TR Blue Mens UK 9", "Trail shoe, 940TR GREY, lugged sole.", "Grey", "CLOTHING"),
    ],
)
def test_a_codes_colour_in_the_title_against_the_description_and_the_specific(
    title: str, description: str, colour: str, category: str
) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW, attributes={"Colour": colour})
    assert _DETAIL in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "colour"),
    [
        # The description names the title's colour too: a two-tone item.
        ("Electric Kettle KT300 Cream 1.7L Rapid Boil", "The KT300 in black with a cream handle.", "Black"),
        # The specific agrees with the title, not with the description.
        ("Electric Kettle KT300 Cream 1.7L Rapid Boil", "The KT300 black is sold out; this one is as titled.", "Cream"),
        # No code before the description's colour.
        ("Stand Mixer KM480 Red 4.8L Tilt Head", "Tilt-head stand mixer in silver, 10 speeds.", "Silver"),
        # A measure, not a code, before the colours.
        ("Portable SSD 500GB Black USB-C", "Pocket drive, 500GB blue, USB-C cable in the box.", "Blue"),
        # The title's colour names the light, not the body.
        ("Bike Rear Light RL300 Red Light USB", "The RL300 in black, 5 modes.", "Black"),
    ],
)
def test_a_codes_colour_named_apart_from_the_item_is_left_alone(title: str, description: str, colour: str) -> None:
    item = titled_listing(title, description, category="SPORTS", condition=_NEW, attributes={"Colour": colour})
    assert _DETAIL not in detected(item)


# --- condition conflict: an item a customer sent back -----------------------------------------------------------------


def _amazon_new(title: str, description: str) -> Listing:
    return bare_listing(
        title=title,
        description=description,
        condition=_NEW,
        marketplace=Marketplace.AMAZON,
        category="HOME",
        attributes={"Brand": "Hollowmere"},
    )


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Cordless Stick Vacuum, 2 Batteries", "This one was returned by a buyer who changed their mind. All parts."),
        ("Dome Tent, 4 Person", "Came back to us from a customer as the wrong size. Poles and pegs counted."),
        ("Espresso Machine, 15 Bar", "A customer sent it back because the colour did not suit their kitchen."),
        ("Kids Balance Bike, 12 inch", "It got sent back by the buyer unridden, everything still in the carton."),
    ],
)
def test_an_item_a_customer_sent_back_is_no_new_item(title: str, description: str) -> None:
    assert _CONDITION in detected(_amazon_new(title, description))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Cordless Stick Vacuum, 2 Batteries", "Sealed in the carton. Customer returns accepted within 30 days."),
        ("Dome Tent, 4 Person", "Sealed. If the buyer sent it back we would pay the postage."),
        ("Espresso Machine, 15 Bar", "Factory sealed. Returned items must be unused and in the original packaging."),
        ("Kids Balance Bike, 12 inch", "Sealed carton. It has never been returned by a customer."),
        ("Dome Tent, 4 Person", "Sealed. If a buyer returns it unopened, the refund is in full."),
    ],
)
def test_returns_terms_name_no_item_sent_back(title: str, description: str) -> None:
    assert _CONDITION not in detected(_amazon_new(title, description))


# --- external link: the seller's range at an address ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Botanical Poster A3, Fern",
            "Giclee on matte paper. Over 80 more prints in the full range at fernleaf.example.com",
            "HOME",
        ),
        (
            "Graphic Tee, Mountain, Size M",
            "Screen printed cotton tee; every design in the catalogue at peakthreads.example.com",
            "CLOTHING",
        ),
        (
            "Vinyl Decal Sticker, Fox, 10cm",
            "Weatherproof printed decal, 200 more designs in the complete collection at foxdecals.example.com",
            "HOME",
        ),
    ],
)
def test_the_sellers_range_at_an_address_is_a_link(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW, attributes={"Brand": "Fernleaf"})
    assert _LINK in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # An address the item bears, with no range and no send.
        ("Vintage Game Box, Space Racer", "The printed box art reads pixelpalace.com across the top."),
        ("Band Tee, Night Owls Tour 1999", "Tee printed with the band's old address, nightowls.com, across the back."),
        # A collection at a place, no address after it.
        ("Graphic Tee, Mountain, Size M", "Graphic print from the 2019 collection at the Leeds gallery."),
    ],
)
def test_an_address_printed_on_the_item_stays_its_print(title: str, description: str) -> None:
    item = titled_listing(title, description, category="TOYS", attributes={"Brand": "Unbranded"})
    assert _LINK not in detected(item)


# --- product detail: a tiered model titled with fewer tiers -----------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A drone's battery and propellers: each tier a different airframe.
        (
            "Intelligent Flight Battery for DJI Mini 3, 2453mAh",
            "Fits the DJI Mini 3 Pro only.",
            {"Compatible Model": "DJI Mini 3 Pro"},
        ),
        ("Spare Propellers for Mini 4 Quick Release 8 Pack", "For the Mini 4 Pro.", {"Compatible Model": "Mini 4 Pro"}),
        # A phone's replacement battery.
        (
            "Replacement Battery for Google Pixel 7 with Tools",
            "Internal battery for the Pixel 7 Pro, 5000mAh.",
            {"Compatible Device": "Google Pixel 7 Pro"},
        ),
    ],
)
def test_a_tiered_model_titled_with_fewer_tiers(title: str, description: str, attributes: dict[str, str]) -> None:
    item = titled_listing(title, description, category="ELECTRONICS", condition=_NEW, attributes=attributes)
    assert _DETAIL in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The title writes the whole model too.
        ("Flight Battery for DJI Mini 3 / Mini 3 Pro", "Fits the Mini 3 Pro.", {"Compatible Model": "DJI Mini 3 Pro"}),
        # The specific names several models.
        (
            "Flight Battery for DJI Mini 3, 2453mAh",
            "Fits the Mini 3 and the Mini 3 Pro.",
            {"Compatible Model": "DJI Mini 3, DJI Mini 3 Pro"},
        ),
        # The description never gives the specific's model.
        ("Flight Battery for DJI Mini 3, 2453mAh", "Fits the DJI Mini 3.", {"Compatible Model": "DJI Mini 3 Pro"}),
        # The title names every tier.
        ("Replacement Battery for Pixel 7 Pro", "For the Pixel 7 Pro.", {"Compatible Device": "Google Pixel 7 Pro"}),
    ],
)
def test_a_tiered_model_named_whole_or_not_given_is_left_alone(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="ELECTRONICS", condition=_NEW, attributes=attributes)
    assert _DETAIL not in detected(item)
