"""Ledger numbering, the six citation checks, de-duplication and the status decision, on pure records."""

from __future__ import annotations

from dataclasses import replace

import pytest

from services.decision import WarningKind
from services.errors import ErrorReason, ServiceError
from services.records import Evidence, Listing
from services.vocabulary import (
    PRESENT_FINDING_CODES,
    FindingCode,
    ListingCondition,
    ListingField,
    Marketplace,
    RejectionReason,
    ReviewStatus,
    Severity,
    VetoReason,
)
from validation.domain import Ledger, ProposedFinding, ValidationResult, build_ledger
from validation.domain import validate_findings as validate
from validation.domain.findings import MAX_MALFORMED, ReviewWarning

CONTACT = FindingCode.CONTACT_INFO_IN_LISTING
LINK = FindingCode.EXTERNAL_LINK
CONDITION = FindingCode.CONDITION_DETAILS_MISSING


def evidence(section: str, *codes: FindingCode, policy: str = "ebay-contact-information") -> Evidence:
    return Evidence(
        chunk_id=f"chunk-{policy}-{section}",
        release_id=f"release-{policy}",
        policy_id=policy,
        policy_version="2026-09-15",
        section_id=section,
        section_heading=section.replace("-", " ").capitalize(),
        text="Policy text the model saw.",
        supported_finding_codes=codes,
        source_url=f"https://example.test/{policy}",
        effective_from="2026-09-15",
        marketplace=Marketplace.EBAY,
        locale="en-US",
        categories=("ALL",),
    )


LISTING = Listing(
    listing_id="listing-1",
    marketplace=Marketplace.EBAY,
    locale="en-US",
    category="ELECTRONICS",
    title="Used mirrorless camera body",
    description="Works well, light scratches on the base. Email me at seller@example.com for a better price.",
    condition=ListingCondition.USED,
    price=425.0,
    attributes={"brand": "ExampleCam", "model": "X100"},
)


def validate_findings(
    ledger: Ledger, proposals: list[ProposedFinding], malformed_count: int = 0, **context: object
) -> ValidationResult:
    return validate(ledger, proposals, malformed_count, listing=context.pop("listing", LISTING), **context)  # type: ignore[arg-type]


LEDGER = build_ledger(
    [
        evidence("contact-details", CONTACT),
        evidence("outside-links", LINK, CONTACT),
        evidence("condition-disclosure", CONDITION, policy="ebay-item-description"),
    ]
)


def proposal(
    code: FindingCode | None = CONTACT,
    *ids: str,
    fields: tuple[ListingField, ...] = (ListingField.DESCRIPTION,),
    severity: Severity | None = Severity.WARNING,
    message: str = "The description carries an email address.",
    action: str = "Remove the email address.",
    quote: str | None = None,
    evidence_quote: str = "",
) -> ProposedFinding:
    if quote is None:
        quote = "seller@example.com" if code in PRESENT_FINDING_CODES else ""
    return ProposedFinding(
        code=code,
        severity=severity,
        message=message,
        listing_fields=fields,
        evidence_ids=ids,
        recommended_action=action,
        listing_quote=quote,
        evidence_quote=evidence_quote,
    )


def test_ledger_numbers_evidence_in_retrieval_order() -> None:
    assert [entry.evidence_id for entry in LEDGER] == ["POLICY_1", "POLICY_2", "POLICY_3"]
    assert [entry.evidence.section_id for entry in LEDGER] == [
        "contact-details",
        "outside-links",
        "condition-disclosure",
    ]
    assert LEDGER.get("POLICY_2") is LEDGER.entries[1]
    assert LEDGER.get("POLICY_4") is None


def test_ledger_rejects_duplicate_ids() -> None:
    entries = list(LEDGER.entries)
    with pytest.raises(ServiceError) as failure:
        Ledger([entries[0], entries[0]])
    assert failure.value.reason is ErrorReason.INVALID_REQUEST
    assert [v.field for v in failure.value.violations] == ["ledger.entries[1].evidence_id"]


def test_accepted_finding_returns_only_the_evidence_it_cites() -> None:
    result = validate_findings(LEDGER, [proposal(CONTACT, "POLICY_2", "POLICY_1", "POLICY_2")])
    assert result.status is ReviewStatus.POLICY_FINDINGS_AVAILABLE
    assert result.requires_human_review
    [finding] = result.findings
    assert finding.evidence_ids == ("POLICY_1", "POLICY_2")  # ledger order, unique
    assert [citation.evidence_id for citation in result.evidence] == ["POLICY_1", "POLICY_2"]
    assert result.evidence[0].section_id == "contact-details"
    assert result.warnings == ()
    assert result.rejections == {}


@pytest.mark.parametrize(
    ("bad", "reason"),
    [
        (proposal(None, "POLICY_1"), RejectionReason.INVALID_STRUCTURE),
        (proposal(CONTACT, "POLICY_1", severity=None), RejectionReason.INVALID_STRUCTURE),
        (proposal(CONTACT, "POLICY_1", message="   "), RejectionReason.INVALID_STRUCTURE),
        (proposal(CONTACT, "POLICY_1", message="x" * 2001), RejectionReason.INVALID_STRUCTURE),
        (proposal(CONTACT, "POLICY_1", fields=()), RejectionReason.NO_LISTING_FIELD),
        (proposal(CONTACT), RejectionReason.NO_EVIDENCE),
        (proposal(CONTACT, "POLICY_99"), RejectionReason.UNKNOWN_EVIDENCE),
        (proposal(CONTACT, "POLICY_1", "policy_1"), RejectionReason.UNKNOWN_EVIDENCE),
        (proposal(CONDITION, "POLICY_1"), RejectionReason.UNSUPPORTED_FINDING_CODE),
        (proposal(CONTACT, "POLICY_1", "POLICY_3"), RejectionReason.UNSUPPORTED_FINDING_CODE),
    ],
)
def test_each_check_classifies_its_rejection(bad: ProposedFinding, reason: RejectionReason) -> None:
    result = validate_findings(LEDGER, [bad])
    assert result.findings == ()
    assert result.evidence == ()
    assert result.status is ReviewStatus.NEEDS_HUMAN_REVIEW
    assert result.requires_human_review
    assert result.rejections == {reason: 1}
    assert result.warnings == (ReviewWarning(reason, bad.code),)


def test_first_failing_check_wins() -> None:
    # Unknown and unsupported ids together: the unknown id is reported.
    result = validate_findings(LEDGER, [proposal(CONDITION, "POLICY_1", "POLICY_42", fields=())])
    assert result.rejections == {RejectionReason.NO_LISTING_FIELD: 1}
    result = validate_findings(LEDGER, [proposal(CONDITION, "POLICY_1", "POLICY_42")])
    assert result.rejections == {RejectionReason.UNKNOWN_EVIDENCE: 1}


def test_duplicates_keep_the_most_severe_and_union_their_citations_without_a_warning() -> None:
    first = proposal(CONTACT, "POLICY_2", severity=Severity.INFO, message="A")
    second = proposal(CONTACT, "POLICY_1", severity=Severity.BLOCKER, message="B", action="Fix it.")
    third = proposal(CONTACT, "POLICY_1", severity=Severity.BLOCKER, message="C")
    result = validate_findings(LEDGER, [first, second, third])
    [finding] = result.findings
    assert (finding.severity, finding.message, finding.recommended_action) == (Severity.BLOCKER, "B", "Fix it.")
    assert finding.evidence_ids == ("POLICY_1", "POLICY_2")
    assert result.rejections == {RejectionReason.DUPLICATE: 2}
    assert result.warnings == ()
    assert result.status is ReviewStatus.POLICY_FINDINGS_AVAILABLE


def test_same_code_on_other_fields_is_not_a_duplicate() -> None:
    title = proposal(CONTACT, "POLICY_1", fields=(ListingField.TITLE, ListingField.DESCRIPTION))
    both = proposal(CONTACT, "POLICY_1", fields=(ListingField.DESCRIPTION, ListingField.TITLE, ListingField.TITLE))
    result = validate_findings(LEDGER, [both, title])
    assert len(result.findings) == 1
    other = validate_findings(LEDGER, [proposal(CONTACT, "POLICY_1"), both])
    assert [f.listing_fields for f in other.findings] == [
        (ListingField.TITLE, ListingField.DESCRIPTION),
        (ListingField.DESCRIPTION,),
    ]


CLEAN_LISTING = replace(LISTING, description="Works well, light scratches on the base, tested with two lenses.")


def test_nothing_proposed_is_no_policy_findings_without_human_review() -> None:
    result = validate_findings(LEDGER, [], listing=CLEAN_LISTING)
    assert (result.status, result.requires_human_review) == (ReviewStatus.NO_POLICY_FINDINGS, False)
    assert (result.warnings, result.rejections) == ((), {})


def test_nothing_proposed_for_a_listing_with_risk_wording_goes_to_a_human() -> None:
    # LISTING asks buyers to email the seller; a reviewer that misses it does not earn an all-clear.
    result = validate_findings(LEDGER, [])
    assert (result.status, result.requires_human_review) == (ReviewStatus.NEEDS_HUMAN_REVIEW, True)
    assert result.warnings == (ReviewWarning(VetoReason.RISK_WORDING_UNRESOLVED, CONTACT, WarningKind.RISK_WORDING),)
    assert result.rejections == {VetoReason.RISK_WORDING_UNRESOLVED: 1}


def test_risk_wording_is_not_added_beside_findings_or_other_warnings() -> None:
    accepted = validate_findings(LEDGER, [proposal(CONDITION, "POLICY_3")])
    assert [f.code for f in accepted.findings] == [CONDITION]
    assert VetoReason.RISK_WORDING_UNRESOLVED not in accepted.rejections
    malformed = validate_findings(LEDGER, [], malformed_count=1)
    assert malformed.rejections == {RejectionReason.INVALID_STRUCTURE: 1}


def test_malformed_findings_from_generation_are_invalid_structure_rejections() -> None:
    result = validate_findings(LEDGER, [], malformed_count=2)
    assert result.status is ReviewStatus.NEEDS_HUMAN_REVIEW
    assert result.rejections == {RejectionReason.INVALID_STRUCTURE: 2}
    assert result.warnings == (ReviewWarning(RejectionReason.INVALID_STRUCTURE, None),) * 2


def test_accepted_and_rejected_together_still_require_human_review_with_warnings() -> None:
    result = validate_findings(LEDGER, [proposal(CONTACT, "POLICY_1"), proposal(LINK, "POLICY_99")])
    assert result.status is ReviewStatus.POLICY_FINDINGS_AVAILABLE
    assert result.warnings == (ReviewWarning(RejectionReason.UNKNOWN_EVIDENCE, LINK),)
    assert [c.evidence_id for c in result.evidence] == ["POLICY_1"]


def test_request_bounds_are_enforced() -> None:
    with pytest.raises(ServiceError) as failure:
        validate_findings(LEDGER, [], malformed_count=MAX_MALFORMED + 1)
    assert [v.field for v in failure.value.violations] == ["malformed_finding_count"]
    with pytest.raises(ServiceError):
        validate_findings(LEDGER, [], malformed_count=-1)
