from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Marketplace(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MARKETPLACE_UNSPECIFIED: _ClassVar[Marketplace]
    EBAY: _ClassVar[Marketplace]
    AMAZON: _ClassVar[Marketplace]

class ListingCondition(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    LISTING_CONDITION_UNSPECIFIED: _ClassVar[ListingCondition]
    NEW: _ClassVar[ListingCondition]
    USED: _ClassVar[ListingCondition]
    REFURBISHED: _ClassVar[ListingCondition]
    FOR_PARTS: _ClassVar[ListingCondition]

class FindingCode(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    FINDING_CODE_UNSPECIFIED: _ClassVar[FindingCode]
    CONDITION_DETAILS_MISSING: _ClassVar[FindingCode]
    CONDITION_CONFLICT: _ClassVar[FindingCode]
    PRODUCT_DETAIL_MISMATCH: _ClassVar[FindingCode]
    REQUIRED_DETAILS_MISSING: _ClassVar[FindingCode]
    FUNCTIONAL_STATUS_MISSING: _ClassVar[FindingCode]
    CONTACT_INFO_IN_LISTING: _ClassVar[FindingCode]
    EXTERNAL_LINK: _ClassVar[FindingCode]
    OFF_PLATFORM_TRANSACTION: _ClassVar[FindingCode]
    PROMOTIONAL_TITLE: _ClassVar[FindingCode]
    KEYWORD_SPAM: _ClassVar[FindingCode]

class Severity(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SEVERITY_UNSPECIFIED: _ClassVar[Severity]
    INFO: _ClassVar[Severity]
    WARNING: _ClassVar[Severity]
    BLOCKER: _ClassVar[Severity]

class ListingField(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    LISTING_FIELD_UNSPECIFIED: _ClassVar[ListingField]
    TITLE: _ClassVar[ListingField]
    DESCRIPTION: _ClassVar[ListingField]
    CONDITION: _ClassVar[ListingField]
    PRICE: _ClassVar[ListingField]
    ATTRIBUTES: _ClassVar[ListingField]
    CATEGORY: _ClassVar[ListingField]

class ReviewStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    REVIEW_STATUS_UNSPECIFIED: _ClassVar[ReviewStatus]
    POLICY_FINDINGS_AVAILABLE: _ClassVar[ReviewStatus]
    NO_POLICY_FINDINGS: _ClassVar[ReviewStatus]
    INSUFFICIENT_POLICY_CONTEXT: _ClassVar[ReviewStatus]
    NEEDS_HUMAN_REVIEW: _ClassVar[ReviewStatus]

class RejectionReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    REJECTION_REASON_UNSPECIFIED: _ClassVar[RejectionReason]
    UNKNOWN_EVIDENCE: _ClassVar[RejectionReason]
    UNSUPPORTED_FINDING_CODE: _ClassVar[RejectionReason]
    NO_EVIDENCE: _ClassVar[RejectionReason]
    NO_LISTING_FIELD: _ClassVar[RejectionReason]
    INVALID_STRUCTURE: _ClassVar[RejectionReason]
    DUPLICATE: _ClassVar[RejectionReason]
    INAPPLICABLE_SECTION: _ClassVar[RejectionReason]
    NO_POLICY_IN_SCOPE: _ClassVar[RejectionReason]
    EVIDENCE_NOT_RETRIEVED: _ClassVar[RejectionReason]
    LISTING_QUOTE_MISSING: _ClassVar[RejectionReason]
    LISTING_QUOTE_NOT_FOUND: _ClassVar[RejectionReason]
    LISTING_QUOTE_UNEXPECTED: _ClassVar[RejectionReason]
    EVIDENCE_QUOTE_NOT_FOUND: _ClassVar[RejectionReason]
    EVIDENCE_BUDGET_EXCEEDED: _ClassVar[RejectionReason]
    RISK_WORDING_UNRESOLVED: _ClassVar[RejectionReason]
MARKETPLACE_UNSPECIFIED: Marketplace
EBAY: Marketplace
AMAZON: Marketplace
LISTING_CONDITION_UNSPECIFIED: ListingCondition
NEW: ListingCondition
USED: ListingCondition
REFURBISHED: ListingCondition
FOR_PARTS: ListingCondition
FINDING_CODE_UNSPECIFIED: FindingCode
CONDITION_DETAILS_MISSING: FindingCode
CONDITION_CONFLICT: FindingCode
PRODUCT_DETAIL_MISMATCH: FindingCode
REQUIRED_DETAILS_MISSING: FindingCode
FUNCTIONAL_STATUS_MISSING: FindingCode
CONTACT_INFO_IN_LISTING: FindingCode
EXTERNAL_LINK: FindingCode
OFF_PLATFORM_TRANSACTION: FindingCode
PROMOTIONAL_TITLE: FindingCode
KEYWORD_SPAM: FindingCode
SEVERITY_UNSPECIFIED: Severity
INFO: Severity
WARNING: Severity
BLOCKER: Severity
LISTING_FIELD_UNSPECIFIED: ListingField
TITLE: ListingField
DESCRIPTION: ListingField
CONDITION: ListingField
PRICE: ListingField
ATTRIBUTES: ListingField
CATEGORY: ListingField
REVIEW_STATUS_UNSPECIFIED: ReviewStatus
POLICY_FINDINGS_AVAILABLE: ReviewStatus
NO_POLICY_FINDINGS: ReviewStatus
INSUFFICIENT_POLICY_CONTEXT: ReviewStatus
NEEDS_HUMAN_REVIEW: ReviewStatus
REJECTION_REASON_UNSPECIFIED: RejectionReason
UNKNOWN_EVIDENCE: RejectionReason
UNSUPPORTED_FINDING_CODE: RejectionReason
NO_EVIDENCE: RejectionReason
NO_LISTING_FIELD: RejectionReason
INVALID_STRUCTURE: RejectionReason
DUPLICATE: RejectionReason
INAPPLICABLE_SECTION: RejectionReason
NO_POLICY_IN_SCOPE: RejectionReason
EVIDENCE_NOT_RETRIEVED: RejectionReason
LISTING_QUOTE_MISSING: RejectionReason
LISTING_QUOTE_NOT_FOUND: RejectionReason
LISTING_QUOTE_UNEXPECTED: RejectionReason
EVIDENCE_QUOTE_NOT_FOUND: RejectionReason
EVIDENCE_BUDGET_EXCEEDED: RejectionReason
RISK_WORDING_UNRESOLVED: RejectionReason

class Listing(_message.Message):
    __slots__ = ("listing_id", "marketplace", "locale", "category", "title", "description", "condition", "price", "attributes")
    class AttributesEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    LISTING_ID_FIELD_NUMBER: _ClassVar[int]
    MARKETPLACE_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    TITLE_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    CONDITION_FIELD_NUMBER: _ClassVar[int]
    PRICE_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTES_FIELD_NUMBER: _ClassVar[int]
    listing_id: str
    marketplace: Marketplace
    locale: str
    category: str
    title: str
    description: str
    condition: ListingCondition
    price: float
    attributes: _containers.ScalarMap[str, str]
    def __init__(self, listing_id: _Optional[str] = ..., marketplace: _Optional[_Union[Marketplace, str]] = ..., locale: _Optional[str] = ..., category: _Optional[str] = ..., title: _Optional[str] = ..., description: _Optional[str] = ..., condition: _Optional[_Union[ListingCondition, str]] = ..., price: _Optional[float] = ..., attributes: _Optional[_Mapping[str, str]] = ...) -> None: ...

class Evidence(_message.Message):
    __slots__ = ("chunk_id", "release_id", "policy_id", "policy_version", "section_id", "section_heading", "text", "supported_finding_codes", "source_url", "effective_from", "marketplace", "locale", "categories", "vector_score", "lexical_score", "fused_score", "applies_to_conditions", "applies_to_categories", "source_stale")
    CHUNK_ID_FIELD_NUMBER: _ClassVar[int]
    RELEASE_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    SECTION_ID_FIELD_NUMBER: _ClassVar[int]
    SECTION_HEADING_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    SUPPORTED_FINDING_CODES_FIELD_NUMBER: _ClassVar[int]
    SOURCE_URL_FIELD_NUMBER: _ClassVar[int]
    EFFECTIVE_FROM_FIELD_NUMBER: _ClassVar[int]
    MARKETPLACE_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    CATEGORIES_FIELD_NUMBER: _ClassVar[int]
    VECTOR_SCORE_FIELD_NUMBER: _ClassVar[int]
    LEXICAL_SCORE_FIELD_NUMBER: _ClassVar[int]
    FUSED_SCORE_FIELD_NUMBER: _ClassVar[int]
    APPLIES_TO_CONDITIONS_FIELD_NUMBER: _ClassVar[int]
    APPLIES_TO_CATEGORIES_FIELD_NUMBER: _ClassVar[int]
    SOURCE_STALE_FIELD_NUMBER: _ClassVar[int]
    chunk_id: str
    release_id: str
    policy_id: str
    policy_version: str
    section_id: str
    section_heading: str
    text: str
    supported_finding_codes: _containers.RepeatedScalarFieldContainer[FindingCode]
    source_url: str
    effective_from: str
    marketplace: Marketplace
    locale: str
    categories: _containers.RepeatedScalarFieldContainer[str]
    vector_score: float
    lexical_score: float
    fused_score: float
    applies_to_conditions: _containers.RepeatedScalarFieldContainer[ListingCondition]
    applies_to_categories: _containers.RepeatedScalarFieldContainer[str]
    source_stale: bool
    def __init__(self, chunk_id: _Optional[str] = ..., release_id: _Optional[str] = ..., policy_id: _Optional[str] = ..., policy_version: _Optional[str] = ..., section_id: _Optional[str] = ..., section_heading: _Optional[str] = ..., text: _Optional[str] = ..., supported_finding_codes: _Optional[_Iterable[_Union[FindingCode, str]]] = ..., source_url: _Optional[str] = ..., effective_from: _Optional[str] = ..., marketplace: _Optional[_Union[Marketplace, str]] = ..., locale: _Optional[str] = ..., categories: _Optional[_Iterable[str]] = ..., vector_score: _Optional[float] = ..., lexical_score: _Optional[float] = ..., fused_score: _Optional[float] = ..., applies_to_conditions: _Optional[_Iterable[_Union[ListingCondition, str]]] = ..., applies_to_categories: _Optional[_Iterable[str]] = ..., source_stale: _Optional[bool] = ...) -> None: ...

class LedgerEntry(_message.Message):
    __slots__ = ("evidence_id", "evidence")
    EVIDENCE_ID_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_FIELD_NUMBER: _ClassVar[int]
    evidence_id: str
    evidence: Evidence
    def __init__(self, evidence_id: _Optional[str] = ..., evidence: _Optional[_Union[Evidence, _Mapping]] = ...) -> None: ...

class Ledger(_message.Message):
    __slots__ = ("entries",)
    ENTRIES_FIELD_NUMBER: _ClassVar[int]
    entries: _containers.RepeatedCompositeFieldContainer[LedgerEntry]
    def __init__(self, entries: _Optional[_Iterable[_Union[LedgerEntry, _Mapping]]] = ...) -> None: ...

class ProposedFinding(_message.Message):
    __slots__ = ("code", "severity", "message", "listing_fields", "evidence_ids", "recommended_action", "reviewer", "listing_quote", "evidence_quote")
    CODE_FIELD_NUMBER: _ClassVar[int]
    SEVERITY_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    LISTING_FIELDS_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_IDS_FIELD_NUMBER: _ClassVar[int]
    RECOMMENDED_ACTION_FIELD_NUMBER: _ClassVar[int]
    REVIEWER_FIELD_NUMBER: _ClassVar[int]
    LISTING_QUOTE_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_QUOTE_FIELD_NUMBER: _ClassVar[int]
    code: FindingCode
    severity: Severity
    message: str
    listing_fields: _containers.RepeatedScalarFieldContainer[ListingField]
    evidence_ids: _containers.RepeatedScalarFieldContainer[str]
    recommended_action: str
    reviewer: str
    listing_quote: str
    evidence_quote: str
    def __init__(self, code: _Optional[_Union[FindingCode, str]] = ..., severity: _Optional[_Union[Severity, str]] = ..., message: _Optional[str] = ..., listing_fields: _Optional[_Iterable[_Union[ListingField, str]]] = ..., evidence_ids: _Optional[_Iterable[str]] = ..., recommended_action: _Optional[str] = ..., reviewer: _Optional[str] = ..., listing_quote: _Optional[str] = ..., evidence_quote: _Optional[str] = ...) -> None: ...

class Finding(_message.Message):
    __slots__ = ("code", "severity", "message", "listing_fields", "evidence_ids", "recommended_action", "listing_quote", "evidence_quote")
    CODE_FIELD_NUMBER: _ClassVar[int]
    SEVERITY_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    LISTING_FIELDS_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_IDS_FIELD_NUMBER: _ClassVar[int]
    RECOMMENDED_ACTION_FIELD_NUMBER: _ClassVar[int]
    LISTING_QUOTE_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_QUOTE_FIELD_NUMBER: _ClassVar[int]
    code: FindingCode
    severity: Severity
    message: str
    listing_fields: _containers.RepeatedScalarFieldContainer[ListingField]
    evidence_ids: _containers.RepeatedScalarFieldContainer[str]
    recommended_action: str
    listing_quote: str
    evidence_quote: str
    def __init__(self, code: _Optional[_Union[FindingCode, str]] = ..., severity: _Optional[_Union[Severity, str]] = ..., message: _Optional[str] = ..., listing_fields: _Optional[_Iterable[_Union[ListingField, str]]] = ..., evidence_ids: _Optional[_Iterable[str]] = ..., recommended_action: _Optional[str] = ..., listing_quote: _Optional[str] = ..., evidence_quote: _Optional[str] = ...) -> None: ...

class EvidenceCitation(_message.Message):
    __slots__ = ("evidence_id", "policy_id", "policy_version", "section", "section_id", "source_url", "effective_from")
    EVIDENCE_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    SECTION_FIELD_NUMBER: _ClassVar[int]
    SECTION_ID_FIELD_NUMBER: _ClassVar[int]
    SOURCE_URL_FIELD_NUMBER: _ClassVar[int]
    EFFECTIVE_FROM_FIELD_NUMBER: _ClassVar[int]
    evidence_id: str
    policy_id: str
    policy_version: str
    section: str
    section_id: str
    source_url: str
    effective_from: str
    def __init__(self, evidence_id: _Optional[str] = ..., policy_id: _Optional[str] = ..., policy_version: _Optional[str] = ..., section: _Optional[str] = ..., section_id: _Optional[str] = ..., source_url: _Optional[str] = ..., effective_from: _Optional[str] = ...) -> None: ...

class ReviewWarning(_message.Message):
    __slots__ = ("code", "reason", "finding_code", "policy_id", "policy_version")
    CODE_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    FINDING_CODE_FIELD_NUMBER: _ClassVar[int]
    POLICY_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    code: str
    reason: RejectionReason
    finding_code: FindingCode
    policy_id: str
    policy_version: str
    def __init__(self, code: _Optional[str] = ..., reason: _Optional[_Union[RejectionReason, str]] = ..., finding_code: _Optional[_Union[FindingCode, str]] = ..., policy_id: _Optional[str] = ..., policy_version: _Optional[str] = ...) -> None: ...

class RulesEdition(_message.Message):
    __slots__ = ("version", "content_hash", "effective_from")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    CONTENT_HASH_FIELD_NUMBER: _ClassVar[int]
    EFFECTIVE_FROM_FIELD_NUMBER: _ClassVar[int]
    version: str
    content_hash: str
    effective_from: str
    def __init__(self, version: _Optional[str] = ..., content_hash: _Optional[str] = ..., effective_from: _Optional[str] = ...) -> None: ...

class RejectionCount(_message.Message):
    __slots__ = ("reason", "count")
    REASON_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    reason: RejectionReason
    count: int
    def __init__(self, reason: _Optional[_Union[RejectionReason, str]] = ..., count: _Optional[int] = ...) -> None: ...

class CatalogRelease(_message.Message):
    __slots__ = ("release_id", "policy_id", "policy_version", "title", "marketplace", "locale", "categories", "effective_from", "valid_until", "source_url", "retrieved_at", "source_stale", "supported_finding_codes")
    RELEASE_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    TITLE_FIELD_NUMBER: _ClassVar[int]
    MARKETPLACE_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    CATEGORIES_FIELD_NUMBER: _ClassVar[int]
    EFFECTIVE_FROM_FIELD_NUMBER: _ClassVar[int]
    VALID_UNTIL_FIELD_NUMBER: _ClassVar[int]
    SOURCE_URL_FIELD_NUMBER: _ClassVar[int]
    RETRIEVED_AT_FIELD_NUMBER: _ClassVar[int]
    SOURCE_STALE_FIELD_NUMBER: _ClassVar[int]
    SUPPORTED_FINDING_CODES_FIELD_NUMBER: _ClassVar[int]
    release_id: str
    policy_id: str
    policy_version: str
    title: str
    marketplace: Marketplace
    locale: str
    categories: _containers.RepeatedScalarFieldContainer[str]
    effective_from: str
    valid_until: str
    source_url: str
    retrieved_at: str
    source_stale: bool
    supported_finding_codes: _containers.RepeatedScalarFieldContainer[FindingCode]
    def __init__(self, release_id: _Optional[str] = ..., policy_id: _Optional[str] = ..., policy_version: _Optional[str] = ..., title: _Optional[str] = ..., marketplace: _Optional[_Union[Marketplace, str]] = ..., locale: _Optional[str] = ..., categories: _Optional[_Iterable[str]] = ..., effective_from: _Optional[str] = ..., valid_until: _Optional[str] = ..., source_url: _Optional[str] = ..., retrieved_at: _Optional[str] = ..., source_stale: _Optional[bool] = ..., supported_finding_codes: _Optional[_Iterable[_Union[FindingCode, str]]] = ...) -> None: ...

class CatalogSection(_message.Message):
    __slots__ = ("section_id", "heading", "finding_codes")
    SECTION_ID_FIELD_NUMBER: _ClassVar[int]
    HEADING_FIELD_NUMBER: _ClassVar[int]
    FINDING_CODES_FIELD_NUMBER: _ClassVar[int]
    section_id: str
    heading: str
    finding_codes: _containers.RepeatedScalarFieldContainer[FindingCode]
    def __init__(self, section_id: _Optional[str] = ..., heading: _Optional[str] = ..., finding_codes: _Optional[_Iterable[_Union[FindingCode, str]]] = ...) -> None: ...
