"""Issue 19, seventeenth round (second pass): a listing's own facets disagreeing where the readers stayed silent: the
size specific's one age in months against the size in months the description states, and the title's set count
against the description's "this is N <things>". Positives in fresh wording (each fails on the pass's starting code)
and near misses that must stay clean."""

from __future__ import annotations

import pytest

from services import facets, structure
from services.vocabulary import FindingCode
from tests.generation.data import bare_listing, caught

# --- one age in months ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Toddler Pinafore 9M",
            "Corduroy pinafore with two pockets, washed once. Size 24 months.",
            {"Size": "9 Months"},
        ),
        ("Knitted Cardigan", "Hand-knitted cardigan in soft wool. Size: 6m, fits true.", {"Baby Size": "3M"}),
        ("Snowsuit Size 18M", "Padded snowsuit with a hood.", {"Size": "24 Months"}),
    ],
)
def test_a_size_in_months_against_the_specifics_age_is_a_mismatch(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes, category="CLOTHING")
    assert structure.size_span_mismatch(item) is not None
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A span that holds the specific's age, the same age written again, an age said of a child or of another
        # listing, and a size the specific states in both forms.
        ("Sleepsuit 9M", "Cotton sleepsuit for ages 9-12 months, popper front.", {"Size": "9 Months"}),
        ("Sleepsuit 9M", "Size 9 months. My little one is 15 months now so it no longer fits.", {"Size": "9 Months"}),
        ("Sleepsuit 9M", "Cotton sleepsuit. Also listed: size 12 months in blue.", {"Size": "9 Months"}),
        ("Sleepsuit", "Label reads size 6-9 months.", {"Size": "9 Months"}),
        ("Sleepsuit", "Size 9 months on the label, size 12 months on the box it came in.", {"Size": "9M"}),
    ],
)
def test_no_months_finding_for_a_span_holding_the_age_or_a_childs_age(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes, category="CLOTHING")
    assert structure.size_span_mismatch(item) is None


# --- the title's set count against "this is N things" -------------------------------------------------------------


def test_this_is_n_things_is_a_count_of_the_sale() -> None:
    assert [(f.kind, f.value) for f in facets.sold_counts("Stoneware. These are two mugs, both glazed.")] == [
        ("count:mugs", "2")
    ]


@pytest.mark.parametrize(
    ("title", "description"),
    [
        (
            "Enamel Pie Dish Set of 5",
            "Vintage enamel pie dishes. This is 4 dishes, the smallest went astray in a move.",
        ),
        ("Crystal Tumblers Set of 6", "Cut glass tumblers, no chips. These are five tumblers: two have a slight haze."),
    ],
)
def test_a_set_count_against_this_is_n_things_is_a_mismatch(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description)
    assert structure.sold_count_mismatch(item) is not None
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in caught(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # One of the set, the set with a spare, pieces of one item, an age, and a favourite said as "one of".
        ("Enamel Pie Dish Set of 5", "This is 1 of 5 dishes I am selling separately."),
        ("Enamel Pie Dish Set of 5", "This is 5 dishes plus a spare lid for the largest."),
        ("Saucepan Set of 3", "This is 3 pans. Each is a 2 piece item, pan and lid."),
        ("Saucepan Set of 3", "This is a 3 piece set. These are 2 years old, barely used."),
        ("Saucepan Set of 3", "This is one of my favourite sets, hardly used."),
    ],
)
def test_no_count_finding_for_one_of_the_set_a_spare_or_pieces(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description)
    assert structure.sold_count_mismatch(item) is None


# --- a colour in capitals beside the part code ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        (
            "Original Laser Toner Yellow 410A",
            "Original laser toner, BLACK (CF410A), sealed in its bag.",
            {"Colour": "Yellow"},
        ),
        ("Ink Cartridge 953XL", "Genuine XL ink: CYAN (F6U16AE). Expiry 2027.", {"Color": "Magenta"}),
    ],
)
def test_a_capital_colour_beside_the_part_code_against_the_colour_specific_is_a_mismatch(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert structure.colour_sentence_mismatch(item) is not None
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in caught(item)


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A list of the range's variants, one said as another item's, the colour in lower case, a word that is no
        # colour, and the specific's colour written as well.
        ("Toner 410A Yellow", "Range: BLACK (CF410A), CYAN (CF411A), YELLOW (CF412A).", {"Colour": "Yellow"}),
        ("Toner 410A Yellow", "Also fits the BLACK (CF410A) drum unit.", {"Colour": "Yellow"}),
        ("Toner 410A Yellow", "Toner, black (CF410A) box reused for posting.", {"Colour": "Yellow"}),
        ("Toner 410A Yellow", "Toner, SEALED (CF412A), full.", {"Colour": "Yellow"}),
        ("Toner 410A Yellow", "Yellow toner; the box is marked BLACK (CF410A) by mistake.", {"Colour": "Yellow"}),
    ],
)
def test_no_colour_finding_for_a_range_list_another_variant_or_lower_case(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    item = bare_listing(title=title, description=description, attributes=attributes)
    assert structure.colour_sentence_mismatch(item) is None


# --- a pair of dimensions ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Garden Trampoline Cover 96 x 96 in", "Waterproof cover with ties. It measures 84 x 84 in when laid out."),
        ("Framed Mirror 60 x 90 cm", "Bevelled glass.\nDimensions: 45 x 70 cm"),
    ],
)
def test_a_pair_of_dimensions_said_of_the_item_against_the_titles_is_a_mismatch(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description)
    assert structure.dimension_pair_mismatch(item) is not None
    assert FindingCode.PRODUCT_DETAIL_MISMATCH in caught(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The title's pair again, the pair of the box, of each panel or of the folded item, and no subject at all.
        ("Garden Trampoline Cover 96 x 96 in", "The cover is 96 x 96 in. Folded it is 20 x 12 in."),
        ("Garden Trampoline Cover 96 x 96 in", "The box is 24 x 16 in and weighs 3 kg."),
        ("Folding Screen 180 x 160 cm", "Four panels; each panel is 180 x 40 cm."),
        ("Folding Screen 180 x 160 cm", "The screen is 180 x 50 cm when folded flat."),
        ("Framed Mirror 60 x 90 cm", "Mirror glass 50 x 80 cm inside the frame."),
    ],
)
def test_no_pair_finding_for_a_box_a_panel_or_a_folded_state(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description)
    assert structure.dimension_pair_mismatch(item) is None
