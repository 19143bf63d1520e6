"""Text-code classes (issue 19, seventh round): contact details, links, off-platform offers and keyword spam written
in shapes the earlier detectors did not read.

Each class has positives and near misses (the honest shape that must stay quiet). Every listing here is written
for the test; none is copied from a dataset.
"""

from __future__ import annotations

import pytest

from services import detectors
from services.records import Listing
from tests.generation.data import listing


def item(description: str, **overrides: object) -> Listing:
    values: dict[str, object] = {
        "title": "Cordless Hedge Trimmer 18V",
        "description": description,
        "category": "HOME_AND_GARDEN",
        "attributes": {"Brand": "Verdalo"},
    }
    values.update(overrides)
    return listing(**values)


# --- a local number (no area code) the buyer is asked to call or text ---------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Blade is sharp, battery holds a charge. Quicker to text Norm on 555-0172 than wait for messages.",
        "Questions about fitting? Ring our help line at 555 0190 during the week.",
        "Cuts well. For spares call the workshop at 555-0163 ext 4.",
    ],
)
def test_a_local_number_after_a_request_to_call_is_contact_details(description: str) -> None:
    assert detectors.contact_details(item(description)) is not None


@pytest.mark.parametrize(
    "description",
    [
        "Cuts branches 120-1500 mm thick with ease, call it a workhorse.",
        "Replacement blade part 555-0172 fits this model; text in the manual is faded.",
        "Priced at $555-0172 is not a price anyone writes, so here is a range: 240-1200 W motors.",
        "Runs 30-45 minutes per charge. Weighs 2.6 kg.",
    ],
)
def test_seven_digits_without_a_call_or_under_a_label_are_not_a_number(description: str) -> None:
    assert detectors.contact_details(item(description)) is None


# --- a handle given after the network it is on, without an @ ------------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "More tools on my Insta, shed_finds_bob, message me there.",
        "Send me a note on Telegram, username garden.kit.lee, for other sizes.",
        "Add us on WeChat (ID verdalo_sales2) for trade prices.",
    ],
)
def test_a_handle_after_its_network_is_contact_details(description: str) -> None:
    assert detectors.contact_details(item(description)) is not None


@pytest.mark.parametrize(
    "description",
    [
        "As seen on TikTok, the trimmer with the USB_C charging port.",
        "Follow the brand on Instagram for garden tips.",
        "Snapchat filters not included, obviously. Blade guard e.g. fits on firmly.",
    ],
)
def test_a_network_named_without_a_handle_is_not_contact_details(description: str) -> None:
    assert detectors.contact_details(item(description)) is None


# --- addresses hidden from the host pattern ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "The user manual lives at www·verdalotools·com if you lose yours.",
        "Spare blades: verdalo•co•uk/blades",
        "See it running: vimeo dot com slash 55512ab",
        "Warranty form: download it at verdalo dot tools / register",
        "Close-up photos of the blade are at picshare.example/v/9912 for anyone curious.",
    ],
)
def test_a_host_with_stand_in_dots_a_spoken_path_or_a_special_use_suffix_is_a_link(description: str) -> None:
    assert detectors.external_links(item(description)) is not None


@pytest.mark.parametrize(
    "description",
    [
        "• Trims hedges • Light weight • Two batteries",
        "Handle wrap in wool·silk blend, a nice touch.",
        "Came with a polka dot top / skirt set by mistake, not included.",
        "Cover printed with a dot to dot / colouring page for kids.",
        "Placeholder text such as example/test appears on the box.",
    ],
)
def test_marks_words_and_slashes_that_only_look_like_a_host_are_not_links(description: str) -> None:
    assert detectors.external_links(item(description)) is None


# --- the price agreed through an outside channel, or bought at an outside link -------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Trims well. Ring me on 07700 900612 and we can sort a cash price for collection.",
        "Message me on WhatsApp at 555-0119, happy to negotiate for a quick sale.",
        "Retailers: email trade@verdalo-tools.com for wholesale pricing.",
        "Spare batteries too. Buy here: https://verdalo-tools.com/batteries",
    ],
)
def test_a_deal_through_an_outside_channel_is_off_platform(description: str) -> None:
    assert detectors.off_platform_offers(item(description)) is not None


@pytest.mark.parametrize(
    "description",
    [
        "Questions before you buy? Text me at 555-0119.",
        "Got two more, text 555-0119 if you want a bundle.",
        "Watch it cut before you buy at clipvault.example/v/77.",
        "Cash register not included, call the shop on 555-0119 for opening hours.",
    ],
)
def test_contact_or_a_link_without_a_price_to_agree_is_not_off_platform(description: str) -> None:
    assert detectors.off_platform_offers(item(description)) is None


# --- a comma-free run of rare names the listing never describes ----------------------------------------------------


@pytest.mark.parametrize(
    ("description", "attributes"),
    [
        (
            "Cuts cleanly, battery holds a charge.\n\nstihl husqvarna ryobi flymo einhell worx gtech",
            {"Brand": "Verdalo"},
        ),
        ("Trims box and privet. Stihl Husqvarna Flymo Einhell Worx Gtech hedge cutter", {"Brand": "Verdalo"}),
        ("Trims box and privet.", {"Brand": "Verdalo", "Features": "husqvarna flymo einhell gtech worx garden tool"}),
    ],
)
def test_a_run_of_rare_names_the_listing_never_uses_is_keyword_spam(
    description: str, attributes: dict[str, str]
) -> None:
    assert detectors.keyword_spam(item(description, attributes=attributes)) is not None


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Heirloom Tomato Seeds",
            "Eight packets: Brandywine, Sungold, Black Krim, San Marzano, Green Zebra, Amish Paste.",
        ),
        ("Table Saw", "Included: riser, push stick, miter gauge, blade guard and anti-kickback pawls."),
        ("Print after Renoir", 'Etching titled "Baigneuse Debout Près du Rivage" in a gilt frame.'),
        ("Wool Jumper", "Lovely jumper.\n\npet free smoke free home uk seller fast postage"),
        ("Mountain Bike", "Stihl Husqvarna Flymo Einhell are the makers I compared, and this one won on weight."),
    ],
)
def test_lists_works_boilerplate_and_prose_are_not_a_run_of_names(title: str, description: str) -> None:
    assert detectors.rare_name_run(item(description, title=title)) is None


def test_a_title_ending_in_other_makers_names_is_keyword_spam() -> None:
    stuffed = item(
        "Cuts cleanly, battery holds a charge.", title="Verdalo 18V Hedge Trimmer 50cm Stihl Husqvarna Flymo Einhell"
    )
    assert detectors.keyword_spam(stuffed) is not None


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Bosch GSB 18V-55 Professional Cordless Combi Drill Body Only", "Drill only, no battery."),
        ("Verdalo Hedge Trimmer with Stihl Battery Adapter", "Takes Stihl AK batteries through the adapter."),
        ("Husqvarna Flymo Einhell Hedge Trimmer Blade Set", "Blades to fit Husqvarna, Flymo and Einhell trimmers."),
    ],
)
def test_model_codes_and_makers_the_listing_explains_are_not_a_title_run(title: str, description: str) -> None:
    assert detectors.rare_name_run(item(description, title=title, attributes={"Brand": "Bosch"})) is None


# --- makers named for fit that the description says the item does not fit -------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Slim Case for iPhone 15 Galaxy S24 Pixel 8", "Cut for the iPhone 15 (6.1 in) only, nothing else.", {}),
        (
            "TV Remote for Samsung LG Sony Universal",
            "Programmed for Samsung sets. Will not control LG or Sony models.",
            {},
        ),
        ("Glass Screen Protector", "Sized for the Pixel 8 only.", {"Compatible Brand": "Google, Apple, Samsung"}),
    ],
)
def test_makers_named_for_fit_that_the_item_does_not_fit_are_keyword_spam(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert detectors.keyword_spam(item(description, title=title, attributes=attributes)) is not None


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Case for iPhone 15", "Fits the iPhone 15 only; will not fit the 15 Pro."),
        ("Universal Charger for Samsung Apple Google phones", "Any USB-C or Lightning phone, cable included."),
        ("Adapter for Dyson and Philips vacuums", "Fits Dyson V7 to V15 and Philips stick models."),
    ],
)
def test_makers_the_item_does_fit_are_not_bait(title: str, description: str) -> None:
    assert not detectors.bait_fitment(item(description, title=title))
