"""Would the net's per-code score tell a wrong rules finding from a right one? A leave-one-set-out yardstick,
and the command that draws the shipped finding gate's thresholds.

    python -m evaluation.finding_gate DUMP.jsonl [--scores SCORES.jsonl | --write-scores SCORES.jsonl]
                                     [--budget 0.005 --budget 0.01 ...] [--fresh SET ...]
    python -m evaluation.finding_gate DUMP.jsonl --write-thresholds [--folds 5] [--budget 0.01] [--scores ...]

``--write-thresholds`` (twenty-ninth round; rerun after every retrain of the net's model): every development listing
scored out of fold (``--folds`` folds by set, five by default: some ten minutes on one core), then per code the
highest grid threshold under which at most ``--budget`` (1% by default) of the code's right rules findings score, a
code with fewer than ``MIN_RIGHT`` right findings left without one (never doubted), written to
``policies/rules/finding-gate.json`` with the budget and the model file's SHA-256 (services/finding_gate.py).

``--real-dev`` (thirtieth round; the integrator's command is ``--write-thresholds --mostly-wrong --real-dev``): the
thresholds are calibrated on sellers' own listings too. The real listings' dev half (``real-listings-labels-v1``,
``dev`` split only; the text read at run time from ``evaluation.offline.REAL_LISTINGS``, ``../shared/real-listings/``
beside the clone, or the path given, and never copied) is reviewed by the rules alone and every rules finding scored
by the shipped model; a finding of a code the real labels cover is right when labelled, one of a code they do not
cover is presumed right (nobody has said it is wrong, and the gate's doubt would send that seller to a person). Each
code's threshold is then the lower of the blind draw and the real-dev draw at the same budget (with fewer than a
hundred real findings a 1% budget doubts none of them): a code only ever loses doubt this way, never gains it, and it
stays gated only while its blind doubted findings out of fold are still mostly wrong (``--mostly-wrong``). Cost:
some twenty seconds beside the out-of-fold scores.

Twenty-seventh round (docs/generation.md, "the finding gate"): fresh authors' clean listings are flagged 6 to 7 in a
hundred at first look, and the twenty-sixth round found no hand-written second piece of evidence that separates the
wrong findings from the right ones on the same cue. The question measured here: if a finding whose own code the
net's text model doubts became a warning for a person instead (never an all-clear), how many flagged clean listings
would be sent instead, and what would it cost in recall?

``DUMP`` is a rules-only answer dump of the development sets (``python -m evaluation.answers dump OUT --no-model``):
each listing's finding codes and expected codes. A finding is right when its code is expected for the listing, wrong
otherwise (a finding on a clean listing, or a code beside the expected ones). Every development listing is scored with
the net's per-code models (``evaluation.train_net_model``'s shipped ``Config``) fitted without its set: each of the
freshest sets is a fold of its own (leave-one-set-out), the older sets fall into four folds by set. For each fresh
set and budget, a threshold per code is drawn from the *other* sets' right findings only (the highest that demotes at
most that share of them), optionally kept only for codes whose demoted findings on the other sets are mostly wrong;
the fresh set is then judged with them: clean listings flagged that would be sent (every finding doubted), violating
listings that would lose an expected code as a finding (the recall cost), and violating listings that would lose every
finding (sent to a person). The yardstick writes nothing beside the optional scores file (set, id and per-code
scores: no seller text), ``--write-thresholds`` only the gate file; scikit-learn is needed here only.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from services.finding_gate import GATE_FILE, model_digest
from services.net_model import MODEL_FILE
from services.vocabulary import ReviewStatus

# The six development sets added last (by the commit that added each): the nearest thing to an author never read
# (blind-holdout-v21 was retired to development at the twenty-eighth round's start, read by nobody changing rules
# before; blind-dev-v35 was written for that round). The twenty-seventh round weighed v20, v33, v32, v19, v31, v30.
# The twenty-ninth round added blind-holdout-v22 (retired at its start, read by nobody changing rules) and let
# blind-dev-v32 go.
FRESHEST = (
    "blind-holdout-v22",
    "blind-holdout-v21",
    "blind-dev-v35",
    "blind-dev-v34",
    "blind-holdout-v20",
    "blind-dev-v33",
)
BUDGETS = (0.002, 0.005, 0.01, 0.02, 0.03)
# Thresholds are drawn on this grid of scores (a threshold of 0 doubts nothing).
GRID = tuple(round(0.01 * k, 2) for k in range(96))
OLDER_FOLDS = 4
# The shipped gate: its recall budget per code, the folds its out-of-fold scores come from (five by set: each
# listing scored by a model fitted on four fifths of the sets, as near the shipped model's reading as a fold can be
# at half the yardstick's ten fits), and the fewest right findings a code needs for a threshold (at a 1% budget, a
# hundred findings put one below it).
SHIP_BUDGET = 0.01
SHIP_FOLDS = 5
MIN_RIGHT = 100
# The real sellers' dev half as a set name in findings and in the gate file (thirtieth round, ``--real-dev``).
REAL_DEV = "real-listings-dev"

Key = tuple[str, str]


class Finding(NamedTuple):
    set: str
    id: str
    code: str
    right: bool
    score: float


def out_of_fold_scores(fresh: Sequence[str] = FRESHEST, older_folds: int = OLDER_FOLDS) -> dict[Key, dict[str, float]]:
    """Every development listing's per-code scores from models fitted without its set: each fresh set is a fold of
    its own, the other sets fall into ``older_folds`` folds by set. (Some twenty minutes on one core.)"""
    from sklearn.model_selection import GroupKFold  # type: ignore[import-untyped]

    from evaluation.train_net_model import (
        Config,
        development_sets,
        fit_model,
        tfidf_matrix,
        training_cases,
        weighted_matrix,
    )
    from services.net_model import listing_text

    config = Config()
    cases = list(training_cases(development_sets()))
    raw = [config.features(listing_text(listing)) for _, _, listing in cases]
    expected = [frozenset(f.code.value for f in case.expected.findings) for _, case, _ in cases]
    sets = [name for name, _, _ in cases]
    older = sorted(set(sets) - set(fresh))
    fold_of = {name: k for k, name in enumerate(fresh)}
    older_index = np.array([older.index(s) for s in sets if s in older])
    for k, (_, test) in enumerate(GroupKFold(older_folds).split(older_index, groups=older_index)):
        fold_of.update({older[i]: len(fresh) + k for i in older_index[test]})
    codes = sorted({code for row in expected for code in row})
    out: dict[Key, dict[str, float]] = {}
    for fold in sorted(set(fold_of.values())):
        train = [i for i, s in enumerate(sets) if fold_of[s] != fold]
        test = [i for i, s in enumerate(sets) if fold_of[s] == fold]
        x, idf, _ = tfidf_matrix([raw[i] for i in train])
        held = weighted_matrix([raw[i] for i in test], idf)
        for code in codes:
            y = np.array([code in expected[i] for i in train])
            if y.sum() < 5:
                continue
            for i, p in zip(test, fit_model(x, y, config).predict_proba(held)[:, 1], strict=True):
                out.setdefault((sets[i], cases[i][1].id), {})[code] = round(float(p), 5)
        print(f"fold {fold}: {len(test)} listings scored", flush=True)
    return out


def findings_of(rows: Iterable[Mapping[str, Any]], scores: Mapping[Key, Mapping[str, float]]) -> list[Finding]:
    """Every finding of a listing answered with findings, with its own code's out-of-fold score."""
    out = []
    for row in rows:
        key = (row["set"], row["id"])
        if row["status"] != ReviewStatus.POLICY_FINDINGS_AVAILABLE.value or key not in scores:
            continue
        for code in row["codes"]:
            if code in scores[key]:
                out.append(Finding(row["set"], row["id"], code, code in row["expected"], scores[key][code]))
    return out


def thresholds_by_budget(findings: Iterable[Finding], budget: float) -> dict[str, float]:
    """Per code, the highest grid threshold under which at most ``budget`` of its right findings score."""
    right: dict[str, list[float]] = {}
    for finding in findings:
        if finding.right:
            right.setdefault(finding.code, []).append(finding.score)
    out = {}
    for code, scores in right.items():
        values = np.array(scores)
        threshold = 0.0
        for candidate in GRID:
            if (values < candidate).mean() > budget:
                break
            threshold = candidate
        out[code] = threshold
    return out


def mostly_wrong(findings: Iterable[Finding], thresholds: Mapping[str, float]) -> dict[str, float]:
    """The thresholds of the codes whose findings below them are at least half wrong (on the findings given)."""
    below: dict[str, list[bool]] = {}
    for finding in findings:
        if finding.score < thresholds.get(finding.code, 0.0):
            below.setdefault(finding.code, []).append(finding.right)
    return {code: t for code, t in thresholds.items() if below.get(code) and 2 * sum(below[code]) <= len(below[code])}


def drawn_thresholds(findings: Iterable[Finding], budget: float, min_right: int = MIN_RIGHT) -> dict[str, float]:
    """Per code with at least ``min_right`` right findings, its threshold at ``budget`` (a 0 doubts nothing: left
    out)."""
    listed = list(findings)
    right = Counter(f.code for f in listed if f.right)
    drawn = thresholds_by_budget(listed, budget)
    return {code: t for code, t in sorted(drawn.items()) if right[code] >= min_right and t > 0}


def doubted_out_of_fold(findings: Iterable[Finding], thresholds: Mapping[str, float]) -> dict[str, dict[str, int]]:
    """Per code, how many of its right and wrong findings score below its threshold."""
    counts = {code: {"right": 0, "wrong": 0} for code in thresholds}
    for finding in findings:
        if finding.code in thresholds and finding.score < thresholds[finding.code]:
            counts[finding.code]["right" if finding.right else "wrong"] += 1
    return counts


def shipped_thresholds(findings: Iterable[Finding], budget: float, min_right: int = MIN_RIGHT) -> dict[str, float]:
    """The drawn thresholds of the codes whose doubted findings, out of fold, are at least half wrong (the yardstick's
    ``--mostly-wrong``). Twenty-ninth round: with every code gated, the real sellers' listings lost right findings
    the blind authors' words had not prepared the model for (docs/evaluation.md, "Twenty-ninth round"); a code whose
    doubts are mostly right findings on development costs recall everywhere for little."""
    listed = list(findings)
    return mostly_wrong(listed, drawn_thresholds(listed, budget, min_right))


def real_dev_findings(listings: Path, labels_dir: Path | None = None, split: str = "dev") -> list[Finding]:
    """Every rules finding on the real sellers' labelled ``split`` (rules alone, the model off), scored by the
    shipped model: right when its code is labelled, presumed right for a code the labels do not cover
    (``evaluation.offline.LABELLED_REAL_CODES``). The listings' text is read here and kept nowhere."""
    from evaluation.offline import (
        LABELLED_REAL_CODES,
        REAL_LABELS_DIR,
        REAL_REVIEW_DATE,
        listing_from_request,
        load_policies,
        load_real_labels,
        review,
    )
    from services.net_model import net_model

    labels = load_real_labels(split, labels_dir or REAL_LABELS_DIR)
    policies = load_policies()
    model = net_model()
    if model is None:
        raise SystemExit("--real-dev needs the shipped net model")
    out = []
    for line in listings.read_text(encoding="utf-8").splitlines():
        row = json.loads(line) if line.strip() else None
        if row is None or row["id"] not in labels:
            continue
        listing = listing_from_request(row["request"])
        answer = review(listing, row["request"].get("reviewDate") or REAL_REVIEW_DATE, policies, use_model=False)
        if answer.status is not ReviewStatus.POLICY_FINDINGS_AVAILABLE:
            continue
        scores = model.code_scores(listing, answer.codes)
        for code, score in sorted(scores.items()):
            right = code in labels[row["id"]] if code in LABELLED_REAL_CODES else True
            out.append(Finding(REAL_DEV, row["id"], code.value, right, round(score, 5)))
    return out


def calibrated_on_real(thresholds: Mapping[str, float], real: Iterable[Finding], budget: float) -> dict[str, float]:
    """Each code's threshold lowered to the real-dev draw at the same budget where the real findings of the code
    would otherwise be doubted beyond it (a code no real finding has keeps the blind draw; a 0 is left out)."""
    real_draw = thresholds_by_budget(real, budget)
    lowered = {code: min(t, real_draw.get(code, t)) for code, t in thresholds.items()}
    return {code: t for code, t in lowered.items() if t > 0}


def real_dev_summary(real: Sequence[Finding], thresholds: Mapping[str, float]) -> dict[str, dict[str, int]]:
    """Per code with real-dev findings: how many, how many right (labelled, or presumed for an uncovered code), and
    how many right ones score under the shipped threshold (the file's reader sees what the calibration kept)."""
    out: dict[str, dict[str, int]] = {}
    for f in real:
        row = out.setdefault(f.code, {"findings": 0, "right": 0, "rightDoubted": 0})
        row["findings"] += 1
        row["right"] += f.right
        row["rightDoubted"] += f.right and f.score < thresholds.get(f.code, 0.0)
    return dict(sorted(out.items()))


def gate_file(
    findings: Sequence[Finding],
    budget: float,
    folds: int,
    model_text: bytes,
    min_right: int = MIN_RIGHT,
    real: Sequence[Finding] | None = None,
) -> dict[str, Any]:
    """What ``--write-thresholds`` writes (services/finding_gate.parse_gate reads it back). With ``real`` (the real
    dev half's findings, ``--real-dev``), each threshold the blind rule ships is lowered to the real draw at the same
    budget where that is lower, and kept only while its blind doubted findings are still mostly wrong."""
    drawn = drawn_thresholds(findings, budget, min_right)
    written: dict[str, Any] = {
        "budget": budget,
        "folds": folds,
        "minRightFindings": min_right,
        "modelSha256": model_digest(model_text),
        "rightFindings": dict(sorted(Counter(f.code for f in findings if f.right).items())),
        "doubtedOutOfFold": doubted_out_of_fold(findings, drawn),
    }
    # What shipped_thresholds gives, from the draw above rather than a second one.
    blind = mostly_wrong(findings, drawn)
    if real is None:
        written["thresholds"] = blind
        return written
    # Calibration only ever lowers a shipped threshold: a code the blind rule leaves ungated stays so (lowering its
    # draw could make its few doubts look mostly wrong and gate it on the edge of the real findings' scores).
    shipped = mostly_wrong(findings, calibrated_on_real(blind, real, budget))
    written["realDev"] = real_dev_summary(real, shipped)
    written["thresholds"] = shipped
    return written


@dataclass
class Outcome:
    """What demoting the doubted findings would change on one set."""

    clean_flagged: int = 0
    clean_sent: int = 0
    violating_with_findings: int = 0
    lose_expected_code: int = 0
    lose_every_finding: int = 0
    wrong_beside_dropped: int = 0

    def add(self, other: Outcome) -> None:
        for name in vars(self):
            setattr(self, name, getattr(self, name) + getattr(other, name))


def judge(findings: Iterable[Finding], violating: Mapping[Key, bool], thresholds: Mapping[str, float]) -> Outcome:
    """The outcome of doubting every finding scored under its code's threshold (a code without one: never)."""
    by_listing: dict[Key, list[Finding]] = {}
    for finding in findings:
        by_listing.setdefault((finding.set, finding.id), []).append(finding)
    outcome = Outcome()
    for key, listed in by_listing.items():
        doubted = [f.score < thresholds.get(f.code, 0.0) for f in listed]
        if not violating[key]:
            outcome.clean_flagged += 1
            outcome.clean_sent += all(doubted)
            continue
        outcome.violating_with_findings += 1
        outcome.lose_expected_code += any(d and f.right for d, f in zip(doubted, listed, strict=True))
        outcome.lose_every_finding += all(doubted)
        outcome.wrong_beside_dropped += sum(d and not f.right for d, f in zip(doubted, listed, strict=True))
    return outcome


def yardstick(
    findings: Sequence[Finding],
    violating: Mapping[Key, bool],
    fresh: Sequence[str],
    budgets: Sequence[float],
    only_mostly_wrong: bool,
) -> list[str]:
    """The table: per budget, each fresh set judged with thresholds drawn without it, and the pool."""
    lines = [
        "| budget | set | clean flagged -> sent | violating with findings | lose an expected code | "
        "lose every finding (to a person) | wrong codes beside dropped |",
        "|---|---|---|---|---|---|---|",
    ]
    for budget in budgets:
        pooled = Outcome()
        for name in fresh:
            others = [f for f in findings if f.set != name]
            thresholds = thresholds_by_budget(others, budget)
            if only_mostly_wrong:
                thresholds = mostly_wrong(others, thresholds)
            o = judge([f for f in findings if f.set == name], violating, thresholds)
            pooled.add(o)
            lines.append(_line(f"{budget}", name, o))
        lines.append(_line(f"{budget}", "**pooled**", pooled))
    return lines


def _line(budget: str, name: str, o: Outcome) -> str:
    return (
        f"| {budget} | {name} | {o.clean_flagged} -> {o.clean_sent} | {o.violating_with_findings} | "
        f"{o.lose_expected_code} | {o.lose_every_finding} | {o.wrong_beside_dropped} |"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evaluation.finding_gate", description=__doc__.splitlines()[0])
    parser.add_argument("dump", type=Path, help="a rules-only dump of the development sets (evaluation.answers)")
    parser.add_argument("--scores", type=Path, help="read the out-of-fold scores from here instead of fitting")
    parser.add_argument("--write-scores", type=Path, help="write the out-of-fold scores here (set, id, scores)")
    parser.add_argument("--budget", type=float, action="append", help=f"default: {BUDGETS}")
    parser.add_argument("--fresh", action="append", metavar="SET", help=f"default: {', '.join(FRESHEST)}")
    parser.add_argument(
        "--mostly-wrong", action="store_true", help="gate only codes whose demoted findings elsewhere are mostly wrong"
    )
    parser.add_argument(
        "--write-thresholds", action="store_true",
        help=f"draw the shipped gate's thresholds (default budget {SHIP_BUDGET}) and write {GATE_FILE.name}",
    )  # fmt: skip
    parser.add_argument("--folds", type=int, default=SHIP_FOLDS, help="with --write-thresholds: folds by set")
    parser.add_argument(
        "--real-dev", nargs="?", type=Path, const=True, metavar="LISTINGS",
        help="with --write-thresholds: calibrate on the real sellers' dev half (listings read at run time)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    fresh = tuple(args.fresh or FRESHEST)
    if args.write_thresholds and args.budget and len(args.budget) > 1:
        parser.error("one --budget when drawing the shipped thresholds")
    if args.scores:
        lines = args.scores.read_text(encoding="utf-8").splitlines()
        scores = {(r["set"], r["id"]): r["scores"] for r in map(json.loads, lines)}
    elif args.write_thresholds:
        scores = out_of_fold_scores((), args.folds)
    else:
        scores = out_of_fold_scores(fresh)
    if args.write_scores:
        args.write_scores.write_text(
            "".join(json.dumps({"set": s, "id": i, "scores": v}) + "\n" for (s, i), v in scores.items()),
            encoding="utf-8",
        )
    rows = [json.loads(line) for line in args.dump.read_text(encoding="utf-8").splitlines()]
    violating = {(row["set"], row["id"]): bool(row["expected"]) for row in rows}
    findings = findings_of(rows, scores)
    print(
        f"{len(findings)} findings scored out of fold ({sum(f.right for f in findings)} right, "
        f"{sum(not f.right for f in findings)} wrong)"
    )
    if args.write_thresholds:
        budget = args.budget[0] if args.budget else SHIP_BUDGET
        real = None
        if args.real_dev:
            from evaluation.offline import REAL_LISTINGS

            real = real_dev_findings(REAL_LISTINGS if args.real_dev is True else args.real_dev)
            print(f"{len(real)} rules findings on the real dev half ({sum(f.right for f in real)} right or presumed)")
        written = gate_file(findings, budget, args.folds, MODEL_FILE.read_bytes(), real=real)
        GATE_FILE.write_text(json.dumps(written, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {GATE_FILE} (budget {budget}, {args.folds} folds): {written['thresholds']}")
        return 0
    print("\n".join(yardstick(findings, violating, fresh, args.budget or BUDGETS, args.mostly_wrong)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
