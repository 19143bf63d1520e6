"""The review desk's PostgreSQL adapter (role policy_desk): records, cases, their history.

Every write is one transaction; the row lock of the case's UPDATE orders its history, and every state
change names the state (and, for decisions and appeals, the version) it starts from, so two reviewers
never hold one case and two decisions on one version never both land.
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any

import psycopg
from psycopg import sql
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from gateway.desk.domain import (
    DESK_ACTOR,
    CaseFilter,
    CaseState,
    DecidedCase,
    EventKind,
    Outcome,
    PageCursor,
    Verdict,
    conflict,
    not_found,
)
from gateway.desk.records import (
    digests_of,
    join_ledger_texts,
    join_seller_text,
    split_ledger_texts,
    split_seller_text,
)
from policyreview.v1 import common_pb2, policy_review_service_pb2, review_desk_service_pb2
from services.errors import ErrorReason, ServiceError
from services.vocabulary import FindingCode

log = logging.getLogger(__name__)

# One statement for a batch of answers (one round trip and one commit, autocommit): the ledger's section texts
# the batch cites (each once, migration 0014; a text already stored is left as it is), their records, and for
# those that need a human their cases and the cases' first events. Each parameter is one field's column over the
# batch (_BatchRow); the codes of a row travel as a JSON array, so no separator has to be reserved. Foreign keys
# are checked at the statement's end, after all the inserts. Every statement carries the texts its records cite,
# so a record never names a text that is not stored: no cache of "already stored" to go stale. Parameters go in
# binary: the records' bytes are neither escaped here nor parsed from hex there.
_RECORD_BATCH = """
WITH input AS (
    SELECT * FROM unnest(
        %(review_id)b::uuid[], %(caller_key_id)b::text[], %(listing_id)b::text[], %(record)b::bytea[],
        %(seller_text)b::bytea[], %(ledger_texts)b::bytea[], %(case_id)b::uuid[], %(marketplace)b::text[],
        %(locale)b::text[], %(category)b::text[], %(status)b::text[], %(finding_codes)b::text[],
        %(warning_codes)b::text[]
    ) AS t(review_id, caller_key_id, listing_id, record, seller_text, ledger_texts, case_id, marketplace, locale,
           category, status, finding_codes, warning_codes)
), texts AS (
    INSERT INTO review_section_text (digest, text)
    SELECT * FROM unnest(%(text_digest)b::bytea[], %(text_body)b::text[])
    ON CONFLICT (digest) DO NOTHING
), recorded AS (
    INSERT INTO review_record (review_id, caller_key_id, listing_id, record, seller_text, ledger_texts)
    SELECT review_id, caller_key_id, listing_id, record, seller_text, ledger_texts FROM input
    RETURNING review_id, recorded_at
), opened AS (
    INSERT INTO review_case (case_id, review_id, listing_id, marketplace, locale, category, status, finding_codes,
                             warning_codes, state, queued_at)
    SELECT i.case_id, i.review_id, i.listing_id, i.marketplace, i.locale, i.category, i.status,
           ARRAY(SELECT jsonb_array_elements_text(i.finding_codes::jsonb)),
           ARRAY(SELECT jsonb_array_elements_text(i.warning_codes::jsonb)), 'OPEN', r.recorded_at
    FROM input i JOIN recorded r USING (review_id)
    WHERE i.case_id IS NOT NULL
    RETURNING case_id, queued_at
), first_event AS (
    INSERT INTO review_case_event (case_id, sequence, kind, actor, at)
    SELECT case_id, 1, 'CASE_OPENED', %(desk_actor)b, queued_at FROM opened
)
SELECT review_id, recorded_at FROM recorded
"""
# Answers recorded together at most: one statement's worth while a burst of reviews finishes at once.
RECORD_BATCH_MAX = 64
# While answers arrive closer together than this, the writer waits this long before sending a batch, so more of
# them share its statement and commit (PostgreSQL's commit_delay with commit_siblings, here). An answer arriving
# alone (the previous one further back than this, and no other review under way) is written at once: a lone review
# never waits.
RECORD_LINGER_SECONDS = 0.01
# While answers keep coming (more arrived during a linger), the writer lingers again, this many times at most: under
# sustained load a statement carries about twice the answers (its fixed cost, about half a millisecond of gateway and
# as much of PostgreSQL CPU, shared by twice as many), for at most this many lingers of wait; a lull ends it at once.
RECORD_LINGER_ROUNDS = 2
# The next event number: the caller holds the case row's lock (its UPDATE or INSERT), so it cannot race.
_APPEND_EVENT = """
INSERT INTO review_case_event (case_id, sequence, kind, actor, decision, reason)
SELECT %(case_id)s, coalesce(max(sequence), 0) + 1, %(kind)s, %(actor)s, %(decision)s, %(reason)s
FROM review_case_event WHERE case_id = %(case_id)s
"""
_GET_RECORD = """
SELECT caller_key_id, recorded_at, record, seller_text, ledger_texts FROM review_record WHERE review_id = %(review_id)s
"""
_GET_TEXTS = "SELECT digest, text FROM review_section_text WHERE digest = ANY(%(digests)s)"
# A lapsed lease reads as OPEN, with no holder: the lease is the only claim.
_CASE_COLUMNS = sql.SQL("""
case_id::text, review_id::text, listing_id, marketplace, locale, category, status, finding_codes, warning_codes,
CASE WHEN state = 'CLAIMED' AND lease_expires_at <= now() THEN 'OPEN' ELSE state END AS state,
queued_at,
CASE WHEN state = 'CLAIMED' AND lease_expires_at > now() THEN holder END AS holder,
CASE WHEN state = 'CLAIMED' AND lease_expires_at > now() THEN lease_expires_at END AS lease_expires_at,
version, outcome, appeals
""")
_OPEN = sql.SQL("(state = 'OPEN' OR (state = 'CLAIMED' AND lease_expires_at <= now()))")
_STATE_CONDITION = {
    CaseState.OPEN: _OPEN,
    CaseState.CLAIMED: sql.SQL("(state = 'CLAIMED' AND lease_expires_at > now())"),
    CaseState.DECIDED: sql.SQL("state = 'DECIDED'"),
}
_ANY_STATE = sql.SQL("true")
_FILTERS = sql.SQL("""
AND (%(marketplace)s::text IS NULL OR marketplace = %(marketplace)s)
AND (%(locale)s::text IS NULL OR locale = %(locale)s)
AND (%(finding_code)s::text IS NULL OR %(finding_code)s = ANY (finding_codes))
""")
_CLAIM = sql.SQL("""
UPDATE review_case SET state = 'CLAIMED', holder = %(actor)s,
    lease_expires_at = now() + make_interval(secs => %(lease)s), version = version + 1
WHERE case_id = %(case_id)s AND ({open} OR (state = 'CLAIMED' AND holder = %(actor)s))
RETURNING case_id::text
""").format(open=_OPEN)
_CLAIM_NEXT = sql.SQL("""
UPDATE review_case SET state = 'CLAIMED', holder = %(actor)s,
    lease_expires_at = now() + make_interval(secs => %(lease)s), version = version + 1
WHERE case_id = (
    SELECT case_id FROM review_case WHERE {open} {filters}
    ORDER BY queued_at, case_id LIMIT 1 FOR UPDATE SKIP LOCKED
) AND {open}
RETURNING case_id::text
""").format(open=_OPEN, filters=_FILTERS)
# A decision lands only on the version the reviewer saw, and never on a case another reviewer holds.
_DECIDE = sql.SQL("""
UPDATE review_case SET state = 'DECIDED', holder = NULL, lease_expires_at = NULL, version = version + 1,
    outcome = %(outcome)s, decided_at = now()
WHERE case_id = %(case_id)s AND version = %(expected)s
    AND ({open} OR (state = 'CLAIMED' AND holder = %(actor)s))
RETURNING case_id::text
""").format(open=_OPEN)
_CASE = sql.SQL("SELECT {columns} FROM review_case WHERE case_id = %(case_id)s").format(columns=_CASE_COLUMNS)
_PAGE = sql.SQL("""
SELECT {columns} FROM review_case WHERE {state} {filters}
AND (%(after_at)s::timestamptz IS NULL OR (queued_at, case_id) > (%(after_at)s, %(after_id)s::uuid))
ORDER BY queued_at, case_id LIMIT %(limit)s
""")
_COUNT = sql.SQL("SELECT count(*)::int FROM review_case WHERE {state} {filters}")
_REOPEN = """
UPDATE review_case SET state = 'OPEN', queued_at = now(), outcome = NULL, decided_at = NULL,
    version = version + 1, appeals = appeals + 1
WHERE case_id = %(case_id)s AND version = %(expected)s AND state = 'DECIDED'
RETURNING case_id::text
"""
_CASE_EXISTS = "SELECT 1 FROM review_case WHERE case_id = %(case_id)s"
_HISTORY = """
SELECT sequence, kind, actor, at, decision, reason FROM review_case_event
WHERE case_id = %(case_id)s ORDER BY sequence
"""
_LATEST_DECISION = """
SELECT decision FROM review_case_event WHERE case_id = %(case_id)s AND kind = 'CASE_DECIDED'
ORDER BY sequence DESC LIMIT 1
"""
_DECIDED_CASES = """
SELECT c.finding_codes, e.decision, extract(epoch FROM c.decided_at - c.queued_at)::float8 AS seconds,
       c.review_id::text, c.case_id::text
FROM review_case c
JOIN LATERAL (
    SELECT decision FROM review_case_event
    WHERE case_id = c.case_id AND kind = 'CASE_DECIDED' ORDER BY sequence DESC LIMIT 1
) e ON true
WHERE c.state = 'DECIDED'
ORDER BY c.decided_at, c.case_id
"""
_QUEUE_NOW = """
SELECT count(*)::int AS depth, coalesce(extract(epoch FROM now() - min(queued_at)), 0)::float8 AS oldest
FROM review_case WHERE state <> 'DECIDED'
"""
# Depth and oldest age at each hour of the last day: from the history alone, so it is what was true then.
_QUEUE_HISTORY = """
WITH hours AS (
    SELECT generate_series(date_trunc('hour', now()) - interval '23 hours', date_trunc('hour', now()),
                           interval '1 hour') AS at
    UNION ALL SELECT now()
)
SELECT h.at, count(q.case_id)::int AS depth, coalesce(extract(epoch FROM h.at - min(q.at)), 0)::float8 AS oldest
FROM hours h
LEFT JOIN LATERAL (
    SELECT e.case_id, e.at FROM review_case_event e
    WHERE e.kind IN ('CASE_OPENED', 'CASE_REOPENED') AND e.at <= h.at
      AND NOT EXISTS (
          SELECT 1 FROM review_case_event d
          WHERE d.case_id = e.case_id AND d.sequence > e.sequence AND d.at <= h.at
            AND d.kind IN ('CASE_DECIDED', 'CASE_REOPENED')
      )
) q ON true
GROUP BY h.at ORDER BY h.at
"""
_REDACT = """
UPDATE review_record SET seller_text = NULL, seller_text_redacted_at = now()
WHERE seller_text IS NOT NULL AND recorded_at < %(cutoff)s
"""

_OUTCOMES = review_desk_service_pb2.CaseOutcome


def _time(value: datetime | None) -> str:
    return value.isoformat().replace("+00:00", "Z") if value is not None else ""


def _case(row: dict[str, Any]) -> review_desk_service_pb2.ReviewCase:
    return review_desk_service_pb2.ReviewCase(
        case_id=row["case_id"],
        review_id=row["review_id"],
        listing_id=row["listing_id"],
        marketplace=row["marketplace"],
        locale=row["locale"],
        category=row["category"],
        status=row["status"],
        finding_codes=row["finding_codes"],
        warning_codes=row["warning_codes"],
        state=row["state"],
        queued_at=_time(row["queued_at"]),
        holder=row["holder"] or "",
        lease_expires_at=_time(row["lease_expires_at"]),
        version=row["version"],
        outcome=row["outcome"] or "CASE_OUTCOME_UNSPECIFIED",
        appeals=row["appeals"],
    )


def _filter_params(where: CaseFilter) -> dict[str, Any]:
    return {
        "marketplace": where.marketplace,
        "locale": where.locale,
        "finding_code": where.finding_code.value if where.finding_code else None,
    }


def decided_case(finding_codes: Sequence[str], decision: bytes, seconds: float) -> DecidedCase:
    message = review_desk_service_pb2.CaseDecision.FromString(decision)
    return DecidedCase(
        finding_codes=tuple(FindingCode(code) for code in finding_codes),
        verdicts=tuple(
            (
                FindingCode(common_pb2.FindingCode.Name(v.code)),
                Verdict(review_desk_service_pb2.FindingVerdict.Name(v.verdict)),
            )
            for v in message.findings
        ),
        added=tuple(FindingCode(common_pb2.FindingCode.Name(a.code)) for a in message.added),
        outcome=Outcome(_OUTCOMES.Name(message.outcome)),
        seconds_to_decision=seconds,
    )


@dataclass(frozen=True)
class _BatchRow:
    """One answer's row of a record batch; the field names are the batch statement's parameters."""

    review_id: str
    caller_key_id: str
    listing_id: str
    record: bytes
    seller_text: bytes
    ledger_texts: bytes
    case_id: str | None
    marketplace: str
    locale: str
    category: str
    status: str
    finding_codes: str
    warning_codes: str
    # The ledger's texts by digest: written by the statement's first insert, each once per batch.
    texts: dict[bytes, str]


_BATCH_COLUMNS = tuple(field.name for field in fields(_BatchRow) if field.name != "texts")


def _batch_row(record: policy_review_service_pb2.PolicyReviewRecord) -> _BatchRow:
    kept, seller = split_seller_text(record)
    texts, digests = split_ledger_texts(kept)
    return _BatchRow(
        review_id=record.review_id,
        caller_key_id=record.caller_key_id,
        listing_id=record.listing.listing_id,
        record=kept.SerializeToString(),
        seller_text=seller.SerializeToString(),
        ledger_texts=digests,
        case_id=record.case_id or None,
        marketplace=common_pb2.Marketplace.Name(record.listing.marketplace),
        locale=record.listing.locale,
        category=record.listing.category,
        status=common_pb2.ReviewStatus.Name(record.status),
        finding_codes=json.dumps([common_pb2.FindingCode.Name(f.code) for f in record.findings]),
        warning_codes=json.dumps([w.code for w in record.warnings]),
        texts=texts,
    )


class PostgresReviewDesk:
    """Records, cases and history in PostgreSQL. Any database failure is RECORD_STORE_UNAVAILABLE.

    Records are written by group commit: answers that finish while a batch is being written go together in the
    next one (one statement, one commit), and each caller returns only once its own record is committed.
    """

    def __init__(
        self, pool: AsyncConnectionPool, *, lease_seconds: int, linger_seconds: float = RECORD_LINGER_SECONDS
    ) -> None:
        self._pool = pool
        self._lease = lease_seconds
        self._linger = linger_seconds
        self._pending: list[tuple[_BatchRow, asyncio.Future[datetime]]] = []
        self._writer: asyncio.Task[None] | None = None
        # When the last answer arrived, and whether it came within the linger of the one before (event loop clock).
        self._last_arrival = float("-inf")
        self._arriving = False

    async def open(self) -> None:
        # wait=False: the desk being down fails recording (typed), never the gateway's start.
        await self._pool.open(wait=False)

    async def close(self) -> None:
        # Records already handed over are written (or failed, typed) before the pool goes.
        if self._writer is not None:
            await asyncio.wait({self._writer})
        await self._pool.close()

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[psycopg.AsyncConnection[Any]]:
        async with self._connection() as conn, conn.transaction():
            yield conn

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[psycopg.AsyncConnection[Any]]:
        """A pooled connection (autocommit: single statements need no transaction of their own)."""
        try:
            async with self._pool.connection() as conn:
                yield conn
        except ServiceError:
            raise
        except (psycopg.Error, PoolTimeout, OSError) as error:
            # Never the statement or its parameters: they carry seller text.
            log.warning("review desk store failed: %s", type(error).__name__)
            raise ServiceError(ErrorReason.RECORD_STORE_UNAVAILABLE) from None

    async def record(
        self, record: policy_review_service_pb2.PolicyReviewRecord, *, open_case: bool, others_in_flight: int = 0
    ) -> str:
        """Stores the record (and opens its case, with the case's first event); returns once it is committed.

        Sets record.case_id when a case was opened; returns the time recorded (RFC 3339). A batch that fails
        fails every answer in it (RECORD_STORE_UNAVAILABLE): none is told it was recorded unless its commit was.
        ``others_in_flight``: reviews under way beside this one; their answers may come within the linger, so the
        writer waits for them even when the answer before came longer ago than that.
        """
        record.case_id = str(uuid.uuid4()) if open_case else ""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[datetime] = loop.create_future()
        self._pending.append((_batch_row(record), future))
        now = loop.time()
        self._arriving = others_in_flight > 0 or now - self._last_arrival < self._linger
        self._last_arrival = now
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._write_pending())
        # A caller that stops waiting (its record timeout) cancels only its own future; a batch already sent
        # may still commit its record: an extra record, the safe side (docs/desk.md).
        return _time(await future)

    async def _write_pending(self) -> None:
        """Writes what is pending, one batch after another, until nothing is; every future gets its outcome."""
        try:
            await self._write_all()
        except asyncio.CancelledError:
            # No caller may wait for an outcome that never comes (a batch being written settles its own).
            pending, self._pending = self._pending, []
            for _, future in pending:
                if not future.done():
                    future.set_exception(ServiceError(ErrorReason.RECORD_STORE_UNAVAILABLE))
            raise

    async def _write_all(self) -> None:
        while self._pending:
            if self._arriving:
                # Answers are finishing close together: those of the next few milliseconds join this batch.
                await self._linger_while_arriving()
            taken, self._pending = self._pending[:RECORD_BATCH_MAX], self._pending[RECORD_BATCH_MAX:]
            batch = [(row, future) for row, future in taken if not future.done()]
            if batch:
                await self._write_batch(batch)

    async def _linger_while_arriving(self) -> None:
        """Waits a linger, and another while answers came during the last one (RECORD_LINGER_ROUNDS at most)."""
        for _ in range(RECORD_LINGER_ROUNDS):
            waiting = len(self._pending)
            if waiting >= RECORD_BATCH_MAX:
                return
            await asyncio.sleep(self._linger)
            if len(self._pending) == waiting:
                return

    async def _write_batch(self, batch: list[tuple[_BatchRow, asyncio.Future[datetime]]]) -> None:
        recorded: dict[uuid.UUID, datetime] = {}
        try:
            params: dict[str, Any] = {name: [getattr(row, name) for row, _ in batch] for name in _BATCH_COLUMNS}
            texts = {digest: text for row, _ in batch for digest, text in row.texts.items()}
            params["text_digest"] = list(texts)
            params["text_body"] = list(texts.values())
            params["desk_actor"] = DESK_ACTOR
            async with self._connection() as conn:
                cursor = await conn.execute(_RECORD_BATCH, params)
                recorded = {review_id: at for review_id, at in await cursor.fetchall()}
        except Exception as error:  # whatever went wrong, every caller of the batch gets the typed failure
            if not isinstance(error, ServiceError):
                log.warning("review desk batch failed: %s", type(error).__name__)
        finally:
            # Also when this task is cancelled: no caller may wait for an outcome that never comes.
            for row, future in batch:
                if future.done():
                    continue
                at = recorded.get(uuid.UUID(row.review_id))
                if at is None:
                    future.set_exception(ServiceError(ErrorReason.RECORD_STORE_UNAVAILABLE))
                else:
                    future.set_result(at)

    async def _append(
        self,
        conn: psycopg.AsyncConnection[Any],
        case_id: str,
        kind: EventKind,
        actor: str,
        *,
        decision: bytes | None = None,
        reason: str | None = None,
    ) -> None:
        await conn.execute(
            _APPEND_EVENT,
            {"case_id": case_id, "kind": kind.value, "actor": actor, "decision": decision, "reason": reason},
        )

    async def get_record(self, review_id: str) -> policy_review_service_pb2.PolicyReviewRecord | None:
        async with self._transaction() as conn:
            row = await (await conn.execute(_GET_RECORD, {"review_id": review_id})).fetchone()
            if row is None:
                return None
            caller_key_id, recorded_at, kept_bytes, seller_bytes, ledger_texts = row
            digests = [] if ledger_texts is None else digests_of(ledger_texts)
            found = await (await conn.execute(_GET_TEXTS, {"digests": digests})).fetchall() if digests else []
        kept = policy_review_service_pb2.PolicyReviewRecord.FromString(kept_bytes)
        if ledger_texts is not None and not join_ledger_texts(kept, digests, dict(found)):
            # A record naming texts the store does not hold: never answered as if its ledger were whole.
            log.warning("review desk record %s names ledger texts the store lacks", review_id)
            raise ServiceError(ErrorReason.RECORD_STORE_UNAVAILABLE)
        seller = policy_review_service_pb2.PolicyReviewRecord.FromString(seller_bytes) if seller_bytes else None
        record = join_seller_text(kept, seller)
        record.caller_key_id = caller_key_id
        record.recorded_at = _time(recorded_at)
        return record

    async def _case_row(self, conn: psycopg.AsyncConnection[Any], case_id: str) -> review_desk_service_pb2.ReviewCase:
        async with conn.cursor(row_factory=dict_row) as cursor:
            await cursor.execute(_CASE, {"case_id": case_id})
            row = await cursor.fetchone()
        if row is None:
            raise not_found()
        return _case(row)

    async def get_case(
        self, case_id: str
    ) -> tuple[review_desk_service_pb2.ReviewCase, review_desk_service_pb2.CaseDecision | None]:
        async with self._transaction() as conn:
            case = await self._case_row(conn, case_id)
            row = await (await conn.execute(_LATEST_DECISION, {"case_id": case_id})).fetchone()
        decision = review_desk_service_pb2.CaseDecision.FromString(row[0]) if row is not None else None
        return case, decision

    async def list_cases(
        self, where: CaseFilter, page_size: int, cursor: PageCursor | None
    ) -> tuple[list[review_desk_service_pb2.ReviewCase], PageCursor | None, int]:
        state = _STATE_CONDITION[where.state] if where.state is not None else _ANY_STATE
        params = {
            **_filter_params(where),
            "after_at": cursor.queued_at if cursor else None,
            "after_id": cursor.case_id if cursor else None,
            "limit": page_size + 1,
        }
        page_query = _PAGE.format(columns=_CASE_COLUMNS, state=state, filters=_FILTERS)
        count_query = _COUNT.format(state=state, filters=_FILTERS)
        async with self._transaction() as conn:
            async with conn.cursor(row_factory=dict_row) as rows:
                await rows.execute(page_query, params)
                found = await rows.fetchall()
            total_row = await (await conn.execute(count_query, params)).fetchone()
        cases = [_case(row) for row in found[:page_size]]
        following = None
        if len(found) > page_size:
            last = found[page_size - 1]
            following = PageCursor(last["queued_at"], last["case_id"])
        return cases, following, total_row[0] if total_row else 0

    async def claim(self, case_id: str, actor: str) -> review_desk_service_pb2.ReviewCase:
        async with self._transaction() as conn:
            row = await (
                await conn.execute(_CLAIM, {"case_id": case_id, "actor": actor, "lease": self._lease})
            ).fetchone()
            if row is None:
                await self._missing_or_conflict(conn, case_id)
            await self._append(conn, case_id, EventKind.CASE_CLAIMED, actor)
            return await self._case_row(conn, case_id)

    async def claim_next(self, where: CaseFilter, actor: str) -> review_desk_service_pb2.ReviewCase | None:
        async with self._transaction() as conn:
            row = await (
                await conn.execute(_CLAIM_NEXT, {**_filter_params(where), "actor": actor, "lease": self._lease})
            ).fetchone()
            if row is None:
                return None
            await self._append(conn, row[0], EventKind.CASE_CLAIMED, actor)
            return await self._case_row(conn, row[0])

    async def decide(
        self, case_id: str, expected_version: int, actor: str, decision: review_desk_service_pb2.CaseDecision
    ) -> review_desk_service_pb2.ReviewCase:
        async with self._transaction() as conn:
            params = {
                "case_id": case_id,
                "expected": expected_version,
                "actor": actor,
                "outcome": _OUTCOMES.Name(decision.outcome),
            }
            row = await (await conn.execute(_DECIDE, params)).fetchone()
            if row is None:
                await self._missing_or_conflict(conn, case_id)
            stamped = await (await conn.execute("SELECT now()")).fetchone()
            assert stamped is not None
            decision.decided_by = actor
            decision.decided_at = _time(stamped[0])
            await self._append(conn, case_id, EventKind.CASE_DECIDED, actor, decision=decision.SerializeToString())
            return await self._case_row(conn, case_id)

    async def reopen(
        self, case_id: str, expected_version: int, actor: str, reason: str
    ) -> review_desk_service_pb2.ReviewCase:
        async with self._transaction() as conn:
            row = await (await conn.execute(_REOPEN, {"case_id": case_id, "expected": expected_version})).fetchone()
            if row is None:
                await self._missing_or_conflict(conn, case_id)
            await self._append(conn, case_id, EventKind.CASE_REOPENED, actor, reason=reason)
            return await self._case_row(conn, case_id)

    async def _missing_or_conflict(self, conn: psycopg.AsyncConnection[Any], case_id: str) -> None:
        exists = await (await conn.execute(_CASE_EXISTS, {"case_id": case_id})).fetchone()
        raise conflict() if exists is not None else not_found()

    async def history(self, case_id: str) -> list[review_desk_service_pb2.CaseEvent]:
        async with self._transaction() as conn:
            rows = await (await conn.execute(_HISTORY, {"case_id": case_id})).fetchall()
            if not rows:
                await self._missing_or_conflict(conn, case_id)
        events = []
        for sequence, kind, actor, at, decision, reason in rows:
            event = review_desk_service_pb2.CaseEvent(
                sequence=sequence,
                kind=kind,
                actor=actor,
                at=_time(at),
                reason=reason or "",
            )
            if decision is not None:
                event.decision.ParseFromString(decision)
            events.append(event)
        return events

    async def decided_cases(self) -> list[tuple[DecidedCase, str, str]]:
        """(latest decision, review id, case id) of every decided case, in decision order."""
        async with self._transaction() as conn:
            rows = await (await conn.execute(_DECIDED_CASES)).fetchall()
        return [
            (decided_case(codes, decision, seconds), review_id, case_id)
            for codes, decision, seconds, review_id, case_id in rows
        ]

    async def queue_now(self) -> tuple[int, float]:
        """Cases not decided, and the oldest one's age in seconds."""
        async with self._transaction() as conn:
            row = await (await conn.execute(_QUEUE_NOW)).fetchone()
        assert row is not None
        return row[0], row[1]

    async def queue_history(self) -> list[review_desk_service_pb2.QueuePoint]:
        """Queue depth and oldest age at each hour of the last day, and now."""
        async with self._transaction() as conn:
            points = await (await conn.execute(_QUEUE_HISTORY)).fetchall()
        return [
            review_desk_service_pb2.QueuePoint(at=_time(at), depth=depth, oldest_age_seconds=oldest)
            for at, depth, oldest in points
        ]

    async def redact(self, cutoff: datetime) -> int:
        """Clears the seller text of records made before ``cutoff``; returns how many."""
        async with self._transaction() as conn:
            cursor = await conn.execute(_REDACT, {"cutoff": cutoff})
            return cursor.rowcount
