"""Issue 19, fortieth round: a measure after a name that only ends in one of the "not its own" cues ("Copper",
"Peach", "Postcard", "Retrofit", "Surplus") is the item's own (services/risk_signals.py, _NOT_OWN_QUANTITY).

The cues ("per", "each", "card", "fits", "plus", "slot", "extra") read a capacity the item takes or a measure per
unit, never the item's own ("supports 64GB", "2 L each"); written without a word boundary before them they also
matched the tail of a longer word, and the title's measure after it was dropped, so a title and a description that
disagree on it were never compared: a recall bug, latent since the cues were written.

Every positive here was an all-clear for the facet-conflict signal at the round's base; every near miss keeps the
cue's own reading.
"""

from __future__ import annotations

import pytest

from tests.generation.data import household_goods as goods
from tests.generation.data import signal_holds as holds


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # "Copper" ends in "per".
        ("Hollowmere Kettle in Copper 1.5L", "Hammered copper kettle, holds 2.5L, whistle works."),
        # "Peach" ends in "each".
        ("Hollowmere Enamel Jug Peach 2L", "A peach enamel jug, 1L to the brim, no chips."),
        # "Postcard" ends in "card".
        ("Hollowmere Postcard 6in Frame", "A wooden frame for a 4in postcard, glass intact."),
        # "Retrofit" ends in "fit".
        ("Hollowmere Retrofit 12V LED Bulb", "Warm white bulb, runs on 24V, bright."),
    ],
)
def test_a_measure_after_a_word_ending_in_a_cue_is_the_items_own(title: str, description: str) -> None:
    assert holds("facet-conflict", goods(title=title, description=description)) is True


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # "each" before the measure: one unit's, not the pack's.
        ("Hollowmere Spare Bulbs, Pack of 4, each 5W", "Four spare bulbs, 20W in all."),
        # "per" as a word: a rate per unit, not the item's.
        ("Hollowmere Jug Filter, per cartridge 150L", "Filters 600L over four cartridges."),
        # "card" as a word: the capacity a reader takes.
        ("Hollowmere Card Reader for card 1TB", "Reads my 64GB card fine."),
        # "fits" as a word: the host's measure.
        ("Hollowmere Lid fits 20cm Pans", "A glass lid, 24cm across the rim."),
    ],
)
def test_a_cue_said_as_its_own_word_still_reads_another_measure(title: str, description: str) -> None:
    assert holds("facet-conflict", goods(title=title, description=description)) is False
