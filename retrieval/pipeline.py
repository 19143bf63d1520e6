"""The retrieval use cases: resolve a scope; resolve, embed, search and bound. Ports in, records out."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import UTC, date, datetime

from retrieval.domain.bounding import BoundingRules, bound, complete, fuse
from retrieval.domain.model import (
    CALIBRATE_COMMAND,
    Calibration,
    Candidate,
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
from retrieval.domain.passages import bound_sources, evidence_to_passage
from retrieval.domain.ports import PolicyStore, QueryEmbedder, SourceStore
from retrieval.domain.query import render_lexical_text, render_query
from retrieval.domain.scope import in_force, resolve_edition, resolve_scope
from retrieval.telemetry import RetrievalTelemetry
from services.detectors import detect
from services.errors import ErrorReason, ServiceError
from services.records import Listing, Passage
from services.rulepack import EditionEntry, EditionUnavailable, RulesEdition, edition, shipped_edition, using_edition

UNCALIBRATED_MESSAGE = (
    f"Retrieval has no calibrated similarity gate for its embedder and mode; run `{CALIBRATE_COMMAND}` "
    "(python -m ingestion calibrate) or set POLICY_REVIEW_SIMILARITY_THRESHOLD."
)

DEFAULT_STALE_AFTER_DAYS = 180


def utc_today() -> date:
    return datetime.now(UTC).date()


class Retriever:
    """Scope before similarity: no query is embedded, and no chunk read, for a scope that did not resolve.

    Evidence needs a gate calibrated for this embedder and mode (or an operator's explicit one): until
    ``use_calibration`` is called, ``retrieve`` refuses rather than gate with a number measured for
    another embedding space. The rules' similarity threshold is replaced by the calibration's.
    """

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
        calibration: Calibration | None = None,
        sources: SourceStore | None = None,
        stale_after_days: int = DEFAULT_STALE_AFTER_DAYS,
        today: Callable[[], date] = utc_today,
    ) -> None:
        self._store = store
        self._sources = sources
        self._embedder = embedder
        self._mode = mode
        self._rules = rules
        self._calibration: Calibration | None = None
        if calibration is not None:
            self.use_calibration(calibration)
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

    @property
    def calibration(self) -> Calibration | None:
        return self._calibration

    def use_calibration(self, calibration: Calibration) -> None:
        space = self.space
        if (calibration.embedding_model, calibration.embedding_dimensions) != (space.model_id, space.dimensions):
            raise ValueError("a calibration of another embedder never gates this one")
        if calibration.retrieval_mode != self._mode.value:
            raise ValueError("a calibration of another retrieval mode never gates this one")
        self._calibration = calibration
        self._rules = replace(self._rules, similarity_threshold=calibration.similarity_threshold)

    async def resolve_scope(self, request: ScopeRequest) -> ScopeResolution:
        with self._telemetry.stage("retrieval.scope", request) as span:
            # The rules are resolved by the same timeline, in the same read, as the policies they enforce.
            active, editions = await self._store.scope(request.marketplace, request.locale)
            resolution = resolve_scope(active, request, self.space)
            today = self._today()
            stale = self._stale(resolution.releases, today)
            edition = resolve_edition(editions, request) if resolution.resolved else None
            resolution = replace(resolution, stale_sources=stale, rules_edition=edition)
            self._telemetry.record_scope(span, request, resolution.outcome, len(resolution.releases))
            self._telemetry.record_source_ages(resolution.releases, today, stale)
        return resolution

    def _required_calibration(self) -> Calibration:
        # Every search is gated: questions and passages too, never with another embedder's number.
        calibration = self._calibration
        if calibration is None:
            raise ServiceError(
                ErrorReason.DEPENDENCY_UNAVAILABLE,
                UNCALIBRATED_MESSAGE,
                metadata={"dependency": "retrieval_calibration", "command": CALIBRATE_COMMAND},
            )
        return calibration

    def _stale(self, releases: Sequence[Release], today: date) -> frozenset[str]:
        return frozenset(r.release_id for r in releases if r.source_stale(today, self._stale_after_days))

    async def list_releases(self, query: CatalogQuery) -> tuple[tuple[Release, ...], frozenset[str]]:
        """The catalog: releases in force on the day (any embedding space) and which of them are stale."""
        releases = in_force(await self._store.active_releases(query.marketplace, query.locale), query)
        return releases, self._stale(releases, self._today())

    async def get_release(self, release_id: str) -> tuple[ReleaseDetail, bool]:
        """One release on a timeline and whether its source is stale; RELEASE_NOT_FOUND when there is none."""
        detail = await self._store.release(release_id)
        if detail is None:
            raise ServiceError(ErrorReason.RELEASE_NOT_FOUND)
        return detail, bool(self._stale([detail.release], self._today()))

    async def retrieve(self, listing: Listing, review_date: date) -> RetrievalResult:
        calibration = self._required_calibration()
        request = ScopeRequest(listing.marketplace, listing.locale, listing.category, review_date)
        resolution = await self.resolve_scope(request)
        if not resolution.resolved:
            self._telemetry.record_evidence_count(request, resolution.outcome, 0)
            return RetrievalResult(resolution, (), self._mode, 0, calibration)
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

            found, covering = await self._store.search_with_coverage(query)
            candidates = applicable(found)
            fused = fuse(candidates, self._mode, self._rrf_k)
            kept = bound(fused, self._rules, self._mode)
            coverage = [c.evidence for c in applicable(covering)]
            # What the listing triggers decides which sections lead; the detectors are deterministic and offline,
            # and read the edition the review will be judged by (the shipped one when this process lacks it).
            with using_edition(_loaded(resolution.rules_edition)) as judged:
                detections = tuple(detect(listing))
            signalled = frozenset(detection.code for detection in detections)
            completed = complete(kept, fused, coverage, self._rules, signalled)
            evidence = tuple(
                replace(item, source_stale=True) if item.release_id in resolution.stale_sources else item
                for item in completed.evidence
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
        return RetrievalResult(
            resolution,
            evidence,
            self._mode,
            len(candidates),
            calibration,
            completed.scope_codes,
            completed.omitted_codes,
            detections,
            judged.identity,
        )

    async def _embed(self, text: str) -> tuple[float, ...]:
        embedding = tuple(await self._embedder.embed_query(text))
        if len(embedding) != self.space.dimensions:
            raise ServiceError(ErrorReason.EMBEDDING_UNAVAILABLE)
        return embedding

    async def search_policy_passages(
        self, request: ScopeRequest, query_text: str
    ) -> tuple[ScopeResolution, tuple[Passage, ...]]:
        """Scope first, exactly as for a review; then the question's own words are the query."""
        self._required_calibration()
        resolution = await self.resolve_scope(request)
        if not resolution.resolved:
            return resolution, ()
        with self._telemetry.stage("retrieval.search", request):
            query = SearchQuery(
                releases=resolution.releases,
                space=self.space,
                embedding=await self._embed(query_text),
                lexical_text=query_text if self._mode is RetrievalMode.HYBRID else None,
                limit=self._candidate_pool_size,
            )
            candidates = await self._store.search(query)
            evidence = bound(fuse(candidates, self._mode, self._rrf_k), self._rules, self._mode)
        return resolution, tuple(evidence_to_passage(item) for item in evidence)

    async def search_source_passages(self, corpus: str, query_text: str) -> tuple[bool, tuple[Passage, ...]]:
        """Whether the corpus is indexed in this embedding space, and its bounded passages (none if not)."""
        if self._sources is None:
            return False, ()
        self._required_calibration()
        if not await self._sources.corpus_indexed(corpus, self.space):
            return False, ()
        embedding = await self._embed(query_text)
        lexical = query_text if self._mode is RetrievalMode.HYBRID else None
        candidates = await self._sources.search_sources(
            corpus, self.space, embedding, lexical, self._candidate_pool_size
        )
        return True, bound_sources(candidates, self._rules, self._mode, self._rrf_k)


def _loaded(record: EditionEntry | None) -> RulesEdition:
    """The loaded edition a resolution names, else the shipped one (validation sends such a review to a person)."""
    if record is not None:
        with contextlib.suppress(EditionUnavailable):
            return edition(record.content_hash)
    return shipped_edition()
