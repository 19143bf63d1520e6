"""Issue 19, thirty-eighth round (clean listings sent to a person): classes read from the development sets' clean
listings the net sent to a person, rules alone and with the model (the just-retired blind-holdout-v31 first, then the
rest of development), each mended as a near miss of the signal that fired (``facet-conflict``):

- a magnification ("a 5x magnifier", "3x optical zoom", "x40 magnification") is how much a lens enlarges, not a count of
  the sale to weigh against the title's; a plural after the same figure ("2x loupes") still counts them;
- one supply or one battery named by its class and by its exact figure ("230V" and "240V" mains, "12V" and "12.8 V"
  of a lithium iron phosphate battery) is one voltage; other figures, however close, stay apart.

Positives and near misses are in other product domains than the listings read (a meteorite jar, leisure batteries,
a welder); each positive held the signal at the round's starting code (09ebfbd), each near miss holds it still."""

from __future__ import annotations

import pytest

from services.vocabulary import ListingCondition
from tests.generation.data import signal_holds, titled_listing

_NEW = ListingCondition.NEW

# --- a magnification is no count ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        (
            "Stamp hinges, pack of 500, peelable",
            "Folded and gummed. Easy to place under a 5x magnifier on an album page.",
            "COLLECTIBLES",
        ),
        (
            "Cross stitch floor lamp with flexible arm, set of 2",
            "Daylight LED head with a 3x magnifying lens on a swing arm, weighted base.",
            "HOME_AND_GARDEN",
        ),
        (
            "Kids first microscope kit, 1 set, with slides",
            "Up to x40 magnification with the top lamp, blank slides and tweezers in the case.",
            "TOYS",
        ),
    ],
)
def test_a_magnification_is_no_count_of_the_sale(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW, attributes={"Brand": "Tallow"})
    assert not signal_holds("facet-conflict", item)


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        # A plural after the figure counts the lenses the kit holds, against the title's count.
        ("Jeweller's loupe kit, set of 3", "Boxed. 2x loupes and a polishing cloth.", "JEWELRY"),
        # The same figure before another noun is a count.
        ("Sewing thread, pack of 12", "Boxed. 6x spools in the tray.", "HOME_AND_GARDEN"),
    ],
)
def test_a_count_beside_a_lens_word_still_counts(title: str, description: str, category: str) -> None:
    item = titled_listing(title, description, category=category, condition=_NEW, attributes={"Brand": "Tallow"})
    assert signal_holds("facet-conflict", item)


# --- one voltage by its class and by its figure -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes", "category"),
    [
        ("Stand mixer 5 litre 240V, cream", {"Voltage": "230 V", "Brand": "Tallow"}, "HOME_AND_GARDEN"),
        ("Pond pump 2500 l/h, 120V, with 10m cable", {"Voltage": "110 V", "Brand": "Tallow"}, "HOME_AND_GARDEN"),
        ("Kayak fish finder battery 12V 20Ah lithium", {"Nominal Voltage": "12.8 V", "Brand": "Tallow"}, "SPORTS"),
        ("Mobility scooter battery 24V 30Ah lithium", {"Nominal Voltage": "25.6 V", "Brand": "Tallow"}, "HEALTH"),
    ],
)
def test_a_voltage_by_its_class_and_its_figure_is_one(title: str, attributes: dict[str, str], category: str) -> None:
    item = titled_listing(title, "Boxed, with the manual.", category=category, condition=_NEW, attributes=attributes)
    assert not signal_holds("facet-conflict", item)


@pytest.mark.parametrize(
    ("title", "attributes", "category"),
    [
        # Another mains standard, another battery class, and close figures of no shared class.
        ("Stand mixer 5 litre 240V, cream", {"Voltage": "110 V", "Brand": "Tallow"}, "HOME_AND_GARDEN"),
        ("Kayak fish finder battery 12V 20Ah lithium", {"Nominal Voltage": "24 V", "Brand": "Tallow"}, "SPORTS"),
        ("Heated insoles 7V rechargeable, pair", {"Voltage": "7.4 V", "Brand": "Tallow"}, "CLOTHING"),
        ("Cordless hedge trimmer 18V, bare tool", {"Voltage": "20 V", "Brand": "Tallow"}, "HOME_AND_GARDEN"),
    ],
)
def test_other_voltages_still_signal(title: str, attributes: dict[str, str], category: str) -> None:
    item = titled_listing(title, "Boxed, with the manual.", category=category, condition=_NEW, attributes=attributes)
    assert signal_holds("facet-conflict", item)
