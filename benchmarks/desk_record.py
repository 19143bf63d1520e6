"""What recording every answer costs (`python -m benchmarks desk_record`, run by `make bench` after the table).

The review desk writes one record per answer, and a case with its first event for every answer that needs a
human, before the answer leaves; answers finishing together share one statement and commit (group commit).
This measures that write alone, in-process, on a scratch database of the test cluster: the gateway's CPU per
record (protobuf split + psycopg), PostgreSQL's CPU per record (postmaster and backends, from /proc, when the
cluster runs here), wall time per record sequentially, and records/s at concurrency 16. Redaction is timed
over the records written.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import time
import uuid
from datetime import UTC, datetime, timedelta

import psycopg

from benchmarks._machine import ProcessGroup, load_line
from gateway.desk.records import ReviewTrail, build_record
from gateway.desk.store import PostgresReviewDesk
from policyreview.v1 import common_pb2, policy_review_service_pb2
from services import database
from tests.support import cluster_dsn, create_database, drop_database

RECORDS = 2000
CONCURRENCY = 16


def _answer() -> tuple[
    policy_review_service_pb2.ReviewListingRequest, policy_review_service_pb2.ReviewListingResponse, ReviewTrail
]:
    """A typical answer with findings: a 600-character description, 8 ledger entries of 900 characters."""
    request = policy_review_service_pb2.ReviewListingRequest(
        listing_id="bench-listing",
        marketplace=common_pb2.EBAY,
        locale="en-US",
        category="ELECTRONICS",
        title="Used mirrorless camera body with two lenses",
        description="Fully working, light wear on the grip. " * 15,
        condition=common_pb2.USED,
        attributes={"brand": "ExampleCam", "model": "X100"},
    )
    ledger = common_pb2.Ledger()
    for n in range(1, 9):
        ledger.entries.add(
            evidence_id=f"POLICY_{n}",
            evidence=common_pb2.Evidence(
                release_id=str(uuid.uuid4()),
                policy_id="ebay-contact-information",
                policy_version="2026-09-15",
                section_id=f"section-{n}",
                section_heading="Contact details in listing text",
                text="Listings should not contain personal or business contact details. " * 13,
                supported_finding_codes=[common_pb2.CONTACT_INFO_IN_LISTING],
            ),
        )
    response = policy_review_service_pb2.ReviewListingResponse(
        status=common_pb2.POLICY_FINDINGS_AVAILABLE,
        findings=[
            common_pb2.Finding(
                code=common_pb2.CONTACT_INFO_IN_LISTING,
                severity=common_pb2.BLOCKER,
                message="The listing contains contact details.",
                listing_fields=[common_pb2.DESCRIPTION],
                evidence_ids=["POLICY_1"],
                listing_quote="light wear",
            )
        ],
        requires_human_review=True,
    )
    trail = ReviewTrail(diagnostics=policy_review_service_pb2.ReviewDiagnostics(reviewer="rules"), ledger=ledger)
    return request, response, trail


def _postgres_group(dsn: str) -> ProcessGroup | None:
    """The cluster's postmaster, when it runs on this machine and we may read its pid."""
    with psycopg.connect(dsn, autocommit=True) as conn:
        row = conn.execute("SELECT setting FROM pg_settings WHERE name = 'data_directory'").fetchone()
    try:
        pid = int(open(os.path.join(str(row[0]), "postmaster.pid")).readline()) if row else 0  # noqa: SIM115
    except (OSError, ValueError):
        return None
    return ProcessGroup("postgresql", pid, with_children=True) if pid else None


async def _run(desk_dsn: str, admin_dsn: str) -> list[str]:
    request, response, trail = _answer()
    store = PostgresReviewDesk(
        database.make_pool(desk_dsn, min_size=4, max_size=CONCURRENCY, autocommit=True), lease_seconds=900
    )
    await store.open()
    postgres = _postgres_group(admin_dsn)
    lines = []
    try:
        # Warm-up: connections open, statements prepared.
        for _ in range(50):
            await store.record(
                build_record(
                    review_id=str(uuid.uuid4()),
                    caller_key_id="anonymous",
                    request=request,
                    response=response,
                    trail=trail,
                ),
                open_case=True,
            )
        walls = []
        cpu_started, pg_started = time.process_time(), postgres.cpu() if postgres else 0.0
        for n in range(RECORDS):
            started = time.perf_counter()
            record = build_record(
                review_id=str(uuid.uuid4()), caller_key_id="anonymous", request=request, response=response, trail=trail
            )
            await store.record(record, open_case=n % 4 != 0)  # 3 in 4 answers need a human (74% measured)
            walls.append(time.perf_counter() - started)
        cpu = (time.process_time() - cpu_started) / RECORDS * 1000
        pg = ((postgres.cpu() - pg_started) / RECORDS * 1000) if postgres else float("nan")
        lines.append(
            f"sequential, {RECORDS} records (3 in 4 open a case): gateway CPU {cpu:.3f} ms/record, "
            f"PostgreSQL CPU {pg:.3f} ms/record, wall p50 {statistics.median(walls) * 1000:.2f} ms, "
            f"p99 {sorted(walls)[int(len(walls) * 0.99)] * 1000:.2f} ms"
        )
        queue: asyncio.Queue[int] = asyncio.Queue()
        for n in range(RECORDS):
            queue.put_nowait(n)

        async def worker() -> None:
            while not queue.empty():
                n = queue.get_nowait()
                await store.record(
                    build_record(
                        review_id=str(uuid.uuid4()),
                        caller_key_id="anonymous",
                        request=request,
                        response=response,
                        trail=trail,
                    ),
                    open_case=n % 4 != 0,
                )

        started = time.perf_counter()
        cpu_started, pg_started = time.process_time(), postgres.cpu() if postgres else 0.0
        await asyncio.gather(*(worker() for _ in range(CONCURRENCY)))
        cpu = (time.process_time() - cpu_started) / RECORDS * 1000
        pg = ((postgres.cpu() - pg_started) / RECORDS * 1000) if postgres else float("nan")
        lines.append(
            f"concurrency {CONCURRENCY}: {RECORDS / (time.perf_counter() - started):.0f} records/s, "
            f"gateway CPU {cpu:.3f} ms/record, PostgreSQL CPU {pg:.3f} ms/record"
        )
        started = time.perf_counter()
        redacted = await store.redact(datetime.now(UTC) + timedelta(minutes=1))
        lines.append(f"redaction: {redacted} records in {(time.perf_counter() - started) * 1000:.0f} ms")
    finally:
        await store.close()
    return lines


def main() -> None:
    server, handle = cluster_dsn()
    db = create_database(server, "bench_desk")
    try:
        print(load_line())
        for line in asyncio.run(_run(db.desk_dsn, db.admin_dsn)):
            print(line, flush=True)
    finally:
        drop_database(server, db.name)
        stop = getattr(handle, "stop", None)
        if callable(stop) and handle.__class__.__name__ == "PostgresContainer":
            stop()


if __name__ == "__main__":
    main()
