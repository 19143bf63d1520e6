"""Issue 19, twenty-sixth round: clean listings the net sent to a person (NEEDS_HUMAN_REVIEW) on readings that say
nothing of a violation, read per class of the honest seller's shape (docs/generation.md, "Twenty-sixth round").

1. The lens of eyewear ("Sunglasses, Grey Lens", "Ski Goggle, Amber Lens") and a court shoe called a "pump" are no
   device with a working order (function-without-status's item words).
2. A saw pulled by hand ("Pruning Saw", "Tenon Saw") has teeth, not a working order (function-without-status).
3. A watch's band or bracelet ("Watch Link Bracelet", "Smartwatch Band") is worn, not run (the one list of what
   follows a device's name when the item is its accessory, detectors.NOT_THE_DEVICE_AFTER).
4. A book whose title names a portable ("The Smartphone Decade") names its subject, and a portable named only in a
   specific of what the item fits ("Compatible Devices: iPad, iPhone") is the buyer's (battery-unstated's check).
5. A drawing, graphics or pen tablet is a wired pen surface, not a tablet computer (the pack's battery-unstated).
6. Calls the item made over a messenger ("tested calls over FaceTime"), a "snap-on" fastening and the marketplace's own
   app ("message us on the eBay app") reach nobody off the marketplace (the pack's messenger-or-webmail).
7. A device's making of QR codes ("QR code generation") points the buyer nowhere (the pack's elsewhere-online).

Every positive here held the signal at the round's base (3955104); every near miss keeps it.
"""

from __future__ import annotations

import pytest

from tests.generation.data import household_goods as goods
from tests.generation.data import signal_holds as holds

# --- 1. a lens of eyewear, a court shoe's "pump" ---


@pytest.mark.parametrize(
    ("category", "title", "description"),
    [
        ("SPORTS", "Hollowmere Ski Goggle, Amber Lens, Medium Fit", "Strap elastic good, one light mark on the frame."),
        ("CLOTHING", "Hollowmere Round Sunglasses, Tortoise Frame, Grey Lens", "Hinges firm, case included."),
        ("SHOES", "Hollowmere Patent Court Shoe Pump, Heel 80mm, Size 5", "Worn twice, soles barely marked."),
        ("CLOTHING", "Hollowmere Suede Pump, Block Heel, Navy", "Light crease at the toe, box included."),
    ],
)
def test_a_lens_of_eyewear_or_a_shoe_is_no_device(category: str, title: str, description: str) -> None:
    assert holds("function-without-status", goods(category=category, title=title, description=description)) is False


@pytest.mark.parametrize(
    ("category", "title"),
    [
        # A camera's lens and a water pump keep their working order.
        ("ELECTRONICS", "Hollowmere 50mm f/1.8 Prime Lens"),
        ("HOME_AND_GARDEN", "Hollowmere Garden Pond Pump 2000 L/h"),
        # Eyewear with a battery keeps its working order.
        ("SPORTS", "Hollowmere Heated Ski Goggle, Rechargeable, Amber Lens"),
    ],
)
def test_a_device_lens_or_pump_keeps_its_working_order(category: str, title: str) -> None:
    item = goods(category=category, title=title, description="Light scuffs on the housing, no box.")
    assert holds("function-without-status", item) is True


# --- 2. a saw pulled by hand ---


@pytest.mark.parametrize(
    "title",
    ["Hollowmere Tenon Saw 12 inch, Brass Back", "Hollowmere Folding Pruning Saw 8in", "Hollowmere Coping Saw"],
)
def test_a_hand_saw_has_no_working_order(title: str) -> None:
    item = goods(category="TOOLS", title=title, description="Teeth sharp, handle has paint marks.")
    assert holds("function-without-status", item) is False


@pytest.mark.parametrize("title", ["Hollowmere Circular Saw 190mm", "Hollowmere Mitre Saw 254mm", "Hollowmere Saw"])
def test_a_powered_or_unnamed_saw_keeps_its_working_order(title: str) -> None:
    item = goods(category="TOOLS", title=title, description="Teeth sharp, handle has paint marks.")
    assert holds("function-without-status", item) is True


# --- 3. a watch's band or bracelet ---


@pytest.mark.parametrize(
    "title",
    [
        "Hollowmere Smartwatch Band 22mm Silicone",
        "Hollowmere Watch Mesh Bracelet 20mm Steel",
        "Hollowmere Watch Bands x3",
    ],
)
def test_a_watch_band_is_worn_not_run(title: str) -> None:
    item = goods(category="JEWELRY", title=title, description="Clasp firm, light marks on the links.")
    assert holds("function-without-status", item) is False


@pytest.mark.parametrize("title", ["Hollowmere Dive Watch 40mm", "Hollowmere Smartwatch with Steel Bracelet"])
def test_a_watch_itself_keeps_its_working_order(title: str) -> None:
    item = goods(category="JEWELRY", title=title, description="Clasp firm, light marks on the case.")
    assert holds("function-without-status", item) is True


# --- 4. a book's subject, a device the item fits ---


@pytest.mark.parametrize(
    ("category", "title", "attributes"),
    [
        ("BOOKS", "The Laptop Years: Work Without Offices (Paperback)", {"Author": "A. Quill", "Format": "Paperback"}),
        ("BOOKS", "Smartphone Photography Handbook, 2nd edition", {"Author": "B. Lark", "Format": "Hardcover"}),
        (
            "ELECTRONICS",
            "Hollowmere USB-C to HDMI Display Dongle",
            {"Brand": "Hollowmere", "Compatible Devices": "iPad Pro, MacBook Air"},
        ),
        ("ELECTRONICS", "Hollowmere Stylus Pen Tips x4", {"Brand": "Hollowmere", "Compatible Model": "iPad Air 4"}),
    ],
)
def test_a_portable_named_as_subject_or_fit_is_not_the_item(
    category: str, title: str, attributes: dict[str, str]
) -> None:
    item = goods(category=category, title=title, attributes=attributes, description="Light marks, no box.")
    assert holds("battery-unstated", item) is False


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The item's own specific names the portable, beside what it fits.
        ("Hollowmere 10in Kids' Tablet 32GB", {"Type": "Tablet", "Compatible Devices": "Hollowmere keyboard"}),
        # A processor makes it a computer, whatever its title calls it.
        ("Hollowmere 14in 16GB 512GB", {"Processor": "Intel Core i5-1235U", "Compatible Devices": "USB-C docks"}),
        ("Hollowmere Pixel 7 phone 128GB", {"Brand": "Google"}),
    ],
)
def test_an_items_own_portable_keeps_its_battery_question(title: str, attributes: dict[str, str]) -> None:
    item = goods(category="ELECTRONICS", title=title, attributes=attributes, description="Light marks, no box.")
    assert holds("battery-unstated", item) is True


def test_a_book_about_phones_outside_books_keeps_the_question() -> None:
    # Only the category makes it a book: a phone titled like one is still a phone.
    item = goods(category="ELECTRONICS", title="The Hollowmere Smartphone 128GB", description="Light marks, no box.")
    assert holds("battery-unstated", item) is True


# --- 5. a drawing tablet ---


@pytest.mark.parametrize(
    "title", ["Hollowmere Drawing Tablet 10x6 in", "Hollowmere Pen Tablet Small", "Hollowmere Graphics Tablet, Wired"]
)
def test_a_drawing_tablet_holds_no_battery_to_state(title: str) -> None:
    item = goods(category="ELECTRONICS", title=title, description="USB cable and spare nibs included.")
    assert holds("battery-unstated", item) is False


@pytest.mark.parametrize("title", ["Hollowmere Tablet 10in 64GB", "Hollowmere Android Tablet 10in with Pen"])
def test_a_tablet_computer_keeps_its_battery_question(title: str) -> None:
    item = goods(category="ELECTRONICS", title=title, description="Screen clean, pen included.")
    assert holds("battery-unstated", item) is True


# --- 6. a messenger the item was tested over, a snap-on fastening, the marketplace's own app ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Hollowmere 14in Laptop", "Tried video calls over Skype, webcam and mic both fine; light marks on the lid."),
        ("Hollowmere Smartphone 64GB", "Tested: calls over WhatsApp and the network both clear."),
        ("Hollowmere Bike Mudguards, Pair", "Fitted by snap-on brackets, no tools needed."),
        ("Hollowmere Plant Pots x6", "Questions welcome, message us on the eBay app any time."),
    ],
)
def test_a_messenger_as_test_fastening_or_the_marketplace_app_is_no_contact(title: str, description: str) -> None:
    assert holds("messenger-or-webmail", goods(title=title, description=description)) is False


@pytest.mark.parametrize(
    "description",
    [
        "Call me over WhatsApp for a better price.",
        "Add me on snap for more photos: potsbyjo.",
        "Message me on the Depop app for a bundle.",
        "Questions? Reach us via WhatsApp.",
    ],
)
def test_a_messenger_to_reach_the_seller_stays_caught(description: str) -> None:
    assert holds("messenger-or-webmail", goods(title="Hollowmere Plant Pots x6", description=description)) is True


# --- 7. a device that makes QR codes ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Hollowmere Graphing Calculator", "Tested every menu: tables, statistics and QR code generation all fine."),
        ("Hollowmere Label Printer", "Handles text, barcodes and QR code creation from its keypad."),
    ],
)
def test_a_device_making_qr_codes_points_nowhere(title: str, description: str) -> None:
    assert holds("elsewhere-online", goods(title=title, description=description)) is False


@pytest.mark.parametrize(
    "description",
    ["Sizing help: scan the QR code on the box.", "The QR code generating this season's catalogue is on the tag."],
)
def test_one_qr_code_for_the_buyer_stays_caught(description: str) -> None:
    assert holds("elsewhere-online", goods(title="Hollowmere Label Printer", description=description)) is True
