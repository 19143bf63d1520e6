"""Retrieval's detections forwarded to generation: the rules reviewer answers exactly as if it had detected itself,
and uses forwarded detections only when they were made with its own rules and convert back whole."""

from __future__ import annotations

from dataclasses import replace
from typing import cast

import pytest

from evaluation.dataset import load_dataset
from evaluation.offline import listing_from_request
from generation.bootstrap import build_server
from generation.domain.rules import RULES_MODEL_ID, rules_findings
from policyreview.v1 import common_pb2, generation_service_pb2, retrieval_service_pb2
from services.detection_proto import detection_to_proto, detections_from_proto
from services.detectors import Detection, detect
from services.records import Listing
from services.vocabulary import FindingCode, ListingField, Severity
from tests.generation.data import full_ledger, listing
from tests.generation.test_service import call, request_for, settings

# The development sets (never a held-out one): every listing's detections, sent over the wire and read back.
DEVELOPMENT_SETS = ("policy-review-v2", "blind-dev-v1", "blind-dev-v2", "blind-dev-v3", "blind-dev-v4")


def _development_listings() -> list[Listing]:
    return [
        listing_from_request(case.request.model_dump(by_alias=True))
        for name in DEVELOPMENT_SETS
        for case in load_dataset(name).cases
    ]


def test_detections_cross_the_wire_unchanged_and_give_the_same_proposals() -> None:
    ledger = full_ledger()
    listings = _development_listings()
    assert len(listings) > 1000
    for item in listings:
        own = tuple(detect(item))
        # Retrieval's response, read by the gateway and copied into generation's request, as bytes each time.
        response = retrieval_service_pb2.RetrieveResponse(detections=[detection_to_proto(d) for d in own])
        response = retrieval_service_pb2.RetrieveResponse.FromString(response.SerializeToString())
        request = generation_service_pb2.ProposeFindingsRequest(detections=response.detections)
        request = generation_service_pb2.ProposeFindingsRequest.FromString(request.SerializeToString())
        forwarded = detections_from_proto(request.detections)
        assert forwarded == own, item.listing_id
        assert rules_findings(item, ledger, forwarded) == rules_findings(item, ledger), item.listing_id


def test_a_detection_naming_an_unknown_value_is_not_read() -> None:
    unknown = common_pb2.Finding(code=common_pb2.CONTACT_INFO_IN_LISTING, severity=common_pb2.WARNING)
    unknown.listing_fields.append(cast(common_pb2.ListingField, 999))  # a value from a newer build
    assert detections_from_proto([unknown]) is None
    assert detections_from_proto([common_pb2.Finding()]) is None  # an unset code is no detection


# A detection the detectors would never make on the test listing: the answer shows whether it was used.
_PLANTED = Detection(
    FindingCode.KEYWORD_SPAM, Severity.WARNING, (ListingField.TITLE,), "planted", "remove it", "Light scratches"
)


def _forwarding(rules_id: str) -> generation_service_pb2.ProposeFindingsRequest:
    request = request_for(replace(listing(), title="Light scratches on a used camera body"))
    request.detections.append(detection_to_proto(_PLANTED))
    request.detections_rules_id = rules_id
    return request


async def test_generation_uses_detections_made_with_its_own_rules() -> None:
    response = await call(await build_server(settings(), port=0), _forwarding(RULES_MODEL_ID))
    assert [(f.code, f.message) for f in response.findings] == [(common_pb2.KEYWORD_SPAM, "planted")]


@pytest.mark.parametrize("rules_id", ["", "rules-000000000000"])
async def test_generation_detects_itself_when_the_detections_were_made_with_other_rules(rules_id: str) -> None:
    forwarded = await call(await build_server(settings(), port=0), _forwarding(rules_id))
    plain = _forwarding(rules_id)
    del plain.detections[:]
    own = await call(await build_server(settings(), port=0), plain)
    assert forwarded == own
    assert "planted" not in [f.message for f in forwarded.findings]
