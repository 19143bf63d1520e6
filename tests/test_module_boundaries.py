"""The product's modules use one another only through public names: a name with a leading underscore is its own
module's business, free to change without a search through the rest of the code."""

from __future__ import annotations

import ast

from services.settings import PROJECT_ROOT

# The packages that answer reviews and questions; tests, benchmarks and the chaos suite reach further on purpose.
PRODUCT = ("services", "generation", "validation", "gateway", "ingestion", "evaluation")


def _private_imports(tree: ast.AST) -> list[str]:
    return [
        f"{node.module}.{alias.name} (line {node.lineno})"
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] in PRODUCT
        for alias in node.names
        if alias.name.startswith("_") and not alias.name.startswith("__")
    ]


def test_no_product_module_imports_another_modules_private_names() -> None:
    found = {
        str(path.relative_to(PROJECT_ROOT)): names
        for package in PRODUCT
        for path in sorted((PROJECT_ROOT / package).rglob("*.py"))
        if (names := _private_imports(ast.parse(path.read_text(encoding="utf-8"))))
    }
    assert found == {}


def test_a_private_import_is_seen() -> None:
    assert _private_imports(ast.parse("from services.structure import _YEAR, new_condition_text")) == [
        "services.structure._YEAR (line 1)"
    ]
