"""The eleventh round's CPU work changes no answer: sentence-long patterns anchored to sentence starts find the same
matches, and a signal's absence test read last holds where it held (docs/performance.md)."""

from __future__ import annotations

import re

import pytest

from services.clauses import sentence_anchored
from services.records import Listing
from services.risk_signals import pack, signal_holds
from services.vocabulary import ListingCondition, Marketplace

_HEDGE = (
    r"[^.!?\n]*\b(?:may|might|could)\s+(?:show|have)\b[^.!?\n]*"
    r"|[^.!?\n]*\bif\s+any\b[^.!?\n]*"
)

# Invented texts: hedges at a sentence's start, middle and end, across line breaks, two in one sentence, none at all.
TEXTS = [
    "",
    "Tested and working.",
    "May show light marks. Otherwise clean!",
    "Pre-owned item that may show wear from use, see photos. Dispatched next day.",
    "Small scuffs (if any) are shown\nin the photos? Ask. Could have a dent. might have two",
    "Bag might have a tag if any were kept; case may\nshow dust. Spotless lens. x.",
    "...may show.!?\n\nif any",
    "Sold as seen " * 40 + "and it may show wear " * 30 + ". End",
]


@pytest.mark.parametrize("text", TEXTS)
def test_an_anchored_sentence_pattern_removes_the_same_sentences(text: str) -> None:
    plain = re.compile(_HEDGE, re.IGNORECASE)
    anchored = re.compile(sentence_anchored(_HEDGE, re.IGNORECASE), re.IGNORECASE)
    assert anchored.sub(" ", text) == plain.sub(" ", text)
    assert [m.span() for m in anchored.finditer(text)] == [m.span() for m in plain.finditer(text)]


def test_an_anchored_pattern_starts_only_at_sentence_starts() -> None:
    assert sentence_anchored(_HEDGE, re.IGNORECASE).startswith("(?<![^.!?\\n])")


@pytest.mark.parametrize(
    "pattern",
    [
        r"[^.!?\n]*\bmay\s+show",  # ends inside the sentence: a later search may start mid-sentence
        r"\bmay\s+show\b[^.!?\n]*",  # starts on its words
        r"[^.!?\n]*\b\.[^.!?\n]*",  # could start on a sentence's end mark
        r"[^.!?\n]*\bmay\b[^.!?\n]*|\bif\s+any\b",  # one alternative is not sentence-long
        r"[^.!?\n]*\bmay\b[^.!?\n]*(",  # not a pattern at all
    ],
)
def test_other_patterns_are_left_as_written(pattern: str) -> None:
    assert sentence_anchored(pattern, re.IGNORECASE) == pattern


def test_the_pack_s_sentence_long_ignore_patterns_are_anchored() -> None:
    ignores = [p.pattern for signal in pack().signals for p in signal.ignore]
    assert any(p.startswith("(?<![^.!?\\n])") for p in ignores)


def _listing(description: str, title: str = "Desk lamp") -> Listing:
    return Listing(
        listing_id="cpu-1",
        marketplace=Marketplace.EBAY,
        locale="en-US",
        category="HOME",
        title=title,
        description=description,
        condition=ListingCondition.USED,
        price=20.0,
        attributes={},
    )


@pytest.mark.parametrize(
    ("description", "holds"),
    [
        # A stock note only (the generic-condition-note wording), nothing about this lamp: holds.
        ("Pre-owned, in good used condition, see photos. Items may show signs of wear.", True),
        # The same note with this lamp's own state: the absence test, now read last, still clears it.
        ("Pre-owned, in good used condition, see photos. A small chip on the base; the switch is stiff.", False),
    ],
)
def test_a_signal_with_an_absence_test_holds_as_before(description: str, holds: bool) -> None:
    current = pack()
    signal = next(s for s in current.signals if s.name == "generic-condition-note")
    assert signal_holds(signal, _listing(description), current.exemptions) is holds
