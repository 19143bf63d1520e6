"""The deployment's trust boundaries as checks over rendered manifests; each returns its violations."""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import ipaddress
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from pydantic_settings import BaseSettings

from services.database import DESK_ROLE, MEMORY_ROLE, READER_ROLE, WRITER_ROLE
from services.settings import ENV_PREFIX, PROJECT_ROOT
from tests.deploy.kustomize import Manifest, containers, pod_spec

NAME_LABEL = "app.kubernetes.io/name"
SERVICES = ("gateway", "retrieval", "generation", "validation")
PARTS = (*SERVICES, "ingestion")
SETTINGS_MODULES = ("services.settings", *(f"{part}.settings" for part in PARTS))
PROJECT_IMAGE = "policy-review"
# Third-party images the deployment may run; everything else must be built from our Dockerfile.
PUBLIC_IMAGES = {
    "pgvector/pgvector",
    "ollama/ollama",
    "otel/opentelemetry-collector-contrib",
    "jaegertracing/jaeger",
    "prom/prometheus",
}
# Modules of services/ that run as a job: migrations, and issuing compose's internal certificates.
SERVICE_JOBS = {"services.database", "services.credentials"}
RUNNABLE_MODULES = {*PARTS, *SERVICE_JOBS}

TLS_FILES = ("ca.crt", "tls.crt", "tls.key")
TLS_DIR = "/etc/policy-review/tls"


def tls_secret(workload: str) -> str:
    """The secret holding one service's identity for calls between parts (services/credentials.py)."""
    return f"policy-review-tls-{workload}"


def _identity(workload: str) -> set[tuple[str, str]]:
    return {(tls_secret(workload), key) for key in TLS_FILES}


# (secret, key) pairs each workload may read. Everything else, and any whole-secret mount, is a violation.
ALLOWED_SECRETS: dict[str, set[tuple[str, str]]] = {
    "gateway": {
        ("policy-review-gateway-api-keys", "sha256"),
        ("policy-review-gateway-api-keys", "diagnostics-sha256"),
        ("policy-review-gateway-api-keys", "reviewer-sha256"),
        ("policy-review-gateway-api-keys", "admin-sha256"),
        ("policy-review-db-memory", "url"),
        ("policy-review-db-desk", "url"),
        *_identity("gateway"),
    },
    "retrieval": {("policy-review-db-reader", "url"), *_identity("retrieval")},
    "generation": {("policy-review-gemini", "api-key"), *_identity("generation")},
    "validation": _identity("validation"),
    "ingestion": {("policy-review-db-writer", "url")},
    # Migrations apply DDL with the admin DSN and set the role passwords (not the DSNs).
    "migrations": {
        ("policy-review-db-admin", "url"),
        ("policy-review-db-reader", "password"),
        ("policy-review-db-writer", "password"),
        ("policy-review-db-memory", "password"),
        ("policy-review-db-desk", "password"),
    },
    "postgres": {("policy-review-db-admin", "password")},
}


@dataclass(frozen=True)
class Credential:
    """A secret-bearing setting: the one workload that holds it, the secret key it comes from, and (for a
    DSN) the database role it must log in as."""

    owner: str
    secret: tuple[str, str]
    role: str | None = None
    required: bool = True


# docs/architecture.md's secrets column, per variable: the retrieval DSN is the read-only role, the writer only in
# ingestion, the memory role only in the gateway, the provider key only in generation, the admin DSN only
# in the migrations job. ALLOWED_SECRETS says which secrets a pod may read; this says which variable each
# secret may become, so a DSN cannot reach the wrong part under another name.
CREDENTIALS: dict[str, Credential] = {
    "POLICY_REVIEW_READER_DATABASE_URL": Credential("retrieval", ("policy-review-db-reader", "url"), READER_ROLE),
    "POLICY_REVIEW_WRITER_DATABASE_URL": Credential("ingestion", ("policy-review-db-writer", "url"), WRITER_ROLE),
    "POLICY_REVIEW_MEMORY_DATABASE_URL": Credential("gateway", ("policy-review-db-memory", "url"), MEMORY_ROLE),
    "POLICY_REVIEW_DESK_DATABASE_URL": Credential("gateway", ("policy-review-db-desk", "url"), DESK_ROLE),
    "POLICY_REVIEW_GEMINI_API_KEY": Credential("generation", ("policy-review-gemini", "api-key"), required=False),
    "POLICY_REVIEW_DATABASE_URL": Credential("migrations", ("policy-review-db-admin", "url")),
}
# Compose names the migrations job's two steps differently.
COMPOSE_SERVICES = {"migrations": {"migrate", "role-passwords"}}

DNS = ("dns", "UDP/53"), ("dns", "TCP/53")
TELEMETRY = (("collector", "TCP/4317"),)
POSTGRES = ("pod:postgres", "TCP/5432"), ("private", "TCP/5432")
OLLAMA = (("pod:ollama", "TCP/11434"),)
# Who may open connections to what: (peer, protocol/port). Peers: dns (kube-dns), collector (the
# OpenTelemetry Collector), pod:<name>, private (an ipBlock inside private ranges), internet (an
# ipBlock beyond them), any (a rule without "to"). A workload missing here may reach nothing.
ALLOWED_EGRESS: dict[str, set[tuple[str, str]]] = {
    "gateway": {
        *DNS,
        *TELEMETRY,
        ("pod:retrieval", "TCP/50052"),
        ("pod:generation", "TCP/50053"),
        ("pod:validation", "TCP/50054"),
        *POSTGRES,  # conversation memory as policy_memory, the review desk as policy_desk (CREDENTIALS)
    },
    "retrieval": {*DNS, *TELEMETRY, *POSTGRES, *OLLAMA},
    "generation": {*DNS, *TELEMETRY, ("internet", "TCP/443"), *OLLAMA},
    "validation": set(),
    "ingestion": {*DNS, *TELEMETRY, *POSTGRES, *OLLAMA},
    "migrations": {*DNS, *POSTGRES},
    "ollama-model-pull": {*DNS, ("internet", "TCP/443")},
}
REQUIRED_EGRESS: dict[str, set[tuple[str, str]]] = {
    "gateway": {
        ("pod:retrieval", "TCP/50052"),
        ("pod:generation", "TCP/50053"),
        ("pod:validation", "TCP/50054"),
        ("private", "TCP/5432"),
    },
    "retrieval": {*DNS, ("private", "TCP/5432")},
    "ingestion": {*DNS, ("private", "TCP/5432")},
    "migrations": {*DNS, ("private", "TCP/5432")},
}
ALLOWED_INGRESS: dict[str, set[tuple[str, str]]] = {
    "gateway": {("any", "TCP/8080"), ("any", "TCP/50051")},
    "retrieval": {("pod:gateway", "TCP/50052")},
    "generation": {("pod:gateway", "TCP/50053")},
    "validation": {("pod:gateway", "TCP/50054")},
    "postgres": {
        ("pod:gateway", "TCP/5432"),
        ("pod:retrieval", "TCP/5432"),
        ("pod:ingestion", "TCP/5432"),
        ("pod:migrations", "TCP/5432"),
    },
    "ollama": {("pod:retrieval", "TCP/11434"), ("pod:ingestion", "TCP/11434"), ("pod:generation", "TCP/11434")},
}
# An internet rule must keep these closed: the cluster's own ranges and the cloud metadata service.
CLOSED_RANGES = [
    ipaddress.ip_network(cidr) for cidr in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16")
]
PRIVATE_RANGES = [*CLOSED_RANGES, ipaddress.ip_network("100.64.0.0/10")]


@dataclass(frozen=True)
class Workload:
    name: str
    resource: Manifest

    @property
    def spec(self) -> Manifest:
        spec = pod_spec(self.resource)
        assert spec is not None
        return spec

    @property
    def labels(self) -> dict[str, str]:
        template: Manifest = self.resource["spec"]["template"]
        labels: dict[str, str] = template["metadata"]["labels"]
        return labels


def workloads(resources: Iterable[Manifest]) -> list[Workload]:
    found = []
    for resource in resources:
        if pod_spec(resource) is not None:
            found.append(Workload(resource["spec"]["template"]["metadata"]["labels"][NAME_LABEL], resource))
    return found


def by_kind(resources: Iterable[Manifest], kind: str) -> dict[str, Manifest]:
    return {r["metadata"]["name"]: r for r in resources if r["kind"] == kind}


def is_project_image(image: str) -> bool:
    return image.split("@")[0].rsplit(":", 1)[0].rsplit("/", 1)[-1] == PROJECT_IMAGE


def env_of(container: Manifest) -> dict[str, Manifest]:
    return {entry["name"]: entry for entry in container.get("env", [])}


# --- settings ---------------------------------------------------------------------------------


def settings_classes() -> list[type[BaseSettings]]:
    classes: list[type[BaseSettings]] = []
    for module_name in SETTINGS_MODULES:
        module = importlib.import_module(module_name)
        for _, value in inspect.getmembers(module, inspect.isclass):
            if issubclass(value, BaseSettings) and value is not BaseSettings and value.__module__ == module_name:
                classes.append(value)
    return classes


def settings_variables() -> set[str]:
    """POLICY_REVIEW_* names the parts read: every field of every settings class, upper-cased."""
    names = set()
    for cls in settings_classes():
        prefix = cls.model_config.get("env_prefix", ENV_PREFIX)
        for field_name, field in cls.model_fields.items():
            names.add((field.alias or f"{prefix}{field_name}").upper())
    return names


def otel_variables() -> set[str]:
    """The standard OTEL_* variables the OpenTelemetry SDK and exporters read."""
    import opentelemetry.environment_variables as api_variables
    import opentelemetry.sdk.environment_variables as sdk_variables

    return {
        value
        for module in (api_variables, sdk_variables)
        for key, value in vars(module).items()
        if key.startswith("OTEL_") and isinstance(value, str)
    }


def default_port(field_name: str) -> int:
    for cls in settings_classes():
        if field_name in cls.model_fields:
            default = cls.model_fields[field_name].default
            assert isinstance(default, int)
            return default
    raise KeyError(field_name)


def service_ports() -> dict[str, dict[str, int]]:
    """Port name -> default port, per service, from the settings classes."""
    return {
        "gateway": {"http": default_port("gateway_http_port"), "grpc": default_port("gateway_grpc_port")},
        "retrieval": {"grpc": default_port("retrieval_port")},
        "generation": {"grpc": default_port("generation_port")},
        "validation": {"grpc": default_port("validation_port")},
    }


def check_run_command(owner: str, command: list[str]) -> list[str]:
    """Project-image commands are `python -m <a part or a services job>` whose module exists."""
    if command[:2] != ["python", "-m"] or len(command) < 3:
        return [f"{owner}: project image command must be `python -m <module>`, got {command}"]
    module = command[2]
    if module not in RUNNABLE_MODULES:
        return [f"{owner}: runs unknown module {module!r}"]
    # find_spec imports the package, never runs the entry point.
    entry = module if module in SERVICE_JOBS else f"{module}.__main__"
    try:
        found = importlib.util.find_spec(entry) is not None
    except ModuleNotFoundError:
        found = False
    return [] if found else [f"{owner}: module {module!r} has no entry point"]


def check_env_names(owner: str, names: Iterable[str], helpers: Iterable[str] = ()) -> list[str]:
    known = settings_variables() | otel_variables() | set(helpers)
    return [
        f"{owner}: env {name} is neither a settings field nor a standard OTEL_* variable"
        for name in names
        if name not in known
    ]


# --- Kubernetes: pods -------------------------------------------------------------------------


def check_pod_security(resources: list[Manifest]) -> list[str]:
    violations = []
    for workload in workloads(resources):
        spec = workload.spec
        pod_security = spec.get("securityContext", {})
        if spec.get("automountServiceAccountToken") is not False:
            violations.append(f"{workload.name}: automountServiceAccountToken must be false on the pod")
        volumes = {v["name"]: v for v in spec.get("volumes", [])}
        for container in containers(spec):
            owner = f"{workload.name}/{container['name']}"
            security = container.get("securityContext", {})
            effective = {**pod_security, **security}
            if effective.get("runAsNonRoot") is not True:
                violations.append(f"{owner}: runAsNonRoot must be true")
            if effective.get("runAsUser", 1) == 0:
                violations.append(f"{owner}: runs as uid 0")
            if security.get("readOnlyRootFilesystem") is not True:
                violations.append(f"{owner}: readOnlyRootFilesystem must be true")
            if security.get("allowPrivilegeEscalation") is not False:
                violations.append(f"{owner}: allowPrivilegeEscalation must be false")
            if "ALL" not in security.get("capabilities", {}).get("drop", []) or security.get("capabilities", {}).get(
                "add"
            ):
                violations.append(f"{owner}: capabilities must drop ALL and add none")
            if effective.get("privileged"):
                violations.append(f"{owner}: privileged")
            if effective.get("seccompProfile", {}).get("type") != "RuntimeDefault":
                violations.append(f"{owner}: seccomp profile must be RuntimeDefault")
            resources_ = container.get("resources", {})
            for bound in ("requests", "limits"):
                for name in ("cpu", "memory"):
                    if name not in resources_.get(bound, {}):
                        violations.append(f"{owner}: resources.{bound}.{name} missing")
            tmp = [m for m in container.get("volumeMounts", []) if m["mountPath"] == "/tmp"]
            if not tmp or "emptyDir" not in volumes.get(tmp[0]["name"], {}):
                violations.append(f"{owner}: /tmp must be an emptyDir (the root filesystem is read-only)")
    return violations


def check_images(resources: list[Manifest]) -> list[str]:
    violations = []
    for workload in workloads(resources):
        for container in containers(workload.spec):
            owner = f"{workload.name}/{container['name']}"
            image = container["image"]
            repository, _, tag = image.partition(":")
            if is_project_image(image):
                violations.extend(check_run_command(owner, container.get("command", [])))
            elif repository not in PUBLIC_IMAGES:
                violations.append(f"{owner}: image {image} is neither ours nor an allowed public image")
            elif not tag or tag == "latest":
                violations.append(f"{owner}: public image {image} must be pinned to a version tag")
    return violations


def check_env(resources: list[Manifest]) -> list[str]:
    """Project containers read only real settings and OTEL_* variables (plus downward-API helpers they expand)."""
    violations = []
    for workload in workloads(resources):
        for container in containers(workload.spec):
            if not is_project_image(container["image"]):
                continue
            env = container.get("env", [])
            values = " ".join(str(entry.get("value", "")) for entry in env)
            helpers = {
                entry["name"]
                for entry in env
                if "fieldRef" in entry.get("valueFrom", {}) and f"$({entry['name']})" in values
            }
            owner = f"{workload.name}/{container['name']}"
            violations.extend(check_env_names(owner, [entry["name"] for entry in env], helpers))
            if container.get("envFrom"):
                violations.append(f"{owner}: envFrom hides which variables a part reads; list them")
    return violations


def check_secrets(resources: list[Manifest]) -> list[str]:
    violations = [
        f"Secret/{r['metadata']['name']}: secrets are created outside the manifests"
        for r in resources
        if r["kind"] == "Secret"
    ]
    for workload in workloads(resources):
        allowed = ALLOWED_SECRETS.get(workload.name, set())
        spec = workload.spec
        used: set[tuple[str, str]] = set()
        for container in containers(spec):
            for entry in container.get("env", []):
                ref = entry.get("valueFrom", {}).get("secretKeyRef")
                if ref:
                    used.add((ref["name"], ref["key"]))
            for source in container.get("envFrom", []):
                if "secretRef" in source:
                    used.add((source["secretRef"]["name"], "*"))
        for volume in spec.get("volumes", []):
            if "secret" in volume:
                # A mount names its keys (items), or it reads the whole secret.
                items = volume["secret"].get("items") or [{"key": "*"}]
                used.update((volume["secret"]["secretName"], item["key"]) for item in items)
            for source in volume.get("projected", {}).get("sources", []):
                if "secret" in source:
                    used.add((source["secret"]["name"], "*"))
        violations.extend(
            f"{workload.name}: must not read secret {name} key {key}" for name, key in sorted(used - allowed)
        )
    return violations


def check_credentials(resources: list[Manifest]) -> list[str]:
    """Each credential variable only in its owner, only from its own secret key (never a literal), and
    present where the owner needs it."""
    violations = []
    found: set[tuple[str, str]] = set()
    for workload in workloads(resources):
        for container in containers(workload.spec):
            for entry in container.get("env", []):
                credential = CREDENTIALS.get(entry["name"])
                if credential is None:
                    continue
                found.add((workload.name, entry["name"]))
                if workload.name != credential.owner:
                    violations.append(f"{workload.name}: must not receive {entry['name']}")
                ref = entry.get("valueFrom", {}).get("secretKeyRef") or {}
                if (ref.get("name"), ref.get("key")) != credential.secret:
                    secret, key = credential.secret
                    violations.append(f"{workload.name}: {entry['name']} must come from secret {secret} key {key}")
    deployed = {workload.name for workload in workloads(resources)}
    for variable, credential in CREDENTIALS.items():
        if credential.required and credential.owner in deployed and (credential.owner, variable) not in found:
            violations.append(f"{credential.owner}: {variable} is required")
    return violations


ROLES_SQL_CONFIG_MAP = "role-passwords-sql"
ROLES_SQL_FILE = "set-role-passwords.sql"
_LOGIN_ROLE = re.compile(r"CREATE\s+ROLE\s+(\w+)\s+(?:WITH\s+)?LOGIN", re.IGNORECASE)


def login_roles() -> list[str]:
    """The login roles the migrations create (without passwords: the role-password step sets them)."""
    text = "\n".join(path.read_text() for path in sorted((PROJECT_ROOT / "migrations").glob("*.sql")))
    return sorted(set(_LOGIN_ROLE.findall(text)))


def password_variable(role: str) -> str:
    """policy_memory -> POLICY_MEMORY_PASSWORD, the environment variable the role-password step reads."""
    return f"{role.upper()}_PASSWORD"


def role_script_violations(script: str, owner: str) -> list[str]:
    violations = []
    for role in login_roles():
        variable = password_variable(role)
        if not re.search(rf"\\getenv\s+\w+\s+{variable}\b", script) or f"ALTER ROLE {role} " not in script:
            violations.append(f"{owner}: never sets the password of {role} from {variable}")
    return violations


def check_role_passwords(resources: list[Manifest]) -> list[str]:
    """Every login role the migrations create gets its password: the script sets it, the migrations job's
    set-role-passwords step is given its variable (from that role's secret, by check_secrets)."""
    config = by_kind(resources, "ConfigMap").get(ROLES_SQL_CONFIG_MAP)
    if config is None:
        return [f"ConfigMap/{ROLES_SQL_CONFIG_MAP} missing"]
    violations = role_script_violations(config.get("data", {}).get(ROLES_SQL_FILE, ""), ROLES_SQL_CONFIG_MAP)
    job = by_kind(resources, "Job").get("migrations")
    if job is None:
        return violations
    step = next((c for c in containers(job["spec"]["template"]["spec"]) if c["name"] == "set-role-passwords"), None)
    env = env_of(step) if step is not None else {}
    for role in login_roles():
        variable = password_variable(role)
        if "secretKeyRef" not in env.get(variable, {}).get("valueFrom", {}):
            violations.append(f"migrations: set-role-passwords needs {variable} (from a secret) for {role}")
    return violations


def _shutdown_grace(container: Manifest) -> float | None:
    value = env_of(container).get("POLICY_REVIEW_SHUTDOWN_GRACE_SECONDS", {}).get("value")
    return float(value) if value is not None else None


def _pre_stop(container: Manifest) -> float:
    return float(container.get("lifecycle", {}).get("preStop", {}).get("sleep", {}).get("seconds", 0))


def check_internal_tls(resources: list[Manifest]) -> list[str]:
    """Every service holds its own identity, mounted from its own secret; the parts behind the gateway (which
    require a client certificate) serve health to the probes on a plaintext port of its own."""
    violations = []
    deployments = by_kind(resources, "Deployment")
    for name in SERVICES:
        deployment = deployments.get(name)
        if deployment is None:
            continue
        spec = deployment["spec"]["template"]["spec"]
        server: Manifest = next((c for c in spec["containers"] if c["name"] == "server"), {})
        env = env_of(server)
        if env.get("POLICY_REVIEW_INTERNAL_TLS_DIR", {}).get("value") != TLS_DIR:
            violations.append(f"{name}: POLICY_REVIEW_INTERNAL_TLS_DIR must be {TLS_DIR}")
        volumes = {v["name"]: v for v in spec.get("volumes", [])}
        mounted = [m for m in server.get("volumeMounts", []) if m.get("mountPath") == TLS_DIR]
        source = volumes.get(mounted[0]["name"], {}).get("secret", {}) if mounted else {}
        if source.get("secretName") != tls_secret(name) or not mounted[0].get("readOnly"):
            violations.append(f"{name}: {TLS_DIR} must be its own secret {tls_secret(name)}, read-only")
        if name != "gateway" and "POLICY_REVIEW_HEALTH_PORT" not in env:
            violations.append(f"{name}: needs POLICY_REVIEW_HEALTH_PORT for its probes behind mTLS")
    return violations


def check_shutdown_order(resources: list[Manifest]) -> list[str]:
    """When every pod stops at once, the gateway drains first: each part it calls keeps serving (its preStop
    sleep) at least as long as the gateway's preStop plus its drain."""
    deployments = by_kind(resources, "Deployment")
    servers = {
        name: c
        for name, d in deployments.items()
        if name in SERVICES
        for c in d["spec"]["template"]["spec"]["containers"]
        if c["name"] == "server"
    }
    gateway = servers.get("gateway")
    if gateway is None:
        return []
    gateway_done = _pre_stop(gateway) + (_shutdown_grace(gateway) or 0.0)
    return [
        f"{name}: preStop {_pre_stop(server):g} s must outlast the gateway's preStop + shutdown grace"
        f" ({gateway_done:g} s)"
        for name, server in servers.items()
        if name != "gateway" and _pre_stop(server) < gateway_done
    ]


def check_services(resources: list[Manifest]) -> list[str]:
    """The four services: container `server`, gRPC probes, graceful termination, Service, SA, HPA."""
    violations = []
    deployments = by_kind(resources, "Deployment")
    services = by_kind(resources, "Service")
    accounts = by_kind(resources, "ServiceAccount")
    autoscalers = {
        h["spec"]["scaleTargetRef"]["name"]: h for h in by_kind(resources, "HorizontalPodAutoscaler").values()
    }
    for name, ports in service_ports().items():
        deployment = deployments.get(name)
        if deployment is None:
            violations.append(f"{name}: Deployment missing")
            continue
        spec = deployment["spec"]["template"]["spec"]
        servers = [c for c in spec["containers"] if c["name"] == "server"]
        if len(servers) != 1:
            violations.append(f"{name}: needs exactly one container named server")
            continue
        server = servers[0]
        declared = {p["name"]: p["containerPort"] for p in server.get("ports", [])}
        if declared != ports:
            violations.append(f"{name}: container ports {declared} differ from the settings defaults {ports}")
        # Behind mTLS the probes use the plaintext health-only port (kubelet cannot present a certificate).
        health_port = env_of(server).get("POLICY_REVIEW_HEALTH_PORT", {}).get("value")
        probe_port = int(health_port) if health_port is not None else ports["grpc"]
        for probe in ("readinessProbe", "livenessProbe"):
            grpc_probe = server.get(probe, {}).get("grpc")
            if grpc_probe is None or grpc_probe.get("port") != probe_port:
                violations.append(f"{name}: {probe} must be a gRPC probe on port {probe_port}")
        # Liveness asks the process-only health entry; readiness the overall one that follows dependencies.
        if server.get("livenessProbe", {}).get("grpc", {}).get("service") != "liveness":
            violations.append(f"{name}: livenessProbe must check the 'liveness' health service")
        if server.get("readinessProbe", {}).get("grpc", {}).get("service", "") != "":
            violations.append(f"{name}: readinessProbe must check the overall health status")
        grace = _shutdown_grace(server)
        pre_stop = server.get("lifecycle", {}).get("preStop", {}).get("sleep", {}).get("seconds", 0)
        termination = spec.get("terminationGracePeriodSeconds", 30)
        if grace is None:
            violations.append(f"{name}: POLICY_REVIEW_SHUTDOWN_GRACE_SECONDS must be set explicitly")
        elif termination <= grace + pre_stop:
            violations.append(
                f"{name}: terminationGracePeriodSeconds {termination} must exceed preStop {pre_stop} s"
                f" + shutdown grace {grace} s"
            )
        service = services.get(name)
        if service is None:
            violations.append(f"{name}: Service missing")
        else:
            by_name = {p.get("name"): p for p in service["spec"]["ports"]}
            for port_name, number in ports.items():
                if by_name.get(port_name, {}).get("port") != number:
                    violations.append(f"{name}: Service needs a port named {port_name} = {number}")
            if service["spec"].get("selector", {}).get(NAME_LABEL) != name:
                violations.append(f"{name}: Service selects the wrong pods")
        account_name = spec.get("serviceAccountName")
        if account_name != name or accounts.get(name, {}).get("automountServiceAccountToken") is not False:
            violations.append(f"{name}: needs its own ServiceAccount with automountServiceAccountToken false")
        hpa = autoscalers.get(name)
        if hpa is None or hpa["spec"]["scaleTargetRef"]["kind"] != "Deployment":
            violations.append(f"{name}: HorizontalPodAutoscaler missing")
        elif hpa["spec"].get("minReplicas", 1) < 2:
            violations.append(f"{name}: HorizontalPodAutoscaler minReplicas below 2 loses availability on a drain")
    gateway = deployments.get("gateway")
    if gateway is not None:
        env = env_of(gateway["spec"]["template"]["spec"]["containers"][0])
        for target, ports in service_ports().items():
            if target == "gateway":
                continue
            address = env.get(f"POLICY_REVIEW_{target.upper()}_ADDRESS", {}).get("value")
            if address != f"{target}:{ports['grpc']}":
                violations.append(f"gateway: POLICY_REVIEW_{target.upper()}_ADDRESS must be {target}:{ports['grpc']}")
    return violations


def check_jobs(resources: list[Manifest]) -> list[str]:
    jobs = by_kind(resources, "Job")
    violations = []
    for name, module in (("migrations", "services.database"), ("ingestion", "ingestion")):
        job = jobs.get(name)
        if job is None:
            violations.append(f"{name}: Job missing")
            continue
        commands = [c.get("command", []) for c in containers(job["spec"]["template"]["spec"])]
        if not any(command[:3] == ["python", "-m", module] for command in commands):
            violations.append(f"{name}: the Job must run python -m {module}")
    return violations


# --- Kubernetes: network ----------------------------------------------------------------------


def _selector_matches(selector: Manifest, labels: dict[str, str]) -> bool:
    for key, value in selector.get("matchLabels", {}).items():
        if labels.get(key) != value:
            return False
    for expression in selector.get("matchExpressions", []):
        operator, key, values = expression["operator"], expression["key"], expression.get("values", [])
        if (
            (operator == "In" and labels.get(key) not in values)
            or (operator == "NotIn" and labels.get(key) in values)
            or (operator == "Exists" and key not in labels)
            or (operator == "DoesNotExist" and key in labels)
        ):
            return False
    return True


def _selected_names(selector: Manifest) -> list[str]:
    """The app names a pod selector can match; '*' when it is not pinned to names."""
    if selector.get("matchLabels", {}).get(NAME_LABEL):
        return [selector["matchLabels"][NAME_LABEL]]
    for expression in selector.get("matchExpressions", []):
        if expression["key"] == NAME_LABEL and expression["operator"] == "In":
            return list(expression["values"])
    return ["*"]


def _peers(peers: list[Manifest] | None) -> list[str]:
    if not peers:
        return ["any"]
    named = []
    for peer in peers:
        if "ipBlock" in peer:
            network = ipaddress.ip_network(peer["ipBlock"]["cidr"])
            private = any(network.subnet_of(r) for r in PRIVATE_RANGES if r.version == network.version)  # type: ignore[arg-type]
            named.append("private" if private else "internet")
            continue
        namespace = peer.get("namespaceSelector")
        pods = peer.get("podSelector", {})
        if namespace is None:
            named.extend(f"pod:{name}" for name in _selected_names(pods))
        elif namespace.get("matchLabels") == {"kubernetes.io/metadata.name": "kube-system"} and pods.get(
            "matchLabels"
        ) == {"k8s-app": "kube-dns"}:
            named.append("dns")
        elif namespace.get("matchLabels") == {"kubernetes.io/metadata.name": "observability"} and pods.get(
            "matchLabels"
        ) == {NAME_LABEL: "opentelemetry-collector"}:
            named.append("collector")
        else:
            named.append(f"namespace:{namespace}")
    return named


def _ports(ports: list[Manifest] | None) -> list[str]:
    if not ports:
        return ["*"]
    return [f"{p.get('protocol', 'TCP')}/{p['port']}" + (f"-{p['endPort']}" if "endPort" in p else "") for p in ports]


def _open_ranges(owner: str, block: Manifest | None) -> list[str]:
    """An ipBlock beyond the private ranges must still except every closed range it overlaps."""
    if not block:
        return []
    network = ipaddress.ip_network(block["cidr"])
    if any(network.subnet_of(r) for r in PRIVATE_RANGES if r.version == network.version):  # type: ignore[arg-type]
        return []
    excepted = [ipaddress.ip_network(cidr) for cidr in block.get("except", [])]
    return [
        f"{owner}: internet egress must except {closed}"
        for closed in CLOSED_RANGES
        if closed.version == network.version
        and network.overlaps(closed)
        and not any(closed.subnet_of(e) for e in excepted if e.version == closed.version)  # type: ignore[arg-type]
    ]


def _edges(resources: list[Manifest], workload: Workload, direction: str) -> tuple[set[tuple[str, str]], list[str]]:
    peer_field = "to" if direction == "egress" else "from"
    edges: set[tuple[str, str]] = set()
    problems = []
    for policy in by_kind(resources, "NetworkPolicy").values():
        spec = policy["spec"]
        if "policyTypes" not in spec:
            problems.append(f"NetworkPolicy/{policy['metadata']['name']}: policyTypes must be explicit")
            continue
        if direction.capitalize() not in spec["policyTypes"] or not _selector_matches(
            spec["podSelector"], workload.labels
        ):
            continue
        for rule in spec.get(direction, []):
            for peer in _peers(rule.get(peer_field)):
                for port in _ports(rule.get("ports")):
                    edges.add((peer, port))
            for peer in rule.get(peer_field) or []:
                problems.extend(_open_ranges(workload.name, peer.get("ipBlock")))
    return edges, problems


def check_network(
    resources: list[Manifest],
    allowed_egress: dict[str, set[tuple[str, str]]] = ALLOWED_EGRESS,
) -> list[str]:
    policies = by_kind(resources, "NetworkPolicy").values()
    violations = []
    if not any(
        p["spec"]["podSelector"] == {}
        and set(p["spec"].get("policyTypes", [])) == {"Ingress", "Egress"}
        and not p["spec"].get("ingress")
        and not p["spec"].get("egress")
        for p in policies
    ):
        violations.append("network: a default-deny policy (all pods, Ingress and Egress, no rules) is missing")
    for workload in workloads(resources):
        egress, problems = _edges(resources, workload, "egress")
        ingress, more = _edges(resources, workload, "ingress")
        violations.extend(sorted(set(problems + more)))
        for edge in sorted(egress - allowed_egress.get(workload.name, set())):
            violations.append(f"{workload.name}: egress to {edge[0]} on {edge[1]} is not allowed")
        for edge in sorted(REQUIRED_EGRESS.get(workload.name, set()) - egress):
            violations.append(f"{workload.name}: egress to {edge[0]} on {edge[1]} is required")
        for edge in sorted(ingress - ALLOWED_INGRESS.get(workload.name, set())):
            violations.append(f"{workload.name}: ingress from {edge[0]} on {edge[1]} is not allowed")
    return violations


AUTHENTICATION_VARIABLE = "POLICY_REVIEW_GATEWAY_AUTHENTICATION"


def check_gateway_authentication(resources: list[Manifest]) -> list[str]:
    """Outside local runs the gateway refuses to start without key digests unless told "off" in so many words."""
    violations = []
    for workload in workloads(resources):
        if workload.name != "gateway":
            continue
        for container in containers(workload.spec)[-1:]:
            entry = env_of(container).get(AUTHENTICATION_VARIABLE)
            if entry is None or entry.get("value") not in {"required", "off"}:
                violations.append(f"gateway: {AUTHENTICATION_VARIABLE} must be set to required (or explicitly off)")
    return violations


KUBERNETES_CHECKS: list[Callable[[list[Manifest]], list[str]]] = [
    check_gateway_authentication,
    check_pod_security,
    check_images,
    check_env,
    check_secrets,
    check_credentials,
    check_role_passwords,
    check_services,
    check_shutdown_order,
    check_internal_tls,
    check_jobs,
    check_network,
]


def kubernetes_violations(resources: list[Manifest], **network: Any) -> list[str]:
    violations = []
    for check in KUBERNETES_CHECKS:
        violations.extend(check(resources, **network) if check is check_network else check(resources))
    return violations


# --- compose ----------------------------------------------------------------------------------

# Which compose services may carry which secret-bearing variables (the secrets column of docs/architecture.md).
COMPOSE_SECRET_VARIABLES = {
    **{
        variable: COMPOSE_SERVICES.get(credential.owner, {credential.owner})
        for variable, credential in CREDENTIALS.items()
    },
    **{password_variable(role): {"role-passwords"} for role in login_roles()},
    "POLICY_REVIEW_GATEWAY_API_KEY_SHA256": {"gateway"},
}
COMPOSE_VARIABLE = re.compile(r"\$\{[^}]*\}")
_DSN_USER = re.compile(r"^postgres(?:ql)?://([^:@/]+)[:@]")


def compose_credential_violations(services: Manifest) -> list[str]:
    """Each DSN logs in as its part's role; each required credential is there; every login role's
    password variable reaches the role-password step."""
    violations = []
    for variable, credential in CREDENTIALS.items():
        owners = COMPOSE_SERVICES.get(credential.owner, {credential.owner})
        for name in sorted(owners & set(services)):
            value = _compose_env(services[name]).get(variable)
            if value is None:
                if credential.required:
                    violations.append(f"{name}: {variable} is required")
                continue
            user = _DSN_USER.match(str(value))
            if credential.role is not None and (user is None or user.group(1) != credential.role):
                violations.append(f"{name}: {variable} must log in as {credential.role}")
    step = _compose_env(services.get("role-passwords", {}))
    for role in login_roles():
        if password_variable(role) not in step:
            violations.append(f"role-passwords: must set {password_variable(role)} ({role})")
    return violations


def _compose_env(service: Manifest) -> dict[str, Any]:
    environment = service.get("environment", {})
    if isinstance(environment, list):
        return dict(entry.partition("=")[::2] for entry in environment)
    return dict(environment)


def _compose_ports(service: Manifest) -> set[int]:
    ports = {int(str(p)) for p in service.get("expose", [])}
    for mapping in service.get("ports", []):
        ports.add(int(str(mapping).rsplit(":", 1)[-1].split("/")[0]))
    return ports


def compose_violations(compose: Manifest, dockerfile_exists: bool = True) -> list[str]:
    violations = []
    services = compose["services"]
    for name, service in services.items():
        image = service.get("image", "")
        env = _compose_env(service)
        ours = "build" in service
        if ours:
            build = service["build"]
            if (
                build.get("dockerfile", "Dockerfile") != "Dockerfile"
                or build.get("context") != ".."
                or not dockerfile_exists
            ):
                violations.append(f"{name}: must build from the project's Dockerfile at the repository root")
            violations.extend(check_run_command(name, service.get("command", [])))
            violations.extend(check_env_names(name, env))
            if service.get("read_only") is not True or str(service.get("user", "")).split(":")[0] in {"", "0", "root"}:
                violations.append(f"{name}: must run read-only as a non-root user")
            if "ALL" not in service.get("cap_drop", []):
                violations.append(f"{name}: must drop all capabilities")
        else:
            repository, _, tag = COMPOSE_VARIABLE.sub("", image).partition(":")
            if repository not in PUBLIC_IMAGES:
                violations.append(f"{name}: image {image} is neither built here nor an allowed public image")
            elif not tag or tag == "latest":
                violations.append(f"{name}: public image {image} must be pinned to a version tag")
        for dependency in service.get("depends_on", []):
            if dependency not in services:
                violations.append(f"{name}: depends on unknown service {dependency}")
        for variable in env:
            owners = COMPOSE_SECRET_VARIABLES.get(variable)
            if owners is not None and name not in owners:
                violations.append(f"{name}: must not receive {variable}")
    violations.extend(compose_credential_violations(services))
    authentication = str(_compose_env(services.get("gateway", {})).get(AUTHENTICATION_VARIABLE) or "")
    if authentication not in {"required", f"${{{AUTHENTICATION_VARIABLE}:-required}}"}:
        violations.append(f"gateway: {AUTHENTICATION_VARIABLE} must default to required")
    for name, ports in service_ports().items():
        service = services.get(name)
        if service is None:
            violations.append(f"{name}: compose service missing")
            continue
        if _compose_ports(service) != set(ports.values()):
            violations.append(f"{name}: ports {sorted(_compose_ports(service))} differ from the settings defaults")
        health = service.get("healthcheck", {}).get("test", [])
        if not health or health[-1] != str(ports["grpc"]):
            violations.append(f"{name}: the health check must probe gRPC port {ports['grpc']}")
        if name != "gateway":
            address = _compose_env(services.get("gateway", {})).get(f"POLICY_REVIEW_{name.upper()}_ADDRESS")
            if address != f"{name}:{ports['grpc']}":
                violations.append(f"gateway: POLICY_REVIEW_{name.upper()}_ADDRESS must be {name}:{ports['grpc']}")
    return violations


# --- Dockerfile -------------------------------------------------------------------------------

COMPILERS = re.compile(r"\b(build-essential|gcc|g\+\+|clang|cmake|make|cargo|rustc|gfortran)\b")
RUNTIME_FOLDERS = {"protos", "services", "migrations", "policies"}


@dataclass
class Stage:
    base: str
    name: str
    instructions: list[tuple[str, str]]


def dockerfile_stages(text: str) -> list[Stage]:
    """Stages of a Dockerfile: continuation lines joined, comments dropped, ARG defaults substituted in FROM."""
    logical: list[str] = []
    pending = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not pending and (not line or line.startswith("#")):
            continue
        if line.startswith("#"):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        logical.append(pending + line)
        pending = ""
    arguments: dict[str, str] = {}
    stages: list[Stage] = []
    for line in logical:
        instruction, _, rest = line.partition(" ")
        instruction = instruction.upper()
        if instruction == "ARG" and not stages:
            key, _, value = rest.partition("=")
            arguments[key.strip()] = value.strip()
        elif instruction == "FROM":
            words = re.sub(r"\$\{(\w+)\}", lambda m: arguments.get(m.group(1), ""), rest).split()
            words = [w for w in words if not w.startswith("--")]
            name = words[2] if len(words) > 2 and words[1].upper() == "AS" else str(len(stages))
            stages.append(Stage(words[0], name, []))
        elif stages:
            stages[-1].instructions.append((instruction, rest.strip()))
    return stages


def dockerfile_violations(text: str, modules: Iterable[str] = RUNNABLE_MODULES) -> list[str]:
    stages = dockerfile_stages(text)
    if len(stages) < 2:
        return ["Dockerfile: needs a builder stage and a separate final stage"]
    final = stages[-1]
    violations = []
    if final.base != "python:3.11-slim":
        violations.append(f"Dockerfile: final stage must be python:3.11-slim, not {final.base}")
    users = [rest for instruction, rest in final.instructions if instruction == "USER"]
    if not users:
        violations.append("Dockerfile: final stage has no USER (it would run as root)")
    else:
        uid = users[-1].split(":")[0]
        if not uid.isdigit() or int(uid) == 0:
            violations.append(f"Dockerfile: final USER must be a numeric non-root uid, got {users[-1]}")
    for instruction, rest in final.instructions:
        if instruction == "RUN" and COMPILERS.search(rest):
            violations.append(f"Dockerfile: final stage installs or runs a compiler: {rest[:80]}")
        if instruction == "COPY" and "--from" in rest and COMPILERS.search(rest):
            violations.append(f"Dockerfile: final stage copies build tools: {rest[:80]}")
    copied = {
        part.strip("./").split("/")[0]
        for stage in stages[:-1]
        for instruction, rest in stage.instructions
        if instruction == "COPY" and "--from" not in rest
        for part in rest.split()[:-1]
    }
    needed = {module.split(".")[0] for module in modules} | RUNTIME_FOLDERS
    for folder in sorted(needed - copied):
        violations.append(f"Dockerfile: the image lacks {folder}/, which a deployed command needs")
    final_copies = " ".join(rest for instruction, rest in final.instructions if instruction == "COPY")
    for path in ("/opt/venv", "/app"):
        if path not in final_copies:
            violations.append(f"Dockerfile: final stage must copy {path} from the builder")
    return violations
