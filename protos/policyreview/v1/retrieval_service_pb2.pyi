from policyreview.v1 import common_pb2 as _common_pb2
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
    __slots__ = ("release_id", "policy_id", "policy_version", "marketplace", "locale", "categories", "effective_from", "embedding_model", "embedding_dimensions")
    RELEASE_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    MARKETPLACE_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    CATEGORIES_FIELD_NUMBER: _ClassVar[int]
    EFFECTIVE_FROM_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_MODEL_FIELD_NUMBER: _ClassVar[int]
    EMBEDDING_DIMENSIONS_FIELD_NUMBER: _ClassVar[int]
    release_id: str
    policy_id: str
    policy_version: str
    marketplace: _common_pb2.Marketplace
    locale: str
    categories: _containers.RepeatedScalarFieldContainer[str]
    effective_from: str
    embedding_model: str
    embedding_dimensions: int
    def __init__(self, release_id: _Optional[str] = ..., policy_id: _Optional[str] = ..., policy_version: _Optional[str] = ..., marketplace: _Optional[_Union[_common_pb2.Marketplace, str]] = ..., locale: _Optional[str] = ..., categories: _Optional[_Iterable[str]] = ..., effective_from: _Optional[str] = ..., embedding_model: _Optional[str] = ..., embedding_dimensions: _Optional[int] = ...) -> None: ...

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
    __slots__ = ("resolution", "evidence", "retrieval_mode", "candidate_count", "scope_finding_codes", "omitted_finding_codes")
    RESOLUTION_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_FIELD_NUMBER: _ClassVar[int]
    RETRIEVAL_MODE_FIELD_NUMBER: _ClassVar[int]
    CANDIDATE_COUNT_FIELD_NUMBER: _ClassVar[int]
    SCOPE_FINDING_CODES_FIELD_NUMBER: _ClassVar[int]
    OMITTED_FINDING_CODES_FIELD_NUMBER: _ClassVar[int]
    resolution: ScopeResolution
    evidence: _containers.RepeatedCompositeFieldContainer[_common_pb2.Evidence]
    retrieval_mode: str
    candidate_count: int
    scope_finding_codes: _containers.RepeatedScalarFieldContainer[_common_pb2.FindingCode]
    omitted_finding_codes: _containers.RepeatedScalarFieldContainer[_common_pb2.FindingCode]
    def __init__(self, resolution: _Optional[_Union[ScopeResolution, _Mapping]] = ..., evidence: _Optional[_Iterable[_Union[_common_pb2.Evidence, _Mapping]]] = ..., retrieval_mode: _Optional[str] = ..., candidate_count: _Optional[int] = ..., scope_finding_codes: _Optional[_Iterable[_Union[_common_pb2.FindingCode, str]]] = ..., omitted_finding_codes: _Optional[_Iterable[_Union[_common_pb2.FindingCode, str]]] = ...) -> None: ...
