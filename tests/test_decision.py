"""The status table (docs/architecture.md "Statuses"), row by row, against the one decide()."""

from __future__ import annotations

import pytest

from services.decision import ReviewWarning, WarningKind, decide
from services.vocabulary import FindingCode, OmissionReason, RejectionReason, ReviewStatus, VetoReason

REJECTED = ReviewWarning(RejectionReason.UNKNOWN_EVIDENCE, FindingCode.EXTERNAL_LINK)
UNGROUNDED = ReviewWarning(RejectionReason.NO_POLICY_IN_SCOPE, FindingCode.CONTACT_INFO_IN_LISTING)
MALFORMED = ReviewWarning(RejectionReason.INVALID_STRUCTURE, None)
OMITTED = ReviewWarning(OmissionReason.EVIDENCE_BUDGET_EXCEEDED, FindingCode.KEYWORD_SPAM, WarningKind.EVIDENCE_OMITTED)
RISK = ReviewWarning(VetoReason.RISK_WORDING_UNRESOLVED, FindingCode.OFF_PLATFORM_TRANSACTION, WarningKind.RISK_WORDING)
STALE = ReviewWarning(None, None, WarningKind.POLICY_SOURCE_STALE, "ebay-contact-information", "2026-03-01")

# policy context, accepted findings, warnings -> status, requiresHumanReview
STATUS_TABLE = [
    # No applicable release or no retrieved evidence: the model is not called.
    (False, 0, (), ReviewStatus.INSUFFICIENT_POLICY_CONTEXT, True),
    # >= 1 accepted finding, whatever else was rejected or is stale.
    (True, 1, (), ReviewStatus.POLICY_FINDINGS_AVAILABLE, True),
    (True, 2, (REJECTED,), ReviewStatus.POLICY_FINDINGS_AVAILABLE, True),
    (True, 1, (STALE,), ReviewStatus.POLICY_FINDINGS_AVAILABLE, True),
    # Nothing signalled, nothing rejected: the only all-clear.
    (True, 0, (), ReviewStatus.NO_POLICY_FINDINGS, False),
    # Something signalled or proposed, none of it accepted; or risk wording no finding accounts for.
    (True, 0, (REJECTED,), ReviewStatus.NEEDS_HUMAN_REVIEW, True),
    (True, 0, (UNGROUNDED,), ReviewStatus.NEEDS_HUMAN_REVIEW, True),
    (True, 0, (MALFORMED, MALFORMED), ReviewStatus.NEEDS_HUMAN_REVIEW, True),
    (True, 0, (OMITTED,), ReviewStatus.NEEDS_HUMAN_REVIEW, True),
    (True, 0, (RISK,), ReviewStatus.NEEDS_HUMAN_REVIEW, True),
]


@pytest.mark.parametrize(("context", "accepted", "warnings", "status", "human"), STATUS_TABLE)
def test_the_status_table(
    context: bool, accepted: int, warnings: tuple[ReviewWarning, ...], status: ReviewStatus, human: bool
) -> None:
    decision = decide(policy_context=context, accepted=accepted, warnings=warnings)
    assert (decision.status, decision.requires_human_review) == (status, human)
    assert decision.warnings == warnings


def test_every_status_has_a_row_and_there_is_no_compliant_status() -> None:
    assert {row[3] for row in STATUS_TABLE} == set(ReviewStatus)
    assert "COMPLIANT" not in ReviewStatus.__members__


def test_warning_kinds_are_a_closed_set() -> None:
    assert [kind.value for kind in WarningKind] == [
        "FINDING_REJECTED",
        "EVIDENCE_OMITTED",
        "RISK_WORDING",
        "POLICY_SOURCE_STALE",
        "RULES_UNAVAILABLE",
        "FINDING_DOUBTED",
    ]


@pytest.mark.parametrize(
    ("reason", "kind"),
    [
        (OmissionReason.EVIDENCE_BUDGET_EXCEEDED, WarningKind.FINDING_REJECTED),
        (RejectionReason.UNKNOWN_EVIDENCE, WarningKind.RISK_WORDING),
        (VetoReason.RISK_WORDING_UNRESOLVED, WarningKind.EVIDENCE_OMITTED),
        (RejectionReason.DUPLICATE, WarningKind.POLICY_SOURCE_STALE),
        (None, WarningKind.RISK_WORDING),
    ],
)
def test_a_warning_reason_always_matches_its_kind(reason: object, kind: WarningKind) -> None:
    # A rejection, an omission and a veto are different things: each kind takes only its own reason type.
    with pytest.raises(ValueError, match="reason"):
        ReviewWarning(reason, FindingCode.EXTERNAL_LINK, kind)  # type: ignore[arg-type]
