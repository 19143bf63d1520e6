"""gRPC clients of retrieval, generation and validation: retry policy, trace propagation, error translation."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

import grpc
from google.protobuf import descriptor_pb2
from google.protobuf.descriptor import ServiceDescriptor
from grpc_health.v1 import health_pb2, health_pb2_grpc

from gateway.domain.failures import Dependency, classify_failure
from gateway.domain.health import (
    Change,
    CheckOutcome,
    DependencyHealth,
    outcome_of_answer,
    outcome_of_failure,
)
from gateway.settings import GatewaySettings
from policyreview.v1 import (
    generation_service_pb2,
    generation_service_pb2_grpc,
    retrieval_service_pb2,
    retrieval_service_pb2_grpc,
    validation_service_pb2,
    validation_service_pb2_grpc,
)
from services.credentials import identity_of, internal_channel
from services.errors import DEPENDENCY_KEY, ErrorReason, ServiceError, from_rpc_error
from services.telemetry import client_interceptors

log = logging.getLogger(__name__)

T = TypeVar("T")

_DESCRIPTORS: dict[Dependency, ServiceDescriptor] = {
    Dependency.RETRIEVAL: retrieval_service_pb2.DESCRIPTOR.services_by_name["RetrievalService"],
    Dependency.GENERATION: generation_service_pb2.DESCRIPTOR.services_by_name["GenerationService"],
    Dependency.VALIDATION: validation_service_pb2.DESCRIPTOR.services_by_name["ValidationService"],
}
SERVICES: dict[Dependency, str] = {dependency: d.full_name for dependency, d in _DESCRIPTORS.items()}


def _idempotent_methods(service: ServiceDescriptor) -> tuple[str, ...]:
    return tuple(
        method.name
        for method in service.methods
        if method.GetOptions().idempotency_level != descriptor_pb2.MethodOptions.IDEMPOTENCY_UNKNOWN
    )


# Only calls the protos mark idempotent are retried. ProposeFindings is not: each attempt is a paid
# model call (and the generation service already repeats unparseable output itself).
IDEMPOTENT_METHODS: dict[Dependency, tuple[str, ...]] = {
    dependency: _idempotent_methods(service) for dependency, service in _DESCRIPTORS.items()
}

RETRY_POLICY = {
    "maxAttempts": 3,
    "initialBackoff": "0.05s",
    "maxBackoff": "0.5s",
    "backoffMultiplier": 2,
    "retryableStatusCodes": ["UNAVAILABLE"],
}


# Retries must never multiply load on a failing dependency: each failed call costs a token, each
# success earns back 0.1, and below half of the tokens (5 net failures) the channel stops retrying
# until successes refill it (gRFC A6 retry throttling).
RETRY_THROTTLING = {"maxTokens": 10, "tokenRatio": 0.1}


def service_config(dependency: Dependency) -> str:
    """The gRPC service config (JSON) of one dependency's channel.

    round_robin spreads calls over every address the name resolves to (a headless Service lists
    each ready pod); pick_first would pin one long-lived HTTP/2 connection to one pod.
    """
    methods = IDEMPOTENT_METHODS[dependency]
    configs = []
    if methods:
        names = [{"service": SERVICES[dependency], "method": method} for method in methods]
        configs.append({"name": names, "retryPolicy": RETRY_POLICY})
    return json.dumps(
        {"loadBalancingConfig": [{"round_robin": {}}], "methodConfig": configs, "retryThrottling": RETRY_THROTTLING}
    )


def channel_options(dependency: Dependency) -> list[tuple[str, str | int]]:
    return [
        ("grpc.service_config", service_config(dependency)),
        ("grpc.enable_retries", 1),
        # The config above is ours; a DNS TXT record must not replace it.
        ("grpc.service_config_disable_resolution", 1),
        # Internal hops never go through an HTTP proxy from the environment.
        ("grpc.enable_http_proxy", 0),
        # Reconnect quickly once a restarted dependency is back (the default backoff grows to minutes).
        ("grpc.initial_reconnect_backoff_ms", 100),
        ("grpc.min_reconnect_backoff_ms", 100),
        ("grpc.max_reconnect_backoff_ms", 2000),
    ]


class DependencyFailed(Exception):
    """A dependency call failed; ``error`` is what the gateway answers (never the dependency's message)."""

    def __init__(self, dependency: Dependency, error: ServiceError, status_code: str) -> None:
        super().__init__(f"{dependency.value} call failed with {status_code}")
        self.dependency = dependency
        self.error = error
        self.status_code = status_code


def _channels(settings: GatewaySettings, addresses: dict[Dependency, str]) -> dict[Dependency, grpc.aio.Channel]:
    """One channel per dependency, over mTLS with the gateway's identity when it has one (services/credentials.py)."""
    identity = identity_of(settings)
    return {
        dependency: internal_channel(
            address,
            identity,
            peer=dependency.value,
            options=channel_options(dependency),
            interceptors=client_interceptors(),
        )
        for dependency, address in addresses.items()
    }


class Dependencies:
    """One long-lived channel per dependency.

    Each call takes its share of the review budget in ``seconds`` and sends it as the gRPC deadline, so the
    dependency sees (and can stop at) the same deadline instead of being cancelled only on our side.
    """

    def __init__(
        self, settings: GatewaySettings, *, check: Callable[[Dependency], Awaitable[CheckOutcome]] | None = None
    ) -> None:
        addresses = {
            Dependency.RETRIEVAL: settings.retrieval_address,
            Dependency.GENERATION: settings.generation_address,
            Dependency.VALIDATION: settings.validation_address,
        }
        self._health_timeout = settings.dependency_health_timeout_seconds
        # Retrieval is CPU- and pool-bound: reviews beyond this many wait here, in order, rather than
        # queueing for a pooled connection in retrieval until its wait runs out.
        self._retrieval_slots = asyncio.Semaphore(settings.retrieval_max_in_flight)
        self._channels = _channels(settings, addresses)
        # Each dependency's health (gateway/domain/health.py); calls to one that is down fail at once
        # (refuse_if_not_serving). ``check`` replaces the gRPC health check (tests drive the outcomes through it).
        self._health = {
            dependency: DependencyHealth(settings.dependency_health_failure_threshold) for dependency in addresses
        }
        self._check = check if check is not None else self.check
        # The tasks awaiting a call to each dependency, and those of them cancelled because it stopped serving.
        self._waiting: dict[Dependency, set[asyncio.Task[object]]] = {dependency: set() for dependency in addresses}
        self._failed_fast: set[asyncio.Task[object]] = set()
        self._retrieval = retrieval_service_pb2_grpc.RetrievalServiceStub(self._channels[Dependency.RETRIEVAL])
        self._generation = generation_service_pb2_grpc.GenerationServiceStub(self._channels[Dependency.GENERATION])
        self._validation = validation_service_pb2_grpc.ValidationServiceStub(self._channels[Dependency.VALIDATION])

    async def retrieve(
        self, request: retrieval_service_pb2.RetrieveRequest, seconds: float
    ) -> retrieval_service_pb2.RetrieveResponse:
        # A review needs every part: one not serving fails it before retrieval does any work for it.
        self.refuse_if_not_serving(*Dependency)
        loop = asyncio.get_running_loop()
        started = loop.time()
        try:
            async with asyncio.timeout(seconds):
                await self._retrieval_slots.acquire()
        except TimeoutError:
            raise DependencyFailed(
                Dependency.RETRIEVAL, ServiceError(ErrorReason.DEADLINE_EXCEEDED), "DEADLINE_EXCEEDED"
            ) from None
        try:
            remaining = max(seconds - (loop.time() - started), 0.001)
            return await self._call(Dependency.RETRIEVAL, self._retrieval.Retrieve(request, timeout=remaining))
        finally:
            self._retrieval_slots.release()

    async def list_releases(
        self, request: retrieval_service_pb2.ListReleasesRequest, seconds: float
    ) -> retrieval_service_pb2.ListReleasesResponse:
        return await self._call(Dependency.RETRIEVAL, self._retrieval.ListReleases(request, timeout=seconds))

    async def get_release(
        self, request: retrieval_service_pb2.GetReleaseRequest, seconds: float
    ) -> retrieval_service_pb2.GetReleaseResponse:
        return await self._call(Dependency.RETRIEVAL, self._retrieval.GetRelease(request, timeout=seconds))

    async def propose_findings(
        self, request: generation_service_pb2.ProposeFindingsRequest, seconds: float
    ) -> generation_service_pb2.ProposeFindingsResponse:
        return await self._call(Dependency.GENERATION, self._generation.ProposeFindings(request, timeout=seconds))

    async def validate_findings(
        self, request: validation_service_pb2.ValidateFindingsRequest, seconds: float
    ) -> validation_service_pb2.ValidateFindingsResponse:
        return await self._call(Dependency.VALIDATION, self._validation.ValidateFindings(request, timeout=seconds))

    async def search_passages(
        self, request: retrieval_service_pb2.SearchPassagesRequest, seconds: float
    ) -> retrieval_service_pb2.SearchPassagesResponse:
        return await self._call(Dependency.RETRIEVAL, self._retrieval.SearchPassages(request, timeout=seconds))

    async def answer_question(
        self, request: generation_service_pb2.AnswerQuestionRequest, seconds: float
    ) -> generation_service_pb2.AnswerQuestionResponse:
        return await self._call(Dependency.GENERATION, self._generation.AnswerQuestion(request, timeout=seconds))

    async def verify_answer(
        self, request: validation_service_pb2.VerifyAnswerRequest, seconds: float
    ) -> validation_service_pb2.VerifyAnswerResponse:
        return await self._call(Dependency.VALIDATION, self._validation.VerifyAnswer(request, timeout=seconds))

    async def _call(self, dependency: Dependency, call: Awaitable[T]) -> T:
        self.refuse_if_not_serving(dependency)
        task = asyncio.current_task()
        if task is not None:
            self._waiting[dependency].add(task)
        try:
            return await call
        except asyncio.CancelledError:
            if task is None or task not in self._failed_fast:
                raise  # the caller gave up: its call is cancelled with it
            # Cancelled here because the dependency stopped serving: the review fails now, typed and named.
            self._failed_fast.discard(task)
            task.uncancel()
            raise self._not_serving_failure(dependency) from None
        except grpc.aio.AioRpcError as failure:
            code = failure.code().name
            sent = from_rpc_error(failure)
            reason = classify_failure(code, sent.reason if sent is not None else None)
            # The dependency's message is never logged or passed on: it may carry provider payloads.
            log.warning("%s call failed: status %s, answering %s", dependency.value, code, reason.value)
            raise DependencyFailed(dependency, ServiceError(reason), code) from None
        finally:
            if task is not None:
                self._waiting[dependency].discard(task)

    def refuse_if_not_serving(self, *dependencies: Dependency) -> None:
        """Fails at once, naming the dependency, when one of ``dependencies`` is down (hung through the threshold's
        misses in a row, stopped, NOT_SERVING): a call would only wait for its deadline. The next check that passes
        lets calls through again."""
        for dependency in dependencies:
            if self._health[dependency].down:
                raise self._not_serving_failure(dependency)

    @staticmethod
    def _not_serving_failure(dependency: Dependency) -> DependencyFailed:
        error = ServiceError(ErrorReason.DEPENDENCY_UNAVAILABLE, metadata={DEPENDENCY_KEY: dependency.value})
        return DependencyFailed(dependency, error, "NOT_SERVING")

    async def check(self, dependency: Dependency) -> CheckOutcome:
        """One health check of ``dependency``, as the outcome gateway/domain/health.py judges."""
        stub = health_pb2_grpc.HealthStub(self._channels[dependency])
        try:
            response = await stub.Check(health_pb2.HealthCheckRequest(service=""), timeout=self._health_timeout)
        except grpc.aio.AioRpcError as failure:
            log.info("%s health check failed: status %s", dependency.value, failure.code().name)
            return outcome_of_failure(failure.code().name)
        return outcome_of_answer(health_pb2.HealthCheckResponse.ServingStatus.Name(response.status))

    async def _settle(self, dependency: Dependency) -> bool:
        """Checks ``dependency`` until its state is settled: a miss is re-checked at once, so a hung part is down
        after the threshold's worth of misses in one round, and a slow one that answers the re-check never is."""
        health = self._health[dependency]
        while True:
            change = health.record(await self._check(dependency))
            if change is Change.CAME_BACK:
                log.warning("%s is serving again: calls to it resume", dependency.value)
            elif change is Change.WENT_DOWN:
                log.warning("%s is not serving: calls to it fail at once until it is", dependency.value)
                # Calls already waiting on it (a hung part answers none) fail now too, not at their deadline.
                for task in self._waiting[dependency]:
                    self._failed_fast.add(task)
                    task.cancel()
            if not health.recheck_at_once:
                return not health.down

    async def ready(self) -> bool:
        """Readiness: no dependency is down (gateway/domain/health.py: misses in a row, or an explicit refusal).

        Also what calls consult: a dependency that is down is refused at once until a check passes again."""
        results = await asyncio.gather(*(self._settle(dependency) for dependency in self._channels))
        return all(results)

    async def close(self) -> None:
        for channel in self._channels.values():
            await channel.close()
