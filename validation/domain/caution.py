"""The net under the reviewers: no all-clear while the listing shows a risk signal no finding accounts for.

The reviewers' detectors and models look for violations phrased in ways someone anticipated; listings
nobody here wrote escape them. Validation does not trust any reviewer to have seen them all: when the
listing shows a signal (policies/rules/risk-signals.yaml, up to the configured tier) for a code that an
applicable in-scope section supports, and no accepted finding covers it, the answer goes to a human
(RISK_WORDING_UNRESOLVED) instead of NO_POLICY_FINDINGS. The matching itself is shared plumbing
(services/risk_signals.py), so the rules reviewer proposes findings from the very same lists.

The finding gate (services/finding_gate.py, twenty-ninth round) is the other side of the same model: where the
model counts (``use_model``, the model tier), a finding of the rules reviewer whose own code the model scores below
that code's drawn threshold is doubted, and validation sends it to a person instead of admitting it.
"""

from __future__ import annotations

from collections.abc import Iterable

from services.finding_gate import finding_gate
from services.net_model import net_model
from services.records import Listing
from services.risk_signals import DEFAULT_TIER, MODEL_TIER, risk_signals
from services.vocabulary import FindingCode

__all__ = ["DEFAULT_TIER", "doubted_codes", "risk_wording"]


def risk_wording(
    listing: Listing, *, tier: int = 1, codes: Iterable[FindingCode] | None = None, use_model: bool = True
) -> frozenset[FindingCode]:
    """The codes the listing shows a risk signal for, up to ``tier`` (1: the vocabulary alone)."""
    return frozenset(risk_signals(listing, tier=tier, codes=codes, use_model=use_model))


def doubted_codes(
    listing: Listing, codes: Iterable[FindingCode], *, tier: int = 1, use_model: bool = True
) -> frozenset[FindingCode]:
    """Of ``codes`` (the rules reviewer's admitted findings' codes), those the net's model doubts: each code's own
    score below its threshold. Nothing is doubted where the model does not count (``use_model`` off, a tier below
    the model's), where no model or no thresholds are shipped, or for a code without a threshold. The listing is
    scored once, only for the codes that have a threshold."""
    gate = finding_gate()
    if not use_model or tier < MODEL_TIER or gate is None:
        return frozenset()
    wanted = [code for code in codes if code in gate.thresholds]
    model = net_model()
    if not wanted or model is None:
        return frozenset()
    return gate.doubted(model.code_scores(listing, wanted))
