"""Conversation memory on PostgreSQL, through the policy_memory role (it can touch only these rows).

What is stored is exactly the reply the caller received (``reply``, the response as proto JSON) and
what the turn was about (``target``: a scope or a corpus), never raw model output. Every statement is
scoped to the caller's owner digest (gateway.domain.access.conversation_owner): another caller's
conversation under the same id is invisible, exactly like an id that was never used. Bounds are
enforced on write (older turns beyond the count and expired turns are deleted) and on read
(gateway.domain.questions.usable_history).
"""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any, LiteralString

import psycopg
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from gateway.domain.questions import MemoryBounds, StoredTurn, usable_history
from services.errors import ErrorReason, ServiceError

log = logging.getLogger(__name__)

TURNS_SQL: LiteralString = """
SELECT turn, question, answer, created_at, target FROM conversation_turn
WHERE owner_digest = %(owner)s AND conversation_id = %(conversation_id)s AND created_at >= now() - %(max_age)s
ORDER BY turn DESC LIMIT %(max_turns)s
"""
# One statement: the next turn number, the row, and the bounds enforced in the same snapshot.
APPEND_SQL: LiteralString = """
INSERT INTO conversation_turn (owner_digest, conversation_id, turn, question, answer, citations, reply, target)
SELECT %(owner)s, %(conversation_id)s, coalesce(max(turn), 0) + 1, %(question)s, %(answer)s, %(citations)s,
       %(reply)s, %(target)s
FROM conversation_turn WHERE owner_digest = %(owner)s AND conversation_id = %(conversation_id)s
RETURNING turn
"""
TRIM_SQL: LiteralString = """
DELETE FROM conversation_turn
WHERE (owner_digest = %(owner)s AND conversation_id = %(conversation_id)s AND turn <= %(turn)s - %(max_turns)s)
   OR created_at < now() - %(max_age)s
"""
DELETE_SQL: LiteralString = (
    "DELETE FROM conversation_turn WHERE owner_digest = %(owner)s AND conversation_id = %(conversation_id)s"
)


class PostgresConversationMemory:
    def __init__(self, pool: AsyncConnectionPool, bounds: MemoryBounds, *, timeout: float) -> None:
        self._pool = pool
        self._bounds = bounds
        self._timeout = timeout

    @property
    def bounds(self) -> MemoryBounds:
        return self._bounds

    def _params(self, owner: str, conversation_id: uuid.UUID, **extra: object) -> dict[str, object]:
        return {
            "owner": owner,
            "conversation_id": conversation_id,
            "max_age": self._bounds.max_age,
            "max_turns": self._bounds.max_turns,
            **extra,
        }

    async def _run(self, statements: Sequence[tuple[LiteralString, Mapping[str, object]]]) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = []
        try:
            async with self._pool.connection(timeout=self._timeout) as conn, conn.transaction():
                cursor = conn.cursor(row_factory=dict_row)
                for statement, params in statements:
                    await cursor.execute(statement, params)
                    if cursor.description is not None:
                        rows = await cursor.fetchall()
        except (PoolTimeout, psycopg.Error) as error:
            # The type only: driver messages can quote the stored question.
            log.warning("conversation memory failed: %s", type(error).__name__)
            raise ServiceError(ErrorReason.DEPENDENCY_UNAVAILABLE) from None
        return rows

    async def recall(self, owner: str, conversation_id: uuid.UUID) -> tuple[list[StoredTurn], Mapping[str, Any] | None]:
        """The usable turns (oldest first) and the target of the newest fresh turn, in one read."""
        rows = await self._run([(TURNS_SQL, self._params(owner, conversation_id))])
        turns = [StoredTurn(r["turn"], r["question"], r["answer"], r["created_at"], r["target"]) for r in rows]
        # Rows come newest first: the newest turn's target holds even when the character budget drops it.
        target = rows[0]["target"] if rows else None
        return usable_history(turns, self._bounds, datetime.now(UTC)), target

    async def history(self, owner: str, conversation_id: uuid.UUID) -> list[StoredTurn]:
        return (await self.recall(owner, conversation_id))[0]

    async def append(
        self,
        owner: str,
        conversation_id: uuid.UUID,
        question: str,
        answer: str,
        citations: Sequence[Mapping[str, object]],
        *,
        reply: Mapping[str, Any] | None = None,
        target: Mapping[str, Any] | None = None,
    ) -> int:
        params = self._params(
            owner,
            conversation_id,
            question=question,
            answer=answer,
            citations=json.dumps(list(citations), sort_keys=True),
            reply=json.dumps(reply, sort_keys=True) if reply is not None else None,
            target=json.dumps(target, sort_keys=True) if target is not None else None,
        )
        rows = await self._run([(APPEND_SQL, params)])
        turn = int(rows[0]["turn"])
        await self._run([(TRIM_SQL, {**params, "turn": turn})])
        return turn

    async def delete(self, owner: str, conversation_id: uuid.UUID) -> bool:
        """True when this owner had turns under the id; another owner's turns are never touched."""
        try:
            async with self._pool.connection(timeout=self._timeout) as conn:
                cursor = await conn.execute(DELETE_SQL, {"owner": owner, "conversation_id": conversation_id})
                return cursor.rowcount > 0
        except (PoolTimeout, psycopg.Error) as error:
            log.warning("conversation memory failed: %s", type(error).__name__)
            raise ServiceError(ErrorReason.DEPENDENCY_UNAVAILABLE) from None
