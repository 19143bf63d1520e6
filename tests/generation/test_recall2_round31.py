"""Issue 19, thirty-first round (recall2): classes read from the development sets' false all-clears of every code but
the product-detail and required-detail ones (the just-retired blind-holdout-v24 first, then the rest of development),
each written as a shape rather than one listing's words: a claim that everything works over a named fault in words the
fault list did not know (a part that does not work or does nothing, a function that stops, a flickering screen, a
crackling speaker, dead pixels); a New item put in place or used for a stretch of time, kept on show, or counted by
what was made with it; a Used item's title calling it NEW or "New Condition" over a description of wear or use; and a
title naming three or more rare names past its fit word when the description limits the fit to one named thing.
Positives in fresh wording, in other product domains, that fail on the round's starting code (43c848d), and near
misses that keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_FUNCTION = FindingCode.FUNCTIONAL_STATUS_MISSING
_SPAM = FindingCode.KEYWORD_SPAM
_MAINS = {"Brand": "Hollowmere", "Power Source": "Mains electric"}


# --- a claim that everything works over a fault the listing names ---------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Bread maker 2lb loaf", "Fully functional, bakes a good loaf. The delay timer does nothing when it is set."),
        ("Tablet 10 inch 64GB", "Everything works! Only thing, the screen flickers at low brightness. Back scratched."),
        ("Bluetooth party speaker", "Works perfectly. The left driver crackles at high volume, scuff on the grille."),
        ("Electric lawn mower 37cm", "Fully working mower, though the blade stops spinning after ten minutes."),
        ("Digital photo frame 8in", "100% working. A dead-pixel line runs down the right edge. Stand included."),
        ("Food processor 3L", "In perfect working order. The pulse button does not work, the rest is fine."),
    ],
)
def test_a_full_working_claim_over_a_named_fault_is_caught(title: str, description: str) -> None:
    listing = titled_listing(title, description, category="HOME_AND_GARDEN", attributes=_MAINS)
    assert _FUNCTION in detected(listing)


@pytest.mark.parametrize(
    "description",
    [
        # What it fits, not a fault.
        "Fully working, tested on a full lawn. Does not work with the older 36V packs, only the 40V ones.",
        # The fault denied.
        "Works perfectly, tested on every setting for an hour: no flickering and no crackling at all.",
        "Everything works, tested with a film for two hours. The panel is flicker-free.",
    ],
)
def test_a_full_working_claim_with_a_fit_or_a_denied_fault_keeps_its_answer(description: str) -> None:
    listing = titled_listing("Projector 1080p", description, category="HOME_AND_GARDEN", attributes=_MAINS)
    assert _FUNCTION not in detected(listing)


# --- a New item put to use for a stretch of time, kept on show, or counted by what it made ----------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Ceiling fan with light 52in", "Mounted on our ceiling for about six months before we moved house."),
        ("Roof bars for estate cars", "Fitted to my car for two weeks, then I sold the car. Keys and bolts included."),
        ("Overlocker 4 thread", "Made two dresses with it and found I prefer my old one. All feet included."),
        ("Teak garden bench 150cm", "Has been on display in our garden centre for a few months. Oiled once."),
        ("Wall clock 40cm oak", "Had it on the wall for a year in the hallway, keeps good time. Box kept."),
    ],
)
def test_a_new_item_used_for_a_stretch_of_time_is_a_conflict(title: str, description: str) -> None:
    listing = titled_listing(title, description, condition=ListingCondition.NEW)
    assert _CONFLICT in detected(listing)


@pytest.mark.parametrize(
    "description",
    [
        "Can be fitted to most cars in about five minutes. Boxed, with keys and bolts.",
        "Had it in the loft for two years, still sealed in the box.",
        "We made two prototypes with the old mould; this one is from the production run. Sealed.",
        "Designed to be mounted on the wall for years of use. Sealed in the box.",
    ],
)
def test_a_new_item_fitted_in_the_future_or_stored_keeps_its_answer(description: str) -> None:
    listing = titled_listing("Roof bars for estate cars", description, condition=ListingCondition.NEW)
    assert _CONFLICT not in detected(listing)


# --- a Used item's title calling it new over a description of wear or use --------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Kayak paddle 220cm carbon NEW", "Taken on three trips, scrapes on both blades from launching."),
        ("Espresso machine 15 bar - New Condition", "Descaled last week, small dent on the drip tray."),
        ("Snow sledge wooden NEW", "The runners have surface rust and the seat slats are weathered."),
    ],
)
def test_a_used_title_that_says_new_over_wear_is_a_conflict(title: str, description: str) -> None:
    assert _CONFLICT in detected(titled_listing(title, description))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A part's state, not the item's.
        ("Touring bike 56cm, tyres NEW", "Frame has scratches on the top tube."),
        # A grade, weighed by the grade reading instead.
        ("Walking boots size 9 - Like New Condition", "Worn twice, small scuff on the left toe."),
        # Nothing tells of wear or use.
        ("Stand mixer 5L NEW", "Comes with the whisk, the hook and the beater."),
    ],
)
def test_a_title_part_state_grade_or_unworn_note_keeps_its_answer(title: str, description: str) -> None:
    assert _CONFLICT not in detected(titled_listing(title, description))


# --- rare names in the title past its fit word, when the description limits the fit to one named thing -------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Saddle bag for Ridgeline Barton Colby Thorne Hadley",
            "Waterproof zip, reflective strip. Shaped for the Ridgeline Sprint saddle only.",
            {"Brand": "Packwell"},
        ),
        (
            "Mower blade for Greenline GL40 Ashby Bexley Stroud Carver",
            "Hardened steel, 40cm. For the Greenline GL40 only.",
            {"Brand": "Cutrite", "Compatible Model": "Greenline GL40"},
        ),
    ],
)
def test_rare_names_past_an_only_fit_are_keyword_spam(title: str, description: str, attributes: dict[str, str]) -> None:
    listing = titled_listing(
        title, description, category="SPORTS", condition=ListingCondition.NEW, attributes=attributes
    )
    assert _SPAM in detected(listing)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The limit names nothing: common words in the title are no makers.
        ("Solar lights for Garden Patio Pathway Driveway", "Warm white, 8 pack. Designed for outdoor use only."),
        # The title's names are the ones the description fits.
        ("Phone case for Zephyr Z5 Pro Matte", "Slim and matte. Fits the Zephyr Z5 Pro only."),
    ],
)
def test_an_only_fit_without_rare_unfitted_names_keeps_its_answer(title: str, description: str) -> None:
    listing = titled_listing(
        title, description, category="SPORTS", condition=ListingCondition.NEW, attributes={"Brand": "Lumo"}
    )
    assert _SPAM not in detected(listing)
