"""Issue 19, forty-first round (the fresh development sets' clean listings): classes read from the clean listings of
blind-dev-v49 that were flagged or sent to a person, each written as a shape rather than one listing's words:

- condition conflict (the New check, the condition detector and the net's condition signals): a maker's finishing
  wash that names what it was done in ("washed once in cool water to block it") or a hand-made textile's finishing
  step as its purpose ("to settle the stitches", "to relax the weave") says how a new textile is made, as the wash
  "to set the ink" already did.
- off-platform (the detector and the net's off-platform signals): payment words in the capitals a sentence says the
  item bears, after a lettering cue in the seller's own case ("the lettering says PAY CASH AND SMILE", "printed with
  CASH ONLY PLEASE"), are the item's lettering, as quoted ones already were; capitals with no cue, a cue typed in
  capitals, a lower-case word after the cue and a sentence in the seller's own voice keep their finding.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(2b524e3); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, titled_listing

_CONDITION = FindingCode.CONDITION_CONFLICT
_OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION
_NEW = ListingCondition.NEW


# --- condition: a maker's finishing wash ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # The wash names what it was done in before its finishing purpose.
        ("Crochet Granny Square Blanket 120 x 150cm", "Made by me. Washed once in cool water to block it.", "HOME"),
        ("Hand Printed Cotton Tote Bag", "New. Washed once in cold water to set the dye, then pressed.", "BAGS"),
        # A hand-made textile's finishing step as the purpose.
        ("Handwoven Linen Tea Towels, Set of 2", "New. Washed once to relax the weave, never used.", "HOME"),
        ("Crochet Amigurumi Bear, 20cm", "New, washed once to settle the stitches.", "TOYS"),
        ("Hand Knitted Lace Shawl, Cream", "New, washed once in wool soap to even out the stitches.", "CLOTHING"),
        ("Handspun Alpaca Cowl, Fawn", "New and unworn, washed once to bloom the yarn.", "CLOTHING"),
    ],
)
def test_a_finishing_wash_names_no_use(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW, attributes={"Brand": "Handmade"})
    assert _CONDITION not in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A wash for the item's own past names no finishing step.
        ("Crochet Granny Square Blanket 120 x 150cm", "Washed once in cool water to get the smell out.", "HOME"),
        ("Handwoven Linen Tea Towels, Set of 2", "New. Washed once in the machine, used twice.", "HOME"),
        ("Hand Knitted Lace Shawl, Cream", "New, worn once to a wedding, washed once to freshen it.", "CLOTHING"),
        # A wash with no purpose at all.
        ("Crochet Amigurumi Bear, 20cm", "New, washed once.", "TOYS"),
        ("Hand Printed Cotton Tote Bag", "New. Washed twice in the machine with my other bags.", "BAGS"),
    ],
)
def test_a_wash_for_the_items_past_still_conflicts_with_new(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW, attributes={"Brand": "Handmade"})
    assert _CONDITION in caught(item)


# --- off-platform: the lettering an item bears ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        ("Vintage Enamel Pin Badge, Red and White", "Enamel badge. The lettering says PAY CASH AND SMILE.", "TOYS"),
        ("Natural Cotton Tote Bag", "Natural cotton tote printed with CASH ONLY PLEASE in black ink. New.", "BAGS"),
        ("Vintage Rubber Counter Stamp, Wooden Handle", "The rubber face reads CASH ONLY - NO CREDIT.", "OFFICE"),
        ("Retro Diner Mug, White", "White diner mug. The side says CASH ONLY - NO CARDS in red. New.", "KITCHEN"),
    ],
)
def test_payment_words_the_item_bears_are_its_lettering(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, attributes={"Brand": "Unbranded"})
    assert _OFF_PLATFORM not in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        # Capitals with no lettering cue are the seller's terms.
        "Metal sign, 12 x 8. CASH ONLY ON COLLECTION.",
        # A lower-case word after the cue ends the lettering.
        "The sign reads fine, cash only on collection.",
        # A cue typed in capitals, as a listing typed all in capitals writes it.
        "SIGN READS COLD BEER. CASH ONLY ON COLLECTION.",
        # The seller's own voice in the sentence.
        "Lettering reads COLD BEER. Pay me CASH ONLY when you collect.",
        "Our sign says CASH ONLY, collect from Leeds.",
        # A cue followed by the seller's own words in lower case introduces no lettering.
        "Printed with care. CASH ONLY.",
    ],
)
def test_payment_terms_outside_the_lettering_still_found(description: str) -> None:
    item = titled_listing("Metal Bar Sign, 12 x 8 in", description, category="HOME", attributes={"Brand": "Unbranded"})
    assert _OFF_PLATFORM in caught(item)
