"""P4: ingestion of a generated corpus cold, unchanged and with one edited section, against the embedder's raw speed.

Files are written in the corpus format (front matter, sections with ids and finding codes) from
sentences of our own policies, each file's text unique so the embedding cache cannot help a cold run.
The embedder is WordLlama wrapped to count calls and texts; the raw figure embeds the very texts the
cold run embedded, in one call, in this process.
"""

from __future__ import annotations

import asyncio
import shutil
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import psycopg

from benchmarks._retrieval import _sentences
from benchmarks._table import Table, fmt, ratio
from services.embedders.base import Vector
from services.embedders.wordllama import WordLlamaEmbedder

SECTIONS_PER_FILE = 5
CODES = ("CONTACT_INFO_IN_LISTING", "CONDITION_DETAILS_MISSING")


class CountingEmbedder(WordLlamaEmbedder):
    def __init__(self) -> None:
        super().__init__()
        self.calls = 0
        self.texts: list[str] = []

    async def embed_documents(self, texts: Sequence[str]) -> list[Vector]:
        self.calls += 1
        self.texts.extend(texts)
        return await super().embed_documents(texts)

    def reset(self) -> None:
        self.calls = 0
        self.texts = []


def _policy(index: int, version: str, sections: list[tuple[str, str]]) -> str:
    front = "\n".join(
        [
            "---",
            f"policyId: bench-policy-{index:04d}",
            f'version: "{version}"',
            "marketplace: EBAY",
            "locale: en-US",
            "categories:",
            f"  - CAT_{index % 50:02d}",
            f"effectiveFrom: {version}",
            "sourceUrl: https://example.com/bench",
            "retrievedAt: 2026-08-01T00:00:00Z",
            f"title: Bench policy {index}",
            "supportedFindingCodes:",
            *(f"  - {code}" for code in CODES),
            "---",
            "",
            f"Bench policy {index}: our own recombined paraphrases, for measuring ingestion only.",
            "",
        ]
    )
    body = []
    for number, (heading, text) in enumerate(sections):
        body.extend(
            [
                f"## {heading}",
                "",
                f"Section id: section-{number}",
                f"Finding codes: {CODES[number % 2]}",
                "",
                text,
                "",
            ]
        )
    return front + "\n".join(body)


def write_corpus(folder: Path, files: int) -> list[list[tuple[str, str]]]:
    rng = np.random.default_rng(20261130)
    sentences = _sentences()
    corpus = []
    for index in range(files):
        sections = []
        for number in range(SECTIONS_PER_FILE):
            paragraphs = []
            for _ in range(2):
                picked = rng.choice(len(sentences), size=int(rng.integers(3, 6)), replace=False)
                paragraphs.append(" ".join(sentences[i] for i in picked))
            # A file-specific word keeps every section's text (and content hash) unique.
            paragraphs[-1] += f" Reference bench-{index}-{number}."
            sections.append((f"Bench rule {number}", "\n\n".join(paragraphs)))
        corpus.append(sections)
        (folder / f"bench-policy-{index:04d}.md").write_text(_policy(index, "2026-08-01", sections), encoding="utf-8")
    return corpus


async def _publish(folder: Path, writer_dsn: str, embedder: CountingEmbedder) -> tuple[float, Any]:
    from ingestion.publisher import publish_policies

    # The harness also runs in the baseline tree (performance.py copies it there), which may predate the bootstrap.
    store: dict[str, Any]
    try:
        from ingestion.bootstrap import release_store
    except ImportError:
        store = {"writer_dsn": writer_dsn}
    else:
        store = {"store": release_store(writer_dsn)}
    embedder.reset()
    started = time.perf_counter()
    report = await publish_policies([folder], embedder=embedder, **store)
    return time.perf_counter() - started, report


async def measure(admin_dsn: str, files: int, passes: int) -> dict[str, Any]:
    """Cold, unchanged and edited runs in a fresh database each pass; plain numbers for the parent."""
    runs: dict[str, list[float]] = {key: [] for key in ("cold_s", "cold_chunks", "raw_tps", "unchanged_s", "edit_s")}
    counts: dict[str, int] = {}
    embedder = CountingEmbedder()
    await embedder.embed_query("warm-up")  # the model loads once, outside every timing
    for _ in range(passes):
        folder = Path(tempfile.mkdtemp(prefix="policy-review-p4-"))
        try:
            corpus = await asyncio.to_thread(write_corpus, folder, files)
            with psycopg.connect(admin_dsn, autocommit=True) as conn:
                conn.execute("TRUNCATE policy_chunk, policy_release, embedding_cache")
            seconds, report = await _publish(folder, admin_dsn, embedder)
            chunks = sum(r.chunks for r in report.files)
            runs["cold_s"].append(seconds)
            runs["cold_chunks"].append(chunks / seconds)
            counts["cold_calls"] = embedder.calls
            counts["chunks"] = chunks
            texts = list(embedder.texts)
            model = embedder._load()
            started = time.perf_counter()
            model.embed(texts, norm=True)
            runs["raw_tps"].append(len(texts) / (time.perf_counter() - started))

            seconds, _ = await _publish(folder, admin_dsn, embedder)
            runs["unchanged_s"].append(seconds)
            counts["unchanged_calls"] = embedder.calls

            sections = corpus[0]
            heading, text = sections[2]
            sections[2] = (heading, text + " An added sentence changes this section only.")
            (folder / "bench-policy-0000-v2.md").write_text(_policy(0, "2026-09-01", sections), encoding="utf-8")
            seconds, report = await _publish(folder, admin_dsn, embedder)
            runs["edit_s"].append(seconds)
            counts["edit_texts"] = len(embedder.texts)
            counts["edit_chunks"] = sum(r.chunks for r in report.files if r.outcome.value == "PUBLISHED")
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    result: dict[str, Any] = {key: float(np.median(values)) for key, values in runs.items()}
    result.update(counts)
    result["files"] = files
    return result


def render(after: dict[str, Any], before: dict[str, Any] | None) -> str:
    table = Table(
        f"P4 ingestion: {after['files']} generated files, {after['chunks']:,} chunks, WordLlama",
        "before" if before else "",
        "after",
    )
    b = before or {}
    table.add(
        "P4",
        "cold: chunks/s, and share of raw embedder texts/s (same texts)",
        f"{fmt(b['cold_chunks'])}/s = {b['cold_chunks'] / b['raw_tps']:.0%} of {fmt(b['raw_tps'])}/s" if b else "",
        f"{fmt(after['cold_chunks'])}/s = {after['cold_chunks'] / after['raw_tps']:.0%} of {fmt(after['raw_tps'])}/s",
        ratio(after["cold_chunks"], b["cold_chunks"]) if b else "",
        ">= 80% of raw",
    )
    table.add(
        "P4",
        "cold: wall s, embedding calls",
        f"{fmt(b['cold_s'], 1)} s, {b['cold_calls']} calls" if b else "",
        f"{fmt(after['cold_s'], 1)} s, {after['cold_calls']} calls",
        ratio(after["cold_s"], b["cold_s"]) if b else "",
    )
    table.add(
        "P4",
        "unchanged re-run: wall s, embedding calls",
        f"{fmt(b['unchanged_s'], 2)} s, {b['unchanged_calls']} calls" if b else "",
        f"{fmt(after['unchanged_s'], 2)} s, {after['unchanged_calls']} calls",
        ratio(after["unchanged_s"], b["unchanged_s"]) if b else "",
        "< 1 s, 0 calls",
    )
    table.add(
        "P4",
        "one edited section (new version of one file): wall s, texts embedded / chunks of the new release",
        f"{fmt(b['edit_s'], 2)} s, {b['edit_texts']} / {b['edit_chunks']}" if b else "",
        f"{fmt(after['edit_s'], 2)} s, {after['edit_texts']} / {after['edit_chunks']}",
        ratio(after["edit_s"], b["edit_s"]) if b else "",
        "only the edited section's chunks",
    )
    return table.render()


def run_measure(name: str, files: int, passes: int) -> dict[str, Any]:
    from benchmarks.retrieval_underfill import scratch_database

    with scratch_database(name) as db:
        return asyncio.run(measure(db.admin_dsn, files, passes))
