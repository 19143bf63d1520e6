"""The retrieval use cases: resolve a scope; resolve, embed, search and bound. Ports in, records out."""

from __future__ import annotations

import asyncio
from datetime import date

from retrieval.domain.bounding import BoundingRules, bound, complete, fuse
from retrieval.domain.model import (
    Candidate,
    EmbeddingSpace,
    RetrievalMode,
    RetrievalResult,
    ScopeRequest,
    ScopeResolution,
    SearchQuery,
)
from retrieval.domain.ports import PolicyStore, QueryEmbedder
from retrieval.domain.query import render_lexical_text, render_query
from retrieval.domain.scope import resolve_scope
from retrieval.telemetry import RetrievalTelemetry
from services.detectors import detect
from services.errors import ErrorReason, ServiceError
from services.records import Listing


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
    ) -> None:
        self._store = store
        self._embedder = embedder
        self._mode = mode
        self._rules = rules
        self._candidate_pool_size = candidate_pool_size
        self._rrf_k = rrf_k
        self._telemetry = telemetry

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
            self._telemetry.record_scope(span, request, resolution.outcome, len(resolution.releases))
        return resolution

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
                condition=listing.condition,
                category=listing.category,
            )

            def applicable(found: list[Candidate]) -> list[Candidate]:
                # A section written for other listings (refurbished items, another category) is not evidence here.
                return [c for c in found if c.evidence.applies_to(listing.condition, listing.category)]

            # Both read the same scope; in parallel they cost one round trip of the walk, not two.
            found, covering = await asyncio.gather(self._store.search(query), self._store.coverage(query))
            candidates = applicable(found)
            fused = fuse(candidates, self._mode, self._rrf_k)
            kept = bound(fused, self._rules, self._mode)
            coverage = [c.evidence for c in applicable(covering)]
            # What the listing triggers decides which sections lead; the detectors are deterministic and offline.
            signalled = frozenset(detection.code for detection in detect(listing))
            completed = complete(kept, fused, coverage, self._rules, signalled)
            evidence = completed.evidence
            self._telemetry.record_search(
                span,
                request,
                resolution.outcome,
                mode=self._mode.value,
                candidate_count=len(candidates),
                evidence_count=len(evidence),
            )
        self._telemetry.record_evidence_count(request, resolution.outcome, len(evidence))
        return RetrievalResult(
            resolution, evidence, self._mode, len(candidates), completed.scope_codes, completed.omitted_codes
        )
