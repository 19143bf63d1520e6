"""Deterministic listings and ledgers for the generation tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from services.records import Evidence, LedgerEntry, Listing
from services.vocabulary import FindingCode, ListingCondition, Marketplace


def listing(**overrides: Any) -> Listing:
    """The seed article's used camera, unless overridden."""
    values: dict[str, Any] = {
        "listing_id": "ebay-used-camera-001",
        "marketplace": Marketplace.EBAY,
        "locale": "en-US",
        "category": "ELECTRONICS",
        "title": "Used mirrorless camera body",
        "description": "Works well.",
        "condition": ListingCondition.USED,
        "price": 425.0,
        "attributes": {"brand": "ExampleCam", "model": "X100"},
    }
    values.update(overrides)
    return Listing(**values)


def bare_listing(**overrides: Any) -> Listing:
    """A listing that says only what the test gives it: a one-word title and description, no specifics, the general
    category (the structure checks' tests state each field they read)."""
    values: dict[str, Any] = {"title": "Item", "description": "Item.", "attributes": {}, "category": "GENERAL"}
    values.update(overrides)
    return listing(**values)


def titled_listing(
    title: str,
    description: str,
    *,
    category: str = "GENERAL",
    condition: ListingCondition = ListingCondition.USED,
    attributes: dict[str, str] | None = None,
) -> Listing:
    """A bare listing with the title and description a round test's class is about (the round files' common helper)."""
    return bare_listing(
        title=title, description=description, category=category, condition=condition, attributes=attributes or {}
    )


def household_goods(**overrides: Any) -> Listing:
    """A used household item of a made-up brand, unless overridden: the round test files' common listing, so a class's
    test says only what its shape needs."""
    values: dict[str, Any] = {
        "category": "HOME_AND_GARDEN",
        "condition": ListingCondition.USED,
        "attributes": {"Brand": "Hollowmere"},
    }
    values.update(overrides)
    return listing(**values)


def signal_holds(name: str, item: Listing) -> bool:
    """Whether the shipped pack's net signal of that name holds for the listing."""
    from services import risk_signals

    current = risk_signals.pack()
    signal = next(s for s in current.signals if s.name == name)
    return risk_signals.signal_holds(signal, item, current.exemptions)


def detected(item: Listing) -> set[FindingCode]:
    """The codes the rules reviewer proposes (detectors and the pack's detect signals), the net left out."""
    from services import detectors

    return {detection.code for detection in detectors.detect(item)}


def caught(item: Listing) -> set[FindingCode]:
    """Every code a detector finds or the net (rules alone) signals: what keeps a listing from an all-clear."""
    # Imported here: the detectors load the rules pack, which most tests of this module never need.
    from services import detectors, risk_signals

    found = {detection.code for detection in detectors.detect(item)}
    return found | set(risk_signals.risk_signals(item, tier=risk_signals.DEFAULT_TIER, use_model=False))


def evidence(codes: Sequence[FindingCode], *, heading: str = "Section", policy_id: str = "ebay-test") -> Evidence:
    slug = heading.lower().replace(" ", "-")
    return Evidence(
        chunk_id=f"chunk-{policy_id}-{slug}",
        release_id="00000000-0000-0000-0000-000000000001",
        policy_id=policy_id,
        policy_version="2026-09-15",
        section_id=slug,
        section_heading=heading,
        text=f"Policy text of {heading}.",
        supported_finding_codes=tuple(codes),
        source_url="https://example.invalid/policy",
        effective_from="2026-09-15",
        marketplace=Marketplace.EBAY,
        locale="en-US",
        categories=("ALL",),
    )


def ledger(sections: Mapping[str, Sequence[FindingCode]]) -> list[LedgerEntry]:
    """POLICY_1..N in the mapping's order (retrieval order)."""
    return [
        LedgerEntry(f"POLICY_{number}", evidence(codes, heading=heading))
        for number, (heading, codes) in enumerate(sections.items(), start=1)
    ]


def full_ledger() -> list[LedgerEntry]:
    """Every code allowed by exactly one section, in a fixed order."""
    return ledger({code.value.replace("_", " ").title(): [code] for code in FindingCode})


def entry_for(code: FindingCode, entries: Sequence[LedgerEntry]) -> str:
    return next(entry.evidence_id for entry in entries if code in entry.evidence.supported_finding_codes)
