"""The review pipeline as plain calls in one process, built from the parts' own domain and adapters.

P1 compares the four-process stack against this: same request validation, same scope SQL and
scoped search on the same database, same query embedder, ledger, rules reviewer and citation
checks, minus the gRPC hops, protobuf conversions and per-process plumbing.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import UTC, date, datetime

from benchmarks._load import Call, review_request
from gateway.domain.requests import validate_request
from gateway.review import review_request_from_proto
from generation.domain.rules import RulesReviewer
from retrieval.adapters.postgres import PostgresPolicyStore, timeouts_dsn
from retrieval.domain.model import RetrievalMode
from retrieval.pipeline import Retriever
from retrieval.settings import RetrievalSettings
from retrieval.telemetry import RetrievalTelemetry
from services.database import make_pool
from services.embedders.wordllama import WordLlamaEmbedder
from validation.domain import ProposedFinding, build_ledger, validate_findings

Closer = Callable[[], Awaitable[None]]


async def in_process_review(reader_dsn: str) -> tuple[Call, Closer]:
    """A Call running one whole review in this process, and what closes its pool."""
    settings = RetrievalSettings()
    pool = make_pool(timeouts_dsn(reader_dsn, settings.query_timeout_seconds), min_size=1, max_size=2)
    await pool.open(wait=True)
    store = PostgresPolicyStore(
        pool, timeout=settings.database_timeout_seconds, readiness_timeout=settings.readiness_timeout_seconds
    )
    mode = RetrievalMode(settings.retrieval_mode)
    retriever = Retriever(
        store,
        WordLlamaEmbedder(),
        mode=mode,
        rules=settings.bounding_rules(),  # gate: the stored calibration below, as the service does
        candidate_pool_size=settings.candidate_pool_size,
        rrf_k=settings.rrf_k,
        telemetry=RetrievalTelemetry(),
    )
    calibration = await store.calibration(retriever.space, mode)
    if calibration is None:
        raise RuntimeError("the stack's database holds no calibration for this embedder and mode")
    retriever.use_calibration(calibration)
    reviewer = RulesReviewer()
    request = review_request()

    async def call() -> str:
        validated = validate_request(review_request_from_proto(request))
        review_date = date.fromisoformat(validated.review_date) if validated.review_date else datetime.now(UTC).date()
        result = await retriever.retrieve(validated.listing, review_date)
        if not result.evidence:
            return "NO_EVIDENCE"
        ledger = build_ledger(result.evidence)
        review = await reviewer.review(validated.listing, ledger.entries)
        proposals = [
            ProposedFinding(
                code=f.code,
                severity=f.severity,
                message=f.message,
                listing_fields=f.listing_fields,
                evidence_ids=f.evidence_ids,
                recommended_action=f.recommended_action,
                reviewer=f.reviewer,
            )
            for f in review.findings
        ]
        validate_findings(
            ledger,
            proposals,
            review.malformed_finding_count,
            listing=validated.listing,
            scope_codes=result.scope_codes,
            omitted_codes=result.omitted_codes,
        )
        return "OK"

    return call, pool.close
