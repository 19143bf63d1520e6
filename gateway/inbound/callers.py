"""The caller checks, written once for both surfaces: who calls (an API key, or the console's session), whether
the API version asked for is served, and whether the caller's roles may call the RPC, as the RPC's
``(policyreview.v1.gateway)`` option declares (gateway/domain/contract.py).

gRPC: one server interceptor (inside services.server.ErrorSanitizer, so a refusal is the same rich status as any
ServiceError); REST: one aiohttp middleware (inside the Problem Details middleware). The order is the same on
both, cheapest and least revealing first: authentication, API version, role. What they establish reaches the
adapters as a ``CheckedCall`` (``checked_call()``), through a context variable the interceptor and the middleware
set for the call's task, so a servicer method serves both surfaces unchanged.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Protocol, TypeAlias

import grpc
from aiohttp import hdrs, web
from google.protobuf.descriptor import MethodDescriptor

from gateway.domain.access import ApiKeys, Caller, negotiate_api_version
from gateway.domain.contract import CONTRACTS, RpcContract
from services.errors import ErrorReason, ServiceError
from services.handlers import MethodHandlers

Context: TypeAlias = "grpc.aio.ServicerContext[object, object]"
Continuation = Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler]]

AUTHORIZATION_KEY = "authorization"
API_VERSION_KEY = "x-api-version"
API_VERSION_HEADER = "X-API-Version"
# Our own package: an RPC of it without a declaration is refused, never served unchecked (fail closed).
_PACKAGE = "policyreview."


@dataclass(frozen=True)
class CheckedCall:
    """A call that passed the caller checks: who calls, and the API version it is answered in."""

    caller: Caller
    api_version: str


def check_call(caller: Caller, api_versions: Sequence[str], rpc: str) -> CheckedCall:
    """The API version, then the caller's roles against the RPC (a full method name)."""
    version = negotiate_api_version(api_versions)
    caller.require(rpc)
    return CheckedCall(caller, version)


def check_request(call: CheckedCall, request: Any) -> None:
    """What only the request itself can tell: whether it asks for what the caller may not read."""
    call.caller.authorize(include_diagnostics=bool(getattr(request, "include_diagnostics", False)))


class CallContext(Protocol):
    """What a servicer method reads of its call besides the checked caller: a gRPC context, or REST's."""

    def time_remaining(self) -> float | None: ...


class RestContext:
    """A REST call's context: REST has no caller deadline (the review deadline alone bounds it)."""

    def time_remaining(self) -> float | None:
        return None


REST_CONTEXT = RestContext()
_CALL: ContextVar[CheckedCall] = ContextVar("gateway_checked_call")


def checked_call() -> CheckedCall:
    """The current call's checked caller; only code behind CallerChecks or caller_checks may ask."""
    return _CALL.get()


# --- gRPC ---------------------------------------------------------------------------------------------------


def _rpc_name(method: str) -> str:
    """The full RPC name of a gRPC method path: ``/pkg.Service/Method`` -> ``pkg.Service.Method``."""
    return method.lstrip("/").replace("/", ".")


class CallerChecks(grpc.aio.ServerInterceptor):  # type: ignore[misc]
    """Runs the caller checks before every declared RPC; health and reflection pass untouched."""

    def __init__(self, api_keys: ApiKeys, contracts: Mapping[str, RpcContract] = CONTRACTS) -> None:
        self._api_keys = api_keys
        self._contracts = contracts
        # Each method's checked handler, built on its first call (services/handlers.py).
        self._handlers = MethodHandlers()

    async def intercept_service(
        self, continuation: Continuation, handler_call_details: grpc.HandlerCallDetails
    ) -> grpc.RpcMethodHandler:
        handler = await continuation(handler_call_details)
        method = handler_call_details.method
        rpc = _rpc_name(method)
        if handler is None or (rpc not in self._contracts and not rpc.startswith(_PACKAGE)):
            return handler
        return self._handlers.wrapped(method, handler, lambda: self._checking(handler, rpc))

    def _checking(self, handler: grpc.RpcMethodHandler, rpc: str) -> grpc.RpcMethodHandler:
        if rpc not in self._contracts or handler.unary_unary is None:
            # The gateway serves unary calls only, each declared: anything else is refused.
            return grpc.unary_unary_rpc_method_handler(
                _refuse,
                request_deserializer=handler.request_deserializer,
                response_serializer=handler.response_serializer,
            )
        inner = handler.unary_unary

        async def checked(request: object, context: Context) -> object:
            metadata = context.invocation_metadata() or ()
            authorization = [str(value) for key, value in metadata if key == AUTHORIZATION_KEY]
            caller = self._api_keys.authenticate(authorization[0] if authorization else None)
            versions = [str(value) for key, value in metadata if key == API_VERSION_KEY]
            call = check_call(caller, versions, rpc)
            check_request(call, request)
            token = _CALL.set(call)
            try:
                return await inner(request, context)
            finally:
                _CALL.reset(token)

        return grpc.unary_unary_rpc_method_handler(
            checked,
            request_deserializer=handler.request_deserializer,
            response_serializer=handler.response_serializer,
        )


async def _refuse(request: object, context: Context) -> object:
    raise ServiceError(ErrorReason.PERMISSION_DENIED)


# --- REST ---------------------------------------------------------------------------------------------------

# Who calls, from a request: the API key of the Authorization header (the API), or the console's session.
Authenticator = Callable[[web.Request], Awaitable[Caller]]


def bearer_authenticator(api_keys: ApiKeys) -> Authenticator:
    async def authenticate(request: web.Request) -> Caller:
        return api_keys.authenticate(request.headers.get(hdrs.AUTHORIZATION))

    return authenticate


@dataclass(frozen=True)
class RestRpc:
    """What the middleware needs of a transcoded route: the RPC it calls and how its callers authenticate."""

    method: MethodDescriptor
    authenticate: Authenticator


# The app's transcoded routes; a route not here (the OpenAPI document, the console's pages) is not an RPC.
RPC_ROUTES = web.AppKey("rpc_routes", dict[web.AbstractRoute, RestRpc])


@web.middleware
async def caller_checks(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    rpc = request.app[RPC_ROUTES].get(request.match_info.route)
    if rpc is None:
        return await handler(request)
    caller = await rpc.authenticate(request)
    token = _CALL.set(check_call(caller, request.headers.getall(API_VERSION_HEADER, []), rpc.method.full_name))
    try:
        return await handler(request)
    finally:
        _CALL.reset(token)
