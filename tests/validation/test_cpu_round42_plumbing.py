"""The forty-second round's plumbing CPU work changes no answer (docs/performance.md). Its classes, found by profiling
``detect()`` and the net over P2's listing: the edition in use looked up per check (``risk_pack()`` through
``current_edition()``, some 140 times a review); a pack finding that looked up its code's signals, checks and field
wordings, and each check's memo, once per signal; a group's gate conjunctions read one by one over every pattern that
has one, and a union's opened sets rebuilt per text; the net's signals sorting their fields and folding the fields'
skeletons for checks that never read them; work titles, printed hosts and skeletons read anew by each reader.

Pinned here, on listings and texts of our own (positives and near misses): each fast path gives what the path it
replaced gave (written out below as it read before), and no memo serves one listing's or one edition's reading to
another."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from services import clauses, detectors, risk_signals, rulepack, shapes, structure
from services.clauses import GroupUnion, PatternGroup, compatible, first_match_among, kept_clauses, lowered_ascii
from services.detectors import Detection
from services.records import Listing
from services.rulepack import RulesEdition, parse_edition, risk_pack, shipped_edition, using_edition
from services.structure import STRUCTURAL_CHECKS, structural_check, structural_quotes
from services.vocabulary import PRESENT_FINDING_CODES, FindingCode, ListingCondition, ListingField
from tests.generation.data import titled_listing
from tests.rule_editions import SECOND

_I = re.IGNORECASE
_NEW = ListingCondition.NEW

# Listings of our own across the codes: contact and payment wording, a link, spam, conflicts the structure-first
# checks read, absent details, a work with a creator and a printed address; and near misses that hold none.
_LISTINGS = (
    titled_listing(
        "Brass desk lamp, green shade",
        "Lightly used, switch clicks firmly. Text me on 0161 496 0958 or pay by bank transfer for a better price.",
        category="HOME_AND_GARDEN",
        attributes={"Brand": "Lumwick", "Colour": "Green"},
    ),
    titled_listing(
        "Brass desk lamp, green shade",
        "Lightly used, switch clicks firmly. Pay through checkout; ships boxed within two days.",
        category="HOME_AND_GARDEN",
        attributes={"Brand": "Lumwick", "Colour": "Green"},
    ),
    titled_listing(
        "Enamel casserole 26 cm, red",
        "Brand new casserole, 22 cm across, blue enamel. Small chip on the rim, lid has a hairline crack.",
        category="HOME_AND_GARDEN",
        condition=_NEW,
        attributes={"Colour": "Yellow", "Diameter": "26 cm", "Brand": "Harrowfield"},
    ),
    titled_listing(
        "Set of 6 cotton tea towels",
        "Four towels, hemmed. Visit www.towelbarn-outlet.example for more colours, or WhatsApp me.",
        condition=_NEW,
        attributes={"Number of Pieces": "8", "Material": "Cotton"},
    ),
    titled_listing(
        "Cordless drill BEST cheap drill driver screwdriver drill set tool kit",
        "Sold as seen. Venmo or Zelle only, cash on collection welcome.",
        category="TOOLS",
        attributes={"Brand": "unknown", "Model": "n/a", "Power Source": "Battery"},
    ),
    titled_listing(
        "Notes from the Reed Bed by Marla Quence, Paperback",
        "A good copy; the cover prints reedbed-notes.example as part of the title. Spine creased.",
        category="BOOKS",
        attributes={"Author": "Marla Quence", "Format": "Paperback"},
    ),
    titled_listing(
        "Wireless headphones",
        "Used. Untested, no charger.",
        category="CONSUMER_ELECTRONICS",
        attributes={"Brand": "Sondrel"},
    ),
    titled_listing("Item", "Item.", condition=_NEW),
)


def _copies() -> list[Listing]:
    """Each listing afresh (a new object, as each request makes one): no memo of an earlier test is read."""
    return [replace(item, attributes=dict(item.attributes)) for item in _LISTINGS]


def _second() -> RulesEdition:
    """An edition with its own digest: the shipped pack plus a contact signal for "zorblax line"."""
    return parse_edition(SECOND, "second.yaml")


# --- the edition in use ---------------------------------------------------------------------------------------


def test_the_pack_read_is_the_edition_in_use() -> None:
    second = _second()
    assert risk_pack() is shipped_edition().pack
    with using_edition(second):
        assert risk_pack() is second.pack is rulepack.current_edition().pack
        with using_edition(shipped_edition()):
            assert risk_pack() is shipped_edition().pack
        assert risk_pack() is second.pack
    assert risk_pack() is rulepack.current_edition().pack


# --- gates --------------------------------------------------------------------------------------------------------

# Groups of our own with conjunctions ("better" and one of "price|deal"; "cash" and one of "only|collection") among
# gated and ungated patterns.
_GROUPS = (
    PatternGroup(
        (
            re.compile(r"\bbetter\b.*\b(?:price|deal)\b", _I),
            re.compile(r"\bwire\s+transfer\b", _I),
            re.compile(r"\bcash\b.{0,20}\b(?:only|collection)\b", _I),
            re.compile(r"\d{3,}"),
        )
    ),
    PatternGroup((re.compile(r"\bbank\s+transfer\b", _I), re.compile(r"\b(?:venmo|zelle)\b.*\bonly\b", _I))),
    PatternGroup(()),
)
_TEXTS = (
    "Message me for a better price",
    "a better lamp, same price band",
    "a better lamp",
    "price on request",
    "cash on collection only",
    "cash is fine",
    "Venmo or Zelle only",
    "venmo accepted",
    "pay by wire transfer or bank transfer",
    "order 12345",
    "nothing here at all",
    "Zahlung per Überweisung, better price",  # not ASCII: every pattern is tried
    "",
)


def _mask_read_pattern_by_pattern(group: PatternGroup, lowered: str) -> int:
    """The group's bit set as may_match reads each pattern alone."""
    return sum(1 << i for i, pattern in enumerate(group) if clauses.may_match(pattern, lowered))


def _scanned_mask(group: PatternGroup, lowered: str) -> int:
    """The group's bit set read literal by literal: its table marked as not indexed for the one call."""
    cell = group.table()[7]
    held = cell[0]
    cell[0] = clauses._NEVER
    try:
        return group.open_mask(lowered)
    finally:
        cell[0] = held


def _pack_groups() -> list[PatternGroup]:
    return [signal.wording for signal in risk_pack().signals if len(signal.wording)]


def test_a_group_opens_what_its_gates_open_indexed_or_not() -> None:
    groups = [*_GROUPS, *_pack_groups()]
    for group in groups:
        for text in _TEXTS:
            if (lowered := lowered_ascii(text)) is not None:
                group.open_mask(lowered)
    clauses.reindex()
    # The conjunctions' literals join the index with the gates', so every group's table is indexed now.
    assert all(group.table()[7][0] != clauses._NEVER for group in groups)
    compared = 0
    for text in _TEXTS:
        lowered = lowered_ascii(text)
        if lowered is None:
            continue
        for group in groups:
            expected = _mask_read_pattern_by_pattern(group, lowered)
            assert group.open_mask(lowered) == expected, text
            assert _scanned_mask(group, lowered) == expected, text
            compared += 1
    assert compared > 100


def test_a_conjunction_read_on_the_index_is_the_conjunction_read_in_the_text() -> None:
    gates = (("better", "best"), ("price", "deal"))
    sets = tuple(map(frozenset, gates))
    for text in ("a better price", "the best lamp", "a deal", "best deal", "pricey", ""):
        found = frozenset(literal for gate in gates for literal in gate if literal in text)
        assert clauses._all_met(sets, found) is clauses._all_hit(gates, text)
    assert clauses._all_met((), frozenset()) is True


def test_a_table_is_indexed_only_once_its_conjunctions_are() -> None:
    # A group built from words no gate has asked yet: neither its gate nor its conjunction is in the index.
    group = PatternGroup((re.compile(r"\bquillwort\b.*\b(?:snarvel|plimsick)\b", _I),))
    table = group.table()
    assert table[7][0] == clauses._NEVER
    assert table[9] == frozenset({"quillwort", "snarvel", "plimsick"})
    clauses.reindex()
    assert table[7][0] != clauses._NEVER
    for text in ("quillwort and snarvel", "quillwort alone", "snarvel plimsick", ""):
        assert group.open_mask(text) == _mask_read_pattern_by_pattern(group, text)


@pytest.mark.parametrize("order", [1, -1])
def test_a_union_opens_what_each_group_opens_from_its_memo_too(order: int) -> None:
    union = GroupUnion(_GROUPS)
    # Each text twice, in either order: the second reading comes from the union's memo of its bit set.
    for text in (*_TEXTS[::order], *_TEXTS):
        lowered = lowered_ascii(text)
        assert union.openable(lowered) == tuple(group.openable(lowered) for group in _GROUPS), text


def test_a_unions_memo_is_bounded() -> None:
    # Twelve patterns open 4,096 bit sets: far more than the memo keeps.
    words = [f"zq{i}word" for i in range(12)]
    union = GroupUnion((PatternGroup(re.compile(rf"\b{word}\b") for word in words),))
    for n in range(clauses._MAX_OPENED_SETS + 40):
        text = " ".join(word for i, word in enumerate(words) if n >> i & 1) or "none"
        assert union.openable(text) == (union.groups[0].openable(text),)
    assert len(union._by_mask) <= clauses._MAX_OPENED_SETS


@pytest.mark.parametrize(
    "text", [*_TEXTS, "Call O7700 9OO123", "ring l0l 555 OlO9", "10l tank, 250l drum", "ｐａｙｐａｌ"]
)
def test_a_skeleton_read_once_is_the_skeleton_read_anew(text: str) -> None:
    expected = clauses.normalised.__wrapped__(text)
    for _ in range(2):
        assert clauses.normalised(text) == expected


# --- structure-first checks -------------------------------------------------------------------------------------


def _first_check_asked_one_by_one(item: Listing, names: tuple[str, ...]) -> structure.Quote | None:
    """structural_quotes as it read before: structural_check per name."""
    for name in names:
        if (found := structural_check(name, item)) is not None:
            return found
    return None


_NAMES = tuple(sorted(STRUCTURAL_CHECKS))


def test_the_first_check_asked_together_is_the_first_asked_one_by_one() -> None:
    for item, again in zip(_copies(), _copies(), strict=True):
        for names in (_NAMES, _NAMES[::-1], _NAMES[5:9], ()):
            expected = _first_check_asked_one_by_one(item, names)
            # Asked first on a fresh listing (the checks read here), then from the memo.
            assert structural_quotes(again, names) == expected
            assert structural_quotes(again, names) == expected


def test_the_checks_asked_together_are_stored_as_each_is_alone() -> None:
    for item in _copies():
        structural_quotes(item, _NAMES)
        readings = structure._readings(item)
        sha = risk_pack().sha256
        for name in _NAMES:
            key = (name, sha)
            if key in readings:
                assert readings[key] == STRUCTURAL_CHECKS[name](item)


def test_a_listing_of_the_same_text_reads_its_own_checks_together() -> None:
    conflicted = _copies()[2]
    structural_quotes(conflicted, _NAMES)
    # The same object with its conflict taken out: another listing, which reads its own checks.
    calm = replace(conflicted, description="Brand new casserole, 26 cm across, yellow enamel.")
    assert structural_quotes(calm, _NAMES) == _first_check_asked_one_by_one(replace(calm), _NAMES)
    assert structure._readings(calm) is not structure._readings(conflicted)


def test_the_checks_asked_together_are_keyed_by_the_edition_in_use() -> None:
    item = _copies()[2]
    second = _second()
    structural_quotes(item, _NAMES)
    with using_edition(second):
        structural_quotes(item, _NAMES)
        in_second = {key for key in structure._readings(item) if key[1] == second.pack.sha256}
    shipped = {key for key in structure._readings(item) if key[1] == shipped_edition().pack.sha256}
    assert in_second
    assert shipped
    assert {name for name, _ in in_second} == {name for name, _ in shipped}


# --- pack findings ------------------------------------------------------------------------------------------------


def _pack_detection_as_before(listing: Listing, code: FindingCode) -> Detection | None:
    """detectors.pack_detection as it read before this round: the edition looked up per step and per piece, each
    check through structural_check."""
    signals = detectors._condition_signals(code, listing.condition)
    if not signals:
        return None
    if code not in PRESENT_FINDING_CODES:
        for signal in signals:
            if risk_signals.signal_holds(signal, listing, risk_pack().exemptions):
                return detectors._detection(code, detectors._ABSENT_FIELDS.get(code, (ListingField.DESCRIPTION,)))
        return None
    for signal in signals:
        if signal.check is not None and (structural := structural_check(signal.check, listing)) is not None:
            return detectors._detection(code, (structural[0],), structural[1])
    fields: list[ListingField] = []
    quote = ""
    for field, text in detectors._free_text_fields(listing):
        if not text:
            continue
        allowed, wordings = detectors._field_wordings(code, listing.condition, field)
        if not allowed:
            continue
        pieces = text.split("\n") if field is ListingField.ATTRIBUTES else [text]
        found = next(
            (
                match.group().strip()
                for piece in pieces
                if (kept := detectors._pack_clauses(piece))
                for signal, openable in zip(allowed, wordings.openable(lowered_ascii(kept)), strict=True)
                if openable
                and (match := first_match_among(openable, kept, signal.negatable, signal.spared_by)) is not None
            ),
            None,
        )
        if found:
            fields.append(field)
            quote = quote or found
    return detectors._detection(code, tuple(fields), quote) if fields else None


@pytest.mark.parametrize("in_second", [False, True])
def test_every_pack_finding_reads_as_before(in_second: bool) -> None:
    edition = _second() if in_second else shipped_edition()
    found = 0
    with using_edition(edition):
        for item, again in zip(_copies(), _copies(), strict=True):
            for code in FindingCode:
                expected = _pack_detection_as_before(item, code)
                assert detectors.pack_detection(again, code) == expected, (item.title, code)
                found += expected is not None
    # Positives among them, not only silence.
    assert found >= 5


def test_the_pack_reading_of_a_code_is_the_codes_signals_checks_and_wordings() -> None:
    pack = risk_pack()
    for code in FindingCode:
        for condition in ListingCondition:
            reading = detectors._pack_reading(pack, code, condition)
            signals = detectors._condition_signals(code, condition)
            assert reading.signals == signals
            assert reading.checks == tuple(s.check for s in signals if s.check is not None)
            for field in (ListingField.TITLE, ListingField.DESCRIPTION, ListingField.ATTRIBUTES):
                assert reading.wordings[field] is detectors._field_wordings(code, condition, field)


def test_a_pack_finding_reads_the_edition_in_use_whichever_was_read_before() -> None:
    # Only the second edition has the "zorblax line" signal: each edition, asked in turn, reads its own signals.
    text = "Questions before you buy? Use the zorblax line any evening."
    item = titled_listing("Oak bread board", text, category="HOME_AND_GARDEN")
    code = FindingCode.CONTACT_INFO_IN_LISTING
    second = _second()
    for _ in range(2):
        assert detectors.pack_detection(replace(item), code) is None
        with using_edition(second):
            found = detectors.pack_detection(replace(item), code)
            assert found is not None
            assert found.listing_quote == "zorblax line"
    assert detectors.pack_detection(replace(item), code) is None


def test_every_review_reads_the_same_detections_in_either_edition() -> None:
    # The second edition only adds the "zorblax line" signal, which none of these listings uses: alternating the
    # editions, each review reads what it reads in the shipped one.
    second = _second()
    for item in _copies():
        shipped = detectors.detect(replace(item))
        with using_edition(second):
            assert detectors.detect(replace(item)) == shipped
        assert detectors.detect(replace(item)) == shipped


# --- the net ------------------------------------------------------------------------------------------------------


def _signal_holds_as_before(signal: rulepack.RiskSignal, listing: Listing, reading: risk_signals.Reading) -> bool:
    """signal_holds as it read before this round: the fields sorted per signal and read before the check, and every
    check handed the fields' skeletons."""
    exemptions = risk_pack().exemptions
    if signal.conditions and listing.condition not in signal.conditions:
        return False
    texts = [risk_signals._field_text(listing, f, reading) for f in sorted(signal.fields, key=lambda f: f.value)]
    if signal.check is not None and not risk_signals.CHECKS[signal.check](
        listing, [risk_signals._skeleton(t) for t in texts]
    ):
        return False
    worded: list[str] = []
    if signal.patterns:
        assert signal.combined is not None
        worded = [kept for kept in risk_signals._read_worded(signal, listing, texts, exemptions, reading) if kept]
        if not any(clauses.may_match(signal.combined, lowered_ascii(kept)) for kept in worded):
            return False
    if signal.absent:
        everything = risk_signals._skeleton(
            "\n".join(risk_signals._field_text(listing, f, reading) for f in ListingField)
        )
        for pattern in signal.ignore:
            everything = pattern.sub(" ", everything)
        if any(pattern.search(everything) for pattern in signal.absent):
            return False
    return signal.combined is None or any(
        clauses.first_match_of(signal.wording, kept, signal.negatable, signal.spared_by) is not None for kept in worded
    )


def test_every_signal_reads_as_before() -> None:
    current = risk_pack()
    held = 0
    for item, again in zip(_copies(), _copies(), strict=True):
        before: risk_signals.Reading = {}
        shared: risk_signals.Reading = {}
        for signal in current.signals:
            expected = _signal_holds_as_before(signal, item, before)
            assert risk_signals.signal_holds(signal, again, current.exemptions) is expected, signal.name
            assert risk_signals.signal_holds(signal, again, current.exemptions, shared) is expected, signal.name
            held += expected
    assert held >= 5


def test_a_listing_only_check_reads_no_skeleton() -> None:
    for item in _copies():
        skeletons = [risk_signals._skeleton(risk_signals.field_text(item, f)) for f in ListingField]
        for name in sorted(risk_signals._LISTING_ONLY_CHECKS):
            check = risk_signals.CHECKS[name]
            assert check(item, ()) == check(item, skeletons), name


def test_the_listing_only_checks_are_the_structure_first_ones_and_the_three_wrapped_readings() -> None:
    assert risk_signals._LISTING_ONLY_CHECKS <= risk_signals.CHECK_NAMES
    assert set(STRUCTURAL_CHECKS) <= risk_signals._LISTING_ONLY_CHECKS
    assert risk_signals._LISTING_ONLY_CHECKS - set(STRUCTURAL_CHECKS) == {
        "outside_channel_deal",
        "rare_name_run",
        "bait_fitment",
    }


def test_a_signals_fields_in_name_order_are_its_fields_sorted() -> None:
    for signal in risk_pack().signals:
        assert list(risk_signals._in_name_order(signal.fields)) == sorted(signal.fields, key=lambda f: f.value)


def test_the_net_of_a_review_reads_as_the_signals_read_before() -> None:
    current = risk_pack()
    for item in _copies():
        before: risk_signals.Reading = {}
        expected: dict[FindingCode, str] = {}
        for signal in current.signals:
            if signal.tier > 2 or signal.code in expected:
                continue
            if _signal_holds_as_before(signal, item, before):
                expected[signal.code] = signal.name
        assert risk_signals.risk_signals(replace(item), tier=2, use_model=False) == expected


# --- shapes -------------------------------------------------------------------------------------------------------

_WORKS: tuple[tuple[str, dict[str, str], str], ...] = (
    ("Notes from the Reed Bed by Marla Quence, Paperback", {"Author": "Marla Quence", "Format": "Paperback"}, ""),
    ("Notes from the Reed Bed by Marla Quence, Paperback", {"Format": "Paperback", "Author": "Marla Quence"}, ""),
    ("Notes from the Reed Bed by Marla Quence, Paperback", {"Author": "Someone Else"}, ""),
    ("Tidewater Songs LP", {"Artist": "The Saltmarsh Five", "Title": "Tidewater Songs"}, ""),
    ("Zine bundle", {}, "Includes the zine 'Small Rooms, Quiet Hours, Long Winters Ahead' and two prints."),
    ("Zine bundle", {}, ""),
    ("Reedbed.example: A Field Diary by Marla Quence", {"Author": "Marla Quence"}, ""),
    ("Brass desk lamp", {"Brand": "Lumwick"}, "Lightly used."),
)


@pytest.mark.parametrize(("title", "specifics", "description"), _WORKS)
def test_work_titles_read_once_are_work_titles_read_anew(
    title: str, specifics: dict[str, str], description: str
) -> None:
    expected = list(shapes._work_titles.__wrapped__(title, tuple(specifics.items()), description))
    first = shapes.work_titles(title, specifics, description)
    assert first == expected
    # A fresh list each time: a caller that changes its own changes no other caller's.
    first.append("changed")
    assert shapes.work_titles(title, dict(specifics), description) == expected


def test_work_titles_read_the_specifics_they_are_given() -> None:
    title = "Notes from the Reed Bed by Marla Quence, Paperback"
    assert shapes.work_titles(title, {"Author": "Marla Quence"}) != shapes.work_titles(title, {"Brand": "Marla Quence"})


@pytest.mark.parametrize(
    ("description", "title"),
    [
        ("A good copy; the cover prints reedbed-notes.example as part of the title. Spine creased.", ""),
        ("The front print reads SURFBYTES.NET in faded red.", "Surf tee"),
        ("Visit our shop at towelbarn.example for more.", ""),
        ("The web address on the lid is the game's title.", "Welcome to nowhere.example board game"),
        ("No address anywhere", "Plain tee"),
        ("", ""),
    ],
)
def test_printed_hosts_read_once_are_printed_hosts_read_anew(description: str, title: str) -> None:
    expected = shapes.hosts_printed_on_the_item.__wrapped__(description, title)
    for _ in range(2):
        assert shapes.hosts_printed_on_the_item(description, title) == expected


# --- whole reviews --------------------------------------------------------------------------------------------


def test_kept_clauses_of_the_pack_are_the_pack_clauses() -> None:
    for item in _LISTINGS:
        for text in (item.title, item.description, *item.attributes.values()):
            assert kept_clauses(text, risk_pack().exemptions, compatible) == detectors._pack_clauses(text)


@pytest.mark.parametrize(
    "text",
    [
        "Grade A - like new\nGrade B - light wear\nGrade C - heavy wear\nThis one: small scuff on the lid.",
        "If damaged in transit we refund in full. Corner chipped.",
        "Any questions? Lid cracked, handle fine.",
        "Balm for dry, cracked hands. Tin dented.",
        "Distressed-look finish, no real wear.",
        "Plain text, nothing to blank",
        "",
    ],
)
def test_store_terms_blanked_once_are_blanked_anew(text: str) -> None:
    expected = shapes.without_store_terms.__wrapped__(text)
    for _ in range(2):
        assert shapes.without_store_terms(text) == expected


def test_a_texts_indexed_literals_are_the_indexed_literals_it_holds() -> None:
    for group in _GROUPS:
        for text in _TEXTS:
            if (lowered := lowered_ascii(text)) is not None:
                group.open_mask(lowered)
    clauses.reindex()
    for item in _LISTINGS:
        for text in (item.title, item.description, *item.attributes.values(), *_TEXTS):
            lowered = lowered_ascii(text)
            if lowered is None:
                continue
            generation, found = clauses.literals_in(lowered)
            assert generation == clauses._INDEX.generation
            assert found == {literal for literal in clauses._INDEX.indexed if literal in lowered}, text
