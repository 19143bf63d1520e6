"""The similarity gate is not a code default: unset means "load the calibration", an explicit one wins."""

from __future__ import annotations

import pytest

from retrieval.settings import RetrievalSettings


@pytest.mark.parametrize("mode", ["hybrid", "vector"])
def test_unset_threshold_means_the_recorded_calibration(mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("POLICY_REVIEW_SIMILARITY_THRESHOLD", raising=False)
    assert RetrievalSettings(retrieval_mode=mode).similarity_threshold is None


def test_explicit_threshold_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POLICY_REVIEW_SIMILARITY_THRESHOLD", "0.3")
    monkeypatch.setenv("POLICY_REVIEW_RETRIEVAL_MODE", "vector")
    assert RetrievalSettings().similarity_threshold == 0.3
