"""Issue 19, twenty-sixth round (the flagged wall): decisions of detector families that flag the clean listings of
fresh sets at their first look, changed in how they decide rather than in the words they know (docs/generation.md,
"Twenty-sixth round (the flagged wall ...)").

1. condition_conflict under Used: the bare state word "unused" / "unworn" alone ("pages unused", a card "unused and
   included", a postcard never posted, a fabric bundle never cut) is no finding; it needs a second piece of evidence
   in its own clause: said as the item's condition ("Unused Condition") or beside a grade or a new claim ("Mint Unused
   Sealed"); in a title, also the description telling of the item's use ("Worn twice"). The event "never used" /
   "never worn" stays a claim on its own. The net's signal for the word still sends the listing to a person.

Every positive here was flagged CONDITION_CONFLICT at the round's base (3955104); every near miss keeps its finding.
"""

from __future__ import annotations

import pytest

from services.detectors import condition_conflict
from services.records import Listing
from tests.generation.data import household_goods as used

# A piece, a material or stock never put to use, said with the bare state word: no finding of its own.
BARE_STATE_WORD = [
    used(
        category="CRAFTS",
        title="Knitting Yarn Lot x8 Merino Skeins Unused",
        description="Eight skeins of merino from a closed-down shop, labels on. Storage smell faint.",
    ),
    used(
        category="OFFICE",
        title="Box of 20 Spiral Sketchbooks A5 Unused",
        description="Twenty sketchbooks from a school clear-out, one cover bent at the corner.",
    ),
    used(
        category="VIDEO_GAMES",
        title="Racing Game for Console, Disc Good",
        description="Plays fine. The download code card is unused and included.",
    ),
    used(
        category="COLLECTIBLES",
        title="Greeting Card Box Set 24 Designs",
        description="All the cards are unused, kept in their tin since purchase.",
    ),
    used(
        category="SPORTS",
        title="Climbing Rope Bag and Tarp",
        description="Rope bag, zip runs smoothly. The spare tarp (unworn, still folded) comes with it.",
    ),
]

# The same word as the item's condition or beside a grade or a new claim, and the event "never used": still a claim.
NEAR_MISSES = [
    used(
        category="ELECTRONICS",
        title="Portable Speaker 20W Blue Mint Unused Sealed",
        description="Used on our shop counter for a season. One scuff on the grille.",
    ),
    used(
        category="BOOKS",
        title="Illustrated Field Guide to Mosses, Unused Condition",
        description="Hardback guide. Several pages carry pencil notes from a course.",
    ),
    used(
        category="CLOTHING",
        title="Lambswool Scarf Unworn Grey",
        description="Worn twice to the office, then kept in a drawer. Fringe intact.",
    ),
    used(
        category="HOME_AND_GARDEN",
        title="Cast Iron Griddle Pan 26cm",
        description="Totally unused, a gift that went straight to the cupboard.",
    ),
    used(
        category="BABY",
        title="Baby Bouncer Chair Never Used",
        description="Folding bouncer chair, grey fabric, with the toy bar.",
    ),
]


@pytest.mark.parametrize("item", BARE_STATE_WORD, ids=lambda item: item.title)
def test_a_bare_state_word_alone_is_no_conflict(item: Listing) -> None:
    assert condition_conflict(item) is None


@pytest.mark.parametrize("item", NEAR_MISSES, ids=lambda item: item.title)
def test_the_word_as_the_items_condition_stays_a_conflict(item: Listing) -> None:
    assert condition_conflict(item) is not None
