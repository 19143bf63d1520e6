"""The rules identity hashes every module whose change can change an answer: a report's identity proves which
detection produced it only if no module the detectors read listings with is left out of the hash."""

from __future__ import annotations

import ast
from pathlib import Path

from services import rulepack

SERVICES = Path(rulepack.__file__).resolve().parent
# Types and the edition loader: what they change reaches answers through the edition's own text, hashed first. The
# per-listing memo holds readings the hashed modules make and makes none (its tests: it serves no other listing); the
# memos' bounds say how many readings are kept, never what they are.
NOT_RULE_CODE = {"records", "vocabulary", "rulepack", "per_listing", "memo_bounds"}


def _services_imports(module: str) -> set[str]:
    tree = ast.parse((SERVICES / f"{module}.py").read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "services":
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("services."):
            found.add(node.module.split(".")[1])
    return found


def test_every_module_the_rules_import_is_hashed_into_the_identity() -> None:
    sources = set(rulepack.RULE_SOURCE_MODULES)
    missing = {
        imported
        for module in sources
        for imported in _services_imports(module)
        if imported not in sources and imported not in NOT_RULE_CODE
    }
    assert missing == set()


def test_a_module_left_out_would_be_found() -> None:
    # The check above reads real imports: detectors imports facets, so dropping facets must be reported.
    assert "facets" in _services_imports("detectors") or "facets" in _services_imports("structure")
