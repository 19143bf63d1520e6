"""Issue 19, twenty-ninth round: the finding gate on the review path (docs/generation.md, "Twenty-ninth round (the
finding gate on the review path ...)"; services/finding_gate.py, validation/domain/caution.py ``doubted_codes``).

A finding of the offline rules reviewer whose own code the net's per-code model scores below the code's drawn
threshold is not admitted: it leaves a FINDING_DOUBTED warning naming the code and the listing goes to a person,
never an all-clear. Where the model does not count (``use_model`` off, a tier below the model's) and for another
reviewer's findings nothing changes. The thresholds are data (policies/rules/finding-gate.json) drawn by
``python -m evaluation.finding_gate DUMP --write-thresholds``; a malformed file is refused at load.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence

import grpc
import pytest

from evaluation.finding_gate import Finding, drawn_thresholds, gate_file, shipped_thresholds
from policyreview.v1 import common_pb2, validation_service_pb2, validation_service_pb2_grpc
from services.decision import WarningKind
from services.finding_gate import GATE_FILE, RULES_REVIEWER, FindingGate, finding_gate, model_digest, parse_gate
from services.net_model import MODEL_FILE, net_model
from services.proto import evidence_to_proto, listing_to_proto
from services.records import Listing
from services.risk_signals import MODEL_TIER
from services.vocabulary import FindingCode, ListingField, RejectionReason, ReviewStatus, Severity
from tests.support import running
from tests.validation.test_domain import CONDITION, CONTACT, LEDGER, LINK, LISTING, evidence, validate_findings
from validation.bootstrap import build_server
from validation.domain import ProposedFinding
from validation.domain import caution as caution_module
from validation.domain.findings import ReviewWarning

DIGEST = "0" * 64


class _Scores:
    """A stand-in for the net's model: fixed per-code scores, and a count of how often the listing was read."""

    def __init__(self, scores: Mapping[FindingCode, float]) -> None:
        self.scores = dict(scores)
        self.reads = 0

    def code_scores(self, listing: Listing, codes: Iterable[FindingCode]) -> dict[FindingCode, float]:
        self.reads += 1
        return {code: self.scores[code] for code in codes if code in self.scores}


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> _Scores:
    """Thresholds of 0.5 for the contact and condition codes (none for links) and a model whose scores a test sets."""
    model = _Scores({})
    thresholds = {CONTACT: 0.5, CONDITION: 0.5}
    monkeypatch.setattr(caution_module, "finding_gate", lambda: FindingGate(0.01, thresholds, DIGEST))
    monkeypatch.setattr(caution_module, "net_model", lambda: model)
    return model


def _proposal(code: FindingCode, evidence_id: str, reviewer: str = RULES_REVIEWER) -> ProposedFinding:
    present = code in (CONTACT, LINK)
    return ProposedFinding(
        code=code,
        severity=Severity.WARNING,
        message="A note.",
        listing_fields=(ListingField.DESCRIPTION,),
        evidence_ids=(evidence_id,),
        recommended_action="Fix it.",
        reviewer=reviewer,
        listing_quote="seller@example.com" if present else "",
    )


def _doubted(code: FindingCode) -> ReviewWarning:
    return ReviewWarning(None, code, WarningKind.FINDING_DOUBTED)


# --- the decision, pure -------------------------------------------------------------------------------------------


def test_a_doubted_rules_finding_becomes_a_warning_to_a_person(gate: _Scores) -> None:
    gate.scores = {CONTACT: 0.2}
    result = validate_findings(LEDGER, [_proposal(CONTACT, "POLICY_1")], risk_tier=MODEL_TIER)
    assert result.findings == ()
    # Never an all-clear: the only finding doubted still leaves the listing with a person.
    assert (result.status, result.requires_human_review) == (ReviewStatus.NEEDS_HUMAN_REVIEW, True)
    assert result.warnings == (_doubted(CONTACT),)


def test_a_confident_rules_finding_stays(gate: _Scores) -> None:
    gate.scores = {CONTACT: 0.8}
    result = validate_findings(LEDGER, [_proposal(CONTACT, "POLICY_1")], risk_tier=MODEL_TIER)
    assert [f.code for f in result.findings] == [CONTACT]
    assert result.status == ReviewStatus.POLICY_FINDINGS_AVAILABLE
    assert result.warnings == ()


def test_only_the_doubted_code_leaves_and_the_listing_is_read_once(gate: _Scores) -> None:
    gate.scores = {CONTACT: 0.9, CONDITION: 0.1}
    proposals = [_proposal(CONTACT, "POLICY_1"), _proposal(CONDITION, "POLICY_3")]
    result = validate_findings(LEDGER, proposals, risk_tier=MODEL_TIER)
    assert [f.code for f in result.findings] == [CONTACT]
    assert result.status == ReviewStatus.POLICY_FINDINGS_AVAILABLE
    assert result.warnings == (_doubted(CONDITION),)
    assert gate.reads == 1


def test_a_code_without_a_threshold_is_never_doubted(gate: _Scores) -> None:
    gate.scores = {LINK: 0.0}
    result = validate_findings(LEDGER, [_proposal(LINK, "POLICY_2")], risk_tier=MODEL_TIER)
    assert [f.code for f in result.findings] == [LINK]
    # Nothing to weigh: the model is not read at all.
    assert gate.reads == 0


@pytest.mark.parametrize("reviewers", [("openai:gpt",), (RULES_REVIEWER, "openai:gpt")])
def test_a_code_another_reviewer_proposed_is_not_gated(gate: _Scores, reviewers: tuple[str, ...]) -> None:
    # Measured on the rules reviewer's findings only: an LLM's, or a code an LLM also proposed, stays as it was.
    gate.scores = {CONTACT: 0.1}
    proposals = [_proposal(CONTACT, "POLICY_1", reviewer) for reviewer in reviewers]
    result = validate_findings(LEDGER, proposals, risk_tier=MODEL_TIER)
    assert [f.code for f in result.findings] == [CONTACT]


@pytest.mark.parametrize(("tier", "use_model"), [(MODEL_TIER, False), (MODEL_TIER - 1, True)])
def test_where_the_model_does_not_count_nothing_is_doubted(gate: _Scores, tier: int, use_model: bool) -> None:
    gate.scores = {CONTACT: 0.1}
    result = validate_findings(LEDGER, [_proposal(CONTACT, "POLICY_1")], risk_tier=tier, risk_model=use_model)
    assert [f.code for f in result.findings] == [CONTACT]
    assert gate.reads == 0


def test_a_doubted_warning_takes_no_reason() -> None:
    with pytest.raises(ValueError, match="takes a no reason"):
        ReviewWarning(RejectionReason.NO_EVIDENCE, CONTACT, WarningKind.FINDING_DOUBTED)


# --- the thresholds file ------------------------------------------------------------------------------------------


def _file(**overrides: object) -> str:
    raw: dict[str, object] = {
        "budget": 0.01,
        "folds": 5,
        "minRightFindings": 100,
        "modelSha256": DIGEST,
        "rightFindings": {"KEYWORD_SPAM": 400},
        "thresholds": {"KEYWORD_SPAM": 0.07},
    }
    raw.update(overrides)
    return json.dumps(raw)


def test_the_thresholds_file_is_read() -> None:
    parsed = parse_gate(_file())
    assert parsed == FindingGate(0.01, {FindingCode.KEYWORD_SPAM: 0.07}, DIGEST)
    assert parsed.doubted({FindingCode.KEYWORD_SPAM: 0.05, FindingCode.EXTERNAL_LINK: 0.0}) == {
        FindingCode.KEYWORD_SPAM
    }


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not JSON"),
        ("[]", "must hold an object"),
        (_file(budget=0), "budget"),
        (_file(budget=True), "budget"),
        (_file(modelSha256="abc"), "modelSha256"),
        (_file(thresholds=[0.1]), "thresholds must be an object"),
        (_file(thresholds={"NOT_A_CODE": 0.1}), "not a finding code"),
        (_file(thresholds={"KEYWORD_SPAM": 1.5}), "KEYWORD_SPAM"),
        (_file(thresholds={"KEYWORD_SPAM": "0.1"}), "KEYWORD_SPAM"),
        (_file(stack=True), "does not read: stack"),
    ],
)
def test_a_malformed_thresholds_file_is_refused(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_gate(text)


def test_the_shipped_thresholds_belong_to_the_shipped_model() -> None:
    shipped = finding_gate()
    model = net_model()
    assert shipped is not None
    assert model is not None
    # A retrain must redraw the thresholds (python -m evaluation.finding_gate DUMP --write-thresholds).
    assert shipped.model_sha256 == model_digest(MODEL_FILE.read_bytes())
    assert shipped.budget == 0.01
    assert shipped.thresholds
    assert all(code.value in model.weights for code in shipped.thresholds)
    assert GATE_FILE.parent == MODEL_FILE.parent


# --- the command that draws them ----------------------------------------------------------------------------------


def _findings(code: str, right: Sequence[float], wrong: Sequence[float] = ()) -> list[Finding]:
    return [
        *(Finding("s", f"{code}-r{k}", code, True, score) for k, score in enumerate(right)),
        *(Finding("s", f"{code}-w{k}", code, False, score) for k, score in enumerate(wrong)),
    ]


def test_thresholds_are_drawn_by_the_budget_and_a_thin_code_gets_none() -> None:
    # 200 right findings, two scoring low: at 1% both may go (the threshold above 0.05); wrong findings do not count.
    spam = _findings("KEYWORD_SPAM", [0.02, 0.05, *([0.9] * 198)], wrong=[0.3] * 40)
    # Only 99 right findings: too few to draw a 1% threshold from.
    link = _findings("EXTERNAL_LINK", [0.01, *([0.9] * 98)])
    drawn = drawn_thresholds([*spam, *link], 0.01, min_right=100)
    assert set(drawn) == {"KEYWORD_SPAM"}
    assert 0.05 < drawn["KEYWORD_SPAM"] <= 0.9
    # A tighter budget keeps the second low finding.
    assert 0.02 < drawn_thresholds(spam, 0.005, min_right=100)["KEYWORD_SPAM"] <= 0.05


def test_a_code_whose_doubts_are_mostly_right_findings_gets_no_threshold() -> None:
    # Both codes draw the same threshold at 1% (two of 200 right findings below it); below it spam has three wrong
    # findings to two right ones (shipped), the link two right ones and one wrong (its doubts would cost more right
    # findings than they catch: not shipped). A wrong finding scoring above the threshold is not doubted.
    spam = _findings("KEYWORD_SPAM", [0.02, 0.05, *([0.9] * 198)], wrong=[0.03, 0.04, 0.06, 0.95])
    link = _findings("EXTERNAL_LINK", [0.02, 0.05, *([0.9] * 198)], wrong=[0.04, 0.95])
    assert set(drawn_thresholds([*spam, *link], 0.01, min_right=100)) == {"EXTERNAL_LINK", "KEYWORD_SPAM"}
    assert set(shipped_thresholds([*spam, *link], 0.01, min_right=100)) == {"KEYWORD_SPAM"}
    written = gate_file([*spam, *link], 0.01, 5, b"model bytes", min_right=100)
    assert written["doubtedOutOfFold"]["EXTERNAL_LINK"] == {"right": 2, "wrong": 1}
    assert set(parse_gate(json.dumps(written)).thresholds) == {FindingCode.KEYWORD_SPAM}


def test_the_written_file_reads_back_as_the_gate() -> None:
    spam = _findings("KEYWORD_SPAM", [0.02, 0.05, *([0.9] * 198)], wrong=[0.3] * 5)
    written = gate_file(spam, 0.01, 5, b"model bytes", min_right=100)
    assert written["rightFindings"] == {"KEYWORD_SPAM": 200}
    parsed = parse_gate(json.dumps(written))
    assert parsed.budget == 0.01
    assert parsed.model_sha256 == model_digest(b"model bytes")
    assert parsed.thresholds == {FindingCode.KEYWORD_SPAM: written["thresholds"]["KEYWORD_SPAM"]}


# --- through the real validation servicer -------------------------------------------------------------------------

# A listing built for it: a sound item description that names a phone line as a feature, which the contact detector
# would be wrong to read as the seller's number. The real model scores it; a gate whose contact threshold sits above
# its score (0.999: no listing scores that high) stands for a finding the model doubts.
GATED_LISTING = Listing(
    listing_id="listing-gate",
    marketplace=LISTING.marketplace,
    locale="en-US",
    category="HOME",
    title="Cordless landline handset with answering machine",
    description="Used, tested, works. Two handsets, base station and charger included; light wear on the keypad.",
    condition=LISTING.condition,
    price=35.0,
    attributes={"brand": "ExampleTel"},
)


def _rules_contact(reviewer: str = RULES_REVIEWER) -> common_pb2.ProposedFinding:
    return common_pb2.ProposedFinding(
        code="CONTACT_INFO_IN_LISTING",
        severity="WARNING",
        message="The description carries contact details.",
        listing_fields=["TITLE"],
        evidence_ids=["POLICY_1"],
        recommended_action="Remove them.",
        reviewer=reviewer,
        listing_quote="landline",
    )


async def test_the_servicer_sends_a_doubted_rules_finding_to_a_person(monkeypatch: pytest.MonkeyPatch) -> None:
    strict = FindingGate(0.01, {CONTACT: 0.999}, DIGEST)
    async with running(await build_server(port=0)) as address, grpc.aio.insecure_channel(address) as channel:
        stub = validation_service_pb2_grpc.ValidationServiceStub(channel)
        built = await stub.BuildLedger(
            validation_service_pb2.BuildLedgerRequest(
                evidence=[evidence_to_proto(evidence("contact-details", CONTACT))]
            )
        )

        async def validate(reviewer: str) -> validation_service_pb2.ValidateFindingsResponse:
            answer: validation_service_pb2.ValidateFindingsResponse = await stub.ValidateFindings(
                validation_service_pb2.ValidateFindingsRequest(
                    ledger=built.ledger, listing=listing_to_proto(GATED_LISTING), findings=[_rules_contact(reviewer)]
                )
            )
            return answer

        monkeypatch.setattr(caution_module, "finding_gate", lambda: None)
        before = await validate(RULES_REVIEWER)
        assert before.status == common_pb2.POLICY_FINDINGS_AVAILABLE

        monkeypatch.setattr(caution_module, "finding_gate", lambda: strict)
        doubted = await validate(RULES_REVIEWER)
        assert (doubted.status, doubted.requires_human_review) == (common_pb2.NEEDS_HUMAN_REVIEW, True)
        assert list(doubted.findings) == []
        assert [(w.code, w.HasField("reason"), w.finding_code) for w in doubted.warnings] == [
            ("FINDING_DOUBTED", False, common_pb2.CONTACT_INFO_IN_LISTING)
        ]
        # The same finding from another reviewer: not gated.
        other = await validate("openai:gpt")
        assert other.status == common_pb2.POLICY_FINDINGS_AVAILABLE
