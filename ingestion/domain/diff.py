"""What changed between two releases of a policy: sections and finding codes, as a reviewer approves them."""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class SectionChange:
    section_id: str
    change: str  # ADDED, REMOVED or CHANGED
    codes_added: tuple[str, ...]
    codes_removed: tuple[str, ...]
    text_diff: tuple[str, ...]


def _by_id(sections: Sequence[Mapping[str, Any]]) -> dict[str, Mapping[str, Any]]:
    return {str(section["sectionId"]): section for section in sections}


def _body(section: Mapping[str, Any]) -> list[str]:
    return [f"## {section['heading']}", *str(section["text"]).splitlines()]


def diff_sections(old: Sequence[Mapping[str, Any]], new: Sequence[Mapping[str, Any]]) -> list[SectionChange]:
    """Sections added, removed or changed (heading, text or finding codes), in the new release's order."""
    before, after = _by_id(old), _by_id(new)
    changes: list[SectionChange] = []
    for section_id in [*after, *(key for key in before if key not in after)]:
        was, now = before.get(section_id), after.get(section_id)
        old_codes = set(was["findingCodes"]) if was else set()
        new_codes = set(now["findingCodes"]) if now else set()
        lines = list(difflib.unified_diff(_body(was) if was else [], _body(now) if now else [], lineterm="", n=1))[2:]
        if was is None:
            kind = "ADDED"
        elif now is None:
            kind = "REMOVED"
        elif lines or old_codes != new_codes:
            kind = "CHANGED"
        else:
            continue
        changes.append(
            SectionChange(
                section_id,
                kind,
                tuple(sorted(new_codes - old_codes)),
                tuple(sorted(old_codes - new_codes)),
                tuple(lines),
            )
        )
    return changes


def render_diff(changes: Sequence[SectionChange]) -> list[str]:
    if not changes:
        return ["no changes in sections or finding codes"]
    out: list[str] = []
    for change in changes:
        codes = [f"+{code}" for code in change.codes_added] + [f"-{code}" for code in change.codes_removed]
        out.append(f"{change.change} {change.section_id}" + (f"  codes: {' '.join(codes)}" if codes else ""))
        out.extend(f"    {line}" for line in change.text_diff)
    return out
