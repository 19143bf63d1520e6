"""The evaluation's own corpus reader: releases, scope, retired versions and the corpus version."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from evaluation.corpus import CorpusError, load_corpus, parse_policy
from tests.evaluation.support import POLICIES


def test_reads_every_policy_file_and_its_section_codes() -> None:
    corpus = load_corpus(POLICIES)
    assert len(corpus.releases) == 9
    contact = corpus.find("ebay-contact-information", "EBAY", "en-US", "2026-09-15")
    assert contact is not None
    assert contact.sections["contact-details"] == {"CONTACT_INFO_IN_LISTING"}
    assert contact.sections["permitted-information"] == {"CONTACT_INFO_IN_LISTING", "EXTERNAL_LINK"}
    assert contact.effective_from == "2026-09-15"
    assert contact.categories == ("ALL",)


def test_the_older_version_of_a_scope_is_retired() -> None:
    corpus = load_corpus(POLICIES)
    assert [r.label for r in corpus.retired()] == [
        "ebay-contact-information/EBAY/en-US@2026-03-01",
        "ebay-electronics-listing/EBAY/en-US@2026-08-01",
    ]
    assert len(corpus.active()) == 7


def test_sections_declare_the_conditions_they_apply_to() -> None:
    corpus = load_corpus(POLICIES)
    electronics = corpus.find("ebay-electronics-listing", "EBAY", "en-US", "2026-08-20")
    assert electronics is not None
    assert electronics.applies("refurbished-condition", "REFURBISHED", "ELECTRONICS")
    assert not electronics.applies("refurbished-condition", "USED", "ELECTRONICS")
    assert not electronics.applies("functional-status", "NEW", "ELECTRONICS")
    assert electronics.applies("model-and-brand-consistency", "NEW", "ELECTRONICS")  # no declaration: any listing
    earlier = corpus.find("ebay-electronics-listing", "EBAY", "en-US", "2026-08-01")
    assert earlier is not None
    assert earlier.applies("refurbished-condition", "USED", "ELECTRONICS")  # that edition declared nothing
    text = (
        "---\npolicyId: x\nversion: '2026-01-01'\nmarketplace: EBAY\nlocale: en-US\ncategories: [ALL]\n"
        "effectiveFrom: 2026-01-01\n---\n## A\nSection id: a\nFinding codes: KEYWORD_SPAM\n"
        "Applies to categories: BOOKS, HOME\n"
    )
    release = parse_policy(text)
    assert release.applies("a", "NEW", "HOME")
    assert not release.applies("a", "NEW", "TOYS")


def test_scope_follows_marketplace_locale_category_and_effective_date() -> None:
    corpus = load_corpus(POLICIES)

    def ids(marketplace: str, locale: str, category: str, date: str) -> list[str]:
        return sorted(r.policy_id for r in corpus.in_scope(marketplace, locale, category, date))

    assert ids("EBAY", "en-US", "ELECTRONICS", "2026-10-01") == [
        "ebay-contact-information",
        "ebay-electronics-listing",
        "ebay-item-description",
    ]
    assert ids("EBAY", "en-US", "CLOTHING", "2026-10-01") == ["ebay-contact-information", "ebay-item-description"]
    # Before 2026-08-01 the electronics policy is not in effect; the 2026-03-01 contact edition is, until
    # the current one takes over on 2026-09-15 (the scope's timeline).
    assert ids("EBAY", "en-US", "ELECTRONICS", "2026-07-25") == ["ebay-contact-information", "ebay-item-description"]
    in_force = {r.policy_id: r.version for r in corpus.in_scope("EBAY", "en-US", "ELECTRONICS", "2026-07-25")}
    assert in_force["ebay-contact-information"] == "2026-03-01"
    assert {r.version for r in corpus.in_scope("EBAY", "en-US", "BOOKS", "2026-09-15")} >= {"2026-09-15"}
    assert "2026-03-01" not in {r.version for r in corpus.in_scope("EBAY", "en-US", "BOOKS", "2026-09-15")}
    assert ids("EBAY", "en-GB", "CLOTHING", "2026-09-19") == []
    assert ids("EBAY", "en-GB", "CLOTHING", "2026-10-14") == ["ebay-contact-information"]
    assert ids("EBAY", "en-GB", "CLOTHING", "2026-10-15") == ["ebay-contact-information", "ebay-item-description"]
    assert ids("AMAZON", "en-GB", "KITCHEN", "2026-10-01") == []


def test_a_review_date_resolves_to_the_edition_then_in_force() -> None:
    corpus = load_corpus(POLICIES)

    def versions(date: str) -> dict[str, str]:
        return {r.policy_id: r.version for r in corpus.in_scope("EBAY", "en-US", "ELECTRONICS", date)}

    assert versions("2026-02-28") == {}
    assert versions("2026-06-01") == {"ebay-contact-information": "2026-03-01"}
    assert versions("2026-08-10")["ebay-electronics-listing"] == "2026-08-01"
    assert versions("2026-08-20")["ebay-electronics-listing"] == "2026-08-20"
    assert versions("2026-09-15")["ebay-contact-information"] == "2026-09-15"
    assert versions("2027-03-15") == {
        "ebay-contact-information": "2026-09-15",
        "ebay-electronics-listing": "2026-08-20",
        "ebay-item-description": "2026-07-20",
    }


def test_the_corpus_version_changes_when_an_active_release_changes(tmp_path: Path) -> None:
    copy = tmp_path / "policies"
    shutil.copytree(POLICIES, copy)
    before = load_corpus(copy).fingerprint()
    assert before == load_corpus(POLICIES).fingerprint()
    assert before.startswith("corpus-")
    path = copy / "amazon" / "en-US" / "amazon-product-detail-page.md"
    path.write_text(path.read_text().replace('version: "2026-05-01"', 'version: "2026-05-02"'))
    assert load_corpus(copy).fingerprint() != before


def test_the_corpus_version_ignores_retired_files(tmp_path: Path) -> None:
    copy = tmp_path / "policies"
    shutil.copytree(POLICIES, copy)
    (copy / "ebay" / "en-US" / "ebay-contact-information-2026-03-01.md").unlink()
    assert load_corpus(copy).fingerprint() == load_corpus(POLICIES).fingerprint()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("no front matter", "no YAML front matter"),
        ("---\npolicyId: x\n---\n## A\nSection id: a\nFinding codes: KEYWORD_SPAM\n", "front matter lacks"),
        (
            "---\npolicyId: x\nversion: '2026-01-01'\nmarketplace: EBAY\nlocale: en-US\ncategories: [ALL]\n"
            "effectiveFrom: 2026-01-01\n---\n## A\nFinding codes: KEYWORD_SPAM\n",
            "'Finding codes:' before 'Section id:'",
        ),
    ],
)
def test_unreadable_policy_files_are_refused(text: str, message: str) -> None:
    with pytest.raises(CorpusError, match=message):
        parse_policy(text)
