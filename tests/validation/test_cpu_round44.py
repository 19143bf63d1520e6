"""The forty-fourth round's CPU work changes no answer (docs/performance.md). Its classes, found by profiling
``detect()`` over development listings each read once: a long alternation of "\\b..." branches (shapes' property
claims) tried at every position of a text that held any branch's words; each sentence's clause split asked a gate of
its own (and kept its lower case and literals in the fields' memos); the pack's exemptions gated one by one for every
text split; the light's colours scanned in every description; the absence signals' ignore and absent patterns
scanned over the whole listing ungated; a solid claim's tone pattern compiled on every call.

Pinned here, on texts and listings of our own (positives and near misses): each fast path gives what the path it
replaced gave (written out below as it read before), and no group serves one edition's exemptions to another."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

import pytest

from services import clauses, facets, risk_signals, shapes, structure
from services.clauses import (
    PatternGroup,
    alternatives,
    blanked,
    compatible,
    could_match,
    kept_clauses,
    may_match,
    normalised,
)
from services.memo_bounds import FIXED_ARGUMENTS_HELD
from services.records import Listing
from services.rulepack import parse_edition, risk_pack, shipped_edition, using_edition
from services.vocabulary import ListingCondition
from tests.generation.data import titled_listing
from tests.rule_editions import SECOND

_I = re.IGNORECASE


# --- the paths as they read before -----------------------------------------------------------------------------


def _split_clauses_before(sentence: str) -> list[str]:
    held = clauses._held_spans(sentence)
    if not held:
        return clauses._CLAUSE_END.split(sentence) if could_match(clauses._CLAUSE_END, sentence) else [sentence]
    return clauses.split_clauses(sentence)


def _clauses_before(text: str, exemptions: tuple[re.Pattern[str], ...], fold: Callable[[str], str]) -> list[str]:
    folded = fold(text)
    lowered = clauses.lowered_ascii(folded)
    exempt = tuple(pattern for pattern in exemptions if may_match(pattern, lowered))
    kept = []
    for sentence in clauses.SENTENCE_BREAK.split(folded):
        for clause in _split_clauses_before(sentence):
            if clause.strip() and not clauses._exempt(clause, exempt):
                kept.append(clause)
    return kept


def _lit_colour_words_before(description: str) -> frozenset[str]:
    return frozenset(
        facets.colour_key(word)
        for match in facets._LIT_COLOURS.finditer(description)
        for word in facets._COLOUR_WORD.findall(match.group(1))
    )


def _blank(match: re.Match[str]) -> str:
    return " " * len(match.group())


# --- texts of our own --------------------------------------------------------------------------------------------

# Property claims in several branches, side by side, overlapping and near misses; clause ends; lights.
_TEXTS = (
    "Scratch resistant lacquer; if it gets scratched, polish lightly. No scratches at all.",
    "Pressed creases down both legs and the cloth holds a crease well, worn twice.",
    "Stain-proof, fade resistant, will not crack or chip. Small chip on the base though.",
    "Designed for worn or cracked leather, removes scuffs, marks and light scratches.",
    "The bell dings when the timer ends. A ding on the lid, otherwise fine.",
    "Crack open the tin and use within a week; crack on the side of the jar.",
    "washed once to set the dye, laundered twice by hand to soften it",
    "Hides small scratches and scuffs, conceals a dent or two",
    "anti-scratch film fitted. stains from normal use are expected",
    "Worn on the left wrist only. Frayed edge fringe trim, as made.",
    "Tarnish-free plating; won't tarnish, rust or fade; resists chips and scratches",
    "Plain text with nothing of the kind: a blue jug, 2 litres, boxed.",
    "Scratch\u2011resistant glass, keine Kratzer, r\u00e9sistant aux rayures; fade-resistant dye",
    "Used - Very Good; no scratches, dents or marks on the lid - box - manual",
    "Pay by card or collect in person; otherwise post it - either way is fine",
    "Warm white and red LEDs light the front, a blue light on the back, green glow-in-the-dark hands.",
    "A red lamp shade with a white base; no lights fitted.",
    "Lights up in pink / purple / teal; beam colour white",
    "",
    "-",
    ";;",
)


# --- the clause split: no gate of its own -------------------------------------------------------------------------


@pytest.mark.parametrize("text", _TEXTS)
def test_each_sentence_splits_as_it_did_behind_its_gate(text: str) -> None:
    for sentence in clauses.SENTENCE_BREAK.split(text):
        assert clauses.split_clauses(sentence) == _split_clauses_before(sentence)


# --- the pack's exemptions read as one group ----------------------------------------------------------------------


_OWN_EXEMPTIONS = (
    re.compile(r"\bthrough\s+(?:the\s+)?checkout\b", _I),
    re.compile(r"\bvia\s+messages\b", _I),
    re.compile(r"\bcollect(?:ion)?\s+in\s+person\b", _I),
)
_FIRST_OWN_EXEMPTION = _OWN_EXEMPTIONS[:1]


@pytest.fixture
def fresh_groups() -> Callable[[tuple[re.Pattern[str], ...]], bool]:
    """No group kept from another test: each set of exemptions below is read through a group of its own. Gives
    whether a set of exemptions is held by the groups' memo (forty-fifth round: a bounded memo by identity)."""
    clauses._exemption_group.cache_clear()

    def held(exemptions: tuple[re.Pattern[str], ...]) -> bool:
        hits = clauses._exemption_group.cache_info().hits
        group = clauses._exemption_group(clauses._Exemptions(exemptions))
        return clauses._exemption_group.cache_info().hits > hits and tuple(group) == exemptions

    return held


_EXEMPTED_TEXTS = (
    *_TEXTS,
    "Pay through checkout or text me on the number in my profile; collection in person welcome.",
    "Questions via messages only, otherwise bank transfer for a better price.",
    "Don't pay through checkout, send cash instead; via messages is fine.",
)


@pytest.mark.parametrize("text", _EXEMPTED_TEXTS)
@pytest.mark.parametrize("fold", [compatible, normalised], ids=["compatible", "skeleton"])
def test_clauses_less_their_exemptions_are_those_read_exemption_by_exemption(
    text: str, fold: Callable[[str], str], fresh_groups: Callable[[tuple[re.Pattern[str], ...]], bool]
) -> None:
    for exemptions in (risk_pack().exemptions, _OWN_EXEMPTIONS, _FIRST_OWN_EXEMPTION, ()):
        assert clauses.clauses(text, exemptions, fold) == _clauses_before(text, exemptions, fold)
        assert fresh_groups(exemptions)
        # Exemptions given as a list (no group is kept for them) read the same.
        assert clauses.clauses(text, list(exemptions), fold) == _clauses_before(text, exemptions, fold)


def test_each_set_of_exemptions_reads_its_own_group(
    fresh_groups: Callable[[tuple[re.Pattern[str], ...]], bool],
) -> None:
    text = "Pay through checkout, or collect in person; via messages too."
    own = (re.compile(r"\bvia\s+messages\b", _I),)
    other = (re.compile(r"\bcollect\s+in\s+person\b", _I),)
    assert clauses.clauses(text, own, compatible) == ["Pay through checkout", "collect in person"]
    assert clauses.clauses(text, other, compatible) == ["Pay through checkout", " via messages too."]
    assert fresh_groups(own)
    assert fresh_groups(other)


def test_past_the_bound_the_group_read_longest_ago_is_dropped(
    fresh_groups: Callable[[tuple[re.Pattern[str], ...]], bool],
) -> None:
    # Forty-fifth round: the groups are a bounded memo; a set of exemptions past the bound is grouped, and still
    # reads as one by one.
    held = [(re.compile(rf"\bword{i}\b"),) for i in range(FIXED_ARGUMENTS_HELD)]
    for exemptions in held:
        clauses.clauses("word1 and more", exemptions, compatible)
    late = (re.compile(r"\bvia\s+messages\b", _I),)
    text = "Ask via messages; or call"
    assert clauses.clauses(text, late, compatible) == _clauses_before(text, late, compatible) == ["call"]
    assert clauses._exemption_group.cache_info().currsize == FIXED_ARGUMENTS_HELD
    assert fresh_groups(late)
    assert not fresh_groups(held[0])


def test_an_edition_swapped_in_splits_by_its_own_exemptions() -> None:
    second = parse_edition(SECOND.replace("exemptions:\n", "exemptions:\n  - '\\bzorblax\\s+line\\b'\n"), "s.yaml")
    text = "Ask on the zorblax line, or text me."
    with using_edition(second):
        swapped = kept_clauses(text, risk_pack().exemptions, compatible)
    with using_edition(shipped_edition()):
        shipped = kept_clauses(text, risk_pack().exemptions, compatible)
    assert "zorblax" not in swapped
    assert "zorblax" in shipped


# --- a long alternation blanked branch by branch -----------------------------------------------------------------


@pytest.mark.parametrize("text", _TEXTS)
def test_property_claims_blank_as_the_whole_alternation_blanked_them(text: str) -> None:
    claim = shapes._PROPERTY_CLAIM
    assert blanked(claim, shapes._PROPERTY_CLAIM_BRANCHES, text) == claim.sub(_blank, text)
    reference = claim.sub(_blank, text) if could_match(claim, text) else text
    assert shapes.without_property_claims.__wrapped__(text) == reference


def test_the_property_claims_branches_are_the_alternation() -> None:
    branches = shapes._PROPERTY_CLAIM_BRANCHES
    assert isinstance(branches, PatternGroup)
    assert "|".join(branch.pattern for branch in branches) == shapes._PROPERTY_CLAIM.pattern
    assert {branch.flags for branch in branches} == {shapes._PROPERTY_CLAIM.flags}


# Branches that overlap, that match at the same start (the first in order wins there), one inside another, and a
# look-behind that reads before a branch's own start.
_OWN_ALTERNATION = re.compile(
    r"\bfade\s+resistant\b|\bfade\b|\bresistant\s+to\s+\w+|(?<=very\s)\bscratch\w*|\bscratch(?:es)?\s+and\s+\w+"
    r"|[,;]\s*crack\s+(?:open\s+)?the\b|\bno\s+(?:[a-z]+\s+){0,2}?dents?\b",
    _I,
)


@pytest.mark.parametrize(
    "text",
    [
        "fade resistant, fade, resistant to fading",
        "very scratched; scratches and scuffs; scratch",
        "open it; crack open the lid, crack the seal",
        "no small dents, no dents, no dent",
        "FADE RESISTANT and Very Scratchy",
        "r\u00e9sistant to fading, fade",
        "nothing here at all",
        "",
    ],
)
def test_an_alternation_of_our_own_blanks_as_its_sub(text: str) -> None:
    assert blanked(_OWN_ALTERNATION, alternatives(_OWN_ALTERNATION), text) == _OWN_ALTERNATION.sub(_blank, text)


@pytest.mark.parametrize(
    "pattern",
    [
        re.compile(r"\b(a)b\b|\bcd\b"),
        re.compile(r"(?i)\bab\b|\bcd\b"),
        re.compile(r"\bab\b | \bcd\b", re.VERBOSE),
        re.compile(r"\bab\b|\d*"),
    ],
)
def test_branches_that_would_read_differently_alone_are_refused(pattern: re.Pattern[str]) -> None:
    with pytest.raises(ValueError, match=r"branches of|back-reference"):
        alternatives(pattern)


def test_classes_and_escapes_are_no_branch_ends() -> None:
    pattern = re.compile(r"\bab[|)(\]]cd\b|\bx\|y\b|\b[^]|]z\b", _I)
    assert [branch.pattern for branch in alternatives(pattern)] == [r"\bab[|)(\]]cd\b", r"\bx\|y\b", r"\b[^]|]z\b"]


# --- the light's colours behind their gate ------------------------------------------------------------------------


@pytest.mark.parametrize("text", _TEXTS)
def test_light_colours_are_those_the_ungated_scan_read(text: str) -> None:
    assert facets.lit_colour_words.__wrapped__(text) == _lit_colour_words_before(text)


def test_light_colours_positive_and_near_miss() -> None:
    assert facets.lit_colour_words.__wrapped__("Soft amber and white LEDs glow at night.") >= {"white"}
    assert facets.lit_colour_words.__wrapped__("A white lamp with a red shade, bulb not included.") == frozenset()


# --- the solid claim's tone, compiled once per material ----------------------------------------------------------


def test_a_solid_claims_tone_is_read_as_before() -> None:
    toned = titled_listing("Solid Brass Candle Holder", "Brass-tone finish over a steel core.", category="HOME")
    other_tone = titled_listing("Solid Brass Candle Holder", "Heavy, with a gold-tone drip tray.", category="HOME")
    assert risk_signals.solid_over_covering(toned, [toned.title, toned.description])
    assert not risk_signals.solid_over_covering(other_tone, [other_tone.title, other_tone.description])


def test_a_solid_claims_tone_pattern_is_compiled_once_per_material() -> None:
    first = titled_listing("Solid Copper Mug", "Copper toned lacquer.", category="HOME")
    again = titled_listing("Solid Copper Jug", "Plain, no tone named.", category="HOME")
    risk_signals.solid_over_covering(first, [])
    hits = clauses.built.cache_info().hits
    risk_signals.solid_over_covering(again, [])
    assert clauses.built.cache_info().hits > hits
    assert risk_signals.solid_over_covering(first, [])
    assert not risk_signals.solid_over_covering(again, [])


# --- the absence signals' ignore and absent scans behind their gates ----------------------------------------------

_ABSENCE_LISTINGS = (
    titled_listing("Cordless drill, 18 V", "Used, in good condition.", category="TOOLS"),
    titled_listing(
        "Cordless drill, 18 V", "Used. Chuck runs true, battery holds a full charge, one scuff on the grip."
    ),
    titled_listing(
        "Refurbished tablet 10 inch",
        "Refurbished. New battery fitted, screen replaced, tested for a week.",
        category="ELECTRONICS",
        condition=ListingCondition.REFURBISHED,
    ),
    titled_listing(
        "Refurbished tablet 10 inch",
        "Refurbished, see photos.",
        category="ELECTRONICS",
        condition=ListingCondition.REFURBISHED,
    ),
    titled_listing("Board game, complete?", "Some pieces missing. Box worn at the corners.", category="TOYS"),
    titled_listing(
        "Wireless speaker", "Pre-owned item in great shape \u2013 see pictures for details.", category="ELECTRONICS"
    ),
)


@pytest.mark.parametrize("listing", _ABSENCE_LISTINGS)
def test_absence_signals_read_as_the_ungated_scans_read_them(listing: Listing, monkeypatch: pytest.MonkeyPatch) -> None:
    pack = risk_pack()
    absences = [signal for signal in pack.signals if signal.absent]
    fast = [risk_signals.signal_holds(signal, replace(listing), pack.exemptions) for signal in absences]
    monkeypatch.setattr(risk_signals, "gated_search", lambda pattern, text: pattern.search(text))
    monkeypatch.setattr(risk_signals, "gated_sub", lambda pattern, replacement, text: pattern.sub(replacement, text))
    slow = [risk_signals.signal_holds(signal, replace(listing), pack.exemptions) for signal in absences]
    assert fast == slow


def test_the_absence_listings_hold_some_absence_and_miss_others() -> None:
    pack = risk_pack()
    absences = [signal for signal in pack.signals if signal.absent]
    held = {
        signal.name
        for listing in _ABSENCE_LISTINGS
        for signal in absences
        if risk_signals.signal_holds(signal, replace(listing), pack.exemptions)
    }
    assert held
    assert held != {signal.name for signal in absences}


@pytest.mark.parametrize("text", _TEXTS)
def test_each_absence_pattern_scans_as_it_did_ungated(text: str) -> None:
    for signal in risk_pack().signals:
        for pattern in signal.ignore:
            assert clauses.gated_sub(pattern, " ", text) == pattern.sub(" ", text)
        for pattern in signal.absent:
            assert (clauses.gated_search(pattern, text) is None) == (pattern.search(text) is None)


# --- a specific's key read once as naming the item's own code ----------------------------------------------------


@pytest.mark.parametrize(
    "key",
    [
        "Model",
        "Model Number",
        "model_no",
        "ItemModelNumber",
        "MPN",
        "Manufacturer Part Number",
        "Kitfold Set Number",
        "Reference",
        "Brand",
        "Model Year",
        "Modelling Clay Colour",
        "Set Size",
        "",
    ],
)
def test_a_key_names_the_items_own_code_as_the_pattern_read_it(key: str) -> None:
    assert structure._names_own_code(key) == (structure._OWN_CODE_KEY.match(structure._key_words(key)) is not None)


def test_own_code_values_are_the_specifics_the_pattern_names() -> None:
    listing = titled_listing(
        "Trail lantern", "Bright.", attributes={"Model": "TL-200", "Brand": "Kitfold", "MPN": "TL200B", "Colour": "Red"}
    )
    assert list(structure._own_code_values(listing)) == ["TL200B", "TL-200"]
