"""The retrieval use cases: resolve a scope; resolve, embed, search and bound. Ports in, records out."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import UTC, date, datetime

from retrieval.domain.bounding import BoundingRules, bound, fuse
from retrieval.domain.model import (
    CatalogQuery,
    EmbeddingSpace,
    Release,
    ReleaseDetail,
    RetrievalMode,
    RetrievalResult,
    ScopeRequest,
    ScopeResolution,
    SearchQuery,
)
from retrieval.domain.ports import PolicyStore, QueryEmbedder
from retrieval.domain.query import render_lexical_text, render_query
from retrieval.domain.scope import in_force, resolve_scope
from retrieval.telemetry import RetrievalTelemetry
from services.errors import ErrorReason, ServiceError
from services.records import Listing

DEFAULT_STALE_AFTER_DAYS = 180


def utc_today() -> date:
    return datetime.now(UTC).date()


class Retriever:
    """Scope before similarity: no query is embedded, and no chunk read, for a scope that did not resolve."""

    def __init__(
        self,
        store: PolicyStore,
        embedder: QueryEmbedder,
        *,
        mode: RetrievalMode,
        rules: BoundingRules,
        candidate_pool_size: int,
        rrf_k: int,
        telemetry: RetrievalTelemetry,
        stale_after_days: int = DEFAULT_STALE_AFTER_DAYS,
        today: Callable[[], date] = utc_today,
    ) -> None:
        self._store = store
        self._embedder = embedder
        self._mode = mode
        self._rules = rules
        self._candidate_pool_size = candidate_pool_size
        self._rrf_k = rrf_k
        self._telemetry = telemetry
        self._stale_after_days = stale_after_days
        self._today = today

    @property
    def mode(self) -> RetrievalMode:
        return self._mode

    @property
    def space(self) -> EmbeddingSpace:
        return EmbeddingSpace(self._embedder.model_id, self._embedder.dimensions)

    async def resolve_scope(self, request: ScopeRequest) -> ScopeResolution:
        with self._telemetry.stage("retrieval.scope", request) as span:
            active = await self._store.active_releases(request.marketplace, request.locale)
            resolution = resolve_scope(active, request, self.space)
            today = self._today()
            stale = frozenset(
                r.release_id for r in resolution.releases if r.source_stale(today, self._stale_after_days)
            )
            resolution = replace(resolution, stale_sources=stale)
            self._telemetry.record_scope(span, request, resolution.outcome, len(resolution.releases))
            self._telemetry.record_source_ages(resolution.releases, today, stale)
        return resolution

    def _stale(self, releases: Sequence[Release]) -> frozenset[str]:
        today = self._today()
        return frozenset(r.release_id for r in releases if r.source_stale(today, self._stale_after_days))

    async def list_releases(self, query: CatalogQuery) -> tuple[tuple[Release, ...], frozenset[str]]:
        """The catalog: releases in force on the day (any embedding space) and which of them are stale."""
        releases = in_force(await self._store.active_releases(query.marketplace, query.locale), query)
        return releases, self._stale(releases)

    async def get_release(self, release_id: str) -> tuple[ReleaseDetail, bool]:
        """One release on a timeline and whether its source is stale; RELEASE_NOT_FOUND when there is none."""
        detail = await self._store.release(release_id)
        if detail is None:
            raise ServiceError(ErrorReason.RELEASE_NOT_FOUND)
        return detail, bool(self._stale([detail.release]))

    async def retrieve(self, listing: Listing, review_date: date) -> RetrievalResult:
        request = ScopeRequest(listing.marketplace, listing.locale, listing.category, review_date)
        resolution = await self.resolve_scope(request)
        if not resolution.resolved:
            self._telemetry.record_evidence_count(request, resolution.outcome, 0)
            return RetrievalResult(resolution, (), self._mode, 0)
        with self._telemetry.stage("retrieval.search", request) as span:
            space = self.space
            embedding = tuple(await self._embedder.embed_query(render_query(listing)))
            if len(embedding) != space.dimensions:
                raise ServiceError(ErrorReason.EMBEDDING_UNAVAILABLE)
            query = SearchQuery(
                releases=resolution.releases,
                space=space,
                embedding=embedding,
                lexical_text=render_lexical_text(listing) if self._mode is RetrievalMode.HYBRID else None,
                limit=self._candidate_pool_size,
            )
            candidates = await self._store.search(query)
            evidence = tuple(
                replace(item, source_stale=True) if item.release_id in resolution.stale_sources else item
                for item in bound(fuse(candidates, self._mode, self._rrf_k), self._rules, self._mode)
            )
            self._telemetry.record_search(
                span,
                request,
                resolution.outcome,
                mode=self._mode.value,
                candidate_count=len(candidates),
                evidence_count=len(evidence),
            )
        self._telemetry.record_evidence_count(request, resolution.outcome, len(evidence))
        return RetrievalResult(resolution, evidence, self._mode, len(candidates))
