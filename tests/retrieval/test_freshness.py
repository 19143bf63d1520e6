"""Freshness: releases whose source was checked too long ago are flagged on evidence and in the gauges."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from services.embedders.wordllama import WordLlamaEmbedder
from tests.retrieval.support import Telemetry, retrieve_request, serving
from tests.support import Database


@pytest.mark.parametrize("stale_after_days", [1, 3650])
async def test_evidence_and_gauges_flag_sources_checked_too_long_ago(
    corpus: Database, wordllama: WordLlamaEmbedder, stale_after_days: int
) -> None:
    telemetry = Telemetry.create()
    async with serving(corpus, wordllama, telemetry=telemetry, policy_source_stale_after_days=stale_after_days) as stub:
        response = await stub.Retrieve(retrieve_request(description="Call me on 555-123-4567 to buy."))
    today = datetime.now(UTC).date()
    assert response.evidence
    for release in response.resolution.releases:
        checked = datetime.fromisoformat(release.retrieved_at).date()
        assert release.source_stale == ((today - checked).days > stale_after_days)
    stale_releases = {r.release_id for r in response.resolution.releases if r.source_stale}
    # The corpus's retrievedAt dates are all in the past, and none a decade old.
    assert bool(stale_releases) is (stale_after_days == 1)
    assert {e.release_id for e in response.evidence if e.source_stale} == {
        e.release_id for e in response.evidence if e.release_id in stale_releases
    }
    flags = {
        (p.attributes["policy_id"], p.attributes["version"]): p.value
        for p in telemetry.metric_points("policy_review.retrieval.policy_source_stale")
    }
    assert flags == {(r.policy_id, r.policy_version): int(r.source_stale) for r in response.resolution.releases}
    ages = telemetry.metric_points("policy_review.retrieval.policy_source_age")
    assert {p.attributes["policy_id"] for p in ages} == {r.policy_id for r in response.resolution.releases}
    assert all(p.value >= 0 for p in ages)
