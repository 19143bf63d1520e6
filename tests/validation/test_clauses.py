"""The clause splitter shared by the net and the detectors (services/clauses.py): grades kept whole, negated lists,
one split for both callers."""

from __future__ import annotations

import re
import time

import pytest

from services.clauses import (
    CLAUSE_SEPARATOR,
    MARK_BEFORE_SPACE,
    MARK_NOT_DECIMAL,
    MARK_OR_SEMICOLON,
    MARK_THEN_SPACE,
    MEASURE_EDGES,
    PatternGroup,
    SentenceEdges,
    clauses,
    compatible,
    could_match,
    first_match,
    kept_clauses,
    lowered_ascii,
    may_match,
    negated,
    sentence_around,
    sentence_start,
    sentences,
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


# --- the sentence around a position ---------------------------------------------------------------------------


def _around(text: str, at: int, edges: SentenceEdges, end: int | None = None) -> str:
    start, stop = sentence_around(text, at, end, edges=edges)
    return text[start:stop]


def _split(text: str, edges: SentenceEdges) -> list[str]:
    return [text[start:end] for start, end in sentences(text, edges)]


def test_a_position_at_the_texts_start_or_end_reads_to_the_texts_edge() -> None:
    for edges in (MARK_OR_SEMICOLON, MARK_THEN_SPACE, MARK_BEFORE_SPACE, MARK_NOT_DECIMAL, MEASURE_EDGES):
        assert sentence_around("", 0, edges=edges) == (0, 0)
        assert _around("No charger!\nDock included", 0, edges) == "No charger"
        assert _around("No charger!\nDock included", 25, edges) == "Dock included"
        assert _around("one sentence", 12, edges) == "one sentence"


def test_marks_and_semicolons_cut_a_statement_and_an_edge_under_the_position_is_the_next_ones() -> None:
    text = "PayPal via eBay; Venmo too! Cash?"
    assert _around(text, 17, MARK_OR_SEMICOLON, 22) == " Venmo too"
    # On the edge itself the sentence ends there; just past it, the next one begins.
    assert _around(text, 15, MARK_OR_SEMICOLON) == "PayPal via eBay"
    assert _around(text, 16, MARK_OR_SEMICOLON) == " Venmo too"
    # The position's own span is never cut: the sentence ends at the first edge after ``end``.
    assert _around("a; b; c", 0, MARK_OR_SEMICOLON, 4) == "a; b"
    assert _around("v1.5 fits", 4, MARK_OR_SEMICOLON) == "5 fits"


def test_a_mark_then_a_space_keeps_dots_inside_numbers_and_hosts_and_looks_back_only_so_far() -> None:
    text = "Done. Call 555.0148 or shop.com\nText me 555"
    assert text[sentence_start(text, 11, MARK_THEN_SPACE) : 11] == "Call "
    at = text.index(".com")
    assert text[sentence_start(text, at, MARK_THEN_SPACE) : at] == "Call 555.0148 or shop"
    # A line break is an edge with a space after it, as a mark is: one before a letter runs on.
    assert text[sentence_start(text, len(text), MARK_THEN_SPACE) :] == "Call 555.0148 or shop.com\nText me 555"
    assert sentence_start("shop.com\n\nText", 14, MARK_THEN_SPACE) == 10
    # Cut at the window: a cue further back than ``look_back`` is not read.
    assert text[sentence_start(text, at, MARK_THEN_SPACE, look_back=8) : at] == " or shop"
    # A mark right before the position has no space after it yet (the space is the position's): not an edge.
    assert sentence_start("a. b", 2, MARK_THEN_SPACE) == 0
    assert sentence_start("a. b", 3, MARK_THEN_SPACE) == 3


@pytest.mark.parametrize("look_back", [None, 3, 70, 500])
def test_an_edge_of_two_characters_is_read_as_a_slice_reads_it_however_far_back(look_back: int | None) -> None:
    # Runs of line breaks pair up from where the read starts ("\n\n" then "\n" alone): the pairing must be the one
    # a read from the window's start makes, which is why an edge of several characters is read by its pattern.
    for text in ("x" + "\n" * 7 + "y", "a" * 100 + ". " * 40 + "\n" * 33 + "b", "\n" * 301 + "z"):
        for at in range(len(text) + 1):
            lo = 0 if look_back is None else max(0, at - look_back)
            expected = re.split(r"[.!?\n]\s", text[lo:at])[-1]
            assert text[sentence_start(text, at, MARK_THEN_SPACE, look_back) : at] == expected


_MARKS_TEXTS = ("", "plain words", "a.b!c?d;e\nf", "v1.5 fits. Done!\n\nNext; one?", ".;!?\n", "ends.", "1GB.x. y\n")


@pytest.mark.parametrize("edges", [MARK_OR_SEMICOLON, MEASURE_EDGES])
@pytest.mark.parametrize("look_back", [None, 2, 6])
def test_an_edge_of_single_characters_read_by_str_rfind_and_find_is_the_one_its_pattern_reads(
    edges: SentenceEdges, look_back: int | None
) -> None:
    # The character shortcuts (str.rfind back, str.find to the first possible closing edge ahead) must give what
    # the patterns themselves give: the last opening edge within the window, the first closing edge from the end.
    assert edges.opening_marks is not None
    assert edges.closing_leads is not None
    for text in _MARKS_TEXTS:
        for at in range(len(text) + 1):
            for end in range(at, len(text) + 1):
                lo = 0 if look_back is None else max(0, at - look_back)
                opened = max((edge.end() for edge in edges.opens.finditer(text, lo, at)), default=lo)
                closing = edges.closes.search(text, end)
                expected = (opened, closing.start() if closing is not None else len(text))
                assert sentence_around(text, at, end, edges=edges, look_back=look_back) == expected


def test_only_an_edge_of_one_literal_or_a_class_of_literals_takes_the_character_shortcuts() -> None:
    assert MARK_OR_SEMICOLON.opening_marks == ".!?;\n"
    assert MEASURE_EDGES.opening_marks == ".!?\n"
    # Several characters, a lookaround or an alternation: read by the pattern.
    assert MARK_THEN_SPACE.opening_marks is None
    assert MARK_BEFORE_SPACE.opening_marks is None
    assert MARK_BEFORE_SPACE.closing_leads is None
    assert MARK_NOT_DECIMAL.opening_marks is None
    assert MARK_NOT_DECIMAL.closing_leads is None
    # A closing edge that starts with a class of marks skips to the first of them; under IGNORECASE a literal
    # stands for more than itself.
    assert MEASURE_EDGES.closing_leads == ".!?\n"
    assert MARK_THEN_SPACE.closing_leads == ".!?\n"
    folded = SentenceEdges(re.compile("[k.]", re.I), re.compile("[k.]", re.I))
    assert folded.opening_marks is None
    assert folded.closing_leads is None
    assert SentenceEdges.both(r"\.").opening_marks == "."


def test_a_mark_before_a_space_or_the_end_splits_a_print_from_the_host_after_it_never_inside_the_host() -> None:
    text = "Printed logo reads acme.co.uk. Visit us!\nbit.ly"
    assert _split(text, MARK_BEFORE_SPACE) == [
        "Printed logo reads acme.co.uk",
        " Visit us",
        "",
        "bit.ly",
    ]
    assert _split("ends.", MARK_BEFORE_SPACE) == ["ends", ""]
    assert _split("", MARK_BEFORE_SPACE) == [""]


def test_a_decimal_point_does_not_end_the_sentence_that_limits_fit() -> None:
    text = "Only fits the 5.5 ft bed. 2019.Fits 6.5"
    assert _split(text, MARK_NOT_DECIMAL) == [
        "Only fits the 5.5 ft bed",
        " 2019",
        "Fits 6.5",
    ]
    # A dot at the very end has no digit after it: it closes.
    assert _split("v1.", MARK_NOT_DECIMAL) == ["v1", ""]


def test_a_measure_looks_back_to_any_dot_and_ahead_only_to_a_full_stop_and_a_space() -> None:
    text = "See our other listings: 2.5L and 10L. 1L here"
    at = text.index("10L")
    # Back, the decimal point of "2.5L" opens the sentence; ahead, "2.5" does not close it.
    assert _around(text, at, MEASURE_EDGES) == "5L and 10L"
    assert _around(text, 0, MEASURE_EDGES) == "See our other listings: 2.5L and 10L"
    assert _around(text, len(text) - 4, MEASURE_EDGES) == " 1L here"
    # A full stop closes ahead only with a space after it, and the text's last dot has none.
    assert _around("1GB.x. y", 0, MEASURE_EDGES) == "1GB.x"
    assert _around("ends with 1GB.", 10, MEASURE_EDGES) == "ends with 1GB."


def test_the_sentence_of_each_measure_in_a_long_text_costs_a_stretch_not_the_whole_text() -> None:
    # Every measure asks for its sentence: reading back from the text's start each time would be quadratic.
    def cost(length: int) -> float:
        text = ("1GB. " * (length // 5 + 1))[:length]
        started = time.thread_time()
        for at in range(0, length, 5):
            sentence_around(text, at, edges=MEASURE_EDGES)
        return time.thread_time() - started

    assert min(cost(20000) for _ in range(3)) < 10 * max(min(cost(5000) for _ in range(3)), 1e-6)
