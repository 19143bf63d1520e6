"""Decided desk cases as a labelled evaluation dataset: the reviewer's codes are the truth.

``python -m evaluation.desk_export`` reads the review desk (records and the latest decision of every decided
case, under the desk's database role) and writes a dataset folder (manifest + cases.jsonl, its SHA-256 in the
manifest) under ``.data/desk-export/``, outside the repository: the listing text stays in the database and
in that run-time folder, never in a commit. ``make eval-desk`` exports and runs the evaluation on it.

A case's expectation: the confirmed automatic codes and the codes the reviewer added, each with the sections
that support it (the ones the finding cited, or the one the reviewer named); no codes means the reviewer found
no violation, so the right answer is NO_POLICY_FINDINGS without a human. Records whose listing text was
redacted, or that carry no price (the dataset format needs one), cannot be replayed and are counted, not
exported.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import hashlib
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gateway.desk.store import PostgresReviewDesk
from policyreview.v1 import common_pb2, policy_review_service_pb2, review_desk_service_pb2
from services import database
from services.settings import PROJECT_ROOT, DatabaseSettings

NAME = "desk-decisions"
EXPORT_DIR = PROJECT_ROOT / ".data" / "desk-export"
CASES_FILE = "cases.jsonl"


@dataclass
class Export:
    cases: list[dict[str, Any]] = field(default_factory=list)
    redacted: int = 0
    without_price: int = 0


def _sections(
    record: policy_review_service_pb2.PolicyReviewRecord, finding: common_pb2.Finding
) -> list[dict[str, str]]:
    ledger = {entry.evidence_id: entry for entry in record.ledger}
    return [
        {"policyId": ledger[e].policy_id, "sectionId": ledger[e].section_id}
        for e in finding.evidence_ids
        if e in ledger
    ]


def labelled_case(
    record: policy_review_service_pb2.PolicyReviewRecord, decision: review_desk_service_pb2.CaseDecision, case_id: str
) -> dict[str, Any]:
    """One dataset case (the evaluation's JSON form) from a record and its case's latest decision."""
    listing = record.listing
    truth: dict[str, list[dict[str, str]]] = {}
    for verdict in decision.findings:
        if verdict.verdict == review_desk_service_pb2.CONFIRMED:
            finding = record.findings[verdict.finding_index]
            truth.setdefault(common_pb2.FindingCode.Name(finding.code), []).extend(_sections(record, finding))
    releases = {release.release_id: release.policy_id for release in record.releases}
    for added in decision.added:
        truth.setdefault(common_pb2.FindingCode.Name(added.code), []).append(
            {"policyId": releases.get(added.release_id, ""), "sectionId": added.section_id}
        )
    findings = [
        {"code": code, "sections": list({(s["policyId"], s["sectionId"]): s for s in sections}.values())}
        for code, sections in sorted(truth.items())
        if sections
    ]
    outcome = review_desk_service_pb2.CaseOutcome.Name(decision.outcome)
    grounded = record.status != common_pb2.INSUFFICIENT_POLICY_CONTEXT
    return {
        "id": f"desk-{case_id}",
        "note": f"Decided on the review desk: {outcome} ({len(findings)} codes).",
        "tags": ["desk", outcome.lower().replace("_", "-")],
        "request": {
            "listingId": listing.listing_id,
            "marketplace": common_pb2.Marketplace.Name(listing.marketplace),
            "locale": listing.locale,
            "category": listing.category,
            "title": listing.title,
            "description": listing.description,
            "condition": common_pb2.ListingCondition.Name(listing.condition),
            "price": listing.price,
            "attributes": dict(listing.attributes),
            "reviewDate": record.review_date or listing.review_date,
        },
        "expected": {
            "status": "POLICY_FINDINGS_AVAILABLE" if findings else "NO_POLICY_FINDINGS",
            "requiresHumanReview": bool(findings),
            "modelCall": grounded,
            "findings": findings,
        },
    }


async def collect(desk: PostgresReviewDesk) -> Export:
    export = Export()
    for _, review_id, case_id in await desk.decided_cases():
        record = await desk.get_record(review_id)
        _, decision = await desk.get_case(case_id)
        if record is None or decision is None:
            continue
        if record.listing_redacted:
            export.redacted += 1
            continue
        if not record.listing.HasField("price"):
            export.without_price += 1
            continue
        export.cases.append(labelled_case(record, decision, case_id))
    return export


def write_dataset(export: Export, folder: Path, today: dt.date | None = None) -> Path:
    """Writes manifest.json and cases.jsonl; replaces an earlier export of the same folder."""
    folder.mkdir(parents=True, exist_ok=True)
    lines = "".join(json.dumps(case, ensure_ascii=False, sort_keys=True) + "\n" for case in export.cases)
    (folder / CASES_FILE).write_text(lines, encoding="utf-8")
    created = (today or dt.datetime.now(dt.UTC).date()).isoformat()
    manifest = {
        "name": NAME,
        "version": created,
        "caseCount": len(export.cases),
        "created": created,
        "description": (
            "Decided review-desk cases exported at run time: listings as submitted, the reviewers' codes as the "
            "truth. Generated by python -m evaluation.desk_export; not committed (the listing text stays out of "
            "the repository)."
        ),
        "casesFile": CASES_FILE,
        "sha256": hashlib.sha256(lines.encode("utf-8")).hexdigest(),
        "retiredReleases": [],
    }
    (folder / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return folder


async def export_to(folder: Path, dsn: str) -> Export:
    desk = PostgresReviewDesk(database.make_pool(dsn, min_size=1, max_size=2, autocommit=True), lease_seconds=60)
    await desk.open()
    try:
        export = await collect(desk)
    finally:
        await desk.close()
    write_dataset(export, folder)
    return export


def main(argv: Sequence[str] | None = None) -> int:
    cli = argparse.ArgumentParser(prog="python -m evaluation.desk_export", description=__doc__.splitlines()[0])
    cli.add_argument("--out", type=Path, default=EXPORT_DIR / NAME, help="dataset folder to write")
    cli.add_argument("--dsn", default=None, help="desk DSN (default: the embedded database's policy_desk role)")
    args = cli.parse_args(argv)
    dsn = args.dsn or database.desk_dsn(DatabaseSettings())
    export = asyncio.run(export_to(args.out, dsn))
    print(
        f"{len(export.cases)} decided cases exported to {args.out} "
        f"({export.redacted} redacted and {export.without_price} without a price left out)"
    )
    if not export.cases:
        print("nothing to evaluate yet: decide some cases on the desk first", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
