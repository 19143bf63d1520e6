"""Fixtures of the generation tests: provider fakes started and stopped per test."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.generation.fakes import ProviderFake


@pytest.fixture
async def gemini_fake() -> AsyncIterator[ProviderFake]:
    fake = ProviderFake("gemini")
    await fake.start()
    yield fake
    await fake.stop()


@pytest.fixture
async def ollama_fake() -> AsyncIterator[ProviderFake]:
    fake = ProviderFake("ollama")
    await fake.start()
    yield fake
    await fake.stop()
