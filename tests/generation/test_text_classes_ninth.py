"""Text-code classes (issue 19, ninth round): taking the buyer off the marketplace.

Contact: a local number with the country's "1" before it or asked for by a messenger or a named line, digits and
digit words mixed, an account named between "add"/"follow" and a network, a name given as a handle, "DM me there"
after a network, a mailbox spelled with "dot" on both sides, an address to pop round to with a town and an outward
postcode. Off-platform: fees the marketplace would take named as spared, invoices and rails outside checkout,
friends-and-family shortened, a price set below the marketplace's with another way to pay, paying in person instead
of ordering, ordering direct, another marketplace the item is put up on. Links: a name to google and buy from.

Each class has positives and near misses (the honest shape that must stay quiet). Every listing here is written
for the test; none is copied from a dataset.
"""

from __future__ import annotations

import re
import time

import pytest

from services import detectors
from services.records import Listing
from tests.generation.data import listing


def item(description: str, **overrides: object) -> Listing:
    values: dict[str, object] = {
        "title": "Cast Iron Skillet 10 inch Pre-Seasoned",
        "description": description,
        "category": "HOME_AND_GARDEN",
        "attributes": {"Brand": "Hollowmere"},
    }
    values.update(overrides)
    return listing(**values)


# --- contact details -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Spare handles: ring our spares line 1-555-0176 ext. 2, Monday to Friday.",
        "Trade enquiries on WhatsApp +1 555 0162 please.",
        "Quick questions? ping me on Telegram at 555-0139 anytime.",
        "Unsure which lid fits? Text a picture of your old pan to the sizing desk at 555-0121 and we will check.",
        "The care hotline is open weekdays at 555-0154 for seasoning tips.",
        "for a quicker answer text me four four four 018 two nine one",
        "New colours weekly - add panhouse4u on Instagram to see them first.",
        "New colours weekly - follow skilletqueenie on TikTok to see them first.",
        "Ask on the cookware forum, my username is iron_ladle77, happy to chat there.",
        "I post restoration videos on my YouTube too, more on Instagram - message me there for custom jobs.",
        "Lots more stock at the car boot, search for us on facebook under the shop name.",
        "Queries to pan dot fan at example dot co dot uk please.",
        "Feel free to pop round to 14 Mossley Close, Harrogate HG2 to see it first.",
        "Questions after hours go to my Google Voice, 555-0163.",
        "You can reach Priya in dispatch at 555-0172 ext 5 about delivery days.",
    ],
)
def test_ninth_round_contact_classes_fire(text: str) -> None:
    assert detectors.contact_details(item(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Model 555-0176 replaces the older 555-0140 lid.",
        "Fits the 1-555 burner range and the 3 4 ring hob.",
        "Signal strength has nothing to do with a pan; product line 2024 edition.",
        "Bundle of two three-packs and one five pack of liners, call it a kitchen starter.",
        "Add stickers on Instagram style - the box art is cute.",
        "Follow the instructions on the leaflet for the first seasoning.",
        "The handle is riveted; the handle: cast_iron finish, no wobble.",
        "The page count is 40. Message me there if the link above fails? No link, sorry.",
        "We picked this up in a polka dot bag at the Harrogate fair.",
        "Collection from HG2 area after you buy; the town centre is ten minutes away.",
    ],
)
def test_ninth_round_contact_near_misses_stay_quiet(text: str) -> None:
    assert detectors.contact_details(item(text)) is None


# --- off-platform ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I also have it on my own web store for less, as there are no eBay fees.",
        "Message me for a PayPal invoice and it saves you the Amazon fees.",
        "Save yourself the buyer fees and message me first.",
        "It is cheaper on my other site since they don't charge me fees there.",
        "Happy to agree a lower figure without eBay's cut.",
        "Club members get a private invoice each month instead.",
        "Extra sets are made to order and billed by PayPal afterwards.",
        "Payable by bank transfer or cheque for the trade.",
        "We can arrange a set of three by cheque or postal order at a set price.",
        "Overseas? I'll send you my Revolut details and post it straight away.",
        "Overseas? pay me by transfer and I'll post it the same day.",
        "can do friends n family on pp if you prefer",
        "happy with f n f through paypal",
        "skip the ebay checkout and I'll do a better deal",
        "Restaurants: contact our trade desk on WhatsApp, we beat the Amazon price.",
        "Our trade price is lower than the Buy It Now price here, invoiced direct.",
        "The big one is on our own site and sells for 10% below eBay prices there.",
        "Local? Bring cash and I'll knock a fiver off.",
        "Cash on pickup only, please don't buy it now, message me first.",
        "I'd rather you paid me in person rather than checking out here.",
        "Come and collect, pay cash when you arrive - message me before you buy so I can hold it.",
        "Refill packs: reorder them straight from our website and get 20% off.",
        "Order direct and we'll match the Amazon price minus 10%.",
        "Spares: order them directly with us, just follow the card in the box.",
        "I also put it up on facebook marketplace for $40 if you're nearby.",
        "It's also up on my Vinted for a tenner less.",
    ],
)
def test_ninth_round_off_platform_classes_fire(text: str) -> None:
    assert detectors.off_platform_offers(item(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Cheaper than Amazon and shipped the next day.",
        "Offers lower than the listed price are welcome through Best Offer.",
        "Local pickup is fine after you buy; pay cash on collection through the app's pay-on-pickup option.",
        "No cash please, payment through checkout before collection.",
        "VAT invoice available on request, included in the parcel.",
        "Used by friends and family for a summer, then stored.",
        "Shipped direct from the maker's warehouse in Sheffield.",
        "Fees for international postage are shown at checkout.",
        "I picked this up on Vinted last year and it never got used.",
        "Postage is a flat fee, combined postage saves on fees for extra items.",
        "The matching trivet is up on my Vinted too, same shop name.",
        "Bought direct from my local hardware shop in 2019.",
        "Cheaper than Amazon and there are no scratches on it.",
        "Much cheaper than the Amazon price and it ships direct from our warehouse.",
        "We beat the Amazon price and you can pay with PayPal at checkout.",
        "Check the sizes before you buy; cash on collection is fine after the order.",
        "Collection welcome, cash on the day, discount for buying two.",
        "Cash book and cheque book holder, leather, from a closing shop.",
    ],
)
def test_ninth_round_off_platform_near_misses_stay_quiet(text: str) -> None:
    assert detectors.off_platform_offers(item(text)) is None


# --- external links -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Refills are cheaper if you just google Hollowmere Outlet and order there.",
        "I also put it on gumtree with more photos.",
        "The matching lid is also up on my Depop.",
    ],
)
def test_ninth_round_link_classes_fire(text: str) -> None:
    assert detectors.external_links(item(text)) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Works with Google Home and Alexa to order refills by voice.",
        "Pairs with the Google Nest Hub, easy to set up.",
        "Bought on Depop in 2021, kept in a cupboard since.",
    ],
)
def test_ninth_round_link_near_misses_stay_quiet(text: str) -> None:
    assert detectors.external_links(item(text)) is None


# --- cost: the sentence-wide patterns are tried from sentence starts only ----------------------------------------


@pytest.mark.parametrize(
    ("pattern", "unit"),
    [
        (detectors._QR_POINTER, "qr "),
        (detectors._SHOP_WIDE, "unopened "),
        (detectors._SHOP_WIDE, "each "),
    ],
)
def test_sentence_wide_patterns_stay_linear_without_a_full_stop(pattern: re.Pattern[str], unit: str) -> None:
    # As the hostile-input test does for the whole detector set: four times the text may cost about four times as
    # much, never sixteen; thread CPU time, best of several runs.
    def cost(length: int) -> float:
        text = (unit * (length // len(unit) + 1))[:length]
        best = float("inf")
        for _ in range(5):
            started = time.thread_time()
            list(pattern.finditer(text))
            best = min(best, time.thread_time() - started)
        return best

    assert cost(20000) < 10 * max(cost(5000), 1e-6)


# --- a number split between fields: the rest in a specific named for reaching the seller ---------------------------


@pytest.mark.parametrize(
    "attributes",
    [
        {"Brand": "Hollowmere", "Seller phone (last 4)": "0192"},
        {"Brand": "Hollowmere", "WhatsApp no.": "+44 7700 900 456"},
        {"Brand": "Hollowmere", "Cell number": "(312) 555-0117"},
    ],
)
def test_a_specific_named_for_reaching_the_seller_holding_digits_is_a_contact_detail(
    attributes: dict[str, str],
) -> None:
    found = detectors.contact_details(item("Ring me for the first digits, the rest is below.", attributes=attributes))
    assert found is not None
    assert found.listing_quote in attributes.values()


@pytest.mark.parametrize(
    "attributes",
    [
        {"Brand": "Hollowmere", "Cell": "18650"},
        {"Brand": "Hollowmere", "Cell count": "2000"},
        {"Brand": "Hollowmere", "Contact lens power": "-3.25"},
        {"Brand": "Hollowmere", "Mobile phone model": "2021"},
        {"Brand": "Hollowmere", "Phone": "Pixel 7"},
        {"Brand": "Hollowmere", "Contact": "eBay messages only"},
    ],
)
def test_specifics_about_the_item_that_name_phones_or_cells_are_not_contact_details(
    attributes: dict[str, str],
) -> None:
    assert detectors.contact_details(item("Seasoned twice, ready to use.", attributes=attributes)) is None
