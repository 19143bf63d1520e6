"""A field's statement against a claim, told apart from a mention that states nothing of the item.

Several structural checks (services/structure.py) hold a claim one place makes (the title's "First Pressing", a
"Completeness: Complete" specific, the declared For parts condition) against what another field says ("a 2019
reissue", "missing two pieces", "works perfectly"). What such a check reads as a statement is the same each time:
a pattern's match, unless the words just before it unsay it (negated: "never locked"; hedged: "if you tried it
once"; compared: "unlike the reissue") or the rest of its sentence does ("was locked to EE, now unlocked"). This
module holds that reading once; each check keeps its own claim and its own gates. Its one reason to change is how a
mention is told from a statement. Pure: regular expressions, nothing loaded.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

_I = re.IGNORECASE

# A statement that does not say it happened: negated ("never used it", "no cracks") or hedged ("if you wore it").
NEGATED_OR_HEDGED = re.compile(
    # Thirty-first round: a negation ends where a clause with its own subject joins on ("no cap, and it has been
    # sprayed", "no lid, but they were worn twice"): what the new clause says is said.
    r"\b(?:no|not|never|without|zero|nor|none|n't|if|may|might|could|would|unless|whether|before\s+you)\b"
    r"(?:(?!,\s*(?:and|but)\s+(?:it|they|i|we|he|she)\b)[^.;!?\n]){0,25}$"
    r"|n't\s+(?:[\w-]+\s+){0,2}$"
    # "Free from chips or marks", "free of any scuffs": the flaws the item is without (twenty-second round); read only
    # through the words "or" and "and" join, so "free of charge, dented lid" stays said.
    r"|\bfree\s+(?:of|from)\s+(?:any\s+)?(?:[\w-]+\s+(?:or|and|nor)\s+){0,3}$",
    _I,
)

# How far back the words that unsay a statement are read: the length of a short clause before it.
REACH = 40


def unsaid_before(text: str, start: int, unsaid: tuple[re.Pattern[str], ...], reach: int = REACH) -> bool:
    """Whether the ``reach`` characters of ``text`` before ``start`` hold words that unsay what follows them. The
    window is sliced, not searched with a position, so a pattern's ``$`` ends at the statement and its look-behinds
    see no further back than the window, as each check has always read it."""
    before = text[max(0, start - reach) : start]
    return any(pattern.search(before) for pattern in unsaid)


@dataclass(frozen=True, slots=True)
class Statement:
    """What a field says against a claim: ``pattern`` finds it; a match is no statement when one of ``unsaid``
    matches in the ``reach`` characters before it, or when ``unsaid_after`` matches from its end (the rest of its
    sentence takes it back)."""

    pattern: re.Pattern[str]
    unsaid: tuple[re.Pattern[str], ...] = ()
    reach: int = REACH
    unsaid_after: re.Pattern[str] | None = None

    def statements(self, text: str) -> Iterator[re.Match[str]]:
        """Every match in ``text`` that states something, in the order the seller wrote them."""
        for match in self.pattern.finditer(text):
            if self.unsaid and unsaid_before(text, match.start(), self.unsaid, self.reach):
                continue
            if self.unsaid_after is not None and self.unsaid_after.match(text, match.end()):
                continue
            yield match

    def first(self, text: str) -> re.Match[str] | None:
        """The first match in ``text`` that states something, or None."""
        return next(self.statements(text), None)
