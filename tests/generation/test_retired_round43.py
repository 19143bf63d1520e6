"""Issue 19, forty-third round (the just-retired blind-holdout-v35's violating listings): classes read from its false
all-clears and missed codes, each written as a shape rather than one listing's words:

- an item that pulls itself back in on a spring, named so by its title or its type specific ("Retractable ...",
  "Self-Retracting ...", "Auto-Rewind ..."): the spring, its brake and its lock work or do not, whatever the item is,
  so a used one's working state is the buyer's question; a part sold for one, a thing fitted with one, a garment's
  hood, "non-retractable", a new one and a used one whose working state is said keep their answer. Beside it, a claim
  that the unit is still sealed answers the working state even when the carton alone is damaged;
- a specific giving the length of one part or of what the item holds ("Cable Length: 25 m", "Line Capacity: 150
  yd") against the description's length "of" that same part, the specific's length written nowhere in the
  description; another piece's length ("plus 3 m of extra cable"), a capacity stated with no word of holding, a
  measure of another order and a specific that names no part keep their answer.

Positives in fresh wording, in other product domains than the listings read (hose reels, dog leads, garden taps),
fail on the round's starting code (560c707); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, detected, titled_listing

_FUNCTIONAL = FindingCode.FUNCTIONAL_STATUS_MISSING
_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_NEW = ListingCondition.NEW
_USED = ListingCondition.USED


# --- an item that pulls itself back in on a spring -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category", "attributes"),
    [
        (
            "Retractable ID Badge Reel, Heavy Duty, Belt Clip, Chrome",
            "Used at work for a year. Chrome is worn through on the front and the clip has a small bend.",
            "OFFICE_PRODUCTS",
            {"Brand": "Quillard", "Material": "Zinc Alloy"},
        ),
        (
            "Self-Retracting Lifeline 6 m Webbing, Fall Arrest, Scaffolding",
            "Ex-site stock, inspection tag attached. Housing scuffed on both sides, webbing a little grubby.",
            "BUSINESS_AND_INDUSTRIAL",
            {"Brand": "Harnwell", "Length": "6 m"},
        ),
        (
            "Auto-Rewind Clothes Line, 4 Lines 15 m, Wall Mounted, White",
            "Taken down when we moved house. Casing yellowed by the sun, two of the end hooks are rusty.",
            "HOME_AND_GARDEN",
            {"Brand": "Drywick"},
        ),
        (
            "Pull-Up Exhibition Banner Stand 85 x 200 cm with Carry Bag",
            "Used at three trade shows. Base has scratches along the front edge, bag has a torn strap.",
            "BUSINESS_AND_INDUSTRIAL",
            {"Brand": "Showpoint", "Type": "Retractable Banner Stand"},
        ),
    ],
)
def test_a_used_spring_return_item_asks_for_its_working_state(
    title: str, description: str, category: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category=category, condition=_USED, attributes=attributes)
    assert _FUNCTIONAL in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "category", "condition", "attributes"),
    [
        # Its working state said, in the mechanism's own words.
        (
            "Retractable ID Badge Reel, Heavy Duty, Belt Clip, Chrome",
            "Used at work for a year. Cord pulls out and retracts smoothly. Chrome worn through on the front.",
            "OFFICE_PRODUCTS",
            _USED,
            {"Brand": "Quillard"},
        ),
        (
            "Auto-Rewind Clothes Line, 4 Lines 15 m, Wall Mounted, White",
            "Tested before packing: all four lines pull out and wind back in fully. Casing yellowed by the sun.",
            "HOME_AND_GARDEN",
            _USED,
            {"Brand": "Drywick"},
        ),
        # A part sold for one, and a thing fitted with one: neither is the spring.
        (
            "Replacement Cord for Retractable Washing Line, 15 m",
            "Spare cord left over from a repair, some kinks from storage and one end frayed.",
            "HOME_AND_GARDEN",
            _USED,
            {"Brand": "Drywick"},
        ),
        (
            "Oak Writing Desk with Retractable Keyboard Tray",
            "A couple of ring marks on the top and a scuff on the left leg; drawer runners a bit stiff.",
            "FURNITURE",
            _USED,
            {"Brand": "Fenmoor"},
        ),
        # The opposite, and a garment's hood that rolls into its collar.
        (
            "Non-Retractable Lanyard with Safety Breakaway, Navy",
            "A few light marks on the metal clip, the fabric has a slight fade from use.",
            "OFFICE_PRODUCTS",
            _USED,
            {"Brand": "Quillard"},
        ),
        (
            "Waterproof Cycling Jacket with Retractable Hood, Size M",
            "Worn one winter. Small mark on the left cuff and the reflective strip is cracking slightly.",
            "CLOTHING",
            _USED,
            {"Brand": "Velomere", "Size": "M"},
        ),
        # New, and a sealed unit whose carton alone is damaged: nothing of it has been used.
        (
            "Self-Retracting Lifeline 6 m Webbing, Fall Arrest, Scaffolding",
            "Brand new in the maker's packaging.",
            "BUSINESS_AND_INDUSTRIAL",
            _NEW,
            {"Brand": "Harnwell"},
        ),
        (
            "Retractable ID Badge Reel, Heavy Duty, Belt Clip, Chrome",
            "Used - Like New: factory sealed, never opened. Box has a crushed corner only.",
            "OFFICE_PRODUCTS",
            _USED,
            {"Brand": "Quillard"},
        ),
    ],
)
def test_a_spring_return_item_whose_state_is_said_or_not_its_own_keeps_its_answer(
    title: str, description: str, category: str, condition: ListingCondition, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category=category, condition=condition, attributes=attributes)
    assert _FUNCTIONAL not in detected(item)


def test_a_sealed_claim_beside_use_of_the_unit_still_asks() -> None:
    item = titled_listing(
        "Retractable ID Badge Reel, Heavy Duty, Belt Clip, Chrome",
        "Factory sealed, box has a crushed corner. Used in our office for a month before we boxed it again.",
        category="OFFICE_PRODUCTS",
        condition=_USED,
        attributes={"Brand": "Quillard"},
    )
    assert _FUNCTIONAL in detected(item)


# --- a part's length "of" it in the description against the specific ----------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category", "attributes"),
    [
        (
            "Cable Reel Extension 25m 4 Socket 13A Orange",
            "Heavy duty reel for the garage or site. Comes wound with 15 metres of 1.5mm flex cable, thermal cut-out.",
            "TOOLS",
            {"Brand": "Brackwell", "Cable Length": "25 m", "Number of Sockets": "4"},
        ),
        (
            "Spinning Reel 4000 Size, 5.2:1, Aluminium Spool",
            "- Holds up to 100 yds of 10 lb mono line\n- Carbon drag washers\n- Spare spool",
            "SPORTS",
            {"Brand": "Tarnfield", "Line Capacity": "150 yd", "Gear Ratio": "5.2:1"},
        ),
        (
            "Dynamic Climbing Rope 10.5mm, Dry Treated, Blue",
            "Sold on a coil. Includes 40 m of 10.5mm dry treated rope with both ends marked.",
            "SPORTS",
            {"Brand": "Cragmoor", "Rope Length": "60 m", "Diameter": "10.5 mm"},
        ),
        (
            "Satin Ribbon Spool, Double Faced, Ivory",
            "For wedding favours and gift wrap. Each spool carries 25 yards of 10mm ivory ribbon.",
            "ARTS_AND_CRAFTS",
            {"Brand": "Lacewell", "Ribbon Length": "50 yd", "Width": "10 mm"},
        ),
    ],
)
def test_a_parts_length_said_of_it_in_the_description_against_the_specific(
    title: str, description: str, category: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW, attributes=attributes)
    assert _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "category", "attributes"),
    [
        # The specific's length written too: the other is another piece.
        (
            "Cable Reel Extension 25m 4 Socket 13A Orange",
            "Comes with 25 m of cable on the drum plus 3 m of extra cable for the lead-in.",
            "TOOLS",
            {"Brand": "Brackwell", "Cable Length": "25 m"},
        ),
        # Another piece named before the length, with no length of the specific's written.
        (
            "Dynamic Climbing Rope 10.5mm, Dry Treated, Blue",
            "Sold on a coil. We can add an extra 10 m of rope cut from the same batch on request.",
            "SPORTS",
            {"Brand": "Cragmoor", "Rope Length": "60 m"},
        ),
        # A capacity with no word of holding: the line spooled on is not the capacity.
        (
            "Spinning Reel 4000 Size, 5.2:1, Aluminium Spool",
            "Spooled with 100 yds of braided line ready to fish.",
            "SPORTS",
            {"Brand": "Tarnfield", "Line Capacity": "200 yd"},
        ),
        # A measure of another order: the cable's thickness, not its run.
        (
            "Cable Reel Extension 25m 4 Socket 13A Orange",
            "Rubber sheath adds 2 mm of protection to the cable.",
            "TOOLS",
            {"Brand": "Brackwell", "Cable Length": "25 m"},
        ),
        # Another part than the specific names.
        (
            "Desk Lamp with Weighted Base, Brass",
            "Wired with 1.5 m of braided cable to a switched plug.",
            "HOME",
            {"Brand": "Fenmoor", "Cord Length": "2 m"},
        ),
        # A specific that names no part.
        (
            "Garden Kneeler Pad, Foam, Green",
            "A thick pad with 5 cm of foam under the cover.",
            "HOME_AND_GARDEN",
            {"Brand": "Drywick", "Item Length": "45 cm"},
        ),
    ],
)
def test_a_parts_length_near_misses_keep_their_answer(
    title: str, description: str, category: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW, attributes=attributes)
    assert _MISMATCH not in detected(item)


# --- the title's solid material named again as a tone ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        ("Solid Walnut Picture Frame, 8 x 10", "Walnut-toned pine moulding with a glass front and easel back.", "HOME"),
        ("Solid Bronze Hare Bookends, Pair", "Cast resin, bronze-toned and weighted with sand in the base.", "HOME"),
        (
            "Solid Copper Moscow Mule Mugs, Set of 2",
            "Stainless steel inside, copper tone outside, brass handles.",
            "HOME",
        ),
    ],
)
def test_the_solid_material_said_as_a_tone_is_a_look_of_it(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW, attributes={"Brand": "Fenmoor"})
    assert _MISMATCH in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # Another metal's tone on a part; the tone denied; no solid claim.
        ("Solid Walnut Picture Frame, 8 x 10", "Solid walnut moulding, gold-tone hanging hooks on the back.", "HOME"),
        ("Solid Bronze Hare Bookends, Pair", "Cast bronze, not bronze-toned resin: each one weighs 2 kg.", "HOME"),
        (
            "Copper Tone Moscow Mule Mugs, Set of 2",
            "Stainless steel inside, copper tone outside, brass handles.",
            "HOME",
        ),
    ],
)
def test_a_tone_that_is_not_the_solid_materials_keeps_its_answer(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW, attributes={"Brand": "Fenmoor"})
    assert _MISMATCH not in caught(item)


# --- a deal away from the marketplace, joined by a hyphen ------------------------------------------------------------

_OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION


@pytest.mark.parametrize(
    "description",
    [
        "Schools and clubs: message us for a bulk price off-eBay, invoiced to your office.",
        "Trade accounts get our outside-Amazon rate on orders of ten or more; ask in messages.",
    ],
)
def test_a_deal_off_the_marketplace_joined_by_a_hyphen(description: str) -> None:
    item = titled_listing(
        "Folding Music Stand, Black Steel", description, category="MUSICAL_INSTRUMENTS", condition=_NEW
    )
    assert _OFF_PLATFORM in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        "Off-site storage tub for the garage, stacks four high.",
        "Off-white lid, fits the Amazon basics tubs we also sell here.",
    ],
)
def test_a_hyphenated_off_that_names_no_marketplace_keeps_its_answer(description: str) -> None:
    item = titled_listing("Storage Tub 40 L with Lid", description, category="HOME", condition=_NEW)
    assert _OFF_PLATFORM not in detected(item)
