"""Rule pack editions for tests: the shipped edition with another header (version, date, scope) and content."""

from __future__ import annotations

from pathlib import Path

from services.rulepack import RISK_SIGNALS_FILE, shipped_edition

SHIPPED = RISK_SIGNALS_FILE.read_bytes().decode("utf-8")
SHIPPED_VERSION = f'version: "{shipped_edition().version}"\n'
SHIPPED_EFFECTIVE = f'effectiveFrom: "{shipped_edition().effective_from.isoformat()}"\n'


def edition_text(version: str, effective_from: str, *, scope: str = "", change: tuple[str, str] | None = None) -> str:
    """The shipped edition under another header; ``scope`` is YAML for the scope key, ``change`` one replacement."""
    assert SHIPPED.count(SHIPPED_VERSION) == 1
    assert SHIPPED.count(SHIPPED_EFFECTIVE) == 1
    text = SHIPPED.replace(SHIPPED_VERSION, f'version: "{version}"\n').replace(
        SHIPPED_EFFECTIVE, f'effectiveFrom: "{effective_from}"\n{scope}'
    )
    if change is not None:
        old, new = change
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text


def write_edition(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(text.encode("utf-8"))
    return path


# A detect signal only the second edition has: a listing that uses the phrase is a finding from its date on.
ZORBLAX = (
    "\nsignals:\n",
    "\nsignals:\n"
    "  - code: CONTACT_INFO_IN_LISTING\n"
    "    name: zorblax-line\n"
    "    detect: true\n"
    "    tier: 1\n"
    "    fields: [TITLE, DESCRIPTION, ATTRIBUTES]\n"
    "    patterns:\n"
    "      - '\\bzorblax\\s+line\\b'\n"
    "    positives:\n"
    '      - {description: "Questions? Use the zorblax line."}\n',
)
FIRST = edition_text("2026-12-01", "2026-05-01")
SECOND = edition_text("2027-01-10", "2026-11-01", change=ZORBLAX)
