"""The one de-duplication rule for findings: which findings are the same, and which of them is kept.

Generation applies it when it merges the rules' and an LLM's proposals; validation applies it to the
findings it admitted (and there also cites every evidence id the group cited, since it checked them all).
Same code and same listing fields are one finding; the most severe is kept, then the first by its text,
so the result never depends on which reviewer answered first.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, TypeVar

from services.vocabulary import FindingCode, ListingField, Severity

# Higher is more severe.
SEVERITY_RANK = {Severity.INFO: 0, Severity.WARNING: 1, Severity.BLOCKER: 2}


class FindingLike(Protocol):
    @property
    def code(self) -> FindingCode: ...
    @property
    def severity(self) -> Severity: ...
    @property
    def message(self) -> str: ...
    @property
    def listing_fields(self) -> tuple[ListingField, ...]: ...
    @property
    def recommended_action(self) -> str: ...
    @property
    def listing_quote(self) -> str: ...
    @property
    def evidence_quote(self) -> str: ...


def duplicate_key(finding: FindingLike) -> tuple[FindingCode, frozenset[ListingField]]:
    return finding.code, frozenset(finding.listing_fields)


def preference(finding: FindingLike) -> tuple[int, str, str, str, str]:
    """Sorts the kept finding of a group first: most severe, then by message, action and quotes."""
    return (
        -SEVERITY_RANK[finding.severity],
        finding.message,
        finding.recommended_action,
        finding.listing_quote,
        finding.evidence_quote,
    )


F = TypeVar("F", bound=FindingLike)


def keep_preferred(findings: Iterable[F]) -> list[F]:
    """One finding per duplicate key, the preferred one, in the order each key first appeared."""
    kept: dict[tuple[FindingCode, frozenset[ListingField]], F] = {}
    for finding in findings:
        key = duplicate_key(finding)
        if key not in kept or preference(finding) < preference(kept[key]):
            kept[key] = finding
    return list(kept.values())
