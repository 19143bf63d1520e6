"""The fast paths of the plain records and their protobuf conversions make the very objects the slow ones did."""

from __future__ import annotations

import dataclasses

import pytest

from policyreview.v1 import common_pb2, generation_service_pb2
from services.proto import evidence_from_proto, listing_from_proto, number_evidence
from services.records import Evidence, Listing, made
from services.vocabulary import FindingCode, ListingCondition, Marketplace


def _evidence_message() -> common_pb2.Evidence:
    message = common_pb2.Evidence(
        chunk_id="c1",
        release_id="r1",
        policy_id="ebay-contact-information",
        policy_version="2",
        section_id="s1",
        section_heading="Contact details",
        text="Listings keep buyers and sellers on the marketplace.",
        supported_finding_codes=[common_pb2.CONTACT_INFO_IN_LISTING],
        marketplace=common_pb2.EBAY,
        locale="en-US",
        categories=["ELECTRONICS"],
        fused_score=0.5,
        applies_to_conditions=[common_pb2.USED],
        source_stale=True,
    )
    # Numbers this build does not know, and the unset one, are dropped.
    message.supported_finding_codes.append(9999)  # type: ignore[arg-type]
    message.applies_to_conditions.append(0)  # type: ignore[arg-type]
    return message


def test_made_is_the_object_the_frozen_init_makes() -> None:
    item = evidence_from_proto(_evidence_message())
    values = {f.name: getattr(item, f.name) for f in dataclasses.fields(Evidence)}
    assert item == Evidence(**values)
    assert item.supported_finding_codes == (FindingCode.CONTACT_INFO_IN_LISTING,)
    assert (item.marketplace, item.applies_to_conditions) == (Marketplace.EBAY, (ListingCondition.USED,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        item.text = "changed"  # type: ignore[misc]
    with pytest.raises(AssertionError):
        made(Evidence, {k: v for k, v in values.items() if k != "text"})


def test_unset_or_unknown_enums_still_raise_value_error() -> None:
    with pytest.raises(ValueError, match="not a known value"):
        evidence_from_proto(common_pb2.Evidence())
    listing = common_pb2.Listing(listing_id="l1", marketplace=common_pb2.EBAY, title="t")
    with pytest.raises(ValueError, match="not a known value"):
        listing_from_proto(listing)
    listing.condition = common_pb2.NEW
    assert listing_from_proto(listing) == Listing(
        listing_id="l1",
        marketplace=Marketplace.EBAY,
        locale="",
        category="",
        title="t",
        description="",
        condition=ListingCondition.NEW,
        price=0.0,
        attributes={},
    )


def test_the_ledger_numbers_evidence_in_order_and_copies_it_whole() -> None:
    items = [_evidence_message(), common_pb2.Evidence(chunk_id="c2", marketplace=common_pb2.EBAY)]
    ledger = number_evidence(items)
    assert [(e.evidence_id, e.evidence) for e in ledger.entries] == [("POLICY_1", items[0]), ("POLICY_2", items[1])]


def test_the_ledger_numbered_into_a_request_is_the_ledger_numbered_apart() -> None:
    # Twenty-seventh round: the gateway fills its generation request's ledger in place instead of copying it in.
    items = [_evidence_message(), common_pb2.Evidence(chunk_id="c2", marketplace=common_pb2.EBAY)]
    request = generation_service_pb2.ProposeFindingsRequest()
    filled = number_evidence(items, into=request.ledger)
    assert filled == number_evidence(items)
    assert request == generation_service_pb2.ProposeFindingsRequest(ledger=number_evidence(items))
