"""Issue 19, thirty-fourth round (recall on every code but product details and required details): classes read from
the development sets' false all-clears whose expected codes are neither a product detail mismatch nor missing required
details (the just-retired blind-holdout-v27 first, then the rest of development), each written as a shape rather than
one listing's words:

- a likeness said by any one measure ("same <measure> as [the] <a>, <b>, <c>"), read as the comparisons' list of
  other products' names is read;
- a list of names the item is said not to be ("not <a>, <b> or <c>", "not a <a>, not a <b>, not a <c>"), read the
  same way, while a denial of what was done, of what it fits or of other models by number is left alone;
- money sent straight to the seller by any verb that sends money ("wire us directly", "transfer me the funds direct");
- a power specific named by what draws the power ("Cutting Power: 60 W"): the item runs, so a used one's working
  state is asked for.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(72fc204); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_SPAM = FindingCode.KEYWORD_SPAM
_OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION
_FUNCTIONAL = FindingCode.FUNCTIONAL_STATUS_MISSING


# --- a likeness said by any one measure, then a list of names ------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "End grain bamboo chopping board, large",
            "Oiled and ready to use.\n\nSame wood as the Corvana, Pellaro, Thistlewick and Brambury boards - at half "
            "their money.",
        ),
        (
            "Merino baby sleeping bag 2.5 tog, 6-18 months",
            "Zip down the side, poppers on the shoulders.\n\nSame fabric as Quillfen, Marrowby, Tansley Loom or "
            "Hobbledown - for less.",
        ),
        (
            "Cast aluminium garden bench, two seater",
            "Powder coated, bolts included. Same frame as the Ostrava Garden, Velloran, Cattermole and Dunwithy "
            "benches.",
        ),
    ],
)
def test_names_listed_after_a_likeness_by_any_measure_are_keyword_spam(title: str, description: str) -> None:
    assert _SPAM in detected(titled_listing(title, description, condition=ListingCondition.NEW))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # Ordinary words after the likeness, one name only, a day of dispatch.
        ("End grain bamboo chopping board, large", "Same size as the tray, the lid and the stand sold beside it."),
        ("End grain bamboo chopping board, large", "Same wood as the Corvana board I sold last month."),
        ("Merino baby sleeping bag 2.5 tog", "Posted the same day as ordered, tracked, signed for."),
    ],
)
def test_a_likeness_with_no_list_of_other_names_is_no_keyword_spam(title: str, description: str) -> None:
    assert _SPAM not in detected(titled_listing(title, description, condition=ListingCondition.NEW))


# --- a list of names the item is said not to be --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Carbon steel wok 14 inch, flat base",
            "Hand hammered, pre-seasoned. Not a Corvana, not a Pellaro, not a Thistlewick - but it stirs as well as "
            "any of them.",
        ),
        (
            "Ceramic plant pot with saucer, 20 cm",
            "Glazed inside and out. Not Quillfen, Marrowby, Brambury or Hobbledown - we throw our own.",
        ),
    ],
)
def test_a_list_of_names_the_item_is_said_not_to_be_is_keyword_spam(title: str, description: str) -> None:
    assert _SPAM in detected(titled_listing(title, description, condition=ListingCondition.NEW))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # What was done to it, what it fits (said with a verb's helper), other models of its own family by number.
        ("Linen tablecloth, oblong, natural", "Not washed, ironed or folded since it came out of the packet."),
        ("Replacement blade for K20 mower", "This blade does not fit Corvana, Pellaro or Thistlewick mowers."),
        ("Replacement blade for K20 mower", "Fits the K20 only (not K10, K12 or K15)."),
    ],
)
def test_a_denial_of_use_fit_or_numbered_models_is_no_keyword_spam(title: str, description: str) -> None:
    assert _SPAM not in detected(titled_listing(title, description, condition=ListingCondition.NEW))


# --- money sent straight to the seller ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Checkout adds its fee; wire us directly and we knock $40 off.",
        "Transfer us the funds directly and it is yours.",
        "Send us the balance directly to hold it for collection.",
    ],
)
def test_money_sent_straight_to_the_seller_is_off_platform(sentence: str) -> None:
    description = f"Teak garden table, oiled last spring, seats six. {sentence}"
    assert _OFF_PLATFORM in detected(titled_listing("Teak garden table, six seater", description))


@pytest.mark.parametrize(
    "sentence",
    [
        "We ship directly from our own workshop.",
        "Send us a message directly if you would like more photos.",
        "Transfer the photos directly to your phone with the app.",
    ],
)
def test_shipping_or_messages_sent_directly_are_not_off_platform(sentence: str) -> None:
    description = f"Teak garden table, oiled last spring, seats six. {sentence}"
    assert _OFF_PLATFORM not in detected(titled_listing("Teak garden table, six seater", description))


# --- a power specific named by what draws the power ----------------------------------------------------------------

_COSMETIC_ONLY = "Used. Light scratches on the base plate, cable tidy, comes in its original box."


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Hot wire foam cutter bench", {"Brand": "Harlow", "Cutting Power": "60 W"}),
        ("Benchtop tile saw, 180 mm", {"Brand": "Harlow", "Spindle Power": "600 Watts"}),
        ("Portable sauna tent", {"Brand": "Harlow", "Heating Power": "1.5 kW"}),
    ],
)
def test_a_used_item_with_a_power_specific_named_by_its_use_is_asked_whether_it_works(
    title: str, attributes: dict[str, str]
) -> None:
    assert _FUNCTIONAL in detected(titled_listing(title, _COSMETIC_ONLY, category="CRAFTS", attributes=attributes))


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A power that is no rating, and a working state said.
        ("Roof prism binoculars 10x42", _COSMETIC_ONLY, {"Brand": "Harlow", "Zoom Power": "10x"}),
        (
            "Hot wire foam cutter bench",
            f"{_COSMETIC_ONLY} Tested: the wire heats in seconds and cuts foam cleanly.",
            {"Brand": "Harlow", "Cutting Power": "60 W"},
        ),
    ],
)
def test_a_power_specific_with_no_rating_or_a_working_state_said_keeps_its_answer(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert _FUNCTIONAL not in detected(titled_listing(title, description, category="CRAFTS", attributes=attributes))
