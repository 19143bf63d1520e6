"""The run identity a caller declares, and the proof, from the gateway's diagnostics, that it is the one being served.

Pure. A mismatch refuses the run before anything is scored: a report must never carry a label
the service did not earn.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from evaluation.corpus import Corpus
from evaluation.dataset import Case
from evaluation.observation import Diagnostics


@dataclass(frozen=True)
class RunIdentity:
    reviewer: str
    model: str
    prompt_version: str
    corpus_version: str
    retrieval_mode: str


# Declared field -> the diagnostics field that must report the same value.
_REPORTED = {
    "reviewer": "reviewer",
    "model": "model_id",
    "prompt_version": "prompt_version",
    "retrieval_mode": "retrieval_mode",
}


# A reviewer that renders no prompt (the offline rules) reports an empty prompt version when called.
NO_PROMPT = "none"


class IdentityMismatch(Exception):
    """The declared identity and what the gateway serves disagree."""

    def __init__(self, problems: Iterable[str]) -> None:
        self.problems = tuple(problems)
        super().__init__("; ".join(self.problems))


@dataclass
class IdentityProof:
    """Accumulates what the diagnostics prove, sample by sample."""

    declared: RunIdentity
    corpus: Corpus
    reported: dict[str, set[str]] = field(default_factory=dict)
    scoped_releases: set[str] = field(default_factory=set)
    embedding_models: set[str] = field(default_factory=set)
    api_versions: set[str] = field(default_factory=set)

    def check_declared_corpus(self) -> list[str]:
        """The declared corpus version must name the corpus the evaluation judges citations against."""
        actual = self.corpus.fingerprint()
        if self.declared.corpus_version != actual:
            return [f"declared corpus version {self.declared.corpus_version} is not the local corpus's {actual}"]
        return []

    def observe(self, diagnostics: Diagnostics) -> list[str]:
        """Mismatches one response shows. Empty values mean "not reported here" (no model call, for one)."""
        problems = []
        for declared_name, reported_name in _REPORTED.items():
            declared = getattr(self.declared, declared_name)
            reported = getattr(diagnostics, reported_name)
            if not reported and declared_name == "prompt_version" and diagnostics.model_called:
                reported = NO_PROMPT
            if not reported:
                continue
            self.reported.setdefault(declared_name, set()).add(reported)
            if reported != declared:
                problems.append(f"declared {declared_name} {declared!r}, the gateway reports {reported!r}")
        for release in diagnostics.releases:
            label = f"{release.policy_id}/{release.marketplace}/{release.locale}@{release.policy_version}"
            self.scoped_releases.add(label)
            if self.corpus.find(release.policy_id, release.marketplace, release.locale, release.policy_version) is None:
                problems.append(f"the gateway serves {label}, which corpus {self.declared.corpus_version} lacks")
        if diagnostics.embedding_model:
            self.embedding_models.add(diagnostics.embedding_model)
        if diagnostics.api_version:
            self.api_versions.add(diagnostics.api_version)
        return problems

    def reported_value(self, name: str) -> str:
        return ", ".join(sorted(self.reported.get(name, ())))

    def finish(self, cases: Iterable[Case]) -> list[str]:
        """What no sample proved: identity fields never reported, releases the corpus puts in scope but never seen."""
        problems = [
            f"no response reported a {name}; the declared {name} cannot be verified"
            for name in _REPORTED
            if name not in self.reported
        ]
        # Only the active releases (those the corpus version names) must have been seen: an older
        # release is in force only on review dates before its successor, and whether the gateway
        # serves superseded releases is a timeline question the scorer judges per case.
        active = {release.label for release in self.corpus.active()}
        expected: set[str] = set()
        for case in cases:
            listing = case.request
            scope = self.corpus.in_scope(
                listing.marketplace.value, listing.locale, listing.category, listing.review_date
            )
            expected.update(release.label for release in scope if release.label in active)
        for label in sorted(expected - self.scoped_releases):
            problems.append(f"corpus {self.declared.corpus_version} puts {label} in scope, the gateway never did")
        return problems
