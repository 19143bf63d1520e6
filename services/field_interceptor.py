"""The request field rules of every service, checked before its servicer runs (installed by services.server).

The rules are the ``(policyreview.v1.field)`` options of the request message (services/field_rules.py); a
request that breaks any is answered INVALID_ARGUMENT (INVALID_REQUEST) with a google.rpc.BadRequest naming every
offending field at once, exactly as the domain's own checks would answer it. Request types without annotated
fields pass untouched, at the cost of one cached lookup.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import grpc
from google.protobuf.message import Message

from services import field_rules
from services.errors import invalid_request
from services.handlers import MethodHandlers


class FieldRulesInterceptor(grpc.aio.ServerInterceptor):  # type: ignore[misc]
    """Raises INVALID_REQUEST for a request breaking its declared field rules; the ErrorSanitizer around it turns
    that into the rich status (it also answers undecodable requests before this sees them)."""

    def __init__(self) -> None:
        # Each method's checked handler, built on its first call (services/handlers.py).
        self._handlers = MethodHandlers()

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler]],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler:
        handler = await continuation(handler_call_details)
        if handler is None or handler.unary_unary is None:
            return handler
        return self._handlers.wrapped(handler_call_details.method, handler, lambda: _checking(handler))


def _checking(handler: grpc.RpcMethodHandler) -> grpc.RpcMethodHandler:
    inner = handler.unary_unary

    async def checked(request: object, context: grpc.aio.ServicerContext[object, object]) -> object:
        if isinstance(request, Message):
            violations = field_rules.message_violations(request)
            if violations:
                raise invalid_request(violations)
        return await inner(request, context)

    return grpc.unary_unary_rpc_method_handler(
        checked,
        request_deserializer=handler.request_deserializer,
        response_serializer=handler.response_serializer,
    )
