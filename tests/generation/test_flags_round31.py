"""Issue 19, thirty-first round (flags): classes read from the development sets' clean listings answered with a finding
(the just-retired blind-holdout-v24 first, then the rest of development), each written as a shape rather than one
listing's words; positives in fresh wording, in other product domains, that fail on the round's starting code
(43c848d), and near misses that keep their answer.

0. The quoted-work link reading lives in shapes.work_titles (one list of work kinds, bindings and quote marks); a kind
   word the seller does ("we print '...'") or a name given to a slogan ("our tagline, named '...'") names no work, so a
   shop's web address in such a quotation is still a link.
1. A spaced "net in <word>" or "ac in <word>" is a noun and a preposition ("a hair net in its box"), not a domain.
2. On a New item, the surface a product is or is not for ("not for ... worn-through areas"), what use will do to it
   ("stains after cooking are normal") and "crack" done to a thing ("crack the safe") are no wear.
3. A weight capacity is a limit: a lighter weight in the description is a load put on the item, not its rating.
4. Amounts in a row in a title ("10p 20p 50p £1 £2") are the denominations a coin or note device takes, not a price.
"""

from __future__ import annotations

from typing import Any

import pytest

from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import bare_listing, caught, detected

_LINK = FindingCode.EXTERNAL_LINK
_CONFLICT = FindingCode.CONDITION_CONFLICT
_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_PROMO = FindingCode.PROMOTIONAL_TITLE


def _item(title: str, description: str, **fields: Any) -> Listing:
    return bare_listing(title=title, description=description, **fields)


# --- 0. a quoted slogan or motto is no work's title ---


@pytest.mark.parametrize(
    "description",
    [
        "Glazed stoneware. We print 'Slow mornings and good clay from kilnrow.example' under each handle.",
        "Heavy canvas. Our tagline, named 'Carry less and live more with totefolk.example', runs along the strap.",
        "Glazed stoneware. Every mug carries our motto, 'Slow mornings and good clay from kilnrow.example'.",
    ],
)
def test_a_shops_address_in_a_quoted_slogan_is_still_a_link(description: str) -> None:
    assert _LINK in caught(_item("Ceramic mug set of 4", description))


@pytest.mark.parametrize(
    "description",
    [
        "Near mint. The album 'Static Hymns for nightradio.example' on clear vinyl, sleeve has a corner bump.",
        "Light shelf wear. The book 'Letters Home from larkspur.example' by a local author, first printing.",
        "Disc clean. The film 'Goodnight from quietharbor.example Station' in its original case.",
    ],
)
def test_a_domain_in_a_quoted_works_title_stays_its_name(description: str) -> None:
    assert _LINK not in caught(_item("Media lot, used", description))


# --- 1. a spaced "net in" or "ac in" before a word ---


@pytest.mark.parametrize(
    "description",
    [
        "Spare mesh cut from a fishing net in the loft, knots all sound.",
        "Our old ac in the camper van blows cold, tested last week.",
        "Kept in a cargo net in the boot, no scuffs.",
    ],
)
def test_a_noun_before_in_is_no_spaced_domain(description: str) -> None:
    assert _LINK not in detected(_item("Camper van part", description))


@pytest.mark.parametrize(
    "description",
    ["More of our stock at oakandash co in", "Spares from fenlandparts net in. Same day."],
)
def test_a_spaced_domain_ending_its_sentence_is_still_a_link(description: str) -> None:
    assert _LINK in detected(_item("Camper van part", description))


# --- 2. a New product's use is no wear ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Boat hull polish 500ml", "Two-part polish for gelcoat. Not for bare aluminium or worn-through gelcoat."),
        ("Leather balm 200ml", "Conditions saddles and boots; suits cracked or faded leather. Beeswax base."),
        ("Carbon steel wok 14in", "Pre-seasoned steel. Dark patches and stains after cooking are normal."),
        ("Escape room kit for parties", "Solve the riddles, crack the safe and escape in an hour. 40 cards."),
        ("Nutcracker, cast iron", "Lever action. Crack a walnut with one squeeze. Boxed."),
    ],
)
def test_a_new_products_use_is_no_wear(title: str, description: str) -> None:
    assert _CONFLICT not in caught(_item(title, description, condition=ListingCondition.NEW))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Boat hull polish 500ml", "Bottle is worn on the label and the cap is cracked."),
        ("Carbon steel wok 14in", "Has stains on the base and one scratch inside."),
        ("Enamel camp mug", "Small crack the length of the handle, otherwise unused."),
    ],
)
def test_a_new_items_own_flaws_still_conflict(title: str, description: str) -> None:
    assert _CONFLICT in caught(_item(title, description, condition=ListingCondition.NEW))


# --- 3. a load within a weight capacity ---


@pytest.mark.parametrize(
    ("title", "description", "capacity"),
    [
        ("Folding step stool, steel", "Stood on it (85 kg) to reach the loft, no flex.", "150 kg"),
        ("Garden hammock with stand", "Our son (40 kg) swings in it daily; frame solid.", "120 kg"),
    ],
)
def test_a_load_below_the_weight_capacity_is_no_mismatch(title: str, description: str, capacity: str) -> None:
    assert _MISMATCH not in caught(_item(title, description, attributes={"Weight Capacity": capacity}))


@pytest.mark.parametrize(
    ("description", "attributes"),
    [
        ("Held my 95 kg fine.", {"Weight Capacity": "80 kg"}),
        ("It is the 15 kg model in green.", {"Item Weight": "22 kg"}),
    ],
)
def test_a_heavier_load_or_an_items_own_weight_still_disagrees(description: str, attributes: dict[str, str]) -> None:
    assert _MISMATCH in caught(_item("Folding step stool, steel", description, attributes=attributes))


# --- 4. denominations in a row ---


@pytest.mark.parametrize(
    "title",
    [
        "Bill acceptor for vending, takes $1 $5 $10 $20",
        "Cash drawer insert, slots for 5p 10p 20p 50p £1 £2",
        "Change tray $1, $5, $10 coins sorter",
    ],
)
def test_amounts_in_a_row_are_denominations(title: str) -> None:
    assert _PROMO not in detected(_item(title, "Works.", condition=ListingCondition.NEW))


@pytest.mark.parametrize(
    "title", ["Table lamp brass, set of 2 £10", "Table lamp brass £25", "Lamp £20 or £30 for two", "Desk fan $15/$20"]
)
def test_one_price_or_two_offered_is_still_promotional(title: str) -> None:
    assert _PROMO in detected(_item(title, "Works.", condition=ListingCondition.NEW))
