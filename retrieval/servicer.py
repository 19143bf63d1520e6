"""The RetrievalService gRPC servicer: thin; validation and conversion in convert, logic in the pipeline.

A ServiceError raised here reaches the caller as its rich status through the shared
services.server.ErrorSanitizer, which also turns anything unexpected into a fixed INTERNAL.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, date, datetime

import grpc

from policyreview.v1 import retrieval_service_pb2, retrieval_service_pb2_grpc
from retrieval.convert import (
    catalog_query_from_proto,
    catalog_release_to_proto,
    passages_to_proto,
    release_detail_to_proto,
    release_id_from_proto,
    resolution_to_proto,
    result_to_proto,
    retrieve_request_from_proto,
    scope_from_proto,
    search_passages_request_from_proto,
)
from retrieval.pipeline import Retriever

SERVICE_NAME: str = retrieval_service_pb2.DESCRIPTOR.services_by_name["RetrievalService"].full_name


def utc_today() -> date:
    return datetime.now(UTC).date()


class RetrievalServicer(retrieval_service_pb2_grpc.RetrievalServiceServicer):
    def __init__(self, retriever: Retriever, today: Callable[[], date] = utc_today) -> None:
        self._retriever = retriever
        self._today = today

    async def ResolveScope(
        self, request: retrieval_service_pb2.ResolveScopeRequest, context: grpc.aio.ServicerContext[object, object]
    ) -> retrieval_service_pb2.ResolveScopeResponse:
        scope = scope_from_proto(request.scope, self._today())
        resolution = await self._retriever.resolve_scope(scope)
        return retrieval_service_pb2.ResolveScopeResponse(resolution=resolution_to_proto(resolution))

    async def Retrieve(
        self, request: retrieval_service_pb2.RetrieveRequest, context: grpc.aio.ServicerContext[object, object]
    ) -> retrieval_service_pb2.RetrieveResponse:
        listing, review_date = retrieve_request_from_proto(request, self._today())
        result = await self._retriever.retrieve(listing, review_date)
        # Generation converts the request's listing as sent: detections made on a listing whose locale was made
        # canonical here could differ from its own, so they travel only when nothing was changed.
        return result_to_proto(result, with_detections=listing.locale == request.listing.locale)

    async def ListReleases(
        self, request: retrieval_service_pb2.ListReleasesRequest, context: grpc.aio.ServicerContext[object, object]
    ) -> retrieval_service_pb2.ListReleasesResponse:
        query = catalog_query_from_proto(request, self._today())
        releases, stale = await self._retriever.list_releases(query)
        return retrieval_service_pb2.ListReleasesResponse(
            releases=[catalog_release_to_proto(r, stale=r.release_id in stale) for r in releases],
            date=query.day.isoformat(),
        )

    async def GetRelease(
        self, request: retrieval_service_pb2.GetReleaseRequest, context: grpc.aio.ServicerContext[object, object]
    ) -> retrieval_service_pb2.GetReleaseResponse:
        detail, stale = await self._retriever.get_release(release_id_from_proto(request))
        return release_detail_to_proto(detail, stale=stale)

    async def SearchPassages(
        self, request: retrieval_service_pb2.SearchPassagesRequest, context: grpc.aio.ServicerContext[object, object]
    ) -> retrieval_service_pb2.SearchPassagesResponse:
        scope, corpus, query = search_passages_request_from_proto(request, self._today())
        mode, model = self._retriever.mode.value, self._retriever.space.model_id
        if scope is not None:
            resolution, passages = await self._retriever.search_policy_passages(scope, query)
            return passages_to_proto(resolution, passages, mode, embedding_model=model)
        indexed, passages = await self._retriever.search_source_passages(corpus, query)
        return passages_to_proto(None, passages, mode, embedding_model=model, corpus_indexed=indexed)
