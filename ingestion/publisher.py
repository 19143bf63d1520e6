"""Publishes policy files as releases: the atomic INDEXING -> ACTIVE workflow of DESIGN.md "Releases"."""

from __future__ import annotations

import logging
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from tqdm import tqdm

from ingestion.adapters.release_store import PostgresReleaseStore
from ingestion.domain.chunker import DEFAULT_MAX_CHUNK_CHARS, OverWindow, TokenWindow, chunk_policy, over_window
from ingestion.domain.decisions import Action, decide
from ingestion.domain.loader import PolicyFormatError, PolicyIssue, parse_policy
from ingestion.domain.model import PolicyChunk, PolicyDocument, PolicyScope
from ingestion.domain.ports import ConcurrentActivation, ReleaseStore
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
) -> PublishReport:
    """Loads, validates and publishes every policy file under ``paths``.

    Files are grouped by scope (policy_id, marketplace, locale) and each scope's versions are
    published oldest first under the scope's advisory lock. An invalid file publishes nothing
    and makes the report not ok; other files still publish. Raises FileNotFoundError for a
    missing path and ValueError for an embedder whose dimensions have no embedding space.
    """
    embedding_column(embedder.dimensions)  # an embedder without an embedding space fails before any work
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
    with tqdm(total=len(files), unit="file", desc="publishing", disable=not progress, file=sys.stderr) as bar:
        bar.update(len(reports))
        for scope in sorted(groups):
            ordered = sorted(groups[scope], key=lambda item: (parse_version(item[1].version), str(item[0])))
            for report in await _publish_scope(scope, ordered, writer_dsn, embedder, max_chunk_chars, batch_size):
                reports[report.path] = report
                _record(report)
                bar.update(1)
                bar.set_postfix(embedded=sum(r.chunks_embedded for r in reports.values()))
    return PublishReport(tuple(reports[path] for path in files))


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


async def _publish_scope(
    scope: PolicyScope,
    documents: Sequence[tuple[Path, PolicyDocument]],
    writer_dsn: str,
    embedder: Embedder,
    max_chunk_chars: int,
    batch_size: int,
) -> list[FileReport]:
    results: list[FileReport] = []
    try:
        async with PostgresReleaseStore.open(writer_dsn) as store, store.locked(scope):
            if store.waited_for_lock:
                log.info("waited for another publisher of %s", scope)
            abandoned = await store.recover(scope, ABANDONED_REASON)
            for release in abandoned:
                log.warning("marked abandoned release %s of %s FAILED", release, scope)
            for path, document in documents:
                results.append(await _publish_release(store, path, document, embedder, max_chunk_chars, batch_size))
    except ServiceError as error:
        # The store went away between releases: what is left is unpublished, and the next run recovers it.
        log.warning("policy store unavailable for %s (%s)", scope, type(error.__cause__ or error).__name__)
        results.extend(
            _file_report(path, document, Outcome.FAILED, _failure_reason(error), error.reason)
            for path, document in documents[len(results) :]
        )
    return results


@dataclass
class _Written:
    embedded: int = 0
    reused: int = 0


async def _publish_release(
    store: ReleaseStore,
    path: Path,
    document: PolicyDocument,
    embedder: Embedder,
    max_chunk_chars: int,
    batch_size: int,
) -> FileReport:
    attributes = {
        "policy_review.policy_id": document.policy_id,
        "policy_review.marketplace": document.marketplace.value,
        "policy_review.locale": document.locale,
        "policy_review.version": document.version,
    }
    with stage_span(_tracer, "ingestion.publish_release", attributes) as span:
        report = await _publish_checked(store, path, document, embedder, max_chunk_chars, batch_size)
        span.set_attribute("policy_review.outcome", report.outcome.value)
        return report


async def _publish_checked(
    store: ReleaseStore,
    path: Path,
    document: PolicyDocument,
    embedder: Embedder,
    max_chunk_chars: int,
    batch_size: int,
) -> FileReport:
    verdict = decide(
        document,
        existing=await store.find_release(document.scope, document.version),
        active=await store.active_release(document.scope),
        embedding_model=embedder.model_id,
    )
    if verdict.action is Action.SKIP:
        return _file_report(path, document, Outcome.SKIPPED, verdict.reason)
    if verdict.action is Action.REJECT:
        return _file_report(path, document, Outcome.REJECTED, verdict.reason)
    window = token_window(embedder)
    chunks = chunk_policy(document, max_chunk_chars, window)
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
        document, embedding_model=embedder.model_id, dimensions=embedder.dimensions, expected_chunks=len(chunks)
    )
    started = time.monotonic()
    written = _Written()
    try:
        await _write_chunks(store, document, chunks, embedder, batch_size, written)
        stored = await store.count_chunks(document.release_id)
        if stored != len(chunks):
            raise ServiceError(ErrorReason.INDEX_CORRUPTED, "The stored chunk count does not match the release.")
        retired = await store.activate(document.scope, document.release_id)
    except Exception as error:
        reason = _failure_reason(error)
        try:
            await store.fail(document.release_id, reason)
        except ServiceError:
            log.warning("could not mark release %s FAILED; the next run recovers it", document.release_id)
        error_reason = error.reason if isinstance(error, ServiceError) else None
        return _file_report(path, document, Outcome.FAILED, reason, error_reason)
    for release in retired:
        try:
            await store.delete_chunks(release)
        except ServiceError:
            # The release is RETIRED and never served; the next run of this scope removes its chunks.
            log.warning("could not delete chunks of retired release %s", release)
    _chunks_counter.add(written.embedded, {"source": "embedded"})
    _chunks_counter.add(written.reused, {"source": "cache"})
    log.info(
        "activated %s %s: %s chunks in %.2f s (%s embedded, %s reused), retired %s",
        document.scope,
        document.version,
        len(chunks),
        time.monotonic() - started,
        written.embedded,
        written.reused,
        len(retired),
    )
    return replace(
        _file_report(path, document, Outcome.PUBLISHED, "activated"),
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
    return f"unexpected {type(error).__name__}"
