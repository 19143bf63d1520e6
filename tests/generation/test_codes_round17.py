"""Precision and recall classes (issue 19, seventeenth round) for the codes other than the product-detail mismatch.

Precision (honest shapes a check misread):
1. A jigsaw sold among toys and games, or counting its pieces in the hundreds, is the puzzle: it has no working
   order. A jigsaw sold among tools is the saw and still needs one.
2. A moving part and how it moves ("legs extend smoothly", "the adjuster turns freely", "holds pressure", "discs play
   without skipping") is the working order of an item with no power. For a powered item it says nothing of the
   motor or the circuit.
3. Damage to a lot's packaging ("3 cards have soft corners", "a crease in the blister") on an item sold New on eBay
   is the packaging's, as a single box's crease already was. Damage to the items themselves still conflicts.

Recall (violations the checks let through):
4. "Runs on batteries" names the power an item takes, not whether it works; a "Working:" heading over a power-on
   alone, or a display that lights up, says no more than the power-on; a paper shredder and a powered massager have
   a working order.
5. A size read off the garment's label, or the ages a toy is for, stated where the specific says "N/A" or "Does not
   apply".
6. A local number given in a line about opening hours ("during those hours our counter picks up at ...").
7. A line the seller labels as search words ("also searching: ..."), and other makers named after a likeness by
   measure ("same spec as") or an audience ("great for collectors of").
8. Refurbished where the seller says no repairs were needed; a New part taken off a vehicle with miles on it.
9. (Precision) a new state said of a kit's part in brackets ("sticker sheet (unused)", "foam tips (new, unused)"),
   or of some of a lot ("6 look unopened", "the rest unused"), says nothing of a used item's own condition.

Every listing here is written for the test; none is copied from a dataset or a real listing.
"""

from __future__ import annotations

import pytest

from services import detectors
from services import risk_signals as net
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.generation.data import caught
from tests.generation.data import household_goods as goods

FUNCTION = FindingCode.FUNCTIONAL_STATUS_MISSING
CONFLICT = FindingCode.CONDITION_CONFLICT
REQUIRED = FindingCode.REQUIRED_DETAILS_MISSING
CONTACT = FindingCode.CONTACT_INFO_IN_LISTING
SPAM = FindingCode.KEYWORD_SPAM


# --- 1. a jigsaw puzzle is no saw ---


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Hollowmere Harbour at Dawn 500 Piece Jigsaw", {"Brand": "Hollowmere", "Type": "Jigsaw"}),
        ("Hollowmere Seaside Jigsaw, Complete", {"Brand": "Hollowmere", "Number of Pieces": "1000"}),
    ],
)
def test_a_jigsaw_puzzle_has_no_working_order(title: str, attributes: dict[str, str]) -> None:
    item = goods(
        category="TOYS",
        title=title,
        description="Done once and counted: every piece there. Box lid has a crease and a worn corner.",
        attributes=attributes,
    )
    assert FUNCTION not in caught(item)


def test_a_jigsaw_saw_among_tools_still_needs_a_working_state() -> None:
    item = goods(
        category="TOOLS",
        title="Hollowmere 18V Cordless Jigsaw, Body Only",
        description="Scuffs on the base plate, blade clamp marked.",
        attributes={"Brand": "Hollowmere", "Type": "Jigsaw"},
    )
    assert FUNCTION in caught(item)


# --- 2. a moving part and how it moves ---


@pytest.mark.parametrize(
    ("category", "title", "description"),
    [
        (
            "CAMERAS",
            "Hollowmere Carbon Tripod Legs, Four Section",
            "Paint rubbed at the leg locks. All locks close tight and the legs extend smoothly.",
        ),
        (
            "MOTORS_PARTS_AND_ACCESSORIES",
            "Hollowmere Rear Shock Absorber, Used",
            "Holds pressure, no weeping at the seal. Rebound adjuster turns freely. Surface rust on the spring.",
        ),
        (
            "DVDS_AND_FILMS",
            "Hollowmere Nature Series DVD Box Set",
            "All four discs play without skipping; case has a cracked hinge.",
        ),
    ],
)
def test_how_an_unpowered_items_parts_move_is_its_working_order(category: str, title: str, description: str) -> None:
    assert FUNCTION not in caught(goods(category=category, title=title, description=description))


@pytest.mark.parametrize(
    ("category", "title", "description"),
    [
        # A powered item: how a part moves says nothing of the motor.
        ("TOOLS", "Hollowmere 18V Cordless Drill", "Chuck turns freely. Scuffs on the casing, one battery."),
        # Movement the seller cannot vouch for, or hedged, is no result.
        ("CAMERAS", "Hollowmere Carbon Tripod Legs", "Not sure whether the legs extend smoothly; paint rubbed off."),
        ("CAMERAS", "Hollowmere Carbon Tripod Legs", "Should extend smoothly once cleaned; paint rubbed at the top."),
    ],
)
def test_movement_is_no_working_order_for_a_powered_item_or_when_negated(
    category: str, title: str, description: str
) -> None:
    assert FUNCTION in caught(goods(category=category, title=title, description=description))


# --- 3. damage to a lot's packaging on an item sold New (eBay) ---


@pytest.mark.parametrize(
    "description",
    [
        "Ten die-cast cars, all still on their cards. 3 cards have soft corners, blisters uncrushed.",
        "Ten cars, never opened. Two of the cards have creased corners.",
        "Still in the blister pack, a crease in the backing card.",
    ],
)
def test_damage_to_a_lots_packaging_is_no_use(description: str) -> None:
    item = goods(
        condition=ListingCondition.NEW, category="TOYS", title="Hollowmere Die-Cast Lot", description=description
    )
    assert CONFLICT not in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        "All still on their cards, but 2 of the cars have chipped paint on the roof.",
        "Sealed figures; one figure has a scuff on the arm.",
    ],
)
def test_damage_to_the_items_of_a_lot_is_still_a_conflict(description: str) -> None:
    item = goods(
        condition=ListingCondition.NEW, category="TOYS", title="Hollowmere Die-Cast Lot", description=description
    )
    assert CONFLICT in caught(item)


# --- 4. power named, not status; a heading over a power-on; a shredder and a massager ---


def test_running_on_batteries_is_no_working_state() -> None:
    item = goods(
        category="ELECTRONICS",
        title="Hollowmere Handheld Console, Black",
        description="Screen lens scratched, back scuffed. Runs on 4xAA or the mains adapter, neither included.",
    )
    assert FUNCTION in caught(item)


def test_running_said_as_a_result_is_still_a_working_state() -> None:
    item = goods(
        category="ELECTRONICS",
        title="Hollowmere Handheld Console, Black",
        description="Screen lens scratched. Tested: runs games from the cartridge slot, sound from both speakers.",
    )
    assert FUNCTION not in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        "Light scratch on the bezel.\nWorking: powers on.\nNo box.",
        "Powers on and the display lights up. Scratches on the top cover.",
    ],
)
def test_a_power_on_under_any_heading_is_no_working_state(description: str) -> None:
    item = goods(category="ELECTRONICS", title="Hollowmere Cassette Deck, Black", description=description)
    assert FUNCTION in caught(item)


def test_a_working_heading_over_results_is_a_working_state() -> None:
    item = goods(
        category="ELECTRONICS",
        title="Hollowmere Cassette Deck, Black",
        description="Light scratch on the lid.\nWorking: powers on, plays and records on both decks.",
    )
    assert FUNCTION not in caught(item)


@pytest.mark.parametrize(
    "title", ["Hollowmere 10-Sheet Cross-Cut Paper Shredder", "Hollowmere Percussion Massager, Grey"]
)
def test_a_shredder_and_a_powered_massager_have_a_working_order(title: str) -> None:
    item = goods(category="OFFICE", title=title, description="Scuffs on the front panel, small crack in the bin.")
    assert FUNCTION in caught(item)


def test_a_shredder_said_to_shred_has_a_working_state() -> None:
    item = goods(
        category="OFFICE",
        title="Hollowmere 10-Sheet Cross-Cut Paper Shredder",
        description="Tested: shreds 8 sheets at a time without jamming. Scuffs on the front panel.",
    )
    assert FUNCTION not in caught(item)


# --- 5. a placeholder over a size on the label, or ages stated ---


@pytest.mark.parametrize(
    ("attributes", "description"),
    [
        ({"Type": "Jacket", "Size": "Does not apply"}, "Wool jacket. The size label in the pocket reads 180/96."),
        ({"Type": "Board Game", "Age Range": "N/A"}, "Family game for children ages 6 and up, two to four players."),
    ],
)
def test_a_placeholder_over_a_stated_value_is_required_details_missing(
    attributes: dict[str, str], description: str
) -> None:
    item = goods(category="COLLECTIBLES", title="Hollowmere item", description=description, attributes=attributes)
    assert REQUIRED in caught(item)


@pytest.mark.parametrize(
    ("attributes", "description"),
    [
        ({"Type": "Jacket", "Size": "Does not apply"}, "Wool jacket. The size label has been cut out."),
        ({"Type": "Board Game", "Age Range": "N/A"}, "Family game; the box gives no age."),
    ],
)
def test_a_placeholder_with_no_value_stated_stays_clean(attributes: dict[str, str], description: str) -> None:
    item = goods(category="COLLECTIBLES", title="Hollowmere item", description=description, attributes=attributes)
    assert REQUIRED not in caught(item)


# --- 6. a local number in an opening-hours line ---


def _hours(line: str) -> Listing:
    return goods(
        condition=ListingCondition.NEW,
        category="AUTOMOTIVE",
        title="Hollowmere Throw-Over Saddlebags 30L",
        description="Pair of saddlebags, roll-top liners. New in bag.\n\n" + line,
    )


@pytest.mark.parametrize(
    "line",
    [
        "Store hours Mon-Fri 9-5. During those hours our parts desk picks up at 555-0164.",
        "Shop hours are 8 to 4, answered at 555-0171 by the counter.",
    ],
)
def test_a_number_in_an_opening_hours_line_is_contact(line: str) -> None:
    assert CONTACT in caught(_hours(line))


@pytest.mark.parametrize(
    "line",
    [
        "Store hours Mon-Fri 9-5 for eBay messages. Part 555-0164 is the liner kit, sold separately.",
        "Opening hours 9-5 Mon-Fri; collection picks up at our yard after checkout.",
    ],
)
def test_opening_hours_without_a_number_to_ring_stay_clean(line: str) -> None:
    assert CONTACT not in caught(_hours(line))


# --- 7. a search-word line; names after a likeness by measure or an audience ---


def test_a_line_labelled_as_search_words_is_keyword_spam() -> None:
    item = goods(
        category="ELECTRONICS",
        title="Hollowmere 4K Streaming Stick",
        description="Tested: streams in 4K, remote works.\nalso searching: fire stick, apple tv 4k, chromecast, shield",
    )
    assert SPAM in caught(item)


@pytest.mark.parametrize(
    "description",
    [
        "Tested: streams in 4K, remote works. I also searched for the manual online, it is in the box.",
        "Tested: streams in 4K.\nKeywords on the box: 4K, HDR.",
    ],
)
def test_searching_said_in_a_sentence_is_no_search_line(description: str) -> None:
    item = goods(category="ELECTRONICS", title="Hollowmere 4K Streaming Stick", description=description)
    assert SPAM not in caught(item)


def test_names_after_an_audience_are_keyword_spam() -> None:
    item = goods(
        condition=ListingCondition.NEW,
        marketplace=Marketplace.AMAZON,
        category="TOYS",
        title="Hollowmere 1:64 Die-Cast Pickup, Red",
        description="Die-cast pickup on a blister card. Great for collectors of Brakemoor, Quellfast, Zindari, "
        "Pollwick and Traxon cars.",
    )
    assert detectors.keyword_spam(item) is not None


def test_an_audience_named_by_kind_stays_clean() -> None:
    item = goods(
        condition=ListingCondition.NEW,
        marketplace=Marketplace.AMAZON,
        category="TOYS",
        title="Hollowmere 1:64 Die-Cast Pickup, Red",
        description="Die-cast pickup on a blister card. Great for collectors of trucks and farm vehicles.",
    )
    assert detectors.keyword_spam(item) is None


# --- 8. refurbished with no repair needed; a New part with miles on it ---


def test_refurbished_with_repairs_said_unneeded_is_sent_to_a_person() -> None:
    text = "Refurbished: blew the dust out, wiped it over, no repairs needed. Heats in a minute."
    item = goods(condition=ListingCondition.REFURBISHED, title="Hollowmere Soldering Station", description=text)
    assert CONFLICT in net.risk_signals(item, tier=net.DEFAULT_TIER, use_model=False)


def test_a_new_part_with_miles_on_it_is_sent_to_a_person() -> None:
    item = goods(
        condition=ListingCondition.NEW,
        category="AUTOMOTIVE",
        title="Hollowmere Turbocharger, Left Side",
        description="Removed from a 2020 pickup with only 15k miles when it went to a bigger kit. Looks new.",
    )
    assert CONFLICT in caught(item)


def test_an_engine_said_to_start_and_idle_has_a_working_state() -> None:
    item = goods(
        title="Hollowmere 26cc Petrol Leaf Blower",
        description="Starts on the 2nd pull, idles steady. Scuffs on the housing. Runs on 40:1 mix.",
        attributes={"Brand": "Hollowmere", "Power Source": "Petrol"},
    )
    assert FUNCTION not in caught(item)


def test_an_engine_said_only_to_run_on_its_fuel_has_no_working_state() -> None:
    item = goods(
        title="Hollowmere 26cc Petrol Leaf Blower",
        description="Scuffs on the housing. Runs on 40:1 mix, drained for posting.",
        attributes={"Brand": "Hollowmere", "Power Source": "Petrol"},
    )
    assert FUNCTION in caught(item)


# --- a decimal point in a list of what comes is no sentence end ---


def test_measured_items_under_an_included_label_are_no_keyword_list() -> None:
    item = goods(
        category="ELECTRONICS",
        title="Hollowmere Studio Monitor Headphones, Black",
        description="Checked: left and right clear.\nIncluded: headset, 1.8 m flat cord, 3 m coiled cord, 2-4 m coiled "
        "cord, case.",
    )
    assert SPAM not in caught(item)


def test_the_title_noun_over_and_over_under_an_included_label_is_still_keyword_spam() -> None:
    item = goods(
        category="ELECTRONICS",
        title="Hollowmere Studio Monitor Headphones, Black",
        description="Tested: both drivers clear.\nIncluded: 1.2 m cable, headphones, studio headphones, dj "
        "headphones, monitor headphones, wired headphones",
    )
    assert SPAM in caught(item)


# --- 9. a new state said of a part in brackets, or of some of a lot ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Hollowmere Brick Harbour Set 612 Pieces",
            "Built once, every piece checked. The sticker sheet (unused) included. Box has a torn flap.",
        ),
        (
            "Hollowmere Wireless Earbuds, Black",
            "Tested: both buds pair and play. Light scuffs on the case. Spare foam tips (new, unused) included.",
        ),
        ("Job Lot 30 Hollowmere Postcards 1960s", "About half are written and posted, the rest unused. Corner wear."),
        ("Hollowmere Oil Paint Lot 18 Tubes", "Most are partly used, 5 look unopened. Caps stuck on two."),
    ],
)
def test_a_new_part_or_some_of_a_lot_is_no_new_claim(title: str, description: str) -> None:
    assert CONFLICT not in caught(goods(category="TOYS", title=title, description=description))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The item itself said to be unused under Used, a lot as a whole, and the part the title sells.
        ("Hollowmere Wireless Earbuds, Black", "Used condition: never used, still sealed in the box."),
        ("Job Lot 30 Hollowmere Postcards 1960s", "Used. All unused, never written on."),
        ("Hollowmere Replacement Foam Tips, 3 Pairs", "Foam tips (new, unused) in the original bag."),
    ],
)
def test_the_item_or_the_whole_lot_said_unused_under_used_still_conflicts(title: str, description: str) -> None:
    assert CONFLICT in caught(goods(category="TOYS", title=title, description=description))
