"""Conversions between the question protos (question.proto) and the plain Passage records."""

from __future__ import annotations

from collections.abc import Iterable

from policyreview.v1 import question_pb2
from services.records import NumberedPassage, Passage


def passage_from_proto(message: question_pb2.Passage) -> Passage:
    return Passage(
        chunk_id=message.chunk_id,
        text=message.text,
        score=message.score,
        heading=message.heading,
        policy_id=message.policy_id,
        policy_version=message.policy_version,
        section_id=message.section_id,
        source_url=message.source_url,
        effective_from=message.effective_from,
        corpus=message.corpus,
        path=message.path,
        line_start=message.line_start,
        line_end=message.line_end,
        similarity=message.similarity,
    )


def passage_to_proto(passage: Passage) -> question_pb2.Passage:
    return question_pb2.Passage(
        chunk_id=passage.chunk_id,
        text=passage.text,
        score=passage.score,
        heading=passage.heading,
        policy_id=passage.policy_id,
        policy_version=passage.policy_version,
        section_id=passage.section_id,
        source_url=passage.source_url,
        effective_from=passage.effective_from,
        corpus=passage.corpus,
        path=passage.path,
        line_start=passage.line_start,
        line_end=passage.line_end,
        similarity=passage.similarity,
    )


def numbered_from_proto(messages: Iterable[question_pb2.NumberedPassage]) -> list[NumberedPassage]:
    return [NumberedPassage(m.evidence_id, passage_from_proto(m.passage)) for m in messages]


def numbered_to_proto(passages: Iterable[NumberedPassage]) -> list[question_pb2.NumberedPassage]:
    return [
        question_pb2.NumberedPassage(evidence_id=p.evidence_id, passage=passage_to_proto(p.passage)) for p in passages
    ]


def citation_to_proto(passage: NumberedPassage) -> question_pb2.Citation:
    """A citation from a passage's stored metadata; the only way citations are made."""
    source = passage.passage
    return question_pb2.Citation(
        evidence_id=passage.evidence_id,
        policy_id=source.policy_id,
        policy_version=source.policy_version,
        section=source.heading,
        section_id=source.section_id,
        source_url=source.source_url,
        effective_from=source.effective_from,
        corpus=source.corpus,
        path=source.path,
        line_start=source.line_start,
        line_end=source.line_end,
    )
