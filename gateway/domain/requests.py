"""Review request limits (docs/architecture.md "Request limits"): every violation is reported by field, nothing is
truncated.

The limits are declared once, as ``(policyreview.v1.field)`` options on ReviewListingRequest's fields
(protos/policyreview/v1/policy_review_service.proto); services.field_rules reads them and checks values with the
one parser per value type (services/values.py). This module applies them to the gateway's own request type and
derives what depends on them (the REST body cap). Field names are the proto names (``listing_id``); the REST layer
renders them as JSON names (``listingId``). Lengths count Unicode code points.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from services import field_rules
from services.errors import FieldViolation, invalid_request
from services.records import Listing
from services.vocabulary import ListingCondition, Marketplace

__all__ = [
    "REVIEW_RULES",
    "ReviewRequest",
    "ValidatedReview",
    "max_request_body_bytes",
    "request_violations",
    "validate_request",
]

# The declared rules of a review request: imported from the proto options, never restated here.
REVIEW_RULES = field_rules.rules_of(field_rules.message_descriptor("policyreview.v1.ReviewListingRequest"))
LISTING_ID_MAX = REVIEW_RULES.field("listing_id").max_len
CATEGORY_MAX = REVIEW_RULES.field("category").max_chars
TITLE_MAX = REVIEW_RULES.field("title").max_len
DESCRIPTION_MAX = REVIEW_RULES.field("description").max_len
ATTRIBUTES_MAX = REVIEW_RULES.field("attributes").max_entries
ATTRIBUTE_KEY_MAX = REVIEW_RULES.field("attributes").max_key_len
ATTRIBUTE_VALUE_MAX = REVIEW_RULES.field("attributes").max_value_len


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
# Field names (a body may use the proto or the JSON name), quotes, separators, the price, and
# generous whitespace for pretty-printed bodies.
_JSON_FRAMING_BYTES = 16 * 1024


def max_request_body_bytes() -> int:
    """The largest body an in-limit request can take, so the REST cap never refuses a valid listing."""
    return REVIEW_RULES.max_chars() * _JSON_BYTES_PER_CHAR + _JSON_FRAMING_BYTES


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
    return field_rules.violations(REVIEW_RULES, vars(request))
