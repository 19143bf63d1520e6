"""services/statements.py: a field's statement against a claim, told apart from a negated, hedged or compared
mention, and the claim checks that read their contrary statements through it. Every listing is written for the
test; none comes from a dataset."""

from __future__ import annotations

import re

import pytest

from services import structure
from services.statements import NEGATED_OR_HEDGED, REACH, Statement, unsaid_before
from services.vocabulary import ListingCondition, ListingField
from tests.generation.data import bare_listing as _item

_WORKS = Statement(re.compile(r"\bworks\s+perfectly\b", re.I), (NEGATED_OR_HEDGED,))


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        ("It works perfectly.", "works perfectly"),
        ("It never works perfectly.", None),  # negated
        ("It doesn't really works perfectly.", None),  # negated by "n't" a word or two back
        ("If it works perfectly I'd be surprised.", None),  # hedged
        ("It might be that it works perfectly.", None),  # hedged
        ("Powers on and charges.", None),  # no statement at all
        ("", None),
        # A negation in an earlier sentence does not reach past its end.
        ("No box. It works perfectly.", "works perfectly"),
    ],
)
def test_a_statement_is_a_match_no_words_before_it_unsay(text: str, stated: str | None) -> None:
    found = _WORKS.first(text)
    assert (found.group() if found else None) == stated


def test_the_first_said_statement_is_read_past_an_unsaid_one() -> None:
    text = "Not sure it works perfectly. Tested today: it works perfectly."
    found = _WORKS.first(text)
    assert found is not None
    assert found.start() == text.rindex("works perfectly")
    assert [m.start() for m in _WORKS.statements(text)] == [found.start()]


def test_the_look_back_reaches_only_its_window() -> None:
    never = re.compile(r"\bnever\b", re.I)
    text = "never" + " " * REACH + "stated"
    start = text.index("stated")
    assert not unsaid_before(text, start, (never,))
    assert unsaid_before(text, start, (never,), reach=start)
    # No pattern to unsay it: every match is a statement.
    assert Statement(re.compile("stated")).first(text) is not None


def test_any_of_several_patterns_unsays_a_statement() -> None:
    compared = re.compile(r"\bunlike\s+(?:\w+\s+){0,3}$", re.I)
    reissue = Statement(re.compile(r"\breissue\b", re.I), (NEGATED_OR_HEDGED, compared))
    assert reissue.first("Unlike the reissue, this is the original.") is None
    assert reissue.first("Not the reissue.") is None
    found = reissue.first("This is the 2019 reissue.")
    assert found is not None
    assert found.group() == "reissue"


def test_the_rest_of_its_sentence_can_take_a_statement_back() -> None:
    lock = Statement(re.compile(r"\blocked\b", re.I), unsaid_after=re.compile(r"[^.;!?\n]*?unlock", re.I))
    assert lock.first("Was locked to EE, now unlocked.") is None
    found = lock.first("Locked to EE. Can be unlocked for a fee.")
    assert found is not None
    assert found.start() == 0


# --- the claim checks that read their contrary statement through it ----------------------------------------------


def test_no_claim_no_finding_whatever_the_description_says() -> None:
    # The claim is absent: no completeness specific, no for-parts or refurbished condition, no original, no "Unlocked".
    assert structure.completeness_mismatch(_item(description="Missing two pieces.")) is None
    assert structure.for_parts_but_working(_item(description="It works perfectly.")) is None
    assert structure.refurbished_only_cleaned(_item(description="Refurbished - I gave it a good clean.")) is None
    assert structure.original_over_reissue(_item(title="Abbey Road LP", description="This is a 2019 reissue.")) is None
    assert structure.unlocked_but_locked(_item(title="Phone 128GB", description="It is locked to Verizon.")) is None


def test_a_claim_against_a_stated_contrary_quotes_the_statement() -> None:
    complete = _item(attributes={"Completeness": "Complete"}, description="Nothing is missing. Missing two pieces.")
    assert structure.completeness_mismatch(complete) == (ListingField.DESCRIPTION, "Missing two")
    parts = _item(condition=ListingCondition.FOR_PARTS, title="Camera For Parts", description="Works perfectly.")
    assert structure.for_parts_but_working(parts) == (ListingField.DESCRIPTION, "Works perfectly")
    reissue = _item(title="Abbey Road LP First Pressing", description="Unlike the reissue, no. This is a 2019 reissue.")
    assert structure.original_over_reissue(reissue) == (ListingField.DESCRIPTION, "reissue")
    unlocked = _item(title="Phone 128GB Unlocked", description="It is locked to Verizon for now.")
    assert structure.unlocked_but_locked(unlocked) == (ListingField.DESCRIPTION, "locked to Verizon")


def test_a_claim_against_a_negated_or_hedged_contrary_is_no_finding() -> None:
    complete = _item(attributes={"Completeness": "Complete"}, description="Nothing missing, no missing pieces.")
    assert structure.completeness_mismatch(complete) is None
    parts = _item(condition=ListingCondition.FOR_PARTS, description="No idea if it works perfectly.")
    assert structure.for_parts_but_working(parts) is None
    reissue = _item(title="Abbey Road LP First Pressing", description="This is not a reissue.")
    assert structure.original_over_reissue(reissue) is None
    unlocked = _item(title="Phone 128GB Unlocked", description="It was locked to EE, now unlocked.")
    assert structure.unlocked_but_locked(unlocked) is None
    cleaned = _item(
        condition=ListingCondition.REFURBISHED, description="Refurbished - I gave it a good clean. It was serviced."
    )
    assert structure.refurbished_only_cleaned(cleaned) is None
    hedged_work = _item(
        condition=ListingCondition.REFURBISHED, description="Refurbished - I gave it a good clean. If repaired, better."
    )
    assert structure.refurbished_only_cleaned(hedged_work) == (
        ListingField.DESCRIPTION,
        "Refurbished - I gave it a good clean",
    )
