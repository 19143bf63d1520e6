"""Renders the review prompt from package templates: fixed rules plus listing and ledger as delimited JSON data."""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from importlib import resources
from string import Template
from typing import Any

from generation.domain.model import Prompt
from generation.domain.proposal import proposal_json_schema
from services.records import LedgerEntry, Listing
from services.rulepack import finding_text, risk_pack
from services.vocabulary import FindingCode, ListingField, Severity

# v3: each finding code carries the rules pack's canonical meaning, severity and action (issue 19 item 1), so
# the model, the rules reviewer and validation read one wording per code.
PROMPT_VERSION = "policy-review-v3"


@cache
def prompt_template(name: str) -> str:
    """A prompt file of the generation package (generation/prompts/), read once."""
    return resources.files("generation").joinpath("prompts", name).read_text(encoding="utf-8")


def data_json(value: Any) -> str:
    """Compact JSON with < and > escaped.

    Compact output has no raw newlines, and the escapes keep seller or policy text from ever
    spelling a delimiter tag such as </listing_data>, so data cannot close its own block.
    """
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    # Outside strings JSON never contains < or >, so replacing them is always a string escape.
    return text.replace("<", "\\u003c").replace(">", "\\u003e")


def listing_data(listing: Listing) -> dict[str, Any]:
    # The caller's listing id is left out: the model has no use for it.
    return {
        "marketplace": listing.marketplace.value,
        "locale": listing.locale,
        "category": listing.category,
        "condition": listing.condition.value,
        "price": listing.price,
        "title": listing.title,
        "description": listing.description,
        "attributes": listing.sorted_attributes(),
    }


def evidence_data(ledger: Sequence[LedgerEntry]) -> list[dict[str, Any]]:
    # Database ids and URLs stay out: the model cites ledger ids only.
    return [
        {
            "id": entry.evidence_id,
            "policy": entry.evidence.policy_id,
            "heading": entry.evidence.section_heading,
            "text": entry.evidence.text,
            "allowed_codes": [code.value for code in entry.evidence.supported_finding_codes],
        }
        for entry in ledger
    ]


def finding_code_guide() -> str:
    """One line per code from the rules pack: what it means, the severity to give it, what the seller should do.

    The pack is reviewed data (policies/rules/), not seller input, so it sits outside the data blocks; each
    edition is read once per process, so its guide is rendered once too, not per review.
    """
    return _code_guide(risk_pack().sha256)


@cache
def _code_guide(edition: str) -> str:
    """The guide of the edition in use, whose content hash is ``edition`` (the cache's key)."""
    return "\n".join(
        f"- {code.value} (severity {text.severity.value}): {text.message} Recommended action: {text.action}"
        for code, text in ((code, finding_text(code)) for code in FindingCode)
    )


def render_prompt(listing: Listing, ledger: Sequence[LedgerEntry]) -> Prompt:
    user = Template(prompt_template("user.txt")).substitute(
        listing_json=data_json(listing_data(listing)),
        evidence_json=data_json(evidence_data(ledger)),
        finding_codes=finding_code_guide(),
        severities=", ".join(severity.value for severity in Severity),
        listing_fields=", ".join(field.value for field in ListingField),
        response_schema=json.dumps(proposal_json_schema(), sort_keys=True),
    )
    return Prompt(system=prompt_template("system.txt").strip(), user=user.strip(), version=PROMPT_VERSION)


def repeat_note() -> str:
    """The fixed reminder appended when the previous answer was unparseable (never echoes that answer)."""
    return prompt_template("repeat.txt").strip()
