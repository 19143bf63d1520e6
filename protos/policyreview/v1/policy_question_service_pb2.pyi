from google.api import annotations_pb2 as _annotations_pb2
from policyreview.v1 import common_pb2 as _common_pb2
from policyreview.v1 import field_rules_pb2 as _field_rules_pb2
from policyreview.v1 import options_pb2 as _options_pb2
from policyreview.v1 import question_pb2 as _question_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class AnswerStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ANSWER_STATUS_UNSPECIFIED: _ClassVar[AnswerStatus]
    ANSWER_STATUS_ANSWERED: _ClassVar[AnswerStatus]
    ANSWER_STATUS_CANNOT_ANSWER: _ClassVar[AnswerStatus]

class CannotAnswerReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CANNOT_ANSWER_REASON_UNSPECIFIED: _ClassVar[CannotAnswerReason]
    CANNOT_ANSWER_REASON_NOTHING_RELEVANT: _ClassVar[CannotAnswerReason]
    CANNOT_ANSWER_REASON_UNKNOWN_CORPUS: _ClassVar[CannotAnswerReason]
    CANNOT_ANSWER_REASON_NO_POLICIES_IN_SCOPE: _ClassVar[CannotAnswerReason]
    CANNOT_ANSWER_REASON_NO_SCOPE_REMEMBERED: _ClassVar[CannotAnswerReason]
ANSWER_STATUS_UNSPECIFIED: AnswerStatus
ANSWER_STATUS_ANSWERED: AnswerStatus
ANSWER_STATUS_CANNOT_ANSWER: AnswerStatus
CANNOT_ANSWER_REASON_UNSPECIFIED: CannotAnswerReason
CANNOT_ANSWER_REASON_NOTHING_RELEVANT: CannotAnswerReason
CANNOT_ANSWER_REASON_UNKNOWN_CORPUS: CannotAnswerReason
CANNOT_ANSWER_REASON_NO_POLICIES_IN_SCOPE: CannotAnswerReason
CANNOT_ANSWER_REASON_NO_SCOPE_REMEMBERED: CannotAnswerReason

class QuestionScope(_message.Message):
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

class AskPolicyQuestionRequest(_message.Message):
    __slots__ = ("question", "scope", "corpus", "conversation_id")
    QUESTION_FIELD_NUMBER: _ClassVar[int]
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    CORPUS_FIELD_NUMBER: _ClassVar[int]
    CONVERSATION_ID_FIELD_NUMBER: _ClassVar[int]
    question: str
    scope: QuestionScope
    corpus: str
    conversation_id: str
    def __init__(self, question: _Optional[str] = ..., scope: _Optional[_Union[QuestionScope, _Mapping]] = ..., corpus: _Optional[str] = ..., conversation_id: _Optional[str] = ...) -> None: ...

class AskPolicyQuestionResponse(_message.Message):
    __slots__ = ("status", "answer", "quotes", "citations", "warnings", "flagged", "answerer", "extractive", "conversation_id", "model_id", "cannot_answer_reason")
    STATUS_FIELD_NUMBER: _ClassVar[int]
    ANSWER_FIELD_NUMBER: _ClassVar[int]
    QUOTES_FIELD_NUMBER: _ClassVar[int]
    CITATIONS_FIELD_NUMBER: _ClassVar[int]
    WARNINGS_FIELD_NUMBER: _ClassVar[int]
    FLAGGED_FIELD_NUMBER: _ClassVar[int]
    ANSWERER_FIELD_NUMBER: _ClassVar[int]
    EXTRACTIVE_FIELD_NUMBER: _ClassVar[int]
    CONVERSATION_ID_FIELD_NUMBER: _ClassVar[int]
    MODEL_ID_FIELD_NUMBER: _ClassVar[int]
    CANNOT_ANSWER_REASON_FIELD_NUMBER: _ClassVar[int]
    status: AnswerStatus
    answer: str
    quotes: _containers.RepeatedCompositeFieldContainer[_question_pb2.Quote]
    citations: _containers.RepeatedCompositeFieldContainer[_question_pb2.Citation]
    warnings: _containers.RepeatedCompositeFieldContainer[_question_pb2.AnswerWarning]
    flagged: bool
    answerer: str
    extractive: bool
    conversation_id: str
    model_id: str
    cannot_answer_reason: CannotAnswerReason
    def __init__(self, status: _Optional[_Union[AnswerStatus, str]] = ..., answer: _Optional[str] = ..., quotes: _Optional[_Iterable[_Union[_question_pb2.Quote, _Mapping]]] = ..., citations: _Optional[_Iterable[_Union[_question_pb2.Citation, _Mapping]]] = ..., warnings: _Optional[_Iterable[_Union[_question_pb2.AnswerWarning, _Mapping]]] = ..., flagged: _Optional[bool] = ..., answerer: _Optional[str] = ..., extractive: _Optional[bool] = ..., conversation_id: _Optional[str] = ..., model_id: _Optional[str] = ..., cannot_answer_reason: _Optional[_Union[CannotAnswerReason, str]] = ...) -> None: ...

class SearchPoliciesRequest(_message.Message):
    __slots__ = ("query", "scope", "corpus")
    QUERY_FIELD_NUMBER: _ClassVar[int]
    SCOPE_FIELD_NUMBER: _ClassVar[int]
    CORPUS_FIELD_NUMBER: _ClassVar[int]
    query: str
    scope: QuestionScope
    corpus: str
    def __init__(self, query: _Optional[str] = ..., scope: _Optional[_Union[QuestionScope, _Mapping]] = ..., corpus: _Optional[str] = ...) -> None: ...

class SearchResult(_message.Message):
    __slots__ = ("rank", "text", "score", "citation", "similarity")
    RANK_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    CITATION_FIELD_NUMBER: _ClassVar[int]
    SIMILARITY_FIELD_NUMBER: _ClassVar[int]
    rank: int
    text: str
    score: float
    citation: _question_pb2.Citation
    similarity: float
    def __init__(self, rank: _Optional[int] = ..., text: _Optional[str] = ..., score: _Optional[float] = ..., citation: _Optional[_Union[_question_pb2.Citation, _Mapping]] = ..., similarity: _Optional[float] = ...) -> None: ...

class SearchPoliciesResponse(_message.Message):
    __slots__ = ("results",)
    RESULTS_FIELD_NUMBER: _ClassVar[int]
    results: _containers.RepeatedCompositeFieldContainer[SearchResult]
    def __init__(self, results: _Optional[_Iterable[_Union[SearchResult, _Mapping]]] = ...) -> None: ...

class DeleteConversationRequest(_message.Message):
    __slots__ = ("conversation_id",)
    CONVERSATION_ID_FIELD_NUMBER: _ClassVar[int]
    conversation_id: str
    def __init__(self, conversation_id: _Optional[str] = ...) -> None: ...

class DeleteConversationResponse(_message.Message):
    __slots__ = ("deleted",)
    DELETED_FIELD_NUMBER: _ClassVar[int]
    deleted: bool
    def __init__(self, deleted: _Optional[bool] = ...) -> None: ...
