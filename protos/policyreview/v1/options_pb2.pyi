from google.protobuf import descriptor_pb2 as _descriptor_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class CallerRole(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CALLER_ROLE_UNSPECIFIED: _ClassVar[CallerRole]
    CALLER_ROLE_CALLER: _ClassVar[CallerRole]
    CALLER_ROLE_REVIEWER: _ClassVar[CallerRole]
    CALLER_ROLE_ADMIN: _ClassVar[CallerRole]
CALLER_ROLE_UNSPECIFIED: CallerRole
CALLER_ROLE_CALLER: CallerRole
CALLER_ROLE_REVIEWER: CallerRole
CALLER_ROLE_ADMIN: CallerRole
GATEWAY_FIELD_NUMBER: _ClassVar[int]
gateway: _descriptor.FieldDescriptor

class GatewayRpc(_message.Message):
    __slots__ = ("roles", "result", "errors", "console", "admission")
    ROLES_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    ERRORS_FIELD_NUMBER: _ClassVar[int]
    CONSOLE_FIELD_NUMBER: _ClassVar[int]
    ADMISSION_FIELD_NUMBER: _ClassVar[int]
    roles: _containers.RepeatedScalarFieldContainer[CallerRole]
    result: str
    errors: _containers.RepeatedScalarFieldContainer[str]
    console: bool
    admission: bool
    def __init__(self, roles: _Optional[_Iterable[_Union[CallerRole, str]]] = ..., result: _Optional[str] = ..., errors: _Optional[_Iterable[str]] = ..., console: _Optional[bool] = ..., admission: _Optional[bool] = ...) -> None: ...
