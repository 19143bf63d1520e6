"""The values every part reads (marketplace, locale, category, dates, ids, corpus names, free text): one grammar
and one wording each.

Ingestion (policy front matter), the gateway (public requests, the OpenAPI document), retrieval (its scope
and catalog requests) and the database's CHECK constraints (``migrations/0012.value-checks.sql``) all use
these, so a value one part accepts is a value every other part can serve. Pure: no protobuf, no SQL.

Each ``parse_*`` raises ``ValueError`` whose text is the rule (never the value), fit for a field violation.
"""

from __future__ import annotations

import re
import unicodedata
import uuid
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


# UUIDs in their hyphenated form (ids this service hands out: releases, reviews, cases, conversations).
UUID_PATTERN = r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
UUID_RULE = "must be a UUID"
_UUID = re.compile(UUID_PATTERN)


def parse_uuid(text: str) -> uuid.UUID:
    if not _UUID.fullmatch(text):
        raise ValueError(UUID_RULE)
    return uuid.UUID(text)


def is_uuid(text: str) -> bool:
    return bool(_UUID.fullmatch(text))


# Source corpus names (ingestion's index-sources, questions and searches).
CORPUS_MAX = 64
CORPUS_PATTERN = rf"^[a-z0-9][a-z0-9._-]{{0,{CORPUS_MAX - 1}}}$"
CORPUS_RULE = f"must be 1-{CORPUS_MAX} characters [a-z0-9._-]"
_CORPUS = re.compile(CORPUS_PATTERN)


def is_corpus(text: str) -> bool:
    return bool(_CORPUS.fullmatch(text))


# The text-input policy (docs/gateway.md "Text input"): rejected, never normalised, because the rules
# detectors read the text as sent and a finding's quote must match it. Control characters (C0, DEL, C1)
# break logs and PostgreSQL text (NUL); invisible format characters (Unicode category Cf: bidi
# overrides and isolates, zero-width spaces and joiners, soft hyphen, BOM) can hide an email address or
# a phone number from the detectors or make a title read differently than it is stored; unpaired
# surrogates are not text at all (proto strings are UTF-8). Tab, line feed and carriage return are
# fine in prose (titles, descriptions, attribute values, questions); names (ids, keys) take none.
PROSE_BREAKS = "\t\n\r"


def _forbidden_ranges() -> list[tuple[int, int]]:
    ranges: list[tuple[int, int]] = []
    # Cc, Cf and Cs live only in these planes (the BMP, SMP and the tags of plane 14): scanning them
    # instead of all of Unicode keeps start-up fast.
    for point in (*range(0x20000), *range(0xE0000, 0xE1000)):
        if unicodedata.category(chr(point)) in ("Cc", "Cf", "Cs"):
            if ranges and ranges[-1][1] == point - 1:
                ranges[-1] = (ranges[-1][0], point)
            else:
                ranges.append((point, point))
    return ranges


def _char_class(ranges: list[tuple[int, int]], allowed: str) -> str:
    """A regex character class body (shared by Python re and the OpenAPI document's ECMA-262 patterns)."""
    keep = {ord(char) for char in allowed}
    parts: list[str] = []
    for low, high in ranges:
        points = [p for p in range(low, high + 1) if p not in keep] if low < 0x20 else None
        if points is not None:
            for point in points:
                parts.append(_escape(point))
        elif low == high:
            parts.append(_escape(low))
        else:
            parts.append(f"{_escape(low)}-{_escape(high)}")
    return "".join(parts)


def _escape(point: int) -> str:
    # \\uXXXX means the same in Python and ECMA-262; beyond the BMP the character itself does.
    return f"\\u{point:04x}" if point <= 0xFFFF else chr(point)


_FORBIDDEN_RANGES = _forbidden_ranges()
_SURROGATES = (0xD800, 0xDFFF)
# The OpenAPI patterns leave surrogates out: a schema regex engine works on Unicode scalar values, which
# cannot be surrogates, and refuses the range; the description states the rule instead.
_SCALAR_RANGES = [span for span in _FORBIDDEN_RANGES if span != _SURROGATES]
FORBIDDEN_IN_PROSE = _char_class(_SCALAR_RANGES, PROSE_BREAKS)
FORBIDDEN_IN_NAMES = _char_class(_SCALAR_RANGES, "")
_FORBIDDEN_PROSE = re.compile(f"[{_char_class(_FORBIDDEN_RANGES, PROSE_BREAKS)}]")
_FORBIDDEN_NAME = re.compile(f"[{_char_class(_FORBIDDEN_RANGES, '')}]")
FORBIDDEN_KINDS = "control characters, invisible format characters or unpaired surrogates"
FORBIDDEN_TEXT = f"must not contain {FORBIDDEN_KINDS}"
TEXT_POLICY = (
    "Must not contain control characters (C0 except tab, line feed and carriage return in prose; DEL; C1), "
    "invisible format characters (Unicode category Cf: bidi overrides and isolates, zero-width characters, "
    "soft hyphen, byte order mark) or unpaired surrogates; such text is rejected with a field violation, "
    "never normalised. null is not a value of any field."
)


def is_name_text(text: str) -> bool:
    """Text without forbidden characters or line breaks (ids, keys)."""
    # A printable string holds no Cc, Cf or Cs character; str.isprintable runs in C, several times faster than
    # the class below, which decides the rest (no-break spaces and unassigned code points are not printable).
    return text.isprintable() or _FORBIDDEN_NAME.search(text) is None


def is_prose_text(text: str) -> bool:
    """Text without forbidden characters; tab and line breaks allowed."""
    if text.replace("\t", " ").replace("\n", " ").replace("\r", " ").isprintable():
        return True
    return _FORBIDDEN_PROSE.search(text) is None


# The review desk's values (gateway/desk). A reason says something: one character beyond ASCII blanks (the same
# class in Python and in the OpenAPI pattern, which is unanchored: "contains").
REASON_PATTERN = r"[^ \t\n\r\f\v]"
REASON_RULE = "must say why"
_REASON = re.compile(REASON_PATTERN)


def is_reason(text: str) -> bool:
    return _REASON.search(text) is not None


# A case version as the reviewer saw it; proto3 JSON spells int64 as a string, hence a pattern.
VERSION_PATTERN = r"^[1-9][0-9]{0,17}$"
VERSION_RULE = "must be the version of the case you saw"
_VERSION = re.compile(VERSION_PATTERN)


def is_version(text: str) -> bool:
    return bool(_VERSION.fullmatch(text))


# A page token: the last case's queue time in microseconds since the epoch, and its id. Every string of this form
# is a position in the queue, so the schema's pattern and the parser agree.
PAGE_TOKEN_PATTERN = rf"^[0-9]{{1,16}}-{UUID_PATTERN[1:-1]}$"
PAGE_TOKEN_MAX = 16 + 1 + 36
PAGE_TOKEN_RULE = "must be a next_page_token of an earlier page"  # noqa: S105  (a rule, not a secret)
_PAGE_TOKEN = re.compile(PAGE_TOKEN_PATTERN)


def parse_page_token(text: str) -> tuple[int, uuid.UUID]:
    """(microseconds since the epoch, case id) of a page token."""
    if not _PAGE_TOKEN.fullmatch(text):
        raise ValueError(PAGE_TOKEN_RULE)
    micros, _, case_id = text.partition("-")
    return int(micros), uuid.UUID(case_id)


def is_page_token(text: str) -> bool:
    return bool(_PAGE_TOKEN.fullmatch(text))
