"""Grounded questions and evidence search: memory -> retrieval -> gate -> generation -> validation -> memory.

The application layer of PolicyQuestionService, shared by the gRPC servicer, the REST handlers
and (through the gateway's API) the MCP server. Citations come from the passages' metadata via
validation; memory stores exactly the reply the caller received, and what it was asked about.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Mapping
from typing import Any

from google.protobuf import json_format

from gateway.adapters.dependencies import Dependencies, DependencyFailed
from gateway.adapters.memory import PostgresConversationMemory
from gateway.domain.budget import DeadlineBudget
from gateway.domain.questions import (
    NOTHING_RELEVANT_TEXT,
    CannotAnswerReason,
    QuestionTarget,
    StoredTurn,
    cannot_answer_text,
    number_passages,
    parse_conversation_id,
    question_gates,
    retrieval_query,
    target_from_memory,
    validate_target,
)
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

CANNOT_ANSWER = NOTHING_RELEVANT_TEXT
# Shares of the remaining budget, as for reviews: generation (a model call) gets most of it.
_RETRIEVAL_SHARE = 0.35
_GENERATION_SHARE = 0.9
_RESOLVED = retrieval_service_pb2.SCOPE_OUTCOME_RESOLVED
_UNSPECIFIED = retrieval_service_pb2.SCOPE_OUTCOME_UNSPECIFIED


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


def _scope_proto(target: QuestionTarget) -> policy_question_service_pb2.QuestionScope:
    return policy_question_service_pb2.QuestionScope(
        marketplace=common_pb2.Marketplace.Value(target.marketplace),  # type: ignore[arg-type]
        locale=target.locale,
        category=target.category,
        review_date=target.review_date,
    )


def _search_request(text: str, target: QuestionTarget) -> retrieval_service_pb2.SearchPassagesRequest:
    request = retrieval_service_pb2.SearchPassagesRequest(query=text, corpus=target.corpus)
    if target.has_scope:
        scope = _scope_proto(target)
        request.scope.CopyFrom(
            retrieval_service_pb2.ReviewScope(
                marketplace=scope.marketplace,
                locale=scope.locale,
                category=scope.category,
                review_date=scope.review_date,
            )
        )
    return request


class PolicyQuestions:
    """The three use cases of PolicyQuestionService. ``memory`` None: conversations are not kept."""

    def __init__(
        self, dependencies: Dependencies, settings: GatewaySettings, memory: PostgresConversationMemory | None
    ) -> None:
        self._dependencies = dependencies
        self._settings = settings
        self._memory = memory
        self._ungated: set[str] = set()

    async def _search(
        self, request: retrieval_service_pb2.SearchPassagesRequest, budget: DeadlineBudget
    ) -> retrieval_service_pb2.SearchPassagesResponse:
        try:
            return await self._dependencies.search_passages(request, budget.timeout_for(_RETRIEVAL_SHARE))
        except DependencyFailed as failure:
            raise failure.error from None

    async def search(
        self, request: policy_question_service_pb2.SearchPoliciesRequest, caller_remaining: float | None = None
    ) -> policy_question_service_pb2.SearchPoliciesResponse:
        target = _target(request.scope, request.HasField("scope"), request.corpus)
        validate_target(target, request.query, "query")
        budget = DeadlineBudget(self._settings.review_deadline_seconds, caller_remaining)
        found = await self._search(_search_request(request.query.strip(), target), budget)
        numbered = number_passages([passage_from_proto(p) for p in found.passages])
        return policy_question_service_pb2.SearchPoliciesResponse(
            results=[
                policy_question_service_pb2.SearchResult(
                    rank=rank,
                    text=item.passage.text,
                    score=item.passage.score,
                    citation=citation_to_proto(item),
                    similarity=item.passage.similarity,
                )
                for rank, item in enumerate(numbered, start=1)
            ]
        )

    async def _recall(
        self, owner: str, conversation: uuid.UUID | None
    ) -> tuple[list[StoredTurn], Mapping[str, Any] | None]:
        if self._memory is None or conversation is None:
            return [], None
        return await self._memory.recall(owner, conversation)

    def _cannot_answer(
        self, target: QuestionTarget, found: retrieval_service_pb2.SearchPassagesResponse
    ) -> tuple[CannotAnswerReason | None, str]:
        """Why the question cannot be answered from what retrieval found, with the scope outcome's name."""
        # Passages prove the corpus exists whatever the flag says (a retrieval from before the flag).
        if target.corpus and not found.corpus_indexed and not found.passages:
            return CannotAnswerReason.UNKNOWN_CORPUS, ""
        if target.has_scope and found.resolution.outcome not in (_RESOLVED, _UNSPECIFIED):
            outcome = _enum_name(retrieval_service_pb2.ScopeOutcome.DESCRIPTOR, found.resolution.outcome)
            return CannotAnswerReason.NO_POLICIES_IN_SCOPE, outcome
        if not found.passages:
            return CannotAnswerReason.NOTHING_RELEVANT, ""
        gate = question_gates().get(found.embedding_model)
        if gate is None:
            if found.embedding_model not in self._ungated:
                self._ungated.add(found.embedding_model)
                log.warning("no question relevance gate calibrated for embedder %s", found.embedding_model)
            return None, ""
        if not gate.admits(target.kind, [passage_from_proto(p) for p in found.passages]):
            return CannotAnswerReason.NOTHING_RELEVANT, ""
        return None, ""

    async def ask(
        self,
        request: policy_question_service_pb2.AskPolicyQuestionRequest,
        caller_remaining: float | None = None,
        *,
        owner: str,
    ) -> policy_question_service_pb2.AskPolicyQuestionResponse:
        """``owner`` (Caller.owner) scopes the conversation: another owner's id reads as an unused one."""
        conversation = parse_conversation_id(request.conversation_id)
        target = _target(request.scope, request.HasField("scope"), request.corpus)
        history, remembered = await self._recall(owner, conversation)
        if not target.has_scope and not target.corpus and conversation is not None:
            # A later turn may leave its scope out: the conversation remembers what it is about.
            target = target_from_memory(remembered) or target
        validate_target(target, request.question, "question", in_conversation=conversation is not None)
        question = request.question.strip()
        if not target.has_scope and not target.corpus:
            # Nothing to search: the same answer for an id never used, expired or another key's.
            return policy_question_service_pb2.AskPolicyQuestionResponse(
                status=policy_question_service_pb2.ANSWER_STATUS_CANNOT_ANSWER,
                answer=cannot_answer_text(CannotAnswerReason.NO_SCOPE_REMEMBERED, target),
                cannot_answer_reason=f"CANNOT_ANSWER_REASON_{CannotAnswerReason.NO_SCOPE_REMEMBERED.value}",
                conversation_id=str(conversation) if self._memory is not None else "",
            )
        budget = DeadlineBudget(self._settings.review_deadline_seconds, caller_remaining)
        query = retrieval_query(question, history)
        found = await self._search(_search_request(query, target), budget)
        if self._memory is not None and conversation is None:
            conversation = uuid.uuid4()

        reason, outcome = self._cannot_answer(target, found)
        if reason is None and query != question:
            # The conversation's subject must not carry an off-topic follow-up ("And what is the capital of
            # France?") through the gate: the question must reach it on its own words as well.
            alone, _ = self._cannot_answer(target, await self._search(_search_request(question, target), budget))
            reason = alone
        if reason is not None:
            # Nothing to ground an answer in: say why, and never let a model improvise one.
            response = policy_question_service_pb2.AskPolicyQuestionResponse(
                status=policy_question_service_pb2.ANSWER_STATUS_CANNOT_ANSWER,
                answer=cannot_answer_text(reason, target, outcome),
                flagged=False,
                cannot_answer_reason=f"CANNOT_ANSWER_REASON_{reason.value}",
            )
            return await self._remember(owner, conversation, question, target, response)

        numbered = number_passages([passage_from_proto(p) for p in found.passages])
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
        return await self._remember(owner, conversation, question, target, response)

    async def _remember(
        self,
        owner: str,
        conversation: uuid.UUID | None,
        question: str,
        target: QuestionTarget,
        response: policy_question_service_pb2.AskPolicyQuestionResponse,
    ) -> policy_question_service_pb2.AskPolicyQuestionResponse:
        if self._memory is None or conversation is None:
            return response
        # The reply exactly as the caller receives it, its id included: later turns build on what we said.
        response.conversation_id = str(conversation)
        reply = json_format.MessageToDict(response)
        citations = [json_format.MessageToDict(c, preserving_proto_field_name=True) for c in response.citations]
        await self._memory.append(
            owner, conversation, question, response.answer, citations, reply=reply, target=target.remembered()
        )
        return response

    async def delete_conversation(
        self, request: policy_question_service_pb2.DeleteConversationRequest, *, owner: str
    ) -> policy_question_service_pb2.DeleteConversationResponse:
        """``deleted`` is false alike for an unknown id and for another owner's conversation."""
        conversation = parse_conversation_id(request.conversation_id)
        if conversation is None:
            raise invalid_request([FieldViolation("conversation_id", "is required")])
        deleted = await self._memory.delete(owner, conversation) if self._memory is not None else False
        return policy_question_service_pb2.DeleteConversationResponse(deleted=deleted)
