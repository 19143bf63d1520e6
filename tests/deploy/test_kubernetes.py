"""The Kubernetes manifests keep docs/architecture.md's trust boundaries, and each check fails when one is broken."""

from __future__ import annotations

import copy
import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from services.database import DESK_ROLE, MEMORY_ROLE, READER_ROLE, WRITER_ROLE
from services.settings import PROJECT_ROOT
from tests.deploy.invariants import (
    ALLOWED_EGRESS,
    DNS,
    TELEMETRY,
    check_network,
    kubernetes_violations,
    login_roles,
)
from tests.deploy.kustomize import Manifest, containers, pod_spec, render

K8S = PROJECT_ROOT / "deploy" / "k8s"
COMPONENTS = K8S / "components"


def _variant(tmp_path: Path, components: list[str]) -> Path:
    """A kustomization in tmp_path: the base plus the given components, as an overlay would write it."""
    directory = tmp_path / "-".join(components or ["base"])
    directory.mkdir()
    kustomization = {
        "apiVersion": "kustomize.config.k8s.io/v1beta1",
        "kind": "Kustomization",
        "namespace": "policy-review",
        "resources": [os.path.relpath(K8S / "base", directory)],
        "components": [os.path.relpath(COMPONENTS / name, directory) for name in components],
    }
    (directory / "kustomization.yaml").write_text(yaml.safe_dump(kustomization))
    return directory


EVERY_COMPONENT = ["postgres", "ollama", "ollama-model-pull", "ollama-reviewer", "gemini"]
VARIANTS = {
    "base": lambda tmp: K8S / "base",
    "demo": lambda tmp: K8S / "overlays" / "demo",
    "production": lambda tmp: K8S / "overlays" / "production",
    "every-component": lambda tmp: _variant(tmp, EVERY_COMPONENT),
}


def _key(resource: Manifest) -> tuple[str, str, str]:
    return resource["kind"], resource["metadata"].get("namespace", ""), resource["metadata"]["name"]


@pytest.fixture(scope="module")
def production() -> list[Manifest]:
    return render(K8S / "overlays" / "production")


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_rendered_manifests_keep_every_invariant(variant: str, tmp_path: Path) -> None:
    assert kubernetes_violations(render(VARIANTS[variant](tmp_path))) == []


@pytest.mark.skipif(shutil.which("kubectl") is None, reason="kubectl is not installed")
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_renderer_agrees_with_kubectl_kustomize(variant: str, tmp_path: Path) -> None:
    directory = VARIANTS[variant](tmp_path)
    output = subprocess.run(
        ["kubectl", "kustomize", str(directory)], capture_output=True, text=True, check=True, timeout=60
    ).stdout
    theirs = {_key(doc): doc for doc in yaml.safe_load_all(output) if doc}
    ours = {_key(doc): doc for doc in render(directory)}
    assert ours == theirs


def test_components_switch_only_what_they_name(tmp_path: Path) -> None:
    resources = render(_variant(tmp_path, ["ollama", "gemini"]))
    env = {
        (w["metadata"]["name"], e["name"]): e
        for w in resources
        if (spec := pod_spec(w)) is not None
        for c in containers(spec)
        for e in c.get("env", [])
    }
    assert env["generation", "POLICY_REVIEW_REVIEWER"]["value"] == "gemini"
    assert (
        env["generation", "POLICY_REVIEW_GEMINI_API_KEY"]["valueFrom"]["secretKeyRef"]["name"] == "policy-review-gemini"
    )
    # Ingestion and retrieval must embed with the same model or scope resolves to nothing.
    for part in ("retrieval", "ingestion"):
        assert env[part, "POLICY_REVIEW_EMBEDDER"]["value"] == "ollama"
        assert env[part, "POLICY_REVIEW_OLLAMA_EMBEDDING_MODEL"]["value"] == "embeddinggemma:300m"
    assert not [key for key in env if key[1] == "POLICY_REVIEW_GEMINI_API_KEY" and key[0] != "generation"]


def test_base_embedders_agree_between_ingestion_and_retrieval() -> None:
    resources = render(K8S / "base")
    embedders = {
        w["metadata"]["name"]: {e["name"]: e.get("value") for c in containers(spec) for e in c.get("env", [])}.get(
            "POLICY_REVIEW_EMBEDDER"
        )
        for w in resources
        if (spec := pod_spec(w)) is not None
    }
    assert embedders["retrieval"] == embedders["ingestion"] == "wordllama"


def test_the_role_password_checks_see_every_login_role_the_migrations_create() -> None:
    assert login_roles() == sorted([READER_ROLE, WRITER_ROLE, MEMORY_ROLE, DESK_ROLE])


def test_validation_telemetry_component_opens_only_the_collector(tmp_path: Path) -> None:
    resources = render(_variant(tmp_path, ["validation-telemetry"]))
    assert sorted(check_network(resources)) == sorted(
        f"validation: egress to {peer} on {port} is not allowed" for peer, port in [*DNS, *TELEMETRY]
    )
    opted_in = {**ALLOWED_EGRESS, "validation": {*DNS, *TELEMETRY}}
    assert check_network(resources, allowed_egress=opted_in) == []


# --- each invariant fails when broken -------------------------------------------------------------


def _workload(resources: list[Manifest], name: str) -> Manifest:
    return next(r for r in resources if r["kind"] in {"Deployment", "Job"} and r["metadata"]["name"] == name)


def _server(resources: list[Manifest], name: str) -> Manifest:
    spec = pod_spec(_workload(resources, name))
    assert spec is not None
    return containers(spec)[-1]


def _policy(
    name: str, selector: str, egress: list[Manifest] | None = None, ingress: list[Manifest] | None = None
) -> Manifest:
    spec: Manifest = {"podSelector": {"matchLabels": {"app.kubernetes.io/name": selector}}, "policyTypes": []}
    if egress is not None:
        spec["policyTypes"].append("Egress")
        spec["egress"] = egress
    if ingress is not None:
        spec["policyTypes"].append("Ingress")
        spec["ingress"] = ingress
    return {"apiVersion": "networking.k8s.io/v1", "kind": "NetworkPolicy", "metadata": {"name": name}, "spec": spec}


def _secret_env(name: str, secret: str, key: str) -> Manifest:
    return {"name": name, "valueFrom": {"secretKeyRef": {"name": secret, "key": key}}}


def _drop_env(resources: list[Manifest], workload: str, name: str) -> None:
    server = _server(resources, workload)
    server["env"] = [entry for entry in server["env"] if entry["name"] != name]


def _replace_env(resources: list[Manifest], workload: str, replacement: Manifest) -> None:
    """The workload's variable of ``replacement``'s name becomes ``replacement``."""
    server = _server(resources, workload)
    server["env"] = [replacement if entry["name"] == replacement["name"] else entry for entry in server["env"]]


def _set_env(resources: list[Manifest], workload: str, name: str, value: str) -> None:
    for entry in _server(resources, workload)["env"]:
        if entry["name"] == name:
            entry["value"] = value


def _delete(resources: list[Manifest], kind: str, name: str) -> None:
    resources[:] = [r for r in resources if not (r["kind"] == kind and r["metadata"]["name"] == name)]


DNS_RULE = {
    "to": [
        {
            "namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "kube-system"}},
            "podSelector": {"matchLabels": {"k8s-app": "kube-dns"}},
        }
    ],
    "ports": [{"protocol": "UDP", "port": 53}],
}

Mutation = Callable[[list[Manifest]], object]
MUTATIONS: dict[str, tuple[Mutation, str]] = {
    "gateway gets the reader DSN": (
        lambda r: _server(r, "gateway")["env"].append(
            _secret_env("POLICY_REVIEW_READER_DATABASE_URL", "policy-review-db-reader", "url")
        ),
        "gateway: must not read secret policy-review-db-reader key url",
    ),
    "gateway gets the Gemini key": (
        lambda r: _server(r, "gateway")["env"].append(
            _secret_env("POLICY_REVIEW_GEMINI_API_KEY", "policy-review-gemini", "api-key")
        ),
        "gateway: must not read secret policy-review-gemini key api-key",
    ),
    "retrieval gets the writer DSN": (
        lambda r: _server(r, "retrieval")["env"].append(
            _secret_env("POLICY_REVIEW_WRITER_DATABASE_URL", "policy-review-db-writer", "url")
        ),
        "retrieval: must not read secret policy-review-db-writer key url",
    ),
    "ingestion mounts the admin secret whole": (
        lambda r: (
            _server(r, "ingestion").setdefault("envFrom", []).append({"secretRef": {"name": "policy-review-db-admin"}})
        ),
        "ingestion: must not read secret policy-review-db-admin key *",
    ),
    "a Secret is committed": (
        lambda r: r.append({"apiVersion": "v1", "kind": "Secret", "metadata": {"name": "leak"}, "data": {}}),
        "Secret/leak: secrets are created outside the manifests",
    ),
    "validation gets an egress rule": (
        lambda r: r.append(_policy("validation-dns", "validation", egress=[DNS_RULE])),
        "validation: egress to dns on UDP/53 is not allowed",
    ),
    "gateway reaches the internet": (
        lambda r: r.append(_policy("gateway-out", "gateway", egress=[{"to": [{"ipBlock": {"cidr": "0.0.0.0/0"}}]}])),
        "gateway: egress to internet on * is not allowed",
    ),
    "generation internet rule reaches the cluster": (
        lambda r: next(p for p in r if p["metadata"]["name"] == "generation-internet-egress")["spec"]["egress"][0][
            "to"
        ][0]["ipBlock"].pop("except"),
        "generation: internet egress must except 10.0.0.0/8",
    ),
    "a half-internet rule reaches the cluster": (
        lambda r: r.append(
            _policy(
                "generation-wide",
                "generation",
                egress=[{"to": [{"ipBlock": {"cidr": "0.0.0.0/1"}}], "ports": [{"port": 443}]}],
            )
        ),
        "generation: internet egress must except 10.0.0.0/8",
    ),
    "generation reaches PostgreSQL": (
        lambda r: r.append(
            _policy(
                "generation-db",
                "generation",
                egress=[{"to": [{"ipBlock": {"cidr": "10.0.0.0/8"}}], "ports": [{"port": 5432}]}],
            )
        ),
        "generation: egress to private on TCP/5432 is not allowed",
    ),
    "ingestion reaches retrieval": (
        lambda r: r.append(
            _policy(
                "ingestion-retrieval",
                "ingestion",
                egress=[{"to": [{"podSelector": {"matchLabels": {"app.kubernetes.io/name": "retrieval"}}}]}],
            )
        ),
        "ingestion: egress to pod:retrieval on * is not allowed",
    ),
    "retrieval accepts anyone": (
        lambda r: r.append(_policy("retrieval-open", "retrieval", ingress=[{"ports": [{"port": 50052}]}])),
        "retrieval: ingress from any on TCP/50052 is not allowed",
    ),
    "default deny removed": (
        lambda r: _delete(r, "NetworkPolicy", "default-deny-all"),
        "network: a default-deny policy",
    ),
    "gateway loses its route to retrieval": (
        lambda r: next(p for p in r if p["metadata"]["name"] == "gateway-egress")["spec"]["egress"].pop(0),
        "gateway: egress to pod:retrieval on TCP/50052 is required",
    ),
    "policy without explicit policyTypes": (
        lambda r: r.append(
            {
                "apiVersion": "networking.k8s.io/v1",
                "kind": "NetworkPolicy",
                "metadata": {"name": "implicit"},
                "spec": {"podSelector": {}, "egress": [{}]},
            }
        ),
        "NetworkPolicy/implicit: policyTypes must be explicit",
    ),
    "writable root filesystem": (
        lambda r: _server(r, "generation")["securityContext"].pop("readOnlyRootFilesystem"),
        "generation/server: readOnlyRootFilesystem must be true",
    ),
    "privilege escalation allowed": (
        lambda r: _server(r, "validation")["securityContext"].update(allowPrivilegeEscalation=True),
        "validation/server: allowPrivilegeEscalation must be false",
    ),
    "capabilities kept": (
        lambda r: _server(r, "retrieval")["securityContext"]["capabilities"].update(drop=[], add=["NET_RAW"]),
        "retrieval/server: capabilities must drop ALL and add none",
    ),
    "runs as root": (
        lambda r: _workload(r, "ingestion")["spec"]["template"]["spec"]["securityContext"].update(runAsUser=0),
        "ingestion/publish: runs as uid 0",
    ),
    "non-root not enforced": (
        lambda r: [
            _workload(r, "ingestion")["spec"]["template"]["spec"]["securityContext"].pop("runAsNonRoot"),
            _server(r, "ingestion")["securityContext"].pop("runAsNonRoot"),
        ],
        "ingestion/publish: runAsNonRoot must be true",
    ),
    "no seccomp profile": (
        lambda r: _workload(r, "gateway")["spec"]["template"]["spec"]["securityContext"].pop("seccompProfile"),
        "gateway/server: seccomp profile must be RuntimeDefault",
    ),
    "no memory limit": (
        lambda r: _server(r, "gateway")["resources"]["limits"].pop("memory"),
        "gateway/server: resources.limits.memory missing",
    ),
    "no writable /tmp": (
        lambda r: _server(r, "validation").pop("volumeMounts"),
        "validation/server: /tmp must be an emptyDir",
    ),
    "service account token mounted": (
        lambda r: _workload(r, "retrieval")["spec"]["template"]["spec"].update(automountServiceAccountToken=True),
        "retrieval: automountServiceAccountToken must be false",
    ),
    "termination grace not above shutdown grace": (
        lambda r: _set_env(r, "generation", "POLICY_REVIEW_SHUTDOWN_GRACE_SECONDS", "30"),
        "generation: terminationGracePeriodSeconds 40 must exceed",
    ),
    "a part mounts another part's identity": (
        lambda r: next(
            v for v in _workload(r, "retrieval")["spec"]["template"]["spec"]["volumes"] if v["name"] == "tls"
        )["secret"].update(secretName="policy-review-tls-gateway"),
        "retrieval: must not read secret policy-review-tls-gateway key tls.key",
    ),
    "internal TLS off": (
        lambda r: _drop_env(r, "validation", "POLICY_REVIEW_INTERNAL_TLS_DIR"),
        "validation: POLICY_REVIEW_INTERNAL_TLS_DIR must be /etc/policy-review/tls",
    ),
    "probes on the mTLS port": (
        lambda r: _server(r, "generation")["readinessProbe"]["grpc"].update(port=50053),
        "generation: readinessProbe must be a gRPC probe on port 8090",
    ),
    "a dependency stops before the gateway has drained": (
        lambda r: _server(r, "validation")["lifecycle"]["preStop"]["sleep"].update(seconds=5),
        "validation: preStop 5 s must outlast the gateway's preStop + shutdown grace (15 s)",
    ),
    "shutdown grace left implicit": (
        lambda r: _drop_env(r, "validation", "POLICY_REVIEW_SHUTDOWN_GRACE_SECONDS"),
        "validation: POLICY_REVIEW_SHUTDOWN_GRACE_SECONDS must be set explicitly",
    ),
    "readiness probe over TCP": (
        lambda r: _server(r, "retrieval").update(readinessProbe={"tcpSocket": {"port": 8090}}),
        "retrieval: readinessProbe must be a gRPC probe on port 8090",
    ),
    "liveness probe follows readiness": (
        lambda r: _server(r, "retrieval")["livenessProbe"]["grpc"].pop("service"),
        "retrieval: livenessProbe must check the 'liveness' health service",
    ),
    "container renamed": (
        lambda r: _server(r, "generation").update(name="app"),
        "generation: needs exactly one container named server",
    ),
    "service port renamed": (
        lambda r: next(s for s in r if s["kind"] == "Service" and s["metadata"]["name"] == "validation")["spec"][
            "ports"
        ][0].update(name="rpc"),
        "validation: Service needs a port named grpc = 50054",
    ),
    "container port drifts from the settings": (
        lambda r: _server(r, "retrieval")["ports"][0].update(containerPort=9000),
        "retrieval: container ports {'grpc': 9000} differ from the settings defaults",
    ),
    "autoscaler removed": (
        lambda r: _delete(r, "HorizontalPodAutoscaler", "generation"),
        "generation: HorizontalPodAutoscaler missing",
    ),
    "gateway points at the wrong port": (
        lambda r: _set_env(r, "gateway", "POLICY_REVIEW_VALIDATION_ADDRESS", "validation:50053"),
        "gateway: POLICY_REVIEW_VALIDATION_ADDRESS must be validation:50054",
    ),
    "unknown variable": (
        lambda r: _server(r, "generation")["env"].append({"name": "POLICY_REVIEW_LOG_PROMPTS", "value": "true"}),
        "generation/server: env POLICY_REVIEW_LOG_PROMPTS is neither a settings field",
    ),
    "unknown image": (
        lambda r: _server(r, "validation").update(image="docker.io/someone/validation:1.0"),
        "validation/server: image docker.io/someone/validation:1.0 is neither ours",
    ),
    "unpinned public image": (
        lambda r: _server(r, "ollama").update(image="ollama/ollama:latest"),
        "ollama/server: public image ollama/ollama:latest must be pinned",
    ),
    "command runs a module that does not exist": (
        lambda r: _server(r, "gateway").update(command=["python", "-m", "gateway_v2"]),
        "gateway/server: runs unknown module 'gateway_v2'",
    ),
    "gateway open when its key secret is empty": (
        lambda r: _drop_env(r, "gateway", "POLICY_REVIEW_GATEWAY_AUTHENTICATION"),
        "gateway: POLICY_REVIEW_GATEWAY_AUTHENTICATION must be set to required",
    ),
    "gateway loses conversation memory": (
        lambda r: _drop_env(r, "gateway", "POLICY_REVIEW_MEMORY_DATABASE_URL"),
        "gateway: POLICY_REVIEW_MEMORY_DATABASE_URL is required",
    ),
    "gateway's memory DSN is the writer's": (
        lambda r: _replace_env(
            r, "gateway", _secret_env("POLICY_REVIEW_MEMORY_DATABASE_URL", "policy-review-db-writer", "url")
        ),
        "gateway: POLICY_REVIEW_MEMORY_DATABASE_URL must come from secret policy-review-db-memory key url",
    ),
    "gateway's memory DSN written into the manifest": (
        lambda r: _replace_env(
            r,
            "gateway",
            {
                "name": "POLICY_REVIEW_MEMORY_DATABASE_URL",
                "value": "postgresql://policy_memory:pw@postgres/policy_review",
            },
        ),
        "gateway: POLICY_REVIEW_MEMORY_DATABASE_URL must come from secret policy-review-db-memory",
    ),
    "retrieval reads the memory secret as its reader DSN": (
        lambda r: _replace_env(
            r, "retrieval", _secret_env("POLICY_REVIEW_READER_DATABASE_URL", "policy-review-db-memory", "url")
        ),
        "retrieval: POLICY_REVIEW_READER_DATABASE_URL must come from secret policy-review-db-reader key url",
    ),
    "ingestion gets the memory DSN": (
        lambda r: _server(r, "ingestion")["env"].append(
            _secret_env("POLICY_REVIEW_MEMORY_DATABASE_URL", "policy-review-db-memory", "url")
        ),
        "ingestion: must not receive POLICY_REVIEW_MEMORY_DATABASE_URL",
    ),
    "generation gets a database": (
        lambda r: _server(r, "generation")["env"].append(
            _secret_env("POLICY_REVIEW_MEMORY_DATABASE_URL", "policy-review-db-memory", "url")
        ),
        "generation: must not receive POLICY_REVIEW_MEMORY_DATABASE_URL",
    ),
    "gateway holds the provider key under another name": (
        lambda r: _server(r, "gateway")["env"].append(
            _secret_env("POLICY_REVIEW_GEMINI_API_KEY", "policy-review-gemini", "api-key")
        ),
        "gateway: must not receive POLICY_REVIEW_GEMINI_API_KEY",
    ),
    "gateway loses its route to PostgreSQL": (
        lambda r: next(p for p in r if p["metadata"]["name"] == "database-clients-egress")["spec"]["podSelector"][
            "matchExpressions"
        ][0].update(values=["retrieval", "ingestion", "migrations"]),
        "gateway: egress to private on TCP/5432 is required",
    ),
    "memory role password not set by the job": (
        lambda r: _drop_env(r, "migrations", "POLICY_MEMORY_PASSWORD"),
        "migrations: set-role-passwords needs POLICY_MEMORY_PASSWORD (from a secret) for policy_memory",
    ),
    "role-password script forgets the memory role": (
        lambda r: next(c for c in r if c["kind"] == "ConfigMap" and c["metadata"]["name"] == "role-passwords-sql")[
            "data"
        ].update(
            {
                "set-role-passwords.sql": next(
                    c for c in r if c["kind"] == "ConfigMap" and c["metadata"]["name"] == "role-passwords-sql"
                )["data"]["set-role-passwords.sql"].replace("ALTER ROLE policy_memory", "-- ALTER ROLE")
            }
        ),
        "role-passwords-sql: never sets the password of policy_memory from POLICY_MEMORY_PASSWORD",
    ),
    "migrations job stops migrating": (
        lambda r: _workload(r, "migrations")["spec"]["template"]["spec"].pop("initContainers"),
        "migrations: the Job must run python -m services.database",
    ),
}


@pytest.mark.parametrize("mutation", sorted(MUTATIONS))
def test_each_invariant_fails_when_broken(mutation: str, production: list[Manifest]) -> None:
    mutate, expected = MUTATIONS[mutation]
    resources = copy.deepcopy(production)
    mutate(resources)
    violations = kubernetes_violations(resources)
    assert any(expected in violation for violation in violations), violations
