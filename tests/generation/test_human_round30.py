"""Issue 19, thirtieth round: clean listings the net sent to a person (NEEDS_HUMAN_REVIEW) on readings that say
nothing of a violation, read per class of the honest seller's shape (docs/generation.md, "Thirtieth round").

1. A container the listing itself calls sealed, unopened or intact, or keeps the item in ("a sealed tin", "still in
   its paper packet", "shrink intact"), is the item's packaging wherever the listing names it again ("Tin has a small
   dent", "(packet creased)"): on the marketplaces whose condition policy leaves the packaging out of New, its flaws
   are no sign of use (services/shapes.py, sealed_containers; the New check's text, structure.new_condition_text).
2. A voltage or a wattage a bench test read ("charges at 54.6V", "floats at 13.6V") or a load a test held ("held a
   200W load") is what the meter showed or what was plugged in, not the rating the title gives (facet-conflict's
   quantities: facets.READING_BEFORE and facets.RAN_LOAD_BEFORE, read by the net as structure.measures reads them).

Every positive here held the signal at the round's base (c99296a); every near miss keeps it.
"""

from __future__ import annotations

import pytest

from services.vocabulary import ListingCondition, Marketplace
from tests.generation.data import household_goods as goods
from tests.generation.data import signal_holds as holds

# --- 1. a container the listing calls sealed is its packaging ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A tin called sealed, named again as the subject of its flaw.
        ("Hollowmere Loose Leaf Tea Gift Set", "Sealed gift tin, never opened. Tin has a small dent on the rim."),
        # A packet the item is still kept in, its flaw in a bracket.
        ("Hollowmere Sewing Needles, Assorted", "Old shop stock, still in the original card packet (packet creased)."),
        # A shrink the listing calls intact, its flaw placed on it.
        (
            "Hollowmere 1000 Piece Jigsaw Puzzle",
            "Factory sealed, shrink intact, a long crease across the back of the shrink.",
        ),
        # A bag called sealed, its flaw said of it.
        ("Hollowmere Replacement Drive Belt", "In sealed bag, bag is slightly yellowed from storage."),
    ],
)
def test_a_container_the_listing_calls_sealed_is_its_packaging(title: str, description: str) -> None:
    item = goods(title=title, description=description, condition=ListingCondition.NEW, marketplace=Marketplace.EBAY)
    assert holds("new-with-signs-of-use", item) is False


@pytest.mark.parametrize(
    ("title", "description", "marketplace"),
    [
        # The flaw said of the item beside a sealed container stays the item's.
        ("Hollowmere Enamel Kettle", "Sealed tin, but the kettle inside has a dent on the spout.", Marketplace.EBAY),
        # A container the title sells is the item ("still in its dust bag" names another bag).
        (
            "Hollowmere Leather Tote Bag",
            "New, still in its dust bag. Bag has a scratch on the buckle.",
            Marketplace.EBAY,
        ),
        # A sealed part is no container.
        ("Hollowmere Wheel Bearing", "Sealed bearing has a scratch on the outer race.", Marketplace.EBAY),
        # Where the marketplace's New keeps the packaging in, its flaws stay a conflict.
        (
            "Hollowmere Loose Leaf Tea Gift Set",
            "Sealed gift tin, never opened. Tin has a small dent.",
            Marketplace.AMAZON,
        ),
    ],
)
def test_a_flaw_of_the_item_or_a_container_sold_stays_a_sign(
    title: str, description: str, marketplace: Marketplace
) -> None:
    item = goods(title=title, description=description, condition=ListingCondition.NEW, marketplace=marketplace)
    assert holds("new-with-signs-of-use", item) is True


# --- 2. a bench reading or a held load is no rating ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A charger's output read on the bench, above its nominal pack voltage.
        ("Hollowmere 48V E-Bike Battery Charger", "Tested with a meter: charges at 54.6V, fan runs, lead sound."),
        # A float stage read on a meter.
        ("Hollowmere 12V Smart Trickle Charger", "Left on a car battery overnight, floats at 13.6V in the morning."),
        # A load a test held, under the item's rating.
        ("Hollowmere 600W Pure Sine Inverter", "Held a 200W load for an hour on a leisure battery, no alarms."),
    ],
)
def test_a_bench_reading_or_a_held_load_is_no_rating(title: str, description: str) -> None:
    assert holds("facet-conflict", goods(title=title, description=description)) is False


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The item's own other rating, said plainly, still disagrees with the title.
        ("Hollowmere 48V E-Bike Battery Charger", "A 36V charger, fan runs, lead sound."),
        # The label's reading is the marking, the item's own.
        ("Hollowmere 12V Smart Trickle Charger", "The label reads 24V on the back, fan runs."),
        # What the item needs is its own rating.
        ("Hollowmere 600W Pure Sine Inverter", "A 1000W inverter, runs a kettle, no alarms."),
    ],
)
def test_the_items_own_other_rating_stays_a_conflict(title: str, description: str) -> None:
    assert holds("facet-conflict", goods(title=title, description=description)) is True


# --- 3. a part the seller put in, brand new whatever its name ---


@pytest.mark.parametrize(
    "description",
    [
        "Serviced this winter: fitted a brand new Ostara KV-12 valve block, descaled, new gaskets.",
        "Workshop notes: installed a brand new TX-40 drive board and recalibrated the sensor.",
    ],
)
def test_a_part_put_in_brand_new_is_no_new_claim(description: str) -> None:
    assert holds("not-new-claims-new", goods(title="Hollowmere Espresso Machine", description=description)) is False


@pytest.mark.parametrize(
    "description",
    [
        "Brand new, installed once to check the fit and then removed.",
        "Brand new Ostara machine, still boxed; the valve block was fitted at the factory.",
    ],
)
def test_the_item_brand_new_stays_a_new_claim(description: str) -> None:
    assert holds("not-new-claims-new", goods(title="Hollowmere Espresso Machine", description=description)) is True


# --- 4. a count of sets, each of a stated number, against the specific's total ---


@pytest.mark.parametrize(
    ("title", "attributes", "description"),
    [
        (
            "Hollowmere Watercolour Pencils, 4 Tins",
            {"Brand": "Hollowmere", "Number of Pencils": "48"},
            "Four 12-piece pencil tins, each tin full; one lid has a small scuff.",
        ),
        (
            "Hollowmere Socket Sets Bundle",
            {"Brand": "Hollowmere", "Number of Sockets": "30"},
            "Two 15-pc socket rails, all sockets present, light surface rust on one rail.",
        ),
    ],
)
def test_sets_of_a_stated_number_make_the_total(title: str, attributes: dict[str, str], description: str) -> None:
    assert holds("facet-conflict", goods(title=title, attributes=attributes, description=description)) is False


@pytest.mark.parametrize(
    ("title", "attributes", "description"),
    [
        # The sets' product disagrees with the specific's total.
        (
            "Hollowmere Watercolour Pencils, 4 Tins",
            {"Brand": "Hollowmere", "Number of Pencils": "48"},
            "Three 12-piece pencil tins, each tin full.",
        ),
        # A bare count against the total stays a conflict.
        (
            "Hollowmere Socket Sets Bundle",
            {"Brand": "Hollowmere", "Number of Sockets": "30"},
            "Includes 15 sockets on two rails, light surface rust on one rail.",
        ),
    ],
)
def test_a_count_the_sets_do_not_make_stays_a_conflict(
    title: str, attributes: dict[str, str], description: str
) -> None:
    assert holds("facet-conflict", goods(title=title, attributes=attributes, description=description)) is True
