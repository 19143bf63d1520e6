"""The REST/JSON surface (aiohttp on the gRPC server's loop): transcoded routes, OpenAPI, Problem Details."""

from __future__ import annotations

import asyncio
import logging
import math
import uuid
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

from aiohttp import hdrs, web
from google.protobuf import message_factory
from google.protobuf.descriptor import ServiceDescriptor
from google.protobuf.message import Message

from gateway.domain.access import ApiKeys
from gateway.domain.contract import CONTRACTS
from gateway.domain.problems import (
    INTERNAL,
    MEDIA_TYPE,
    METHOD_NOT_ALLOWED,
    NOT_FOUND,
    PAYLOAD_TOO_LARGE,
    REQUEST_TIMEOUT,
    UNSUPPORTED_MEDIA_TYPE,
    Problem,
    problem_for_error,
    transport_problem,
)
from gateway.inbound.callers import (
    API_VERSION_HEADER,
    REST_CONTEXT,
    RPC_ROUTES,
    Authenticator,
    CallContext,
    RestRpc,
    bearer_authenticator,
    caller_checks,
    check_request,
    checked_call,
)
from gateway.inbound.transcoding import (
    HttpRoute,
    http_routes,
    json_field_path,
    parse_json,
    parse_query,
    router_path,
    to_json,
)
from services.errors import DEPENDENCY_KEY, OVERLOADED_RETRY_AFTER_SECONDS, ErrorReason, ServiceError

log = logging.getLogger(__name__)

OPENAPI_PATH = "/api/openapi.json"
REQUEST_ID_HEADER = "X-Request-Id"
RETRY_AFTER_MS_HEADER = "Retry-After-Ms"
_REQUEST_ID = web.RequestKey("request_id", str)

# An RPC as the REST side calls it: the servicer's own method, with the parsed request and REST's call context
# (the caller checks already ran; the method reads their outcome with checked_call()).
RpcHandler = Callable[[Any, CallContext], Awaitable[Message]]

_TRANSPORT_CODES = {404: NOT_FOUND, 405: METHOD_NOT_ALLOWED, 413: PAYLOAD_TOO_LARGE, 415: UNSUPPORTED_MEDIA_TYPE}


class _TransportError(Exception):
    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def problem_response(
    problem: Problem,
    request: web.Request,
    field_name: Callable[[str], str] = str,
    extra: Mapping[str, object] | None = None,
) -> web.Response:
    response = web.json_response(
        {**problem.body(f"urn:uuid:{request[_REQUEST_ID]}", field_name), **(extra or {})},
        status=problem.status,
        content_type=MEDIA_TYPE,
    )
    if problem.code == ErrorReason.UNAUTHENTICATED:
        response.headers[hdrs.WWW_AUTHENTICATE] = "Bearer"
    if problem.code == ErrorReason.OVERLOADED:
        response.headers[hdrs.RETRY_AFTER] = str(OVERLOADED_RETRY_AFTER_SECONDS)
    return response


def error_response(error: ServiceError, request: web.Request, field_name: Callable[[str], str] = str) -> web.Response:
    """A ServiceError as Problem Details, with what its ErrorInfo metadata tells a caller to act on."""
    extra: dict[str, object] = {}
    if error.reason is ErrorReason.OVERLOADED:
        extra["retryAfterMs"] = error.retry_after_ms
    if error.reason is ErrorReason.DEPENDENCY_UNAVAILABLE and DEPENDENCY_KEY in error.metadata:
        extra["dependency"] = error.metadata[DEPENDENCY_KEY]
    response = problem_response(problem_for_error(error), request, field_name, extra)
    if error.reason is ErrorReason.OVERLOADED:
        # Retry-After counts whole seconds (RFC 9110); the measured delay in milliseconds rides beside it.
        delay_ms = error.retry_after_ms
        response.headers[hdrs.RETRY_AFTER] = str(max(1, math.ceil(delay_ms / 1000)))
        response.headers[RETRY_AFTER_MS_HEADER] = str(delay_ms)
    return response


@web.middleware
async def _problems(request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> Any:
    """Every error leaves as application/problem+json, with an id that also names the request in logs."""
    request[_REQUEST_ID] = str(uuid.uuid4())
    try:
        response = await handler(request)
    except ServiceError as error:
        response = error_response(error, request)
    except _TransportError as error:
        response = problem_response(transport_problem(error.code), request)
        if error.code == REQUEST_TIMEOUT:
            response.force_close()  # the rest of a late body must not be read as the next request
    except web.HTTPException as error:
        code = _TRANSPORT_CODES.get(error.status)
        if code is None:
            code = INTERNAL if error.status >= 500 else None
        if code is None:
            problem = problem_for_error(ServiceError(ErrorReason.INVALID_REQUEST))
        else:
            problem = transport_problem(code)
        response = problem_response(problem, request)
        if hdrs.ALLOW in error.headers:
            response.headers[hdrs.ALLOW] = error.headers[hdrs.ALLOW]
    except Exception as error:
        log.error("request %s failed unexpectedly: %s", request[_REQUEST_ID], type(error).__name__)
        response = problem_response(transport_problem(INTERNAL), request)
    response.headers[REQUEST_ID_HEADER] = request[_REQUEST_ID]
    return response


def add_rpc_route(
    app: web.Application,
    route: HttpRoute,
    handler: RpcHandler,
    authenticate: Authenticator,
    max_body_bytes: int,
    body_timeout: float,
    precheck: Callable[[], None] | None = None,
    prefix: str = "",
) -> None:
    """Serves ``route`` (under ``prefix``); caller_checks authenticates its callers with ``authenticate``."""
    added = app.router.add_route(
        route.http_method,
        prefix + router_path(route.path),
        rpc_endpoint(route, handler, max_body_bytes, body_timeout, precheck),
    )
    app[RPC_ROUTES][added] = RestRpc(route.method, authenticate)


def rpc_endpoint(
    route: HttpRoute,
    handler: RpcHandler,
    max_body_bytes: int,
    body_timeout: float,
    precheck: Callable[[], None] | None = None,
) -> Callable[[web.Request], Awaitable[web.Response]]:
    request_type: type[Message] = message_factory.GetMessageClass(route.method.input_type)
    field_name = json_field_path(route.method.input_type)

    async def endpoint(request: web.Request) -> web.Response:
        # The caller is checked (caller_checks); next what the request's framing tells, then its body.
        call = checked_call()
        try:
            if precheck is not None:
                precheck()  # admission: a refused caller costs no body read or parse
            if route.body:
                if request.content_type != "application/json" or (request.charset or "utf-8").lower() != "utf-8":
                    raise _TransportError(UNSUPPORTED_MEDIA_TYPE)
                if request.content_length is not None and request.content_length > max_body_bytes:
                    raise _TransportError(PAYLOAD_TOO_LARGE)
                try:
                    async with asyncio.timeout(body_timeout):
                        body = await request.read()  # stops at client_max_size (413) when no length was announced
                except TimeoutError:
                    raise _TransportError(REQUEST_TIMEOUT) from None
                message = parse_json(body, request_type, request.match_info)
            else:
                message = parse_query(list(request.query.items()), request.match_info, request_type)
            check_request(call, message)
            response = await handler(message, REST_CONTEXT)
        except ServiceError as error:
            return error_response(error, request, field_name)
        return web.json_response(to_json(response), headers={API_VERSION_HEADER: call.api_version})

    return endpoint


def build_http_app(
    *,
    service: ServiceDescriptor | Sequence[ServiceDescriptor],
    handlers: Mapping[str, RpcHandler],
    api_keys: ApiKeys,
    max_body_bytes: int,
    openapi: Mapping[str, Any],
    body_timeout: float = 15.0,
    admission: Callable[[], None] | None = None,
    console: Callable[[web.Application], None] | None = None,
) -> web.Application:
    """Routes come from the services' google.api.http options; ``handlers`` maps RPC names to the servicers'
    methods; ``admission`` runs after the caller checks and before the body is read, for the RPCs whose
    (policyreview.v1.gateway) option says ``admission``.

    ``console`` adds the review console's routes (its pages, and the desk's routes under its session).
    """
    # Problem Details outermost, so a refused caller is answered like any other error.
    app = web.Application(middlewares=[_problems, caller_checks], client_max_size=max_body_bytes)
    app[RPC_ROUTES] = {}
    authenticate = bearer_authenticator(api_keys)
    for descriptor in [service] if isinstance(service, ServiceDescriptor) else service:
        for route in http_routes(descriptor):
            name = route.method.name
            precheck = admission if CONTRACTS[route.method.full_name].admission else None
            add_rpc_route(app, route, handlers[name], authenticate, max_body_bytes, body_timeout, precheck)
    if console is not None:
        console(app)

    async def openapi_document(request: web.Request) -> web.Response:
        # Public: the contract is no secret, and clients need it before they have a key.
        return web.json_response(dict(openapi))

    app.router.add_get(OPENAPI_PATH, openapi_document)
    app.on_response_prepare.append(_without_server_banner)
    return app


async def _without_server_banner(request: web.Request, response: web.StreamResponse) -> None:
    # The default "Server: Python/x aiohttp/y" tells probes which versions to try exploits on.
    response.headers.pop("Server", None)
