from policyreview.v1 import common_pb2 as _common_pb2
from policyreview.v1 import field_rules_pb2 as _field_rules_pb2
from policyreview.v1 import question_pb2 as _question_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ScopeOutcome(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SCOPE_OUTCOME_UNSPECIFIED: _ClassVar[ScopeOutcome]
    SCOPE_OUTCOME_RESOLVED: _ClassVar[ScopeOutcome]
    SCOPE_OUTCOME_NO_RELEASE_FOR_MARKETPLACE_LOCALE: _ClassVar[ScopeOutcome]
    SCOPE_OUTCOME_NO_RELEASE_FOR_CATEGORY: _ClassVar[ScopeOutcome]
    SCOPE_OUTCOME_NOT_EFFECTIVE_YET: _ClassVar[ScopeOutcome]
    SCOPE_OUTCOME_EMBEDDING_MISMATCH: _ClassVar[ScopeOutcome]
SCOPE_OUTCOME_UNSPECIFIED: ScopeOutcome
SCOPE_OUTCOME_RESOLVED: ScopeOutcome
SCOPE_OUTCOME_NO_RELEASE_FOR_MARKETPLACE_LOCALE: ScopeOutcome
SCOPE_OUTCOME_NO_RELEASE_FOR_CATEGORY: ScopeOutcome
SCOPE_OUTCOME_NOT_EFFECTIVE_YET: ScopeOutcome
SCOPE_OUTCOME_EMBEDDING_MISMATCH: ScopeOutcome

class ListReleasesRequest(_message.Message):
    __slots__ = ("marketplace", "locale", "category", "date")
    MARKETPLACE_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    DATE_FIELD_NUMBER: _ClassVar[int]
    marketplace: _common_pb2.Marketplace
    locale: str
    category: str
    date: str
    def __init__(self, marketplace: _Optional[_Union[_common_pb2.Marketplace, str]] = ..., locale: _Optional[str] = ..., category: _Optional[str] = ..., date: _Optional[str] = ...) -> None: ...

class ListReleasesResponse(_message.Message):
    __slots__ = ("releases", "date")
    RELEASES_FIELD_NUMBER: _ClassVar[int]
    DATE_FIELD_NUMBER: _ClassVar[int]
    releases: _containers.RepeatedCompositeFieldContainer[_common_pb2.CatalogRelease]
    date: str
    def __init__(self, releases: _Optional[_Iterable[_Union[_common_pb2.CatalogRelease, _Mapping]]] = ..., date: _Optional[str] = ...) -> None: ...

class GetReleaseRequest(_message.Message):
    __slots__ = ("release_id",)
    RELEASE_ID_FIELD_NUMBER: _ClassVar[int]
    release_id: str
    def __init__(self, release_id: _Optional[str] = ...) -> None: ...

class GetReleaseResponse(_message.Message):
    __slots__ = ("release", "sections")
    RELEASE_FIELD_NUMBER: _ClassVar[int]
    SECTIONS_FIELD_NUMBER: _ClassVar[int]
    release: _common_pb2.CatalogRelease
    sections: _containers.RepeatedCompositeFieldContainer[_common_pb2.CatalogSection]
    def __init__(self, release: _Optional[_Union[_common_pb2.CatalogRelease, _Mapping]] = ..., sections: _Optional[_Iterable[_Union[_common_pb2.CatalogSection, _Mapping]]] = ...) -> None: ...

class ReviewScope(_message.Message):
    __slots__ = ("marketplace", "locale", "category", "review_date")
    MARKETPLACE_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    REVIEW_DATE_FIELD_NUMBER: _ClassVar[int]
    marketplace: _common_pb2.Marketplace
    locale: str
    category: str
    review_date: str
    def __init__(self, marketplace: _Optional[_Union[_common_pb2.Marketplace, str]] = ..., locale: _Optional[str] = ..., category: _Optional[str] = ..., review_date: _Optional[str] = ...) -> None: ...

class ScopedRelease(_message.Message):
    __slots__ = ("release_id", "policy_id", "policy_version", "marketplace", "locale", "categories", "effective_from", "embedding_model", "embedding_dimensions", "valid_until", "retrieved_at", "source_stale")
    RELEASE_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    MARKETPLACE_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    CATEGORIES_FIELD_NUMBER: _ClassVar[int]
    EFFECTIVE_FROM_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_MODEL_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_DIMENSIONS_FIELD_NUMBER: _ClassVar[int]
    VALID_UNTIL_FIELD_NUMBER: _ClassVar[int]
    RETRIEVED_AT_FIELD_NUMBER: _ClassVar[int]
    SOURCE_STALE_FIELD_NUMBER: _ClassVar[int]
    release_id: str
    policy_id: str
    policy_version: str
    marketplace: _common_pb2.Marketplace
    locale: str
    categories: _containers.RepeatedScalarFieldContainer[str]
    effective_from: str
    embedding_model: str
    embedding_dimensions: int
    valid_until: str
    retrieved_at: str
    source_stale: bool
    def __init__(self, release_id: _Optional[str] = ..., policy_id: _Optional[str] = ..., policy_version: _Optional[str] = ..., marketplace: _Optional[_Union[_common_pb2.Marketplace, str]] = ..., locale: _Optional[str] = ..., categories: _Optional[_Iterable[str]] = ..., effective_from: _Optional[str] = ..., embedding_model: _Optional[str] = ..., embedding_dimensions: _Optional[int] = ..., valid_until: _Optional[str] = ..., retrieved_at: _Optional[str] = ..., source_stale: _Optional[bool] = ...) -> None: ...

class ScopeResolution(_message.Message):
    __slots__ = ("outcome", "releases", "review_date", "embedding_model")
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    RELEASES_FIELD_NUMBER: _ClassVar[int]
    REVIEW_DATE_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_MODEL_FIELD_NUMBER: _ClassVar[int]
    outcome: ScopeOutcome
    releases: _containers.RepeatedCompositeFieldContainer[ScopedRelease]
    review_date: str
    embedding_model: str
    def __init__(self, outcome: _Optional[_Union[ScopeOutcome, str]] = ..., releases: _Optional[_Iterable[_Union[ScopedRelease, _Mapping]]] = ..., review_date: _Optional[str] = ..., embedding_model: _Optional[str] = ...) -> None: ...

class ResolveScopeRequest(_message.Message):
    __slots__ = ("scope",)
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    scope: ReviewScope
    def __init__(self, scope: _Optional[_Union[ReviewScope, _Mapping]] = ...) -> None: ...

class ResolveScopeResponse(_message.Message):
    __slots__ = ("resolution",)
    RESOLUTION_FIELD_NUMBER: _ClassVar[int]
    resolution: ScopeResolution
    def __init__(self, resolution: _Optional[_Union[ScopeResolution, _Mapping]] = ...) -> None: ...

class RetrieveRequest(_message.Message):
    __slots__ = ("listing", "review_date")
    LISTING_FIELD_NUMBER: _ClassVar[int]
    REVIEW_DATE_FIELD_NUMBER: _ClassVar[int]
    listing: _common_pb2.Listing
    review_date: str
    def __init__(self, listing: _Optional[_Union[_common_pb2.Listing, _Mapping]] = ..., review_date: _Optional[str] = ...) -> None: ...

class RetrieveResponse(_message.Message):
    __slots__ = ("resolution", "evidence", "retrieval_mode", "candidate_count", "calibration", "scope_finding_codes", "omitted_finding_codes", "rules_edition", "detections", "detections_rules_id")
    RESOLUTION_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_FIELD_NUMBER: _ClassVar[int]
    RETRIEVAL_MODE_FIELD_NUMBER: _ClassVar[int]
    CANDIDATE_COUNT_FIELD_NUMBER: _ClassVar[int]
    CALIBRATION_FIELD_NUMBER: _ClassVar[int]
    SCOPE_FINDING_CODES_FIELD_NUMBER: _ClassVar[int]
    OMITTED_FINDING_CODES_FIELD_NUMBER: _ClassVar[int]
    RULES_EDITION_FIELD_NUMBER: _ClassVar[int]
    DETECTIONS_FIELD_NUMBER: _ClassVar[int]
    DETECTIONS_RULES_ID_FIELD_NUMBER: _ClassVar[int]
    resolution: ScopeResolution
    evidence: _containers.RepeatedCompositeFieldContainer[_common_pb2.Evidence]
    retrieval_mode: str
    candidate_count: int
    calibration: RetrievalCalibration
    scope_finding_codes: _containers.RepeatedScalarFieldContainer[_common_pb2.FindingCode]
    omitted_finding_codes: _containers.RepeatedScalarFieldContainer[_common_pb2.FindingCode]
    rules_edition: _common_pb2.RulesEdition
    detections: _containers.RepeatedCompositeFieldContainer[_common_pb2.Finding]
    detections_rules_id: str
    def __init__(self, resolution: _Optional[_Union[ScopeResolution, _Mapping]] = ..., evidence: _Optional[_Iterable[_Union[_common_pb2.Evidence, _Mapping]]] = ..., retrieval_mode: _Optional[str] = ..., candidate_count: _Optional[int] = ..., calibration: _Optional[_Union[RetrievalCalibration, _Mapping]] = ..., scope_finding_codes: _Optional[_Iterable[_Union[_common_pb2.FindingCode, str]]] = ..., omitted_finding_codes: _Optional[_Iterable[_Union[_common_pb2.FindingCode, str]]] = ..., rules_edition: _Optional[_Union[_common_pb2.RulesEdition, _Mapping]] = ..., detections: _Optional[_Iterable[_Union[_common_pb2.Finding, _Mapping]]] = ..., detections_rules_id: _Optional[str] = ...) -> None: ...

class RetrievalCalibration(_message.Message):
    __slots__ = ("source", "calibration_id", "embedding_model", "embedding_dimensions", "retrieval_mode", "similarity_threshold", "lexical_threshold", "dataset", "corpus_version", "calibrated_at", "section_recall", "section_precision")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    CALIBRATION_ID_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_MODEL_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_DIMENSIONS_FIELD_NUMBER: _ClassVar[int]
    RETRIEVAL_MODE_FIELD_NUMBER: _ClassVar[int]
    SIMILARITY_THRESHOLD_FIELD_NUMBER: _ClassVar[int]
    LEXICAL_THRESHOLD_FIELD_NUMBER: _ClassVar[int]
    DATASET_FIELD_NUMBER: _ClassVar[int]
    CORPUS_VERSION_FIELD_NUMBER: _ClassVar[int]
    CALIBRATED_AT_FIELD_NUMBER: _ClassVar[int]
    SECTION_RECALL_FIELD_NUMBER: _ClassVar[int]
    SECTION_PRECISION_FIELD_NUMBER: _ClassVar[int]
    source: str
    calibration_id: int
    embedding_model: str
    embedding_dimensions: int
    retrieval_mode: str
    similarity_threshold: float
    lexical_threshold: float
    dataset: str
    corpus_version: str
    calibrated_at: str
    section_recall: float
    section_precision: float
    def __init__(self, source: _Optional[str] = ..., calibration_id: _Optional[int] = ..., embedding_model: _Optional[str] = ..., embedding_dimensions: _Optional[int] = ..., retrieval_mode: _Optional[str] = ..., similarity_threshold: _Optional[float] = ..., lexical_threshold: _Optional[float] = ..., dataset: _Optional[str] = ..., corpus_version: _Optional[str] = ..., calibrated_at: _Optional[str] = ..., section_recall: _Optional[float] = ..., section_precision: _Optional[float] = ...) -> None: ...

class SearchPassagesRequest(_message.Message):
    __slots__ = ("scope", "corpus", "query")
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    CORPUS_FIELD_NUMBER: _ClassVar[int]
    QUERY_FIELD_NUMBER: _ClassVar[int]
    scope: ReviewScope
    corpus: str
    query: str
    def __init__(self, scope: _Optional[_Union[ReviewScope, _Mapping]] = ..., corpus: _Optional[str] = ..., query: _Optional[str] = ...) -> None: ...

class SearchPassagesResponse(_message.Message):
    __slots__ = ("resolution", "passages", "retrieval_mode", "corpus_indexed", "embedding_model")
    RESOLUTION_FIELD_NUMBER: _ClassVar[int]
    PASSAGES_FIELD_NUMBER: _ClassVar[int]
    RETRIEVAL_MODE_FIELD_NUMBER: _ClassVar[int]
    CORPUS_INDEXED_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_MODEL_FIELD_NUMBER: _ClassVar[int]
    resolution: ScopeResolution
    passages: _containers.RepeatedCompositeFieldContainer[_question_pb2.Passage]
    retrieval_mode: str
    corpus_indexed: bool
    embedding_model: str
    def __init__(self, resolution: _Optional[_Union[ScopeResolution, _Mapping]] = ..., passages: _Optional[_Iterable[_Union[_question_pb2.Passage, _Mapping]]] = ..., retrieval_mode: _Optional[str] = ..., corpus_indexed: _Optional[bool] = ..., embedding_model: _Optional[str] = ...) -> None: ...
