"""Issue 19, thirty-second round (recall on every code but product details): classes read from the development sets'
false all-clears whose expected codes include neither a product detail mismatch nor missing required details (the
just-retired blind-holdout-v25 first, then the rest of development), each written as a shape rather than one listing's
words:

- a thing with moving parts and no power (a pushchair, a fishing reel, a recliner, a jack, a vice, a multitool,
  anything turned by a hand crank; the pack's movingMechanisms) whose listing describes only its looks: its working
  order is the buyer's question, answered by the mechanism's own verbs ("folds and unfolds fine", "brake holds");
- a working state hoped or remembered under a template's label ("Functional: should be fine") or after a question the
  seller asks ("Runs? Should do"): the label and the question state no current result;
- parts said missing by a vague count that names none of them ("some of the original accessories are missing").

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(7d5a994); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, detected, titled_listing

_WORKING = FindingCode.FUNCTIONAL_STATUS_MISSING
_DETAILS = FindingCode.CONDITION_DETAILS_MISSING


# --- a thing with moving parts and no power, described only by its looks -------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Scissor jack 1.5 tonne, compact", "Paint flaking on the base plate, crank handle included.", {}),
        ("Twin tandem pram, navy", "Hood faded on the left side, a small tear in the basket.", {}),
        ("Centrepin reel 4.5 inch, aluminium", "Light scratches on the back plate, line guard bent a touch.", {}),
        ("Leather reclining armchair, tan", "Creasing on the seat cushion, a scuff on the right arm.", {}),
        ("Pasta roller, chrome", "Chrome dulled on one roller housing.", {"Type": "Hand Crank Pasta Maker"}),
    ],
)
def test_a_moving_mechanism_described_only_by_its_looks_is_asked_whether_it_works(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    listing = titled_listing(title, description, category="HOME_AND_GARDEN", attributes=attributes)
    assert _WORKING in caught(listing)


@pytest.mark.parametrize(
    ("title", "description", "condition"),
    [
        # Said to move, in the mechanism's own verbs.
        (
            "Twin tandem pram, navy",
            "Folds and unfolds fine, brake holds on a slope. Hood faded.",
            ListingCondition.USED,
        ),
        (
            "Centrepin reel 4.5 inch",
            "Spins freely for a long time; check clicks on and off. Back plate scratched.",
            ListingCondition.USED,
        ),
        (
            "Leather reclining armchair, tan",
            "Reclines and returns smoothly; creasing on the seat.",
            ListingCondition.USED,
        ),
        # An accessory of the mechanism, or what is sold for it.
        ("Pram footmuff, fleece lined", "Bobbling on the lining.", ListingCondition.USED),
        ("Cup holder for stroller, clip-on", "A scuff on the clip.", ListingCondition.USED),
        # A new one has no working order to state.
        ("Scissor jack 1.5 tonne", "Sealed in its box.", ListingCondition.NEW),
    ],
)
def test_a_mechanism_said_to_move_its_accessory_or_a_new_one_is_not_asked(
    title: str, description: str, condition: ListingCondition
) -> None:
    listing = titled_listing(title, description, category="HOME_AND_GARDEN", condition=condition)
    assert _WORKING not in caught(listing)


# --- a working state hoped under a template's label or after a question ---------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Cosmetic: a dent on the lid. Functional: should be fine, it was working when I boxed it.",
        "Tested: no reason it would not work. Scratches on the base.",
        "Powers on? Should do, it was running last summer. Lid scuffed.",
    ],
)
def test_a_hope_under_a_label_or_after_a_question_is_no_working_state(description: str) -> None:
    listing = titled_listing("Bread maker 1 kg loaf", description, category="HOME_AND_GARDEN")
    assert _WORKING in detected(listing)


@pytest.mark.parametrize(
    "description",
    [
        "Cosmetic: a dent on the lid. Functional: tested today, kneads and bakes a full loaf.",
        "Does it work? Yes: tested this morning, heats and turns. It was working last summer too.",
    ],
)
def test_a_current_result_beside_the_label_or_the_question_is_a_working_state(description: str) -> None:
    listing = titled_listing("Bread maker 1 kg loaf", description, category="HOME_AND_GARDEN")
    assert _WORKING not in caught(listing)


# --- parts said missing by a vague count ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Tested: all speeds run. Scuff on the housing. Some of the original attachments are missing.",
        "Steams on every setting, light scratches on the plate. A couple of the supplied accessories are lost.",
        "Boots and charges. Several components missing. Light marks on the lid.",
    ],
)
def test_parts_said_missing_by_a_vague_count_need_a_person(description: str) -> None:
    listing = titled_listing("Handheld garment steamer", description, category="HOME_AND_GARDEN")
    assert _DETAILS in caught(listing)


@pytest.mark.parametrize(
    "description",
    [
        "Tested: all speeds run. Some of the original attachments are missing: the brush head and the crease clip.",
        "A couple of accessories missing (the fabric brush and the hook). Heats in thirty seconds.",
        "Heats in thirty seconds, light marks on the tank; none of the accessories are missing.",
    ],
)
def test_missing_parts_named_or_denied_keep_their_answer(description: str) -> None:
    listing = titled_listing("Handheld garment steamer", description, category="HOME_AND_GARDEN")
    assert _DETAILS not in caught(listing)
