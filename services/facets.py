"""Item facets read from a listing's title, description and attributes, so detectors can compare them.

A facet is one fact about the item on sale (how many come in it, its storage, its size, its colour), with the
text it was read from copied verbatim for the quote. Each reader keeps to statements *about the item*: numbers
said of something else ("compatible with 64GB cards", "up to 1TB expandable", "fits sizes 8-10", "one shown",
"matches our blue mug") are not facets, because a detector that compared them would flag honest listings.

Pure: regular expressions and small vocabularies, nothing loaded.
"""

from __future__ import annotations

import colorsys
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache

import webcolors

from services.clauses import MEASURE_EDGES, could_match, gated_finditer, sentence_around
from services.memo_bounds import TEXTS_HELD

_I = re.IGNORECASE


@dataclass(frozen=True)
class Facet:
    kind: str
    # Normalised for comparison: a count as digits, a capacity in its base unit, a size in capitals.
    value: str
    # Exactly as written in the field it came from.
    quote: str
    start: int = 0


_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "dozen": 12, "a dozen": 12, "half a dozen": 6, "half dozen": 6,
}  # fmt: skip
_NUMBER = r"(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:half\s+)?(?:a\s+)?dozen)"


def number(text: str) -> int | None:
    """A count written in digits or words ("6", "six", "a dozen"), or None."""
    word = " ".join(text.lower().split())
    if word.isdigit():
        return int(word)
    return _NUMBER_WORDS.get(word)


# --- units: what a measure is written in ---------------------------------------------------------------

# unit as written (lower case, spaces folded) -> (dimension, factor to the dimension's base unit). Ounces stay a
# dimension of their own: "oz" is a weight on a bag of coffee and a volume on a bottle, so an ounce is compared
# only with ounces. The table is the units sellers write for the facets item specifics carry; see
# docs/decisions.md for why this is a table and not a units library.
UNITS: Mapping[str, tuple[str, float]] = {
    "kb": ("data", 1e-6), "mb": ("data", 1e-3), "gb": ("data", 1.0), "tb": ("data", 1000.0),
    "mah": ("charge", 1.0), "ah": ("charge", 1000.0),
    # Thirtieth round: a power station's or an e-bike battery's energy, the capacity it is sold by.
    "wh": ("energy", 1.0), "kwh": ("energy", 1000.0),
    "ml": ("volume", 1.0), "cl": ("volume", 10.0), "l": ("volume", 1000.0), "litre": ("volume", 1000.0),
    "litres": ("volume", 1000.0), "liter": ("volume", 1000.0), "liters": ("volume", 1000.0),
    "qt": ("volume", 946.353), "quart": ("volume", 946.353), "quarts": ("volume", 946.353),
    "gal": ("volume", 3785.41), "gallon": ("volume", 3785.41), "gallons": ("volume", 3785.41),
    "oz": ("ounce", 1.0), "fl oz": ("ounce", 1.0), "fl. oz": ("ounce", 1.0), "fluid ounce": ("ounce", 1.0),
    "fluid ounces": ("ounce", 1.0), "ounce": ("ounce", 1.0), "ounces": ("ounce", 1.0),
    "mg": ("mass", 0.001), "g": ("mass", 1.0), "kg": ("mass", 1000.0), "lb": ("mass", 453.592),
    "lbs": ("mass", 453.592), "pound": ("mass", 453.592), "pounds": ("mass", 453.592),
    # Spelled out, as a Net Weight specific gives them ("250 Grams"; seventeenth round).
    "gram": ("mass", 1.0), "grams": ("mass", 1.0), "kilogram": ("mass", 1000.0), "kilograms": ("mass", 1000.0),
    "milligram": ("mass", 0.001), "milligrams": ("mass", 0.001), "millilitre": ("volume", 1.0),
    "millilitres": ("volume", 1.0), "milliliter": ("volume", 1.0), "milliliters": ("volume", 1.0),
    "mm": ("length", 1.0), "cm": ("length", 10.0), "millimeters": ("length", 1.0), "millimetres": ("length", 1.0),
    "centimeters": ("length", 10.0), "centimetres": ("length", 10.0),
    "in": ("length-in", 25.4), "inch": ("length-in", 25.4), "inches": ("length-in", 25.4), '"': ("length-in", 25.4),
    "″": ("length-in", 25.4),
    "v": ("voltage", 1.0), "volt": ("voltage", 1.0), "volts": ("voltage", 1.0),
    # Twenty-second round: a pint is a dimension of its own, as the ounce is: the US pint is 473 ml and the imperial
    # 568 ml, and a teapot or a glass is named by the pint on either side of the Atlantic ("pt" is also a point).
    "pint": ("pint", 1.0), "pints": ("pint", 1.0),
    # Twenty-ninth round: the ratings a pump, a fan or a motor is sold by (twenty-eighth round's detectors table,
    # now converted): a flow in litres per hour (a US gallon, a cubic foot of air) and a motor's horsepower.
    "l/h": ("flow", 1.0), "l/hr": ("flow", 1.0), "lph": ("flow", 1.0), "litres per hour": ("flow", 1.0),
    "liters per hour": ("flow", 1.0), "gph": ("flow", 3.78541), "gallons per hour": ("flow", 3.78541),
    "l/min": ("flow", 60.0), "lpm": ("flow", 60.0), "litres per minute": ("flow", 60.0),
    "liters per minute": ("flow", 60.0), "gpm": ("flow", 227.125), "gallons per minute": ("flow", 227.125),
    "cfm": ("flow", 1699.01),
    "hp": ("horsepower", 1.0), "horsepower": ("horsepower", 1.0), "horse power": ("horsepower", 1.0),
    # Thirty-first round: the other ratings goods are sold by, each its own dimension: a scooter's or a treadmill's top
    # speed, a heater's or a motor's power, a welder's, a fuse's or a charger's current, a torch's light output.
    "mph": ("speed", 1.609344), "km/h": ("speed", 1.0), "kmh": ("speed", 1.0), "kph": ("speed", 1.0),
    "w": ("power", 1.0), "watt": ("power", 1.0), "watts": ("power", 1.0), "kw": ("power", 1000.0),
    "kilowatt": ("power", 1000.0), "kilowatts": ("power", 1000.0),
    "a": ("current", 1.0), "amp": ("current", 1.0), "amps": ("current", 1.0), "ampere": ("current", 1.0),
    "amperes": ("current", 1.0),
    "lm": ("light", 1.0), "lumen": ("light", 1.0), "lumens": ("light", 1.0),
    # Thirty-second round: a speaker's, a driver's or a headphone's impedance, the rating it is wired and sold by
    # ("Dual 4 Ohm" against "Impedance: 2 Ohms"); a resistor's kilo-ohms are no listing's own rating here.
    "ohm": ("impedance", 1.0), "ohms": ("impedance", 1.0),
}  # fmt: skip
# The lengths UNITS converts (to millimetres), with the singulars and the feet a set of dimensions is also written in;
# feet are not in UNITS, whose measures every facet check compares (adding them there would change those checks). The
# size units a side is written in: structure's dimension sets and the counts below read them (thirty-fourth round: one
# list, moved here from structure so the counts, which structure imports, can read it too).
LENGTHS = ("length", "length-in")
SIZE_UNITS_MM: dict[str, float] = {
    **{unit: factor for unit, (dimension, factor) in UNITS.items() if dimension in LENGTHS},
    "millimeter": 1.0, "millimetre": 1.0, "centimeter": 10.0, "centimetre": 10.0,
    "ft": 304.8, "feet": 304.8, "foot": 304.8,
}  # fmt: skip


# --- counts: how many come in the item on sale --------------------------------------------------------

# "set of 4", "pack of six", "4-pack", "6 pcs", "12 piece", "x2" (after a noun); the noun, when there is one,
# says what is counted, so "set of 6 glasses" is compared with "4 glasses" and not with "2 coasters".
_NOT_NOUN = r"(?!(?:are|is|in|of|and|with|the|for|from|by|or|missing|lost|absent)\b)"
_NOUN = rf"({_NOT_NOUN}[a-z][a-z'-]{{2,}}(?:\s+{_NOT_NOUN}[a-z][a-z'-]{{2,}})?)"
# "4-pack", "6 pcs", "24 count": a number the word after it makes a count of pieces or packs. Read as the sale's count
# here and, between a count and its noun ("three 7-piece sets"), as what each counted set holds (risk_signals;
# thirty-first round: it wrote its own).
PIECES_COUNT = re.compile(
    rf"(?<![\w.,/-])({_NUMBER})[\s-]?(?:pack|pk|pcs|pieces?|pc|count|ct)\b(?!\s*(?:of\s+)?\d)", _I
)


def _not_after_a_size_unit() -> str:
    """Look-behinds refusing a figure's size unit ("6 in", "30cm", "2 feet") just before: one per width, as a
    look-behind must have a fixed width."""
    by_width: dict[int, list[str]] = {}
    for unit in SIZE_UNITS_MM:
        if unit[-1].isalpha():
            by_width.setdefault(len(unit), []).append(re.escape(unit))
    return "".join(
        rf"(?<!\d(?:{'|'.join(spellings)}))(?<!\d\s(?:{'|'.join(spellings)}))" for spellings in by_width.values()
    )


# Thirty-fourth round: derived from the size units (it spelled in, cm, mm and ft by hand), so it also refuses the
# spelled-out units ("6 inches x 2", "2 feet x 3").
_NOT_AFTER_A_SIZE = _not_after_a_size_unit()
_COUNT_PATTERNS = (
    # Thirty-fourth round: the container a trade sells its count in ("tube of 12" shuttles, "jar of 40" buttons,
    # "tub of 60" pegs) counts the sale as a pack does.
    re.compile(
        rf"\b(?:set|pack|box|lot|bundle|case|bag|tin|kit|tube|tub|jar|tray|pouch|packet|sleeve|carton)\s+of\s+"
        rf"({_NUMBER})\b(?:\s+{_NOUN})?",
        _I,
    ),
    PIECES_COUNT,
    re.compile(rf"(?<![\w.,/-])({_NUMBER})\s?-?\s?piece\s+{_NOUN}", _I),
    # Thirty-third round: not a figure's unit before the "x" ("6 in x 24 in", "30 cm x 12"): a size's second side.
    re.compile(rf"(?<=[a-z])(?=\s+[x×]){_NOT_AFTER_A_SIZE}\s+[x×]\s?(\d{{1,2}})(?![\w.,/-])", _I),
)
# Said of something other than the item as a whole, or not a count of it.
_NOT_THE_ITEM_BEFORE = re.compile(
    r"(?:\b(?:each|per|of\s+the|of\s+these|one\s+of|extra|spare|additional|plus|also|another|fits|for|holds?|up\s+to"
    # Thirtieth round: a bound on what a buyer takes ("buying more than one pack?", "at least two sets") says how many
    # someone may buy, not how many the sale holds.
    r"|compatible\s+with|makes|serves|seats|feeds|from|our|sold\s+separately|more\s+than|fewer\s+than|less\s+than"
    r"|at\s+least)\s+(?:[\w-]+\s+){0,2})$"
    r"|\d\s*(?:-|–|to|or)\s*$"
    # Forty-third round: a count after another count of the same kind and "or" ("3-pack or 5-pack", "a 6 pk or 12 pk")
    # is a choice the buyer makes between sizes of the sale, as "3 or 5" already was; the first is read, its "or"
    # after it being _NOT_THE_ITEM_AFTER's.
    r"|\d[\s-]?(?:pack|pk|pcs|pieces?|pc|count|ct)\s+or\s+$",
    _I,
)
# Thirtieth round: a bound on how many a buyer takes ("buying more than one pack?"), read by the net's counts too.
BOUND_BEFORE = re.compile(r"\b(?:(?:more|fewer|less)\s+than|at\s+least)\s+$", _I)
_NOT_THE_ITEM_AFTER = re.compile(
    r"^\s*(?:-|–|to|or)\s*\d|^\s*\(?\s*(?:\w+\s+)?(?:shown|pictured|photographed|in\s+(?:the\s+)?(?:photos?|pictures?))"
    r"|^\s*(?:available|sold\s+separately|also|each|per\b)"
    # "1 Piece Missing": the shortfall, not how many come (twelfth round); also said with its verb ("one tile is
    # missing", "two cards were lost"), thirtieth round.
    r"|^\s*(?:(?:is|are|was|were|has\s+been|have\s+been)\s+)?(?:missing|lost|absent)\b",
    _I,
)


_IN_BEFORE = re.compile(r"\b(?:in|into)\s+$", _I)
# A number with a unit after it is a measure, not a count: "Lot of 45 RPM Records" is a lot of records that play at
# 45 rpm, "12 bars x 60 g" twelve bars of 60 grams (twelfth round).
MEASURE_UNIT_AFTER = re.compile(
    r"\s?-?\s?(?:rpm|fl\.?\s?oz|oz|g|kg|mg|lbs?|ml|cl|litres?|liters?|cm|mm|inch(?:es)?|ft|volts?|v|watts?|w|mah|gb|tb"
    # Thirty-second round: "in" is inches where a side's name follows ("30 in high", "14 in round"); elsewhere it is
    # mostly the preposition ("2 in stock", "4 in 1"), so it is read only there.
    r"|mb|hz|khz|gsm|\"|″|in(?=\s+(?:high|wide|long|deep|tall|round|thick|square|diameter)\b))(?![\w-])",
    _I,
)


# Thirty-fifth round: "ct" after a figure counts ("24 ct" cups) and also weighs: the carat, which gems, rough stone and
# diamonds are sold by. A listing that names carats in its description or its specifics weighs in them, so there its
# "20 ct" is a weight, not how many come.
_CARATS = re.compile(r"\bcarats?\b", _I)
_CT_AT_END = re.compile(r"ct$", _I)


def weighs_in_carats(description: str, attributes: Mapping[str, str]) -> bool:
    return any(_CARATS.search(text) for text in (description, *attributes, *attributes.values()))


# --- read once per text (forty-second round) ------------------------------------------------------------------------
# A listing's title and description are read for their counts, colours and arithmetic by several checks each (the
# count check, the sold count, the itemised total, the detectors' count and colour conflicts, the net's signals): up to
# seven readings of one text a review. Each reading depends on the text alone (module patterns, no pack), so it is
# kept by the text, bounded; what is kept is immutable, and a caller given a list gets its own copy.


# Forty-third round: "3-piece construction", "a two-piece build": how each one is made (a golf ball's layers, a cue's
# joint, a valve's body), as "one-piece" already was (eighteenth round), whatever the number. A count of pieces before
# anything else ("3-piece set", "3 pieces of luggage") still counts.
_BUILT_OF_PIECES = re.compile(rf"(?:{_NUMBER})[\s-]?pieces?\s+(?:construction|build)\b", _I)


def built_of_pieces(text: str, at: int) -> bool:
    """Whether the number at ``at`` counts the pieces each item is built of, not how many items there are."""
    return "piece" in text[at : at + 24].lower() and _BUILT_OF_PIECES.match(text, at) is not None


def counts(text: str, *, in_carats: bool = False) -> list[Facet]:
    return list(_counts_of(text, in_carats))


@lru_cache(maxsize=TEXTS_HELD)
def _counts_of(text: str, in_carats: bool) -> tuple[Facet, ...]:
    return tuple(_read_counts(text, in_carats=in_carats))


def _read_counts(text: str, *, in_carats: bool = False) -> list[Facet]:
    found: list[Facet] = []
    for pattern in _COUNT_PATTERNS:
        for match in gated_finditer(pattern, text):
            value = number(match.group(1))
            if value is None or value < 1:
                continue
            if in_carats and pattern is PIECES_COUNT and _CT_AT_END.search(match.group()):
                continue
            if _NOT_THE_ITEM_BEFORE.search(text[max(0, match.start() - 30) : match.start()]):
                continue
            if _NOT_THE_ITEM_AFTER.search(text[match.end() : match.end() + 40]):
                continue
            if MEASURE_UNIT_AFTER.match(text, match.end(1)):
                continue
            # "Three sets in one pack": how they are packed, not how many there are.
            if value == 1 and _IN_BEFORE.search(text[max(0, match.start() - 6) : match.start()]):
                continue
            # "One-piece silicone clips", "a one-piece moulded body": how each is made, not how many (eighteenth round).
            if value == 1 and re.match(r"(?:one|1)-piece\b", match.group().strip(), _I):
                continue
            if built_of_pieces(text, match.start(1)):
                continue
            noun = match.group(2).lower() if match.lastindex and match.lastindex >= 2 and match.group(2) else ""
            found.append(Facet(f"count:{_stem(noun)}", str(value), match.group().strip(), match.start()))
    return sorted(found, key=lambda facet: facet.start)


# --- counts that multiply: a pack of packs ------------------------------------------------------------------

# How a multipack writes its arithmetic: "2 x 38 Washes", "5 Rolls x 60 Sheets", "4 Boxes of 24", "four retail packs
# of 12". The three numbers (packs, per pack, total) all count the same sale, so none contradicts another (twelfth
# round: "48 Count" beside "Number of Packs: 4" and "four packs of 12").
_TIMES = re.compile(
    rf"(?<![\w.,/-])({_NUMBER})\s*(?:[a-z][a-z'-]+\s+){{0,2}}?[x×]\s*({_NUMBER})(?![\w.,/-])(?!\s*[x×]\s*\d)",
    _I,
)
_PACKS_OF = re.compile(
    rf"(?<![\w.,/-])({_NUMBER})\s+(?:[a-z][a-z'-]+\s+)?(?:packs?|boxe?s|tubs?|bags?|bottles?|cans?|rolls?|cases?|cartons?"
    rf"|sleeves?|tins?|jars?|packets?|trays?|tubes?|pouches|pouch|sets?)\s+of\s+({_NUMBER})\b",
    _I,
)


# Forty-fifth round: a count of packs and what each holds, said with "each" or "per" after the second count ("5 Pack,
# 72 Cells Each", "Pack of 3, 24 Sheets per Pad", "4 notebooks with 100 pages each"): the same arithmetic as "5 x 72",
# so a tally of 360 agrees with it. A measure after the second number is a size per piece ("6 Pack, 16 Inch Each"),
# read apart by MEASURE_UNIT_AFTER as _TIMES's is.
_EACH_HOLDS = re.compile(
    rf"(?:(?<![\w.,/-])({_NUMBER})[\s-]*(?:[a-z][a-z'-]+\s+)?[a-z][a-z'-]*|\b(?:packs?|sets?|boxe?s|lots?|bundles?)\s+of"
    rf"\s+({_NUMBER}))\s*[,;:/-]?\s*(?:with\s+)?({_NUMBER})[\s-]+(?:[a-z][a-z'-]+\s+){{0,2}}?[a-z][a-z'-]*\s+"
    r"(?:each|per\s+[a-z][a-z'-]*)\b",
    _I,
)


# Two kinds counted together ("Teacups and Saucers x4"): four of each, eight pieces.
_PAIRED_KINDS_TIMES = re.compile(
    rf"\b[a-z][a-z'-]+s\s+(?:and|&)\s+[a-z][a-z'-]+s\s*[x×]\s*({_NUMBER})(?!\w|[.,/-]\d)", _I
)


# Eighteenth round: two different counts joined ("40 Figures with 2 Baskets", "3 Mugs plus 1 Teapot") add up to the
# sale's whole; each of them agrees with the sum, not with the other. Two equal ones ("12 jars with 12 lids") are a set
# counted by its pieces or by its pairs, and a specific may count either: not read here (a description's "12 bottles
# and 12 gaskets" under "Set of 24" is the mismatch), only in a title (equal_joined_sums).
_ADDED = re.compile(
    rf"(?<![\w.,/-])({_NUMBER})\s+(?:[a-z][\w'-]*\s+){{0,2}}?[a-z][\w'-]*s\s+(?:with|plus|and|&|\+)\s+({_NUMBER})\s+"
    rf"(?:[a-z][\w'-]*\s+){{0,2}}?[a-z][\w'-]*s?\b",
    _I,
)


@lru_cache(maxsize=TEXTS_HELD)
def multiplied_counts(*texts: str) -> frozenset[frozenset[int]]:
    """Each multiplication a listing writes, as the set {packs, per pack, total}; a dimension with its unit
    ("12 x 6 Inch") is a size, not a multipack. Since the eighteenth round also two different joined counts with
    their sum (each part beside the whole, never the parts with each other)."""
    found: set[frozenset[int]] = set()
    for text in texts:
        for match in _ADDED.finditer(text):
            if MEASURE_UNIT_AFTER.match(text, match.end(1)) or MEASURE_UNIT_AFTER.match(text, match.end(2)):
                continue
            left, right = number(match.group(1)), number(match.group(2))
            if left and right and left != right:
                found.update((frozenset({left, left + right}), frozenset({right, left + right})))

        for match in _PAIRED_KINDS_TIMES.finditer(text):
            if (each := number(match.group(1))) and each > 1:
                found.add(frozenset({each, 2 * each}))
        # Behind the gate its own literals give ("each", "per"): most texts hold neither.
        for match in gated_finditer(_EACH_HOLDS, text):
            packs_end = match.end(1) if match.group(1) else match.end(2)
            if MEASURE_UNIT_AFTER.match(text, packs_end) or MEASURE_UNIT_AFTER.match(text, match.end(3)):
                continue
            packs, held = number(match.group(1) or match.group(2)), number(match.group(3))
            if packs and held and packs > 1 and held > 1:
                found.add(frozenset({packs, held, packs * held}))
        for pattern in (_TIMES, _PACKS_OF):
            for match in pattern.finditer(text):
                if MEASURE_UNIT_AFTER.match(text, match.end()):
                    continue
                left, right = number(match.group(1)), number(match.group(2))
                if left and right and left > 1 and right > 1:
                    found.add(frozenset({left, right, left * right}))
    return frozenset(found)


def equal_joined_sums(title: str) -> frozenset[frozenset[int]]:
    """Thirtieth round: two equal counts the title joins ("50 Count with 50 Penny Sleeves", "6 Holders with 6
    Candles") are its own arithmetic, a set counted by the pair or by the piece: each part with the sum."""
    found = set()
    for match in _ADDED_EQUAL.finditer(title):
        if MEASURE_UNIT_AFTER.match(title, match.end(1)) or MEASURE_UNIT_AFTER.match(title, match.end(2)):
            continue
        left, right = number(match.group(1)), number(match.group(2))
        # A title that also writes the sum as its whole ("24-Piece ..., 12 Jars with 12 Lids") counts the set by its
        # pieces: a specific of one part disagrees with it (eighteenth round).
        if left and left == right and not re.search(rf"(?<![\d.]){2 * left}(?![\d.])", title):
            found.add(frozenset({left, 2 * left}))
    return frozenset(found)


@lru_cache(maxsize=TEXTS_HELD)
def count_arithmetic(title: str, description: str) -> frozenset[frozenset[int]]:
    """The arithmetic a listing writes of its counts: each multiplication or sum of two counts in the title or the
    description (multiplied_counts) and the title's two equal joined counts with their sum (equal_joined_sums). What a
    title count, a specific's count and a described count are each compared against (thirty-first round: three
    readers wrote the union each)."""
    return multiplied_counts(title, description) | equal_joined_sums(title)


# As _ADDED, with a count word for the first part's noun ("50 Count with 50 Sleeves").
_ADDED_EQUAL = re.compile(
    rf"(?<![\w.,/-])({_NUMBER})\s+(?:[a-z][\w'-]*\s+){{0,2}}?(?:[a-z][\w'-]*s|count|ct|pack|pcs)\s+(?:with|plus|and|&|\+)"
    rf"\s+({_NUMBER})\s+(?:[a-z][\w'-]*\s+){{0,2}}?[a-z][\w'-]*s?\b",
    _I,
)


def counts_agree(a: int, b: int, products: frozenset[frozenset[int]]) -> bool:
    """Two counts of one sale agree when equal or when both belong to one multiplication the listing writes."""
    return a == b or any(a in product and b in product for product in products)


# "four are included", "only 4 in the box", "contains 4 glasses": how many the description says come.
_INCLUDED = re.compile(
    rf"(?<![\w.,/-])({_NUMBER})\s+(?:{_NOUN}\s+)?(?:are|is)\s+included\b"
    rf"|\bonly\s+({_NUMBER})\s+(?:{_NOUN}\s+)?(?:included|in\s+the\s+(?:set|box|pack|lot))\b"
    rf"|\b(?:contains|includes|you\s+(?:will\s+)?(?:get|receive)|you'll\s+(?:get|receive))\s+(?:only\s+)?({_NUMBER})\s+{_NOUN}"
    # What the packaging holds ("the box holds four glasses", "the set contains 5 knives"): said of the box, so it
    # is what comes, not what the item holds ("holds 4 cups" of a rack is its capacity and is not read here).
    rf"|\b(?:box|set|pack|package|packet|carton|bundle|lot|case|tin|bag)\s+(?:holds|has|contains|comes\s+with)\s+(?:only\s+)?({_NUMBER})\s+{_NOUN}"
    # A tally after a list ("10 cars total", "five mugs in total").
    rf"|(?<![\w.,/-])({_NUMBER})\s+{_NOUN}\s+(?:in\s+)?total\b"
    # A line or sentence that opens with the count ("2 x KONG Classic, size Large").
    r"|(?:^|(?<=[\n.!?:]\s)|(?<=\n))(\d{1,2})\s?[x×]\s+([a-z][\w'-]{2,}(?:\s+[a-z][\w'-]{2,})?)",
    _I,
)


_PACKAGING = frozenset({"box", "set", "pack", "package", "packet", "carton", "bundle", "lot", "case", "tin", "bag"})


def included_counts(text: str) -> list[Facet]:
    """Counts the description gives of what comes in the item ("four are included")."""
    return list(_included_counts_of(text))


@lru_cache(maxsize=TEXTS_HELD)
def _included_counts_of(text: str) -> tuple[Facet, ...]:
    return tuple(_read_included_counts(text))


def _read_included_counts(text: str) -> list[Facet]:
    found: list[Facet] = []
    for match in _INCLUDED.finditer(text):
        groups = match.groups()
        raw = next(g for g in groups[0::2] if g is not None)
        noun = next((g for g in groups[1::2] if g is not None), "")
        value = number(raw)
        packaging = match.group().lower().split()[0] in _PACKAGING
        if value is None or (
            not packaging and _NOT_THE_ITEM_BEFORE.search(text[max(0, match.start() - 30) : match.start()])
        ):
            continue
        if _NOT_THE_ITEM_AFTER.search(text[match.end() : match.end() + 40]):
            continue
        found.append(Facet(f"count:{_stem(noun.lower())}", str(value), match.group().strip(), match.start()))
    return found


# Eighteenth round: an itemised list of contents ("includes 1 banner, 24 balloons, 12 fans"; "30 pieces of play money
# and 4 cards"): after a count, the same sentence goes on to another counted entry, so that count is of one
# component, not of the whole the title or a specific counts.
_FURTHER_ENTRY = re.compile(
    rf"(?:,|\band\b|&|\+)\s*({_NUMBER})\s*(?:x\s+)?(?:[a-z][a-z'-]{{2,}}|['\"\u2018\u201c(])", _I
)
_ENTRY_SPAN = re.compile(r"^[^.\n;:!?]*")
# "30 pieces of play money": the pieces are of the thing after "of", which is what is counted.
_PIECES_OF = re.compile(r"^\s+of\s+(?:the\s+)?([a-z][\w'-]*)", _I)
_PIECE_NOUNS = frozenset({"", "piec", "pc", "pcs", "item"})


def listed_component(text: str, facet: Facet) -> str | None:
    """The stem of what a count counts when it is one entry of an itemised list of contents ("" where it names
    nothing), or None when the count stands alone (eighteenth round)."""
    at = text.find(facet.quote, facet.start)
    rest = text[at + len(facet.quote) :] if at >= 0 else ""
    span = _ENTRY_SPAN.match(rest)
    # A further entry is counted things, not a measure ("Set of 4 towels, 600 GSM" lists no other component).
    if (
        at < 0
        or span is None
        or not any(not MEASURE_UNIT_AFTER.match(span.group(), m.end(1)) for m in _FURTHER_ENTRY.finditer(span.group()))
    ):
        return None
    noun = facet.kind.partition(":")[2]
    if noun in _PIECE_NOUNS and (of := _PIECES_OF.match(rest)) is not None:
        return _stem(of.group(1).lower())
    return noun


def _stem(noun: str) -> str:
    """Enough of a noun to match its plural ("glass"/"glasses", "mug"/"mugs"); the head of "wine glasses"."""
    noun = noun.split()[-1] if noun else noun
    for suffix in ("es", "s"):
        if noun.endswith(suffix) and len(noun) - len(suffix) >= 3:
            return noun[: -len(suffix)]
    return noun


def stem(noun: str) -> str:
    """The public name of the plural folding counts use, for detectors that compare a count's noun with a title."""
    return _stem(noun)


def same_counted_thing(a: Facet, b: Facet) -> bool:
    """Two counts are about the same thing when either names no noun, or both name the same one."""
    noun_a, noun_b = a.kind.partition(":")[2], b.kind.partition(":")[2]
    return not noun_a or not noun_b or noun_a == noun_b


# --- capacities: storage, memory, battery and volume -----------------------------------------------------

_CAPACITY_UNITS: dict[str, tuple[str, float]] = {
    "mb": ("data", 0.001), "gb": ("data", 1.0), "tb": ("data", 1000.0),
    "mah": ("charge", 1.0), "ah": ("charge", 1000.0),
    # Thirtieth round: a power station's or an e-bike battery's energy, the capacity it is sold by.
    "wh": ("energy", 1.0), "kwh": ("energy", 1000.0),
    "ml": ("volume", 1.0), "l": ("volume", 1000.0), "litre": ("volume", 1000.0), "litres": ("volume", 1000.0),
    "liter": ("volume", 1000.0), "liters": ("volume", 1000.0),
    "qt": ("quarts", 1.0), "quart": ("quarts", 1.0), "quarts": ("quarts", 1.0),
    "oz": ("ounces", 1.0), "fl oz": ("ounces", 1.0),
}  # fmt: skip
_CAPACITY = re.compile(
    r"(?<![\w.,/-])(\d+(?:\.\d+)?)\s?-?\s?(gb|tb|mb|mah|ah|kwh|wh|ml|fl\s?oz|oz|litres?|liters?|l|qt|quarts?)(?![\w/-])",
    _I,
)
# What names a data capacity as memory rather than storage ("16GB RAM", "8 GB of unified memory"); the structure
# checks read the same (thirty-first round: they compiled their own).
MEMORY_AFTER = re.compile(r"\s*(?:of\s+)?(?:ram|memory|ddr\d?|lpddr\d?x?|unified|vram|gddr\d?x?)\b", _I)
# "400 GB stamps", "Vol 1 GB Stamps": Great Britain, the country a stamp or coin issue is of, not gigabytes (nineteenth
# round). Only in capitals, before what a country issues.
COUNTRY_GB_AFTER = re.compile(
    r"\s+(?:(?:mint|used|pre-?decimal|definitive|commemorative|victorian|decimal)\s+)?(?:stamps?|coins?|banknotes?"
    r"|notes|postcards?|covers|first\s+day\s+covers?|definitives|commemoratives|pre-?decimal|postal\s+history)\b",
    _I,
)
# Capacities that belong to something else, or are a limit, an option or a range rather than the item's own.
# What a test ran on ("tested on a 23 L brew", "tested with a 2 kg load"): the load's measure, not the item's. Read by
# every measure reader (this module's capacities, structure.measures, risk_signals' quantities; twenty-first round).
# Forty-fifth round: so is what a trial made or put through the item, in the past, with an article ("baked a 1.5 lb
# loaf", "churned a 600ml base", "dried a 4 kg load", "roasted a 250 g batch"): the batch's measure, not the item's
# capacity. The present ("bakes a 2 lb loaf", "makes up to a 1.5 L batch") says what it takes and stays its own.
# Forty-sixth round: what a trial or a use made or put through the item, in the past ("baked", "churned", "dried"),
# written once: read here before a batch's measure and by the detectors' hedged count of what a New item made ("brewed
# maybe 4 or 5 pots in it"). Verbs whose past is their present ("cut", "put") are left out: the instruction
# ("Cut two pieces with it", "bakes a 2 lb loaf") would read as the past.
TRIAL_MADE = (
    r"(?:made|baked|brewed|cooked|roasted|blended|churned|juiced|steamed|boiled|fried|air-fried|smoked|popped|toasted"
    r"|grilled|proved|proofed|dried|washed|froze|kneaded|mixed|whipped|ground|dehydrated|sewed|sewn|knitted)"
)
TEST_LOAD_BEFORE = re.compile(
    r"\btested\s+(?:on|with)\s+(?:an?\s+|the\s+|one\s+)?$"
    rf"|\b{TRIAL_MADE}\s+(?:an?|one)\s+(?:full\s+)?$",
    _I,
)
# What a generator or a supply was run with ("ran a 1500W space heater for 30 min", "under a 900 W hob load"): the
# load's rating, not the item's (twenty-fifth round). Read by the net's quantities only; the detectors keep their
# reading. A determiner before the load: "runs 120V" is the item's own rating.
# Thirtieth round: a load a test held ("held a 3000W load for 20 min") is the load's, as a load it ran is.
RAN_LOAD_BEFORE = re.compile(
    r"\b(?:ran|runs|running|powered|powers|powering|under|held|holds|holding)\s+(?:an?|the|one|my|our)\s+$", _I
)
# A reading said with the state it was taken in ("12.7V @ rest", "12.4 V resting", "11.9V under load"): what a meter
# showed that day, not the rating a specific gives (structure.measures and risk_signals' quantities read it).
READING_AFTER = re.compile(
    r"\s*(?:@|at\s+rest\b|resting\b|under\s+load\b|on\s+(?:load|charge)\b|off\s+charge\b"
    r"|after\s+(?:charging|a\s+(?:full\s+)?charge)\b"
    # Thirtieth round: a voltage put on the item in a test ("no click with 52V applied to the terminals").
    r"|applied\b)",
    _I,
)
# Twenty-eighth round: a reading a bench test or an instrument gave, said by the verb before it ("charges at 7.2V",
# "cut-in at 6.3V, regulating at 7.4V", "reads 100.0 g on a 100 g check weight"): what the meter or the display showed
# that day, not the rating or the capacity a specific gives. "Reads" after a label, a tag or a plate is the marking, the
# item's own value ("the label reads 500 g"); a length or a weight the seller measured of the item is its own size and
# is not read here. structure.measures reads it for voltages and weights only (a data size "reads" in a computer is
# the item's own). Thirty-fourth round: the level a charge or a regulator reaches ("charges to 58.8V", "settles to
# 12.6 V") is a reading as much as the level it sits at: a pack's full-charge voltage is never its nominal one.
READING_BEFORE = re.compile(
    r"(?:(?<!\blabel\s)(?<!\btag\s)(?<!\bsticker\s)(?<!\bplate\s)(?<!\bbox\s)(?<!\bbadge\s)(?<!\bbase\s)\breads"
    r"|\breading|\b(?:charg|regulat|idl|settl|peak|float)(?:es|ed|ing|s)?\s+(?:up\s+)?(?:at|to)"
    r"|\bcut(?:s|-)?\s?(?:in|out)\s+at"
    r"|\bc(?:omes|ame)\s+in\s+at|\bputs?\s+out|\boutput(?:s|ting)?\s+(?:at|of)|\bon\s+the\s+(?:meter|multimeter|gauge)"
    # Forty-seventh round: the level a tired cell or pack sits at once off the charger, and the one it sinks to under a
    # load ("rests at 10.4V", "sat at 11.9 V overnight", "drops to 9V on a load test"): a reading, never the rating.
    r"|\b(?:rest|sit|sat|hover)(?:s|ed|ing|ting)?\s+at"
    r"|\b(?:fall|fell|drop|dip|sag|sink|sank|sunk)(?:s|ped|ged|ed|ping|ging|ing|en)?\s+to)"
    r"\b(?:[^.;:!?\n]|(?<=\d)\.(?=\d)){0,24}$",
    _I,
)
_OTHER_CAPACITY_BEFORE = re.compile(
    r"(?:\b(?:up\s+to|upto|max(?:imum)?|expand\w*|supports?|compatible\s+with|accepts?|takes|for|fits|with\s+an?"
    r"|plus|extra|additional|spare|also|another|or|vs\.?|versus|instead\s+of|not|from|than|over|under|only"
    # Thirtieth round: what is thrown in with the order ("a free 15ml tube", "bonus 5g sachet") is another item.
    r"|free|bonus|complimentary)\s+"
    # Thirtieth round: the last of bare numbers sharing one unit ("marks at 5, 8 and 12 oz", "sizes 16 & 20 oz") is a
    # scale or a choice, as structure.measures reads it, not the item's one capacity.
    r"(?:[\w-]+\s+){0,2})$|\d\s*(?:-|–|/|to|or|and|&)\s*$",
    _I,
)
# Thirtieth round: a battery's capacity test said with its result word after it ("48.6Ah delivered", "4,100mAh
# measured", "9.2Ah on the tester") is what the cells gave that day, its wear, not the rating the title sells. Read by
# capacities() and structure.measures.
CHARGE_READING_AFTER = re.compile(r"\s*(?:delivered|measured|on\s+(?:test|the\s+tester)|tested)\b", _I)
# Thirtieth round: a sentence of directions for use opens with a preparing verb ("Add 1 capful to a 4 litre bucket",
# "Brew 4g in 200ml", "Dilute 10 ml in 1 L of water"): its measures are the dose and what it goes into, not the item's
# own. Only a sentence's first word is read: "Use this 64GB card" names the item, so "use" is not among them.
_DIRECTIONS_OPENING = re.compile(
    r"\W*(?:add|brew|steep|mix|dilute|dissolve|stir|pour|combine|sprinkle|infuse|dose|measure\s+out|whisk|shake)\s+"
    r"(?:\d|a\b|an\b|one\b|two\b|half\b|about\b|approx|up\s+to|roughly|around)",
    _I,
)


def directions_sentence(text: str, at: int) -> bool:
    """Whether the sentence around ``at`` is a direction for use: it opens with a preparing verb and an amount."""
    return _opens_with_directions(text, *sentence_around(text, at, edges=MEASURE_EDGES))


# Searched once per sentence, as _points_to_other_listings is.
@lru_cache(maxsize=TEXTS_HELD)
def _opens_with_directions(text: str, start: int, end: int) -> bool:
    return _DIRECTIONS_OPENING.match(text, start, end) is not None


_OTHER_CAPACITY_AFTER = re.compile(
    r"^\s*(?:-|–|/|to|or)\s*\d|^\s*(?:micro\s?sd|sd|memory\s+card|card|usb|flash|stick|cartridge|expand\w*|max\b|free"
    r"|available|remaining|left|used|spare|extra|version|model|option|variant|sold\s+separately|or\s+(?:more|less)"
    # Data moved through a drive ("18TB written", "40TB of writes"; eighteenth round) is its wear, not its size.
    r"|written|read\b|transferred|(?:of\s+)?(?:host\s+)?writes|tbw\b|\+)",
    _I,
)


# Fortieth round: the parts a whole is made of, each given its own capacity: "2 x 500ml tiers" under a "1L" title,
# "three compartments (500 ml, 250 ml, 250 ml)" under "1000 ml", "4 x 500GB drives" under "2TB". The run's capacities
# are the parts', and the run stands for their total, which is what the title and a capacity specific give. Only one
# unit across a run, and only parts joined as a list (",", "+", "&", "and") or counted ("2 x"): "500 ml or 250 ml" is
# a choice, and "1.5L / 2L" a range or a choice, never parts.
_RUN_CAPACITY = r"\d+(?:\.\d+)?\s?-?\s?(?:gb|tb|mb|mah|ah|kwh|wh|ml|fl\s?oz|oz|litres?|liters?|l|qt|quarts?)(?![\w/-])"
_PARTS_RUN = re.compile(
    rf"(?<![\w.,/-])(?:([2-9]|1[0-2])\s?[x×]\s?(?={_RUN_CAPACITY}))?{_RUN_CAPACITY}"
    rf"(?:\s*(?:,|\+|&|\band\b)\s*{_RUN_CAPACITY})*",
    _I,
)


_COUNTED_BY = re.compile(r"^(\d+)\s?[x×]\s?", _I)


@dataclass(frozen=True)
class PartsRun:
    """Capacities written as the parts of one whole, at text[start:end], and their total as a capacity ("1000 ml")."""

    start: int
    end: int
    total: str


def parts_runs(text: str) -> list[PartsRun]:
    """Every run of parts' capacities in the text: a count times one capacity, or two or more in one unit."""
    runs = []
    for run in _PARTS_RUN.finditer(text):
        # The count's "x" is read as a word: "2x16GB" writes its part as "16GB".
        parts = list(_CAPACITY.finditer(_COUNTED_BY.sub(r"\1 x ", run.group())))
        units = {" ".join(p.group(2).lower().split()).replace("floz", "fl oz") for p in parts}
        if len(units) != 1 or (run.group(1) is None and len(parts) < 2) or (run.group(1) and len(parts) != 1):
            continue
        amounts = [float(p.group(1)) for p in parts]
        total = int(run.group(1)) * amounts[0] if run.group(1) else sum(amounts)
        runs.append(PartsRun(run.start(), run.end(), f"{total:g} {units.pop()}"))
    return runs


def described_parts_runs(title: str, description: str) -> list[PartsRun]:
    """The description's runs of parts' capacities that stand for the title's whole. A title that counts parts itself
    gives each part's capacity ("2-Bay NAS with 2x 4TB Drives"), which another total in the description would wrongly
    meet ("2 x 2 TB"): then only a run with the title's own total is read ("32GB (2x16GB)" beside "2 x 16GB")."""
    titled = {run.total for run in parts_runs(title)}
    return [run for run in parts_runs(description) if not titled or run.total in titled]


def same_capacity(a: str, b: str) -> bool:
    """Two capacities as capacities() writes them agree when equal, or when one counts in the binary thousands
    ("2048GB" is "2TB", "1024 GB" is "1TB"; eighteenth round)."""
    x, y = float(a), float(b)
    return x == y or (min(x, y) > 0 and abs(max(x, y) / min(x, y) - 1.024) < 1e-9)


# A sentence that points to the seller's other listings ("Also available in our shop: matching 30 oz and 10 oz",
# "see our other listings for the 2TB"): its sizes are other items' (twelfth round).
_OTHER_LISTINGS = re.compile(
    r"\b(?:also\s+(?:available|sell|sold|stock|have|listed|offer)|(?:our|my)\s+other\s+(?:listings?|items?|auctions?)"
    r"|(?:we|i)\s+also\s+(?:sell|stock|have|list)|other\s+sizes?\s+(?:are\s+)?(?:available|listed)"
    # Another variant of the same page ("shop the same flavor in a 5 lb size using the size selector"; nineteenth
    # round).
    r"|(?:size|colou?r|flavou?r|scent|style|variant|variation)\s+(?:selector|menu|drop-?down|options?\s+(?:above|on\s+this\s+page))"
    r"|(?:shop|get|buy|choose|select)\s+(?:the\s+same|this|it)\s+(?:[\w-]+\s+){0,2}in\s+(?:a|an|the)\s+)\b",
    _I,
)


# A part that went ("replaced the original 256GB drive", "the 128GB SSD has been removed"): the item's no longer.
_GONE_BEFORE = re.compile(
    r"\b(?:replaced|replacing|swapped|original|old|previous|former|removed)\s+(?:[\w-]+\s+){0,2}$", _I
)
_GONE_AFTER = re.compile(
    r"^\s*(?:[a-z][\w-]*\s+){0,2}(?:has\s+been|have\s+been|was|were|is|got)\s+(?:removed|pulled|taken\s+out|swapped"
    r"|replaced|upgraded)\b",
    _I,
)


def of_a_part_gone_or_another_listing(text: str, start: int, end: int) -> bool:
    """Whether a measure at text[start:end] is said of a part the item no longer has, or of another listing."""
    return (
        _GONE_BEFORE.search(text[max(0, start - 40) : start]) is not None
        or _GONE_AFTER.match(text[end : end + 40]) is not None
        or other_listings_sentence(text, start)
    )


def other_listings_sentence(text: str, at: int) -> bool:
    """Whether the sentence around ``at`` points to the seller's other listings."""
    return _points_to_other_listings(text, *sentence_around(text, at, edges=MEASURE_EDGES))


# Every measure of a sentence asks about the same sentence: searched once per sentence, not once per measure, or a
# description with no sentence break ("1GB 1GB 1GB ...") costs a whole-text search per measure (quadratic).
@lru_cache(maxsize=TEXTS_HELD)
def _points_to_other_listings(text: str, start: int, end: int) -> bool:
    return _OTHER_LISTINGS.search(text[start:end]) is not None


def capacities(text: str, *, as_title: bool = False) -> list[Facet]:
    """Capacities stated of the item: "256GB" (storage), "16GB RAM" (memory), "5000mAh", "1.7L".

    In a title every capacity is the item's, except a range; in a description one said of a card, a limit or
    another option is left out.
    """
    found: list[Facet] = []
    for match in _CAPACITY.finditer(text):
        if match.group(2) == "GB" and COUNTRY_GB_AFTER.match(text, match.end()):
            continue
        unit = " ".join(match.group(2).lower().split()).replace("floz", "fl oz")
        dimension, scale = _CAPACITY_UNITS[unit]
        before = text[max(0, match.start() - 30) : match.start()]
        after = text[match.end() : match.end() + 25]
        if as_title:
            if re.search(r"\d\s*(?:-|–|/|to|or)\s*$", before) or re.match(r"\s*(?:-|–|/|to|or)\s*\d", after):
                continue
        elif (
            _OTHER_CAPACITY_BEFORE.search(before)
            or TEST_LOAD_BEFORE.search(before)
            or _OTHER_CAPACITY_AFTER.search(after)
            or of_a_part_gone_or_another_listing(text, match.start(), match.end())
            or (dimension == "charge" and CHARGE_READING_AFTER.match(after))
            or directions_sentence(text, match.start())
        ):
            continue
        if dimension == "data":
            dimension = "memory" if MEMORY_AFTER.match(text, match.end()) else "storage"
        amount = float(match.group(1)) * scale
        found.append(Facet(dimension, f"{amount:g}", match.group().strip(), match.start()))
    return found


# --- sizes: clothing and shoe sizes, with their region --------------------------------------------------------

# A toddler size ("3T", "5T") is a size of its own, not the number beside a letter.
SIZE_VALUE = r"(?:\d[t](?![\w-])|\d{1,2}(?:\.5)?|xxs|xs|s|m|l|xl|xxl|xxxl|2xl|3xl|small|medium|large|x-large)"
_LETTER_SIZES = {
    "xxs": "XXS", "xs": "XS", "s": "S", "small": "S", "m": "M", "medium": "M", "l": "L", "large": "L",
    "xl": "XL", "x-large": "XL", "xxl": "XXL", "2xl": "XXL", "xxxl": "XXXL", "3xl": "XXXL",
}  # fmt: skip
SIZE_REGION = r"(?:uk|us|eu|eur)"
# A description states the item's own size only in an attributing phrase: "it is a size 10", "labelled UK 8",
# "size: M". "I'm a size 10", "fits sizes 8-10", "would suit a 12" and "model wears size 8" are about a person.
_ITEM_SIZE = re.compile(
    rf"(?:\b(?:(?:label|tag)\s+size\s+(?:is|says|reads)|label(?:led|ed)?|tag(?:ged)?|marked|it's|it\s+is|this\s+is|these\s+are|they\s+are|they're|item\s+is"
    rf"|jacket\s+is|dress\s+is|shoes?\s+(?:is|are)|(?:label|tag)\s+(?:says|reads|is))\s+(?:as\s+)?(?:an?\s+)?"
    rf"(?:(?:({SIZE_REGION})\s+)?size\s*:?\s*(?:({SIZE_REGION})\s?)?|({SIZE_REGION})\s?)"
    rf"|(?:^|(?<=[.\n;]))\s*size\s*:\s*(?:({SIZE_REGION})\s?)?)"
    rf"({SIZE_VALUE})(?![\w-]|[/.]\d|\s?(?:[-–/]|to|or)\s?\d)",
    _I,
)


# Thirty-first round: a numbered size the description writes plainly, a region or the word "size" before the number
# ("UK 8.5", "Size 9.5 US", "size: EU 42"), without the attributing phrase _ITEM_SIZE asks for. Not a size said of a
# person or of how the item fits ("I'm normally a UK 9", "fits like a 10", "would suit a size 8"), not one offered
# elsewhere ("also in size 10"), and not a range or a list of sizes ("UK 6-8", "sizes 8 and 10").
_PLAIN_SIZE = re.compile(
    rf"(?<![\w-])(?:size\s*:?\s*(?:({SIZE_REGION})\s?)?|({SIZE_REGION})\s?(?:size\s*:?\s*)?)(\d{{1,2}}(?:\.5)?)"
    rf"(?![\w-]|[/.,]\d|\s?(?:[-–/&]|to|or|and)\s?\d)(?:\s+({SIZE_REGION})\b)?",
    _I,
)
_NOT_ITS_SIZE_BEFORE = re.compile(
    r"\b(?:fits?|like|normally|usually|i'?m|i\s+am|wear|wears|suits?|between|half|up|down|than|from|would|for|kids?"
    r"|child|toddler|youth|also|other|another|available)\b[^.\n]{0,20}$",
    _I,
)


def plain_sizes(text: str) -> list[Facet]:
    """Numbered sizes a description writes plainly, kind "size:<region>" ("size:" when no region is given)."""
    return [
        Facet(f"size:{size_region(m.group(1) or m.group(2) or m.group(4)) or ''}", m.group(3), m.group(), m.start())
        for m in _PLAIN_SIZE.finditer(text)
        if not _NOT_ITS_SIZE_BEFORE.search(text, max(0, m.start() - 40), m.start())
    ]


def normal_size(value: str) -> str:
    return _LETTER_SIZES.get(value.lower(), value.upper())


def size_region(text: str | None) -> str | None:
    """The region a size is given in ("EUR" is EU), or None."""
    if not text:
        return None
    region = text.lower()
    return "eu" if region == "eur" else region


def item_sizes(text: str) -> list[Facet]:
    """Sizes a description attributes to the item, kind "size:<region>" ("size:" when no region is given)."""
    return [
        Facet(
            f"size:{size_region(m.group(1) or m.group(2) or m.group(3) or m.group(4)) or ''}",
            normal_size(m.group(5)),
            m.group().strip(" \n.;:"),
            m.start(),
        )
        for m in _ITEM_SIZE.finditer(text)
    ]


# --- colours ---------------------------------------------------------------------------------------------

# Basic colour terms and the families each belongs to. Two colours conflict only when they share no family, so
# neighbouring shades never do ("navy" is blue, "teal" is blue and green, "cream" is white and beige). Words that
# are as often a material, a flavour or a grade ("denim", "walnut", "mint") are left out.
_NAMED_COLOURS: Mapping[str, frozenset[str]] = {
    name: frozenset(families.split())
    for name, families in {
        "black": "black", "obsidian": "black", "charcoal": "grey black", "graphite": "grey black",
        "gunmetal": "grey black", "white": "white", "ivory": "white beige", "cream": "white beige",
        "off-white": "white beige", "grey": "grey", "gray": "grey", "silver": "grey", "slate": "grey blue",
        "space gray": "grey black", "space grey": "grey black", "red": "red", "burgundy": "red purple",
        "maroon": "red brown", "crimson": "red", "scarlet": "red", "cerise": "red pink", "blue": "blue",
        "navy": "blue", "cobalt": "blue", "azure": "blue", "indigo": "blue purple", "turquoise": "blue green",
        "teal": "blue green", "green": "green", "olive": "green brown", "khaki": "green brown beige",
        "sage": "green grey", "emerald": "green", "yellow": "yellow", "mustard": "yellow gold brown",
        "gold": "gold yellow", "champagne": "gold beige", "orange": "orange", "coral": "orange pink",
        "pink": "pink", "blush": "pink", "fuchsia": "pink purple", "magenta": "pink purple", "purple": "purple",
        "violet": "purple", "lilac": "purple pink", "lavender": "purple pink", "plum": "purple red",
        "brown": "brown", "tan": "brown beige", "beige": "beige brown", "camel": "brown beige",
        "taupe": "brown grey beige",
    }.items()
}  # fmt: skip

# The CSS colour names (webcolors) that sellers write as one word and that are a colour first (seventeenth round:
# "Cyan" against "Color: Yellow" went unread because the hand list above lacked it). Left out: the names that are as
# often a food, a flavour or a drink ("chocolate", "lime", "salmon", "tomato", "wheat", "honeydew", "bisque",
# "chartreuse"), a material or a thing ("linen", "firebrick", "moccasin", "seashell", "snow", "sienna"), a plant or
# a place ("orchid", "thistle", "peru"), and CSS's run-together coinages nobody writes ("papayawhip", "gainsboro").
# A name of two words ("darkblue", "hotpink") ends with a colour already read, so only single names are taken.
_NOT_COLOUR_FIRST = frozenset({
    "bisque", "blanchedalmond", "burlywood", "chartreuse", "chocolate", "cornsilk", "firebrick", "gainsboro",
    "honeydew", "lemonchiffon", "lime", "linen", "mintcream", "mistyrose", "moccasin", "oldlace", "orchid",
    "papayawhip", "peachpuff", "peru", "salmon", "seashell", "sienna", "snow", "thistle", "tomato", "wheat",
})  # fmt: skip
# Hue boundaries (degrees) between the families a derived colour is put in; a hue within _NEIGHBOUR of a boundary
# belongs to both sides, as the hand list puts teal in blue and green.
_HUES = ((15, "red"), (45, "orange"), (70, "yellow"), (170, "green"), (255, "blue"), (290, "purple"), (345, "pink"))
_NEIGHBOUR = 12


def _hue_family(degrees: float) -> str:
    return next((family for bound, family in _HUES if degrees < bound), "red")


def colour_families_of_rgb(red: int, green: int, blue: int) -> frozenset[str]:
    """The families a colour of these RGB values belongs to, by lightness, saturation and hue."""
    hue, lightness, saturation = colorsys.rgb_to_hls(red / 255, green / 255, blue / 255)
    if lightness <= 0.12:
        return frozenset({"black"})
    if lightness >= 0.93 and saturation < 0.5:
        return frozenset({"white"})
    if saturation < 0.15:
        shade = {"grey"} | ({"black"} if lightness < 0.3 else set()) | ({"white"} if lightness > 0.85 else set())
        return frozenset(shade)
    degrees = hue * 360
    families = {_hue_family((degrees + shift) % 360) for shift in (-_NEIGHBOUR, 0, _NEIGHBOUR)}
    if families & {"orange", "yellow"} and lightness < 0.45:
        families.add("brown")
    return frozenset(families)


def _css_colours() -> dict[str, frozenset[str]]:
    names = webcolors.names(webcolors.CSS3)

    def joined(name: str) -> bool:
        """Whether the name runs another name into more ("darkblue", "lavenderblush")."""
        return any(
            other != name and len(other) >= 3 and other in (name[: len(other)], name[-len(other) :]) for other in names
        )

    single = [name for name in names if not joined(name)]
    return {
        name: colour_families_of_rgb(*webcolors.name_to_rgb(name))
        for name in single
        if name not in _NOT_COLOUR_FIRST and name not in _NAMED_COLOURS
    }


# The hand list wins where both name a colour: its families were chosen for the shades sellers mean.
COLOUR_FAMILIES: Mapping[str, frozenset[str]] = {**_css_colours(), **_NAMED_COLOURS}
_COLOUR_ALTERNATION = "|".join(
    sorted((re.escape(c).replace(r"\ ", r"\s+") for c in COLOUR_FAMILIES), key=len, reverse=True)
)
_COLOUR_WORD = re.compile(rf"\b({_COLOUR_ALTERNATION})\b", _I)
# Where a title states the item's colour: the end of the title or of a segment ("..., Black", "Black/Red",
# "(Navy)"), before "colour"/"finish", or after "in". A colour word inside a name ("Blue Willow plate",
# "Black & Decker drill", "Green Day T-shirt") is followed by more of the name and is not read.
_COLOUR_SLOT_AFTER = re.compile(r"\s*(?:$|[,;|/)\]]|-\s|–|\s(?:colou?r(?:way)?|finish|shade)\b)", _I)
_MULTICOLOUR = re.compile(r"\b(?:multi[\s-]?colou?r(?:ed)?|multi|various|assorted|mixed|rainbow)\b", _I)
# A colour that names what the item gives off or a small part it carries, not its body (twentieth round): a maker's
# tab or label ("Red Tab", "Orange Tab"), a light's or a mode's colour ("Red Night Mode", "Yellow Light", a fault's
# name), "White/Blue LEDs". The body's colour is the colour specific's business; these are not compared with it.
_GIVEN_OFF_OR_PART = r"(?:tabs?|labels?|lights?|leds?|beams?|lasers?|glow|backlight|backlit|night\s+mode|mode|flame)\b"
_PART_AFTER_COLOUR = re.compile(rf"(?:\s*/\s*[a-z]+)*\s+{_GIVEN_OFF_OR_PART}", _I)
# The colours a description gives the light ("all white and blue LEDs light", "red and green lights").
_LIT_COLOURS = re.compile(
    rf"\b((?:{_COLOUR_ALTERNATION})(?:\s*(?:,|and|&|/|or)\s*(?:{_COLOUR_ALTERNATION}))*)\s+"
    r"(?:led\s+)?(?:leds?|lights?|beams?|lasers?|glow|backlight)\b",
    _I,
)


def colour_of_a_part(text: str, end: int) -> bool:
    """Whether the colour word ending at ``end`` names a tab, a label, a light or a mode rather than the item."""
    return _PART_AFTER_COLOUR.match(text, end) is not None


def colour_key(quote: str) -> str:
    """A colour word or quote as colours are compared by it: lower case, single-spaced ("Space  Gray" is "space gray").
    The title's and the description's colour quotes are looked up by it among the words other fields and the light give
    (the detectors' colour conflict, structure.colour_sentence_mismatch), so both read one key (twenty-second round)."""
    return " ".join(quote.lower().split())


@lru_cache(maxsize=TEXTS_HELD)
def lit_colour_words(description: str) -> frozenset[str]:
    """The colour words a description gives the item's light or LEDs, each as its ``colour_key``."""
    # Behind its gate (forty-fourth round): every match holds a light's word ("led", "light", "beam", "laser",
    # "glow") and a colour; most descriptions name no light, and the scan tried the colour alternation at every word
    # of them (about 100 us a description).
    return frozenset(
        colour_key(word)
        for match in gated_finditer(_LIT_COLOURS, description)
        for word in _COLOUR_WORD.findall(match.group(1))
    )


def _colour(word: str) -> frozenset[str]:
    return COLOUR_FAMILIES[colour_key(word)]


# Read once per text: the title and the description are asked whether they name a colour by the colour checks here,
# in structure and in the detectors, each with its own families (forty-second round).
@lru_cache(maxsize=TEXTS_HELD)
def _families(text: str) -> tuple[frozenset[str], ...]:
    return tuple(_colour(m.group(1)) for m in _COLOUR_WORD.finditer(text))


# Twenty-ninth round: "Cool White", "Warm White", "Daylight White" in the title of a light (a torch, a bulb, a strip:
# the title names the light) is the colour of what it gives off, the trade's name for its colour temperature, not the
# body's colour ("4000 Lumens Torch, Cool White" over "Color: Black").
_LIGHT_TEMPERATURE_BEFORE = re.compile(r"\b(?:warm|cool|cold|neutral|daylight)[\s-]+$", _I)
_LIGHT_TITLE = re.compile(
    r"\b(?:lumens?|leds?|bulbs?|lamps?|lights?|torch(?:es)?|flashlights?|lanterns?|headlamps?|headlights?|downlights?"
    r"|spotlights?|floodlights?|fairy\s+lights|light\s+strips?)\b",
    _I,
)


def light_temperature(title: str, match: re.Match[str]) -> bool:
    """Whether the title's colour word is a light's colour temperature ("Warm White" in a bulb's title)."""
    return (
        match.group(1).lower() == "white"
        and _LIGHT_TEMPERATURE_BEFORE.search(title, 0, match.start()) is not None
        and _LIGHT_TITLE.search(title) is not None
    )


def title_colours(title: str) -> list[Facet]:
    found = []
    for match in _COLOUR_WORD.finditer(title):
        after = title[match.end() :]
        # A shade name of two colour words ("Cerise Red", "Space Gray") ends with the second.
        shade = after[:1] == " " and _COLOUR_WORD.match(after[1:]) is not None
        if light_temperature(title, match):
            continue
        if (_COLOUR_SLOT_AFTER.match(after) or shade) and not colour_of_a_part(title, match.end()):
            found.append(Facet("colour", " ".join(sorted(_colour(match.group(1)))), match.group(), match.start()))
    return found


# "Colour: navy", "the colour is black": a description naming the item's colour in so many words.
_STATED_COLOUR = re.compile(
    r"\b(?:colou?r(?:way)?\s*(?::|is|-)|(?:the\s+)?finish\s+is|(?:it|this)\s+is\s+(?:in\s+)?(?:the\s+)?)\s*(?:a\s+)?"
    r"((?:[a-z-]+\s+)?[a-z-]+)(?=\s*(?:$|[.,;\n(])|\s+with\b)",
    _I,
)


def stated_colours(text: str) -> list[Facet]:
    found = []
    for match in _STATED_COLOUR.finditer(text):
        families = _families(match.group(1))
        if len(families) == 1:
            found.append(Facet("colour", " ".join(sorted(families[0])), match.group().strip(), match.start()))
    return found


# Forty-third round: a model code with the colour written straight after it ("952XL Magenta", "Shelby GT500 Red",
# "S23 in lavender"): a range's variants are named so, the code saying which item and the colour which of its
# versions, in the title and the description alike. A code holds a letter and a digit; a measure or a count with its
# unit ("128GB Black", "2pcs White", "4th Blue") names no item. One shade word may stand between ("in dark blue").
_CODED_COLOUR = re.compile(
    rf"(?<![\w-])([a-z]*\d[\w-]*[a-z][\w-]*|[a-z]+\d[\w-]*)\s+(?:in\s+(?:the\s+)?)?"
    rf"(?:(?:dark|light|pale|deep|bright|metallic|matte?|gloss)\s+)?({_COLOUR_ALTERNATION})\b",
    _I,
)
_MEASURE_OR_COUNT = re.compile(
    r"\d+(?:gb|tb|mb|mm|cm|m|ml|l|w|v|mah|in|inch|ft|oz|lbs?|kg|g|pcs|pc|pk|pack|x|s|th|nd|rd|st|k|p|hz)", _I
)


@lru_cache(maxsize=TEXTS_HELD)
def coded_colours(text: str) -> tuple[tuple[str, frozenset[str], str, int], ...]:
    """Each model code with a colour written after it: the code in lower case, the colour's families, its quote and
    where the colour ends."""
    if not any(c.isdigit() for c in text):
        return ()
    return tuple(
        (match.group(1).lower(), _colour(match.group(2)), match.group(2), match.end(2))
        for match in _CODED_COLOUR.finditer(text)
        if len(match.group(1)) >= 3 and not _MEASURE_OR_COUNT.fullmatch(match.group(1))
    )


def same_code(a: str, b: str) -> bool:
    """Whether two lower-case model codes name one item, one written with a prefix the other drops ("t252xl",
    "252xl")."""
    return a == b or (min(len(a), len(b)) >= 3 and (a.endswith(b) or b.endswith(a)))


def attribute_colour(value: str) -> frozenset[str]:
    """The colour families an attribute value names; empty when it names a mix."""
    if _MULTICOLOUR.search(value):
        return frozenset()
    return frozenset().union(*_families(value))


def names_colour(text: str, families: frozenset[str]) -> bool:
    """Whether any colour word in the text, in a name or not, is of one of these families."""
    return any(found & families for found in _families(text))


def colours_conflict(a: Facet | frozenset[str], b: Facet | frozenset[str]) -> bool:
    """Two colours conflict when both are known and share no family."""
    left = frozenset(a.value.split()) if isinstance(a, Facet) else a
    right = frozenset(b.value.split()) if isinstance(b, Facet) else b
    return bool(left) and bool(right) and not left & right


# --- metal finishes (issue 19, twenty-seventh round) -------------------------------------------------------------

# A fitting's plated or metal finish ("Brushed Brass", "Polished Chrome", "Oil Rubbed Bronze") is its colour to the
# buyer, but no colour list names it: each metal and the colour families it shows, so it compares with a colour
# specific ("Matt Black") as with another finish. Neighbours share a family (nickel and chrome are both grey, bronze is
# gold and brown), so only finishes that look nothing alike conflict.
_METAL_FINISHES: Mapping[str, frozenset[str]] = {
    name: frozenset(families.split())
    for name, families in {
        "chrome": "grey", "nickel": "grey", "stainless": "grey", "stainless steel": "grey", "pewter": "grey",
        "aluminium": "grey", "aluminum": "grey", "steel": "grey", "silver": "grey", "brass": "gold yellow",
        "gold": "gold yellow", "bronze": "bronze brown gold", "copper": "copper orange brown",
        "rose gold": "copper pink gold", "oil rubbed bronze": "bronze brown black",
    }.items()
}  # fmt: skip
# How a finish is named: a metal after the treatment that makes it a finish ("brushed", "polished", "satin", "antique"),
# or chrome, which is only ever a plating. A bare metal ("Solid Brass", "Steel") is as often the material.
_FINISH_TREATMENT = (
    r"(?:brushed|polished|satin|matte?|antique[d]?|aged|burnished|champagne|spot[\s-]?(?:free|resist(?:ant)?)|mirror"
    r"|lacquered|plated|weathered|vintage|warm|soft)"
)
_METAL_FINISH = re.compile(
    rf"\b(?:(oil[\s-]rubbed\s+bronze)|(?:{_FINISH_TREATMENT}\s+)(rose\s+gold|stainless(?:\s+steel)?|chrome|nickel|brass"
    r"|bronze|copper|pewter|gold|silver|steel|alumini?um)|(chrome))\b",
    _I,
)
# Where a title states the finish of the whole item: the end of the title or of a segment, before "finish" or "colour",
# or before a measurement ("Polished Chrome 800mm"); a finish before a part's name ("Chrome Handle", "Nickel Bezel")
# is that part's.
_FINISH_SLOT_AFTER = re.compile(r"\s*(?:$|[,;|/)\]]|-\s|–|\s(?:finish|colou?r|effect|plated|\d))", _I)


def _finish_families(match: re.Match[str]) -> frozenset[str]:
    metal = " ".join((match.group(1) or match.group(2) or match.group(3)).lower().replace("-", " ").split())
    return _METAL_FINISHES[metal]


# Forty-first round: a metal named before "plated" is the plating, and the metal after it the base it covers
# ("Nickel Plated Brass", "Rhodium Plated Copper", "Chrome Plated Steel"): the buyer sees the plating, so the finish is
# the first metal's, and a plating no finish table knows (rhodium, palladium) shows nothing to compare. "Plated Brass"
# with no metal before it is still the brass finish.
_PLATING_METAL_BEFORE = re.compile(
    r"\b(rose\s+gold|nickel|chrome|chromium|rhodium|palladium|platinum|gold|silver|zinc|tin|copper|brass|bronze"
    r"|pewter)[\s-]+$",
    _I,
)
_PLATED = re.compile(r"plated\b", _I)


def _plating_before(title: str, match: re.Match[str]) -> re.Match[str] | None:
    """The plating metal before a "plated <base>" finish, or None when the finish is not read so."""
    if _PLATED.match(match.group()) is None:
        return None
    return _PLATING_METAL_BEFORE.search(title, 0, match.start())


def title_finishes(title: str, *, anywhere: bool = False) -> list[Facet]:
    """The metal finishes a title gives the whole item, each with the colour families it shows; ``anywhere`` reads
    every finish the title names, in the slot of the whole item's or before another word (forty-sixth round)."""
    found = []
    for m in _METAL_FINISH.finditer(title):
        if not anywhere and not _FINISH_SLOT_AFTER.match(title, m.end()):
            continue
        if (plating := _plating_before(title, m)) is None:
            found.append(Facet("finish", " ".join(sorted(_finish_families(m))), m.group(), m.start()))
            continue
        metal = " ".join(plating.group(1).lower().split())
        families = _METAL_FINISHES.get("chrome" if metal == "chromium" else metal)
        if families is not None:
            found.append(Facet("finish", " ".join(sorted(families)), title[plating.start() : m.end()], plating.start()))
    return found


def finish_or_colour(value: str) -> frozenset[str]:
    """The colour families a colour or finish specific names, its metal finishes among them ("Chrome/White")."""
    if _MULTICOLOUR.search(value):
        return frozenset()
    metals = frozenset().union(*(_finish_families(m) for m in _METAL_FINISH.finditer(value)))
    bare = frozenset().union(
        *(families for metal, families in _METAL_FINISHES.items() if re.fullmatch(rf"\s*{metal}\s*", value, _I))
    )
    return attribute_colour(value) | metals | bare


# --- item specifics written into the description ------------------------------------------------------------

# "Brand: Sony", "Model - WH-1000XM4", one per line or separated by "|" or ";": a description's own copy of the
# item specifics, compared with the attributes of the same name.
_SPECIFIC_LINE = re.compile(
    r"(?:^|(?<=[\n|;•]))\s*(brand|make|manufacturer|model(?:\s+(?:number|no\.?))?|mpn|colou?r|size)\s*[:=]\s*"
    r"([^\n|;•]{1,60}?)\s*(?=$|[\n|;•])",
    _I | re.MULTILINE,
)


def written_specifics(text: str) -> Iterator[tuple[str, str, int]]:
    """(key, value, start of value) for each "Key: value" line of the description."""
    if not could_match(_SPECIFIC_LINE, text):
        return
    for match in _SPECIFIC_LINE.finditer(text):
        yield match.group(1).lower(), match.group(2).rstrip(" ."), match.start(2)


# --- colours stated inside a sentence or mid-title (issue 19, seventh round) -------------------------------------

# A colour word where a title states the item's colour although more follows it: right before the size, the
# storage, the network state or the model code ("Navy UK 10", "Lavender Unlocked", "Black CFI-ZCT1W"). A colour
# inside a name is followed by more of the name ("Black & Decker", "Blue Willow plate") and is not read.
_COLOUR_BEFORE_FACET = re.compile(
    r"\s+(?:(?:uk|us|eu)\s?\d|size\b|sz\b|(?:xxs|xs|s|m|l|xl|xxl|xxxl|2xl|3xl|small|medium|large|x-large)(?:$|[\s,|)])"
    r"|\d+\s?(?:gb|tb)\b|unlocked\b|(?=[a-z-]*\d)(?=[\d-]*[a-z])[a-z\d]+-?[a-z\d-]{2,}(?:$|[\s,|)]))",
    _I,
)


def title_facet_colours(title: str) -> list[Facet]:
    """The title's colours in a colour slot (``title_colours``) or right before another facet of the item."""
    found = title_colours(title)
    starts = {f.start for f in found}
    for match in _COLOUR_WORD.finditer(title):
        if match.start() not in starts and _COLOUR_BEFORE_FACET.match(title, match.end()):
            found.append(Facet("colour", " ".join(sorted(_colour(match.group(1)))), match.group(), match.start()))
    return found


# A description naming the item's colour inside a sentence: "the controller in Cosmic Red,", "in navy wool
# blend", "the green colour", "a crisp white colour", "hoodie, white, with a pocket", or a sentence that opens
# with it ("Black with white spots."). The colour must end the phrase (punctuation, a colour noun, a fabric):
# "in red ink", "in black and white" and "available in blue or grey" state something else or an option.
_SHADE = r"(?:(?:light|dark|pale|deep|bright|soft|rich|crisp|classic|cosmic|midnight|matte|matt|metallic|glossy)\s+)?"
_COLOUR_NAMES = "|".join(sorted((re.escape(c).replace(r"\ ", r"\s+") for c in COLOUR_FAMILIES), key=len, reverse=True))
_PHRASE_END = (
    r"(?=\s*(?:$|[.,;!)\n(])|\s+(?:colou?r(?:way)?|shade|finish|tone|with\b)"
    r"|\s+(?:wool|cotton|linen|leather|suede|denim|fleece|knit|velvet|satin|silk|canvas|nylon|polyester|plastic|metal"
    r"|fabric|rubber)\b)"
)
_SENTENCE_COLOUR = re.compile(
    rf"(?<![\w-])(?<!available\s)(?<!comes\s)(?<!also\s)(?<!not\s)(?<!options\s)\bin\s+(?:the\s+)?{_SHADE}({_COLOUR_NAMES})\b"
    rf"(?!-){_PHRASE_END}(?!\s*(?:and|or|&|/)\s*(?:{_COLOUR_NAMES})\b)"
    rf"|\b(?:the|a|an|in)\s+{_SHADE}({_COLOUR_NAMES})\s+colou?r(?:way)?\b"
    rf"|(?:^|(?<=[.!?\n]))\s*{_SHADE}({_COLOUR_NAMES})\s+(?:with|colou?r(?:way)?)\b"
    rf"|(?<=[a-z]),\s*({_COLOUR_NAMES})\s*,\s*with\b"
    # The body's own finish ("steel body finished in glossy blue enamel", "the housing is painted in navy";
    # seventeenth round): said of the body, so not a part's or a print's colour ("logo in red enamel" is not read).
    rf"|\b(?:body|housing|casing|shell|frame|exterior)\s+(?:is\s+|are\s+)?(?:finished|painted|coated|enamell?ed"
    rf"|lacquered|powder[\s-]?coated|sprayed)\s+in\s+(?:a\s+)?{_SHADE}({_COLOUR_NAMES})\b(?!-)"
    rf"(?!\s*(?:and|or|&|/|with)\s*(?:{_SHADE}(?:{_COLOUR_NAMES}))\b)",
    _I,
)


# A colour written in capitals right before the part code in brackets ("MAGENTA (W2213A)"; seventeenth round): the
# seller's emphasis of which variant this is, as consumables and spares are sold. Case matters here, so it is read
# apart from the sentences above; a list of such variants ("BLACK (..), CYAN (..)") or one said as another's
# ("also fits", "not the") is no statement of the item's colour.
_CAPITAL_COLOUR_CODE = re.compile(r"(?<![\w-])([A-Z]{3,})\s?\(\s?(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,}\s?\)")
_OTHER_VARIANT_BEFORE = re.compile(
    r"\b(?:also|other|not|fits?|compatible|with|and|or|plus|instead|unlike|than)\b[\w\s,:-]{0,20}$", _I
)


def _capital_colour_codes(text: str) -> list[Facet]:
    matches = [m for m in _CAPITAL_COLOUR_CODE.finditer(text) if m.group(1).lower() in COLOUR_FAMILIES]
    if len(matches) != 1 or _OTHER_VARIANT_BEFORE.search(text[max(0, matches[0].start() - 30) : matches[0].start()]):
        return []
    match = matches[0]
    if re.match(r"\s*(?:,|/|&|\+|and\b|or\b)\s*[A-Z]{3,}\b", text[match.end() : match.end() + 20]):
        return []
    return [Facet("colour", " ".join(sorted(_colour(match.group(1)))), match.group(), match.start())]


# A decoration and the colour it is worked in ("the club crest embroidered on the chest in gold", "lettering printed in
# white"): the thread's or the ink's colour, not the item's (twenty-second round). Read back to the clause's start.
_DECORATED_BEFORE = re.compile(
    r"\b(?:embroidered|stitched|printed|screen[\s-]?printed|lettered|engraved|etched|monogrammed|embossed|foiled"
    r"|hot[\s-]?stamped|inscribed|written|painted\s+on)\b[^.,;:!?\n]{0,40}$",
    _I,
)


def worked_in_a_decoration(text: str, start: int) -> bool:
    """Whether the "in <colour>" at ``start`` is the colour a decoration is worked in, said earlier in its clause."""
    return _DECORATED_BEFORE.search(text, max(0, start - 60), start) is not None


# Twenty-sixth round: the colour set after the item's name as the sentence's last word ("Upright freezer FZ-210,
# white.", "the kettle, matte black."): the seller's note of the item's colour. The word before the comma must be a
# name's, not another colour or a joining word ("black, white." and "in red, blue or white." list options).
_CLOSING_COLOUR = re.compile(
    rf"(?<=[a-z0-9]),[ \t]*({_SHADE}(?:{_COLOUR_NAMES}))[ \t]*(?:\.(?=\s|$)|$)", _I | re.MULTILINE
)
_WORD_BEFORE = re.compile(r"([\w-]+)\s*$")  # searched within the sentence, so "$" is the colour's comma
_NOT_A_NAME_BEFORE = frozenset(
    {"and", "or", "in", "also", "not", "with", "plus", "colour", "color", "colours", "colors"}
)


def _closing_colours(text: str) -> Iterator[Facet]:
    for match in _CLOSING_COLOUR.finditer(text):
        # The sentence up to the colour: another colour in it makes a list or a two-tone item, not the item's note.
        opened = max(text.rfind(mark, 0, match.start()) for mark in ".!?\n") + 1
        before = _WORD_BEFORE.search(text, opened, match.start())
        if before is None or before.group(1).lower() in _NOT_A_NAME_BEFORE:
            continue
        if _COLOUR_WORD.search(text, opened, match.start()) is not None:
            continue
        shade = _COLOUR_WORD.search(match.group(1))
        if shade is not None:
            yield Facet("colour", " ".join(sorted(_colour(shade.group(1)))), match.group().strip(" ,."), match.start())


# Twenty-ninth round: "in <colour>" in the clause of what comes with the item ("Includes two spare bands in black",
# "comes with a pouch in red", "plus a replacement strap in tan") is the colour of the spare or the accessory, not the
# item's; the cue must stand in the colour's own clause (no comma between), so "comes with a hood, in black" still
# says the item's colour.
_INCLUDED_BEFORE = re.compile(
    r"\b(?:includes?|including|included|comes\s+with|supplied\s+with|spares?|extras?|replacements?|bonus|plus)\b"
    r"[^,;.!?\n]*$",
    _I,
)


def sentence_colours(text: str) -> list[Facet]:
    """Colours a description states of the item in a sentence, beside those ``stated_colours`` reads."""
    found = stated_colours(text)
    for match in _SENTENCE_COLOUR.finditer(text):
        if match.group().lstrip().lower().startswith("in") and (
            worked_in_a_decoration(text, match.start())
            or _INCLUDED_BEFORE.search(text, max(0, match.start() - 60), match.start()) is not None
        ):
            continue
        word = next(group for group in match.groups() if group)
        found.append(Facet("colour", " ".join(sorted(_colour(word))), match.group().strip(" ,"), match.start()))
    if "," in text:
        found.extend(_closing_colours(text))
    found.extend(_capital_colour_codes(text))
    return found


# --- counts of a unit no specific names, and how many this sale is for (issue 19, seventh round) ----------------

# A title's count of a unit of its own: "6 Pairs", "3 Rolls", "7 Books", "2 Batteries"; "Pair" alone is two of
# the item ("Dumbbells Pair"). The noun says what is counted, so "with 2 Batteries" is compared with batteries.
_TITLE_UNIT_COUNT = re.compile(rf"(?<![\w.,/-])({_NUMBER})\s+([a-z][a-z'-]{{2,}}s)\b(?!\s*(?:-|–|to|or)\s*\d)", _I)
_TITLE_PAIR = re.compile(
    r"(?<![\w-])(?<!\d\s)(?<!of\s)\bpair\b(?!\s+of\s+(?:shoes|boots|trainers|sneakers|socks|gloves|jeans|trousers|pants"
    r"|shorts|earrings|glasses|sunglasses|skis))(?!s)",
    _I,
)


# "Missing 2 Tracks", "plus 2 Batteries": a count of what is absent or extra, not of what is sold.
_NOT_ALL_BEFORE = re.compile(r"\b(?:missing|minus|lost|broken|without|no|except|extra|plus|and|&|or)\s+$", _I)


def title_unit_counts(title: str) -> list[Facet]:
    """The title's counts: packs and sets (``counts``), counts of a named unit, and a pair of the item."""
    return list(_title_unit_counts_of(title))


@lru_cache(maxsize=TEXTS_HELD)
def _title_unit_counts_of(title: str) -> tuple[Facet, ...]:
    return tuple(_read_title_unit_counts(title))


def _read_title_unit_counts(title: str) -> list[Facet]:
    found = counts(title)
    starts = {f.start for f in found}
    for match in _TITLE_UNIT_COUNT.finditer(title):
        value = number(match.group(1))
        if value is None or value < 2 or match.start() in starts:
            continue
        if _NOT_THE_ITEM_BEFORE.search(title[max(0, match.start() - 30) : match.start()]) or _NOT_ALL_BEFORE.search(
            title[max(0, match.start() - 12) : match.start()]
        ):
            continue
        found.append(Facet(f"count:{match.group(2).lower()}", str(value), match.group(), match.start()))
    for match in _TITLE_PAIR.finditer(title):
        found.append(Facet("count:", "2", match.group(), match.start()))
    return sorted(found, key=lambda facet: facet.start)


# How many the description says this sale is for, in so many words: "there are 5 in this lot", "five left now",
# "you get 3 pairs", "just the one rotor", "this listing is for ONE cover", "we counted 221 pieces", "ships with 1
# battery only", "package contents: 2 rolls". A count of some of them ("two have chips", "one of the six") is not
# what the sale is for.
_NOT_SOLD_NOUN = (
    r"(?!(?:are|is|in|of|and|with|the|for|from|by|or|here|now|only|left|remaining|total|included|this|that)\b)"
)
_SOLD_NOUN = rf"({_NOT_SOLD_NOUN}[a-z][a-z'-]{{2,}}(?:\s+{_NOT_SOLD_NOUN}[a-z][a-z'-]{{2,}})?)"
_SOLD_COUNT = re.compile(
    rf"\b(?:there\s+(?:are|is)|there'?s|in(?:side)?\s+the\s+(?:box|package|bag|case)\s+(?:are|is)|you\s+(?:will\s+)?get|you'?ll\s+get|(?:we\s+|i\s+)?counted|(?:this|the)\s+"
    rf"(?:listing|lot|sale|auction|pack|set|box)\s+(?:is\s+(?:for|of)|contains|includes|has)|selling|(?:ships?|comes?)\s+with"
    rf"|(?:package\s+|box\s+)?contents?\s*:|(?:^|(?<=\n))\s*(?:quantity|qty)\s*[:=])\s+(?:only\s+|just\s+)?(?:the\s+)?(?:(?:set|pack|lot|box)\s+of\s+)?({_NUMBER})\b"
    rf"(?:\s+{_SOLD_NOUN})?(?=\s*(?:$|[.,;!:)\n-]|\s+(?:in\s+this|in\s+the\s+(?:lot|set|box|pack)|left|remaining|only|here"
    rf"|now|total|included|of\s+(?!the\b|them\b|which\b|{_NUMBER}\b))\b))"
    rf"|(?<![\w.,/-])({_NUMBER})\s+(?:{_SOLD_NOUN}\s+)?(?:in\s+this\s+(?:lot|set|pack|listing|bundle|box|auction)|left\s+now"
    rf"|left\b(?!\s+(?:side|hand|foot|boot|shoe|earbud|speaker|one\b))|remaining\b)"
    rf"|\b(?:just|only)\s+the\s+(one)\s+{_SOLD_NOUN}(?!\s+of\b)"
    # "This is 3 bowls:", "these are two plates." (seventeenth round): the sale said as the things themselves, so
    # the noun is required ("this is one of my favourites" counts nothing) and closes the clause. Pieces and parts
    # are what one item is made of ("this is a 3 piece set"), and an age or a length is no count at all.
    rf"|\b(?:this\s+is|these\s+are)\s+(?:only\s+|just\s+)?({_NUMBER})"
    rf"(?!\s+(?:pieces?|pcs?|parts?|years?|months?|weeks?|days?|inch(?:es)?|feet|foot|cm|mm)\b)\s+{_SOLD_NOUN}(?=\s*(?:$|[.,;!:)\n]|\s+-\s))"
    # Twenty-sixth round: a sentence that opens with how many come and says where they are ("Four glasses are in
    # the box.", "Two are included."), and a sentence that opens with what it includes, counted ("Includes 2 frames
    # and ..."): the noun is required there, as "Includes 2" counts nothing named.
    rf"|(?:^|(?<=[.!?\n]))\s*({_NUMBER})(?:\s+{_SOLD_NOUN})?\s+(?:are|is)\s+(?:in\s+the\s+(?:box|case|set|pack|bag)"
    rf"|included)(?=\s*(?:$|[.,;!:)\n])|\s+(?:as|because|since)\b)"
    rf"|(?:^|(?<=[.!?\n]))\s*includes?\s+(?:only\s+|just\s+)?({_NUMBER})\s+{_SOLD_NOUN}(?=\s*(?:$|[.,;!:)\n]|\s+and\b))",
    _I,
)
_HYPHENED_UNIT = re.compile(
    r"-(?:"
    + "|".join(sorted((re.escape(u) for u in {*UNITS, *SIZE_UNITS_MM} if u.isalpha()), key=len, reverse=True))
    + r")(?![\w-])",
    _I,
)
_SOME_OF_THE_SALE_BEFORE = re.compile(r"\b(?:of|each|per|every|all|other|another|extra|spare|plus|also)\s+$", _I)
# "Shout UNO when you have one card left", "if a player has two tiles remaining": a state the game's rules name,
# not the stock the seller has left (eighteenth round).
_A_CONDITION_BEFORE = re.compile(
    r"\b(?:when|if|until|once|whenever)\s+(?:you|they|he|she|someone|(?:a|one|each|the)\s+player|players)\s+"
    r"(?:have|has|get|gets|are\s+down\s+to|is\s+down\s+to)\s+(?:only\s+|just\s+)?$",
    _I,
)


_BRACKETED_REMAINDER = re.compile(r"\s*\)")
_BRACKET_OPENED = re.compile(r"\(\s*(?:(?:about|around|approx\.?|roughly|maybe|only|just)\s+)?$", _I)


def bracketed_remainder(text: str, start: int, end: int) -> bool:
    """Whether a count ("8 left") is all a bracket holds, after the thing whose contents it counts."""
    return (
        _BRACKETED_REMAINDER.match(text, end) is not None
        and _BRACKET_OPENED.search(text, max(0, start - 20), start) is not None
    )


def sold_counts(text: str) -> list[Facet]:
    """How many a description says come in this sale, with the noun counted when it names one."""
    return list(_sold_counts_of(text))


@lru_cache(maxsize=TEXTS_HELD)
def _sold_counts_of(text: str) -> tuple[Facet, ...]:
    return tuple(_read_sold_counts(text))


def _read_sold_counts(text: str) -> list[Facet]:
    found = []
    for match in _SOLD_COUNT.finditer(text):
        groups = match.groups()
        raw = groups[0] or groups[2] or groups[4] or groups[6] or groups[8] or groups[10]
        noun = groups[1] or groups[3] or groups[5] or groups[7] or groups[9] or groups[11] or ""
        value = number(raw or "")
        if value is None or _SOME_OF_THE_SALE_BEFORE.search(text[max(0, match.start() - 12) : match.start()]):
            continue
        # Thirty-fifth round: a figure hyphened to a unit ("comes with the 5-gallon bucket", "ships with a 6-foot
        # lead") sizes the thing it comes with; it counts nothing.
        if _HYPHENED_UNIT.match(text, match.end(groups.index(raw) + 1)):
            continue
        if _A_CONDITION_BEFORE.search(text[max(0, match.start() - 40) : match.start()]):
            continue
        # Twenty-fifth round: a bare count in brackets after a thing ("a tube of shuttles (8 left)", "a roll of tape
        # (about 20 remaining)") is what is left of that thing's contents, not how many the sale is for.
        if not noun and bracketed_remainder(text, match.start(), match.end()):
            continue
        # The noun as written (its last word): the structural check folds plurals its own way.
        counted = noun.split()[-1].lower() if noun else ""
        found.append(Facet(f"count:{counted}", str(value), match.group().strip(), match.start()))
    # A contents list's line that counts one thing ("- 1x 5.0Ah battery", "• 2 x spare blade"), when the line is
    # about the thing alone: its noun closes the line. A bare number after the "x" makes a size ("9 x 12 inch").
    if "x" in text:
        for match in _LISTED_COUNT.finditer(text):
            quote = match.string[match.start(1) : match.end()].strip()
            found.append(Facet(f"count:{match.group(2).lower()}", match.group(1), quote, match.start(1)))
    return found


_LISTED_COUNT = re.compile(
    r"(?:^|(?<=\n))[ \t]*[-•*][ \t]*(\d{1,2})[ \t]?x[ \t]+(?!\d+(?:\.\d+)?(?:[ \t\n\"”]|$))"
    r"(?:[\w.-]+[ \t]+){0,3}?([a-z]{3,})[ \t]*(?=$|\n|[,;(])",
    _I | re.M,
)
