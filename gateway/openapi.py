"""The OpenAPI 3.1 document of the REST surface, generated from the proto descriptors: types from the messages,
limits from the ``(policyreview.v1.field)`` options (services/field_rules.py), the same rules every server checks.

Run ``python -m gateway.openapi`` to rewrite docs/api/openapi.json; ``--check`` fails when it is stale.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from google.protobuf.descriptor import Descriptor, EnumDescriptor, FieldDescriptor, ServiceDescriptor

from gateway.domain.access import SUPPORTED_API_VERSIONS
from gateway.domain.contract import (
    CONTRACTS,
    PER_RPC_ERRORS,
    PUBLIC_SERVICES,
)
from gateway.domain.problems import (
    METHOD_NOT_ALLOWED,
    NOT_FOUND,
    PAYLOAD_TOO_LARGE,
    TITLES,
    UNSUPPORTED_MEDIA_TYPE,
    all_codes,
)
from gateway.domain.questions import ASK_TARGET, SCOPE_OR_CORPUS
from gateway.inbound.callers import API_VERSION_HEADER
from gateway.inbound.http import OPENAPI_PATH, REQUEST_ID_HEADER
from gateway.inbound.transcoding import DECIMAL_PATTERN, HttpRoute, enum_names, http_routes, is_map
from services import field_rules
from services.settings import PROJECT_ROOT
from services.values import UUID_PATTERN

CHECKED_IN = PROJECT_ROOT / "docs" / "api" / "openapi.json"
# Keywords on a whole request message (rules across fields).
MESSAGE_KEYWORDS: dict[str, dict[str, object]] = {
    "AskPolicyQuestionRequest": ASK_TARGET,
    "SearchPoliciesRequest": SCOPE_OR_CORPUS,
}
# Codes an operation can answer; 404/405 concern paths and methods.
_NOT_PER_OPERATION = {NOT_FOUND, METHOD_NOT_ALLOWED}

_SCALARS: dict[int, dict[str, Any]] = {
    FieldDescriptor.TYPE_STRING: {"type": "string"},
    FieldDescriptor.TYPE_BOOL: {"type": "boolean"},
    FieldDescriptor.TYPE_DOUBLE: {"type": "number"},
    FieldDescriptor.TYPE_FLOAT: {"type": "number"},
    FieldDescriptor.TYPE_INT32: {"type": "integer", "format": "int32"},
    FieldDescriptor.TYPE_UINT32: {"type": "integer", "format": "int64", "minimum": 0},
    # proto3 JSON carries 64-bit integers as strings.
    FieldDescriptor.TYPE_INT64: {"type": "string", "format": "int64"},
    FieldDescriptor.TYPE_UINT64: {"type": "string", "format": "uint64"},
}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


class _Schemas:
    """Collects component schemas while walking message descriptors."""

    def __init__(self, path_bound: dict[str, tuple[str, ...]] | None = None) -> None:
        self.components: dict[str, Any] = {}
        # Request fields a POST route binds from its path: not part of the body.
        self.path_bound = path_bound or {}

    def enum(self, enum: EnumDescriptor) -> dict[str, str]:
        if enum.name not in self.components:
            self.components[enum.name] = {"type": "string", "enum": [value.name for value in enum.values]}
        return _ref(enum.name)

    def _value(self, field: FieldDescriptor, request: bool) -> dict[str, Any]:
        if field.type == FieldDescriptor.TYPE_ENUM:
            if request:
                # A request may not send the *_UNSPECIFIED zero value.
                return {"type": "string", "enum": enum_names(field)}
            assert field.enum_type is not None
            return self.enum(field.enum_type)
        if field.type == FieldDescriptor.TYPE_MESSAGE:
            assert field.message_type is not None
            return self.message(field.message_type, request)
        if field.type in (FieldDescriptor.TYPE_DOUBLE, FieldDescriptor.TYPE_FLOAT) and request:
            return {"oneOf": [{"type": "number"}, {"type": "string", "pattern": DECIMAL_PATTERN}]}
        if field.type not in _SCALARS:
            raise ValueError(f"no JSON schema for field {field.full_name}")
        return dict(_SCALARS[field.type])

    def field(self, field: FieldDescriptor, request: bool) -> dict[str, Any]:
        if is_map(field):
            assert field.message_type is not None
            value = field.message_type.fields_by_name["value"]
            return {"type": "object", "additionalProperties": self._value(value, request)}
        if field.is_repeated:
            return {"type": "array", "items": self._value(field, request)}
        return self._value(field, request)

    def message(self, message: Descriptor, request: bool) -> dict[str, str]:
        if message.name in self.components:
            return _ref(message.name)
        self.components[message.name] = {}  # placeholder: breaks cycles
        properties: dict[str, Any] = {}
        required: list[str] = []
        required_fields, constraints = _request_constraints(message) if request else ((), {})
        for field in message.fields:
            if request and field.name in self.path_bound.get(message.name, ()):
                continue
            schema = self.field(field, request)
            extra = constraints.get(field.name, {})
            if "oneOf" in schema:
                # Limits of a number apply to its JSON number form; the string form only has a pattern.
                options = schema["oneOf"]
                schema = {"oneOf": [{**o, **extra} if o.get("type") == "number" else o for o in options]}
            else:
                schema = {**schema, **extra}
            properties[field.json_name] = schema
            if field.name in required_fields if request else not field.has_presence:
                # Responses print every field without presence, so clients can rely on those.
                required.append(field.json_name)
        component: dict[str, Any] = {"type": "object", "properties": properties}
        if required:
            component["required"] = required
        if request:
            # Unknown request fields are rejected; responses may grow new fields compatibly.
            component["additionalProperties"] = False
            component.update(MESSAGE_KEYWORDS.get(message.name, {}))
        self.components[message.name] = component
        return _ref(message.name)


def _request_constraints(message: Descriptor) -> tuple[tuple[str, ...], dict[str, dict[str, object]]]:
    """(required proto fields, JSON Schema keywords per field) of a request message."""
    rules = field_rules.rules_of(message)
    return rules.required, field_rules.json_schemas(rules)


def _problem_schema() -> dict[str, Any]:
    return {
        "type": "object",
        "description": "RFC 9457 Problem Details.",
        "properties": {
            "type": {"type": "string", "description": "urn:problem:<code in kebab case>"},
            "title": {"type": "string"},
            "status": {"type": "integer"},
            "detail": {"type": "string"},
            "instance": {"type": "string", "description": "urn:uuid:<request id>, also in the X-Request-Id header."},
            "code": {"type": "string", "enum": [code for code, _ in all_codes()]},
            "errors": {
                "type": "array",
                "description": "Field violations (INVALID_REQUEST only); fields use JSON names.",
                "items": {
                    "type": "object",
                    "properties": {"field": {"type": "string"}, "description": {"type": "string"}},
                    "required": ["field", "description"],
                },
            },
            "retryAfterMs": {
                "type": "integer",
                "description": "OVERLOADED only: the measured delay before a retry, in milliseconds (also the "
                "Retry-After-Ms header; Retry-After has it in whole seconds).",
            },
            "dependency": {
                "type": "string",
                "description": "DEPENDENCY_UNAVAILABLE only, when known: the part that is not serving.",
            },
        },
        "required": ["type", "title", "status", "detail", "instance", "code"],
    }


def _problem_responses(route: HttpRoute) -> dict[str, Any]:
    # The reasons only some RPCs answer come from their (policyreview.v1.gateway) options.
    declared = CONTRACTS[route.method.full_name].errors
    excluded = set(_NOT_PER_OPERATION) | {reason.value for reason in PER_RPC_ERRORS - declared}
    if not route.body:
        excluded.update((PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE))  # no body to be too large or mistyped
    by_status: dict[int, list[str]] = {}
    for code, status in all_codes():
        if code not in excluded:
            by_status.setdefault(status, []).append(code)
    return {
        str(status): {
            "description": "; ".join(f"{code} ({TITLES[code]})" for code in codes),
            "content": {"application/problem+json": {"schema": _ref("Problem")}},
        }
        for status, codes in sorted(by_status.items())
    }


def _field_parameters(route: HttpRoute, schemas: _Schemas) -> list[dict[str, Any]]:
    """A bodyless route's request fields: path segments first, then query parameters."""
    parameters = []
    message = route.method.input_type
    required, constraints = _request_constraints(message)
    for field in message.fields:
        in_path = field.name in route.path_fields
        parameters.append(
            {
                "name": field.name if in_path else field.json_name,
                "in": "path" if in_path else "query",
                "required": in_path or field.name in required,
                "schema": {**schemas.field(field, request=True), **constraints.get(field.name, {})},
            }
        )
    return parameters


def build_openapi(
    services: Sequence[ServiceDescriptor] = PUBLIC_SERVICES,
) -> dict[str, Any]:
    schemas = _Schemas(
        {
            route.method.input_type.name: route.path_fields
            for owner in services
            for route in http_routes(owner)
            if route.body and route.path_fields
        }
    )
    paths: dict[str, Any] = {}
    for service, route in [(owner, route) for owner in services for route in http_routes(owner)]:
        response = schemas.message(route.method.output_type, request=False)
        operation: dict[str, Any] = {
            "operationId": route.method.name,
            "summary": f"{service.name}.{route.method.name} over REST/JSON",
            "parameters": [
                {
                    "name": API_VERSION_HEADER,
                    "in": "header",
                    "required": False,
                    "description": "Absent means 1; any other value is 400 UNSUPPORTED_API_VERSION.",
                    "schema": {"type": "string", "enum": list(SUPPORTED_API_VERSIONS)},
                }
            ],
            "security": [{}, {"apiKey": []}],
        }
        if route.body:
            request = schemas.message(route.method.input_type, request=True)
            operation["requestBody"] = {"required": True, "content": {"application/json": {"schema": request}}}
            operation["parameters"].extend(
                {"name": name, "in": "path", "required": True, "schema": {"type": "string", "pattern": UUID_PATTERN}}
                for name in route.path_fields
            )
        else:
            operation["parameters"].extend(_field_parameters(route, schemas))
        paths.setdefault(route.path, {})[route.http_method.lower()] = operation | {
            "responses": {
                "200": {
                    "description": CONTRACTS[route.method.full_name].result,
                    "headers": {
                        API_VERSION_HEADER: {"schema": {"type": "string"}},
                        REQUEST_ID_HEADER: {"schema": {"type": "string"}},
                    },
                    "content": {"application/json": {"schema": response}},
                },
                **_problem_responses(route),
            },
        }
    paths[OPENAPI_PATH] = {
        "get": {
            "operationId": "GetOpenApiDocument",
            "summary": "This document.",
            "security": [],
            "responses": {
                "200": {"description": "OpenAPI 3.1", "content": {"application/json": {"schema": {"type": "object"}}}}
            },
        }
    }
    schemas.components["Problem"] = _problem_schema()
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Policy Review API",
            "version": SUPPORTED_API_VERSIONS[-1],
            "description": (
                "Grounded marketplace policy review, policy questions, the policy catalog and the review desk. "
                "Generated from the PolicyReviewService, PolicyQuestionService, PolicyCatalogService and "
                "ReviewDeskService protos and their field rules; do not edit by hand "
                "(python -m gateway.openapi)."
            ),
        },
        "servers": [{"url": "http://127.0.0.1:8080"}],
        "paths": paths,
        "components": {
            "schemas": dict(sorted(schemas.components.items())),
            "securitySchemes": {
                "apiKey": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": (
                        "Required only when the deployment sets key digests (POLICY_REVIEW_GATEWAY_API_KEY_SHA256 "
                        "and the reviewer/admin settings); the review desk needs a reviewer or admin key."
                    ),
                }
            },
        },
    }


def render(document: dict[str, Any]) -> str:
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail when the checked-in document is stale")
    parser.add_argument("--path", type=Path, default=CHECKED_IN)
    args = parser.parse_args(argv)
    text = render(build_openapi())
    if args.check:
        current = args.path.read_text(encoding="utf-8") if args.path.exists() else ""
        if current != text:
            print(f"{args.path} is stale: run python -m gateway.openapi", file=sys.stderr)
            return 1
        return 0
    args.path.parent.mkdir(parents=True, exist_ok=True)
    args.path.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
