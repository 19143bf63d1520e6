"""Every form of reference an answer can invent is removed; every reference retrieval supplied stays.

A property test (hypothesis) writes answers mixing prose with invented URLs, domains, paths, ids,
versions and sections in every form, glued with the punctuation models use, and checks that none
survives anywhere in what validation returns, and that each warning names its subject.
"""

from __future__ import annotations

import json
from dataclasses import asdict

import pytest
from hypothesis import given, settings

from services.records import NumberedPassage, Passage
from tests.questions.inventions import FORMS, InventingAnswer, inventing_answers
from tests.questions.passages import CODE, PASSAGES
from validation.domain.answers import REMOVED_REFERENCE, AnswerWarningCode, Quote, verify_answer
from validation.domain.references import ReferenceKind, classify, find_references
from validation.servicer import verified_to_proto

REAL_QUOTE = Quote("SOURCE_1", "must not include phone numbers or email addresses")


def verify(answer: InventingAnswer) -> tuple[str, object]:
    quotes = [REAL_QUOTE, *(Quote(q, "must not include phone numbers") for q in answer.quote_ids)]
    quotes += [Quote("SOURCE_1", i.value) for i in answer.inventions]
    result = verify_answer(PASSAGES, answer.text, quotes, list(answer.sources))
    reply = verified_to_proto(result)
    return str(reply), result


@settings(max_examples=400, deadline=None, database=None)
@given(inventing_answers())
def test_no_invented_reference_of_any_form_survives(answer: InventingAnswer) -> None:
    reply, result = verify(answer)
    for item in answer.inventions:
        if item.form == "evidence id":
            # An unknown id may be named by its warning (our SOURCE_n shape only), nowhere else.
            assert item.value not in result.answer  # type: ignore[attr-defined]
            outside_warnings = json.dumps([asdict(q) for q in result.quotes])  # type: ignore[attr-defined]
            outside_warnings += str([asdict(c) for c in result.cited])  # type: ignore[attr-defined]
            assert item.value not in outside_warnings
        else:
            assert item.needle not in reply, (item, reply)
    assert REMOVED_REFERENCE in result.answer  # type: ignore[attr-defined]
    for warning in result.warnings:  # type: ignore[attr-defined]
        assert warning.subject, warning  # every warning names what it is about
        if warning.code is AnswerWarningCode.UNKNOWN_EVIDENCE and warning.subject.startswith("reference"):
            assert warning.evidence_id.startswith("SOURCE_")
        if warning.code is AnswerWarningCode.UNVERIFIED_REFERENCE:
            assert warning.reference_kind is not None


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("https://evil.example.com/x", ReferenceKind.URL),
        ("src/invented/path.py", ReferenceKind.PATH),
        ("./config/settings.toml", ReferenceKind.PATH),
        ("config.yaml", ReferenceKind.PATH),
        ("/etc/secret/config.yaml", ReferenceKind.PATH),
        ("~/notes/policy.md", ReferenceKind.PATH),
        ("www.evil-store.com", ReferenceKind.DOMAIN),
        ("evil-store.com/deals", ReferenceKind.DOMAIN),
        ("evil-store.com", ReferenceKind.DOMAIN),
        ("/api/policy-questions", ReferenceKind.PATH),
        ("C:\\Windows\\policy.ini", ReferenceKind.PATH),
        ("SOURCE_9", ReferenceKind.EVIDENCE_ID),
        ("and/or", None),
        ("24/7", None),
        ("os.path", None),
        ("e.g", None),
        ("3.5", None),
        ("register_vector_async", None),
    ],
)
def test_the_forms_the_issue_found_are_recognised(text: str, kind: ReferenceKind | None) -> None:
    assert classify(text) is kind


def test_the_issues_answer_loses_every_invented_reference_and_names_each_warning() -> None:
    answer = (
        "See https://evil.example.com/x, src/invented/path.py, ./config/settings.toml, config.yaml, "
        "/etc/secret/config.yaml, ~/notes/policy.md, www.evil-store.com, evil-store.com/deals, "
        "/api/policy-questions and C:\\Windows\\policy.ini; see SOURCE_9."
    )
    result = verify_answer(PASSAGES, answer, [REAL_QUOTE, Quote("SOURCE_9", "must not include phone numbers")])
    assert (
        result.answer
        == "See " + ", ".join([REMOVED_REFERENCE] * 9) + f" and {REMOVED_REFERENCE}; see {REMOVED_REFERENCE}."
    )
    unknown = [w for w in result.warnings if w.code is AnswerWarningCode.UNKNOWN_EVIDENCE]
    assert [(w.evidence_id, w.subject) for w in unknown] == [("SOURCE_9", "quote 2"), ("SOURCE_9", "reference 11")]
    removed = [w for w in result.warnings if w.code is AnswerWarningCode.UNVERIFIED_REFERENCE]
    assert [w.subject for w in removed] == [f"reference {n}" for n in range(1, 11)]
    assert [w.reference_kind for w in removed][:2] == [ReferenceKind.URL, ReferenceKind.PATH]


def test_references_retrieval_supplied_stay() -> None:
    answer = (
        "Per https://sellercentral.amazon.com/help/hub/reference/external/G200390640/ (sellercentral.amazon.com, "
        "amazon.com) version 2026-09-15, section prohibited-content [SOURCE_1]; the code is in "
        "pgvector/psycopg/register.py, psycopg/register.py, register.py and pgvector/pgvector/psycopg/register.py "
        "[SOURCE_2]."
    )
    result = verify_answer(PASSAGES, answer, [REAL_QUOTE])
    assert result.answer == answer
    assert not [w for w in result.warnings if w.code is not AnswerWarningCode.NO_VERIFIED_QUOTE]
    assert [p.evidence_id for p in result.cited] == ["SOURCE_1", "SOURCE_2"]


def test_a_reference_quoted_in_a_passage_text_stays_but_a_local_copy_of_a_retrieved_path_does_not() -> None:
    policy = NumberedPassage("SOURCE_1", Passage(chunk_id="c", text="Do not write www.example.com in the title."))
    result = verify_answer([policy, CODE], "Not www.example.com nor /home/me/pgvector/psycopg/register.py.", [])
    assert result.answer == f"Not www.example.com nor {REMOVED_REFERENCE}."


def test_every_form_of_the_strategies_is_recognised() -> None:
    # The property test above only means something if each form it writes is a reference.
    examples = {
        "url": "ftp://zqa.io/zqb",
        "e-mail": "zqa@zqb.com",
        "unc path": "\\\\zqsrv\\zqshare\\zqa.txt",
        "www without a public suffix": "www.zqintranet",
        "parent path": "../zqa/zqb.cfg",
        "semantic version": "v12.3",
    }
    assert set(examples) <= set(FORMS)
    for text in examples.values():
        assert find_references(f"see {text}."), text
