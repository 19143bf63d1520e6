"""Issue 19, forty-fourth round (clean listings flagged or sent to a person): classes read from the clean listings of
the fresh blind-dev-v52 and the rest of development answered with a finding, each written as a shape, not words:

- cash before a part that holds it ("a hidden cash pocket", "a concealed cash compartment") names a place the item
  keeps notes, as a cash box or a cash tin does, never cash sent by post;
- "on" or "at" ending a clause with a comma ("switched it on, red dot is crisp") is a verb's particle: when the clause
  after it goes on past the would-be suffix, "dot" there is a mark the item shows, no host spelled out;
- a capacity specific keyed by a part that holds something ("Steamer Basket Capacity") beside a plain capacity
  specific is the part's, no second capacity of the item the title names;
- under an instrument that weighs things, a mass specific (its model's figure, its capacity) is read against the
  title alone: the description's masses are the loads it was tried with;
- a flaw the item is made to lessen ("pads that reduce scuffing", "an edge that limits fraying") and flaws said bare
  at a care line's head to be normal ("Hand wash only; stains are normal") are a maker's promise and care note, never
  this unit's damage.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(a4d87ed); near misses keep their answer."""

from __future__ import annotations

import pytest

from services import structure
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT

_DETAIL = FindingCode.PRODUCT_DETAIL_MISMATCH
_LINK = FindingCode.EXTERNAL_LINK
_OFF = FindingCode.OFF_PLATFORM_TRANSACTION


def _listing(
    title: str, description: str, category: str, attributes: dict[str, str], condition: ListingCondition
) -> set[FindingCode]:
    return caught(titled_listing(title, description, category=category, condition=condition, attributes=attributes))


# --- cash before a part that holds it -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A wallet, a running belt and a jacket: leather goods, sports kit and clothing.
        ("Leather Bifold Wallet, Tan", "Eight card slots and a hidden cash pocket behind the ID window.", "FASHION"),
        ("Running Waist Belt, Black", "Slim belt with a concealed cash compartment and a key clip.", "SPORTS"),
        ("Waxed Field Jacket, Olive", "Inner hidden cash pocket with a zip, two chest pockets.", "FASHION"),
    ],
)
def test_cash_before_a_part_that_holds_it_is_no_payment(title: str, description: str, category: str) -> None:
    assert _OFF not in _listing(title, description, category, {}, ListingCondition.NEW)


@pytest.mark.parametrize(
    "description",
    [
        # Cash hidden in the parcel is still cash sent by post.
        "Hidden cash in the parcel is fine for the mantel clock, or pay at checkout.",
        "Well concealed cash is fine for the vinyl records.",
    ],
)
def test_cash_hidden_in_the_post_still_counts(description: str) -> None:
    assert _OFF in _listing("Mantel Clock, Walnut", description, "HOME_AND_GARDEN", {}, ListingCondition.USED)


# --- a particle ending its clause before "<word> dot <word>" ----------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A rifle sight, a builder's laser level and a cat toy: shooting sports, tools and pet supplies.
        (
            "Red Dot Sight for Airsoft Rifle, Used",
            "Fitted a fresh CR2032 and switched it on, red dot is crisp at all 11 brightness steps. Light scuffs.",
            "SPORTS",
        ),
        (
            "Cordless Cross Line Laser Level, Used",
            "Tested: it powers on, cross dot works and self-levels in 3 seconds. Scratches on the housing.",
            "TOOLS",
        ),
        (
            "Rechargeable Cat Laser Toy, Used",
            "Presses on, laser dot works, auto-off after 15 minutes. Small scuff on the cap.",
            "PET_SUPPLIES",
        ),
    ],
)
def test_a_particle_ending_its_clause_points_to_no_host(title: str, description: str, category: str) -> None:
    assert _LINK not in _listing(title, description, category, {}, ListingCondition.USED)


@pytest.mark.parametrize(
    "description",
    [
        # A colon still points, and a host that ends its sentence after the comma is still a host.
        "Small scuff on the cap. Find us at: petlaser dot works",
        "Scratches on the housing, tested and working. Manuals on, levelshop dot tools",
        "Small scuff on the cap. More toys on laserpets dot works",
    ],
)
def test_a_host_pointed_to_still_counts(description: str) -> None:
    assert _LINK in _listing("Rechargeable Cat Laser Toy, Used", description, "PET_SUPPLIES", {}, ListingCondition.USED)


# --- a part's capacity beside the item's -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "category", "attributes"),
    [
        # A rice cooker, a hiking pack and an air fryer: kitchen appliances and outdoor kit.
        (
            "Rice Cooker 1.8L with Steamer Basket, White",
            "HOME_AND_GARDEN",
            {"Capacity": "1.8 L", "Steamer Basket Capacity": "0.8 L"},
        ),
        ("Hiking Backpack 30L with Hydration Sleeve", "SPORTS", {"Capacity": "30 L", "Reservoir Capacity": "2 L"}),
        ("Air Fryer 5.5L Digital, Black", "HOME_AND_GARDEN", {"Volume": "5.5 L", "Basket Capacity": "4 L"}),
    ],
)
def test_a_parts_capacity_beside_the_items_is_the_parts(title: str, category: str, attributes: dict[str, str]) -> None:
    description = "Eight presets, keep-warm mode, dishwasher-safe parts."
    assert _DETAIL not in detected(
        titled_listing(title, description, category=category, condition=ListingCondition.NEW, attributes=attributes)
    )


@pytest.mark.parametrize(
    "attributes",
    [
        # The part's capacity alone is the only capacity given; the item's own capacity disagrees with the title.
        {"Basket Capacity": "4 L"},
        {"Capacity": "4 L", "Basket Capacity": "5.5 L"},
    ],
)
def test_a_parts_capacity_alone_or_the_items_own_still_compared(attributes: dict[str, str]) -> None:
    listing = titled_listing(
        "Air Fryer 5.5L Digital, Black",
        "Eight presets, dishwasher-safe basket.",
        category="HOME_AND_GARDEN",
        condition=ListingCondition.NEW,
        attributes=attributes,
    )
    assert _DETAIL in detected(listing)


# --- an instrument that weighs things, and the loads it was tried with ---------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category", "attributes"),
    [
        # A luggage scale, an angler's hanging scale and a shop's platform scale: travel, fishing and trade.
        (
            "Tarra Voyager 50 kg Luggage Scale, Used",
            "Tested: weighed a 23 kg suitcase and it read the same as the check-in desk. Strap slightly frayed.",
            "TRAVEL",
            {"Brand": "Tarra", "Model": "Voyager 50 kg Luggage Scale", "Capacity": "50 kg", "Type": "Luggage Scale"},
        ),
        (
            "Reela Angler 25 lb Fish Scale, Used",
            "Works: weighed a 12 lb pike on it, same reading as the bait shop. Hook has surface rust.",
            "SPORTS",
            {"Brand": "Reela", "Model": "Angler 25 lb Hanging Scale", "Capacity": "25 lb", "Type": "Hanging Scale"},
        ),
        (
            "Bakery Counter 15 kg Platform Scale, Used",
            "Works: a 10 kg sack of flour reads 10 kg. Platform scuffed.",
            "BUSINESS",
            {"Brand": "Mensa", "Model": "Counter 15 kg Platform Scale", "Capacity": "15 kg", "Type": "Platform Scale"},
        ),
    ],
)
def test_the_loads_a_scale_was_tried_with_are_no_second_capacity(
    title: str, description: str, category: str, attributes: dict[str, str]
) -> None:
    listing = titled_listing(
        title, description, category=category, condition=ListingCondition.USED, attributes=attributes
    )
    assert structure.measure_mismatch(listing) is None


@pytest.mark.parametrize(
    ("title", "description", "category", "attributes"),
    [
        # The title's own figure against the specific; a weight that is the item's own, not an instrument's load.
        (
            "Tarra Voyager 40 kg Luggage Scale, Used",
            "Tested: weighed a 23 kg suitcase fine. Strap slightly frayed.",
            "TRAVEL",
            {"Brand": "Tarra", "Model": "Voyager 50 kg Luggage Scale", "Capacity": "50 kg", "Type": "Luggage Scale"},
        ),
        (
            "Kettlebell 16 kg Cast Iron, Used",
            "Works for swings, paint chipped on the handle. It is the 12 kg one.",
            "SPORTS",
            {"Brand": "Forja", "Model": "Classic 16 kg Kettlebell", "Item Weight": "16 kg"},
        ),
    ],
)
def test_a_scales_title_and_a_weights_own_measure_still_compared(
    title: str, description: str, category: str, attributes: dict[str, str]
) -> None:
    listing = titled_listing(
        title, description, category=category, condition=ListingCondition.USED, attributes=attributes
    )
    assert structure.measure_mismatch(listing) is not None


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # The net's facet check reads the same loads: a luggage scale, a postal scale and a bathroom scale.
        (
            "Digital Luggage Scale 50 kg, Used",
            "Tested: weighed a 23 kg suitcase, matched the airline desk. Strap frayed, works.",
            "TRAVEL",
        ),
        (
            "Postal Scale 30 kg, Used",
            "Works: a 2 kg parcel reads the same as at the post office. Scuffed platform.",
            "OFFICE",
        ),
        (
            "Bathroom Scale 400 lb, Used",
            "Works: reads my 160 lb within a pound of the clinic's. Light scratch on the glass.",
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_the_nets_facet_check_reads_a_scales_loads_apart(title: str, description: str, category: str) -> None:
    assert _DETAIL not in _listing(title, description, category, {"Brand": "Tarra"}, ListingCondition.USED)


def test_the_most_a_scale_takes_said_in_the_description_still_conflicts() -> None:
    # "Capacity 40 kg" is the instrument's own capacity, a second one beside the title's "50 kg".
    listing = _listing(
        "Digital Luggage Scale 50 kg, Used",
        "Capacity 40 kg, accurate to 10 g. Tested and working, strap frayed.",
        "TRAVEL",
        {"Brand": "Tarra"},
        ListingCondition.USED,
    )
    assert _DETAIL in listing


def test_a_weight_the_description_gives_of_goods_still_weighed_against_the_title() -> None:
    # Goods sold by weight are no instrument: a second weight of the sack is still a conflict for the net.
    listing = _listing(
        "Strong Bread Flour 16 kg Sack",
        "Milled this month, sold as a 12 kg sack.",
        "GROCERY",
        {"Brand": "Millhouse"},
        ListingCondition.NEW,
    )
    assert _DETAIL in listing


# --- a flaw the item lessens, flaws said to be normal in a care line ----------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # Furniture pads, a seam sealant, hemming tape, a chopping board and a carbon steel wok: home, sewing, kitchen.
        ("Felt Chair Leg Pads, Pack of 16", "Stick-on pads that reduce scuffing on wooden floors.", "HOME_AND_GARDEN"),
        ("Seam Sealant, 0.75 oz", "A clear liquid that stops fraying on cut ribbon ends.", "CRAFTS"),
        ("Iron-On Hemming Tape, 10 m", "Bonds in one pass and it limits fraying on cut curtain edges.", "CRAFTS"),
        ("Olive Wood Chopping Board, 40 cm", "Oil monthly. Hand wash only; stains are normal.", "HOME_AND_GARDEN"),
        (
            "Enamel Roasting Pan, 35 cm",
            "Oven safe to 260C.\nStains are natural with use of high heat.",
            "HOME_AND_GARDEN",
        ),
    ],
)
def test_a_flaw_the_item_lessens_or_a_care_lines_normal_flaws_are_no_use(
    title: str, description: str, category: str
) -> None:
    assert _CONFLICT not in _listing(title, description, category, {}, ListingCondition.NEW)


@pytest.mark.parametrize(
    "description",
    [
        # The flaws named with an article, beside this unit's own, or the seller's past are this one's.
        "Oil monthly. Hand wash only; the stains are normal for olive wood.",
        "Two small stains on the back, stains are normal they say.",
        "I stopped the fraying on one end, the cap is cracked.",
    ],
)
def test_this_units_flaws_beside_a_care_line_still_count(description: str) -> None:
    assert _CONFLICT in _listing(
        "Olive Wood Chopping Board, 40 cm", description, "HOME_AND_GARDEN", {}, ListingCondition.NEW
    )
