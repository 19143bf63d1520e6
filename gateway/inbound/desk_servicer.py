"""The ReviewDeskService gRPC servicer: caller checks (key, version, role) from metadata, then the use cases."""

from __future__ import annotations

from gateway.desk.service import ReviewDesk
from gateway.domain.access import ApiKeys, Caller, negotiate_api_version
from gateway.inbound.servicer import API_VERSION_KEY, AUTHORIZATION_KEY, Context, _metadata_values
from policyreview.v1 import review_desk_service_pb2, review_desk_service_pb2_grpc

DESK_SERVICE = review_desk_service_pb2.DESCRIPTOR.services_by_name["ReviewDeskService"]


def grpc_caller(api_keys: ApiKeys, context: Context, rpc: str) -> Caller:
    """Who calls, whether the API version is served, and whether the caller's roles allow ``rpc``."""
    authorization = _metadata_values(context, AUTHORIZATION_KEY)
    caller = api_keys.authenticate(authorization[0] if authorization else None)
    negotiate_api_version(_metadata_values(context, API_VERSION_KEY))
    caller.require(rpc)
    return caller


class ReviewDeskServicer(review_desk_service_pb2_grpc.ReviewDeskServiceServicer):
    # Errors (ServiceError or unexpected) become statuses in services.server.ErrorSanitizer.
    def __init__(self, desk: ReviewDesk, api_keys: ApiKeys) -> None:
        self._desk = desk
        self._api_keys = api_keys

    def _caller(self, context: Context, name: str) -> Caller:
        return grpc_caller(self._api_keys, context, DESK_SERVICE.methods_by_name[name].full_name)

    async def ListReviewCases(
        self, request: review_desk_service_pb2.ListReviewCasesRequest, context: Context
    ) -> review_desk_service_pb2.ListReviewCasesResponse:
        return await self._desk.list_cases(request, self._caller(context, "ListReviewCases"))

    async def GetReviewCase(
        self, request: review_desk_service_pb2.GetReviewCaseRequest, context: Context
    ) -> review_desk_service_pb2.GetReviewCaseResponse:
        return await self._desk.get_case(request, self._caller(context, "GetReviewCase"))

    async def ClaimReviewCase(
        self, request: review_desk_service_pb2.ClaimReviewCaseRequest, context: Context
    ) -> review_desk_service_pb2.ClaimReviewCaseResponse:
        return await self._desk.claim(request, self._caller(context, "ClaimReviewCase"))

    async def ClaimNextReviewCase(
        self, request: review_desk_service_pb2.ClaimNextReviewCaseRequest, context: Context
    ) -> review_desk_service_pb2.ClaimNextReviewCaseResponse:
        return await self._desk.claim_next(request, self._caller(context, "ClaimNextReviewCase"))

    async def DecideReviewCase(
        self, request: review_desk_service_pb2.DecideReviewCaseRequest, context: Context
    ) -> review_desk_service_pb2.DecideReviewCaseResponse:
        return await self._desk.decide(request, self._caller(context, "DecideReviewCase"))

    async def ReopenReviewCase(
        self, request: review_desk_service_pb2.ReopenReviewCaseRequest, context: Context
    ) -> review_desk_service_pb2.ReopenReviewCaseResponse:
        return await self._desk.reopen(request, self._caller(context, "ReopenReviewCase"))

    async def GetReviewCaseHistory(
        self, request: review_desk_service_pb2.GetReviewCaseHistoryRequest, context: Context
    ) -> review_desk_service_pb2.GetReviewCaseHistoryResponse:
        return await self._desk.history(request, self._caller(context, "GetReviewCaseHistory"))

    async def GetReviewDeskFigures(
        self, request: review_desk_service_pb2.GetReviewDeskFiguresRequest, context: Context
    ) -> review_desk_service_pb2.GetReviewDeskFiguresResponse:
        return await self._desk.figures(request, self._caller(context, "GetReviewDeskFigures"))
