"""JSON <-> proto transcoding from the descriptors, and the checked-in OpenAPI document."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from gateway.inbound.transcoding import http_routes, json_field_path, parse_json, to_json
from gateway.openapi import CHECKED_IN, build_openapi, main, render
from policyreview.v1 import common_pb2, policy_review_service_pb2
from services.errors import ErrorReason, ServiceError

SERVICE = policy_review_service_pb2.DESCRIPTOR.services_by_name["PolicyReviewService"]
Request = policy_review_service_pb2.ReviewListingRequest

VALID: dict[str, Any] = {
    "listingId": "ebay-used-camera-001",
    "marketplace": "EBAY",
    "locale": "en-US",
    "category": "ELECTRONICS",
    "title": "Used mirrorless camera body",
    "description": "Works well.",
    "condition": "USED",
    "price": 425.00,
    "attributes": {"brand": "ExampleCam", "model": "X100"},
}


def raw(document: object) -> bytes:
    return json.dumps(document).encode()


def violations(body: bytes) -> dict[str, str]:
    with pytest.raises(ServiceError) as failure:
        parse_json(body, Request)
    assert failure.value.reason is ErrorReason.INVALID_REQUEST
    return {v.field: v.description for v in failure.value.violations}


def test_routes_come_from_the_google_api_http_option() -> None:
    routes = {(route.http_method, route.path, route.method.name) for route in http_routes(SERVICE)}
    assert routes == {
        ("POST", "/api/policy-reviews", "ReviewListing"),
        ("GET", "/api/policy-reviews/{review_id}", "GetPolicyReview"),
    }


def test_seed_request_parses_with_number_or_numeric_string_price() -> None:
    message = parse_json(raw(VALID), Request)
    assert (message.listing_id, message.marketplace, message.condition) == (
        "ebay-used-camera-001",
        common_pb2.EBAY,
        common_pb2.USED,
    )
    assert message.HasField("price")
    assert message.price == 425.0
    assert dict(message.attributes) == {"brand": "ExampleCam", "model": "X100"}
    assert parse_json(raw({**VALID, "price": "425.00"}), Request).price == 425.0
    assert parse_json(raw({**VALID, "price": 0}), Request).HasField("price")
    # null is not a value of any field: a 400 naming it, not "unset".
    assert violations(raw({**VALID, "price": None})) == {"price": "must not be null"}
    assert violations(raw({**VALID, "includeDiagnostics": None, "title": None})) == {
        "include_diagnostics": "must not be null",
        "title": "must not be null",
    }
    # json_format also accepts proto field names; so do we.
    assert parse_json(raw({**VALID, "review_date": "2026-09-01"}), Request).review_date == "2026-09-01"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        (b"{", "body"),
        (b"", "body"),
        (b"[]", "body"),
        (b'"text"', "body"),
        (b"\xff\xfe", "body"),
        (b'{"price": NaN}', "body"),
        (raw({**VALID, "colour": "red"}), "colour"),
        (raw({**VALID, "bad key!": 1}), "body"),
        (raw({**VALID, "listing_id": "again"}), "listing_id"),
        (b'{"title": "a", "title": "b"}', "title"),
        (raw({**VALID, "title": 7}), "title"),
        (raw({**VALID, "marketplace": "ETSY"}), "marketplace"),
        (raw({**VALID, "marketplace": 1}), "marketplace"),
        (raw({**VALID, "marketplace": "1"}), "marketplace"),
        (raw({**VALID, "marketplace": "MARKETPLACE_UNSPECIFIED"}), "marketplace"),
        (raw({**VALID, "condition": "used"}), "condition"),
        (raw({**VALID, "price": "cheap"}), "price"),
        (raw({**VALID, "price": "1_000"}), "price"),
        (raw({**VALID, "price": " 42"}), "price"),
        (raw({**VALID, "price": "-1"}), "price"),
        (raw({**VALID, "price": "1e3"}), "price"),
        (raw({**VALID, "price": "1" + "0" * 15}), "price"),
        (raw({**VALID, "price": "NaN"}), "price"),
        (raw({**VALID, "price": True}), "price"),
        (raw({**VALID, "price": [1]}), "price"),
        (b'{"price": 1e400}', "price"),
        (b'{"price": 1' + b"0" * 400 + b"}", "price"),
        (raw({**VALID, "attributes": ["brand"]}), "attributes"),
        (raw({**VALID, "attributes": {"brand": 3}}), "attributes"),
        (raw({**VALID, "includeDiagnostics": "yes"}), "include_diagnostics"),
        (raw({**VALID, "reviewDate": 20260901}), "review_date"),
    ],
)
def test_malformed_bodies_name_the_offending_field(body: bytes, field: str) -> None:
    assert field in violations(body)


def test_violations_never_echo_values() -> None:
    found = violations(raw({**VALID, "marketplace": "<script>alert(1)</script>", "price": "free-ish"}))
    assert "<script>" not in json.dumps(found)
    assert "free-ish" not in json.dumps(found)
    assert found["marketplace"] == "must be one of EBAY, AMAZON"


def test_field_paths_render_with_json_names() -> None:
    render_path = json_field_path(Request.DESCRIPTOR)
    assert render_path("listing_id") == "listingId"
    assert render_path("review_date") == "reviewDate"
    assert render_path("attributes") == "attributes"
    assert render_path("body") == "body"


def test_responses_print_every_field_in_lower_camel_case() -> None:
    document = to_json(
        policy_review_service_pb2.ReviewListingResponse(
            status=common_pb2.NO_POLICY_FINDINGS, requires_human_review=False
        )
    )
    assert document == {
        "status": "NO_POLICY_FINDINGS",
        "findings": [],
        "evidence": [],
        "warnings": [],
        "requiresHumanReview": False,
    }


def test_checked_in_openapi_matches_the_descriptors() -> None:
    assert CHECKED_IN.read_text(encoding="utf-8") == render(build_openapi()), "run: python -m gateway.openapi"
    assert main(["--check"]) == 0


def test_openapi_describes_the_rest_contract() -> None:
    document = build_openapi()
    assert document["openapi"] == "3.1.0"
    operation = document["paths"]["/api/policy-reviews"]["post"]
    assert set(operation["responses"]) == {"200", "400", "401", "408", "413", "415", "429", "500", "502", "503", "504"}
    schemas = document["components"]["schemas"]
    request = schemas["ReviewListingRequest"]
    assert request["required"] == [
        "listingId",
        "marketplace",
        "locale",
        "category",
        "title",
        "description",
        "condition",
        "price",
    ]
    title = request["properties"]["title"]
    assert (title["type"], title["minLength"], title["maxLength"]) == ("string", 1, 200)
    assert "bidi overrides" in title["description"]
    assert "null" in title["description"]
    # The text policy as a pattern clients and schema-driven tools can apply: the same verdicts as ours.
    pattern = re.compile(title["pattern"])
    for text, accepted in [
        ("Camera body", True),
        ("Appareil photo \u00e9 \U0001f4f7", True),
        ("line\nbreak", True),
        ("   ", False),
        ("right\u202eleft", False),
        ("zero\u200bwidth", False),
        ("c1\x85control", False),
    ]:
        assert bool(pattern.fullmatch(text)) is accepted, text
    listing_id = re.compile(request["properties"]["listingId"]["pattern"])
    assert listing_id.fullmatch("id-1")
    assert not listing_id.fullmatch("id\n1")
    assert request["properties"]["marketplace"] == {"type": "string", "enum": ["EBAY", "AMAZON"]}
    assert schemas["ReviewListingResponse"]["required"] == [
        "status",
        "findings",
        "evidence",
        "warnings",
        "requiresHumanReview",
    ]
    assert "NEEDS_HUMAN_REVIEW" in schemas["ReviewStatus"]["enum"]
    assert "COMPLIANT" not in json.dumps(document)


def test_stale_openapi_is_detected(tmp_path: Any) -> None:
    stale = tmp_path / "openapi.json"
    stale.write_text("{}\n", encoding="utf-8")
    assert main(["--check", "--path", str(stale)]) == 1
    assert main(["--path", str(stale)]) == 0
    assert main(["--check", "--path", str(stale)]) == 0
