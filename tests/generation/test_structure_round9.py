"""Issue 19, ninth round: product detail mismatches between a model and its variants (a variant word after the same
model name, a variant axis such as disc or digital, cellular or not, hardcover or paperback, a decoder fitted or
only ready), a part the title sells that the description says does not come, model numbers given as bare digits or
with a maker's variant letters, and toddler sizes. Every listing is written for the test; none comes from a
dataset."""

from __future__ import annotations

import time

import pytest

from services import structure
from services.detectors import detect, product_detail_mismatch
from services.vocabulary import FindingCode, ListingField
from tests.generation.data import bare_listing as _item
from validation.domain.text import listing_quote_verifies

# --- a variant word after the specific's model -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "attributes", "quote"),
    [
        ("Leather folio for Galaxy S23 Ultra, tan", {"Compatible Model": "Galaxy S23"}, "Galaxy S23 Ultra"),
        ("Pixel 8 Pro 256GB Obsidian", {"Model": "Google Pixel 8"}, "Pixel 8 Pro"),
        ("Robot mower Navi 5 Plus, boxed", {"Model": "Navi 5"}, "Navi 5 Plus"),
        ("Tempered glass for iPad 10 Air", {"Compatible Devices": "iPad 10"}, "iPad 10 Air"),
    ],
)
def test_the_title_names_a_variant_the_model_specific_is_not(
    title: str, attributes: dict[str, str], quote: str
) -> None:
    assert structure.variant_suffix_mismatch(_item(title=title, attributes=attributes)) == (ListingField.TITLE, quote)


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        # The same variant, a list of models, the model written on its own too, a variant word further on.
        ("Pixel 8 Pro 256GB Obsidian", {"Model": "Pixel 8 Pro"}),
        ("Case for Galaxy S23 / S23 Ultra", {"Compatible Model": "Galaxy S23, Galaxy S23 Ultra"}),
        ("Screen guard for Galaxy S23 and Galaxy S23 Plus", {"Compatible Model": "Galaxy S23"}),
        ("Navi 5 robot mower with Pro blade kit", {"Model": "Navi 5"}),
        ("Pixel 8 Pro 256GB", {"Model": "Pixel"}),
    ],
)
def test_no_variant_finding_where_the_title_keeps_to_the_model(title: str, attributes: dict[str, str]) -> None:
    assert structure.variant_suffix_mismatch(_item(title=title, attributes=attributes)) is None


# --- variant axes -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes", "found"),
    [
        ("Games console Disc Edition 1TB", "Boxed.", {"Edition": "Digital"}, (ListingField.TITLE, "Disc Edition")),
        (
            "Games console Disc Edition, two pads",
            "Works well. This is the all-digital edition, so downloads only.",
            {},
            (ListingField.DESCRIPTION, "all-digital edition"),
        ),
        (
            "Smart watch 41mm GPS + Cellular",
            "Strap is new.",
            {"Connectivity": "GPS"},
            (ListingField.TITLE, "GPS + Cellular"),
        ),
        (
            "Tablet 10.9in 64GB Wi-Fi",
            "Clean screen.",
            {"Connectivity": "Wi-Fi + Cellular"},
            (ListingField.TITLE, "Wi-Fi"),
        ),
        (
            "The Salt Road by A. Writer, Hardback",
            "Clean copy.",
            {"Format": "Paperback"},
            (ListingField.TITLE, "Hardback"),
        ),
        ("Tank engine OO gauge DCC Sound", "Boxed.", {"DCC Status": "DCC Ready"}, (ListingField.TITLE, "DCC Sound")),
    ],
)
def test_the_title_and_another_field_name_two_variants(
    title: str, description: str, attributes: dict[str, str], found: tuple[ListingField, str]
) -> None:
    assert structure.variant_axis_mismatch(_item(title=title, description=description, attributes=attributes)) == found


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Games console Disc Edition 1TB", "Not the digital edition: it has the drive.", {"Edition": "Disc Edition"}),
        ("Games console Disc Edition 1TB", "Plays discs and digital games alike.", {}),
        ("Smart watch 41mm GPS + Cellular", "Strap is new.", {"Connectivity": "GPS + Cellular"}),
        ("Tablet 10.9in 64GB Wi-Fi", "Clean screen.", {"Connectivity": "Wi-Fi, Bluetooth"}),
        ("Two novels, hardcover and paperback", "Both clean.", {"Format": "Paperback"}),
        ("The Salt Road, hardcover", "The paperback came out a year later.", {"Format": "Hardcover"}),
        ("Tank engine OO gauge DCC Ready", "Boxed.", {"DCC Status": "DCC Ready"}),
    ],
)
def test_no_variant_axis_finding_where_the_fields_agree(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert structure.variant_axis_mismatch(_item(title=title, description=description, attributes=attributes)) is None


# --- a part the title sells that does not come ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "quote"),
    [
        ("Cordless hedge trimmer with Charger", "Cuts well. The charger is not included.", "charger is not included"),
        ("Board game w/ Expansion", "Base game only, no expansion in the box.", "no expansion"),
        (
            "Camping stove + Windshield, lightweight",
            "Lights first time. Windshield sold separately.",
            "Windshield sold separately",
        ),
    ],
)
def test_a_part_the_title_sells_that_the_description_says_does_not_come(
    title: str, description: str, quote: str
) -> None:
    assert structure.included_part_denied(_item(title=title, description=description)) == (
        ListingField.DESCRIPTION,
        quote,
    )


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # Packaging is another check's; a part of something else; damage that is absent; the part said to come.
        ("Trainers with Box", "No box, sorry."),
        ("Games console w/ Controller", "Batteries for the controller not included."),
        ("Hedge trimmer with Charger", "No charger damage, works well."),
        ("Hedge trimmer with Charger", "Comes with the charger; no spare blade."),
        ("Hedge trimmer with Charger", "Blade sharp, no rust."),
        # Another one of the kind ("the long strap"), a thing named after the part ("no HDMI lead").
        ("Fitness tracker with Navy Strap", "Navy strap fitted; long strap not included."),
        # A measure taken without the part.
        ("Silk shawl with Tassels", "Measures 30 in across without tassels."),
        ("Docking station with HDMI, 6 ports", "Box holds the dock only, no HDMI lead included."),
    ],
)
def test_no_part_finding_where_the_part_comes(title: str, description: str) -> None:
    assert structure.included_part_denied(_item(title=title, description=description)) is None


# --- model numbers --------------------------------------------------------------------------------------------------


def test_model_numbers_of_the_same_numbering() -> None:
    letters = _item(title="Planer HX812E corded, 750W", attributes={"Model Number": "HX640"})
    assert structure.model_code_mismatch(letters) == (ListingField.TITLE, "HX812E")
    one_letter = _item(title="Smart watch 44mm B3391", attributes={"MPN": "B3395"})
    assert structure.model_code_mismatch(one_letter) == (ListingField.TITLE, "B3391")
    digits = _item(title="Brick kit 60412 Harbour Crane", attributes={"Set Number": "60377"})
    assert structure.model_code_mismatch(digits) == (ListingField.TITLE, "60412")
    for same in (
        _item(title="Brick kit 60412 Harbour Crane, 1254 pieces", attributes={"Set Number": "60412"}),
        _item(title="Brick kit Harbour Crane 2019, 1254 pieces", attributes={"Set Number": "60377"}),
        _item(title="Planer HX640E corded", attributes={"Model Number": "HX640"}),
        _item(title="Smart watch 44mm S9", attributes={"MPN": "S8"}),
    ):
        assert structure.model_code_mismatch(same) is None


# --- toddler sizes, and the whole detector ---------------------------------------------------------------------------


def test_a_toddler_size_against_the_size_specific() -> None:
    lot = _item(title="Girls dresses bundle size 2T, 5 pieces", attributes={"Size": "4T"})
    found = product_detail_mismatch(lot)
    assert found is not None
    assert found.listing_quote == "size 2T"
    assert product_detail_mismatch(_item(title="Girls dresses bundle size 4T", attributes={"Size": "4T"})) is None


def test_each_check_is_a_product_detail_finding_whose_quote_verifies() -> None:
    for item in (
        _item(title="Pixel 8 Pro 256GB Obsidian", attributes={"Model": "Pixel 8"}),
        _item(title="Games console Disc Edition", description="This is the digital edition."),
        _item(title="Hedge trimmer with Charger", description="Charger not included."),
    ):
        found = [d for d in detect(item) if d.code is FindingCode.PRODUCT_DETAIL_MISMATCH]
        assert found, item.title
        assert listing_quote_verifies(found[0].listing_quote, item, found[0].listing_fields), found[0].listing_quote


# --- materials ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes", "quote"),
    [
        ("Walnut Serving Tray, large", "Oiled finish, felt feet.", {"Material": "Rubberwood"}, "Walnut"),
        ("Canvas Hiking Boots, women's", "Padded collar, lugged sole.", {"Upper Material": "Suede"}, "Canvas"),
        ("Cast Iron Griddle Pan 28cm", "Pre-seasoned, oven safe.", {"Material": "Aluminium"}, "Cast Iron"),
    ],
)
def test_the_title_sells_another_material_than_the_specific(
    title: str, description: str, attributes: dict[str, str], quote: str
) -> None:
    item = _item(title=title, description=description, attributes=attributes)
    assert structure.material_mismatch(item) == (ListingField.TITLE, quote)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A generic word of the family, the specific written in the description, a part's material, a blend,
        # a fit, a material inside a maker's name.
        ("Oak Serving Tray", "Oiled finish.", {"Material": "Wood"}),
        ("Walnut Serving Tray", "Walnut veneer over a rubberwood core.", {"Material": "Rubberwood"}),
        ("Stockpot 8 qt with Glass Lid", "Oven safe.", {"Material": "Stainless Steel"}),
        ("Steel Water Bottle 750ml", "Keeps cold.", {"Material": "Stainless Steel, Silicone"}),
        ("Ash pan for wood stoves", "Fits most.", {"Material": "Steel"}),
        ("Copperline Saucepan 20cm", "Induction ready.", {"Material": "Aluminium", "Brand": "Copperline"}),
    ],
)
def test_no_material_finding_where_the_materials_agree(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert structure.material_mismatch(_item(title=title, description=description, attributes=attributes)) is None


# --- a specific the description restates by name ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("description", "attributes", "quote"),
    [
        ("Light marks on the lid. Colour is Sandstone, see photos.", {"Colour": "Harbour"}, "Colour is Sandstone"),
        ("Finish: gloss. The colour is green with a white stripe.", {"Color": "Orange"}, "colour is green"),
        ("Frame is a 58cm, measured centre to top.", {"Frame Size": "56 cm"}, "Frame is a 58cm"),
        ("Hardtail, frame size S, fits riders up to 5'5.", {"Frame Size": "M"}, "frame size S"),
    ],
)
def test_the_description_gives_a_specific_another_value(
    description: str, attributes: dict[str, str], quote: str
) -> None:
    item = _item(description=description, attributes=attributes)
    assert structure.described_specific_mismatch(item) == (ListingField.DESCRIPTION, quote)


@pytest.mark.parametrize(
    ("description", "attributes"),
    [
        ("The colour is true to the photos.", {"Colour": "Graphite"}),
        ("Colour is Graphite (a dark grey).", {"Colour": "Graphite"}),
        ("Colour is gray, slightly faded.", {"Color": "Grey"}),
        ("Colour Sandstone Grey, like new.", {"Colour": "Sandstone"}),
        ("Frame is a 58cm, measured centre to top.", {"Frame Size": "58 cm"}),
        ("Frame size M (about 17in).", {"Frame Size": "M"}),
        ("Frame is 22 inches on this one.", {"Frame Size": "L"}),
    ],
)
def test_no_described_value_finding_where_it_agrees(description: str, attributes: dict[str, str]) -> None:
    assert structure.described_specific_mismatch(_item(description=description, attributes=attributes)) is None


def test_a_disc_count_against_the_title_written_by_the_disc_kind() -> None:
    found = product_detail_mismatch(_item(title="Concert box set 4-DVD", attributes={"Number of Discs": "2"}))
    assert found is not None
    assert found.listing_quote == "4-DVD"
    assert product_detail_mismatch(_item(title="Concert box set 2-DVD", attributes={"Number of Discs": "2"})) is None


@pytest.mark.parametrize(
    "unit",
    [
        *("no a ", "Colour is Aa ", "frame is 52 ", "with Aa ", "1-CD ", "Aa 1 Pro ", "not included ", "oak "),
        *("dcc ", "missing 1 ", "no missing "),
    ],
)
def test_the_ninth_round_checks_stay_linear_on_hostile_input(unit: str) -> None:
    # As the detectors' own test: four times the text may cost about four times as much, never sixteen.
    names: tuple[str, ...] = ("variant_suffix_mismatch", "variant_axis_mismatch", "included_part_denied")
    names += ("material_mismatch", "described_specific_mismatch", "model_code_mismatch", "completeness_mismatch")

    def cost(length: int) -> float:
        text = (unit * (length // len(unit) + 1))[:length]
        specifics = {"Model": "Aa 1", "Colour": "Harbour", "Frame Size": "54 cm", "Material": "Bamboo"}
        specifics["Completeness"] = "Complete"
        item = _item(title=text[:200], description=text, attributes={**specifics, "Edition": "Digital"})
        best = float("inf")
        for _ in range(5):
            started = time.thread_time()
            for name in names:
                structure.STRUCTURAL_CHECKS[name](item)
            best = min(best, time.thread_time() - started)
        return best

    assert cost(5000) < 10 * max(cost(1250), 1e-6)


# --- counts: a box's contents and a contents list -------------------------------------------------------------------


def test_a_count_of_what_the_box_holds_or_a_contents_line_against_the_title() -> None:
    box = _item(title="Printer toner Set of 4", description="In the box are 3 toners only, the black is gone.")
    assert structure.sold_count_mismatch(box) == (ListingField.DESCRIPTION, "In the box are 3 toners")
    kit = _item(title="Impact wrench kit w/ 2 Batteries", description="Contents:\n- 1x 4Ah battery\n- charger\n")
    assert structure.sold_count_mismatch(kit) == (ListingField.DESCRIPTION, "1x 4Ah battery")
    for agreeing in (
        _item(title="Impact wrench kit w/ 2 Batteries", description="Contents:\n- 2x 4Ah battery\n- charger\n"),
        # A size written with "x" is no count.
        _item(title="Grow bags, 10 Pack", description="Sizes:\n• 9 x 12 inch bags\n• handles sewn in\n"),
        _item(title="Printer toner Set of 4", description="In the box are 4 toners, all sealed."),
    ):
        assert structure.sold_count_mismatch(agreeing) is None


# --- a complete set with parts missing -------------------------------------------------------------------------------


def test_a_complete_set_whose_description_counts_what_is_missing() -> None:
    puzzle = _item(description="Missing three pieces near the edge.", attributes={"Completeness": "Complete"})
    assert structure.completeness_mismatch(puzzle) == (ListingField.DESCRIPTION, "Missing three")
    lid = _item(description="The lid is missing, box otherwise fine.", attributes={"Complete": "Yes"})
    assert structure.completeness_mismatch(lid) == (ListingField.DESCRIPTION, "is missing")
    for whole in (
        _item(description="Counted twice, nothing is missing.", attributes={"Completeness": "Complete"}),
        _item(description="No missing pieces.", attributes={"Completeness": "Complete"}),
        _item(description="Missing three pieces near the edge.", attributes={"Completeness": "Incomplete"}),
        _item(description="Missing three pieces near the edge."),
    ):
        assert structure.completeness_mismatch(whole) is None
