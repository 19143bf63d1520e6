"""Precision classes (issue 19, eighth round): text a listing carries that is not said of the item.

Each class has near misses (the honest shape, which must stay quiet) and the positives the same check must keep
catching. Every listing here is written for the test; none is copied from a dataset.
"""

from __future__ import annotations

import pytest

from services import detectors, shapes
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import listing


def conflict(item: Listing) -> str | None:
    found = detectors.condition_conflict(item)
    return None if found is None else found.listing_quote


# --- a shop's grading legend ------------------------------------------------------------------------------------

LEGEND = (
    "HOW WE GRADE\n"
    "Grade A: like new, no marks you can see.\n"
    "Grade B: light scuffs on the casing.\n"
    "Grade C: heavy wear, deep scratches or a cracked corner.\n"
    "\n"
)


def used_tablet(description: str, title: str = "Slate 10 Tablet 64GB Silver") -> Listing:
    return listing(
        title=title,
        description=description,
        category="ELECTRONICS",
        attributes={"Brand": "Slatewise", "Model": "Slate 10"},
    )


@pytest.mark.parametrize(
    "description",
    [
        LEGEND + "This tablet: Grade B. A faint scuff on the back near the camera. Tested: charges, touch, Wi-Fi.",
        "Our scale\nMint - as new\nVery good - small marks from light use\nFair - dents and a cracked hinge\n\n"
        "This one is very good: two small marks on the lid.",
    ],
)
def test_a_shop_s_grading_legend_is_no_grade_of_the_item(description: str) -> None:
    assert conflict(used_tablet(description)) is None


@pytest.mark.parametrize(
    "description",
    [
        # The item's own grade, outside the legend, over the damage it names.
        LEGEND + "This tablet is like new, but the screen is cracked across the middle.",
        "Mint condition. Heavy scratches across the back and a broken charging port.",
    ],
)
def test_a_top_grade_said_of_the_item_over_damage_is_still_a_conflict(description: str) -> None:
    assert conflict(used_tablet(description)) is not None


def test_two_grade_lines_are_no_legend() -> None:
    text = "Grade A: the screen.\nGrade C: the case.\n"
    assert shapes.grading_legends(text) == []
    assert shapes.grading_legends("A: one\nB: two\nC: three\n") != []


# --- returns terms, questions and what the product is made for, under New ----------------------------------------


def new_item(description: str, title: str = "Ceramic Teapot 1.2 L, White") -> Listing:
    return listing(
        title=title,
        description=description,
        condition=ListingCondition.NEW,
        category="HOME_AND_GARDEN",
        attributes={"Brand": "Kilnworth", "Model": "TP-12"},
    )


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Ceramic Teapot 1.2 L, White", "New in its box. Should it be broken in transit, we refund you in full."),
        ("Ceramic Teapot 1.2 L, White", "New. If the parcel arrives damaged, send us a photo and we replace it."),
        ("Ceramic Teapot 1.2 L, White", "New, boxed. A chip or a crack on arrival? Message us through the site."),
        ("Repair Serum 50 ml for Dry and Damaged Skin", "New and sealed, 50 ml pump bottle."),
        ("Non-Scratch Scrub Pads, 10 Pack", "New, ten pads in a resealable bag."),
        ("Denim Jacket Distressed-Look Blue", "New with tags. The ripped look is printed on, part of the design."),
    ],
)
def test_terms_questions_and_made_for_words_are_no_sign_of_use(title: str, description: str) -> None:
    assert conflict(new_item(description, title)) is None


@pytest.mark.parametrize(
    "description",
    [
        "New. The lid arrived damaged in the post to me, a chip on the rim.",
        "New teapot, though the spout is chipped and the base is cracked.",
        "Opened for photos, used once for a tea party.",
    ],
)
def test_damage_or_use_said_of_the_item_is_still_a_conflict_under_new(description: str) -> None:
    assert conflict(new_item(description)) is not None


def test_returns_terms_about_wear_leave_a_used_listing_alone() -> None:
    coat = listing(
        title="Wool Coat Size M Charcoal",
        description="Worn for two winters, a small pull on the left cuff. Returns: must be sent back unworn as sent.",
        category="CLOTHING",
        attributes={"Brand": "Northfold", "Size": "M"},
    )
    assert conflict(coat) is None


# --- new claims said of a part of a used item ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Played with for a month, a light scuff on the base. The spare tokens are still sealed in their bag.",
        "Light scratches on the lid. The casing was never opened, screws untouched. Powers on, all keys work.",
        "Two pens are unused, the rest were written with and have worn clips.",
        "Sticker sheets from the 90s: 12 unused, 3 peeled and stuck back.",
    ],
)
def test_a_new_claim_about_a_part_of_a_used_item_is_no_conflict(description: str) -> None:
    assert conflict(used_tablet(description, title="Board Game Bundle")) is None


@pytest.mark.parametrize(
    "description",
    [
        "Factory sealed, never opened.",
        "Still sealed in the original box. Every used item we sell is cleaned and bagged.",
        "Unused, kept in a drawer since it was bought.",
    ],
)
def test_a_new_claim_about_a_used_item_is_still_a_conflict(description: str) -> None:
    assert conflict(used_tablet(description)) is not None


@pytest.mark.parametrize(
    ("title", "expected"),
    [("Fountain Pen Black Resin Fine Nib", None), ("Fountain Pen Black Resin BNIB", "BNIB")],
)
def test_new_in_box_abbreviations_count_in_capitals_only(title: str, expected: str | None) -> None:
    pen = listing(title=title, description="Writes smoothly, a light mark on the cap.", category="OFFICE")
    assert conflict(pen) == expected


def test_a_flaw_in_a_list_that_no_heads_is_denied() -> None:
    vase = listing(
        title="Porcelain Vase 20 cm Mint",
        description="Checked under a lamp: no chips, cracks, crazing or repairs. 20 cm tall.",
        category="COLLECTIBLES",
        attributes={"Brand": "Kilnworth"},
    )
    assert conflict(vase) is None
    broken = listing(
        title="Porcelain Vase 20 cm Mint",
        description="No box, cracked base and a chip on the rim.",
        category="COLLECTIBLES",
        attributes={"Brand": "Kilnworth"},
    )
    assert conflict(broken) is not None


@pytest.mark.parametrize(
    "description", ["Worn four times, outsole like new, small crease on the toe.", "Dent on the lid, screen flawless."]
)
def test_a_top_grade_of_one_part_without_a_verb_is_no_grade_of_the_item(description: str) -> None:
    assert "like new" not in shapes.without_part_grades(description)
    assert "flawless" not in shapes.without_part_grades(description)


# --- a generation in roman numerals -------------------------------------------------------------------------------


def camera(title: str, model: str) -> Listing:
    return listing(title=title, description="Body only, tested.", attributes={"Brand": "Lumora", "Model": model})


@pytest.mark.parametrize(
    ("title", "model"),
    [("Lumora Z6 III Camera Body", "Z6 II"), ("Lumora Z6 Mark IV Body", "Z6 Mark II")],
)
def test_another_roman_generation_in_the_title_is_a_mismatch(title: str, model: str) -> None:
    found = detectors.product_detail_mismatch(camera(title, model))
    assert found is not None
    assert found.code is FindingCode.PRODUCT_DETAIL_MISMATCH


@pytest.mark.parametrize(
    ("title", "model"),
    [("Lumora Z6 II Camera Body", "Z6 II"), ("Lumora Z6 Camera Body", "Z6 II"), ("Lumora Z6 II Body", "Z6")],
)
def test_the_same_or_no_roman_generation_is_no_mismatch(title: str, model: str) -> None:
    assert detectors._numeral_generation_conflict(camera(title, model)) is None


# --- "fully functional" over a named fault --------------------------------------------------------------------------


def console(description: str, title: str = "Game Console 1TB Black") -> Listing:
    return listing(title=title, description=description, attributes={"Brand": "Playfield", "Model": "PF-2"})


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Game Console 1TB Black Fully Working", "Bench notes: the tray does not always read discs. Light scuffs."),
        ("Game Console 1TB Black", "Fully functional. It turned itself off twice in a long session; scuff on top."),
    ],
)
def test_fully_functional_over_a_named_fault_is_no_working_state(title: str, description: str) -> None:
    found = detectors.functional_status_missing(console(description, title))
    assert found is not None
    assert found.code is FindingCode.FUNCTIONAL_STATUS_MISSING


@pytest.mark.parametrize(
    "description",
    [
        "Fully functional except the disc tray, which does not always read discs. Light scuffs.",
        "Fully functional: games load, both controllers pair, no fault found. Light scuffs on top.",
        "Tested for an hour: reads every disc, pairs both pads. Does not hold a charge? Not an issue: mains only.",
    ],
)
def test_a_qualified_claim_or_no_fault_keeps_the_working_state(description: str) -> None:
    assert detectors._full_function_over_fault(console(description)) is None


# --- contact words and payment names that are part of the item's name --------------------------------------------


def codes(item: Listing) -> set[FindingCode]:
    return {detection.code for detection in detectors.detect(item)}


def paperback(title: str, description: str, book_title: str) -> Listing:
    return listing(
        title=title,
        description=description,
        category="BOOKS",
        attributes={"Author": "Mara Quill", "Book Title": book_title, "Format": "Paperback"},
    )


@pytest.mark.parametrize(
    ("title", "book_title"),
    [
        ("Letters to @nowhere: Poems by Mara Quill Paperback", "Letters to @nowhere: Poems"),
        ("Cashless: Venmo, Zelle and the Money in Our Phones by Mara Quill", "Cashless: Venmo, Zelle and the Money"),
    ],
)
def test_contact_or_payment_words_in_a_work_s_own_title_name_the_book(title: str, book_title: str) -> None:
    found = codes(paperback(title, "Paperback, 2020, spine uncreased, a light mark on the back cover.", book_title))
    assert FindingCode.CONTACT_INFO_IN_LISTING not in found
    assert FindingCode.OFF_PLATFORM_TRANSACTION not in found


@pytest.mark.parametrize(
    "description",
    [
        "Paperback, 2020, light mark on the cover. Pay me with Venmo and I post it the same day.",
        "Paperback, 2020. Questions? Text me at 415-555-0123.",
    ],
)
def test_a_payment_route_or_a_number_beside_such_a_book_still_counts(description: str) -> None:
    found = codes(paperback("Letters to @nowhere: Poems by Mara Quill", description, "Letters to @nowhere: Poems"))
    assert found & {FindingCode.CONTACT_INFO_IN_LISTING, FindingCode.OFF_PLATFORM_TRANSACTION}


@pytest.mark.parametrize(
    "description",
    [
        "Twelve songs, among them 'Text Me at Midnight' and 'Harbour Lights'. Disc plays cleanly, case cracked.",
        'Clear stamp set with sentiments: "call me!", "miss you" and "well done". Used once, inked and cleaned.',
    ],
)
def test_quoted_contact_words_are_a_name(description: str) -> None:
    item = listing(title="Songs and Stamps", description=description, category="MUSIC", attributes={"Brand": "Ink"})
    assert FindingCode.CONTACT_INFO_IN_LISTING not in codes(item)


@pytest.mark.parametrize(
    "description",
    ["Used once. Call me on 'the shop line' after six.", "Used once, inked and cleaned. Call me after six to collect."],
)
def test_contact_words_asking_the_buyer_still_count(description: str) -> None:
    item = listing(title="Stamp set", description=description, category="CRAFTS", attributes={"Brand": "Ink"})
    assert FindingCode.CONTACT_INFO_IN_LISTING in codes(item)


def test_a_fastening_named_snap_ending_a_bullet_is_no_handle() -> None:
    wallet = listing(
        title="Budget Planner Binder A6",
        description="- Faux leather cover with a press snap\n- Binder rings 25 mm\n- Six zip envelopes",
        condition=ListingCondition.NEW,
        category="OFFICE",
        attributes={"Brand": "Plannery"},
    )
    assert detectors.contact_details(wallet) is None
    asked = listing(title="Planner", description="Questions? snap: plannery.shop", category="OFFICE")
    assert detectors.contact_details(asked) is not None


# --- lists of what comes with the item or what it fits, and parallel qualifiers -----------------------------------


def spam(description: str, title: str = "Cordless Stick Vacuum 2-in-1") -> str | None:
    item = listing(title=title, description=description, category="HOME_AND_GARDEN", attributes={"Brand": "Sweeply"})
    found = detectors.keyword_spam(item)
    return None if found is None else found.listing_quote


@pytest.mark.parametrize(
    "description",
    [
        "Light marks on the bin. Included: motor unit, long wand, floor head, dusting brush, crevice tool, pet tool,"
        " mini tool, charger, wall clip.",
        "Tested, runs 30 minutes. Comes with hose foot, edge foot, corner foot, stair foot, spare filter.",
        "Refill pads that fit these models only:\nSW-100, SW-110, SW-120, SW-130, SW-140, SW-150",
        "- No parabens, no sulphates, no fragrance\n- 200 ml bottle",
    ],
)
def test_a_list_of_what_comes_or_what_it_fits_is_no_spam(description: str) -> None:
    assert spam(description) is None


@pytest.mark.parametrize(
    "description",
    [
        # A box line before a block of other makers' names does not make them the contents.
        "- Charger included\n\nDyson, Shark, Vax, Hoover, Bissell, Miele style vacuum for fans of the big names.",
        "vacuum cleaner vacuum stick vacuum cordless vacuum best vacuum cheap vacuum",
    ],
)
def test_other_makers_or_stuffing_after_a_list_line_is_still_spam(description: str) -> None:
    assert spam(description) is not None


def test_parallel_qualifiers_need_short_items_that_start_alike() -> None:
    assert shapes.parallel_qualifiers("zero sugar, zero fat, zero salt")
    assert not shapes.parallel_qualifiers("zero sugar, low fat, zero salt")
    assert not shapes.parallel_qualifiers("vacuum cleaner vacuum stick vacuum cordless vacuum")


# --- condition words of other trades ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("category", "description"),
    [
        ("AUTOMOTIVE", "Off a 2020 tourer. A few small pits in the chrome of the cover, gasket sound."),
        ("MUSIC", "Record plays through; light surface noise on side two, label clean."),
        ("CLOTHING", "Hem slightly stretched, some bobbles under the arms. Pit to pit 20 in."),
        ("TOYS", "Built once, complete. Two stickers applied slightly off on the tail fin."),
    ],
)
def test_condition_words_of_other_trades_describe_the_item(category: str, description: str) -> None:
    item = listing(title="Item", description=description, category=category, attributes={"Brand": "Any"})
    assert detectors.condition_details_missing(item) is None


@pytest.mark.parametrize(
    ("category", "description"),
    [
        ("CLOTHING", "Pit to pit 20 in, length 27 in. Lovely jumper."),
        ("AUTOMOTIVE", "Cover for the air box, chrome, fits 2017 on. Pits to arms measured at 30 cm."),
    ],
)
def test_a_garment_s_measure_or_no_flaw_word_is_still_no_condition_note(category: str, description: str) -> None:
    item = listing(title="Item", description=description, category=category, attributes={"Brand": "Any"})
    assert detectors.condition_details_missing(item) is not None


def test_a_grading_legend_is_no_condition_note_or_working_state_of_the_item() -> None:
    legend_only = used_tablet(LEGEND + "This tablet: see the photos.")
    assert detectors.condition_details_missing(legend_only) is not None
    noted = used_tablet(LEGEND + "This tablet: Grade B. A scuff on the back corner.")
    assert detectors.condition_details_missing(noted) is None
