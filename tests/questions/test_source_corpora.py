"""Source corpora that hold up: over-long lines cut to the budget, every skipped file reported with its reason,
refused roots, and corpora listed and deleted (real PostgreSQL; the embedder is a counting fake)."""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator
from pathlib import Path, PurePath

import psycopg
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ingestion.bootstrap import source_store
from ingestion.domain.sources import SkipReason, TokenBudget, refused_root, split_file, split_long_line
from ingestion.sources import delete_corpus, index_sources
from services.settings import PROJECT_ROOT
from tests.ingestion.fakes import CountingEmbedder
from tests.support import Database, create_database, drop_database

BUDGET = TokenBudget(400)


@settings(max_examples=200, deadline=None, database=None)
@given(st.text(alphabet=st.sampled_from("ab_9,./ \t=é"), min_size=1, max_size=6000))
def test_a_long_line_is_cut_into_pieces_that_fit_and_join_back(line: str) -> None:
    pieces = split_long_line(line, BUDGET)
    assert "".join(pieces) == line
    assert all(BUDGET.fits(piece) for piece in pieces)


def test_the_issues_52_kb_line_without_spaces_is_cut_to_the_budget() -> None:
    text = "import base64\nBLOB = '" + "QUJD" * 13_180 + "'\nprint(BLOB)\n"
    split = split_file(text, "pkg/blob.py", BUDGET)
    assert split.cut_lines == (2,)
    assert all(BUDGET.fits(chunk.content) for chunk in split.chunks)
    pieces = [c for c in split.chunks if c.line_start == 2]
    assert len(pieces) > 30
    assert "".join(c.content for c in pieces) == text.splitlines()[1]


def test_estimating_a_file_costs_one_estimate_per_line(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real = TokenBudget.estimate

    def counting(text: str) -> int:
        calls.append(len(text))
        return real(text)

    monkeypatch.setattr(TokenBudget, "estimate", staticmethod(counting))
    text = "\n".join(f"value_{n} = compute(value_{n - 1}, factor={n})" for n in range(2000)) + "\n"
    split_file(text, "pkg/long.py", BUDGET)
    assert len(calls) == 2000  # the old splitter re-estimated every growing span: tens of thousands


@pytest.mark.parametrize(
    ("root", "refused"),
    [
        (PurePath("/src/project/.git"), True),
        (PurePath("/src/project/.git/objects"), True),
        (PurePath("/src/hg/.hg/store"), True),
        (PROJECT_ROOT / ".data", True),
        (PROJECT_ROOT / ".data" / "pg", True),
        (PROJECT_ROOT / ".venv" / "lib" / "python3.11" / "site-packages" / "pgvector", False),
        (PROJECT_ROOT, False),
    ],
)
def test_version_control_and_data_folders_are_refused_as_roots(root: PurePath, refused: bool) -> None:
    assert (refused_root(root, [PROJECT_ROOT / ".data"]) is not None) is refused


@pytest.fixture(scope="module")
def corpora_database(database_server: str) -> Iterator[Database]:
    db = create_database(database_server, "corpora")
    yield db
    drop_database(database_server, db.name)


@pytest.fixture
def db(corpora_database: Database) -> Database:
    with psycopg.connect(corpora_database.admin_dsn, autocommit=True) as conn:
        conn.execute("TRUNCATE source_chunk, source_file, source_index_run")
    return corpora_database


@pytest.fixture
def tree(tmp_path: Path) -> Iterator[Path]:
    root = tmp_path / "lib"
    (root / "pkg").mkdir(parents=True)
    (root / "pkg" / "core.py").write_text("def register(conn):\n    return conn\n")
    (root / "pkg" / "blob.py").write_text("DATA = '" + "x" * 52_722 + "'\n")
    (root / "pkg" / "big.md").write_text("word " * 200_000)
    (root / "pkg" / "image.png").write_bytes(b"\x89PNG\r\n")
    (root / "pkg" / "nul.py").write_bytes(b"x = 1\x00\n")
    (root / "pkg" / ".env").write_text("SECRET=1\n")
    (root / "pkg" / "alias.py").symlink_to(root / "pkg" / "core.py")
    (root / "outside").symlink_to(Path("/etc"))
    (root / ".git").mkdir()
    (root / ".git" / "config").write_text("[core]\n")
    (root / "node_modules").mkdir()
    listener = socket.socket(socket.AF_UNIX)
    listener.bind(str(root / "pkg" / "agent.sock"))
    try:
        yield root
    finally:
        listener.close()


async def test_every_file_is_accounted_for_and_long_lines_are_cut(tree: Path, db: Database) -> None:
    embedder = CountingEmbedder()
    report = await index_sources(tree, "lib", store=source_store(db.writer_dsn), embedder=embedder, budget=BUDGET)
    skipped = {item.path: item.reason for item in report.skipped}
    assert skipped == {
        "pkg/alias.py": SkipReason.SYMLINK,
        "outside/": SkipReason.SYMLINK,
        "pkg/.env": SkipReason.HIDDEN,
        ".git/": SkipReason.HIDDEN,
        "node_modules/": SkipReason.EXCLUDED_FOLDER,
        "pkg/agent.sock": SkipReason.NOT_A_FILE,
        "pkg/big.md": SkipReason.TOO_LARGE,
        "pkg/image.png": SkipReason.EXTENSION,
        "pkg/nul.py": SkipReason.BINARY,
    }
    assert sorted(report.indexed) == ["pkg/blob.py", "pkg/core.py"]
    assert report.files_seen == 8  # every file: two indexed, six skipped (folders are reported, not counted)
    [cut] = report.cut_lines
    assert (cut.path, cut.line) == ("pkg/blob.py", 1)
    assert cut.pieces >= 33
    assert "cut pkg/blob.py line 1" in report.summary()
    with psycopg.connect(db.admin_dsn) as conn:
        longest = conn.execute("SELECT max(length(content)) FROM source_chunk WHERE corpus = 'lib'").fetchone()
    assert longest is not None
    assert longest[0] <= 4 * BUDGET.max_tokens


async def test_a_data_or_vcs_root_is_refused_and_makes_no_corpus(tree: Path, db: Database) -> None:
    for root in (tree / ".git", PROJECT_ROOT / ".data"):
        os.makedirs(root, exist_ok=True)
        with pytest.raises(ValueError, match="refused root"):
            await index_sources(root, "state", store=source_store(db.writer_dsn), embedder=CountingEmbedder())
    assert await source_store(db.writer_dsn).corpora() == []


async def test_corpora_are_listed_and_deleted(tree: Path, db: Database) -> None:
    embedder = CountingEmbedder()
    await index_sources(tree, "lib", store=source_store(db.writer_dsn), embedder=embedder, budget=BUDGET)
    await index_sources(tree / "pkg", "pkg-only", store=source_store(db.writer_dsn), embedder=embedder, budget=BUDGET)
    listed = {c.corpus: c for c in await source_store(db.writer_dsn).corpora()}
    assert set(listed) == {"lib", "pkg-only"}
    assert listed["lib"].files == 2
    assert listed["lib"].embedding_models == ("test-hash-256",)
    assert listed["lib"].last_status == "COMPLETED"
    assert listed["lib"].as_dict()["lastRun"]["filesSeen"] == 8

    deleted = await delete_corpus(source_store(db.writer_dsn), "lib")
    assert deleted.deleted
    assert (deleted.files, deleted.runs) == (2, 1)
    assert deleted.chunks == listed["lib"].chunks
    assert [c.corpus for c in await source_store(db.writer_dsn).corpora()] == ["pkg-only"]
    assert not (await delete_corpus(source_store(db.writer_dsn), "lib")).deleted  # gone: nothing to delete
