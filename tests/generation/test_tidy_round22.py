"""Issue 19, twenty-second round (tidy): three changes that leave every development answer as it was.

1. The words that name a look, not a maker ("Farmhouse Style"), are the pack's list ``lists.lookWords``, read by
   ``detectors.maker_worn_as_a_look`` from the edition in force, instead of a list in code.
2. A colour quote is compared by one key (``facets.colour_key``) in the detectors' colour conflict and in
   ``structure.colour_sentence_mismatch``.
3. The charger-included wording is scanned behind its literal gate (``clauses.gated_finditer``).

Examples are written in our own words."""

from __future__ import annotations

import inspect
import re

import pytest

from services import clauses, detectors, facets, structure
from services.detectors import maker_worn_as_a_look
from services.records import Listing
from services.rulepack import (
    LISTS_CODE_READS,
    LOOK_WORDS,
    RulePackError,
    RulesEdition,
    parse_edition,
    shipped_edition,
    using_edition,
)
from tests.generation.data import bare_listing
from tests.rule_editions import SHIPPED, edition_text

# The list's materials line as the shipped edition writes it; the edits below remove one word or add one.
_MATERIALS = "     rattan, wicker, cane, marcasite, filigree, cloisonne, macrame, tiki, chrome, brass,\n"


def _edition_with(materials: str) -> RulesEdition:
    return parse_edition(edition_text("2027-01-01", "2026-03-01", change=(_MATERIALS, materials)), "looks.yaml")


def _titled(title: str, brand: str = "Unbranded") -> Listing:
    return bare_listing(title=title, description="New, never worn.", attributes={"Brand": brand})


# --- 1. the look words are the pack's list ---


def test_the_look_words_are_a_list_the_detectors_read_from_every_edition() -> None:
    assert LOOK_WORDS in LISTS_CODE_READS
    assert SHIPPED.count(_MATERIALS) == 1
    # Written once: the pack holds the list, the detectors no copy of it.
    assert not hasattr(detectors, "_LOOK_WORDS")
    alternation = shipped_edition().pack.lists[LOOK_WORDS]
    assert alternation.startswith("(?:vintage|retro|")


def test_each_look_word_is_one_plain_lower_case_word_so_a_whole_match_is_the_word_itself() -> None:
    words = shipped_edition().pack.lists[LOOK_WORDS][3:-1].split("|")
    assert len(words) > 100
    assert all(re.fullmatch(r"[a-z0-9]+", word) for word in words), [w for w in words if not w.isalnum()]
    assert len(set(words)) == len(words)


@pytest.mark.parametrize(
    "title",
    [
        # Looks the list names, rare words among them (a maker's name would be read in their place).
        "Silver Brooch Marcasite Style Flower",
        "Oak Coffee Table Japandi Style Low",
        "Armchair Wingback Style Velvet Green",
        "Sofa Cushion, Cottagecore Style Floral",
    ],
)
def test_a_look_the_pack_lists_is_no_maker(title: str) -> None:
    assert maker_worn_as_a_look(_titled(title)) is None


def test_a_word_taken_off_the_packs_list_is_read_as_a_maker_again() -> None:
    item = _titled("Silver Brooch Marcasite Style Flower")
    edition = _edition_with(_MATERIALS.replace(" marcasite,", ""))
    with using_edition(edition):
        found = maker_worn_as_a_look(item)
    assert found is not None
    assert found[1] == "Marcasite Style"
    # Outside that edition the shipped list holds the word again.
    assert maker_worn_as_a_look(item) is None


def test_a_word_added_to_the_packs_list_names_a_look_from_then_on() -> None:
    # A rare capitalised word before "Style": a maker worn as a look, until the pack calls it a look.
    item = _titled("Padded Gilet Quorvish Style Navy")
    assert maker_worn_as_a_look(item) is not None
    with using_edition(_edition_with(_MATERIALS.replace(" brass,", " brass, quorvish,"))):
        assert maker_worn_as_a_look(item) is None


def test_a_maker_the_lists_know_is_read_whatever_the_look_list_says() -> None:
    # The near miss beside the positive: the list only ever spares the word right before the tail.
    assert maker_worn_as_a_look(_titled("Velvet Cushion Cover Laura Ashley Style")) is not None
    assert maker_worn_as_a_look(_titled("Velvet Cushion Cover Victorian Style")) is None


def test_an_edition_without_the_look_list_is_refused() -> None:
    text = edition_text("2027-01-01", "2026-03-01", change=("  lookWords:\n", "  otherLooks:\n"))
    # Thirty-first round: names-before-style reads the list too, so its pattern names the missing list first.
    with pytest.raises(RulePackError, match=r"lists: missing \['lookWords'\]|unknown list '\{\{lookWords\}\}'"):
        parse_edition(text, "no-looks.yaml")


# --- 2. one key for a colour quote ---


@pytest.mark.parametrize(
    ("quote", "key"),
    [("Space  Gray", "space gray"), (" NAVY ", "navy"), ("Rose\tGold", "rose gold"), ("white", "white")],
)
def test_a_colour_key_is_the_quote_lower_case_and_single_spaced(quote: str, key: str) -> None:
    assert facets.colour_key(quote) == key


def test_a_light_colour_is_given_by_its_key() -> None:
    assert facets.lit_colour_words("Bright WHITE and Blue LEDs light the base.") == {"white", "blue"}


@pytest.mark.parametrize("reader", [detectors._colour_conflict, structure.colour_sentence_mismatch])
def test_the_detectors_and_the_structural_check_compare_colours_by_the_one_key(reader: object) -> None:
    source = inspect.getsource(reader)  # type: ignore[arg-type]
    assert "facets.colour_key(" in source
    assert ".lower().split()" not in source


# --- 3. the charger wording behind its gate ---

_CHARGER_TEXTS = (
    # Positives: a charger or cable said to come with the item.
    "Charging cable included, fully charged before posting.",
    "Comes with the original charger and the box.",
    "Supplied with its own power adapter.",
    "The charging dock is in the box.",
    # Near misses: no charger words, a charger left out, a charge said of the battery.
    "Tracks steps and sleep; strap is a little worn.",
    "No charger included, sorry.",
    "Battery holds a charge for a week.",
    "Boxed with the manual and spare strap.",
    "",
)


def test_the_charger_wording_has_a_literal_gate() -> None:
    assert clauses._gates(detectors._CHARGER_INCLUDED)[1]
    assert not clauses.could_match(detectors._CHARGER_INCLUDED, "Tracks steps and sleep; strap is a little worn.")


@pytest.mark.parametrize("text", _CHARGER_TEXTS)
def test_the_gated_scan_finds_what_the_scan_found(text: str) -> None:
    for written in (text, text.upper(), text.title()):
        assert [m.span() for m in clauses.gated_finditer(detectors._CHARGER_INCLUDED, written)] == [
            m.span() for m in detectors._CHARGER_INCLUDED.finditer(written)
        ]
    assert sum(1 for t in _CHARGER_TEXTS if detectors._CHARGER_INCLUDED.search(t)) == 5
