"""The ingestion command line: publish, calibrate, status, approve, reject, history, diff and cleanup of policy
releases, and index-sources, list-corpora and delete-corpus for source-tree corpora."""

from __future__ import annotations

import argparse
import asyncio
import getpass
import logging
import sys
import uuid
from collections.abc import Sequence
from datetime import UTC, date, datetime
from pathlib import Path

from tqdm.contrib.logging import logging_redirect_tqdm

from ingestion.approval import ApprovalRefused
from ingestion.bootstrap import Ingestion
from ingestion.calibration import CalibrationError
from ingestion.domain.calibration import MODES
from ingestion.domain.diff import diff_sections, render_diff
from ingestion.domain.model import RULES_PACK
from ingestion.domain.ports import ConcurrentActivation, CorpusBusy, ReleaseNotFound, ReleaseView
from ingestion.domain.sources import is_corpus_name
from ingestion.domain.timeline import TimelineConflict, TimelineEntry, source_stale, standing
from ingestion.publisher import DEFAULT_PUBLISHER
from ingestion.settings import IngestionSettings
from ingestion.sources import delete_corpus
from services.errors import ServiceError
from services.logs import setup_logging
from services.telemetry import setup_telemetry, shutdown_telemetry

SERVICE_NAME = "policy-review-ingestion"

EXIT_OK = 0
EXIT_NOT_OK = 1
EXIT_USAGE = 2

log = logging.getLogger(__name__)


def _default_actor() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return DEFAULT_PUBLISHER


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="policy-review-ingest",
        description="Publishes versioned policy files as releases on their scope's timeline, and reviews them.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    publish = commands.add_parser(
        "publish",
        help="validate, chunk, embed and publish policy files",
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
    publish.add_argument("--by", default=None, help="who publishes (default: the login name)")
    commands.add_parser("status", help="timelines, releases awaiting approval, INDEXING and FAILED releases")
    approve = commands.add_parser("approve", help="approve a release awaiting approval: it joins its timeline")
    approve.add_argument("release", type=uuid.UUID, help="release id (see `status`)")
    approve.add_argument("--by", required=True, help="who approves; must not be the publisher")
    reject = commands.add_parser("reject", help="reject a release awaiting approval: it is never served")
    reject.add_argument("release", type=uuid.UUID, help="release id (see `status`)")
    reject.add_argument("--by", required=True, help="who rejects")
    reject.add_argument("--reason", required=True, help="why (kept in the audit history)")
    cleanup = commands.add_parser(
        "cleanup", help="remove the chunks of releases superseded longer than the retention window"
    )
    cleanup.add_argument("--by", default=None, help="who runs it (default: the login name)")
    history = commands.add_parser("history", help="the audit history of a policy, oldest first")
    history.add_argument("policy", help=f"policy id (ebay-contact-information), or {RULES_PACK} for the rule editions")
    diff = commands.add_parser("diff", help="changed sections and finding codes between two versions")
    diff.add_argument("policy", help="policy id")
    diff.add_argument("--from", dest="from_version", required=True, help="the earlier version")
    diff.add_argument("--to", dest="to_version", required=True, help="the later version")
    sources = commands.add_parser(
        "index-sources",
        help="index a source tree (e.g. an installed library) as a named corpus for questions",
        description="Idempotent: unchanged files are not re-embedded; exits 1 when the run failed.",
    )
    sources.add_argument("root", type=Path, help="the folder to index")
    sources.add_argument("--corpus", required=True, help="corpus name, 1-64 characters [a-z0-9._-]")
    commands.add_parser("list-corpora", help="the indexed source corpora: files, chunks, embedders, last run")
    forget = commands.add_parser(
        "delete-corpus",
        help="delete a source corpus: its chunks, file manifest and run history",
        description="Exits 1 when no corpus has that name or a run is indexing it.",
    )
    forget.add_argument("corpus", help="corpus name")
    return parser


async def _list_corpora(job: Ingestion) -> int:
    corpora = await job.sources.corpora()
    if not corpora:
        print("no source corpora are indexed")
    for c in corpora:
        run = f"last run {c.last_status} {c.last_started:%Y-%m-%d %H:%M}" if c.last_started else "no run"
        models = ", ".join(c.embedding_models) or "no embedder"
        print(f"{c.corpus}: {c.files} files, {c.chunks} chunks ({models}); {run}")
    return EXIT_OK


async def _delete_corpus(job: Ingestion, corpus: str) -> int:
    if not is_corpus_name(corpus):
        raise ValueError("corpus names are 1-64 characters [a-z0-9._-]")
    try:
        deleted = await delete_corpus(job.sources, corpus)
    except CorpusBusy:
        print(f"error: a run is indexing corpus {corpus}; try again when it has finished", file=sys.stderr)
        return EXIT_NOT_OK
    if not deleted.deleted:
        print(f"error: no corpus named {corpus} (see list-corpora)", file=sys.stderr)
        return EXIT_NOT_OK
    print(f"deleted corpus {corpus}: {deleted.chunks} chunks, {deleted.files} files, {deleted.runs} runs")
    return EXIT_OK


async def _index_sources(job: Ingestion, root: Path, corpus: str) -> int:
    try:
        report = await job.index_sources(root, corpus)
    except CorpusBusy:
        print(f"error: another run is indexing corpus {corpus}", file=sys.stderr)
        return EXIT_NOT_OK
    print(report.summary())
    return EXIT_OK


async def _publish(job: Ingestion, paths: Sequence[Path], by: str, calibrate_if_missing: bool) -> int:
    embedder = job.embedder()
    progress = sys.stderr.isatty()
    try:
        with logging_redirect_tqdm():
            report = await job.publish(paths, embedder, published_by=by, progress=progress)
        print(report.summary())
        if calibrate_if_missing:
            # Retrieval serves only with a gate calibrated for its embedder (docs/retrieval.md).
            calibration = await job.calibrate(embedder, if_missing=True)
            print(calibration.summary())
    except CalibrationError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_NOT_OK
    finally:
        await embedder.close()
    return EXIT_OK if report.ok else EXIT_NOT_OK


async def _calibrate(job: Ingestion, args: argparse.Namespace) -> int:
    embedder = job.embedder()
    try:
        report = await job.calibrate(
            embedder,
            dataset=args.dataset,
            modes=tuple(dict.fromkeys(args.mode)) if args.mode else MODES,
            lexical_threshold=args.lexical_threshold,
            if_missing=args.if_missing,
        )
    except (CalibrationError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_NOT_OK
    finally:
        await embedder.close()
    print(report.summary())
    return EXIT_OK


def _table(rows: Sequence[Sequence[str]]) -> None:
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip())


def _age(since: datetime | None, now: datetime) -> str:
    if since is None:
        return "-"
    seconds = max(0, int((now - since).total_seconds()))
    for unit, size in (("d", 86_400), ("h", 3_600), ("m", 60)):
        if seconds >= size:
            return f"{seconds // size}{unit}"
    return f"{seconds}s"


async def _status(job: Ingestion, today: date | None = None) -> int:
    settings = job.settings
    releases = await job.views.releases()
    now = datetime.now(UTC)
    today = today or now.date()
    on_timeline = [r for r in releases if r.status == "ACTIVE"]
    awaiting = [r for r in releases if r.status == "AWAITING_APPROVAL"]
    unfinished = [r for r in releases if r.status in ("INDEXING", "FAILED")]
    if not on_timeline:
        print("no releases on a timeline")
    else:
        rows: list[tuple[str, ...]] = [
            ("POLICY", "SCOPE", "VERSION", "STANDING", "FROM", "UNTIL", "MODEL", "CHUNKS", "SOURCE CHECKED")
        ]
        for r in on_timeline:
            entry = TimelineEntry(r.release_id, r.version, r.effective_from, r.valid_until)
            stale = source_stale(r.retrieved_at.date(), today, settings.policy_source_stale_after_days)
            checked = f"{(today - r.retrieved_at.date()).days}d ago" + (" STALE" if stale else "")
            rows.append(
                (
                    r.policy_id,
                    f"{r.marketplace}/{r.locale}",
                    r.version,
                    standing(entry, today).value,
                    r.effective_from.isoformat(),
                    r.valid_until.isoformat() if r.valid_until else "-",
                    f"{r.embedding_model} ({r.embedding_dimensions}-d)",
                    str(r.chunks),
                    checked,
                )
            )
        _table(rows)
    if awaiting:
        print("\nawaiting approval:")
        _table(
            [("RELEASE", "POLICY", "SCOPE", "VERSION", "FROM", "PUBLISHED BY", "AGE")]
            + [_brief(r, now) for r in awaiting]
        )
    if unfinished:
        print("\nINDEXING and FAILED:")
        rows = [("RELEASE", "POLICY", "SCOPE", "VERSION", "STATUS", "AGE", "REASON")]
        for r in unfinished:
            since = r.failed_at if r.status == "FAILED" else r.created_at
            rows.append(
                (
                    str(r.release_id),
                    r.policy_id,
                    f"{r.marketplace}/{r.locale}",
                    r.version,
                    r.status,
                    _age(since, now),
                    r.failure_reason or "-",
                )
            )
        _table(rows)
    embedder = job.embedder()
    model, dimensions = embedder.model_id, embedder.dimensions
    await embedder.close()
    print()
    calibrations = await job.calibrations.latest()
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
        _table(rows)
    if not any(c.embedding_model == model and c.embedding_dimensions == dimensions for c in calibrations):
        print(f"no calibration for the configured embedder {model} ({dimensions}-d): run `make calibrate`")
    editions = await job.views.rule_editions()
    if editions:
        print("\nrule pack editions:")
        rows = [("RELEASE", "SCOPE", "VERSION", "STATUS", "FROM", "UNTIL", "CONTENT", "PUBLISHED BY", "SOURCE")]
        for e in editions:
            status = e.status
            if e.status == "ACTIVE":
                entry = TimelineEntry(e.release_id, e.version, e.effective_from, e.valid_until)
                status = standing(entry, today).value
            rows.append(
                (
                    str(e.release_id),
                    "/".join(part or "ALL" for part in e.scope.split("/")),
                    e.version,
                    status,
                    e.effective_from.isoformat(),
                    e.valid_until.isoformat() if e.valid_until else "-",
                    e.content_hash[:12],
                    e.published_by,
                    Path(e.source).name,
                )
            )
        _table(rows)
    return EXIT_OK


def _brief(r: ReleaseView, now: datetime) -> tuple[str, ...]:
    return (
        str(r.release_id),
        r.policy_id,
        f"{r.marketplace}/{r.locale}",
        r.version,
        r.effective_from.isoformat(),
        r.published_by,
        _age(r.created_at, now),
    )


async def _history(job: Ingestion, policy_id: str) -> int:
    events = await (job.views.rule_history() if policy_id == RULES_PACK else job.views.history(policy_id))
    if not events:
        print(f"no history for {policy_id}")
        return EXIT_NOT_OK
    rows: list[tuple[str, ...]] = [("TIME", "EVENT", "SCOPE", "VERSION", "ACTOR", "CHUNKS", "CHECKSUM", "DETAIL")]
    for e in events:
        rows.append(
            (
                e.occurred_at.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
                e.event,
                f"{e.marketplace}/{e.locale}",
                e.version,
                e.actor,
                str(e.chunk_count),
                e.checksum[:12],
                e.detail,
            )
        )
    _table(rows)
    return EXIT_OK


async def _diff(job: Ingestion, policy_id: str, old: str, new: str) -> int:
    rows = await job.views.sections(policy_id, [old, new])
    scopes: dict[tuple[str, str], dict[str, dict[str, object]]] = {}
    for row in rows:
        scopes.setdefault((row["marketplace"], row["locale"]), {})[row["version"]] = row
    pairs = {scope: versions for scope, versions in scopes.items() if old in versions and new in versions}
    if not pairs:
        print(f"error: no scope of {policy_id} has both versions {old} and {new}", file=sys.stderr)
        return EXIT_NOT_OK
    for (marketplace, locale), versions in sorted(pairs.items()):
        print(f"{policy_id} {marketplace}/{locale}: {old} -> {new} ({versions[new]['status']})")
        changes = diff_sections(versions[old]["sections"], versions[new]["sections"])  # type: ignore[arg-type]
        for line in render_diff(changes):
            print(f"  {line}")
    return EXIT_OK


async def _run(args: argparse.Namespace, job: Ingestion) -> int:
    if args.command == "publish":
        return await _publish(job, args.paths, args.by or _default_actor(), args.calibrate_if_missing)
    if args.command == "calibrate":
        return await _calibrate(job, args)
    if args.command == "index-sources":
        return await _index_sources(job, args.root, args.corpus)
    if args.command == "list-corpora":
        return await _list_corpora(job)
    if args.command == "delete-corpus":
        return await _delete_corpus(job, args.corpus)
    if args.command == "approve":
        print(await job.approve(args.release, by=args.by))
        return EXIT_OK
    if args.command == "reject":
        print(await job.reject(args.release, by=args.by, reason=args.reason))
        return EXIT_OK
    if args.command == "history":
        return await _history(job, args.policy)
    if args.command == "cleanup":
        cleaned = await job.clean_up(actor=args.by or _default_actor())
        days = job.settings.release_retention_days
        print(f"removed the chunks of {cleaned} release(s) superseded more than {days} days ago")
        return EXIT_OK
    if args.command == "diff":
        return await _diff(job, args.policy, args.from_version, args.to_version)
    return await _status(job)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    settings = IngestionSettings()
    setup_logging(SERVICE_NAME, settings.log_level, settings.log_format)
    setup_telemetry(SERVICE_NAME)
    try:
        return asyncio.run(_run(args, Ingestion(settings)))
    except (FileNotFoundError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except ReleaseNotFound:
        print("error: no release has that id", file=sys.stderr)
        return EXIT_NOT_OK
    except (ApprovalRefused, TimelineConflict) as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_NOT_OK
    except ConcurrentActivation:
        print("error: another release of this scope joined the timeline at the same time; retry", file=sys.stderr)
        return EXIT_NOT_OK
    except ServiceError as error:
        print(f"error: {error.reason.value}: {error.message}", file=sys.stderr)
        return EXIT_NOT_OK
    finally:
        shutdown_telemetry()


if __name__ == "__main__":
    sys.exit(main())
