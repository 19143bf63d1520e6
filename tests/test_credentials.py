"""Internal calls carry a verified identity: the real validation server over mTLS with certificates issued as
`make run` issues them; only the gateway's certificate is served, health answers the CA's other identities, the
plaintext health-only port answers health and nothing else."""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator
from pathlib import Path

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from policyreview.v1 import validation_service_pb2, validation_service_pb2_grpc
from services.credentials import Identity, internal_channel, issue_local
from tests.support import running
from validation.bootstrap import build_server
from validation.settings import ValidationSettings


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def pki(tmp_path: Path) -> Path:
    issue_local(tmp_path / "pki", ("gateway", "validation", "supervisor", "retrieval"))
    return tmp_path / "pki"


@pytest.fixture
async def validation(pki: Path) -> AsyncIterator[tuple[str, int]]:
    health_port = _free_port()
    settings = ValidationSettings(internal_tls_dir=pki / "validation", health_port=health_port)
    async with running(await build_server(settings, port=0)) as address:
        yield address, health_port


def test_keys_are_readable_by_their_owner_only_and_each_certificate_names_its_part(pki: Path) -> None:
    assert (pki / "ca" / "ca.key").stat().st_mode & 0o777 == 0o600
    assert (pki / "validation").stat().st_mode & 0o777 == 0o700
    for name in ("gateway", "validation", "supervisor", "retrieval"):
        assert (pki / name / "tls.key").stat().st_mode & 0o777 == 0o600
        assert Identity.load(pki / name).name == name
    # A second run reuses the CA and issues new leaves.
    ca_before, leaf_before = (pki / "ca" / "ca.crt").read_bytes(), (pki / "gateway" / "tls.crt").read_bytes()
    issue_local(pki, ("gateway",))
    assert (pki / "ca" / "ca.crt").read_bytes() == ca_before
    assert (pki / "gateway" / "tls.crt").read_bytes() != leaf_before


async def _validate(address: str, identity: Identity | None) -> grpc.StatusCode:
    async with internal_channel(address, identity) as channel:
        stub = validation_service_pb2_grpc.ValidationServiceStub(channel)
        try:
            await stub.ValidateFindings(validation_service_pb2.ValidateFindingsRequest(), timeout=10)
        except grpc.aio.AioRpcError as failure:
            return failure.code()
    return grpc.StatusCode.OK


async def _health(address: str, identity: Identity | None, peer: str | None = None) -> grpc.StatusCode:
    async with internal_channel(address, identity, peer=peer) as channel:
        try:
            await health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest(), timeout=10)
        except grpc.aio.AioRpcError as failure:
            return failure.code()
    return grpc.StatusCode.OK


async def test_only_the_gateway_is_served_and_health_answers_any_identity_of_the_ca(
    pki: Path, validation: tuple[str, int]
) -> None:
    address, _ = validation
    gateway, supervisor, retrieval = (Identity.load(pki / name) for name in ("gateway", "supervisor", "retrieval"))
    # The gateway's call gets past the caller check (an empty request is the servicer's to judge).
    assert await _validate(address, gateway) not in {grpc.StatusCode.PERMISSION_DENIED, grpc.StatusCode.UNAVAILABLE}
    # Retrieval never calls validation (data flows one way), nor does the supervisor.
    assert await _validate(address, retrieval) == grpc.StatusCode.PERMISSION_DENIED
    assert await _validate(address, supervisor) == grpc.StatusCode.PERMISSION_DENIED
    assert await _health(address, supervisor) == grpc.StatusCode.OK
    # Plaintext does not get past the handshake.
    assert await _validate(address, None) == grpc.StatusCode.UNAVAILABLE


async def test_a_certificate_of_another_ca_is_refused_at_the_handshake(
    tmp_path: Path, validation: tuple[str, int]
) -> None:
    address, _ = validation
    issue_local(tmp_path / "elsewhere", ("gateway",))
    assert await _validate(address, Identity.load(tmp_path / "elsewhere" / "gateway")) == grpc.StatusCode.UNAVAILABLE


async def test_the_probe_port_serves_health_in_plaintext_and_nothing_else(validation: tuple[str, int]) -> None:
    _, health_port = validation
    probe = f"127.0.0.1:{health_port}"
    assert await _health(probe, None) == grpc.StatusCode.OK
    assert await _validate(probe, None) == grpc.StatusCode.UNIMPLEMENTED


async def test_a_channel_reaches_only_the_part_it_expects(pki: Path, validation: tuple[str, int]) -> None:
    """Every local certificate names 127.0.0.1: the expected part's name decides, not the address."""
    address, _ = validation
    gateway = Identity.load(pki / "gateway")
    assert await _health(address, gateway, peer="validation") == grpc.StatusCode.OK
    assert await _health(address, gateway, peer="retrieval") == grpc.StatusCode.UNAVAILABLE
