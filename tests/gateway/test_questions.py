"""Grounded questions on the real services and database: citations from metadata, verified quotes,
"cannot answer" without a model call, and memory that holds only what the caller received.

Gemini is faked at the HTTP edge (tests/generation/fakes.py), so the real google-genai client runs.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

import aiohttp
import grpc
import pgvector
import psycopg
import pytest
from pydantic import SecretStr

from gateway.adapters.memory import PostgresConversationMemory
from gateway.bootstrap import GatewayServer, build_server
from gateway.domain.access import ANONYMOUS_OWNER
from gateway.domain.questions import MemoryBounds
from gateway.settings import GatewaySettings
from generation.bootstrap import build_server as build_generation_server
from generation.settings import GenerationSettings
from ingestion.bootstrap import source_store
from ingestion.sources import index_sources
from policyreview.v1 import policy_question_service_pb2, policy_question_service_pb2_grpc
from retrieval.bootstrap import build_server as build_retrieval_server
from retrieval.settings import RetrievalSettings
from services.database import make_pool
from services.embedders.wordllama import WordLlamaEmbedder
from services.server import GrpcServer
from tests.generation.fakes import Answer, ProviderFake
from tests.support import Database
from validation.bootstrap import build_server as build_validation_server

QUESTIONS = "/api/policy-questions"
SEARCHES = "/api/policy-searches"
SCOPE = {"marketplace": "AMAZON", "locale": "en-US", "reviewDate": "2026-11-01"}
PHONE_QUESTION = "May I put my phone number or email address in an Amazon listing?"
INVENTED_URL = "https://policies.invented.example/amazon/contact-rules"
INVENTED_PATH = "src/amazon/policy_engine/contact_rules.py"
INVENTED_QUOTE = "Sellers may share a phone number once the buyer asks for it."


@dataclass
class QuestionStack:
    gateway: GatewayServer
    servers: list[GrpcServer]
    fake: ProviderFake | None

    async def call(
        self, method: str, path: str, body: dict[str, Any] | None = None, key: str | None = None
    ) -> tuple[int, Any]:
        url = f"http://127.0.0.1:{self.gateway.http_port}{path}"
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        async with (
            aiohttp.ClientSession() as session,
            session.request(method, url, json=body, headers=headers) as response,
        ):
            return response.status, await response.json(content_type=None)


@asynccontextmanager
async def question_stack(
    database: Database, embedder: WordLlamaEmbedder, gemini: bool, keys: tuple[str, ...] = ()
) -> AsyncIterator[QuestionStack]:
    fake = ProviderFake("gemini") if gemini else None
    generation_settings: dict[str, Any] = {"reviewer": "rules"}
    if fake is not None:
        generation_settings = {
            "reviewer": "gemini",
            "gemini_api_key": SecretStr("test-key"),
            "gemini_base_url": await fake.start(),
            "max_repeat_attempts": 0,
        }
    servers = [
        await build_retrieval_server(RetrievalSettings(), port=0, embedder=embedder, reader_dsn=database.reader_dsn),
        await build_generation_server(GenerationSettings(**generation_settings), port=0),
        await build_validation_server(port=0),
    ]
    gateway = None
    try:
        ports = [await server.start() for server in servers]
        gateway = await build_server(
            GatewaySettings(
                retrieval_address=f"127.0.0.1:{ports[0]}",
                generation_address=f"127.0.0.1:{ports[1]}",
                validation_address=f"127.0.0.1:{ports[2]}",
                gateway_api_key_sha256=",".join(hashlib.sha256(key.encode()).hexdigest() for key in keys),
            ),
            grpc_port=0,
            http_port=0,
            memory_dsn=database.memory_dsn,
        )
        await gateway.start()
        yield QuestionStack(gateway, servers, fake)
    finally:
        if gateway is not None:
            await gateway.stop(grace=0)
        for server in servers:
            await server.stop(grace=0)
        if fake is not None:
            await fake.stop()


@pytest.fixture
async def offline(published_corpus: Database, gateway_embedder: WordLlamaEmbedder) -> AsyncIterator[QuestionStack]:
    async with question_stack(published_corpus, gateway_embedder, gemini=False) as stack:
        yield stack


@pytest.fixture
async def with_gemini(published_corpus: Database, gateway_embedder: WordLlamaEmbedder) -> AsyncIterator[QuestionStack]:
    async with question_stack(published_corpus, gateway_embedder, gemini=True) as stack:
        yield stack


def prompt_of(fake: ProviderFake, call: int) -> str:
    return str(fake.seen[call].body["contents"][0]["parts"][0]["text"])


def inventing_answer(real_quote: str) -> Answer:
    """A model that cites what it never saw: an invented URL and path in its prose and sources, an
    invented quote beside a real one."""
    return Answer(
        json.dumps(
            {
                "answer": f"No. See {INVENTED_URL} and {INVENTED_PATH}; SOURCE_1 forbids it.",
                "quotes": [
                    {"evidence_id": "SOURCE_1", "text": real_quote},
                    {"evidence_id": "SOURCE_1", "text": INVENTED_QUOTE},
                ],
                "sources": [INVENTED_URL, f"/home/model/{INVENTED_PATH}"],
            }
        )
    )


async def test_search_returns_ranked_passages_with_citations_from_metadata(offline: QuestionStack) -> None:
    status, body = await offline.call("POST", SEARCHES, {"query": PHONE_QUESTION, "scope": SCOPE})
    assert status == 200, body
    results = body["results"]
    assert results
    assert [r["rank"] for r in results] == list(range(1, len(results) + 1))
    assert {r["citation"]["policyId"] for r in results} <= {"amazon-product-detail-page", "amazon-condition-guidelines"}
    assert all(r["citation"]["sourceUrl"].startswith("https://") and r["text"] for r in results)


async def test_the_offline_answer_is_extractive_with_verified_quotes_and_stored(offline: QuestionStack) -> None:
    status, body = await offline.call("POST", QUESTIONS, {"question": PHONE_QUESTION, "scope": SCOPE})
    assert status == 200, body
    assert body["status"] == "ANSWER_STATUS_ANSWERED"
    assert body["extractive"] is True
    assert body["answerer"] == "extractive"
    assert body["flagged"] is False
    assert body["warnings"] == []
    assert body["quotes"]
    assert body["citations"]
    assert body["conversationId"]
    cited = {c["evidenceId"] for c in body["citations"]}
    assert {q["evidenceId"] for q in body["quotes"]} <= cited


async def test_no_evidence_means_cannot_answer_and_no_model_call(with_gemini: QuestionStack) -> None:
    assert with_gemini.fake is not None
    no_policy = {"question": PHONE_QUESTION, "scope": {"marketplace": "AMAZON", "locale": "de-DE"}}
    status, body = await with_gemini.call("POST", QUESTIONS, no_policy)
    assert status == 200, body
    assert body["status"] == "ANSWER_STATUS_CANNOT_ANSWER"
    assert body["cannotAnswerReason"] == "CANNOT_ANSWER_REASON_NO_POLICIES_IN_SCOPE"
    assert body["answer"].startswith("Cannot answer: there are no policies in this scope (AMAZON de-DE)")
    assert body["citations"] == []
    assert body["quotes"] == []
    status, body = await with_gemini.call("POST", QUESTIONS, {"question": PHONE_QUESTION, "corpus": "no-such-corpus"})
    assert status == 200
    assert body["status"] == "ANSWER_STATUS_CANNOT_ANSWER"
    assert body["cannotAnswerReason"] == "CANNOT_ANSWER_REASON_UNKNOWN_CORPUS"
    assert "no source corpus named 'no-such-corpus'" in body["answer"]
    assert with_gemini.fake.seen == []


async def test_invented_urls_paths_and_quotes_never_reach_the_caller(with_gemini: QuestionStack) -> None:
    assert with_gemini.fake is not None
    _, search = await with_gemini.call("POST", SEARCHES, {"query": PHONE_QUESTION, "scope": SCOPE})
    retrieved_urls = {r["citation"]["sourceUrl"] for r in search["results"]}
    real_quote = " ".join(search["results"][0]["text"].split()[:10])
    with_gemini.fake.reply(inventing_answer(real_quote))

    status, body = await with_gemini.call("POST", QUESTIONS, {"question": PHONE_QUESTION, "scope": SCOPE})
    assert status == 200, body
    text = json.dumps(body)
    assert INVENTED_URL not in text
    assert "contact_rules.py" not in text
    assert INVENTED_QUOTE not in text
    assert [q["text"] for q in body["quotes"]] == [real_quote]
    assert body["citations"]
    assert {c["sourceUrl"] for c in body["citations"]} <= retrieved_urls
    assert body["flagged"] is True
    warnings = {w["code"] for w in body["warnings"]}
    assert {
        "ANSWER_WARNING_CODE_UNVERIFIED_QUOTE",
        "ANSWER_WARNING_CODE_UNVERIFIED_REFERENCE",
        "ANSWER_WARNING_CODE_MODEL_SOURCES_DISCARDED",
    } <= warnings
    # The model was never shown the sources' URLs: it had none to copy.
    assert not any(url in prompt_of(with_gemini.fake, 0) for url in retrieved_urls)


async def test_memory_holds_the_corrected_reply_not_the_models_inventions(
    with_gemini: QuestionStack, published_corpus: Database
) -> None:
    assert with_gemini.fake is not None
    _, search = await with_gemini.call("POST", SEARCHES, {"query": PHONE_QUESTION, "scope": SCOPE})
    real_quote = " ".join(search["results"][0]["text"].split()[:10])
    with_gemini.fake.reply(inventing_answer(real_quote), inventing_answer(real_quote))

    _, first = await with_gemini.call("POST", QUESTIONS, {"question": PHONE_QUESTION, "scope": SCOPE})
    conversation = first["conversationId"]
    follow_up = {"question": "And in the title?", "scope": SCOPE, "conversationId": conversation}
    status, second = await with_gemini.call("POST", QUESTIONS, follow_up)
    assert status == 200
    assert second["conversationId"] == conversation

    turn_two = prompt_of(with_gemini.fake, 1)
    history = turn_two.split("<history_data>")[1].split("</history_data>")[0]
    assert "[unverified reference removed]" in history  # what the caller was told in turn 1
    assert INVENTED_URL not in history
    assert "contact_rules.py" not in history
    assert INVENTED_QUOTE not in history

    with psycopg.connect(published_corpus.admin_dsn) as conn:
        stored = conn.execute(
            "SELECT answer, citations::text FROM conversation_turn WHERE conversation_id = %s ORDER BY turn",
            (conversation,),
        ).fetchall()
    assert len(stored) == 2
    assert all(INVENTED_URL not in answer + citations for answer, citations in stored)

    status, deleted = await with_gemini.call("DELETE", f"{QUESTIONS}/conversations/{conversation}")
    assert status == 200
    assert deleted == {"deleted": True}
    status, again = await with_gemini.call("DELETE", f"{QUESTIONS}/conversations/{conversation}")
    assert status == 200
    assert again == {"deleted": False}
    status, bad = await with_gemini.call("DELETE", f"{QUESTIONS}/conversations/not-a-uuid")
    assert status == 400
    assert bad["errors"][0]["field"] == "conversationId"


ALICE_KEY = "alice-agent-key-3f9a0c"
BOB_KEY = "bob-agent-key-71d2e8"
BOB_QUESTION = "May I show a phone number or an email address in the title of an Amazon listing?"


@pytest.fixture
async def two_callers(published_corpus: Database, gateway_embedder: WordLlamaEmbedder) -> AsyncIterator[QuestionStack]:
    async with question_stack(published_corpus, gateway_embedder, gemini=True, keys=(ALICE_KEY, BOB_KEY)) as stack:
        yield stack


def history_of(fake: ProviderFake, call: int) -> list[dict[str, str]]:
    section = prompt_of(fake, call).split("<history_data>")[1].split("</history_data>")[0]
    data: list[dict[str, str]] = json.loads(section)
    return data


async def grpc_delete(stack: QuestionStack, conversation: str, key: str) -> bool:
    async with grpc.aio.insecure_channel(f"127.0.0.1:{stack.gateway.grpc_port}") as channel:
        stub = policy_question_service_pb2_grpc.PolicyQuestionServiceStub(channel)
        response = await stub.DeleteConversation(
            policy_question_service_pb2.DeleteConversationRequest(conversation_id=conversation),
            metadata=(("authorization", f"Bearer {key}"),),
            timeout=30,
        )
    return bool(response.deleted)


async def test_a_conversation_belongs_to_the_key_that_started_it(
    two_callers: QuestionStack, published_corpus: Database
) -> None:
    fake = two_callers.fake
    assert fake is not None
    _, search = await two_callers.call("POST", SEARCHES, {"query": PHONE_QUESTION, "scope": SCOPE}, key=ALICE_KEY)
    real_quote = " ".join(search["results"][0]["text"].split()[:10])
    fake.reply(*(inventing_answer(real_quote) for _ in range(4)))

    status, first = await two_callers.call(
        "POST", QUESTIONS, {"question": PHONE_QUESTION, "scope": SCOPE}, key=ALICE_KEY
    )
    assert status == 200, first
    alices = first["conversationId"]
    unknown = str(uuid.uuid4())

    # Bob cannot delete Alice's conversation, and cannot tell it from an id nobody used (REST and gRPC).
    assert await two_callers.call("DELETE", f"{QUESTIONS}/conversations/{alices}", key=BOB_KEY) == (
        200,
        {"deleted": False},
    )
    assert await two_callers.call("DELETE", f"{QUESTIONS}/conversations/{unknown}", key=BOB_KEY) == (
        200,
        {"deleted": False},
    )
    assert await grpc_delete(two_callers, alices, BOB_KEY) is False
    assert await grpc_delete(two_callers, unknown, BOB_KEY) is False

    # Nor read it: continuing Alice's id shows Bob no history, exactly as an unused id does.
    answers = []
    for conversation in (alices, unknown):
        follow_up = {"question": BOB_QUESTION, "scope": SCOPE, "conversationId": conversation}
        status, body = await two_callers.call("POST", QUESTIONS, follow_up, key=BOB_KEY)
        assert status == 200, body
        assert body["conversationId"] == conversation
        answers.append(body)
    assert history_of(fake, 1) == history_of(fake, 2) == []
    assert answers[0]["status"] == answers[1]["status"] == "ANSWER_STATUS_ANSWERED"
    assert answers[0].keys() == answers[1].keys()

    # Alice's conversation went on untouched by Bob's turn under the same id.
    follow_up = {"question": "And in the title?", "scope": SCOPE, "conversationId": alices}
    status, second = await two_callers.call("POST", QUESTIONS, follow_up, key=ALICE_KEY)
    assert status == 200, second
    assert [turn["question"] for turn in history_of(fake, 3)] == [PHONE_QUESTION]

    with psycopg.connect(published_corpus.admin_dsn) as conn:
        owners = conn.execute(
            "SELECT DISTINCT owner_digest FROM conversation_turn WHERE conversation_id = %s", (alices,)
        ).fetchall()
        stored = json.dumps(conn.execute("SELECT * FROM conversation_turn").fetchall(), default=str)
    assert len(owners) == 2
    # A digest of the caller's key identity, never the key nor the digest the gateway's key setting holds.
    for key in (ALICE_KEY, BOB_KEY):
        assert key not in stored
        assert hashlib.sha256(key.encode()).hexdigest() not in stored
    assert all(len(owner) == 64 for (owner,) in owners)

    # Each deletes only its own turns under the shared id.
    assert await grpc_delete(two_callers, alices, ALICE_KEY) is True
    assert await two_callers.call("DELETE", f"{QUESTIONS}/conversations/{alices}", key=BOB_KEY) == (
        200,
        {"deleted": True},
    )
    status, anonymous = await two_callers.call("DELETE", f"{QUESTIONS}/conversations/{alices}")
    assert status == 401, anonymous


def test_the_memory_role_can_touch_only_the_memory_table(published_corpus: Database) -> None:
    with psycopg.connect(published_corpus.memory_dsn) as conn:
        conn.execute("SELECT count(*) FROM conversation_turn").fetchone()
    for statement in ("SELECT count(*) FROM policy_release", "SELECT count(*) FROM policy_chunk"):
        with psycopg.connect(published_corpus.memory_dsn) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(statement)
    with psycopg.connect(published_corpus.memory_dsn) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute("UPDATE conversation_turn SET answer = 'rewritten'")


async def test_bad_question_requests_name_their_fields(offline: QuestionStack) -> None:
    status, body = await offline.call("POST", QUESTIONS, {"question": "", "scope": SCOPE, "corpus": "pgvector"})
    assert status == 400
    assert {e["field"] for e in body["errors"]} == {"question", "scope"}


PGVECTOR_ROOT = Path(pgvector.__file__).resolve().parent
ASYNC_QUESTION = "How do I register the vector type with an async psycopg connection?"


@pytest.fixture
async def pgvector_corpus(published_corpus: Database, gateway_embedder: WordLlamaEmbedder) -> Database:
    """The installed pgvector package's sources, indexed by the ingestion job as corpus "pgvector"."""
    report = await index_sources(
        PGVECTOR_ROOT, "pgvector", store=source_store(published_corpus.writer_dsn), embedder=gateway_embedder
    )
    assert report.files_seen > 0
    return published_corpus


async def test_a_source_corpus_answer_cites_file_and_lines(pgvector_corpus: Database, offline: QuestionStack) -> None:
    status, body = await offline.call("POST", QUESTIONS, {"question": ASYNC_QUESTION, "corpus": "pgvector"})
    assert status == 200, body
    assert body["status"] == "ANSWER_STATUS_ANSWERED"
    citations = body["citations"]
    assert citations
    assert all(c["corpus"] == "pgvector" for c in citations)
    assert all((PGVECTOR_ROOT / c["path"]).is_file() for c in citations)
    assert all(1 <= c["lineStart"] <= c["lineEnd"] for c in citations)
    assert "psycopg/register.py" in {c["path"] for c in citations}
    assert "register_vector_async" in body["answer"]


async def test_invented_file_paths_never_reach_the_caller(
    pgvector_corpus: Database, with_gemini: QuestionStack
) -> None:
    assert with_gemini.fake is not None
    _, search = await with_gemini.call("POST", SEARCHES, {"query": ASYNC_QUESTION, "corpus": "pgvector"})
    retrieved_paths = {r["citation"]["path"] for r in search["results"]}
    real_quote = next(line.strip() for line in search["results"][0]["text"].splitlines() if len(line.strip()) > 20)
    with_gemini.fake.reply(inventing_answer(real_quote))

    status, body = await with_gemini.call("POST", QUESTIONS, {"question": ASYNC_QUESTION, "corpus": "pgvector"})
    assert status == 200, body
    text = json.dumps(body)
    assert "contact_rules.py" not in text
    assert INVENTED_URL not in text
    assert INVENTED_QUOTE not in text
    assert [q["text"] for q in body["quotes"]] == [real_quote]
    assert body["citations"]
    assert {c["path"] for c in body["citations"]} <= retrieved_paths
    assert all((PGVECTOR_ROOT / c["path"]).is_file() for c in body["citations"])
    assert body["flagged"] is True
    assert not any(path in prompt_of(with_gemini.fake, 0) for path in retrieved_paths)


async def test_memory_keeps_at_most_the_newest_turns_and_forgets_old_ones(published_corpus: Database) -> None:
    pool = make_pool(published_corpus.memory_dsn, min_size=0, max_size=1)
    await pool.open()
    try:
        memory = PostgresConversationMemory(
            pool, MemoryBounds(max_turns=2, max_age=timedelta(hours=1), max_characters=10_000), timeout=10.0
        )
        conversation, other = uuid.uuid4(), uuid.uuid4()
        for number in (1, 2, 3):
            await memory.append(ANONYMOUS_OWNER, conversation, f"question {number}", f"answer {number}", [])
        assert [t.turn for t in await memory.history(ANONYMOUS_OWNER, conversation)] == [2, 3]
        await memory.append(ANONYMOUS_OWNER, other, "old question", "old answer", [])
        with psycopg.connect(published_corpus.admin_dsn, autocommit=True) as conn:
            conn.execute(
                "UPDATE conversation_turn SET created_at = now() - interval '2 hours' WHERE conversation_id = %s",
                (other,),
            )
            assert [t.turn for t in await memory.history(ANONYMOUS_OWNER, other)] == []  # expired: never read
            await memory.append(ANONYMOUS_OWNER, conversation, "question 4", "answer 4", [])  # and deleted on write
            kept = conn.execute(
                "SELECT conversation_id, turn FROM conversation_turn WHERE conversation_id = ANY(%s) ORDER BY turn",
                ([conversation, other],),
            ).fetchall()
        assert kept == [(conversation, 3), (conversation, 4)]
    finally:
        await pool.close()
