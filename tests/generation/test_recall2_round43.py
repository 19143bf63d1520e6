"""Issue 19, forty-third round (recall on every other code): classes read from the development sets' false all-clears
and missed codes whose expected codes are neither a product detail mismatch nor missing required details (the
newest sets first: blind-dev-v49, blind-holdout-v34, blind-dev-v48, blind-holdout-v33, blind-dev-v47), each written
as a shape rather than one listing's words:

- a rank or a rating the seller claims in the title ("#1 Rated", "No. 1 Best Selling", "Top Rated"): the policies'
  "claims about the seller"; a "#1" or a "No. 1" that names a size, an issue or a grade has no ranking word after it;
- a comparison's list of names whose sentence runs on after it ("..., <maker> or <maker> boots for half the money"):
  the last item is read up to the preposition that opens the tail, and the same yardstick said with "you expect
  from" cues the names as "as" does; a tail that opens on any other function word leaves the item whole;
- "working" before a measure the maker rates ("working area", "working pressure"): a specification, not a working
  state, as "work surface" already was; "in working order", "working fine" stay states;
- "marked" before what the mark says ("Marked England", "marked 925"): the maker's mark, as "stamped" is, so a used
  listing saying only that still lacks its condition details; "marked on the lid", "lightly marked" stay flaws;
- a musical water globe is wound to play, as a musical snow globe is.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(560c707); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_PROMOTIONAL = FindingCode.PROMOTIONAL_TITLE
_SPAM = FindingCode.KEYWORD_SPAM
_FUNCTIONAL = FindingCode.FUNCTIONAL_STATUS_MISSING
_DETAILS = FindingCode.CONDITION_DETAILS_MISSING
_NEW = ListingCondition.NEW
_USED = ListingCondition.USED


# --- a rank or a rating claimed in the title ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "category"),
    [
        ("Waterproof Hiking Boots, Men's Size 10, #1 Rated Outdoor Shop", "SHOES"),
        ("No. 1 Best Selling Memory Foam Dog Bed, Large, Grey", "PET_SUPPLIES"),
        ("Bamboo Cutting Board Set of 3, Top-Ranked, Juice Groove", "HOME_AND_GARDEN"),
        ("Ceramic Plant Pot 8 in with Saucer, Number One Rated Garden Store", "HOME_AND_GARDEN"),
        ("Phone Case for Pixel 8, Clear, Highest-Rated Shockproof", "CELL_PHONES"),
    ],
)
def test_a_rank_or_rating_claimed_in_the_title_is_promotional(title: str, category: str) -> None:
    item = titled_listing(title, "Brand new in the maker's packaging.", category=category, condition=_NEW)
    assert _PROMOTIONAL in detected(item)


@pytest.mark.parametrize(
    ("title", "category"),
    [
        # A "#1" or a "No. 1" naming a size, an issue, a grade or a model.
        ("Phillips Screwdriver #1 x 75 mm, Magnetic Tip", "TOOLS"),
        ("Space Rangers #1 First Print, Variant Cover", "BOOKS"),
        ("Brass Oil Lamp Burner No. 1, 5/8 in Wick", "HOME_AND_GARDEN"),
        ("Graphite Drawing Pencils No. 1 Soft, Pack of 12", "ARTS_AND_CRAFTS"),
        # A rating that is the item's own measure.
        ("Extension Lead 4 Way, Rated 13A, 2 m White", "ELECTRONICS"),
        # "Best" before a word that is no ranking.
        ("World's #1 Best Grandad Mug, 11 oz Ceramic", "HOME_AND_GARDEN"),
    ],
)
def test_a_number_one_that_names_the_item_is_left(title: str, category: str) -> None:
    item = titled_listing(title, "Brand new in the maker's packaging.", category=category, condition=_NEW)
    assert _PROMOTIONAL not in detected(item)


# --- a comparison's list whose sentence runs on after it ---------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Trailmark Hiking Boots, Men's 10, Brown Leather",
            "Full grain leather, waterproof membrane, Vibram sole. Same comfort as Scarpa, Lowa, Meindl, Hanwag or"
            " Zamberlan boots for half the money!",
        ),
        (
            "Brewcraft Burr Coffee Grinder, 40 Settings, Black",
            "Conical steel burrs, 40 grind settings. Same grind you expect from Baratza, Fellow, Niche or Eureka"
            " grinders at a fraction of the price.",
        ),
        (
            "Stridewell Road Running Shoes, Women's 7, Blue",
            "Breathable mesh upper and a foam midsole. Same bounce as Hoka, Saucony, Mizuno or Brooks shoes on a"
            " long run.",
        ),
    ],
)
def test_a_comparison_list_with_a_tail_is_keyword_spam(title: str, description: str) -> None:
    item = titled_listing(title, description, category="SPORTS", condition=_NEW)
    assert _SPAM in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The tail opens on a word that is no preposition: the item stays whole, and so no name.
        (
            "Carbon Seat Post, 27.2 mm, 350 mm Long",
            "Fits road bikes like Trek, Giant and Cannondale, measure your seat post first.",
        ),
        # A list of topics after "versus", ending on words that are no name.
        (
            "Home Baking Guide, Paperback",
            "Chapters cover sourdough versus yeast, proving baskets and lames, scoring and your first oven loaves.",
        ),
        # One compared maker with a tail is a comparison, not a list.
        (
            "Trailmark Hiking Boots, Men's 10, Brown Leather",
            "Full grain leather and a waterproof membrane, the same comfort as Scarpa boots for half the money.",
        ),
        # Common words after the yardstick.
        (
            "Brewcraft Burr Coffee Grinder, 40 Settings, Black",
            "Same grind you expect from cafes, bakeries or restaurants in town.",
        ),
    ],
)
def test_a_comparison_without_a_list_of_names_is_left(title: str, description: str) -> None:
    item = titled_listing(title, description, category="SPORTS", condition=_NEW)
    assert _SPAM not in detected(item)


# --- "working" before a rated measure ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Desktop Laser Engraver 10W, 400 x 400 mm",
            "400 x 400 mm working area. Frame has a scuff on one rail and the lid is scratched.",
            "ELECTRONICS",
        ),
        (
            "Electric Pressure Washer 1800W with Patio Cleaner",
            "Working pressure 130 bar. Body faded from the sun, hose has a kink near the gun.",
            "HOME_AND_GARDEN",
        ),
        (
            "Cordless Angle Grinder 18V, Body Only",
            "Working voltage 18 V, max speed 8500 rpm. Casing scuffed, guard has paint splashes.",
            "TOOLS",
        ),
    ],
)
def test_working_before_a_rated_measure_is_no_working_state(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_USED)
    assert _FUNCTIONAL in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Desktop Laser Engraver 10W, 400 x 400 mm",
            "400 x 400 mm working area, in working order: engraved a test square on plywood last night.",
            "ELECTRONICS",
        ),
        (
            "Electric Pressure Washer 1800W with Patio Cleaner",
            "Working fine, tested on the drive this week. Body faded from the sun.",
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_a_working_state_beside_a_rated_measure_is_left(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_USED)
    assert _FUNCTIONAL not in detected(item)


# --- "marked" before what the mark says -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Vintage Brown Betty Teapot, 6 Cup",
            "Six cup teapot. Marked England on the base.\n\nUsed. Sold as is.",
            "HOME",
        ),
        ("Silver Jam Spoon, Shell Bowl", "Small jam spoon, marked 925 on the back of the handle. Used.", "JEWELRY"),
        (
            "Studio Glass Bud Vase, Blue",
            "Hand blown bud vase, marked 'Mdina' underneath. Pre-owned, sold as seen.",
            "COLLECTIBLES",
        ),
    ],
)
def test_a_makers_mark_alone_is_no_condition_detail(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_USED)
    assert _DETAILS in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        ("Vintage Brown Betty Teapot, 6 Cup", "Six cup teapot, lid lightly marked. Used.", "HOME"),
        ("Silver Jam Spoon, Shell Bowl", "Small jam spoon, bowl marked on the inside. Used.", "JEWELRY"),
        # A maker's mark beside a flaw said.
        (
            "Studio Glass Bud Vase, Blue",
            "Hand blown bud vase, marked 'Mdina' underneath. A small chip on the rim.",
            "COLLECTIBLES",
        ),
        # "marked" closing its clause.
        ("Oak Chopping Board, Large", "Well used board, knife marked. Oiled last month.", "HOME"),
    ],
)
def test_marked_as_a_flaw_is_a_condition_detail(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_USED)
    assert _DETAILS not in detected(item)


# --- a musical water globe -----------------------------------------------------------------------------------------


def test_a_used_musical_water_globe_asks_for_its_working_state() -> None:
    item = titled_listing(
        "Musical Water Globe, Carousel Horses, Plays Carousel Waltz",
        "Condition note: the water has clouded a little and the base has a chip at the back.",
        category="HOME_AND_GARDEN",
        condition=_USED,
    )
    assert _FUNCTIONAL in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "condition"),
    [
        (
            "Musical Water Globe, Carousel Horses, Plays Carousel Waltz",
            "Winds up and plays the whole tune, horses turn. The base has a chip at the back.",
            _USED,
        ),
        ("Musical Water Globe, Carousel Horses", "Boxed, never opened.", _NEW),
        # A globe with no mechanism.
        ("Water Globe Paperweight, Lighthouse", "Used, small scratch on the base.", _USED),
    ],
)
def test_a_water_globe_with_its_state_said_or_no_mechanism_is_left(
    title: str, description: str, condition: ListingCondition
) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=condition)
    assert _FUNCTIONAL not in detected(item)
