"""The net's trained text model: what it reads, how it scores, and that it never learned from held-out data."""

from __future__ import annotations

import json
import math

import pytest

from evaluation.offline import DEVELOPMENT, HELD_OUT, blind_sets
from evaluation.train_net_model import THRESHOLD_FLOOR, Config
from services.net_model import MODEL_FILE, NetModel, features, listing_text, net_model, parse_model
from services.records import Listing
from services.risk_signals import MODEL_SIGNAL, risk_signals
from services.vocabulary import FindingCode, ListingCondition, Marketplace

LISTING = Listing(
    "model-1", Marketplace.EBAY, "en-US", "HOME", "Oak side table", "Solid oak, light scratches on the top.",
    ListingCondition.USED, 40.0, {"Brand": "Ercol", "Material": "Oak"},
)  # fmt: skip


def _model(any_weight: float, threshold: float = 0.5) -> NetModel:
    # One feature that every listing mentioning "oak" has, weighted for ANY and for one code.
    index = next(iter(features("oak", 1 << 18)))
    assert index in features(listing_text(LISTING), 1 << 18)
    weights = {index: any_weight}
    return NetModel(
        n_features=1 << 18,
        threshold=threshold,
        idf={},
        intercepts={"ANY": 0.0, "KEYWORD_SPAM": 0.0, "PROMOTIONAL_TITLE": 0.0},
        weights={"ANY": weights, "KEYWORD_SPAM": {index: 5.0}, "PROMOTIONAL_TITLE": {index: -5.0}},
    )


def test_features_are_deterministic_word_bounded_ngrams() -> None:
    assert features("Oak table", 1 << 18) == features("oak   TABLE", 1 << 18)
    assert len(features("oak", 1 << 18)) == 3 + 2 + 1  # " oak " has 3 trigrams, 2 four-grams, 1 five-gram


def test_word_ngrams_and_title_words_are_features_of_their_own() -> None:
    text = listing_text(LISTING)
    chars = features(text, 1 << 18)
    words = features(text, 1 << 18, word_ngrams=2)
    titled = features(text, 1 << 18, title_words=True)
    assert set(chars) < set(words)
    assert set(chars) < set(titled)
    # "oak side table" adds three unigrams and two bigrams to its character n-grams.
    assert len(set(features("oak side table", 1 << 18, word_ngrams=2)) - set(features("oak side table", 1 << 18))) == 5


def test_a_listing_over_the_threshold_names_the_code_whose_model_scores_highest() -> None:
    assert _model(any_weight=50.0).suspected_code(LISTING) is FindingCode.KEYWORD_SPAM
    assert _model(any_weight=-50.0).suspected_code(LISTING) is None


def test_the_shipped_model_parses_and_was_trained_on_development_sets_only() -> None:
    raw = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    assert raw["trainedOn"]
    # Held-out is what a blind set's manifest says (blind-holdout-v1 was retired to development).
    assert not set(raw["trainedOn"]) & set(blind_sets(HELD_OUT))
    assert set(blind_sets(DEVELOPMENT)) <= set(raw["trainedOn"])
    model = parse_model(MODEL_FILE.read_text(encoding="utf-8"))
    assert THRESHOLD_FLOOR <= model.threshold < 1.0
    assert "ANY" in model.weights
    # The model reads what its file says it was trained to read, and retraining by default trains that shape.
    shape = (model.word_ngrams, model.title_words, model.chars)
    assert shape == (raw.get("wordNgrams", 0), raw.get("titleWords", False), raw.get("chars", True))
    assert shape == (Config().word_ngrams, Config().title_words, Config().chars)


def test_the_model_speaks_only_where_the_pack_names_nothing_and_only_at_tier_two() -> None:
    shipped = net_model()
    assert shipped is not None
    found = risk_signals(LISTING, tier=2)
    assert MODEL_SIGNAL not in found.values() or len(found) == 1
    assert MODEL_SIGNAL not in risk_signals(LISTING, tier=1).values()
    assert MODEL_SIGNAL not in risk_signals(LISTING, tier=2, use_model=False).values()


def test_a_weight_on_the_listings_the_rules_clear_moves_the_fit_and_is_off_by_default() -> None:
    # The candidate option of the eighth round (docs/evaluation.md): unmeasured, so the shipped choice keeps 1.
    import numpy as np
    from scipy.sparse import csr_matrix  # type: ignore[import-untyped]

    from evaluation.train_net_model import fit_model

    assert Config().cleared_weight == 1.0
    x = csr_matrix(np.array([[1.0, 0.0], [1.0, 0.0], [0.0, 1.0], [0.0, 1.0], [1.0, 1.0], [1.0, 1.0]]))
    y = np.array([True, False, False, False, True, True])
    cleared = np.array([True, True, True, False, False, False])
    plain = fit_model(x, y, Config(), cleared).coef_
    weighted = fit_model(x, y, Config(cleared_weight=3.0), cleared).coef_
    assert not np.allclose(plain, weighted)


def test_a_model_file_asking_for_the_removed_readings_or_a_stack_is_refused() -> None:
    # The thirteenth round's options were not shipped and their code is gone: "readings": false is read (the shipped
    # file says so); a file asking for readings or a stack cannot be honoured and is refused, not scored without them.
    raw = {"nFeatures": 16, "threshold": 0.7, "idf": {}, "intercepts": {"ANY": 0.0}, "weights": {"ANY": {"3": 1.0}}}
    assert parse_model(json.dumps(raw)) == parse_model(json.dumps({**raw, "readings": False}))
    with pytest.raises(ValueError, match="readings or a stack"):
        parse_model(json.dumps({**raw, "readings": True}))
    stack = {"intercept": -1.0, "scoreWeight": 0.8, "weights": {"condition:NEW": 0.25}, "threshold": 0.55}
    with pytest.raises(ValueError, match="readings or a stack"):
        parse_model(json.dumps({**raw, "stack": stack}))


def test_one_training_weighs_several_budgets_with_the_same_weights() -> None:
    # The budget moves only the threshold (twenty-second round): the fits run once and every budget reads the same
    # cross-validated scores, so a larger budget can only lower the threshold.
    from evaluation.train_net_model import train_for_budgets

    rows = [
        (f"listing {i} {'wire the money first' if i % 2 else 'boxed and tested'} item {i % 7}",
         frozenset({"OFF_PLATFORM_TRANSACTION"}) if i % 2 else frozenset(), i % 3 != 0, f"set-{i % 4}")
        for i in range(60)
    ]  # fmt: skip
    models = train_for_budgets((0.02, 0.3), Config(), rows)
    assert models[0.02]["weights"] == models[0.3]["weights"]
    assert models[0.02]["threshold"] >= models[0.3]["threshold"]
    assert (models[0.02]["budget"], models[0.3]["budget"]) == (0.02, 0.3)


def test_training_the_shipped_model_takes_one_budget() -> None:
    from evaluation.train_net_model import main

    before = MODEL_FILE.read_bytes()
    with pytest.raises(SystemExit) as refused:
        main(["--budget", "0.05", "--budget", "0.065"])
    assert refused.value.code == 2
    assert MODEL_FILE.read_bytes() == before


def test_the_service_scores_a_development_listing_as_training_did_only_with_every_document_frequency() -> None:
    # The twenty-fourth round's train/serve skew (docs/evaluation.md): the threshold is drawn on scores of listings
    # weighed by every seen feature's idf; a file keeping the idf of its weighted features only (the shipped file, until
    # a retraining with --full-idf is judged no worse on the yardstick) makes the service weigh every other feature at
    # 1.0: another norm and another score, lower for most listings (on every development listing: median -0.036, 304
    # listings below the threshold that training put above them, none above). The same weights served with every
    # bucket's document frequency score as training did. Recomputed here from the development sets the file names.
    from dataclasses import replace

    from evaluation.train_net_model import N_FEATURES, document_frequencies, training_cases, weighted_matrix
    from services.net_model import idf_of, pack_frequencies, unpack_idf

    raw = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    model = parse_model(MODEL_FILE.read_text(encoding="utf-8"))
    config = Config(
        word_ngrams=model.word_ngrams, title_words=model.title_words, chars=model.chars,
        evidence_only=model.evidence_only,
    )  # fmt: skip
    trained = [(name, listing) for name, _, listing in training_cases(raw["trainedOn"])]
    assert len(trained) == raw["cases"]
    df = document_frequencies([config.features(listing_text(listing)) for _, listing in trained])
    idf = {index: idf_of(len(trained), count) for index, count in df.items()}
    listings = [listing for name, listing in trained if name == "blind-dev-v29"]
    assert listings
    x = weighted_matrix([config.features(listing_text(listing)) for listing in listings], idf)
    weights, intercept = model.weights["ANY"], model.intercepts["ANY"]
    training = []
    for row in range(len(listings)):
        vector = x.getrow(row)
        z = intercept + sum(v * weights.get(int(i), 0.0) for i, v in zip(vector.indices, vector.data, strict=True))
        training.append(1.0 / (1.0 + math.exp(-z)))
    full = replace(
        model, idf=unpack_idf(pack_frequencies(len(trained), [df.get(i, 0) for i in range(N_FEATURES)]), N_FEATURES)
    )
    served_full = [full.score("ANY", full.vector(listing)) for listing in listings]
    assert max(abs(a - b) for a, b in zip(served_full, training, strict=True)) < 1e-4
    served = [model.score("ANY", model.vector(listing)) for listing in listings]
    differences = sorted(a - b for a, b in zip(served, training, strict=True))
    if "documentFrequency" in raw:
        assert max(map(abs, differences)) < 1e-4
    else:
        assert differences[len(differences) // 2] < 0.0
        assert differences[0] < -0.05


def _toy_rows() -> list[tuple[str, frozenset[str], bool, str]]:
    return [
        (f"new toys || listing {i} || {'wire the money first' if i % 2 else 'boxed and tested'} item {i % 7} "
         f"|| Brand: maker {i % 5} | Colour: red",
         frozenset({"OFF_PLATFORM_TRANSACTION"}) if i % 2 else frozenset(), i % 3 != 0, f"set-{i % 4}")
        for i in range(60)
    ]  # fmt: skip


@pytest.mark.parametrize("evidence_only", [False, True])
def test_a_file_with_every_document_frequency_scores_as_training_weighed(evidence_only: bool) -> None:
    from evaluation.train_net_model import tfidf_matrix, train

    rows = _toy_rows()
    config = Config(full_idf=True, evidence_only=evidence_only)
    raw = train(0.1, config, rows)
    assert "idf" not in raw
    assert raw["documentFrequency"]["documents"] == len(rows)
    model = parse_model(json.dumps(raw))
    assert model.evidence_only is evidence_only
    x, _, _ = tfidf_matrix([config.features(row[0]) for row in rows])
    weights = {int(i): w for i, w in raw["weights"]["ANY"].items()}
    for r, row in enumerate(rows):
        vector = x.getrow(r)
        z = raw["intercepts"]["ANY"] + sum(
            v * weights.get(int(i), 0.0) for i, v in zip(vector.indices, vector.data, strict=True)
        )
        served = model.score("ANY", _vector_of_text(model, row[0]))
        assert abs(served - 1.0 / (1.0 + math.exp(-z))) < 1e-4


def _vector_of_text(model: NetModel, text: str) -> dict[int, float]:
    raw = features(
        text, model.n_features, word_ngrams=model.word_ngrams, title_words=model.title_words, chars=model.chars,
        evidence_only=model.evidence_only,
    )  # fmt: skip
    assert not isinstance(model.idf, dict)
    weighted = {i: v * model.idf[i] for i, v in raw.items()}
    norm = math.hypot(*weighted.values()) or 1.0
    return {i: v / norm for i, v in weighted.items()}


def test_evidence_only_features_leave_out_separators_and_key_names() -> None:
    from services.net_model import evidence_fields

    text = listing_text(LISTING)
    assert evidence_fields(text) == [
        ["used", "home"], ["oak", "side", "table"], ["solid", "oak,", "light", "scratches", "on", "the", "top."],
        ["ercol"], ["oak"],
    ]  # fmt: skip
    plain, evidence = features(text, 1 << 18, word_ngrams=2), features(text, 1 << 18, word_ngrams=2, evidence_only=True)
    assert features("||", 1 << 18, word_ngrams=2).keys() <= plain.keys()
    assert not features("brand:", 1 << 18, word_ngrams=2).keys() & evidence.keys()
    assert not features("||", 1 << 18, word_ngrams=2).keys() & evidence.keys()
