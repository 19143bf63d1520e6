"""The ingestion command line: ``python -m ingestion publish policies/`` and ``python -m ingestion status``."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from collections.abc import Sequence
from pathlib import Path

from tqdm.contrib.logging import logging_redirect_tqdm

from ingestion.adapters.release_store import list_active_releases
from ingestion.adapters.source_store import CorpusBusy
from ingestion.domain.sources import SourceLimits, TokenBudget
from ingestion.publisher import publish_policies
from ingestion.settings import IngestionSettings
from ingestion.sources import index_sources
from services.database import writer_dsn
from services.embedders import build_embedder
from services.errors import ServiceError
from services.logs import setup_logging
from services.telemetry import setup_telemetry, shutdown_telemetry

SERVICE_NAME = "policy-review-ingestion"

EXIT_OK = 0
EXIT_NOT_OK = 1
EXIT_USAGE = 2

log = logging.getLogger(__name__)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="policy-review-ingest",
        description="Publishes versioned policy files as releases and shows the active ones.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    publish = commands.add_parser(
        "publish",
        help="validate, chunk, embed and activate policy files",
        description="Exits 1 when any file was rejected, failed or invalid.",
    )
    publish.add_argument("paths", nargs="+", type=Path, help="policy files or folders (searched for *.md)")
    commands.add_parser("status", help="list the ACTIVE releases")
    sources = commands.add_parser(
        "index-sources",
        help="index a source tree (e.g. an installed library) as a named corpus for questions",
        description="Idempotent: unchanged files are not re-embedded; exits 1 when the run failed.",
    )
    sources.add_argument("root", type=Path, help="the folder to index")
    sources.add_argument("--corpus", required=True, help="corpus name, 1-64 characters [a-z0-9._-]")
    return parser


async def _index_sources(settings: IngestionSettings, root: Path, corpus: str) -> int:
    embedder = build_embedder(settings)
    try:
        report = await index_sources(
            root,
            corpus,
            writer_dsn=writer_dsn(settings),
            embedder=embedder,
            limits=SourceLimits(max_file_bytes=settings.source_max_file_bytes),
            budget=TokenBudget(settings.source_chunk_max_tokens),
            batch_size=settings.embedding_batch_size,
        )
    except CorpusBusy:
        print(f"error: another run is indexing corpus {corpus}", file=sys.stderr)
        return EXIT_NOT_OK
    finally:
        await embedder.close()
    print(report.summary())
    return EXIT_OK


async def _publish(settings: IngestionSettings, paths: Sequence[Path]) -> int:
    dsn = writer_dsn(settings)
    embedder = build_embedder(settings)
    progress = sys.stderr.isatty()
    try:
        with logging_redirect_tqdm():
            report = await publish_policies(
                paths,
                writer_dsn=dsn,
                embedder=embedder,
                progress=progress,
                max_chunk_chars=settings.chunk_max_chars,
                batch_size=settings.embedding_batch_size,
            )
    finally:
        await embedder.close()
    print(report.summary())
    return EXIT_OK if report.ok else EXIT_NOT_OK


async def _status(settings: IngestionSettings) -> int:
    releases = await list_active_releases(writer_dsn(settings))
    if not releases:
        print("no ACTIVE releases")
        return EXIT_OK
    rows = [("POLICY", "SCOPE", "VERSION", "MODEL", "CHUNKS")]
    for release in releases:
        scope = f"{release.marketplace}/{release.locale}"
        model = f"{release.embedding_model} ({release.embedding_dimensions}-d)"
        rows.append((release.policy_id, scope, release.version, model, str(release.chunks)))
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip())
    return EXIT_OK


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    settings = IngestionSettings()
    setup_logging(SERVICE_NAME, settings.log_level, settings.log_format)
    setup_telemetry(SERVICE_NAME)
    try:
        if args.command == "publish":
            return asyncio.run(_publish(settings, args.paths))
        if args.command == "index-sources":
            return asyncio.run(_index_sources(settings, args.root, args.corpus))
        return asyncio.run(_status(settings))
    except (FileNotFoundError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except ServiceError as error:
        print(f"error: {error.reason.value}: {error.message}", file=sys.stderr)
        return EXIT_NOT_OK
    finally:
        shutdown_telemetry()


if __name__ == "__main__":
    sys.exit(main())
