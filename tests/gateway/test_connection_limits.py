"""Connections an anonymous client cannot exhaust, with real sockets: idle sockets are closed first and soon, one
peer cannot hold more than its share, and the caps answer a typed error at once; gRPC connections that never send
an HTTP/2 preface are closed too.

Short timeouts here are safe on a loaded machine: the sockets under test never send what the server waits for.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager

import grpc

from policyreview.v1 import policy_review_service_pb2_grpc
from tests.gateway.fakes import Stack, gateway_stack
from tests.gateway.test_http_hardening import PATH, assert_problem, read_response
from tests.gateway.test_overload import REQUEST

Socket = tuple[asyncio.StreamReader, asyncio.StreamWriter]
# A request whose body never arrives: the connection is working on a request (never evicted) for as long as
# the body timeout, which these tests set far beyond their own length.
STALLED = f"POST {PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{{".encode()
OPENAPI = b"GET /api/openapi.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
KEPT_ALIVE = b"GET /api/openapi.json HTTP/1.1\r\nHost: x\r\n\r\n"


@asynccontextmanager
async def sockets(port: int, count: int) -> AsyncIterator[list[Socket]]:
    async with AsyncExitStack() as stack:
        opened = []
        for _ in range(count):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            stack.callback(writer.close)
            opened.append((reader, writer))
        yield opened


async def closed_by_server(reader: asyncio.StreamReader) -> bool:
    """True when the server closes the connection having sent nothing."""
    try:
        return await asyncio.wait_for(reader.read(), 60) == b""
    except ConnectionResetError:
        return True


async def grpc_closed_by_server(reader: asyncio.StreamReader) -> bool:
    """True when the server closes the connection having sent only HTTP/2 frames of its own (its SETTINGS first:
    a frame header is a 3-byte length, then the type, 4 for SETTINGS)."""
    try:
        received = await asyncio.wait_for(reader.read(), 60)
    except ConnectionResetError:
        return True
    return reader.at_eof() and (received == b"" or received[3] == 4)


async def served(stack: Stack) -> int:
    async with sockets(stack.gateway.http_port, 1) as [(reader, writer)]:
        writer.write(OPENAPI)
        await writer.drain()
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 60)
    return int(head.split()[1])


async def stall(opened: list[Socket]) -> None:
    for _, writer in opened:
        writer.write(STALLED)
        await writer.drain()


async def until_working(stack: Stack, count: int) -> None:
    """Waits until the server holds ``count`` connections working on a request."""
    runner = stack.gateway._runner  # the one view of what the server holds
    assert runner is not None
    assert runner.server is not None
    server = runner.server
    # aiohttp signals nothing when a handler starts on a request: polled, within a deadline.
    async with asyncio.timeout(60):
        while sum(not handler.idle for handler in server.connections) < count:  # type: ignore[attr-defined]  # noqa: ASYNC110
            await asyncio.sleep(0.01)


async def test_idle_sockets_at_the_cap_are_closed_to_serve_a_caller() -> None:
    # No first-byte timeout within the test: only eviction can make room.
    settings = {"gateway_http_max_connections": 8, "gateway_first_byte_timeout_seconds": 600.0}
    async with gateway_stack(**settings) as stack, sockets(stack.gateway.http_port, 8) as idle:
        for _ in range(3):  # each caller evicts one idle socket, oldest first
            assert await served(stack) == 200
        assert [await closed_by_server(reader) for reader, _ in idle[:3]] == [True] * 3


@asynccontextmanager
async def sent_before_accepted(port: int, request: bytes) -> AsyncIterator[Socket]:
    """A connection whose request is in the server's socket before the server (on this event loop, blocked while
    the socket connects and sends) accepts it: the loop reads waiting bytes before it runs a timer that came due, so
    no first-byte timeout started at the accept can close it, however slow the machine."""
    sock = socket.create_connection(("127.0.0.1", port))
    sock.sendall(request)
    reader, writer = await asyncio.open_connection(sock=sock)
    try:
        yield reader, writer
    finally:
        writer.close()


async def test_a_socket_that_sends_nothing_is_closed_after_the_first_byte_timeout() -> None:
    async with (
        gateway_stack(gateway_first_byte_timeout_seconds=0.2, gateway_http_idle_timeout_seconds=600.0) as stack,
        sockets(stack.gateway.http_port, 1) as [(silent, _)],
        sent_before_accepted(stack.gateway.http_port, KEPT_ALIVE) as (reader, writer),
    ):
        # A kept-alive connection that sent a request stays open past that timeout; the silent one does not.
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 60)
        assert head.startswith(b"HTTP/1.1 200")
        assert await closed_by_server(silent)
        await reader.readexactly(int(head.split(b"Content-Length: ")[1].split(b"\r\n")[0]))
        writer.write(OPENAPI)
        await writer.drain()
        assert (await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 60)).startswith(b"HTTP/1.1 200")


async def test_one_client_past_its_share_gets_a_fast_typed_429() -> None:
    settings = {"gateway_http_max_connections_per_client": 2, "gateway_http_body_timeout_seconds": 600.0}
    async with gateway_stack(**settings) as stack, sockets(stack.gateway.http_port, 2) as working:
        await stall(working)
        await until_working(stack, 2)
        async with sockets(stack.gateway.http_port, 1) as [(reader, _)]:
            status, headers, problem = await read_response(reader)
        assert status == 429
        assert_problem(headers, problem, 429, "TOO_MANY_CONNECTIONS")
        assert headers["retry-after"] == "1"


async def test_past_the_cap_with_every_connection_working_a_typed_503() -> None:
    settings = {"gateway_http_max_connections": 2, "gateway_http_body_timeout_seconds": 600.0}
    async with gateway_stack(**settings) as stack:
        async with sockets(stack.gateway.http_port, 2) as working:
            await stall(working)
            await until_working(stack, 2)
            async with sockets(stack.gateway.http_port, 1) as [(reader, _)]:
                status, headers, problem = await read_response(reader)
            assert status == 503
            assert_problem(headers, problem, 503, "SERVER_BUSY")
        # Once the server has seen the closes, a new connection is served.
        async with asyncio.timeout(60):
            while (answer := await served(stack)) != 200:
                assert answer == 503


async def test_grpc_connections_without_a_preface_are_closed_and_free_their_place() -> None:
    settings = {"gateway_first_byte_timeout_seconds": 0.2, "gateway_grpc_max_connections": 2}
    async with gateway_stack(**settings) as stack:
        async with sockets(stack.gateway.grpc_port, 2) as silent:
            assert [await grpc_closed_by_server(reader) for reader, _ in silent] == [True, True]
        # A caller's own preface races the same short timeout on a loaded machine: it waits for the channel and
        # connects again rather than failing at once.
        async with grpc.aio.insecure_channel(stack.grpc_address) as channel:
            response = await policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel).ReviewListing(
                REQUEST, timeout=60, wait_for_ready=True
            )
        assert response.status


async def test_grpc_connections_past_the_cap_are_closed_before_their_handshake() -> None:
    settings = {"gateway_first_byte_timeout_seconds": 600.0, "gateway_grpc_max_connections": 1}
    async with gateway_stack(**settings) as stack:
        # The first socket sends nothing: the cap, not a timeout, decides what happens to the second.
        async with sockets(stack.gateway.grpc_port, 1), sockets(stack.gateway.grpc_port, 1) as [(reader, _)]:
            assert await closed_by_server(reader)
        # Its place freed, a caller connects (waiting for the channel rather than failing at once).
        async with grpc.aio.insecure_channel(stack.grpc_address) as channel:
            stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)
            response = await stub.ReviewListing(REQUEST, timeout=60, wait_for_ready=True)
        assert response.status
