from google.api import annotations_pb2 as _annotations_pb2
from policyreview.v1 import common_pb2 as _common_pb2
from policyreview.v1 import field_rules_pb2 as _field_rules_pb2
from policyreview.v1 import options_pb2 as _options_pb2
from policyreview.v1 import policy_review_service_pb2 as _policy_review_service_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ReviewCaseState(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    REVIEW_CASE_STATE_UNSPECIFIED: _ClassVar[ReviewCaseState]
    OPEN: _ClassVar[ReviewCaseState]
    CLAIMED: _ClassVar[ReviewCaseState]
    DECIDED: _ClassVar[ReviewCaseState]

class FindingVerdict(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    FINDING_VERDICT_UNSPECIFIED: _ClassVar[FindingVerdict]
    CONFIRMED: _ClassVar[FindingVerdict]
    REJECTED: _ClassVar[FindingVerdict]

class CaseOutcome(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CASE_OUTCOME_UNSPECIFIED: _ClassVar[CaseOutcome]
    VIOLATION: _ClassVar[CaseOutcome]
    NO_VIOLATION: _ClassVar[CaseOutcome]

class CaseEventKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CASE_EVENT_KIND_UNSPECIFIED: _ClassVar[CaseEventKind]
    CASE_OPENED: _ClassVar[CaseEventKind]
    CASE_CLAIMED: _ClassVar[CaseEventKind]
    CASE_DECIDED: _ClassVar[CaseEventKind]
    CASE_REOPENED: _ClassVar[CaseEventKind]
REVIEW_CASE_STATE_UNSPECIFIED: ReviewCaseState
OPEN: ReviewCaseState
CLAIMED: ReviewCaseState
DECIDED: ReviewCaseState
FINDING_VERDICT_UNSPECIFIED: FindingVerdict
CONFIRMED: FindingVerdict
REJECTED: FindingVerdict
CASE_OUTCOME_UNSPECIFIED: CaseOutcome
VIOLATION: CaseOutcome
NO_VIOLATION: CaseOutcome
CASE_EVENT_KIND_UNSPECIFIED: CaseEventKind
CASE_OPENED: CaseEventKind
CASE_CLAIMED: CaseEventKind
CASE_DECIDED: CaseEventKind
CASE_REOPENED: CaseEventKind

class ReviewCase(_message.Message):
    __slots__ = ("case_id", "review_id", "listing_id", "marketplace", "locale", "category", "status", "finding_codes", "state", "queued_at", "holder", "lease_expires_at", "version", "outcome", "appeals", "warning_codes")
    CASE_ID_FIELD_NUMBER: _ClassVar[int]
    REVIEW_ID_FIELD_NUMBER: _ClassVar[int]
    LISTING_ID_FIELD_NUMBER: _ClassVar[int]
    MARKETPLACE_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    CATEGORY_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    FINDING_CODES_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    QUEUED_AT_FIELD_NUMBER: _ClassVar[int]
    HOLDER_FIELD_NUMBER: _ClassVar[int]
    LEASE_EXPIRES_AT_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    APPEALS_FIELD_NUMBER: _ClassVar[int]
    WARNING_CODES_FIELD_NUMBER: _ClassVar[int]
    case_id: str
    review_id: str
    listing_id: str
    marketplace: _common_pb2.Marketplace
    locale: str
    category: str
    status: _common_pb2.ReviewStatus
    finding_codes: _containers.RepeatedScalarFieldContainer[_common_pb2.FindingCode]
    state: ReviewCaseState
    queued_at: str
    holder: str
    lease_expires_at: str
    version: int
    outcome: CaseOutcome
    appeals: int
    warning_codes: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, case_id: _Optional[str] = ..., review_id: _Optional[str] = ..., listing_id: _Optional[str] = ..., marketplace: _Optional[_Union[_common_pb2.Marketplace, str]] = ..., locale: _Optional[str] = ..., category: _Optional[str] = ..., status: _Optional[_Union[_common_pb2.ReviewStatus, str]] = ..., finding_codes: _Optional[_Iterable[_Union[_common_pb2.FindingCode, str]]] = ..., state: _Optional[_Union[ReviewCaseState, str]] = ..., queued_at: _Optional[str] = ..., holder: _Optional[str] = ..., lease_expires_at: _Optional[str] = ..., version: _Optional[int] = ..., outcome: _Optional[_Union[CaseOutcome, str]] = ..., appeals: _Optional[int] = ..., warning_codes: _Optional[_Iterable[str]] = ...) -> None: ...

class ListReviewCasesRequest(_message.Message):
    __slots__ = ("state", "marketplace", "locale", "finding_code", "page_size", "page_token")
    STATE_FIELD_NUMBER: _ClassVar[int]
    MARKETPLACE_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    FINDING_CODE_FIELD_NUMBER: _ClassVar[int]
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    state: ReviewCaseState
    marketplace: _common_pb2.Marketplace
    locale: str
    finding_code: _common_pb2.FindingCode
    page_size: int
    page_token: str
    def __init__(self, state: _Optional[_Union[ReviewCaseState, str]] = ..., marketplace: _Optional[_Union[_common_pb2.Marketplace, str]] = ..., locale: _Optional[str] = ..., finding_code: _Optional[_Union[_common_pb2.FindingCode, str]] = ..., page_size: _Optional[int] = ..., page_token: _Optional[str] = ...) -> None: ...

class ListReviewCasesResponse(_message.Message):
    __slots__ = ("cases", "next_page_token", "total")
    CASES_FIELD_NUMBER: _ClassVar[int]
    NEXT_PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    cases: _containers.RepeatedCompositeFieldContainer[ReviewCase]
    next_page_token: str
    total: int
    def __init__(self, cases: _Optional[_Iterable[_Union[ReviewCase, _Mapping]]] = ..., next_page_token: _Optional[str] = ..., total: _Optional[int] = ...) -> None: ...

class GetReviewCaseRequest(_message.Message):
    __slots__ = ("case_id",)
    CASE_ID_FIELD_NUMBER: _ClassVar[int]
    case_id: str
    def __init__(self, case_id: _Optional[str] = ...) -> None: ...

class FindingDecision(_message.Message):
    __slots__ = ("finding_index", "code", "verdict", "reason")
    FINDING_INDEX_FIELD_NUMBER: _ClassVar[int]
    CODE_FIELD_NUMBER: _ClassVar[int]
    VERDICT_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    finding_index: int
    code: _common_pb2.FindingCode
    verdict: FindingVerdict
    reason: str
    def __init__(self, finding_index: _Optional[int] = ..., code: _Optional[_Union[_common_pb2.FindingCode, str]] = ..., verdict: _Optional[_Union[FindingVerdict, str]] = ..., reason: _Optional[str] = ...) -> None: ...

class AddedFinding(_message.Message):
    __slots__ = ("code", "release_id", "section_id", "reason")
    CODE_FIELD_NUMBER: _ClassVar[int]
    RELEASE_ID_FIELD_NUMBER: _ClassVar[int]
    SECTION_ID_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    code: _common_pb2.FindingCode
    release_id: str
    section_id: str
    reason: str
    def __init__(self, code: _Optional[_Union[_common_pb2.FindingCode, str]] = ..., release_id: _Optional[str] = ..., section_id: _Optional[str] = ..., reason: _Optional[str] = ...) -> None: ...

class CaseDecision(_message.Message):
    __slots__ = ("findings", "added", "outcome", "note", "decided_by", "decided_at")
    FINDINGS_FIELD_NUMBER: _ClassVar[int]
    ADDED_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    NOTE_FIELD_NUMBER: _ClassVar[int]
    DECIDED_BY_FIELD_NUMBER: _ClassVar[int]
    DECIDED_AT_FIELD_NUMBER: _ClassVar[int]
    findings: _containers.RepeatedCompositeFieldContainer[FindingDecision]
    added: _containers.RepeatedCompositeFieldContainer[AddedFinding]
    outcome: CaseOutcome
    note: str
    decided_by: str
    decided_at: str
    def __init__(self, findings: _Optional[_Iterable[_Union[FindingDecision, _Mapping]]] = ..., added: _Optional[_Iterable[_Union[AddedFinding, _Mapping]]] = ..., outcome: _Optional[_Union[CaseOutcome, str]] = ..., note: _Optional[str] = ..., decided_by: _Optional[str] = ..., decided_at: _Optional[str] = ...) -> None: ...

class GetReviewCaseResponse(_message.Message):
    __slots__ = ("case", "record", "decision")
    CASE_FIELD_NUMBER: _ClassVar[int]
    RECORD_FIELD_NUMBER: _ClassVar[int]
    DECISION_FIELD_NUMBER: _ClassVar[int]
    case: ReviewCase
    record: _policy_review_service_pb2.PolicyReviewRecord
    decision: CaseDecision
    def __init__(self, case: _Optional[_Union[ReviewCase, _Mapping]] = ..., record: _Optional[_Union[_policy_review_service_pb2.PolicyReviewRecord, _Mapping]] = ..., decision: _Optional[_Union[CaseDecision, _Mapping]] = ...) -> None: ...

class ClaimReviewCaseRequest(_message.Message):
    __slots__ = ("case_id",)
    CASE_ID_FIELD_NUMBER: _ClassVar[int]
    case_id: str
    def __init__(self, case_id: _Optional[str] = ...) -> None: ...

class ClaimReviewCaseResponse(_message.Message):
    __slots__ = ("case",)
    CASE_FIELD_NUMBER: _ClassVar[int]
    case: ReviewCase
    def __init__(self, case: _Optional[_Union[ReviewCase, _Mapping]] = ...) -> None: ...

class ClaimNextReviewCaseRequest(_message.Message):
    __slots__ = ("marketplace", "locale", "finding_code")
    MARKETPLACE_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    FINDING_CODE_FIELD_NUMBER: _ClassVar[int]
    marketplace: _common_pb2.Marketplace
    locale: str
    finding_code: _common_pb2.FindingCode
    def __init__(self, marketplace: _Optional[_Union[_common_pb2.Marketplace, str]] = ..., locale: _Optional[str] = ..., finding_code: _Optional[_Union[_common_pb2.FindingCode, str]] = ...) -> None: ...

class ClaimNextReviewCaseResponse(_message.Message):
    __slots__ = ("case",)
    CASE_FIELD_NUMBER: _ClassVar[int]
    case: ReviewCase
    def __init__(self, case: _Optional[_Union[ReviewCase, _Mapping]] = ...) -> None: ...

class DecideReviewCaseRequest(_message.Message):
    __slots__ = ("case_id", "expected_version", "findings", "added", "outcome", "note")
    CASE_ID_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    FINDINGS_FIELD_NUMBER: _ClassVar[int]
    ADDED_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    NOTE_FIELD_NUMBER: _ClassVar[int]
    case_id: str
    expected_version: int
    findings: _containers.RepeatedCompositeFieldContainer[FindingDecision]
    added: _containers.RepeatedCompositeFieldContainer[AddedFinding]
    outcome: CaseOutcome
    note: str
    def __init__(self, case_id: _Optional[str] = ..., expected_version: _Optional[int] = ..., findings: _Optional[_Iterable[_Union[FindingDecision, _Mapping]]] = ..., added: _Optional[_Iterable[_Union[AddedFinding, _Mapping]]] = ..., outcome: _Optional[_Union[CaseOutcome, str]] = ..., note: _Optional[str] = ...) -> None: ...

class DecideReviewCaseResponse(_message.Message):
    __slots__ = ("case",)
    CASE_FIELD_NUMBER: _ClassVar[int]
    case: ReviewCase
    def __init__(self, case: _Optional[_Union[ReviewCase, _Mapping]] = ...) -> None: ...

class ReopenReviewCaseRequest(_message.Message):
    __slots__ = ("case_id", "expected_version", "reason")
    CASE_ID_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    case_id: str
    expected_version: int
    reason: str
    def __init__(self, case_id: _Optional[str] = ..., expected_version: _Optional[int] = ..., reason: _Optional[str] = ...) -> None: ...

class ReopenReviewCaseResponse(_message.Message):
    __slots__ = ("case",)
    CASE_FIELD_NUMBER: _ClassVar[int]
    case: ReviewCase
    def __init__(self, case: _Optional[_Union[ReviewCase, _Mapping]] = ...) -> None: ...

class GetReviewCaseHistoryRequest(_message.Message):
    __slots__ = ("case_id",)
    CASE_ID_FIELD_NUMBER: _ClassVar[int]
    case_id: str
    def __init__(self, case_id: _Optional[str] = ...) -> None: ...

class CaseEvent(_message.Message):
    __slots__ = ("sequence", "kind", "actor", "at", "decision", "reason")
    SEQUENCE_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    ACTOR_FIELD_NUMBER: _ClassVar[int]
    AT_FIELD_NUMBER: _ClassVar[int]
    DECISION_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    sequence: int
    kind: CaseEventKind
    actor: str
    at: str
    decision: CaseDecision
    reason: str
    def __init__(self, sequence: _Optional[int] = ..., kind: _Optional[_Union[CaseEventKind, str]] = ..., actor: _Optional[str] = ..., at: _Optional[str] = ..., decision: _Optional[_Union[CaseDecision, _Mapping]] = ..., reason: _Optional[str] = ...) -> None: ...

class GetReviewCaseHistoryResponse(_message.Message):
    __slots__ = ("events",)
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    events: _containers.RepeatedCompositeFieldContainer[CaseEvent]
    def __init__(self, events: _Optional[_Iterable[_Union[CaseEvent, _Mapping]]] = ...) -> None: ...

class GetReviewDeskFiguresRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class CodeAgreement(_message.Message):
    __slots__ = ("code", "confirmed", "rejected", "precision", "added")
    CODE_FIELD_NUMBER: _ClassVar[int]
    CONFIRMED_FIELD_NUMBER: _ClassVar[int]
    REJECTED_FIELD_NUMBER: _ClassVar[int]
    PRECISION_FIELD_NUMBER: _ClassVar[int]
    ADDED_FIELD_NUMBER: _ClassVar[int]
    code: _common_pb2.FindingCode
    confirmed: int
    rejected: int
    precision: float
    added: int
    def __init__(self, code: _Optional[_Union[_common_pb2.FindingCode, str]] = ..., confirmed: _Optional[int] = ..., rejected: _Optional[int] = ..., precision: _Optional[float] = ..., added: _Optional[int] = ...) -> None: ...

class QueuePoint(_message.Message):
    __slots__ = ("at", "depth", "oldest_age_seconds")
    AT_FIELD_NUMBER: _ClassVar[int]
    DEPTH_FIELD_NUMBER: _ClassVar[int]
    OLDEST_AGE_SECONDS_FIELD_NUMBER: _ClassVar[int]
    at: str
    depth: int
    oldest_age_seconds: float
    def __init__(self, at: _Optional[str] = ..., depth: _Optional[int] = ..., oldest_age_seconds: _Optional[float] = ...) -> None: ...

class GetReviewDeskFiguresResponse(_message.Message):
    __slots__ = ("queue_depth", "oldest_age_seconds", "decided", "median_seconds_to_decision", "codes", "queue")
    QUEUE_DEPTH_FIELD_NUMBER: _ClassVar[int]
    OLDEST_AGE_SECONDS_FIELD_NUMBER: _ClassVar[int]
    DECIDED_FIELD_NUMBER: _ClassVar[int]
    MEDIAN_SECONDS_TO_DECISION_FIELD_NUMBER: _ClassVar[int]
    CODES_FIELD_NUMBER: _ClassVar[int]
    QUEUE_FIELD_NUMBER: _ClassVar[int]
    queue_depth: int
    oldest_age_seconds: float
    decided: int
    median_seconds_to_decision: float
    codes: _containers.RepeatedCompositeFieldContainer[CodeAgreement]
    queue: _containers.RepeatedCompositeFieldContainer[QueuePoint]
    def __init__(self, queue_depth: _Optional[int] = ..., oldest_age_seconds: _Optional[float] = ..., decided: _Optional[int] = ..., median_seconds_to_decision: _Optional[float] = ..., codes: _Optional[_Iterable[_Union[CodeAgreement, _Mapping]]] = ..., queue: _Optional[_Iterable[_Union[QueuePoint, _Mapping]]] = ...) -> None: ...
