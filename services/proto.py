"""Conversions between protobuf messages and the plain records in services.records."""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import TypeVar

from google.protobuf.internal.enum_type_wrapper import EnumTypeWrapper

from policyreview.v1 import common_pb2
from services.records import Evidence, LedgerEntry, Listing, evidence_id, made
from services.vocabulary import FindingCode, ListingCondition, Marketplace

E = TypeVar("E", bound=StrEnum)


def listing_from_proto(message: common_pb2.Listing) -> Listing:
    """Callers validate first; an unset enum here raises ValueError."""
    return made(
        Listing,
        {
            "listing_id": message.listing_id,
            "marketplace": _known(_MARKETPLACE_OF, message.marketplace),
            "locale": message.locale,
            "category": message.category,
            "title": message.title,
            "description": message.description,
            "condition": _known(_CONDITION_OF, message.condition),
            "price": message.price,
            "attributes": dict(message.attributes),
        },
    )


def listing_to_proto(listing: Listing) -> common_pb2.Listing:
    return common_pb2.Listing(
        listing_id=listing.listing_id,
        marketplace=listing.marketplace.value,
        locale=listing.locale,
        category=listing.category,
        title=listing.title,
        description=listing.description,
        condition=listing.condition.value,
        price=listing.price,
        attributes=dict(listing.attributes),
    )


def domain_values(wire: EnumTypeWrapper, domain: type[E]) -> dict[int, E]:
    """Wire number -> domain value for every number this build knows, the UNSPECIFIED ones excluded. Built once
    per enum: a wrapper's values() builds a new list on every call, and every evidence item of every ledger is
    converted."""
    return {number: domain(name) for name, number in wire.items() if name in domain.__members__}


FINDING_CODE_OF = domain_values(common_pb2.FindingCode, FindingCode)
_CONDITION_OF = domain_values(common_pb2.ListingCondition, ListingCondition)
_MARKETPLACE_OF = domain_values(common_pb2.Marketplace, Marketplace)


def _known(values: dict[int, E], number: int) -> E:
    """The domain value of a wire number; ValueError for an unset or unknown one (as the enum lookups raised)."""
    try:
        return values[number]
    except KeyError:
        raise ValueError(f"{number} is not a known value") from None


def finding_codes_from_proto(values: Iterable[int]) -> tuple[FindingCode, ...]:
    """Known codes only; FINDING_CODE_UNSPECIFIED and unknown numbers are dropped."""
    return tuple([FINDING_CODE_OF[value] for value in values if value in FINDING_CODE_OF])


def conditions_from_proto(values: Iterable[int]) -> tuple[ListingCondition, ...]:
    """Known conditions only; LISTING_CONDITION_UNSPECIFIED and unknown numbers are dropped."""
    return tuple([_CONDITION_OF[value] for value in values if value in _CONDITION_OF])


def evidence_from_proto(message: common_pb2.Evidence) -> Evidence:
    # Every evidence item of every ledger, in generation and validation: built without the frozen __init__.
    return made(
        Evidence,
        {
            "chunk_id": message.chunk_id,
            "release_id": message.release_id,
            "policy_id": message.policy_id,
            "policy_version": message.policy_version,
            "section_id": message.section_id,
            "section_heading": message.section_heading,
            "text": message.text,
            "supported_finding_codes": finding_codes_from_proto(message.supported_finding_codes),
            "source_url": message.source_url,
            "effective_from": message.effective_from,
            "marketplace": _known(_MARKETPLACE_OF, message.marketplace),
            "locale": message.locale,
            "categories": tuple(message.categories),
            "vector_score": message.vector_score,
            "lexical_score": message.lexical_score,
            "fused_score": message.fused_score,
            "applies_to_conditions": conditions_from_proto(message.applies_to_conditions),
            "applies_to_categories": tuple(message.applies_to_categories),
            "source_stale": message.source_stale,
        },
    )


def evidence_to_proto(evidence: Evidence) -> common_pb2.Evidence:
    return common_pb2.Evidence(
        chunk_id=evidence.chunk_id,
        release_id=evidence.release_id,
        policy_id=evidence.policy_id,
        policy_version=evidence.policy_version,
        section_id=evidence.section_id,
        section_heading=evidence.section_heading,
        text=evidence.text,
        supported_finding_codes=[code.value for code in evidence.supported_finding_codes],
        source_url=evidence.source_url,
        effective_from=evidence.effective_from,
        marketplace=evidence.marketplace.value,
        locale=evidence.locale,
        categories=list(evidence.categories),
        vector_score=evidence.vector_score,
        lexical_score=evidence.lexical_score,
        fused_score=evidence.fused_score,
        applies_to_conditions=[condition.value for condition in evidence.applies_to_conditions],
        applies_to_categories=list(evidence.applies_to_categories),
        source_stale=evidence.source_stale,
    )


def ledger_from_proto(message: common_pb2.Ledger) -> list[LedgerEntry]:
    return [LedgerEntry(e.evidence_id, evidence_from_proto(e.evidence)) for e in message.entries]


def number_evidence(
    evidence: Iterable[common_pb2.Evidence], into: common_pb2.Ledger | None = None
) -> common_pb2.Ledger:
    """The ledger of retrieved evidence as messages: POLICY_1..N in the order given (retrieval order). ``into``: an
    empty ledger to fill, the field of the request that carries it (the gateway's generation request), so the
    ledger is not built apart and then copied whole into the request."""
    ledger = common_pb2.Ledger() if into is None else into
    # Each entry added in place: building LedgerEntry messages first and then the Ledger copied every evidence twice.
    add = ledger.entries.add
    for index, item in enumerate(evidence, start=1):
        add(evidence_id=evidence_id(index), evidence=item)
    return ledger


def ledger_to_proto(entries: Iterable[LedgerEntry]) -> common_pb2.Ledger:
    return common_pb2.Ledger(
        entries=[
            common_pb2.LedgerEntry(evidence_id=entry.evidence_id, evidence=evidence_to_proto(entry.evidence))
            for entry in entries
        ]
    )
