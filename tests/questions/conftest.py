"""Question fixtures: the policies/ corpus published and calibrated by the real ingestion, in a database of its own."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from services.embedders.wordllama import WordLlamaEmbedder
from tests.gateway.conftest import gateway_embedder, publish_and_calibrate
from tests.support import Database, create_database, drop_database

# The gateway's session embedder, shared so both suites load WordLlama once.
__all__ = ["gateway_embedder"]


@pytest.fixture(scope="session")
def questions_database(database_server: str) -> Iterator[Database]:
    db = create_database(database_server, "questions")
    yield db
    drop_database(database_server, db.name)


@pytest.fixture(scope="session")
async def published_corpus(questions_database: Database, gateway_embedder: WordLlamaEmbedder) -> Database:
    return await publish_and_calibrate(questions_database, gateway_embedder)
