"""Validation of policy catalog requests: every violation at once, field names, never the value."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from gateway.domain.requests import scope_violations
from services.errors import FieldViolation, invalid_request


@dataclass(frozen=True)
class CatalogQuery:
    """What ListPolicyReleases asks: marketplace and locale required, category and date optional."""

    marketplace: str
    locale: str
    category: str
    date: str


def catalog_violations(query: CatalogQuery) -> list[FieldViolation]:
    """Every offending field of a catalog query (the same scope rules as a review, category optional)."""
    return scope_violations(
        query.marketplace, query.locale, query.category, query.date, category_required=False, date_field="date"
    )


def validate_catalog_query(query: CatalogQuery) -> None:
    """Raises INVALID_REQUEST naming every offending field."""
    violations = catalog_violations(query)
    if violations:
        raise invalid_request(violations)


def release_id_violations(release_id: str) -> list[FieldViolation]:
    try:
        valid = len(release_id) == 36 and uuid.UUID(release_id) is not None
    except ValueError:
        valid = False
    return [] if valid else [FieldViolation("release_id", "must be a release id (UUID)")]


def validate_release_id(release_id: str) -> None:
    violations = release_id_violations(release_id)
    if violations:
        raise invalid_request(violations)
