"""The similarity gate defaults to the value calibrated for the configured mode; an explicit one wins."""

from __future__ import annotations

import pytest

from retrieval.settings import RetrievalSettings


@pytest.mark.parametrize(("mode", "expected"), [("hybrid", 0.15), ("vector", 0.025)])
def test_unset_threshold_is_the_calibrated_one_for_the_mode(mode: str, expected: float) -> None:
    assert RetrievalSettings(retrieval_mode=mode).effective_similarity_threshold == expected


def test_explicit_threshold_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POLICY_REVIEW_SIMILARITY_THRESHOLD", "0.3")
    monkeypatch.setenv("POLICY_REVIEW_RETRIEVAL_MODE", "vector")
    assert RetrievalSettings().effective_similarity_threshold == 0.3
