"""Pure rules of grounded answers: quote verification, reference scrubbing, extractive answers, memory bounds."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from gateway.domain.questions import (
    UUID_PATTERN,
    MemoryBounds,
    QuestionTarget,
    StoredTurn,
    usable_history,
    validate_target,
)
from generation.domain.answering import EXTRACTIVE_PREFIX, ExtractiveAnswerer
from services.errors import ServiceError
from services.records import NumberedPassage, Passage
from tests.questions.passages import PASSAGES
from validation.domain.answers import REMOVED_REFERENCE, AnswerWarningCode, Quote, verify_answer


def codes(result: object) -> list[AnswerWarningCode]:
    return [w.code for w in result.warnings]  # type: ignore[attr-defined]


def test_a_quote_found_in_its_passage_survives_whitespace_aside() -> None:
    result = verify_answer(PASSAGES, "No [SOURCE_1].", [Quote("SOURCE_1", "phone numbers or email addresses in the")])
    assert [q.text for q in result.quotes] == ["phone numbers or email addresses in the"]
    assert not result.flagged
    assert [p.evidence_id for p in result.cited] == ["SOURCE_1"]


def test_invented_quotes_and_unknown_ids_are_dropped_and_flagged() -> None:
    quotes = [
        Quote("SOURCE_1", "Sellers may share a phone number after the sale."),
        Quote("SOURCE_9", "must not include phone numbers"),
        Quote("SOURCE_2", "register_vector_async(conn)"),
    ]
    result = verify_answer(PASSAGES, "Use register_vector_async.", quotes)
    assert [q.evidence_id for q in result.quotes] == ["SOURCE_2"]
    assert AnswerWarningCode.UNVERIFIED_QUOTE in codes(result)
    assert AnswerWarningCode.UNKNOWN_EVIDENCE in codes(result)
    assert result.flagged


def test_only_retrieved_urls_and_paths_survive_in_the_answer_text() -> None:
    answer = (
        "See https://sellercentral.amazon.com/help/hub/reference/external/G200390640, "
        "https://policies.example.com/invented and src/pgvector/invented_helpers.py; "
        "the function lives in pgvector/psycopg/register.py (register.py)."
    )
    result = verify_answer(PASSAGES, answer, [Quote("SOURCE_2", "info = await TypeInfo.fetch(conn, 'vector')")])
    assert "policies.example.com" not in result.answer
    assert "invented_helpers.py" not in result.answer
    assert "https://sellercentral.amazon.com/help/hub/reference/external/G200390640" in result.answer
    assert "pgvector/psycopg/register.py" in result.answer
    assert result.answer.count(REMOVED_REFERENCE) == 2
    assert codes(result).count(AnswerWarningCode.UNVERIFIED_REFERENCE) == 2


def test_model_listed_sources_are_never_used_and_invented_ones_flagged() -> None:
    result = verify_answer(
        PASSAGES, "Answer [SOURCE_2].", [Quote("SOURCE_2", "register_vector_async(conn)")], ["/abs/fake/path.py"]
    )
    assert AnswerWarningCode.MODEL_SOURCES_DISCARDED in codes(result)
    assert [p.passage.path for p in result.cited] == ["pgvector/psycopg/register.py"]


def test_an_answer_without_a_verified_quote_is_flagged_and_cites_what_was_retrieved() -> None:
    result = verify_answer(PASSAGES, "Probably fine.", [])
    assert codes(result) == [AnswerWarningCode.NO_VERIFIED_QUOTE]
    assert [p.evidence_id for p in result.cited] == ["SOURCE_1", "SOURCE_2"]


async def test_the_extractive_answer_is_made_of_verifiable_quotes_only() -> None:
    answer = await ExtractiveAnswerer().answer("May I put my phone number in the description?", PASSAGES, [])
    assert answer.extractive
    assert answer.answer.startswith(EXTRACTIVE_PREFIX)
    assert answer.quotes[0].text == "Sellers must not include phone numbers or email addresses"
    result = verify_answer(PASSAGES, answer.answer, [Quote(q.evidence_id, q.text) for q in answer.quotes])
    assert not result.flagged
    assert len(result.quotes) == len(answer.quotes) == 2


def test_a_question_names_exactly_one_of_scope_and_corpus() -> None:
    with pytest.raises(ServiceError) as both:
        validate_target(
            QuestionTarget(marketplace="EBAY", locale="en-US", corpus="x", has_scope=True), "q?", "question"
        )
    assert [v.field for v in both.value.violations] == ["scope"]
    with pytest.raises(ServiceError) as bad:
        validate_target(QuestionTarget(marketplace="", locale="en_us", has_scope=True), " ", "question")
    assert {v.field for v in bad.value.violations} == {"question", "scope.marketplace", "scope.locale"}
    validate_target(QuestionTarget(corpus="pgvector"), "How?", "question")


def test_memory_keeps_the_newest_fresh_turns_within_the_character_budget() -> None:
    now = datetime(2026, 11, 30, 12, tzinfo=UTC)
    turns = [
        StoredTurn(1, "old question", "old answer", now - timedelta(days=2)),
        StoredTurn(2, "q2", "a" * 50, now - timedelta(minutes=30)),
        StoredTurn(3, "q3", "b" * 50, now - timedelta(minutes=20)),
        StoredTurn(4, "q4", "c" * 50, now - timedelta(minutes=10)),
    ]
    bounds = MemoryBounds(max_turns=3, max_age=timedelta(days=1), max_characters=110)
    assert [t.turn for t in usable_history(turns, bounds, now)] == [3, 4]
    wide = MemoryBounds(max_turns=2, max_age=timedelta(days=1), max_characters=10_000)
    assert [t.turn for t in usable_history(turns, wide, now)] == [3, 4]


def test_a_source_citation_is_narrowed_to_the_quoted_lines() -> None:
    passage = NumberedPassage(
        "SOURCE_1",
        Passage(
            chunk_id="lib/a.py#chunk-2",
            text="import os\n\nasync def register(conn):\n    await conn.fetch()\n    return conn\n",
            corpus="lib",
            path="a.py",
            line_start=41,
            line_end=45,
        ),
    )
    result = verify_answer(
        [passage], "Use it [SOURCE_1].", [Quote("SOURCE_1", "async def register(conn):   await conn.fetch()")]
    )
    [cited] = result.cited
    assert (cited.passage.line_start, cited.passage.line_end) == (43, 44)


def schemas_of(document: dict[str, Any]) -> dict[str, Any]:
    return document["components"]["schemas"]  # type: ignore[no-any-return]


def test_the_openapi_document_describes_the_question_routes() -> None:
    from gateway.openapi import build_openapi

    document = build_openapi()
    paths = document["paths"]
    assert set(paths["/api/policy-questions"]) == {"post"}
    assert set(paths["/api/policy-searches"]) == {"post"}
    delete = paths["/api/policy-questions/conversations/{conversation_id}"]["delete"]
    assert "requestBody" not in delete
    [conversation] = [p for p in delete["parameters"] if p["in"] == "path"]
    assert (conversation["name"], conversation["required"], conversation["schema"]["type"]) == (
        "conversation_id",
        True,
        "string",
    )
    assert conversation["schema"]["pattern"] == UUID_PATTERN
    assert "oneOf" in schemas_of(document)["AskPolicyQuestionRequest"]  # exactly one of scope and corpus
    schemas = schemas_of(document)
    assert schemas["AskPolicyQuestionRequest"]["required"] == ["question"]
    assert schemas["QuestionScope"]["required"] == ["marketplace", "locale"]
    assert "ANSWER_STATUS_CANNOT_ANSWER" in schemas["AnswerStatus"]["enum"]
