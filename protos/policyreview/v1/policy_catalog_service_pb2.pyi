from google.api import annotations_pb2 as _annotations_pb2
from policyreview.v1 import common_pb2 as _common_pb2
from policyreview.v1 import field_rules_pb2 as _field_rules_pb2
from policyreview.v1 import options_pb2 as _options_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ListPolicyReleasesRequest(_message.Message):
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

class ListPolicyReleasesResponse(_message.Message):
    __slots__ = ("releases", "date")
    RELEASES_FIELD_NUMBER: _ClassVar[int]
    DATE_FIELD_NUMBER: _ClassVar[int]
    releases: _containers.RepeatedCompositeFieldContainer[_common_pb2.CatalogRelease]
    date: str
    def __init__(self, releases: _Optional[_Iterable[_Union[_common_pb2.CatalogRelease, _Mapping]]] = ..., date: _Optional[str] = ...) -> None: ...

class GetPolicyReleaseRequest(_message.Message):
    __slots__ = ("release_id",)
    RELEASE_ID_FIELD_NUMBER: _ClassVar[int]
    release_id: str
    def __init__(self, release_id: _Optional[str] = ...) -> None: ...

class GetPolicyReleaseResponse(_message.Message):
    __slots__ = ("release", "sections")
    RELEASE_FIELD_NUMBER: _ClassVar[int]
    SECTIONS_FIELD_NUMBER: _ClassVar[int]
    release: _common_pb2.CatalogRelease
    sections: _containers.RepeatedCompositeFieldContainer[_common_pb2.CatalogSection]
    def __init__(self, release: _Optional[_Union[_common_pb2.CatalogRelease, _Mapping]] = ..., sections: _Optional[_Iterable[_Union[_common_pb2.CatalogSection, _Mapping]]] = ...) -> None: ...
