"""The safety gates trip on crafted responses, and stay quiet on a flawless one."""

from __future__ import annotations

import pytest

from evaluation.client import observation_from_proto
from evaluation.corpus import Corpus, load_corpus
from evaluation.dataset import Dataset, load_dataset
from evaluation.observation import Sample, SampleFailure
from evaluation.scoring import Gate, MissCause, SampleScore, score_sample
from policyreview.v1 import common_pb2, policy_review_service_pb2
from tests.evaluation.support import POLICIES, perfect_response

Response = policy_review_service_pb2.ReviewListingResponse


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus(POLICIES)


@pytest.fixture(scope="module")
def dataset() -> Dataset:
    return load_dataset("policy-review-v1")


def score(dataset: Dataset, corpus: Corpus, case_id: str, response: Response) -> SampleScore:
    case = dataset.case(case_id)
    return score_sample(case, Sample(case_id, 1, observation_from_proto(response), None), corpus)


def gates(result: SampleScore) -> set[Gate]:
    return {v.gate for v in result.violations}


def test_every_case_answered_flawlessly_passes_every_gate(dataset: Dataset, corpus: Corpus) -> None:
    for case in dataset.cases:
        result = score(dataset, corpus, case.id, perfect_response(case, corpus))
        assert result.violations == (), case.id
        assert result.matched_codes == case.expected_codes
        assert result.citations == result.valid_citations


def test_evidence_from_another_marketplace_trips_wrong_scope(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-contact-phone-email")
    response = perfect_response(case, corpus)
    response.diagnostics.retrieved[0].marketplace = common_pb2.AMAZON
    result = score(dataset, corpus, case.id, response)
    assert Gate.WRONG_SCOPE in gates(result)
    assert any("marketplace AMAZON, the listing is EBAY" in v.detail for v in result.violations)


def test_evidence_from_another_locale_trips_wrong_scope(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-gb-mobile-number")
    response = perfect_response(case, corpus)
    # The en-US edition of the same policy: same policy id, other locale and version.
    item = response.diagnostics.retrieved[0]
    item.locale, item.policy_version = "en-US", "2026-09-15"
    assert Gate.WRONG_SCOPE in gates(score(dataset, corpus, case.id, response))


def test_evidence_from_another_category_trips_wrong_scope(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-keyword-spam")
    response = perfect_response(case, corpus)
    extra = response.diagnostics.retrieved.add()
    extra.CopyFrom(response.diagnostics.retrieved[0])
    extra.rank, extra.evidence_id = 2, "POLICY_2"
    extra.policy_id, extra.policy_version = "ebay-electronics-listing", "2026-08-01"
    extra.section_id = "functional-status"
    del extra.categories[:]
    extra.categories.append("ELECTRONICS")
    result = score(dataset, corpus, case.id, response)
    assert gates(result) == {Gate.WRONG_SCOPE}
    assert "covers ELECTRONICS, not CELL_PHONE_ACCESSORIES" in result.violations[0].detail


def test_scope_reporting_a_foreign_release_trips_wrong_scope(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-contact-phone-email")
    response = perfect_response(case, corpus)
    response.diagnostics.releases[0].locale = "en-GB"
    assert Gate.WRONG_SCOPE in gates(score(dataset, corpus, case.id, response))


def test_citing_policy_99_trips_invalid_citation(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-contact-phone-email")
    response = perfect_response(case, corpus)
    response.findings[0].evidence_ids.append("POLICY_99")
    result = score(dataset, corpus, case.id, response)
    assert gates(result) == {Gate.INVALID_CITATION}
    assert "POLICY_99" in result.violations[0].detail
    assert (result.citations, result.valid_citations) == (2, 1)


def test_citing_a_section_that_does_not_support_the_code_trips_invalid_citation(
    dataset: Dataset, corpus: Corpus
) -> None:
    case = dataset.case("ebay-us-contact-phone-email")
    response = perfect_response(case, corpus)
    response.findings[0].code = common_pb2.EXTERNAL_LINK  # contact-details allows CONTACT_INFO_IN_LISTING only
    result = score(dataset, corpus, case.id, response)
    assert gates(result) == {Gate.INVALID_CITATION}
    assert "does not support it" in result.violations[0].detail


def test_structurally_invalid_findings_trip_invalid_citation(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-contact-phone-email")
    for mutate in (
        lambda f: setattr(f, "code", common_pb2.FINDING_CODE_UNSPECIFIED),
        lambda f: setattr(f, "severity", common_pb2.SEVERITY_UNSPECIFIED),
        lambda f: f.ClearField("listing_fields"),
        lambda f: f.ClearField("evidence_ids"),
    ):
        response = perfect_response(case, corpus)
        mutate(response.findings[0])
        assert Gate.INVALID_CITATION in gates(score(dataset, corpus, case.id, response))


def test_returned_evidence_that_disagrees_with_the_ledger_trips_invalid_citation(
    dataset: Dataset, corpus: Corpus
) -> None:
    case = dataset.case("ebay-us-contact-phone-email")
    response = perfect_response(case, corpus)
    response.evidence[0].section_id = "off-platform-offers"
    assert Gate.INVALID_CITATION in gates(score(dataset, corpus, case.id, response))


def test_uncited_returned_evidence_trips_invalid_citation(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-contact-phone-email")
    response = perfect_response(case, corpus)
    response.findings[0].ClearField("evidence_ids")
    response.findings[0].evidence_ids.append("POLICY_2")
    result = score(dataset, corpus, case.id, response)
    assert any("returned but no finding cites it" in v.detail for v in result.violations)


def test_model_call_with_empty_context_trips_its_gate(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("amazon-gb-no-release")
    response = perfect_response(case, corpus)
    response.diagnostics.model_called = True
    result = score(dataset, corpus, case.id, response)
    assert gates(result) == {Gate.MODEL_CALL_WITHOUT_CONTEXT, Gate.UNEXPECTED_MODEL_DECISION, Gate.INCONSISTENT_STATUS}


def test_model_call_after_retrieval_returned_nothing_trips_its_gate(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-clean-dutch-oven")
    response = perfect_response(case, corpus)
    response.diagnostics.ClearField("retrieved")
    assert Gate.MODEL_CALL_WITHOUT_CONTEXT in gates(score(dataset, corpus, case.id, response))


def test_skipping_the_reviewer_with_evidence_in_hand_trips_unexpected_decision(
    dataset: Dataset, corpus: Corpus
) -> None:
    case = dataset.case("ebay-us-clean-dutch-oven")
    response = perfect_response(case, corpus)
    response.diagnostics.model_called = False
    result = score(dataset, corpus, case.id, response)
    assert gates(result) == {Gate.UNEXPECTED_MODEL_DECISION}
    assert any("retrieved but the reviewer was not called" in v.detail for v in result.violations)


def test_skipping_the_reviewer_but_answering_no_findings_trips_unexpected_decision(
    dataset: Dataset, corpus: Corpus
) -> None:
    case = dataset.case("ebay-us-clean-dutch-oven")
    response = perfect_response(case, corpus)
    response.diagnostics.model_called = False
    response.diagnostics.ClearField("retrieved")
    result = score(dataset, corpus, case.id, response)
    assert gates(result) == {Gate.UNEXPECTED_MODEL_DECISION}
    assert result.violations[0].detail == "the reviewer was not called but the status is NO_POLICY_FINDINGS"


def test_an_honest_no_context_answer_is_a_quality_miss_not_a_safety_failure(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-contact-phone-email")
    response = Response(
        status=common_pb2.INSUFFICIENT_POLICY_CONTEXT,
        requires_human_review=True,
        diagnostics=perfect_response(case, corpus).diagnostics,
    )
    response.diagnostics.model_called = False
    response.diagnostics.ClearField("retrieved")
    result = score(dataset, corpus, case.id, response)
    assert result.violations == ()
    assert (result.model_called, result.expected_model_call) == (False, True)
    assert [(m.code, m.cause) for m in result.missed] == [("CONTACT_INFO_IN_LISTING", MissCause.RETRIEVAL)]


def test_evidence_from_the_retired_release_trips_inactive_release(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-retired-business-card")
    response = perfect_response(case, corpus)
    # The retired edition served as if it were in scope: release and evidence both point at it.
    response.diagnostics.releases[0].policy_version = "2026-03-01"
    response.diagnostics.retrieved[0].policy_version = "2026-03-01"
    response.evidence[0].policy_version = "2026-03-01"
    result = score(dataset, corpus, case.id, response)
    assert Gate.INACTIVE_RELEASE in gates(result)
    assert any("ebay-contact-information@2026-03-01" in v.detail for v in result.violations)


def test_retired_text_passed_off_as_the_current_release_trips_inactive_release(
    dataset: Dataset, corpus: Corpus
) -> None:
    case = dataset.case("ebay-us-retired-business-card")
    response = perfect_response(case, corpus)
    # The legacy business-card section, labelled with the current version.
    response.diagnostics.retrieved[0].section_id = "business-cards-and-branding"
    response.evidence[0].section_id = "business-cards-and-branding"
    result = score(dataset, corpus, case.id, response)
    assert Gate.INACTIVE_RELEASE in gates(result)
    assert any("has no such section" in v.detail for v in result.violations)


def test_dataset_retired_list_applies_even_without_the_older_file(dataset: Dataset) -> None:
    case = dataset.case("ebay-us-contact-phone-email")
    current_only = load_corpus(POLICIES)
    current_only = Corpus(tuple(r for r in current_only.releases if r.version != "2026-03-01"))
    response = perfect_response(case, current_only)
    retired = [("ebay-contact-information", "EBAY", "en-US", "2026-09-15")]
    sample = Sample(case.id, 1, observation_from_proto(response), None)
    assert Gate.INACTIVE_RELEASE in gates(score_sample(case, sample, current_only, retired))


def test_evidence_outside_the_reported_scope_trips_inactive_release(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-contact-phone-email")
    response = perfect_response(case, corpus)
    response.diagnostics.retrieved[0].release_id = "rel-unknown"
    result = score(dataset, corpus, case.id, response)
    assert gates(result) == {Gate.INACTIVE_RELEASE}
    assert "the scope did not report" in result.violations[0].detail


def test_a_release_not_yet_effective_trips_inactive_release(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-electronics-not-yet-effective")
    electronics = next(r for r in corpus.active() if r.policy_id == "ebay-electronics-listing")
    response = perfect_response(case, corpus)
    release = response.diagnostics.releases.add()
    release.CopyFrom(response.diagnostics.releases[0])
    release.release_id, release.policy_id, release.policy_version = "rel-el", electronics.policy_id, electronics.version
    del release.categories[:]
    release.categories.append("ELECTRONICS")
    result = score(dataset, corpus, case.id, response)
    assert gates(result) == {Gate.INACTIVE_RELEASE}


def test_a_failed_sample_trips_its_gate(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-clean-dutch-oven")
    failure = SampleFailure("rest", "HTTP 503", "DEPENDENCY_UNAVAILABLE")
    result = score_sample(case, Sample(case.id, 1, None, failure), corpus)
    assert result.failed
    assert [(v.gate, v.detail) for v in result.violations] == [
        (Gate.FAILED_SAMPLE, "rest HTTP 503 DEPENDENCY_UNAVAILABLE")
    ]


def test_a_response_without_requested_diagnostics_is_a_failed_sample(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-clean-dutch-oven")
    response = perfect_response(case, corpus)
    response.ClearField("diagnostics")
    assert gates(score(dataset, corpus, case.id, response)) == {Gate.FAILED_SAMPLE}


@pytest.mark.parametrize(
    ("status", "human_review"),
    [
        (common_pb2.NO_POLICY_FINDINGS, True),  # findings hidden behind a clean status
        (common_pb2.POLICY_FINDINGS_AVAILABLE, False),  # findings without a human
        (common_pb2.REVIEW_STATUS_UNSPECIFIED, True),
    ],
)
def test_a_status_that_contradicts_the_response_trips_inconsistent_status(
    dataset: Dataset, corpus: Corpus, status: int, human_review: bool
) -> None:
    case = dataset.case("ebay-us-contact-phone-email")
    response = perfect_response(case, corpus)
    response.status = status  # type: ignore[assignment]
    response.requires_human_review = human_review
    assert Gate.INCONSISTENT_STATUS in gates(score(dataset, corpus, case.id, response))


def test_missed_findings_are_attributed_to_retrieval_or_generation(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-multi-finding-film-camera")
    response = perfect_response(case, corpus)
    # Drop the title finding (its section stays retrieved) and the contact section entirely.
    contact_rank = next(r.rank for r in response.diagnostics.retrieved if r.section_id == "contact-details")
    kept = [f for f in response.findings if f.code == common_pb2.OFF_PLATFORM_TRANSACTION]
    del response.findings[:]
    response.findings.extend(kept)
    retrieved = [r for r in response.diagnostics.retrieved if r.section_id != "contact-details"]
    del response.diagnostics.retrieved[:]
    response.diagnostics.retrieved.extend(retrieved)
    cited = set(kept[0].evidence_ids)
    evidence = [e for e in response.evidence if e.evidence_id in cited]
    del response.evidence[:]
    response.evidence.extend(evidence)
    result = score(dataset, corpus, case.id, response)
    assert result.violations == ()
    assert {(m.code, m.cause) for m in result.missed} == {
        ("PROMOTIONAL_TITLE", MissCause.GENERATION),
        ("CONTACT_INFO_IN_LISTING", MissCause.RETRIEVAL),
    }
    assert result.retrieval.section_ranks["ebay-contact-information#contact-details"] is None
    assert contact_rank >= 1


def test_an_all_clear_where_a_human_sees_a_problem_trips_false_all_clear(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-contact-phone-email")
    response = perfect_response(case, corpus)
    del response.findings[:]
    del response.evidence[:]
    response.status = common_pb2.NO_POLICY_FINDINGS
    response.requires_human_review = False
    result = score(dataset, corpus, case.id, response)
    assert gates(result) == {Gate.FALSE_ALL_CLEAR}
    assert "the case expects CONTACT_INFO_IN_LISTING" in result.violations[0].detail
    # Sent to a human instead: no all-clear, so no violation (a quality miss only).
    response.status = common_pb2.NEEDS_HUMAN_REVIEW
    response.requires_human_review = True
    response.warnings.add(code="EVIDENCE_NOT_RETRIEVED")
    assert Gate.FALSE_ALL_CLEAR not in gates(score(dataset, corpus, case.id, response))


def test_an_all_clear_on_a_clean_listing_is_no_violation(dataset: Dataset, corpus: Corpus) -> None:
    case = dataset.case("ebay-us-clean-dutch-oven")
    assert score(dataset, corpus, case.id, perfect_response(case, corpus)).violations == ()


def test_citing_a_section_that_does_not_apply_trips_inapplicable_citation(corpus: Corpus) -> None:
    v2 = load_dataset("policy-review-v2")
    case = v2.case("ebay-us-used-camera-condition-missing")
    response = perfect_response(case, corpus)
    # The README's old answer: the refurbished-electronics section cited for a USED camera.
    item = response.diagnostics.retrieved[0]
    item.policy_id, item.section_id = "ebay-electronics-listing", "refurbished-condition"
    item.policy_version = "2026-08-20"
    item.release_id = "rel-ebay-electronics-listing-en-US-2026-08-20"
    del item.categories[:]
    item.categories.append("ELECTRONICS")
    cited = response.evidence[0]
    cited.policy_id, cited.section_id, cited.policy_version = item.policy_id, item.section_id, item.policy_version
    result = score_sample(case, Sample(case.id, 1, observation_from_proto(response), None), corpus)
    assert gates(result) == {Gate.INAPPLICABLE_CITATION}
    assert "does not apply to a USED listing in ELECTRONICS" in result.violations[0].detail
    assert (result.citations, result.valid_citations, result.inapplicable_citations) == (1, 0, 1)


def test_a_superseded_edition_on_a_later_date_trips_inactive_release(corpus: Corpus) -> None:
    v2 = load_dataset("policy-review-v2")
    case = v2.case("ebay-us-electronics-model-mismatch")
    response = perfect_response(case, corpus)
    # The edition the 2026-08-20 one replaced, served for a 2026-10-01 review.
    for scoped in response.diagnostics.releases:
        if scoped.policy_id == "ebay-electronics-listing":
            scoped.policy_version, scoped.release_id = "2026-08-01", "rel-ebay-electronics-listing-en-US-2026-08-01"
    for item in response.diagnostics.retrieved:
        if item.policy_id == "ebay-electronics-listing":
            item.policy_version, item.release_id = "2026-08-01", "rel-ebay-electronics-listing-en-US-2026-08-01"
    result = score_sample(case, Sample(case.id, 1, observation_from_proto(response), None), corpus)
    assert Gate.INACTIVE_RELEASE in gates(result)
    assert any("superseded before the review date" in v.detail for v in result.violations)


def test_the_edition_in_force_on_a_past_date_is_no_violation(corpus: Corpus) -> None:
    v2 = load_dataset("policy-review-v2")
    case = v2.case("ebay-us-electronics-under-earlier-edition")
    response = perfect_response(case, corpus)
    assert {r.policy_version for r in response.diagnostics.releases if r.policy_id == "ebay-electronics-listing"} == {
        "2026-08-01"
    }
    result = score_sample(case, Sample(case.id, 1, observation_from_proto(response), None), corpus)
    assert result.violations == ()
    assert [(f.code, f.rank) for f in result.finding_ranks] == [("FUNCTIONAL_STATUS_MISSING", 1)]
    assert [e.relevant for e in result.evidence_scores] == [True]


def test_every_v2_case_answered_flawlessly_passes_every_gate(corpus: Corpus) -> None:
    v2 = load_dataset("policy-review-v2")
    for case in v2.cases:
        result = score_sample(
            case, Sample(case.id, 1, observation_from_proto(perfect_response(case, corpus)), None), corpus
        )
        assert result.violations == (), case.id
        assert result.matched_codes == case.expected_codes
