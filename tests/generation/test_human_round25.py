"""Issue 19, twenty-fifth round: clean listings the net sent to a person (NEEDS_HUMAN_REVIEW) on readings that say
nothing of a violation, read per class of the honest seller's shape (docs/generation.md, "Twenty-fifth round").

1. What an item was run with ("ran a 1500W heater", "under a 900 W load") is the load's rating, not the item's
   (facet-conflict's quantities, services/facets.RAN_LOAD_BEFORE).
2. A count in dozens ("2 Dozen", "three dozen") is twelve each, not one dozen (facet-conflict's counts).
3. A title's colour that a part's colour specific gives ("Grey Lens" beside "Lens Color: Grey") is that part's, not
   one to weigh against another part's named colour ("Frame Color: Gunmetal"; facet-conflict's named colours).
4. "Mint" before a grade's word or after "near" ("Mint Grade", "Near Mint") is a grade, not a colour (facet-conflict's
   title colours).
5. A bare "www" with no host after it ("the www printed on the lid") and a "COM port" name the web and a serial port,
   not a link (the pack's link-shape).

Every positive here held the signal at the round's base (98061eb); every near miss keeps it.
"""

from __future__ import annotations

import pytest

from tests.generation.data import household_goods as goods
from tests.generation.data import signal_holds as holds

# --- 1. the load an item was run with ---


@pytest.mark.parametrize(
    ("title", "attributes", "description"),
    [
        (
            "Hollowmere 3000W Portable Power Station",
            {"Brand": "Hollowmere", "Output": "3000 W"},
            "Charged to full, then ran a 1200W kettle twice without the fan going loud. Scuffs on the handle.",
        ),
        (
            "Hollowmere 650W Bench Power Supply",
            {"Brand": "Hollowmere", "Wattage": "650 W"},
            "Powers a 400W soldering station all day; the display reads true against my meter.",
        ),
        (
            "Hollowmere 2000W Camping Inverter",
            {"Brand": "Hollowmere", "Wattage": "2000 W"},
            "Held steady for an hour under a 900W hob load, fan quiet. Small dent on one corner.",
        ),
    ],
)
def test_the_load_it_was_run_with_is_not_its_rating(title: str, attributes: dict[str, str], description: str) -> None:
    item = goods(category="ELECTRONICS", title=title, attributes=attributes, description=description)
    assert holds("facet-conflict", item) is False


@pytest.mark.parametrize(
    "description",
    [
        # The item's own rating stated otherwise stays a conflict.
        "Rated 1800W continuous, works well, scuffs on the handle.",
        # "runs 1200W" with no load named is the item's own output.
        "Runs 1200W continuous from the AC outlets, fan quiet.",
    ],
)
def test_its_own_rating_stays_a_conflict(description: str) -> None:
    item = goods(
        category="ELECTRONICS",
        title="Hollowmere 3000W Portable Power Station",
        attributes={"Brand": "Hollowmere", "Output": "3000 W"},
        description=description,
    )
    assert holds("facet-conflict", item) is True


# --- 2. a count in dozens ---


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Hollowmere Beeswax Tealights, 2 Dozen", {"Brand": "Hollowmere", "Number of Pieces": "24"}),
        ("Hollowmere Wooden Clothes Pegs Three Dozen", {"Brand": "Hollowmere", "Quantity": "36"}),
    ],
)
def test_a_count_in_dozens_is_twelve_each(title: str, attributes: dict[str, str]) -> None:
    item = goods(title=title, attributes=attributes, description="Unused from a bulk order, kept dry.")
    assert holds("facet-conflict", item) is False


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Hollowmere Beeswax Tealights, 3 Dozen", {"Brand": "Hollowmere", "Number of Pieces": "24"}),
        ("Hollowmere Wooden Clothes Pegs, a Dozen", {"Brand": "Hollowmere", "Quantity": "24"}),
    ],
)
def test_another_count_than_the_dozens_stays_a_conflict(title: str, attributes: dict[str, str]) -> None:
    item = goods(title=title, attributes=attributes, description="Unused from a bulk order, kept dry.")
    assert holds("facet-conflict", item) is True


# --- 3. a part's colour in the title ---


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        (
            "Hollowmere Ski Goggles, Orange Lens, Anti-Fog",
            {"Brand": "Hollowmere", "Lens Color": "Orange", "Frame Color": "Graphite"},
        ),
        (
            "Hollowmere Desk Lamp with Green Shade",
            {"Brand": "Hollowmere", "Shade Color": "Green", "Base Color": "Pewter"},
        ),
    ],
)
def test_a_parts_colour_in_the_title_is_that_parts(title: str, attributes: dict[str, str]) -> None:
    item = goods(category="SPORTS", title=title, attributes=attributes, description="Used twice, no scratches.")
    assert holds("facet-conflict", item) is False


def test_a_body_colour_against_a_named_colour_stays_a_conflict() -> None:
    item = goods(
        category="SPORTS",
        title="Hollowmere Ski Goggles, Red, Anti-Fog",
        attributes={"Brand": "Hollowmere", "Lens Color": "Orange", "Frame Color": "Graphite"},
        description="Used twice, no scratches.",
    )
    assert holds("facet-conflict", item) is True


# --- 4. "mint" the grade ---


@pytest.mark.parametrize(
    "title",
    [
        "Hollowmere Pocket Watch, Mint Condition",
        "Hollowmere Die-Cast Bus, Near Mint",
        "Hollowmere Fountain Pen Mint Grade",
    ],
)
def test_mint_the_grade_is_no_colour(title: str) -> None:
    item = goods(
        category="COLLECTIBLES",
        title=title,
        attributes={"Brand": "Hollowmere", "Colour": "Black"},
        description="Kept in a cabinet, no marks.",
    )
    assert holds("facet-conflict", item) is False


@pytest.mark.parametrize("title", ["Hollowmere Fountain Pen, Mint Green", "Hollowmere Enamel Mug in Mint"])
def test_mint_the_colour_stays_a_colour(title: str) -> None:
    item = goods(
        category="COLLECTIBLES",
        title=title,
        attributes={"Brand": "Hollowmere", "Colour": "Black"},
        description="Kept in a cabinet, no marks.",
    )
    assert holds("facet-conflict", item) is True


# --- 5. a bare www, a COM port ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Hollowmere Router, Boxed", "No 'www' needed, all setup steps are in the leaflet."),
        ("Hollowmere Cable Modem", "Check the www printed on the carton for the warranty form."),
        ("Dial-Up Days, Paperback", "A history of the web, from the first www homepage to the group chat."),
        ("Hollowmere Label Printer", "Shows up as a COM port in Windows; set the same COM port in the app."),
        ("Hollowmere Lab Scale", "RS-232 COM port prints each reading; calibrated last month."),
    ],
)
def test_a_bare_www_or_a_com_port_is_no_link(title: str, description: str) -> None:
    item = goods(category="ELECTRONICS", title=title, description=description)
    assert holds("link-shape", item) is False


@pytest.mark.parametrize(
    "description",
    [
        "Manuals at www hollowmere . com, free to print.",
        "Spare feet from www hollowmereparts co uk.",
        "See www dot hollowmere dot com for drivers.",
        "More at hollowmere com, the same stock cheaper.",
    ],
)
def test_a_host_after_www_stays_a_link(description: str) -> None:
    item = goods(category="ELECTRONICS", title="Hollowmere Router, Boxed", description=description)
    assert holds("link-shape", item) is True
