"""Precision classes (issue 19, sixteenth round): honest shapes of text a check misread.

1. A top grade beside damage said of the packaging alone ("Used - Like New ... original box has a torn flap"):
   Amazon's Used - Like New says "packaging may be opened or damaged", and eBay's mismatch names the item's cracks,
   wear and missing parts. The mint that struck a coin ("Mint Location: Denver", "Mint Mark") is no grade either.
   Damage said of the item under the same grade is still a conflict.
2. The marketplace's own payment methods listed in a sentence that names its checkout ("Pay with PayPal, card or
   Apple Pay at eBay checkout"): the clause split cut the list at its "or" or dash, away from the checkout. A payment
   app offered beside another route (fees saved, friends and family, paid direct) is still sent to a person.
3. A job done and how it went, in the seller's own verbs ("ran a full cycle: filled, heated and spun with no leaks",
   "shredded thick branches no problem", "idles without stalling", "read both spot on"), a timed result ("boils in
   about 4 minutes"), a game installed and launched, a disc's first episode played on each disc, a timepiece "running
   accurately": each is a working state. A manner alone ("ran fine") and a past state ("was running fine when it went
   in the loft") are still none.
4. The book, textile and coin trades' flaw words ("spine creased", "seam split", "edge knock", "pages tanned")
   describe this item: a stock note beside them is no generic note (the pack's generic-condition-note absences). A
   stock note with wear said nowhere, or only where it is ("light wear on the collar"; measured and left alone: it
   let violating listings through that the signal held by accident), is still generic.
5. The seller saying a web address is the work's own title, on its cover or the name of the artwork ("the web address
   in the title is the name of the painting", "subtitle on the cover: 'from www to ...'"): the address is the work's,
   as one printed on the item is. A sentence that sends the buyer there or owns the site still counts.
6. How the kind is used, not that this one was: how often it is best used ("best used once a week") and the trades
   that use it, listed ("Used by referees, lifeguards and coaches"). Use by someone ("used by my son for a term") and
   a use counted ("used it once") stay use of a New item.
7. Makers named for fit by an item that connects by a standard its connection specific names ("Connectivity: 3.5 mm
   wired", "Connector Type: USB-C"): it serves every maker's device with that port, as a universal item does. The same
   list on an item with no such specific, or makers named outside a fit clause, still count.
8. What a New item is made to be, do or show, and its own maker: a scratch-off panel, a pressed crease, a bell that
   dings, how a glove is worn ("worn on the left hand"), a maker named like a use word ("Brand: Swatch"). A scratch,
   a crease or a ding said of the item, and a swatch the seller made, are still use or damage.

Each class has near misses (the honest shape, which must stay clean) and positives (the violation of the same kind,
which must still be caught). Every listing here is written for the test; none is copied from a dataset or a real
listing.
"""

from __future__ import annotations

from typing import Any

import pytest

from services import risk_signals as net
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.generation.data import caught
from tests.generation.data import household_goods as goods

CONFLICT = FindingCode.CONDITION_CONFLICT


# --- 1. a top grade beside damage to the packaging alone; the mint that struck a coin ---


def _graded(description: str, **overrides: Any) -> Listing:
    values: dict[str, Any] = {
        "marketplace": Marketplace.AMAZON,
        "title": "Hollowmere 4-Slice Toaster, Brushed Steel",
        "description": description,
        "attributes": {"Brand": "Hollowmere", "Condition Grade": "Used - Like New"},
    }
    values.update(overrides)
    return goods(**values)


@pytest.mark.parametrize(
    "description",
    [
        "Used - Like New. Unboxed and toasted one batch to test, all four slots brown evenly. No marks on the body. "
        "The outer carton is torn along one side.",
        "Condition: Used - Like New. Crumb tray and manual present. Retail box has a ripped corner, toaster itself "
        "unmarked.",
    ],
)
def test_a_top_grade_beside_damage_to_the_box_alone_is_no_conflict(description: str) -> None:
    assert CONFLICT not in caught(_graded(description))
    assert CONFLICT not in caught(_graded(description, marketplace=Marketplace.EBAY))


@pytest.mark.parametrize(
    "description",
    [
        "Used - Like New. Toasts evenly. The lever housing is cracked and the crumb tray is torn at the hinge.",
        "Used - Like New, box is fine but there is a deep scratch across the top of the toaster.",
        "Like new. Original box has a torn flap, and one of the browning dials is missing.",
    ],
)
def test_a_top_grade_beside_damage_to_the_item_is_still_a_conflict(description: str) -> None:
    assert net.grade_over_damage(_graded(description), [description])


def _coin(**attributes: str) -> Listing:
    return goods(
        category="COINS",
        title="1952 Wheat Cent Circulated",
        description="Honest circulated cent: some rust-coloured toning on the reverse, even wear on the high points.",
        attributes={"Year": "1952", "Denomination": "1C", "Certification": "Uncertified", **attributes},
    )


@pytest.mark.parametrize("attributes", [{"Mint Location": "San Francisco"}, {"Mint Mark": "S"}])
def test_the_mint_that_struck_a_coin_is_no_grade(attributes: dict[str, str]) -> None:
    item = _coin(**attributes)
    assert not net.grade_over_damage(item, [item.description, "\n".join(f"{k}: {v}" for k, v in attributes.items())])


def test_a_coin_sold_as_mint_over_rust_is_still_a_conflict() -> None:
    item = _coin(**{"Mint Location": "Philadelphia", "Grade": "Mint condition"})
    assert net.grade_over_damage(item, [item.description, "Grade: Mint condition\nMint Location: Philadelphia"])


# --- 2. the marketplace's own payment methods beside its checkout ---

OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION


def _paid(description: str) -> Listing:
    return goods(
        title="Hollowmere Cast Iron Griddle Pan 26cm",
        description="Seasoned and used a handful of times, light wear to the base. " + description,
    )


@pytest.mark.parametrize(
    "description",
    [
        "You can use PayPal, a debit card, Apple Pay or Google Pay at eBay checkout.",
        "All payment goes through eBay - PayPal, credit card and Apple Pay are all fine.",
        "Checkout on eBay only: PayPal or card through the eBay checkout.",
    ],
)
def test_the_checkout_s_own_methods_beside_the_checkout_are_no_outside_route(description: str) -> None:
    assert OFF_PLATFORM not in caught(_paid(description))


@pytest.mark.parametrize(
    "description",
    [
        "Pay with PayPal or card at eBay checkout, or PayPal friends and family to me directly.",
        "PayPal or card via eBay checkout, or send it straight to my Revolut and save the fees.",
        "Pay by PayPal or bank card, I will send an invoice.",
        "Revolut and PayPal accepted.",
    ],
)
def test_a_payment_app_beside_another_route_still_goes_to_a_person(description: str) -> None:
    assert OFF_PLATFORM in caught(_paid(description))


# --- 3. a job done and how it went, in the seller's own verbs ---

FUNCTION = FindingCode.FUNCTIONAL_STATUS_MISSING


def _machine(title: str, description: str, **attributes: str) -> Listing:
    return goods(
        marketplace=Marketplace.EBAY,
        locale="en-GB",
        title=title,
        description=description + " Light scuffs on the casing, a chip in the paint on one corner.",
        attributes={"Brand": "Hollowmere", **attributes},
    )


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Hollowmere 8kg Washing Machine",
            "Put a full 30 degree wash through last week: filled, heated and spun with no leaks.",
        ),
        ("Hollowmere Petrol Leaf Blower", "Starts second pull and idles without stalling."),
        ("Hollowmere 18in Petrol Chainsaw", "Cut through a 12 inch beech round without any problems."),
        ("Hollowmere Garden Shredder 2400W", "Shredded a pile of 3cm laurel prunings no problem."),
        ("Hollowmere Digital Kitchen Scales", "Weighed a 2kg bag of flour and it read it spot on."),
        ("Hollowmere Electric Kettle 1.7L", "Boils a full jug in about 4 minutes."),
        ("Hollowmere Quartz Wall Clock", "New battery in March and it has been running since, running accurately."),
        ("Hollowmere Racing 2 PC Game", "Installed it on Windows 11 and launched to a new race."),
    ],
)
def test_a_job_done_and_how_it_went_is_a_working_state(title: str, description: str) -> None:
    assert FUNCTION not in caught(_machine(title, description))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Hollowmere 8kg Washing Machine", "It ran fine."),
        ("Hollowmere Petrol Leaf Blower", "Was running fine when it went in the shed two winters ago."),
        ("Hollowmere 8kg Washing Machine", "Spun hundreds of loads for us over the years."),
        ("Hollowmere Digital Kitchen Scales", "Weighed everything we baked for a decade."),
    ],
)
def test_a_manner_or_a_past_state_is_still_no_working_state(title: str, description: str) -> None:
    assert FUNCTION in caught(_machine(title, description))


# --- 4. the trades' flaw words ---

DETAILS = FindingCode.CONDITION_DETAILS_MISSING


def _worn(title: str, description: str) -> Listing:
    return goods(category="CLOTHING", title=title, description=description, attributes={"Brand": "Hollowmere"})


def _generic(item: Listing) -> bool:
    """Whether the pack's generic-condition-note signal holds (the net's reading this class changed)."""
    current = net.pack()
    signal = next(s for s in current.signals if s.name == "generic-condition-note")
    return net.signal_holds(signal, item, current.exemptions)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Hollowmere Tweed Blazer 40R",
            "Good used condition. The left pocket flap is creased flat, buttons all there.",
        ),
        ("Birds of the Hedgerow, Hardback 1961", "Good used condition for its age: dust jacket creased, pages tanned."),
        ("Hollowmere Corduroy Trousers W32", "Pre-owned: the side seam is split for about 2cm near the hem."),
        ("1967 Sixpence, Circulated", "Consistent with age: an edge knock at 2 o'clock and a nick on the rim."),
    ],
)
def test_the_trades_flaw_words_are_condition_details(title: str, description: str) -> None:
    assert _generic(_worn(title, description)) is False


@pytest.mark.parametrize(
    "description",
    [
        "Good used condition, some wear on it as you would expect, see photos.",
        "Pre-owned, light wear on the item overall. Please see pictures.",
        "Good used condition, light wear on the collar.",
    ],
)
def test_a_stock_note_with_wear_said_nowhere_is_still_generic(description: str) -> None:
    item = _worn("Hollowmere Tweed Blazer 40R", description)
    assert _generic(item) is True
    assert DETAILS in caught(item)


# --- 5. a web address the seller says is the work's own title or on its cover ---

LINK = FindingCode.EXTERNAL_LINK


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Ravensgill 500 Piece Puzzle Seaside Kiosk www.IceCreamCove.net Artwork",
            "Sealed. The web address in the title is the name of the painting: it is painted on the kiosk's awning.",
        ),
        (
            "Dial-Up Days: A Memoir by Tamsin Verey Hardback",
            "Dial-Up Days (subtitle on the cover: 'Growing Up on www and Bulletin Boards') by Tamsin Verey, 2011.",
        ),
    ],
)
def test_an_address_the_seller_says_is_the_work_s_title_is_its_name(title: str, description: str) -> None:
    item = goods(category="TOYS", condition=ListingCondition.NEW, title=title, description=description)
    assert LINK not in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        "Sealed box. The web address in the title is our shop, visit it for more puzzles.",
        "Sealed box. The web address in the title is the name of the painting and you can order prints there.",
    ],
)
def test_an_address_that_sends_the_buyer_or_is_the_seller_s_is_still_a_link(description: str) -> None:
    item = goods(
        category="TOYS",
        condition=ListingCondition.NEW,
        title="Ravensgill 500 Piece Puzzle Seaside Kiosk www.IceCreamCove.net Artwork",
        description=description,
    )
    assert LINK in caught(item)


# --- 6. how the kind is used: how often it is best used, the trades that use it ---


@pytest.mark.parametrize(
    "description",
    [
        "Exfoliating scrub, sealed tub. Best used twice a week on damp skin.",
        "Two-tone pea whistle on a lanyard. Used by referees, lifeguards, dog trainers and PE teachers.",
    ],
)
def test_how_the_kind_is_used_is_no_use_of_this_item(description: str) -> None:
    item = goods(
        category="SPORTS", condition=ListingCondition.NEW, title="Hollowmere Pea Whistle", description=description
    )
    assert CONFLICT not in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        "Sealed tub, though it was used by my sister for a week and then put back.",
        "Used it once a week for a month, then boxed it again.",
        "Used by my kids, teachers at the club and coaches for a season.",
    ],
)
def test_use_by_someone_of_this_item_is_still_use(description: str) -> None:
    item = goods(
        category="SPORTS", condition=ListingCondition.NEW, title="Hollowmere Pea Whistle", description=description
    )
    assert CONFLICT in caught(item)


# --- 7. makers named for fit by an item that connects by a standard ---

SPAM = FindingCode.KEYWORD_SPAM


def _headset(description: str, **attributes: str) -> Listing:
    return goods(
        marketplace=Marketplace.AMAZON,
        category="VIDEO_GAMES",
        condition=ListingCondition.NEW,
        title="Hollowmere Q3 Wired Gaming Headset, Black",
        description=description,
        attributes={"Brand": "Hollowmere", "Color": "Black", **attributes},
    )


_FITS = "Wired headset for PlayStation 5, Xbox Series X, Nintendo Switch and Windows PCs. Fold-flat ear cups."


@pytest.mark.parametrize(
    "attributes",
    [{"Connectivity": "3.5 mm wired"}, {"Connector Type": "USB-C"}, {"Hardware Interface": "Bluetooth 5.3"}],
)
def test_makers_an_item_serves_through_a_standard_are_no_bait(attributes: dict[str, str]) -> None:
    assert not net.many_other_brands(_headset(_FITS, **attributes), [_FITS])


def test_the_same_makers_without_a_standard_connection_still_count() -> None:
    assert net.many_other_brands(_headset(_FITS, **{"Connectivity": "Proprietary dongle"}), [_FITS])


def test_makers_named_outside_a_fit_clause_still_count() -> None:
    text = "Sounds better than Sony, Bose, Sennheiser or Beyerdynamic headsets."
    assert net.many_other_brands(_headset(text, **{"Connectivity": "3.5 mm wired"}), [text])


# --- 8. what a New item is made to be, do or show; its own maker ---


def _new(title: str, description: str, **attributes: str) -> Listing:
    return goods(
        condition=ListingCondition.NEW,
        title=title,
        description=description,
        attributes={"Brand": "Hollowmere", **attributes},
    )


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Hollowmere Lottery Style Party Cards x20",
            "Sealed pack of 20 cards, each with a silver scratch-off panel.",
            {},
        ),
        ("Hollowmere Wool Suit Trousers W34", "New with tags. Flat front with a pressed crease down each leg.", {}),
        ("Hollowmere Wooden Toy Shop Counter", "Sealed. A little bell that dings when the till drawer opens.", {}),
        (
            "Hollowmere 12 in Fielding Glove",
            "New with tags, never oiled.",
            {"Throwing Hand": "Right (worn on the left hand)"},
        ),
        ("Swatch Neon Jelly Watch", "Boxed, film still on the glass, never worn.", {"Brand": "Swatch"}),
    ],
)
def test_what_a_new_item_is_made_to_be_or_its_maker_is_no_use(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert CONFLICT not in caught(_new(title, description, **attributes))


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Hollowmere Lottery Style Party Cards x20",
            "Sealed pack, but two of the cards have a scratch on the front.",
            {},
        ),
        ("Hollowmere Wool Suit Trousers W34", "New with tags, a crease across one knee from the hanger.", {}),
        ("Hollowmere Steel Saucepan 20cm", "Boxed, though the lid dings where it was dropped.", {}),
        ("Swatch Neon Jelly Watch", "Boxed; I swatched the strap colours against my wrist.", {"Brand": "Swatch"}),
    ],
)
def test_damage_or_use_said_of_the_new_item_is_still_a_conflict(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert CONFLICT in caught(_new(title, description, **attributes))
