"""services/per_listing.py: readings kept per listing object, never served to another listing, bounded."""

from __future__ import annotations

import dataclasses

from services.per_listing import PerListing
from services.records import Listing
from tests.generation.data import titled_listing


def _listing(title: str) -> Listing:
    return titled_listing(title, "A plain description.")


def test_a_listing_reads_its_own_readings_on_every_ask() -> None:
    memo: PerListing[dict[str, int]] = PerListing(dict)
    listing = _listing("Oak shelf")
    memo.of(listing)["asked"] = 1
    assert memo.of(listing) == {"asked": 1}


def test_an_equal_listing_object_reads_readings_of_its_own() -> None:
    memo: PerListing[dict[str, int]] = PerListing(dict)
    listing = _listing("Oak shelf")
    twin = dataclasses.replace(listing)
    memo.of(listing)["asked"] = 1
    assert twin == listing
    assert memo.of(twin) == {}


def test_the_oldest_listings_go_first_past_the_bound() -> None:
    memo: PerListing[dict[str, int]] = PerListing(dict, held=3)
    listings = [_listing(f"Shelf {n}") for n in range(5)]
    for n, listing in enumerate(listings):
        memo.of(listing)["n"] = n
    assert len(memo.entries) == 3
    assert [memo.of(listing).get("n") for listing in listings[2:]] == [2, 3, 4]
    # The first listing's readings went: it is asked anew.
    assert memo.of(listings[0]) == {}
