"""The rules pack as data: the risk signals file beside the policies, loaded once, and the rules identity.

The pack is knowledge a policy owner changes (policies/rules/), so it is a reviewed data file, not code.
Loading validates it fully and fails with the file and the signal named, never half-loaded. The rules
identity (``rules_identity``) is a content hash over the pack and the detector code, so a report or a
review record that names it proves which rules produced it: it changes whenever either does.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from services.structure import STRUCTURAL_CHECKS
from services.vocabulary import ABSENT_FINDING_CODES, FindingCode, ListingCondition, ListingField, Severity

RULES_DIR = Path(__file__).resolve().parent.parent / "policies" / "rules"
RISK_SIGNALS_FILE = RULES_DIR / "risk-signals.yaml"
# The source files whose content is the offline reviewer's knowledge beside the pack.
_RULE_SOURCES = (
    Path(__file__).resolve().parent / "detectors.py",
    Path(__file__).resolve().parent / "risk_signals.py",
    Path(__file__).resolve().parent / "net_model.py",
    Path(__file__).resolve().parent / "structure.py",
)
# Tiers of the net: 1 rare vocabulary, 2 broader wording and structural checks, 3 absence.
TIERS = (1, 2, 3)
# The fields a signal may read; CATEGORY lets an absence signal name what kind of item it is.
SIGNAL_FIELDS = frozenset(
    {ListingField.TITLE, ListingField.DESCRIPTION, ListingField.ATTRIBUTES, ListingField.CATEGORY}
)


class RulePackError(ValueError):
    """A pack file that cannot be used: unreadable, or a signal that is not well formed."""


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
        "check",
        "detect",
        "positives",
        "near_misses",
    }
)


def _signal(raw: Any, index: int, checks: frozenset[str], quoting: frozenset[str] = frozenset()) -> RiskSignal:
    where = f"{RISK_SIGNALS_FILE.name}: signal {index + 1}"
    if not isinstance(raw, dict):
        raise RulePackError(f"{where}: must be a mapping")
    where = f"{where} ({raw.get('name', '?')})"
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
        ignore=tuple(_compile(p, where) for p in raw.get("ignore", ())),
        negatable=bool(raw.get("negatable", False)),
        check=check,
        detect=bool(raw.get("detect", False)),
        positives=positives,
        near_misses=tuple(_example(e, where) for e in raw.get("near_misses", ())),
        combined=re.compile("|".join(f"(?:{p.pattern})" for p in patterns), re.IGNORECASE) if patterns else None,
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


def parse_risk_pack(
    text: str, checks: frozenset[str], quoting: frozenset[str] = frozenset(STRUCTURAL_CHECKS)
) -> RiskPack:
    """A validated pack from the file's text; ``checks`` are the structural check names code provides, ``quoting``
    those of them that quote what they found (a detect signal may name one of these alone)."""
    try:
        raw = yaml.safe_load(text)
    except yaml.YAMLError as error:
        raise RulePackError(f"{RISK_SIGNALS_FILE.name}: not YAML ({error})") from None
    if not isinstance(raw, dict) or not isinstance(raw.get("signals"), list):
        raise RulePackError(f"{RISK_SIGNALS_FILE.name}: needs a 'signals' list")
    signals = tuple(_signal(s, i, checks, quoting) for i, s in enumerate(raw["signals"]))
    return RiskPack(
        version=str(raw.get("version", "")),
        findings=_findings(raw.get("findings")),
        exemptions=tuple(_compile(p, "exemptions") for p in raw.get("exemptions", ())),
        signals=signals,
        sha256=hashlib.sha256(text.encode()).hexdigest(),
    )


# The structural checks services/risk_signals.py implements; the pack may name only these.
CHECK_NAMES = frozenset(
    {
        "phone_like_digits",
        "shouted_title",
        "stuffed_text",
        "many_other_brands",
        "compared_brand",
        "grade_over_damage",
        "function_without_status",
        "facet_conflict",
        "placeholder_specific",
        "boxed_without_box",
    }
) | frozenset(STRUCTURAL_CHECKS)
# The checks that quote what they found (services/structure.py): a detect signal may name one alone.
QUOTING_CHECK_NAMES = frozenset(STRUCTURAL_CHECKS)


@cache
def risk_pack() -> RiskPack:
    """The pack in policies/rules/, read and validated once per process."""
    return parse_risk_pack(RISK_SIGNALS_FILE.read_text(encoding="utf-8"), CHECK_NAMES, QUOTING_CHECK_NAMES)


def finding_text(code: FindingCode) -> FindingText:
    """The canonical wording of a code, from the pack in force."""
    return risk_pack().findings[code]


@cache
def rules_identity() -> str:
    """``rules-<12 hex>``: the hash of the pack files and the detector code, in a fixed order."""
    digest = hashlib.sha256()
    for path in (*sorted(RULES_DIR.glob("*.yaml")), *sorted(RULES_DIR.glob("*.json")), *_RULE_SOURCES):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return f"rules-{digest.hexdigest()[:12]}"
