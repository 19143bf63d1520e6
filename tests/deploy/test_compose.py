"""The compose stack, the collector config and the Dockerfile keep their contracts; each check fails when broken."""

from __future__ import annotations

import asyncio
import copy
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import grpc
import pytest
import yaml

from policyreview.v1 import validation_service_pb2, validation_service_pb2_grpc
from services.credentials import ALLOWED_CALLERS, CA_FILE, CERT_FILE, KEY_FILE, Identity, internal_channel
from services.credentials import main as credentials_main
from services.server import GrpcServer
from services.settings import PROJECT_ROOT, CommonSettings
from tests.deploy.invariants import SERVICES, compose_violations, dockerfile_stages, dockerfile_violations
from tests.support import running
from validation.bootstrap import build_server
from validation.settings import ValidationSettings

DEPLOY = PROJECT_ROOT / "deploy"
DOCKERFILE = PROJECT_ROOT / "Dockerfile"


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    parsed: dict[str, Any] = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    return parsed


def test_compose_keeps_every_invariant(compose: dict[str, Any]) -> None:
    assert compose_violations(compose, dockerfile_exists=DOCKERFILE.is_file()) == []


def test_compose_mounts_files_that_exist(compose: dict[str, Any]) -> None:
    for name, service in compose["services"].items():
        for volume in service.get("volumes", []):
            source = volume["source"] if isinstance(volume, dict) else volume.split(":")[0]
            if source.startswith("."):
                assert (DEPLOY / source).exists(), f"{name} mounts missing {source}"


def test_collector_pipelines_use_defined_components_and_the_services_reach_its_receiver(
    compose: dict[str, Any],
) -> None:
    config = yaml.safe_load((DEPLOY / "otel-collector.yaml").read_text())
    for pipeline in config["service"]["pipelines"].values():
        for kind in ("receivers", "processors", "exporters"):
            assert set(pipeline.get(kind, [])) <= set(config.get(kind, {}))
        assert pipeline["receivers"] == ["otlp"]
    grpc_port = config["receivers"]["otlp"]["protocols"]["grpc"]["endpoint"].rsplit(":", 1)[1]
    endpoints = {
        service["environment"]["OTEL_EXPORTER_OTLP_ENDPOINT"]
        for service in compose["services"].values()
        if "OTEL_EXPORTER_OTLP_ENDPOINT" in service.get("environment", {})
    }
    assert endpoints == {f"http://otel-collector:{grpc_port}"}
    jaeger = config["exporters"]["otlp_grpc/jaeger"]["endpoint"]
    assert jaeger.split(":")[0] in compose["services"]


Mutation = Callable[[dict[str, Any]], None]
COMPOSE_MUTATIONS: dict[str, tuple[Mutation, str]] = {
    "gateway gets the reader DSN": (
        lambda c: c["services"]["gateway"]["environment"].update(POLICY_REVIEW_READER_DATABASE_URL="postgresql://x"),
        "gateway: must not receive POLICY_REVIEW_READER_DATABASE_URL",
    ),
    "validation gets the Gemini key": (
        lambda c: c["services"]["validation"]["environment"].update(POLICY_REVIEW_GEMINI_API_KEY="k"),
        "validation: must not receive POLICY_REVIEW_GEMINI_API_KEY",
    ),
    "unknown variable": (
        lambda c: c["services"]["retrieval"]["environment"].update(POLICY_REVIEW_RETRIEVAL_TOPK="3"),
        "retrieval: env POLICY_REVIEW_RETRIEVAL_TOPK is neither a settings field",
    ),
    "image from nowhere": (
        lambda c: c["services"]["jaeger"].update(image="someone/jaeger:2"),
        "jaeger: image someone/jaeger:2 is neither built here",
    ),
    "unpinned image": (
        lambda c: c["services"]["ollama"].update(image="ollama/ollama"),
        "ollama: public image ollama/ollama must be pinned",
    ),
    "port drifts from the settings": (
        lambda c: c["services"]["generation"].update(expose=["50060"]),
        "generation: ports [50060] differ from the settings defaults",
    ),
    "health check on the wrong port": (
        lambda c: c["services"]["validation"]["healthcheck"]["test"].__setitem__(-1, "50053"),
        "validation: the health check must probe gRPC port 50054",
    ),
    "writable container": (
        lambda c: c["services"]["gateway"].update(read_only=False),
        "gateway: must run read-only as a non-root user",
    ),
    "root user": (
        lambda c: c["services"]["ingestion"].update(user="0"),
        "ingestion: must run read-only as a non-root user",
    ),
    "gateway points at the wrong service": (
        lambda c: c["services"]["gateway"]["environment"].update(POLICY_REVIEW_RETRIEVAL_ADDRESS="retrieval:50053"),
        "gateway: POLICY_REVIEW_RETRIEVAL_ADDRESS must be retrieval:50052",
    ),
    "gateway open by default": (
        lambda c: c["services"]["gateway"]["environment"].pop("POLICY_REVIEW_GATEWAY_AUTHENTICATION"),
        "gateway: POLICY_REVIEW_GATEWAY_AUTHENTICATION must default to required",
    ),
    "other Dockerfile": (
        lambda c: c["services"]["retrieval"]["build"].update(dockerfile="retrieval.Dockerfile"),
        "retrieval: must build from the project's Dockerfile",
    ),
    "dependency on a service that is not there": (
        lambda c: c["services"]["gateway"]["depends_on"].update(auth={"condition": "service_healthy"}),
        "gateway: depends on unknown service auth",
    ),
    "gateway without conversation memory": (
        lambda c: c["services"]["gateway"]["environment"].pop("POLICY_REVIEW_MEMORY_DATABASE_URL"),
        "gateway: POLICY_REVIEW_MEMORY_DATABASE_URL is required",
    ),
    "gateway's memory DSN logs in as the writer": (
        lambda c: c["services"]["gateway"]["environment"].update(
            POLICY_REVIEW_MEMORY_DATABASE_URL="postgresql://policy_writer:${POLICY_WRITER_PASSWORD}@postgres:5432/x"
        ),
        "gateway: POLICY_REVIEW_MEMORY_DATABASE_URL must log in as policy_memory",
    ),
    "retrieval's DSN logs in as the admin": (
        lambda c: c["services"]["retrieval"]["environment"].update(
            POLICY_REVIEW_READER_DATABASE_URL="postgresql://postgres:${POSTGRES_PASSWORD}@postgres:5432/x"
        ),
        "retrieval: POLICY_REVIEW_READER_DATABASE_URL must log in as policy_reader",
    ),
    "ingestion's DSN logs in as the reader": (
        lambda c: c["services"]["ingestion"]["environment"].update(
            POLICY_REVIEW_WRITER_DATABASE_URL="postgresql://policy_reader@postgres:5432/x"
        ),
        "ingestion: POLICY_REVIEW_WRITER_DATABASE_URL must log in as policy_writer",
    ),
    "retrieval gets the memory DSN": (
        lambda c: c["services"]["retrieval"]["environment"].update(
            POLICY_REVIEW_MEMORY_DATABASE_URL="postgresql://policy_memory@postgres:5432/x"
        ),
        "retrieval: must not receive POLICY_REVIEW_MEMORY_DATABASE_URL",
    ),
    "gateway gets the memory role's password": (
        lambda c: c["services"]["gateway"]["environment"].update(POLICY_MEMORY_PASSWORD="x" * 20),
        "gateway: must not receive POLICY_MEMORY_PASSWORD",
    ),
    "memory role left without a password": (
        lambda c: c["services"]["role-passwords"]["environment"].pop("POLICY_MEMORY_PASSWORD"),
        "role-passwords: must set POLICY_MEMORY_PASSWORD (policy_memory)",
    ),
    "command runs a module that does not exist": (
        lambda c: c["services"]["migrate"].update(command=["python", "-m", "migrations"]),
        "migrate: runs unknown module 'migrations'",
    ),
}


@pytest.mark.parametrize("mutation", sorted(COMPOSE_MUTATIONS))
def test_each_compose_invariant_fails_when_broken(mutation: str, compose: dict[str, Any]) -> None:
    mutate, expected = COMPOSE_MUTATIONS[mutation]
    broken = copy.deepcopy(compose)
    mutate(broken)
    violations = compose_violations(broken)
    assert any(expected in violation for violation in violations), violations


def test_dockerfile_builds_in_one_stage_and_runs_in_a_slim_non_root_one() -> None:
    text = DOCKERFILE.read_text()
    assert dockerfile_violations(text) == []
    builder, final = dockerfile_stages(text)
    assert any("build-essential" in rest for instruction, rest in builder.instructions if instruction == "RUN")
    assert ("USER", "10001:10001") in final.instructions


DOCKERFILE_MUTATIONS: dict[str, tuple[Callable[[str], str], str]] = {
    "no USER": (lambda t: t.replace("USER 10001:10001\n", ""), "final stage has no USER"),
    "root USER": (lambda t: t.replace("USER 10001:10001", "USER root"), "must be a numeric non-root uid"),
    "compiler in the final stage": (
        lambda t: t + "RUN apt-get update && apt-get install --yes gcc\n",
        "final stage installs or runs a compiler",
    ),
    "single stage": (
        lambda t: t.replace("FROM ${PYTHON_IMAGE} AS runtime", "").replace("COPY --from=builder", "# "),
        "needs a builder stage and a separate final stage",
    ),
    "other base": (
        lambda t: t.replace("FROM ${PYTHON_IMAGE} AS runtime", "FROM python:3.11 AS runtime"),
        "final stage must be python:3.11-slim",
    ),
    "a part left out": (lambda t: t.replace("COPY validation ./validation\n", ""), "lacks validation/"),
    "migrations left out": (lambda t: t.replace("COPY migrations ./migrations\n", ""), "lacks migrations/"),
}


@pytest.mark.parametrize("mutation", sorted(DOCKERFILE_MUTATIONS))
def test_each_dockerfile_invariant_fails_when_broken(mutation: str) -> None:
    mutate, expected = DOCKERFILE_MUTATIONS[mutation]
    broken = mutate(DOCKERFILE.read_text())
    assert broken != DOCKERFILE.read_text()
    violations = dockerfile_violations(broken)
    assert any(expected in violation for violation in violations), violations


def test_dockerignore_keeps_local_state_and_secrets_out_of_the_build_context() -> None:
    ignored = {line.strip() for line in (PROJECT_ROOT / ".dockerignore").read_text().splitlines()}
    assert {".git", ".venv", ".data", ".env", "node_modules"} <= ignored


async def _health_exit_code(code: str, port: int) -> int:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-c", code, str(port), stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL
    )
    return await asyncio.wait_for(process.wait(), timeout=30)


async def test_compose_grpc_health_check_follows_the_servers_health(compose: dict[str, Any]) -> None:
    code = compose["services"]["gateway"]["healthcheck"]["test"][3]
    ready = {"value": False}

    async def readiness() -> bool:
        return ready["value"]

    server = GrpcServer(
        service_name="health-probe-test",
        settings=CommonSettings(health_check_interval_seconds=60),
        port=0,
        register=lambda s: ["policyreview.v1.ProbeTestService"],
        readiness=readiness,
    )
    async with running(server) as address:
        port = int(address.rsplit(":", 1)[1])
        assert await _health_exit_code(code, port) != 0
        ready["value"] = True
        await server._refresh_health()
        assert await _health_exit_code(code, port) == 0
    assert await _health_exit_code(code, port) != 0


# --- internal calls: mTLS between the parts ----------------------------------------------------

TLS_VARIABLE = "POLICY_REVIEW_INTERNAL_TLS_DIR"
TLS_VOLUME = "internal-tls"
PKI = "pki"
# The parts the gateway calls, by the variable that holds each one's address.
ADDRESS_VARIABLES = {f"POLICY_REVIEW_{part.upper()}_ADDRESS": part for part in ALLOWED_CALLERS}


def _env(service: dict[str, Any]) -> dict[str, Any]:
    return dict(service.get("environment") or {})


def _identity_mounts(service: dict[str, Any]) -> list[dict[str, Any]]:
    """The service's mounts of the identities volume, in long syntax (a short one counts as the whole volume)."""
    mounts = []
    for volume in service.get("volumes", []):
        if isinstance(volume, str):
            source, _, target = volume.partition(":")
            volume = {"type": "volume", "source": source, "target": target.split(":")[0]}
        if volume.get("source") == TLS_VOLUME:
            mounts.append(volume)
    return mounts


def internal_tls_violations(compose: dict[str, Any]) -> list[str]:
    """Every address the gateway calls is mTLS on both ends, each part mounts its own identity and nothing
    more, the one-shot pki service issues them all first, and the API-key digests reach the gateway only."""
    services: dict[str, dict[str, Any]] = compose["services"]
    violations = []
    pki = services.get(PKI, {})
    command = pki.get("command", [])
    if command[:4] != ["python", "-m", "services.credentials", "issue"] or len(command) < 6:
        violations.append(f"{PKI}: must run `python -m services.credentials issue DIR NAME...`")
        issued: set[str] = set()
    else:
        issued = set(command[5:])
        whole = [m for m in _identity_mounts(pki) if not (m.get("volume") or {}).get("subpath")]
        if not any(m.get("target") == command[4] and not m.get("read_only") for m in whole):
            violations.append(f"{PKI}: must mount the whole {TLS_VOLUME} volume writable at {command[4]}")
    gateway_env = _env(services.get("gateway", {}))
    called = {part for variable, part in ADDRESS_VARIABLES.items() if variable in gateway_env}
    if called != set(ALLOWED_CALLERS):
        violations.append(f"gateway: must call {sorted(ALLOWED_CALLERS)} by address, calls {sorted(called)}")
    for name, service in services.items():
        mounts = _identity_mounts(service)
        if name == PKI:
            continue
        if name not in SERVICES:
            if mounts or TLS_VARIABLE in _env(service):
                violations.append(f"{name}: must not mount the internal identities")
            continue
        if name not in issued:
            violations.append(f"{PKI}: must issue an identity for {name} (its compose DNS name)")
        directory = _env(service).get(TLS_VARIABLE)
        own = [
            m
            for m in mounts
            if (m.get("volume") or {}).get("subpath") == name
            and m.get("read_only") is True
            and m["target"] == directory
        ]
        if directory is None or len(own) != 1 or len(mounts) != 1:
            violations.append(f"{name}: must mount its own identity alone, read-only, at its {TLS_VARIABLE}")
        condition = (service.get("depends_on") or {}).get(PKI, {}).get("condition")
        if condition != "service_completed_successfully":
            violations.append(f"{name}: must start after {PKI} completed successfully")
        health = service.get("healthcheck", {}).get("test", [])
        over_tls = any(TLS_VARIABLE in str(word) and "ssl_channel_credentials" in str(word) for word in health)
        if name in ALLOWED_CALLERS and not over_tls:
            violations.append(f"{name}: the health check must present the part's identity (its port is mTLS)")
    for name, service in services.items():
        for variable in _env(service):
            if variable.endswith("_KEY_SHA256") and name != "gateway":
                violations.append(f"{name}: must not receive the API-key digest {variable}")
    return violations


def test_every_internal_call_is_mutual_tls_and_each_part_holds_its_own_identity_only(
    compose: dict[str, Any],
) -> None:
    assert internal_tls_violations(compose) == []
    # Every digest the gateway checks is wired, and nowhere else (the check above looks for strays).
    digests = {v for v in _env(compose["services"]["gateway"]) if v.endswith("_KEY_SHA256")}
    assert len(digests) == 4


def _subpath(part: str, value: str) -> Mutation:
    def mutate(c: dict[str, Any]) -> None:
        c["services"][part]["volumes"][0]["volume"]["subpath"] = value

    return mutate


TLS_MUTATIONS: dict[str, tuple[Mutation, str]] = {
    "validation mounts the gateway's identity": (
        _subpath("validation", "gateway"),
        "validation: must mount its own identity alone",
    ),
    "generation mounts every identity and the CA key": (
        lambda c: c["services"]["generation"]["volumes"][0].pop("volume"),
        "generation: must mount its own identity alone",
    ),
    "retrieval's identity is writable": (
        lambda c: c["services"]["retrieval"]["volumes"][0].update(read_only=False),
        "retrieval: must mount its own identity alone",
    ),
    "retrieval serves plaintext": (
        lambda c: c["services"]["retrieval"]["environment"].pop(TLS_VARIABLE),
        "retrieval: must mount its own identity alone",
    ),
    "the gateway calls in plaintext": (
        lambda c: c["services"]["gateway"]["environment"].pop(TLS_VARIABLE),
        "gateway: must mount its own identity alone",
    ),
    "a certificate without the compose name": (
        lambda c: c["services"][PKI]["command"].remove("generation"),
        "pki: must issue an identity for generation",
    ),
    "a part starts before its certificate exists": (
        lambda c: c["services"]["validation"]["depends_on"].pop(PKI),
        "validation: must start after pki completed successfully",
    ),
    "ingestion reads the identities": (
        lambda c: c["services"]["ingestion"].update(volumes=[f"{TLS_VOLUME}:/etc/policy-review/tls:ro"]),
        "ingestion: must not mount the internal identities",
    ),
    "a plaintext health check on an mTLS port": (
        lambda c: c["services"]["generation"]["healthcheck"].update(
            test=[*c["services"]["gateway"]["healthcheck"]["test"][:3], "50053"]
        ),
        "generation: the health check must present the part's identity",
    ),
    "retrieval gets the reviewer digest": (
        lambda c: c["services"]["retrieval"]["environment"].update(POLICY_REVIEW_GATEWAY_REVIEWER_KEY_SHA256="x"),
        "retrieval: must not receive the API-key digest POLICY_REVIEW_GATEWAY_REVIEWER_KEY_SHA256",
    ),
    "the gateway loses an address": (
        lambda c: c["services"]["gateway"]["environment"].pop("POLICY_REVIEW_VALIDATION_ADDRESS"),
        "gateway: must call",
    ),
}


@pytest.mark.parametrize("mutation", sorted(TLS_MUTATIONS))
def test_each_internal_tls_rule_fails_when_broken(mutation: str, compose: dict[str, Any]) -> None:
    mutate, expected = TLS_MUTATIONS[mutation]
    broken = copy.deepcopy(compose)
    mutate(broken)
    violations = internal_tls_violations(broken)
    assert any(expected in violation for violation in violations), violations


async def _health_exit_code_with(code: str, port: int, environment: dict[str, str]) -> int:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        code,
        str(port),
        env={**os.environ, **environment},
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    return await asyncio.wait_for(process.wait(), timeout=30)


async def test_the_pki_service_issues_what_the_parts_mount_and_their_health_check_passes_over_mtls(
    compose: dict[str, Any], tmp_path: Path
) -> None:
    """The pki command as compose runs it (into a scratch folder), then the real validation server on the folder
    validation mounts: its compose health check passes, the gateway's identity is served, the plaintext check fails."""
    services = compose["services"]
    command = services[PKI]["command"]
    volume = tmp_path / TLS_VOLUME
    assert credentials_main([command[3], str(volume), *command[5:]]) == 0
    mounted = volume / services["validation"]["volumes"][0]["volume"]["subpath"]
    assert sorted(path.name for path in mounted.iterdir()) == sorted((CA_FILE, CERT_FILE, KEY_FILE))
    settings = ValidationSettings(internal_tls_dir=mounted, health_check_interval_seconds=60)
    health = services["validation"]["healthcheck"]["test"]
    environment = {TLS_VARIABLE: str(mounted)}
    async with running(await build_server(settings, port=0)) as address:
        port = int(address.rsplit(":", 1)[1])
        assert await _health_exit_code_with(health[3], port, environment) == 0
        plaintext = services["gateway"]["healthcheck"]["test"][3]
        assert await _health_exit_code_with(plaintext, port, environment) != 0
        gateway = Identity.load(volume / "gateway")
        async with internal_channel(address, gateway, peer="validation") as channel:
            stub = validation_service_pb2_grpc.ValidationServiceStub(channel)
            try:
                await stub.ValidateFindings(validation_service_pb2.ValidateFindingsRequest(), timeout=10)
                code = grpc.StatusCode.OK
            except grpc.aio.AioRpcError as failure:
                code = failure.code()
            # An empty request is the servicer's to judge: anything but the caller check's refusal passes.
            assert code not in {grpc.StatusCode.PERMISSION_DENIED, grpc.StatusCode.UNAVAILABLE}
    assert await _health_exit_code_with(health[3], port, environment) != 0
