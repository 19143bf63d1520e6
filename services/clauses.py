"""Clause-level matching shared by the detectors and the risk signals: normalised text, exemptions, negation.

An exemption (a clause that keeps the sale on the marketplace, such as "or ask through eBay messages")
removes only its own clause, never the sentence around it, so "Skype me for a deal, or ask through
eBay messages" still counts on its first clause.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable

from services.textnorm import fold_lookalike_digits, normalise

_I = re.IGNORECASE

_INVISIBLE = dict.fromkeys(
    [0x00AD, 0x180E, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, *range(0x202A, 0x202F), *range(0x2066, 0x206A)]
)
# Sentence ends: a full stop before a capital letter, or any line break, "!" or "?". A spaced-out
# domain ("shop . co . uk") stays in one piece.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])|(?<=[!?])\s+|\n+")
# Clause boundaries inside a sentence: where an exemption can cover one part and not the other.
_CLAUSE_END = re.compile(r";|,?\s+(?:or|otherwise|alternatively|else|and\s+also)\s+|\s+-\s+", _I)
_NEGATION_BEFORE = re.compile(
    r"\b(?:no|not|never|without|zero|free\s+of|nor|nothing|none|isn't|wasn't)\s+(?:[\w'-]+\s+){0,2}$", _I
)


def compatible(text: str) -> str:
    """Compatibility forms folded and invisible characters dropped: validation compares quotes in this form,
    so a match in it still verifies as a quote."""
    return unicodedata.normalize("NFKC", text).translate(_INVISIBLE)


def normalised(text: str) -> str:
    """The matching skeleton (services/textnorm.py: confusables and look-alike digits folded too); for
    signals that never quote, where a disguise must not help."""
    return fold_lookalike_digits(normalise(text).text)


# Joins kept clauses into one text to scan once: a control character, so no pattern's \s or \w runs across.
CLAUSE_SEPARATOR = "\x00"

# "don't pay through eBay" turns an exemption into its opposite: a negated exemption exempts nothing.
_REFUSAL_BEFORE = re.compile(
    r"\b(?:no|not|never|don'?t|do\s+not|won'?t|instead\s+of|rather\s+than|no\s+need\s+to|skip|avoid|without)\s+"
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
    exempt = tuple(exemptions)
    kept = []
    for sentence in _SENTENCE_END.split(fold(text)):
        for clause in _CLAUSE_END.split(sentence):
            if clause.strip() and not _exempt(clause, exempt):
                kept.append(clause)
    return kept


def first_match(pattern: re.Pattern[str], text: str, negatable: bool) -> re.Match[str] | None:
    """The first match inside one clause (never across CLAUSE_SEPARATOR) not negated by the words just before
    it in that clause (when the pattern is negatable)."""
    position = 0
    while (match := pattern.search(text, position)) is not None:
        crossing = match.group().find(CLAUSE_SEPARATOR)
        if crossing >= 0:
            # Look again from the next clause on: a match inside it may start within this one's span.
            position = match.start() + crossing + 1
            continue
        before = text[max(0, match.start() - 40) : match.start()].rpartition(CLAUSE_SEPARATOR)[2]
        if not negatable or not _NEGATION_BEFORE.search(before):
            return match
        position = match.start() + 1
    return None
