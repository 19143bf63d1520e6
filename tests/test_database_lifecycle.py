"""`python -m services.database stop` and `make clean-data` tell the truth about the embedded PostgreSQL."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

import pytest

from services.settings import PROJECT_ROOT

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


async def test_stop_stops_the_postmaster_even_with_stale_handles_and_clean_refuses_while_it_runs(
    tmp_path: Path,
) -> None:
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
