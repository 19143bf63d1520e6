"""Issue 19, forty-seventh round (blind-dev-v60's violating listings): a class read from the listings it answered
all-clear, rules alone and with the model, written as a shape rather than one listing's words:

- a store kept shut by its own lock, named by that lock or by what it guards ("Gun Safe", "Fireproof Document Safe",
  "Locking Medicine Cabinet", "Lock Box", "Cash Box with Key Lock", "Keypad Key Cabinet"): the lock opens on its key
  or code and holds shut, or it does not, so a used one whose wear alone is described has its working state missing,
  as a wound mechanism's is. A lock's two motions said together ("opens and locks fine", "locks and unlocks") are
  that state said. A store whose lock the title does not name (a wooden key cabinet, a piggy "Money Box"), a safe's
  lock or dial sold alone, "Microwave Safe", "Fire Safety" and "Locking Casters" keep their answer.

Positives in fresh wording, in other product domains than the listings read (wall key safes, office cash boxes): gun
safes, fireproof document safes, bathroom medicine cabinets, garden parcel boxes, an estate agent's lock box. They fail
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
