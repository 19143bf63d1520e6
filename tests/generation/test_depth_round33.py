"""Issue 19, thirty-third round (depth): two spellings written once, and no module-level name bound twice.

- "Does not apply" / "Not applicable" was spelled in three patterns (the structure checks' honest none value and
  said-not-to-apply value, the net's honest not-applicable MPN) and a fourth (the net's none value); each now builds
  from shapes.NOT_APPLICABLE.
- The item's own colour specific ("Colour", "Main Colour", "Frame Colour", "Colour Name") was read by five patterns
  with four lists of qualifiers, one of them bound twice in services/structure.py so that the first, the only one
  with "frame", never ran. Each now builds from shapes.ITEM_COLOUR_QUALIFIER; the detectors' colour conflicts add a
  finish on purpose, and the detectors' COLOUR_KEY stays wider on purpose (any key naming a colour).
- A later module-level binding silently replaces an earlier one: services/detectors.py bound _SENTENCE_END twice and
  services/risk_signals.py _YEAR_RANGE twice. One binding each, the one every answer has run with.

These tests pin what each fragment matches and must not, the one answer the unified colour key changes on purpose
("Frame Colour: Does not apply" on a made thing, which the shadowed binding meant to read), and fail if a rules module
binds a module-level name twice."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from types import ModuleType

import pytest

from generation.domain import rules
from services import clauses, detectors, facets, risk_signals, shapes, statements, structure, textnorm
from services.vocabulary import FindingCode
from tests.generation.data import detected, titled_listing

_MISSING = FindingCode.REQUIRED_DETAILS_MISSING
# The rules reviewer's modules (the brief's list): where a later binding would silently replace a pattern.
_RULES_MODULES = (detectors, structure, facets, shapes, statements, clauses, risk_signals, textnorm, rules)


# --- "does not apply" ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["Does not apply", "does  not apply", "Not applicable", "NOT\tAPPLICABLE"])
def test_not_applicable_reads_each_spelling(value: str) -> None:
    assert re.fullmatch(shapes.NOT_APPLICABLE, value, re.IGNORECASE)


@pytest.mark.parametrize("value", ["Does apply", "not applied", "applicable", "N/A", "none", "doesn't apply"])
def test_not_applicable_reads_no_other_value(value: str) -> None:
    assert not re.fullmatch(shapes.NOT_APPLICABLE, value, re.IGNORECASE)


@pytest.mark.parametrize("value", ["Does not apply", " not applicable "])
def test_every_reader_takes_the_same_spelling(value: str) -> None:
    assert structure._HONEST_NONE_VALUE.match(value)
    assert structure._SAID_NOT_TO_APPLY.match(value)
    assert risk_signals._HONEST_NOT_APPLICABLE.fullmatch(value.strip())
    assert risk_signals._NONE_VALUE.fullmatch(value.strip())


def test_each_reader_keeps_its_own_words() -> None:
    # "None" is an honest none value, but no saying that the specific does not apply.
    assert structure._HONEST_NONE_VALUE.match("None")
    assert not structure._SAID_NOT_TO_APPLY.match("None")
    assert not risk_signals._HONEST_NOT_APPLICABLE.fullmatch("n/a")
    assert risk_signals._NONE_VALUE.fullmatch("n/a")


# --- the item's own colour specific ----------------------------------------------------------------------------------


_ITEMS_OWN = ["colour", "Color", "main colour", "body color", "exterior colour", "frame colour", "primary color"]


@pytest.mark.parametrize("words", [*_ITEMS_OWN, "item colour", "colour name", "main color name"])
def test_item_colour_key_reads_the_items_own_colour(words: str) -> None:
    assert shapes.ITEM_COLOUR_KEY.match(words)


@pytest.mark.parametrize(
    "words", ["lens colour", "light color", "strap colour", "colour temperature", "finish", "colours", "multicolour"]
)
def test_item_colour_key_reads_no_parts_colour(words: str) -> None:
    assert not shapes.ITEM_COLOUR_KEY.match(words)


def test_a_part_colour_is_every_colour_key_but_the_items_own() -> None:
    assert structure.part_colour_key("Lens Colour")
    assert structure.part_colour_key("Light_Color")
    assert not structure.part_colour_key("Frame Colour")
    assert not structure.part_colour_key("MainColour")


@pytest.mark.parametrize("key", ["Colour", "Frame Color", "Finish Colour", "Finish", "Item Color"])
def test_the_colour_conflicts_add_a_finish(key: str) -> None:
    assert detectors._ANY_COLOUR_KEY.search(key)


@pytest.mark.parametrize("key", ["Lens Colour", "Finish Type", "Colour Temperature"])
def test_the_colour_conflicts_read_no_other_key(key: str) -> None:
    assert not detectors._ANY_COLOUR_KEY.search(key)


def test_any_colour_key_stays_wider_on_purpose() -> None:
    assert detectors.COLOUR_KEY.search("Lens Colour")


@pytest.mark.parametrize(
    ("title", "category"),
    [
        ("Aluminium gravel bike, 54 cm, 2x11 speed", "SPORTS"),
        ("Folding reading glasses, +2.0", "HEALTH_AND_BEAUTY"),
    ],
)
def test_a_frame_colour_said_not_to_apply_on_a_made_thing_is_missing(title: str, category: str) -> None:
    listing = titled_listing(
        title, "Used for one season, serviced.", category=category, attributes={"Frame Colour": "Does not apply"}
    )
    assert _MISSING in detected(listing)


@pytest.mark.parametrize(
    ("attributes", "category"),
    [
        ({"Frame Colour": "Slate grey"}, "SPORTS"),
        ({"Lens Colour": "Does not apply", "Frame Colour": "Black"}, "SPORTS"),
        ({"Frame Colour": "Does not apply"}, "BOOKS"),
    ],
)
def test_a_frame_colour_given_or_on_a_colourless_kind_is_no_missing_detail(
    attributes: dict[str, str], category: str
) -> None:
    listing = titled_listing(
        "Aluminium gravel bike, 54 cm", "Used for one season.", category=category, attributes=attributes
    )
    assert _MISSING not in detected(listing)


# --- one binding a name ----------------------------------------------------------------------------------------------


def _bound_names(node: ast.stmt) -> list[str]:
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    if isinstance(node, ast.Assign):
        return [name.id for target in node.targets for name in ast.walk(target) if isinstance(name, ast.Name)]
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return [node.target.id]
    if isinstance(node, ast.Import | ast.ImportFrom):
        return [(alias.asname or alias.name).split(".")[0] for alias in node.names]
    return []


@pytest.mark.parametrize("module", _RULES_MODULES, ids=lambda module: module.__name__)
def test_no_rules_module_binds_a_name_twice(module: ModuleType) -> None:
    path = Path(str(module.__file__))
    seen: dict[str, int] = {}
    twice: list[str] = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        for name in _bound_names(node):
            if name in seen:
                twice.append(f"{name} (lines {seen[name]} and {node.lineno})")
            seen[name] = node.lineno
    assert twice == []
