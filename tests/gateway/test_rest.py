"""The REST surface against a real gateway on loopback: JSON contract per status and Problem Details per error."""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

import aiohttp
import pytest
from aiohttp import web
from multidict import CIMultiDictProxy

from gateway.domain.access import ApiKeys
from gateway.domain.contract import CATALOG_SERVICE, QUESTION_SERVICE, SERVICE
from gateway.domain.requests import (
    ATTRIBUTE_KEY_MAX,
    ATTRIBUTE_VALUE_MAX,
    ATTRIBUTES_MAX,
    CATEGORY_MAX,
    DESCRIPTION_MAX,
    LISTING_ID_MAX,
    TITLE_MAX,
    max_request_body_bytes,
)
from gateway.inbound.http import build_http_app
from gateway.openapi import build_openapi
from policyreview.v1 import policy_review_service_pb2
from services.errors import ErrorReason, ServiceError
from tests.gateway.fakes import SHIPPED_EDITION, Stack, contact_finding, gateway_stack

PATH = "/api/policy-reviews"
SEED_REQUEST: dict[str, Any] = {
    "listingId": "ebay-used-camera-001",
    "marketplace": "EBAY",
    "locale": "en-US",
    "category": "ELECTRONICS",
    "title": "Used mirrorless camera body",
    "description": "Works well. Email me at seller@example.com for a better price.",
    "condition": "USED",
    "price": 425.00,
    "attributes": {"brand": "ExampleCam", "model": "X100"},
}
CITATION = {
    "evidenceId": "POLICY_1",
    "policyId": "ebay-contact-information",
    "policyVersion": "2026-09-15",
    "section": "Contact details in listing text",
    "sectionId": "contact-details",
    "sourceUrl": "https://www.ebay.com/help/policies/listing-policies/contact-information-policy?id=4269",
    "effectiveFrom": "2026-09-15",
}
FINDING = {
    "code": "CONTACT_INFO_IN_LISTING",
    "severity": "WARNING",
    "message": "The description contains an email address.",
    "listingFields": ["DESCRIPTION"],
    "evidenceIds": ["POLICY_1"],
    "recommendedAction": "Remove the email address; buyers can use marketplace messages.",
    "listingQuote": "seller@example.com",
    # No evidence quote: absent, not "" (issue 22).
}


async def call(
    stack: Stack,
    body: object = SEED_REQUEST,
    *,
    method: str = "POST",
    path: str = PATH,
    headers: dict[str, str] | None = None,
    data: bytes | None = None,
) -> tuple[int, CIMultiDictProxy[str], Any]:
    payload = data if data is not None else json.dumps(body).encode()
    send_headers = {"Content-Type": "application/json", **(headers or {})}
    async with (
        aiohttp.ClientSession() as session,
        session.request(method, stack.http + path, data=payload, headers=send_headers) as response,
    ):
        text = await response.text()
        return response.status, response.headers, json.loads(text) if text else None


def assert_problem(status: int, headers: CIMultiDictProxy[str], body: Any, expected: dict[str, Any]) -> None:
    """Pins a Problem Details body; the instance is the request id, echoed in X-Request-Id."""
    assert headers["Content-Type"].startswith("application/problem+json")
    assert status == expected["status"]
    instance = body.pop("instance")
    assert re.fullmatch(r"urn:uuid:[0-9a-f-]{36}", instance)
    assert instance == f"urn:uuid:{headers['X-Request-Id']}"
    assert "Server" not in headers
    assert body == expected


@pytest.fixture
async def stack() -> Any:
    async with gateway_stack() as running_stack:
        yield running_stack


# --- one response of each status, pinned field by field -------------------------------------------


async def test_policy_findings_available_contract(stack: Stack) -> None:
    status, headers, body = await call(stack)
    assert status == 200
    assert headers["X-API-Version"] == "1"
    assert body == {
        "status": "POLICY_FINDINGS_AVAILABLE",
        "findings": [FINDING],
        "evidence": [CITATION],  # POLICY_2 was retrieved but not cited: not returned
        "warnings": [],
        "requiresHumanReview": True,
    }


CLEAN_REQUEST = {**SEED_REQUEST, "description": "Works well, light scratches on the base, tested with two lenses."}


async def test_no_policy_findings_contract(stack: Stack) -> None:
    stack.generation.findings = []
    status, _, body = await call(stack, CLEAN_REQUEST, headers={"X-API-Version": "1"})
    assert status == 200
    assert body == {
        "status": "NO_POLICY_FINDINGS",
        "findings": [],
        "evidence": [],
        "warnings": [],
        "requiresHumanReview": False,
    }


async def test_a_reviewer_that_misses_risk_wording_gets_no_all_clear(stack: Stack) -> None:
    # The seed listing carries an email address; a reviewer that proposes nothing must not make it an all-clear.
    stack.generation.findings = []
    status, _, body = await call(stack, headers={"X-API-Version": "1"})
    assert status == 200
    assert body == {
        "status": "NEEDS_HUMAN_REVIEW",
        "findings": [],
        "evidence": [],
        "warnings": [
            {"code": "RISK_WORDING", "reason": "RISK_WORDING_UNRESOLVED", "findingCode": "CONTACT_INFO_IN_LISTING"}
        ],
        "requiresHumanReview": True,
    }


async def test_insufficient_policy_context_contract_never_calls_the_reviewer(stack: Stack) -> None:
    stack.retrieval.no_scope()
    status, _, body = await call(stack, {**SEED_REQUEST, "locale": "fr-FR"})
    assert status == 200
    assert body == {
        "status": "INSUFFICIENT_POLICY_CONTEXT",
        "findings": [],
        "evidence": [],
        "warnings": [],
        "requiresHumanReview": True,
    }
    assert stack.generation.behaviour.calls == 0


async def test_resolved_scope_without_evidence_is_insufficient_context(stack: Stack) -> None:
    del stack.retrieval.response.evidence[:]
    status, _, body = await call(stack, {**SEED_REQUEST, "includeDiagnostics": True})
    assert (status, body["status"], body["requiresHumanReview"]) == (200, "INSUFFICIENT_POLICY_CONTEXT", True)
    assert body["diagnostics"]["scopeOutcome"] == "SCOPE_OUTCOME_RESOLVED"
    assert body["diagnostics"]["modelCalled"] is False
    assert stack.generation.behaviour.calls == 0


async def test_needs_human_review_contract(stack: Stack) -> None:
    stack.generation.findings = [contact_finding("POLICY_99")]
    status, _, body = await call(stack)
    assert status == 200
    assert body == {
        "status": "NEEDS_HUMAN_REVIEW",
        "findings": [],
        "evidence": [],
        "warnings": [
            {"code": "FINDING_REJECTED", "reason": "UNKNOWN_EVIDENCE", "findingCode": "CONTACT_INFO_IN_LISTING"}
        ],
        "requiresHumanReview": True,
    }


async def test_diagnostics_only_on_request_and_without_policy_text(stack: Stack) -> None:
    stack.generation.findings = [contact_finding(), contact_finding("POLICY_2")]
    stack.generation.malformed = 1
    _, _, plain = await call(stack)
    assert "diagnostics" not in plain
    status, _, body = await call(stack, {**SEED_REQUEST, "includeDiagnostics": True, "reviewDate": "2026-10-01"})
    assert status == 200
    diagnostics = body["diagnostics"]
    assert diagnostics == {
        "scopeOutcome": "SCOPE_OUTCOME_RESOLVED",
        "releases": [
            {
                "releaseId": "release-contact",
                "policyId": "ebay-contact-information",
                "policyVersion": "2026-09-15",
                "marketplace": "EBAY",
                "locale": "en-US",
                "categories": ["ALL"],
                "effectiveFrom": "2026-09-15",
                "embeddingModel": "wordllama",
                "embeddingDimensions": 256,
                # Open-ended and never checked: absent, not "" (issue 22).
                "sourceStale": False,
            }
        ],
        "retrieved": [
            {
                "rank": 1,
                "evidenceId": "POLICY_1",
                "releaseId": "release-contact",
                "policyId": "ebay-contact-information",
                "policyVersion": "2026-09-15",
                "sectionId": "contact-details",
                "marketplace": "EBAY",
                "locale": "en-US",
                "categories": ["ALL"],
                "appliesToConditions": [],
                "appliesToCategories": [],
                "score": 0.75,
            },
            {
                "rank": 2,
                "evidenceId": "POLICY_2",
                "releaseId": "release-contact",
                "policyId": "ebay-contact-information",
                "policyVersion": "2026-09-15",
                "sectionId": "off-platform",
                "marketplace": "EBAY",
                "locale": "en-US",
                "categories": ["ALL"],
                "appliesToConditions": [],
                "appliesToCategories": [],
                "score": 0.25,
            },
        ],
        "rejections": [{"reason": "UNSUPPORTED_FINDING_CODE", "count": 1}, {"reason": "INVALID_STRUCTURE", "count": 1}],
        "modelCalled": True,
        "reviewer": "rules",
        "modelId": "rules-v1",
        "promptVersion": "policy-review-v1",
        "retrievalMode": "hybrid",
        "embeddingModel": "wordllama",
        "reviewDate": "2026-10-01",
        "apiVersion": "1",
        # The rule pack edition retrieval resolved for the review (the stand-in names the shipped one).
        "rulesEdition": {
            "version": SHIPPED_EDITION.version,
            "contentHash": SHIPPED_EDITION.content_hash,
            "effectiveFrom": SHIPPED_EDITION.effective_from,
        },
    }
    assert "Sellers should not" not in json.dumps(body)
    assert body["warnings"] == [
        {"code": "FINDING_REJECTED", "reason": "UNSUPPORTED_FINDING_CODE", "findingCode": "CONTACT_INFO_IN_LISTING"},
        # A malformed proposal has no code: the key is absent, never FINDING_CODE_UNSPECIFIED (issue 22).
        {"code": "FINDING_REJECTED", "reason": "INVALID_STRUCTURE"},
    ]


async def test_listing_reaches_retrieval_and_generation_as_validated(stack: Stack) -> None:
    await call(stack, {**SEED_REQUEST, "price": "19.99", "reviewDate": "2026-09-20"})
    [retrieve] = stack.retrieval.requests
    assert (retrieve.listing.price, retrieve.review_date, retrieve.listing.locale) == (19.99, "2026-09-20", "en-US")
    [propose] = stack.generation.requests
    assert propose.listing == retrieve.listing
    assert [entry.evidence_id for entry in propose.ledger.entries] == ["POLICY_1", "POLICY_2"]


async def test_openapi_is_served_from_the_same_descriptors(stack: Stack) -> None:
    async with aiohttp.ClientSession() as session, session.get(stack.http + "/api/openapi.json") as response:
        assert response.status == 200
        # This gateway has no desk DSN, so its document leaves the desk's routes out.
        assert await response.json() == build_openapi((SERVICE, QUESTION_SERVICE, CATALOG_SERVICE))


# --- one Problem Details body per HTTP status -----------------------------------------------------


async def test_400_invalid_request_names_every_field_in_json_names(stack: Stack) -> None:
    body = {**SEED_REQUEST, "listingId": "", "title": "t" * 201, "reviewDate": "tomorrow"}
    del body["price"]
    status, headers, problem = await call(stack, body)
    assert_problem(
        status,
        headers,
        problem,
        {
            "type": "urn:problem:invalid-request",
            "title": "Invalid request",
            "status": 400,
            "detail": "The request is invalid.",
            "code": "INVALID_REQUEST",
            "errors": [
                {"field": "listingId", "description": "is required"},
                {"field": "title", "description": "must be at most 200 characters"},
                {"field": "price", "description": "is required"},
                {"field": "reviewDate", "description": "must be an ISO-8601 date like 2026-09-01"},
            ],
        },
    )
    assert stack.retrieval.behaviour.calls == 0


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"listingId": "x" * 129}, "listingId"),
        ({"marketplace": "ETSY"}, "marketplace"),
        ({"marketplace": 1}, "marketplace"),
        ({"locale": "english"}, "locale"),
        ({"category": "electronics"}, "category"),
        ({"category": "C" * 101}, "category"),
        ({"title": ""}, "title"),
        ({"description": "d" * 5001}, "description"),
        ({"condition": "MINT"}, "condition"),
        ({"price": -1}, "price"),
        ({"price": "abc"}, "price"),
        ({"price": None}, "price"),
        ({"attributes": {f"k{i}": "v" for i in range(51)}}, "attributes"),
        ({"attributes": {"k" * 65: "v"}}, "attributes"),
        ({"attributes": {"k": "v" * 257}}, "attributes"),
        ({"attributes": {"k": 1}}, "attributes"),
        ({"reviewDate": "2026-02-30"}, "reviewDate"),
        ({"unexpected": True}, "unexpected"),
        ({"title": 42}, "title"),
        ({"includeDiagnostics": "true"}, "includeDiagnostics"),
    ],
)
async def test_400_for_each_limit_and_type(stack: Stack, change: dict[str, Any], field: str) -> None:
    status, _, problem = await call(stack, {**SEED_REQUEST, **change})
    assert status == 400
    assert problem["code"] == "INVALID_REQUEST"
    assert [error["field"] for error in problem["errors"]] == [field]


@pytest.mark.parametrize(
    "missing", ["listingId", "marketplace", "locale", "category", "title", "description", "condition", "price"]
)
async def test_400_for_each_missing_required_field(stack: Stack, missing: str) -> None:
    body = {key: value for key, value in SEED_REQUEST.items() if key != missing}
    status, _, problem = await call(stack, body)
    assert status == 400
    assert problem["errors"] == [{"field": missing, "description": problem["errors"][0]["description"]}]


@pytest.mark.parametrize(
    ("data", "description"), [(b"{not json", "must be valid JSON"), (b"[1]", "must be a JSON object")]
)
async def test_400_for_malformed_json(stack: Stack, data: bytes, description: str) -> None:
    status, _, problem = await call(stack, data=data)
    assert (status, problem["errors"]) == (400, [{"field": "body", "description": description}])


async def test_400_unsupported_api_version(stack: Stack) -> None:
    status, headers, problem = await call(stack, headers={"X-API-Version": "2"})
    assert_problem(
        status,
        headers,
        problem,
        {
            "type": "urn:problem:unsupported-api-version",
            "title": "Unsupported API version",
            "status": 400,
            "detail": "The requested API version is not supported.",
            "code": "UNSUPPORTED_API_VERSION",
        },
    )


async def test_401_when_keys_are_configured() -> None:
    digest = hashlib.sha256(b"caller-key").hexdigest()
    async with gateway_stack(gateway_api_key_sha256=digest) as keyed:
        for headers in ({}, {"Authorization": "Bearer wrong-key"}, {"Authorization": "Basic caller-key"}):
            status, response_headers, problem = await call(keyed, headers=headers)
            assert response_headers["WWW-Authenticate"] == "Bearer"
            assert_problem(
                status,
                response_headers,
                problem,
                {
                    "type": "urn:problem:unauthenticated",
                    "title": "Authentication required",
                    "status": 401,
                    "detail": "Authentication is required.",
                    "code": "UNAUTHENTICATED",
                },
            )
        assert keyed.retrieval.behaviour.calls == 0
        status, _, body = await call(keyed, headers={"Authorization": "Bearer caller-key"})
        assert (status, body["status"]) == (200, "POLICY_FINDINGS_AVAILABLE")


async def test_403_when_a_review_key_asks_for_diagnostics() -> None:
    review, diagnostics = (hashlib.sha256(key).hexdigest() for key in (b"caller-key", b"ops-key"))
    async with gateway_stack(gateway_api_key_sha256=review, gateway_diagnostics_key_sha256=diagnostics) as keyed:
        asking = {**SEED_REQUEST, "includeDiagnostics": True}
        status, response_headers, problem = await call(keyed, asking, headers={"Authorization": "Bearer caller-key"})
        assert_problem(
            status,
            response_headers,
            problem,
            {
                "type": "urn:problem:permission-denied",
                "title": "Permission denied",
                "status": 403,
                "detail": "The caller may not perform this operation.",
                "code": "PERMISSION_DENIED",
            },
        )
        assert keyed.retrieval.behaviour.calls == 0
        status, _, body = await call(keyed, asking, headers={"Authorization": "Bearer ops-key"})
        assert status == 200
        assert "diagnostics" in body


async def test_404_for_unknown_paths(stack: Stack) -> None:
    status, headers, problem = await call(stack, path="/api/policy-reviews/extra/more")
    assert_problem(
        status,
        headers,
        problem,
        {
            "type": "urn:problem:not-found",
            "title": "Not found",
            "status": 404,
            "detail": "No resource exists at this path.",
            "code": "NOT_FOUND",
        },
    )


@pytest.mark.parametrize("method", ["GET", "PUT", "DELETE"])
async def test_405_with_allow_header(stack: Stack, method: str) -> None:
    status, headers, problem = await call(stack, method=method)
    assert headers["Allow"] == "POST"
    assert_problem(
        status,
        headers,
        problem,
        {
            "type": "urn:problem:method-not-allowed",
            "title": "Method not allowed",
            "status": 405,
            "detail": "This resource does not support the request method.",
            "code": "METHOD_NOT_ALLOWED",
        },
    )


async def test_413_for_oversized_bodies(stack: Stack) -> None:
    oversized = json.dumps({**SEED_REQUEST, "description": "x" * max_request_body_bytes()}).encode()
    status, headers, problem = await call(stack, data=oversized)
    assert_problem(
        status,
        headers,
        problem,
        {
            "type": "urn:problem:payload-too-large",
            "title": "Payload too large",
            "status": 413,
            "detail": "The request body is larger than the service accepts.",
            "code": "PAYLOAD_TOO_LARGE",
        },
    )


def _largest_in_limit_request() -> dict[str, Any]:
    # Every text field at its limit in the costliest spelling: astral characters, and JSON-escaped below.
    wide = "\U0001f4f7"
    return {
        **SEED_REQUEST,
        "listingId": wide * LISTING_ID_MAX,
        "category": "C" * CATEGORY_MAX,
        "title": wide * TITLE_MAX,
        "description": wide * DESCRIPTION_MAX,
        "attributes": {
            f"{index:02d}" + wide * (ATTRIBUTE_KEY_MAX - 2): wide * ATTRIBUTE_VALUE_MAX
            for index in range(ATTRIBUTES_MAX)
        },
    }


@pytest.mark.parametrize("ascii_only", [True, False], ids=["json-escaped", "utf-8"])
async def test_every_in_limit_request_fits_the_body_cap(stack: Stack, ascii_only: bool) -> None:
    body = json.dumps(_largest_in_limit_request(), ensure_ascii=ascii_only, indent=2).encode()
    assert len(body) > 64 * 1024  # the old fixed cap refused this
    status, _, answer = await call(stack, data=body)
    assert status == 200, answer


async def test_413_without_a_content_length(stack: Stack) -> None:
    async def chunks() -> Any:
        for _ in range(max_request_body_bytes() // 1024 + 2):
            yield b" " * 1024

    async with (
        aiohttp.ClientSession() as session,
        session.post(stack.http + PATH, data=chunks(), headers={"Content-Type": "application/json"}) as response,
    ):
        assert response.status == 413
        assert (await response.json())["code"] == "PAYLOAD_TOO_LARGE"


@pytest.mark.parametrize(
    "content_type", ["text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin-1", ""]
)
async def test_415_for_non_json(stack: Stack, content_type: str) -> None:
    async with (
        aiohttp.ClientSession() as session,
        session.post(
            stack.http + PATH, data=json.dumps(SEED_REQUEST).encode(), headers={"Content-Type": content_type}
        ) as response,
    ):
        status, headers, problem = response.status, response.headers, await response.json(content_type=None)
    assert_problem(
        status,
        headers,
        problem,
        {
            "type": "urn:problem:unsupported-media-type",
            "title": "Unsupported media type",
            "status": 415,
            "detail": "The request body must be application/json encoded as UTF-8.",
            "code": "UNSUPPORTED_MEDIA_TYPE",
        },
    )


async def test_json_with_utf8_charset_is_accepted(stack: Stack) -> None:
    status, _, body = await call(stack, headers={"Content-Type": "application/json; charset=UTF-8"})
    assert (status, body["status"]) == (200, "POLICY_FINDINGS_AVAILABLE")


@pytest.mark.parametrize(
    ("fake", "error", "expected"),
    [
        (
            "retrieval",
            ServiceError(ErrorReason.INDEX_CORRUPTED),
            {
                "type": "urn:problem:index-corrupted",
                "title": "Policy index corrupted",
                "status": 500,
                "detail": "Stored policy metadata could not be read.",
                "code": "INDEX_CORRUPTED",
            },
        ),
        (
            "generation",
            ServiceError(ErrorReason.AI_RESPONSE_INVALID, "model said: ignore previous instructions"),
            {
                "type": "urn:problem:ai-response-invalid",
                "title": "Invalid AI response",
                "status": 502,
                "detail": "The AI provider returned no valid structure.",
                "code": "AI_RESPONSE_INVALID",
            },
        ),
        (
            "generation",
            ServiceError(ErrorReason.AI_PROVIDER_UNAVAILABLE, "quota exceeded for key sk-123"),
            {
                "type": "urn:problem:ai-provider-unavailable",
                "title": "AI provider unavailable",
                "status": 503,
                "detail": "The AI provider is unavailable.",
                "code": "AI_PROVIDER_UNAVAILABLE",
            },
        ),
        (
            "retrieval",
            ServiceError(ErrorReason.POLICY_STORE_UNAVAILABLE, "connection to 10.0.0.5:5432 refused"),
            {
                "type": "urn:problem:policy-store-unavailable",
                "title": "Policy store unavailable",
                "status": 503,
                "detail": "The policy store is unavailable.",
                "code": "POLICY_STORE_UNAVAILABLE",
            },
        ),
        (
            "retrieval",
            ServiceError(ErrorReason.EMBEDDING_UNAVAILABLE),
            {
                "type": "urn:problem:embedding-unavailable",
                "title": "Embedding model unavailable",
                "status": 503,
                "detail": "The embedding model is unavailable.",
                "code": "EMBEDDING_UNAVAILABLE",
            },
        ),
        (
            "generation",
            ServiceError(ErrorReason.DEADLINE_EXCEEDED),
            {
                "type": "urn:problem:deadline-exceeded",
                "title": "Deadline exceeded",
                "status": 504,
                "detail": "The review did not finish within its deadline.",
                "code": "DEADLINE_EXCEEDED",
            },
        ),
    ],
)
async def test_dependency_reasons_become_problem_details_without_their_messages(
    stack: Stack, fake: str, error: ServiceError, expected: dict[str, Any]
) -> None:
    behaviour = getattr(stack, fake).behaviour
    behaviour.error, behaviour.failures = error, 10
    status, headers, problem = await call(stack)
    assert_problem(status, headers, problem, expected)
    assert error.message not in json.dumps(problem) or error.message == expected["detail"]
    assert "sk-123" not in json.dumps(problem)


async def test_503_dependency_unavailable_for_a_bare_failure(stack: Stack) -> None:
    stack.generation.behaviour.failures = 1  # bare UNAVAILABLE with a leaky message, no ErrorInfo
    status, headers, problem = await call(stack)
    assert_problem(
        status,
        headers,
        problem,
        {
            "type": "urn:problem:dependency-unavailable",
            "title": "Dependency unavailable",
            "status": 503,
            "detail": "A dependency of the review service is unavailable.",
            "code": "DEPENDENCY_UNAVAILABLE",
        },
    )
    assert stack.generation.behaviour.calls == 1  # never retried: each attempt is a model call


async def test_504_when_the_review_budget_runs_out() -> None:
    # Generous: retrieval must answer within its share even on a loaded machine; only generation hangs.
    budget = 10.0
    async with gateway_stack(review_deadline_seconds=budget) as slow:
        slow.generation.behaviour.hang = True
        status, headers, problem = await call(slow)
        assert (status, problem["code"], problem["type"]) == (504, "DEADLINE_EXCEEDED", "urn:problem:deadline-exceeded")
        assert problem["instance"] == f"urn:uuid:{headers['X-Request-Id']}"
        # Each hop's deadline travels with the call, as a share of what was left.
        [retrieval_deadline] = slow.retrieval.behaviour.time_remaining
        [generation_deadline] = slow.generation.behaviour.time_remaining
        assert retrieval_deadline is not None
        assert generation_deadline is not None
        # gRPC rounds timeouts up a little on the wire.
        assert 0 < retrieval_deadline <= budget * 0.35 * 1.05
        assert 0 < generation_deadline <= budget * 0.9 * 1.05


async def test_500_for_unexpected_failures_without_their_text() -> None:
    async def broken(request: Any, context: Any) -> Any:
        raise RuntimeError("secret internals /etc/passwd")

    app = build_http_app(
        service=policy_review_service_pb2.DESCRIPTOR.services_by_name["PolicyReviewService"],
        handlers={"ReviewListing": broken, "GetPolicyReview": broken},
        api_keys=ApiKeys(""),
        max_body_bytes=64 * 1024,
        openapi={},
    )
    runner = web.AppRunner(app)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    try:
        port = runner.addresses[0][1]
        async with (
            aiohttp.ClientSession() as session,
            session.post(f"http://127.0.0.1:{port}{PATH}", json=SEED_REQUEST) as response,
        ):
            status, headers, problem = response.status, response.headers, await response.json(content_type=None)
    finally:
        await runner.cleanup()
    assert_problem(
        status,
        headers,
        problem,
        {
            "type": "urn:problem:internal",
            "title": "Internal error",
            "status": 500,
            "detail": "The review service failed unexpectedly.",
            "code": "INTERNAL",
        },
    )


async def test_the_catalog_names_every_problem_of_a_query_at_once(stack: Stack) -> None:
    # A repeated key, an impossible date and a locale in the wrong case: one answer names all three.
    query = "marketplace=EBAY&date=2026-02-30&marketplace=AMAZON&locale=en-us"
    async with (
        aiohttp.ClientSession() as session,
        session.get(f"{stack.http}/api/policy-releases?{query}") as response,
    ):
        status, problem = response.status, await response.json(content_type=None)
    assert status == 400
    assert problem["errors"] == [
        {"field": "marketplace", "description": "must not repeat a key"},
        {"field": "locale", "description": "must be a BCP 47 language tag like en-US"},
        {"field": "date", "description": "must be an ISO-8601 date like 2026-09-01"},
    ]
    assert stack.retrieval.behaviour.calls == 0


async def test_a_malformed_field_does_not_hide_the_other_limits(stack: Stack) -> None:
    body = {**SEED_REQUEST, "price": "a lot", "category": "HOME__GARDEN", "reviewDate": "2026-02-30"}
    del body["title"]
    status, _, problem = await call(stack, body)
    assert status == 400
    assert problem["errors"] == [
        {"field": "price", "description": "must be a number or a numeric string"},
        {"field": "category", "description": "must be upper snake case like ELECTRONICS"},
        {"field": "title", "description": "is required"},
        {"field": "reviewDate", "description": "must be an ISO-8601 date like 2026-09-01"},
    ]


def _defaults_shown(document: Any, path: str = "") -> list[str]:
    """Where a JSON answer shows a proto default for an absent value: an *_UNSPECIFIED enum or an empty string."""
    if isinstance(document, dict):
        return [found for key, value in document.items() for found in _defaults_shown(value, f"{path}.{key}")]
    if isinstance(document, list):
        return [found for index, item in enumerate(document) for found in _defaults_shown(item, f"{path}[{index}]")]
    if isinstance(document, str) and (document.endswith("_UNSPECIFIED") or document == ""):
        return [path]
    return []


async def test_answers_never_show_unspecified_enums_or_empty_absent_values(stack: Stack) -> None:
    # A malformed proposal (no code) and diagnostics with an open-ended, never-checked release.
    stack.generation.findings = [contact_finding()]
    stack.generation.malformed = 1
    status, _, body = await call(stack, {**SEED_REQUEST, "includeDiagnostics": True})
    assert status == 200
    assert _defaults_shown(body) == []
    assert {"code": "FINDING_REJECTED", "reason": "INVALID_STRUCTURE"} in body["warnings"]
    assert "validUntil" not in body["diagnostics"]["releases"][0]
