"""The aiohttp server under the REST surface, hardened: idle/header and connection limits, Problem Details for
errors aiohttp answers itself (malformed framing), no server banner, and a bounded shutdown.

aiohttp has no header read timeout of its own; its keep-alive timer does the job, because it closes a
connection whose handler still waits for a complete request head (a new connection, or a keep-alive one
between requests), and it is armed when the connection opens.
"""

from __future__ import annotations

import array
import asyncio
import fcntl
import json
import logging
import termios
import uuid
from collections import Counter
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any

from aiohttp import hdrs, web, web_protocol, web_server

from gateway.domain.problems import (
    INTERNAL,
    MALFORMED_REQUEST,
    MEDIA_TYPE,
    SERVER_BUSY,
    TOO_MANY_CONNECTIONS,
    Problem,
    transport_problem,
)
from gateway.settings import GatewaySettings

log = logging.getLogger(__name__)

REQUEST_ID_HEADER = "X-Request-Id"
# A refused connection is retried on a new one; a second is long enough for a peer's own connections to finish.
CONNECTION_RETRY_AFTER_SECONDS = 1


class BareResponse(web.Response):
    """A response that never carries aiohttp's "Server: Python/x aiohttp/y" banner."""

    async def _write_headers(self) -> None:
        self.headers.pop(hdrs.SERVER, None)
        await super()._write_headers()


def problem_bytes(problem: Problem) -> tuple[str, bytes]:
    request_id = str(uuid.uuid4())
    return request_id, json.dumps(problem.body(f"urn:uuid:{request_id}")).encode()


@dataclass(frozen=True)
class ConnectionLimits:
    """What one anonymous client can hold of the REST server.

    ``first_byte_timeout``: a connection that has sent nothing by then is closed (a port scan, a flood of idle
    sockets). ``max_connections``: connections held at once; a new one past it first evicts an idle one (never
    sent a byte, oldest first, or between requests for longer than the first-byte timeout), so idle sockets
    cannot fill the server, and admission answers 429 long before working connections do. ``max_per_client``:
    connections one peer address holds; past it (its own idle ones evicted first) the new one is answered 429
    TOO_MANY_CONNECTIONS at once.
    """

    idle_timeout: float
    first_byte_timeout: float
    max_connections: int
    max_per_client: int


class _RequestHandler(web_protocol.RequestHandler):
    """One connection. Answers framing errors and the connection limits as Problem Details."""

    def __init__(self, manager: _Server, **kwargs: Any) -> None:
        super().__init__(manager, **kwargs)
        self._limits = manager.limits
        self.peer = ""
        self.evicted = False
        self.opened_at = 0.0
        self.last_active = 0.0
        self.sent_bytes = False
        self._first_byte_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        manager = self._manager
        if not isinstance(manager, _Server):
            return
        loop = asyncio.get_running_loop()
        self.opened_at = self.last_active = loop.time()
        peer = transport.get_extra_info("peername")
        self.peer = str(peer[0]) if isinstance(peer, tuple) and peer else ""
        # Past a cap an idle connection makes room first (the peer's own for the per-client cap): only
        # connections working on a request can fill the server, so idle sockets never starve callers.
        if manager.opened(self.peer) > self._limits.max_per_client and not manager.evict_idle(self, self.peer):
            self._refuse(transport, TOO_MANY_CONNECTIONS)
            return
        if manager.held > self._limits.max_connections and not manager.evict_idle(self):
            self._refuse(transport, SERVER_BUSY)
            return
        self._first_byte_timer = loop.call_later(self._limits.first_byte_timeout, self._no_first_byte)

    def _refuse(self, transport: asyncio.BaseTransport, code: str) -> None:
        request_id, body = problem_bytes(transport_problem(code))
        status = transport_problem(code).status
        head = (
            f"HTTP/1.1 {status} {HTTPStatus(status).phrase}\r\n"
            f"Content-Type: {MEDIA_TYPE}\r\nContent-Length: {len(body)}\r\n"
            f"{REQUEST_ID_HEADER}: {request_id}\r\nRetry-After: {CONNECTION_RETRY_AFTER_SECONDS}\r\n"
            "Connection: close\r\n\r\n"
        )
        assert isinstance(transport, asyncio.WriteTransport)
        transport.write(head.encode() + body)
        self.force_close()  # the transport flushes what was written before it closes

    def _no_first_byte(self) -> None:
        self._first_byte_timer = None
        if not self.sent_bytes:
            self.force_close()

    def data_received(self, data: bytes) -> None:
        if not self.sent_bytes:
            self.sent_bytes = True
            if self._first_byte_timer is not None:
                self._first_byte_timer.cancel()
                self._first_byte_timer = None
        self.last_active = self._loop.time()
        super().data_received(data)

    def unread_bytes(self) -> int:
        """Bytes waiting in the socket that the event loop has not read yet (0 when unknown)."""
        transport = self.transport
        sock = transport.get_extra_info("socket") if transport is not None else None
        if sock is None:
            return 0
        pending = array.array("i", [0])
        try:
            fcntl.ioctl(sock.fileno(), termios.FIONREAD, pending)
        except OSError:
            return 0
        return pending[0]

    @property
    def idle(self) -> bool:
        """Waiting for a request head: never sent one, or between requests on a kept-alive connection."""
        return not self._request_in_progress and not self._messages and not self._force_close

    def connection_lost(self, exc: BaseException | None) -> None:
        manager = self._manager
        if self._first_byte_timer is not None:
            self._first_byte_timer.cancel()
            self._first_byte_timer = None
        super().connection_lost(exc)
        if isinstance(manager, _Server):
            manager.closed(self.peer, evicted=self.evicted)

    def handle_error(
        self,
        request: web.BaseRequest,
        status: int = 500,
        exc: BaseException | None = None,
        message: str | None = None,
    ) -> web.StreamResponse:
        # aiohttp's own answer is text/plain with its banner and the offending bytes (and it logs them):
        # the type of the failure is all that is logged here, and nothing of the request is echoed.
        log.info("REST request rejected by the HTTP layer: %s", type(exc).__name__ if exc else status)
        if request.writer.output_size > 0:
            raise ConnectionError("response already started")
        problem = transport_problem(MALFORMED_REQUEST if 400 <= status < 500 else INTERNAL)
        request_id, body = problem_bytes(problem)
        response = BareResponse(
            status=problem.status,
            body=body,
            content_type=MEDIA_TYPE,
            headers={REQUEST_ID_HEADER: request_id},
        )
        response.force_close()
        return response


class _Server(web_server.Server):
    def __init__(self, *args: Any, limits: ConnectionLimits, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.limits = limits
        self._per_peer: Counter[str] = Counter()
        self._evicting = 0

    @property
    def held(self) -> int:
        """Open connections, not counting evicted ones still closing."""
        return len(self.connections) - self._evicting

    def __call__(self) -> web_protocol.RequestHandler:
        return _RequestHandler(self, loop=asyncio.get_running_loop(), **self._kwargs)

    def opened(self, peer: str) -> int:
        """Counts a new connection of ``peer``; returns how many it now holds."""
        self._per_peer[peer] += 1
        return self._per_peer[peer]

    def closed(self, peer: str, *, evicted: bool) -> None:
        if evicted:
            self._evicting -= 1
        self._per_peer[peer] -= 1
        if self._per_peer[peer] <= 0:
            del self._per_peer[peer]

    def evict_idle(self, newcomer: _RequestHandler, peer: str | None = None) -> bool:
        """Closes the idle connection (of ``peer``, if given) that matters least, to make room for ``newcomer``;
        False when none is idle.

        Never-sent-a-byte first, oldest first; then one idle between requests for longer than the first-byte
        timeout (a client that just had an answer may be sending its next request on it: closing that one
        would fail the request). Connections working on a request are never evicted."""
        stale_before = asyncio.get_running_loop().time() - self.limits.first_byte_timeout
        candidates = [
            handler
            for handler in self.connections
            if isinstance(handler, _RequestHandler)
            and handler is not newcomer
            and handler.idle
            and not handler.evicted
            and (not handler.sent_bytes or handler.last_active < stale_before)
            and (peer is None or handler.peer == peer)
        ]
        candidates.sort(key=lambda h: (h.sent_bytes, h.last_active if h.sent_bytes else h.opened_at))
        # A socket whose bytes the loop has not read yet is a caller about to be served, not an idle one.
        victim = next((handler for handler in candidates if not handler.unread_bytes()), None)
        if victim is None:
            return False
        victim.evicted = True
        self._evicting += 1
        victim.force_close()
        return True


class HardenedAppRunner(web.AppRunner):
    """An AppRunner whose connections close when idle or slow to send a request head, and are capped."""

    def __init__(self, app: web.Application, *, limits: ConnectionLimits, shutdown_timeout: float) -> None:
        super().__init__(
            app,
            access_log=None,
            handle_signals=False,
            keepalive_timeout=limits.idle_timeout,
            # Waiting for the rest of an unread body after an error answer: bounded by the idle timeout too.
            lingering_time=min(limits.idle_timeout, 10.0),
            shutdown_timeout=shutdown_timeout,
            # A caller that hung up gave up on its review: its handler (and the calls it makes) stop.
            handler_cancellation=True,
        )
        self._limits = limits

    async def _make_server(self) -> web_server.Server:
        made = await super()._make_server()
        return _Server(
            made.request_handler,
            request_factory=made.request_factory,
            handler_cancellation=made.handler_cancellation,
            limits=self._limits,
            **made._kwargs,
        )


def rest_connection_limits(settings: GatewaySettings) -> ConnectionLimits:
    idle = settings.gateway_http_idle_timeout_seconds
    return ConnectionLimits(
        idle_timeout=idle,
        # The first byte is part of a request head, which the idle timeout already bounds.
        first_byte_timeout=min(settings.gateway_first_byte_timeout_seconds, idle),
        max_connections=settings.gateway_http_max_connections,
        max_per_client=settings.gateway_http_max_connections_per_client,
    )
