"""Risk signals: the pack's signals matched against a listing, and the few named structural checks.

Shared like the detectors: validation refuses an all-clear on them (validation/domain/caution.py), and the
offline rules reviewer proposes findings from the signals the pack marks ``detect`` (generation/domain/rules.py).

What makes an all-clear unsafe when no finding accounts for it, for every finding code.

The reviewers' detectors and models look for violations phrased in ways someone anticipated. Sellers
keep finding new phrasings, and listings nobody here wrote escape them. Validation does not trust any
reviewer to have seen them all: when the listing shows a signal for a code (the pack in
policies/rules/risk-signals.yaml, up to the configured tier) and no accepted finding covers it, the
answer goes to a human (RISK_WORDING_UNRESOLVED) instead of NO_POLICY_FINDINGS.

Signals are matched clause by clause on normalised text. A clause that routes the sale through the
marketplace ("PayPal accepted at checkout", "or ask through eBay messages") is removed before
matching, and only that clause: the rest of its sentence still counts. The few signals that need
structure rather than words are the named checks below; the pack says which signal uses which.
The cost is a human look at some clean listings; docs/evaluation.md measures it per tier.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from itertools import pairwise

from services import facets, shapes
from services.clauses import (
    built,
    first_match,
    first_match_of,
    gated_finditer,
    gated_search,
    gated_sub,
    kept_clauses,
    lowered_ascii,
    may_match,
    negated,
    normalised,
)
from services.detectors import (
    BRAND_KEYS,
    COLOUR_KEY,
    DESCRIPTION_REPEATS,
    DESCRIPTION_WINDOW,
    DIGIT_WORD,
    HYPE_WORDS,
    MODEL_NUMBER_AFTER,
    NOT_THE_DEVICE_AFTER,
    RESTORER_RESULT,
    SPOKEN_DIGIT,
    TEST_READING,
    UNIVERSAL,
    bait_fitment,
    brands_given_as_examples_of_fit,
    brands_in,
    examples_of_fit,
    lists_what_comes,
    moves_as_it_should,
    names_a_work,
    outside_channel_deal,
    powered_item,
    rare_name_run,
    repeats_words,
    rival_makers_in,
    sold_as_a_case,
    tag_clause,
    type_kinds,
    without_mints_that_grade_nothing,
    without_named_mints,
    without_replaced_damage,
)
from services.memo_bounds import FIXED_ARGUMENTS_HELD, TEXTS_HELD
from services.net_model import net_model
from services.records import Listing
from services.rulepack import MOVING_MECHANISMS, RiskPack, RiskSignal, risk_pack
from services.shapes import (
    LIKE_NEW,
    NO_FLAW_GRADE,
    WORK_CATEGORY,
    hosts_in_work_titles,
    hosts_printed_on_the_item,
    lettering_on_the_item,
    listed_under_label,
    lists_kinds,
    repeats_the_title,
    said_of_some,
    same_screen_class,
    same_storage,
    without_checkout_methods,
    without_denied_sites,
    without_packaging_flaws,
    without_part_grades,
    without_part_states,
    without_property_claims,
    without_store_terms,
    work_titles,
    zipf,
)
from services.structure import (
    BOXED,
    DESCRIBING_END,
    MATERIALS,
    NO_BOX,
    STRUCTURAL_CHECKS,
    ladder,
    loads_apart,
    measured_along_another_dimension,
    new_condition_text,
    one_unit_and_total,
    owned_shortfalls,
    packaging_of,
    part_colour_key,
    sale_counts_of,
    structural_check,
)
from services.vocabulary import FindingCode, ListingCondition, ListingField

_I = re.IGNORECASE
# The tier validation runs unless told otherwise: chosen on the development sets (docs/evaluation.md).
DEFAULT_TIER = 2

_ADDRESS = re.compile(r"[\w.+-]+\s?@\s?[\w-]+(?:\s?\.\s?[\w-]+)+")
_PROPER_DOMAIN = re.compile(r"\b[A-Z][\w-]*(?:\.[a-z]{2,})+\b(?!/)|\b(?-i:Dot\s+Com)\b")


def field_text(listing: Listing, listing_field: ListingField) -> str:
    if listing_field is ListingField.TITLE:
        return listing.title
    if listing_field is ListingField.DESCRIPTION:
        return listing.description
    if listing_field is ListingField.ATTRIBUTES:
        return "\n".join(f"{key}: {value}" for key, value in sorted(listing.attributes.items()))
    if listing_field is ListingField.CATEGORY:
        return listing.category.replace("_", " ")
    return ""


def _matches(pattern: re.Pattern[str], text: str, negatable: bool) -> bool:
    return first_match(pattern, text, negatable) is not None


# --- named structural checks -------------------------------------------------------------------

_LOOKALIKE_DIGITS = str.maketrans({"o": "0", "O": "0", "l": "1", "I": "1", "|": "1"})
_DIGITISH = re.compile(r"(?<![\w])(?:\+|00)?[\dOoIl|](?:[\s().,\-/]{0,3}[\dOoIl|]){9,13}(?![\w])")
_CODE_CUE = re.compile(
    r"\b(?:ean|upc|isbn|gtin|asin|sku|mpn|part|p/?n|model|serial|s/?n|ref|reference|order|item|lot|barcode|imei|code)"
    r"(?:\s*(?:number|no\.?|num|#))?\W{0,4}$"
    # Twenty-seventh round: the number a replacement part stands in for ("Replaces 0000 400 1300", "OEM 12 345 678 90")
    # and a document's own number ("report number ...", "approval no. ..."), each the code it names, never one to call.
    r"|\b(?:replaces|replacement\s+for|supersedes|oem)\W{0,4}$"
    r"|\b(?:report|approval|certificate|cert|licen[cs]e|permit)\s*(?:number|no\.?|num|#)\W{0,4}$",
    _I,
)
# A fitment's years ("2011-2023", "1999 - 2006"): a model year range beside a model's number or an engine size is the
# vehicle the part fits, not a group of a number to call (twenty-seventh round).
# One binding for both readers (thirty-third round): a second, for the title's and the description's ranges, shadowed
# a first written here at import, so the phone reader has always read this one, groups and all.
_YEAR_RANGE = re.compile(r"\b((?:19|20)\d{2})\s*(?:-|–|to)\s*((?:19|20)\d{2})\b")
# A run that ends in a unit or a series word ("6 10 12 16 20 mm", "600/700/800/900 series") is a list of sizes or
# models; a number to call is followed by none of them (twenty-seventh round).
_MEASURED_AFTER = re.compile(r"\s?(?:mm|cm|ml|kg|mah|gb|tb|hz|rpm|psi|series)\b", _I)
# Versions or sizes written with their decimals ("3.0, 4.0, 5.0, 6.0"): a phone number's groups carry no decimal point.
_DECIMAL_LIST = re.compile(r"\d+\.\d+(?:\s*,\s*\d+\.\d+){2,}")
# What joins the codes of a list a cue opens ("Replaces 122465600/0 / 122465600/3"): each is the code the cue names.
_LIST_JOIN = re.compile(r"\s*(?:/|,|&|\bor\b|\band\b)\s*", _I)


def phone_like_digits(listing: Listing, texts: Iterable[str]) -> bool:
    """10-13 digits (look-alike letters counted) in phone-like groups, not labelled as a product code."""
    specifics = {_digits(value) for value in listing.attributes.values()} - {""}
    # Digit groups the specifics give ("Model: 401, 402, 403, 404", "Fitment: 2008-2017"): a run made of them is
    # the item's own numbers strung together ("Set of 4 401 402 403 404"), not a number to call.
    own_groups = {g for value in listing.attributes.values() for g in _DIGIT_GROUP.findall(value) if len(g) >= 2}
    texts = [_spoken_digits(t) for t in texts]
    # A run the listing labels as a product code anywhere ("part number 1-1-2345-00") is that code wherever it stands
    # (the title gives it bare).
    labelled = {
        _digits(match.group())
        for text in texts
        for match in _DIGITISH.finditer(text)
        if _CODE_CUE.search(text[max(0, match.start() - 20) : match.start()])
    }
    for text in texts:
        code_end = -1  # where the last run a cue named a code ended: the next one after a list's join is its fellow
        for match in _DIGITISH.finditer(text):
            run = match.group()
            digits = run.translate(_LOOKALIKE_DIGITS)
            count = sum(ch.isdigit() for ch in digits)
            if sum(ch.isdigit() for ch in run) < 6 or not 10 <= count <= 13:
                continue
            if count >= 12 and not run.lstrip().startswith(("+", "00")) and run.isdigit():
                continue  # a barcode
            if _CODE_CUE.search(text[max(0, match.start() - 20) : match.start()]) or (
                code_end >= 0 and _LIST_JOIN.fullmatch(text, code_end, match.start())
            ):
                code_end = match.end()
                continue
            if sum(ch.isdigit() for ch in _YEAR_RANGE.sub(" ", digits)) < 10:
                continue  # a fitment's model years with the model's or the engine's numbers
            if _MEASURED_AFTER.match(text, match.end()) or _DECIMAL_LIST.fullmatch(run.strip()):
                continue  # sizes, versions or models listed, not a number to call
            if _digits(run) in specifics or _digits(run) in labelled:
                continue  # the item's own part or model number, as its specifics or a label give it
            if _NUMBER_LIST.fullmatch(run.strip()) or _rising_list(run):
                continue  # a list of numbers ("4100, 5100, 6100 series", "300 / 1000 / 2000 lm"), not one to call
            if own_groups and sum(len(g) for g in _DIGIT_GROUP.findall(digits) if g not in own_groups) < 10:
                continue
            return True
    return False


_DIGIT_GROUP = re.compile(r"\d+")
# Three or more numbers of three digits or more, each after a comma or a spaced slash: list items (models, sizes,
# settings). A number to call is grouped by spaces, dashes, dots or brackets, and its first group may start with 0.
# Nineteenth round: four or more numbers of two digits or more after a comma and a space ("No. 29, 30, 33, 53", paint or
# part numbers): no number to call is written with a comma and a space between its groups.
_NUMBER_LIST = re.compile(r"[1-9]\d{2,}(?:(?:,\s*|\s+/\s+)[1-9]\d{2,}){2,}|[1-9]\d+(?:,\s+[1-9]\d+){3,}")


# Thirty-fifth round: five or more numbers after commas and spaces, each larger than the one before ("by 2, 3, 4, 6,
# 8, 12", "sizes 2, 2.5, 3, 3.5, 4"): a run of sizes or settings in order. A number to call spelled out digit by digit
# ("0, 7, 7, 0, 0") repeats or falls somewhere, and written in groups it has two commas at most.
_LIST_ITEM_JOIN = re.compile(r",\s+")
# One number of a list, as the rising list here and the list with one unit (_each_with_the_unit) read it.
_LIST_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def _rising_list(run: str) -> bool:
    items = _LIST_ITEM_JOIN.split(run.strip())
    if len(items) < 5 or not all(_LIST_NUMBER.fullmatch(item) for item in items):
        return False
    values = [float(item) for item in items]
    return all(a < b for a, b in pairwise(values))


_SPOKEN = {
    "zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
    "seven": "7", "eight": "8", "nine": "9",
}  # fmt: skip
# A digit said as a word beside another digit or digit word ("oh seven seven 00 9OO"): part of a number.
_SPOKEN_RUN = re.compile(rf"\b(?:{DIGIT_WORD}|\d+)(?:[\s,.-]+(?:{DIGIT_WORD}|\d+)\b)+", _I)


_REPEATED_DIGIT = re.compile(rf"\b(double|triple)[\s-]+({DIGIT_WORD}|\d)\b", _I)


def _spoken_digits(text: str) -> str:
    """Digits said as words inside a run of digits and digit words ("double-oh" too), written as digits."""
    text = _REPEATED_DIGIT.sub(
        lambda m: _SPOKEN.get(m.group(2).lower(), m.group(2)) * (2 if m.group(1).lower() == "double" else 3), text
    )
    return _SPOKEN_RUN.sub(lambda run: SPOKEN_DIGIT.sub(lambda w: _SPOKEN[w.group().lower()], run.group()), text)


def _digits(text: str) -> str:
    return "".join(ch for ch in text if ch.isdigit())


_WORD = re.compile(r"[^\W\d_][\w'&-]*")


# Colour words by the colour they name: the shouted title here and the net's colour readings below read them.
_COLOURS = {
    "black": "black", "white": "white", "ivory": "white", "cream": "white", "grey": "grey", "gray": "grey",
    "silver": "grey", "charcoal": "grey", "red": "red", "burgundy": "red", "maroon": "red", "crimson": "red",
    "pink": "pink", "rose": "pink", "blue": "blue", "navy": "blue", "teal": "blue", "turquoise": "blue",
    "green": "green", "olive": "green", "khaki": "green", "mint": "green", "yellow": "yellow", "mustard": "yellow",
    "gold": "gold", "orange": "orange", "purple": "purple", "violet": "purple", "lilac": "purple", "brown": "brown",
    "tan": "brown", "beige": "brown", "camel": "brown", "chocolate": "brown",
}  # fmt: skip


def shouted_title(listing: Listing, texts: Iterable[str]) -> bool:
    """Capitals for emphasis: a title in mixed case with words in capitals that are not names, acronyms or colours.

    "Yoga Mat - AMAZING GRIP - NON SLIP" shouts; "Nike Air Max 90 WHITE" and "Sony WH-1000XM4 BLACK" do not.
    """
    words = _WORD.findall(listing.title)
    lower = [w for w in words if any(ch.islower() for ch in w)]
    # A name the description or a specific writes in title case ("Spring Blossom" of "Pyrex SPRING BLOSSOM") is the
    # pattern's or the series' name typed in capitals; words of praise are never names.
    named = f"{listing.description}\n" + "\n".join(listing.attributes.values())
    # The listing's own maker typed as it styles itself ("LEVOIT", "NYX PROFESSIONAL MAKEUP") is a name.
    own = {
        word.lower()
        for key, value in listing.attributes.items()
        if key.strip().lower() in BRAND_KEYS
        for word in _WORD.findall(value)
    }
    shouted = [
        w
        for w in words
        if len(w) >= 4
        and w.isalpha()
        and w.isupper()
        and not brands_in(w)
        and w.lower() not in _COLOURS
        and (w.lower() in HYPE_WORDS or not (_names_it(w, named) or w.lower() in own))
    ]
    return len(lower) >= 3 and len(shouted) >= 2 and any(len(w) >= 5 for w in shouted)


def _names_it(word: str, named: str) -> bool:
    """Whether the description or a specific writes a capitalised title word as a name: in title case, or in the same
    capitals an acronym keeps ("EAPG (Early American Pattern Glass)", a stamp's "PAID"; twentieth round)."""
    return re.search(rf"\b(?:{word.title()}|{word})\b", named) is not None


_STOP = frozenset({"and", "the", "for", "with", "set", "pack", "of", "in", "on", "to", "a", "an", "x", "by", "or"})
_LIST_SEPARATORS = re.compile(r"\s*[,|/;#]\s*|\s{2,}")
# A description's sentences, as the stuffed-text signal reads them twice (quoted names, then short terms).
_SENTENCE_BREAK = re.compile(r"\n|(?<=[.!?])\s+")


def stuffed_text(listing: Listing, texts: Iterable[str]) -> bool:
    """A word repeated three times in the title, or a long list of short terms in one value or line."""
    # A word three times in the title, read as the detector reads it (twelfth round): a list of the models the item
    # fits names their line each time ("compatible with Switch, Switch OLED and Switch Lite", "for Game Boy Color and
    # Game Boy Pocket").
    if repeats_words(listing.title):
        return True
    # Title words the listing never otherwise uses, many of them, beside a real description: search bait.
    rest = set(_WORD.findall(f"{listing.description}\n{' '.join(listing.attributes.values())}".lower()))
    title_words = [w for w in _WORD.findall(listing.title.lower()) if len(w) >= 3 and w not in _STOP]
    absent = [w for w in title_words if w not in rest and not any(w in r or r in w for r in rest if len(r) >= 4)]
    # A book's, a record's or a film's title is the work's name, which its description need not repeat; when the
    # description does name the work by the title's opening words, the rest of the title is the seller's to explain.
    opening = " ".join(_WORD.findall(listing.title.lower())[:3])
    names_the_work = len(opening.split()) == 3 and opening in " ".join(_WORD.findall(listing.description.lower()))
    # Outside a work's name, the title must also name other things: a goods title (a detail page's "<maker> Under
    # Cabinet Lights, Rechargeable, Motion Sensor, Warm White") describes one item in words a short description
    # need not repeat (fourteenth round).
    work = WORK_CATEGORY.search(listing.category) is not None
    if (
        (not work or names_the_work)
        and len(listing.description.split()) >= 20
        and len(absent) >= 6
        and len(absent) >= 0.5 * len(title_words)
        and (work or _names_other_things(listing, absent))
    ):
        return True
    # A bare clause that says one word three times: the detector lets a list of kinds pass ("Masonry Bit, Wood Bit,
    # Tile Bit") as no finding; whether it is one is for a person to say.
    # A clause under an "Included:" or "Fits:" label names parts and models ("Includes: zipper foot, buttonhole foot,
    # button foot"), as the detector reads it (eleventh round).
    own_brands = _own_brands(listing)
    own = own_brands | _fit_brands(listing)
    tag = tag_clause(listing.description, listing.title, own_brands, kinds_are_lists=False)
    # Examples of the devices it works with ("works with USB-C laptops and phones, e.g. ...") name what it serves.
    if tag and not lists_what_comes(listing, tag, own) and not examples_of_fit(listing.description, tag):
        return True
    # A word four times within ten words of one run of prose or one specific (the detector's rule too), unless
    # each time it names a model of a line ("Core 300 and Core 300S ... the Core 200S, 400S"): a compatibility list,
    # or a kind in a list of kinds ("micro filter, coarse filter and mesh filter", services/shapes.py).
    # What a part fits and what comes with the item are lists of names by nature (the specifics' keys say which).
    values = [v for k, v in listing.attributes.items() if not _LIST_KEY.search(k)]
    for run in re.split(r"[\n.!?]+", "\n".join((listing.description, *values))):
        tokens = [m for m in _WORD.finditer(run.lower()) if m.group() not in _STOP and len(m.group()) >= 3]
        words = [m.group() for m in tokens]
        for i, word in enumerate(words):
            same = [m for m in tokens[i : i + DESCRIPTION_WINDOW] if m.group() == word]
            if (
                len(same) >= DESCRIPTION_REPEATS
                and not all(MODEL_NUMBER_AFTER.match(run, m.end()) for m in same)
                and not lists_kinds(run, same[0].start(), same[-1].end(), word, listing.title)
                and not listed_under_label(run, run[same[0].start() :])
            ):
                return True
    for sentence in _SENTENCE_BREAK.split(listing.description):
        # What the item has printed on it, quoted ("Printed 'ADMIT ONE - PRICE 18.00'"), is its label, not the seller's
        # words (twenty-ninth round).
        names = [w for w in _WORD.findall(_QUOTED_SPAN.sub(" ", sentence)) if not any(ch.isdigit() for ch in w)]
        capitalised = [w for w in names if w[0].isupper()]
        # "Zara Mango ASOS Topshop River Island style": a run of names with nothing said about them.
        # A spec list ("Intel Core i7, NVIDIA RTX 4060, 16GB") is punctuated; a bait run is not. Names joined by
        # slashes ("LiPo/LiHV/LiFe/NiMH") are alternatives a spec lists, and a bullet line is a feature or fitment
        # line however terse (twenty-ninth round).
        if (
            len(capitalised) >= 6
            and len(capitalised) >= 0.8 * len(names)
            and not re.search(r"[,:;/]", sentence)
            and not _BULLET.match(sentence)
            and not _DESCRIPTION_WORDS.search(sentence)
            and not _own_name(sentence, capitalised, listing.title, own)
        ):
            return True
    segments = [*values, *_SENTENCE_BREAK.split(listing.description)]
    for segment in segments:
        items = [item for item in _LIST_SEPARATORS.split(segment.strip()) if item]
        # A list of what was tested or included ("Tested: ports, webcam, mic...") says something; tags do not.
        if (
            len(items) >= 8
            and ":" not in segment
            and not _DESCRIPTION_WORDS.search(segment)
            and all(len(item.split()) <= 3 and not any(ch.isdigit() for ch in item) for item in items)
        ):
            return True
        # Words with letters in them: a year range or a "/" between models is no search word.
        words = [word for word in segment.split() if any(ch.isalpha() for ch in word)]
        # Tag soup: many words, no sentence punctuation, none of the small words a description is made of. A
        # bullet ("- Helper handle and two pour spouts") is a feature line, however terse. The title's own name said
        # again (a model specific, a description that repeats the title) brings no search word (twenty-eighth round).
        if (
            len(words) >= 7
            and not _BULLET.match(segment)
            and not re.search(r"[.!?:,;]", segment)
            and not _DESCRIPTION_WORDS.search(segment)
            and not _TABLED.search(segment)
            and not repeats_the_title(segment, listing.title)
        ):
            return True
    return False


# Words of a goods title the rest of the listing never uses that name something besides the item: two or more names
# English rarely writes (wordfreq's Zipf scale, under about once per million words) that no describing ending explains
# ("Rechargeable", "Shockproof" are features), as bare letters (a "5.3K60" or "CL16" is a spec).
_RARE_TITLE_ZIPF = 3.0
_MIN_RARE_TITLE_NAMES = 2


def _names_other_things(listing: Listing, absent: list[str]) -> bool:
    """Whether a title's unexplained words name other things than the item: another maker (the pack's lists, besides
    the listing's own and the makers it fits), two or more rare names no list knows, a word of hype, or one word
    written twice. A detail page's describing words (the item's kind, its features, its colour, its use) name none."""
    if len(set(absent)) < len(absent) or any(word in HYPE_WORDS for word in absent):
        return True
    # The title's opening word is its maker's place on a detail page ("Tidewell Milk Frother"): the item's own name,
    # whether or not a brand specific repeats it.
    unexplained = set(absent)
    after_head = [word for word in _WORD.findall(listing.title)[1:] if word.lower() in unexplained]
    words = " ".join(after_head)
    if brands_in(words) - _own_brands(listing) - _fit_brands(listing):
        return True
    # A maker of the pack's rival lists the specifics never name ("... <make> <make> Headlamp" on a part whose
    # compatibility specific names one make).
    if rival_makers_in(words) - rival_makers_in(" \n ".join(listing.attributes.values())):
        return True
    rare = [
        word
        for word in {word.lower() for word in after_head}
        if word.replace("-", "").replace("'", "").isalpha()
        and not DESCRIBING_END.search(word)
        and zipf(word) < _RARE_TITLE_ZIPF
    ]
    return len(rare) >= _MIN_RARE_TITLE_NAMES


def _own_name(sentence: str, capitalised: list[str], title: str, own: set[str]) -> bool:
    """A run of capitalised words that gives the item's own name ("Genuine Acme XR20 18V battery."): it opens with
    the title's opening words or the listing's own maker, half its words are the title's, and it names no two makers
    besides the listing's own. Bait repeats the title's tail, a list of other makers (eleventh round)."""
    title_words = [word.lower() for word in _WORD.findall(title)]
    opens = any(word.lower() in title_words[:2] or brands_in(word) & own for word in capitalised[:2])
    in_title = sum(word.lower() in title_words for word in capitalised)
    return opens and in_title >= 0.5 * len(capitalised) and len(brands_in(sentence) - own) < 2


# A row of a table or a grade key ("| UPS Ground (over 10 lb) | 2 days |", "Good - visible wear | Fair - heavy wear"),
# an aside in brackets ("6 x AAA (not included)"): the seller explaining something, not a run of search words.
_TABLED = re.compile(r"^\s*\||\|\s*$|\([^()]*\)|\s[-–]\s")


_DESCRIPTION_WORDS = re.compile(
    r"\b(?:is|are|was|has|have|with|comes|includes|fits|works|in|on|the|a|and|for|from|of|to|made)\b", _I
)
# A quoted phrase opened and closed by quote marks that stand apart from words (an apostrophe in "That's" opens none).
_QUOTED_SPAN = re.compile(r"(?<!\w)(?:'[^'\n]+'|\"[^\"\n]+\"|\u2018[^\u2019\n]+\u2019|\u201c[^\u201d\n]+\u201d)(?!\w)")
_BULLET = re.compile(r"\s*(?:[-*•▪●◦]|\d{1,2}[.)])\s")
# Specifics that list what the item fits or what comes with it ("Included": "Module, rack, pads, stool, sticks").
_LIST_KEY = re.compile(
    rf"{shapes.WHAT_IT_FITS_KEY.pattern}|includ|contents|in\s+the\s+box|components|accessories|what'?s\s+in", _I
)


def many_other_brands(listing: Listing, texts: Iterable[str]) -> bool:
    """Three or more known brands besides the listing's own in one listing: bait, unless a human says otherwise."""
    own = _own_brands(listing) | brands_given_as_examples_of_fit(listing.description) | _universal_fit_brands(listing)
    named: set[str] = set()
    for text in texts:
        named |= brands_in(text)
    return len(named - own) >= 3


# An item that serves every maker's devices says so ("Universal Remote Control", "universal car vent mount"); after
# it, a fit cue's clause ("for <maker>, <maker> and <maker> TVs", "works with <phone>, <phone> and other phones") names
# the devices it serves, and a compatibility specific repeats them (fourteenth round). On an item that fits one of
# them the same list is bait, which is why only the listing's own "universal" (detectors.UNIVERSAL) sets the clause's
# makers aside; a maker named outside such a clause still counts.
# A bare "for" counts here: only a universal item's clause is read, and what it is "for" is what it serves.
_FIT_CLAUSE = re.compile(rf"\b(?:{shapes.fit_cue('for', 'controls', 'operates', 'suits')})\s+([^.;:!?\n]+)", _I)


# A connection specific that names a standard ("Connectivity: 3.5 mm wired", "Connector Type: USB-C", "Bluetooth"):
# the item plugs into or pairs with any maker's device that has it, as a universal item serves every maker's (sixteenth
# round). A maker's own connector ("Lightning", "MagSafe") is no standard every maker's devices share.
_CONNECTION_KEY = re.compile(r"connect\w*|connector(?:\s+type)?|(?:hardware\s+)?interface", _I)
_STANDARD_CONNECTION = re.compile(
    r"\b(?:3\.5\s?mm|usb(?:[\s-]?c)?|type[\s-]?c|bluetooth|hdmi|displayport|thunderbolt|qi)\b", _I
)


def _serves_a_standard(listing: Listing) -> bool:
    return any(
        _CONNECTION_KEY.fullmatch(key.strip()) is not None and _STANDARD_CONNECTION.search(value) is not None
        for key, value in listing.attributes.items()
    )


def _universal_fit_brands(listing: Listing) -> set[str]:
    """The makers a universal item, or one that connects by a standard, names as what it fits: in a fit cue's clause
    of the title or the description, or in a compatibility specific. None for any other item."""
    if not any(UNIVERSAL.search(text) for text in (listing.title, listing.description)) and not _serves_a_standard(
        listing
    ):
        return set()
    # A universal item's fit list is what it serves, so a list of names voids nothing here.
    return _brands_after_fit_cue(listing, _FIT_CLAUSE, lists_void=False)


_COMPARISON_CUE = re.compile(
    # "Will not fit iPhone 15" says what it fits; "not" before a fit or compatibility verb is no comparison.
    r"\b(?:not(?!\s+(?:fit|fits|compatible|work|works|suitable|for|include|included|sold|affiliated|endorsed)\b)|like|similar\s+to|same\s+as|compare[sd]?\s+(?:to|with)|alternative\s+to|dupe\s+(?:of|for)|inspired\s+by"
    r"|in\s+the\s+style\s+of|style\s+of|better\s+than|as\s+good\s+as|vs\.?|versus|rivals?|beats?|instead\s+of)"
    r"\s+(?:an?\s+|the\s+|any\s+)?((?:[\w'&.-]+\s*){1,3})",
    _I,
)
# Within one line: "... AirPods cases" above an item specific's "Connector Type" is no "X type".
_BRAND_SUFFIX = re.compile(r"((?:[\w'&.-]+[ \t]+){1,3})(?:style|inspired|dupe|type|vibes?|look|alike)\b", _I)
_COMPATIBILITY = re.compile(r"\b(?:" + shapes.fit_cue("for", r"replacement\s+for", "suits") + r")\s+$", _I)
# "Charges USB-C laptops like a MacBook Air", "holds phones like the Pixel 8": "like" after the kind of thing the item
# serves gives an example of that kind ("such as"), not a comparison of the item with another maker's (fifteenth round).
_EXAMPLES_OF_WHAT_IT_SERVES = re.compile(
    r"\b(?:charges?|charging|fits?|powers?|holds?|supports?|runs?|works\s+with|compatible\s+with|connects?\s+(?:to|with)"
    r"|pairs?\s+with|for)\s+(?:[\w-]+\s+){0,3}?[\w-]+[a-z]s\s+$",
    _I,
)


_DISCLAIMED = re.compile(r"\s*\b(?:product|brand(?:ed)?|item|part|original|genuine|affiliated|endorsed|made)\b", _I)


def compared_brand(listing: Listing, texts: Iterable[str]) -> bool:
    """Another brand named as a comparison ("similar to X", "X style"), not as what the item is or fits."""
    own = _own_brands(listing)
    for text in texts:
        lowered = lowered_ascii(text)
        # The gates first: a name before "style" is read by a run of up to three words tried from every word.
        for pattern in (_COMPARISON_CUE, _BRAND_SUFFIX):
            for match in pattern.finditer(text) if may_match(pattern, lowered) else ():
                if _COMPATIBILITY.search(text[max(0, match.start() - 25) : match.start()]):
                    continue
                if match.group().lower().startswith("like") and _EXAMPLES_OF_WHAT_IT_SERVES.search(
                    text[max(0, match.start() - 50) : match.start()]
                ):
                    continue
                # "Not a Dyson product": a disclaimer of the maker, the honest opposite of borrowing its name.
                if match.group().lower().startswith("not") and (
                    _DISCLAIMED.search(match.group(1)) or _DISCLAIMED.match(text, match.end())
                ):
                    continue
                # "(not the Pixel 8 Pro)" beside "for Google Pixel 8": which of the fitted maker's models it misses.
                if match.group().lower().startswith("not") and brands_in(match.group(1)) - own <= _fit_brands(listing):
                    continue
                if brands_in(match.group(1)) - own:
                    return True
    return False


# --- issue 19, seventh round: precision ---
# A bare "for" counts: the names after it are read only to spare a comparison with a maker the item serves; "replacement
# for" and "suits" say the same.
_FIT_CUE = re.compile(
    r"\b(?:" + shapes.fit_cue("for", r"replacement\s+for", "suits") + r")\s+((?:[\w'&.+-]+[ \t]*){1,4})", _I
)
_FIT_KEY = re.compile(r"compatib|\bfits?\b|fitment", _I)


# "Also for PUR, ZeroWater, LifeStraw": a fit cue before a list of three or more names.
_FIT_LIST = re.compile(
    rf"\b(?:{shapes.fit_cue('for')})\s+((?-i:[A-Z])[\w'&.+-]*(?:\s*,\s*(?-i:[A-Z])[\w'&.+-]*){{2,}})", _I
)


def _fit_brands(listing: Listing) -> set[str]:
    """The makers whose products the item says it fits: named after "for", "fits", "compatible with" in the title or
    the description, or in a compatibility specific. None when a fit cue leads a list of names ("also for PUR,
    ZeroWater, LifeStraw"): a list of other makers the listing borrows keeps every comparison to read."""
    return _brands_after_fit_cue(listing, _FIT_CUE, lists_void=True)


def _brands_after_fit_cue(listing: Listing, cue: re.Pattern[str], *, lists_void: bool) -> set[str]:
    """The makers named after ``cue`` in the title or the description, or in a compatibility specific; with
    ``lists_void``, none at all when a fit cue leads a list of names (``_FIT_LIST``)."""
    fits: set[str] = set()
    for text in (listing.title, listing.description):
        if lists_void and _FIT_LIST.search(text):
            return set()
        for match in cue.finditer(text):
            fits |= brands_in(match.group(1))
    for key, value in listing.attributes.items():
        if _FIT_KEY.search(key):
            fits |= brands_in(value)
    return fits


def _own_brands(listing: Listing) -> set[str]:
    own: set[str] = set()
    for key, value in listing.attributes.items():
        if key.strip().lower() in BRAND_KEYS:
            own |= brands_in(value)
    return own


# A grade given to the whole item ("like new", "excellent condition"), not praise of one part ("label perfect").
_GRADE = re.compile(
    rf"\b(?:(?:mint|{LIKE_NEW}|{NO_FLAW_GRADE}|near\s+mint)(?:\s+condition)?"
    rf"|(?:perfect|excellent)\s+(?:condition|shape)|condition\s*[:=-]\s*(?:mint|perfect|excellent|{LIKE_NEW}))\b",
    _I,
)
_HEAVY_DAMAGE = re.compile(
    r"\b(?:crack(?:s|ed)?|broken|missing|heavy\s+(?:wear|use|scratch\w*|marks?)|deep\s+(?:scratch\w*|gouge\w*|dent\w*)"
    # Holes the item is made with ("3-Hole Punch", "Number of Holes: 3", a hole punch) are its build, not damage
    # (twenty-ninth round); "two holes in the knee" stays damage.
    r"|torn|(?<![\d-])(?<!number\sof\s)holes?\b(?!\s*(?::|punch))|rip(?:s|ped)?"
    r"|(?:does\s+not|doesn't|won't|will\s+not)\s+(?:work|turn\s+on|power\s+on)"
    r"|not\s+working|faulty|(?:large|dark|big|obvious|visible)\s+(?:stain|chip|dent)\w*|water\s+damage\w*|rust(?:ed|y)?)\b",
    _I,
)

# Forty-sixth round: holes named as the place a flaw is or is not ("no creases at the holes", "stretched around the
# buckle holes", "wear near the lace holes") are the ones the item is made with, a strap's or a shoe's: a place, not
# damage. Holes said to be there stay damage ("two holes in the knee", "a hole at the seam").
_HOLES_AS_A_PLACE = re.compile(r"\b(?:at|around|near|by|between|through|along)\s+the\s+(?:[\w-]+\s+)?holes?\b", _I)


def grade_over_damage(listing: Listing, texts: Iterable[str]) -> bool:
    """A top grade word beside damage that grade cannot have. A shop's grading legend ("Mint - no visible wear",
    "Fair - heavy wear") grades nothing (eleventh round)."""
    joined = without_part_grades("\n".join(without_store_terms(text) for text in texts))
    # Damage said of the packaging alone ("original box has a torn flap") is none of the item's: Amazon's Used - Like
    # New says "packaging may be opened or damaged", eBay's mismatch names the item's cracks, wear and missing parts
    # (sixteenth round). Nor is the mint that struck a coin ("Mint Location: Denver") a grade.
    # Forty-sixth round: with the containers the listing calls its own packaging ("Original bag slightly torn"), as
    # the New check reads them.
    packaging = ladder().packaging
    if packaging is not None:
        joined = without_packaging_flaws(joined, packaging_of(listing, packaging))
    # Nor a name an item specific gives with "mint" in it ("Issuer: Pobjoy Mint", "Colour: Mint Blue"), nor the colour
    # a colour specific names "Mint" where the listing repeats it ("Color: Mint Green"): detectors.without_named_mints.
    joined = without_replaced_damage(without_mints_that_grade_nothing(without_named_mints(listing, joined)))
    joined = gated_sub(_HOLES_AS_A_PLACE, lambda m: " " * len(m.group()), joined)
    return _matches(_GRADE, joined, True) and _matches(_HEAVY_DAMAGE, joined, True)


_HAND_SAW_BEFORE = "".join(
    rf"(?<!{word}\s)"
    for word in ("hand", "pruning", "folding", "coping", "hack", "bow", "tenon", "dovetail", "keyhole", "pull", "panel")
)
_FUNCTION_ITEM = re.compile(
    r"\b(?:electronics?|electric\w*|battery|batteries|cordless|rechargeable|charger|charging|powered|motor\w*|digital"
    r"|console|phone|smartphone|laptop|notebook|tablet|ipad|iphone|camera|camcorder|lens|speaker|headphones?|earbuds?"
    # A saw pulled by hand ("Pruning Saw", "Tenon Saw", "Hand Saw") has teeth, not a working order (twenty-sixth round).
    rf"|smart\s?watch|drill|{_HAND_SAW_BEFORE}saw|sander|grinder|kettle|toaster|blender|mixer|vacuum|hoover|radio|tv"
    r"|television|monitor"
    r"|printer|keyboard|router|projector|amplifier|amp|pedal|synth\w*|turntable|record\s+player|calculator|heater|fan"
    r"|hair\s?dryer|straightener|shaver|trimmer|microwave|oven|fridge|freezer|washer|dryer|dishwasher|sewing\s+machine"
    r"|game\s?boy|playstation|xbox|nintendo|walkman|ipod|mp3|dvd|blu-?ray|remote|drone|e-?bike|e-?scooter|power\s+tool"
    # A scale after a ratio ("1/8 Scale Statue", "1:64 Scale") is a model's size, not a weighing scale (twenty-third
    # round).
    r"|machine|appliance|mower|strimmer|engine|pump|compressor|generator|clock|watch|meter|(?<!\d\s)(?<!\d)scales?"
    r"|thermostat|lamp"
    r"|robot|rc|radio[\s-]controlled|hub|adapter|controller|train\s+set|locomotive|loco|motori[sz]ed|power|battery"
    r"|voltage"
    # Twelfth round: kinds that do a job by themselves without any of the words above: appliances that brew, cook
    # or process ("Programmable Coffeemaker", "air fryer", "bread maker"), and a vehicle's electrical and mechanical
    # units ("alternator", "ECU", "injector"). Each has a working order a buyer needs to hear about.
    r"|programmable|(?:coffee|espresso|ice|bread|waffle|pasta|yog(?:h)?urt|popcorn|smoothie|soda|tea|rice|sandwich"
    r"|pancake|cappuccino|latte)\s?makers?|coffeemakers?|percolators?|(?:slow|rice|pressure|multi)[\s-]?cookers?|(?:air\s)?fryers?"
    r"|juicers?|food\s+processors?|(?:paper\s+)?shredders?|(?:percussion|electric|shiatsu|vibrating)\s+massagers?|dehumidifiers?|humidifiers?|air\s+purifiers?|alternators?"
    r"|dynamos?|solenoids?|actuators?|regulators?|injectors?|ecu|ecm|carbu?ret+ors?|turbochargers?"
    r"|throttle\s+body|ignition\s+(?:coil|module)s?|coil\s+packs?|abs\s+(?:pump|module|unit)"
    # and home audio by its kind ("AV Receiver", "soundbar", "cassette deck").
    r"|(?:av|a/v|stereo|home\s+cinema|home\s+theat(?:er|re))\s+receivers?|subwoofers?|soundbars?|sound\s+bars?"
    r"|cd\s+players?|cassette\s+(?:decks?|players?)|hi-?fi"
    # Twenty-seventh round: mechanisms that play, measure or mix with no motor and no battery, whose working order is
    # the buyer's first question: clockwork players and wind-up talking machines, aneroid and clockwork instruments, a
    # shower's thermostatic or mixing valve. Their parts sold alone ("Phonograph Horn", "Music Box Comb", "Barometer
    # Movement") are judged by what follows, as a device's accessory is.
    r"|(?:music(?:al)?\s+box(?:es)?|gramophones?|phonographs?|graphophones?|grafonolas?|victrolas?|panatropes?"
    r"|metronomes?|barometers?|barographs?|altimeters?|(?:thermostatic|mixing|mixer|diverter)\s+(?:shower\s+)?valves?"
    r"|(?:thermostatic|mixer|concealed)\s+shower(?:\s+(?:systems?|sets?|kits?))?"
    r"|shower\s+(?:systems?|columns?|towers?|panels?))"
    r"(?!\s+(?:horns?|combs?|cylinders?|records?|soundbox(?:es)?|reproducers?|cranks?|springs?|movements?|dials?"
    r"|glass(?:es)?|cartridges?|heads?|trays?|doors?|screens?|enclosures?|curtains?|rails?|hoses?))"
    r")\b",
    _I,
)
_STATUS = re.compile(
    # A working word, not a place or a thing named after work ("from my workshop", "a proper workhorse", twelfth round).
    r"\b(?:work(?:s|ed|ing|able)?|tested|test|testing|powers?\s+(?:on|up)|turns?\s+on|switch\w*\s+on|boots?|charges?|charging\s+fine"
    # "No broken posts" says what is not damaged, not whether the item works (twelfth round).
    r"|functional|functions?|functioning|operational|runs(?!\s+(?:on|off|from)\b)|plays|heats|spins|fault\w*|(?<!\bno\s)(?<!\bnothing\s)broken"
    r"|dead|untested|as[\s-]is"
    # Discs said to play ("all 4 discs play with no skipping", "discs checked and play"; nineteenth round), not "plug
    # and play" or where they play ("play on any player").
    r"|(?:discs?|disks?|tapes?|cartridges?|carts?|both|they)\s+(?:[\w-]+\s+){0,3}?play(?!\s+(?:on|in)\b)"
    r"|spares|repairs?|(?:does\s+not|doesn't|won't|will\s+not|did\s+not|didn't)\b|no\s+power|operates?|responsive"
    r"|fires\s+up|lights\s+up|holds\s+(?:a\s+)?charge|keep(?:s|ing)?\s+(?:\w+\s+)?(?:time|[+-]?\d)|tick\w*|winds?|hacks"
    rf"|{TEST_READING})\b",
    _I,
)


# Twenty-eighth round: a result in the words of the trade that uses the item, which only a working one gives: a small
# engine started with its choke in a rough count of pulls ("starts with choke in about 5 pulls"), a gas burner lit at
# its first click ("ignites first click", "lights on the first press"), a wireless device paired to the seller's own
# ("pairs to my watch", "connected with our TV"). A maker's claim of what it pairs with ("pairs with any Bluetooth
# phone") names no device of the seller's. Read by the net's working-order check only, behind its literal gate.
_WORKING_RESULT = re.compile(
    r"\b(?:starts?|started|fires\s+up)\s+(?:(?:with|on|off)\s+(?:the\s+|full\s+|half\s+)?choke\s+)?"
    r"(?:(?:from\s+)?(?:cold|hot|warm)\s+)?(?:in|within|on|after)\s+(?:about\s+|around\s+|roughly\s+|only\s+)?"
    r"(?:\d{1,2}|one|two|three|four|five|six)(?:\s?(?:-|\u2013|to|or)\s?\d{1,2})?\s+(?:pulls?|cranks?|kicks?|tries|goes)\b"
    r"|\b(?:ignites|ignited|lights|lit|sparks|sparked)\s+(?:up\s+)?(?:on\s+)?(?:the\s+)?(?:first|1st|second|2nd|every)"
    r"\s+(?:click|press|push|try|time|turn|spark)\b"
    r"|\b(?:pairs|paired|connects|connected|syncs|synced)\s+(?:straight\s+away\s+|instantly\s+|fine\s+|first\s+time\s+)?"
    r"(?:to|with)\s+(?:my|our)\b",
    _I,
)


# "Was working when I put it away", "should be fine": the policy says these are not a test result. The hedge ends at
# its clause: "it was run once to rinse it: heats up, brews" states a result after the colon (twelfth round).
_HEDGED_STATUS = re.compile(
    r"\b(?:should|might|may|probably|hopefully|presumably|was|were|used\s+to|last\s+(?:time|year)|i\s+think|believe"
    r"|assume|no\s+reason\s+(?:it|why))\s+(?:[\w']+\s+){0,3}?"
    r"(?:work\w*|fine|function\w*|ok|okay|run\w*|power\w*)\b[^.\n:;]*",
    _I,
)


_BOOK_CATEGORY = re.compile(r"BOOKS?", _I)
_POWER_KEY = re.compile(r"\b(?:power|power\s+source|voltage|battery|wattage|motor)\b", _I)


# Saying that an item is sold for parts is its condition, not what is wrong with it.
_PARTS_WORDING = re.compile(
    r"\b(?:for\s+)?(?:parts|spares)\s+(?:or|and|/|&)\s+(?:repairs?|parts)\b|\bfor\s+(?:parts|spares|repairs?)\b|\bas[\s-]is\b"
    r"|\bsold\s+as\s+seen\b",
    _I,
)
_POWERED_TEXT = re.compile(r"\b(?:batter(?:y|ies)|rechargeable|charger|plugs?\s+in|mains|usb[\s-]powered)\b", _I)


# What follows a device's name when the item is its accessory, part or furniture ("Mixer Bowl", "Lamp Shade",
# "Console Table", "Red Phone Box"): the detectors' one list (twenty-third round).
_NOT_THE_DEVICE = re.compile(rf"\s+{NOT_THE_DEVICE_AFTER}", _I)


# Twenty-sixth round: an item word that the title's own kind makes a part or a name of something with no working
# order: the lens of eyewear ("Sunglasses, Green Lens", "Ski Goggle, Amber Lens") and a court shoe ("Suede Pump, Heel
# 65mm", "Court Shoe Pump"). A word of the item list, then the kinds that own it (read in the title and category).
_FOOTWEAR = re.compile(r"\b(?:shoes?|heels?|courts?|stilettos?|slingbacks?|peep[\s-]?toes?)\b", _I)
_PART_OF_AN_UNPOWERED_KIND = {
    "lens": re.compile(r"\b(?:(?:sun)?glasses|goggles?|spectacles|eyewear|visors?|face\s?masks?)\b", _I),
    "pump": _FOOTWEAR,
}


def _names_a_working_item(kind: str) -> bool:
    """Whether the title, category or a power specific names an item with a working order, not only its accessory."""
    return any(
        not _NOT_THE_DEVICE.match(kind, m.end()) and not _part_of_an_unpowered_kind(m.group(0), kind)
        for m in gated_finditer(_FUNCTION_ITEM, kind)
    )


def _part_of_an_unpowered_kind(word: str, kind: str) -> bool:
    owners = _PART_OF_AN_UNPOWERED_KIND.get(word.lower())
    return owners is not None and owners.search(kind) is not None


def _says_it_is_powered(description: str) -> bool:
    # "No motor or batteries", "needs no batteries": a power source denied makes no powered item (twenty-third round);
    # "batteries not included" still names the batteries it takes.
    return first_match(_POWERED_TEXT, description, True) is not None


# Thirty-second round: what the title or the type specific names after a moving mechanism's word when the item is its
# accessory ("Pram Blanket", "Stroller Organiser", "Reel Line", "Multitool Sheath"), and what it is sold for when it
# follows "for", "fits" or a doll ("Footmuff for Pushchair", "Doll's Pram").
_MECHANISM_ACCESSORY_AFTER = (
    rf"(?!\s+(?:{NOT_THE_DEVICE_AFTER}|organi[sz]ers?|blankets?|footmuffs?|liners?|hooks?|clips?|fans?|toys?|cups?"
    r"|inserts?|nets?|parasols?|umbrellas?|boards?|wheels?|tyres?|tires?|canop(?:y|ies)|lines?|spools?|sheaths?"
    r"|pouch(?:es)?|mechanisms?\s+parts?|handles?|springs?)\b)"
)
_SOLD_FOR_BEFORE = re.compile(
    r"\b(?:for|fits|suits|compatible\s+with|replacement|dolls?'?s?)\s+(?:[\w'-]+\s+){0,3}$", _I
)


# The verbs a moving mechanism's working order is said in, in the third person ("folds", "locks", "swivels") or
# with how it goes ("fold and lock fine", "retrieve smooth"). Nouns of the same spelling ("the brake", "a lock") say
# nothing, so the bare stem is read only before a word for how well.
_MECHANISM_MOVES = re.compile(
    r"\b(?:folds|unfolds|locks|latches|swivels|reclines|retrieves|clicks|opens|closes|turns|spins|winds|cranks|pumps"
    r"|lifts|raises|lowers|tightens|clamps|slides|glides|holds|engages|releases|adjusts|retracts|extends)\b"
    r"|\b(?:fold|unfold|lock|swivel|recline|retrieve|open|close|turn|spin|wind|crank|lift|engage|release|adjust"
    r"|drag)\s+(?:and\s+\w+\s+)?(?:fine|well|smooth(?:ly)?|freely|easily|properly|correctly|as\s+(?:it|they)\s+should)\b"
    # Two moves joined ("all blades open and lock", "legs extend and retract") state both.
    r"|\b(?:open|close|fold|unfold|lock|swivel|extend|retract|raise|lower)\s+and\s+(?:open|close|fold|unfold|lock"
    r"|unlock|swivel|extend|retract|raise|lower)\b",
    _I,
)


@lru_cache(maxsize=FIXED_ARGUMENTS_HELD)
def _moving_mechanism(alternation: str) -> re.Pattern[str]:
    return re.compile(rf"\b{alternation}\b{_MECHANISM_ACCESSORY_AFTER}", _I)


def names_a_moving_mechanism(listing: Listing) -> bool:
    """The title or the type specific names a thing with moving parts and no power (a pushchair, a fishing reel, a
    recliner, a jack; the pack's movingMechanisms), not its accessory or what is sold for it."""
    mechanism = _moving_mechanism(risk_pack().lists[MOVING_MECHANISMS])
    kinds = type_kinds(listing)
    return any(
        not _SOLD_FOR_BEFORE.search(text[max(0, m.start() - 40) : m.start()])
        for text in (listing.title, *kinds)
        for m in mechanism.finditer(text)
    )


def function_without_status(listing: Listing, texts: Iterable[str]) -> bool:
    """A used item with a mechanical or electrical function that never says, as a result, whether it works."""
    # A book has no working order: a device named in its title ("The Phone Box at ...") is its subject (eleventh
    # round).
    if _BOOK_CATEGORY.fullmatch(listing.category):
        return False
    # Forty-third round: a case or cover sold for a device (detectors.sold_as_a_case) names the device it fits, and its
    # seller's own charger or phone in the description, without having a working order of its own.
    if sold_as_a_case(listing):
        return False
    powered = " ".join(key for key in listing.attributes if _POWER_KEY.search(key))
    kind = f"{listing.title}\n{listing.category.replace('_', ' ')}\n{powered}"
    # The gate first: the item words are an alternation of some 135 literals.
    mechanism_only = not (_names_a_working_item(kind) or _says_it_is_powered(listing.description))
    if mechanism_only and not names_a_moving_mechanism(listing):
        return False
    said = gated_sub(_HEDGED_STATUS, " ", "\n".join(texts))
    if listing.condition is ListingCondition.FOR_PARTS:
        said = _PARTS_WORDING.sub(" ", said)
    if (
        _STATUS.search(said)
        or gated_search(RESTORER_RESULT, said) is not None
        or gated_search(_WORKING_RESULT, said) is not None
    ):
        return False
    # A moving mechanism's seller says how it moves in its own verbs, with or without a word for how well ("folds and
    # unfolds fine", "brake holds on a slope", "all tools open and lock"; thirty-second round).
    if mechanism_only and any(not negated(said, m.start()) for m in _MECHANISM_MOVES.finditer(said)):
        return False
    # How an unpowered item's parts move is its working order (seventeenth round; detectors.MOVES_AS_IT_SHOULD).
    return powered_item(listing) or not moves_as_it_should(said)


_UNIT_FAMILY = {
    "gb": "bytes",
    "tb": "bytes",
    "mb": "bytes",
    "mah": "mah",
    "ml": "volume",
    "l": "volume",
    "litre": "volume",
    "liter": "volume",
    "oz": "oz",
    "qt": "qt",
    "w": "watts",
    "v": "volts",
    "mm": "length",
    "cm": "length",
    "in": "inch",
    "inch": "inch",
    '"': "inch",
    "lb": "weight",
    "lbs": "weight",
    "kg": "weight",
}
_BYTES = {"mb": 1 / 1024, "gb": 1.0, "tb": 1024.0}
_LENGTH = {"mm": 0.1, "cm": 1.0}
_VOLUME = {"ml": 1.0, "l": 1000.0, "litre": 1000.0, "liter": 1000.0}
_WEIGHT = {"kg": 1000.0, "lb": 453.6, "lbs": 453.6}
_QUANTITY = re.compile(
    # Not the denominator of a fraction ("1/4 in" is a quarter inch, not four).
    # Not a rate ("1,000 MB/s" is a speed, not a capacity).
    r"(?<![\w.])(?<!\d/)(\d+(?:[.,]\d+)?)\s?-?(gb|tb|mb|mah|ml|litres?|liters?|l|oz|qt|w|v|mm|cm|inch(?:es)?|in|\"|lbs?|kg)(?![\w])"
    r"(?!/(?:s|sec|h|hr|min)\b)"
    # Not a count of functions ("5-in-1" is five tools in one, not five inches; twentieth round).
    r"(?!(?<=-in)-\d)",
    _I,
)
_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "dozen": 12, "pair": 2, "single": 1, "twin": 2, "double": 2, "triple": 3,
}  # fmt: skip
_MEASURE = (
    r"(?:oz|ml|g|kg|lbs?|l|litres?|liters?|grams?|mm|cm|m|inch(?:es)?|in|ft|feet|w|v|mah|gb|tb|mb|hours?|hrs?"
    r"|minutes?|mins?|days?|pounds?|ounces?|kcal|calories)"
)
# Not the end of a range ("Age 7-8 Pack of 3": the 8 is an age).
_N = r"(?<![\d.,])(?<!\d-)(\d{1,4}(?![\d.,]\d)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
# "3 pairs", "4 Pair" count pairs (nineteenth round); "SelectTech 552 pair" is a model's number.
_N_PAIRS = r"(?<![\d.,-])(\d{1,2}(?![\d.,]\d)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_COUNT = re.compile(
    rf"\b(?:set|pack|lot|bundle|box|case|bag)\s+of\s+{_N}\b|\b{_N}[\s-]?(?:pack|pk|pcs|pieces?|piece\s+set|count|ct|set(?!\s+of\b))\b"
    # Forty-sixth round: an X glued by a hyphen to a code's letters ("SM-X710", "W-X44"), or after a slash to a code's
    # number ("X710/X716"), is the model's letter, not "times 710"; a spaced "- x3", options "x2/x4" and a range of
    # magnifications ("40x-1000x") still count.
    rf"|(?<![\w.])(?<![a-z]{{2}}-)(?<!\b[a-z]-)(?<!\d\d/)(?:x{_N}|{_N}x)(?![\w.])|\b{_N_PAIRS}[\s-]?pairs?\b|\b(a\s+)?(pair|dozen)\b(?!\s+(?:with|up|it|your|them))"
    rf"|\b(?:only|just|includes?|contains?|comes\s+with|you\s+get|there\s+(?:are|is)|there'?s|theres|it'?s|its)\s+{_N}\b"
    r"(?!\s*(?:%|x\b|hours?|days?|weeks?|months?|years?|times|inch|cm|mm|in\b))"
    # "18 in box chains" is a length of chain; "38 oz in total" a weight (measures, not counts).
    rf"|\b{_N}\s+(?:left|remaining|included|in\s+(?:the\s+)?(?:set|box|lot|pack)(?![ \t]+(?!and\b|with\b|plus\b)[a-z]))"
    r"\b"
    rf"|\b{_N}\s+(?!{_MEASURE}\b)(?:[\w'-]+\s+){{0,2}}in\s+total\b|\b(?:total|total\s+of|a\s+total\s+of)\s+{_N}\b"
    # "12 pens in this set": how many the set holds, said of the things (eleventh round).
    rf"|\b{_N}\s+(?!{_MEASURE}\b)[a-z][\w'-]*s\s+in\s+(?:this|the)\s+(?:set|box|lot|pack|bundle|kit)\b"
    r"(?!\s+(?:have|has|are|were|is|was)\b)"
    # "Five glasses, one got chipped": a count written out at the start of a sentence (digits there are
    # mostly measurements).
    r"|(?:^|[.!?]\s+)(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?=\s+(?:[\w'-]+\s+){0,2}[a-z]+s\b)",
    _I,
)
# Keys whose value is how many items the listing sells ("Shutter Count" is not one).
_COUNT_KEYS = re.compile(
    r"^(?:number\s+of\s+(?:items|pieces|pcs|units)(?:\s+in\s+(?:the\s+)?(?:set|pack|lot|box))?|quantity|qty|pack\s+size|pack\s+quantity"
    r"|unit\s+count|item\s+count|count|set\s+size|pieces|number\s+in\s+(?:pack|set))$",
    _I,
)
_COLOUR_WORD = re.compile(r"\b(" + "|".join(_COLOURS) + r")\b", _I)
_SIZES = {
    "xs": "xs", "x-small": "xs", "extra small": "xs", "s": "s", "small": "s", "m": "m", "medium": "m", "l": "l",
    "large": "l", "xl": "xl", "x-large": "xl", "extra large": "xl", "xxl": "xxl", "2xl": "xxl", "xx-large": "xxl",
}  # fmt: skip
_TITLE_SIZE = re.compile(
    r"\b(x-small|extra\s+small|small|medium|large|x-large|extra\s+large|xx-large|xxl|2xl|xl|xs)\b", _I
)
# The fitment phrase alone, up to the title's next separator (what follows it names the item again), and the clause to
# the text's end: one cue alternation, written once. A bare "for", "fit" and "suit" count: a size the title gives after
# them is the size of what the item fits ("Cover for Large Crate"), never the item's.
_FITS_CUE = r"\b(?:" + shapes.fit_cue("for", "fit", r"replacement\s+for", r"suits?") + r")\b"
_FITS_PHRASE = re.compile(_FITS_CUE + r"[^,;|()\n]*", _I)
_FITS_CLAUSE = re.compile(_FITS_CUE + r".*$", _I)
# Thirty-first round: in the description, a fit clause whose host is many hosts ("fits most 60 cm ovens", "for most
# 24 cm and 26 cm pans", "fit prints up to 10 x 15 cm") measures the hosts, as the title's fitment phrase does above.
# A single host stays read: "fits 15 inch laptops" under a 17 inch title is the violating shape, and a supply the item
# requires ("requires a 20W adapter") is as often its own rating. The clause runs to its sentence's end (a decimal
# point is none).
_HOSTS_FIT_CUE = shapes.fit_cue("fit", r"(?:made|designed|sized)\s+to\s+fit", "for")
_DESCRIBED_FIT = re.compile(
    rf"\b(?:(?:{_HOSTS_FIT_CUE})\s+(?:most|all|any|standard)|fits?\s+(?:[\w-]+\s+){{0,2}}?up\s+to)\b"
    r"(?:[^,;|()\n.!?]|\.(?=\d))*",
    _I,
)
# Thirty-seventh round: a measure of the item's inside ("inside floor 6 x 4 in", "internal dimensions 30 x 20 cm",
# "inner diameter: 18 mm") is smaller than the outside the title gives by the walls, not a second size of it. Only a
# figure straight after the word and its noun counts: "the inside is glazed" says nothing. The clause runs as a fit
# clause's does.
_DESCRIBED_INSIDE = re.compile(
    r"\b(?:inside|internal|interior|inner)(?:\s+(?:floor|base|space|area|dimensions?|measurements?|size|length|width"
    r"|height|depth|diameter))?\s*(?:is\s+|are\s+|measures?\s+|:\s*|of\s+)?(?=\d)(?:[^,;|()\n.!?]|\.(?=\d))*",
    _I,
)
# "Size M", "size: L", "size is small", "SIZE: Men's Medium" (eleventh round); not the plural "sizes and brands".
_DESCRIBED_SIZE = re.compile(
    r"\bsize(?:\s*:\s*|\s+is\s+|\s+)(?:(?:men|women|ladies|boy|girl|kid|unisex)(?:'?s|s')?\s+)?"
    r"(xs|s|m|l|xl|xxl|small|medium|large)\b(?![\w-])",
    _I,
)
# "DualSense controller in Cosmic Red": a colour the description gives the item itself.
_DESCRIBED_COLOUR = re.compile(
    # Thirty-third round: "in" after a figure is the inch ("a 2 x 0.5 in black plate"), not the colour the item is in.
    r"(?<!\d\s)(?<!\d)\b(?:in|colou?r(?:\s+is|:)?|colou?rway(?:\s+is|:)?)\s+(?:[a-z]+\s+)?("
    + "|".join(_COLOURS)
    + r")\b",
    _I,
)
_OTHER_NUMBER_KEY = re.compile(r"interchange|supersed|replace|cross|alternat|equivalent|compatib|superseded", _I)
_MODEL_KEY = re.compile(r"\b(?:model|mpn|part\s+number|manufacturer\s+part)\b", _I)
_CODE = re.compile(r"\b(?=[a-z-]*\d)(?=\d*[a-z])[a-z\d-]{4,}\b", _I)


_CPU_KEY = re.compile(r"\b(?:processor|cpu)\b", _I)


def _family(code: str) -> str:
    return re.match(r"[a-z]*", code).group()  # type: ignore[union-attr]


def _key_words(key: str) -> str:
    """ "number_of_items" and "numberOfItems" read as "number of items"."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", key).replace("_", " ").strip()


def _codes(text: str) -> set[str]:
    """Model-like tokens (letters and digits together), case and hyphens folded."""
    return {code.replace("-", "").lower() for code in _CODE.findall(text)}


_SIZE_KEY = re.compile(r"^(?:size|clothing\s+size|garment\s+size|size\s+\(?(?:men|women)'?s\)?|frame\s+size)$", _I)
# Thirty-sixth round: a mix named by its finish ("Metallic Mix", "Pastel Mix") is several colours, as "mixed" was.
_MULTI_COLOUR = re.compile(r"multi|assorted|various|mix(?:ed)?\b|&|/|\band\b|,", _I)


_DIMENSION_WITH_UNIT = re.compile(
    r"(\d+(?:[.,]\d+)?(?:\s*[x×]\s*\d+(?:[.,]\d+)?)+)\s?(mm|cm|inch(?:es)?|in|\")(?![\w])", _I
)


# A list of three or more numbers apart by commas or slashes, or two or more joined by a comma and "and"/"or", then one
# length unit: two numbers joined by a bare slash are a fraction ("1/4 in"), and by a bare "and" often two facts.
_LIST_WITH_UNIT = re.compile(
    r"(?<![\w.,/])((?:\d{1,4}(?:\.\d+)?\s*(?:,|/)\s*){2,}\d{1,4}(?:\.\d+)?"
    r"|(?:\d{1,4}(?:\.\d+)?\s*,\s*)+\d{1,4}(?:\.\d+)?,?\s+(?:and|or)\s+\d{1,4}(?:\.\d+)?)"
    r"\s?(mm|cm|inch(?:es)?|in|\")(?![\w])",
    _I,
)


def _each_with_the_unit(match: re.Match[str]) -> str:
    # Slashes beside commas are fractions listed ("1/16, 1/8, 1/4 in"), left as they are.
    if "/" in match.group(1) and "," in match.group(1):
        return match.group()
    return " ".join(f"{n} {match.group(2)}" for n in _LIST_NUMBER.findall(match.group(1)))


# "works with cards up to 1TB", "supports 64GB": a capacity the item takes, not one it has.
_NOT_OWN_QUANTITY = re.compile(
    # A word of its own: "Copper", "Peach", "Postcard" and "Retrofit" only end in a cue, and the measure after them is
    # the item's (fortieth round).
    r"\b(?:up\s+to|supports?|compatible\s+with|expandable(?:\s+to)?|slot|card|extra|additional|plus|each|per|fits?)\s*$"
    # A reading's tolerance or step ("matched within 0.2 lb", "accuracy +/-0.5 PSI", "in 0.1 kg increments" is read
    # after): how finely it measures, not how much it holds or weighs (fifteenth round).
    r"|(?:\bwithin|±|\+\s?/\s?-|\baccura(?:te|cy)(?:\s+(?:to|of))?(?:\s+(?:±|\+\s?/\s?-))?|\bto\s+the\s+nearest"
    r"|\bincrements?\s+of|\bresolution(?:\s+of)?|\bgraduations?\s+of|\bprecision(?:\s+of)?)\s*$",
    _I,
)


def _quantities(text: str, *, flaws_apart: bool = False) -> dict[str, set[float]]:
    found: dict[str, set[float]] = {}
    # "10,000 mAh" is ten thousand, not ten.
    text = _THOUSANDS.sub("", text)
    # "147 x 147 x 39 cm": every number of a dimension carries its unit.
    expanded = _DIMENSION_WITH_UNIT.sub(
        lambda m: " ".join(f"{n.strip()} {m.group(2)}" for n in re.split(r"[x×]", m.group(1), flags=_I)), text
    )
    # "35, 39, 41 and 43 in long", "for 42/44/45mm cases": every number of a list carries the unit after its last
    # (twenty-fourth round); a set's sizes or the sizes it fits, each one of them.
    expanded = _LIST_WITH_UNIT.sub(_each_with_the_unit, expanded)
    owned = [
        m
        for m in _QUANTITY.finditer(expanded)
        if not _NOT_OWN_QUANTITY.search(expanded[max(0, m.start() - 25) : m.start()])
        and not facets.TEST_LOAD_BEFORE.search(expanded[max(0, m.start() - 25) : m.start()])
        # ... nor what it was run with ("ran a 1500W space heater"; twenty-fifth round).
        and not facets.RAN_LOAD_BEFORE.search(expanded[max(0, m.start() - 25) : m.start()])
        and not (flaws_apart and facets.READING_AFTER.match(expanded, m.end()))
        # A voltage or a wattage a bench test read ("charges at 7.2V", "float at 13.8V"): what the meter showed that
        # day, not the rating the title gives (thirtieth round; structure.measures reads the same verbs).
        and not (
            flaws_apart
            and m.group(2).lower().startswith(("v", "w"))
            and facets.READING_BEFORE.search(expanded, max(0, m.start() - 45), m.start())
        )
        # The tail of a model code ("VT-G65-3W"): letters before it in the same hyphenated token.
        and not _CODE_HEAD.search(expanded, max(0, m.start() - 20), m.start())
        and not (flaws_apart and shapes.sizes_a_flaw(expanded, m.start(), m.end()))
        # A drive that was swapped out, a size the seller lists elsewhere (twelfth round).
        and not (flaws_apart and facets.of_a_part_gone_or_another_listing(expanded, m.start(), m.end()))
        # "300 GB stamps": Great Britain (nineteenth round).
        and not (m.group(2) == "GB" and facets.COUNTRY_GB_AFTER.match(expanded, m.end()))
    ]
    measured = [(m, measure) for m in owned if (measure := _measure(*m.groups())) is not None]
    for _, (family, value) in measured:
        found.setdefault(family, set()).add(value)
    # "16 in + 2 in extender": a measure given as its parts' sum is the sum too (twentieth round).
    for (first, (family, value)), (second, (other_family, other_value)) in pairwise(measured):
        if family == other_family and _PLUS.fullmatch(expanded, first.end(), second.start()):
            found[family].add(round(value + other_value, 3))
    return found


_PLUS = re.compile(r"\s*\+\s*")


# Thirty-third round: a specific given as a range of one unit ("Flue Diameter: 150-280 mm", "Height: 14 to 21 in"):
# the sizes the item takes or reaches, any of which the title may name.
_RANGE_WITH_UNIT = re.compile(
    r"(?<![\w.])(\d+(?:\.\d+)?)\s?(?:-|–|to)\s?(\d+(?:\.\d+)?)\s?-?(mm|cm|inch(?:es)?|in|\"|ml|l|kg|lbs?|oz|w|v)(?![\w])",
    _I,
)


def _within_a_range(text: str, family: str, stated: set[float]) -> bool:
    """Whether every stated value of the family lies within a range the text gives in that family."""
    ranges = [
        (low[1], high[1])
        for m in _RANGE_WITH_UNIT.finditer(text)
        if (low := _measure(m.group(1), m.group(3))) is not None
        and (high := _measure(m.group(2), m.group(3))) is not None
        and low[0] == family
    ]
    return bool(ranges) and all(any(low <= value <= high for low, high in ranges) for value in stated)


def _measure(number: str, unit: str) -> tuple[str, float] | None:
    """A quantity's unit family and its value in the family's unit, or None for a unit no family holds."""
    unit = unit.lower()
    unit = unit if unit == "lbs" else unit.rstrip("s").replace("inche", "inch")
    family = _UNIT_FAMILY.get(unit)
    if family is None:
        return None
    value = float(number.replace(",", "."))
    value *= _BYTES.get(unit, 1.0) * _LENGTH.get(unit, 1.0) * _VOLUME.get(unit, 1.0) * _WEIGHT.get(unit, 1.0)
    return family, round(value, 3)


_CODE_HEAD = re.compile(r"[a-z][\w]*-$", _I)
_DIMENSIONS = re.compile(r"\d+(?:[.,]\d+)?\s*[x×]\s*\d+(?:[.,]\d+)?(?:\s*[x×]\s*\d+(?:[.,]\d+)?)*", _I)
# "24,000mAh" as much as "24,000 mAh": the unit may follow the digits with no space.
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")


# A phrase in quotation marks is a name the seller quotes (a print's slogan, a song, a card's sentiment: "a vest printed
# 'ring me later'"), not an instruction to the buyer, wherever the listing writes it: a title may carry the slogan
# unquoted that its description quotes. Which quotations are such a phrase is shapes.printed_phrase_words (the
# detectors' quoted payment and contact words read the same predicate); a number to call is read apart.
# An apostrophe between letters ("you're", "Mummy's") is inside the phrase, not its closing mark (seventeenth round).
_QUOTED = re.compile(
    r"(?<![\w'])(['\"\u2018\u201c])((?:[^'\"\u2018\u2019\u201c\u201d\n]|(?<=[A-Za-z])['\u2019](?=[A-Za-z])){3,80}?)"
    r"['\"\u2019\u201d](?!\w)"
)


# Twenty-fourth round: an entry of an itemised list, a multiplier before a word ("6x age 4-6", "3x Amazfit Bip 3").
_ITEMISED_ENTRY = re.compile(r"(?<![\w.])(\d{1,3})\s?x\s+(?=[a-z])", _I)


def _itemised_total(text: str) -> int | None:
    """The sum of a text's itemised entries when it has two or more, else None."""
    entries = [int(n) for n in _ITEMISED_ENTRY.findall(text)] if "x" in text.lower() else []
    return sum(entries) if len(entries) >= 2 else None


def _counts(text: str) -> set[int]:
    found = set()
    # A phrase in quotation marks is words printed on the item ("a bowl with its 'Take Only 2' sign"), not the sale's
    # count (twenty-eighth round; the same quoted phrases the contact signals read apart).
    text = _DIMENSIONS.sub(" ", _THOUSANDS.sub("", _QUOTED.sub(" ", text) if "'" in text or '"' in text else text))
    for match in _COUNT.finditer(text):
        # "Six shirts in one pack", "holds 16 lb per set of 4": how the items are packed or rated, not how many.
        if _PACKED_IN.search(text, max(0, match.start() - 12), match.start()):
            continue
        # "One speaker (not a pair)": the count the seller rules out.
        if _RULED_OUT.search(text, max(0, match.start() - 8), match.start()):
            continue
        # "Buying more than one pack?": how many a buyer may take (thirtieth round).
        if facets.BOUND_BEFORE.search(text, max(0, match.start() - 14), match.start()):
            continue
        # "Two wheels have light kerbing": a sentence's opening count names the ones a remark is about.
        if match.lastindex == _OPENING_COUNT_GROUP and said_of_some(text, match.end()):
            continue
        # Thirtieth round: "about a dozen have chipped corners", "a dozen are faded": a dozen with no noun before the
        # verb of a remark is the ones it is about, as a sentence's opening count is.
        if match.group().lower().endswith("dozen") and said_of_some(text, match.end()):
            continue
        if _not_the_sale_count(text, match):
            continue
        for group in match.groups():
            if group and group.strip().lower() != "a":
                word = group.lower()
                number = int(word) if word.isdigit() else _NUMBER_WORDS.get(word, 0)
                # "2 Dozen", "three dozen": dozens counted, twelve each (twenty-fifth round).
                if word == "dozen" and (times := _DOZENS_BEFORE.search(text, max(0, match.start() - 8), match.start())):
                    number *= int(times.group(1)) if times.group(1).isdigit() else _NUMBER_WORDS[times.group(1).lower()]
                # "One hundred daubers", "two thousand sheets": the word before its scale is how many hundreds
                # (twenty-eighth round).
                if not word.isdigit() and (scale := _SCALE_AFTER.match(text, match.end(match.lastindex or 0))):
                    number *= _SCALES[scale.group(1).lower()]
                found.add(number)
                # "1 Pair" of socks is two items to a count specific: either reading agrees.
                if re.search(r"pairs?$", match.group(), _I) and word != "pair":
                    found.add(2 * number)
    return found - {0}


# A scale word after a count in words ("one hundred", "two thousand").
_SCALES = {"hundred": 100, "thousand": 1000}
_SCALE_AFTER = re.compile(r"[\s-]+(hundred|thousand)\b", _I)
# A count before "dozen" ("2 Dozen", "four dozen") counts the dozens.
_DOZENS_BEFORE = re.compile(r"(?<![\w.])(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*-?\s*$", _I)


# Nineteenth round: counts the net read as the sale's that count something else.
# "1 piece missing", "chew marks on 2 pieces", "the pink pair has a stain": some of them, or one of several.
_SOME_AFTER = re.compile(rf"\s*(?:is\s+|are\s+)?(?:{shapes.GONE_OR_HURT}|short|have|has)\b", _I)
# "This 500-piece puzzle", "a puzzle of 1000 pieces" are the item itself.
_SOME_BEFORE = re.compile(r"(?:\b(?:on|to|from|at)\s+|\b(?:the|each|every|other|one|which)\s+[a-z]+\s+)$", _I)
# "Figure 8 Set", "Series 2 pack": the number ends a name. "(2 left, 2 right)": sides, not what is left. Before a
# count of pieces the names are products' ("Gen 2", "Mark 4", "Model 3"); not the parts of a work
# detectors._NAME_ORDINAL_BEFORE adds ("Book 2", "Chapter 3"), which a count of pieces does not follow.
_NAME_BEFORE = re.compile(
    rf"\b(?:figure|{shapes.NUMBERED_IN_SERIES}|gen(?:eration)?|mark|mk|no|number|model)\.?\s+$", _I
)
_SIDES_AFTER = re.compile(r"\s*,?\s*(?:and\s+)?\d+\s+right\b", _I)
_PER_UNIT_AFTER = re.compile(r"\s*(?:[\w-]+\s+){0,2}?(?:per\s+(?:unit|item|piece|device)|each)\b", _I)
# "ThinkPad X1 Carbon": a capital X with a number before a capitalised word is a model's name, not "times one".
_NAMED_X = re.compile(r"(?-i:X)\d+\s+(?-i:[A-Z][a-z])")


def _not_the_sale_count(text: str, match: re.Match[str]) -> bool:
    said = match.group()
    before = text[max(0, match.start() - 20) : match.start()]
    after = text[match.end() : match.end() + 80]
    # "One-piece swimsuit", "a one-piece clip": how it is made, not a count.
    if re.fullmatch(r"one-piece", said, _I):
        return True
    # Forty-third round: "3-piece construction" says how each is built, the detectors' count reading the same.
    if facets.built_of_pieces(text, match.start()):
        return True
    if re.search(r"(?:pieces?|pcs|pairs?|sets?)$", said, _I) and (
        _SOME_AFTER.match(after) or _SOME_BEFORE.search(before)
    ):
        return True
    if said.lower() == "pair" and (re.search(r"\d\s*$", before) or _SOME_BEFORE.search(before)):
        return True
    if re.match(r"\d", said) and _NAME_BEFORE.search(before):
        return True
    if said.lower().endswith("left") and (
        _SIDES_AFTER.match(after) or facets.bracketed_remainder(text, match.start(), match.end())
    ):
        return True
    # Twenty-fourth round: "3x AAA per unit", "2 batteries each": a count per item is a rate, not the sale's count.
    if _PER_UNIT_AFTER.match(after):
        return True
    # Thirty-eighth round: "under a 5x magnifier", "3x optical zoom", "x20 magnification": how much a lens enlarges,
    # not how many the sale holds.
    if _TIMES_ONLY.fullmatch(said) and _MAGNIFIES_AFTER.match(after):
        return True
    # Twentieth round: "Includes 1 foil banner, 24 latex balloons, 12 paper fans": the count after "includes" is the
    # first entry of an itemised list of contents, one component's, not the sale's (the detectors' count reader reads
    # such entries the same way, facets.listed_component).
    # A list that ends in its total ("contains 12 rolls, 600 bags in total") counts the sale in both.
    entry = facets.Facet("count:", "", said, match.start())
    if (
        _CONTENTS_OPENING.match(said)
        and facets.listed_component(text, entry) is not None
        and not _TOTAL_IN_SENTENCE.match(text, match.end())
    ):
        return True
    return _NAMED_X.match(text, match.start()) is not None


# A magnification names what it enlarges with in the singular ("a 5x magnifier", "an 8x loupe"); a plural after the same
# figure counts them ("2x loupes", "3x magnifiers" in a kit) and stays a count.
_TIMES_ONLY = re.compile(r"x?\d{1,3}x?", _I)
_MAGNIFIES_AFTER = re.compile(
    r"[ \t]*(?:optical[ \t]+|digital[ \t]+|hybrid[ \t]+)?(?:zoom|magnification|magnifying|magnifier|loupe|mag)\b", _I
)
_TOTAL_IN_SENTENCE = re.compile(r"[^.\n;:!?]*\btotal\b", _I)
_CONTENTS_OPENING = re.compile(r"(?:includes?|contains?|comes\s+with|you\s+get)\s", _I)
_PACKED_IN = re.compile(r"\b(?:in|into|per|each)\s+$", _I)
_RULED_OUT = re.compile(r"\b(?:not|no)\s+$", _I)
# The group of _COUNT's last branch: a count written out at the start of a sentence.
_OPENING_COUNT_GROUP = _COUNT.groups


def _measured_outside_fit_clauses(description: str, family: str, stated: set[float]) -> bool:
    """Whether the description, less its fit clauses and its inside measures, still gives the family a measure the
    title's never rounds to. Read only where a conflict was found, so the common listing pays nothing for it."""
    fits, inside = gated_search(_DESCRIBED_FIT, description), gated_search(_DESCRIBED_INSIDE, description)
    if not fits and not inside:
        return True
    rest = gated_sub(_DESCRIBED_INSIDE, " ", _DESCRIBED_FIT.sub(" ", description) if fits else description)
    outside = _quantities(rest, flaws_apart=True).get(family, set())
    return bool(outside) and not any(_within_rounding(a, b) for a in stated for b in outside)


# Words of a size key that name no part ("Item Size", "Overall Length"): what is left names the part it sizes.
_NO_PART_KEY_WORDS = frozenset(
    {"item", "overall", "size", "length", "width", "height", "depth", "diameter", "dimensions", "dimension", "product",
     "measurements", "max", "maximum", "min", "minimum", "approx", "approximate", "total", "unit"}
)  # fmt: skip


# A figure with its unit and the words after it ("2 in Pot", "18cm Blade", "6 in Floating Panel", "10 in Cast Iron
# Pan"): the words name what the figure measures, a part's name often after a word or two that say what kind of part
# it is (thirty-ninth round). The phrase ends at a joining word ("12 in Globe with Metal Base": the base is unmeasured).
_MEASURE_BEFORE_A_WORD = re.compile(
    r"\b\d[\d.,]*\s*(?:[a-z]{1,6}\.?\s+|[\"']\s*|\s)([a-z]{3,}(?:[ \t-]+[a-z]{3,}){0,2})\b", _I
)
_MEASURED_PHRASE_ENDS = frozenset(
    {"and", "with", "for", "from", "into", "onto", "plus", "the", "per", "each", "set", "pack", "pair", "lot", "kit",
     "includes", "including", "included", "without", "inside", "outside", "over", "under", "fits", "fit", "fitting"}
)  # fmt: skip


def _measured_words(text: str, family: str) -> dict[str, set[float]]:
    """Per word after a figure (singular, lower case), up to the phrase's third word or a joining word, the family's
    measures the figures before it give."""
    found: dict[str, set[float]] = {}
    for m in _MEASURE_BEFORE_A_WORD.finditer(text):
        measured = _quantities(m.group()).get(family, set())
        for position, word in enumerate(re.split(r"[ \t-]+", m.group(1).lower())):
            if position and word in _MEASURED_PHRASE_ENDS:
                break
            found.setdefault(word.removesuffix("s"), set()).update(measured)
    return found


def _title_measures_a_keyed_part(listing: Listing, family: str, stated: set[float]) -> bool:
    """Thirty-seventh round: the title's measure stands before a part's name ("2 in Pot", "18cm Blade"), a specific
    keyed by that part gives it ("Pot Size: 2 in") and the title gives the family no other measure: the title sizes the
    part, so a length the description gives the rest ("the plant is 1.25 in across") is no second value of it. A
    description that measures the part itself ("comes in a 3 in pot") keeps the conflict. Read only where a conflict
    was found."""
    titled = _measured_words(listing.title, family)
    described = _measured_words(listing.description, family)
    for key, value in listing.attributes.items():
        parts = [w for w in _key_words(key).lower().split() if w not in _NO_PART_KEY_WORDS]
        given = _quantities(value).get(family)
        if len(parts) != 1 or not given:
            continue
        part = parts[0].removesuffix("s")
        sized = titled.get(part, set())
        if sized and sized <= given and stated <= sized and part not in described:
            return True
    return False


# Fortieth round: what an item holds or bears ("100 lb Capacity", "Max Load 40 kg", "carries up to 150 lb") is a
# facet of its own beside what the item weighs ("Empty weight: 22 lb"): a cue before the figure or a capacity word
# after it.
_CAPACITY_BEFORE = re.compile(
    r"(?:\b(?:holds?|holding|carr(?:y|ies)|bears?|capacity(?:\s+(?:of|is))?|max(?:imum)?\s+(?:load|capacity)"
    r"(?:\s+(?:of|is))?|load\s+(?:capacity|rating)(?:\s+(?:of|is))?|rated\s+(?:to|for))\s*:?\s*(?:up\s+to\s*)?"
    r"|\bup\s+to\s*)$",
    _I,
)
_CAPACITY_AFTER = re.compile(
    r"\s*(?:(?:load|weight|max(?:imum)?|carrying)\s+)?capacity\b|\s*max(?:imum)?\.?\s+(?:load|weight)\b", _I
)


def _capacities(text: str, family: str) -> set[float]:
    """The family's measures the text gives as what the item holds or bears."""
    text = _THOUSANDS.sub("", text)
    return {
        measure[1]
        for m in _QUANTITY.finditer(text)
        if (measure := _measure(*m.groups())) is not None
        and measure[0] == family
        and (_CAPACITY_BEFORE.search(text[max(0, m.start() - 40) : m.start()]) or _CAPACITY_AFTER.match(text, m.end()))
    }


def _capacity_said_in_both(listing: Listing, family: str, stated: set[float]) -> bool:
    """Fortieth round: every title measure of the family is named as what the item holds or bears ("100 lb
    Capacity") and the description gives the same figure as what it holds ("holds up to 100 lb", which the
    description's quantities leave out as not the item's own): the title's figure agrees with the description, and
    the description's other figures of the family (its own weight, "Empty weight: 22 lb") are another facet. A
    description that holds another figure, or none, keeps the conflict. Read only where a conflict was found."""
    titled = _capacities(listing.title, family)
    described = _capacities(listing.description, family)
    return all(
        any(_within_rounding(a, b) for b in titled) and any(_within_rounding(a, b) for b in described) for a in stated
    )


def _same_nominal_voltage(a: float, b: float) -> bool:
    """Thirty-eighth round: one supply or one battery named by its class and by its exact figure: mains by the two
    standards' figures ("230V" and "240V", "110V" and "120V"), a lithium iron phosphate battery by its lead-acid class
    and its cells' sum ("12V" and "12.8 V", "24V" and "25.6V", "48V" and "51.2V"). Only these pairs: any other two
    figures, however close ("7V" against "7.4V", "18V" against "20V"), or another class ("12V" against "24V", "110V"
    against "230V") stay apart."""
    return a == b or any(a in same and b in same for same in _NOMINAL_VOLTAGES)


_NOMINAL_VOLTAGES = (
    frozenset({110.0, 115.0, 120.0, 127.0}),
    frozenset({220.0, 230.0, 240.0}),
    frozenset({12.0, 12.8}),
    frozenset({24.0, 25.6}),
    frozenset({48.0, 51.2}),
)


def _within_rounding(a: float, b: float) -> bool:
    """Two measures one rounds to the other: 1% apart at most ("22mm" for a 22.2 mm bar)."""
    return abs(a - b) <= 0.01 * max(abs(a), abs(b))


def _colour_families(text: str) -> set[str]:
    return {_COLOURS[m.lower()] for m in _COLOUR_WORD.findall(text)}


# Families a sale holds several of, weighed or filled by the unit or in total (structure.py's counted dimensions).
_COUNTED_FAMILIES = frozenset({"weight", "volume", "oz", "qt"})
_LENGTH_FAMILIES = frozenset({"length", "inch"})


def _parts_flaws_or_units(family: str, titled: set[float], described: set[float], sale_counts: frozenset[int]) -> bool:
    """What the description measures that is not the title's item (fourteenth round): a length under half the title's
    measures a part or a flaw ("72 in" lamp, "16 in" shade; "24 cm" pot, "3mm" chip), and a weight or volume that is
    the title's times a count the listing states is the sale's total or one unit ("25 lb each", "total 50 lb")."""
    if family in _LENGTH_FAMILIES:
        return all(b < 0.5 * a for a in titled for b in described)
    if family in _COUNTED_FAMILIES:
        return all(one_unit_and_total(a, b, sale_counts) for a in titled for b in described if a != b)
    return False


# Thirty-fifth round: a connector's, a plug's or a jack's size ("Connector: 3.5mm TS", "Plug: 2.1 mm barrel") is the
# part the item joins others by, in the title too ("3.5mm Patch Leads"), as a scale is the figures it suits.
_SCALE_KEY = re.compile(r"\b(?:scale|gauge|connectors?|plugs?|jacks?)\b", _I)


# A fit clause in the description runs to its sentence's end (a decimal point is none); a bare "for" is left out there,
# where it as often gives a use ("for 10 mm holes" of a drill bit is the bit's own size).
_DESCRIBED_FIT_CLAUSE = re.compile(
    r"\b(?:" + shapes.fit_cue("fit", r"to\s+fit") + r")\b(?:[^,;|()\n.!?]|\.(?=\d))*", _I
)


_FIT_CUE_ALONE = re.compile(
    r"\b(?:" + shapes.fit_cue("for", "fit", r"to\s+fit", r"replacement\s+for", r"suits?") + r")\b", _I
)


def _fitted_quantities(listing: Listing) -> dict[str, set[float]]:
    """The measures the title's fitment phrase and the description's fit clauses give: the host's."""
    phrases = [m.group() for m in _FITS_PHRASE.finditer(listing.title)]
    phrases += [m.group() for m in _DESCRIBED_FIT_CLAUSE.finditer(listing.description)]
    # The cue goes: the quantity reader leaves a measure right after "fits" unread, as not the item's own.
    hosts = _FIT_CUE_ALONE.sub(" ", " ; ".join(phrases))
    return _quantities(hosts) if phrases else {}


def facet_conflict(listing: Listing, texts: Iterable[str]) -> bool:
    """The same facet stated differently in two fields: capacity, size, pack count or colour."""
    title = listing.title
    values = list(listing.attributes.items())
    attribute_text = "\n".join(v for _, v in values)
    # Capacity and size: per unit family, title against attributes, and title against description,
    # only where both state that family and share no value ("works with 64GB and 128GB" shares one).
    # A measure inside the title's fitment phrase ("Blades for 42 in Decks", "Backpack for 17.3 Inch Laptops") is the
    # host's, which the specifics and the description rarely repeat: they measure the item (twenty-seventh round).
    title_quantities = _quantities(_FITS_PHRASE.sub(" ", title))
    # Thirty-sixth round: a span the title gives as a range ("1-36 mm" circles, "20 to 32 mm" clamps) is what the item
    # covers, not one size of it: its ends may agree with another field, but alone they contradict none.
    spanned = _quantities(" ".join(m.group() for m in _RANGE_WITH_UNIT.finditer(title)))
    # Thirtieth round: a measure a scale or gauge specific gives ("Scale: 28mm", "Gauge: 16.5 mm") is that scale's,
    # in the title too ("28mm Chain Link Fence"): the figures or the track the item suits, not the item's own size.
    scales = _quantities(" ".join(value for key, value in values if _SCALE_KEY.search(key)))
    for family, of_the_scale in scales.items():
        if family in title_quantities:
            title_quantities[family] -= of_the_scale
            if not title_quantities[family]:
                del title_quantities[family]
    described_quantities = _quantities(listing.description, flaws_apart=True)
    # Fortieth round: parts given their own capacities ("2 x 500ml tiers", "500 ml, 250 ml, 250 ml") state their
    # total too, as a sum with "+" does above (facets.parts_runs).
    if described_quantities:
        for run in facets.described_parts_runs(title, listing.description):
            for family, totals in _quantities(run.total).items():
                described_quantities.setdefault(family, set()).update(totals)
    sale_counts = sale_counts_of(listing) if described_quantities.keys() & _COUNTED_FAMILIES else frozenset()
    # ... nor is it the item's size to weigh the title's against.
    sized = "\n".join(value for key, value in values if not _SCALE_KEY.search(key))
    specified = _quantities(sized)
    # Thirty-ninth round: a family the specifics give only as the host's measure is no size of the item: a specific
    # keyed by what the item fits ("Handlebar Compatibility: 22.2 mm", "Compatible Hose: 13 mm"), or one whose measure
    # the listing itself gives after a fit cue in the title or the description ("for 22.2mm Handlebars", "fits 22.2mm
    # bars" beside "Handlebar Diameter: 22.2 mm"). Only a whole family goes: where the item's own specific gives the
    # family too, every value is weighed as before (a shank "1 in square" that also fits a "1 in" hole still agrees).
    if specified:
        own = _quantities(
            "\n".join(
                value for key, value in values if not _SCALE_KEY.search(key) and not shapes.WHAT_IT_FITS_KEY.search(key)
            )
        )
        for family, of_the_host in _fitted_quantities(listing).items():
            if family in own:
                own[family] = {a for a in own[family] if not any(_within_rounding(a, b) for b in of_the_host)}
        for family in [f for f in specified if not own.get(f)]:
            del specified[family]
    for other in (specified, described_quantities):
        for family, stated in title_quantities.items():
            # Within rounding ("22mm" beside "22.2 mm") is the same measure (twentieth round).
            if family in other and not any(_within_rounding(a, b) for a in stated for b in other[family]):
                if stated <= spanned.get(family, set()):
                    continue
                # A screen named by its class in whole inches ("55 inch" for a 54.6 in diagonal) is the same screen.
                if family == "inch" and any(same_screen_class(a, b) for a in stated for b in other[family]):
                    continue
                if family == "bytes" and any(same_storage(a, b) for a in stated for b in other[family]):
                    continue
                if family == "volts" and any(_same_nominal_voltage(a, b) for a in stated for b in other[family]):
                    continue
                if other is not described_quantities and _within_a_range(attribute_text, family, stated):
                    continue
                if other is described_quantities and _parts_flaws_or_units(family, stated, other[family], sale_counts):
                    continue
                # Forty-fourth round: an instrument that weighs things is tried with loads ("a 1 lb bag reads 454 g"):
                # the description's weights are what it weighed, as structure.measure_mismatch reads them.
                if other is described_quantities and family == "weight" and loads_apart(listing):
                    continue
                if other is described_quantities and _capacity_said_in_both(listing, family, stated):
                    continue
                if other is described_quantities and not _measured_outside_fit_clauses(
                    listing.description, family, stated
                ):
                    continue
                if (
                    other is described_quantities
                    and family in _LENGTH_FAMILIES
                    and (
                        measured_along_another_dimension(listing)
                        or _title_measures_a_keyed_part(listing, family, stated)
                    )
                ):
                    continue
                return True
    # Pack and set counts: the title's count against a count attribute and against the description's counts.
    title_counts = _counts(title)
    attribute_counts: set[int] = set()
    for key, value in values:
        if _COUNT_KEYS.search(_key_words(key)) and value.strip().isdigit():
            attribute_counts.add(int(value.strip()))
        # A maker's name is a name, whatever numbers it carries ("Unbranded, only 925 stamp").
        if key.strip().lower() not in BRAND_KEYS:
            attribute_counts |= _counts(value)
    description_counts = _counts(listing.description)
    # A description that itemises the lot ("4x Versa 2, 3x Bip 3, 2x Vivoactive 4, 1x Charge 5") counts the title's
    # lot in its sum (twenty-fourth round), as a title that itemises the sale does below.
    if (itemised := _itemised_total(listing.description)) is not None:
        description_counts.add(itemised)
    products = facets.count_arithmetic(title, listing.description)
    # A shortfall the title or a specific owns up to ("Set of 6, One Missing") leaves the rest (twelfth round).
    short = owned_shortfalls(listing)
    for left, right in ((title_counts, attribute_counts), (title_counts, description_counts)):
        if (
            left
            and right
            and not any(facets.counts_agree(a, b, products) or a - b in short for a in left for b in right)
            # A title that itemises the sale ("4x Points, 10x Curves, 8x Straights") counts it in its sum (nineteenth
            # round).
            and not (len(left) > 1 and sum(left) in right)
        ):
            return True
    # A count specific is not weighed against the description's counts when the title gives none: there the
    # description counts parts and accessories ("2x AAA included", "1 pair of rollers") far more often than the
    # item, and structure.py's count_mismatch reads its count of the thing the specific names (eleventh round).
    # Letter sizes: the title's word against the size specific ("Large" against "M"), and a size the
    # description states ("size M") against both.
    title_sizes = {_SIZES[" ".join(m.lower().split())] for m in _TITLE_SIZE.findall(title)}
    described_sizes = {_SIZES[m.lower()] for m in _DESCRIBED_SIZE.findall(listing.description)}
    for key, value in values:
        size = _SIZES.get(" ".join(value.strip().lower().split()))
        if (
            _SIZE_KEY.match(key.strip())
            and size
            and ((title_sizes and size not in title_sizes) or (described_sizes and size not in described_sizes))
        ):
            return True
    # Model and part codes: the specific's code never appears in the text, while the title gives another
    # code of the same family ("BC905" in the title, "BC1210" as the part number).
    text_codes = _codes(f"{title}\n{listing.description}")
    for key, value in values:
        # "Interchange Part Number", "Superseded Part Number": other numbers the part stands for (twelfth round).
        if _MODEL_KEY.search(key) and not _OTHER_NUMBER_KEY.search(key):
            given = _codes(value)
            # "SM58-LC" is the SM58 with a suffix: a code that starts with one the text gives agrees.
            if given and not any(g.startswith(t) or t.startswith(g) for g in given for t in text_codes):
                # A code's family is its letters before the first digit ("BC" of "BC905"); a code that starts with a
                # digit (a maker's part number "2727C002", a catalogue "590702HV") has no family to disagree with.
                prefixes = {_family(code) for code in given} - {""}
                if any(_family(code) in prefixes for code in _codes(title)):
                    return True
    # A processor specific's code ("i7-1185G7") that the description never gives, while the description gives another
    # of the same family ("i5-1145G7"): a computer has one processor.
    described_codes = _codes(listing.description)
    for key, value in values:
        given = {c for c in _codes(value) if _family(c)} if _CPU_KEY.search(key) else set()
        if given and not any(g.startswith(t) or t.startswith(g) for g in given for t in described_codes):
            families = {_family(code) for code in given}
            if any(_family(code) in families for code in described_codes):
                return True
    # Brand: a brand specific the title never names while the title names another known brand.
    # "Charger compatible with Dell Latitude": a brand the item fits is not the brand it is.
    named = brands_in(_FITS_CLAUSE.sub(" ", title))
    brand_values = [value for key, value in values if key.strip().lower() in BRAND_KEYS]
    # A title that names one of its maker specifics names its maker: another ("Brand: SanDisk" in the title beside
    # "Manufacturer: Western Digital") is the company that owns the brand (twentieth round).
    owned = any(value.strip().lower() in title.lower() or named & brands_in(value) for value in brand_values)
    for value in brand_values if not owned else ():
        if (brand_named := brands_in(value)) and named and not named & brand_named:
            return True
    # Colour: the title's colours against a single-colour colour attribute.
    title_colours = _title_colour_families(title, values, facets.lit_colour_words(listing.description))
    # Several colour specifics colour several parts ("Frame Colour: Black", "Lens Colour: Green"): the title's colour
    # agrees when it is any of them (twelfth round). A part's colour specific that lists several ("Light Color: Cool
    # White / Warm White") still names the title's colour as that part's (nineteenth round); since the thirty-seventh
    # round so does the item's own that lists several ("Colour: Blue/Silver" beside "Dial Colour: Black" under a
    # "Blue Silver" title): only a single-colour specific is weighed, but any that lists the title's colour gives it.
    listed_colours = {c for key, value in values if COLOUR_KEY.search(key) for c in _colour_families(value)}
    weighed = any(
        COLOUR_KEY.search(key) and not _MULTI_COLOUR.search(value) and _colour_families(value) for key, value in values
    )
    if title_colours and weighed and not _with_neighbours(title_colours) & listed_colours:
        return True
    # A colour the description gives the item, against the title's and the specific's.
    stated_colours = title_colours | listed_colours
    described = {
        _COLOURS[m.group(1).lower()]
        for m in _DESCRIBED_COLOUR.finditer(listing.description)
        if _colour_of_the_item(listing.description, m, title)
    }
    if stated_colours and described and not described & stated_colours:
        return True
    return (
        _named_colour_conflict(title, values)
        or _facet_statements_conflict(listing)
        or _standard_code_conflict(listing, values)
    )


# Twenty-third round: a specific that is one standard's code ("Memory Type: DDR5", "Socket Type: LGA 1200", "Size: A4")
# while the title gives another code of the same letters ("DDR4", "LGA1700", "A5") and the text never gives the
# specific's: the listing states one facet two ways. Letters then digits, spaced or not; the model and part-number
# specifics are read above, by their own rule.
_STANDARD_CODE = re.compile(r"\b([a-z]{1,4})[\s-]?(\d{1,4})\b(?![.,]\d)", _I)


def _standard_code_conflict(listing: Listing, values: list[tuple[str, str]]) -> bool:
    text = f"{listing.title}\n{listing.description}"
    if not gated_search(_STANDARD_CODE, listing.title):
        return False
    title_codes = {(m.group(1).lower(), m.group(2)) for m in _STANDARD_CODE.finditer(listing.title)}
    text_codes = {(m.group(1).lower(), m.group(2)) for m in _STANDARD_CODE.finditer(text)}
    for key, value in values:
        whole = _STANDARD_CODE.fullmatch(value.strip())
        if whole is None or _MODEL_KEY.search(key) or key.strip().lower() in BRAND_KEYS:
            continue
        given = (whole.group(1).lower(), whole.group(2))
        if given not in text_codes and any(code[0] == given[0] for code in title_codes):
            return True
    return False


# "Mint" the grade (a collector's word): before a grade's word, or after "near".
_GRADE_AFTER = re.compile(r"\s+(?:grade|condition|cond\b|in\s+(?:the\s+)?box\b|minus\b)", _I)
_GRADE_BEFORE = re.compile(r"\bnear[\s-]+$", _I)


# Thirty-seventh round: a gold that is a shade, not a metal ("Harvest Gold" towels, "Old Gold" velvet), is filed under
# the marketplace's nearest colour, which may be yellow, as a yellow item may be filed under gold: the two families
# meet, so a title's one beside a specific's other is the same colour named twice.
_NEIGHBOUR_COLOURS = {"gold": frozenset({"yellow"}), "yellow": frozenset({"gold"})}


def _with_neighbours(families: set[str]) -> set[str]:
    return families.union(*(_NEIGHBOUR_COLOURS.get(family, frozenset()) for family in families))


def _title_colour_families(title: str, values: list[tuple[str, str]], lit: frozenset[str] = frozenset()) -> set[str]:
    """The title's colours, less a colour word inside a name another specific writes ("Black Ops" beside "Included:
    Call of Duty: Black Ops 6"): a game's, a pattern's or a range's name, not the item's colour (twelfth round)."""
    names = "\n".join(value for key, value in values if not COLOUR_KEY.search(key)).lower()
    found = set()
    for match in _COLOUR_WORD.finditer(title):
        # A label's colour names a maker's line or a pressing ("Red Label" guitar, "White Label" record); a tab's, a
        # light's or a mode's ("Red Tab", "Red Night Mode"; twentieth round), or one the description gives the light
        # ("white and blue LEDs"), is not the body's either.
        if facets.colour_of_a_part(title, match.end()) or match.group().lower() in lit:
            continue
        # Thirty-seventh round: "Warm White" or "Cool White" in a light's title is the colour temperature of what it
        # gives off (facets reads it so since the twenty-ninth round), not a colour to weigh against the specifics
        # ("Colour Temperature: 5000 Kelvin" names no colour in words, "Color: Black" the body's).
        if facets.light_temperature(title, match):
            continue
        # "Mint Grade", "Near Mint", "Mint Condition": a grade, not a colour (twenty-fifth round).
        if match.group().lower() == "mint" and (
            _GRADE_AFTER.match(title, match.end()) or _GRADE_BEFORE.search(title, 0, match.start())
        ):
            continue
        phrase = re.match(r"\s+[\w'-]+", title[match.end() :])
        if phrase is not None and f"{match.group().lower()}{phrase.group().lower()}" in names:
            continue
        # ... or the name ends with it: "Sterling Silver" beside "Metal Type: Sterling Silver" is the metal, the word
        # before the colour making the specific's name (fifteenth round).
        before = re.search(r"[\w'-]+\s+$", title[: match.start()])
        if before is not None and re.search(rf"\b{re.escape(before.group().lower())}{match.group().lower()}\b", names):
            continue
        found.add(_COLOURS[match.group().lower()])
    return found


# "Printed in gold", "signed in black": the colour of what marks the item, not of the item.
_MARKED_IN = re.compile(
    r"\b(?:print(?:ed)?|written|writing|signed|signature|marked|lettered|lettering|embroidered|stitched|engraved"
    # Thirty-third round: the marking said in the present, as a maker offers it ("we engrave in black", "stamps in
    # gold"): the lettering's colour, not the item's.
    r"|engrav(?:e|es|ing)|stamps?|stitch(?:es)?|embroider(?:s|ing)?|inscribes?|prints|printing"
    r"|inked|inscribed|stamped|script|text)\s+$",
    _I,
)
# Thirty-seventh round: colours joined by a slash are read as one ("the white/yellow dots", "its black/red trim"): the
# word after the last names what they colour.
_COLOUR_PHRASE_GOES_ON = re.compile(r"(?:\s*/\s*[a-z]+)*\s+([a-z][a-z'-]+)", _I)
_JOINING_WORDS = frozenset({"and", "or", "with", "to", "colour", "color", "finish", "tone", "shade", "colourway"})


# What the item puts out in a colour ("imprints amounts in red and black", "printed a test page in colour and
# black"): a printer's or a cheque writer's output, not the item (twentieth round).
_OUTPUT_IN = re.compile(
    r"\b(?:im)?print(?:s|ed|ing)?\s+(?:[\w-]+\s+){0,7}?(?:pages?|amounts?|text|labels?|copies|documents?|photos?"
    r"|receipts?|numbers?|cheques?|checks?|sheets?|images?)\s+(?:in\s+)?$",
    _I,
)
# The packaging it comes in ("in a navy gift box", "in a red pouch"): the box's colour, not the item's.
_PACKAGING = frozenset({"box", "gift", "bag", "pouch", "tin", "sleeve", "envelope", "packaging", "carton", "tissue"})


def _colour_of_the_item(text: str, match: re.Match[str], title: str) -> bool:
    """Whether "in <colour>" states the item's colour: not after a word of marking ("printed in gold") or of output
    ("prints pages in colour"), not in a sentence about another variant ("also sold in tan"), and not before a noun
    of something else ("in black sharpie", "in black script" on a sign, "in a navy gift box"): the word after the
    colour may only join, name another colour or a material, or be one the title uses (twelfth round)."""
    before = text[max(0, match.start() - 60) : match.start()]
    # ... nor after a decoration earlier in its clause ("the crest embroidered on the chest in gold"; twenty-second
    # round), as the structure check reads it (facets.worked_in_a_decoration).
    if _MARKED_IN.search(before[-30:]) or _OUTPUT_IN.search(before):
        return False
    if facets.worked_in_a_decoration(text, match.start()):
        return False
    if facets.other_listings_sentence(text, match.start()):
        return False
    after = _COLOUR_PHRASE_GOES_ON.match(text, match.end())
    if after is None:
        return True
    word = after.group(1).lower()
    if word in _PACKAGING:
        return False
    return (
        word in _JOINING_WORDS
        or word in _COLOURS
        or word in MATERIALS
        or re.search(rf"\b{re.escape(word[:4])}", title, _I) is not None
    )


def _named_colour_conflict(title: str, values: list[tuple[str, str]]) -> bool:
    """A colour specific named in words of its own ("Chalk", "Oatmeal Heather") that the title never uses,
    while the title states a colour: the two name different colours."""
    # The title's colours as the facet check reads them: less a label's colour and a name another specific writes.
    # A colour a part's specific gives ("Grey Lens" beside "Lens Color: Grey") is that part's, not the body's colour
    # to weigh against another part's named colour ("Frame Color: Gunmetal"; twenty-fifth round).
    part_colours = {c for key, value in values if part_colour_key(key) for c in _colour_families(value)}
    title_colours = _title_colour_families(title, values) - part_colours
    if not title_colours:
        return False
    title_words = set(_WORD.findall(title.lower()))
    for key, value in values:
        if not COLOUR_KEY.search(key) or _MULTI_COLOUR.search(value) or _colour_families(value):
            continue
        words = {w for w in _WORD.findall(value.lower()) if len(w) >= 3}
        if words and not words & title_words:
            return True
    return False


_PICKS_SOME_OUT = re.compile(r"\s(?:[a-z]+(?:able|ible)|extra|spare|additional|other|optional|replacement)\s", _I)
_ALSO_FITS = re.compile(r"\b(?:also|as\s+well\s+as|same\s+as|shares?|interchanges?\s+with)\b[^.!?\n]*$", _I)
_NUMERIC_SIZE_KEY = re.compile(r"\bsize\b", _I)
_NOT_A_SIZE_KEY = re.compile(r"\b(?:screen|wheel|frame|tyre|tire|display|bed|font|file|pack|sample|chest|waist)\b", _I)
_SIZE_VALUE = re.compile(r"^(?:(uk|us|eu)\s*)?(\d{1,2}(?:\.5)?)$", _I)
_SIZE_STATEMENT = re.compile(
    r"\b(?:size|label|tag)\b[^.\d\n]{0,25}?\b(uk|us|eu)?\s*(\d{1,2}(?:\.5)?)\b(?!\s*(?:cm|mm|in|inch|\"|%|x))", _I
)
_BED_SIZES = {
    "single": "single", "twin": "single", "small double": "small double", "double": "double", "full": "double",
    "queen": "queen", "king": "king", "super king": "super king", "california king": "super king",
}  # fmt: skip
_BED_SIZE = re.compile(
    r"\b(small\s+double|super\s+king|california\s+king|single|twin|double|full|queen|king)\s+size\b|\b(?:size|bed)\s*:?\s*(small\s+double|super\s+king|california\s+king|single|twin|double|queen|king)\b",
    _I,
)
_COUNTED_NOUN_KEY = re.compile(r"^(?:number|no\.?|count|qty|quantity)\s+(?:of\s+)?([a-z]{4,})", _I)
# Words between a count and the counted noun that make the noun another thing's ("8 grommets per panel").
_NOT_A_MODIFIER = r"(?:per|each|of|on|in|for|from|to|with|a|an|the)"
_ONE_OF = re.compile(r"\b(?:just|only)?\s*(?:the\s+)?(one|a\s+single|single|two|three|four|five|six|\d)\b", _I)


# The small parts a counted thing is made up of or held by, named after it ("chain link", "shelf pin", "wheel nut").
_PART_OF_THE_NOUN = re.compile(
    r"[\s-]+(?:links?|pins?|clips?|caps?|covers?|lids?|nuts?|bolts?|screws?|brackets?|hooks?|springs?|knobs?|mounts?"
    r"|holders?|plates?)\b",
    _I,
)


def _facet_statements_conflict(listing: Listing) -> bool:
    """Facets the description states outright against the title and specifics: a shoe or ring size, a year
    range of fit, a bed size, how many of a named part ("Number of Batteries: 2" against "one battery")."""
    title, description = listing.title, listing.description
    values = list(listing.attributes.items())
    # Numeric sizes with their region ("UK Shoe Size: 7" against "the label reads UK 6").
    stated = {(region.lower() if region else None, float(n)) for region, n in _SIZE_STATEMENT.findall(description)}
    sizes: list[tuple[float, set[float]]] = []
    for key, value in values:
        given = _SIZE_VALUE.match(value.strip())
        if not (given and _NUMERIC_SIZE_KEY.search(key)) or _NOT_A_SIZE_KEY.search(key):
            continue
        region = (given.group(1) or next(iter(re.findall(r"\b(uk|us|eu)\b", key, _I)), "")).lower() or None
        sizes.append((float(given.group(2)), {n for r, n in stated if r == region or r is None or region is None}))
    # "Size: 36" beside "UK Size: 10" gives one garment in two systems: a statement either agrees with settles it.
    if not any(size in same for size, same in sizes) and any(same and size not in same for size, same in sizes):
        return True
    # Year ranges of fit: the title's range against the ranges the description gives.
    title_ranges = set(_YEAR_RANGE.findall(title))
    # A range said of other vehicles the part "also fits" is theirs, not the title's vehicle's (twelfth round).
    described_ranges = {
        match.groups()
        for match in _YEAR_RANGE.finditer(description)
        if not _ALSO_FITS.search(description[max(0, match.start() - 120) : match.start()])
    }
    if title_ranges and described_ranges and not title_ranges & described_ranges:
        return True
    # Bed sizes.
    said = {_BED_SIZES[" ".join((a or b).lower().split())] for a, b in _BED_SIZE.findall(description)}
    for key, value in values:
        bed = _BED_SIZES.get(" ".join(value.lower().split()))
        if bed and said and bed not in said and re.search(r"\bsize\b", key, _I):
            return True
    # "Number of Batteries: 2" against "one 1.3Ah battery".
    for key, value in values:
        counted = _COUNTED_NOUN_KEY.match(_key_words(key))
        if not counted or not value.strip().isdigit():
            continue
        noun = re.escape(counted.group(1).lower()[:5])
        # A count at the head of a clause ("Selling just the one rotor", ", one 1.3Ah battery"), not "on one
        # handset" (one of several).
        counting = re.compile(
            rf"(?:^|[.!?,;:]\s+|\b(?:just|only|includes?|including|with|there\s+(?:is|are))\s+)(?:the\s+)?"
            rf"(one|a\s+single|two|three|four|five|six|\d{{1,2}})\s+(?:(?!{_NOT_A_MODIFIER}\b)[\w./-]*\w\s+){{0,3}}"
            rf"{noun}\w*\b",
            _I,
        )
        # Where the text counts the noun with the specific's own number ("5-Shelf Bookcase", "5 shelf bookcase"), a
        # count whose noun carries a word that picks some out ("3 adjustable shelves", "2 spare blades": a capability
        # in -able, or extra, spare, other) names some of them (twelfth round); "one 1.3Ah battery" is still the one.
        head = re.escape(counted.group(1).lower()[:4])
        own_count = re.search(rf"(?<![\w.]){value.strip()}[\s-]{head}", f"{title}\n{description}", _I) is not None
        for match in counting.finditer(description):
            # "Two wheels have light kerbing", "one battery seems to go flat": some of them, not how many.
            if said_of_some(description, match.end()):
                continue
            # Thirty-fifth round: "one chain link", "one shelf pin", "two wheel nuts": the noun names what a part
            # belongs to, and the count is of that part.
            if _PART_OF_THE_NOUN.match(description, match.end()):
                continue
            if own_count and _PICKS_SOME_OUT.search(description[match.end(1) : match.end()]):
                continue
            # "Four 500 piece puzzles": the count is of things each the number before the noun counts (nineteenth
            # round); "one 1.3Ah battery" counts the battery.
            if re.search(rf"\d[\s-]*{noun}\w*$", description[match.end(1) : match.end()], _I):
                continue
            word = " ".join(match.group(1).lower().split())
            number = 1 if word == "a single" else _NUMBER_WORDS.get(word) or (int(word) if word.isdigit() else None)
            # Thirtieth round: "three 7-piece dice sets" counts sets of seven, which make the specific's 21 together.
            # Since the thirty-first round what each set holds is facets' count of pieces or packs, so a set's count
            # may be a word ("three seven-piece sets") and a count another number follows ("4-pack of 12") is none.
            each = facets.PIECES_COUNT.search(description, match.end(1), match.end())
            holds = facets.number(each.group(1)) if each is not None else None
            if number is not None and holds is not None and number * holds == int(value.strip()):
                continue
            if number is not None and number != int(value.strip()):
                return True
    return False


_CORE_KEY = re.compile(
    r"\b(?:brand|manufacturer|make|model|mpn|part\s+number|manufacturer\s+part\s+number|size|colou?r|material"
    r"|storage|capacity|type|ean|upc|isbn|gtin|processor|cpu|ram|memory|hard\s+drive|ssd|screen\s+size|fitment)\b",
    _I,
)
_DEFERRED_VALUE = re.compile(
    r"(?:see|check|in|refer\s+to|as\s+per)\s+(?:the\s+)?(?:description|desc|photos?|pictures?|pics?|images?|listing|title"
    r"|label|below|above)|as\s+(?:pictured|shown|seen)|unknown|unsure|not\s+sure|idk|tb[cda]|\?+|-+|x{2,}|\.{2,}|various"
    r"|assorted|other|misc\w*|not\s+(?:specified|stated|known|listed)|unspecified|ask(?:\s+(?:me|seller|us))?"
    r"|generic|n/?a\s*-\s*see\s+\w+",
    _I,
)
# Where the text states a facet's value outright, per specific key.
_STATED_FACET = {
    r"\bsize\b": re.compile(
        r"\bsize\s*(?::|is)?\s*(?:uk\s*|us\s*|eu\s*)?(?:\d{1,2}(?:\.5)?|xxs|xs|s|m|l|xl|xxl|small|medium|large)\b", _I
    ),
    r"colou?r": re.compile(r"\bcolou?r\s*(?::|is)\s*[a-z]+", _I),
    r"\b(?:model|mpn|part)\b": re.compile(
        r"\b(?:model|part)\s*(?:number|no\.?|#)?\s*(?::|is)?\s*(?=[a-z-]*\d)[a-z\d-]{4,}\b", _I
    ),
}
# A value that names a mix ("Assorted", "Various", "Mixed", "Multicolour") is the honest answer for a listing that
# sells several things (a pack, a set, a lot, a compilation): only for one item does it stand in for a value
# (eleventh round).
_MIXED_VALUE = re.compile(r"assorted|various|mixed|multi(?:-?colou?r(?:ed)?)?|various\s+artists", _I)
_SEVERAL = re.compile(
    r"\b(?:lot|pack|set|bundle|kit|collection|compilation|assorted|various|mixed|variety|colou?rs|count|pcs|pieces)\b",
    _I,
)
_UNNUMBERED = re.compile(
    r"\b(?:vintage|antique|retro|self[\s-]?built|home[\s-]?built|hand[\s-]?built|kit[\s-]?built)\b", _I
)
_MAKER_STATED = re.compile(
    r"\b(?:made\s+by|manufactured\s+by|stamped|marked|branded|genuine|(?:all\s+(?:of\s+)?(?:it|them)|it)\s+(?:is|are)"
    r"(?:\s+all)?)\s+(?!(?-i:Made|Sterling|Silver|Gold|The|This|In|On|With|As|See)\b)(?-i:[A-Z][\w&'-]+)",
    _I,
)
_HONEST_NOT_APPLICABLE = re.compile(shapes.NOT_APPLICABLE, _I)
_NONE_VALUE = re.compile(rf"n/?a|none|nil|{shapes.NOT_APPLICABLE}|no\s+(?:brand|model)", _I)
_HONEST_NONE = re.compile(
    r"\b(?:hand\s?made|handcrafted|home\s?made|unbranded|custom|bespoke|one[\s-]of[\s-]a[\s-]kind)\b", _I
)


# A grade written in Xs ("XX", "XXX"): a width or a fit as several trades grade it, or a value left blank.
_GRADE_IN_XS = re.compile(r"x{2,4}", _I)


def _stated_beside_its_key(listing: Listing, key: str, value: str) -> bool:
    """Thirty-third round: Xs the title or the description gives beside the specific's own name ("Width XX", "in XX
    width") are the item's grade, written as its trade writes it, not a value left blank; Xs the text never names
    that way stay a placeholder."""
    value, key = value.strip().rstrip("."), key.strip()
    if not key or not _GRADE_IN_XS.fullmatch(value):
        return False
    said, named = re.escape(value), re.escape(key)
    beside = re.compile(rf"(?<![\w-]){said}\s+{named}\b|\b{named}\s*:?\s*{said}(?![\w-])", _I)
    return bool(beside.search(listing.title) or beside.search(listing.description))


def placeholder_specific(listing: Listing, texts: Iterable[str]) -> bool:
    """A core item specific filled with a placeholder, where the item is one that has such a value."""
    core = {key: value.strip().rstrip(".") for key, value in listing.attributes.items() if _CORE_KEY.search(key)}
    # A specific that points elsewhere ("Fitment: see description") hides a detail buyers filter by, whatever
    # its key; "see label" for care instructions points at the item itself.
    several = _SEVERAL.search(listing.title) is not None or bool(_counts(listing.title) - {1})
    deferred = [
        value
        for key, value in listing.attributes.items()
        if _DEFERRED_VALUE.fullmatch(value.strip().rstrip(".")) and not _stated_beside_its_key(listing, key, value)
    ]
    # Thirty-second round: a mix is as honest where the listing counts what it sells in another way ("Badges x 6",
    # "Quantity: 6"); read only when a value names a mix, so the count is not made for every listing.
    if deferred and not (
        all(_MIXED_VALUE.fullmatch(value.strip().rstrip(".")) for value in deferred)
        and (several or bool(sale_counts_of(listing)))
    ):
        return True
    nones = [key for key, value in core.items() if not value or _NONE_VALUE.fullmatch(value)]
    if not nones:
        return False
    # "Brand: Does not apply" beside "all of it is Brio, stamped on the bottom": the text names the maker the
    # specific leaves out (eleventh round).
    if any(key.strip().lower() in BRAND_KEYS for key in nones) and _MAKER_STATED.search(listing.description):
        return True
    # "Size: N/A" while the description says "size 6": the listing knows the value it left out.
    text = f"{listing.title}\n{listing.description}"
    if any(
        re.search(key_pattern, key, _I) and facet.search(text)
        for key in nones
        for key_pattern, facet in _STATED_FACET.items()
    ):
        return True
    everything = f"{listing.title}\n{listing.description}\n" + "\n".join(listing.attributes.values())
    if _HONEST_NONE.search(everything):
        return False
    # A branded item whose model or part number is "N/A", or two core specifics left empty.
    branded = any(
        value and not _NONE_VALUE.fullmatch(value) for key, value in core.items() if key.strip().lower() in BRAND_KEYS
    )
    # "MPN: Does not apply" is the marketplaces' honest answer for what no maker numbered as sold: a lot of several
    # pieces, a vintage or self-built piece (eleventh round). A branded part still has its number.
    unnumbered = several or _UNNUMBERED.search(listing.title) is not None
    hidden = [key for key in nones if not (unnumbered and _HONEST_NOT_APPLICABLE.fullmatch(core[key]))]
    return len(nones) >= 2 or (branded and any(re.search(r"model|mpn|part", key, _I) for key in hidden))


def boxed_without_box(listing: Listing, texts: Iterable[str]) -> bool:
    """The title or specifics promise a box the description says is not there (BOXED and NO_BOX are written once in
    services/structure.py, where the quoting check that makes a finding of it lives)."""
    promised = BOXED.search(listing.title) or any(BOXED.search(v) for v in listing.attributes.values())
    return bool(promised) and bool(NO_BOX.search(listing.description))


_WORKING_CLAIM = re.compile(
    r"\b(?:(?:fully|perfectly|100\s*%)\s+(?:working|functional|functioning|operational)|(?:great|perfect|full|good)\s+working"
    r"|works?\s+(?:perfectly|great|fine|flawlessly|like\s+new|100\s*%)|everything\s+works|all\s+(?:functions?\s+)?works?)\b",
    _I,
)
# Forty-first round: a fault's own word can name the protection against it, and a cut-out can be that protection
# doing its job. "Overheat shutoff", "overheat protection", "the cut-out switch" name a part (a fault is said only where
# it trips or kicks in); "cuts out at full pressure as it should", "cuts out correctly" say the design works.
_PROTECTION = (
    r"(?:shut[\s-]?(?:off|down)|cut[\s-]?(?:off|out)|protection|protector|sensor|switch|fuse|thermostat|valve)s?\b"
    r"(?!\s+(?:(?:keeps|often|always|sometimes|constantly|randomly)\s+)?(?:trips|tripping|kicks\s+in|kicking\s+in"
    r"|comes\s+on|activates|engages|goes\s+off)\b)"
)
_AS_DESIGNED = (
    r"(?:(?!(?:not|never|but)\b)[\w-]+\s+){0,3}?(?:as\s+(?:it|they)\s+should|like\s+(?:it|they)\s+should|correctly"
    r"|as\s+designed|as\s+intended)\b"
)
_FAULT = re.compile(
    r"\b(?:shuts?\s+(?:itself\s+)?(?:off|down)|turns?\s+itself\s+off"
    rf"|cuts?\s+out(?!\s+{_AS_DESIGNED})(?![\s-]+{_PROTECTION})"
    r"|(?:doesn'?t|does\s+not|won'?t|will\s+not"
    r"|no\s+longer|isn'?t|is\s+not)\s+(?:charge|charging|hold\s+(?:a\s+)?charge|turn\s+on|power\s+on|boot)|only\s+works\s+"
    r"(?:with|when|if|on)|intermittent\w*|random(?:ly)?\s+(?:shut\w*|restart\w*|reboot\w*|freez\w*|crash\w*)|freezes"
    rf"|crashes|overheats?(?![\s-]+{_PROTECTION}))\b",
    _I,
)
_FAULT_DENIED = re.compile(
    r"\b(?:no|never|not|without|zero|doesn'?t|don'?t|won'?t|isn'?t|nor)\s+(?:[\w']+\s+){0,2}$", _I
)


def working_claim_over_fault(listing: Listing, texts: Iterable[str]) -> bool:
    """A working claim ("fully functional", "great working") beside a fault said in passing ("it shuts itself off
    now and then", "the port only works with the plug held"): the claim is not a status the buyer can rely on."""
    joined = "\n".join(texts)
    if not _WORKING_CLAIM.search(joined):
        return False
    return any(not _FAULT_DENIED.search(joined[max(0, m.start() - 30) : m.start()]) for m in _FAULT.finditer(joined))


# The title sells the item as solid wood or metal ("Solid Oak Sideboard", "Solid Brass Knocker").
_SOLID_CLAIM = re.compile(
    r"\bsolid\s+(?:[a-z]+\s+)?(wood|woods|timber|hardwood|oak|pine|walnut|teak|maple|cherry|mahogany|beech|ash|birch"
    r"|acacia|mango|elm|brass|copper|bronze|silver|sterling|gold|steel|iron|marble)\b",
    _I,
)
# The material is only a covering or a look: a veneer, a foil, a plating, a board core, "oak-look", "walnut effect".
_COVERING = re.compile(
    r"\b(?:veneer(?:s|ed)?|laminated?|mdf|chipboard|particle\s?board|engineered\s+wood|foil|(?:[a-z]+[\s-])?plated"
    r"|plating|[a-z]+[\s-](?:look|effect)\b(?!\s+(?:at|into|for)\b))",
    _I,
)
_COVERING_DENIED = re.compile(r"\b(?:no|not|never|without|nor|free\s+of|zero)\s+(?:[\w-]+\s+){0,2}$", _I)


def solid_over_covering(listing: Listing, texts: Iterable[str]) -> bool:
    """A title's "solid oak" or "solid brass" over a description or specific that says the material is a veneer, a
    plating, a board core or a look (eleventh round). What the title itself calls a look ("Oak-effect cabinet") is
    no solid claim, and a covering said in the negative ("no veneer") is none."""
    if (claim := _SOLID_CLAIM.search(listing.title)) is None:
        return False
    # Forty-third round: the claimed material named as a tone ("brass-tone finish" under "Solid Brass", "silver-tone"
    # under "Solid Silver") is a look of it, as "-effect" is. Only the claim's own material: a part in another
    # metal's tone ("gold-tone clasp") says nothing of the solid one.
    # Compiled once per material (forty-fourth round: clauses.built), not once per call with a solid claim.
    tone = built(rf"\b{re.escape(claim.group(1).lower())}[\s-]ton(?:e|ed)\b", _I)
    for text in (listing.description, *listing.attributes.values()):
        for pattern in (_COVERING, tone):
            for match in pattern.finditer(text):
                if not _COVERING_DENIED.search(text[max(0, match.start() - 30) : match.start()]):
                    return True
    return False


# A computer made to run from the mains (fourteenth round): a desktop line or form ("ProDesk", "tower", "small form
# factor"), a mini, tiny or micro model ("Esprimo Q958 Micro", "Mac mini"), an all-in-one, a desk workstation.
# It has no battery to state, whatever processor its specifics give.
_MAINS_POWERED = re.compile(
    r"\b(?:\w*desk(?:top)?|tower|all[\s-]in[\s-]one|aio|sff|small\s+form[\s-]factor|(?:mini|micro|tiny)[\s-]?pc|nuc"
    r"|mac\s+(?:mini|studio|pro)|imac|(?<!mobile\s)workstation|server|thin\s+client"
    # A bare board runs from its supply and holds no battery, though a specific names its processor (twenty-second
    # round).
    r"|single[\s-]board(?:\s+computers?)?|sbc|(?:development|dev|evaluation)\s+(?:boards?|kits?)|mother\s?boards?"
    r"|mainboards?)\b"
    r"|\b\w*\d\w*\s+(?:mini|micro|tiny)\b(?!\s*(?:usb|sd|hdmi|displayport|sim|b)\b)",
    _I,
)
# A portable the title names: a laptop, phone or tablet keeps its battery, whatever desktop it "replaces".
_PORTABLE = re.compile(
    r"\b(?:laptop|notebook|macbook|chromebook|ultrabook|thinkpad|iphone|smartphone|phone|ipad|tablet|galaxy|pixel"
    r"|2[\s-]in[\s-]1)\b",
    _I,
)


# A title that sells an accessory and then names what it fits ("Waterproof Phone Case for Samsung Galaxy S21"): the
# accessory word right before the cue (twenty-third round). Wider than detectors.sold_as_a_case, read beside it below
# (forty-fifth round): a charger, cable, mount or strap holds no battery to state either, but keeps a working state, so
# the function check reads cases alone (and keeps a powered case's state); the two lists answer different questions.
_ACCESSORY_FOR = re.compile(
    r"\b(?:cases?|covers?|pouch(?:es)?|sleeves?|bags?|holders?|mounts?|stands?|docks?|skins?|straps?|protectors?"
    r"|chargers?|cables?|adapters?)\s*,?\s+(?:for|fits|compatible\s+with)\b",
    _I,
)


# A tablet that is a pen surface wired to a computer (twenty-sixth round); an LCD "writing tablet" keeps its cell.
_PEN_SURFACE = re.compile(r"\b(?:drawing|graphics?|pen)\s+tablets?\b", _I)


def battery_powered_item(listing: Listing, texts: Iterable[str]) -> bool:
    """Whether the item may hold a battery to state: not a computer its title or specifics call mains-powered (a
    desktop, a mini PC, a Mac mini), unless the title names a portable (fourteenth round); not an accessory whose
    title names the portable it fits after "for" (twenty-third round); not a book, a drawing tablet, nor an item whose
    only portable is the one it fits (twenty-sixth round)."""
    # A case or cover sold for a device holds no battery of its own (forty-third round, as function_without_status).
    if _ACCESSORY_FOR.search(listing.title) or sold_as_a_case(listing):
        return False
    # A book's title names its subject, not a device it is ("How the Smartphone Changed Us"; function_without_status
    # reads books the same way; twenty-sixth round).
    if _BOOK_CATEGORY.fullmatch(listing.category):
        return False
    # A portable named only in a specific of what the item fits ("Compatible Devices: iPad and iPhone") is the
    # buyer's device, not this one (twenty-sixth round): the title or the item's own specifics must name a portable or
    # give a processor.
    own = "\n".join(f"{key}: {value}" for key, value in listing.attributes.items() if not _OTHER_NUMBER_KEY.search(key))
    # A drawing, graphics or pen tablet is a wired pen surface, and its specifics' bare "tablet" ("Included: Tablet,
    # pen") is that surface: only another portable the title names, or a processor, makes it a computer.
    pen_surface = _PEN_SURFACE.search(f"{listing.title}\n{own}") is not None
    title = _PEN_SURFACE.sub(" ", listing.title) if pen_surface else listing.title
    portable = _PORTABLE.search(title) or (not pen_surface and _PORTABLE.search(own))
    if not (portable or any(map(_CPU_KEY.search, listing.attributes))):
        return False
    named = "\n".join((listing.title, *listing.attributes.values()))
    return not _MAINS_POWERED.search(named) or bool(_PORTABLE.search(listing.title))


def _holds(name: str) -> Callable[[Listing, Iterable[str]], bool]:
    def holds(listing: Listing, texts: Iterable[str]) -> bool:
        return structural_check(name, listing) is not None

    return holds


CHECKS: dict[str, Callable[[Listing, Iterable[str]], bool]] = {
    "phone_like_digits": phone_like_digits,
    "shouted_title": shouted_title,
    "stuffed_text": stuffed_text,
    "many_other_brands": many_other_brands,
    "compared_brand": compared_brand,
    "grade_over_damage": grade_over_damage,
    "function_without_status": function_without_status,
    "facet_conflict": facet_conflict,
    "placeholder_specific": placeholder_specific,
    "boxed_without_box": boxed_without_box,
    # A working claim beside a fault said in passing (issue 19, eighth round).
    "working_claim_over_fault": working_claim_over_fault,
    # A solid wood or metal title over a veneer, plating or look (issue 19, eleventh round).
    "solid_over_covering": solid_over_covering,
    # A desktop or mini PC has no battery to state (issue 19, fourteenth round).
    "battery_powered_item": battery_powered_item,
    # A price agreed through an outside contact or bought at an outside link (issue 19, seventh round).
    "outside_channel_deal": lambda listing, texts: outside_channel_deal(listing),
    # A comma-free run of rare names the listing never describes (issue 19, seventh round).
    "rare_name_run": lambda listing, texts: rare_name_run(listing) is not None,
    # Makers named for fit that the description says the item does not fit (issue 19, seventh round).
    "bait_fitment": lambda listing, texts: bait_fitment(listing),
    # The structure-first checks quote what they find; as net signals only whether they hold counts.
    **{name: _holds(name) for name in STRUCTURAL_CHECKS},
}
# The names the pack may give a signal's check (services/rulepack.py validates every edition by them).
CHECK_NAMES = frozenset(CHECKS)
# The checks that read the listing alone and never the skeletons they are handed: every structure-first check (through
# _holds) and the three readings wrapped in a lambda above. signal_holds asks them first, before it reads the fields
# at all, and hands them no skeletons (forty-second round): some 80 of a review's signals carry one, and most fail it.
_LISTING_ONLY_CHECKS = frozenset(STRUCTURAL_CHECKS) | {"outside_channel_deal", "rare_name_run", "bait_fitment"}


def pack() -> RiskPack:
    return risk_pack()


# What one review's signals read of a listing's fields, kept while risk_signals asks every signal of the pack in turn
# (thirty-second round): a field's text, and its clauses as a code's wordings read them, are the same for every
# signal of that code, and a code has several signals.
Reading = dict[object, str]


def signal_holds(
    signal: RiskSignal, listing: Listing, exemptions: tuple[re.Pattern[str], ...], reading: Reading | None = None
) -> bool:
    if signal.conditions and listing.condition not in signal.conditions:
        return False
    read: Reading = {} if reading is None else reading
    check = signal.check
    # A check of the listing alone is read before the fields: what it answers does not depend on them.
    if check is not None and check in _LISTING_ONLY_CHECKS:
        if not CHECKS[check](listing, ()):
            return False
        check = None  # read: held
    texts = [_field_text(listing, f, read) for f in _in_name_order(signal.fields)]
    if check is not None and not CHECKS[check](listing, [_skeleton(t) for t in texts]):
        return False
    worded: list[str] = []
    if signal.patterns:
        assert signal.combined is not None
        worded = [kept for kept in _read_worded(signal, listing, texts, exemptions, read) if kept]
        # The wording's literal gates first: most fields hold none of a signal's words, and then nothing more is read.
        if not any(may_match(signal.combined, lowered_ascii(kept)) for kept in worded):
            return False
    if signal.absent:
        everything = _skeleton("\n".join(_field_text(listing, f, read) for f in ListingField))
        # Behind their gates (forty-fourth round): the whole listing scanned once per pattern cost some 100 us a
        # signal, and seven texts in ten hold none of an absence's words.
        for pattern in signal.ignore:
            everything = gated_sub(pattern, " ", everything)
        if any(gated_search(pattern, everything) for pattern in signal.absent):
            return False
    return signal.combined is None or any(
        first_match_of(signal.wording, kept, signal.negatable, signal.spared_by) is not None for kept in worded
    )


# A signal's fields by name, sorted once per set of fields, not once per signal asked (forty-second round): the net
# asks some 120 signals a review, each sorting its fields with a key function. A pack's signals name a few distinct
# sets, and a frozenset keeps its hash, so the look-up costs less than the sort.
@lru_cache(maxsize=FIXED_ARGUMENTS_HELD)
def _in_name_order(fields: frozenset[ListingField]) -> tuple[ListingField, ...]:
    return tuple(sorted(fields, key=lambda f: f.value))


def _field_text(listing: Listing, listing_field: ListingField, read: Reading) -> str:
    text = read.get(listing_field)
    if text is None:
        text = read[listing_field] = field_text(listing, listing_field)
    return text


def _read_worded(
    signal: RiskSignal, listing: Listing, texts: list[str], exemptions: tuple[re.Pattern[str], ...], read: Reading
) -> list[str]:
    """_worded_texts, each field's once per review: what it reads of a field depends on the signal's code alone,
    but for the payment names a title carries, which an off-platform signal that detects nothing takes out by its
    own wording (so its wording joins the key). The exemptions are the edition's, one per review."""
    own = signal.combined if signal.code is FindingCode.OFF_PLATFORM_TRANSACTION and not signal.detect else None
    worded: list[str] = []
    for text in texts:
        key = (signal.code, own, text)
        kept = read.get(key)
        if kept is None:
            kept = read[key] = next(_worded_texts(signal, listing, [text], exemptions))
        worded.append(kept)
    return worded


def _worded_texts(
    signal: RiskSignal, listing: Listing, texts: list[str], exemptions: tuple[re.Pattern[str], ...]
) -> Iterator[str]:
    """Each field's clauses as the signal's wording reads them."""
    assert signal.combined is not None
    for text in texts:
        # The marketplace's own payment methods beside its checkout, read whole before the clause split cuts the
        # list at its "or" (sixteenth round).
        if signal.code is FindingCode.OFF_PLATFORM_TRANSACTION:
            text = without_checkout_methods(text)
            # The capitals a sentence says the item bears are its lettering, as the detector reads them (forty-first
            # round, shapes.lettering_on_the_item).
            for run in lettering_on_the_item(listing.description):
                text = re.sub(rf"(?<![\w-]){re.escape(run)}(?![\w-])", " ", text)
        if signal.code is FindingCode.CONDITION_CONFLICT:
            text = _said_of_this_item(listing, text)
            # Before the clause split, which cuts "when the ring is stretched or cracked" at its "or" (twelfth round).
            if listing.condition is ListingCondition.NEW:
                text = without_property_claims(text)
        kept = kept_clauses(text, exemptions)
        # An address's domain is contact wording, not a link; a domain the title carries as a proper noun
        # ("Amazon.com: Get Big Fast") is the product's name (the link detector's rule too).
        if signal.code is FindingCode.EXTERNAL_LINK:
            # A site the seller says is not theirs or not one to visit points nowhere (twenty-second round).
            kept = without_denied_sites(_ADDRESS.sub(" ", kept))
            # A web address inside a work's own title ("Welcome to www.NowhereTown.org: A Novel") is its name.
            for host in hosts_in_work_titles(listing.title, listing.attributes) | hosts_printed_on_the_item(
                listing.description, listing.title
            ):
                kept = re.sub(re.escape(host), " ", kept, flags=re.IGNORECASE)
            for name in _PROPER_DOMAIN.findall(listing.title):
                kept = kept.replace(name, " ")
        if signal.code is FindingCode.CONTACT_INFO_IN_LISTING:
            kept = _without_quoted_phrases(_without_work_names(kept, listing.title), listing)
            # A handle inside the work's own title ("Letters to @Grandma: A Picture Book") is part of its name, as the
            # contact detector reads it (twelfth round).
            for handle in _handles_in_work_titles(listing.title, tuple(sorted(listing.attributes.items()))):
                kept = kept.replace(handle, " ")
        if signal.code is FindingCode.CONDITION_CONFLICT and listing.condition is ListingCondition.NEW:
            kept = new_condition_text(listing, kept)
            # The item's own maker ("Brand: Swatch") names no use (sixteenth round). The maker goes with the space after
            # it, so a name after it keeps its neighbour: "a KMC Missing Link" reads "a Missing Link", a capitalised
            # name after a word, not a "Missing" that opens a sentence (twenty-fourth round).
            for brand in _own_brand_names(listing):
                kept = re.sub(rf"\b{re.escape(brand)}\b[ \t]*", "", kept, flags=re.IGNORECASE)
            # The item's own kind as its type specific names it ("Type: Smudge Stick", "Item Type: Scratch Pad") is the
            # product's name, not a mark or a use said of it, wherever it stands (twenty-fourth round). A kind of two
            # words or more: a one-word type ("Type: Used") is too often a grade.
            for kind in _own_kind_names(listing):
                kept = re.sub(rf"\b{re.escape(kind)}s?\b", " ", kept, flags=re.IGNORECASE)
        # A payment service the title names is the item's subject ("The PayPal Wars", a Western Union telegram):
        # its name alone says nothing of how to pay, wherever it is repeated. Instructions (detect signals) stay.
        if signal.code is FindingCode.OFF_PLATFORM_TRANSACTION and not signal.detect:
            for name in {m.group().lower() for m in signal.combined.finditer(_skeleton(listing.title))}:
                kept = re.sub(re.escape(name), " ", kept, flags=re.IGNORECASE)
        # The work's own title is its name, payment words and all ("Cash on Delivery", an album; fifteenth round).
        # Payment words quoted as a phrase ("'Cash Only' plaques") are the wording a sign or a print carries, as quoted
        # contact words are (twenty-ninth round; detectors._pays_with_the_item).
        if signal.code is FindingCode.OFF_PLATFORM_TRANSACTION:
            kept = _without_quoted_phrases(kept, listing)
            kept = _without_work_titles(kept, listing)
        # So are a work's wear and use words ("Notes from the Shop Floor", "Worn Stories", "The New Testament"): the
        # title names the work, not this copy's state (thirty-fourth round).
        if signal.code is FindingCode.CONDITION_CONFLICT:
            kept = _without_work_titles(kept, listing)
        yield kept


def _without_work_titles(text: str, listing: Listing) -> str:
    """The text less the work's own titles of two words or more; a one-word title is too often a plain word."""
    for work in work_titles(listing.title, listing.attributes):
        if len(work.split()) >= 2:
            text = re.sub(re.escape(_skeleton(work)), " ", text, flags=re.IGNORECASE)
    return text


def _own_brand_names(listing: Listing) -> tuple[str, ...]:
    return tuple(
        value.strip()
        for key, value in listing.attributes.items()
        if key.strip().lower() in BRAND_KEYS and value.strip()
    )


_KIND_KEY = re.compile(r"(?:item\s+|product\s+)?type", _I)


def _own_kind_names(listing: Listing) -> tuple[str, ...]:
    return tuple(
        kind
        for key, value in listing.attributes.items()
        if _KIND_KEY.fullmatch(key.strip()) and len((kind := value.strip()).split()) >= 2
    )


@lru_cache(maxsize=TEXTS_HELD)
def _handles_in_work_titles(title: str, attributes: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    return tuple(match.group() for work in work_titles(title, dict(attributes)) for match in re.finditer(r"@\w+", work))


def _said_of_this_item(listing: Listing, text: str) -> str:
    """What a condition signal reads of a field (eleventh round): less a shop's grading legend and its returns terms
    ("damaged in transit", "10/10 - Deadstock, never worn"), said of every item it sells, and, for an item not sold
    as New, less a new state said of one of its parts ("sealing ring is brand new")."""
    text = without_store_terms(text)
    if listing.condition is not ListingCondition.NEW:
        text = without_part_states(text, listing.title)
    return text


@lru_cache(maxsize=TEXTS_HELD)
def _quoted_phrases(*texts: str) -> tuple[re.Pattern[str], ...]:
    phrases = []
    for text in texts:
        for match in _QUOTED.finditer(text):
            phrase = match.group(2).strip(" !?.,")
            if words := shapes.printed_phrase_words(phrase):
                phrases.append(re.compile(r"(?<!\w)" + r"\W+".join(map(re.escape, words)) + r"(?!\w)", _I))
    return tuple(phrases)


def _without_quoted_phrases(text: str, listing: Listing) -> str:
    for phrase in _quoted_phrases(_skeleton(listing.title), _skeleton(listing.description)):
        text = phrase.sub(" ", text)
    return text


_CAPITALISED_RUN = re.compile(r"(?-i:\b[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)+)")


@lru_cache(maxsize=TEXTS_HELD)
def _without_work_names(text: str, title: str) -> str:
    """The text less the names the title carries as capitalised runs ("Call Me" of "Blondie - Call Me"),
    wherever they stand (detectors.names_a_work)."""
    for run in _CAPITALISED_RUN.findall(title):
        words = run.split()
        for size in range(len(words), 1, -1):
            for start in range(len(words) - size + 1):
                name = " ".join(words[start : start + size])
                if names_a_work(name, title):
                    text = text.replace(name, " ")
    return text


@lru_cache(maxsize=TEXTS_HELD)
def _skeleton(text: str) -> str:
    return normalised(text)


# The trained text model (services/net_model.py) counts from this tier on, after the pack's signals.
MODEL_TIER = 2
MODEL_SIGNAL = "net-model"


def risk_signals(
    listing: Listing, *, tier: int = 1, codes: Iterable[FindingCode] | None = None, use_model: bool = True
) -> dict[FindingCode, str]:
    """Per code, the first signal (by name) that holds for the listing, over signals up to ``tier``.

    ``codes`` limits the broader tiers to codes some applicable in-scope section supports: a structural
    or absence signal for a code no policy in scope speaks about sends nobody anywhere useful.
    """
    current = pack()
    wanted = None if codes is None else frozenset(codes)
    found: dict[FindingCode, str] = {}
    read: Reading = {}
    for signal in current.signals:
        if signal.tier > tier or signal.code in found:
            continue
        # Vocabulary (tier 1) counts whatever the scope, as a detector's signal would (NO_POLICY_IN_SCOPE);
        # broader signals only where a section in scope speaks about the code.
        if wanted is not None and signal.tier > 1 and signal.code not in wanted:
            continue
        if signal_holds(signal, listing, current.exemptions, read):
            found[signal.code] = signal.name
    # Nothing the pack can name: the trained model may still find the listing reads like a violating one.
    if not found and use_model and tier >= MODEL_TIER and (model := net_model()) is not None:
        code = model.suspected_code(listing)
        if code is not None and (wanted is None or code in wanted):
            found[code] = MODEL_SIGNAL
    return found
