"""Schemathesis against the live REST surface with the desk on (an admin key: every route), as the gateway's
contract test does without it: every documented route, status and schema must hold."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from services.embedders.wordllama import WordLlamaEmbedder
from tests.desk.stack import ADMIN_KEY, CALLER_KEY, DeskStack, clear_desk, desk_stack
from tests.support import EMAIL_LISTING, Database

pytestmark = pytest.mark.slow

SEED = 20261201
MAX_EXAMPLES = 40


@pytest.fixture
async def live(published_corpus: Database, gateway_embedder: WordLlamaEmbedder) -> AsyncIterator[DeskStack]:
    clear_desk(published_corpus)
    async with desk_stack(published_corpus, gateway_embedder) as stack:
        # One open case, so list, get and claim see real data too.
        status, _ = await stack.call("POST", "/api/policy-reviews", CALLER_KEY, EMAIL_LISTING)
        assert status == 200
        yield stack


async def test_the_desk_routes_keep_their_openapi_contract(live: DeskStack, tmp_path: Path) -> None:
    schemathesis = Path(sys.executable).with_name("schemathesis")
    process = await asyncio.create_subprocess_exec(
        str(schemathesis),
        "run",
        f"{live.base}/api/openapi.json",
        "--url",
        live.base,
        "--header",
        f"Authorization: Bearer {ADMIN_KEY}",
        "--include-path-regex",
        "^/api/(review-cases|review-desk|policy-reviews/)",
        "--checks",
        "all",
        # A decision is checked against the case's own findings (each decided once, with its code), which no
        # schema can state: a schema-valid decision of the wrong findings is rightly a 400.
        "--exclude-checks",
        "positive_data_acceptance",
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
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        cwd=tmp_path,
        env={**os.environ, "NO_COLOR": "1", "SCHEMATHESIS_HOOKS": ""},
    )
    output, _ = await asyncio.wait_for(process.communicate(), 1200)
    text = output.decode(errors="replace")
    assert process.returncode == 0, text[-8000:]
