"""Request limits (docs/architecture.md "Request limits"): every violation is reported by field, nothing is truncated.

Field names are the proto names (``listing_id``); the REST layer renders them as JSON names (``listingId``).
Lengths count Unicode code points. The same constants feed the OpenAPI document.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field

from services.errors import FieldViolation, invalid_request
from services.records import Listing
from services.values import (
    CATEGORY_MAX,
    CATEGORY_PATTERN,
    CATEGORY_RULE,
    DATE_PATTERN,
    DATE_RULE,
    LOCALE_MAX,
    LOCALE_PATTERN,
    LOCALE_RULE,
    MARKETPLACE_RULE,
    MARKETPLACES,
    is_category,
    is_date,
    is_locale,
)
from services.vocabulary import ListingCondition, Marketplace

# The scope values' grammars and wording live in services/values.py (shared with ingestion and retrieval);
# re-exported here for the gateway's other request rules.
__all__ = [
    "CATEGORY_MAX",
    "CATEGORY_PATTERN",
    "DATE_PATTERN",
    "LOCALE_PATTERN",
    "ReviewRequest",
    "ValidatedReview",
    "json_schema_constraints",
    "max_request_body_bytes",
    "request_violations",
    "scope_violations",
    "validate_request",
]

LISTING_ID_MAX = 128
TITLE_MAX = 200
DESCRIPTION_MAX = 5000
ATTRIBUTES_MAX = 50
ATTRIBUTE_KEY_MAX = 64
ATTRIBUTE_VALUE_MAX = 256

REQUIRED_FIELDS = ("listing_id", "marketplace", "locale", "category", "title", "description", "condition", "price")

# The text-input policy (docs/gateway.md "Text input"): rejected, never normalised, because the rules
# detectors read the text as sent and a finding's quote must match it. Control characters (C0, DEL, C1)
# break logs and PostgreSQL text (NUL); invisible format characters (Unicode category Cf: bidi
# overrides and isolates, zero-width spaces and joiners, soft hyphen, BOM) can hide an email address or
# a phone number from the detectors or make a title read differently than it is stored; unpaired
# surrogates are not text at all (proto strings are UTF-8). Tab, line feed and carriage return are
# fine in prose (title, description, attribute values).
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
_CONTROL = re.compile(f"[{_char_class(_FORBIDDEN_RANGES, PROSE_BREAKS)}]")
_CONTROL_OR_BREAK = re.compile(f"[{_char_class(_FORBIDDEN_RANGES, '')}]")
_FORBIDDEN_KINDS = "control characters, invisible format characters or unpaired surrogates"
FORBIDDEN_TEXT = f"must not contain {_FORBIDDEN_KINDS}"
TEXT_POLICY = (
    "Must not contain control characters (C0 except tab, line feed and carriage return in prose; DEL; C1), "
    "invisible format characters (Unicode category Cf: bidi overrides and isolates, zero-width characters, "
    "soft hyphen, byte order mark) or unpaired surrogates; such text is rejected with a field violation, "
    "never normalised. null is not a value of any field."
)


@dataclass(frozen=True)
class ReviewRequest:
    """The request as received: enum names as strings ("" when unset or unknown), price None when absent."""

    listing_id: str = ""
    marketplace: str = ""
    locale: str = ""
    category: str = ""
    title: str = ""
    description: str = ""
    condition: str = ""
    price: float | None = None
    attributes: Mapping[str, str] = field(default_factory=dict)
    review_date: str = ""
    include_diagnostics: bool = False


@dataclass(frozen=True)
class ValidatedReview:
    listing: Listing
    review_date: str
    include_diagnostics: bool


# The longest JSON spelling of one code point: an astral character written as an escaped surrogate
# pair (\\ud83d\\ude00) takes 12 bytes; UTF-8 never takes more than 4.
_JSON_BYTES_PER_CHAR = 12
# Field names (a body may use the proto or the JSON name), quotes, separators, the price and date, and
# generous whitespace for pretty-printed bodies.
_JSON_FRAMING_BYTES = 16 * 1024


def max_request_body_bytes() -> int:
    """The largest body an in-limit request can take, so the REST cap never refuses a valid listing."""
    text_chars = (
        LISTING_ID_MAX
        + CATEGORY_MAX
        + LOCALE_MAX
        + TITLE_MAX
        + DESCRIPTION_MAX
        + ATTRIBUTES_MAX * (ATTRIBUTE_KEY_MAX + ATTRIBUTE_VALUE_MAX)
    )
    return text_chars * _JSON_BYTES_PER_CHAR + _JSON_FRAMING_BYTES


def _text_pattern(forbidden: str) -> str:
    # At least one character that is neither whitespace nor forbidden ("not blank"), none forbidden.
    return f"^[^{forbidden}]*[^\\s{forbidden}][^{forbidden}]*$"


def json_schema_constraints() -> dict[str, dict[str, object]]:
    """JSON Schema keywords per proto field name, for the OpenAPI document."""
    names = {"pattern": _text_pattern(FORBIDDEN_IN_NAMES), "description": TEXT_POLICY}
    prose = {"pattern": _text_pattern(FORBIDDEN_IN_PROSE), "description": TEXT_POLICY}
    return {
        "listing_id": {"minLength": 1, "maxLength": LISTING_ID_MAX, **names},
        "marketplace": {"enum": list(MARKETPLACES)},
        "locale": {"pattern": LOCALE_PATTERN},
        "category": {"minLength": 1, "maxLength": CATEGORY_MAX, "pattern": CATEGORY_PATTERN},
        "title": {"minLength": 1, "maxLength": TITLE_MAX, **prose},
        "description": {"minLength": 1, "maxLength": DESCRIPTION_MAX, **prose},
        "condition": {"enum": [c.value for c in ListingCondition]},
        "price": {"minimum": 0},
        "attributes": {
            "maxProperties": ATTRIBUTES_MAX,
            "propertyNames": {
                "minLength": 1,
                "maxLength": ATTRIBUTE_KEY_MAX,
                "pattern": _text_pattern(FORBIDDEN_IN_NAMES),
            },
            "additionalProperties": {
                "type": "string",
                "maxLength": ATTRIBUTE_VALUE_MAX,
                "pattern": f"^[^{FORBIDDEN_IN_PROSE}]*$",
            },
            "description": TEXT_POLICY,
        },
        "review_date": {
            "anyOf": [{"format": "date"}, {"maxLength": 0}],
            "description": "An ISO-8601 date (2026-09-01); absent or empty means today (UTC).",
        },
    }


def _text(name: str, value: str, maximum: int, violations: list[FieldViolation], *, prose: bool = False) -> None:
    if not value.strip():
        violations.append(FieldViolation(name, "is required"))
    elif len(value) > maximum:
        violations.append(FieldViolation(name, f"must be at most {maximum} characters"))
    elif (_CONTROL if prose else _CONTROL_OR_BREAK).search(value):
        violations.append(FieldViolation(name, FORBIDDEN_TEXT))


def _attributes(attributes: Mapping[str, str], violations: list[FieldViolation]) -> None:
    problems: list[str] = []
    if len(attributes) > ATTRIBUTES_MAX:
        problems.append(f"must hold at most {ATTRIBUTES_MAX} entries")
    if any(not key.strip() or len(key) > ATTRIBUTE_KEY_MAX or _CONTROL_OR_BREAK.search(key) for key in attributes):
        problems.append(f"keys must be 1-{ATTRIBUTE_KEY_MAX} characters without {_FORBIDDEN_KINDS}")
    if any(len(value) > ATTRIBUTE_VALUE_MAX or _CONTROL.search(value) for value in attributes.values()):
        problems.append(f"values must be at most {ATTRIBUTE_VALUE_MAX} characters without {_FORBIDDEN_KINDS}")
    violations.extend(FieldViolation("attributes", problem) for problem in problems)


def scope_violations(
    marketplace: str,
    locale: str,
    category: str,
    day: str,
    *,
    category_required: bool = True,
    date_field: str = "review_date",
    prefix: str = "",
) -> list[FieldViolation]:
    """The scope values of a review or a catalog query, every problem at once (enum names as strings)."""
    violations: list[FieldViolation] = []
    if marketplace not in Marketplace.__members__:
        violations.append(FieldViolation(f"{prefix}marketplace", MARKETPLACE_RULE))
    if not locale:
        violations.append(FieldViolation(f"{prefix}locale", "is required"))
    elif not is_locale(locale):
        violations.append(FieldViolation(f"{prefix}locale", LOCALE_RULE))
    if not category:
        if category_required:
            violations.append(FieldViolation(f"{prefix}category", "is required"))
    elif len(category) > CATEGORY_MAX:
        violations.append(FieldViolation(f"{prefix}category", f"must be at most {CATEGORY_MAX} characters"))
    elif not is_category(category):
        violations.append(FieldViolation(f"{prefix}category", CATEGORY_RULE))
    if day and not is_date(day):
        violations.append(FieldViolation(f"{prefix}{date_field}", DATE_RULE))
    return violations


def validate_request(request: ReviewRequest) -> ValidatedReview:
    """Checks every limit and reports all violations at once; raises INVALID_REQUEST."""
    violations = request_violations(request)
    if violations:
        raise invalid_request(violations)
    assert request.price is not None
    return ValidatedReview(
        listing=Listing(
            listing_id=request.listing_id,
            marketplace=Marketplace(request.marketplace),
            locale=request.locale,
            category=request.category,
            title=request.title,
            description=request.description,
            condition=ListingCondition(request.condition),
            price=request.price,
            attributes=dict(request.attributes),
        ),
        review_date=request.review_date,
        include_diagnostics=request.include_diagnostics,
    )


def request_violations(request: ReviewRequest) -> list[FieldViolation]:
    """Every violated limit of a review request, in the request's field order."""
    violations: list[FieldViolation] = []
    _text("listing_id", request.listing_id, LISTING_ID_MAX, violations)
    scope = scope_violations(request.marketplace, request.locale, request.category, request.review_date)
    # Field order as the request declares them: scope values, the listing's text, then the review date.
    violations.extend(v for v in scope if v.field != "review_date")
    _text("title", request.title, TITLE_MAX, violations, prose=True)
    _text("description", request.description, DESCRIPTION_MAX, violations, prose=True)
    if request.condition not in ListingCondition.__members__:
        violations.append(FieldViolation("condition", "must be one of NEW, USED, REFURBISHED, FOR_PARTS"))
    if request.price is None:
        violations.append(FieldViolation("price", "is required"))
    elif not math.isfinite(request.price) or request.price < 0:
        violations.append(FieldViolation("price", "must be a finite number greater than or equal to 0"))
    _attributes(request.attributes, violations)
    violations.extend(v for v in scope if v.field == "review_date")
    return violations
