from google.protobuf import descriptor_pb2 as _descriptor_pb2
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ValueKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    VALUE_KIND_UNSPECIFIED: _ClassVar[ValueKind]
    VALUE_KIND_NAME: _ClassVar[ValueKind]
    VALUE_KIND_PROSE: _ClassVar[ValueKind]
    VALUE_KIND_LOCALE: _ClassVar[ValueKind]
    VALUE_KIND_CATEGORY: _ClassVar[ValueKind]
    VALUE_KIND_DATE: _ClassVar[ValueKind]
    VALUE_KIND_UUID: _ClassVar[ValueKind]
    VALUE_KIND_CORPUS: _ClassVar[ValueKind]
    VALUE_KIND_REASON: _ClassVar[ValueKind]
    VALUE_KIND_VERSION: _ClassVar[ValueKind]
    VALUE_KIND_PAGE_TOKEN: _ClassVar[ValueKind]
VALUE_KIND_UNSPECIFIED: ValueKind
VALUE_KIND_NAME: ValueKind
VALUE_KIND_PROSE: ValueKind
VALUE_KIND_LOCALE: ValueKind
VALUE_KIND_CATEGORY: ValueKind
VALUE_KIND_DATE: ValueKind
VALUE_KIND_UUID: ValueKind
VALUE_KIND_CORPUS: ValueKind
VALUE_KIND_REASON: ValueKind
VALUE_KIND_VERSION: ValueKind
VALUE_KIND_PAGE_TOKEN: ValueKind
FIELD_FIELD_NUMBER: _ClassVar[int]
field: _descriptor.FieldDescriptor

class FieldRules(_message.Message):
    __slots__ = ("required", "max_len", "value", "max_entries", "max_key_len", "max_value_len", "min", "max", "max_items")
    REQUIRED_FIELD_NUMBER: _ClassVar[int]
    MAX_LEN_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    MAX_ENTRIES_FIELD_NUMBER: _ClassVar[int]
    MAX_KEY_LEN_FIELD_NUMBER: _ClassVar[int]
    MAX_VALUE_LEN_FIELD_NUMBER: _ClassVar[int]
    MIN_FIELD_NUMBER: _ClassVar[int]
    MAX_FIELD_NUMBER: _ClassVar[int]
    MAX_ITEMS_FIELD_NUMBER: _ClassVar[int]
    required: bool
    max_len: int
    value: ValueKind
    max_entries: int
    max_key_len: int
    max_value_len: int
    min: float
    max: float
    max_items: int
    def __init__(self, required: _Optional[bool] = ..., max_len: _Optional[int] = ..., value: _Optional[_Union[ValueKind, str]] = ..., max_entries: _Optional[int] = ..., max_key_len: _Optional[int] = ..., max_value_len: _Optional[int] = ..., min: _Optional[float] = ..., max: _Optional[float] = ..., max_items: _Optional[int] = ...) -> None: ...
