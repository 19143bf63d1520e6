"""The typed proposal schema the model is asked for, and the strict parser of its answers.

One pydantic model is both the JSON schema sent to the provider and the parser of what comes back,
so the advertised enum values and the accepted ones cannot drift apart.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from generation.domain.model import ProposedFinding
from services.vocabulary import FindingCode, ListingField, Severity

MessageText = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=1000)]
ActionText = Annotated[str, StringConstraints(strip_whitespace=True, max_length=1000)]
QuoteText = Annotated[str, StringConstraints(strip_whitespace=True, max_length=500)]
EvidenceId = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=64)]


class FindingProposal(BaseModel):
    """One finding as the model must write it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    code: FindingCode = Field(description="One of the finding codes the cited evidence allows.")
    severity: Severity
    message: MessageText = Field(description="Short explanation for the seller.")
    listing_fields: list[ListingField] = Field(min_length=1, max_length=len(ListingField))
    evidence_ids: list[EvidenceId] = Field(min_length=1, max_length=20, description="Ledger ids, e.g. POLICY_1.")
    recommended_action: ActionText = Field(description="What the seller should change.")
    listing_quote: QuoteText = Field(
        description=(
            "For a concern about something present in the listing: an exact copy of the listing text it is about, "
            'from one of listing_fields. Empty ("") for something missing from the listing.'
        ),
    )
    evidence_quote: QuoteText = Field(description='An exact copy of cited policy text, or "" for none.')


class ProposalEnvelope(BaseModel):
    """The whole answer: an object with one findings array (empty when nothing is supported)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    findings: list[FindingProposal] = Field(max_length=50)


class _LooseEnvelope(BaseModel):
    # Parses the envelope strictly but leaves each finding unchecked, so one bad finding
    # is counted and dropped instead of failing the whole answer.
    model_config = ConfigDict(extra="forbid")

    findings: list[Any] = Field(max_length=50)


class UnparseableProposal(Exception):
    """The answer is not JSON, or not an object with exactly a findings array."""


@dataclass(frozen=True)
class ParsedProposal:
    findings: tuple[ProposedFinding, ...]
    malformed_finding_count: int


def _inline_refs(node: Any, definitions: dict[str, Any]) -> Any:
    if isinstance(node, dict):
        reference = node.get("$ref")
        if isinstance(reference, str) and reference.startswith("#/$defs/"):
            target = _inline_refs(definitions[reference.removeprefix("#/$defs/")], definitions)
            siblings = {key: _inline_refs(value, definitions) for key, value in node.items() if key != "$ref"}
            return {**target, **siblings}
        return {key: _inline_refs(value, definitions) for key, value in node.items() if key != "$defs"}
    if isinstance(node, list):
        return [_inline_refs(item, definitions) for item in node]
    return node


@cache
def _schema_text() -> str:
    schema = ProposalEnvelope.model_json_schema()
    # Providers support $ref unevenly (Ollama's grammar conversion, Gemini's schema subset);
    # a self-contained schema is read the same way by all of them.
    return json.dumps(_inline_refs(schema, schema.get("$defs", {})), sort_keys=True)


def proposal_json_schema() -> dict[str, Any]:
    """The JSON schema advertised to the model, without $ref indirections. A fresh copy each call."""
    schema: dict[str, Any] = json.loads(_schema_text())
    return schema


def parse_proposal(text: str | None, reviewer: str) -> ParsedProposal:
    """Reads a model answer. Raises UnparseableProposal when the envelope is wrong."""
    if text is None or not text.strip():
        raise UnparseableProposal
    try:
        envelope = _LooseEnvelope.model_validate_json(text)
    except ValidationError as error:
        raise UnparseableProposal from error
    findings: list[ProposedFinding] = []
    malformed = 0
    for item in envelope.findings:
        try:
            proposal = FindingProposal.model_validate(item)
        except ValidationError:
            malformed += 1
            continue
        findings.append(
            ProposedFinding(
                code=proposal.code,
                severity=proposal.severity,
                message=proposal.message,
                listing_fields=tuple(dict.fromkeys(proposal.listing_fields)),
                evidence_ids=tuple(dict.fromkeys(proposal.evidence_ids)),
                recommended_action=proposal.recommended_action,
                reviewer=reviewer,
                listing_quote=proposal.listing_quote,
                evidence_quote=proposal.evidence_quote,
            )
        )
    return ParsedProposal(tuple(findings), malformed)
