"""Structure-first checks: facets that disagree between fields, a grade the text contradicts, a placeholder
that hides a value. Every listing here is written for the test; none comes from a dataset."""

from __future__ import annotations

from typing import Any

import pytest

from services import structure
from services.detectors import detect
from services.risk_signals import CHECK_NAMES
from services.rulepack import QUOTING_CHECK_NAMES, RulePackError, parse_risk_pack
from services.vocabulary import PRESENT_FINDING_CODES, FindingCode, ListingCondition, ListingField
from tests.generation.data import bare_listing as _item
from validation.domain.text import listing_quote_verifies

# --- measures ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("Portable SSD 2TB", "storage", 2000.0),
        ("Laptop 16GB RAM", "memory", 16.0),
        ("Power bank 24,000mAh", "charge", 24000.0),
        ("Kettle 1.7L", "volume", 1700.0),
        ("Dog food 30 lb bag", "mass", 30 * 453.592),
        ("Watch 41mm", "length", 41.0),
        ("TV 55 inch", "length-in", 55 * 25.4),
        ("Shampoo 12 fl oz", "ounce", 12.0),
    ],
)
def test_measures_are_normalised_to_their_dimension(text: str, dimension: str, value: float) -> None:
    (measure,) = structure.measures(text)
    assert measure.dimension == dimension
    assert measure.value == pytest.approx(value)
    assert measure.quote in text


def test_a_multipack_stands_for_its_total_too() -> None:
    (pack,) = structure.measures("Sparkling water 2 x 500 ml")
    (litre,) = structure.measures("1 L")
    assert pack.agrees(litre)


@pytest.mark.parametrize(
    "text",
    [
        "Wall bracket, fits 32-55 inch TVs",
        "Tablet, expandable up to 1TB",
        "Reader compatible with 128GB cards",
        "Dumbbells 5-25 lb",
        "Transfer speeds of 550MB/s",
        "Kids 7-in-1 craft kit",
        "Each weighs 15 lb",
    ],
)
def test_limits_ranges_and_other_things_are_not_the_items_measures(text: str) -> None:
    assert structure.measures(text) == []


@pytest.mark.parametrize(
    ("fields", "quoted_field", "quote"),
    [
        ({"title": "Portable SSD 1TB", "attributes": {"Storage Capacity": "512 GB"}}, ListingField.TITLE, "1TB"),
        (
            {"title": "Power bank 26,800mAh", "attributes": {"Battery Capacity": "20000 mAh"}},
            ListingField.TITLE,
            "26,800mAh",
        ),
        (
            {"title": "Cat litter", "description": "This is the 10 kg sack.", "attributes": {"Weight": "15 kg"}},
            ListingField.DESCRIPTION,
            "10 kg",
        ),
        ({"title": "Fitness watch 44mm", "attributes": {"Case Size": "40 mm"}}, ListingField.TITLE, "44mm"),
    ],
)
def test_a_specifics_measure_against_a_field_that_never_states_it(
    fields: dict[str, Any], quoted_field: ListingField, quote: str
) -> None:
    assert structure.measure_mismatch(_item(**fields)) == (quoted_field, quote)


@pytest.mark.parametrize(
    "fields",
    [
        {"title": "External drive 1TB", "attributes": {"Storage Capacity": "1000 GB"}},
        {"title": "Juice 2 x 500 ml", "attributes": {"Volume": "1 L"}},
        {"title": "TV wall mount fits 32-55 inch", "attributes": {"Screen Size": "50 in"}},
        {"title": "Phone 128GB", "description": "Works with up to 1TB cards.", "attributes": {"Storage": "128 GB"}},
        {"title": "Rug 120 x 170 cm", "attributes": {"Size": "120 x 170 cm"}},
        {"title": "Cooler box 20 L", "attributes": {"Max Load": "30 kg", "Capacity": "20 L"}},
        {"title": "Smartwatch 46mm", "attributes": {"Screen Size": "1.4 in", "Case Size": "46 mm"}},
        # The old part's value written beside the new one: the field states the specific's value too.
        {
            "title": "Laptop",
            "description": "Old 256 GB drive swapped for a new 512 GB one.",
            "attributes": {"SSD Capacity": "512 GB"},
        },
    ],
)
def test_no_measure_mismatch_where_the_fields_agree_or_speak_of_something_else(fields: dict[str, Any]) -> None:
    assert structure.measure_mismatch(_item(**fields)) is None


# --- letter sizes, model codes, counts --------------------------------------------------------------------


def test_letter_sizes() -> None:
    assert structure.letter_size_mismatch(_item(title="Fleece, women's Large", attributes={"Size": "S"})) == (
        ListingField.TITLE,
        "women's Large",
    )
    said = _item(title="Parka, green", description="The label says XS.", attributes={"Size": "M"})
    assert structure.letter_size_mismatch(said) == (ListingField.DESCRIPTION, "label says XS")
    for honest in (
        _item(title="Large Print Atlas", attributes={"Size": "A4"}),
        _item(title="Cotton shirt, Large", description="Fits like a medium.", attributes={"Size": "L"}),
        _item(title="Large toy box", attributes={"Size": "S"}),
    ):
        assert structure.letter_size_mismatch(honest) is None


def test_model_codes_of_one_family() -> None:
    other = _item(title="Air filter AF-2210 for mowers", attributes={"MPN": "AF-3310"})
    assert structure.model_code_mismatch(other) == (ListingField.TITLE, "AF-2210")
    for honest in (
        _item(title="Impact driver DCF887 kit", attributes={"Model": "DCF887D2"}),
        _item(title="Air filter AF2210", attributes={"MPN": "AF-2210"}),
        _item(title="Air filter AF-2210", description="Replaces AF-3310.", attributes={"MPN": "AF-2210"}),
    ):
        assert structure.model_code_mismatch(honest) is None


def test_counts_of_the_thing_sold() -> None:
    title = _item(title="Tealight candles, pack of 24", attributes={"Number of Items": "12"})
    assert structure.count_mismatch(title) == (ListingField.TITLE, "pack of 24")
    said = _item(
        title="Set of 8 coasters", description="There are 6 coasters left.", attributes={"Number of Items": "8"}
    )
    assert structure.count_mismatch(said) == (ListingField.DESCRIPTION, "6 coasters")
    for honest in (
        _item(
            title="Set of 8 coasters", description="Two coasters have small marks.", attributes={"Number of Items": "8"}
        ),
        _item(title="Set of 4 bowls", attributes={"Quantity": "1"}),
        _item(
            title="Bookcase with 4 shelves",
            description="2 fixed shelves and 2 adjustable.",
            attributes={"Number of Shelves": "4"},
        ),
        _item(
            title="2004 Panini stickers", description="A lot of 50 stickers.", attributes={"Number of Stickers": "50"}
        ),
    ):
        assert structure.count_mismatch(honest) is None


# --- placeholders and grades ------------------------------------------------------------------------------


def test_a_placeholder_where_the_item_has_the_value() -> None:
    size = _item(title="Chinos", description="Waist label reads size 34.", attributes={"Size": "N/A"})
    assert structure.placeholder_hides_value(size) == (ListingField.ATTRIBUTES, "N/A")
    phone = _item(title="Motorola Edge smartphone", attributes={"Storage Capacity": "unknown"})
    assert structure.placeholder_hides_value(phone) == (ListingField.ATTRIBUTES, "unknown")
    for honest in (
        _item(title="Handmade candle", attributes={"MPN": "Does not apply"}),
        _item(title="Phone case for Pixel 8", attributes={"Storage Capacity": "N/A"}),
        _item(title="Beanie hat", description="One size.", attributes={"Size": "N/A"}),
    ):
        assert structure.placeholder_hides_value(honest) is None


@pytest.mark.parametrize(
    ("condition", "description", "attributes", "quote"),
    [
        (ListingCondition.NEW, "I wore them twice to the office.", {}, "I wore them"),
        (ListingCondition.NEW, "It was an in-store display unit.", {}, "display unit"),
        (ListingCondition.NEW, "We grilled with it once last summer.", {}, "grilled with it once"),
        (ListingCondition.USED, "Two keys are missing.", {"Condition": "Used - Like New"}, "are missing"),
        (ListingCondition.NEW, "Boxed.", {"Condition Grade": "Used - Acceptable"}, "Used - Acceptable"),
    ],
)
def test_the_declared_grade_against_the_text(
    condition: ListingCondition, description: str, attributes: dict[str, str], quote: str
) -> None:
    found = structure.grade_conflict(_item(condition=condition, description=description, attributes=attributes))
    assert found is not None
    assert found[1] == quote


@pytest.mark.parametrize(
    ("condition", "description", "attributes"),
    [
        (ListingCondition.NEW, "Bought as a gift, never used it.", {}),
        (ListingCondition.NEW, "You can use it with any charger.", {}),
        (ListingCondition.NEW, "Sealed; the box is torn at one corner.", {}),
        (ListingCondition.USED, "Light wear on the lid.", {"Condition": "Used - Good"}),
        (ListingCondition.USED, "Shipping carton torn, the item untouched.", {"Condition": "Like New"}),
    ],
)
def test_no_grade_conflict_when_negated_hedged_or_about_the_packaging(
    condition: ListingCondition, description: str, attributes: dict[str, str]
) -> None:
    assert structure.grade_conflict(_item(condition=condition, description=description, attributes=attributes)) is None


def test_the_grade_ladder_runs_from_new_down() -> None:
    ladder = structure.ladder()
    assert ladder.rungs[0].grade == structure.NEW_GRADE
    with pytest.raises(ValueError, match="rungs"):
        structure.parse_ladder({"rungs": [{"name": "worn", "grade": 2}, {"name": "new", "grade": 5}], "use": ["x"]})


# --- the pack's one list of placeholders (seventh round) ------------------------------------------------------


def _pack_placeholders() -> structure.Placeholders:
    from services.rulepack import risk_pack

    return risk_pack().placeholders


@pytest.mark.parametrize("value", _pack_placeholders().positives)
def test_the_pack_placeholders_match_their_positives(value: str) -> None:
    assert structure.is_placeholder(value)


@pytest.mark.parametrize("value", _pack_placeholders().near_misses)
def test_the_pack_placeholders_leave_their_near_misses(value: str) -> None:
    assert not structure.is_placeholder(value)


def test_the_placeholder_list_is_required_and_well_formed() -> None:
    assert _pack_placeholders().positives
    assert _pack_placeholders().near_misses
    with pytest.raises(ValueError, match="placeholders"):
        structure.parse_placeholders({"values": []})
    with pytest.raises(ValueError, match="placeholders"):
        structure.parse_placeholders(None)


# --- how the checks reach the reviewer --------------------------------------------------------------------


def test_every_structural_check_is_named_and_quotes_what_validation_accepts() -> None:
    assert set(structure.STRUCTURAL_CHECKS) == QUOTING_CHECK_NAMES <= CHECK_NAMES
    mismatch = _item(title="Action camera 64GB", attributes={"Storage Capacity": "32 GB"})
    (detection,) = [d for d in detect(mismatch) if d.code is FindingCode.PRODUCT_DETAIL_MISMATCH]
    assert detection.listing_quote == "64GB"
    assert listing_quote_verifies(detection.listing_quote, mismatch, detection.listing_fields)


def test_an_absence_finding_from_a_structural_check_quotes_nothing() -> None:
    hidden = _item(
        title="Sony Xperia phone",
        category="ELECTRONICS",
        attributes={"Brand": "Sony", "Model": "Xperia 10", "Storage Capacity": "N/A"},
    )
    (detection,) = [d for d in detect(hidden) if d.code is FindingCode.REQUIRED_DETAILS_MISSING]
    assert FindingCode.REQUIRED_DETAILS_MISSING not in PRESENT_FINDING_CODES
    assert detection.listing_quote == ""


def test_a_detect_signal_may_name_a_quoting_check_or_an_absence_but_no_other_check() -> None:
    head = "findings: {}\nsignals:\n"
    tail = "tier: 2, fields: [TITLE], detect: true, positives: [{title: x}]}\n"
    quoting = "  - {code: PRODUCT_DETAIL_MISMATCH, check: measure_mismatch, " + tail
    other = "  - {code: KEYWORD_SPAM, check: stuffed_text, " + tail
    for text in (head + quoting, head + other):
        with pytest.raises(RulePackError) as raised:
            parse_risk_pack(text, CHECK_NAMES)
        # The quoting check is accepted; the pack then fails only on its missing wording.
        assert ("detect signal" in str(raised.value)) is (text.endswith(other))


def test_a_working_state_only_hoped_is_a_finding_that_quotes_nothing() -> None:
    hoped = _item(
        title="Formula prep machine, white",
        category="BABY",
        description="Used for six months, descaled. Should be fine. Slight yellowing on the drip tray.",
        attributes={"Brand": "Tommee Tippee", "Model": "Perfect Prep"},
    )
    (detection,) = [d for d in detect(hoped) if d.code is FindingCode.FUNCTIONAL_STATUS_MISSING]
    assert detection.listing_quote == ""
    assert detection.listing_fields == (ListingField.DESCRIPTION,)


def test_named_sizes_bed_and_oil_grade() -> None:
    bed = _item(title="Cotton duvet cover, King size", attributes={"Bed Size": "Single"})
    assert structure.named_size_mismatch(bed) == (ListingField.TITLE, "King size")
    oil = _item(title="Engine oil 0W-20 synthetic", attributes={"Viscosity": "10W-40"})
    assert structure.named_size_mismatch(oil) == (ListingField.TITLE, "0W-20")
    for honest in (
        _item(title="Waterproof mattress cover, double or king", attributes={"Size": "King"}),
        _item(title="Queen size quilt", description="Queen size, 230 x 220 cm.", attributes={"Bed Size": "Queen"}),
        _item(title="Engine oil 5W-30", attributes={"Viscosity": "5W-30"}),
    ):
        assert structure.named_size_mismatch(honest) is None


def test_years_of_fit() -> None:
    apart = _item(title="Control arm 2001-2005 Miata", attributes={"Fitment": "2016-2022 Miata"})
    assert structure.year_span_mismatch(apart) == (ListingField.TITLE, "2001-2005")
    two_digit = _item(title="Mirror glass for 2014-19 Corolla", attributes={"Compatible Years": "2020-2023"})
    assert structure.year_span_mismatch(two_digit) == (ListingField.TITLE, "2014-19")
    for honest in (
        _item(title="Control arm 2001-2005 Miata", attributes={"Fitment": "2003-2007 Miata"}),
        _item(title="Control arm 2001-2005 Miata", attributes={"Brand": "Moog"}),
    ):
        assert structure.year_span_mismatch(honest) is None
