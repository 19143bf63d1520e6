"""The command line's read views of releases (status, history, diff) on PostgreSQL: one query, one connection."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ingestion.adapters.postgres import fetch_all
from ingestion.domain.model import RULES_PACK
from ingestion.domain.ports import EditionView, ReleaseEvent, ReleaseView, ReleaseViews

LIST_RELEASES = """
SELECT r.release_id, r.policy_id, r.marketplace, r.locale, r.version, r.status, r.effective_from,
       upper(r.validity) AS valid_until, r.embedding_model, r.embedding_dimensions, r.retrieved_at,
       r.created_at, r.failed_at, r.failure_reason, r.published_by, count(c.chunk_id) AS chunks
  FROM policy_release r
  LEFT JOIN policy_chunk c ON c.release_id = r.release_id
 GROUP BY r.release_id
 ORDER BY r.marketplace, r.locale, r.policy_id, r.effective_from, r.version
"""

HISTORY = """
SELECT event_id, occurred_at, event, release_id, policy_id, marketplace, locale, version, actor, checksum,
       chunk_count, detail
  FROM policy_release_event
 WHERE policy_id = %(policy_id)s
 ORDER BY event_id
"""

RULE_EDITIONS = """
SELECT release_id, rule_pack_scope(marketplaces, locales, categories) AS scope, version, status, effective_from,
       upper(validity) AS valid_until, content_hash, source, created_at, published_by, failure_reason
  FROM rule_pack_release
 ORDER BY scope, effective_from, version
"""

# The editions' history in the policies' shape: the pack's name for the policy, the scope for marketplace/locale.
RULE_HISTORY = """
SELECT event_id, occurred_at, event, release_id, %(pack)s AS policy_id, 'rules' AS marketplace, scope AS locale,
       version, actor, content_hash AS checksum, 0 AS chunk_count, detail
  FROM rule_pack_release_event
 ORDER BY event_id
"""

RELEASE_SECTIONS = """
SELECT release_id, marketplace, locale, version, status, sections, supported_finding_codes
  FROM policy_release
 WHERE policy_id = %(policy_id)s AND version = ANY(%(versions)s)
 ORDER BY marketplace, locale, version
"""


class PostgresReleaseViews(ReleaseViews):
    def __init__(self, dsn: str) -> None:
        self._dsn = dsn

    async def releases(self) -> list[ReleaseView]:
        return [ReleaseView(**row) for row in await fetch_all(self._dsn, LIST_RELEASES)]

    async def history(self, policy_id: str) -> list[ReleaseEvent]:
        return [ReleaseEvent(**row) for row in await fetch_all(self._dsn, HISTORY, {"policy_id": policy_id})]

    async def rule_editions(self) -> list[EditionView]:
        return [EditionView(**row) for row in await fetch_all(self._dsn, RULE_EDITIONS)]

    async def rule_history(self) -> list[ReleaseEvent]:
        return [ReleaseEvent(**row) for row in await fetch_all(self._dsn, RULE_HISTORY, {"pack": RULES_PACK})]

    async def sections(self, policy_id: str, versions: Sequence[str]) -> list[dict[str, Any]]:
        return await fetch_all(self._dsn, RELEASE_SECTIONS, {"policy_id": policy_id, "versions": list(versions)})
