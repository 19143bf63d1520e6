"""Policy versions: ISO dates with an optional ``.N`` revision, ordered by date, then revision."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

_VERSION = re.compile(r"^(\d{4}-\d{2}-\d{2})(?:\.([1-9]\d{0,5}))?$")


@dataclass(frozen=True, order=True)
class PolicyVersion:
    released: date
    revision: int = 0
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text


def parse_version(text: str) -> PolicyVersion:
    """Parses ``YYYY-MM-DD`` or ``YYYY-MM-DD.N`` (N >= 1, so two spellings never name one version)."""
    match = _VERSION.match(text)
    if match is None:
        raise ValueError(f'version must look like "2026-09-15" or "2026-09-15.1", not {text!r}')
    try:
        released = date.fromisoformat(match.group(1))
    except ValueError:
        raise ValueError(f"version {text!r} is not a calendar date") from None
    return PolicyVersion(released, int(match.group(2) or 0), text)
