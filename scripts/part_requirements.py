"""Prints the requirements of one part's extra (pyproject.toml), self-references resolved: what its image installs.

python scripts/part_requirements.py validation   # core dependencies + validation's extra, one per line
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path
from typing import Any

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"
_SELF = re.compile(r"^policy-review\[([a-z0-9_,\s-]+)\]$")


def part_requirements(part: str, pyproject: Path = PYPROJECT) -> list[str]:
    """Core dependencies plus every requirement the extra reaches, in first-seen order, without duplicates."""
    project: dict[str, Any] = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    extras: dict[str, list[str]] = project["optional-dependencies"]
    found: list[str] = list(project["dependencies"])
    seen: set[str] = set()

    def add(extra: str) -> None:
        if extra in seen:
            return
        if extra not in extras:
            raise SystemExit(f"unknown extra {extra!r}; known: {', '.join(sorted(extras))}")
        seen.add(extra)
        for requirement in extras[extra]:
            nested = _SELF.match(requirement)
            if nested:
                for name in nested.group(1).split(","):
                    add(name.strip())
            else:
                found.append(requirement)

    add(part)
    return list(dict.fromkeys(found))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    print("\n".join(part_requirements(sys.argv[1])))
