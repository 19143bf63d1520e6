"""The forty-fifth round's tidying changes no reading (docs/performance.md, "Forty-fifth round"). Pinned here, on texts
and listings of our own (positives and near misses):

- the pack's exemption groups are a bounded memo keyed by the exemptions' identity: it evicts, and one edition's
  group never serves another's exemptions;
- ``structure.maker_withheld``'s last two readings share one guard for the seller's own making;
- the compared maker list's yardsticks, searched branch by branch behind their own words, are the whole pattern's
  matches, and the check reads as it read with the whole pattern;
- the accessory readings and the garment categories that were left apart differ where the docs say they do."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from services import clauses, detectors, risk_signals, structure
from services.clauses import compatible, distributed, gated_branch_finditer, kept_clauses, may_match
from services.memo_bounds import FIXED_ARGUMENTS_HELD
from services.records import Listing
from services.rulepack import parse_edition, risk_pack, shipped_edition, using_edition
from services.vocabulary import ListingCondition, ListingField
from tests.generation.data import titled_listing
from tests.rule_editions import SECOND

_I = re.IGNORECASE


# --- the exemption groups: a bounded memo ------------------------------------------------------------------------


def _clauses_one_by_one(text: str, exemptions: tuple[re.Pattern[str], ...]) -> list[str]:
    """clauses.clauses as it reads with each exemption's gate asked alone (no group)."""
    return clauses.clauses(text, list(exemptions), compatible)


@pytest.fixture
def no_groups() -> Iterator[None]:
    clauses._exemption_group.cache_clear()
    yield
    clauses._exemption_group.cache_clear()


def _grouped(exemptions: tuple[re.Pattern[str], ...]) -> bool:
    """Whether the memo holds a group for these exemptions (asking adds one when it does not)."""
    hits = clauses._exemption_group.cache_info().hits
    clauses._exemption_group(clauses._Exemptions(exemptions))
    return clauses._exemption_group.cache_info().hits > hits


def test_the_exemption_groups_are_bounded_and_evict_the_oldest(no_groups: None) -> None:
    text = "Pay at the kiosk or ask in the chat; word3 aside."
    editions = [(re.compile(rf"\bword{i}\b"),) for i in range(FIXED_ARGUMENTS_HELD + 1)]
    for exemptions in editions:
        assert clauses.clauses(text, exemptions, compatible) == _clauses_one_by_one(text, exemptions)
    assert clauses._exemption_group.cache_info().currsize == FIXED_ARGUMENTS_HELD
    # The newest are held, the oldest was dropped (not every later one left ungrouped, as the dict did once full).
    assert _grouped(editions[-1])
    assert not _grouped(editions[0])
    # Evicted and grouped again, it still reads as exemption by exemption.
    assert clauses.clauses(text, editions[3], compatible) == _clauses_one_by_one(text, editions[3])


def test_a_group_is_keyed_by_the_exemptions_themselves(no_groups: None) -> None:
    text = "Ask via messages, or collect in person; via messages again"
    first = (re.compile(r"\bvia\s+messages\b", _I),)
    second = (re.compile(r"\bcollect\s+in\s+person\b", _I),)
    assert clauses.clauses(text, first, compatible) == ["collect in person"]
    assert clauses.clauses(text, second, compatible) == ["Ask via messages", " via messages again"]
    # An equal tuple built apart is another key: identity, never a group built for something else.
    rebuilt = tuple(re.compile(pattern.pattern, pattern.flags) for pattern in first)
    assert not _grouped(rebuilt)
    assert clauses._exemption_group(clauses._Exemptions(first)) == first
    assert clauses._exemption_group(clauses._Exemptions(second)) == second


def test_an_edition_swapped_in_misses_and_reads_its_own_exemptions(no_groups: None) -> None:
    second = parse_edition(SECOND.replace("exemptions:\n", "exemptions:\n  - '\\bquillon\\s+desk\\b'\n"), "s.yaml")
    text = "Ask at the quillon desk, or text me."
    with using_edition(shipped_edition()):
        shipped = kept_clauses(text, risk_pack().exemptions, compatible)
        shipped_exemptions = risk_pack().exemptions
    with using_edition(second):
        swapped = kept_clauses(text, risk_pack().exemptions, compatible)
        assert risk_pack().exemptions is not shipped_exemptions
        assert clauses.clauses(text, risk_pack().exemptions, compatible) == _clauses_one_by_one(
            text, risk_pack().exemptions
        )
    with using_edition(shipped_edition()):
        assert kept_clauses(text, risk_pack().exemptions, compatible) == shipped
    assert "quillon" in shipped
    assert "quillon" not in swapped


def test_the_group_opens_exactly_the_exemptions_may_match_passes(no_groups: None) -> None:
    exemptions = risk_pack().exemptions
    for text in ("pay through the checkout please", "collect in person only", "nothing of the kind", ""):
        lowered = clauses.lowered_ascii(text)
        expected = tuple(pattern for pattern in exemptions if may_match(pattern, lowered))
        assert clauses._opened_exemptions(exemptions, lowered) == expected


# --- maker_withheld: one guard for the seller's own making --------------------------------------------------------


def _item(brand: str, title: str, description: str, maker: str | None = None) -> Listing:
    attributes = {"Brand": brand} | ({"Manufacturer": maker} if maker else {})
    return titled_listing(
        title, description, category="HOME_AND_GARDEN", condition=ListingCondition.NEW, attributes=attributes
    )


_MARKED = "Solid oak board. The maker's name is burned into the underside."
_PLAIN = "Solid oak board, oiled twice."


@pytest.mark.parametrize("brand", ["Unbranded", "Generic", "Does not apply"])
def test_each_of_the_last_two_readings_still_finds_a_maker_withheld(brand: str) -> None:
    # A name said to be marked alone; the manufacturer specific's maker opening the title alone.
    assert structure.maker_withheld(_item(brand, "Oak Chopping Board 40cm", _MARKED)) is not None
    titled = _item(brand, "Quarrendon Oak Chopping Board", _PLAIN, maker="Quarrendon Woodcraft")
    assert structure._maker_specific_titled(titled)
    assert structure.maker_withheld(titled) is not None


@pytest.mark.parametrize("brand", ["Handmade", "Hand made", "Homemade", "Custom"])
def test_the_sellers_own_making_guards_both_readings(brand: str) -> None:
    assert structure.maker_withheld(_item(brand, "Oak Chopping Board 40cm", _MARKED)) is None
    titled = _item(brand, "Quarrendon Oak Chopping Board", _PLAIN, maker="Quarrendon Woodcraft")
    # The titled maker reads as before; the one guard in maker_withheld sets it aside under the seller's own making.
    assert structure._maker_specific_titled(titled)
    assert structure.maker_withheld(titled) is None
    both = _item(brand, "Quarrendon Oak Chopping Board", _MARKED, maker="Quarrendon Woodcraft")
    assert structure.maker_withheld(both) is None


def test_near_misses_of_the_last_two_readings_stay_clear() -> None:
    assert structure.maker_withheld(_item("Unbranded", "Oak Chopping Board 40cm", _PLAIN)) is None
    common = _item("Unbranded", "Home Oak Chopping Board", _PLAIN, maker="Home Woodcraft")
    assert structure.maker_withheld(common) is None
    mine = _item("Unbranded", "Oak Chopping Board", "Our maker's name is burned into the underside.")
    assert structure.maker_withheld(mine) is None


# --- the compared maker list, its yardsticks branch by branch -----------------------------------------------------

_YARDSTICK_TEXTS = (
    "Outperforms Brindel, Caskey, Dorrow and Ellham brushes at half the price.",
    "Works just as well as a Faldo, Gresham, Holloway or Ingram mat.",
    "Like Jarrow, Kestle and Lomond kits, it comes with everything. Like new.",
    "Sharper than Marlow, brighter than Nettle, better built than Orrin or Pellow.",
    "As clear as Quist, Rendle and Stowe speakers; as soon as it arrives, as well as a case.",
    "Why pay more for Tarrant, Ulley or Vance? If you love Wexley, Yarrow and Zeal you will like this.",
    "Same build quality as Abbott, Breen and Colley; similar feel to Dunmore.",
    "An alternative to Easby, Fenwick and Gorran; alternative if you normally wear Hallam.",
    "Priced like Iveson, quality like Jessop, feels like Kirkby and Lowther.",
    "Other than a scuff it is fine; more than enough; rather than post, collect.",
    "beats Morley, Nunn and Oakes. BEATS is the brand name in capitals.",
    "Cheaper than the rest. It rivals Pryce, Quayle and Rook. On par with Sayer, Tull and Upton.",
    "Comparable to Vane, Wyatt, Yeld and Zorn; performs like Ashby; does as well as Bex.",
    "Plain description of a blue jug, two litres, boxed.",
    "Meilleur que Brindel, Caskey et Dorrow \u2014 outperforms Ellham, Faldo and Gresham.",
    "",
    "as  as  than  like",
)


def _names_before(listing: Listing) -> tuple[ListingField, str] | None:
    """compared_maker_list as it read with the whole pattern's finditer."""
    own = " ".join((listing.title, *listing.attributes.values())).lower()
    text = listing.description
    for match in structure._COMPARED_AGAINST.finditer(text):
        stop = min(len(text), match.end() + structure._CLAUSE_WINDOW)
        end = structure._SENTENCE_END.search(text, match.end(), stop)
        clause = text[match.end() : end.start() if end else stop]
        if clause.isupper():
            continue
        names = [name for name in structure._compared_names(clause) if name.lower() not in own]
        if len(names) >= structure._MIN_COMPARED_NAMES:
            last = text.index(names[-1], match.end())
            return ListingField.DESCRIPTION, text[match.start() : last + len(names[-1])]
    return None


@pytest.mark.parametrize("text", _YARDSTICK_TEXTS)
def test_the_yardsticks_branch_by_branch_are_the_whole_patterns_matches(text: str) -> None:
    pattern, branches = structure._COMPARED_AGAINST, structure._COMPARED_AGAINST_BRANCHES
    expected = [match.span() for match in pattern.finditer(text)]
    assert [match.span() for match in gated_branch_finditer(pattern, branches, text)] == expected
    for lead in ("", "x", "Note. ", "\n"):
        joined = lead + text
        expected = [match.span() for match in pattern.finditer(joined)]
        assert [match.span() for match in gated_branch_finditer(pattern, branches, joined)] == expected


@pytest.mark.parametrize("text", _YARDSTICK_TEXTS)
def test_the_compared_maker_list_reads_as_it_did(text: str) -> None:
    listing = titled_listing("Dorrow Paint Brush Set", text, category="CRAFTS")
    assert structure.compared_maker_list(listing) == _names_before(listing)


def test_the_yardstick_texts_hold_positives() -> None:
    found = [text for text in _YARDSTICK_TEXTS if _names_before(titled_listing("Set", text))]
    assert len(found) >= 8


def test_the_distributed_branches_are_the_patterns_own() -> None:
    pattern = structure._COMPARED_AGAINST
    branches = structure._COMPARED_AGAINST_BRANCHES
    inner = pattern.pattern[len(r"\b(?:") : -len(r")\s+")]
    assert "|".join(branch.pattern[len(r"\b(?:") : -len(r")\s+")] for branch in branches) == inner
    assert all(branch.flags == pattern.flags for branch in branches)


@pytest.mark.parametrize(
    ("source", "before", "after"),
    [
        (r"\b(?:a|b)\s+", r"(\b)", r"\s+"),  # a group before
        (r"\b(?:ab|cd)\s+|x", r"\b", r"\s+"),  # the outer group is not the whole pattern
        (r"\b(?:ab)|(?:cd)\s+", r"\b", r"\s+"),  # the opening group closes before the end
        (r"\b(?:ab|\s*)\s+", r"\b", r"\s+"),  # a branch with no words to gate it
    ],
)
def test_a_pattern_not_of_the_distributed_form_is_refused(source: str, before: str, after: str) -> None:
    with pytest.raises((ValueError, re.error)):
        distributed(re.compile(source, _I), before, after)


# --- left apart on purpose: the accessory readings, the garment categories -----------------------------------------


def test_the_two_accessory_readings_answer_different_questions() -> None:
    # A charger sold for a device holds no battery to state, but keeps a working state: only the net's list has it.
    charger = titled_listing("USB Charger for Tablets", "Two ports.", category="ELECTRONICS")
    assert risk_signals._ACCESSORY_FOR.search(charger.title)
    assert not detectors.sold_as_a_case(charger)
    # A case with words between it and "for": only the function check's reading has it.
    case = titled_listing("Rugged Case with Belt Clip for Phones", "Black.", category="ELECTRONICS")
    assert detectors.sold_as_a_case(case)
    assert not risk_signals._ACCESSORY_FOR.search(case.title)
    # A powered case keeps its working state; the net's list still reads it as an accessory.
    powered = titled_listing("Battery Case for Phones", "5000 mAh.", category="ELECTRONICS")
    assert risk_signals._ACCESSORY_FOR.search(powered.title)
    assert not detectors.sold_as_a_case(powered)


def test_the_sized_garment_categories_are_the_narrowest_of_the_three() -> None:
    assert frozenset({"CLOTHING", "CLOTHING_AND_ACCESSORIES"}) == detectors._SIZED_GARMENT_CATEGORIES
    for category in detectors._SIZED_GARMENT_CATEGORIES:
        assert structure.CLOTHING_CATEGORY.search(category)
        assert structure._WORN_IN_PAIRS.search(category)
    # The two wider lists differ each way, so neither is derived from the other.
    assert structure._WORN_IN_PAIRS.search("JEWELLERY")
    assert not structure.CLOTHING_CATEGORY.search("JEWELLERY")
    assert structure.CLOTHING_CATEGORY.search("FOOTWEAR")
    assert not structure._WORN_IN_PAIRS.search("FOOTWEAR")
    assert "FOOTWEAR" not in detectors._SIZED_GARMENT_CATEGORIES
