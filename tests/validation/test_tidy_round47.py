"""The forty-seventh round's tidying changes no development answer (docs/performance.md, "Forty-seventh round").
Pinned here, on texts and listings of our own (positives and near misses):

- the verb a seller puts an item up for parts by ("selling it", "put it") is one named pattern (structure.SELLS_IT),
  read by the detectors' Used item called for parts and by the for-parts category's excuse, each with the verbs the
  other had;
- the article before a maker's name is read at the name (structure._after_article), not searched for over the whole
  text before it, with the same answers;
- the shipped edition's YAML is parsed once per process: the rules folder's load reuses it."""

from __future__ import annotations

import inspect
import random
import re
from typing import Any

import pytest

from services import detectors, rulepack, structure
from services.records import Listing
from services.vocabulary import ListingCondition, Marketplace

# --- one verb list for the seller's own for-parts wording ----------------------------------------------------------


def _for_parts(title: str, description: str) -> Listing:
    return Listing(
        listing_id="tidy-47",
        marketplace=Marketplace.EBAY,
        locale="en-GB",
        category="HOME_GARDEN",
        title=title,
        description=description,
        condition=ListingCondition.FOR_PARTS,
        price=20.0,
        attributes={},
    )


def test_both_for_parts_readings_read_the_one_verb_list() -> None:
    assert structure.SELLS_IT in detectors._CALLED_FOR_PARTS.pattern
    assert structure.SELLS_IT in structure._CATEGORY_EXCUSE.pattern
    for module in (detectors, structure):
        # The verbs are written once, in the named pattern, not again beside either reading.
        assert inspect.getsource(module).count("offered|offering") == (1 if module is structure else 0)


@pytest.mark.parametrize(
    "description",
    [
        # "put" and "putting" were the excuse's verbs only; the Used item's call for parts reads them now.
        "Putting it as spares or repair. Fully working when I last used it on the patio.",
        "Put this for parts or repair, though it runs great and everything works on the log splitter.",
    ],
)
def test_a_used_item_put_up_for_parts_and_fully_working_is_two_conditions(description: str) -> None:
    assert detectors._working_over_for_parts(description) is not None


@pytest.mark.parametrize(
    "description",
    [
        "Great for parts if you have the same sander. Fully working unit otherwise, light wear.",
        "The other one went for parts last year. This one is fully working, light scuffs.",
        "Put it on the bench and it runs great, fully working. Spare blade included.",
    ],
)
def test_what_a_thing_is_good_for_or_another_s_fate_is_no_call_for_parts(description: str) -> None:
    assert detectors._working_over_for_parts(description) is None


@pytest.mark.parametrize(
    "description",
    [
        # "sold" and "offered" were the call's verbs only; the category's excuse reads them now.
        "Sold as spares so I don't have to take returns. Fully working, the cracked lid aside.",
        "Offered for parts because I can't post it back, no returns. Works perfectly, one cracked foot.",
    ],
)
def test_a_reason_for_the_category_that_is_no_fault_said_with_sold_or_offered(description: str) -> None:
    assert structure.for_parts_but_working(_for_parts("Garden shredder", description)) is not None


@pytest.mark.parametrize(
    "description",
    [
        "Sold as spares: the motor is cracked and it will not start. Fully working switch.",
        "Offered for parts. Broken drive belt, does not turn. The lamp works perfectly.",
    ],
)
def test_a_for_parts_item_with_its_fault_and_no_excuse_keeps_its_answer(description: str) -> None:
    assert structure.for_parts_but_working(_for_parts("Garden shredder", description)) is None


# --- the article before a maker's name, read at the name -----------------------------------------------------------

_OLD_ARTICLE_BEFORE = re.compile(r"\b(?:the|an?)\s+$", re.IGNORECASE)


def test_the_article_is_read_at_the_name_not_over_the_text_before_it() -> None:
    source = inspect.getsource(structure._without_maker_names)
    assert ".search(text[:at])" not in source
    assert "_after_article(text, at)" in source


@pytest.mark.parametrize(
    ("text", "at"),
    [
        ("the Ardent", 4),
        ("An  Ardent", 4),
        ("a\nArdent", 2),
        ("bathe Ardent", 6),  # "the" inside a word is no article
        ("plan Ardent", 5),
        ("the_ Ardent", 5),
        ("the Ardent", 0),
        ("theArdent", 3),  # no white space before the name
        ("the \u00a0Ardent", 5),  # a non-breaking space is white space to both readings
    ],
)
def test_the_reading_at_the_name_answers_as_the_search_over_the_prefix(text: str, at: int) -> None:
    assert structure._after_article(text, at) == (_OLD_ARTICLE_BEFORE.search(text[:at]) is not None)


def test_the_reading_at_the_name_answers_as_the_search_on_random_texts() -> None:
    pieces = ["the", "The", "an", "a", "A", "bathe", "plan", "ta", "x", "é", "_", "Tallis", " ", "  ", "\n", "\t"]
    chosen = random.Random(47)
    for _ in range(3000):
        text = "".join(chosen.choice(pieces) for _ in range(chosen.randint(0, 8)))
        for at in range(len(text) + 1):
            assert structure._after_article(text, at) == (_OLD_ARTICLE_BEFORE.search(text[:at]) is not None), (
                text,
                at,
            )


@pytest.mark.parametrize(
    ("text", "blanked"),
    [
        # An article leads the name: two capitalised words after it go with the maker's product name.
        ("Box worn. The Tallis Orchard Harvest puzzle is complete.", "Orchard Harvest"),
        ("Got an Ardent Missing Piece expansion with it.", "Missing Piece"),
    ],
)
def test_a_product_name_after_an_article_and_the_maker_is_blanked(text: str, blanked: str) -> None:
    maker = "Tallis" if "Tallis" in text else "Ardent"
    out = structure._without_maker_names({"Brand": maker}, text)
    assert blanked not in out
    assert maker not in out
    assert len(out) == len(text)


def test_one_capitalised_word_after_the_maker_stays_a_statement() -> None:
    out = structure._without_maker_names({"Brand": "Tallis"}, "The Tallis Missing the drive belt, sold as seen.")
    assert "Missing" in out
    assert "Tallis" not in out


# --- the shipped edition parsed once -------------------------------------------------------------------------------


def test_the_rules_folder_reuses_the_shipped_edition(monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = rulepack.shipped_edition()
    parsed: list[str] = []
    original = rulepack.parse_edition

    def spy(text: str, source: str) -> Any:
        parsed.append(source)
        return original(text, source)

    monkeypatch.setattr(rulepack, "parse_edition", spy)
    monkeypatch.setattr(rulepack, "_registry", {})
    loaded = rulepack.editions()
    assert str(rulepack.RISK_SIGNALS_FILE) not in parsed
    assert loaded[shipped.content_hash] is shipped


def test_a_copy_of_the_shipped_file_elsewhere_is_parsed_and_equal(tmp_path: Any) -> None:
    copy = tmp_path / "risk-signals.yaml"
    copy.write_bytes(rulepack.RISK_SIGNALS_FILE.read_bytes())
    (found,) = rulepack.load_editions(tmp_path).values()
    assert found is not rulepack.shipped_edition()
    assert (found.content_hash, found.identity, found.pack) == (
        rulepack.shipped_edition().content_hash,
        rulepack.shipped_edition().identity,
        rulepack.shipped_edition().pack,
    )
