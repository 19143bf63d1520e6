"""Pure ingestion logic: the file format and its errors, checksums, versions, chunking, ids and decisions."""

from __future__ import annotations

import hashlib
import uuid
from dataclasses import replace
from datetime import date

import pytest

from ingestion.domain.chunker import chunk_policy, split_text
from ingestion.domain.decisions import Action, ScopeState, decide, decide_scope, needs_maintenance
from ingestion.domain.diff import diff_sections
from ingestion.domain.loader import PolicyFormatError, parse_policy
from ingestion.domain.model import PolicyScope, StoredRelease, checksum, release_id
from ingestion.domain.timeline import (
    Joining,
    Placement,
    Standing,
    TimelineConflict,
    TimelineEntry,
    join_all,
    place,
    retention_expired,
    source_stale,
    standing,
)
from ingestion.domain.versions import parse_version
from ingestion.publisher import discover_policy_files
from services.embedders import document_text
from services.vocabulary import FindingCode, ListingCondition, Marketplace, ReleaseStatus
from tests.ingestion.policies import CONTACT_US, TEMPLATE, replace_once, with_version
from tests.support import POLICIES_DIR


def issues_of(text: str) -> list[tuple[int, str]]:
    with pytest.raises(PolicyFormatError) as caught:
        parse_policy(text, "policies/test.md")
    assert all(issue.source == "policies/test.md" for issue in caught.value.issues)
    assert str(caught.value).startswith("policies/test.md:")
    return [(issue.line, issue.message) for issue in caught.value.issues]


def test_every_corpus_file_parses_with_sections_and_codes_that_agree() -> None:
    files = discover_policy_files([POLICIES_DIR])
    assert len(files) == 9
    assert all(path.name != "README.md" for path in files)
    documents = [parse_policy(path.read_text(encoding="utf-8"), str(path)) for path in files]
    scopes = {document.scope for document in documents}
    assert len(scopes) == 7  # ebay-contact-information and ebay-electronics-listing en-US have two versions each
    for document in documents:
        assert 4 <= len(document.sections) <= 6
        used = {code for section in document.sections for code in section.finding_codes}
        assert used == set(document.supported_finding_codes)
    contact = next(d for d in documents if d.source == str(CONTACT_US))
    assert (contact.policy_id, contact.version, contact.marketplace, contact.locale) == (
        "ebay-contact-information",
        "2026-09-15",
        Marketplace.EBAY,
        "en-US",
    )
    assert [s.section_id for s in contact.sections] == [
        "contact-details",
        "external-links",
        "off-platform-offers",
        "permitted-information",
    ]
    assert contact.sections[3].finding_codes == (FindingCode.CONTACT_INFO_IN_LISTING, FindingCode.EXTERNAL_LINK)
    assert contact.sections[0].text.startswith("Listings should not contain personal or business contact details.")
    assert "Section id:" not in contact.sections[0].text


def test_checksum_ignores_editor_noise_but_not_content() -> None:
    base = checksum(TEMPLATE)
    assert checksum("\ufeff" + TEMPLATE.replace("\n", "\r\n")) == base
    assert checksum(TEMPLATE.replace("\n", "   \n") + "\n\n") == base
    assert checksum(TEMPLATE.replace("phone numbers", "phone  numbers")) != base
    assert parse_policy(TEMPLATE, "a.md").checksum == base


def test_versions_order_by_date_then_revision() -> None:
    ordered = ["2025-12-31", "2026-03-01", "2026-09-15", "2026-09-15.1", "2026-09-15.2", "2026-09-15.10", "2026-09-16"]
    shuffled = [ordered[i] for i in (4, 0, 6, 2, 5, 1, 3)]
    assert [str(v) for v in sorted(parse_version(v) for v in shuffled)] == ordered


@pytest.mark.parametrize("bad", ["2026-13-01", "2026-9-15", "2026-09-15.0", "v2026-09-15", "2026-09-15-1", ""])
def test_malformed_versions_are_refused(bad: str) -> None:
    with pytest.raises(ValueError, match="version"):
        parse_version(bad)


def test_sections_within_the_limit_are_one_chunk_each_with_their_metadata() -> None:
    document = parse_policy(TEMPLATE, "a.md")
    chunks = chunk_policy(document, 1500)
    assert [(c.section_id, c.ordinal, c.section_heading) for c in chunks] == [
        ("contact-details", 0, "Contact details"),
        ("external-links", 0, "Links"),
    ]
    first = chunks[0]
    assert first.text == "Listings should not carry phone numbers or email addresses."
    assert first.finding_codes == (FindingCode.CONTACT_INFO_IN_LISTING,)
    assert first.embedding_text == document_text("Test policy", "Contact details", first.text)
    assert first.content_hash == hashlib.sha256(first.embedding_text.encode()).hexdigest()


def test_oversized_sections_split_by_paragraph_and_keep_their_section() -> None:
    paragraphs = [f"Paragraph {n}: " + " ".join(f"word{n}x{i}." for i in range(30)) for n in range(5)]
    long_section = "\n\n".join(paragraphs)
    text = replace_once(TEMPLATE, "Listings should not carry phone numbers or email addresses.", long_section)
    document = parse_policy(text, "a.md")
    chunks = [c for c in chunk_policy(document, 600) if c.section_id == "contact-details"]
    assert len(chunks) > 1
    assert [c.ordinal for c in chunks] == list(range(len(chunks)))
    assert all(len(c.text) <= 600 for c in chunks)
    assert all(c.section_chunk_count == len(chunks) for c in chunks)
    assert all(c.finding_codes == (FindingCode.CONTACT_INFO_IN_LISTING,) for c in chunks)
    # Paragraph boundaries are kept: every paragraph lands whole in exactly one chunk.
    for paragraph in paragraphs:
        assert sum(paragraph in c.text for c in chunks) == 1
    assert "\n\n".join(c.text for c in chunks) == long_section


def test_a_paragraph_longer_than_the_limit_splits_at_sentences_then_words() -> None:
    sentence = "Sellers state the condition clearly. "
    pieces = split_text(sentence * 40, 200)
    assert all(len(p) <= 200 for p in pieces)
    assert all(p.endswith("clearly.") for p in pieces)
    assert " ".join(pieces) == (sentence * 40).strip()
    assert split_text("x" * 450, 200) == ["x" * 200, "x" * 200, "x" * 50]


def test_release_and_chunk_ids_are_deterministic() -> None:
    document = parse_policy(TEMPLATE, "a.md")
    again = parse_policy(TEMPLATE, "elsewhere/b.md")
    assert document.release_id == again.release_id
    assert [c.chunk_id for c in chunk_policy(document)] == [c.chunk_id for c in chunk_policy(again)]
    newer = parse_policy(with_version(TEMPLATE, "2026-10-01"), "a.md")
    assert newer.release_id != document.release_id
    assert {c.chunk_id for c in chunk_policy(newer)}.isdisjoint(c.chunk_id for c in chunk_policy(document))
    other_locale = release_id(PolicyScope("test-policy", Marketplace.EBAY, "en-GB"), "2026-09-15")
    assert other_locale != document.release_id
    assert isinstance(document.release_id, uuid.UUID)
    assert document.release_id.version == 5


@pytest.mark.parametrize(
    ("old", "new", "line", "message"),
    [
        ("categories:\n  - ALL", "categories: [ALL", 6, "malformed front matter"),
        ("marketplace: EBAY", "marketplace EBAY", 4, "malformed front matter"),
        ("title: Test policy", 'title: "Test policy', 11, "malformed front matter"),
        ('version: "2026-09-15"', "version: 2026-09-15", 3, "must be a quoted string"),
        ("marketplace: EBAY", "marketplace: ETSY", 4, "must be one of EBAY, AMAZON"),
        ("policyId: test-policy", "policyId: Test Policy", 2, "lower-kebab-case"),
        ("retrievedAt: 2026-09-15T00:00:00Z", "retrievedAt: 2026-09-15T00:00:00", 10, "time zone"),
        ("effectiveFrom: 2026-09-15", "effectiveFrom: 2026-09-01", 8, "version's date or later"),
        ("title: Test policy\n", "", 14, "'title' is missing"),
        ("title: Test policy", "title: Test policy\nowner: someone", 12, "unknown front matter field 'owner'"),
        ("  - EXTERNAL_LINK\n---", "  - EXTERNAL_LINK\n  - SHOUTING\n---", 15, "unknown finding code 'SHOUTING'"),
        ("Finding codes: EXTERNAL_LINK", "Finding codes: EXTERNAL_LINK, BAD", 29, "unknown finding code 'BAD'"),
        ("Finding codes: EXTERNAL_LINK", "Finding codes:", 29, "one or more codes"),
        ("\nFinding codes: EXTERNAL_LINK\n", "\n", 26, "section 'Links' has no 'Finding codes:' line"),
        ("Section id: external-links\n", "", 26, "section 'Links' has no 'Section id:' line"),
        ("Section id: external-links", "Section id: contact-details", 28, "duplicate section id 'contact-details'"),
        ("Section id: external-links", "Section id: External Links", 28, "lower-kebab-case"),
        ("Finding codes: EXTERNAL_LINK", "Finding codes: KEYWORD_SPAM", 29, "supportedFindingCodes"),
        ("## Links", "### Links", 26, "only '## ' section headings"),
        ("\nListings should not link to outside shops.\n", "\n", 26, "section 'Links' has no text"),
        (
            "Listings should not link to outside shops.",
            "Listings should not link to outside shops.\nSection id: late",
            32,
            "must come directly after the heading",
        ),
    ],
)
def test_invalid_files_name_the_line_of_each_problem(old: str, new: str, line: int, message: str) -> None:
    issues = issues_of(replace_once(TEMPLATE, old, new))
    assert any(found_line == line and message in text for found_line, text in issues), issues


def test_duplicate_section_id_points_at_the_first_use() -> None:
    issues = issues_of(replace_once(TEMPLATE, "Section id: external-links", "Section id: contact-details"))
    assert issues == [(28, "duplicate section id 'contact-details' (first used on line 21)")]


def test_front_matter_code_no_section_declares_is_reported_on_its_field() -> None:
    text = replace_once(TEMPLATE, "  - EXTERNAL_LINK\n---", "  - EXTERNAL_LINK\n  - KEYWORD_SPAM\n---")
    assert issues_of(text) == [(12, "supportedFindingCodes lists KEYWORD_SPAM, which no section declares")]


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("Just text, no front matter.\n", 1, "must start with front matter"),
        ("---\npolicyId: x\n", 1, "never closed"),
        ("---\n- a list\n---\n## A\n", 2, "must be a mapping"),
        (TEMPLATE.split("## Contact details")[0], 16, "no '## ' sections"),
    ],
)
def test_structural_errors_name_their_line(text: str, line: int, message: str) -> None:
    issues = issues_of(text)
    assert any(found == line and message in found_message for found, found_message in issues), issues


def test_every_problem_of_a_file_is_reported_at_once() -> None:
    text = replace_once(TEMPLATE, "marketplace: EBAY", "marketplace: ETSY")
    text = replace_once(text, "Finding codes: EXTERNAL_LINK", "Finding codes: NOPE")
    lines = [line for line, _ in issues_of(text)]
    assert 4 in lines
    assert 29 in lines


def _stored(version: str, status: ReleaseStatus, checksum_: str, model: str = "m") -> StoredRelease:
    return StoredRelease(uuid.uuid4(), version, checksum_, status, model)


def _entry(version: str, effective_from: str, until: str | None = None) -> TimelineEntry:
    return TimelineEntry(
        uuid.uuid4(), version, date.fromisoformat(effective_from), date.fromisoformat(until) if until else None
    )


def test_decisions_follow_the_release_rules() -> None:
    document = parse_policy(TEMPLATE, "a.md")  # version 2026-09-15, effective 2026-09-15
    same = _stored("2026-09-15", ReleaseStatus.ACTIVE, document.checksum)
    changed = replace(same, checksum="0" * 64)

    def verdict(existing: StoredRelease | None, timeline: list[TimelineEntry]) -> Action:
        return decide(document, existing=existing, timeline=timeline, embedding_model="m").action

    assert verdict(None, []) is Action.PUBLISH
    assert verdict(same, []) is Action.SKIP
    assert verdict(replace(same, status=ReleaseStatus.RETIRED), []) is Action.SKIP
    assert verdict(replace(same, status=ReleaseStatus.AWAITING_APPROVAL), []) is Action.SKIP
    assert verdict(replace(same, status=ReleaseStatus.REJECTED), []) is Action.REJECT
    assert verdict(changed, []) is Action.REJECT
    assert verdict(replace(same, embedding_model="other"), []) is Action.REJECT
    # A newer version in force on or before this one's date: old text must not come back.
    assert verdict(None, [_entry("2026-10-01", "2026-09-01")]) is Action.SKIP
    assert verdict(None, [_entry("2026-10-01", "2026-09-15")]) is Action.SKIP
    # A newer version scheduled later leaves room for this one before it.
    assert verdict(None, [_entry("2026-10-01", "2026-10-01")]) is Action.PUBLISH
    assert verdict(None, [_entry("2026-09-14.3", "2026-09-14")]) is Action.PUBLISH
    failed = _stored("2026-09-15", ReleaseStatus.FAILED, "x")
    replaced = decide(document, existing=failed, timeline=[], embedding_model="m")
    assert (replaced.action, replaced.replaces) == (Action.PUBLISH, failed.release_id)


def test_sections_declare_the_conditions_and_categories_they_apply_to() -> None:
    text = replace_once(
        TEMPLATE,
        "Finding codes: EXTERNAL_LINK\n",
        "Finding codes: EXTERNAL_LINK\nApplies to conditions: USED, FOR_PARTS\nApplies to categories: ELECTRONICS\n",
    )
    document = parse_policy(text, "a.md")
    contact, links = document.sections
    assert (contact.applies_to_conditions, contact.applies_to_categories) == ((), ())
    assert links.applies_to_conditions == (ListingCondition.USED, ListingCondition.FOR_PARTS)
    assert links.applies_to_categories == ("ELECTRONICS",)
    assert "Applies to" not in links.text
    chunk = next(c for c in chunk_policy(document) if c.section_id == "external-links")
    assert (chunk.applies_to_conditions, chunk.applies_to_categories) == (
        (ListingCondition.USED, ListingCondition.FOR_PARTS),
        ("ELECTRONICS",),
    )


def test_the_refurbished_electronics_section_applies_to_refurbished_listings_only() -> None:
    document = parse_policy((POLICIES_DIR / "ebay" / "en-US" / "ebay-electronics-listing.md").read_text(), "e.md")
    by_id = {section.section_id: section for section in document.sections}
    assert by_id["refurbished-condition"].applies_to_conditions == (ListingCondition.REFURBISHED,)
    # Functional status is asked of used, refurbished and for-parts electronics, not of sealed new ones.
    assert by_id["functional-status"].applies_to_conditions == (
        ListingCondition.USED,
        ListingCondition.REFURBISHED,
        ListingCondition.FOR_PARTS,
    )
    assert by_id["model-and-brand-consistency"].applies_to_conditions == ()


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("Applies to conditions: USED, BROKEN", "unknown listing condition 'BROKEN'"),
        ("Applies to conditions: used", "unknown listing condition 'used'"),
        ("Applies to conditions:", "needs one or more values"),
        ("Applies to conditions: USED,", "needs one or more values"),
        ("Applies to conditions: USED, USED", "lists USED twice"),
        ("Applies to categories: Electronics", "UPPER_SNAKE category"),
        ("Applies to categories: ALL", "leave the 'Applies to categories:' line out"),
    ],
)
def test_unknown_applicability_values_stop_the_publish(line: str, message: str) -> None:
    issues = issues_of(
        replace_once(TEMPLATE, "Finding codes: EXTERNAL_LINK\n", f"Finding codes: EXTERNAL_LINK\n{line}\n")
    )
    assert any(found_line == 30 and message in text for found_line, text in issues), issues


def test_applicability_lines_belong_to_the_section_header() -> None:
    late = replace_once(
        TEMPLATE,
        "Listings should not link to outside shops.",
        "Listings should not link to outside shops.\nApplies to conditions: USED",
    )
    assert any("must come directly after the heading" in text for _, text in issues_of(late))
    twice = replace_once(
        TEMPLATE,
        "Finding codes: EXTERNAL_LINK\n",
        "Finding codes: EXTERNAL_LINK\nApplies to conditions: USED\nApplies to conditions: NEW\n",
    )
    assert (31, "section 'Links' repeats its 'Applies to conditions:' line") in issues_of(twice)


def test_a_section_cannot_apply_to_a_category_its_release_does_not_cover() -> None:
    text = replace_once(TEMPLATE, "  - ALL\n", "  - ELECTRONICS\n")
    text = replace_once(
        text, "Finding codes: EXTERNAL_LINK\n", "Finding codes: EXTERNAL_LINK\nApplies to categories: BOOKS\n"
    )
    assert (26, "section 'external-links' applies to BOOKS, which the front matter's categories do not cover") in (
        issues_of(text)
    )


def test_a_release_joins_the_timeline_between_its_neighbours() -> None:
    old, scheduled = _entry("2026-01-01", "2026-01-01"), _entry("2026-12-01", "2027-01-01")
    old = replace(old, valid_until=scheduled.effective_from)
    middle = place([old, scheduled], "2026-12-15", date(2026, 6, 1))
    assert middle == Placement(date(2027, 1, 1), ((old.release_id, date(2026, 6, 1)),), ())
    at_the_end = place([old], "2026-12-15", date(2026, 6, 1))
    assert at_the_end == Placement(None, ((old.release_id, date(2026, 6, 1)),), ())
    # The same effective date: a correction replaces the entry for its whole validity.
    correction = place([old, scheduled], "2026-12-01.1", date(2027, 1, 1))
    assert correction == Placement(None, (), (scheduled.release_id,))
    with pytest.raises(TimelineConflict, match="older than version 2026-12-01"):
        place([old, scheduled], "2026-11-01", date(2027, 2, 1))


def test_joining_a_run_gives_each_release_its_final_state_and_the_history_of_each_step() -> None:
    scope = PolicyScope("p", Marketplace.EBAY, "en-US")
    old = _entry("2026-01-01", "2026-01-01")

    def joining(version: str, effective: str) -> Joining:
        return Joining(scope, release_id(scope, version), version, date.fromisoformat(effective))

    june, correction, december = (
        joining("2026-06-01", "2026-06-01"),
        joining("2026-06-02", "2026-06-01"),
        (joining("2026-12-01", "2026-12-01")),
    )
    changes = join_all({scope: [old]}, [june, correction, december], today=date(2026, 7, 1))
    # The old release ends where June starts; the June release, replaced in the same run by its correction,
    # ends off the timeline; the correction runs until December.
    assert changes.replaced == ()
    assert changes.closes == ((old.release_id, date(2026, 6, 1)),)
    assert changes.joins == (
        (june.release_id, None, True),
        (correction.release_id, date(2026, 12, 1), False),
        (december.release_id, None, False),
    )
    assert changes.taken_off == (june.release_id,)
    assert [(event, release) for event, release, _ in changes.events] == [
        ("SUPERSEDED", old.release_id),
        ("ACTIVATED", june.release_id),
        ("SUPERSEDED", june.release_id),
        ("ACTIVATED", correction.release_id),
        ("SUPERSEDED", correction.release_id),
        ("SCHEDULED", december.release_id),
    ]
    assert changes.events[-2][2] == "in force until 2026-12-01, then version 2026-12-01"
    # An existing entry with the same effective date is replaced; an older version is refused.
    again = join_all({scope: [old]}, [joining("2026-01-02", "2026-01-01")], today=date(2026, 7, 1))
    assert (again.replaced, again.closes) == ((old.release_id,), ())
    with pytest.raises(TimelineConflict):
        join_all({scope: [old]}, [joining("2025-12-01", "2026-02-01")], today=date(2026, 7, 1))


def test_a_scope_is_decided_from_one_state_and_a_version_given_twice_counts_once() -> None:
    document = parse_policy(TEMPLATE, "a.md")
    copy = parse_policy(TEMPLATE, "b.md")
    changed = parse_policy(replace_once(TEMPLATE, "outside shops", "outside stores"), "c.md")
    verdicts = decide_scope([document, copy, changed], ScopeState(), embedding_model="m")
    assert [v.action for v in verdicts] == [Action.PUBLISH, Action.SKIP, Action.REJECT]
    assert verdicts[1].reason == "the same as a.md in this run"
    stored = StoredRelease(document.release_id, document.version, document.checksum, ReleaseStatus.ACTIVE, "m")
    state = ScopeState(releases={document.version: stored})
    assert [v.action for v in decide_scope([document], state, embedding_model="m")] == [Action.SKIP]
    assert not needs_maintenance(state, date(2026, 10, 1), 400)
    assert needs_maintenance(replace(state, unfinished=True), date(2026, 10, 1), 400)
    ended = replace(state, ended=((document.release_id, date(2026, 10, 1)),))
    assert not needs_maintenance(ended, date(2027, 11, 4), 400)
    assert needs_maintenance(ended, date(2027, 11, 5), 400)


def test_standing_retention_and_staleness_follow_the_dates() -> None:
    entry = _entry("2026-01-01", "2026-01-01", "2026-06-01")
    assert standing(entry, date(2025, 12, 31)) is Standing.SCHEDULED
    assert standing(entry, date(2026, 1, 1)) is Standing.IN_FORCE
    assert standing(entry, date(2026, 5, 31)) is Standing.IN_FORCE
    assert standing(entry, date(2026, 6, 1)) is Standing.SUPERSEDED
    assert not retention_expired(entry, date(2027, 7, 5), 400)
    assert retention_expired(entry, date(2027, 7, 6), 400)
    assert not retention_expired(replace(entry, valid_until=None), date(2099, 1, 1), 400)
    assert not source_stale(date(2026, 1, 1), date(2026, 6, 30), 180)
    assert source_stale(date(2026, 1, 1), date(2026, 7, 1), 180)


def test_a_diff_names_changed_sections_and_codes() -> None:
    old = [
        {"sectionId": "a", "heading": "A", "findingCodes": ["EXTERNAL_LINK"], "text": "Keep links out."},
        {"sectionId": "b", "heading": "B", "findingCodes": ["KEYWORD_SPAM"], "text": "No spam."},
    ]
    new = [
        {"sectionId": "a", "heading": "A", "findingCodes": ["EXTERNAL_LINK", "CONTACT_INFO_IN_LISTING"],
         "text": "Keep links and phone numbers out."},
        {"sectionId": "c", "heading": "C", "findingCodes": ["PROMOTIONAL_TITLE"], "text": "No shouting."},
    ]  # fmt: skip
    changes = diff_sections(old, new)
    assert [(c.section_id, c.change, c.codes_added, c.codes_removed) for c in changes] == [
        ("a", "CHANGED", ("CONTACT_INFO_IN_LISTING",), ()),
        ("c", "ADDED", ("PROMOTIONAL_TITLE",), ()),
        ("b", "REMOVED", (), ("KEYWORD_SPAM",)),
    ]
    assert "-Keep links out." in changes[0].text_diff
    assert diff_sections(old, old) == []
