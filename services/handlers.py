"""Server interceptors' wrapped method handlers, built once per method instead of once per call.

grpc.aio runs every server interceptor on every call, and each of ours wrapped the handler the next one gave it in a
new closure and a new ``RpcMethodHandler`` (about 2-5 us a wrapper, three or four wrappers a call, four server calls
a review; twenty-fifth round). What a wrapper holds is the method's own (its handler, its name, the interceptor):
nothing of the call, which the wrapper reads when it runs. So the wrapper built for a method is kept and given again
while the handler under it is the same object; the handler the server registers for a method is, and so, in turn,
is each wrapper above it.
"""

from __future__ import annotations

from collections.abc import Callable

import grpc


class MethodHandlers:
    """One interceptor's wrapped handler per method, rebuilt when the handler under it changes (a handler's identity is
    compared; the entry holds it, so its id is never recycled while compared). Bounded by the methods served: an
    unknown method has no handler and is never kept."""

    __slots__ = ("_built",)

    def __init__(self) -> None:
        self._built: dict[str, tuple[grpc.RpcMethodHandler, grpc.RpcMethodHandler]] = {}

    def wrapped(
        self, method: str, handler: grpc.RpcMethodHandler, build: Callable[[], grpc.RpcMethodHandler]
    ) -> grpc.RpcMethodHandler:
        entry = self._built.get(method)
        if entry is not None and entry[0] is handler:
            return entry[1]
        made = build()
        self._built[method] = (handler, made)
        return made
