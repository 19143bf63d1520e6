"""Trains the net's text model on the development sets only and writes policies/rules/net-model.json.

    python -m evaluation.train_net_model [--budget 0.03]

Training data: the reviewed sets and the blind sets whose manifest says ``"part": "development"`` (never a
held-out set). The threshold
is chosen by five-fold cross-validation on that data: the lowest threshold at which the model sends at
most ``--budget`` of the clean listings the rules would clear to a person. scikit-learn is needed here
only (the `dev` extra); the services score with services/net_model.py in pure Python.
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Sequence
from typing import Any

import numpy as np
from scipy.sparse import csr_matrix  # type: ignore[import-untyped]
from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]
from sklearn.model_selection import StratifiedKFold  # type: ignore[import-untyped]

from evaluation.dataset import DATASETS_DIR
from evaluation.offline import DEVELOPMENT, blind_sets, listing_from_request, load_cases, load_policies, review
from services.net_model import MODEL_FILE, features, listing_text
from services.vocabulary import FindingCode, ReviewStatus

# The reviewed sets, and the blind sets whose manifest says they are development (never a held-out one).
REVIEWED_SETS = ("policy-review-v1", "policy-review-v2")
N_FEATURES = 2**18
KEEP_WEIGHTS = 6000  # per model, the largest by magnitude: the rest barely move a score
SEED = 19


def development_sets() -> tuple[str, ...]:
    return (*REVIEWED_SETS, *blind_sets(DEVELOPMENT))


def _rows() -> list[tuple[str, frozenset[str], bool]]:
    """(text, expected codes, would the rules and the net without the model clear it)."""
    corpus = load_policies()
    rows = []
    for name in development_sets():
        folder = DATASETS_DIR / name
        if not folder.is_dir():
            continue
        for case in load_cases(folder):
            if case.expected.status not in (ReviewStatus.NO_POLICY_FINDINGS, ReviewStatus.POLICY_FINDINGS_AVAILABLE):
                continue
            listing = listing_from_request(case.request.model_dump(by_alias=True))
            answer = review(listing, case.request.review_date, corpus, use_model=False)
            rows.append(
                (listing_text(listing), frozenset(f.code.value for f in case.expected.findings), answer.all_clear)
            )
    return rows


def _matrix(texts: Sequence[str]) -> tuple[csr_matrix, dict[int, float]]:
    raw = [features(text, N_FEATURES) for text in texts]
    df: dict[int, int] = {}
    for row in raw:
        for index in row:
            df[index] = df.get(index, 0) + 1
    n = len(raw)
    idf = {index: math.log((1 + n) / (1 + count)) + 1.0 for index, count in df.items()}
    return _weighted(raw, idf), idf


def _weighted(raw: list[dict[int, float]], idf: dict[int, float]) -> csr_matrix:
    data, rows, cols = [], [], []
    for r, row in enumerate(raw):
        values = {i: v * idf.get(i, 1.0) for i, v in row.items()}
        norm = math.sqrt(sum(v * v for v in values.values())) or 1.0
        for i, v in values.items():
            rows.append(r)
            cols.append(i)
            data.append(v / norm)
    return csr_matrix((data, (rows, cols)), shape=(len(raw), N_FEATURES))


def _fit(x: csr_matrix, y: np.ndarray) -> LogisticRegression:
    return LogisticRegression(C=4.0, max_iter=3000, class_weight="balanced").fit(x, y)


def _sparse(model: LogisticRegression) -> tuple[float, dict[str, float]]:
    coef = model.coef_[0]
    top = np.argsort(-np.abs(coef))[:KEEP_WEIGHTS]
    return float(model.intercept_[0]), {str(int(i)): round(float(coef[i]), 5) for i in top if coef[i] != 0}


def _threshold(texts: list[str], violating: np.ndarray, cleared: np.ndarray, budget: float) -> float:
    """The lowest threshold whose cross-validated cost stays within budget (clean would-be all-clears sent)."""
    scores = np.zeros(len(texts))
    for train, test in StratifiedKFold(5, shuffle=True, random_state=SEED).split(np.zeros(len(texts)), violating):
        x, idf = _matrix([texts[i] for i in train])
        model = _fit(x, violating[train])
        held = _weighted([features(texts[i], N_FEATURES) for i in test], idf)
        scores[test] = model.predict_proba(held)[:, 1]
    clean_cleared = (~violating) & cleared
    for threshold in np.arange(0.50, 0.99, 0.01):
        if ((scores >= threshold) & clean_cleared).sum() <= budget * max(1, (~violating).sum()):
            caught = ((scores >= threshold) & violating & cleared).sum()
            print(
                f"threshold {threshold:.2f}: cross-validated, catches {caught} of {(violating & cleared).sum()} "
                f"violating would-be all-clears for {((scores >= threshold) & clean_cleared).sum()} of "
                f"{(~violating).sum()} clean listings"
            )
            return float(round(threshold, 2))
    return 0.99


def train(budget: float) -> dict[str, Any]:
    rows = _rows()
    texts = [text for text, _, _ in rows]
    violating = np.array([bool(codes) for _, codes, _ in rows])
    cleared = np.array([cleared for _, _, cleared in rows])
    threshold = _threshold(texts, violating, cleared, budget)
    x, idf = _matrix(texts)
    intercepts, weights = {}, {}
    intercepts["ANY"], weights["ANY"] = _sparse(_fit(x, violating))
    for code in FindingCode:
        y = np.array([code.value in codes for _, codes, _ in rows])
        if y.sum() >= 5:
            intercepts[code.value], weights[code.value] = _sparse(_fit(x, y))
    used = {int(i) for w in weights.values() for i in w}
    return {
        "trainedOn": [name for name in development_sets() if (DATASETS_DIR / name).is_dir()],
        "cases": len(rows),
        "budget": budget,
        "nFeatures": N_FEATURES,
        "threshold": threshold,
        "idf": {str(i): round(idf[i], 5) for i in sorted(used) if i in idf},
        "intercepts": {k: round(v, 5) for k, v in intercepts.items()},
        "weights": weights,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evaluation.train_net_model", description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=0.03, help="share of clean listings the model may send")
    args = parser.parse_args(argv)
    model = train(args.budget)
    MODEL_FILE.write_text(json.dumps(model, sort_keys=True, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {MODEL_FILE} ({model['cases']} development cases, threshold {model['threshold']})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
