"""The offline ``rules`` reviewer: detectors propose findings that cite ledger entries like a model would."""

from __future__ import annotations

from collections.abc import Sequence

from generation.domain.model import ProposedFinding, Review, Reviewer
from services.detectors import Detection, detect
from services.finding_gate import RULES_REVIEWER as RULES_REVIEWER  # validation's finding gate knows it by this name
from services.records import LedgerEntry, Listing
from services.rulepack import rules_identity, using_edition_missing
from services.vocabulary import FindingCode

# The reviewer's model id is the identity of the rules edition it used (services/rulepack.py: a content hash
# of the edition, the net model and the detector code), so a report or a review that names it proves which
# rules produced it. This one is the shipped edition's; a review names the edition it was judged by.
RULES_MODEL_ID = rules_identity()
# The model id of a review the rules could not judge: no edition in force, or the one in force not loaded.
RULES_UNAVAILABLE_MODEL_ID = "rules-unavailable"


def best_evidence(code: FindingCode, ledger: Sequence[LedgerEntry], listing: Listing) -> LedgerEntry | None:
    """The single entry a rules finding cites: among entries allowing the code and applying to the
    listing, the most specific one (fewest allowed codes), then the earliest in retrieval order.

    A section dedicated to one concern supports it more directly than a broad one that also lists
    it, such as a "what listings may include" section. A section written for other listings (the
    refurbished-items section for a used camera) is never cited.
    """
    candidates = [
        (len(entry.evidence.supported_finding_codes), position, entry)
        for position, entry in enumerate(ledger)
        if code in entry.evidence.supported_finding_codes
        and entry.evidence.applies_to(listing.condition, listing.category)
    ]
    if not candidates:
        return None
    return min(candidates, key=lambda candidate: candidate[:2])[2]


def _finding(detection: Detection, entry: LedgerEntry | None) -> ProposedFinding:
    return ProposedFinding(
        code=detection.code,
        severity=detection.severity,
        message=detection.message,
        listing_fields=detection.listing_fields,
        evidence_ids=(entry.evidence_id,) if entry is not None else (),
        recommended_action=detection.recommended_action,
        reviewer=RULES_REVIEWER,
        listing_quote=detection.listing_quote,
    )


def rules_findings(
    listing: Listing, ledger: Sequence[LedgerEntry], detections: Sequence[Detection] | None = None
) -> tuple[ProposedFinding, ...]:
    """One proposal per detection, citing the best applicable entry for its code.

    A detection whose code no ledger entry supports is still proposed, citing nothing: it is a
    signal, and validation turns it into a warning that names the code and why it could not be
    grounded, instead of the review ending in a silent all-clear. ``detections``: detect(listing) when the
    caller already has it (retrieval's, made with these rules).
    """
    found = detect(listing) if detections is None else detections
    return tuple(_finding(detection, best_evidence(detection.code, ledger, listing)) for detection in found)


class RulesReviewer(Reviewer):
    """Deterministic, offline and instant; makes no model call (attempts 0, no prompt)."""

    name = RULES_REVIEWER
    model_id = RULES_MODEL_ID

    async def review(self, listing: Listing, ledger: Sequence[LedgerEntry]) -> Review:
        return self._review(listing, ledger, None)

    async def review_detected(
        self, listing: Listing, ledger: Sequence[LedgerEntry], detections: Sequence[Detection]
    ) -> Review:
        return self._review(listing, ledger, detections)

    def _review(
        self, listing: Listing, ledger: Sequence[LedgerEntry], detections: Sequence[Detection] | None
    ) -> Review:
        if using_edition_missing():
            # Never a finding from rules that are not in force: validation sends the review to a person.
            return Review(findings=(), reviewer=self.name, model_id=RULES_UNAVAILABLE_MODEL_ID)
        return Review(
            findings=rules_findings(listing, ledger, detections), reviewer=self.name, model_id=rules_identity()
        )
