"""Pure rules of conversations and the question gate: follow-ups, the remembered target, calibration."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from gateway.domain.questions import (
    CannotAnswerReason,
    CorpusKind,
    GateObservation,
    QuestionGate,
    QuestionTarget,
    StoredTurn,
    calibrate_question_gate,
    cannot_answer_text,
    is_follow_up,
    question_gates,
    retrieval_query,
    target_from_memory,
    validate_target,
)
from services.errors import ServiceError
from services.records import Passage

NOW = datetime(2026, 11, 30, tzinfo=UTC)
PHONE = StoredTurn(1, "May I put my phone number in an eBay listing description?", "No.", NOW)


@pytest.mark.parametrize(
    "question",
    [
        "And what about links?",
        "Does that apply in the UK too?",
        "What about in the title?",
        "Is it the same for Amazon?",
        "and emails?",
    ],
)
def test_a_follow_up_is_searched_with_the_previous_question(question: str) -> None:
    assert is_follow_up(question)
    assert retrieval_query(question, [PHONE]) == f"{PHONE.question} {question}"


@pytest.mark.parametrize(
    "question",
    [
        "May I link to my own online shop website from an eBay listing?",
        "Which condition categories can an Amazon seller choose from?",
        "How do I register the vector type with an async psycopg connection?",
    ],
)
def test_a_question_that_stands_alone_is_searched_as_asked(question: str) -> None:
    assert not is_follow_up(question)
    assert retrieval_query(question, [PHONE]) == question


def test_without_history_nothing_is_rewritten() -> None:
    assert retrieval_query("And what about links?", []) == "And what about links?"


def test_the_target_is_remembered_and_read_back() -> None:
    scope = QuestionTarget(marketplace="EBAY", locale="en-GB", review_date="2026-11-01", has_scope=True)
    assert target_from_memory(scope.remembered()) == scope
    corpus = QuestionTarget(corpus="pgvector")
    assert target_from_memory(corpus.remembered()) == corpus
    assert target_from_memory(None) is None
    assert target_from_memory({"scope": "not a mapping"}) is None


def test_a_turn_without_scope_is_valid_only_in_a_conversation() -> None:
    validate_target(QuestionTarget(), "And links?", "question", in_conversation=True)
    with pytest.raises(ServiceError) as error:
        validate_target(QuestionTarget(), "And links?", "question")
    [violation] = error.value.violations
    assert violation.field == "scope"
    assert "or a conversationId" in violation.description


def test_the_cannot_answer_texts_say_which_case_it_is() -> None:
    corpus = QuestionTarget(corpus="django-sources")
    assert "no source corpus named 'django-sources'" in cannot_answer_text(CannotAnswerReason.UNKNOWN_CORPUS, corpus)
    scope = QuestionTarget(marketplace="AMAZON", locale="de-DE", has_scope=True)
    text = cannot_answer_text(
        CannotAnswerReason.NO_POLICIES_IN_SCOPE, scope, "SCOPE_OUTCOME_NO_RELEASE_FOR_MARKETPLACE_LOCALE"
    )
    assert text.startswith("Cannot answer: there are no policies in this scope (AMAZON de-DE)")
    assert "nothing relevant" in cannot_answer_text(CannotAnswerReason.NOTHING_RELEVANT, scope)


def observations(kind: CorpusKind, on: list[float], off: list[float | None]) -> list[GateObservation]:
    return [GateObservation(kind, True, s) for s in on] + [GateObservation(kind, False, s) for s in off]


def test_the_gate_sits_in_the_middle_of_the_gap_between_off_and_on_topic() -> None:
    found = calibrate_question_gate(observations(CorpusKind.POLICIES, [0.31, 0.45, 0.6], [None, 0.05, 0.19]))
    assert found.threshold == 0.25  # (0.19 + 0.31) / 2, rounded down to 0.025
    assert (found.on_topic_admitted, found.off_topic_refused, found.balanced_accuracy) == (3, 3, 1.0)


def test_overlapping_questions_get_the_best_balanced_accuracy() -> None:
    # At 0.2: 4/4 admitted, 0/3 refused (0.5); at 0.4: 3/4, 2/3 (0.708); at 0.5: 2/4, 3/3 (0.75); at 0.6: 0.625.
    found = calibrate_question_gate(observations(CorpusKind.SOURCES, [0.2, 0.4, 0.5, 0.6], [0.1, 0.3, 0.45]))
    assert found.balanced_accuracy == pytest.approx(0.75)
    assert found.threshold == 0.475  # between the refused 0.45 and the admitted 0.5


def test_the_gate_admits_only_a_passage_at_its_threshold() -> None:
    gate = QuestionGate("model", {"policies": 0.25})
    assert gate.admits(CorpusKind.POLICIES, [Passage(chunk_id="a", text="t", similarity=0.25)])
    assert not gate.admits(CorpusKind.POLICIES, [Passage(chunk_id="a", text="t", similarity=0.249)])
    assert gate.admits(CorpusKind.SOURCES, [Passage(chunk_id="a", text="t", similarity=0.0)])  # no number: not gated


def test_the_shipped_gate_is_the_measured_one() -> None:
    gates = question_gates()
    [wordllama] = [g for model, g in gates.items() if model.startswith("wordllama")]
    assert set(wordllama.thresholds) == {"policies", "sources"}
    assert wordllama.dataset == "policy-qa-gate-v1"
    figures = wordllama.figures["figures"]
    assert all(figures[kind]["threshold"] == wordllama.thresholds[kind] for kind in wordllama.thresholds)


def test_the_domain_names_equal_the_proto_enums() -> None:
    from policyreview.v1 import policy_question_service_pb2, question_pb2
    from validation.domain.references import ReferenceKind

    def names(enum: object, prefix: str) -> set[str]:
        values = enum.DESCRIPTOR.values_by_name  # type: ignore[attr-defined]
        return {name.removeprefix(prefix) for name in values if not name.endswith("_UNSPECIFIED")}

    assert names(question_pb2.ReferenceKind, "REFERENCE_KIND_") == {k.value for k in ReferenceKind}
    assert names(policy_question_service_pb2.CannotAnswerReason, "CANNOT_ANSWER_REASON_") == {
        r.value for r in CannotAnswerReason
    }
