"""The review console on the gateway's HTTP port: static pages from this package, sign-in with a reviewer key
into an HttpOnly session cookie, and the desk's REST routes again under /console/api, authenticated by that
session and guarded against cross-site requests by a per-session token every state change must carry.

Sessions live in this process's memory (a restart signs everyone out); the key itself is never stored, only
the Caller it authenticated as.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any

from aiohttp import hdrs, web
from google.protobuf.descriptor import ServiceDescriptor

from gateway.domain.access import ApiKeys, Caller
from gateway.inbound.http import RpcHandler, add_rpc_route
from gateway.inbound.transcoding import http_routes
from services.errors import ErrorReason, ServiceError

PREFIX = "/console"
API_PREFIX = f"{PREFIX}/api"
COOKIE = "policy_review_console"
CSRF_HEADER = "X-CSRF-Token"
SESSION_SECONDS = 8 * 3600
# The package's static files, by the name the page asks for, with their media types; nothing else is served.
STATIC: dict[str, str] = {
    "index.html": "text/html",
    "console.css": "text/css",
    "console.js": "text/javascript",
}
# No script or style but our own files, no framing, no form posts or fetches elsewhere.
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)
_SAFE_METHODS = frozenset({"GET", "HEAD"})
_MAX_SESSIONS = 10_000
_KEY_MAX = 512


@dataclass(frozen=True)
class Session:
    caller: Caller
    csrf: str
    expires: float


class Sessions:
    """Session tokens by their SHA-256 (a leaked table is no set of cookies), each with its CSRF token."""

    def __init__(self, lifetime: float = SESSION_SECONDS, clock: Callable[[], float] = time.monotonic) -> None:
        self._lifetime = lifetime
        self._clock = clock
        self._sessions: dict[str, Session] = {}

    def open(self, caller: Caller) -> tuple[str, Session]:
        now = self._clock()
        self._sessions = {k: s for k, s in self._sessions.items() if s.expires > now}
        if len(self._sessions) >= _MAX_SESSIONS:
            oldest = min(self._sessions, key=lambda k: self._sessions[k].expires)
            del self._sessions[oldest]
        token = secrets.token_urlsafe(32)
        session = Session(caller, secrets.token_urlsafe(32), now + self._lifetime)
        self._sessions[_digest(token)] = session
        return token, session

    def find(self, token: str | None) -> Session | None:
        if not token:
            return None
        session = self._sessions.get(_digest(token))
        if session is None or session.expires <= self._clock():
            return None
        return session

    def close(self, token: str | None) -> None:
        if token:
            self._sessions.pop(_digest(token), None)


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def _same_origin(request: web.Request) -> bool:
    """A state change must come from this origin: browsers send Origin on every cross-site POST."""
    origin = request.headers.get(hdrs.ORIGIN)
    return origin is None or origin == f"{request.scheme}://{request.host}"


def session_authenticator(sessions: Sessions) -> Callable[[web.Request], Awaitable[Caller]]:
    """The console's callers: a live session, and for anything but a read its CSRF token and our origin."""

    async def authenticate(request: web.Request) -> Caller:
        session = sessions.find(request.cookies.get(COOKIE))
        if session is None:
            raise ServiceError(ErrorReason.UNAUTHENTICATED)
        if request.method not in _SAFE_METHODS:
            presented = request.headers.get(CSRF_HEADER, "")
            if not _same_origin(request) or not hmac.compare_digest(presented.encode(), session.csrf.encode()):
                raise ServiceError(ErrorReason.PERMISSION_DENIED)
        return session.caller

    return authenticate


def _static_response(name: str) -> web.Response:
    body = resources.files("gateway.inbound.console").joinpath("static", name).read_bytes()
    response = web.Response(body=body, content_type=STATIC[name], charset="utf-8")
    response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers[hdrs.CACHE_CONTROL] = "no-cache"
    return response


def add_console(
    app: web.Application,
    *,
    api_keys: ApiKeys,
    services: Sequence[ServiceDescriptor],
    handlers: Mapping[str, RpcHandler],
    max_body_bytes: int,
    body_timeout: float,
    secure_cookie: bool = False,
    sessions: Sessions | None = None,
) -> Sessions:
    """Adds the console's routes to the gateway's app; ``services``' REST routes are served again under
    /console/api with the session's caller (roles are checked as on the API)."""
    sessions = sessions or Sessions()
    authenticate = session_authenticator(sessions)
    for service in services:
        for route in http_routes(service):
            if route.method.name in handlers:
                handler = handlers[route.method.name]
                add_rpc_route(app, route, handler, authenticate, max_body_bytes, body_timeout, prefix=PREFIX)

    async def index(request: web.Request) -> web.Response:
        return _static_response("index.html")

    async def static(request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in STATIC:
            raise web.HTTPNotFound()
        return _static_response(name)

    async def redirect(request: web.Request) -> web.Response:
        raise web.HTTPFound(f"{PREFIX}/")

    async def sign_in(request: web.Request) -> web.Response:
        if not _same_origin(request) or request.content_type != "application/json":
            # JSON only: a cross-site form cannot send it without a preflight we never answer.
            raise ServiceError(ErrorReason.PERMISSION_DENIED)
        try:
            document = json.loads(await request.read())
        except (ValueError, UnicodeDecodeError):
            document = None
        key = document.get("key") if isinstance(document, dict) else None
        if not isinstance(key, str) or not key.strip() or len(key) > _KEY_MAX:
            raise ServiceError(ErrorReason.UNAUTHENTICATED)
        caller = api_keys.authenticate(f"Bearer {key.strip()}")
        if not caller.works_the_desk:
            raise ServiceError(ErrorReason.PERMISSION_DENIED)
        token, session = sessions.open(caller)
        response = web.json_response({"keyId": caller.key_id, "csrfToken": session.csrf})
        response.set_cookie(
            COOKIE,
            token,
            max_age=SESSION_SECONDS,
            path=PREFIX,
            httponly=True,
            samesite="Strict",
            secure=secure_cookie,
        )
        response.headers[hdrs.CACHE_CONTROL] = "no-store"
        return response

    async def current(request: web.Request) -> web.Response:
        session = sessions.find(request.cookies.get(COOKIE))
        if session is None:
            raise ServiceError(ErrorReason.UNAUTHENTICATED)
        response = web.json_response({"keyId": session.caller.key_id, "csrfToken": session.csrf})
        response.headers[hdrs.CACHE_CONTROL] = "no-store"
        return response

    async def sign_out(request: web.Request) -> web.Response:
        token = request.cookies.get(COOKIE)
        session = sessions.find(token)
        presented = request.headers.get(CSRF_HEADER, "")
        if session is not None and hmac.compare_digest(presented.encode(), session.csrf.encode()):
            sessions.close(token)
        response = web.json_response({"signedOut": session is None or sessions.find(token) is None})
        response.del_cookie(COOKIE, path=PREFIX)
        return response

    app.router.add_get(PREFIX, redirect)
    app.router.add_get(f"{PREFIX}/", index)
    app.router.add_get(PREFIX + "/static/{name}", static)
    app.router.add_post(f"{PREFIX}/session", sign_in)
    app.router.add_get(f"{PREFIX}/session", current)
    app.router.add_delete(f"{PREFIX}/session", sign_out)
    return sessions


def console_routes(**options: Any) -> Callable[[web.Application], None]:
    """build_http_app's console hook."""

    def install(app: web.Application) -> None:
        add_console(app, **options)

    return install
