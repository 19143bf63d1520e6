"""The offline ``rules`` reviewer: detectors propose findings that cite ledger entries like a model would."""

from __future__ import annotations

from collections.abc import Sequence

from generation.domain.detectors import Detection, detect
from generation.domain.model import ProposedFinding, Review, Reviewer
from services.records import LedgerEntry, Listing
from services.vocabulary import FindingCode

RULES_REVIEWER = "rules"
RULES_MODEL_ID = "rules-v1"


def best_evidence(code: FindingCode, ledger: Sequence[LedgerEntry]) -> LedgerEntry | None:
    """The single entry a rules finding cites: among entries allowing the code, the most specific one
    (fewest allowed codes), then the earliest in retrieval order.

    A section dedicated to one concern supports it more directly than a broad one that also lists
    it, such as a "what listings may include" section.
    """
    candidates = [
        (len(entry.evidence.supported_finding_codes), position, entry)
        for position, entry in enumerate(ledger)
        if code in entry.evidence.supported_finding_codes
    ]
    if not candidates:
        return None
    return min(candidates, key=lambda candidate: candidate[:2])[2]


def _finding(detection: Detection, entry: LedgerEntry) -> ProposedFinding:
    return ProposedFinding(
        code=detection.code,
        severity=detection.severity,
        message=detection.message,
        listing_fields=detection.listing_fields,
        evidence_ids=(entry.evidence_id,),
        recommended_action=detection.recommended_action,
        reviewer=RULES_REVIEWER,
    )


def rules_findings(listing: Listing, ledger: Sequence[LedgerEntry]) -> tuple[ProposedFinding, ...]:
    """Detections become findings only when the ledger holds an entry allowing their code."""
    findings = []
    for detection in detect(listing):
        entry = best_evidence(detection.code, ledger)
        if entry is not None:
            findings.append(_finding(detection, entry))
    return tuple(findings)


class RulesReviewer(Reviewer):
    """Deterministic, offline and instant; makes no model call (attempts 0, no prompt)."""

    name = RULES_REVIEWER
    model_id = RULES_MODEL_ID

    async def review(self, listing: Listing, ledger: Sequence[LedgerEntry]) -> Review:
        return Review(findings=rules_findings(listing, ledger), reviewer=self.name, model_id=self.model_id)
