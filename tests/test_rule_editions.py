"""Rule pack editions as the services load and resolve them (services/rulepack.py): pure, no database."""

from __future__ import annotations

import json
import re
from datetime import date
from pathlib import Path

import pytest

from services.detectors import detect
from services.records import Listing
from services.rulepack import (
    RULES_DIR,
    EditionEntry,
    EditionScope,
    RulePackError,
    content_hash,
    edition_files,
    edition_identity,
    edition_in_force,
    file_timeline,
    judged_by,
    load_editions,
    named_edition,
    parse_edition,
    rules_identity,
    shipped_edition,
    using_edition,
    using_edition_missing,
)
from services.vocabulary import FindingCode, ListingCondition, Marketplace
from tests.rule_editions import SECOND, SHIPPED, ZORBLAX, edition_text, write_edition

ALL = EditionScope()
EBAY_GB = EditionScope(marketplaces=(Marketplace.EBAY,), locales=("en-GB",))
GB = EditionScope(locales=("en-GB",))
EBAY = EditionScope(marketplaces=(Marketplace.EBAY,))


def entry(version: str, scope: EditionScope, start: str, until: str | None = None) -> EditionEntry:
    return EditionEntry(
        version, version, date.fromisoformat(start), scope, date.fromisoformat(until) if until else None
    )


def test_the_shipped_edition_is_in_force_from_the_earliest_policy_release_for_every_scope() -> None:
    shipped = shipped_edition()
    # The version is whatever the file's header says (an ISO date, optionally with a .N revision).
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}(\.\d+)?", shipped.version)
    assert (shipped.effective_from, shipped.scope) == (date(2026, 3, 1), ALL)
    assert shipped.content_hash == content_hash(SHIPPED)
    # The identity keeps its format and is what the reviewer and the reports name outside a review.
    assert shipped.identity == rules_identity() == edition_identity(SHIPPED)
    assert shipped.identity.startswith("rules-")
    assert len(shipped.identity) == len("rules-") + 12


def test_editions_are_loaded_keyed_by_content_hash_whatever_their_file_names(tmp_path: Path) -> None:
    write_edition(tmp_path, "a.yaml", SHIPPED)
    write_edition(tmp_path, "b.yaml", SECOND)
    write_edition(tmp_path, "copy.yaml", SECOND)
    loaded = load_editions(tmp_path)
    assert set(loaded) == {content_hash(SHIPPED), content_hash(SECOND)}
    assert loaded[content_hash(SECOND)].source.endswith("b.yaml")
    # The identity depends on content only: the same text under another name is the same edition.
    assert loaded[content_hash(SHIPPED)].identity == shipped_edition().identity


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (('effectiveFrom: "2026-03-01"\n', ""), "effectiveFrom"),
        (('effectiveFrom: "2026-03-01"\n', 'effectiveFrom: "2026-02-30"\n'), "effectiveFrom"),
        (('effectiveFrom: "2026-03-01"\n', 'effectiveFrom: "2026-03-01"\nscope: {marketplaces: [ETSY]}\n'), "scope"),
        (('effectiveFrom: "2026-03-01"\n', 'effectiveFrom: "2026-03-01"\nscope: {categories: [toys]}\n'), "scope"),
        (('effectiveFrom: "2026-03-01"\n', 'effectiveFrom: "2026-03-01"\nscope: {regions: [EU]}\n'), "scope"),
    ],
)
def test_an_edition_header_that_cannot_be_served_is_refused(change: tuple[str, str], problem: str) -> None:
    with pytest.raises(RulePackError, match=problem):
        parse_edition(edition_text("2026-12-01", "2026-03-01", change=change), "rules.yaml")


def test_a_key_named_twice_in_one_mapping_is_refused_not_kept_last() -> None:
    # PyYAML keeps the last of two keys silently: a signal's second examples list would hide the first from the tests.
    text = edition_text("2026-12-01", "2026-03-01", change=(ZORBLAX[0], ZORBLAX[1]))
    twice = text.replace("    name: zorblax-line\n", "    name: zorblax-line\n    name: zorblax-line-again\n", 1)
    assert twice != text
    with pytest.raises(RulePackError, match="named twice"):
        parse_edition(twice, "rules.yaml")


def test_the_edition_in_force_is_the_narrowest_covering_one_on_the_day() -> None:
    entries = [
        entry("1", ALL, "2026-03-01", "2026-11-01"),
        entry("2", ALL, "2026-11-01"),
        entry("3", EBAY_GB, "2026-06-01"),
    ]
    day = date(2026, 10, 1)
    assert edition_in_force(entries, "EBAY", "en-US", "TOYS", day) == entries[0]
    assert edition_in_force(entries, "EBAY", "en-US", "TOYS", date(2026, 11, 1)) == entries[1]
    assert edition_in_force(entries, "EBAY", "en-GB", "TOYS", day) == entries[2]
    assert edition_in_force(entries, "AMAZON", "en-GB", "TOYS", day) == entries[0]
    # Before any edition: none, and the review goes to a person.
    assert edition_in_force(entries, "EBAY", "en-US", "TOYS", date(2026, 2, 1)) is None
    # A locale is narrower than a marketplace.
    narrower = [entry("4", GB, "2026-03-01"), entry("5", EBAY, "2026-03-01")]
    assert edition_in_force(narrower, "EBAY", "en-GB", "TOYS", day) == narrower[0]
    # Two equally narrow editions of different scopes: which rules apply is not decided.
    ambiguous = [entry("6", GB, "2026-03-01"), entry("7", EditionScope(locales=("en-GB", "en-US")), "2026-03-01")]
    assert edition_in_force(ambiguous, "EBAY", "en-GB", "TOYS", day) is None


def test_the_files_timeline_runs_each_edition_until_the_next_of_its_scope() -> None:
    first = parse_edition(SHIPPED, "first.yaml")
    second = parse_edition(SECOND, "second.yaml")
    gb = parse_edition(edition_text("2026-12-05", "2026-12-10", scope="scope: {locales: [en-GB]}\n"), "gb.yaml")
    timeline = sorted(file_timeline([second, gb, first]), key=lambda e: (str(e.scope), e.effective_from))
    assert [(e.version, e.effective_from.isoformat(), e.valid_until) for e in timeline] == [
        (first.version, "2026-03-01", date(2026, 11, 1)),
        ("2027-01-10", "2026-11-01", None),
        ("2026-12-05", "2026-12-10", None),
    ]


def test_a_review_reads_the_edition_it_names_and_never_one_it_lacks() -> None:
    second = parse_edition(SECOND, "second.yaml")
    listing = Listing(
        listing_id="lamp",
        marketplace=Marketplace.EBAY,
        locale="en-US",
        category="HOME_GARDEN",
        title="Brass desk lamp",
        description="Questions? Use the zorblax line.",
        condition=ListingCondition.USED,
        price=40.0,
        attributes={},
    )
    assert ZORBLAX[1] in SECOND
    assert not [d for d in detect(listing) if "zorblax" in d.listing_quote]
    with using_edition(second):
        assert rules_identity() == second.identity
        assert [d.code for d in detect(listing) if "zorblax" in d.listing_quote] == [
            FindingCode.CONTACT_INFO_IN_LISTING
        ]
    assert rules_identity() == shipped_edition().identity
    # None names the shipped edition (callers that resolve none); an empty or unknown hash names nothing.
    assert named_edition(None) == shipped_edition()
    assert named_edition(shipped_edition().content_hash) == shipped_edition()
    assert named_edition("") is None
    assert named_edition("0" * 64) is None
    with judged_by(None):
        assert using_edition_missing()
    assert not using_edition_missing()


# Every edition ever shipped, by file and version: its content hash. A version is immutable once published, so a
# changed pack must carry a new version; without this record a changed file that kept its version would pass the
# suite (a fresh store) and only fail `make run` on a machine whose store already holds that version.
SHIPPED_EDITIONS = Path(__file__).resolve().parent / "shipped_editions.json"


def test_every_edition_file_keeps_the_content_its_version_was_shipped_with() -> None:
    shipped = json.loads(SHIPPED_EDITIONS.read_text(encoding="utf-8"))
    for path in edition_files(RULES_DIR):
        edition = parse_edition(path.read_text(encoding="utf-8"), str(path))
        recorded = shipped.get(path.name, {})
        assert edition.version in recorded, (
            f"{path.name} version {edition.version} is not in {SHIPPED_EDITIONS.name}: record its hash there"
        )
        assert recorded[edition.version] == edition.content_hash, (
            f"{path.name} changed but keeps version {edition.version}: an edition is immutable once published, "
            "so give the changed file a new version and record it"
        )


def test_where_an_untested_item_must_say_why_is_the_packs_to_change() -> None:
    # A policy fact, not code: the en-GB working-order section asks why an item was not tested.
    assert shipped_edition().pack.untested_needs_reason == frozenset({"en-GB"})
    widened = parse_edition(
        edition_text(
            "2027-02-01", "2026-11-01", change=("untestedNeedsReason: [en-GB]", "untestedNeedsReason: [en-GB, en-US]")
        ),
        "widened.yaml",
    )
    listing = Listing(
        listing_id="radio",
        marketplace=Marketplace.EBAY,
        locale="en-US",
        category="ELECTRONICS",
        title="Pocket radio",
        description="Light scuffs on the case. Untested.",
        condition=ListingCondition.USED,
        price=15.0,
        attributes={},
    )
    missing = FindingCode.FUNCTIONAL_STATUS_MISSING
    assert missing not in {d.code for d in detect(listing)}
    with using_edition(widened):
        assert missing in {d.code for d in detect(listing)}
    for wrong in ("untestedNeedsReason: en-GB", "untestedNeedsReason: [english]"):
        with pytest.raises(RulePackError, match="untestedNeedsReason"):
            parse_edition(
                edition_text("2027-02-01", "2026-11-01", change=("untestedNeedsReason: [en-GB]", wrong)), "x.yaml"
            )
