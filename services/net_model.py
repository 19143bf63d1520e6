"""A small text model as one more risk signal: "this listing reads like the violating ones", trained here.

Trained on development data only (`python -m evaluation.train_net_model`, scikit-learn at training time)
and judged on the held-out sets; the weights are data beside the rules pack
(`policies/rules/net-model.json`, part of the rules identity). At run time it is pure Python: what the
file says it reads (word unigrams and bigrams plus the title's words now; word-bounded character n-grams
before, chosen between on a leave-one-set-out yardstick, docs/evaluation.md) hashed with CRC-32 into a
fixed space, sub-linear TF-IDF, L2-normalised, one dot product and a logistic. It never makes a finding;
it can only send a would-be all-clear to a person, naming the code whose own model scores highest. A file may
also ask for the listing's readings (``readings``: what it declares and how it is shaped, apart from its words)
beside the words or in a second model stacked over the words' score; measured in the thirteenth round and not
shipped (docs/evaluation.md).
"""

from __future__ import annotations

import json
import math
import re
import zlib
from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from services.records import Listing
from services.vocabulary import FindingCode

MODEL_FILE = Path(__file__).resolve().parent.parent / "policies" / "rules" / "net-model.json"


def listing_text(listing: Listing) -> str:
    """What the model reads: condition, category, title, description and specifics, in a fixed order."""
    attributes = " | ".join(f"{key}: {value}" for key, value in sorted(listing.attributes.items()))
    return f"{listing.condition.value} {listing.category} || {listing.title} || {listing.description} || {attributes}"


_WORDS = zlib.crc32(b"w\x00")
_TITLE = zlib.crc32(b"t\x00")
_READINGS = zlib.crc32(b"r\x00")


def features(
    text: str,
    n_features: int,
    low: int = 3,
    high: int = 5,
    word_ngrams: int = 0,
    title_words: bool = False,
    chars: bool = True,
    found: Iterable[str] = (),
) -> dict[int, float]:
    """Sub-linear term frequencies of word-bounded character n-grams (and, with ``word_ngrams``, of word
    n-grams up to that length; with ``title_words``, of the title's words apart), each kind hashed apart
    by a prefix, L2-normalised later); ``found`` are the listing's readings, each once, under a prefix of their own."""
    counts: Counter[int] = Counter()
    words = text.lower().split()
    for word in words if chars else ():
        padded = f" {word} "
        for n in range(low, high + 1):
            for start in range(max(1, len(padded) - n + 1)):
                counts[zlib.crc32(padded[start : start + n].encode()) % n_features] += 1
    # CRC-32 continued from the prefix's checksum equals the checksum of prefix + gram, without the copy.
    grams = words
    for n in range(1, word_ngrams + 1):
        if n > 1:
            grams = [f"{gram} {word}" for gram, word in zip(grams, words[n - 1 :], strict=False)]
        counts.update(zlib.crc32(gram.encode(), _WORDS) % n_features for gram in grams)
    if title_words:
        fields = text.lower().split(" || ")
        counts.update(
            zlib.crc32(word.encode(), _TITLE) % n_features for word in (fields[1].split() if len(fields) > 1 else ())
        )
    counts.update(zlib.crc32(reading.encode(), _READINGS) % n_features for reading in set(found))
    return {index: 1.0 + math.log(count) for index, count in counts.items()}


# The rules' readings of a listing that do not depend on its wording (issue 19, thirteenth round): a new author's
# words differ from the training authors', but where it sells, what it declares and the shapes it writes do not.
_ADDRESS_SHAPE = re.compile(r"\b[\w-]+\.(?:com|co|net|org|uk|shop|store|io|ly|me)\b|https?:|www\.", re.IGNORECASE)
_DIGIT_RUN = re.compile(r"\d[\d\s().-]{6,}\d")
_QUANTITY = re.compile(
    r"\b\d+\s*(?:x|pcs|pieces|pack|count|ct|pairs?|sets?|lot|units?)\b|\b(?:set|pack|lot|bundle) of \d+\b"
    r"|\bqty\b|\bquantity\b",
    re.IGNORECASE,
)
_CONDITION_WORDS = re.compile(
    r"\b(brand new|new|unused|sealed|used|pre-owned|preowned|refurbished|renewed|open box|opened|for parts"
    r"|not working|untested|as is|damaged|broken|scratch\w*|dent\w*|crack\w*|mint|like new|excellent|good|fair"
    r"|worn|faulty|tested|works|working)\b",
    re.IGNORECASE,
)
_STAND_IN_VALUE = re.compile(
    r"^\s*(?:|n/?a|none|unknown|-+|tbc|tba|see (?:description|photos?)|does not apply|other)\s*$", re.IGNORECASE
)
_CATEGORY_PARTS = re.compile(r"\s*[>/|&,]\s*")


def _size_class(count: int) -> int:
    """0 for none, else one more than log2: sizes read by order of magnitude, not by exact count."""
    return 0 if count <= 0 else int(math.log2(count)) + 1


def _shapes(name: str, text: str) -> list[str]:
    shouting = [f"{name}-caps:{min(_size_class(sum(1 for w in text.split() if len(w) > 2 and w.isupper())), 4)}"]
    shapes = (
        ("digits", any(c.isdigit() for c in text)),
        ("url-shape", _ADDRESS_SHAPE.search(text) is not None),
        ("at", "@" in text),
        ("digit-run", _DIGIT_RUN.search(text) is not None),
        ("exclaim", "!" in text),
        ("quantity", _QUANTITY.search(text) is not None),
    )
    return [f"{name}-{shape}" for shape, holds in shapes if holds] + shouting


def readings(listing: Listing) -> list[str]:
    """The listing as the rules see it apart from its wording: marketplace, locale, condition and category (and the
    condition with each), the item specifics' keys and stand-in values, sizes by order of magnitude, the shapes of
    title and description (digits, address-like, handle, digit runs, quantities, shouting), and each condition word
    said beside the condition declared. Pure and cheap (regular expressions over the fields, about 0.1 ms)."""
    condition = listing.condition.value
    category = listing.category.lower().strip()
    found = [
        f"market:{listing.marketplace.value}",
        f"locale:{listing.locale.lower()}",
        f"condition:{condition}",
        f"market-condition:{listing.marketplace.value}|{condition}",
        f"category:{category}",
        *(f"category-part:{part}" for part in _CATEGORY_PARTS.split(category) if part),
        f"category-condition:{category}|{condition}",
        f"specifics:{min(len(listing.attributes), 10)}",
    ]
    for key, value in listing.attributes.items():
        name = " ".join(key.lower().split())
        found.append(f"specific:{name}")
        if _STAND_IN_VALUE.match(value):
            found += ["specific-empty", f"specific-empty:{name}"]
    found += [
        f"title-words:{_size_class(len(listing.title.split()))}",
        f"description-words:{_size_class(len(listing.description.split()))}",
    ]
    if not listing.description.strip():
        found.append("description-empty")
    found += _shapes("title", listing.title) + _shapes("description", listing.description)
    text = f"{listing.title} {listing.description} {' '.join(listing.attributes.values())}"
    found += [
        f"says:{word}|{condition}" for word in sorted({m.group(1).lower() for m in _CONDITION_WORDS.finditer(text)})
    ]
    return found


@dataclass(frozen=True)
class Stack:
    """A second small model over the word model's score and the listing's readings: it decides instead of the word
    model's threshold when the file has one (docs/evaluation.md, "Thirteenth round")."""

    intercept: float
    # On the word model's log-odds, so the stack starts from what the words say.
    score_weight: float
    # Per reading (the strings ``readings`` gives; readable in the file, nothing hashed).
    weights: dict[str, float]
    threshold: float

    def score(self, word_score: float, listing: Listing) -> float:
        clipped = min(max(word_score, 1e-6), 1.0 - 1e-6)
        z = self.intercept + self.score_weight * math.log(clipped / (1.0 - clipped))
        z += sum(self.weights.get(reading, 0.0) for reading in set(readings(listing)))
        # Bounded, so a file's extreme weights cannot overflow the logistic.
        return 1.0 / (1.0 + math.exp(-min(max(z, -50.0), 50.0)))


@dataclass(frozen=True)
class NetModel:
    n_features: int
    threshold: float
    idf: dict[int, float]
    # Per code: intercept and sparse weights; "ANY" is the violating-or-not model the threshold applies to.
    intercepts: dict[str, float]
    weights: dict[str, dict[int, float]]
    # Word n-grams up to this length beside the character n-grams (0: characters only).
    word_ngrams: int = 0
    # The title's words as features of their own (a word in the title reads differently than in the body).
    title_words: bool = False
    # Character n-grams (False: words only, several times faster to score in pure Python).
    chars: bool = True
    # The readings' stack over the word model's score (None: the word model's threshold decides alone).
    stack: Stack | None = None
    # The listing's readings beside its words in the violating-or-not model (the per-code models read words only).
    reads_readings: bool = False

    def vector(self, listing: Listing, *, with_readings: bool = False) -> dict[int, float]:
        raw = features(
            listing_text(listing),
            self.n_features,
            word_ngrams=self.word_ngrams,
            title_words=self.title_words,
            chars=self.chars,
            found=readings(listing) if with_readings else (),
        )
        idf = self.idf
        weighted = {i: v * idf.get(i, 1.0) for i, v in raw.items()}
        norm = math.hypot(*weighted.values()) or 1.0
        return {i: v / norm for i, v in weighted.items()}

    def score(self, name: str, x: dict[int, float]) -> float:
        w = self.weights[name]
        z = self.intercepts[name] + sum(x[i] * w[i] for i in x.keys() & w.keys())
        return 1.0 / (1.0 + math.exp(-z))

    def suspected_code(self, listing: Listing) -> FindingCode | None:
        """The code to name when the listing reads like a violating one (above the threshold), else None."""
        x = self.vector(listing)
        word_score = self.score("ANY", self.vector(listing, with_readings=True) if self.reads_readings else x)
        if (
            word_score < self.threshold
            if self.stack is None
            else self.stack.score(word_score, listing) < self.stack.threshold
        ):
            return None
        per_code = {name: self.score(name, x) for name in self.weights if name != "ANY"}
        return FindingCode(max(per_code, key=per_code.__getitem__)) if per_code else None


def parse_model(text: str) -> NetModel:
    raw = json.loads(text)
    return NetModel(
        n_features=int(raw["nFeatures"]),
        threshold=float(raw["threshold"]),
        idf={int(k): float(v) for k, v in raw["idf"].items()},
        intercepts={k: float(v) for k, v in raw["intercepts"].items()},
        weights={k: {int(i): float(w) for i, w in v.items()} for k, v in raw["weights"].items()},
        word_ngrams=int(raw.get("wordNgrams", 0)),
        title_words=bool(raw.get("titleWords", False)),
        chars=bool(raw.get("chars", True)),
        stack=_parse_stack(raw["stack"]) if raw.get("stack") else None,
        reads_readings=bool(raw.get("readings", False)),
    )


def _parse_stack(raw: dict[str, object]) -> Stack:
    weights = raw["weights"]
    assert isinstance(weights, dict)
    return Stack(
        intercept=float(str(raw["intercept"])),
        score_weight=float(str(raw["scoreWeight"])),
        weights={str(k): float(v) for k, v in weights.items()},
        threshold=float(str(raw["threshold"])),
    )


# A candidate in place of the shipped model, for the evaluation's leave-one-set-out yardstick only (a
# single-threaded, in-process run; the services never set it).
_in_place: list[NetModel | None] = []


@contextmanager
def model_in_place(model: NetModel | None) -> Iterator[None]:
    """Within the block the net scores with ``model`` (None: no model) instead of the shipped one."""
    _in_place.append(model)
    try:
        yield
    finally:
        _in_place.pop()


@cache
def _shipped() -> NetModel | None:
    return parse_model(MODEL_FILE.read_text(encoding="utf-8")) if MODEL_FILE.is_file() else None


def net_model() -> NetModel | None:
    """The trained model beside the pack (or a candidate put in its place), None where none has been trained."""
    return _in_place[-1] if _in_place else _shipped()
