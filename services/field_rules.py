"""Request field rules, declared once: the ``(policyreview.v1.field)`` options on the request messages' fields
(protos/policyreview/v1/field_rules.proto), checked with the one parser per value type in services/values.py.

Every gRPC server checks them before the servicer runs (services/field_interceptor.py), the gateway's use cases check
them for REST (gateway/domain), and the OpenAPI document renders them as JSON Schema (``json_schema``): a limit
changed in a .proto changes all three. Every violation of a request is reported at once, in the message's field
order, by proto field path (``scope.locale``); descriptions state the rule, never the value.

Reading descriptors is this module's only contact with protobuf; the checks run on plain values (enum names as
strings, numbers or None, mappings), so pure domain code can apply the rules to its own request types.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any, cast

from google.protobuf import descriptor_pool
from google.protobuf.descriptor import Descriptor, FieldDescriptor
from google.protobuf.message import Message

from policyreview.v1 import field_rules_pb2
from services.errors import FieldViolation, invalid_request
from services.values import (
    CATEGORY_MAX,
    CATEGORY_PATTERN,
    CATEGORY_RULE,
    CORPUS_MAX,
    CORPUS_PATTERN,
    CORPUS_RULE,
    DATE_RULE,
    FORBIDDEN_IN_NAMES,
    FORBIDDEN_IN_PROSE,
    FORBIDDEN_KINDS,
    FORBIDDEN_TEXT,
    LOCALE_MAX,
    LOCALE_PATTERN,
    LOCALE_RULE,
    PAGE_TOKEN_MAX,
    PAGE_TOKEN_PATTERN,
    PAGE_TOKEN_RULE,
    REASON_PATTERN,
    REASON_RULE,
    TEXT_POLICY,
    UUID_PATTERN,
    UUID_RULE,
    VERSION_PATTERN,
    VERSION_RULE,
    is_category,
    is_corpus,
    is_date,
    is_locale,
    is_name_text,
    is_page_token,
    is_prose_text,
    is_reason,
    is_uuid,
    is_version,
)

REQUIRED = "is required"
# The longest spelling of a date this contract accepts (2026-09-01) and of a hyphenated UUID.
_DATE_CHARS = 10
_UUID_CHARS = 36


class ValueKind(StrEnum):
    """The proto's ValueKind without its prefix."""

    NAME = "NAME"
    PROSE = "PROSE"
    LOCALE = "LOCALE"
    CATEGORY = "CATEGORY"
    DATE = "DATE"
    UUID = "UUID"
    CORPUS = "CORPUS"
    REASON = "REASON"
    VERSION = "VERSION"
    PAGE_TOKEN = "PAGE_TOKEN"  # noqa: S105  (a value kind, not a secret)


# A kind's own grammar check and the rule it states when a value breaks it.
_GRAMMARS = {
    ValueKind.NAME: (is_name_text, FORBIDDEN_TEXT),
    ValueKind.PROSE: (is_prose_text, FORBIDDEN_TEXT),
    ValueKind.LOCALE: (is_locale, LOCALE_RULE),
    ValueKind.CATEGORY: (is_category, CATEGORY_RULE),
    ValueKind.DATE: (is_date, DATE_RULE),
    ValueKind.UUID: (is_uuid, UUID_RULE),
    ValueKind.CORPUS: (is_corpus, CORPUS_RULE),
    ValueKind.REASON: (is_reason, REASON_RULE),
    ValueKind.VERSION: (is_version, VERSION_RULE),
    ValueKind.PAGE_TOKEN: (is_page_token, PAGE_TOKEN_RULE),
}
# Length bounds a kind's grammar implies (services/values.py), so a .proto need not repeat them.
_KIND_MAX = {
    ValueKind.LOCALE: LOCALE_MAX,
    ValueKind.CATEGORY: CATEGORY_MAX,
    ValueKind.DATE: _DATE_CHARS,
    ValueKind.UUID: _UUID_CHARS,
    ValueKind.CORPUS: CORPUS_MAX,
    ValueKind.PAGE_TOKEN: PAGE_TOKEN_MAX,
}
# Kinds whose blank-but-not-empty values (" ") count as not given: free text. A grammar kind names its rule instead.
_TEXT_KINDS = frozenset({ValueKind.NAME, ValueKind.PROSE})
# Kinds that word "not given" as their own rule: an empty reason or a zero version is as wrong as a blank or a
# negative one, and the caller reads one description for both.
_NOT_GIVEN = {ValueKind.REASON: REASON_RULE, ValueKind.VERSION: VERSION_RULE}
# Every protobuf integer type, for the checker here and the REST transcoder alike (one list).
INTEGER_TYPES = frozenset(
    {
        FieldDescriptor.TYPE_INT32,
        FieldDescriptor.TYPE_INT64,
        FieldDescriptor.TYPE_UINT32,
        FieldDescriptor.TYPE_UINT64,
        FieldDescriptor.TYPE_SINT32,
        FieldDescriptor.TYPE_SINT64,
        FieldDescriptor.TYPE_FIXED32,
        FieldDescriptor.TYPE_FIXED64,
        FieldDescriptor.TYPE_SFIXED32,
        FieldDescriptor.TYPE_SFIXED64,
    }
)


@dataclass(frozen=True)
class FieldRule:
    """One annotated field (or a message field whose type has annotated fields: ``nested``)."""

    name: str
    json_name: str
    required: bool = False
    max_len: int = 0
    kind: ValueKind | None = None
    # Enum fields: the names a request may send (the zero value is "not given").
    choices: tuple[str, ...] = ()
    number: bool = False
    # Integer fields: checked against minimum/maximum, or, with a kind, as the decimal text of a given value.
    integer: bool = False
    minimum: float | None = None
    maximum: float | None = None
    is_map: bool = False
    max_entries: int = 0
    max_key_len: int = 0
    max_value_len: int = 0
    nested: MessageRules | None = None
    # Repeated message fields: ``nested`` applies to every item.
    repeated: bool = False
    max_items: int = 0

    @property
    def max_chars(self) -> int:
        """The most code points a valid value holds (0: unbounded or not text)."""
        if self.integer:
            return 0
        if self.is_map:
            return self.max_entries * (self.max_key_len + self.max_value_len)
        if self.kind is ValueKind.CATEGORY:
            return CATEGORY_MAX
        return self.max_len or (_KIND_MAX.get(self.kind, 0) if self.kind else 0)


@dataclass(frozen=True)
class MessageRules:
    name: str
    fields: tuple[FieldRule, ...]

    @property
    def required(self) -> tuple[str, ...]:
        return tuple(rule.name for rule in self.fields if rule.required)

    def field(self, name: str) -> FieldRule:
        return next(rule for rule in self.fields if rule.name == name)

    def max_chars(self) -> int:
        """The most code points a valid message's text holds (nested messages included)."""
        return sum(rule.nested.max_chars() if rule.nested else rule.max_chars for rule in self.fields)


# The generated stub types the extension as a plain FieldDescriptor; the Extensions API wants its own type.
_EXTENSION: Any = field_rules_pb2.field


def _field_rule(field: FieldDescriptor) -> FieldRule | None:
    json_name = field.json_name or field.name
    options = field.GetOptions()
    annotated = options.HasExtension(_EXTENSION)
    declared: field_rules_pb2.FieldRules = options.Extensions[_EXTENSION]
    if field.message_type is not None and not field.message_type.GetOptions().map_entry:
        nested = rules_of(field.message_type)
        if not nested.fields and not annotated:
            return None
        return FieldRule(
            field.name,
            json_name,
            required=declared.required,
            nested=nested,
            repeated=field.is_repeated,
            max_items=declared.max_items,
        )
    if not annotated:
        return None
    kind = None
    if declared.value != field_rules_pb2.VALUE_KIND_UNSPECIFIED:
        kind = ValueKind(field_rules_pb2.ValueKind.Name(declared.value).removeprefix("VALUE_KIND_"))
    choices: tuple[str, ...] = ()
    if field.enum_type is not None:
        choices = tuple(value.name for value in field.enum_type.values if value.number != 0)
    number = field.type in (FieldDescriptor.TYPE_DOUBLE, FieldDescriptor.TYPE_FLOAT)
    return FieldRule(
        field.name,
        json_name,
        required=declared.required,
        max_len=declared.max_len,
        kind=kind,
        choices=choices,
        number=number,
        integer=field.type in INTEGER_TYPES,
        minimum=declared.min if declared.HasField("min") else None,
        maximum=declared.max if declared.HasField("max") else None,
        is_map=field.message_type is not None,
        max_entries=declared.max_entries,
        max_key_len=declared.max_key_len,
        max_value_len=declared.max_value_len,
    )


@cache
def _rules_by_name(descriptor: Descriptor) -> MessageRules:
    found = (_field_rule(field) for field in descriptor.fields)
    return MessageRules(descriptor.full_name, tuple(rule for rule in found if rule is not None))


def rules_of(descriptor: Descriptor) -> MessageRules:
    """The declared rules of a message type (empty when none of its fields is annotated)."""
    return _rules_by_name(descriptor)


def rules_for(message_type: type[Message]) -> MessageRules:
    return rules_of(cast(Descriptor, message_type.DESCRIPTOR))


# Checking values -------------------------------------------------------------------------------------------------


def violations(rules: MessageRules, values: Mapping[str, Any], prefix: str = "") -> list[FieldViolation]:
    """Every violated rule, in field order. ``values``: strings (enum names, "" when not given or unknown),
    numbers or None when unset, mappings for maps, and mappings (or None) for nested messages."""
    found: list[FieldViolation] = []
    for rule in rules.fields:
        path = f"{prefix}{rule.name}"
        value = values.get(rule.name)
        if rule.nested is not None and rule.repeated:
            items = value or ()
            if rule.max_items and len(items) > rule.max_items:
                found.append(FieldViolation(path, f"must hold at most {rule.max_items} items"))
            for position, item in enumerate(items):
                found.extend(violations(rule.nested, item, f"{path}[{position}]."))
        elif rule.nested is not None:
            if value is None:
                if rule.required:
                    found.append(FieldViolation(path, REQUIRED))
            else:
                found.extend(violations(rule.nested, value, f"{path}."))
        elif rule.is_map:
            found.extend(FieldViolation(path, problem) for problem in _map_problems(rule, value or {}))
        else:
            problem = _problem(rule, value)
            if problem is not None:
                found.append(FieldViolation(path, problem))
    return found


def _problem(rule: FieldRule, value: Any) -> str | None:
    if rule.choices:
        if value in rule.choices or (not value and not rule.required):
            return None
        return "must be one of " + ", ".join(rule.choices)
    if rule.number:
        if value is None:
            return REQUIRED if rule.required else None
        if not math.isfinite(value) or (rule.minimum is not None and value < rule.minimum):
            return f"must be a finite number greater than or equal to {rule.minimum or 0:g}"
        return None
    if rule.integer and rule.kind is None:
        return _range_problem(rule, int(value or 0))
    # An integer with a grammar is checked as its decimal text; zero (proto3's default) is not given.
    text = str(value or "")
    given = text.strip() if rule.kind is None or rule.kind in _TEXT_KINDS else text
    if not given:
        if not rule.required:
            return None
        return _NOT_GIVEN.get(rule.kind, REQUIRED) if rule.kind is not None else REQUIRED
    limit = CATEGORY_MAX if rule.kind is ValueKind.CATEGORY else rule.max_len
    if limit and len(text) > limit:
        return f"must be at most {limit} characters"
    if rule.kind is not None:
        accepts, described = _GRAMMARS[rule.kind]
        if not accepts(text):
            return described
    return None


def _range_problem(rule: FieldRule, value: int) -> str | None:
    low, high = rule.minimum, rule.maximum
    if (low is None or value >= low) and (high is None or value <= high):
        return None
    if low is not None and high is not None:
        return f"must be between {low:g} and {high:g}"
    if low is not None:
        return f"must be greater than or equal to {low:g}"
    return f"must be at most {high:g}"


def _map_problems(rule: FieldRule, entries: Mapping[str, str]) -> list[str]:
    problems: list[str] = []
    if rule.max_entries and len(entries) > rule.max_entries:
        problems.append(f"must hold at most {rule.max_entries} entries")
    if any(not key.strip() or len(key) > rule.max_key_len or not is_name_text(key) for key in entries):
        problems.append(f"keys must be 1-{rule.max_key_len} characters without {FORBIDDEN_KINDS}")
    if any(len(value) > rule.max_value_len or not is_prose_text(value) for value in entries.values()):
        problems.append(f"values must be at most {rule.max_value_len} characters without {FORBIDDEN_KINDS}")
    return problems


def message_values(message: Message, rules: MessageRules | None = None) -> dict[str, Any]:
    """A message's annotated fields as ``violations`` reads them."""
    rules = rules or rules_of(cast(Descriptor, message.DESCRIPTOR))
    fields = message.DESCRIPTOR.fields_by_name
    values: dict[str, Any] = {}
    for rule in rules.fields:
        field = fields[rule.name]
        value = getattr(message, rule.name)
        if rule.nested is not None and rule.repeated:
            values[rule.name] = [message_values(item, rule.nested) for item in value]
        elif rule.nested is not None:
            values[rule.name] = message_values(value, rule.nested) if message.HasField(rule.name) else None
        elif field.enum_type is not None:
            known = field.enum_type.values_by_number.get(value)
            values[rule.name] = known.name if known is not None and value != 0 else ""
        elif rule.number and field.has_presence:
            values[rule.name] = value if message.HasField(rule.name) else None
        elif rule.is_map:
            values[rule.name] = dict(value)
        else:
            values[rule.name] = value
    return values


def message_violations(message: Message) -> list[FieldViolation]:
    """Every violated rule of a request message (nothing for a type without annotated fields)."""
    rules = rules_of(cast(Descriptor, message.DESCRIPTOR))
    return violations(rules, message_values(message, rules)) if rules.fields else []


def check(message: Message) -> None:
    """Raises INVALID_REQUEST naming every violated rule of the message."""
    found = message_violations(message)
    if found:
        raise invalid_request(found)


# JSON Schema -----------------------------------------------------------------------------------------------------


def _text_pattern(forbidden: str) -> str:
    # At least one character that is neither whitespace nor forbidden ("not blank"), none forbidden.
    return f"^[^{forbidden}]*[^\\s{forbidden}][^{forbidden}]*$"


def _optional(pattern: str) -> str:
    """An anchored pattern that also takes the empty string (proto3 JSON: empty means not given)."""
    return f"^({pattern[1:-1]})?$"


_KIND_PATTERNS = {
    ValueKind.LOCALE: LOCALE_PATTERN,
    ValueKind.UUID: UUID_PATTERN,
    ValueKind.CORPUS: CORPUS_PATTERN,
    ValueKind.VERSION: VERSION_PATTERN,
    ValueKind.PAGE_TOKEN: PAGE_TOKEN_PATTERN,
}
_DATE_DESCRIPTION = "An ISO-8601 date (2026-09-01); absent or empty means today (UTC)."


def json_schema(rule: FieldRule) -> dict[str, object]:
    """JSON Schema keywords for one field, merged into the type the descriptor gives (gateway/openapi.py)."""
    if rule.nested is not None:
        return {"maxItems": rule.max_items} if rule.max_items else {}
    if rule.choices:
        return {"enum": list(rule.choices)}
    if rule.integer and rule.kind is None:
        bounds = {"minimum": rule.minimum, "maximum": rule.maximum}
        return {key: int(bound) if bound % 1 == 0 else bound for key, bound in bounds.items() if bound is not None}
    if rule.kind is ValueKind.REASON:
        # Unanchored: the text contains a character other than an ASCII blank.
        reason: dict[str, object] = {"minLength": 1} if rule.required else {}
        bounded = {"maxLength": rule.max_len} if rule.max_len else {}
        return {**reason, **bounded, "pattern": REASON_PATTERN}
    if rule.number:
        return {} if rule.minimum is None else {"minimum": rule.minimum if rule.minimum % 1 else int(rule.minimum)}
    if rule.is_map:
        return {
            "maxProperties": rule.max_entries,
            "propertyNames": {
                "minLength": 1,
                "maxLength": rule.max_key_len,
                "pattern": _text_pattern(FORBIDDEN_IN_NAMES),
            },
            "additionalProperties": {
                "type": "string",
                "maxLength": rule.max_value_len,
                "pattern": f"^[^{FORBIDDEN_IN_PROSE}]*$",
            },
            "description": TEXT_POLICY,
        }
    if rule.kind in _TEXT_KINDS:
        forbidden = FORBIDDEN_IN_NAMES if rule.kind is ValueKind.NAME else FORBIDDEN_IN_PROSE
        if rule.required:
            schema: dict[str, object] = {"minLength": 1}
            if rule.max_len:
                schema["maxLength"] = rule.max_len
            return {**schema, "pattern": _text_pattern(forbidden), "description": TEXT_POLICY}
        bounded = {"maxLength": rule.max_len} if rule.max_len else {}
        return {**bounded, "pattern": f"^[^{forbidden}]*$", "description": TEXT_POLICY}
    if rule.kind is ValueKind.CATEGORY:
        if rule.required:
            return {"minLength": 1, "maxLength": CATEGORY_MAX, "pattern": CATEGORY_PATTERN}
        return {"anyOf": [{"maxLength": 0}, {"maxLength": CATEGORY_MAX, "pattern": CATEGORY_PATTERN}]}
    if rule.kind is ValueKind.DATE:
        if rule.required:
            return {"format": "date"}
        return {"anyOf": [{"format": "date"}, {"maxLength": 0}], "description": _DATE_DESCRIPTION}
    if rule.kind is not None:
        pattern = _KIND_PATTERNS[rule.kind]
        return {"pattern": pattern if rule.required else _optional(pattern)}
    schema = {"minLength": 1} if rule.required else {}
    return {**schema, "maxLength": rule.max_len} if rule.max_len else schema


def json_schemas(rules: MessageRules) -> dict[str, dict[str, object]]:
    """JSON Schema keywords per proto field name of one message (nested messages have their own component)."""
    return {rule.name: json_schema(rule) for rule in rules.fields if rule.nested is None or rule.max_items}


__all__ = [
    "REQUIRED",
    "FieldRule",
    "MessageRules",
    "ValueKind",
    "check",
    "json_schema",
    "json_schemas",
    "message_descriptor",
    "message_values",
    "message_violations",
    "rules_for",
    "rules_of",
    "violations",
]


def message_descriptor(full_name: str) -> Descriptor:
    """A request message's descriptor by its full name, for code that keeps protobuf types out of its signatures."""
    from policyreview.v1 import (  # noqa: F401  (importing registers the messages)
        policy_catalog_service_pb2,
        policy_question_service_pb2,
        policy_review_service_pb2,
        retrieval_service_pb2,
        review_desk_service_pb2,
    )

    return descriptor_pool.Default().FindMessageTypeByName(full_name)
