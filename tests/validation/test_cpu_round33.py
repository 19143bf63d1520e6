"""The thirty-third round's CPU work changes no answer (docs/performance.md). Its classes, found by profiling the
retrieval process itself under the bench's P2 load: the patterns a review asked through re's module functions
(``re.search(r"...", text)``: re's cache looked up at every asking) are compiled once at import, each with the text and
flags it had; and the structure-first checks' memo finds a listing's readings without a call on the hit path. Each
compiled pattern reads as the module function read, and the memo returns what the check returns."""

from __future__ import annotations

import re

import pytest

from services import detectors, structure
from services.structure import STRUCTURAL_CHECKS, structural_check
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_I = re.IGNORECASE

# Each compiled constant beside the pattern text and flags the module function was given before.
_COMPILED = [
    (structure._CODE_LETTERS, r"[a-z-]*", _I),
    (structure._CODE_JOINERS, r"[\s/-]", 0),
    (structure.NOT_ALNUM_RUN, r"[^a-z0-9]+", 0),
    (structure._LETTERS_THEN_NUMBER, r"[a-z]+\d[a-z0-9]*", 0),
    (structure._BRAND_WORD, r"[a-z][\w'-]*", _I),
    (structure._DIGIT_RUN, r"\d+", 0),
    (detectors._TAG_WORD, r"[\w'&-]+", 0),
    (detectors._ANY_DENIAL, r"\bnot\b|\bnothing\b|n't\b", _I),
    (detectors._FIVE_DIGITS, r"\d{5}", 0),
    (detectors._WEAR_LIST_JOINS, r",|\band\b|&", 0),
    (detectors._RING_LETTER_VALUE, detectors._RING_LETTER, 0),
    (detectors._QUOTED_WORD, r"[^\W\d_][\w'-]*", 0),
    (detectors._DIGIT_OR_AT, r"[\d@]", 0),
]

_TEXTS = (
    "RD-M8100 rear derailleur, 11-speed",
    "MZ-77E1T0B/AM solid state drive",
    "Kettle hero9 and t7i lens cap, D750 strap",
    "Not boxed, nothing missing, doesn't wobble",
    "Ships from 90210, ask for PO Box 12",
    "Scuffs, scratches and dents & a chip",
    "N 1/2",
    "K",
    "Call Me When You Land (paperback)",
    "Text me @ 555",
    "",
)


@pytest.mark.parametrize(("compiled", "text", "flags"), _COMPILED, ids=lambda value: str(value)[:24])
def test_a_pattern_compiled_once_is_the_pattern_the_module_function_read(
    compiled: re.Pattern[str], text: str, flags: int
) -> None:
    assert compiled.pattern == text
    assert compiled.flags == re.compile(text, flags).flags
    for sample in _TEXTS:
        assert compiled.findall(sample) == re.findall(text, sample, flags)
        assert compiled.split(sample) == re.split(text, sample, flags=flags)


@pytest.mark.parametrize("text", _TEXTS)
def test_the_helpers_read_as_before(text: str) -> None:
    assert structure._plain(text) == re.sub(r"[\s/-]", "", text).upper()
    assert structure._code_family(text) == re.match(r"[a-z-]*", text, _I).group().upper().rstrip("-")  # type: ignore[union-attr]
    assert structure._numbered(text) == {
        t for t in re.split(r"[^a-z0-9]+", text.lower()) if re.fullmatch(r"[a-z]+\d[a-z0-9]*", t)
    }
    assert detectors._tokens(text) == {t for t in re.split(r"[^a-z0-9]+", text.lower()) if t}
    assert detectors._compact(text) == re.sub(r"[^a-z0-9]", "", text.lower())
    assert structure.alnum_folded(text) == detectors._compact(text)


# Fresh listings across product domains: a check or two that holds and near misses that hold none.
_LISTINGS = (
    titled_listing(
        "Cast iron skillet 26 cm",
        "Brand new skillet, 26 cm across. Small chip on the handle, base has a hairline crack.",
        category="HOME_AND_GARDEN",
        condition=ListingCondition.NEW,
        attributes={"Diameter": "26 cm", "Brand": "Harrowfield"},
    ),
    titled_listing(
        "Set of 4 ceramic mugs",
        "Three mugs, glazed by hand. Dishwasher safe.",
        condition=ListingCondition.NEW,
        attributes={"Number of Pieces": "6", "Material": "Stoneware"},
    ),
    titled_listing(
        "Road bike pedals, pair",
        "Pair of pedals, used one season, bearings spin freely. Pay through checkout.",
        category="SPORTS",
        attributes={"Brand": "Quillan"},
    ),
)


@pytest.mark.parametrize("name", sorted(STRUCTURAL_CHECKS))
def test_a_check_read_through_the_inline_memo_is_the_check(name: str) -> None:
    for item in _LISTINGS:
        expected = STRUCTURAL_CHECKS[name](item)
        assert structural_check(name, item) == expected
        assert structural_check(name, item) == expected


def test_a_listing_of_the_same_text_does_not_read_another_listings_memo() -> None:
    first = _LISTINGS[1]
    structural_check("count_mismatch", first)
    again = titled_listing(first.title, first.description, condition=first.condition, attributes=dict(first.attributes))
    assert structure._readings(again) is not structure._readings(first)
    assert structural_check("count_mismatch", again) == STRUCTURAL_CHECKS["count_mismatch"](again)


def test_the_answers_of_the_round_listings_keep_their_codes() -> None:
    assert FindingCode.CONDITION_CONFLICT in detected(_LISTINGS[0])
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in detected(_LISTINGS[1])
    assert FindingCode.CONDITION_CONFLICT not in detected(_LISTINGS[2])
    assert FindingCode.CONTACT_INFO_IN_LISTING not in detected(_LISTINGS[2])
