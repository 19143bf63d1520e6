"""Plain records of scope resolution and search; no I/O, no protobuf."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta
from enum import StrEnum

from services.detectors import Detection
from services.records import Evidence
from services.rulepack import EditionEntry
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
    """A policy release on its scope's timeline, as stored."""

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
    # The next release's effective date on the scope's timeline; None while nothing supersedes it.
    valid_until: date | None = None
    # When our paraphrase was last checked against the marketplace's page.
    retrieved_at: datetime | None = None
    title: str = ""
    supported_finding_codes: tuple[FindingCode, ...] = ()

    def source_stale(self, today: date, stale_after_days: int) -> bool:
        return self.retrieved_at is not None and self.retrieved_at.date() + timedelta(days=stale_after_days) < today

    def in_force_on(self, day: date) -> bool:
        return self.effective_from <= day and (self.valid_until is None or day < self.valid_until)


@dataclass(frozen=True)
class ScopeResolution:
    outcome: ScopeOutcome
    releases: tuple[Release, ...]
    review_date: date
    embedding_model: str
    # Ids of the resolved releases whose source was last checked too long ago.
    stale_sources: frozenset[str] = frozenset()
    # The rule pack edition in force for the scope on the review date; None when none is.
    rules_edition: EditionEntry | None = None

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
    calibration: Calibration | None = None
    scope_codes: tuple[FindingCode, ...] = ()
    omitted_codes: tuple[FindingCode, ...] = ()
    # What the offline detectors found in the listing (they lead the evidence); generation's rules reviewer
    # reuses them rather than detecting again.
    detections: tuple[Detection, ...] = ()
    # The identity of the rules edition the detections were made with (generation reuses them only under it).
    detections_rules_id: str = ""


CALIBRATE_COMMAND = "make calibrate"


@dataclass(frozen=True)
class Calibration:
    """The similarity gate retrieval serves with, and where it came from.

    ``source`` is ``calibrated`` (a row the ingestion job's ``calibrate`` measured for this embedder
    and mode) or ``setting`` (an operator's explicit POLICY_REVIEW_SIMILARITY_THRESHOLD, unmeasured).
    """

    source: str
    similarity_threshold: float
    embedding_model: str
    embedding_dimensions: int
    retrieval_mode: str
    calibration_id: int = 0
    lexical_threshold: float | None = None
    dataset: str = ""
    corpus_version: str = ""
    calibrated_at: str = ""
    section_recall: float = 0.0
    section_precision: float = 0.0

    def describe(self) -> str:
        if self.source == "setting":
            return f"explicit gate {self.similarity_threshold:.3f} (POLICY_REVIEW_SIMILARITY_THRESHOLD)"
        return (
            f"calibration {self.calibration_id}: gate {self.similarity_threshold:.3f}, section recall "
            f"{self.section_recall:.3f}, precision {self.section_precision:.3f} on {self.dataset}, "
            f"corpus {self.corpus_version[:12]}, {self.calibrated_at}"
        )


@dataclass(frozen=True)
class CatalogQuery:
    """Which releases the catalog lists: in force on ``day`` for the marketplace, locale and category."""

    marketplace: Marketplace
    locale: str
    # None lists every category.
    category: str | None
    day: date


@dataclass(frozen=True)
class CatalogSection:
    section_id: str
    heading: str
    finding_codes: tuple[FindingCode, ...]


@dataclass(frozen=True)
class ReleaseDetail:
    """One release with its sections, as the catalog shows it."""

    release: Release
    sections: tuple[CatalogSection, ...]
