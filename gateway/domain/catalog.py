"""Validation of policy catalog requests: every violation at once, field names, never the value.

The rules are the ``(policyreview.v1.field)`` options of ListPolicyReleasesRequest and GetPolicyReleaseRequest
(protos/policyreview/v1/policy_catalog_service.proto): the same scope values as a review, category optional.
"""

from __future__ import annotations

from dataclasses import dataclass

from services import field_rules
from services.errors import FieldViolation, invalid_request

CATALOG_RULES = field_rules.rules_of(field_rules.message_descriptor("policyreview.v1.ListPolicyReleasesRequest"))
RELEASE_RULES = field_rules.rules_of(field_rules.message_descriptor("policyreview.v1.GetPolicyReleaseRequest"))


@dataclass(frozen=True)
class CatalogQuery:
    """What ListPolicyReleases asks: marketplace and locale required, category and date optional."""

    marketplace: str
    locale: str
    category: str
    date: str


def catalog_violations(query: CatalogQuery) -> list[FieldViolation]:
    """Every offending field of a catalog query."""
    return field_rules.violations(CATALOG_RULES, vars(query))


def validate_catalog_query(query: CatalogQuery) -> None:
    """Raises INVALID_REQUEST naming every offending field."""
    violations = catalog_violations(query)
    if violations:
        raise invalid_request(violations)


def release_id_violations(release_id: str) -> list[FieldViolation]:
    return field_rules.violations(RELEASE_RULES, {"release_id": release_id})


def validate_release_id(release_id: str) -> None:
    violations = release_id_violations(release_id)
    if violations:
        raise invalid_request(violations)
