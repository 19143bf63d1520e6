"""The forty-second round's CPU work on the product slice changes no answer (docs/performance.md). Its class, found by
profiling ``detect()`` on development listings a review at a time: the product-detail structure checks compiled
patterns from a listing's own words per review (the title-feature check's undone pair, two per specific), asked some
forty opposed-feature patterns of every specific, and read the same title or description for its counts, colours and
arithmetic up to seven times a review.

Pinned here, each fast path against the slow reading it replaces, on texts of our own (positives and near misses):
the undone pair read from the title's word runs gives the match the two built patterns give, and text outside ASCII
keeps the patterns; one pattern of every opposed side opens exactly where a side does, and the check gives the same
with and without it; the facets read once per text give what a fresh reading gives, each caller its own list, and
never another text's reading; a specific's measure read once equals a fresh one; the part colour, the part's length,
the other marketplace's store and the denied part give what their ungated readings give; and the opposed sides of
one edition are never served under another."""

from __future__ import annotations

import re
from collections.abc import Mapping

import pytest

from services import detectors, facets, structure
from services.clauses import ANY_MARK, built, gated_finditer, gated_search, lacks, sentence_around
from services.records import Listing
from services.rulepack import parse_edition, risk_pack, shipped_edition, using_edition
from services.shapes import sealed_containers
from services.statements import NEGATED_OR_HEDGED, unsaid_before
from services.vocabulary import ListingField, Marketplace
from tests.generation.data import bare_listing, titled_listing
from tests.rule_editions import edition_text

_I = re.IGNORECASE


# --- the undone pair: word runs against the two built patterns -------------------------------------------------------


def _undone_pair_built(opening: str, title: str) -> tuple[int, str] | None:
    """The reading as it stood: two patterns compiled from the stem, searched in the title."""
    first = opening.split()[0]
    undone = structure._UNDONE_WORD.fullmatch(first)
    if undone is not None:
        stem = undone.group(1)
        stated, opposite = rf"{structure._UNDONE}{stem}", rf"{structure._DONE_ON_SALE}{stem}"
    elif done := structure._DONE_WORD.fullmatch(first):
        stem = done.group(1)
        stated, opposite = rf"{structure._DONE_ON_SALE}{stem}", rf"{structure._UNDONE}{stem}"
    else:
        return None
    if structure._WORN_STEM.fullmatch(stem) or built(rf"(?<![\w-]){stated}(?![\w-])", _I).search(title):
        return None
    found = built(rf"(?<![\w-]){opposite}(?![\w-])", _I).search(title)
    return None if found is None else (found.start(), found.group())


def _undone_pair(opening: str, title: str) -> tuple[int, str] | None:
    found = structure._undone_pair(opening, title)
    return None if found is None else (found.start(), found.group())


_OPENINGS = (
    "Framed",
    "Unframed print",
    "Non-slip backing",
    "Nonslip",
    "Slip resistant",
    "Pre-washed cotton",
    "Prewashed",
    "Unwashed",
    "Treated pine",
    "UNTREATED",
    "Premium grade",
    "Used",
    "Unboxed",
    "Wired",
    "Fix",
)
_TITLES = (
    "Unframed botanical print A3",
    "Framed botanical print A3, unframed option",
    "Oak frame (framed) art print",
    "Bath mat non-slip, grey",
    "Bath mat NON-SLIP grey",
    "Bath mat nonslip-backed grey",
    "Slip-on bath mat",
    "Raw denim jeans unwashed 32W",
    "Raw denim jeans pre-washed 32W",
    "Raw denim jeans prewashed_32W",
    "Decking boards untreated x10",
    "Decking boards treated2 x10",
    "Decking boards x-treated",
    "Premium untreated decking",
    "Unused kettle, boxed",
    "Unframed/framed print",
    "Tile-unframed print",
    "",
)


@pytest.mark.parametrize("opening", _OPENINGS)
def test_the_undone_pair_read_from_word_runs_is_the_built_patterns_reading(opening: str) -> None:
    for title in _TITLES:
        assert _undone_pair(opening, title) == _undone_pair_built(opening, title), (opening, title)


def test_the_undone_pair_finds_the_undone_word_and_leaves_a_title_naming_both() -> None:
    assert _undone_pair("Framed", "Unframed botanical print A3") == (0, "Unframed")
    assert _undone_pair("Unframed", "Framed wall art") == (0, "Framed")
    assert _undone_pair("Non-slip", "Slip-on mat") is None  # a hyphened run is another word
    assert _undone_pair("Non-slip", "Slip on mat") == (0, "Slip")
    assert _undone_pair("Slip", "Bath mat NON-SLIP grey") == (9, "NON-SLIP")
    assert _undone_pair("Framed", "Framed or unframed print") is None
    assert _undone_pair("Used", "Unused kettle") is None  # wear is the condition's
    assert _undone_pair("Framed", "Tile-unframed print") is None  # a hyphened run is another word


def test_text_outside_ascii_keeps_the_built_patterns() -> None:
    # The long s matches "s" when case is ignored, and the Kelvin sign "k": lower-casing does not fold them.
    for opening, title in (
        ("Unwashed", "Pre-waſhed jeans"),
        ("Pre-washed", "Unwaſhed jeans"),
        ("Unmarked", "Marked \u212aettle"),
        ("Marked", "Unmar\u212aed kettle"),
        ("Unframed", "Framed café print"),
    ):
        assert _undone_pair(opening, title) == _undone_pair_built(opening, title), (opening, title)
    assert _undone_pair("Pre-washed", "Unwaſhed jeans") == (0, "Unwaſhed")


# --- the opposed pairs: one pattern of every side -----------------------------------------------------------------


def test_one_pattern_of_every_side_opens_exactly_where_a_side_does() -> None:
    pairs = risk_pack().opposed_features
    any_side = structure._side_opening(risk_pack())
    assert any_side is not None
    sides = [side for pair in pairs for side in pair]
    for opening in (
        "Corded Electric",
        "cordless",
        "Cordedness",
        "Wired USB",
        "non-wired",
        "Matt",
        "Glossy",
        "Gloss",
        "Fixed Height",
        "Analogue",
        "Digital",
        "Men's",
        "Mens",
        "Womens",
        "Gents'",
        "Ladies",
        "AA batteries",
        "9 V battery",
        "CR2032 battery",
        "Built-in",
        "USB-C rechargeable",
        "Concert hall",
        "Concert",
        "Tenor",
        "Short sleeve",
        "Long-sleeved",
        "Cotton",
        "",
        "Black",
        "Male-to-female",
    ):
        assert (any_side.match(opening) is not None) == any(side.match(opening) for side in sides), opening


def test_a_side_with_its_own_group_is_read_side_by_side() -> None:
    grouped = ((re.compile(r"(?<![\w-])(?:(cord)less)(?![\w-])", _I), re.compile(r"corded", _I)),)
    assert structure._any_side(grouped) is None
    assert structure._any_side(((re.compile("corded"), re.compile("cordless", _I)),)) is None
    assert structure._any_side(()) is None


_FEATURE_LISTINGS = (
    ("Cordless hedge trimmer 20V", {"Power Source": "Corded Electric"}),
    ("Corded or cordless hedge trimmer", {"Power Source": "Corded Electric"}),
    ("Hedge trimmer for cordless drills", {"Power Source": "Corded"}),
    ("Matte black photo paper A4", {"Finish": "Glossy"}),
    ("Matte black photo paper A4", {"Finish": "Satin"}),
    ("Men's trail shoes size 9", {"Department": "Women"}),
    ("Trail shoes size 9", {"Department": "Women", "Colour": "Black"}),
    ("Unframed botanical print", {"Frame": "Framed in oak"}),
    ("Not unframed botanical print", {"Frame": "Framed in oak"}),
    ("Alto saxophone, lacquered", {"Type": "Tenor Saxophone"}),
    ("Wireless keyboard", {"Compatible": "Wired keyboards"}),
)


@pytest.mark.parametrize(("title", "attributes"), _FEATURE_LISTINGS)
def test_the_title_feature_check_gives_the_same_with_the_pattern_of_every_side_and_without(
    title: str, attributes: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    listing = titled_listing(title, "Used, works.", attributes=attributes)
    fast = structure.title_feature_opposed(listing)
    monkeypatch.setattr(structure, "_side_opening", lambda pack: None)
    assert structure.title_feature_opposed(listing) == fast


def test_the_title_feature_check_still_finds_its_pairs() -> None:
    found = structure.title_feature_opposed(
        titled_listing("Cordless hedge trimmer 20V", "Used.", attributes={"Power Source": "Corded Electric"})
    )
    assert found == (ListingField.TITLE, "Cordless")
    assert structure.title_feature_opposed(
        titled_listing("Unframed botanical print", "Used.", attributes={"Frame": "Framed in oak"})
    ) == (ListingField.TITLE, "Unframed")


def test_an_editions_sides_are_never_served_under_another() -> None:
    widened = parse_edition(
        edition_text(
            "2027-02-01",
            "2026-11-01",
            change=("  - [lined, unlined]\n", "  - [lined, unlined]\n  - [zorbwise, flarnwise]\n"),
        ),
        "widened.yaml",
    )
    listing = titled_listing("Zorbwise garden sprinkler", "Used.", attributes={"Spray Mode": "Flarnwise setting"})
    shipped = shipped_edition()
    with using_edition(shipped):
        assert structure.title_feature_opposed(listing) is None
    with using_edition(widened):
        assert structure.title_feature_opposed(listing) == (ListingField.TITLE, "Zorbwise")
    with using_edition(shipped):
        assert structure.title_feature_opposed(listing) is None
    assert structure._side_opening(widened.pack) is not structure._side_opening(shipped.pack)


# --- facets read once per text --------------------------------------------------------------------------------------

_COUNT_TEXTS = (
    "Set of 6 tumblers, 4 x 250 ml",
    "Pack of 12 pencils with 2 sharpeners, 3 packs of 4",
    "Teacups and Saucers x4",
    "There are 5 in this lot. You will get 3 pairs. Contents: 2 rolls",
    "four are included, only 4 in the box, the box holds 6 mugs",
    "- 1x spare blade\n- 2 x charging lead",
    "20 ct sapphire, 3 stones",
    "A one-piece body, one mug",
    "Pair of gloves, 2 Pack",
    "",
)


@pytest.mark.parametrize("text", _COUNT_TEXTS)
def test_counts_read_once_per_text_are_a_fresh_reading(text: str) -> None:
    for in_carats in (False, True):
        assert facets.counts(text, in_carats=in_carats) == facets._read_counts(text, in_carats=in_carats)
    assert facets.title_unit_counts(text) == facets._read_title_unit_counts(text)
    assert facets.sold_counts(text) == facets._read_sold_counts(text)
    assert facets.included_counts(text) == facets._read_included_counts(text)
    assert facets.multiplied_counts(text, "12 x 6 inch, 4 boxes of 24") == facets.multiplied_counts.__wrapped__(
        text, "12 x 6 inch, 4 boxes of 24"
    )
    assert facets.count_arithmetic(text, "2 x 38 washes") == facets.count_arithmetic.__wrapped__(text, "2 x 38 washes")


def test_a_caller_gets_its_own_list_of_counts() -> None:
    text = "Set of 6 tumblers, 2 Pack"
    first = facets.title_unit_counts(text)
    first.append(facets.Facet("count:", "99", "99", 0))
    assert facets.title_unit_counts(text) == facets._read_title_unit_counts(text)
    for read, fresh in (
        (facets.counts, facets._read_counts),
        (facets.sold_counts, facets._read_sold_counts),
        (facets.included_counts, facets._read_included_counts),
    ):
        got = read(text)
        got.clear()
        assert read(text) == fresh(text)
        assert read(text) is not read(text)


def test_a_texts_counts_are_never_another_texts() -> None:
    assert [f.value for f in facets.counts("Set of 6 tumblers")] == ["6"]
    assert [f.value for f in facets.counts("Set of 8 tumblers")] == ["8"]
    assert facets.multiplied_counts("4 boxes of 24") == frozenset({frozenset({4, 24, 96})})
    assert facets.multiplied_counts("4 boxes of 25") == frozenset({frozenset({4, 25, 100})})


_COLOUR_TEXTS = (
    "Navy blue jumper with a tan strap",
    "Bright WHITE and Blue LEDs light the base",
    "Space  Gray",
    "red, green or blue lights",
    "No colour words here",
    "",
)


@pytest.mark.parametrize("text", _COLOUR_TEXTS)
def test_colour_words_read_once_per_text_are_a_fresh_reading(text: str) -> None:
    assert facets._families(text) == facets._families.__wrapped__(text)
    assert facets.lit_colour_words(text) == facets.lit_colour_words.__wrapped__(text)
    for families in (frozenset({"blue"}), frozenset({"white"}), frozenset()):
        assert facets.names_colour(text, families) == any(
            found & families for found in facets._families.__wrapped__(text)
        )
    mixed = facets._MULTICOLOUR.search(text) is not None
    assert facets.attribute_colour(text) == (
        frozenset() if mixed else frozenset[str]().union(*facets._families.__wrapped__(text))
    )


def test_a_texts_colours_are_never_another_texts() -> None:
    assert facets.lit_colour_words("white LEDs") == {"white"}
    assert facets.lit_colour_words("blue LEDs") == {"blue"}
    assert facets.names_colour("a navy jumper", facets.attribute_colour("Navy"))
    assert not facets.names_colour("a black jumper", facets.attribute_colour("Navy"))


# --- a specific's measure read once ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("Storage Capacity", "512 GB"),
        ("Capacity", "5.5 gal (21 L)"),
        ("Weight", "230 g each"),
        ("Max Flow Rate", "3000 L/h"),
        ("Min Flow", "20 L/h"),
        ("Included", "Scale, 100 g weight"),
        ("Memory", "16GB"),
        ("Screen Size", "15.6 in"),
        ("Blade Length", "64 mm"),
        ("Colour", "Black"),
        ("Dimensions", "10 x 6 x 3 in"),
    ],
)
def test_a_specifics_measure_read_once_is_a_fresh_reading(key: str, value: str) -> None:
    assert structure._specific_measure(key, value) == structure._specific_measure.__wrapped__(key, value)


# --- gates before patterns built from a listing's words -------------------------------------------------------------


def _named_by_a_part_colour_built(quote: str, attributes: Mapping[str, str]) -> bool:
    quote = facets.colour_key(quote)
    return any(
        re.search(rf"\b{re.escape(quote)}\b", facets.colour_key(value)) is not None
        for key, value in attributes.items()
        if structure.part_colour_key(key)
    )


@pytest.mark.parametrize(
    "attributes",
    [
        {"Light Color": "Warm White / Cool White"},
        {"Lens Colour": "Smoke"},
        {"Lens Colour": "Smokey grey"},
        {"Colour": "White", "Strap Colour": "Tan"},
        {"Strap Colour": "Tan-brown"},
        {},
    ],
)
def test_the_part_colour_gate_gives_the_patterns_answer(attributes: dict[str, str]) -> None:
    for quote in ("Warm White", "white", "Smoke", "tan", "Brown", "Tan-brown", "smoke grey"):
        assert structure.named_by_a_part_colour(quote, attributes) == _named_by_a_part_colour_built(quote, attributes)


def _part_colour_mismatch_built(listing: Listing) -> tuple[ListingField, str] | None:
    for key, value in sorted(listing.attributes.items()):
        keyed = structure._PART_COLOUR_KEY.match(structure._key_words(key))
        if keyed is None or keyed.group(1) in structure._NO_PART:
            continue
        given = facets.attribute_colour(value)
        if not given:
            continue
        for match in re.finditer(rf"\b{re.escape(keyed.group(1))}(?:s|es)?\b", listing.title, _I):
            titled = structure._colours_before(listing.title, match.start())
            if titled is not None and facets.colours_conflict(titled, given):
                start = listing.title.rfind(" ", 0, max(0, match.start() - 1)) + 1
                return ListingField.TITLE, listing.title[start : match.end()]
    return None


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Oak desk, Black Frame", {"Frame Color": "White"}),
        ("Oak desk, White Frames", {"Frame Color": "White"}),
        ("Matte Black Frame oak desk", {"Frame Colour": "Silver"}),
        ("Watch, Brown Strap", {"Strap Colour": "Tan"}),
        ("Watch, brown STRAPS", {"Strap Colour": "Black"}),
        ("Watch with strap", {"Strap Colour": "Black"}),
        ("Chair, White Legs", {"Leg Colour": "Grey", "Main Colour": "Red"}),
        ("Chair, White Leg\u212a", {"Leg Colour": "Grey"}),
    ],
)
def test_the_part_colour_check_gives_its_patterns_answer(title: str, attributes: dict[str, str]) -> None:
    listing = titled_listing(title, "Used.", attributes=attributes)
    assert structure.part_colour_mismatch(listing) == _part_colour_mismatch_built(listing)


@pytest.mark.parametrize(
    ("key", "title"),
    [
        ("Blade Length", "8m Tape Measure"),
        ("Blade Length", "Pocket knife 84mm"),
        ("Blade Length", "60cm BLADES hedge trimmer"),
        ("Cable Length", "Charger with 2m cable"),
        ("Cord Length", "Hoover, 10 m"),
        ("Strap Length", "Bag strap 120 cm"),
    ],
)
def test_a_parts_length_pattern_built_once_gives_its_answer(key: str, title: str) -> None:
    words = structure._key_words(key)
    part = structure._PART_LENGTH_KEY.match(words)
    assert part is not None
    names = structure._PART_NAMES.get(part.group(1).lower(), part.group(1))
    expected = re.search(rf"\b(?:{names})s?\b", title, _I) is not None
    assert structure._length_of_the_key(key, title, "1", 1.0, 1.0) == expected


def _other_marketplace_store_ungated(listing: Listing) -> tuple[str, str] | None:
    pattern = structure._store_elsewhere(listing.marketplace)
    assert pattern is not None
    for text in (listing.description, listing.title):
        for match in pattern.finditer(text):
            if unsaid_before(text, match.start(), (NEGATED_OR_HEDGED,)):
                continue
            start, end = sentence_around(text, match.start(), match.end(), edges=ANY_MARK)
            return match.group(), text[start:end]
    return None


@pytest.mark.parametrize(
    ("marketplace", "description"),
    [
        (Marketplace.AMAZON, "Also listed on our eBay store for a few dollars less."),
        (Marketplace.AMAZON, "Check our storefront on EBAY for more."),
        (Marketplace.AMAZON, "We do not have a store on ebay."),
        (Marketplace.AMAZON, "Also sold in town. Great store."),
        (Marketplace.EBAY, "More in my own Amazon shop."),
        (Marketplace.EBAY, "More in my own Walmart page, cheaper."),
        (Marketplace.EBAY, "More in our eBay store."),
        (Marketplace.EBAY, "More in my own Am\u212aazon shop."),
        (Marketplace.EBAY, ""),
    ],
)
def test_the_other_marketplaces_store_gate_gives_the_patterns_answer(
    marketplace: Marketplace, description: str
) -> None:
    listing = bare_listing(title="Lamp", description=description, marketplace=marketplace)
    assert structure._other_marketplace_store(listing) == _other_marketplace_store_ungated(listing)


def _included_part_denied_ungated(listing: Listing) -> tuple[ListingField, str] | None:
    """included_part_denied as it stood, its three patterns asked whatever words the description has."""
    lowered = listing.description.lower()
    if not any(cue in lowered for cue in ("not included", "no ", "separately", "without", "not supplied", "not part")):
        return None
    for words, named, joined in structure._title_parts(listing.title):
        head = named.lower()
        if head in structure._PACKAGING or lacks(listing.description, head):
            continue
        qualifiers = {word.lower() for word in re.findall(r"[\w-]+", words)}
        noun = rf"{re.escape(head)}(?:e?s)?"
        if built(rf"\b(?:comes?\s+with|includes?|included:?)\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){{0,2}}?{noun}\b").search(
            lowered
        ):
            continue
        for denied in built(
            rf"(?:([\w/-]+)\s+)?(\b{noun}\b(?:\s+(?:and|&)\s+(?:the\s+)?[\w-]+)?(?:\s+(?:is|are))?\s+"
            rf"{structure._NOT_COMING})",
            _I,
        ).finditer(listing.description):
            before = listing.description[max(0, denied.start() - 16) : denied.start()]
            word = (denied.group(1) or "").lower().strip("-/")
            if (not word or word in qualifiers or word in structure._BEFORE_OWN_PART) and not (
                structure._OF_SOMETHING_ELSE.search(before)
            ):
                return ListingField.DESCRIPTION, denied.group(2)
        if joined:
            continue
        for denied in built(
            rf"\b(?:sold\s+without|supplied\s+without|comes\s+without|no)\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){{0,2}}?{noun}\b",
            _I,
        ).finditer(listing.description):
            after = re.match(r"\s*([a-z]+)?", listing.description[denied.end() :], _I)
            if after is None or after.group(1) is None or after.group(1).lower() in structure._FUNCTION_WORDS:
                return ListingField.DESCRIPTION, denied.group()
    return None


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Cordless drill with Charger", "Drill works. Charger not included."),
        ("Cordless drill with Charger", "Drill works. Charger NOT supplied, sold separately."),
        ("Cordless drill with Charger", "Works. Comes with the charger; no case."),
        ("Cordless drill with Charger", "Works, no charger."),
        ("Cordless drill with Charger", "Works, no charger damage, spare sold separately."),
        ("Cordless drill with Charger & Case", "Works. The charger and case are not part of this sale."),
        ("Cordless drill with Charger & Case", "Works. Sold without case."),
        ("Cordless drill w/ Case", "Supplied without the case."),
        ("Cordless drill with Case", "Includes case. Battery separately."),
        ("Cordless drill with Case", "Case in box, battery is ſold ſeparately, no lead"),
        ("Cordless drill with Case", "Case: nothing else. Separately bagged."),
        ("Controller with Stand", "S/M stand not included"),
    ],
)
def test_the_denied_parts_gates_give_the_patterns_answer(title: str, description: str) -> None:
    listing = titled_listing(title, description)
    assert structure.included_part_denied(listing) == _included_part_denied_ungated(listing)


# --- readings put off until they are needed, and a key read once --------------------------------------------------


@pytest.mark.parametrize(
    "key",
    ["Colour", " Color ", "Finish", "Finish Colour", "Main Colour", "Strap Colour", "Brand", "Colourway", "finish"],
)
def test_the_colour_key_read_once_is_its_gates_reading(key: str) -> None:
    assert detectors._any_colour_key(key) == (gated_search(detectors._ANY_COLOUR_KEY, key.strip()) is not None)
    assert detectors._any_colour_key(key) == (detectors._ANY_COLOUR_KEY.search(key.strip()) is not None)


def _self_named_other_maker_eager(listing: Listing) -> tuple[str, tuple[ListingField, ListingField]] | None:
    """The reading as it stood: the listing's own makers read before any phrase."""
    if not detectors._rival_words(listing.description):
        return None
    own = (
        detectors._own_brands(listing)
        | detectors.rival_makers_in(listing.title)
        | detectors.rival_makers_in(" ".join(listing.attributes.values()))
    )
    for match in detectors._SELF_NAMED.finditer(listing.description):
        phrase = match.group(1) or match.group(2)
        for maker in sorted(detectors.rival_makers_in(phrase) - own):
            at = phrase.lower().find(maker.split()[0])
            if at >= 0 and not detectors._NOT_ITS_MAKER.search(phrase[:at]):
                return match.group(), detectors._TITLE_DESCRIPTION
    return None


def _makers() -> list[str]:
    rivals = risk_pack().rival_brands
    makers = sorted(name for name in rivals.names - rivals.wordlike if name.isalpha())
    assert len(makers) >= 2
    return makers


def test_the_self_named_maker_reads_the_listings_makers_only_when_a_phrase_names_one() -> None:
    one, other = (maker.title() for maker in _makers()[:2])
    cases: tuple[tuple[str, str, dict[str, str]], ...] = (
        (f"Walking boots, {one}", f"This is a {other} boot, worn twice.", {"Brand": one}),
        (f"Walking boots, {one}", f"This is a {one} boot, worn twice.", {"Brand": one}),
        (f"Walking boots, {one}", f"This is a case for {other} boots.", {"Brand": one}),
        (f"Walking boots, {one}", "This is a boot, worn twice. These are fine.", {"Brand": one}),
        ("Walking boots", f"These are the {other} ones. {other} made.", {"Brand": other}),
        ("Walking boots", "Worn twice.", {}),
    )
    for title, description, attributes in cases:
        listing = titled_listing(title, description, attributes=attributes)
        assert detectors._self_named_other_maker(listing) == _self_named_other_maker_eager(listing), description


def _specific_word_denied_eager(listing: Listing) -> tuple[ListingField, str] | None:
    brand = {w.lower() for w in structure._BRAND_WORD.findall(structure._brand(listing))}
    own: set[str] = set()
    for key, value in listing.attributes.items():
        if not structure._NOT_OWN_FACET_KEY.search(key):
            own.update(w.lower() for w in re.findall(r"[a-z][\w'-]*", value, _I))
    for match in gated_finditer(structure._DENIED_WORD, listing.description):
        phrase = match.group(1) or match.group(2)
        if phrase.split()[0].lower() in structure._NOT_A_FACET_WORD:
            continue
        words = {w.lower() for w in re.findall(r"[a-z][\w'-]*", phrase, _I)} - structure._NOT_A_FACET_WORD - brand
        if words & own or (match.group(2) and structure._titled_as_own(listing.title, match.group(2))):
            return ListingField.DESCRIPTION, match.group()
    return None


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Walking stick", "Ebonite body (not wood), light.", {"Material": "Wood"}),
        ("Walking stick", "Ebonite body (not wood), light.", {"Material": "Ebonite"}),
        ("Walking stick", "Ebonite body (not for wood floors).", {"Material": "Wood"}),
        ("Speaker", "It is the non-Music version.", {"Model": "Tonewell Music 2"}),
        ("Speaker", "It is the non-Music version.", {"Brand": "Music Tonewell"}),
        ("Solar GPS Watch", "This is the non-Solar version.", {}),
        ("Watch", "Works fine.", {"Material": "Steel"}),
    ],
)
def test_the_denied_specific_word_reads_the_specifics_only_when_a_word_is_set_apart(
    title: str, description: str, attributes: dict[str, str]
) -> None:
    listing = titled_listing(title, description, attributes=attributes)
    assert structure.specific_word_denied(listing) == _specific_word_denied_eager(listing)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Sealed board game", "Still sealed in the box, the tin is unopened."),
        ("Tote Bag, new", "Kept still in its dust bag; the case is sealed."),
        ("Headphones", "The box is sealed and the pouch intact."),
        ("Headphones", "Works well."),
        ("", ""),
    ],
)
def test_the_sealed_containers_read_once_are_a_fresh_reading(title: str, description: str) -> None:
    assert structure._sealed_containers_of(title, description) == sealed_containers(title, f"{title}\n{description}")


def test_a_listings_sealed_containers_are_never_another_listings() -> None:
    assert structure._sealed_containers_of("Board game", "The pouch is sealed.") == {"pouch"}
    assert structure._sealed_containers_of("Board game", "The tin is sealed.") == {"tin"}
    # A container the title names, unsealed there, is what is sold; sealed in the title, it is packaging.
    assert structure._sealed_containers_of("Tin of buttons", "The tin is sealed.") == frozenset()
    assert structure._sealed_containers_of("Sealed tin of buttons", "The tin is sealed.") == {"tin"}


def _named_count_conflict_key_first(listing: Listing) -> object:
    """_named_count_conflict as it stood: each specific's key read before its value's number."""
    for key, value in sorted(listing.attributes.items()):
        named = detectors._count_key_unit(key.strip(), value)
        given = facets.number(value.strip())
        if named is None or given is None:
            continue
        unit = facets.stem(named.group(1).lower())
        if unit in detectors._GENERIC_UNITS:
            continue
        in_title = detectors._unit_counts(listing.title, unit)
        if not detectors._NAMED_COUNT_KEY.match(key.strip()):
            model_numbers = set(re.findall(r"\d+", detectors._attribute(listing, detectors._MODEL_KEYS) or ""))
            in_title = [(v, quote) for v, quote in in_title if v not in model_numbers]
        counted = detectors._counted_specifics(listing)
        products = facets.multiplied_counts(listing.title, listing.description)
        if in_title and all(v not in counted and not facets.counts_agree(int(v), given, products) for v, _ in in_title):
            return in_title[0][1], detectors._TITLE_ATTRIBUTES
        described = [
            f
            for f in facets.included_counts(listing.description)
            if f.kind == f"count:{unit}" and facets.listed_component(listing.description, f) in (None, unit)
        ]
        if described and not any(facets.counts_agree(int(f.value), given, products) for f in described):
            return described[0].quote, detectors._DESCRIPTION_ATTRIBUTES
    return None


@pytest.mark.parametrize(
    ("title", "attributes"),
    [
        ("Guitar strings 10 strings set", {"Number of Strings": "12"}),
        ("Guitar strings, 12 Strings", {"Strings": "12"}),
        ("Gas hob, 5 burners", {"Burners": "4", "Colour": "Black"}),
        ("Gas hob, 5 burners", {"Burners": "four"}),
        ("Watch, 21 jewels", {"Jewels": "Twenty-one", "Number of Jewels": "many"}),
    ],
)
def test_the_named_count_reads_the_value_first_and_gives_the_same(title: str, attributes: dict[str, str]) -> None:
    listing = titled_listing(title, "Used.", attributes=attributes)
    assert detectors._named_count_conflict(listing) == _named_count_conflict_key_first(listing)
