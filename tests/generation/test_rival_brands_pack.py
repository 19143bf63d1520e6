"""The pack's list of other makers (``rivalBrands`` in policies/rules/risk-signals.yaml): the one list keyword spam
reads runs of makers against. Its positives and near misses are listings in brief the check runs here."""

from __future__ import annotations

from typing import Any

import pytest

from services import detectors
from services.records import Listing
from services.rulepack import Example, RivalBrands, RulePackError, parse_rival_brands, risk_pack
from tests.generation.data import listing


def _rivals() -> RivalBrands:
    return risk_pack().rival_brands


def _listing(example: Example) -> Listing:
    return listing(
        title=example.title,
        description=example.description,
        condition=example.condition,
        category=example.category,
        attributes=dict(example.attributes),
    )


@pytest.mark.parametrize("example", _rivals().positives, ids=lambda e: e.title)
def test_the_pack_makers_find_a_run_in_each_positive(example: Example) -> None:
    assert detectors.rival_brand_run(_listing(example)) is not None


@pytest.mark.parametrize("example", _rivals().near_misses, ids=lambda e: e.title)
def test_the_pack_makers_leave_each_near_miss(example: Example) -> None:
    assert detectors.rival_brand_run(_listing(example)) is None


def test_the_maker_list_is_lower_case_each_name_once_with_its_derived_words() -> None:
    rivals = _rivals()
    assert len(rivals.names) > 300
    assert rivals.wordlike <= rivals.names
    assert "le" in rivals.first_words
    assert "crocs" in rivals.first_words
    assert rivals.longest == max(len(name.split()) for name in rivals.names)


def _raw(**overrides: Any) -> dict[str, Any]:
    raw: dict[str, Any] = {
        "makers": {"kitchen": ["brookfen", "tallow and reed"], "tools": ["harrowgate"]},
        "wordlike": ["harrowgate"],
        "positives": [{"title": "Mug brookfen tallow and reed Harrowgate"}],
        "near_misses": [{"title": "Brookfen mug"}],
    }
    raw.update(overrides)
    return raw


def test_a_well_formed_section_parses() -> None:
    parsed = parse_rival_brands(_raw())
    assert parsed.names == {"brookfen", "tallow and reed", "harrowgate"}
    assert parsed.longest == 3
    assert {"brookfen", "brookfens", "tallow"} <= parsed.first_words


@pytest.mark.parametrize(
    "raw",
    [
        None,
        {"makers": ["brookfen"]},
        _raw(makers={"kitchen": []}),
        _raw(makers={"kitchen": ["Brookfen"]}),
        _raw(makers={"kitchen": ["brookfen"], "tools": ["brookfen"]}),
        _raw(wordlike=["lantern"]),
        _raw(near_misses=[]),
        _raw(colour="blue"),
    ],
)
def test_a_malformed_section_fails_loudly(raw: Any) -> None:
    with pytest.raises(RulePackError, match="rivalBrands"):
        parse_rival_brands(raw)
