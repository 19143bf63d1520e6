"""The ReviewDeskService gRPC servicer: the caller is checked (gateway.inbound.callers), then the use cases run."""

from __future__ import annotations

from gateway.desk.service import ReviewDesk
from gateway.inbound.callers import CallContext, checked_call
from policyreview.v1 import review_desk_service_pb2, review_desk_service_pb2_grpc


class ReviewDeskServicer(review_desk_service_pb2_grpc.ReviewDeskServiceServicer):
    # Errors (ServiceError or unexpected) become statuses in services.server.ErrorSanitizer.
    def __init__(self, desk: ReviewDesk) -> None:
        self._desk = desk

    async def ListReviewCases(
        self, request: review_desk_service_pb2.ListReviewCasesRequest, context: CallContext
    ) -> review_desk_service_pb2.ListReviewCasesResponse:
        return await self._desk.list_cases(request, checked_call().caller)

    async def GetReviewCase(
        self, request: review_desk_service_pb2.GetReviewCaseRequest, context: CallContext
    ) -> review_desk_service_pb2.GetReviewCaseResponse:
        return await self._desk.get_case(request, checked_call().caller)

    async def ClaimReviewCase(
        self, request: review_desk_service_pb2.ClaimReviewCaseRequest, context: CallContext
    ) -> review_desk_service_pb2.ClaimReviewCaseResponse:
        return await self._desk.claim(request, checked_call().caller)

    async def ClaimNextReviewCase(
        self, request: review_desk_service_pb2.ClaimNextReviewCaseRequest, context: CallContext
    ) -> review_desk_service_pb2.ClaimNextReviewCaseResponse:
        return await self._desk.claim_next(request, checked_call().caller)

    async def DecideReviewCase(
        self, request: review_desk_service_pb2.DecideReviewCaseRequest, context: CallContext
    ) -> review_desk_service_pb2.DecideReviewCaseResponse:
        return await self._desk.decide(request, checked_call().caller)

    async def ReopenReviewCase(
        self, request: review_desk_service_pb2.ReopenReviewCaseRequest, context: CallContext
    ) -> review_desk_service_pb2.ReopenReviewCaseResponse:
        return await self._desk.reopen(request, checked_call().caller)

    async def GetReviewCaseHistory(
        self, request: review_desk_service_pb2.GetReviewCaseHistoryRequest, context: CallContext
    ) -> review_desk_service_pb2.GetReviewCaseHistoryResponse:
        return await self._desk.history(request, checked_call().caller)

    async def GetReviewDeskFigures(
        self, request: review_desk_service_pb2.GetReviewDeskFiguresRequest, context: CallContext
    ) -> review_desk_service_pb2.GetReviewDeskFiguresResponse:
        return await self._desk.figures(request, checked_call().caller)
