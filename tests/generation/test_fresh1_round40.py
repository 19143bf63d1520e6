"""Issue 19, fortieth round (fresh development sets, violating listings): a class read from blind-dev-v48's false
all-clears, written as a shape rather than one listing's words:

- a wound or tune-playing mechanism the title gives the item "with" ("Cot Mobile with Wind-Up Music Box", "Jewellery
  Box with Clockwork Ballerina") is built into it: the keepsake plays or moves or it does not, so a used one that says
  nothing of it misses its working state (functional status missing; ``detectors._NOT_BUILT_IN``).

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(e901c7e); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_STATUS = FindingCode.FUNCTIONAL_STATUS_MISSING


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Nursery Cot Mobile with Wind-Up Music Box, Felt Clouds and Moons",
            "Felt shapes a little faded from the window, one cloud re-stitched. Arm clamps to a cot rail.",
            "BABY",
        ),
        (
            "Walnut Jewellery Box with Clockwork Ballerina, Velvet Lined",
            "Two ring rolls and a mirror in the lid. Velvet worn at the front edge, small scratch on the lid.",
            "JEWELRY",
        ),
        (
            "Bisque Porcelain Doll with Musical Box Base, Lace Dress, 1980s",
            "Lace yellowed at the hem, a hairline craze on the left cheek, base felt worn.",
            "DOLLS_AND_BEARS",
        ),
    ],
)
def test_a_built_in_mechanism_without_its_working_state(title: str, description: str, category: str) -> None:
    assert _STATUS in detected(titled_listing(title, description, category=category))


@pytest.mark.parametrize(
    ("title", "description", "category", "condition"),
    [
        # The working state said, in the trades' words.
        (
            "Nursery Cot Mobile with Wind-Up Music Box, Felt Clouds and Moons",
            "Winds up and plays through twice. Felt a little faded, one cloud re-stitched.",
            "BABY",
            ListingCondition.USED,
        ),
        (
            "Walnut Jewellery Box with Clockwork Ballerina, Velvet Lined",
            "Tested: the ballerina turns when the lid opens. Velvet worn at the front edge.",
            "JEWELRY",
            ListingCondition.USED,
        ),
        # New, where the working state is not asked.
        (
            "Walnut Jewellery Box with Clockwork Ballerina, Velvet Lined",
            "Boxed as it came from the maker.",
            "JEWELRY",
            ListingCondition.NEW,
        ),
        # A mechanism the item serves or holds, not one it has.
        (
            "Oak Display Stand for Music Box, Felt Base",
            "Light scratches on the top, felt intact.",
            "COLLECTIBLES",
            ListingCondition.USED,
        ),
        (
            "Replacement Winding Key for Wind-Up Music Box, Brass",
            "Slight tarnish on the bow.",
            "COLLECTIBLES",
            ListingCondition.USED,
        ),
        # The mechanism's key or stand given with the item, and an appliance's name after "with" (a part that comes
        # along, as before).
        (
            "Mahogany Trinket Box with Music Box Key and Pouch",
            "Small scratch on the lid, hinge firm.",
            "JEWELRY",
            ListingCondition.USED,
        ),
        (
            "Plush Karaoke Bear with Microphone, Blue",
            "Fur a little flattened on the tummy, bow missing.",
            "TOYS",
            ListingCondition.USED,
        ),
    ],
)
def test_near_misses_keep_their_answer(
    title: str, description: str, category: str, condition: ListingCondition
) -> None:
    assert _STATUS not in detected(titled_listing(title, description, category=category, condition=condition))
