"""What one call to the gateway returned, as plain records: enums stay strings so anything the wire carries fits."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class ObservedFinding:
    code: str
    severity: str
    listing_fields: tuple[str, ...]
    evidence_ids: tuple[str, ...]


@dataclass(frozen=True)
class ObservedCitation:
    """An EvidenceCitation of the response."""

    evidence_id: str
    policy_id: str
    policy_version: str
    section_id: str


@dataclass(frozen=True)
class ObservedRelease:
    """A release the scope resolution reported."""

    release_id: str
    policy_id: str
    policy_version: str
    marketplace: str
    locale: str
    categories: tuple[str, ...]
    effective_from: str


@dataclass(frozen=True)
class RetrievedItem:
    """One ledger entry as diagnostics report it."""

    rank: int
    evidence_id: str
    release_id: str
    policy_id: str
    policy_version: str
    section_id: str
    marketplace: str
    locale: str
    categories: tuple[str, ...]
    score: float


@dataclass(frozen=True)
class Diagnostics:
    scope_outcome: str
    releases: tuple[ObservedRelease, ...]
    retrieved: tuple[RetrievedItem, ...]
    model_called: bool
    reviewer: str
    model_id: str
    prompt_version: str
    retrieval_mode: str
    embedding_model: str
    review_date: str
    api_version: str
    rejections: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Observation:
    status: str
    requires_human_review: bool
    findings: tuple[ObservedFinding, ...]
    evidence: tuple[ObservedCitation, ...]
    warning_count: int
    diagnostics: Diagnostics | None


@dataclass(frozen=True)
class SampleFailure:
    """A sample that produced no review: a transport error or a non-success answer (no payload text kept)."""

    kind: str
    code: str
    reason: str = ""


@dataclass(frozen=True)
class Sample:
    """One execution of one case."""

    case_id: str
    repetition: int
    observation: Observation | None
    failure: SampleFailure | None
    latency_ms: float = 0.0
