"""One grammar per scope value (services/values.py), read the same way by ingestion, the gateway and retrieval."""

from __future__ import annotations

from datetime import date

import pytest

from gateway.domain.catalog import CatalogQuery, catalog_violations
from gateway.domain.requests import ReviewRequest, request_violations
from ingestion.domain.loader import PolicyFormatError, parse_policy
from retrieval.domain.scope import canonical_locale as retrieval_locale
from services.values import (
    CATEGORY_RULE,
    DATE_RULE,
    LOCALE_RULE,
    MARKETPLACE_RULE,
    NotCanonicalError,
    canonical_locale,
    is_category,
    is_locale,
    parse_category,
    parse_date,
    parse_locale,
    parse_marketplace,
)
from services.vocabulary import Marketplace
from tests.ingestion.policies import TEMPLATE, replace_once


def test_the_marketplace_rule_is_derived_from_the_vocabulary() -> None:
    assert "must be one of " + ", ".join(m.value for m in Marketplace) == MARKETPLACE_RULE
    assert parse_marketplace("EBAY") is Marketplace.EBAY
    for wrong in ("ebay", "ETSY", ""):
        with pytest.raises(ValueError, match=MARKETPLACE_RULE):
            parse_marketplace(wrong)


@pytest.mark.parametrize(
    ("text", "canonical"),
    [("en-US", "en-US"), ("en-us", "en-US"), ("EN-gb", "en-GB"), ("zh-hant-tw", "zh-Hant-TW"), ("es-419", "es-419")],
)
def test_a_locale_in_any_case_has_one_canonical_spelling(text: str, canonical: str) -> None:
    assert canonical_locale(text) == canonical
    assert is_locale(text) is (text == canonical)


def test_only_the_canonical_spelling_parses_and_the_error_names_it() -> None:
    assert parse_locale("zh-Hant-TW") == "zh-Hant-TW"
    with pytest.raises(NotCanonicalError) as caught:
        parse_locale("en-us")
    assert caught.value.canonical == "en-US"
    assert "en-us" not in str(caught.value)


@pytest.mark.parametrize("text", ["", "e", "english", "en_US", "en-", "en US", "de-DE-1996", "x" * 40])
def test_not_a_locale(text: str) -> None:
    assert canonical_locale(text) is None
    with pytest.raises(ValueError, match=LOCALE_RULE) as caught:
        parse_locale(text)
    assert not isinstance(caught.value, NotCanonicalError)


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        ("ELECTRONICS", True),
        ("HOME_AND_GARDEN", True),
        ("ALL", True),
        ("A" * 100, True),
        ("A" * 101, False),
        ("TOYS_", False),
        ("HOME__GARDEN", False),
        ("_TOYS", False),
        ("toys", False),
        ("", False),
    ],
)
def test_categories_are_upper_snake_words(text: str, ok: bool) -> None:
    assert is_category(text) is ok
    if not ok:
        with pytest.raises(ValueError, match=CATEGORY_RULE):
            parse_category(text)


@pytest.mark.parametrize("text", ["2026-02-30", "20260901", "2026-W36-1", "2026-9-1", "tomorrow", ""])
def test_dates_are_extended_iso_calendar_dates(text: str) -> None:
    with pytest.raises(ValueError, match=DATE_RULE):
        parse_date(text)


def test_a_date_parses() -> None:
    assert parse_date("2026-09-01") == date(2026, 9, 1)


# What each part says of the same values: a value the API refuses is refused at publish time too.
REFUSED_BY_THE_API = [
    ("locale", "en-us"),
    ("locale", "de-DE-1996"),
    ("category", "TOYS_"),
    ("category", "HOME__GARDEN"),
]


@pytest.mark.parametrize(("field", "value"), REFUSED_BY_THE_API)
def test_what_the_api_refuses_publishing_refuses(field: str, value: str) -> None:
    review = ReviewRequest(
        listing_id="l-1",
        marketplace="EBAY",
        locale=value if field == "locale" else "en-US",
        category=value if field == "category" else "ELECTRONICS",
        title="Lamp",
        description="A lamp.",
        condition="USED",
        price=1.0,
    )
    assert [v.field for v in request_violations(review)] == [field]
    query = CatalogQuery("EBAY", review.locale, review.category, "")
    assert [v.field for v in catalog_violations(query)] == [field]
    front_matter = f"locale: {value}" if field == "locale" else f"categories:\n  - {value}"
    original = "locale: en-US" if field == "locale" else "categories:\n  - ALL"
    with pytest.raises(PolicyFormatError) as caught:
        parse_policy(replace_once(TEMPLATE, original, front_matter), "policies/ebay/en-US/test.md")
    line = 5 if field == "locale" else 7
    name = "locale" if field == "locale" else "categories"
    # The file, the line and the field, so the author knows what to fix where.
    assert [str(issue).split(": ", 2)[:2] for issue in caught.value.issues] == [
        [f"policies/ebay/en-US/test.md:{line}", f"front matter field '{name}'"]
    ]


def test_publishing_names_the_canonical_spelling_to_write() -> None:
    with pytest.raises(PolicyFormatError) as caught:
        parse_policy(replace_once(TEMPLATE, "locale: en-US", "locale: en-us"), "policies/test.md")
    assert str(caught.value) == (
        "policies/test.md:5: front matter field 'locale': must be written en-US, the canonical case the API accepts"
    )


def test_retrieval_reads_the_same_grammar_and_makes_the_case_canonical() -> None:
    assert retrieval_locale("en-us") == "en-US"
    assert retrieval_locale("de-DE-1996") is None
