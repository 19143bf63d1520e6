"""Issue 19, twenty-eighth round (real sellers' precision and wider shapes): the shapes real sellers of the early
auctions write that the rules flagged wrongly or missed, each written as a shape wider than any listing; positives in
our own words and other product domains that fail on the round's starting code, and near misses that keep their
answer. No real listing's words are here."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode
from tests.generation.data import bare_listing, detected

_CI = FindingCode.CONTACT_INFO_IN_LISTING
_OP = FindingCode.OFF_PLATFORM_TRANSACTION

_CONDITION = "Sound condition, no chips or cracks, tested and working."


def _described(text: str) -> set[FindingCode]:
    return detected(bare_listing(title="Walnut Writing Slope", description=f"{_CONDITION} {text}"))


# --- a refusal after the routes: a list the match opens, the future, "cannot", no verb, a refusal's own verb ---


@pytest.mark.parametrize(
    "text",
    [
        "Cheques, money orders and cash are NOT accepted for the rug.",
        "Money orders will not be accepted for the piano stool.",
        "Cheques or money orders unfortunately cannot be accepted.",
        "Money orders and cheques are no longer accepted on these tyres.",
        "Checkout payment only - money orders not accepted.",
        "Cash, cheques and money orders are refused; the checkout takes cards.",
        "Money orders: no. Cheques: no. Checkout: yes.",
    ],
)
def test_a_route_refused_after_its_list_is_no_offer(text: str) -> None:
    assert _OP not in _described(text)


@pytest.mark.parametrize(
    "text",
    [
        # The money order is offered; only the route after a comma, a "but" or a new clause is refused.
        "I take money orders, personal cheques are not accepted.",
        "Money order or cash, cheques are not accepted.",
        "Money orders welcome but cheques are not accepted.",
        "Money orders are fine; bank transfers are not accepted.",
        "Money orders: yes, posted the day they arrive.",
        "Money orders: no problem, posted the day they arrive.",
    ],
)
def test_a_route_offered_beside_a_refused_one_is_still_an_offer(text: str) -> None:
    assert _OP in _described(text)


# --- an address the item carries: engraved, signed, painted or etched on it, or borne by it ---


@pytest.mark.parametrize(
    "text",
    [
        "The lid of the tea caddy is engraved Hale & Sons, 4 Mill Lane, Bristol.",
        "Engraved on the hilt: Ward Bros, 14 Market Street, Oldham.",
        "The sampler is signed Ada Crane, 12 High Street, Bath.",
        "The plate on the sewing machine reads Made by T. Cole, 7 Bridge Road, Norwich.",
        "The saw's brass back bears the maker's address, 40 Pond Road, Sheffield, and a crown mark.",
        "Painted on the cart's tailboard: J. Higgs, 3 King Street, Leeds.",
        "The tobacco tin is etched Vane & Co, 9 Quay Street, Hull.",
        # The detectors' own street reading after "address" reads the same marks (left alone in the twenty-seventh).
        "The medicine bottle shows the chemist's address, 3 Abbey Road, and a faint crack.",
    ],
)
def test_an_address_the_item_carries_is_no_contact(text: str) -> None:
    assert _CI not in _described(text)


@pytest.mark.parametrize(
    "text",
    [
        # The seller's own door, beside a signed or engraved piece: still an address the buyer is sent to.
        "Signed copies are at our shop, 12 High Street, Bath.",
        "The print is signed; view it at 4 Mill Lane, Bristol.",
        "Engraving service at 14 Market Street, Oldham, come in any weekday.",
        "Collect from 14 Market Street, Oldham, or signed for postage.",
    ],
)
def test_the_sellers_own_address_beside_a_signed_piece_is_contact(text: str) -> None:
    assert _CI in _described(text)


# --- cash sent through the post ---


@pytest.mark.parametrize(
    "text",
    [
        "International buyers can post cash at their own risk.",
        "Concealed cash sent recorded delivery is fine.",
        "Cash through the mail is welcome, wrap it well.",
        "Send cash by special delivery and the kite goes out the same day.",
        "Sending cash in the post is at the buyer's own risk.",
    ],
)
def test_cash_sent_through_the_post_is_off_platform(text: str) -> None:
    assert _OP in _described(text)


@pytest.mark.parametrize(
    "text",
    [
        "Enamel cash box with a tray, posted by registered mail.",
        "Shop cash register, sent by courier in a crate.",
        "Sending cash by post is not accepted, pay at checkout.",
        "Please never mail cash for this bundle.",
        "Canvas cash bag for a market stall, posted in a padded envelope.",
        "Sold at your own risk of loving it: cashmere blend, hand wash.",
    ],
)
def test_cash_named_as_a_thing_or_refused_is_no_post(text: str) -> None:
    assert _OP not in _described(text)


# --- the money order's short and glued forms after a payment's words ---


@pytest.mark.parametrize(
    "text",
    [
        "Payment by m.o. within a week for the hedge trimmer.",
        "The lamp ships upon receipt of M.O.",
        "Payment accepted: Postal M.O.s",
        "Payments by moneyorder within ten days.",
    ],
)
def test_the_money_orders_short_forms_are_off_platform(text: str) -> None:
    assert _OP in _described(text)


@pytest.mark.parametrize(
    "text",
    [
        # Missouri, a person's initials, payment through the checkout.
        "Ships from Joplin, MO. Payment via checkout.",
        "Pay at checkout; I ship from St. Louis, MO.",
        "Payment received at checkout ships from Kansas City, Mo.",
        "Payment within 5 days at checkout. From the M.O. Smith collection.",
    ],
)
def test_missouri_and_initials_are_no_money_order(text: str) -> None:
    assert _OP not in _described(text)
