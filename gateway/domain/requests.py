"""Request limits of DESIGN.md "Request limits": every violation is reported by field, nothing is truncated.

Field names are the proto names (``listing_id``); the REST layer renders them as JSON names (``listingId``).
Lengths count Unicode code points. The same constants feed the OpenAPI document.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date

from services.errors import FieldViolation, invalid_request
from services.records import Listing
from services.vocabulary import ListingCondition, Marketplace

LISTING_ID_MAX = 128
CATEGORY_MAX = 100
TITLE_MAX = 200
DESCRIPTION_MAX = 5000
ATTRIBUTES_MAX = 50
ATTRIBUTE_KEY_MAX = 64
ATTRIBUTE_VALUE_MAX = 256

# Canonical casing only (en-US, not en-us): scope matching compares locales exactly, so a
# non-canonical tag would silently find no policy instead of being corrected by the caller.
LOCALE_PATTERN = r"^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$"
CATEGORY_PATTERN = r"^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$"
DATE_PATTERN = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"

REQUIRED_FIELDS = ("listing_id", "marketplace", "locale", "category", "title", "description", "condition", "price")

_LOCALE = re.compile(LOCALE_PATTERN)
_CATEGORY = re.compile(CATEGORY_PATTERN)
_DATE = re.compile(DATE_PATTERN)
# Control characters break logs and PostgreSQL text (NUL); line breaks and tabs are fine in prose.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_CONTROL_OR_BREAK = re.compile(r"[\x00-\x1f\x7f]")


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


def json_schema_constraints() -> dict[str, dict[str, object]]:
    """JSON Schema keywords per proto field name, for the OpenAPI document."""
    return {
        "listing_id": {"minLength": 1, "maxLength": LISTING_ID_MAX},
        "marketplace": {"enum": [m.value for m in Marketplace]},
        "locale": {"pattern": LOCALE_PATTERN},
        "category": {"minLength": 1, "maxLength": CATEGORY_MAX, "pattern": CATEGORY_PATTERN},
        "title": {"minLength": 1, "maxLength": TITLE_MAX},
        "description": {"minLength": 1, "maxLength": DESCRIPTION_MAX},
        "condition": {"enum": [c.value for c in ListingCondition]},
        "price": {"minimum": 0},
        "attributes": {
            "maxProperties": ATTRIBUTES_MAX,
            "propertyNames": {"minLength": 1, "maxLength": ATTRIBUTE_KEY_MAX},
            "additionalProperties": {"type": "string", "maxLength": ATTRIBUTE_VALUE_MAX},
        },
        "review_date": {"format": "date"},
    }


def _text(name: str, value: str, maximum: int, violations: list[FieldViolation], *, prose: bool = False) -> None:
    if not value.strip():
        violations.append(FieldViolation(name, "is required"))
    elif len(value) > maximum:
        violations.append(FieldViolation(name, f"must be at most {maximum} characters"))
    elif (_CONTROL if prose else _CONTROL_OR_BREAK).search(value):
        violations.append(FieldViolation(name, "must not contain control characters"))


def _attributes(attributes: Mapping[str, str], violations: list[FieldViolation]) -> None:
    problems: list[str] = []
    if len(attributes) > ATTRIBUTES_MAX:
        problems.append(f"must hold at most {ATTRIBUTES_MAX} entries")
    if any(not key.strip() or len(key) > ATTRIBUTE_KEY_MAX or _CONTROL_OR_BREAK.search(key) for key in attributes):
        problems.append(f"keys must be 1-{ATTRIBUTE_KEY_MAX} characters without control characters")
    if any(len(value) > ATTRIBUTE_VALUE_MAX or _CONTROL.search(value) for value in attributes.values()):
        problems.append(f"values must be at most {ATTRIBUTE_VALUE_MAX} characters without control characters")
    violations.extend(FieldViolation("attributes", problem) for problem in problems)


def _review_date(value: str, violations: list[FieldViolation]) -> None:
    if not value:
        return
    # date.fromisoformat alone also accepts week dates and basic format (20260901).
    try:
        valid = bool(_DATE.fullmatch(value)) and date.fromisoformat(value) is not None
    except ValueError:
        valid = False
    if not valid:
        violations.append(FieldViolation("review_date", "must be an ISO-8601 date like 2026-09-01"))


def validate_request(request: ReviewRequest) -> ValidatedReview:
    """Checks every limit and reports all violations at once; raises INVALID_REQUEST."""
    violations: list[FieldViolation] = []
    _text("listing_id", request.listing_id, LISTING_ID_MAX, violations)
    if request.marketplace not in Marketplace.__members__:
        violations.append(FieldViolation("marketplace", "must be one of EBAY, AMAZON"))
    if not request.locale:
        violations.append(FieldViolation("locale", "is required"))
    elif not _LOCALE.fullmatch(request.locale):
        violations.append(FieldViolation("locale", "must be a BCP 47 language tag like en-US"))
    if not request.category:
        violations.append(FieldViolation("category", "is required"))
    elif len(request.category) > CATEGORY_MAX:
        violations.append(FieldViolation("category", f"must be at most {CATEGORY_MAX} characters"))
    elif not _CATEGORY.fullmatch(request.category):
        violations.append(FieldViolation("category", "must be upper snake case like ELECTRONICS"))
    _text("title", request.title, TITLE_MAX, violations, prose=True)
    _text("description", request.description, DESCRIPTION_MAX, violations, prose=True)
    if request.condition not in ListingCondition.__members__:
        violations.append(FieldViolation("condition", "must be one of NEW, USED, REFURBISHED, FOR_PARTS"))
    if request.price is None:
        violations.append(FieldViolation("price", "is required"))
    elif not math.isfinite(request.price) or request.price < 0:
        violations.append(FieldViolation("price", "must be a finite number greater than or equal to 0"))
    _attributes(request.attributes, violations)
    _review_date(request.review_date, violations)
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
