"""Citation checks on proposed findings and deterministic de-duplication; the status is services.decision's.

A proposal is untrusted model output. It is accepted only when it is well formed, names a listing
field, cites evidence, cites only ids of this review's ledger, every cited section supports its code
and applies to the listing, and its quotes are text of the listing fields and sections it names. The
first failing check classifies a rejection. The result never depends on proposal order.

No silent all-clear: every proposal is a signal of its code. A code that ends with no accepted finding
leaves a warning naming it, and when the cause is that no applicable section for the code is in the
ledger, the warning says whether the scope has none (NO_POLICY_IN_SCOPE) or retrieval did not bring
it (EVIDENCE_NOT_RETRIEVED). Any warning rules out an answer without human review. And an all-clear
is refused while the listing uses risk vocabulary (validation.domain.caution): whatever the reviewer
proposed, each code whose vocabulary appears is a RISK_WORDING warning instead. The finding gate works the
other way (twenty-ninth round): an admitted finding only the rules reviewer proposed, whose own code the net's model
doubts (validation.domain.caution.doubted_codes), is a FINDING_DOUBTED warning instead of a finding.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from services.decision import RULES_PACK_NAME, Decision, ReviewWarning, WarningKind, decide
from services.duplicates import preference
from services.errors import FieldViolation, invalid_request
from services.finding_gate import gated_codes
from services.records import Listing
from services.vocabulary import (
    PRESENT_FINDING_CODES,
    WARNING_REASONS,
    FindingCode,
    ListingField,
    OmissionReason,
    RejectionReason,
    ReviewStatus,
    Severity,
    VetoReason,
    WarningReason,
)
from validation.domain.caution import DEFAULT_TIER, doubted_codes, risk_wording
from validation.domain.ledger import Ledger
from validation.domain.text import canonical_text, listing_quote_verifies, quote_in, unsafe_prose

__all__ = [
    "OMITTED_WARNING_CODE",
    "RISK_WORDING_WARNING_CODE",
    "WARNING_CODE",
    "EvidenceCitation",
    "Finding",
    "ProposedFinding",
    "ReviewWarning",
    "ValidationResult",
    "grounding_gap",
    "validate_findings",
]

WARNING_CODE = WarningKind.FINDING_REJECTED
OMITTED_WARNING_CODE = WarningKind.EVIDENCE_OMITTED
RISK_WORDING_WARNING_CODE = WarningKind.RISK_WORDING
# Rejections that mean "not grounded in an applicable ledger section": refined to the cause when the
# ledger holds no applicable section for the code at all.
_CITATION_REASONS = frozenset(
    {
        RejectionReason.NO_EVIDENCE,
        RejectionReason.UNKNOWN_EVIDENCE,
        RejectionReason.UNSUPPORTED_FINDING_CODE,
        RejectionReason.INAPPLICABLE_SECTION,
    }
)
# Bounds on model text: a finding is a short note, not an essay; longer output is malformed.
MAX_MESSAGE_CHARS = 2000
MAX_RECOMMENDED_ACTION_CHARS = 2000
# Bounds on one request, so a misbehaving caller cannot make the response (one warning each) unbounded.
MAX_PROPOSALS = 1000
MAX_MALFORMED = 1000

_CODE_ORDER = {code: index for index, code in enumerate(FindingCode)}
_FIELD_ORDER = {listing_field: index for index, listing_field in enumerate(ListingField)}
_REASON_ORDER: dict[WarningReason, int] = {reason: index for index, reason in enumerate(WARNING_REASONS)}


@dataclass(frozen=True)
class ProposedFinding:
    """A reviewer's proposal. ``code`` / ``severity`` are None when the proposal carried none or an unknown one."""

    code: FindingCode | None
    severity: Severity | None
    message: str
    listing_fields: tuple[ListingField, ...] = ()
    evidence_ids: tuple[str, ...] = ()
    recommended_action: str = ""
    reviewer: str = ""
    listing_quote: str = ""
    evidence_quote: str = ""


@dataclass(frozen=True)
class Finding:
    """An accepted finding: listing fields in vocabulary order, evidence ids in ledger order, both unique."""

    code: FindingCode
    severity: Severity
    message: str
    listing_fields: tuple[ListingField, ...]
    evidence_ids: tuple[str, ...]
    recommended_action: str
    listing_quote: str = ""
    evidence_quote: str = ""


@dataclass(frozen=True)
class EvidenceCitation:
    """A ledger entry cited by an accepted finding, as callers see it (no policy text, no database ids)."""

    evidence_id: str
    policy_id: str
    policy_version: str
    section: str
    section_id: str
    source_url: str
    effective_from: str


@dataclass(frozen=True)
class ValidationResult:
    status: ReviewStatus
    findings: tuple[Finding, ...]
    evidence: tuple[EvidenceCitation, ...]
    warnings: tuple[ReviewWarning, ...]
    requires_human_review: bool
    # How many warnings (and DUPLICATE rejections) each reason accounts for: rejections, omissions and vetoes.
    rejections: Mapping[WarningReason, int] = field(default_factory=dict)

    def rejection_counts(self) -> list[tuple[WarningReason, int]]:
        """Non-zero counts in vocabulary order."""
        return [(reason, self.rejections[reason]) for reason in WARNING_REASONS if self.rejections.get(reason)]


def _classify(proposal: ProposedFinding, ledger: Ledger, listing: Listing) -> RejectionReason | None:
    """The first failing check, in the seed's order; None when the proposal is admissible."""
    if (
        proposal.code is None
        or proposal.severity is None
        or not proposal.message.strip()
        or len(proposal.message) > MAX_MESSAGE_CHARS
        or len(proposal.recommended_action) > MAX_RECOMMENDED_ACTION_CHARS
    ):
        return RejectionReason.INVALID_STRUCTURE
    if not proposal.listing_fields:
        return RejectionReason.NO_LISTING_FIELD
    if not proposal.evidence_ids:
        return RejectionReason.NO_EVIDENCE
    entries = [ledger.get(evidence_id) for evidence_id in proposal.evidence_ids]
    cited = [entry for entry in entries if entry is not None]
    if len(cited) != len(entries):
        return RejectionReason.UNKNOWN_EVIDENCE
    if any(proposal.code not in entry.evidence.supported_finding_codes for entry in cited):
        return RejectionReason.UNSUPPORTED_FINDING_CODE
    if not all(entry.evidence.applies_to(listing.condition, listing.category) for entry in cited):
        return RejectionReason.INAPPLICABLE_SECTION
    if proposal.code in PRESENT_FINDING_CODES:
        if not proposal.listing_quote.strip():
            return RejectionReason.LISTING_QUOTE_MISSING
        if not listing_quote_verifies(proposal.listing_quote, listing, proposal.listing_fields):
            return RejectionReason.LISTING_QUOTE_NOT_FOUND
    elif proposal.listing_quote.strip():
        return RejectionReason.LISTING_QUOTE_UNEXPECTED
    if proposal.evidence_quote.strip() and not quote_in(
        proposal.evidence_quote, tuple(entry.evidence.text for entry in cited)
    ):
        return RejectionReason.EVIDENCE_QUOTE_NOT_FOUND
    return None


def grounding_gap(
    code: FindingCode, ledger: Ledger, listing: Listing, scope_codes: frozenset[FindingCode]
) -> RejectionReason | None:
    """Why no citation for the code could be admitted, when the ledger itself is the cause; else None."""
    if any(
        code in entry.evidence.supported_finding_codes
        and entry.evidence.applies_to(listing.condition, listing.category)
        for entry in ledger
    ):
        return None
    if code in scope_codes:
        return RejectionReason.EVIDENCE_NOT_RETRIEVED
    return RejectionReason.NO_POLICY_IN_SCOPE


def _normalise(proposal: ProposedFinding, ledger: Ledger, listing: Listing) -> Finding:
    # Both guaranteed by _classify.
    assert proposal.code is not None
    assert proposal.severity is not None
    message, action = proposal.message.strip(), proposal.recommended_action.strip()
    canonical = canonical_text(proposal.code)
    # The canonical wording itself (what the rules reviewer writes) is what a failed check would put back: unchecked.
    if (message, action) != canonical and (
        unsafe_prose(message, listing) or unsafe_prose(action, listing) or not action
    ):
        # Model prose is shown only when it passed; otherwise the code's canonical wording is.
        message, action = canonical
    return Finding(
        code=proposal.code,
        severity=proposal.severity,
        message=message,
        listing_fields=tuple(sorted(set(proposal.listing_fields), key=_FIELD_ORDER.__getitem__)),
        evidence_ids=tuple(sorted(set(proposal.evidence_ids), key=ledger.position)),
        recommended_action=action,
        listing_quote=proposal.listing_quote.strip() if proposal.code in PRESENT_FINDING_CODES else "",
        evidence_quote=proposal.evidence_quote.strip(),
    )


def _preference(finding: Finding, ledger: Ledger) -> tuple[object, ...]:
    """Total order among duplicates: the shared rule (services/duplicates.py), then the ledger order of ids."""
    return (*preference(finding), tuple(ledger.position(evidence_id) for evidence_id in finding.evidence_ids))


def _merge_duplicates(group: Sequence[Finding], ledger: Ledger) -> Finding:
    """Keeps the preferred finding of a group and cites every id any of them cited (all were checked)."""
    kept = min(group, key=lambda finding: _preference(finding, ledger))
    cited = {evidence_id for finding in group for evidence_id in finding.evidence_ids}
    return Finding(
        code=kept.code,
        severity=kept.severity,
        message=kept.message,
        listing_fields=kept.listing_fields,
        evidence_ids=tuple(sorted(cited, key=ledger.position)),
        recommended_action=kept.recommended_action,
        listing_quote=kept.listing_quote,
        evidence_quote=kept.evidence_quote,
    )


def _citations(findings: Iterable[Finding], ledger: Ledger) -> tuple[EvidenceCitation, ...]:
    cited = {evidence_id for finding in findings for evidence_id in finding.evidence_ids}
    return tuple(
        EvidenceCitation(
            evidence_id=entry.evidence_id,
            policy_id=entry.evidence.policy_id,
            policy_version=entry.evidence.policy_version,
            section=entry.evidence.section_heading,
            section_id=entry.evidence.section_id,
            source_url=entry.evidence.source_url,
            effective_from=entry.evidence.effective_from,
        )
        for entry in ledger
        if entry.evidence_id in cited
    )


def _warning_order(warning: ReviewWarning) -> tuple[int, int, str]:
    code = -1 if warning.finding_code is None else _CODE_ORDER[warning.finding_code]
    reason = -1 if warning.reason is None else _REASON_ORDER[warning.reason]
    return (reason, code, warning.code)


def _stale_sources(cited: Sequence[EvidenceCitation], ledger: Ledger) -> list[ReviewWarning]:
    """One POLICY_SOURCE_STALE warning per cited release whose source was last checked too long ago."""
    stale = {entry.evidence_id for entry in ledger if entry.evidence.source_stale}
    releases = dict.fromkeys((c.policy_id, c.policy_version) for c in cited if c.evidence_id in stale)
    return [
        ReviewWarning(None, None, WarningKind.POLICY_SOURCE_STALE, policy_id, version)
        for policy_id, version in releases
    ]


def validate_findings(
    ledger: Ledger,
    proposals: Sequence[ProposedFinding],
    malformed_count: int = 0,
    *,
    listing: Listing,
    scope_codes: Iterable[FindingCode] | None = None,
    omitted_codes: Iterable[FindingCode] = (),
    risk_tier: int = DEFAULT_TIER,
    risk_model: bool = True,
    rules_unavailable: str | None = None,
) -> ValidationResult:
    """Admits only grounded findings and decides the status.

    ``malformed_count`` is what generation already dropped as unparseable; each counts as an
    INVALID_STRUCTURE rejection. Duplicates are counted as DUPLICATE rejections but add no warning
    and do not force human review: repeating an admissible finding is not a safety problem.
    ``scope_codes`` are the codes some applicable in-scope section supports (retrieval reports them;
    None: only what the ledger shows is known). ``omitted_codes`` are codes whose sections the context
    budget left out: each is a warning, never a silent drop. ``rules_unavailable`` is set when the review
    cannot be judged by the rules: "" when no rule pack edition is in force, else the content hash of the one in
    force that this process has not loaded; a RULES_UNAVAILABLE warning names it, so the answer goes to a person.
    """
    violations = []
    if len(proposals) > MAX_PROPOSALS:
        violations.append(FieldViolation("findings", f"must hold at most {MAX_PROPOSALS} findings"))
    if not 0 <= malformed_count <= MAX_MALFORMED:
        violations.append(FieldViolation("malformed_finding_count", f"must be between 0 and {MAX_MALFORMED}"))
    if violations:
        raise invalid_request(violations)
    ledger_codes = {code for entry in ledger for code in entry.evidence.supported_finding_codes}
    in_scope = frozenset(ledger_codes if scope_codes is None else {*scope_codes, *ledger_codes})

    rejections: Counter[WarningReason] = Counter()
    warnings: list[ReviewWarning] = []
    if malformed_count:
        rejections[RejectionReason.INVALID_STRUCTURE] += malformed_count
        warnings.extend(ReviewWarning(RejectionReason.INVALID_STRUCTURE, None) for _ in range(malformed_count))
    for code in sorted(set(omitted_codes), key=_CODE_ORDER.__getitem__):
        rejections[OmissionReason.EVIDENCE_BUDGET_EXCEEDED] += 1
        warnings.append(ReviewWarning(OmissionReason.EVIDENCE_BUDGET_EXCEEDED, code, OMITTED_WARNING_CODE))

    groups: dict[tuple[FindingCode, tuple[ListingField, ...]], list[Finding]] = {}
    # Who proposed each admitted finding's code: the finding gate weighs only the rules reviewer's.
    admitted_by: list[tuple[FindingCode, str]] = []
    for proposal in proposals:
        reason = _classify(proposal, ledger, listing)
        if reason is not None:
            if reason in _CITATION_REASONS and proposal.code is not None:
                reason = grounding_gap(proposal.code, ledger, listing, in_scope) or reason
            rejections[reason] += 1
            warnings.append(ReviewWarning(reason, proposal.code))
            continue
        finding = _normalise(proposal, ledger, listing)
        admitted_by.append((finding.code, proposal.reviewer))
        groups.setdefault((finding.code, finding.listing_fields), []).append(finding)

    accepted: list[Finding] = []
    for group in groups.values():
        accepted.append(_merge_duplicates(group, ledger))
        if len(group) > 1:
            rejections[RejectionReason.DUPLICATE] += len(group) - 1
    accepted.sort(key=lambda f: (_CODE_ORDER[f.code], tuple(_FIELD_ORDER[x] for x in f.listing_fields)))
    # The finding gate (services/finding_gate.py): a rules finding whose own code the net's model doubts goes to a
    # person, as a warning naming the code; the warning rules out an all-clear even when nothing else is left.
    doubted = (
        doubted_codes(listing, gated_codes(admitted_by), tier=risk_tier, use_model=risk_model)
        if accepted
        else frozenset()
    )
    if doubted:
        accepted = [finding for finding in accepted if finding.code not in doubted]
        warnings.extend(
            ReviewWarning(None, code, WarningKind.FINDING_DOUBTED)
            for code in sorted(doubted, key=_CODE_ORDER.__getitem__)
        )
    if not accepted and not warnings:
        # About to answer an all-clear: not while the listing uses risk vocabulary, whatever the reviewer said.
        for code in sorted(
            risk_wording(listing, tier=risk_tier, codes=in_scope, use_model=risk_model), key=_CODE_ORDER.__getitem__
        ):
            rejections[VetoReason.RISK_WORDING_UNRESOLVED] += 1
            warnings.append(ReviewWarning(VetoReason.RISK_WORDING_UNRESOLVED, code, RISK_WORDING_WARNING_CODE))
    warnings.sort(key=_warning_order)
    evidence = _citations(accepted, ledger)

    # The ledger is this review's policy context: validation is only asked when retrieval brought some.
    if rules_unavailable is not None:
        warnings.append(
            ReviewWarning(None, None, WarningKind.RULES_UNAVAILABLE, RULES_PACK_NAME, rules_unavailable or None)
        )
    decision: Decision = decide(
        policy_context=True, accepted=len(accepted), warnings=[*warnings, *_stale_sources(evidence, ledger)]
    )
    return ValidationResult(
        status=decision.status,
        findings=tuple(accepted),
        evidence=evidence,
        warnings=decision.warnings,
        requires_human_review=decision.requires_human_review,
        rejections=dict(rejections),
    )
