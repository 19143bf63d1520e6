"""The labelled listings calibration reads: the reviewed evaluation datasets under evaluation/datasets/."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date

from services.records import Listing
from services.settings import PROJECT_ROOT

DATASETS_DIR = PROJECT_ROOT / "evaluation" / "datasets"

Section = tuple[str, str]


@dataclass(frozen=True)
class LabelledListing:
    case_id: str
    listing: Listing
    review_date: date
    expected: frozenset[Section]


def newest_dataset() -> str:
    """The reviewed dataset created last (manifest ``created``, then name), so a new one is used once it lands.

    Only the reviewed ``policy-review-vN`` sets calibrate: the blind sets are for judging the reviewer, and a
    held-out set that tuned the similarity gate would no longer be held out (docs/evaluation.md).
    """
    found: list[tuple[str, str]] = []
    for manifest in DATASETS_DIR.glob("policy-review-v*/manifest.json"):
        try:
            created = str(json.loads(manifest.read_text(encoding="utf-8")).get("created", ""))
        except (OSError, ValueError):
            continue
        found.append((created, manifest.parent.name))
    if not found:
        raise FileNotFoundError(f"no labelled dataset under {DATASETS_DIR}")
    return max(found, key=lambda item: (item[0], _version(item[1]), item[1]))[1]


def _version(name: str) -> int:
    tail = name.rsplit("-v", 1)[-1]
    return int(tail) if tail.isdigit() else -1


def load_labelled_listings(name: str) -> list[LabelledListing]:
    """The cases of a dataset that expect at least one section (verified against its manifest's SHA-256)."""
    # The dataset format (and its integrity check) belongs to the evaluation tooling; reuse it.
    from evaluation.dataset import load_dataset

    dataset = load_dataset(name)
    cases = []
    for case in dataset.cases:
        if not case.expected_sections:
            continue
        request = case.request
        listing = Listing(
            listing_id=request.listing_id,
            marketplace=request.marketplace,
            locale=request.locale,
            category=request.category,
            title=request.title,
            description=request.description,
            condition=request.condition,
            price=request.price,
            attributes=dict(request.attributes),
        )
        review_date = date.fromisoformat(request.review_date)
        cases.append(LabelledListing(case.id, listing, review_date, frozenset(case.expected_sections)))
    return cases
