"""The net under the reviewers: no all-clear while the listing shows a risk signal no finding accounts for.

The reviewers' detectors and models look for violations phrased in ways someone anticipated; listings
nobody here wrote escape them. Validation does not trust any reviewer to have seen them all: when the
listing shows a signal (policies/rules/risk-signals.yaml, up to the configured tier) for a code that an
applicable in-scope section supports, and no accepted finding covers it, the answer goes to a human
(RISK_WORDING_UNRESOLVED) instead of NO_POLICY_FINDINGS. The matching itself is shared plumbing
(services/risk_signals.py), so the rules reviewer proposes findings from the very same lists.
"""

from __future__ import annotations

from collections.abc import Iterable

from services.records import Listing
from services.risk_signals import DEFAULT_TIER, risk_signals
from services.vocabulary import FindingCode

__all__ = ["DEFAULT_TIER", "risk_wording"]


def risk_wording(
    listing: Listing, *, tier: int = 1, codes: Iterable[FindingCode] | None = None, use_model: bool = True
) -> frozenset[FindingCode]:
    """The codes the listing shows a risk signal for, up to ``tier`` (1: the vocabulary alone)."""
    return frozenset(risk_signals(listing, tier=tier, codes=codes, use_model=use_model))
