"""Readings kept per listing object while it is under review.

A review hands the same listing object to every detector, structure-first check and net signal, so the object's
identity finds the readings already made without hashing its text (the structure-first checks since the thirty-second
round, the brand and keyword-spam readings since the forty-second). Each entry holds its listing, so the identity
cannot pass to another listing while the entry stands. Bounded, oldest first: the services review many listings at
once. Written under a lock, read without one: a reader sees an entry whole or not at all.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

from services.memo_bounds import LISTINGS_HELD
from services.records import Listing

T = TypeVar("T")


class PerListing(Generic[T]):
    """One kind of reading per listing: ``of(listing)`` gives that listing's own, made by ``make`` on first ask."""

    def __init__(self, make: Callable[[], T], held: int = LISTINGS_HELD) -> None:
        # By id(listing): (the listing, its readings). Read inline by the hottest callers (structure.structural_check).
        self.entries: dict[int, tuple[Listing, T]] = {}
        self.held = held
        self._make = make
        self._lock = threading.Lock()

    def of(self, listing: Listing) -> T:
        entry = self.entries.get(id(listing))
        if entry is not None and entry[0] is listing:
            return entry[1]
        with self._lock:
            while len(self.entries) >= self.held:
                del self.entries[next(iter(self.entries))]
            made = self._make()
            self.entries[id(listing)] = (listing, made)
        return made
