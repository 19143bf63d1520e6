"""The finding gate: a rules finding whose own code the net's model doubts goes to a person instead of being shown.

Twenty-seventh round measured it, twenty-eighth reweighed it, twenty-ninth shipped it (docs/generation.md,
docs/evaluation.md "The finding gate"). The net's per-code models (services/net_model.py) score "this listing reads
like one violating CODE"; a finding the offline rules reviewer proposed whose code scores below that code's threshold
is not admitted by validation: it leaves a FINDING_DOUBTED warning naming the code, so a person decides (never an
all-clear). The thresholds are data beside the model (``policies/rules/finding-gate.json``, part of the rules
identity), drawn by ``python -m evaluation.finding_gate DUMP --write-thresholds --mostly-wrong --real-dev`` from
out-of-fold scores and the real sellers' dev half (thirtieth round) at a recall budget the file states. Pure: no I/O
beyond reading that file once.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from services.net_model import MODEL_FILE
from services.vocabulary import FindingCode

GATE_FILE = MODEL_FILE.parent / "finding-gate.json"
# The reviewer whose findings the gate was measured on (generation/domain/rules.py proposes under this name); an LLM
# reviewer's findings are not gated until measured.
RULES_REVIEWER = "rules"


@dataclass(frozen=True)
class FindingGate:
    """Per code, the score below which a rules finding of that code is doubted; a code without one never is."""

    # Share of right development findings per code the thresholds were allowed to doubt (out of fold).
    budget: float
    thresholds: Mapping[FindingCode, float]
    # SHA-256 of the model file the thresholds were drawn beside (a retrain must redraw them: tests check it).
    model_sha256: str

    def doubted(self, scores: Mapping[FindingCode, float]) -> frozenset[FindingCode]:
        """The codes whose score is below their threshold (codes without a threshold or a score: never)."""
        return frozenset(
            code for code, score in scores.items() if code in self.thresholds and score < self.thresholds[code]
        )


# What --write-thresholds writes: the budget, the folds and the fewest right findings a threshold needs, the model's
# digest, each code's right findings and its drawn threshold's doubted right and wrong findings (for the reader), and
# the thresholds shipped; with ``--real-dev`` (thirtieth round), the real sellers' dev half's findings per code (for
# the reader: the thresholds already hold the calibration).
_KEYS = frozenset(
    {"budget", "doubtedOutOfFold", "folds", "minRightFindings", "modelSha256", "realDev", "rightFindings", "thresholds"}
)


def model_digest(model_text: bytes) -> str:
    return hashlib.sha256(model_text).hexdigest()


def parse_gate(text: str) -> FindingGate:
    """The thresholds file, refused with a clear error when it is not what ``--write-thresholds`` writes."""
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(
            f"finding gate file is not JSON ({error}): redraw it (python -m evaluation.finding_gate)"
        ) from None
    if not isinstance(raw, dict):
        raise ValueError("finding gate file must hold an object")
    if unknown := sorted(set(raw) - _KEYS):
        raise ValueError(f"finding gate file has keys this build does not read: {', '.join(unknown)}")
    budget = raw.get("budget")
    if not isinstance(budget, int | float) or isinstance(budget, bool) or not 0 < budget < 1:
        raise ValueError("finding gate file's budget must be a number between 0 and 1 (a share of right findings)")
    digest = raw.get("modelSha256")
    if not isinstance(digest, str) or len(digest) != 64:
        raise ValueError("finding gate file must name the model it was drawn beside (modelSha256, 64 hex digits)")
    thresholds = raw.get("thresholds")
    if not isinstance(thresholds, dict):
        raise ValueError("finding gate file's thresholds must be an object of finding code to score")
    known = {code.value for code in FindingCode}
    parsed: dict[FindingCode, float] = {}
    for name, value in thresholds.items():
        if name not in known:
            raise ValueError(f"finding gate file names {name!r}, not a finding code")
        if (
            not isinstance(value, int | float)
            or isinstance(value, bool)
            or not math.isfinite(value)
            or not 0 <= value < 1
        ):
            raise ValueError(f"finding gate threshold of {name} must be a score in [0, 1)")
        parsed[FindingCode(name)] = float(value)
    return FindingGate(budget=float(budget), thresholds=parsed, model_sha256=digest)


@cache
def _shipped(path: Path = GATE_FILE) -> FindingGate | None:
    return parse_gate(path.read_text(encoding="utf-8")) if path.is_file() else None


def finding_gate() -> FindingGate | None:
    """The shipped thresholds, None where none were drawn (then nothing is doubted)."""
    return _shipped()


def gated_codes(findings: Iterable[tuple[FindingCode, str]]) -> frozenset[FindingCode]:
    """The codes every admitted proposal of which came from the rules reviewer: (code, reviewer) pairs in. A code an
    LLM reviewer also proposed is corroborated by a reader the gate was not measured on, so it is left alone."""
    by_code: dict[FindingCode, set[str]] = {}
    for code, reviewer in findings:
        by_code.setdefault(code, set()).add(reviewer)
    return frozenset(code for code, reviewers in by_code.items() if reviewers == {RULES_REVIEWER})
