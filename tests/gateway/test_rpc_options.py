"""Each public RPC's (policyreview.v1.gateway) option is its one declaration: read at start-up, refused when missing,
and what the gRPC caller checks enforce (fail closed for an RPC of ours without one)."""

from __future__ import annotations

import hashlib

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from gateway.domain.access import RPC_ROLES, ApiKeys, Role
from gateway.domain.contract import CONTRACTS, PUBLIC_SERVICES, read_contracts
from gateway.inbound.callers import CallerChecks
from policyreview.v1 import retrieval_service_pb2, retrieval_service_pb2_grpc
from services.errors import ErrorReason, from_rpc_error
from services.server import GrpcServer
from services.settings import CommonSettings
from tests.gateway.fakes import FakeRetrieval

RETRIEVAL = retrieval_service_pb2.DESCRIPTOR.services_by_name["RetrievalService"]


def test_every_public_rpc_declares_its_roles_and_result() -> None:
    assert set(CONTRACTS) == {method.full_name for service in PUBLIC_SERVICES for method in service.methods}
    assert all(contract.roles and contract.result for contract in CONTRACTS.values())
    assert RPC_ROLES["policyreview.v1.PolicyReviewService.ReviewListing"] == {Role.CALLER, Role.ADMIN}
    assert RPC_ROLES["policyreview.v1.ReviewDeskService.DecideReviewCase"] == {Role.REVIEWER, Role.ADMIN}
    assert CONTRACTS["policyreview.v1.PolicyCatalogService.GetPolicyRelease"].errors >= {ErrorReason.RELEASE_NOT_FOUND}


def test_a_service_without_the_option_fails_start_up() -> None:
    with pytest.raises(ValueError, match="RetrievalService"):
        read_contracts((RETRIEVAL,))


async def test_an_rpc_of_ours_without_a_declaration_is_refused_even_to_an_admin() -> None:
    def register(server: grpc.aio.Server) -> list[str]:
        retrieval_service_pb2_grpc.add_RetrievalServiceServicer_to_server(FakeRetrieval(), server)
        return [RETRIEVAL.full_name]

    keys = ApiKeys("", admin_digests=hashlib.sha256(b"admin").hexdigest())
    server = GrpcServer(
        service_name="undeclared",
        settings=CommonSettings(),
        port=0,
        register=register,
        interceptors=[CallerChecks(keys)],
    )
    port = await server.start()
    try:
        async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
            with pytest.raises(grpc.aio.AioRpcError) as refused:
                await retrieval_service_pb2_grpc.RetrievalServiceStub(channel).ResolveScope(
                    retrieval_service_pb2.ResolveScopeRequest(), metadata=[("authorization", "Bearer admin")]
                )
            assert refused.value.code() is grpc.StatusCode.PERMISSION_DENIED
            error = from_rpc_error(refused.value)
            assert error is not None
            assert error.reason is ErrorReason.PERMISSION_DENIED
            # Health and reflection are not ours: the checks leave them alone.
            health = await health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest())
            assert health.status == health_pb2.HealthCheckResponse.SERVING
    finally:
        await server.stop(0)
