"""Schemathesis against the live REST surface: the real gateway and its real dependencies on loopback, driven by
the OpenAPI document it serves, with a fixed seed and a bounded number of cases. Every check must pass."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from services.embedders.wordllama import WordLlamaEmbedder
from tests.gateway.test_end_to_end import CountingReviewer, RealStack, real_stack
from tests.support import Database

pytestmark = pytest.mark.slow

SEED = 20261130
MAX_EXAMPLES = 80


@pytest.fixture
async def live(published_corpus: Database, gateway_embedder: WordLlamaEmbedder) -> AsyncIterator[RealStack]:
    async with real_stack(published_corpus, gateway_embedder, CountingReviewer()) as stack:
        yield stack


async def test_the_live_rest_surface_keeps_its_openapi_contract(live: RealStack, tmp_path: Path) -> None:
    base = f"http://127.0.0.1:{live.gateway.http_port}"
    schemathesis = Path(sys.executable).with_name("schemathesis")
    # A subprocess, so the gateway keeps serving on this test's event loop while schemathesis calls it.
    process = await asyncio.create_subprocess_exec(
        str(schemathesis),
        "run",
        f"{base}/api/openapi.json",
        "--url",
        base,
        "--checks",
        "all",
        "--phases",
        "examples,coverage,fuzzing",
        "--seed",
        str(SEED),
        "--max-examples",
        str(MAX_EXAMPLES),
        "--workers",
        "1",
        "--request-timeout",
        "60",
        "--report",
        "junit",
        "--report-dir",
        str(tmp_path),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        cwd=tmp_path,
        env={**os.environ, "NO_COLOR": "1", "SCHEMATHESIS_HOOKS": ""},
    )
    output, _ = await asyncio.wait_for(process.communicate(), 1200)
    text = output.decode(errors="replace")
    assert process.returncode == 0, text[-8000:]
    print(text[text.find("Test cases:") :][:200])  # the figures, for -s runs
