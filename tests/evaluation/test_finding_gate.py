"""Issue 19, twenty-seventh round (the finding gate, an experiment not shipped): the yardstick that weighed whether
the net's per-code score of a rules finding's own code tells a wrong finding from a right one (docs/generation.md,
"Twenty-seventh round (the finding gate ...)"; evaluation/finding_gate.py). Nothing in the answers changed; these
tests keep the yardstick's arithmetic honest: thresholds drawn from right findings only, a doubted finding never
counted as an all-clear, a violating listing that keeps its expected code not counted as a recall cost.
"""

from __future__ import annotations

from evaluation.finding_gate import Finding, findings_of, judge, mostly_wrong, thresholds_by_budget


def _right(code: str, scores: list[float]) -> list[Finding]:
    return [Finding("s", f"r{k}", code, True, score) for k, score in enumerate(scores)]


def test_threshold_demotes_at_most_the_budget_of_right_findings() -> None:
    # 200 right findings of one code, two of them scored low: a 1% budget may demote both, a 0.5% budget only one.
    right = _right("CONDITION_CONFLICT", [0.02, 0.05, *([0.9] * 198)])
    assert thresholds_by_budget(right, 0.01)["CONDITION_CONFLICT"] > 0.05
    assert 0.02 < thresholds_by_budget(right, 0.005)["CONDITION_CONFLICT"] <= 0.05
    # Wrong findings never move a threshold: it is the recall budget that draws it.
    wrong = [Finding("s", f"w{k}", "CONDITION_CONFLICT", False, 0.5) for k in range(50)]
    assert thresholds_by_budget([*right, *wrong], 0.005) == thresholds_by_budget(right, 0.005)


def test_a_code_whose_low_scores_are_mostly_right_is_not_gated() -> None:
    low_right = [Finding("s", "a", "KEYWORD_SPAM", True, 0.01), Finding("s", "b", "KEYWORD_SPAM", True, 0.02)]
    low_wrong = [Finding("s", "c", "FUNCTIONAL_STATUS_MISSING", False, 0.01)]
    kept = mostly_wrong([*low_right, *low_wrong], {"KEYWORD_SPAM": 0.05, "FUNCTIONAL_STATUS_MISSING": 0.05})
    assert kept == {"FUNCTIONAL_STATUS_MISSING": 0.05}


def test_judge_counts_sends_recall_cost_and_listings_sent_to_a_person() -> None:
    thresholds = {"CONDITION_DETAILS_MISSING": 0.1, "EXTERNAL_LINK": 0.1}
    findings = [
        # A clean listing whose only finding is doubted: sent to a person instead of flagged.
        Finding("s", "clean-doubted", "CONDITION_DETAILS_MISSING", False, 0.05),
        # A clean listing with one confident finding left: still flagged.
        Finding("s", "clean-kept", "CONDITION_DETAILS_MISSING", False, 0.05),
        Finding("s", "clean-kept", "EXTERNAL_LINK", False, 0.5),
        # A violating listing: its wrong code beside is dropped, its expected code stays.
        Finding("s", "beside", "CONDITION_DETAILS_MISSING", False, 0.05),
        Finding("s", "beside", "EXTERNAL_LINK", True, 0.9),
        # A violating listing whose expected code is doubted: a recall cost, and it goes to a person.
        Finding("s", "lost", "EXTERNAL_LINK", True, 0.05),
    ]
    violating = {("s", "clean-doubted"): False, ("s", "clean-kept"): False, ("s", "beside"): True, ("s", "lost"): True}
    outcome = judge(findings, violating, thresholds)
    assert (outcome.clean_flagged, outcome.clean_sent) == (2, 1)
    assert (outcome.violating_with_findings, outcome.lose_expected_code, outcome.lose_every_finding) == (2, 1, 1)
    assert outcome.wrong_beside_dropped == 1


def test_only_findings_answered_as_findings_are_weighed() -> None:
    rows = [
        {"set": "s", "id": "a", "status": "POLICY_FINDINGS_AVAILABLE", "codes": ["EXTERNAL_LINK"], "expected": []},
        {"set": "s", "id": "b", "status": "NEEDS_HUMAN_REVIEW", "codes": [], "expected": ["EXTERNAL_LINK"]},
    ]
    scores = {("s", "a"): {"EXTERNAL_LINK": 0.3}, ("s", "b"): {"EXTERNAL_LINK": 0.9}}
    assert findings_of(rows, scores) == [Finding("s", "a", "EXTERNAL_LINK", False, 0.3)]
