"""Migration 0004 carries a store written before the timeline over: ACTIVE releases join their timelines."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from services.database import MIGRATIONS_DIR, apply_migrations, with_params
from tests.support import Database, create_database, drop_database

BEFORE_TIMELINE = ("0001.policy-store.sql", "0002.roles.sql")

INSERT_RELEASE = """
INSERT INTO policy_release (release_id, policy_id, version, marketplace, locale, categories, effective_from,
    source_url, retrieved_at, supported_finding_codes, checksum, embedding_model, embedding_dimensions,
    status, expected_chunk_count)
VALUES (%s, 'p', %s, 'EBAY', 'en-US', '{ALL}', %s, 'https://example.com', now(), '{EXTERNAL_LINK}', 'c', 'm', 256,
    %s, 1)
"""
INSERT_CHUNK = """
INSERT INTO policy_chunk (chunk_id, release_id, section_id, section_heading, ordinal, content, content_hash,
    supported_finding_codes, embedding_model, embedding_256)
VALUES (gen_random_uuid(), %s, 'links', 'Links', 0, 'No links.', 'h', '{EXTERNAL_LINK}', 'm',
    array_fill(0.1, ARRAY[256])::vector)
"""


@pytest.fixture
def old_store(database_server: str, tmp_path: Path) -> Iterator[Database]:
    db = create_database(database_server, "premigration")
    # A fresh database of its own, migrated only up to the roles, as stores were before the timeline.
    name = f"{db.name}_old"
    with psycopg.connect(database_server, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    folder = tmp_path / "migrations"
    folder.mkdir()
    for file in BEFORE_TIMELINE:
        shutil.copy(MIGRATIONS_DIR / file, folder / file)
    admin = with_params(database_server, dbname=name)
    apply_migrations(admin, folder)
    yield Database(admin, db.reader_dsn, db.writer_dsn, name)
    drop_database(database_server, name)
    drop_database(database_server, db.name)


def test_the_migration_puts_todays_active_releases_on_their_timeline(old_store: Database) -> None:
    retired, active = "00000000-0000-0000-0000-00000000000a", "00000000-0000-0000-0000-00000000000b"
    with psycopg.connect(old_store.admin_dsn, autocommit=True) as conn:
        conn.execute(INSERT_RELEASE, (retired, "2026-01-01", "2026-01-01", "RETIRED"))
        conn.execute(INSERT_RELEASE, (active, "2026-06-01", "2026-06-01", "ACTIVE"))
        conn.execute(INSERT_CHUNK, (active,))
    apply_migrations(old_store.admin_dsn)
    with psycopg.connect(old_store.admin_dsn) as conn:
        rows = conn.execute(
            "SELECT version, status, lower(validity)::text, upper(validity)::text, sections "
            "FROM policy_release ORDER BY version"
        ).fetchall()
        events = conn.execute("SELECT event, version, actor FROM policy_release_event").fetchall()
    assert rows == [
        ("2026-01-01", "RETIRED", None, None, []),
        (
            "2026-06-01",
            "ACTIVE",
            "2026-06-01",
            None,
            [{"sectionId": "links", "heading": "Links", "findingCodes": ["EXTERNAL_LINK"], "text": "No links."}],
        ),
    ]
    assert events == [("ACTIVATED", "2026-06-01", "migration 0004")]
