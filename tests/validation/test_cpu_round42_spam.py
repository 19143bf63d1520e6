"""The forty-second round's CPU work on the promotional-title, brand and keyword-spam readings changes no answer
(docs/performance.md). Its class, found by profiling ``keyword_spam`` over P2's listing and blind-dev-v49: readings
asked again of the same listing or text by several checks (the seller's own brands a dozen times a review, the
rare-name run and the bait fitment by the detector and by the net's signals, the title's repeated words twice, the
makers' first words three times), scans that cannot match (a window of words read for "the" said four times, trend
words looked for run by run in a text with none, an edit distance taken of common words, emoji looked for in ASCII),
the title read before any candidate is found, and patterns of a listing's words compiled per call.

Pinned here, on texts of our own (positives and near misses of each check): each fast path gives what the slow path
gave (the slow paths are the readings as they were, written out below); a memo never serves one listing's reading to
another listing, nor one edition's to another; and a caller's own-brands set is its own."""

from __future__ import annotations

import dataclasses
import re
from collections import Counter

import pytest

from services import detectors, facets, shapes
from services.clauses import could_match, gated_search, lowered_ascii
from services.detectors import (
    DESCRIPTION_REPEATS,
    DESCRIPTION_WINDOW,
    MODEL_NUMBER_AFTER,
    bait_fitment,
    rare_name_run,
    repeats_words,
    stuffed_search_terms,
    tag_clause,
)
from services.records import Listing
from services.rulepack import parse_edition, risk_pack, shipped_edition, using_edition
from services.vocabulary import ListingField
from tests.generation.data import titled_listing
from tests.rule_editions import SECOND

_I = re.IGNORECASE


# --- the slow paths: the readings as the forty-first round wrote them ------------------------------------------------


def _repeated_run_before(text: str, title: str = "") -> str | None:
    words = detectors._TOKEN.findall(text.lower())
    if not any(n >= DESCRIPTION_REPEATS for n in Counter(words).values()):
        return None
    for run in detectors._UNBROKEN_RUN.finditer(text):
        tokens = [
            (m.group().lower(), run.start() + m.start(), run.start() + m.end())
            for m in detectors._TOKEN.finditer(run.group())
        ]
        for i, (word, start, _) in enumerate(tokens):
            if (
                len(word) < 3
                or word in detectors._STOPWORDS
                or facets.number(word) is not None
                or detectors._HAS_DIGIT.search(word)
            ):
                continue
            same = [end for other, _, end in tokens[i : i + DESCRIPTION_WINDOW] if other == word]
            if len(same) < DESCRIPTION_REPEATS or all(MODEL_NUMBER_AFTER.match(text, end) for end in same):
                continue
            if not shapes.lists_kinds(text, start, same[-1], word, title):
                return text[start : same[-1]]
    return None


def _trend_tags_before(text: str) -> str | None:
    for run in detectors._TAG_RUN.finditer(text):
        words = detectors._TAG_WORD.findall(run.group().lower())
        strong = [i for i, word in enumerate(words) if word in detectors._TREND_TAGS]
        tags = [i for i, word in enumerate(words) if word in detectors._TREND_TAGS or word in detectors._LOOSE_TAGS]
        if len(strong) >= 2 and len(tags) >= 4:
            first, last = words[tags[0]], words[tags[-1]]
            piece = run.group()
            start = piece.lower().find(first)
            stop = piece.lower().rfind(last) + len(last)
            return piece[start:stop]
    return None


def _near_spelling_before(word: str, target: str) -> bool:
    if word == target or abs(len(word) - len(target)) > 2:
        return False
    previous = list(range(len(target) + 1))
    for i, a in enumerate(word, 1):
        current = [i]
        for j, b in enumerate(target, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a != b)))
        previous = current
    return previous[-1] <= 2 and shapes.zipf(word) < detectors._RARE_ZIPF


def _tag_clause_before(text: str, title: str, own: set[str], *, kinds_are_lists: bool = True) -> str | None:
    written = detectors._TOKEN.findall(title.lower())
    title_words = {word for word in written if len(word) >= detectors._MIN_SPELLING_WORD}
    in_title: set[str] | None = None
    fitment_named = could_match(detectors._FITMENT_LABEL, text)
    for clause in detectors._CLAUSE_OF_WORDS.finditer(text):
        if fitment_named and detectors._FITMENT_LABEL.search(text[max(0, clause.start() - 30) : clause.start()]):
            continue
        words = detectors._WHOLE_WORD.findall(clause.group().lower())
        if len(words) < detectors._MIN_TAG_WORDS or any(word in detectors._FUNCTION_WORDS for word in words):
            continue
        stems = Counter(word.rstrip("s") for word in words if len(word) >= 3)
        in_title = shapes.word_forms(written) if in_title is None else in_title
        misspelt = [
            w
            for w in (word.rstrip("'") for word in words)
            if w not in in_title
            and sum(ch.isdigit() for ch in w) < detectors._CODE_DIGITS
            and any(_near_spelling_before(w, t) for t in title_words)
        ]
        body = clause.group()
        repeated = [
            stem
            for stem, count in stems.items()
            if count >= 3
            and stem not in detectors._VERDICT_WORDS
            and not (kinds_are_lists and shapes.lists_kinds(body, body.lower().find(stem), len(body), stem, title))
            and not (kinds_are_lists and detectors._qualified_items(body, stem, in_title))
            and not _units_of_figures_before(body, stem)
        ]
        if len(detectors.brands_in(body) - own) >= detectors._OTHER_BRANDS_IN_BLOCK or repeated or len(misspelt) >= 2:
            return clause.group().strip(" ,")
    return None


def _units_of_figures_before(body: str, stem: str) -> bool:
    uses = list(re.finditer(rf"\b{re.escape(stem)}s*\b", body, _I))
    return bool(uses) and all(detectors._FIGURE_BEFORE.search(body, 0, use.start()) is not None for use in uses)


def _stuffed_search_terms_before(listing: Listing) -> tuple[ListingField, str] | None:
    written = detectors._TOKEN.findall(listing.title.lower())
    title_words = {word for word in written if len(word) >= detectors._MIN_SPELLING_WORD}
    forms: set[str] | None = None
    for key, value in sorted(listing.attributes.items()):
        if not gated_search(detectors._KEYWORD_KEYS, key) or value.count(" ") < 2:
            continue
        words = detectors._WHOLE_WORD.findall(value.lower())
        stems = Counter(word.rstrip("s") for word in words if len(word) >= 3)
        if detectors._ASIN.search(value) or any(count >= detectors._SPECIFIC_REPEATS for count in stems.values()):
            return ListingField.ATTRIBUTES, value.strip()
        forms = shapes.word_forms(written) if forms is None else forms
        misspelt = {w for w in words if w not in forms and any(_near_spelling_before(w, t) for t in title_words)}
        if len(misspelt) >= 2:
            return ListingField.ATTRIBUTES, value.strip()
    return None


def _stuffed_line_before(text: str, title: str) -> str | None:
    title_words = {word.rstrip("s") for word in detectors._TOKEN.findall(title.lower()) if len(word) >= 3}
    for line in detectors._BARE_LINE.finditer(text):
        words = detectors._WHOLE_WORD.findall(line.group())
        if len(words) < detectors._MIN_LINE_WORDS:
            continue
        stems = Counter(word.rstrip("s") for word in words if len(word) >= 3)
        if any(count >= detectors._LINE_REPEATS and stem in title_words for stem, count in stems.items()):
            return line.group().strip()
    return None


# --- texts of our own ------------------------------------------------------------------------------------------

_RUNS = (
    "",
    "Lovely jug, barely used.",
    "Shoes shoes running shoes trainers shoes for the gym.",
    "the the the the cat sat on the mat",
    "five five five five call me",
    "V11 V11 V11 V11 parts kit",
    "Fits Watch 5, Watch 5 Pro, Watch 6, Watch 6 Classic.",
    "micro filter, coarse filter and flat mesh filter, and a spare filter",
    "Bowl bowl.\nBowl bowl. Bowl and bowl again.",
    "İstanbul İstanbul İstanbul İstanbul rug, hand knotted",
    "café café café café table, oak",
    "Teapot teapot TEAPOT teapot kettle, the the the the",
    "Mug mug and the mug with the other mug",
)

_TREND_TEXTS = (
    "",
    "boho y2k aesthetic vintage retro crop top",
    "Boho, Y2K / Aesthetic #vintage #retro top",
    "boho vintage retro rare crop top",
    "y2k top. boho skirt. vintage retro",
    "Bohème boho y2k vintage retro 90s",
    "café y2k boho 90s 80s",
    "kawaii kawaii rare vintage",
    "Plain oak side table, two drawers",
)

_SPELLINGS = (
    ("headphnes", "headphones"),
    ("hedphones", "headphones"),
    ("tested", "tester"),
    ("meter", "tester"),
    ("headphones", "headphones"),
    ("zz", "headphones"),
    ("rucksak", "rucksack"),
    ("ruksak", "rucksack"),
    ("bakpack", "backpack"),
)

_CLAUSES = (
    ("Wireless Headphones", "Great sound. headphnes hedphones wireless earbuds bluetooth headset"),
    ("Travel Mug", "mug cup mug travel mug coffee mug tumbler flask"),
    ("Drill Bits", "Includes masonry bit, wood bit, tile bit, metal bit, glass bit, spare case"),
    ("Pressure Gauge", "Rated 2 bar, 4 bar, 6 bar, 8 bar, 10 bar max gauge dial"),
    ("Cordless Vacuum", "Fits: Hoovra V11 Torque Drive, V11 Animal, V11 Absolute, V11 Outsize"),
    ("Cordless Vacuum", "nike adidas puma reebok asics vans trainers shoes"),
    ("Oak Table", "A solid table with the drawers it came with, and a spare key in the box."),
    ("Soap Bars", "sodium chloride, sodium stearate, sodium laurate, glycerin, aqua, parfum"),
    ("Rucksack", "rucksak ruksak bag daypack hiking camping school"),
)


def _listing(title: str, description: str, **attributes: str) -> Listing:
    return titled_listing(title, description, attributes=dict(attributes))


# --- each fast path gives what the slow path gave --------------------------------------------------------------


@pytest.mark.parametrize("text", _RUNS)
@pytest.mark.parametrize("title", ["", "Running Shoes", "Filter Set"])
def test_a_word_said_four_times_in_ten_is_read_as_before(text: str, title: str) -> None:
    assert detectors._repeated_run(text, title) == _repeated_run_before(text, title)


def test_the_runs_include_positives_and_near_misses() -> None:
    found = [_repeated_run_before(text) for text in _RUNS]
    assert any(found)
    assert not all(found)


@pytest.mark.parametrize("text", _TREND_TEXTS)
def test_trend_tags_are_read_as_before(text: str) -> None:
    assert detectors._trend_tags(text) == _trend_tags_before(text)


def test_the_trend_texts_include_positives_and_near_misses() -> None:
    found = [_trend_tags_before(text) for text in _TREND_TEXTS]
    assert any(found)
    assert not all(found)


@pytest.mark.parametrize(("word", "target"), _SPELLINGS)
def test_a_near_spelling_is_read_as_before(word: str, target: str) -> None:
    assert detectors._near_spelling(word, target) is _near_spelling_before(word, target)


def test_the_spellings_include_positives_and_near_misses() -> None:
    found = [_near_spelling_before(word, target) for word, target in _SPELLINGS]
    assert any(found)
    assert not all(found)


@pytest.mark.parametrize(("title", "text"), _CLAUSES)
@pytest.mark.parametrize("kinds_are_lists", [True, False])
def test_a_clause_of_bare_words_is_read_as_before(title: str, text: str, kinds_are_lists: bool) -> None:
    for own in (set(), {"nike"}):
        assert tag_clause(text, title, own, kinds_are_lists=kinds_are_lists) == _tag_clause_before(
            text, title, own, kinds_are_lists=kinds_are_lists
        )


def test_the_clauses_include_positives_and_near_misses() -> None:
    found = [_tag_clause_before(text, title, set()) for title, text in _CLAUSES]
    assert any(found)
    assert not all(found)


@pytest.mark.parametrize(
    "attributes",
    [
        {},
        {"Brand": "Tallowby", "Model": "X2"},
        {"Search Terms": "rucksak ruksak daypack hiking bag"},
        {"Keywords": "bag bag bag hiking school"},
        {"Tags": "B0ABCDEFGH travel pack"},
        {"Search Coil Size": "11 inch round coil"},
        {"Keywords": "hiking camping school travel"},
    ],
)
def test_a_search_terms_specific_is_read_as_before(attributes: dict[str, str]) -> None:
    listing = _listing("Hiking Rucksack 30L", "Used twice, zips fine.", **attributes)
    assert stuffed_search_terms(listing) == _stuffed_search_terms_before(listing)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "Lovely jug.",
        "Lovely jug.\nyarn chunky yarn blanket yarn soft yarn wool knit crochet craft supplies",
        "Lovely jug.\nsmoke free home uk seller quick postage from a pet free house ok",
        "yarn chunky yarn blanket yarn\nmore text here",
    ],
)
def test_a_bare_line_is_read_as_before(text: str) -> None:
    for title in ("Chunky Yarn", "Oak Table"):
        assert detectors._stuffed_line(text, title) == _stuffed_line_before(text, title)


@pytest.mark.parametrize(
    ("pattern", "text"),
    [
        (detectors._SEARCH_LABEL_LINE, "Lovely jug.\nAlso searching: jug, pitcher, ewer, carafe"),
        (detectors._SEARCH_LABEL_LINE, "Keywords - teapot, kettle, brew pot"),
        (detectors._SEARCH_LABEL_LINE, "I also searched for the manual, the box and the lid."),
        (detectors._SEARCH_LABEL_LINE, "SEARCH TERMS: a, b, c"),
        (detectors._SEARCH_LABEL_LINE, "Lovely jug, barely used."),
        (detectors._ANY_DENIAL, "It isn't a Brand X, nothing like it."),
        (detectors._ANY_DENIAL, "NOT the one you think"),
        (detectors._ANY_DENIAL, "Knotted rug, another one"),
        (detectors._ANY_DENIAL, "Lovely jug, barely used."),
        (detectors._TAIL_WORD, "Le Cocotte Stoneware Denby Style Casserole"),
        (detectors._TAIL_WORD, "Quality for less, Dupes welcome"),
        (detectors._TAIL_WORD, "Stylish oak table"),
        (detectors._TAIL_WORD, "Oak table"),
    ],
)
def test_a_scan_behind_its_gate_finds_what_the_scan_finds(pattern: re.Pattern[str], text: str) -> None:
    found, plain = gated_search(pattern, text), pattern.search(text)
    assert (found and found.span()) == (plain and plain.span())


@pytest.mark.parametrize(
    "title",
    [
        "Oak Table",
        "Oak Table 🌟🌟",
        "Oak Table 🌟",
        "Oak Table ☀",
        "Oak Table ☀☀",
        "OAK TABLE AMAZING STUNNING",
        "Café Table AMAZING",
        "Lovely Retro Lamp!",
    ],
)
def test_a_title_emphasised_as_a_whole_is_read_as_before(title: str) -> None:
    whole = (
        len(detectors._EMOJI.findall(title)) >= 2
        or detectors._PICTOGRAPH.search(title) is not None
        or detectors._shouting(title, "")
    )
    fast = (
        not title.isascii()
        and (len(detectors._EMOJI.findall(title)) >= 2 or detectors._PICTOGRAPH.search(title) is not None)
    ) or detectors._shouting(title, "")
    assert fast == whole


@pytest.mark.parametrize(
    ("title", "word", "description"),
    [
        ("THE AMAZING WEB HERO #300", "AMAZING", ""),
        ("AMAZING CONDITION LAMP", "AMAZING", ""),
        ("AMAZING CONDITION LAMP", "AMAZING", "In amazing condition."),
        ("STUNNING (OAK) TABLE", "STUNNING", ""),
        ("LAMP", "NEW", ""),
    ],
)
def test_the_praise_patterns_built_once_read_as_compiled_per_call(title: str, word: str, description: str) -> None:
    before = word.lower() in detectors._PRAISE_ONLY and not re.search(rf"\bthe\s+{re.escape(word)}\b", title, _I)
    if before:
        after = re.search(rf"\b{re.escape(word)}\s+([^\W\d_][\w'-]*)", title)
        before = after is None or f"{word} {after.group(1)}".lower() not in " ".join(description.lower().split())
    assert detectors._praise_not_named(title, word, description) is before


@pytest.mark.parametrize(
    ("quote", "title"),
    [("WoW", "World of Warcraft (WoW) figure"), ("WoW", "Wild Oak Wood (WoW)"), ("TV", "Big (TV) stand")],
)
def test_an_abbreviation_built_once_reads_as_compiled_per_call(quote: str, title: str) -> None:
    found = re.search(rf"((?:[\w'-]+\s+){{{len(quote)}}})\(\s*{re.escape(quote)}\s*\)", title + " ", _I)
    before = found is not None and "".join(w[0] for w in found.group(1).split()).lower() == quote.lower()
    assert detectors._abbreviates(quote, title) is before


@pytest.mark.parametrize(
    ("body", "stem"),
    [("2 bar / 4 bar / 6 bar", "bar"), ("bar stool, bar cart, 3 bar", "bar"), ("brass brass brass", "bra"), ("", "x")],
)
def test_units_of_figures_built_once_read_as_compiled_per_call(body: str, stem: str) -> None:
    assert detectors._units_of_figures(body, stem) is _units_of_figures_before(body, stem)


def test_repeated_title_words_are_read_as_the_uncached_reading() -> None:
    for title in (
        "Dog Chew Toy Tough Dog Toy Chewers Dog Rope",
        "Compatible with Console Switch, Switch Lite and Switch Pro",
        "Tea Pot Teapot Teapots",
        "Oak Table",
    ):
        assert repeats_words(title) is repeats_words.__wrapped__(title)


def test_rival_first_words_are_counted_per_text_and_list_of_makers() -> None:
    first_words = risk_pack().rival_brands.first_words
    maker = sorted(first_words)[0]
    text = f"{maker} flask and a {maker} mug"
    assert detectors._rival_words(text) == len(first_words.intersection(detectors._RIVAL_TOKEN.findall(text.lower())))
    # Another pack's makers are another key: the count read for one list is never served for another.
    assert detectors._rival_words_by(text, first_words) >= 1
    assert detectors._rival_words_by(text, frozenset({"zzqqx"})) == 0


# --- the per-listing memo: one listing's, one edition's reading, never another's -------------------------------


def test_own_brands_are_the_brand_specifics_reading_and_each_caller_gets_its_own_set() -> None:
    listing = _listing("Trainers UK 9", "Worn twice.", Brand="Nike")
    first = detectors._own_brands(listing)
    assert first == detectors._read_own_brands(listing) == {"nike"}
    first.add("adidas")
    assert detectors._own_brands(listing) == {"nike"}
    other = dataclasses.replace(listing, attributes={"Brand": "Puma"})
    assert detectors._own_brands(other) == {"puma"}
    assert detectors._own_brands(_listing("Trainers UK 9", "Worn twice.")) == set()


def test_a_memo_serves_no_other_listing_even_an_equal_one() -> None:
    listing = _listing("Oak Table", "Solid oak, two drawers.")
    twin = dataclasses.replace(listing)
    assert rare_name_run(listing) is None
    # Planted in one listing's memo: the other listing object, equal in every field, still reads its own.
    edition = risk_pack().sha256
    planted = (ListingField.TITLE, "planted")
    detectors._SPAM_READINGS.of(listing)[1][("rare_name_run", edition)] = planted
    assert rare_name_run(listing) == planted
    assert rare_name_run(twin) is None


def test_a_memo_serves_no_other_edition() -> None:
    second = parse_edition(SECOND, "second.yaml")
    assert second.pack.sha256 != shipped_edition().pack.sha256
    listing = _listing("Case for Galaxy S24 iPhone 15 Pixel 8", "Fits the iPhone 15 only, will not fit Samsung.")
    with using_edition(shipped_edition()):
        shipped_reading = bait_fitment(listing)
        detectors._SPAM_READINGS.of(listing)[1][("bait_fitment", shipped_edition().pack.sha256)] = None
        detectors._SPAM_READINGS.of(listing)[0][shipped_edition().pack.sha256] = frozenset({"planted"})
        assert not bait_fitment(listing)
        assert detectors._own_brands(listing) == {"planted"}
    with using_edition(second):
        assert bait_fitment(listing) is shipped_reading is True
        assert detectors._own_brands(listing) == set()


@pytest.mark.parametrize(
    ("title", "description", "attributes"),
    [
        ("Oak Table", "Solid oak, two drawers.", {}),
        ("Case for Galaxy S24 iPhone 15 Pixel 8", "Fits the iPhone 15 only, will not fit Samsung.", {}),
        ("Phone Case", "Slim fit.", {"Brand": "Apple", "Model": "15"}),
        ("Toy Car Lot", "maisto majorette tonka jada bburago welly diecast cars", {"Scale": "1:64"}),
        ("Toy Car Lot Maisto Majorette Tonka Jada Bburago", "Six cars, played with.", {}),
    ],
)
def test_the_memos_read_what_the_readings_read(title: str, description: str, attributes: dict[str, str]) -> None:
    listing = _listing(title, description, **attributes)
    fresh = dataclasses.replace(listing)
    assert rare_name_run(listing) == detectors._read_rare_name_run(fresh)
    assert rare_name_run(listing) == detectors._read_rare_name_run(fresh)
    assert bait_fitment(listing) is (detectors._bait_fitment(fresh, set(detectors._read_own_brands(fresh))) is not None)
    assert detectors._own_brands(listing) == set(detectors._read_own_brands(fresh))


def test_the_memo_is_bounded() -> None:
    for i in range(detectors._SPAM_READINGS.held + 10):
        detectors._own_brands(_listing(f"Lamp {i}", "Works."))
    assert len(detectors._SPAM_READINGS.entries) <= detectors._SPAM_READINGS.held


# --- the listed brands' one pass, over the names the text may hold ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "",
        "Oak table, two drawers",
        "Dell laptop, DELL- charger and a dell_x cable",
        "modeller's kit, placer, buggy, compass",
        "Ray-Ban aviators, not ray-ban's case; Levi's jeans and levis belt",
        "Dr.  Martens boots, dr. martens laces, North\nFace jacket, north-face",
        "Arc'teryx shell, arcteryx hat, The North Face, Le Creuset, le  creuset lid",
        "Nike Adidas Puma Reebok Asics trainers",
        "NIKE, nike, Nike's, nikes, 'nike'",
        "Ugg boots and an UGG bag, Zara Home, Tom Ford glasses, tom-ford",
        "Café Dior and Chanel, Hermès scarf, hermes tie",
        "Kelvin \u212a and long \u017f: Ni\u212ae, Dy\u017fon",
        "apple iPhone, Galaxy S24, Pixel 8, PS5, HP and LG",
    ],
)
def test_the_listed_brands_pass_finds_what_the_whole_pass_finds(text: str) -> None:
    whole = {" ".join(m.group(1).lower().split()) for m in detectors._ANY_LISTED_BRAND.finditer(text)}
    found = detectors._listed_brand_pass(lowered_ascii(text))
    assert ({" ".join(m.group(1).lower().split()) for m in found.finditer(text)} if found else set()) == whole
    assert detectors._brands_in(text) == detectors._brands_in.__wrapped__(text)


def test_the_brands_given_as_examples_are_a_new_set_each_time() -> None:
    text = "Works with any USB-C device, such as Samsung phones and Apple tablets."
    first = detectors.brands_given_as_examples_of_fit(text)
    assert first == set(detectors._brands_given_as_examples_of_fit.__wrapped__(text)) == {"samsung", "apple"}
    first.add("dell")
    assert detectors.brands_given_as_examples_of_fit(text) == {"samsung", "apple"}
    assert detectors.brands_given_as_examples_of_fit("Oak table for the hall.") == set()


def test_a_word_is_stemmed_as_the_uncached_reading() -> None:
    for word in ("clumping", "clumps", "clumped", "boxes", "bus", "dogs", "as", ""):
        assert detectors._stem(word) == detectors._stem.__wrapped__(word)
