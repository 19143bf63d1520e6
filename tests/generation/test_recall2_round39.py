"""Issue 19, thirty-ninth round (recall on every other code): classes read from the development sets' false
all-clears and missed codes whose expected codes include neither a product detail mismatch nor missing required
details (the just-retired blind-holdout-v32 first, then the rest of development), each written as a shape rather
than one listing's words:

- a search term the title also writes closed up ("Tea Pot Teapot"): the closed-up word counts as the two words it
  joins when the title's repeated words are counted; a maker's name in camel case is not split;
- a title written as one run of search terms that happens to end in "Only": the inclusion statement ("Hood Only",
  "Charger Not Included") is a short part of the title, never the whole run;
- a saving at the seller's own web address given as a share in figures ("at 15 percent less"), read as the
  saving in money already was; a share of something the item uses less of is its own property.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(8df996a); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_SPAM = FindingCode.KEYWORD_SPAM
_OFF = FindingCode.OFF_PLATFORM_TRANSACTION
_NEW = ListingCondition.NEW


# --- a term written closed up beside the same term spaced --------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "category"),
    [
        ("Tea Pot Teapot Ceramic Teapots Blue Glaze 1.2 L Kitchen Gift", "HOME_AND_GARDEN"),
        ("Foot Ball Football Size 5 Training Footballs Match Grade", "SPORTS"),
        ("Sun Hat Sunhat Wide Brim Beach Sunhats Summer Straw Ladies", "CLOTHING"),
    ],
)
def test_a_term_written_closed_up_counts_as_its_words(title: str, category: str) -> None:
    item = titled_listing(title, "New, unused, sent boxed.", category=category, condition=_NEW)
    assert _SPAM in detected(item)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The term twice, once spaced and once closed up: two sayings, as before.
        ("Sun Hat with Chin Strap, Packable Sunhat, Wide Brim", {}),
        ("Tea Pot with Infuser, Glass Teapot 1 L", {}),
        # A maker's name in camel case is the maker, not the term closed up.
        ("BookNook Book Nook Kit with Book Stand", {"Brand": "BookNook"}),
    ],
)
def test_a_term_said_twice_or_a_camel_case_maker_is_no_spam(title: str, attributes: dict[str, str]) -> None:
    item = titled_listing(
        title, "New, unused, sent boxed.", category="HOME_AND_GARDEN", condition=_NEW, attributes=attributes
    )
    assert _SPAM not in detected(item)


# --- a run of search terms ending in "Only" ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "category"),
    [
        ("Lamp Shade Drum Lamp Shade Linen Table Lamp Shade Only", "HOME_AND_GARDEN"),
        ("Bike Seat Comfort Bike Saddle Cushion Gel Bike Seat Cover Only", "SPORTS"),
    ],
)
def test_a_run_of_search_terms_ending_in_only_is_still_read(title: str, category: str) -> None:
    item = titled_listing(title, "New in its bag.", category=category, condition=_NEW)
    assert _SPAM in detected(item)


@pytest.mark.parametrize(
    "title",
    [
        # Short parts that say what comes are set aside, as before.
        "Garden Hose Reel Cart - Hose Not Included, Hose Guide Only",
        "Coffee Grinder Burr Set - Burr Only",
        "Linen Drum Lamp Shade Only",
    ],
)
def test_a_short_inclusion_part_is_still_set_aside(title: str) -> None:
    item = titled_listing(title, "New in its bag.", category="HOME_AND_GARDEN", condition=_NEW)
    assert _SPAM not in detected(item)


# --- a saving at the seller's web address given as a share -------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Handwoven runner rug, 70 x 240 cm",
            "Wool on cotton warp. Our runners are listed on loomandlatch.example.com at 15 percent less.",
            "HOME_AND_GARDEN",
        ),
        (
            "Disc brake pads, resin, pair",
            "Fit most two-piston calipers. We stock them at spokeworks-example.co.uk too, at about 10% less.",
            "SPORTS",
        ),
        (
            "Hand-poured soy candle, 300 g",
            "Fig and cedar. All our scents are at wickandwane.example.com, roughly 20 per cent less.",
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_a_saving_at_the_sellers_address_given_as_a_share_is_off_platform(
    title: str, description: str, category: str
) -> None:
    assert _OFF in detected(titled_listing(title, description, category=category, condition=_NEW))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A share of what the item uses less of, beside the maker's address: the item's property.
        ("Electric kettle, 1.7 L", "Efficiency figures on kettleworks.example.com: boils with 30% less power."),
        ("Low-flow shower head", "Rated at brassrain.example.com as using 40 percent less water than a standard head."),
        # A share with no address or place: a comparison of the item itself.
        ("Reduced sugar jam, 340 g", "Made with 30% less sugar than our classic recipe."),
    ],
)
def test_a_share_of_something_less_is_no_saving(title: str, description: str) -> None:
    assert _OFF not in detected(titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW))
