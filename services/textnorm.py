"""Unicode normalisation for matching, with a map back to the seller's own text.

Detectors match on a skeleton of the text (NFKC, full-width forms folded, look-alike letters and digits
from other scripts mapped to ASCII with the Unicode confusables data, invisible format characters
removed), so "ｍｙｓｈｏｐ．ｃｏｍ", "myshоp.com" with a Cyrillic "о" or a zero-width space inside an
address match like the plain form. A quote must still be copied verbatim from the listing, so every
normalised text carries an offset map and :meth:`Normalised.original_span` turns a span of the skeleton
back into the exact span of the original it came from.

ASCII text maps to itself, character for character; the optional look-alike digit folding ("O7700 9OO123"
read as "07700 900123") is length-preserving and keeps the same map.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache

# The package bundles the Unicode confusables data but ships no type information.
from confusable_homoglyphs import confusables  # type: ignore[import-untyped]

from services.memo_bounds import TEXTS_HELD, WORDS_HELD

# Characters that render as nothing or only steer layout: a zero-width space or a bidi override inside
# "sel\u200bler@example.com" hides an address from a pattern, never from a reader.
_INVISIBLE_CATEGORIES = frozenset({"Cf"})
_VARIATION_SELECTORS = re.compile("[\ufe00-\ufe0f]")
# Full stops of other scripts that NFKC leaves alone but a reader takes for a dot ("myshop。com").
_DOT_LIKE = frozenset({"\u3002", "\uff61", "\u2e3c"})


def _build_confusable_map() -> dict[str, str]:
    """Each non-ASCII character whose Unicode confusable prototype is a single ASCII character."""
    mapping: dict[str, str] = {}
    for char, homoglyphs in confusables.confusables_data.items():
        if len(char) != 1 or char.isascii():
            continue
        ascii_forms = [h["c"] for h in homoglyphs if len(h["c"]) == 1 and h["c"].isascii() and h["c"].isprintable()]
        if not ascii_forms:
            continue
        target = ascii_forms[0]
        # UTS #39 prototypes fold capital I to "l"; a capital look-alike reads as the capital letter.
        if target == "l" and unicodedata.category(char) == "Lu":
            target = "I"
        mapping[char] = target
    return mapping


_CONFUSABLE = _build_confusable_map()


@lru_cache(maxsize=WORDS_HELD)
def _fold_char(char: str) -> str:
    """The ASCII skeleton of one NFKC character, or the character itself when it has none."""
    if unicodedata.category(char) in _INVISIBLE_CATEGORIES:
        return ""
    if char in _DOT_LIKE:
        return "."
    # Digits of any script are digits ("٠٧٧٠٠" is a phone number written in Arabic-Indic digits);
    # the confusables data would read some of them as punctuation.
    decimal = unicodedata.decimal(char, None)
    if decimal is not None:
        return str(decimal)
    mapped = _CONFUSABLE.get(char)
    if mapped is not None:
        return mapped
    # Accented Latin letters match as their base letter ("whatsápp"): only when what remains is ASCII.
    stripped = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
    return stripped if stripped and stripped.isascii() else char


@lru_cache(maxsize=WORDS_HELD)
def _fold_cluster(cluster: str) -> str:
    """A base character and its combining marks, normalised together so NFKC can compose them."""
    cluster = _VARIATION_SELECTORS.sub("", cluster)
    return "".join(c if c.isascii() else _fold_char(c) for c in unicodedata.normalize("NFKC", cluster))


# A run of non-ASCII characters, with the ASCII base a leading combining mark belongs to.
_NON_ASCII_RUN = re.compile(r"[\x00-\x7f]?[^\x00-\x7f]+")


@dataclass(frozen=True)
class Normalised:
    """A text normalised for matching and the map from its positions back to the original.

    ``pieces`` holds one ``(norm_start, norm_end, orig_start, orig_end)`` per non-ASCII cluster, in order;
    between pieces the text was copied unchanged, so positions shift by a constant there.
    """

    original: str
    text: str
    pieces: tuple[tuple[int, int, int, int], ...] = ()
    starts: tuple[int, ...] = ()

    def _locate(self, position: int) -> tuple[int, int, int, int] | None:
        """The last piece starting at or before ``position`` (normalised), if any."""
        index = bisect_right(self.starts, position) - 1
        return self.pieces[index] if index >= 0 else None

    def _original_start(self, position: int) -> int:
        piece = self._locate(position)
        if piece is None:
            return position
        _, norm_end, orig_start, orig_end = piece
        return orig_start if position < norm_end else orig_end + (position - norm_end)

    def _original_end(self, position: int) -> int:
        # The end of a span is the end of the character before it.
        piece = self._locate(position - 1) if position > 0 else None
        if piece is None:
            return position
        _, norm_end, _, orig_end = piece
        return orig_end if position - 1 < norm_end else orig_end + (position - norm_end)

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """The span of the original text that the normalised span ``[start, end)`` came from."""
        if not self.pieces:
            return start, end
        orig_start = self._original_start(start)
        return orig_start, max(orig_start, self._original_end(end))

    def quote(self, start: int, end: int) -> str:
        """The seller's own text behind a normalised span: always a substring of the original."""
        orig_start, orig_end = self.original_span(start, end)
        return self.original[orig_start:orig_end]

    def with_text(self, text: str) -> Normalised:
        """The same map over a length-preserving rewrite of the normalised text."""
        if len(text) != len(self.text):
            raise ValueError("a rewrite of a normalised text must keep its length")
        return Normalised(self.original, text, self.pieces, self.starts)


# A review's fields are normalised once per finder that reads them (contact details, links, outside deals), three
# times or more for the same text: the result is frozen, so one normalisation serves them all (seventeenth round).
@lru_cache(maxsize=TEXTS_HELD)
def normalise(text: str) -> Normalised:
    """The text as matched: NFKC, look-alikes mapped to ASCII, invisible characters removed."""
    if text.isascii():
        return Normalised(text, text)
    out: list[str] = []
    pieces: list[tuple[int, int, int, int]] = []
    norm_length = 0
    copied_to = 0
    for match in _NON_ASCII_RUN.finditer(text):
        run_start, run_end = match.span()
        out.append(text[copied_to:run_start])
        norm_length += run_start - copied_to
        position = run_start
        while position < run_end:
            # One base character and the combining marks after it.
            cluster_end = position + 1
            while cluster_end < run_end and unicodedata.combining(text[cluster_end]):
                cluster_end += 1
            cluster = text[position:cluster_end]
            folded = cluster if cluster.isascii() else _fold_cluster(cluster)
            pieces.append((norm_length, norm_length + len(folded), position, cluster_end))
            out.append(folded)
            norm_length += len(folded)
            position = cluster_end
        copied_to = run_end
    out.append(text[copied_to:])
    return Normalised(text, "".join(out), tuple(pieces), tuple(piece[0] for piece in pieces))


# A token written with digits and the letters that stand in for them ("O7700", "9OOl23"): at least two
# real digits; a plain number with an "l" after it is a unit ("10l"), not a number.
_DIGIT_LOOKALIKE_TOKEN = re.compile(r"(?<![A-Za-z0-9])(?=[0-9OoIl]*[0-9][0-9OoIl]*[0-9])[0-9OoIl]+(?![A-Za-z0-9])")
_LOOKALIKE_DIGITS = str.maketrans("OoIl", "0011")


# Forty-second round: a pure function of the text, read for the same field by the contact check's phone readers (the
# number and the local number) and for the same clause by the pack's signals that match on the skeleton
# (clauses.normalised); each read scans the whole text. Bounded, as the services run for long.
@lru_cache(maxsize=TEXTS_HELD)
def fold_lookalike_digits(text: str) -> str:
    """Letter O and lower-case l (or capital I) used as digits inside a digit run, read as 0 and 1."""

    def fold(match: re.Match[str]) -> str:
        token = match.group()
        # "10l", "250l": litres after a number.
        if token[-1] in "lI" and token[:-1].isdigit():
            return token
        return token.translate(_LOOKALIKE_DIGITS)

    return _DIGIT_LOOKALIKE_TOKEN.sub(fold, text)
