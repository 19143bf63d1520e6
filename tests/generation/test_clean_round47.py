"""Issue 19, forty-seventh round (clean listings flagged or sent to a person, rules alone and with the model): classes
read from blind-dev-v54 to -v58 and the retired blind-holdout-v38, each written as a shape rather than one listing's
words:

- a shop's traded-in stock: a title's "Trade-In" that the description tells as where the unit came from, in a sentence
  with no offer's words ("Trade-in unit checked over by our workshop", "Came to us as a trade-in"), is the item's
  history, as "ex-display" is, not the offer's terms. The offer's trade-in (the title's "we accept trade-ins",
  "Trade-In Welcome", a description that only says "trade in your old one" or "trade-in value"), and a title's
  trade-in the description never tells of, stay promotional;
- the other parts a scratcher is made of ("the scratch panels on the tower", "scratch ramps", "a scratch tower"), read
  as its pads and posts already were (the thirty-seventh round's things made to be scratched): the product, not a mark
  on a New item. A scratch said to be on the panel, the post or the board keeps its conflict;
- a fault said of the item's light ("the bulb does not light", "won't light up"): what a lamp, an LED or a screen
  does when it works, so its failing is the working state, as "won't power on" already was. "Light" as a weight or
  as a grade of wear states nothing.

Positives in fresh wording, in other product domains than the listings read (ice skates, a car seat stroller): a
camera lens, a road bike, an electric guitar; (beside sisal pads for a cat tower) wall shelves for cats, covers for a
play tower's ramps, a kitten's activity centre; (beside a network hub) a desk lamp, a television, a head
torch. They fail on the round's starting code (257936a9) and pass after."""

from __future__ import annotations

import pytest

from services import detectors
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, detected, titled_listing

_CONFLICT = FindingCode.CONDITION_CONFLICT
_STATUS_MISSING = FindingCode.FUNCTIONAL_STATUS_MISSING

# --- a trade-in told as the unit's origin -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Fenwick 70-200mm f/2.8 Lens Canon EF Mount Trade-In",
            "Trade-in unit, checked over by our camera workshop. Glass clear, no fungus or haze, autofocus quick and"
            " quiet. Light rubbing on the barrel paint near the hood mount.",
            "ELECTRONICS",
        ),
        (
            "Calloway Tarn Road Bike 56cm Shimano 105 Trade In, Used",
            "This bike came to us as a trade in and has been through a full service in our workshop. Chain and"
            " cassette replaced, tyres at about half tread, a few chips on the top tube.",
            "SPORTS",
        ),
        (
            "Marlow Vintage S-Style Electric Guitar Sunburst (Trade-In)",
            "Trade-in from a local player. Neck straight, frets have plenty of life left, all pickups and switches"
            " checked through an amp. Buckle rash on the back of the body.",
            "MUSIC",
        ),
    ],
)
def test_a_trade_in_told_as_the_units_origin_is_not_promotional(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, attributes={"Brand": "Fenwick"})
    assert detectors.promotional_title(item) is None


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The title's trade-in is the offer's: words of taking it beside it.
        ("Fenwick 70-200mm f/2.8 Lens Canon EF, Trade-In Welcome", "Trade-in unit, glass clear, autofocus quick."),
        ("Fenwick 70-200mm f/2.8 Lens Canon EF - we accept trade-ins", "Trade-in unit, glass clear."),
        # The description's only trade-in is an offer to the buyer.
        ("Fenwick 70-200mm f/2.8 Lens Canon EF Trade-In", "Glass clear. Trade in your old lens for money off."),
        ("Fenwick 70-200mm f/2.8 Lens Canon EF Trade-In", "Glass clear. Ask us about the trade-in value of your kit."),
        # The description never tells of a trade-in.
        ("Fenwick 70-200mm f/2.8 Lens Canon EF Trade-In", "Glass clear, autofocus quick and quiet."),
    ],
)
def test_the_offers_trade_in_stays_promotional(title: str, description: str) -> None:
    item = titled_listing(title, description, category="ELECTRONICS", attributes={"Brand": "Fenwick"})
    assert detectors.promotional_title(item) is not None


# --- the parts a scratcher is made of ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Wall-Mounted Cat Climbing Shelf Set, 3 Pieces, Pine",
            "Three pine shelves with carpeted tops and two sisal scratch panels that screw to the wall between them."
            " Fixings included.",
            "PET_SUPPLIES",
        ),
        (
            "Replacement Sisal Covers for Harbourcat Play Tower",
            "Set of two covers cut to fit the scratch ramps on the Harbourcat tower. Velcro edges, no tools needed.",
            "PET_SUPPLIES",
        ),
        (
            "Kitten Activity Centre with Ball Track",
            "Ball track round the base, a scratch tower in the middle and a dangling pom-pom. Brand new, boxed.",
            "TOYS",
        ),
    ],
)
def test_the_parts_a_scratcher_is_made_of_are_no_mark(title: str, description: str, category: str) -> None:
    item = titled_listing(
        title, description, category=category, condition=ListingCondition.NEW, attributes={"Brand": "Inkwell"}
    )
    assert _CONFLICT not in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        "Two sisal panels and a ramp. One scratch on the panel from the warehouse.",
        "Two sisal panels and a ramp. A small scratch, ramp still boxed.",
        "Two sisal panels and a ramp. Scratches on both panels from storage.",
    ],
)
def test_a_scratch_on_the_surface_still_conflicts(description: str) -> None:
    item = titled_listing(
        "Cat Tree Refit Kit, Sisal",
        description,
        category="PET_SUPPLIES",
        condition=ListingCondition.NEW,
        attributes={"Brand": "Inkwell"},
    )
    assert _CONFLICT in caught(item)


# --- a fault said of the item's light ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Anglepoise-Style Desk Lamp, Grey - For Parts",
            "For parts or repair. With a new bulb in, it does not light at all; the switch clicks. Arm springs good,"
            " shade dented at the rim.",
            "HOME_AND_GARDEN",
        ),
        (
            "Brightvale 43in Smart TV - For Parts",
            "For parts. The screen does not light up with the remote or the side button. Stand feet included, no"
            " scratches on the panel.",
            "ELECTRONICS",
        ),
        (
            "Rechargeable Head Torch 400 Lumen - For Parts",
            "Sold for parts. Won't light on any mode, even after a night on the cable. Headband stretched.",
            "SPORTS",
        ),
    ],
)
def test_a_fault_said_of_the_light_is_the_working_state(title: str, description: str, category: str) -> None:
    item = titled_listing(
        title, description, category=category, condition=ListingCondition.FOR_PARTS, attributes={"Brand": "Lumenor"}
    )
    assert _STATUS_MISSING not in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        "For parts or repair. Light wear on the base, shade dented at the rim.",
        "For parts or repair. It is not light, about 4 kg. Shade dented at the rim.",
    ],
)
def test_light_as_a_weight_or_a_grade_states_nothing(description: str) -> None:
    item = titled_listing(
        "Anglepoise-Style Desk Lamp, Grey - For Parts",
        description,
        category="HOME_AND_GARDEN",
        condition=ListingCondition.FOR_PARTS,
        attributes={"Brand": "Lumenor"},
    )
    assert _STATUS_MISSING in detected(item)
