"""Issue 19, twenty-fourth round (real sellers): classes read from the real listings' dev half (its labelled
violations and their wordings, grouped by what the seller does), each written as a shape wider than the listings
that showed it; positives in our own words and other product domains that fail on the round's starting code, and
near misses that keep their answer. No real listing's words are here."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode
from tests.generation.data import bare_listing, detected

_OP = FindingCode.OFF_PLATFORM_TRANSACTION
_CI = FindingCode.CONTACT_INFO_IN_LISTING
_EL = FindingCode.EXTERNAL_LINK
_PT = FindingCode.PROMOTIONAL_TITLE


# --- a cheque named as a way to pay: taken, welcomed, cleared, payable, or listed beside another route ---


@pytest.mark.parametrize(
    "description",
    [
        "Bids welcome from anywhere. I take checks from US bidders.",
        "Happy to take a cheque from UK buyers, posted within a week.",
        "Postage is 3.50. Cheques welcome, made out in sterling.",
        "Ships once your check clears, usually ten days.",
        "Checks must clear before the quilt goes out.",
        "Checks held 10 days before posting.",
        "Will post on receipt of your cheque.",
        "Cheques payable to the studio, please add your address.",
        "Cash, check or charge, all fine for the rocking chair.",
        "Payment: PayPal or checks, within seven days of the close.",
        "Send a check in US funds within ten days.",
    ],
)
def test_a_cheque_named_as_the_payment_is_off_platform(description: str) -> None:
    item = bare_listing(title="Hand-stitched patchwork quilt, double", description=description)
    assert _OP in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Road bike, 54 cm", "Please check the photos and check out my other items."),
        ("Road bike, 54 cm", "I accept returns; check the sizes before you bid."),
        ("Road bike, 54 cm", "Took it to the shop for checks of the brakes, all fine."),
        ("Road bike, 54 cm", "No cash, checks or money orders; eBay checkout only."),
        ("Road bike, 54 cm", "We do not accept checks."),
        ("Road bike, 54 cm", "Checks: brakes adjusted, gears indexed, tyres pumped."),
        ("Flannel shirt, size M", "Red and black checks, brushed cotton."),
        ("Leather wallet, bifold", "Room for cash and checks, six card slots."),
        ("Checkbook cover, leather", "Holds checks and cash, fits standard checkbooks."),
        ("Board game, 1970s edition", "Comes with play money: cash, checks and deeds."),
        ("Car diagnostic scanner", "Reads and clears codes; checks the engine and the battery."),
        # Routes refused, called unneeded, or printed as a form's boxes.
        ("Road bike, 54 cm", "Everything runs through eBay checkout; please don't request to pay cash or cheque."),
        ("Road bike, 54 cm", "Checkout on eBay; cash or cheque not needed, it is all handled there."),
        ("Order pad, duplicate, 100 pages", "Cash / cheque / card tick boxes on every page."),
    ],
)
def test_a_cheque_as_a_verb_a_pattern_or_what_the_item_holds_stays_clean(title: str, description: str) -> None:
    assert _OP not in detected(bare_listing(title=title, description=description))


# --- cash listed beside another way to pay, or closing the asking price ---


@pytest.mark.parametrize(
    "description",
    [
        "Cash or PayPal, collection from the garage.",
        "Cash or trade for a smaller boat.",
        "Dining table, $120 OBO cash, you collect.",
        "Kayak with paddle, $300 firm, cash.",
        "Chest freezer, asking 90 cash.",
        "Payment Options: Cash. Shipping Options: Local pickup.",
    ],
)
def test_cash_among_the_routes_or_after_the_price_is_off_platform(description: str) -> None:
    item = bare_listing(title="Sea kayak, 3.6 m", description=description)
    assert _OP in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Arcade cabinet, free play", "Tokens inside, $150 OBO cash value is about $5."),
        ("Sea kayak, 3.6 m", "Background checks and cash prizes were part of the club's raffle."),
        ("Sea kayak, 3.6 m", "Payment through eBay checkout: cards, PayPal or Apple Pay."),
        ("Sea kayak, 3.6 m", "Bought it for $300 cash back in 2019, barely used."),
    ],
)
def test_cash_as_a_prize_a_value_or_history_stays_clean(title: str, description: str) -> None:
    assert _OP not in detected(bare_listing(title=title, description=description))


# --- digit words glued to digits inside a phone number's groups ---


@pytest.mark.parametrize(
    "description",
    [
        "Text 469-five55-0138 if the lamp is still wanted.",
        "Call Rosa on 4six9-5five5-01three8 after six.",
        "Text 2one4 555 zero1three8 for viewing.",
    ],
)
def test_a_phone_number_with_glued_digit_words_is_contact(description: str) -> None:
    assert _CI in detected(bare_listing(title="Brass floor lamp", description=description))


@pytest.mark.parametrize(
    "description",
    [
        "Call of the Wild, 1903 first edition, one of 500 printed.",
        "Phone case for the 11 Pro, twoone tone finish.",
        "Text on the spine reads 4x4 two-door, 1990.",
    ],
)
def test_glued_words_without_a_number_to_ring_stay_clean(description: str) -> None:
    assert _CI not in detected(bare_listing(title="Vintage paperback", description=description))


# --- the seller's own website, home page, blog, web shop or video channel named as where more is ---


@pytest.mark.parametrize(
    "description",
    [
        "More photos of the grain on our website.",
        "Full measurements can be found on my homepage.",
        "Watch it spin up on my YouTube channel.",
        "See my blog for the restoration diary.",
        "Browse our online store for the matching chairs.",
        "Our website has the rest of the range.",
    ],
)
def test_the_sellers_own_site_named_as_where_more_is_is_a_link(description: str) -> None:
    assert _EL in detected(bare_listing(title="Walnut rocking chair", description=description))


@pytest.mark.parametrize(
    "description",
    [
        "Collection from our site in Leeds, forklift available.",
        "The maker's website lists the finish as oiled walnut.",
        "Please ask questions through eBay messages.",
        "A novel about a family running a cookery blog.",
    ],
)
def test_a_place_someone_elses_site_or_a_subject_is_no_link(description: str) -> None:
    assert _EL not in detected(bare_listing(title="Walnut rocking chair", description=description))


# --- stock counted down, a price set to move it, a multi-buy deal in the title ---


@pytest.mark.parametrize(
    "title",
    [
        "Ceramic Plant Pot 20cm - Only 3 Left",
        "Merino Beanie Hat Low Stock",
        "Garden Kneeler Pad, While Stocks Last",
        "Bamboo Cutlery Set Priced To Sell",
        "Beeswax Candles Buy 2 Get 1 Free",
        "ANTIQUE BRASS TELESCOPE, A MUST FOR COLLECTORS",
    ],
)
def test_stock_and_deal_terms_in_the_title_are_promotional(title: str) -> None:
    assert _PT in detected(bare_listing(title=title, description="As pictured."))


@pytest.mark.parametrize(
    "title",
    [
        "Set of 3 left-hand gardening gloves",
        "Limited Edition Print 12/50, signed",
        "Selling Sunset season 1 DVD",
        "Stock pot 8 litre, stainless",
    ],
)
def test_counts_editions_and_names_stay_plain(title: str) -> None:
    assert _PT not in detected(bare_listing(title=title, description="As pictured."))
