"""One de-duplication rule: generation's merge of rules + LLM and validation keep the same finding."""

from __future__ import annotations

import pytest

from generation.domain.llm import merge_findings
from generation.domain.model import ProposedFinding as GeneratedFinding
from services.vocabulary import FindingCode, ListingField, Severity
from tests.validation.test_domain import LEDGER, proposal, validate_findings

CONTACT = FindingCode.CONTACT_INFO_IN_LISTING
FIELDS = (ListingField.DESCRIPTION,)


def generated(
    severity: Severity, message: str, reviewer: str, fields: tuple[ListingField, ...] = FIELDS
) -> GeneratedFinding:
    return GeneratedFinding(
        code=CONTACT,
        severity=severity,
        message=message,
        listing_fields=fields,
        evidence_ids=("POLICY_1",),
        recommended_action="Remove the email address.",
        reviewer=reviewer,
        listing_quote="seller@example.com",
    )


@pytest.mark.parametrize(
    ("rules", "llm"),
    [
        ((Severity.WARNING, "B rules wording"), (Severity.BLOCKER, "A model wording")),  # the LLM is more severe
        ((Severity.BLOCKER, "B rules wording"), (Severity.WARNING, "A model wording")),  # the rules are
        ((Severity.WARNING, "B rules wording"), (Severity.WARNING, "A model wording")),  # equal: first by text
    ],
)
def test_generation_and_validation_keep_the_same_duplicate(
    rules: tuple[Severity, str], llm: tuple[Severity, str]
) -> None:
    rules_finding, llm_finding = generated(*rules, "rules"), generated(*llm, "gemini")
    for order in ((rules_finding, llm_finding), (llm_finding, rules_finding)):
        (merged,) = merge_findings([order[0]], [order[1]])
        checked = validate_findings(
            LEDGER, [proposal(CONTACT, "POLICY_1", severity=f.severity, message=f.message) for f in order]
        )
        (accepted,) = checked.findings
        assert (merged.severity, merged.message) == (accepted.severity, accepted.message)


def test_fields_in_another_order_are_the_same_finding_and_other_fields_another() -> None:
    both = (ListingField.TITLE, ListingField.DESCRIPTION)
    merged = merge_findings(
        [generated(Severity.WARNING, "one", "rules", both)],
        [generated(Severity.WARNING, "two", "gemini", tuple(reversed(both))), generated(Severity.INFO, "x", "gemini")],
    )
    assert [(f.message, f.listing_fields) for f in merged] == [("one", both), ("x", FIELDS)]
