"""Issue 19, forty-first round (clean listings flagged): classes read from the development sets' clean listings answered
with a finding (the just-retired blind-holdout-v34 first), each written as a shape rather than one listing's words:

- a weight the listing writes that a load-limit specific gives ("Maximum Weight Recommendation", "Load Capacity", "Max
  User Weight") is the most the item bears, never a second value of what it weighs;
- a metal named before "plated" ("Nickel Plated Brass") is the plating the buyer sees, the metal after it the base:
  the finish is the first metal's.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(2b524e3); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_DETAIL = FindingCode.PRODUCT_DETAIL_MISMATCH


def _new(title: str, description: str, category: str, attributes: dict[str, str]) -> set[FindingCode]:
    return detected(
        titled_listing(title, description, category=category, condition=ListingCondition.NEW, attributes=attributes)
    )


# --- a load limit's weight, written in the title or the description ----------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category", "attributes"),
    [
        # An office chair, a hitch cargo carrier and a garden swing seat: furniture, car parts and garden.
        (
            "Mesh Office Chair with Lumbar Support, 300 lb Capacity, Black",
            "Breathable mesh back, padded seat, 360 degree swivel.",
            "HOME_AND_GARDEN",
            {"Maximum Weight Recommendation": "300 Pounds", "Item Weight": "42 Pounds", "Color": "Black"},
        ),
        (
            "Folding Hitch Cargo Carrier 60 x 20 in",
            "Fits 2 in receivers, 500 lb rating; the platform folds up when empty.",
            "AUTOMOTIVE",
            {"Load Capacity": "500 lb", "Item Weight": "48 lb", "Material": "Steel"},
        ),
        (
            "Garden Swing Seat for Children, 100kg, Rope Hung",
            "Moulded seat on adjustable ropes, hangs from a branch or a frame.",
            "HOME_AND_GARDEN",
            {"Max User Weight": "100 kg", "Item Weight": "3 kg"},
        ),
    ],
)
def test_a_load_limits_weight_is_not_the_items_weight(
    title: str, description: str, category: str, attributes: dict[str, str]
) -> None:
    assert _DETAIL not in _new(title, description, category, attributes)


@pytest.mark.parametrize(
    ("title", "description", "category", "attributes"),
    [
        # The limit gives another figure: the title's weight is still read against the item's weight.
        (
            "Mesh Office Chair with Lumbar Support, 300 lb, Black",
            "Breathable mesh back, padded seat.",
            "HOME_AND_GARDEN",
            {"Maximum Weight Recommendation": "250 Pounds", "Item Weight": "42 Pounds"},
        ),
        # A shipping weight is no limit: the title's figure that it gives still disagrees with the item's weight.
        (
            "Folding Hitch Cargo Carrier, 55 lb",
            "Fits 2 in receivers; the platform folds up when empty.",
            "AUTOMOTIVE",
            {"Shipping Weight": "55 lb", "Item Weight": "48 lb"},
        ),
        # The description weighs the item itself with another figure than the weight specific, beside a limit.
        (
            "Garden Swing Seat for Children, Rope Hung",
            "The seat weighs 6 kg with its ropes and takes a child up to 100 kg.",
            "HOME_AND_GARDEN",
            {"Max User Weight": "100 kg", "Item Weight": "3 kg"},
        ),
    ],
)
def test_a_weight_no_limit_gives_still_disagrees(
    title: str, description: str, category: str, attributes: dict[str, str]
) -> None:
    assert _DETAIL in _new(title, description, category, attributes)


# --- a plating metal before "plated", the base metal after it -------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "category", "attributes"),
    [
        # A cabinet knob, a shower hose and a trumpet mouthpiece: furniture hardware, plumbing and instruments.
        ("Mushroom Cabinet Knob 30mm, Nickel Plated Brass", "HOME_AND_GARDEN", {"Colour": "Silver"}),
        ("Flexible Shower Hose 1.5m, Nickel-Plated Brass", "HOME_AND_GARDEN", {"Finish": "Brushed Steel"}),
        # A plating no finish table knows shows nothing to compare.
        ("Trumpet Mouthpiece 7C, Rhodium Plated Brass", "MUSICAL_INSTRUMENTS", {"Colour": "Silver"}),
    ],
)
def test_the_plating_before_plated_is_the_finish(title: str, category: str, attributes: dict[str, str]) -> None:
    assert _DETAIL not in _new(title, "Brand new in the maker's bag.", category, attributes)


@pytest.mark.parametrize(
    ("title", "category", "attributes"),
    [
        # No metal before "plated": the brass finish is still read against a silver specific.
        ("Mushroom Cabinet Knob 30mm, Plated Brass", "HOME_AND_GARDEN", {"Colour": "Silver"}),
        # The plating's own finish against a specific it looks nothing like.
        ("Trumpet Mouthpiece 7C, Gold Plated Brass", "MUSICAL_INSTRUMENTS", {"Colour": "Silver"}),
        ("Flexible Shower Hose 1.5m, Nickel Plated Brass", "HOME_AND_GARDEN", {"Finish": "Matt Black"}),
    ],
)
def test_a_finish_the_specific_does_not_show_still_disagrees(
    title: str, category: str, attributes: dict[str, str]
) -> None:
    assert _DETAIL in _new(title, "Brand new in the maker's bag.", category, attributes)
