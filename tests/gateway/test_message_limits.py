"""Size and encoding limits before any work, over real channels with raw bytes: a message longer than the largest
valid request is refused before it is parsed (authentication included), and bytes that are not a message are
INVALID_ARGUMENT with the product's fixed message, never the parser's text or a traceback in the log."""

from __future__ import annotations

import hashlib
import logging

import grpc
import pytest

from gateway.domain.requests import (
    ATTRIBUTE_KEY_MAX,
    ATTRIBUTE_VALUE_MAX,
    ATTRIBUTES_MAX,
    CATEGORY_MAX,
    DESCRIPTION_MAX,
    LISTING_ID_MAX,
    TITLE_MAX,
    validate_request,
)
from gateway.review import review_request_from_proto
from policyreview.v1 import common_pb2, policy_review_service_pb2, policy_review_service_pb2_grpc, retrieval_service_pb2
from services import limits
from services.errors import ErrorReason, from_rpc_error
from services.proto import listing_to_proto
from tests.gateway.fakes import gateway_stack

REVIEW_METHOD = "/policyreview.v1.PolicyReviewService/ReviewListing"
VALIDATE_METHOD = "/policyreview.v1.ValidationService/ValidateFindings"
# Field 1 (listing_id, a string) holding bytes that are not UTF-8.
INVALID_UTF8 = b"\x0a\x03\xff\xfe\xfd"
ASTRAL = "\U0001f4f7"  # four bytes in UTF-8: the longest a character can be


def raw_call(channel: grpc.aio.Channel, method: str) -> grpc.aio.UnaryUnaryMultiCallable[bytes, bytes]:
    # No serializers: the bytes go on the wire as they are.
    return channel.unary_unary(method)


def largest_valid_review() -> policy_review_service_pb2.ReviewListingRequest:
    return policy_review_service_pb2.ReviewListingRequest(
        listing_id=ASTRAL * LISTING_ID_MAX,
        marketplace=common_pb2.EBAY,
        locale="en-US",
        category="A" * CATEGORY_MAX,
        title=ASTRAL * TITLE_MAX,
        description=ASTRAL * DESCRIPTION_MAX,
        condition=common_pb2.USED,
        price=425.0,
        attributes={
            f"{n:02d}" + ASTRAL * (ATTRIBUTE_KEY_MAX - 2): ASTRAL * ATTRIBUTE_VALUE_MAX for n in range(ATTRIBUTES_MAX)
        },
        review_date="2026-10-01",
        include_diagnostics=True,
    )


def test_each_part_reads_at_most_what_a_valid_caller_can_send() -> None:
    review = largest_valid_review()
    assert review.ByteSize() <= limits.gateway_receive_bytes()
    # What the gateway sends retrieval for that review fits retrieval's limit.
    listing = listing_to_proto(validate_request(review_request_from_proto(review)).listing)
    retrieve = retrieval_service_pb2.RetrieveRequest(listing=listing, review_date=review.review_date)
    assert retrieve.ByteSize() <= limits.retrieval_receive_bytes() == limits.listing_bytes()
    # What each hop carries grows along the review, and every limit is below grpc's 4 MiB default.
    ordered = [
        limits.gateway_receive_bytes(),
        limits.generation_receive_bytes(),
        limits.validation_receive_bytes(),
        4 * 1024 * 1024,
    ]
    assert ordered == sorted(ordered)


async def test_an_oversized_review_is_refused_before_authentication_and_before_any_work() -> None:
    digest = hashlib.sha256(b"a-key").hexdigest()
    async with (
        gateway_stack(gateway_api_key_sha256=digest) as stack,
        grpc.aio.insecure_channel(stack.grpc_address) as channel,
    ):
        oversized = b"\x0a" + b"\xff\xff\x7f" + b"x" * (limits.gateway_receive_bytes() + 1)
        with pytest.raises(grpc.aio.AioRpcError) as refused:
            await raw_call(channel, REVIEW_METHOD)(oversized, timeout=30)
        # Not UNAUTHENTICATED: the length alone refused it, before the key was looked at.
        assert refused.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        assert stack.retrieval.behaviour.calls == 0

        # The largest valid review still arrives: the key check answers it, not the size limit.
        stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)
        with pytest.raises(grpc.aio.AioRpcError) as unauthenticated:
            await stub.ReviewListing(largest_valid_review(), timeout=30)
        assert unauthenticated.value.code() == grpc.StatusCode.UNAUTHENTICATED


async def test_the_largest_valid_review_is_reviewed() -> None:
    async with gateway_stack() as stack, grpc.aio.insecure_channel(stack.grpc_address) as channel:
        stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)
        response = await stub.ReviewListing(largest_valid_review(), timeout=30)
        # Through every hop: the fake's finding quotes text this listing lacks, so validation asks for a human.
        assert response.status == common_pb2.NEEDS_HUMAN_REVIEW
        assert len(stack.retrieval.requests) == len(stack.generation.requests) == 1


async def test_undecodable_bytes_are_invalid_argument_without_internals_or_a_traceback(
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    async with gateway_stack() as stack:
        validation_port = stack.dependency_servers["validation"].bound_port
        targets = [(stack.grpc_address, REVIEW_METHOD), (f"127.0.0.1:{validation_port}", VALIDATE_METHOD)]
        for address, method in targets:
            async with grpc.aio.insecure_channel(address) as channel:
                for _ in range(3):
                    with pytest.raises(grpc.aio.AioRpcError) as failure:
                        await raw_call(channel, method)(INVALID_UTF8, timeout=30)
                    assert failure.value.code() == grpc.StatusCode.INVALID_ARGUMENT, method
                    error = from_rpc_error(failure.value)
                    assert error is not None
                    assert error.reason is ErrorReason.INVALID_REQUEST
                    details = failure.value.details() or ""
                    assert "DecodeError" not in details
                    assert "parsing" not in details.lower()
        assert stack.retrieval.behaviour.calls == 0
    assert [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR] == []
    assert not any("DecodeError" in r.getMessage() for r in caplog.records)
