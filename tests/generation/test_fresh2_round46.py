"""Issue 19, forty-sixth round (the second fresh development set's violating listings, blind-dev-v58): classes read
from its false all-clears and missed codes, each written as a shape rather than one listing's words:

- functional status: an appliance that heats, bubbles or kneads the water or the body it holds, named by that use
  ("Foot Spa", "Massage Chair", "Massage Recliner", "Massage Seat", "Inflatable Hot Tub", "Whirlpool Bath", "Paraffin
  Wax Bath"): its heater, pump and rollers work or do not, as a shiatsu massager's do, so a used one says whether they
  do. A folding therapist's chair, a massage table, a plain soaking basin, a hand-held scalp brush, and the salts,
  steps, panels and covers sold for one keep their answer;
- off-platform (rule data): the deal done between buyer and seller with its manner said ("do it directly between us",
  "sort this out privately between ourselves"), which the twenty-first round's wording read only without the adverb.
  Work shared between two people, a collection time agreed between them, a book's title and "between uses" keep
  their answer;
- product detail (the material): "steel" names the steels and irons, not every metal, so an aluminium or titanium
  title (or a part of it) over a steel specific the description backs disagrees. Zinc and brass, which plate or
  galvanise steel, a description that backs the title and steel under its own name keep their answer;
- product detail (a size): the diameter of the round part an item is sized by, keyed by that part ("Barrel
  Diameter", "Wheel Diameter", "Disc Diameter"), against the title's one length the description never writes where
  it writes the specific's. A title that agrees, in another unit too, and a size the item takes ("for 125mm Discs")
  keep their answer.

Positives in fresh wording, in other product domains than the listings read (garden hot tubs, bathroom whirlpool
baths, salon wax baths, furniture recliners, car seat massagers; camera lenses, dining tables, radiators; ladders,
camping mugs, patio benches; mower wheels, cutting discs, barrel planters), fail on the round's starting code
(c99a8018); near misses keep their answer there and after."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_WORKING = FindingCode.FUNCTIONAL_STATUS_MISSING
_USED = ListingCondition.USED


# --- functional status: an appliance that heats, bubbles or kneads what it holds --------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Kestrel Inflatable Hot Tub 4 Person Round Grey",
            "Liner has a patched seam near the drain, control unit housing faded by the sun. Ground mat included.",
            "HOME_AND_GARDEN",
        ),
        (
            "Kestrel Whirlpool Bath 1700 x 750 White Acrylic",
            "Taken out during a bathroom refit. A hairline scratch by the taps, jets a bit yellowed. Collection only.",
            "HOME_IMPROVEMENT",
        ),
        (
            "Kestrel Paraffin Wax Bath for Hands and Feet 3L",
            "Salon unit, some wax residue dried on the rim, lid has a small scuff.",
            "HEALTH_AND_BEAUTY",
        ),
        (
            "Kestrel Massage Recliner Armchair with Heat Grey Leather",
            "Leather creased on the seat, a small scuff on the left arm. From a pet-free home.",
            "FURNITURE",
        ),
        (
            "Kestrel Heated Massage Seat for Car and Office Chairs",
            "Fabric slightly bobbled where you sit, the strap buckle is scratched. Car lead included.",
            "AUTOMOTIVE",
        ),
    ],
)
def test_an_appliance_named_by_the_water_or_body_it_works_has_a_working_state(
    title: str, description: str, category: str
) -> None:
    item = titled_listing(title, description, category=category, condition=_USED, attributes={"Brand": "Kestrel"})
    assert _WORKING in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # No motor: a therapist's folding chair, a massage table, a soaking basin, a hand-held brush.
        ("Kestrel Portable Folding Massage Chair for Therapists", "Face cradle cover worn, frame scratched.", "HEALTH"),
        ("Kestrel Massage Table 3 Section Aluminium", "Vinyl scuffed at one end, carry bag included.", "HEALTH"),
        ("Kestrel Collapsible Foot Bath Basin", "Plastic soaking tub, a faint stain on the inside.", "HEALTH"),
        ("Kestrel Silicone Scalp Massager Brush", "Soft bristles, a little faded.", "HEALTH_AND_BEAUTY"),
        # What is sold for one: its cover, its steps, its panel, its salts.
        ("Kestrel Hot Tub Cover 2m Square Grey", "Vinyl faded, one strap torn.", "HOME_AND_GARDEN"),
        ("Kestrel Inflatable Hot Tub Steps with Storage", "Plastic steps, some green staining.", "HOME_AND_GARDEN"),
        ("Kestrel Whirlpool Bath Panel 1700mm White", "Front panel, a small chip on one corner.", "HOME_IMPROVEMENT"),
        ("Kestrel Foot Spa Salts Lavender 500g", "Opened, about half the tub left.", "HEALTH_AND_BEAUTY"),
        # The working state said.
        (
            "Kestrel Foot Spa with Bubbles and Rollers",
            "Limescale ring inside the tub. Tested last night: heats up, bubbles and rollers all working.",
            "HEALTH_AND_BEAUTY",
        ),
        (
            "Kestrel Massage Recliner Armchair Brown",
            "Scuff on the right arm. All massage programmes work and the heat pad warms up.",
            "FURNITURE",
        ),
    ],
)
def test_what_has_no_motor_or_serves_one_or_says_it_works_asks_nothing_more(
    title: str, description: str, category: str
) -> None:
    item = titled_listing(title, description, category=category, condition=_USED, attributes={"Brand": "Kestrel"})
    assert _WORKING not in detected(item)


# --- off-platform: the deal done directly or privately between buyer and seller ---------------------------------------

_OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Kestrel 70-200mm f/4 Zoom Lens Canon EF Mount",
            "Glass clean, a little paint loss on the hood. Drop me a line and we can do it directly between us.",
            "CAMERAS",
        ),
        (
            "Kestrel Walnut Dining Table Extending 6 Seater",
            "Light rings on the top, legs solid. Send me a note first and we can sort this out privately between"
            " ourselves.",
            "FURNITURE",
        ),
        (
            "Kestrel Cast Iron Radiator 8 Column Victorian",
            "Shot blasted and painted. Happy to arrange it direct between the two of us, just ask.",
            "HOME_IMPROVEMENT",
        ),
    ],
)
def test_a_deal_done_directly_between_buyer_and_seller_is_off_platform(
    title: str, description: str, category: str
) -> None:
    item = titled_listing(title, description, category=category, condition=_USED, attributes={"Brand": "Kestrel"})
    assert _OFF_PLATFORM in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # Work shared between two people, in the past.
        ("Kestrel Oak Bookcase Restored", "My dad and I did all the restoration work directly between us last winter."),
        # A collection time agreed through messages.
        ("Kestrel Oak Bookcase 5 Shelf", "Collection only; we can arrange a collection time between us by message."),
        # A book's title, and a care line.
        ("The Gap Between Us: A Novel by Kestrel", "Hardback, first edition, dust jacket slightly creased."),
        ("Kestrel Olive Wood Spoon Set", "Oil the spoons directly between uses and they will last. Light marks."),
    ],
)
def test_work_shared_or_a_collection_agreed_between_us_stays_on_platform(title: str, description: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_USED)
    assert _OFF_PLATFORM not in detected(item)


# --- product detail: an aluminium or titanium item is no steel one ---------------------------------------------------

_DETAIL = FindingCode.PRODUCT_DETAIL_MISMATCH


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Kestrel Aluminium Step Ladder 3 Tread",
            "Sturdy steel stiles and wide treads, rubber feet. Paint scuffed on one leg, folds flat.",
            {"Brand": "Kestrel", "Material": "Steel"},
        ),
        (
            "Kestrel Titanium Camping Mug 450ml",
            "Single wall steel mug with folding handles. Blackened on the base from the stove.",
            {"Brand": "Kestrel", "Material": "Steel"},
        ),
        (
            "Kestrel Patio Bench with Aluminum Legs, Acacia Slats",
            "Acacia slats on powder-coated steel legs. Weathered to grey, one slat has a hairline split.",
            {"Brand": "Kestrel", "Leg Material": "Steel"},
        ),
    ],
)
def test_an_aluminium_or_titanium_title_over_a_steel_specific_disagrees(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_USED, attributes=attributes)
    assert _DETAIL in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # Zinc and brass plate or galvanise steel.
        (
            "Kestrel Zinc Log Bucket with Handles",
            "Zinc-coated bucket for kindling, dulled to a soft grey. A small dent on the rim.",
            {"Brand": "Kestrel", "Material": "Galvanised Steel"},
        ),
        (
            "Kestrel Brass Lion Door Knocker",
            "Heavy door knocker, brass finish worn on the ring. Fixing bolts included.",
            {"Brand": "Kestrel", "Material": "Brass-Plated Steel"},
        ),
        # The description backs the title's aluminium.
        (
            "Kestrel Aluminium Step Ladder 3 Tread",
            "Aluminium stiles with steel rivets, rubber feet. Scuffed on one leg, folds flat.",
            {"Brand": "Kestrel", "Material": "Steel"},
        ),
        # Steel under its own name, and iron with it.
        (
            "Kestrel Steel Garden Obelisk 1.5m",
            "Powder-coated steel, a few rust spots at the feet.",
            {"Brand": "Kestrel", "Material": "Stainless Steel"},
        ),
    ],
)
def test_plated_steel_a_backed_title_or_steel_itself_agrees(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_USED, attributes=attributes)
    assert _DETAIL not in detected(item)


# --- product detail: the diameter of the round part an item is sized by -----------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Kestrel Replacement Mower Wheels 7 inch Pair",
            "Two rear wheels with bushes. 8 inch wheels, fit most push mowers.",
            {"Wheel Diameter": "8 in"},
        ),
        (
            "Kestrel Metal Cutting Discs 115mm Pack of 10",
            "Ten thin cutting discs, 125mm discs for steel and stainless.",
            {"Disc Diameter": "125 mm"},
        ),
        (
            "Kestrel Oak Barrel Planter 60cm",
            "Half a whisky barrel cut down for planting, 50 cm barrel with steel hoops.",
            {"Barrel Diameter": "50 cm"},
        ),
    ],
)
def test_a_round_parts_diameter_outvotes_the_titles_length(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(
        title, description, category="HOME_AND_GARDEN", condition=ListingCondition.NEW, attributes=attributes
    )
    assert _DETAIL in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The title agrees, in the same unit or in another.
        (
            "Kestrel Wheelbarrow 100L with 14 inch Wheel",
            "Pneumatic 14 inch wheel, steel tray.",
            {"Wheel Diameter": "14 in"},
        ),
        ("Kestrel Caster Wheels 8 inch Set of 4", "Four 200mm castors with brakes.", {"Wheel Diameter": "200 mm"}),
        # A size the item takes, not its own.
        (
            "Kestrel Random Orbit Sander for 125mm Discs",
            "Sander body, dust bag. Takes 125mm hook and loop discs.",
            {"Disc Diameter": "150 mm"},
        ),
    ],
)
def test_an_agreeing_title_or_a_size_taken_keeps_its_answer(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(
        title, description, category="HOME_AND_GARDEN", condition=ListingCondition.NEW, attributes=attributes
    )
    assert _DETAIL not in detected(item)
