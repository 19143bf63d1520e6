"""Issue 19, thirty-sixth round (depth): one reading where two readers asked the same thing, one way a slash pair is
read, and every module constant bound before a reader far above it.

- Whether a listing weighs in carats (its "20 ct" is a weight, not a count) was scanned twice a review, by
  structure.count_mismatch and detectors._count_conflict, each over the description and every specific; it is now
  read once per listing (structure.weighs_in_carats, memoised beside the structural checks' readings).
- The twenty-fourth round's slash pair outvoted by the specific and the description (structure._pair_outvoted) and
  the thirty-fifth round's title slash pair against a specific's pair (structure.slash_pair_mismatch) wrote a pair
  two ways; both now build from structure._SLASH_PAIR_FIGURES and read it with structure._slash_figures, so the
  twenty-fourth round's reading now also reads a pair of four- or five-figure grits and of decimals.
- A module constant read by a function defined hundreds of lines above its binding (risk_signals._LIST_NUMBER under
  the rising list, _QUOTED, _COLOURS; detectors._COMPATIBILITY_CUE, _SPECIFIC_FAULT, _HAS_DIGIT, _ANY_COLOUR_KEY,
  _NO_MAKER, _LOCAL_CUE_WINDOW; structure's maker words) works at call time but reads out of order: each is bound
  before its first reader, and the last test fails if one reappears.

Positives in fresh wording, in product domains of our own; near misses keep their answer."""

from __future__ import annotations

import ast
from pathlib import Path
from types import ModuleType

import pytest

from generation.domain import rules
from services import clauses, detectors, facets, risk_signals, shapes, statements, structure, textnorm
from services.vocabulary import FindingCode
from tests.generation.data import detected, titled_listing

_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH
_RULES_MODULES = (detectors, structure, facets, shapes, statements, clauses, risk_signals, textnorm, rules)


# --- carats read once per listing ------------------------------------------------------------------------------------


def test_carats_are_read_once_per_listing(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    read = facets.weighs_in_carats

    def counted(description: str, attributes: dict[str, str]) -> bool:
        calls.append(description)
        return read(description, attributes)

    monkeypatch.setattr(facets, "weighs_in_carats", counted)
    item = titled_listing(
        "Rough garnet lot 30 ct, tumbled", "Weighed together at thirty carats.", attributes={"Number of Items": "5"}
    )
    detected(item)
    detected(item)
    assert len(calls) == 1


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # Carats named: the title's "ct" weighs, and a count specific is no other count.
        ("Rough garnet lot 30 ct, tumbled", "Weighed together at thirty carats.", {"Number of Items": "5"}),
        ("Moonstone cabochons 12 ct", "Sold as one parcel.", {"Stone Weight": "12 carats", "Quantity": "4"}),
    ],
)
def test_a_weight_in_carats_is_no_count(title: str, description: str, attributes: dict[str, str]) -> None:
    item = titled_listing(title, description, category="JEWELLERY", attributes=attributes)
    assert structure.weighs_in_carats(item)
    assert _MISMATCH not in detected(item)


def test_without_carats_a_ct_counts() -> None:
    item = titled_listing(
        "Compostable dessert spoons 48 ct", "Plant-based, for parties.", attributes={"Number of Items": "24"}
    )
    assert not structure.weighs_in_carats(item)
    assert _MISMATCH in detected(item)


# --- one way a slash pair is read ------------------------------------------------------------------------------------


def test_both_pair_readings_build_from_one_written_pair() -> None:
    for pattern in (structure._PAIR, structure._PAIR_SPECIFIC, structure._SLASH_PAIR):
        assert structure._SLASH_PAIR_FIGURES in pattern.pattern


@pytest.mark.parametrize(
    ("text", "pairs"),
    [
        ("combination stone 8000/3000 grit", {(8000.0, 3000.0)}),
        ("a 3.5/2.5 mm two-thickness suit", {(3.5, 2.5)}),
        ("chainrings 46/30, crank arms 170", {(46.0, 30.0)}),
        # The smaller first (a fraction), equal figures, a figure glued to a word or a date's third part.
        ("a 3/8 in drive and a 50/50 blend", set()),
        ("part A12/4 and 12/04/2021", set()),
    ],
)
def test_the_twenty_fourth_rounds_pairs(text: str, pairs: set[tuple[float, float]]) -> None:
    assert structure._pairs(text) == pairs


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The specific and the description give one grit pair, the title another: now read with four figures.
        (
            "Combination sharpening block 3000/1000, rubber base",
            "The 6000/1000 block soaks in ten minutes.",
            {"Grade": "6000/1000"},
        ),
    ],
)
def test_a_wide_pair_outvoted_by_specific_and_description_is_a_mismatch(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert _MISMATCH in detected(titled_listing(title, description, category="HOME_AND_GARDEN", attributes=attributes))


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The description writes the title's pair too; the specific agrees; the description never writes the
        # specific's pair.
        (
            "Combination sharpening block 3000/1000, rubber base",
            "Not the 6000/1000, this is the 3000/1000 block.",
            {"Grade": "6000/1000"},
        ),
        ("Combination sharpening block 3000/1000", "The 3000/1000 block soaks.", {"Grade": "3000/1000"}),
        ("Combination sharpening block 3000/1000", "Soaks in ten minutes.", {"Grade": "6000/1000"}),
    ],
)
def test_a_pair_the_description_does_not_outvote_is_no_mismatch(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert _MISMATCH not in detected(
        titled_listing(title, description, category="HOME_AND_GARDEN", attributes=attributes)
    )


# --- module constants bound before their readers ---------------------------------------------------------------------

# A constant read by a function further above its binding than this is out of order for a reader of the module.
_FAR = 300


def _constants(tree: ast.Module) -> dict[str, int]:
    bound: dict[str, int] = {}
    for node in tree.body:
        targets = (
            node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        )
        for target in targets:
            for name in ast.walk(target):
                if isinstance(name, ast.Name) and name.id.lstrip("_")[:1].isupper():
                    bound.setdefault(name.id, node.lineno)
    return bound


@pytest.mark.parametrize("module", _RULES_MODULES, ids=lambda module: module.__name__)
def test_no_constant_is_read_far_above_its_binding(module: ModuleType) -> None:
    tree = ast.parse(Path(str(module.__file__)).read_text(encoding="utf-8"))
    bound = _constants(tree)
    early: set[str] = set()
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        local = {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        for name in ast.walk(node):
            if (
                isinstance(name, ast.Name)
                and isinstance(name.ctx, ast.Load)
                and name.id not in local
                and bound.get(name.id, 0) > node.lineno + _FAR
            ):
                early.add(f"{node.name} reads {name.id} (bound at line {bound[name.id]})")
    assert sorted(early) == []
