"""The twenty-ninth round's CPU work changes no answer (docs/performance.md): a code's pack signals in a field read
their gates together (clauses.GroupUnion) and find what each signal's own first_match_of finds; a gate literal that
holds another of the same gate is left out and the gate opens on the same texts; the gated scans and the gates'
conjunctions answer as before; is_placeholder reads the edition in use."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from evaluation.dataset import DATASETS_DIR
from evaluation.offline import listing_from_request, load_cases
from services import clauses, detectors, structure
from services.clauses import GroupUnion, PatternGroup, first_match_of, lowered_ascii
from services.records import Listing
from services.rulepack import risk_pack, shipped_edition, using_edition
from services.vocabulary import PRESENT_FINDING_CODES, FindingCode, ListingCondition, ListingField, Marketplace

_I = re.IGNORECASE

# Groups sharing literals, a pattern without a gate, one with a conjunction ("better" and one of "price|deal").
_GROUPS = (
    PatternGroup((re.compile(r"\bpay\s+by\s+bank\b", _I), re.compile(r"\bwire\s+transfer\b", _I))),
    PatternGroup((re.compile(r"\bbank\s+transfer\b", _I), re.compile(r"\d{3,}", _I))),
    PatternGroup(()),
    PatternGroup((re.compile(r"\bbetter\b.*\b(?:price|deal)\b", _I), re.compile(r"\bwire\b", _I))),
)
_TEXTS = (
    "Pay by bank or wire transfer only",
    "bank transfer accepted",
    "Message me for a better deal",
    "a better lamp",
    "nothing here at all",
    "order 12345",
    "Zahlung per Überweisung",  # not ASCII: every pattern is tried
    "",
)


@pytest.mark.parametrize("text", _TEXTS)
def test_a_union_opens_what_each_group_opens(text: str) -> None:
    union = GroupUnion(_GROUPS)
    lowered = lowered_ascii(text)
    assert union.openable(lowered) == tuple(group.openable(lowered) for group in _GROUPS)


def test_a_union_of_no_groups_opens_nothing() -> None:
    assert GroupUnion(()).openable("any text") == ()


@pytest.mark.parametrize(
    ("pattern", "texts"),
    [
        # "resell" and "oversell" hold "sell": the gate keeps "sell" and opens on the same texts.
        (r"\b(?:resell|sell|oversell)\b\s+\w+", ("we resell these", "I sell lamps", "a cell", "overselling it")),
        (r"\b(?:reship|ship|unshipped)\b", ("reship it", "unshipped", "shop", "SHIP TODAY")),
    ],
)
def test_a_gate_without_the_literals_that_hold_another_opens_on_the_same_texts(
    pattern: str, texts: tuple[str, ...]
) -> None:
    compiled = re.compile(pattern, _I)
    needed = clauses.required_literal_sets(compiled.pattern, compiled.flags)[0]
    gate = clauses._gate(compiled)
    assert len(gate) < len(needed)
    for text in texts:
        lowered = text.lower()
        assert clauses.may_match(compiled, lowered) is any(literal in lowered for literal in needed)


def test_the_conjunction_reads_as_before() -> None:
    gates = (("better", "best"), ("price", "deal"))
    for text in ("a better price", "the best lamp", "a deal", "best deal", ""):
        assert clauses._all_hit(gates, text) is all(any(lit in text for lit in gate) for gate in gates)
    assert clauses._all_hit((), "anything") is True


def _span(match: re.Match[str] | None) -> tuple[int, int] | None:
    return None if match is None else match.span()


@pytest.mark.parametrize("text", _TEXTS)
def test_the_gated_scans_answer_as_could_match_gates_them(text: str) -> None:
    for pattern in (p for group in _GROUPS for p in group):
        open_ = clauses.could_match(pattern, text)
        assert _span(clauses.gated_search(pattern, text)) == _span(pattern.search(text) if open_ else None)
        assert _span(clauses.gated_fullmatch(pattern, text)) == _span(pattern.fullmatch(text) if open_ else None)
        found = [m.span() for m in clauses.gated_finditer(pattern, text)]
        assert found == ([m.span() for m in pattern.finditer(text)] if open_ else [])
        assert clauses.gated_sub(pattern, "_", text) == (pattern.sub("_", text) if open_ else text)


def _reference(listing: Listing, code: FindingCode) -> tuple[tuple[ListingField, ...], str] | None:
    """What pack_detection's field loop found before this round: each signal's own first_match_of, in order."""
    fields: list[ListingField] = []
    quote = ""
    for field, text in detectors._free_text_fields(listing):
        allowed = detectors._field_signals(code, listing.condition, field)
        if not allowed or not text:
            continue
        pieces = text.split("\n") if field is ListingField.ATTRIBUTES else [text]
        found = next(
            (
                match.group().strip()
                for piece in pieces
                if (kept := detectors._pack_clauses(piece))
                for signal in allowed
                if signal.combined is not None
                and (match := first_match_of(signal.wording, kept, signal.negatable, signal.spared_by)) is not None
            ),
            None,
        )
        if found:
            fields.append(field)
            quote = quote or found
    return (tuple(fields), quote) if fields else None


def _own_listings() -> list[Listing]:
    base = Listing(
        listing_id="cpu-29",
        marketplace=Marketplace.EBAY,
        locale="en-US",
        category="HOME",
        title="Brass desk lamp, working",
        description="Light wear to the base. Happy to take payment by bank transfer or PayPal friends and family.",
        condition=ListingCondition.USED,
        price=40.0,
        attributes={"Material": "Brass", "Note": "Message me for a better price"},
    )
    return [
        base,
        replace(base, description="Cash on collection preferred, no offers.", attributes={}),
        replace(base, title="Lamp lamp lamp best cheap lamp trending", description="Works."),
    ]


def test_pack_detection_finds_what_each_signal_found() -> None:
    cases = load_cases(DATASETS_DIR / "policy-review-v2")
    listings = [listing_from_request(c.request.model_dump(by_alias=True)) for c in cases] + _own_listings()
    with using_edition(shipped_edition()):
        compared = 0
        for listing in listings:
            for code in PRESENT_FINDING_CODES:
                if any(signal.check is not None for signal in detectors._condition_signals(code, listing.condition)):
                    continue  # a structural check answers first; the loop compared here is the wording's
                found = detectors.pack_detection(listing, code)
                expected = _reference(listing, code)
                assert (None if found is None else (found.listing_fields, found.listing_quote)) == expected
                compared += expected is not None
    assert compared > 0


def test_is_placeholder_reads_the_edition_in_use() -> None:
    with using_edition(shipped_edition()):
        assert structure._pack_in_force()() is risk_pack()
        assert structure.is_placeholder("N/A") == bool(risk_pack().placeholders.match("N/A"))
