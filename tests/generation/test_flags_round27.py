"""Issue 19, twenty-seventh round: clean listings answered with a finding, and wrong findings beside the expected ones
on violating listings, read per class of the honest seller's shape (docs/generation.md, "Twenty-seventh round").

1. A machine's start counted as a range ("starts in 2-3 pulls"), a run timed ("ran it for 40 minutes"), a battery's
   runtime measured ("battery lasts around 90 minutes") and a fault seen not to happen ("never stalls") are results
   only a working machine gives (detectors.TEST_READING).
2. A powered item switched on or run by the seller, and how its parts then move ("switched it on: the platter turns
   at a steady speed", "plugged in, the drum rotates smoothly") is what the power did: its working order
   (detectors._powered_runs, the wheel's manners in MOVES_AS_IT_SHOULD).
3. A fault named in the title in the trade's words ("Spares or Repairs, No Spark") is the working state said
   (detectors.functional_status_missing).
4. A used unit said to be still sealed or never opened has its state said whole: the fault is that state against the
   Used grade (CONDITION_CONFLICT), not a missing working state (detectors.functional_status_missing).
5. A stored carton's water or damp stains, and a bracket that opens on the packaging ("in its carton (carton water
   stained)"), are the packaging's flaws, apart from New on eBay (shapes._PACK_FLAW, shapes.packaging_flaws).
6. An honest "None" or "Does not apply" that the text agrees with in a list ("no dye or treatment") or restates
   ("the plating is listed as 'Does not apply'") is no stand-in (detectors._SAYS_NONE_BEFORE, _SAYS_NONE_AFTER).

Every positive here was answered wrongly at the round's base (4d9f08c); every near miss keeps its answer.
"""

from __future__ import annotations

import pytest

from services.detectors import detect
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.generation.data import household_goods as goods

FSM = FindingCode.FUNCTIONAL_STATUS_MISSING


def codes(item: Listing) -> set[FindingCode]:
    return {found.code for found in detect(item)}


# --- 1. a start counted as a range, a run timed ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Hollowmere Petrol Lawnmower 46cm",
            "Starts in 2-3 pulls from cold. Deck has a dent on the left, grass bag split at the rear.",
        ),
        (
            "Hollowmere Petrol Pressure Washer",
            "Starts within 3 to 4 pulls. Lance paint flaking, one handle bent.",
        ),
        (
            "Hollowmere Belt Sander 800W",
            "Ran it for 40 minutes on a door. Base plate has surface rust, dust bag scratched.",
        ),
        (
            "Hollowmere Petrol Strimmer",
            "Ran about half an hour clearing the drive. Housing scuffed, strap frayed at one end.",
        ),
        # A battery's runtime measured, a fault a running machine was seen not to show.
        (
            "Hollowmere Cordless Drill 18V",
            "Battery ran about 45 minutes on decking screws before it needed a charge. Chuck scratched.",
        ),
        ("Hollowmere Robot Vacuum Cleaner", "Battery lasts around 90 minutes on carpet. Bumper scuffed on the left."),
        ("Hollowmere Petrol Strimmer", "Engine never stalls in the long grass. Guard cracked at the edge."),
    ],
)
def test_a_counted_start_or_a_timed_run_is_a_working_state(title: str, description: str) -> None:
    assert FSM not in codes(goods(title=title, description=description))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # Nothing run: the machine's state is still unsaid.
        ("Hollowmere Belt Sander 800W", "Base plate has surface rust, dust bag scratched. Collection only."),
        # A walk timed is no run of the machine.
        ("Hollowmere Petrol Strimmer", "Walked it round the garden for 20 minutes. Housing scuffed."),
        # "Ran" with no time: a manner alone stays vague (sixteenth round).
        ("Hollowmere Belt Sander 800W", "Ran it. Base plate has surface rust, dust bag scratched."),
        # The maker's figure is no runtime measured.
        ("Hollowmere Robot Vacuum Cleaner", "Battery lasts up to 90 minutes (maker's figure). Bumper scuffed."),
        # A battery included says nothing of it.
        ("Hollowmere Cordless Drill 18V", "Battery and charger included. Chuck scratched."),
    ],
)
def test_no_run_or_no_time_leaves_the_state_missing(title: str, description: str) -> None:
    assert FSM in codes(goods(title=title, description=description))


# --- 2. a powered item run, its parts moving as they should ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Hollowmere Belt Drive Turntable USB",
            "Switched it on before listing: the platter turns at a steady speed, tonearm lifts cleanly. Lid scratched.",
        ),
        (
            "Hollowmere Food Processor 800W",
            "Plugged it in and ran it: the spindle turns true, the speed dial turns smoothly. Bowl chipped at the rim.",
        ),
        (
            "Hollowmere Microwave 800W",
            "Plugged in for the photos, the glass plate rotates smoothly. Door has a scratch near the handle.",
        ),
    ],
)
def test_a_powered_run_and_its_moving_parts_is_a_working_state(title: str, description: str) -> None:
    assert FSM not in codes(goods(title=title, description=description))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A moving part of a powered item with no power said: nothing of the motor.
        ("Hollowmere Food Processor 800W", "The speed dial turns smoothly. Bowl chipped at the rim."),
        # The power said in another sentence than the movement.
        (
            "Hollowmere Belt Drive Turntable USB",
            "Switched it on once. The lid hinges move smoothly. Lid scratched.",
        ),
        # A hedged power-on: "should" still excuses it.
        ("Hollowmere Microwave 800W", "Should switch on fine, the glass plate rotates smoothly. Door scratched."),
    ],
)
def test_a_moving_part_without_a_power_on_says_nothing_of_a_powered_item(title: str, description: str) -> None:
    assert FSM in codes(goods(title=title, description=description))


# --- 3. a fault in the title ---


@pytest.mark.parametrize(
    "title",
    [
        "Hollowmere Petrol Hedge Trimmer Spares or Repairs No Spark",
        "Hollowmere Pressure Washer Spares Repairs - No Compression",
        "Hollowmere Ride-On Lawnmower for Parts, Won't Crank",
    ],
)
def test_a_fault_named_in_the_title_is_the_working_state(title: str) -> None:
    item = goods(
        title=title,
        condition=ListingCondition.FOR_PARTS,
        description="Sold as a project. Casing cracked near the fuel cap, one wheel missing.",
    )
    assert FSM not in codes(item)


@pytest.mark.parametrize(
    "title",
    [
        # No fault named: for parts still asks what is wrong.
        "Hollowmere Petrol Hedge Trimmer Spares or Repairs",
        # A marks-free note is no fault.
        "Hollowmere Vacuum Cleaner No Heat Marks Spares Repairs",
    ],
)
def test_a_title_without_a_fault_still_asks_for_the_working_state(title: str) -> None:
    item = goods(
        title=title,
        condition=ListingCondition.FOR_PARTS,
        description="Sold as a project. Casing cracked near the fuel cap, one wheel missing.",
    )
    assert FSM in codes(item)


# --- 4. a used unit said to be sealed ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Hollowmere Cordless Hedge Trimmer 18V", "Condition: Used - Good. Factory sealed, never opened."),
        ("Hollowmere Robot Vacuum Cleaner", "Used - Very Good. New sealed in its carton, never switched on."),
        ("Hollowmere Air Purifier", "Still sealed in the box, never opened. Spare from an office move."),
    ],
)
def test_a_used_unit_said_sealed_is_a_conflict_not_a_missing_working_state(title: str, description: str) -> None:
    found = codes(goods(title=title, description=description))
    assert FSM not in found
    assert FindingCode.CONDITION_CONFLICT in found


@pytest.mark.parametrize(
    ("condition", "description"),
    [
        # Nothing of this unit at all: the working state is still missing.
        (ListingCondition.USED, "Condition: Used - Good. Posted within two days, scuff on the lid."),
        # For parts still asks for the fault, sealed or not.
        (ListingCondition.FOR_PARTS, "Factory sealed, never opened. Spares or repairs."),
        # A part sealed, the unit used: the unit's working state is unsaid.
        (ListingCondition.USED, "Used for a season, scuff on the lid. Spare filter still sealed in its bag."),
        # Said sealed and said used: nothing is said whole.
        (ListingCondition.USED, "Brand new sealed, used in our waiting room for a year."),
    ],
)
def test_a_unit_not_said_sealed_still_needs_its_working_state(condition: ListingCondition, description: str) -> None:
    assert FSM in codes(goods(title="Hollowmere Air Purifier", condition=condition, description=description))


# --- 5. a stored carton's stains under New ---


def _new(description: str) -> Listing:
    return goods(
        title="Hollowmere Ceiling Fan 52 in",
        condition=ListingCondition.NEW,
        marketplace=Marketplace.EBAY,
        description=description,
    )


@pytest.mark.parametrize(
    "description",
    [
        "New old stock, never fitted. Carton water stained along the bottom.",
        "Never installed, in its original box (box water stained on one end, fan clean and wrapped).",
        "Unused shop stock, stains on the carton from the stockroom.",
    ],
)
def test_a_stored_cartons_stains_are_the_packagings(description: str) -> None:
    assert FindingCode.CONDITION_CONFLICT not in codes(_new(description))


@pytest.mark.parametrize(
    "description",
    [
        # The item's own stain stays the item's.
        "Never installed. One blade water stained on the underside.",
        # A bracket about the item, not the packaging.
        "Never installed, in its original box (one blade stained, box fine).",
        "New. Water stained box, motor housing scratched.",
    ],
)
def test_the_items_own_stain_is_still_a_conflict(description: str) -> None:
    assert FindingCode.CONDITION_CONFLICT in codes(_new(description))


# --- 6. an honest None agreed by the text ---


def _specimen(description: str, attributes: dict[str, str]) -> Listing:
    return goods(
        title="Blue Lace Agate Tumbled Stone 40 mm Namibia",
        category="COLLECTIBLES",
        description=description,
        attributes={"Type": "Tumbled Stone", **attributes},
    )


@pytest.mark.parametrize(
    ("description", "attributes"),
    [
        (
            "Tumbled and polished. No dye, heating or treatment of any kind. Small pit on one face.",
            {"Treatment": "None"},
        ),
        (
            "Plated pendant, 40 mm. The gold content is listed as 'Does not apply' because it is plated brass.",
            {"Gold Content": "Does not apply"},
        ),
    ],
)
def test_an_honest_none_the_text_agrees_with_is_no_stand_in(description: str, attributes: dict[str, str]) -> None:
    assert FindingCode.REQUIRED_DETAILS_MISSING not in codes(_specimen(description, attributes))


@pytest.mark.parametrize(
    ("description", "attributes"),
    [
        # The text gives the treatment the specific calls none.
        ("Tumbled and polished. Treatment: heated to deepen the colour. Small pit on one face.", {"Treatment": "None"}),
        # The gold content is stated, the specific left "Does not apply".
        ("Solid pendant, 40 mm. The gold content is 9ct, hallmarked.", {"Gold Content": "Does not apply"}),
    ],
)
def test_a_none_against_a_detail_the_text_gives_is_still_a_stand_in(
    description: str, attributes: dict[str, str]
) -> None:
    assert FindingCode.REQUIRED_DETAILS_MISSING in codes(_specimen(description, attributes))
