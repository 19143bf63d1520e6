"""The PolicyQuestionService gRPC servicer: the caller is checked (gateway.inbound.callers), then the shared use
cases run."""

from __future__ import annotations

from gateway.inbound.callers import CallContext, checked_call
from gateway.questions import PolicyQuestions
from policyreview.v1 import policy_question_service_pb2, policy_question_service_pb2_grpc


class PolicyQuestionServicer(policy_question_service_pb2_grpc.PolicyQuestionServiceServicer):
    # Errors (ServiceError or unexpected) become statuses in services.server.ErrorSanitizer.
    def __init__(self, questions: PolicyQuestions) -> None:
        self._questions = questions

    async def AskPolicyQuestion(
        self, request: policy_question_service_pb2.AskPolicyQuestionRequest, context: CallContext
    ) -> policy_question_service_pb2.AskPolicyQuestionResponse:
        return await self._questions.ask(request, context.time_remaining(), owner=checked_call().caller.owner)

    async def SearchPolicies(
        self, request: policy_question_service_pb2.SearchPoliciesRequest, context: CallContext
    ) -> policy_question_service_pb2.SearchPoliciesResponse:
        return await self._questions.search(request, context.time_remaining())

    async def DeleteConversation(
        self, request: policy_question_service_pb2.DeleteConversationRequest, context: CallContext
    ) -> policy_question_service_pb2.DeleteConversationResponse:
        return await self._questions.delete_conversation(request, owner=checked_call().caller.owner)
