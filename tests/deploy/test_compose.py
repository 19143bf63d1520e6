"""The compose stack, the collector config and the Dockerfile keep their contracts; each check fails when broken."""

from __future__ import annotations

import asyncio
import copy
import sys
from collections.abc import Callable
from typing import Any

import pytest
import yaml

from services.server import GrpcServer
from services.settings import PROJECT_ROOT, CommonSettings
from tests.deploy.invariants import compose_violations, dockerfile_stages, dockerfile_violations
from tests.support import running

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
            source = volume.split(":")[0]
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
