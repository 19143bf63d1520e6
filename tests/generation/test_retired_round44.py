"""Issue 19, forty-fourth round (the just-retired blind-holdout-v36's violating listings): classes read from its false
all-clears, each written as a shape rather than one listing's words:

- a capacity counted in the title's own unit word ("4 Slice", "10 Cup", "12 Bottle") against a capacity specific
  giving another count in that word ("Capacity: 2 Slices", "Capacity: 18 Bottles"): the specific alone
  outvotes a title the description never backs. A title that agrees, a range, a description that writes the title's
  count too, a size key, another specific giving the title's count and a weight limit keep their answer;
- a count of uses said of a New item in three more shapes: a verb of use with its particle between the item and the
  count ("switched it on once"), the past said with "did" before what went through the item or was made with it ("we
  did bake two loaves in it"), the item used at a count of gatherings ("rode it to two street fairs"). Directions
  ("once a week"), an instruction ("Run one batch through it first"), the seller's handling ("packed them up twice"),
  the present ("we play at two weddings a month"), a trader's stall ("took them to two craft fairs") and a use denied
  keep their answer;
- the maker's name said to be marked on the item without being written ("the maker's name is cast into the lid",
  "Brand logo printed on the underside", "their name is embossed on the keeper loop") under a brand specific that
  names no maker: the seller read a maker off the item. A mark denied, a personalisation ("your name engraved"), a
  promise ("we'll have their name engraved"), the seller's own mark and a worn, unreadable mark keep their answer;
- (a clean listing's mend) the pieces one line of the description weighs, each after its own name ("frame 4.2 kg,
  wheels 1.8 kg"), that add up to the weight specific are the whole in parts, not another weight of the item: a lone
  weight in its line, pieces in lines of their own and pieces that do not add up are still compared.

Positives in fresh wording, in other product domains than the listings read (moka pots, camp stoves, French presses,
bongos, wax seals), fail on the round's starting code (943e400); near misses keep their answer. For the mend, the clean
listings are its positives (flagged at 943e400, clean after) and the flagged ones its near misses."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_REQUIRED = FindingCode.REQUIRED_DETAILS_MISSING
_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_NEW = ListingCondition.NEW


# --- a capacity counted in the title's unit word against the capacity specific ----------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category", "attributes"),
    [
        (
            "Chrome 4 Slice Toaster with Crumb Tray",
            "Wide slots, six browning settings and a cancel button.",
            "HOME_AND_KITCHEN",
            {"Brand": "Hestia", "Capacity": "2 Slices"},
        ),
        (
            "Thermoelectric Wine Cooler 12 Bottle, Glass Door",
            "Quiet fan, two wire shelves, blue interior light.",
            "HOME_AND_KITCHEN",
            {"Brand": "Cellaro", "Capacity": "18 Bottles"},
        ),
        (
            "Pod Coffee Storage Drawer 36 Pod, Black",
            "Slides out under the machine on soft runners.",
            "HOME_AND_KITCHEN",
            {"Brand": "Podwell", "Capacity": "24 Pods"},
        ),
        (
            "Kelvo 10 Cup Rice Cooker, Non-Stick Bowl",
            "Keep-warm mode, steaming basket, measuring cup and paddle.",
            "HOME_AND_KITCHEN",
            {"Brand": "Kelvo", "Capacity": "5 Cups"},
        ),
        (
            "Nonstick 12 Cup Muffin Pan, Carbon Steel",
            "Makes six standard muffins, dishwasher safe.",
            "HOME_AND_KITCHEN",
            {"Brand": "Ovenly", "Capacity": "6 Cups"},
        ),
    ],
)
def test_a_capacity_specific_outvotes_the_titles_count_in_its_unit_word(
    title: str, description: str, category: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW, attributes=attributes)
    assert _MISMATCH in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The title agrees.
        ("Chrome 2 Slice Toaster", "Wide slots.", {"Capacity": "2 Slices"}),
        # The description writes the title's count too: one field against one.
        ("Kelvo 10 Cup Rice Cooker", "Cooks up to 10 cups of rice (5 cups uncooked).", {"Capacity": "5 Cups"}),
        # A range in the title.
        ("Ridgeback Dome Tent 2-4 Person", "Roomy porch.", {"Sleeping Capacity": "2 Persons"}),
        # A size key is not the capacity.
        ("Nonstick 12 Cup Muffin Pan", "Dishwasher safe.", {"Size": "6 Cups"}),
        # Another specific gives the title's count.
        ("Kelvo 10 Cup Rice Cooker", "Non-stick bowl.", {"Capacity": "5 Cups", "Cooked Rice Capacity": "10 Cups"}),
        # A capacity in another unit.
        ("Pour-Over 4 Cup Coffee Maker", "Glass carafe.", {"Capacity": "20 Ounces"}),
    ],
)
def test_a_capacity_near_miss_keeps_its_answer(title: str, description: str, attributes: dict[str, str]) -> None:
    item = titled_listing(title, description, category="HOME_AND_KITCHEN", condition=_NEW, attributes=attributes)
    assert _MISMATCH not in detected(item)


# --- a count of uses said of a New item -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Brass Desk Lamp with Green Glass Shade",
            "Bought for the study, switched it on once and it clashed, so boxed.",
        ),
        ("Warm White Fairy Lights 10 m, 100 LED", "We plugged them in twice over Christmas and the set is like new."),
        ("Insulated Steel Water Bottle 750 ml", "Gift from work, filled it up a couple of times at my desk."),
        ("Non-Stick Loaf Tin 2 lb", "Unwanted present. We did bake two loaves in it, washed by hand since."),
        (
            "Thermal Label Printer 4 x 6 in, USB",
            "I did print one roll of labels on it, the rest of the box is untouched.",
        ),
        ("Kids Balance Bike 12 in, Red", "Fast little bike, raced it for two races only, tyres still have the nubs."),
        ("Folding Kick Scooter, Adjustable Bar", "Smooth ride, rode it to two street fairs, then it went in the shed."),
    ],
)
def test_a_new_item_used_a_counted_number_of_times_is_a_conflict(title: str, description: str) -> None:
    assert _CONFLICT in detected(titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # Directions for the kind's use.
        ("Patio Heater 13 kW, Propane", "Fire it up once a week in winter to keep the valve free."),
        # An instruction, not the past.
        ("Stainless Cold Brew Maker 1.5 L", "Run one batch through it before first use to rinse the filter."),
        # The seller's handling.
        ("Warm White Fairy Lights 10 m, 100 LED", "Boxed in our warehouse; we packed them up twice for a photo shoot."),
        ("Brass Desk Lamp with Green Glass Shade", "Brand new; checked it over once before listing."),
        # The present: what the seller does, not this item's history.
        ("Portable Karaoke Speaker with Two Microphones", "We play at two weddings a month with the same model."),
        # A trader's stall is no use of the item.
        ("Hand-Thrown Stoneware Mug, Blue Glaze", "New stock; I took them to two craft fairs on our stall."),
        ("Non-Stick Loaf Tin 2 lb", "I did make two batches of labels for the box."),
        # Use denied.
        ("Feather Fascinator on Headband, Navy", "Never wore it to one wedding or any other event."),
    ],
)
def test_a_use_count_near_miss_keeps_its_answer(title: str, description: str) -> None:
    assert _CONFLICT not in detected(titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW))


# --- the maker's name said to be marked on the item under a brand that names no maker --------------------------------


@pytest.mark.parametrize(
    ("title", "description", "brand"),
    [
        (
            "Cast Iron Skillet 10 in, Pre-Seasoned",
            "Heavy pan, the maker's name is stamped into the base. New, unused.",
            "Unbranded",
        ),
        (
            "Leather Dog Collar, Brass Buckle, Medium",
            "Their name is embossed on the keeper loop; new with tags.",
            "Does not apply",
        ),
        (
            "Glazed Ceramic Planter 20 cm, Sage",
            "Drainage hole and saucer. Brand logo printed on the underside.",
            "Generic",
        ),
    ],
)
def test_a_maker_marked_on_the_item_under_no_brand_is_withheld(title: str, description: str, brand: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW, attributes={"Brand": brand})
    assert _REQUIRED in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "brand"),
    [
        # A mark denied.
        ("Cast Iron Sundial on Stand", "Heavy and weathered, no maker's name cast anywhere on it.", "Unbranded"),
        # A personalisation, and a promise of one.
        ("Brass Pet ID Tag, Bone Shape", "Your name engraved on the front for free.", "Unbranded"),
        ("Leather Journal A5, Tan", "Order by Friday and we'll have their name engraved on the cover.", "Unbranded"),
        # The seller's own mark.
        ("Walnut Chopping Board, End Grain", "My maker's mark is burned into the side.", "Unbranded"),
        ("Walnut Chopping Board, End Grain", "The maker's mark is burned into the side.", "Handmade"),
        # A mark no one can read names no maker.
        ("Cast Iron Skillet 10 in", "The maker's mark is worn and unreadable.", "Unbranded"),
    ],
)
def test_a_maker_mark_near_miss_keeps_its_answer(title: str, description: str, brand: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW, attributes={"Brand": brand})
    assert _REQUIRED not in detected(item)


# --- (mend) pieces weighed in one line that add up to the weight specific -------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "weight"),
    [
        (
            "Bike Trailer for Two Children, Folding",
            "- Steel frame, canopy and rain cover\n- Frame 4.2 kg, wheels 1.8 kg",
            "6 kg",
        ),
        ("Backpacking Tent 2 Person, Green", "Tent body 2.1 kg, poles and pegs 0.9 kg. Pitches in minutes.", "3 kg"),
    ],
)
def test_pieces_that_add_up_to_the_weight_are_no_other_weight(title: str, description: str, weight: str) -> None:
    item = titled_listing(title, description, category="SPORTS", condition=_NEW, attributes={"Item Weight": weight})
    assert _MISMATCH not in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "weight"),
    [
        # A lone weight in its line.
        ("Backpacking Tent 2 Person, Green", "Tent body weighs 2.1 kg. Pitches in minutes.", "3 kg"),
        # Pieces that do not add up.
        ("Backpacking Tent 2 Person, Green", "Tent body 2.1 kg, poles and pegs 0.5 kg. Pitches in minutes.", "3 kg"),
        # Pieces in lines of their own.
        ("Bike Trailer for Two Children, Folding", "Frame 4.2 kg.\nWheels 1.8 kg.", "6 kg"),
    ],
)
def test_a_weight_that_is_no_piece_of_the_whole_is_still_compared(title: str, description: str, weight: str) -> None:
    item = titled_listing(title, description, category="SPORTS", condition=_NEW, attributes={"Item Weight": weight})
    assert _MISMATCH in detected(item)
