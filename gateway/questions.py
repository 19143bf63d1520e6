"""Grounded questions and evidence search, orchestrated: retrieval -> generation -> validation -> memory.

The application layer of PolicyQuestionService, shared by the gRPC servicer, the REST handlers
and (through the gateway's API) the MCP server. Citations come from the passages' metadata via
validation; memory stores only what the caller received.
"""

from __future__ import annotations

import logging
import uuid
from typing import Any

from google.protobuf import json_format

from gateway.adapters.dependencies import Dependencies, DependencyFailed
from gateway.adapters.memory import PostgresConversationMemory
from gateway.domain.budget import DeadlineBudget
from gateway.domain.questions import QuestionTarget, number_passages, parse_conversation_id, validate_target
from gateway.settings import GatewaySettings
from policyreview.v1 import (
    common_pb2,
    generation_service_pb2,
    policy_question_service_pb2,
    question_pb2,
    retrieval_service_pb2,
    validation_service_pb2,
)
from services.errors import FieldViolation, invalid_request
from services.question_proto import citation_to_proto, numbered_to_proto, passage_from_proto

log = logging.getLogger(__name__)

CANNOT_ANSWER = "Cannot answer from the indexed sources: nothing relevant to the question was found."
# Shares of the remaining budget, as for reviews: generation (a model call) gets most of it.
_RETRIEVAL_SHARE = 0.35
_GENERATION_SHARE = 0.9


def _enum_name(enum: Any, value: int) -> str:
    names = getattr(enum, "values_by_number", {})
    return str(names[value].name) if value in names else ""


def _target(scope: policy_question_service_pb2.QuestionScope, has_scope: bool, corpus: str) -> QuestionTarget:
    return QuestionTarget(
        marketplace=_enum_name(common_pb2.Marketplace.DESCRIPTOR, scope.marketplace)
        if scope.marketplace != common_pb2.MARKETPLACE_UNSPECIFIED
        else "",
        locale=scope.locale,
        category=scope.category,
        review_date=scope.review_date,
        corpus=corpus,
        has_scope=has_scope,
    )


class PolicyQuestions:
    """The three use cases of PolicyQuestionService. ``memory`` None: conversations are not kept."""

    def __init__(
        self, dependencies: Dependencies, settings: GatewaySettings, memory: PostgresConversationMemory | None
    ) -> None:
        self._dependencies = dependencies
        self._settings = settings
        self._memory = memory

    def _search_request(
        self, text: str, scope: policy_question_service_pb2.QuestionScope, has_scope: bool, corpus: str
    ) -> retrieval_service_pb2.SearchPassagesRequest:
        request = retrieval_service_pb2.SearchPassagesRequest(query=text, corpus=corpus)
        if has_scope:
            request.scope.CopyFrom(
                retrieval_service_pb2.ReviewScope(
                    marketplace=scope.marketplace,
                    locale=scope.locale,
                    category=scope.category,
                    review_date=scope.review_date,
                )
            )
        return request

    async def _passages(
        self, request: retrieval_service_pb2.SearchPassagesRequest, budget: DeadlineBudget
    ) -> list[question_pb2.Passage]:
        try:
            found = await self._dependencies.search_passages(request, budget.timeout_for(_RETRIEVAL_SHARE))
        except DependencyFailed as failure:
            raise failure.error from None
        return list(found.passages)

    async def search(
        self, request: policy_question_service_pb2.SearchPoliciesRequest, caller_remaining: float | None = None
    ) -> policy_question_service_pb2.SearchPoliciesResponse:
        has_scope = request.HasField("scope")
        validate_target(_target(request.scope, has_scope, request.corpus), request.query, "query")
        budget = DeadlineBudget(self._settings.review_deadline_seconds, caller_remaining)
        passages = await self._passages(
            self._search_request(request.query.strip(), request.scope, has_scope, request.corpus), budget
        )
        numbered = number_passages([passage_from_proto(p) for p in passages])
        return policy_question_service_pb2.SearchPoliciesResponse(
            results=[
                policy_question_service_pb2.SearchResult(
                    rank=rank, text=item.passage.text, score=item.passage.score, citation=citation_to_proto(item)
                )
                for rank, item in enumerate(numbered, start=1)
            ]
        )

    async def ask(
        self,
        request: policy_question_service_pb2.AskPolicyQuestionRequest,
        caller_remaining: float | None = None,
        *,
        owner: str,
    ) -> policy_question_service_pb2.AskPolicyQuestionResponse:
        """``owner`` (Caller.owner) scopes the conversation: another owner's id reads as an unused one."""
        has_scope = request.HasField("scope")
        validate_target(_target(request.scope, has_scope, request.corpus), request.question, "question")
        conversation = parse_conversation_id(request.conversation_id)
        question = request.question.strip()
        budget = DeadlineBudget(self._settings.review_deadline_seconds, caller_remaining)
        passages = await self._passages(
            self._search_request(question, request.scope, has_scope, request.corpus), budget
        )
        if self._memory is not None and conversation is None:
            conversation = uuid.uuid4()

        if not passages:
            # Nothing to ground an answer in: say so, and never let a model improvise one.
            response = policy_question_service_pb2.AskPolicyQuestionResponse(
                status=policy_question_service_pb2.ANSWER_STATUS_CANNOT_ANSWER,
                answer=CANNOT_ANSWER,
                flagged=False,
            )
            await self._remember(owner, conversation, question, response)
            return response

        history = await self._memory.history(owner, conversation) if self._memory and conversation else []
        numbered = number_passages([passage_from_proto(p) for p in passages])
        try:
            proposed = await self._dependencies.answer_question(
                generation_service_pb2.AnswerQuestionRequest(
                    question=question,
                    passages=numbered_to_proto(numbered),
                    history=[question_pb2.ConversationTurn(question=t.question, answer=t.answer) for t in history],
                ),
                budget.timeout_for(_GENERATION_SHARE),
            )
            verified = await self._dependencies.verify_answer(
                validation_service_pb2.VerifyAnswerRequest(
                    passages=numbered_to_proto(numbered),
                    answer=proposed.answer,
                    quotes=proposed.quotes,
                    claimed_sources=proposed.claimed_sources,
                ),
                budget.timeout_for(1.0),
            )
        except DependencyFailed as failure:
            raise failure.error from None
        response = policy_question_service_pb2.AskPolicyQuestionResponse(
            status=policy_question_service_pb2.ANSWER_STATUS_ANSWERED,
            answer=verified.answer,
            quotes=verified.quotes,
            citations=verified.citations,
            warnings=verified.warnings,
            flagged=verified.flagged,
            answerer=proposed.answerer,
            extractive=proposed.extractive,
            model_id=proposed.model_id,
        )
        await self._remember(owner, conversation, question, response)
        return response

    async def _remember(
        self,
        owner: str,
        conversation: uuid.UUID | None,
        question: str,
        response: policy_question_service_pb2.AskPolicyQuestionResponse,
    ) -> None:
        if self._memory is None or conversation is None:
            return
        # The corrected reply, exactly as the caller receives it: later turns build on what we said.
        citations = [json_format.MessageToDict(c, preserving_proto_field_name=True) for c in response.citations]
        await self._memory.append(owner, conversation, question, response.answer, citations)
        response.conversation_id = str(conversation)

    async def delete_conversation(
        self, request: policy_question_service_pb2.DeleteConversationRequest, *, owner: str
    ) -> policy_question_service_pb2.DeleteConversationResponse:
        """``deleted`` is false alike for an unknown id and for another owner's conversation."""
        conversation = parse_conversation_id(request.conversation_id)
        if conversation is None:
            raise invalid_request([FieldViolation("conversation_id", "is required")])
        deleted = await self._memory.delete(owner, conversation) if self._memory is not None else False
        return policy_question_service_pb2.DeleteConversationResponse(deleted=deleted)
