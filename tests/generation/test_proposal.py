"""The proposal schema sent to the model and the parser of its answers agree, and parsing is strict."""

from __future__ import annotations

import json
from typing import Any

import pytest

from generation.domain.proposal import UnparseableProposal, parse_proposal, proposal_json_schema
from services.vocabulary import FindingCode, ListingField, Severity
from tests.generation.fakes import finding_json


def finding_properties() -> dict[str, Any]:
    properties: dict[str, Any] = proposal_json_schema()["properties"]["findings"]["items"]["properties"]
    return properties


def test_every_advertised_enum_value_round_trips_through_the_parser() -> None:
    properties = finding_properties()
    codes = properties["code"]["enum"]
    severities = properties["severity"]["enum"]
    fields = properties["listing_fields"]["items"]["enum"]
    assert set(codes) == {code.value for code in FindingCode}
    assert set(severities) == {severity.value for severity in Severity}
    assert set(fields) == {field.value for field in ListingField}
    for code in codes:
        for severity in severities:
            item = {**finding_json(code, "POLICY_1"), "severity": severity, "listing_fields": fields}
            parsed = parse_proposal(json.dumps({"findings": [item]}), reviewer="gemini")
            assert parsed.malformed_finding_count == 0
            (finding,) = parsed.findings
            assert (finding.code.value, finding.severity.value) == (code, severity)
            assert [field.value for field in finding.listing_fields] == fields


def test_schema_is_self_contained_and_closed() -> None:
    schema = proposal_json_schema()
    assert "$ref" not in json.dumps(schema)
    assert "$defs" not in schema
    assert schema["additionalProperties"] is False
    assert schema["required"] == ["findings"]
    item = schema["properties"]["findings"]["items"]
    assert item["additionalProperties"] is False
    assert set(item["required"]) == set(item["properties"])


def test_parsed_finding_keeps_the_model_fields_and_names_the_reviewer() -> None:
    text = json.dumps({"findings": [{**finding_json("EXTERNAL_LINK", "POLICY_2", ("TITLE", "TITLE", "DESCRIPTION"))}]})
    (finding,) = parse_proposal(text, reviewer="ollama").findings
    assert finding.code is FindingCode.EXTERNAL_LINK
    assert finding.listing_fields == (ListingField.TITLE, ListingField.DESCRIPTION)
    assert finding.evidence_ids == ("POLICY_2",)
    assert finding.reviewer == "ollama"


@pytest.mark.parametrize(
    "broken",
    [
        {"code": "external_link"},  # enum values are case-sensitive, as advertised
        {"code": "COMPLIANT"},
        {"severity": "CRITICAL"},
        {"listing_fields": []},
        {"listing_fields": ["SELLER"]},
        {"evidence_ids": []},
        {"evidence_ids": [1]},
        {"message": "   "},
        {"confidence": 0.9},  # keys the schema does not allow
    ],
)
def test_a_finding_that_does_not_fit_is_counted_and_dropped(broken: dict[str, Any]) -> None:
    good = finding_json("KEYWORD_SPAM", "POLICY_1")
    bad = {**finding_json("EXTERNAL_LINK", "POLICY_2"), **broken}
    parsed = parse_proposal(json.dumps({"findings": [bad, good, "not an object"]}), reviewer="gemini")
    assert parsed.malformed_finding_count == 2
    assert [finding.code for finding in parsed.findings] == [FindingCode.KEYWORD_SPAM]


def test_a_finding_without_a_required_key_is_malformed() -> None:
    item = finding_json("KEYWORD_SPAM", "POLICY_1")
    del item["recommended_action"]
    parsed = parse_proposal(json.dumps({"findings": [item]}), reviewer="gemini")
    assert (parsed.findings, parsed.malformed_finding_count) == ((), 1)


def test_an_empty_findings_array_is_a_valid_answer() -> None:
    parsed = parse_proposal(' {"findings": []} \n', reviewer="gemini")
    assert (parsed.findings, parsed.malformed_finding_count) == ((), 0)


@pytest.mark.parametrize(
    "text",
    [
        None,
        "",
        "No issues found.",
        '```json\n{"findings": []}\n```',
        "[]",
        '{"result": []}',
        '{"findings": {}}',
        '{"findings": null}',
        '{"findings": [], "summary": "compliant"}',
        '{"findings": [',
    ],
)
def test_an_answer_without_the_envelope_is_unparseable(text: str | None) -> None:
    with pytest.raises(UnparseableProposal):
        parse_proposal(text, reviewer="gemini")
