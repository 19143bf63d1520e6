"""The rules reviewer and validation on a dataset, in process: the blind and real-listing figures.

`make eval` runs the reviewed dataset through the whole stack. The generalisation question (what
happens to listings nobody here wrote) is about the reviewer and validation, not about retrieval:
evidence completion puts the best applicable section of every code the scope supports in the
ledger (docs/retrieval.md), so this module builds that ledger straight from the policy files in
force on each listing's review date (read by the evaluation's own corpus reader), runs the same
`rules_findings` and `validate_findings` the services run, and scores the answers. It needs no
database and no servers, so it runs in seconds on every set, held-out ones included, and in the
test suite.

Seller text never leaves this module: reports carry ids, codes, statuses and counts only.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

from evaluation.corpus import ANY_LISTING, Corpus, PolicyRelease, load_corpus
from evaluation.dataset import DATASETS_DIR, MANIFEST_FILE, Case, Manifest
from generation.domain.rules import rules_findings
from services.net_model import NetModel, model_in_place
from services.records import Evidence, Listing
from services.rulepack import (
    TIERS,
    EditionEntry,
    RulesEdition,
    edition_in_force,
    editions,
    file_timeline,
    judged_by,
)
from services.vocabulary import FindingCode, ListingCondition, Marketplace, ReviewStatus
from validation.domain.caution import DEFAULT_TIER
from validation.domain.findings import ProposedFinding, ValidationResult, validate_findings
from validation.domain.ledger import build_ledger

POLICIES_DIR = Path(__file__).resolve().parent.parent / "policies"
# The reviewed set `make eval` reports before the blind sets (which the manifests name, below).
REVIEWED_DATASET = "policy-review-v2"
DEVELOPMENT = "development"
HELD_OUT = "held-out"
# Where the real sellers' listings live beside a clone (never copied into the repository).
REAL_LISTINGS = Path(__file__).resolve().parent.parent.parent / "shared" / "real-listings" / "listings.jsonl"
REAL_LABELS_DIR = DATASETS_DIR / "real-listings-labels-v1"
# The date a real listing without its own reviewDate is reviewed on (the labels were written against this timeline).
REAL_REVIEW_DATE = "2026-11-15"
# Labelled halves of the real listings: the first is read while changing rules, the second never is.
REAL_SPLITS = ("dev", "holdout")
# The codes the real-listing labels cover: the five about something present in the text.
LABELLED_REAL_CODES = frozenset(
    {
        FindingCode.CONTACT_INFO_IN_LISTING,
        FindingCode.EXTERNAL_LINK,
        FindingCode.OFF_PLATFORM_TRANSACTION,
        FindingCode.PROMOTIONAL_TITLE,
        FindingCode.KEYWORD_SPAM,
    }
)


@dataclass(frozen=True)
class Answer:
    """What the service would answer for one listing: status, human review and accepted codes."""

    listing_id: str
    status: ReviewStatus
    requires_human_review: bool
    codes: frozenset[FindingCode]
    warned_codes: frozenset[FindingCode]

    @property
    def all_clear(self) -> bool:
        return self.status is ReviewStatus.NO_POLICY_FINDINGS and not self.requires_human_review


def blind_parts(directory: Path = DATASETS_DIR) -> dict[str, str]:
    """Every blind set by name with its part, development sets first: what its manifest's ``part`` says.

    The part is written once, in the manifest (docs/evaluation.md, "The protocol"); retiring a held-out
    set to development changes that field and nothing else, so no name is hard-coded here.
    """
    parts: dict[str, str] = {}
    for manifest_file in sorted(directory.glob(f"*/{MANIFEST_FILE}")):
        raw = manifest_file.read_bytes()
        # Other kinds of dataset (the question sets) have manifests of their own shape and no part.
        if "part" in json.loads(raw) and (part := Manifest.model_validate_json(raw).part) is not None:
            parts[manifest_file.parent.name] = part
    return dict(sorted(parts.items(), key=lambda item: (item[1] != DEVELOPMENT, item[0])))


def blind_sets(part: str, directory: Path = DATASETS_DIR) -> tuple[str, ...]:
    """The blind sets of one part (``development`` or ``held-out``); none is a valid answer."""
    return tuple(name for name, of in blind_parts(directory).items() if of == part)


def default_datasets(directory: Path = DATASETS_DIR) -> tuple[str, ...]:
    """What `make eval` reports: the reviewed set, the blind development sets, then the held-out part apart."""
    return (REVIEWED_DATASET, *blind_parts(directory))


def load_policies(directory: Path = POLICIES_DIR) -> Corpus:
    """The evaluation's own reader of the corpus (evaluation/corpus.py), not the ingestion code it judges."""
    return load_corpus(directory)


def _evidence(release: PolicyRelease) -> Iterable[Evidence]:
    for section_id, codes in sorted(release.sections.items()):
        declared = release.applicability.get(section_id, ANY_LISTING)
        yield Evidence(
            chunk_id=f"{release.label}#{section_id}",
            release_id=release.label,
            policy_id=release.policy_id,
            policy_version=release.version,
            section_id=section_id,
            section_heading=section_id,
            # The rules reviewer quotes no policy text, so the section's text is not needed here.
            text="",
            supported_finding_codes=tuple(FindingCode(code) for code in sorted(codes)),
            source_url="",
            effective_from=release.effective_from,
            marketplace=Marketplace(release.marketplace),
            locale=release.locale,
            categories=release.categories,
            applies_to_conditions=tuple(ListingCondition(c) for c in sorted(declared.conditions or ())),
            applies_to_categories=tuple(sorted(declared.categories or ())),
        )


@dataclass(frozen=True)
class Rules:
    """The rule pack editions as the evaluation resolves them: the files' timelines, as if every one were
    approved (there is no policy store here), and the loaded editions by content hash."""

    timeline: tuple[EditionEntry, ...]
    by_hash: dict[str, RulesEdition]

    @classmethod
    def of(cls, loaded: Iterable[RulesEdition]) -> Rules:
        loaded = tuple(loaded)
        return cls(tuple(file_timeline(loaded)), {edition.content_hash: edition for edition in loaded})

    def in_force(self, listing: Listing, review_date: str) -> tuple[EditionEntry | None, RulesEdition | None]:
        """The edition in force for the listing on the date (by the same rule retrieval applies), and its content."""
        entry = edition_in_force(
            self.timeline, listing.marketplace.value, listing.locale, listing.category, date.fromisoformat(review_date)
        )
        return entry, (self.by_hash.get(entry.content_hash) if entry is not None else None)


@cache
def load_rules() -> Rules:
    """The editions in policies/rules/, as the services load them."""
    return Rules.of(editions().values())


def review(
    listing: Listing,
    review_date: str,
    policies: Corpus,
    risk_tier: int = DEFAULT_TIER,
    *,
    use_model: bool = True,
    rules: Rules | None = None,
) -> Answer:
    """The answer with every in-scope section in the ledger (retrieval's evidence completion), judged by the rule
    pack edition in force for the listing on the review date, as the services would be."""
    releases = policies.in_scope(listing.marketplace.value, listing.locale, listing.category, review_date)
    evidence = [e for release in releases for e in _evidence(release)]
    if not evidence:
        return Answer(listing.listing_id, ReviewStatus.INSUFFICIENT_POLICY_CONTEXT, True, frozenset(), frozenset())
    entry, edition = (rules or load_rules()).in_force(listing, review_date)
    with judged_by(edition):
        return _judged(listing, evidence, risk_tier, use_model, entry, edition)


def _judged(
    listing: Listing,
    evidence: Sequence[Evidence],
    risk_tier: int,
    use_model: bool,
    entry: EditionEntry | None,
    edition: RulesEdition | None,
) -> Answer:
    ledger = build_ledger(evidence)
    scope_codes = {
        code
        for e in evidence
        if e.applies_to(listing.condition, listing.category)
        for code in e.supported_finding_codes
    }
    # The same proposal crosses the gRPC boundary between generation and validation, field for field.
    found = rules_findings(listing, ledger.entries) if edition is not None else ()
    proposals = [ProposedFinding(**dataclasses.asdict(f)) for f in found]
    unavailable = None if edition is not None else (entry.content_hash if entry is not None else "")
    result: ValidationResult = validate_findings(
        ledger,
        proposals,
        listing=listing,
        scope_codes=scope_codes,
        risk_tier=risk_tier,
        risk_model=use_model,
        rules_unavailable=unavailable,
    )
    return Answer(
        listing.listing_id,
        result.status,
        result.requires_human_review,
        frozenset(f.code for f in result.findings),
        frozenset(w.finding_code for w in result.warnings if w.finding_code is not None),
    )


def listing_from_request(request: dict[str, Any]) -> Listing:
    return Listing(
        listing_id=str(request["listingId"]),
        marketplace=Marketplace(request["marketplace"]),
        locale=str(request["locale"]),
        category=str(request["category"]),
        title=str(request["title"]),
        description=str(request["description"]),
        condition=ListingCondition(request["condition"]),
        price=float(request["price"]),
        attributes={str(k): str(v) for k, v in (request.get("attributes") or {}).items()},
    )


def _share(part: int, whole: int) -> float | None:
    """A share as the reports print it (four places), none of nothing."""
    return round(part / whole, 4) if whole else None


@dataclass
class Figures:
    """Blind-set figures (docs/evaluation.md): violating listings and clean ones counted apart."""

    violating: int = 0
    false_all_clear: int = 0
    expected_codes: int = 0
    found_codes: int = 0
    clean: int = 0
    clean_answered_clean: int = 0
    clean_flagged: int = 0
    clean_to_human: int = 0
    per_code: dict[str, list[int]] = field(default_factory=dict)  # code -> [found, expected, false all-clears]
    escaped: list[str] = field(default_factory=list)  # case ids: a violation answered all-clear

    def as_dict(self) -> dict[str, Any]:
        return {
            "violating": self.violating,
            "falseAllClearRate": _share(self.false_all_clear, self.violating),
            "findingRecall": _share(self.found_codes, self.expected_codes),
            "clean": self.clean,
            "cleanAnsweredCleanRate": _share(self.clean_answered_clean, self.clean),
            "cleanFlaggedRate": _share(self.clean_flagged, self.clean),
            "cleanToHumanRate": _share(self.clean_to_human, self.clean),
            "perCode": {
                code: dict(zip(("found", "expected", "falseAllClear"), v, strict=True))
                for code, v in sorted(self.per_code.items())
            },
            **dataclasses.asdict(self),
        }


# What a held-out set's figures may carry out of the evaluation: its headline only. Which of its listings
# escaped, and per code, would tell whoever reads a report where to tune (docs/evaluation.md, "The protocol").
_NOT_FOR_HELD_OUT = ("escaped", "perCode", "per_code")


def headline_only(figures: dict[str, Any], part: str | None) -> dict[str, Any]:
    """A set's figures as reports may show them: everything for development, the headline for held-out."""
    if part != HELD_OUT:
        return figures
    return {key: value for key, value in figures.items() if key not in _NOT_FOR_HELD_OUT}


_SHIPPED = "shipped"


def score_cases(
    cases: Iterable[Case], policies: Corpus, risk_tier: int = DEFAULT_TIER, model: NetModel | str | None = _SHIPPED
) -> Figures:
    """The figures of a set; ``model`` puts a candidate text model (or None: no model) in the shipped one's place."""
    if model == _SHIPPED:
        return _score_cases(cases, policies, risk_tier)
    with model_in_place(model if isinstance(model, NetModel) else None):
        return _score_cases(cases, policies, risk_tier)


def _score_cases(cases: Iterable[Case], policies: Corpus, risk_tier: int) -> Figures:
    figures = Figures()
    for case in cases:
        request = case.request.model_dump(by_alias=True)
        answer = review(listing_from_request(request), case.request.review_date, policies, risk_tier)
        expected = {f.code for f in case.expected.findings}
        if expected:
            figures.violating += 1
            figures.expected_codes += len(expected)
            figures.found_codes += len(expected & answer.codes)
            if answer.all_clear:
                figures.false_all_clear += 1
                figures.escaped.append(case.id)
            for code in expected:
                row = figures.per_code.setdefault(code.value, [0, 0, 0])
                row[0] += code in answer.codes
                row[1] += 1
                row[2] += answer.all_clear
        elif case.expected.status is ReviewStatus.NO_POLICY_FINDINGS:
            figures.clean += 1
            figures.clean_answered_clean += answer.all_clear
            figures.clean_flagged += answer.status is ReviewStatus.POLICY_FINDINGS_AVAILABLE
            figures.clean_to_human += answer.status is ReviewStatus.NEEDS_HUMAN_REVIEW
    return figures


def load_cases(path: Path) -> list[Case]:
    """Every case of a dataset folder (all its *.jsonl files) or of one JSON Lines file."""
    files = sorted(path.glob("*.jsonl")) if path.is_dir() else [path]
    return [
        Case.model_validate_json(line)
        for file in files
        for line in file.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]


@dataclass
class RealFigures:
    """Real sellers' listings: shares of answers on all, recall and precision on the labelled ones."""

    listings: int = 0
    all_clear: int = 0
    with_findings: int = 0
    to_human: int = 0
    insufficient: int = 0
    labelled: int = 0
    labelled_violating: int = 0
    labelled_false_all_clear: int = 0
    labelled_codes: int = 0
    found_labelled_codes: int = 0
    flagged_codes: int = 0  # findings of the labelled codes on labelled listings
    flagged_correct: int = 0
    per_code: dict[str, list[int]] = field(default_factory=dict)  # code -> [found, labelled, flagged]

    def as_dict(self) -> dict[str, Any]:
        return {
            "allClearShare": _share(self.all_clear, self.listings),
            "findingsShare": _share(self.with_findings, self.listings),
            "toHumanShare": _share(self.to_human, self.listings),
            "labelledRecall": _share(self.found_labelled_codes, self.labelled_codes),
            "labelledPrecision": _share(self.flagged_correct, self.flagged_codes),
            "labelledFalseAllClearRate": _share(self.labelled_false_all_clear, self.labelled_violating),
            **dataclasses.asdict(self),
        }


def load_real_labels(split: str, directory: Path = REAL_LABELS_DIR) -> dict[str, frozenset[FindingCode]]:
    """The labels of one split: ``dev`` (read while changing rules) or ``holdout`` (never read then)."""
    labels: dict[str, frozenset[FindingCode]] = {}
    for file in [directory / f"{split}.jsonl"]:
        for line in file.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                labels[row["id"]] = frozenset(FindingCode(code) for code in row["codes"])
    return labels


def score_real(
    rows: Iterable[dict[str, Any]],
    labels: dict[str, frozenset[FindingCode]],
    policies: Corpus,
    review_date: str,
    risk_tier: int = DEFAULT_TIER,
) -> RealFigures:
    figures = RealFigures()
    for row in rows:
        date = row["request"].get("reviewDate") or review_date
        answer = review(listing_from_request(row["request"]), date, policies, risk_tier)
        figures.listings += 1
        figures.all_clear += answer.all_clear
        figures.with_findings += answer.status is ReviewStatus.POLICY_FINDINGS_AVAILABLE
        figures.to_human += answer.status is ReviewStatus.NEEDS_HUMAN_REVIEW
        figures.insufficient += answer.status is ReviewStatus.INSUFFICIENT_POLICY_CONTEXT
        truth = labels.get(row["id"])
        if truth is None:
            continue
        figures.labelled += 1
        found = answer.codes & LABELLED_REAL_CODES
        figures.labelled_codes += len(truth)
        figures.found_labelled_codes += len(truth & found)
        figures.flagged_codes += len(found)
        figures.flagged_correct += len(found & truth)
        if truth:
            figures.labelled_violating += 1
            figures.labelled_false_all_clear += answer.all_clear
        for code in LABELLED_REAL_CODES:
            per = figures.per_code.setdefault(code.value, [0, 0, 0])
            per[0] += code in truth and code in found
            per[1] += code in truth
            per[2] += code in found
    return figures


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evaluation.offline", description=__doc__.splitlines()[0])
    parser.add_argument("datasets", nargs="*", help="dataset names or folders (default: the blind sets)")
    parser.add_argument("--real", type=Path, default=REAL_LISTINGS, help="real listings JSON Lines file")
    parser.add_argument("--review-date", default=REAL_REVIEW_DATE, help="review date for real listings")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--risk-tier", type=int, choices=TIERS, default=DEFAULT_TIER, help="the net's width")
    args = parser.parse_args(argv)
    policies = load_policies()
    parts = blind_parts()
    names = args.datasets or [*default_datasets()]
    report: dict[str, Any] = {}
    for name in names:
        folder = Path(name) if Path(name).is_dir() else DATASETS_DIR / name
        if not folder.is_dir():
            print(f"{name}: no such dataset folder, skipped", file=sys.stderr)
            continue
        report[name] = headline_only(
            score_cases(load_cases(folder), policies, args.risk_tier).as_dict(), parts.get(folder.name)
        )
    if args.real.is_file():
        rows = [json.loads(line) for line in args.real.read_text(encoding="utf-8").splitlines() if line.strip()]
        for split in REAL_SPLITS:
            labels = load_real_labels(split)
            real = score_real(
                [row for row in rows if row["id"] in labels], labels, policies, args.review_date, args.risk_tier
            ).as_dict()
            report[f"real-listings-{split}"] = headline_only(real, HELD_OUT if split == "holdout" else DEVELOPMENT)
        report["real-listings-all"] = score_real(rows, {}, policies, args.review_date, args.risk_tier).as_dict()
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(format_table(report, parts))
    return 0


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value * 100:.1f}%"


def format_table(report: dict[str, Any], parts: dict[str, str] | None = None) -> str:
    """The figures as Markdown; a held-out set is marked, so nobody mistakes tuned figures for evidence."""
    lines = [
        "| set | violating | false all-clear | finding recall | clean | answered clean | flagged | to a human |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for name, fig in report.items():
        if name.startswith("real-listings"):
            continue
        label = f"**{name} (held-out)**" if (parts or {}).get(name) == HELD_OUT else name
        lines.append(
            f"| {label} | {fig['violating']} | {_pct(fig['falseAllClearRate'])} | {_pct(fig['findingRecall'])} "
            f"| {fig['clean']} | {_pct(fig['cleanAnsweredCleanRate'])} | {_pct(fig['cleanFlaggedRate'])} "
            f"| {_pct(fig['cleanToHumanRate'])} |"
        )
    real = {name: fig for name, fig in report.items() if name.startswith("real-listings")}
    if real:
        lines += [
            "",
            "| real listings | listings | all-clear | findings | to a human | recall (labelled) | precision (labelled) "
            "| false all-clear (labelled violating) |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for name, fig in real.items():
            lines.append(
                f"| {name.removeprefix('real-listings-')} | {fig['listings']} | {_pct(fig['allClearShare'])} "
                f"| {_pct(fig['findingsShare'])} | {_pct(fig['toHumanShare'])} | {_pct(fig['labelledRecall'])} "
                f"| {_pct(fig['labelledPrecision'])} | {_pct(fig['labelledFalseAllClearRate'])} |"
            )
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
