"""The REST server's hardening (gateway/inbound/http_server.py) needs aiohttp internals that have no public
equivalent: per-connection hooks for the connection caps and the first-byte timer, Problem Details for framing
errors aiohttp answers itself, and a response without the server banner. aiohttp is pinned exactly for that
(pyproject's ``http`` extra); this test names what moved when a new aiohttp is tried, before the behaviour tests
(test_http_hardening, test_connection_limits) fail less legibly. docs/decisions.md says why.
"""

from __future__ import annotations

import asyncio
import inspect
import re
import tomllib

import aiohttp
from aiohttp import web, web_protocol, web_server

from services.settings import PROJECT_ROOT


def test_aiohttp_is_pinned_exactly_and_installed_at_the_pin() -> None:
    extras = tomllib.loads((PROJECT_ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "optional-dependencies"
    ]
    (pin,) = [requirement for requirement in extras["http"] if requirement.startswith("aiohttp")]
    match = re.fullmatch(r"aiohttp==([0-9][0-9A-Za-z.]*)", pin)
    assert match is not None, f"aiohttp must be pinned exactly (http_server.py uses its internals), not {pin!r}"
    assert aiohttp.__version__ == match.group(1)


def test_the_private_hooks_the_rest_server_overrides_are_where_it_expects_them() -> None:
    handler = web_protocol.RequestHandler
    for hook in ("connection_made", "data_received", "connection_lost", "force_close"):
        assert callable(getattr(handler, hook, None)), f"RequestHandler.{hook}"
    assert list(inspect.signature(handler.__init__).parameters)[:2] == ["self", "manager"]
    assert "loop" in inspect.signature(handler.__init__).parameters
    assert list(inspect.signature(handler.handle_error).parameters) == ["self", "request", "status", "exc", "message"]
    assert list(inspect.signature(web_server.Server.__call__).parameters) == ["self"]
    assert inspect.iscoroutinefunction(web.AppRunner._make_server)
    assert inspect.iscoroutinefunction(web.Response._write_headers)
    # The banner is added while headers are prepared, which happens before they are written.
    assert "hdrs.SERVER" in inspect.getsource(web.StreamResponse._prepare_headers)
    assert "_prepare_headers" in inspect.getsource(web.StreamResponse._start)


async def test_the_private_state_the_rest_server_reads_exists_on_a_live_connection() -> None:
    async def answer(request: web.BaseRequest) -> web.StreamResponse:
        return web.Response()

    made = web_server.Server(answer, request_factory=None, handler_cancellation=True, keepalive_timeout=1.0)
    for attribute in ("request_handler", "request_factory", "handler_cancellation", "_kwargs", "connections"):
        assert hasattr(made, attribute), f"Server.{attribute}"
    assert made._kwargs == {"keepalive_timeout": 1.0}
    connection = made()
    assert connection._manager is made
    assert connection._loop is asyncio.get_running_loop()
    for attribute in ("_request_in_progress", "_messages", "_force_close", "transport"):
        assert hasattr(connection, attribute), f"RequestHandler.{attribute}"
