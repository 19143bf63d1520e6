"""Policy texts and database views the ingestion tests share."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import psycopg

from tests.support import POLICIES_DIR

CONTACT_US = POLICIES_DIR / "ebay" / "en-US" / "ebay-contact-information.md"
CONTACT_US_OLD = POLICIES_DIR / "ebay" / "en-US" / "ebay-contact-information-2026-03-01.md"

# A small valid policy whose line numbers the error tests refer to.
TEMPLATE = """\
---
policyId: test-policy
version: "2026-09-15"
marketplace: EBAY
locale: en-US
categories:
  - ALL
effectiveFrom: 2026-09-15
sourceUrl: https://example.com/policy
retrievedAt: 2026-09-15T00:00:00Z
title: Test policy
supportedFindingCodes:
  - CONTACT_INFO_IN_LISTING
  - EXTERNAL_LINK
---

Intro paragraph: an educational paraphrase, not legal advice.

## Contact details

Section id: contact-details
Finding codes: CONTACT_INFO_IN_LISTING

Listings should not carry phone numbers or email addresses.

## Links

Section id: external-links
Finding codes: EXTERNAL_LINK

Listings should not link to outside shops.
"""


def with_version(text: str, version: str) -> str:
    """The policy text as a new version (effectiveFrom moves with it)."""
    text = re.sub(r'(?m)^version: ".*"$', f'version: "{version}"', text)
    return re.sub(r"(?m)^effectiveFrom: .*$", f"effectiveFrom: {version[:10]}", text)


def replace_once(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, f"{old!r} must occur exactly once"
    return text.replace(old, new)


def reword_every_section(text: str, note: str) -> str:
    """Appends a sentence to every section, so none of its chunks is in the embedding cache."""
    return re.sub(r"(?m)^(Finding codes: .*\n\n)", rf"\1{note} ", text)


def write_policy(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


@dataclass(frozen=True)
class ReleaseRow:
    policy_id: str
    locale: str
    version: str
    status: str
    chunks: int
    expected_chunks: int
    failure_reason: str | None


RELEASE_ROWS = """
SELECT r.policy_id, r.locale, r.version, r.status, count(c.chunk_id) AS chunks,
       r.expected_chunk_count AS expected_chunks, r.failure_reason
  FROM policy_release r
  LEFT JOIN policy_chunk c ON c.release_id = r.release_id
 GROUP BY r.release_id
 ORDER BY r.policy_id, r.locale, r.version
"""


def release_rows(dsn: str) -> list[ReleaseRow]:
    with psycopg.connect(dsn) as conn:
        return [ReleaseRow(*row) for row in conn.execute(RELEASE_ROWS).fetchall()]


def release_of(rows: list[ReleaseRow], policy_id: str, version: str, locale: str = "en-US") -> ReleaseRow:
    matches = [row for row in rows if (row.policy_id, row.version, row.locale) == (policy_id, version, locale)]
    assert len(matches) == 1, rows
    return matches[0]


TIMELINE_ROWS = """
SELECT version, lower(validity)::text, upper(validity)::text
  FROM policy_release
 WHERE policy_id = %s AND validity IS NOT NULL AND NOT isempty(validity)
 ORDER BY lower(validity), marketplace, locale
"""


def timeline(dsn: str, policy_id: str) -> list[tuple[str, str, str | None]]:
    """(version, in force from, until) of a policy's en-US timeline entries."""
    with psycopg.connect(dsn) as conn:
        return [tuple(row) for row in conn.execute(TIMELINE_ROWS, (policy_id,)).fetchall()]
