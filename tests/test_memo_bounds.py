"""Every memo in the rules' modules takes its bound from services/memo_bounds.py, by the kind of key it keeps: a
number written at the memo would be a limit stated twice, and say nothing of why it is that size."""

from __future__ import annotations

import ast
from pathlib import Path

from services import memo_bounds

ROOT = Path(memo_bounds.__file__).resolve().parent.parent
RULES_MODULES = sorted((ROOT / "services").glob("*.py")) + sorted((ROOT / "validation" / "domain").glob("*.py"))
KINDS = {name for name in vars(memo_bounds) if name.endswith("_HELD")}


def _bounds(path: Path) -> list[tuple[int, ast.expr]]:
    """Each lru_cache's maxsize in the module, with its line."""
    found: list[tuple[int, ast.expr]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "lru_cache":
            found.extend((node.lineno, keyword.value) for keyword in node.keywords if keyword.arg == "maxsize")
    return found


def _named_kinds(bound: ast.expr) -> set[str]:
    return {node.id for node in ast.walk(bound) if isinstance(node, ast.Name)}


def test_every_memo_bound_names_a_kind() -> None:
    unnamed = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in RULES_MODULES
        for line, bound in _bounds(path)
        if not _named_kinds(bound) & KINDS
    ]
    assert unnamed == []


def test_the_check_sees_a_number() -> None:
    # The test above reads real decorators: a literal bound must be reported, a named one not.
    written = ast.parse(
        "@lru_cache(maxsize=256)\ndef f(x): return x\n@lru_cache(maxsize=2 * TEXTS_HELD)\ndef g(x): return x"
    )
    bounds = [node.keywords[0].value for node in ast.walk(written) if isinstance(node, ast.Call)]
    assert [bool(_named_kinds(bound) & KINDS) for bound in bounds] == [False, True]


def test_the_rules_modules_have_memos_to_check() -> None:
    assert sum(len(_bounds(path)) for path in RULES_MODULES) > 40


def test_every_kind_is_a_positive_size() -> None:
    assert {"LISTINGS_HELD", "TEXTS_HELD", "WORDS_HELD", "PATTERNS_HELD", "FIXED_ARGUMENTS_HELD"} == KINDS
    assert all(isinstance(getattr(memo_bounds, kind), int) and getattr(memo_bounds, kind) > 0 for kind in KINDS)
