"""Source-tree corpora in a real PostgreSQL: idempotent re-index, stale chunks, repair after a killed run, limits."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Iterator, Sequence
from pathlib import Path

import psycopg
import pytest

from ingestion.bootstrap import source_store
from ingestion.domain.sources import SkipReason, SourceLimits, TokenBudget, chunk_id, split_source
from ingestion.sources import index_sources
from tests.ingestion.fakes import CountingEmbedder
from tests.support import Database, create_database, drop_database

CORPUS = "demo-lib"
BUDGET = TokenBudget(120)


def module_source(functions: int) -> str:
    blocks = []
    for index in range(functions):
        blocks.append(
            f"def helper_{index}(connection, values):\n"
            f'    """Registers value kind {index} with the connection and returns its adapter."""\n'
            f"    adapter = connection.adapters.get('kind_{index}')\n"
            f"    adapter.register(values, context=connection, name='kind_{index}')\n"
            f"    return adapter\n"
        )
    return "\n\n".join(blocks) + "\n"


@pytest.fixture(scope="module")
def sources_database(database_server: str) -> Iterator[Database]:
    db = create_database(database_server, "sources")
    yield db
    drop_database(database_server, db.name)


@pytest.fixture
def db(sources_database: Database) -> Database:
    with psycopg.connect(sources_database.admin_dsn, autocommit=True) as conn:
        conn.execute("TRUNCATE source_chunk, source_file, source_index_run")
    return sources_database


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    root = tmp_path / "demo_lib"
    (root / "pkg").mkdir(parents=True)
    (root / "pkg" / "__init__.py").write_text('"""The demo library."""\nfrom pkg.adapters import helper_0\n')
    (root / "pkg" / "adapters.py").write_text(module_source(12))
    (root / "pkg" / "io.py").write_text(module_source(3))
    (root / "README.md").write_text("# Demo\n\nCall `helper_0(conn, values)` to register the adapter.\n")
    return root


def chunk_rows(dsn: str, path: str | None = None) -> list[tuple[str, int, int, int, str]]:
    with psycopg.connect(dsn) as conn:
        rows = conn.execute(
            "SELECT chunk_id, ordinal, line_start, line_end, content FROM source_chunk"
            " WHERE corpus = %s AND (%s::text IS NULL OR path = %s) ORDER BY path, ordinal",
            (CORPUS, path, path),
        ).fetchall()
    return [(r[0], r[1], r[2], r[3], r[4]) for r in rows]


def run_statuses(dsn: str) -> list[str]:
    with psycopg.connect(dsn) as conn:
        return [r[0] for r in conn.execute("SELECT status FROM source_index_run ORDER BY started_at").fetchall()]


async def index(root: Path, db: Database, embedder: CountingEmbedder) -> object:
    return await index_sources(root, CORPUS, store=source_store(db.writer_dsn), embedder=embedder, budget=BUDGET)


def test_splitting_keeps_whole_lines_within_budget_and_cuts_at_definitions() -> None:
    text = module_source(12)
    chunks = split_source(text, "pkg/adapters.py", BUDGET)
    lines = text.splitlines()
    assert len(chunks) > 2
    assert all(BUDGET.fits(chunk.content) for chunk in chunks)
    assert chunks[0].line_start == 1
    assert chunks[-1].line_end == len(lines)
    for before, after in itertools.pairwise(chunks):
        assert after.line_start == before.line_end + 1
    assert all(chunk.content.startswith("def helper_") for chunk in chunks)  # cut at definitions
    assert all(chunk.heading.startswith("def helper_") for chunk in chunks)
    assert [c.content for c in chunks] == ["\n".join(lines[c.line_start - 1 : c.line_end]) for c in chunks]
    assert chunk_id(CORPUS, "pkg/adapters.py", 3) == "demo-lib/pkg/adapters.py#chunk-3"


async def test_reindexing_an_unchanged_tree_makes_no_embedding_call(tree: Path, db: Database) -> None:
    first = CountingEmbedder()
    report = await index(tree, db, first)
    assert sorted(report.indexed) == ["README.md", "pkg/__init__.py", "pkg/adapters.py", "pkg/io.py"]  # type: ignore[attr-defined]
    assert first.batches
    stored = chunk_rows(db.admin_dsn)
    assert {row[0] for row in stored} >= {f"{CORPUS}/pkg/adapters.py#chunk-0", f"{CORPUS}/README.md#chunk-0"}

    second = CountingEmbedder()
    again = await index(tree, db, second)
    assert second.batches == []
    assert again.indexed == []  # type: ignore[attr-defined]
    assert len(again.unchanged) == 4  # type: ignore[attr-defined]
    assert chunk_rows(db.admin_dsn) == stored
    assert run_statuses(db.admin_dsn) == ["COMPLETED", "COMPLETED"]


async def test_a_file_that_lost_half_its_lines_leaves_no_stale_chunks(tree: Path, db: Database) -> None:
    await index(tree, db, CountingEmbedder())
    before = chunk_rows(db.admin_dsn, "pkg/adapters.py")
    (tree / "pkg" / "adapters.py").write_text(module_source(6))
    embedder = CountingEmbedder()
    report = await index(tree, db, embedder)
    assert report.indexed == ["pkg/adapters.py"]  # type: ignore[attr-defined]
    after = chunk_rows(db.admin_dsn, "pkg/adapters.py")
    expected = split_source(module_source(6), "pkg/adapters.py", BUDGET)
    assert len(after) == len(expected) < len(before)
    assert [row[1] for row in after] == list(range(len(expected)))
    assert all("helper_11" not in row[4] and "helper_6(" not in row[4] for row in after)
    assert len(embedder.texts) == len(expected)  # only the changed file was embedded


async def test_a_deleted_or_now_skipped_file_loses_its_chunks(tree: Path, db: Database) -> None:
    await index(tree, db, CountingEmbedder())
    (tree / "pkg" / "io.py").unlink()
    report = await index(tree, db, CountingEmbedder())
    assert report.removed == ["pkg/io.py"]  # type: ignore[attr-defined]
    assert chunk_rows(db.admin_dsn, "pkg/io.py") == []


class KilledAfter(CountingEmbedder):
    """Embeds ``files`` files, then the process 'dies': the run is cancelled mid-flight, nothing cleans up."""

    def __init__(self, files: int) -> None:
        super().__init__()
        self.files = files

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        if len(self.batches) >= self.files:
            raise asyncio.CancelledError
        return await super().embed_documents(texts)


async def test_a_run_killed_half_way_is_detected_and_repaired_by_the_next(tree: Path, db: Database) -> None:
    killed = KilledAfter(files=2)
    with pytest.raises(asyncio.CancelledError):
        await index(tree, db, killed)
    assert run_statuses(db.admin_dsn) == ["RUNNING"]
    half = {row[0].split("#")[0] for row in chunk_rows(db.admin_dsn)}
    assert len(half) == 2

    # A half-written file is caught too: lose one chunk row behind the manifest's back.
    with psycopg.connect(db.admin_dsn, autocommit=True) as conn:
        conn.execute("DELETE FROM source_chunk WHERE chunk_id = %s", (f"{CORPUS}/README.md#chunk-0",))

    embedder = CountingEmbedder()
    report = await index(tree, db, embedder)
    assert len(report.interrupted_runs) == 1  # type: ignore[attr-defined]
    assert run_statuses(db.admin_dsn) == ["INTERRUPTED", "COMPLETED"]
    assert sorted(report.indexed) == ["README.md", "pkg/adapters.py", "pkg/io.py"]  # type: ignore[attr-defined]
    assert report.unchanged == ["pkg/__init__.py"]  # type: ignore[attr-defined]

    # The repaired index equals a clean one.
    expected = set()
    for path in ("README.md", "pkg/__init__.py", "pkg/adapters.py", "pkg/io.py"):
        text = (tree / path).read_text()
        expected |= {chunk_id(CORPUS, path, c.ordinal) for c in split_source(text, path, BUDGET)}
    assert {row[0] for row in chunk_rows(db.admin_dsn)} == expected


async def test_binary_generated_huge_and_foreign_files_are_skipped_and_reported(tree: Path, db: Database) -> None:
    (tree / "pkg" / "logo.py").write_bytes(b"\x89PNG\x00\x00binary")
    (tree / "pkg" / "service_pb2.py").write_text("# Generated by the protocol buffer compiler.  DO NOT EDIT!\nX = 1\n")
    (tree / "pkg" / "big.py").write_text("x = 1\n" * 2000)
    (tree / "pkg" / "data.bin").write_bytes(b"\x01\x02")
    (tree / "pkg" / "__pycache__").mkdir()
    (tree / "pkg" / "__pycache__" / "adapters.cpython-311.pyc").write_bytes(b"\x00")
    limits = SourceLimits(max_file_bytes=8000)
    report = await index_sources(
        tree, CORPUS, store=source_store(db.writer_dsn), embedder=CountingEmbedder(), limits=limits
    )
    skipped = {item.path: item.reason for item in report.skipped}
    assert skipped == {
        "pkg/logo.py": SkipReason.BINARY,
        "pkg/service_pb2.py": SkipReason.GENERATED,
        "pkg/big.py": SkipReason.TOO_LARGE,
        "pkg/data.bin": SkipReason.EXTENSION,
        "pkg/__pycache__/": SkipReason.EXCLUDED_FOLDER,  # not entered, and said so
    }
    assert "skipped pkg/big.py: too_large" in report.summary()
    assert {row[0].split("#")[0] for row in chunk_rows(db.admin_dsn)} == {
        f"{CORPUS}/README.md",
        f"{CORPUS}/pkg/__init__.py",
        f"{CORPUS}/pkg/adapters.py",
        f"{CORPUS}/pkg/io.py",
    }
