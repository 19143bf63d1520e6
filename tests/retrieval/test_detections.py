"""Retrieval sends the detections it led the evidence with, for generation's rules reviewer to reuse."""

from __future__ import annotations

from services.detection_proto import detections_from_proto
from services.detectors import detect
from services.embedders.wordllama import WordLlamaEmbedder
from services.proto import listing_from_proto
from services.rulepack import rules_identity
from tests.retrieval.support import retrieve_request, serving
from tests.support import Database

DESCRIPTION = "Works fine. Call me on 555-123-4567 or email seller@example.com to buy."


async def test_the_response_carries_the_listings_detections_and_the_rules_they_were_made_with(
    corpus: Database, wordllama: WordLlamaEmbedder
) -> None:
    request = retrieve_request(description=DESCRIPTION)
    async with serving(corpus, wordllama) as stub:
        response = await stub.Retrieve(request)
    assert response.evidence
    own = tuple(detect(listing_from_proto(request.listing)))
    assert own
    assert detections_from_proto(response.detections) == own
    assert response.detections_rules_id == rules_identity()


async def test_no_detections_travel_for_a_listing_whose_locale_was_made_canonical(
    corpus: Database, wordllama: WordLlamaEmbedder
) -> None:
    # Generation converts the listing as sent; detections made on the canonical locale might not be its own.
    request = retrieve_request(description=DESCRIPTION, locale="en-us")
    async with serving(corpus, wordllama) as stub:
        response = await stub.Retrieve(request)
    assert response.evidence
    assert (list(response.detections), response.detections_rules_id) == ([], "")
