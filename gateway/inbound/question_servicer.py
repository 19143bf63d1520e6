"""The PolicyQuestionService gRPC servicer: caller checks from metadata, then the shared use cases."""

from __future__ import annotations

from gateway.domain.access import ApiKeys, Caller, negotiate_api_version
from gateway.questions import PolicyQuestions
from gateway.inbound.servicer import API_VERSION_KEY, AUTHORIZATION_KEY, Context, _metadata_values
from policyreview.v1 import policy_question_service_pb2, policy_question_service_pb2_grpc

_METHODS = policy_question_service_pb2.DESCRIPTOR.services_by_name["PolicyQuestionService"].methods_by_name


class PolicyQuestionServicer(policy_question_service_pb2_grpc.PolicyQuestionServiceServicer):
    def __init__(self, questions: PolicyQuestions, api_keys: ApiKeys) -> None:
        self._questions = questions
        self._api_keys = api_keys

    def _check(self, context: Context, name: str) -> Caller:
        # Errors (ServiceError or unexpected) become statuses in services.server.ErrorSanitizer.
        authorization = _metadata_values(context, AUTHORIZATION_KEY)
        caller = self._api_keys.authenticate(authorization[0] if authorization else None)
        negotiate_api_version(_metadata_values(context, API_VERSION_KEY))
        caller.authorize(include_diagnostics=False)
        caller.require(_METHODS[name].full_name)
        return caller

    async def AskPolicyQuestion(
        self, request: policy_question_service_pb2.AskPolicyQuestionRequest, context: Context
    ) -> policy_question_service_pb2.AskPolicyQuestionResponse:
        caller = self._check(context, "AskPolicyQuestion")
        return await self._questions.ask(request, context.time_remaining(), owner=caller.owner)

    async def SearchPolicies(
        self, request: policy_question_service_pb2.SearchPoliciesRequest, context: Context
    ) -> policy_question_service_pb2.SearchPoliciesResponse:
        self._check(context, "SearchPolicies")
        return await self._questions.search(request, context.time_remaining())

    async def DeleteConversation(
        self, request: policy_question_service_pb2.DeleteConversationRequest, context: Context
    ) -> policy_question_service_pb2.DeleteConversationResponse:
        caller = self._check(context, "DeleteConversation")
        return await self._questions.delete_conversation(request, owner=caller.owner)
