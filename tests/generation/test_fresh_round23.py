"""Issue 19, twenty-third round (fresh authors): classes read from the wrong answers of blind-dev-v28 (art and craft
sellers; computer-part flippers) and blind-dev-v29 (catering and vending sellers; wellness goods), each written as a
shape rather than one listing's words. Positives and near misses are in fresh wording, mostly in other product domains:
the positives fail on the round's starting code, the near misses keep its answer."""

from __future__ import annotations

import pytest

from services.risk_signals import DEFAULT_TIER, risk_signals
from services.structure import variant_suffix_mismatch
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import bare_listing, detected

_FSM = FindingCode.FUNCTIONAL_STATUS_MISSING
_PDM = FindingCode.PRODUCT_DETAIL_MISMATCH
_CC = FindingCode.CONDITION_CONFLICT
_CONTACT = FindingCode.CONTACT_INFO_IN_LISTING


def _signals(**fields: object) -> set[FindingCode]:
    return set(risk_signals(bare_listing(**fields), tier=DEFAULT_TIER, use_model=False))


# --- a computer part's load run and its outcome is a test result ---


@pytest.mark.parametrize(
    "description",
    [
        "Light dust in the heatsink. Ran OCCT for an hour at stock clocks, stable throughout.",
        "Looped Superposition for 40 minutes, no artefacts and temperatures stayed in the 70s.",
        "Hashing on HiveOS for ten days straight, no crashes or reboots. Small scratch on the shroud.",
        "Ran it for a weekend at full load, stable, fans quiet.",
        "Put it in my bench PC: drivers installed, both outputs show a picture on a 4K screen.",
    ],
)
def test_a_load_run_and_its_outcome_states_function(description: str) -> None:
    item = bare_listing(
        title="Used graphics card 8GB", description=description, category="ELECTRONICS", condition=ListingCondition.USED
    )
    assert _FSM not in detected(item)


@pytest.mark.parametrize(
    "description",
    [
        # A hedge, a run with no outcome, a spec sheet's "stable" and past use alone stay without a working state.
        "Should run stable at stock, not had a chance to try it.",
        "Ran it in my old build for years. Light scratches on the backplate.",
        "Boost clock 1.8 GHz with a stable power delivery design. Cosmetic marks on the bracket.",
        "Was mining on it until last spring; comes in the original box.",
    ],
)
def test_a_run_without_an_outcome_states_no_function(description: str) -> None:
    item = bare_listing(
        title="Used graphics card 8GB", description=description, category="ELECTRONICS", condition=ListingCondition.USED
    )
    assert _FSM in detected(item)


# --- "on here" is the marketplace the listing is on ---


@pytest.mark.parametrize(
    "description",
    [
        "Happy to answer questions, drop me a line on here.",
        "Any problem with the delivery, message me on here and I will sort it.",
        "Want a different size? Drop us a message here before ordering.",
    ],
)
def test_a_message_on_here_stays_on_the_marketplace(description: str) -> None:
    assert _CONTACT not in _signals(description=description)


@pytest.mark.parametrize(
    "description",
    [
        "Drop me a text for more photos.",
        "Drop me a line on WhatsApp for the rest.",
        "Message me on Telegram and I can do a deal.",
    ],
)
def test_a_message_elsewhere_is_still_contact_wording(description: str) -> None:
    assert _CONTACT in _signals(description=description)


# --- a variant word that opens the item's kind names the kind, not another model ---


@pytest.mark.parametrize(
    ("title", "model"),
    [
        ("Halvard HX-40 Air Fryer 4L, Black", "HX-40"),
        ("Coldline CL 70 Mini Fridge for Office", "CL 70"),
        ("Pureflow PF-220 Air Purifiers Twin Pack", "PF-220"),
    ],
)
def test_a_variant_word_opening_the_kind_is_no_variant(title: str, model: str) -> None:
    item = bare_listing(title=title, attributes={"Model": model})
    assert variant_suffix_mismatch(item) is None


@pytest.mark.parametrize(
    ("title", "model"),
    [
        ("Galaxy Tab S9 Ultra 256GB Tablet", "Galaxy Tab S9"),
        ("Pureflow PF-220 Air, White", "PF-220"),
        ("Coldline CL 70 Mini Speaker", "CL 70"),
    ],
)
def test_a_variant_word_before_anything_else_stays_a_variant(title: str, model: str) -> None:
    item = bare_listing(title=title, attributes={"Model": model})
    assert variant_suffix_mismatch(item) is not None


# --- a new state said of what the title sells "with" is a part's ---


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Quad-core processor with stock cooler", "Chip only lightly used; the unused stock cooler is in its bag."),
        ("Desktop tower with 2 case fans", "Tower used for a year; the two fans are unused."),
    ],
)
def test_a_new_state_of_the_titled_accessory_is_a_parts(title: str, description: str) -> None:
    item = bare_listing(title=title, description=description, condition=ListingCondition.USED)
    assert _CC not in _signals(title=title, description=description, condition=ListingCondition.USED)
    assert _CC not in detected(item)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        # The item the title sells before its "with" said unused, and a part the title sells on its own.
        ("Quad-core processor with stock cooler", "Processor unused, bought for a build that never happened."),
        ("CPU cooler 120mm", "Cooler is brand new, still sealed."),
    ],
)
def test_a_new_state_of_the_item_sold_is_still_read(title: str, description: str) -> None:
    assert _CC in _signals(title=title, description=description, condition=ListingCondition.USED)


# --- "nib" in lower case is a pen's point ---


def test_a_pens_nib_is_not_new_in_box() -> None:
    description = "Dip pen set: three oblique nib holders, one nib slightly bent."
    used = ListingCondition.USED
    assert _CC not in _signals(title="Calligraphy dip pen set", description=description, condition=used)


def test_the_abbreviation_in_capitals_is_still_read() -> None:
    assert _CC in _signals(title="Calligraphy dip pen set", description="NIB, gift.", condition=ListingCondition.USED)


# --- one standard's code in a specific against another of the same letters in the title ---


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Gaming laptop 16GB DDR5 RAM upgrade kit", {"Memory Type": "DDR4"}),
        ("Motherboard AM5 B650 chipset", {"Socket": "AM4"}),
        ("Watercolour pad A3 300gsm", {"Paper Size": "A2"}),
        ("Mens trainers UK 9 grey", {"Shoe Size": "UK 10"}),
    ],
)
def test_a_specifics_code_against_the_titles_is_a_conflict(title: str, attributes: dict[str, str]) -> None:
    assert _PDM in _signals(title=title, attributes=attributes)


@pytest.mark.parametrize(
    ("title", "attributes", "description"),
    [
        # The specific's code also in the text, another family, a specific that lists several codes.
        ("Memory kit DDR4 3200", {"Memory Type": "DDR4"}, "Item."),
        ("Sketchbook A5 landscape", {"Size": "A4"}, "Folds out to A4 when opened flat."),
        ("Motherboard AM5 B650 chipset", {"Memory Type": "DDR5"}, "Item."),
        ("Laser printer A4 mono", {"Paper Sizes": "A4, A5"}, "Item."),
    ],
)
def test_agreeing_or_unrelated_codes_stay_clean(title: str, attributes: dict[str, str], description: str) -> None:
    assert _PDM not in _signals(title=title, attributes=attributes, description=description)
