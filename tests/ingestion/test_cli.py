"""The ingestion command line end to end: a real process, the real WordLlama embedder, the test database."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from ingestion.domain.chunker import chunk_policy
from ingestion.domain.loader import parse_policy
from services.rulepack import shipped_edition
from services.settings import PROJECT_ROOT
from tests.ingestion.policies import TEMPLATE, release_rows, replace_once, write_policy
from tests.support import POLICIES_DIR, Database


def run_cli(database: Database, *args: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("POLICY_REVIEW_")}
    env |= {
        "POLICY_REVIEW_WRITER_DATABASE_URL": database.writer_dsn,
        "POLICY_REVIEW_LOG_LEVEL": "WARNING",
        "POLICY_REVIEW_EMBEDDER": "wordllama",
    }
    return subprocess.run(
        [sys.executable, "-m", "ingestion", *args],
        cwd=PROJECT_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_cli_calibrates_the_configured_embedder_and_status_shows_the_calibration_in_use(
    clean_database: Database,
) -> None:
    assert run_cli(clean_database, "publish", str(POLICIES_DIR)).returncode == 0

    calibrated = run_cli(clean_database, "calibrate", "--dataset", "policy-review-v1")
    assert calibrated.returncode == 0, calibrated.stderr
    lines = calibrated.stdout.strip().splitlines()
    assert lines[0].startswith("calibrated wordllama-l2_supercat-256 (256-d) on policy-review-v1, corpus ")
    assert [line.split()[0] for line in lines[1:]] == ["hybrid", "vector"]
    assert "similarity >= 0.025: section recall 1.000" in lines[2]

    again = run_cli(clean_database, "calibrate", "--if-missing")
    assert again.stdout.strip() == "calibration for wordllama-l2_supercat-256 (256-d) already recorded; nothing to do"

    status = run_cli(clean_database, "status")
    assert status.returncode == 0, status.stderr
    table = status.stdout.strip().split("\n\n")[1].splitlines()
    assert table[0].split()[:4] == ["CALIBRATION", "MODEL", "MODE", "GATE"]
    rows = {line.split()[3]: line for line in table[1:]}
    assert sorted(rows) == ["hybrid", "vector"]
    assert all(line.rstrip().endswith("in use") and "policy-review-v1" in line for line in rows.values())


def test_cli_publishes_the_corpus_with_wordllama_and_shows_the_active_releases(clean_database: Database) -> None:
    files = [p for p in POLICIES_DIR.rglob("*.md") if p.name != "README.md"]
    chunks = sum(len(chunk_policy(parse_policy(p.read_text(encoding="utf-8"), str(p)))) for p in files)

    published = run_cli(clean_database, "publish", str(POLICIES_DIR))
    assert published.returncode == 0, published.stderr
    summary = published.stdout.strip().splitlines()[-1]
    # The two ebay-electronics-listing editions share their six section texts: embedded once, then reused.
    # The nine policy files and the shipped rule pack edition (policies/rules/risk-signals.yaml).
    assert summary == (
        f"published 10, skipped 0, rejected 0, failed 0, invalid 0; chunks embedded {chunks - 6}, reused 6"
    )
    assert f"PUBLISHED rules ALL/ALL/ALL {shipped_edition().version}: rule pack edition " in published.stdout
    en_gb = "PUBLISHED ebay-contact-information EBAY/en-GB 2026-09-20: 4 chunks (4 embedded, 0 reused)"
    assert en_gb in published.stdout
    rows = release_rows(clean_database.admin_dsn)
    # Older editions (contact en-US, electronics) are on their timelines: each until the next one's date.
    assert sorted(r.status for r in rows) == ["ACTIVE"] * 9

    again = run_cli(clean_database, "publish", str(POLICIES_DIR))
    assert again.returncode == 0, again.stderr
    assert again.stdout.strip().splitlines()[-1] == (
        "published 0, skipped 10, rejected 0, failed 0, invalid 0; chunks embedded 0, reused 0"
    )

    status = run_cli(clean_database, "status")
    assert status.returncode == 0, status.stderr
    lines = status.stdout.strip().split("\n\n")[0].splitlines()
    assert lines[0].split() == [
        "POLICY", "SCOPE", "VERSION", "STANDING", "FROM", "UNTIL", "MODEL", "CHUNKS", "SOURCE", "CHECKED"
    ]  # fmt: skip
    assert len(lines) == 10  # the header and one line per release on a timeline
    contact_us = [line.split() for line in lines if "EBAY/en-US" in line and "ebay-contact-information" in line]
    assert [cells[:6] + cells[7:9] for cells in contact_us] == [
        ["ebay-contact-information", "EBAY/en-US", "2026-03-01", "SUPERSEDED", "2026-03-01", "2026-09-15",
         "(256-d)", "4"],
        ["ebay-contact-information", "EBAY/en-US", "2026-09-15", "IN_FORCE", "2026-09-15", "-", "(256-d)", "4"],
    ]  # fmt: skip
    uncalibrated = "no calibration for the configured embedder wordllama-l2_supercat-256 (256-d): run `make calibrate`"
    # The calibration section ends with it; the rule pack editions come last.
    *_, calibration, rules = status.stdout.strip().split("\n\n")
    assert calibration.splitlines()[-1] == uncalibrated
    assert rules.splitlines()[0] == "rule pack editions:"


def test_cli_exits_non_zero_and_names_the_line_when_a_file_is_invalid(clean_database: Database, tmp_path: Path) -> None:
    folder = tmp_path / "corpus"
    write_policy(folder, "good.md", TEMPLATE)
    bad = write_policy(folder, "bad.md", replace_once(TEMPLATE, 'version: "2026-09-15"', "version: 2026-09-15"))

    result = run_cli(clean_database, "publish", str(folder))
    assert result.returncode == 1
    assert f"INVALID   {bad}:3: front matter field 'version': must be a quoted string" in result.stdout
    assert result.stdout.strip().splitlines()[-1].startswith("published 1, skipped 0, rejected 0, failed 0, invalid 1;")
    assert [r.status for r in release_rows(clean_database.admin_dsn)] == ["ACTIVE"]

    missing = run_cli(clean_database, "publish", str(tmp_path / "no-such-folder"))
    assert missing.returncode == 2
    assert "no such policy file or folder" in missing.stderr
