"""Issue 19, thirty-fifth round (clean listings sent to a person): classes read from the development sets' clean
listings answered NEEDS_HUMAN_REVIEW (the just-retired blind-holdout-v28 first, then the rest of development), each
mended as a near miss of the net signal that sent them, written as a shape rather than one listing's words:

- chips a count or a measure follows ("chips at 4 g each", "chips in 3 lb bags") are the goods a New listing counts,
  not flaws on it (the pack's new-with-signs-of-use wording); chips counted on the pieces they hit stay flaws;
- a flaw word said as a tool's own present after "that" or "which" ("a stylus that scores and creases card") is the
  job it does to the buyer's work, not a flaw on it (services/shapes.py, the tool's job); a flaw with its place after
  it ("that creases at the fold") stays this one's.

Near misses, in fresh wording and other product domains than the listings read, are sent to a person on the round's
starting code (f62d07b); the flaws beside them keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT


def _new(title: str, description: str) -> set[FindingCode]:
    return caught(titled_listing(title, description, category="HOME_AND_GARDEN", condition=ListingCondition.NEW))


# --- chips a count or a measure follows ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Applewood smoking chips, 2 bags", "Kiln dried applewood chips in 2 kg bags for any smoker."),
        ("Soap colour chips, 10 shades", "Melt-and-pour colour chips in 10 shades, each pot sealed."),
        ("Classroom counting set", "Plastic counting chips at 3 g each, 200 in a tub with a lid."),
    ],
)
def test_chips_a_count_or_a_measure_follows_are_the_goods(title: str, description: str) -> None:
    assert _CONFLICT not in _new(title, description)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Porcelain dinner plates, 6", "Boxed and unused, but chips on 2 of the plates."),
        ("Cast iron casserole", "Never cooked in; the enamel chips in 2 places near the handle."),
        ("Glass vase", "New, a small chip on the base."),
    ],
)
def test_chips_on_the_pieces_they_hit_stay_flaws(title: str, description: str) -> None:
    assert _CONFLICT in _new(title, description)


# --- a tool's job said as its present --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Card making stylus", "A double-ended stylus that scores and creases card for crisp folds."),
        ("Scoring wheel for paper", "Brass wheel which perforates, scores or creases sheets up to 300 gsm."),
        ("Book edge dauber", "A felt dauber that stains the edges of book pages evenly."),
    ],
)
def test_a_flaw_word_as_the_tools_own_present_is_its_job(title: str, description: str) -> None:
    assert _CONFLICT not in _new(title, description)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Leather journal", "New, though the cover creases at the spine where it was stacked."),
        ("Linen tablecloth", "Unused, but the corner that creases in the photo has a faint line."),
        ("Desk lamp", "Never switched on; the base has creases from the packing strap."),
    ],
)
def test_a_flaw_with_its_place_stays_this_ones(title: str, description: str) -> None:
    assert _CONFLICT in _new(title, description)
