"""Precision classes (issue 19, seventh round): honest shapes that read as violations word by word.

Each class has near misses (the honest shape, which must stay quiet) and the positives the same check must keep
catching. Every listing here is written for the test; none is copied from a dataset.
"""

from __future__ import annotations

import pytest

from services import detectors, shapes, structure
from services.records import Listing
from services.risk_signals import risk_signals
from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.generation.data import listing

# --- the condition note given in a field of its own ---------------------------------------------------------------


def amazon_used(note_key: str, note: str, **overrides: object) -> Listing:
    values: dict[str, object] = {
        "marketplace": Marketplace.AMAZON,
        "title": "Bluetooth Game Controller, Grey",
        "description": "Wireless controller for the console, with a USB-C lead.",
        "category": "ELECTRONICS",
        "attributes": {"Brand": "Padwell", "Condition Grade": "Used - Very Good", note_key: note},
    }
    values.update(overrides)
    return listing(**values)


@pytest.mark.parametrize("key", ["Condition Note", "Seller Notes", "condition_description", "conditionNote"])
def test_a_condition_note_in_its_own_field_states_the_condition_and_the_working_state(key: str) -> None:
    controller = amazon_used(
        key, "Tested on my console: every button and both sticks respond. Light scuff on the grip."
    )
    assert detectors.condition_details_missing(controller) is None
    assert detectors.functional_status_missing(controller) is None


def test_a_condition_note_field_that_says_nothing_specific_is_still_missing_details() -> None:
    controller = amazon_used("Condition Note", "Good used condition, normal wear.")
    assert detectors.condition_details_missing(controller) is not None
    assert detectors.functional_status_missing(controller) is not None


def test_another_specific_is_no_condition_note() -> None:
    controller = amazon_used("Battery Condition", "Holds a charge, light scuffs")
    assert shapes.condition_notes(controller.attributes) == []
    assert detectors.condition_details_missing(controller) is not None


def test_a_like_new_grade_over_damage_in_the_condition_note_is_a_conflict() -> None:
    note = "Two straps torn and the lid is cracked; one buckle snapped off."
    bag = amazon_used(
        "Condition Note",
        note,
        title="Hiking Daypack 20 L, Blue",
        category="SPORTS",
        attributes={"Brand": "Trailo", "Condition Grade": "Used - Like New", "Condition Note": note},
    )
    assert structure.grade_conflict(bag) is not None


@pytest.mark.parametrize(
    "description",
    ["Some bits and pieces are missing.", "Missing a few parts, otherwise complete.", "Several accessories missing."],
)
def test_missing_without_saying_what_is_no_condition_detail(description: str) -> None:
    used = listing(title="Kids Learning Tablet 7 inch", description=description, category="TOYS")
    assert detectors.condition_details_missing(used) is not None


@pytest.mark.parametrize(
    "description",
    [
        "Missing the charger and the stylus.",
        "The battery cover is missing.",
        "Missing some parts: the lid and one dial.",
    ],
)
def test_missing_that_names_what_is_a_condition_detail(description: str) -> None:
    used = listing(title="Kids Learning Tablet 7 inch", description=description, category="TOYS")
    assert detectors.condition_details_missing(used) is None


# --- a web address that is the title of a work -------------------------------------------------------------------


def book(title: str, description: str, **attributes: str) -> Listing:
    return listing(
        title=title,
        description=description,
        category="BOOKS",
        attributes={"Format": "Paperback", **attributes},
    )


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "www.OtterCreekDiary.net: A Novel by Ada Penhallow, Paperback",
            "Paperback, spine creased, pages clean.",
            {"Author": "Ada Penhallow"},
        ),
        (
            "Lost Signals at paperkite.org by Joss Merrin, Hardcover",
            "Hardcover, 'Lost Signals at paperkite.org' by Joss Merrin. Jacket rubbed at the corners.",
            {"Author": "Joss Merrin"},
        ),
        (
            "www.greyharbour A Seaside Thriller, Paperback",
            "Thriller in paperback, small tear on the back cover.",
            {"Book Title": "www.greyharbour", "Author": "Ned Varga"},
        ),
    ],
)
def test_a_web_address_in_a_work_s_own_title_is_its_name(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    novel = book(title, description, **attributes)
    assert detectors.external_links(novel) is None
    assert FindingCode.EXTERNAL_LINK not in risk_signals(novel, tier=2, use_model=False)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The work's title has no address: the seller's own site is a link wherever it stands.
        (
            "Quiet Harbour by Ada Penhallow, Paperback",
            "More of my books at www.adasbooks.net",
            {"Author": "Ada Penhallow"},
        ),
        # A shop's site joined to the work by a dash is not part of its title.
        ("penhallowbooks.com - Quiet Harbour by Ada Penhallow", "Paperback, clean pages.", {"Author": "Ada Penhallow"}),
        # A cue that sends the buyer there, even to the work's own name.
        (
            "www.OtterCreekDiary.net: A Novel by Ada Penhallow",
            "Visit www.OtterCreekDiary.net for the author's bonus chapters.",
            {"Author": "Ada Penhallow"},
        ),
        # No author or title specific: not known to be a work.
        ("www.cheapreads.net Paperback Bundle", "Five novels, good condition.", {}),
    ],
)
def test_a_web_address_outside_a_work_s_title_is_still_a_link(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert detectors.external_links(book(title, description, **attributes)) is not None


def test_a_work_s_title_is_read_from_the_title_specific_or_before_its_author() -> None:
    assert shapes.work_titles("Dune by Frank Herbert, Paperback", {"Author": "Frank Herbert"}) == ["Dune"]
    assert shapes.work_titles("Dune, Paperback", {"Title": "Dune"}) == ["Dune"]
    assert shapes.work_titles("Dune by Frank Herbert", {"Brand": "Ace"}) == []
    assert shapes.hosts_in_work_titles("Meet Me at lake.house by Ann Roe", {"Author": "Ann Roe"}) == {"lake.house"}


def test_a_condition_listing_still_reads_the_description_when_no_note_field() -> None:
    used = listing(condition=ListingCondition.USED, description="Scratch on the lid. Powers on and plays discs.")
    assert detectors.with_condition_note(used) == used.description


# --- a new item's packaging: each marketplace's condition policy decides -----------------------------------------


def sealed(marketplace: Marketplace, description: str) -> Listing:
    return listing(
        marketplace=marketplace,
        condition=ListingCondition.NEW,
        title="Building Set 1,200 Pieces, Sealed",
        description=description,
        category="TOYS",
        attributes={"Brand": "Brickwell"},
    )


@pytest.mark.parametrize(
    "description",
    [
        "New and sealed. The box has a small crease on the back.",
        "Factory sealed; light shelf scuff on one corner of the carton.",
        "Sealed on its card, the card has a small ding on the hang tab.",
    ],
)
def test_damage_to_the_packaging_alone_is_no_conflict_on_ebay_and_stays_one_on_amazon(description: str) -> None:
    ebay = sealed(Marketplace.EBAY, description)
    assert detectors.condition_conflict(ebay) is None
    assert FindingCode.CONDITION_CONFLICT not in risk_signals(ebay, tier=2, use_model=False)
    # Amazon's condition guide puts damaged packaging under Used - Like New.
    amazon = sealed(Marketplace.AMAZON, description)
    assert FindingCode.CONDITION_CONFLICT in risk_signals(amazon, tier=2, use_model=False)


@pytest.mark.parametrize(
    "description",
    [
        "Sealed box, and the set inside has a dent on the baseplate.",
        "Box has a small crease and the minifigure has a scuff on its helmet.",
        "Box opened to check the pieces, slight crease on the lid.",
        "The set has a scratch on the top next to the box.",
    ],
)
def test_damage_to_the_item_or_an_opened_box_is_still_a_conflict_on_ebay(description: str) -> None:
    ebay = sealed(Marketplace.EBAY, description)
    assert FindingCode.CONDITION_CONFLICT in risk_signals(ebay, tier=2, use_model=False)


def test_which_flaws_are_said_of_the_packaging() -> None:
    packaging = structure.ladder().packaging
    assert packaging is not None
    text = "Box has a crease and the figure has a scuff."
    assert [text[a:b] for a, b in shapes.packaging_flaws(text, packaging)] == ["crease"]
    text = "Slipcase has shelf wear along the bottom and book 3 has a crease down the spine."
    assert [text[a:b] for a, b in shapes.packaging_flaws(text, packaging)] == ["wear"]


@pytest.mark.parametrize(
    "description",
    [
        "Tritan plastic, stain and odour resistant, dishwasher safe.",
        "Anti-scratch coating on the lens; the ink won't smudge or fade.",
        "Chip and break resistant glass plates.",
    ],
)
def test_a_maker_s_property_claim_is_no_sign_of_use(description: str) -> None:
    new = sealed(Marketplace.AMAZON, description)
    assert detectors.condition_conflict(new) is None
    assert FindingCode.CONDITION_CONFLICT not in risk_signals(new, tier=2, use_model=False)


@pytest.mark.parametrize(
    "description",
    ["Scratch-resistant screen, though it has a light scratch near the camera.", "Small chip on one plate."],
)
def test_damage_beside_a_property_claim_is_still_a_conflict(description: str) -> None:
    new = sealed(Marketplace.AMAZON, description)
    assert FindingCode.CONDITION_CONFLICT in risk_signals(new, tier=2, use_model=False)


def test_an_item_its_seller_opened_and_tried_is_not_new() -> None:
    new = sealed(Marketplace.EBAY, "Honestly, I opened it and tried it one time; all parts back in the bags.")
    assert structure.grade_conflict(new) is not None


# --- which of the fitted maker's models it does not fit ----------------------------------------------------------


def accessory(title: str, description: str, **attributes: str) -> Listing:
    return listing(
        marketplace=Marketplace.AMAZON,
        condition=ListingCondition.NEW,
        title=title,
        description=description,
        category="HOME_AND_KITCHEN",
        attributes={"Brand": "Clearwell", **attributes},
    )


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Replacement Filters for Brita Standard Jugs, 4 Pack", "Fits Brita standard jugs (not Brita Elite).", {}),
        ("Slim Case for Google Pixel 8, Clear", "Made for the Pixel 8 only, not the Pixel 8 Pro.", {}),
        (
            "Lightning Cable 2 m, Braided",
            "Charges iPhone 8 to iPhone 14 - Lightning AirPods cases",
            {"Compatible Devices": "iPhone, AirPods cases", "Connector Type": "Lightning"},
        ),
    ],
)
def test_the_fitted_maker_named_again_is_no_comparison(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    fitted = accessory(title, description, **attributes)
    assert FindingCode.KEYWORD_SPAM not in risk_signals(fitted, tier=2, use_model=False)


@pytest.mark.parametrize(
    "description",
    [
        "Just as good as Brita at half the price.",
        "Fits Brita jugs (not Brita Elite). Also for Aquella, Purewell, Fontley and Tapwise jugs.",
    ],
)
def test_another_maker_named_as_a_yardstick_is_still_a_comparison(description: str) -> None:
    filters = accessory("Replacement Filters for Brita Standard Jugs, 4 Pack", description)
    assert FindingCode.KEYWORD_SPAM in risk_signals(filters, tier=2, use_model=False)


# --- "not opened" and "unused" that say nothing of a sealed item -------------------------------------------------


@pytest.mark.parametrize(
    ("condition", "description"),
    [
        (ListingCondition.FOR_PARTS, "No picture on the screen. I have not opened it, so the board is untested."),
        (ListingCondition.USED, "Used twice and cleaned; it looks unused, no marks on the bowl."),
        (ListingCondition.USED, "Tested and plays; the battery is not used by this cartridge."),
    ],
)
def test_trade_wording_for_a_used_item_is_no_claim_of_new(condition: ListingCondition, description: str) -> None:
    used = listing(condition=condition, description=description)
    assert FindingCode.CONDITION_CONFLICT not in risk_signals(used, tier=2, use_model=False)


@pytest.mark.parametrize(
    ("condition", "description"),
    [
        (ListingCondition.USED, "Never opened, still in the shop's bag."),
        (ListingCondition.USED, "Unused and unworn, an unwanted gift."),
        (ListingCondition.FOR_PARTS, "Still sealed; bought for spares."),
    ],
)
def test_a_used_item_said_to_be_sealed_or_unused_is_still_a_conflict(
    condition: ListingCondition, description: str
) -> None:
    used = listing(condition=condition, description=description)
    assert FindingCode.CONDITION_CONFLICT in risk_signals(used, tier=2, use_model=False)


# --- one capacity in decimal and binary units --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "capacity"), [("Portable SSD 2TB, USB-C", "2000 GB"), ("External Drive 1TB", "1000 GB")]
)
def test_a_capacity_in_decimal_and_binary_units_is_the_same(title: str, capacity: str) -> None:
    drive = listing(
        title=title, description="Sealed.", condition=ListingCondition.NEW, attributes={"Storage Capacity": capacity}
    )
    assert FindingCode.PRODUCT_DETAIL_MISMATCH not in risk_signals(drive, tier=2, use_model=False)


@pytest.mark.parametrize(("title", "capacity"), [("Portable SSD 2TB, USB-C", "1000 GB"), ("Phone 256GB", "128 GB")])
def test_another_capacity_still_disagrees(title: str, capacity: str) -> None:
    drive = listing(
        title=title, description="Sealed.", condition=ListingCondition.NEW, attributes={"Storage Capacity": capacity}
    )
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in risk_signals(drive, tier=2, use_model=False)
    assert shapes.same_storage(2048.0, 2000.0)
    assert not shapes.same_storage(2048.0, 1000.0)


# --- a top grade said of one part -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Hairline crack on the back corner of the case; the screen itself is flawless.",
        "Two small dents on the lid, flawless screen, all ports work.",
    ],
)
def test_a_top_grade_said_of_one_part_is_no_grade_of_the_item(description: str) -> None:
    reader = listing(title="E-reader 6 inch, Black", description=description)
    assert detectors.condition_conflict(reader) is None
    assert FindingCode.CONDITION_CONFLICT not in risk_signals(reader, tier=2, use_model=False)


@pytest.mark.parametrize(
    "description",
    ["Flawless condition. Hairline crack on the back corner.", "Mint, though the case is cracked by the port."],
)
def test_a_top_grade_of_the_item_beside_damage_is_still_a_conflict(description: str) -> None:
    reader = listing(title="E-reader 6 inch, Black", description=description)
    assert detectors.condition_conflict(reader) is not None


# --- a rating's "@", the marketplace's own gift cards, what a name is used for ----------------------------------


@pytest.mark.parametrize("text", ["Travel kettle, 0.5 l @ 1000W. Tested and boils.", "Charger 5 V @ 2A. Works."])
def test_a_measure_rated_at_another_is_no_email_address(text: str) -> None:
    assert detectors.contact_details(listing(description=text)) is None


@pytest.mark.parametrize("text", ["Mail me: sam.k @ fastmail.com", "write to padwell @ example . com"])
def test_an_address_written_with_spaces_is_still_contact_information(text: str) -> None:
    assert detectors.contact_details(listing(description=text)) is not None


def test_the_marketplace_s_own_gift_cards_are_paid_at_its_checkout() -> None:
    record = listing(description="You can pay with eBay gift cards too at checkout.", category="MUSIC")
    assert detectors.off_platform_offers(record) is None
    assert detectors.off_platform_offers(listing(description="Payment by Steam gift cards only.")) is not None


@pytest.mark.parametrize(
    "description",
    ["The other maker's name is used only to show which jugs it fits.", "Its logo is used solely for fitment."],
)
def test_a_name_used_only_to_show_a_fit_is_no_sign_of_use(description: str) -> None:
    new = sealed(Marketplace.AMAZON, description)
    assert detectors.condition_conflict(new) is None
    assert FindingCode.CONDITION_CONFLICT not in risk_signals(new, tier=2, use_model=False)


def test_an_item_used_only_once_is_still_used() -> None:
    assert detectors.condition_conflict(sealed(Marketplace.AMAZON, "Used only twice, then boxed again.")) is not None
