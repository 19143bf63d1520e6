"""Desk fixtures: a fresh migrated database per test module, and the desk's store under its own role."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import psycopg
import pytest

from gateway.desk.store import PostgresReviewDesk
from services import database
from tests.gateway.conftest import gateway_database, gateway_embedder, published_corpus
from tests.support import Database, create_database, drop_database

__all__ = ["gateway_database", "gateway_embedder", "published_corpus"]


@pytest.fixture(scope="module")
def desk_database(database_server: str) -> Iterator[Database]:
    db = create_database(database_server, "desk")
    yield db
    drop_database(database_server, db.name)


@pytest.fixture
def empty_desk(desk_database: Database) -> Database:
    with psycopg.connect(desk_database.admin_dsn, autocommit=True) as conn:
        conn.execute("TRUNCATE review_case_event, review_case, review_record, review_section_text")
    return desk_database


@pytest.fixture
async def store(empty_desk: Database) -> AsyncIterator[PostgresReviewDesk]:
    desk = PostgresReviewDesk(
        database.make_pool(empty_desk.desk_dsn, min_size=1, max_size=4, autocommit=True), lease_seconds=60
    )
    await desk.open()
    try:
        yield desk
    finally:
        await desk.close()
