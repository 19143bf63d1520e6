"""Precision classes (issue 19, sixth round): honest shapes that read as violations word by word.

Each class has near misses (the honest shape, which must stay quiet) and the positives the same detector must
keep catching. Every listing here is written for the test; none is copied from a dataset.
"""

from __future__ import annotations

import pytest

from services import detectors, shapes
from services.records import Listing
from services.vocabulary import ListingCondition
from tests.generation.data import listing


def item(**overrides: object) -> Listing:
    values: dict[str, object] = {
        "title": "Cordless Stick Vacuum Grey",
        "description": "Runs on both power settings. Light scuff on the bin.",
        "category": "HOME_AND_KITCHEN",
        "attributes": {"Brand": "Vaxon"},
    }
    values.update(overrides)
    return listing(**values)


# --- kinds that share a word are a list, not a repeated search word ---------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Robot Vacuum Cleaner, Grey", "Spares in the box: side brush, main brush, corner brush and edge brush."),
        ("18V Combi Drill Kit", "Bits included: Masonry Bit, Wood Bit, Tile Bit, Metal Bit. Drills and hammers fine."),
        (
            "Dishwasher Filter Kit",
            "A three-part kit (fine filter, outer filter and mesh filter) cut to the maker's size.",
        ),
    ],
)
def test_kinds_that_share_a_noun_are_not_keyword_spam(title: str, description: str) -> None:
    assert detectors.keyword_spam(item(title=title, description=description)) is None


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Running Trainers", "Good trainers. trainers running trainers gym trainers sneakers trainers"),
        ("Stoneware Mug", "In the box: mug, coffee mug, tea mug, gift mug, latte mug"),
        ("Running Shoes", "shoes shoes running shoes sneakers shoes"),
    ],
)
def test_the_item_s_own_word_said_over_and_over_is_still_keyword_spam(title: str, description: str) -> None:
    assert detectors.keyword_spam(item(title=title, description=description)) is not None


def test_a_list_of_kinds_needs_distinct_short_items() -> None:
    text = "brush, brush, brush and brush"
    assert not shapes.lists_kinds(text, 0, len(text), "brush", "Robot vacuum")
    text = "side brush, main brush and edge brush"
    assert shapes.lists_kinds(text, text.index("brush"), len(text), "brush", "Robot vacuum")


# --- a title's own word in another form is no misspelling of it --------------------------------------------------


def test_a_title_word_in_the_singular_is_not_a_misspelling() -> None:
    soldiers = item(
        title="Painted Lead Soldiers Collection",
        description="Boxed set.\nGrenadier Soldier Drummer Collections Mounted Cavalry",
        category="COLLECTIBLES",
        attributes={"Brand": "Unbranded"},
    )
    assert detectors.keyword_spam(soldiers) is None


def test_misspellings_of_the_title_s_words_are_still_keyword_spam() -> None:
    misspelt = item(
        title="Painted Lead Soldiers Collection",
        description="Boxed set.\nLead Soldeirs Colection Grenadier Drummer Cavalry",
        category="COLLECTIBLES",
        attributes={"Brand": "Unbranded"},
    )
    assert detectors.keyword_spam(misspelt) is not None


def test_word_forms_cover_plurals_possessives_and_hyphens_only() -> None:
    forms = shapes.word_forms(["figures", "collector's", "hand-painted"])
    assert {"figure", "figures", "collector", "collectors", "hand", "painted"} <= forms
    assert "figurine" not in forms


# --- a screen class in whole inches --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "screen"), [('ZenBook 14" OLED Laptop', "14.5 in"), ('Gaming Laptop 16" RTX', "15.6 in")]
)
def test_a_screen_named_by_its_class_is_no_mismatch(title: str, screen: str) -> None:
    laptop = item(title=title, category="ELECTRONICS", attributes={"Brand": "Asus", "Screen Size": screen})
    assert detectors.product_detail_mismatch(laptop) is None


@pytest.mark.parametrize(
    ("title", "screen"), [('ZenBook 13" OLED Laptop', "14.5 in"), ('Gaming Laptop 17" RTX', "15.6 in")]
)
def test_another_screen_class_is_still_a_mismatch(title: str, screen: str) -> None:
    laptop = item(title=title, category="ELECTRONICS", attributes={"Brand": "Asus", "Screen Size": screen})
    assert detectors.product_detail_mismatch(laptop) is not None


# --- specifics that count different things ----------------------------------------------------------------------


def test_a_count_specific_that_agrees_with_the_title_wins() -> None:
    boxes = item(
        title="Glass Meal Prep Boxes, 16 Piece Set",
        description="Eight boxes with eight clip lids, 16 pieces in all.",
        attributes={"Brand": "Kilnware", "Number of Pieces": "16", "Unit Count": "8"},
    )
    assert detectors.product_detail_mismatch(boxes) is None


def test_a_count_specific_that_disagrees_alone_is_still_a_mismatch() -> None:
    glasses = item(
        title="Set of 6 Wine Glasses",
        description="Clear glasses, no chips.",
        attributes={"Brand": "Kilnware", "Number of Items": "4"},
    )
    assert detectors.product_detail_mismatch(glasses) is not None


# --- a word that names a powered thing inside another thing's name --------------------------------------------


@pytest.mark.parametrize(
    ("title", "kind", "category"),
    [
        ("Wooden Jigsaw 500 Pieces Harbour Scene", "Jigsaw puzzle", "TOYS"),
        ("Oak Console, Hallway, Two Drawers", "Console table", "FURNITURE"),
    ],
)
def test_a_type_specific_that_names_another_thing_has_no_function(title: str, kind: str, category: str) -> None:
    thing = item(
        title=title,
        description="All pieces there, box corners scuffed.",
        category=category,
        attributes={"Brand": "Unbranded", "Type": kind},
    )
    assert detectors.functional_status_missing(thing) is None


@pytest.mark.parametrize(
    ("title", "kind"), [("Cordless Jigsaw 18V Body Only", "Jigsaw"), ("Bench Drill Press", "Pillar drill")]
)
def test_a_type_specific_that_names_the_tool_keeps_the_function(title: str, kind: str) -> None:
    tool = item(
        title=title,
        description="Scuffed casing, blade guard has a chip.",
        category="TOOLS",
        attributes={"Brand": "Unbranded", "Type": kind},
    )
    assert detectors.functional_status_missing(tool) is not None


# --- a hedge about the seller's effort is no hedge about the item -------------------------------------------------


def test_an_effort_hedged_leaves_the_condition_note_standing() -> None:
    vacuum = item(description="Runs fine. The wand and bin have scratches, the roller was cleaned as much as I could.")
    assert detectors.condition_details_missing(vacuum) is None


@pytest.mark.parametrize(
    "description",
    ["Runs fine. The item may have scratches from use.", "Runs fine. It could show marks, as best we can tell."],
)
def test_stock_hedged_condition_text_still_says_nothing(description: str) -> None:
    assert detectors.condition_details_missing(item(description=description)) is not None


# --- one closing exclamation mark ------------------------------------------------------------------------------


@pytest.mark.parametrize("title", ["Handmade Oak Bird Box!", "Retro Teak Side Table, Lovely Grain!"])
def test_one_closing_mark_in_a_plain_title_is_not_a_promotion(title: str) -> None:
    assert detectors.promotional_title(item(title=title, condition=ListingCondition.USED)) is None


@pytest.mark.parametrize(
    "title", ["Oak Bird Box NEW!", "HANDMADE OAK BIRD BOX Lovely!", "Oak Bird Box!!", "Oak Bird Box !"]
)
def test_a_mark_that_shouts_repeats_or_stands_alone_is_still_a_promotion(title: str) -> None:
    assert detectors.promotional_title(item(title=title)) is not None


# --- compatibility given after the name, or between two systems -------------------------------------------------


@pytest.mark.parametrize(
    ("title", "brand"),
    [
        ("Keurig Compatible Coffee Pods, 48 Count", "Brewhaus"),
        ("Camera Adapter Canon EF to Sony E Mount", "Fotodiox"),
        ("Lens Mount Adapter Olympus OM to Nikon Z", "Urth"),
    ],
)
def test_a_maker_named_as_compatibility_is_not_the_listing_s_brand(title: str, brand: str) -> None:
    accessory = item(title=title, description="New in the retail box.", condition=ListingCondition.NEW,
                     category="CAMERAS", attributes={"Brand": brand})  # fmt: skip
    assert detectors.product_detail_mismatch(accessory) is None


@pytest.mark.parametrize(
    ("title", "brand"),
    [("Keurig K-Mini Coffee Maker Black", "Brewhaus"), ("Canon EF 50mm f/1.8 STM Lens", "Fotodiox")],
)
def test_a_title_that_opens_with_another_maker_is_still_a_mismatch(title: str, brand: str) -> None:
    thing = item(title=title, description="New in the retail box.", condition=ListingCondition.NEW,
                 category="CAMERAS", attributes={"Brand": brand})  # fmt: skip
    assert detectors.product_detail_mismatch(thing) is not None


# --- a universal item's list of makers ------------------------------------------------------------------------


def test_the_makers_a_universal_item_fits_are_not_keyword_spam() -> None:
    remote = item(
        title="Universal TV Remote for Samsung LG Sony Panasonic Philips",
        description="Programmable universal remote, two AAA batteries needed.",
        condition=ListingCondition.NEW,
        category="ELECTRONICS",
        attributes={"Brand": "RemoteCo", "Model": "U5"},
    )
    assert detectors.keyword_spam(remote) is None


def test_a_list_of_makers_on_an_item_that_fits_one_is_still_keyword_spam() -> None:
    case = item(
        title="Phone Case for iPhone Samsung Pixel Motorola Nokia",
        description="Slim clear case for the iPhone 15.",
        condition=ListingCondition.NEW,
        category="CELL_PHONE_ACCESSORIES",
        attributes={"Brand": "CaseCo", "Compatible Brand": "Apple, Samsung, Google, Motorola, Nokia"},
    )
    assert detectors.keyword_spam(case) is not None


# --- a pack of N against the number of packs ----------------------------------------------------------------------


def test_a_pack_of_n_agrees_with_the_item_count() -> None:
    cells = item(
        title="AAA Batteries 16 Pack Alkaline",
        description="Sixteen batteries in four blister packs of four.",
        condition=ListingCondition.NEW,
        attributes={"Brand": "Voltix", "Number of Items": "16", "Number of Packs": "4"},
    )
    assert detectors.product_detail_mismatch(cells) is None


def test_a_pack_count_no_specific_states_is_still_a_mismatch() -> None:
    cells = item(
        title="AAA Batteries 16 Pack Alkaline",
        description="Alkaline cells, long expiry.",
        condition=ListingCondition.NEW,
        attributes={"Brand": "Voltix", "Number of Packs": "4"},
    )
    assert detectors.product_detail_mismatch(cells) is not None


# --- the trades' condition words --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Hardback, 1987. Corners bumped, dust jacket sunned on the spine.",
        "Paperback, spine uncreased, pages clean.",
        "Soy candle, lit twice, about 80% left.",
        "Wool jumper, light pilling under the arms, cuffs pilled.",
    ],
)
def test_the_trades_condition_words_are_condition_details(description: str) -> None:
    used = item(title="Second-hand item", description=description, category="BOOKS", attributes={"Brand": "Unbranded"})
    assert detectors.condition_details_missing(used) is None


@pytest.mark.parametrize("description", ["Hardback, 1987. Good condition.", "Soy candle, a lovely scent."])
def test_a_used_item_with_no_condition_word_still_misses_details(description: str) -> None:
    used = item(title="Second-hand item", description=description, category="BOOKS", attributes={"Brand": "Unbranded"})
    assert detectors.condition_details_missing(used) is not None


# --- the maker's line printed on the product ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Boxed. The manufacturer's helpline on the box reads 1-800-555-0199.",
        "Label inside the lid printed with 0800 123 4567 for spares.",
    ],
)
def test_a_number_printed_on_the_product_is_not_the_seller_s(text: str) -> None:
    boxed = item(description=f"Runs on both settings, scuff on the bin. {text}")
    assert detectors.contact_details(boxed) is None


@pytest.mark.parametrize(
    "text",
    [
        "Any questions call me on 1-800-555-0199.",
        "Our customer service line is 0800 123 4567.",
        "Printed on the box, but you can also ring me: 07700 900123.",
    ],
)
def test_a_number_in_the_seller_s_voice_is_still_contact_information(text: str) -> None:
    boxed = item(description=f"Runs on both settings, scuff on the bin. {text}", locale="en-GB")
    assert detectors.contact_details(boxed) is not None


@pytest.mark.parametrize(
    "description",
    ["Rubber feet slightly sticky.", "Leather covering lifting slightly at one corner.", "Veneer peeling on the lid."],
)
def test_sticky_lifting_and_peeling_are_condition_details(description: str) -> None:
    assert detectors.condition_details_missing(item(description=f"Runs fine. {description}")) is None


@pytest.mark.parametrize(
    "description", ["Small paint chip on the base.", "A glaze chip under the handle.", "Paint rub on the bow."]
)
def test_a_chip_or_rub_named_by_what_it_took_is_a_condition_detail(description: str) -> None:
    assert detectors.condition_details_missing(item(description=f"Runs fine. {description}")) is None


@pytest.mark.parametrize(
    "description", ["Runs fine. Comes with a spare chip for the reader.", "Runs fine. Rub with a dry cloth."]
)
def test_a_chip_or_a_rub_that_is_no_damage_is_no_condition_detail(description: str) -> None:
    assert detectors.condition_details_missing(item(description=description)) is not None


# --- recall: a phone number whose last group is written in words --------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["Questions? call 555-201-seventeen 42 after six.", "Texts to 555 201 9nine87 only.", "(555) 201-four4four4"],
)
def test_a_phone_number_with_its_last_group_in_words_is_contact_information(text: str) -> None:
    assert detectors.contact_details(item(description=f"Runs fine, scuff on the bin. {text}")) is not None


@pytest.mark.parametrize(
    "text", ["Part 123-456-A2 fits the older model.", "Shelves 100-200-300 mm apart, one of three."]
)
def test_codes_and_measurements_with_words_after_them_are_not_phone_numbers(text: str) -> None:
    assert detectors.contact_details(item(description=f"Runs fine, scuff on the bin. {text}")) is None


def test_a_cardinal_number_in_words_is_not_a_phone_number() -> None:
    puzzle = item(description="Runs fine, scuff on the bin. Puzzle of Two Thousand Five Hundred Pieces, all there.")
    assert detectors.contact_details(puzzle) is None


def test_a_number_said_the_way_phones_are_said_is_still_contact_information() -> None:
    said = item(description="Runs fine, scuff on the bin. Ring oh seven seven hundred nine hundred one two three.")
    assert detectors.contact_details(said) is not None


@pytest.mark.parametrize(
    "description",
    [
        "Top has sun bleaching on one half.",
        "Trigger has some shine from use.",
        "Grip rubber gone slightly shiny.",
    ],
)
def test_sun_handling_and_a_shutter_count_are_condition_details(description: str) -> None:
    assert detectors.condition_details_missing(item(description=f"Runs fine. {description}")) is None


@pytest.mark.parametrize(
    "description", ["Runs fine. Polished to a lovely shine.", "Runs fine. Bleach-free cleaning only."]
)
def test_a_shine_given_or_a_bleach_avoided_is_no_condition_detail(description: str) -> None:
    assert detectors.condition_details_missing(item(description=description)) is not None
