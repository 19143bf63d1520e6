"""What the corpus under policies/ says: releases, their scope, and the finding codes each section allows.

A small reader of our own: the evaluation must judge the services against the files, so it does
not reuse the ingestion code it is judging.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from services.vocabulary import ALL_CATEGORIES

_FRONT_MATTER = re.compile(r"\A---\n(?P<yaml>.*?)\n---\n(?P<body>.*)\Z", re.DOTALL)
_SECTION_ID = re.compile(r"^Section id:\s*(?P<value>\S+)\s*$")
_FINDING_CODES = re.compile(r"^Finding codes:\s*(?P<value>.+?)\s*$")
_APPLIES_TO = re.compile(r"^Applies to (?P<what>conditions|categories):\s*(?P<value>.+?)\s*$")


class CorpusError(ValueError):
    """A policy file the reader cannot make sense of."""


@dataclass(frozen=True)
class Applicability:
    """The listing conditions and categories a section declares it applies to; None means any."""

    conditions: frozenset[str] | None = None
    categories: frozenset[str] | None = None

    def applies(self, condition: str, category: str) -> bool:
        return (self.conditions is None or condition in self.conditions) and (
            self.categories is None or category in self.categories or ALL_CATEGORIES in self.categories
        )


ANY_LISTING = Applicability()


@dataclass(frozen=True)
class PolicyRelease:
    """One policy file: a version of a policy in one (marketplace, locale) scope."""

    policy_id: str
    version: str
    marketplace: str
    locale: str
    categories: tuple[str, ...]
    effective_from: str
    sections: Mapping[str, frozenset[str]]
    applicability: Mapping[str, Applicability] = field(default_factory=dict)

    def applies(self, section_id: str, condition: str, category: str) -> bool:
        """Whether a section applies to a listing with this condition and category (no declaration: any)."""
        return self.applicability.get(section_id, ANY_LISTING).applies(condition, category)

    @property
    def scope(self) -> tuple[str, str, str]:
        return (self.policy_id, self.marketplace, self.locale)

    @property
    def label(self) -> str:
        return f"{self.policy_id}/{self.marketplace}/{self.locale}@{self.version}"

    def covers(self, marketplace: str, locale: str, category: str, review_date: str) -> bool:
        """The scope rule (docs/architecture.md "One review") minus the embedder: the evaluation has none."""
        return (
            self.marketplace == marketplace
            and self.locale == locale
            and (category in self.categories or ALL_CATEGORIES in self.categories)
            and self.effective_from <= review_date
        )


@dataclass(frozen=True)
class Corpus:
    """Every release found in the corpus folder.

    Each scope is a timeline (docs/architecture.md "Releases"): a release is in force from its effectiveFrom
    until the next release of its scope takes effect. The newest version of each scope is the active
    one, and the corpus version names the active releases.
    """

    releases: tuple[PolicyRelease, ...]

    def active(self) -> tuple[PolicyRelease, ...]:
        newest: dict[tuple[str, str, str], PolicyRelease] = {}
        for release in self.releases:
            current = newest.get(release.scope)
            if current is None or release.version > current.version:
                newest[release.scope] = release
        return tuple(sorted(newest.values(), key=lambda r: r.label))

    def retired(self) -> tuple[PolicyRelease, ...]:
        active = {r.label for r in self.active()}
        return tuple(sorted((r for r in self.releases if r.label not in active), key=lambda r: r.label))

    def find(self, policy_id: str, marketplace: str, locale: str, version: str) -> PolicyRelease | None:
        for release in self.releases:
            if (release.policy_id, release.marketplace, release.locale, release.version) == (
                policy_id,
                marketplace,
                locale,
                version,
            ):
                return release
        return None

    def in_force(self, review_date: str) -> tuple[PolicyRelease, ...]:
        """Per scope, the release in force on the date: each is in force until the next one's effective date."""
        latest: dict[tuple[str, str, str], PolicyRelease] = {}
        for release in self.releases:
            if release.effective_from > review_date:
                continue
            current = latest.get(release.scope)
            if current is None or (release.effective_from, release.version) > (current.effective_from, current.version):
                latest[release.scope] = release
        return tuple(sorted(latest.values(), key=lambda r: r.label))

    def in_scope(self, marketplace: str, locale: str, category: str, review_date: str) -> tuple[PolicyRelease, ...]:
        """Releases in force on the review date that apply to a listing."""
        return tuple(r for r in self.in_force(review_date) if r.covers(marketplace, locale, category, review_date))

    def fingerprint(self) -> str:
        """The corpus version: a hash of the active releases' identities (docs/evaluation.md)."""
        return fingerprint(r.label for r in self.active())


def fingerprint(labels: Iterable[str]) -> str:
    digest = hashlib.sha256("\n".join(sorted(labels)).encode()).hexdigest()
    return f"corpus-{digest[:12]}"


def _date_text(value: object) -> str:
    if isinstance(value, dt.date):
        return value.isoformat()
    text = str(value)
    try:
        return dt.date.fromisoformat(text).isoformat()
    except ValueError:
        raise CorpusError(f"not an ISO date: {text!r}") from None


def parse_policy(text: str, source: str = "<text>") -> PolicyRelease:
    match = _FRONT_MATTER.match(text.replace("\r\n", "\n"))
    if match is None:
        raise CorpusError(f"{source}: no YAML front matter")
    meta = yaml.safe_load(match["yaml"])
    if not isinstance(meta, dict):
        raise CorpusError(f"{source}: front matter is not a mapping")
    try:
        categories = meta["categories"]
        release_fields = {
            "policy_id": str(meta["policyId"]),
            "version": _date_text(meta["version"]),
            "marketplace": str(meta["marketplace"]),
            "locale": str(meta["locale"]),
            "effective_from": _date_text(meta["effectiveFrom"]),
        }
    except KeyError as missing:
        raise CorpusError(f"{source}: front matter lacks {missing}") from None
    if not isinstance(categories, list) or not categories:
        raise CorpusError(f"{source}: categories must be a non-empty list")
    sections, applicability = _sections(match["body"], source)
    return PolicyRelease(
        categories=tuple(str(c) for c in categories),
        sections=sections,
        applicability=applicability,
        **release_fields,
    )


def _sections(body: str, source: str) -> tuple[dict[str, frozenset[str]], dict[str, Applicability]]:
    sections: dict[str, frozenset[str]] = {}
    declared: dict[str, dict[str, frozenset[str]]] = {}
    section_id: str | None = None
    in_section = False
    for line in body.splitlines():
        if line.startswith("## "):
            if in_section and section_id is None:
                raise CorpusError(f"{source}: a section lacks 'Section id:'")
            in_section, section_id = True, None
            continue
        if not in_section:
            continue
        if (found := _SECTION_ID.match(line)) is not None:
            section_id = found["value"]
        elif (found := _FINDING_CODES.match(line)) is not None:
            if section_id is None:
                raise CorpusError(f"{source}: 'Finding codes:' before 'Section id:'")
            sections[section_id] = _names(found["value"])
        elif (found := _APPLIES_TO.match(line)) is not None:
            if section_id is None:
                raise CorpusError(f"{source}: 'Applies to {found['what']}:' before 'Section id:'")
            declared.setdefault(section_id, {})[found["what"]] = _names(found["value"])
    if in_section and section_id is None:
        raise CorpusError(f"{source}: a section lacks 'Section id:'")
    if not sections:
        raise CorpusError(f"{source}: no sections")
    applicability = {
        key: Applicability(conditions=value.get("conditions"), categories=value.get("categories"))
        for key, value in declared.items()
    }
    return sections, applicability


def _names(value: str) -> frozenset[str]:
    return frozenset(name.strip() for name in value.split(",") if name.strip())


def load_corpus(directory: Path) -> Corpus:
    """Reads every policy file under directory (README.md files are documentation, not policies)."""
    paths = sorted(p for p in directory.rglob("*.md") if p.name.lower() != "readme.md")
    if not paths:
        raise CorpusError(f"no policy files under {directory}")
    return Corpus(tuple(parse_policy(p.read_text(encoding="utf-8"), str(p)) for p in paths))
