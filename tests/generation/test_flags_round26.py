"""Issue 19, twenty-sixth round: clean listings answered with a finding, and wrong findings beside the expected ones
on violating listings, read per class of the honest seller's shape (docs/generation.md, "Twenty-sixth round").

1. A used unit said to be still sealed or never opened ("factory sealed, never opened") has its state said whole: the
   fault is that state against the Used grade (CONDITION_CONFLICT), not a missing condition note
   (detectors.condition_details_missing, and the pack's stock-condition-note-only).
2. The paper trades' marks said by what made them ("workings in pencil", "light underlining"), a cover or page that has
   curled, a key "shiny from use", and a can that is a noun ("the can has dents"), not the modal that hedges, are
   details of this unit (detectors._PAPER_MARKS, _HEDGED; the pack's stock-condition-note-only).
3. A fault in the repair trades' own words ("won't heat", "no spark", "powers up to a blank screen", "shows F28") is
   the working state of an item sold for parts, and the fault its note asks for (detectors._TRADE_FAULT).
4. What a new product does to another's flaw, in the present ("replaces cracked cords", "fills cracks"), and the
   cracks a climbing piece is placed in, are what it is for, not this one's wear (shapes._MADE_FOR_FLAW).

Every positive here was answered wrongly at the round's base (3955104); every near miss keeps its answer.
"""

from __future__ import annotations

import pytest

from services.detectors import detect
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import household_goods as goods


def codes(item: Listing) -> set[FindingCode]:
    return {found.code for found in detect(item)}


# --- 1. a used unit said to be sealed ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Hollowmere Cordless Drill 18V", "Factory sealed, never opened. Bought two by mistake.", {}),
        ("Hollowmere Tent 4 Person", "Condition: Used - Good. Still sealed in the box, never opened.", {}),
        ("Hollowmere Ice Skates Size 7", "Condition note: Used - Very Good. Unopened, spare pair from our club.", {}),
    ],
)
def test_a_used_unit_said_sealed_is_a_conflict_not_a_missing_note(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    found = codes(goods(title=title, description=description, attributes={"Brand": "Hollowmere", **attributes}))
    assert FindingCode.CONDITION_DETAILS_MISSING not in found
    assert FindingCode.CONDITION_CONFLICT in found


@pytest.mark.parametrize(
    ("condition", "description"),
    [
        # Nothing of this unit's state at all: the note is still missing.
        (ListingCondition.USED, "Condition: Used - Good. Posted within two days."),
        # For parts still asks for the fault, sealed or not.
        (ListingCondition.FOR_PARTS, "Factory sealed, never opened. Spares or repairs."),
        # A part inside sealed, the unit used: the unit's wear is still unsaid.
        (ListingCondition.USED, "Used for one season. Spare blades still sealed in their pack."),
    ],
)
def test_a_note_that_says_nothing_of_the_unit_is_still_missing(condition: ListingCondition, description: str) -> None:
    found = codes(goods(title="Hollowmere Hedge Trimmer 550W", condition=condition, description=description))
    assert FindingCode.CONDITION_DETAILS_MISSING in found


# --- 2. the paper trades' marks, a curled cover, a can that is a noun ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Hollowmere Piano Sheet Music Album", "Fingerings added in pencil on most pages, cover slightly curled."),
        ("Hollowmere Road Atlas 2024", "Used on two trips. Light underlining of a few routes."),
        ("Hollowmere Crossword Book", "About ten puzzles done in pen, the rest blank. Dispatched next day."),
        ("Hollowmere Chess Clock", "Buttons shiny from use, runs on one AA. Posted tracked."),
        ("Hollowmere Spray Gun 600W", "Ran it for a season. Wear: the paint can has dents, nozzle cleaned."),
        (
            "Hollowmere Music Theory Workbook",
            "Condition note: Used - Very Good. Light pencil in three exercises, spine uncreased.",
        ),
    ],
)
def test_marks_said_by_what_made_them_are_a_condition_note(title: str, description: str) -> None:
    found = codes(goods(title=title, category="BOOKS", description=description))
    assert FindingCode.CONDITION_DETAILS_MISSING not in found


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The pen, the pencil case and the curling tongs are what is sold, not marks on it.
        ("Hollowmere Pencil Case and Pens", "Used. Comes with pencil case and 4 pens. Posted next day."),
        ("Hollowmere Curling Tongs 25mm", "Used, see photos. Posted next day."),
        # The modal that hedges still hedges.
        ("Hollowmere Garden Sprayer", "Used. Items can have marks from storage. Posted next day."),
        ("Hollowmere Graded Readers Set", "Condition note: Used - Good. Posted in a padded envelope."),
    ],
)
def test_a_note_naming_no_mark_of_this_unit_is_still_missing(title: str, description: str) -> None:
    assert FindingCode.CONDITION_DETAILS_MISSING in codes(goods(title=title, category="BOOKS", description=description))


# --- 3. a fault in the repair trades' words ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Hollowmere Espresso Machine 15 bar",
            "For parts. It won't heat, the light comes on and nothing else. Drip tray cracked.",
        ),
        ("Hollowmere 2-Stroke Leaf Blower", "Spares or repairs. No spark at the plug. Tube scuffed."),
        ("Hollowmere HD Projector", "For parts. A blank screen on every input, never opened up. Case scratched."),
        ("Hollowmere Combi Boiler Controller", "Spares or repair. Display shows F28 after a minute. Casing clean."),
        ("Hollowmere Air Compressor 24L 240V", "For parts. Tank won't hold pressure. Paint chipped on the cage."),
    ],
)
def test_a_fault_in_the_trades_words_is_the_state_of_a_part_sold_for_parts(title: str, description: str) -> None:
    item = goods(title=title, category="ELECTRONICS", condition=ListingCondition.FOR_PARTS, description=description)
    found = codes(item)
    assert FindingCode.FUNCTIONAL_STATUS_MISSING not in found
    assert FindingCode.CONDITION_DETAILS_MISSING not in found


@pytest.mark.parametrize(
    "description",
    [
        # No fault named: "no heat marks" is the plate's look, a guess is no state, a screen protector is a part.
        "Used. No heat marks on the soleplate, cord intact.",
        "Not used this year, but I can't see why it wouldn't heat up. Scratches on the base.",
        "Used. Black screen protector fitted, case scuffed on one corner.",
    ],
)
def test_no_fault_named_leaves_the_working_state_missing(description: str) -> None:
    found = codes(goods(title="Hollowmere Steam Iron 2400W", category="ELECTRONICS", description=description))
    assert FindingCode.FUNCTIONAL_STATUS_MISSING in found


# --- 4. what a new product does to another's flaw ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Hollowmere Sprayer Hose 1.2m", "New replacement hose. Replaces cracked or split originals, push fit."),
        ("Hollowmere Grout Filler 250g", "New tub, white. Fills cracked or chipped grout lines in one pass."),
        ("Hollowmere Trim Touch-Up Pen", "New, sealed. Hides scuffed or faded plastic trim in one coat."),
        ("Hollowmere Rock Pitons Set of 5", "New. Best placed in thin cracks; chrome-moly steel, 5 sizes."),
    ],
)
def test_what_a_new_product_does_to_a_flaw_is_not_its_wear(title: str, description: str) -> None:
    found = codes(goods(title=title, condition=ListingCondition.NEW, description=description))
    assert FindingCode.CONDITION_CONFLICT not in found


@pytest.mark.parametrize(
    "description",
    [
        "New, but the lid is cracked at one corner.",
        "New. Replaced the cracked lid before listing.",
        "New, box opened; the tub has a dent on the rim.",
    ],
)
def test_a_new_items_own_flaw_is_still_a_conflict(description: str) -> None:
    found = codes(goods(title="Hollowmere Wood Filler 250g", condition=ListingCondition.NEW, description=description))
    assert FindingCode.CONDITION_CONFLICT in found
