"""A real stack with the review desk on: the three services and the gateway in-process over loopback."""

from __future__ import annotations

import hashlib
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import psycopg

from gateway.bootstrap import GatewayServer, build_server
from gateway.settings import GatewaySettings
from generation.bootstrap import build_server as build_generation_server
from generation.domain.rules import RulesReviewer
from generation.settings import GenerationSettings
from retrieval.bootstrap import build_server as build_retrieval_server
from retrieval.settings import RetrievalSettings
from services.embedders.wordllama import WordLlamaEmbedder
from services.server import GrpcServer
from tests.support import Database, stop_at_once

CALLER_KEY = "caller-key-for-tests"
REVIEWER_KEY = "reviewer-key-for-tests"
SECOND_REVIEWER_KEY = "second-reviewer-key-for-tests"
ADMIN_KEY = "admin-key-for-tests"


def digest(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


@dataclass
class DeskStack:
    gateway: GatewayServer
    servers: dict[str, GrpcServer] = field(default_factory=dict)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.gateway.http_port}"

    async def call(
        self, method: str, path: str, key: str | None, body: dict[str, Any] | None = None
    ) -> tuple[int, Any]:
        async with (
            aiohttp.ClientSession() as session,
            session.request(method, f"{self.base}{path}", json=body, headers=bearer(key) if key else {}) as response,
        ):
            return response.status, await response.json(content_type=None)


def clear_desk(database: Database) -> None:
    with psycopg.connect(database.admin_dsn, autocommit=True) as conn:
        conn.execute("TRUNCATE review_case_event, review_case, review_record, review_section_text")


@asynccontextmanager
async def desk_stack(
    database: Database, embedder: WordLlamaEmbedder, *, desk_dsn: str | None = None, **settings: Any
) -> AsyncIterator[DeskStack]:
    """Keys: a caller, two reviewers and an admin (authentication on), unless ``settings`` say otherwise."""
    fast = {"health_check_interval_seconds": 0.05}
    servers: dict[str, GrpcServer] = {
        "retrieval": await build_retrieval_server(
            RetrievalSettings(**fast),  # type: ignore[arg-type]
            port=0,
            embedder=embedder,
            reader_dsn=database.reader_dsn,
        ),
        "generation": await build_generation_server(
            GenerationSettings(reviewer="rules", **fast),  # type: ignore[arg-type]
            port=0,
            reviewer=RulesReviewer(),
        ),
    }
    from validation.bootstrap import build_server as build_validation_server

    servers["validation"] = await build_validation_server(port=0)
    gateway: GatewayServer | None = None
    try:
        for server in servers.values():
            await server.start()
        keys = {
            "gateway_api_key_sha256": digest(CALLER_KEY),
            "gateway_reviewer_key_sha256": f"{digest(REVIEWER_KEY)},{digest(SECOND_REVIEWER_KEY)}",
            "gateway_admin_key_sha256": digest(ADMIN_KEY),
        }
        options: dict[str, Any] = {
            "retrieval_address": f"127.0.0.1:{servers['retrieval'].bound_port}",
            "generation_address": f"127.0.0.1:{servers['generation'].bound_port}",
            "validation_address": f"127.0.0.1:{servers['validation'].bound_port}",
            **fast,
            **keys,
            **settings,
        }
        gateway = await build_server(
            GatewaySettings(**options),
            grpc_port=0,
            http_port=0,
            desk_dsn=desk_dsn if desk_dsn is not None else database.desk_dsn,
        )
        await gateway.start()
        yield DeskStack(gateway, servers)
    finally:
        if gateway is not None:
            await stop_at_once(gateway)
        for server in servers.values():
            await stop_at_once(server)
