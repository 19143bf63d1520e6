"""Connection setup and the one database-error translation every ingestion adapter uses (policy_writer role)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Any, LiteralString

import psycopg
from pgvector.psycopg import register_vector_async
from psycopg.abc import Params
from psycopg.rows import dict_row

from ingestion.domain.ports import ConcurrentActivation
from services.errors import ErrorReason, ServiceError

APPLICATION_NAME = "policy-review-ingestion"

Connection = psycopg.AsyncConnection[dict[str, Any]]


@contextmanager
def database_errors() -> Iterator[None]:
    """Database failures leave the adapters as the product's errors, never as SQL or driver text.

    The exclusion constraint on a scope's validity is the one refusal with a meaning of its own: another
    writer activated a release of the scope first (ConcurrentActivation). Everything else is
    POLICY_STORE_UNAVAILABLE, the driver's error kept as the cause for the logs.
    """
    try:
        yield
    except psycopg.errors.ExclusionViolation as error:
        raise ConcurrentActivation() from error
    except psycopg.Error as error:
        raise ServiceError(ErrorReason.POLICY_STORE_UNAVAILABLE) from error


async def connect(dsn: str, *, connect_timeout: float = 10.0) -> Connection:
    """An autocommit connection with pgvector types; multi-statement steps open explicit transactions."""
    with database_errors():
        conn = await psycopg.AsyncConnection.connect(
            dsn,
            autocommit=True,
            row_factory=dict_row,
            connect_timeout=max(1, round(connect_timeout)),
            application_name=APPLICATION_NAME,
        )
        try:
            await register_vector_async(conn)
        except BaseException:
            await conn.close()
            raise
    return conn


@asynccontextmanager
async def connection(dsn: str) -> AsyncIterator[Connection]:
    """A connection closed on exit, whatever happened."""
    conn = await connect(dsn)
    try:
        yield conn
    finally:
        await conn.close()


async def fetch_all(dsn: str, query: LiteralString, params: Params | None = None) -> list[dict[str, Any]]:
    """One query on a connection of its own (the command line's read views)."""
    async with connection(dsn) as conn:
        with database_errors():
            return await (await conn.execute(query, params)).fetchall()
