"""The aiohttp server under the REST surface, hardened: idle/header and connection limits, Problem Details for
errors aiohttp answers itself (malformed framing), no server banner, and a bounded shutdown.

aiohttp has no header read timeout of its own; its keep-alive timer does the job, because it closes a
connection whose handler still waits for a complete request head (a new connection, or a keep-alive one
between requests), and it is armed when the connection opens.
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from typing import Any

from aiohttp import hdrs, web, web_protocol, web_server

from gateway.domain.problems import INTERNAL, MALFORMED_REQUEST, MEDIA_TYPE, SERVER_BUSY, Problem, transport_problem

log = logging.getLogger(__name__)

REQUEST_ID_HEADER = "X-Request-Id"


class BareResponse(web.Response):
    """A response that never carries aiohttp's "Server: Python/x aiohttp/y" banner."""

    async def _write_headers(self) -> None:
        self.headers.pop(hdrs.SERVER, None)
        await super()._write_headers()


def problem_bytes(problem: Problem) -> tuple[str, bytes]:
    request_id = str(uuid.uuid4())
    return request_id, json.dumps(problem.body(f"urn:uuid:{request_id}")).encode()


class _RequestHandler(web_protocol.RequestHandler):
    """One connection. Answers framing errors and the connection limit as Problem Details."""

    def __init__(self, manager: _Server, **kwargs: Any) -> None:
        super().__init__(manager, **kwargs)
        self._max_connections = manager.max_connections

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        manager = self._manager
        if manager is not None and len(manager.connections) > self._max_connections:
            request_id, body = problem_bytes(transport_problem(SERVER_BUSY))
            head = (
                "HTTP/1.1 503 Service Unavailable\r\n"
                f"Content-Type: {MEDIA_TYPE}\r\nContent-Length: {len(body)}\r\n"
                f"{REQUEST_ID_HEADER}: {request_id}\r\nRetry-After: 1\r\nConnection: close\r\n\r\n"
            )
            assert isinstance(transport, asyncio.WriteTransport)
            transport.write(head.encode() + body)
            self.force_close()  # the transport flushes what was written before it closes

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
    def __init__(self, *args: Any, max_connections: int, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.max_connections = max_connections

    def __call__(self) -> web_protocol.RequestHandler:
        return _RequestHandler(self, loop=asyncio.get_running_loop(), **self._kwargs)


class HardenedAppRunner(web.AppRunner):
    """An AppRunner whose connections close when idle or slow to send a request head, and are capped."""

    def __init__(
        self, app: web.Application, *, idle_timeout: float, max_connections: int, shutdown_timeout: float
    ) -> None:
        super().__init__(
            app,
            access_log=None,
            handle_signals=False,
            keepalive_timeout=idle_timeout,
            # Waiting for the rest of an unread body after an error answer: bounded by the idle timeout too.
            lingering_time=min(idle_timeout, 10.0),
            shutdown_timeout=shutdown_timeout,
        )
        self._max_connections = max_connections

    async def _make_server(self) -> web_server.Server:
        made = await super()._make_server()
        return _Server(
            made.request_handler,
            request_factory=made.request_factory,
            handler_cancellation=made.handler_cancellation,
            max_connections=self._max_connections,
            **made._kwargs,
        )
