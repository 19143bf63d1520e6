from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class AnswerWarningCode(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ANSWER_WARNING_CODE_UNSPECIFIED: _ClassVar[AnswerWarningCode]
    ANSWER_WARNING_CODE_UNVERIFIED_QUOTE: _ClassVar[AnswerWarningCode]
    ANSWER_WARNING_CODE_UNKNOWN_EVIDENCE: _ClassVar[AnswerWarningCode]
    ANSWER_WARNING_CODE_UNVERIFIED_REFERENCE: _ClassVar[AnswerWarningCode]
    ANSWER_WARNING_CODE_MODEL_SOURCES_DISCARDED: _ClassVar[AnswerWarningCode]
    ANSWER_WARNING_CODE_NO_VERIFIED_QUOTE: _ClassVar[AnswerWarningCode]

class ReferenceKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    REFERENCE_KIND_UNSPECIFIED: _ClassVar[ReferenceKind]
    REFERENCE_KIND_URL: _ClassVar[ReferenceKind]
    REFERENCE_KIND_DOMAIN: _ClassVar[ReferenceKind]
    REFERENCE_KIND_PATH: _ClassVar[ReferenceKind]
    REFERENCE_KIND_EVIDENCE_ID: _ClassVar[ReferenceKind]
    REFERENCE_KIND_VERSION: _ClassVar[ReferenceKind]
    REFERENCE_KIND_SECTION: _ClassVar[ReferenceKind]
ANSWER_WARNING_CODE_UNSPECIFIED: AnswerWarningCode
ANSWER_WARNING_CODE_UNVERIFIED_QUOTE: AnswerWarningCode
ANSWER_WARNING_CODE_UNKNOWN_EVIDENCE: AnswerWarningCode
ANSWER_WARNING_CODE_UNVERIFIED_REFERENCE: AnswerWarningCode
ANSWER_WARNING_CODE_MODEL_SOURCES_DISCARDED: AnswerWarningCode
ANSWER_WARNING_CODE_NO_VERIFIED_QUOTE: AnswerWarningCode
REFERENCE_KIND_UNSPECIFIED: ReferenceKind
REFERENCE_KIND_URL: ReferenceKind
REFERENCE_KIND_DOMAIN: ReferenceKind
REFERENCE_KIND_PATH: ReferenceKind
REFERENCE_KIND_EVIDENCE_ID: ReferenceKind
REFERENCE_KIND_VERSION: ReferenceKind
REFERENCE_KIND_SECTION: ReferenceKind

class Passage(_message.Message):
    __slots__ = ("chunk_id", "text", "score", "heading", "policy_id", "policy_version", "section_id", "source_url", "effective_from", "corpus", "path", "line_start", "line_end", "similarity")
    CHUNK_ID_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    HEADING_FIELD_NUMBER: _ClassVar[int]
    POLICY_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    SECTION_ID_FIELD_NUMBER: _ClassVar[int]
    SOURCE_URL_FIELD_NUMBER: _ClassVar[int]
    EFFECTIVE_FROM_FIELD_NUMBER: _ClassVar[int]
    CORPUS_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    LINE_START_FIELD_NUMBER: _ClassVar[int]
    LINE_END_FIELD_NUMBER: _ClassVar[int]
    SIMILARITY_FIELD_NUMBER: _ClassVar[int]
    chunk_id: str
    text: str
    score: float
    heading: str
    policy_id: str
    policy_version: str
    section_id: str
    source_url: str
    effective_from: str
    corpus: str
    path: str
    line_start: int
    line_end: int
    similarity: float
    def __init__(self, chunk_id: _Optional[str] = ..., text: _Optional[str] = ..., score: _Optional[float] = ..., heading: _Optional[str] = ..., policy_id: _Optional[str] = ..., policy_version: _Optional[str] = ..., section_id: _Optional[str] = ..., source_url: _Optional[str] = ..., effective_from: _Optional[str] = ..., corpus: _Optional[str] = ..., path: _Optional[str] = ..., line_start: _Optional[int] = ..., line_end: _Optional[int] = ..., similarity: _Optional[float] = ...) -> None: ...

class NumberedPassage(_message.Message):
    __slots__ = ("evidence_id", "passage")
    EVIDENCE_ID_FIELD_NUMBER: _ClassVar[int]
    PASSAGE_FIELD_NUMBER: _ClassVar[int]
    evidence_id: str
    passage: Passage
    def __init__(self, evidence_id: _Optional[str] = ..., passage: _Optional[_Union[Passage, _Mapping]] = ...) -> None: ...

class Quote(_message.Message):
    __slots__ = ("evidence_id", "text")
    EVIDENCE_ID_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    evidence_id: str
    text: str
    def __init__(self, evidence_id: _Optional[str] = ..., text: _Optional[str] = ...) -> None: ...

class ConversationTurn(_message.Message):
    __slots__ = ("question", "answer")
    QUESTION_FIELD_NUMBER: _ClassVar[int]
    ANSWER_FIELD_NUMBER: _ClassVar[int]
    question: str
    answer: str
    def __init__(self, question: _Optional[str] = ..., answer: _Optional[str] = ...) -> None: ...

class Citation(_message.Message):
    __slots__ = ("evidence_id", "policy_id", "policy_version", "section", "section_id", "source_url", "effective_from", "corpus", "path", "line_start", "line_end")
    EVIDENCE_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_ID_FIELD_NUMBER: _ClassVar[int]
    POLICY_VERSION_FIELD_NUMBER: _ClassVar[int]
    SECTION_FIELD_NUMBER: _ClassVar[int]
    SECTION_ID_FIELD_NUMBER: _ClassVar[int]
    SOURCE_URL_FIELD_NUMBER: _ClassVar[int]
    EFFECTIVE_FROM_FIELD_NUMBER: _ClassVar[int]
    CORPUS_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    LINE_START_FIELD_NUMBER: _ClassVar[int]
    LINE_END_FIELD_NUMBER: _ClassVar[int]
    evidence_id: str
    policy_id: str
    policy_version: str
    section: str
    section_id: str
    source_url: str
    effective_from: str
    corpus: str
    path: str
    line_start: int
    line_end: int
    def __init__(self, evidence_id: _Optional[str] = ..., policy_id: _Optional[str] = ..., policy_version: _Optional[str] = ..., section: _Optional[str] = ..., section_id: _Optional[str] = ..., source_url: _Optional[str] = ..., effective_from: _Optional[str] = ..., corpus: _Optional[str] = ..., path: _Optional[str] = ..., line_start: _Optional[int] = ..., line_end: _Optional[int] = ...) -> None: ...

class AnswerWarning(_message.Message):
    __slots__ = ("code", "evidence_id", "subject", "reference_kind")
    CODE_FIELD_NUMBER: _ClassVar[int]
    EVIDENCE_ID_FIELD_NUMBER: _ClassVar[int]
    SUBJECT_FIELD_NUMBER: _ClassVar[int]
    REFERENCE_KIND_FIELD_NUMBER: _ClassVar[int]
    code: AnswerWarningCode
    evidence_id: str
    subject: str
    reference_kind: ReferenceKind
    def __init__(self, code: _Optional[_Union[AnswerWarningCode, str]] = ..., evidence_id: _Optional[str] = ..., subject: _Optional[str] = ..., reference_kind: _Optional[_Union[ReferenceKind, str]] = ...) -> None: ...
