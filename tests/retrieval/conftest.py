"""Retrieval fixtures: the published corpus in its own database, and one WordLlama model per session."""

from __future__ import annotations

import hashlib
import uuid
from collections.abc import AsyncIterator, Iterator

import psycopg
import pytest
from pgvector import Vector
from pgvector.psycopg import register_vector

from ingestion.bootstrap import calibration_store, release_store
from ingestion.calibration import calibrate
from ingestion.publisher import publish_policies
from services.embedders import document_text
from services.embedders.wordllama import WordLlamaEmbedder
from tests.support import POLICIES_DIR, Database, create_database, drop_database


@pytest.fixture(scope="session")
def wordllama() -> WordLlamaEmbedder:
    return WordLlamaEmbedder()


@pytest.fixture(scope="session")
def scratch_database(database_server: str) -> Iterator[Database]:
    """An empty migrated database for tests that write their own rows (they clean up after themselves)."""
    db = create_database(database_server, "retrieval")
    yield db
    drop_database(database_server, db.name)


@pytest.fixture(scope="session")
async def corpus(database_server: str, wordllama: WordLlamaEmbedder) -> AsyncIterator[Database]:
    """The policies/ corpus published and calibrated by ingestion, as `make run` does, in a database of its own."""
    db = create_database(database_server, "retrieval")
    # Retention 0: the superseded 2026-03-01 edition is retired at once, so these tests keep a
    # retired release whose text must never be served.
    report = await publish_policies(
        [POLICIES_DIR], store=release_store(db.writer_dsn), embedder=wordllama, retention_days=0
    )
    assert report.ok, [(f.path.name, f.outcome, f.reason) for f in report.files]
    await calibrate(store=calibration_store(db.writer_dsn), embedder=wordllama)
    await _keep_retired_text(db, wordllama)
    yield db
    drop_database(database_server, db.name)


LEGACY_HEADING = "Business cards and branding"
LEGACY_TEXT = (
    "Legacy rule: sellers could share a business card image in the listing gallery. Under this earlier edition, "
    "a single image of a seller's business card was tolerated as branding."
)


async def _keep_retired_text(db: Database, embedder: WordLlamaEmbedder) -> None:
    """Puts the retired edition's legacy section back, as if deleting retired vectors had failed.

    Ingestion deletes a retired release's chunks after activation; retrieval must not depend on
    that, so the text it must never serve is really there to be found.
    """
    (vector,) = await embedder.embed_documents(
        [document_text("Sharing contact information", LEGACY_HEADING, LEGACY_TEXT)]
    )
    with psycopg.connect(db.admin_dsn, autocommit=True) as conn:
        register_vector(conn)
        row = conn.execute(
            "SELECT release_id FROM policy_release WHERE policy_id = 'ebay-contact-information' "
            "AND locale = 'en-US' AND version = '2026-03-01' AND status = 'RETIRED'"
        ).fetchone()
        assert row is not None, "the corpus keeps a retired edition of ebay-contact-information"
        conn.execute(
            "INSERT INTO policy_chunk (chunk_id, release_id, section_id, section_heading, ordinal, content, "
            "content_hash, supported_finding_codes, embedding_model, embedding_256) "
            "VALUES (%s, %s, 'business-cards-and-branding', %s, 0, %s, %s, ARRAY['CONTACT_INFO_IN_LISTING'], %s, %s) "
            "ON CONFLICT DO NOTHING",
            (
                uuid.uuid4(),
                row[0],
                LEGACY_HEADING,
                LEGACY_TEXT,
                hashlib.sha256(LEGACY_TEXT.encode()).hexdigest(),
                embedder.model_id,
                Vector(vector),
            ),
        )
