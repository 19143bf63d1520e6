"""Issue 19, thirty-eighth round (clean listings flagged): classes read from the development sets' clean listings
answered with a finding (the just-retired blind-holdout-v31 first, then the rest of development), each written as
a shape rather than one listing's words:

- toning named by what caused it ("age toning", "sun-toning"), a small bump said with where it sits, a smudge said
  with its size or shade: a state of this piece, so a condition detail;
- "stained" set beside "natural" (or "unstained", "plain", "raw") as the other of a set's two finishes: the colour a
  maker gave the pieces, no mark on a New item.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(09ebfbd); near misses (a property claim or a kind, a stain said where it sits) keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

# --- toning by its cause, a small bump, a smudge ------------------------------------------------------------------

_DETAILS = FindingCode.CONDITION_DETAILS_MISSING


def _used(title: str, description: str, category: str) -> set[FindingCode]:
    return detected(titled_listing(title, description, category=category, condition=ListingCondition.USED))


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # Paper, frames, boxes and covers: a map, sheet music, a jewellery box, a notebook, a poster.
        ("Folding Road Map of Devon, 1958", "Light age toning along the folds. Complete.", "COLLECTIBLES"),
        ("Piano Sheet Music Album, 1920s", "Sun-toning on the front wrapper, all pages there.", "BOOKS"),
        ("Walnut Jewellery Box with Tray", "A tiny bump to the top corner of the lid. Hinges firm.", "HOME_AND_GARDEN"),
        ("Enamel Camping Mug", "A light grey smudge on the rim, from the shelf.", "HOME_AND_GARDEN"),
        ("Concert Tour Poster, 1994", "Small dark smudge near the lower margin; rolled, never framed.", "COLLECTIBLES"),
    ],
)
def test_toning_a_bump_or_a_smudge_of_this_piece_is_a_condition_detail(
    title: str, description: str, category: str
) -> None:
    assert _DETAILS not in _used(title, description, category)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A kind or a maker's claim names no state of this piece.
        ("Eyeliner Pencil Set of 4", "Smudge-proof, one small smudge-proof sharpener.", "HEALTH_AND_BEAUTY"),
        ("Herb Bundle Gift Set", "Comes with a small smudge stick.", "HOME_AND_GARDEN"),
        ("Facial Mist, 100 ml", "Anti-age toning mist, about half left.", "HEALTH_AND_BEAUTY"),
        ("Rubber Driveway Ramp", "Small speed bump for the drive, used one summer.", "HOME_AND_GARDEN"),
    ],
)
def test_a_kind_or_a_claim_is_no_condition_detail(title: str, description: str, category: str) -> None:
    assert _DETAILS in _used(title, description, category)


# --- "stained" beside "natural" as a set's other finish ---------------------------------------------------------

_CONFLICT = FindingCode.CONDITION_CONFLICT


def _new(title: str, description: str, category: str) -> set[FindingCode]:
    return detected(titled_listing(title, description, category=category, condition=ListingCondition.NEW))


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # Beads, toy blocks, picture frames and spoons: crafts, toys, home and kitchen.
        ("Wooden Craft Beads, 200 pcs", "Mixed bag of natural and stained beads, 12 mm, new.", "CRAFTS"),
        ("Toddler Stacking Blocks, 30 Pieces", "Stained and natural blocks in a cotton bag, new in box.", "TOYS"),
        ("Oak Picture Frame, 8 x 10 in", "Comes plain or stained, choose at checkout. New.", "HOME_AND_GARDEN"),
        ("Beech Cooking Spoons, Set of 6", "3 natural, 3 stained, food-safe oil. New.", "HOME_AND_GARDEN"),
    ],
)
def test_stained_as_the_other_finish_is_no_conflict_with_new(title: str, description: str, category: str) -> None:
    assert _CONFLICT not in _new(title, description, category)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A stain said where it sits or what made it stays a mark.
        ("Linen Tea Towel", "Colour: natural, stained at the hem from the box.", "HOME_AND_GARDEN"),
        ("Wooden Craft Beads, 200 pcs", "Natural beads, a few stained by the dye bag.", "CRAFTS"),
        ("Beech Cooking Spoons, Set of 6", "6 natural spoons; two stained on the handle.", "HOME_AND_GARDEN"),
    ],
)
def test_a_stain_said_where_it_sits_stays_a_conflict(title: str, description: str, category: str) -> None:
    assert _CONFLICT in _new(title, description, category)
