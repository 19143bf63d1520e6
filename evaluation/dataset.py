"""Reviewed datasets: a manifest, a JSON Lines file of cases, and the SHA-256 that ties them together."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic.alias_generators import to_camel

from services.vocabulary import FindingCode, ListingCondition, Marketplace, ReviewStatus

DATASETS_DIR = Path(__file__).resolve().parent / "datasets"
MANIFEST_FILE = "manifest.json"


class DatasetError(ValueError):
    """A dataset that cannot be trusted: missing, malformed, or not the file its manifest describes."""


class _Model(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, frozen=True, extra="forbid")


class ListingRequest(_Model):
    """The listing as the public API takes it (docs/architecture.md "Request limits"), without includeDiagnostics."""

    listing_id: str = Field(min_length=1, max_length=128)
    marketplace: Marketplace
    locale: str = Field(min_length=2, max_length=35)
    category: str = Field(min_length=1, max_length=100, pattern=r"^[A-Z][A-Z0-9_]*$")
    title: str = Field(min_length=1, max_length=200)
    description: str = Field(min_length=1, max_length=5000)
    condition: ListingCondition
    price: float = Field(ge=0)
    attributes: dict[str, str] = Field(default_factory=dict, max_length=50)
    # Required here although the API defaults it: "today" would make scope, and so every
    # expectation, depend on the day the evaluation runs.
    review_date: str

    @field_validator("review_date")
    @classmethod
    def _iso_date(cls, value: str) -> str:
        return dt.date.fromisoformat(value).isoformat()


class SectionRef(_Model):
    policy_id: str = Field(min_length=1)
    section_id: str = Field(min_length=1)


class ExpectedFinding(_Model):
    """A finding a human reviewer expects, and the policy sections that support it."""

    code: FindingCode
    sections: tuple[SectionRef, ...] = Field(min_length=1)


class ExcludedRelease(_Model):
    """A release that must never be in scope nor cited for this case; no version means any version."""

    policy_id: str = Field(min_length=1)
    version: str | None = None
    reason: str = Field(min_length=1)


class Expected(_Model):
    status: ReviewStatus
    requires_human_review: bool
    model_call: bool
    findings: tuple[ExpectedFinding, ...] = ()
    excluded_releases: tuple[ExcludedRelease, ...] = ()
    # Codes a reviewer should signal although no section in scope supports them: the answer must
    # send them to a human (NO_POLICY_IN_SCOPE), never give an all-clear. Not counted in finding recall.
    ungrounded_codes: tuple[FindingCode, ...] = ()


class Case(_Model):
    id: str = Field(min_length=1, max_length=128, pattern=r"^[a-z0-9][a-z0-9-]*$")
    note: str = Field(min_length=1)
    tags: tuple[str, ...] = ()
    request: ListingRequest
    expected: Expected

    @property
    def expected_codes(self) -> frozenset[str]:
        return frozenset(f.code.value for f in self.expected.findings)

    @property
    def expected_policy_ids(self) -> frozenset[str]:
        return frozenset(s.policy_id for f in self.expected.findings for s in f.sections)

    @property
    def expected_sections(self) -> frozenset[tuple[str, str]]:
        return frozenset((s.policy_id, s.section_id) for f in self.expected.findings for s in f.sections)


class RetiredRelease(_Model):
    policy_id: str
    marketplace: Marketplace
    locale: str
    version: str


class Manifest(_Model):
    name: str
    version: str
    case_count: int = Field(ge=1)
    created: str
    description: str
    cases_file: str
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    retired_releases: tuple[RetiredRelease, ...] = ()
    # Blind sets only (docs/evaluation.md, "The protocol"): "development" may be read and tuned on,
    # "held-out" is only ever scored. A held-out set is retired by changing this field, never its cases.
    part: Literal["development", "held-out"] | None = None


@dataclass(frozen=True)
class Dataset:
    manifest: Manifest
    cases: tuple[Case, ...]
    sha256: str

    @property
    def name(self) -> str:
        return self.manifest.name

    def case(self, case_id: str) -> Case:
        for case in self.cases:
            if case.id == case_id:
                return case
        raise KeyError(case_id)


def dataset_dir(name_or_path: str) -> Path:
    """A dataset by name (a folder under evaluation/datasets/) or by path to its folder."""
    candidate = Path(name_or_path)
    if candidate.is_dir() and (candidate / MANIFEST_FILE).is_file():
        return candidate
    named = DATASETS_DIR / name_or_path
    if "/" not in name_or_path and (named / MANIFEST_FILE).is_file():
        return named
    raise DatasetError(f"no dataset named or located at {name_or_path!r}")


def sha256_file(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def load_dataset(name_or_path: str) -> Dataset:
    """Loads and verifies a dataset; a cases file whose SHA-256 differs from the manifest is refused."""
    folder = dataset_dir(name_or_path)
    try:
        manifest = Manifest.model_validate_json((folder / MANIFEST_FILE).read_bytes())
    except ValidationError as error:
        raise DatasetError(f"{folder / MANIFEST_FILE}: invalid manifest ({error.error_count()} errors)") from None
    cases_path = folder / manifest.cases_file
    if cases_path.parent.resolve() != folder.resolve():
        raise DatasetError("the cases file must sit beside its manifest")
    if not cases_path.is_file():
        raise DatasetError(f"{cases_path}: missing")
    actual = sha256_file(cases_path)
    if actual != manifest.sha256:
        raise DatasetError(
            f"{cases_path}: SHA-256 {actual} differs from the manifest's {manifest.sha256}; refusing a changed dataset"
        )
    cases = _parse_cases(cases_path)
    if len(cases) != manifest.case_count:
        raise DatasetError(f"{cases_path}: {len(cases)} cases, the manifest says {manifest.case_count}")
    return Dataset(manifest=manifest, cases=cases, sha256=actual)


def _parse_cases(path: Path) -> tuple[Case, ...]:
    cases: list[Case] = []
    seen: set[str] = set()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            case = Case.model_validate(json.loads(line))
        except (json.JSONDecodeError, ValidationError) as error:
            raise DatasetError(f"{path}:{number}: invalid case ({type(error).__name__})") from None
        if case.id in seen:
            raise DatasetError(f"{path}:{number}: duplicate case id {case.id}")
        seen.add(case.id)
        cases.append(case)
    return tuple(cases)
