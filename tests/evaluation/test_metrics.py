"""Metric arithmetic on a small example computed by hand, including zero denominators."""

from __future__ import annotations

from dataclasses import replace

import pytest

from evaluation.metrics import Ratio, compute, format_value
from evaluation.scoring import Gate, MissCause, MissedFinding, RetrievalFacts, SampleScore, Violation


def sample(
    case_id: str,
    *,
    repetition: int = 1,
    policy_ranks: dict[str, int | None] | None = None,
    section_ranks: dict[str, int | None] | None = None,
    expected: frozenset[str] = frozenset(),
    returned: frozenset[str] = frozenset(),
    missed: tuple[MissedFinding, ...] = (),
    citations: tuple[int, int] = (0, 0),
    review: tuple[bool, bool] = (True, True),
    status: tuple[str, str] = ("POLICY_FINDINGS_AVAILABLE", "POLICY_FINDINGS_AVAILABLE"),
) -> SampleScore:
    return SampleScore(
        case_id=case_id,
        repetition=repetition,
        failed=False,
        violations=(),
        status=status[0],
        expected_status=status[1],
        requires_human_review=review[0],
        expected_human_review=review[1],
        model_called=True,
        expected_model_call=True,
        expected_codes=expected,
        returned_codes=returned,
        missed=missed,
        retrieval=RetrievalFacts(policy_ranks or {}, section_ranks or {}),
        citations=citations[0],
        valid_citations=citations[1],
    )


def failed(case_id: str) -> SampleScore:
    return SampleScore(case_id, 1, failed=True, violations=(Violation(case_id, 1, Gate.FAILED_SAMPLE, "grpc X"),))


HAND_EXAMPLE = [
    # A: p1 at rank 1, p2 at rank 3 (outside K=2); s1 at 2, s2 never; C1 found, C2 missed, C3 unexpected.
    sample(
        "a",
        policy_ranks={"p1": 1, "p2": 3},
        section_ranks={"p1#s1": 2, "p2#s2": None},
        expected=frozenset({"C1", "C2"}),
        returned=frozenset({"C1", "C3"}),
        missed=(MissedFinding("C2", MissCause.GENERATION),),
        citations=(2, 2),
    ),
    # B: p1 at rank 2; s3 at rank 3 (outside K); C4 missed; wrong human-review flag and status.
    sample(
        "b",
        policy_ranks={"p1": 2},
        section_ranks={"p1#s3": 3},
        expected=frozenset({"C4"}),
        missed=(MissedFinding("C4", MissCause.RETRIEVAL),),
        review=(False, True),
        status=("NO_POLICY_FINDINGS", "POLICY_FINDINGS_AVAILABLE"),
    ),
    # C: a negative answered correctly; nothing expected, nothing returned.
    sample("c", review=(False, False), status=("NO_POLICY_FINDINGS", "NO_POLICY_FINDINGS")),
    # D: failed; trips its gate and stays out of every quality denominator.
    failed("d"),
]


def test_hand_computed_example() -> None:
    m = compute(HAND_EXAMPLE, k=2)
    assert (m.samples, m.scored_samples) == (4, 3)
    assert m.policy_recall_at_k == Ratio(2, 3)
    assert m.policy_mrr == Ratio(1.5, 2)  # (1/1 + 1/2) / 2
    assert m.policy_mrr.value == pytest.approx(0.75)
    assert m.section_recall_at_k == Ratio(1, 3)
    assert m.section_mrr == Ratio(0.5, 2)  # (1/2 + 0) / 2
    assert m.finding_recall == Ratio(1, 3)
    assert m.finding_precision == Ratio(1, 2)
    assert m.unexpected_finding_rate == Ratio(1, 3)
    assert m.citation_validity == Ratio(2, 2)
    assert m.human_review_accuracy == Ratio(2, 3)
    assert m.status_accuracy == Ratio(2, 3)
    assert (m.missed_by_retrieval, m.missed_by_generation) == (1, 1)


def test_a_larger_k_counts_lower_ranks() -> None:
    m = compute(HAND_EXAMPLE, k=3)
    assert m.policy_recall_at_k == Ratio(3, 3)
    assert m.section_recall_at_k == Ratio(2, 3)
    assert m.section_mrr == Ratio(0.5 + 1 / 3, 2)


def test_zero_denominators_are_not_applicable_rather_than_zero_or_full_marks() -> None:
    negatives = [sample("n1", review=(False, False)), sample("n2", review=(False, False))]
    m = compute(negatives, k=5)
    for ratio in (
        m.policy_recall_at_k,
        m.policy_mrr,
        m.section_recall_at_k,
        m.section_mrr,
        m.finding_recall,
        m.finding_precision,
        m.citation_validity,
        m.repeatability,
    ):
        assert ratio.denominator == 0
        assert ratio.value is None
    assert m.unexpected_finding_rate == Ratio(0, 2)
    assert m.unexpected_finding_rate.value == 0.0
    assert m.human_review_accuracy.value == 1.0


def test_only_failed_samples_leave_every_metric_not_applicable() -> None:
    m = compute([failed("x"), failed("y")], k=5)
    assert m.scored_samples == 0
    assert all(r.value is None for name, r in m.ratios().items() if name != "repeatability")


def test_repeatability_compares_repetitions_of_each_case() -> None:
    runs = [
        sample("x", repetition=1, returned=frozenset({"C1"})),
        sample("x", repetition=2, returned=frozenset({"C1"})),
        sample("y", repetition=1, returned=frozenset({"C1"})),
        sample("y", repetition=2, returned=frozenset()),
    ]
    assert compute(runs, k=5).repeatability == Ratio(1, 2)


def test_formatting() -> None:
    assert format_value("finding_recall", None) == "n/a"
    assert format_value("finding_recall", 2 / 3) == "66.7%"
    assert format_value("policy_mrr", 0.75) == "0.750"


def test_k_must_be_positive() -> None:
    with pytest.raises(ValueError, match="k must be at least 1"):
        compute(HAND_EXAMPLE, k=0)


def test_model_call_accuracy_counts_honest_no_context_answers_as_misses() -> None:
    skipped = replace(sample("s"), model_called=False, status="INSUFFICIENT_POLICY_CONTEXT")
    m = compute([*HAND_EXAMPLE, skipped], k=2)
    assert HAND_EXAMPLE[0].model_called
    assert m.model_call_accuracy == Ratio(3, 4)
