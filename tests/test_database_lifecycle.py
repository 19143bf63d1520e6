"""`python -m services.database stop` and `make clean-data` tell the truth about the embedded PostgreSQL."""

from __future__ import annotations

import asyncio
import json
import os
import stat
import sys
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg import conninfo

from services.database import (
    CREDENTIALS_FILE,
    DESK_ROLE,
    MEMORY_ROLE,
    READER_ROLE,
    WRITER_ROLE,
    desk_dsn,
    memory_dsn,
    reader_dsn,
    with_params,
    writer_dsn,
)
from services.settings import PROJECT_ROOT, DatabaseSettings
from tests.support import scratch_data_dir

pytestmark = pytest.mark.slow


async def database_command(data_dir: Path, *args: str) -> tuple[int, str]:
    env = {**os.environ, "POLICY_REVIEW_DATA_DIR": str(data_dir)}
    for role in ("", "READER_", "WRITER_"):
        env.pop(f"POLICY_REVIEW_{role}DATABASE_URL", None)
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "services.database",
        *args,
        env=env,
        cwd=PROJECT_ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    output, _ = await asyncio.wait_for(process.communicate(), 240)
    assert process.returncode is not None
    return process.returncode, output.decode(errors="replace")


def postmaster_pid(data_dir: Path) -> int:
    return int((data_dir / "pg" / "postmaster.pid").read_text().split()[0])


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


async def dead_pid() -> int:
    process = await asyncio.create_subprocess_exec(sys.executable, "-c", "pass")
    await process.wait()
    return process.pid


@pytest.fixture
def scratch() -> Iterator[Path]:
    with scratch_data_dir("lifecycle") as path:
        yield path


async def test_stop_stops_the_postmaster_even_with_stale_handles_and_clean_refuses_while_it_runs(
    scratch: Path,
) -> None:
    tmp_path = scratch
    data = tmp_path / "data"
    code, output = await database_command(data, "start")
    assert code == 0, output
    pid = postmaster_pid(data)
    # What a killed publish leaves behind: registrations of processes that no longer exist.
    handles = data / "pg" / ".handle_pids.json"
    handles.write_text(json.dumps([await dead_pid(), await dead_pid()]))

    code, output = await database_command(tmp_path, "clean", str(data))
    assert code != 0
    assert "refusing" in output
    assert str(pid) in output
    assert (data / "pg" / "PG_VERSION").exists()

    code, output = await database_command(data, "stop")
    assert code == 0, output
    assert f"(pid {pid})" in output
    assert "stopped" in output
    assert not alive(pid)
    assert not handles.exists()

    code, output = await database_command(data, "stop")
    assert code == 0, output
    assert "not running" in output

    code, output = await database_command(tmp_path, "clean", str(data))
    assert code == 0, output
    assert not data.exists()


async def test_every_embedded_role_needs_its_own_password(scratch: Path) -> None:
    data = scratch / "data"
    outputs = []
    for command in ("start", "migrate"):
        code, output = await database_command(data, command)
        assert code == 0, output
        outputs.append(output)
    try:
        credentials_file = data / CREDENTIALS_FILE
        assert stat.S_IMODE(credentials_file.stat().st_mode) == 0o600
        credentials = json.loads(credentials_file.read_text())
        assert set(credentials) == {"postgres", READER_ROLE, WRITER_ROLE, MEMORY_ROLE, DESK_ROLE}
        assert len(set(credentials.values())) == 5
        for password in credentials.values():
            assert all(password not in output for output in outputs)  # never printed or logged
        assert "scram-sha-256" in (data / "pg" / "pg_hba.conf").read_text()

        settings = DatabaseSettings(data_dir=data)
        reader = reader_dsn(settings)
        with psycopg.connect(reader) as conn:
            assert conn.execute("SELECT current_user").fetchone() == (READER_ROLE,)
            assert conn.execute("SELECT count(*) FROM policy_release").fetchone() == (0,)
        # The reader's DSN opens nothing else: not the superuser, not the writer, not without a password.
        for attempt in (
            with_params(reader, user="postgres"),
            with_params(reader, user=WRITER_ROLE),
            with_params(reader, user=MEMORY_ROLE),
            with_params(reader, user=DESK_ROLE),
            with_params(reader, password="wrong"),
            conninfo.make_conninfo(
                "", **{k: v for k, v in conninfo.conninfo_to_dict(reader).items() if k != "password"}
            ),
        ):
            with pytest.raises(psycopg.OperationalError, match=r"password authentication failed|no password"):
                psycopg.connect(attempt).close()
        with psycopg.connect(writer_dsn(settings)) as conn:
            assert conn.execute("SELECT current_user").fetchone() == (WRITER_ROLE,)
        with psycopg.connect(memory_dsn(settings)) as conn:
            assert conn.execute("SELECT current_user").fetchone() == (MEMORY_ROLE,)
        with psycopg.connect(desk_dsn(settings)) as conn:
            assert conn.execute("SELECT current_user").fetchone() == (DESK_ROLE,)
    finally:
        code, output = await database_command(data, "stop")
        assert code == 0, output
