"""The ingestion command line: ``python -m ingestion publish policies/``, ``calibrate`` and ``status``."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from collections.abc import Sequence
from pathlib import Path

from tqdm.contrib.logging import logging_redirect_tqdm

from ingestion.adapters.calibration_store import latest_calibrations
from ingestion.adapters.release_store import list_active_releases
from ingestion.adapters.source_store import CorpusBusy
from ingestion.calibration import CalibrationError, calibrate
from ingestion.domain.calibration import MODES
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
    publish.add_argument(
        "--calibrate-if-missing",
        action="store_true",
        help="then calibrate the embedder when it has no calibration yet (fresh stores, deployments)",
    )
    calibrate_command = commands.add_parser(
        "calibrate",
        help="measure and record the similarity gates of the configured embedder (make calibrate)",
        description=(
            "Scores the labelled listings of an evaluation dataset against the published corpus with the "
            "configured embedder and records one gate per retrieval mode; retrieval serves only with one."
        ),
    )
    calibrate_command.add_argument(
        "--dataset", default=None, help="evaluation dataset name or folder (default: the newest one)"
    )
    calibrate_command.add_argument(
        "--mode", choices=MODES, action="append", help="calibrate only this retrieval mode (repeatable; default: all)"
    )
    calibrate_command.add_argument(
        "--lexical-threshold",
        type=float,
        default=None,
        help="hybrid mode's full-text gate the figures are measured with (default: POLICY_REVIEW_LEXICAL_THRESHOLD)",
    )
    calibrate_command.add_argument(
        "--if-missing", action="store_true", help="do nothing when this embedder already has a calibration"
    )
    commands.add_parser("status", help="list the ACTIVE releases and the calibrations in use")
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


async def _publish(settings: IngestionSettings, paths: Sequence[Path], calibrate_if_missing: bool) -> int:
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
        print(report.summary())
        if calibrate_if_missing:
            # Retrieval serves only with a gate calibrated for its embedder (docs/retrieval.md).
            calibration = await calibrate(
                writer_dsn=dsn, embedder=embedder, lexical_threshold=settings.lexical_threshold, if_missing=True
            )
            print(calibration.summary())
    except CalibrationError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_NOT_OK
    finally:
        await embedder.close()
    return EXIT_OK if report.ok else EXIT_NOT_OK


async def _calibrate(settings: IngestionSettings, args: argparse.Namespace) -> int:
    embedder = build_embedder(settings)
    try:
        report = await calibrate(
            writer_dsn=writer_dsn(settings),
            embedder=embedder,
            dataset=args.dataset,
            modes=tuple(dict.fromkeys(args.mode)) if args.mode else MODES,
            lexical_threshold=settings.lexical_threshold if args.lexical_threshold is None else args.lexical_threshold,
            if_missing=args.if_missing,
        )
    except (CalibrationError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_NOT_OK
    finally:
        await embedder.close()
    print(report.summary())
    return EXIT_OK


def _print_table(rows: Sequence[Sequence[str]]) -> None:
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip())


async def _status(settings: IngestionSettings) -> int:
    dsn = writer_dsn(settings)
    releases = await list_active_releases(dsn)
    if not releases:
        print("no ACTIVE releases")
    else:
        rows: list[tuple[str, ...]] = [("POLICY", "SCOPE", "VERSION", "MODEL", "CHUNKS")]
        for release in releases:
            scope = f"{release.marketplace}/{release.locale}"
            model = f"{release.embedding_model} ({release.embedding_dimensions}-d)"
            rows.append((release.policy_id, scope, release.version, model, str(release.chunks)))
        _print_table(rows)
    embedder = build_embedder(settings)
    model, dimensions = embedder.model_id, embedder.dimensions
    await embedder.close()
    print()
    calibrations = await latest_calibrations(dsn)
    rows = [("CALIBRATION", "MODEL", "MODE", "GATE", "RECALL", "PRECISION", "DATASET", "CORPUS", "CALIBRATED", "")]
    for c in calibrations:
        in_use = c.embedding_model == model and c.embedding_dimensions == dimensions
        lexical = f" / {c.lexical_threshold:.2f}" if c.lexical_threshold is not None else ""
        gate = f"{c.similarity_threshold:.3f}{lexical}"
        rows.append(
            (
                str(c.calibration_id),
                f"{c.embedding_model} ({c.embedding_dimensions}-d)",
                c.retrieval_mode,
                gate,
                f"{c.section_recall:.3f}",
                f"{c.section_precision:.3f}",
                c.dataset,
                c.corpus_version[:12],
                c.calibrated_at.strftime("%Y-%m-%d %H:%M"),
                "in use" if in_use else "",
            )
        )
    if len(rows) > 1:
        _print_table(rows)
    if not any(c.embedding_model == model and c.embedding_dimensions == dimensions for c in calibrations):
        print(f"no calibration for the configured embedder {model} ({dimensions}-d): run `make calibrate`")
    return EXIT_OK


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    settings = IngestionSettings()
    setup_logging(SERVICE_NAME, settings.log_level, settings.log_format)
    setup_telemetry(SERVICE_NAME)
    try:
        if args.command == "publish":
            return asyncio.run(_publish(settings, args.paths, args.calibrate_if_missing))
        if args.command == "calibrate":
            return asyncio.run(_calibrate(settings, args))
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
