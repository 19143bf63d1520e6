"""Publishes policy files as releases: the atomic INDEXING -> ACTIVE workflow of docs/architecture.md "Releases"."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
import time
import uuid
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from tqdm import tqdm

from ingestion.activation import join_timelines
from ingestion.domain.chunker import DEFAULT_MAX_CHUNK_CHARS, OverWindow, TokenWindow, chunk_policy, over_window
from ingestion.domain.decisions import Action, Verdict, decide_scope, needs_maintenance
from ingestion.domain.loader import PolicyFormatError, PolicyIssue, parse_policy, parse_rules_edition
from ingestion.domain.model import (
    NO_EMBEDDING,
    RULES_PACK,
    PolicyChunk,
    PolicyDocument,
    PolicyScope,
    RulesDocument,
    Scope,
    scope_order,
)
from ingestion.domain.ports import ChunkRow, ConcurrentActivation, ReleaseSession, ReleaseStore, Vector
from ingestion.domain.timeline import DEFAULT_RETENTION_DAYS, TimelineConflict
from ingestion.domain.versions import parse_version
from ingestion.report import FileReport, Outcome, PublishReport
from services.embedders import Embedder, EmbeddingUnavailable, embedding_column
from services.errors import ErrorReason, ServiceError
from services.telemetry import meter, stage_span, tracer

__all__ = [
    "FileReport",
    "Outcome",
    "OverWindow",
    "PublishReport",
    "discover_policy_files",
    "discover_rule_editions",
    "publish_policies",
]

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
# Batches embedded ahead of the writes: enough to keep the embedder busy, bounded for very large runs.
_EMBED_AHEAD = 4


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


def discover_rule_editions(paths: Sequence[Path]) -> list[Path]:
    """Rule pack edition files (``*.yaml``) under the given folders, recursively; files given by name are
    discover_policy_files' (a ``.yaml`` one is read as an edition)."""
    found: dict[Path, Path] = {}
    for path in paths:
        if path.is_dir():
            for file in sorted(path.rglob("*.yaml")):
                if file.is_file() and not any(part.startswith(".") for part in file.relative_to(path).parts):
                    found.setdefault(file.resolve(), file)
    return list(found.values())


Document = PolicyDocument | RulesDocument


async def publish_policies(
    paths: Sequence[Path],
    *,
    store: ReleaseStore,
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
    invalid, rejected or skipped file publishes nothing; the others still publish. The store is
    opened only when a file is valid; a store that cannot be reached fails those files in the report.
    Raises FileNotFoundError for a missing path and ValueError for an embedder without an embedding space.
    """
    embedding_column(embedder.dimensions)  # an embedder without an embedding space fails before any work
    today = today or datetime.now(UTC).date()
    files = discover_policy_files(paths)
    # Rule pack editions beside the policies are a second kind of release in the same run and workflow.
    known = {file.resolve() for file in files}
    files += [file for file in discover_rule_editions(paths) if file.resolve() not in known]
    reports: dict[Path, FileReport] = {}
    groups: dict[Scope, list[tuple[Path, Document]]] = defaultdict(list)
    for path in files:
        loaded = _load(path)
        if isinstance(loaded, FileReport):
            reports[path] = loaded
            _record(loaded)
        else:
            groups[loaded.scope].append((path, loaded))
    ordered = {
        scope: sorted(groups[scope], key=lambda item: (parse_version(item[1].version), str(item[0])))
        for scope in sorted(groups, key=scope_order)
    }
    run = _Run(embedder, max_chunk_chars, batch_size, published_by)
    with tqdm(total=len(files), unit="file", desc="publishing", disable=not progress, file=sys.stderr) as bar:
        bar.update(len(reports))
        try:
            if ordered:
                with stage_span(_tracer, "ingestion.publish", {"policy_review.files": len(files)}):
                    await _publish_run(
                        store=store,
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
    store: ReleaseStore,
    run: _Run,
    ordered: dict[Scope, list[tuple[Path, Document]]],
    reports: dict[Path, FileReport],
    bar: tqdm[Any],
    approval_required: bool,
    retention_days: int,
    today: date,
) -> None:
    async with store.session() as session:
        # One unlocked read settles every file whose verdict is SKIP or REJECT: those verdicts never
        # change once reached (ingestion/domain/decisions.py), so a concurrent publisher cannot make
        # them wrong. Only scopes with something to publish are locked and read again under the lock.
        states = await session.scope_states(list(ordered))
        publishing: list[Scope] = []
        maintenance: list[Scope] = []
        for scope, documents in ordered.items():
            verdicts = decide_scope([d for _, d in documents], states[scope], embedding_model=run.model_for(scope))
            if any(verdict.action is Action.PUBLISH for verdict in verdicts):
                publishing.append(scope)
                continue
            _settle(documents, verdicts, reports, bar)
            if needs_maintenance(states[scope], today, retention_days):
                maintenance.append(scope)
        if maintenance:
            # A scope whose lock is taken has a live publisher, which recovers and cleans it up itself.
            async with session.try_locked(maintenance) as free:
                if free:
                    await _maintain(session, free, run.published_by, today, retention_days)
        if not publishing:
            return
        # Every scope with something to publish stays locked until the run's single timeline
        # transaction, the locks taken in one global order so that concurrent runs cannot deadlock.
        async with session.locked_all(publishing) as waited:
            if waited:
                log.info("waited for another publisher of %s scope(s)", len(publishing))
            await _maintain(session, publishing, run.published_by, today, retention_days)
            states = await session.scope_states(publishing)
            plan: list[_Planned] = []
            for scope in publishing:
                documents = ordered[scope]
                verdicts = decide_scope([d for _, d in documents], states[scope], embedding_model=run.model_for(scope))
                for (path, document), verdict in zip(documents, verdicts, strict=True):
                    if verdict.action is Action.PUBLISH:
                        plan.append(_Planned(path, document, verdict.replaces))
                    else:
                        _settle([(path, document)], [verdict], reports, bar)
            if plan:
                await _index(session, run, plan, reports, bar)
                await _submit(session, run, reports, approval_required, today)
                # What this run superseded may already be past the retention window.
                await _retire_expired(session, publishing, run.published_by, today, retention_days)


def _settle(
    documents: Sequence[tuple[Path, Document]],
    verdicts: Sequence[Verdict],
    reports: dict[Path, FileReport],
    bar: tqdm[Any],
) -> None:
    for (path, document), verdict in zip(documents, verdicts, strict=True):
        outcome = Outcome.SKIPPED if verdict.action is Action.SKIP else Outcome.REJECTED
        reports[path] = _file_report(path, document, outcome, verdict.reason)
    bar.update(len(documents))


async def _maintain(
    session: ReleaseSession, scopes: Sequence[Scope], actor: str, today: date, retention_days: int
) -> None:
    """Under the scopes' locks: abandoned INDEXING releases become FAILED, leftover and expired chunks go."""
    for scope, release in await session.recover(scopes, ABANDONED_REASON, actor):
        log.warning("marked abandoned release %s of %s FAILED", release, scope)
    for release in await _retire_expired(session, scopes, actor, today, retention_days):
        log.info("removed the chunks of release %s after the retention window", release)


async def _retire_expired(
    session: ReleaseSession, scopes: Sequence[Scope], actor: str, today: date, retention_days: int
) -> list[uuid.UUID]:
    """Under the scopes' locks, in one transaction: releases superseded longer than the retention window are
    RETIRED and lose their chunks."""
    async with session.transaction() as tx:
        return await tx.retire_expired(scopes, today, retention_days, actor)


@dataclass(frozen=True)
class _Planned:
    path: Path
    document: Document
    # A FAILED row of the same version that this release replaces.
    replaces: uuid.UUID | None


@dataclass
class _Indexing:
    """One release being indexed in this run: its chunks and what became of them."""

    path: Path
    document: Document
    chunks: tuple[PolicyChunk, ...]
    too_long: tuple[OverWindow, ...]
    embedded: int = 0
    reused: int = 0
    failure: Exception | None = None


@dataclass
class _Run:
    """What one publish run has indexed so far, waiting for the run's single timeline transaction."""

    embedder: Embedder
    max_chunk_chars: int
    batch_size: int
    published_by: str
    indexed: list[tuple[Path, Document]] = field(default_factory=list)
    failed: bool = False

    def model_for(self, scope: Scope) -> str:
        """The embedding model a scope's releases are compared with: an edition has none."""
        return self.embedder.model_id if isinstance(scope, PolicyScope) else NO_EMBEDDING


async def _submit(
    session: ReleaseSession,
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
        releases = [document.release_id for _, document in run.indexed]
        try:
            # The run's timeline transaction, every scope of the run still locked (locked_all above): each
            # release awaits approval, or joins its timeline as join_timelines reads, places and writes it.
            async with session.transaction() as tx:
                if approval_required:
                    await tx.await_approval(releases, run.published_by)
                    replaced: list[uuid.UUID] = []
                else:
                    replaced = await join_timelines(tx, releases, run.published_by, today)
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
                    await session.delete_chunks(release)
                except ServiceError:
                    # The release is RETIRED and never served; the next run of this scope removes its chunks.
                    log.warning("could not delete chunks of replaced release %s", release)
            return
    await session.fail([document.release_id for _, document in run.indexed], reason, run.published_by)
    for path, document in run.indexed:
        reports[path] = _file_report(path, document, Outcome.FAILED, reason, error_reason)


def _submitted_reason(document: Document, approval_required: bool, today: date) -> str:
    if approval_required:
        return "awaiting approval"
    if document.effective_from > today:
        return f"scheduled from {document.effective_from.isoformat()}"
    return "activated"


async def clean_up_releases(
    store: ReleaseStore,
    *,
    retention_days: int = DEFAULT_RETENTION_DAYS,
    actor: str = DEFAULT_PUBLISHER,
    today: date | None = None,
) -> int:
    """Removes the chunks of every release superseded longer than the retention window, scope by scope
    under each scope's lock (publish runs do the same for their own scopes). Returns how many."""
    today = today or datetime.now(UTC).date()
    cleaned = 0
    async with store.session() as session:
        for scope in await session.timeline_scopes():
            async with session.locked(scope):
                cleaned += len(await _retire_expired(session, [scope], actor, today, retention_days))
    return cleaned


def _load(path: Path) -> Document | FileReport:
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        issue = PolicyIssue(str(path), 1, "the file is not UTF-8 text")
        return FileReport(path, Outcome.INVALID, issue.message, issues=(issue,))
    except OSError as error:
        issue = PolicyIssue(str(path), 1, f"the file cannot be read ({error.strerror or type(error).__name__})")
        return FileReport(path, Outcome.INVALID, issue.message, issues=(issue,))
    try:
        if path.suffix == ".yaml":
            return parse_rules_edition(text, str(path))
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
    path: Path, document: Document, outcome: Outcome, reason: str, error: ErrorReason | None = None
) -> FileReport:
    if isinstance(document, RulesDocument):
        marketplaces, locales, categories = (
            ",".join(values) or "ALL"
            for values in (document.scope.marketplaces, document.scope.locales, document.scope.categories)
        )
        return FileReport(
            path=path,
            outcome=outcome,
            reason=reason,
            policy_id=RULES_PACK,
            marketplace=marketplaces,
            locale=f"{locales}/{categories}",
            version=document.version,
            release_id=document.release_id,
            error=error,
            content_hash=document.checksum,
        )
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


async def _embed_batches(
    embedder: Embedder,
    batches: Sequence[Sequence[tuple[str, str]]],
    out: asyncio.Queue[list[Vector] | Exception],
) -> None:
    """Embeds the batches in order into ``out``; the first failure is put there instead and ends the work."""
    for batch in batches:
        try:
            with stage_span(_tracer, "ingestion.embed", {"policy_review.texts": len(batch)}):
                vectors = await embedder.embed_documents([text for _, text in batch])
            if len(vectors) != len(batch):
                raise EmbeddingUnavailable("The embedding model returned the wrong number of vectors.")
        except Exception as error:
            await out.put(error)
            return
        await out.put(list(vectors))


def token_window(embedder: Embedder) -> TokenWindow | None:
    """The embedder's window for the chunker; None for a model that reads every token."""
    if embedder.max_input_tokens is None:
        return None
    return TokenWindow(embedder.count_tokens, embedder.max_input_tokens)


async def _index(
    session: ReleaseSession, run: _Run, plan: Sequence[_Planned], reports: dict[Path, FileReport], bar: tqdm[Any]
) -> None:
    """Chunks, embeds and writes every release of the plan, embedding across files in full batches.

    The releases are INDEXING (committed) before any chunk is written, so a crash leaves them
    visible to the next run's recovery. The cache is read once for the whole run; only texts it
    lacks are embedded, batch by batch, while earlier batches are written: each write caches the
    vectors of whole batches and COPYs the chunks they complete in one transaction, so a retry after
    a failure or a crash embeds only the rest. A failed embedding fails the releases still missing
    vectors; the run then activates nothing.
    """
    embedder = run.embedder
    model, dimensions = embedder.model_id, embedder.dimensions
    started = time.monotonic()
    window = token_window(embedder)
    indexing: list[_Indexing] = []
    for planned in plan:
        document = planned.document
        if isinstance(document, RulesDocument):
            # An edition is its file: nothing to chunk or embed, only a row to put on the timeline.
            indexing.append(_Indexing(planned.path, document, (), ()))
            continue
        chunks = chunk_policy(document, run.max_chunk_chars, window)
        too_long = tuple(over_window(chunks, window))
        for over in too_long:
            log.warning(
                "%s %s section %s chunk %s: %s tokens, over %s's window of %s; the embedder cuts the rest",
                document.scope,
                document.version,
                over.section_id,
                over.ordinal,
                over.tokens,
                model,
                over.max_tokens,
            )
        indexing.append(_Indexing(planned.path, document, chunks, too_long))
    vectors: dict[str, Vector] = dict(
        await session.cached_embeddings(
            list(dict.fromkeys(c.content_hash for item in indexing for c in item.chunks)),
            embedding_model=model,
            dimensions=dimensions,
        )
    )
    # A text is embedded once per run, counted for the first release that has it; every other use is a reuse.
    missing: dict[str, str] = {}
    for item in indexing:
        for chunk in item.chunks:
            if chunk.content_hash in vectors or chunk.content_hash in missing:
                item.reused += 1
            else:
                missing[chunk.content_hash] = chunk.embedding_text
                item.embedded += 1
    texts = list(missing.items())
    batches = [texts[start : start + run.batch_size] for start in range(0, len(texts), run.batch_size)]
    # Embedding (on the embedder's worker thread or server) runs ahead of the writes, a few batches at most.
    embedded: asyncio.Queue[list[Vector] | Exception] = asyncio.Queue(maxsize=_EMBED_AHEAD)
    embedding = asyncio.create_task(_embed_batches(embedder, batches, embedded))
    pending = [(item, chunk) for item in indexing for chunk in item.chunks]
    failure: Exception | None = None
    try:
        await session.create_indexing(
            [(item.document, len(item.chunks)) for item in indexing],
            replacing=[planned.replaces for planned in plan if planned.replaces is not None],
            embedding_model=model,
            dimensions=dimensions,
            published_by=run.published_by,
        )
        received = 0
        while True:
            # Every batch already embedded goes into one write: when writing falls behind the embedder
            # (a slow disk), transactions grow instead of queueing up.
            fresh: list[str] = []
            while received < len(batches) and (not fresh or not embedded.empty()):
                result = await embedded.get()
                if isinstance(result, Exception):
                    failure = result
                    break
                hashes = [content_hash for content_hash, _ in batches[received]]
                vectors.update(zip(hashes, result, strict=True))
                fresh.extend(hashes)
                received += 1
            ready = [pair for pair in pending if pair[1].content_hash in vectors]
            pending = [pair for pair in pending if pair[1].content_hash not in vectors]
            if ready:
                await session.write_chunks(
                    fresh,
                    [
                        ChunkRow(item.document.release_id, _title(item.document), chunk, vectors[chunk.content_hash])
                        for item, chunk in ready
                    ],
                    embedding_model=model,
                    dimensions=dimensions,
                )
                bar.set_postfix(embedded=len(vectors))
            if failure is not None or received == len(batches):
                break
    finally:
        embedding.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await embedding
    if failure is not None:
        for item in {id(item): item for item, _ in pending}.values():
            item.failure = failure
    else:
        stored = await session.count_chunks([item.document.release_id for item in indexing])
        for item in indexing:
            if stored[item.document.release_id] != len(item.chunks):
                item.failure = ServiceError(
                    ErrorReason.INDEX_CORRUPTED, "The stored chunk count does not match the release."
                )
    failures: dict[str, list[_Indexing]] = defaultdict(list)
    for item in indexing:
        if item.failure is not None:
            failures[_failure_reason(item.failure)].append(item)
    for reason, items in failures.items():
        run.failed = True
        await session.fail([item.document.release_id for item in items], reason, run.published_by)
        for item in items:
            error_reason = item.failure.reason if isinstance(item.failure, ServiceError) else None
            reports[item.path] = _file_report(item.path, item.document, Outcome.FAILED, reason, error_reason)
    for item in indexing:
        if item.failure is not None:
            continue
        run.indexed.append((item.path, item.document))
        _chunks_counter.add(item.embedded, {"source": "embedded"})
        _chunks_counter.add(item.reused, {"source": "cache"})
        reports[item.path] = replace(
            _file_report(item.path, item.document, Outcome.PUBLISHED, "indexed"),
            chunks=len(item.chunks),
            chunks_embedded=item.embedded,
            chunks_reused=item.reused,
            over_window=item.too_long,
        )
    bar.update(len(indexing))
    log.info(
        "indexed %s release(s): %s chunks in %.2f s (%s embedded in %s call(s), %s reused)",
        len(indexing),
        sum(len(item.chunks) for item in indexing),
        time.monotonic() - started,
        len(missing),
        -(-len(missing) // run.batch_size),
        sum(item.reused for item in indexing),
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


def _title(document: Document) -> str:
    return document.title if isinstance(document, PolicyDocument) else ""
