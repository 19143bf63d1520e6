"""The one place the ingestion job is composed: PostgreSQL stores from the writer DSN, the configured
embedder and the settings, handed to the use cases (publisher, approval, calibration, sources).

The use cases take their store and embedder and never see a DSN. The command line and the MCP server
build an ``Ingestion`` from the settings; code that already has a writer DSN (other parts' tests, the
benchmarks) builds the store it needs with ``release_store(dsn)`` and the like and calls the use case.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from functools import cached_property
from pathlib import Path

from ingestion.adapters.calibration_store import PostgresCalibrationStore
from ingestion.adapters.release_store import PostgresReleaseStore
from ingestion.adapters.release_views import PostgresReleaseViews
from ingestion.adapters.source_store import PostgresSourceStore
from ingestion.approval import approve_release, reject_release
from ingestion.calibration import CalibrationReport, calibrate
from ingestion.domain.calibration import MODES
from ingestion.domain.ports import CalibrationStore, ReleaseStore, ReleaseViews, SourceStore
from ingestion.domain.sources import SourceLimits, TokenBudget
from ingestion.publisher import PublishReport, clean_up_releases, publish_policies
from ingestion.settings import IngestionSettings
from ingestion.sources import SourceIndexReport, index_sources
from services.database import writer_dsn
from services.embedders import Embedder, build_embedder


def release_store(dsn: str) -> ReleaseStore:
    return PostgresReleaseStore(dsn)


def release_views(dsn: str) -> ReleaseViews:
    return PostgresReleaseViews(dsn)


def calibration_store(dsn: str) -> CalibrationStore:
    return PostgresCalibrationStore(dsn)


def source_store(dsn: str) -> SourceStore:
    return PostgresSourceStore(dsn)


class Ingestion:
    """The job as its settings compose it: the stores on the writer DSN, and the use cases with the settings'
    limits. The DSN is resolved (which starts the embedded server when none is configured) only when a store
    is first needed, and nothing connects until a use case opens a session."""

    def __init__(self, settings: IngestionSettings) -> None:
        self.settings = settings

    @cached_property
    def _writer_dsn(self) -> str:
        return writer_dsn(self.settings)

    @cached_property
    def releases(self) -> ReleaseStore:
        return release_store(self._writer_dsn)

    @cached_property
    def views(self) -> ReleaseViews:
        return release_views(self._writer_dsn)

    @cached_property
    def calibrations(self) -> CalibrationStore:
        return calibration_store(self._writer_dsn)

    @cached_property
    def sources(self) -> SourceStore:
        return source_store(self._writer_dsn)

    def embedder(self) -> Embedder:
        """The configured embedder; the caller closes it."""
        return build_embedder(self.settings)

    async def publish(
        self, paths: Sequence[Path], embedder: Embedder, *, published_by: str, progress: bool = False
    ) -> PublishReport:
        settings = self.settings
        return await publish_policies(
            paths,
            store=self.releases,
            embedder=embedder,
            progress=progress,
            max_chunk_chars=settings.chunk_max_chars,
            batch_size=settings.embedding_batch_size,
            approval_required=settings.approval_required,
            published_by=published_by,
            retention_days=settings.release_retention_days,
        )

    async def calibrate(
        self,
        embedder: Embedder,
        *,
        dataset: str | None = None,
        modes: Sequence[str] = MODES,
        lexical_threshold: float | None = None,
        if_missing: bool = False,
    ) -> CalibrationReport:
        return await calibrate(
            store=self.calibrations,
            embedder=embedder,
            dataset=dataset,
            modes=modes,
            lexical_threshold=self.settings.lexical_threshold if lexical_threshold is None else lexical_threshold,
            if_missing=if_missing,
        )

    async def approve(self, release_id: uuid.UUID, *, by: str) -> str:
        return await approve_release(self.releases, release_id, by=by)

    async def reject(self, release_id: uuid.UUID, *, by: str, reason: str) -> str:
        return await reject_release(self.releases, release_id, by=by, reason=reason)

    async def clean_up(self, *, actor: str) -> int:
        return await clean_up_releases(self.releases, retention_days=self.settings.release_retention_days, actor=actor)

    async def index_sources(self, root: Path, corpus: str) -> SourceIndexReport:
        """With the configured embedder, limits and budget (the command line and the MCP server index this way)."""
        settings = self.settings
        embedder = self.embedder()
        try:
            return await index_sources(
                root,
                corpus,
                store=self.sources,
                embedder=embedder,
                limits=SourceLimits(max_file_bytes=settings.source_max_file_bytes),
                budget=TokenBudget(settings.source_chunk_max_tokens),
                batch_size=settings.embedding_batch_size,
                data_folders=[settings.data_dir],
            )
        finally:
            await embedder.close()
