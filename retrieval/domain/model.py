"""Plain records of scope resolution and search; no I/O, no protobuf."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from enum import StrEnum

from services.records import Evidence
from services.vocabulary import FindingCode, ListingCondition, Marketplace


class ScopeOutcome(StrEnum):
    """Why a scope did or did not resolve; names equal the proto's ScopeOutcome without its prefix."""

    RESOLVED = "RESOLVED"
    NO_RELEASE_FOR_MARKETPLACE_LOCALE = "NO_RELEASE_FOR_MARKETPLACE_LOCALE"
    NO_RELEASE_FOR_CATEGORY = "NO_RELEASE_FOR_CATEGORY"
    NOT_EFFECTIVE_YET = "NOT_EFFECTIVE_YET"
    EMBEDDING_MISMATCH = "EMBEDDING_MISMATCH"


class RetrievalMode(StrEnum):
    VECTOR = "vector"
    HYBRID = "hybrid"


@dataclass(frozen=True)
class ScopeRequest:
    """The scope of one review; locale already canonical, review date already defaulted."""

    marketplace: Marketplace
    locale: str
    category: str
    review_date: date


@dataclass(frozen=True)
class EmbeddingSpace:
    """The embedding model and dimensions this service embeds queries with."""

    model_id: str
    dimensions: int


@dataclass(frozen=True)
class Release:
    """An ACTIVE policy release as stored."""

    release_id: str
    policy_id: str
    version: str
    marketplace: Marketplace
    locale: str
    categories: tuple[str, ...]
    effective_from: date
    source_url: str
    embedding_model: str
    embedding_dimensions: int


@dataclass(frozen=True)
class ScopeResolution:
    outcome: ScopeOutcome
    releases: tuple[Release, ...]
    review_date: date
    embedding_model: str

    @property
    def resolved(self) -> bool:
        return self.outcome is ScopeOutcome.RESOLVED


@dataclass(frozen=True)
class SearchQuery:
    """One scoped search: only chunks of these releases, in this embedding space, are candidates."""

    releases: tuple[Release, ...]
    space: EmbeddingSpace
    embedding: tuple[float, ...]
    # None in vector mode: no full-text ranking at all.
    lexical_text: str | None
    limit: int
    # The listing's condition and category: only sections that apply to them are candidates.
    condition: ListingCondition = ListingCondition.NEW
    category: str = "ALL"


@dataclass(frozen=True)
class Candidate:
    """A chunk the search found, with its rank in each list (None: not in that list's top)."""

    evidence: Evidence
    vector_rank: int | None
    lexical_rank: int | None


@dataclass(frozen=True)
class RetrievalResult:
    resolution: ScopeResolution
    evidence: tuple[Evidence, ...]
    mode: RetrievalMode
    candidate_count: int
    scope_codes: tuple[FindingCode, ...] = ()
    omitted_codes: tuple[FindingCode, ...] = ()
