"""Issue 19, twenty-fifth round (recall): classes read from the development sets' false all-clears (the just-retired
blind-holdout-v18 first, then the rest of development), each written as a shape rather than one listing's words;
positives in fresh wording, in other product domains, that fail on the round's starting code (98061eb), and near
misses that keep their answer."""

from __future__ import annotations

from typing import Any

import pytest

from services.structure import (
    description_corrects_title,
    handedness_mismatch,
    length_specific_outvoted,
    sale_said_to_be_one,
    specific_model_denied,
)
from services.vocabulary import FindingCode
from tests.generation.data import bare_listing, detected

_PDM = FindingCode.PRODUCT_DETAIL_MISMATCH


# --- a length or diameter specific outvoted by the title and the description ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Climbing sling 120cm, nylon", "Sewn nylon sling, 120cm, rated 22 kN.", {"Length": "60 cm"}),
        ("Bamboo garden cane 6 ft, bundle", "Straight canes, 6 ft, for beans and peas.", {"Item Length": "4 ft"}),
        ("Copper bracelet 70mm, hammered", "A 70mm hammered bracelet.", {"Diameter": "62 Millimeters"}),
        ("Snake chain 16 inch, sterling", "Snake chain, 16 inch, spring ring.", {"Length (in)": "20"}),
    ],
)
def test_a_length_specific_the_title_and_description_outvote_is_a_mismatch(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert length_specific_outvoted(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The specific's length written somewhere; another specific's length; a part's figure; the same length in
        # other units; a fit; a size of two sides; no description.
        ("Climbing sling 120cm", "Sling of 120cm; the 60 cm tail is sewn.", {"Length": "60 cm"}),
        ("Snake chain 16 inch 2mm", "Snake chain, 16 inch, 2mm wide.", {"Length (in)": "16", "Width": "2 mm"}),
        ("Bowling lane mat 5m", "Rubber mat with a 5m run line printed on it.", {"Length": "7 m"}),
        ("Bamboo garden cane 6 ft", "Straight canes, 6 ft.", {"Length": "1.8 m"}),
        ("Tent bag for 3m poles", "Holds 3m poles.", {"Length": "70 cm"}),
        ("Door mat 60 x 40 cm", "Coir mat, 60 x 40 cm.", {"Length": "40 cm"}),
        ("Climbing sling 120cm", "", {"Length": "60 cm"}),
    ],
)
def test_a_length_written_or_of_a_part_stays_clean(title: str, description: str, attributes: dict[str, str]) -> None:
    assert length_specific_outvoted(bare_listing(title=title, description=description, attributes=attributes)) is None


# --- the description correcting the title's model ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Vantor 48ph heat press, 38 x 38 cm", "Heats evenly. It's actually the 36ph, the boxes got mixed up."),
        ("Harlow 7tx hedge trimmer, 50 cm", "Cuts clean. Turns out it is the 5tx, the box was mislabelled."),
        ("Kelso 720kx bread maker", "Bakes a good loaf. The sticker says 520kx on the base."),
    ],
)
def test_a_description_naming_the_real_model_of_the_title_numbering_is_a_mismatch(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description)
    assert description_corrects_title(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A fit, a comparison, the title's own code in the sentence, a measure, no correcting word.
        ("Vantor 48ph heat press", "It actually fits the 36ph platen too."),
        ("Vantor 48ph heat press", "Really even heat, the 48ph beats the 36ph."),
        ("Orlen Cadet 5 sewing machine", "The label reads Cadet 5, made 2014."),
        ("Kelso 720kx bread maker", "It actually makes a 900g loaf."),
        ("Kelso 720kx bread maker", "Came with a 520kx pan."),
    ],
)
def test_a_fit_a_comparison_or_the_same_model_stays_clean(title: str, description: str) -> None:
    assert description_corrects_title(bare_listing(title=title, description=description)) is None


# --- the sale said to be one item under a title or a quantity that counts several ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Enamel camping mugs, set of 4, green", "Chip-free enamel. You are getting one mug.", {}),
        ("Walkie talkies pair, 5 km range", "Charges fine. Selling one handset, the other is lost.", {}),
        ("Plant pot saucers, terracotta", "Unglazed. One saucer only, as pictured.", {"Number of Items": "6"}),
    ],
)
def test_a_sale_of_one_under_several_is_a_mismatch(title: str, description: str, attributes: dict[str, str]) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert sale_said_to_be_one(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # One of each kind; an accessory "only"; one set of several; a sale of one; "one of" a range.
        ("Enamel camping mugs, 2 pack", "Colours vary: you receive one green and one blue.", {}),
        ("Walkie talkies pair", "Both charge. One belt clip only.", {}),
        ("Enamel camping mugs, set of 4", "You get one set of four mugs.", {}),
        ("Enamel camping mug, green", "You are getting one mug.", {"Quantity": "1"}),
        ("Enamel camping mug, green", "One of 12 colours; you get one mug.", {}),
    ],
)
def test_one_of_each_or_a_sale_of_one_stays_clean(title: str, description: str, attributes: dict[str, str]) -> None:
    assert sale_said_to_be_one(bare_listing(title=title, description=description, attributes=attributes)) is None


# --- the hand a specific gives against the other hand in the text ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Hockey stick senior, mid curve", "Flex 85. It is a left handed blade.", {"Hand": "Right"}),
        ("Fly reel 5/6 wt", "Smooth drag, set up right-handed wind.", {"Handedness": "Left"}),
        ("Left-Handed Pruning Shears, Bypass", "Sharp bypass blades.", {"Dexterity": "Right-Handed"}),
    ],
)
def test_the_other_hand_than_the_specific_is_a_mismatch(
    title: str, description: str, attributes: dict[str, Any]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert handedness_mismatch(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The hand it is held or worn in; both hands said; negated; a specific of both hands; the same hand.
        ("Hockey stick senior", "Hold it in your left hand at the top.", {"Hand": "Right"}),
        ("Fly reel 5/6 wt", "Left handed wind, converts to right handed.", {"Handedness": "Left"}),
        ("Pruning shears bypass", "Not left handed.", {"Dexterity": "Right-Handed"}),
        ("Pruning shears bypass", "Left handed users like them.", {"Dexterity": "Ambidextrous (Left & Right)"}),
        ("Hockey stick senior", "A right handed blade.", {"Hand": "Right"}),
    ],
)
def test_the_held_hand_or_both_hands_stay_clean(title: str, description: str, attributes: dict[str, Any]) -> None:
    assert handedness_mismatch(bare_listing(title=title, description=description, attributes=attributes)) is None


# --- the description denying the model specific's model ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Corvo road helmet, matte black", "This is the Corvo Sport, not the Corvo Aero.", {"Model": "Corvo Aero"}),
        (
            "Lumen reading lamp, brass",
            "Works on every setting. Not a Lumen XL, the small one.",
            {"Model Name": "Lumen XL"},
        ),
    ],
)
def test_a_description_denying_the_model_specific_is_a_mismatch(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert specific_model_denied(item) is not None
    assert _PDM in detected(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A longer model than the specific's denied; a fit; the title selling it by the specific's model; no denial.
        ("Corvo road helmet", "This is the Corvo Aero, not the Corvo Aero MIPS.", {"Model": "Corvo Aero"}),
        ("Corvo helmet visor", "Fits the Corvo Sport, not the Corvo Aero.", {"Model": "Corvo Aero"}),
        ("Corvo Aero road helmet", "Not the Corvo Aero Pro.", {"Model": "Corvo Aero"}),
        ("Lumen reading lamp", "A Lumen XL in brass.", {"Model Name": "Lumen XL"}),
    ],
)
def test_a_longer_model_a_fit_or_the_titled_model_stays_clean(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert specific_model_denied(bare_listing(title=title, description=description, attributes=attributes)) is None
