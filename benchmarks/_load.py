"""Load shapes: sequential calls, closed loops at a fixed concurrency, and one burst of N calls at once."""

from __future__ import annotations

import asyncio
import statistics
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

import aiohttp
import grpc
from google.protobuf import json_format

from policyreview.v1 import policy_review_service_pb2, policy_review_service_pb2_grpc

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
DEADLINE_SECONDS = 30.0

# One call: returns the outcome name ("OK" or the error's code) so failures are counted, not raised.
Call = Callable[[], Awaitable[str]]


@dataclass
class Outcome:
    latencies_ms: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0

    @property
    def completed(self) -> int:
        return len(self.latencies_ms)

    @property
    def throughput(self) -> float:
        return self.completed / self.seconds if self.seconds else 0.0

    def percentile(self, q: float) -> float:
        if not self.latencies_ms:
            return float("nan")
        ordered = sorted(self.latencies_ms)
        return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]

    @property
    def p50(self) -> float:
        return statistics.median(self.latencies_ms) if self.latencies_ms else float("nan")


def review_request() -> policy_review_service_pb2.ReviewListingRequest:
    return json_format.ParseDict(LISTING, policy_review_service_pb2.ReviewListingRequest())


def grpc_call(channel: grpc.aio.Channel) -> Call:
    stub = policy_review_service_pb2_grpc.PolicyReviewServiceStub(channel)
    request = review_request()

    async def call() -> str:
        try:
            await stub.ReviewListing(request, timeout=DEADLINE_SECONDS)
        except grpc.aio.AioRpcError as error:
            return str(error.code().name)
        return "OK"

    return call


def rest_call(session: aiohttp.ClientSession, base_url: str) -> Call:
    url = f"{base_url}/api/policy-reviews"
    headers = {"X-API-Version": "1"}

    async def call() -> str:
        try:
            async with session.post(url, json=LISTING, headers=headers) as response:
                await response.read()
                return "OK" if response.status == 200 else f"HTTP {response.status}"
        except (aiohttp.ClientError, TimeoutError) as error:
            return type(error).__name__

    return call


def rest_session(concurrency: int) -> aiohttp.ClientSession:
    return aiohttp.ClientSession(
        connector=aiohttp.TCPConnector(limit=concurrency, force_close=False),
        timeout=aiohttp.ClientTimeout(total=DEADLINE_SECONDS + 5),
    )


async def _timed(call: Call, outcome: Outcome) -> None:
    started = time.perf_counter()
    result = await call()
    elapsed = (time.perf_counter() - started) * 1000
    if result == "OK":
        outcome.latencies_ms.append(elapsed)
    else:
        outcome.errors[result] += 1


async def sequential(call: Call, count: int, warm_up: int) -> Outcome:
    for _ in range(warm_up):
        await call()
    outcome = Outcome()
    started = time.perf_counter()
    for _ in range(count):
        await _timed(call, outcome)
    outcome.seconds = time.perf_counter() - started
    return outcome


async def closed_loop(call: Call, concurrency: int, seconds: float) -> Outcome:
    """``concurrency`` workers each send the next call as soon as the last one answered, for ``seconds``."""
    outcome = Outcome()
    stop_at = time.perf_counter() + seconds

    async def worker() -> None:
        while time.perf_counter() < stop_at:
            await _timed(call, outcome)

    started = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    outcome.seconds = time.perf_counter() - started
    return outcome


async def burst(call: Call, count: int) -> Outcome:
    """``count`` calls started at once; ``seconds`` is the wall time until the last one answered."""
    outcome = Outcome()
    started = time.perf_counter()
    await asyncio.gather(*(_timed(call, outcome) for _ in range(count)))
    outcome.seconds = time.perf_counter() - started
    return outcome
