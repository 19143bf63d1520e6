"""Issue 19, twenty-seventh round (recall): classes read from the development sets' false all-clears (the just-retired
blind-holdout-v20 first, then the rest of development), each written as a shape rather than one listing's words;
positives in fresh wording, in other product domains, that fail on the round's starting code (4d9f08c), and near
misses that keep their answer."""

from __future__ import annotations

import pytest

from services.structure import fitted_code_mismatch, title_maker_outvoted
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import bare_listing, caught, detected, signal_holds

_PDM = FindingCode.PRODUCT_DETAIL_MISMATCH
_CONTACT = FindingCode.CONTACT_INFO_IN_LISTING
_SPAM = FindingCode.KEYWORD_SPAM
_CONFLICT = FindingCode.CONDITION_CONFLICT


# --- the title's maker outvoted by the brand specific and the description ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A coined name opening the title; the description and the brand specific name another maker.
        ("Quillmoor 2-slot toaster, cream", "Toastwell toaster, both slots brown evenly.", {"Brand": "Toastwell"}),
        ("Brevanto hiking poles, carbon, pair", "A pair of Ridgeline poles, flick locks hold.", {"Brand": "Ridgeline"}),
        # A maker the pack lists, against another the description writes.
        ("Makita 18V hedge trimmer body only", "This is the Ryobi trimmer, cuts cleanly.", {"Brand": "Ryobi"}),
    ],
)
def test_a_title_maker_the_brand_specific_and_description_outvote_is_held(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes, category="HOME_AND_GARDEN")
    assert title_maker_outvoted(item) is not None
    assert signal_holds("title-maker-disagrees", item)
    assert _PDM in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        # The title's name written in the description; a describing word opening the title; the brand in the title;
        # the brand the title's words abbreviate; a franchise's goods; a name another specific gives; no brand
        # written in the description.
        ("Quillmoor toaster, cream", "Quillmoor by Toastwell.", {"Brand": "Toastwell"}, "HOME_AND_GARDEN"),
        ("Handmade walnut serving tray", "Made by Toastwell in our shop.", {"Brand": "Toastwell"}, "HOME_AND_GARDEN"),
        ("Toastwell Quillmoor toaster", "Toastwell toaster.", {"Brand": "Toastwell"}, "HOME_AND_GARDEN"),
        ("Berger & Lind mic stand, boom", "B&L stand, boom arm locks.", {"Brand": "B&L"}, "MUSIC"),
        ("Zorblax battle figure", "Toyworks figure, sword included.", {"Brand": "Toyworks"}, "TOYS"),
        ("Quillmoor toaster", "Toastwell toaster.", {"Brand": "Toastwell", "Series": "Quillmoor"}, "HOME_AND_GARDEN"),
        ("Quillmoor toaster, cream", "Both slots brown evenly.", {"Brand": "Toastwell"}, "HOME_AND_GARDEN"),
    ],
)
def test_a_title_maker_that_is_written_again_or_the_brands_own_is_left(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes, category=category)
    assert title_maker_outvoted(item) is None


# --- the maker's model codes the title fits against the fit specific's ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Fuel pump for Yanmar YM2210 tractor", "New pump with seals.", {"Compatible Model": "Yanmar YM3110"}),
        ("Replacement chain fits Echo CS400 saw", "Will not suit the CS400, see below.", {"Fits": "Echo CS310, CS352"}),
        ("Air filter for Kohler SV530 engines", "Pleated paper.", {"Compatible Engine": "Kohler CH18, CH20"}),
    ],
)
def test_fitted_codes_the_fit_specific_never_names_are_a_mismatch(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes, category="HOME_AND_GARDEN")
    assert fitted_code_mismatch(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The title's code among the specific's; another maker in the specific; the description saying the fit;
        # no code after the title's maker; no fit cue.
        ("Fuel pump for Yanmar YM2210 tractor", "New pump.", {"Compatible Model": "Yanmar YM2210, YM3110"}),
        ("Fuel pump for Yanmar YM2210 tractor", "New pump.", {"Compatible Model": "Iseki TX1410"}),
        ("Filter for Vortex VF400 shop vacs", "Replaces the Vortex VF400 filter.", {"Fits": "Vortex WD550, WD145"}),
        ("Fuel pump for Yanmar compact tractors", "New pump.", {"Compatible Model": "Yanmar YM3110"}),
        ("Yanmar YM2210 fuel pump", "New pump.", {"Compatible Model": "Yanmar YM3110"}),
    ],
)
def test_a_fitted_code_the_specific_or_description_gives_is_left(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes, category="HOME_AND_GARDEN")
    assert fitted_code_mismatch(item) is None


# --- a premises to call at: a unit's number, the estate's name and a full postcode ---


@pytest.mark.parametrize(
    "description",
    [
        "Come and try it first at Unit 12, Brookside Business Park, LS11 5QX, weekdays.",
        "Collection or a look before buying: unit 3B Forge Mill, Tanner Row, YO1 6JT.",
        "Our showroom is Building 7, Riverside Works, BS3 4EW, open Saturdays.",
    ],
)
def test_a_unit_on_an_estate_with_a_full_postcode_is_contact_details(description: str) -> None:
    item = bare_listing(title="Bench grinder 8 inch", description=description)
    assert _CONTACT in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        # A model code of a postcode's shape; a unit count; a town and the outward half alone; a unit's number with
        # no postcode.
        "Blendmax BX400UK air fryer, both drawers heat.",
        "Unit 4 of 6 in the set, Series Two.",
        "Collection from Leeds LS11 only, pay on the site first.",
        "The drive unit 2 Pro model, boxed.",
    ],
)
def test_a_code_or_a_town_alone_is_no_premises(description: str) -> None:
    item = bare_listing(title="Bench grinder 8 inch", description=description)
    assert _CONTACT not in detected(item)


# --- the seller's word that names are there to be found by search ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Bamboo cutlery organiser",
            "Expands to fit most drawers. Those brand names are just tagged so buyers find it.",
        ),
        (
            "Climbing chalk bag",
            "Fleece lined. Chalkworth Gripsy Talonmark Boulderly - every chalk bag brand in one search.",
        ),
        ("Aquarium heater 100W", "Auto thermostat.\n\nSearch terms we also rank for: filter, air pump, wave maker"),
        ("Bike pump, floor standing", "Gauge reads to 160 psi. Also fits search for: compressor, inflator, tyre jack"),
        ("Percolator, stovetop", "Same job as a Bialetti or a Moka Pot, if that's what you were searching for."),
    ],
)
def test_names_said_to_be_there_for_search_are_keyword_spam(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description)
    assert _SPAM in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The buyer's own search for the item; a search-and-rescue use; a list the seller numbers for finding a track;
        # "looking for"; "find" with no names put in.
        ("Stand mixer, 5 litre", "If you're searching for a quiet mixer for a small kitchen, this one is."),
        ("Handheld thermal camera", "Used for search and rescue training; screen clear, battery holds a day."),
        ("Vinyl record lot", "Every record listed so you can find the one you want: see the photos."),
        ("Desk lamp", "If that's what you were looking for, the shade tilts and the arm locks."),
        ("Key finder tags, 4 pack", "Tagged keys so you can find them from your phone. Battery lasts a year."),
    ],
)
def test_a_search_the_buyer_makes_or_no_word_of_search_stays_clean(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description)
    assert _SPAM not in detected(item)


# --- a new item the seller ran, sailed or gigged for a stretch ---


@pytest.mark.parametrize(
    "description",
    [
        "Spare hedge trimmer blade. Ran one season on my trimmer, then I swapped to the long one.",
        "Dinghy sail cover, sailed one summer with it on, then the boat was sold.",
        "Stage monitor wedge, we gigged it for a tour and it never missed a beat.",
    ],
)
def test_a_new_item_run_for_a_stretch_is_a_condition_conflict(description: str) -> None:
    item = bare_listing(title="Garden and stage kit", description=description, condition=ListingCondition.NEW)
    assert _CONFLICT in detected(item)


@pytest.mark.parametrize(
    ("description", "condition"),
    [
        # What it can do for a stretch; a stretch under a used condition; a stretch of the seller's, not the item's.
        ("Battery runs for a week on one charge, sealed box.", ListingCondition.NEW),
        ("Can be run for a day on one tank. Sealed box.", ListingCondition.NEW),
        ("Paddled it for a summer, light scuffs on the hull.", ListingCondition.USED),
    ],
)
def test_what_it_can_run_or_a_used_item_is_no_conflict(description: str, condition: ListingCondition) -> None:
    item = bare_listing(title="Garden and stage kit", description=description, condition=condition)
    assert _CONFLICT not in detected(item)
