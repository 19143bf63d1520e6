"""The declared run identity must be what the gateway's diagnostics report."""

from __future__ import annotations

from dataclasses import replace

import pytest

from evaluation.client import observation_from_proto
from evaluation.corpus import Corpus, load_corpus
from evaluation.dataset import Dataset, load_dataset
from evaluation.identity import NO_PROMPT, IdentityProof, RunIdentity
from evaluation.observation import Diagnostics
from tests.evaluation.support import IDENTITY, POLICIES, perfect_response


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus(POLICIES)


@pytest.fixture(scope="module")
def dataset() -> Dataset:
    return load_dataset("policy-review-v1")


@pytest.fixture
def declared(corpus: Corpus) -> RunIdentity:
    return replace(IDENTITY, corpus_version=corpus.fingerprint())


def diagnostics_for(dataset: Dataset, corpus: Corpus, case_id: str, served: RunIdentity = IDENTITY) -> Diagnostics:
    observed = observation_from_proto(perfect_response(dataset.case(case_id), corpus, served)).diagnostics
    assert observed is not None
    return observed


def test_a_matching_gateway_proves_every_field(dataset: Dataset, corpus: Corpus, declared: RunIdentity) -> None:
    proof = IdentityProof(declared, corpus)
    assert proof.check_declared_corpus() == []
    for case in dataset.cases:
        assert proof.observe(diagnostics_for(dataset, corpus, case.id)) == []
    assert proof.finish(dataset.cases) == []
    assert proof.reported_value("model") == "rules-test"
    assert len(proof.scoped_releases) == 7  # six scopes, and the en-US contact edition in force before 2026-09-15


@pytest.mark.parametrize(
    ("field", "served_value"),
    [
        ("reviewer", "gemini"),
        ("model", "gemini-3.8-flash"),
        ("prompt_version", "policy-review-v2"),
        ("retrieval_mode", "vector"),
    ],
)
def test_each_declared_field_is_checked(
    dataset: Dataset, corpus: Corpus, declared: RunIdentity, field: str, served_value: str
) -> None:
    served = replace(IDENTITY, **{field: served_value})
    problems = IdentityProof(declared, corpus).observe(diagnostics_for(dataset, corpus, "ebay-us-keyword-spam", served))
    assert problems == [f"declared {field} {getattr(declared, field)!r}, the gateway reports {served_value!r}"]


def test_a_declared_corpus_version_other_than_the_local_one_is_refused(corpus: Corpus) -> None:
    proof = IdentityProof(replace(IDENTITY, corpus_version="2026-07-23"), corpus)
    assert proof.check_declared_corpus() == [
        f"declared corpus version 2026-07-23 is not the local corpus's {corpus.fingerprint()}"
    ]


def test_responses_without_a_model_call_neither_prove_nor_contradict(
    dataset: Dataset, corpus: Corpus, declared: RunIdentity
) -> None:
    proof = IdentityProof(declared, corpus)
    assert proof.observe(diagnostics_for(dataset, corpus, "amazon-gb-no-release")) == []
    problems = proof.finish([dataset.case("amazon-gb-no-release")])
    assert "no response reported a reviewer; the declared reviewer cannot be verified" in problems
    assert "no response reported a retrieval_mode; the declared retrieval_mode cannot be verified" not in problems


def test_a_release_the_declared_corpus_lacks_is_a_mismatch(
    dataset: Dataset, corpus: Corpus, declared: RunIdentity
) -> None:
    observed = diagnostics_for(dataset, corpus, "ebay-us-keyword-spam")
    newer = replace(observed.releases[0], policy_version="2026-12-01")
    observed = replace(observed, releases=(newer, *observed.releases[1:]))
    problems = IdentityProof(declared, corpus).observe(observed)
    assert problems == [
        f"the gateway serves {newer.policy_id}/EBAY/en-US@2026-12-01, which corpus {declared.corpus_version} lacks"
    ]


def test_a_release_the_corpus_puts_in_scope_but_the_gateway_never_serves_is_a_mismatch(
    dataset: Dataset, corpus: Corpus, declared: RunIdentity
) -> None:
    proof = IdentityProof(declared, corpus)
    case = dataset.case("ebay-us-electronics-model-mismatch")
    observed = diagnostics_for(dataset, corpus, case.id)
    without = tuple(r for r in observed.releases if r.policy_id != "ebay-electronics-listing")
    assert proof.observe(replace(observed, releases=without)) == []
    assert proof.finish([case]) == [
        f"corpus {declared.corpus_version} puts ebay-electronics-listing/EBAY/en-US@2026-08-20 in scope, "
        "the gateway never did"
    ]


def test_a_reviewer_without_a_prompt_is_declared_as_none(
    dataset: Dataset, corpus: Corpus, declared: RunIdentity
) -> None:
    rules = replace(IDENTITY, prompt_version="")
    observed = diagnostics_for(dataset, corpus, "ebay-us-keyword-spam", rules)
    assert observed.model_called
    assert IdentityProof(replace(declared, prompt_version=NO_PROMPT), corpus).observe(observed) == []
    assert IdentityProof(declared, corpus).observe(observed) == [
        "declared prompt_version 'policy-review-v1', the gateway reports 'none'"
    ]
