"""Test helpers: the answer a flawless gateway would give for a dataset case, as the wire carries it."""

from __future__ import annotations

from evaluation.corpus import Corpus, PolicyRelease
from evaluation.dataset import Case
from evaluation.identity import RunIdentity
from policyreview.v1 import common_pb2, policy_review_service_pb2, retrieval_service_pb2
from services.settings import PROJECT_ROOT

POLICIES = PROJECT_ROOT / "policies"
IDENTITY = RunIdentity(
    reviewer="rules",
    model="rules-test",
    prompt_version="policy-review-v1",
    corpus_version="",
    retrieval_mode="hybrid",
)


def release_id(release: PolicyRelease) -> str:
    return f"rel-{release.policy_id}-{release.locale}-{release.version}"


def perfect_response(
    case: Case, corpus: Corpus, identity: RunIdentity = IDENTITY
) -> policy_review_service_pb2.ReviewListingResponse:
    """Scope from the corpus, the expected sections retrieved in order, every expected finding cited correctly."""
    listing = case.request
    # A flawless gateway also keeps out what the case excludes (v1 wrote its cases before the timeline
    # let a superseded edition apply on a past date).
    scope = tuple(
        r
        for r in corpus.in_scope(listing.marketplace.value, listing.locale, listing.category, listing.review_date)
        if not any(
            ex.policy_id == r.policy_id and ex.version in (None, r.version) for ex in case.expected.excluded_releases
        )
    )
    diagnostics = policy_review_service_pb2.ReviewDiagnostics(
        scope_outcome=retrieval_service_pb2.SCOPE_OUTCOME_RESOLVED
        if scope
        else retrieval_service_pb2.SCOPE_OUTCOME_NO_RELEASE_FOR_MARKETPLACE_LOCALE,
        releases=[
            retrieval_service_pb2.ScopedRelease(
                release_id=release_id(r),
                policy_id=r.policy_id,
                policy_version=r.version,
                marketplace=r.marketplace,
                locale=r.locale,
                categories=list(r.categories),
                effective_from=r.effective_from,
                embedding_model="wordllama-test",
                embedding_dimensions=256,
            )
            for r in scope
        ],
        model_called=bool(scope),
        reviewer=identity.reviewer if scope else "",
        model_id=identity.model if scope else "",
        prompt_version=identity.prompt_version if scope else "",
        retrieval_mode=identity.retrieval_mode,
        embedding_model="wordllama-test",
        review_date=listing.review_date,
        api_version="1",
    )
    if not scope:
        return policy_review_service_pb2.ReviewListingResponse(
            status=common_pb2.INSUFFICIENT_POLICY_CONTEXT, requires_human_review=True, diagnostics=diagnostics
        )
    by_policy = {r.policy_id: r for r in scope}
    wanted = sorted(case.expected_sections) or [(scope[0].policy_id, next(iter(scope[0].sections)))]
    evidence_ids: dict[tuple[str, str], str] = {}
    for rank, (policy_id, section_id) in enumerate(wanted, start=1):
        release = by_policy[policy_id]
        evidence_id = f"POLICY_{rank}"
        evidence_ids[(policy_id, section_id)] = evidence_id
        diagnostics.retrieved.append(
            policy_review_service_pb2.RetrievedEvidence(
                rank=rank,
                evidence_id=evidence_id,
                release_id=release_id(release),
                policy_id=policy_id,
                policy_version=release.version,
                section_id=section_id,
                marketplace=release.marketplace,
                locale=release.locale,
                categories=list(release.categories),
                score=1.0 / rank,
            )
        )
    response = policy_review_service_pb2.ReviewListingResponse(diagnostics=diagnostics)
    cited: list[tuple[str, str]] = []
    for expected in case.expected.findings:
        keys = [(s.policy_id, s.section_id) for s in expected.sections]
        response.findings.append(
            common_pb2.Finding(
                code=expected.code.value,
                severity=common_pb2.WARNING,
                message="A finding.",
                listing_fields=[common_pb2.DESCRIPTION],
                evidence_ids=[evidence_ids[k] for k in keys],
                recommended_action="Fix it.",
            )
        )
        cited.extend(k for k in keys if k not in cited)
    for key in sorted(cited, key=lambda k: int(evidence_ids[k].split("_")[1])):
        release = by_policy[key[0]]
        response.evidence.append(
            common_pb2.EvidenceCitation(
                evidence_id=evidence_ids[key],
                policy_id=key[0],
                policy_version=release.version,
                section="A section",
                section_id=key[1],
                source_url="https://example.com/policy",
                effective_from=release.effective_from,
            )
        )
    for code in case.expected.ungrounded_codes:
        # What the design asks for a signalled code no section in scope supports.
        response.warnings.add(code="NO_POLICY_IN_SCOPE", finding_code=code.value)
    has_findings = bool(response.findings)
    if has_findings:
        response.status = common_pb2.POLICY_FINDINGS_AVAILABLE
    elif response.warnings:
        response.status = common_pb2.NEEDS_HUMAN_REVIEW
    else:
        response.status = common_pb2.NO_POLICY_FINDINGS
    response.requires_human_review = has_findings or bool(response.warnings)
    return response
