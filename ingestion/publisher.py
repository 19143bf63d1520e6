"""Publishes policy files as releases: the atomic INDEXING -> ACTIVE workflow of DESIGN.md "Releases"."""

from __future__ import annotations

import logging
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from contextlib import AsyncExitStack
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from tqdm import tqdm

from ingestion.adapters.release_store import PostgresReleaseStore
from ingestion.domain.chunker import DEFAULT_MAX_CHUNK_CHARS, OverWindow, TokenWindow, chunk_policy, over_window
from ingestion.domain.decisions import Action, decide
from ingestion.domain.loader import PolicyFormatError, PolicyIssue, parse_policy
from ingestion.domain.model import PolicyChunk, PolicyDocument, PolicyScope
from ingestion.domain.ports import ConcurrentActivation, ReleaseStore
from ingestion.domain.timeline import DEFAULT_RETENTION_DAYS, TimelineConflict
from ingestion.domain.versions import parse_version
from ingestion.report import FileReport, Outcome, PublishReport
from services.embedders import Embedder, EmbeddingUnavailable, embedding_column
from services.errors import ErrorReason, ServiceError
from services.telemetry import meter, stage_span, tracer

__all__ = ["FileReport", "Outcome", "OverWindow", "PublishReport", "discover_policy_files", "publish_policies"]

log = logging.getLogger(__name__)
_tracer = tracer(__name__)
_releases_counter = meter(__name__).create_counter(
    "policy_review.ingestion.releases", unit="{release}", description="Policy files handled, by outcome."
)
_chunks_counter = meter(__name__).create_counter(
    "policy_review.ingestion.chunks", unit="{chunk}", description="Chunks written, by embedding source."
)

DEFAULT_BATCH_SIZE = 32
ABANDONED_REASON = "interrupted: the publishing process stopped before activation"
RUN_FAILED_REASON = "not activated: another release of this publish run failed"
DEFAULT_PUBLISHER = "ingestion"


def discover_policy_files(paths: Sequence[Path]) -> list[Path]:
    """Policy files under the given folders (recursively, *.md) and the given files; README.md never counts.

    Raises FileNotFoundError for a path that does not exist: a typo must not look like an empty corpus.
    """
    found: dict[Path, Path] = {}
    for path in paths:
        if path.is_dir():
            candidates = sorted(
                file
                for file in path.rglob("*.md")
                if file.is_file() and not any(part.startswith(".") for part in file.relative_to(path).parts)
            )
        elif path.is_file():
            candidates = [path]
        else:
            raise FileNotFoundError(f"no such policy file or folder: {path}")
        for file in candidates:
            if file.name.lower() != "readme.md":
                found.setdefault(file.resolve(), file)
    return list(found.values())


async def publish_policies(
    paths: Sequence[Path],
    *,
    writer_dsn: str,
    embedder: Embedder,
    progress: bool = False,
    max_chunk_chars: int = DEFAULT_MAX_CHUNK_CHARS,
    batch_size: int = DEFAULT_BATCH_SIZE,
    approval_required: bool = False,
    published_by: str = DEFAULT_PUBLISHER,
    retention_days: int = DEFAULT_RETENTION_DAYS,
    today: date | None = None,
) -> PublishReport:
    """Loads, validates and publishes every policy file under ``paths``.

    Files are grouped by scope (policy_id, marketplace, locale); every scope of the run is locked
    and each scope's versions are indexed oldest first. Then, in one transaction, every release
    the run indexed joins its timeline (or awaits approval), or none does: a run where any
    release failed, or whose timeline change the database refused, changes no timeline. An
    invalid, rejected or skipped file publishes nothing; the others still publish. Raises
    FileNotFoundError for a missing path and ValueError for an embedder without an embedding space.
    """
    embedding_column(embedder.dimensions)  # an embedder without an embedding space fails before any work
    today = today or datetime.now(UTC).date()
    files = discover_policy_files(paths)
    reports: dict[Path, FileReport] = {}
    groups: dict[PolicyScope, list[tuple[Path, PolicyDocument]]] = defaultdict(list)
    for path in files:
        loaded = _load(path)
        if isinstance(loaded, FileReport):
            reports[path] = loaded
            _record(loaded)
        else:
            groups[loaded.scope].append((path, loaded))
    ordered = {
        scope: sorted(groups[scope], key=lambda item: (parse_version(item[1].version), str(item[0])))
        for scope in sorted(groups)
    }
    run = _Run(embedder, max_chunk_chars, batch_size, published_by)
    with tqdm(total=len(files), unit="file", desc="publishing", disable=not progress, file=sys.stderr) as bar:
        bar.update(len(reports))
        try:
            if ordered:
                await _publish_run(
                    store_dsn=writer_dsn,
                    run=run,
                    ordered=ordered,
                    reports=reports,
                    bar=bar,
                    approval_required=approval_required,
                    retention_days=retention_days,
                    today=today,
                )
        except ServiceError as error:
            # The store went away: nothing of this run joined a timeline, and the next run recovers what is INDEXING.
            log.warning("policy store unavailable (%s)", type(error.__cause__ or error).__name__)
            for documents in ordered.values():
                for path, document in documents:
                    if path not in reports or reports[path].outcome is Outcome.PUBLISHED:
                        reports[path] = _file_report(
                            path, document, Outcome.FAILED, _failure_reason(error), error.reason
                        )
    for documents in ordered.values():
        for path, _ in documents:
            _record(reports[path])
    return PublishReport(tuple(reports[path] for path in files))


async def _publish_run(
    *,
    store_dsn: str,
    run: _Run,
    ordered: dict[PolicyScope, list[tuple[Path, PolicyDocument]]],
    reports: dict[Path, FileReport],
    bar: tqdm[Any],
    approval_required: bool,
    retention_days: int,
    today: date,
) -> None:
    async with PostgresReleaseStore.open(store_dsn) as store, AsyncExitStack() as locks:
        # Every scope of the run stays locked until its single timeline transaction, taken in one
        # global order so that concurrent runs cannot deadlock.
        for scope in ordered:
            await locks.enter_async_context(store.locked(scope))
            if store.waited_for_lock:
                log.info("waited for another publisher of %s", scope)
            for release in await store.recover(scope, ABANDONED_REASON, run.published_by):
                log.warning("marked abandoned release %s of %s FAILED", release, scope)
            for release in await store.clean_up(scope, today, retention_days, run.published_by):
                log.info("removed the chunks of release %s of %s after the retention window", release, scope)
        for documents in ordered.values():
            for path, document in documents:
                reports[path] = await _publish_release(store, run, path, document)
                bar.update(1)
                bar.set_postfix(embedded=run.written.embedded)
        await _submit(store, run, reports, approval_required, today)
        # What this run superseded may already be past the retention window.
        for scope in ordered:
            await store.clean_up(scope, today, retention_days, run.published_by)


@dataclass
class _Written:
    embedded: int = 0
    reused: int = 0


@dataclass
class _Run:
    """What one publish run has indexed so far, waiting for the run's single timeline transaction."""

    embedder: Embedder
    max_chunk_chars: int
    batch_size: int
    published_by: str
    written: _Written = field(default_factory=_Written)
    indexed: list[tuple[Path, PolicyDocument]] = field(default_factory=list)
    failed: bool = False


async def _submit(
    store: PostgresReleaseStore,
    run: _Run,
    reports: dict[Path, FileReport],
    approval_required: bool,
    today: date,
) -> None:
    """All or none: the run's indexed releases join their timelines (or await approval) in one transaction."""
    if not run.indexed:
        return
    reason = RUN_FAILED_REASON
    error_reason: ErrorReason | None = None
    if not run.failed:
        try:
            replaced = await store.submit(
                [document.release_id for _, document in run.indexed],
                approval_required=approval_required,
                actor=run.published_by,
                today=today,
            )
        except (ConcurrentActivation, TimelineConflict) as error:
            reason = _failure_reason(error)
        except ServiceError as error:
            if error.reason is ErrorReason.POLICY_STORE_UNAVAILABLE:
                raise
            reason, error_reason = _failure_reason(error), error.reason
        else:
            for path, document in run.indexed:
                reports[path] = replace(reports[path], reason=_submitted_reason(document, approval_required, today))
            for release in replaced:
                try:
                    await store.delete_chunks(release)
                except ServiceError:
                    # The release is RETIRED and never served; the next run of this scope removes its chunks.
                    log.warning("could not delete chunks of replaced release %s", release)
            return
    for path, document in run.indexed:
        await store.fail(document.release_id, reason, run.published_by)
        reports[path] = _file_report(path, document, Outcome.FAILED, reason, error_reason)


def _submitted_reason(document: PolicyDocument, approval_required: bool, today: date) -> str:
    if approval_required:
        return "awaiting approval"
    if document.effective_from > today:
        return f"scheduled from {document.effective_from.isoformat()}"
    return "activated"


async def clean_up_releases(
    writer_dsn: str,
    *,
    retention_days: int = DEFAULT_RETENTION_DAYS,
    actor: str = DEFAULT_PUBLISHER,
    today: date | None = None,
) -> int:
    """Removes the chunks of every release superseded longer than the retention window, scope by scope
    under each scope's lock (publish runs do the same for their own scopes). Returns how many."""
    today = today or datetime.now(UTC).date()
    cleaned = 0
    async with PostgresReleaseStore.open(writer_dsn) as store:
        for scope in await store.timeline_scopes():
            async with store.locked(scope):
                cleaned += len(await store.clean_up(scope, today, retention_days, actor))
    return cleaned


def _load(path: Path) -> PolicyDocument | FileReport:
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        issue = PolicyIssue(str(path), 1, "the file is not UTF-8 text")
        return FileReport(path, Outcome.INVALID, issue.message, issues=(issue,))
    except OSError as error:
        issue = PolicyIssue(str(path), 1, f"the file cannot be read ({error.strerror or type(error).__name__})")
        return FileReport(path, Outcome.INVALID, issue.message, issues=(issue,))
    try:
        return parse_policy(text, str(path))
    except PolicyFormatError as error:
        return FileReport(path, Outcome.INVALID, error.issues[0].message, issues=error.issues)


def _record(report: FileReport) -> None:
    _releases_counter.add(1, {"outcome": report.outcome.value})
    if report.outcome is Outcome.INVALID:
        for issue in report.issues:
            log.warning("invalid policy file %s line %s: %s", issue.source, issue.line, issue.message)
    elif report.outcome is Outcome.SKIPPED:
        log.info("%s %s %s: %s", report.outcome.value, report.scope, report.version, report.reason)
    elif report.outcome is not Outcome.PUBLISHED:  # published releases are logged with their numbers
        log.warning("%s %s %s: %s", report.outcome.value, report.scope, report.version, report.reason)


def _file_report(
    path: Path, document: PolicyDocument, outcome: Outcome, reason: str, error: ErrorReason | None = None
) -> FileReport:
    return FileReport(
        path=path,
        outcome=outcome,
        reason=reason,
        policy_id=document.policy_id,
        marketplace=document.marketplace.value,
        locale=document.locale,
        version=document.version,
        release_id=document.release_id,
        error=error,
    )


async def _publish_release(store: ReleaseStore, run: _Run, path: Path, document: PolicyDocument) -> FileReport:
    attributes = {
        "policy_review.policy_id": document.policy_id,
        "policy_review.marketplace": document.marketplace.value,
        "policy_review.locale": document.locale,
        "policy_review.version": document.version,
    }
    with stage_span(_tracer, "ingestion.publish_release", attributes) as span:
        report = await _index_checked(store, run, path, document)
        span.set_attribute("policy_review.outcome", report.outcome.value)
        return report


async def _index_checked(store: ReleaseStore, run: _Run, path: Path, document: PolicyDocument) -> FileReport:
    embedder = run.embedder
    verdict = decide(
        document,
        existing=await store.find_release(document.scope, document.version),
        timeline=await store.timeline(document.scope),
        embedding_model=embedder.model_id,
    )
    if verdict.action is Action.SKIP:
        return _file_report(path, document, Outcome.SKIPPED, verdict.reason)
    if verdict.action is Action.REJECT:
        return _file_report(path, document, Outcome.REJECTED, verdict.reason)
    window = token_window(embedder)
    chunks = chunk_policy(document, run.max_chunk_chars, window)
    too_long = over_window(chunks, window)
    for chunk in too_long:
        log.warning(
            "%s %s section %s chunk %s: %s tokens, over %s's window of %s; the embedder cuts the rest",
            document.scope,
            document.version,
            chunk.section_id,
            chunk.ordinal,
            chunk.tokens,
            embedder.model_id,
            chunk.max_tokens,
        )
    if verdict.replaces is not None:
        await store.delete_release(verdict.replaces)
    await store.create_indexing(
        document,
        embedding_model=embedder.model_id,
        dimensions=embedder.dimensions,
        expected_chunks=len(chunks),
        published_by=run.published_by,
    )
    started = time.monotonic()
    written = _Written()
    try:
        await _write_chunks(store, document, chunks, embedder, run.batch_size, written)
        stored = await store.count_chunks(document.release_id)
        if stored != len(chunks):
            raise ServiceError(ErrorReason.INDEX_CORRUPTED, "The stored chunk count does not match the release.")
    except Exception as error:
        if isinstance(error, ServiceError) and error.reason is ErrorReason.POLICY_STORE_UNAVAILABLE:
            raise
        run.failed = True
        reason = _failure_reason(error)
        await store.fail(document.release_id, reason, run.published_by)
        error_reason = error.reason if isinstance(error, ServiceError) else None
        return _file_report(path, document, Outcome.FAILED, reason, error_reason)
    run.written.embedded += written.embedded
    run.written.reused += written.reused
    run.indexed.append((path, document))
    _chunks_counter.add(written.embedded, {"source": "embedded"})
    _chunks_counter.add(written.reused, {"source": "cache"})
    log.info(
        "indexed %s %s: %s chunks in %.2f s (%s embedded, %s reused)",
        document.scope,
        document.version,
        len(chunks),
        time.monotonic() - started,
        written.embedded,
        written.reused,
    )
    return replace(
        _file_report(path, document, Outcome.PUBLISHED, "indexed"),
        chunks=len(chunks),
        chunks_embedded=written.embedded,
        chunks_reused=written.reused,
        over_window=tuple(too_long),
    )


def token_window(embedder: Embedder) -> TokenWindow | None:
    """The embedder's window for the chunker; None for a model that reads every token."""
    if embedder.max_input_tokens is None:
        return None
    return TokenWindow(embedder.count_tokens, embedder.max_input_tokens)


async def _write_chunks(
    store: ReleaseStore,
    document: PolicyDocument,
    chunks: Sequence[PolicyChunk],
    embedder: Embedder,
    batch_size: int,
    written: _Written,
) -> None:
    """Embeds only texts the cache lacks, batch by batch, caching and COPYing each batch as it completes."""
    model, dimensions = embedder.model_id, embedder.dimensions
    vectors: dict[str, list[float]] = await store.cached_embeddings(
        list(dict.fromkeys(chunk.content_hash for chunk in chunks)), embedding_model=model, dimensions=dimensions
    )
    for start in range(0, len(chunks), batch_size):
        batch = chunks[start : start + batch_size]
        missing = {chunk.content_hash: chunk.embedding_text for chunk in batch if chunk.content_hash not in vectors}
        if missing:
            embedded = await embedder.embed_documents(list(missing.values()))
            if len(embedded) != len(missing):
                raise EmbeddingUnavailable("The embedding model returned the wrong number of vectors.")
            fresh = dict(zip(missing, embedded, strict=True))
            await store.cache_embeddings(fresh, embedding_model=model, dimensions=dimensions)
            vectors.update(fresh)
            written.embedded += len(missing)
        written.reused += len(batch) - len(missing)
        await store.write_chunks(
            document.release_id,
            [(chunk, vectors[chunk.content_hash]) for chunk in batch],
            policy_title=document.title,
            embedding_model=model,
            dimensions=dimensions,
        )


def _failure_reason(error: Exception) -> str:
    """A short, fixed sentence for the report and the release row: never provider payloads or SQL."""
    if isinstance(error, ServiceError):
        return f"{error.reason.value}: {error.message}"
    if isinstance(error, ConcurrentActivation):
        return "another release of this scope was activated at the same time"
    if isinstance(error, TimelineConflict):
        return f"not placed on the timeline: {error}"
    return f"unexpected {type(error).__name__}"
