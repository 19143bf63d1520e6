"""Issue 19, twenty-seventh round (real sellers' precision and wider shapes): the shapes real sellers write that the
rules flagged wrongly or missed, each written as a shape wider than the listing that showed it; positives in our own
words and other product domains that fail on the round's starting code, and near misses that keep their answer. No
real listing's words are here."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode
from tests.generation.data import bare_listing, detected

_CI = FindingCode.CONTACT_INFO_IN_LISTING
_OP = FindingCode.OFF_PLATFORM_TRANSACTION
_PT = FindingCode.PROMOTIONAL_TITLE
_EL = FindingCode.EXTERNAL_LINK

_CONDITION = "Sound condition, no chips or cracks, tested and working."


# --- a sale held at a place (yard, garage, estate, car boot) names where the item was found, not an offer ---


@pytest.mark.parametrize(
    "title",
    [
        "Yard Sale Lot of Hand Planes and Chisels",
        "Estate Sale Find Cut Glass Decanter",
        "Car Boot Sale Haul of Diecast Lorries",
        "Garage-Sale Treasure Brass Ship's Bell",
        "Church Sale Bundle of Knitting Patterns",
        "Rummage Sale Mystery Box of Buttons",
    ],
)
def test_a_sale_held_at_a_place_is_no_promotion(title: str) -> None:
    item = bare_listing(title=title, description=_CONDITION)
    assert _PT not in detected(item)


@pytest.mark.parametrize(
    "title",
    [
        # A sale that is this seller's offer keeps its name.
        "Fire Sale Hand Planes and Chisels",
        "Big Sale Cut Glass Decanter",
        "Diecast Lorries Clearance Sale",
        "Knitting Patterns Closing Down Sale",
    ],
)
def test_a_sale_that_is_the_offer_is_still_promotion(title: str) -> None:
    item = bare_listing(title=title, description=_CONDITION)
    assert _PT in detected(item)


# --- the buyer told to bid or buy now, the seller's own feedback praised in the title ---


@pytest.mark.parametrize(
    "title",
    [
        "Bid Now Victorian Pine Washstand",
        "Cordless Hedge Trimmer 20V - Buy Today",
        "Wool Tartan Picnic Rug Order Now",
        "Get Yours Today Hand Thrown Stoneware Mug",
        "A+++ Seller Boxed Model Railway Signal Box",
        "Silk Tie Bundle A++ Feedback",
    ],
)
def test_a_call_to_bid_or_the_sellers_feedback_is_promotion(title: str) -> None:
    item = bare_listing(title=title, description=_CONDITION)
    assert _PT in detected(item)


@pytest.mark.parametrize(
    "title",
    [
        # An energy label's rating, a buy-now-pay-later item, a book's title, an order of service.
        "A+++ Energy Rated Washing Machine 8kg",
        "Buy Now Pay Later Window Decal Pack",
        "Now and Then Hardback, First Printing",
        "Order of Service Cards, Pack of 50",
    ],
)
def test_a_rating_or_a_name_is_no_call_to_bid(title: str) -> None:
    item = bare_listing(title=title, description=_CONDITION)
    assert _PT not in detected(item)


# --- the money order shortened, then accepted by the same words ---


@pytest.mark.parametrize(
    "payment",
    [
        "M.O. preferred, the lamp goes out the day it arrives.",
        "MOs welcome from buyers abroad in US funds.",
        "Overseas winners: Postal MO please, in sterling.",
        "MO's accepted, posted within a week of receipt.",
        "Shipping is $9. MO only for this lot.",
    ],
)
def test_a_shortened_money_order_accepted_is_off_platform(payment: str) -> None:
    item = bare_listing(title="Brass carriage lamp", description=f"{_CONDITION} {payment}")
    assert _OP in detected(item)


@pytest.mark.parametrize(
    "text",
    [
        # A state's abbreviation, a monthly rate, a model code.
        "Collection in Springfield MO only, it is too heavy to post.",
        "Joplin, MO preferred for a meet-up at the depot.",
        "Storage unit costs $40/mo only while I keep it.",
        "The MO-2 lamp head only, no base.",
    ],
)
def test_a_state_or_a_rate_is_no_money_order(text: str) -> None:
    item = bare_listing(title="Brass carriage lamp", description=f"{_CONDITION} {text}")
    assert _OP not in detected(item)


# --- an address the item itself carries is its history, not a door the buyer is sent to ---


@pytest.mark.parametrize(
    "text",
    [
        "Tin advertising sign for a cycle shop, 31 Ferry Road, with old nail holes.",
        "The bookseller's label, 7 Quay Street, is pasted inside the front board.",
        "Made by Carrow Brothers of 12 Mill Lane, Norwich, around 1910.",
        "Stoneware flagon stamped with the brewery's name, 40 Dock Street, Hull.",
        "Trade card of a watchmaker, 5 Castle Street, printed in blue.",
        "The envelope is addressed to 21 Linden Avenue, Harrowgate, 1938 stamp.",
        "Sepia photograph of 4 Rookery Lane, Amblecote, mounted on card.",
        "The original receipt from a draper, 16 Bridge Street, comes with it.",
    ],
)
def test_an_address_the_item_carries_is_no_contact(text: str) -> None:
    item = bare_listing(title="Victorian ephemera", description=f"{_CONDITION} {text}")
    assert _CI not in detected(item)


@pytest.mark.parametrize(
    "text",
    [
        # The seller's own address, whatever the item carries beside it.
        "Labels printed to order, collect from 14 Mill Lane, Norwich.",
        "Made by me in my workshop at 3 King Street, Hull.",
        "Our shop sign is outside 22 Ferry Road, come in any Saturday.",
        "Signed copies at 9 Quay Street, Whitby, ring the bell.",
    ],
)
def test_the_sellers_own_address_is_still_contact(text: str) -> None:
    item = bare_listing(title="Victorian ephemera", description=f"{_CONDITION} {text}")
    assert _CI in detected(item)


# --- an image host's own footer advertises the host, and sends the buyer nowhere about this sale ---


@pytest.mark.parametrize(
    "footer",
    [
        "Get bigger photos and free image hosting at snapcrate.com",
        "Picture hosting provided by galleryvault.net",
        "Photo hosting on imgbarn.org, free for sellers.",
    ],
)
def test_an_image_hosts_footer_is_no_link(footer: str) -> None:
    item = bare_listing(title="Enamel coffee pot", description=f"{_CONDITION} {footer}")
    assert _EL not in detected(item)


@pytest.mark.parametrize(
    "text",
    [
        # A site the buyer is sent to, beside or instead of the host's footer.
        "More photos at snapcrate.com/enamelpot, have a look.",
        "Visit galleryvault.net for the rest of my enamelware.",
    ],
)
def test_a_site_the_buyer_is_sent_to_is_still_a_link(text: str) -> None:
    item = bare_listing(title="Enamel coffee pot", description=f"{_CONDITION} {text}")
    assert _EL in detected(item)


# --- a bank transfer named by its short word, beside cash ---


@pytest.mark.parametrize(
    "payment",
    [
        "Collection only, cash or transfer when you pick it up.",
        "Happy to take a transfer or cash on the day.",
        "We can settle by cash / transfer once you have seen it.",
    ],
)
def test_cash_beside_a_transfer_is_off_platform(payment: str) -> None:
    item = bare_listing(title="Rowing machine, magnetic", description=f"{_CONDITION} {payment}")
    assert _OP in detected(item)


@pytest.mark.parametrize(
    "text",
    [
        # Transfer paper, a decal sheet, a gearbox's transfer case beside a cash register toy.
        "Bundle with a toy cash register and iron-on transfer paper.",
        "Cash box and transfer sheets for the model decals.",
        "No cash or transfers, please pay through the checkout.",
    ],
)
def test_a_transfer_that_is_a_thing_is_no_payment(text: str) -> None:
    item = bare_listing(title="Rowing machine, magnetic", description=f"{_CONDITION} {text}")
    assert _OP not in detected(item)
