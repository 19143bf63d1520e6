"""Question fixtures: the policies/ corpus published and calibrated by the real ingestion, in a database of its own."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ingestion.calibration import calibrate
from ingestion.publisher import publish_policies
from services.embedders.wordllama import WordLlamaEmbedder
from tests.support import POLICIES_DIR, Database, create_database, drop_database


@pytest.fixture(scope="session")
def questions_database(database_server: str) -> Iterator[Database]:
    db = create_database(database_server, "questions")
    yield db
    drop_database(database_server, db.name)


@pytest.fixture(scope="session")
def gateway_embedder() -> WordLlamaEmbedder:
    return WordLlamaEmbedder()


@pytest.fixture(scope="session")
async def published_corpus(questions_database: Database, gateway_embedder: WordLlamaEmbedder) -> Database:
    report = await publish_policies([POLICIES_DIR], writer_dsn=questions_database.writer_dsn, embedder=gateway_embedder)
    assert report.ok, [(f.path.name, f.outcome) for f in report.files]
    await calibrate(writer_dsn=questions_database.writer_dsn, embedder=gateway_embedder)
    return questions_database
