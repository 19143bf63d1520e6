"""Issue 19, forty-first round, at integration: a past stretch of time that a working state is dated to is one list
(``structure.PAST_STRETCH``), read by the hope-or-memory check (``structure.NOT_CURRENT_STATE``) and by the
detectors' past working state alike. The two had drifted: the check knew "last summer" and "years ago" but not "last
season", "three weeks ago" or "in 2019"; the detectors knew those but needed a count before "ago".

Positives fail on the merged round before the lists were joined (3ec6321); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.structure import NOT_CURRENT_STATE
from services.vocabulary import FindingCode
from tests.generation.data import detected, titled_listing

_STATUS = FindingCode.FUNCTIONAL_STATUS_MISSING


@pytest.mark.parametrize(
    "sentence",
    [
        "It ran fine last season.",
        "Was working three weeks ago, then went in a box.",
        "Lit up fine in 2019.",
        "It worked fine in 2018.",
    ],
)
def test_the_memory_check_reads_every_past_stretch(sentence: str) -> None:
    assert NOT_CURRENT_STATE.search(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A date of purchase or of a part's make, not of a working state; a state on a machine.
        "Bought in 2019, works today.",
        "It ran on the 2019 models only.",
        "Made last season, never worn.",
    ],
)
def test_the_memory_check_near_misses(sentence: str) -> None:
    assert not NOT_CURRENT_STATE.search(sentence)


def test_a_past_state_with_no_count_before_ago_is_read_by_the_detectors() -> None:
    item = titled_listing(
        "Electric Pasta Maker, Stainless",
        "Some flour dust in the extruder. It was working weeks ago, stored since.",
        category="KITCHEN",
        attributes={"Power Source": "Mains"},
    )
    assert _STATUS in detected(item)


def test_a_state_now_beside_the_past_one() -> None:
    item = titled_listing(
        "Electric Pasta Maker, Stainless",
        "Some flour dust in the extruder. Tested today and it works; it worked years ago too.",
        category="KITCHEN",
        attributes={"Power Source": "Mains"},
    )
    assert _STATUS not in detected(item)
