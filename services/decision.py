"""The review's status decision, written once: status, requiresHumanReview and the warnings behind them.

Validation decides every review it checks; the gateway decides only when there is no policy context to
check against (no model call) and otherwise copies validation's decision. The table is the one in
docs/architecture.md "Statuses"; tests/test_decision.py encodes it row by row.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from services.vocabulary import (
    FindingCode,
    OmissionReason,
    RejectionReason,
    ReviewStatus,
    VetoReason,
    WarningReason,
)


class WarningKind(StrEnum):
    """What a warning is about; its ``reason`` (when it has one) says why."""

    # A proposed finding was not admitted (reason: the first check it failed, or why its code could not
    # be grounded: NO_POLICY_IN_SCOPE, EVIDENCE_NOT_RETRIEVED).
    FINDING_REJECTED = "FINDING_REJECTED"
    # The context budget left out a section supporting the code (reason EVIDENCE_BUDGET_EXCEEDED).
    EVIDENCE_OMITTED = "EVIDENCE_OMITTED"
    # The listing uses the code's risk vocabulary and no accepted finding covers it (RISK_WORDING_UNRESOLVED).
    RISK_WORDING = "RISK_WORDING"
    # A cited release's source was last checked longer ago than the staleness setting (no reason, no code).
    POLICY_SOURCE_STALE = "POLICY_SOURCE_STALE"
    # The rules could not judge the review: no rule pack edition in force for it, or the one in force is not
    # loaded (no reason, no code; policy_id "rules", policy_version the edition's content hash when one is named).
    RULES_UNAVAILABLE = "RULES_UNAVAILABLE"
    # The offline rules reviewer proposed the code, but the net's model of that code scores the listing below the
    # code's threshold (services/finding_gate.py): not admitted, a person decides (no reason; the code is named).
    FINDING_DOUBTED = "FINDING_DOUBTED"


@dataclass(frozen=True)
class ReviewWarning:
    """One warning: never any text, only what it is about (kind), why (reason) and the codes and ids involved."""

    reason: WarningReason | None
    finding_code: FindingCode | None
    code: WarningKind = WarningKind.FINDING_REJECTED
    policy_id: str | None = None
    policy_version: str | None = None

    def __post_init__(self) -> None:
        # Each kind has its own kind of reason, so a reason always means one thing.
        expected = _REASON_TYPES[self.code]
        if (self.reason is None) != (expected is None) or (
            expected is not None and not isinstance(self.reason, expected)
        ):
            raise ValueError(f"a {self.code} warning takes a {expected.__name__ if expected else 'no'} reason")


_REASON_TYPES: dict[WarningKind, type[StrEnum] | None] = {
    WarningKind.FINDING_REJECTED: RejectionReason,
    WarningKind.EVIDENCE_OMITTED: OmissionReason,
    WarningKind.RISK_WORDING: VetoReason,
    WarningKind.POLICY_SOURCE_STALE: None,
    WarningKind.RULES_UNAVAILABLE: None,
    WarningKind.FINDING_DOUBTED: None,
}

# What a RULES_UNAVAILABLE warning names in place of a policy id.
RULES_PACK_NAME = "rules"


@dataclass(frozen=True)
class Decision:
    status: ReviewStatus
    requires_human_review: bool
    warnings: tuple[ReviewWarning, ...]


def decide(*, policy_context: bool, accepted: int, warnings: Sequence[ReviewWarning] = ()) -> Decision:
    """The status table.

    ``policy_context``: an applicable release was in scope and retrieval brought evidence (else the model
    is not called). ``accepted``: findings admitted by validation. ``warnings``: every signal that did not
    end as an accepted finding (rejections, omissions, risk wording) and every caveat on what was cited.
    A code signalled but not accepted always leaves a warning, so warnings alone tell "something was
    signalled" from "nothing was": the only all-clear is no finding and no warning.
    """
    if not policy_context:
        return Decision(ReviewStatus.INSUFFICIENT_POLICY_CONTEXT, True, tuple(warnings))
    if accepted:
        return Decision(ReviewStatus.POLICY_FINDINGS_AVAILABLE, True, tuple(warnings))
    if warnings:
        return Decision(ReviewStatus.NEEDS_HUMAN_REVIEW, True, tuple(warnings))
    return Decision(ReviewStatus.NO_POLICY_FINDINGS, False, ())
