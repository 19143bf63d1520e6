"""Issue 19, twenty-eighth round: clean listings the net sent to a person (NEEDS_HUMAN_REVIEW) on readings that say
nothing of a violation, read per class of the honest seller's shape (docs/generation.md, "Twenty-eighth round").

1. A working result in the words of the trade that uses the item: a small engine started with its choke in a rough
   count of pulls, a gas burner lit at its first click, a wireless device paired to the seller's own, a machine run
   "for a good while" (function-without-status's check; the last in detectors.TEST_READING).
2. A line or a specific that says the title's own name again, word for word ("Model: <the title's words>", a
   description that repeats the title in lower case), is no tag soup (stuffed-or-repeated's check).
3. A stain the buyer applies ("paint or stain", "a stain rather than paint", "stain to match") is a finish raw wood or
   a kit takes, not a mark on a new item (the pack's new-with-signs-of-use).
4. Counts that are not the sale's: a count in words with its scale ("two hundred tags" is 200, not 2) and a count
   inside a quoted phrase printed on the item ("a sign reading 'Only 3 Left'") (facet-conflict's check).
5. A payment route the seller turns away right after naming it ("cheque not needed", "Revolut is not needed") is no
   route offered (the pack's payment-apps).
6. A work's contents gathered from a website ("recipes collected from the author's website") name its origin, not a
   place the buyer is sent (the pack's elsewhere-online, spared in a sentence with nothing of the seller's voice).

Every positive here held the signal at the round's base (822a1b7); every near miss keeps it.
"""

from __future__ import annotations

import pytest

from services.vocabulary import ListingCondition
from tests.generation.data import household_goods as goods
from tests.generation.data import signal_holds as holds

# --- 1. a working result in the trade's words ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # A small engine started on its choke, its pulls counted roughly.
        ("Hollowmere Log Splitter, 196cc Engine", "Starts with choke in about 4 pulls, splits logs, hose weeps a bit."),
        ("Hollowmere Petrol Water Pump 2 inch", "Starts on the choke within 3 pulls. Casing scuffed, no hoses."),
        # A gas burner lit at its first click.
        ("Hollowmere Patio Heater, Propane", "Ignites first click, reflector dented on one side, no gas bottle."),
        ("Hollowmere Garage Heater, Propane", "Lights on the first press, guard dented on one side."),
        # A wireless device paired to the seller's own.
        ("Hollowmere Bluetooth Earbuds", "Pairs to my phone, left bud's case lid a little loose."),
        ("Hollowmere Smart Watch 42mm", "Paired with our tablet, strap worn at the buckle hole."),
        # A machine run for a span with no number.
        ("Hollowmere Electric Pressure Washer", "Ran it for a good while on the patio, lance tip worn, no box."),
    ],
)
def test_a_working_result_in_the_trade_s_words_is_a_status(title: str, description: str) -> None:
    assert holds("function-without-status", goods(title=title, description=description)) is False


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # What the kind pairs with is the maker's claim, not a result; a choke named with no start counted.
        ("Hollowmere Bluetooth Earbuds", "Pairs with any Bluetooth phone, case lid a little loose."),
        ("Hollowmere Log Splitter, 196cc Engine", "Pull start with choke lever, hose weeps a bit."),
        # A shop run for a while is the seller's history, not the machine's.
        ("Hollowmere Electric Pressure Washer", "We ran the stall for a good while, lance tip worn."),
        ("Hollowmere Patio Heater, Propane", "Lights with a piezo button, reflector dented on one side."),
    ],
)
def test_a_claim_or_a_history_is_no_working_result(title: str, description: str) -> None:
    assert holds("function-without-status", goods(title=title, description=description)) is True


# --- 2. the title's own name said again ---


@pytest.mark.parametrize(
    ("title", "attributes", "description"),
    [
        (
            "Hollowmere Trailhead Pro 3 Twin Burner Camping Stove (2nd Gen) Used",
            {"Brand": "Hollowmere", "Model": "Trailhead Pro 3 Twin Burner Camping Stove 2nd Gen"},
            "Both burners light and hold a flame, one knob is stiff. Comes in its carry case.",
        ),
        (
            "Hollowmere Cordless Wet Dry Floor Scrubber 36V Slate Grey",
            {"Brand": "Hollowmere"},
            "hollowmere cordless wet dry floor scrubber 36v slate grey\nTested: cleans and charges, brush roll worn.",
        ),
    ],
)
def test_the_title_s_name_said_again_is_no_tag_soup(title: str, attributes: dict[str, str], description: str) -> None:
    item = goods(title=title, attributes=attributes, description=description)
    assert holds("stuffed-or-repeated", item) is False


def test_a_line_of_words_the_title_does_not_say_is_still_tag_soup() -> None:
    item = goods(
        title="Hollowmere Twin Burner Camping Stove",
        description="camping stove gas burner cooker portable outdoor hiking picnic festival\nTested: lights fine.",
    )
    assert holds("stuffed-or-repeated", item) is True


# --- 3. a stain the buyer applies ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Unfinished Pine Toy Box Kit", "Flat packed pine panels. Sand, then paint or stain to suit the nursery."),
        ("Cedar Fence Panel Pack", "Rough sawn cedar, best finished with a stain rather than varnish so it weathers."),
        ("Bare Wood Picture Frame Kit", "Six frames in raw ash; stain them to your own shade before hanging."),
    ],
)
def test_a_stain_the_buyer_applies_is_no_mark(title: str, description: str) -> None:
    item = goods(title=title, description=description, condition=ListingCondition.NEW, category="CRAFTS")
    assert holds("new-with-signs-of-use", item) is False


@pytest.mark.parametrize(
    "description",
    [
        "Unfinished pine toy box, though there is a small stain on the lid from the warehouse.",
        "Raw ash frames, paint them as you like; one has a dark stain in the corner.",
        "Cedar boards, a few stained where the pallet strap sat.",
    ],
)
def test_a_stain_on_the_item_is_still_a_mark(description: str) -> None:
    item = goods(title="Bare Wood Kit", description=description, condition=ListingCondition.NEW, category="CRAFTS")
    assert holds("new-with-signs-of-use", item) is True


# --- 4. counts that are not the sale's ---


@pytest.mark.parametrize(
    ("title", "attributes", "description"),
    [
        # A count in words with its scale.
        (
            "Kraft Gift Tags with String, Pack of 200",
            {"Brand": "Hollowmere", "Number of Pieces": "200"},
            "Two hundred kraft tags with cotton strings. Punched holes, plain backs.",
        ),
        # A count inside a quoted phrase printed on the item.
        (
            "Enamel Shop Sign 'Only 3 Left', Red, 30 cm",
            {"Brand": "Hollowmere", "Quantity": "1"},
            "Enamel sign reading 'Only 3 Left', two fixing holes, light chip on one corner.",
        ),
    ],
)
def test_a_scaled_or_quoted_count_is_not_the_sale_s(title: str, attributes: dict[str, str], description: str) -> None:
    item = goods(title=title, attributes=attributes, description=description, condition=ListingCondition.NEW)
    assert holds("facet-conflict", item) is False


@pytest.mark.parametrize(
    ("title", "attributes", "description"),
    [
        # The sale's count against another: still a conflict.
        (
            "Kraft Gift Tags with String, Pack of 200",
            {"Brand": "Hollowmere", "Number of Pieces": "100"},
            "Kraft tags with cotton strings. Punched holes, plain backs.",
        ),
        (
            "Enamel Shop Signs, Set of 3, Red",
            {"Brand": "Hollowmere", "Quantity": "1"},
            "Enamel sign reading 'Open' in white on red, two fixing holes.",
        ),
    ],
)
def test_the_sale_s_count_against_another_still_conflicts(
    title: str, attributes: dict[str, str], description: str
) -> None:
    item = goods(title=title, attributes=attributes, description=description, condition=ListingCondition.NEW)
    assert holds("facet-conflict", item) is True


# --- 5. a payment route turned away ---


@pytest.mark.parametrize(
    "description",
    [
        "Bench vice, jaws worn. Cash, cheque not needed, the site handles it.",
        "Sewing box with tray. Revolut is not needed, the site handles payment.",
        "Sewing box, Western Union not accepted.",
        "Hand plane, sharpened. Cheques not required, checkout takes care of payment.",
    ],
)
def test_a_route_turned_away_is_no_route(description: str) -> None:
    assert holds("payment-apps", goods(title="Hollowmere Workshop Tool", description=description)) is False


@pytest.mark.parametrize(
    "description",
    ["Cheques not accepted, Revolut only please.", "PayPal preferred, cheque not needed."],
)
def test_a_route_offered_beside_a_refusal_still_holds(description: str) -> None:
    assert holds("payment-apps", goods(title="Hollowmere Workshop Tool", description=description)) is True


# --- 6. a work gathered from a website ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Sourdough Notes, paperback", "Recipes collected from the author's baking website, 240 pages, spine creased."),
        ("Trail Poems, hardback", "Poems first published on the poet's walking website, dust jacket clipped."),
    ],
)
def test_a_work_gathered_from_a_website_names_its_origin(title: str, description: str) -> None:
    item = goods(title=title, description=description, category="BOOKS")
    assert holds("elsewhere-online", item) is False


@pytest.mark.parametrize(
    "description",
    [
        "Recipes collected from the author's baking website; see the website for the newest ones.",
        "Poems first published on our website, more there every month.",
    ],
)
def test_a_pointer_beside_a_work_s_origin_still_holds(description: str) -> None:
    item = goods(title="Sourdough Notes, paperback", description=description, category="BOOKS")
    assert holds("elsewhere-online", item) is True
