"""Calibrates the retrieval gates for one embedder on labelled listings and records them (``ingestion calibrate``)."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

from ingestion.adapters.labelled_listings import load_labelled_listings, newest_dataset
from ingestion.domain.calibration import METHOD, MODES, CalibrationError, Gate, ListingScores, calibrate_gate
from ingestion.domain.ports import CalibrationSession, CalibrationStore
from services.embedders import Embedder
from services.query_text import render_lexical_text, render_query

log = logging.getLogger(__name__)

DEFAULT_LEXICAL_THRESHOLD = 0.15


@dataclass(frozen=True)
class CalibrationReport:
    embedding_model: str
    dimensions: int
    dataset: str
    corpus_version: str
    gates: tuple[Gate, ...]
    calibration_ids: tuple[int, ...]
    skipped: bool = False

    def summary(self) -> str:
        space = f"{self.embedding_model} ({self.dimensions}-d)"
        if self.skipped:
            return f"calibration for {space} already recorded; nothing to do"
        lines = [f"calibrated {space} on {self.dataset}, corpus {self.corpus_version[:12]}:"]
        for gate in self.gates:
            lexical = f", full text >= {gate.lexical_threshold:.2f}" if gate.lexical_threshold is not None else ""
            lines.append(
                f"  {gate.mode:6s} similarity >= {gate.similarity_threshold:.3f}{lexical}: section recall "
                f"{gate.section_recall:.3f}, precision {gate.section_precision:.3f} "
                f"({gate.relevant_sections} relevant sections, {gate.listings} listings)"
            )
        return "\n".join(lines)


async def observe(session: CalibrationSession, embedder: Embedder, dataset: str) -> list[ListingScores]:
    """Every labelled listing's in-scope sections, scored as retrieval scores them."""
    observations = []
    for case in load_labelled_listings(dataset):
        listing = case.listing
        embedding = await embedder.embed_query(render_query(listing))
        sections = await session.section_scores(
            marketplace=listing.marketplace.value,
            locale=listing.locale,
            category=listing.category,
            condition=listing.condition.value,
            review_date=case.review_date,
            embedding=embedding,
            lexical_text=render_lexical_text(listing),
        )
        observations.append(ListingScores(case.case_id, case.expected, sections))
    return observations


async def calibrate(
    *,
    store: CalibrationStore,
    embedder: Embedder,
    dataset: str | None = None,
    modes: Sequence[str] = MODES,
    lexical_threshold: float = DEFAULT_LEXICAL_THRESHOLD,
    if_missing: bool = False,
) -> CalibrationReport:
    """Measures and records one gate per mode for ``embedder``.

    ``if_missing`` (the local stack after publishing) does nothing when every mode already has a
    calibration for this embedder. Raises CalibrationError when nothing relevant is in scope (the
    corpus is not published with this embedder) and FileNotFoundError / DatasetError for a dataset
    that is not there or not intact.
    """
    model, dimensions = embedder.model_id, embedder.dimensions
    if if_missing:
        known = {
            c.retrieval_mode
            for c in await store.latest()
            if c.embedding_model == model and c.embedding_dimensions == dimensions
        }
        if set(modes) <= known:
            return CalibrationReport(model, dimensions, "", "", (), (), skipped=True)
    name = dataset or newest_dataset()
    async with store.session(model, dimensions) as session:
        corpus_version, releases = await session.corpus_version()
        if releases == 0:
            raise CalibrationError(f"no ACTIVE release is embedded with {model}: publish the corpus with it first")
        observations = await observe(session, embedder, name)
        gates = tuple(calibrate_gate(observations, mode, lexical_threshold) for mode in modes)
        ids = await session.record(gates, method=METHOD, dataset=name, corpus_version=corpus_version)
    report = CalibrationReport(model, dimensions, name, corpus_version, gates, tuple(ids))
    for gate in gates:
        log.info(
            "calibrated %s (%s-d) %s: similarity >= %.3f, section recall %.3f, precision %.3f on %s",
            model,
            dimensions,
            gate.mode,
            gate.similarity_threshold,
            gate.section_recall,
            gate.section_precision,
            name,
        )
    return report


__all__ = ["CalibrationError", "CalibrationReport", "calibrate", "observe"]
