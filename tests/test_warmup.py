"""The start-up warm-up: it must reach the detectors' lazy paths, and a bad edition file must stop start-up."""

from __future__ import annotations

from pathlib import Path

import pytest

from services import rulepack
from services.detectors import detect
from services.rulepack import RulePackError
from services.vocabulary import FindingCode
from services.warmup import _SAMPLE, warm_up_rules


def test_the_sample_reaches_the_link_contact_and_condition_paths() -> None:
    # If the sample stops reaching these paths, their first-use cost moves back onto the first review.
    found = {detection.code for detection in detect(_SAMPLE)}
    assert {FindingCode.EXTERNAL_LINK, FindingCode.CONTACT_INFO_IN_LISTING} <= found


def test_a_bad_edition_file_stops_start_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "risk-signals.yaml").write_text(
        (rulepack.RISK_SIGNALS_FILE).read_text(encoding="utf-8") + "\nsignals: [broken\n", encoding="utf-8"
    )
    monkeypatch.setattr(rulepack, "RULES_DIR", tmp_path)
    monkeypatch.setattr(rulepack, "_registry", {})
    with pytest.raises(RulePackError, match="not YAML"):
        warm_up_rules()
