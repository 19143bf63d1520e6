"""Indexes a source tree as a named corpus: walk, limits, checksum pre-check, split, embed, upsert, clean up.

Idempotent and repairable. An unchanged file (manifest checksum and complete chunk count) is
skipped before any embedding call; a changed file's chunks are upserted by deterministic id and
its surplus chunks deleted in the same transaction; files gone from the tree lose their chunks;
a run that died leaves a RUNNING run row that the next run reports and repairs by this same walk.
Every file under the root is accounted for: indexed, unchanged, or skipped with its reason (symlinks,
hidden and special files, excluded folders included); a line cut to fit the token budget is reported.
Roots inside a version-control folder or the project's data folder are refused.
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ingestion.domain.ports import CorpusDeletion, CorpusSession, SourceStore
from ingestion.domain.sources import (
    HEAD_BYTES,
    SkipReason,
    SourceChunk,
    SourceLimits,
    TokenBudget,
    checksum,
    is_corpus_name,
    is_excluded_directory,
    refused_root,
    relative_path,
    skip_reason,
    split_file,
)
from services.embedders import Embedder, document_text, embedding_column
from services.settings import PROJECT_ROOT

log = logging.getLogger(__name__)

DEFAULT_BATCH_SIZE = 32


@dataclass(frozen=True)
class SkippedFile:
    """A file, or a folder (its path ends in "/"), that was not indexed, and why."""

    path: str
    reason: SkipReason


@dataclass(frozen=True)
class CutLine:
    """A line longer than the token budget, cut into ``pieces`` chunks."""

    path: str
    line: int
    pieces: int


@dataclass
class SourceIndexReport:
    corpus: str
    run_id: str = ""
    files_seen: int = 0
    indexed: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    skipped: list[SkippedFile] = field(default_factory=list)
    chunks_embedded: int = 0
    embedding_calls: int = 0
    interrupted_runs: list[str] = field(default_factory=list)
    cut_lines: list[CutLine] = field(default_factory=list)
    max_tokens: int = 0

    def summary(self) -> str:
        lines = [
            f"corpus {self.corpus}: {self.files_seen} files seen, {len(self.indexed)} indexed, "
            f"{len(self.unchanged)} unchanged, {len(self.removed)} removed, {len(self.skipped)} skipped; "
            f"{self.chunks_embedded} chunks embedded in {self.embedding_calls} calls"
        ]
        lines.extend(f"  repaired after interrupted run {run}" for run in self.interrupted_runs)
        lines.extend(f"  skipped {item.path}: {item.reason.value}" for item in self.skipped)
        lines.extend(
            f"  cut {cut.path} line {cut.line} into {cut.pieces} chunks: longer than the {self.max_tokens}-token budget"
            for cut in self.cut_lines
        )
        return "\n".join(lines)


def walk_sources(root: Path) -> tuple[list[tuple[str, Path]], list[SkippedFile]]:
    """(corpus-relative path, file) in path order, and everything not walked into, with its reason.

    Symlinks are never followed (a link can point outside the root); hidden and tool folders are not
    entered; hidden and special files (sockets, pipes) are not read. Each is reported.
    """
    found: list[tuple[str, Path]] = []
    skipped: list[SkippedFile] = []
    for directory, subdirectories, files in os.walk(root):
        base = Path(directory)
        entered = []
        for name in sorted(subdirectories):
            folder = base / name
            path = relative_path(folder.relative_to(root).parts) + "/"
            if folder.is_symlink():
                skipped.append(SkippedFile(path, SkipReason.SYMLINK))
            elif name.startswith("."):
                skipped.append(SkippedFile(path, SkipReason.HIDDEN))
            elif is_excluded_directory(name):
                skipped.append(SkippedFile(path, SkipReason.EXCLUDED_FOLDER))
            else:
                entered.append(name)
        subdirectories[:] = entered
        for name in sorted(files):
            file = base / name
            path = relative_path(file.relative_to(root).parts)
            if file.is_symlink():
                skipped.append(SkippedFile(path, SkipReason.SYMLINK))
            elif name.startswith("."):
                skipped.append(SkippedFile(path, SkipReason.HIDDEN))
            elif not file.is_file():
                skipped.append(SkippedFile(path, SkipReason.NOT_A_FILE))
            else:
                found.append((path, file))
    return sorted(found), sorted(skipped, key=lambda item: item.path)


def read_source(path: str, file: Path, limits: SourceLimits) -> tuple[SkipReason | None, bytes]:
    """The file's bytes, or why it is skipped; a file over the size limit is never read whole."""
    try:
        size = file.stat().st_size
        with file.open("rb") as handle:
            head = handle.read(HEAD_BYTES)
    except OSError:
        return SkipReason.UNREADABLE, b""
    reason = skip_reason(path, size, head, limits)
    if reason is not None:
        return reason, b""
    try:
        content = file.read_bytes()
    except OSError:
        return SkipReason.UNREADABLE, b""
    try:
        content.decode("utf-8")
    except UnicodeDecodeError:
        return SkipReason.BINARY, b""
    return None, content


async def index_sources(
    root: Path,
    corpus: str,
    *,
    store: SourceStore,
    embedder: Embedder,
    limits: SourceLimits | None = None,
    budget: TokenBudget | None = None,
    batch_size: int = DEFAULT_BATCH_SIZE,
    data_folders: Sequence[Path] = (),
) -> SourceIndexReport:
    """Raises FileNotFoundError for a missing root and ValueError for a bad corpus name or embedder, or a
    root that is refused (inside a version-control folder, the project's ``.data`` or ``data_folders``)."""
    if not is_corpus_name(corpus):
        raise ValueError("corpus names are 1-64 characters [a-z0-9._-]")
    if not await asyncio.to_thread(root.is_dir):
        raise FileNotFoundError(f"no such source folder: {root}")
    resolved = await asyncio.to_thread(root.resolve)
    folders = [await asyncio.to_thread(f.resolve) for f in (PROJECT_ROOT / ".data", *data_folders)]
    refusal = refused_root(resolved, folders)
    if refusal is not None:
        raise ValueError(f"refused root: {refusal}")
    embedding_column(embedder.dimensions)  # raises ValueError for a space we have no column for
    limits = limits or SourceLimits()
    budget = budget or TokenBudget()
    report = SourceIndexReport(corpus, max_tokens=budget.max_tokens)
    async with store.corpus(corpus) as session:
        run_id, interrupted = await session.start_run()
        report.run_id = str(run_id)
        report.interrupted_runs = [str(run) for run in interrupted]
        for run in interrupted:
            log.warning("corpus %s: run %s did not finish; this run repairs it", corpus, run)
        try:
            await _index(root, corpus, session, embedder, limits, budget, batch_size, report)
        except Exception:
            await session.finish_run(
                run_id, "FAILED", seen=report.files_seen, indexed=len(report.indexed), skipped=len(report.skipped)
            )
            raise
        # Only a completed walk may finish the run; a process killed before this leaves it RUNNING.
        await session.finish_run(
            run_id, "COMPLETED", seen=report.files_seen, indexed=len(report.indexed), skipped=len(report.skipped)
        )
    return report


async def delete_corpus(store: SourceStore, corpus: str) -> CorpusDeletion:
    """Removes a corpus's chunks, manifest and run history in one transaction, holding its lock (a run that
    is indexing it makes this raise CorpusBusy rather than race it)."""
    async with store.corpus(corpus) as session:
        return await session.delete_all()


async def _index(
    root: Path,
    corpus: str,
    store: CorpusSession,
    embedder: Embedder,
    limits: SourceLimits,
    budget: TokenBudget,
    batch_size: int,
    report: SourceIndexReport,
) -> None:
    manifest = await store.manifest()
    present: set[str] = set()
    files, not_walked = await asyncio.to_thread(walk_sources, root)
    report.skipped.extend(not_walked)
    report.files_seen += sum(1 for item in not_walked if not item.path.endswith("/"))
    for path, file in files:
        report.files_seen += 1
        reason, content = await asyncio.to_thread(read_source, path, file, limits)
        if reason is not None:
            report.skipped.append(SkippedFile(path, reason))
            continue
        text = content.decode("utf-8")
        present.add(path)
        file_checksum = checksum(content)
        entry = manifest.get(path)
        if entry is not None and entry.holds(file_checksum, embedder.model_id):
            report.unchanged.append(path)  # no split, no embedding call
            continue
        split = split_file(text, path, budget)
        chunks = split.chunks
        for line in split.cut_lines:
            pieces = sum(1 for chunk in chunks if chunk.line_start == line == chunk.line_end)
            report.cut_lines.append(CutLine(path, line, pieces))
            log.warning(
                "corpus %s: %s line %s was cut into %s chunks to fit the token budget", corpus, path, line, pieces
            )
        vectors = await _embed(embedder, corpus, path, chunks, batch_size, report)
        await store.write_file(
            path,
            file_checksum,
            list(zip(chunks, vectors, strict=True)),
            embedding_model=embedder.model_id,
            dimensions=embedder.dimensions,
        )
        report.indexed.append(path)
    # Files that disappeared, or turned into skipped ones, must not keep answering questions.
    gone = sorted(path for path in manifest if path not in present)
    await store.remove_files(gone)
    report.removed.extend(gone)


async def _embed(
    embedder: Embedder,
    corpus: str,
    path: str,
    chunks: Sequence[SourceChunk],
    batch_size: int,
    report: SourceIndexReport,
) -> list[list[float]]:
    texts = [document_text(f"{corpus}/{path}", chunk.heading, chunk.content) for chunk in chunks]
    vectors: list[list[float]] = []
    for start in range(0, len(texts), batch_size):
        batch = texts[start : start + batch_size]
        vectors.extend(await embedder.embed_documents(batch))
        report.embedding_calls += 1
    report.chunks_embedded += len(texts)
    return vectors
