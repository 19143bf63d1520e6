"""Renders a listing into the text that is embedded and the text that is matched word for word.

Shared by retrieval (every review) and the ingestion job's calibration, which must score listings
exactly as retrieval will, or the gate it measures means nothing.
"""

from __future__ import annotations

import re

from services.records import Listing
from services.vocabulary import ListingCondition

_WHITESPACE = re.compile(r"\s+")

# The words sellers and policies use for each declared condition, not the enum's spelling.
CONDITION_WORDS: dict[ListingCondition, str] = {
    ListingCondition.NEW: "new",
    ListingCondition.USED: "used",
    ListingCondition.REFURBISHED: "refurbished",
    ListingCondition.FOR_PARTS: "for parts or not working",
}


def _clean(text: str) -> str:
    return _WHITESPACE.sub(" ", text).strip()


def category_words(category: str) -> str:
    """HOME_AND_GARDEN -> home and garden: the form policy prose uses."""
    return _clean(category.replace("_", " ").lower())


def render_query(listing: Listing) -> str:
    """The embedding query: every field a policy could be about, in a fixed order, without field labels.

    Labels such as "Condition:" are left out because policy prose uses the same words everywhere,
    which lifted every chunk's similarity alike and narrowed the gap between relevant and
    irrelevant sections (docs/retrieval.md). Deterministic: whitespace is collapsed, attributes
    are sorted by key, empty parts are left out, so the same listing always embeds the same.
    """
    lines = [
        _clean(listing.title),
        _clean(listing.description),
        CONDITION_WORDS[listing.condition],
        category_words(listing.category),
    ]
    lines.extend(f"{_clean(key)} {_clean(value)}" for key, value in listing.sorted_attributes().items())
    return "\n".join(line for line in lines if line)


def render_lexical_text(listing: Listing) -> str:
    """The full-text query: only the seller's own words.

    Field labels and the condition and category names are left out on purpose: every condition
    section contains the word "condition", so matching on it would rank sections by vocabulary
    the seller never wrote.
    """
    parts = [_clean(listing.title), _clean(listing.description)]
    parts.extend(_clean(value) for _, value in listing.sorted_attributes().items())
    return " ".join(part for part in parts if part)
