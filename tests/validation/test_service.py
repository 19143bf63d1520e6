"""The validation service over loopback: a real grpc.aio server called through the generated stub."""

from __future__ import annotations

from typing import Any

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from policyreview.v1 import common_pb2, validation_service_pb2, validation_service_pb2_grpc
from services.errors import ErrorReason, from_rpc_error
from services.proto import evidence_to_proto, listing_to_proto
from tests.support import running
from tests.validation.test_domain import CLEAN_LISTING, CONDITION, CONTACT, LISTING, evidence
from validation.bootstrap import build_server

EVIDENCE = [evidence("contact-details", CONTACT), evidence("condition", CONDITION, policy="ebay-item-description")]


def finding(code: str, *ids: str, fields: tuple[str, ...] = ("DESCRIPTION",)) -> common_pb2.ProposedFinding:
    return common_pb2.ProposedFinding(
        code=code,
        severity="WARNING",
        message="The description carries an email address.",
        listing_fields=list(fields),
        evidence_ids=list(ids),
        recommended_action="Remove it.",
        reviewer="rules",
        listing_quote="seller@example.com" if code == "CONTACT_INFO_IN_LISTING" else "",
    )


def request(ledger: common_pb2.Ledger, **fields: Any) -> validation_service_pb2.ValidateFindingsRequest:
    return validation_service_pb2.ValidateFindingsRequest(ledger=ledger, listing=listing_to_proto(LISTING), **fields)


async def test_ledger_then_validation_over_grpc() -> None:
    async with running(await build_server(port=0)) as address, grpc.aio.insecure_channel(address) as channel:
        stub = validation_service_pb2_grpc.ValidationServiceStub(channel)
        built = await stub.BuildLedger(
            validation_service_pb2.BuildLedgerRequest(evidence=[evidence_to_proto(e) for e in EVIDENCE])
        )
        assert [entry.evidence_id for entry in built.ledger.entries] == ["POLICY_1", "POLICY_2"]
        assert built.ledger.entries[1].evidence.policy_id == "ebay-item-description"

        accepted = await stub.ValidateFindings(
            request(
                built.ledger,
                findings=[
                    finding("CONTACT_INFO_IN_LISTING", "POLICY_1"),
                    finding("CONTACT_INFO_IN_LISTING", "POLICY_99", fields=("TITLE",)),
                    finding("FINDING_CODE_UNSPECIFIED", "POLICY_1"),
                ],
                malformed_finding_count=1,
            )
        )
        assert accepted.status == common_pb2.POLICY_FINDINGS_AVAILABLE
        assert accepted.requires_human_review
        assert [(f.code, list(f.evidence_ids), f.listing_quote) for f in accepted.findings] == [
            (common_pb2.CONTACT_INFO_IN_LISTING, ["POLICY_1"], "seller@example.com")
        ]
        assert [(c.evidence_id, c.section_id, c.section) for c in accepted.evidence] == [
            ("POLICY_1", "contact-details", "Contact details")
        ]
        assert [(w.code, w.reason, w.finding_code) for w in accepted.warnings] == [
            ("FINDING_REJECTED", common_pb2.UNKNOWN_EVIDENCE, common_pb2.CONTACT_INFO_IN_LISTING),
            ("FINDING_REJECTED", common_pb2.INVALID_STRUCTURE, common_pb2.FINDING_CODE_UNSPECIFIED),
            ("FINDING_REJECTED", common_pb2.INVALID_STRUCTURE, common_pb2.FINDING_CODE_UNSPECIFIED),
        ]
        assert {(r.reason, r.count) for r in accepted.rejections} == {
            (common_pb2.UNKNOWN_EVIDENCE, 1),
            (common_pb2.INVALID_STRUCTURE, 2),
        }

        only_unknown = await stub.ValidateFindings(
            request(built.ledger, findings=[finding("CONTACT_INFO_IN_LISTING", "POLICY_99")])
        )
        assert only_unknown.status == common_pb2.NEEDS_HUMAN_REVIEW
        assert list(only_unknown.findings) == []
        assert list(only_unknown.evidence) == []

        nothing = await stub.ValidateFindings(
            validation_service_pb2.ValidateFindingsRequest(ledger=built.ledger, listing=listing_to_proto(CLEAN_LISTING))
        )
        assert (nothing.status, nothing.requires_human_review) == (common_pb2.NO_POLICY_FINDINGS, False)
        # The same silence about a listing that asks buyers to email the seller: a human decides.
        missed = await stub.ValidateFindings(request(built.ledger))
        assert (missed.status, missed.requires_human_review) == (common_pb2.NEEDS_HUMAN_REVIEW, True)
        assert [(w.code, w.reason, w.finding_code) for w in missed.warnings] == [
            ("RISK_WORDING", common_pb2.RISK_WORDING_UNRESOLVED, common_pb2.CONTACT_INFO_IN_LISTING)
        ]

        # A signal whose code no section in scope supports: named, with its reason, never an all-clear.
        ungrounded = await stub.ValidateFindings(
            request(
                built.ledger,
                findings=[finding("EXTERNAL_LINK", fields=("DESCRIPTION",))],
                scope_finding_codes=["CONTACT_INFO_IN_LISTING", "CONDITION_DETAILS_MISSING"],
                omitted_finding_codes=["FUNCTIONAL_STATUS_MISSING"],
            )
        )
        assert (ungrounded.status, ungrounded.requires_human_review) == (common_pb2.NEEDS_HUMAN_REVIEW, True)
        assert [(w.code, w.reason, w.finding_code) for w in ungrounded.warnings] == [
            ("FINDING_REJECTED", common_pb2.NO_POLICY_IN_SCOPE, common_pb2.EXTERNAL_LINK),
            ("EVIDENCE_OMITTED", common_pb2.EVIDENCE_BUDGET_EXCEEDED, common_pb2.FUNCTIONAL_STATUS_MISSING),
        ]

        health = await health_pb2_grpc.HealthStub(channel).Check(
            health_pb2.HealthCheckRequest(service="policyreview.v1.ValidationService")
        )
        assert health.status == health_pb2.HealthCheckResponse.SERVING


async def test_malformed_requests_are_invalid_argument_with_field_violations() -> None:
    unset_marketplace = evidence_to_proto(EVIDENCE[0])
    unset_marketplace.marketplace = common_pb2.MARKETPLACE_UNSPECIFIED
    async with running(await build_server(port=0)) as address, grpc.aio.insecure_channel(address) as channel:
        stub = validation_service_pb2_grpc.ValidationServiceStub(channel)
        with pytest.raises(grpc.aio.AioRpcError) as failure:
            await stub.BuildLedger(validation_service_pb2.BuildLedgerRequest(evidence=[unset_marketplace]))
        assert failure.value.code() == grpc.StatusCode.INVALID_ARGUMENT
        error = from_rpc_error(failure.value)
        assert error is not None
        assert error.reason is ErrorReason.INVALID_REQUEST
        assert [v.field for v in error.violations] == ["evidence[0].marketplace"]

        entry = common_pb2.LedgerEntry(evidence_id="POLICY_1", evidence=evidence_to_proto(EVIDENCE[0]))
        with pytest.raises(grpc.aio.AioRpcError) as failure:
            await stub.ValidateFindings(request(common_pb2.Ledger(entries=[entry, entry])))
        error = from_rpc_error(failure.value)
        assert error is not None
        assert [v.field for v in error.violations] == ["ledger.entries[1].evidence_id"]

        with pytest.raises(grpc.aio.AioRpcError) as failure:
            await stub.ValidateFindings(validation_service_pb2.ValidateFindingsRequest(ledger=common_pb2.Ledger()))
        error = from_rpc_error(failure.value)
        assert error is not None
        assert [v.field for v in error.violations] == ["listing"]
