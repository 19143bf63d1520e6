"""The rules pack as data: editions of the risk signals file beside the policies, each loaded once, keyed by
content hash, and the rules identity.

The pack is knowledge a policy owner changes (policies/rules/), so it is a reviewed data file, not code.
Each ``*.yaml`` file there is one **edition**: a header (``version``, ``effectiveFrom``, ``scope``) and the
pack. Ingestion publishes editions on a timeline like policy releases (docs/ingestion.md, "Rule pack
editions"); retrieval resolves the edition in force for a review and names it by content hash; the parts
that read the pack (detectors, the risk-signal net, finding texts) read the edition the review names
(``using_edition``), or the shipped one (``risk-signals.yaml``) outside a review. Loading validates an
edition fully and fails with the file and the signal named, never half-loaded. The rules identity
(``edition_identity``) is a content hash over the edition, the net model and the detector code, so a
report or a review record that names it proves which rules produced it: it changes whenever any does.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from services.clauses import PatternGroup, sentence_anchored
from services.structure import STRUCTURAL_CHECKS, Ladder, Placeholders, parse_ladder, parse_placeholders
from services.values import is_category, is_locale, parse_date
from services.vocabulary import (
    ABSENT_FINDING_CODES,
    FindingCode,
    ListingCondition,
    ListingField,
    Marketplace,
    Severity,
)

RULES_DIR = Path(__file__).resolve().parent.parent / "policies" / "rules"
RISK_SIGNALS_FILE = RULES_DIR / "risk-signals.yaml"
# The name every edition is hashed under for its identity, so the identity depends on content, never on the
# file's name (the shipped edition's identity is what it was before editions existed).
_IDENTITY_NAME = RISK_SIGNALS_FILE.name
# The source files whose content is the offline reviewer's knowledge beside the pack.
# The code whose change can change an answer, hashed into the identity: the detectors, the net and every module
# they read listings with (tests/validation/test_rule_identity_sources.py keeps this closed under their imports).
RULE_SOURCE_MODULES = (
    "detectors", "risk_signals", "net_model", "structure", "statements", "facets", "shapes", "clauses", "textnorm",
    "finding_gate",
)  # fmt: skip
_RULE_SOURCES = tuple(Path(__file__).resolve().parent / f"{module}.py" for module in RULE_SOURCE_MODULES)
# Tiers of the net: 1 rare vocabulary, 2 broader wording and structural checks, 3 absence.
TIERS = (1, 2, 3)
# The fields a signal may read; CATEGORY lets an absence signal name what kind of item it is.
SIGNAL_FIELDS = frozenset(
    {ListingField.TITLE, ListingField.DESCRIPTION, ListingField.ATTRIBUTES, ListingField.CATEGORY}
)


class RulePackError(ValueError):
    """A pack file that cannot be used: unreadable, or a signal that is not well formed."""


# Named lists (the pack's ``lists`` section): alternatives a pattern anywhere in the pack names as ``{{name}}``, written
# once and expanded at parse time to ``(?:first|second|...)``, so the compiled patterns are what the list written out by
# hand in each place would give. Code reads some of them too (``RiskPack.lists``): every edition must have those.
PAYMENT_ROUTES = "paymentRoutes"
# The words that name a look ("Farmhouse Style", "Rattan-inspired"), not a maker (services/detectors.py,
# maker_worn_as_a_look; twenty-second round).
LOOK_WORDS = "lookWords"
# Things with moving parts and no power whose working order is the buyer's question (services/risk_signals.py,
# function_without_status; thirty-second round).
MOVING_MECHANISMS = "movingMechanisms"
# Words that count an item's stacked levels, one as good as another (services/structure.py, count_mismatch;
# thirty-seventh round).
LEVEL_WORDS = "levelWords"
LISTS_CODE_READS = frozenset({PAYMENT_ROUTES, LOOK_WORDS, MOVING_MECHANISMS, LEVEL_WORDS})
_LIST_NAME = re.compile(r"[a-z][A-Za-z0-9]*")
_LIST_REFERENCE = re.compile(r"\{\{\s*([^{}]*?)\s*\}\}")
# Keys whose strings are listings or prose, never patterns: a reference there is not expanded.
_NOT_PATTERNS = frozenset({"positives", "near_misses", "findings", "lists"})


def parse_lists(raw: Any) -> dict[str, str]:
    """The pack's named lists, each as the alternation a reference expands to."""
    where = f"{RISK_SIGNALS_FILE.name}: lists"
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise RulePackError(f"{where}: needs a mapping of names to lists of patterns")
    lists: dict[str, str] = {}
    for name, entries in raw.items():
        if not isinstance(name, str) or not _LIST_NAME.fullmatch(name):
            raise RulePackError(f"{where}: {name!r}: a name is a word in camelCase, such as paymentRoutes")
        if not isinstance(entries, list) or not entries or not all(isinstance(e, str) and e for e in entries):
            raise RulePackError(f"{where}: {name}: needs a non-empty list of patterns")
        if len(set(entries)) != len(entries):
            raise RulePackError(f"{where}: {name}: each entry once")
        for entry in entries:
            if _LIST_REFERENCE.search(entry):
                raise RulePackError(f"{where}: {name}: an entry cannot name another list ({entry!r})")
            _compile(entry, f"{where}: {name}")
        lists[name] = "(?:" + "|".join(entries) + ")"
    return lists


def _expanded(node: Any, lists: Mapping[str, str], where: str) -> Any:
    """The pack's raw tree with every ``{{name}}`` in a pattern replaced by its list; an unknown name is an error
    naming where it is written."""
    if isinstance(node, str):
        if "{{" not in node:
            return node

        def expand(reference: re.Match[str]) -> str:
            if reference.group(1) not in lists:
                known = ", ".join(sorted(lists)) or "none"
                raise RulePackError(f"{where}: unknown list {reference.group()!r} (the pack's lists: {known})")
            return lists[reference.group(1)]

        return _LIST_REFERENCE.sub(expand, node)
    if isinstance(node, list):
        return [_expanded(item, lists, where) for item in node]
    if isinstance(node, dict):
        return {
            key: value if key in _NOT_PATTERNS else _expanded(value, lists, f"{where}: {key}")
            for key, value in node.items()
        }
    return node


@dataclass(frozen=True)
class Example:
    """A listing in brief, as the pack's positives and near misses give it."""

    title: str = ""
    description: str = ""
    condition: ListingCondition = ListingCondition.USED
    category: str = "GENERAL"
    attributes: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class RiskSignal:
    code: FindingCode
    name: str
    tier: int
    fields: frozenset[ListingField]
    conditions: frozenset[ListingCondition]
    patterns: tuple[re.Pattern[str], ...]
    absent: tuple[re.Pattern[str], ...]
    ignore: tuple[re.Pattern[str], ...]
    negatable: bool
    check: str | None
    detect: bool
    positives: tuple[Example, ...]
    near_misses: tuple[Example, ...]
    # The patterns as one alternation: one scan of the text instead of one per pattern (the earliest match wins).
    combined: re.Pattern[str] | None = None
    # Wordings that spare a match: searched in the match's own sentence less the match, they say the words belong to
    # something else than the seller's offer (an address printed on the item's label). A policy owner's knowledge, so
    # data beside the patterns; read only once a pattern has matched.
    spared_by: tuple[re.Pattern[str], ...] = ()
    # The same patterns as a group, each behind its own literal gate (clauses.first_match_of finds what the
    # alternation's first match would be). Made from the patterns with the signal, so it never disagrees with them
    # and a pack reload builds its own.
    wording: PatternGroup = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "wording", PatternGroup(self.patterns))


@dataclass(frozen=True)
class FindingText:
    """A code's one severity, message and recommended action."""

    severity: Severity
    message: str
    action: str


@dataclass(frozen=True)
class RiskPack:
    version: str
    findings: dict[FindingCode, FindingText]
    exemptions: tuple[re.Pattern[str], ...]
    signals: tuple[RiskSignal, ...]
    sha256: str
    # The condition grade ladder the structural grade check reads (services/structure.py).
    condition_grades: Ladder
    # The one list of placeholder values the structural checks and the detectors read (services/structure.py).
    placeholders: Placeholders
    # The makers a run of other brands is read against (keyword spam, services/detectors.py ``rival_brand_run``).
    rival_brands: RivalBrands
    # The locales whose working-order section asks why an item was not tested (services/detectors.py).
    untested_needs_reason: frozenset[str] = frozenset()
    # The named lists by name, each as the alternation a pattern's ``{{name}}`` expands to (code reads some).
    lists: Mapping[str, str] = field(default_factory=dict)
    # Pairs of feature words that cannot both be true of one item ("cordless" and "corded"), each side compiled as a
    # whole word (services/structure.py, title_feature_opposed; thirty-third round).
    opposed_features: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = ()


@dataclass(frozen=True)
class RivalBrands:
    """The pack's list of well-known makers, by kind of goods, that keyword spam reads only as runs ("Yeti
    Stanley Owala"): three or more of them, other than the listing's own, named together. ``wordlike`` are the
    makers whose names are everyday words ("Shark", "Coach"): they count only capitalised, and a run needs two
    makers besides them. The examples are listings in brief the suite runs through the check: a run in each
    positive, none in each near miss. Hashed and compared by its names alone (frozensets cache their hash), so a
    cache may key on it cheaply."""

    names: frozenset[str]
    wordlike: frozenset[str]
    positives: tuple[Example, ...] = field(default=(), compare=False)
    near_misses: tuple[Example, ...] = field(default=(), compare=False)
    # Derived once: the longest name in words, and every word that may start a name (plurals read by their
    # singular, so "crocs" and "squishmallows" start one too).
    longest: int = 1
    first_words: frozenset[str] = frozenset()


_RIVAL_KEYS = frozenset({"makers", "wordlike", "positives", "near_misses"})


def parse_rival_brands(raw: Any) -> RivalBrands:
    """The list from the pack's ``rivalBrands`` section: makers by kind of goods, lower case, each once."""
    where = f"{RISK_SIGNALS_FILE.name}: rivalBrands"
    if not isinstance(raw, dict) or set(raw) - _RIVAL_KEYS or not isinstance(raw.get("makers"), dict):
        raise RulePackError(f"{where}: needs a 'makers' mapping of kinds of goods to names (and {sorted(_RIVAL_KEYS)})")
    names: list[str] = []
    for kind, group in raw["makers"].items():
        if not isinstance(group, list) or not group or not all(isinstance(n, str) and n for n in group):
            raise RulePackError(f"{where}: {kind}: needs a non-empty list of names")
        names.extend(group)
    wordlike = raw.get("wordlike") or []
    if not isinstance(wordlike, list) or not all(isinstance(n, str) for n in wordlike):
        raise RulePackError(f"{where}: wordlike must be a list of names")
    if any(n != " ".join(n.lower().split()) for n in (*names, *wordlike)):
        raise RulePackError(f"{where}: names are written lower case, single-spaced")
    if len(set(names)) != len(names) or len(set(wordlike)) != len(wordlike):
        raise RulePackError(f"{where}: each name once")
    if not set(wordlike) <= set(names):
        raise RulePackError(f"{where}: wordlike names must be makers: {sorted(set(wordlike) - set(names))}")
    positives = tuple(_example(e, where) for e in raw.get("positives") or ())
    near_misses = tuple(_example(e, where) for e in raw.get("near_misses") or ())
    if not positives or not near_misses:
        raise RulePackError(f"{where}: needs positive and near-miss examples")
    return RivalBrands(
        names=frozenset(names),
        wordlike=frozenset(wordlike),
        positives=positives,
        near_misses=near_misses,
        longest=max(len(n.split()) for n in names),
        first_words=frozenset(n.split()[0] for n in names) | frozenset(f"{n}s" for n in names if " " not in n),
    )


def _compile(pattern: Any, where: str) -> re.Pattern[str]:
    if not isinstance(pattern, str) or not pattern:
        raise RulePackError(f"{where}: a pattern must be a non-empty string")
    try:
        return re.compile(pattern, re.IGNORECASE)
    except re.error as error:
        raise RulePackError(f"{where}: invalid pattern ({error})") from None


def _example(raw: Any, where: str) -> Example:
    if not isinstance(raw, dict):
        raise RulePackError(f"{where}: an example must be a mapping")
    unknown = set(raw) - {"title", "description", "condition", "category", "attributes"}
    if unknown:
        raise RulePackError(f"{where}: unknown example keys {sorted(unknown)}")
    attributes = raw.get("attributes") or {}
    if not isinstance(attributes, dict):
        raise RulePackError(f"{where}: attributes must be a mapping")
    return Example(
        title=str(raw.get("title", "")),
        description=str(raw.get("description", "")),
        condition=ListingCondition(raw.get("condition", ListingCondition.USED.value)),
        category=str(raw.get("category", "GENERAL")),
        attributes={str(k): str(v) for k, v in attributes.items()},
    )


_SIGNAL_KEYS = frozenset(
    {
        "code",
        "name",
        "tier",
        "fields",
        "conditions",
        "patterns",
        "absent",
        "ignore",
        "negatable",
        "spared_by",
        "check",
        "detect",
        "positives",
        "near_misses",
    }
)


def _signal_place(raw: Any, index: int) -> str:
    """A signal as errors name it: its number in the file, and its name."""
    where = f"{RISK_SIGNALS_FILE.name}: signal {index + 1}"
    return f"{where} ({raw.get('name', '?')})" if isinstance(raw, dict) else where


def _signal(raw: Any, index: int, checks: frozenset[str], quoting: frozenset[str] = frozenset()) -> RiskSignal:
    where = _signal_place(raw, index)
    if not isinstance(raw, dict):
        raise RulePackError(f"{where}: must be a mapping")
    unknown = set(raw) - _SIGNAL_KEYS
    if unknown:
        raise RulePackError(f"{where}: unknown keys {sorted(unknown)}")
    try:
        code = FindingCode(raw["code"])
        fields = frozenset(ListingField(f) for f in raw["fields"])
        conditions = frozenset(ListingCondition(c) for c in raw.get("conditions", ()))
    except (KeyError, ValueError) as error:
        raise RulePackError(f"{where}: {error}") from None
    if not fields or not fields <= SIGNAL_FIELDS:
        raise RulePackError(f"{where}: fields must be some of {sorted(f.value for f in SIGNAL_FIELDS)}")
    tier = raw.get("tier")
    if tier not in TIERS:
        raise RulePackError(f"{where}: tier must be one of {TIERS}")
    check = raw.get("check")
    if check is not None and check not in checks:
        raise RulePackError(f"{where}: unknown check {check!r}")
    patterns = tuple(_compile(p, where) for p in raw.get("patterns", ()))
    absent = tuple(_compile(p, where) for p in raw.get("absent", ()))
    if not (patterns or absent or check):
        raise RulePackError(f"{where}: needs patterns, absent or a check")
    positives = tuple(_example(e, where) for e in raw.get("positives", ()))
    if not positives:
        raise RulePackError(f"{where}: needs at least one positive example")
    # A detect signal's quote is its match, or what a structural check quotes (services/structure.py).
    quoted_by_check = check is not None and check in quoting and not patterns and not absent
    # A finding about something absent quotes nothing: its detect signal is read whole, as the net reads it
    # (patterns, absences and a check together).
    absence = code in ABSENT_FINDING_CODES
    if raw.get("detect") and not quoted_by_check and not absence and (check is not None or not patterns or absent):
        raise RulePackError(
            f"{where}: a detect signal needs patterns only (its match is the finding's quote) or a quoting check alone"
        )
    return RiskSignal(
        code=code,
        name=str(raw.get("name", "")) or f"signal-{index + 1}",
        tier=tier,
        fields=fields,
        conditions=conditions,
        patterns=patterns,
        absent=absent,
        # A sentence-long ignore pattern anchored to sentence starts: the same matches, not quadratic in a sentence.
        ignore=tuple(_compile(sentence_anchored(p, re.IGNORECASE), where) for p in raw.get("ignore", ())),
        negatable=bool(raw.get("negatable", False)),
        check=check,
        detect=bool(raw.get("detect", False)),
        positives=positives,
        near_misses=tuple(_example(e, where) for e in raw.get("near_misses", ())),
        combined=re.compile("|".join(f"(?:{p.pattern})" for p in patterns), re.IGNORECASE) if patterns else None,
        spared_by=tuple(_compile(p, where) for p in raw.get("spared_by", ())),
    )


def _findings(raw: Any) -> dict[FindingCode, FindingText]:
    where = f"{RISK_SIGNALS_FILE.name}: findings"
    if not isinstance(raw, dict):
        raise RulePackError(f"{where}: needs a mapping of finding codes to their wording")
    texts: dict[FindingCode, FindingText] = {}
    for code_name, entry in raw.items():
        try:
            code = FindingCode(code_name)
            text = FindingText(Severity(entry["severity"]), str(entry["message"]), str(entry["action"]))
        except (KeyError, ValueError, TypeError) as error:
            raise RulePackError(f"{where}: {code_name}: {error}") from None
        if not text.message.strip() or not text.action.strip():
            raise RulePackError(f"{where}: {code_name}: message and action must not be blank")
        texts[code] = text
    missing = set(FindingCode) - set(texts)
    if missing:
        raise RulePackError(f"{where}: missing {sorted(code.value for code in missing)}")
    return texts


class _UniqueKeyLoader(yaml.SafeLoader):
    """YAML's safe loader, refusing a mapping that names one key twice: PyYAML keeps the last silently, so a second
    ``near_misses:`` under one signal would drop the first list's examples from the tests unseen (thirty-eighth
    round)."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    None, None, f"key {key!r} named twice in one mapping", key_node.start_mark
                )
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


def _load_yaml(text: str) -> Any:
    return yaml.load(text, Loader=_UniqueKeyLoader)  # noqa: S506 - a SafeLoader subclass


def content_hash(text: str) -> str:
    """An edition's content hash: SHA-256 of its text, what the policy store records and a review names."""
    return hashlib.sha256(text.encode()).hexdigest()


def parse_risk_pack(
    text: str, checks: frozenset[str], quoting: frozenset[str] = frozenset(STRUCTURAL_CHECKS)
) -> RiskPack:
    """A validated pack from the file's text; ``checks`` are the structural check names code provides, ``quoting``
    those of them that quote what they found (a detect signal may name one of these alone)."""
    return _pack_from(_pack_yaml(text), text, checks, quoting)


def _pack_yaml(text: str) -> Any:
    try:
        return _load_yaml(text)
    except yaml.YAMLError as error:
        raise RulePackError(f"{RISK_SIGNALS_FILE.name}: not YAML ({error})") from None


def _pack_from(raw: Any, text: str, checks: frozenset[str], quoting: frozenset[str]) -> RiskPack:
    """The pack from its file's parsed YAML (``raw``) and text (``text``: what the content hash is of)."""
    if not isinstance(raw, dict) or not isinstance(raw.get("signals"), list):
        raise RulePackError(f"{RISK_SIGNALS_FILE.name}: needs a 'signals' list")
    lists = parse_lists(raw.get("lists"))
    raw = {
        key: value
        if key in _NOT_PATTERNS or key == "signals"
        else _expanded(value, lists, f"{RISK_SIGNALS_FILE.name}: {key}")
        for key, value in raw.items()
    } | {"signals": [_expanded(s, lists, _signal_place(s, i)) for i, s in enumerate(raw["signals"])]}
    signals = tuple(_signal(s, i, checks, quoting) for i, s in enumerate(raw["signals"]))
    try:
        grades = parse_ladder(raw.get("conditionGrades"))
        placeholders = parse_placeholders(raw.get("placeholders"))
    except (ValueError, KeyError, TypeError, re.error) as error:
        raise RulePackError(f"{RISK_SIGNALS_FILE.name}: {error}") from None
    pack = RiskPack(
        version=str(raw.get("version", "")),
        findings=_findings(raw.get("findings")),
        exemptions=tuple(_compile(p, "exemptions") for p in raw.get("exemptions", ())),
        signals=signals,
        sha256=content_hash(text),
        condition_grades=grades,
        placeholders=placeholders,
        rival_brands=parse_rival_brands(raw.get("rivalBrands")),
        untested_needs_reason=_locales(raw.get("untestedNeedsReason"), "untestedNeedsReason"),
        lists=lists,
        opposed_features=parse_opposed_features(raw.get("opposedFeatures")),
    )
    # Checked last, so a pack wrong elsewhere is told what is wrong there first.
    missing = LISTS_CODE_READS - set(lists)
    if missing:
        raise RulePackError(f"{RISK_SIGNALS_FILE.name}: lists: missing {sorted(missing)} (the detectors read them)")
    return pack


def parse_opposed_features(raw: Any) -> tuple[tuple[re.Pattern[str], re.Pattern[str]], ...]:
    """The pack's ``opposedFeatures`` pairs, each side a pattern read as a whole word; absent is none."""
    where = f"{RISK_SIGNALS_FILE.name}: opposedFeatures"
    if raw is None:
        return ()
    if not isinstance(raw, list) or not all(
        isinstance(pair, list) and len(pair) == 2 and all(isinstance(side, str) and side for side in pair)
        for pair in raw
    ):
        raise RulePackError(f"{where}: needs a list of pairs of patterns, such as [cordless, corded]")
    return tuple(
        (_compile(_WHOLE_WORD.format(one), where), _compile(_WHOLE_WORD.format(other), where)) for one, other in raw
    )


# A side of a pair is a whole word: "corded" is not read in "cordedness", nor "wired" in "non-wired".
_WHOLE_WORD = r"(?<![\w-])(?:{})(?![\w-])"


def _locales(raw: Any, where: str) -> frozenset[str]:
    """A list of locales as listings name them ("en-GB"); absent is none."""
    if raw is None:
        return frozenset()
    if not isinstance(raw, list) or not all(isinstance(v, str) and is_locale(v) for v in raw):
        raise RulePackError(f"{RISK_SIGNALS_FILE.name}: {where} must be a list of locales such as en-GB")
    return frozenset(raw)


@cache
def check_names() -> frozenset[str]:
    """The checks services/risk_signals.py implements (the structural ones among them): the pack may name only
    these. Read from the checks themselves, so a new check can't be left off the list the pack is validated by."""
    from services.risk_signals import CHECK_NAMES  # that module imports this one for the pack it reads

    return CHECK_NAMES


# The checks that quote what they found (services/structure.py): a detect signal may name one alone.
QUOTING_CHECK_NAMES = frozenset(STRUCTURAL_CHECKS)


@dataclass(frozen=True)
class EditionScope:
    """Where an edition applies; an empty tuple means every value (the header left the key out)."""

    marketplaces: tuple[Marketplace, ...] = ()
    locales: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()

    def covers(self, marketplace: str, locale: str, category: str) -> bool:
        return (
            (not self.marketplaces or marketplace in self.marketplaces)
            and (not self.locales or locale in self.locales)
            and (not self.categories or category in self.categories)
        )

    @property
    def specificity(self) -> tuple[bool, bool, bool]:
        """Which keys narrow it, category first: of two editions covering a review, the narrower one serves."""
        return (bool(self.categories), bool(self.locales), bool(self.marketplaces))

    def __str__(self) -> str:
        parts = (
            ",".join(self.marketplaces) or "ALL",
            ",".join(self.locales) or "ALL",
            ",".join(self.categories) or "ALL",
        )
        return "rules " + "/".join(parts)


@dataclass(frozen=True)
class RulesEdition:
    """One edition file: its header, its pack and its identity."""

    source: str
    version: str
    effective_from: date
    scope: EditionScope
    pack: RiskPack
    identity: str

    @property
    def content_hash(self) -> str:
        return self.pack.sha256


def _scope_values(raw: Any, key: str, where: str, valid: Any, rule: str) -> tuple[str, ...]:
    values = raw.get(key)
    if values is None:
        return ()
    if not isinstance(values, list) or not values or not all(isinstance(v, str) for v in values):
        raise RulePackError(f"{where}: scope {key} must be a non-empty list (leave the key out for all)")
    bad = [v for v in values if not valid(v)]
    if bad or len(set(values)) != len(values):
        raise RulePackError(f"{where}: scope {key}: each value {rule}, once")
    return tuple(sorted(values))


def _edition_scope(raw: Any, where: str) -> EditionScope:
    if raw is None:
        return EditionScope()
    if not isinstance(raw, dict) or set(raw) - {"marketplaces", "locales", "categories"}:
        raise RulePackError(f"{where}: scope must be a mapping of marketplaces, locales and categories")
    marketplaces = _scope_values(
        raw, "marketplaces", where, lambda v: v in Marketplace.__members__, "must be a marketplace"
    )
    return EditionScope(
        marketplaces=tuple(Marketplace(m) for m in marketplaces),
        locales=_scope_values(raw, "locales", where, is_locale, "must be a canonical locale like en-US"),
        categories=_scope_values(raw, "categories", where, is_category, "must be upper snake like ELECTRONICS"),
    )


def parse_edition(text: str, source: str) -> RulesEdition:
    """An edition from its file's text: the header validated, the pack validated, the identity computed.

    Raises RulePackError naming the file; ingestion refuses such a file at publish time, so an edition the
    services could not load never reaches a timeline.
    """
    # One parse serves the pack and the header; the pack is validated first, so its errors come before the header's.
    raw = _pack_yaml(text)
    pack = _pack_from(raw, text, check_names(), frozenset(STRUCTURAL_CHECKS))
    where = Path(source).name
    version = raw.get("version")
    if not isinstance(version, str) or not version:
        raise RulePackError(f'{where}: version must be a quoted string like "2026-12-01"')
    effective = raw.get("effectiveFrom")
    try:
        effective_from = parse_date(effective) if isinstance(effective, str) else None
    except ValueError:
        effective_from = None
    if effective_from is None:
        raise RulePackError(f'{where}: effectiveFrom must be a quoted ISO-8601 date like "2026-03-01"')
    return RulesEdition(
        source=source,
        version=version,
        effective_from=effective_from,
        scope=_edition_scope(raw.get("scope"), where),
        pack=pack,
        identity=edition_identity(text),
    )


@dataclass(frozen=True)
class EditionEntry:
    """An edition on its scope's timeline: which content (by hash) is in force from when until when."""

    version: str
    content_hash: str
    effective_from: date
    scope: EditionScope
    valid_until: date | None = None

    def in_force_on(self, day: date) -> bool:
        return self.effective_from <= day and (self.valid_until is None or day < self.valid_until)


def edition_in_force(
    entries: Iterable[EditionEntry], marketplace: str, locale: str, category: str, day: date
) -> EditionEntry | None:
    """The edition in force for a review: of the entries in force on the day whose scope covers the listing's
    marketplace, locale and category, the narrowest (a category beats a locale beats a marketplace). None when
    none is, or when two equally narrow ones of different scopes cover it: which rules apply is then not
    decided, and the review goes to a person rather than to a guess."""
    covering = [e for e in entries if e.in_force_on(day) and e.scope.covers(marketplace, locale, category)]
    if not covering:
        return None
    narrowest = max(entry.scope.specificity for entry in covering)
    chosen = [entry for entry in covering if entry.scope.specificity == narrowest]
    return chosen[0] if len(chosen) == 1 else None


def file_timeline(loaded: Iterable[RulesEdition]) -> list[EditionEntry]:
    """The timelines the edition files describe when every one of them is approved (the offline evaluation's
    view, with no policy store): per scope, each in force from its date until the next one's; of two with the
    same date, the later version (as a publish of both would leave it)."""
    by_scope: dict[EditionScope, dict[date, RulesEdition]] = {}
    for item in sorted(loaded, key=lambda e: (e.effective_from, e.version)):
        by_scope.setdefault(item.scope, {})[item.effective_from] = item
    entries: list[EditionEntry] = []
    for scope, dated in by_scope.items():
        days = sorted(dated)
        for day, until in zip(days, [*days[1:], None], strict=True):
            item = dated[day]
            entries.append(EditionEntry(item.version, item.content_hash, day, scope, until))
    return entries


def edition_files(folder: Path) -> list[Path]:
    """The edition files of a folder: every ``*.yaml`` in it, by name."""
    return sorted(path for path in folder.glob("*.yaml") if path.is_file())


def load_editions(folder: Path) -> dict[str, RulesEdition]:
    """Every edition file in the folder, keyed by content hash (the first by file name when two are equal)."""
    loaded: dict[str, RulesEdition] = {}
    for path in edition_files(folder):
        edition = _edition_file(path)
        loaded.setdefault(edition.content_hash, edition)
    return loaded


def _edition_file(path: Path) -> RulesEdition:
    """The edition of one file. The shipped file is the one already parsed for the identity at import
    (``shipped_edition``, cached): the rules folder holds it too, and its YAML was parsed a second time at start-up,
    some 2% of a whole development dump (forty-sixth round's profile). Any other file is parsed here."""
    if path == RISK_SIGNALS_FILE:
        return shipped_edition()
    return parse_edition(path.read_bytes().decode("utf-8"), str(path))


@cache
def shipped_edition() -> RulesEdition:
    """The edition shipped as policies/rules/risk-signals.yaml: what code outside a review reads."""
    return parse_edition(RISK_SIGNALS_FILE.read_bytes().decode("utf-8"), str(RISK_SIGNALS_FILE))


# Every edition this process can serve, by content hash; filled on first use (the servers ask at start-up).
_registry: dict[str, RulesEdition] = {}


def editions() -> Mapping[str, RulesEdition]:
    """Every edition the process can serve, by content hash: the rules folder's files and the shipped edition,
    read and validated once per process (at start-up: the servers ask for it before serving)."""
    if not _registry:
        loaded = load_editions(RULES_DIR)
        loaded.setdefault(shipped_edition().content_hash, shipped_edition())
        _registry.update(loaded)
    return _registry


def add_editions(folder: Path) -> list[RulesEdition]:
    """Loads another folder's edition files beside those already loaded (a corpus kept elsewhere, such as a
    test's temporary one); returns them. Editions are immutable, so adding never changes one already loaded."""
    added = load_editions(folder)
    editions()
    for content, item in added.items():
        _registry.setdefault(content, item)
    return list(added.values())


class EditionUnavailable(LookupError):
    """The review names an edition no loaded file has: the review cannot be judged by the rules."""


def edition(content_hash: str) -> RulesEdition:
    """The loaded edition with that content hash; EditionUnavailable when none has it."""
    found = editions().get(content_hash)
    if found is None:
        raise EditionUnavailable(content_hash)
    return found


def named_edition(content_hash: str | None) -> RulesEdition | None:
    """The edition a review names: ``None`` (a caller that resolves no edition) is the shipped one; a hash a
    loaded file has is that edition; an empty hash (none in force) or one no loaded file has is None, and the
    review cannot be judged by the rules (validation sends it to a person with a RULES_UNAVAILABLE warning)."""
    if content_hash is None:
        return shipped_edition()
    return editions().get(content_hash) if content_hash else None


_current: ContextVar[RulesEdition | None] = ContextVar("policy_review_rules_edition", default=None)


@contextmanager
def using_edition(chosen: RulesEdition) -> Iterator[RulesEdition]:
    """Everything that reads the pack inside the block (detectors, the net, finding texts) reads this edition.

    A context variable rather than a parameter: the detectors read the pack through one accessor in many
    places, and a review's edition must not leak into a concurrent review (each asyncio task and
    ``asyncio.to_thread`` call runs in its own copy of the context).
    """
    token = _current.set(chosen)
    try:
        yield chosen
    finally:
        _current.reset(token)


_missing: ContextVar[bool] = ContextVar("policy_review_rules_edition_missing", default=False)


@contextmanager
def judged_by(named: RulesEdition | None) -> Iterator[RulesEdition | None]:
    """``using_edition`` for the edition a review names (``named_edition``); None marks the review as one the
    rules cannot judge (``using_edition_missing``) while code that still reads the pack reads the shipped one."""
    if named is not None:
        with using_edition(named):
            yield named
        return
    token = _missing.set(True)
    try:
        yield None
    finally:
        _missing.reset(token)


def using_edition_missing() -> bool:
    """Whether the review being judged named an edition this process cannot use (none in force, or not loaded)."""
    return _missing.get()


def current_edition() -> RulesEdition:
    """The edition of the review being judged, or the shipped one outside a review."""
    return _current.get() or shipped_edition()


def risk_pack() -> RiskPack:
    """The pack of the current edition (``using_edition``), else the shipped one."""
    # current_edition() inline: a review asks this some 140 times in detect() and 90 in the net, and the call more
    # cost about what the context variable's own read does (forty-second round). The same two reads, in one frame.
    return (_current.get() or shipped_edition()).pack


def finding_text(code: FindingCode) -> FindingText:
    """The canonical wording of a code, from the pack in force."""
    return risk_pack().findings[code]


@cache
def _code_digest() -> bytes:
    """The net model and the detector code, as the identity hashes them after the edition."""
    digest = b""
    for path in (*sorted(RULES_DIR.glob("*.json")), *_RULE_SOURCES):
        digest += path.name.encode() + b"\0" + path.read_bytes() + b"\0"
    return digest


def edition_identity(text: str) -> str:
    """``rules-<12 hex>``: the hash of the edition's text, the net model and the detector code, in a fixed order."""
    digest = hashlib.sha256()
    digest.update(_IDENTITY_NAME.encode() + b"\0" + text.encode() + b"\0")
    digest.update(_code_digest())
    return f"rules-{digest.hexdigest()[:12]}"


def rules_identity() -> str:
    """The identity of the edition in use (the shipped one outside a review)."""
    return current_edition().identity
