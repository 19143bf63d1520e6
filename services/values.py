"""The scope values every part reads (marketplace, locale, category, dates): one grammar and one wording each.

Ingestion (policy front matter), the gateway (public requests, the OpenAPI document), retrieval (its scope
and catalog requests) and the database's CHECK constraints (``migrations/0012.value-checks.sql``) all use
these, so a value one part accepts is a value every other part can serve. Pure: no protobuf, no SQL.

Each ``parse_*`` raises ``ValueError`` whose text is the rule (never the value), fit for a field violation.
"""

from __future__ import annotations

import re
from datetime import date

from services.vocabulary import Marketplace

MARKETPLACES: tuple[str, ...] = tuple(marketplace.value for marketplace in Marketplace)
MARKETPLACE_RULE = "must be one of " + ", ".join(MARKETPLACES)

# BCP 47 as far as marketplaces use it: a language, an optional script, an optional region (ISO 3166
# letters or UN M.49 digits). Tags are case-insensitive, but stores and caches compare text, so one
# spelling is canonical (en-US, zh-Hant-TW): the public API and publishing accept only that spelling, a
# slip such as en-us is refused with a clear error rather than resolving silently to nothing.
LOCALE_PATTERN = r"^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$"
LOCALE_MAX = len("abc-Abcd-123")
LOCALE_EXAMPLE = "en-US"
LOCALE_RULE = f"must be a BCP 47 language tag like {LOCALE_EXAMPLE}"
_LOCALE = re.compile(LOCALE_PATTERN)
_ANY_CASE_LOCALE = re.compile(LOCALE_PATTERN, re.IGNORECASE)

# Upper snake: words of capitals and digits joined by single underscores (TOYS_ or HOME__GARDEN are not).
CATEGORY_PATTERN = r"^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$"
CATEGORY_MAX = 100
CATEGORY_EXAMPLE = "ELECTRONICS"
CATEGORY_RULE = f"must be upper snake case like {CATEGORY_EXAMPLE}"
_CATEGORY = re.compile(CATEGORY_PATTERN)

# Calendar dates in the extended ISO-8601 form only: date.fromisoformat alone also takes week dates and
# the basic form (20260901), which the OpenAPI ``format: date`` does not.
DATE_PATTERN = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
DATE_EXAMPLE = "2026-09-01"
DATE_RULE = f"must be an ISO-8601 date like {DATE_EXAMPLE}"
_DATE = re.compile(DATE_PATTERN)


class NotCanonicalError(ValueError):
    """A well-formed value in another spelling; ``canonical`` is the one to write (for authors, not callers)."""

    def __init__(self, rule: str, canonical: str) -> None:
        super().__init__(rule)
        self.canonical = canonical


def parse_marketplace(text: str) -> Marketplace:
    if text not in Marketplace.__members__:
        raise ValueError(MARKETPLACE_RULE)
    return Marketplace(text)


def canonical_locale(text: str) -> str | None:
    """The canonical spelling of a locale in any case (en-us -> en-US), or None when it is not one."""
    if len(text) > LOCALE_MAX or not _ANY_CASE_LOCALE.fullmatch(text):
        return None
    language, *rest = text.split("-")
    subtags = [language.lower()]
    for subtag in rest:
        subtags.append(subtag.title() if len(subtag) == 4 else subtag.upper())
    return "-".join(subtags)


def is_locale(text: str) -> bool:
    """True for a locale in its canonical spelling."""
    return bool(_LOCALE.fullmatch(text))


def parse_locale(text: str) -> str:
    """The locale when written canonically; NotCanonicalError when only its case is off, else ValueError."""
    if is_locale(text):
        return text
    canonical = canonical_locale(text)
    if canonical is not None:
        raise NotCanonicalError(LOCALE_RULE, canonical)
    raise ValueError(LOCALE_RULE)


def is_category(text: str) -> bool:
    return len(text) <= CATEGORY_MAX and bool(_CATEGORY.fullmatch(text))


def parse_category(text: str) -> str:
    if not is_category(text):
        raise ValueError(CATEGORY_RULE)
    return text


def parse_date(text: str) -> date:
    if _DATE.fullmatch(text):
        try:
            return date.fromisoformat(text)
        except ValueError:
            pass
    raise ValueError(DATE_RULE)


def is_date(text: str) -> bool:
    try:
        parse_date(text)
    except ValueError:
        return False
    return True
