"""Checks on the text a reviewer wrote: quotes must be listing or policy text, caller-facing prose must be safe.

Pure. Quotes are compared after one normalisation applied to both sides (Unicode compatibility form,
case, typographic quotes and dashes, whitespace), so a model that re-typed a curly apostrophe or a
line break still verifies, while a quote the listing does not contain never does.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from services.memo_bounds import TEXTS_HELD
from services.records import Listing
from services.rulepack import finding_text
from services.vocabulary import MIN_QUOTE_CHARS, FindingCode, ListingField

MAX_QUOTE_CHARS = 500
# This many consecutive seller words in caller-facing prose count as copied listing text.
_COPIED_WORDS = 5

_TYPOGRAPHY = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u2032": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u2033": '"',
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",
        "\u00a0": " ",
    }
)
_SPACE = re.compile(r"\s+")
_EDGE = re.compile(r"^[\s\"'.,;:!?()\[\]…-]+|[\s\"'.,;:!?()\[\]…-]+$")


@lru_cache(maxsize=TEXTS_HELD)
def normalise(text: str) -> str:
    """The form both sides of a quote check are compared in. Cached: a review normalises the same listing text
    and the same canonical wording for every finding's message and action."""
    text = unicodedata.normalize("NFKC", text).translate(_TYPOGRAPHY).casefold()
    return _SPACE.sub(" ", text).strip()


def _quote_forms(quote: str) -> set[str]:
    # Models wrap quotes in quotation marks or end them with the sentence's full stop; a quote that is
    # itself punctuation ("!!!" in a title) must still be compared as written.
    text = normalise(quote)
    return {form for form in (text, text.strip("\"'"), _EDGE.sub("", text)) if len(form) >= MIN_QUOTE_CHARS}


def field_texts(listing: Listing, listing_field: ListingField) -> tuple[str, ...]:
    """The text a finding naming this field may quote."""
    if listing_field is ListingField.TITLE:
        return (listing.title,)
    if listing_field is ListingField.DESCRIPTION:
        return (listing.description,)
    if listing_field is ListingField.ATTRIBUTES:
        return tuple(f"{key}: {value}" for key, value in listing.sorted_attributes().items())
    if listing_field is ListingField.CONDITION:
        return (listing.condition.value, listing.condition.value.replace("_", " "))
    if listing_field is ListingField.CATEGORY:
        return (listing.category, listing.category.replace("_", " "))
    return (f"{listing.price:g}", f"{listing.price:.2f}")


def quote_in(quote: str, texts: tuple[str, ...]) -> bool:
    """Whether the quote, normalised, is a substring of one of the texts, normalised the same way."""
    if len(quote) > MAX_QUOTE_CHARS:
        return False
    haystacks = [normalise(text) for text in texts]
    return any(form in haystack for form in _quote_forms(quote) for haystack in haystacks)


def listing_quote_verifies(quote: str, listing: Listing, fields: tuple[ListingField, ...]) -> bool:
    return quote_in(quote, tuple(text for listing_field in fields for text in field_texts(listing, listing_field)))


# --- caller-facing prose -----------------------------------------------------------------------

_EMAIL = re.compile(r"[\w.+-]+\s?(?:@|\(at\)|\[at\])\s?[\w-]+(?:\s?(?:\.|\(dot\)|\[dot\])\s?[\w-]+)+", re.IGNORECASE)
_URL = re.compile(r"\b(?:https?://|www\.)\S+|\b[\w-]+\.(?:com|net|org|io|co|shop|store|uk|de|ly|me|app)\b", re.I)
_PHONE = re.compile(r"(?:\+?\d[\s().-]{0,3}){7,}")
_HANDLE = re.compile(r"(?<![\w.])@[A-Za-z0-9_.]{3,}")
# Assurances the service never gives: there is no COMPLIANT status, in the status or in prose.
_ASSURANCE = re.compile(
    r"\b(?:(?:non-?)?complian(?:t|ce)|compl(?:y|ies)\s+with|approved?|safe\s+to\s+(?:publish|list|sell|post|go\s+live)"
    r"|(?:ok|okay|fine|good|ready|cleared)\s+to\s+(?:publish|list|sell|post|go)|good\s+to\s+go"
    r"|no\s+(?:policy\s+)?(?:issues|violations|problems)\s+(?:were\s+)?found|meets\s+(?:all\s+)?(?:the\s+)?"
    r"(?:policy|policies|requirements|rules)|passes\s+(?:the\s+)?(?:review|policy|policies|checks))\b",
    re.IGNORECASE,
)


def unsafe_prose(text: str, listing: Listing) -> bool:
    """Whether caller-facing text carries contact details, links or handles, seller text of that kind,
    or an assurance of compliance. Such text is replaced with the canonical wording for the code."""
    if _ASSURANCE.search(text):
        return True
    if any(pattern.search(text) for pattern in (_EMAIL, _URL, _PHONE, _HANDLE)):
        return True
    # A run of the seller's own words copied verbatim (an obfuscated address, a shop name with a cue):
    # listing text belongs in listing_quote, which is verified, not in prose.
    seller = normalise(" ".join((listing.title, listing.description, *listing.attributes.values())))
    words = normalise(text).split(" ")
    span = _COPIED_WORDS
    return any(" ".join(words[i : i + span]) in seller for i in range(len(words) - span + 1))


# The canonical caller-facing wording of each code: what the caller reads when a reviewer's own
# wording did not pass unsafe_prose. One wording per code, the rules pack's
# (policies/rules/risk-signals.yaml), so the rules reviewer writes exactly these.
def canonical_text(code: FindingCode) -> tuple[str, str]:
    """The code's canonical message and action in the edition the review uses (the shipped one outside a review)."""
    text = finding_text(code)
    return text.message, text.action
