"""Issue 19, twenty-sixth round (real sellers): the shapes the real listings' dev half shows once or not at all for the
five text codes, each written as a shape wider than the listing that showed it; positives in our own words and other
product domains that fail on the round's starting code, and near misses that keep their answer. No real listing's
words are here."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode
from tests.generation.data import bare_listing, detected

_CI = FindingCode.CONTACT_INFO_IN_LISTING
_OP = FindingCode.OFF_PLATFORM_TRANSACTION

_CONDITION = "Sound condition, no chips or cracks, tested and working."


# --- the seller's own page or shop on a social network, named without its name ---


@pytest.mark.parametrize(
    "description",
    [
        "Like our page on Facebook to hear when the next chairs are restored.",
        "Fresh batches of soap most Fridays, follow my shop on Instagram.",
        "Follow and like our store on TikTok for the unboxing clips.",
        "Our business page on Facebook lists every kite we still have.",
        "We're also on Instagram, same name as our shop here.",
        "I am on Facebook too, happy to chat about the records.",
        "Restocks posted weekly, or like our page Facebook for the offers.",
    ],
)
def test_the_sellers_own_social_page_is_contact(description: str) -> None:
    item = bare_listing(title="Oak ladder-back chair", description=f"{_CONDITION} {description}")
    assert _CI in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        # Someone else's page, the network named for the item, another selling platform, a pastime.
        "Like the maker's page on Facebook for care tips.",
        "Follow the designer on Instagram, she signs every piece.",
        "We are on Facebook Marketplace under the same name.",
        "Frame sized for an Instagram print, 10 x 10 cm.",
        "I'm on Instagram a lot, so I know these mugs are popular.",
        "As featured on TikTok, the folding trolley everyone wanted.",
    ],
)
def test_a_page_that_is_not_the_sellers_is_no_contact(description: str) -> None:
    item = bare_listing(title="Oak ladder-back chair", description=f"{_CONDITION} {description}")
    assert _CI not in detected(item)


# --- the details for paying sent in the seller's own email, or asked of the seller ---


@pytest.mark.parametrize(
    "description",
    [
        "Email me for payment details once bidding closes on the telescope.",
        "Payment instructions will be emailed to the winning bidder that evening.",
        "Contact us for our remittance address, sewing patterns post on Mondays.",
        "We will email the winner our payment details within a day.",
        "Winner, e-mail for my postal address to send the payment.",
        "Please message me to get the paying-in information after the sale.",
        "I'll send the winner an e-mail after the close with my payment instructions.",
    ],
)
def test_payment_details_from_the_sellers_email_are_off_platform(description: str) -> None:
    item = bare_listing(title="Refractor telescope, 70 mm", description=f"{_CONDITION} {description}")
    assert _OP in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        # Postage asked of the seller, details the marketplace sends or shows (its invoice), the details refused.
        "Email me for postage details to Ireland before bidding.",
        "Payment details will be emailed to you by eBay once the auction closes.",
        "Please contact me for combined shipping details on several lots.",
        "Payment instructions are shown at checkout.",
        "No need to email me for payment details, just use the checkout.",
        "Contact me for the assembly instructions if the booklet is missing.",
        "I will send the winner an email invoice with the payment details for the sofa.",
    ],
)
def test_postage_or_the_marketplaces_payment_details_are_not_off_platform(description: str) -> None:
    item = bare_listing(title="Refractor telescope, 70 mm", description=f"{_CONDITION} {description}")
    assert _OP not in detected(item)


# --- a surcharge put on paying by the checkout's own means ---


@pytest.mark.parametrize(
    "description",
    [
        "A 4% surcharge applies if you pay through PayPal for the lamp.",
        "Add 3% if paying by credit card for the garden bench.",
        "PayPal buyers add $2 to the winning bid, please.",
        "Surcharge of 5% on card payments for this rug.",
        "There is a $1.50 fee for PayPal on orders of stamps.",
    ],
)
def test_a_surcharge_on_the_checkouts_payment_is_off_platform(description: str) -> None:
    item = bare_listing(title="Hand-knotted wool rug, 120 x 80 cm", description=f"{_CONDITION} {description}")
    assert _OP in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        # A surcharge refused, a charge for postage or a service, a card reader's own rate.
        "No surcharge for PayPal or cards, pay at checkout as normal.",
        "Add $5 for postage to Alaska and Hawaii.",
        "Card reader for market stalls, 1.75% fee per card payment, works with any phone.",
        "Add 10% for gift wrapping in tissue.",
        "5% off if you buy two rugs, the discount is applied at checkout.",
    ],
)
def test_a_charge_that_is_not_on_paying_is_not_off_platform(description: str) -> None:
    item = bare_listing(title="Hand-knotted wool rug, 120 x 80 cm", description=f"{_CONDITION} {description}")
    assert _OP not in detected(item)
