"""Issue 19, twenty-fifth round (real sellers): classes read from the real listings' dev half (its unlabelled
findings, and the shapes its labelled codes take that the half shows once or not at all), each written as a shape
wider than the listings that showed it; positives in our own words and other product domains that fail on the
round's starting code, and near misses that keep their answer. No real listing's words are here."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode
from tests.generation.data import bare_listing, detected

_CI = FindingCode.CONTACT_INFO_IN_LISTING
_EL = FindingCode.EXTERNAL_LINK


# --- a tool's credit line names who made the counter, the template or the photo hosting: no link ---


@pytest.mark.parametrize(
    "description",
    [
        "Posted second class, combined postage on request. Free counters provided by Tallyhits.com",
        "Thanks for looking! Page counter powered by clickmeter.net",
        "Solid brass, weighs 2 kg. Template designed by www.listcraft.com",
        "Photos hosted by picshelf.net, more angles on request through eBay messages.",
        "Visitor counter from hitbadge.org. Bids from new members welcome.",
    ],
)
def test_a_tools_credit_line_is_no_link(description: str) -> None:
    item = bare_listing(title="Brass ship's bell, 6 inch", description=description)
    assert _EL not in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        # A site the buyer is sent to beside the credit, a sale run by a site, a seller or maker named by its site.
        "Free counters provided by Tallyhits.com. Visit bellfoundry.com for the matching clapper.",
        "Counter by Tallyhits.com, more bells at bellfoundry.com",
        "Auction hosted by bidhall.com, join us online on Saturday.",
        "Distributed by bellfoundry.com, boxed.",
        "Template free at listcraft.com",
    ],
)
def test_a_site_beside_a_credit_or_running_the_sale_is_still_a_link(description: str) -> None:
    item = bare_listing(title="Brass ship's bell, 6 inch", description=description)
    assert _EL in detected(item)


# --- the seller's contact details or website put in the photos, and the buyer told where to find them ---


@pytest.mark.parametrize(
    "description",
    [
        "Contact details are in the last photo, happy to answer questions.",
        "Contact info shown on the second picture, ring after six.",
        "Telephone number is written on the final image if you want to view the tent.",
        "Phone number on the cover photo, weekends only.",
    ],
)
def test_contact_details_put_in_the_photos_are_contact_info(description: str) -> None:
    item = bare_listing(title="Four-person tunnel tent, green", description=description)
    assert _CI in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        "Our web address is on the last picture for the rest of the range.",
        "My website is shown in the photos, the matching pegs are there.",
        "Our online shop address is printed on the first photo.",
    ],
)
def test_the_sellers_website_put_in_the_photos_is_a_link(description: str) -> None:
    item = bare_listing(title="Four-person tunnel tent, green", description=description)
    assert _EL in detected(item)


@pytest.mark.parametrize(
    ("description", "code"),
    [
        ("The serial number is in the photos, as is the model number.", _CI),
        ("The maker's phone number is printed on the label, see photos.", _CI),
        ("Number of pegs shown in the last picture: 24.", _CI),
        ("No contact details are in the photos; message me through eBay.", _CI),
        ("The maker's website is printed on the bag, see the photos.", _EL),
        ("Our photos are taken in daylight; the last picture shows the groundsheet.", _EL),
    ],
)
def test_a_number_or_site_that_is_not_the_sellers_stays_clean(description: str, code: FindingCode) -> None:
    item = bare_listing(title="Four-person tunnel tent, green", description=description)
    assert code not in detected(item)


# --- the buyer told to search the web for the seller by name: a link without its address ---


@pytest.mark.parametrize(
    "description",
    [
        "Look us up online, there are forty more prints.",
        "Look me up on the web for commissions.",
        "Google Fernhill Press for the rest of our range.",
        "Search online for 'Marlow Print Works' to see our other items.",
        "Search the web for Marlow Print Works to browse our full catalogue.",
    ],
)
def test_a_search_for_the_seller_online_is_a_link(description: str) -> None:
    item = bare_listing(title="Linocut print, harbour at dusk, A3", description=description)
    assert _EL in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        "Google the artist for the full story of the print run.",
        "Search eBay for linocut prints to see my other listings.",
        "Search my other items for more harbour prints.",
        "Google Chromecast included, see my other items for the remote.",
        "Look me up in the seller ratings; every buyer left praise.",
        "You can google the press, well known in Cornwall.",
    ],
)
def test_research_of_the_item_or_a_search_on_the_marketplace_is_no_link(description: str) -> None:
    item = bare_listing(title="Linocut print, harbour at dusk, A3", description=description)
    assert _EL not in detected(item)


# --- the item offered to whoever gets in touch when the sale here fails: a sale made outside the marketplace ---


@pytest.mark.parametrize(
    "description",
    [
        "If the reserve isn't met, email me and we can agree a figure for the kayak.",
        "If it does not sell, contact us and we can do a deal on the paddles too.",
        "If they don't sell this week, text me and they are yours for 40.",
        "If the set goes unsold, get in touch with us for a private price.",
    ],
)
def test_the_unsold_item_offered_to_whoever_gets_in_touch_is_off_platform(description: str) -> None:
    item = bare_listing(title="Sit-on-top kayak with two paddles", description=description)
    assert FindingCode.OFF_PLATFORM_TRANSACTION in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        "If the reserve is not met I will relist it next month.",
        "If it doesn't sell I will drop the price here next week.",
        "If it does not fit your roof bars, contact me for a return through eBay.",
        "If the paddles are not what you expected, message me and I will sort a refund.",
    ],
)
def test_a_relisting_or_a_message_about_anything_but_the_sale_stays_clean(description: str) -> None:
    item = bare_listing(title="Sit-on-top kayak with two paddles", description=description)
    assert FindingCode.OFF_PLATFORM_TRANSACTION not in detected(item)
