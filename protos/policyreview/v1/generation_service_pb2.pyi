from policyreview.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ProposeFindingsRequest(_message.Message):
    __slots__ = ("listing", "ledger")
    LISTING_FIELD_NUMBER: _ClassVar[int]
    LEDGER_FIELD_NUMBER: _ClassVar[int]
    listing: _common_pb2.Listing
    ledger: _common_pb2.Ledger
    def __init__(self, listing: _Optional[_Union[_common_pb2.Listing, _Mapping]] = ..., ledger: _Optional[_Union[_common_pb2.Ledger, _Mapping]] = ...) -> None: ...

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
