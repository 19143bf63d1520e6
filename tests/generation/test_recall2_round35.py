"""Issue 19, thirty-fifth round (recall on the other codes): classes read from the development sets' false all-clears
whose expected codes are neither a product detail mismatch nor required details (the just-retired blind-holdout-v28
first, then the rest of development), each written as a shape rather than one listing's words:

- "untested" beside a hope ("untested, but no reason it wouldn't work"): the hope's "no" is no reason why the item
  was not tested, so where the working-order section asks for one (the pack's ``untestedNeedsReason``) nothing says
  whether it works;
- a for-parts listing in those locales that gives only its category ("spares or repairs", "sold as seen", "goes as
  found") and names no part that fails, is missing or will not move, whatever kind of item it is;
- a listing declared new whose text tells of a trial of this one in any verb ("sprayed once to test"), a session
  of use ("rigged it for one club session") or a part taken off after distance put on it ("swapped them out after
  roughly 300 km").

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(f62d07b); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import bare_listing, caught, detected

_FUNCTIONAL = FindingCode.FUNCTIONAL_STATUS_MISSING
_CONFLICT = FindingCode.CONDITION_CONFLICT


# --- "untested" beside a hope ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Electric pasta machine, 6 settings", "Roller housing scratched. Untested but no reason it wouldn't work."),
        ("Electric foot spa", "Basin stained. Untested, but no reason they wouldn't work."),
        (
            "Bench drill press 350W",
            "Table rust-spotted.\n\nI haven't tested it, but there's no reason it wouldn't work.",
        ),
    ],
)
def test_untested_beside_a_hope_gives_no_working_state_where_a_reason_is_asked(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description, locale="en-GB")
    assert _FUNCTIONAL in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "locale"),
    [
        # A reason beside the hope, a test beside it, or a locale whose section asks only that "untested" be said.
        (
            "Electric pasta machine, 6 settings",
            "Roller housing scratched. Untested as I have no adaptor for the plug; no reason it wouldn't work.",
            "en-GB",
        ),
        (
            "Cordless hedge trimmer 18V",
            "Tested today: blades cut cleanly. Untested on thick branches, no reason it wouldn't cope.",
            "en-GB",
        ),
        ("Electric pasta machine, 6 settings", "Roller housing scratched. Untested.", "en-US"),
    ],
)
def test_untested_with_a_reason_a_test_or_where_no_reason_is_asked_keeps_its_answer(
    title: str, description: str, locale: str
) -> None:
    item = bare_listing(title=title, description=description, locale=locale)
    assert _FUNCTIONAL not in detected(item)


# --- a for-parts listing that gives only its category ------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Antique brass sextant, spares", "Arc tarnished, one mirror cloudy. Spares or repairs. Goes as found."),
        ("Vintage mantel barometer, oak", "Case scratched on the top. Spares, sold as seen."),
        ("Ship's engine room telegraph, brass", "Heavy patina, one glass cloudy. Spares or repairs. Goes as found."),
        ("Child's rocking horse, dapple grey", "Needs a restorer. Sold as seen, no returns."),
    ],
)
def test_a_for_parts_listing_giving_only_its_category_misses_its_working_state(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description, condition=ListingCondition.FOR_PARTS, locale="en-GB")
    assert _FUNCTIONAL in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "locale"),
    [
        # A part named failing or gone, nothing to test, or a locale whose section does not ask what is wrong.
        ("Ship's engine room telegraph, brass", "The handle is seized solid. Spares or repairs.", "en-GB"),
        ("Child's rocking horse, dapple grey", "One rocker snapped, the mane is missing. Sold as seen.", "en-GB"),
        ("Vintage mantel barometer case", "Case only, nothing to test. Spares, sold as seen.", "en-GB"),
        ("Vintage mantel barometer, oak", "Case scratched on the top. Spares, sold as seen.", "en-US"),
    ],
)
def test_a_for_parts_listing_naming_its_fault_or_outside_those_locales_keeps_its_answer(
    title: str, description: str, locale: str
) -> None:
    item = bare_listing(title=title, description=description, condition=ListingCondition.FOR_PARTS, locale=locale)
    assert _FUNCTIONAL not in detected(item)


# --- a new listing whose text tells of a trial, a session or distance ---------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Perfume atomiser 50 ml", "Sprayed once to test on my wrist, not for me. Nearly full."),
        ("Airbrush compressor kit", "Primed twice to test, then back in the box."),
        ("Climbing rope 60 m", "We rigged it for one club session and it felt too stiff, so it went back in the bag."),
        ("Road bike wheelset 700c", "Swapped them out after roughly 300 km when I changed groupsets."),
    ],
)
def test_a_new_listing_telling_of_a_trial_a_session_or_distance_is_held(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description, condition=ListingCondition.NEW)
    assert _CONFLICT in caught(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # An instruction for the buyer's first use, a check of one part, an occasion bought for, a range, a warranty,
        # a service interval.
        ("Airless paint sprayer", "Must be primed once to test the seals before first use. Boxed."),
        ("Hand cream sample, 5 ml", "Decanted into a new pump bottle, pumped once to check the nozzle only."),
        ("Party lights, 20 m", "I bought them for one garden party, which was cancelled. Still boxed."),
        ("Electric scooter", "Up to 25 miles on a single charge. Sealed in its box."),
        ("Van tyre 215/65R16C", "Re-torque the wheel nuts after 50 miles. Brand new, never fitted."),
        ("Touring tyre pair", "Tread rated for 40,000 miles. Still with the stickers on."),
    ],
)
def test_an_instruction_a_purchase_or_a_rating_keeps_a_new_listing_clear(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description, condition=ListingCondition.NEW)
    assert _CONFLICT not in caught(item)
