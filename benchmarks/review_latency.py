"""End-to-end review latency on the local stack (four processes, embedded PostgreSQL): gRPC beside REST.

Sequential requests from one client, after a warm-up, so the numbers are per-review service time
rather than throughput under contention. Prints p50/p95 per surface and the REST/gRPC ratio, and
the cost of a review whose scope resolves to nothing (no search, no model call) for comparison.
"""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Awaitable, Callable

import grpc
import httpx
from google.protobuf import json_format

from policyreview.v1 import policy_review_service_pb2, policy_review_service_pb2_grpc
from services.stack import StackPorts, local_stack

REQUESTS = 200
WARM_UP = 20
LISTING = {
    "listingId": "bench-001",
    "marketplace": "EBAY",
    "locale": "en-US",
    "category": "ELECTRONICS",
    "title": "Used mirrorless camera body",
    "description": "Works well. Email me at camera.seller@example.com for a better price.",
    "condition": "USED",
    "price": 425.0,
    "attributes": {"brand": "ExampleCam", "model": "X100"},
}


async def _timed(call: Callable[[], Awaitable[object]]) -> list[float]:
    for _ in range(WARM_UP):
        await call()
    timings = []
    for _ in range(REQUESTS):
        started = time.perf_counter()
        await call()
        timings.append((time.perf_counter() - started) * 1000)
    return timings


def _row(name: str, timings: list[float], baseline: float) -> str:
    p50 = statistics.median(timings)
    p95 = statistics.quantiles(timings, n=20)[18]
    return f"{name:44s} {p50:8.2f} {p95:8.2f} {p50 / baseline:9.2f}x"


async def run() -> None:
    async with local_stack({"POLICY_REVIEW_LOG_LEVEL": "WARNING"}, ports=StackPorts.ephemeral()) as stack:
        review = json_format.ParseDict(LISTING, policy_review_service_pb2.ReviewListingRequest())
        out_of_scope = json_format.ParseDict(
            {**LISTING, "locale": "fr-FR"}, policy_review_service_pb2.ReviewListingRequest()
        )
        async with (
            grpc.aio.insecure_channel(stack.grpc_address) as channel,
            httpx.AsyncClient(base_url=stack.http_url, timeout=30) as client,
        ):
            stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)

            async def grpc_review() -> object:
                return await stub.ReviewListing(review, timeout=30)

            async def rest_review() -> object:
                response = await client.post("/api/policy-reviews", json=LISTING, headers={"X-API-Version": "1"})
                response.raise_for_status()
                return response

            async def grpc_out_of_scope() -> object:
                return await stub.ReviewListing(out_of_scope, timeout=30)

            grpc_ms = await _timed(grpc_review)
            rest_ms = await _timed(rest_review)
            empty_ms = await _timed(grpc_out_of_scope)
    baseline = statistics.median(grpc_ms)
    print(f"{REQUESTS} sequential reviews each after {WARM_UP} warm-up; offline reviewer, hybrid retrieval")
    print(f"{'surface':44s} {'p50 ms':>8s} {'p95 ms':>8s} {'p50 vs gRPC':>10s}")
    print(_row("gRPC ReviewListing (findings)", grpc_ms, baseline))
    print(_row("REST POST /api/policy-reviews (findings)", rest_ms, baseline))
    print(_row("gRPC, scope resolves to nothing (fr-FR)", empty_ms, baseline))


def main() -> None:
    asyncio.run(run())
