"""Plain records the parts exchange, free of protobuf so domain code stays pure."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any, TypeVar

from services.vocabulary import FindingCode, ListingCondition, Marketplace

T = TypeVar("T")


@dataclass(frozen=True)
class Listing:
    listing_id: str
    marketplace: Marketplace
    locale: str
    category: str
    title: str
    description: str
    condition: ListingCondition
    price: float
    attributes: Mapping[str, str] = field(default_factory=dict)

    def sorted_attributes(self) -> dict[str, str]:
        """Attributes in key order, so prompts, queries and evaluations see stable input."""
        return dict(sorted(self.attributes.items()))


@dataclass(frozen=True)
class Evidence:
    """One retrieved policy chunk and its provenance."""

    chunk_id: str
    release_id: str
    policy_id: str
    policy_version: str
    section_id: str
    section_heading: str
    text: str
    supported_finding_codes: tuple[FindingCode, ...]
    source_url: str
    effective_from: str
    marketplace: Marketplace
    locale: str
    categories: tuple[str, ...]
    vector_score: float = 0.0
    lexical_score: float = 0.0
    fused_score: float = 0.0
    # The section's applicability; empty means every condition / every category of its release.
    applies_to_conditions: tuple[ListingCondition, ...] = ()
    applies_to_categories: tuple[str, ...] = ()
    # Our paraphrase was last checked against its source longer ago than the staleness setting.
    source_stale: bool = False

    def applies_to(self, condition: ListingCondition, category: str) -> bool:
        """Whether the section speaks about a listing of this condition and category."""
        return (not self.applies_to_conditions or condition in self.applies_to_conditions) and (
            not self.applies_to_categories or category in self.applies_to_categories
        )


def made(cls: type[T], values: dict[str, Any]) -> T:
    """``cls(**values)`` for a frozen dataclass without ``__post_init__``, given every one of its fields: the same
    object, without the frozen ``__init__``'s ``object.__setattr__`` per field (about 9 us for an Evidence, and
    every part converts every evidence item of every ledger it receives, docs/performance.md)."""
    assert values.keys() == _FIELD_NAMES[cls], "every field, by name"
    instance = object.__new__(cls)
    instance.__dict__.update(values)
    return instance


def rescored(evidence: Evidence, *, lexical_score: float | None = None, fused_score: float | None = None) -> Evidence:
    """The evidence with a score set: ``dataclasses.replace`` for the hot path. replace reads every field and
    runs the frozen ``__init__`` over all of them (about 8 us a call); retrieval rescores every candidate of every
    review (docs/performance.md). Evidence has no ``__post_init__`` and a score is a plain float, so copying the
    fields and setting the score makes the very object replace would."""
    copied = object.__new__(Evidence)
    fields = copied.__dict__
    fields.update(evidence.__dict__)
    if lexical_score is not None:
        fields["lexical_score"] = lexical_score
    if fused_score is not None:
        fields["fused_score"] = fused_score
    return copied


_FIELD_NAMES: dict[type, frozenset[str]] = {cls: frozenset(f.name for f in fields(cls)) for cls in (Listing, Evidence)}


# Ledger ids are POLICY_1..N in retrieval order: a pure function of the evidence, so the gateway
# numbers it where it already holds the evidence, and validation checks what it receives.
EVIDENCE_ID_PREFIX = "POLICY_"


def evidence_id(position: int) -> str:
    """The ledger id of the evidence at ``position`` (1-based) in retrieval order."""
    return f"{EVIDENCE_ID_PREFIX}{position}"


@dataclass(frozen=True)
class LedgerEntry:
    """A ledger id (POLICY_n) the model may cite, and the evidence behind it."""

    evidence_id: str
    evidence: Evidence


@dataclass(frozen=True)
class Passage:
    """One retrieved passage a question is answered from: a policy section or a source-file chunk.

    Policy passages fill the policy fields, source passages corpus, path and lines; citations are
    built from these fields only, never from what an answerer writes.
    """

    chunk_id: str
    text: str
    score: float = 0.0
    heading: str = ""
    policy_id: str = ""
    policy_version: str = ""
    section_id: str = ""
    source_url: str = ""
    effective_from: str = ""
    corpus: str = ""
    path: str = ""
    line_start: int = 0
    line_end: int = 0
    # Cosine similarity to the query, whatever ``score`` ranks by: the question relevance gate reads it.
    similarity: float = 0.0


@dataclass(frozen=True)
class NumberedPassage:
    """A passage under the id an answerer may cite (SOURCE_n)."""

    evidence_id: str
    passage: Passage
