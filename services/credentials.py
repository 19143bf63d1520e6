"""Service identities for calls between parts: mutual TLS with one certificate per part, and the check that a caller
is one the design allows. `make run` issues them from a local CA of its own (``issue_local``); Kubernetes mounts one
secret per part (docs/operations.md "Internal calls").

A part's identity is its certificate's common name (``gateway``, ``retrieval``, ...). Retrieval, generation and
validation take calls from the gateway only; their health entries (and reflection) answer any certificate of the
same CA, so a supervisor can probe them. Without ``POLICY_REVIEW_INTERNAL_TLS_DIR`` a part serves plaintext, as in
the suite's in-process servers.

``python -m services.credentials issue DIR NAME...`` issues the same files outside `make run`: Docker Compose's
one-shot ``pki`` service writes them into a volume, one sub-folder per part.
"""

from __future__ import annotations

import argparse
import datetime
import fcntl
import ipaddress
import logging
import os
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import grpc
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from grpc_health.v1 import health, health_pb2_grpc

from services.handlers import MethodHandlers
from services.settings import CommonSettings

log = logging.getLogger(__name__)

# The files of one identity, named as Kubernetes TLS secrets (and cert-manager) name them.
CA_FILE, CERT_FILE, KEY_FILE = "ca.crt", "tls.crt", "tls.key"
# The design's data flow: only the gateway orchestrates, so the parts behind it answer the gateway alone.
ALLOWED_CALLERS: dict[str, frozenset[str]] = {
    "retrieval": frozenset({"gateway"}),
    "generation": frozenset({"gateway"}),
    "validation": frozenset({"gateway"}),
}
# Any identity of the deployment may ask these: the supervisor's probes, an operator's reflection.
OPEN_SERVICES = frozenset(
    {health.SERVICE_NAME, "grpc.reflection.v1alpha.ServerReflection", "grpc.reflection.v1.ServerReflection"}
)
# The local supervisor's identity: it probes health and calls nothing else.
SUPERVISOR = "supervisor"
_LEAF_DAYS = 30
_CA_DAYS = 3650


@dataclass(frozen=True)
class Identity:
    """One part's certificate, key and the CA it trusts, read from a directory of the three files."""

    name: str
    ca: bytes
    certificate: bytes
    key: bytes

    @classmethod
    def load(cls, directory: Path) -> Identity:
        certificate = (directory / CERT_FILE).read_bytes()
        common_names = x509.load_pem_x509_certificate(certificate).subject.get_attributes_for_oid(NameOID.COMMON_NAME)
        if len(common_names) != 1:
            raise ValueError(f"{directory / CERT_FILE} must name exactly one part as its common name")
        return cls(
            name=str(common_names[0].value),
            ca=(directory / CA_FILE).read_bytes(),
            certificate=certificate,
            key=(directory / KEY_FILE).read_bytes(),
        )

    def channel_credentials(self) -> grpc.ChannelCredentials:
        return grpc.ssl_channel_credentials(
            root_certificates=self.ca, private_key=self.key, certificate_chain=self.certificate
        )

    def server_credentials(self) -> grpc.ServerCredentials:
        return grpc.ssl_server_credentials(
            [(self.key, self.certificate)], root_certificates=self.ca, require_client_auth=True
        )


def identity_of(settings: CommonSettings) -> Identity | None:
    return Identity.load(settings.internal_tls_dir) if settings.internal_tls_dir is not None else None


def internal_channel(
    address: str,
    identity: Identity | None,
    *,
    peer: str | None = None,
    options: Sequence[tuple[str, Any]] = (),
    interceptors: Sequence[grpc.aio.ClientInterceptor] | None = None,
) -> grpc.aio.Channel:
    """A channel to another part: mTLS with this part's identity when it has one, plaintext otherwise.

    ``peer`` is the part expected on the other end: its certificate must name it (a DNS SAN), whatever the address,
    so a channel to retrieval's port never accepts another part listening there (every local certificate also
    names 127.0.0.1).
    """
    if identity is None:
        return grpc.aio.insecure_channel(address, options=list(options), interceptors=interceptors)
    expected = [("grpc.ssl_target_name_override", peer)] if peer else []
    return grpc.aio.secure_channel(
        address, identity.channel_credentials(), options=[*options, *expected], interceptors=interceptors
    )


def caller_of(context: grpc.aio.ServicerContext[object, object]) -> str | None:
    """The verified common name of the peer's certificate, or None on a plaintext or unverified connection."""
    names = context.auth_context().get("x509_common_name") or []
    return names[0].decode() if len(names) == 1 else None


Continuation = Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler]]


class CallerCheck(grpc.aio.ServerInterceptor):  # type: ignore[misc]
    """Refuses, with PERMISSION_DENIED, every call from a peer this part does not allow (open services excepted)."""

    def __init__(self, part: str, allowed: frozenset[str]) -> None:
        self._part = part
        self._allowed = allowed
        # Each method's checked handler, built on its first call (services/handlers.py).
        self._handlers = MethodHandlers()

    async def intercept_service(
        self, continuation: Continuation, handler_call_details: grpc.HandlerCallDetails
    ) -> grpc.RpcMethodHandler:
        handler = await continuation(handler_call_details)
        method = handler_call_details.method
        if handler is None or method.lstrip("/").partition("/")[0] in OPEN_SERVICES:
            return handler
        return self._handlers.wrapped(method, handler, lambda: self._checking(handler))

    def _checking(self, handler: grpc.RpcMethodHandler) -> grpc.RpcMethodHandler:
        if handler.unary_unary is not None:
            inner = handler.unary_unary

            async def checked(request: object, context: grpc.aio.ServicerContext[object, object]) -> object:
                await self._check(context)
                return await inner(request, context)

            return grpc.unary_unary_rpc_method_handler(
                checked,
                request_deserializer=handler.request_deserializer,
                response_serializer=handler.response_serializer,
            )
        # The parts behind the gateway serve unary calls only: anything else is not for callers at all.
        return grpc.unary_unary_rpc_method_handler(self._refuse)

    async def _refuse(self, request: object, context: grpc.aio.ServicerContext[object, object]) -> object:
        await context.abort(grpc.StatusCode.PERMISSION_DENIED, "This caller may not call this service.")
        raise AssertionError("unreachable: abort raises")

    async def _check(self, context: grpc.aio.ServicerContext[object, object]) -> None:
        caller = caller_of(context)
        if caller not in self._allowed:
            # The name only (a certificate of our own CA), never request content.
            log.warning("%s refused a call from %s", self._part, caller or "an unidentified peer")
            await context.abort(grpc.StatusCode.PERMISSION_DENIED, "This caller may not call this service.")


@dataclass
class InternalTransport:
    """How a part's gRPC server listens: mTLS plus the caller check for the parts behind the gateway, with
    health alone on a plaintext port for the platform's probes (Kubernetes gRPC probes cannot present a
    certificate); plaintext otherwise (the gateway's public port, the suite's in-process servers)."""

    identity: Identity | None
    health_port: int | None
    host: str
    _probe_server: grpc.aio.Server | None = None

    @classmethod
    def of(cls, settings: CommonSettings) -> InternalTransport:
        return cls(identity_of(settings), settings.health_port, settings.host)

    @property
    def guarded(self) -> bool:
        return self.identity is not None and self.identity.name in ALLOWED_CALLERS

    def interceptors(self) -> list[grpc.aio.ServerInterceptor]:
        if not self.guarded:
            return []
        assert self.identity is not None
        return [CallerCheck(self.identity.name, ALLOWED_CALLERS[self.identity.name])]

    def bind(self, server: grpc.aio.Server, address: str) -> int:
        if not self.guarded:
            return int(server.add_insecure_port(address))
        assert self.identity is not None
        return int(server.add_secure_port(address, self.identity.server_credentials()))

    async def start(self, servicer: health.aio.HealthServicer) -> None:
        """The plaintext health-only port, when one is set and the main port needs a certificate."""
        if not self.guarded or self.health_port is None:
            return
        self._probe_server = grpc.aio.server(options=[("grpc.so_reuseport", 0)])
        health_pb2_grpc.add_HealthServicer_to_server(servicer, self._probe_server)
        self._probe_server.add_insecure_port(f"{self.host}:{self.health_port}")
        await self._probe_server.start()

    async def stop(self) -> None:
        if self._probe_server is not None:
            await self._probe_server.stop(0)


def _write(path: Path, data: bytes, mode: int) -> None:
    """Written whole, with its mode from creation: a key is never readable by others, even for a moment."""
    temporary = path.with_suffix(path.suffix + ".tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    with os.fdopen(descriptor, "wb") as out:
        out.write(data)
    os.chmod(temporary, mode)
    temporary.replace(path)


def _key_pem(key: ec.EllipticCurvePrivateKey) -> bytes:
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )


def _local_ca(directory: Path) -> tuple[x509.Certificate, ec.EllipticCurvePrivateKey]:
    """The data directory's CA, created on first use and kept (its key never leaves ``directory``)."""
    cert_path, key_path = directory / CA_FILE, directory / "ca.key"
    now = datetime.datetime.now(datetime.UTC)
    if cert_path.exists() and key_path.exists():
        certificate = x509.load_pem_x509_certificate(cert_path.read_bytes())
        key = serialization.load_pem_private_key(key_path.read_bytes(), password=None)
        if isinstance(key, ec.EllipticCurvePrivateKey) and certificate.not_valid_after_utc > now + datetime.timedelta(
            days=_LEAF_DAYS
        ):
            return certificate, key
    directory.mkdir(parents=True, exist_ok=True, mode=0o700)
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Policy Review local CA")])
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=_CA_DAYS))
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=False,
                content_commitment=False,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=True,
                crl_sign=True,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .sign(key, hashes.SHA256())
    )
    _write(key_path, _key_pem(key), 0o600)
    _write(cert_path, certificate.public_bytes(serialization.Encoding.PEM), 0o644)
    return certificate, key


def issue_local(pki_dir: Path, names: Iterable[str], hosts: Iterable[str] = ("127.0.0.1", "localhost")) -> None:
    """A fresh certificate per name under ``pki_dir/<name>/`` (ca.crt, tls.crt, tls.key 0600), signed by the local
    CA in ``pki_dir/ca/``. Each certificate names its part and the loopback addresses the local stack uses.

    Under a lock: stacks started side by side on one data directory (an evaluation beside `make run`) must agree on
    one CA, and a part restarted later reads a complete set of files.
    """
    pki_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
    with (pki_dir / ".lock").open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        _issue(pki_dir, names, hosts)


def _issue(pki_dir: Path, names: Iterable[str], hosts: Iterable[str]) -> None:
    ca_certificate, ca_key = _local_ca(pki_dir / "ca")
    ca_pem = ca_certificate.public_bytes(serialization.Encoding.PEM)
    now = datetime.datetime.now(datetime.UTC)
    for name in names:
        key = ec.generate_private_key(ec.SECP256R1())
        alternatives: list[x509.GeneralName] = [x509.DNSName(name)]
        for host in hosts:
            try:
                alternatives.append(x509.IPAddress(ipaddress.ip_address(host)))
            except ValueError:
                alternatives.append(x509.DNSName(host))
        certificate = (
            x509.CertificateBuilder()
            .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name)]))
            .issuer_name(ca_certificate.subject)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=_LEAF_DAYS))
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(x509.SubjectAlternativeName(alternatives), critical=False)
            .add_extension(
                x509.ExtendedKeyUsage(
                    [x509.oid.ExtendedKeyUsageOID.SERVER_AUTH, x509.oid.ExtendedKeyUsageOID.CLIENT_AUTH]
                ),
                critical=False,
            )
            .sign(ca_key, hashes.SHA256())
        )
        directory = pki_dir / name
        directory.mkdir(parents=True, exist_ok=True, mode=0o700)
        os.chmod(directory, 0o700)
        _write(directory / KEY_FILE, _key_pem(key), 0o600)
        _write(directory / CERT_FILE, certificate.public_bytes(serialization.Encoding.PEM), 0o644)
        _write(directory / CA_FILE, ca_pem, 0o644)


def main(argv: Sequence[str] | None = None) -> int:
    """``issue DIR NAME... [--host HOST]...``: one identity per NAME under DIR (the CA kept in DIR/ca/)."""
    parser = argparse.ArgumentParser(prog="python -m services.credentials", description=main.__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    issue = commands.add_parser("issue", help="issue (or renew) one certificate per part, signed by DIR's CA")
    issue.add_argument("directory", type=Path)
    issue.add_argument("names", nargs="+", metavar="NAME", help="a part's name: its common name and a DNS SAN")
    issue.add_argument(
        "--host",
        action="append",
        dest="hosts",
        help="a further SAN on every certificate, IP address or DNS name (default: 127.0.0.1 and localhost)",
    )
    arguments = parser.parse_args(argv)
    names: list[str] = arguments.names
    invalid = [name for name in names if not name or "/" in name or name.startswith(".") or name == "ca"]
    if invalid:
        parser.error(f"not a part's name: {', '.join(map(repr, invalid))}")
    hosts: list[str] = arguments.hosts or ["127.0.0.1", "localhost"]
    issue_local(arguments.directory, names, hosts)
    # Names only: the files hold keys, and their paths say enough.
    print(f"issued {', '.join(names)} under {arguments.directory}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
