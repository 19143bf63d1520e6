"""The rules pack's risk signals: every positive and near miss the pack declares, and the pack's shape."""

from __future__ import annotations

import inspect
import json
from types import ModuleType

import pytest

from evaluation.dataset import DATASETS_DIR
from evaluation.offline import REAL_LISTINGS, listing_from_request, load_cases
from services import risk_signals as risk_signals_module
from services import structure
from services.detectors import detect
from services.records import Listing
from services.risk_signals import CHECK_NAMES, CHECKS, risk_signals, signal_holds
from services.rulepack import (
    RISK_SIGNALS_FILE,
    Example,
    RulePackError,
    check_names,
    parse_risk_pack,
    risk_pack,
    rules_identity,
)
from services.vocabulary import PRESENT_FINDING_CODES, FindingCode, ListingCondition, Marketplace
from validation.domain.caution import DEFAULT_TIER, risk_wording
from validation.domain.text import listing_quote_verifies

PACK = risk_pack()


def _listing(example: Example) -> Listing:
    return Listing(
        listing_id="example",
        marketplace=Marketplace.EBAY,
        locale="en-US",
        category=example.category,
        title=example.title or "Item",
        description=example.description or "Item.",
        condition=example.condition,
        price=10.0,
        attributes=example.attributes,
    )


def _cases(kind: str) -> list[pytest.param]:  # type: ignore[valid-type]
    return [
        pytest.param(signal, example, id=f"{signal.name}-{index}")
        for signal in PACK.signals
        for index, example in enumerate(getattr(signal, kind))
    ]


@pytest.mark.parametrize(("signal", "example"), _cases("positives"))
def test_every_positive_the_pack_declares_holds(signal, example) -> None:  # type: ignore[no-untyped-def]
    assert signal_holds(signal, _listing(example), PACK.exemptions)


@pytest.mark.parametrize(("signal", "example"), _cases("near_misses"))
def test_no_near_miss_the_pack_declares_holds(signal, example) -> None:  # type: ignore[no-untyped-def]
    assert not signal_holds(signal, _listing(example), PACK.exemptions)


def test_every_finding_code_has_a_signal_and_every_check_is_implemented() -> None:
    assert {signal.code for signal in PACK.signals} == set(FindingCode)
    assert {signal.check for signal in PACK.signals if signal.check is not None} <= CHECK_NAMES
    # The pack is validated by the names read from the checks themselves, not by a list kept beside them.
    assert check_names() == CHECK_NAMES == frozenset(CHECKS)


def _public_functions(module: ModuleType, parameters: list[str], returns: str) -> set[str]:
    """A module's own public functions of one signature (annotations as written: the modules postpone them)."""
    found = set()
    for name, value in vars(module).items():
        if name.startswith("_") or not inspect.isfunction(value) or value.__module__ != module.__name__:
            continue
        signature = inspect.signature(value)
        written = [str(parameter.annotation) for parameter in signature.parameters.values()]
        if written == parameters and str(signature.return_annotation) == returns:
            found.add(name)
    return found


def test_every_check_either_module_defines_is_one_the_pack_may_name() -> None:
    # A check is a function of the listing: structure's quote what they found, the net's own also read the texts.
    quoting = _public_functions(structure, ["Listing"], "Quote | None")
    net_only = _public_functions(risk_signals_module, ["Listing", "Iterable[str]"], "bool")
    assert quoting == set(structure.STRUCTURAL_CHECKS)
    assert net_only <= set(CHECKS)
    assert all(CHECKS[name] is getattr(risk_signals_module, name) for name in net_only)
    assert quoting | net_only <= check_names()


def test_an_exemption_removes_only_its_own_clause() -> None:
    listing = _listing(Example(description="Skype me: jane_d99 for a bundle deal, or ask through eBay messages."))
    assert FindingCode.CONTACT_INFO_IN_LISTING in risk_wording(listing)
    on_platform = _listing(Example(description="Ask through eBay messages for a bundle deal."))
    assert FindingCode.CONTACT_INFO_IN_LISTING not in risk_wording(on_platform)


def test_the_marketplace_as_the_agent_of_the_sale_is_an_exemption() -> None:
    # "handled by eBay", "fulfilled by Amazon": the clause keeps the sale on the marketplace (issue 19, eighth round);
    # the clause beside it still counts, and a refusal of the marketplace exempts nothing.
    on_platform = _listing(Example(description="Payment is handled by eBay checkout, Venmo not needed."))
    assert FindingCode.OFF_PLATFORM_TRANSACTION not in risk_wording(on_platform, tier=2)
    beside = _listing(Example(description="Shipping is handled by eBay; for a discount pay me on Venmo."))
    assert FindingCode.OFF_PLATFORM_TRANSACTION in risk_wording(beside, tier=2)
    refused = _listing(Example(description="Payment not handled by eBay, Venmo only."))
    assert FindingCode.OFF_PLATFORM_TRANSACTION in risk_wording(refused, tier=2)
    # The marketplace's checkout named as the subject: what it offers is on the marketplace.
    offered = _listing(Example(description="Payment by any method eBay checkout offers, PayPal included."))
    assert FindingCode.OFF_PLATFORM_TRANSACTION not in risk_wording(offered, tier=2)


def test_broader_tiers_only_look_at_codes_in_scope_and_tiers_are_cumulative() -> None:
    listing = _listing(Example(title="Bosch cordless drill 18V", description="Light scuffs, one battery."))
    assert FindingCode.FUNCTIONAL_STATUS_MISSING in risk_signals(listing, tier=2)
    assert FindingCode.FUNCTIONAL_STATUS_MISSING not in risk_signals(listing, tier=1)
    assert FindingCode.FUNCTIONAL_STATUS_MISSING not in risk_signals(listing, tier=2, codes=[FindingCode.KEYWORD_SPAM])
    for tier in (1, 2):
        assert set(risk_signals(listing, tier=tier)) <= set(risk_signals(listing, tier=tier + 1))


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("signals: 3", "needs a 'signals' list"),
        (
            "signals: [{code: NOT_A_CODE, tier: 1, fields: [TITLE], patterns: [x], positives: [{title: x}]}]",
            "NOT_A_CODE",
        ),
        ("signals: [{code: KEYWORD_SPAM, tier: 4, fields: [TITLE], patterns: [x], positives: [{title: x}]}]", "tier"),
        (
            "signals: [{code: KEYWORD_SPAM, tier: 1, fields: [TITLE], patterns: ['('], positives: [{title: x}]}]",
            "invalid pattern",
        ),
        ("signals: [{code: KEYWORD_SPAM, tier: 1, fields: [TITLE], patterns: [x]}]", "positive example"),
        (
            "signals: [{code: KEYWORD_SPAM, tier: 1, fields: [TITLE], check: nope, positives: [{title: x}]}]",
            "unknown check",
        ),
        ("signals: [{code: KEYWORD_SPAM, tier: 1, fields: [PRICE], patterns: [x], positives: [{title: x}]}]", "fields"),
    ],
)
def test_a_malformed_pack_is_refused_with_the_signal_named(text: str, problem: str) -> None:
    with pytest.raises(RulePackError, match=problem):
        parse_risk_pack(text, CHECK_NAMES)


def test_the_rules_identity_is_a_content_hash_of_the_pack() -> None:
    identity = rules_identity()
    assert identity.startswith("rules-")
    assert len(identity) == len("rules-") + 12
    edited = parse_risk_pack(RISK_SIGNALS_FILE.read_text(encoding="utf-8") + "\n# edited\n", CHECK_NAMES)
    assert edited.sha256 != PACK.sha256


def test_a_used_listing_is_the_examples_default() -> None:
    assert Example().condition is ListingCondition.USED


# The vocabulary codes: what a detector matches in the text, the net must also see (one list, read twice).
VOCABULARY_CODES = (
    FindingCode.CONTACT_INFO_IN_LISTING,
    FindingCode.EXTERNAL_LINK,
    FindingCode.OFF_PLATFORM_TRANSACTION,
    FindingCode.PROMOTIONAL_TITLE,
    FindingCode.KEYWORD_SPAM,
    FindingCode.CONDITION_CONFLICT,
)


@pytest.mark.parametrize("dataset", ["policy-review-v1", "policy-review-v2", "blind-dev-v1"])
def test_the_net_sees_whatever_the_detectors_match_on_the_development_sets(dataset: str) -> None:
    missed = []
    for case in load_cases(DATASETS_DIR / dataset):
        listing = listing_from_request(case.request.model_dump(by_alias=True))
        signals = risk_signals(listing, tier=DEFAULT_TIER)
        missed += [(case.id, d.code) for d in detect(listing) if d.code in VOCABULARY_CODES and d.code not in signals]
    assert missed == []


def _listings_with_text() -> list[Listing]:
    found = [
        listing_from_request(case.request.model_dump(by_alias=True))
        for name in ("policy-review-v2", "blind-dev-v1", "blind-dev-v2", "blind-dev-v3")
        for case in load_cases(DATASETS_DIR / name)
    ]
    # Real sellers' text, read where it lives beside a clone (never copied into the repository).
    if REAL_LISTINGS.is_file():
        for line in REAL_LISTINGS.read_text(encoding="utf-8").splitlines():
            found.append(listing_from_request(json.loads(line)["request"]))
    return found


def test_every_rules_quote_verifies_as_validation_checks_it() -> None:
    rejected = [
        (listing.listing_id, detection.code)
        for listing in _listings_with_text()
        for detection in detect(listing)
        if detection.code in PRESENT_FINDING_CODES
        and not listing_quote_verifies(detection.listing_quote, listing, detection.listing_fields)
    ]
    assert rejected == []
