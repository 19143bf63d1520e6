"""REST/JSON transcoding driven by the proto: routes from google.api.http options, bodies via json_format.

JSON uses the proto fields' lowerCamelCase names. Parsing is stricter than json_format alone: enums must be
their names (not numbers), doubles a JSON number or a plain unsigned decimal string, and every problem is reported
against the field it concerns without echoing the value.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from google.api import annotations_pb2
from google.protobuf import json_format, message_factory
from google.protobuf.descriptor import Descriptor, FieldDescriptor, MethodDescriptor, ServiceDescriptor
from google.protobuf.message import Message

from services.errors import FieldViolation, invalid_request
from services.field_rules import INTEGER_TYPES

M = TypeVar("M", bound=Message)

BODY = "body"
_PATTERNS = ("get", "put", "post", "delete", "patch")
# A plain, unsigned decimal string whose value is always a finite double: no sign (prices are never
# negative), no exponent and at most 15 integer digits, so the schema and this parser agree on every string.
DECIMAL_PATTERN = r"^(0|[1-9][0-9]{0,14})(\.[0-9]+)?$"
_DECIMAL = re.compile(DECIMAL_PATTERN)
_INTEGER = re.compile(r"^-?(0|[1-9][0-9]*)$")
_PATH_FIELD = re.compile(r"\{([a-z][a-z0-9_]*)\}")
# Unknown keys are named back to the caller only when they look like a field name.
_IDENTIFIER = re.compile(r"^[A-Za-z][A-Za-z0-9_]{0,63}$")
_FLOATS = (FieldDescriptor.TYPE_DOUBLE, FieldDescriptor.TYPE_FLOAT)


RequestRules = Callable[[Any], Sequence[FieldViolation]]
# A request message's own rules (limits, scope values), registered by its use case beside the validation it
# runs on every call: a REST request with a malformed field is still checked against them, so one answer
# names every offending field instead of only the ones this decoder found first.
_REQUEST_RULES: dict[str, RequestRules] = {}


def register_request_rules(message_type: type[M], rules: Callable[[M], Sequence[FieldViolation]]) -> None:
    _REQUEST_RULES[message_type.DESCRIPTOR.full_name] = rules


@dataclass(frozen=True)
class HttpRoute:
    """One google.api.http rule of an RPC."""

    http_method: str
    path: str
    method: MethodDescriptor
    # "*": the request is the JSON body; "": no body, fields come from the path and the query string.
    body: str = "*"
    # Request fields bound to a path segment ({release_id}).
    path_fields: tuple[str, ...] = ()


def http_routes(service: ServiceDescriptor) -> list[HttpRoute]:
    """The service's REST routes, read from its methods' google.api.http options (the one source of truth)."""
    routes = []
    for method in service.methods:
        options = method.GetOptions()
        if not options.HasExtension(annotations_pb2.http):
            continue
        rule = options.Extensions[annotations_pb2.http]
        pattern = rule.WhichOneof("pattern")
        if pattern == "custom":
            verb, path = rule.custom.kind.upper(), rule.custom.path
        elif pattern in _PATTERNS:
            verb, path = pattern.upper(), getattr(rule, pattern)
        else:
            continue
        # Only what our protos use is supported; anything else must fail loudly at start-up, not mis-route:
        # a JSON body for POST (with top-level string fields from simple path segments, as in
        # /api/review-cases/{case_id}:claim), or for GET and DELETE no body and top-level scalar fields from
        # simple path segments ({field}) and the query string.
        path_fields = tuple(_PATH_FIELD.findall(path))
        bodyless = verb in ("GET", "DELETE") and rule.body == ""
        simple_path = path.count("{") == len(path_fields) and all(
            name in method.input_type.fields_by_name for name in path_fields
        )
        string_path = all(
            method.input_type.fields_by_name[name].type == FieldDescriptor.TYPE_STRING
            for name in path_fields
            if name in method.input_type.fields_by_name
        )
        with_body = verb == "POST" and rule.body == "*" and string_path
        if rule.additional_bindings or not simple_path or not (bodyless or with_body):
            raise ValueError(f"unsupported google.api.http rule on {method.full_name}")
        routes.append(HttpRoute(verb, path, method, rule.body, path_fields))
    return routes


def router_path(path: str) -> str:
    """The route's path for aiohttp: a path field never holds "/" or ":", so ``{case_id}`` does not swallow a
    custom verb (``/api/review-cases/{case_id}:claim`` is another resource than ``{case_id}``)."""
    return _PATH_FIELD.sub(lambda match: "{" + match.group(1) + ":[^/:]+}", path)


def parse_query(query: Sequence[tuple[str, str]], path: Mapping[str, str], message_type: type[M]) -> M:
    """A bodyless request from its path segments and query string; the same checks as a JSON body.

    Query values are strings; booleans are "true"/"false". A repeated key is a violation, like a
    repeated JSON key. Raises INVALID_REQUEST naming each offending field (proto names).
    """
    fields = _fields_by_any_name(message_type.DESCRIPTOR)
    document: dict[str, Any] = {}
    repeated: list[FieldViolation] = []
    for key, value in [*query, *path.items()]:
        field = fields.get(key)
        if key in document or (field is not None and (field.name in document or field.json_name in document)):
            name = field.name if field is not None else key
            if all(violation.field != name for violation in repeated):
                repeated.append(FieldViolation(name, "must not repeat a key"))
            continue
        if field is not None and field.type == FieldDescriptor.TYPE_BOOL:
            document[key] = {"true": True, "false": False}.get(value, value)
        else:
            document[key] = value
    return parse_document(document, message_type, repeated)


def is_map(field: FieldDescriptor) -> bool:
    return field.message_type is not None and field.message_type.GetOptions().map_entry


def enum_names(field: FieldDescriptor) -> list[str]:
    """Accepted enum names: every value except the *_UNSPECIFIED zero value."""
    assert field.enum_type is not None
    return [value.name for value in field.enum_type.values if value.number != 0]


class _DuplicateKey(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__("duplicate key")
        self.key = key


def _object_without_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    document: dict[str, Any] = {}
    for key, value in pairs:
        if key in document:
            raise _DuplicateKey(key)
        document[key] = value
    return document


def _reject_constant(name: str) -> Any:
    # json.loads accepts NaN / Infinity literals, which are not JSON.
    raise ValueError("not JSON")


def _scalar_problem(field: FieldDescriptor, value: Any) -> str | None:
    kind = field.type
    if kind == FieldDescriptor.TYPE_STRING:
        return None if isinstance(value, str) else "must be a string"
    if kind == FieldDescriptor.TYPE_BOOL:
        return None if isinstance(value, bool) else "must be true or false"
    if kind == FieldDescriptor.TYPE_ENUM:
        names = enum_names(field)
        return None if isinstance(value, str) and value in names else "must be one of " + ", ".join(names)
    if kind in _FLOATS:
        if isinstance(value, bool) or not isinstance(value, int | float | str):
            return "must be a number or a numeric string"
        if isinstance(value, str) and not _DECIMAL.fullmatch(value):
            return "must be a number or a numeric string"
        try:
            finite = math.isfinite(float(value))
        except OverflowError:
            finite = False
        return None if finite else "must be a finite number"
    if kind in INTEGER_TYPES:
        if isinstance(value, bool) or not (
            isinstance(value, int) or (isinstance(value, str) and _INTEGER.fullmatch(value))
        ):
            return "must be an integer"
        return None
    if kind == FieldDescriptor.TYPE_MESSAGE:
        return None if isinstance(value, dict) else "must be an object"
    return None


def _type_problem(field: FieldDescriptor, value: Any) -> str | None:
    if is_map(field):
        assert field.message_type is not None
        entry_value = field.message_type.fields_by_name["value"]
        if not isinstance(value, dict):
            return "must be an object"
        problems = sorted(p for p in (_scalar_problem(entry_value, item) for item in value.values()) if p)
        return f"values {problems[0]}" if problems else None
    if field.is_repeated:
        if not isinstance(value, list):
            return "must be an array"
        problems = sorted(p for p in (_scalar_problem(field, item) for item in value) if p)
        return f"items {problems[0]}" if problems else None
    return _scalar_problem(field, value)


def parse_json(raw: bytes, message_type: type[M], path: Mapping[str, str] | None = None) -> M:
    """Parses a request body, plus the fields its path binds; raises INVALID_REQUEST naming each offending field
    (proto names). A body that also sets a path-bound field is a violation: the path is the one source."""
    try:
        document = json.loads(
            raw.decode("utf-8"), object_pairs_hook=_object_without_duplicates, parse_constant=_reject_constant
        )
    except UnicodeDecodeError:
        raise invalid_request([FieldViolation(BODY, "must be JSON encoded as UTF-8")]) from None
    except _DuplicateKey as duplicate:
        known = _fields_by_any_name(message_type.DESCRIPTOR).get(duplicate.key)
        name = known.name if known is not None else BODY
        raise invalid_request([FieldViolation(name, "must not repeat a key")]) from None
    except (ValueError, RecursionError):
        raise invalid_request([FieldViolation(BODY, "must be valid JSON")]) from None
    if not isinstance(document, dict):
        raise invalid_request([FieldViolation(BODY, "must be a JSON object")])
    if path:
        fields = _fields_by_any_name(message_type.DESCRIPTOR)
        named = {fields[key].name for key in document if key in fields}
        repeated = sorted(name for name in path if name in named)
        if repeated:
            raise invalid_request([FieldViolation(name, "is given by the path, not the body") for name in repeated])
        document.update(path)
    return parse_document(document, message_type)


def parse_document(document: dict[str, Any], message_type: type[M], earlier: Sequence[FieldViolation] = ()) -> M:
    """Checks a decoded JSON object field by field, then builds the message; raises INVALID_REQUEST.

    With any violation, the fields that did decode are also checked against the message's registered
    rules, so the answer names every offending field at once (``earlier``: the caller's own findings).
    """
    violations = [*earlier, *_violations(document, message_type.DESCRIPTOR, "")]
    if violations:
        raise invalid_request([*violations, *_rule_violations(document, message_type, violations)])
    message = message_type()
    try:
        json_format.ParseDict(document, message, ignore_unknown_fields=False)
    except (json_format.ParseError, ValueError, TypeError, OverflowError):
        raise invalid_request([FieldViolation(BODY, "has an invalid value")]) from None
    return message


def _rule_violations(
    document: dict[str, Any], message_type: type[M], found: Sequence[FieldViolation]
) -> list[FieldViolation]:
    """The registered rules' violations of the fields not already named (those are left out of the check)."""
    rules = _REQUEST_RULES.get(message_type.DESCRIPTOR.full_name)
    if rules is None:
        return []
    fields = _fields_by_any_name(message_type.DESCRIPTOR)
    named = {violation.field.split(".")[0].split("[")[0] for violation in found}
    sound = {key: value for key, value in document.items() if key in fields and fields[key].name not in named}
    message = message_type()
    try:
        json_format.ParseDict(sound, message, ignore_unknown_fields=False)
    except (json_format.ParseError, ValueError, TypeError, OverflowError):
        return []
    return [violation for violation in rules(message) if violation.field.split(".")[0] not in named]


def _violations(document: dict[str, Any], descriptor: Any, prefix: str) -> list[FieldViolation]:
    """Every problem of one JSON object against its message, nested messages included (``scope.review_date``)."""
    fields = _fields_by_any_name(descriptor)
    violations: list[FieldViolation] = []
    seen: set[str] = set()
    for key, value in document.items():
        field = fields.get(key)
        if field is None:
            name = f"{prefix}{key}" if _IDENTIFIER.fullmatch(key) else (prefix.rstrip(".") or BODY)
            violations.append(FieldViolation(name, "is not a known field"))
            continue
        name = f"{prefix}{field.name}"
        if field.name in seen:
            violations.append(FieldViolation(name, "must be given once (JSON or proto name, not both)"))
            continue
        seen.add(field.name)
        if value is None:
            # proto3 JSON would read null as "unset"; the OpenAPI document types every field, and a
            # caller sending null for a boolean or a required string has a bug worth naming.
            violations.append(FieldViolation(name, "must not be null"))
            continue
        problem = _type_problem(field, value)
        if problem is None and _is_message(field):
            # A nested object gets the same field-by-field checks (null, type, unknown keys) as the body.
            assert field.message_type is not None
            violations.extend(_violations(value, field.message_type, f"{name}."))
            continue
        if problem is None:
            try:
                json_format.ParseDict({key: value}, message_factory.GetMessageClass(descriptor)())
            except (json_format.ParseError, ValueError, TypeError, OverflowError):
                problem = "has an invalid value"
        if problem is not None:
            violations.append(FieldViolation(name, problem))
    return violations


def _is_message(field: FieldDescriptor) -> bool:
    return field.type == FieldDescriptor.TYPE_MESSAGE and not field.is_repeated and not is_map(field)


def _fields_by_any_name(descriptor: Any) -> dict[str, FieldDescriptor]:
    """json_format accepts both the lowerCamelCase JSON name and the proto name; so do we."""
    fields: dict[str, FieldDescriptor] = {field.name: field for field in descriptor.fields}
    fields.update({field.json_name: field for field in descriptor.fields})
    return fields


def to_json(message: Message) -> dict[str, Any]:
    """The public JSON form: lowerCamelCase names, every field present (empty lists, false, zero)."""
    return json_format.MessageToDict(
        message, always_print_fields_with_no_presence=True, preserving_proto_field_name=False
    )


def json_field_path(descriptor: Any) -> Callable[[str], str]:
    """Renders a violation's proto field path (``listing_id``, ``attributes``) with JSON names (``listingId``)."""

    def render(path: str) -> str:
        current: Descriptor | None = descriptor
        parts = []
        for part in path.split("."):
            name, bracket, rest = part.partition("[")
            field = current.fields_by_name.get(name) if current is not None else None
            parts.append((field.json_name if field is not None else name) + bracket + rest)
            current = field.message_type if field is not None and not is_map(field) else None
        return ".".join(parts)

    return render
