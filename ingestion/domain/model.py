"""The corpus as the domain sees it: scopes, documents, sections, chunks, stored releases, deterministic ids."""

from __future__ import annotations

import hashlib
import unicodedata
import uuid
from dataclasses import dataclass
from datetime import date, datetime
from functools import cached_property

from services.rulepack import EditionScope
from services.vocabulary import FindingCode, ListingCondition, Marketplace, ReleaseStatus

# Fixed forever: changing it would change every release and chunk id already stored.
ID_NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "urn:policy-review:ingestion")


@dataclass(frozen=True, order=True)
class PolicyScope:
    """Where one release at a time is ACTIVE: (policy_id, marketplace, locale)."""

    policy_id: str
    marketplace: Marketplace
    locale: str

    def __str__(self) -> str:
        return f"{self.policy_id} {self.marketplace}/{self.locale}"


# A timeline's key: a policy's scope, or a rule pack edition's scope (services/rulepack.py: marketplaces, locales,
# categories, empty = all). Both kinds of release share the workflow; the store keeps them in their own tables.
Scope = PolicyScope | EditionScope

# The embedding model a rule pack edition is recorded with: it has no chunks, so no embedding space.
NO_EMBEDDING = "none"
# What reports and the audit history call the rules pack where a policy would have its id.
RULES_PACK = "rules"


def scope_order(scope: Scope) -> tuple[int, str]:
    """One global order of scopes of both kinds (the publish locks are taken in it): policies first."""
    return (0, str(scope)) if isinstance(scope, PolicyScope) else (1, str(scope))


def edition_scope_text(scope: EditionScope) -> str:
    """The scope as the store keys it (migration 0013, rule_pack_scope()): marketplaces/locales/categories."""
    return "/".join(",".join(values) for values in (scope.marketplaces, scope.locales, scope.categories))


@dataclass(frozen=True)
class RulesDocument:
    """One validated rule pack edition file, as publishing sees it: its header and its content hash."""

    source: str
    version: str
    effective_from: date
    scope: EditionScope
    checksum: str

    @cached_property
    def release_id(self) -> uuid.UUID:
        return uuid.uuid5(ID_NAMESPACE, f"rules/{edition_scope_text(self.scope)}/{self.version}")


@dataclass(frozen=True)
class PolicySection:
    section_id: str
    heading: str
    finding_codes: tuple[FindingCode, ...]
    text: str
    # 1-based lines of the heading and of its 'Finding codes:' line, for error messages.
    line: int
    codes_line: int
    # Empty: the section applies to every listing condition / category its release covers.
    applies_to_conditions: tuple[ListingCondition, ...] = ()
    applies_to_categories: tuple[str, ...] = ()


@dataclass(frozen=True)
class PolicyDocument:
    """One validated policy file: front matter, its ``##`` sections and the checksum of its normalized text."""

    source: str
    policy_id: str
    version: str
    marketplace: Marketplace
    locale: str
    categories: tuple[str, ...]
    effective_from: date
    source_url: str
    retrieved_at: datetime
    title: str
    supported_finding_codes: tuple[FindingCode, ...]
    sections: tuple[PolicySection, ...]
    checksum: str

    @property
    def scope(self) -> PolicyScope:
        return PolicyScope(self.policy_id, self.marketplace, self.locale)

    @cached_property
    def release_id(self) -> uuid.UUID:
        # Cached: a publish run asks for it once per chunk and statement, and uuid5 hashes every time.
        return release_id(self.scope, self.version)


@dataclass(frozen=True)
class PolicyChunk:
    """A piece of one section, with what gets embedded and the hash that keys the embedding cache."""

    chunk_id: uuid.UUID
    section_id: str
    section_heading: str
    ordinal: int
    text: str
    finding_codes: tuple[FindingCode, ...]
    embedding_text: str
    content_hash: str
    section_chunk_count: int
    applies_to_conditions: tuple[ListingCondition, ...] = ()
    applies_to_categories: tuple[str, ...] = ()


@dataclass(frozen=True)
class StoredRelease:
    """What the store knows about a release when deciding what to do with a file."""

    release_id: uuid.UUID
    version: str
    checksum: str
    status: ReleaseStatus
    embedding_model: str


def release_id(scope: PolicyScope, version: str) -> uuid.UUID:
    return uuid.uuid5(ID_NAMESPACE, f"release/{scope.policy_id}/{scope.marketplace}/{scope.locale}/{version}")


def chunk_id(release: uuid.UUID, section_id: str, ordinal: int) -> uuid.UUID:
    return uuid.uuid5(ID_NAMESPACE, f"chunk/{release}/{section_id}/{ordinal}")


def normalize_text(text: str) -> str:
    """The form checksums and line numbers refer to.

    Byte-order mark, line endings, Unicode composition and trailing whitespace are editor
    accidents, not policy changes: re-saving a file must not make its version "changed".
    """
    text = unicodedata.normalize("NFC", text.removeprefix("\ufeff"))
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines) + "\n"


def checksum(text: str) -> str:
    """SHA-256 of the normalized file content."""
    return hashlib.sha256(normalize_text(text).encode("utf-8")).hexdigest()


def content_hash(embedding_text: str) -> str:
    return hashlib.sha256(embedding_text.encode("utf-8")).hexdigest()
