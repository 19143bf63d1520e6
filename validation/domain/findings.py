"""Citation checks on proposed findings, deterministic de-duplication and the review status decision.

A proposal is untrusted model output. It is accepted only when it is well formed, names a listing
field, cites evidence, cites only ids of this review's ledger, and every cited section supports its
code. The first failing check classifies a rejection. The result never depends on proposal order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from services.errors import FieldViolation, invalid_request
from services.vocabulary import FindingCode, ListingField, RejectionReason, ReviewStatus, Severity
from validation.domain.ledger import Ledger

WARNING_CODE = "FINDING_REJECTED"
# Bounds on model text: a finding is a short note, not an essay; longer output is malformed.
MAX_MESSAGE_CHARS = 2000
MAX_RECOMMENDED_ACTION_CHARS = 2000
# Bounds on one request, so a misbehaving caller cannot make the response (one warning each) unbounded.
MAX_PROPOSALS = 1000
MAX_MALFORMED = 1000

_CODE_ORDER = {code: index for index, code in enumerate(FindingCode)}
_FIELD_ORDER = {listing_field: index for index, listing_field in enumerate(ListingField)}
_REASON_ORDER = {reason: index for index, reason in enumerate(RejectionReason)}
# Higher is more severe; de-duplication keeps the most severe of equal findings.
_SEVERITY_RANK = {Severity.INFO: 0, Severity.WARNING: 1, Severity.BLOCKER: 2}


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


@dataclass(frozen=True)
class Finding:
    """An accepted finding: listing fields in vocabulary order, evidence ids in ledger order, both unique."""

    code: FindingCode
    severity: Severity
    message: str
    listing_fields: tuple[ListingField, ...]
    evidence_ids: tuple[str, ...]
    recommended_action: str


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
class ReviewWarning:
    """One rejected proposal: the reason and the code it proposed, never its text."""

    reason: RejectionReason
    finding_code: FindingCode | None
    code: str = WARNING_CODE


@dataclass(frozen=True)
class ValidationResult:
    status: ReviewStatus
    findings: tuple[Finding, ...]
    evidence: tuple[EvidenceCitation, ...]
    warnings: tuple[ReviewWarning, ...]
    requires_human_review: bool
    rejections: Mapping[RejectionReason, int] = field(default_factory=dict)

    def rejection_counts(self) -> list[tuple[RejectionReason, int]]:
        """Non-zero counts in vocabulary order."""
        return [(reason, self.rejections[reason]) for reason in RejectionReason if self.rejections.get(reason)]


def _classify(proposal: ProposedFinding, ledger: Ledger) -> RejectionReason | None:
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
    if any(entry is None for entry in entries):
        return RejectionReason.UNKNOWN_EVIDENCE
    if any(entry is not None and proposal.code not in entry.evidence.supported_finding_codes for entry in entries):
        return RejectionReason.UNSUPPORTED_FINDING_CODE
    return None


def _normalise(proposal: ProposedFinding, ledger: Ledger) -> Finding:
    # Both guaranteed by _classify.
    assert proposal.code is not None
    assert proposal.severity is not None
    return Finding(
        code=proposal.code,
        severity=proposal.severity,
        message=proposal.message.strip(),
        listing_fields=tuple(sorted(set(proposal.listing_fields), key=_FIELD_ORDER.__getitem__)),
        evidence_ids=tuple(sorted(set(proposal.evidence_ids), key=ledger.position)),
        recommended_action=proposal.recommended_action.strip(),
    )


def _preference(finding: Finding, ledger: Ledger) -> tuple[int, str, str, tuple[int, ...]]:
    """Total order among findings with the same code and fields: most severe first, then by text."""
    positions = tuple(ledger.position(evidence_id) for evidence_id in finding.evidence_ids)
    return (-_SEVERITY_RANK[finding.severity], finding.message, finding.recommended_action, positions)


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


def _warning_order(warning: ReviewWarning) -> tuple[int, int]:
    code = -1 if warning.finding_code is None else _CODE_ORDER[warning.finding_code]
    return (_REASON_ORDER[warning.reason], code)


def decide_status(accepted: int, rejections: Mapping[RejectionReason, int]) -> ReviewStatus:
    """DESIGN.md "One review": INSUFFICIENT_POLICY_CONTEXT is decided before generation, never here."""
    if accepted:
        return ReviewStatus.POLICY_FINDINGS_AVAILABLE
    if any(rejections.values()):
        return ReviewStatus.NEEDS_HUMAN_REVIEW
    return ReviewStatus.NO_POLICY_FINDINGS


def validate_findings(
    ledger: Ledger, proposals: Sequence[ProposedFinding], malformed_count: int = 0
) -> ValidationResult:
    """Admits only grounded findings and decides the status.

    ``malformed_count`` is what generation already dropped as unparseable; each counts as an
    INVALID_STRUCTURE rejection. Duplicates are counted as DUPLICATE rejections but add no warning
    and do not force human review: repeating an admissible finding is not a safety problem.
    """
    violations = []
    if len(proposals) > MAX_PROPOSALS:
        violations.append(FieldViolation("findings", f"must hold at most {MAX_PROPOSALS} findings"))
    if not 0 <= malformed_count <= MAX_MALFORMED:
        violations.append(FieldViolation("malformed_finding_count", f"must be between 0 and {MAX_MALFORMED}"))
    if violations:
        raise invalid_request(violations)

    rejections: Counter[RejectionReason] = Counter()
    warnings: list[ReviewWarning] = []
    if malformed_count:
        rejections[RejectionReason.INVALID_STRUCTURE] += malformed_count
        warnings.extend(ReviewWarning(RejectionReason.INVALID_STRUCTURE, None) for _ in range(malformed_count))

    groups: dict[tuple[FindingCode, tuple[ListingField, ...]], list[Finding]] = {}
    for proposal in proposals:
        reason = _classify(proposal, ledger)
        if reason is not None:
            rejections[reason] += 1
            warnings.append(ReviewWarning(reason, proposal.code))
            continue
        finding = _normalise(proposal, ledger)
        groups.setdefault((finding.code, finding.listing_fields), []).append(finding)

    accepted: list[Finding] = []
    for group in groups.values():
        accepted.append(_merge_duplicates(group, ledger))
        if len(group) > 1:
            rejections[RejectionReason.DUPLICATE] += len(group) - 1
    accepted.sort(key=lambda f: (_CODE_ORDER[f.code], tuple(_FIELD_ORDER[x] for x in f.listing_fields)))
    warnings.sort(key=_warning_order)

    status = decide_status(len(accepted), rejections)
    return ValidationResult(
        status=status,
        findings=tuple(accepted),
        evidence=_citations(accepted, ledger),
        warnings=tuple(warnings),
        requires_human_review=status is not ReviewStatus.NO_POLICY_FINDINGS or bool(warnings),
        rejections=dict(rejections),
    )
