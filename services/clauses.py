"""Clause-level matching shared by the detectors and the risk signals: normalised text, exemptions, negation.

An exemption (a clause that keeps the sale on the marketplace, such as "or ask through eBay messages")
removes only its own clause, never the sentence around it, so "Skype me for a deal, or ask through
eBay messages" still counts on its first clause.
"""

from __future__ import annotations

import re

# The standard library's own regular-expression parser, to read which literals a pattern needs (the public
# sre_parse alias warns on import since 3.11 and carries the same code).
import re._constants as _c  # type: ignore[import-not-found]
import re._parser as _p  # type: ignore[import-not-found]
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache, lru_cache
from operator import itemgetter
from typing import Any

import ahocorasick

from services.memo_bounds import FIXED_ARGUMENTS_HELD, PATTERNS_HELD, TEXTS_HELD
from services.textnorm import fold_lookalike_digits, normalise

_I = re.IGNORECASE

_INVISIBLE = dict.fromkeys(
    [0x00AD, 0x180E, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, *range(0x202A, 0x202F), *range(0x2066, 0x206A)]
)
# Sentence ends, for the clause splitter and whatever reads its sentences: a spaced full stop before a capital
# letter, "!", "?" or any line break. The points of "937.555.0163", of a domain and of a spaced-out domain ("shop .
# co . uk") stay inside their sentence.
SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z])|(?<=[!?])\s+|\n+")
# A condition and its grade written with a dash ("Used - Very Good", "Pre-owned - Like New", "New - Open Box") are
# one statement, the way marketplaces print a condition: the dash between them is no clause boundary, so a pattern
# about the grade sees the condition it grades. A class of words, not a listing's: the conditions marketplaces sell
# under and the grades they give within one.
_CONDITION_WORD = r"(?:new|used|pre-?owned|refurbished|renewed|remanufactured|open[\s-]box|collectible|collectable)"
_GRADE_WORD = (
    r"(?:like\s+new|as\s+new|very\s+good|good|acceptable|fair|poor|excellent|mint|near\s+mint|pristine|premium"
    r"|open[\s-]box|with(?:out)?\s+(?:tags|box|defects)|other|grade\s+[a-d]\b|[a-d]\s+grade)"
)
_GRADE_DASH = rf"(?<![\w-]){_CONDITION_WORD}\s+-\s+{_GRADE_WORD}\b"
# Clause boundaries inside a sentence: where an exemption can cover one part and not the other.
_CLAUSE_END = re.compile(r";|,?\s+(?:or|otherwise|alternatively|else|and\s+also)\s+|\s+-\s+", _I)
_JOINED_GRADE = re.compile(_GRADE_DASH, _I)
# A contracted auxiliary negates as "not" does ("didn't get used", "hasn't been opened"; twelfth round), and so does a
# modal written closed or contracted ("I cannot take cash", "won't be tested"; fourteenth round). The quotes are read
# in the compatibility form, where a typographic apostrophe stays one.
_NEGATOR = (
    r"(?:no|not|never|without|zero|free\s+(?:of|from)|nor|nothing|none|isn['’]t|wasn['’]t|didn['’]t|doesn['’]t|don['’]t"
    r"|hasn['’]t|haven['’]t|hadn['’]t|aren['’]t|weren['’]t|cannot|can['’]t|won['’]t|wouldn['’]t|couldn['’]t"
    r"|shouldn['’]t|mustn['’]t|unable\s+to)"
)
# A refused payment reaches its route past the two words ("I won't take payment by bank transfer", "we do not accept
# any payments via wire"): the negator, the refusing verb and the payment noun run straight into the route, so
# "won't take offers, pay by bank transfer" (another clause, another noun) is no refusal (fifteenth round).
_REFUSED_ROUTE = (
    r"(?:accept|take|allow|want|do)\w*\s+(?:any\s+)?(?:payments?|money|funds)\s+"
    r"(?:by|via|through|with|using|over|in)\s+(?:a\s+|an\s+)?"
)
# Eighteenth round: the words disowned as an instruction ("the game's title, not an invitation to call me").
_DISOWNED = r"(?:an?\s+)?(?:invitation|request|instruction|prompt|offer|ask)\s+(?:for\s+you\s+)?to\s+"
_NEGATION_BEFORE = re.compile(
    rf"\b{_NEGATOR}\s+(?:[\w'-]+\s+){{0,2}}$|\b{_NEGATOR}\s+(?:[\w'-]+\s+)?{_REFUSED_ROUTE}$|\b{_NEGATOR}\s+{_DISOWNED}$",
    _I,
)
# A negated list: one negator, then short items joined by commas and closed by "or"/"nor" ("no scratches or dents",
# "never worn or tried on", "no chips, cracks or marks."). Every item is negated, the last one included, though an
# "or" otherwise ends a clause. The closing "or" is what makes it a list: "No box, worn twice" is two statements.
# The last item ends the sentence or the clause, or a place follows it ("no scratches or dents on the lid"). Bounded
# (items of at most four words, at most six commas), so a long run of commas costs a linear scan.
_ITEM = r"[\w'-]+(?:[ \t]+[\w'-]+){0,3}"
_NEGATED_LIST = re.compile(
    rf"\b{_NEGATOR}\s+{_ITEM}(?:\s*,\s*{_ITEM}){{0,6}},?\s+(?:or|nor)\s+{_ITEM}"
    r"(?=\s*(?:[,.;:!?)\x00]|\s-\s|$)|\s+(?:on|in|at|to|of|from|around|along|near|inside|anywhere)\b)",
    _I,
)


def compatible(text: str) -> str:
    """Compatibility forms folded and invisible characters dropped: validation compares quotes in this form,
    so a match in it still verifies as a quote."""
    return unicodedata.normalize("NFKC", text).translate(_INVISIBLE)


# Memoised on the text (immutable), as textnorm.normalise is: the net reads the same few fields' skeletons for each
# signal with a check or a wording, some 60 times a review, each a pass of the look-alike digits' substitution
# (forty-second round). Bounded, as the services run for long.
@lru_cache(maxsize=TEXTS_HELD)
def normalised(text: str) -> str:
    """The matching skeleton (services/textnorm.py: confusables and look-alike digits folded too); for
    signals that never quote, where a disguise must not help."""
    return fold_lookalike_digits(normalise(text).text)


# Joins kept clauses into one text to scan once: a control character, so no pattern's \s or \w runs across.
CLAUSE_SEPARATOR = "\x00"

# "don't pay through eBay" turns an exemption into its opposite: a negated exemption exempts nothing.
# Thirty-seventh round: a preference split around its route ("if you'd rather do a transfer than pay through eBay",
# "sooner send cash than check out on Amazon") sets the checkout aside as much as "rather than" does.
_REFUSAL_BEFORE = re.compile(
    r"\b(?:no|not|never|don'?t|do\s+not|won'?t|instead\s+of|rather\s+than|no\s+need\s+to|skip|avoid|without"
    r"|(?:rather|sooner)\s+(?:[\w'-]+\s+){1,5}than)\s+"
    r"(?:[\w'-]+\s+){0,3}$",
    _I,
)


def _exempt(clause: str, exemptions: tuple[re.Pattern[str], ...]) -> bool:
    return any(
        (match := e.search(clause)) is not None
        and not _REFUSAL_BEFORE.search(clause[max(0, match.start() - 40) : match.start()])
        for e in exemptions
    )


def clauses(text: str, exemptions: Iterable[re.Pattern[str]], fold: Callable[[str], str] = normalised) -> list[str]:
    """The folded text's clauses, less those an exemption covers."""
    folded = fold(text)
    # An exemption whose literal gate the whole text does not open matches none of its clauses (each is a slice of
    # it): asked once per text, not searched once per clause (eighteenth round).
    lowered = lowered_ascii(folded)
    exempt = _opened_exemptions(exemptions, lowered)
    kept = []
    for sentence in SENTENCE_BREAK.split(folded):
        for clause in split_clauses(sentence):
            if clause.strip() and not _exempt(clause, exempt):
                kept.append(clause)
    return kept


def split_clauses(sentence: str) -> list[str]:
    """One sentence's clauses: split at ";", an "or"/"otherwise" and a spaced dash, except inside a condition and
    its grade ("Used - Very Good" is one clause) and inside a negated list ("never worn or tried on")."""
    held = _held_spans(sentence)
    if not held:
        # Split with no gate before it (forty-fourth round): a sentence is a slice no other reading asks about, so
        # its gate read it for this split alone (its lower case, its literals, two memo entries that pushed a field's
        # own out), and cost more than the split, which gives the sentence whole where the gate would have.
        return _CLAUSE_END.split(sentence)
    pieces, start = [], 0
    for boundary in _CLAUSE_END.finditer(sentence):
        if any(a <= boundary.start() and boundary.end() <= b for a, b in held):
            continue
        pieces.append(sentence[start : boundary.start()])
        start = boundary.end()
    pieces.append(sentence[start:])
    return pieces


def _held_spans(sentence: str) -> list[tuple[int, int]]:
    """Spans no clause boundary splits: a condition with its grade, a negated list."""
    spans = [m.span() for m in _JOINED_GRADE.finditer(sentence)] if " -" in sentence else []
    lowered = sentence.lower()
    if " or " in lowered or " nor " in lowered:
        spans += [m.span() for m in _NEGATED_LIST.finditer(sentence)]
    return spans


def negated(text: str, start: int) -> bool:
    """Whether the words at ``start`` are negated within their clause (clauses joined by CLAUSE_SEPARATOR): by a
    negator just before them, or as an item of a negated list ("dents" in "no scratches, dents or marks")."""
    clause_start = text.rfind(CLAUSE_SEPARATOR, 0, start) + 1
    if _NEGATION_BEFORE.search(text[max(clause_start, start - 40) : start]):
        return True
    clause_end = text.find(CLAUSE_SEPARATOR, start)
    clause = text[clause_start : len(text) if clause_end < 0 else clause_end]
    lowered = clause.lower()
    if " or " not in lowered and " nor " not in lowered:
        return False
    at = start - clause_start
    return any(m.start() < at < m.end() for m in _NEGATED_LIST.finditer(clause))


# Twenty-second round: a way to pay or hand over refused by the words right after it, in its own clause ("Cash on
# delivery is not offered", "local pickup isn't available"): the negation readers above look only before a match. The
# verbs are an offer's, so a flaw said "not visible" or a part "not included" is read as before.
# Twenty-eighth round: the refusal may follow a list the match opens ("Checks, money orders and cash are NOT
# accepted": each entry refused as much as the last; the list ends on "and", "or", "nor", "&" or "/", so "money orders,
# personal checks are not accepted" still offers the money order), in the future or with "cannot" ("will not be
# accepted", "cannot be accepted", "are no longer accepted"), without a verb ("money orders - not accepted"), as a
# refusal's own verb ("are refused", "will be declined"), or as a form's answer ("Money orders: no.").
# An entry of the list is one to three words, none of them a verb or an acceptance that would end the list.
_LIST_ENTRY = (
    r"(?:(?!(?:but|yet|only|is|are|was|were|will|can|welcome|fine|ok|okay|preferred|accepted|please)\b)"
    r"[\w'’.-]+\s*){1,3}"
)
_REFUSED_AFTER = re.compile(
    rf"(?:(?:\s*,\s*{_LIST_ENTRY})*\s*,?\s*(?:\bor\b|\band\b|\bnor\b|&|/)\s*{_LIST_ENTRY})?"
    r"(?:(?:\s+(?:(?:sadly|unfortunately|currently)\s+)?(?:(?:is|are|was|were)(?:\s+not|n['’]t|\s+no\s+longer)"
    r"|(?:will|can|could|shall)\s+not\s+be|cannot\s+be|(?:won|can)['’]t\s+be)"
    r"|\s*(?:,|-|–|:)?\s*(?:(?:sadly|unfortunately|also)\s+)?(?:not|no\s+longer))"
    r"\s+(?:(?:currently|ever|normally|being|sadly|unfortunately)\s+)?"
    r"(?:offered|accepted|available|possible|allowed|permitted|supported|taken|an\s+option)\b"
    r"|\s+(?:is|are|will\s+be)\s+(?:refused|declined|rejected)\b)"
    r"|\s*[:=]\s*no\b(?=\s*(?:[.,;!/\n]|$))",
    _I,
)


def refused_after(text: str, end: int) -> bool:
    """Whether the words right after ``end`` refuse what the match names ("... is not offered")."""
    return _REFUSED_AFTER.match(text, end) is not None


class _Exemptions:
    """An edition's exemptions as a cache key by identity: hashing the patterns themselves hashes their programs,
    which costs about a microsecond a call, more than the split it would save. The key holds the tuple, so while
    it is cached its id is never recycled."""

    __slots__ = ("patterns",)

    def __init__(self, patterns: tuple[re.Pattern[str], ...]) -> None:
        self.patterns = patterns

    def __hash__(self) -> int:
        return id(self.patterns)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Exemptions) and other.patterns is self.patterns


def kept_clauses(text: str, exemptions: tuple[re.Pattern[str], ...], fold: Callable[[str], str] = normalised) -> str:
    """The folded text's clauses less those an exemption covers, joined by CLAUSE_SEPARATOR, a control character no
    pattern's whitespace crosses (so "cable." and "US model" never read as "cable.us"; a match never spans two
    clauses). The one place both the net (services/risk_signals.py, on the matching skeleton) and the detectors'
    pack findings (services/detectors.py, on the compatibility form validation verifies quotes in) split: every
    signal and every code of a review reads the same fields, so each split is made once."""
    return _kept_clauses(text, _Exemptions(exemptions), fold)


# Each text is split under both folds (the net's skeleton, the detectors' compatibility form).
@lru_cache(maxsize=2 * TEXTS_HELD)
def _kept_clauses(text: str, exemptions: _Exemptions, fold: Callable[[str], str]) -> str:
    return CLAUSE_SEPARATOR.join(clauses(text, exemptions.patterns, fold))


def first_match(pattern: re.Pattern[str], text: str, negatable: bool) -> re.Match[str] | None:
    """The first match inside one clause (never across CLAUSE_SEPARATOR) not negated by the words just before
    it in that clause (when the pattern is negatable)."""
    if not may_match(pattern, lowered_ascii(text)):
        return None
    return _first_in_a_clause(pattern.search, text, negatable)


def _after_an_initial(text: str, stop: int) -> bool:
    """Whether the full stop at ``stop`` follows a lone capital letter (a name's initial)."""
    return stop >= 1 and text[stop - 1].isupper() and (stop == 1 or not text[stop - 2].isalnum())


def spared(text: str, start: int, end: int, wordings: tuple[re.Pattern[str], ...]) -> bool:
    """Whether one of the wordings is in the sentence around ``text[start:end]`` (within its clause, the match
    itself left out): the words say the match belongs to something else than the offer (twenty-seventh round)."""
    if not wordings:
        return False
    # A full stop after a lone capital is a name's initial ("Made by T. Cole, 7 Bridge Road"), not the sentence's end,
    # wherever the clause reader split there (twenty-eighth round): the words before the initials still belong to it.
    position = start
    while True:
        marks = (text.rfind(mark, 0, position) for mark in (". ", "! ", "? "))
        before = max(text.rfind(CLAUSE_SEPARATOR, 0, position), *marks)
        stop = before - 1 if text.startswith(CLAUSE_SEPARATOR, before) else before
        if before <= 0 or not text.startswith(".", stop) or not _after_an_initial(text, stop):
            break
        position = stop
    after = [at for at in (text.find(mark, end) for mark in (CLAUSE_SEPARATOR, ". ", "! ", "? ")) if at >= 0]
    sentence = text[before + 1 : start] + " " + text[end : min(after, default=len(text))]
    return any(wording.search(sentence) for wording in wordings)


def _first_in_a_clause(
    search: Callable[[str, int], re.Match[str] | None],
    text: str,
    negatable: bool,
    spared_by: tuple[re.Pattern[str], ...] = (),
) -> re.Match[str] | None:
    position = 0
    while (match := search(text, position)) is not None:
        crossing = match.group().find(CLAUSE_SEPARATOR)
        if crossing >= 0:
            # Look again from the next clause on: a match inside it may start within this one's span.
            position = match.start() + crossing + 1
            continue
        # An offer's refusal after the match holds whether or not the signal reads negation before it: a payment
        # named alone ("cash on delivery") is no offer when the clause says it is not offered (twenty-second round).
        if (
            (not negatable or not negated(text, match.start()))
            and not refused_after(text, match.end())
            and not spared(text, match.start(), match.end(), spared_by)
        ):
            return match
        position = match.start() + 1
    return None


def first_match_of(
    patterns: PatternGroup, text: str, negatable: bool, spared_by: tuple[re.Pattern[str], ...] = ()
) -> re.Match[str] | None:
    """What ``first_match`` gives for the patterns' alternation "(?:a)|(?:b)|..." (the span; group numbers are the
    pattern's own), each pattern searched alone behind its own literal gate.

    An alternation's search returns, of the earliest position where any branch matches, the first branch that
    matches there: the earliest of the branches' own searches from the same position, the lowest index on a tie.
    Every open pattern is searched again from each position the loop resumes at, as the alternation would be (at a
    resumed position a word boundary or a look-behind may read differently). The pack's wordings are alternations of
    up to 2,000 characters whose gate opens on any of their pieces' words ("sell" in a seller's address): searched
    whole, every piece is tried at every word of the text; here only the pieces whose own words are there."""
    return first_match_among(patterns.openable(lowered_ascii(text)), text, negatable, spared_by)


def first_match_among(
    openable: tuple[re.Pattern[str], ...], text: str, negatable: bool, spared_by: tuple[re.Pattern[str], ...] = ()
) -> re.Match[str] | None:
    """``first_match_of`` once the group's gates are read: ``openable`` is what its ``openable`` gave for the text
    (a ``GroupUnion`` reads several groups' gates at once)."""
    if not openable:
        return None
    return _first_in_a_clause(lambda searched, at: _leftmost(openable, searched, at), text, negatable, spared_by)


def _leftmost(patterns: tuple[re.Pattern[str], ...], text: str, position: int) -> re.Match[str] | None:
    best: re.Match[str] | None = None
    for pattern in patterns:
        match = pattern.search(text, position)
        if match is not None and (best is None or match.start() < best.start()):
            best = match
    return best


# --- literal pre-filters -------------------------------------------------------------------------------------
# Most fields match none of a detector's patterns, and a regular expression scans the whole field to say so. The
# literals a pattern cannot match without (read from its parsed form: "venmo", "zelle" or "cash" for a payment
# list) are a cheaper first question: when none is in the field, the search cannot succeed and is skipped.

_MIN_LITERAL = 1
_Needed = frozenset[str] | None


def _best(candidates: list[frozenset[str]]) -> _Needed:
    """The most selective of several sets, each of which a match must hit: longest shortest literal first."""
    useful = [c for c in candidates if c and min(map(len, c)) >= _MIN_LITERAL]
    if not useful:
        return None
    return max(useful, key=lambda c: (min(map(len, c)), -len(c)))


def _needed_in(items: Any) -> _Needed:
    """A set of literals (lower case) of which every match of the parsed sequence contains at least one."""
    return _best(_candidates_in(items))


def _candidates_in(items: Any) -> list[frozenset[str]]:
    """Sets of literals (lower case), each of which every match of the parsed sequence hits at least once."""
    candidates: list[frozenset[str]] = []
    run: list[str] = []

    def close() -> None:
        if run:
            candidates.append(frozenset({"".join(run)}))
            run.clear()

    for op, value in items:
        if op is _c.LITERAL:
            run.append(chr(value).lower())
            continue
        if op is _c.IN and len(value) == 1 and value[0][0] is _c.LITERAL:
            run.append(chr(value[0][1]).lower())
            continue
        if op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):
            # Zero-width: consumes nothing, so the literals on either side are not adjacent in the match.
            close()
            continue
        close()
        needed: _Needed = None
        if op is _c.SUBPATTERN:
            needed = _needed_in(value[3])
        elif op is _c.ATOMIC_GROUP:
            needed = _needed_in(value)
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT) and value[0] >= 1:
            needed = _needed_in(value[2])
        elif op is _c.BRANCH:
            branches = [_needed_in(branch) for branch in value[1]]
            if all(b is not None for b in branches):
                needed = frozenset().union(*(b for b in branches if b is not None))
        if needed is not None:
            candidates.append(needed)
    close()
    return candidates


@cache
def required_literal_sets(pattern: str, flags: int = 0) -> tuple[frozenset[str], ...]:
    """Every set of literals the parsed pattern gives of which any match contains one, the most selective first."""
    try:
        candidates = _candidates_in(_p.parse(pattern, flags))
    except Exception:
        return ()
    best = _best(candidates)
    return (best, *(c for c in candidates if c and c != best)) if best is not None else ()


@cache
def required_literals(pattern: str, flags: int = 0) -> _Needed:
    """Literals of which any match contains one (compared in lower case), or None when the pattern has none."""
    try:
        return _needed_in(_p.parse(pattern, flags))
    except Exception:
        # A pattern the parser reads differently simply gets no pre-filter.
        return None


# Past this many literals, checking each costs about what the search it would save does. 40 left the pack's
# payment list (51 literals, a 2,000-character alternation: 25 us a search on a short description) ungated;
# its literals cost about 2 us to check (docs/performance.md). A long alternation of words costs its search more
# than its literals cost their checks: the condition wording's 141 literals are checked in about 10 us, where its
# search scans a 70-character note in about 95 us (fifteenth round), so the bound sits above it. The thirty-third
# round's parts out of line and out of true took that wording to 156 and past the bound, ungating it (a test caught
# it); 160 keeps it gated, and no other pattern, the pack's included, has between 150 and 175.
_MAX_LITERALS = 160
# Letters outside ASCII that case-insensitive matching equates with ASCII ones, as a gate literal holds them (lower
# case): the long s, the dotless i, the dotted capital I (lowered to "i" and a combining dot; the Kelvin sign lowers
# to "k" itself). A literal holding one could be absent from an ASCII text the pattern still matches.
_FOLDS_TO_ASCII = frozenset("\u017f\u0131\u0307")
# Keyed by identity: hashing a compiled pattern hashes its whole program, which costs more than the gate saves.
# The pattern is kept beside its gate, so a recycled id is never mistaken for it.
# Beside the gate, the pattern's other literal sets: each must be hit too (a conjunction, read only once the gate
# opens): "better" opens the private-terms wording, which also needs one of its other words.
# Then the generation of the literal index from which the pattern's literals are all indexed (_NEVER until then), and
# the gate and the other sets as sets, read against a text's indexed literals.
_GateEntry = tuple[
    re.Pattern[str],
    tuple[str, ...],
    tuple[tuple[str, ...], ...],
    int,
    frozenset[str],
    tuple[frozenset[str], ...],
]
_GATES: dict[int, _GateEntry] = {}


def _usable(needed: frozenset[str]) -> tuple[str, ...]:
    gate = tuple(sorted(needed, key=len, reverse=True)) if len(needed) <= _MAX_LITERALS else ()
    if any(char in _FOLDS_TO_ASCII for literal in gate for char in literal):
        # Case-insensitive, these match ASCII letters their lower case does not contain ("\u0131" matches "i").
        return ()
    # A literal holding another of the gate is never the only one there ("seller" cannot be without "sell"): the
    # gate opens on the same texts without it, and each check left out is one less per text asked (twenty-ninth
    # round). The bound above is read before, so which patterns are gated does not change.
    return tuple(literal for literal in gate if not any(other in literal for other in gate if other != literal))


def _gate(pattern: re.Pattern[str]) -> tuple[str, ...]:
    return _gates(pattern)[1]


def _gates(pattern: re.Pattern[str]) -> _GateEntry:
    entry = _GATES.get(id(pattern))
    if entry is not None and entry[0] is pattern:
        return entry
    sets = required_literal_sets(pattern.pattern, pattern.flags)
    gate = _usable(sets[0]) if sets else ()
    more = tuple(usable for needed in sets[1:] if (usable := _usable(needed))) if gate else ()
    literals = frozenset(gate).union(*more)
    # Bounded: patterns built from listings' own words bring their literals as listings come, so a long-running
    # process would grow the automaton (and each rebuild) without end; past the bound a new gate reads its literals
    # one by one, as before the index (some 1,900 literals after 4,000 development listings).
    if len(_INDEX.indexed) + len(_INDEX.pending) < _MAX_INDEXED:
        _INDEX.pending.update(literals - _INDEX.indexed)
    entry = _GATES[id(pattern)] = (
        pattern,
        gate,
        more,
        _INDEX.generation if literals <= _INDEX.indexed else _NEVER,
        frozenset(gate),
        tuple(map(frozenset, more)),
    )
    return entry


def may_match(pattern: re.Pattern[str], lowered: str | None) -> bool:
    """False only when the pattern cannot match: ``lowered`` is the ASCII field in lower case (None for text with
    other characters, where case folding is not plain lower-casing and every pattern is tried)."""
    if lowered is None:
        return True
    # The gate's lookup inlined: this is the hot path, and a call more costs about what a literal check does.
    entry = _GATES.get(id(pattern))
    if entry is None or entry[0] is not pattern:
        entry = _gates(pattern)
    gate = entry[1]
    if not gate:
        return True
    # The text's indexed literals, found once per text for every gate (thirty-seventh round): the gate opens when
    # they meet it, exactly where one of its literals is in the text. literals_in's two reads inline: a review asks
    # this some 180 times in detect() and 210 in the net, and the call more cost a sixth of the gate (forty-second
    # round).
    if _INDEX.unindexed_asks >= _REINDEX_AFTER:
        reindex()
    generation, found = _literals_found(lowered)
    if entry[3] <= generation:
        if entry[4].isdisjoint(found):
            return False
        # A plain loop, as the literal-by-literal reading's: a generator costs more than the one or two sets it reads.
        for more in entry[5]:  # noqa: SIM110
            if more.isdisjoint(found):
                return False
        return True
    _INDEX.unindexed_asks += 1
    return gate_opens(entry, lowered)


def gate_opens(entry: _GateEntry, lowered: str) -> bool:
    """The gate read literal by literal in the text (a gate whose literals the index does not hold yet): what the
    index's reading gives."""
    gate = entry[1]
    # A plain loop: this runs a few hundred times per listing, and a generator costs more than the checks.
    for literal in gate:
        if literal in lowered:
            return not entry[2] or _all_hit(entry[2], lowered)
    return False


# --- every gate literal in one pass (thirty-seventh round) ------------------------------------------------------
# A review asks some 200-450 gates of some 20-35 texts, each gate looking for its literals in the text one by one
# (about 3,700 substring searches for P2's two-sentence listing). An Aho-Corasick automaton over every gate literal
# (pyahocorasick, a C library) finds all those a text holds in one pass; each gate then reads whether its set meets
# the text's (a set of literals, cached per text like lowered_ascii). Gates are read lazily from patterns made at
# import, from the pack of the edition in use and from patterns holding a listing's words, so the index is not known
# at import: literals wait until gates that are not yet indexed have been asked _REINDEX_AFTER times, then the
# automaton is built anew over all literals so far (a few ms for some 2,000 literals). Indexed or not, a gate gives
# the same answer: an unindexed one reads its literals one by one, as before. The automaton only grows, so a text's
# literals found with a newer one cover every gate an older one covered (a review on another thread may hold them).
_NEVER = 1 << 62
_REINDEX_AFTER = 2048
_MAX_INDEXED = 20_000


@dataclass
class _LiteralIndex:
    indexed: frozenset[str] = frozenset()
    pending: set[str] = field(default_factory=set)
    # The automaton's generation and its search, replaced together.
    search: tuple[int, Callable[[str], Iterator[tuple[int, str]]]] = (0, lambda text: iter(()))
    unindexed_asks: int = 0
    tables: list[_GroupTable] = field(default_factory=list)

    @property
    def generation(self) -> int:
        return self.search[0]


_INDEX = _LiteralIndex()


# Each match the automaton yields is (end, literal): the literals taken by itemgetter in C, not unpacked per match in a
# comprehension (forty-second round: a long description yields a few hundred matches, read once per text).
_LITERAL_OF_MATCH = itemgetter(1)


@lru_cache(maxsize=TEXTS_HELD)
def _literals_found(lowered: str) -> tuple[int, frozenset[str]]:
    generation, search = _INDEX.search
    return generation, frozenset(map(_LITERAL_OF_MATCH, search(lowered)))


def literals_in(lowered: str) -> tuple[int, frozenset[str]]:
    """The gate literals the text holds, with the index's generation that found them (indexed gates of that
    generation or older can read them). Builds the index anew first when unindexed gates have been asked enough."""
    if _INDEX.unindexed_asks >= _REINDEX_AFTER:
        reindex()
    return _literals_found(lowered)


def reindex() -> None:
    """Every literal of the gates read so far into a new automaton; the gates and group tables they cover marked."""
    _INDEX.unindexed_asks = 0
    if not _INDEX.pending:
        return
    indexed = _INDEX.indexed | _INDEX.pending
    _INDEX.pending.clear()
    automaton = ahocorasick.Automaton()
    for literal in indexed:
        automaton.add_word(literal, literal)
    automaton.make_automaton()
    generation = _INDEX.generation + 1
    _INDEX.indexed = indexed
    _INDEX.search = (generation, automaton.iter)
    _literals_found.cache_clear()
    for key, entry in list(_GATES.items()):
        if entry[3] == _NEVER and entry[4].union(*entry[5]) <= indexed:
            _GATES[key] = (*entry[:3], generation, *entry[4:])
    for table in _INDEX.tables:
        if table[7][0] == _NEVER and table[9] <= indexed:
            table[7][0] = generation


def _all_met(gates: tuple[frozenset[str], ...], found: frozenset[str]) -> bool:
    """_all_hit read against a text's indexed literals (every literal of the gates indexed)."""
    # A plain loop, as _all_hit's.
    for gate in gates:  # noqa: SIM110
        if gate.isdisjoint(found):
            return False
    return True


def _all_hit(gates: tuple[tuple[str, ...], ...], lowered: str) -> bool:
    # Plain loops, as may_match's: two nested generators cost more than the few checks they make (twenty-ninth round).
    for gate in gates:
        for literal in gate:
            if literal in lowered:
                break
        else:
            return False
    return True


# Memoised on the text (immutable): one listing's few fields are gated a few hundred times per review, each time
# lowered anew (about 15,000 characters per listing over policy-review-v2, ~20 times its distinct text; twenty-third
# round). Bounded, as the services run for long; a hit costs a C-level lookup on the string's cached hash.
@lru_cache(maxsize=TEXTS_HELD)
def lowered_ascii(text: str) -> str | None:
    return text.lower() if text.isascii() else None


def lacks(text: str, word: str) -> bool:
    """True only when a case-blind pattern every match of which holds the word cannot match the text: ASCII text
    without the ASCII word in any case. A reading that builds a pattern with a listing's own word in it asks this
    first (thirty-sixth round): the pattern is then neither compiled nor run. In other text case folding is not plain
    lower-casing (the long s matches "s"), and False leaves the pattern to be read."""
    lowered = lowered_ascii(text)
    return lowered is not None and word.isascii() and word.lower() not in lowered


def alone_at(needle: str, searched: str, text: str, glue: str) -> int:
    """Where (-1: nowhere) the needle first stands in ``searched`` (the text, or its lower case: the same length) with
    neither the character before it nor the one after it in the text a word character or one of ``glue``: a
    pattern ``(?<![\\wGLUE])NEEDLE(?![\\wGLUE])`` read by ``str.find`` at every start, as a search tries each (re's
    \\w is str.isalnum() or the underscore)."""
    size = len(needle)
    start = searched.find(needle)
    while start >= 0:
        end = start + size
        before = text[start - 1] if start else ""
        after = text[end] if end < len(text) else ""
        if not (before and (before.isalnum() or before in glue)) and not (after and (after.isalnum() or after in glue)):
            return start
        start = searched.find(needle, start + 1)
    return -1


def written_alone(name: str, text: str) -> bool:
    r"""Whether ``(?<![\w-])NAME(?![\w-])``, case-blind, matches the text: the name as a word of its own, not glued to
    another word or a hyphen. In ASCII text an ASCII name matches case-blind exactly where its lower case stands in
    the text's lower case, so it is found by ``str.find`` at every start (as a search tries each), with the characters
    on either side read as the pattern's two look-arounds; other text, or no name, keeps the built pattern (a listing's
    own name compiled per review otherwise; thirty-sixth round)."""
    lowered = lowered_ascii(text)
    if lowered is None or not name or not name.isascii():
        return built(rf"(?<![\w-]){re.escape(name)}(?![\w-])", re.IGNORECASE).search(text) is not None
    return alone_at(name.lower(), lowered, text, "_-") >= 0


class PatternGroup(tuple[re.Pattern[str], ...]):
    """Patterns a detector searches together (a module constant: each group's table lives as long as it does).
    ``openable`` gives those whose gate the text opens, exactly the ones ``may_match`` passes, but each literal of
    their gates is looked for once, not once per pattern: most texts open none of a long list of payment or contact
    wordings, and asking pattern by pattern costs a call and a lookup each."""

    def openable(self, lowered: str | None) -> tuple[re.Pattern[str], ...]:
        if lowered is None:
            return self
        return self.opened(self.open_mask(lowered))

    def table(self) -> _GroupTable:
        table: _GroupTable | None = self.__dict__.get("_table")
        if table is None:
            table = self.__dict__["_table"] = _group_table(self)
        return table

    def open_mask(self, lowered: str) -> int:
        """The bit set (bit i: pattern i) of the patterns whose gate the text (ASCII, lower case) opens."""
        literals, opens, mask, _, conjunctions, conjoined, _, indexed_from, literal_set, _ = self.table()
        generation, found = literals_in(lowered)
        indexed = indexed_from[0] <= generation
        if indexed:
            # The group's literals the text holds, from the text's indexed literals (thirty-seventh round): the
            # intersection walks the smaller of the two sets, in C.
            for literal in literal_set & found:
                mask |= opens[literal]
        else:
            _INDEX.unindexed_asks += 1
            # Every literal is looked for in one pass, then the hits' patterns opened: a plain membership test per
            # literal costs about a third of one that also unpacks the literal's patterns and tests the mask, and
            # most texts hit none (fifteenth round). filter() with the text's own membership test runs that pass in
            # C, about a fifth less than a comprehension over a group's 50-150 literals (twenty-third round).
            for literal in filter(lowered.__contains__, literals):
                mask |= opens[literal]
        # The conjunctions are read only when a pattern that has one opened (most texts open none), and then only
        # those of the opened patterns, lowest bit first (forty-second round): the payment group has some 60, and a
        # shift of the whole bit set for each cost more than the few a text opens. Each pattern's bit is kept or
        # cleared by its own conjunction alone, so the order they are read in changes nothing. Indexed, a conjunction
        # reads the text's indexed literals as may_match's does: each of its literals is there exactly where the
        # index found it (the table is indexed only once the conjunctions' literals are too).
        held = mask & conjoined
        while held:
            bit = held & -held
            more, more_sets = conjunctions[bit.bit_length() - 1]
            if not (_all_met(more_sets, found) if indexed else _all_hit(more, lowered)):
                mask ^= bit
            held ^= bit
        return mask

    def opened(self, mask: int) -> tuple[re.Pattern[str], ...]:
        """The patterns of the bit set, in the group's order (the group itself when every one is open)."""
        _, _, _, every, _, _, by_mask, _, _, _ = self.table()
        if mask == every:
            return self
        # A group's texts open few distinct sets of its patterns (most often none of the gated ones): each set's
        # tuple is built once, not once per text (seventeenth round). Bounded by the sets texts have opened.
        opened = by_mask.get(mask)
        if opened is None:
            opened = tuple(pattern for i, pattern in enumerate(self) if mask >> i & 1)
            if len(by_mask) < _MAX_OPENED_SETS:
                by_mask[mask] = opened
        return opened


class GroupUnion:
    """Several groups asked of the same texts one after another (a code's pack signals in one field): each literal
    of their gates is looked for once per text, where each group's ``openable`` would look for the literals the
    groups share once per group, and a group none of whose gates opens costs a shift, not a pass. ``openable``
    gives, group by group, exactly what the group's own ``openable`` gives (the same tuples, from the group's own
    table): a pattern's gate opens or not whatever group it is read in."""

    __slots__ = ("_by_mask", "_none", "_spans", "_union", "groups")

    def __init__(self, groups: tuple[PatternGroup, ...]) -> None:
        self.groups = groups
        self._union = PatternGroup(pattern for group in groups for pattern in group)
        spans = []
        start = 0
        for group in groups:
            spans.append((group, start, (1 << len(group)) - 1))
            start += len(group)
        self._spans = tuple(spans)
        self._none: tuple[tuple[re.Pattern[str], ...], ...] = ((),) * len(groups)
        self._by_mask: dict[int, tuple[tuple[re.Pattern[str], ...], ...]] = {}

    def openable(self, lowered: str | None) -> tuple[tuple[re.Pattern[str], ...], ...]:
        if lowered is None:
            return self.groups
        mask = self._union.open_mask(lowered)
        if not mask:
            # Most texts open none of the groups.
            return self._none
        # The groups' opened sets by the union's bit set, built once per bit set (forty-second round): a code's
        # signals in a field are some 20 groups, and a text opens few distinct sets of their patterns; each group's
        # share of a bit set is the same whatever text opened it. Bounded as a group's own opened sets are.
        found = self._by_mask.get(mask)
        if found is None:
            # A group none of whose gates opened gives nothing without reading its table.
            found = tuple(
                [group.opened(own) if (own := mask >> start & bits) else () for group, start, bits in self._spans]
            )
            if len(self._by_mask) < _MAX_OPENED_SETS:
                self._by_mask[mask] = found
        return found


# How many opened sets a group keeps: texts open few, and a long-running service must not grow without bound.
_MAX_OPENED_SETS = 256
# Every gate literal; each with the bit set of the patterns it opens; the patterns without a gate (always open); all
# of them; the other literal sets of those that have more than one (may_match's conjunction), by pattern index, as
# tuples and as sets, and their bit set; the opened patterns by bit set, filled as texts open them; the literal index's
# generation from which every literal, the conjunctions' too, is indexed (_NEVER until then; a cell the index marks
# when it grows); the gate literals as a set; every literal, the conjunctions' too.
_GroupTable = tuple[
    tuple[str, ...],
    dict[str, int],
    int,
    int,
    dict[int, tuple[tuple[tuple[str, ...], ...], tuple[frozenset[str], ...]]],
    int,
    dict[int, tuple[re.Pattern[str], ...]],
    list[int],
    frozenset[str],
    frozenset[str],
]


def _group_table(patterns: tuple[re.Pattern[str], ...]) -> _GroupTable:
    ungated = 0
    opens: dict[str, int] = {}
    conjunctions: dict[int, tuple[tuple[tuple[str, ...], ...], tuple[frozenset[str], ...]]] = {}
    conjoined = 0
    for i, pattern in enumerate(patterns):
        _, gate, more, _, _, more_sets = _gates(pattern)
        if not gate:
            ungated |= 1 << i
        for literal in gate:
            opens[literal] = opens.get(literal, 0) | 1 << i
        if more:
            conjunctions[i] = (more, more_sets)
            conjoined |= 1 << i
    literal_set = frozenset(opens)
    every_literal = literal_set.union(*(needed for _, sets in conjunctions.values() for needed in sets))
    indexed_from = [_INDEX.generation if every_literal <= _INDEX.indexed else _NEVER]
    table: _GroupTable = (
        tuple(opens),
        opens,
        ungated,
        (1 << len(patterns)) - 1,
        conjunctions,
        conjoined,
        {},
        indexed_from,
        literal_set,
        every_literal,
    )
    _INDEX.tables.append(table)
    return table


# An edition's exemptions read as one group (forty-fourth round): every field and attribute value a review splits asked
# each of the pack's exemptions its gate in turn (some 50 asks a listing). The group's openable gives exactly the
# exemptions may_match passes, in their order. Forty-fifth round: a bounded memo keyed by the tuple's identity (the
# key holds the tuple, so its id is never another's), as the split's own memo is: an edition swapped in brings its own
# tuple and misses, and past the bound the group read longest ago is dropped, not every later edition's left ungrouped.
@lru_cache(maxsize=FIXED_ARGUMENTS_HELD)
def _exemption_group(exemptions: _Exemptions) -> PatternGroup:
    return PatternGroup(exemptions.patterns)


def _opened_exemptions(exemptions: Iterable[re.Pattern[str]], lowered: str | None) -> tuple[re.Pattern[str], ...]:
    """The exemptions whose gate the text (ASCII, lower case; None for other text) opens, in their order."""
    if isinstance(exemptions, tuple):
        return _exemption_group(_Exemptions(exemptions)).openable(lowered)
    return tuple(pattern for pattern in exemptions if may_match(pattern, lowered))


# --- a long alternation blanked branch by branch (forty-fourth round) ------------------------------------------
# A pattern of many "\b..." branches (shapes' property claims: eighteen) has no first character re can skip to, so a
# scan tries every branch at every position: some 600 us a description whose gate opens. Its branches compiled alone
# are each gated by their own words, and the few a text opens are searched as first_match_of searches a group: at the
# earliest start any branch matches, the first branch in order, as the alternation matches.


def alternatives(pattern: re.Pattern[str]) -> PatternGroup:
    """The pattern's top-level branches, each compiled alone with its flags, in order. Only for a pattern whose
    branches stand alone: no inline flags at its start, no verbose form, no group of its own and no back-reference
    (each would read differently alone); refused otherwise, when the module is loaded."""
    source = pattern.pattern
    if pattern.flags & re.VERBOSE or pattern.groups or (source.startswith("(?") and source[2:3].isalpha()):
        raise ValueError(f"branches of {source[:40]!r} do not stand alone")
    branches: list[str] = []
    depth, start, at, in_class = 0, 0, 0, False
    while at < len(source):
        char = source[at]
        if char == "\\":
            if source[at + 1 : at + 2].isdigit():
                raise ValueError(f"a back-reference in {source[:40]!r}")
            at += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
            # "]" first in a class ("[]", "[^]") is one of its characters.
            at += 1 + (source[at + 1 : at + 2] == "^")
            at += source[at : at + 1] == "]"
            continue
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            branches.append(source[start:at])
            start = at + 1
        at += 1
    branches.append(source[start:])
    group = PatternGroup(re.compile(branch, pattern.flags) for branch in branches)
    if "|".join(branches) != source or any(not _gate(branch) for branch in group):
        # A branch without a gate could match empty text, and then re.sub's matches are not the leftmost ones.
        raise ValueError(f"branches of {source[:40]!r} not all gated")
    return group


def distributed(pattern: re.Pattern[str], before: str, after: str) -> PatternGroup:
    """``alternatives`` of a pattern written BEFORE(?:a|b|...)AFTER, read as BEFORE(?:a)AFTER|BEFORE(?:b)AFTER|...
    (forty-fifth round): at each start an alternation tries its branches in order, each followed by what comes after
    it, so the two forms match the same spans. BEFORE and AFTER hold no group and no alternation, and the branches
    stand alone as ``alternatives`` wants; refused otherwise, when the module is loaded."""
    source, opening, closing = pattern.pattern, f"{before}(?:", f"){after}"
    if any(char in before + after for char in "(|)") or not (source.startswith(opening) and source.endswith(closing)):
        raise ValueError(f"{source[:40]!r} is not {opening}...{closing}")
    # The inner text compiles alone only where its parentheses balance: the opening group closes at the very end.
    inner = alternatives(re.compile(source[len(opening) : -len(closing)], pattern.flags))
    return alternatives(re.compile("|".join(f"{opening}{branch.pattern}{closing}" for branch in inner), pattern.flags))


def gated_branch_finditer(pattern: re.Pattern[str], branches: PatternGroup, text: str) -> Iterator[re.Match[str]]:
    """``pattern.finditer``'s matches' spans, read branch by branch as ``blanked`` reads them (``branches`` is
    ``alternatives`` or ``distributed`` of the pattern): the leftmost match of the branches the text opens from the
    start, then from each match's end (no branch matches empty text). Text outside ASCII is scanned whole."""
    lowered = lowered_ascii(text)
    if lowered is None:
        yield from pattern.finditer(text)
        return
    opened = branches.openable(lowered)
    position = 0
    while opened and (match := _leftmost(opened, text, position)) is not None:
        yield match
        position = match.end()


def blanked(pattern: re.Pattern[str], branches: PatternGroup, text: str) -> str:
    """``pattern.sub`` with every match blanked to spaces (the text keeps its length), read branch by branch:
    ``branches`` is ``alternatives(pattern)``. Text outside ASCII, where every gate opens, is scanned whole."""
    lowered = lowered_ascii(text)
    if lowered is None:
        return pattern.sub(_spaces, text)
    opened = branches.openable(lowered)
    if not opened:
        return text
    # re.sub's matches: the leftmost from the start, then the leftmost from each match's end (none is empty).
    pieces: list[str] = []
    position = 0
    while (match := _leftmost(opened, text, position)) is not None:
        pieces += (text[position : match.start()], " " * (match.end() - match.start()))
        position = match.end()
    pieces.append(text[position:])
    return "".join(pieces)


def _spaces(match: re.Match[str]) -> str:
    return " " * len(match.group())


# --- patterns built from a listing's values ------------------------------------------------------------------
# A check that puts a listing's own words in a pattern (a model's family, a part's noun, a unit, a creator's name)
# compiles it per review. re's own cache holds 512 patterns and drops the oldest when full: filled by such patterns at
# a few a review, it kept evicting the ones libraries compile at call time (phonenumbers' metadata patterns) and
# the values later reviews repeat, so about one pattern in every development listing was compiled again (0.1-0.6 ms
# each; seventeenth round). The same pattern text compiles to the same program: the cache changes no match.
@lru_cache(maxsize=PATTERNS_HELD)
def built(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """The compiled pattern, compiled once while it stays among the last PATTERNS_HELD asked for."""
    return re.compile(pattern, flags)


def spaced(words: str) -> str:
    """The words as a pattern, each literal, any run of white space between them: how a name written in a listing
    ("Trail  Lite", a maker of two words) is put in a pattern, written once here for every check that does it."""
    return r"\s+".join(map(re.escape, words.split()))


def could_match(pattern: re.Pattern[str], text: str) -> bool:
    """False only when the pattern cannot match anywhere in the text (nor in any slice of it): none of the literals
    every match contains is there. A search a detector runs without a literal gate of its own is asked this first;
    most fields hold none of a pattern's words, and the check costs less than the scan it saves."""
    return may_match(pattern, lowered_ascii(text))


# The scans themselves behind the gate: what the scan gives when the pattern cannot match (no match, no matches, the
# text unchanged), without scanning. Most fields hold none of a check's words, and a scan of a long alternation costs
# 5-50 us where the gate costs well under one (eighteenth round).
# Each asks may_match itself, as could_match would: a call fewer on a path a review takes about 110 times
# (twenty-ninth round).
def gated_search(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    return pattern.search(text) if may_match(pattern, lowered_ascii(text)) else None


def gated_fullmatch(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    return pattern.fullmatch(text) if may_match(pattern, lowered_ascii(text)) else None


def gated_finditer(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    return pattern.finditer(text) if may_match(pattern, lowered_ascii(text)) else iter(())


def gated_sub(pattern: re.Pattern[str], replacement: str | Callable[[re.Match[str]], str], text: str) -> str:
    return pattern.sub(replacement, text) if may_match(pattern, lowered_ascii(text)) else text


# --- sentence-long patterns ----------------------------------------------------------------------------------
# A pattern that takes a whole sentence around its words ("[^.!?\n]*\bmay\s+show\b[^.!?\n]*", the pack's ignore
# lists) is tried from every position of a sentence, and from each it runs to the sentence's end and back: quadratic
# in the sentence's length, milliseconds on a long description. A match from inside a sentence could always have
# started at the sentence's start, and one ends at the sentence's end, so the leftmost matches (what search and sub
# find) start where a sentence starts: anchoring the pattern there finds the same matches, each start tried once.

_SENTENCE_RUN = r"[^.!?\n]*"
_SENTENCE_START = r"(?<![^.!?\n])"


@cache
def _sentence_run_item() -> str:
    # Parsed items hold sub-patterns that compare by identity: compared by their printed form.
    return repr(_p.parse(_SENTENCE_RUN)[0])


def _word_first(item: Any) -> bool:
    """Whether the parsed item can only begin on a letter or digit (a literal one, or a choice of such)."""
    op, value = item
    if op is _c.LITERAL:
        return chr(value).isalnum()
    if op is _c.BRANCH:
        return all(branch and _word_first(branch[0]) for branch in value[1])
    return False


def _sentence_long(sequence: Any) -> bool:
    run = _sentence_run_item()
    return (
        len(sequence) >= 4
        and repr(sequence[0]) == run
        and repr(sequence[-1]) == run
        and sequence[1] == (_c.AT, _c.AT_BOUNDARY)
        and _word_first(sequence[2])
    )


def sentence_anchored(pattern: str, flags: int = 0) -> str:
    """The pattern anchored to sentence starts when every match of it is a sentence's run: each alternative begins
    and ends with ``[^.!?\\n]*``, and what lies between begins on a word (never on a sentence's end mark, where an
    anchored match could not start). Any other pattern is returned unchanged."""
    try:
        items = list(_p.parse(pattern, flags))
    except Exception:
        return pattern
    sequences = [list(b) for b in items[0][1][1]] if len(items) == 1 and items[0][0] is _c.BRANCH else [items]
    if not all(_sentence_long(sequence) for sequence in sequences):
        return pattern
    return f"{_SENTENCE_START}(?:{pattern})"


# --- the sentence around a position -------------------------------------------------------------------------
# Readers ask "which sentence is this in?" for different reasons, and a reason decides what ends a sentence for it: a
# dot inside a number or a host, a semicolon, a line break. One reader takes the edges as a parameter, so every
# reason is stated once, beside the others, as a named edge set.


@dataclass(frozen=True)
class SentenceEdges:
    """What ends a sentence, read on either side of a position: a sentence starts where the last ``opens`` match
    before the position ends, and ends where the first ``closes`` match from the position starts. The two differ
    only when a reader looks back and ahead with different eyes."""

    opens: re.Pattern[str]
    closes: re.Pattern[str]
    # Read once from the patterns' parse (so they cannot disagree with the patterns), not looked up per call: a cache
    # keyed by a pattern hashes its whole program each time. ``opening_marks``: the characters ``opens`` is, when each
    # of its matches is exactly one of them. ``closing_leads``: the characters every ``closes`` match starts with.
    # None when the pattern is not of that form.
    opening_marks: str | None = field(init=False, repr=False, compare=False)
    closing_leads: str | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        opens, closes = _parsed(self.opens), _parsed(self.closes)
        object.__setattr__(self, "opening_marks", _characters(opens[0]) if len(opens) == 1 else None)
        object.__setattr__(self, "closing_leads", _characters(closes[0]) if closes else None)

    @classmethod
    def both(cls, pattern: str) -> SentenceEdges:
        edge = re.compile(pattern)
        return cls(edge, edge)


def _parsed(edge: re.Pattern[str]) -> list[tuple[Any, Any]]:
    """The edge's parsed items; none when case is folded (a literal would then stand for more than itself)."""
    return [] if edge.flags & re.IGNORECASE else list(_p.parse(edge.pattern, edge.flags))


def _characters(item: tuple[Any, Any]) -> str | None:
    """The characters a parsed item matches, when it is one literal or a class of literals; None otherwise."""
    op, value = item
    if op is _c.LITERAL:
        return chr(value)
    if op is _c.IN and all(kind is _c.LITERAL for kind, _ in value):
        return "".join(chr(code) for _, code in value)
    return None


# Any mark, a semicolon or a line break. A payment term ("PayPal via eBay; Venmo outside it") or a missing part's
# excuse ("no charger; the dock is sold separately") is judged within its own statement, and a semicolon ends one.
MARK_OR_SEMICOLON = SentenceEdges.both(r"[.!?;\n]")

# A mark or a line break, with a space or a line break after it. A request to call, looked back for from a number, is
# cut off only by a sentence that ended: a dot inside a number or a host ("555.0148", "shop.com") is read as part of
# the request, and so is a line break before a word ("Call or text\n555-0148" on two lines).
MARK_THEN_SPACE = SentenceEdges.both(r"[.!?\n]\s")

# A mark before a space or the text's end, or a line break. A host printed on the item ("bit.ly", "acme.co.uk")
# holds dots, and they must not cut its sentence from the print cue before it.
MARK_BEFORE_SPACE = SentenceEdges.both(r"[.!?](?=\s|$)|\n")

# Any mark or a line break: a sentence as the shortest run between them ("PayPal, card or Apple Pay at eBay checkout").
ANY_MARK = SentenceEdges.both(r"[.!?\n]")

# A mark or a line break, but not a decimal point: the sentence that limits fit runs through "the 5.5 ft bed".
MARK_NOT_DECIMAL = SentenceEdges.both(r"[!?\n]|\.(?!\d)")

# Back to any mark or line break, ahead to "!", "?", a line break or a full stop and a space: the sentence a measure
# is pointed to other listings in. Ahead, a dot in a measure or a host ("1.5L", "shop.com") keeps the sentence
# going; back, it does not. The two eyes are what the measures' answers were pinned with (twelfth round). Ahead is
# ". " or any other mark, written to open on a class of marks: each measure searches ahead, and a search that opens
# on a class skips to the next mark at once.
MEASURE_EDGES = SentenceEdges(re.compile(r"[.!?\n]"), re.compile(r"[.!?\n](?:(?<=\.) |(?<!\.))"))


def sentence_start(text: str, at: int, edges: SentenceEdges, look_back: int | None = None) -> int:
    """Where the sentence holding ``at`` starts: past the last opening edge matched within text[lo:at] (one
    straddling ``at`` is not there yet), lo being ``look_back`` characters back or the text's start. The sentence
    never starts before lo."""
    lo = 0 if look_back is None else max(0, at - look_back)
    marks = edges.opening_marks
    if marks is not None:
        # Each measure of a long description asks for its sentence, and without a mark before it the read goes back
        # to the text's start: str.rfind per character does it at C speed, as the readers before this one did.
        # The start moves past each mark found, and the next mark is only looked for after it.
        start = lo
        for mark in marks:
            found = text.rfind(mark, start, at)
            if found >= 0:
                start = found + 1
        return start
    # An edge of several characters can overlap the next ("\n\n\n" pairs up as "\n\n", then "\n" alone), so which
    # match is last depends on where the read starts: it reads text[lo:at] left to right, as a split of that slice
    # does. Its readers (MARK_THEN_SPACE) bound lo with a look-back window, so the read is short.
    last = lo
    for edge in edges.opens.finditer(text, lo, at):
        last = edge.end()
    return last


def sentence_around(
    text: str, start: int, end: int | None = None, *, edges: SentenceEdges, look_back: int | None = None
) -> tuple[int, int]:
    """The span of the sentence holding text[start:end] (``end`` defaults to ``start``), edges left out."""
    ahead = start if end is None else end
    leads = edges.closing_leads
    if leads is not None:
        # No closing edge starts before the first character one can start with, so the search may start there: found
        # by str.find per character at C speed (a long description without marks is read to its end per measure),
        # and a regular expression searching from ``ahead`` would try each position on the way in turn.
        # Each next character is only looked for before the first found so far.
        first = len(text)
        for lead in leads:
            found = text.find(lead, ahead, first)
            if found >= 0:
                first = found
        ahead = first
    closing = edges.closes.search(text, ahead)
    return sentence_start(text, start, edges, look_back), closing.start() if closing is not None else len(text)


def sentences(text: str, edges: SentenceEdges) -> Iterator[tuple[int, int]]:
    """Every sentence's span in order, edges left out: the closing edges cut the text, empty sentences included."""
    start = 0
    for edge in edges.closes.finditer(text):
        yield start, edge.start()
        start = edge.end()
    yield start, len(text)
