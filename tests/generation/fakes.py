"""Local HTTP stand-ins for the Gemini and Ollama REST APIs, so the real SDK clients run against them."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from aiohttp import web

# Put into every provider error body: it must never surface in our errors, logs or spans.
PROVIDER_SECRET = "provider-internal-detail-7f3a"


@dataclass(frozen=True)
class Answer:
    text: str


@dataclass(frozen=True)
class Failure:
    status: int


@dataclass(frozen=True)
class Hang:
    """Never answers until the fake is stopped."""


@dataclass(frozen=True)
class Compose:
    """Answers text written from the request the fake received (a model reading its prompt)."""

    write: Callable[[dict[str, Any]], str]


Reply = Answer | Failure | Hang | Compose


@dataclass
class Seen:
    path: str
    headers: dict[str, str]
    body: dict[str, Any]


@dataclass
class ProviderFake:
    """Answers scripted replies in order; an exhausted script answers 500 so over-calling shows up."""

    kind: Literal["gemini", "ollama"]
    script: list[Reply] = field(default_factory=list)
    seen: list[Seen] = field(default_factory=list)
    base_url: str = ""
    _release: asyncio.Event = field(default_factory=asyncio.Event)
    _runner: web.AppRunner | None = None

    def reply(self, *replies: Reply) -> ProviderFake:
        self.script.extend(replies)
        return self

    async def start(self) -> str:
        app = web.Application()
        if self.kind == "gemini":
            app.router.add_post("/{version}/models/{model_and_method}", self._gemini)
        else:
            app.router.add_post("/api/chat", self._ollama)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = self._runner.addresses[0][1]
        self.base_url = f"http://127.0.0.1:{port}"
        return self.base_url

    async def stop(self) -> None:
        self._release.set()
        if self._runner is not None:
            await self._runner.cleanup()

    async def _next(self, request: web.Request) -> Reply:
        self.seen.append(Seen(request.path, dict(request.headers), await request.json()))
        reply = self.script.pop(0) if self.script else Failure(500)
        if isinstance(reply, Hang):
            await self._release.wait()
        if isinstance(reply, Compose):
            return Answer(reply.write(self.seen[-1].body))
        return reply

    async def _gemini(self, request: web.Request) -> web.Response:
        reply = await self._next(request)
        if isinstance(reply, Answer):
            return web.json_response(
                {
                    "candidates": [
                        {"content": {"role": "model", "parts": [{"text": reply.text}]}, "finishReason": "STOP"}
                    ],
                    "modelVersion": "gemini-3.8-flash-001",
                }
            )
        status = reply.status if isinstance(reply, Failure) else 500
        error = {"code": status, "message": f"quota or outage {PROVIDER_SECRET}", "status": "UNAVAILABLE"}
        return web.json_response({"error": error}, status=status)

    async def _ollama(self, request: web.Request) -> web.Response:
        reply = await self._next(request)
        if isinstance(reply, Answer):
            return web.json_response(
                {
                    "model": request_model(self.seen[-1]),
                    "created_at": "2026-09-15T00:00:00Z",
                    "message": {"role": "assistant", "content": reply.text},
                    "done": True,
                    "done_reason": "stop",
                }
            )
        status = reply.status if isinstance(reply, Failure) else 500
        return web.json_response({"error": f"model failed {PROVIDER_SECRET}"}, status=status)


def request_model(seen: Seen) -> str:
    return str(seen.body.get("model", ""))


def unused_port_url() -> str:
    """A loopback URL nobody listens on (bound, then released)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


def answer(*findings: dict[str, Any]) -> Answer:
    return Answer(json.dumps({"findings": list(findings)}))


def finding_json(
    code: str,
    evidence_id: str,
    fields: tuple[str, ...] = ("DESCRIPTION",),
    *,
    listing_quote: str = "",
    evidence_quote: str = "",
    message: str = "A model-written explanation.",
    action: str = "A model-written action.",
) -> dict[str, Any]:
    return {
        "code": code,
        "severity": "WARNING",
        "message": message,
        "listing_fields": list(fields),
        "evidence_ids": [evidence_id],
        "recommended_action": action,
        "listing_quote": listing_quote,
        "evidence_quote": evidence_quote,
    }
