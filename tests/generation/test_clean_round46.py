"""Issue 19, forty-sixth round (clean listings flagged or sent to a person): classes read from the clean listings of
blind-dev-v52 to blind-dev-v56 answered with a finding or sent to a person, rules alone, each written as a shape, not
words:

- a top grade beside damage said of the packaging, where the net's grade check read it as the item's: a counted part
  of the packaging as the subject of the clause after the packaging's ("Original carton included, two flaps torn"),
  a container the seller calls "original" ("Original pouch ripped along one seam"), as "sealed" and "still in" already
  made one packaging. A part not counted ("the strap is torn"), one owned by something else ("one corner of the
  cushion"), a part the packaging never has ("one strap torn") and a container the title sells ("Tote Bag") stay the
  item's damage;
- holes named as the place a flaw is or is not ("no stretching around the buckle holes", "no creasing near the lace
  holes"): the holes the item is made with. Holes said to be there ("two holes in the sleeve", "a hole at the seam")
  stay damage;
- an X glued to a model code by a hyphen, or after a slash to a code's number ("SM-X710/X716"), read by the net's
  facet check as "times 710", a second count beside the title's pack count. A count written "x4" or "- x4" still
  counts;
- a fault said with "no longer" ("no longer powers on or takes a charge", "no longer turns on"): what the item did
  and has stopped doing is its working state, as "won't power on" already was. "No longer" said of the
  seller ("no longer needed", "no longer uses it") states nothing.

Positives in fresh wording, in other product domains than the listings read (desk lamps, cushions, silk scarves,
travel pillows, belts, hiking boots, keyboard skins, purifier filters, watch straps, speakers, e-readers, smart
watches), fail on the round's starting code (c99a8018); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, signal_holds, titled_listing

_GRADE_OVER_DAMAGE = "grade-over-damage"
_FACET_CONFLICT = "facet-conflict"
_STATUS_MISSING = FindingCode.FUNCTIONAL_STATUS_MISSING


# --- a top grade beside damage said of the packaging ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Brightwell LED Desk Lamp, Matte White",
            "Used - Like New. Set up once for a photo, no marks on the arm or base. Original carton included, two"
            " flaps torn.",
            "HOME_AND_GARDEN",
        ),
        (
            "Brightwell Velvet Scatter Cushion 45cm, Teal",
            "Like new condition, never sat on. Retail box kept, one corner ripped from the move.",
            "HOME_AND_GARDEN",
        ),
        (
            "Harbourline Silk Scarf 90cm, Navy",
            "Like New, worn once to a wedding, no pulls. Original pouch ripped along one seam.",
            "CLOTHING",
        ),
        (
            "Larkspur Memory Foam Travel Pillow",
            "As new, used on one flight and aired since. Original sleeve torn at one end.",
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_a_top_grade_beside_the_packagings_damage_is_no_conflict(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, attributes={"Brand": "Brightwell"})
    assert not signal_holds(_GRADE_OVER_DAMAGE, item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A part not counted: the item's own.
        ("Brightwell Velvet Scatter Cushion 45cm", "Like new condition. Box included, the zip tab is torn."),
        # Counted, but owned by something else.
        ("Brightwell Velvet Scatter Cushion 45cm", "Like new. Box included, one corner of the cushion ripped."),
        # Counted, but a part the packaging never has.
        ("Brightwell LED Desk Lamp, Matte White", "Like New. Original box included. One cable torn at the plug."),
        # A container the title sells is the item.
        ("Harbourline Canvas Tote Bag, Natural", "Like new. Original bag torn at the handle."),
        # Damage said of the item, with no packaging before it.
        ("Larkspur Memory Foam Travel Pillow", "As new apart from two flaps torn on the cover."),
    ],
)
def test_the_items_own_damage_beside_a_top_grade_still_conflicts(title: str, description: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", attributes={"Brand": "Brightwell"})
    assert signal_holds(_GRADE_OVER_DAMAGE, item)


# --- holes named as a place ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Whitcombe Full Grain Leather Belt 34in, Brown",
            "Used - Like New. Worn twice, no stretching around the buckle holes and no marks on the strap.",
            "CLOTHING",
        ),
        (
            "Fellgate Leather Hiking Boots UK 8",
            "Like new, worn on one short walk. No creasing near the lace holes, soles clean.",
            "CLOTHING",
        ),
    ],
)
def test_holes_named_as_a_place_are_no_damage(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, attributes={"Brand": "Whitcombe"})
    assert not signal_holds(_GRADE_OVER_DAMAGE, item)


@pytest.mark.parametrize(
    "description",
    [
        "Like new apart from two holes in the sleeve.",
        "Like New, one small hole at the seam near the cuff.",
        "Like new. Holes near the collar from a moth.",
    ],
)
def test_holes_said_to_be_there_still_conflict(description: str) -> None:
    item = titled_listing(
        "Whitcombe Merino Jumper, Size M", description, category="CLOTHING", attributes={"Brand": "Whitcombe"}
    )
    assert signal_holds(_GRADE_OVER_DAMAGE, item)


# --- an X glued to a model code -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Keyboard Skin for Zenbook 14 Laptops, 2 Pack, Clear",
            "Washable silicone covers cut for the Zenbook 14 (UX-X3402/X3405). 0.3 mm thin.",
            "ELECTRONICS",
        ),
        (
            "Replacement HEPA Filter for Breezer Air Purifier, 3 Pack",
            "Fits the Breezer AP-X200 and AP-X250 purifiers. HEPA plus carbon layer.",
            "HOME_AND_GARDEN",
        ),
        (
            "Silicone Watch Strap 20mm, 4 Pack, Mixed Colours",
            "Fits the Corvane W-X44/X46 sports watches. Quick release pins fitted.",
            "JEWELRY",
        ),
    ],
)
def test_an_x_glued_to_a_model_code_is_no_count(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=ListingCondition.NEW)
    assert not signal_holds(_FACET_CONFLICT, item)


@pytest.mark.parametrize(
    "description",
    [
        "Fits the Breezer AP-X200 purifier. Filters x4 in the box.",
        "Fits the Breezer AP-X200 purifier. In the box - x4 filters.",
        "Fits the Breezer AP-200 purifier. 4x filters in the box.",
    ],
)
def test_a_count_written_with_an_x_still_conflicts(description: str) -> None:
    item = titled_listing(
        "Replacement HEPA Filter for Breezer Air Purifier, 3 Pack",
        description,
        category="HOME_AND_GARDEN",
        condition=ListingCondition.NEW,
    )
    assert signal_holds(_FACET_CONFLICT, item)


# --- a fault said with "no longer" ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Tunewell Boom 2 Bluetooth Speaker - For Parts",
            "For parts or repair. Left out in the rain and now it no longer powers on or takes a charge. Grille dented,"
            " strap intact.",
        ),
        (
            "Pagewise Glow 6 E-Reader, Spares or Repairs",
            "Spares or repairs. It no longer turns on after being sat on, even after a night on the charger. Small"
            " crack by the port.",
        ),
        (
            "Kinetta Fit 3 Smart Watch - Not Working",
            "Sold for parts. Worn swimming and since then it no longer powers on. Scratches on the bezel.",
        ),
    ],
)
def test_a_fault_said_with_no_longer_is_the_working_state(title: str, description: str) -> None:
    item = titled_listing(
        title,
        description,
        category="ELECTRONICS",
        condition=ListingCondition.FOR_PARTS,
        attributes={"Brand": "Tunewell"},
    )
    assert _STATUS_MISSING not in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        "For parts or repair. No longer needed. Grille dented, strap intact.",
        "For parts or repair. My son no longer uses it. Grille dented, strap intact.",
    ],
)
def test_no_longer_said_of_the_seller_states_nothing(description: str) -> None:
    item = titled_listing(
        "Tunewell Boom 2 Bluetooth Speaker - For Parts",
        description,
        category="ELECTRONICS",
        condition=ListingCondition.FOR_PARTS,
        attributes={"Brand": "Tunewell"},
    )
    assert _STATUS_MISSING in detected(item)


def test_a_range_of_magnifications_still_reads_both_ends() -> None:
    # "40x-1000x": the hyphen joins two magnifications, not a code's letters; the title's 1000x agrees with one end.
    item = titled_listing(
        "Lensmoor LM-500 USB Microscope 1000x with Stand",
        "Plugs in and shows up as a camera straight away, image sharp once focused.",
        category="ELECTRONICS",
        attributes={"Brand": "Lensmoor", "Magnification": "40x-1000x"},
    )
    assert not signal_holds(_FACET_CONFLICT, item)
