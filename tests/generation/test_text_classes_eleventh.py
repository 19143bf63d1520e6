"""Text-code classes (issue 19, eleventh round): what older sellers' listings write.

Off-platform: paper and old payments (a money order shortened to "M.O.", certified funds, cash on delivery, the
money-order services of the time, payment sent by mail), with refusals of them left alone. Contact: a P.O. box given
as an address, a US mailing line ending in a state and ZIP, the messengers of the time (ICQ, AIM, MSN, Yahoo), "like
us on Facebook". Links: the seller's home page or web page to visit, other items for sale on another marketplace.
Promotional titles: chevrons and arrows, a word starred on both sides, "HOT" as praise in a title typed in capitals.
Keyword spam: a line of terms that says one of them twice; kept quiet are an aside in brackets, a labelled
ingredients list, a list of parts that each start with the same qualifier, verdicts said of several things ("looks
good, sounds good") and a title's statement of what is or is not included.

Each class has positives and near misses (the honest shape that must stay quiet). Every listing here is written
for the test; none is copied from a dataset.
"""

from __future__ import annotations

import pytest

from services import detectors
from services.records import Listing
from tests.generation.data import listing


def item(description: str, **overrides: object) -> Listing:
    values: dict[str, object] = {
        "title": "Brass Carriage Clock, 1970s, Key Included",
        "description": description,
        "category": "HOME_AND_GARDEN",
        "attributes": {"Brand": "Halden"},
    }
    values.update(overrides)
    return listing(**values)


def titled(title: str) -> Listing:
    return item("Keeps good time, light wear on the base.", title=title)


# --- off-platform: paper and old payments ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "We take M.O. or cashier's check only.",
        "Remit within 7 days by check or M.O. please.",
        "Payment: check or MO within ten days of the auction closing.",
        "Certified funds only, the clock posts when they clear.",
        "Guaranteed funds please, no exceptions for overseas buyers.",
        "Happy to send it C.O.D. within the county.",
        "COD available for local buyers.",
        "Cash on delivery is fine if you live nearby.",
        "BidPay is welcome, as is a postal money order.",
        "Mail your payment to the address on the invoice.",
        "Payment by mail is fine, I post once it arrives.",
        "Send payment to the address below within the week.",
        "We do not accept personal checks, money orders only.",
    ],
)
def test_paper_and_old_payments_fire(text: str) -> None:
    assert detectors.off_platform_offers(item(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Sorry, no cheques or money orders, payment via eBay checkout only.",
        "Payment via eBay checkout, cards and PayPal.",
        "We cannot accept personal checks; please pay at checkout.",
        "Online payments through the marketplace's own Billpoint service accepted.",
        "Call of Duty COD Black Ops 2, disc clean, case cracked.",
        "Postage via Royal Mail, posted within 2 days of payment.",
        "Signed copy from Dr. M.O. Jensen, the author, on the title page.",
    ],
)
def test_paper_payment_near_misses_stay_quiet(text: str) -> None:
    assert detectors.off_platform_offers(item(text)) is None


# --- contact: postal addresses, old messengers, shop pages --------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Send payment to Halden Clocks, P.O. Box 4471, Carverton, OH 44021.",
        "Write to PO Box 12, Millbridge, with any questions.",
        "Our shop: 212 Garnet Avenue, 2nd Floor Riverton, NJ 07123",
        "Warehouse at 75 14th Street Lakeside, MI 49116 is open on Saturdays.",
        "Ring five five five, two one nine, four four zero seven for details.",
        "ICQ 4438812 for questions.",
        "My AIM screen name is clockfan1971.",
        "Catch me on Yahoo Messenger if you want more photos.",
        "Add me on MSN Messenger for the rest of the set.",
        "Like us on Facebook for new arrivals.",
    ],
)
def test_postal_and_old_messenger_contact_fires(text: str) -> None:
    assert detectors.contact_details(item(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Brass P.O. Box door from a village post office, box 212, working dial.",
        "Vintage PO Box 57 door, brass, combination dial works.",
        "Windows XP laptop with MSN Messenger and Office installed.",
        "Size 12 Petite, shipped from Dallas, TX 75201 the next day.",
        "Our aim: to describe every scratch.",
        "Looks like us on our wedding day, a lovely frame.",
        "Ships from ZIP 44021 by tracked post.",
    ],
)
def test_postal_and_old_messenger_near_misses_stay_quiet(text: str) -> None:
    assert detectors.contact_details(item(text)) is None


# --- links: a home page to visit, other items on another marketplace -----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Click here to visit my home page.",
        "Please visit our homepage for the full range.",
        "Browse our web page for other clocks.",
        "OTHER ITEMS FOR SALE ON Facebook Marketplace, same name as here.",
        "Other items for sale on Gumtree too.",
    ],
)
def test_home_page_and_other_marketplace_links_fire(text: str) -> None:
    assert detectors.external_links(item(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Set the router's home page from the admin screen.",
        "Visit my home town of Millbridge in the photos.",
        "Originally for sale on Depop, never worn since.",
        "Check out my other items in my eBay shop.",
    ],
)
def test_home_page_near_misses_stay_quiet(text: str) -> None:
    assert detectors.external_links(item(text)) is None


# --- promotional titles ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "title",
    [
        ">>> Brass Carriage Clock <<< 1970s",
        "*NEW* Brass Carriage Clock",
        "==> Brass Carriage Clock, key included",
        "HOT SEXY RED SATIN DRESS SIZE 10",
        "FILM STAR - HOT LITTLE DRESS - 8X10 PHOTO",
        "Brass Carriage Clock!!!",
        "L@@K Brass Carriage Clock",
    ],
)
def test_promotional_title_decoration_fires(title: str) -> None:
    assert detectors.promotional_title(titled(title)) is not None


@pytest.mark.parametrize(
    "title",
    [
        "USB-A -> USB-C Adapter 2 pack",
        "Hot Little Hands by a debut author, paperback",
        "HOT WHEELS 1995 TREASURE HUNT CAR",
        "HOT PINK SATIN DRESS SIZE 10",
        "C++ Primer 5th Edition",
        "Size 10* Wrap Dress",
    ],
)
def test_promotional_title_near_misses_stay_quiet(title: str) -> None:
    assert detectors.promotional_title(titled(title)) is None


# --- keyword spam: a line of terms with a repeat; lists and verdicts that are not search words ------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Enamel Camping Mug, Blue",
            "Speckled blue enamel, 350 ml, no chips.\n\nMugs, cups, camping, enamel mug, camping, outdoor",
        ),
        (
            "Brass Carriage Clock",
            "Keeps good time.\nclock, mantel clock, brass, carriage clock, antique, brass",
        ),
    ],
)
def test_term_line_with_a_repeat_is_spam(title: str, description: str) -> None:
    assert detectors.keyword_spam(item(description, title=title)) is not None


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # An aside in brackets names kinds of what the sentence said.
        (
            "Fitness Band with Heart Rate Monitor",
            "Tracks steps and sleep, scores your sleep each night (deep sleep, light sleep and REM) on the app.",
        ),
        # A labelled ingredients list names compounds by shared words.
        (
            "Lavender Soap Bar, 100 g",
            "Hand cut bar.\n\nIngredients:\n\nAqua, Glycerin, Potassium Oleate, Potassium Cocoate, Potassium "
            "Citrate, Potassium Hydroxide, Lavender Oil",
        ),
        # Parts replaced, each item starting with the same qualifier.
        (
            "Ride-On Mower, 38 inch deck",
            "Starts first pull, serviced last spring, new plugs, new filter, new drive belt, new seat",
        ),
        # Verdicts said of several things.
        (
            "Portable Speaker with Wheels",
            "LOOKS FINE SOUNDS FINE CHARGES FINE LONG HANDLE BIG WHEELS",
        ),
        # A list of what comes names each thing once.
        (
            "Enamel Camping Mug, Blue",
            "Speckled enamel.\n\nMug, lid, carry bag, cleaning cloth, spare handle, care card",
        ),
    ],
)
def test_lists_and_verdicts_are_not_spam(title: str, description: str) -> None:
    assert detectors.keyword_spam(item(description, title=title)) is None


def test_title_statement_of_what_comes_is_no_repeat() -> None:
    title = (
        "Velvet Cushion Covers 45x45 cm - Set of 2 - Sage - Soft Cushion Covers - Cushion Pads not Included, "
        "Covers Only - Sofa Decor"
    )
    assert detectors.keyword_spam(item("Two sage velvet covers with hidden zips.", title=title)) is None
    stuffed = "Cushion Covers Cushion Cover Velvet Cushion Covers Sofa Cushion Covers Sage"
    assert detectors.keyword_spam(item("Two sage velvet covers with hidden zips.", title=stuffed)) is not None


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A title's fit list names one product line's models; a domain's pieces are one word with it.
        (
            "Link Cable for Pocket Console Color, Pocket Console Mini and Pocket Console Lite, 2 m",
            "Trades between two handhelds.",
        ),
        ("Clicks and Bricks: Shoes.com, Pets.com and the Dot-Com Years (Hardcover)", "Business history, 300 pages."),
        # Examples of what it works with, after "works with" or "compatible with" in the same line.
        (
            "Brightcell 65W USB-C Wall Charger",
            "Works with USB-C laptops and phones, e.g. MacBook Air, iPhone 15, Samsung Galaxy S24, Dell XPS 13",
        ),
    ],
)
def test_fit_lists_and_domains_are_not_spam(title: str, description: str) -> None:
    assert detectors.keyword_spam(item(description, title=title, attributes={"Brand": "Brightcell"})) is None


@pytest.mark.parametrize(
    "title",
    [
        "Cable Cable Link Cable Game Cable for Pocket Console Color",
        # After a plain "for", an audience then the item's noun again and again is still stuffing.
        "Cat Toys for Indoor Cats Cat Teaser Toys Kitten Toys Cat Toys Interactive",
    ],
)
def test_a_title_that_repeats_its_noun_around_for_is_still_spam(title: str) -> None:
    assert detectors.keyword_spam(item("Feather wand on a sprung wire.", title=title)) is not None


# --- precision: names that look like offers ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "title",
    [
        "Signfield Yard Sale Signs with Wire Stakes, 4 Pack, Neon Yellow",
        "Pricewell Garage Sale Stickers, 500 Labels, Assorted Prices",
        "1993 Topps Derek Jeter #98 Rookie Card PSA 8 NM-MT",
        "1986 Fleer Jordan #57 Rookie BGS 9.5 GEM MINT",
    ],
)
def test_items_named_for_a_sale_and_slab_grades_are_not_promotional(title: str) -> None:
    assert detectors.promotional_title(titled(title)) is None


@pytest.mark.parametrize("title", ["Brass Carriage Clock - Summer SALE", "1993 Topps Derek Jeter Rookie AMAZING CARD"])
def test_a_sale_and_shouted_praise_still_fire(title: str) -> None:
    assert detectors.promotional_title(titled(title)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Pay at checkout with PayPal or Venmo through eBay; we do not accept payment outside eBay checkout.",
        "Any method eBay checkout offers is fine, Venmo included.",
    ],
)
def test_a_service_named_as_checkout_method_is_no_offer(text: str) -> None:
    assert not [d for d in detectors.detect(item(text)) if d.code.value == "OFF_PLATFORM_TRANSACTION"]


@pytest.mark.parametrize(
    "text",
    ["Venmo me, not through eBay.", "Pay by Venmo rather than through eBay.", "Happy to take payment outside eBay."],
)
def test_a_service_away_from_checkout_still_fires(text: str) -> None:
    assert [d for d in detectors.detect(item(text)) if d.code.value == "OFF_PLATFORM_TRANSACTION"]


def test_examples_after_compatible_with_are_no_rare_name_run() -> None:
    listed = item(
        "Needs phantom power. Compatible with any interface that supplies it, such as Zorvexa Quadrix or Plinthar "
        "Echobox.",
        title="Cardioid Condenser Studio Microphone XLR",
        attributes={"Brand": "Halden"},
    )
    assert detectors.rare_name_run(listed) is None
    assert detectors.keyword_spam(listed) is None
