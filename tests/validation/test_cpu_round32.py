"""The thirty-second round's CPU work changes no answer (docs/performance.md). Its classes: a listing's structure-first
checks are read once per listing and edition (structure.structural_check: the detectors' pack findings, their
ninth-round conflicts and the net's signals asked the same check of the same listing); the net's signals read a
field's text and a code's clause reading of it once per review (risk_signals' reading); the maker's property claims
and the packaging's flaws are blanked once per text (shapes' caches). Each cached reading returns what the uncached
one returns."""

from __future__ import annotations

from functools import cache

import pytest

from evaluation.dataset import DATASETS_DIR
from evaluation.offline import listing_from_request, load_cases
from services import risk_signals, shapes, structure
from services.records import Listing
from services.structure import STRUCTURAL_CHECKS, ladder, structural_check
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import detected, titled_listing

_NEW = ListingCondition.NEW

# Fresh listings across product domains: conflicts the structure-first checks and the net's signals read, and near
# misses that hold none.
_LISTINGS = (
    titled_listing(
        "Enamel stock pot 24 cm, red",
        "Brand new stock pot, 20 cm across, blue enamel. Small chip on the rim, lid has a hairline crack.",
        category="HOME_AND_GARDEN",
        condition=_NEW,
        attributes={"Colour": "Green", "Diameter": "24 cm", "Brand": "Pellowick"},
    ),
    titled_listing(
        "Set of 6 linen napkins",
        "Four napkins, hemmed by hand. Stain-resistant finish. Box has a crushed corner.",
        condition=_NEW,
        attributes={"Number of Pieces": "8", "Material": "Linen"},
    ),
    titled_listing(
        "Cordless hedge trimmer",
        "Sold as seen, does not power on. Text me on 07700 900123 or pay by bank transfer for a discount.",
        category="HOME_AND_GARDEN",
        attributes={"Brand": "Thornvale", "Power Source": "Battery"},
    ),
    titled_listing(
        "Climbing harness, size M",
        "Size M harness, worn twice, all buckles work. Pay through checkout.",
        category="SPORTS",
        attributes={"Size": "M"},
    ),
    titled_listing("Item", "Item.", condition=_NEW),
)


@pytest.mark.parametrize("name", sorted(STRUCTURAL_CHECKS))
def test_a_structural_check_read_once_is_the_check(name: str) -> None:
    for item in _LISTINGS:
        expected = STRUCTURAL_CHECKS[name](item)
        assert structural_check(name, item) == expected
        # The second asking reads the listing's memo.
        assert structural_check(name, item) == expected


def test_a_listing_of_the_same_text_reads_its_own_checks() -> None:
    first = _LISTINGS[0]
    again = titled_listing(
        first.title,
        first.description,
        category=first.category,
        condition=first.condition,
        attributes=dict(first.attributes),
    )
    assert structure._readings(first) is structure._readings(first)
    assert structure._readings(again) is not structure._readings(first)


def test_the_check_memo_is_keyed_by_the_edition_in_use() -> None:
    item = _LISTINGS[0]
    structural_check("grade_conflict", item)
    sha = risk_signals.pack().sha256
    assert ("grade_conflict", sha) in structure._readings(item)


def test_the_check_memo_is_bounded() -> None:
    for n in range(structure._READINGS.held + 20):
        structural_check("measure_mismatch", titled_listing(f"Shelf {n} cm", "Shelf, 40 cm wide."))
    assert len(structure._READINGS.entries) <= structure._READINGS.held


def _signals_read_apart(item: Listing) -> dict[FindingCode, str]:
    """risk_signals(tier 2, no model) as it read before the review's reading: each signal reads its fields anew."""
    current = risk_signals.pack()
    found: dict[FindingCode, str] = {}
    for signal in current.signals:
        if signal.tier > 2 or signal.code in found:
            continue
        if risk_signals.signal_holds(signal, item, current.exemptions):
            found[signal.code] = signal.name
    return found


@pytest.mark.parametrize("item", _LISTINGS, ids=lambda item: item.title)
def test_the_signals_read_once_a_review_are_the_signals_read_apart(item: Listing) -> None:
    assert risk_signals.risk_signals(item, tier=2, use_model=False) == _signals_read_apart(item)


def test_every_signal_reads_the_same_with_a_shared_reading() -> None:
    current = risk_signals.pack()
    for item in _LISTINGS:
        reading: risk_signals.Reading = {}
        for signal in current.signals:
            alone = risk_signals.signal_holds(signal, item, current.exemptions)
            assert risk_signals.signal_holds(signal, item, current.exemptions, reading) is alone


@pytest.mark.parametrize(
    "text",
    [
        "Scratch-resistant glass lid, never used",
        "Repels water, grease and stains. Box has a dent.",
        "Not for bare wood or worn-through areas; new in tin",
        "Lid cracked, handle chipped",
        "",
    ],
)
def test_a_text_blanked_once_is_the_text_blanked_anew(text: str) -> None:
    packaging = ladder().packaging
    assert packaging is not None
    claims = shapes.without_property_claims.__wrapped__(text)
    flaws = shapes.without_packaging_flaws.__wrapped__(text, packaging)
    for _ in range(2):
        assert shapes.without_property_claims(text) == claims
        assert shapes.without_packaging_flaws(text, packaging) == flaws


@cache
def _development_listings() -> tuple[Listing, ...]:
    found: list[Listing] = []
    for name in ("policy-review-v2", "blind-dev-v39"):
        for case in load_cases(DATASETS_DIR / name)[:60]:
            found.append(listing_from_request(case.request.model_dump(by_alias=True)))
    return tuple(found)


def test_every_development_listing_reads_the_same_checks_and_signals() -> None:
    for item in _development_listings():
        for name, check in STRUCTURAL_CHECKS.items():
            assert structural_check(name, item) == check(item)
        assert risk_signals.risk_signals(item, tier=2, use_model=False) == _signals_read_apart(item)


def test_a_damaged_new_item_is_still_a_condition_conflict() -> None:
    assert FindingCode.CONDITION_CONFLICT in detected(_LISTINGS[0])


def test_a_worn_used_item_is_still_no_condition_conflict() -> None:
    assert FindingCode.CONDITION_CONFLICT not in detected(_LISTINGS[3])
