from policyreview.v1 import common_pb2 as _common_pb2
from policyreview.v1 import question_pb2 as _question_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ProposeFindingsRequest(_message.Message):
    __slots__ = ("listing", "ledger", "rules_edition", "detections", "detections_rules_id")
    LISTING_FIELD_NUMBER: _ClassVar[int]
    LEDGER_FIELD_NUMBER: _ClassVar[int]
    RULES_EDITION_FIELD_NUMBER: _ClassVar[int]
    DETECTIONS_FIELD_NUMBER: _ClassVar[int]
    DETECTIONS_RULES_ID_FIELD_NUMBER: _ClassVar[int]
    listing: _common_pb2.Listing
    ledger: _common_pb2.Ledger
    rules_edition: _common_pb2.RulesEdition
    detections: _containers.RepeatedCompositeFieldContainer[_common_pb2.Finding]
    detections_rules_id: str
    def __init__(self, listing: _Optional[_Union[_common_pb2.Listing, _Mapping]] = ..., ledger: _Optional[_Union[_common_pb2.Ledger, _Mapping]] = ..., rules_edition: _Optional[_Union[_common_pb2.RulesEdition, _Mapping]] = ..., detections: _Optional[_Iterable[_Union[_common_pb2.Finding, _Mapping]]] = ..., detections_rules_id: _Optional[str] = ...) -> None: ...

class ProposeFindingsResponse(_message.Message):
    __slots__ = ("findings", "malformed_finding_count", "reviewer", "model_id", "prompt_version", "attempts")
    FINDINGS_FIELD_NUMBER: _ClassVar[int]
    MALFORMED_FINDING_COUNT_FIELD_NUMBER: _ClassVar[int]
    REVIEWER_FIELD_NUMBER: _ClassVar[int]
    MODEL_ID_FIELD_NUMBER: _ClassVar[int]
    PROMPT_VERSION_FIELD_NUMBER: _ClassVar[int]
    ATTEMPTS_FIELD_NUMBER: _ClassVar[int]
    findings: _containers.RepeatedCompositeFieldContainer[_common_pb2.ProposedFinding]
    malformed_finding_count: int
    reviewer: str
    model_id: str
    prompt_version: str
    attempts: int
    def __init__(self, findings: _Optional[_Iterable[_Union[_common_pb2.ProposedFinding, _Mapping]]] = ..., malformed_finding_count: _Optional[int] = ..., reviewer: _Optional[str] = ..., model_id: _Optional[str] = ..., prompt_version: _Optional[str] = ..., attempts: _Optional[int] = ...) -> None: ...

class AnswerQuestionRequest(_message.Message):
    __slots__ = ("question", "passages", "history")
    QUESTION_FIELD_NUMBER: _ClassVar[int]
    PASSAGES_FIELD_NUMBER: _ClassVar[int]
    HISTORY_FIELD_NUMBER: _ClassVar[int]
    question: str
    passages: _containers.RepeatedCompositeFieldContainer[_question_pb2.NumberedPassage]
    history: _containers.RepeatedCompositeFieldContainer[_question_pb2.ConversationTurn]
    def __init__(self, question: _Optional[str] = ..., passages: _Optional[_Iterable[_Union[_question_pb2.NumberedPassage, _Mapping]]] = ..., history: _Optional[_Iterable[_Union[_question_pb2.ConversationTurn, _Mapping]]] = ...) -> None: ...

class AnswerQuestionResponse(_message.Message):
    __slots__ = ("answer", "quotes", "claimed_sources", "answerer", "model_id", "extractive", "attempts", "prompt_version")
    ANSWER_FIELD_NUMBER: _ClassVar[int]
    QUOTES_FIELD_NUMBER: _ClassVar[int]
    CLAIMED_SOURCES_FIELD_NUMBER: _ClassVar[int]
    ANSWERER_FIELD_NUMBER: _ClassVar[int]
    MODEL_ID_FIELD_NUMBER: _ClassVar[int]
    EXTRACTIVE_FIELD_NUMBER: _ClassVar[int]
    ATTEMPTS_FIELD_NUMBER: _ClassVar[int]
    PROMPT_VERSION_FIELD_NUMBER: _ClassVar[int]
    answer: str
    quotes: _containers.RepeatedCompositeFieldContainer[_question_pb2.Quote]
    claimed_sources: _containers.RepeatedScalarFieldContainer[str]
    answerer: str
    model_id: str
    extractive: bool
    attempts: int
    prompt_version: str
    def __init__(self, answer: _Optional[str] = ..., quotes: _Optional[_Iterable[_Union[_question_pb2.Quote, _Mapping]]] = ..., claimed_sources: _Optional[_Iterable[str]] = ..., answerer: _Optional[str] = ..., model_id: _Optional[str] = ..., extractive: _Optional[bool] = ..., attempts: _Optional[int] = ..., prompt_version: _Optional[str] = ...) -> None: ...
