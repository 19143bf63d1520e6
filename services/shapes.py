"""Honest shapes of listing text that look like violations word by word (issue 19, sixth round: precision).

Each function names a structure sellers use for an honest reason, so a detector or a risk signal that matches
the words can ask whether the structure explains them. They are structural, never a list of one listing's
words: a list of kinds that share a noun, a screen class given in whole inches, a "as much as I could" that
hedges an effort rather than the item's state. Pure: regular expressions and wordfreq's word counts only.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator, Mapping, Set
from functools import lru_cache

import wordfreq

from services.clauses import (
    ANY_MARK,
    MARK_BEFORE_SPACE,
    alternatives,
    blanked,
    built,
    could_match,
    gated_finditer,
    gated_fullmatch,
    gated_search,
    lacks,
    sentences,
)
from services.memo_bounds import FIXED_ARGUMENTS_HELD, TEXTS_HELD, WORDS_HELD

# Categories of works (books, music, films): a title there names the work, whatever things its words name.
WORK_CATEGORY = re.compile(r"BOOK|MUSIC|MOVIE|FILM|DVD|MEDIA|VINYL|RECORD", re.IGNORECASE)
# A specific's name that says it lists what the item fits or works with ("Compatible Models", "Fitment", "Fits",
# "For Vehicle", "Model List"): the names in it are other products', honestly. One reader for the detectors, the
# structure checks and the risk signals (sixteenth round; there were three with slightly different words).
WHAT_IT_FITS_KEY = re.compile(r"compatib|\bfits?\b|fitment|works\s+with|\bfor\b|vehicle|model\s+list", re.IGNORECASE)
# The words a title or a clause says what the item fits with ("fits", "compatible with", "works with"): the alternatives
# every reader of a fit cue shares; each adds its own (a bare "for" where its reading can afford it), said beside it.
FIT_CUE = r"fits|compatible\s+with|works\s+with"


def fit_cue(*own: str) -> str:
    """FIT_CUE with a reader's own alternatives added (a bare "for", "suits", "replacement for"): the one family every
    fit cue of the detectors, the structure checks and the net derives from, each writing its extra words and why
    beside its own use (thirtieth round: six spellings, four of them written out apart)."""
    return "|".join((FIT_CUE, *own))


# A specific's value that says the specific does not apply to the item ("Does not apply", "Not applicable"): the
# marketplaces' honest answer where a kind may lack a value. One spelling for the structure checks and the risk
# signals (thirty-third round: three patterns wrote it apart); each reader anchors it and adds its own words.
NOT_APPLICABLE = r"does\s+not\s+apply|not\s+applicable"
# The words before "colour" in a specific's key that still name the item's own colour ("Main Colour", "Body Color",
# "Frame Colour" on a bike, "Item Color"), not a part's ("Lens Colour", "Light Color", "Strap Colour"); "Colour Name"
# is the same specific. One family for every reader of the item's colour specific (thirty-third round: five spellings
# with four different lists); a reader adds its own qualifiers through item_colour_key, said beside its use.
ITEM_COLOUR_QUALIFIER = r"main|body|exterior|frame|primary|item"


def item_colour_key(*own: str) -> str:
    """The key words of the item's own colour specific (see ITEM_COLOUR_QUALIFIER), with a reader's own qualifiers."""
    return rf"(?:(?:{'|'.join((ITEM_COLOUR_QUALIFIER, *own))})\s+)?colou?r(?:\s+name)?"


# The item's own colour specific, read on a key's words (structure's _key_words: "MainColour" reads "main colour").
ITEM_COLOUR_KEY = re.compile(rf"^{item_colour_key()}$", re.IGNORECASE)


# A quoted phrase that is wording printed on the item or the name of a work (a sign's "Cash Only", a mug's "call me
# maybe", a song): three to eight words, or two or more all capitalised, none the seller's own ("my", "our": a way to
# reach the seller names the seller's own line), and no digit or "@" (a number or a handle is a way to reach someone,
# never a printed name to spare). One predicate for the detectors' quoted payment and contact words and the net's
# quoted-phrase reading (thirtieth round: they were two, the detectors' without the digit test, which its quotation
# pattern already refused).
PHRASE_WORD = re.compile(r"[A-Za-z][\w'-]*")
_NOT_PRINTED = re.compile(r"\b(?:my|our)\b|[\d@]", re.IGNORECASE)
MAX_PRINTED_WORDS = 8


def printed_phrase_words(phrase: str) -> tuple[str, ...]:
    """The phrase's words where it reads as printed wording or a work's name (see PHRASE_WORD), else none."""
    words = PHRASE_WORD.findall(phrase)
    capitalised = len(words) >= 2 and all(word[0].isupper() for word in words)
    if (len(words) >= 3 or capitalised) and len(words) <= MAX_PRINTED_WORDS and _NOT_PRINTED.search(phrase) is None:
        return tuple(words)
    return ()


def a_printed_phrase(phrase: str) -> bool:
    """Whether a quoted phrase reads as printed wording or a work's name (printed_phrase_words)."""
    return bool(printed_phrase_words(phrase))


# What some of the counted things are, said right after the count ("1 piece missing", "two tiles damaged"): the ones
# gone or hurt, never how many come. Read after a count here and by the net's count reader (risk_signals).
GONE_OR_HURT = r"missing|damaged|broken|lost|cracked|chipped|absent"
# A word whose number is a place in a series, not a count ("Series 2", "Season 1", "Vol. 3"): the alternatives every
# reader of a number that ends a name shares; each adds the names its own count meets, said beside it.
NUMBERED_IN_SERIES = r"series|seasons?|vol(?:ume)?s?"
# What or where a weighing scale weighs, the words its trade names it by ("Kitchen Scale", "Luggage Scales", "Body Fat
# Scale"): one list for the reading that asks such a scale for its working order and the one that reads its weight
# specific as what it weighs, not its own weight (thirty-eighth round).
WEIGHING_SCALE_USE = (
    r"(?:kitchen|bath(?:room)?|luggage|postal|parcel|shipping|letter|baby|infant|body[\s-]?fat|jewell?e?ry|pocket"
    r"|hanging|platform|personal|food|coffee|weighing|smart|digital|bench|crane|fishing|mechanical|dial|gram"
    r"|lab(?:oratory)?|analytical|precision|counting|floor|pet|hook|spring)"
)
# Words that make the next one a thing spoken of ("the", "this", "its"), never a name or another thing's word: the
# ones every reader of a word before a thing shares; each adds its own, said beside it.
DETERMINERS = frozenset({"the", "a", "an", "this", "that", "its"})

_I = re.IGNORECASE

# --- a list of kinds that share a word -----------------------------------------------------------------------

# Where one item of a list ends and the next begins.
_ITEM_BREAK = re.compile(r"\s*(?:[,;/&()]|\band\b|\bor\b|\bplus\b)\s*", _I)
_CONJUNCTION = re.compile(r"(?:\band\b|\bor\b|&)", _I)
_ITEM_WORD = re.compile(r"[^\W\d_][\w'-]*")
_MAX_ITEM_WORDS = 4


def _stem(word: str) -> str:
    return word.lower().rstrip("s")


_ITEM_START = re.compile(r"[.!?,;:()/&\n]|\band\b|\bor\b", _I)


def lists_kinds(text: str, start: int, end: int, word: str, title: str) -> bool:
    """``text[start:end]``, from the first ``word`` to the last, lies in a list of distinct things that share
    ``word`` ("micro filter, coarse filter and flat mesh filter"), not the same search word said over and over
    ("shoes shoes running shoes sneakers shoes").

    Each item is short, names the word once beside words of its own, and no two items are the same (one bare
    item may head the list: "filters: micro filter, ..."). Stuffing repeats the item's own search word, which
    the title names, with no list between the repeats; so a list counts as kinds when it is written as prose
    (a final "and"/"or"), or when the shared word is no word of the title and ends every item (the head noun).
    """
    # The list begins where the first repeat's own item does ("micro filter", not "filter").
    breaks = [m.end() for m in _ITEM_START.finditer(text, 0, start)]
    span = text[breaks[-1] if breaks else 0 : end]
    stem = _stem(word)
    items = [item for item in _ITEM_BREAK.split(span) if item.strip()]
    containing: list[list[str]] = []
    for item in items:
        words = [_stem(w) for w in _ITEM_WORD.findall(item)]
        if stem in words:
            # The first item may carry the sentence that leads into the list ("It comes with a left speaker").
            containing.append(words if containing else words[-_MAX_ITEM_WORDS:])
    if len(containing) < 3:
        return False
    if any(words.count(stem) > 1 or len(words) > _MAX_ITEM_WORDS for words in containing):
        return False
    bare = [words for words in containing if words == [stem]]
    if len(bare) > 1 or len({tuple(words) for words in containing}) != len(containing):
        return False
    if _CONJUNCTION.search(span):
        return True
    in_title = stem in {_stem(w) for w in _ITEM_WORD.findall(title)}
    return not in_title and all(words[-1] == stem for words in containing)


# --- a screen class given in whole inches ----------------------------------------------------------------------


def same_screen_class(title_inches: float, given_inches: float) -> bool:
    """A title names a screen by its class in whole inches ("MacBook Air 13", "15 inch laptop") while the
    specific gives the diagonal (13.3, 15.6): the same screen when the title's number is the diagonal's whole
    part or its rounding. A different class differs by at least an inch."""
    # Half up, as a marketing class rounds (Python's round() would take 64.5 to 64).
    return title_inches in {float(math.floor(given_inches)), float(math.floor(given_inches + 0.5))}


def same_storage(a_bytes: float, b_bytes: float) -> bool:
    """One storage capacity written in the maker's decimal units and in binary ones ("2TB" and "2000 GB", 1 TB being
    1,000 or 1,024 GB): the same drive when the two differ by no more than that 2.4% (issue 19, seventh round). A
    different capacity differs by far more (256 against 512)."""
    return abs(a_bytes - b_bytes) <= 0.025 * max(a_bytes, b_bytes)


# --- an effort hedged, not the item ---------------------------------------------------------------------------

# "cleaned as much as I could", "as best we can tell": the modal qualifies the seller's effort or knowledge, not
# what the item may have. Stock condition text hedges the item ("may show signs of wear").
EFFORT_HEDGE = re.compile(
    r"\bas\s+(?:much|best|well|far|thoroughly|carefully|good)\s+as\s+(?:i|we|one)\s+(?:could|can)\b"
    r"|\b(?:best|all)\s+(?:i|we)\s+(?:could|can)\b",
    _I,
)


def without_effort_hedges(text: str) -> str:
    return EFFORT_HEDGE.sub(" ", text)


# --- the title's own words in their written forms ------------------------------------------------------------

_WORD_JOINS = re.compile(r"['’-]")


def word_forms(tokens: list[str]) -> set[str]:
    """Tokens in the forms a writer inflects or joins them: singular and plural ("figure" of "Figures"), the parts a
    possessive or a hyphen joins ("collector" of "Collector's", "painted" of "Hand-Painted"). The same words
    written another way, never misspellings of them."""
    forms: set[str] = set()
    for token in tokens:
        for part in (token, *(p for p in _WORD_JOINS.split(token) if len(p) > 1)):
            singular = part[:-1] if part.endswith("s") else part
            forms.update((part, singular, f"{singular}s", f"{singular}es"))
            if part.endswith("es"):
                forms.add(part[:-2])
    return forms


# --- how often English writes a word, and a word made of two common words -------------------------------------------


@lru_cache(maxsize=WORDS_HELD)
def zipf(word: str) -> float:
    """How common a word is in English (wordfreq's Zipf scale, rounded to hundredths; 0.0 for a word it never saw),
    cached: the structure checks, the detectors and the net ask it of the same listing words, one cache for all."""
    return float(wordfreq.zipf_frequency(word, "en"))


def common_compound(word: str, *, whole_zipf: float, part_zipf: float, part_letters: int) -> bool:
    """Whether a word is a dictionary compound of two common words ("raincoat", "birdcage"): English writes it whole at
    whole_zipf or more, and it splits into two words, each of part_letters letters or more, that English writes at
    part_zipf or more. One predicate for the title's opening name (structure) and the maker worn as a look
    (detectors; thirty-first round: they were two loops); each caller names its cut-offs beside it, with why."""
    lowered = word.lower()
    if zipf(lowered) < whole_zipf:
        return False
    return any(
        zipf(lowered[:cut]) >= part_zipf and zipf(lowered[cut:]) >= part_zipf
        for cut in range(part_letters, len(lowered) - part_letters + 1)
    )


# --- compatibility said after the name or between two systems --------------------------------------------------

# "Nespresso Compatible Capsules", "Keurig-compatible pods": the name before "compatible" is what it fits.
_COMPATIBLE_AFTER = re.compile(r"[\w&'.+-]+(?:\s+[\w&'.+-]+)?[\s-]+compatible\b", _I)
# "Nikon F to Fujifilm X Mount", "Canon EF to Sony E": an adapter joins two systems, each named by its maker.
_JOINS_TWO = re.compile(r"([\w&'.+-]+(?:\s+[\w&'.+-]+){0,2})\s+to\s+([\w&'.+-]+(?:\s+[\w&'.+-]+){0,2})", _I)


def without_compatibility(subject: str, brands_in: Callable[[str], Set[str]]) -> str:
    """The title's subject less the names it gives as compatibility in the two shapes a "for"/"fits" cue does not
    cover: a name before "compatible", and two makers joined by "to" (an adapter between their systems). The
    listing's own maker is what remains."""
    lowered = subject.lower()
    # Cheap guards: most titles have neither word, and this runs on every review.
    if "compatible" in lowered:
        subject = _COMPATIBLE_AFTER.sub(" ", subject)
    if " to " not in lowered:
        return subject
    for joined in _JOINS_TWO.finditer(subject):
        if brands_in(joined.group(1)) and brands_in(joined.group(2)):
            subject = subject.replace(joined.group(), " ")
    return subject


# --- the maker's line, printed on the product ------------------------------------------------------------------

_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?](?=\s|$))?")
# A number the clause attributes to the maker or to print on the item or its box. "Customer service" or "support"
# alone could be the seller's own business line, so they are no cue.
_MAKERS_CUE = re.compile(
    r"\b(?:manufacturer'?s?|maker'?s?|printed\s+(?:on|inside|with)"
    r"|on\s+the\s+(?:box|label|packaging|package|sticker|manual|back|base|case))\b",
    _I,
)
# Who gives the number: a seller's own line is "my", "our", "me", "us" or an invitation to call.
_SELLER_VOICE = re.compile(r"\b(?:i|i'm|my|me|we|our|us|call|text|ring|phone|contact|reach|message)\b", _I)


def makers_line(text: str, start: int, end: int) -> bool:
    """The phone number at ``text[start:end]`` sits in a sentence that gives it as the maker's (a support line, text
    printed on the box) and not in the seller's voice. The contact policy: a number printed on the product itself
    is not the seller's contact information."""
    for sentence in _SENTENCE.finditer(text):
        if sentence.start() <= start and end <= sentence.end():
            words = sentence.group()
            clause = words[: start - sentence.start()] + " " + words[end - sentence.start() :]
            return _MAKERS_CUE.search(clause) is not None and _SELLER_VOICE.search(clause) is None
    return False


# --- a phone number whose last group is written in words ---------------------------------------------------------

_NUMBER_WORD = (
    r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen"
    r"|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|double|triple)"
)
# "555-201-seventeen 42", "555 201 9nine87": a North American area code and exchange in digits, then the line
# number in words or in digits mixed with words, which no matcher of digits reads and no product code is written as.
_WORDED_TAIL = re.compile(
    rf"(?<![\w-])\(?\d{{3}}\)?[\s.-]+\d{{3}}[\s.-]+(?=[a-z0-9]*{_NUMBER_WORD})[a-z0-9]*{_NUMBER_WORD}[a-z0-9]*"
    rf"(?:[\s-]+(?:\d+|{_NUMBER_WORD})\b)*",
    _I,
)


def phone_with_worded_tail(text: str) -> tuple[int, int] | None:
    found = gated_search(_WORDED_TAIL, text)
    return found.span() if found is not None else None


_MAGNITUDE = re.compile(r"\b(?:thousand|hundred)\b", _I)


def cardinal_in_words(run: str) -> bool:
    """A number in words built as a cardinal: "thousand" before "hundred" ("Two Thousand Five Hundred")."""
    magnitudes = [word.lower() for word in _MAGNITUDE.findall(run)]
    return "thousand" in magnitudes and "hundred" in magnitudes[magnitudes.index("thousand") :]


# --- issue 19, seventh round: precision -------------------------------------------------------------------------

# The condition note a marketplace gives its own field for (Amazon's "Condition Note", eBay's "Seller Notes" and
# "Condition Description"), sent as an item specific: it is the listing's condition note as much as the description.
_CONDITION_NOTE_KEY = re.compile(
    r"(?:(?:item[\s_-]*)?condition|seller'?s?)[\s_-]*(?:notes?|description|details|comments?)", _I
)


def condition_notes(attributes: Mapping[str, str]) -> list[str]:
    """The values of the item specifics that carry the seller's condition note, in the listing's order."""
    return [value for key, value in attributes.items() if _CONDITION_NOTE_KEY.fullmatch(key.strip())]


# The title of a work (a book, an album, a film) as a listing gives it. A web address in it is the work's name
# ("Welcome to www.NowhereTown.org: A Novel by ..."), wherever the listing repeats it, not a link to follow.
# A series a book or a guide belongs to names the work too ("Series: MowerClinic.co.uk Guides", twelfth round).
_WORK_TITLE_KEY = re.compile(r"(?:book|album|film|movie|work)?[\s_-]*title|series(?:\s+title)?", _I)
_CREATOR_KEY = re.compile(r"author|writer|artist|band|composer|director|illustrator", _I)
# What follows a work's own title in a seller's title: its kind ("A Novel", "Stories", "A Cosy Mystery") after a
# colon, or its author after "by".
_WORK_KINDS = r"novel|novella|memoir|mystery|thriller|romance|stories|poems|poetry|essays|letters"
_WORK_KIND = re.compile(rf"(?::\s*|\s+)(?:an?\s+)?(?:[\w-]+\s+){{0,2}}(?:{_WORK_KINDS}|a\s+novel)\b", _I)
# A work's title quoted, or before the binding the seller names ("..., Paperback 2019"), and a head that sends buyers
# somewhere, which is the seller's (fifteenth round).
_SENDS = re.compile(
    r"\b(?:visit|see\s+(?:our|my|more)|more\s+(?:at|on)|check\s+out|find\s+(?:us|me)|order\s+(?:at|from|on)|buy\s+(?:at|from)"
    r"|(?:our|my)\s+(?:shop|store|site|website|page))\b",
    _I,
)
_QUOTED_WORK = re.compile(r"[\"“]([^\"“”]+\s[^\"“”]+)[\"”]")
_BINDINGS = r"paperback|hardcover|hardback|softcover|mass\s+market|audiobook|board\s+book|spiral[\s-]bound"
_WORK_BINDING = re.compile(rf"(?:,\s*|\s+)[(\[]?(?:\d+(?:st|nd|rd|th)\s+edition\s+)?(?:{_BINDINGS})\b", _I)
# Thirtieth round (moved here in the thirty-first): the title of a work quoted right after the work's kind or "called"
# / "titled" ("the paperback 'Notes from a Tea House: teahouse.example'", "a zine called '...'"), in the seller's title
# or description. Four to twelve words, and none of the seller's own words ("my", "our", "order"): a quoted slogan or
# motto is no work, and a quotation that sends buyers is the seller's.
OPENING_QUOTE = "'\"\u2018\u201c"
CLOSING_QUOTE = "'\"\u2019\u201d"
_KIND_THEN_QUOTED = re.compile(
    rf"\b(?:{_WORK_KINDS}|{_BINDINGS}|book|guide|handbook|cookbook|album|record|ep|single|song|track|film|movie"
    r"|documentary|magazine|zine|comic|poster|print|game|podcast|play|poem|called|titled|entitled|named)[,:]?\s+"
    rf"[{OPENING_QUOTE}]([^{OPENING_QUOTE}{CLOSING_QUOTE}\n]{{8,120}}?)[{CLOSING_QUOTE}](?!\w)",
    _I,
)
_QUOTED_WORK_WORDS = (4, 12)
_SELLERS_OWN = re.compile(r"\b(?:my|our|go\s+to|see|order|buy|shop)\b", _I)
# Thirty-first round: a kind word the seller does ("we print '...'", "I record '...'") or a name given to a slogan ("our
# tagline, named '...'"): the quotation is the seller's wording, not a work's title.
_NO_WORK_BEFORE = re.compile(r"\b(?:we|i|they|you|slogan|motto|tagline|strapline|catchphrase)\W+(?:the\s+)?$", _I)


def work_titles(title: str, attributes: Mapping[str, str], description: str = "") -> list[str]:
    """The work's own title as the listing names it: a title specific, or, for a listing that names the work's
    author or artist, the head of the seller's title before "by <that creator>" or before the work's kind, the title in
    quotation marks, or the head before the binding ("..., Paperback").

    Only a listing that sells a work (a creator specific, or a title specific) has one; a seller's own domain put in
    front of a book's title ("shop.example.com - Dune by Frank Herbert") stays a link only because sellers do not
    give it as the book's title, so the head is cut at a dash or a bar, which a shop's name is joined by.

    Any listing has the titles it quotes right after a work's kind ("the zine '...'"), in its title and, when given,
    its description."""
    # Read once per texts and specifics (forty-second round): a review asks it of the same listing some 16 times (the
    # contact, link and payment readings, in detect() and in the net). A fresh list each time: callers own theirs.
    return list(_work_titles(title, tuple(attributes.items()), description))


@lru_cache(maxsize=TEXTS_HELD)
def _work_titles(title: str, specifics: tuple[tuple[str, str], ...], description: str) -> tuple[str, ...]:
    """work_titles of the specifics in their order: it reads nothing else, and nothing of the pack."""
    found = [value for key, value in specifics if gated_fullmatch(_WORK_TITLE_KEY, key.strip()) and value.strip()]
    found += [work for text in (title, description) for work in _quoted_after_kind(text)]
    creators = [value.strip() for key, value in specifics if gated_fullmatch(_CREATOR_KEY, key.strip())]
    if not creators:
        return tuple(found)
    found += _after_creator(title, creators)
    head = None
    for creator in creators:
        # Thirty-sixth round: a title without the creator's name is read without compiling a pattern of it.
        at = None if lacks(title, creator) else built(rf"\s+by\s+{re.escape(creator)}\b", _I).search(title)
        if at is not None and at.start() > 0:
            head = title[: at.start()]
            break
    if head is None and (kind := _WORK_KIND.search(title)) is not None and kind.start() > 0:
        head = title[: kind.start()]
    # The work's title quoted, or its head before the binding the seller names ("..., Paperback 2019"; fifteenth
    # round).
    # A head that sends buyers somewhere ("Visit our shop ... Dune, Paperback") is the seller's, not the work's.
    if head is None and (quoted := _QUOTED_WORK.search(title)) is not None and not _SENDS.search(quoted.group(1)):
        head = quoted.group(1)
    if head is None and (binding := _WORK_BINDING.search(title)) is not None and binding.start() > 0:
        head = title[: binding.start()] if not _SENDS.search(title[: binding.start()]) else None
    # A main title and its subtitle ("Letters to @Grandma: A Picture Book About ...", twelfth round): the words
    # before the colon, two or more of them (a shop's handle put first is one).
    if head is None and (colon := title.find(":")) > 0 and len(title[:colon].split()) >= 2:
        head = title[:colon]
    if head is not None:
        # A shop's name joined to the work by a dash or a bar is not part of the work's title.
        head = re.split(r"\s[-–|]\s|\s\|", head)[-1]
        found.append(head)
    return tuple(found)


# Cached: work_titles is asked of one title by several readers in a review.
@lru_cache(maxsize=TEXTS_HELD)
def _quoted_after_kind(text: str) -> tuple[str, ...]:
    low, high = _QUOTED_WORK_WORDS
    return tuple(
        work
        for found in gated_finditer(_KIND_THEN_QUOTED, text)
        if low <= len(PHRASE_WORD.findall(work := found.group(1))) <= high
        and _NO_WORK_BEFORE.search(text, max(0, found.start() - 24), found.start()) is None
        and _SENDS.search(work) is None
        and _SELLERS_OWN.search(work) is None
    )


# A record's or a film's title as sellers write it: the creator first, a dash, then the work, then its format in
# brackets ("<band> - <album> (Vinyl LP, 180g)"; fifteenth round). The work runs to the bracket, another dash or a
# bar, so anything the seller adds after it stays the seller's own words.
_WORK_AFTER_CREATOR = r"\s*[-–—|:]\s*(?P<work>[^()\[\]|\n]+?)\s*(?:$|[(\[|]|\s[-–—]\s)"


def _creator_then_work(creator: str) -> re.Pattern[str]:
    return built(rf"\s*(?:the\s+)?{re.escape(_without_article(creator))}{_WORK_AFTER_CREATOR}", _I)


def _after_creator(title: str, creators: list[str]) -> list[str]:
    return [
        at.group("work")
        for creator in creators
        if creator
        and not lacks(title, _without_article(creator))
        and (at := _creator_then_work(creator).match(title)) is not None
    ]


def _without_article(name: str) -> str:
    """A band's name with or without its "The" ("The Quarry Bells" is written "Quarry Bells" too)."""
    return re.sub(r"^the\s+", "", name.strip(), flags=_I)


# A host, or "www" on its own ("The www Guide for Beginners", "WWW: Wake"), inside a work's own title.
_WORK_HOST = re.compile(r"(?<![\w@.-])(?:[\w-]+\.)+[a-z][\w-]*(?![\w-])|(?<![\w@.-])www(?![\w.-])", _I)


def hosts_in_work_titles(title: str, attributes: Mapping[str, str]) -> frozenset[str]:
    """Host-like names ("www.murder", "heartline.net") inside the work's own title, lower-cased."""
    return frozenset(
        match.group().lower() for work in work_titles(title, attributes) for match in _WORK_HOST.finditer(work)
    )


# What the item itself bears: a sentence that says a web address is printed, stamped or reads on it ("the old
# netscape.com address printed on the back panel", "The front print reads SURFBYTES.NET"), told by no one who
# sends the buyer anywhere or owns the site ("visit", "our", "my"): the address is part of the thing sold, as a
# work's own title is (twelfth round).
_PRINT_CUE = re.compile(
    r"\b(?:printed|print\s+reads|prints?|reads|logo|lettering|stamped|embossed|engraved|box\s+art|artwork|slogan"
    r"|graphic|decal|advert(?:ising|isement)?|promo(?:tional)?"
    # The seller saying the address is the work's own title or on its cover ("that's the book's actual title",
    # "subtitle on the cover", "the name of the painting"; sixteenth round).
    r"|(?:actual|real|own|full)\s+title|part\s+of\s+the\s+title|subtitle|on\s+the\s+cover"
    r"|name\s+of\s+the\s+(?:painting|picture|print|book|novel|album|song|film|game|artwork))\b",
    _I,
)
# "The web address in the title", "the .com": a sentence that speaks of the title's address without writing it.
_ADDRESS_MENTIONED = re.compile(
    r"\bthe\s+(?:web\s*)?(?:address|url|www|website\s+address)\b|\bthe\s+\.\s?[a-z]{2,4}\b", _I
)
_SENDS_OR_OWNS = re.compile(
    r"\b(?:visit|go\s+to|head\s+to|see|check|find|order|buy|shop|browse|contact|email|message|more\s+at|available\s+at"
    r"|our|my|we|us|me|you|your|here|download\w*|click|link)\b"
    # Forty-third round: the seller's range said to be at an address ("the full collection at", "the whole catalogue
    # on" with the address straight after): where more of the goods are, a send as "available at" is; "prints" there
    # counts designs, not a print the item bears.
    r"|\b(?:collection|catalogu?e|catalog|range|line-?up|selection)\s+(?:is\s+|are\s+)?(?:at|on)\s+(?=[\w-]+\.\w)",
    _I,
)


# Eighteenth round: the seller saying the address is the work's title in the possessive ("the web address is the book's
# title"), and a send the seller denies ("not a site to visit"). Where the sentence says so, only what it says after
# the address is read for a send: the words before it are the work's own ("Meet Me at <address>").
_TITLE_SAID = re.compile(
    r"\b(?:book|novel|album|game|film|work|painting|print|song|story)['\u2019]?s\s+(?:actual\s+|real\s+|own\s+|full\s+)?"
    r"(?:title|name)\b",
    _I,
)
# Twenty-second round: the seller's own site denied too ("printed on the cover by the publisher, not my site", "it is
# the name of the book, not our site"): the "my" or "our" there owns nothing.
_NOT_A_SITE = re.compile(
    r"\bnot\s+(?:a|an|my|our)\s+(?:own\s+)?(?:real\s+|working\s+|live\s+)?(?:site|website|web\s+site|link|address|url"
    r"|page)(?:\s+to\s+(?:visit|go\s+to))?",
    _I,
)


def without_denied_sites(text: str) -> str:
    """The text less a site the seller denies is one to visit or theirs ("not a site to visit", "not our site")."""
    return _NOT_A_SITE.sub(" ", text) if "not" in text.lower() else text


def _read_for_sends(sentence: str) -> str:
    """What of a sentence is read for a send or an owner: after the address where it says the address is the work's
    title, less a send it denies (eighteenth round)."""
    if not _TITLE_SAID.search(sentence) and not _PRINT_CUE.search(sentence):
        return sentence
    hosts = list(_WORK_HOST.finditer(sentence))
    said = sentence[hosts[-1].end() :] if hosts and _TITLE_SAID.search(sentence, hosts[-1].end()) else sentence
    return without_denied_sites(said)


# Memoised on the two texts (forty-second round): the link detector and the net's link signals ask it of the same
# description some four times a review, each a pass over its sentences. It reads nothing else, and nothing of the pack.
@lru_cache(maxsize=TEXTS_HELD)
def hosts_printed_on_the_item(description: str, title: str = "") -> frozenset[str]:
    """Host-like names the description says the item bears, lower-cased: written in the sentence, or the title's when
    the sentence speaks of "the web address" it carries."""
    if "." not in description:
        return frozenset()
    found = set()
    for start, end in sentences(description, MARK_BEFORE_SPACE):
        sentence = description[start:end]
        cued = gated_search(_PRINT_CUE, sentence) or _TITLE_SAID.search(sentence)
        if not cued or _SENDS_OR_OWNS.search(_read_for_sends(sentence)):
            continue
        if title and _ADDRESS_MENTIONED.search(sentence):
            found |= {
                match.group().lower() for match in _WORK_HOST.finditer(title) if not title.startswith("/", match.end())
            }
        # A host with a path ("bit.ly/manual") is an address to follow, never a print.
        found |= {
            match.group().lower()
            for match in _WORK_HOST.finditer(sentence)
            if not sentence.startswith("/", match.end())
        }
    return frozenset(found)


# Forty-first round: the wording an item bears, given after a cue in the seller's own case and written in capitals as
# the item carries it ("the embossed lettering reads COLD TEA - CASH ONLY", "the enamel badge says PAY CASH", "stamped
# with CHEQUES ACCEPTED"): the item's lettering, not the seller's terms. The capitals end at the first word in lower
# case ("the sign reads fine, cash only" keeps the seller's terms), a cue typed in capitals is no cue (a listing
# typed all in capitals), and a sentence that sends the buyer anywhere or speaks as the seller is not read.
_LETTERING_CUE = re.compile(
    r"\b(?:reads|says|lettering|inscription|wording|slogan|motto"
    r"|(?:printed|embossed|engraved|stamped|painted|cast)\s+with)\s*[:\u2013-]?\s*",
    _I,
)
# Words only: a number or a code after the cue ("reads 100", "says CUH-2216A") is a reading or a label, never lettering.
_CAPITALS_RUN = re.compile(r"[A-Z][A-Z'&!,/ \u2013-]*[A-Z!](?![\w-])")


def lettering_on_the_item(text: str) -> tuple[str, ...]:
    """The runs of capitals a sentence says the item bears, after a lettering cue, as written."""
    if not could_match(_LETTERING_CUE, text):
        return ()
    found = []
    for start, end in sentences(text, MARK_BEFORE_SPACE):
        sentence = text[start:end]
        if _SENDS_OR_OWNS.search(sentence):
            continue
        for cue in _LETTERING_CUE.finditer(sentence):
            if cue.group().strip(" :-\u2013").isupper():
                continue
            if (run := _CAPITALS_RUN.match(sentence, cue.end())) is not None:
                found.append(run.group())
    return tuple(found)


# A measure that sizes a flaw ("a 1 inch split at the seam", "curb rash on one wheel (about 3 inches)", "seam split
# about 1in"): the flaw's size, not the item's (eleventh round; the structure checks read it too since the thirty-third
# round). The flaw is named right after the measure or before it in the same clause.
# The flaws both readers below know, each word with the forms a maker's promise writes it in ("anti-scratch",
# "resists chipping"); the flaw a measure sizes is read by the word with any ending ("a 2 cm scuff", "scuffed 1in"). One
# vocabulary since the thirty-fourth round (the two readers had spelled it twice); each reader's own words are named.
_FLAWS: Mapping[str, str] = {
    "scratch": r"scratch(?:es|ed|ing)?", "scuff": r"scuff(?:s|ed|ing)?", "dent": r"dents?|dented",
    "chip": r"chips?|chipped|chipping", "crack": r"cracks?|cracked|cracking", "stain": r"stains?|stained|staining",
    "mark": r"marks?|marking", "ding": r"dings?", "tear": r"tears?|tearing",
    # Twenty-second round: a hem or an edge made not to fray ("hems taped to stop fraying").
    "fray": r"fray(?:s|ed|ing)?",
    # Thirty-second round: a crease a fabric or a shoe is made to resist ("crease-resistant", "stops creasing").
    "crease": r"creas(?:e|es|ed|ing)",
}  # fmt: skip
# Flaws a measure sizes that no maker promises against by name: a tear's participle, a wheel's kerbing, a burn.
_SIZED_ONLY = ("split", "torn", "rip", "nick", "gouge", "rash", "hole", "scrape", "burn", "kerb", "curb", "blemish")
# What a maker promises against that no measure sizes as a flaw: a finish's fading, a metal's rust, a glass's
# shattering, water, odours, dirt, fingerprints, a dye's bleeding.
_PROMISED_AGAINST_ONLY = (
    r"smudges?|smudging|smears?|smearing|fad(?:e|es|ed|ing)|rust(?:ing)?|breaks?|breaking|shatter(?:s|ing)?|wear"
    r"|water|odou?rs?|dirt|fingerprints?|bleed(?:s|ing)?"
)
_SHORT_VOWEL_END = re.compile(r"(?:^|[^aeiou])[aeiou][b-df-hj-np-tvz]$")


def _inflections(word: str) -> tuple[str, ...]:
    """A flaw word's plural and verb forms by the general rule: a final "e" dropped before "-ing" ("scraping"), a final
    consonant after one short vowel doubled ("chipped", "ripping", "splitting"; a closing syllable read as stressed,
    which each word of one syllable is)."""
    if word.endswith("e"):
        return word, f"{word}s", f"{word}d", f"{word[:-1]}ing"
    stem = word + word[-1] if _SHORT_VOWEL_END.search(word) else word
    plural = f"{word}es" if word.endswith(("s", "sh", "ch", "x", "z")) else f"{word}s"
    return word, plural, f"{stem}ed", f"{stem}ing"


# Thirty-fifth round: the sizer's forms from the one vocabulary, each flaw's own forms and every word's inflections by
# the rule (a bare ending after the word missed "chipped" and "ripped 2in"); the promise reader's forms leave out some
# a flaw is sized in ("marked", "dinged"), so the rule runs over each of its words too.
_SIZED_FLAW = "|".join(
    (
        *(f"(?:{forms})" for forms in _FLAWS.values()),
        *sorted({form for word in (*_FLAWS, *_SIZED_ONLY) for form in _inflections(word)}, key=len, reverse=True),
    )
)
_FLAW_AFTER = re.compile(rf"\s*(?:[\w-]+\s+){{0,2}}?(?:{_SIZED_FLAW})\b", _I)
_FLAW_BEFORE = re.compile(rf"\b(?:{_SIZED_FLAW})\b[^.;,\n]{{0,40}}$", _I)


def sizes_a_flaw(text: str, start: int, end: int) -> bool:
    return _FLAW_AFTER.match(text, end) is not None or _FLAW_BEFORE.search(text[max(0, start - 50) : start]) is not None


# A flaw word that names a property the item is made to have ("scratch-resistant", "stain and odour resistant",
# "anti-scratch", "won't smudge", "resists chips"): what a maker promises, not what this unit has suffered.
_FLAW_WORD = f"(?:{'|'.join(_FLAWS.values())}|{_PROMISED_AGAINST_ONLY})"
_PROPERTY_CLAIM = re.compile(
    rf"\banti[\s-]?{_FLAW_WORD}\b"
    # A maker's care instruction about a state to come ("replace when the ring is stretched or cracked", "if the
    # seal gets worn"): what to do then, not what this one has (twelfth round).
    rf"|\b(?:when|whenever|if|once|until)\s+(?:the|it|they|your|its|a)?\s*(?:[\w-]+\s+){{0,2}}?(?:is|are|gets?|becomes?"
    rf"|looks?|shows?)\s+(?:[\w-]+\s+(?:or|and)\s+)?{_FLAW_WORD}\b"
    # ... and the same said with the subject left out, as a care line is ("replace if torn", "discard when cracked";
    # fifteenth round).
    r"|\b(?:when|whenever|if|once)\s+(?:torn|ripped|cracked|chipped|worn|damaged|frayed|split|broken|scratched|stained"
    r"|dented|faded|punctured|soiled)\b"
    # Twenty-ninth round: and a finish made to let a flaw go ("stain-release finish", "soil and stain release").
    rf"|\b{_FLAW_WORD}(?:\s*(?:,|/|&|\band\b|\bor\b)\s*[\w-]+){{0,3}}[\s-]*(?:resistant|resistance|proof|repellent|free|release)\b"
    # Eighteenth round: the property said with the flaw after it ("resistant to heat and scratch").
    rf"|\b(?:won'?t|will\s+not|does\s*n[o']t|doesn'?t|never|resists?|prevents?|repels?|protects?\s+(?:against|from)"
    r"|(?:resistant|resistance|impervious)\s+(?:to|against)"
    # Twenty-second round: the purpose said as an infinitive ("hems taped to stop fraying", "coated to repel grease
    # and stains"); "didn't prevent a scratch" says what this one has, so only after "to".
    r"|to\s+(?:prevent|resist|repel|stop|avoid)"
    # Forty-fourth round: the same promise in the product's present with a verb of lessening, said of what the item
    # or its part does ("an edge that limits fraying", "pads that reduce scuffing", "it stops fraying"); "I stopped
    # the fraying" is the past, and "door stops chipped" has no subject before the verb.
    r"|(?:that|which|it|they)\s+(?:limits?|stops?|reduces?|lessens?)"
    rf"|protection\s+(?:against|from)|guards?\s+against|helps?\s+(?:prevent|avoid|resist))\s+(?:[\w-]+\s+){{0,2}}{_FLAW_WORD}\b"
    # ... and every flaw of the list it names ("repel water, grease and stains").
    rf"(?:\s*(?:,|&|\band\b|\bor\b)\s*{_FLAW_WORD}\b)*"
    # What the item is made to be, do or show (sixteenth round): a scratch-off panel, a pressed crease, a bell that
    # dings, how a glove or a watch is worn ("worn on the left hand").
    r"|\bscratch[\s-]?offs?\b|\bpressed\s+(?:(?:front|centre|center|sharp)\s+)?creases?\b"
    # Thirty-sixth round: a crease a paper or a cloth is made to hold ("holds a crease very well", "takes a sharp
    # crease") is how the material folds, not a fold on this unit.
    r"|\b(?:holds?|holding|takes?|taking|keeps?|keeping|retains?)\s+(?:a\s+)?(?:[\w-]+\s+)?creases?\b"
    r"|\b(?:bells?|chimes?|timers?|buzzers?)\s+(?:that\s+|which\s+)?dings?\b"
    r"|\bworn\s+on\s+(?:the\s+)?(?:left|right)\s+(?:hand|wrist|arm|foot)\b"
    # Nineteenth round: what the product does to a flaw ("removes light scratches, swirl marks and oxidation"), said
    # in the product's present only: "I removed a stain" and "you'd need to buff out the scratches" are this item's;
    # a fringe frayed by design ("a frayed free-edge fringe").
    r"|\b(?:removes|repairs|fills|erases|lifts|reduces|minimi[sz]es|treats|buffs\s+out|polishes\s+out)\s+"
    rf"(?:[\w-]+\s+){{0,2}}{_FLAW_WORD}\b(?:\s*(?:,|\band\b|&|\bor\b)\s*(?:[\w-]+\s+){{0,2}}?[\w-]+){{0,4}}"
    r"|\bfrayed[\s-](?:[\w-]+[\s-]){0,2}?(?:fringe|fringing|tassels?)\b"
    # Thirty-fifth round: what a finish, a weave or a pattern keeps out of sight, in the product's present and said of
    # flaws in general ("a textured face that hides creases", "a print that disguises scuffs and marks"); one flaw
    # this unit has ("a sticker hides a small scratch") is said with its article and stays.
    r"|\b(?:hides|conceals|masks|disguises|camouflages)\s+(?!(?:a|an|the|one|this|its|that)\b)(?:[\w-]+\s+)?"
    rf"(?:{_FLAW_WORD})\b(?:\s*(?:,|\band\b|&|\bor\b)\s*(?:[\w-]+\s+)?{_FLAW_WORD}\b)*"
    # Thirty-first round: the surface a product is or is not for ("not for bare wood or worn-through areas", "suits
    # cracked or chipped enamel"), what use will do to it ("dark stains after use are normal", "will show scratches
    # with use"), and "crack" done to a thing ("crack the safe", "to crack open"): the product's use, not this one's
    # past.
    r"|\b(?:not\s+(?:for|suitable\s+for|recommended\s+for|to\s+be\s+used\s+on)|safe\s+(?:on|for)|suits?|ideal\s+for"
    r"|made\s+for|designed\s+for|for\s+use\s+on)\s+(?:(?:[\w-]+\s+){1,3}?(?:or|and)\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:worn|cracked|chipped|scratched|stained|damaged|faded|scuffed)(?:[\s-]through)?\b"
    rf"|\b{_FLAW_WORD}\s+(?:from|after|with)\s+(?:regular\s+|normal\s+|everyday\s+)?(?:use|cooking|firing|washing)\s+"
    r"(?:is|are)\s+(?:normal|expected|natural)\b"
    # Forty-fourth round: and the flaw said bare at its clause's head in a care line ("Hand wash only; stains are
    # normal", "Marks are expected on raw steel"): flaws in general, no article naming this unit's ("the stains are").
    rf"|(?<![\w'-]\s)(?<![\w'-])\b{_FLAW_WORD}\s+(?:is|are)\s+(?:normal|expected|natural)\b"
    rf"|\bwill\s+(?:develop|show|get|pick\s+up)\s+(?:[\w-]+\s+){{0,2}}{_FLAW_WORD}\s+(?:with|over|in)\s+(?:use|time)\b"
    r"|(?:^|(?<=\n)|[,;:!.]\s*|\b(?:to|and|then|can|must|you|will)\s+)crack\s+(?:open\s+)?(?:the|a|an|your|their|every)\s+"
    r"(?!(?:length|width|size|full)\b)"
    # A maker's finishing wash ("washed once to set the ink", "to pre-shrink the cotton"): how a new textile is made.
    # Forty-first round: the wash may name what it was done in ("washed once in wool wash to block it", "rinsed once
    # in cold water to set the dye"), and a hand-made textile's finishing steps are the same kind of purpose ("to
    # block it", "to settle the stitches", "to relax the weave", "to even out the tension", "to bloom the yarn");
    # a wash for the item's own past ("to get the smell out", "to freshen it up") names no finishing step and stays.
    r"|\b(?:washed|laundered|rinsed)\s+(?:once|twice)\s+(?:(?:by\s+(?:me|us|hand)|after\s+printing)\s+)?"
    r"(?:in\s+(?:[\w-]+\s+){1,3}?)?to\s+"
    r"(?:set|fix|cure|pre-?shrink|soften|block|settle|relax|bloom|even\s+out"
    r"|remove\s+(?:the\s+)?(?:sizing|starch|excess\s+(?:ink|dye)))\b",
    _I,
)


# Thirty-second round: a flaw word naming the job a tool does to other things ("a crease tool", "for scoring and
# creasing card", "a scratch awl", "stain applicator pads", "crease protectors"), and a stain the buyer applies with it
# ("for applying stain evenly"): what it makes or keeps off, not a mark on it. The job is read after "for" or before
# the tool's own noun only, never as a statement of what the item has. A pattern of its own behind its own literal
# gate: folded into the claims' alternation it was tried at every word of every text.
_TOOL_JOB = re.compile(
    r"\b(?:creas(?:e|ing)|scratch|stain|scor(?:e|ing)|dent|scuff)[\s-](?:tools?|awls?|protectors?|guards?|shields?"
    r"|applicators?|removers?|brush(?:es)?|pens?)\b"
    r"|\bfor\s+(?:[\w-]+ing\s*(?:,|\band\b|\bor\b|&)\s*)*(?:creasing|scratching|staining|scoring|denting|chipping"
    r"|scuffing)\b"
    r"|\b(?:apply|applies|applying)\s+(?:[\w-]+\s+)?stains?\b"
    # Thirty-fifth round: the job said as the tool's own present ("a folder that creases and burnishes", "a wheel
    # which scores, creases and perforates"): what it does to the buyer's work; "a cover that has creases" keeps its
    # noun, and a place after the verb ("that creases at the fold") reads as this one's state.
    r"|\b(?:that|which)\s+(?:[\w-]+s\s*(?:,|\band\b|\bor\b|&)\s*)*(?:creases|scores|scratches|stains|dents|scuffs)\b"
    r"(?!\s+(?:on|in|at|to|from|near|along|across|where)\b)"
    # Thirty-seventh round: a thing made to be scratched or a way of making ("sisal scratch pad", "scratch card",
    # "scratch-built", "made from scratch"), and a mark scratched in on purpose ("initials scratched into the base",
    # "the date is scored into the lid"): the product and its maker's mark, not damage; initials scratched *on* it
    # stay a mark (integration). "A scratch on the pad" keeps its flaw: the thing must follow the word. Forty-seventh
    # round: the other parts a scratcher is made of ("the scratch panels on the tower", "scratch ramps", "a scratch
    # lounge"), as its pads and posts are.
    r"|\bscratch[\s-]?(?:pads?|posts?|boards?|cards?|mats?|plates?|blocks?|panels?|ramps?|towers?|lounges?|built|art"
    r"|paper)\b|\bfrom\s+scratch\b"
    r"|\b(?:initials|signature|monogram|cipher|date|inscription|maker's\s+mark)\s+(?:(?:is|are|was|were)\s+)?"
    r"(?:hand[\s-])?(?:scratched|scored)\s+(?:in|into)\b",
    _I,
)
# Thirty-third round: a wood's finish named as a stain ("dark walnut stain", "an oak-stain top", "stained beech", "a
# stained pine frame"): the colour the maker gave the timber, not a mark on it. Read only beside a timber or a wood
# tone; a stain said where it sits ("a walnut stain on the lid"), a water or an ink stain, stay marks.
_WOOD_TONE = (
    r"(?:walnut|oak|mahogany|teak|cherry|ebony|rosewood|chestnut|pine|maple|beech|birch|ash|elm|espresso|jacobean"
    r"|wenge|sapele|cedar)"
)
# Thirty-seventh round: and a stain as the product a listing sells or the buyer applies, read once here where the
# pack's damage wording had grown a look-behind for each kind of clean listing: a stain named among the other finishes
# ("paint or stain", "stain and varnish", "oil, wax or stain"), by what it is for or made of ("wood stain", "a
# water-based stain", "a honey-effect stain"), by the coats put on ("two coats of exterior stain"), as a finish ("stain
# finish"), or as the buyer's verb ("stain it to suit", "stain to match", "best with a stain rather than varnish").
# A stain named by what made it ("a grease stain", "a coffee stain") or where it sits stays a mark.
_FINISHES = r"(?:paint|varnish|oil|wax|lacquer|seal\w*|dye|primer)"
_UNSTAINED = r"(?:natural|unstained|plain|raw)"
_STAIN_SUBSTANCE = r"(?:paint|ink|oil|grease|coffee|tea|wine|blood|rust|dye|water|food|sweat|glue|mud|grass)"
_NOT_PLACED = r"(?!\s+(?:on|in|near|at|from|across|along|inside|under|over|to|where|by|round|around)\b)"
_FINISH_STAIN = re.compile(
    rf"\b{_WOOD_TONE}[\s-]stain(?:ed)?\b(?!\s+(?:on|in|near|at|from|across|along|inside|under|over|to|where)\b)"
    rf"|(?<!water\s)(?<!water-)(?<!ink\s)(?<!tea\s)(?<!badly\s)(?<!heavily\s)\bstained\s+(?:(?:dark|light|solid)\s+)?"
    rf"(?:{_WOOD_TONE}|wood|timber|hardwood|plywood)\b"
    rf"|\b{_FINISHES}\s*(?:,|\bor\b|\band\b|&)\s*stain(?:s|ed)?\b"
    rf"|\bstain(?:s|ed)?\s+(?:or|and|&)\s+{_FINISHES}\b"
    r"|(?:\b(?:wood|deck|decking|fence|timber)|\w-(?:effect|look|tone|based))\s+stain(?:s|ed)?\b"
    r"|\bcoats?\s+of\s+(?:[\w-]+\s+){0,2}?stains?\b"
    r"|\bstain(?:s|ed)?\s+(?:finish|rather\s+than)\b"
    r"|\bstain(?:s|ed)?\s+(?:(?:it|them)\s+(?:to|with|in)|to\s+(?:match|suit|taste))\b"
    # Thirty-eighth round: "stained" set beside "natural" as the other of a set's two finishes ("15 natural, 15
    # stained", "natural or stained beads", "stained and natural blocks"); a stain said where it sits ("natural,
    # stained at the hem") stays a mark.
    rf"|\b(?:{_UNSTAINED}\s*(?:/|\bor\b|\band\b|&)\s*|\d+\s+{_UNSTAINED}\s*,\s*\d+\s+)stained\b{_NOT_PLACED}"
    rf"|\bstained\s*(?:/|\bor\b|\band\b|&)\s*{_UNSTAINED}\b|\b\d+\s+stained\s*,\s*\d+\s+{_UNSTAINED}\b"
    # Thirty-ninth round: a stain named by what it is thinned with, its shade between ("water-based dark green stain",
    # "oil-based silver grey stain"): the coat a maker put on. A substance before "stain" ("oil-based paint stain")
    # or a place after it ("... stain on the cuff") stays a mark.
    rf"|\b(?:water|oil|spirit|solvent)[\s-]based\s+(?:(?!{_STAIN_SUBSTANCE}\b)[a-z]+\s+){{1,2}}stain\b{_NOT_PLACED}",
    _I,
)


# Read of the same text by the condition detector, the grade check (twice: its own and the New check's reading) and
# the net's condition signals in one review: once per text (thirty-second round).
# Forty-fourth round: the claims' eighteen branches, each behind its own words (clauses.blanked), where the whole
# alternation was tried at every position of a text that held any one branch's words.
_PROPERTY_CLAIM_BRANCHES = alternatives(_PROPERTY_CLAIM)


@lru_cache(maxsize=TEXTS_HELD)
def without_property_claims(text: str) -> str:
    """The text with a maker's property claims blanked (same length: a span of what is left quotes the seller)."""
    if could_match(_PROPERTY_CLAIM, text):
        text = blanked(_PROPERTY_CLAIM, _PROPERTY_CLAIM_BRANCHES, text)
    if could_match(_TOOL_JOB, text):
        text = _TOOL_JOB.sub(lambda m: " " * len(m.group()), text)
    if could_match(_FINISH_STAIN, text):
        text = _FINISH_STAIN.sub(lambda m: " " * len(m.group()), text)
    return text


# Damage said of the packaging alone ("box has a small crease on one corner", "shelf wear to one corner of the box",
# "card has a light corner ding"): whether it conflicts with New is each marketplace's condition policy (the pack's
# conditionGrades.packaging names where it does not), never a word list's.
_PACK_FLAW = (
    r"(?:scratch(?:es|ed)?|scuff(?:s|ed)?|dents?|dented|dings?|dinged|creas(?:e|es|ed|ing)|crush(?:ed|es)?|tears?|torn"
    r"|rips?|ripped|splits?|nicks?|rub(?:s|bing|bed)?|wear|marks?|bent|bend|damage[sd]?|holes?|punctured|sun[\s-]?faded"
    r"|fad(?:ed|ing)|yellow(?:ed|ing)|soft\s+corners?|dog[\s-]?eared"
    # Twenty-seventh round: a stored carton's water and damp marks ("box water stained on one side", "stains on the
    # carton", "carton damp-marked"); the item's own stain stays the item's.
    r"|(?:water[\s-]?|damp[\s-]?)?stain(?:s|ed|ing)?|water[\s-]?(?:damaged?|marks?|marked)|damp[\s-]?mark(?:s|ed)?)"
)
# Where one statement ends: a sentence, a comma, or "and"/"but" starting a new subject ("and the figure ...", "and
# book 3 has ...").
# A bracket holds its own commas: "Box shows shelf wear (one corner crushed, lid scuffed)" lists the box's flaws in one
# statement (twenty-fourth round). A bracket with a verb of its own ("(the lens has a scratch)") is a statement apart.
_STATEMENT = re.compile(
    r"\(?(?:[^.;!?,\n\x00(]+|\((?![^.;!?\n\x00()]*\b(?:has|have|is|are|was|were|had)\b)[^.;!?\n\x00()]*\)?)+"
)
_NEW_SUBJECT = re.compile(
    r"\s+(?:and|but|while|whereas)\s+(?=(?:the|its|his|her)\s|(?:[\w-]+\s+){1,3}(?:has|have|is|are|was|were|had)\b)", _I
)
_PACK_FLAW_RE = re.compile(rf"\b{_PACK_FLAW}\b", _I)
# What is printed on the packaging, and its sides and corners: a flaw said of one is said of the packaging.
_PACK_PART = (
    r"(?:text|print|printing|artwork|graphics|writing|lettering|colou?rs?|corners?|edges?|sides?|top|bottom|back|front"
    r"|flaps?|window|lid)"
)


def _pieces(text: str) -> Iterator[tuple[int, str]]:
    """Each statement of the text with its offset: sentences and comma clauses, split again where "and" or "but"
    starts a new subject."""
    for statement in _STATEMENT.finditer(text):
        position = statement.start()
        for joint in _NEW_SUBJECT.finditer(statement.group()):
            yield position, text[position : statement.start() + joint.start()]
            position = statement.start() + joint.end()
        yield position, text[position : statement.end()]


# The packaging patterns are built per call from the pack's packaging words: compiled once each, not evicted from
# the re module's cache by the per-value patterns of other checks.
_compiled = lru_cache(maxsize=FIXED_ARGUMENTS_HELD)(re.compile)


# A subject that is only a count of what the clause before named, or a pronoun for it ("a couple have", "two of them
# are", "they have"); read only after a clause about the packaging.
_COUNT_ALONE = re.compile(
    r"\s*(?:(?:though|but|and|although|where)\s+)?(?:(?:a\s+couple|a\s+few|one|two|three|four|both|some|several|\d{1,3})"
    r"(?:\s+of\s+(?:them|these|those))?|they|these|those)\s+(?:have|has|had|are|is|were|was|show|shows|with)\b",
    _I,
)

# Forty-sixth round: a counted part of the packaging as the next clause's subject ("Original box included, one flap
# torn", "carton sealed, two corners crushed") goes on about the packaging as a bare count does. Counted only: "the
# lid has a chip" after the box may be the item's own lid, and "one corner of the tray" names another owner.
_COUNTED_PACK_PART = re.compile(
    rf"\s*(?:(?:though|but|and|although|where)\s+)?(?:a\s+couple\s+of|a\s+few|one|two|three|four|both|\d{{1,3}})\s+"
    rf"(?:[\w-]+\s+)?{_PACK_PART}\b(?!\s+of\b)",
    _I,
)


def packaging_flaws(text: str, packaging: re.Pattern[str]) -> list[tuple[int, int]]:
    """Spans of flaws said of the packaging: in a statement whose subject is the packaging ("Box has ...",
    "card is unpunched with a light crease"), or placed on it ("a ding on the corner of the box")."""
    # A lot's packaging may be counted ("3 cards have soft corners", "two of the boxes have dents"; seventeenth round).
    # Or a part of it: "Text on the box is a little faded", "one corner of the carton is crushed", written as a bullet
    # point too (twenty-second round).
    subject = _compiled(
        rf"\s*(?:[-*\u2022]\s*)?(?:(?:\d{{1,3}}|one|two|three|four|five|six|both|all|some|several|a\s+few"
        # Forty-fifth round: "a couple" counts the packaging as "a few" does ("a couple boxes have shelf scuffs",
        # "a couple of the tins are dented"); "a couple of" takes "of" before a bare noun too.
        rf"|a\s+couple(?:\s+of(?!\s+(?:the|its)\b))?)\s+(?:of\s+(?:the|its)\s+)?)?"
        rf"(?:(?:the|its|a|one)\s+)?(?:{_PACK_PART}\s+(?:on|of)\s+)?"
        rf"(?:(?:the|its|original|outer|inner|retail|store|shop|gift|plastic|cardboard)\s+){{0,2}}(?:{packaging.pattern})\b",
        _I,
    )
    # Right after the flaw: "on the box", "to one corner of the outer carton", "on the top hang tab".
    placed = _compiled(
        r"\s+(?:on|to|of|at|along|across|in)\s+(?:(?:the|one|a|its|each|both)\s+)?"
        r"(?:(?:[\w-]+\s+){0,2}(?:corner|edge|side|top|bottom|back|front|base|flap|seam|window|end)s?\s+of\s+(?:the\s+|its\s+)?)?"
        rf"(?:[\w-]+\s+){{0,2}}?(?:{packaging.pattern})\b",
        _I,
    )
    spans: list[tuple[int, int]] = []
    previous_about_packaging = False
    for offset, piece in _pieces(text):
        # Twenty-eighth round: a clause whose subject is a bare count or a pronoun ("boxes sealed, a couple have dented
        # corners", "cartons intact though two are scuffed") goes on about the packaging the clause before named.
        about_packaging = subject.match(piece) is not None or (
            previous_about_packaging
            and (_COUNT_ALONE.match(piece) is not None or _COUNTED_PACK_PART.match(piece) is not None)
        )
        previous_about_packaging = about_packaging
        # Twenty-seventh round: a bracket that opens on the packaging ("in its original carton (carton water stained,
        # part clean)") is a statement about the packaging inside a statement about the item.
        bracketed = [
            (opening.end(), piece.find(")", opening.end()) % (len(piece) + 1))
            for opening in re.finditer(r"\(", piece)
            if subject.match(piece, opening.end()) is not None
        ]
        for flaw in _PACK_FLAW_RE.finditer(piece):
            if (
                about_packaging
                or placed.match(piece, flaw.end()) is not None
                or any(start <= flaw.start() < end for start, end in bracketed)
            ):
                spans.append((offset + flaw.start(), offset + flaw.end()))
    return spans


# Thirtieth round: a container the listing itself calls sealed, unopened or intact ("a sealed mega tin", "NOS in
# sealed bag", "shrink intact") or keeps the item in ("still in the original paper packet") is the item's packaging
# wherever the listing names it again ("Tin has a small dent", "bag is a little yellowed", "(packet creased)"). These
# containers are as often the item itself (a tote bag, a biscuit tin), so only the listing's own sealing word makes
# one packaging, and never one the title names as what is sold unless the title calls it sealed too. Forty-sixth
# round: "original" makes one the container the item came in as "still in" does ("Original bag slightly torn at the
# top", "original pouch has a scuff"): the seller names it apart from the item, so its flaws are the packaging's.
_CONTAINER = r"(?:tins?|packs?|packets?|bags?|pouch(?:es)?|sleeves?|wrap(?:per|ping)?s?|shrink|polybags?|envelopes?)"
_SEALED_CONTAINER = re.compile(
    rf"\b(?:(?:sealed|unopened|original)\s+(?:[\w-]+\s+){{0,2}}?|still\s+in\s+(?:the|its|their)\s+(?:[\w-]+\s+){{0,3}}?)"
    rf"({_CONTAINER})\b|\b({_CONTAINER})\s+(?:is\s+|still\s+)*(?:sealed|unopened|intact|unbroken)\b",
    _I,
)
_SEALED_WORD = re.compile(r"\b(?:sealed|unopened)\b", _I)


def sealed_containers(title: str, text: str) -> frozenset[str]:
    """The container nouns (lower case, singular as written) the listing calls sealed or keeps the item in."""
    if not could_match(_SEALED_CONTAINER, text):
        return frozenset()
    found = {(m.group(1) or m.group(2)).lower() for m in _SEALED_CONTAINER.finditer(text)}
    if _SEALED_WORD.search(title):
        return frozenset(found)
    # A container the title names, unsealed there, is what is sold (a "Tote Bag" kept "still in its dust bag").
    named = {word.lower() for word in re.findall(r"[\w-]+", title)}
    return frozenset(word for word in found if word not in named and word.rstrip("s") not in named)


def with_containers(packaging: re.Pattern[str], containers: frozenset[str]) -> re.Pattern[str]:
    """The pack's packaging words and the listing's own sealed containers, as one pattern (compiled once per set)."""
    if not containers:
        return packaging
    words = "|".join(sorted(re.escape(word.rstrip("s")) + "s?" for word in containers))
    return _compiled(rf"(?:{packaging.pattern}|{words})", packaging.flags)


# The New check's reading of a text, asked again by the grade check and the net's condition signals (thirty-second
# round); the pattern is the pack's packaging words with the listing's sealed containers, so it joins the key.
@lru_cache(maxsize=TEXTS_HELD)
def without_packaging_flaws(text: str, packaging: re.Pattern[str]) -> str:
    for start, end in packaging_flaws(text, packaging):
        text = text[:start] + " " * (end - start) + text[end:]
    return text


# --- the grade words: each written once for every reader of a seller's grade (issue 19, thirty-second round) ---

# The marketplace's second grade in the seller's words. A hyphen or a run of spaces is the same grade ("Like-New",
# "like  new"); the readers that once spelled it "like\s+new" or "like[\s-]new" each missed one of the two.
LIKE_NEW = r"(?:like[\s-]+new|as\s+new)"
# The same grade read back from its last word, for a reader of "new" that is not that grade ("Brake Lever NEW" but
# not "Like New"): look-behinds are fixed-width, so the spellings are the common ones of LIKE_NEW.
NOT_AFTER_LIKE_OR_AS = r"(?<!\blike\s)(?<!\blike-)(?<!\bas\s)"
# Grades that admit no flaw at all. "Mint" is not among them: it is also a colour, a flavour and a coin's maker, so
# each reader says what may follow it (MINT_NAMES_A_THING).
NO_FLAW_GRADE = r"(?:flawless|pristine|immaculate)"
# "Mint" with "near" before it is the lesser grade, which allows light marks: the reader of a no-flaw grade and the
# reader of "mint" as a colour both skip it.
NOT_AFTER_NEAR = r"(?<!near\s)(?<!near-)"
# What "mint" names when one of these follows it: a colour ("mint green"), a flavour, a tin of sweets, a sauce. The
# grade readers each add their own further exclusions after it.
MINT_NAMES_A_THING = r"green|colou?r|tin|tea|sauce|flavou?r|blue"
# A whole item's top condition said in two words ("perfect condition", "excellent condition").
TOP_CONDITION = r"(?:perfect|excellent)\s+condition"
# The services that grade a card, a coin or a comic and print the grade on its slab ("PSA 10", "PCGS MS65", "CGC 9.8"):
# the grade is theirs, not the seller's, wherever a reader meets it.
GRADING_SERVICES = r"(?:psa|bgs|beckett|cgc|sgc|cbcs|pcgs|ngc|anacs|hga)"


# A top grade said of one part ("screen itself is flawless", "the lens is mint", "a pristine screen"): praise of
# that part beside the wear the seller names elsewhere, not the item's grade (issue 19, seventh round).
_PART = (
    r"(?:screen|display|lens(?:es)?|glass|optics|viewfinder|pages?|dis[ck]s?|vinyl|record|cartridge|label|fabric|leather"
    r"|strap|band|bezel|keyboard|keys|trackpad|(?:out|mid|in)?soles?|interior|inside|mechanism|movement|dial|face|finish|paint"
    # Eighteenth round: some sides of a record ("sides B-D near mint" beside the scuffs on side A).
    r"|sides?\s+[a-h](?:\s*(?:-|\u2013|&|,|and|to)\s*[a-h])*)"
)
_TOP_GRADE = rf"(?:{NO_FLAW_GRADE}|(?:near[\s-])?mint|perfect|{LIKE_NEW})"
_PART_GRADE = re.compile(
    # The verb may be left out in a note ("outsole like new", "screen flawless under a protector").
    rf"\b{_PART}\s+(?:itself\s+|themselves\s+)?(?:(?:is|are|looks?|remains?|still)\s+(?:still\s+|in\s+)?(?:\w+\s+)?)?"
    rf"({_TOP_GRADE})\b|\b({_TOP_GRADE})\s+{_PART}\b",
    _I,
)


def without_part_grades(text: str) -> str:
    """The text with top grades said of one part blanked (same length, so what is left quotes the seller)."""
    if not could_match(_PART_GRADE, text):
        return text
    for match in reversed(list(_PART_GRADE.finditer(text))):
        group = 1 if match.group(1) is not None else 2
        start, end = match.span(group)
        text = text[:start] + " " * (end - start) + text[end:]
    return text


# --- text not said of this item: a shop's grading legend, its returns terms (issue 19, eighth round: precision) ---

# One line of a shop's grading legend: a grade's name, then what the grade means ("Grade B: light wear ...",
# "Mint - as new, no visible wear", "VG: noticeable corner wear"). Three such lines in a row are the shop's scale,
# said of every grade it sells; the item's own grade is given apart ("THIS UNIT: Grade B").
_LEGEND_LINE = re.compile(
    r"^[ \t]*(?:[-*\u2022][ \t]*)?(?:grade[ \t]+[a-f][+-]?|[a-f][+-]?|(?:near[ \t]+)?mint|nm(?:[-/ ]?mt)?"
    # A score out of ten ("10/10 - Deadstock", "6/10 and below - Heavy wear"), eleventh round.
    r"|\d{1,2}[ \t]*/[ \t]*10(?:[ \t]+and[ \t]+(?:below|under|lower))?"
    r"|ex(?:cellent)?|vg\+?|very[ \t]+good|good|fair|poor|like[ \t]+new|as[ \t]+new|acceptable|for[ \t]+parts|parts)"
    r"(?:[ \t]*/[ \t]*[\w ]{1,15})?[ \t]*(?::|[-\u2013\u2014=])[ \t]+\S[^\n]*$",
    _I | re.MULTILINE,
)
_MIN_LEGEND_LINES = 3
# The flaws a shop's inspection names as what it looks for ("checked for cracks, chips or leaks"), read in _TERMS_FLAW.
_CHECKED_FLAW = (
    r"(?:cracked|chipped|scratched|dented|damaged|broken|cracks|chips|scratches|dents|damage|defects?|flaws?|faults?"
    r"|leaks|tears|stains)"
)
# Words of a returns or delivery promise: damage that may happen on the way or that a buyer may find, not damage this
# item has ("damaged in transit", "if anything arrives damaged", "items must be returned unworn").
_TERMS_FLAW = re.compile(
    # Not "it arrived damaged in the post": that happened to this item.
    r"(?<!arrived\s)(?<!was\s)(?<!were\s)(?<!got\s)(?<!came\s)(?<!been\s)"
    r"\b(?:lost\s+or\s+)?(?:damaged|broken|lost)\s+(?:in|during)\s+(?:transit|shipping|shipment|delivery|the\s+(?:post|mail))\b"
    # Twenty-first round: "unless", "should", "in case" and "in the event" make the same hypothesis as "if" ("buyer
    # pays return postage unless the item arrives damaged", "should it arrive damaged, message us").
    r"|\b(?:if|unless|should|in\s+case|in\s+the\s+(?:unlikely\s+|rare\s+)?event(?:\s+that)?)\s+"
    r"(?:[\w'-]+\s+){0,4}(?:arrives?|comes?|turns?\s+up|is|are|gets?)\s+(?:[\w-]+\s+)?"
    # Thirty-third round: any flaw a parcel can bring is as hypothetical as damage ("if a cup arrives chipped, we send
    # another"), not only the six words the hypothesis first read.
    r"(?:damaged|broken|faulty|defective|scratched|missing|cracked|chipped|dented|scuffed|bent|torn|crushed"
    r"|shattered|leaking)\b"
    # Forty-fifth round: returns terms say the same hypothesis in the past ("buyer pays return postage unless the item
    # arrived damaged", "if your order came chipped, we refund"). A verb of knowing before "if" makes the past a fact
    # of this item ("not sure if it arrived scratched"), and with no hypothesis word it is one ("it arrived dented").
    r"|(?<!sure\s)(?<!know\s)(?<!tell\s)(?<!certain\s)(?<!wonder\s)(?<!asked\s)(?<!checked\s)"
    r"\b(?:if|unless|in\s+case)\s+(?:[\w'-]+\s+){0,4}(?:arrived|came|turned\s+up)\s+(?:[\w-]+\s+)?"
    r"(?:damaged|broken|faulty|defective|scratched|missing|cracked|chipped|dented|scuffed|bent|torn|crushed"
    r"|shattered|leaking)\b(?!\s+(?:from|by|during)\s+(?:the\s+)?(?:maker|factory|supplier|seller|me|us)\b)"
    r"|\b(?:must|should|needs?\s+to)\s+(?:be\s+)?(?:returned\s+|sent\s+back\s+|come\s+back\s+)?(?:in\s+)?(?:\w+\s+)?"
    r"(?:unworn|unused|unwashed|unopened)\b"
    # Thirty-eighth round: a shop's inspection names the flaw it looks for, not one it found ("every case is checked
    # for cracked jars before it's packed", "each plate inspected for chips", "tested for leaks and faults"). A flaw the
    # check found is said after it ("checked for cracks: one hairline on the rim") and is read as before.
    rf"|\b(?:checked|inspected|examined|screened|tested|looked\s+over|gone\s+over)\s+(?:by\s+hand\s+)?for\s+"
    rf"(?:any\s+)?(?:signs\s+of\s+)?{_CHECKED_FLAW}(?:\s*(?:,|or|and|&)\s*{_CHECKED_FLAW})*\b(?!\s*(?:and|but)\s+found)",
    _I,
)
# A question put to the buyer ("Missing a piece or a magnet not sticking?"): it asks, it states nothing of the item.
_QUESTION = re.compile(r"(?:(?<=^)|(?<=[.!?\n]))[^.!?\n]{1,100}\?", re.MULTILINE)
# The flaws a product is made to mend in another thing (twenty-sixth round, below).
_OTHERS_FLAW = (
    r"(?:cracked|crumbling|scratched|scuffed|torn|worn|faded|damaged|broken|chipped|stained|dented|cracks|scratches"
    r"|scuffs|chips|dents|stains|tears)"
)
# What the product is for or how it looks by design: "for damaged hair", "non-scratch sponge", "cracked-effect box".
_MADE_FOR_FLAW = re.compile(
    r"\bfor\s+(?:[\w-]+\s*(?:,|and|&|or)\s*)?(?:damaged|dry|stained|scratched|cracked|worn)"
    r"(?:\s*(?:,|and|&|or)\s*[\w-]+){0,2}\s+(?:hair|skin|nails|lips|ends|heels|feet|hands|surfaces?|floors?|wood|leather)\b"
    r"|\bnon[\s-]?(?:scratch|stain|slip|stick)\w*"
    r"|\b(?:cracked|crackle|distressed|scratched|worn|ripped|faded)[\s-](?:effect|look|finish|print|pattern|design|style|glaze)\b"
    # Twenty-sixth round: what the product does to another's flaw, in the present ("replaces cracked or crumbling
    # cords", "hides scuffed skirting", "fills cracks"), and the cracks a climbing cam or a wedge is placed in ("best
    # placed in parallel-sided cracks"). Work done to this one is past ("replaced the cracked screen") and stays.
    r"|\b(?:replaces|repairs|fixes|fills|hides|covers|seals|mends|restores|revives|protects)\s+(?:[\w-]+\s+){0,2}?"
    rf"{_OTHERS_FLAW}(?:\s*(?:,|or|and|&)\s*{_OTHERS_FLAW})*\b"
    r"|\b(?:placed|placements?|fits?|wedged|set)\s+(?:in|into)\s+(?:[\w-]+\s+){0,2}?cracks\b",
    _I,
)


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def grading_legends(text: str) -> list[tuple[int, int]]:
    """Spans of each run of three or more grading-legend lines in a row."""
    spans: list[tuple[int, int]] = []
    run: list[re.Match[str]] = []
    for match in _LEGEND_LINE.finditer(text):
        if run and text[run[-1].end() : match.start()].strip():
            run = []
        run.append(match)
        if len(run) >= _MIN_LEGEND_LINES:
            spans.append((run[0].start(), match.end()))
    return spans


def without_grading_legends(text: str) -> str:
    """The text less its grading legends (same length)."""
    return _blank(text, grading_legends(text)) if "\n" in text else text


# Memoised on the text (forty-second round): the condition readings, the structure-first checks and the net's signals
# each blank the same description's store terms, a scan of three long wordings per text. Bounded, as the services
# run for long.
@lru_cache(maxsize=TEXTS_HELD)
def without_store_terms(text: str) -> str:
    """The text less what it does not say of this item (same length, so what is left quotes the seller): a shop's
    grading legend, a returns or delivery promise, a question to the buyer, and what the product is made for or
    made to look like."""
    spans = grading_legends(text)
    spans += [
        m.span()
        for pattern in (_TERMS_FLAW, _QUESTION, _MADE_FOR_FLAW)
        if could_match(pattern, text)
        for m in pattern.finditer(text)
    ]
    return _blank(text, spans)


# --- lists that say what comes or what it fits (issue 19, eighth round: precision) -------------------------------

# A label that heads a list of what comes with the item or what it fits ("Included: ...", "In the box:", "Fits these
# printers only:"): the words after it name parts and models, not search terms.
_LIST_LABEL = re.compile(
    r"\b(?:included|includes|including|comes\s+with|in\s+the\s+box|box\s+contents|contents|supplied\s+with"
    # A decimal point is no sentence end ("Included: headphones, 1.2 m cable, 3 m cable"; seventeenth round).
    r"|what'?s\s+included|fits|fitment|compatible\s+models?|compatibility)\b"
    r"(?:[^.!?\n]|\.(?=\d|$)){0,45}(?::\s*|[ \t]*)$",
    _I,
)
# A bullet may lead the label ("- Includes game board, 5 pawns, ...").
_LABEL_OPENS = re.compile(r"\s*(?:[-*\u2022]\s*)?(?:included|includes|comes\s+with|contents|fits)\b", _I)
_LIST_ITEM = re.compile(r"[^,;/\n]+")
_MAX_QUALIFIED_WORDS = 3


def listed_under_label(text: str, quote: str) -> bool:
    """True when the quote follows a label of what comes with the item or what it fits, in its sentence."""
    start = text.find(quote)
    if start < 0:
        return False
    label = _LIST_LABEL.search(text[max(0, start - 60) : start]) or _LABEL_OPENS.match(quote)
    return label is not None


def parallel_qualifiers(quote: str) -> bool:
    """ "Zero sugar, zero calories, zero sweeteners": list items of a few words that each start with the same word.
    The repeated word qualifies each item in turn; stuffing repeats the item's own noun."""
    items = [item.strip(" -*\u2022\t").lower().split() for item in _LIST_ITEM.findall(quote)]
    items = [item for item in items if item]
    return (
        len(items) >= 3
        and all(len(item) <= _MAX_QUALIFIED_WORDS for item in items)
        and len({item[0] for item in items}) == 1
    )


# --- a count said of some of the items (issue 19, eleventh round: precision) -------------------------------------

# "Two wheels have light kerbing", "one battery seems to go flat", "one radio's antenna cap is scuffed", "4 discs
# have light scratches", "70 sheets per pad": the count names the items a remark is about, or a share per unit,
# not how many come. A count of all that come is said with a verb of supply ("includes 2 radios", "2 radios are
# included") or stands in a list; a verb of supply after the noun keeps it a count of the whole.
_REMARK_AFTER_COUNT = re.compile(
    r"(?:[ \t]+[\w-]+){0,4}?"
    r"(?:'s\b|\u2019s\b"
    r"|[ \t]+(?:also[ \t]+|still[ \t]+|both[ \t]+)?(?:has|have|had|is|are|was|were|seems?|looks?|shows?|needs?|got"
    r"|plays?|works?|feels?|runs?|came)\b"
    # "Two radios are included", "six books are in this lot": a verb of supply says how many come.
    r"(?![ \t]+(?:included|present|supplied|provided|available|here|for[ \t]+sale|in[ \t]+(?:the|this)\b))"
    r"|[ \t]+(?:per|each)\b"
    # "1 piece missing", "two tiles damaged": the ones gone or hurt, not how many come (nineteenth round).
    rf"|[ \t]+(?:{GONE_OR_HURT})\b)",
    _I,
)


def said_of_some(text: str, end: int) -> bool:
    """True when the count that ends at ``end`` (with or without its noun) heads a remark about those items or
    a share per unit, not a statement of how many come."""
    return _REMARK_AFTER_COUNT.match(text, end) is not None


# --- a new state said of a part of a used item (issue 19, eleventh round: precision) --------------------------------

# "Sealing ring is brand new", "large band unused", "accessories present and unused", "detail pack unused in bag",
# "bags 1-9 are all still factory sealed", "comes with a brand new sealed blade": a used item's spare, replaced or
# accessory part is new, which says nothing of the item's own condition. A new state said of the item itself ("still
# sealed", "never used, bought the wrong one") names no part before it.
_NEW_STATE = (
    r"(?:brand[\s-]new|new|unused|untouched|unworn|(?:still\s+|factory\s+)*sealed|unopened"
    r"|never\s+(?:been\s+)?(?:used|worn|opened)|not\s+worn)"
)
_ITEM_PART = (
    r"(?:batter(?:y|ies)|screens?|straps?|bands?|laces|insoles?|blades?|bulbs?|filters?|cables?|chargers?|cords?|pads?"
    r"|tyres?|tires?|belts?|motors?|linings?|zips?|zippers?|soles?|keys|tubes?|strings|heads?|brushes?|cartridges?"
    r"|seals?|(?:sealing\s+)?rings?|gaskets?|accessories|attachments?|extras|spares|bags|pack|sachets?|inserts?"
    r"|refills?|nibs?|tips?|presser\s+feet"
    # Seventeenth round: the paper and trim that come with a kit.
    r"|sticker\s+sheets?|stickers|decals?|booklets?|manuals?"
    # Eighteenth round: the paper and codes that come with a book or a game ("worksheets in the back are unused", "the
    # unused DLC insert").
    r"|worksheets?|workbook\s+pages|answer\s+sheets?|(?:download\s+|dlc\s+)?codes?|vouchers?|coupons?"
    # Twenty-third round: the stock cooler or fan a computer part comes with.
    r"|coolers?|heat\s?sinks?|fans?"
    # Twenty-seventh round: the card a book or a device comes with ("the registration card is unused"), and the engine
    # side of a vehicle a part was taken from ("car was rear-ended, engine bay untouched"): neither is the item.
    r"|(?:registration|activation|access|warranty|code)\s+cards?|engine\s+(?:bay|side|compartment)"
    # Forty-first round: the cells a seller fits to test a used device, named as cells or by their size code ("put in
    # 2 brand new LR41 cells", "tested with a brand new AAA"): the cells are spares, not the device sold. A title that
    # sells the cells names them, and then their state is the item's (the title check in without_part_states).
    r"|cells?|(?:aaa|aa|lr\d{1,4}|sr\d{2,4}[a-z]{0,2}|cr\d{4}|ag\d{1,2}|18650|21700)(?=\W|$))"
)
# What a title sells comes before its "with" ("Processor with Stock Cooler", "Camera + Strap"): a part it names after
# that is what comes with the item, so a new state said of it is still a part's (twenty-third round).
_TITLE_ACCESSORY = re.compile(r"\s(?:with|w/|\+|plus|incl(?:uding|\.)?)\s", _I)
_PART_STATE = re.compile(
    # The part, then its state: "ring is brand new", "bags 1-9 are all still factory sealed".
    # Eighteenth round: where it is in the item may come between ("worksheets in the back are unused").
    rf"\b(?P<part>{_ITEM_PART})(?:\s+[\d-]+)?"
    r"(?:\s+(?:in|at|on|inside)\s+(?:the\s+)?(?:back|front|end|box|case|pocket))?"
    rf"\s+(?:(?:is|are|was|were|all|both|also|still|remains?|present\s+and)\s+){{0,3}}{_NEW_STATE}\b"
    # A new part, with its state said after it: "a new ring is included, still sealed", "a brand new sealed blade";
    # since the eighteenth round also an unused one ("the unused code insert").
    # Twenty-seventh round: the part's sizes may come between as a list ("unused S and L tips").
    rf"|\b(?:brand[\s-]new|new|spare|replacement|unused|unopened)\s+(?:(?:and\s+)?(?:sealed|unused|unopened)\s+)?"
    r"(?:(?:[\w-]+\s+){0,2}?|(?:xs|s|m|l|xl|small|medium|large)(?:,?\s+(?:and|&|or)\s+|,\s*)(?:xs|s|m|l|xl|small|medium|large)\s+(?:[\w-]+\s+)?)"
    rf"(?P<new_part>{_ITEM_PART})\b(?:[^.;\n\x00]{{0,30}}?\b{_NEW_STATE}(?:,?\s+(?:and\s+)?{_NEW_STATE})*\b)?"
    # The state in brackets after the part: "sticker sheet (unused)", "foam tips (new, unused)" (seventeenth round).
    rf"|\b(?P<bracketed_part>{_ITEM_PART})\s*\((?:[\w-]+,?\s+){{0,3}}?{_NEW_STATE}[^)\n]{{0,30}}\)",
    _I,
)
# A title that sells several things: "Job Lot 40 Postcards", "Lot of 22 Tubes", "Bundle", "x12".
_LOT_TITLE = re.compile(r"\b(?:job\s+lot|lot|bundle|collection|joblot)\b|\b\d{1,3}\s*x\b|\bx\s*\d{1,3}\b", _I)
# Some of a lot said to be new ("6 look unopened", "the rest unused", "about half are still sealed"; seventeenth
# round): those items' state beside the others' use, not the lot's; the lot as a whole ("all unused") is not read.
_SOME_OF_A_LOT_NEW = re.compile(
    r"\b(?:the\s+(?:rest|others|remainder)|\d{1,3}|some|a\s+few|several|half|a\s+couple|others)\s+"
    rf"(?:(?:are|is|look|looks|seem|seems|still|also|appear|all)\s+){{0,2}}{_NEW_STATE}\b",
    _I,
)


def without_part_states(text: str, title: str) -> str:
    """The text with new states said of a part blanked (same length, so what is left quotes the seller). A part the
    title names is the item sold ("Charger for ...": "charger still sealed" is the item's state), never blanked."""
    if gated_search(_LOT_TITLE, title):
        text = _SOME_OF_A_LOT_NEW.sub(lambda m: " " * len(m.group()), text)
    if not could_match(_PART_STATE, text):
        # Nothing to blank: the text is returned as the substitution would return it.
        return text
    sold = {_stem(word) for word in _ITEM_WORD.findall(_TITLE_ACCESSORY.split(title, maxsplit=1)[0])}

    def blank(match: re.Match[str]) -> str:
        part = match.group("part") or match.group("new_part") or match.group("bracketed_part")
        return match.group() if _stem(part.split()[-1]) in sold else " " * len(match.group())

    return _PART_STATE.sub(blank, text)


# --- the marketplace's own payment methods named beside its checkout (issue 19, sixteenth round: precision) ---------

# "Pay with PayPal, card, Apple Pay or Google Pay at eBay checkout", "Paid through eBay checkout - cards, PayPal and
# Apple Pay are all offered there": the policy expects "the purchase and payment ... to go through the marketplace
# checkout", and these are the methods it offers. The clause split cuts such a list at its "or" or dash, away from the
# checkout the sentence names, so the list is read here, whole, beside it. A sentence that also saves fees, pays
# direct or outside, or names friends and family offers another route: its list stays.
_CHECKOUT_METHOD = (
    r"(?:pay\s?pal(?:\s+credit)?|(?:credit|debit)(?:\s+or\s+debit)?\s+cards?|cards?|apple\s+pay|google\s+pay)"
)
_CHECKOUT_METHODS = re.compile(
    rf"\b{_CHECKOUT_METHOD}(?:\s*(?:,|/|&|\band\b|\bor\b|,\s*(?:and|or)\b)\s*{_CHECKOUT_METHOD})+\b", re.IGNORECASE
)
_CHECKOUT_NAMED = re.compile(
    r"\b(?:ebay|amazon)(?:'s)?\s+checkout\b|\b(?:at|through|via|in)\s+(?:the\s+)?checkout\b"
    r"|\b(?:go(?:es)?|handled|processed)\s+(?:all\s+)?(?:through|by|via)\s+(?:ebay|amazon)\b",
    re.IGNORECASE,
)
_OTHER_ROUTE = re.compile(
    r"\b(?:outside|off|direct(?:ly)?|friends|family|gift|save|saving|fees?|instead|cheaper|discount|invoice|send)\b",
    re.IGNORECASE,
)


def without_checkout_methods(text: str) -> str:
    """The text with lists of the marketplace's own payment methods blanked where their sentence names its checkout
    (same length, so what is left quotes the seller)."""
    lowered = text.lower()
    if "checkout" not in lowered and "through" not in lowered:
        return text
    for first, last in sentences(text, ANY_MARK):
        said = text[first:last]
        if not _CHECKOUT_NAMED.search(said) or _OTHER_ROUTE.search(said):
            continue
        for methods in _CHECKOUT_METHODS.finditer(said):
            start, end = first + methods.start(), first + methods.end()
            text = text[:start] + " " * (end - start) + text[end:]
    return text


# --- a line that gives the item's name the title gives (issue 19, twenty-eighth round: precision) -----------------

# "Fire TV Stick 4K Max 2nd Gen" as the model specific, "Portable Dual Input pH Conductivity Multi Meter" as the item
# type, a description that opens by saying the title again in lower case: a run of bare words with no sentence around
# it, each of them one the title already says. That is the product's name repeated, which adds no search word; tag
# soup brings words the title does not carry (the kinds, the rivals, the synonyms a buyer might type).
_NAME_WORD = re.compile(r"[^\W_][\w'&+-]*")
_MIN_NAME_WORDS = 3


def repeats_the_title(segment: str, title: str) -> bool:
    """True when every word of ``segment`` (three or more words) is a word of the title, case aside."""
    words = [word.lower() for word in _NAME_WORD.findall(segment)]
    if len(words) < _MIN_NAME_WORDS:
        return False
    own = {word.lower() for word in _NAME_WORD.findall(title)}
    return all(word in own for word in words)
