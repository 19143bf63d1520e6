"""Migration 0012: the database refuses the locales and categories the API would refuse, and mends old spellings."""

from __future__ import annotations

import shutil
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from services.database import MIGRATIONS_DIR, apply_migrations, with_params
from services.values import CATEGORY_PATTERN, LOCALE_PATTERN
from tests.support import Database, drop_database

VALUE_CHECKS = "0012.value-checks.sql"

INSERT_RELEASE = """
INSERT INTO policy_release (release_id, policy_id, version, marketplace, locale, categories, effective_from,
    source_url, retrieved_at, supported_finding_codes, checksum, embedding_model, embedding_dimensions,
    status, expected_chunk_count)
VALUES (%s, 'p', %s, 'EBAY', %s, %s, '2026-01-01', 'https://example.com', now(), '{EXTERNAL_LINK}', 'c', 'm',
    256, 'RETIRED', 0)
"""
INSERT_CHUNK = """
INSERT INTO policy_chunk (chunk_id, release_id, section_id, section_heading, ordinal, content, content_hash,
    supported_finding_codes, embedding_model, embedding_256, applies_to_categories)
VALUES (gen_random_uuid(), %s, 'links', 'Links', 0, 'No links.', 'h', '{EXTERNAL_LINK}', 'm',
    array_fill(0.1, ARRAY[256])::vector, %s)
"""


def test_the_migration_carries_the_patterns_of_services_values() -> None:
    text = (MIGRATIONS_DIR / VALUE_CHECKS).read_text(encoding="utf-8")
    assert f"'{LOCALE_PATTERN}'" in text
    assert f"'{CATEGORY_PATTERN}'" in text


@pytest.mark.parametrize(
    ("locale", "categories"),
    [("en-us", ["ALL"]), ("EN-US", ["ALL"]), ("english", ["ALL"]), ("en-US", ["TOYS_"]), ("en-US", ["HOME__GARDEN"])],
)
def test_the_database_refuses_values_the_api_would_refuse(
    clean_database: Database, locale: str, categories: list[str]
) -> None:
    with (
        psycopg.connect(clean_database.writer_dsn, autocommit=True) as conn,
        pytest.raises(psycopg.errors.CheckViolation),
    ):
        conn.execute(INSERT_RELEASE, (str(uuid.uuid4()), "1", locale, categories))


def test_the_database_refuses_a_section_category_the_api_would_refuse(clean_database: Database) -> None:
    release = str(uuid.uuid4())
    with psycopg.connect(clean_database.writer_dsn, autocommit=True) as conn:
        conn.execute(INSERT_RELEASE, (release, "1", "zh-Hant-TW", ["ELECTRONICS", "HOME_AND_GARDEN"]))
        conn.execute(INSERT_CHUNK, (release, ["ELECTRONICS"]))
        with pytest.raises(psycopg.errors.CheckViolation):
            conn.execute(INSERT_CHUNK, (release, ["ELECTRONICS_"]))


@pytest.fixture
def store_before_checks(database_server: str, tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A database migrated up to the migration before 0012, and a folder holding those migrations."""
    name = f"policy_review_prechecks_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(database_server, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    folder = tmp_path / "migrations"
    folder.mkdir()
    for file in sorted(MIGRATIONS_DIR.glob("*.sql")):
        if file.name < VALUE_CHECKS:
            shutil.copy(file, folder / file.name)
    admin = with_params(database_server, dbname=name)
    apply_migrations(admin, folder)
    yield admin, folder
    drop_database(database_server, name)


def test_old_releases_in_another_case_are_written_canonically(store_before_checks: tuple[str, Path]) -> None:
    admin, _ = store_before_checks
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(INSERT_RELEASE, (str(uuid.uuid4()), "1", "en-us", ["ALL"]))
        conn.execute(INSERT_RELEASE, (str(uuid.uuid4()), "2", "zh-hant-tw", ["ELECTRONICS"]))
        conn.execute(INSERT_RELEASE, (str(uuid.uuid4()), "3", "en-GB", ["ALL"]))
    apply_migrations(admin)
    with psycopg.connect(admin) as conn:
        rows = conn.execute("SELECT version, locale FROM policy_release ORDER BY version").fetchall()
    assert rows == [("1", "en-US"), ("2", "zh-Hant-TW"), ("3", "en-GB")]


def test_a_release_that_cannot_be_mended_stops_the_migration_by_id(store_before_checks: tuple[str, Path]) -> None:
    admin, _ = store_before_checks
    broken = str(uuid.uuid4())
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(INSERT_RELEASE, (broken, "1", "en-US", ["TOYS_"]))
    with pytest.raises(Exception, match=broken):
        apply_migrations(admin)
    with psycopg.connect(admin) as conn:
        locale_check = conn.execute(
            "SELECT count(*) FROM pg_constraint WHERE conname = 'policy_release_locale_canonical'"
        ).fetchone()
    assert locale_check == (0,)
