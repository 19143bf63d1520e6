"""Issue 19, twenty-first round (recall): classes read from the development sets' false all-clears (blind-dev-v24 and
the just-retired blind-holdout-v14 first), each written as a shape rather than one listing's words; positives in
fresh wording that fail on the round's starting code, and near misses that must stay clean."""

from __future__ import annotations

import pytest

from services.detectors import maker_worn_as_a_look
from services.vocabulary import FindingCode
from tests.generation.data import bare_listing, detected

_SPAM = FindingCode.KEYWORD_SPAM
_OFF = FindingCode.OFF_PLATFORM_TRANSACTION


# --- another maker's name worn as a look in the title ---


@pytest.mark.parametrize(
    ("title", "brand"),
    [
        # Two-word makers a list knows, one word it does not see alone.
        ("West Elm Style Velvet Cushion Cover Teal", "Cosyfold"),
        ("Laura Ashley Style Floral Curtains Pair", "Unbranded"),
        # Makers no list knows: a capitalised word English writes rarely (under 3 on wordfreq's Zipf scale) but more
        # often than the nineteenth round's coined names, glued or spaced.
        ("Moulded Lounge Chair Eames-style Walnut", "Unbranded"),
        ("Tan Tote Bag Birkin inspired, Gold Hardware", "Carrywell"),
        ("Food Storage Boxes Tupperware Style Set of 6", "Unbranded"),
    ],
)
def test_another_makers_name_as_a_look_is_keyword_spam(title: str, brand: str) -> None:
    item = bare_listing(title=title, description="New in the packet.", attributes={"Brand": brand})
    assert maker_worn_as_a_look(item) is not None
    assert _SPAM in detected(item)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # Looks: periods, rooms, places, materials and methods, some of them words English writes rarely.
        ("Pine Bookcase Farmhouse Style 5 Shelves", {"Brand": "Unbranded"}),
        ("Walnut Sideboard Mid-Century Style", {"Brand": "Unbranded"}),
        ("Garden Chair Pair, Rattan Style Weave", {"Brand": "Unbranded"}),
        ("Wooden Stacking Arch, Montessori Style", {"Brand": "Tinytrek"}),
        ("Leather Bag Crossbody Style Brown", {"Brand": "Unbranded"}),
        # The item's own maker, and a line or set name its specifics give.
        ("Smeg 50s Style Kettle Cream", {"Brand": "Smeg"}),
        ("Brickworks Harbourfront-Style Tower Set", {"Brand": "Brickworks", "Set Name": "Harbourfront Tower"}),
        # A listed maker naming a theme of its own.
        ("LEGO Windmere-Style Castle 900 pcs", {"Brand": "LEGO"}),
        # "Style" followed by a number is a part's pattern number; a model code is no maker.
        ("Vacuum Belts Style 160, Pack of 2", {"Brand": "Beltwise"}),
        ("Valve Amp Kit 5F1-Style Build", {"Brand": "Unbranded"}),
    ],
)
def test_a_look_or_the_own_name_before_style_stays_clean(title: str, attributes: dict[str, str]) -> None:
    item = bare_listing(title=title, description="New in the packet.", attributes=attributes)
    assert maker_worn_as_a_look(item) is None


# --- trade terms offered outside the checkout ---


@pytest.mark.parametrize(
    "description",
    [
        "Clinics ordering a case or more can go on net-45 terms with our accounts desk.",
        "For the whole office we bill net 60 once the chairs are delivered.",
        "Libraries are welcome to a wholesale invoice from us for twenty copies.",
        "Parish halls: we take purchase orders for full sets of tables.",
        "Charities: we accept district checks for large orders.",
        "Sixty here, fifty if we sort the sale out between us.",
    ],
)
def test_trade_terms_offered_off_the_checkout_are_off_platform(description: str) -> None:
    item = bare_listing(title="Folding table", description=description)
    assert _OFF in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        "Every order comes with a VAT invoice in the parcel.",
        "Buy two and wait for one combined invoice from eBay before paying.",
        "Olive oil, net 30 cl bottle, best before next spring.",
        "Binder for storing purchase orders and delivery notes, A4.",
        "Organiser with room for a business cheque book and cards.",
    ],
)
def test_paperwork_and_weights_are_no_trade_terms(description: str) -> None:
    item = bare_listing(title="Folding table", description=description)
    assert _OFF not in detected(item)
