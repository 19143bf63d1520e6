"""The thirty-fifth round's CPU work changes no answer (docs/performance.md). Its classes, found by profiling
``detect()`` over a development sample: patterns built from a listing's own words and compiled per review. The code
right after the maker's name (``structure._brand_code``) compiled a new pattern for each maker, at about 4 ms a
compile; it now finds the maker's name by ``str.find`` in ASCII text and reads the code after it with one pattern
compiled at import. A counted noun's pattern (``structure._noun_counts``) and a titled part's three denial patterns
(``structure.included_part_denied``) are skipped when ASCII text does not hold the noun, which every match holds. Each
reading is compared here with the reading it replaced (the built pattern, asked of every text), on positives and near
misses, and the maker's code reading is pinned to compile nothing."""

from __future__ import annotations

import re

import pytest

from services import structure
from services.clauses import built
from services.records import Listing
from services.vocabulary import FindingCode
from tests.generation.data import detected, titled_listing


def _ungated(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every text read as if it were not ASCII: each gate of this round stands aside and the built pattern runs."""
    monkeypatch.setattr(structure, "lowered_ascii", lambda text: None)
    # The thirty-sixth round moved the noun gates into clauses.lacks: it stands aside too.
    monkeypatch.setattr(structure, "lacks", lambda text, word: False)


def _built_brand_code(text: str, brand: str) -> list[str]:
    pattern = re.compile(rf"(?<![\w-]){re.escape(brand)}\s+{structure._BRAND_CODE}", re.IGNORECASE)
    return [match.group(1) for match in pattern.finditer(text)]


_MAKER_TEXTS = (
    ("Corvane", "Corvane BX-210 espresso grinder, Corvane TZ9 burrs"),
    ("Corvane", "CORVANE bx210 and corvane 12ax7 valves"),
    ("Corvane", "NeoCorvane BX-210 is another maker; -Corvane QX55 too"),
    ("Corvane", "Corvane  Corvane RX-40 twice"),
    ("Corvane", "Corvane 375V rated, Corvane 4K"),
    ("Corvane", "no maker named here at all"),
    ("Pell & Co", "Pell & Co PX-9000 lathe chuck"),
    ("Pell & Co", "PELL & CO px9000"),
    ("ab", "ab ab-ab12 ab ab12 ab_ab12 ab\tAB34x"),
    ("Élan", "Élan EX-200 skis, ÉLAN ex300"),
    ("Corvane", "Corvane ſX-200 café grinder"),
    ("Corvane", "Corvane SX-200 café grinder"),
    ("", "  XR200 and more"),
)


@pytest.mark.parametrize(("brand", "text"), _MAKER_TEXTS)
def test_the_code_after_a_maker_is_read_as_the_built_pattern_reads_it(brand: str, text: str) -> None:
    assert structure._brand_code(text, brand) == _built_brand_code(text, brand)


def test_the_code_after_a_maker_compiles_no_pattern_in_ascii_text() -> None:
    misses = built.cache_info().misses
    assert structure._brand_code("Wrenfield WF-330 bench vice, Wrenfield WF330 jaws", "Wrenfield") == [
        "WF-330",
        "WF330",
    ]
    assert built.cache_info().misses == misses


_RENAMED = titled_listing(
    "Tallis RX-40 stand mixer with bowl",
    "Tallis TZ9 stand mixer, five litre bowl, all speeds work.",
    category="HOME_AND_GARDEN",
    attributes={"Brand": "Tallis", "Model": "TZ9"},
)
_SAME_MODEL = titled_listing(
    "Tallis TZ9 stand mixer with bowl",
    "Tallis TZ9 stand mixer, five litre bowl, all speeds work.",
    category="HOME_AND_GARDEN",
    attributes={"Brand": "Tallis", "Model": "TZ9"},
)


def test_a_title_naming_another_model_after_the_maker_is_still_found() -> None:
    assert structure.model_code_mismatch(_RENAMED) is not None
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in detected(_RENAMED)


def test_a_title_naming_the_described_model_stays_clean() -> None:
    assert structure.model_code_mismatch(_SAME_MODEL) is None


_NOUN_TEXTS = (
    ("lantern", "Set of 4 lanterns for the patio, two lanterns have small dents."),
    ("lantern", "Four LANTERNS, solar, one spare stake."),
    ("lantern", "Set of 4 solar lights for the patio."),
    ("lantern", "Quatre lanternes, café terrace, 4 lanterns in all."),
    ("glass", "Six glasses and two glass coasters."),
    ("", "4 items in the lot."),
)


@pytest.mark.parametrize(("noun", "text"), _NOUN_TEXTS)
def test_a_counted_noun_is_read_as_without_the_gate(noun: str, text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    gated = structure._noun_counts(text, noun, packed=True)
    _ungated(monkeypatch)
    assert gated == structure._noun_counts(text, noun, packed=True)


def test_a_counted_noun_absent_from_the_text_gives_no_count() -> None:
    assert structure._noun_counts("Four lanterns for the patio, solar.", "lantern") != []
    assert structure._noun_counts("Set of 4 solar lights for the patio.", "lantern") == []


_DENIED = (
    titled_listing(
        "Cordless hedge trimmer with Battery",
        "Trimmer in good order. Battery not included, sold as the bare tool.",
        category="HOME_AND_GARDEN",
    ),
    titled_listing(
        "Film camera with Strap and Lens cap",
        "Works well. No strap, the shop lost it.",
        category="ELECTRONICS",
    ),
    titled_listing(
        "Cordless hedge trimmer with Battery",
        "Trimmer in good order, no scratches, comes with the battery and charger; cover not included.",
        category="HOME_AND_GARDEN",
    ),
    titled_listing(
        "Cordless hedge trimmer with Battery",
        "Trimmer in good order, no scratches; blade cover sold separately.",
        category="HOME_AND_GARDEN",
    ),
    titled_listing(
        "Espresso machine with Portafilter",
        "Machine pulls well, no café-grade grinder here; portafilter not included.",
        category="HOME_AND_GARDEN",
    ),
)


@pytest.mark.parametrize("item", _DENIED)
def test_a_titled_part_denied_is_read_as_without_the_gate(item: Listing, monkeypatch: pytest.MonkeyPatch) -> None:
    gated = structure.included_part_denied(item)
    _ungated(monkeypatch)
    assert gated == structure.included_part_denied(item)


def test_a_titled_part_denied_is_still_found_and_its_near_misses_are_not() -> None:
    assert structure.included_part_denied(_DENIED[0]) is not None
    assert structure.included_part_denied(_DENIED[1]) is not None
    assert structure.included_part_denied(_DENIED[2]) is None
    assert structure.included_part_denied(_DENIED[3]) is None
