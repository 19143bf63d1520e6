"""The evidence ledger: stable POLICY_n ids the model may cite, numbered in retrieval order."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from services.errors import FieldViolation, invalid_request
from services.records import EVIDENCE_ID_PREFIX, Evidence, LedgerEntry, evidence_id

__all__ = ["EVIDENCE_ID_PREFIX", "Ledger", "build_ledger"]
# Retrieval caps context far below this; the bound keeps a buggy caller from building huge prompts.
MAX_LEDGER_ENTRIES = 100


class Ledger:
    """An immutable, ordered mapping of evidence ids to evidence; ids are unique."""

    __slots__ = ("_by_id", "_entries", "_positions")

    def __init__(self, entries: Sequence[LedgerEntry]) -> None:
        if len(entries) > MAX_LEDGER_ENTRIES:
            raise invalid_request([FieldViolation("ledger.entries", f"must hold at most {MAX_LEDGER_ENTRIES} entries")])
        positions: dict[str, int] = {}
        for position, entry in enumerate(entries):
            if not entry.evidence_id:
                raise invalid_request([FieldViolation(f"ledger.entries[{position}].evidence_id", "is required")])
            if entry.evidence_id in positions:
                raise invalid_request([FieldViolation(f"ledger.entries[{position}].evidence_id", "must be unique")])
            positions[entry.evidence_id] = position
        self._entries = tuple(entries)
        self._positions = positions
        self._by_id = {entry.evidence_id: entry for entry in entries}

    @property
    def entries(self) -> tuple[LedgerEntry, ...]:
        return self._entries

    def __len__(self) -> int:
        return len(self._entries)

    def __iter__(self) -> Iterator[LedgerEntry]:
        return iter(self._entries)

    def get(self, evidence_id: str) -> LedgerEntry | None:
        return self._by_id.get(evidence_id)

    def position(self, evidence_id: str) -> int:
        """Ledger order of a known id; callers check membership first."""
        return self._positions[evidence_id]


def build_ledger(evidence: Sequence[Evidence]) -> Ledger:
    """Numbers evidence POLICY_1..N in the order given (retrieval order); the model never sees database ids."""
    return Ledger([LedgerEntry(evidence_id(index), item) for index, item in enumerate(evidence, start=1)])
