"""Issue 19, forty-seventh round (blind-dev-v60's violating listings): a class read from the listings it answered
all-clear, rules alone and with the model, written as a shape rather than one listing's words:

- a store kept shut by its own lock, named by that lock or by what it guards ("Gun Safe", "Fireproof Document Safe",
  "Locking Medicine Cabinet", "Lock Box", "Cash Box with Key Lock", "Keypad Key Cabinet"): the lock opens on its key
  or code and holds shut, or it does not, so a used one whose wear alone is described has its working state missing,
  as a wound mechanism's is. A lock's two motions said together ("opens and locks fine", "locks and unlocks") are
  that state said. A store whose lock the title does not name (a wooden key cabinet, a piggy "Money Box"), a safe's
  lock or dial sold alone, "Microwave Safe", "Fire Safety" and "Locking Casters" keep their answer;
- a thing that warms or cools by its own element, named by that heat ("Heated Insoles", "Heated Dog Bed", "Seedling
  Heat Mat", "Thermoelectric Wine Cooler"): it warms or it does not, so a used one whose wear alone is described has
  its working state missing. A colour ("Electric Blue"), a mat that only bears heat, a cover sold for one and a used
  one whose warmth is said keep their answer;
- a home health device that reads or stimulates the body, named by that use ("Glucose Meter", "Fetal Doppler", "Ear
  Thermometer", "Muscle Stimulator"): it reads true or pulses, or it does not. A glass clinical thermometer, a
  stethoscope, a case or pads sold for one and a used one whose reading is said keep their answer.

Positives in fresh wording, in other product domains than the listings read (wall key safes, office cash boxes, heat
pads, electric humidors, TENS units): gun safes, fireproof document safes, bathroom medicine cabinets, garden parcel
boxes, an estate agent's lock box; heated insoles, heated dog beds, seedling heat mats, thermoelectric wine coolers;
glucose meters, fetal dopplers, ear thermometers, muscle stimulators. They fail
on the round's starting code (257936a9) and pass after."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode
from tests.generation.data import caught, detected, titled_listing

_FUNCTION = FindingCode.FUNCTIONAL_STATUS_MISSING


# --- a store kept shut by its own lock ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Ironvale 8 Rifle Gun Safe Black 120cm",
            "Came out of the barn conversion. Rub marks on both sides, one shelf bracket bent, carpet lining faded.",
            "SPORTS",
        ),
        (
            "Bramwell Fireproof Document Safe 0.8 cu ft",
            "Used in a home office for three years. Scuff on the top, paint chip by the hinge, two keys included.",
            "OFFICE",
        ),
        (
            "Larchmont Locking Medicine Cabinet Mirrored Door White",
            "Taken off the bathroom wall when we retiled. Mirror edge has a small chip, white paint yellowed a little.",
            "HOME_AND_GARDEN",
        ),
        (
            "Copperleaf Lockable Large Parcel Box Anthracite",
            "Stood by our front door for a year. Some fading on the lid, a scratch down the left side, key included.",
            "HOME_AND_GARDEN",
        ),
        (
            "Realtor Shackle Lock Box 4 Digit Black",
            "From our agency's old stock. Rubber cover perished in one corner, shackle scratched.",
            "BUSINESS_AND_INDUSTRIAL",
        ),
    ],
)
def test_a_used_store_kept_shut_by_its_lock_says_whether_the_lock_works(
    title: str, description: str, category: str
) -> None:
    item = titled_listing(title, description, category=category)
    assert _FUNCTION in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # The lock tried both ways, in a lock's own words.
        (
            "Ironvale 8 Rifle Gun Safe Black 120cm",
            "Rub marks on both sides. Opens and locks fine with either key.",
            "SPORTS",
        ),
        (
            "Copperleaf Lockable Large Parcel Box Anthracite",
            "Fading on the lid. Locks and unlocks smoothly, key included.",
            "HOME_AND_GARDEN",
        ),
        # No lock in the title: a wooden key cabinet and a piggy money box.
        (
            "Vintage Oak Key Cabinet Glass Door 10 Hooks",
            "Oak key cabinet with a glass door, a few marks on the frame.",
            "COLLECTIBLES",
        ),
        ("Spotted Pig Money Box Ceramic", "Ceramic pig money box, a tiny chip on one ear.", "HOME_AND_GARDEN"),
        # A safe's lock or dial sold alone is a part; a property and a set of safety kit are no safe.
        (
            "Vintage Combination Safe Lock with Dial and Spindle",
            "Lock body and dial, surface rust on the spindle.",
            "TOOLS",
        ),
        ("Stoneware Pasta Bowl Microwave Safe Set of 4", "Four bowls, one with a hairline on the foot.", "KITCHEN"),
        (
            "Caravan Fire Safety Kit Blanket and Extinguisher",
            "Gauge in the green, blanket still in its pouch, case sun-faded.",
            "HOME_AND_GARDEN",
        ),
        # "Locking" said of a part that is no store.
        (
            "Steel Utility Trolley 3 Tier Locking Casters",
            "Scratches on the top tray, one caster squeaks a little.",
            "BUSINESS_AND_INDUSTRIAL",
        ),
    ],
)
def test_a_lock_tried_or_no_lock_named_keeps_its_answer(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category)
    assert _FUNCTION not in caught(item)


# --- a thing that warms or cools by its own element ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Frostline Heated Insoles Size 9 Pair",
            "Worn for one ski season. Top fabric bobbled at the heel, one cable sheath scuffed.",
            "SPORTS",
        ),
        (
            "Pawhaven Heated Dog Bed Medium Grey Fleece",
            "Our old lab's bed. Fleece is flattened in the middle and there is a small bite mark on the cord cover.",
            "PET_SUPPLIES",
        ),
        (
            "Greenroot Seedling Heat Mat 50 x 25cm",
            "Two springs in the greenhouse. Surface is a bit marked from trays, cord has some soil on it.",
            "HOME_AND_GARDEN",
        ),
        (
            "Vintara Thermoelectric Wine Cooler 12 Bottle",
            "Moved house and it no longer fits. Scratch on the left panel, a shelf runner is slightly bent.",
            "KITCHEN",
        ),
    ],
)
def test_a_used_thing_named_by_its_heat_says_whether_it_warms(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category)
    assert _FUNCTION in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A mat that only bears heat, a cover sold for one.
        ("Heat Resistant Silicone Craft Mat 40cm", "Some glue marks on the surface.", "ARTS_AND_CRAFTS"),
        ("Heated Dog Bed Cover Replacement Fleece", "Spare fleece cover, washed, a bit faded.", "PET_SUPPLIES"),
        # Its warmth said.
        (
            "Frostline Heated Insoles Size 9 Pair",
            "Worn for one ski season, each insole heats up on every setting. Top fabric bobbled at the heel.",
            "SPORTS",
        ),
    ],
)
def test_no_heat_of_its_own_or_its_warmth_said_keeps_its_answer(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category)
    assert _FUNCTION not in caught(item)


def test_electric_as_a_colour_names_no_element() -> None:
    # The detectors only: the net's power words read "electric" wherever it stands, as they did before this round.
    item = titled_listing(
        "Electric Blue Fleece Throw 130 x 170", "Soft fleece throw, a little bobbling on one side.", category="HOME"
    )
    assert _FUNCTION not in detected(item)


# --- a home health device that reads or stimulates the body -----------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Glucotrue GT-5 Blood Glucose Meter Kit",
            "Used for a few months. Screen has light scratches, lancing device included, no strips.",
            "HEALTH_AND_BEAUTY",
        ),
        (
            "Babybeat Fetal Doppler Home Heartbeat Listener",
            "Used through one pregnancy. Probe cable slightly kinked, some gel marks on the case.",
            "BABY",
        ),
        (
            "Thermosure Ear Thermometer with Probe Covers",
            "Housing is a little yellowed and the cap is scratched. 12 covers left.",
            "HEALTH_AND_BEAUTY",
        ),
        (
            "Flexpulse Muscle Stimulator 4 Pads Abs and Legs",
            "Used at the gym for a year. Belt clip snapped off, lead wires a bit tangled.",
            "SPORTS",
        ),
    ],
)
def test_a_used_health_device_says_whether_it_reads_or_pulses(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category)
    assert _FUNCTION in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # Nothing that runs: a glass thermometer, a stethoscope.
        ("Vintage Glass Clinical Thermometer in Tin Case", "Mercury-free glass, tin has some rust.", "COLLECTIBLES"),
        ("Acoustic Dual Head Stethoscope Navy", "Tubing a little stiff, chestpiece scratched.", "HEALTH_AND_BEAUTY"),
        # What is sold for one.
        ("Carry Case for Glucose Meter Black Zip", "Zip case, one elastic loop stretched.", "HEALTH_AND_BEAUTY"),
        ("Replacement Gel Pads for Muscle Stimulator 8 Pack", "Opened pack of 8 pads, 2 used once.", "SPORTS"),
        # Its reading said.
        (
            "Thermosure Ear Thermometer with Probe Covers",
            "Tested against the surgery's thermometer, reads within 0.1 degrees. Housing a little yellowed.",
            "HEALTH_AND_BEAUTY",
        ),
    ],
)
def test_no_device_or_its_reading_said_keeps_its_answer(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category)
    assert _FUNCTION not in caught(item)
