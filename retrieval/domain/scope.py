"""The scope rule: which releases in force on the review date apply to a review, or the first reason none does."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from retrieval.domain.model import (
    CatalogQuery,
    EmbeddingSpace,
    Release,
    ScopeOutcome,
    ScopeRequest,
    ScopeResolution,
)
from services.rulepack import EditionEntry, edition_in_force
from services.values import canonical_locale, is_category
from services.vocabulary import ALL_CATEGORIES

# The value grammars are services/values.py's, shared with ingestion and the gateway; retrieval is an
# internal API and makes a locale canonical (en-us -> en-US) rather than refusing it.
__all__ = ["canonical_locale", "covers", "in_force", "is_category", "resolve_edition", "resolve_scope"]

Filter = Callable[[Release], bool]


def covers(release: Release, category: str) -> bool:
    return category in release.categories or ALL_CATEGORIES in release.categories


def resolve_scope(active: Sequence[Release], request: ScopeRequest, space: EmbeddingSpace) -> ScopeResolution:
    """Applies the filters in the order a reader would check them and names the first that empties the set.

    ``active`` are the store's ACTIVE releases; they are filtered again here so the rule holds
    whatever the query returned.
    """
    filters: list[tuple[ScopeOutcome, Filter]] = [
        (
            ScopeOutcome.NO_RELEASE_FOR_MARKETPLACE_LOCALE,
            lambda r: r.marketplace == request.marketplace and r.locale == request.locale,
        ),
        (ScopeOutcome.NO_RELEASE_FOR_CATEGORY, lambda r: covers(r, request.category)),
        # In force on the review date: a scheduled release waits for its date, a superseded one
        # serves the dates before its successor's (NOT_EFFECTIVE_YET: no release was in force yet).
        (ScopeOutcome.NOT_EFFECTIVE_YET, lambda r: r.in_force_on(request.review_date)),
        (
            ScopeOutcome.EMBEDDING_MISMATCH,
            lambda r: r.embedding_model == space.model_id and r.embedding_dimensions == space.dimensions,
        ),
    ]
    remaining = list(active)
    for outcome_when_empty, keep in filters:
        remaining = [release for release in remaining if keep(release)]
        if not remaining:
            return ScopeResolution(outcome_when_empty, (), request.review_date, space.model_id)
    ordered = tuple(sorted(remaining, key=lambda r: (r.policy_id, r.release_id)))
    return ScopeResolution(ScopeOutcome.RESOLVED, ordered, request.review_date, space.model_id)


def resolve_edition(editions: Sequence[EditionEntry], request: ScopeRequest) -> EditionEntry | None:
    """The rule pack edition in force for the review (services.rulepack.edition_in_force, the one rule)."""
    return edition_in_force(editions, request.marketplace.value, request.locale, request.category, request.review_date)


def in_force(releases: Sequence[Release], query: CatalogQuery) -> tuple[Release, ...]:
    """The catalog's rule: releases of the scope in force on the day, whatever their embedding space."""
    chosen = [
        r
        for r in releases
        if r.marketplace == query.marketplace
        and r.locale == query.locale
        and (query.category is None or covers(r, query.category))
        and r.in_force_on(query.day)
    ]
    return tuple(sorted(chosen, key=lambda r: (r.policy_id, r.release_id)))
