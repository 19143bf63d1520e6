"""The scorer: one sample against its reviewed case -> safety-gate violations and the facts quality metrics need.

Pure: no network, no protobuf. Every violation detail names ids only, never listing or policy text.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum

from evaluation.corpus import Corpus
from evaluation.dataset import Case
from evaluation.observation import Diagnostics, Observation, ObservedCitation, ObservedFinding, RetrievedItem, Sample
from services.vocabulary import ALL_CATEGORIES, FindingCode, ListingField, ReviewStatus, Severity

SCOPE_RESOLVED = "SCOPE_OUTCOME_RESOLVED"


class Gate(StrEnum):
    """The deterministic safety gates; any violation fails the run."""

    FAILED_SAMPLE = "FAILED_SAMPLE"
    WRONG_SCOPE = "WRONG_SCOPE"
    INACTIVE_RELEASE = "INACTIVE_RELEASE"
    INVALID_CITATION = "INVALID_CITATION"
    MODEL_CALL_WITHOUT_CONTEXT = "MODEL_CALL_WITHOUT_CONTEXT"
    UNEXPECTED_MODEL_DECISION = "UNEXPECTED_MODEL_DECISION"
    INCONSISTENT_STATUS = "INCONSISTENT_STATUS"
    INAPPLICABLE_CITATION = "INAPPLICABLE_CITATION"
    FALSE_ALL_CLEAR = "FALSE_ALL_CLEAR"


class MissCause(StrEnum):
    """Why an expected finding is absent: its section never reached the model, or it did and was not used."""

    RETRIEVAL = "retrieval"
    GENERATION = "generation"


@dataclass(frozen=True)
class Violation:
    case_id: str
    repetition: int
    gate: Gate
    detail: str


@dataclass(frozen=True)
class MissedFinding:
    code: str
    cause: MissCause


@dataclass(frozen=True)
class RetrievalFacts:
    """Ranks (1-based, None when absent) of each expected policy and section in the retrieved ledger."""

    policy_ranks: dict[str, int | None]
    section_ranks: dict[str, int | None]


@dataclass(frozen=True)
class ScoredEvidence:
    """One retrieved ledger entry: its fused score and whether the case expects its section."""

    score: float
    relevant: bool


@dataclass(frozen=True)
class FindingRank:
    """The rank of the first retrieved section that supports an expected finding (None: not retrieved)."""

    code: str
    rank: int | None


@dataclass(frozen=True)
class SampleScore:
    case_id: str
    repetition: int
    failed: bool
    violations: tuple[Violation, ...]
    status: str = ""
    expected_status: str = ""
    requires_human_review: bool | None = None
    expected_human_review: bool = False
    model_called: bool | None = None
    expected_model_call: bool = False
    expected_codes: frozenset[str] = frozenset()
    returned_codes: frozenset[str] = frozenset()
    missed: tuple[MissedFinding, ...] = ()
    retrieval: RetrievalFacts = field(default_factory=lambda: RetrievalFacts({}, {}))
    citations: int = 0
    valid_citations: int = 0
    retrieved_count: int = 0
    inapplicable_citations: int = 0
    evidence_scores: tuple[ScoredEvidence, ...] = ()
    finding_ranks: tuple[FindingRank, ...] = ()

    @property
    def matched_codes(self) -> frozenset[str]:
        return self.expected_codes & self.returned_codes

    @property
    def unexpected_codes(self) -> frozenset[str]:
        return self.returned_codes - self.expected_codes


def section_key(policy_id: str, section_id: str) -> str:
    return f"{policy_id}#{section_id}"


def score_sample(
    case: Case,
    sample: Sample,
    corpus: Corpus,
    retired: Iterable[tuple[str, str, str, str]] = (),
) -> SampleScore:
    """Scores one sample. ``retired`` holds (policy_id, marketplace, locale, version) the dataset marks retired."""
    found = _Findings(case.id, sample.repetition)
    observation = sample.observation
    if sample.failure is not None or observation is None:
        failure = sample.failure
        detail = f"{failure.kind} {failure.code} {failure.reason}".strip() if failure else "no response"
        found.add(Gate.FAILED_SAMPLE, detail)
        return SampleScore(case.id, sample.repetition, failed=True, violations=tuple(found.items))
    diagnostics = observation.diagnostics
    if diagnostics is None:
        found.add(Gate.FAILED_SAMPLE, "the response carries no diagnostics although they were requested")
        return SampleScore(case.id, sample.repetition, failed=True, violations=tuple(found.items))

    # A release of the corpus a later one supersedes is legitimate for review dates before its
    # successor took over (the scope's timeline, checked by _release_problem); one without a successor
    # in the corpus stays retired.
    retired_keys = {key for key in retired if not _has_successor(corpus, key)}
    _check_scope(case, diagnostics, corpus, retired_keys, found)
    _check_model_decision(case, observation, diagnostics, found)
    inapplicable = _check_applicability(case, observation, diagnostics, corpus, found)
    valid = _check_citations(observation, diagnostics, corpus, found, inapplicable)
    _check_status(observation, found)
    _check_all_clear(case, observation, found)

    returned_codes = frozenset(f.code for f in observation.findings)
    retrieved_sections = {section_key(r.policy_id, r.section_id) for r in diagnostics.retrieved}
    missed = tuple(
        MissedFinding(
            expected.code.value,
            MissCause.GENERATION
            if any(section_key(s.policy_id, s.section_id) in retrieved_sections for s in expected.sections)
            else MissCause.RETRIEVAL,
        )
        for expected in case.expected.findings
        if expected.code.value not in returned_codes
    )
    return SampleScore(
        case.id,
        sample.repetition,
        failed=False,
        violations=tuple(found.items),
        status=observation.status,
        expected_status=case.expected.status.value,
        requires_human_review=observation.requires_human_review,
        expected_human_review=case.expected.requires_human_review,
        model_called=diagnostics.model_called,
        expected_model_call=case.expected.model_call,
        expected_codes=case.expected_codes,
        returned_codes=returned_codes,
        missed=missed,
        retrieval=_retrieval_facts(case, diagnostics),
        citations=sum(len(f.evidence_ids) for f in observation.findings),
        valid_citations=valid,
        retrieved_count=len(diagnostics.retrieved),
        inapplicable_citations=len(inapplicable),
        evidence_scores=tuple(
            ScoredEvidence(r.score, (r.policy_id, r.section_id) in case.expected_sections)
            for r in diagnostics.retrieved
        ),
        finding_ranks=_finding_ranks(case, diagnostics),
    )


class _Findings:
    def __init__(self, case_id: str, repetition: int) -> None:
        self._case_id = case_id
        self._repetition = repetition
        self.items: list[Violation] = []

    def add(self, gate: Gate, detail: str) -> None:
        self.items.append(Violation(self._case_id, self._repetition, gate, detail))


def _has_successor(corpus: Corpus, key: tuple[str, str, str, str]) -> bool:
    release = corpus.find(*key)
    return release is not None and any(
        other.scope == release.scope and other.effective_from > release.effective_from for other in corpus.releases
    )


def _is_excluded(case: Case, policy_id: str, version: str) -> bool:
    return any(
        ex.policy_id == policy_id and (ex.version is None or ex.version == version)
        for ex in case.expected.excluded_releases
    )


def _scope_problem(
    case: Case, marketplace: str, locale: str, categories: tuple[str, ...], what: str
) -> tuple[Gate, str] | None:
    listing = case.request
    if marketplace != listing.marketplace.value:
        return Gate.WRONG_SCOPE, f"{what} is from marketplace {marketplace}, the listing is {listing.marketplace.value}"
    if locale != listing.locale:
        return Gate.WRONG_SCOPE, f"{what} is from locale {locale}, the listing is {listing.locale}"
    if listing.category not in categories and ALL_CATEGORIES not in categories:
        return Gate.WRONG_SCOPE, f"{what} covers {'/'.join(categories) or 'no category'}, not {listing.category}"
    return None


def _release_problem(
    case: Case,
    policy_id: str,
    marketplace: str,
    locale: str,
    version: str,
    corpus: Corpus,
    retired: set[tuple[str, str, str, str]],
    what: str,
) -> tuple[Gate, str] | None:
    key = (policy_id, marketplace, locale, version)
    if key in retired:
        return Gate.INACTIVE_RELEASE, f"{what} is from retired release {policy_id}@{version}"
    if _is_excluded(case, policy_id, version):
        return Gate.INACTIVE_RELEASE, f"{what} is from {policy_id}@{version}, which this case excludes"
    release = corpus.find(*key)
    if release is None:
        return Gate.INACTIVE_RELEASE, f"{what} is from {policy_id}@{version}, a release the corpus does not have"
    if release.effective_from > case.request.review_date:
        return Gate.INACTIVE_RELEASE, (
            f"{what} is from {policy_id}@{version}, effective {release.effective_from}, "
            f"after the review date {case.request.review_date}"
        )
    if release not in corpus.in_force(case.request.review_date):
        return Gate.INACTIVE_RELEASE, (
            f"{what} is from {policy_id}@{version}, superseded before the review date {case.request.review_date}"
        )
    return None


def _check_scope(
    case: Case,
    diagnostics: Diagnostics,
    corpus: Corpus,
    retired: set[tuple[str, str, str, str]],
    found: _Findings,
) -> None:
    scoped_ids = set()
    for release in diagnostics.releases:
        scoped_ids.add(release.release_id)
        what = f"scoped release {release.policy_id}@{release.policy_version}"
        problem = _scope_problem(case, release.marketplace, release.locale, release.categories, what)
        problem = problem or _release_problem(
            case,
            release.policy_id,
            release.marketplace,
            release.locale,
            release.policy_version,
            corpus,
            retired,
            what,
        )
        if problem is not None:
            found.add(*problem)
    scoped_versions = {(r.release_id, r.policy_id, r.policy_version) for r in diagnostics.releases}
    for item in diagnostics.retrieved:
        what = f"evidence {item.evidence_id} ({item.policy_id}#{item.section_id})"
        problem = _scope_problem(case, item.marketplace, item.locale, item.categories, what)
        if problem is None and (item.release_id, item.policy_id, item.policy_version) not in scoped_versions:
            problem = (Gate.INACTIVE_RELEASE, f"{what} is from a release the scope did not report")
        problem = problem or _release_problem(
            case, item.policy_id, item.marketplace, item.locale, item.policy_version, corpus, retired, what
        )
        known = corpus.find(item.policy_id, item.marketplace, item.locale, item.policy_version)
        if problem is None and known is not None and item.section_id not in known.sections:
            # A section the release does not have is text from some other edition (a retired one, say).
            problem = (Gate.INACTIVE_RELEASE, f"{what}: {item.policy_id}@{item.policy_version} has no such section")
        if problem is not None:
            found.add(*problem)


def _check_model_decision(case: Case, observation: Observation, diagnostics: Diagnostics, found: _Findings) -> None:
    """Unsafe decisions only. Not calling the reviewer because retrieval honestly found nothing is a quality
    miss (status and model-call accuracy), not a safety failure: the answer is INSUFFICIENT_POLICY_CONTEXT."""
    called = diagnostics.model_called
    if called and (not diagnostics.retrieved or diagnostics.scope_outcome != SCOPE_RESOLVED):
        found.add(
            Gate.MODEL_CALL_WITHOUT_CONTEXT,
            f"the reviewer was called with {len(diagnostics.retrieved)} evidence entries "
            f"and scope outcome {diagnostics.scope_outcome}",
        )
    if called and not case.expected.model_call:
        found.add(Gate.UNEXPECTED_MODEL_DECISION, "the reviewer was called although no policy applies to this case")
    if not called and diagnostics.retrieved:
        found.add(
            Gate.UNEXPECTED_MODEL_DECISION,
            f"{len(diagnostics.retrieved)} evidence entries were retrieved but the reviewer was not called",
        )
    if not called and observation.status != ReviewStatus.INSUFFICIENT_POLICY_CONTEXT:
        found.add(Gate.UNEXPECTED_MODEL_DECISION, f"the reviewer was not called but the status is {observation.status}")


def _finding_structure_problem(finding: ObservedFinding) -> str | None:
    if finding.code not in FindingCode.__members__:
        return f"unknown finding code {finding.code}"
    if finding.severity not in Severity.__members__:
        return f"{finding.code} has severity {finding.severity}"
    if not any(name in ListingField.__members__ for name in finding.listing_fields):
        return f"{finding.code} names no listing field"
    if not finding.evidence_ids:
        return f"{finding.code} cites no evidence"
    return None


def _check_citations(
    observation: Observation,
    diagnostics: Diagnostics,
    corpus: Corpus,
    found: _Findings,
    inapplicable: frozenset[tuple[int, str]] = frozenset(),
) -> int:
    """Checks every citation of every finding and returns how many were valid (an inapplicable one is not)."""
    returned = {c.evidence_id: c for c in observation.evidence}
    if len(returned) != len(observation.evidence):
        found.add(Gate.INVALID_CITATION, "the response lists an evidence id twice")
    ledger = {r.evidence_id: r for r in diagnostics.retrieved}
    cited: set[str] = set()
    valid = 0
    for index, finding in enumerate(observation.findings):
        structure = _finding_structure_problem(finding)
        if structure is not None:
            found.add(Gate.INVALID_CITATION, structure)
        for evidence_id in finding.evidence_ids:
            cited.add(evidence_id)
            problem = _citation_problem(finding.code, returned.get(evidence_id), ledger, corpus, evidence_id)
            if problem is None and structure is None and (index, evidence_id) not in inapplicable:
                valid += 1
            elif problem is not None:
                found.add(Gate.INVALID_CITATION, problem)
    for evidence_id in sorted(set(returned) - cited):
        found.add(Gate.INVALID_CITATION, f"evidence {evidence_id} is returned but no finding cites it")
    return valid


def _citation_problem(
    code: str,
    citation: ObservedCitation | None,
    ledger: dict[str, RetrievedItem],
    corpus: Corpus,
    evidence_id: str,
) -> str | None:
    if citation is None:
        return f"{code} cites {evidence_id}, which is not in the response's evidence"
    entry = ledger.get(evidence_id)
    if entry is None:
        return f"{code} cites {evidence_id}, which is not in the retrieved ledger"
    if (citation.policy_id, citation.policy_version, citation.section_id) != (
        entry.policy_id,
        entry.policy_version,
        entry.section_id,
    ):
        return (
            f"{evidence_id} is returned as {citation.policy_id}#{citation.section_id}, "
            f"retrieved as {entry.policy_id}#{entry.section_id}"
        )
    release = corpus.find(citation.policy_id, entry.marketplace, entry.locale, citation.policy_version)
    if release is None:
        return f"{code} cites {evidence_id} from {citation.policy_id}@{citation.policy_version}, unknown to the corpus"
    allowed = release.sections.get(citation.section_id)
    if allowed is None:
        return f"{code} cites {evidence_id}: section {citation.section_id} is not in {citation.policy_id}"
    if code not in allowed:
        return f"{code} cites {evidence_id}: section {citation.policy_id}#{citation.section_id} does not support it"
    return None


def _check_status(observation: Observation, found: _Findings) -> None:
    """The status table (docs/architecture.md "Statuses"), as invariants of one response."""
    status = observation.status
    if status not in ReviewStatus.__members__:
        found.add(Gate.INCONSISTENT_STATUS, f"status {status} is not one of the four honest statuses")
        return
    has_findings = bool(observation.findings)
    if (status == ReviewStatus.POLICY_FINDINGS_AVAILABLE) != has_findings:
        found.add(Gate.INCONSISTENT_STATUS, f"status {status} with {len(observation.findings)} findings")
    expected_review = not (status == ReviewStatus.NO_POLICY_FINDINGS and observation.warning_count == 0)
    if status == ReviewStatus.INSUFFICIENT_POLICY_CONTEXT and (
        observation.diagnostics is not None and observation.diagnostics.model_called
    ):
        found.add(Gate.INCONSISTENT_STATUS, f"status {status} although the reviewer was called")
    if observation.requires_human_review != expected_review:
        found.add(
            Gate.INCONSISTENT_STATUS,
            f"status {status} with requiresHumanReview {str(observation.requires_human_review).lower()}",
        )
    if status == ReviewStatus.NO_POLICY_FINDINGS and observation.warning_count:
        found.add(Gate.INCONSISTENT_STATUS, f"status {status} with {observation.warning_count} warnings")


def _check_applicability(
    case: Case, observation: Observation, diagnostics: Diagnostics, corpus: Corpus, found: _Findings
) -> frozenset[tuple[int, str]]:
    """Citations of a section that declares it does not apply to this listing's condition or category.

    Returns them as (finding index, evidence id). The corpus files say what applies ("Applies to conditions:" /
    "Applies to categories:"), read by the evaluation's own reader, not by the code it judges.
    """
    ledger = {r.evidence_id: r for r in diagnostics.retrieved}
    listing = case.request
    cited: set[tuple[int, str]] = set()
    for index, finding in enumerate(observation.findings):
        for evidence_id in finding.evidence_ids:
            entry = ledger.get(evidence_id)
            if entry is None:
                continue  # INVALID_CITATION already names it
            release = corpus.find(entry.policy_id, entry.marketplace, entry.locale, entry.policy_version)
            if release is None or entry.section_id not in release.sections:
                continue
            if not release.applies(entry.section_id, listing.condition.value, listing.category):
                cited.add((index, evidence_id))
                found.add(
                    Gate.INAPPLICABLE_CITATION,
                    f"{finding.code} cites {evidence_id} ({entry.policy_id}#{entry.section_id}), which does not "
                    f"apply to a {listing.condition.value} listing in {listing.category}",
                )
    return frozenset(cited)


def _check_all_clear(case: Case, observation: Observation, found: _Findings) -> None:
    """The worst answer: an all-clear (NO_POLICY_FINDINGS, no human review) where a human reviewer sees a problem."""
    if not case.expected.requires_human_review:
        return
    if observation.status == ReviewStatus.NO_POLICY_FINDINGS and not observation.requires_human_review:
        expected = ", ".join(sorted(case.expected_codes)) or case.expected.status.value
        found.add(Gate.FALSE_ALL_CLEAR, f"NO_POLICY_FINDINGS without human review; the case expects {expected}")


def _finding_ranks(case: Case, diagnostics: Diagnostics) -> tuple[FindingRank, ...]:
    ranks = []
    for expected in case.expected.findings:
        wanted = {(s.policy_id, s.section_id) for s in expected.sections}
        hits = [r.rank for r in diagnostics.retrieved if (r.policy_id, r.section_id) in wanted]
        ranks.append(FindingRank(expected.code.value, min(hits) if hits else None))
    return tuple(ranks)


def _retrieval_facts(case: Case, diagnostics: Diagnostics) -> RetrievalFacts:
    ordered = sorted(diagnostics.retrieved, key=lambda r: r.rank)
    policy_ranks: dict[str, int | None] = {}
    for policy_id in sorted(case.expected_policy_ids):
        policy_ranks[policy_id] = next((r.rank for r in ordered if r.policy_id == policy_id), None)
    section_ranks: dict[str, int | None] = {}
    for policy_id, section_id in sorted(case.expected_sections):
        section_ranks[section_key(policy_id, section_id)] = next(
            (r.rank for r in ordered if (r.policy_id, r.section_id) == (policy_id, section_id)), None
        )
    return RetrievalFacts(policy_ranks, section_ranks)
