"""Review records as messages: built from an answered review, split into what is kept for good and the
seller's text the retention window redacts, and put back together for reading."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from policyreview.v1 import common_pb2, policy_review_service_pb2


@dataclass
class ReviewTrail:
    """What a review saw on its way to the answer, filled in by the use case as it goes."""

    diagnostics: policy_review_service_pb2.ReviewDiagnostics | None = None
    ledger: common_pb2.Ledger | None = None


def build_record(
    *,
    review_id: str,
    caller_key_id: str,
    request: policy_review_service_pb2.ReviewListingRequest,
    response: policy_review_service_pb2.ReviewListingResponse,
    trail: ReviewTrail,
) -> policy_review_service_pb2.PolicyReviewRecord:
    """The whole record, seller text included; recorded_at is the store's clock, set on reading."""
    diagnostics = trail.diagnostics or policy_review_service_pb2.ReviewDiagnostics()
    listing = policy_review_service_pb2.ReviewListingRequest()
    listing.CopyFrom(request)
    listing.include_diagnostics = False
    record = policy_review_service_pb2.PolicyReviewRecord(
        review_id=review_id,
        caller_key_id=caller_key_id,
        listing=listing,
        releases=diagnostics.releases,
        status=response.status,
        findings=response.findings,
        evidence=response.evidence,
        warnings=response.warnings,
        requires_human_review=response.requires_human_review,
        reviewer=diagnostics.reviewer,
        model_id=diagnostics.model_id,
        prompt_version=diagnostics.prompt_version,
        api_version=diagnostics.api_version,
        review_date=diagnostics.review_date,
        case_id=response.case_id,
    )
    # Field by field on the added entry: about a fifth less than add() with keyword arguments, which builds a
    # dict and checks each name against the descriptor per entry (twenty-seventh round). The same fields, so the
    # same bytes.
    add = record.ledger.add
    for entry in trail.ledger.entries if trail.ledger is not None else ():
        evidence = entry.evidence
        recorded = add()
        recorded.evidence_id = entry.evidence_id
        recorded.release_id = evidence.release_id
        recorded.policy_id = evidence.policy_id
        recorded.policy_version = evidence.policy_version
        recorded.section_id = evidence.section_id
        recorded.section_heading = evidence.section_heading
        recorded.text = evidence.text
        recorded.source_url = evidence.source_url
        recorded.supported_finding_codes.extend(evidence.supported_finding_codes)
    return record


def split_seller_text(
    record: policy_review_service_pb2.PolicyReviewRecord,
) -> tuple[policy_review_service_pb2.PolicyReviewRecord, policy_review_service_pb2.PolicyReviewRecord]:
    """(the record without the seller's text, the seller's text alone): title, description, attributes and
    the findings' listing quotes, index for index."""
    kept = policy_review_service_pb2.PolicyReviewRecord()
    kept.CopyFrom(record)
    seller = policy_review_service_pb2.PolicyReviewRecord()
    seller.listing.title = record.listing.title
    seller.listing.description = record.listing.description
    seller.listing.attributes.update(record.listing.attributes)
    kept.listing.ClearField("title")
    kept.listing.ClearField("description")
    kept.listing.ClearField("attributes")
    for finding, stored in zip(record.findings, kept.findings, strict=True):
        text = seller.findings.add()
        # Presence is kept: a finding without a quote stays without one when joined back.
        if finding.HasField("listing_quote"):
            text.listing_quote = finding.listing_quote
        stored.ClearField("listing_quote")
    return kept, seller


def join_seller_text(
    kept: policy_review_service_pb2.PolicyReviewRecord, seller: policy_review_service_pb2.PolicyReviewRecord | None
) -> policy_review_service_pb2.PolicyReviewRecord:
    """The record as read: with the seller's text while it is kept, else marked redacted."""
    record = policy_review_service_pb2.PolicyReviewRecord()
    record.CopyFrom(kept)
    if seller is None:
        record.listing_redacted = True
        return record
    record.listing.title = seller.listing.title
    record.listing.description = seller.listing.description
    record.listing.attributes.update(seller.listing.attributes)
    for finding, text in zip(record.findings, seller.findings, strict=False):
        if text.HasField("listing_quote"):
            finding.listing_quote = text.listing_quote
    return record


# A record's ledger names its texts by SHA-256, entry by entry, end to end (review_record.ledger_texts).
DIGEST_BYTES = hashlib.sha256().digest_size


def split_ledger_texts(record: policy_review_service_pb2.PolicyReviewRecord) -> tuple[dict[bytes, str], bytes]:
    """Clears the ledger's section texts from the record; returns them by digest, and the digests in ledger
    order (one per entry, end to end). The same few texts recur in record after record: stored apart, once."""
    texts: dict[bytes, str] = {}
    digests = []
    for entry in record.ledger:
        # Read once: each read of a message's string field builds a new str from its bytes.
        text = entry.text
        digest = text_digest(text)
        texts[digest] = text
        digests.append(digest)
        entry.ClearField("text")
    return texts, b"".join(digests)


# Policy sections are few and recur in record after record (a review cites eight or so of a corpus of a few hundred):
# each text's digest is computed once while it stays among the last _MAX_DIGESTS asked for, not once per answer
# (eight SHA-256 digests of about 900 characters, about a fifth of the gateway's record path; twenty-seventh round).
# The digest is a pure function of the text, so a cached one is the digest itself.
_MAX_DIGESTS = 4096


@lru_cache(maxsize=_MAX_DIGESTS)
def text_digest(text: str) -> bytes:
    """SHA-256 of the text in UTF-8: the name a ledger text is stored under (review_section_text.digest)."""
    return hashlib.sha256(text.encode()).digest()


def digests_of(ledger_texts: bytes) -> list[bytes]:
    return [ledger_texts[i : i + DIGEST_BYTES] for i in range(0, len(ledger_texts), DIGEST_BYTES)]


def join_ledger_texts(
    record: policy_review_service_pb2.PolicyReviewRecord, digests: Sequence[bytes], texts: Mapping[bytes, str]
) -> bool:
    """Puts the ledger's texts back, entry by entry; False when the digests do not match the ledger or a text
    is missing."""
    if len(digests) != len(record.ledger) or any(digest not in texts for digest in digests):
        return False
    for entry, digest in zip(record.ledger, digests, strict=True):
        entry.text = texts[digest]
    return True
