"""Issue 19, twenty-eighth round (maker): one reading of the title's maker against the brand specific
(structure.maker_disagreement) in place of the twelfth, seventeenth and twenty-seventh rounds' four, and the classes
the one reading mends (docs/generation.md, "Twenty-eighth round (the title's maker against the brand)").

1. One reading: the brand specific read once, the forms in one table, each answer saying its form and its certainty;
   the pack's one net signal title-maker-disagrees holds wherever one of the four did.
2. One rarity for a maker's name: a name English uses less than Zipf 3.0 (a surname or a town a maker is named
   after) is read by every form, as the opening-name form read it; the outvoted form read only names under 2.0.
3. The guards every form shares: a thing the seller writes in lower case, the brand's own name and a describing word
   are no other maker's name, whichever form reads the title (the repeated-name form had none of them).
4. An antique's "Unsigned" or "Unmarked" brand names no maker.

Every positive here was answered otherwise at the round's base (822a1b7); every near miss keeps its answer.
"""

from __future__ import annotations

import pytest

from services import structure
from services.vocabulary import FindingCode, ListingField
from tests.generation.data import bare_listing, caught, signal_holds

_PDM = FindingCode.PRODUCT_DETAIL_MISMATCH
_SIGNAL = "title-maker-disagrees"


# --- 1. one reading, four forms ---


@pytest.mark.parametrize(
    ("form", "title", "description", "attributes"),
    [
        ("outvoted", "Quillmoor 2-slot toaster", "Toastwell toaster, browns evenly.", {"Brand": "Toastwell"}),
        (
            "against-manufacturer",
            "Trovani Rear Brake Caliper",
            "Brand new.",
            {"Brand": "Kelstrom", "Manufacturer": "Trovani Braking"},
        ),
        ("name-repeated", "Velloran Trail Shoes", "Velloran shoes, rock plate.", {"Brand": "Stridewell"}),
        ("opening-name", "Tarvell Tile Cutter 600mm", "Scores cleanly.", {"Brand": "Kestrawn"}),
    ],
)
def test_one_reading_names_its_form_and_the_pack_reads_it_once(
    form: str, title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes, category="HOME_AND_GARDEN")
    found = structure.maker_disagreement(item)
    assert found is not None
    assert found.form == form
    assert not found.certain
    assert found.quote == (ListingField.TITLE, title.split()[0])
    assert structure.title_maker_disagrees(item) == found.quote
    assert signal_holds(_SIGNAL, item)


def test_the_pack_names_the_reading_once() -> None:
    from services import risk_signals

    checks = [signal.check for signal in risk_signals.pack().signals]
    assert checks.count("title_maker_disagrees") == 1
    for old in ("title_name_not_brand", "brand_against_maker", "title_maker_outvoted", "opening_name_not_brand"):
        assert old not in checks


# --- 2. a maker's name rarer than Zipf 3.0, outvoted by the brand and the description ---


@pytest.mark.parametrize(
    ("title", "description", "attributes", "category"),
    [
        (
            "Thornbury 4-slice toaster, cream",
            "This Kettleby toaster browns evenly on all four slots.",
            {"Brand": "Kettleby"},
            "HOME_AND_GARDEN",
        ),
        (
            "Ramsden flat mountain bike pedals",
            "Trailcraft pedals with replaceable pins, bearings smooth.",
            {"Brand": "Trailcraft"},
            "SPORTS",
        ),
    ],
)
def test_a_surname_maker_the_brand_and_description_outvote_goes_to_a_person(
    title: str, description: str, attributes: dict[str, str], category: str
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes, category=category)
    found = structure.maker_disagreement(item)
    assert found is not None
    assert found.form == "outvoted"
    assert _PDM in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # The title's name written in the description; a word English uses often; the brand in the title.
        ("Thornbury toaster, cream", "Thornbury toaster by Kettleby.", {"Brand": "Kettleby"}),
        ("Carlisle toaster, cream", "This Kettleby toaster browns evenly.", {"Brand": "Kettleby"}),
        ("Kettleby Thornbury toaster", "This Kettleby toaster browns evenly.", {"Brand": "Kettleby"}),
    ],
)
def test_a_common_or_written_name_is_no_outvoted_maker(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes, category="HOME_AND_GARDEN")
    assert structure.title_maker_outvoted(item) is None


# --- 3. the guards every form shares ---


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A thing the seller writes in lower case, whichever form reads it.
        (
            "Tagine Pot, glazed clay, 30 cm",
            "A glazed clay tagine for slow cooking, lid fits snugly.",
            {"Brand": "Earthwell"},
        ),
        ("Bodhran Tipper, ash, 18 cm", "Ash bodhran tipper, light and quick.", {"Brand": "Celtwood"}),
        # The brand's own name: its start opens the title.
        (
            "Stormbag Kids Rain Jacket, age 4-5",
            "The Storm Co Stormbag jacket, taped seams.",
            {"Brand": "The Storm Company"},
        ),
    ],
)
def test_a_thing_or_the_brands_own_name_is_no_other_maker(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes, category="HOME_AND_GARDEN")
    assert structure.maker_disagreement(item) is None
    assert not signal_holds(_SIGNAL, item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A coined name the description writes as a name, and the brand written nowhere.
        ("Quenmoor Hiking Poles, carbon", "Quenmoor poles, flick locks hold.", {"Brand": "Trailcraft"}),
        ("Brevantis Cast Iron Skillet", "Seasoned Brevantis pan, flat base.", {"Brand": "Hearthway"}),
    ],
)
def test_a_coined_name_written_as_a_name_still_goes_to_a_person(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes, category="HOME_AND_GARDEN")
    assert structure.maker_disagreement(item) is not None
    assert _PDM in caught(item)


def test_a_describing_word_is_no_line_of_the_manufacturer() -> None:
    # Rarer than Zipf 3.0 but made by a suffix: the title describes the item, it names no line.
    item = bare_listing(
        title="Orthopedic Memory Foam Pillow, king",
        description="Firm support, washable cover.",
        attributes={"Brand": "Sleepwell", "Manufacturer": "Sleepwell Bedding Ltd"},
    )
    assert structure.maker_disagreement(item) is None


# --- 4. an antique's unsigned or unmarked maker ---


@pytest.mark.parametrize("brand", ["Unsigned", "Unmarked", "Unsigned English"])
def test_an_unsigned_or_unmarked_brand_names_no_maker(brand: str) -> None:
    item = bare_listing(
        title="Halvorn Carriage Clock, brass", description="Keeps time, key included.", attributes={"Brand": brand}
    )
    assert structure.maker_disagreement(item) is None
    assert not signal_holds(_SIGNAL, item)


def test_a_named_brand_under_a_rare_opening_name_still_goes_to_a_person() -> None:
    item = bare_listing(
        title="Halvorn Carriage Clock, brass",
        description="Keeps time, key included.",
        attributes={"Brand": "Brasswick"},
    )
    assert structure.opening_name_not_brand(item) is not None
    assert signal_holds(_SIGNAL, item)


# --- 5. a coined name with a hyphened capitals' tail opening the title ---


@pytest.mark.parametrize(
    ("title", "attributes", "category"),
    [
        ("Kestrel-HD Dash Camera 1080p, front and rear", {"Brand": "Roadeye"}, "ELECTRONICS"),
        ("Fenwick-PRO Fly Rod 9ft 5wt, four piece", {"Brand": "Rivercast"}, "SPORTS"),
    ],
)
def test_a_hyphened_coined_name_against_another_brand_goes_to_a_person(
    title: str, attributes: dict[str, str], category: str
) -> None:
    item = bare_listing(title=title, description="Boxed, all parts present.", attributes=attributes, category=category)
    assert structure.opening_name_not_brand(item) == (ListingField.TITLE, title.split()[0])
    assert _PDM in caught(item)


@pytest.mark.parametrize(
    "title",
    [
        # A common word before the tail; a single capital; the brand's own name hyphened; the name in the text.
        "Hi-VIS Safety Vest, yellow, XL",
        "Non-GMO Coconut Oil 500ml",
        "USB-C Charging Cable 2m",
        "Roadeye-HD Dash Camera 1080p",
    ],
)
def test_a_hyphened_common_word_or_the_brands_own_is_left(title: str) -> None:
    item = bare_listing(title=title, description="Boxed, all parts present.", attributes={"Brand": "Roadeye"})
    assert structure.maker_disagreement(item) is None
