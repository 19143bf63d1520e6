"""The fifteenth round's CPU work (docs/performance.md): the pack's wordings searched piece by piece behind their own
literal gates, and gates before the long condition, item and claim wordings. Each must give what the scan it
replaces gives."""

from __future__ import annotations

import dataclasses
import re

import pytest

from services import detectors, shapes
from services.clauses import (
    CLAUSE_SEPARATOR,
    PatternGroup,
    could_match,
    first_match,
    first_match_of,
    kept_clauses,
)
from services.rulepack import risk_pack

_I = re.IGNORECASE


def _alternation(group: PatternGroup) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p.pattern})" for p in group), _I)


def _span(match: re.Match[str] | None) -> tuple[int, int] | None:
    return match.span() if match is not None else None


_GROUP = PatternGroup(
    (
        re.compile(r"\bpay\s+(?:by|with)\s+(?:zelle|venmo)\b", _I),
        re.compile(r"\b(?:zelle|venmo)\b", _I),
        re.compile(r"\bcash\s+only\b", _I),
        re.compile(r"\d{3}-\d{4}", _I),  # no literal: never gated
        re.compile(r"(?<!no\s)\bbank\s+transfer\b", _I),
    )
)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "Works well, pay at checkout",
        # Two pieces match at the same place: the earlier piece's (longer) match, as the alternation gives.
        "Happy to take it if you pay with Zelle today",
        # The earliest start wins whichever piece gives it.
        "Cash only, or Venmo",
        "Call 555-1234 or use venmo",
        # A match across a clause break is looked for again from the next clause.
        f"pay with{CLAUSE_SEPARATOR}zelle is fine",
        f"cash{CLAUSE_SEPARATOR}only venmo",
        # A negated match is passed over and the search goes on.
        "no venmo, but zelle works",
        "not cash only - bank transfer welcome",
        "no bank transfer",
        # Text outside ASCII opens every piece (no gates there).
        "caf\u00e9 pays by Z\u00e9lle or venmo",
    ],
)
@pytest.mark.parametrize("negatable", [False, True])
def test_a_group_finds_the_first_match_its_alternation_finds(text: str, negatable: bool) -> None:
    assert _span(first_match_of(_GROUP, text, negatable)) == _span(first_match(_alternation(_GROUP), text, negatable))


def test_every_pack_wording_finds_what_its_alternation_finds_on_the_packs_own_examples() -> None:
    pack = risk_pack()
    compared = 0
    for signal in pack.signals:
        if signal.combined is None:
            continue
        assert tuple(signal.wording) == signal.patterns
        for example in (*signal.positives, *signal.near_misses):
            for text in (example.title, example.description, *example.attributes.values()):
                kept = kept_clauses(text, pack.exemptions)
                if not kept:
                    continue
                compared += 1
                assert _span(first_match_of(signal.wording, kept, signal.negatable)) == _span(
                    first_match(signal.combined, kept, signal.negatable)
                ), (signal.name, text)
    assert compared > 100


def test_a_signal_s_wording_is_made_from_its_patterns_so_a_changed_pack_never_reads_old_ones() -> None:
    signal = next(s for s in risk_pack().signals if s.combined is not None)
    changed = dataclasses.replace(signal, patterns=(re.compile(r"\bspare\s+key\b", _I),))
    assert tuple(changed.wording) == changed.patterns
    assert first_match_of(changed.wording, "comes with a spare key", False) is not None
    assert tuple(signal.wording) == signal.patterns


@pytest.mark.parametrize(
    "note",
    [
        "Works well, comes in the original box",
        "light scratches on the back",
        "Some WEAR to the corners",
        "about 90% left",
        "a tiny chip near the rim",
        "used twice, stored indoors",
        "Gebraucht, kleine Kratzer",  # outside ASCII: never gated
    ],
)
def test_the_condition_wording_s_gate_says_no_only_where_the_wording_cannot_match(note: str) -> None:
    # Thirty-fourth round: the wording is three parts, each behind its own gate.
    found = [part for part in detectors._CONDITION_DETAIL if part.search(note) is not None]
    assert detectors._condition_detail_in(note) is bool(found)
    assert all(could_match(part, note) for part in found)


def test_the_long_condition_wording_has_a_gate() -> None:
    # Its 156 literals sat at the bound (services/clauses.py, _MAX_LITERALS); without a gate every note is scanned.
    # Since the thirty-fourth round each of its three parts has its own, well under the bound.
    assert not any(could_match(part, "works well, email me for a better price") for part in detectors._CONDITION_DETAIL)


@pytest.mark.parametrize(
    ("text", "gated"),
    [("Charger works", True), ("Waterproof, will not rust", False), ("The strap is brand new and still sealed", False)],
)
def test_the_blanking_readers_return_the_text_unread_only_where_nothing_could_be_blanked(
    text: str, gated: bool
) -> None:
    assert (not could_match(shapes._PART_STATE, text) and not could_match(shapes._PROPERTY_CLAIM, text)) is gated
    if gated:
        assert shapes._PART_STATE.sub("#", text) == text
        assert shapes._PROPERTY_CLAIM.sub("#", text) == text
    assert shapes.without_property_claims(text) == shapes._PROPERTY_CLAIM.sub(lambda m: " " * len(m.group()), text)
    assert len(shapes.without_part_states(text, "Watch")) == len(text)
