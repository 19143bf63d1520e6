"""Retrieval test helpers: sibling databases, fake embedders (of the port), and a served retrieval stack."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import grpc
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from policyreview.v1 import common_pb2, retrieval_service_pb2, retrieval_service_pb2_grpc
from retrieval.bootstrap import build_server
from retrieval.domain.ports import QueryEmbedder
from retrieval.settings import RetrievalSettings
from services.embedders import Embedder
from services.embedders.base import Vector
from tests.support import Database, running

REVIEW_DATE = "2026-11-01"


class FixedEmbedder(Embedder):
    """A fake of the Embedder port: one fixed query vector, and a count of calls."""

    def __init__(self, model_id: str, dimensions: int, vector: Sequence[float] | None = None) -> None:
        self.model_id = model_id
        self.dimensions = dimensions
        self.vector = list(vector) if vector is not None else [1.0] + [0.0] * (dimensions - 1)
        self.queries: list[str] = []

    async def embed_documents(self, texts: Sequence[str]) -> list[Vector]:
        return [list(self.vector) for _ in texts]

    async def embed_query(self, text: str) -> Vector:
        self.queries.append(text)
        return list(self.vector)


@dataclass
class Telemetry:
    spans: InMemorySpanExporter
    metrics: InMemoryMetricReader
    tracer_provider: TracerProvider
    meter_provider: MeterProvider

    @classmethod
    def create(cls) -> Telemetry:
        spans = InMemorySpanExporter()
        tracer_provider = TracerProvider()
        tracer_provider.add_span_processor(SimpleSpanProcessor(spans))
        reader = InMemoryMetricReader()
        return cls(spans, reader, tracer_provider, MeterProvider(metric_readers=[reader]))

    def metric_points(self, name: str) -> list[Any]:
        data = self.metrics.get_metrics_data()
        points: list[Any] = []
        if data is None:
            return points
        for resource in data.resource_metrics:
            for scope in resource.scope_metrics:
                for metric in scope.metrics:
                    if metric.name == name:
                        points.extend(metric.data.data_points)
        return points


@asynccontextmanager
async def serving(
    database: Database,
    embedder: QueryEmbedder,
    *,
    telemetry: Telemetry | None = None,
    **settings: Any,
) -> AsyncIterator[retrieval_service_pb2_grpc.RetrievalServiceStub]:
    """A real retrieval server on loopback and a generated stub talking to it."""
    telemetry = telemetry or Telemetry.create()
    server = await build_server(
        RetrievalSettings(**settings),
        port=0,
        embedder=embedder,
        reader_dsn=database.reader_dsn,
        tracer_provider=telemetry.tracer_provider,
        meter_provider=telemetry.meter_provider,
    )
    async with running(server) as address, grpc.aio.insecure_channel(address) as channel:
        yield retrieval_service_pb2_grpc.RetrievalServiceStub(channel)


def listing(
    *,
    marketplace: str = "EBAY",
    locale: str = "en-US",
    category: str = "HOME_AND_GARDEN",
    title: str = "Oak bookshelf, five shelves",
    description: str = "Solid oak bookshelf, 180 cm tall, light scratches on one side.",
    condition: str = "USED",
    price: float = 80.0,
    attributes: dict[str, str] | None = None,
) -> common_pb2.Listing:
    return common_pb2.Listing(
        listing_id="listing-1",
        marketplace=marketplace,
        locale=locale,
        category=category,
        title=title,
        description=description,
        condition=condition,
        price=price,
        attributes=attributes if attributes is not None else {"material": "oak"},
    )


def retrieve_request(review_date: str = REVIEW_DATE, **fields: Any) -> retrieval_service_pb2.RetrieveRequest:
    return retrieval_service_pb2.RetrieveRequest(listing=listing(**fields), review_date=review_date)


def scope_request(
    marketplace: str = "EBAY", locale: str = "en-US", category: str = "ELECTRONICS", review_date: str = REVIEW_DATE
) -> retrieval_service_pb2.ResolveScopeRequest:
    return retrieval_service_pb2.ResolveScopeRequest(
        scope=retrieval_service_pb2.ReviewScope(
            marketplace=marketplace,
            locale=locale,
            category=category,
            review_date=review_date,
        )
    )


def outcome_name(value: int) -> str:
    return retrieval_service_pb2.ScopeOutcome.Name(value).removeprefix("SCOPE_OUTCOME_")
