from policyreview.v1 import common_pb2 as _common_pb2
from policyreview.v1 import question_pb2 as _question_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class BuildLedgerRequest(_message.Message):
    __slots__ = ("evidence",)
    EVIDENCE_FIELD_NUMBER: _ClassVar[int]
    evidence: _containers.RepeatedCompositeFieldContainer[_common_pb2.Evidence]
    def __init__(self, evidence: _Optional[_Iterable[_Union[_common_pb2.Evidence, _Mapping]]] = ...) -> None: ...

class BuildLedgerResponse(_message.Message):
    __slots__ = ("ledger",)
    LEDGER_FIELD_NUMBER: _ClassVar[int]
    ledger: _common_pb2.Ledger
    def __init__(self, ledger: _Optional[_Union[_common_pb2.Ledger, _Mapping]] = ...) -> None: ...

class ValidateFindingsRequest(_message.Message):
    __slots__ = ("ledger", "findings", "malformed_finding_count", "listing", "scope_finding_codes", "omitted_finding_codes", "rules_edition")
    LEDGER_FIELD_NUMBER: _ClassVar[int]
    FINDINGS_FIELD_NUMBER: _ClassVar[int]
    MALFORMED_FINDING_COUNT_FIELD_NUMBER: _ClassVar[int]
    LISTING_FIELD_NUMBER: _ClassVar[int]
    SCOPE_FINDING_CODES_FIELD_NUMBER: _ClassVar[int]
    OMITTED_FINDING_CODES_FIELD_NUMBER: _ClassVar[int]
    RULES_EDITION_FIELD_NUMBER: _ClassVar[int]
    ledger: _common_pb2.Ledger
    findings: _containers.RepeatedCompositeFieldContainer[_common_pb2.ProposedFinding]
    malformed_finding_count: int
    listing: _common_pb2.Listing
    scope_finding_codes: _containers.RepeatedScalarFieldContainer[_common_pb2.FindingCode]
    omitted_finding_codes: _containers.RepeatedScalarFieldContainer[_common_pb2.FindingCode]
    rules_edition: _common_pb2.RulesEdition
    def __init__(self, ledger: _Optional[_Union[_common_pb2.Ledger, _Mapping]] = ..., findings: _Optional[_Iterable[_Union[_common_pb2.ProposedFinding, _Mapping]]] = ..., malformed_finding_count: _Optional[int] = ..., listing: _Optional[_Union[_common_pb2.Listing, _Mapping]] = ..., scope_finding_codes: _Optional[_Iterable[_Union[_common_pb2.FindingCode, str]]] = ..., omitted_finding_codes: _Optional[_Iterable[_Union[_common_pb2.FindingCode, str]]] = ..., rules_edition: _Optional[_Union[_common_pb2.RulesEdition, _Mapping]] = ...) -> None: ...

class ValidateFindingsResponse(_message.Message):
    __slots__ = ("status", "findings", "evidence", "warnings", "requires_human_review", "rejections")
    STATUS_FIELD_NUMBER: _ClassVar[int]
    FINDINGS_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_FIELD_NUMBER: _ClassVar[int]
    WARNINGS_FIELD_NUMBER: _ClassVar[int]
    REQUIRES_HUMAN_REVIEW_FIELD_NUMBER: _ClassVar[int]
    REJECTIONS_FIELD_NUMBER: _ClassVar[int]
    status: _common_pb2.ReviewStatus
    findings: _containers.RepeatedCompositeFieldContainer[_common_pb2.Finding]
    evidence: _containers.RepeatedCompositeFieldContainer[_common_pb2.EvidenceCitation]
    warnings: _containers.RepeatedCompositeFieldContainer[_common_pb2.ReviewWarning]
    requires_human_review: bool
    rejections: _containers.RepeatedCompositeFieldContainer[_common_pb2.RejectionCount]
    def __init__(self, status: _Optional[_Union[_common_pb2.ReviewStatus, str]] = ..., findings: _Optional[_Iterable[_Union[_common_pb2.Finding, _Mapping]]] = ..., evidence: _Optional[_Iterable[_Union[_common_pb2.EvidenceCitation, _Mapping]]] = ..., warnings: _Optional[_Iterable[_Union[_common_pb2.ReviewWarning, _Mapping]]] = ..., requires_human_review: _Optional[bool] = ..., rejections: _Optional[_Iterable[_Union[_common_pb2.RejectionCount, _Mapping]]] = ...) -> None: ...

class VerifyAnswerRequest(_message.Message):
    __slots__ = ("passages", "answer", "quotes", "claimed_sources")
    PASSAGES_FIELD_NUMBER: _ClassVar[int]
    ANSWER_FIELD_NUMBER: _ClassVar[int]
    QUOTES_FIELD_NUMBER: _ClassVar[int]
    CLAIMED_SOURCES_FIELD_NUMBER: _ClassVar[int]
    passages: _containers.RepeatedCompositeFieldContainer[_question_pb2.NumberedPassage]
    answer: str
    quotes: _containers.RepeatedCompositeFieldContainer[_question_pb2.Quote]
    claimed_sources: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, passages: _Optional[_Iterable[_Union[_question_pb2.NumberedPassage, _Mapping]]] = ..., answer: _Optional[str] = ..., quotes: _Optional[_Iterable[_Union[_question_pb2.Quote, _Mapping]]] = ..., claimed_sources: _Optional[_Iterable[str]] = ...) -> None: ...

class VerifyAnswerResponse(_message.Message):
    __slots__ = ("answer", "quotes", "citations", "warnings", "flagged")
    ANSWER_FIELD_NUMBER: _ClassVar[int]
    QUOTES_FIELD_NUMBER: _ClassVar[int]
    CITATIONS_FIELD_NUMBER: _ClassVar[int]
    WARNINGS_FIELD_NUMBER: _ClassVar[int]
    FLAGGED_FIELD_NUMBER: _ClassVar[int]
    answer: str
    quotes: _containers.RepeatedCompositeFieldContainer[_question_pb2.Quote]
    citations: _containers.RepeatedCompositeFieldContainer[_question_pb2.Citation]
    warnings: _containers.RepeatedCompositeFieldContainer[_question_pb2.AnswerWarning]
    flagged: bool
    def __init__(self, answer: _Optional[str] = ..., quotes: _Optional[_Iterable[_Union[_question_pb2.Quote, _Mapping]]] = ..., citations: _Optional[_Iterable[_Union[_question_pb2.Citation, _Mapping]]] = ..., warnings: _Optional[_Iterable[_Union[_question_pb2.AnswerWarning, _Mapping]]] = ..., flagged: _Optional[bool] = ...) -> None: ...
