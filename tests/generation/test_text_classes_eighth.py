"""Text-code classes (issue 19, eighth round): other makers strung together, stuffed search-term specifics, fictional
numbers with the request elsewhere in the sentence, spelled-out mailboxes, offers moved off the listing in plain
words, and praise shouted in an all-capitals title.

Each class has positives and near misses (the honest shape that must stay quiet). Every listing here is written
for the test; none is copied from a dataset.
"""

from __future__ import annotations

import pytest

from services import detectors
from services.records import Listing
from tests.generation.data import listing


def item(description: str, **overrides: object) -> Listing:
    values: dict[str, object] = {
        "title": "Stainless Travel Mug 16 oz",
        "description": description,
        "category": "HOME_AND_GARDEN",
        "attributes": {"Brand": "Brookfen"},
    }
    values.update(overrides)
    return listing(**values)


# --- other makers strung together, wherever they stand -----------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Brookfen 16 oz Travel Mug Leakproof Contigo Thermos Owala", "Leakproof lid, keeps tea hot for 6 hours."),
        ("Brookfen Travel Mug 16 oz", "Keeps tea hot for 6 hours.\n\ncontigo thermos owala hydro flask camping mug"),
        ("Brookfen Travel Mug 16 oz", "Keeps tea hot. Same build as Contigo, Thermos, Yeti and Owala for half."),
        ("Brookfen Travel Mug 16 oz", "Keeps tea hot. Not a Yeti, not a Contigo or a Thermos, but close."),
        ("Brookfen Travel Mug 16 oz ~ NOT YETI ~", "Keeps tea hot for 6 hours."),
    ],
)
def test_other_makers_in_a_run_are_keyword_spam(title: str, description: str) -> None:
    assert detectors.keyword_spam(item(description, title=title)) is not None


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        # A lot names the makers it holds, and the description counts them out.
        (
            "Job Lot 12 Die-Cast Cars Corgi Matchbox Maisto",
            "Five Corgi, four Matchbox and three Maisto cars, all play worn.",
            {"Brand": "Mixed"},
        ),
        # Models listed with their makers are contents, not makers borrowed for search.
        (
            "Car Photo Calendar 2027",
            "Months feature: Toyota Corolla, Mazda MX-5, Volvo 240, Subaru Impreza, Audi Quattro.",
            {"Brand": "Pagefold"},
        ),
        # Makers the item specifics give are the item's.
        (
            "Fridge Magnet Set of 4 Car Badges",
            "Four enamel magnets, 3 cm each.",
            {"Brand": "Pagefold", "Designs": "Volvo, Saab, Skoda, Fiat"},
        ),
        # Everyday words that are also makers' names, written as words.
        ("Keen Eye Sage Green Tower Fan", "Quiet tower fan in sage green, three speeds, timer.", {"Brand": "Airwell"}),
        # A compatibility claim with no sign the item fits fewer of them.
        ("Wiper Blade Clips for Ford Vauxhall Toyota Nissan", "Adapter clips for hook-type arms.", {"Brand": "Clipt"}),
    ],
)
def test_contents_specifics_words_and_fit_are_not_a_run_of_makers(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    assert detectors.rival_brand_run(item(description, title=title, attributes=attributes)) is None


def test_a_run_quotes_only_the_makers_as_written() -> None:
    found = detectors.rival_brand_run(item("Keeps tea hot.\n\ncontigo thermos owala camping mug"))
    assert found is not None
    assert found[1] == "contigo thermos owala"


# --- a search-terms specific stuffed with repeats, misspellings or catalogue numbers -------------------------------


@pytest.mark.parametrize(
    "terms",
    [
        "mug mug travel mug coffee mug tea mug",
        "B0ZZ12AB34 travel cup flask",
        "travle mug stanless tumbler commuter",
    ],
)
def test_a_stuffed_search_terms_specific_is_keyword_spam(terms: str) -> None:
    found = detectors.stuffed_search_terms(
        item("Keeps tea hot.", title="Stainless Travel Mug", attributes={"Brand": "Brookfen", "Search Terms": terms})
    )
    assert found is not None
    assert found[1] == terms


def test_distinct_search_terms_about_the_item_are_not_stuffed() -> None:
    honest = item(
        "Keeps tea hot.",
        title="Stainless Travel Mug",
        attributes={"Brand": "Brookfen", "Search Terms": "insulated commuter cup leakproof lid tea coffee"},
    )
    assert detectors.stuffed_search_terms(honest) is None


# --- a number from a fictional range, the request to call elsewhere in its sentence --------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Unsure about sizing? Ring the packing room on 01632 960 233 before noon.",
        "Happy to send more angles, whatsapp for pics 07700 900 718.",
        "Messages are slow here, 07700 900 718, call or text after six.",
    ],
)
def test_a_fictional_number_asked_to_be_called_in_its_sentence_is_contact_details(description: str) -> None:
    assert detectors.contact_details(item(description, locale="en-GB")) is not None


@pytest.mark.parametrize(
    "description",
    [
        "The lid code on the base is 01632 960 233, quote it if you order spares through eBay.",
        "Batch number is 07700 900 718 (printed under the lid).",
    ],
)
def test_a_code_in_a_sentence_without_a_call_is_not_a_number(description: str) -> None:
    assert detectors.contact_details(item(description, locale="en-GB")) is None


# --- a mailbox spelled out after a dash, between two "at"s, or at the special-use name -----------------------------


@pytest.mark.parametrize(
    ("description", "quote"),
    [
        ("For a video of the seal, email me - mugfan at example dot com", "mugfan at example dot com"),
        ("Drop me a line at tinkerer at example dot co dot uk for sizes.", "tinkerer at example dot co dot uk"),
        ("Receipts on request: kettle77 at mailbox dot example", "kettle77 at mailbox dot example"),
    ],
)
def test_a_spelled_out_mailbox_is_contact_details(description: str, quote: str) -> None:
    found = detectors.contact_details(item(description))
    assert found is not None
    assert found.listing_quote == quote


def test_a_plain_word_before_a_spelled_out_site_is_not_a_mailbox() -> None:
    assert detectors.contact_details(item("More enamelware pictures at example dot co dot uk")) is None


# --- the sale moved off the listing in plain words -----------------------------------------------------------------


@pytest.mark.parametrize(
    "description",
    [
        "Same mug is on Vinted for $4 less if you prefer.",
        "Spare lids are on my other page, better prices there.",
        "If you can collect on Friday with cash I'll end it early.",
    ],
)
def test_a_sale_moved_elsewhere_in_plain_words_is_off_platform(description: str) -> None:
    assert detectors.off_platform_offers(item(description)) is not None


@pytest.mark.parametrize(
    "description",
    [
        "Bought on Vinted two years ago, barely used.",
        "The auto-off timer can end it early if the mug tips over.",
        "Colours look better there in daylight than in my photos.",
    ],
)
def test_history_timers_and_photos_are_not_off_platform(description: str) -> None:
    assert detectors.off_platform_offers(item(description)) is None


# --- praise shouted in an all-capitals title, stars as decoration, urgency ------------------------------------------


@pytest.mark.parametrize(
    "title",
    [
        "STUNNING BROOKFEN TRAVEL MUG 16 OZ SAGE",
        "\u2b50\u2b50 Brookfen Travel Mug 16 oz \u2b50",
        "Brookfen Travel Mug 16 oz - PRICE DROP",
    ],
)
def test_praise_stars_and_urgency_make_a_promotional_title(title: str) -> None:
    assert detectors.promotional_title(item("Keeps tea hot for 6 hours.", title=title)) is not None


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("THE AMAZING ADVENTURES OF KAVALIER AND CLAY HARDBACK", "Hardback, 2000, dust jacket clipped."),
        ("AMAZING GRACE HYMN SHEET MUSIC 1950", "Amazing Grace arranged for piano, four pages."),
        ("BROOKFEN TRAVEL MUG 16 OZ SAGE GREEN", "Keeps tea hot for 6 hours."),
    ],
)
def test_a_title_in_capitals_that_names_the_item_is_not_promotional(title: str, description: str) -> None:
    assert detectors.promotional_title(item(description, title=title)) is None
