"""Pure validation logic: the ledger, citation checks, de-duplication and the status decision."""

from services.decision import ReviewWarning
from validation.domain.findings import (
    EvidenceCitation,
    Finding,
    ProposedFinding,
    ValidationResult,
    validate_findings,
)
from validation.domain.ledger import Ledger, build_ledger

__all__ = [
    "EvidenceCitation",
    "Finding",
    "Ledger",
    "ProposedFinding",
    "ReviewWarning",
    "ValidationResult",
    "build_ledger",
    "validate_findings",
]
