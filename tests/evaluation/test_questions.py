"""The questions evaluation: dataset integrity and the metrics, on hand-made answers."""

from __future__ import annotations

from typing import Any

from evaluation.questions import (
    CANNOT_ANSWER,
    QuestionOutcome,
    load_dataset,
    metrics,
    score,
    unsupported_claims,
)


def test_the_dataset_matches_its_manifest_and_covers_policies_sources_and_out_of_corpus() -> None:
    dataset = load_dataset()
    assert len(dataset.questions) >= 30
    assert len({q.id for q in dataset.questions}) == len(dataset.questions)
    policies = {c["policyId"] for q in dataset.questions for c in q.must_cite if "policyId" in c}
    assert len(policies) >= 5
    assert any(q.corpus == "pgvector" and q.expect == "answer" for q in dataset.questions)
    assert sum(q.expect == "cannot_answer" for q in dataset.questions) >= 5
    assert all(q.must_cite for q in dataset.questions if q.expect == "answer")


EXTRACTIVE: dict[str, Any] = {
    "status": "ANSWER_STATUS_ANSWERED",
    "extractive": True,
    "answer": "Extractive answer (no model wrote this): ...:\n[SOURCE_1] Do not add phone numbers.\n"
    "[SOURCE_2] async def register(conn):\n    await conn.fetch()",
    "quotes": [
        {"evidenceId": "SOURCE_1", "text": "Do not add phone numbers."},
        {"evidenceId": "SOURCE_2", "text": "async def register(conn): await conn.fetch()"},
    ],
    "citations": [
        {"policyId": "ebay-contact-information", "sectionId": "contact-details"},
        {"corpus": "pgvector", "path": "psycopg/register.py", "lineStart": 26, "lineEnd": 28},
    ],
}


def test_an_extractive_answer_has_no_unsupported_claim_and_an_invented_line_counts() -> None:
    assert unsupported_claims(EXTRACTIVE) == (0, 2)
    invented = {**EXTRACTIVE, "answer": EXTRACTIVE["answer"] + "\n[SOURCE_1] Phone numbers are fine."}
    assert unsupported_claims(invented) == (1, 3)


def test_citation_recall_and_cannot_answer_accuracy() -> None:
    from evaluation.questions import Question

    cited = Question("a", "q", "answer", ({"path": "psycopg/register.py"}, {"path": "asyncpg/register.py"}))
    refused = Question("b", "q", "cannot_answer", ())
    outcomes = [
        score(cited, EXTRACTIVE),
        score(refused, {"status": CANNOT_ANSWER}),
        QuestionOutcome("c", "cannot_answer", "ANSWER_STATUS_ANSWERED"),
    ]
    result = metrics(outcomes)
    assert result["citationRecall"] == 0.5
    assert result["cannotAnswerAccuracy"] == 0.5
    assert result["unsupportedClaimRate"] == 0.0
    assert result["falseRefusalRate"] == 0.0
