"""Issue 19, twenty-ninth round: the fresh development set's wrong answers (blind-dev-v36: knife, cutlery and
sharpening-stone sellers and stamp, cover and medal dealers; sign-making, vinyl and heat-press suppliers and candle,
soap and cosmetics-making supply shops), read per class of the reading that gave them (docs/generation.md,
"Twenty-ninth round (fresh set ...)").

1. "Mint" inside a name an item specific gives (an issuer, a maker, a colour of two or more words) is that name where
   the title or description repeats it, not the item's grade (detectors.without_named_mints, read by the detector's
   grade reading and the net's grade-over-damage).
2. Payment words inside a quoted phrase (two capitalised words or three to eight words, no digit, none the seller's
   own) are the wording a sign, a print or a decal carries (detectors._pays_with_the_item, and the net's
   quoted-phrase reading for the code).
3. A catalogue's entry the specific gives ("Catalog Number: SG 412") against the same catalogue's other entry in the
   title is a product detail mismatch (detectors._catalogue_conflict).
4. The item's one year a specific gives against another year in the title is a product detail mismatch; ranges,
   decades and a year inside the work's own title date nothing (detectors._year_conflict).
5. A maker's mark written as a name ("stamped J Barrowcliffe", "marked Quillby & Daughters") while the brand specific
   says there is none withholds the maker, as a mark in capitals does (structure._titled_maker_mark).

Every positive here was answered wrongly at the round's base (ecb09d9); every near miss keeps its answer.
"""

from __future__ import annotations

import pytest

from services.detectors import detect
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import household_goods as goods
from tests.generation.data import signal_holds


def codes(item: Listing) -> set[FindingCode]:
    return {found.code for found in detect(item)}


# --- 1. "mint" inside a name a specific gives ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Hollowmere Mint collector plate, Autumn Harvest series",
            "Hollowmere Mint plate from the harvest series. Gold rim cracked at the top, hanging wire bent.",
            {"Brand": "Hollowmere Mint", "Type": "Collector Plate"},
        ),
        (
            "Quillby Mint commemorative medallion in presentation folder",
            "Struck by the Quillby Mint for the town's charter year. Folder faded on the spine, corner creased.",
            {"Issuer": "Quillby Mint", "Type": "Medallion"},
        ),
    ],
)
def test_a_mint_the_specifics_name_as_a_maker_is_no_grade(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = goods(title=title, description=description, attributes=attributes)
    assert FindingCode.CONDITION_CONFLICT not in codes(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Hollowmere Stand Mixer Mint Green, Used, Works",
            "Mixes fine on all speeds. Splash guard is cracked, bowl scratched inside.",
            {"Brand": "Hollowmere", "Colour": "Mint Green"},
        ),
        (
            "Hollowmere Toaster 2 Slice Mint Cream",
            "Browns evenly. Crumb tray broken at the hinge, chrome scratched.",
            {"Brand": "Hollowmere", "Color": "Mint Cream"},
        ),
    ],
)
def test_a_mint_colour_the_specifics_name_is_no_grade_for_the_net(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = goods(title=title, description=description, attributes=attributes)
    assert not signal_holds("grade-over-damage", item)


@pytest.mark.parametrize(
    ("description", "attributes"),
    [
        # A grade said beside the maker's name is still a grade; a grade's own value is never read as a name.
        ("Mint condition. Hollowmere Mint plate, rim cracked.", {"Brand": "Hollowmere Mint"}),
        ("Near mint, but the rim is cracked.", {"Brand": "Hollowmere", "Grade": "Near Mint"}),
        ("Mint, but the rim is cracked.", {"Brand": "Hollowmere", "Finish": "Mint Never Hinged"}),
    ],
)
def test_a_grade_beside_a_named_mint_is_still_a_conflict(description: str, attributes: dict[str, str]) -> None:
    item = goods(title="Collector plate", description=description, attributes=attributes)
    assert FindingCode.CONDITION_CONFLICT in codes(item)
    assert signal_holds("grade-over-damage", item)


# --- 2. payment words quoted as the wording an item carries ---


@pytest.mark.parametrize(
    "description",
    [
        "Acrylic counter stands printed 'Cash Only' and 'Thank You', 6 x 4 in, for market stalls.",
        'Chalkboard easel with two slide-in cards: "Venmo Accepted" and "Open". Folds flat.',
        "Enamel pin badges reading \u201cZelle Me\u201d in pink on gold, butterfly clutch backs.",
    ],
)
def test_quoted_payment_words_are_the_wording_the_item_carries(description: str) -> None:
    item = goods(title="Hollowmere shop signage", description=description, condition=ListingCondition.NEW)
    assert FindingCode.OFF_PLATFORM_TRANSACTION not in codes(item)
    assert not signal_holds("payment-outside-checkout", item)


@pytest.mark.parametrize(
    "description",
    [
        "Market stand signs, 6 x 4 in. Cash only at collection please.",
        "Counter stands, pick up only. I take Venmo or cash, not eBay checkout.",
        "Signs for stalls. Pay me 'by bank transfer 2 days before' and I post.",
    ],
)
def test_payment_words_the_seller_writes_are_still_an_offer(description: str) -> None:
    item = goods(title="Hollowmere shop signage", description=description, condition=ListingCondition.NEW)
    assert FindingCode.OFF_PLATFORM_TRANSACTION in codes(item)
    assert signal_holds("payment-outside-checkout", item)


# --- 3. a catalogue's entry in the title against the specific's ---


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Great Britain SG 412 1s green, fine used", {"Catalogue Number": "SG 413"}),
        ("Ruritania 1925 10 kroner silver KM# 46, EF", {"Catalog Number": "KM# 45"}),
        ("Vintage matchbox label, Bergmann #207 set of 6", {"Catalog Number": "Bergmann 210"}),
    ],
)
def test_another_entry_of_the_specific_s_catalogue_is_a_mismatch(title: str, attributes: dict[str, str]) -> None:
    item = goods(title=title, description="As pictured.", condition=ListingCondition.USED, attributes=attributes)
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in codes(item)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The same entry however written; a bare number names no catalogue; a catalogue the title does not name.
        ("Great Britain SG No. 413 1s green, fine used", {"Catalogue Number": "SG 413"}),
        ("Ruritania 10 kroner KM 46, EF", {"Catalog Number": "46"}),
        ("Ruritania 1925 10 kroner silver, EF", {"Catalog Number": "KM# 45"}),
        ("Great Britain SG 412 and SG 413 pair", {"Catalogue Number": "SG 412, SG 413"}),
    ],
)
def test_the_same_or_no_catalogue_entry_is_no_mismatch(title: str, attributes: dict[str, str]) -> None:
    item = goods(title=title, description="As pictured.", condition=ListingCondition.USED, attributes=attributes)
    assert FindingCode.PRODUCT_DETAIL_MISMATCH not in codes(item)


# --- 4. the title's year against the specific's ---


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Hollowmere 1958 automatic wristwatch, steel case", {"Brand": "Hollowmere", "Year Manufactured": "1962"}),
        ("1969 Hollowmere diecast fire engine, red, boxed", {"Brand": "Hollowmere", "Year": "1974"}),
        ("Hollowmere annual calendar tin 2011, unused", {"Brand": "Hollowmere", "Year of Issue": "2014"}),
    ],
)
def test_another_year_in_the_title_is_a_mismatch(title: str, attributes: dict[str, str]) -> None:
    item = goods(title=title, description="As pictured.", condition=ListingCondition.USED, attributes=attributes)
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in codes(item)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The specific's year in the title; a range; a decade; a year inside the work's own title.
        ("Hollowmere 1962 automatic wristwatch, 1958 calibre", {"Brand": "Hollowmere", "Year Manufactured": "1962"}),
        ("Hollowmere service medal 1939-45, ribbon", {"Brand": "Hollowmere", "Year": "1946"}),
        ("Hollowmere 1960s diecast fire engine", {"Brand": "Hollowmere", "Year": "1964"}),
        ("The Lanterns - 1977 (Deluxe Edition) Vinyl 2LP", {"Artist": "The Lanterns", "Release Year": "2021"}),
    ],
)
def test_a_year_that_dates_nothing_else_is_no_mismatch(title: str, attributes: dict[str, str]) -> None:
    item = goods(title=title, description="As pictured.", condition=ListingCondition.USED, attributes=attributes)
    assert FindingCode.PRODUCT_DETAIL_MISMATCH not in codes(item)


# --- 5. a maker's mark written as a name under a brand specific that says there is none ---


@pytest.mark.parametrize(
    ("description", "brand"),
    [
        ("Cast iron skillet, 10 in, base stamped J Barrowcliffe and a size 8. Seasoned, no cracks.", "Unbranded"),
        (
            "Pewter tankard with glass base, marked Quillby & Daughters under the handle. Small dent on the rim.",
            "Unknown",
        ),
        ("Smoothing plane, No. 4 size, lever cap embossed Tennerow. Sole flat, iron sharpened.", "Does not apply"),
    ],
)
def test_a_maker_s_mark_written_as_a_name_withholds_the_maker(description: str, brand: str) -> None:
    item = goods(title="Vintage workshop find", description=description, attributes={"Brand": brand, "Type": "Tool"})
    assert FindingCode.REQUIRED_DETAILS_MISSING in codes(item)


@pytest.mark.parametrize(
    ("description", "brand"),
    [
        # A dedication engraved, marks of make, metal and country, a common single word, a brand the specific gives.
        ("Pewter tankard engraved Best Man under the handle. Small dent on the rim.", "Unbranded"),
        ("Cast iron skillet, base stamped Made in England. Seasoned, no cracks.", "Unbranded"),
        ("Tea set, each cup marked Occupied Japan. Two saucers chipped.", "Unbranded"),
        ("Carving knife, blade stamped Stainless Steel. Sharp, handle sound.", "Unbranded"),
        ("Carving knife, blade stamped Sheffield. Sharp, handle sound.", "Unbranded"),
        ("Cast iron skillet, base stamped J Barrowcliffe and a size 8.", "Barrowcliffe"),
    ],
)
def test_marks_of_make_place_or_dedication_withhold_no_maker(description: str, brand: str) -> None:
    item = goods(title="Vintage workshop find", description=description, attributes={"Brand": brand, "Type": "Tool"})
    assert FindingCode.REQUIRED_DETAILS_MISSING not in codes(item)
