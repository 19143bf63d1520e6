"""Issue 19, thirtieth round (real sellers' shapes for the five labelled codes): the shapes real sellers of the early
auctions write that the rules missed, each written as a shape wider than any listing; positives in our own words and
other product domains that fail on the round's starting code, and near misses that keep their answer. No real
listing's words are here."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode
from tests.generation.data import bare_listing, detected

_CI = FindingCode.CONTACT_INFO_IN_LISTING
_EL = FindingCode.EXTERNAL_LINK
_OP = FindingCode.OFF_PLATFORM_TRANSACTION

_CONDITION = "Sound condition, no chips or cracks, tested and working."


def _described(text: str) -> set[FindingCode]:
    return detected(bare_listing(title="Pine Blanket Box", description=f"{_CONDITION} {text}"))


# --- a payment line in the period's short forms: a short paper route joined to another route ---


@pytest.mark.parametrize(
    "text",
    [
        "Terms: M/O or PayPal within five days of the close.",
        "M/O's welcome from bidders at home and abroad.",
        "Paying for the chest: cashiers or PayPal.",
        "We take pp, mo and cc for the quilt.",
        "Ck or MO, posted once it arrives.",
        "Pmt: MO, cert. chk, PP.",
        "Payment by M/O inside a week, please.",
    ],
)
def test_a_short_paper_route_in_a_payment_list_is_off_platform(text: str) -> None:
    assert _OP in _described(text)


@pytest.mark.parametrize(
    "text",
    [
        "Pickup from Springfield, MO or Joplin, MO on Saturdays.",
        "Romper fits 12 mo / 18 mo babies.",
        "Storage unit rent was $40/mo or $400 a year.",
        "Spares for a 250cc or 125cc engine.",
        "Jeans by CK or DKNY, waist 32.",
        "Frame of m/o steel tube, repainted.",
        "No ck or mo, the checkout only.",
    ],
)
def test_the_short_forms_without_a_route_beside_them_are_no_payment(text: str) -> None:
    assert _OP not in _described(text)


# --- the payment posted to the seller: sent or remitted to a name or the seller, mailed, made payable ---


@pytest.mark.parametrize(
    "text",
    [
        "Send payment to: Bramble Rugs, Box 310, Albany.",
        "Payment should be mailed to me within a week of the close.",
        "Remit to: Harbour Kites, Unit 4, Fleetwood.",
        "Make payable to T. Okafor and post the same day.",
        "I will email you my address to send payment for the kettle.",
        "We'll send the winning bidder our home address for the payment.",
        "Send all payments to me within ten days of the auction.",
    ],
)
def test_a_payment_posted_to_the_seller_is_off_platform(text: str) -> None:
    assert _OP in _described(text)


@pytest.mark.parametrize(
    "text",
    [
        'The invoice pad has "remit to" printed on every slip.',
        "Payment should be made within three days through the checkout.",
        "Payment must be sent via the checkout.",
        "I'll email you my address for collection.",
        "Mail to us for servicing and we post it back.",
        "Send questions to me through the messages here.",
        "Insurance on the parcel is payable to the carrier.",
        "Please do not mail payment to me, use the checkout.",
    ],
)
def test_a_payment_not_posted_to_the_seller_is_no_offer(text: str) -> None:
    assert _OP not in _described(text)


# --- the seller's own shop named before the other selling site it is on ---


@pytest.mark.parametrize(
    "text",
    [
        "The teapots are in my shop on Etsy.",
        "The matching saucers are in my store on Yahoo Auctions.",
        "See our booth on Ruby Lane for the rest of the silver.",
        "My other auctions on Yahoo! Auctions close tonight.",
        "Our page on Depop has the other trainers.",
    ],
)
def test_the_sellers_own_shop_on_another_selling_site_is_a_link(text: str) -> None:
    assert _EL in _described(text)


@pytest.mark.parametrize(
    "text",
    [
        "I bought it on Yahoo Auctions years ago and never used it.",
        "My shop on Main Street is closed on Sundays.",
        "Our booth at the county fair won a ribbon for this quilt.",
        "The store on the high street sold these new.",
        "A guide to selling on Ruby Lane and eBay, first edition.",
    ],
)
def test_a_shop_that_is_not_on_another_selling_site_is_no_link(text: str) -> None:
    assert _EL not in _described(text)


# --- a mailbox with its "@" spelled "at" and its domain written with real dots: a contact, not a link ---


@pytest.mark.parametrize(
    "text",
    [
        "E-mail: fernpotter at claymail.com with any questions.",
        "Email me: tideglass at seamail.net for a bundle.",
        "Questions to m.ashdown at harpmail.org please.",
        "Contact lampwright at brassmail.com for more photos.",
        "Questions: write to j_oak at woodmail.net",
    ],
)
def test_a_mailbox_with_a_spelled_at_and_a_dotted_domain_is_a_contact(text: str) -> None:
    found = _described(text)
    assert _CI in found
    assert _EL not in found


@pytest.mark.parametrize(
    "text",
    [
        "Glazes made at claymail.com in Ohio.",
        "Photos at picstore.com too.",
        "Contact Sales at brassworks.com for spares.",
        "Look at harpmail.org for the tuning chart.",
        "Contact us at seamail.net for more photos.",
        "Version 2.1 at launchpad.com",
    ],
)
def test_a_sentences_word_before_at_and_a_domain_is_no_mailbox(text: str) -> None:
    # Each stays what it was: a domain read as a link (or, for "contact us at", the contact wording it already was).
    before = {
        "Contact us at seamail.net for more photos.": {_CI, _EL},
    }
    assert _described(text) & {_CI, _EL} == before.get(text, {_EL})
