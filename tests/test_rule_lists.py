"""The pack's named lists (services/rulepack.py, ``lists``): a pattern names a list as ``{{name}}``, parse time expands
it, an unknown name is an error naming where it is written, and code reads the same list from the edition in force
(issue 19, nineteenth round: a list written once)."""

from __future__ import annotations

import re

import pytest

from services.detectors import off_platform_offers
from services.rulepack import PAYMENT_ROUTES, RulePackError, parse_edition, shipped_edition, using_edition
from services.vocabulary import FindingCode
from tests.generation.data import listing
from tests.rule_editions import SHIPPED, edition_text

# The refused-routes exemption as the eighteenth round wrote it, its list of routes written out twice.
_EXEMPTION_SHAPE = (
    r"\b(?:do\s+not|don't|dont)\s+(?:ask|request)\s+(?:me\s+|us\s+)?(?:to|for|about)\s+(?:pay\w*\s+)?"
    r"(?:(?:by|with|in|via|through)\s+)?{routes}(?:\s*(?:,|/|\bor\b|\band\b|\bnor\b)\s*{routes})*"
)
_ROUTES_LINE = "     'western\\s+union', moneygram, 'apple\\s+(?:pay|cash)', 'google\\s+pay', 'trades?', 'swaps?']\n"
# A route no edition knows, added to the one list.
_EXTRA_ROUTE = (_ROUTES_LINE, _ROUTES_LINE.replace("'swaps?']", "'swaps?', 'quux\\s?pay']"))


def _signal_naming(pattern: str) -> tuple[str, str]:
    return (
        "\nsignals:\n",
        "\nsignals:\n"
        "  - code: CONTACT_INFO_IN_LISTING\n"
        "    name: names-a-list\n"
        "    tier: 1\n"
        "    fields: [DESCRIPTION]\n"
        "    patterns:\n"
        f"      - '{pattern}'\n"
        "    positives:\n"
        '      - {description: "Anything."}\n',
    )


def test_an_unknown_list_name_is_a_parse_error_naming_the_file_the_signal_and_the_name() -> None:
    text = edition_text("2027-01-01", "2026-03-01", change=_signal_naming("\\bby\\s+{{paymentRoute}}"))
    with pytest.raises(RulePackError) as error:
        parse_edition(text, "typo.yaml")
    message = str(error.value)
    assert "risk-signals.yaml: signal 1 (names-a-list): patterns" in message
    assert "unknown list '{{paymentRoute}}'" in message
    assert "paymentRoutes" in message  # the lists it could have meant


def test_an_unknown_list_name_in_an_exemption_is_named_there() -> None:
    text = edition_text("2027-01-01", "2026-03-01", change=("{{paymentRoutes}})*'", "{{routes}})*'"))
    with pytest.raises(RulePackError, match=r"risk-signals\.yaml: exemptions: unknown list '\{\{routes\}\}'"):
        parse_edition(text, "typo.yaml")


@pytest.mark.parametrize(
    ("change", "complaint"),
    [
        (("  paymentRoutes:\n", "  payment_routes:\n"), "camelCase"),
        (("[cash, 'checks?',", "[cash, 'checks?(',"), "invalid pattern"),
        (("[cash, 'checks?',", "[cash, cash, 'checks?',"), "each entry once"),
        (("[cash, 'checks?',", "['{{other}}', 'checks?',"), "cannot name another list"),
    ],
)
def test_a_list_that_is_not_well_formed_is_refused(change: tuple[str, str], complaint: str) -> None:
    with pytest.raises(RulePackError, match=complaint):
        parse_edition(edition_text("2027-01-01", "2026-03-01", change=change), "bad.yaml")


def test_an_edition_without_a_list_the_detectors_read_does_not_load() -> None:
    renamed = edition_text("2027-01-01", "2026-03-01", change=("  paymentRoutes:\n", "  otherRoutes:\n"))
    text = renamed.replace("{{paymentRoutes}}", "{{otherRoutes}}")
    with pytest.raises(RulePackError, match=r"risk-signals\.yaml: lists: missing \['paymentRoutes'\]"):
        parse_edition(text, "renamed.yaml")


def test_the_exemption_compiles_to_its_list_written_out_by_hand() -> None:
    pack = shipped_edition().pack
    routes = pack.lists[PAYMENT_ROUTES]
    assert routes.startswith("(?:cash|")
    assert "{{" not in routes
    # The same compiled pattern as the eighteenth round's, with the one list where it wrote a list twice.
    assert re.compile(_EXEMPTION_SHAPE.format(routes=routes), re.IGNORECASE) in pack.exemptions
    assert SHIPPED.count("{{paymentRoutes}}") == 2
    assert not any("{{" in p.pattern for p in pack.exemptions)


def test_a_reference_in_a_signal_expands_and_examples_stay_as_written() -> None:
    text = edition_text("2027-01-01", "2026-03-01", change=_signal_naming("\\bpay\\s+by\\s+{{paymentRoutes}}"))
    signal = parse_edition(text, "named.yaml").pack.signals[0]
    assert signal.name == "names-a-list"
    assert signal.patterns[0].search("Pay by Venmo please")
    assert not signal.patterns[0].search("Pay by card at checkout")


def test_a_route_added_to_the_one_list_is_seen_by_the_exemptions_and_the_detectors() -> None:
    edition = parse_edition(edition_text("2027-01-01", "2026-03-01", change=_EXTRA_ROUTE), "routes.yaml")
    asked = "Please don't ask to pay by quuxpay or Zelle."
    refused = listing(description="Payment through eBay only. I don't take quux pay or Zelle.")
    shipped = shipped_edition().pack
    # The shipped list lacks the route: the exemption does not read the request as refused, and the detectors read
    # "Zelle" after an unknown word as offered.
    assert not any(exemption.search(asked) for exemption in shipped.exemptions)
    found = off_platform_offers(refused)
    assert found is not None
    assert found.code is FindingCode.OFF_PLATFORM_TRANSACTION
    assert "quux" in edition.pack.lists[PAYMENT_ROUTES]
    with using_edition(edition):
        assert any(exemption.search(asked) for exemption in edition.pack.exemptions)
        assert off_platform_offers(refused) is None
    assert off_platform_offers(refused) is not None
