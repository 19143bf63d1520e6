"""Detections as protobuf ``Finding`` messages: retrieval makes them, the gateway forwards them, generation reads them.

Retrieval runs the offline detectors on every review to lead the evidence with the codes they signal; the rules
reviewer in generation needs the very same detections of the very same listing. Sending them along saves
running every detector twice per review. Generation trusts them only when they were made with its own rules
identity (the pack's content hash, services/rulepack.py) and convert back whole; otherwise it detects itself.
"""

from __future__ import annotations

from collections.abc import Iterable

from policyreview.v1 import common_pb2
from services.detectors import Detection
from services.vocabulary import FindingCode, ListingField, Severity


def detection_to_proto(detection: Detection) -> common_pb2.Finding:
    return common_pb2.Finding(
        code=detection.code.value,
        severity=detection.severity.value,
        message=detection.message,
        listing_fields=[field.value for field in detection.listing_fields],
        recommended_action=detection.recommended_action,
        listing_quote=detection.listing_quote,
    )


def detections_from_proto(messages: Iterable[common_pb2.Finding]) -> tuple[Detection, ...] | None:
    """The detections, or None when any of them names a value this build does not know."""
    try:
        return tuple(
            Detection(
                code=FindingCode(common_pb2.FindingCode.Name(message.code)),
                severity=Severity(common_pb2.Severity.Name(message.severity)),
                listing_fields=tuple(
                    ListingField(common_pb2.ListingField.Name(field)) for field in message.listing_fields
                ),
                message=message.message,
                recommended_action=message.recommended_action,
                listing_quote=message.listing_quote,
            )
            for message in messages
        )
    except ValueError:
        return None
