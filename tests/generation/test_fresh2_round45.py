"""Issue 19, forty-fifth round (the second fresh development set's violating listings, blind-dev-v56): classes read
from its escapes of the rules alone, each written as a shape rather than one listing's words:

- functional status: a thing named by the motion its mechanism makes ("Oscillating Tower Fan", "Impact Sprinkler",
  "Rotary Tool") sweeps, turns or cuts, or does not, so a used one says whether it does.
- product detail (the material): bone china and fine china are porcelains, read as materials of their own ("Bone
  China Mug" over "Material: Stoneware"), which "porcelain" and "ceramic" name as their family.
- product detail (a part's material): a specific named by the part it describes ("Handle Material: Plastic") against
  the title's material right before that part's noun ("Wooden Handle"), where the description writes the specific's
  material and never the title's.
- required details (a maker withheld): "<Name> branding on the <part>" names the maker read off the item, as "<Name>
  logo on the <part>" does, under a brand specific that says there is none.
- condition conflict (a New item used): the count of what was made in or with the item, hedged ("about three") or
  given as a span ("4 or 5"), with what it was made of after the unit ("batches of beans") and "in" or "through" it.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(254f3f0); near misses keep their answer."""

from __future__ import annotations

import pytest

from services import structure
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_WORKING = FindingCode.FUNCTIONAL_STATUS_MISSING
_DETAIL = FindingCode.PRODUCT_DETAIL_MISMATCH
_REQUIRED = FindingCode.REQUIRED_DETAILS_MISSING
_CONDITION = FindingCode.CONDITION_CONFLICT


# --- functional status: a thing named by the motion its mechanism makes ---------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A household fan, its kind between the motion and the noun.
        ("Honeywell Oscillating Tower Fan 3 Speed", "White tower fan, a few marks on the base, dusty grille.", "HOME"),
        # A power tool named by its head's motion.
        ("Bosch Oscillating Multi-Tool 12V", "Light scratches on the housing, one blade included.", "TOOLS"),
        ("Dremel 3000 Rotary Tool", "Housing scuffed, collet included.", "TOOLS"),
        # A lawn sprinkler driven by the water's pulse.
        ("Rain Impact Sprinkler on Spike", "Some rust on the spike, paint worn.", "GARDEN"),
    ],
)
def test_a_thing_named_by_its_motion_has_a_working_state(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=ListingCondition.USED)
    assert _WORKING in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "condition"),
    [
        # Nothing named that moves: a fixed spray head.
        ("Fixed Spray Sprinkler Head 4 inch", "Some dirt on the cap.", ListingCondition.USED),
        # The tool's parts, not the tool.
        ("Rotary Tool Accessory Kit 160 pcs", "Half the bits used, case cracked.", ListingCondition.USED),
        ("Oscillating Sprinkler Nozzle Replacement", "Some limescale on the outlet.", ListingCondition.USED),
        # A stand that turns by hand.
        ("Rotating Cake Stand White", "Some scratches on the top.", ListingCondition.USED),
        # A New item, and a used one that says it works.
        ("Oscillating Desk Fan", "Boxed.", ListingCondition.NEW),
        ("Oscillating Desk Fan", "Works fine. Scuff on the base.", ListingCondition.USED),
        # The motion it is named by, said of it, is its working state.
        ("Oscillating Desk Fan", "Still oscillates side to side, scuff on the base.", ListingCondition.USED),
        ("Travelling Lawn Sprinkler", "Travels along the hose, paint chipped.", ListingCondition.USED),
    ],
)
def test_a_thing_with_no_named_motion_or_a_working_state_keeps_its_answer(
    title: str, description: str, condition: ListingCondition
) -> None:
    item = titled_listing(title, description, category="HOME", condition=condition)
    assert _WORKING not in detected(item)


# --- product detail: bone and fine china are porcelains ------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "material"),
    [
        ("Royal Albert Bone China Mug Rose", "Mug with a stoneware body, dishwasher safe.", "Stoneware"),
        ("Fine Bone China Dinner Plates Set of 4", "Four glazed stoneware plates.", "Stoneware"),
        ("Fine China Serving Bowl 25cm", "Serving bowl, glass, gold rim.", "Glass"),
    ],
)
def test_a_china_title_over_another_material(title: str, description: str, material: str) -> None:
    item = titled_listing(
        title, description, category="HOME", condition=ListingCondition.NEW, attributes={"Material": material}
    )
    assert _DETAIL in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "material"),
    [
        # Porcelain and ceramic name bone china's family; the specific may give the body itself.
        ("Bone China Cup and Saucer", "Fine bone china, gilt rim.", "Porcelain"),
        ("Bone China Vase White", "Vase, hand painted.", "Ceramic"),
        ("Fine China Teacup", "Teacup, gilt rim.", "Bone China"),
        # A bare "China" is where it was made.
        ("Porcelain Figurine Made in China", "Figurine of a dancer.", "Porcelain"),
    ],
)
def test_a_china_title_over_its_own_family_keeps_its_answer(title: str, description: str, material: str) -> None:
    item = titled_listing(
        title, description, category="HOME", condition=ListingCondition.NEW, attributes={"Material": material}
    )
    assert _DETAIL not in detected(item)


# --- product detail: a part's material specific against the title's material for that part -----------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        (
            "Golf Umbrella Wooden Handle Black",
            "Large umbrella with a plastic handle and fibreglass ribs.",
            {"Handle Material": "Plastic"},
            "FASHION",
        ),
        (
            "Diver Watch Leather Strap 42mm",
            "Diver watch on a silicone strap, screw-down crown.",
            {"Strap Material": "Silicone"},
            "JEWELLERY",
        ),
        (
            "Wall Mirror Oak Frame 60 x 40 cm",
            "Mirror in a plastic frame, hanging cord.",
            {"Frame Material": "Plastic"},
            "HOME",
        ),
    ],
)
def test_a_parts_material_against_the_titles(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    item = titled_listing(title, description, category=category, condition=ListingCondition.NEW, attributes=attributes)
    assert _DETAIL in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The specific agrees with the title's material, by its family.
        ("Golf Umbrella Wooden Handle Black", "Large umbrella, oak handle.", {"Handle Material": "Wood"}),
        # The description backs the title: two fields against one.
        ("Golf Umbrella Wooden Handle Black", "Wooden handle, plastic tips.", {"Handle Material": "Plastic"}),
        # Nothing else writes the specific's material.
        ("Wall Mirror Oak Frame 60 x 40 cm", "Mirror with a hanging cord.", {"Frame Material": "Plastic"}),
        # The title's material is of the items it fits.
        ("Strap for Leather Strap Watches 20mm", "Silicone strap, quick release.", {"Strap Material": "Silicone"}),
        # The part's material as the title says.
        ("Stock Pot with Glass Lid 8L", "Stainless steel pot, glass lid.", {"Lid Material": "Tempered Glass"}),
    ],
)
def test_a_parts_material_the_title_shares_or_nothing_backs_keeps_its_answer(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = titled_listing(title, description, category="HOME", condition=ListingCondition.NEW, attributes=attributes)
    assert _DETAIL not in detected(item)


# --- required details: a maker's branding named on the item ---------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Canvas Tote Bag Navy", "Tote with Kelvane branding on the strap. New."),
        ("Cool Box 24L Wheeled", "Ostrova branding on the side, wheels and a pull handle."),
    ],
)
def test_a_makers_branding_on_the_item_under_no_brand(title: str, description: str) -> None:
    item = titled_listing(
        title, description, category="HOME", condition=ListingCondition.NEW, attributes={"Brand": "Unbranded"}
    )
    assert structure.maker_withheld(item) is not None
    assert _REQUIRED in detected(item)


@pytest.mark.parametrize(
    ("description", "brand"),
    [
        # A common word is a look or an offer, no maker; a mark denied names none.
        ("Custom branding on the front available.", "Unbranded"),
        ("Floral branding on the front.", "Unbranded"),
        ("No branding on the side.", "Unbranded"),
        # The brand specific gives the maker the description reads.
        ("Tote with Kelvane branding on the strap.", "Kelvane"),
    ],
)
def test_branding_that_names_no_maker_or_the_brands_own_keeps_its_answer(description: str, brand: str) -> None:
    item = titled_listing(
        "Canvas Tote Bag", description, category="HOME", condition=ListingCondition.NEW, attributes={"Brand": brand}
    )
    assert structure.maker_withheld(item) is None


# --- condition conflict: a hedged or spanned count of what was made in a New item ----------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Coffee Roaster 250g", "roasted maybe 4 or 5 batches of beans in it, then bought a bigger one. Spotless."),
        ("Resin 3D Printer", "printed 2 or 3 bottles of resin through it. Like new."),
        ("Ice Cream Maker 1.5L", "churned about two tubs of vanilla in it, cleaned and dried."),
        ("Waffle Iron Double", "made roughly 6-8 waffles with it at a brunch."),
    ],
)
def test_a_counted_use_of_a_new_item(title: str, description: str) -> None:
    item = titled_listing(title, description, category="HOME", condition=ListingCondition.NEW)
    assert _CONDITION in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # What the item makes, said in the present, or what it can do.
        ("Waffle Iron Double", "Makes about 4 or 5 waffles in a batch. Boxed."),
        ("Coffee Roaster 250g", "Can roast about 4 or 5 batches in it an hour. Sealed."),
        ("Glass Teapot", "Brews 4 or 5 cups in it. New in box."),
        # An instruction, and something made elsewhere.
        ("Loaf Tin 2lb", "Bake 2 or 3 loaves in it before first use to season."),
        ("Waffle Iron Double", "We made 2 batches of batter for the photos, not in it. Boxed."),
    ],
)
def test_what_a_new_item_makes_or_an_instruction_keeps_its_answer(title: str, description: str) -> None:
    item = titled_listing(title, description, category="HOME", condition=ListingCondition.NEW)
    assert _CONDITION not in detected(item)
