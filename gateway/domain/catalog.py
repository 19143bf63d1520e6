"""Validation of policy catalog requests: every violation at once, field names, never the value."""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass
from datetime import date

from gateway.domain.requests import CATEGORY_MAX, CATEGORY_PATTERN, DATE_PATTERN, LOCALE_PATTERN
from services.errors import FieldViolation, invalid_request
from services.vocabulary import Marketplace

_LOCALE = re.compile(LOCALE_PATTERN)
_CATEGORY = re.compile(CATEGORY_PATTERN)
_DATE = re.compile(DATE_PATTERN)


@dataclass(frozen=True)
class CatalogQuery:
    """What ListPolicyReleases asks: marketplace and locale required, category and date optional."""

    marketplace: str
    locale: str
    category: str
    date: str


def validate_catalog_query(query: CatalogQuery) -> None:
    """Raises INVALID_REQUEST naming every offending field."""
    violations: list[FieldViolation] = []
    if query.marketplace not in Marketplace.__members__:
        violations.append(FieldViolation("marketplace", "must be one of EBAY, AMAZON"))
    if not query.locale:
        violations.append(FieldViolation("locale", "is required"))
    elif not _LOCALE.fullmatch(query.locale):
        violations.append(FieldViolation("locale", "must be a BCP 47 language tag like en-US"))
    if query.category and (len(query.category) > CATEGORY_MAX or not _CATEGORY.fullmatch(query.category)):
        violations.append(FieldViolation("category", "must be upper snake case like ELECTRONICS"))
    if query.date and not _is_date(query.date):
        violations.append(FieldViolation("date", "must be an ISO-8601 date like 2026-09-01"))
    if violations:
        raise invalid_request(violations)


def validate_release_id(release_id: str) -> None:
    try:
        valid = len(release_id) == 36 and uuid.UUID(release_id) is not None
    except ValueError:
        valid = False
    if not valid:
        raise invalid_request([FieldViolation("release_id", "must be a release id (UUID)")])


def _is_date(value: str) -> bool:
    try:
        return bool(_DATE.fullmatch(value)) and date.fromisoformat(value) is not None
    except ValueError:
        return False
