"""Console fixtures: the published corpus of the gateway suite, and Debian's chromium driven by Playwright."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from playwright.async_api import Browser, async_playwright

from tests.gateway.conftest import gateway_database, gateway_embedder, published_corpus

__all__ = ["gateway_database", "gateway_embedder", "published_corpus"]

CHROMIUM = "/usr/bin/chromium"
# Offline and quiet: no sandbox (CI runs as root in a container), no GPU, no phoning home.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
async def browser() -> AsyncIterator[Browser]:
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            await browser.close()
