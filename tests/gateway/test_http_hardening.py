"""The REST server under hostile or broken clients: framing errors, stalled heads and bodies, connection floods,
and a shutdown that keeps its grace while a client stalls. Raw sockets, because well-behaved clients cannot
send what these tests need.

Short timeouts here are safe on a loaded machine: each test's client never sends what the server waits
for, so the timeout fires whatever the machine's speed.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from aiohttp import web

from tests.gateway.fakes import Stack, gateway_stack

PATH = "/api/policy-reviews"
# How long aiohttp waits for handlers at shutdown unless told otherwise.
AIOHTTP_SHUTDOWN_TIMEOUT: float = inspect.signature(web.BaseRunner.__init__).parameters["shutdown_timeout"].default
ECHO_MARKER = "echo-marker-5f1c"


@asynccontextmanager
async def connection(stack: Stack) -> AsyncIterator[tuple[asyncio.StreamReader, asyncio.StreamWriter]]:
    reader, writer = await asyncio.open_connection("127.0.0.1", stack.gateway.http_port)
    try:
        yield reader, writer
    finally:
        writer.close()


async def read_response(reader: asyncio.StreamReader) -> tuple[int, dict[str, str], Any]:
    """One HTTP/1.1 response with a Content-Length body (what the server sends on these paths)."""
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 60)
    status_line, *lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _, value in (line.partition(":") for line in lines if line)}
    body = await asyncio.wait_for(reader.readexactly(int(headers["content-length"])), 60)
    return int(status_line.split()[1]), headers, json.loads(body)


def assert_problem(headers: dict[str, str], problem: Any, status: int, code: str) -> None:
    assert headers["content-type"].startswith("application/problem+json")
    assert "server" not in headers
    assert problem["status"] == status
    assert problem["code"] == code
    assert problem["instance"] == f"urn:uuid:{headers['x-request-id']}"
    assert ECHO_MARKER not in json.dumps(problem)


async def test_malformed_framing_is_problem_details_without_banner_or_echo() -> None:
    async with gateway_stack() as stack:
        for raw in _MALFORMED:
            async with connection(stack) as (reader, writer):
                writer.write(raw)
                await writer.drain()
                status, headers, problem = await read_response(reader)
                assert status == 400, raw
                assert_problem(headers, problem, 400, "MALFORMED_REQUEST")
                assert await asyncio.wait_for(reader.read(), 60) == b""  # nothing more is read from it


_MALFORMED = [
    f"GET /{ECHO_MARKER} HTTP/1.1\r\nHost: x\r\n{ECHO_MARKER} no colon here\r\n\r\n".encode(),
    f"{ECHO_MARKER} / HTTP/1.1\r\n\r\n".encode(),
    f"POST {PATH} HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n".encode(),
    b"POST " + PATH.encode() + b" HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz" + b"\r\n",
]


async def test_a_body_that_never_arrives_is_408_and_the_connection_closes() -> None:
    async with gateway_stack(gateway_http_body_timeout_seconds=1.0) as stack, connection(stack) as (reader, writer):
        writer.write(
            f"POST {PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f'Content-Length: 500\r\n\r\n{{"listingId": "{ECHO_MARKER}'.encode()
        )
        await writer.drain()
        status, headers, problem = await read_response(reader)
        assert status == 408
        assert_problem(headers, problem, 408, "REQUEST_TIMEOUT")
        assert await asyncio.wait_for(reader.read(), 60) == b""  # closed by the server


async def test_a_request_head_that_never_completes_is_dropped() -> None:
    async with gateway_stack(gateway_http_idle_timeout_seconds=1.0) as stack, connection(stack) as (reader, writer):
        writer.write(f"POST {PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: applic".encode())
        await writer.drain()
        assert await asyncio.wait_for(reader.read(), 60) == b""


async def test_shutdown_keeps_its_grace_with_a_client_stalled_mid_body() -> None:
    # Body and idle timeouts far longer than the grace: only the shutdown can end this connection.
    settings = {
        "shutdown_grace_seconds": 2.0,
        "gateway_http_body_timeout_seconds": 600.0,
        "gateway_http_idle_timeout_seconds": 600.0,
    }
    head = f"POST {PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{{"
    async with gateway_stack(**settings) as stack, connection(stack) as (reader, writer):
        writer.write(head.encode())
        await writer.drain()
        started = time.monotonic()
        await stack.gateway.stop()
        took = time.monotonic() - started
        # Without the grace, aiohttp's own shutdown timeout holds a stalled client to its end (60-65 s): only a stop
        # that kept the grace finishes before it, so that timeout is the bound, whatever the machine's load.
        assert took < AIOHTTP_SHUTDOWN_TIMEOUT, took
        await asyncio.wait_for(reader.read(), 60)  # the server closed it
