"""Issue 19, thirty-first round (clean listings sent to a person): classes read from the development sets' clean
listings that the net sent to a person (the just-retired blind-holdout-v24 first, then the rest of development), each
a near miss of the signal that sent them. Four read the New condition's signs of use (new-with-signs-of-use): the
trades a kind serves named as two groups joined by "and"; the named machines a part is used in or on, a reduced
relative after a noun; the prints a biometric lock stores and a lock type named "Fingerprint"; a stain that is the
finish's colour ("oak-effect stain", "stain finish"). A fifth reads facet-conflict: a measure inside the description's
fit clause of many hosts ("fits most 150 cm mattresses", "fit prints up to 10 x 15 cm") is theirs, as the title's
fitment phrase already was. Each is written in fresh wording, in other product domains than the listings read, and
fails on the round's starting code (43c848d); the use, the marks and the measures said of this one item keep
their signal."""

from __future__ import annotations

import pytest

from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import bare_listing, caught

_CONFLICT = FindingCode.CONDITION_CONFLICT
_MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH


def _new_item(title: str, description: str, *, attributes: dict[str, str] | None = None) -> Listing:
    return bare_listing(
        title=title, description=description, condition=ListingCondition.NEW, attributes=attributes or {}
    )


# --- the trades a kind serves, two groups joined by "and" ----------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Disposable hairnets, pack of 100", "Sealed pack. Widely stocked, also used by bakeries and school kitchens."),
        ("Ear defenders, orange", "Boxed. Used by groundskeepers and tree surgeons on loud days."),
    ],
)
def test_the_trades_a_kind_serves_are_no_use_of_this_one(title: str, description: str) -> None:
    assert _CONFLICT not in caught(_new_item(title, description))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Camping stove", "Used by my brothers and their kids on one trip, then boxed."),
        ("Tennis racket", "Used by the coaches and pupils at our club for a term."),
    ],
)
def test_this_one_used_by_named_people_stays_use(title: str, description: str) -> None:
    assert _CONFLICT in caught(_new_item(title, description))


# --- the named machines a part is used in or on --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Replacement carbon brushes, pair", "Same brushes as the motor housing used in Korval angle grinders."),
        ("Hose clip set", "Sealed bag. Fits the outlet pipes used on Marlow tumble dryers."),
    ],
)
def test_a_part_used_in_a_named_machine_is_what_it_fits(title: str, description: str) -> None:
    assert _CONFLICT not in caught(_new_item(title, description))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Hose clip set", "These clips were used on Marlow dryers in our laundrette."),
        ("Saw blade, 190 mm", "Used on Korval saws for a season, still sharp."),
    ],
)
def test_this_one_used_on_a_named_machine_stays_use(title: str, description: str) -> None:
    assert _CONFLICT in caught(_new_item(title, description))


# --- the prints a biometric lock stores ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Smart gun cabinet", "Remembers up to 30 registered fingerprints; boxed.", {}),
        ("Bike lock, biometric", "Opens by fingerprint and PIN, sealed in the box.", {}),
        ("Document box", "Boxed and never opened.", {"Lock Type": "Fingerprint"}),
    ],
)
def test_the_prints_a_lock_stores_are_no_marks(title: str, description: str, attributes: dict[str, str]) -> None:
    assert _CONFLICT not in caught(_new_item(title, description, attributes=attributes))


def test_prints_left_on_a_lock_stay_marks() -> None:
    listing = _new_item("Smart gun cabinet", "In its box, but there are fingerprints on the door from the store.")
    assert _CONFLICT in caught(listing)


# --- a stain that is the finish's colour ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Wooden toy garage", "Beech with a walnut-look stain, boxed and sealed."),
        ("Picture frame, A4", "Ash frame, grey stain finish, new in its wrap."),
    ],
)
def test_a_stain_that_is_the_finish_is_no_mark(title: str, description: str) -> None:
    assert _CONFLICT not in caught(_new_item(title, description))


def test_a_stain_on_the_item_beside_its_finish_stays_a_mark() -> None:
    listing = _new_item("Picture frame, A4", "Ash frame, grey stain finish, with a small stain near one corner.")
    assert _CONFLICT in caught(listing)


# --- a measure inside the description's fit clause of many hosts is theirs -----------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Mattress protector 135 cm", "Quilted top, stretches to fit most 150 cm mattresses up to 30 cm deep."),
        ("Glass pan lid 28 cm", "Stepped rim, for most 24 cm and 26 cm pans as well."),
        ("Photo sleeve 12 x 17 cm", "Clear sleeves, fit prints up to 10 x 15 cm."),
    ],
)
def test_a_measure_in_the_descriptions_fit_clause_is_the_hosts(title: str, description: str) -> None:
    assert _MISMATCH not in caught(bare_listing(title=title, description=description))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Mattress protector 135 cm", "Fits most beds. This one measures 120 cm across."),
        # A single host's measure and a supply the item requires are read as before.
        ("Shower curtain 180 cm", "Polyester, made to fit the Corvo 210 cm rail, twelve rings included."),
        ("USB desk fan 5W, white", "Three speeds, quiet. Requires a 10W USB adapter, not included."),
    ],
)
def test_a_measure_given_the_item_or_one_host_stays_a_conflict(title: str, description: str) -> None:
    assert _MISMATCH in caught(bare_listing(title=title, description=description))
