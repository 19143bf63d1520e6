"""What a publish run did, per policy file, and its plain-text summary."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from ingestion.domain.chunker import OverWindow
from ingestion.domain.loader import PolicyIssue
from services.errors import ErrorReason


class Outcome(StrEnum):
    PUBLISHED = "PUBLISHED"
    SKIPPED = "SKIPPED"
    REJECTED = "REJECTED"
    FAILED = "FAILED"
    INVALID = "INVALID"


@dataclass(frozen=True)
class FileReport:
    """One policy file's outcome. ``reason`` is a short product-worded sentence, never a payload."""

    path: Path
    outcome: Outcome
    reason: str
    policy_id: str | None = None
    marketplace: str | None = None
    locale: str | None = None
    version: str | None = None
    release_id: uuid.UUID | None = None
    error: ErrorReason | None = None
    issues: tuple[PolicyIssue, ...] = ()
    chunks: int = 0
    chunks_embedded: int = 0
    chunks_reused: int = 0
    # A rule pack edition's content hash (the policy store records it; reviews name it).
    content_hash: str | None = None
    # Chunks the embedder would cut (over its token window even after splitting): reported, never hidden.
    over_window: tuple[OverWindow, ...] = ()

    @property
    def scope(self) -> str:
        return f"{self.policy_id} {self.marketplace}/{self.locale}" if self.policy_id else ""


@dataclass(frozen=True)
class PublishReport:
    """Outcomes in the order they were decided; ``ok`` is False if anything was rejected, failed or invalid."""

    files: tuple[FileReport, ...]

    @property
    def chunks_embedded(self) -> int:
        """Chunks whose text was sent to the embedding model in this run."""
        return sum(file.chunks_embedded for file in self.files)

    @property
    def chunks_reused(self) -> int:
        """Chunks of published releases whose vector came from the embedding cache."""
        return sum(file.chunks_reused for file in self.files)

    @property
    def ok(self) -> bool:
        return all(file.outcome in (Outcome.PUBLISHED, Outcome.SKIPPED) for file in self.files)

    def with_outcome(self, outcome: Outcome) -> tuple[FileReport, ...]:
        return tuple(file for file in self.files if file.outcome is outcome)

    def for_path(self, path: Path) -> FileReport:
        for file in self.files:
            if file.path == path:
                return file
        raise KeyError(str(path))

    def summary(self) -> str:
        """Per-file lines, invalid files as ``path:line: message``, then the totals."""
        lines: list[str] = []
        for file in self.files:
            if file.outcome is Outcome.INVALID:
                lines.extend(f"{Outcome.INVALID.value:<9} {issue}" for issue in file.issues)
                if not file.issues:
                    lines.append(f"{Outcome.INVALID.value:<9} {file.path}: {file.reason}")
                continue
            detail = file.reason
            if file.outcome is Outcome.PUBLISHED and file.content_hash is not None:
                detail = f"rule pack edition {file.content_hash[:12]}"
            elif file.outcome is Outcome.PUBLISHED:
                detail = f"{file.chunks} chunks ({file.chunks_embedded} embedded, {file.chunks_reused} reused)"
            lines.append(f"{file.outcome.value:<9} {file.scope} {file.version}: {detail} [{file.path}]")
            lines.extend(
                f"{'OVERSIZED':<9} {file.scope} {file.version}: section {chunk.section_id} chunk {chunk.ordinal} "
                f"has {chunk.tokens} tokens, over the embedder's window of {chunk.max_tokens}; the embedder "
                f"cuts the rest [{file.path}]"
                for chunk in file.over_window
            )
        counts = ", ".join(f"{outcome.value.lower()} {len(self.with_outcome(outcome))}" for outcome in Outcome)
        lines.append(f"{counts}; chunks embedded {self.chunks_embedded}, reused {self.chunks_reused}")
        return "\n".join(lines)
