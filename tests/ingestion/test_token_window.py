"""Chunks fit the embedder's token window: split at paragraph, line and sentence boundaries, and a chunk
that would still be cut is reported at publish time instead of being truncated unseen."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from aiohttp import web

from ingestion.bootstrap import release_store
from ingestion.domain.chunker import TokenWindow, chunk_policy, over_window
from ingestion.domain.loader import parse_policy
from ingestion.publisher import publish_policies, token_window
from services.embedders import document_text
from services.embedders.base import Vector, utf8_token_bound
from services.embedders.ollama import OllamaEmbedder
from services.embedders.wordllama import WordLlamaEmbedder
from tests.ingestion.policies import TEMPLATE, replace_once, write_policy
from tests.retrieval.support import FixedEmbedder
from tests.support import Database

CONTACT_TEXT = "Listings should not carry phone numbers or email addresses."


def words(text: str) -> int:
    return len(text.split())


def policy_with_contact_section(section: str) -> str:
    return replace_once(TEMPLATE, CONTACT_TEXT, section)


def test_sections_split_at_sentences_to_fit_the_token_window_and_each_chunk_fits() -> None:
    sentences = [f"Rule {n} says sellers describe item {n} in plain words and nothing else." for n in range(12)]
    document = parse_policy(policy_with_contact_section(" ".join(sentences)), "a.md")
    window = TokenWindow(words, 40)
    chunks = [c for c in chunk_policy(document, 20_000, window) if c.section_id == "contact-details"]
    assert len(chunks) > 1, "far more than 40 words: the character limit alone would have kept one chunk"
    assert all(words(c.embedding_text) <= 40 for c in chunks)
    # Only sentence boundaries were used: every sentence lands whole in one chunk.
    assert all(c.text.endswith("nothing else.") for c in chunks)
    assert " ".join(c.text for c in chunks) == " ".join(sentences)
    assert over_window(tuple(chunks), window) == []


def test_the_window_counts_the_embedded_form_with_title_and_heading() -> None:
    document = parse_policy(policy_with_contact_section("one two three four five six seven eight"), "a.md")
    heading_and_title = words(document_text("Test policy", "Contact details", ""))
    window = TokenWindow(words, heading_and_title + 4)
    chunks = [c for c in chunk_policy(document, 20_000, window) if c.section_id == "contact-details"]
    assert [c.text for c in chunks] == ["one two three four", "five six seven eight"]


def test_text_without_any_boundary_left_is_reported_not_cut_blindly() -> None:
    blob = "x" * 300  # no paragraph, line, sentence or word boundary to split at
    document = parse_policy(policy_with_contact_section(blob), "a.md")
    window = TokenWindow(len, 200)
    chunks = chunk_policy(document, 20_000, window)
    oversized = over_window(chunks, window)
    assert [(o.section_id, o.ordinal, o.max_tokens) for o in oversized] == [("contact-details", 0, 200)]
    assert oversized[0].tokens == len(chunks[0].embedding_text)
    assert blob in chunks[0].text, "the text is kept whole (and reported), not silently shortened"


def test_each_embedder_exposes_its_window_and_token_count() -> None:
    wordllama = WordLlamaEmbedder()
    text = "Call me on 555 0100 for a better price."
    tokenizer = wordllama._load().tokenizer
    assert wordllama.count_tokens(text) == len(tokenizer.encode(text, add_special_tokens=False).ids)
    assert wordllama.max_input_tokens is None  # mean pooling over every token: nothing is cut
    assert token_window(wordllama) is None
    gemma = OllamaEmbedder("http://127.0.0.1:9", "embeddinggemma:300m", timeout_seconds=5, batch_size=8)
    assert gemma.max_input_tokens == 2048
    # An upper bound: one token per UTF-8 byte (digits are single tokens in Gemma) plus start and end.
    assert gemma.count_tokens("555 0100") == utf8_token_bound("555 0100") == 10
    assert gemma.count_tokens("£5") == 5


class WindowedEmbedder(FixedEmbedder):
    """The port with a small window, so a publish can meet a chunk it cannot split to fit."""

    max_input_tokens = 120

    def count_tokens(self, text: str) -> int:
        return len(text)


async def test_publish_reports_a_chunk_the_embedder_would_cut(clean_database: Database, tmp_path: Path) -> None:
    folder = tmp_path / "policies"
    write_policy(folder, "test.md", policy_with_contact_section("y" * 200))
    report = await publish_policies(
        [folder], store=release_store(clean_database.writer_dsn), embedder=WindowedEmbedder("windowed", 256)
    )
    (file,) = report.files
    assert report.ok
    assert [(o.section_id, o.ordinal, o.max_tokens) for o in file.over_window] == [("contact-details", 0, 120)]
    oversized = [line for line in report.summary().splitlines() if line.startswith("OVERSIZED")]
    assert len(oversized) == 1
    assert "section contact-details chunk 0" in oversized[0]
    assert "over the embedder's window of 120" in oversized[0]


@asynccontextmanager
async def recording_ollama() -> AsyncIterator[tuple[str, list[str]]]:
    inputs: list[str] = []

    async def embed(request: web.Request) -> web.Response:
        body: dict[str, Any] = await request.json()
        texts: Sequence[str] = body["input"] if isinstance(body["input"], list) else [body["input"]]
        inputs.extend(texts)
        vectors: list[Vector] = [[1.0] + [0.0] * 767 for _ in texts]
        return web.json_response({"model": body["model"], "embeddings": vectors})

    app = web.Application()
    app.router.add_post("/api/embed", embed)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        yield f"http://127.0.0.1:{port}", inputs
    finally:
        await runner.cleanup()


async def test_ollama_never_receives_more_than_its_window(clean_database: Database, tmp_path: Path) -> None:
    paragraphs = [" ".join(f"Sellers list fact {p}-{n} about the item." for n in range(30)) for p in range(8)]
    folder = tmp_path / "policies"
    write_policy(folder, "test.md", policy_with_contact_section("\n\n".join(paragraphs)))
    async with recording_ollama() as (host, inputs):
        gemma = OllamaEmbedder(host, "embeddinggemma:300m", timeout_seconds=30, batch_size=8)
        try:
            report = await publish_policies(
                [folder], store=release_store(clean_database.writer_dsn), embedder=gemma, max_chunk_chars=20_000
            )
        finally:
            await gemma.close()
    assert report.ok
    assert report.files[0].over_window == ()
    assert sum(len(p) for p in paragraphs) > 2048 * 3, "the section is far over the window"
    contact = [text for text in inputs if "Sellers list fact" in text]
    assert len(contact) > 1
    assert all(utf8_token_bound(text) <= 2048 for text in inputs)
