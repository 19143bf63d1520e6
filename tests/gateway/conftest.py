"""Gateway fixtures: the policies/ corpus published by the real ingestion into a database of its own."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ingestion.bootstrap import calibration_store, release_store
from ingestion.calibration import calibrate
from ingestion.publisher import publish_policies
from services.embedders.wordllama import WordLlamaEmbedder
from tests.support import POLICIES_DIR, Database, create_database, drop_database


@pytest.fixture(scope="session")
def gateway_database(database_server: str) -> Iterator[Database]:
    db = create_database(database_server, "gateway")
    yield db
    drop_database(database_server, db.name)


@pytest.fixture(scope="session")
def gateway_embedder() -> WordLlamaEmbedder:
    return WordLlamaEmbedder()


async def publish_and_calibrate(db: Database, embedder: WordLlamaEmbedder) -> Database:
    """policies/ published and calibrated by ingestion with the default offline embedder, as `make run` does."""
    report = await publish_policies([POLICIES_DIR], store=release_store(db.writer_dsn), embedder=embedder)
    assert report.ok, [(f.path.name, f.outcome) for f in report.files]
    await calibrate(store=calibration_store(db.writer_dsn), embedder=embedder)
    return db


@pytest.fixture(scope="session")
async def published_corpus(gateway_database: Database, gateway_embedder: WordLlamaEmbedder) -> Database:
    return await publish_and_calibrate(gateway_database, gateway_embedder)
