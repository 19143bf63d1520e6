"""Issue 19, thirty-third round (recall on every code but product details): classes read from the development sets'
false all-clears whose expected codes include neither a product detail mismatch nor missing required details (the
just-retired blind-holdout-v26 first, then the rest of development), each written as a shape rather than one
listing's words. Keyword spam by comparison (services/structure.py, compared_maker_list) now reads:

- comparisons chained in one sentence, each naming one or two other makers ("stiffer than A, lighter than B, better
  balanced than C or D"), and a chain that goes on past the noun closing its first names;
- a quality word before the yardstick ("better made than", "priced like", "quality like");
- the yardstick reached through a maker's range ("as good as anything from A, B or C", "the likes of A, B and C");
- the item offered in the others' place ("an alternative if you normally use A, B or C"; "an alternative to A, B
  and C" was read before by the detectors and now by the pack's check too).

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(ab09242); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_SPAM = FindingCode.KEYWORD_SPAM


def _new(title: str, description: str, brand: str) -> set[FindingCode]:
    return detected(
        titled_listing(
            title, description, category="SPORTING_GOODS", condition=ListingCondition.NEW, attributes={"Brand": brand}
        )
    )


@pytest.mark.parametrize(
    ("title", "description", "brand"),
    [
        # Comparisons chained in one sentence.
        (
            "Road bike saddle, carbon rails",
            "Comfier than Brooks, lighter than Fizik, better padded than Selle Italia or Prologo on long rides.",
            "Corvane",
        ),
        (
            "Acoustic guitar strings, 12-53",
            "Brighter than Elixir, warmer than Martin, longer lasting than Ernie Ball and D'Addario sets.",
            "Threnwood",
        ),
        # A chain past the noun that closed its first names.
        (
            "Watercolour brushes, set of 6",
            "Quality like Rosemary and Escoda brushes, priced like Royal Langnickel.",
            "Pennick",
        ),
        # A quality word before the yardstick.
        (
            "Yoga mat 6 mm, non-slip",
            "Better made than Manduka, Gaiam, Liforme or Jade mats at half the price.",
            "Asanel",
        ),
        # The yardstick reached through a maker's range.
        (
            "Fishing lure set, 10 crankbaits",
            "Swims as true as anything made by Rapala, Strike King, Berkley or Megabass.",
            "Brookvane",
        ),
        (
            "Baby monitor with camera",
            "Rivals the likes of Nanit, Owlet, Miku and Motorola for a third of the price.",
            "Lullwick",
        ),
        # The item offered in the others' place.
        (
            "Tennis string reel, 200 m",
            "A cheaper alternative if you usually play Babolat, Luxilon or Solinco strings.",
            "Tonwell",
        ),
        (
            "Running gel, 20 sachets",
            "Great alternative if you normally use Maurten, SiS, GU or Clif gels on race day.",
            "Paceline",
        ),
    ],
)
def test_other_makers_named_against_the_item_are_keyword_spam(title: str, description: str, brand: str) -> None:
    assert _SPAM in _new(title, description, brand)


@pytest.mark.parametrize(
    ("title", "description", "brand"),
    [
        # A chain whose later parts name no maker.
        (
            "Road bike saddle, carbon rails",
            "Comfier than my old Brooks, lighter than the stock saddle, better padded than most.",
            "Corvane",
        ),
        # A chain's second yardstick names no one, after a noun.
        (
            "Watercolour brushes, set of 6",
            "Quality like Rosemary brushes, priced like supermarket ones.",
            "Pennick",
        ),
        # Two names through a range; an alternative named by what it replaces.
        (
            "Fishing lure set, 10 crankbaits",
            "Swims as true as anything made by Rapala or Berkley.",
            "Brookvane",
        ),
        (
            "Reusable food wraps, 3 pack",
            "A greener alternative to cling film, foil and plastic bags.",
            "Waxleaf",
        ),
        # The lines the listing's own title names.
        (
            "Replacement ear pads for Aria, Nova and Studio, memory foam",
            "A softer alternative to the stock Aria, Nova and Studio pads.",
            "Tonwell",
        ),
        # A fit list, not a comparison.
        (
            "Bike bottle cage, alloy",
            "Better built than my last cage. Bolts to Trek, Giant and Specialized frames with standard mounts.",
            "Corvane",
        ),
    ],
)
def test_a_comparison_without_three_other_makers_is_no_keyword_spam(title: str, description: str, brand: str) -> None:
    assert _SPAM not in _new(title, description, brand)
