"""Structure-first checks: facets that disagree between fields, read from the listing's shape, not its phrasing.

Word lists catch the phrasings someone anticipated; a listing's structure does not depend on phrasing. An item
specific is the seller's own structured statement of one facet ("Storage Capacity: 512 GB", "Size: M",
"MPN: BC1210"); the title and the description state the same facets in free text. When the same facet has two
incompatible values in two fields, the listing contradicts itself whatever words surround the values.

Each check returns the field and the exact text it quotes (a substring of what the seller wrote, so validation
accepts it), or None. The pack (policies/rules/risk-signals.yaml) names the checks; whether a check makes a
finding (``detect: true``) or only refuses an all-clear was chosen per check by its measured precision on the
development sets' clean listings (docs/validation.md, "Structure-first checks").

Units are normalised before comparing ("1 TB" is "1000 GB", "2 x 500 ml" is also "1 L", "24,000mAh" is
"24000 mAh"); a value said of something else ("up to 1TB", "fits 32-55 inch TVs", "compatible with 128GB
cards", "each weighs 15 lb") is not a facet of the item. Pure: regular expressions and tables, nothing loaded.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from services import facets, shapes
from services.clauses import (
    ANY_MARK,
    MARK_NOT_DECIMAL,
    MARK_OR_SEMICOLON,
    MEASURE_EDGES,
    PatternGroup,
    alone_at,
    built,
    could_match,
    distributed,
    gated_branch_finditer,
    gated_finditer,
    gated_search,
    lacks,
    lowered_ascii,
    sentence_around,
    sentences,
    spaced,
    written_alone,
)
from services.facets import SIZE_UNITS_MM, UNITS
from services.memo_bounds import FIXED_ARGUMENTS_HELD, TEXTS_HELD, WORDS_HELD
from services.per_listing import PerListing
from services.records import Listing
from services.shapes import (
    GRADING_SERVICES,
    ITEM_COLOUR_KEY,
    LIKE_NEW,
    common_compound,
    condition_notes,
    sealed_containers,
    with_containers,
    without_packaging_flaws,
    without_property_claims,
    zipf,
)
from services.statements import NEGATED_OR_HEDGED, Statement, unsaid_before
from services.vocabulary import ListingCondition, ListingField, Marketplace

if TYPE_CHECKING:
    from services.rulepack import RiskPack

_I = re.IGNORECASE

# A check's answer: the field it quotes and the seller's own text there.
Quote = tuple[ListingField, str]


# --- measures: a value with a unit, normalised to its dimension's base unit -----------------------------------

# The ratings an item is sold by: its maximum is the rating ("Max Flow Rate: 1500 l/h", "Pump up to 3000 l/h"), not a
# limit of something else, and a fraction names a small motor ("1/3 HP").
_RATING_DIMENSIONS = frozenset({"flow", "horsepower", "speed", "power", "current", "light"})
_UNIT_ALTERNATIVES = "|".join(re.escape(unit).replace(r"\ ", r"\s?") for unit in sorted(UNITS, key=len, reverse=True))
_NUMBER = r"\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?"
_FRACTION_NUMBER = r"\d{1,2}\s?/\s?\d{1,2}"
_FRACTION = re.compile(_FRACTION_NUMBER)
# Forty-seventh round: a span that opens at zero ("0-10A", "0-3000W") is what a rated thing reaches, so its top is
# the rating; the measure is matched after "0-" too, and kept there only as a title's rating (in `measures`).
_ZERO_SPAN_BEFORE = r"(?<=(?<![\w.,/])0-)"
# A speed from zero is a run-up ("0-60 mph in 4 s"), not a top speed.
_SPAN_RATINGS = _RATING_DIMENSIONS - {"speed"}
_MEASURE = re.compile(
    rf"(?:(?<![\w.,/-])|{_ZERO_SPAN_BEFORE})(?:(\d{{1,2}})\s?[x×]\s?)?({_FRACTION_NUMBER}|{_NUMBER})\s?-?\s?({_UNIT_ALTERNATIVES})(?![\w/])",
    _I,
)
_RATING_UNIT = re.compile(
    r"\d\s?-?\s?(?:"
    + "|".join(
        re.escape(unit).replace(r"\ ", r"\s?")
        for unit, (dimension, _) in sorted(UNITS.items(), key=lambda item: len(item[0]), reverse=True)
        if dimension in _RATING_DIMENSIONS
    )
    + r")(?![\w/])",
    _I,
)
_RATING_LIMIT_BEFORE = re.compile(r"\b(?:up\s*to|max(?:imum)?\.?|peak)\s*$", _I)
_RATING_LIMIT_AFTER = re.compile(r"\s*(?:max(?:imum)?\b\.?|peak\b)", _I)
# Two values are the same facet when they agree to within this share: "1 TB" and "1024 GB", "40 fl oz" and
# "40 Fluid Ounces", rounding in a converted weight.
_TOLERANCE = 0.03
# Thirtieth round: a battery, a pack or a supply is sold by its nominal voltage ("12V", "24V", "48V") and written by
# its cells' ("12.8V" is four LiFePO4 cells, "51.2V" sixteen; "14.4V" and "14.8V" four Li-ion cells) or by the charge
# a meter shows ("charged to 12.8V"): within this share two voltages name one rating. "18V" and "20V max" (11 %) and
# "12V" and "24V" stay apart.
_NOMINAL_VOLTAGE_TOLERANCE = 0.07


@dataclass(frozen=True)
class Measure:
    dimension: str
    # In the dimension's base unit; a "2 x 500 ml" measure also stands for its total (``totals``).
    value: float
    quote: str
    start: int
    totals: tuple[float, ...] = ()

    def agrees(self, other: Measure) -> bool:
        tolerance = _NOMINAL_VOLTAGE_TOLERANCE if self.dimension == other.dimension == "voltage" else _TOLERANCE
        return any(_close(a, b, tolerance) for a in (self.value, *self.totals) for b in (other.value, *other.totals))


def _close(a: float, b: float, tolerance: float = _TOLERANCE) -> bool:
    return abs(a - b) <= tolerance * max(abs(a), abs(b))


# Said of something other than the item, or a limit, an option or a range rather than its own value.
_NOT_OWN_BEFORE = re.compile(
    r"(?:\b(?:up\s+to|upto|max(?:imum)?|min(?:imum)?|expand\w*|supports?|compatible\s+with|works\s+with|accepts?"
    # Forty-fourth round: "fit" joined to the word before by a hyphen ("Multi-Fit", "Quick-Fit", "Universal-Fit") is
    # a compound that names the item's kind of fitting, not the verb that sends a figure to another item.
    r"|takes|for|(?<![-\u2010])fits?|(?<![-\u2010])fitting|suits?|holds?|with\s+an?|plus|extra|additional|spare|also"
    r"|another|or|vs\.?|versus"
    r"|instead\s+of|not|from|than|over|under|each|per|every|of\s+the|like|similar\s+to|replaces?|was|were|previous"
    # Thirtieth round: what is thrown in with the order ("a free 5g sachet", "bonus 10 ml sample") is another item.
    r"|old|older|upgraded?\s+(?:from|to)|down\s+to|about|approx\w*|around|nearly|almost|less|more|only|free|bonus"
    r"|complimentary"
    # Thirty-first round: a lamp's brightness said as an older bulb's power ("equivalent to a 60W bulb").
    r"|equivalent\s+to|equiv\.?\s+to)\s+"
    r"(?:[\w-]+\s+){0,2})$"
    r"|\d\s*(?:-|–|/|to|or|and|&|\+)\s*$|[<>≤≥~]\s*$",
    _I,
)
# Thirty-first round: a lamp's brightness said as the power of the bulb it stands for ("60W Equivalent", "100W
# incandescent replacement"), not its own power.
_EQUIVALENT_AFTER = r"(?:incandescent\s+|halogen\s+|bulb\s+)?(?:equivalent|equiv\b|eqv?\b|replacement)"
_NUTRIENT = (
    r"(?:of\s+)?(?:total\s+|added\s+|saturated\s+|trans\s+|dietary\s+)?(?:fat|cholesterol|sodium|carb(?:ohydrate)?s?"
    r"|fib(?:er|re)|sugars?|protein|calcium|iron|potassium|vitamin)\b"
)
_NOT_OWN_AFTER = re.compile(
    r"^\s*(?:-|–|/|to|or|and|&|\+)\s*\d|^\s*(?:micro\s?sd|sd\b|memory\s+card|card|usb|flash|stick|cartridge|expand\w*"
    r"|max\b|maximum|min\b|free|available|remaining|left|used|spare|extra|version|option|variant|sold\s+separately"
    r"|or\s+(?:more|less)|each|per\b|apiece|/s|ps\b|a\s+second|per\s+second|read|write|cache|capacity\s+(?:of|for)"
    # Thirty-third round: the rest of a compound measure before "each" ("2 lb 8 oz each", "5 ft 4 in apiece") sizes
    # each piece as the plain "each" does.
    r"|\d+(?:\.\d+)?\s*(?:oz|ounces?|in|inches|\"|''|lbs?|pounds?|g|grams?|cm|mm|ft|feet)\s+(?:each|apiece|per\b)"
    r"|bag\s+(?:of|for)|battery\s+(?:not|sold)|cards?|drives?\s+(?:not|sold)|compatible|and\s+(?:up|over|above)"
    r"|\+|or\s+(?:higher|above|below)|down|up\b|waist|chest|bust|hips?|inseam|leg|pit|wide|long|tall|deep|high"
    rf"|{_EQUIVALENT_AFTER}"
    # A nutrient's amount ("25 g protein", "1g of sugar"): a serving's constituent, not what the item weighs. The
    # nutrients a US Nutrition Facts label must declare (21 CFR 101.9(c)), as sellers shorten them.
    rf"|{_NUTRIENT})",
    _I,
)
# In a title, what follows a measure is mostly more of the item's name ("2TB USB-C Portable SSD"): only a range,
# a limit or a card it takes is left out.
_NOT_OWN_AFTER_TITLE = re.compile(
    r"^\s*(?:-|–|/|to|or|and|&|\+)\s*\d|^\s*(?:micro\s?sd|sd\b|memory\s+card|cards?\b|expand\w*|max\b|maximum|/s|ps\b"
    # Thirty-first round: a nutrient's amount in the title ("20 g Protein") is no weight of the item either, now that
    # a specific weighing each piece ("60 Grams each") is read against the title.
    rf"|each|per\b|compatible|sold\s+separately|{_EQUIVALENT_AFTER}|{_NUTRIENT})",
    _I,
)


# What a meter or a scale reads in a test (facets.READING_BEFORE): a voltage or a weight on the bench.
_READ_DIMENSIONS = frozenset({"voltage", "mass", "ounce"})
_CUP_SIZED = re.compile(r"\b(?:bras?|bralettes?|cups?|bikini|swimsuit|lingerie)\b", _I)


def measures(text: str, *, own: bool = True, title: bool = False) -> list[Measure]:
    """The item's own measures in a text: "256GB", "24,000mAh", "2 x 500 ml", "30 lb" (not limits or ranges, but a
    title's rating from zero, "0-10A"); with ``own=False`` every measure written, whatever it is said of."""
    found = []
    for match in _MEASURE.finditer(text):
        before = text[max(0, match.start() - 30) : match.start()]
        after = text[match.end() : match.end() + 25]
        unit = " ".join(match.group(3).lower().split())
        if unit not in UNITS:
            unit = unit.replace(" ", "")
        dimension, factor = UNITS.get(unit, ("", 0.0))
        if not dimension:
            continue
        if text[match.start() - 1 : match.start()] == "-":
            # Matched only after "0-" (`_ZERO_SPAN_BEFORE`): a title's rating, read without the "0-" that opens it.
            if not (title and dimension in _SPAN_RATINGS):
                continue
            before = before[:-2]
        numerator, fraction, denominator = match.group(2).partition("/")
        # A fraction is read of a motor's rating only ("1/2 HP"); "3/4 in" and "1/2 lb" were never read.
        if fraction and (dimension != "horsepower" or int(denominator) == 0):
            continue
        if dimension in _RATING_DIMENSIONS:
            # A rating's maximum is the rating: only what the limit word leaves is read as before.
            before = _RATING_LIMIT_BEFORE.sub("", before)
            if (limit := _RATING_LIMIT_AFTER.match(after)) is not None:
                after = after[limit.end() :]
        if own and (
            _NOT_OWN_BEFORE.search(before)
            or facets.TEST_LOAD_BEFORE.search(before)
            or ((_NOT_OWN_AFTER_TITLE if title else _NOT_OWN_AFTER).match(after) and not _shaped_volume(unit, after))
            or (not title and facets.READING_AFTER.match(after))
            or (not title and dimension == "charge" and facets.CHARGE_READING_AFTER.match(after))
        ):
            continue
        if (
            own
            and not title
            and (facets.other_listings_sentence(text, match.start()) or facets.directions_sentence(text, match.start()))
        ):
            continue
        # "2 in 1", "7-in-1", "5 in stock": the word, not inches.
        if unit == "in" and re.match(r"\s*-?\s*(?:\d|stock|one|the|a\b|an\b|my|our|your|good|great|box)", after, _I):
            continue
        # A current is written as a capital "A" on its number ("13A", "16A"), or apart in a value that is only the
        # measure ("Max Output: 5 A"): "2 a day" and "4 a side" are words, and a bra's "34A" is its band and cup
        # (thirty-first round).
        if unit == "a" and (
            match.group(3) != "A"
            or (match.start(3) != match.end(2) and text.strip() != match.group().strip())
            or _CUP_SIZED.search(text)
        ):
            continue
        number = int(numerator) / int(denominator) if fraction else float(match.group(2).replace(",", ""))
        value = number * factor
        if value <= 0:
            continue
        if dimension == "data":
            dimension = "memory" if facets.MEMORY_AFTER.match(text, match.end()) else "storage"
        if own and dimension == "mass" and _force_in_weight(text, match.start(), match.end()):
            continue
        if (
            own
            and not title
            and dimension in _READ_DIMENSIONS
            and facets.READING_BEFORE.search(text, max(0, match.start() - 45), match.start())
        ):
            continue
        count = int(match.group(1)) if match.group(1) else 0
        totals = (value * count,) if count > 1 else ()
        found.append(Measure(dimension, value, match.group().strip(), match.start(), totals))
    return found


# Twenty-fifth round: a force said in weight units is no weight of the item: a racket's string tension ("strung at
# 55 lbs", "tension 24 lbs"), a bow's draw ("45 lb draw", "draw weight 40 lbs"), a line's breaking strain ("20 lb
# test", "12lb braid"). Read within the clause before the measure (a sentence's verb may open it: "Strung with <string>
# at 53lbs") or right after it.
_FORCE_BEFORE = re.compile(
    r"\b(?:strung|re-?strung|stringing|tension(?:ed)?|draw(?:\s+weight)?|poundage|breaking\s+strain|line\s+class)\b"
    r"[^.;\n]{0,45}$",
    _I,
)
_FORCE_AFTER = re.compile(
    r"\s*-?\s*(?:of\s+)?(?:tension|draw\b|pull\b|test\b(?!\s+weights?)|breaking|strain|line\b|braid|mono|fluoro"
    r"|leader|tippet)",
    _I,
)


def _force_in_weight(text: str, start: int, end: int) -> bool:
    before = text[max(0, start - 60) : start]
    return _FORCE_AFTER.match(text, end) is not None or _FORCE_BEFORE.search(before) is not None


# Twenty-second round: a shape word after a volume names the vessel's shape ("a 29 gallon high tank", "20 gallon long",
# "a 2 litre wide-mouth jar"): the vessel's own capacity, where after a length ("18 in high") it is another dimension.
_SHAPE_AFTER = re.compile(r"\s*-?\s*(?:wide|long|tall|deep|high)\b", _I)


def _shaped_volume(unit: str, after: str) -> bool:
    return _SHAPE_AFTER.match(after) is not None and UNITS.get(unit, ("", 0.0))[0] in ("volume", "pint")


# Item specifics whose value is a limit, a range, a rate or the measure of something other than the item as it
# is sold ("Max Output", "Weight Range", "Shipping Weight", "Compatible Storage", "Read Speed").
_NOT_OWN_KEY = re.compile(
    r"\b(?:max\w*|min\w*|range|limit|output|input|speed|rate|read|write|compatib\w*|fits?|fitment|support\w*"
    r"|recommend\w*|load|payload|ship\w*|packag\w*|package|gross|box|per|each|expand\w*|cache|charger|adapter|power"
    r"|wattage|watts|peak|rating|rated|tank|bowl|jar|cup|drum|drawer|basket|waist|chest|bust|hip|inseam|leg"
    r"|length|width|height|depth|thickness|dimensions?|strap|band|chain|cable|cord|wire|hose|blade|bar|bit|wheel"
    r"|tyre|tire|rim|frame|lens|focal|aperture|filter|sensor|pixel|resolution|dpi|thread|count)\b",
    _I,
)
# A rating's specific that names a limit or another item's rating, not the item's own ("Min Flow", "Recommended Pump
# Flow", "Compatible Motor", "Input Power").
_NOT_OWN_RATING_KEY = re.compile(
    r"\b(?:min\w*|range|limit|input|compatib\w*|fits?|fitment|support\w*|recommend\w*|suitable|ship\w*|packag\w*"
    r"|per|each)\b",
    _I,
)
_CONTENTS_KEY = re.compile(
    r"\b(?:includ\w*|contents|in\s+the\s+box|what'?s\s+in\s+the\s+box|accessor(?:y|ies)|components)\b", _I
)
# Which item specifics state a data capacity of memory rather than of storage.
_MEMORY_KEY = re.compile(r"\b(?:ram|memory|vram)\b", _I)
_STORAGE_KEY = re.compile(r"\b(?:storage|capacity|hard\s+drive|hdd|ssd|drive|disk|rom)\b", _I)


# Every check reads the specifics' keys as words, so each key is read once (keys are the marketplace's few names).
@lru_cache(maxsize=WORDS_HELD)
def _key_words(key: str) -> str:
    """ "number_of_items", "ItemWeight" and "Item Weight" alike, as words."""
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", key)
    return " ".join(re.split(r"[\s_\-/()]+", spaced)).strip().lower()


# Eighteenth round: a number with a unit, counted as written ("120 V / 240 V" writes two even where the reader of own
# measures keeps one), and what a value goes on to name after its measure ("64 oz water tank": the tank's).
_WRITTEN_MEASURE = re.compile(r"\d(?:[\d.,]*\d)?(?=\s?-?\s?[a-z\"\u2033])", _I)
_MEASURED_PART = re.compile(r"^\s*(?:[\w-]+\s+){0,2}?([a-z][\w-]*)\s*$", _I)


def _written_measures(value: str) -> int:
    return sum(facets.MEASURE_UNIT_AFTER.match(value, m.end()) is not None for m in _WRITTEN_MEASURE.finditer(value))


_CONVERTED_VALUE = re.compile(r"([^()]+?)\s*\(\s*(?:approx\.?\s+|about\s+|~\s*)?([^()]+?)\s*\)")
# Thirty-first round: a specific that weighs or fills one piece of a set ("Weight: 230 g each", "Volume: 50 ml per
# unit") gives one unit's measure; the sale's count then reads a total against it (_one_unit_of_the_sale), where the
# word "each" left the whole value unread.
_EACH_VALUE = re.compile(r"\s*(?:each|apiece|per\s+(?:piece|item|unit))\s*\.?\s*$", _I)


_A_DIGIT = re.compile(r"\d")


# Read once per specific: measure_mismatch and title_measure_outvoted each read every specific's measure (forty-second
# round). The reading depends on the key and the value alone (as _measures on its text), and a Measure is immutable.
@lru_cache(maxsize=WORDS_HELD)
def _specific_measure(key: str, value: str) -> Measure | None:
    """The one measure an item specific gives, or None when it gives none, several, or a limit."""
    # Every measure is a number: a value without a digit gives none, whatever its key (most values are words).
    if _A_DIGIT.search(value) is None:
        return None
    words = _key_words(key)
    # Thirty-eighth round: a contents specific ("Included: Scale, 100 g calibration weight, batteries", "In the Box",
    # "Accessories") names the parts that come with the item, each with its own measure; none of them is the item's.
    if gated_search(_CONTENTS_KEY, words) is not None:
        return None
    value = _EACH_VALUE.sub("", value)
    # A rating's key names its maximum, its rate or its motor's power ("Max Flow Rate", "Motor Power"): read unless it
    # names a limit or another item's rating ("Min Flow", "Recommended Pump Flow"; twenty-ninth round).
    refused = gated_search(_NOT_OWN_KEY, words) is not None
    if refused and (gated_search(_NOT_OWN_RATING_KEY, words) or _RATING_UNIT.search(value) is None):
        return None
    # Two measures written in one value ("1 GB internal + 16 GB card") are a list, and a value that names a part after
    # its measure ("64 oz water tank") is that part's, not the item's (eighteenth round). One measure with its
    # conversion in brackets ("5.5 gal (21 L)", "2 lb (907 g)") is one measure (twenty-second round).
    if (converted := _CONVERTED_VALUE.fullmatch(value.strip())) is not None:
        first, second = measures(converted.group(1)), measures(converted.group(2))
        # Only a conversion: a count in the brackets ("6TB (2x3TB)") writes the parts the total is made of.
        if len(first) == 1 and len(second) == 1 and not second[0].totals and first[0].agrees(second[0]):
            value = converted.group(1)
    if _written_measures(value) > 1:
        return None
    found = measures(value)
    rating = len(found) == 1 and found[0].dimension in _RATING_DIMENSIONS
    if refused and not rating:
        return None
    part = _MEASURED_PART.match(value[found[0].start + len(found[0].quote) :]) if found else None
    if part is not None and (_NOT_OWN_RATING_KEY if rating else _NOT_OWN_KEY).search(part.group(1)):
        return None
    # The value must be one measure ("512 GB", "6 (28.5")" counts its size word apart): a list or a set of
    # dimensions ("10.25 x 6.5 x 3.25 in", "8GB / 16GB") is not one facet. A motor's fraction ("1/3 HP") is one.
    dimensions = {m.dimension for m in found}
    unranged = value.replace(found[0].quote, " ") if rating and _FRACTION.match(found[0].quote) else value
    if len(found) != 1 or len(dimensions) != 1 or re.search(r"\d\s*(?:-|–|to|/|~|x|×|\*)\s*\d", unranged, _I):
        return None
    measure = found[0]
    if measure.dimension in ("storage", "memory"):
        if _MEMORY_KEY.search(words):
            measure = Measure("memory", measure.value, measure.quote, measure.start, measure.totals)
        elif not _STORAGE_KEY.search(words):
            return None
    # A length specific names one part of many; only the size the item is sold by is compared.
    if measure.dimension.startswith("length") and not re.fullmatch(
        r"(?:(?:screen|display|case|item)\s+)?size|screen|display|(?:screen|display)\s+size\s+\w+", words
    ):
        return None
    return measure


_DATA_DIMENSIONS = frozenset({"storage", "memory"})


def _one_quantity(a: Measure, b: Measure) -> bool:
    return a.dimension == b.dimension or {a.dimension, b.dimension} <= _DATA_DIMENSIONS


def _first_disagreeing(given: Measure, stated: list[Measure], written: list[Measure]) -> Measure | None:
    """A measure the field states of the item in the specific's dimension, when the field writes the specific's
    value nowhere, not even of something else ("the old 256 GB SSD swapped for a new 512 GB" agrees with 512)."""
    same = [m for m in stated if m.dimension == given.dimension]
    if not same or any(given.agrees(m) for m in written if m.dimension == given.dimension):
        return None
    return same[0]


_DOSE = re.compile(r"\d\s?-?\s?(?:mg|milligrams?)$", _I)
_PER_SERVING = re.compile(
    r"\b(?:per|each|a|every)\s+(?:scoop|serving|tablet|capsule|softgel|gummy|sachet|portion|dose|shot)\b|\bserving\s+size\b",
    _I,
)


def _per_serving(text: str, at: int) -> bool:
    """Whether the sentence (or list line) around ``at`` gives amounts per serving: a recipe of ingredients."""
    return _serving_sentence(text, *sentence_around(text, at, edges=MEASURE_EDGES))


# Searched once per sentence, not once per measure: a description with no sentence break ("1GB 1GB ...") would cost a
# whole-text search per measure (quadratic), as facets.other_listings_sentence notes.
@lru_cache(maxsize=TEXTS_HELD)
def _serving_sentence(text: str, start: int, end: int) -> bool:
    return _PER_SERVING.search(text, start, end) is not None


_VINYL = r"(?:vinyl|lps?|records?|pressings?|heavyweight)"
_PRESSING_BEFORE = re.compile(rf"\b{_VINYL}\b[\s,(]*$", _I)
_PRESSING_AFTER = re.compile(rf"^\s*(?:[a-z]+\s+){{0,2}}?{_VINYL}\b", _I)


def _pressing_weight(text: str, m: Measure) -> bool:
    """Whether a weight is a record's pressing ("180 gram black vinyl", "(Vinyl LP, 180g)")."""
    if m.dimension != "mass":
        return False
    end = m.start + len(m.quote)
    return bool(
        _PRESSING_BEFORE.search(text[max(0, m.start - 20) : m.start]) or _PRESSING_AFTER.match(text[end : end + 30])
    )


# Twenty-third round: a model named by its capacity ("Model: Flask 20 oz") names the item's own volume, so the model's
# measure is no other facet's against a capacity specific ("Capacity: 30 Ounces" under a "20 oz" title). Against a
# weight it stays another facet's: an ounce is a weight or a volume.
_CAPACITY_KEY = re.compile(r"^(?:capacity|volume|size|liquid\s+capacity|item\s+volume)$", _I)
# A specific that weighs the item as it is sold (placeholder_hides_value, _weighed_ounces).
_WEIGHT_SPECIFIC = re.compile(r"^(?:item\s+|net\s+|unit\s+)?weight$", _I)
_MODEL_NAME_KEY = re.compile(r"^(?:model|model\s+name|product\s+name|mpn)$", _I)


def _named_by_its_capacity(given_key: str, other_key: str) -> bool:
    return bool(_CAPACITY_KEY.match(_key_words(given_key)) and _MODEL_NAME_KEY.match(_key_words(other_key)))


# Forty-first round: a specific that names the most weight the item bears ("Maximum Weight Recommendation: 225 Pounds",
# "Load Capacity", "Max User Weight", "Weight Limit") is refused as the item's own measure (a limit), but the weight it
# gives is still the listing's: a title or a description that writes the same figure ("4 ft Step Ladder, 225 lb",
# "holds 300 lb as a cart") states that limit, never what the item weighs, so it is no second value of the item's
# weight specific. A weight that agrees with no such limit is still read against it.
_LOAD_LIMIT_KEY = re.compile(
    r"\b(?:load|payload|weight\s+(?:capacity|limit|rating|recommendation)"
    r"|(?:max\w*|recommended|user|rider|occupant)\s+(?:\w+\s+)?weight)\b",
    _I,
)
_NOT_A_LOAD_KEY = re.compile(r"\b(?:ship\w*|packag\w*|gross|box|postage)\b", _I)


def _load_limits(listing: Listing) -> list[Measure]:
    found = []
    for key, value in listing.attributes.items():
        words = _key_words(key)
        if _LOAD_LIMIT_KEY.search(words) is None or _NOT_A_LOAD_KEY.search(words) is not None:
            continue
        given = measures(value, own=False)
        if len(given) == 1 and given[0].dimension == "mass":
            found.append(given[0])
    return found


def measure_mismatch(listing: Listing) -> Quote | None:
    """An item specific's measure against the title's and the description's measures of the same dimension.

    The title's and the description's measures are read apart: a field that states the dimension and never the
    specific's value contradicts it ("Storage Capacity: 512 GB" under a "1TB" title; "Weight: 30 lb" beside
    "it's the 24 lb bag"). Lengths are compared with the title only: a description measures many parts.
    """
    keyed = [(key, m) for key, value in sorted(listing.attributes.items()) if (m := _specific_measure(key, value))]
    # Most listings give no measure in a specific: then nothing is compared, and the title's and the description's
    # measures, the costliest reading of the structure-first checks, are not read for it (thirty-fourth round).
    if not keyed:
        return None
    title_measures, title_written = _measures(listing.title, True)
    described, description_written = _measures(listing.description, False)
    # A title's weight in milligrams is an ingredient's dose ("500mg Vitamin C", "400 mg magnesium"), and a
    # description's amounts per scoop or serving are its ingredients'; neither is what the item weighs. Read since
    # the seventeenth round spelled units out ("Net Weight: 250 Grams"), they would outvote every supplement's weight.
    # A record's pressing weight ("180g vinyl", "Vinyl LP, 180g") is the disc's grade, not what the item weighs
    # (eighteenth round).
    title_measures = [m for m in title_measures if not _DOSE.search(m.quote) and not _pressing_weight(listing.title, m)]
    description_measures = [
        m
        for m in described
        if not m.dimension.startswith("length")
        # A pump's description gives its flow at each head and a motor's its running and peak power: as lengths, many
        # ratings; the title's is the one it is sold by (twenty-ninth round).
        and m.dimension not in _RATING_DIMENSIONS
        and not _per_serving(listing.description, m.start)
        and not _pressing_weight(listing.description, m)
    ]
    given_measures = [m for _, m in keyed]
    sale_counts = sale_counts_of(listing) if given_measures else frozenset()
    limits = _load_limits(listing)
    # Fortieth round: parts whose capacities add up to the whole ("compartments of 500 ml, 250 ml and 250 ml" beside
    # "Capacity: 1000 Milliliters") are the parts', and their total is the specific's (facets.parts_runs).
    runs = [
        (run, measures(run.total, own=False)) for run in facets.described_parts_runs(listing.title, listing.description)
    ]
    for key, given in keyed:
        # A measure another specific gives is that specific's ("32 oz" beside "Capacity: 32 Fluid Ounces" is no weight
        # against "Item Weight: 14.1 Ounces"; twelfth round); one unit's measure and the sale's total are the same
        # item counted ("6 oz Cans, Pack of 6" beside "Net Weight: 36 Ounces"; fourteenth round).
        others = [m for k, m in keyed if m is not given and not _named_by_its_capacity(key, k)]

        def own(
            m: Measure, given: Measure = given, others: list[Measure] = others, limits: list[Measure] = limits
        ) -> bool:
            # Of the same quantity only: "1500 W" beside "1.5 L" is no measure the title shares (thirty-first round);
            # a title's "16GB" may be the memory a specific gives, so data sizes stay one quantity.
            return (
                not any(_one_quantity(m, o) and m.agrees(o) for o in others)
                and not _one_unit_of_the_sale(given, m, sale_counts)
                and not any(m.dimension == limit.dimension and m.agrees(limit) for limit in limits)
            )

        for read in (given, _weighed_ounces(key, given)):
            if read is None:
                continue
            if read.dimension == "mass" and _WEIGHT_SPECIFIC.match(_key_words(key)) and weighs_things(listing):
                continue
            # Forty-fourth round: the most an instrument that weighs things takes ("Capacity: 11 lb" on a kitchen scale)
            # is read against the title alone: the description's masses are the loads it was tried with ("checked it
            # against a 500 g weight", "weighed a 23 kg case") and the steps it reads, never a second capacity.
            if read.dimension == "mass" and loads_apart(listing):
                title_loads = [m for m in title_measures if own(m, read)]
                if (other := _first_disagreeing(read, title_loads, title_written)) is not None:
                    return ListingField.TITLE, other.quote
                continue
            if _pieces_add_up(read, title_measures):
                continue
            summed = _pieces_adding_up_by_line(read, listing.description, description_measures)
            title_own = [m for m in title_measures if own(m, read)]
            described_own = (
                []
                if _STEP_KEY.search(_key_words(key))
                else [
                    m
                    for m in description_measures
                    if own(m, read)
                    and m.start not in summed
                    and not _load_within_capacity(key, read, m)
                    and not any(
                        run.start <= m.start < run.end and any(read.agrees(t) for t in total) for run, total in runs
                    )
                ]
            )
            if (other := _first_disagreeing(read, title_own, title_written)) is not None:
                return ListingField.TITLE, other.quote
            if (other := _first_disagreeing(read, described_own, description_written)) is not None:
                return ListingField.DESCRIPTION, other.quote
    return None


# Thirty-eighth round: an instrument that weighs things (a kitchen, bathroom, luggage or pocket scale, a balance) gives
# in its title and description the loads it takes and the steps it reads ("400 lb Capacity, 0.2 lb Increments", "200
# g x 0.01 g"), never what it weighs itself; so a specific that weighs the item is compared with none of them. The
# kind is read in the title or a type specific, never after a cue that names what the item is for ("Calibration Weight
# for Pocket Scales", "Battery Cover for Kitchen Scale"): that item is weighed on one, it does not weigh.
_WEIGHING_KIND = re.compile(
    rf"\b(?:{shapes.WEIGHING_SCALE_USE}\s+(?:weighing\s+)?scales?"
    r"|(?:analytical|precision|laboratory|lab|spring|triple\s+beam|jewel(?:le)?ry)\s+balance)\b",
    _I,
)
_FOR_BEFORE = re.compile(r"\b(?:for|fits?|compatible\s+with|to\s+fit|suits?)\b", _I)
# The marketplaces' names for the type specific: read here and by the cassette reading far below.
_TYPE_KEY = re.compile(r"^(?:type|item\s+type|product\s+type)$", _I)


# Forty-fourth round: the description of an instrument that weighs things gives the loads it was tried with ("a 1 lb
# bag reads 454 g"), unless it says what the most is ("Capacity 3 kg", "takes up to 150 kg"): that is a second capacity.
_MOST_IT_TAKES = re.compile(r"\b(?:capacity|max(?:imum)?|up\s+to|limit)\b", _I)


def loads_apart(listing: Listing) -> bool:
    """Whether the description's weights are loads an instrument that weighs things was tried with, never its own."""
    return weighs_things(listing) and _MOST_IT_TAKES.search(listing.description) is None


def weighs_things(listing: Listing) -> bool:
    """Whether the item is an instrument that weighs things, as its title or its type specific names it."""
    texts = [listing.title, *(v for k, v in listing.attributes.items() if _TYPE_KEY.match(_key_words(k)))]
    return any(
        (found := _WEIGHING_KIND.search(text)) is not None and not _FOR_BEFORE.search(text, 0, found.start())
        for text in texts
    )


# Thirty-eighth round: a set sold by its pieces' measures ("Calibration Weight Set 1 kg, 500 g, 200 g, 100 g",
# "Kettlebell Set 4 kg, 6 kg, 8 kg") is weighed or filled whole by its specific: the pieces the title lists, each less
# than the whole, add up to it. Only what a sale holds several of is summed: a laptop's "16GB 1TB" is memory beside
# storage, never two pieces of a 1 TB drive.
def _pieces_add_up(given: Measure, stated: list[Measure]) -> bool:
    if given.dimension not in _COUNTED_DIMENSIONS:
        return False
    pieces = [m for m in stated if m.dimension == given.dimension and not m.totals]
    return (
        len(pieces) >= 2
        and all(m.value < given.value and not m.agrees(given) for m in pieces)
        and _close(given.value, sum(m.value for m in pieces))
    )


# Forty-fourth round: the same pieces in one line of the description, each after its own name ("Drum pair 5.9 lb,
# stand 6.4 lb" beside "Item Weight: 12.3 pounds", "frame 4.2 kg, wheels 1.8 kg"): a line whose pieces add up to the
# specific weighs the whole in parts, and none of them is the item's own measure. A lone measure in its line, or pieces
# that do not add up, are still compared. Read only once a specific gives a measure (few listings), line by line.
def _pieces_adding_up_by_line(given: Measure, text: str, stated: list[Measure]) -> frozenset[int]:
    if len(stated) < 2 or given.dimension not in _COUNTED_DIMENSIONS:
        return frozenset()
    lines: dict[int, list[Measure]] = {}
    for m in stated:
        lines.setdefault(text.count("\n", 0, m.start), []).append(m)
    return frozenset(m.start for line in lines.values() if _pieces_add_up(given, line) for m in line)


# Thirty-fifth round: an ounce is a weight or a volume, so it is compared only with ounces; under a specific that
# weighs the item ("Item Weight: 8 Ounces") it is a weight, and a title's or a description's pounds or grams are read
# against it too ("1 lb" over an 8 oz bag). Precious metal is weighed in troy ounces ("1 oz" of silver is 31.1 g), so
# the ounce also stands for its troy weight. A fluid ounce is a volume whatever its key.
_OUNCE_IN_GRAMS = 28.3495
_TROY_OUNCE_IN_GRAMS = 31.1035
_FLUID_OUNCE = re.compile(r"\bfl", _I)


def _weighed_ounces(key: str, given: Measure) -> Measure | None:
    if given.dimension != "ounce" or not _WEIGHT_SPECIFIC.match(_key_words(key)) or _FLUID_OUNCE.search(given.quote):
        return None
    return Measure(
        "mass",
        given.value * _OUNCE_IN_GRAMS,
        given.quote,
        given.start,
        (
            given.value * _TROY_OUNCE_IN_GRAMS,
            *(total * grams for total in given.totals for grams in (_OUNCE_IN_GRAMS, _TROY_OUNCE_IN_GRAMS)),
        ),
    )


# Thirty-sixth round: a step specific ("Readability: 0.01 Grams", "Increment: 1 g", "Accuracy: 0.5 ml") is the least
# amount a measuring item shows; the description's amounts are what was put on it or drawn with it (a calibration
# weight, a test load), never a step, so only the title, which writes the step beside the capacity ("100 g x 0.01 g"),
# is compared with it.
_STEP_KEY = re.compile(r"\b(?:readability|accuracy|precision|increments?|graduations?|divisions?)\b", _I)


# Thirty-first round: a weight capacity is a limit, and a lighter weight the description gives is a load put on the item
# ("sat on it, 180 lb", "held a 20 kg bag"), not its rating; a heavier one still says the specific is wrong.
_CAPACITY_WORD = re.compile(r"\bcapacity\b", _I)


def _load_within_capacity(key: str, given: Measure, described: Measure) -> bool:
    return (
        given.dimension == described.dimension == "mass"
        and described.value < given.value
        and _CAPACITY_WORD.search(key) is not None
    )


# What a sale holds several of is weighed or filled by the unit or in total; data, charge, lengths and voltages are
# the item's own whatever the count ("2 x 64GB" is never a 128GB card).
_COUNTED_DIMENSIONS = frozenset({"mass", "ounce", "volume"})
_SALE_COUNT_KEY = re.compile(
    r"\b(?:number\s+of\s+(?:items|pieces|units|packs)|(?:unit|item|pack|piece)\s+count|quantity)\b", _I
)


def sale_counts_of(listing: Listing) -> frozenset[int]:
    """How many units the listing says the sale holds, wherever it says it: the title's and the description's
    counts, a multipack's arithmetic, a count specific."""
    found = {
        int(facet.value)
        for text in (listing.title, listing.description)
        for facet in (*facets.title_unit_counts(text), *facets.sold_counts(text))
        if facet.value.isdigit()
    }
    found.update(n for product in facets.multiplied_counts(listing.title, listing.description) for n in product)
    found.update(
        int(value.strip())
        for key, value in listing.attributes.items()
        if value.strip().isdigit() and _SALE_COUNT_KEY.search(_key_words(key))
    )
    return frozenset(n for n in found if 1 < n <= 1000)


def _one_unit_of_the_sale(given: Measure, stated: Measure, sale_counts: frozenset[int]) -> bool:
    """The specific gives one unit's measure and the field the sale's total, or the other way round."""
    if given.dimension not in _COUNTED_DIMENSIONS or stated.dimension != given.dimension:
        return False
    return one_unit_and_total(given.value, stated.value, sale_counts)


def one_unit_and_total(a: float, b: float, sale_counts: frozenset[int]) -> bool:
    """One value is the other times a count the listing states (to the facets' tolerance), either way round."""
    return any(_close(a, b * n) or _close(b, a * n) for n in sale_counts)


@lru_cache(maxsize=TEXTS_HELD)
def _measures(text: str, title: bool) -> tuple[list[Measure], list[Measure]]:
    """A field's own measures and every measure it writes (a title's rating after "0-" among them)."""
    return measures(text, title=title), measures(text, own=False, title=title)


# --- letter sizes of garments -------------------------------------------------------------------------------

_LETTER_SIZES: Mapping[str, str] = {
    "xxs": "XXS", "xs": "XS", "s": "S", "small": "S", "m": "M", "medium": "M", "med": "M", "l": "L",
    "large": "L", "xl": "XL", "x-large": "XL", "extra large": "XL", "xxl": "XXL", "2xl": "XXL", "xx-large": "XXL",
    "xxxl": "XXXL", "3xl": "XXXL",
}  # fmt: skip
_SIZE_WORD = r"(?:xx-large|x-large|extra\s+large|xxxl|xxl|2xl|3xl|xxs|xs|xl|small|medium|large|med|s|m|l)"
# Where a title states a garment's size: after "size"/"sz", after the wearer ("Men's Large", "Womens M"), or
# as the last word of the title or of a segment ("..., Black, Large"). "Large" inside a name ("Large Wine
# Glasses") is followed by more of the name and is not read; a single letter is read only after "size" or a
# wearer.
_TITLE_SIZE = re.compile(
    rf"\b(?:size|sz)\s*:?\s*({_SIZE_WORD})\b(?![\w/-])"
    rf"|\b(?:men'?s|mens|women'?s|womens|ladies|ladies'|boys'?|girls'?|kids'?|youth|unisex|adult)\s+({_SIZE_WORD})\b(?![\w/-])"
    rf"|(?:^|[,|(]\s*|\s-\s|\s)(xx-large|x-large|extra\s+large|small|medium|large)\s*(?:$|[,|)])"
    # Right after the garment it sizes ("Pocket T-Shirt Large Carbon Heather").
    rf"|\b(?:t-?shirt|tee|shirt|polo|jacket|coat|parka|hoodie|sweatshirt|sweater|jumper|cardigan|fleece|dress|skirt"
    rf"|jeans|trousers|pants|shorts|leggings|top|blouse|blazer|gilet|vest|joggers)\s+(xx-large|x-large|extra\s+large|small"
    rf"|medium|large|xxl|xl|xs)\b(?![\w/-])(?!\s+(?:print|pattern|logo|check|stripe|floral|flower|dots?|spots?|pocket|batch"
    rf"|business|brand|sizes?))",
    _I,
)
# A description's own statement of the size on the label ("tag size is Large", "the label says M", "it's a size
# M"); how it fits ("fits like a medium", "would suit a large") is about the wearer and is not read.
_STATED_SIZE = re.compile(
    rf"\b(?:(?:tag|label)\s+(?:size\s+)?(?:is|says|reads|shows)|(?:tag|label)(?:ged|led|ed)?\s+(?:as\s+)?(?:a\s+)?size"
    rf"|(?:it'?s|it\s+is|this\s+is|marked)\s+(?:a\s+)?size|size\s+on\s+the\s+(?:tag|label)\s+(?:is|says|reads)"
    # "This is the LARGE" (eighth round): the item named by its size; only the spelled-out sizes, not a letter.
    rf"|this\s+is\s+the(?=\s+(?:xx-large|x-large|extra\s+large|small|medium|large)\b))"
    rf"\s*:?\s*({_SIZE_WORD})\b(?![\w/-])"
    rf"|(?:^|(?<=[.!;\n]))\s*size\s*:?\s*({_SIZE_WORD})\b(?![\w/-])(?=\s*(?:$|[.,;!\n]))",
    _I,
)
_SIZE_KEY = re.compile(r"^(?:size|clothing\s+size|size\s+\w+|\w+\s+size)$", _I)
_NOT_GARMENT_SIZE_KEY = re.compile(r"\b(?:shoe|ring|bed|cup|band|screen|case|frame|wheel|sheet|duvet)\b", _I)


def _letter(word: str) -> str | None:
    return _LETTER_SIZES.get(" ".join(word.lower().split()))


def letter_size_mismatch(listing: Listing) -> Quote | None:
    """A garment's letter size specific ("Size: M") against the size the title or the label statement gives."""
    sizes = [
        size
        for key, value in listing.attributes.items()
        if _SIZE_KEY.match(_key_words(key)) and not _NOT_GARMENT_SIZE_KEY.search(key)
        if (size := _letter(value.strip().rstrip(".")))
    ]
    if len(set(sizes)) != 1:
        return None
    size = sizes[0]
    for field, text, pattern in (
        (ListingField.TITLE, listing.title, _TITLE_SIZE),
        (ListingField.DESCRIPTION, listing.description, _STATED_SIZE),
    ):
        stated = [(m, _letter(next(g for g in m.groups() if g))) for m in pattern.finditer(text)]
        if stated and all(letter != size for _, letter in stated):
            return field, stated[0][0].group().strip(" ,|()-")
    return None


# --- a size written as a code: letters and a number ---------------------------------------------------------------

# Thirty-first round: a size some trades write as one or two capital letters and a number (a sheet's "A4", an
# envelope's "C5", a thread's "M8", a uniform's "A3"): a specific of that shape against a title that writes the same
# letters with another number names two sizes. Capitals only, so a word ("a4" in a code) is not read.
_CODE_SIZE = re.compile(r"([A-Z]{1,2})(\d{1,2})")
_TITLE_CODE_SIZE = re.compile(r"(?<![\w/.-])([A-Z]{1,2})(\d{1,2})(?![\w/.-])")
_OTHER_SIZE_BEFORE = re.compile(r"\b(?:to|into|than|from|for|fits?|holds?|takes?|or)\s+(?:an?\s+)?$", _I)


# Thirty-sixth round: the A and B sheet series are one scale of paper sizes (a B5 notebook is not an A5 one), so a
# title's "B5" against "Size: A5" names two sizes as surely as "A4" does. The C series sizes envelopes, which a
# stationery set sells beside its sheets ("A6 cards with C6 envelopes"): it stays read only against itself.
_SHEET_SERIES = frozenset({"A", "B"})


def _one_size_series(written: str, specific: str) -> bool:
    return written == specific or {written, specific} <= _SHEET_SERIES


# Forty-fifth round: trades that write the number first and the letters after (a drumstick's "5A" beside its "5B", a
# toddler's "2T" beside "3T", a suit jacket's "40R" beside "38R", a bra's "34B" beside "34C"). Two such codes name
# one scale when they share the number or the letters; one letter run opening the other ("2X" and "2XL") is one size
# written two ways. The hyphen and slash guards keep a span or a choice ("2T-4T", "5A/5B") from being read as a size.
_NUMBER_CODE_SIZE = re.compile(r"(\d{1,2})([A-Z]{1,2})")
_TITLE_NUMBER_CODE_SIZE = re.compile(r"(?<![\w/.-])(\d{1,2})([A-Z]{1,2})(?![\w/.-])")


def _one_number_code_series(written: re.Match[str], specific: re.Match[str]) -> bool:
    (number, letters), (own_number, own_letters) = written.groups(), specific.groups()
    if letters == own_letters:
        return True
    return number == own_number and not (letters.startswith(own_letters) or own_letters.startswith(letters))


def _written_code_sizes(title: str, size: str) -> list[re.Match[str]]:
    if (numbered := _NUMBER_CODE_SIZE.fullmatch(size)) is not None:
        return [m for m in _TITLE_NUMBER_CODE_SIZE.finditer(title) if _one_number_code_series(m, numbered)]
    letters = size.rstrip("0123456789")
    return [m for m in _TITLE_CODE_SIZE.finditer(title) if _one_size_series(m.group(1), letters)]


def code_size_mismatch(listing: Listing) -> Quote | None:
    """A size specific written as a code ("Size: A3", "Size: 5B") against a title that gives the same scale another
    size."""
    sizes = {
        value.strip()
        for key, value in listing.attributes.items()
        if _SIZE_KEY.match(_key_words(key))
        and (_CODE_SIZE.fullmatch(value.strip()) or _NUMBER_CODE_SIZE.fullmatch(value.strip()))
    }
    if len(sizes) != 1:
        return None
    size = sizes.pop()
    written = _written_code_sizes(listing.title, size)
    if not written or any(m.group() == size for m in written):
        return None
    # A description that writes the specific's size as another thing's ("folds out to A4", "holds A4 sheets") sizes
    # that thing: the twenty-third round's code net leaves it to a person.
    coded = _TITLE_NUMBER_CODE_SIZE if _NUMBER_CODE_SIZE.fullmatch(size) else _TITLE_CODE_SIZE
    for m in coded.finditer(listing.description):
        if m.group() == size and _OTHER_SIZE_BEFORE.search(listing.description, max(0, m.start() - 20), m.start()):
            return None
    return ListingField.TITLE, written[0].group()


# --- a length keyed by its dimension, against the same dimension said in the text (thirty-third round) -------------

# A length specific is read against the title only when it names the size the item is sold by (measure_mismatch): a
# text measures many parts. A specific keyed by one dimension ("Diameter: 125 mm") is the item's own, and a measure
# the title or the description pins to that same dimension word ("150mm diameter", "width of 60 cm", "Ø 80 mm")
# states it again: two values, when the text writes the specific's nowhere.
_DIMENSION_KEY = re.compile(
    r"^(?:(?:item|product|overall|outer|outside|external)\s+)?(diameter|width|length|height|depth|thickness)$", _I
)
_DIMENSION_WORDS = {
    "diameter": r"(?:diameter|dia\.?)",
    "width": r"(?:width|wide)",
    "length": r"(?:length|long)",
    "height": r"(?:height|tall|high)",
    "depth": r"(?:depth|deep)",
    "thickness": r"(?:thickness|thick)",
}
_DIMENSION_AFTER = {
    name: re.compile(rf"\s?(?:in\s+|of\s+)?{words}(?![\w-])", _I) for name, words in _DIMENSION_WORDS.items()
}
_DIMENSION_BEFORE = {
    name: re.compile(rf"(?:\b{words}\s*(?:of|is|:|=)?|(?<![\w])\u00f8)\s*$", _I)
    for name, words in _DIMENSION_WORDS.items()
}
# A dimension said of what the item fits or is compared with ("fits a 150mm diameter flue", "than the 6 in wide one").
_FITTED_BEFORE = re.compile(
    r"\b(?:fits?|for|suits?|into|onto|than|from|takes|accepts|reduc\w*|adapt\w*|or|versus|vs\.?|like|to)\s+"
    r"(?:(?:an?|the|any|most)\s+)?$",
    _I,
)


def _keyed_lengths(listing: Listing) -> Iterator[tuple[str, Measure]]:
    for key, value in sorted(listing.attributes.items()):
        if (named := _DIMENSION_KEY.match(_key_words(key))) is None or _written_measures(value) > 1:
            continue
        found = measures(value, own=False)
        if len(found) == 1 and found[0].dimension.startswith("length"):
            yield named.group(1).lower(), found[0]


def keyed_dimension_mismatch(listing: Listing) -> Quote | None:
    """A specific keyed by one dimension ("Diameter: 125 mm") against a measure the title or the description gives
    that same dimension ("150mm diameter"), in a field that writes the specific's value nowhere."""
    keyed = list(_keyed_lengths(listing))
    if not keyed:
        return None
    fields = ((ListingField.TITLE, listing.title, True), (ListingField.DESCRIPTION, listing.description, False))
    written = {field: _measures(text, title)[1] for field, text, title in fields}
    for dimension, given in keyed:
        for field, text, _ in fields:
            # Thirty-fifth round: read field by field, as measure_mismatch reads its fields. A field that gives the
            # dimension another value and never writes the specific's contradicts it, though the other field agrees
            # ("48 in Wide" in the title over "Width: 36 in" the description repeats).
            if any(given.agrees(m) for m in written[field] if m.dimension.startswith("length")):
                continue
            for m in written[field]:
                if not m.dimension.startswith("length"):
                    continue
                end = m.start + len(m.quote)
                before = text[max(0, m.start - 30) : m.start]
                if not (_DIMENSION_AFTER[dimension].match(text, end) or _DIMENSION_BEFORE[dimension].search(before)):
                    continue
                if _FITTED_BEFORE.search(before.rstrip("\u00f8 ") + " ") or shapes.sizes_a_flaw(text, m.start, end):
                    continue
                return field, m.quote
    return None


def measured_along_another_dimension(listing: Listing) -> bool:
    """The specifics key the title's length to one dimension ("Item Diameter: 36 in" beside a "36 Inch" title), and
    every other length the description gives is pinned to another dimension word ("a rail 28 in high"): a part's or
    another axis's measure, not a second value of the title's (thirty-sixth round)."""
    keyed = list(_keyed_lengths(listing))
    if not keyed:
        return False
    titled = [m for m in measures(listing.title, title=True) if m.dimension.startswith("length")]
    dimensions = {dimension for dimension, given in keyed if any(given.agrees(m) for m in titled)}
    if not dimensions:
        return False
    text = listing.description
    # Thirty-ninth round: a flaw's size ("a 2 in scrape") is not the item's along any axis, as the description's
    # quantities already leave it out (risk_signals._quantities, flaws apart): it needs no dimension word to pin it.
    others = [
        m
        for m in measures(text, own=False)
        if m.dimension.startswith("length")
        and not any(m.agrees(t) for t in titled)
        and not shapes.sizes_a_flaw(text, m.start, m.start + len(m.quote))
    ]
    for m in others:
        end, before = m.start + len(m.quote), text[max(0, m.start - 30) : m.start]
        pinned = {
            name
            for name in _DIMENSION_WORDS
            if _DIMENSION_AFTER[name].match(text, end) or _DIMENSION_BEFORE[name].search(before)
        }
        if not pinned or pinned & dimensions:
            return False
    return bool(others)


# --- a code given with its label: "Type K", "Class 2", "Grade B" (thirty-third round) -------------------------------

# Trades label a variant by a word and a short code (a thermocouple's "Type K", a fire extinguisher's "Class B", a
# steel's "Grade 2", a cable's "Cat 6"): a specific whose whole value is such a code, against a title that writes the
# same label with another code and never the specific's, names two variants. Codes are capitals or numbers, so a word
# after the label ("Type of wood") is not read.
# Series, marks, generations and versions are numbered names, read by numbered_name_mismatch below.
_LABELS = ("type", "class", "grade", "group", "cat", "category")
_VARIANT_CODE = r"([A-Z]|\d{1,2}[A-Z]?|[A-Z]\d)"
_LABELLED_CODE = re.compile(rf"^\s*({'|'.join(_LABELS)})\.?\s*{_VARIANT_CODE}\s*$", _I)
_LABELLED_IN_TEXT = {label: re.compile(rf"(?<![\w-]){label}\.?\s*{_VARIANT_CODE}(?![\w-])", _I) for label in _LABELS}


def labelled_code_mismatch(listing: Listing) -> Quote | None:
    """A specific given as a label and a code ("Type J") against the title's same label with another code."""
    for _, value in sorted(listing.attributes.items()):
        # A code is written in capitals or digits: "type a" in lower case is a phrase, not a variant.
        if (given := _LABELLED_CODE.match(value)) is None or given.group(2)[0].islower():
            continue
        written = _LABELLED_IN_TEXT[given.group(1).lower()]
        named = [m for m in written.finditer(listing.title) if not m.group(1)[0].islower()]
        said = {m.group(1).upper() for m in written.finditer(f"{listing.title} {listing.description}")}
        if named and given.group(2).upper() not in said:
            return ListingField.TITLE, named[0].group()
    return None


# --- a numbered name: series, season, volume, generation -----------------------------------------------------------

# The number a product line gives one of its issues ("Series 3", "Season 2", "Vol. 4", "Gen 5", "Mk 2"); a span
# ("Seasons 1-3", "Series 2 & 3") names several and is not read.
_NUMBERED_LABELS: Mapping[str, str] = {
    "series": "series", "season": "season", "volume": "volume", "vol": "volume", "wave": "wave",
    "generation": "generation", "gen": "generation", "mark": "mark", "mk": "mark", "part": "part", "book": "book",
}  # fmt: skip
_NUMBERED_LABEL = "|".join(sorted(_NUMBERED_LABELS, key=len, reverse=True))
# Twenty-fourth round: the number written in capital Roman numerals ("Series IV", "Mk II", "Part III"), as lines of
# speakers, cameras and books number their issues. A lone "X" is a name's letter ("Series X"), not ten.
_ROMAN = {"I": 1, "V": 5, "X": 10}
_NUMBERED_NAME = re.compile(
    r"\b(" + _NUMBERED_LABEL + r")\.?\s*(?:(\d{1,3})|(?-i:(?!X\b)([IVX]{1,4}))(?![\w'’-]))"
    r"(?!\w|[.,]\d|\s*(?:[-–&/+]|and\s|to\s|or\s)\s*(?:\d|(?-i:[IVX]+\b)))",
    _I,
)


def _roman(numeral: str) -> int:
    """The value of a capital Roman numeral of I, V and X ("IV" is 4, "VIII" is 8)."""
    values = [_ROMAN[letter] for letter in numeral]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


# The same number as an ordinal before the label ("2nd Generation", "(1st gen)", "Third Series"; sixteenth round).
_ORDINALS: Mapping[str, str] = {
    "first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5", "sixth": "6", "seventh": "7",
    "eighth": "8", "ninth": "9", "tenth": "10",
}  # fmt: skip
_ORDINAL_NAME = re.compile(
    r"(?<![\w/&-])(?:(\d{1,2})(?:st|nd|rd|th)|("
    + "|".join(_ORDINALS)
    + r"))[\s-]*("
    + _NUMBERED_LABEL
    + r")\b(?!\s*(?:[-–&/+]|and\s|or\s|to\s))",
    _I,
)


def _numbered_names(text: str) -> dict[str, dict[str, str]]:
    named: dict[str, dict[str, str]] = {}
    for match in _NUMBERED_NAME.finditer(text):
        number = (match.group(2).lstrip("0") or "0") if match.group(2) else str(_roman(match.group(3)))
        named.setdefault(_NUMBERED_LABELS[match.group(1).lower()], {})[number] = match.group()
    for match in gated_finditer(_ORDINAL_NAME, text):
        number = match.group(1) or _ORDINALS[match.group(2).lower()]
        named.setdefault(_NUMBERED_LABELS[match.group(3).lower()], {})[number.lstrip("0") or "0"] = match.group()
    return named


def numbered_name_mismatch(listing: Listing) -> Quote | None:
    """The title's one numbered name ("Series 3") against a specific that names the same line's another number
    ("Edition: Series 2"), when neither another specific nor the description writes the title's (fifteenth round)."""
    in_title = _numbered_names(listing.title)
    if not in_title:
        return None
    specifics = " | ".join(v for k, v in sorted(listing.attributes.items()) if not shapes.WHAT_IT_FITS_KEY.search(k))
    given = _numbered_names(specifics)
    described = _numbered_names(listing.description)
    for label, numbers in in_title.items():
        other = given.get(label, {})
        if len(numbers) != 1 or not other or set(numbers) & set(other) or set(numbers) & set(described.get(label, {})):
            continue
        return ListingField.TITLE, next(iter(numbers.values()))
    return None


# Twenty-third round: a model specific naming its generation by an ordinal after the name ("Model: Trailcom Mini (1st
# gen)") under a title that numbers the same name's generation bare ("Trailcom Mini 2 Satellite Messenger"): makers
# number a successor after the name, so the two name different models. The name is the specific's words before the
# ordinal, written in the title right before a number of one or two digits that no unit, count or code follows ("Mini
# 2 Pack", "Mini 2x", "Mini 25mm" name no generation).
_GENERATION_SPECIFIC = re.compile(
    r"^(?P<name>[^()]+?)[\s,(-]+(?:(?P<digits>\d{1,2})(?:st|nd|rd|th)|(?P<word>"
    + "|".join(_ORDINALS)
    + r"))[\s-]*(?:gen|generation)\.?\)?\s*$",
    _I,
)
_BARE_GENERATION_AFTER = re.compile(
    r"(?![\w.,/-])(?!\s*(?:-|x\b|×|pack|pk|pcs|pieces?|units?|sets?|pairs?|" + _UNIT_ALTERNATIVES + r")(?!\w))",
    _I,
)


def generation_number_mismatch(listing: Listing) -> Quote | None:
    """The title's "<name> <number>" against the model specific's "<name> (<ordinal> gen)" of another number."""
    for key, value in sorted(listing.attributes.items()):
        # Gated on the label's letters: most model values name no generation.
        if not _MODEL_NAME_KEY.match(_key_words(key)) or "gen" not in value.lower():
            continue
        if (given := _GENERATION_SPECIFIC.match(value.strip())) is None or not re.search("[a-z]", given["name"], _I):
            continue
        name = given.group("name").strip()
        number = given.group("digits") or _ORDINALS[given.group("word").lower()]
        for match in _numbered_in_title(name, r"\s+", listing.title):
            if match.group(1).lstrip("0") != number:
                return ListingField.TITLE, match.group()
    return None


def _numbered_in_title(name: str, gap: str, title: str) -> Iterator[re.Match[str]]:
    """The title's places writing the name's words, then the gap, then a bare number of one or two digits: the
    generation or line number a maker gives the named model. The name is the listing's own words, so its pattern goes
    through built() like every other pattern made from a listing's values."""
    named = built(rf"(?<![\w-]){spaced(name)}{gap}(\d{{1,2}})", _I)
    return (match for match in named.finditer(title) if _BARE_GENERATION_AFTER.match(title, match.end()))


# Thirty-sixth round: a model specific that numbers a named line ("Model: Trail Lite 2 Plus", "Model: Cloud Nest3")
# under a title that writes the same two or more name words before another bare number ("Trail Lite 3"): the line's
# successor, as makers number them. One name word is left alone ("Pixel 7" is too often what a case fits). The same
# for a model numbered with "#" ("Model: #8 Air Pilot") against the title's one other "#" number ("#20 Junior").
_NUMBERED_MODEL = re.compile(
    r"^(?P<name>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)+?)\s*(?P<number>\d{1,2})(?:\s+[a-z][\w'-]*)*\s*$", _I
)
_HASH_MODEL = re.compile(r"^#\s?(\d{1,3})\b")
_HASH_NUMBER = re.compile(r"(?<![\w#])#\s?(\d{1,3})(?![\w.,/-])")


def numbered_model_mismatch(listing: Listing) -> Quote | None:
    """The title's "<name> <number>" or "#<number>" against the model specific's other number of the same line."""
    for key, value in sorted(listing.attributes.items()):
        if not _MODEL_NAME_KEY.match(_key_words(key)):
            continue
        if (hashed := _HASH_MODEL.match(value.strip())) is not None:
            numbers = {m.group(1).lstrip("0") for m in _HASH_NUMBER.finditer(listing.title)}
            if len(numbers) == 1 and hashed.group(1).lstrip("0") not in numbers:
                found = _HASH_NUMBER.search(listing.title)
                return (ListingField.TITLE, found.group()) if found is not None else None
            continue
        # Gated on the name's first word: most titles write the model's name with its own number or not at all.
        if (given := _NUMBERED_MODEL.match(value.strip())) is None or (
            given.group("name").split()[0].lower() not in listing.title.lower()
        ):
            continue
        titled = list(_numbered_in_title(given.group("name"), r"\s*", listing.title))
        number = given.group("number").lstrip("0")
        if titled and all(m.group(1).lstrip("0") != number for m in titled):
            return ListingField.TITLE, titled[0].group()
    return None


# --- what the item fits: the title's model against the specific's ------------------------------------------------

# "Case for iPhone 14 Pro" over "Compatible Phone Models: iPhone 13": the title and the specific naming what the item
# fits give the same product line different numbers (sixteenth round). A line is a word with a number of one to three
# digits after it ("iPhone 14", "MT-07", "Series 9"); years and four-digit model codes are not read, so a fitment's
# year span never disagrees with a year.
# The shared cue and a bare "for", "fit", "to fit" ("Case for iPhone 14", "Made to fit Series 7"): a specific naming
# what the item fits must then contradict the title's model to count, so a "for" that names no model is harmless here.
_FITS_CUE = re.compile(r"\b(?:" + shapes.fit_cue("for", "fit", r"to\s+fit") + r")\s+", _I)
# A number with a unit or a letter after it is a size or a code ("45mm", "NV356E"), not the line's number.
_LINE_NUMBER = re.compile(r"\b([A-Za-z][A-Za-z-]{1,15})\s?(\d{1,3})(?!\w|[.,]\d|\s?(?:mm|cm|in\b|inch|\"|”))", _I)
# "Series 1-9", "iPhone 12-15": a span names every number in it; "Series 7, 8, 9" and "Watch 4 5 6" a list does.
_SPAN_TO = re.compile(r"\s*[-–]\s*(\d{1,3})\b")
_LIST_MORE = re.compile(r"(?:\s*(?:,|/|&)\s*|\s+(?:and\s+|or\s+)?)(\d{1,3})(?!\w|[.,]\d)", _I)


def _line_numbers(text: str) -> dict[str, set[str]]:
    lines: dict[str, set[str]] = {}
    for match in _LINE_NUMBER.finditer(text):
        first = int(match.group(2))
        span = _SPAN_TO.match(text, match.end())
        last = int(span.group(1)) if span is not None and 0 < int(span.group(1)) - first <= 50 else first
        numbers = lines.setdefault(match.group(1).lower(), set())
        numbers.update(str(n) for n in range(first, last + 1))
        position = span.end() if span is not None else match.end()
        while (more := _LIST_MORE.match(text, position)) is not None:
            numbers.add(str(int(more.group(1))))
            position = more.end()
    return lines


def fitted_model_mismatch(listing: Listing) -> Quote | None:
    """The model the title says the item fits against a specific naming what it fits that gives the same line only
    other numbers, when the description does not write the title's."""
    cue = gated_search(_FITS_CUE, listing.title)
    if cue is None:
        return None
    fits = " | ".join(v for k, v in listing.attributes.items() if shapes.WHAT_IT_FITS_KEY.search(k))
    if not fits:
        return None
    given, described = _line_numbers(fits), _line_numbers(listing.description)
    for match in _LINE_NUMBER.finditer(listing.title, cue.end()):
        if match.start() > cue.end() + 40:
            break
        line, number = match.group(1).lower(), str(int(match.group(2)))
        if line in given and number not in given[line] and number not in described.get(line, set()):
            return ListingField.TITLE, match.group()
    return None


# A maker's model code: one to three capital letters, two to five digits and up to three letters ("YM2210", "SV530",
# "CS400X"). A fit specific's codes are read the same way.
_FITTED_CODE = re.compile(r"(?<![\w-])([A-Z]{1,3})-?(\d{2,5})([A-Z]{0,3})(?![\w-])")
# The maker named right after the title's fit cue, before a code ("for Yanmar YM2210", "fits Echo CS400").
_FITTED_MAKER = re.compile(r"([A-Z][A-Za-z]+)\s+(?=[A-Z]{1,3}-?\d)")


def _fitted_codes(text: str) -> dict[str, int]:
    """The model codes written in a text, written plain ("YM-2210" is "YM2210"), with where each first starts."""
    codes: dict[str, int] = {}
    for match in _FITTED_CODE.finditer(text):
        codes.setdefault("".join(match.groups()).upper(), match.start())
    return codes


def fitted_code_mismatch(listing: Listing) -> Quote | None:
    """The maker's model codes the title says the item fits ("for Yanmar YM2210") against a fit specific that names
    the same maker and only other codes of it ("Compatible Model: Yanmar YM3110"), when the description never says
    the item fits a title's code (it may say it does not: "will not suit the YM2210"). Twenty-seventh round: the models
    fitted_model_mismatch reads are a line and a small number ("Series 7"); a maker's codes are letters and digits
    written as one word, which it leaves alone."""
    cue = gated_search(_FITS_CUE, listing.title)
    if cue is None:
        return None
    maker = _FITTED_MAKER.match(listing.title, cue.end())
    if maker is None:
        return None
    fits = " | ".join(v for k, v in listing.attributes.items() if shapes.WHAT_IT_FITS_KEY.search(k))
    if not fits or built(rf"\b{re.escape(maker.group(1))}\b", _I).search(fits) is None:
        return None
    titled, given = _fitted_codes(listing.title[maker.end() :]), _fitted_codes(fits)
    # One code in common is the title's fit among others the specific lists: no disagreement.
    if not titled or not given or titled.keys() & given.keys():
        return None
    for match in _FITTED_CODE.finditer(listing.description):
        if "".join(match.groups()).upper() in titled and not unsaid_before(
            listing.description, match.start(), (NEGATED_OR_HEDGED,)
        ):
            return None
    first = min(titled, key=titled.__getitem__)
    return ListingField.TITLE, f"{maker.group(1)} {first}"


# --- speeds and gears -----------------------------------------------------------------------------------------

# How many speeds or gears the item has ("6 Speed", "5-speed", "Number of Gears: 6"); a span or a list ("10/11-speed",
# "9 and 10 speed") and what it fits or replaces ("for 11-speed chains", "upgraded from the 9-speed") are not read.
_SPEEDS = re.compile(
    r"(?<![\w.,/-])(\d{1,2})[\s-]?(?:speeds?|spd|gears?)\b(?!\s*(?:settings?\s+)?(?:[-–/]|and\b|or\b|to\b)\s*\d)",
    _I,
)
_NOT_ITS_SPEEDS_BEFORE = re.compile(
    r"(?:\b(?:for|fits?|compatible\s+with|works\s+with|from|than|replaces?|replaced|old|previous|original|not|no"
    r"|unlike|vs\.?|or|and|to)\s+(?:an?\s+|the\s+|my\s+)?(?:[\w-]+\s+)?|\d\s*(?:[-–/]|and|or|to)\s*)$",
    _I,
)
_SPEED_KEY = re.compile(r"^(?:(?:number\s+of\s+)?(?:speeds?|gears?)|speed\s+settings?|gears?\s+count)$", _I)


def _stated_speeds(text: str) -> dict[int, str]:
    return {
        int(match.group(1)): match.group()
        for match in _SPEEDS.finditer(text)
        if not _NOT_ITS_SPEEDS_BEFORE.search(text[max(0, match.start() - 30) : match.start()])
    }


def speed_count_mismatch(listing: Listing) -> Quote | None:
    """The number of speeds or gears one part of the listing gives ("6 Speed" in the title, "Number of Gears: 6")
    against the only number the description gives ("a 3-speed hub", "all 5 speeds work"), never the other's
    (fifteenth round). Each of the title and the specifics is compared on its own, when it gives one number."""
    described = _stated_speeds(listing.description)
    # Two counts in the description are parts of the whole ("a 3-speed hub plus a 2-speed derailleur").
    if len(described) != 1:
        return None
    specifics = {
        int(found.group(1))
        for key, value in listing.attributes.items()
        if _SPEED_KEY.match(_key_words(key))
        if (found := re.fullmatch(r"\s*(\d{1,2})(?:[\s-]?(?:speeds?|gears?))?\s*", value, _I)) is not None
    }
    # A bicycle's gears are its chainrings times its cassette's speeds: "Number of Gears: 22" is an "11-speed" with a
    # double crankset, 33 with a triple (eighteenth round). Only a gear count is read so: a blender's speeds are not.
    by_gears = {
        n * rings
        for key in listing.attributes
        if "gear" in _key_words(key) and _SPEED_KEY.match(_key_words(key))
        for n in described
        for rings in (2, 3)
    }
    for claimed in (set(_stated_speeds(listing.title)), specifics):
        if len(claimed) == 1 and not claimed & set(described) and not (claimed is specifics and claimed & by_gears):
            return ListingField.DESCRIPTION, next(iter(described.values()))
    return None


# --- named sizes: bed sizes and oil grades ---------------------------------------------------------------------

# Sizes sold by name rather than by number, each name with the one size it stands for. "Super king" before
# "king", "small double" before "double": the longest name is read first.
_BED_SIZES: Mapping[str, str] = {
    "super king": "super king", "superking": "super king", "california king": "california king",
    "cal king": "california king", "king": "king", "queen": "queen", "small double": "small double",
    "double": "double", "full": "full", "single": "single", "twin xl": "twin xl", "twin": "twin", "cot": "cot",
}  # fmt: skip
_BED_WORD = "|".join(re.escape(n).replace(r"\ ", r"\s+") for n in sorted(_BED_SIZES, key=len, reverse=True))
# A bed size said of the item: "King Size", "Double duvet cover", "in double", "size: queen" (not "fits a king
# or queen bed": a list of them is a fit, and the first one alone is read only with "size" or a bedding noun).
_BED_SIZE = re.compile(
    rf"\b({_BED_WORD})(?:[\s-]+size\b|(?=\s+(?:duvet|quilt|comforter|sheet|fitted|flat|bed\s?spread|bedding|mattress"
    rf"|pillowcases?|cover|set|bed\b)))|\bsize\s*:?\s*({_BED_WORD})\b",
    _I,
)
_BED_KEY = re.compile(r"^(?:(?:bed|mattress|duvet|sheet)\s+)?size$", _I)
_LIST_OF_SIZES = re.compile(rf"^\s*(?:/|or|and|&|,)\s*(?:{_BED_WORD})\b", _I)
# Engine oil grades ("5W-30"): a specific's grade against the title's.
_OIL_GRADE = re.compile(r"\b(\d{1,2})\s?w\s?-?\s?(\d{2})\b", _I)
_OIL_KEY = re.compile(r"^(?:viscosity|sae\s+viscosity\s+grade|grade|oil\s+grade)$", _I)


# Thirty-ninth round: "full" before "set" after an article is a whole set ("a full set", "the full set of
# pillowcases"), not the bed size; with no article ("Full Set, 4 pieces", "Full Sheet Set") it stays the size.
_WHOLE_SET_BEFORE = re.compile(r"\b(?:a|the|your|our|this|that)\s+$", _I)
_SET_WORD = re.compile(r"\s+set\b", _I)


def _a_whole_set(text: str, match: re.Match[str]) -> bool:
    if (match.group(1) or "").lower() != "full" or _SET_WORD.match(text, match.end()) is None:
        return False
    before = text[max(0, match.start() - 8) : match.start()]
    return _WHOLE_SET_BEFORE.search(before) is not None


def _bed_sizes(text: str) -> list[tuple[str, str]]:
    found = []
    for match in _BED_SIZE.finditer(text):
        if _LIST_OF_SIZES.match(text[match.end() : match.end() + 15]) or _a_whole_set(text, match):
            continue
        if re.search(rf"(?:{_BED_WORD})\s*(?:/|or|and|&|,)\s*$", text[max(0, match.start() - 20) : match.start()], _I):
            continue
        name = " ".join((match.group(1) or match.group(2)).lower().split())
        found.append((_BED_SIZES[name], match.group().strip()))
    return found


# The size words a maker sells one item in, smallest first ("Petite" treats, a "Large" harness); words of one rank
# name the same size. A size specific giving one of them against the title's other one is two items (seventeenth
# round: "Large Dog Chews" over "Size: Petite").
_SIZE_RANKS: Mapping[str, int] = {
    "teenie": 0, "mini": 1, "petite": 1, "small": 2, "regular": 3, "medium": 3, "large": 4, "x-large": 5,
    "extra large": 5, "jumbo": 6, "giant": 6,
}  # fmt: skip
_RANKED_SIZE_WORD = "|".join(w.replace(" ", r"\s+") for w in sorted(_SIZE_RANKS, key=len, reverse=True))
_RANKED_SIZE = re.compile(
    rf"(?<![\w-])({_RANKED_SIZE_WORD})(?![\w-])"
    # Whom or what it suits or names, not its own size ("for Small Dogs", "Large Print", "Small Batch").
    r"(?!\s+(?:dogs?|breeds?|pets?|cats?|pupp(?:y|ies)|kids|children|hands?|heads?|rooms?|spaces?|print|batch|parts?"
    r"|business(?:es)?)\b)",
    _I,
)
# A size type says how a garment is cut ("Size Type: Petite", "Regular Fit"), not how big it is.
_SIZE_CUT_KEY = re.compile(r"\b(?:type|fit|cut|style|range)\b", _I)


def _ranked_size_against_title(key: str, value: str, title: str) -> Quote | None:
    own = _SIZE_RANKS.get(" ".join(value.lower().split()))
    if own is None or not _SIZE_KEY.match(_key_words(key)) or _SIZE_CUT_KEY.search(_key_words(key)):
        return None
    stated = [(m, _SIZE_RANKS[" ".join(m.group(1).lower().split())]) for m in _RANKED_SIZE.finditer(title)]
    if any(rank == own for _, rank in stated):
        return None
    for match, _ in stated:
        if not re.search(r"\bfor\s+(?:[\w-]+\s+)?$", title[: match.start()], _I):
            return ListingField.TITLE, match.group()
    return None


def named_size_mismatch(listing: Listing) -> Quote | None:
    """A bed size or an oil grade specific against the one the title or the description gives ("Bed Size: King"
    beside "double size, 200 x 200 cm"; "Viscosity: 0W-20" under a "5W-30" title); a size word specific against
    the title's other one ("Size: Petite" under a "Large" title)."""
    for key, value in sorted(listing.attributes.items()):
        if (ranked := _ranked_size_against_title(key, value, listing.title)) is not None:
            return ranked
        words = _key_words(key)
        bed = (
            _BED_SIZES.get(" ".join(value.lower().split()))
            if could_match(_BED_KEY, words) and _BED_KEY.match(words)
            else None
        )
        if bed is not None:
            for field, text in ((ListingField.TITLE, listing.title), (ListingField.DESCRIPTION, listing.description)):
                stated = _bed_sizes(text)
                if stated and all(size != bed for size, _ in stated):
                    return field, stated[0][1]
        grade = _OIL_GRADE.fullmatch(value.strip()) if _OIL_KEY.match(words) else None
        if grade is not None:
            stated_grades = list(_OIL_GRADE.finditer(listing.title))
            if stated_grades and all(m.groups() != grade.groups() for m in stated_grades):
                return ListingField.TITLE, stated_grades[0].group()
    return None


# --- years of fit ---------------------------------------------------------------------------------------------

# "2014-2019", "2014 - 2019", "14-19" after a four-digit year: a span of model years a part fits.
_YEAR_SPAN = re.compile(r"(?<![\w./-])((?:19|20)\d{2})\s?(?:-|–|to)\s?((?:19|20)?\d{2})(?![\w./-])", _I)
_SEASON_KEY = re.compile(r"^(?:season|seasons?\s+(?:worn|played|years?))$", _I)
_FIT_KEY = re.compile(r"^(?:fitment|compatible\s+years?|years?|model\s+years?|vehicle\s+years?|fits\s+years?)$", _I)


def _spans(text: str) -> list[tuple[int, int, str]]:
    found = []
    for match in gated_finditer(_YEAR_SPAN, text):
        start, end = int(match.group(1)), match.group(2)
        stop = int(end) if len(end) == 4 else start // 100 * 100 + int(end)
        if start <= stop <= start + 40:
            found.append((start, stop, match.group()))
    return found


def year_span_mismatch(listing: Listing) -> Quote | None:
    """A fitment specific's span of model years against the title's, when no year of one falls in the other
    ("Fitment: 2009-2013 ..." under a "2014-2019" title): the part cannot fit both. A season specific's span
    against the title's, when they share no more than the year one season ends and the next begins."""
    title_spans = _spans(listing.title)
    if not title_spans:
        return None
    for key, value in sorted(listing.attributes.items()):
        words = _key_words(key)
        if _SEASON_KEY.match(words):
            # Thirty-third round: seasons run across the turn of a year, so two that share only the year one ends
            # and the next begins ("1991-93" and "1993-95") are two seasons, not one.
            overlaps = [
                max(a, c) < min(b, d) or (a, b) == (c, d) for a, b, _ in _spans(value) for c, d, _ in title_spans
            ]
            if overlaps and not any(overlaps):
                return ListingField.TITLE, title_spans[0][2]
            continue
        if not _FIT_KEY.match(words):
            continue
        given = _spans(value)
        if given and not any(a <= d and c <= b for a, b, _ in given for c, d, _ in title_spans):
            return ListingField.TITLE, title_spans[0][2]
    return None


# The description's own limit on fit ("this kit only fits 2018, 2019 and 2020 trucks", "for 2016-2017 only") that
# leaves out years the title's span sells it for ("2015-2020"): the title claims fitment the part does not have
# (issue 19, twelfth round).
_ONLY = re.compile(r"\bonly\b", _I)
_FIT_WORD = re.compile(r"\b(?:fits?|for|suits?|compatible)\b", _I)
_FIT_YEAR = re.compile(r"(?<![\w./-])((?:19|20)\d{2})(?![\w./%-])")


def _fit_years(sentence: str) -> set[int]:
    years = {year for start, stop, _ in _spans(sentence) for year in range(start, stop + 1)}
    return years | {int(year) for year in _FIT_YEAR.findall(sentence)}


def fit_years_narrowed(listing: Listing) -> Quote | None:
    """The title's span of model years against a description sentence that limits fit ("only fits") to some of them."""
    title_spans = _spans(listing.title)
    if not title_spans or "only" not in listing.description.lower():
        return None
    sold = {year for start, stop, _ in title_spans for year in range(start, stop + 1)}
    for start, end in sentences(listing.description, MARK_NOT_DECIMAL):
        sentence = listing.description[start:end]
        if not (_ONLY.search(sentence) and _FIT_WORD.search(sentence)):
            continue
        fits = _fit_years(sentence)
        if fits and fits < sold:
            return ListingField.DESCRIPTION, sentence.strip()
    return None


# --- model and part codes -----------------------------------------------------------------------------------

# Item specifics that name the item's own code, by their whole name; a fitment or a compatible model names another
# item's. Exact, as each check claims a mismatch on the value (detectors._CODE_WORD_KEY is the loose reading).
_OWN_CODE_KEY = re.compile(
    r"^(?:model|model\s+(?:number|no|#)|mpn|manufacturer\s+part\s+number|part\s+number|part\s+no|style\s+(?:number|code)"
    r"|product\s+code|item\s+model\s+number|reference|ref|set\s+(?:number|no)|catalog(?:ue)?\s+(?:number|no)"
    # Twentieth round: a set number the marketplace names after the maker ("LEGO Set Number").
    r"|[a-z]+\s+set\s+(?:number|no))$",
    _I,
)


def _own_code_values(listing: Listing) -> Iterator[str]:
    """The value of each specific that names the item's own code (_OWN_CODE_KEY), in the order of the names."""
    return (value for key, value in sorted(listing.attributes.items()) if _names_own_code(key))


# Read once per key (forty-fourth round): the checks that compare codes ask it of every specific, some 20 times a
# listing, and the marketplace's few key names repeat across listings.
@lru_cache(maxsize=WORDS_HELD)
def _names_own_code(key: str) -> bool:
    return _OWN_CODE_KEY.match(_key_words(key)) is not None


# A code: letters and digits together, at least five characters ("RD-M7100", "BC1210", "MZ-77E500B/AM").
_CODE = re.compile(r"(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[a-z])[a-z][\w-]{3,}(?:/[a-z]{1,3})?(?![\w-])", _I)


# Compiled once, as every pattern a review asks: the module-level re functions look the pattern up in re's cache on
# every call, a cost the retrieval process paid a few dozen times a review (thirty-third round).
_CODE_LETTERS = re.compile(r"[a-z-]*", _I)
_CODE_JOINERS = re.compile(r"[\s/-]")


def _code_family(code: str) -> str:
    """The letters a code opens with ("RD-M" of "RD-M8100", "MZ-" of "MZ-77E1T0B/AM"): what makes two codes
    the same maker's numbering."""
    return _CODE_LETTERS.match(code).group().upper().rstrip("-")  # type: ignore[union-attr]


def _plain(code: str) -> str:
    return _CODE_JOINERS.sub("", code).upper()


def model_code_mismatch(listing: Listing) -> Quote | None:
    """The model or part number specific is missing from the title, which gives another code of the same family
    ("BC905" in the title, "BC1210" as the part number), and the description never names the two together. A code
    the specific's extends or shortens ("DCD771" for "DCD771C2") is the same item."""
    titled, described = _plain(listing.title), _plain(listing.description)
    for value in _own_code_values(listing):
        own = [code for code in _CODE.findall(value) if len(_code_family(code)) >= 2 or _LONG_NUMBERING.match(code)]
        plain = _plain(own[0]) if len(own) == 1 else ""
        if not plain or plain in titled or plain in described:
            numbered = _NUMBER_CODE.fullmatch(_NOTE_AFTER.sub("", value).strip())
            if numbered is not None and numbered.group() not in listing.title:
                found = _other_number_code(listing.title, numbered.group())
                if found is not None:
                    return ListingField.TITLE, found
            # Thirty-third round: the description naming the specific's code outvotes the title's other code of
            # the family ("SC-9" titled, "SC-7" in the specific and the text) unless it names the title's too.
            if not plain or plain in titled:
                continue
        family = _code_family(own[0])
        for match in _CODE.finditer(listing.title):
            other = _plain(match.group())
            if _code_family(match.group()) != family or other.startswith(plain) or plain.startswith(other):
                continue
            if plain in described and other in described:
                continue
            # Both must be numbered the same way: the family's letters and then digits, so "RD-M8100" is of
            # "RD-M7100"'s numbering and "MZV9P2T0BW" is not "MZ-V9P1T0BW"'s only if its shape differs. A maker's
            # variant letters after the number ("JS470E" beside "JS365") leave the number the same length.
            if _shape(other) == _shape(plain) or _same_numbering(other, plain):
                return ListingField.TITLE, match.group()
    return _brand_code_renamed(listing)


# Thirty-fourth round: a code right after the maker's name, led by letters ("BC-40", "XR200") or by digits as valve
# types and transformer numbers are ("12AX7", "6V6GT", "272JX"): at least two letters, and digits after the letters
# where it opens with digits, so a measure ("375V", "100W", "4K") is never one.
_BRAND_CODE = r"((?=[\w-]*\d)[a-z][\w-]{2,}|\d{1,4}[a-z]{1,3}\d{1,3}[a-z]{0,3}|\d{2,4}[a-z]{2,3})(?![\w-])"


# Thirty-fifth round: the code after the maker's name, compiled once. A pattern with the maker's name in it compiled
# per review (a new maker each time, so re's and built()'s caches seldom hold it), and its case-blind word classes made
# each compile cost about 4 ms, more than the rest of the review's product-detail reading.
_CODE_AFTER_BRAND = re.compile(rf"\s+{_BRAND_CODE}", _I)


def _brand_code(text: str, brand: str) -> list[str]:
    """The codes right after the maker's name, as ``(?<![\\w-])BRAND\\s+CODE`` found left to right without overlap.
    In ASCII text an ASCII name matches case-blind exactly where its lower case stands in the text's lower case, so the
    name is found by ``str.find`` and only the code after it by a pattern; other text keeps the built pattern."""
    lowered = lowered_ascii(text)
    if lowered is None or not brand or not brand.isascii():
        return [m.group(1) for m in built(rf"(?<![\w-]){re.escape(brand)}\s+{_BRAND_CODE}", _I).finditer(text)]
    name = brand.lower()
    codes = []
    start = lowered.find(name)
    while start >= 0:
        before = text[start - 1] if start else ""
        found = (
            None
            if before and (before.isalnum() or before in "_-")
            else _CODE_AFTER_BRAND.match(text, start + len(name))
        )
        if found is None:
            start = lowered.find(name, start + 1)
        else:
            codes.append(found.group(1))
            start = lowered.find(name, found.end())
    return codes


def _brand_code_renamed(listing: Listing) -> Quote | None:
    """The title names the maker and a code right after it ("Harlow RX-40"), the model specific and the description
    name the maker and another code ("Harlow TZ9"), and the title's code is written nowhere else: the title sells
    another model than the one described, whatever the two codes' families (thirty-fourth round). A code written in
    any other field, or the specific's own code in the title too, is left alone: the title may name a fit or a
    series."""
    brand = _brand(listing)
    if not brand:
        return None
    titled = _brand_code(listing.title, brand)
    if len(titled) != 1:
        return None
    other = _plain(titled[0])
    described = _plain(listing.description)
    given = _plain(" ".join(listing.attributes.values()))
    if other in described or other in given:
        return None
    plain_title = _plain(listing.title)
    for value in _own_code_values(listing):
        own = _plain(value.strip())
        if own in plain_title or not any(_plain(code) == own for code in _brand_code(listing.description, brand)):
            continue
        if not (own.startswith(other) or other.startswith(own)):
            return ListingField.TITLE, titled[0]
    return None


# One letter then four digits or more is a numbering of its own ("A2771", "A2775"); one letter and fewer digits
# is as often a size or a grade ("S22", "T7i").
_LONG_NUMBERING = re.compile(r"[a-z]\d{4,}", _I)
# A model given as a bare number ("Set Number: 42618", "Model: 2055"): a title number of as many digits, not a year
# and not a measure, names another item of the same numbering.
# Twentieth round: a maker's shape number with its size after a hyphen ("Model: 119-8" for a vase the title calls
# "119-7"): the same shape in the title with another number on either side names another item of the same numbering.
_NUMBER_CODE = re.compile(r"\d{4,6}|\d{2,4}-\d{1,3}|\d{3}\.\d{4,6}")
# Twenty-sixth round: a note the seller adds after the number in brackets ("Model: 6528 (2-channel)") is no part of
# it, and a maker's dotted numbering ("Model: 795.72053", a maker's prefix and the item's number) is read like a
# hyphenated one: the title's number of the same shape, another one, names another item.
_NOTE_AFTER = re.compile(r"\s*\([^()]{1,30}\)\s*$")
_TITLE_DOTTED_NUMBER = re.compile(r"(?<![\w.,$£€#/-])\d{3}\.\d{4,6}(?![\w.,/%-])")
_TITLE_NUMBER = re.compile(r"(?<![\w.,$£€#/-])\d{4,6}(?![\w.,/%-]|\s?(?:-|–|to)\s?\d)")
_TITLE_SHAPE_NUMBER = re.compile(r"(?<![\w.,$£€#/-])\d{2,4}-\d{1,3}(?![\w.,/%-])")


def _other_number_code(title: str, own: str) -> str | None:
    if "." in own:
        return next((m.group() for m in _TITLE_DOTTED_NUMBER.finditer(title) if len(m.group()) == len(own)), None)
    if "-" in own:
        for match in _TITLE_SHAPE_NUMBER.finditer(title):
            number = match.group()
            same_shape = re.sub(r"\d", "9", number) == re.sub(r"\d", "9", own)
            if same_shape and number != own and not _UNIT_AFTER.match(title, match.end()):
                return number
        return None
    for match in _TITLE_NUMBER.finditer(title):
        number = match.group()
        if len(number) != len(own) or number == own or (len(number) == 4 and 1900 <= int(number) <= 2039):
            continue
        if _UNIT_AFTER.match(title, match.end()):
            continue
        return number
    return None


_UNIT_AFTER = re.compile(rf"\s?-?\s?(?:{_UNIT_ALTERNATIVES}|rpm|w|watts?|amps?|mph|pieces|pcs|piece|lumens|dpi)\b", _I)


def _same_numbering(a: str, b: str) -> bool:
    """The same letters, then a first run of digits as long in both and different ("JS470E", "JS365")."""
    first_a, first_b = re.match(r"([A-Z]*)(\d+)", a), re.match(r"([A-Z]*)(\d+)", b)
    if first_a is None or first_b is None or first_a.group(1) != first_b.group(1):
        return False
    return len(first_a.group(2)) == len(first_b.group(2)) >= 3 and first_a.group(2) != first_b.group(2)


def _shape(code: str) -> str:
    return re.sub(r"\d+", "9", re.sub(r"[A-Z]+", "A", code))


# --- counts: how many come ------------------------------------------------------------------------------------

# Item specifics that count what comes: "Number of Items", "Number of Books", "Number of Pieces", "Pack Size".
# "Quantity" and "Unit Count" are left out: they count listings or units as often as pieces ("Unit Count: 11"
# beside "Number of Pieces: 22" for eleven boxes with their lids).
_COUNT_KEY = re.compile(
    r"^(?:number\s+of\s+([a-z]+)(?:\s+in\s+(?:the\s+)?(?:set|pack|package|box))?|pieces|piece\s+count"
    r"|pack\s+(?:size|qty|quantity)|set\s+size"
    # Thirty-fourth round: "Number in Pack: 10", as the marketplace names a pack's count.
    r"|number\s+in\s+(?:the\s+)?(?:pack|set|box|package)"
    # "Sheet Count: 500", "Pod Count: 30" (eighth round): a count of the named unit. "Unit Count" counts listings or
    # packs, "Thread Count" a weave: neither counts what comes.
    r"|(?!(?:unit|thread|item|stitch|pixel|calorie|cup|serving|page|word|step|pin|pole|core)\s)([a-z]{3,})\s+count"
    # Thirty-sixth round: "Egg Capacity: 12", "Bottle Capacity: 6": a bare number against a counted noun is how many
    # of that noun the item holds, which a title counts the same way ("24 Egg Incubator"). Capacities of a measure
    # (weight, load, battery, storage) carry a unit or name no countable thing.
    r"|(?!(?:weight|load|battery|storage|memory|water|fuel|tank|liquid|paper|seating|cargo|holding|bearing)\s)"
    r"([a-z]{3,})\s+capacity)$",
    _I,
)
# Nouns a count specific names that say nothing of what is counted.
_GENERIC_COUNTED = frozenset({"", "item", "items", "piece", "pieces", "pcs", "unit", "units", "pack", "packs", "count"})
_COUNT_WORD = r"(?:\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
# A count said of some of the items rather than all that come ("two glasses have chips", "3 books are signed").
_SOME_OF_THEM_AFTER = re.compile(
    r"^\s*(?:over|above|below|plus|(?:and|&)\s+(?:\d|one|two|three|four|five|six)\b|,\s*\d|\+|have|has|had|show|shows|need|needs|are\s+(?!included|present|here|in\s+the\s+(?:set|box|lot|pack))|is\s+(?!included|present)|were|was|with|missing|broken"
    r"|chipped|damaged|signed|marked|of\s+(?:the|them|which)|from|still|left\s+over|each|per\b"
    # Thirty-sixth round: a section placed in the item ("24 grid pages at the back", "4 card slots at the front") is
    # some of what the specific counts, beside the rest.
    r"|(?:at|in)\s+the\s+(?:back|front|rear|end|start)\b)",
    _I,
)
_SOME_OF_THEM_BEFORE = re.compile(
    r"\b(?:of|only|just|the\s+other|other|another|plus|extra|spare|missing|lost|broke|broken|first|last|all|each|per|"
    r"every|for|fits|holds|seats|serves|up\s+to|over|under|than|about|around|approx\w*|and|or|to)\s+$|\d\s*(?:-|–|/|x)\s*$",
    _I,
)


# A word between the count and the noun that makes them some beside others: "2 extra handsets", "3 spare blades".
_SOME_OF_THEM_BETWEEN = re.compile(r"\s(?:extra|spare|additional|more|other|further|replacement|optional)\s", _I)
# Thirty-second round: a number straight after another count ("three 6 in planters", "two 300 lumen lanterns", "6
# 80 sheet pads") sizes the things the first number counts; it is no count of them.
_COUNTED_JUST_BEFORE = re.compile(rf"(?<![\w.,/$£€-]){_COUNT_WORD}[ \t]+$", _I)


def _specific_count(key: str, value: str) -> tuple[int, str] | None:
    """(count, stem of what it counts) of a count specific, or None."""
    match = _COUNT_KEY.match(_key_words(key))
    if match is None or not value.strip().isdigit():
        return None
    count = int(value.strip())
    noun = (match.group(1) or match.group(2) or match.group(3) or "").lower()
    # "Quantity: 1" counts listings, not pieces: one set of six glasses is one.
    if count < 2 and not noun:
        return None
    return count, "" if noun in _GENERIC_COUNTED else facets.stem(noun)


_NAME_BEFORE_NUMBER = re.compile(r"[^\s.!?:;\n]\s+[A-Z][A-Za-z]*[a-z][A-Za-z]*\s+$")


# Thirtieth round: "pack of 8 ... trees" counts what the pack holds, all of them, though "of" before a count mostly
# names the whole some are taken from ("two of 6 plates").
_PACKED_OF_BEFORE = re.compile(r"\b(?:pack|set|box|bag|bundle|lot|kit|tub|tin)\s+of\s+$", _I)


def _noun_counts(
    text: str, noun: str, *, packed: bool = False, attributive: bool = False
) -> list[tuple[int, str, int]]:
    """(count, quote, start) of "N <up to two words> <noun>" in a text, where the count is of them all; with packed,
    also a pack's count ("pack of 8 <noun>s"); with attributive, also the singular right after the count that a
    title writes as the item's kind ("12 Pole weave set")."""
    found: list[tuple[int, str, int]] = []
    # Thirty-fifth round: every match holds the noun, so ASCII text without it has none; the pattern, built with the
    # noun in it, is then neither compiled nor run.
    if lacks(text, noun):
        return found
    # A face value ("Two $50 Gift Certificates") is money, not a count (eighteenth round).
    ending = r"(?:(e?s)|e)?" if attributive else r"(e?s)?"
    pattern = built(rf"(?<![\w.,/$£€-])({_COUNT_WORD})(\s+(?:[a-z][\w'&-]*\s+){{0,2}}?){re.escape(noun)}{ending}\b", _I)
    for match in pattern.finditer(text):
        value = facets.number(match.group(1))
        # A year ("1990 Topps cards") is no count.
        if value is None or 1900 <= value <= 2099:
            continue
        # Two or more of a thing are written in the plural; "two drawer bottoms" counts the bottoms. Thirty-fifth
        # round: a title's count right before the singular noun ("6 Drawer Chest", "12-Pole set") names the item
        # by how many it has, where a count specific names the same noun.
        singular = value > 1 and not match.group(3) and not noun.endswith("s")
        if singular and not (attributive and not match.group(2).strip()):
            continue
        before = text[max(0, match.start() - 20) : match.start()]
        if _SOME_OF_THEM_BEFORE.search(before) and not (packed and _PACKED_OF_BEFORE.search(before)):
            continue
        if _COUNTED_JUST_BEFORE.search(before):
            continue
        # A number that ends a name written inside the sentence ("4 PlayStation 2 games", "Nintendo 64 cartridges")
        # is the name's, not a count (eighteenth round).
        if _NAME_BEFORE_NUMBER.search(text[max(0, match.start() - 30) : match.start()]):
            continue
        if _SOME_OF_THEM_AFTER.match(text[match.end() : match.end() + 20]):
            continue
        # "78 RPM shellac records" plays at 78 rpm; "2 extra handsets" are some beside the base one (twelfth round).
        if facets.MEASURE_UNIT_AFTER.match(text, match.end(1)) or _SOME_OF_THEM_BETWEEN.search(match.group()):
            continue
        found.append((value, match.group(), match.start()))
    return found


# --- an itemised total --------------------------------------------------------------------------------------------

# A total with its inventory after a colon ("Job lot of 8 tools: 2 spades, 1 fork, 1 rake"): every entry counted,
# so the counts add up to the total or the listing says two things. Entries counted in pairs, packs or sets, or
# with counts inside them ("4 settings of 6"), are not summed.
_ITEMISED = re.compile(
    rf"(?<![\w.,/-])({_COUNT_WORD})\s+(?:[a-z][\w'&-]*\s+){{0,3}}?[a-z][\w'&-]*\s*:\s*([^.\n:;]+)",
    _I,
)
_INVENTORY_ENTRY = re.compile(rf"^\s*(?:and\s+|&\s*)?({_COUNT_WORD})\s*(?:x\s+)?([a-z][\w'&\s-]*?)\s*$", _I)
_SIZED_ENTRY = re.compile(
    rf"^\s*(?:and\s+|&\s*)?\d+(?:\.\d+)?\s?(?:{'|'.join(sorted(map(re.escape, SIZE_UNITS_MM), key=len, reverse=True))})"
    r"(?![\w-])",
    _I,
)
_EACH_BEFORE_COLON = re.compile(r"\b(?:each|apiece|per\s+[a-z]+)\s*:", _I)
_COUNTED_IN_UNITS = re.compile(r"\b(?:pairs?|packs?|sets?|boxes|bags|rolls|of|each|per|x)\b|\d", _I)


_ENTRY_FIGURE = re.compile(r"^\s*(?:and\s+|&\s*)?\d+(?:\.\d+)?")


def _measured_entry(entry: str) -> bool:
    figure = _ENTRY_FIGURE.match(entry)
    return figure is not None and facets.MEASURE_UNIT_AFTER.match(entry, figure.end()) is not None


def itemised_total_mismatch(listing: Listing) -> Quote | None:
    for match in gated_finditer(_ITEMISED, listing.description):
        total = facets.number(match.group(1))
        entries = [entry for entry in re.split(r",|\band\b|&|\+", match.group(2)) if entry.strip()]
        if total is None or total < 3 or len(entries) < 2:
            continue
        # A measure before the colon ("4 oz each: 2 lavender, 2 rose") sizes each item; it totals nothing (nineteenth
        # round).
        if facets.MEASURE_UNIT_AFTER.match(listing.description, match.end(1)):
            continue
        # Thirty-sixth round: a count said of each item before the colon ("32 pages each: one dot grid, one lined, one
        # plain") counts inside every entry; the list names the items, and its count is never that total.
        if _EACH_BEFORE_COLON.search(match.group(), 0, match.start(2) - match.start()):
            continue
        # Thirty-fifth round: one entry per item, each opening on a size ("3 toys: 7 in carrot, 4 in donut, 6 in
        # bone", "2 frames: 30 cm oak, 20 cm pine"), lists the items by their measures; a count of them would be
        # "2 in red, 1 in blue" for two entries, which never number the total on their own.
        if len(entries) == total and any(_SIZED_ENTRY.match(entry) for entry in entries):
            continue
        # Thirty-eighth round: so do entries each opening on another measure, a weight, a volume or a voltage ("4
        # weights: 1 kg, 500 g, 200 g and 100 g", "3 cords: 110V wall, 12V car, 24V truck"); read as counts, the
        # figures would add up to hundreds.
        if len(entries) == total and all(_measured_entry(entry) for entry in entries):
            continue
        counts: list[int] = []
        for entry in entries:
            found = _INVENTORY_ENTRY.match(entry)
            count = facets.number(found.group(1)) if found else None
            if found is None or count is None or _COUNTED_IN_UNITS.search(found.group(2)):
                counts = []
                break
            counts.append(count)
        if counts and sum(counts) != total:
            return ListingField.DESCRIPTION, match.group().strip()
    return None


# --- a tally the description sums up (thirtieth round) ------------------------------------------------------------
# A description that sums up what comes in a sentence of its own ("That's 42 in total.", "That makes the 15 books.")
# against a count specific the title also writes ("Number of Models: 60" under "... 60 models ..."): two fields
# count the sale one way and the seller's own tally another. Only a sentence that ends on the tally is read, so
# "that's 2 more than the shop" or "that is 3 years old" is no tally (a time or an age is never counted).
_TALLY_SAID = re.compile(
    rf"\bthat(?:['’]s|\s+is|\s+makes)\s+(?:the\s+|a\s+total\s+of\s+)?({_COUNT_WORD})"
    r"(?:\s+(?!(?:years?|months?|weeks?|days?|hours?|minutes?|mins?|seconds?|times?|percent|more|less|fewer|extra|left"
    r"|missing|short|over|under|off|each|per|old|new)\b)([a-z][\w'-]*s))?"
    r"(?:\s+(?:in\s+)?total|\s+altogether|\s+all\s+told)?\s*(?=[.!;\n)]|$)",
    _I,
)


def tally_said_mismatch(listing: Listing) -> Quote | None:
    """The description's own tally ("That's 42 total.") against a count specific whose count the title writes too."""
    lowered = listing.description.lower()
    # Cheap first: few descriptions sum up in a sentence of their own.
    if "that" not in lowered or not any(ch.isdigit() for ch in listing.title):
        return None
    tallies = [
        (n, match)
        for match in _TALLY_SAID.finditer(listing.description)
        if (n := facets.number(match.group(1))) is not None and n >= 2 and not 1900 <= n <= 2099
    ]
    if not tallies:
        return None
    products = facets.multiplied_counts(listing.title, listing.description)
    for key, value in sorted(listing.attributes.items()):
        given = _specific_count(key, value)
        # "Quantity: 20" counts the lot's pieces where the title writes the same 20 ("Job lot 20 LPs"); a quantity of
        # one counts listings and is never read.
        if given is None and _key_words(key) in ("quantity", "qty") and value.strip().isdigit():
            given = int(value.strip()), ""
        if given is None or given[0] < 2:
            continue
        count = given[0]
        # The title writes the same count as a count, not as a measure or a part of a code ("60 models", "Lot of 6").
        in_title = [
            m
            for m in re.finditer(rf"(?<![\w.,/#-]){count}(?![\w.,/-])", listing.title)
            if not facets.MEASURE_UNIT_AFTER.match(listing.title, m.end())
        ]
        if not in_title:
            continue
        for n, match in tallies:
            if not facets.counts_agree(n, count, products):
                return ListingField.DESCRIPTION, match.group().strip()
    return None


# Units a listing is sold by, so a generic count specific ("Number of Items: 3") counts them.
_WHOLE_LOT = re.compile(r"(?:lot|set|bundle|collection)\s+of\b", _I)
_UNIT_OF_SALE = re.compile(r"pairs|packs|rolls|reams|sets|bundles|cans|bottles|jars|tins|boxes|bags|pads|bars", _I)


_PAIRS = re.compile(r"\bpairs?\b", _I)
# Where a pair is worn, and so sold and counted, as one item (a pack of 3 pairs of socks is 3 items). Not derived from
# CLOTHING_CATEGORY below, which names what is sold in a size: a pair of earrings or cufflinks (jewellery, accessories)
# counts once here and has no size there.
_WORN_IN_PAIRS = re.compile(r"CLOTHING|SHOE|JEWEL|FASHION|ACCESSOR", _I)


def _items_counted(n: int, quote: str, category: str) -> tuple[int, ...]:
    """What a title's count may come to in items: a count of parts sold in pairs is also twice as many ("6 Pairs" of
    chain links beside "Number of Items: 12"; twentieth round); a pair worn together counts once."""
    return (n, 2 * n) if _PAIRS.search(quote) and not _WORN_IN_PAIRS.search(category) else (n,)


def _title_noun_count_outvoted(listing: Listing, count: int) -> str | None:
    """The title's count of a noun ("12 Stamps") where a count specific that names no noun and the description's
    count of that same noun agree on another number ("10 stamps in all"): two fields against the title's one
    (thirty-fourth round). Only where the description never gives the title's number for the noun."""
    for facet in facets.title_unit_counts(listing.title):
        noun = facet.kind.partition(":")[2]
        titled = int(facet.value)
        if not noun or titled == count or titled < 2:
            continue
        described = {n for n, _, _ in _noun_counts(listing.description, noun)}
        if count in described and titled not in described:
            return facet.quote
    return None


# Forty-sixth round: a set's count of colours in its title ("24 Colors", "36 Shades") counts its pieces where each
# piece is one colour (tubes, pencils, crayons, skeins).
_COLOUR_COUNT_NOUNS = frozenset({"colors", "colours", "shades", "hues"})


def _colour_count_outvoted(listing: Listing, count: int) -> str | None:
    """The title's colour count ("24 Colors") against a count specific of another number ("Number of Tubes: 12") that
    the description writes as a count ("12 tubes x 21ml", "18 x 12 ml tubes"): two fields against the title's one.
    Only where the title never writes the specific's number and the description never writes the title's, so a set
    of "12 Colors, 24 Pencils" or a dual-tip marker's "30 pens, 60 colours" keeps its answer."""
    if count < 2 or _number_alone(count, listing.title):
        return None
    at = alone_at(str(count), listing.description, listing.description, "_.,")
    # The specific's number in the description as a count, not a measure ("12 ml").
    if at < 0 or facets.MEASURE_UNIT_AFTER.match(listing.description, at + len(str(count))):
        return None
    for facet in facets.title_unit_counts(listing.title):
        if facet.kind.partition(":")[2].lower() not in _COLOUR_COUNT_NOUNS:
            continue
        titled = int(facet.value)
        if titled != count and not _number_alone(titled, listing.description):
            return facet.quote
    return None


# Thirty-seventh round: a title that opens on its count, "20 x" then the item ("20 x Brass Hinges", "6 x 2023 Proof
# Coins"), sells that many; a size's sides ("20 x 30 cm Frame") carry a unit after the second number.
_TITLE_LEADING_TIMES = re.compile(
    r"\s*(\d{1,3})\s?[x×]\s+(?=[a-z]|(?:19|20)\d\d\s+[a-z])(?!(?:19|20)\d\d\s?(?:mm|cm|in|ft|m)\b)", _I
)


def title_leading_count(title: str, description: str) -> facets.Facet | None:
    """A title's opening count "20 x" as a count of the first plural noun within four words after it ("10 x Fat
    Quarters", "12 x Wooden Arrows"), or None: forty-sixth round, so that the quantity specific and the description's
    own count of that noun are read against it as a "Set of 10" is. A count naming no plural ("6 x 2023 Proof") is
    left to the readers of a generic count, and a description that writes the title's number on its own ("the box
    holds 12 pencils, 8 are here") agrees with it somewhere."""
    lead = _TITLE_LEADING_TIMES.match(title)
    if lead is None or _number_alone(int(lead.group(1)), description):
        return None
    noun = _first_counted_plural(title, lead.group().strip())
    if noun is None:
        return None
    return facets.Facet(f"count:{noun}", lead.group(1), lead.group().strip(), lead.start(1))


def _title_counts_of(listing: Listing, noun: str, title_counts: list[facets.Facet]) -> list[tuple[int, str]]:
    """(count, quote) of the title's counts of one noun's stem."""
    # A lot or a set that names no noun counts what the title sells: "Lot of 12 ... Books" beside
    # "Number of Books: 8" (eighth round).
    # Thirty-sixth round: ASCII text without the noun is read without building the noun's pattern.
    names_noun = not lacks(listing.title, noun) and built(rf"\b{re.escape(noun)}", _I).search(listing.title) is not None
    stated = [
        (int(c.value), c.quote)
        for c in title_counts
        if c.kind == f"count:{noun}" or (names_noun and c.kind == "count:" and _WHOLE_LOT.match(c.quote))
    ]
    plural = _noun_counts(listing.title, noun)
    stated += [(n, quote) for n, quote, _ in plural]
    # Forty-first round: a holder's count with its noun three or four words on ("Set of 12 Miniature Detail Paint
    # Brushes", "Pack of 10 Heavy Duty Cable Ties"): the facet stops two words after the count and names a modifier,
    # so the plural the count is written before is read from the title, the first one only ("Set of 3 Pairs Ski
    # Gloves" counts pairs).
    stated += [
        (int(c.value), c.quote)
        for c in title_counts
        if c.kind != f"count:{noun}"
        and (int(c.value), c.quote) not in stated
        and _first_counted_plural(listing.title, c.quote) == noun
    ]
    # A title's singular count ("8 Port") may count some of them, which the description then counts apart
    # ("8 x PoE ports + 2 uplinks"): read only where the description never writes its number.
    stated += [
        (n, quote)
        for n, quote, start in _noun_counts(listing.title, noun, attributive=True)
        if (n, quote, start) not in plural and not _number_alone(n, listing.description)
    ]
    return stated


@lru_cache(maxsize=FIXED_ARGUMENTS_HELD)
def _level_word(alternation: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:{alternation})\b", _I)


def _level_words_of(noun: str, title: str) -> tuple[str, ...]:
    """The noun, and when it counts an item's stacked levels, the stem of every other level word the title uses (the
    pack's levelWords: "5 Tier" is the title's count of levels; thirty-seventh round)."""
    from services.rulepack import LEVEL_WORDS, risk_pack  # the pack module imports this one for the check names

    level = _level_word(risk_pack().lists[LEVEL_WORDS])
    if level.fullmatch(noun) is None:
        return (noun,)
    return (noun, *sorted({facets.stem(m.group().lower()) for m in level.finditer(title)} - {noun}))


# Thirty-ninth round: a count specific that names no noun ("Number of Items: 10", "Number in Set: 3") beside a title
# that counts the same number counts the plural noun a few words after the title's count ("10 x Brass Cabinet Knobs",
# "Set of 3 Oak Nesting Tables"): the description's count of that noun is a third field about the same things. The
# title's count facet may stop at a word before the noun ("Set of 3 Cedar Wren"), so the noun is read from the title;
# what follows a comma, a dash, "with" or "for" is another part or a use ("..., 1 inch Holes", "with 2 Drawers"). A
# possessive is a maker's or an owner's name ("Lot of 18 Carter's Tops"), no plural.
_TITLE_COUNTED_SPAN = re.compile(r"^((?:\s*[^\s,;:()/|\u2013\u2014-]+){0,4})", _I)
_TITLE_SPAN_STOP = re.compile(r"\b(?:with|w|for|and|or|plus|in|of|to|fits?)\b.*$", _I | re.DOTALL)
# Only a count written before what it counts: a holder "of" the number, or the number "x". A count with its own
# noun or holder after it ("15 Pieces Teapot Cups Saucers", "3 Pack Age 9 Years", "60 Pack Assorted Colors") is
# followed by the parts, the size or the kinds, not by what it counts.
_COUNT_BEFORE_NOUN = re.compile(
    r"(?:(?:set|lot|pack|box|bundle|bag|case|kit|collection|tin|tray)\s+of\s+\d{1,4}|\d{1,4}\s?[x×])\s", _I
)
_PLURAL_NOUN = re.compile(r"^[a-z]{2,}(?:[a-rtv-z]s|es)$", _I)


def _title_counted_plurals(title: str, count_quote: str) -> set[str]:
    """The stems of the plural nouns within four words after the title's count, when the count is written before
    what it counts ("Set of 3", "12 x")."""
    at = title.find(count_quote)
    lead = _COUNT_BEFORE_NOUN.match(title, at) if at >= 0 else None
    if lead is None:
        return set()
    span = _TITLE_COUNTED_SPAN.match(title[lead.end() :])
    words = _TITLE_SPAN_STOP.sub("", span.group(1) if span else "").split()
    return {facets.stem(w.lower()) for w in words if _PLURAL_NOUN.match(w)}


def _first_counted_plural(title: str, count_quote: str) -> str | None:
    """The stem of the first plural noun within four words after a title's count written before what it counts
    ("Set of 12", "10 x"), or None."""
    at = title.find(count_quote)
    lead = _COUNT_BEFORE_NOUN.match(title, at) if at >= 0 else None
    if lead is None:
        return None
    span = _TITLE_COUNTED_SPAN.match(title[lead.end() :])
    words = _TITLE_SPAN_STOP.sub("", span.group(1) if span else "").split()
    return next((facets.stem(w.lower()) for w in words if _PLURAL_NOUN.match(w)), None)


# Twenty-ninth round: a count after a verb of what the seller did with the things ("built 6 projects", "tested 3 of
# the games", "played 10 rounds") is how many were tried, not how many come; a count in dozens ("12 dozen pairs") is
# twelve times the number.
_DONE_BEFORE = re.compile(
    r"\b(?:built|made|tested|tried|played|ran|completed|finished|did|used|flew|flown|launched|fired|cooked|baked"
    r"|sewed|sewn|knitted|read|watched|performed)\s+(?:only\s+|just\s+|about\s+|around\s+|roughly\s+|the\s+first\s+)?$",
    _I,
)
_DOZEN_OF = re.compile(r"\s(?:a\s+)?dozen\s", _I)
# Thirtieth round: a count after "in", "within" or "under" ("learn it in 5 minutes", "set up within 10 minutes",
# "charges in under 3 hours") is how long something takes, or what the thing is packed or offered in ("comes in 4
# colours"), not a recount of what the title counts.
_WITHIN_BEFORE = re.compile(
    r"\b(?:in|within|under)\s+(?:under\s+|about\s+|around\s+|roughly\s+|just\s+|only\s+|less\s+than\s+)?$", _I
)
# A count of the title's noun placed on, with or among other things ("ring marks on 2 tables", "bought with 12
# baubles"), one of work done with them, or of a time, is some of them or another sale.
_PLACED_AMONG_BEFORE = re.compile(r"\b(?:on|in|with|at|among|into|onto|across)\s+(?:the\s+|all\s+|about\s+)?$", _I)


def _sale_count_of(description: str, stem: str, count: int, at: int) -> bool:
    """Whether a description's count of a noun read from the title is a count of what is sold: none said of some of
    them, and the description never writes the title's own count of the noun."""
    before = max(0, at - 30)
    return not (
        _PLACED_AMONG_BEFORE.search(description, before, at)
        or _DONE_BEFORE.search(description, before, at)
        or _WITHIN_BEFORE.search(description, before, at)
        or count in _counts_written(description, stem)
    )


def count_mismatch(listing: Listing) -> Quote | None:
    """A count specific ("Number of Books: 7", "Number of Items: 6") against the title's pack or set count and
    against the description's count of the same thing ("its six books"): only a count of the thing the specific
    or the title names, never a count of some of them ("two glasses have chips") or of their parts."""
    title_counts = [
        c
        for c in facets.counts(listing.title, in_carats=weighs_in_carats(listing))
        if not re.match(r"[x×]", c.quote, _I)
    ]
    for key, value in sorted(listing.attributes.items()):
        given = _specific_count(key, value)
        if given is None:
            continue
        count, noun = given
        read_on: set[str] = set()
        if noun:
            stated = [
                counted
                for named in _level_words_of(noun, listing.title)
                for counted in _title_counts_of(listing, named, title_counts)
            ]
            nouns = {noun}
        else:
            stated = [(int(c.value), c.quote) for c in title_counts]
            if not stated and (lead := _TITLE_LEADING_TIMES.match(listing.title)) is not None:
                stated = [(int(lead.group(1)), lead.group().strip())]
            # A title that counts its units of sale ("6 Pairs", "3 Rolls") and no pack or set (eighth round).
            if not stated and count >= 2:
                stated = [
                    (int(c.value), c.quote)
                    for c in facets.title_unit_counts(listing.title)
                    if _UNIT_OF_SALE.fullmatch(c.kind.partition(":")[2])
                ]
            nouns = {c.kind.partition(":")[2] for c in title_counts} - {""}
            read_on = _title_counted_plurals(listing.title, stated[0][1]) - nouns if stated and count >= 2 else set()
            nouns |= read_on
            if not stated and (named := _title_noun_count_outvoted(listing, count)) is not None:
                return ListingField.TITLE, named
        if not stated and (coloured := _colour_count_outvoted(listing, count)) is not None:
            return ListingField.TITLE, coloured
        products = facets.count_arithmetic(listing.title, listing.description)
        if stated and not any(
            facets.counts_agree(m, count, products)
            for n, quote in stated
            for m in _items_counted(n, quote, listing.category)
        ):
            return ListingField.TITLE, stated[0][1]
        # The description's count of the thing sold, when it gives one: a count of one ("one drawer sticks") is
        # about one of them, and two different counts ("4 LAN ports and 1 WAN port") divide the whole.
        # A unit's count ("Sheet Count: 330") is compared with the title only: a description counts them per roll.
        # A capacity ("Sheet Capacity: 15") is the most the item takes, which a description's trial stays under.
        if _key_words(key).endswith((" count", " capacity")):
            continue
        described = [
            (n, quote)
            for stem in nouns
            if re.search(rf"\b{re.escape(stem)}", listing.title, _I)
            for n, quote, at in _noun_counts(listing.description, stem)
            if stem not in read_on or _sale_count_of(listing.description, stem, count, at)
        ]
        if (
            len({n for n, _ in described}) == 1
            and described[0][0] != 1
            and not facets.counts_agree(described[0][0], count, products)
        ):
            return ListingField.DESCRIPTION, described[0][1]
    return None


# --- required specifics left as placeholders ----------------------------------------------------------------


@dataclass(frozen=True)
class Placeholders:
    """The pack's one list of values that stand in for an item specific's value ("N/A", "see description")."""

    pattern: re.Pattern[str]
    positives: tuple[str, ...]
    near_misses: tuple[str, ...]

    def match(self, value: str) -> bool:
        plain = value.strip().rstrip(".").strip()
        return not plain or self.pattern.fullmatch(plain) is not None


def parse_placeholders(raw: Any) -> Placeholders:
    """The list from the pack's ``placeholders`` section; a malformed one fails loudly with what is wrong."""
    if not isinstance(raw, dict) or not isinstance(raw.get("values"), list) or not raw["values"]:
        raise ValueError("placeholders: needs a non-empty 'values' list")
    if not all(isinstance(v, str) and v for v in raw["values"]):
        raise ValueError("placeholders: each value must be a non-empty pattern")
    pattern = re.compile("|".join(f"(?:{v})" for v in raw["values"]), _I)
    return Placeholders(
        pattern, tuple(str(v) for v in raw.get("positives", ())), tuple(str(v) for v in raw.get("near_misses", ()))
    )


def is_placeholder(value: str) -> bool:
    """Whether an item specific's value stands in for one, by the list of the edition the review is judged by."""
    return _pack_in_force()().placeholders.match(value)


@cache
def _pack_in_force() -> Callable[[], RiskPack]:
    """rulepack.risk_pack, imported at first use: the pack module imports this one for the check names. Once, not
    per call: an import statement run in a check asked several times a review costs more than the check's own
    lookup (twenty-ninth round)."""
    from services.rulepack import risk_pack

    return risk_pack


# What every item of a kind has, so a placeholder there hides a value rather than saying none applies: the size
# of a garment or a pair of shoes the text gives, the storage of a phone, tablet or computer, the measurements
# of a piece of furniture, and a part number the description itself writes.
_SIZE_SPECIFIC = re.compile(r"^(?:\w+\s+)?size$", _I)
_STORAGE_SPECIFIC = re.compile(r"^(?:storage(?:\s+capacity)?|capacity|hard\s+drive\s+capacity|ssd\s+capacity)$", _I)
_MEASURE_SPECIFIC = re.compile(r"^(?:item\s+)?(?:width|depth|height|length|dimensions?)$", _I)
_PART_SPECIFIC = re.compile(r"^(?:mpn|manufacturer\s+part\s+number|part\s+number|model\s+number)$", _I)
_DATA_DEVICE = re.compile(
    r"\b(?:phone|iphone|smartphone|pixel|galaxy|tablet|ipad|laptop|notebook|macbook|chromebook|computer|console"
    r"|ssd|hard\s+drive|memory\s+card|usb\s+stick|flash\s+drive)\b",
    _I,
)
_STATED_SIZE_VALUE = re.compile(
    rf"\bsize\s*:?\s*(?:uk|us|eu)?\s*(?:\d{{1,2}}(?:\.5)?|{_SIZE_WORD})\b(?![\w/-]|\s*(?:-|to|/)\s*\d)"
    rf"(?<!\bsizes)",
    _I,
)
# A size read off the garment's own label ("Size label inside the pocket reads 180/104/88", "the size tag says 42R";
# seventeenth round): the value is there, written as the maker writes it.
_SIZE_LABEL_READS = re.compile(
    r"\bsize\s+(?:label|tag)\b[^.;\n]{0,40}?\b(?:reads|says|shows|states|is|marked)\s*:?\s*['\"]?(?=[\w/]*\d)[\w/.-]{2,}",
    _I,
)
_AGE_SPECIFIC = re.compile(r"^(?:age\s+range|recommended\s+age|age\s+level|age)(?:\s+\(\w+\))?$", _I)
# The ages a toy or a game is for, given where the age specific (_AGE_SPECIFIC) says "N/A" ("for children
# ages 4 and up", "Ages 8+", "age 3-6", "suitable from 5 years"; seventeenth round): the age range is stated.
_STATED_AGES = re.compile(
    r"\bages?\s+\d{1,2}\s*(?:\+|and\s+(?:up|over|older|above)|(?:-|to)\s*\d{1,2}\b)"
    r"|\b(?:for|suitable\s+(?:for|from))\s+(?:children\s+|kids\s+)?(?:aged?\s+)?\d{1,2}\s*(?:\+|years?\s+(?:and\s+(?:up|over|older)|\+))",
    _I,
)
_STATED_PART = re.compile(
    r"\b(?:part|p/?n|mpn|part\s+(?:number|no\.?|#)|model\s+(?:number|no\.?|#))\s*:?\s*(?=[a-z-]*\d)(?=[\w-]*[a-z])[a-z\d][\w-]{3,}\b",
    _I,
)
_FURNITURE = re.compile(r"furniture", _I)
# Twentieth round. A published work (a book, a comic, a game) always has a publisher, if only its author; and a specific
# that measures the item ("Volume", "Net Weight", "Capacity") hides its value when the title gives the item a measure
# of that quantity ("Eau de Parfum 100ml" over "Volume: does not apply"). What each such key measures, by the
# quantities of ``UNITS``.
_PUBLISHER_SPECIFIC = re.compile(r"^publisher$", _I)
_MEASURED_SPECIFICS = (
    (re.compile(r"^(?:item\s+|net\s+|liquid\s+)?volume$", _I), frozenset({"volume", "ounce"})),
    (_WEIGHT_SPECIFIC, frozenset({"mass", "ounce"})),
    (re.compile(r"^capacity$", _I), frozenset({"volume", "ounce", "charge"})),
)


def _title_measures_the_key(words: str, title: str) -> bool:
    quantities = next((q for key, q in _MEASURED_SPECIFICS if key.match(words)), None)
    return quantities is not None and any(m.dimension in quantities for m in measures(title, title=True))


# A title about something for the device, not the device ("Phone stand", "Case for iPad").
_FOR_A_DEVICE = re.compile(
    r"\b(?:for|fits|stand|case|cover|charger|cable|holder|mount|protector|strap|band|sleeve|bag|dock|adapter|skin"
    r"|grip|stylus|keyboard|battery|lens|tripod|ring\s+light)\b",
    _I,
)


# Thirty-sixth round: a size specific that names the part it sizes ("Body Size", "Wheel Size", "Blade Size") hides
# its value where the description measures that part in the same breath ("a 16 inch body", "wheels are 26in", "blade
# length 30 cm"): the seller knew the size. A measure of another part ("16 inch case") is no answer to the key.
_PART_SIZE_SPECIFIC = re.compile(r"^([a-z]{3,})\s+size$", _I)
_LENGTH_FIGURE = (
    r"\d{1,4}(?:\.\d+)?\s?-?\s?(?:"
    + "|".join(re.escape(unit) for unit in sorted(SIZE_UNITS_MM, key=len, reverse=True))
    + r")(?![a-z])"
)


@lru_cache(maxsize=FIXED_ARGUMENTS_HELD)
def part_measure_shape(part: str) -> re.Pattern[str]:
    named = rf"{re.escape(part)}(?:e?s)?"
    return re.compile(
        rf"(?<![\w.]){_LENGTH_FIGURE}\s+{named}\b"
        rf"|\b{named}\s+(?:(?:size|length|diameter|width)\s*)?(?::|is|are|of|measures?)?\s*{_LENGTH_FIGURE}",
        _I,
    )


def _part_measured(words: str, description: str) -> bool:
    part = _PART_SIZE_SPECIFIC.match(words)
    return part is not None and part_measure_shape(part.group(1).lower()).search(description) is not None


# A hand specific's key ("Dexterity", "Handedness"): read by the placeholder reading here and the hand reading below.
_HAND_KEY = re.compile(r"^(?:dexterity|handedness|hand|hand\s+orientation|orientation|throwing\s+hand|throws)$", _I)


# Forty-third round: the item's kind ("Type", "Item Type", "Product Type") given as a placeholder, "Does not apply"
# too: every item sold is of some kind, and the title names it, so no kind can honestly fail to apply. A part's or a
# feature's kind ("Closure Type", "Lens Type", "Heel Type") may, and is left alone.
_KIND_SPECIFIC = re.compile(r"^(?:item\s+|product\s+)?type$", _I)


def placeholder_hides_value(listing: Listing) -> Quote | None:
    """A required specific given as a placeholder where the item certainly has the value, or the listing itself
    states it: "Size: N/A" over "size 6 on the label", "Storage Capacity: unknown" on a phone, "Width: N/A" on a
    sideboard, "MPN: Does not apply" beside "part DF6503S". Placeholders on specifics that honestly may not
    apply ("MPN: Does not apply" alone, "Closure: N/A") are left alone."""
    text = f"{listing.title}\n{listing.description}"
    for key, value in sorted(listing.attributes.items()):
        plain = value.strip().rstrip(".")
        if len(plain) < 3 or not is_placeholder(plain):
            continue
        words = _key_words(key)
        hides = (
            (_SIZE_SPECIFIC.match(words) and (_STATED_SIZE_VALUE.search(text) or _SIZE_LABEL_READS.search(text)))
            or (_AGE_SPECIFIC.match(key.strip()) and _STATED_AGES.search(text))
            or (
                _STORAGE_SPECIFIC.match(words)
                and _DATA_DEVICE.search(listing.title)
                and not _FOR_A_DEVICE.search(listing.title)
            )
            or (_MEASURE_SPECIFIC.match(words) and _FURNITURE.search(listing.category))
            or (_PART_SPECIFIC.match(words) and _STATED_PART.search(listing.description))
            or _PUBLISHER_SPECIFIC.match(words)
            or _title_measures_the_key(words, listing.title)
            or (_HAND_KEY.match(words) and len(_sides_handed(text)) == 1)
            or _part_measured(words, listing.description)
            or _KIND_SPECIFIC.match(words)
        )
        if hides:
            return ListingField.ATTRIBUTES, plain
    return None


# --- a maker withheld (issue 19, fifteenth round) ---------------------------------------------------------------

# The item's maker stated where the brand specific says there is none ("Brand: Unbranded", "Does not apply"): a mark
# read off the item in capitals ("stamped STANLEY on the lever cap"), or the title opening with a name and the
# maker's model code ("Titan TTB277DRL 18V Drill") that the description repeats. Marks of metal, country and patent
# ("stamped STERLING", "marked MADE IN ENGLAND") are no maker.
_MAKER_MARK = re.compile(
    r"\b(?:stamped|marked|embossed|engraved|branded|signed|labelled|labeled)\s+(?:with\s+)?['\"“‘]?"
    r"(?!(?:STERLING|SILVER|GOLD|EPNS|EP|PLATED|ENGLAND|BRITAIN|GERMANY|JAPAN|CHINA|FRANCE|ITALY|USA|MADE|PAT|PATENT"
    r"|REG|NO|SIZE|HALLMARKED|HALLMARK|FOREIGN|EMPIRE)\b)"
    r"(?-i:[A-Z][A-Z&'-]{2,}(?:\s+[A-Z][A-Z&'-]{2,})?)\b",
    _I,
)
_MAKER_MARK_SAID = Statement(_MAKER_MARK, (NEGATED_OR_HEDGED,))
# Twenty-ninth round: the mark written as a name ("blades stamped Richardson Sheffield", "stamped K Sabatier",
# "stamped Ansonia Clock Co."): a name one rare word long (a maker's coined or foreign name, under 3.0 Zipf) or longer,
# whose first word English writes less often than its everyday words (under 4.5 Zipf: "Best", "Made", "Fine" are
# everyday). An engraving is a dedication ("engraved Best Man"), never a maker; marks of metal, country and make
# ("Stainless Steel", "Occupied Japan", "Genuine Leather") are no maker either.
_TITLED_MARK = re.compile(
    r"\b(?:stamped|marked|embossed|branded|etched)\s+(?:with\s+)?['\"“‘]?"
    r"(?!(?:STERLING|SILVER|GOLD|EPNS|EP|PLATED|ENGLAND|BRITAIN|GERMANY|JAPAN|CHINA|FRANCE|ITALY|USA|MADE|PAT|PATENT"
    r"|REG|NO|SIZE|HALLMARKED|HALLMARK|FOREIGN|EMPIRE|STAINLESS|OCCUPIED|GENUINE|SOLID|REAL|PURE)\b)"
    r"(?-i:((?:[A-Z]\.?\s+){0,2})([A-Z][a-z][\w&'-]+)((?:\s+(?:&\s+)?[A-Z][a-z][\w&'-]+){0,2}))",
    _I,
)
_TITLED_MARK_SAID = Statement(_TITLED_MARK, (NEGATED_OR_HEDGED,))
_RARE_MARK_ZIPF = 3.0
_LONGER_MARK_ZIPF = 4.5


def _titled_maker_mark(description: str) -> str | None:
    if not could_match(_TITLED_MARK, description):
        return None
    for found in _TITLED_MARK_SAID.statements(description):
        initials, first, rest = found.group(1), found.group(2), found.group(3)
        longer = bool(initials.strip() or rest.strip())
        if zipf(first.lower()) < (_LONGER_MARK_ZIPF if longer else _RARE_MARK_ZIPF):
            return found.group()
    return None


# How a maker's name is written and which words and values name none: read by the maker readings below and by the
# eighth round's title maker against the brand specific (thirty-sixth round: bound before their first reader).
_MAKER_WORD = re.compile(r"[A-Z][^\W\d_][\w'’.&-]*")
_NOT_A_MAKER = frozenset(
    {
        "replacement", "genuine", "original", "official", "authentic", "new", "brand", "used", "vintage", "retro",
        "oem", "men's", "mens", "women's", "womens", "ladies", "kids", "kid's", "boys", "girls", "baby", "unisex",
        "set", "pack", "lot", "pair", "bundle", "kit", "the", "a", "an", "large", "small", "mini", "classic", "premium",
        "deluxe", "rare", "limited", "edition", "sealed", "boxed", "nwt", "bnib", "spare", "universal", "compatible",
        "wireless", "cordless", "electric", "portable", "stainless", "steel", "front", "rear", "left", "right",
    }
)  # fmt: skip
# An antique's "Unsigned" or "Unmarked" (no maker's mark) names no maker either (twenty-eighth round).
_NO_MAKER_VALUES = re.compile(
    r"^\s*(?:unbranded|generic|handmade|hand\s*made|homemade|no\s+brand|custom|unknown|unsigned|unmarked)\b", _I
)
# A title's opening words that are no maker, stripped before the maker is read ("Genuine Dyson ...").
_OPENING_WORDS = frozenset({"new", "brand", "genuine", "original", "official", "authentic", "vintage", "nwt", "bnib"})
_MODEL_CODE = re.compile(r"(?=[A-Z-]*\d)(?=[\d-]*[A-Z][\d-]*[A-Z])[A-Z\d][A-Z\d-]{3,}")


def _opening_name_with_code(listing: Listing) -> str | None:
    words = listing.title.split()
    start = 0
    while start < len(words) - 2 and words[start].lower().strip(",:;-") in _OPENING_WORDS:
        start += 1
    if start >= len(words) - 1:
        return None
    name, code = words[start].strip(",:;"), words[start + 1].strip(",:;")
    if not (name[:1].isupper() and name.isalpha() and len(name) > 2) or not _MODEL_CODE.fullmatch(code):
        return None
    if is_placeholder(name) or _NO_MAKER_VALUES.match(name):
        return None
    return name if re.search(rf"\b{re.escape(name)}\b", listing.description) else None


# Twenty-second round (recall on fresh authors): two more ways a listing names the maker its brand specific withholds.
# The maker's label or printed name stated as such ("Label: Hartwell", "Kestrel name moulded on every fitting"); and
# the title's opening name right before the whole value of the model or style code specific ("Kestrel Pro 40 X2" over
# "Model: Pro 40 X2"), written again, capitalised, in the description: a model code is its maker's, and the name in
# front of it is that maker.
_LABEL_NAME = r"[A-Z][\w&'’-]+(?:\s+[A-Z][\w&'’-]+)?"
_MAKER_LABEL = re.compile(
    rf"(?:^|\n)[ \t]*(?:(?:maker'?s|makers|brand)\s+)?(?:label|made\s+by)[ \t]*:[ \t]*(?-i:({_LABEL_NAME}))"
    rf"|(?-i:\b({_LABEL_NAME}))\s+(?:name|logo|branding)\s+(?:is\s+)?"
    # Thirty-seventh round: every way a name is put onto a surface ("name pressed into the back", "logo debossed on
    # the flap", "name burned into the lid"), as printing and stamping are.
    rf"(?:printed|stamped|moulded|molded|embossed|cast|etched|pressed|debossed|branded|burn(?:ed|t)|woven)\b",
    _I,
)
_CODE_SPECIFIC = re.compile(r"^(?:model|model\s+name|model\s+number|style\s+code|style\s+number|style|mpn)$", _I)
# A word this common opens a sentence or names a size, a colour or a kind ("The name is printed", "Label: Size 12"); a
# maker's name is rarer.
_COMMON_ZIPF = 4.5


def _a_maker_name(name: str) -> bool:
    return not (_NO_MAKER_VALUES.match(name) or is_placeholder(name)) and all(
        word.lower() not in _NOT_A_MAKER and zipf(word.lower()) < _COMMON_ZIPF for word in name.split()
    )


def _labelled_maker(description: str) -> str | None:
    for match in _MAKER_LABEL.finditer(description):
        name = (match.group(1) or match.group(2)).strip()
        if _a_maker_name(name):
            return name
    for match in _MAKER_ON_ITEM.finditer(description):
        name = next(group for group in match.groups() if group).strip()
        if _a_rare_maker_name(name):
            return name
    return None


# Twenty-fifth round (fresh authors): the maker's name read off the item in the seller's words, not in capitals: the
# name before the mark that carries it and where it sits ("Ducal stamp inside the drawer", "Altair logo on the side"),
# or after what the box, label or base says ("box says Stitchmaster", "selvedge is printed Lady McElroy"). A label's
# material, a colour or a kind sits in the same place ("Leather tag inside", "Floral label on the back"), so one word of
# the name must be rare in English (wordfreq), rarer than the labels' own test above asks, and none very common.
_ON_ITEM_NAME = r"[A-Z][\w&'’.-]*[\w&'’-](?:\s+[A-Z][\w&'’-]+)?"
# Forty-fifth round: "branding" is the trades' word for every such mark at once ("Kelvane branding on the strap").
_MAKER_ON_ITEM = re.compile(
    rf"(?-i:\b({_ON_ITEM_NAME}))\s+(?:stamp|label|logo|badge|tag|plate|sticker|decal|branding)s?\s+(?:is\s+|are\s+)?"
    r"(?:on|inside|under|underneath|across|along|in)\b"
    rf"|\b(?:says|reads|printed)\s+['\"“‘]?(?-i:({_ON_ITEM_NAME}))",
    _I,
)
_RARE_ZIPF = 3.5
_MAKER_WORDS = frozenset({"maker's", "makers", "maker", "manufacturer's", "manufacturer"})


def _a_rare_maker_name(name: str) -> bool:
    words = name.split()
    return (
        not (_NO_MAKER_VALUES.match(name) or is_placeholder(name))
        # Initials engraved or sewn in ("reads 'J.W.T.'") name an owner; "Maker's stamp on the strap" names no one.
        and not any(word.lower().strip("'’") in _NOT_A_MAKER | _MAKER_WORDS for word in words)
        and any(zipf(word.lower()) < _RARE_ZIPF and re.search(r"[^\W\d_]{3}", word) for word in words)
        and all(zipf(word.lower()) < _COMMON_ZIPF + 1 for word in words)
    )


# Thirty-first round: the maker said in prose, "made by <Name>" ("Made by Fellmoor Saddlery", "manufactured by Halden
# Tools"), or the name said to be marked on the item after it ("<Name>, stamped on the handle", "<Name> printed on the
# base"). Under a brand that is the seller's own making ("Handmade", "Custom") the name after "made by" is the seller's
# own and is not read; a people or a trade after the name ("made by Amish craftsmen") says who made it, not a maker.
_MADE_BY = re.compile(
    rf"\b(?:made|manufactured|produced|built)\s+by\s+(?:the\s+)?(?-i:({_ON_ITEM_NAME}))(?![\w&'’-])"
    r"(?!\s+(?:craftsm[ae]n|craftspeople|artisans?|artists?|makers?|weavers?|potters?|carvers?|people|women|men"
    r"|students?|volunteers?|famil(?:y|ies))\b)",
    _I,
)
_MADE_BY_SAID = Statement(_MADE_BY, (NEGATED_OR_HEDGED,))
_NAME_MARKED = re.compile(
    rf"(?-i:\b({_ON_ITEM_NAME}))\s*,?\s+(?:is\s+|are\s+)?(?:stamped|printed|engraved|embossed|etched|moulded|molded|cast)"
    r"\s+(?:on|inside|under|underneath|into|across|along)\b",
    _I,
)
_OWN_MAKING = re.compile(r"^\s*(?:handmade|hand\s*made|homemade|custom)\b", _I)


def _maker_in_prose(description: str, brand: str) -> str | None:
    readings = (_NAME_MARKED,) if _OWN_MAKING.match(brand) else (_NAME_MARKED, _MADE_BY)
    for pattern in readings:
        if not could_match(pattern, description):
            continue
        found = _MADE_BY_SAID.statements(description) if pattern is _MADE_BY else pattern.finditer(description)
        for match in found:
            if _a_rare_maker_name(name := match.group(1).strip()):
                return name
    return None


def _opening_name_before_model(listing: Listing) -> str | None:
    codes = [
        code
        for key, value in listing.attributes.items()
        if _CODE_SPECIFIC.match(_key_words(key))
        and len(code := alnum_folded(value)) >= 3
        and any(c.isdigit() for c in code)
        # A size given as the model ("Model: 120cm") follows a material or a kind, not a maker.
        and not measures(value, own=False)
    ]
    if not codes:
        return None
    words = listing.title.split()
    start = 0
    while start < len(words) - 1 and words[start].lower().strip(",:;-") in _OPENING_WORDS:
        start += 1
    for size in (1, 2):
        named = [word.strip(",:;") for word in words[start : start + size]]
        if len(named) < size or not all(_MAKER_WORD.fullmatch(word) and word.isalpha() for word in named):
            return None
        name = " ".join(named)
        rest = alnum_folded(" ".join(words[start + size :]))
        if any(rest.startswith(code) for code in codes):
            if _a_maker_name(name) and re.search(rf"\b{re.escape(name)}\b", listing.description):
                return name
            return name if _name_before_code_again(name, codes, listing.description) else None
    return None


# Thirty-second round: a maker whose name is an everyday word ("Bear", "Swift", "Kingfisher") fails the rarity test
# above, but the description writing the name again right before the same model code ("the Swift GT4 is ...") is the
# maker's name and model said together twice; a colour or a kind is not repeated glued to the code.
def _name_before_code_again(name: str, codes: list[str], description: str) -> bool:
    if any(word.lower() in _NOT_A_MAKER for word in name.split()) or is_placeholder(name):
        return False
    for found in re.finditer(rf"(?-i:\b{re.escape(name)}\b)", description):
        after = alnum_folded(description[found.end() : found.end() + 40])
        if any(after.startswith(code) for code in codes):
            return True
    return False


# Thirty-sixth round: the title opening with a rare name and the next word, both capitalised, and the description
# opening with the same two words ("Korvane Tempest 4 ..." over "Korvane Tempest 4, bought in 2023"): the seller named
# the item by its maker and its line twice, with no model code. A name English writes (a kind, a colour, a style) is
# no maker, and a description that goes on with another word after the name ("Fernway style lamp") names a style.
_ITEM_NAME_OPENING = re.compile(r"(?-i:([A-Z][a-z][\w&'-]+)\s+([A-Z][\w&'-]+))\b")


def _item_named_twice(listing: Listing) -> str | None:
    opened = _ITEM_NAME_OPENING.match(listing.title.lstrip())
    if opened is None or zipf(opened.group(1).lower()) >= _RARE_MARK_ZIPF:
        return None
    again = _ITEM_NAME_OPENING.match(listing.description.lstrip())
    return opened.group(1) if again is not None and again.groups() == opened.groups() else None


# Forty-third round: the description writing a name right before the model specific's whole value ("the Quorra Vista 3"
# over "Model: Vista 3"), where the title writes the model alone or not at all: a model is its maker's, and the name
# in front of it is that maker, whatever the title says. The name is read as the marks in the seller's words are (one
# word rare in English, none very common), a look ("Victorian", "Shaker") names a period or a style, and under the
# seller's own making ("Handmade") the name is the seller's.
_NAMED_MODEL_KEY = re.compile(r"^(?:model|model\s+name|model\s+number)$", _I)
_NAME_BEFORE_MODEL = r"(?-i:((?:[A-Z][\w'’&.-]*[a-z][\w'’&.-]*\s+(?:&\s+)?){{1,3}}))(?i:{model})(?![\w-])"


def _name_before_model_value(listing: Listing, brand: str) -> str | None:
    if _OWN_MAKING.match(brand):
        return None
    model = next(
        (v.strip() for k, v in sorted(listing.attributes.items()) if _NAMED_MODEL_KEY.match(_key_words(k))), ""
    )
    if len(model) < 3 or is_placeholder(model) or _NO_MAKER_VALUES.match(model):
        return None
    # Cheap first: the description writes the model's value at all.
    if model.lower() not in listing.description.lower():
        return None
    for found in built(_NAME_BEFORE_MODEL.format(model=re.escape(model))).finditer(listing.description):
        words = found.group(1).split()
        # The name is the run's end: a sentence's capitalised opening ("The", "Our") is no part of it.
        for start in range(len(words)):
            name = " ".join(words[start:])
            if words[start] != "&" and _a_rare_maker_name(name) and not any(_is_look_word(w.lower()) for w in words):
                return name
    return None


# Forty-fourth round: the maker's name said to be marked on the item without the name being written ("the maker's
# name is cast into the lid", "Brand name printed on the case", "their name is stamped into the handle"): the seller
# has read a maker off the item, so no brand is withheld by ignorance. Only the maker's or the brand's name, or "their"
# stated as marked in place ("is stamped into"): "your name engraved" is a personalisation, "no maker's name cast
# anywhere" a mark denied, and under the seller's own making ("Handmade") the name is the seller's.
_MAKER_NAME_MARKED = re.compile(
    r"(?:(?<!\bmy\s)(?<!\bour\s)\b(?:maker'?s|makers'?|manufacturer'?s|brand)\s+(?:name|logo|mark|trademark)s?\s+(?:is\s+|are\s+)?"
    r"|\btheir\s+(?:name|logo|trademark)s?\s+(?:is|are)\s+)"
    r"(?:clearly\s+|still\s+)?(?:stamped|printed|engraved|embossed|etched|cast|moulded|molded|pressed|debossed|branded"
    r"|burn(?:ed|t))\s+(?:into|onto|on|in|inside|under|underneath|across|along)\b",
    _I,
)
_MAKER_NAME_MARKED_SAID = Statement(_MAKER_NAME_MARKED, (NEGATED_OR_HEDGED,))


def maker_withheld(listing: Listing) -> Quote | None:
    """The brand specific says the item has no maker ("Unbranded", "Generic", "Does not apply", "N/A") while the
    listing names it: a maker's mark in capitals, the maker's label or printed name, or the title's opening name
    before a model code (or the model specific's whole value) that the description repeats."""
    brand = _brand(listing)
    if not brand or not (_NO_MAKER_VALUES.match(brand) or is_placeholder(brand.strip().rstrip("."))):
        return None
    if _OPENING_WORDS & {brand.lower()}:
        return None
    if _MAKER_MARK_SAID.first(listing.description) is not None or _titled_maker_mark(listing.description) is not None:
        return ListingField.ATTRIBUTES, brand
    if _opening_name_with_code(listing) is not None:
        return ListingField.ATTRIBUTES, brand
    if _labelled_maker(listing.description) is not None or _opening_name_before_model(listing) is not None:
        return ListingField.ATTRIBUTES, brand
    if _maker_in_prose(listing.description, brand) is not None or _item_named_twice(listing) is not None:
        return ListingField.ATTRIBUTES, brand
    if _name_before_model_value(listing, brand) is not None:
        return ListingField.ATTRIBUTES, brand
    # Under the seller's own making ("Brand: Handmade") a name said to be marked on the item, or the manufacturer
    # specific's maker opening the title, is the seller's: one guard for both readings.
    if not _OWN_MAKING.match(brand) and (
        _MAKER_NAME_MARKED_SAID.first(listing.description) is not None or _maker_specific_titled(listing)
    ):
        return ListingField.ATTRIBUTES, brand
    return None


# Forty-fourth round: the maker given by the manufacturer specific ("Manufacturer: Fernleigh Home") and written as the
# title's first word ("Fernleigh 12 in Griddle Pan"), under a brand specific that withholds it ("Brand: unknown"): the
# listing names the maker twice, so the brand specific hides a value the item has. A maker's first word as common as
# a kind or a colour ("Home", "Black") names nobody, and the seller's own making ("Brand: Handmade") is left alone.
# The manufacturer specific's key, read here and by the seventeenth round's brand-against-manufacturer check below.
_MAKER_KEY = re.compile(r"^(?:manufacturer|manufacturer\s+name|maker)$", _I)


def _maker_specific_titled(listing: Listing) -> bool:
    words = listing.title.split()
    opening = next((word.strip(",:;-") for word in words if word.lower().strip(",:;-") not in _OPENING_WORDS), "")
    if not (opening[:1].isupper() and opening.isalpha() and len(opening) > 2) or zipf(opening.lower()) >= _COMMON_ZIPF:
        return False
    for key, value in listing.attributes.items():
        if not _MAKER_KEY.match(_key_words(key)):
            continue
        name = value.strip()
        if not name or _NO_MAKER_VALUES.match(name) or is_placeholder(name.rstrip(".")):
            continue
        if name.split()[0].lower() == opening.lower():
            return True
    return False


# --- a placeholder where the item's kind always has the value (issue 19, eighth round) ----------------------------

# ``placeholder_hides_value`` needs the listing to state the value it left out. Some specifics every item of a kind
# has whether or not the text says it: a garment, a pair of shoes, a helmet or a bike has a size; a memory card or a
# phone a storage capacity; a phone a carrier state; a toy an age range; a sideboard its measurements; a replacement
# part the devices it fits. A placeholder there (blank, "N/A", "unknown", "see size chart") hides the value. Only
# values that say "none": "Does not apply" is the marketplaces' honest answer and is left to the other checks.
_WORN = re.compile(
    r"\b(?:t-?shirts?|tees?|shirts?|polos?|jackets?|coats?|parkas?|hoodies?|sweatshirts?|sweaters?|jumpers?|cardigans?"
    r"|fleeces?|dress(?:es)?|skirts?|jeans|trousers|pants|shorts|leggings|blouses?|blazers?|gilets?|joggers|pullovers?"
    r"|crewnecks?|boots?|shoes?|trainers?|sneakers?|sandals?|heels|loafers|brogues|slippers|wellies|wellingtons|clogs"
    r"|helmets?|gloves?|mittens?|wetsuits?|swimsuits?|bikinis?|pyjamas|pajamas|onesies?|sleepsuits?|bodysuits?|bras?"
    r"|(?:mountain|road|gravel|hybrid|kids'?|bmx|e-?)\s*bikes?|bicycles?)\b"
    r"(?!\s+(?:trees?|horn|rack|stretchers?|polish|laces?|bag|box|cleaner|insoles?|covers?|hangers?|stand|mount|lock"
    r"|light|pump|decals?|stickers?|visor|liner|buttons?|patch(?:es)?|pattern"
    # Thirty-sixth round: the care, storage or repair goods a worn word names ("boot care kit", "shoe shine set",
    # "jacket wax", "boot dryer") serve what is worn and come in no wearer's size.
    r"|care|shine|brush(?:es)?|creams?|wax|dyes?|sprays?|conditioners?|dryers?|deodori[sz]ers?|protectors?|repair"
    r"|glue|storage|organi[sz]ers?|cabinets?|trays?"
    # Forty-seventh round: one glove or mitten is sold in a size as a pair is (a golf glove is sold singly), but a
    # glove puppet is a toy and a glove compartment a car's.
    r"|puppets?|compartments?))",
    _I,
)
_WORN_SIZE_SPECIFIC = re.compile(r"^(?:(?:uk|us|eu|shoe|frame|clothing|helmet|glove|boot)\s+)*size(?:\s+\(\w+\))?$", _I)
_CARD_OR_PHONE = re.compile(
    r"\b(?:phone|iphone|smartphone|pixel\s+\d|galaxy\s+[asz]\d|memory\s+card|micro\s?sd\w*|sd\s?(?:hc|xc)?\s+card"
    r"|usb\s+(?:stick|flash\s+drive)|flash\s+drive|ssd|hard\s+drive)\b",
    _I,
)
_ANY_STORAGE_SPECIFIC = re.compile(
    r"^(?:(?:memory|internal|hard\s+drive|ssd|flash)\s+)?storage(?:\s+capacity)?$|^capacity$", _I
)
_PHONE = re.compile(
    r"\b(?:smartphone|iphone\s?\d+|galaxy\s+[asz]\d+|pixel\s+\d+[a-z]?|mobile\s+phone|cell\s+phone)\b", _I
)
_CARRIER_SPECIFIC = re.compile(r"^(?:network|carrier|lock\s+status|network\s+lock|sim\s+lock)$", _I)
_TOYS = re.compile(r"TOY", _I)
_FURNITURE_PIECE = re.compile(
    r"\b(?:sideboards?|dressers?|wardrobes?|bookcases?|bookshelf|bookshelves|cabinets?|chests?\s+of\s+drawers|tallboy"
    r"|desks?|dining\s+tables?|coffee\s+tables?|console\s+tables?|side\s+tables?|sofas?|settees?|armchairs?"
    r"|bed\s?frames?|headboards?|tv\s+(?:stand|unit)s?|shelving\s+units?)\b",
    _I,
)
_FIT_SPECIFIC = re.compile(r"^(?:compatible\s+(?:devices?|models?|brands?|with)|compatibility|fitment|fits)$", _I)
_REPLACEMENT = re.compile(
    r"\b(?:(?i:replacement|spare|refill|compatible\s+with|fits)|for\s+(?:use\s+with\s+)?[A-Z][\w-]+)"
)
# An accessory of the device rather than the device ("SD card reader", "Phone case", "Card wallet").
_DEVICE_ACCESSORY_AFTER = re.compile(
    r"\s*(?:reader|case|cases|holder|wallet|adapter|stand|mount|cover|charger|cable|protector|grip|strap|sleeve|dock)\b",
    _I,
)
# A key of these kinds names one of the values every item of a kind has.
_CERTAIN_KEY_CUE = re.compile(
    r"size|storage|capacity|network|carrier|lock|age|dimension|width|height|depth|length|compatib|fitment|fits|colou?r",
    _I,
)
_FOR_WHAT = re.compile(r"\b(?:for|fits|compatible\s+with)\b", _I)
_HONEST_NONE_VALUE = re.compile(rf"^\s*(?:{shapes.NOT_APPLICABLE}|none|nil)\s*$", _I)
# Thirty-second round: "Does not apply" is honest where a kind may lack the value, never where every item of the
# kind has one. A garment, a pair of shoes or a bike always has a size, and a made thing always has a colour; only
# what is sold as words, sound, pictures or a right (a book, a record, a game, a ticket, a voucher) may have none.
# On the development sets' clean listings neither value was ever said not to apply; every one was a violation.
_SAID_NOT_TO_APPLY = re.compile(rf"^\s*(?:{shapes.NOT_APPLICABLE})\s*$", _I)
_COLOURLESS_GOODS = re.compile(
    r"BOOK|MEDIA|MUSIC(?!AL)|MOVIE|FILM|DVD|GAME|SOFTWARE|TICKET|GIFT|DIGITAL|VOUCHER|FOOD|GROCER", _I
)


def _the_device(device: re.Pattern[str], title: str) -> bool:
    """The title sells the device itself: it names it before anything it is for, and not as an accessory's noun."""
    named = device.search(title)
    if named is None or _DEVICE_ACCESSORY_AFTER.match(title, named.end()):
        return False
    accessory = _FOR_A_DEVICE.search(title)
    return accessory is None or accessory.start() > named.start()


def placeholder_on_certain_specific(listing: Listing) -> Quote | None:
    """A size, storage, carrier, age range, measurement or fit specific given as a placeholder (or left blank) on an
    item whose kind always has that value: "Size: N/A" on a hoodie, "Frame Size: N/A" on a bike, "Storage
    Capacity: N/A" on a memory card, "Network: N/A" on a phone, "Dimensions: N/A" on a sideboard, "Compatible
    Devices: N/A" on a replacement filter. A wool scarf, a phone case or a garden cushion has no such value."""
    if not listing.attributes:
        return None
    title = listing.title
    placeholders = None
    for key, value in sorted(listing.attributes.items()):
        # A key of no such kind, or a value too long to stand in for one, is read no further.
        if len(value) > 48 or gated_search(_CERTAIN_KEY_CUE, key) is None:
            continue
        plain = value.strip().rstrip(".").strip()
        if placeholders is None:
            from services.rulepack import risk_pack  # the pack module imports this one for the check names

            placeholders = risk_pack().placeholders
        if plain and not placeholders.match(plain) and not _HONEST_NONE_VALUE.match(plain):
            continue
        # What the title sells comes before what it is for ("Boot bag for ski boots" sells a bag).
        subject = _FOR_WHAT.split(title, maxsplit=1)[0]
        words = _key_words(key)
        worn_size = bool(_WORN_SIZE_SPECIFIC.match(words) and _WORN.search(subject))
        if _HONEST_NONE_VALUE.match(plain):
            if _SAID_NOT_TO_APPLY.match(plain) and (
                worn_size or (ITEM_COLOUR_KEY.match(words) and not _COLOURLESS_GOODS.search(listing.category))
            ):
                return ListingField.ATTRIBUTES, plain
            continue
        certain = (
            worn_size
            or (_ANY_STORAGE_SPECIFIC.match(words) and _the_device(_CARD_OR_PHONE, title))
            or (_CARRIER_SPECIFIC.match(words) and _the_device(_PHONE, title))
            or (_AGE_SPECIFIC.match(words) and _TOYS.search(listing.category))
            or (_MEASURE_SPECIFIC.match(words) and _FURNITURE_PIECE.search(subject))
            or (_FIT_SPECIFIC.match(words) and _REPLACEMENT.search(title))
        )
        if certain:
            return ListingField.ATTRIBUTES, plain
    return None


# --- the condition grade ladder ------------------------------------------------------------------------------

NEW_GRADE = 5


@dataclass(frozen=True)
class Rung:
    name: str
    grade: int
    declared: tuple[re.Pattern[str], ...]
    # The statements are groups: their gates are read in one pass per text (clauses.PatternGroup), where a rung's
    # or the use list's patterns were gated one by one on every field of every listing (thirty-fourth round).
    stated: PatternGroup


@dataclass(frozen=True)
class Ladder:
    rungs: tuple[Rung, ...]
    use: PatternGroup
    # What the packaging is called, and the marketplaces whose condition policy leaves damage to the packaging alone
    # out of an item's New (the pack's conditionGrades.packaging; issue 19, seventh round).
    packaging: re.Pattern[str] | None = None
    packaging_apart_on: frozenset[str] = frozenset()
    # A part or an accessory of the item stated absent ("charger not included", "missing her shoes"), which a
    # like-new grade rules out (the pack's conditionGrades.absent; issue 19, eleventh round).
    absent: Absent | None = None


@dataclass(frozen=True)
class Absent:
    statements: PatternGroup
    parts: re.Pattern[str]
    # What the maker never ships ("never came with one", "sold separately"), said in the statement's sentence, and a
    # title that sells the item without its kit ("Body Only", "Bare Tool"): nothing of the item is missing.
    excused: re.Pattern[str]
    scope: re.Pattern[str]


def parse_ladder(raw: Any) -> Ladder:
    """The ladder from the pack's ``conditionGrades`` section; a malformed one fails loudly with what is wrong."""
    if not isinstance(raw, dict) or not isinstance(raw.get("rungs"), list) or not raw.get("use"):
        raise ValueError("conditionGrades: needs 'rungs' and 'use'")
    rungs = tuple(
        Rung(
            str(r["name"]),
            int(r["grade"]),
            tuple(re.compile(p, _I) for p in r.get("declared", ())),
            PatternGroup(re.compile(p, _I) for p in r.get("stated", ())),
        )
        for r in raw["rungs"]
    )
    if [r.grade for r in rungs] != sorted((r.grade for r in rungs), reverse=True) or rungs[0].grade != NEW_GRADE:
        raise ValueError(f"conditionGrades: rungs must run from grade {NEW_GRADE} down")
    packaging = raw.get("packaging")
    use = PatternGroup(re.compile(p, _I) for p in raw["use"])
    absent = _parse_absent(raw.get("absent"))
    if packaging is None:
        return Ladder(rungs, use, absent=absent)
    if not isinstance(packaging, dict) or not packaging.get("nouns") or not isinstance(packaging.get("apartOn"), list):
        raise ValueError("conditionGrades: packaging needs 'nouns' and an 'apartOn' list")
    return Ladder(
        rungs,
        use,
        re.compile(str(packaging["nouns"]), _I),
        frozenset(Marketplace(m).value for m in packaging["apartOn"]),
        absent,
    )


def _parse_absent(raw: Any) -> Absent | None:
    if raw is None:
        return None
    keys = ("statements", "parts", "excused", "scope")
    if not isinstance(raw, dict) or not all(raw.get(key) for key in keys):
        raise ValueError("conditionGrades: absent needs " + ", ".join(f"'{key}'" for key in keys))
    return Absent(
        PatternGroup(re.compile(p, _I) for p in raw["statements"]),
        re.compile(str(raw["parts"]), _I),
        re.compile(str(raw["excused"]), _I),
        re.compile(str(raw["scope"]), _I),
    )


def ladder() -> Ladder:
    """The ladder of the edition the review is judged by (it is pack data, versioned with the edition)."""
    from services.rulepack import risk_pack  # the pack module imports this one for the check names

    return risk_pack().condition_grades


_CONDITION_KEY = re.compile(r"\b(?:condition|grade)\b", _I)
_PACKAGING_BEFORE = re.compile(
    r"\b(?:box|packaging|package|carton|outer|sleeve|slipcase|case|bag|tin|lid)\b[^.;!?]{0,25}$", _I
)


def _declared_grade(value: str) -> int | None:
    for rung in ladder().rungs:
        if any(p.search(value) for p in rung.declared):
            return rung.grade
    return None


# The ladder's patterns come from the pack edition, so they are read as statements here rather than declared as
# Statement constants; what unsays one is the same negated or hedged look-back.
_NOT_SAID = (NEGATED_OR_HEDGED,)
_NOT_THE_ITEM = (_PACKAGING_BEFORE,)
_PACKAGING_REACH = 30


def _statements(text: str, patterns: PatternGroup) -> Iterator[re.Match[str]]:
    # Exactly the patterns could_match passes, in the group's order.
    for pattern in patterns.openable(lowered_ascii(text)):
        for match in pattern.finditer(text):
            if not unsaid_before(text, match.start(), _NOT_SAID):
                yield match


def grade_conflict(listing: Listing) -> Quote | None:
    """The grade a listing declares against the grade its text states, on the pack's ladder, either way: an item
    declared new whose text says it was used, worn, read, built or on display; a "like new" specific over
    missing parts or cracks; a condition specific on another rung than the declared condition."""
    grades = [
        (key, value, grade)
        for key, value in sorted(listing.attributes.items())
        if _CONDITION_KEY.search(_key_words(key)) and (grade := _declared_grade(value)) is not None
    ]
    declared_new = listing.condition is ListingCondition.NEW
    # A specific that contradicts the declared condition: "Used - Good" on a NEW listing, "New" on a used one.
    for _, value, grade in grades:
        if (declared_new and grade < NEW_GRADE - 1) or (
            listing.condition in (ListingCondition.USED, ListingCondition.FOR_PARTS) and grade == NEW_GRADE
        ):
            return ListingField.ATTRIBUTES, value.strip()
    top = NEW_GRADE if declared_new else max((g for _, _, g in grades), default=None)
    if top is None or top < NEW_GRADE - 1:
        return None
    current = ladder()
    # The condition note a marketplace gives its own field for is the seller's statement of the grade too.
    notes = tuple((ListingField.ATTRIBUTES, note) for note in condition_notes(listing.attributes))
    for field, written in (
        (ListingField.DESCRIPTION, listing.description),
        (ListingField.TITLE, listing.title),
        *notes,
    ):
        # A maker's property claim or care instruction ("scratch-resistant", "replace when cracked") states no grade
        # of this item (twelfth round); blanked to the same length, so a match still quotes the seller. Nor does a
        # returns promise ("should it arrive cracked, ..."), as the condition detector reads it (twenty-first round).
        text = without_property_claims(shapes.without_store_terms(written))
        # Twenty-fourth round: on a listing declared new, the packaging's flaws are read apart as the New check reads
        # them (new_condition_text: "box shows shelf wear (two corners dented, lid scuffed)" on eBay).
        if declared_new:
            text = new_condition_text(listing, text)
        if top == NEW_GRADE:
            for match in _statements(text, current.use):
                return field, match.group().strip()
        for rung in current.rungs:
            if rung.grade > top - 2:
                continue
            for match in _statements(text, rung.stated):
                # The packaging's grade leaves the item's alone ("box in good condition", "lid cracked" on a game).
                if not unsaid_before(text, match.start(), _NOT_THE_ITEM, _PACKAGING_REACH):
                    return field, match.group().strip()
    return None


def new_condition_text(listing: Listing, text: str) -> str:
    """What the New check reads of a listing's text (issue 19, seventh round): less a maker's property claims
    ("scratch-resistant", "won't smudge"), and, where the marketplace's condition policy leaves the packaging out of
    New (the pack's conditionGrades.packaging), less damage said of the packaging alone. Blanked to the same length,
    so what is left quotes the seller."""
    text = _without_maker_names(listing.attributes, without_property_claims(text))
    current = ladder()
    if current.packaging is not None and listing.marketplace.value in current.packaging_apart_on:
        text = without_packaging_flaws(text, packaging_of(listing, current.packaging))
    return text


# Forty-sixth round: a maker whose name is a flaw word ("Dents" gloves, "Scuffs" slippers) is named, not a flaw, where
# the text writes the name as the brand specific does (its capitals and all): blanked to the same length, as a
# property claim is, so "dents on the cuff" in lower case is still a flaw. A name all in lower case is not read. The
# capitalised words right after the name go with it when an article leads the name and there are two or more of them:
# they name the maker's product ("the Ardent Missing Piece expansion"), which the twenty-fourth round already read as
# no missing part once it saw the maker before them. One capitalised word may open a statement ("Tallis Missing the
# drive belt"), and a title's run after the maker ("Sony WH-1000XM4 Refurbished") says the item's condition: both stay.
_MAKER_NAME_KEY = re.compile(r"\b(?:brand|manufacturer|make)\b")
_PRODUCT_NAME_AFTER = re.compile(r"(?:[ \t]+[A-Z][a-z'-]+){2,}")
# An article ending where the white space before the name begins, matched at that point (forty-seventh round): what
# a search for "the " at the end of the whole text before the name read, without scanning that text from its start.
_ARTICLE_ENDS = re.compile(r"(?:(?<=\bthe)|(?<=\ban)|(?<=\ba))", re.IGNORECASE)


def _after_article(text: str, at: int) -> bool:
    """Whether white space, and an article before it, lead up to ``at``: the white space is walked back, no more."""
    start = at
    while start and text[start - 1].isspace():
        start -= 1
    return start < at and _ARTICLE_ENDS.match(text, start) is not None


def _without_maker_names(attributes: Mapping[str, str], text: str) -> str:
    for key, value in attributes.items():
        name = value.strip()
        if len(name) < 3 or name.islower() or name not in text or not _MAKER_NAME_KEY.search(_key_words(key)):
            continue
        while (at := alone_at(name, text, text, "-")) >= 0:
            product = _PRODUCT_NAME_AFTER.match(text, at + len(name)) if _after_article(text, at) else None
            end = product.end() if product else at + len(name)
            text = text[:at] + " " * (end - at) + text[end:]
    return text


def packaging_of(listing: Listing, packaging: re.Pattern[str]) -> re.Pattern[str]:
    """The pack's packaging words with the containers the listing calls sealed, unopened or original (thirtieth
    round, shapes.sealed_containers): what the New check and the net's grade check read as the item's packaging."""
    return with_containers(packaging, _sealed_containers_of(listing.title, listing.description))


# Read once per title and description: the New check, the grade check and the net's condition signals each ask the
# New reading of every field of a listing, and each read the whole listing's sealed containers again (forty-second
# round). The containers are read by the code's patterns alone, not the pack's.
@lru_cache(maxsize=TEXTS_HELD)
def _sealed_containers_of(title: str, description: str) -> frozenset[str]:
    return sealed_containers(title, f"{title}\n{description}")


# --- colours named inside a sentence or mid-title (issue 19, seventh round) -----------------------------------


def part_colour_key(key: str) -> bool:
    """A colour specific of a part ("Light Color", "Lens Colour"), not the item's own colour specific."""
    words = _key_words(key)
    return re.search(r"\bcolou?r\b", words) is not None and ITEM_COLOUR_KEY.match(words) is None


def named_by_a_part_colour(quote: str, attributes: Mapping[str, str]) -> bool:
    """Whether a colour is the one another colour specific gives ("Light Color: Warm White / Cool White", "Lens
    Colour: Smoke"): that part's colour, not the body's (nineteenth round)."""
    quote = facets.colour_key(quote)
    # The quote is a literal in the pattern: a value without it is not read, and the pattern is compiled once per
    # quote, not per call (forty-second round).
    return any(
        quote in (named := facets.colour_key(value)) and built(rf"\b{re.escape(quote)}\b").search(named) is not None
        for key, value in attributes.items()
        if part_colour_key(key)
    )


def colour_sentence_mismatch(listing: Listing) -> Quote | None:
    """A colour the title or the description states of the item, in a sentence or right before another facet
    ("Navy UK 10", "the controller in Cosmic Red,"), against the colour specific, when the field never names
    the specific's colour at all: a two-tone item or a trim colour names both ("in navy with a tan strap")."""
    given = frozenset[str]().union(
        *(
            facets.attribute_colour(value)
            for key, value in sorted(listing.attributes.items())
            if ITEM_COLOUR_KEY.match(_key_words(key))
        )
    )
    if not given:
        return None
    # A colour word that is the maker's or the model's name ("Plum 10ft Springsafe" beside "Brand: Plum") names them,
    # not the colour (eighteenth round).
    names = {
        facets.colour_key(value)
        for key, value in listing.attributes.items()
        if re.search(r"\b(?:brand|manufacturer|make|model)\b", _key_words(key))
    }

    # A colour the description gives the item's light ("white and blue LEDs") is the light's (twentieth round).
    names |= facets.lit_colour_words(listing.description)

    def named(quote: str) -> bool:
        return facets.colour_key(quote) in names or named_by_a_part_colour(quote, listing.attributes)

    if not facets.names_colour(listing.title, given):
        for facet in facets.title_facet_colours(listing.title):
            if facets.colours_conflict(facet, given) and not named(facet.quote):
                return ListingField.TITLE, facet.quote
    if not facets.names_colour(listing.description, given):
        for facet in facets.sentence_colours(listing.description):
            if facets.colours_conflict(facet, given) and not named(facet.quote):
                return ListingField.DESCRIPTION, facet.quote
    return None


# Forty-first round: a part's colour specific ("Frame Color: White", "Strap Colour: Tan", "Leg Colour: Grey") against
# the colour the title writes straight before that part's name ("Black Frame", "Brown Strap", "White Legs"): two
# fields describing one part two ways ("Frame Colour" is also the item's own colour key, but the item's colour checks
# leave a colour before a part's name to that part). Only a specific keyed "<part> colour"; the title's colour words
# are read only where they touch the part's name (a shade word may join them: "Matte Black Frame"), so a colour of
# the body or of another part is never compared.
_PART_COLOUR_KEY = re.compile(r"^([a-z]{3,})\s+colou?r$")
# Qualifiers of the item's own colour specific that name no part ("Main Colour", "Primary Color").
_NO_PART = frozenset({"main", "primary", "secondary", "item", "base", "colour", "color", "exact", "manufacturer"})
_COLOUR_SHADE = re.compile(r"^(?:matte?|gloss(?:y)?|satin|light|dark|pale|deep|bright|metallic|and|&|/)$", _I)


def _colours_before(title: str, at: int) -> frozenset[str] | None:
    """The colour families of the colour words that end right before ``at``, or None when none does."""
    words = re.split(r"[\s/]+", title[:at].rstrip())
    found: set[str] = set()
    named = False
    for word in reversed(words):
        plain = word.strip("&-").lower()
        if not plain:
            continue
        families = facets.COLOUR_FAMILIES.get(plain)
        if families:
            found |= families
            named = True
        elif not _COLOUR_SHADE.match(plain):
            break
    return frozenset(found) if named else None


def part_colour_mismatch(listing: Listing) -> Quote | None:
    """A part's colour specific against the colour the title writes before that part's name."""
    for key, value in sorted(listing.attributes.items()):
        keyed = _PART_COLOUR_KEY.match(_key_words(key))
        if keyed is None or keyed.group(1) in _NO_PART:
            continue
        given = facets.attribute_colour(value)
        if not given:
            continue
        # Every match holds the part's name: ASCII text without it has none, and the pattern built from the key is
        # compiled once per part name, not per call (forty-second round).
        if lacks(listing.title, keyed.group(1)):
            continue
        for match in built(rf"\b{re.escape(keyed.group(1))}(?:s|es)?\b", _I).finditer(listing.title):
            titled = _colours_before(listing.title, match.start())
            if titled is not None and facets.colours_conflict(titled, given):
                start = listing.title.rfind(" ", 0, max(0, match.start() - 1)) + 1
                return ListingField.TITLE, listing.title[start : match.end()]
    return None


# --- how many this sale is for, against the title's count (issue 19, seventh round) ---------------------------


def _singular(noun: str) -> str:
    """One spelling for a counted noun and its plural, whichever way ``facets`` cut it ("batteri", "battery")."""
    noun = noun.lower()
    if noun.endswith("ies") or noun.endswith("i"):
        return noun[: -3 if noun.endswith("ies") else -1] + "y"
    if noun.endswith("es") and noun[:-2].endswith(("s", "x", "ch", "sh")):
        return noun[:-2]
    return noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun


# Nouns that count every item of a mixed lot, whatever its kind.
_LOT_NOUNS = frozenset({"item", "piece", "pc", "pcs", "article"})


def sold_count_mismatch(listing: Listing) -> Quote | None:
    """The title's count ("Set of 6", "3 Rolls", "Pair") against how many the description says this sale is for
    ("there are 5 in this lot", "just the one rotor", "ships with 1 battery only"), when every such statement of
    the same thing gives another number. A count of some of them ("one of the six has a chip") is not read."""
    titled = facets.title_unit_counts(listing.title)
    if not titled:
        return None
    described = facets.sold_counts(listing.description)
    if not described:
        return None
    title_words = {_singular(word) for word in re.findall(r"[a-z][a-z'-]+", listing.title.lower())}
    # Twenty-sixth round: each part of a hyphened name is a word of the title too ("Ten-Frame Set" names frames).
    title_words |= {_singular(word) for word in re.findall(r"(?<=-)[a-z]{3,}|[a-z]{3,}(?=-)", listing.title.lower())}
    missing = owned_shortfalls(listing)
    for title in titled:
        noun = _singular(title.kind.partition(":")[2])
        same = [
            facet
            for facet in described
            if not (counted := _singular(facet.kind.partition(":")[2]))
            or counted == noun
            # "One pair" of a pair is the whole pair: pairs are compared only with a title's count of pairs. A count
            # of all the lot's items ("14 Items Dresses Tops") is not a count of one kind it names ("3 x dresses" in
            # the bundle's list; seventeenth round).
            or (counted in title_words and counted != "pair" and noun not in _LOT_NOUNS)
        ]
        # A shortfall the title or a specific owns up to ("1000 Piece Jigsaw - 1 Piece Missing", "Pieces: 1000 (1
        # missing)") makes the described count the rest (twelfth round).
        agreeing = {int(title.value) - gone for gone in missing} | {int(title.value)}
        if same and all(int(facet.value) not in agreeing for facet in same):
            return ListingField.DESCRIPTION, same[0].quote
    return None


_MISSING_COUNT = re.compile(
    rf"\b({_COUNT_WORD})\s+(?:[a-z][\w-]*\s+)?(?:missing|lost|absent)\b|\b(?:missing|minus|less)\s+({_COUNT_WORD})\b",
    _I,
)


def owned_shortfalls(listing: Listing) -> set[int]:
    """The numbers of pieces the title or the specifics say are missing."""
    text = "\n".join((listing.title, *listing.attributes.values()))
    return {n for m in _MISSING_COUNT.finditer(text) if (n := facets.number(m.group(1) or m.group(2))) is not None}


# --- a grade written in the text, a refurbishment that was a clean, a for-parts item that works (seventh round) --

# A grade the seller writes as the condition rather than as a specific: "Condition: Used - Like New", "Condition
# note: Used - Like New.", a sentence that opens with "Used - Like New". Sellers copy the marketplace's grade
# into the text; it declares the grade as a specific does.
_WRITTEN_GRADE_WORD = rf"(?:{LIKE_NEW}|mint)"
_WRITTEN_GRADE = re.compile(
    rf"(?:^|(?<=[\n.!]))\s*(?:condition(?:\s+(?:note|grade))?\s*[:\-–]\s*)?used\s*[-–:]\s*{_WRITTEN_GRADE_WORD}\b"
    rf"|\bcondition(?:\s+(?:note|grade))?\s*[:\-–]\s*{_WRITTEN_GRADE_WORD}\b"
    # "Condition note (Used - Like New):" (eighth round).
    rf"|\bcondition(?:\s+(?:note|grade))?\s*\(\s*(?:used\s*[-–:]\s*)?{_WRITTEN_GRADE_WORD}\s*\)",
    _I,
)
# A used item's title that grades it like new ("... Hardcover - Like New", "Mint Condition"): the seller's grade, as
# a specific is (eighth round). A lone "mint" in a title is as often its colour, so only "mint condition" is read.
_TITLE_GRADE = re.compile(rf"(?<!not\s)\b(?:{LIKE_NEW}|mint\s+condition)\b", _I)
# Specifics that carry the seller's notes on this item ("Condition Note", "Condition Description", "Seller Notes").
_NOTE_KEY = re.compile(r"^(?:condition\s+(?:notes?|description|details|comments?)|seller\s+notes?|notes?)$", _I)
LIKE_NEW_GRADE = NEW_GRADE - 1


def written_grade_conflict(listing: Listing) -> Quote | None:
    """A like-new grade, declared by a condition specific or written in the description, against the worn or
    broken state the description or a condition note specific states ("Used - Like New" over "missing 6
    pieces", "dark stains", "pages come loose"): the notes are read as the description is."""
    declared = max(
        (
            grade
            for key, value in listing.attributes.items()
            if _CONDITION_KEY.search(_key_words(key)) and (grade := _declared_grade(value)) is not None
        ),
        default=None,
    )
    written = gated_search(_WRITTEN_GRADE, listing.description) or (
        listing.condition is ListingCondition.USED and gated_search(_TITLE_GRADE, listing.title)
    )
    if declared != LIKE_NEW_GRADE and not (declared is None and written):
        return None
    texts = [(ListingField.DESCRIPTION, listing.description)] + [
        (ListingField.ATTRIBUTES, value.strip())
        for key, value in sorted(listing.attributes.items())
        if _NOTE_KEY.match(_key_words(key))
    ]
    for field, text in texts:
        for rung in ladder().rungs:
            if rung.grade > LIKE_NEW_GRADE - 2:
                continue
            for match in _statements(text, rung.stated):
                if not unsaid_before(text, match.start(), _NOT_THE_ITEM, _PACKAGING_REACH):
                    return field, match.group().strip()
    for field, text in texts:
        if (missing := absent_part(listing.title, text)) is not None:
            return field, missing
    return None


def absent_part(title: str, text: str) -> str | None:
    """A part or an accessory of the item the text says is not there ("charger not included", "no dock in the box",
    "missing her shoes"), on the pack's list of parts; the packaging, the paperwork and batteries are not parts, and
    what the maker never ships or the title sells without ("Body Only") is not missing (eleventh round)."""
    absent = ladder().absent
    if absent is None or absent.scope.search(title):
        return None
    for match in _statements(text, absent.statements):
        if not absent.parts.search(match.group()):
            continue
        start, end = sentence_around(text, match.start(), match.end(), edges=MARK_OR_SEMICOLON)
        if not absent.excused.search(text[start:end]):
            return match.group().strip()
    return None


# --- other makers' names borrowed for search, read from the sentence's shape (issue 19, eleventh round) ----------

# A claim that measures the item against others: "outperforms", "better than", "works just as well as", "rivals".
# A fit ("compatible with", "fits") is left out: an accessory's list of what it fits is what a buyer needs.
_COMPARED_AGAINST = re.compile(
    r"\b(?:out-?performs?|out-?lasts?|(?-i:beats)|better\s+than|cheaper\s+than|rivals|on\s+par\s+with|comparable\s+to"
    r"|(?:works?|performs?|cuts?|cleans?|bakes?|sounds?|grips?|holds?|does)\s+(?:just\s+|every\s+bit\s+)?as\s+well\s+as"
    r"|(?:just|every\s+bit)\s+as\s+good\s+as|as\s+good\s+as|(?:works|performs)\s+(?:just\s+)?like"
    # Nineteenth round: the yardstick said of any likeness ("same spec as", "same results as"), the price of the
    # makers named as what the buyer saves ("why pay more for ..."), and the makers an audience already loves ("if
    # you love ..."): each a borrowed list of other makers' searches once three or more names follow.
    r"|(?:same|similar|comparable)\s+(?:[a-z]+\s+)?(?:specs?|specification|results?|quality|performance|feel|look"
    r"|design|build|finish|sound|taste)\s+(?:as|to)"
    r"|why\s+pay\s+(?:more\s+|extra\s+|double\s+|twice\s+|full\s+price\s+)?for|if\s+you\s+(?:love|like|enjoy|rate)"
    # Twenty-sixth round: a sentence that opens with "Like" and lists names ("Like A, B, C and D kits."): the item put
    # beside them, as "works just like" does. Not a grade ("Like new", "Like mint").
    r"|(?:^|(?<=[.!?\n])|(?<=[.!?\n]\s))(?-i:Like)(?!\s+(?:new|mint|brand)\b)"
    # Thirty-second round: any quality put beside the names ("as clear as", "punchier than", "louder than"), not a
    # time, an amount or an addition ("as soon as", "as well as", "other than", "more than").
    r"|\bas\s+(?!(?:soon|well|long|far|much|many|little|few|early|late|often|such|good)\b)[a-z]{3,}\s+as"
    r"|\b(?!(?:other|rather|more|less|fewer|later|earlier|older|newer|better|cheaper)\b)[a-z]{2,}(?:ier|er)\s+than"
    # Thirty-third round: a quality word before the yardstick ("better built than", "more durable than", "priced like"),
    # and the item offered in the others' place ("an alternative to ...", "alternative if you normally wear ...").
    r"|(?:better|cheaper|longer|more|less)\s+[a-z]{3,}\s+than|(?:quality|priced|built|made|finished|cuts?|feels?)\s+like"
    r"|alternative\s+(?:to|(?:if|when)\s+you\s+(?:normally|usually|currently|already)\s+(?:wear|use|buy|own|play|ride))"
    r")\s+",
    _I,
)
# Forty-fifth round: the yardsticks searched one by one behind their own words. Searched whole, every branch was
# tried at every position of every description (about 400 us each); most descriptions open a few branches.
_COMPARED_AGAINST_BRANCHES = distributed(_COMPARED_AGAINST, r"\b", r"\s+")
_SENTENCE_END = re.compile(r"[.!?;\n]|\s[-\u2013\u2014]\s|,\s+(?:for|at|but|and\s+(?:is|it|costs?))\b")
_LIST_JOIN = re.compile(r"\s*(?:,|/|&|\bor\b|\band\b|\bnor\b)\s*", _I)
# Thirty-third round: the yardstick reached through a maker's range ("as good as anything from A, B or C", "the likes
# of A, B and C") names the makers all the same.
_LEADING_ARTICLE = re.compile(
    r"^(?:the\s+likes\s+of\s+|(?:anything|any\s+set|those|the\s+ones?)\s+(?:made\s+)?(?:from|by)\s+|(?:an?|the|any|other)\s+)+",
    _I,
)
# One maker's name: one to three words, each opening with a capital ("KitchenAid", "Audio-Technica", "Big Fudge").
_NAME_WORDS = re.compile(r"^(?:[A-Z][\w'.-]*)(?:\s+[A-Z][\w'.-]*){0,2}")
_CAPITALISED_WORDS = re.compile(r"[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)*")
_MIN_COMPARED_NAMES = 3
_CLAUSE_WINDOW = 240


def _compared_names(clause: str) -> list[str]:
    """The capitalised names a comparison's clause lists before anything else, in order ("a Silpat, OXO,
    KitchenAid or Wilton mat" gives four); the last may run on into its noun ("... Wilton mat")."""
    names: list[str] = []
    ended = False
    for item in _LIST_JOIN.split(clause):
        item = item.strip()
        # Thirty-third round: comparisons chained in one sentence ("sharper than A, brighter than B, better built than
        # C or D", "built like A and B boots, priced like C") list their names together; each further yardstick opens
        # its item, even past the noun that closed the names before it.
        if names and (chained := _COMPARED_AGAINST.match(item)) is not None:
            item, ended = item[chained.end() :], False
        elif ended:
            break
        item = _LEADING_ARTICLE.sub("", item)
        name = _NAME_WORDS.match(item)
        if name is None:
            break
        names.append(name.group())
        # A name of four words or more ("Glenmore Deluxe Pro Max") runs on in capitals; anything else is its noun.
        rest = item[name.end() :].strip()
        ended = bool(rest) and _CAPITALISED_WORDS.fullmatch(rest) is None
    return names


def compared_maker_list(listing: Listing) -> Quote | None:
    """A comparison followed by a list of three or more other names ("Outperforms A, B, C and D brushes", "works
    just as well as a A, B, C or D mat"): borrowed searches, whatever the names; a name the title or a specific
    gives is the item's own, and a sentence typed in capitals lists no names."""
    own = " ".join((listing.title, *listing.attributes.values())).lower()
    for match in gated_branch_finditer(_COMPARED_AGAINST, _COMPARED_AGAINST_BRANCHES, listing.description):
        # A list of names runs a few words; the window keeps the cost of a long text linear.
        stop = min(len(listing.description), match.end() + _CLAUSE_WINDOW)
        end = _SENTENCE_END.search(listing.description, match.end(), stop)
        clause = listing.description[match.end() : end.start() if end else stop]
        if clause.isupper():
            continue
        names = [name for name in _compared_names(clause) if name.lower() not in own]
        if len(names) >= _MIN_COMPARED_NAMES:
            last = listing.description.index(names[-1], match.end())
            return ListingField.DESCRIPTION, listing.description[match.start() : last + len(names[-1])]
    return None


# A closing line of bare words: names and search terms with no sentence in them. The words that hold a sentence
# together ("the", "is", "with", "for"); a line of names has at most one.
_GLUE_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "to",
        "of",
        "in",
        "on",
        "for",
        "with",
        "and",
        "or",
        "but",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "i",
        "we",
        "you",
        "he",
        "she",
        "they",
        "my",
        "our",
        "your",
        "his",
        "her",
        "their",
        "has",
        "have",
        "had",
        "will",
        "can",
        "could",
        "would",
        "should",
        "from",
        "by",
        "at",
        "as",
        "if",
        "not",
        "no",
        "all",
        "any",
        "so",
        "just",
        "do",
        "does",
        "did",
        "than",
        "then",
        "there",
        "here",
        "also",
        "very",
    ]
)
_LINE_WORD = re.compile(r"[A-Za-z0-9][\w'&+-]*")
_MIN_LINE_WORDS = 7
_MIN_FOREIGN_NAMES = 3
_LETTERS = re.compile(r"[A-Za-z][A-Za-z'&-]*")
_LEAD_IN = re.compile(r"\s[-\u2013\u2014|]\s")
# Thirty-sixth round: a closing line that opens with a fit cue ("Fits A6 covers made for <maker> <model>", "Compatible
# with ...") is a sentence saying what the item fits, its capitalised words a compatibility, not pasted search terms.
_OPENS_WITH_FIT = re.compile(
    r"(?:" + shapes.fit_cue(r"fit", r"made\s+for", r"designed\s+for", r"for\s+use\s+with") + r")\b", _I
)


def closing_name_line(listing: Listing) -> Quote | None:
    """The description's last line, or what follows its last dash, as seven or more bare words with no sentence
    punctuation and at most one word that holds a sentence together, three or more of them capitalised names that
    neither the title nor a specific gives ("Blur Pulp The Verve Stone Roses Britpop indie 90s"): search terms
    pasted at the end. A labelled line ("Colours: ..."), a line typed in capitals and a line whose capitalised words
    are mostly the title's are not read."""
    lines = [line.strip() for line in listing.description.splitlines() if line.strip()]
    if len(lines) < 2:
        return None
    last = lines[-1]
    tail = _LEAD_IN.split(last)[-1].strip(" -*\u2022")
    if ":" in tail or any(mark in tail for mark in ".,;!?()") or tail.isupper():
        return None
    if _OPENS_WITH_FIT.match(tail):
        return None
    words = _LINE_WORD.findall(tail)
    if len(words) < _MIN_LINE_WORDS or sum(word.lower() in _GLUE_WORDS for word in words) > 1:
        return None
    own = {word.lower() for word in _LINE_WORD.findall(" ".join((listing.title, *listing.attributes.values())))}
    # A name is written in letters: "Gen9" or "DL380p" is a model code, and a line of codes is a fit list.
    capitalised = [word for word in words if word[0].isupper() and not word.isupper() and _LETTERS.fullmatch(word)]
    foreign = [word for word in capitalised if word.lower() not in own]
    # A line that mostly restates the title's words ("Quilted Gilet Size M Olive Green Diamond Quilt") is a heading.
    if len(foreign) < _MIN_FOREIGN_NAMES or 2 * len(foreign) < len(capitalised):
        return None
    return ListingField.DESCRIPTION, tail


# A for-parts listing that says the item works, and says nothing is wrong with it: "fully working", "works
# perfectly", "no problems with it at all". A fault stated anywhere ("works apart from the cracked screen",
# "untested", "no power") makes the for-parts condition honest and the check stays silent.
_WORKS_FULLY = re.compile(
    r"\b(?:fully|perfectly|100%)\s+(?:working|functional|functioning|works)\b|\bworks?\s+(?:perfectly|perfect|flawlessly"
    r"|100%)\b|\bno\s+(?:problems|issues|faults)\s+(?:with\s+it\s+)?at\s+all\b",
    _I,
)
_A_FAULT = re.compile(
    r"\b(?:fault\w*|broken|not\s+working|doesn'?t|does\s+not|won'?t|will\s+not|error|cracked|damaged|untested|not\s+tested"
    r"|no\s+power|dead|intermittent\w*|stopped|fails?|failed|issues?\s+with|problems?\s+with|needs?\s+(?:a\s+)?(?:new|repair"
    r"|fixing|replac\w*)|except|apart\s+from|other\s+than|but\s+the|spares\s+only\s+because\s+(?:it|the))\b",
    _I,
)
_WORKS_FULLY_SAID = Statement(_WORKS_FULLY, _NOT_SAID)


# The verb a seller puts the item up by, and what it sells ("selling it", "listed this", "put it"), before "for parts"
# or "as spares": written once (forty-seventh round) for the two readings of the seller's own for-parts wording, the
# for-parts category's excuse below and the detectors' Used item called for parts (`_CALLED_FOR_PARTS`). Each had
# its own verbs; this is their union, which moves no development reading of either (docs/performance.md). What
# follows the verb stays each reading's own: the excuse takes the category's section ("under the spares") and a
# reason after it, the call takes "for parts or repair", "as spares" and a sentence's opening.
SELLS_IT = r"\b(?:sold|selling|listed|listing|offered|offering|putting|put)\s+(?:it\s+|this\s+)?"
# The seller's own reason for the for-parts category that is no fault (eleventh round): "only listing it under
# spares so I don't have to take returns", "putting it as spares because I haven't got a charger".
_CATEGORY_EXCUSE = re.compile(
    SELLS_IT + r"(?:as\s+|under\s+|in\s+)?(?:the\s+)?(?:for\s+)?"
    r"(?:spares|parts)\b[^.!?\n]{0,40}?(?:\bso\s+(?:that\s+)?(?:i|we)\s+(?:don'?t|do\s+not|won'?t)\b|\bto\s+avoid\b"
    r"|\bbecause\s+(?:i|we)\s+(?:don'?t|do\s+not|can'?t|haven'?t)\b|\bno\s+returns\b)",
    _I,
)


def for_parts_but_working(listing: Listing) -> Quote | None:
    """A for-parts listing whose title or description says the item fully works, stating no fault anywhere, or
    giving a reason for the category that is no fault ("so I don't have to take returns")."""
    if listing.condition is not ListingCondition.FOR_PARTS:
        return None
    text = f"{listing.title}\n{listing.description}"
    if _A_FAULT.search(text) and not _CATEGORY_EXCUSE.search(text):
        return None
    for field, field_text in ((ListingField.TITLE, listing.title), (ListingField.DESCRIPTION, listing.description)):
        if (works := _WORKS_FULLY_SAID.first(field_text)) is not None:
            return field, works.group()
    return None


# Twenty-eighth round: a used grade in the marketplace's own words ("Used - Very Good", "Used - Good", "Used -
# Acceptable", "Used - Like New"), given as the condition specific or written in the note: each promises the item
# works as intended (amazon-condition-guidelines, condition-categories and functional-and-cosmetic-disclosure: "items
# that are untested, broken or only partly working generally do not belong in a Used grade that promises the item
# works"). A bare "Used" or "good condition" is no such grade.
_WORKING_GRADE = re.compile(rf"\bused\s*[-–:]\s*(?:{LIKE_NEW}|very\s+good|good|acceptable)\b", _I)
# The note's own word that the unit was never tried or does not work: untested ("not tested as we have no adapter"), or
# the power, charge or start it lacks ("won't power on", "battery no longer holds a charge", "only works while
# plugged in"). A part left out ("no charger included") or a fault denied ("never failed to power on") is neither.
_NOT_WORKING_SAID = Statement(
    re.compile(
        r"\b(?:untested|not\s+(?:been\s+)?tested|never\s+(?:been\s+)?tested|(?:unable|not\s+able)\s+to\s+test)\b"
        r"|\b(?:won'?t|will\s+not|does\s*n[o']t|doesn'?t|can'?t|cannot)\s+(?:power|turn|switch)\s+(?:on|up)\b"
        r"|\b(?:no\s+longer|won'?t|will\s+not|does\s*n[o']t|doesn'?t)\s+holds?\s+(?:a\s+)?charge\b"
        r"|\bonly\s+works\s+(?:while|when)\s+(?:it'?s\s+|it\s+is\s+)?plugged\s+in\b",
        _I,
    ),
    _NOT_SAID,
)

_WORKING_SAID = Statement(re.compile(r"\b(?:tested|works?|working|functions?)\b", _I), _NOT_SAID)


def working_grade_not_working(listing: Listing) -> Quote | None:
    """A used listing graded in the marketplace's words that promise a working item ("Used - Good") whose note says
    the unit is untested, will not power on or will not hold a charge: the grade and the note disagree."""
    if listing.condition is not ListingCondition.USED:
        return None
    notes = [
        (ListingField.ATTRIBUTES, value.strip())
        for key, value in sorted(listing.attributes.items())
        if _NOTE_KEY.match(_key_words(key))
    ]
    graded = gated_search(_WORKING_GRADE, listing.description) is not None or any(
        _CONDITION_KEY.search(_key_words(key)) and _WORKING_GRADE.search(value)
        for key, value in listing.attributes.items()
    )
    if not graded:
        return None
    for field, text in [(ListingField.DESCRIPTION, listing.description), *notes]:
        said = _NOT_WORKING_SAID.first(text)
        # A note that also tells what was tested and works ("Tested: GPS and pairing work; cellular not tested") says
        # one feature was left untried, not that the unit is.
        if said is not None and _WORKING_SAID.first(_NOT_WORKING_SAID.pattern.sub(" ", text)) is None:
            return field, said.group()
    return None


# A refurbished listing whose seller says the refurbishment was a clean: "Refurbished - I gave it a good clean",
# "by refurbished I mean I washed it", "no parts replaced or repaired". Work on the item ("new battery fitted",
# "serviced", "replaced the seals") stated anywhere makes it a refurbishment and the check stays silent.
_ONLY_CLEANED = re.compile(
    r"\brefurb\w*[\"'”]?\s*(?:[-–:!]|,|\bi\s+mean)\s*(?:i|we)\s+(?:just\s+|only\s+|honestly\s+)*(?:gave\s+(?:it|them)\s+a"
    r"\s+(?:[\w-]+\s+){0,2}(?:clean|wash|wipe|brush)|cleaned|washed|brushed|wiped)\b"
    r"|\b(?:just|only)\s+(?:gave\s+(?:it|them)\s+a\s+(?:[\w-]+\s+){0,2}(?:clean|wash|wipe)|cleaned|washed|wiped)\b"
    r"|\bno\s+parts\s+(?:were\s+)?(?:replaced|repaired|changed)\b",
    _I,
)
_WORK_DONE = re.compile(
    r"\b(?:new\s+(?:battery|batteries|screen|parts?|seals?|brushes|motor|filter|belt|bearings?|pads?|tyres?|tires?|cable"
    r"|chain|cassette)\s+(?:fitted|installed)|(?:fitted|installed)\s+(?:a\s+)?new|serviced|repaired|rebuilt|resealed|resoled|restitched|reupholstered|resprayed"
    r"|re-?gassed|recalibrated|professionally|(?:i|we)\s+replaced|was\s+replaced|were\s+replaced)\b",
    _I,
)
# Work stated as done; "no new battery fitted" or "if it needs a new battery fitted" is none.
_WORK_DONE_SAID = Statement(_WORK_DONE, _NOT_SAID)


def refurbished_only_cleaned(listing: Listing) -> Quote | None:
    """A refurbished listing that says the only work was cleaning it, stating no repair or replacement."""
    if listing.condition is not ListingCondition.REFURBISHED:
        return None
    text = listing.description
    if (found := _ONLY_CLEANED.search(text)) is None or _WORK_DONE_SAID.first(text) is not None:
        return None
    return ListingField.DESCRIPTION, found.group()


# --- a boxed title over a description that says there is no box (seventh round) -------------------------------

# A box promised ("Boxed", "with original box", "CIB", "BNIB") and a box said to be absent ("no box", "the box
# went in the recycling", "unboxed only"); services/risk_signals.py reads the same two. "NIB" (new in box) in
# capitals only, as the New-claim reading in services/detectors.py has it: "14ct Nib", "Medium Nib" is a fountain
# pen's point (twenty-fourth round).
BOXED = re.compile(
    r"\b(?:boxed|with\s+(?:the\s+|its\s+)?(?:original\s+)?box|in\s+(?:the\s+|its\s+)?original\s+box|cib|bnib"
    r"|(?-i:NIB))\b",
    _I,
)
NO_BOX = re.compile(
    r"\b(?:no|without|missing|lost|minus)\s+(?:the\s+|its\s+|any\s+)?(?:original\s+)?box\b"
    # "Box is long gone", "the box was recycled", "don't have the box" (fifteenth round).
    r"|\b(?:original\s+)?box\s+(?:is\s+|was\s+|has\s+)?(?:long\s+)?(?:missing|lost|not\s+included|went|gone|recycled|discarded"
    r"|got\s+(?:thrown|binned|lost))\b|\b(?:don't|do\s+not|doesn't|does\s+not)\s+(?:have|come\s+with)\s+(?:the\s+|its\s+|a\s+)?"
    r"(?:original\s+)?box\b"
    r"|\bbox\s+(?:was\s+)?(?:thrown|binned)\b|\b(?:unboxed|loose)\s+only\b"
    # Forty-seventh round: the box gone with something else, one subject of two ("the box and manual are missing",
    # "outer box and papers went astray"), as the box alone already read.
    r"|\bbox\s+(?:and|&)\s+(?:the\s+|its\s+)?[a-z]+\s+(?:are\s+|were\s+|have\s+|has\s+)?(?:long\s+)?"
    r"(?:missing|lost|went|gone|recycled|discarded|been\s+(?:lost|thrown|binned))\b"
    # Twenty-fifth round: the seller never had the box, or has not got it ("I've never had the original box", "hasn't
    # come with a box"); a box never opened is a box.
    r"|\b(?:never|haven'?t|have\s+not|hasn'?t|has\s+not|didn'?t|did\s+not)\s+(?:ever\s+)?(?:had|got|kept|come\s+with"
    r"|came\s+with)\s+(?:the\s+|its\s+|a\s+|any\s+)?(?:original\s+)?box(?:es)?\b(?!\s+(?:opened|open|out|off|damaged))",
    _I,
)


def boxed_title_without_box(listing: Listing) -> Quote | None:
    """A title that sells the item boxed over a description that says the box is not there: the title's word."""
    promised = BOXED.search(listing.title)
    if promised is None or NO_BOX.search(listing.description) is None:
        return None
    return ListingField.TITLE, promised.group()


# --- a model's number against the title's, and an original claimed over a reissue (seventh round) ---------------

_MODEL_SPECIFIC = re.compile(r"^(?:model|model\s+name)$", _I)


# Lower-case text split where neither a letter nor a digit stands (shared with the detectors' tokens).
NOT_ALNUM_RUN = re.compile(r"[^a-z0-9]+")
_LETTERS_THEN_NUMBER = re.compile(r"[a-z]+\d[a-z0-9]*")


def _numbered(text: str) -> set[str]:
    """Tokens that are a line's letters then its number ("t7i", "hero9", "d750"), lower case."""
    return {t for t in NOT_ALNUM_RUN.split(text.lower()) if _LETTERS_THEN_NUMBER.fullmatch(t)}


def model_number_mismatch(listing: Listing) -> Quote | None:
    """The model specific's numbered token ("Rebel T6", "HERO8 Black") against the title's token of the same
    letters and another number ("T7i", "HERO9"), when the title never writes the specific's. A title token the
    specific also writes ("ROG Strix G16" beside "G614JV") agrees with it."""
    title_tokens = _numbered(listing.title)
    if not title_tokens:
        return None
    for key, value in sorted(listing.attributes.items()):
        if not _MODEL_SPECIFIC.match(_key_words(key)) or is_placeholder(value):
            continue
        given = _numbered(value)
        if given & title_tokens:
            continue
        for own in sorted(given):
            for other in sorted(title_tokens):
                if _letters(other) != _letters(own) or other.startswith(own) or own.startswith(other):
                    continue
                if (found := re.search(rf"(?<![a-z0-9]){re.escape(other)}(?![a-z0-9])", listing.title, _I)) is not None:
                    return ListingField.TITLE, found.group()
    return None


def _letters(token: str) -> str:
    return re.sub(r"\d.*", "", token)


# An original claimed ("First Edition", "1977 Original First Pressing", a specific "Original") while the
# description or another specific says it is a later issue ("2019 reissue", "book club edition", "a 1990s
# reproduction"). A reissue negated or compared ("not the reissue", "unlike the reprints") is no statement.
_ORIGINAL_CLAIM = re.compile(
    r"\b(?:first|1st)\s+(?:edition|pressing|printing|print|issue)\b|\boriginal\s+(?:(?:\d{4}|uk|us|[\w-]+)\s+){0,2}"
    r"(?:pressing|printing|release|issue|edition)\b|^\s*original\s*$"
    # The original of a dated year: "1984 Original", "Original 1977" (fifteenth round).
    r"|\b(?:19|20)\d{2}\s+original\b|\boriginal\s+(?:19|20)\d{2}\b(?!\s*[-–]\s*\d)",
    _I,
)
_LATER_ISSUE = re.compile(
    r"\b(?:re-?issue[ds]?|re-?press(?:ing|ed)?|reprint(?:ed)?|reproduction|repro|book\s+club\s+edition|later\s+printing"
    # Twentieth round: a later printing by its number ("the 34th printing", "2nd print", "third impression") and the
    # trading-card and comic trades' word for a print run after the first ("Unlimited print").
    r"|(?:[2-9]|[1-9]\d)(?:nd|rd|th)\s+(?:print(?:ing)?|impression)|(?:second|third|fourth|fifth|later)\s+impression"
    r"|(?:second|third|fourth|fifth)\s+print(?:ing)?|unlimited\s+(?:print(?:ing)?|edition))\b"
    r"(?!\s+(?:poster|insert|print|sleeve|inner|case|box|label|cover|booklet|stand|frame))",
    _I,
)
# A first edition and a later printing of it said together ("first edition, third printing") is how the book trade
# names that copy honestly, so the later printing counts only where no first edition is said beside it.
_EDITION_AND_PRINTING = re.compile(r"\b(?:first|1st)\s+edition\b[^.;\n]{0,20}$", _I)


_COMPARED_BEFORE = re.compile(r"\b(?:unlike|than|vs\.?|versus)\s+(?:\w+\s+){0,3}$", _I)
_LATER_ISSUE_SAID = Statement(_LATER_ISSUE, (NEGATED_OR_HEDGED, _COMPARED_BEFORE))


def original_over_reissue(listing: Listing) -> Quote | None:
    """The title or a specific claims the original issue while the description or a specific states a later one."""
    values = [value for _, value in sorted(listing.attributes.items())]
    if not gated_search(_ORIGINAL_CLAIM, listing.title) and not any(gated_search(_ORIGINAL_CLAIM, v) for v in values):
        return None
    if gated_search(_LATER_ISSUE, listing.title):
        # The title itself names the later issue ("First Edition, 2nd Printing"): it claims no original.
        return None
    if (later := _LATER_ISSUE_SAID.first(listing.description)) is not None and not _EDITION_AND_PRINTING.search(
        listing.description[: later.start()]
    ):
        return ListingField.DESCRIPTION, later.group()
    for value in values:
        if _LATER_ISSUE.search(value) is not None and not _ORIGINAL_CLAIM.search(value):
            return ListingField.ATTRIBUTES, value.strip()
    return None


# --- a bed size in the title's slot of a bedding item (seventh round) ------------------------------------------

# A bedding title states its size as a segment of its own ("Sheet Set, Queen, 4 Piece") or right after the
# bedding noun ("Sheet Set King White"); ``named_size_mismatch`` reads it only before "size" or a bedding noun.
_BEDDING = re.compile(
    r"\b(?:sheets?|sheet\s+set|duvet(?:\s+cover)?|quilt|comforter|bedding|bed\s?spread|mattress|pillowcases?)\b", _I
)
_TITLE_BED_SLOT = re.compile(
    rf"(?:,\s*|\b(?:sheets?|set|cover|quilt|comforter|bedding|bed\s?spread|mattress|protector|topper)\s+)({_BED_WORD})\b"
    rf"(?=\s*(?:$|[,|(]|\d|[A-Z]))(?!\s*(?:/|or|and|&)\s*(?:{_BED_WORD}))",
    _I,
)


def bedding_title_size_mismatch(listing: Listing) -> Quote | None:
    """A bed size specific against the size a bedding title states in its slot, when the title writes the
    specific's size nowhere."""
    if not _BEDDING.search(listing.title):
        return None
    for key, value in sorted(listing.attributes.items()):
        bed = _BED_SIZES.get(" ".join(value.lower().split())) if _BED_KEY.match(_key_words(key)) else None
        if bed is None or any(size == bed for size, _ in _bed_sizes(listing.title)):
            continue
        named = re.finditer(rf"\b(?:{_BED_WORD})\b", listing.title, _I)
        if any(_BED_SIZES[" ".join(m.group().lower().split())] == bed for m in named):
            continue
        for match in _TITLE_BED_SLOT.finditer(listing.title):
            if _BED_SIZES[" ".join(match.group(1).lower().split())] != bed:
                return ListingField.TITLE, match.group(1)
    return None


# --- a phone sold as unlocked that its own text says is locked (issue 19, eighth round) -------------------------

# The title's "Unlocked" against a carrier lock the specifics or the description state: "Lock Status: Network
# Locked", "Network: Locked to T-Mobile", "it is locked to Verizon for now". A lock of something else (iCloud,
# activation, bootloader), one negated or in the past ("never locked", "was locked to EE, now unlocked") is none.
_UNLOCKED_TITLE = re.compile(r"(?<!not\s)(?<!never\s)\bunlocked\b", _I)
# The specific's name as the marketplaces write it, with or without "Wireless" ("Wireless Carrier", fourteenth round).
_LOCK_SPECIFIC = re.compile(
    r"^(?:(?:wireless\s+)?(?:network|carrier)|lock\s+status|network\s+(?:lock|status)|sim\s+lock|locked\s+to)$", _I
)
_CARRIER_LOCK = re.compile(
    r"(?<![\w-])(?:locked\s+to\s+(?:the\s+)?[a-z&][\w&-]*|(?:network|carrier|sim)[\s-]locked|locked\s+(?:network|carrier))\b",
    _I,
)
_NOT_A_LOCK_NOW = re.compile(
    r"(?:\b(?:not|never|no\s+longer|was|were|previously|originally|formerly|used\s+to\s+be|isn'?t|wasn'?t|if|unless)\b"
    r"[^.;!?\n]{0,25}|\b(?:icloud|activation|google|frp|bootloader|account)\s*)$",
    _I,
)


# A lock the rest of its sentence lifts ("locked to EE, now unlocked", "unlock code included"): matched from the
# lock's end. An unlock still to come ("will need the carrier's unlock policy met", "can be unlocked for a fee")
# lifts nothing: the phone is locked as sold (eighteenth round).
_UNLOCKED_LATER = re.compile(
    r"(?:(?!\b(?:need|needs|needed|will|must|would|could|can|requires?|required|until|before|once|policy|eligible)\b)"
    r"[^.;!?\n])*?\b(?:unlocked\b|unlock\s+code)",
    _I,
)
_CARRIER_LOCK_SAID = Statement(_CARRIER_LOCK, (_NOT_A_LOCK_NOW,), unsaid_after=_UNLOCKED_LATER)
_BARE_LOCK = re.compile(r"\s*(?:network\s+|carrier\s+|sim\s+)?locked\s*", _I)


def _states_a_lock(text: str) -> str | None:
    return None if (match := _CARRIER_LOCK_SAID.first(text)) is None else match.group()


def unlocked_but_locked(listing: Listing) -> Quote | None:
    """A title that sells the phone "Unlocked" over a specific or a description that says it is carrier locked."""
    if "unlocked" not in listing.title.lower() or _UNLOCKED_TITLE.search(listing.title) is None:
        return None
    for key, value in sorted(listing.attributes.items()):
        if not _LOCK_SPECIFIC.match(_key_words(key)) or not re.search(r"(?<!un)\blocked\b", value, _I):
            continue
        if _states_a_lock(value) is not None or _BARE_LOCK.fullmatch(value):
            return ListingField.ATTRIBUTES, value.strip()
    if "locked" in listing.description.lower() and (found := _states_a_lock(listing.description)) is not None:
        return ListingField.DESCRIPTION, found
    return None


# --- a gold purity or a pure material claimed against the specific or the text (issue 19, eighth round) ---------

# A karat the title or the description gives the gold ("14K Yellow Gold", "stamped 10K", "18ct gold") against the
# purity specific ("Metal Purity: 10k"); hallmark numbers stand for their karat ("585" is 14K). A field that writes
# the specific's karat anywhere agrees with it (a 14K chain with a 10K clasp names both).
_KARATS = {"9": 9, "10": 10, "14": 14, "18": 18, "22": 22, "24": 24}
_HALLMARKS = {"375": 9, "417": 10, "585": 14, "750": 18, "916": 22, "999": 24}
_KARAT = re.compile(
    r"(?<![\w.])(9|10|14|18|22|24)\s?(?:k|kt|karat|carat)\b(?!\s*(?:-|\s)?(?:gold[\s-]+)?(?:plated|plate|filled|gf|gp|vermeil|overlay))"
    r"|(?<![\w.])(9|18|22)\s?ct\b(?=\s+(?:solid\s+|yellow\s+|white\s+|rose\s+)?gold)",
    _I,
)
_HALLMARK = re.compile(
    r"\b(?:stamped|marked|hallmarked|reads|stamp|hallmark)\s+(?:[\w]+\s+){0,2}?(375|417|585|750|916|999)\b", _I
)
_GOLD_NEAR = re.compile(r"\s*(?:solid\s+|yellow\s+|white\s+|rose\s+|two[\s-]tone\s+|tri[\s-]colou?r\s+)*gold\b", _I)
_PURITY_CUE = re.compile(r"purity|karat|fineness", _I)
_PURITY_SPECIFIC = re.compile(r"^(?:metal\s+)?(?:purity|fineness|karat(?:\s+purity)?|gold\s+purity)$", _I)


def _karats(text: str, *, title: bool) -> list[tuple[int, str]]:
    found = []
    for match in _KARAT.finditer(text):
        # In a title a karat is the gold's only right before "gold" ("PowerCore 24K" is a name, "18k shutter" a count).
        if title and not _GOLD_NEAR.match(text, match.end()):
            continue
        found.append((_KARATS[match.group(1) or match.group(2)], match.group()))
    if not title:
        found += [(_HALLMARKS[m.group(1)], m.group()) for m in _HALLMARK.finditer(text)]
    return found


def purity_mismatch(listing: Listing) -> Quote | None:
    """The purity specific's karat against the karats the title or the description gives, when that field never
    writes the specific's ("14K Solid Gold" over "Metal Purity: 10k"; "stamped 14K" beside an 18k specific)."""
    keys = [key for key in listing.attributes if _PURITY_CUE.search(key)]
    if not keys:
        return None
    given = {
        _KARATS[m.group(1) or m.group(2)]
        for key in keys
        if _PURITY_SPECIFIC.match(_key_words(key))
        for value in (listing.attributes[key],)
        for m in _KARAT.finditer(value)
    }
    if len(given) != 1:
        return None
    for field, text, title in (
        (ListingField.TITLE, listing.title, True),
        (ListingField.DESCRIPTION, listing.description, False),
    ):
        stated = _karats(text, title=title)
        if stated and not any(karat in given for karat, _ in stated):
            return field, stated[0][1]
    return None


# "100% Cashmere" in a title is a claim about every fibre; a material specific that names other fibres and not this
# one, or a blend, and a description that gives the fibre a share under a hundred ("70% wool, 30% cashmere") or
# calls the whole another fibre ("100% polyester"), contradict it. A lining or a filling is another part.
_FIBRES = (
    r"lambswool|cotton|wool|merino|cashmere|linen|silk|leather|polyester|nylon|acrylic|alpaca|mohair|bamboo|viscose"
    r"|rayon|hemp|spandex|elastane|lycra|modal|lyocell|tencel|angora|jute|suede|polyamide"
)
# Acrylic is a plastic as a yarn and as a sheet.
_FIBRE_FAMILY = {"merino": "wool", "cashmere": "wool", "alpaca": "wool", "mohair": "wool", "angora": "wool",
                 "lambswool": "wool", "lycra": "elastane", "spandex": "elastane", "tencel": "lyocell",
                 "polyamide": "nylon", "acrylic": "plastic", "rayon": "viscose"}  # fmt: skip
# The fibres a title names as what the item is made of (sixteenth round, for the material check below). A fabric's
# weave ("denim", "fleece", "satin") names no fibre, and an animal ("alpaca", "angora") is as often a toy's subject as
# its fibre; leather, suede and bamboo the material check has in families of their own.
_TITLE_FIBRES = ("cotton", "wool", "merino", "lambswool", "cashmere", "mohair", "linen", "silk", "polyester", "nylon",
                 "acrylic", "viscose", "rayon")  # fmt: skip
_PURE_CLAIM = re.compile(
    rf"\b100\s?%\s+(?:pure\s+|organic\s+|genuine\s+|real\s+)?({_FIBRES})\b(?:\s+({_FIBRES})\b)?", _I
)
_FIBRE = re.compile(rf"\b({_FIBRES})\b", _I)
_SHARE = re.compile(rf"\b(\d{{1,3}})\s?%\s+(?:pure\s+|organic\s+|recycled\s+)?({_FIBRES})\b", _I)
_OTHER_PART_AFTER = re.compile(
    r"\s*(?:lining|lined|fill(?:ing)?|padding|insoles?|soles?|trim|binding|backing|thread|stitching|label|tag|strap|cord"
    r"|interlining|pocket|cuffs?|rib|shell\s+(?:and|&)|outer\s+(?:and|&))",
    _I,
)
_MATERIAL_SPECIFIC = re.compile(
    r"^(?:material|fabric|main\s+material|outer\s+(?:shell\s+)?material|composition|fabric\s+type|upper\s+material)$",
    _I,
)


def _family(fibre: str) -> str:
    fibre = fibre.lower()
    return _FIBRE_FAMILY.get(fibre, fibre)


def pure_material_mismatch(listing: Listing) -> Quote | None:
    """A title's "100% <fibre>" against a material specific that names other fibres and not this one (or a blend),
    or a description that gives the fibre less than all of it or calls the whole another fibre."""
    if "%" not in listing.title or (claim := _PURE_CLAIM.search(listing.title)) is None:
        return None
    claimed = {f.lower() for f in claim.groups() if f}
    families = {_family(f) for f in claimed}
    for key, value in sorted(listing.attributes.items()):
        if not _MATERIAL_SPECIFIC.match(_key_words(key)):
            continue
        named = {f.lower() for f in _FIBRE.findall(value)}
        if not named:
            continue
        shares = [(int(n), f.lower()) for n, f in _SHARE.findall(value)]
        if (
            (not named & claimed and not {_family(f) for f in named} & families)
            or re.search(r"\bblend", value, _I)
            or any(n < 100 and f in claimed for n, f in shares)
        ):
            return ListingField.TITLE, claim.group()
    text = listing.description
    if "%" in text:
        for match in _SHARE.finditer(text):
            if _OTHER_PART_AFTER.match(text, match.end()):
                continue
            share, fibre = int(match.group(1)), match.group(2).lower()
            if (fibre in claimed and share < 100) or (share == 100 and _family(fibre) not in families):
                return ListingField.DESCRIPTION, match.group()
    return None


# --- a maker the title opens with where the brand specific names another (issue 19, eighth round) -----------------

# A title names its maker first and then the model ("Quencher H2.0 FlowState" after its maker): when the words before
# the model specific's own words are a name the specifics never give, and the brand specific is written nowhere in
# the text, the title and the brand name two makers. No list of brands is needed: the model specific says where the
# maker stands. Words that open a title without being a maker ("Replacement", "Genuine", "Men's") are not read.


_MODEL_CUE = re.compile(r"model", _I)
_ALNUM = re.compile(r"[a-z0-9]+")
_NOT_ALNUM = re.compile(r"[^a-z0-9]")


def alnum_folded(text: str) -> str:
    """The text in lower case with only its letters and digits (the detectors compare codes so too)."""
    return _NOT_ALNUM.sub("", text.lower())


def maker_before_model(listing: Listing) -> Quote | None:
    """The title's opening name before the model specific's words, against a brand specific the text never writes
    ("Stanley FatMax 8m" with "Brand: DeWalt", "Model: FatMax 8m")."""
    brand = next((v.strip() for k, v in listing.attributes.items() if k.strip().lower() == "brand"), "")
    # Cheap first: most listings write their brand in the title.
    if len(brand) < 2 or brand.lower() in listing.title.lower():
        return None
    model = next(
        (
            v.strip()
            for k, v in listing.attributes.items()
            if _MODEL_CUE.search(k) and _MODEL_SPECIFIC.match(_key_words(k))
        ),
        "",
    )
    if len(model) < 2:
        return None
    first = model.split()[0].lower()
    title_words = listing.title.split()
    # The maker is the title's first one or two words, right before the model's first word.
    cut = next((n for n in (1, 2) if len(title_words) > n and title_words[n].lower().startswith(first)), None)
    if cut is None:
        return None
    if _NO_MAKER_VALUES.match(brand) or is_placeholder(brand):
        return None
    name = " ".join(title_words[:cut])
    if _kind_after_opening(listing, title_words[cut:], model):
        return None
    if not all(_MAKER_WORD.fullmatch(word) for word in title_words[:cut]):
        return None
    if any(word.lower() in _NOT_A_MAKER for word in title_words[:cut]):
        return None
    text = f"{listing.title} {listing.description}"
    if alnum_folded(brand) in alnum_folded(text):
        return None
    words = set(_ALNUM.findall(text.lower()))
    if any(len(word) >= 3 and word in words for word in _ALNUM.findall(brand.lower())):
        return None
    values = alnum_folded(" ".join(listing.attributes.values()))
    if alnum_folded(name) in values or any(
        alnum_folded(word) in values for word in title_words[:cut] if len(word) >= 3
    ):
        return None
    return ListingField.TITLE, name


def _kind_after_opening(listing: Listing, rest: list[str], model: str) -> bool:
    """Thirty-sixth round: whether the title goes on, from the model's first word, with another specific's value
    rather than the model ("Garden Nest Swing" with "Type: Nest Swing", "Model: Nest 100"): the model's word is then
    the item's kind, and the word before it says where the kind is used, not who made it."""
    after = alnum_folded(" ".join(rest))
    if after.startswith(alnum_folded(model)):
        return False
    first = alnum_folded(model.split()[0])
    return any(
        len(value := alnum_folded(v)) > len(first) and after.startswith(value)
        for k, v in listing.attributes.items()
        if not _MODEL_CUE.search(k) and k.strip().lower() != "brand"
    )


# --- a working state given only as a hope, a memory or an unknown (issue 19, eighth round) -----------------------

# "No idea if it works", "should still work", "it worked at Christmas", "was lit the last time we went camping":
# the seller addressed whether the item works and gave no current result. Holds only when no other clause states
# one ("tested", "works", "powers on", a named fault, "untested" with its reason), so a listing that hopes and also
# tested is left alone.
# A past stretch of time a working state is dated to ("last winter", "two years ago", "in 2021"): as vague as "the last
# time", however recent the stretch; the detectors' past working state reads it. NOT_CURRENT_STATE below keeps its
# own shorter list on purpose: it reads up to three words between the verb and the time, so with this list "fired up
# last month: lights on first try, reaches set temp" (a test dated, its result after it) read as a memory and sent a
# clean listing to a person (forty-first round, at integration).
PAST_STRETCH = (
    r"(?:the\s+)?last\s+(?:season|winter|summer|autumn|fall|spring|year|month|week|christmas|holiday|trip)\b"
    r"|(?:(?:a|one|two|three|four|five|\d{1,2}|a\s+few|a\s+couple\s+of|some|several)\s+)?"
    r"(?:days?|weeks?|months?|years?|seasons?|winters?|summers?)\s+ago\b|in\s+(?:19|20)\d\d\b"
)
NOT_CURRENT_STATE = re.compile(
    r"\b(?:no\s+idea|not\s+sure|unsure|(?:i\s+)?(?:don'?t|do\s+not|dont)\s+know|can'?t\s+say|cannot\s+say)\s+"
    r"(?:if|whether)\s+(?:it|they|this|the\s+\w+)\s+(?:still\s+)?(?:works?|runs?|powers?\s+(?:on|up)|turns?\s+on|functions?)\b"
    # "Should work with any bobbin" says what it fits, not whether it works.
    r"|\b(?:should|ought\s+to)\s+(?:still\s+)?(?:(?:work|run)\b(?!\s+(?:with|on|for|in|as|together|alongside|off)\b)"
    r"|power\s+(?:on|up)|turn\s+on|fire\s+up|light\s+up)\b"
    r"|\bno\s+reason\s+(?:why\s+)?(?:it|they)\s+(?:wouldn'?t|won'?t|shouldn'?t|would\s+not)\b"
    r"|\b(?:worked|ran|was\s+(?:working|running|lit)|were\s+(?:working|running)|lit\s+up|fired\s+up)(?!\s+on\b)\s+"
    r"(?:\w+\s+){0,3}?(?:when|the\s+last\s+time|last\s+time|at\s+christmas|before|years?\s+ago|last\s+(?:year|summer|winter|spring|autumn))\b",
    _I,
)
_CURRENT_STATE = re.compile(
    r"\b(?:tested|untested|not\s+tested|testing|works|working|work\s+(?:fine|well|perfectly)|powers?\s+(?:on|up)|turns?\s+on"
    r"|boots|charges|holds\s+(?:a\s+)?charge|fault\w*|broken|dead|doesn'?t|does\s+not|won'?t|will\s+not|no\s+power|runs"
    r"|plays|functional|functions)\b",
    _I,
)
# Cheap literal cues, one of which every NOT_CURRENT_STATE statement contains, tested before the expression.
_NOT_CURRENT_CUES = (
    "idea", "know if", "know whether", "sure if", "sure whether", "say if", "say whether", "should", "ought",
    "no reason", "worked", "ran ", "was working", "were working", "was running", "were running", "was lit", "lit up",
    "fired up",
)  # fmt: skip
_BOILERPLATE_STATE = re.compile(
    r"\b(?:unless|if|when)\s+(?:it\s+is\s+|it'?s\s+|(?:the\s+)?items?\s+(?:is|are|arrives?)\s+)?(?:faulty|broken|damaged|not\s+working)\b"
    r"|\bworking\s+days?\b"
    # Twenty-sixth round: a person's working life ("since he stopped working", "my working life") is no state of
    # the item.
    r"|\b(?:he|she|i|we|dad|mum|father|mother|grand(?:ad|dad|father|pa)|husband|wife)\s+(?:had\s+|has\s+)?"
    r"(?:stopped|finished|gave\s+up|retired\s+from|left\s+off)\s+working\b|\b(?:his|her|my|our)\s+working\s+(?:life|days|years|career)\b",
    _I,
)
_CLAUSE_CUT = re.compile(r"[.;!?:\n]|,\s*(?:so|but|and)\b|\s(?:so|but)\s|\sand\s+(?=(?:i|we|it|they)\b)", _I)
# Thirty-second round: a template's label for the working state ("Functional: should be fine", "Working order - no
# reason it wouldn't") names the question, not an answer, and so does a question the seller asks ("Runs? Should do"):
# neither is a clause that states a current result.
_NOT_A_STATEMENT = re.compile(
    r"(?:^|(?<=[\n.;!=*|\u2022]))[ \t]*(?:functional(?:ity)?|function(?:al)?\s+(?:status|check)|functions"
    r"|working(?:\s+(?:order|status|state))?|tested|testing|operation(?:al)?(?:\s+status)?)[ \t]*[:\-\u2013][ \t]"
    r"|[^.;!?:\n]*\?",
    _I | re.M,
)


def working_state_not_current(listing: Listing) -> Quote | None:
    """A used item whose only word on whether it works is a hope, a past state or "no idea", with no clause that
    states a current result or a fault."""
    if listing.condition is ListingCondition.NEW:
        return None
    text = listing.description
    lowered = text.lower()
    if not any(word in lowered for word in _NOT_CURRENT_CUES):
        return None
    found = NOT_CURRENT_STATE.search(text)
    if found is None:
        return None
    # A returns or dispatch line ("unless faulty", "next working day") says nothing of this item.
    clauses = [c for c in _CLAUSE_CUT.split(_NOT_A_STATEMENT.sub(" ", _BOILERPLATE_STATE.sub(" ", text))) if c.strip()]
    if any(_CURRENT_STATE.search(c) and not NOT_CURRENT_STATE.search(c) for c in clauses):
        return None
    return ListingField.DESCRIPTION, found.group()


# --- a refurbished item its seller never tested (issue 19, eighth round) ------------------------------------------

# Refurbishment includes a test of the item; a refurbished listing whose seller says it was not tested ("sold
# untested", "we haven't been able to test it") contradicts its condition. A part of it left untested beside a
# test ("untested with 5G, calls and Wi-Fi tested") is no such statement.
_UNTESTED = re.compile(
    r"\b(?:sold\s+)?untested\b|\bnot\s+(?:been\s+)?tested\b|\b(?:haven'?t|have\s+not|hasn'?t|has\s+not|couldn'?t|could\s+not"
    r"|weren'?t|were\s+not|wasn'?t|was\s+not)\s+(?:been\s+)?(?:able\s+to\s+)?test(?:ed)?\b|\bunable\s+to\s+test\b",
    _I,
)
_TESTED_SOMETHING = re.compile(r"\b(?:tested|passed|checked|diagnostics?)\b", _I)


def refurbished_untested(listing: Listing) -> Quote | None:
    """A refurbished listing whose seller says the item was not tested, while nothing says any of it was."""
    if listing.condition is not ListingCondition.REFURBISHED or "test" not in listing.description.lower():
        return None
    found = _UNTESTED.search(listing.description)
    if found is None or _TESTED_SOMETHING.search(_UNTESTED.sub(" ", listing.description)):
        return None
    return ListingField.DESCRIPTION, found.group()


# --- a model scale or gauge against the specific (issue 19, eighth round) ------------------------------------------

# Models are sold by a named scale or gauge ("HO", "OO", "N gauge") or a ratio ("1:64", "1/10"): a title that states
# one the Scale or Gauge specific does not, and never writes the specific's, sells another size of model. Wire and
# string gauges ("14 AWG", "10-46") are no model scale and are not read.
_SCALE_NAMES = {"ho": "HO", "h0": "HO", "oo": "OO", "n": "N", "o": "O", "z": "Z", "tt": "TT", "g": "G", "s": "S"}
_SCALE_VALUE = re.compile(
    r"^\s*(?:(ho|h0|oo|n|o|z|tt|g|s)(?:\s+(?:scale|gauge))?|1\s*[:/]\s*(\d{1,3}(?:[.,]\d)?))\s*$", _I
)
_TITLE_SCALE = re.compile(
    r"(?<![\w/:-])(?:(HO|H0|OO|N|O|Z|TT|G|S)\s+(?:scale|gauge)\b|1\s*[:/]\s*(\d{1,3}(?:[.,]\d)?)(?![\d,.:/]))",
    _I,
)
_SCALE_KEY = re.compile(r"^(?:scale|gauge|model\s+scale|track\s+gauge)$", _I)


def _scale(named: str | None, ratio: str | None) -> str:
    return _SCALE_NAMES[named.lower()] if named else f"1:{ratio.replace(',', '.')}" if ratio else ""


def scale_mismatch(listing: Listing) -> Quote | None:
    """The Scale or Gauge specific ("HO", "1:64") against a different scale the title states ("N Scale", "1:43")."""
    lowered = listing.title.lower()
    if "scale" not in lowered and "gauge" not in lowered and ":" not in lowered and "/" not in lowered:
        return None
    for key, value in sorted(listing.attributes.items()):
        if not _SCALE_KEY.match(_key_words(key)) or (given := _SCALE_VALUE.match(value)) is None:
            continue
        own = _scale(given.group(1), given.group(2))
        stated = [(_scale(m.group(1), m.group(2)), m.group()) for m in _TITLE_SCALE.finditer(listing.title)]
        if stated and all(scale != own for scale, _ in stated):
            return ListingField.TITLE, stated[0][1]
    return None


# A scale the description gives the item itself ("an unassembled 1/48 scale kit") against the scale specific, when
# the title does not write another scale: a kit is built to one scale (eighteenth round). A description that also
# writes the specific's scale, or puts the other scale in a comparison or a pointer elsewhere, says nothing against it.
_SAID_SCALE = re.compile(r"(?<![\w/:.-])1\s*[:/]\s*(\d{1,3}(?:[.,]\d)?)(?![\d,.:/])(?=\s*(?:-\s*)?scale\b)", _I)
_OTHER_SCALE_CUE = re.compile(
    r"\b(?:also|unlike|compared|than|alongside|with|for|fits|suits|matches|next\s+to|other|another|like)\s+"
    r"(?:[\w-]+\s+){0,3}$",
    _I,
)


def described_scale_mismatch(listing: Listing) -> Quote | None:
    """The Scale specific ("1:35") against the one scale the description says the item is ("1/48 scale kit")."""
    if "scale" not in listing.description.lower():
        return None
    for key, value in sorted(listing.attributes.items()):
        if (
            not _SCALE_KEY.match(_key_words(key))
            or (given := _SCALE_VALUE.match(value)) is None
            or given.group(2) is None
        ):
            continue
        own = _scale(None, given.group(2))
        titled = {_scale(m.group(1), m.group(2)) for m in _TITLE_SCALE.finditer(listing.title)}
        if titled - {own}:
            return None  # the title's own scale against the specific is scale_mismatch's
        text = listing.description
        said = [
            m
            for m in _SAID_SCALE.finditer(text)
            if not _OTHER_SCALE_CUE.search(text[max(0, m.start() - 30) : m.start()])
        ]
        written = {_scale(None, m.group(1)) for m in _TITLE_SCALE.finditer(text) if m.group(2)}
        if said and own not in written and all(_scale(None, m.group(1)) != own for m in said):
            return ListingField.DESCRIPTION, said[0].group().strip()
    return None


# An age floor the title states ("Ages 3+", "3+ years", "for ages 3 and up") against the floor the age specific gives
# ("Age Range: 8 years and up"): a toy is recommended from one age (eighteenth round). A range ("ages 3-6") or an
# age in months is another kind of statement and is not read.
_AGE_FLOOR = re.compile(
    r"(?<![\w.+-])(?:ages?\s+(\d{1,2})\s*(?:\+|(?:years?|yrs?)?\s*(?:and|&)\s*(?:up|over|older|above))"
    r"|(\d{1,2})\s*\+\s*(?:years?|yrs?)(?![\w-])"
    r"|(\d{1,2})\s*(?:years?|yrs?)\s*(?:and|&)\s*(?:up|over|older|above)|(\d{1,2})\s*(?:years?|yrs?)\s*\+)"
    r"(?!\s*(?:months?|mos?)\b)",
    _I,
)
_AGE_KEY = re.compile(
    r"^(?:(?:recommended\s+|minimum\s+|suggested\s+)?age(?:\s+range)?(?:\s+\(description\))?|ages)$", _I
)


def _age_floors(text: str) -> list[tuple[int, str]]:
    return [(int(next(g for g in m.groups() if g)), m.group()) for m in _AGE_FLOOR.finditer(text)]


def age_floor_mismatch(listing: Listing) -> Quote | None:
    """The title's one age floor against the age specific's floor, neither field writing the other's."""
    titled = _age_floors(listing.title)
    if not titled or len({age for age, _ in titled}) != 1:
        return None
    age, quote = titled[0]
    for key, value in sorted(listing.attributes.items()):
        if not _AGE_KEY.match(_key_words(key)):
            continue
        # Under an age key a bare "12+" is a floor too.
        bare = re.fullmatch(r"\s*(\d{1,2})\s*\+\s*", value)
        given = [(int(bare.group(1)), value)] if bare else _age_floors(value)
        if len(given) == 1 and given[0][0] != age and not re.search(rf"(?<![\d-]){given[0][0]}(?!\d)", listing.title):
            return ListingField.TITLE, quote
    return None


# The description correcting the title in so many words: "this is actually the GLXD16 version", "this is the 625Wh
# one", "this is the DXR-8 PRO version" (eighteenth round). The clause after "this is (actually) the" names the item;
# a model code of the title's family with another number, a measure in the title's unit with another value, or the
# title's model code with a variant word the title lacks, names another item than the one the title sells.
_THIS_IS_THE = re.compile(
    r"\b(?:(?:this\s+is|it\s+is|it['’]s|these\s+are|they\s+are)\s+(?:actually\s+|really\s+|in\s+fact\s+|definitely\s+)?(?:the|an?)"
    r"|(?:this|the)\s+listing\s+is\s+(?:only\s+|just\s+)?for(?:\s+(?:the|an?|one))?"
    # Nineteenth round: the item named by its noun and corrected in so many words ("the headset is actually the 64GB
    # model"), and the listing itself named ("this listing is the 2x3").
    r"|(?:(?:the|this|my|our)\s+)?(?!(?:which|that|what|there|here|who|one)\b)[a-z]+\s+is\s+(?:actually|really|in\s+fact)\s+(?:the|an?)|(?:this|the)\s+listing\s+is\s+(?:the|an?))\s+"
    r"([^.,;:!?()\n]{2,60}?)(?=\s*(?:[.,;:!?()\n]|\bnot\b|\bwhich\b|\bthat\b|\bwith\b|\bso\b|$))"
    # Nineteenth round: the same said in apposition, after a comma or a bracket ("Marshall DSL combo, the 20 watt
    # version (DSL20CR)"): "the <what> version" names which item this is as plainly.
    r"|(?<=[,(])\s*the\s+([^.,;:!?()\n]{2,40}?)\s+(?:version|model|edition)\b",
    _I,
)
# A model code: one token of letters and digits ("JP-08", "MDR-V6", "C1320"), not a measure ("20W", "128GB"), an ordinal
# ("2nd") or a decade ("1980s"). Two codes are of one family when they open with the same two or more letters ("MDR-V6",
# "MDR-7506"), or when they have one shape, letters for letters and digits for digits, up to a closing variant letter,
# with a hyphen or three digits that make it a code and not a short name ("JP-08" and "JU-06A", "C1320" and "C1403";
# nineteenth round).
_CODE_TOKEN = re.compile(
    r"(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)+(?![\w-])|(?<![\w-])[a-z]+\d{3,}[a-z]*(?![\w-])", _I
)
_NOT_A_CODE_TOKEN = re.compile(
    r"\d+(?:\.\d+)?(?:gb|tb|mb|mm|cm|w|v|mah|wh|mp|k|p|hz|ghz|mhz|in|ft|oz|ml|l|g|kg|st|nd|rd|th|s)", _I
)


_SIZE_PAIR = re.compile(r"(?<![\w.])(\d{1,3}(?:\.\d+)?)\s?[x×]\s?(\d{1,3}(?:\.\d+)?)(?![\w.])", _I)


# "The Wi-Fi only model" under a title that sells "Wi-Fi + LTE": one of two features the title joins, the other denied.
_ONE_FEATURE_ONLY = re.compile(r"([a-z][\w-]*)\s+only\b", _I)


def _one_of_the_titles_pair(named: str, title: str) -> bool:
    for m in _ONE_FEATURE_ONLY.finditer(named):
        word = re.escape(m.group(1))
        if re.search(rf"\b{word}\s*(?:\+|&|/|\band\b)\s*[\w-]+|[\w-]+\s*(?:\+|&|/|\band\b)\s*{word}\b", title, _I):
            return True
    return False


def _code_shape(token: str) -> str:
    shape = re.sub(r"[a-z]", "a", re.sub(r"\d", "9", token.lower()))
    return shape.rstrip("a") if re.search(r"9a+$", shape) else shape


def _code_stem(token: str) -> str:
    return token.lower()[: len(token) - len(token.lower().lstrip("abcdefghijklmnopqrstuvwxyz"))]


def _codes_of_one_family(named: str, titled: str) -> bool:
    stem, other = _code_stem(named), _code_stem(titled)
    if len(stem) >= 2 and stem == other:
        return True
    shape = _code_shape(named)
    return shape == _code_shape(titled) and ("-" in shape or shape.count("9") >= 3)


def _other_code_of_the_family(named: str, title: str) -> bool:
    """A model code the named clause writes that the title does not, of the family of a code the title writes."""
    titled = [t for t in _CODE_TOKEN.findall(title) if not _NOT_A_CODE_TOKEN.fullmatch(t)]
    lowered_title = title.lower()
    for token in _CODE_TOKEN.findall(named):
        if _NOT_A_CODE_TOKEN.fullmatch(token) or token.lower() in lowered_title:
            continue
        if any(
            t.lower() != token.lower() and t.lower() not in named.lower() and _codes_of_one_family(token, t)
            for t in titled
        ):
            return True
    return False


_TITLE_CODE = re.compile(r"(?<![\w-])([a-z]{2,})-?(\d{1,5})(?![\w-])", _I)
# A model's name and number apart ("Edge 530"): read only for a variant word after it.
_SPACED_CODE = re.compile(r"(?<![\w-])([a-z]{2,})[\s-]?(\d{1,5})(?![\w-])", _I)
_UNIT_MEASURE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s?(wh|mah|gb|tb|mp|mm|watts?|w|v|cc|oz|ml)\b", _I)
_MEASURE_UNITS = {"watt": "w", "watts": "w"}


def _unit(word: str) -> str:
    return _MEASURE_UNITS.get(word.lower(), word.lower())


# The words one of _THIS_IS_THE's cues holds: a description with none of them is not read further.
_SELF_NAMING_CUES = (
    "this is", "it is", "it's", "it’s", "listing is", "these are", "they are", "is actually", "is really", "is in fact",
    "version", "model", "edition",
)  # fmt: skip


def self_named_other_model(listing: Listing) -> Quote | None:
    """A description that says which item this is and names another model or size than the title's."""
    text = listing.description
    lowered = text.lower()
    if not any(cue in lowered for cue in _SELF_NAMING_CUES):
        return None
    title = listing.title
    title_codes = {(m.group(1).lower(), m.group(2)) for m in _TITLE_CODE.finditer(title)}
    spaced_codes = {(m.group(1).lower(), m.group(2)) for m in _SPACED_CODE.finditer(title)}
    title_measures = {(_unit(m.group(2)), float(m.group(1))) for m in _UNIT_MEASURE.finditer(title)}
    title_words = {w.lower() for w in re.findall(r"[\w-]+", title)}
    for match in _THIS_IS_THE.finditer(text):
        if unsaid_before(text, match.start(), (NEGATED_OR_HEDGED,)):
            continue
        named = match.group(1) or match.group(2)
        if _other_size_or_count(named, title) or _corrected_title_word(named, text[match.end() :], title_words):
            return ListingField.DESCRIPTION, match.group().strip()
        if _other_code_of_the_family(named, title) or _one_of_the_titles_pair(named, title):
            return ListingField.DESCRIPTION, match.group().strip()
        # A size given as two numbers ("the 2x3") against the title's two ("Rug 3x5"; nineteenth round).
        named_pairs, title_pairs = set(_SIZE_PAIR.findall(named)), set(_SIZE_PAIR.findall(title))
        if named_pairs and title_pairs and not named_pairs & title_pairs:
            return ListingField.DESCRIPTION, match.group().strip()
        codes = {(m.group(1).lower(), m.group(2)) for m in _TITLE_CODE.finditer(named)}
        spaced = {(m.group(1).lower(), m.group(2)) for m in _SPACED_CODE.finditer(named)}
        if spaced & spaced_codes:
            # The title's own code: another item only with a variant word the title lacks ("DXR-8 PRO").
            for m in _SPACED_CODE.finditer(named):
                after = re.match(r"\s+([a-z]+)\b", named[m.end() :], _I)
                if (
                    (m.group(1).lower(), m.group(2)) in spaced_codes
                    and after is not None
                    and after.group(1).lower() in VARIANT_SUFFIXES
                    and after.group(1).lower() not in title_words
                ):
                    return ListingField.DESCRIPTION, match.group().strip()
            continue
        stems = {stem for stem, _ in title_codes}
        for stem, digits in codes:
            if stem in stems and (stem, digits) not in title_codes and stem not in _NOT_MODEL_STEMS:
                return ListingField.DESCRIPTION, match.group().strip()
        # A numbered name written apart ("Charge 5" in the title, "it's the Charge 4"): the same name, another number.
        spaced_stems = {stem for stem, _ in spaced_codes}
        for stem, digits in spaced:
            if (
                stem in spaced_stems
                and (stem, digits) not in spaced_codes
                and stem not in _NOT_MODEL_STEMS
                and stem not in _PLAIN_WORDS
                and not any(d == digits for _, d in spaced_codes)
            ):
                return ListingField.DESCRIPTION, match.group().strip()
        for m in _UNIT_MEASURE.finditer(named):
            unit, value = _unit(m.group(2)), float(m.group(1))
            own = {v for u, v in title_measures if u == unit}
            if own and value not in own:
                return ListingField.DESCRIPTION, match.group().strip()
    return None


# A title's count in dozens ("3 Dozen") against what the description says comes ("you get 1 dozen") or the count
# specific in single items or in dozens ("Number of Balls: 12"; eighteenth round).
_DOZENS = re.compile(r"(?<![\w.])(\d{1,2}|one|two|three|four|five|six|a|half\s+a)\s*-?\s*dozen\b", _I)
_DOZEN_WORDS = {"one": 1.0, "a": 1.0, "two": 2.0, "three": 3.0, "four": 4.0, "five": 5.0, "six": 6.0, "half a": 0.5}
_GETS_DOZEN = re.compile(r"\b(?:you\s+(?:get|receive|will\s+get)|includes?|contains?|comes\s+with|this\s+is)\s+$", _I)


def _dozens(word: str) -> float:
    word = " ".join(word.lower().split())
    return _DOZEN_WORDS[word] if word in _DOZEN_WORDS else float(word)


def dozen_count_mismatch(listing: Listing) -> Quote | None:
    """The title's "N Dozen" against the count specific or the dozens the description says come."""
    if "dozen" not in listing.title.lower():
        return None
    titled = {_dozens(m.group(1)) for m in _DOZENS.finditer(listing.title)}
    if len(titled) != 1:
        return None
    dozens = titled.pop()
    quote = next(_DOZENS.finditer(listing.title)).group()
    for key, value in sorted(listing.attributes.items()):
        words = _key_words(key)
        if not (_SALE_COUNT_KEY.search(words) or words.startswith("number of ")) or not value.strip().isdigit():
            continue
        if int(value) not in {dozens, dozens * 12}:
            return ListingField.TITLE, quote
    text = listing.description
    for m in _DOZENS.finditer(text):
        if _GETS_DOZEN.search(text[max(0, m.start() - 24) : m.start()]) and _dozens(m.group(1)) != dozens:
            return ListingField.DESCRIPTION, m.group()
    return None


# A title that sells a pair, and a description that says only one comes ("just the one, I'm afraid", "its partner is
# missing"; eighteenth round). "Only one of them has a chip" counts a flaw, not what comes.
_PAIR_TITLE = re.compile(r"\bpair\b(?!s)", _I)
_ONLY_ONE = re.compile(
    r"\b(?:just|only)\s+(?:the\s+)?one\b(?=\s*(?:[.,;:!?)\n]|$|i'?m\b|i\s+am\b|here\b|in\s+this\s+listing\b|included\b"
    r"|for\s+sale\b))"
    r"|\b(?:its|the)\s+(?:partner|twin|mate|other\s+one|matching\s+one)\s+(?:is\s+|was\s+|has\s+)?(?:missing|lost|gone"
    r"|went\s+(?:missing|walkabout)|broken|not\s+included)\b",
    _I,
)


# Any title that sells several ("2-Pack", "Set of 4"), and "one <thing> in this listing" (eighteenth round).
_ONE_IN_LISTING = re.compile(
    r"\b(?:single|one|1)\s+(?!(?:pack|set|pair|lot|bundle|box|order)\b)(?:[\w-]+\s+){0,2}?(?:in|with)\s+this\s+listing\b",
    _I,
)


def pair_sold_as_one(listing: Listing) -> Quote | None:
    """A title's "Pair" (or any count of several) against a description that says one item comes."""
    several = any(next((int(g) for g in m.groups() if g), 2) > 1 for m in _SEVERAL_ITEMS.finditer(listing.title))
    one = _ONE_IN_LISTING.search(listing.description) if several else None
    if one is not None and not unsaid_before(listing.description, one.start(), (NEGATED_OR_HEDGED,)):
        return ListingField.DESCRIPTION, one.group()
    if _PAIR_TITLE.search(listing.title) is None:
        return None
    found = _ONLY_ONE.search(listing.description)
    if found is None or unsaid_before(listing.description, found.start(), (NEGATED_OR_HEDGED,)):
        return None
    return ListingField.DESCRIPTION, found.group()


# A toddler's size ("3T") against the title's, and one item ("a single speaker") against a title that sells several
# ("Pair", "2-Pack", "Set of 4").
_TODDLER_SIZE = re.compile(r"(?<![\w-])(\d{1,2})T(?![\w-])")
# "A single order of six" counts a purchase, not an item.
_ONE_ITEM = re.compile(
    r"^(?:single|one|1)\s+(?!(?:order|lot|set|pack|bundle|box|purchase|listing|bag|case|collection|kit)\b)[a-z]", _I
)
# A release on several discs ("2CD", "3LP", "2-disc") sells them together too (nineteenth round).
_SEVERAL_ITEMS = re.compile(
    r"\b(?:pair|(\d+)[\s-]?(?:pack|pk|pcs?|pieces?|cds?|lps?|discs?|dvds?)|set\s+of\s+(\d+)|(\d+)\s?x)\b", _I
)


def _other_size_or_count(named: str, title: str) -> bool:
    sizes, titled = set(_TODDLER_SIZE.findall(named)), set(_TODDLER_SIZE.findall(title))
    if sizes and titled and not sizes & titled:
        return True
    if _ONE_ITEM.match(named):
        for m in _SEVERAL_ITEMS.finditer(title):
            count = next((int(g) for g in m.groups() if g), 2)
            if count > 1:
                return True
    return False


# "It's a skirt, not a dress": the item named, then a word of the title denied in the same breath.
_NOT_THAT = re.compile(r"\s*,?\s*(?:and\s+)?not\s+(?:the\s+|an?\s+)?([^.,;:!?()\n]{2,40})", _I)
_PLAIN_WORDS = frozenset({"the", "and", "for", "with", "one", "new", "used", "item", "version", "model", "listing"})


def _corrected_title_word(named: str, after: str, title_words: set[str]) -> bool:
    denied = _NOT_THAT.match(after)
    if denied is None:
        return False
    # Who made it ("not made by <maker>", "not a <maker> product") is a disclaimer, not a correction: the denied
    # phrase's head noun must be the title's word.
    if _MAKER_DISCLAIMED.match(denied.group(1)):
        return False
    content = {w.lower() for w in re.findall(r"[a-z][\w-]{2,}", named, _I)} - _PLAIN_WORDS
    refused = [w.lower() for w in re.findall(r"[a-z][\w-]{2,}", denied.group(1), _I) if w.lower() not in _PLAIN_WORDS]
    return bool(content - title_words) and bool(refused) and refused[-1] in title_words and refused[-1] not in content


_MAKER_DISCLAIMED = re.compile(
    r"(?:made|manufactured|produced|sold|by|from|genuine|original|official|oem|branded|affiliated|associated"
    r"|endorsed|licen[cs]ed|authori[sz]ed)\b",
    _I,
)


# Letters before a number that name no model family: sizes, counts and units written glued to their number.
_NOT_MODEL_STEMS = frozenset(
    {
        "size",
        "age",
        "ages",
        "pack",
        "no",
        "nr",
        "num",
        "gen",
        "mk",
        "mark",
        "series",
        "ver",
        "of",
        "to",
        "in",
        "at",
        "by",
    }
)


# --- variants of one model, and variant axes (issue 19, ninth round) ------------------------------------------

# The words makers add to a model's name to sell another model of the same family: "iPhone 15 Pro" and
# "iPhone 15 Pro Max", "Galaxy S22" and "Galaxy S22 Ultra", "Mini 3" and "Mini 3 Pro" are different items. A class
# of word, not a list of models.
VARIANT_SUFFIXES = frozenset({"pro", "max", "plus", "mini", "ultra", "lite", "air", "slim", "xl", "fe", "se"})
_VARIANT_KEY = re.compile(
    r"^(?:model|model\s+name|compatible\s+(?:phone\s+)?models?|compatible\s+devices?|compatible\s+with|fits"
    r"|compatible\s+model\s+name)$",
    _I,
)
_MODEL_WORD = re.compile(r"[a-z0-9]+", _I)
# A value that lists several models ("Mini 3, Mini 3 Pro"), read by the title's and the description's variant checks.
_SEVERAL_VALUES = re.compile(r"[,;/&|]|\band\b|\bor\b", _I)


def _variant_after(title: str, words: list[str]) -> list[str | None]:
    """For each place the title writes the model's words in a row, the word right after them (None at a
    separator or the end): "for iPhone 15 Pro Max, ..." gives "Max" after "iPhone 15 Pro"."""
    tokens = [(m.group().lower(), m.start(), m.end()) for m in _MODEL_WORD.finditer(title)]
    found: list[str | None] = []
    for i in range(len(tokens) - len(words) + 1):
        if [t[0] for t in tokens[i : i + len(words)]] != words:
            continue
        end = tokens[i + len(words) - 1][2]
        nxt = re.match(r"[ \t]+([a-z0-9]+)\b", title[end:], _I)
        found.append(title[end:].lstrip()[: len(nxt.group(1))] if nxt else None)
    return found


def variant_suffix_mismatch(listing: Listing) -> Quote | None:
    """A model or compatibility specific ("iPhone 15 Pro", "Mini 3") that the title writes only with a variant
    word after it that the specific lacks ("iPhone 15 Pro Max", "Mini 3 Pro"): the title sells, or fits, another
    model of the family. A specific that lists several models, or a title that also writes the specific's model
    on its own, is not read."""
    lowered = listing.title.lower()
    if not any(word in lowered for word in VARIANT_SUFFIXES):
        return None
    for key, value in sorted(listing.attributes.items()):
        if not _VARIANT_KEY.match(_key_words(key)) or _SEVERAL_VALUES.search(value):
            continue
        words = [w.lower() for w in _MODEL_WORD.findall(value)]
        # A numbered model of at least two words: "Mini 3", "Galaxy S22", "iPhone 15 Pro".
        if len(words) < 2 or not any(ch.isdigit() for ch in "".join(words)):
            continue
        # The maker's name may lead the specific and not the title ("Apple iPhone 13" / "iPhone 13").
        for start in range(min(2, len(words) - 1)):
            after = _variant_after(listing.title, words[start:])
            if after:
                break
        if not after or any(w is None or w.lower() not in VARIANT_SUFFIXES for w in after):
            continue
        extra = after[0]
        if extra is None or extra.lower() in words:
            continue
        match = re.search(
            r"\b" + r"\W+".join(re.escape(w) for w in words[start:]) + r"\W+" + re.escape(extra) + r"\b",
            listing.title,
            _I,
        )
        if (
            match is not None
            and not _size_word_of_type(listing, extra, listing.title[match.end() :])
            and not _opens_a_kind(listing.title, match.end() - len(extra))
        ):
            return ListingField.TITLE, match.group()
    return None


# Twenty-third round: a variant word that is the first word of the item's kind ("BR-300 Air Purifier", "VM-6 Mini
# Massage Gun", "Air Fryer"): it names what the item is, not another model of the family. A class of compound nouns,
# written once; "MacBook Air" or "iPad Mini" followed by anything else stays a variant.
_KIND_OPENED_BY_VARIANT = re.compile(
    r"(?:air\s+(?:purifier|fryer|conditioner|con|compressor|pump|filter|cooler|freshener|circulator|mattress|bed"
    r"|blower|duster|ioni[sz]er|humidifier|dehumidifier|hockey|horn|rifle|pistol|brush|hose|tank|quality\s+monitor)"
    r"|mini\s+(?:fridge|freezer|oven|massage\s+gun|projector|dehumidifier|humidifier|heater|vacuum|blender|chopper))"
    r"(?:e?s)?\b",
    _I,
)


def _opens_a_kind(title: str, at: int) -> bool:
    return _KIND_OPENED_BY_VARIANT.match(title, at) is not None


# A size word that opens the item's kind ("Tapo P110 Mini Smart Plug" beside "Type: Smart Plug") describes the
# item's form, not another model of the family (seventeenth round).
_FORM_SIZE_WORDS = frozenset({"mini", "slim"})


# Twenty-fifth round: up to two describing words may stand between the size word and the kind ("Slim Portable Cassette
# Recorder", "Mini Desktop Printing Calculator"), and the kind may itself open with the size word ("Type: Mini
# Drone" under "... Mini Drone for Kids"): either way the size word is the form of the item the type names.
_DESCRIBING_WORDS = 2


def _size_word_of_type(listing: Listing, word: str, rest: str) -> bool:
    if word.lower() not in _FORM_SIZE_WORDS:
        return False
    following = _MODEL_WORD.findall(rest.lower())
    for key, value in listing.attributes.items():
        if not _TYPE_KEY.match(_key_words(key)):
            continue
        kind = _MODEL_WORD.findall(value.lower())
        if kind and kind[0] == word.lower():
            kind = kind[1:]
        if kind and any(
            " ".join(following[skip:]).startswith(" ".join(kind))
            for skip in range(min(_DESCRIBING_WORDS, len(following)) + 1)
        ):
            return True
    return False


_FIT_BEFORE_MODEL = re.compile(
    r"\b(?:for|fits?|compatible\s+with|like|than|vs\.?|versus|not|unlike)\s+(?:an?\s+|the\s+)?$", _I
)


def described_variant_mismatch(listing: Listing) -> Quote | None:
    """A model specific ("iPhone 13") that the title writes as it is while the description writes it only with a
    variant word after it ("it is an iPhone 13 mini"): the description names another model of the family than the
    title and the specific agree on (issue 19, twelfth round). A model named for fit or comparison is not read."""
    lowered = listing.description.lower()
    if not any(word in lowered for word in VARIANT_SUFFIXES):
        return None
    for value in _own_code_values(listing):
        if _SEVERAL_VALUES.search(value):
            continue
        words = [w.lower() for w in _MODEL_WORD.findall(value)]
        # A named model ("iPhone 13"), not a part number of digits ("234-9009").
        if len(words) < 2 or not any(ch.isdigit() for ch in "".join(words)) or not any(w.isalpha() for w in words):
            continue
        in_title = _variant_after(listing.title, words)
        if not in_title or any(w is not None and w.lower() in VARIANT_SUFFIXES for w in in_title):
            continue
        pattern = re.compile(
            r"\b" + r"\W+".join(re.escape(w) for w in words) + r"\b(?:[ \t]+([a-z0-9]+)(?![/\w-]))?", _I
        )
        said = [
            m
            for m in pattern.finditer(listing.description)
            if not _FIT_BEFORE_MODEL.search(listing.description[: m.start()])
        ]
        if said and all(
            m.group(1) and m.group(1).lower() in VARIANT_SUFFIXES and m.group(1).lower() not in words for m in said
        ):
            return ListingField.DESCRIPTION, said[0].group()
    return None


# Variant axes: facets whose values exclude each other, where the model name stays the same and only a word says
# which variant it is. Each axis: value -> how a field names it. The title names one value; a specific or the
# description's own statement of the item names another and never the title's.
VARIANT_AXES: Mapping[str, Mapping[str, str]] = {
    # A console with a disc drive or without one.
    "drive": {
        "disc": r"\b(?:disc|blu-?ray)\s+(?:edition|version|model|console)\b",
        "digital": r"\b(?:all-)?digital\s+(?:edition|version|model|console)\b|\bno\s+disc\s+drive\b",
    },
    # A watch or tablet with a mobile radio or without one.
    "cellular": {
        "cellular": r"\b(?:gps|wi-?fi)\s*(?:\+|and|&)\s*cellular\b|\bcellular\s+(?:model|version)\b",
        "no-cellular": r"\b(?:gps|wi-?fi)[\s-]only\b|\bno\s+cellular\b|\bthe\s+(?:gps|wi-?fi)\s+(?:model|version)\b",
    },
    # A book's binding.
    "binding": {
        "hardcover": r"\b(?:hardcover|hardback|hard\s+cover)\b",
        "paperback": r"\b(?:paperback|softcover|soft\s+cover|softback)\b",
    },
    # A model locomotive with a decoder fitted or only a socket for one.
    "decoder": {
        "fitted": r"\bdcc\s+(?:fitted|sound|on\s*board)\b",
        "ready": r"\bdcc\s+ready\b",
    },
    # Twenty-ninth round: a pen's, a marker's or a liner's nib or point grade ("Fine Nib", "Medium Point", "Bold Tip"):
    # one grade is sold, and "bold" is the ballpoint trade's "broad".
    "point": {
        "extra-fine": r"\b(?:extra[\s-]fine|(?-i:EF|XF))\s+(?:nib|point|tip)\b",
        "fine": r"\b(?<!extra\s)(?<!extra-)fine\s+(?:nib|point|tip)\b",
        "medium": r"\bmedium\s+(?:nib|point|tip)\b",
        "broad": r"\b(?:broad|bold)\s+(?:nib|point|tip)\b",
    },
    # Forty-sixth round: a lamp's cap, the fitting it goes in ("E14", "B22", "GU10"): one cap is sold, and a bulb of
    # another does not fit. E26 and E27 are one screw of two standards; a code a camera or phone model also is ("G9")
    # is left out.
    "cap": {
        "edison-screw": r"\bE2[67]\b",
        "small-edison-screw": r"\b(?:E14|SES)\b",
        "candelabra-screw": r"\bE12\b",
        "bayonet": r"\bB22d?\b",
        "small-bayonet": r"\bB15d?\b",
        "gu10": r"\bGU10\b",
        "mr16": r"\b(?:MR16|GU5\.3)\b",
    },
}
_AXIS_PATTERNS = {
    axis: {value: re.compile(pattern, _I) for value, pattern in values.items()} for axis, values in VARIANT_AXES.items()
}
_AXIS_CUES = (
    "disc", "digital", "cellular", "gps", "wi", "hard", "paper", "soft", "dcc", "nib", "point", "tip",
    "e26", "e27", "e14", "ses", "e12", "b22", "b15", "gu10", "mr16", "gu5",
)  # fmt: skip
# A specific that states the axis in a word or two ("Connectivity: GPS", "Format: Paperback", "Edition: Disc").
_AXIS_SPECIFIC = {
    "drive": (
        re.compile(r"^(?:edition|version|model\s+type|type)$", _I),
        {"disc": r"disc(?:\s+edition)?|blu-?ray", "digital": r"(?:all-)?digital(?:\s+edition)?"},
    ),
    "cellular": (
        re.compile(r"^(?:connectivity|network|cellular|network\s+type)$", _I),
        {
            "cellular": r"(?:gps|wi-?fi)\s*(?:\+|and|&)\s*cellular|cellular",
            "no-cellular": r"(?:gps|wi-?fi)(?:\s+only)?",
        },
    ),
    "binding": (
        re.compile(r"^(?:format|binding|book\s+format|cover)$", _I),
        {
            "hardcover": r"hardcover|hardback|hard\s+cover",
            "paperback": r"(?:trade\s+|mass\s+market\s+)?paperback|softcover|soft\s+cover|softback|mass\s+market",
        },
    ),
    "decoder": (
        re.compile(r"^(?:dcc\s+status|dcc|digital\s+control|control\s+type)$", _I),
        {"fitted": r"dcc\s+(?:fitted|sound)(?:\s+.*)?|sound\s+fitted", "ready": r"dcc\s+ready(?:\s+.*)?"},
    ),
    "point": (
        re.compile(r"^(?:nib|point|tip)(?:\s+(?:size|grade|type|width))?$", _I),
        {
            "extra-fine": r"(?:extra[\s-]fine|EF|XF)(?:\s+(?:nib|point|tip))?",
            "fine": r"(?:fine|F)(?:\s+(?:nib|point|tip))?",
            "medium": r"(?:medium|M)(?:\s+(?:nib|point|tip))?",
            "broad": r"(?:broad|bold|B)(?:\s+(?:nib|point|tip))?",
        },
    ),
    # "Cap Type: B22 Bayonet", "Bulb Base: E26 Medium", "Fitting: GU10": the code first, its name after it.
    "cap": (
        re.compile(r"^(?:(?:lamp|bulb|light)\s+)?(?:cap|base|fitting|socket)(?:\s+type)?$", _I),
        {
            "edison-screw": r"E2[67]\b.*|(?:standard\s+|medium\s+)?edison\s+screw(?:\s+\(?E2[67]\)?)?",
            "small-edison-screw": r"(?:E14|SES)\b.*|small\s+edison\s+screw(?:\s+\(?E14\)?)?",
            "candelabra-screw": r"E12\b.*|candelabra(?:\s+\(?E12\)?)?",
            "bayonet": r"(?:B22d?|BC)\b.*|(?:standard\s+)?bayonet(?:\s+cap)?(?:\s+\(?B22d?\)?)?",
            "small-bayonet": r"(?:B15d?|SBC)\b.*|small\s+bayonet(?:\s+cap)?(?:\s+\(?B15d?\)?)?",
            "gu10": r"GU10\b.*",
            "mr16": r"(?:MR16|GU5\.3)\b.*",
        },
    ),
}
_NOT_THIS_ONE = re.compile(r"\b(?:not|n't|or|vs\.?|versus|unlike|instead\s+of|also\s+(?:fits|works))\b", _I)


def _axis_values(text: str, axis: str) -> dict[str, str]:
    found = {}
    for value, pattern in _AXIS_PATTERNS[axis].items():
        match = pattern.search(text)
        if match is not None:
            found[value] = match.group()
    return found


def variant_axis_mismatch(listing: Listing) -> Quote | None:
    """The title names one variant on an axis ("Disc Edition", "GPS + Cellular", "Hardcover", "DCC Fitted") and a
    specific or the description states another ("Edition: Digital", "Connectivity: GPS", "Format: Paperback",
    "this is the digital edition"), while that field never names the title's variant."""
    lowered = listing.title.lower()
    if not any(cue in lowered for cue in _AXIS_CUES):
        return None
    for axis in VARIANT_AXES:
        in_title = _axis_values(listing.title, axis)
        if axis == "cellular" and not in_title and not re.search(r"\bcellular\b|\blte\b", listing.title, _I):
            # "GPS" or "Wi-Fi" alone in a watch's or tablet's title names the model without a mobile radio.
            alone = re.search(r"\b(?:gps|wi-?fi)\b(?!\s*(?:\+|and|&))", listing.title, _I)
            in_title = {"no-cellular": alone.group()} if alone is not None else {}
        if len(in_title) != 1:
            continue
        ((title_value, title_quote),) = in_title.items()
        key_pattern, values = _AXIS_SPECIFIC[axis]
        for key, value in sorted(listing.attributes.items()):
            if not key_pattern.match(_key_words(key)):
                continue
            given = [v for v, pattern in values.items() if re.fullmatch(pattern, value.strip(), _I)]
            if len(given) == 1 and given[0] != title_value:
                return ListingField.TITLE, title_quote
        if axis == "binding":
            continue  # a book's description names other editions as often as its own
        described = _axis_values(listing.description, axis)
        if title_value in described or len(described) != 1:
            continue
        ((_other, quote),) = described.items()
        for clause in re.split(r"[.!?\n;]", listing.description):
            if quote in clause and not _NOT_THIS_ONE.search(clause.split(quote)[0][-40:]):
                return ListingField.DESCRIPTION, quote
    return None


# --- a part the title sells with the item, which the description says does not come ---------------------------

# "... with 5-6 Player Extension", "w/ Charger", "+ Carry Case": the title names a part that comes with the item; the
# description says that part is not included ("the charger is not included", "no charger", "charger sold
# separately"). The packaging ("with box", "with tags") is a condition matter judged elsewhere.
_WITH_PART = re.compile(
    r"(?:\bwith|\bw/|\+|\bplus|\bincl(?:\.|udes|uding)?)\s+((?:[\w-]+\s+){0,3}?([a-z]{4,}?))(?:e?s)?\b"
    r"(?=\s*(?:$|[,&+|/()\-–]|and\b|with\b|w/))",
    _I,
)
# Packaging, papers and the sale's terms ("with Free Postage") are no part of the item.
_PACKAGING = frozenset(
    {"box", "boxes", "original", "tags", "tag", "receipt", "packaging", "manual", "instructions", "papers"}
    | {"warranty", "free", "postage", "shipping", "delivery"}
)


_OF_SOMETHING_ELSE = re.compile(r"\b(?:for|of|with|to|on|in|from|fits?)\s+(?:the\s+|a\s+|an\s+|your\s+)?$", _I)


# Thirty-second round: a second part joined to the first ("with Fixed and Plunge Base", "w/ Case & Strap") is sold
# with the item as much as the first.
_AND_PART = re.compile(
    r"\s*(?:and|&)\s+((?:[\w-]+\s+){0,3}?([a-z]{4,}?))(?:e?s)?\b(?=\s*(?:$|[,&+|/()\-–]|with\b|w/))", _I
)


# Thirty-eighth round: "with" after a word of fit ("Compatible with Weck Jars", "Works with Brita Jugs", "for Use
# with Canon Lenses") names the thing the item fits, which the buyer already has; "not included" says so again.
_FITS_WITH_BEFORE = re.compile(r"\b(?:compatible|works|work|for\s+use|use|suitable\s+for\s+use|pairs)\s*$", _I)


def _title_parts(title: str) -> Iterator[tuple[str, str, bool]]:
    """(words, head noun, whether joined) of each part the title sells with the item, a joined second part
    included."""
    for match in _WITH_PART.finditer(title):
        if _FITS_WITH_BEFORE.search(title, 0, match.start()):
            continue
        yield match.group(1), match.group(2), False
        joined = _AND_PART.match(title, match.end())
        if joined is not None:
            yield joined.group(1), joined.group(2), True


def _number_alone(number: int, text: str) -> bool:
    """Whether ``(?<![\\w.,])NUMBER(?![\\w.,])`` matches: the number written on its own, not inside another number, a
    decimal or a word (clauses.alone_at): a pattern per number was compiled per review (thirty-sixth round)."""
    return alone_at(str(number), text, text, "_.,") >= 0


def included_part_denied(listing: Listing) -> Quote | None:
    """A part the title sells with the item ("with Charger", "w/ 5-6 Player Extension") that the description says
    does not come with it ("charger not included", "no charger", "the extension is NOT included")."""
    lowered = listing.description.lower()
    if not any(cue in lowered for cue in ("not included", "no ", "separately", "without", "not supplied", "not part")):
        return None
    for words, named, joined in _title_parts(listing.title):
        head = named.lower()
        if head in _PACKAGING:
            continue
        # Thirty-fifth round: each of the three patterns below holds the part's noun, so ASCII text without it
        # denies nothing; they are built with the noun in them and would be compiled for nothing.
        if lacks(listing.description, head):
            continue
        qualifiers = {word.lower() for word in re.findall(r"[\w-]+", words)}
        noun = rf"{re.escape(head)}(?:e?s)?"
        # Forty-second round: each pattern below also needs its own words ("come" or "includ"; "not" or "separately";
        # "without" or "no"), so a description without them is not searched, nor the pattern compiled.
        if ("come" in lowered or "includ" in lowered) and built(
            rf"\b(?:comes?\s+with|includes?|included:?)\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){{0,2}}?{noun}\b"
        ).search(lowered):
            continue
        denials = not (lacks(listing.description, "not") and lacks(listing.description, "separately"))
        # Thirty-second round: the part denied beside another in one breath ("the stand and bench are not part of
        # this sale", "case and strap not included") is denied as plainly as alone.
        for denied in (
            built(
                rf"(?:([\w/-]+)\s+)?(\b{noun}\b(?:\s+(?:and|&)\s+(?:the\s+)?[\w-]+)?(?:\s+(?:is|are))?\s+{_NOT_COMING})",
                _I,
            ).finditer(listing.description)
            if denials
            else ()
        ):
            before = listing.description[max(0, denied.start() - 16) : denied.start()]
            # The word before the part is the title's own ("player extension") or none: "S/M band not included"
            # is another band than the title's, "batteries for the controller" are not the controller.
            word = (denied.group(1) or "").lower().strip("-/")
            if (not word or word in qualifiers or word in _BEFORE_OWN_PART) and not _OF_SOMETHING_ELSE.search(before):
                return ListingField.DESCRIPTION, denied.group(2)
        # A joined part's plain noun ("Power Lead") is as often another thing's ("no HDMI lead"): only its denial in
        # so many words is read.
        if joined or (lacks(listing.description, "without") and lacks(listing.description, "no")):
            continue
        for denied in built(
            rf"\b(?:sold\s+without|supplied\s+without|comes\s+without|no)\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){{0,2}}?{noun}\b",
            _I,
        ).finditer(listing.description):
            # The part ends the phrase ("no charger,", "no expansion in the box"), not names another thing
            # ("no HDMI cable", "no charger damage").
            after = re.match(r"\s*([a-z]+)?", listing.description[denied.end() :], _I)
            if after is None or after.group(1) is None or after.group(1).lower() in _FUNCTION_WORDS:
                return ListingField.DESCRIPTION, denied.group()
    return None


# Thirty-second round: "not part of this sale / the offer / the listing" says the same as "not included".
_NOT_COMING = (
    r"(?:not\s+included|not\s+supplied|sold\s+separately|not\s+in\s+the\s+(?:box|sale|lot)"
    r"|not\s+part\s+of\s+(?:this|the)\s+(?:sale|offer|listing|lot|auction|bundle|package))"
)
# A word before a missing part that leaves it the title's own: a determiner, or a word that opens the excuse ("and
# the", "sorry, charger not included"); not the words detectors._ARTICLES adds ("their", "any", "each"), which may
# pick out another owner's part or some of them.
_BEFORE_OWN_PART = shapes.DETERMINERS | {"and", "but", "sorry", "note"}
_FUNCTION_WORDS = frozenset(
    {"is", "are", "in", "with", "included", "supplied", "and", "or", "but", "at", "on", "this", "as", "so", "sorry"}
)


# --- materials: the title's against the material specific ------------------------------------------------------

# A class: the materials goods are made of, each with the family a generic word names ("wood" covers oak, "metal"
# covers steel). Two materials differ unless one is the other's family; bamboo is a grass, not a wood; faux
# leather is not leather.
_MATERIALS_NAMED: Mapping[str, str] = {
    "acacia": "wood", "oak": "wood", "walnut": "wood", "teak": "wood", "pine": "wood", "maple": "wood",
    "beech": "wood", "birch": "wood", "mango wood": "wood", "rubberwood": "wood", "mahogany": "wood",
    # Twenty-sixth round: woodworkers' timbers whose names say nothing else in a title.
    "rosewood": "wood", "sapele": "wood", "iroko": "wood", "wenge": "wood", "bubinga": "wood", "padauk": "wood",
    "zebrawood": "wood", "sycamore": "wood", "cherrywood": "wood", "cherry wood": "wood",
    "wood": "wood", "wooden": "wood", "solid wood": "wood", "hardwood": "wood",
    "bamboo": "bamboo",
    "stainless steel": "metal", "carbon steel": "metal", "steel": "metal", "cast iron": "metal", "iron": "metal",
    "aluminium": "metal", "aluminum": "metal", "brass": "metal", "copper": "metal", "titanium": "metal",
    # Fortieth round: the cast metal of fittings and ornaments sold as brass or bronze ("Material: Zinc Alloy").
    "zinc alloy": "metal", "zinc": "metal",
    "metal": "metal",
    "genuine leather": "leather", "full grain leather": "leather", "leather": "leather", "suede": "leather",
    "nubuck": "leather",
    "faux leather": "synthetic", "vegan leather": "synthetic", "pu leather": "synthetic", "mesh": "textile",
    "knit": "textile", "canvas": "textile",
    "glass": "glass", "tempered glass": "glass", "ceramic": "ceramic", "porcelain": "ceramic",
    "stoneware": "ceramic", "plastic": "plastic", "silicone": "silicone", "marble": "stone", "granite": "stone",
    # Forty-fifth round: the porcelains a tableware trade names by their body ("Bone China Mug"); a bare "china" is as
    # often the country of make, so only the named bodies are read.
    "bone china": "ceramic", "fine bone china": "ceramic", "fine china": "ceramic",
    # Thirty-second round: cast resin and papier-mache, what figures, dice, masks and ornaments are made of when a
    # title claims metal, leather or wood; resin is a plastic's kin but is sold as its own.
    "resin": "resin", "polyresin": "resin", "poly resin": "resin", "papier mache": "paper", "papier-mache": "paper",
    "paper mache": "paper", "papier mâché": "paper",
    **{fibre: _family(fibre) for fibre in _TITLE_FIBRES},
}  # fmt: skip
# Fortieth round: a timber written closed up with "wood" ("Beechwood", "Pinewood") is that timber, as "Cherrywood" is
# cherry's; its substring agrees with the timber's own name wherever the two meet.
MATERIALS: Mapping[str, str] = {
    **_MATERIALS_NAMED,
    **{
        f"{timber}wood": "wood"
        for timber, family in _MATERIALS_NAMED.items()
        if family == "wood"
        and timber.isalpha()
        and not timber.endswith("wood")
        and timber not in {"wooden", "hardwood"}
    },
}
# Twenty-first round: "ceramic" is the trade's word for every fired clay, so it names porcelain's and stoneware's
# family as "wood" names oak's ("Glazed Ceramic Planters" over "Material: Stoneware"); porcelain against stoneware
# still differs.
_GENERIC_MATERIALS = frozenset(
    {"wood", "wooden", "solid wood", "hardwood", "metal", "leather", "steel", "wool", "plastic", "ceramic"}
)
# How a fabric is made, of any fibre: beside a fibre specific it says nothing ("Cable Knit Jumper" over "Material:
# Acrylic", "Mesh Trainers" over "Material: Polyester"); against leather or wood it still differs.
_CONSTRUCTIONS = frozenset({"knit", "mesh", "canvas"})
# Twenty-sixth round: timbers whose names are as often a colour, a fruit, a scent or a maker in a title ("Cherry
# Red", "Ash Grey", "Cedar & Sage", "Ebony Black"): read from a material specific only, whose value can name nothing
# but the wood ("Material: Cherry" under a title that sells walnut).
_SPECIFIC_ONLY_WOODS = frozenset(
    {"cherry", "ash", "cedar", "ebony", "hickory", "olive", "elm", "yew", "alder", "poplar"}
)
_SPECIFIC_ONLY_WOOD = re.compile(rf"^\s*(?:solid\s+)?({'|'.join(sorted(_SPECIFIC_ONLY_WOODS))})(?:\s+wood)?\s*$", _I)
_FIBRE_FAMILIES = frozenset({"textile", *(_family(fibre) for fibre in _TITLE_FIBRES)})
_MATERIAL = re.compile(
    r"(?<![\w-])(?:"
    + "|".join(re.escape(m).replace(r"\ ", r"[\s-]+") for m in sorted(MATERIALS, key=len, reverse=True))
    + r")(?![\w-])",
    _I,
)
_MATERIAL_KEY = re.compile(r"^(?:material|main\s+material|outer\s+material|upper\s+material|body\s+material)$", _I)
# A material said of a part, a fit or a comparison in the title: "for wood stoves", "glass lid", "leather strap".
_PART_AFTER = re.compile(
    r"[\s-]+(?:lid|lids|handle|handles|strap|straps|band|bands|base|legs?|top|insert|lining|trim|sole|frame|stand"
    r"|screen|protector|door|tray|inlay|effect|look|print|pattern|style|finish|color|colour|grain|non[\s-]?stick"
    r"|coated|coating|plated|plating|veneer"
    # A fibre's feel, share or filling, and things named after a fibre that are not made of it ("cotton candy",
    # "nylon strings", "acrylic paint", "linen basket", "silk flowers").
    r"|feel|touch|blend|mix|rich|lined|filled|fill|filling|padded|candy|buds?|balls?|pads?|swabs?|strings?|paints?"
    r"|nails?|basket|cupboard|closet|chest|press|bin|hamper|spray|scent|flowers?)\b",
    _I,
)
# Fortieth round: what the item holds or takes is its load, not its make ("Easel, Holds Canvas", "Takes Glass Slides").
_CUE_BEFORE = re.compile(
    r"\b(?:for|fits|with|w/|and|&|on|like|not|no|non|faux|vegan|pu|imitation|bed|table|kitchen"
    r"|holds|takes|accepts)[\s-]*$",
    _I,
)


def _material_of(word: str) -> str:
    return re.sub(r"[\s-]+", " ", word.lower())


def _named_materials(text: str) -> Iterator[re.Match[str]]:
    """The materials a text names, a family's word right after one of its members left out: that is the member's
    noun ("Walnut Wood", "Oak Hardwood"), not a second material that agrees with any specific of the family
    (twenty-sixth round)."""
    previous: re.Match[str] | None = None
    for match in _MATERIAL.finditer(text):
        before, previous = previous, match
        named = _material_of(match.group())
        if (
            before is not None
            and named in _GENERIC_MATERIALS
            and not text[before.end() : match.start()].strip(" -")
            and MATERIALS.get(_material_of(before.group())) == MATERIALS.get(named)
        ):
            continue
        yield match


# Twenty-ninth round: a title names the item first and lists what comes with it after a break ("Multitool Stainless,
# Nylon Sheath", "Staking Set, 52 Stakes, Wood Case"): a material before a noun there is that accessory's, as "with"
# before it would say. The noun must be no word of the item's own name (the first part: "Biker Jacket, Leather Jacket"
# still names the item) and no word for the whole item's make-up ("Leather Upper", "Steel Construction").
_TITLE_PART_BREAK = re.compile(r"\s*(?:[,;|(\[+]|\s[-\u2013\u2014]\s)\s*")
_ACCESSORY_NOUN = re.compile(r"[\s-]+([A-Za-z]{3,})(?![\w-])")
_WHOLE_ITEM_NOUN = frozenset(
    {"construction", "body", "build", "built", "made", "material", "fabric", "shell", "outer", "upper", "uppers",
     "exterior", "finish", "look", "effect", "style", "blend", "mix"}
)  # fmt: skip


def _accessory_material(title: str, match: re.Match[str]) -> bool:
    """Whether a title's material stands before an accessory's noun in a part after the item's own name."""
    head = _TITLE_PART_BREAK.search(title)
    if head is None or match.start() < head.end():
        return False
    noun = _ACCESSORY_NOUN.match(title, match.end())
    if noun is None:
        return False
    word = noun.group(1).lower()
    own_name = {w.lower() for w in re.findall(r"[A-Za-z]+", title[: head.start()])}
    return (
        word not in own_name
        and word not in _WHOLE_ITEM_NOUN
        and _MATERIAL.fullmatch(word) is None
        and facets.stem(word) not in {facets.stem(w) for w in own_name}
    )


def _title_materials(title: str) -> list[tuple[str, str]]:
    found = []
    for match in _named_materials(title):
        named = _material_of(match.group())
        if (
            _PART_AFTER.match(title, match.end())
            or _CUE_BEFORE.search(title[max(0, match.start() - 8) : match.start()])
            or _accessory_material(title, match)
        ):
            continue
        found.append((named, match.group()))
    return found


def _material_family(material: str) -> str | None:
    return "wood" if material in _SPECIFIC_ONLY_WOODS else MATERIALS.get(material)


def _specific_materials(value: str) -> list[str]:
    """The materials a material specific's value names, a timber read only there among them."""
    if (wood := _SPECIFIC_ONLY_WOOD.match(value)) is not None:
        return [wood.group(1).lower()]
    return [_material_of(m.group()) for m in _MATERIAL.finditer(value)]


# Forty-fifth round: bone and fine china are porcelains, so "porcelain" names them as "ceramic" names every fired clay
# ("Bone China Cup" over "Material: Porcelain"); against stoneware or earthenware they still differ.
_PORCELAINS = frozenset({"porcelain", "bone china", "fine bone china", "fine china"})


# Forty-sixth round: "steel" names the steels and irons, not every metal: an aluminium or titanium frame is no steel
# one ("Aluminum Frame" over "Frame Material: Steel" and "steel frame"), as "metal" would allow. Brass, copper and
# zinc stay with it: they plate or galvanise steel ("Zinc Trough" over "Material: Galvanised Steel").
_NOT_STEELS = frozenset({"aluminium", "aluminum", "titanium"})


def _same_material(a: str, b: str) -> bool:
    if a == b or a in b or b in a or (a in _PORCELAINS and b in _PORCELAINS):
        return True
    if "steel" in (a, b) and (a in _NOT_STEELS or b in _NOT_STEELS):
        return False
    family_a, family_b = _material_family(a), _material_family(b)
    # A generic word names its family: "wood" is acacia's, "metal" is steel's, "wool" is cashmere's.
    return family_a == family_b and (a in _GENERIC_MATERIALS or b in _GENERIC_MATERIALS)


_MEASURED_KEY = re.compile(r"\b(?:size|gauge|count|diameter|width|thickness|length|opening)\b", _I)


def _label_denies(description: str, own: str) -> str | None:
    """The description's "100% <fibre>" (a label's composition) naming another fibre than the specific's, in a
    description that never names the specific's own: "Material: Cashmere" over "label says 100% lambswool"."""
    if "%" not in description or any(
        _same_material(_material_of(m.group()), own) for m in _MATERIAL.finditer(description)
    ):
        return None
    for match in _SHARE.finditer(description):
        fibre = match.group(2).lower()
        if int(match.group(1)) == 100 and fibre in MATERIALS and not _OTHER_PART_AFTER.match(description, match.end()):
            return match.group()
    return None


_DENIED_BEFORE = re.compile(r"\b(?:no|not|non|without)[\s-]+(?:real\s+|genuine\s+|solid\s+)?$", _I)


# Fortieth round: a colour or finish specific may name the title's material as a look ("Color: Antique Brass",
# "Colour: Brass Effect"), and a title's material word may be that colour ("Steel Blue Cooler"); but a material the
# title says is solid ("Solid Brass Wind Chime", "Solid Oak Sideboard") is the item's make, which no colour excuses.
_SURFACE_KEY = re.compile(r"colou?r|finish|shade|tone", _I)


# A material the description gives only as a surface ("an antique brass finish", "copper colored coat") is a look,
# not the make a title that says the material is solid could be agreeing with.
_SURFACE_AFTER = re.compile(
    r"[\s-]+(?:finish|effect|look|colou?r(?:ed)?|tone|toned|stain|stained|plated|plating|coated|coating|veneer|foil)\b",
    _I,
)


def _said_solid(title: str, quote: str) -> bool:
    return re.search(rf"\bsolid[\s-]+{re.escape(quote)}(?![\w-])", title, _I) is not None


def material_mismatch(listing: Listing) -> Quote | None:
    """The material specific names one material ("Material: Bamboo") while the title sells the item as made of
    another ("Solid Acacia Wood Board", "Breathable Mesh Trainers"), and either nothing else writes the specific's
    material, or the description writes it and never the title's. A material of a part ("glass lid"), a coating
    ("ceramic non-stick"), a fit ("for wood burners") or a blend is not read."""
    for key, value in sorted(listing.attributes.items()):
        if not _MATERIAL_KEY.match(_key_words(key)):
            continue
        given = _specific_materials(value)
        if len(set(given)) != 1 or re.search(r"[,/&+%]|\band\b", value):
            if (listed := _listed_member_against_title(listing, key, given)) is not None:
                return listed
            continue
        own = given[0]
        # A material word inside a name another specific gives ("Brand: Iron Flask") is that name's; one that another
        # specific measures by name ("Mesh Size: 50 mm" beside a fence's "50mm Mesh") names that part, not what the
        # item is made of (fifteenth round).
        names = " ".join(v for k, v in listing.attributes.items() if k != key and not _SURFACE_KEY.search(k)).lower()
        surfaces = " ".join(v for k, v in listing.attributes.items() if _SURFACE_KEY.search(k)).lower()
        measured = " ".join(k for k in listing.attributes if k != key and _MEASURED_KEY.search(k)).lower()
        stated = [
            (m, quote)
            for m, quote in _title_materials(listing.title)
            if quote.lower() not in names
            and (quote.lower() not in surfaces or _said_solid(listing.title, quote))
            # The quote is a literal of the pattern: a measured key without it is not searched, nor the pattern
            # compiled (forty-second round).
            and (quote.lower() not in measured or not built(rf"\b{re.escape(quote.lower())}\b").search(measured))
        ]
        if MATERIALS.get(own) in _FIBRE_FAMILIES:
            stated = [(material, quote) for material, quote in stated if material not in _CONSTRUCTIONS]
            if (label := _label_denies(listing.description, own)) is not None:
                return ListingField.DESCRIPTION, label
        if not stated or any(_same_material(material, own) for material, _ in stated):
            continue
        # A material the description denies ("no metal parts", "not real steel") is not one it names (thirty-fourth
        # round): the title's steel is not written by a plastic item's "no metal".
        described = [
            (_material_of(m.group()), _SURFACE_AFTER.match(listing.description, m.end()) is not None)
            for m in _MATERIAL.finditer(listing.description)
            if not _DENIED_BEFORE.search(listing.description, max(0, m.start() - 12), m.start())
        ]
        # The specific's material written somewhere may be a part's ("glass lid"), unless the description says
        # the specific's material and never the title's: then the title alone claims it, and the specific and the
        # description agree against it ("Glass Containers" over "Material: Plastic" and "plastic body";
        # fifteenth round).
        if _title_material_written(listing.title, own):
            continue
        # A surface agrees with the title's word, unless the title says the material is solid: then only the make
        # does ("Walnut Tray" over "walnut veneer" agrees; "Solid Brass" over "a brass finish" does not).
        if any(_same_material(word, own) for word, _ in described) and any(
            _same_material(word, material) and not (surface and _said_solid(listing.title, quote))
            for word, surface in described
            for material, quote in stated
        ):
            continue
        return ListingField.TITLE, stated[0][1]
    return _part_material_against_title(listing)


# Forty-fifth round: a specific named by the part it describes ("Jar Material", "Handle Material", "Frame Material",
# "Strap Material") answers for that part alone, which a title names by its material right before the part's noun
# ("Glass Jar", "Wooden Handle", "Steel Frame"). The words for the whole item are the whole-item check's keys.
_PART_MATERIAL_KEY = re.compile(r"^([a-z]{3,})\s+material$")
_WHOLE_ITEM_PARTS = frozenset({"main", "outer", "upper", "body", "item", "product", "primary", "other", "exterior"})
# What sends a title's material to another item: a fit, a likeness or a denial ("for Glass Jars", "Faux Wood Handle").
_FIT_OR_LIKENESS_BEFORE = re.compile(r"\b(?:for|fits?|like|not|no|non|faux|vegan|pu|imitation|replacement)[\s-]*$", _I)


def _part_material_against_title(listing: Listing) -> Quote | None:
    """A part's material specific ("Jar Material: Plastic (Tritan)") against the title's material for that part
    ("Glass Jar"), where the description writes the specific's material and never the title's: the specific and the
    description agree against the title. A title that also writes the specific's material, a list of materials in
    the specific, or a material after a fit ("for glass jars") is left."""
    for key, value in sorted(listing.attributes.items()):
        # Keys only, most listings have no part's material: the title and the description are read for the few.
        part_key = _PART_MATERIAL_KEY.match(_key_words(key))
        if part_key is None or part_key.group(1) in _WHOLE_ITEM_PARTS:
            continue
        given = _specific_materials(value)
        if len(set(given)) != 1 or re.search(r"[,/&+%]|\band\b", value):
            continue
        own, part = given[0], part_key.group(1)
        if _title_material_written(listing.title, own):
            continue
        part_after = built(rf"[\s-]+{re.escape(part)}(?:s|es)?\b", _I)
        described = [
            _material_of(m.group())
            for m in _MATERIAL.finditer(listing.description)
            if not _DENIED_BEFORE.search(listing.description, max(0, m.start() - 12), m.start())
        ]
        if not any(_same_material(word, own) for word in described):
            continue
        names = " ".join(v for k, v in listing.attributes.items() if k != key).lower()
        for match in _named_materials(listing.title):
            material = _material_of(match.group())
            if (
                part_after.match(listing.title, match.end())
                and not _FIT_OR_LIKENESS_BEFORE.search(listing.title[max(0, match.start() - 14) : match.start()])
                and match.group().lower() not in names
                and not _same_material(material, own)
                and not any(_same_material(word, material) for word in described)
            ):
                return ListingField.TITLE, match.group()
    return None


def _listed_member_against_title(listing: Listing, key: str, given: list[str]) -> Quote | None:
    """A material specific that lists the item's materials one per family ("Maple, Steel": a frame of one timber on
    rods of one metal) while the title names another member of a listed family ("Walnut"), and the description writes
    the specific's member and never the title's: the specific and the description agree against the title. A family
    listed twice ("Oak, Pine"), a generic word for the title's family ("Wood, Steel") or a title that also writes the
    member leaves it (fortieth round)."""
    families = [_material_family(m) for m in given]
    if len(given) < 2 or None in families or len(set(families)) != len(families):
        return None
    names = " ".join(v for k, v in listing.attributes.items() if k != key).lower()
    described = [
        _material_of(m.group())
        for m in _MATERIAL.finditer(listing.description)
        if not _DENIED_BEFORE.search(listing.description, max(0, m.start() - 12), m.start())
    ]
    stated = [(m, quote) for m, quote in _title_materials(listing.title) if quote.lower() not in names]
    if any(_same_material(material, own) for material, _ in stated for own in given):
        return None
    for material, quote in stated:
        family = _material_family(material)
        if material in _GENERIC_MATERIALS or family not in families:
            continue
        own = given[families.index(family)]
        if own in _GENERIC_MATERIALS:
            continue
        # A generic word in the description ("wooden beads") names the family, not the title's member.
        if any(_same_material(word, own) for word in described) and not any(
            _same_material(word, material) for word in described if word not in _GENERIC_MATERIALS
        ):
            return ListingField.TITLE, quote
    return None


def _title_material_written(title: str, own: str) -> bool:
    return any(_same_material(_material_of(m.group()), own) for m in _named_materials(title))


# --- a specific the description restates by its own name ------------------------------------------------------

# "Colour is Starlight", "colour: Sage", "Frame is a 52cm", "frame size M": the description names the facet a
# specific gives and states another value for it. The colour is read only as a capitalised name or a colour
# word, so "the colour is true to the photos" states nothing.
_SAID_COLOUR = re.compile(
    r"\bcolou?r(?:way)?\s*(?:is\s+|:\s*|-\s+|=\s*)?(?:an?\s+|the\s+)?((?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z][a-z]+))?|[a-z]+)\b",
    _I,
)
_SAID_FRAME = re.compile(
    r"\bframe(?:\s+size)?\s*(?:is\s+|:\s*)?(?:an?\s+|the\s+)?"
    r"(\d{2}(?:\.\d)?)\s?(cm|in(?:ch(?:es)?)?|\"|”)?(?![\w.])"
    r"|\bframe\s+size\s*(?:is\s+|:\s*)?(?:an?\s+)?(xxs|xs|s|m|l|xl|xxl|small|medium|large)\b",
    _I,
)
_FRAME_SPECIFIC = re.compile(r"^frame\s+size$", _I)
_FRAME_VALUE = re.compile(
    r"\s*(\d{2}(?:\.\d)?)\s?(cm|in(?:ch(?:es)?)?|\"|”)?\s*|\s*(xxs|xs|s|m|l|xl|xxl|small|medium|large)\s*", _I
)
_FRAME_LETTERS = {"small": "s", "medium": "m", "large": "l"}


def _frame_size(number: str | None, unit: str | None, letter: str | None) -> tuple[str, str]:
    if letter:
        return "letter", _FRAME_LETTERS.get(letter.lower(), letter.lower())
    unit_name = "cm" if (unit or "").lower() == "cm" else ("in" if unit else "")
    return unit_name, f"{float(number or 0):g}"


def described_specific_mismatch(listing: Listing) -> Quote | None:
    """The description names a specific's facet and gives it another value: "Colour is Starlight" beside "Color:
    Midnight", "Frame is a 52cm" beside "Frame Size: 54 cm", "frame size M" beside "Frame Size: L"; the
    specific's value written anywhere in the description agrees with it."""
    lowered = listing.description.lower()
    for key, value in sorted(listing.attributes.items()):
        words = _key_words(key)
        own = value.strip()
        colour = ITEM_COLOUR_KEY.match(words) and "colo" in lowered
        frame = _FRAME_SPECIFIC.match(words) and "frame" in lowered
        # The value's own pattern only for the two specifics read here: one compiled pattern per value otherwise.
        if not (colour or frame) or not own or is_placeholder(own) or written_alone(own, listing.description):
            continue
        # The colour specific as the colour checks above name it.
        if colour:
            own_families = facets.attribute_colour(own)
            own_words = {w.lower() for w in re.findall(r"[a-z]+", own, _I)}
            for said in _SAID_COLOUR.finditer(listing.description):
                name = said.group(1)
                families = facets.attribute_colour(name)
                if own_words & {w.lower() for w in name.split()}:
                    break
                if families and own_families:
                    if not families & own_families:
                        return ListingField.DESCRIPTION, said.group()
                    break
                # Two maker's names ("Starlight", "Midnight"): both capitalised, none of the specific's words.
                if name[0].isupper() and own[0].isupper() and not families and not own_families:
                    return ListingField.DESCRIPTION, said.group()
        if frame:
            given = _FRAME_VALUE.fullmatch(own)
            if given is None:
                continue
            own_size = _frame_size(*given.groups())
            for said in _SAID_FRAME.finditer(listing.description):
                size = _frame_size(said.group(1), said.group(2), said.group(3))
                comparable = size[0] == own_size[0] or not size[0] or not own_size[0]
                if comparable and size[0] != "letter" and own_size[0] == "letter":
                    comparable = False
                if comparable and size[1] != own_size[1]:
                    return ListingField.DESCRIPTION, said.group()
    return None


# --- a completeness specific against a description that counts what is missing -----------------------------------

_COMPLETE_KEY = re.compile(r"^(?:complete(?:ness)?|set\s+complete(?:ness)?|complete\s+set)$", _I)
_COMPLETE_VALUE = re.compile(r"\s*(?:complete|yes|100\s?%|full\s+set|(?:100\s?%\s+)?complete\s+set)\s*", _I)
# "missing 12 stickers", "missing two pieces", "the lid is missing", "incomplete": said of the item, not "nothing
# missing", "no missing pieces", "missing none".
_MISSING = re.compile(
    r"\bmissing\s+(?:\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|a|an|the|some|several|a\s+few)\b(?!\s+(?:pieces?\s+)?(?:is|are)\s+(?:not|none))"
    r"|\b(?:is|are)\s+missing\b|\bincomplete\b",
    _I,
)
_NONE_MISSING_BEFORE = re.compile(r"\b(?:nothing|none|no|not|never|without|zero|nil)\b[\w\s']{0,20}$", _I)
_MISSING_SAID = Statement(_MISSING, (_NONE_MISSING_BEFORE,), reach=24)


def completeness_mismatch(listing: Listing) -> Quote | None:
    """A completeness specific that says the set is whole ("Completeness: Complete") over a description that says
    part of it is missing ("missing 12 stickers", "the lid is missing", "incomplete")."""
    lowered = listing.description.lower()
    if "missing" not in lowered and "incomplete" not in lowered:
        return None
    for key, value in sorted(listing.attributes.items()):
        if not _COMPLETE_KEY.match(_key_words(key)) or not _COMPLETE_VALUE.fullmatch(value):
            continue
        if (said := _MISSING_SAID.first(listing.description)) is not None:
            return ListingField.DESCRIPTION, said.group()
    return None


# --- the eleventh round: product details the title, the specifics and the description state apart ------------------
# (issue 19, eleventh round). Each check reads one facet the three fields state in their own words: the maker the
# title opens with, a measure two fields outvote, a precious metal's make, a graded item's grade, and variant
# words (a watch's movement, a charging port, a part's side of the vehicle, a game's console).

# A maker named as what the item copies or fits ("Dyson Compatible Filter", "Yeti-style tumbler"), not its maker.
_NOT_ITS_MAKER_AFTER = re.compile(
    r"^\W*(?:compatible|style|styled|type|inspired|replacement|for|fits|fitting|look|alike|copy|replica|dupe|"
    r"compatable|comp\b|version\s+of)",
    _I,
)
# The description's own word that the item is a copy of no maker's ("this is a generic version", "it's a replica");
# a part said to be one ("the strap is an aftermarket one") is not the item.
_GENERIC_COPY = re.compile(
    r"\b(?:this\s+is|it\s+is|it['’]s)\s+(?:an?\s+)?(?:generic|unbranded|unofficial|replica|knock[\s-]?off|dupe|fake|copy)\b",
    _I,
)
_COPY_CUES = ("generic", "unbranded", "unofficial", "replica", "knock", "dupe", "fake", "copy")
# A vehicle maker opening a part's title names the vehicle it fits ("VW Golf Mk7 wing mirror"), not its maker.
_VEHICLE_PARTS = re.compile(r"auto|motor|vehicle|(?<![a-z])car(?:s)?(?![a-z])", _I)
_BRAND_KEY = re.compile(r"^(?:brand|brand\s+name)$", _I)


def _title_maker(title: str) -> tuple[str, str] | None:
    """The well-known maker (the pack's ``rivalBrands`` names) the title opens with, as written, and what follows
    it; an everyday-word maker ("Stanley", "Shark") only capitalised."""
    from services.rulepack import risk_pack  # the pack module imports this one for the check names

    makers = risk_pack().rival_brands
    words = title.split()
    start = 0
    while start < len(words) - 1 and words[start].lower().strip(",:;-") in _OPENING_WORDS:
        start += 1
    for size in range(min(makers.longest, len(words) - start), 0, -1):
        written = " ".join(words[start : start + size]).rstrip(",:;")
        name = written.lower()
        if name not in makers.names:
            continue
        if name in makers.wordlike and not written[0].isupper():
            return None
        rest = " ".join(words[start + size :])
        if not rest or _NOT_ITS_MAKER_AFTER.match(rest):
            return None
        return written, rest
    return None


def _brand(listing: Listing) -> str:
    return next(
        (v.strip() for k, v in listing.attributes.items() if "brand" in k.lower() and _BRAND_KEY.match(_key_words(k))),
        "",
    )


def maker_sold_unbranded(listing: Listing) -> Quote | None:
    """The title opens with a well-known maker ("Dyson V11 stick vacuum") while the brand specific says the item
    has no maker ("Brand: Unbranded", "Generic") or the description says it is a copy ("it's a replica"). A maker
    the title names as what the item fits or copies ("Dyson Compatible Filter", "for Dyson") is not its maker."""
    brand = _brand(listing)
    # Cheap first: few brand specifics say "no maker", and few descriptions call the item a copy.
    lowered = listing.description.lower()
    copied = _GENERIC_COPY.search(listing.description) if any(w in lowered for w in _COPY_CUES) else None
    unbranded = bool(brand) and _NO_MAKER_VALUES.match(brand) is not None
    if copied is None and not unbranded:
        return None
    found = _title_maker(listing.title)
    if found is None or _VEHICLE_PARTS.search(listing.category):
        return None
    if copied is not None and not _NOT_THIS_ONE.search(
        listing.description[max(0, copied.start() - 30) : copied.start()]
    ):
        return ListingField.DESCRIPTION, copied.group()
    return (ListingField.TITLE, found[0]) if unbranded else None


# Names of lines, franchises and characters sold under a parent maker's brand ("Barbie" by Mattel, "Jordan" by
# Nike) are read in the same list, so the other-maker check below is a net signal, and skips goods named by
# franchises.
_FRANCHISE_GOODS = re.compile(r"toy|collect|game|card|book|movie|film|dvd|comic", _I)


def title_maker_not_brand(listing: Listing) -> Quote | None:
    """The title opens with a well-known maker ("Carhartt Double Knee Pants", "Fender Stratocaster") while the brand
    specific names another maker ("Brand: Dickies", "Brand: Squier") that no field writes, and no other specific
    (a manufacturer, a parent company) names the title's maker."""
    brand = _brand(listing)
    # Cheap first: most listings write their brand in the title.
    if not brand or brand.lower() in listing.title.lower() or _NO_MAKER_VALUES.match(brand) or is_placeholder(brand):
        return None
    found = _title_maker(listing.title)
    if found is None or _VEHICLE_PARTS.search(listing.category) or _FRANCHISE_GOODS.search(listing.category):
        return None
    maker = found[0]
    own, named = alnum_folded(brand), alnum_folded(maker)
    if not own or own in named or named in own or own in alnum_folded(f"{listing.title} {listing.description}"):
        return None
    # A maker another specific names (a manufacturer, a parent company) is the listing's own.
    others = alnum_folded(" ".join(v for k, v in listing.attributes.items() if not _BRAND_KEY.match(_key_words(k))))
    if named in others:
        return None
    return ListingField.TITLE, maker


def title_measure_outvoted(listing: Listing) -> Quote | None:
    """The title's measure of a dimension ("2TB", "40 oz", "5 kg") against a specific and the description that
    both state another value of it and never the title's ("Storage Capacity: 1 TB" and "a 1TB drive" under a
    "2TB" title). The title is outvoted: two fields agree on the item's value."""
    if not listing.description or not any(ch.isdigit() for ch in listing.title):
        return None
    givens = [m for k, v in sorted(listing.attributes.items()) if (m := _specific_measure(k, v)) is not None]
    givens = [m for m in givens if not m.dimension.startswith("length")]
    if not givens:
        return None
    title_measures, title_written = _measures(listing.title, True)
    described, description_written = _measures(listing.description, False)
    for given in givens:
        in_title = [m for m in title_measures if m.dimension == given.dimension]
        if not in_title or any(given.agrees(m) for m in title_written if m.dimension == given.dimension):
            continue
        if not any(given.agrees(m) for m in described if m.dimension == given.dimension):
            continue
        if any(t.agrees(m) for t in in_title for m in description_written if m.dimension == given.dimension):
            continue
        return ListingField.TITLE, in_title[0].quote
    return None


# Precious metals by what the piece is made of: a silver piece is sterling (925) or only silver-plated; a gold piece
# is solid (a karat), gold-filled or gold-plated (vermeil is plate over silver). A field names one make per metal.
_METAL_MAKES: Mapping[str, Mapping[str, re.Pattern[str]]] = {
    "silver": {
        "sterling": re.compile(r"\bsterling(?:\s+silver)?\b|(?<![\w.])925(?:\s+silver)?\b|\bsolid\s+silver\b", _I),
        "plated": re.compile(
            r"\bsilver[\s-]?(?:plated?|plating|tone|toned|colou?red)\b|\bep(?:ns)?\b|\bnickel\s+silver\b", _I
        ),
    },
    "gold": {
        "solid": re.compile(
            r"\bsolid\s+(?:\d{1,2}\s?(?:k|ct|kt|karat|carat)\s+)?gold\b|\b(?:9|10|14|18|22|24)\s?(?:k|ct|kt|karat|carat)\s+(?:solid\s+)?(?:yellow\s+|white\s+|rose\s+)?gold\b(?![\s-]*(?:plated?|plating|filled|fill|tone|vermeil|over|bonded|coloured|colored|gf|gp))",
            _I,
        ),
        "filled": re.compile(
            r"\bgold[\s-]?filled\b|\b(?:1/20|1/10)\s?(?:\d{1,2}\s?k(?:t)?\s+)?(?:gold\s+)?(?:filled|gf)\b|\b\d{1,2}\s?k(?:t)?\s+gf\b",
            _I,
        ),
        "plated": re.compile(
            r"\bgold[\s-]?(?:plated?|plating|tone|toned|colou?red|vermeil|bonded)\b|\bvermeil\b|\b\d{1,2}\s?(?:k|ct|kt)\s+(?:yellow\s+|white\s+|rose\s+)?gold\s+(?:plated?|plating|vermeil|over|bonded)\b|\b\d{1,2}\s?k(?:t)?\s+gp\b",
            _I,
        ),
    },
}
_METAL_CUE = re.compile(r"silver|gold|925|vermeil|sterling", _I)
_METAL_KEY = re.compile(
    r"^(?:metal|base\s+metal|main\s+metal|material|metal\s+type|metal\s+purity)$", _I
)  # not a plating specific: it names the plate over the base ("Plating: 14K Gold" on sterling silver)
_NEGATED_MAKE = re.compile(r"\b(?:not|n't|never|no|isn't|vs\.?|than|unlike|nor|without)\s+(?:[\w-]+\s+){0,2}$", _I)
# A base metal a metal specific may give instead of the precious one ("Metal Type: Stainless Steel" under "Sterling
# Silver Hoops"): no make of silver or gold at all, so a solid or sterling claim has nothing to stand on.
_BASE_METAL = re.compile(
    r"\b(?:stainless(?:\s+steel)?|steel|brass|copper|bronze|alloy|zinc|titanium|tungsten|alumin(?:i)?um|pewter|iron"
    r"|nickel|base\s+metal)\b",
    _I,
)
_SOLID_MAKES = frozenset({"sterling", "solid"})


def _metal_makes(text: str, metal: str) -> dict[str, str]:
    """The makes of one metal a field states, each with its first words, negated ones left out."""
    found: dict[str, str] = {}
    for make, pattern in _METAL_MAKES[metal].items():
        for match in pattern.finditer(text):
            if not _NEGATED_MAKE.search(text[max(0, match.start() - 30) : match.start()]):
                found.setdefault(make, match.group())
                break
    # "18k gold plated" is also read by the solid pattern's karat; plate wins when the same words say both.
    if (
        metal == "gold"
        and "solid" in found
        and any(found["solid"] in q or q in found["solid"] for k, q in found.items() if k != "solid")
    ):
        del found["solid"]
    return found


def _base_metal_only(specific: str, make: str, title: str) -> bool:
    """A metal specific that names only a base metal the title never writes, under a solid or sterling claim; a
    plated or filled piece is a base metal underneath, and a title that names both metals sells a mixed piece."""
    if make not in _SOLID_MAKES or _METAL_CUE.search(specific):
        return False
    base = _BASE_METAL.search(specific)
    return base is not None and base.group().lower() not in title.lower()


def precious_metal_mismatch(listing: Listing) -> Quote | None:
    """The title's one make of a metal ("Sterling Silver", "14K Solid Gold", "Gold Filled") against a metal specific
    or the description that states another make of the same metal ("Metal: Silver Plated", "it is gold plated
    over brass") and never the title's."""
    if not _METAL_CUE.search(listing.title):
        return None
    specifics = [v for k, v in sorted(listing.attributes.items()) if _METAL_KEY.match(_key_words(k))]
    for metal in _METAL_MAKES:
        in_title = _metal_makes(listing.title, metal)
        if len(in_title) != 1:
            continue
        ((make, quote),) = in_title.items()
        for field, text in [
            *((ListingField.ATTRIBUTES, v) for v in specifics),
            (ListingField.DESCRIPTION, listing.description),
        ]:
            if field is ListingField.ATTRIBUTES and _base_metal_only(text, make, listing.title):
                return ListingField.TITLE, quote
            stated = _metal_makes(text, metal)
            if stated and make not in stated:
                return (
                    (ListingField.TITLE, quote)
                    if field is ListingField.ATTRIBUTES
                    else (field, next(iter(stated.values())))
                )
    return None


# A grading service's grade of a card, a coin or a comic: "PSA 10", "BGS 9.5", "CGC 9.8", "PCGS MS65", "NGC MS-64".
_GRADERS = rf"\b{GRADING_SERVICES}"
_GRADED = re.compile(
    rf"({_GRADERS})\s*(?:graded\s+|grade\s+|gem\s+mint\s+|gem\s+mt\s+|mint\s+|nm-mt\s+|nm\s+|[:#-]\s*)?"
    r"((?:ms|pf|pr|au|xf|ef|vf|f|vg|g)\s?-?\s?\d{1,2}|\d{1,2}(?:\.\d)?)(?![\w.]|\.\d)",
    _I,
)
_GRADE_KEY = re.compile(
    r"^(?:grade|card\s+grade|coin\s+grade|comic\s+grade|certified\s+grade|professional\s+grade)$", _I
)
_GRADER_KEY = re.compile(r"^(?:professional\s+grader|grader|grading\s+company|certification(?:\s+company)?)$", _I)
_GRADE_VALUE = re.compile(
    r"(?:[a-z]+\s+)*?((?:ms|pf|pr|au|xf|ef|vf|f|vg|g)\s?-?\s?\d{1,2}|\d{1,2}(?:\.\d)?)(?:\s*\(.*\))?", _I
)
_OTHER_GRADE_BEFORE = re.compile(
    r"\b(?:not|n't|never|or|vs\.?|versus|than|unlike|hoping|hope|could|might|would|should|potential|possible|"
    r"expect\w*|likely|chance|candidate|upgrade|regrade|crossover|like|other|another|previous|was|sub-?grades?)\b"
    r"[\w\s,.'-]{0,25}$",
    _I,
)


def _grade(text: str) -> str:
    return re.sub(r"[\s-]", "", text.lower()).removesuffix(".0")


# A coin's grade may come first, its grader after ("MS-63 PCGS", "graded AU 58 by NGC"; eighteenth round): only a
# grade with its letters is read that way round, a bare number before a grader's name is no grade.
_GRADE_THEN_GRADER = re.compile(
    rf"(?<![\w-])()((?:ms|pf|pr|au|xf|ef|vf)\s?-?\s?\d{{1,2}})(?![\w.]|\.\d)\s*,?\s*(?:by\s+|from\s+)?{_GRADERS}\b",
    _I,
)


def _graded(text: str) -> dict[str, str]:
    """The grades a field states of the item, grader and grade, each with its words; compared grades left out."""
    found: dict[str, str] = {}
    for match in sorted((*_GRADED.finditer(text), *_GRADE_THEN_GRADER.finditer(text)), key=lambda m: m.start()):
        if _OTHER_GRADE_BEFORE.search(text[max(0, match.start() - 40) : match.start()]):
            continue
        found.setdefault(_grade(match.group(2)), match.group())
    return found


def graded_grade_mismatch(listing: Listing) -> Quote | None:
    """A graded card's, coin's or comic's grade in the title ("PSA 10", "CGC 9.8") against the grade specific
    ("Grade: 9") or the description's grade from a grading service ("slabbed PSA 9"), when that field never states
    the title's grade; a hoped-for or compared grade ("could grade a 10", "than the PSA 9") is not read."""
    if not re.search(_GRADERS, listing.title, _I):
        return None
    in_title = _graded(listing.title)
    if len(in_title) != 1:
        return None
    ((grade, quote),) = in_title.items()
    for key, value in sorted(listing.attributes.items()):
        if not _GRADE_KEY.match(_key_words(key)):
            continue
        given = _GRADE_VALUE.fullmatch(value.strip())
        if given is not None and _grade(given.group(1)) != grade:
            return ListingField.TITLE, quote
    described = _graded(listing.description)
    if described and grade not in described:
        return ListingField.DESCRIPTION, next(iter(described.values()))
    return None


# More variant axes (beside ``VARIANT_AXES``): a watch's movement, a device's charging port, the end and the side of a
# vehicle a part fits, and the console a game or an accessory is for. Each axis: value -> how a field names it; a
# specific names it in a word or two, under one of the axis's keys.
VARIANT_WORDS: Mapping[str, tuple[str, Mapping[str, str]]] = {
    "movement": (
        r"movement|movement\s+type|watch\s+movement|mechanism",
        {
            "automatic": r"automatic|self[\s-]winding|mechanical\s+\(?automatic\)?|auto(?:matic)?\s+movement",
            "quartz": r"quartz|battery(?:\s+powered)?|solar(?:\s+quartz)?",
            "manual": r"hand[\s-]?wound|hand[\s-]winding|manual(?:\s+wind(?:ing)?)?"
            r"|mechanical\s+\(?(?:manual|hand[\s-]wound)\)?",
        },
    ),
    "port": (
        r"connector(?:\s+type)?|charging\s+(?:port|interface|connector)|port|interface|connectivity|charging\s+type",
        {
            "usb-c": r"usb[\s-]?c|type[\s-]?c|usb\s+type[\s-]c",
            "lightning": r"lightning",
            "micro-usb": r"micro[\s-]?usb|micro[\s-]b",
        },
    ),
    "end": (
        r"placement(?:\s+on\s+vehicle)?|position|axle|fitting\s+position|location",
        {"front": r"front(?:\s+axle)?", "rear": r"rear(?:\s+axle)?|back"},
    ),
    "side": (
        r"placement(?:\s+on\s+vehicle)?|position|side|fitting\s+position|location",
        {
            "left": r"left(?:[\s-]hand)?(?:\s+side)?|lh|n/?s|near\s?side",
            "right": r"right(?:[\s-]hand)?(?:\s+side)?|rh|o/?s|off\s?side",
        },
    ),
    # The driver's side is the left in one country and the right in another: compared only with its own words.
    "seat": (
        r"placement(?:\s+on\s+vehicle)?|position|side|fitting\s+position|location",
        {"driver": r"driver(?:'?s)?(?:\s+side)?", "passenger": r"passenger(?:'?s)?(?:\s+side)?"},
    ),
    "console": (
        r"platform|console|system|compatible\s+platform|compatible\s+console|game\s+platform",
        {
            "switch": r"(?:nintendo\s+)?switch(?:\s+(?:oled|lite))?|(?:nintendo\s+)?switch\s*2",
            "wii-u": r"(?:nintendo\s+)?wii\s?u",
            "wii": r"(?:nintendo\s+)?wii",
            "ps5": r"(?:sony\s+)?(?:playstation\s*5|ps5)",
            "ps4": r"(?:sony\s+)?(?:playstation\s*4|ps4)",
            "ps3": r"(?:sony\s+)?(?:playstation\s*3|ps3)",
            "xbox-series": r"(?:microsoft\s+)?xbox\s+series\s+[xs](?:\s*[|/]\s*[xs])?",
            "xbox-one": r"(?:microsoft\s+)?xbox\s+one",
            "xbox-360": r"(?:microsoft\s+)?xbox\s+360",
            "3ds": r"(?:nintendo\s+)?(?:new\s+)?3ds(?:\s+xl)?",
        },
    ),
}
_SIDE_OF = r"(?:side|front|rear|headlight|tail\s?light|mirror|door|wing|arm|caliper)\b"
# How the title and the description name each value as a word of the text (the side of the vehicle only as words
# of a part's place: "Left", "Driver Side", "Passenger's", not "right" in "all right").
_VARIANT_TEXT: Mapping[str, Mapping[str, str]] = {
    "movement": {
        "automatic": r"\bautomatic\b(?!\s+(?:date|calendar|backlight|light|shut|off|on|lock))|\bself[\s-]winding\b",
        "quartz": r"\bquartz\b",
        "manual": r"\bhand[\s-]?wound\b|\bmanual[\s-]wind(?:ing)?\b|\bhand[\s-]winding\b",
    },
    "port": {
        "usb-c": r"\busb[\s-]?c\b|\btype[\s-]?c\b",
        "lightning": r"\blightning\b",
        "micro-usb": r"\bmicro[\s-]?usb\b",
    },
    "end": {"front": r"\bfront\b", "rear": r"\brear\b"},
    "side": {
        "left": rf"\bleft(?:[\s-]hand)?\s+{_SIDE_OF}|\b(?:front|rear)\s+left\b|\bl/?h\b|\bn/?s\b|\bnear\s?side\b",
        "right": rf"\bright(?:[\s-]hand)?\s+{_SIDE_OF}|\b(?:front|rear)\s+right\b|\br/?h\b|\bo/?s\b|\boff\s?side\b",
    },
    "seat": {
        "driver": r"\bdriver(?:'?s)?\s+side\b",
        "passenger": r"\bpassenger(?:'?s)?\s+side\b",
    },
    "console": {
        value: rf"\b(?:{pattern})\b"
        for value, pattern in {
            "switch": r"(?:nintendo\s+)?switch",
            "wii-u": r"wii\s?u",
            "wii": r"wii(?!\s?u\b)",
            "ps5": r"playstation\s*5|ps5",
            "ps4": r"playstation\s*4|ps4",
            "ps3": r"playstation\s*3|ps3",
            "xbox-series": r"xbox\s+series\s+[xs]",
            "xbox-one": r"xbox\s+one",
            "xbox-360": r"xbox\s+360",
            "3ds": r"3ds",
        }.items()
    },
}
_VARIANT_TEXT_PATTERNS = {
    axis: {value: re.compile(pattern, _I) for value, pattern in values.items()}
    for axis, values in _VARIANT_TEXT.items()
}
_VARIANT_KEY_PATTERNS = {axis: re.compile(rf"^(?:{keys})$", _I) for axis, (keys, _values) in VARIANT_WORDS.items()}
_VARIANT_VALUE_PATTERNS = {
    axis: {value: re.compile(rf"(?:{pattern})", _I) for value, pattern in values.items()}
    for axis, (_keys, values) in VARIANT_WORDS.items()
}
_VARIANT_CUES = re.compile(
    r"automatic|quartz|wound|usb|lightning|type[\s-]?c|front|rear|left|right|driver|passenger|l/?h|r/?h|n/?s|o/?s|"
    r"side|switch|wii|ps\d|playstation|xbox|3ds",
    _I,
)
# A second value named as another option or another part ("USB-C to Lightning cable", "front and rear set").
_TWO_VALUES = re.compile(r"\b(?:to|and|&|or|/|\+|with|plus)\s*$", _I)


def _variant_values(text: str, axis: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for value, pattern in _VARIANT_TEXT_PATTERNS[axis].items():
        for match in pattern.finditer(text):
            if _NOT_THIS_ONE.search(text[max(0, match.start() - 25) : match.start()]):
                continue
            found.setdefault(value, match.group())
            break
    return found


def _specific_variants(value: str, axis: str) -> set[str]:
    """The values a specific names on an axis: its whole value, or each part of a list ("Front, Left")."""
    named = set()
    for part in re.split(r"\s*(?:,|/|;|&|\band\b|\+)\s*", value.strip()):
        for variant, pattern in _VARIANT_VALUE_PATTERNS[axis].items():
            if part and pattern.fullmatch(part):
                named.add(variant)
    return named


_AXIS_TITLE_CUES = {"movement": ("automatic", "quartz", "wound", "winding"), "port": ("usb", "lightning", "type")}
# The description's word is read only when the title sells a thing with a port or a movement of its own.
_DESCRIBED_AXIS_ITEM = {
    "movement": re.compile(r"\bwatch(?!\s+(?:winder|box|strap|band|case|tools?|parts?|stand))\b", _I),
    "port": re.compile(
        r"cable|charg|port\b|connector|adapter|plug|dock|earbuds|earphones|headphones|keyboard|mouse|power\s*bank"
        r"|speaker|controller|rechargeable",
        _I,
    ),
}


def variant_word_mismatch(listing: Listing) -> Quote | None:
    """The title's one value on a variant axis (``VARIANT_WORDS``: "Automatic", "USB-C", "Front", "Driver Side",
    "PS5") against a specific that names another value of it ("Movement: Quartz", "Connector Type: Lightning",
    "Placement on Vehicle: Rear", "Platform: Xbox One"), or the description's only value when it never names the
    title's; a title naming two values ("USB-C to Lightning", "Front and Rear") is not read."""
    if not _VARIANT_CUES.search(listing.title):
        return None
    keys = [_key_words(key) for key in listing.attributes]
    lowered = listing.title.lower()
    for axis in VARIANT_WORDS:
        # An axis only a specific is compared on is read only when a specific of its kind is there.
        if axis not in _DESCRIBED_AXIS_ITEM and not any(_VARIANT_KEY_PATTERNS[axis].match(key) for key in keys):
            continue
        if axis in _AXIS_TITLE_CUES and not any(cue in lowered for cue in _AXIS_TITLE_CUES[axis]):
            continue
        in_title = _variant_values(listing.title, axis)
        if axis == "console" and "wii-u" in in_title:
            in_title.pop("wii", None)
        if len(in_title) != 1:
            continue
        ((title_value, title_quote),) = in_title.items()
        for key, value in sorted(listing.attributes.items()):
            if not _VARIANT_KEY_PATTERNS[axis].match(_key_words(key)):
                continue
            given = _specific_variants(value, axis)
            if given and title_value not in given:
                return ListingField.TITLE, title_quote
        if axis in ("end", "side", "seat", "console"):
            continue  # a description names the other end, side or console as often as the item's own
        if not _DESCRIBED_AXIS_ITEM[axis].search(listing.title):
            continue  # "Lightning McQueen", a winder for automatic watches: no port or movement of the item's own
        described = _variant_values(listing.description, axis)
        if len(described) == 1 and title_value not in described:
            return ListingField.DESCRIPTION, next(iter(described.values()))
    return None


# A size given as a span of ages or of letters ("6-9 months", "Age 2-3 years", "S-M", "M/L"): the size specific's
# span against another span the title or the description gives of the same kind, when that field never writes the
# specific's span.
_SIZE_SPAN = re.compile(
    r"(?<![\w./-])(\d{1,2})\s?(?:-|–|to)\s?(\d{1,2})\s?(m|mths?|mos?|months?|y|yrs?|years?)\b"
    r"|(?<![\w./-])((?:xx?|[23]x)?[sml]|xx?l|[23]xl)\s?[-/]\s?((?:xx?|[23]x)?[sml]|xx?l|[23]xl)(?![\w/-])"
    # "Age 7-8" with no unit: a UK child's size in years (fifteenth round).
    r"|\bages?\s?(\d{1,2})\s?(?:-|–|to)\s?(\d{1,2})(?![\w.+-]|\s?(?:m|mths?|mos?|months?|y|yrs?|years?)\b)",
    _I,
)
_SIZE_SPAN_KEY = re.compile(
    r"^(?:size|clothing\s+size|baby\s+size|kids'?\s+size|age\s+range|age|size\s+\w+|\w+\s+size)$", _I
)
# A span said of another item or as an option ("also fits 3-6 months", "comes in 0-3 months too", "or 9-12 months").
_OTHER_SPAN_BEFORE = re.compile(
    r"\b(?:also|or|and|too|next|bigger|smaller|up\s+to|from|than|unlike|not|n't|available|comes?\s+in|sizes|other)"
    r"\s+(?:[\w'-]+\s+){0,2}$",
    _I,
)


def _span(match: re.Match[str]) -> tuple[str, str, str]:
    """A span as (kind, low, high): ages by months or years, letters in upper case."""
    if match.group(1):
        unit = "m" if match.group(3).lower().startswith("m") else "y"
        return unit, match.group(1), match.group(2)
    if match.group(6):
        return "y", match.group(6), match.group(7)
    return "letter", match.group(4).upper(), match.group(5).upper()


def _spans_said(text: str) -> list[tuple[tuple[str, str, str], str]]:
    return [
        (_span(match), match.group())
        for match in _SIZE_SPAN.finditer(text)
        if not _OTHER_SPAN_BEFORE.search(text[max(0, match.start() - 30) : match.start()])
    ]


# One age in months as a size (seventeenth round): the specific "12 Months" or "12M", and the description's "size 18
# months" or "size: 18m". Only a size so called is read: "she is 18 months" or "fits 12 months" is about a child,
# and "size 12-18 months" is a span (read above), which agrees with any age inside it.
_MONTHS = r"(?:m|mths?|mos?|months?)\b"
_SIZE_MONTHS_GIVEN = re.compile(rf"(\d{{1,2}})\s?{_MONTHS}", _I)
_SIZE_MONTHS_SAID = re.compile(rf"\bsize\s*:?\s*(\d{{1,2}})\s?{_MONTHS}(?!\s?(?:-|–|to|/)\s?\d)", _I)


def _months_mismatch(own: str, text: str) -> str | None:
    """A size in months the text states that is not ``own`` months, unless the text also states ``own`` or a span
    holding it (a listing that gives both reads as one item across two labels, not a contradiction)."""
    said = [
        m
        for m in _SIZE_MONTHS_SAID.finditer(text)
        if not _OTHER_SPAN_BEFORE.search(text[max(0, m.start() - 30) : m.start()])
        and not facets.other_listings_sentence(text, m.start())
    ]
    if not said or any(m.group(1) == own for m in said):
        return None
    spans = [_span(m) for m in _SIZE_SPAN.finditer(text)]
    if any(kind == "m" and int(low) <= int(own) <= int(high) for kind, low, high in spans):
        return None
    return said[0].group()


def size_span_mismatch(listing: Listing) -> Quote | None:
    """The size specific's span ("Size: 6-9 Months", "Size: S-M") against another span of the same kind the title
    or the description states ("3-6 months", "M-L"), when that field never writes the specific's span; a span
    said as an option or of another item ("also fits 3-6 months", "comes in 0-3 months too") is not read. A
    specific of one age in months ("12 Months") is held against the size in months the text states."""
    for key, value in sorted(listing.attributes.items()):
        if not ("size" in key.lower() or "age" in key.lower()) or not _SIZE_SPAN_KEY.match(_key_words(key)):
            continue
        if months := _SIZE_MONTHS_GIVEN.fullmatch(value.strip()):
            for field, text in ((ListingField.TITLE, listing.title), (ListingField.DESCRIPTION, listing.description)):
                if (quote := _months_mismatch(months.group(1), text)) is not None:
                    return field, quote
            continue
        given = _SIZE_SPAN.fullmatch(value.strip())
        if given is None:
            continue
        own = _span(given)
        for field, text in ((ListingField.TITLE, listing.title), (ListingField.DESCRIPTION, listing.description)):
            said = _spans_said(text)
            written = {span for span, _quote in said}
            if own in written or any(_span(m) == own for m in _SIZE_SPAN.finditer(text)):
                continue
            other = next((quote for span, quote in said if span[0] == own[0]), None)
            if other is not None:
                return field, other
    return None


# --- a pair of dimensions (issue 19, seventeenth round) -----------------------------------------------------

# A title's "79 x 71 in" (a mat, a rug, a print) against another pair the description says of the item itself: "the
# mat is 59 x 47 in when unfolded", "Size: 59 x 31 in". A third figure (thickness) may follow. Only a pair the
# description attributes to the item is read: its subject is "it", "this" or a word of the title, or a "Size:" or
# "Dimensions:" label; a box's, a part's, each piece's or a folded state's pair is something else measured.
_DIMENSION_PAIR = re.compile(
    r"(?<![\w.])(\d{1,3}(?:\.\d+)?)\s?(?:in|cm|ft|\"|″)?\s?[x×]\s?(\d{1,3}(?:\.\d+)?)(?:\s?[x×]\s?\d{1,3}(?:\.\d+)?)?"
    r"\s?(inch(?:es)?\b|in\b|cm\b|ft\b|feet\b|\"|″)",
    _I,
)
_PAIR_UNITS = {"inch": "in", "inches": "in", '"': "in", "″": "in", "feet": "ft"}
_PAIR_SUBJECT_BEFORE = re.compile(
    r"(?:\b([a-z]+)\s+(?:is|measures)|\bmeasuring|(?:^|\n|[.;]\s*)\s*(?:size|dimensions?|measurements?)\s*:)\s+(?:about\s+|approx\.?\s+)?$",
    _I,
)
_PAIR_NOT_THE_ITEM = re.compile(
    r"\b(?:folded|packed|boxed|box|package|packaging|parcel|carton|bag|case|pouch|each|per|piece|tile|panel|part"
    r"|base|seat|frame|floor|window|opening|print\s+area|image)\b",
    _I,
)


def _pair(match: re.Match[str]) -> tuple[tuple[float, float], str]:
    unit = match.group(3).lower()
    return (
        (float(match.group(1)), float(match.group(2))),
        _PAIR_UNITS.get(unit, unit),
    )


def _same_pair(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return all(_close(x, y) for x, y in zip(sorted(a), sorted(b), strict=True))


_MOUNT_BEFORE = re.compile(r"\b(?:mount|mounted|frame|framed|border|matted|passe-partout)\b[^.;!?\n]{0,30}$", _I)


def _clause_before(text: str, start: int) -> str:
    """The sentence up to a position, at most 60 characters of it."""
    before = text[max(0, start - 60) : start]
    return re.split(r"[.;!?\n]", before)[-1]


def dimension_pair_mismatch(listing: Listing) -> Quote | None:
    """The title's one pair of dimensions against a different pair, in the same unit, that the description says of
    the item itself; a pair of the box, of a part, of each piece or of a folded state is not read."""
    in_title = {_pair(m) for m in _DIMENSION_PAIR.finditer(listing.title)}
    if len(in_title) != 1:
        return None
    (own, unit) = next(iter(in_title))
    text = listing.description
    pairs = [(match, *_pair(match)) for match in _DIMENSION_PAIR.finditer(text)]
    # Twenty-fourth round: a description that gives the title's own pair as the size of a mount, frame or border
    # ("painting 23 x 31 cm, in a mount to 30 x 40 cm" under "Mounted 30 x 40 cm") sizes the whole the title sizes;
    # the other pair is the work within it. The title's pair said of the item itself beside another ("79 x 71 in ...
    # mat is 59 x 47 in") still disagrees.
    if any(
        pair_unit == unit and _same_pair(pair, own) and _MOUNT_BEFORE.search(_clause_before(text, match.start()))
        for match, pair, pair_unit in pairs
    ):
        return None
    for match, pair, pair_unit in pairs:
        if pair_unit != unit or _same_pair(pair, own):
            continue
        before = text[max(0, match.start() - 40) : match.start()]
        said = _PAIR_SUBJECT_BEFORE.search(before)
        if said is None:
            continue
        subject = (said.group(1) or "").lower()
        title_words = {_singular(w) for w in re.findall(r"[a-z]+", listing.title.lower())}
        if said.group(1) is not None and subject not in ("it", "this") and _singular(subject) not in title_words:
            continue
        # The clause the pair is said in: from the last break before it to the next sentence's.
        opened = max(before.rfind(mark) for mark in ",.;\n")
        clause = before[opened + 1 :] + re.split(r"[.;\n]", text[match.end() : match.end() + 30])[0]
        if _PAIR_NOT_THE_ITEM.search(clause) or facets.other_listings_sentence(text, match.start()):
            continue
        return ListingField.DESCRIPTION, match.group()
    return None


# Twenty-second round: the title's dimensions against the item's own dimensions specific ("48 x 24 Inch" over
# "Dimensions: 72 x 30 x 34 in", "6 x 8 ft" over "Size: 4 x 6 Feet", "300x300x300mm" over "Build Volume: 220 x 220 x
# 250 Millimeters"). Units are converted (a "5 x 7 ft" rug is "60 x 84 inches"; centimetres and inches agree to the
# measures' tolerance), and the shorter set of figures must be found within the longer, in any order: a title's
# width and depth are two of the specific's three. A package's, a part's or a folded state's dimensions, and a pair
# the title gives of what the item fits or holds ("Frame for 8 x 10 in photos"), are something else measured.
# The size units, longest first, each closed where it ends in a letter (thirty-fourth round: derived, not spelled).
_DIMENSION_UNIT = (
    "(?:"
    + "|".join(
        re.escape(unit) + (r"\b" if unit[-1].isalpha() else "") for unit in sorted(SIZE_UNITS_MM, key=len, reverse=True)
    )
    + ")"
)
# Each figure may carry its own unit ("10ft x 30in", "4 x 8 ft x 11 in"); one without takes the next unit written. A
# fraction's tail ("8-1/2 x 11", "2 1/4 in x 50 ft") is not a figure of its own.
_DIMENSION_SET = re.compile(
    rf"(?<![\w./-])(\d{{1,4}}(?:\.\d+)?)\s?({_DIMENSION_UNIT})?\s?[x×*]\s?(\d{{1,4}}(?:\.\d+)?)\s?({_DIMENSION_UNIT})?"
    rf"(?:\s?[x×*]\s?(\d{{1,4}}(?:\.\d+)?)\s?({_DIMENSION_UNIT}))?(?<=[a-z\"″])",
    _I,
)
_DIMENSIONS_KEY = re.compile(
    r"^(?:item\s+|product\s+|overall\s+|assembled\s+|build\s+)?(?:dimensions?|size|volume)$", _I
)
_FITS_BEFORE = re.compile(
    r"\b(?:for|fits?|fitting|holds?|takes|accepts?|suits?|compatible\s+with)\s+(?:[\w-]+\s+){0,2}$", _I
)


def _dimension_sets(text: str) -> list[tuple[tuple[float, ...], str, int]]:
    """Each set of two or three dimensions written with a unit, in millimetres, with its quote and where it starts."""
    found = []
    for match in _DIMENSION_SET.finditer(text):
        pairs = [(match.group(i), match.group(i + 1)) for i in (1, 3, 5) if match.group(i) is not None]
        figures: list[float] = []
        unit: str | None = None
        for number, written in reversed(pairs):
            unit = written.lower() if written else unit
            if unit is None:
                break
            figures.append(float(number) * SIZE_UNITS_MM[unit])
        if len(figures) == len(pairs):
            found.append((tuple(reversed(figures)), match.group(), match.start()))
    return found


# Sizes are often nominal ("2 x 8 ft" for a 22 x 94 in liner, a "5 x 7" rug cut at 152 x 213 cm): figures this close
# are one size named two ways; the escapes differ by a third or more.
_NOMINAL = 0.1


def _within(short: tuple[float, ...], long: tuple[float, ...]) -> bool:
    """Whether every figure of the shorter set is one of the longer set's, each matched once."""
    left = list(long)
    for figure in sorted(short, reverse=True):
        match = next((x for x in left if abs(x - figure) <= _NOMINAL * max(x, figure)), None)
        if match is None:
            return False
        left.remove(match)
    return True


def _agree(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return _within(a, b) if len(a) <= len(b) else _within(b, a)


def dimensions_against_specific(listing: Listing) -> Quote | None:
    """The title's one set of dimensions against the set the item's own dimensions or size specific gives; any
    specific that gives the title's set ("Mattress Size: 140 x 70 cm" on a cot bed titled by it) settles it."""
    in_title = [
        (figures, quote)
        for figures, quote, start in _dimension_sets(listing.title)
        if not _FITS_BEFORE.search(listing.title[max(0, start - 30) : start])
    ]
    if not in_title:
        return _length_against_size(listing)
    if len({figures for figures, _ in in_title}) != 1:
        return None
    own, quote = in_title[0]
    given = [
        (_key_words(key), sets[0][0])
        for key, value in sorted(listing.attributes.items())
        if len(sets := _dimension_sets(value)) == 1 and sets[0][1].strip() == value.strip()
    ]
    if any(_agree(own, figures) for _, figures in given):
        return None
    if _ends_measured_apart(listing) and any(_box_round_a_taper(own, figures) for _, figures in given):
        return None
    if any(_DIMENSIONS_KEY.match(words) for words, _ in given):
        return ListingField.TITLE, quote
    return None


# Fortieth round: a round item that tapers (a lamp shade, a planter, a bucket, a bin) is sized by its top, its bottom
# and its height ("8 x 14 x 10.5 in" for a shade), while a dimensions specific gives the box it fits in, the wider end
# twice ("14 x 14 x 10.5 in"). The two agree when raising the narrower end of the title's set to the wider one gives the
# specific's set, and the listing says the two ends apart ("8 inch top, 14 inch bottom", "top 30 cm, base 20 cm"); any
# other third figure, or ends nobody names, stays a disagreement.
_END_WORDS = (r"top|rim|opening|mouth", r"bottom|base|foot")
_ENDS_MEASURED = tuple(
    re.compile(rf"\b(?:{words})\b[^.;\n\d]{{0,20}}\d|\d[^.;\n]{{0,20}}?\b(?:{words})\b", _I) for words in _END_WORDS
)


def _ends_measured_apart(listing: Listing) -> bool:
    text = f"{listing.title}\n{listing.description}"
    return all(end.search(text) is not None for end in _ENDS_MEASURED)


def _box_round_a_taper(own: tuple[float, ...], box: tuple[float, ...]) -> bool:
    if len(own) != 3 or len(box) != 3:
        return False
    for narrow, wide in ((0, 1), (1, 0)):
        if own[narrow] >= own[wide] * (1 - _NOMINAL):
            continue
        widened = tuple(own[wide] if at == narrow else figure for at, figure in enumerate(own))
        if _within(widened, box):
            return True
    return False


# Thirty-sixth round: a title sized by one length ("12ft trampoline", "28cm frying pan", "8 ft ladder") against a
# size specific whose whole value is another single length (a diameter or a length specific may size another part: a
# hose's bore beside its length), nominal sizes within a tenth as above. A
# title with several lengths sizes several parts, and a description that writes the specific's length settles it.
_ONE_LENGTH = re.compile(
    rf'(?<![\w./-])(?<![\d\s"][x×*]\s)(?<![\d\s"][x×*])(\d{{1,4}}(?:\.\d+)?)\s?-?\s?({_DIMENSION_UNIT})', _I
)
_ONE_SIZE_KEY = re.compile(r"^(?:item\s+)?size$", _I)


def _lengths(text: str) -> list[tuple[float, str]]:
    return [(float(m.group(1)) * SIZE_UNITS_MM[m.group(2).lower()], m.group()) for m in _ONE_LENGTH.finditer(text)]


def _length_against_size(listing: Listing) -> Quote | None:
    given = [
        lengths[0][0]
        for key, value in sorted(listing.attributes.items())
        if _ONE_SIZE_KEY.match(_key_words(key))
        and len(lengths := _lengths(value)) == 1
        and lengths[0][1].strip() == value.strip()
    ]
    if len(given) != 1:
        return None
    in_title = _lengths(listing.title)
    if len(in_title) != 1 or _agree((in_title[0][0],), (given[0],)):
        return None
    if any(_agree((figure,), (given[0],)) for figure, _ in _lengths(listing.description)):
        return None
    return ListingField.TITLE, in_title[0][1]


# Twenty-second round: a variety or cultivar specific ("Variety: <name>", "Tea Variety", "Hop Variety") that neither the
# title nor the description writes. A plant's, a seed's, a tea's or a coin's variety is what the item is, and a listing
# names it where it names the item ("Seed Potatoes <variety> 2 lb"); a specific it never writes was copied from another
# listing, or the title names another variety. Written without punctuation or spaces ("Tete-a-Tete", "Gardeners
# Delight"). A card's parallel ("Parallel/Variety: Base") and a value that names no variety are not read.
_VARIETY_KEY = re.compile(r"^(?:[a-z]+\s+)?(?:variety|cultivar)$", _I)
_NO_VARIETY = re.compile(
    r"^(?:none|n/?a|unknown|generic|mixed|mix|assorted|various|standard|regular|normal|base|other|not\s+specified)$", _I
)


def variety_written_nowhere(listing: Listing) -> Quote | None:
    """A variety specific whose name neither the title nor the description writes."""
    written = alnum_folded(listing.title) + " " + alnum_folded(listing.description)
    for key, value in sorted(listing.attributes.items()):
        name = value.strip()
        if not _VARIETY_KEY.match(_key_words(key)) or "parallel" in key.lower():
            continue
        if _NO_VARIETY.match(name) or is_placeholder(name) or len(alnum_folded(name)) < 3:
            continue
        if alnum_folded(name) not in written:
            return ListingField.ATTRIBUTES, name
    return None


# Twenty-second round (recall on fresh authors): a quantity a specific names by its own key, against the title's one
# figure in that quantity's units ("70W" over "Power: 40 W", "165Hz" over "Refresh Rate: 144 Hz", "10 ft" over "Cable
# Length: 6 Feet", "54 sq ft" over "Coverage: 108 sq ft"). The measure reader leaves power, rate and length keys out
# (a limit, an output or a part's length as often as the item's); here only the key that names the quantity of the
# item itself is read, with that quantity's units alone. quantity -> (the specific's key, its units in a base unit).
_RATED_QUANTITIES: Mapping[str, tuple[re.Pattern[str], Mapping[str, float]]] = {
    "power": (
        re.compile(r"^(?:rated\s+)?(?:power|wattage)$", _I),
        {"w": 1.0, "watt": 1.0, "watts": 1.0, "kw": 1000.0},
    ),
    "refresh": (re.compile(r"^refresh\s+rate$", _I), {"hz": 1.0}),
    "cable length": (
        re.compile(r"^(?:cable|cord|lead|hose)\s+length$", _I),
        {"ft": 304.8, "feet": 304.8, "foot": 304.8, "m": 1000.0, "metre": 1000.0, "metres": 1000.0,
         "meter": 1000.0, "meters": 1000.0, "cm": 10.0},
    ),
    "area": (
        re.compile(r"^(?:coverage|coverage\s+area|area)$", _I),
        {"sq ft": 0.092903, "sq. ft": 0.092903, "sqft": 0.092903, "square feet": 0.092903, "ft²": 0.092903,
         "ft2": 0.092903, "sq m": 1.0, "sqm": 1.0, "m²": 1.0, "m2": 1.0, "square metres": 1.0,
         "square meters": 1.0},
    ),
}  # fmt: skip
# A figure that is a peak, a surge, an overclock or the bulb a lamp replaces is no rating of the item ("1000W peak",
# "165Hz OC", "60W Equivalent" on a 9 W bulb); a range's end is left out with the measure reader's own cues.
_RATED_NOT_OWN_AFTER = re.compile(
    r"^\s*(?:peak|surge|max\w*|pmpo|\(?oc\b|overclock\w*|equiv\w*|eq\b|replacement|incandescent|halogen)", _I
)


@lru_cache(maxsize=FIXED_ARGUMENTS_HELD)
def _rated_figure(units: tuple[str, ...]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(u).replace(r"\ ", r"\s?") for u in sorted(units, key=len, reverse=True))
    return re.compile(rf"(?<![\w.,/-])(\d+(?:\.\d+)?)\s?-?\s?({alternatives})(?![\w/²])", _I)


def _rated_figures(text: str, units: Mapping[str, float], own: bool) -> list[tuple[float, str]]:
    """Each figure the text writes in the units, in the base unit, with its quote; ``own``: the item's own only."""
    found = []
    for match in _rated_figure(tuple(units)).finditer(text):
        before = text[max(0, match.start() - 30) : match.start()]
        after = text[match.end() : match.end() + 25]
        if own and (
            _NOT_OWN_BEFORE.search(before) or _NOT_OWN_AFTER_TITLE.match(after) or _RATED_NOT_OWN_AFTER.match(after)
        ):
            continue
        unit = " ".join(match.group(2).lower().split())
        factor = units.get(unit, units.get(unit.replace(" ", ""), 0.0))
        if factor:
            found.append((float(match.group(1)) * factor, match.group().strip()))
    return found


def rated_figure_mismatch(listing: Listing) -> Quote | None:
    """The title's one figure of a quantity against the one the specific named by that quantity gives, when no figure
    the title writes in those units, and no other specific, gives the specific's."""
    for key, value in sorted(listing.attributes.items()):
        words = _key_words(key)
        for pattern, units in _RATED_QUANTITIES.values():
            if not pattern.match(words):
                continue
            given = _rated_figures(value, units, own=False)
            if len(given) != 1 or given[0][1] != value.strip():
                continue
            own = _rated_figures(listing.title, units, own=True)
            if len({figure for figure, _ in own}) != 1:
                continue
            written = [figure for figure, _ in _rated_figures(listing.title, units, own=False)]
            # Another specific that is one such figure ("Max Power: 70 W") rates the item too; one that writes it in a
            # name ("Item Type: 70W Soldering Station") copies the title.
            others = [
                figure
                for other, text in listing.attributes.items()
                if other != key
                for figure, quote in _rated_figures(text, units, own=False)
                if quote == text.strip()
            ]
            if any(abs(given[0][0] - f) <= _NOMINAL * max(given[0][0], f) for f in (*written, *others)):
                continue
            if any(abs(own[0][0] - f) <= _NOMINAL * max(own[0][0], f) for f in others):
                continue
            return ListingField.TITLE, own[0][1]
    return None


# A garment or a pair of shoes whose size is stated nowhere: no size specific, and no size in the title or the
# description (a letter size, "size 10", "UK 8", "W32 L30", an age, "one size").
_ANY_SIZE_KEY = re.compile(r"size|waist|inseam|chest|bust|leg\s+length|fit\b|age", _I)
# Thirty-seventh round: a garment measured instead of sized (a vintage or a tailored piece: "Length: 104 cm", "Sleeve
# Length: 63 cm", "Pit to Pit: 22 in") gives the measures a buyer fits it by in a specific. A part's measure ("Shaft
# Length" of a boot, "Heel Height") fits no wearer, so only the garment's own length, sleeve, shoulders or across.
_GARMENT_MEASURE_KEY = re.compile(
    r"^(?:(?:item|garment|back|total)\s+)?length$|^sleeves?(?:\s+length)?$|^shoulders?(?:\s+width)?$"
    r"|^(?:arm)?pit\s+to\s+(?:arm)?pit$|^across\s+(?:the\s+)?(?:chest|shoulders|back)$",
    _I,
)
_SIZE_STATED = re.compile(
    r"\b(?:sizes?|sz|uk|us|eu|eur|fr|it|w|l|waist|chest|age|ages|one[\s-]size|osfa|os)\s?:?\s?\d"
    r"|\bone[\s-]size\b|\bosfa\b|\bfree\s+size\b|\b\d{1,2}\s?(?:-|–|to)\s?\d{1,2}\s?(?:m|mths?|months?|y|yrs?|years?)\b"
    r"|\b\d{2}\s?[x/]\s?\d{2}\b|\b\d{2}\s?(?:in|inch|\")\s+(?:waist|chest|leg)"
    r"|(?<![\w'’-])(?:xxs|xs|s|m|l|xl|xxl|xxxl|[2-6]xl|small|medium|large|x-large|xx-large|petite|tall)(?![\w'’-])"
    r"|\b\d{1,2}(?:\.5)?\s?(?:uk|us|eu)\b|\b(?:newborn|tiny\s+baby|\d{1,2}t)\b",
    _I,
)


# Only where the marketplace files the listing as something worn: a figurine's "Blue Dress" or a bag's "Shoe
# Compartment" is not a garment sold. The detectors' spring check reads it too (a hood that rolls into a collar).
# Shoes are in; the detectors' placeholder size check reads only the garment categories by name
# (detectors._SIZED_GARMENT_CATEGORIES), as shoe categories also sell insoles and polish in no size.
CLOTHING_CATEGORY = re.compile(r"cloth|shoe|sneaker|apparel|fashion|footwear", _I)
# What the title sells comes before what it is for or comes with ("Holdall with shoe pocket" sells a bag).
_SOLD_WITH = re.compile(r"\b(?:for|fits|compatible\s+with|with)\b|\bw/|\+", _I)


def sized_item_without_size(listing: Listing) -> Quote | None:
    """A garment or a pair of shoes (what the title sells, before any "for") with no size specific at all and no
    size anywhere in the title or the description. Returns the title's garment word."""
    if not listing.attributes or not CLOTHING_CATEGORY.search(listing.category):
        return None
    subject = _SOLD_WITH.split(listing.title, maxsplit=1)[0]
    worn = _WORN.search(subject)
    if worn is None or re.search(r"helmet|bike|bicycle", worn.group(), _I):
        return None
    if any(_ANY_SIZE_KEY.search(key) for key in listing.attributes):
        return None
    if any(
        _GARMENT_MEASURE_KEY.match(_key_words(key)) and _MEASURE.search(value)
        for key, value in listing.attributes.items()
    ):
        return None
    # On eBay the size of a garment or a pair of shoes is an item specific buyers filter by: a size written only in
    # the description ("These are a UK 9") still leaves it missing (twelfth round); a size in the title is where
    # buyers search. Elsewhere the description may give it.
    if _SIZE_STATED.search(listing.title) or (
        listing.marketplace is not Marketplace.EBAY and _SIZE_STATED.search(listing.description)
    ):
        return None
    return ListingField.TITLE, worn.group()


# A maker's series prefix and a model in it ("WM-FX290", "DS-1", "KX-TG6812"): the model specific's code against the
# title's code of the same prefix and another series or number, when the title and the description never write the
# specific's code.
_SERIES_CODE = re.compile(r"(?<![\w-])([a-z]{2,4})-([a-z]{0,3}\d{1,5}[a-z]{0,3})(?![\w-])", _I)


def model_series_mismatch(listing: Listing) -> Quote | None:
    """The model specific's series code ("Model: WM-EX194") against the title's code with the same maker's prefix
    and another series ("WM-FX290"), when neither the title nor the description writes the specific's code; a
    code extending the other ("DS-1" and "DS-1W") is the same model."""
    if "-" not in listing.title:
        return None
    for value in _own_code_values(listing):
        if "-" not in value:
            continue
        own = _SERIES_CODE.findall(value)
        if len(own) != 1 or _plain("".join(own[0])) in _plain(f"{listing.title} {listing.description}"):
            continue
        prefix, series = own[0][0].upper(), own[0][1].upper()
        for match in _SERIES_CODE.finditer(listing.title):
            other = match.group(2).upper()
            if match.group(1).upper() != prefix or other.startswith(series) or series.startswith(other):
                continue
            if _names_the_host(listing, match):
                continue
            return ListingField.TITLE, match.group()
    return None


# Fortieth round: a part or a refill sold for a maker's machine carries its own code in the same series as the
# machine's ("Replacement Motor for <maker> KC-SPN12" with "MPN: KC-MTR12", a filter for a vacuum, a cartridge for a
# printer). The title's code names the machine when a fit cue stands a few words before it (the maker's name may sit
# between) or a specific of what the item fits gives it; the item's own code against another of the series, with
# neither, stays a disagreement.
_HOST_CUE = shapes.fit_cue("for", r"to\s+fit", r"suits?", "replaces")
_HOST_CUE_BEFORE = re.compile(rf"\b(?:{_HOST_CUE})\s+(?:[\w'&.-]+\s+){{0,3}}$", _I)


def _names_the_host(listing: Listing, match: re.Match[str]) -> bool:
    if _HOST_CUE_BEFORE.search(listing.title[max(0, match.start() - 60) : match.start()]):
        return True
    code = _plain(match.group())
    return any(
        code in _plain(value) for key, value in listing.attributes.items() if shapes.WHAT_IT_FITS_KEY.search(key)
    )


# Twentieth round: a model specific of a line word and a name word ("ELEMNT ROAM", "Echo Dot") that the description
# writes in full, while the title pairs the line word with another name ("ELEMNT BOLT") that no other specific, the
# category or the description uses: the title sells another model of the line. A name the title extends ("Buds2"
# for "Buds") or a kind word the specifics give ("Echo Smart Speaker" beside "Type: Smart Speaker") is no other model.
_LINE_AND_NAME = re.compile(r"([a-z]{3,})\s+([a-z]{3,})", _I)


def _shared_opening(one: str, other: str) -> int:
    return next((at for at, (a, b) in enumerate(zip(one, other, strict=False)) if a != b), min(len(one), len(other)))


def _case_shape(word: str) -> str:
    return "upper" if word.isupper() else "capital" if word[0].isupper() else "lower"


def model_name_mismatch(listing: Listing) -> Quote | None:
    """The title's line-and-name ("ELEMNT BOLT") against the model specific's ("ELEMNT ROAM"), which the description
    writes and the title never does."""
    for value in _own_code_values(listing):
        own = _LINE_AND_NAME.fullmatch(value.strip())
        if own is None:
            continue
        line, name = own.group(1), own.group(2)
        if built(rf"\b{re.escape(name)}", _I).search(listing.title):
            continue
        written = built(rf"\b{re.escape(line)}\s+({re.escape(name)})\b", _I).findall(listing.description)
        # Twenty-fifth round: a name the description writes only in lower case where the specific capitalises it
        # ("ILCA dinghy" beside "Model: ILCA Dinghy", "a Lodge skillet") is a common noun there, the kind of thing
        # the line makes, so the title's other kind word ("Sailboat") names no other model.
        if not written or (not name.islower() and all(word.islower() for word in written)):
            continue
        titled = built(rf"\b{re.escape(line)}\s+([a-z]{{3,}})\b", _I).search(listing.title)
        if titled is None:
            continue
        # A name is written as the specific writes its name ("RIDGE" beside "SUMMIT", "Aria" beside "Nova"); a kind
        # word after the line ("Linden lamp") is not, nor is another form of the same name ("Wellies" for "Welly"),
        # which shares all but its ending.
        if (
            _case_shape(titled.group(1)) != _case_shape(name)
            or _shared_opening(name.lower(), titled.group(1).lower()) >= min(len(name), len(titled.group(1))) - 2
        ):
            continue
        other = re.escape(titled.group(1))
        kinds = " ".join(
            [listing.category.replace("_", " ")]
            + [text for key, text in listing.attributes.items() if not _names_own_code(key)]
        )
        if built(rf"\b{other}", _I).search(kinds) or built(rf"\b{other}\b", _I).search(listing.description):
            continue
        return ListingField.TITLE, titled.group()
    return None


# Thirty-fifth round: a model specific that is one name ("TimeLine", "DFAM"), against the name the title writes right
# after the brand ("Strymon BigSky"), when the description sides with one of them and never writes the other: the
# title and the specific name two models of the maker. Both must be written as makers write a model's name (a digit,
# an inner capital, or all capitals; the specific's of letters only), so a kind word after the brand ("Strymon
# Reverb") is no model and a catalogue code is no other name; a name the other extends may be the same model short.
_MODEL_NAME_WORD = re.compile(r"(?=[\w-]*(?:\d|[a-z][A-Z]|[A-Z]{3}))[A-Za-z][\w-]{2,}")


def brand_model_replaced(listing: Listing) -> Quote | None:
    """The title's brand-and-name against a one-name model specific, the description writing only one of them."""
    brands = [v.strip() for k, v in listing.attributes.items() if _BRAND_KEY.match(_key_words(k)) and v.strip()]
    models = [
        v.strip()
        for k, v in sorted(listing.attributes.items())
        # A name of letters only: a code of digits ("SW-UV40") is a catalogue number the title's name may stand for.
        if _MODEL_SPECIFIC.match(_key_words(k)) and v.strip().isalpha() and _MODEL_NAME_WORD.fullmatch(v.strip())
    ]
    if len(brands) != 1 or len(models) != 1 or is_placeholder(models[0]):
        return None
    brand, model = brands[0], models[0]
    if written_alone(model, listing.title):
        return None
    named = built(rf"(?<![\w-]){spaced(brand)}\s+([A-Za-z][\w-]{{2,}})", _I)
    titled = named.search(listing.title)
    if titled is None or _MODEL_NAME_WORD.fullmatch(other := titled.group(1)) is None:
        return None
    if _shared_opening(model.lower(), other.lower()) >= min(len(model), len(other)) - 2:
        return None
    specifics = " ".join([listing.category.replace("_", " "), *listing.attributes.values()])
    if written_alone(other, specifics):
        return None
    if written_alone(model, listing.description) != written_alone(other, listing.description):
        return ListingField.TITLE, titled.group()
    return None


# Forty-sixth round: the mirror of model_name_mismatch, where the line leads and its name is replaced. A model specific
# of a name and what follows it ("Vista V2", "Smart Sock 3") whose following word the title writes right after the
# brand with another name before it ("Cruz V2", "Dream Sock"), while the description writes the specific's name with
# that word and never the title's name: the title sells a sibling model of the line (the maker names its models by the
# first word and keeps the version or the product word). The other name must be written as the specific's name is (a
# capitalised word of letters), so a kind word after the brand that the other specifics or the description give is no
# model.
def model_name_swapped(listing: Listing) -> Quote | None:
    """The title's "<brand> <other name> <kept word>" against the model specific's "<name> <kept word> ...", which the
    description writes and the title never does."""
    brands = [v.strip() for k, v in listing.attributes.items() if _BRAND_KEY.match(_key_words(k)) and v.strip()]
    models = [v.strip() for k, v in listing.attributes.items() if _MODEL_SPECIFIC.match(_key_words(k)) and v.strip()]
    if len(brands) != 1 or len(models) != 1 or is_placeholder(models[0]) or _SEVERAL_VALUES.search(models[0]):
        return None
    parts = models[0].split()
    if len(parts) < 2 or not (parts[0].isalpha() and len(parts[0]) >= 3) or written_alone(parts[0], listing.title):
        return None
    name, kept = parts[0], parts[1]
    # The kept word is the model's own ("V2", "Sock"), not a kind the specifics give ("Jacket" beside "Type: Jacket"),
    # where another word before it ("Running Jacket") describes the kind; nor a common noun ("Promo ice chest").
    others = " ".join(
        [listing.category.replace("_", " ")]
        + [text for key, text in listing.attributes.items() if not _MODEL_SPECIFIC.match(_key_words(key))]
    )
    if kept.islower() or written_alone(kept, others):
        return None
    titled = built(rf"(?<![\w-]){spaced(brands[0])}\s+([A-Za-z]{{3,}})\s+{re.escape(kept)}(?![\w-])", _I).search(
        listing.title
    )
    if titled is None or _case_shape(other := titled.group(1)) != _case_shape(name):
        return None
    if _shared_opening(name.lower(), other.lower()) >= min(len(name), len(other)) - 2:
        return None
    if not _written_as_words(listing.description, [name, kept]) or written_alone(other, listing.description):
        return None
    if written_alone(other, others):
        return None
    return ListingField.TITLE, titled.group()


# How many of a counted set the description says are gone ("the third went separately", "one is missing", "only
# two left"): the title sells the whole count ("x3", "Set of 4", "3 Pack").
# A size's sides ("8-1/2\" x 11\"", "30 x 40 cm") are no count of a set (seventeenth round): an "x" after a measure or
# before a unit is read as a dimension.
_TITLE_SET_COUNT = re.compile(
    r"\b(?:set|lot|bundle|pack|collection)\s+of\s+(\d{1,2})\b"
    r"|(?<![\w.])(?<![\d\"”']\s)x\s?(\d{1,2})\b(?!\s?(?:[\"”']|(?:in|inch(?:es)?|cm|mm|m|ft)\b))"
    r"|\b(\d{1,2})\s?(?:-\s?)?(?:pack|piece\s+set|pc\s+set|set)\b",
    _I,
)
_ONE_GONE = re.compile(
    r"\b(?:one|1|the\s+(?:other|third|fourth|second|last)|the\s+[a-z]{1,3}-?\d{1,4}[a-z]?)\s+(?:of\s+them\s+)?"
    r"(?:is|was|has\s+been|went|got|have\s+been)\s+(?:missing|lost|sold|gone|broken\s+off|separately)\b"
    r"|\b(?:sold|went)\s+(?:one|the\s+(?:other|third|fourth|second))\s+(?:separately|already|off)\b",
    _I,
)
_ONLY_LEFT = re.compile(
    r"\bonly\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven)\s+(?:\w+\s+)?"
    r"(?:left|remain(?:ing)?|included|come|are\s+included|in\s+the\s+(?:box|lot|set|bundle))\b",
    _I,
)
_TITLE_SAYS_SHORT = re.compile(r"\b(?:missing|incomplete|spares|short|only|\d{1,2}\s+of\s+\d{1,2})\b", _I)


# Twelfth round: the description's own list of what the buyer gets ("You get A, B and C", "you'll receive the 18cm
# and the 20cm") names fewer than the title's count; a member counted in the list ("two controllers") counts as many.
# Twenty-fourth round: the same list headed as contents ("Includes: A, B, C", "In the box: 10 cars"); a heading lists
# what comes, so it is read when it names two or more (a single entry there is as often an accessory: "Included:
# the tyres").
_YOU_GET = re.compile(
    r"\b(?:you(?:'ll|\s+will)?\s+(?:get|receive)\b\s*:?|(includes|included|contains|in\s+the\s+(?:box|set|lot))\s*:)"
    r"\s*([^.!?\n]{3,300})",
    _I,
)
_LIST_PARTS = re.compile(r"\s*(?:,|&|\band\b|\bplus\b)\s*", _I)
_LEADING_COUNT = re.compile(
    r"^(?:the\s+)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b", _I
)
# "Quantity: 12" counts the set when the title writes the same number ("12 Vials"; twenty-fourth round).
_NUMBER_OF_KEY = re.compile(
    r"^(?:number\s+of\s+(?:items|pieces|books|pans|cars|units)|pieces|item\s+count|set\s+size|quantity)$", _I
)
_MAX_LISTED = 20


def _listed_count(items: str) -> int:
    total = 0
    for part in _LIST_PARTS.split(items):
        part = part.strip()
        # A remark after a comma ("perfect for a V6", "each in its own divider") or a statement ("the 16cm has
        # already gone") names nothing more that comes.
        if not part or not _LIST_OPENING.match(part) or _LIST_STATEMENT.search(part):
            continue
        lead = _LEADING_COUNT.match(part)
        total += (facets.number(lead.group(1)) or 1) if lead is not None else 1
    return total


def _whole_count(listing: Listing) -> int:
    """The title's set count, or a count specific the title also writes ("7 Books" beside "Number of Books: 7")."""
    counted = _TITLE_SET_COUNT.search(listing.title)
    if counted is not None:
        return int(next(group for group in counted.groups() if group))
    for key, value in listing.attributes.items():
        count = value.strip()
        if (
            _NUMBER_OF_KEY.match(_key_words(key))
            and count.isdigit()
            and re.search(rf"(?<![\d.,]){count}(?![\d.,])", listing.title)
        ):
            return int(count)
    return 0


# The list ends at an aside (a dash, a bracket) or a colon that opens a list on the next line; it opens with a count,
# an article or a name ("you get home safely" and "you get here" are no list of things).
_LIST_STATEMENT = re.compile(r"\b(?:is|are|was|were|has|have|had|went|gone|sold|broke|broken)\b", _I)
_LIST_END = re.compile(r"\s[-–—]\s|\(|:|;")
_LIST_OPENING = re.compile(
    r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|the|a|an)\b|(?-i:[A-Z])", _I
)


def _listed_fewer(listing: Listing, whole: int) -> Quote | None:
    for match in _YOU_GET.finditer(listing.description):
        items = _LIST_END.split(match.group(2), maxsplit=1)[0].strip()
        if not items or not _LIST_OPENING.match(items):
            continue
        listed = _listed_count(items)
        if (2 if match.group(1) else 1) <= listed < whole <= _MAX_LISTED:
            end = match.start(2) + match.group(2).index(items) + len(items)
            return ListingField.DESCRIPTION, listing.description[match.start() : end]
    return None


def set_member_gone(listing: Listing) -> Quote | None:
    """The title sells a counted set ("Set of 4", "Bundle x3", "6 Pack") while the description says one of them is
    gone ("the TU-3 went separately", "one is missing", "only 3 left") or lists fewer as what the buyer gets; a title
    that says the set is short ("1 Piece Missing", "incomplete") is not read, nor "nothing is missing"."""
    if not any(ch.isdigit() for ch in listing.title) or _TITLE_SAYS_SHORT.search(listing.title):
        return None
    whole = _whole_count(listing)
    if whole < 2:
        return None
    if (fewer := _listed_fewer(listing, whole)) is not None:
        return fewer
    if _TITLE_SET_COUNT.search(listing.title) is None:
        return None
    for match in _ONLY_LEFT.finditer(listing.description):
        left = facets.number(match.group(1)) or 0
        if 0 < left < whole:
            return ListingField.DESCRIPTION, match.group()
    gone = _ONE_GONE.search(listing.description)
    if gone is not None and not _NOT_THIS_ONE.search(listing.description[max(0, gone.start() - 20) : gone.start()]):
        return ListingField.DESCRIPTION, gone.group()
    return None


# The year a specific gives the item itself ("Vintage: 2007", "Release Year: 1988", "Year Manufactured: 1974")
# against the one year the title gives, when the title and the description never write the specific's year.
_YEAR_KEY = re.compile(
    r"^(?:vintage|vintage\s+year|year\s+of\s+vintage|release\s+year|year\s+of\s+release|year\s+released"
    r"|year\s+of\s+production|year\s+manufactured|year\s+of\s+manufacture|manufacture\s+year|year\s+made|year)$",
    _I,
)
_YEAR = re.compile(r"(?<![\w./£$€#-])((?:19|20)\d{2})(?![\w./%-]|\s?(?:-|–|to|/)\s?\d|'?s\b)", _I)
# A year said of something else: a span's end, "since 1985", "est. 1920", "fits 2015", a model named by its year.
_OTHER_YEAR_BEFORE = re.compile(
    r"\b(?:since|est\.?|established|founded|from|fits?|for|after|before|until|till|circa|c\.|pre|post|-|to)\s*$", _I
)


_NAMED_BY_YEARS = re.compile(r"music|vinyl|record|cd|book|movie|film|dvd|video", _I)


def year_specific_mismatch(listing: Listing) -> Quote | None:
    """A year specific ("Vintage: 2007", "Release Year: 1988") against the one year the title gives ("2003 Vintage
    Port", "1983 original"), when neither the title nor the description writes the specific's year. Records, books
    and films are not read: their names hold years ("1989 (Deluxe)")."""
    if _NAMED_BY_YEARS.search(listing.category):
        return None
    for key, value in sorted(listing.attributes.items()):
        if not ("year" in key.lower() or "vintage" in key.lower()) or not _YEAR_KEY.match(_key_words(key)):
            continue
        own = _YEAR.fullmatch(value.strip())
        if own is None or own.group(1) in listing.title:
            continue
        stated = [
            match
            for match in _YEAR.finditer(listing.title)
            if not _OTHER_YEAR_BEFORE.search(listing.title[max(0, match.start() - 12) : match.start()])
        ]
        if len({match.group(1) for match in stated}) != 1:
            continue
        # The description writing the specific's year and never the title's outvotes the title (eighteenth round:
        # "1943 dated" in the title, "dated 1952" in the text and the specific).
        if own.group(1) not in listing.description:
            return ListingField.TITLE, stated[0].group(1)
        if stated[0].group(1) not in listing.description and (
            _dated_in(listing.description, own.group(1))
            or _named_with_year(listing.description, own.group(1), listing.title)
        ):
            return ListingField.TITLE, stated[0].group(1)
    return None


# Twenty-third round: the description names the item by the specific's year after a word of the title's name ("half
# crown 1928" under "Ireland 1939 Half Crown", "Year: 1928"): the year is the item's, as "dated 1928" is. A word the
# title writes that English uses everywhere (5.0 Zipf and over: "from", "made", "year"), or a short one, names nothing
# ("in 1928", "made 1928").
_NAMING_ZIPF = 5.0
_NAMING_WORD_BEFORE = re.compile(r"\b([a-z]{4,})[\s,]+$", _I)


def _named_with_year(text: str, year: str, title: str) -> bool:
    title_words = {w.lower() for w in re.findall(r"[a-z]{4,}", title, _I)}
    for m in re.finditer(rf"(?<![\w.-]){year}(?![\w-])", text):
        before = _NAMING_WORD_BEFORE.search(text[max(0, m.start() - 24) : m.start()])
        if before is not None and before.group(1).lower() in title_words and zipf(before.group(1)) < _NAMING_ZIPF:
            return True
    return False


# The item's own date in the description ("dated 1958", "made in 1958"); "bottled 2004" or "bought in 2004" dates
# something else.
_ITEM_DATED_BEFORE = re.compile(
    r"\b(?:dated|date\s+stamped|stamped|made\s+in|manufactured\s+in|built\s+in|produced\s+in|year\s*:?)\s*$", _I
)


def _dated_in(text: str, year: str) -> bool:
    return any(
        _ITEM_DATED_BEFORE.search(text[max(0, m.start() - 24) : m.start()])
        for m in re.finditer(rf"(?<!\d){year}(?!\d)", text)
    )


# The description naming the item by another year than the title's, before the same name ("1921 Morgan Dollar" in the
# title, "a circulated 1889-O Morgan dollar" in the text; eighteenth round): a coin, a model year or a vintage is one
# year. The name is the capitalised word after the year; a year the description also gives the title's, a compared
# year and another listing's are not read.
_YEAR_NAMED = re.compile(r"(?<![\w./£$€#-])((?:1[6-9]|20)\d{2})(?:-[A-Z]{1,2}|[A-Z])?\s+((?-i:[A-Z][a-z]{2,}))\b", _I)
_OTHER_NAMED_YEAR_BEFORE = re.compile(
    r"\b(?:than|unlike|like|also|other|another|vs\.?|versus|not|since|before|after|from|or|and)\s+(?:an?\s+|the\s+)?$",
    _I,
)


def described_year_mismatch(listing: Listing) -> Quote | None:
    """The title's "<year> <Name>" against the description's same name with another year."""
    if _NAMED_BY_YEARS.search(listing.category):
        return None
    titled = [(m.group(1), m.group(2).lower()) for m in _YEAR_NAMED.finditer(listing.title)]
    years = {year for year, _ in titled}
    if len(years) != 1:
        return None
    year, names = years.pop(), {name for _, name in titled}
    text = listing.description
    if year in text:
        return None
    for m in _YEAR_NAMED.finditer(text):
        if m.group(2).lower() in names and m.group(1) != year:
            if _OTHER_NAMED_YEAR_BEFORE.search(text[max(0, m.start() - 16) : m.start()]):
                continue
            return ListingField.DESCRIPTION, m.group()
    return None


# --- a yes-or-no specific the title contradicts (twenty-third round) ------------------------------------------------
# A specific named by a feature the item has or lacks, answered no ("Signed: No", "Expansion: Not included"), while the
# title sells the item with it ("... Framed Signed", "... with European Expansion"): the key's words written whole in
# the title, not after a negation ("Unsigned", "No Box", "Non-Signed"). A look word ("Vintage: No" under a "Vintage
# Tee") names a style sellers use loosely, so the pack's lookWords are not read; a one-letter answer is a scale or a
# size ("Gauge: N"), not a no.
_ANSWERED_NO = re.compile(r"(?:no|none|not\s+included|not\s+present|without)\.?", _I)
_NEGATED_BEFORE = re.compile(r"(?:\b(?:no|non|not|without|w/o|never|minus)[\s-]*|-)$", _I)


# Forty-seventh round: a specific whose value denies a resistance ("Not water resistant", "Non-shockproof") under a
# title that claims it, or the proof that holds it ("Waterproof" claims water resistance): "<kind>proof" and
# "<kind> resistant" are one claim of one kind, whatever the key is called ("Water Resistance Level").
_DENIED_RESISTANCE = re.compile(r"(?:not|non)[\s-]+([a-z]+)[\s-]?(?:proof|resistant|resistance)\.?", _I)


def _claimed_resistance(listing: Listing) -> Quote | None:
    for value in sorted(listing.attributes.values()):
        if "proof" not in value.lower() and "resist" not in value.lower():
            continue
        if (denied := _DENIED_RESISTANCE.fullmatch(value.strip())) is None:
            continue
        claim = built(rf"(?<![\w-]){re.escape(denied.group(1))}[\s-]?(?:proof|resistant)(?![\w-])", _I)
        for match in claim.finditer(listing.title):
            if not _NEGATED_BEFORE.search(listing.title[max(0, match.start() - 10) : match.start()]):
                return ListingField.TITLE, match.group()
    return None


def title_claims_what_specific_denies(listing: Listing) -> Quote | None:
    """The title's words of a feature a specific answers no, or of a resistance a specific denies."""
    if (claimed := _claimed_resistance(listing)) is not None:
        return claimed
    for key, value in sorted(listing.attributes.items()):
        if not _ANSWERED_NO.fullmatch(value.strip()):
            continue
        words = _key_words(key)
        if not words or len(words.split()) > 3 or _is_look_word(words):
            continue
        for match in built(rf"(?<![\w-]){spaced(words)}(?![\w-])", _I).finditer(listing.title):
            if not _NEGATED_BEFORE.search(listing.title[max(0, match.start() - 10) : match.start()]):
                return ListingField.TITLE, match.group()
    return None


def _is_look_word(words: str) -> bool:
    from services.rulepack import LOOK_WORDS, risk_pack  # the pack module imports this one for the check names

    return re.fullmatch(risk_pack().lists[LOOK_WORDS], words, _I) is not None


# --- a numbered size the title and the description agree on against the size specific (twenty-third round) ---------
# "Size 7 Toddler" in the title and "toddler size 7" in the description under "Size: 9 Toddler": two fields outvote the
# specific, as in title_measure_outvoted. A size is a number written after "size" or a region ("UK 8", "EU 42"); the
# specific's region (in its key or its value) keeps another region's sizes apart ("UK 8 / EU 42"), every field must
# give one size, and a span, a list or a choice ("size 8-9", "8 or 9") is no statement of one.
_NUMBERED_SIZE = re.compile(
    r"\b(?:size|(uk|us|eu))\s*:?\s*(?:(uk|us|eu)\s*)?(\d{1,2}(?:\.5)?)(?!\w|\.\d|\s?(?:[-–/&+]|to\b|or\b)\s?\d)", _I
)
_SIZE_SPECIFIC_VALUE = re.compile(r"\s*(?:(uk|us|eu)\s*)?(\d{1,2}(?:\.5)?)(?![\w.]|\s?[-–/&]\s?\d)[\sa-z]*", _I)


def _numbered_sizes(text: str, region: str | None) -> set[str]:
    return {
        m.group(3)
        for m in _NUMBERED_SIZE.finditer(text)
        if region is None or (m.group(1) or m.group(2) or region).lower() == region
    }


def numbered_size_outvoted(listing: Listing) -> Quote | None:
    """The size the title and the description both give against the size specific's other number."""
    sized = [
        (key, value, given)
        for key, value in sorted(listing.attributes.items())
        if _WORN_SIZE_SPECIFIC.match(_key_words(key)) and (given := _SIZE_SPECIFIC_VALUE.fullmatch(value))
    ]
    # A size another specific gives is that region's ("Size 42" beside "EU Shoe Size: 42", "US Shoe Size: 8.5").
    every_given = {given.group(2) for _, _, given in sized}
    for key, value, given in sized:
        words = _key_words(key)
        region = given.group(1) or next((r for r in ("uk", "us", "eu") if r in words.split()), None)
        titled, described = _numbered_sizes(listing.title, region), _numbered_sizes(listing.description, region)
        if len(titled) == 1 and titled == described and not titled & every_given:
            return ListingField.ATTRIBUTES, value
    return None


# --- the registry the pack names -----------------------------------------------------------------------------

# --- the title outvoted by a specific and the description (issue 19, twelfth round) --------------------------------
# A specific and the description that agree on a value the title contradicts: two fields outvote the title, as in
# title_measure_outvoted. Sellers count a facet in words no unit table lists ("12-Cup", "30m Hose", "4-Slice", "6
# Seater"), give a top's or a rug's size as a pair ("60x30"), and name a model by a code whose family is one letter
# ("P-45" beside "P-125"). Each is read by its shape: the same unit word with another number, as many sides with
# other sizes, the same letters with another number.
_UNIT_WORDS: Mapping[str, str] = {
    "metre": "m", "meter": "m", "metres": "m", "meters": "m", "mtr": "m", "mtrs": "m", "feet": "ft", "foot": "ft",
    "inch": "in", "inches": "in", '"': "in", "″": "in",
}  # fmt: skip
_COUNTED_SPECIFIC = re.compile(r"\s*(\d+(?:\.\d+)?)\s?-?\s?([a-z]+|\"|″)\.?\s*", _I)
# A specific whose value is a limit, a range, a fit or the packaging's, not the item's own.
_NOT_OWN_COUNTED_KEY = re.compile(
    r"\b(?:max\w*|min\w*|range|limit|compatib\w*|fits?|fitment|support\w*|recommend\w*|ship\w*|packag\w*|package|box"
    r"|per|each|expand\w*|rated|rating|peak|output|input|speed|rate|years?|age|warranty|guarantee)\b",
    _I,
)
# What an item holds or seats, counted in a unit word: not a load or a weight limit (their units are in the table).
_COUNTED_CAPACITY_KEY = re.compile(r"(?:(?:liquid|cup|brew(?:ing)?|seating|sleeping|slice)\s+)?(?:capacity|volume)", _I)
_RANGE_BEFORE = re.compile(r"\d\s*(?:-|–|to|/|or|and|&|\+)\s*$", _I)
_RANGE_AFTER = re.compile(r"\s*(?:-|–|to|/|or|\+)\s*\d", _I)


def _unit_word(word: str) -> str:
    """One name per unit word: "Cups" and "cup", "metres" and "m"."""
    word = word.lower()
    if word in _UNIT_WORDS:
        return _UNIT_WORDS[word]
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def _unit_forms(unit: str) -> str:
    forms = {unit, f"{unit}s", *(word for word, name in _UNIT_WORDS.items() if name == unit)}
    return "|".join(re.escape(form) for form in sorted(forms, key=len, reverse=True))


def _counted_values(text: str, unit: str, *, own: bool) -> set[float]:
    """The numbers a field gives in one unit word ("12-Cup", "10 cups"), not a range's ends; with ``own`` not a
    limit or a fit either ("Fits 15.6 Inch Laptops", "up to 13 inches")."""
    found = set()
    for match in built(rf"(?<![\w.,/-])(\d+(?:\.\d+)?)\s?-?\s?(?:{_unit_forms(unit)})(?![\w])", _I).finditer(text):
        before, after = text[max(0, match.start() - 30) : match.start()], text[match.end() : match.end() + 8]
        if _RANGE_BEFORE.search(before) or _RANGE_AFTER.match(after):
            continue
        if own and _NOT_OWN_BEFORE.search(before):
            continue
        found.add(float(match.group(1)))
    return found


def _counted_outvoted(listing: Listing) -> Quote | None:
    for key, value in sorted(listing.attributes.items()):
        counted = _COUNTED_SPECIFIC.fullmatch(value)
        if counted is None or _NOT_OWN_COUNTED_KEY.search(_key_words(key)):
            continue
        number, unit = float(counted.group(1)), _unit_word(counted.group(2))
        # Units the measure table knows are compared by the measure checks, with their own care for memory and
        # storage, many-part lengths and rounding; a lone letter is a decade ("80s") or a karat ("14k").
        if unit in UNITS or unit.rstrip("s") in UNITS or (len(unit) < 2 and unit not in ("m", "in")):
            continue
        # A title value another specific gives is that facet's ("40cm" beside "Width: 40 cm" and "Height: 20 cm").
        others = {
            float(other.group(1))
            for other_key, other_value in listing.attributes.items()
            if other_key != key
            and (other := _COUNTED_SPECIFIC.fullmatch(other_value)) is not None
            and _unit_word(other.group(2)) == unit
        }
        in_title = {value for value in _counted_values(listing.title, unit, own=True) if not _near(value, others)}
        if not in_title or _near(number, _counted_values(listing.title, unit, own=False)):
            continue
        written = _counted_values(listing.description, unit, own=False)
        # Forty-fourth round: a capacity counted in the title's own unit word ("3 Cup" against "Capacity: 6 Cups", "4
        # Person" against "Sleeping Capacity: 2 Persons") is the same facet said twice: the specific alone outvotes a
        # title the description never backs, as a measure specific does.
        if not _near(number, _counted_values(listing.description, unit, own=True)) and not (
            _COUNTED_CAPACITY_KEY.fullmatch(_key_words(key)) and len(unit) > 2
        ):
            continue
        if any(_near(value, written) for value in in_title):
            continue
        shown = min(in_title)
        quote = re.search(rf"{_number_pattern(shown)}\s?-?\s?(?:{_unit_forms(unit)})", listing.title, _I)
        if quote is not None:
            return ListingField.TITLE, quote.group()
    return None


def _near(number: float, values: set[float]) -> bool:
    """Within rounding of one of the values ("55cc" for "55.5 cc")."""
    return any(_close(number, value) for value in values)


def _number_pattern(number: float) -> str:
    text = f"{number:g}"
    return rf"(?<![\w.]){re.escape(text)}(?:\.0+)?"


# A size given as two or three sides ("60x30", "48\" x 30\"", "200 x 140 cm"), not a count of things ("2 x 500 ml").
_SIDE_UNIT = r"(?:\s?(?:in|cm|mm|ft|\"|″|''))?"
_SIDES = re.compile(
    rf"(?<![\w.])(\d+(?:\.\d+)?){_SIDE_UNIT}\s*[x×]\s*(\d+(?:\.\d+)?){_SIDE_UNIT}"
    rf"(?:\s*[x×]\s*(\d+(?:\.\d+)?){_SIDE_UNIT})?(?!\s*[x×]?\s*\d)(?!\s?(?:ml|l|g|kg|oz|gb|tb|mah|w|v|pcs|pack)\b)",
    _I,
)
_SIDES_KEY = re.compile(r"\b(?:size|dimensions?|measurements?)\b", _I)


def _sides(text: str) -> list[tuple[tuple[float, ...], str]]:
    return [
        (tuple(sorted(float(side) for side in match.groups() if side)), match.group())
        for match in _SIDES.finditer(text)
    ]


# Thirty-eighth round: one size in two units ("10 x 3 inch" in the title, "254 x 76 mm" in the specific, "24 x 36 in"
# beside "61 x 91 cm") is the same size: every side times one unit's factor gives the other's, to rounding.
_SIDE_FACTORS = (25.4, 2.54, 10.0, 100.0, 1000.0, 12.0, 30.48, 304.8)


def _sides_converted(titled: tuple[float, ...], given: tuple[float, ...]) -> bool:
    return any(
        all(_close(a * factor, b, _SIDE_ROUNDING) for a, b in zip(small, large, strict=True))
        for factor in _SIDE_FACTORS
        for small, large in ((titled, given), (given, titled))
    )


_SIDE_ROUNDING = 0.02


def _sides_outvoted(listing: Listing) -> Quote | None:
    if "x" not in listing.title.lower() and "×" not in listing.title:
        return None
    for key, value in sorted(listing.attributes.items()):
        words = _key_words(key)
        if not _SIDES_KEY.search(words) or _NOT_OWN_COUNTED_KEY.search(words):
            continue
        # The whole value is one size ("48 x 30 in"); "5 ft 1 in x 7 ft 6 in" is read by no pair.
        if _SIDES.fullmatch(value.strip()) is None:
            continue
        given = _sides(value)
        own = given[0][0]
        in_title = [(sides, quote) for sides, quote in _sides(listing.title) if len(sides) == len(own)]
        if not in_title or any(sides == own or _sides_converted(sides, own) for sides, _ in in_title):
            continue
        described = {sides for sides, _ in _sides(listing.description)}
        if own in described and not any(sides in described for sides, _ in in_title):
            return ListingField.TITLE, in_title[0][1]
    return None


# A model code of letters and a number ("P-45", "RTX 3070", "WH-1000XM4"): the family letters and the first number.
_LETTERED_CODE = re.compile(r"(?<![\w-])([a-z]{1,4})[\s-]?(\d{2,5})([a-z]{0,3})(?![\w-])", _I)
_FIT_BEFORE = re.compile(
    r"\b(?:for|fits?|compatible\s+with|works\s+with|replaces?|replacement\s+for|like|vs\.?|not)\s+(?:[\w-]+\s+){0,3}$",
    _I,
)


def _not_the_items_code(title: str, match: re.Match[str]) -> bool:
    """A title's code that names another item (what it fits, is like or is not: "for RTX 3070") or a measure."""
    return _FIT_BEFORE.search(title[: match.start()]) is not None or _UNIT_AFTER.match(title, match.end()) is not None


def _model_outvoted(listing: Listing) -> Quote | None:
    description = _plain(listing.description)
    for value in _own_code_values(listing):
        codes = list(_LETTERED_CODE.finditer(value))
        if len(codes) != 1:
            continue
        family, number = codes[0].group(1).upper(), codes[0].group(2)
        own = _plain(codes[0].group())
        if own not in description or own in _plain(listing.title):
            continue
        # A code another specific gives is the listing's own ("Model: PSP 3000" beside "Model Number: PSP-3003").
        specifics = _plain(" ".join(listing.attributes.values()))
        for match in _LETTERED_CODE.finditer(listing.title):
            other = _plain(match.group())
            if (
                match.group(1).upper() != family
                or match.group(2) == number
                or other in description
                or other in specifics
            ):
                continue
            if _not_the_items_code(listing.title, match):
                continue
            return ListingField.TITLE, match.group()
    return None


def _codes(text: str) -> set[str]:
    return {_plain(code) for code in _CODE.findall(text)}


def _code_outvoted(listing: Listing) -> Quote | None:
    """The title's code that the model specific and the description both give longer by a digit ("QX-7" against
    "QX-70"): model_code_mismatch takes a code that extends another for a variant of it ("DCD771C2" of "DCD771"),
    which holds for letters after the number and not for a number of its own (seventeenth round)."""
    described = _codes(listing.description)
    titled = _codes(listing.title)
    specifics = _codes(" ".join(listing.attributes.values()))
    for value in _own_code_values(listing):
        own = _CODE.findall(value)
        if len(own) != 1:
            continue
        plain = _plain(own[0])
        if plain not in described or plain in titled:
            continue
        for match in _CODE.finditer(listing.title):
            other = _plain(match.group())
            if (
                _code_family(match.group()) != _code_family(own[0])
                or not plain.startswith(other)
                or not (other[-1:].isdigit() and plain[len(other) : len(other) + 1].isdigit())
                or other in described
                or other in specifics
            ):
                continue
            if _not_the_items_code(listing.title, match):
                continue
            return ListingField.TITLE, match.group()
    return None


# A value the title gives after its specific's own one-word name ("Size B", "Grade: A") against the specific and
# the description that both give another ("Size: C", "this is a size C chair").
_SHORT_VALUE = re.compile(r"[a-z0-9]{1,4}", _I)


# Forty-fourth round: a size specific named by the part it sizes ("Grip Size", "Frame Size", "Shell Size") is labelled
# by that part in a title ("Grip L3", "Frame M"), and its value may carry a gloss in brackets ("L2 (4 1/4)", "M (54
# cm)"). The title's value must then be written as the specific's is (a letter and a digit, a letter, digits), so a
# word after the part's name ("Grip Tape") is never read as a size.
_PART_SIZE_KEY = re.compile(r"^([a-z]+)\s+size$", _I)
_GLOSSED_VALUE = re.compile(r"([a-z0-9]{1,4})\s*\([^()]*\)", _I)


def _value_shape(value: str) -> str:
    return re.sub(r"[a-z]+", "a", re.sub(r"\d+", "9", value.lower()))


def _labelled_outvoted(listing: Listing) -> Quote | None:
    title = listing.title.lower()
    for key, value in sorted(listing.attributes.items()):
        label, own = _key_words(key), value.strip()
        part = _PART_SIZE_KEY.match(label)
        if part is not None and part.group(1) in title and (glossed := _GLOSSED_VALUE.fullmatch(own)) is not None:
            label, own = rf"{part.group(1)}(?:\s+size)?", glossed.group(1)
        elif part is not None and part.group(1) in title and _SHORT_VALUE.fullmatch(own):
            label = rf"{part.group(1)}(?:\s+size)?"
        # Cheap first: the title must write the specific's name.
        elif label not in title or " " in label or not label.isalpha() or not _SHORT_VALUE.fullmatch(own):
            continue
        for match in re.finditer(rf"\b{label}\s*:?\s*([a-z0-9]{{1,4}})(?![\w/-]|[.,]\d)", listing.title, _I):
            other = match.group(1)
            if other.lower() == own.lower():
                break
            # A title that writes the specific's value anywhere agrees with it; the part's name may then open another
            # piece's size ("Suit 40R Jacket 34W Trousers": the jacket's size before its name, the trousers' after).
            if part is not None and (
                _value_shape(other) != _value_shape(own) or re.search(rf"(?<!\w){re.escape(own)}(?!\w)", title, _I)
            ):
                continue
            said = rf"\b{label}\s*:?\s*(?:is\s+|was\s+)?(?:an?\s+)?"
            if re.search(rf"{said}{re.escape(own)}(?![\w/-]|[.,]\d)", listing.description, _I) and not re.search(
                rf"{said}{re.escape(other)}(?![\w/-]|[.,]\d)", listing.description, _I
            ):
                return ListingField.TITLE, match.group()
    return None


# Twenty-fourth round: a value written as a pair of whole numbers, the larger first ("4/3 mm" for a neoprene suit's two
# thicknesses, "50/34T" for a crankset's two rings, "16/12" for a pipe's outer and inner bore). The specific gives one
# pair, the description writes it too and never the title's, and the title writes another: the title is outvoted. A
# fraction ("3/8 in", the smaller first), a date or a double size ("10/12") is no such pair.
# How a slash pair is written, its two figures in groups 1 and 2, and how it is read (_slash_figures): the one way
# this reading and the thirty-fifth round's (slash_pair_mismatch) read a pair, so a change to either reaches both
# (thirty-sixth round).
_SLASH_PAIR_FIGURES = r"(\d{1,5}(?:\.\d{1,2})?)\s?/\s?(\d{1,5}(?:\.\d{1,2})?)"
_PAIR = re.compile(rf"(?<![\w./]){_SLASH_PAIR_FIGURES}(?![\d/.])")
_PAIR_SPECIFIC = re.compile(rf"\s*{_SLASH_PAIR_FIGURES}\s*(?:[a-z]{{1,3}}\.?)?\s*", _I)


def _slash_figures(match: re.Match[str]) -> tuple[float, float]:
    return float(match.group(1)), float(match.group(2))


def _pairs(text: str) -> set[tuple[float, float]]:
    return {pair for m in _PAIR.finditer(text) if (pair := _slash_figures(m))[0] > pair[1] > 0}


def _pair_outvoted(listing: Listing) -> Quote | None:
    for value in sorted(listing.attributes.values()):
        own = _PAIR_SPECIFIC.fullmatch(value)
        if own is None or "/" not in listing.title:
            continue
        pair = _slash_figures(own)
        if not pair[0] > pair[1] > 0:
            continue
        titled = _pairs(listing.title)
        if not titled or pair in titled or pair not in _pairs(listing.description):
            continue
        written = _pairs(listing.description)
        for match in _PAIR.finditer(listing.title):
            other = _slash_figures(match)
            if other in titled and other not in written and other != pair:
                return ListingField.TITLE, match.group()
    return None


def title_value_outvoted(listing: Listing) -> Quote | None:
    """The title's count in a unit word ("12-Cup"), its size as sides ("60x30") or its model code ("P-45") against a
    specific and the description that both give another value ("Capacity: 10 Cups" and "a 10-cup carafe") and never
    the title's."""
    if not listing.description or not listing.attributes:
        return None
    # Cheap first: a count, a size or a code needs a digit in the title.
    if any(ch.isdigit() for ch in listing.title) and (
        found := _counted_outvoted(listing)
        or _sides_outvoted(listing)
        or _model_outvoted(listing)
        or _code_outvoted(listing)
        or _pair_outvoted(listing)
    ):
        return found
    return _labelled_outvoted(listing)


# --- the title's own name against the brand specific (issue 19, twelfth round) ---------------------------------------
# title_maker_not_brand reads only makers the pack lists. A title may open with a maker nobody listed ("RidgeMoto
# Phone Mount") that the description names as well, while the brand specific names another maker that no text field
# writes: the listing sells one maker's item under another's name. The name is read by its shape, not a list: a
# capitalised word that is no English word (wordfreq), not a describing word ("Stonewashed", "Foldable"). A product
# line sold under its parent's brand reads the same, so this is a net signal, never a finding. The twenty-eighth round
# made the rarity one threshold for every form of the maker reading: under Zipf 3.0 (it was 2.0 here), as the
# opening-name form read, so a maker named after a town or a surname ("Thornbury") is a name.
_NAME_ZIPF = 3.0
_DESCRIBING_END = re.compile(r"(?:ed|less|able|ible|ful|ing|proof|ized|ised)$", _I)
# A word that describes by its ending; the net reads a title's features by it too.
DESCRIBING_END = _DESCRIBING_END
_TITLE_NAME = re.compile(r"[A-Z][A-Za-z]+")


def _folded(text: str) -> str:
    """Letters and digits only, accents dropped ("Kärcher" is "karcher")."""
    return alnum_folded(unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode())


# Forty-fourth round: a maker named by initials joined by an ampersand ("K&T Outdoor", "J&B Tools") is a name the
# dictionary cannot rate (wordfreq splits it into letters), so it is read as a name by its shape. Initials that
# abbreviate a phrase, not a maker (black and white, postage and packing, terms and conditions), are left out.
_INITIALS_NAME = re.compile(r"[A-Z]{1,3}&[A-Z]{1,3}")
_PHRASE_INITIALS = frozenset({"b&w", "r&b", "r&d", "q&a", "p&p", "s&h", "t&c", "t&cs", "c&c", "b&b", "d&d", "diy"})


def _name_repeated(listing: Listing, brand: str) -> Quote | None:
    """The title's opening name, a word no dictionary has (or initials joined by an ampersand) that the description
    also writes, while the brand specific names a maker no text field writes and no specific gives the title's name."""
    if _FRANCHISE_GOODS.search(listing.category):
        return None
    words = listing.title.split()
    name = words[0].strip(",:;") if words else ""
    initials = "&" in name and _INITIALS_NAME.fullmatch(name) is not None and name.lower() not in _PHRASE_INITIALS
    if not initials and (not _TITLE_NAME.fullmatch(name) or _DESCRIBING_END.search(name)):
        return None
    own = _folded(brand)
    if not own or own in _folded(f"{listing.title} {listing.description}"):
        return None
    if not re.search(rf"\b{re.escape(name)}\b", listing.description, _I):
        return None
    given = " ".join(listing.attributes.values())
    # Initials folded to their letters ("ar") are found inside any word ("Guardog"): read them as written.
    if (name.lower() in given.lower()) if initials else (_folded(name) in _folded(given)):
        return None
    if not initials and zipf(name.lower()) >= _NAME_ZIPF:
        return None
    return ListingField.TITLE, name


# --- the title's maker outvoted by the brand specific and the description (twenty-seventh round) ----------------
# title_maker_not_brand and title_name_not_brand read a brand specific that no text writes. When the description
# writes the brand specific's maker ("This is the Ryobi trimmer", "A pair of Ridgeline poles") and never the maker the
# title opens with, two fields name one maker and the title another: the title is outvoted. The title's name is a
# maker the pack lists or a coined name (no dictionary word), so an opening describing word ("Handmade", "Toddler")
# is never read as a maker; a name the brand abbreviates ("B&L" for "Berger & Lind") is the brand's own. A vehicle a
# part fits opens its title too, but the description of such a part names the vehicle again, so no category is left
# out here but goods named by franchises.


def _initials(words: str) -> str:
    return "".join(word[0] for word in re.findall(r"[A-Za-z][\w'-]*", words)).lower()


def _maker_outvoted(listing: Listing, brand: str) -> Quote | None:
    """The title's opening maker against a brand specific naming another maker that the description writes and
    the title does not, when neither the description nor another specific writes the title's maker."""
    own = _folded(brand)
    # Cheap first: most listings write their brand in the title, and few descriptions write a brand the title lacks.
    if not own or own in _folded(listing.title):
        return None
    if built(rf"(?<!\w){re.escape(brand)}(?!\w)", _I).search(listing.description) is None:
        return None
    if _FRANCHISE_GOODS.search(listing.category):
        return None
    found = _title_maker(listing.title)
    name = found[0] if found is not None else _opening_name(listing.title)
    if not name or name.isupper() or (found is None and zipf(name.lower()) >= _NAME_ZIPF):
        return None
    named = _folded(name)
    if named in own or own in named or (len(own) <= 4 and own == _initials(listing.title)[: len(own)]):
        return None
    if built(rf"(?<!\w){re.escape(name)}(?!\w)", _I).search(listing.description) is not None:
        return None
    if named in _folded(" ".join(v for k, v in listing.attributes.items() if not _BRAND_KEY.match(_key_words(k)))):
        return None
    return ListingField.TITLE, name


# --- the brand specific against the manufacturer specific and the title's maker (issue 19, seventeenth round) -----
# title_name_not_brand leaves a name another specific gives alone, and reads a name only when the description writes
# it too. Two listings it so missed: a manufacturer specific naming the title's maker ("Corvane ..." over "Manufacturer:
# Corvane Driveline") under a brand specific naming another no text writes ("Brand: Tralmex"); and a brand and a
# manufacturer specific naming one maker ("Quenzo", "Quenzo Tech Co.") that no text writes, under a title opening with
# a coined name no field repeats ("Velmora Charging Stand"). Two fields against one either way; a product line
# sold under its parent's brand ("Kindle" by Amazon, a game by its studio) reads like the second, so it
# takes a coined name (no dictionary word) and keeps the net only, as title_name_not_brand does.
# The manufacturer specific's key (_MAKER_KEY) is bound above, beside maker_withheld, its first reader.


def _opening_name(title: str) -> str:
    """The title's first capitalised name after its opening words ("New", "Genuine"), or ""."""
    words = title.split()
    start = 0
    while start < len(words) - 1 and words[start].lower().strip(",:;-") in _OPENING_WORDS:
        start += 1
    name = words[start].strip(",:;") if words else ""
    return name if _TITLE_NAME.fullmatch(name) and not _DESCRIBING_END.search(name) else ""


def _against_manufacturer(listing: Listing, brand: str) -> Quote | None:
    """The brand specific against the manufacturer specific and the title's opening name, when two of the three
    name one maker and the third another that no text field writes."""
    maker = next((v.strip() for k, v in listing.attributes.items() if _MAKER_KEY.match(_key_words(k))), "")
    if not maker or is_placeholder(maker):
        return None
    name = _opening_name(listing.title)
    if not name or _FRANCHISE_GOODS.search(listing.category):
        return None
    own, made, named = _folded(brand), _folded(maker), _folded(name)
    text = _folded(f"{listing.title} {listing.description}")
    if not own or not made or own in text:
        return None
    brand_first, maker_first = _folded(brand.split()[0]), _folded(maker.split()[0])
    # The manufacturer is the title's maker, and the brand another ("Brand: Tralmex", "Manufacturer: Corvane ...").
    if made.startswith(named) and brand_first not in made:
        return ListingField.TITLE, name
    # The brand and the manufacturer are one maker; the title opens with a coined name no other field writes.
    one_maker = brand_first == maker_first or made.startswith(own) or own.startswith(made)
    if (
        one_maker
        and maker_first not in text
        and named not in _folded(f"{listing.description} {' '.join(listing.attributes.values())}")
        and zipf(name.lower()) < _NAME_ZIPF
    ):
        return ListingField.TITLE, name
    return None


# --- a rare name the title borrows as a look (nineteenth round) ------------------------------------------------------

# "<Name> Style", "<Name> Dupe", "<Name>-Inspired" in a title: the name is another maker's search borrowed for the item.
# The compared-brand check knows the makers on its list; a word rarer than wordfreq's 2.0 Zipf that no specific gives is
# a maker's coined name ("Ruggable", "Globber") whatever the list knows, while a period, a trade or a material that
# sellers honestly name a look after ("Deco", "Shaker", "Rattan", "Amish") is a word of the language.
_BORROWED_LOOK = re.compile(r"(?<![\w'&-])([A-Z][A-Za-z'&]+)[\s-](?:style|inspired|look|dupe)\b", _I)
_COINED_ZIPF = 2.0


def title_borrowed_look(listing: Listing) -> Quote | None:
    """A title naming its item's look after a coined name no specific gives ("Ruggable Style Washable Rug")."""
    own = " ".join(listing.attributes.values()).lower()
    for match in _BORROWED_LOOK.finditer(listing.title):
        name = match.group(1)
        if not name[0].isupper() or name.lower() in own:
            continue
        if zipf(name.lower()) < _COINED_ZIPF:
            return ListingField.TITLE, match.group()
    return None


# --- the seller's store on the other marketplace (nineteenth round) ------------------------------------------------

# The marketplaces a listing on one of them may not send its buyers to: the other one, and a retailer's marketplace.
# Its own marketplace named as the seller's store ("more in our eBay store" on eBay) keeps the sale where it is.
_OTHER_MARKETPLACES = {Marketplace.EBAY: r"amazon|walmart", Marketplace.AMAZON: r"ebay|walmart"}
_LOWER_PRICE = re.compile(r"\b(?:less|cheaper|lower|discount\w*|better\s+price|save)\b", _I)


@lru_cache(maxsize=FIXED_ARGUMENTS_HELD)
def _store_elsewhere(marketplace: Marketplace) -> re.Pattern[str] | None:
    other = _OTHER_MARKETPLACES.get(marketplace)
    if other is None:
        return None
    return re.compile(
        rf"\b(?:our|my)\s+(?:own\s+)?(?:{other})\s+(?:store|shop|storefront|page|listings?)\b"
        rf"|\b(?:store|shop|storefront|page)\s+(?:on|at)\s+(?:{other})\b"
        rf"|\b(?:also|too)\b[^.\n]{{0,25}}\b(?:listed|available|for\s+sale|sold|selling|stocked)\s+(?:on|at|in|through|via)"
        rf"\s+(?:our\s+|my\s+)?(?:{other})\b",
        _I,
    )


def _other_marketplace_store(listing: Listing) -> tuple[str, str] | None:
    """The seller's store or listing on another marketplace, and the sentence that names it."""
    pattern = _store_elsewhere(listing.marketplace)
    if pattern is None:
        return None
    # Every match names another marketplace: ASCII text naming none of them has none (forty-second round: two checks
    # ask this of every listing, and the pattern's "also ... listed on" branch tries each word of the text).
    others = _OTHER_MARKETPLACES[listing.marketplace].split("|")
    for text in (listing.description, listing.title):
        if all(lacks(text, other) for other in others):
            continue
        for match in pattern.finditer(text):
            if unsaid_before(text, match.start(), (NEGATED_OR_HEDGED,)):
                continue
            start, end = sentence_around(text, match.start(), match.end(), edges=ANY_MARK)
            return match.group(), text[start:end]
    return None


def other_marketplace_store(listing: Listing) -> Quote | None:
    """The buyer pointed to the seller's store on the other marketplace ("check our storefront on eBay" on Amazon): a
    place to go outside the one the listing is on."""
    found = _other_marketplace_store(listing)
    if found is None or _LOWER_PRICE.search(found[1]):
        return None
    return ListingField.DESCRIPTION, found[0]


def cheaper_on_other_marketplace(listing: Listing) -> Quote | None:
    """The item offered for less in the seller's store on the other marketplace ("also listed on our eBay store for a
    few dollars less" on Amazon): the sale moved off this one."""
    found = _other_marketplace_store(listing)
    if found is None or not _LOWER_PRICE.search(found[1]):
        return None
    return ListingField.DESCRIPTION, found[0]


# --- the description denying a word of the item's own specific (twentieth round) -------------------------------------

# A word the seller sets apart as what the item is not: in brackets ("ebonite body (not wood)", "(non-Pro)") or as the
# other version ("the non-Music version"). Where that word is in a specific about the item itself (its material, model,
# type, edition), the specific and the description cannot both be right. What a compatible part is not ("non-Apple
# charger"), whom it is not for ("not for LED headlight trucks") and who did not make it ("not made by ...") are no
# statement about the item's own facet, so specifics naming a maker, a fit or a device are not read.
_DENIED_WORD = re.compile(
    r"\((?:not|non)[\s-]+(?:the\s+|an?\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3})\)"
    r"|\bthe\s+non-([a-z][\w]*)\s+(?:version|model|edition|variant|one)\b",
    _I,
)
_NOT_OWN_FACET_KEY = re.compile(
    r"brand|manufactur|maker|compatib|fits?\b|fitment|platform|device|works\s+with|connect|vehicle|for\b", _I
)
# Words that say whom or what the bracket is about rather than which facet the item has.
_NOT_A_FACET_WORD = frozenset(
    {"for", "made", "by", "from", "with", "included", "includes", "original", "genuine", "official", "oem", "branded",
     "affiliated", "sold", "part", "used", "new", "working", "the", "a", "an", "and", "or", "of", "in", "my", "our"}
)  # fmt: skip


_BRAND_WORD = re.compile(r"[a-z][\w'-]*", _I)


def _brand_and_own_words(listing: Listing) -> tuple[set[str], set[str]]:
    """The brand's words, and the words of the specifics about the item itself."""
    brand = {w.lower() for w in _BRAND_WORD.findall(_brand(listing))}
    own: set[str] = set()
    for key, value in listing.attributes.items():
        if not _NOT_OWN_FACET_KEY.search(key):
            own.update(w.lower() for w in re.findall(r"[a-z][\w'-]*", value, _I))
    return brand, own


def specific_word_denied(listing: Listing) -> Quote | None:
    """The description sets a word apart as what the item is not ("(not wood)", "the non-Music version") while a
    specific about the item itself gives that word ("Material: Wood", "Model: ... Music")."""
    # The brand's and the specifics' words are read once a word set apart is found (forty-second round): most
    # descriptions set none apart, and every specific's words were read for nothing.
    read: tuple[set[str], set[str]] | None = None
    for match in gated_finditer(_DENIED_WORD, listing.description):
        phrase = match.group(1) or match.group(2)
        if phrase.split()[0].lower() in _NOT_A_FACET_WORD:
            continue
        if read is None:
            read = _brand_and_own_words(listing)
        brand, own = read
        words = {w.lower() for w in re.findall(r"[a-z][\w'-]*", phrase, _I)} - _NOT_A_FACET_WORD - brand
        if words & own or (match.group(2) and _titled_as_own(listing.title, match.group(2))):
            return ListingField.DESCRIPTION, match.group()
    return None


# Twenty-third round: "the non-Solar version" under a "... Solar GPS Watch" title denies a word the title sells the item
# by, as it denies a specific's. Only this form: a bracket's "(not Pro Max)" names what a case does not fit, and the
# title's words after "for" or "fits" are what it fits.
# The shared cue, with a bare "for", "fit" and "compatible" ("Compatible Solar Charger"): whatever follows any of them
# may be what the item fits, so the title's own words end at the first.
_TITLE_FIT_CUE = re.compile(r"\b(?:" + shapes.fit_cue("for", "fit", "compatible", r"to\s+fit") + r")\b", _I)


def _titled_as_own(title: str, word: str) -> bool:
    own_part = title[: cue.start()] if (cue := _TITLE_FIT_CUE.search(title)) else title
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", own_part, _I) is not None


# --- the description naming the item as another colour's version (twentieth round) ---------------------------------

# "One monitor, the white finish version" under "Color: Black": the seller names which colour of the range this is, in
# the same apposition the nineteenth round reads for a model ("..., the 20 watt version"). A colour specific of a part
# (a light, a strap, a dial) is not the item's colour.
# Twenty-second round: the item's own name may stand between the colour and "model" ("this is the white <model
# code> model"): words the title writes; "the white Pro model" under a title without "Pro" names another model.
_COLOUR_VERSION = re.compile(
    r"\bthe\s+([a-z]+)((?:\s+[\w./-]+){0,2}?)(?:\s+(?:finish|colou?r(?:way)?|edition))?\s+(?:version|model|variant|one)\b",
    _I,
)


def self_named_other_colour(listing: Listing) -> Quote | None:
    """The description names the item as the version of a colour no family of the colour specific holds."""
    given = frozenset(
        family
        for key, value in listing.attributes.items()
        if ITEM_COLOUR_KEY.match(_key_words(key))
        for word in re.findall(r"[a-z]+", value.lower())
        for family in facets.COLOUR_FAMILIES.get(word, frozenset())
    )
    if not given:
        return None
    text = listing.description
    for match in gated_finditer(_COLOUR_VERSION, text):
        said = facets.COLOUR_FAMILIES.get(match.group(1).lower())
        if not said or not facets.colours_conflict(said, given):
            continue
        if any(alnum_folded(word) not in alnum_folded(listing.title) for word in match.group(2).split()):
            continue
        # Another colour of the range named as another listing or an option ("the white one is sold separately",
        # "not the white version") is no statement about this item.
        start = max(text.rfind(mark, 0, match.start()) for mark in ".!?\n") + 1
        ends = [i for mark in ".!?\n" if (i := text.find(mark, match.end())) >= 0]
        if not _OTHER_VARIANT_CLAUSE.search(text[start : min(ends) if ends else len(text)]):
            return ListingField.DESCRIPTION, match.group()
    return None


_OTHER_VARIANT_CLAUSE = re.compile(
    r"\b(?:not|also|other|another|separately|instead|available|listed|listing|sold|option|prefer|if\s+you)\b", _I
)


# --- the title's count of a thing recounted in the description (issue 19, twenty-fourth round) ---------------------
# count_mismatch reads a description's count only beside a count specific, and only in the plural. A title that counts
# what it sells ("120 Sticks", "3 Batteries", "44 Card Deck") while the description counts the same thing once as
# another number ("60 sticks", "2 batteries included", "a 36 card deck") and never writes the title's number states
# two counts of one sale. A count in the singular is read where it qualifies the next word ("44 Card Deck"), as both
# fields then write it; the description's count of some of them ("two sticks are broken") is _noun_counts' to drop.
_TITLE_COUNTED = re.compile(r"(?<![\w.,/$£€#'’-])(\d{1,3})[\s-]+([A-Za-z]{3,})(?:\s+([A-Za-z]{3,}))?")
# What holds the counted things, so "44 Card Deck" counts cards in the singular.
_HOLDER = frozenset({"deck", "set", "pack", "box", "kit", "bundle", "lot", "collection", "case", "tray", "sheet"})


def _counted_in_holder(text: str, noun: str, holder: str) -> list[tuple[int, str, int]]:
    """(count, quote, start) of "N <noun> <holder>" in the singular ("a 36 card deck")."""
    pattern = re.compile(rf"(?<![\w.,/$£€#-])({_COUNT_WORD})[\s-]+{re.escape(noun)}\s+{re.escape(holder)}\b", _I)
    found = []
    for match in pattern.finditer(text):
        value = facets.number(match.group(1))
        if value is not None and not 1900 <= value <= 2099:
            found.append((value, match.group(), match.start()))
    return found


def _counts_written(text: str, stem: str) -> set[int]:
    """Every count written before the noun, a list's entry or some of them included ("6 cups, 6 saucers")."""
    pattern = built(rf"(?<![\w.,/$£€-])({_COUNT_WORD})[\s-]+(?:[a-z][\w'&-]*\s+){{0,2}}?{re.escape(stem)}", _I)
    return {n for match in pattern.finditer(text) if (n := facets.number(match.group(1))) is not None}


def _written_plural(word: str) -> bool:
    """Whether a word is written as a plural: "glass", "press" and "moss" end in s and are one thing (thirty-first
    round: "No. 40 Glass Butter Churn" counts no glasses)."""
    return word.endswith("s") and not word.endswith("ss")


_TITLE_SMALL_NUMBER = re.compile(r"(?<![\w.,/$£€#'’-])\d{1,3}(?![\w.,/-]?\d)")


def _title_numbers(title: str, counted_at: int) -> set[int]:
    """The numbers the title writes other than the count read at ``counted_at``."""
    return {int(m.group()) for m in _TITLE_SMALL_NUMBER.finditer(title) if m.start() != counted_at}


def title_count_recounted(listing: Listing) -> Quote | None:
    """The title's count of a thing it sells against the description's one other count of the same thing, when the
    description never counts it as the title does ("120 Sticks" over "contains 60 sticks")."""
    for match in _TITLE_COUNTED.finditer(listing.title):
        count, noun, after = int(match.group(1)), match.group(2).lower(), (match.group(3) or "").lower()
        if count < 2 or facets.MEASURE_UNIT_AFTER.match(listing.title, match.end(1)):
            continue
        # Thirtieth round: a plural after one word that names its kind ("12 Pine Trees", "6 Wine Glasses") counts
        # that plural, against a pack's count of them only ("box of 4 crystal wine glasses"): other counts of such a
        # plural are often a serving's or a part's ("take 2 capsules", "45 degree blades").
        kind_before = not _written_plural(noun) and _written_plural(after) and after not in _HOLDER
        if kind_before:
            noun, after = after, ""
        # A number ending a name ("Forerunner 55 GPS", "Minimus 7 Speakers", "Size 6") is the name's, not a count.
        plural = _written_plural(noun)
        stem = facets.stem(noun) if plural else noun
        before = listing.title[max(0, match.start() - 30) : match.start()]
        # "Oracle Cards 44 Card Deck" names the counted thing before its count, which is no name's number.
        if _NAME_BEFORE_NUMBER.search(before) and not before.rstrip().lower().endswith(stem + "s"):
            continue
        if noun in _GENERIC_COUNTED or stem in _GENERIC_COUNTED or len(stem) < 3:
            continue
        if plural:
            described = _noun_counts(listing.description, stem, packed=True)
        elif after in _HOLDER:
            described = _counted_in_holder(listing.description, stem, after)
        else:
            continue
        described = [
            (n, quote, at)
            for n, quote, at in described
            if not _DONE_BEFORE.search(listing.description, max(0, at - 30), at)
            and not _WITHIN_BEFORE.search(listing.description, max(0, at - 30), at)
        ]
        if kind_before:
            described = [
                (n, quote, at)
                for n, quote, at in described
                if _PACKED_OF_BEFORE.search(listing.description, max(0, at - 20), at)
            ]
        described = [(n * 12 if _DOZEN_OF.search(quote) else n, quote, at) for n, quote, at in described]
        values = {n for n, _, _ in described}
        # Thirty-second round: kinds of the thing counted one by one ("three brass knobs, three black knobs" under
        # "6 Knobs", "2 red pens, 3 blue pens" under "5 Pens") add up to the title's count; the same words said twice
        # are one count repeated, not two kinds.
        if len({quote.lower() for _, quote, _ in described}) > 1 and sum(n for n, _, _ in described) == count:
            continue
        if len(values) != 1 or 1 in values or count in _counts_written(listing.description, stem):
            continue
        # Thirty-first round: a title that writes the description's number too ("8 Bottles from 2", "12 Cups, 6 Tall")
        # knows both counts; the description counting the other is no second count of the sale.
        if next(iter(values)) in _title_numbers(listing.title, match.start()):
            continue
        products = facets.multiplied_counts(listing.title, listing.description)
        if facets.counts_agree(count, next(iter(values)), products):
            continue
        return ListingField.DESCRIPTION, described[0][1]
    return None


# --- twenty-fifth round (recall): a length specific outvoted, a description's correction, a hand denied -------------
# A length or a diameter specific ("Length: 15 ft", "Hoop Diameter: 20 Millimeters", "Length (in): 20") against the
# one length the title gives of the item, when the description writes that length too and neither field writes the
# specific's: the title and the description agree, and the specific is the odd one out. The measure reader leaves
# length keys out (a length specific names one part of many), so here the title must give the item one length (a
# length another specific gives, "Width: 4 mm", is that facet's) and the description must repeat it.
# Forty-first round: the long part an item is sold by has its length keyed by that part ("Blade Length" of a tape
# measure or a hedge trimmer, "Tape Length", "Cord Length", "Strap Length"), and a measuring tool's reach by its range
# ("Maximum Range: 30 m" of a laser measure, "Measuring Range"); both are read as the item's length, under the guards
# in _length_of_the_key. Forty-sixth round: the round part an item is sized by has its diameter keyed by that part
# ("Barrel Diameter" of a curling iron or a barrel planter, "Wheel Diameter" of a wheel set or a cabbing machine,
# "Disc Diameter" of cutting discs): read as the item's diameter, as a hoop's or a pipe's is.
_PART_LENGTH_KEY = re.compile(r"^(blade|tape|cable|cord|lead|strap)\s+length\b", _I)
# A tape measure's blade is its tape: the title names the part by the tool ("8m Tape Measure").
_PART_NAMES = {"blade": "blade|tape", "tape": "tape|blade"}
_RANGE_KEY = re.compile(r"\b(?:range|reach)\b", _I)
_OUTVOTED_LENGTH_KEY = re.compile(
    r"^(?:(?:(?:item|overall|total|product|chain|necklace|bracelet|hose|rope|hoop|pipe|tube|blade|tape|cable|cord"
    r"|lead|strap)\s+)?(?:length|diameter)|(?:(?:max(?:imum)?|measuring|working)\s+)?(?:range|reach)"
    r"|(?:barrel|wheel|disc)\s+diameter)"
    r"(?:\s+(in|inch|inches|mm|cm|m|ft|feet))?$",
    _I,
)
_ONE_ORDER = 3.0
# A length that ends its phrase ("50m, Used", "30 m)") or is called a range or a reach is the distance a tool reaches;
# one followed by a noun ("10m hose") is that part's.
_PHRASE_END_AFTER = re.compile(r"\s*(?:[,;:)\]|/-]|$|(?:range|reach)\b)", _I)


def _length_of_the_key(key: str, title: str, quote: str, figure: float, given: float) -> bool:
    """Whether the title's one length is of what the specific's key measures. A part's length ("Blade Length") is
    the item's only where the title names that part ("Tape Measure", "60cm blade"): a pocket knife's "84mm" is its
    closed length beside a 64 mm blade. A range is a distance the item covers, not its size: the title's length must
    be said as a distance (_PHRASE_END_AFTER) and of one order with it (a speaker's "10 in" driver is no second value
    of its "Range: 30 ft")."""
    words = _key_words(key)
    if (part := _PART_LENGTH_KEY.match(words)) is not None:
        # Built once per part name, not compiled per call (forty-second round).
        return (
            built(rf"\b(?:{_PART_NAMES.get(part.group(1).lower(), part.group(1))})s?\b", _I).search(title) is not None
        )
    if _RANGE_KEY.search(words) is None:
        return True
    at = title.find(quote)
    return (
        max(figure, given) <= _ONE_ORDER * min(figure, given)
        and at >= 0
        and _PHRASE_END_AFTER.match(_converted_lengths(title), at + len(quote)) is not None
    )


_LENGTH_UNITS: Mapping[str, float] = SIZE_UNITS_MM | {
    "m": 1000.0, "metre": 1000.0, "metres": 1000.0, "meter": 1000.0, "meters": 1000.0,
}  # fmt: skip
_BARE_FIGURE = re.compile(r"\s*(\d+(?:\.\d+)?)\s*")


def _given_length(key: str, value: str) -> tuple[float, str] | None:
    """The one length, in millimetres, a length or diameter specific gives, with how it is written: with its unit, or a
    bare figure under a key that names the unit ("Length (in): 20")."""
    keyed = _OUTVOTED_LENGTH_KEY.match(_key_words(key))
    if keyed is None:
        return None
    figures = _rated_figures(value, _LENGTH_UNITS, own=False)
    if len(figures) == 1 and figures[0][1] == value.strip():
        return figures[0]
    bare = _BARE_FIGURE.fullmatch(value)
    if bare is not None and keyed.group(1):
        return float(bare.group(1)) * _LENGTH_UNITS[keyed.group(1).lower()], f"{bare.group(1)} {keyed.group(1)}"
    return None


def _near_length(a: float, b: float) -> bool:
    return abs(a - b) <= _NOMINAL * max(a, b)


# Thirty-ninth round: a nominal size is a length named in another unit or rounded from a fraction ("13-inch" for 13.3,
# "5 x 7 ft" for a rug cut at 152 x 213 cm). Two whole numbers in one unit ("58in" and "57 in", "45 ft" and "50 ft")
# round nothing: they are two lengths, however close.
_WHOLE_LENGTH = re.compile(r"(\d+)\s?-?\s?([a-z]+)", _I)


def _whole_length(quote: str) -> tuple[int, float] | None:
    """A length written as a whole number: the number and its unit's factor."""
    written = _WHOLE_LENGTH.fullmatch(quote.strip())
    if written is None or not (factor := _LENGTH_UNITS.get(written.group(2).lower(), 0.0)):
        return None
    return int(written.group(1)), factor


def _same_length(a: tuple[float, str], b: tuple[float, str]) -> bool:
    """Two written lengths name one size: the same whole number in one unit, or, otherwise, nominally the same."""
    whole_a, whole_b = _whole_length(a[1]), _whole_length(b[1])
    if whole_a is not None and whole_b is not None and whole_a[1] == whole_b[1]:
        return whole_a[0] == whole_b[0]
    return _near_length(a[0], b[0])


# Forty-first round: a length written with its conversion after a slash ("8m/26ft", "5 m / 16 ft") is one length;
# the slash otherwise reads as a range or a choice of two, so neither figure was read. Two lengths apart ("4m/6m") are
# still a choice.
_SLASHED_LENGTHS = re.compile(
    rf"(?<![\w.,/-])(\d+(?:\.\d+)?)\s?-?\s?({_DIMENSION_UNIT}|m\b|metres?\b|meters?\b)"
    rf"(\s?/\s?(\d+(?:\.\d+)?)\s?-?\s?({_DIMENSION_UNIT}|m\b|metres?\b|meters?\b))(?![\w/²-])",
    _I,
)


def _converted_lengths(text: str) -> str:
    """The text with each length's slashed conversion blanked, so the length before it reads alone."""

    def blank(match: re.Match[str]) -> str:
        first = float(match.group(1)) * _LENGTH_UNITS.get(match.group(2).lower(), 0.0)
        second = float(match.group(4)) * _LENGTH_UNITS.get(match.group(5).lower(), 0.0)
        if not first or not second or match.group(2).lower() == match.group(5).lower():
            return match.group()
        if not _near_length(first, second):
            return match.group()
        return match.group()[: match.start(3) - match.start()] + " " * len(match.group(3))

    return _SLASHED_LENGTHS.sub(blank, text)


def _title_lengths(title: str) -> list[tuple[float, str]]:
    """The lengths a title gives the item: not one it fits or takes ("for 20 ft hoses"), a range's end or a limit; a
    title's noun before the figure is its name ("Hose Support 20 ft"), so the description's cues are not read."""
    found = []
    sided = _SIDES.sub(lambda m: " " * len(m.group()), title)
    read = _converted_lengths(sided)
    # What follows a length whose conversion was blanked is read blanked, or the slash would read as a range's.
    following = title if read == sided else read
    for match in _rated_figure(tuple(_LENGTH_UNITS)).finditer(read):
        before, after = title[max(0, match.start() - 30) : match.start()], following[match.end() : match.end() + 25]
        if _FITS_BEFORE.search(before) or _RANGE_BEFORE.search(before) or _NOT_OWN_AFTER_TITLE.match(after):
            continue
        unit = match.group(2).lower()
        found.append((float(match.group(1)) * _LENGTH_UNITS.get(unit, 0.0), match.group().strip()))
    return [(figure, quote) for figure, quote in found if figure]


def length_specific_outvoted(listing: Listing) -> Quote | None:
    """A length or diameter specific against the one length the title and the description both give the item, or the
    title's one length against the specific the description repeats (thirty-second round)."""
    if not listing.description:
        return None
    for key, value in sorted(listing.attributes.items()):
        given = _given_length(key, value)
        if given is None or not given[0]:
            continue
        # Every other specific's lengths are those facets' ("Width: 4 mm" beside a chain's "24 in 4mm" title).
        others = [
            figure
            for other, text in listing.attributes.items()
            if other != key
            for figure, _ in _rated_figures(text, _LENGTH_UNITS, own=False)
        ]
        # A size of two or three sides ("5 x 7 ft") is read by the dimension checks, not here.
        own = [
            (figure, quote)
            for figure, quote in _title_lengths(listing.title)
            if not any(_near_length(figure, o) for o in others)
        ]
        if len({figure for figure, _ in own}) != 1:
            continue
        figure, quote = own[0]
        if not _length_of_the_key(key, listing.title, quote, figure, given[0]):
            continue
        in_title = _rated_figures(listing.title, _LENGTH_UNITS, own=False)
        described = _rated_figures(listing.description, _LENGTH_UNITS, own=False)
        if any(_same_length(given, f) for f in in_title) or quote not in listing.title:
            continue
        # Thirty-second round: the other way round, the description writes the specific's length and never the title's
        # ("Length: 16 in" and "16 inches down the back" under an "18in" title): the title is the odd one out.
        if any(_same_length(given, f) for f in described):
            if not any(_same_length(own[0], f) for f in described):
                return ListingField.TITLE, quote
            continue
        if _near_length(given[0], figure):
            continue
        if _described_length(listing, figure):
            return ListingField.TITLE, quote
    return None


_NEXT_WORDS = re.compile(r"\s*([a-z][\w-]*)(?:\s+([a-z][\w-]*))?", _I)


def _described_length(listing: Listing, figure: float) -> bool:
    """Whether the description gives the item the title's length: the figure ends its phrase ("20 ft,", "24 in.") or
    goes on to name the item the title names ("30mm round hoops" under "Hoop Earrings"); a figure that goes on to
    name a part ("2.37m throw line" on a mat) is that part's."""
    title_words = {word.lower().rstrip("s") for word in re.findall(r"[a-z][\w-]*", listing.title, _I)}
    for match in _rated_figure(tuple(_LENGTH_UNITS)).finditer(listing.description):
        before = listing.description[max(0, match.start() - 30) : match.start()]
        unit = match.group(2).lower()
        if not _near_length(figure, float(match.group(1)) * _LENGTH_UNITS.get(unit, 0.0)):
            continue
        if _NOT_OWN_BEFORE.search(before) or _RANGE_BEFORE.search(before):
            continue
        following = _NEXT_WORDS.match(listing.description, match.end())
        if following is None:
            return True
        if any(word and word.lower().rstrip("s") in title_words for word in following.groups()):
            return True
    return False


# A description that corrects the title: a sentence that says what the item "actually" or "really" is, or what its
# label reads, naming a code of the title's numbering with another number ("62cv" under a "42cv" title, "Axiom 9"
# under "Axiom 7", "743xsv" under "943xsv"). A sentence that also writes the title's code compares or fits the two,
# and one that says what the item fits or is like names another item, not this one.
_CORRECTION_CUE = re.compile(
    r"\b(?:actually|in\s+fact|really|turns?\s+out|mixed\s+up|mislabell?ed|label(?:led)?\b|sticker)",
    _I,
)
_NOT_A_CORRECTION = re.compile(
    r"\b(?:fits?|fitting|compatible|works\s+with|same\s+as|like|similar|upgrade|replaces?|replacement|than|vs\.?|versus"
    r"|also|or)\b",
    _I,
)
# A code of digits and letters ("62cv", "943xsv", "GT20"), or a capitalised name and its number ("Axiom 9").
_SIBLING_CODE = re.compile(r"(?<![\w.,/-])(?=[a-z]*\d)(?=\d*[a-z])[a-z\d]{3,}(?![\w/-])", _I)
_NAMED_NUMBER = re.compile(r"(?<![\w-])([A-Z][A-Za-z]{2,})\s(\d{1,3})(?![\w.,/\"″°%-])")


def _numbering(code: str) -> tuple[str, str]:
    """A code's letters in order and its digits: "62cv" is ("cv", "62")."""
    lowered = code.lower()
    return re.sub(r"\d", "", lowered), re.sub(r"\D", "", lowered)


def description_corrects_title(listing: Listing) -> Quote | None:
    """A correcting sentence naming a code of the title's numbering with another number, never the title's own."""
    if gated_search(_CORRECTION_CUE, listing.description) is None:
        return None
    title_codes = {
        _numbering(m.group()): m.group()
        for m in _SIBLING_CODE.finditer(listing.title)
        if not _UNIT_AFTER.match(listing.title, m.end())
    }
    title_named = {m.group(1).lower(): m.group(2) for m in _NAMED_NUMBER.finditer(listing.title)}
    if not title_codes and not title_named:
        return None
    for start, end in sentences(listing.description, MARK_NOT_DECIMAL):
        sentence = listing.description[start:end]
        if _CORRECTION_CUE.search(sentence) is None or _NOT_A_CORRECTION.search(sentence) is not None:
            continue
        lowered = sentence.lower()
        if any(code.lower() in lowered for code in title_codes.values()):
            continue
        for match in _SIBLING_CODE.finditer(sentence):
            letters, digits = _numbering(match.group())
            if _UNIT_AFTER.match(sentence, match.end()) or len(letters) < 2:
                continue
            for (title_letters, title_digits), title_code in title_codes.items():
                same_shape = re.sub(r"\d", "9", match.group().lower()) == re.sub(r"\d", "9", title_code.lower())
                if same_shape and letters == title_letters and digits != title_digits:
                    return ListingField.DESCRIPTION, match.group()
        for match in _NAMED_NUMBER.finditer(sentence):
            name, number = match.group(1).lower(), match.group(2)
            if title_named.get(name, number) != number and f"{name} {title_named[name]}" not in lowered:
                return ListingField.DESCRIPTION, match.group()
    return None


# The description says the sale is one item ("You are getting one unit", "Selling ONE speaker", "One glove only",
# "Price shown is for one") while the title or a quantity specific counts several (sale_counts_of: "Lot of 3", "Set
# of 6", "Quantity: 2"). One of something the sale holds several of ("one of each", "one set of four", "one free",
# "one more") counts no sale.
_HOLDER_OR_SHARE = (
    r"(?:of|set|pack|pair|lot|box|bundle|case|kit|free|more|extra|spare|bonus|other|or|and|per|each|at|in)\b"
)
_SALE_IS_ONE = re.compile(
    r"\b(?:you(?:'ll|\s+will)?\s+(?:are\s+)?(?:get|getting|receive|receiving)|(?:i\s+am\s+|i'm\s+)?selling"
    r"|(?:the\s+)?price(?:\s+shown)?\s+is\s+(?:only\s+)?for|(?:this\s+)?listing\s+is\s+(?:only\s+)?for)"
    rf"\s+(?:just\s+|only\s+)?(?:one|1|a\s+single)\s+(?!{_HOLDER_OR_SHARE})[a-z]"
    rf"|(?<![\w-])(?:one|1|a\s+single)\s+(?!{_HOLDER_OR_SHARE})[a-z][\w-]*\s+only\b",
    _I,
)


def _sold_as_several(listing: Listing) -> bool:
    """Whether the title or a quantity specific counts several of the item ("Lot of 3", "Pair", "Quantity: 2 (pair)");
    a count only the description gives may be of a range or a part ("1 of 12 colours")."""
    if _PAIR_TITLE.search(listing.title) is not None:
        return True
    if any(f.value.isdigit() and int(f.value) > 1 for f in facets.title_unit_counts(listing.title)):
        return True
    for key, value in listing.attributes.items():
        leading = re.match(r"\s*(\d+)\b", value)
        if leading is not None and int(leading.group(1)) > 1 and _SALE_COUNT_KEY.search(_key_words(key)):
            return True
    return False


# "you receive one blue and one red": one of each kind the sale holds, not a sale of one.
_ONE_OF_SEVERAL_AFTER = re.compile(r"[\w\s-]{0,30}?(?:\band\s+|,\s*|&\s*)(?:one|1|a)\b", _I)


def sale_said_to_be_one(listing: Listing) -> Quote | None:
    """A sentence that says the sale is one item, beside a title or a quantity specific that counts several."""
    # The sentence first: a scan gated by its words is cheaper than counting the title's units for every listing.
    if gated_search(_SALE_IS_ONE, listing.description) is None or not _sold_as_several(listing):
        return None
    title_words = {word.lower().rstrip("s") for word in re.findall(r"[a-z][\w-]*", listing.title, _I)}
    for found in gated_finditer(_SALE_IS_ONE, listing.description):
        if unsaid_before(listing.description, found.start(), (NEGATED_OR_HEDGED,)):
            continue
        if _ONE_OF_SEVERAL_AFTER.match(listing.description, found.end() - 1):
            continue
        # "<one> <noun> only" counts the item only when the noun is the title's ("one key only" counts an accessory).
        if found.group().lower().endswith("only"):
            noun = found.group().split()[-2].lower().rstrip("s")
            if noun not in title_words:
                continue
        return ListingField.DESCRIPTION, found.group()
    return None


# A hand specific ("Dexterity: Right-Handed", "Handedness: Left") against a title or description that calls the item
# the other hand's ("These are LEFT handed", "left-hand bow") and never the specific's: a club, a glove, a bow or a
# pair of scissors is made for one hand, and the buyer of the other cannot use it.
_HANDED = re.compile(r"\b(left|right)(?:\s+|-)?hand(?:ed)?\b", _I)


# "worn on the right hand", "in your left hand": the hand itself, not the hand an item is made for.
_THE_HAND_BEFORE = re.compile(r"\b(?:on|in|with|into|your|my|the|his|her|their|one|a|each|per)\s+$", _I)


def _sides_handed(text: str) -> set[str]:
    return {
        m.group(1).lower()
        for m in gated_finditer(_HANDED, text)
        if not unsaid_before(text, m.start(), (NEGATED_OR_HEDGED,))
        and (m.group().lower().endswith("ed") or not _THE_HAND_BEFORE.search(text[max(0, m.start() - 12) : m.start()]))
    }


def handedness_mismatch(listing: Listing) -> Quote | None:
    """The hand a specific gives against the other hand, written in the title or the description."""
    for key, value in sorted(listing.attributes.items()):
        if not _HAND_KEY.match(_key_words(key)):
            continue
        sides = set(re.findall(r"\b(left|right)", value.lower()))
        if len(sides) != 1:
            continue
        own = next(iter(sides))
        for field, text in ((ListingField.TITLE, listing.title), (ListingField.DESCRIPTION, listing.description)):
            said = _sides_handed(text)
            if said and own not in said:
                found = next(m for m in _HANDED.finditer(text) if m.group(1).lower() in said - {own})
                return field, found.group()
    return None


# The description denies the model a specific gives ("these are the <name>, not <the specific's model>"): the seller
# says the item is not what the model specific says. A denial in a fit ("fits the A, not the B") says what the item
# does not fit, and a title that writes the specific's model sells the item by it (the denial is read elsewhere).
_MODEL_KEY = re.compile(r"^(?:model|model\s+name|version|edition)$", _I)
_NOT_BEFORE_NAME = re.compile(r"\bnot\s+(?:the\s+|an?\s+)?(?=[a-z\d])", _I)
_FIT_IN_SENTENCE = re.compile(r"\b(?:fits?|fitting|compatible|works\s+with|for\s+use\s+with|suits?)\b", _I)


def specific_model_denied(listing: Listing) -> Quote | None:
    """A "not <model>" in the description whose model is the model specific's, written nowhere else."""
    if gated_search(_NOT_BEFORE_NAME, listing.description) is None:
        return None
    title = alnum_folded(listing.title)
    for key, value in sorted(listing.attributes.items()):
        model = alnum_folded(value)
        if not _MODEL_KEY.match(_key_words(key)) or len(model) < 3 or is_placeholder(value) or model in title:
            continue
        for match in _NOT_BEFORE_NAME.finditer(listing.description):
            following = listing.description[match.end() : match.end() + len(value) + 8]
            # The denied words are the whole value: "Pro V1x" denies "Pro V1 X" and not "Pro V1".
            if not alnum_folded(following).startswith(model):
                continue
            read, taken = 0, 0
            while taken < len(model) and read < len(following):
                taken += bool(alnum_folded(following[read]))
                read += 1
            # A capitalised word or a code after it goes on with the name ("not the Aero MIPS" denies another model).
            if not re.match(r"\s*(?:[.,;:!?)\n]|$)|\s+[a-z]", following[read:]):
                continue
            start, end = sentence_around(listing.description, match.start(), edges=MARK_NOT_DECIMAL)
            if _FIT_IN_SENTENCE.search(listing.description[start:end]) is not None:
                continue
            return ListingField.DESCRIPTION, match.group() + following[:read]
    return None


# Thirty-second round: the description denies a variant the title sells the item as ("it's the plain 40, not the XT
# version" under a "40 XT" title): the seller says the item is not what the title names. The denied name is the
# seller's capitalised or numbered word ("XT", "Pro", "V2"), so a plain word ("not the old model") is not read; a fit
# ("fits the A, not the B model") says what the item does not fit, and a title that denies the variant itself ("not
# the XT version") sells nothing by it.
_DENIED_VARIANT = re.compile(
    r"\bnot\s+(?:the\s+|an?\s+)?((?:[\w-]+\s+)?[\w-]+)\s+(?:version|model|edition|variant)\b", _I
)
_NAMING_WORD = re.compile(r"[A-Z\d]")
_NOT_BEFORE_WORD = re.compile(r"\b(?:not|non|no)\b[^,;.()]{0,15}$", _I)


def title_variant_denied(listing: Listing) -> Quote | None:
    """A "not the <name> version" in the description whose name the title writes as the item's."""
    for match in gated_finditer(_DENIED_VARIANT, listing.description):
        name = match.group(1)
        if _NAMING_WORD.search(name) is None:
            continue
        start, end = sentence_around(listing.description, match.start(), edges=MARK_NOT_DECIMAL)
        if _FIT_IN_SENTENCE.search(listing.description[start:end]) is not None:
            continue
        written = re.search(rf"(?<![a-z\d]){re.escape(name)}(?![a-z\d])", listing.title, _I)
        if written is not None and not _NOT_BEFORE_WORD.search(listing.title[: written.start()]):
            return ListingField.DESCRIPTION, match.group()
    return None


# --- an edition specific against the title's edition (issue 19, twenty-sixth round) --------------------------------

# "Edition: 9th" under a title sold as the "8th Ed": a book, a game or a guide is sold by its edition, and the title
# and the specific give it different ordinals. The specific must be the ordinal alone ("9th", "Second Edition"): a
# value that goes on ("20th Anniversary", "Second Edition, First Printing", "2019") names something else or a year.
# The title's ordinal must be the one edition it names, written right before "Ed" or "Edition" ("20th Anniversary
# Edition" is not read, nor a printing).
_ORDINAL_WORDS = "|".join(_ORDINALS)
_EDITION_KEY = re.compile(r"^(?:book\s+)?edition(?:\s+number)?$", _I)
_EDITION_SPECIFIC = re.compile(
    rf"^\s*(?:(\d{{1,3}})(?:st|nd|rd|th)|({_ORDINAL_WORDS}))(?:\s+(?:edition|ed\.?))?\s*$", _I
)
_TITLE_EDITION = re.compile(
    rf"(?<![\w/&-])(?:(\d{{1,3}})(?:st|nd|rd|th)|({_ORDINAL_WORDS}))[\s.-]*(?:edition|ed)\b", _I
)


def _edition_number(match: re.Match[str]) -> str:
    return (match.group(1) or _ORDINALS[match.group(2).lower()]).lstrip("0") or "0"


def edition_specific_mismatch(listing: Listing) -> Quote | None:
    """The edition specific's ordinal ("Edition: 9th") against the one other ordinal edition the title sells."""
    lowered = listing.title.lower()
    if "ed" not in lowered:
        return None
    for key, value in sorted(listing.attributes.items()):
        if not _EDITION_KEY.match(_key_words(key)) or (given := _EDITION_SPECIFIC.match(value)) is None:
            continue
        in_title = list(_TITLE_EDITION.finditer(listing.title))
        if len({_edition_number(m) for m in in_title}) == 1 and _edition_number(in_title[0]) != _edition_number(given):
            return ListingField.TITLE, in_title[0].group()
    return None


# --- twenty-seventh round (mismatch): the title's opening maker against the brand specific; a surface's colour; a count
# the specific names in its key -------------------------------------------------------------------------------------
# The title opens with a name (a capitalised word English rarely uses) that is not the brand specific's, while the brand
# specific is written nowhere in the title: the title sells the item under another maker's name ("Brembo Front Brake
# Discs" with "Brand: TRW"). No list of brands is read, so the reading only refuses an all-clear (the pack's
# opening-name-not-brand signal): a rare opening word may still be a product line the maker sells under its own name.
# title_name_not_brand reads the name only when the description repeats it; this reads it when the description never
# writes it in lower case (a thing, not a name); title_maker_outvoted (written in the same round) reads the case where
# the description writes the brand's maker, and may hold beside this one, to the same end (a person sees the listing).
# The four readings of a title's maker against the brand specific are one reading since the twenty-eighth round
# (maker_disagreement, below), measured against all four. The name must not be a word made of a suffix
# or of two common words ("Smokeless", "Doorstop"), a material or a colour, a word another specific gives (the model,
# the line, what it fits), nor a part, the initials or the start of the brand's own name ("Grobag" under "The Gro
# Company").
# A name may carry a hyphened capitals' tail ("Peerless-AV", twenty-eighth round): the tail marks a coined name.
_OPENING_NAME = re.compile(r"\s*([A-Z][A-Za-z]+(?:-[A-Z]{2,})?)(?![\w.:&'’-])")
_RARE_NAME_ZIPF = _NAME_ZIPF
_PHRASE_ZIPF = 3.3
_WORD_SUFFIX = re.compile(r"(?:ed|ing|less|able|ible|ics?|ful|ous|proof|tight)$")
# A compound opening the title need only be in the dictionary at all (wordfreq counts no coined name, and rounds every
# word it has to 0.01 or more): the brand specific names the maker, so the opening word is read as a rival only where it
# is plainly a name, and a word English writes whole of two common words, parts of three letters or more ("Catfish",
# "Sunhat", "Doorstop"), is a thing. A coined name is written nowhere whole, so no short split spares it. The maker worn
# as a look (detectors._common_compound) asks more, for the reason given beside its cut-offs.
_IN_THE_DICTIONARY_ZIPF = 0.01
_MADE_WORD_PART_LETTERS = 3


def _without_accents(text: str) -> str:
    """Accents dropped ("Märklin" and "Marklin" are one name)."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def _made_word(word: str) -> bool:
    """A word English builds from a suffix or from two common words: a thing or a quality, not a maker's name. A name
    in two capitals ("IronPeak", "Peerless-AV") is a coined name."""
    if re.search(r"[a-z]-?[A-Z]", word):
        return False
    lowered = word.lower()
    if _WORD_SUFFIX.search(lowered):
        return True
    # Thirtieth round: two common words joined that no dictionary writes joined ("Wallbox", "Ironvale", "Hotlift") are
    # a coined name; the compounds English builds are words of their own ("raincoat", "nightstand", "dewdrop").
    return common_compound(
        lowered, whole_zipf=_IN_THE_DICTIONARY_ZIPF, part_zipf=_PHRASE_ZIPF, part_letters=_MADE_WORD_PART_LETTERS
    )


def _own_name_of(word: str, brand: str) -> bool:
    """The opening word is the brand's own: a part of it, its start, or its initials ("ELC", "K&M")."""
    lowered, compact = word.lower(), alnum_folded(brand)
    words = _ALNUM.findall(brand.lower())
    return (
        lowered in compact
        or lowered[:4] == compact[:4]
        or any(len(part) >= 3 and lowered.startswith(part) for part in words)
        or "".join(part[0] for part in words) == lowered
    )


def _opening_name_unwritten(listing: Listing, brand: str) -> Quote | None:
    """A rare name opening the title where the brand specific names another maker the title never writes."""
    title, brand = _without_accents(listing.title), _without_accents(brand)
    if alnum_folded(brand) in alnum_folded(title):
        return None
    title_words = set(_ALNUM.findall(title.lower()))
    if any(len(part) >= 3 and part in title_words for part in _ALNUM.findall(brand.lower())):
        return None
    # Where the title opens with initials joined to more of the name ("Konig & Meyer"), those are the brand's.
    opening = _OPENING_NAME.match(title)
    if opening is None:
        return None
    word = opening.group(1)
    lowered = word.lower()
    # A hyphened name is as rare as its first part ("Hi-VIS" and "Non-GMO" open with common words).
    first = lowered.split("-")[0]
    if zipf(first) >= _RARE_NAME_ZIPF or first in _NOT_A_MAKER or _made_word(word) or _own_name_of(first, brand):
        return None
    # A material or a colour the readers know ("Merino Jumper", "Teal Throw") says what the item is made of or looks
    # like, not who made it.
    if lowered in MATERIALS or lowered in facets.COLOUR_FAMILIES:
        return None
    leading = re.match(r"\s*((?:[A-Z][\w'’-]*\s*(?:&|and)?\s*){1,3})", title)
    if leading is not None and "".join(w[0] for w in re.findall(r"[A-Za-z][\w'’-]*", leading.group(1))).lower() in {
        alnum_folded(brand),
        "".join(part[0] for part in _ALNUM.findall(brand.lower())),
    }:
        return None
    others = " ".join(_without_accents(v) for k, v in listing.attributes.items() if not _BRAND_KEY.match(_key_words(k)))
    if first in set(_ALNUM.findall(others.lower())):
        return None
    # A word the seller writes in lower case, in the singular or the plural, is a thing ("gazebo", "oats"), not a name.
    stem = lowered[:-1] if lowered.endswith("s") else lowered
    written = f"{_without_accents(listing.description)} {title[opening.end() :]}"
    if re.search(rf"\b{re.escape(stem)}(?:s|es)?\b", written):
        return None
    return ListingField.TITLE, opening.group(1)


# --- the title's maker in the frame where the description writes the brand's (forty-third round) ----------------------
# The outvoted form reads the title's opening name as a maker only where English rarely writes it, so a maker named by
# everyday words (a surname and a trade, a place and a word) went unread. What makes such a name a maker here is the
# frame: the description writes the brand specific's maker followed by the words the title writes after its opening
# name ("Brookfield cast iron skillet" beside "Morgan Hill Cast Iron Skillet 26cm"; "reads Kestrel, bookshelf speakers"
# beside "Windsor Bookshelf Speakers"), so two fields name one item in one slot, each with its own maker, and the
# title's opening name is written nowhere else in the listing. A word the name shares with the rest of the listing, a
# material or a colour, a look (the pack's look words), a describing or condition word, capitals alone (an advert's),
# words English uses on every page, a compatibility and goods named by franchises are no maker's name. Net only, as
# every form: a line a parent sells under its own name, the description naming only the parent, reads the same.
_FRAME_WORDS = 4  # the words after the brand in the description that may name the title's item
_FRAME_NAME_WORDS = 3  # the title's opening name, at most this many words before the item's word
_FRAME_CLAUSE = re.compile(r"[^.;:!?\n()]*")
_FRAME_WORD = re.compile(r"[A-Za-z][\w'’&-]*")
_FRAME_TOKEN = re.compile(r"\S+")
# A name's word: a capital and a lower-case letter somewhere, three letters or more.
_FRAME_NAME_WORD = re.compile(r"[A-Z][A-Za-z'’-]*[a-z][A-Za-z'’-]*")
_FRAME_COMMON_ZIPF = 4.5  # a name whose every word English writes this often ("Grand Union", "Top Pick") is no maker
_FRAME_ANCHOR_ZIPF = 6.0  # the item's word is no function word ("with", "and") and no "new"
_FRAME_FIT = re.compile(r"\b(?:compatible|replacement|fits?|to\s+fit)\b", _I)
_FRAME_FRANCHISE_GOODS = re.compile(r"toy|game|card|book|movie|film|dvd|comic", _I)


def _frame_stem(word: str) -> str:
    lowered = word.lower()
    return lowered[:-1] if lowered.endswith("s") and len(lowered) > 3 else lowered


def _maker_in_the_brands_frame(listing: Listing, brand: str) -> Quote | None:
    """The title's opening name where the description writes the brand specific's maker before the title's item."""
    # Cheap first: most titles write the brand as the specific does, and the rest must not write it folded either.
    if brand.lower() in listing.title.lower():
        return None
    own = _folded(brand)
    if len(own) < 3 or own in _folded(listing.title):
        return None
    # The word-bounded search case-blind scans every position; the plain find in C skips most descriptions first.
    if brand.lower() not in listing.description.lower():
        return None
    written = built(rf"(?<!\w){re.escape(brand)}(?!\w)", _I).search(listing.description)
    if written is None or _FRAME_FRANCHISE_GOODS.search(listing.category) or _FRAME_FIT.search(listing.title):
        return None
    clause = _FRAME_CLAUSE.match(listing.description, written.end())
    after = {_frame_stem(w) for w in _FRAME_WORD.findall(clause.group() if clause is not None else "")[:_FRAME_WORDS]}
    tokens = list(_FRAME_TOKEN.finditer(listing.title))
    words = [t.group().strip(",:;-") for t in tokens]
    at = next(
        (
            k
            for k in range(1, min(len(words), _FRAME_NAME_WORDS + 1))
            if _frame_stem(words[k]) in after and zipf(words[k].lower()) < _FRAME_ANCHOR_ZIPF
        ),
        None,
    )
    if at is None:
        return None
    name = words[:at]
    if not all(len(w) >= 3 and _FRAME_NAME_WORD.fullmatch(w) for w in name):
        return None
    lowered = [w.lower() for w in name]
    if any(
        w in _NOT_A_MAKER or w in _OPENING_WORDS or w in MATERIALS or w in facets.COLOUR_FAMILIES for w in lowered
    ) or any(len(w) > 4 and _DESCRIBING_END.search(w) for w in lowered):
        return None
    # A look a kind of goods is named for ("Chesterfield Sofa", "Shaker Cabinet"): the pack's look words.
    if any(_is_look_word(w) for w in lowered):
        return None
    if min(zipf(w) for w in lowered) >= _FRAME_COMMON_ZIPF:
        return None
    others = " ".join(v for k, v in listing.attributes.items() if not _BRAND_KEY.match(_key_words(k)))
    elsewhere = {w.lower() for w in _FRAME_WORD.findall(f"{listing.description} {' '.join(words[at:])} {others}")}
    if any(w in elsewhere for w in lowered):
        return None
    return ListingField.TITLE, listing.title[tokens[0].start() : tokens[at - 1].end()].rstrip(",:;-")


# --- one reading of the title's maker against the brand specific (twenty-eighth round) -------------------------------
# The four readings above grew in separate rounds (twelfth, seventeenth, twenty-seventh twice), each with its own read
# of the brand specific and its own guards. They are one reading now: the brand specific is read once (a "Brand" or
# "Brand Name" key), a brand that names no maker ("Unbranded", "Unsigned", a placeholder) ends the reading for every
# form, a name is rare under one threshold (_NAME_ZIPF, as _RARE_NAME_ZIPF), the guards that grew in one form's round
# hold for every form (_not_another_maker), and the forms run in order of how much of the listing stands against the
# title:
#   outvoted            the brand specific and the description name one maker, the title another;
#   in-the-brands-frame the description writes the brand before the title's item, the title another name there;
#   against-manufacturer the brand, the manufacturer specific and the title's name, two against one;
#   name-repeated       the title's coined name written again in the description, the brand written nowhere;
#   opening-name        a rare name opening the title, the brand written nowhere in the title.
# Each answer says whether the disagreement is certain (a finding the listing's own words quote) or likely (a net
# signal). No form is certain yet: a product line sold under its parent's brand reads like each of them, and the
# outvoted and against-manufacturer forms' clean record on the development sets (no clean listing) is not yet measured
# on held-out listings (docs/generation.md, twenty-eighth round).


@dataclass(frozen=True)
class MakerDisagreement:
    """What the title's maker disagrees with, the quote, and whether the disagreement is certain."""

    form: str
    quote: Quote
    certain: bool


_MAKER_FORMS: tuple[tuple[str, Callable[[Listing, str], Quote | None]], ...] = (
    ("outvoted", _maker_outvoted),
    ("in-the-brands-frame", _maker_in_the_brands_frame),
    ("against-manufacturer", _against_manufacturer),
    ("name-repeated", _name_repeated),
    ("opening-name", _opening_name_unwritten),
)
MAKER_FORMS = tuple(name for name, _ in _MAKER_FORMS)


def maker_disagreement(listing: Listing, forms: tuple[str, ...] = MAKER_FORMS) -> MakerDisagreement | None:
    """The first of the given forms in which the title's maker disagrees with the brand specific."""
    brand = _brand(listing)
    if not brand or _NO_MAKER_VALUES.match(brand) or is_placeholder(brand):
        return None
    for form, reader in _MAKER_FORMS:
        if (
            form in forms
            and (quote := reader(listing, brand)) is not None
            and not _not_another_maker(listing, brand, quote)
        ):
            return MakerDisagreement(form, quote, certain=False)
    return None


def _not_another_maker(listing: Listing, brand: str, quote: Quote) -> bool:
    """The guards every form shares, written once (each grew in one form's round): the title's name is the brand's own
    (its start, a part, its initials: "Grobag" under "The Gro Company"), or a thing the seller also writes in lower
    case, in the singular or the plural ("giclee print", "daylily fans"), or a describing word, not a maker's name."""
    name = _without_accents(quote[1])
    lowered = name.lower()
    # A word that opens titles without naming a maker ("Genuine", "Wireless"), or one a suffix makes ("Ergonomic").
    if lowered in _NOT_A_MAKER or _WORD_SUFFIX.search(lowered) or _own_name_of(name, _without_accents(brand)):
        return True
    stem = lowered[:-1] if lowered.endswith("s") else lowered
    rest = listing.title.replace(quote[1], " ", 1)
    return re.search(rf"\b{re.escape(stem)}(?:s|es)?\b", _without_accents(f"{listing.description} {rest}")) is not None


def title_maker_disagrees(listing: Listing) -> Quote | None:
    """The title's maker against the brand specific, in any form (the pack's net signal)."""
    found = maker_disagreement(listing)
    return found.quote if found is not None else None


def _form_view(form: str) -> Callable[[Listing], Quote | None]:
    """One form alone, as the rounds that wrote it test it."""

    def view(listing: Listing) -> Quote | None:
        found = maker_disagreement(listing, (form,))
        return found.quote if found is not None else None

    return view


title_maker_outvoted = _form_view("outvoted")
brand_against_maker = _form_view("against-manufacturer")
title_name_not_brand = _form_view("name-repeated")
opening_name_not_brand = _form_view("opening-name")


# The description gives the colour of the item's own surface ("Black exterior.", "a rare navy colorway", "black cabinet
# with black trim") and never names the colour the colour specific gives: the description and the specific describe
# two items. A colour said of a part (the trim, the hardware, the lights) is that part's, and is not read.
_SURFACE_COLOUR = re.compile(
    r"\b((?:[a-z]+[\s-])?[a-z]+)\s+(?:colou?r(?:way)?|exterior|cabinet|body|shell|housing|finish)\b"
    r"(?!\s+(?:on|of|is|was|were|has|had)\b)",
    _I,
)


def surface_colour_not_specific(listing: Listing) -> Quote | None:
    """The colour the description gives the item's surface against a colour specific the description never names."""
    given = next(
        (
            facets.attribute_colour(value)
            for key, value in sorted(listing.attributes.items())
            if ITEM_COLOUR_KEY.match(_key_words(key))
        ),
        frozenset[str](),
    )
    if not given or facets.names_colour(listing.description, given):
        return None
    for match in _SURFACE_COLOUR.finditer(listing.description):
        said = facets.attribute_colour(match.group(1))
        if said and not said & given:
            return ListingField.DESCRIPTION, match.group()
    return None


# A specific that names what it counts in its key ("Grind Settings: 18", "Frame Count: 8", "PCIe Slots: 19") against
# the title's count of the same thing ("40 Settings", "10 frame"), when neither the title nor the description writes the
# specific's count of it. A number that ends a name ("Swing Bass 66 Strings" for a four-string set) is told by the
# description, which then counts the thing as the specific does. The keys "Number of ..." and the counts of items,
# pieces and packs are read elsewhere (detectors._named_count_conflict, _count_conflict); a unit of measure in the key
# ("Watts") is a measure, not a count.
_KEYED_COUNT = re.compile(r"^(?:([a-z0-9]+)\s+)?([a-z]{3,}s)$|^([a-z]{3,})\s+count$")
_NOT_KEYED_COUNTS = frozenset(
    {"item", "piece", "unit", "pack", "count", "sheet", "page", "serving", "player", "part", "set", "pair", "year",
     "month", "day", "hour", "minute", "second", "degree", "inche", "foot", "feet", "meter", "metre", "watt", "volt",
     "amp", "gram", "pound", "ounce", "liter", "litre", "mile", "lumen", "calorie", "color", "colour", "feature",
     "material", "dimension", "spec", "accessorie", "detail", "note", "content", "size", "type", "style"}
)  # fmt: skip
_RANGE_OR_LIMIT_BEFORE = re.compile(
    r"(?:\d\s*(?:-|–|to|or|/)\s*|\b(?:up\s+to|upto|max(?:imum)?|min(?:imum)?|over|under)\s+)$", _I
)


def _keyed_counts(text: str, noun: str, first: str | None) -> list[tuple[int, str]]:
    """(count, quote) of each "N <noun>" in the text ("N <first> <noun>" too, the key's own words), in the singular
    or the plural, not a range's end or a limit."""
    found = []
    named = rf"(?:{re.escape(first)}\s+)?{re.escape(noun)}" if first else re.escape(noun)
    pattern = rf"(?<![\w.,/$£€#-])(\d{{1,3}})[\s-]?{named}(?:e?s)?\b(?!\s*(?:-|–|to|or)\s*\d)"
    for match in re.finditer(pattern, text, _I):
        if _RANGE_OR_LIMIT_BEFORE.search(text[max(0, match.start() - 12) : match.start()]):
            continue
        found.append((int(match.group(1)), match.group()))
    return found


_DIGIT_RUN = re.compile(r"\d+")


def title_count_not_keyed_specific(listing: Listing) -> Quote | None:
    """The title's count of the thing a specific counts by its key, where no field writes the specific's count."""
    model_numbers = {
        number
        for key, value in listing.attributes.items()
        if _MODEL_KEY.match(_key_words(key))
        for number in _DIGIT_RUN.findall(value)
    }
    for key, value in sorted(listing.attributes.items()):
        keyed = _KEYED_COUNT.match(_key_words(key))
        given = facets.number(value.strip())
        if keyed is None or given is None:
            continue
        first, plural = keyed.group(1), keyed.group(2)
        noun = plural[:-1] if plural else keyed.group(3)
        if (
            noun in _NOT_KEYED_COUNTS
            or noun.rstrip("e") in _NOT_KEYED_COUNTS
            or facets.MEASURE_UNIT_AFTER.match(f" {noun}")
        ):
            continue
        # A number the model specific carries ("Tempo 45 Strings" of model "T45L") names the line, not a count.
        in_title = [(n, quote) for n, quote in _keyed_counts(listing.title, noun, first) if str(n) not in model_numbers]
        if not in_title or any(count == given for count, _ in in_title):
            continue
        if any(count == given for count, _ in _keyed_counts(listing.description, noun, first)):
            continue
        return ListingField.TITLE, in_title[0][1]
    return None


# Thirty-second round: a count written onto its noun with a hyphen ("2-Pin", "3-Prong", "4-Port", "2-Way") in the title
# against the one count of the same noun that a specific and the description both write, never the title's ("1-Pin"
# in a connector specific and in the bullets under a "2-Pin" title): two fields agree on the item, the title is the
# odd one out. A title that writes both counts (an adapter "2-Pin to 1-Pin") knows both; measures ("2-ohm") and the
# counts of items and packs are read elsewhere (_NOT_KEYED_COUNTS).
_HYPHENED_COUNT = re.compile(r"(?<![\w.,/$£€#-])(\d{1,2})-([a-z]{3,})\b(?!-)", _I)


def _hyphened_counts(text: str) -> dict[str, dict[int, str]]:
    """Each noun a count is hyphened onto, in the singular, with its counts and the words that write them."""
    found: dict[str, dict[int, str]] = {}
    for match in gated_finditer(_HYPHENED_COUNT, text):
        noun = match.group(2).lower()
        noun = noun[:-1] if noun.endswith("s") else noun
        if noun in _NOT_KEYED_COUNTS or facets.MEASURE_UNIT_AFTER.match(f" {noun}"):
            continue
        found.setdefault(noun, {}).setdefault(int(match.group(1)), match.group())
    return found


def hyphened_count_outvoted(listing: Listing) -> Quote | None:
    """The title's "N-<noun>" against the one other count of the noun a specific and the description agree on."""
    titled = _hyphened_counts(listing.title)
    if not titled:
        return None
    described = _hyphened_counts(listing.description)
    specified = _hyphened_counts(" ; ".join(listing.attributes.values()))
    for noun, counts in titled.items():
        said, given = set(described.get(noun, {})), set(specified.get(noun, {}))
        if len(counts) == 1 and len(said & given) == 1 and not set(counts) & (said | given):
            return ListingField.TITLE, next(iter(counts.values()))
    return None
    described = _hyphened_counts(listing.description)
    specified = _hyphened_counts(" ; ".join(listing.attributes.values()))
    for noun, counts in titled.items():
        agreed = described.get(noun, set()) & specified.get(noun, set())
        if len(counts) != 1 or len(agreed) != 1 or agreed == counts:
            continue
        if counts & (described[noun] | specified[noun]):
            continue
        quote = next(m.group() for m in _HYPHENED_COUNT.finditer(listing.title) if m.group(2).lower().startswith(noun))
        return ListingField.TITLE, quote
    return None


# --- thirty-third round: a feature word the title names against the opposite a specific opens with ---------------
# "Cordless Clipper" under "Power Source: Corded Electric", "Matt Vinyl" under "Finish: Gloss": the pack's pairs of
# words that cannot both hold of one item (opposedFeatures). The specific must open with its word, so a list of
# features or of what the item is for ("Compatible: cordless drills") is not read as its own; a title or a value
# naming both sides ("corded or cordless use") states no side; what the item fits or suits is another item's.
_NOT_ITS_OWN_KEY = re.compile(
    r"\b(?:compatib\w*|fits?|fitment|for|suits?|features?|included|includes|accessor\w*)\b", _I
)
_SPECIFIC_OPENING = re.compile(r"\s*([\w-]+(?:\s+[\w-]+)?)")
# A title word after what the item serves ("Charger for cordless drills") is the served item's, not this one's.
_SERVED_BEFORE = re.compile(r"\b(?:for|fits?|suits?|compatible\s+with|to\s+fit|replaces?)\b", _I)


# Thirty-eighth round: a feature word and the same word undone ("Framed" and "Unframed", "Treated" and "Untreated",
# "Slip" and "Non-slip") or done before the sale ("Prepasted" and "Unpasted", "Pre-Washed" and "Unwashed") are an
# opposed pair of their own making, so no list has to know the trade's word. The stem is four letters or more, so a
# word that only begins with the letters ("United", "Unique", "Universal") pairs with no title word.
_UNDONE = r"(?:un|non-?)"
_DONE_ON_SALE = r"(?:pre-?)?"
_UNDONE_WORD = re.compile(rf"{_UNDONE}([a-z]{{4,}})", _I)
_DONE_WORD = re.compile(rf"{_DONE_ON_SALE}([a-z]{{4,}})", _I)
# Use, wear and the packaging are the condition's, and the condition codes read them ("Used" under "Unused", "Boxed"
# under "Unboxed": two development listings labelled a condition conflict), as are a condition specific and the
# seller's notes.
_WORN_STEM = re.compile(r"(?:used|worn|opened|tested|touched|boxed|sealed|packaged|tagged)", _I)
_WEAR_KEY = re.compile(r"\b(?:condition|notes?|grade|wear)\b", _I)


# The ways each side writes the stem's prefix, as _UNDONE and _DONE_ON_SALE match them.
_PREFIX_FORMS = {_UNDONE: ("un", "non", "non-"), _DONE_ON_SALE: ("", "pre", "pre-")}
# A run of word characters and hyphens: a side bounded by (?<![\w-]) and (?![\w-]), all letters and hyphens, matches
# exactly such a run, whole.
_WORD_RUN = re.compile(r"[\w-]+")


def _undone_pair(opening: str, title: str) -> re.Match[str] | None:
    """The title's word on the other side of the specific's opening word, where one of them is the other undone."""
    first = opening.split()[0]
    undone = _UNDONE_WORD.fullmatch(first)
    if undone is not None:
        stem = undone.group(1)
        stated, opposite = _UNDONE, _DONE_ON_SALE
    elif done := _DONE_WORD.fullmatch(first):
        stem = done.group(1)
        stated, opposite = _DONE_ON_SALE, _UNDONE
    else:
        return None
    # Both sides hold the stem, so ASCII text without it pairs with nothing: most specifics open with a word of four
    # letters or more the title never writes (forty-second round).
    if lacks(title, stem) or _WORN_STEM.fullmatch(stem):
        return None
    # In ASCII text the sides are read from the title's word runs (_undone_run), not from two patterns compiled from
    # the stem: a specific's opening word is new to most reviews, and the two compiles were the check's dearest reading
    # on development listings (forty-second round). Other text keeps the patterns: there case folding is not plain
    # lower-casing.
    if title.isascii() and stem.isascii():
        return _undone_run(title, stem.lower(), _PREFIX_FORMS[stated], _PREFIX_FORMS[opposite])
    if built(rf"(?<![\w-]){stated}{stem}(?![\w-])", _I).search(title):
        return None
    return built(rf"(?<![\w-]){opposite}{stem}(?![\w-])", _I).search(title)


def _undone_run(title: str, stem: str, stated: tuple[str, ...], opposite: tuple[str, ...]) -> re.Match[str] | None:
    """What the two patterns give in ASCII text: None where a word run of the title is the stated side (a prefix form
    and the lower-case stem), else the first run that is the opposite side, as a search finds it first."""
    runs = list(_WORD_RUN.finditer(title))
    said = {form + stem for form in stated}
    if any(run.group().lower() in said for run in runs):
        return None
    other = {form + stem for form in opposite}
    return next((run for run in runs if run.group().lower() in other), None)


# Any side of the pack's opposed pairs, as one pattern: a specific's opening that none of them matches skips the
# pairs (forty-second round: each specific asked every side in turn, some forty patterns, and most open with none).
# Built from the edition's pairs, so keyed by its hash: an edition swapped in misses.
_SIDE_OPENINGS: dict[str, re.Pattern[str] | None] = {}
_SIDE_OPENINGS_HELD = 16


def _any_side(pairs: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...]) -> re.Pattern[str] | None:
    """One pattern that matches at a text's start exactly where one of the sides does: their alternation, each side
    whole in its own group. None (ask each side) where a side has a group of its own or other flags, which the
    alternation could renumber or change."""
    sides = [side for pair in pairs for side in pair]
    if not sides or any(side.groups or side.flags != re.IGNORECASE | re.UNICODE for side in sides):
        return None
    return re.compile("|".join(f"(?:{side.pattern})" for side in sides), re.IGNORECASE)


def _side_opening(pack: RiskPack) -> re.Pattern[str] | None:
    if pack.sha256 in _SIDE_OPENINGS:
        return _SIDE_OPENINGS[pack.sha256]
    if len(_SIDE_OPENINGS) >= _SIDE_OPENINGS_HELD:
        _SIDE_OPENINGS.clear()
    found = _SIDE_OPENINGS[pack.sha256] = _any_side(pack.opposed_features)
    return found


def title_feature_opposed(listing: Listing) -> Quote | None:
    """The title names one side of an opposed pair while a specific opens with the other and the title never
    names it; a word and the same word undone ("Framed" and "Unframed") are such a pair."""
    pack = _pack_in_force()()
    pairs = pack.opposed_features
    any_side = _side_opening(pack)
    for key, value in sorted(listing.attributes.items()):
        opening = _SPECIFIC_OPENING.match(value)
        if opening is None or _NOT_ITS_OWN_KEY.search(_key_words(key)):
            continue
        if not _WEAR_KEY.search(_key_words(key)) and (undone := _undone_pair(opening.group(1), listing.title)):
            before = listing.title[: undone.start()]
            if not (_NEGATED_BEFORE.search(before[-10:]) or _SERVED_BEFORE.search(before)):
                return ListingField.TITLE, undone.group()
        if any_side is not None and any_side.match(opening.group(1)) is None:
            continue
        for one, other in pairs:
            for stated, opposite in ((one, other), (other, one)):
                if not stated.match(opening.group(1)) or opposite.search(value) or stated.search(listing.title):
                    continue
                for match in opposite.finditer(listing.title):
                    before = listing.title[: match.start()]
                    if not (_NEGATED_BEFORE.search(before[-10:]) or _SERVED_BEFORE.search(before)):
                        return ListingField.TITLE, match.group()
    return None


# --- thirty-fourth round: the model specific's family with another variant in its last place ----------------------
# "Series X" in the title under "Model: Series S", "EOS R" under "EOS RP", "Sprite 2" under "Sprite AI", "8x42" against
# "10x50", "Simplex Ultra" under "Simplex+", "PX40PLUS" under "PX40": the title writes the model's family word for word
# and, where the specific's last part stands, another variant part, and never the specific's own. A variant part is a
# number, a short capital code, or a word makers add to sell another model (VARIANT_SUFFIXES). The two parts must be
# written alike (a number against a number or a short code, a code against a code of the same letters-and-digits
# shape), so a spec the title appends after a model it shortens ("XPS 13 i7" under "XPS 13 9310") is no other model;
# a measure ("200W"), a year, an ordinal ("11th" gen, another way of numbering) or a Roman numeral of the same number
# is not read.
_MODEL_PART = re.compile(r"[a-z0-9]+|\+", _I)
# Lengths no list converts: a title's measure, never a facet compared across fields.
_UNCONVERTED_LENGTHS = ("m", "metre", "metres", "meter", "meters", "yd", "yard", "yards")
# Thirty-fifth round: the units a number glued to them makes a measure are the shared ones (UNITS, and the lengths
# SIZE_UNITS_MM adds) written as one word, and the words below that no facet converts, each read as a unit here because
# a number glued to it sells a rating, a resolution or a count, never a model of a line.
_NOT_CONVERTED_UNITS = (
    # A camera's megapixels and a screen's, a radio's or a processor's frequency: ratings no facet compares.
    "mp", "hz", "khz", "mhz", "ghz",
    # Pieces: "12pcs" counts what comes, a count the counts reader reads with its noun, not as a measure.
    "pc", "pcs",
    # "4k", "1080p": a screen's resolution (and "10k", a thousand of something), never a variant's number.
    "k", "p",
    *_UNCONVERTED_LENGTHS,
)  # fmt: skip
# The ampere is left out: a letter glued to a number is as often a line's variant ("4a" after a "4"), and it was
# never read as a unit here.
_READ_AS_VARIANTS = frozenset({"a"})
_UNITS_AS_PART = sorted(
    {unit for unit in (*UNITS, *SIZE_UNITS_MM) if unit.isalpha()} - _READ_AS_VARIANTS | set(_NOT_CONVERTED_UNITS),
    key=len,
    reverse=True,
)
_MEASURE_AS_PART = re.compile(
    rf"\d+(?:\.\d+)?(?:{'|'.join(_UNITS_AS_PART)})|(?:19|20)\d{{2}}s?|\d+(?:st|nd|rd|th)",
    _I,
)
_PART_SHAPE = re.compile(r"\d+|[a-z]+", _I)
_SHORT_CODE = re.compile(r"[A-Z]{1,2}")
# Thirty-fifth round: a line numbered in capital Roman numerals ("Mk III", "Junior IV") numbers its models as digits do;
# two numerals of different values name two models of it (one of the same value as a digit is _same_number's).
_ROMAN_PART = re.compile(r"[IVX]{1,4}")
_INCH_MARKS = frozenset({'"', "\u201d", "'"})
# The lengths the shared units leave out, read only after a title's number: the feet and the singulars SIZE_UNITS_MM
# adds to UNITS, and the lengths no list converts (_UNIT_AFTER reads every unit of UNITS).
_OTHER_LENGTHS = sorted({*SIZE_UNITS_MM, *_UNCONVERTED_LENGTHS} - set(UNITS), key=len, reverse=True)
_OTHER_UNIT_AFTER = re.compile(rf"\s?-?\s?(?:{'|'.join(map(re.escape, _OTHER_LENGTHS))})\b", _I)


def _variant_part(part: str) -> bool:
    return (
        part == "+"
        or part.lower() in VARIANT_SUFFIXES
        or any(ch.isdigit() for ch in part)
        or _SHORT_CODE.fullmatch(part) is not None
        or _ROMAN_PART.fullmatch(part) is not None
    )


def _part_shape(part: str) -> str:
    return "".join("9" if chunk[0].isdigit() else "a" for chunk in _PART_SHAPE.findall(part))


def _parts_alike(own: str, other: str) -> bool:
    """Two variant parts written as one numbering writes them."""
    words = {own.lower(), other.lower()} - {"+"}
    if "+" in (own, other) or own.lower() in VARIANT_SUFFIXES or other.lower() in VARIANT_SUFFIXES:
        return bool(words) and words <= VARIANT_SUFFIXES
    if own.isdigit() and other.isdigit():
        # A catalogue number against a count or size ("Classic 40352" under a "Classic 4 Slice" title) is another
        # numbering, and numbers that differ only in their last digit of several are one line's regional variants.
        return abs(len(own) - len(other)) <= 1 and not (len(own) >= 3 and len(other) >= 3 and own[:-1] == other[:-1])
    if all(_ROMAN_PART.fullmatch(part) for part in (own, other)):
        return _roman(own) != _roman(other)
    codes = [_SHORT_CODE.fullmatch(part) is not None for part in (own, other)]
    if any(part.isalpha() for part in (own, other)) and not any(part.isdigit() for part in (own, other)):
        return all(codes)
    shapes = {_part_shape(own), _part_shape(other)}
    # "Sprite 2" against "Sprite AI": a number and a short capital code name two models of one line.
    return len(shapes) == 1 or (
        shapes == {"9", "a"} and all(code or part.isdigit() for code, part in zip(codes, (own, other), strict=True))
    )


def _same_number(one: str, other: str) -> bool:
    return any(
        number.isdigit() and numeral and all(letter in _ROMAN for letter in numeral) and _roman(numeral) == int(number)
        for numeral, number in ((one, other), (other, one))
    )


def _plus_folded(text: str) -> str:
    return alnum_folded(text.replace("+", " plus "))


def _written_as_words(text: str, parts: list[str]) -> bool:
    """The parts written in a row as whole words ("EOS RP" is not written in "EOS RPX")."""
    joined = r"[\s-]*".join(re.escape(part) for part in parts)
    return built(rf"(?<![a-z0-9]){joined}(?![a-z0-9])", _I).search(text) is not None


def model_variant_replaced(listing: Listing) -> Quote | None:
    """The model specific's family written in the title with another variant part where the specific's last part
    stands, and the specific's own part written nowhere in the title."""
    title = listing.title
    tokens = [(m.group(), m.start(), m.end()) for m in _MODEL_PART.finditer(title)]
    lowered = [t[0].lower() for t in tokens]
    folded_title = _plus_folded(title)
    for key, value in sorted(listing.attributes.items()):
        if not _MODEL_SPECIFIC.match(_key_words(key)) or _SEVERAL_VALUES.search(value) or is_placeholder(value):
            continue
        parts = _MODEL_PART.findall(value)
        if len(parts) == 1 and any(ch.isdigit() for ch in parts[0]) and len(parts[0]) >= 3:
            # The variant word glued to a code ("PX40PLUS" under "PX40"), the code never written on its own.
            own = parts[0].lower()
            if own in lowered:
                continue
            for word, _, _ in tokens:
                rest = word.lower()[len(own) :]
                if word.lower().startswith(own) and rest in VARIANT_SUFFIXES:
                    return ListingField.TITLE, word
            continue
        if _plus_folded(value) in folded_title:
            continue
        if len(parts) < 2 or not _variant_part(parts[-1]) or parts[-1].lower() in lowered:
            continue
        own = parts[-1]
        # The maker's name may lead the specific and not the title.
        for family in (parts[:-1], parts[1:-1]):
            if not family:
                continue
            wanted = [p.lower() for p in family]
            for i in range(len(tokens) - len(wanted)):
                if lowered[i : i + len(wanted)] != wanted:
                    continue
                other, start, end = tokens[i + len(wanted)]
                between = title[tokens[i + len(wanted) - 1][2] : start]
                if between.strip(" -") or not _variant_part(other) or other.lower() == own.lower():
                    continue
                # A family word after a number is its unit ("100 mm"); a part before a unit or an inch mark is a
                # measure ("FS4 4 ft", "Ashby 6\"").
                if (i and lowered[i - 1].isdigit()) or (
                    _UNIT_AFTER.match(title, end)
                    or _OTHER_UNIT_AFTER.match(title, end)
                    or title[end : end + 1] in _INCH_MARKS
                ):
                    continue
                # One code extending the other ("R" and "RP", "W" and "WH") is as often the same item written short:
                # read only when the description writes the specific's own model.
                extends = own.lower().startswith(other.lower()) or other.lower().startswith(own.lower())
                writes_own = _written_as_words(listing.description, [*family, own])
                if extends and not writes_own:
                    continue
                # A description naming both (the title's as the one the specific's replaced) settles it, as the
                # model code reading holds.
                if writes_own and _written_as_words(listing.description, [*family, other]):
                    continue
                if (
                    _MEASURE_AS_PART.fullmatch(other)
                    or _same_number(other, own)
                    or not _parts_alike(own, other)
                    or _opens_a_kind(title, start)
                    or _size_word_of_type(listing, other, title[end:])
                ):
                    continue
                return ListingField.TITLE, title[tokens[i][1] : end]
    return None


# --- thirty-fourth round: a tyre size the title writes against the one the listing gives elsewhere -----------------
# A tyre is sold by its size code (section width, aspect ratio and rim: "205/55 R16", "180/55ZR17", "120/70-17", a
# light truck's "LT245/75R16"; a three-digit width, so a child's "12/18-24" months is not read): a title that writes
# one size while the description or a size specific writes only others sells two tyres. A size the description gives
# what the tyre fits or replaces ("also fits 215/60R16"), or one of a list of sizes, is another's; a title of two
# sizes (a staggered pair) is not read.
_TYRE_SIZE = re.compile(
    r"(?<![\w/.])(?:P|LT)?(\d{3})\s?/\s?(\d{2})\s?(?:Z?R|-)\s?F?\s?(\d{2})(?!\d|\.\d)",
    _I,
)
_TYRE_SIZE_LISTED = re.compile(r"^\s*(?:/|,|or\b|and\b|&)", _I)
# What a car takes or runs on, or a size swapped from or to, is the car's or the other tyre's.
_TYRE_OF_ANOTHER_BEFORE = re.compile(
    r"\b(?:take|takes|run|runs|running|swap\w*|instead\s+of|upgrad\w*\s+(?:from|to)|from)\s+(?:(?:an?|the)\s+)?$", _I
)


def _tyre_sizes(text: str) -> list[tuple[tuple[str, str, str], re.Match[str]]]:
    found = []
    for match in _TYRE_SIZE.finditer(text):
        before = text[max(0, match.start() - 30) : match.start()]
        if (
            _FITTED_BEFORE.search(before)
            or _TYRE_OF_ANOTHER_BEFORE.search(before)
            or _TYRE_SIZE_LISTED.match(text, match.end())
        ):
            continue
        if re.search(r"(?:/|,|\bor|\band|&)\s*$", before, _I) and _TYRE_SIZE.search(before):
            continue
        found.append(((match.group(1), match.group(2), match.group(3)), match))
    return found


def tyre_size_mismatch(listing: Listing) -> Quote | None:
    """The title's one tyre size against the sizes the description or a size specific gives, none of them the
    title's."""
    if "/" not in listing.title:
        return None
    titled = {size for size, _ in _tyre_sizes(listing.title)}
    if len(titled) != 1 or len(list(_TYRE_SIZE.finditer(listing.title))) != 1:
        return None
    own = titled.pop()
    specified = [
        found
        for key, value in sorted(listing.attributes.items())
        if _SIZE_KEY.match(_key_words(key))
        for found in _tyre_sizes(value)
    ]
    # Each place on its own: a description that sells another size disagrees even under a specific that agrees.
    for field, given in (
        (ListingField.DESCRIPTION, _tyre_sizes(listing.description)),
        (ListingField.ATTRIBUTES, specified),
    ):
        if given and all(size != own for size, _ in given):
            return field, given[0][1].group()
    return None


# --- thirty-fourth round: a size pair written without its unit against the size specific's pair ------------------
# Fixings, tubes and small tyres are sold by a bare pair of figures ("4.5x50" screws, "10 x 2.125" tyre, "15x22"
# compression fitting); a size specific that gives a pair with the title's first figure and another second one
# ("Size: 4.5 x 60 mm" under a "4.5x50" title) names another length or width of the same gauge. One pair in the title,
# not a figure glued to a letter ("M8x40"), not a measure already in a unit (dimensions_against_specific reads those).
_BARE_PAIR = re.compile(
    r"(?<![\w.])(\d{1,3}(?:\.\d{1,3})?)\s?[x\u00d7]\s?(\d{1,3}(?:\.\d{1,3})?)(?![\w.]|\s?[x\u00d7]\s?\d)", _I
)
_PAIR_BEFORE = re.compile(r"\d\s?[x\u00d7]\s?$", _I)
_SPECIFIC_PAIR = re.compile(
    r"(\d{1,3}(?:\.\d{1,3})?)\s?[x\u00d7]\s?(\d{1,3}(?:\.\d{1,3})?)\s?(?:mm|cm|in|inch(?:es)?|\")?", _I
)


def size_pair_mismatch(listing: Listing) -> Quote | None:
    """The title's one bare size pair against a size specific's pair of the same first figure and another second."""
    if "x" not in listing.title.lower() and "\u00d7" not in listing.title:
        return None
    pairs = [
        m
        for m in _BARE_PAIR.finditer(listing.title)
        if not _UNIT_AFTER.match(listing.title, m.end())
        and not _OTHER_UNIT_AFTER.match(listing.title, m.end())
        and not _PAIR_BEFORE.search(listing.title[max(0, m.start() - 6) : m.start()])
    ]
    if len(pairs) != 1 or len(list(_BARE_PAIR.finditer(listing.title))) != 1:
        return None
    first, second = float(pairs[0].group(1)), float(pairs[0].group(2))
    for key, value in sorted(listing.attributes.items()):
        if not _SIZE_KEY.match(_key_words(key)):
            continue
        given = _SPECIFIC_PAIR.fullmatch(value.strip())
        if given is None:
            continue
        if float(given.group(1)) == first and float(given.group(2)) != second:
            return ListingField.TITLE, pairs[0].group()
    return None


# --- thirty-fifth round: the title's one slash pair against the pair a specific gives ------------------------------
# Goods graded by two figures written with a slash: a wetsuit's two panel thicknesses ("4/3mm"), a two-sided
# whetstone's grits ("1000/6000"), a dual-voltage appliance ("12/24V"), a child's size band ("9/10 years"). A specific
# whose whole value is one such pair, in the unit the title writes after its one pair (or in none, and then under a
# key the title names: "Grit" over a "Dual Grit Stone 400/1000"), grades another item when the pairs differ. A pair of
# equal figures ("50/50" cotton blend) grades nothing.
_SLASH_PAIR = re.compile(
    rf"(?<![\w./-]){_SLASH_PAIR_FIGURES}(?:\s?-?\s?({_UNIT_ALTERNATIVES}))?(?![\w/])",
    _I,
)


_FRACTION_DENOMINATORS = frozenset({2.0, 4.0, 8.0, 16.0, 32.0, 64.0})


def _slash_pair(match: re.Match[str]) -> tuple[float, float, str]:
    return *_slash_figures(match), " ".join((match.group(3) or "").lower().split())


def slash_pair_mismatch(listing: Listing) -> Quote | None:
    """The title's one slash pair against a specific's whole value of another pair in the same unit."""
    if "/" not in listing.title:
        return None
    titled = list(_SLASH_PAIR.finditer(listing.title))
    if len(titled) != 1:
        return None
    first, second, unit = _slash_pair(titled[0])
    # A fraction ("3/4 in" thread, "1/2 in" drive) sizes one part among several a listing measures.
    if first == second or (first < second and second in _FRACTION_DENOMINATORS):
        return None
    described = {_slash_pair(m)[:2] for m in _SLASH_PAIR.finditer(listing.description)}
    for key, value in sorted(listing.attributes.items()):
        given = _SLASH_PAIR.fullmatch(value.strip())
        if given is None:
            continue
        given_first, given_second, given_unit = _slash_pair(given)
        if UNITS.get(given_unit) != UNITS.get(unit) or (given_first, given_second) == (first, second):
            continue
        # A description writing both pairs compares them ("not the 5/3, these are 3/2").
        if {(first, second), (given_first, given_second)} <= described:
            continue
        if unit or set(_key_words(key).split()) <= set(_WORD.findall(listing.title.lower())):
            return ListingField.TITLE, titled[0].group()
    return None


_WORD = re.compile(r"[a-z0-9]+")


# --- thirty-third round: a word that counts the noun after it, against that noun's count specific ------------------
# "Dual Output" under "Number of Outputs: 1", "1.5 Bowl" under "Number of Bowls: 1": the title counts the thing by a
# word (or a half, where a half-size one counts as one), and the specific that counts that very noun gives another
# number. The specific names the noun, so a size said by the word ("Double Bed" under "Number of Pillows: 2") is not
# read against a count of something else.
_MULTIPLE_WORDS = {"single": 1, "dual": 2, "twin": 2, "double": 2, "triple": 3, "quad": 4}
_TITLE_MULTIPLE = re.compile(r"(?<![\w.-])(single|dual|twin|double|triple|quad|\d\.5)[\s-]+([a-z]+)", _I)


def title_multiple_against_count(listing: Listing) -> Quote | None:
    """The title's counting word before a noun against the count specific of the same noun."""
    counts = {}
    for key, value in listing.attributes.items():
        found = _specific_count(key, value)
        if found is not None and found[1]:
            counts[found[1]] = found[0]
    if not counts:
        return None
    for match in _TITLE_MULTIPLE.finditer(listing.title):
        given = counts.get(facets.stem(match.group(2).lower()))
        word = match.group(1).lower()
        if given is None:
            continue
        # A half-size one ("1.5 bowl") is one more of them, however the seller counts it.
        titled = _MULTIPLE_WORDS.get(word) or int(float(word)) + 1
        if given != titled:
            return ListingField.TITLE, match.group()
    return None


STRUCTURAL_CHECKS: Mapping[str, Callable[[Listing], Quote | None]] = {
    "measure_mismatch": measure_mismatch,
    "letter_size_mismatch": letter_size_mismatch,
    "code_size_mismatch": code_size_mismatch,
    "keyed_dimension_mismatch": keyed_dimension_mismatch,
    "labelled_code_mismatch": labelled_code_mismatch,
    "numbered_name_mismatch": numbered_name_mismatch,
    "fitted_model_mismatch": fitted_model_mismatch,
    "speed_count_mismatch": speed_count_mismatch,
    "maker_withheld": maker_withheld,
    "itemised_total_mismatch": itemised_total_mismatch,
    "tally_said_mismatch": tally_said_mismatch,
    "model_code_mismatch": model_code_mismatch,
    "count_mismatch": count_mismatch,
    "named_size_mismatch": named_size_mismatch,
    "year_span_mismatch": year_span_mismatch,
    "placeholder_hides_value": placeholder_hides_value,
    "placeholder_on_certain_specific": placeholder_on_certain_specific,
    "grade_conflict": grade_conflict,
    "colour_sentence_mismatch": colour_sentence_mismatch,
    "part_colour_mismatch": part_colour_mismatch,
    "sold_count_mismatch": sold_count_mismatch,
    "written_grade_conflict": written_grade_conflict,
    "compared_maker_list": compared_maker_list,
    "closing_name_line": closing_name_line,
    "for_parts_but_working": for_parts_but_working,
    "working_grade_not_working": working_grade_not_working,
    "refurbished_only_cleaned": refurbished_only_cleaned,
    "boxed_title_without_box": boxed_title_without_box,
    "model_number_mismatch": model_number_mismatch,
    "original_over_reissue": original_over_reissue,
    "bedding_title_size_mismatch": bedding_title_size_mismatch,
    "unlocked_but_locked": unlocked_but_locked,
    "purity_mismatch": purity_mismatch,
    "pure_material_mismatch": pure_material_mismatch,
    "maker_before_model": maker_before_model,
    "working_state_not_current": working_state_not_current,
    "refurbished_untested": refurbished_untested,
    "scale_mismatch": scale_mismatch,
    "described_scale_mismatch": described_scale_mismatch,
    "age_floor_mismatch": age_floor_mismatch,
    "self_named_other_model": self_named_other_model,
    "dozen_count_mismatch": dozen_count_mismatch,
    "pair_sold_as_one": pair_sold_as_one,
    "variant_suffix_mismatch": variant_suffix_mismatch,
    "variant_axis_mismatch": variant_axis_mismatch,
    "included_part_denied": included_part_denied,
    "material_mismatch": material_mismatch,
    "described_specific_mismatch": described_specific_mismatch,
    "completeness_mismatch": completeness_mismatch,
    "title_maker_not_brand": title_maker_not_brand,
    "maker_sold_unbranded": maker_sold_unbranded,
    "title_measure_outvoted": title_measure_outvoted,
    "precious_metal_mismatch": precious_metal_mismatch,
    "graded_grade_mismatch": graded_grade_mismatch,
    "variant_word_mismatch": variant_word_mismatch,
    "size_span_mismatch": size_span_mismatch,
    "dimension_pair_mismatch": dimension_pair_mismatch,
    "dimensions_against_specific": dimensions_against_specific,
    "variety_written_nowhere": variety_written_nowhere,
    "rated_figure_mismatch": rated_figure_mismatch,
    "sized_item_without_size": sized_item_without_size,
    "model_series_mismatch": model_series_mismatch,
    "model_name_mismatch": model_name_mismatch,
    "brand_model_replaced": brand_model_replaced,
    "model_name_swapped": model_name_swapped,
    "set_member_gone": set_member_gone,
    "year_specific_mismatch": year_specific_mismatch,
    "described_year_mismatch": described_year_mismatch,
    "title_value_outvoted": title_value_outvoted,
    "fit_years_narrowed": fit_years_narrowed,
    "described_variant_mismatch": described_variant_mismatch,
    "other_marketplace_store": other_marketplace_store,
    "title_borrowed_look": title_borrowed_look,
    "cheaper_on_other_marketplace": cheaper_on_other_marketplace,
    "specific_word_denied": specific_word_denied,
    "self_named_other_colour": self_named_other_colour,
    "title_claims_what_specific_denies": title_claims_what_specific_denies,
    "generation_number_mismatch": generation_number_mismatch,
    "numbered_model_mismatch": numbered_model_mismatch,
    "numbered_size_outvoted": numbered_size_outvoted,
    "title_count_recounted": title_count_recounted,
    "length_specific_outvoted": length_specific_outvoted,
    "description_corrects_title": description_corrects_title,
    "sale_said_to_be_one": sale_said_to_be_one,
    "handedness_mismatch": handedness_mismatch,
    "specific_model_denied": specific_model_denied,
    "title_variant_denied": title_variant_denied,
    "edition_specific_mismatch": edition_specific_mismatch,
    "fitted_code_mismatch": fitted_code_mismatch,
    "title_maker_disagrees": title_maker_disagrees,
    # One form of it alone, as the round that wrote the form tests it (the pack names the whole reading).
    "title_maker_outvoted": title_maker_outvoted,
    "brand_against_maker": brand_against_maker,
    "title_name_not_brand": title_name_not_brand,
    "opening_name_not_brand": opening_name_not_brand,
    "surface_colour_not_specific": surface_colour_not_specific,
    "title_count_not_keyed_specific": title_count_not_keyed_specific,
    "hyphened_count_outvoted": hyphened_count_outvoted,
    "title_feature_opposed": title_feature_opposed,
    "title_multiple_against_count": title_multiple_against_count,
    "model_variant_replaced": model_variant_replaced,
    "tyre_size_mismatch": tyre_size_mismatch,
    "size_pair_mismatch": size_pair_mismatch,
    "slash_pair_mismatch": slash_pair_mismatch,
}


# The checks' readings of the listings under review, by the listing object (services/per_listing.py): the checks'
# quotes by name and edition, and beside them what the listing states that several readers ask of it (its facts, by
# name).
_CheckReadings = tuple[dict[tuple[str, str], Quote | None], dict[str, bool]]
_READINGS: PerListing[_CheckReadings] = PerListing(lambda: ({}, {}))


def _readings(listing: Listing) -> dict[tuple[str, str], Quote | None]:
    return _READINGS.of(listing)[0]


def weighs_in_carats(listing: Listing) -> bool:
    """Whether the listing weighs in carats (facets.weighs_in_carats), read once per listing: the title's counts are
    read by count_mismatch here and by detectors._count_conflict, and each scanned the description and every
    specific for it (thirty-sixth round). It reads no pack, so no edition joins the key."""
    facts = _READINGS.of(listing)[1]
    found = facts.get("weighs_in_carats")
    if found is None:
        found = facts["weighs_in_carats"] = facets.weighs_in_carats(listing.description, listing.attributes)
    return found


def structural_check(name: str, listing: Listing) -> Quote | None:
    """The named structure-first check's reading of the listing, read once per listing and edition (thirty-second
    round): the detectors' pack findings, their ninth-round conflicts and the net's signals ask the same check of
    the same listing, up to four times a review. A check reads only the listing and the pack of the edition in use,
    so the edition's hash joins the key."""
    # The memo's hit path inline: a review asks some 80 checks, most of them read already, and in the retrieval
    # process under load the call to find the listing's memo cost about what the memo saved (thirty-third round).
    held = _READINGS.entries.get(id(listing))
    readings = held[1][0] if held is not None and held[0] is listing else _readings(listing)
    key = (name, _pack_in_force()().sha256)
    if key in readings:
        return readings[key]
    found = readings[key] = STRUCTURAL_CHECKS[name](listing)
    return found


def structural_quotes(listing: Listing, names: Iterator[str] | tuple[str, ...]) -> Quote | None:
    """The first of the named checks that holds, with its quote: structural_check's reading of each in turn."""
    # The listing's memo and the edition read once for all the names, not once per name (forty-second round): the
    # pack's findings ask a code's checks in turn, some 70 a review, each through structural_check. No check changes
    # the edition it runs under (using_edition holds only inside its own block), so every key is the one
    # structural_check would build, and a check's first reading is stored where it would store it.
    held = _READINGS.entries.get(id(listing))
    readings = held[1][0] if held is not None and held[0] is listing else _readings(listing)
    edition = _pack_in_force()().sha256
    for name in names:
        key = (name, edition)
        if key in readings:
            found = readings[key]
        else:
            found = readings[key] = STRUCTURAL_CHECKS[name](listing)
        if found is not None:
            return found
    return None
