"""The clause splitter shared by the net and the detectors (services/clauses.py): grades kept whole, negated lists,
one split for both callers."""

from __future__ import annotations

import re
import time

import pytest

from services.clauses import (
    CLAUSE_SEPARATOR,
    PatternGroup,
    clauses,
    compatible,
    could_match,
    first_match,
    kept_clauses,
    lowered_ascii,
    may_match,
    negated,
    split_clauses,
)
from services.rulepack import risk_pack


@pytest.mark.parametrize(
    "sentence",
    [
        "Condition: Used - Very Good, light marks on the base",
        "Pre-owned - Like New",
        "Sold as New - Open Box",
        "Renewed - Excellent",
        "Used - Acceptable",
    ],
)
def test_a_condition_and_its_grade_stay_one_clause(sentence: str) -> None:
    assert split_clauses(sentence) == [sentence]


@pytest.mark.parametrize(
    ("sentence", "pieces"),
    [
        ("Message me on Skype - or ask at checkout", ["Message me on Skype", "or ask at checkout"]),
        ("Used - ring me tonight", ["Used", "ring me tonight"]),
        ("Good - but see the photos", ["Good", "but see the photos"]),
        ("Blue; boxed", ["Blue", " boxed"]),
    ],
)
def test_other_dashes_and_ors_still_end_a_clause(sentence: str, pieces: list[str]) -> None:
    assert split_clauses(sentence) == pieces


def test_a_pack_pattern_sees_the_grade_beside_its_condition() -> None:
    grade = re.compile(r"used\s+-\s+very\s+good", re.IGNORECASE)
    kept = kept_clauses("Condition: Used - Very Good.", ())
    assert first_match(grade, kept, negatable=False) is not None


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Never worn or tried on.", "tried"),
        ("Box has no creases or dents.", "dents"),
        ("No chips, cracks or stains.", "cracks"),
        ("No chips, cracks or stains.", "stains"),
        ("Sealed, not opened or handled.", "handled"),
        ("No scuffs or scratches on the lid.", "scratches"),
    ],
)
def test_every_item_of_a_negated_list_is_negated(text: str, word: str) -> None:
    kept = kept_clauses(text, ())
    assert negated(kept, kept.index(word))


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("No carton, worn twice.", "worn"),  # a comma without a closing "or" joins two statements
        ("No tags or sleeve; used for one evening.", "used"),
        ("Never worn or tried on, small scratch on the buckle.", "scratch"),
        ("No box. Scratches on the lid or the base.", "Scratches"),
    ],
)
def test_what_follows_a_negated_list_is_not_negated(text: str, word: str) -> None:
    kept = kept_clauses(text, ())
    assert not negated(kept, kept.index(word))


def test_the_net_and_the_detectors_split_through_one_function() -> None:
    exemptions = risk_pack().exemptions
    text = "Skype me for a deal, or ask through eBay messages. Used - Very Good; no scratches or dents."
    assert kept_clauses(text, exemptions) == CLAUSE_SEPARATOR.join(clauses(text, exemptions))
    assert kept_clauses(text, exemptions, compatible) == CLAUSE_SEPARATOR.join(clauses(text, exemptions, compatible))
    assert "ask through eBay" not in kept_clauses(text, exemptions)


def test_a_long_list_without_an_or_costs_a_linear_scan() -> None:
    # CPU time of this process, not the wall clock: other processes on a loaded machine do not count, and the least of
    # five runs leaves out a run that lost its caches. Linear is 4x from 2,000 to 8,000 items, quadratic 16x.
    def cost(n: int) -> float:
        text = "no a, " * n + "x or"
        runs = []
        for _ in range(5):
            start = time.process_time()
            pieces = split_clauses(text)
            runs.append(time.process_time() - start)
        assert pieces == [text]  # the work was done: no boundary to split at, the text is one clause
        return min(runs)

    cost(200)
    assert cost(8000) < 40 * max(cost(2000), 1e-4)


# A detector asks could_match before a scan it does not gate itself (docs/performance.md, twelfth round): it may
# only say no where the pattern cannot match.
@pytest.mark.parametrize(
    ("pattern", "text", "can"),
    [
        (re.compile(r"\b(?:venmo|zelle)\b", re.I), "Pay with ZELLE please", True),
        (re.compile(r"\b(?:venmo|zelle)\b", re.I), "Works well, pay at checkout", False),
        (re.compile(r"(?-i:LOOK)|\bbargain\b", re.I), "look here", True),
        (re.compile(r"\bsealed\b"), "Sealed box", True),
        (re.compile(r"\bsealed\b"), "an open box", False),
        # Text outside ASCII is never gated: case folding there is not lower-casing.
        (re.compile(r"\bsealed\b", re.I), "an \u00f6pen box", True),
        # Letters outside ASCII that case-insensitive matching equates with ASCII ones disable the gate.
        (re.compile("\u017fale", re.I), "for sale", True),
        (re.compile("k\u0131t", re.I), "a kit", True),
        (re.compile("\u0130nch", re.I), "one inch", True),
        (re.compile(r"\d{3}"), "no literal to gate on", True),
    ],
)
def test_could_match_says_no_only_where_a_pattern_cannot_match(pattern: re.Pattern[str], text: str, can: bool) -> None:
    assert could_match(pattern, text) is can
    if pattern.search(text) is not None:
        assert could_match(pattern, text)


def test_a_pattern_group_opens_exactly_the_patterns_may_match_passes() -> None:
    group = PatternGroup(
        (
            re.compile(r"\b(?:venmo|zelle)\b", re.I),
            re.compile(r"\bbank\s+transfer\b", re.I),
            re.compile(r"\d{3}"),  # no literal: always open
            re.compile(r"\bzelle\s+only\b", re.I),
        )
    )
    for text in ["", "Works well", "zelle", "Zelle only, or a bank transfer", "bank transfer", "caf\u00e9 zelle"]:
        lowered = lowered_ascii(text)
        assert group.openable(lowered) == tuple(p for p in group if may_match(p, lowered))


@pytest.mark.parametrize(
    ("text", "can"),
    [
        ("zelle only please", True),
        ("ZELLE ONLY", True),
        # "zelle" opens the first literal set; "only" is a second one every match also needs.
        ("zelle or venmo", False),
        ("only cash", False),
    ],
)
def test_every_literal_set_of_a_pattern_must_be_hit(text: str, can: bool) -> None:
    pattern = re.compile(r"\b(?:zelle|venmo)\s+only\b", re.I)
    assert could_match(pattern, text) is can
    assert (pattern.search(text) is not None) is can
