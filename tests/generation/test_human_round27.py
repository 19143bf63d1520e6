"""Issue 19, twenty-seventh round: clean listings the net sent to a person (NEEDS_HUMAN_REVIEW) on readings that say
nothing of a violation, read per class of the honest seller's shape (docs/generation.md, "Twenty-seventh round").

1. A run of digits that is a fitment's model years beside a model's or an engine's number ("Fits 2012-2019 2.2"), the
   part number a replacement part stands in for ("Replaces 0000 123 4567"), a document's own number ("certificate no.
   ..."), a list of sizes or models ending in its unit ("8 10 13 17 19 mm", "300/400/500/600 series") or of versions
   with their decimals ("2.0, 3.0, 4.0, 5.0") is no number to call (digit-run's check).
2. "Used" that says what the kind is for ("used for truing wheels", "used for hand sewing") or where such parts go
   ("used on most shelving kits") says nothing of a new item's history (the pack's new-with-signs-of-use).
3. A measure inside the title's fitment phrase ("Belt for 38 in Decks", "Sleeve for 15.6 Inch Laptops") is the
   host's, not the item's, so the item's own measures in its specifics differ from it (facet-conflict's check).
4. A new state said of a part a used item comes with, its sizes listed between ("unused S and L cheek pads"), of the
   card a boxed item carries ("the activation card is unused") or of the engine side of the vehicle a part came from
   ("engine bay untouched") is that part's, not the item's (shapes.without_part_states, read by not-new-claims-new).

Every positive here held the signal at the round's base (4d9f08c); every near miss keeps it.
"""

from __future__ import annotations

import pytest

from services.vocabulary import ListingCondition
from tests.generation.data import household_goods as goods
from tests.generation.data import signal_holds as holds

# --- 1. digits that are fitment years, a replaced part's number, a document's number, or a list of sizes ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A fitment's model years between a model's number and an engine size.
        ("Hollowmere Radiator Hose Set", "Fits: Vantor X-260 2012-2019 2.2L diesel, both hoses with clips."),
        ("Hollowmere Service Manual Kestrel KX450 1998-2004 3327", "Covers the whole range, some oil marks on pages."),
        # The number a replacement part stands in for, each of a list of them after the cue.
        ("Hollowmere Dishwasher Drain Pump", "Replaces 0000 123 4567. Fits most 60cm models, tested before removal."),
        ("Hollowmere Oven Fan Motor", "Replaces 483294501/2 / 483294501/7 on the 600 range, runs quietly."),
        # A document's own number.
        ("Hollowmere Sapphire Ring", "Comes with the lab's grading certificate no. 7712094356, ring resized once."),
        ("Hollowmere Trailer Light Board", "Lens marked with its approval no. 240.517/6621/3, one lens faded."),
        # Sizes or models listed up to their unit, and versions with their decimals.
        ("Hollowmere Socket Set", "Metric sockets 7, 8 10 13 17 19 mm in the tray, light rust on the ratchet."),
        ("Hollowmere Vacuum Side Brush", "NOT for the 300/400/500/600 series, only the S range, bristles bent."),
        ("Hollowmere Software Manuals", "Guides for releases 2.0, 3.0, 4.0, 5.0, 6.0, 7.0 and 8.0 of the editor."),
    ],
)
def test_fitment_codes_and_sizes_are_no_number_to_call(title: str, description: str) -> None:
    assert holds("digit-run", goods(title=title, description=description)) is False


@pytest.mark.parametrize(
    "description",
    [
        # A number to call beside a fitment's years, after a cue that names no code, or before a word that is no unit.
        "Fits 2012-2019 models. Ring 0161 496 0712 before noon.",
        "Replacement guaranteed, call 0161 496 0712 any time.",
        "Questions: 07700 9OO 461 or message me.",
        "Text 07700 900461 in the evening.",
        # A number of a document a buyer should call is still read where no cue names it.
        "Certificate included, phone 0113 496 0377 to check it.",
    ],
)
def test_a_number_to_call_is_still_read(description: str) -> None:
    assert holds("digit-run", goods(title="Hollowmere Garden Bench", description=description)) is True


# --- 2. "used" for what the kind is for, or where such parts go ---


@pytest.mark.parametrize(
    ("category", "title", "description"),
    [
        (
            "TOOLS",
            "Bent-Nose Pliers",
            "Bent-nose pliers, used for crimping bead tips and closing jump rings. Sealed card.",
        ),
        ("HOME_AND_GARDEN", "Waxed Garden Twine", "Waxed twine used for tomato staking, full reel in its wrapper."),
        (
            "SPORTS",
            "Valve Caps, Pack of 4",
            "Standard 10 mm valve cap, used on most road and gravel wheels. Pack of four.",
        ),
        ("HOME_AND_GARDEN", "Hinge Screws x20", "Hinge screw, used in many kitchen carcass brands, bag of 20."),
    ],
)
def test_what_the_kind_is_used_for_is_no_history(category: str, title: str, description: str) -> None:
    item = goods(category=category, title=title, condition=ListingCondition.NEW, description=description)
    assert holds("new-with-signs-of-use", item) is False


@pytest.mark.parametrize(
    "description",
    [
        # This one's own use: a subject or a helper before it, a limit on it, or the seller's own things after it.
        "Pliers were used for crimping two bead tips, then back on the card.",
        "Only used for staking three plants, rest of the reel untouched.",
        "Valve caps, used on many of my own wheels before, still tight.",
        "Twine used for one evening of staking, then put away.",
        "Hinge screws, used in the old kitchen for a year.",
    ],
)
def test_this_ones_use_stays_use(description: str) -> None:
    item = goods(
        category="HOME_AND_GARDEN", title="Garden Sundries", condition=ListingCondition.NEW, description=description
    )
    assert holds("new-with-signs-of-use", item) is True


# --- 3. a measure of what the item fits, in the title's fitment phrase ---


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Hollowmere Mower Drive Belt for 38 in Decks, Kevlar Cord", {"Length": "95 in"}),
        ("Hollowmere Padded Sleeve for 15.6 Inch Laptops, Grey", {"Width": "16.5 in"}),
        ("Hollowmere Glass Lid for 24 cm Frying Pans", {"Diameter": "25.5 cm"}),
    ],
)
def test_the_hosts_measure_is_not_the_items(title: str, attributes: dict[str, str]) -> None:
    item = goods(title=title, description="Light marks from storage.", attributes={"Brand": "Hollowmere", **attributes})
    assert holds("facet-conflict", item) is False


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The item's own measure, before the fitment phrase or after its separator, still meets its specific.
        ("Hollowmere Glass Lid 24 cm, for Frying Pans", {"Diameter": "28 cm"}),
        ("Hollowmere Sleeve for Laptops, 15.6 Inch", {"Width": "13.3 in"}),
        ("Hollowmere Mower Drive Belt 95 in for Ride-On Decks", {"Length": "88 in"}),
    ],
)
def test_the_items_own_measure_still_meets_its_specific(title: str, attributes: dict[str, str]) -> None:
    item = goods(title=title, description="Light marks from storage.", attributes={"Brand": "Hollowmere", **attributes})
    assert holds("facet-conflict", item) is True


# --- 4. a new state said of a part, a card, or the vehicle's engine side ---


@pytest.mark.parametrize(
    ("category", "title", "description"),
    [
        (
            "SPORTS",
            "Hollowmere Ski Helmet, Matte Black",
            "Worn one season, a scuff on the back. Comes with unused S and L cheek pads.",
        ),
        (
            "ELECTRONICS",
            "Hollowmere Photo Editor 2025, Boxed",
            "Disc has light scratches; the activation card is unused.",
        ),
        (
            "AUTOMOTIVE",
            "Hollowmere Radiator 2014-2018 Estate",
            "From a car hit from behind, engine bay untouched. Pressure tested.",
        ),
    ],
)
def test_a_new_part_of_a_used_item_is_the_parts(category: str, title: str, description: str) -> None:
    assert holds("not-new-claims-new", goods(category=category, title=title, description=description)) is False


@pytest.mark.parametrize(
    ("category", "title", "description"),
    [
        # The item itself said new, and a part the title sells.
        ("SPORTS", "Hollowmere Ski Helmet, Matte Black", "Helmet is unused, bought the wrong size."),
        ("ELECTRONICS", "Hollowmere Photo Editor 2025, Boxed", "Still sealed, never opened."),
        ("SPORTS", "Hollowmere Cheek Pads, S and L", "Unused S and L cheek pads, bought for the wrong helmet."),
    ],
)
def test_the_item_said_new_stays_a_claim(category: str, title: str, description: str) -> None:
    assert holds("not-new-claims-new", goods(category=category, title=title, description=description)) is True
