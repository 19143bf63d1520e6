"""Issue 19, nineteenth round: recall classes read from the development sets' false all-clears (the retired
blind-holdout-v12 first), each written as a shape rather than one listing's words; positives in fresh wording that
fail on the round's starting code, and near misses that must stay clean."""

from __future__ import annotations

import pytest

from services import structure
from services.detectors import (
    condition_conflict,
    condition_details_missing,
    functional_status_missing,
    keyword_spam,
    product_detail_mismatch,
    required_details_missing,
)
from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.generation.data import bare_listing, caught, detected

_OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION


# --- a QR the buyer is told to scan, named without the word "code" ---


@pytest.mark.parametrize(
    "description",
    [
        "Scan the QR in picture four for the full assembly video.",
        "Spare parts list: scan our QR sticker on the base.",
    ],
)
def test_a_qr_the_buyer_is_told_to_scan_is_a_pointer(description: str) -> None:
    assert FindingCode.EXTERNAL_LINK in caught(bare_listing(title="Garden bench", description=description))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Handheld QR scanner, cordless", "Scans QR and barcodes from phone screens; tested on a laptop."),
        ("Garden bench", "The QR sticker on the base has faded in the sun."),
    ],
)
def test_no_link_for_what_a_scanner_reads_or_a_sticker_described(title: str, description: str) -> None:
    assert FindingCode.EXTERNAL_LINK not in caught(bare_listing(title=title, description=description))


# --- a deal done without the marketplace, in so many words ---


@pytest.mark.parametrize(
    "description",
    [
        "Want the pair? Message me and we can do it without eBay for a fiver less.",
        "Twenty pounds off for a bank payment instead of going through the site.",
    ],
)
def test_a_deal_without_the_marketplace_is_off_platform(description: str) -> None:
    assert FindingCode.OFF_PLATFORM_TRANSACTION in detected(bare_listing(description=description))


@pytest.mark.parametrize(
    "description",
    [
        "Sold without the original box; payment through eBay checkout.",
        "Bought it without the stand from a friend, stand not included.",
    ],
)
def test_no_off_platform_finding_for_what_comes_without_something(description: str) -> None:
    assert FindingCode.OFF_PLATFORM_TRANSACTION not in caught(bare_listing(description=description))


# --- the buyer asked for their own number ---


@pytest.mark.parametrize(
    "description",
    [
        "Send me your number and I will ring you with a price.",
        "Interested? Leave your mobile number and I'll call back tonight.",
    ],
)
def test_asking_for_the_buyers_number_is_off_platform(description: str) -> None:
    assert FindingCode.OFF_PLATFORM_TRANSACTION in detected(bare_listing(description=description))


@pytest.mark.parametrize(
    "description",
    [
        "Message us your order number if anything is missing.",
        "Please give your house number in the address at checkout.",
    ],
)
def test_no_off_platform_finding_for_an_order_or_house_number(description: str) -> None:
    assert FindingCode.OFF_PLATFORM_TRANSACTION not in caught(bare_listing(description=description))


# --- other makers named as the yardstick: same results, why pay more, if you love ---


@pytest.mark.parametrize(
    "description",
    [
        "Quiet on low. Same results as Vornado, Honeywell, Dyson or Lasko fans for half the money.",
        "Keeps drinks cold all day. Why pay more for Hydro Flask, Yeti, Stanley or Contigo?",
        "Soft jersey, midi length. If you love Boden, Seasalt or White Stuff you'll love this dress.",
        "Same build quality as the Bowflex / Jaxjox / Nuobell ones, tested to 40 kg.",
    ],
)
def test_other_makers_named_as_a_yardstick_are_keyword_spam(description: str) -> None:
    item = bare_listing(title="Everyday item", description=description, attributes={"Brand": "Breezo"})
    assert structure.compared_maker_list(item) is not None
    assert keyword_spam(item) is not None or FindingCode.KEYWORD_SPAM in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        "Same results as my old fan, and much quieter.",
        "If you like Stephen King you'll like this one.",
        "Why pay more for a new one? This works perfectly.",
        "If you love baking, cooking or roasting you'll love this tray.",
    ],
)
def test_no_spam_finding_for_a_yardstick_without_a_list_of_makers(description: str) -> None:
    item = bare_listing(title="Everyday item", description=description, attributes={"Brand": "Breezo"})
    assert structure.compared_maker_list(item) is None


# --- a title that names its look after a coined name no specific gives ---


def test_a_title_look_named_after_a_coined_name_is_keyword_spam() -> None:
    item = bare_listing(title="Plumora Style Velvet Cushion Cover Pink", attributes={"Brand": "Unbranded"})
    assert structure.title_borrowed_look(item) is not None
    assert FindingCode.KEYWORD_SPAM in detected(item)


@pytest.mark.parametrize(
    ("title", "brand"),
    [
        ("Art Deco Style Wall Mirror Gold", "Unbranded"),
        ("Victorian Style Door Knob Brass", "Homefit"),
        ("Plumora Style Velvet Cushion Cover Pink", "Plumora"),
    ],
)
def test_no_spam_finding_for_a_period_style_or_the_own_maker(title: str, brand: str) -> None:
    assert structure.title_borrowed_look(bare_listing(title=title, attributes={"Brand": brand})) is None


# --- a core specific left blank ---


def test_a_core_specific_left_blank_is_a_missing_detail() -> None:
    item = bare_listing(
        title="Boys Blazer Navy Age 8",
        category="CLOTHING",
        attributes={"Brand": "", "Size": "8 Years", "Colour": "Navy"},
    )
    assert required_details_missing(item) is not None


@pytest.mark.parametrize("attributes", [{"Brand": "Unbranded", "Size": "8 Years"}, {"Brand": "Jaeger", "Size": "8"}])
def test_no_missing_detail_for_an_honest_absence_or_a_filled_specific(attributes: dict[str, str]) -> None:
    item = bare_listing(title="Boys Blazer Navy Age 8", category="CLOTHING", attributes=attributes)
    assert required_details_missing(item) is None


# --- a garment's or a shoe's size given as "does not apply" ---


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Lambswool Crew Neck Jumper Navy", {"Brand": "Jaeger", "Size": "Does not apply"}),
        ("Linen Shirt Dress Olive", {"Brand": "Boden", "Dress Size": "Not applicable"}),
    ],
)
def test_a_worn_items_size_that_does_not_apply_is_a_missing_detail(title: str, attributes: dict[str, str]) -> None:
    item = bare_listing(title=title, category="CLOTHING", attributes=attributes)
    assert required_details_missing(item) is not None


@pytest.mark.parametrize(
    ("title", "category", "attributes"),
    [
        ("Leather Tote Bag Tan", "CLOTHING", {"Brand": "Radley", "Size": "Does not apply"}),
        ("Wool Scarf Grey Check", "CLOTHING", {"Brand": "Jaeger", "Size": "One Size"}),
        ("Oak Picture Frame", "HOME_AND_GARDEN", {"Brand": "Dunelm", "Size": "Does not apply"}),
    ],
)
def test_no_missing_detail_for_one_size_kinds_or_unworn_things(
    title: str, category: str, attributes: dict[str, str]
) -> None:
    assert required_details_missing(bare_listing(title=title, category=category, attributes=attributes)) is None


# --- a specific that defers to a photo of something ---


@pytest.mark.parametrize("value", ["See photo of the sole", "see pic with tape measure"])
def test_a_specific_deferring_to_a_photo_of_something_is_a_missing_detail(value: str) -> None:
    item = bare_listing(title="Leather Brogues Brown", category="CLOTHING", attributes={"UK Shoe Size": value})
    assert required_details_missing(item) is not None


def test_no_missing_detail_for_a_value_with_a_photo_beside_it() -> None:
    item = bare_listing(
        title="Leather Brogues Brown", category="CLOTHING", attributes={"UK Shoe Size": "9 (see photo of sole)"}
    )
    assert required_details_missing(item) is None


# --- powered kinds the functional list lacked: overlockers, mobility scooters ---


@pytest.mark.parametrize(
    ("title", "description", "condition"),
    [
        ("Janome 9300DX Overlocker", "Light marks on the cover, comes with the foot pedal.", ListingCondition.USED),
        ("Folding Mobility Scooter 4mph", "Faulty, so cheap. Seat has a small tear.", ListingCondition.FOR_PARTS),
    ],
)
def test_overlockers_and_mobility_scooters_need_a_working_state(
    title: str, description: str, condition: ListingCondition
) -> None:
    item = bare_listing(title=title, description=description, condition=condition, category="HOME_AND_GARDEN")
    assert functional_status_missing(item) is not None


@pytest.mark.parametrize(
    ("title", "condition"),
    [("Janome 9300DX Overlocker", ListingCondition.USED), ("Folding Mobility Scooter 4mph", ListingCondition.NEW)],
)
def test_no_functional_finding_when_the_working_state_is_given_or_new(title: str, condition: ListingCondition) -> None:
    item = bare_listing(
        title=title,
        description="Tested: stitches cleanly on jersey and the blade cuts, runs quietly.",
        condition=condition,
        category="HOME_AND_GARDEN",
    )
    assert functional_status_missing(item) is None


# --- the description naming this item by another code of the title's family, or in apposition ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Behringer TD-3 Bass Synth", "Works on USB power. This is the RD-6 drum machine really, sorry."),
        ("Yamaha PSR-E373 Keyboard 61 Keys", "All keys sound. This is the PSR-E273, the smaller model."),
        ("Sony WH-1000XM4 Headphones Black", "Both sides play. These are the WH-CH720N, the budget pair."),
        ("Fender Blues Junior 15W Valve Amp", "Fender combo, the 40 watt version, tested and loud."),
        ("Kindle Paperwhite 32GB Black", "Screen fine. Note: the reader is actually the 8GB model."),
        ("Braided Jute Rug 4x6 Natural", "Reversible, flat weave. This listing is the 3x5 size in natural."),
    ],
)
def test_the_description_naming_another_item_than_the_title(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description)
    assert structure.self_named_other_model(item) is not None
    assert product_detail_mismatch(item) is not None


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Roland TR-8S Drum Machine", "This is the TR-8S with the 7x7 expansion installed."),
        ("Sony A7 III Body", "This is the ILCE-7M3 model code on the base plate."),
        ("Echo Dot 3rd Gen Charcoal", "This is the 2nd generation look but the 3rd gen inside."),
        ("Fender Blues Junior 15W Valve Amp", "Tested, the 15 watt version as the title says."),
        ("Braided Jute Rug 4x6 Natural", "The colour is actually a bit darker than the photos."),
        ("Braided Jute Rug 4x6 Natural", "The 3x5 is sold separately; this listing is the 4x6 rug."),
    ],
)
def test_no_finding_for_the_titles_own_item(title: str, description: str) -> None:
    assert structure.self_named_other_model(bare_listing(title=title, description=description)) is None


# --- the description naming one of the title's joined features, or one disc of several ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Lenovo Tab M10 64GB Wi-Fi + LTE Grey", "Screen clean. This is the Wi-Fi only model, no SIM tray."),
        ("Blur Parklife 2CD Special Edition", "Plays through. This is the single disc version in a jewel case."),
    ],
)
def test_the_description_naming_one_of_several_the_title_sells(title: str, description: str) -> None:
    assert structure.self_named_other_model(bare_listing(title=title, description=description)) is not None


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Lenovo Tab M10 64GB Wi-Fi + LTE Grey", "This is the Wi-Fi + LTE model; works on Wi-Fi only at home."),
        ("Blur Parklife 2CD Special Edition", "Both discs play. This is the edition with the bonus disc."),
    ],
)
def test_no_finding_when_the_description_names_the_titles_item(title: str, description: str) -> None:
    assert structure.self_named_other_model(bare_listing(title=title, description=description)) is None


# --- a size specific that repeats its key, and a bare berth count ---


def test_a_size_specific_repeating_its_key_is_still_a_size() -> None:
    item = bare_listing(title="Overnight Nappies Size 5, 60 Count", attributes={"Size": "Size 6"})
    assert product_detail_mismatch(item) is not None


def test_no_size_finding_for_the_same_size_repeating_its_key() -> None:
    item = bare_listing(title="Overnight Nappies Size 5, 60 Count", attributes={"Size": "Size 5"})
    assert product_detail_mismatch(item) is None


def test_a_title_occupancy_against_a_bare_berth_specific() -> None:
    item = bare_listing(title="Vango Tunnel Tent 4 Man Green", attributes={"Berth": "6"})
    assert product_detail_mismatch(item) is not None


@pytest.mark.parametrize("attributes", [{"Berth": "4"}, {"Number of Poles": "6"}])
def test_no_occupancy_finding_for_the_same_berth_or_another_count(attributes: dict[str, str]) -> None:
    item = bare_listing(title="Vango Tunnel Tent 4 Man Green", attributes=attributes)
    assert product_detail_mismatch(item) is None


# --- the seller's store on the other marketplace ---


@pytest.mark.parametrize(
    ("marketplace", "description", "code"),
    [
        (Marketplace.AMAZON, "Also listed on our eBay store for a few dollars less.", _OFF_PLATFORM),
        (Marketplace.AMAZON, "Close-ups of every mark are on our storefront on eBay.", FindingCode.EXTERNAL_LINK),
        (Marketplace.EBAY, "It is also for sale on my Amazon page at a lower price.", _OFF_PLATFORM),
    ],
)
def test_the_sellers_store_on_the_other_marketplace(
    marketplace: Marketplace, description: str, code: FindingCode
) -> None:
    item = bare_listing(title="Steel water bottle 750 ml", description=description, marketplace=marketplace)
    assert code in detected(item)


@pytest.mark.parametrize(
    ("marketplace", "description"),
    [
        (Marketplace.EBAY, "More bottles in our eBay store, combined postage for two."),
        (Marketplace.AMAZON, "Shop the maker's brand store on Amazon for matching lids."),
        (Marketplace.AMAZON, "We are not on eBay; this is our only store."),
    ],
)
def test_no_finding_for_the_store_on_the_listings_own_marketplace(marketplace: Marketplace, description: str) -> None:
    item = bare_listing(title="Steel water bottle 750 ml", description=description, marketplace=marketplace)
    assert structure.other_marketplace_store(item) is None
    assert structure.cheaper_on_other_marketplace(item) is None


# --- refurbished, and nothing on the item repaired ---


def test_refurbished_with_nothing_on_the_item_repaired_is_a_condition_conflict() -> None:
    item = bare_listing(
        title="Ninja Blender BN750 Refurbished",
        description="Nothing on this blender was repaired or replaced; we cleaned it and ran it.",
        condition=ListingCondition.REFURBISHED,
    )
    assert condition_conflict(item) is not None


def test_no_condition_finding_for_refurbished_with_work_done() -> None:
    item = bare_listing(
        title="Ninja Blender BN750 Refurbished",
        description="Refurbished: new motor fitted, nothing else on it needed replacing. Cleaned and tested.",
        condition=ListingCondition.REFURBISHED,
    )
    assert condition_conflict(item) is None


# --- a degree of use with a verdict, and nothing about this item ---


@pytest.mark.parametrize("description", ["Worn but fine.", "Navy school jumper.\n\nPlay worn but good."])
def test_a_degree_of_use_with_a_verdict_is_no_condition_detail(description: str) -> None:
    item = bare_listing(title="School Jumper Navy Age 9", description=description, category="CLOTHING")
    assert condition_details_missing(item) is not None


def test_a_degree_of_use_beside_a_flaw_is_a_condition_detail() -> None:
    item = bare_listing(
        title="School Jumper Navy Age 9", description="Worn but fine, pilling under the arms.", category="CLOTHING"
    )
    assert condition_details_missing(item) is None


# --- a handle written after its label ---


@pytest.mark.parametrize(
    "description",
    [
        "Flight clips are on my channel, the channel is dronebench_ray.",
        "Demo clips online, username is knobs_and_dials",
    ],
)
def test_a_handle_after_its_label_is_contact_information(description: str) -> None:
    assert FindingCode.CONTACT_INFO_IN_LISTING in caught(bare_listing(description=description))


@pytest.mark.parametrize(
    "description", ["Slim profile: 3.5mm deep, fits most frames.", "The account is closed; the card is yours."]
)
def test_no_contact_finding_for_a_measure_or_a_plain_word(description: str) -> None:
    assert FindingCode.CONTACT_INFO_IN_LISTING not in caught(bare_listing(title="Window trim", description=description))
