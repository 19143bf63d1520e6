"""The twenty-eighth round's CPU work changes no answer (docs/performance.md): detect() reads a review's free-text
fields once and every detector reads that view, a detector called on another listing or outside detect() reads its
own; the identifier digits are read at most once per closure; the phone regions are the same for every locale."""

from __future__ import annotations

from dataclasses import replace

import pytest

from services import detectors
from services.records import Listing
from services.vocabulary import ListingCondition, ListingField, Marketplace


def _listing(attributes: dict[str, str], title: str = "Walnut bookshelf, five shelves") -> Listing:
    return Listing(
        listing_id="cpu-28",
        marketplace=Marketplace.EBAY,
        locale="en-US",
        category="HOME",
        title=title,
        description="Solid walnut, light marks on the top shelf. Collection only.",
        condition=ListingCondition.USED,
        price=80.0,
        attributes=attributes,
    )


_ATTRIBUTES = {"Width": "80 cm", "Colour": "Brown", "Material": "Walnut", "Height": "180 cm"}


def test_outside_detect_the_fields_are_read_from_the_listing() -> None:
    listing = _listing(_ATTRIBUTES)
    assert detectors._free_text_fields(listing) == (
        (ListingField.TITLE, listing.title),
        (ListingField.DESCRIPTION, listing.description),
        (ListingField.ATTRIBUTES, "Brown\n180 cm\nWalnut\n80 cm"),
    )
    assert detectors._attribute_text(listing) == "Brown\n180 cm\nWalnut\n80 cm"
    assert detectors._attribute_text(_listing({})) == ""


def test_inside_detect_each_listing_reads_its_own_fields(monkeypatch: pytest.MonkeyPatch) -> None:
    listing = _listing(_ATTRIBUTES)
    other = replace(listing, title="Oak bookshelf", attributes={"Material": "Oak"})
    seen: list[tuple[object, object]] = []

    def reader(read: Listing) -> None:
        seen.append((detectors._free_text_fields(read), detectors._free_text_fields(other)))

    # A detector of the table, called by detect() on the listing under review.
    table = ((detectors._DETECTOR_TABLE[0][0], lambda read: reader(read)),)
    monkeypatch.setattr(detectors, "_DETECTOR_TABLE", table)
    monkeypatch.setattr(detectors, "pack_detection", lambda read, code: None)
    assert detectors.detect(listing) == []
    assert seen == [(detectors._read_free_text_fields(listing), detectors._read_free_text_fields(other))]
    # The view lasts as long as the call: afterwards, and after a call that raised, nothing is left set.
    assert detectors._REVIEW_FIELDS.get() is None

    def failing(read: Listing) -> None:
        raise RuntimeError("detector failed")

    monkeypatch.setattr(detectors, "_DETECTOR_TABLE", ((table[0][0], failing),))
    with pytest.raises(RuntimeError):
        detectors.detect(listing)
    assert detectors._REVIEW_FIELDS.get() is None


def test_identifier_digits_are_read_once_and_only_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Listing] = []
    real = detectors._identifier_digits

    def counted(listing: Listing) -> frozenset[str]:
        calls.append(listing)
        return real(listing)

    monkeypatch.setattr(detectors, "_identifier_digits", counted)
    listing = _listing({"MPN": "55-2107-3391", "Colour": "Brown"})
    identifiers = detectors._identifiers_of(listing)
    assert calls == []
    assert identifiers() == real(listing) == frozenset({"5521073391"})
    assert identifiers() == frozenset({"5521073391"})
    assert calls == [listing]


@pytest.mark.parametrize("locale", ["en-US", "en_GB", "en-UK", "de-DE", "fr_CA", "en", "xx-ZZ", "es-MX"])
def test_the_phone_regions_of_a_locale_are_what_reading_it_afresh_gives(locale: str) -> None:
    # Twice: the first call reads the locale, the second is the kept answer.
    for _ in range(2):
        assert detectors._phone_regions(locale) == detectors._phone_regions.__wrapped__(locale)
