"""Conversations and grounding on the real services and database (Gemini faked at the HTTP edge).

- Memory holds exactly the reply the caller received, and no invented reference of any form reaches
  the reply, the stored turn or the next turn's prompt (a property test over the real stack).
- A later turn may omit its scope (the conversation remembers it) or change it; a follow-up is
  searched with the previous question, so "Does that apply in the UK too?" finds the UK section.
- Off-topic questions, unknown corpora and scopes without policies are refused, each for its reason.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import AsyncIterator
from typing import Any

import psycopg
import pytest
from google.protobuf import json_format
from hypothesis import HealthCheck, given, settings

from policyreview.v1 import policy_question_service_pb2
from services.embedders.wordllama import WordLlamaEmbedder
from tests.gateway.test_questions import (
    PGVECTOR_ROOT,
    QUESTIONS,
    SCOPE,
    QuestionStack,
    prompt_of,
    question_stack,
)
from tests.generation.fakes import Answer
from tests.questions.inventions import InventingAnswer, inventing_answers
from tests.support import Database

EBAY_US = {"marketplace": "EBAY", "locale": "en-US", "reviewDate": "2026-11-01"}
EBAY_GB = {"marketplace": "EBAY", "locale": "en-GB", "reviewDate": "2026-11-01"}
PHONE = "May I put my phone number in an eBay listing description?"


@pytest.fixture
async def offline(published_corpus: Database, gateway_embedder: WordLlamaEmbedder) -> AsyncIterator[QuestionStack]:
    async with question_stack(published_corpus, gateway_embedder, gemini=False) as stack:
        yield stack


@pytest.fixture
async def with_gemini(published_corpus: Database, gateway_embedder: WordLlamaEmbedder) -> AsyncIterator[QuestionStack]:
    async with question_stack(published_corpus, gateway_embedder, gemini=True) as stack:
        yield stack


def stored_turns(database: Database, conversation: str) -> list[tuple[str, str, Any, Any]]:
    with psycopg.connect(database.admin_dsn) as conn:
        return conn.execute(
            "SELECT answer, citations::text, reply, target FROM conversation_turn WHERE conversation_id = %s "
            "ORDER BY turn",
            (conversation,),
        ).fetchall()


def as_reply(document: dict[str, Any]) -> policy_question_service_pb2.AskPolicyQuestionResponse:
    return json_format.ParseDict(document, policy_question_service_pb2.AskPolicyQuestionResponse())


def cited(body: dict[str, Any]) -> set[tuple[str, str]]:
    return {(c["policyId"], c["sectionId"]) for c in body["citations"]}


def collect_inventions(count: int) -> list[InventingAnswer]:
    """Deterministic hypothesis examples, drawn once; the async test sends each through the stack."""
    drawn: list[InventingAnswer] = []

    @settings(max_examples=count, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(inventing_answers())
    def draw(answer: InventingAnswer) -> None:
        drawn.append(answer)

    draw()
    return drawn[-count:]


def model_output(answer: InventingAnswer, real_quote: str) -> str:
    # The envelope allows evidence ids of at most 64 characters; longer inventions go in the text only.
    invented_ids = [q for q in answer.quote_ids if len(q) <= 64]
    return json.dumps(
        {
            "answer": answer.text,
            "quotes": [
                {"evidence_id": "SOURCE_1", "text": real_quote},
                *({"evidence_id": q, "text": real_quote} for q in invented_ids),
                *({"evidence_id": "SOURCE_1", "text": i.value} for i in answer.inventions),
            ],
            "sources": list(answer.sources),
        }
    )


async def test_no_invented_reference_reaches_the_reply_memory_or_next_prompt(
    with_gemini: QuestionStack, published_corpus: Database
) -> None:
    assert with_gemini.fake is not None
    _, search = await with_gemini.call("POST", "/api/policy-searches", {"query": PHONE, "scope": EBAY_US})
    real_quote = " ".join(search["results"][0]["text"].split()[:10])
    examples = collect_inventions(12)
    with_gemini.fake.reply(*(Answer(model_output(example, real_quote)) for example in examples))

    conversation = str(uuid.uuid4())
    for call, example in enumerate(examples):
        body = {"question": PHONE, "scope": EBAY_US, "conversationId": conversation}
        status, reply = await with_gemini.call("POST", QUESTIONS, body)
        assert status == 200, reply
        warnings = reply.pop("warnings")
        text = json.dumps(reply)
        for item in example.inventions:
            assert item.needle not in text, (item, reply["answer"])
            if item.form != "evidence id":
                assert item.needle not in json.dumps(warnings)
        assert all(w["subject"] for w in warnings)
        if call:
            # The turn before, as the model now sees it, is what the caller received: nothing invented.
            history = prompt_of(with_gemini.fake, call).split("<history_data>")[1].split("</history_data>")[0]
            assert all(item.needle not in history for item in examples[call - 1].inventions)

    stored = stored_turns(published_corpus, conversation)
    assert len(stored) == 10  # POLICY_REVIEW_CONVERSATION_MAX_TURNS keeps the newest ten
    for (answer, citations, reply, _), example in zip(stored, examples[-10:], strict=True):
        row = answer + citations + json.dumps(reply)
        assert all(item.needle not in row or item.form == "evidence id" for item in example.inventions)
        assert all(item.needle not in answer + citations for item in example.inventions)


async def test_memory_holds_exactly_the_reply_the_caller_received(
    with_gemini: QuestionStack, published_corpus: Database
) -> None:
    assert with_gemini.fake is not None
    _, search = await with_gemini.call("POST", "/api/policy-searches", {"query": PHONE, "scope": EBAY_US})
    real_quote = " ".join(search["results"][0]["text"].split()[:10])
    [example] = collect_inventions(1)
    with_gemini.fake.reply(Answer(model_output(example, real_quote)))
    status, body = await with_gemini.call("POST", QUESTIONS, {"question": PHONE, "scope": EBAY_US})
    assert status == 200, body
    [(answer, _, reply, target)] = stored_turns(published_corpus, body["conversationId"])
    assert as_reply(reply) == as_reply(body)
    assert answer == body["answer"]
    assert target == {"scope": {"marketplace": "EBAY", "locale": "en-US", "reviewDate": "2026-11-01"}}


async def test_a_later_turn_may_omit_its_scope_or_change_it(offline: QuestionStack, published_corpus: Database) -> None:
    status, first = await offline.call("POST", QUESTIONS, {"question": PHONE, "scope": EBAY_US})
    assert status == 200, first
    assert ("ebay-contact-information", "contact-details") in cited(first)
    conversation = first["conversationId"]

    status, links = await offline.call(
        "POST", QUESTIONS, {"question": "And what about links?", "conversationId": conversation}
    )
    assert status == 200, links  # no scope sent: the conversation's is used
    assert links["status"] == "ANSWER_STATUS_ANSWERED"
    assert ("ebay-contact-information", "external-links") in cited(links)

    status, uk = await offline.call(
        "POST",
        QUESTIONS,
        {"question": "Does that apply in the UK too?", "scope": EBAY_GB, "conversationId": conversation},
    )
    assert status == 200, uk
    assert uk["status"] == "ANSWER_STATUS_ANSWERED"
    # "that" is the previous turn's subject (links): searched together, the UK's links section is found.
    assert ("ebay-contact-information", "external-links") in cited(uk)

    status, after = await offline.call("POST", QUESTIONS, {"question": "And emails?", "conversationId": conversation})
    assert status == 200, after
    targets = [row[3] for row in stored_turns(published_corpus, conversation)]
    assert [t["scope"]["locale"] for t in targets] == ["en-US", "en-US", "en-GB", "en-GB"]  # changed, then kept

    status, unknown = await offline.call(
        "POST", QUESTIONS, {"question": "And emails?", "conversationId": str(uuid.uuid4())}
    )
    assert status == 200  # an id never used reads like another key's: nothing remembered, nothing told
    assert unknown["status"] == "ANSWER_STATUS_CANNOT_ANSWER"
    assert unknown["cannotAnswerReason"] == "CANNOT_ANSWER_REASON_NO_SCOPE_REMEMBERED"
    status, alone = await offline.call("POST", QUESTIONS, {"question": "And emails?"})
    assert status == 400
    assert alone["errors"][0]["field"] == "scope"


async def test_does_that_apply_in_the_uk_finds_the_uk_section_of_the_previous_subject(offline: QuestionStack) -> None:
    _, phone = await offline.call("POST", QUESTIONS, {"question": PHONE, "scope": EBAY_US})
    follow_up = {
        "question": "Does that apply in the UK too?",
        "scope": EBAY_GB,
        "conversationId": phone["conversationId"],
    }
    status, uk = await offline.call("POST", QUESTIONS, follow_up)
    assert status == 200, uk
    assert ("ebay-contact-information", "contact-details") in cited(uk)
    assert all(
        c["policyVersion"] == "2026-09-20" for c in uk["citations"] if c["policyId"] == "ebay-contact-information"
    )


async def test_an_off_topic_follow_up_is_refused_though_the_conversation_is_on_topic(offline: QuestionStack) -> None:
    _, phone = await offline.call("POST", QUESTIONS, {"question": PHONE, "scope": EBAY_US})
    follow_up = {"question": "And what is the capital of France?", "conversationId": phone["conversationId"]}
    status, body = await offline.call("POST", QUESTIONS, follow_up)
    assert status == 200, body
    assert body["status"] == "ANSWER_STATUS_CANNOT_ANSWER"
    assert body["cannotAnswerReason"] == "CANNOT_ANSWER_REASON_NOTHING_RELEVANT"


@pytest.mark.parametrize(
    ("question", "target"),
    [
        ("What is the capital of France?", {"scope": SCOPE}),
        ("How do I bake sourdough bread?", {"scope": EBAY_US}),
    ],
)
async def test_off_topic_policy_questions_are_refused_without_a_model_call(
    with_gemini: QuestionStack, question: str, target: dict[str, Any]
) -> None:
    assert with_gemini.fake is not None
    status, body = await with_gemini.call("POST", QUESTIONS, {"question": question, **target})
    assert status == 200, body
    assert body["status"] == "ANSWER_STATUS_CANNOT_ANSWER"
    assert body["cannotAnswerReason"] == "CANNOT_ANSWER_REASON_NOTHING_RELEVANT"
    assert body["citations"] == []
    assert with_gemini.fake.seen == []


@pytest.fixture
async def pgvector_corpus(published_corpus: Database, gateway_embedder: WordLlamaEmbedder) -> Database:
    from ingestion.bootstrap import source_store
    from ingestion.sources import index_sources

    await index_sources(
        PGVECTOR_ROOT, "pgvector", store=source_store(published_corpus.writer_dsn), embedder=gateway_embedder
    )
    return published_corpus


async def test_an_off_topic_source_question_is_refused_and_an_on_topic_one_answered(
    pgvector_corpus: Database, offline: QuestionStack
) -> None:
    status, bread = await offline.call(
        "POST", QUESTIONS, {"question": "How do I bake sourdough bread?", "corpus": "pgvector"}
    )
    assert status == 200
    assert bread["status"] == "ANSWER_STATUS_CANNOT_ANSWER"
    assert bread["cannotAnswerReason"] == "CANNOT_ANSWER_REASON_NOTHING_RELEVANT"
    status, register = await offline.call(
        "POST", QUESTIONS, {"question": "How do I register the vector type with asyncpg?", "corpus": "pgvector"}
    )
    assert status == 200
    assert register["status"] == "ANSWER_STATUS_ANSWERED"
    assert any(c["path"] == "asyncpg/register.py" for c in register["citations"])
