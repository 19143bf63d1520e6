"""Pure gateway rules: request limits, API versions, caller keys, the deadline budget, failure mapping."""

from __future__ import annotations

import hashlib
import math
from dataclasses import replace

import pytest
from pydantic import ValidationError

from gateway.domain.access import ANONYMOUS_OWNER, ApiKeys, negotiate_api_version
from gateway.domain.budget import DeadlineBudget
from gateway.domain.failures import classify_failure
from gateway.domain.problems import Problem, problem_for_error
from gateway.domain.requests import ReviewRequest, validate_request
from gateway.settings import GatewaySettings
from services.errors import ErrorReason, FieldViolation, ServiceError
from services.vocabulary import ListingCondition, Marketplace

VALID = ReviewRequest(
    listing_id="ebay-used-camera-001",
    marketplace="EBAY",
    locale="en-US",
    category="ELECTRONICS",
    title="Used mirrorless camera body",
    description="Works well.",
    condition="USED",
    price=425.0,
    attributes={"brand": "ExampleCam", "model": "X100"},
)


def violations(request: ReviewRequest) -> dict[str, str]:
    with pytest.raises(ServiceError) as failure:
        validate_request(request)
    assert failure.value.reason is ErrorReason.INVALID_REQUEST
    return {v.field: v.description for v in failure.value.violations}


def test_a_valid_request_becomes_a_listing() -> None:
    review = validate_request(replace(VALID, review_date="2026-09-01", include_diagnostics=True))
    assert review.listing.marketplace is Marketplace.EBAY
    assert review.listing.condition is ListingCondition.USED
    assert (review.listing.price, review.review_date, review.include_diagnostics) == (425.0, "2026-09-01", True)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"listing_id": ""}, "listing_id"),
        ({"listing_id": "x" * 129}, "listing_id"),
        ({"listing_id": "a\nb"}, "listing_id"),
        ({"marketplace": ""}, "marketplace"),
        ({"marketplace": "ETSY"}, "marketplace"),
        ({"locale": ""}, "locale"),
        ({"locale": "english"}, "locale"),
        ({"locale": "en-us"}, "locale"),
        ({"locale": "en-US\n"}, "locale"),
        ({"category": ""}, "category"),
        ({"category": "electronics"}, "category"),
        ({"category": "A" * 101}, "category"),
        ({"category": "HOME__GARDEN"}, "category"),
        ({"title": ""}, "title"),
        ({"title": "   "}, "title"),
        ({"title": "t" * 201}, "title"),
        ({"title": "nul\x00byte"}, "title"),
        ({"description": ""}, "description"),
        ({"description": "d" * 5001}, "description"),
        ({"condition": ""}, "condition"),
        ({"condition": "BROKEN"}, "condition"),
        ({"price": None}, "price"),
        ({"price": -0.01}, "price"),
        ({"price": math.inf}, "price"),
        ({"price": math.nan}, "price"),
        ({"attributes": {f"k{i}": "v" for i in range(51)}}, "attributes"),
        ({"attributes": {"": "v"}}, "attributes"),
        ({"attributes": {"k" * 65: "v"}}, "attributes"),
        ({"attributes": {"k": "v" * 257}}, "attributes"),
        ({"review_date": "2026-13-01"}, "review_date"),
        ({"review_date": "20260901"}, "review_date"),
        ({"review_date": "2026-W01-1"}, "review_date"),
        ({"review_date": "2026-09-01T00:00:00Z"}, "review_date"),
    ],
)
def test_each_limit_is_a_field_violation(change: dict[str, object], field: str) -> None:
    assert list(violations(replace(VALID, **change))) == [field]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "change",
    [
        {"listing_id": "x" * 128},
        {"title": "t" * 200},
        {"description": "line one\nline two\ttabbed"},
        {"description": "d" * 5000},
        {"price": 0.0},
        {"locale": "fr-FR"},
        {"locale": "es-419"},
        {"category": "HOME_GARDEN2"},
        {"attributes": {f"k{i}": "v" * 256 for i in range(50)}},
        {"attributes": {}},
    ],
)
def test_boundary_values_are_accepted(change: dict[str, object]) -> None:
    validate_request(replace(VALID, **change))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text",
    [
        "c1\x85control",  # NEL, a C1 control
        "del\x7fchar",
        "escape\x1b[31m",
        "right\u202eleft override",
        "isolate\u2066inside\u2069",
        "zero\u200bwidth space",
        "zero\u200dwidth joiner",
        "soft\u00adhyphen",
        "byte\ufefforder mark",
        "tag\U000e0041character",
        "lone\ud800surrogate",
    ],
)
def test_the_text_policy_rejects_invisible_and_control_characters(text: str) -> None:
    description = "must not contain control characters, invisible format characters or unpaired surrogates"
    for name in ("listing_id", "title", "description"):
        assert violations(replace(VALID, **{name: text})) == {name: description}  # type: ignore[arg-type]
    assert list(violations(replace(VALID, attributes={"brand": text}))) == ["attributes"]
    assert list(violations(replace(VALID, attributes={text: "v"}))) == ["attributes"]


def test_the_text_policy_keeps_every_script_emoji_and_prose_breaks() -> None:
    validate_request(
        replace(
            VALID,
            listing_id="annonce-\u00e9t\u00e9-\u65e5\u672c",
            title="\u05de\u05e6\u05dc\u05de\u05d4 \u0643\u0627\u0645\u064a\u0631\u0627 Kamera \U0001f4f7",
            description="Line one\nline two\r\n\tindented \u2014 \u00a0no-break space",
            attributes={"Marke": "B\u00e4r \U0001f43b"},
        )
    )
    # Line breaks are prose: fine in a description, not in an identifier or an attribute name.
    assert list(violations(replace(VALID, listing_id="id\n1"))) == ["listing_id"]
    assert list(violations(replace(VALID, attributes={"bra\tnd": "v"}))) == ["attributes"]


def test_every_violation_is_reported_at_once() -> None:
    assert set(violations(ReviewRequest())) == {
        "listing_id",
        "marketplace",
        "locale",
        "category",
        "title",
        "description",
        "condition",
        "price",
    }


def test_api_version_absent_means_one_and_anything_else_is_rejected() -> None:
    assert negotiate_api_version([]) == "1"
    assert negotiate_api_version(["1"]) == "1"
    assert negotiate_api_version([" 1 ", "1"]) == "1"
    for values in (["2"], ["1.0"], [""], ["1", "2"], ["v1"]):
        with pytest.raises(ServiceError) as failure:
            negotiate_api_version(values)
        assert failure.value.reason is ErrorReason.UNSUPPORTED_API_VERSION


def test_api_keys_compare_digests_and_are_off_when_unset() -> None:
    ApiKeys.from_setting("").authenticate(None)  # open: local development
    first, second = (hashlib.sha256(k.encode()).hexdigest() for k in ("key-one", "key-two"))
    keys = ApiKeys.from_setting(f"{first}, {second.upper()}")
    assert keys.enabled
    keys.authenticate("Bearer key-one")
    keys.authenticate("bearer key-two")
    for header in (None, "", "Bearer", "Bearer ", "Basic key-one", "Bearer key-three", "key-one", first):
        with pytest.raises(ServiceError) as failure:
            keys.authenticate(header)
        assert failure.value.reason is ErrorReason.UNAUTHENTICATED


def test_only_diagnostics_keys_may_ask_for_diagnostics() -> None:
    review, diagnostics = (hashlib.sha256(k.encode()).hexdigest() for k in ("review-key", "ops-key"))
    keys = ApiKeys.from_setting(review, diagnostics)
    reviewer = keys.authenticate("Bearer review-key")
    operator = keys.authenticate("Bearer ops-key")  # a diagnostics key is an accepted key too
    reviewer.authorize(include_diagnostics=False)
    operator.authorize(include_diagnostics=True)
    with pytest.raises(ServiceError) as failure:
        reviewer.authorize(include_diagnostics=True)
    assert failure.value.reason is ErrorReason.PERMISSION_DENIED
    # Authentication off (local runs): everyone may.
    ApiKeys.from_setting("").authenticate(None).authorize(include_diagnostics=True)


def test_each_key_owns_its_conversations_and_without_authentication_one_anonymous_owner_does() -> None:
    review, diagnostics = (hashlib.sha256(k.encode()).hexdigest() for k in ("review-key", "ops-key"))
    keys = ApiKeys.from_setting(f"{review},{hashlib.sha256(b'other-key').hexdigest()}", diagnostics)
    owners = {keys.authenticate(f"Bearer {key}").owner for key in ("review-key", "other-key", "ops-key")}
    assert len(owners) == 3
    assert keys.authenticate("bearer review-key").owner == keys.authenticate("Bearer review-key").owner
    # Neither the key nor the digest the key setting holds: a copy of the memory table matches neither.
    assert all(len(owner) == 64 and owner not in {review, diagnostics} for owner in owners)
    assert ANONYMOUS_OWNER not in owners
    assert ApiKeys.from_setting("").authenticate("Bearer review-key").owner == ANONYMOUS_OWNER
    off = ApiKeys.from_setting(review, diagnostics, mode="off")
    assert {off.authenticate(None).owner, off.authenticate("Bearer ops-key").owner} == {ANONYMOUS_OWNER}


def test_api_key_setting_must_hold_sha256_digests() -> None:
    with pytest.raises(ValueError, match="64 hex"):
        ApiKeys.from_setting("not-a-digest")


def test_budget_shares_what_remains_and_respects_the_caller_deadline() -> None:
    now = [100.0]
    budget = DeadlineBudget(30.0, caller_remaining=None, clock=lambda: now[0])
    assert budget.timeout_for(0.5) == pytest.approx(15.0)
    now[0] += 20.0
    assert budget.timeout_for(0.5) == pytest.approx(5.0)
    assert DeadlineBudget(30.0, caller_remaining=2.0, clock=lambda: 0.0).timeout_for(1.0) == pytest.approx(2.0)
    assert DeadlineBudget(30.0, caller_remaining=90.0, clock=lambda: 0.0).timeout_for(1.0) == pytest.approx(30.0)
    now[0] += 10.0
    with pytest.raises(ServiceError) as failure:
        budget.timeout_for(1.0)
    assert failure.value.reason is ErrorReason.DEADLINE_EXCEEDED


@pytest.mark.parametrize(
    ("code", "reason", "expected"),
    [
        ("UNAVAILABLE", ErrorReason.POLICY_STORE_UNAVAILABLE, ErrorReason.POLICY_STORE_UNAVAILABLE),
        ("UNAVAILABLE", ErrorReason.EMBEDDING_UNAVAILABLE, ErrorReason.EMBEDDING_UNAVAILABLE),
        ("UNAVAILABLE", ErrorReason.AI_PROVIDER_UNAVAILABLE, ErrorReason.AI_PROVIDER_UNAVAILABLE),
        ("UNAVAILABLE", ErrorReason.AI_RESPONSE_INVALID, ErrorReason.AI_RESPONSE_INVALID),
        ("INTERNAL", ErrorReason.INDEX_CORRUPTED, ErrorReason.INDEX_CORRUPTED),
        ("DEADLINE_EXCEEDED", ErrorReason.DEADLINE_EXCEEDED, ErrorReason.DEADLINE_EXCEEDED),
        ("DEADLINE_EXCEEDED", None, ErrorReason.DEADLINE_EXCEEDED),
        ("UNAVAILABLE", None, ErrorReason.DEPENDENCY_UNAVAILABLE),
        ("INTERNAL", None, ErrorReason.DEPENDENCY_UNAVAILABLE),
        ("UNIMPLEMENTED", None, ErrorReason.DEPENDENCY_UNAVAILABLE),
        # Our own request being invalid is not the caller's fault.
        ("INVALID_ARGUMENT", ErrorReason.INVALID_REQUEST, ErrorReason.DEPENDENCY_UNAVAILABLE),
        ("UNAUTHENTICATED", ErrorReason.UNAUTHENTICATED, ErrorReason.DEPENDENCY_UNAVAILABLE),
    ],
)
def test_dependency_failures_keep_their_own_reason_or_become_dependency_unavailable(
    code: str, reason: ErrorReason | None, expected: ErrorReason
) -> None:
    assert classify_failure(code, reason) is expected


def test_problems_never_carry_foreign_messages() -> None:
    foreign = ServiceError(ErrorReason.POLICY_STORE_UNAVAILABLE, "psql: FATAL password for user x")
    problem = problem_for_error(foreign)
    assert problem.detail == "The policy store is unavailable."
    body = Problem("INVALID_REQUEST", 400, "The request is invalid.", (FieldViolation("listing_id", "is required"),))
    assert body.body("urn:uuid:1", lambda name: name.upper())["errors"] == [
        {"field": "LISTING_ID", "description": "is required"}
    ]


def test_deployments_refuse_to_start_without_digests_and_off_still_guards_diagnostics() -> None:
    review = hashlib.sha256(b"review-key").hexdigest()
    diagnostics = hashlib.sha256(b"diagnostics-key").hexdigest()
    with pytest.raises(ValueError, match="no API key digests"):
        ApiKeys.from_setting("", "", "required")
    with pytest.raises(ValidationError, match="no API key digests"):
        GatewaySettings(gateway_authentication="required")
    assert ApiKeys.from_setting(review, "", "required").enabled
    # Explicitly off: anyone reviews, only a diagnostics key reads diagnostics.
    off = ApiKeys.from_setting("", diagnostics, "off")
    assert not off.enabled
    assert not off.authenticate(None).may_read_diagnostics
    assert not off.authenticate("Bearer review-key").may_read_diagnostics
    assert off.authenticate("Bearer diagnostics-key").may_read_diagnostics
    with pytest.raises(ServiceError):
        off.authenticate(None).authorize(include_diagnostics=True)
    assert not ApiKeys.from_setting("", "", "off").authenticate(None).may_read_diagnostics
    # Local runs keep their open default.
    assert ApiKeys.from_setting("", "", "local").authenticate(None).may_read_diagnostics
