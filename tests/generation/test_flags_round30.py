"""Issue 19, thirtieth round (flags): clean listings answered with a finding, read per class of the honest seller's
shape (docs/generation.md, "Thirtieth round (flags ...)").

1. A battery, a pack or a supply is sold by its nominal voltage and written by its cells' ("24V" and "25.6 V"), and a
   voltage put on the item in a test ("with 6V applied") is no rating (structure.Measure.agrees, facets.READING_AFTER).
2. A measure said of something other than the item: the dose and the vessel of a direction for use ("Mix 1 kg with
   250 ml of water"), a battery's capacity test result ("1850mAh delivered"), the last of a scale's marks ("at 0.5, 1
   and 1.5 litres") and what is thrown in with the order ("a free 15ml tube") (facets.capacities, structure.measures).
3. A look named by a noun English writes as one word of two common words ("Teardrop Style", "Honeycomb Style") is a
   shape, not a maker no list knows (detectors.maker_worn_as_a_look).
4. A web address inside the quoted title of a work the listing names by its kind ("the zine '...'") is the work's name
   (detectors._NAME_READINGS).

Every positive here was answered wrongly at the round's base (c99296a); every near miss keeps its answer.
"""

from __future__ import annotations

import pytest

from services.detectors import detect
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import household_goods as goods

PDM = FindingCode.PRODUCT_DETAIL_MISMATCH
SPAM = FindingCode.KEYWORD_SPAM
LINK = FindingCode.EXTERNAL_LINK


def codes(item: Listing) -> set[FindingCode]:
    return {found.code for found in detect(item)}


def _new(title: str, description: str, attributes: dict[str, str], category: str = "HOME_AND_GARDEN") -> Listing:
    return goods(
        title=title,
        description=description,
        attributes={"Brand": "Hollowmere", **attributes},
        category=category,
        condition=ListingCondition.NEW,
    )


# --- 1. a nominal voltage and its cells' voltage; a voltage applied in a test ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Golf trolley lithium battery 24V 22Ah with charger",
            "Fits most push-button trolleys. Charger and T-bar lead included.",
            {"Voltage": "25.6 V"},
        ),
        (
            "Electric scooter battery pack 48V 15Ah",
            "Brand new pack, XT60 plug, fitted with a 30A BMS.",
            {"Voltage": "51.2 V"},
        ),
        (
            "USB desk fan 5V, 6 inch, white",
            "Quiet three-blade fan. Still spins smoothly with 6V applied from my bench supply.",
            {"Voltage": "5 V"},
        ),
    ],
)
def test_nominal_and_cell_voltages_agree(title: str, description: str, attributes: dict[str, str]) -> None:
    assert PDM not in codes(_new(title, description, attributes, "ELECTRONICS"))


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Golf trolley lithium battery 12V 22Ah with charger", {"Voltage": "24 V"}),
        ("Cordless drill battery 18V 4Ah", {"Voltage": "20 V"}),
    ],
)
def test_other_voltages_still_conflict(title: str, attributes: dict[str, str]) -> None:
    assert PDM in codes(_new(title, "Fits most models. Charger included.", attributes, "ELECTRONICS"))


# --- 2. doses, test results, scale marks and gifts are not the item's measure ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Tile grout 5kg bag, anthracite",
            "Flexible wall and floor grout. Mix 1 kg with 250 ml of cool water and use within an hour.",
            {"Weight": "5 kg"},
        ),
        (
            "Liquid plant feed concentrate 1 litre",
            "For tomatoes and peppers. Dilute 10 ml in a 4.5 litre watering can once a week.",
            {"Volume": "1 L"},
        ),
        (
            "Camera battery 2000mAh for mirrorless bodies",
            "Spare I bought last year. Capacity check on my charger: 1850mAh delivered, so still healthy.",
            {"Capacity": "2000 mAh"},
        ),
        (
            "Galvanised watering can 2 litre, green",
            "Long spout with a brass rose. Inside marks at 0.5, 1 and 1.5 litres.",
            {"Capacity": "2 L"},
        ),
        (
            "Shea butter hand cream 100ml",
            "Unscented and rich. Every order gets a free 15ml tube of our lip balm to try.",
            {"Volume": "100 ml"},
        ),
    ],
)
def test_measures_of_other_things_are_not_the_items(title: str, description: str, attributes: dict[str, str]) -> None:
    assert PDM not in codes(_new(title, description, attributes))


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The item's own measure, said plainly, still conflicts.
        ("Tile grout 5kg bag, anthracite", "Flexible wall and floor grout. The bag is 3 kg.", {"Weight": "5 kg"}),
        (
            "Galvanised watering can 2 litre, green",
            "Long spout with a brass rose. It holds 1.5 litres.",
            {"Capacity": "2 L"},
        ),
        (
            "Camera battery 2000mAh for mirrorless bodies",
            "Spare I bought last year, a 1500mAh cell.",
            {"Capacity": "2000 mAh"},
        ),
    ],
)
def test_the_items_own_measures_still_conflict(title: str, description: str, attributes: dict[str, str]) -> None:
    assert PDM in codes(_new(title, description, attributes))


# --- 3. a look named by a common compound noun ---


@pytest.mark.parametrize(
    "title",
    [
        "Glass Christmas Bauble Teardrop Style, Silver, Set of 6",
        "Hexagon Wall Shelf Honeycomb Style, Antique Gold, 60 cm",
    ],
)
def test_compound_look_words_are_no_maker(title: str) -> None:
    assert SPAM not in codes(_new(title, "Hangs from one hook. Boxed.", {}))


@pytest.mark.parametrize(
    "title",
    [
        # A coined name and a name written in two capitals are still read as another maker's.
        "Fountain Pen Holder with Chain, Quillmont Style Pen, Brass",
        "Watch Strap 20mm Silicone, SnapLock Style, Black",
        # A part of three letters makes no compound: "Cowl" and "Sun" words stay names.
        "Pottery Wheel Splash Pan, Cowling Style, Grey",
    ],
)
def test_coined_look_names_still_borrow(title: str) -> None:
    assert SPAM in codes(_new(title, "Hangs from one hook. Boxed.", {}))


# --- 4. a web address inside a quoted work's title ---


@pytest.mark.parametrize(
    "description",
    [
        "Signed copy. Also in the box, the zine 'Night Rides and Other Stories from velocity.example', a gift from the"
        " author.",
        "Framed in oak. Signed on the back, the print is called 'Harbour Lights Over sailtown.example Bay', from 1998.",
        "Framed in oak. The gallery sold it with the book"
        " 'Collected Posters of the Seaside Era by printarchive.example' too.",
    ],
)
def test_web_address_in_a_quoted_work_title_is_its_name(description: str) -> None:
    assert LINK not in codes(_new("Vintage travel poster print, framed A3", description, {}))


@pytest.mark.parametrize(
    "description",
    [
        # Not after a work's kind, or the seller's sending words in it, or no quotation at all: still a link.
        "Framed in oak. More prints at 'lakeview.example' if you want a set.",
        "Framed in oak. The print 'Order more of our prints at lakeview.example' is included.",
        "Framed in oak. Visit lakeview.example for the full range.",
    ],
)
def test_web_addresses_the_seller_sends_to_are_still_links(description: str) -> None:
    assert LINK in codes(_new("Vintage travel poster print, framed A3", description, {}))
