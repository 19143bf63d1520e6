# syntax=docker/dockerfile:1
# By default one image for every part; the command selects it (python -m gateway | retrieval |
# generation | validation | ingestion publish policies/ | services.database migrate). A part's own
# image holds only what that part needs (pyproject.toml's extra of the same name):
#   docker build --build-arg PART=validation -t policy-review-validation .
# No image holds the embedded PostgreSQL (the `local` extra). See docs/operations.md.

ARG PYTHON_IMAGE=python:3.11-slim

# --- builder: compilers only here, in case a dependency has no wheel for this platform ---
FROM ${PYTHON_IMAGE} AS builder
RUN apt-get update \
    && apt-get install --yes --no-install-recommends build-essential \
    && rm -rf /var/lib/apt/lists/*
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PATH=/opt/venv/bin:$PATH
RUN python -m venv /opt/venv
WORKDIR /app

# services: every part; or one of validation, retrieval, generation, gateway, ingestion.
ARG PART=services
# Dependencies first, from pyproject.toml alone, so code changes reuse this layer.
COPY pyproject.toml ./
COPY scripts/part_requirements.py ./scripts/
RUN python scripts/part_requirements.py "${PART}" > /tmp/requirements.txt \
    && pip install --requirement /tmp/requirements.txt

# The application. An editable install keeps the repository layout the code expects
# (migrations/ beside services/, generated stubs under protos/), exactly as in local runs;
# the venv and /app are copied to the same paths in the final stage, so the paths hold.
COPY protos ./protos
COPY services ./services
COPY migrations ./migrations
COPY policies ./policies
COPY ingestion ./ingestion
COPY retrieval ./retrieval
COPY generation ./generation
COPY validation ./validation
COPY gateway ./gateway
# The labelled datasets `ingestion calibrate` measures the similarity gates on.
COPY evaluation ./evaluation
RUN pip install --no-deps --editable . \
    && python -m compileall -q /app

# --- runtime: no compilers, non-root, nothing written outside /tmp ---
# /etc/policy-review/tls is the mount point of each part's internal identity; owned by the runtime
# user so that a fresh compose volume mounted there (by `pki`) is writable by it.
FROM ${PYTHON_IMAGE} AS runtime
RUN groupadd --gid 10001 policyreview \
    && useradd --uid 10001 --gid 10001 --no-create-home --home-dir /tmp --shell /usr/sbin/nologin policyreview \
    && install --directory --owner=10001 --group=10001 --mode=0700 /etc/policy-review/tls
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    HOME=/tmp \
    POLICY_REVIEW_HOST=0.0.0.0
COPY --from=builder /opt/venv /opt/venv
COPY --from=builder /app /app
WORKDIR /app
# Numeric, so Kubernetes runAsNonRoot can verify it without resolving a name.
USER 10001:10001
EXPOSE 8080 50051 50052 50053 50054
CMD ["python", "-m", "gateway"]
