"""Calibration of the similarity gate: from scored labelled listings to one gate per retrieval mode (pure).

The method is the one the hand-set WordLlama gates came from (docs/retrieval.md, "Calibration"):
score every in-scope section of every labelled listing, look only at the sections the labels say
are relevant, and read the gate off their similarity distribution, rounded down to a 0.025 step.

- vector: the lowest relevant similarity. Cosine similarity is the only gate, so it must admit every
  labelled relevant section; anything higher drops one.
- hybrid: the 25th percentile of relevant similarities. The cosine side alone keeps three quarters
  of the relevant sections and the full-text gate carries the rest (a listing that quotes a phone
  number scores low on cosine and high on full text).

Similarity numbers mean nothing across embedders, which is why a gate is stored per embedder.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

GATE_STEP = 0.025
HYBRID_RELEVANT_SHARE = 0.75
METHOD = (
    "v1: vector = lowest relevant-section similarity; hybrid = 25th percentile of relevant-section "
    "similarities, full-text gate for the rest; rounded down to 0.025"
)
MODES = ("hybrid", "vector")

Section = tuple[str, str]


class CalibrationError(ValueError):
    """The labelled listings cannot calibrate this embedder (say nothing relevant is in scope)."""


@dataclass(frozen=True)
class SectionScore:
    """A section in a listing's scope, scored by its best chunk."""

    section: Section
    similarity: float
    lexical: float


@dataclass(frozen=True)
class ListingScores:
    """One labelled listing: the sections it should retrieve and every in-scope section's scores."""

    case_id: str
    expected: frozenset[Section]
    sections: tuple[SectionScore, ...]

    def relevant(self) -> list[SectionScore]:
        return [score for score in self.sections if score.section in self.expected]


@dataclass(frozen=True)
class Gate:
    """A calibrated gate and what it achieved on the labelled listings (before top-k and caps)."""

    mode: str
    similarity_threshold: float
    lexical_threshold: float | None
    listings: int
    relevant_sections: int
    section_recall: float
    section_precision: float


def floor_to_step(value: float, step: float = GATE_STEP) -> float:
    """Rounds down to the grid, so the gate never sits above the score it was read from."""
    floored = math.floor(value / step + 1e-9) * step
    return round(min(1.0, max(-1.0, floored)), 6)


def passes(score: SectionScore, similarity_threshold: float, lexical_threshold: float | None) -> bool:
    """The retrieval service's gate (retrieval.domain.bounding): similarity, or in hybrid mode full text."""
    if score.similarity >= similarity_threshold:
        return True
    return lexical_threshold is not None and score.lexical >= lexical_threshold


def relevant_similarities(observations: Sequence[ListingScores]) -> list[float]:
    return [score.similarity for observation in observations for score in observation.relevant()]


def calibrate_gate(observations: Sequence[ListingScores], mode: str, lexical_threshold: float) -> Gate:
    """The gate of one retrieval mode by the documented method, with its section recall and precision."""
    if mode not in MODES:
        raise ValueError(f"unknown retrieval mode {mode!r}")
    similarities = relevant_similarities(observations)
    if not similarities:
        raise CalibrationError("no labelled relevant section is in scope for this embedder: publish the corpus first")
    if mode == "vector":
        threshold = floor_to_step(min(similarities))
        lexical: float | None = None
    else:
        cut = (
            statistics.quantiles(similarities, n=4, method="inclusive")[0] if len(similarities) > 1 else similarities[0]
        )
        threshold = floor_to_step(cut)
        lexical = lexical_threshold
    return measure_gate(observations, mode, threshold, lexical)


def measure_gate(
    observations: Sequence[ListingScores], mode: str, similarity_threshold: float, lexical_threshold: float | None
) -> Gate:
    """Section recall (relevant sections admitted / relevant in scope) and precision (relevant / admitted)."""
    relevant = admitted = admitted_relevant = 0
    for observation in observations:
        for score in observation.sections:
            is_relevant = score.section in observation.expected
            relevant += is_relevant
            if passes(score, similarity_threshold, lexical_threshold):
                admitted += 1
                admitted_relevant += is_relevant
    return Gate(
        mode=mode,
        similarity_threshold=similarity_threshold,
        lexical_threshold=lexical_threshold,
        listings=len(observations),
        relevant_sections=relevant,
        section_recall=admitted_relevant / relevant if relevant else 0.0,
        section_precision=admitted_relevant / admitted if admitted else 0.0,
    )
