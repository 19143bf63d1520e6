"""The request field rules declared in the protos: read once, checked by every server's interceptor, rendered as
JSON Schema (services/field_rules.py, services/field_interceptor.py)."""

from __future__ import annotations

import subprocess
import sys

import grpc
import pytest

from gateway.domain.questions import QuestionTarget, validate_target
from gateway.domain.requests import REVIEW_RULES
from policyreview.v1 import (
    common_pb2,
    policy_catalog_service_pb2,
    policy_catalog_service_pb2_grpc,
    policy_question_service_pb2,
    policy_review_service_pb2,
    review_desk_service_pb2,
)
from services import field_rules
from services.errors import ErrorReason, FieldViolation, ServiceError, from_rpc_error
from services.server import GrpcServer
from services.settings import CommonSettings
from services.values import (
    CATEGORY_MAX,
    CATEGORY_PATTERN,
    FORBIDDEN_TEXT,
    LOCALE_PATTERN,
    PAGE_TOKEN_PATTERN,
    REASON_PATTERN,
    UUID_PATTERN,
    VERSION_PATTERN,
)
from tests.support import running


def test_the_review_rules_come_from_the_proto_options() -> None:
    assert REVIEW_RULES.required == (
        "listing_id",
        "marketplace",
        "locale",
        "category",
        "title",
        "description",
        "condition",
        "price",
    )
    title = REVIEW_RULES.field("title")
    assert (title.max_len, title.kind) == (200, field_rules.ValueKind.PROSE)
    assert REVIEW_RULES.field("marketplace").choices == ("EBAY", "AMAZON")
    attributes = REVIEW_RULES.field("attributes")
    assert (attributes.max_entries, attributes.max_key_len, attributes.max_value_len) == (50, 64, 256)
    # Fields without options (include_diagnostics) carry no rule.
    assert "include_diagnostics" not in {rule.name for rule in REVIEW_RULES.fields}


def test_every_violation_of_a_message_is_named_at_once_in_field_order() -> None:
    request = policy_review_service_pb2.ReviewListingRequest(
        listing_id="id\u200b",
        locale="en-us",
        category="x" * (CATEGORY_MAX + 1),
        title=" ",
        description="fine\nprose",
        condition=99,  # type: ignore[arg-type]  # a number this build does not know
        price=float("nan"),
        attributes={"": "v"},
        review_date="2026-02-30",
    )
    assert field_rules.message_violations(request) == [
        FieldViolation("listing_id", FORBIDDEN_TEXT),
        FieldViolation("marketplace", "must be one of EBAY, AMAZON"),
        FieldViolation("locale", "must be a BCP 47 language tag like en-US"),
        FieldViolation("category", f"must be at most {CATEGORY_MAX} characters"),
        FieldViolation("title", "is required"),
        FieldViolation("condition", "must be one of NEW, USED, REFURBISHED, FOR_PARTS"),
        FieldViolation("price", "must be a finite number greater than or equal to 0"),
        FieldViolation(
            "attributes",
            "keys must be 1-64 characters without control characters, invisible format characters or unpaired "
            "surrogates",
        ),
        FieldViolation("review_date", "must be an ISO-8601 date like 2026-09-01"),
    ]


def test_nested_messages_are_checked_with_their_path() -> None:
    request = policy_question_service_pb2.AskPolicyQuestionRequest(
        question="Is it allowed?",
        scope=policy_question_service_pb2.QuestionScope(marketplace=common_pb2.EBAY, locale="en-US", category="toys"),
        corpus="Not A Corpus",
        conversation_id="nope",
    )
    assert [(v.field, v.description) for v in field_rules.message_violations(request)] == [
        ("scope.category", "must be upper snake case like ELECTRONICS"),
        ("corpus", "must be 1-64 characters [a-z0-9._-]"),
        ("conversation_id", "must be a UUID"),
    ]
    # An absent optional message is not checked; optional values may be left empty.
    assert field_rules.message_violations(policy_question_service_pb2.AskPolicyQuestionRequest(question="Why?")) == []


def test_json_schema_states_the_same_rules() -> None:
    catalog = field_rules.json_schemas(field_rules.rules_for(policy_catalog_service_pb2.ListPolicyReleasesRequest))
    assert catalog["marketplace"] == {"enum": ["EBAY", "AMAZON"]}
    assert catalog["locale"] == {"pattern": LOCALE_PATTERN}
    assert catalog["category"] == {
        "anyOf": [{"maxLength": 0}, {"maxLength": CATEGORY_MAX, "pattern": CATEGORY_PATTERN}]
    }
    release = field_rules.json_schemas(field_rules.rules_for(policy_catalog_service_pb2.GetPolicyReleaseRequest))
    assert release == {"release_id": {"pattern": UUID_PATTERN}}
    ask = field_rules.json_schemas(field_rules.rules_for(policy_question_service_pb2.AskPolicyQuestionRequest))
    assert ask["conversation_id"] == {"pattern": f"^({UUID_PATTERN[1:-1]})?$"}
    assert ask["question"]["maxLength"] == 1000
    review = field_rules.json_schemas(field_rules.rules_for(policy_review_service_pb2.ReviewListingRequest))
    assert review["price"] == {"minimum": 0}


def test_integer_ranges_versions_and_repeated_items_are_rules_too() -> None:
    """The desk's shapes: an integer range, a version on an int64 (0 is not given), items of a repeated message."""
    listing = field_rules.rules_for(review_desk_service_pb2.ListReviewCasesRequest)
    assert field_rules.violations(listing, {"page_size": 100, "page_token": ""}) == []
    assert field_rules.violations(listing, {"page_size": -1, "page_token": "1-x"}) == [
        FieldViolation("page_size", "must be between 0 and 100"),
        FieldViolation("page_token", "must be a next_page_token of an earlier page"),
    ]
    assert field_rules.json_schemas(listing) == {
        "page_size": {"minimum": 0, "maximum": 100},
        "page_token": {"pattern": f"^({PAGE_TOKEN_PATTERN[1:-1]})?$"},
    }
    decide = field_rules.rules_for(review_desk_service_pb2.DecideReviewCaseRequest)
    schemas = field_rules.json_schemas(decide)
    assert schemas["expected_version"] == {"pattern": VERSION_PATTERN}
    assert schemas["added"] == {"maxItems": 20}
    assert schemas["note"] == {"maxLength": 2000}
    finding = field_rules.json_schemas(field_rules.rules_for(review_desk_service_pb2.FindingDecision))
    assert finding["finding_index"] == {"minimum": 0}
    assert finding["reason"] == {"minLength": 1, "maxLength": 1000, "pattern": REASON_PATTERN}
    request = review_desk_service_pb2.DecideReviewCaseRequest(
        case_id="22222222-2222-4222-8222-222222222222",
        expected_version=7,
        findings=[review_desk_service_pb2.FindingDecision(finding_index=-1, reason="\t")],
        outcome=review_desk_service_pb2.NO_VIOLATION,
    )
    assert field_rules.message_violations(request) == [
        FieldViolation("findings[0].finding_index", "must be greater than or equal to 0"),
        FieldViolation("findings[0].code", "must be one of " + ", ".join(common_pb2.FindingCode.keys()[1:])),
        FieldViolation("findings[0].verdict", "must be one of CONFIRMED, REJECTED"),
        FieldViolation("findings[0].reason", "must say why"),
    ]


def test_the_rules_module_does_not_import_grpc() -> None:
    probe = "import sys, services.field_rules, gateway.domain.requests; print('grpc' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


class _Catalog(policy_catalog_service_pb2_grpc.PolicyCatalogServiceServicer):
    def __init__(self) -> None:
        self.calls = 0

    async def ListPolicyReleases(
        self, request: policy_catalog_service_pb2.ListPolicyReleasesRequest, context: object
    ) -> policy_catalog_service_pb2.ListPolicyReleasesResponse:
        self.calls += 1
        return policy_catalog_service_pb2.ListPolicyReleasesResponse(date="2026-09-01")

    async def GetPolicyRelease(
        self, request: policy_catalog_service_pb2.GetPolicyReleaseRequest, context: object
    ) -> policy_catalog_service_pb2.GetPolicyReleaseResponse:
        self.calls += 1
        return policy_catalog_service_pb2.GetPolicyReleaseResponse()


async def test_every_server_refuses_a_request_breaking_its_rules_before_the_servicer_runs() -> None:
    catalog = _Catalog()

    def register(server: grpc.aio.Server) -> list[str]:
        policy_catalog_service_pb2_grpc.add_PolicyCatalogServiceServicer_to_server(catalog, server)
        return ["policyreview.v1.PolicyCatalogService"]

    server = GrpcServer(service_name="test", settings=CommonSettings(), port=0, register=register)
    async with running(server) as address, grpc.aio.insecure_channel(address) as channel:
        stub = policy_catalog_service_pb2_grpc.PolicyCatalogServiceStub(channel)
        with pytest.raises(grpc.aio.AioRpcError) as failure:
            await stub.ListPolicyReleases(
                policy_catalog_service_pb2.ListPolicyReleasesRequest(locale="english", date="tomorrow")
            )
        valid = policy_catalog_service_pb2.ListPolicyReleasesRequest(marketplace=common_pb2.EBAY, locale="en-US")
        assert (await stub.ListPolicyReleases(valid)).date == "2026-09-01"
    assert failure.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    error = from_rpc_error(failure.value)
    assert error is not None
    assert error.reason is ErrorReason.INVALID_REQUEST
    assert [v.field for v in error.violations] == ["marketplace", "locale", "date"]
    assert "english" not in str(error.violations)
    assert catalog.calls == 1


def test_questions_follow_the_shared_text_policy_and_scope_wording() -> None:
    with pytest.raises(ServiceError) as caught:
        validate_target(
            QuestionTarget(marketplace="ETSY", locale="en-US", has_scope=True), "Is e\u200bmail allowed?", "question"
        )
    assert [(v.field, v.description) for v in caught.value.violations] == [
        ("question", FORBIDDEN_TEXT),
        ("scope.marketplace", "must be one of EBAY, AMAZON"),
    ]
