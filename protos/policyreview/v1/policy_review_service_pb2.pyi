from google.api import annotations_pb2 as _annotations_pb2
from policyreview.v1 import common_pb2 as _common_pb2
from policyreview.v1 import field_rules_pb2 as _field_rules_pb2
from policyreview.v1 import options_pb2 as _options_pb2
from policyreview.v1 import retrieval_service_pb2 as _retrieval_service_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ReviewListingRequest(_message.Message):
    __slots__ = ("listing_id", "marketplace", "locale", "category", "title", "description", "condition", "price", "attributes", "review_date", "include_diagnostics")
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
    REVIEW_DATE_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_DIAGNOSTICS_FIELD_NUMBER: _ClassVar[int]
    listing_id: str
    marketplace: _common_pb2.Marketplace
    locale: str
    category: str
    title: str
    description: str
    condition: _common_pb2.ListingCondition
    price: float
    attributes: _containers.ScalarMap[str, str]
    review_date: str
    include_diagnostics: bool
    def __init__(self, listing_id: _Optional[str] = ..., marketplace: _Optional[_Union[_common_pb2.Marketplace, str]] = ..., locale: _Optional[str] = ..., category: _Optional[str] = ..., title: _Optional[str] = ..., description: _Optional[str] = ..., condition: _Optional[_Union[_common_pb2.ListingCondition, str]] = ..., price: _Optional[float] = ..., attributes: _Optional[_Mapping[str, str]] = ..., review_date: _Optional[str] = ..., include_diagnostics: _Optional[bool] = ...) -> None: ...

class ReviewListingResponse(_message.Message):
    __slots__ = ("status", "findings", "evidence", "warnings", "requires_human_review", "diagnostics", "review_id", "case_id")
    STATUS_FIELD_NUMBER: _ClassVar[int]
    FINDINGS_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_FIELD_NUMBER: _ClassVar[int]
    WARNINGS_FIELD_NUMBER: _ClassVar[int]
    REQUIRES_HUMAN_REVIEW_FIELD_NUMBER: _ClassVar[int]
    DIAGNOSTICS_FIELD_NUMBER: _ClassVar[int]
    REVIEW_ID_FIELD_NUMBER: _ClassVar[int]
    CASE_ID_FIELD_NUMBER: _ClassVar[int]
    status: _common_pb2.ReviewStatus
    findings: _containers.RepeatedCompositeFieldContainer[_common_pb2.Finding]
    evidence: _containers.RepeatedCompositeFieldContainer[_common_pb2.EvidenceCitation]
    warnings: _containers.RepeatedCompositeFieldContainer[_common_pb2.ReviewWarning]
    requires_human_review: bool
    diagnostics: ReviewDiagnostics
    review_id: str
    case_id: str
    def __init__(self, status: _Optional[_Union[_common_pb2.ReviewStatus, str]] = ..., findings: _Optional[_Iterable[_Union[_common_pb2.Finding, _Mapping]]] = ..., evidence: _Optional[_Iterable[_Union[_common_pb2.EvidenceCitation, _Mapping]]] = ..., warnings: _Optional[_Iterable[_Union[_common_pb2.ReviewWarning, _Mapping]]] = ..., requires_human_review: _Optional[bool] = ..., diagnostics: _Optional[_Union[ReviewDiagnostics, _Mapping]] = ..., review_id: _Optional[str] = ..., case_id: _Optional[str] = ...) -> None: ...

class GetPolicyReviewRequest(_message.Message):
    __slots__ = ("review_id",)
    REVIEW_ID_FIELD_NUMBER: _ClassVar[int]
    review_id: str
    def __init__(self, review_id: _Optional[str] = ...) -> None: ...

class GetPolicyReviewResponse(_message.Message):
    __slots__ = ("record",)
    RECORD_FIELD_NUMBER: _ClassVar[int]
    record: PolicyReviewRecord
    def __init__(self, record: _Optional[_Union[PolicyReviewRecord, _Mapping]] = ...) -> None: ...

class RecordedEvidence(_message.Message):
    __slots__ = ("evidence_id", "release_id", "policy_id", "policy_version", "section_id", "section_heading", "text", "source_url", "supported_finding_codes")
    EVIDENCE_ID_FIELD_NUMBER: _ClassVar[int]
    RELEASE_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    SECTION_ID_FIELD_NUMBER: _ClassVar[int]
    SECTION_HEADING_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    SOURCE_URL_FIELD_NUMBER: _ClassVar[int]
    SUPPORTED_FINDING_CODES_FIELD_NUMBER: _ClassVar[int]
    evidence_id: str
    release_id: str
    policy_id: str
    policy_version: str
    section_id: str
    section_heading: str
    text: str
    source_url: str
    supported_finding_codes: _containers.RepeatedScalarFieldContainer[_common_pb2.FindingCode]
    def __init__(self, evidence_id: _Optional[str] = ..., release_id: _Optional[str] = ..., policy_id: _Optional[str] = ..., policy_version: _Optional[str] = ..., section_id: _Optional[str] = ..., section_heading: _Optional[str] = ..., text: _Optional[str] = ..., source_url: _Optional[str] = ..., supported_finding_codes: _Optional[_Iterable[_Union[_common_pb2.FindingCode, str]]] = ...) -> None: ...

class PolicyReviewRecord(_message.Message):
    __slots__ = ("review_id", "recorded_at", "caller_key_id", "listing", "listing_redacted", "releases", "ledger", "status", "findings", "evidence", "warnings", "requires_human_review", "reviewer", "model_id", "prompt_version", "api_version", "review_date", "case_id")
    REVIEW_ID_FIELD_NUMBER: _ClassVar[int]
    RECORDED_AT_FIELD_NUMBER: _ClassVar[int]
    CALLER_KEY_ID_FIELD_NUMBER: _ClassVar[int]
    LISTING_FIELD_NUMBER: _ClassVar[int]
    LISTING_REDACTED_FIELD_NUMBER: _ClassVar[int]
    RELEASES_FIELD_NUMBER: _ClassVar[int]
    LEDGER_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    FINDINGS_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_FIELD_NUMBER: _ClassVar[int]
    WARNINGS_FIELD_NUMBER: _ClassVar[int]
    REQUIRES_HUMAN_REVIEW_FIELD_NUMBER: _ClassVar[int]
    REVIEWER_FIELD_NUMBER: _ClassVar[int]
    MODEL_ID_FIELD_NUMBER: _ClassVar[int]
    PROMPT_VERSION_FIELD_NUMBER: _ClassVar[int]
    API_VERSION_FIELD_NUMBER: _ClassVar[int]
    REVIEW_DATE_FIELD_NUMBER: _ClassVar[int]
    CASE_ID_FIELD_NUMBER: _ClassVar[int]
    review_id: str
    recorded_at: str
    caller_key_id: str
    listing: ReviewListingRequest
    listing_redacted: bool
    releases: _containers.RepeatedCompositeFieldContainer[_retrieval_service_pb2.ScopedRelease]
    ledger: _containers.RepeatedCompositeFieldContainer[RecordedEvidence]
    status: _common_pb2.ReviewStatus
    findings: _containers.RepeatedCompositeFieldContainer[_common_pb2.Finding]
    evidence: _containers.RepeatedCompositeFieldContainer[_common_pb2.EvidenceCitation]
    warnings: _containers.RepeatedCompositeFieldContainer[_common_pb2.ReviewWarning]
    requires_human_review: bool
    reviewer: str
    model_id: str
    prompt_version: str
    api_version: str
    review_date: str
    case_id: str
    def __init__(self, review_id: _Optional[str] = ..., recorded_at: _Optional[str] = ..., caller_key_id: _Optional[str] = ..., listing: _Optional[_Union[ReviewListingRequest, _Mapping]] = ..., listing_redacted: _Optional[bool] = ..., releases: _Optional[_Iterable[_Union[_retrieval_service_pb2.ScopedRelease, _Mapping]]] = ..., ledger: _Optional[_Iterable[_Union[RecordedEvidence, _Mapping]]] = ..., status: _Optional[_Union[_common_pb2.ReviewStatus, str]] = ..., findings: _Optional[_Iterable[_Union[_common_pb2.Finding, _Mapping]]] = ..., evidence: _Optional[_Iterable[_Union[_common_pb2.EvidenceCitation, _Mapping]]] = ..., warnings: _Optional[_Iterable[_Union[_common_pb2.ReviewWarning, _Mapping]]] = ..., requires_human_review: _Optional[bool] = ..., reviewer: _Optional[str] = ..., model_id: _Optional[str] = ..., prompt_version: _Optional[str] = ..., api_version: _Optional[str] = ..., review_date: _Optional[str] = ..., case_id: _Optional[str] = ...) -> None: ...

class RetrievedEvidence(_message.Message):
    __slots__ = ("rank", "evidence_id", "release_id", "policy_id", "policy_version", "section_id", "marketplace", "locale", "categories", "score", "applies_to_conditions", "applies_to_categories")
    RANK_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_ID_FIELD_NUMBER: _ClassVar[int]
    RELEASE_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    SECTION_ID_FIELD_NUMBER: _ClassVar[int]
    MARKETPLACE_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    CATEGORIES_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    APPLIES_TO_CONDITIONS_FIELD_NUMBER: _ClassVar[int]
    APPLIES_TO_CATEGORIES_FIELD_NUMBER: _ClassVar[int]
    rank: int
    evidence_id: str
    release_id: str
    policy_id: str
    policy_version: str
    section_id: str
    marketplace: _common_pb2.Marketplace
    locale: str
    categories: _containers.RepeatedScalarFieldContainer[str]
    score: float
    applies_to_conditions: _containers.RepeatedScalarFieldContainer[_common_pb2.ListingCondition]
    applies_to_categories: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, rank: _Optional[int] = ..., evidence_id: _Optional[str] = ..., release_id: _Optional[str] = ..., policy_id: _Optional[str] = ..., policy_version: _Optional[str] = ..., section_id: _Optional[str] = ..., marketplace: _Optional[_Union[_common_pb2.Marketplace, str]] = ..., locale: _Optional[str] = ..., categories: _Optional[_Iterable[str]] = ..., score: _Optional[float] = ..., applies_to_conditions: _Optional[_Iterable[_Union[_common_pb2.ListingCondition, str]]] = ..., applies_to_categories: _Optional[_Iterable[str]] = ...) -> None: ...

class ReviewDiagnostics(_message.Message):
    __slots__ = ("scope_outcome", "releases", "retrieved", "rejections", "model_called", "reviewer", "model_id", "prompt_version", "retrieval_mode", "embedding_model", "review_date", "api_version", "calibration", "rules_edition")
    SCOPE_OUTCOME_FIELD_NUMBER: _ClassVar[int]
    RELEASES_FIELD_NUMBER: _ClassVar[int]
    RETRIEVED_FIELD_NUMBER: _ClassVar[int]
    REJECTIONS_FIELD_NUMBER: _ClassVar[int]
    MODEL_CALLED_FIELD_NUMBER: _ClassVar[int]
    REVIEWER_FIELD_NUMBER: _ClassVar[int]
    MODEL_ID_FIELD_NUMBER: _ClassVar[int]
    PROMPT_VERSION_FIELD_NUMBER: _ClassVar[int]
    RETRIEVAL_MODE_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_MODEL_FIELD_NUMBER: _ClassVar[int]
    REVIEW_DATE_FIELD_NUMBER: _ClassVar[int]
    API_VERSION_FIELD_NUMBER: _ClassVar[int]
    CALIBRATION_FIELD_NUMBER: _ClassVar[int]
    RULES_EDITION_FIELD_NUMBER: _ClassVar[int]
    scope_outcome: _retrieval_service_pb2.ScopeOutcome
    releases: _containers.RepeatedCompositeFieldContainer[_retrieval_service_pb2.ScopedRelease]
    retrieved: _containers.RepeatedCompositeFieldContainer[RetrievedEvidence]
    rejections: _containers.RepeatedCompositeFieldContainer[_common_pb2.RejectionCount]
    model_called: bool
    reviewer: str
    model_id: str
    prompt_version: str
    retrieval_mode: str
    embedding_model: str
    review_date: str
    api_version: str
    calibration: _retrieval_service_pb2.RetrievalCalibration
    rules_edition: _common_pb2.RulesEdition
    def __init__(self, scope_outcome: _Optional[_Union[_retrieval_service_pb2.ScopeOutcome, str]] = ..., releases: _Optional[_Iterable[_Union[_retrieval_service_pb2.ScopedRelease, _Mapping]]] = ..., retrieved: _Optional[_Iterable[_Union[RetrievedEvidence, _Mapping]]] = ..., rejections: _Optional[_Iterable[_Union[_common_pb2.RejectionCount, _Mapping]]] = ..., model_called: _Optional[bool] = ..., reviewer: _Optional[str] = ..., model_id: _Optional[str] = ..., prompt_version: _Optional[str] = ..., retrieval_mode: _Optional[str] = ..., embedding_model: _Optional[str] = ..., review_date: _Optional[str] = ..., api_version: _Optional[str] = ..., calibration: _Optional[_Union[_retrieval_service_pb2.RetrievalCalibration, _Mapping]] = ..., rules_edition: _Optional[_Union[_common_pb2.RulesEdition, _Mapping]] = ...) -> None: ...
