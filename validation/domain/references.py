"""Recognises what an answer cites in its own words and keeps only what retrieval supplied.

Every form of reference a model can write is recognised: URLs of any scheme, bare domains (with or
without ``www.`` or a path), e-mail addresses, file paths (relative, ``./``, absolute, ``~``-relative,
Windows drive and UNC paths, API-looking ``/api/...`` routes, bare file names), evidence ids
(``SOURCE_n``), policy versions ("version 2026-09-15") and section ids ("section 4.2"). A reference
stays only when a retrieved passage's metadata carries it (source URL, its host, corpus path,
evidence id, policy version, section id or heading) or the passage's own text contains it as a
token. Domains are recognised with the Public Suffix List (tldextract's bundled snapshot), not a
hand list of endings.

Pure: no I/O (the snapshot is bundled with the package).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property

import tldextract

from services.records import NumberedPassage

# Bundled snapshot only: no list URLs and no cache, so recognising a domain never fetches.
_PSL = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None, fallback_to_snapshot=True)
_PSL("example.com")  # load the list now rather than during the first answer

# Characters that end a reference: whitespace, brackets, quotes and list separators.
_TOKEN = re.compile(r"[^\s()\[\]{}<>\"'`“”‘’,;|*]+")
_TRAILING = ".:!?"
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://")
_WINDOWS = re.compile(r"^(?:[A-Za-z]:[\\/]|\\\\)")
_HOME = re.compile(r"^~[\w.-]*[/\\]")
_EVIDENCE = re.compile(r"SOURCE_\d+", re.IGNORECASE)
_EVIDENCE_SHAPE = re.compile(r"^SOURCE_\d{1,6}$")
_DOTTED = re.compile(r"^[\w-]+(?:\.[\w-]+)+$")
_EXTENSION = re.compile(r"\.([A-Za-z0-9]{1,8})$")
# File types a bare name ("config.yaml") is a file of; a dotted name with another ending is checked as
# a domain, and anything else ("os.path", "v2.0") is prose or code, not a reference.
FILE_EXTENSIONS = frozenset(
    [
        "py",
        "pyi",
        "pyx",
        "md",
        "rst",
        "txt",
        "toml",
        "cfg",
        "ini",
        "conf",
        "yaml",
        "yml",
        "json",
        "jsonl",
        "xml",
        "csv",
        "tsv",
        "sql",
        "java",
        "kt",
        "ts",
        "tsx",
        "js",
        "jsx",
        "mjs",
        "go",
        "rs",
        "c",
        "h",
        "cc",
        "cpp",
        "hpp",
        "cs",
        "rb",
        "php",
        "sh",
        "bash",
        "zsh",
        "ps1",
        "bat",
        "env",
        "lock",
        "log",
        "pem",
        "key",
        "crt",
        "proto",
        "html",
        "htm",
        "css",
        "scss",
        "vue",
        "swift",
        "gradle",
        "properties",
        "dockerfile",
        "mk",
    ]
)
# "version 2026-09-15", "v2.3", "section 4.2", "§ 4": the word, then the value a citation would carry.
_VERSION = re.compile(r"(?i)\b(?:version|release|edition)\s+(v?\d[\w.-]*)|\b(v\d+(?:[.-]\d+)+)\b")
_SECTION = re.compile(r"(?i)(?:\bsection|\bclause|\bparagraph|§)\s*(\d[\w.-]*|[a-z0-9]+(?:-[a-z0-9]+)+)")


class ReferenceKind(StrEnum):
    """Names equal the proto's ReferenceKind without its prefix."""

    URL = "URL"
    DOMAIN = "DOMAIN"
    PATH = "PATH"
    EVIDENCE_ID = "EVIDENCE_ID"
    VERSION = "VERSION"
    SECTION = "SECTION"


@dataclass(frozen=True)
class Reference:
    """One reference in an answer: where it is and what kind it is (its text stays in the answer)."""

    kind: ReferenceKind
    start: int
    end: int


def _bare(url: str) -> str:
    """A URL without scheme, ``www.`` and trailing slash, its host in lower case, for comparison."""
    rest = _SCHEME.sub("", url, count=1)
    host, slash, path = rest.partition("/")
    return (host.lower().removeprefix("www.") + slash + path).rstrip("/")


def _host(domain_like: str) -> str:
    host = domain_like.split("/", 1)[0].split("@")[-1].split(":", 1)[0].lower()
    return host.removeprefix("www.")


def is_domain(token: str) -> bool:
    """A host name under a real public suffix ("evil-store.com", "shop.example.co.uk"), or www.-anything."""
    host = token.split("/", 1)[0].split(":", 1)[0]
    if not _DOTTED.fullmatch(host) or host.replace(".", "").replace("-", "").isdigit():
        return False
    if host.lower().startswith("www."):
        return True
    parts = _PSL(host)
    return bool(parts.domain and parts.suffix)


def classify(token: str) -> ReferenceKind | None:
    """The kind of reference one token is, or None for prose and code."""
    if _SCHEME.search(token):
        return ReferenceKind.URL
    if _EVIDENCE.fullmatch(token):
        return ReferenceKind.EVIDENCE_ID
    if _WINDOWS.match(token) or _HOME.match(token) or token.startswith(("./", "../", ".\\", "..\\")):
        return ReferenceKind.PATH
    if token.startswith("/") and len(token) > 1 and re.match(r"/[\w.~-]", token):
        return ReferenceKind.PATH
    if "@" in token:
        mailbox, _, host = token.rpartition("@")
        return ReferenceKind.DOMAIN if mailbox and is_domain(host) else None
    if "\\" in token:
        return ReferenceKind.PATH
    if "/" in token:
        head, *rest = token.split("/")
        if is_domain(head):
            return ReferenceKind.DOMAIN
        tail = rest[-1] if rest else ""
        # Two segments without a file type are prose ("and/or", "24/7", "buyer/seller").
        if _EXTENSION.search(tail) or len(rest) >= 2 or any("_" in part or "." in part for part in (head, *rest)):
            return ReferenceKind.PATH
        return None
    extension = _EXTENSION.search(token)
    if extension and _DOTTED.fullmatch(token) and extension.group(1).lower() in FILE_EXTENSIONS:
        return ReferenceKind.PATH
    if is_domain(token):
        return ReferenceKind.DOMAIN
    return None


def find_references(text: str) -> list[Reference]:
    """Every reference in ``text``, in order, non-overlapping."""
    found: list[Reference] = []
    for match in _TOKEN.finditer(text):
        raw = match.group(0)
        core = raw.rstrip(_TRAILING)
        if not core:
            continue
        kind = classify(core)
        if kind is not None:
            found.append(Reference(kind, match.start(), match.start() + len(core)))
        elif _EVIDENCE.search(core):
            # An id glued to other text ("SOURCE_9's"): the id alone is the reference.
            for inner in _EVIDENCE.finditer(core):
                found.append(
                    Reference(ReferenceKind.EVIDENCE_ID, match.start() + inner.start(), match.start() + inner.end())
                )
    taken = [(r.start, r.end) for r in found]
    for pattern, kind in ((_VERSION, ReferenceKind.VERSION), (_SECTION, ReferenceKind.SECTION)):
        for match in pattern.finditer(text):
            group = 1 if match.group(1) else 2
            start, end = match.span(group)
            value = text[start:end].rstrip(_TRAILING)
            end = start + len(value)
            if value and not any(s < end and start < e for s, e in taken):
                found.append(Reference(kind, start, end))
                taken.append((start, end))
    return sorted(found, key=lambda r: r.start)


def _tokens(text: str) -> set[str]:
    return {token.rstrip(_TRAILING) for token in _TOKEN.findall(text)}


@dataclass(frozen=True)
class Retrieved:
    """What retrieval supplied for one answer: the only references it may keep."""

    passages: tuple[NumberedPassage, ...]

    @classmethod
    def of(cls, passages: Iterable[NumberedPassage]) -> Retrieved:
        return cls(tuple(passages))

    @cached_property
    def evidence_ids(self) -> frozenset[str]:
        return frozenset(p.evidence_id for p in self.passages)

    @cached_property
    def urls(self) -> frozenset[str]:
        return frozenset(p.passage.source_url.rstrip("/") for p in self.passages if p.passage.source_url)

    @cached_property
    def hosts(self) -> frozenset[str]:
        """Each source URL's host and its registered domain (sellercentral.amazon.com, amazon.com)."""
        hosts: set[str] = set()
        for url in self.urls:
            host = _host(_SCHEME.sub("", url, count=1))
            hosts.add(host)
            registered = _PSL(host).top_domain_under_public_suffix
            if registered:
                hosts.add(registered.lower())
        return frozenset(hosts)

    @cached_property
    def paths(self) -> frozenset[str]:
        return frozenset(p.passage.path for p in self.passages if p.passage.path)

    @cached_property
    def corpus_paths(self) -> frozenset[str]:
        return frozenset(f"{p.passage.corpus}/{p.passage.path}" for p in self.passages if p.passage.path)

    @cached_property
    def versions(self) -> frozenset[str]:
        return frozenset(p.passage.policy_version.lower() for p in self.passages if p.passage.policy_version)

    @cached_property
    def sections(self) -> frozenset[str]:
        names = {p.passage.section_id.lower() for p in self.passages if p.passage.section_id}
        return frozenset(names | {p.passage.heading.lower() for p in self.passages if p.passage.heading})

    @cached_property
    def text_tokens(self) -> frozenset[str]:
        tokens: set[str] = set()
        for passage in self.passages:
            tokens |= _tokens(passage.passage.text)
        return frozenset(tokens)

    @cached_property
    def text(self) -> str:
        return "\n".join(p.passage.text for p in self.passages)

    def _path(self, reference: str) -> bool:
        # Retrieved paths are corpus-relative; a model may shorten one to its tail (psycopg.py for
        # pgvector/psycopg.py) or prefix the corpus. An absolute, ~ or drive path is never metadata.
        relative = reference.removeprefix("./").replace("\\", "/")
        if relative.startswith(("/", "~", "../")) or _WINDOWS.match(reference):
            return False
        if relative in self.corpus_paths:
            return True
        return any(path == relative or path.endswith("/" + relative) for path in self.paths)

    def carries(self, kind: ReferenceKind, reference: str) -> bool:
        """Whether retrieval supplied this reference: in a passage's metadata, or as a token of its text."""
        if kind is ReferenceKind.EVIDENCE_ID:
            return reference in self.evidence_ids
        if reference in self.text_tokens:
            return True
        if kind is ReferenceKind.URL:
            return reference.rstrip("/") in self.urls
        if kind is ReferenceKind.DOMAIN:
            if "@" in reference:
                return False  # an address at a real host is still invented unless a passage quotes it
            if "/" in reference.rstrip("/"):
                return _bare(reference) in {_bare(url) for url in self.urls}
            return _host(reference) in self.hosts
        if kind is ReferenceKind.PATH:
            return self._path(reference)
        if kind is ReferenceKind.VERSION:
            value = reference.lower()
            return value in self.versions or value.removeprefix("v") in self.versions or _in_text(reference, self.text)
        if kind is ReferenceKind.SECTION:
            return reference.lower() in self.sections or _in_text(reference, self.text)
        return False


def _in_text(value: str, text: str) -> bool:
    return re.search(rf"(?<![\w.-]){re.escape(value)}(?![\w-]|\.\w)", text, re.IGNORECASE) is not None


@dataclass(frozen=True)
class Removal:
    """A reference taken out of the answer: its kind, its 1-based place among the removals, and the
    evidence id when it was one of our own id shape (never the model's other text)."""

    kind: ReferenceKind
    occurrence: int
    evidence_id: str = ""


def scrub(text: str, retrieved: Retrieved, marker: str) -> tuple[str, tuple[Removal, ...]]:
    """``text`` with every reference retrieval did not supply replaced by ``marker``."""
    pieces: list[str] = []
    removals: list[Removal] = []
    last = 0
    for reference in find_references(text):
        value = text[reference.start : reference.end]
        if retrieved.carries(reference.kind, value):
            continue
        pieces.append(text[last : reference.start])
        pieces.append(marker)
        last = reference.end
        evidence = value.upper() if reference.kind is ReferenceKind.EVIDENCE_ID else ""
        removals.append(
            Removal(reference.kind, len(removals) + 1, evidence if _EVIDENCE_SHAPE.fullmatch(evidence) else "")
        )
    pieces.append(text[last:])
    return "".join(pieces), tuple(removals)


def evidence_shape(value: str) -> str:
    """``value`` when it has the shape of our evidence ids (SOURCE_n), else empty: safe to echo back."""
    return value if _EVIDENCE_SHAPE.fullmatch(value) else ""


def cited_ids(text: str, retrieved: Retrieved) -> set[str]:
    return {
        match.group(0) for match in re.finditer(r"\bSOURCE_\d{1,6}\b", text) if match.group(0) in retrieved.evidence_ids
    }
