"""Trains the net's text model on the development sets only and writes policies/rules/net-model.json.

    python -m evaluation.train_net_model [--budget 0.05]
    python -m evaluation.train_net_model --leave-one-out [--budget 0.05 --budget 0.065] [--left-out SET] [--chars] ...

Training data: the reviewed sets and the blind sets whose manifest says ``"part": "development"`` (never a
held-out set). The threshold
is chosen by five-fold cross-validation on that data: the lowest threshold at which the model sends at
most ``--budget`` of the clean listings the rules would clear to a person. scikit-learn is needed here
only (the `dev` extra); the services score with services/net_model.py in pure Python.

``--leave-one-out`` is the yardstick for a candidate (docs/evaluation.md, "The net's model judged on an
author it never read"): for each blind development set, train on every other development set (threshold
by cross-validation on that training data only), score the set left out through the offline pipeline at
tier 2 with that model in the shipped one's place, and report per set and pooled. It writes nothing.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from scipy.sparse import csr_matrix  # type: ignore[import-untyped]
from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]
from sklearn.model_selection import LeaveOneGroupOut, StratifiedKFold  # type: ignore[import-untyped]

from evaluation.dataset import DATASETS_DIR, Case
from evaluation.offline import (
    DEVELOPMENT,
    Figures,
    blind_sets,
    format_table,
    listing_from_request,
    load_cases,
    load_policies,
    review,
    score_cases,
)
from services.net_model import (
    MODEL_FILE,
    NetModel,
    features,
    idf_of,
    listing_text,
    pack_frequencies,
    parse_model,
    unpack_idf,
)
from services.records import Listing
from services.vocabulary import FindingCode, ReviewStatus

# The reviewed sets, and the blind sets whose manifest says they are development (never a held-out one).
REVIEWED_SETS = ("policy-review-v1", "policy-review-v2")
N_FEATURES = 2**18
# Share of the training data's clean listings the model may send to a person under cross-validation: the largest
# measured budget whose leave-one-set-out yardstick keeps pooled clean listings answered cleanly at the 85%
# and the worst left-out set at three in four (docs/evaluation.md, nineteenth round's rule). Weighed again in the
# forty-first round on the six freshest development sets: 0.15 meets both (88.8% pooled, 85.0% on the worst set) and
# cuts pooled false all-clears from 2.8% to 2.1% against 0.065; its threshold landed on the grid's old floor (0.50).
# Weighed again in the forty-fourth round with the floor lowered, on the six freshest (v51, v50, v36, v49, v35, v48):
# 0.25 is the largest measured budget that meets both (85.1% pooled, 76.7% on the worst set, threshold 0.39) and cuts
# pooled false all-clears from 2.3% to 1.6% against 0.15 for 1.5 points of clean listings answered cleanly.
# Weighed again in the forty-fifth round on the six freshest (v56, v55, v54, v53, v52, v37), where 0.25 no longer met
# the rule (80.4% pooled, v56 70.8%): 0.15 is the largest measured budget that meets both (85.8% pooled, 81.7% on the
# worst set; 0.20 reads 83.1% pooled), pooled false all-clears 1.5% against 1.3% at 0.20 and 3.9% without a model.
BUDGET = 0.15
# The lowest threshold the budget may reach. Until the forty-fourth round it was 0.50, the balanced model's own
# decision line, and the shipped budget (0.15) had reached it, so a larger budget sent no more: the floor, not the
# stated rule, was choosing. Below 0.50 the budget alone decides how many clean would-be all-clears the model sends.
THRESHOLD_FLOOR = 0.20
KEEP_WEIGHTS = 6000  # per model, the largest by magnitude: the rest barely move a score
SEED = 19


def development_sets() -> tuple[str, ...]:
    return (*REVIEWED_SETS, *blind_sets(DEVELOPMENT))


@dataclass(frozen=True)
class Config:
    """What a candidate model reads and how it is fitted. The defaults are the shipped choice, made on the
    leave-one-set-out yardstick (docs/evaluation.md, "The net's model judged on an author it never read")."""

    word_ngrams: int = 2
    title_words: bool = True
    chars: bool = False
    c: float = 4.0
    # Threshold by cross-validation across sets (each fold leaves a whole set out) instead of five random folds.
    by_set: bool = False
    # Weight of the listings the rules and the net without the model would clear, in the violating-or-not model: the
    # model only ever acts on those, so a weight above 1 spends its capacity where it decides (1: all alike).
    cleared_weight: float = 1.0
    # The model file keeps every bucket's document frequency, so the service weighs a listing with training's idf
    # (twenty-fourth round); False: the idf of the weighted features only, every other at 1.0 in the service (the skew).
    full_idf: bool = False
    # Field separators and the specifics' key names left out of the features (twenty-fourth round's candidate).
    evidence_only: bool = False

    def features(self, text: str) -> dict[int, float]:
        return features(
            text,
            N_FEATURES,
            word_ngrams=self.word_ngrams,
            title_words=self.title_words,
            chars=self.chars,
            evidence_only=self.evidence_only,
        )


Row = tuple[str, frozenset[str], bool, str]


def _rows(sets: Sequence[str] | None = None) -> list[Row]:
    """(text, expected codes, would the rules and the net without the model clear it, set)."""
    corpus = load_policies()
    rows = []
    for name, case, listing in training_cases(sets):
        answer = review(listing, case.request.review_date, corpus, use_model=False)
        rows.append(
            (
                listing_text(listing),
                frozenset(f.code.value for f in case.expected.findings),
                answer.all_clear,
                name,
            )
        )
    return rows


def training_cases(sets: Sequence[str] | None = None) -> Iterator[tuple[str, Case, Listing]]:
    """(set, case, listing) for every case training reads: a clean or violating expected answer."""
    for name in sets or development_sets():
        folder = DATASETS_DIR / name
        if not folder.is_dir():
            continue
        for case in load_cases(folder):
            if case.expected.status in (ReviewStatus.NO_POLICY_FINDINGS, ReviewStatus.POLICY_FINDINGS_AVAILABLE):
                yield name, case, listing_from_request(case.request.model_dump(by_alias=True))


def document_frequencies(raw: list[dict[int, float]]) -> dict[int, int]:
    df: dict[int, int] = {}
    for row in raw:
        for index in row:
            df[index] = df.get(index, 0) + 1
    return df


def tfidf_matrix(raw: list[dict[int, float]]) -> tuple[csr_matrix, dict[int, float], dict[int, int]]:
    df = document_frequencies(raw)
    idf = {index: idf_of(len(raw), count) for index, count in df.items()}
    return weighted_matrix(raw, idf), idf, df


def weighted_matrix(raw: list[dict[int, float]], idf: dict[int, float]) -> csr_matrix:
    data, rows, cols = [], [], []
    for r, row in enumerate(raw):
        values = {i: v * idf.get(i, 1.0) for i, v in row.items()}
        norm = math.sqrt(sum(v * v for v in values.values())) or 1.0
        for i, v in values.items():
            rows.append(r)
            cols.append(i)
            data.append(v / norm)
    return csr_matrix((data, (rows, cols)), shape=(len(raw), N_FEATURES))


def fit_model(x: csr_matrix, y: np.ndarray, config: Config, cleared: np.ndarray | None = None) -> LogisticRegression:
    weight = None if cleared is None or config.cleared_weight == 1.0 else np.where(cleared, config.cleared_weight, 1.0)
    return LogisticRegression(C=config.c, max_iter=3000, class_weight="balanced").fit(x, y, sample_weight=weight)


def _sparse(model: LogisticRegression) -> tuple[float, dict[str, float]]:
    coef = model.coef_[0]
    top = np.argsort(-np.abs(coef))[:KEEP_WEIGHTS]
    return float(model.intercept_[0]), {str(int(i)): round(float(coef[i]), 5) for i in top if coef[i] != 0}


def _cross_validated_scores(
    raw: list[dict[int, float]], violating: np.ndarray, cleared: np.ndarray, config: Config, sets: list[str]
) -> np.ndarray:
    """Each row's violating-or-not score from a model fitted without its fold."""
    scores = np.zeros(len(raw))
    folds = (
        LeaveOneGroupOut().split(np.zeros(len(raw)), violating, sets)
        if config.by_set
        else StratifiedKFold(5, shuffle=True, random_state=SEED).split(np.zeros(len(raw)), violating)
    )
    for train, test in folds:
        x, idf, _ = tfidf_matrix([raw[i] for i in train])
        model = fit_model(x, violating[train], config, cleared[train])
        held = weighted_matrix([raw[i] for i in test], idf)
        scores[test] = model.predict_proba(held)[:, 1]
    return scores


def _threshold(scores: np.ndarray, violating: np.ndarray, cleared: np.ndarray, budget: float) -> float:
    """The lowest threshold whose cross-validated cost stays within budget (clean would-be all-clears sent)."""
    clean_cleared = (~violating) & cleared
    for threshold in np.arange(THRESHOLD_FLOOR, 0.99, 0.01):
        if ((scores >= threshold) & clean_cleared).sum() <= budget * max(1, (~violating).sum()):
            caught = ((scores >= threshold) & violating & cleared).sum()
            print(
                f"budget {budget}, threshold {threshold:.2f}: cross-validated, catches {caught} of "
                f"{(violating & cleared).sum()} violating would-be all-clears for "
                f"{((scores >= threshold) & clean_cleared).sum()} of {(~violating).sum()} clean listings"
            )
            return float(round(threshold, 2))
    return 0.99


def train(budget: float, config: Config, rows: list[Row] | None = None) -> dict[str, Any]:
    return train_for_budgets((budget,), config, rows)[budget]


def train_for_budgets(
    budgets: Sequence[float], config: Config, rows: list[Row] | None = None
) -> dict[float, dict[str, Any]]:
    """One model per budget: the weights do not depend on the budget, only the threshold does, so the expensive
    fits (cross-validation and the final ones) run once for every budget asked."""
    rows = _rows() if rows is None else rows
    raw = [config.features(row[0]) for row in rows]
    violating = np.array([bool(row[1]) for row in rows])
    cleared = np.array([row[2] for row in rows])
    scores = _cross_validated_scores(raw, violating, cleared, config, [row[3] for row in rows])
    x, idf, df = tfidf_matrix(raw)
    intercepts, weights = {}, {}
    intercepts["ANY"], weights["ANY"] = _sparse(fit_model(x, violating, config, cleared))
    for code in FindingCode:
        y = np.array([code.value in row[1] for row in rows])
        if y.sum() >= 5:
            intercepts[code.value], weights[code.value] = _sparse(fit_model(x, y, config))
    used = {int(i) for w in weights.values() for i in w}
    return {
        budget: _model(
            budget, _threshold(scores, violating, cleared, budget), rows, config, idf, df, intercepts, weights, used
        )
        for budget in budgets
    }


def _model(
    budget: float,
    threshold: float,
    rows: list[Row],
    config: Config,
    idf: dict[int, float],
    df: dict[int, int],
    intercepts: dict[str, float],
    weights: dict[str, dict[str, float]],
    used: set[int],
) -> dict[str, Any]:
    if config.full_idf:
        norm: dict[str, Any] = {
            "documentFrequency": pack_frequencies(len(rows), [df.get(i, 0) for i in range(N_FEATURES)])
        }
    else:
        norm = {"idf": {str(i): round(idf[i], 5) for i in sorted(used) if i in idf}}
    return {
        "trainedOn": sorted({row[3] for row in rows}),
        "cases": len(rows),
        "budget": budget,
        "nFeatures": N_FEATURES,
        "wordNgrams": config.word_ngrams,
        "titleWords": config.title_words,
        "chars": config.chars,
        "clearedWeight": config.cleared_weight,
        **({"evidenceOnly": True} if config.evidence_only else {}),
        "threshold": threshold,
        **norm,
        "intercepts": {k: round(v, 5) for k, v in intercepts.items()},
        "weights": weights,
    }


_COUNTS = (
    "violating", "false_all_clear", "expected_codes", "found_codes",
    "clean", "clean_answered_clean", "clean_flagged", "clean_to_human",
)  # fmt: skip


def _add(total: Figures, part: Figures) -> None:
    for name in _COUNTS:
        setattr(total, name, getattr(total, name) + getattr(part, name))


def leave_one_out(
    budgets: Sequence[float], config: Config, left_out_sets: Sequence[str] | None = None, legacy_idf: bool = False
) -> dict[str, Any]:
    """Per blind development set (or only those named): a model trained without it, scored on it at tier 2 once per
    budget; then pooled per budget. With ``legacy_idf`` (and ``config.full_idf``) each model is also scored as the
    file written before the twenty-fourth round would serve it: the same fit, the weighted features' idf only."""
    policies = load_policies()
    rows = _rows()
    report: dict[str, Any] = {}
    pooled: dict[tuple[float, str], Figures] = {}
    pooled_none = Figures()
    timings: list[float] = []
    for left_out in left_out_sets or blind_sets(DEVELOPMENT):
        models = train_for_budgets(budgets, config, [row for row in rows if row[3] != left_out])
        cases = load_cases(DATASETS_DIR / left_out)
        for budget, raw in models.items():
            for served, model in _served(raw, legacy_idf):
                figures = score_cases(cases, policies, 2, model)
                _add(pooled.setdefault((budget, served), Figures()), figures)
                report[f"{left_out} (budget {budget}{served}, threshold {raw['threshold']:.2f})"] = figures.as_dict()
                print(f"{left_out} (budget {budget}{served}): {figures.as_dict()}", flush=True)
        without = score_cases(cases, policies, 2, None)
        _add(pooled_none, without)
        report[f"{left_out} without a model"] = without.as_dict()
        listings = [listing_from_request(c.request.model_dump(by_alias=True)) for c in cases]
        timings.append(_scoring_time(parse_model(json.dumps(models[budgets[0]])), listings))
    for (budget, served), figures in pooled.items():
        report[f"pooled (budget {budget}{served})"] = figures.as_dict()
    report["pooled without a model"] = pooled_none.as_dict()
    print(f"model scoring: {max(timings) * 1000:.3f} ms CPU per listing (slowest left-out set)")
    return report


def _served(raw: dict[str, Any], legacy_idf: bool) -> list[tuple[str, NetModel]]:
    """The model as its file serves it, and with ``legacy_idf`` as a file keeping only the weighted features' idf."""
    served = [("", parse_model(json.dumps(raw)))]
    if legacy_idf and "documentFrequency" in raw:
        idf = unpack_idf(raw["documentFrequency"], N_FEATURES)
        used = sorted({int(i) for weights in raw["weights"].values() for i in weights})
        legacy = {**raw, "idf": {str(i): round(idf[i], 5) for i in used}}
        del legacy["documentFrequency"]
        served.append((", legacy idf", parse_model(json.dumps(legacy))))
    return served


def _scoring_time(model: NetModel, listings: Sequence[Any]) -> float:
    start = time.process_time()
    for listing in listings:
        model.suspected_code(listing)
    return (time.process_time() - start) / max(1, len(listings))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evaluation.train_net_model", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--budget", type=float, action="append",
        help=f"share of clean listings the model may send (default {BUDGET}; repeat with --leave-one-out)",
    )  # fmt: skip
    shipped = Config()
    parser.add_argument(
        "--word-ngrams", type=int, default=shipped.word_ngrams, help="word n-grams up to this length (0: none)"
    )
    parser.add_argument(
        "--title-words", action=argparse.BooleanOptionalAction, default=shipped.title_words,
        help="the title's words as features of their own",
    )  # fmt: skip
    parser.add_argument(
        "--chars", action=argparse.BooleanOptionalAction, default=shipped.chars, help="character n-grams (3-5)"
    )
    parser.add_argument("--c", type=float, default=shipped.c, help="inverse regularisation strength")
    parser.add_argument("--by-set", action="store_true", help="threshold by cross-validation across sets")
    parser.add_argument(
        "--cleared-weight", type=float, default=shipped.cleared_weight,
        help="weight of the listings the rules would clear in the violating-or-not model",
    )  # fmt: skip
    parser.add_argument(
        "--full-idf", action=argparse.BooleanOptionalAction, default=shipped.full_idf,
        help="keep every bucket's document frequency in the file (the service weighs as training did)",
    )  # fmt: skip
    parser.add_argument(
        "--evidence-only", action=argparse.BooleanOptionalAction, default=shipped.evidence_only,
        help="leave field separators and the specifics' key names out of the features",
    )  # fmt: skip
    parser.add_argument(
        "--legacy-idf", action="store_true",
        help="with --leave-one-out --full-idf, also score each model as a file with the weighted features' idf only",
    )  # fmt: skip
    parser.add_argument("--leave-one-out", action="store_true", help="judge the candidate; write nothing")
    parser.add_argument(
        "--left-out", action="append", metavar="SET",
        help="with --leave-one-out, leave out only this development set (repeat for more; default: every one)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    config = Config(
        word_ngrams=args.word_ngrams,
        title_words=args.title_words,
        chars=args.chars,
        c=args.c,
        by_set=args.by_set,
        cleared_weight=args.cleared_weight,
        full_idf=args.full_idf,
        evidence_only=args.evidence_only,
    )
    budgets = args.budget or [BUDGET]
    if args.leave_one_out:
        print(format_table(leave_one_out(budgets, config, args.left_out, args.legacy_idf)))
        return 0
    if len(budgets) > 1:
        parser.error("one --budget when training the shipped model")
    model = train(budgets[0], config)
    MODEL_FILE.write_text(json.dumps(model, sort_keys=True, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {MODEL_FILE} ({model['cases']} development cases, threshold {model['threshold']})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
