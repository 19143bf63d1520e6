"""Recall classes (issue 19, twenty-fifth round, fresh set): shapes the rules reviewer missed on blind-dev-v32 (kayak,
canoe and climbing gear and amateur astronomy; yarn, fabric and haberdashery shops, sewing-machine repairers and craft
rooms cleared), read per case after it was scored unread.

1. The sale moved off this listing by the seller's own hand: the listing ended early for the buyer, the money sent to
   the seller "directly", the order placed elsewhere "instead of here", the fees both sides are kept out of. A parcel
   sent back "to us directly", or an auction the seller will not end early, moves no sale.
2. A UK number whose six-digit local part is written as two threes ("01632 960 418"), the way UK numbers are as often
   grouped as the library's own "01632 960418", with no request to call around it. A code named in its sentence (a
   label, a batch, a serial) is no number.
3. The brand specific says the item has no maker ("Unbranded", "Generic", "Does not apply") while the description reads
   the maker's name off the item in the seller's words: the name before the mark that carries it and where it sits
   ("Tamsett stamp under the seat"), or after what the box or label says ("the box says Quillby"). A label's material,
   a care label, initials engraved for an owner, or a common word is no maker.
4. A title that sells the item boxed over a description where the seller never had the box ("I've never had the
   original box"). A box never opened is still a box.
5. A craft room's machines (a knitting, embroidery, quilting or cutting machine, a yarn, ball or bobbin winder) and a
   motor drive turn, feed or track, or do not: their working order is the buyer's question, and the machine's own
   verbs said with how well ("winds fine", "stitches evenly") answer it. The machine's yarn, cones or mats do not work.

Every listing here is written for the test, in other product domains than the listings that showed each class; none
is copied from a dataset or a real listing.
"""

from __future__ import annotations

from typing import Any

import pytest

from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import caught, detected, listing

OFF = FindingCode.OFF_PLATFORM_TRANSACTION
CONTACT = FindingCode.CONTACT_INFO_IN_LISTING
REQUIRED = FindingCode.REQUIRED_DETAILS_MISSING
CONFLICT = FindingCode.CONDITION_CONFLICT
STATUS = FindingCode.FUNCTIONAL_STATUS_MISSING


def item(**overrides: Any) -> Listing:
    values: dict[str, Any] = {
        "category": "COLLECTIBLES",
        "condition": ListingCondition.USED,
        "title": "Carved oak bread board",
        "description": "Oak board with knife marks across the middle and a small chip on one corner.",
        "attributes": {"Brand": "Ashworth", "Material": "Oak"},
    }
    values.update(overrides)
    return listing(**values)


# --- 1. the sale moved off this listing ---


@pytest.mark.parametrize(
    "said",
    [
        "Local to Bristol? Message first and I'll end this one early so you can collect.",
        "Five pounds off if you would rather send the money to us directly, message for details.",
        "The same prints are in our studio shop, order them there instead of here and save.",
        "Collect it and we settle up face to face, keeps both of us out of the fees.",
    ],
)
def test_a_sale_moved_off_this_listing(said: str) -> None:
    assert OFF in detected(item(description=f"Light scratch on the frame. {said}"))


@pytest.mark.parametrize(
    "said",
    [
        "Bids close Sunday; I will not end this early, whatever the offer.",
        "Returns are free: send the parcel back to us directly with the prepaid label.",
        "Order the matching frame from this listing instead of separately, postage is combined.",
        "The app's fees are what kept me out of selling online until now.",
    ],
)
def test_a_sale_that_stays_here(said: str) -> None:
    assert OFF not in caught(item(description=f"Light scratch on the frame. {said}"))


# --- 2. a UK number written in threes ---


@pytest.mark.parametrize(
    ("said", "attributes"),
    [
        ("Small chip on the rim.", {"Brand": "Ashdown", "Trade Counter": "01632 960 771 ask for Priya"}),
        ("Small chip on the rim. Workshop 01632 960 215, weekdays.", {"Brand": "Ashdown"}),
        ("Two scuffs on the base. Orders: 07700 900 482.", {"Brand": "Ashdown"}),
    ],
)
def test_a_uk_number_written_in_threes(said: str, attributes: dict[str, str]) -> None:
    assert CONTACT in detected(item(description=said, attributes=attributes))


@pytest.mark.parametrize(
    "said",
    [
        "Small chip on the rim. Part No. 01632 960 418 on the base.",
        "Small chip on the rim. Serial 01632 960 418 under the lid.",
        "Small chip on the rim. The glaze batch on the foot is 01632 960 512, for matching spares.",
        "Small chip on the rim. Sizes 10 120 418 mm on the sticker.",
    ],
)
def test_codes_in_threes_are_no_number(said: str) -> None:
    assert CONTACT not in detected(item(description=said))


# --- 3. the maker read off the item, the brand specific withheld ---


@pytest.mark.parametrize(
    ("title", "said", "brand"),
    [
        (
            "Child's Windsor Chair, Elm Seat",
            "Elm seat with a split along the grain. Tamsett stamp under the seat.",
            "Unbranded",
        ),
        ("Cast Iron Door Stop, Fox", "Paint worn off the ears and tail. Kellowmere logo on the base.", "Generic"),
        (
            "Tin Spinning Top with Plunger",
            "Rust spots on the plunger, the box says Quillby Toys on the lid.",
            "Does not apply",
        ),
        (
            "Stoneware Bread Crock",
            "Hairline crack inside the lid. The base reads Drummond Pottery, faintly.",
            "Unbranded",
        ),
    ],
)
def test_the_maker_read_off_the_item(title: str, said: str, brand: str) -> None:
    assert REQUIRED in detected(item(title=title, description=said, attributes={"Brand": brand, "Material": "Mixed"}))


@pytest.mark.parametrize(
    ("said", "brand"),
    [
        ("Leather tag inside the lid, scuffs on the corners.", "Unbranded"),
        ("Care label inside says Hand Wash, a small hole by the hem.", "Unbranded"),
        ("Engraved on the back, it reads 'T.J.M.' in script, light scratches.", "Unbranded"),
        ("The card reads Happy Birthday, corner creased.", "Generic"),
        ("Tamsett stamp under the seat, split along the grain.", "Tamsett"),
    ],
)
def test_no_maker_read_off_the_item(said: str, brand: str) -> None:
    assert REQUIRED not in detected(item(description=said, attributes={"Brand": brand, "Material": "Mixed"}))


# --- 4. boxed in the title, the box never had ---


@pytest.mark.parametrize(
    "said",
    [
        "Light wear on the hinges. I have never had the original box for this one, it comes wrapped.",
        "Glass is clean. It hasn't come with a box since I bought it at a fair.",
    ],
)
def test_boxed_title_over_a_box_never_had(said: str) -> None:
    assert CONFLICT in detected(item(title="Pocket compass, boxed, brass", description=said))


@pytest.mark.parametrize(
    "said",
    [
        "Light wear on the hinges. I have never had the box opened, it stays sealed.",
        "Glass is clean. I have never had a problem with it.",
    ],
)
def test_boxed_title_with_its_box(said: str) -> None:
    assert CONFLICT not in detected(item(title="Pocket compass, boxed, brass", description=said))


# --- 5. a craft room's machines have a working order ---


@pytest.mark.parametrize(
    ("title", "said"),
    [
        ("Plastic Yarn Ball Winder, Table Clamp", "Housing slightly yellowed, two scuffs on the crank."),
        ("Punch Card Knitting Machine in Case", "Case has a cracked corner, needle bed clean."),
        ("Computerised Embroidery Machine, 5x7 Hoop", "Scratch on the bed, hoop included."),
        ("Bench Bobbin Winder, Cream", "Paint chipped on the base."),
    ],
)
def test_a_craft_machine_has_a_working_order(title: str, said: str) -> None:
    assert STATUS in detected(item(title=title, description=said, category="CRAFTS", attributes={"Brand": "Loomwell"}))


@pytest.mark.parametrize(
    ("title", "said"),
    [
        ("Plastic Yarn Ball Winder, Table Clamp", "Housing slightly yellowed, winds fine and evenly."),
        ("Knitting Machine Yarn Cones x 4, Grey", "Four cones, one has a dented core."),
        ("Punch Card Knitting Machine in Case", "Case has a cracked corner; stitches evenly on a test swatch."),
        ("Cutting Machine Mats x 3, Light Grip", "Three mats, the grip is worn on one."),
    ],
)
def test_a_craft_machine_said_to_work_or_no_machine(title: str, said: str) -> None:
    assert STATUS not in detected(
        item(title=title, description=said, category="CRAFTS", attributes={"Brand": "Loomwell"})
    )


# --- 6. a payload is what the item carries ---

MISMATCH = FindingCode.PRODUCT_DETAIL_MISMATCH


@pytest.mark.parametrize(
    ("title", "said", "attributes"),
    [
        (
            "Aluminium Rear Pannier Rack",
            "Scuffs on the top plate. Carried two 12 kg panniers every week without a wobble.",
            {"Brand": "Cargwell", "Payload": "30 kg"},
        ),
        (
            "Camera Slider 80 cm, Carbon Rails",
            "Rails clean, one foot scratched. Ran a 3 kg cine rig along it smoothly.",
            {"Brand": "Cargwell", "Payload": "8 kg"},
        ),
    ],
)
def test_a_payload_is_not_the_items_own_measure(title: str, said: str, attributes: dict[str, str]) -> None:
    assert MISMATCH not in detected(item(title=title, description=said, attributes=attributes))


def test_the_items_own_weight_still_disagrees() -> None:
    said = "Scuffs on the top plate. The rack itself weighs 3 kg on my scale."
    attributes = {"Brand": "Cargwell", "Payload": "30 kg", "Weight": "1.2 kg"}
    assert MISMATCH in detected(item(title="Aluminium Rear Pannier Rack", description=said, attributes=attributes))
