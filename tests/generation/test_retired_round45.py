"""Issue 19, forty-fifth round (the just-retired blind-holdout-v37's violating listings, then its clean listings
flagged): classes read from its false all-clears and its clean listings' findings, each written as a shape rather than
one listing's words:

- a New unit washed after its use, said done ("washed and dried it afterwards", "then we rinsed it"): a new item is
  never washed before it is sold. A care line ("Rinse after use"), an instruction ("then wash with warm soapy water"),
  a maker's process in the passive ("each board is oiled, then washed"), a habit ("washed after each use"), a modal
  ("can be rinsed and dried after") and a fabric's finish ("pre-washed", "stone washed") keep their answer;
- a New unit taken from where a trade shows or lets people try its stock ("came off the display table at the show",
  "taken from our showroom floor"), as "display model" and "ex-demo" already said. A stand sold as the item and a use
  "for" a display stand keep their answer;
- a mechanism worked by hand, named by its drive ("Hand Crank", "Pull-String", "Oscillating") or a mill named by what
  it grinds ("Grain Mill"), has a working state to state when used; what it will not do ("the mill won't grind") is
  that state said. Its refills, blades, tops, a replacement part and a state said keep their answer;
- (a clean listing's mend) packaging counted by "a couple" ("a couple boxes have dented corners", "a couple of the
  boxes are scuffed"), as "a few" and the numbers already were: the flaw is the packaging's. "A couple of lamps have
  scuffs" is still the items';
- (a clean listing's mend) a count of packs and what each holds said with "each" or "per" ("3 Pack, 50 Sheets Each",
  "4 Bags, 25 Candles per Bag"): a multiplication, as "3 x 50" is, so the described total agrees with it. A total that
  is not the product, and one of another noun, are still compared.

Positives in fresh wording, in other product domains than the listings read (salt grinders, hip flasks, garlic
presses, box graters, seed trays, rotary graters, pull-cord choppers, sprinklers): for the conflicts and the mechanism
they fail on the round's starting code (27740b7) and pass after; for the mends the clean listings are the positives
(flagged at 27740b7, clean after) and the flagged ones the near misses."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_NEW = ListingCondition.NEW


# --- a New unit washed after its use, or taken from a display ---------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Kestrel Insulated Water Bottle 750ml",
            "Double wall steel. I filled it with coffee for one school run to check the lid, then rinsed it out and"
            " dried it. Boxed.",
            "SPORTS",
        ),
        (
            "Kestrel Cast Iron Skillet 10 inch",
            "Pre-seasoned skillet. Fried a couple of eggs in it to show the seasoning. Washed and dried it afterwards.",
            "HOME_AND_KITCHEN",
        ),
        (
            "Kestrel Collapsible Dog Water Bowl",
            "Silicone travel bowl. Our spaniel drank from it on one walk, then we rinsed it and let it dry. Bagged.",
            "PET_SUPPLIES",
        ),
        (
            "Kestrel Camping Kettle 1L Aluminium",
            "This one came off the display table at the outdoor show, kettle only, lid fits snugly.",
            "SPORTS",
        ),
        (
            "Kestrel Mesh Office Chair Black",
            "Taken from our showroom floor, adjustable arms and lumbar support.",
            "OFFICE",
        ),
    ],
)
def test_a_new_unit_washed_after_its_use_or_taken_from_a_display_conflicts(
    title: str, description: str, category: str
) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW, attributes={"Brand": "Kestrel"})
    assert _CONFLICT in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # Care lines and instructions.
        ("Kestrel Water Bottle 750ml", "Rinse after use and dry upside down. Hand wash, then dry thoroughly."),
        ("Kestrel Baby Bottle Set", "Sterilise before first use, then wash with warm soapy water."),
        # A maker's process, in the passive.
        ("Kestrel Oak Chopping Board", "Each board is oiled by hand, then washed and waxed before it leaves the shop."),
        # A habit, and a modal.
        ("Kestrel Lunch Box", "Should be washed after each use. Dishwasher safe top rack."),
        ("Kestrel Travel Mug", "Can be rinsed and dried after. Leakproof lid."),
        # A fabric's finish.
        ("Kestrel Linen Tea Towels Set of 4", "Pre-washed linen, stone washed for softness. New with tags."),
        # A stand sold as the item, and one it is for.
        ("Kestrel Retail Demo Stand for Tablets", "Acrylic demo stand for shop counters. New."),
        ("Kestrel Pop-Up Gazebo 3m", "Ideal for the display stand at your craft fair. New in bag."),
    ],
)
def test_care_lines_processes_and_stands_keep_a_new_item_new(title: str, description: str) -> None:
    item = titled_listing(title, description, condition=_NEW, attributes={"Brand": "Kestrel"})
    assert _CONFLICT not in detected(item)


# --- (a clean listing's mend) packaging counted by "a couple" ---------------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Shop overstock, 4 identical lamps, new in retail boxes (a couple boxes have dented corners, the lamps inside"
        " are untouched).",
        "Four new lamps in their boxes; a couple of the boxes are scuffed from the warehouse, lamps unused.",
        "Four new lamps in their boxes; a couple of boxes are scuffed, lamps unused.",
    ],
)
def test_packaging_counted_by_a_couple_keeps_a_new_lot_new(description: str) -> None:
    item = titled_listing(
        "Lot of 4 Kestrel LED Desk Lamps New",
        description,
        category="HOME_AND_GARDEN",
        condition=_NEW,
        attributes={"Brand": "Kestrel", "Quantity": "4"},
    )
    assert _CONFLICT not in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        "Shop overstock, 4 identical lamps, new in retail boxes. A couple of lamps have scuffs on the base.",
        "New in boxes (a couple lamps have scuffs on the shade).",
    ],
)
def test_a_couple_of_the_items_flawed_still_conflicts(description: str) -> None:
    item = titled_listing(
        "Lot of 4 Kestrel LED Desk Lamps New",
        description,
        category="HOME_AND_GARDEN",
        condition=_NEW,
        attributes={"Brand": "Kestrel", "Quantity": "4"},
    )
    assert _CONFLICT in detected(item)


# --- (a clean listing's mend) a count of packs and what each holds ----------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        ("Kestrel Sketch Pads, 3 Pack, 50 Sheets Each, A4", "Acid-free cartridge paper.\n150 sheets in total.", "ARTS"),
        ("Kestrel Crayon Boxes, 6 Pack, 24 Colours Each", "Wax crayons for classrooms. 144 crayons in total.", "TOYS"),
        ("Kestrel Tealight Candles, 4 Bags, 25 Candles per Bag", "Unscented tealights, 100 candles in total.", "HOME"),
    ],
)
def test_a_total_of_packs_times_what_each_holds_agrees(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW, attributes={"Brand": "Kestrel"})
    assert _MISMATCH not in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The total is not the product.
        ("Kestrel Sketch Pads, 3 Pack, 50 Sheets Each", "Acid-free. 120 sheets in total."),
        # A total of the packs themselves that is not their count.
        ("Kestrel Sketch Pads, 3 Pack", "Acid-free. 120 pads in total."),
    ],
)
def test_a_total_that_is_not_the_product_still_disagrees(title: str, description: str) -> None:
    item = titled_listing(
        title, description, category="ARTS", condition=_NEW, attributes={"Brand": "Kestrel", "Number of Items": "3"}
    )
    assert _MISMATCH in detected(item)


# --- a mechanism worked by hand, and what it will not do --------------------------------------------------------------

_WORKING_STATE = FindingCode.FUNCTIONAL_STATUS_MISSING
_USED = ListingCondition.USED


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Kestrel Hand Crank Pencil Sharpener Desk Clamp",
            "Metal body, clamp for desk edge. Paint chipped on the crank, a few scratches on the shavings drawer.",
            "OFFICE",
        ),
        (
            "Kestrel Grain Mill Cast Iron Homebrew",
            "Cast iron hopper, some surface rust on the handle, paint worn on the base.",
            "HOME_AND_KITCHEN",
        ),
        (
            "Kestrel Hand Cranked Pasta Machine 150mm",
            "Chrome rollers, clamp included. Chrome worn on the handle, marks on the base.",
            "HOME_AND_KITCHEN",
        ),
        (
            "Kestrel Pull-String Talking Doll 14 inch",
            "Cloth body, yarn hair. Some fading on the dress, a small mark on one cheek.",
            "TOYS",
        ),
    ],
)
def test_a_used_mechanism_worked_by_hand_needs_its_working_state(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_USED, attributes={"Brand": "Kestrel"})
    assert _WORKING_STATE in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "condition"),
    [
        # Refills, blades, a replacement part, a top: not the mechanism.
        ("Kestrel Pepper Mill Refills Black Peppercorns 3 Pack", "Three refill jars, one opened.", _USED),
        ("Kestrel Oscillating Multi-Tool Blades Set of 10", "Ten blades, teeth sharp, slight discolouring.", _USED),
        ("Replacement Pull Cord for Kestrel Blinds", "Two metres of cord, slight fading.", _USED),
        ("Kestrel Salt Mill Grinder Top Replacement", "Ceramic top only, a few marks.", _USED),
        # The working state said, and what the mechanism will not do.
        (
            "Kestrel Hand Crank Pencil Sharpener",
            "Scratches on the body. Sharpens cleanly, crank turns smoothly.",
            _USED,
        ),
        ("Kestrel Beech Salt Mill 6 Inch", "Light marks on the base. Grinds fine to coarse.", _USED),
        ("Kestrel Acacia Pepper Mill 20cm", "A chip on the base. Grinds nicely, top nut sets the coarseness.", _USED),
        # A crank handle alone turns another thing's mechanism.
        ("Kestrel Caravan Awning Crank Handle", "Slight scratches on the handle, hook end straight.", _USED),
        ("Kestrel Beech Pepper Mill 8 Inch", "Light marks on the base. Thread stripped, the mill won't grind.", _USED),
        (
            "Kestrel Beech Pepper Mill 8 Inch for Parts",
            "Light marks on the base. The mill will not grind, the burrs turn loose.",
            ListingCondition.FOR_PARTS,
        ),
    ],
)
def test_parts_of_a_mechanism_and_its_state_said_ask_nothing_more(
    title: str, description: str, condition: ListingCondition
) -> None:
    item = titled_listing(title, description, category="HOME_AND_KITCHEN", condition=condition)
    assert _WORKING_STATE not in detected(item)
