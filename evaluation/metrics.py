"""Quality metrics over scored samples. Pure arithmetic; a zero denominator is "not applicable", never 0 or 100%.

Reported, never gated: a retriever that finds nothing passes every safety gate and is still useless,
so quality is shown beside the gates for a human to judge (docs/evaluation.md).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from evaluation.scoring import MissCause, SampleScore


@dataclass(frozen=True)
class Ratio:
    """numerator / denominator, or None when nothing was there to measure."""

    numerator: float
    denominator: int

    @property
    def value(self) -> float | None:
        return self.numerator / self.denominator if self.denominator else None


@dataclass(frozen=True)
class QualityMetrics:
    k: int
    samples: int
    scored_samples: int
    policy_recall_at_k: Ratio
    policy_mrr: Ratio
    section_recall_at_k: Ratio
    section_mrr: Ratio
    finding_recall: Ratio
    finding_precision: Ratio
    unexpected_finding_rate: Ratio
    citation_validity: Ratio
    human_review_accuracy: Ratio
    status_accuracy: Ratio
    model_call_accuracy: Ratio
    repeatability: Ratio
    missed_by_retrieval: int
    missed_by_generation: int

    def ratios(self) -> dict[str, Ratio]:
        """The metrics in report order."""
        return {
            "policy_recall_at_k": self.policy_recall_at_k,
            "policy_mrr": self.policy_mrr,
            "section_recall_at_k": self.section_recall_at_k,
            "section_mrr": self.section_mrr,
            "finding_recall": self.finding_recall,
            "finding_precision": self.finding_precision,
            "unexpected_finding_rate": self.unexpected_finding_rate,
            "citation_validity": self.citation_validity,
            "human_review_accuracy": self.human_review_accuracy,
            "status_accuracy": self.status_accuracy,
            "model_call_accuracy": self.model_call_accuracy,
            "repeatability": self.repeatability,
        }


# Metrics that are means of per-sample values rather than shares; shown as numbers, not percentages.
MEAN_METRICS = frozenset({"policy_mrr", "section_mrr"})

# Display names; "{k}" is filled with the run's K.
LABELS = {
    "policy_recall_at_k": "Recall@{k}, policy",
    "policy_mrr": "MRR@{k}, policy",
    "section_recall_at_k": "Recall@{k}, section",
    "section_mrr": "MRR@{k}, section",
    "finding_recall": "Finding-code recall",
    "finding_precision": "Finding-code precision",
    "unexpected_finding_rate": "Unexpected-finding rate",
    "citation_validity": "Citation validity",
    "human_review_accuracy": "Human-review accuracy",
    "status_accuracy": "Status accuracy",
    "model_call_accuracy": "Model-call accuracy",
    "repeatability": "Repeatability",
}


def _recall_at_k(ranks: Iterable[int | None], k: int) -> tuple[int, int]:
    values = list(ranks)
    return sum(1 for rank in values if rank is not None and rank <= k), len(values)


def _reciprocal_rank(ranks: Iterable[int | None], k: int) -> float:
    within = [rank for rank in ranks if rank is not None and rank <= k]
    return 1.0 / min(within) if within else 0.0


def compute(scores: Sequence[SampleScore], k: int) -> QualityMetrics:
    """Micro-averaged over samples that produced a review; failed samples only trip the gate."""
    if k < 1:
        raise ValueError("k must be at least 1")
    scored = [s for s in scores if not s.failed]
    policy_hits = policy_total = section_hits = section_total = 0
    policy_rr: list[float] = []
    section_rr: list[float] = []
    for s in scored:
        hits, total = _recall_at_k(s.retrieval.policy_ranks.values(), k)
        policy_hits, policy_total = policy_hits + hits, policy_total + total
        hits, total = _recall_at_k(s.retrieval.section_ranks.values(), k)
        section_hits, section_total = section_hits + hits, section_total + total
        if s.retrieval.policy_ranks:
            policy_rr.append(_reciprocal_rank(s.retrieval.policy_ranks.values(), k))
        if s.retrieval.section_ranks:
            section_rr.append(_reciprocal_rank(s.retrieval.section_ranks.values(), k))
    missed = [m for s in scored for m in s.missed]
    return QualityMetrics(
        k=k,
        samples=len(scores),
        scored_samples=len(scored),
        policy_recall_at_k=Ratio(policy_hits, policy_total),
        policy_mrr=Ratio(sum(policy_rr), len(policy_rr)),
        section_recall_at_k=Ratio(section_hits, section_total),
        section_mrr=Ratio(sum(section_rr), len(section_rr)),
        finding_recall=Ratio(sum(len(s.matched_codes) for s in scored), sum(len(s.expected_codes) for s in scored)),
        finding_precision=Ratio(sum(len(s.matched_codes) for s in scored), sum(len(s.returned_codes) for s in scored)),
        unexpected_finding_rate=Ratio(sum(1 for s in scored if s.unexpected_codes), len(scored)),
        citation_validity=Ratio(sum(s.valid_citations for s in scored), sum(s.citations for s in scored)),
        human_review_accuracy=Ratio(
            sum(1 for s in scored if s.requires_human_review == s.expected_human_review), len(scored)
        ),
        status_accuracy=Ratio(sum(1 for s in scored if s.status == s.expected_status), len(scored)),
        model_call_accuracy=Ratio(sum(1 for s in scored if s.model_called == s.expected_model_call), len(scored)),
        repeatability=_repeatability(scores),
        missed_by_retrieval=sum(1 for m in missed if m.cause == MissCause.RETRIEVAL),
        missed_by_generation=sum(1 for m in missed if m.cause == MissCause.GENERATION),
    )


def _repeatability(scores: Sequence[SampleScore]) -> Ratio:
    """Share of repeated cases whose every repetition gave the same status and finding codes."""
    outcomes: dict[str, list[tuple[bool, str, frozenset[str]]]] = defaultdict(list)
    for s in scores:
        outcomes[s.case_id].append((s.failed, s.status, s.returned_codes))
    repeated = [runs for runs in outcomes.values() if len(runs) > 1]
    return Ratio(sum(1 for runs in repeated if len(set(runs)) == 1), len(repeated))


def format_value(name: str, value: float | None) -> str:
    """A metric for people: percent for shares, three decimals for means, "n/a" when not applicable."""
    if value is None:
        return "n/a"
    if name in MEAN_METRICS:
        return f"{value:.3f}"
    return f"{100 * value:.1f}%"
