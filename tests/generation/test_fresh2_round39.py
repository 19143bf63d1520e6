"""Issue 19, thirty-ninth round (the fresh development sets' clean listings): classes read from the clean listings of
blind-dev-v46 and blind-dev-v47 that were flagged or sent to a person, each written as a shape rather than one
listing's words:

- product detail mismatch (the net's facet check): a specific keyed by what the item fits, or a measure the listing
  itself gives after a fit cue, is the host's measure, not the item's own size;
- condition conflict (the net's new-with-signs-of-use): "most used" before a noun ranks the buyer's uses of the kind,
  and "best used" before where or when to use it is advice, neither this one's history;
- off-platform transaction: a payment app whose name is also a common word (a bird, a movement) offers the route only
  beside a payment's word.

Positives in fresh wording, in other product domains than the listings read, fail on the round's starting code
(8df996a); near misses keep their answer."""

from __future__ import annotations

import pytest

from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, signal_holds, titled_listing

_OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION
_NEW = ListingCondition.NEW


# --- product details: the host's measure -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A specific keyed by what the item fits.
        ("Brass Curtain Rings 40mm, Pack of 10", "Solid brass rings with eyelets.", {"Pole Compatibility": "28 mm"}),
        ("Garden Hose Nozzle, 75mm Spray Face", "Seven patterns, thumb trigger.", {"Compatible Hose": "13 mm"}),
        # A specific under another key whose measure the listing gives after a fit cue.
        (
            "Stainless Rod Holder 30 cm, Wall Mount",
            "Fits 25mm rod butts. Two screws included.",
            {"Rod Butt Diameter": "25 mm"},
        ),
        (
            "Chrome Shower Head 100mm for 22mm Riser Rails",
            "Five spray settings, limescale-resistant nozzles.",
            {"Rail Diameter": "22 mm"},
        ),
    ],
)
def test_a_hosts_measure_is_no_facet_conflict(title: str, description: str, attributes: dict[str, str]) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW, attributes=attributes)
    assert not signal_holds("facet-conflict", item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The item's own measure under a key that names no host.
        ("Brass Curtain Rings 40mm, Pack of 10", "Solid brass rings with eyelets.", {"Ring Diameter": "35 mm"}),
        # A fit clause takes away its own figure only: another measure stays the item's.
        ("Stainless Rod Holder 30 cm, Wall Mount", "Fits 25mm rod butts.", {"Length": "25 cm"}),
    ],
)
def test_the_items_own_measure_still_conflicts(title: str, description: str, attributes: dict[str, str]) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW, attributes=attributes)
    assert signal_holds("facet-conflict", item)


def test_an_items_own_size_that_also_fits_the_host_still_agrees() -> None:
    # The fitting's own size specific equals the host's measure: the family stays, and the title still agrees.
    item = titled_listing(
        "Brass Pipe Adapter, 1 in Thread",
        "Fits 1 in pipes; 3 in long overall.",
        category="HOME_AND_GARDEN",
        condition=_NEW,
        attributes={"Thread Size": "1 in", "Length": "3 in"},
    )
    assert not signal_holds("facet-conflict", item)


# --- condition: "used" that is no history ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Programmable slow cooker, 6 L", "Three presets keep your most used recipes one press away."),
        ("Label printer, 12 mm tape", "Stores the least-used templates in a second folder."),
        ("Garden kneeler pad", "Closed-cell foam, best used outdoors on soft ground."),
        ("Sanding sponge, fine grit", "Best used between coats of varnish."),
    ],
)
def test_a_rank_of_uses_or_advice_is_no_sign_of_use(title: str, description: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW)
    assert not signal_holds("new-with-signs-of-use", item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Cast iron skillet, 26 cm", "The most used of my three pans, still seasoned."),
        ("Camping lantern", "It was used inside a tent for two nights."),
        ("Garden kneeler pad", "Best used it twice in the spring, then put away."),
    ],
)
def test_this_ones_use_stays_a_sign_of_use(title: str, description: str) -> None:
    item = titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW)
    assert signal_holds("new-with-signs-of-use", item)


# --- off-platform: a payment app named by a common word --------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Starling-Proof Suet Feeder Cage", "Green steel cage keeps starlings off the suet block."),
        ("Murmuration art print, A3", "A starling flock over the pier at dusk, printed on matte card."),
        ("Starling Nest Box, Cedar", "Fix it high on a wall. Postage is in the price."),
        ("Pleated midi skirt", "A swish satin skirt with an elastic waist, navy."),
    ],
)
def test_the_bird_and_the_common_word_are_no_payment(title: str, description: str) -> None:
    assert _OFF_PLATFORM not in caught(titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Garden bench, painted pine", "Pay by Starling and I will hold it until the weekend."),
        ("Ice skates, size 38", "Swish accepted, collection from Uppsala."),
        ("Record player, belt drive", "Starling transfer preferred, ten off."),
        ("Bird bath, stone", "Monzo or bank transfer only."),
    ],
)
def test_the_app_named_as_the_payment_stays_off_platform(title: str, description: str) -> None:
    assert _OFF_PLATFORM in caught(titled_listing(title, description, category="HOME_AND_GARDEN", condition=_NEW))
