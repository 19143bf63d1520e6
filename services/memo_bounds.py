"""How many readings the rules' memos keep, one bound per kind of key.

The rules read the same text, word or pattern many times a review and the same listings again across reviews, so
their readings are kept in bounded memos (functools.lru_cache, services/per_listing.py). What a memo should hold
depends on what it is keyed by, not on the check that owns it: written once here, by kind, so a memo's size says
what its key is and a new check picks a kind instead of a number. Sizes change no answer, only how often a reading is
made again; the memory each kind can hold is bounded by its size times its largest value (a description-sized string
at most, for the texts).
"""

from __future__ import annotations

from typing import Final

# Listing objects under review, keyed by identity (services/per_listing.py): far more than the reviews a service
# runs side by side.
LISTINGS_HELD: Final = 256

# One listing field's text (a title, a description, a specific's value) or a sentence span of it: several checks of
# one review read the same text, and a busy service sees the same listing again; a thousand covers the reviews in
# flight several times over.
TEXTS_HELD: Final = 1024

# One character, word, attribute name or name-value pair: drawn from a vocabulary, so far more distinct keys recur
# than texts do.
WORDS_HELD: Final = 8192

# A pattern text compiled once (services/clauses.built): per-value patterns of many checks share it, so it holds
# many; re's own cache holds 512 and evicts what libraries compile at call time.
PATTERNS_HELD: Final = 4096

# Something built from an argument drawn from a small fixed set: an edition's list alternation, a locale, a
# marketplace, a set of fields, a part name or units. A handful exist at once.
FIXED_ARGUMENTS_HELD: Final = 64
