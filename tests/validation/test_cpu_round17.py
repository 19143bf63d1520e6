"""The seventeenth round's CPU work (docs/performance.md): what is now kept between calls (a group's opened sets, the
patterns built from a listing's values, a field's normalisation, a code's signals per condition and field) must give
what building it afresh gives, on every call, the first and the later ones."""

from __future__ import annotations

import re

from services import detectors
from services.clauses import PatternGroup, built, lowered_ascii, may_match
from services.rulepack import risk_pack
from services.textnorm import normalise
from services.vocabulary import FindingCode, ListingCondition, ListingField

_I = re.IGNORECASE


def test_a_group_opens_the_same_patterns_when_its_opened_sets_are_reused() -> None:
    group = PatternGroup(
        (
            re.compile(r"\b(?:venmo|zelle)\b", _I),
            re.compile(r"\bbank\s+transfer\b", _I),
            re.compile(r"\d{3}"),  # no literal: always open
            re.compile(r"\bzelle\s+only\b", _I),
        )
    )
    texts = ["Works well", "zelle", "Zelle only, or a bank transfer", "zelle or venmo", "bank transfer", "zelle only"]
    # Twice over: the second pass reads every opened set from the group's table.
    for text in texts + texts:
        lowered = lowered_ascii(text)
        assert group.openable(lowered) == tuple(p for p in group if may_match(p, lowered))


def test_a_built_pattern_is_the_pattern_compiled_once() -> None:
    first = built(r"\bcaf\u00e9\s+racer\b", _I)
    assert first is built(r"\bcaf\u00e9\s+racer\b", _I)
    assert first.pattern == r"\bcaf\u00e9\s+racer\b"
    assert first.flags == re.compile(first.pattern, _I).flags
    # The flags are part of the key: the case-sensitive pattern is another one.
    assert built(r"\bcaf\u00e9\s+racer\b") is not first
    assert built(r"\bcaf\u00e9\s+racer\b").search("CAF\u00c9 RACER") is None
    assert first.search("a CAF\u00c9 RACER seat") is not None


def test_a_normalised_field_is_the_same_on_every_call() -> None:
    for text in ["plain ascii text", "call \uff10\uff17\uff17\uff10\uff10 now", "wh\u0430tsapp me", ""]:
        again = normalise(text)
        assert normalise(text) == again
        assert again.original == text
        assert normalise(text).quote(0, len(again.text)) == text


def test_a_codes_signals_per_condition_and_field_are_the_pack_filters() -> None:
    by_code = detectors._detect_signals()
    for code in FindingCode:
        for condition in ListingCondition:
            expected = [s for s in by_code.get(code, ()) if not s.conditions or condition in s.conditions]
            assert list(detectors._condition_signals(code, condition)) == expected
            for field in ListingField:
                assert list(detectors._field_signals(code, condition, field)) == [
                    s for s in expected if field in s.fields and not s.absent
                ]
    assert risk_pack().signals  # the shipped pack has signals to filter
