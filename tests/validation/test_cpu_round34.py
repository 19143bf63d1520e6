"""The thirty-fourth round's CPU work changes no answer (docs/performance.md). Its classes, found by timing the
detectors' readings per listing over a development sample: the measure of an item specific (a value without a digit
gives none, so it is not read) and the measure check, which reads the title's and the description's measures only
when a specific gives one; the condition ladder's statements and the detectors' used wordings, whose gates are read in
one pass per text (clauses.PatternGroup) instead of pattern by pattern; and the rare-word reading of a title, asked of
all its words at once so the listing's other words are stemmed once. Each gated or regrouped reading is compared here
with the reading it replaced, on positives and near misses."""

from __future__ import annotations

import re

import pytest

from services import detectors, structure
from services.clauses import could_match
from services.records import Listing
from services.statements import unsaid_before
from services.structure import measure_mismatch, title_measure_outvoted
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_SPECIFICS = (
    ("Capacity", "750 ml"),
    ("Capacity", "Seven hundred and fifty millilitres"),
    ("Item Weight", "1.2 kg"),
    ("Item Weight", "Light"),
    ("Colour", "Slate grey"),
    ("Screen Size", "27 in"),
    ("Max Load", "\u00b2 kg"),
    ("Volume", "2 x 500 ml each"),
    ("Power", "1/2 HP"),
    ("Material", ""),
)


@pytest.mark.parametrize(("key", "value"), _SPECIFICS)
def test_a_specific_without_a_digit_gives_no_measure_as_before(key: str, value: str) -> None:
    if re.search(r"\d", value) is not None:
        return
    # What the gate skips could never give a measure: every measure is a number.
    assert structure.measures(value, own=False) == []
    assert structure._specific_measure(key, value) is None


def test_a_specific_with_a_digit_still_gives_its_measure() -> None:
    found = structure._specific_measure("Capacity", "750 ml")
    assert found is not None
    assert found.dimension == "volume"


_MEASURED = titled_listing(
    "Insulated flask 1 L stainless",
    "Double-walled flask that keeps tea hot for a day.",
    category="HOME_AND_GARDEN",
    attributes={"Capacity": "500 ml", "Brand": "Thornwick"},
)
_UNMEASURED = titled_listing(
    "Insulated flask 1 L stainless",
    "Double-walled flask that keeps tea hot for a day, 1 L.",
    category="HOME_AND_GARDEN",
    attributes={"Colour": "Moss green", "Brand": "Thornwick"},
)
_AGREEING = titled_listing(
    "Garden hose reel 30 m",
    "Wall-mounted reel holding 30 m of hose.",
    category="HOME_AND_GARDEN",
    attributes={"Length": "30 m", "Capacity": "30 m"},
)


def test_the_measure_check_still_reads_a_measured_specific_against_the_title() -> None:
    assert measure_mismatch(_MEASURED) is not None
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in detected(_MEASURED)


@pytest.mark.parametrize("item", [_UNMEASURED, _AGREEING])
def test_the_measure_checks_near_misses_keep_their_answer(item: Listing) -> None:
    assert measure_mismatch(item) is None
    assert title_measure_outvoted(item) is None


_CONDITION_TEXTS = (
    "Worn twice, light scuffs on the heel and a small crack in the sole.",
    "Brand new in the box, never opened. The box has a dent.",
    "Pre-owned; some wear and tear on the corners, charger not included.",
    "Missing the remote, otherwise like new.",
    "Scratch-resistant glass. Great for everyday use.",
    "\u00c9tat neuf, jamais port\u00e9, un l\u00e9ger d\u00e9faut.",
    "",
)


def _statements_read_pattern_by_pattern(text: str, patterns: tuple[re.Pattern[str], ...]) -> list[tuple[int, int]]:
    return [
        match.span()
        for pattern in patterns
        if could_match(pattern, text)
        for match in pattern.finditer(text)
        if not unsaid_before(text, match.start(), structure._NOT_SAID)
    ]


@pytest.mark.parametrize("text", _CONDITION_TEXTS)
def test_the_ladders_statements_read_as_a_group_are_those_read_one_by_one(text: str) -> None:
    current = structure.ladder()
    groups = [current.use, *(rung.stated for rung in current.rungs)]
    if current.absent is not None:
        groups.append(current.absent.statements)
    for group in groups:
        assert [m.span() for m in structure._statements(text, group)] == _statements_read_pattern_by_pattern(
            text, tuple(group)
        )


def _use_read_pattern_by_pattern(text: str) -> str | None:
    found = detectors._earliest(
        m
        for pattern in detectors._USED_WORDINGS
        if could_match(pattern, text)
        for m in pattern.finditer(text)
        if not detectors._negated(text, m.start())
        and not detectors._CONTRACTED_DENIAL.search(text, max(0, m.start() - 30), m.start())
        and not detectors._hypothetical(text, m.start())
    )
    return found.group() if found is not None else None


@pytest.mark.parametrize("text", _CONDITION_TEXTS)
def test_the_used_wordings_read_as_a_group_are_those_read_one_by_one(text: str) -> None:
    assert detectors._use(text, is_title=False) == _use_read_pattern_by_pattern(text)


def test_a_new_listing_that_says_it_was_used_still_conflicts_and_its_near_miss_does_not() -> None:
    worn = titled_listing(
        "Leather hiking boots",
        "Worn on two trails, light scuffs on both toes.",
        category="CLOTHING",
        condition=ListingCondition.NEW,
    )
    unworn = titled_listing(
        "Leather hiking boots",
        "Never worn, still with the card tags. Scuff-resistant toe caps.",
        category="CLOTHING",
        condition=ListingCondition.NEW,
    )
    assert FindingCode.CONDITION_CONFLICT in detected(worn)
    assert FindingCode.CONDITION_CONFLICT not in detected(unworn)


def _rare_title_run_word_by_word(title: str, elsewhere_text: str) -> str | None:
    tokens = list(detectors._WHOLE_WORD.finditer(title))
    if len(tokens) < detectors._MIN_NAME_CLAUSE_WORDS:
        return None
    elsewhere = set(detectors._WHOLE_WORD.findall(elsewhere_text.lower()))
    rare = [
        i
        for i, t in enumerate(tokens)
        if not t.group().isupper()
        and not detectors._AFTER_A_NUMBER.search(title, 0, t.start())
        and detectors._rare_unrelated([t.group().lower()], elsewhere)
    ]
    start = 0
    for j in range(1, len(rare) + 1):
        if j == len(rare) or rare[j] - rare[j - 1] > detectors._TITLE_NAME_GAP + 1:
            run = rare[start:j]
            if len({tokens[i].group().lower() for i in run}) >= detectors._MIN_RARE_NAMES:
                return title[tokens[run[0]].start() : tokens[run[-1]].end()]
            start = j
    return None


_TITLES = (
    ("Ceramic planter Zorvanek Quillhaven Brastemor Ulvic glazed pot", "A glazed pot for herbs, 20 cm."),
    ("Ceramic planter glazed pot for herbs and succulents", "A glazed pot for herbs, 20 cm."),
    ("Quillhavens planter Quillhaven Zorvanek pot set", "Quillhaven pots, planted Zorvaneks."),
    ("Short title", ""),
    ("Trail running vest 12 L Ostrevik Palundra Kestrovane hydration", "Vest with two soft flasks."),
)


@pytest.mark.parametrize(("title", "elsewhere"), _TITLES)
def test_a_titles_rare_run_asked_at_once_is_the_run_asked_word_by_word(title: str, elsewhere: str) -> None:
    assert detectors._rare_title_run(title, elsewhere) == _rare_title_run_word_by_word(title, elsewhere)


def test_a_title_of_rare_names_is_still_read_and_a_described_one_is_not() -> None:
    assert detectors._rare_title_run(*_TITLES[0]) is not None
    assert detectors._rare_title_run(*_TITLES[1]) is None
