"""Stand-in gateways for the CLI tests: a real grpc.aio server and a real aiohttp server answering from the dataset.

They implement the public contract only, so the evaluation's own clients and checks run unchanged.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import grpc
from aiohttp import web
from google.protobuf import json_format

from evaluation.corpus import Corpus
from evaluation.dataset import Dataset
from evaluation.identity import RunIdentity
from policyreview.v1 import policy_review_service_pb2, policy_review_service_pb2_grpc
from services.errors import ErrorReason, ServiceError, abort
from services.server import GrpcServer
from services.settings import CommonSettings
from tests.evaluation.support import IDENTITY, perfect_response
from tests.support import running

Response = policy_review_service_pb2.ReviewListingResponse
Mutation = Callable[[str, Response], None]


class Oracle:
    """Answers each dataset listing flawlessly, unless a test installs a mutation or a failure."""

    def __init__(self, dataset: Dataset, corpus: Corpus, identity: RunIdentity = IDENTITY) -> None:
        self.dataset = dataset
        self.corpus = corpus
        self.identity = identity
        self.mutate: Mutation | None = None
        self.fail_listing: str | None = None
        self.calls = 0

    def answer(self, request: policy_review_service_pb2.ReviewListingRequest) -> Response:
        self.calls += 1
        if not request.include_diagnostics:
            raise ServiceError(ErrorReason.INVALID_REQUEST)
        if request.listing_id == self.fail_listing:
            raise ServiceError(ErrorReason.DEPENDENCY_UNAVAILABLE)
        response = perfect_response(self.dataset.case(request.listing_id), self.corpus, self.identity)
        if self.mutate is not None:
            self.mutate(request.listing_id, response)
        return response


class _Servicer(policy_review_service_pb2_grpc.PolicyReviewServiceServicer):
    def __init__(self, oracle: Oracle) -> None:
        self._oracle = oracle

    async def ReviewListing(
        self, request: policy_review_service_pb2.ReviewListingRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> Response:
        if dict(context.invocation_metadata() or ()).get("x-api-version") != "1":
            await abort(context, ServiceError(ErrorReason.UNSUPPORTED_API_VERSION))
        try:
            return self._oracle.answer(request)
        except ServiceError as error:
            await abort(context, error)
            raise

    async def GetPolicyReview(
        self, request: policy_review_service_pb2.GetPolicyReviewRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> policy_review_service_pb2.GetPolicyReviewResponse:
        # The fake records nothing.
        await abort(context, ServiceError(ErrorReason.REVIEW_NOT_FOUND))
        raise AssertionError("abort returns only by raising")


@asynccontextmanager
async def grpc_gateway(oracle: Oracle) -> AsyncIterator[str]:
    def register(server: grpc.aio.Server) -> list[str]:
        policy_review_service_pb2_grpc.add_PolicyReviewServiceServicer_to_server(_Servicer(oracle), server)
        return ["policyreview.v1.PolicyReviewService"]

    server = GrpcServer(service_name="fake-gateway", settings=CommonSettings(), port=0, register=register)
    async with running(server) as address:
        yield address


@asynccontextmanager
async def rest_gateway(oracle: Oracle) -> AsyncIterator[str]:
    async def review(request: web.Request) -> web.Response:
        if request.headers.get("X-API-Version") != "1":
            return web.json_response({"code": "UNSUPPORTED_API_VERSION"}, status=400)
        message = json_format.ParseDict(await request.json(), policy_review_service_pb2.ReviewListingRequest())
        try:
            response = oracle.answer(message)
        except ServiceError as error:
            problem = {"type": "urn:problem:x", "status": error.http_status, "code": error.reason.value}
            return web.json_response(problem, status=error.http_status, content_type="application/problem+json")
        return web.json_response(json_format.MessageToDict(response))

    app = web.Application()
    app.router.add_post("/api/policy-reviews", review)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        await runner.cleanup()
