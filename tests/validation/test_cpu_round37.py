"""The thirty-seventh round's CPU work changes no answer (docs/performance.md). Its class, found by profiling
``detect()`` over P2's listing and a development sample: the literal gates (``clauses.may_match``,
``PatternGroup.open_mask``) looked for their literals in a text one by one, some 3,700 substring searches for P2's
two-sentence listing over its 18 texts. Every gate literal a text holds is now found in one pass of an Aho-Corasick
automaton (pyahocorasick) over all of them, cached per text, and each gate reads whether its set meets the text's. A
gate not yet in the index reads its literals one by one as before, until the index is built anew.

Pinned here: the index's reading equals the literal-by-literal one for every gate and group read so far, on the pack's
positives and near misses and on texts of our own (literals inside other literals, case, text outside ASCII);
detect() gives the same codes with the index and without it; a gate first read after the index was built answers the
same before and after it joins; and a review of ASCII listings, once indexed, reads no gate literal by literal."""

from __future__ import annotations

import re

import pytest

from services import clauses
from services.clauses import PatternGroup, gate_opens, lowered_ascii, may_match
from services.records import Listing
from services.rulepack import risk_pack
from tests.generation.data import detected, titled_listing

_I = re.IGNORECASE

_LISTINGS = (
    titled_listing(
        "Copperfen pour-over kettle, gooseneck, 1 litre",
        "Barely used, no dents. Text me on 0161 496 0958 or pay by bank transfer for a better price.",
        category="HOME_AND_KITCHEN",
        attributes={"Brand": "Copperfen", "Capacity": "1 L"},
    ),
    titled_listing(
        "Copperfen pour-over kettle, gooseneck, 1 litre",
        "Lightly used, heats evenly, lid hinge firm. Ships boxed within two days through the marketplace.",
        category="HOME_AND_KITCHEN",
        attributes={"Brand": "Copperfen", "Capacity": "1 L"},
    ),
    titled_listing(
        "Trailmoss 45L hiking rucksack - BEST cheap bag backpack daypack rucksack tent",
        "Used twice. Visit www.trailmoss-outlet.example for more colours, or WhatsApp me.",
        category="SPORTING_GOODS",
        attributes={"Brand": "Trailmoss", "Volume": "45 L"},
    ),
    titled_listing(
        "Trailmoss 45L hiking rucksack",
        "Used twice on day walks; zips run smoothly and the rain cover is included. Not tested in snow.",
        category="SPORTING_GOODS",
        attributes={"Brand": "Trailmoss", "Volume": "45 L"},
    ),
    titled_listing(
        "Grisewold resin chess set, weighted pieces",
        "One knight missing, otherwise complete. Payment via Zelle only, cash on collection welcome.",
        category="TOYS_AND_GAMES",
        attributes={"Brand": "Grisewold", "Pieces": "32"},
    ),
    titled_listing(
        "Grisewold résin chess set ſet",
        "Complète, café table size; seller ships next day. Email grisewold.seller@example.net",
        category="TOYS_AND_GAMES",
    ),
)


@pytest.fixture
def indexed() -> None:
    """Every gate read so far in the index (the listings above read once first)."""
    for item in _LISTINGS:
        detected(item)
    clauses.reindex()


def _texts() -> list[str]:
    pack = risk_pack()
    texts = [
        "",
        "seller",
        "SELL, Sell, sElLeR",
        "text me at tom@example.com",
        "no venmo, but zelle works; whatsapp +44 7700 900123",
        "caf\u00e9 ſet with a \u212aelvin dial",
    ]
    for item in _LISTINGS:
        texts += [item.title, item.description, *item.attributes.values()]
    for signal in pack.signals:
        for example in (*signal.positives, *signal.near_misses):
            texts += [example.title, example.description, *example.attributes.values()]
    return texts


def test_every_gate_read_by_the_index_opens_where_its_literals_are(indexed: None) -> None:
    entries = [entry for entry in list(clauses._GATES.values()) if entry[1]]
    assert entries
    assert any(entry[3] != clauses._NEVER for entry in entries)
    compared = 0
    for text in _texts():
        lowered = lowered_ascii(text)
        if lowered is None:
            assert all(may_match(entry[0], None) for entry in entries)
            continue
        for entry in entries:
            assert may_match(entry[0], lowered) is gate_opens(entry, lowered), (entry[0].pattern, text)
            compared += 1
    assert compared > 10_000


def _scanned_mask(group: PatternGroup, lowered: str) -> int:
    """The group's bit set read literal by literal: its table marked as not indexed for the one call."""
    cell = group.table()[7]
    held = cell[0]
    cell[0] = clauses._NEVER
    try:
        return group.open_mask(lowered)
    finally:
        cell[0] = held


def test_every_group_opens_what_its_literals_open(indexed: None) -> None:
    tables = clauses._INDEX.tables
    assert tables
    assert all(table[7][0] != clauses._NEVER for table in tables)
    # The groups themselves: the tables' owners are found among the modules' and the pack's groups.
    groups = [
        value
        for module in (clauses, *_modules())
        for value in vars(module).values()
        if isinstance(value, PatternGroup) and "_table" in value.__dict__
    ]
    assert groups
    for text in _texts():
        lowered = lowered_ascii(text)
        if lowered is None:
            continue
        for group in groups:
            assert group.open_mask(lowered) == _scanned_mask(group, lowered), text


def _modules() -> list[object]:
    from services import detectors, facets, risk_signals, shapes, structure

    return [detectors, facets, risk_signals, shapes, structure]


def test_detect_gives_the_same_codes_with_the_index_and_without(indexed: None, monkeypatch: pytest.MonkeyPatch) -> None:
    with_index = [detected(item) for item in _LISTINGS]
    # A fresh index of generation 0: every gate and group already read holds a later generation, so each reads its
    # literals one by one; never built anew during the comparison.
    monkeypatch.setattr(clauses, "_INDEX", clauses._LiteralIndex())
    monkeypatch.setattr(clauses, "_REINDEX_AFTER", 1 << 40)
    clauses._literals_found.cache_clear()
    try:
        without = [detected(item) for item in _LISTINGS]
    finally:
        clauses._literals_found.cache_clear()
    assert without == with_index
    assert any(with_index)
    assert len({frozenset(codes) for codes in with_index}) > 1


def test_a_gate_first_read_after_the_index_answers_the_same_once_it_joins(indexed: None) -> None:
    pattern = re.compile(r"\b(?:quorvexa|brindlemoth)\s+(?:kettle|lamp)\b", _I)
    texts = ("a Quorvexa kettle", "brindlemothlamp", "a lamp", "QUORVEXA")
    before = [may_match(pattern, lowered_ascii(text)) for text in texts]
    entry = clauses._gates(pattern)
    assert entry[3] == clauses._NEVER
    generation = clauses._INDEX.generation
    indexed_before = clauses._INDEX.indexed
    clauses.reindex()
    entry = clauses._gates(pattern)
    assert entry[3] == clauses._INDEX.generation > generation
    assert indexed_before < clauses._INDEX.indexed
    assert [may_match(pattern, lowered_ascii(text)) for text in texts] == before == [True, True, False, False]


def test_an_indexed_review_reads_no_gate_literal_by_literal(indexed: None) -> None:
    clauses.reindex()
    ascii_listings: list[Listing] = [item for item in _LISTINGS if (item.title + item.description).isascii()]
    asks = clauses._INDEX.unindexed_asks
    for item in ascii_listings:
        detected(item)
    assert clauses._INDEX.unindexed_asks == asks


def test_the_literal_index_stops_growing_at_its_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past the bound a new gate's literals are not queued for the automaton, and the gate still answers by reading
    its literals one by one."""
    monkeypatch.setattr(clauses, "_MAX_INDEXED", 0)
    pattern = re.compile(r"\bquokkazebrafinch\b")
    assert not clauses.may_match(pattern, "a plain text")
    assert clauses.may_match(pattern, "a quokkazebrafinch here")
    assert "quokkazebrafinch" not in clauses._INDEX.pending | clauses._INDEX.indexed
