"""The gateway's public RPCs and what each declares in its ``(policyreview.v1.gateway)`` method option: the roles
that may call it, what its answer is, the errors only some RPCs answer, whether the console serves it and whether
REST asks admission before reading its body. Read once from the generated
descriptors; an RPC without the option, or naming an unknown role or error, fails start-up (fail closed)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from google.protobuf.descriptor import MethodDescriptor, ServiceDescriptor

from policyreview.v1 import (
    options_pb2,
    policy_catalog_service_pb2,
    policy_question_service_pb2,
    policy_review_service_pb2,
    review_desk_service_pb2,
)
from services.errors import ErrorReason

if TYPE_CHECKING:
    from google.protobuf.descriptor_pb2 import MethodOptions
    from google.protobuf.internal.extension_dict import _ExtensionFieldDescriptor

SERVICE = policy_review_service_pb2.DESCRIPTOR.services_by_name["PolicyReviewService"]
QUESTION_SERVICE = policy_question_service_pb2.DESCRIPTOR.services_by_name["PolicyQuestionService"]
CATALOG_SERVICE = policy_catalog_service_pb2.DESCRIPTOR.services_by_name["PolicyCatalogService"]
DESK_SERVICE = review_desk_service_pb2.DESCRIPTOR.services_by_name["ReviewDeskService"]
PUBLIC_SERVICES: tuple[ServiceDescriptor, ...] = (SERVICE, QUESTION_SERVICE, CATALOG_SERVICE, DESK_SERVICE)

_ROLE_PREFIX = "CALLER_ROLE_"
# protoc's .pyi types the extension as a plain FieldDescriptor; this is what it is.
_GATEWAY = cast("_ExtensionFieldDescriptor[MethodOptions, options_pb2.GatewayRpc]", options_pb2.gateway)


@dataclass(frozen=True)
class RpcContract:
    """One public RPC's declaration; ``roles`` are role names in lower case (``caller``, ``reviewer``, ``admin``)."""

    method: MethodDescriptor
    roles: frozenset[str]
    result: str
    errors: frozenset[ErrorReason]
    console: bool = False
    admission: bool = False


def _contract(method: MethodDescriptor) -> RpcContract:
    options = method.GetOptions()
    if not options.HasExtension(_GATEWAY):
        raise ValueError(f"{method.full_name} has no (policyreview.v1.gateway) option")
    declared = options.Extensions[_GATEWAY]
    roles = frozenset(
        options_pb2.CallerRole.Name(role).removeprefix(_ROLE_PREFIX).lower()
        for role in declared.roles
        if role != options_pb2.CALLER_ROLE_UNSPECIFIED
    )
    if not roles or not declared.result:
        raise ValueError(f"{method.full_name} declares no roles or no result")
    unknown = set(declared.errors) - {reason.value for reason in ErrorReason}
    if unknown:
        raise ValueError(f"{method.full_name} declares unknown errors: {sorted(unknown)}")
    errors = frozenset(ErrorReason(e) for e in declared.errors)
    return RpcContract(method, roles, declared.result, errors, declared.console, declared.admission)


def read_contracts(services: Sequence[ServiceDescriptor] = PUBLIC_SERVICES) -> dict[str, RpcContract]:
    """Every RPC of ``services`` by its full name (``policyreview.v1.PolicyReviewService.ReviewListing``)."""
    return {method.full_name: _contract(method) for service in services for method in service.methods}


CONTRACTS: Mapping[str, RpcContract] = read_contracts()
# The reasons some RPC declares are answered only by those that declare them; the others by every RPC.
PER_RPC_ERRORS: frozenset[ErrorReason] = frozenset().union(*(c.errors for c in CONTRACTS.values()))
