"""The product's closed vocabularies, shared by the corpus, prompts, validator and evaluation.

Pure Python so domain code never imports protobuf; tests pin these to the proto enums.
"""

from __future__ import annotations

from enum import StrEnum


class FindingCode(StrEnum):
    CONDITION_DETAILS_MISSING = "CONDITION_DETAILS_MISSING"
    CONDITION_CONFLICT = "CONDITION_CONFLICT"
    PRODUCT_DETAIL_MISMATCH = "PRODUCT_DETAIL_MISMATCH"
    REQUIRED_DETAILS_MISSING = "REQUIRED_DETAILS_MISSING"
    FUNCTIONAL_STATUS_MISSING = "FUNCTIONAL_STATUS_MISSING"
    CONTACT_INFO_IN_LISTING = "CONTACT_INFO_IN_LISTING"
    EXTERNAL_LINK = "EXTERNAL_LINK"
    OFF_PLATFORM_TRANSACTION = "OFF_PLATFORM_TRANSACTION"
    PROMOTIONAL_TITLE = "PROMOTIONAL_TITLE"
    KEYWORD_SPAM = "KEYWORD_SPAM"


class Severity(StrEnum):
    INFO = "INFO"
    WARNING = "WARNING"
    BLOCKER = "BLOCKER"


class ListingField(StrEnum):
    TITLE = "TITLE"
    DESCRIPTION = "DESCRIPTION"
    CONDITION = "CONDITION"
    PRICE = "PRICE"
    ATTRIBUTES = "ATTRIBUTES"
    CATEGORY = "CATEGORY"


class Marketplace(StrEnum):
    EBAY = "EBAY"
    AMAZON = "AMAZON"


class ListingCondition(StrEnum):
    NEW = "NEW"
    USED = "USED"
    REFURBISHED = "REFURBISHED"
    FOR_PARTS = "FOR_PARTS"


class ReviewStatus(StrEnum):
    POLICY_FINDINGS_AVAILABLE = "POLICY_FINDINGS_AVAILABLE"
    NO_POLICY_FINDINGS = "NO_POLICY_FINDINGS"
    INSUFFICIENT_POLICY_CONTEXT = "INSUFFICIENT_POLICY_CONTEXT"
    NEEDS_HUMAN_REVIEW = "NEEDS_HUMAN_REVIEW"


class RejectionReason(StrEnum):
    """Why a proposed finding was not admitted (warning FINDING_REJECTED): the first check it failed, or why its
    code could not be grounded (NO_POLICY_IN_SCOPE, EVIDENCE_NOT_RETRIEVED)."""

    UNKNOWN_EVIDENCE = "UNKNOWN_EVIDENCE"
    UNSUPPORTED_FINDING_CODE = "UNSUPPORTED_FINDING_CODE"
    NO_EVIDENCE = "NO_EVIDENCE"
    NO_LISTING_FIELD = "NO_LISTING_FIELD"
    INVALID_STRUCTURE = "INVALID_STRUCTURE"
    DUPLICATE = "DUPLICATE"
    INAPPLICABLE_SECTION = "INAPPLICABLE_SECTION"
    NO_POLICY_IN_SCOPE = "NO_POLICY_IN_SCOPE"
    EVIDENCE_NOT_RETRIEVED = "EVIDENCE_NOT_RETRIEVED"
    LISTING_QUOTE_MISSING = "LISTING_QUOTE_MISSING"
    LISTING_QUOTE_NOT_FOUND = "LISTING_QUOTE_NOT_FOUND"
    LISTING_QUOTE_UNEXPECTED = "LISTING_QUOTE_UNEXPECTED"
    EVIDENCE_QUOTE_NOT_FOUND = "EVIDENCE_QUOTE_NOT_FOUND"


class OmissionReason(StrEnum):
    """Why evidence supporting a code never reached the reviewer (warning EVIDENCE_OMITTED)."""

    EVIDENCE_BUDGET_EXCEEDED = "EVIDENCE_BUDGET_EXCEEDED"


class VetoReason(StrEnum):
    """Why an all-clear was refused although nothing was rejected (warning RISK_WORDING)."""

    RISK_WORDING_UNRESOLVED = "RISK_WORDING_UNRESOLVED"


# The reason of a warning: one of three meanings, told apart by type (and by the warning's kind). On the wire they
# share the proto's RejectionReason enum, whose JSON names are the public contract (docs/decisions.md).
WarningReason = RejectionReason | OmissionReason | VetoReason
# Every reason in the proto enum's number order (warnings and counts are ordered by it).
WARNING_REASONS: tuple[WarningReason, ...] = (*RejectionReason, *OmissionReason, *VetoReason)
_REASONS_BY_NAME: dict[str, WarningReason] = {reason.value: reason for reason in WARNING_REASONS}


def warning_reason(name: str) -> WarningReason:
    """The reason a wire name stands for; KeyError for a name this build does not know."""
    return _REASONS_BY_NAME[name]


class ReleaseStatus(StrEnum):
    INDEXING = "INDEXING"
    AWAITING_APPROVAL = "AWAITING_APPROVAL"
    # On its scope's timeline: scheduled, in force, or superseded within the retention window.
    ACTIVE = "ACTIVE"
    REJECTED = "REJECTED"
    # Off the timeline with its chunks removed: replaced, or superseded beyond retention.
    RETIRED = "RETIRED"
    FAILED = "FAILED"


# A quote shorter than this is a substring of almost anything and verifies nothing: validation rejects
# it, so a reviewer that quotes "!!" quotes the words around it instead.
MIN_QUOTE_CHARS = 3

# Findings about something present in the listing: they must quote it (listing_quote).
PRESENT_FINDING_CODES = frozenset(
    {
        FindingCode.CONDITION_CONFLICT,
        FindingCode.PRODUCT_DETAIL_MISMATCH,
        FindingCode.CONTACT_INFO_IN_LISTING,
        FindingCode.EXTERNAL_LINK,
        FindingCode.OFF_PLATFORM_TRANSACTION,
        FindingCode.PROMOTIONAL_TITLE,
        FindingCode.KEYWORD_SPAM,
    }
)
# Findings about something absent: they name the fields that lack it and quote nothing.
ABSENT_FINDING_CODES = frozenset(FindingCode) - PRESENT_FINDING_CODES

# Category wildcard written by ingestion and matched by scope resolution.
ALL_CATEGORIES = "ALL"
