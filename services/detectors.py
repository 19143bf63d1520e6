"""Deterministic detectors: one per finding code, each a pure function of the listing.

Shared, like the embedders: generation's offline ``rules`` reviewer proposes findings from them, and
retrieval uses what they signal to put the sections those codes need first in the evidence (it
never decides a finding with them).

They are heuristics, tuned on positives and near misses (tests/generation/test_detectors.py). Each
returns a fixed, product-worded Detection and never copies seller text into its message; a detection
about something present in the listing carries ``listing_quote``, the exact text it matched, which
validation verifies like any model's quote.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition, ListingField, Severity


@dataclass(frozen=True)
class Detection:
    code: FindingCode
    severity: Severity
    listing_fields: tuple[ListingField, ...]
    message: str
    recommended_action: str
    listing_quote: str = ""


Detector = Callable[[Listing], Detection | None]
# Finds the text that makes a field a positive, or None.
Finder = Callable[[str], str | None]

_I = re.IGNORECASE


def _any(patterns: Iterable[re.Pattern[str]], text: str) -> bool:
    return any(pattern.search(text) for pattern in patterns)


def _first(patterns: Iterable[re.Pattern[str]], text: str) -> str | None:
    """The earliest match of any pattern, so the quote is the first offending text a reader meets."""
    matches = [match for pattern in patterns if (match := pattern.search(text)) is not None]
    return min(matches, key=lambda m: (m.start(), -m.end())).group().strip() if matches else None


def _attribute_text(listing: Listing) -> str:
    return "\n".join(value for _, value in sorted(listing.attributes.items()))


def _free_text_fields(listing: Listing) -> tuple[tuple[ListingField, str], ...]:
    return (
        (ListingField.TITLE, listing.title),
        (ListingField.DESCRIPTION, listing.description),
        (ListingField.ATTRIBUTES, _attribute_text(listing)),
    )


def _fields_where(listing: Listing, found: Callable[[str], bool]) -> tuple[ListingField, ...]:
    return tuple(field for field, text in _free_text_fields(listing) if text and found(text))


def _quoted_fields(listing: Listing, finder: Finder) -> tuple[tuple[ListingField, ...], str]:
    """The free-text fields where the finder matches, and the first match (in field order) as the quote."""
    fields: list[ListingField] = []
    quote = ""
    for field, text in _free_text_fields(listing):
        if not text:
            continue
        # Attribute values are matched one at a time, so a quote never spans two of them.
        pieces = text.split("\n") if field is ListingField.ATTRIBUTES else [text]
        found = next((match for piece in pieces if (match := finder(piece)) is not None), None)
        if found is not None:
            fields.append(field)
            quote = quote or found
    return tuple(fields), quote


def _is_electronics(listing: Listing) -> bool:
    return "ELECTRONICS" in listing.category.upper().split("_")


_NEGATION_BEFORE = re.compile(r"\b(?:no|not|never|without|zero|free\s+of|nor)\s+(?:[\w-]+\s+){0,2}$", _I)


def _negated(text: str, start: int) -> bool:
    """True when one of the three words before ``start`` negates the match ("no visible scratches")."""
    return bool(_NEGATION_BEFORE.search(text[max(0, start - 40) : start]))


def _found_unnegated(patterns: Iterable[re.Pattern[str]], text: str) -> bool:
    return any(not _negated(text, match.start()) for pattern in patterns for match in pattern.finditer(text))


# --- contact details ---------------------------------------------------------------------------

_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+\s?@\s?[a-z0-9-]+(?:\s?\.\s?[a-z0-9-]+)*\s?\.\s?[a-z]{2,}\b", _I)
_AT = r"(?:\s*[\(\[\{]\s*at\s*[\)\]\}]\s*|\s+at\s+)"
_DOT = r"(?:\s*[\(\[\{]\s*dot\s*[\)\]\}]\s*|\s+dot\s+)"
_TLD_WORD = r"(?:com|net|org|co|uk|io|de|fr|info|biz|me|us|edu|ca)"
_OBFUSCATED_EMAIL = re.compile(rf"(?<![\w.+-])[\w.+-]+{_AT}[\w-]+(?:(?:{_DOT}|\.)[\w-]+)*{_DOT}{_TLD_WORD}\b", _I)
_NANP_PHONE = re.compile(r"(?<![\w+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?![\w-])")
_UK_PHONE = re.compile(r"(?<![\w+])(?:\+44\s?(?:\(0\)\s?)?|0)\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4}(?![\w-])")
_INTERNATIONAL_PHONE = re.compile(r"(?<![\w+])\+\d{1,3}(?:[\s.-]?\(?\d{1,5}\)?){2,5}(?![\w-])")
_UK_MOBILE = re.compile(r"07\d{9}")
_BARE_DIGITS = re.compile(r"(?<![\w+.,-])\d{7,13}(?![\w.,-]|\.\d)")
_PHONE_CUE = re.compile(
    r"\b(?:call|text|txt|phone|tel|mobile|cell|whats\s?app|ring|sms|contact)\b\W{0,3}(?:\w+\W{1,3}){0,2}$", _I
)
_DIGIT_WORD = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_SPELLED_PHONE = re.compile(rf"\b{_DIGIT_WORD}(?:[\s,-]+{_DIGIT_WORD}){{6,}}\b", _I)
_MESSENGER = r"(?:whats\s?app|telegram|instagram|insta|snapchat|signal|wechat|viber|facebook|fb|ig|kik|line)"
_MESSENGER_INVITE = re.compile(
    r"\b(?:add|dm|message|msg|text|contact|reach|find|follow|hit)\s+(?:me|us)\s+(?:up\s+)?(?:on|at|via)\s+"
    rf"{_MESSENGER}\b",
    _I,
)
_HANDLE = re.compile(r"\b(?:instagram|insta|ig|telegram|snapchat|twitter|tiktok)\s*(?::|@)\s*@?[\w.]{3,}", _I)


def _phone(text: str) -> str | None:
    for pattern in (_NANP_PHONE, _UK_PHONE, _INTERNATIONAL_PHONE):
        for match in pattern.finditer(text):
            number = match.group()
            digits = sum(ch.isdigit() for ch in number)
            # Written without separators, only a +country or UK mobile form is clearly a phone
            # number; other digit runs are left to the call-to-action check below (barcodes).
            unseparated = number.isdigit() and not _UK_MOBILE.fullmatch(number)
            if 10 <= digits <= 15 and not unseparated:
                return number.strip()
    # Unseparated digit runs look like serials or barcodes unless the text asks for a call.
    return next(
        (m.group() for m in _BARE_DIGITS.finditer(text) if _PHONE_CUE.search(text[max(0, m.start() - 30) : m.start()])),
        None,
    )


def _phone_like(text: str) -> bool:
    return _phone(text) is not None


_PLAIN_EMAIL = re.compile(r"[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}", _I)


def _contact(text: str) -> str | None:
    found = _first((_EMAIL, _OBFUSCATED_EMAIL, _SPELLED_PHONE, _MESSENGER_INVITE, _HANDLE), text) or _phone(text)
    # _EMAIL tolerates spaces around dots ("example . com"), so it can run on into the next sentence;
    # quote the plain address when there is one.
    if found is None:
        return None
    plain = _PLAIN_EMAIL.search(found)
    return plain.group() if plain is not None and not found.endswith(plain.group()) else found


def _has_contact(text: str) -> bool:
    return _contact(text) is not None


def contact_details(listing: Listing) -> Detection | None:
    fields, quote = _quoted_fields(listing, _contact)
    if not fields:
        return None
    return Detection(
        FindingCode.CONTACT_INFO_IN_LISTING,
        Severity.BLOCKER,
        fields,
        "The listing contains contact details such as an email address, phone number or messaging handle.",
        "Remove the contact details; buyers and sellers should communicate through marketplace messages.",
        quote,
    )


# --- external links ----------------------------------------------------------------------------

_URL = re.compile(r"\b(?:https?://|www\.)[^\s]+", _I)
_LINK_TLDS = "com|net|org|io|co|shop|store|biz|info|us|uk|de|fr|ca|au|ly|me|app|site|online|xyz|tv|gg|link|page"
_DOMAIN = re.compile(
    rf"(?<![@\w.-])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+)({_LINK_TLDS})(?![\w-]|\.[a-z0-9])(?:/\S*)?",
    _I,
)
_NOT_DOMAINS = frozenset({"asp.net", "vb.net", "ado.net"})
_LINK_PHRASES = re.compile(
    r"\b(?:visit|see|check\s+out|find\s+us\s+on|follow)\s+(?:our|my)\s+(?:own\s+)?"
    r"(?:website|web\s?site|site|etsy(?:\s+shop)?|online\s+(?:store|shop)|facebook\s+page|instagram)\b"
    r"|\blink\s+in\s+(?:our\s+|my\s+)?bio\b"
    r"|\b(?:our|my)\s+own\s+(?:website|web\s?site|site)\b",
    _I,
)


def _domain(text: str) -> str | None:
    for match in _DOMAIN.finditer(text):
        labels, tld = match.group(1), match.group(2)
        domain = f"{labels}{tld}"
        if domain.lower() in _NOT_DOMAINS or not any(ch.isalpha() for ch in labels):
            continue
        # "great.Me and..." is a missing space after a full stop; real domains are written
        # with a lower-case top-level domain, or entirely in capitals.
        if tld.islower() or domain.isupper():
            return match.group()
    return None


def _domain_like(text: str) -> bool:
    return _domain(text) is not None


def _link(text: str) -> str | None:
    return _first((_URL, _LINK_PHRASES), text) or _domain(text)


def _has_link(text: str) -> bool:
    return _link(text) is not None


def external_links(listing: Listing) -> Detection | None:
    fields, quote = _quoted_fields(listing, _link)
    if not fields:
        return None
    return Detection(
        FindingCode.EXTERNAL_LINK,
        Severity.BLOCKER,
        fields,
        "The listing contains a web address or points buyers to a website outside the marketplace.",
        "Remove links and web addresses; put the information buyers need in the listing itself.",
        quote,
    )


# --- off-platform offers -----------------------------------------------------------------------

_MARKETPLACE = r"(?:ebay|amazon|the\s+marketplace|the\s+platform|the\s+site|this\s+site)"
_OFF_PLATFORM = (
    re.compile(r"\b(?:venmo|zelle|cash\s?app|western\s+union|moneygram)\b", _I),
    re.compile(r"\b(?:bank|wire|direct)\s+(?:transfer|deposit)s?\b", _I),
    re.compile(r"\bwire\s+(?:me\s+)?(?:the\s+)?(?:money|payment|funds|cash)\b", _I),
    re.compile(r"\bpay\s?pal\s+(?:friends\s*(?:and|&)\s*family|f\s*&\s*f|gift)\b", _I),
    re.compile(r"\bpay\s+(?:me\s+)?(?:directly|outside|off)\b", _I),
    re.compile(
        r"\b(?:text|call|message|email|e-mail|contact|dm)\s+(?:me|us)\b[^.!?\n]{0,30}"
        r"\b(?:buy|purchase|order|deal)\s+direct(?:ly)?\b",
        _I,
    ),
    re.compile(r"\bbuy\s+(?:it\s+|this\s+)?direct(?:ly)?\s+(?:from\s+(?:me|us)|and\s+save)\b", _I),
    re.compile(rf"\b(?:outside|off)\s+(?:of\s+)?{_MARKETPLACE}\b", _I),
    re.compile(rf"\b(?:save|avoid|skip)\s+(?:the\s+)?(?:{_MARKETPLACE}\s+)?fees\b", _I),
    re.compile(r"\bsend\s+(?:a\s+|the\s+)?deposit\b", _I),
)


def off_platform_offers(listing: Listing) -> Detection | None:
    fields, quote = _quoted_fields(listing, lambda text: _first(_OFF_PLATFORM, text))
    if not fields:
        return None
    return Detection(
        FindingCode.OFF_PLATFORM_TRANSACTION,
        Severity.BLOCKER,
        fields,
        "The listing invites buyers to pay or complete the sale outside the marketplace.",
        "Remove offers to trade or pay outside marketplace checkout.",
        quote,
    )


# --- promotional titles ------------------------------------------------------------------------

_PROMO_PHRASES = (
    re.compile(r"\bfree\s+(?:shipping|ship|postage|delivery|p\s?&\s?p)\b", _I),
    re.compile(r"\b(?:best|lowest|cheapest|great)\s+(?:price|deal|offer)s?\b", _I),
    re.compile(r"\bcheapest\b", _I),
    re.compile(r"(?<!for )\b(?:hot\s+|big\s+|mega\s+)?sale\b", _I),
    re.compile(r"\b(?:hot|amazing|huge)\s+deals?\b", _I),
    re.compile(r"\bl[@*0o]{2}k\b|\bl@@k", _I),
    re.compile(r"\bwow+\b", _I),
    re.compile(r"\bmust\s+(?:see|have|buy)\b", _I),
    re.compile(r"\blimited\s+time\b", _I),
    re.compile(r"\bbest\s*seller\b", _I),
    re.compile(r"\b100\s?%\s+satisfaction\b", _I),
)
_PUNCTUATION_RUN = re.compile(r"[!?]{2,}|\*{2,}|~{2,}|#{2,}|\${2,}")
_EMOJI = re.compile("[\U0001f300-\U0001faff\u2600-\u27bf]")
_WORD = re.compile(r"[^\W\d_]{2,}")


def _shouting(title: str) -> bool:
    words = _WORD.findall(title)
    if not words:
        return False
    capitals = [word for word in words if word.isupper()]
    # Short acronyms and model codes (RTX, GPU, WH) are normal; emphasis uses long words.
    long_capitals = [word for word in capitals if len(word) >= 4]
    return len(long_capitals) >= 2 and len(capitals) / len(words) >= 0.6


def _promotion(title: str) -> str | None:
    found = _first((*_PROMO_PHRASES, _PUNCTUATION_RUN), title)
    if found:
        return found
    if len(_EMOJI.findall(title)) >= 2 or _shouting(title):
        # The emphasis is the title as a whole.
        return title.strip()
    return None


def promotional_title(listing: Listing) -> Detection | None:
    quote = _promotion(listing.title)
    if quote is None:
        return None
    return Detection(
        FindingCode.PROMOTIONAL_TITLE,
        Severity.WARNING,
        (ListingField.TITLE,),
        "The title contains promotional wording, capital letters used for emphasis or decorative punctuation.",
        "Rewrite the title as a factual description: brand, model, product type and key attributes.",
        quote,
    )


# --- brands (keyword spam and product detail mismatch) -----------------------------------------

# A small known-brand list, with product lines that name their maker ("iPhone" is Apple).
# Short all-capital brands are matched case-sensitively so "hp" in "5 hp motor" is not HP.
_SIMPLE_BRANDS = [
    "anker",
    "ravpower",
    "belkin",
    "spigen",
    "otterbox",
    "jabra",
    "nokia",
    "huawei",
    "xiaomi",
    "oneplus",
    "dell",
    "lenovo",
    "asus",
    "acer",
    "canon",
    "nikon",
    "fujifilm",
    "panasonic",
    "bose",
    "jbl",
    "sennheiser",
    "nike",
    "adidas",
    "puma",
    "reebok",
    "gucci",
    "prada",
    "rolex",
    "casio",
    "seiko",
    "dyson",
    "logitech",
    "garmin",
    "fitbit",
    "gopro",
    "philips",
    "bosch",
    "makita",
    "dewalt",
    "brita",
    "kitchenaid",
    "beats",
]
_BRAND_PATTERNS: dict[str, re.Pattern[str]] = {
    "apple": re.compile(r"\bapple\b|\biphone\b|\bipad\b|\bmacbook\b|\bairpods\b|\bimac\b", _I),
    "samsung": re.compile(r"\bsamsung\b|\bgalaxy\s+(?:s|a|z|note|tab|watch|buds)\s?\d*\b", _I),
    "google": re.compile(r"\bgoogle\b|\bpixel\s+\d", _I),
    "sony": re.compile(r"\bsony\b|\bplaystation\b|\bps[345]\b", _I),
    "microsoft": re.compile(r"\bmicrosoft\b|\bxbox\b", _I),
    "nintendo": re.compile(r"\bnintendo\b", _I),
    "lg": re.compile(r"\bLG\b"),
    "hp": re.compile(r"\bHP\b"),
    "motorola": re.compile(r"\bmotorola\b", _I),
    "new balance": re.compile(r"\bnew\s+balance\b", _I),
    **{name: re.compile(rf"\b{name}\b", _I) for name in _SIMPLE_BRANDS},
}


def brands_in(text: str) -> set[str]:
    return {brand for brand, pattern in _BRAND_PATTERNS.items() if pattern.search(text)}


_BRAND_KEYS = frozenset({"brand", "manufacturer", "make"})
_MODEL_KEYS = frozenset({"model", "model name", "model_name", "modelname"})
_PLACEHOLDERS = frozenset(
    {"", "-", "n/a", "na", "none", "unknown", "see description", "see photos", "does not apply", "tbd"}
)


def _attribute(listing: Listing, keys: frozenset[str]) -> str | None:
    for key, value in sorted(listing.attributes.items()):
        if key.strip().lower() in keys:
            return value.strip()
    return None


def _own_brands(listing: Listing) -> set[str]:
    brand = _attribute(listing, _BRAND_KEYS)
    return brands_in(brand) if brand else set()


# --- keyword spam ------------------------------------------------------------------------------

_NOT_X_LIKE_Y = re.compile(
    r"\bnot\s+[\w'&-]+(?:\s+[\w'&-]+)?\s*[,;:-]?\s*(?:but\s+)?(?:like|similar\s+to|same\s+as|compare[sd]?\s+to)\s+"
    r"[\w'&-]+(?:[\s,]+[\w'&-]+){0,3}",
    _I,
)
_COMPARISON = re.compile(
    r"\b(?:compare[sd]?\s+to|comparable\s+to|similar\s+to|same\s+as|alternative\s+to|dupe\s+(?:of|for))\s+"
    r"[\w'&-]+(?:\s+[\w'&-]+)?",
    _I,
)
_STYLE_SUFFIX = re.compile(r"(?<![\w'&-])([\w'&]+)(?:\s+|-)(?:style|inspired|look-?alike|type)\b", _I)
_TAG_LIST = re.compile(r"\b(?:tags|keywords|search\s+terms)\s*:\s*(?:[\w'&-]+[\s,#]+){4,}", _I)
_STOPWORDS = frozenset({"and", "the", "for", "with", "new", "set", "pack", "of", "in"})
_MANY_OTHER_BRANDS = 4


def _repeats_words(title: str) -> bool:
    counts: dict[str, int] = {}
    for word in _WORD.findall(title.lower()):
        if len(word) >= 3 and word not in _STOPWORDS:
            counts[word] = counts.get(word, 0) + 1
    return any(count >= 3 for count in counts.values())


def _spam(text: str, own: set[str], *, is_title: bool) -> str | None:
    for pattern in (_NOT_X_LIKE_Y, _COMPARISON):
        for match in pattern.finditer(text):
            if brands_in(match.group()) - own:
                return match.group().strip()
    for match in _STYLE_SUFFIX.finditer(text):
        if brands_in(match.group(1)) - own:
            return match.group().strip()
    if len(brands_in(text) - own) >= _MANY_OTHER_BRANDS:
        return text.strip() if is_title else _first([_BRAND_PATTERNS[b] for b in sorted(brands_in(text) - own)], text)
    tags = _TAG_LIST.search(text)
    if tags:
        return tags.group().strip()
    return text.strip() if is_title and _repeats_words(text) else None


def _spam_in(text: str, own: set[str], *, is_title: bool) -> bool:
    return _spam(text, own, is_title=is_title) is not None


def keyword_spam(listing: Listing) -> Detection | None:
    own = _own_brands(listing)
    found = [
        (field, quote)
        for field, text in ((ListingField.TITLE, listing.title), (ListingField.DESCRIPTION, listing.description))
        if (quote := _spam(text, own, is_title=field is ListingField.TITLE)) is not None
    ]
    if not found:
        return None
    fields = tuple(field for field, _ in found)
    return Detection(
        FindingCode.KEYWORD_SPAM,
        Severity.WARNING,
        fields,
        "The listing names other brands or repeats search terms that do not describe the item.",
        "Remove brand names and keywords that do not describe the item being sold.",
        found[0][1],
    )


# --- condition conflict ------------------------------------------------------------------------

_USED_WORDS = (
    re.compile(r"\bpre-?owned\b", _I),
    re.compile(r"\bsecond[\s-]?hand\b", _I),
    re.compile(r"\b(?:lightly|gently|barely|slightly|heavily|previously|hardly|little|briefly)\s+used\b", _I),
    re.compile(r"\bused\s+(?:once|twice|a\s+few\s+times|only\s+\w+|condition|item|but)\b", _I),
    re.compile(r"\b(?:has|have|was|were|is|it's)\s+(?:been\s+)?used\b(?!\s+(?:to|for|as|with|by|in|on)\b)", _I),
    re.compile(r"(?<!be\s)(?<!been\s)\bworn\b", _I),
    re.compile(r"\bwear\s+(?:and|&)\s+tear\b|\bsigns\s+of\s+(?:wear|use)\b|\b(?:normal|light|minor)\s+wear\b", _I),
    re.compile(r"\bscratch(?:es|ed)?\b(?![\s-]?(?:resistant|proof|free|guard|protection|protector))", _I),
    re.compile(r"\bscuff(?:s|ed)?\b|\bdent(?:s|ed)\b|\bcrack(?:s|ed)\b|\bchipped\b|\bstain(?:s|ed)\b", _I),
    re.compile(r"\bdamaged\b|\b(?:some|minor|water|cosmetic|slight)\s+damage\b", _I),
    re.compile(r"\b(?:refurbished|renewed|reconditioned)\b", _I),
    re.compile(r"\bopen(?:ed)?[\s-]box\b|\bdisplay\s+model\b|\btested\s+once\b|\bex[\s-]demo\b", _I),
)
_USED_TITLE_START = re.compile(r"^\W*used\b", _I)


def _use(text: str, *, is_title: bool) -> str | None:
    start = _USED_TITLE_START.search(text) if is_title else None
    if start is not None:
        return start.group().strip(" \t\n-*~!?.,:;")
    matches = [m for pattern in _USED_WORDS for m in pattern.finditer(text) if not _negated(text, m.start())]
    return min(matches, key=lambda m: (m.start(), -m.end())).group() if matches else None


def _describes_use(text: str, *, is_title: bool) -> bool:
    return _use(text, is_title=is_title) is not None


def condition_conflict(listing: Listing) -> Detection | None:
    if listing.condition is not ListingCondition.NEW:
        return None
    found = [
        (field, quote)
        for field, text in ((ListingField.TITLE, listing.title), (ListingField.DESCRIPTION, listing.description))
        if (quote := _use(text, is_title=field is ListingField.TITLE)) is not None
    ]
    if not found:
        return None
    fields = tuple(field for field, _ in found)
    return Detection(
        FindingCode.CONDITION_CONFLICT,
        Severity.BLOCKER,
        (ListingField.CONDITION, *fields),
        "The listing text describes wear or prior use that contradicts the declared New condition.",
        "Choose the condition that matches the item, or correct the title and description to agree with it.",
        found[0][1],
    )


# --- condition details missing -----------------------------------------------------------------

# Words that describe how the item looks or what is wrong with it. Function alone ("works well",
# "tested") is not a condition note: the policies ask what the wear is, and
# FUNCTIONAL_STATUS_MISSING covers whether it works.
_CONDITION_DETAIL = re.compile(
    r"\b(?:wear|worn|scratch\w*|scuff\w*|dent(?:s|ed)?|marks?|marked|markings|blemish\w*|crack\w*|chip(?:s|ped)"
    r"|stain\w*|tears?|torn|fad(?:e|ed|ing)|discolou?r\w*|cosmetic\w*|flaws?|damage\w*|defect\w*|dings?|rust\w*"
    r"|odou?rs?|smell\w*|creas\w*|wrinkl\w*|bent|repair\w*|replaced|fitted|serviced|overhauled|missing"
    r"|brassing|patina|grade\s+[a-c]"
    r"|battery\s+(?:health|life)|pristine|mint|like\s+new|no\s+(?:visible\s+)?(?:signs|issues|marks)"
    r"|new\s+(?:battery|screen|parts?|seals?)|broken|faulty|not\s+working|won't|dead|pixels?|yellowing|pilling"
    r"|frayed|does(?:\s+not|n't)\s+(?:work|power|turn|boot|charge)|shatter\w*|swollen|boot\s*loop)\b",
    _I,
)
# "Normal wear" and the like name no flaw; the policy calls them out as not enough.
_VAGUE_CONDITION = re.compile(
    r"\b(?:normal|general|usual|typical|expected|regular|some)\s+(?:signs\s+of\s+)?wear(?:\s+(?:and|&)\s+tear)?\b", _I
)
_NEEDS_CONDITION_NOTES = frozenset({ListingCondition.USED, ListingCondition.REFURBISHED, ListingCondition.FOR_PARTS})


# For an item sold for parts, a bare verdict repeats the declared condition; it names no fault, part
# or mark. The policies ask the seller to say *what* is wrong ("does not power on", "cracked screen").
_BARE_FAULT = re.compile(
    r"\b(?:broken|faulty|defective|not\s+working|non[\s-]?working|dead|kaputt?|bust(?:ed)?"
    r"|(?:sold\s+)?as[\s-]+is|for\s+(?:spares|parts)(?:\s+or\s+(?:repairs?|not\s+working))?|spares\s+or\s+repairs?"
    r"|does(?:\s+not|n't)\s+work|won't\s+work)\b",
    _I,
)


def _stated(text: str, listing: Listing) -> str:
    """The description with what says nothing specific for this condition taken out."""
    text = _VAGUE_CONDITION.sub(" ", text)
    if listing.condition is ListingCondition.FOR_PARTS:
        text = _BARE_FAULT.sub(" ", text)
    return text


def condition_details_missing(listing: Listing) -> Detection | None:
    if listing.condition not in _NEEDS_CONDITION_NOTES:
        return None
    if _CONDITION_DETAIL.search(_stated(listing.description, listing)):
        return None
    return Detection(
        FindingCode.CONDITION_DETAILS_MISSING,
        Severity.WARNING,
        (ListingField.DESCRIPTION, ListingField.CONDITION),
        "The description does not explain the item's current condition.",
        "Describe visible wear, damage, and missing parts.",
    )


# --- functional status missing -----------------------------------------------------------------

_FUNCTIONAL = re.compile(
    r"\b(?:works|working|work(?:s|ed)?\s+(?:perfectly|fine|great|well)|functional|functions|fully\s+function\w*"
    r"|tested|untested|powers?\s+(?:on|up)|turns?\s+on|boots?(?:\s+up)?|not\s+working"
    r"|does(?:\s+not|n't)\s+(?:work|power|turn|boot|charge)|won't\s+(?:work|power|turn|boot|charge)"
    r"|dead|faulty|broken|no\s+power|fault(?:s|y)?)\b",
    _I,
)
# "should work", "may work": the policy calls these vague, not a functional status. "For parts"
# only repeats the condition; the policy asks what does not work.
_VAGUE_BEFORE = re.compile(r"\b(?:should|might|may|probably|hopefully|maybe|could)\s+$", _I)


# A named part and what is wrong with it, or a named failure: a functional status even in a for-parts listing.
_PART = (
    r"(?:screen|display|port|charging\s+port|button|buttons|speaker|speakers|battery|charger|fan|key|keys|keyboard"
    r"|camera|lens|microphone|mic|wi-?fi|bluetooth|touch\s?screen|hinge|disc\s+drive|drive|trackpad|sim\s+tray)"
)
_SPECIFIC_FAULT = re.compile(
    rf"\b{_PART}\s+(?:is\s+|are\s+)?(?:loose|broken|cracked|dead|faulty|not\s+working|stuck|missing|swollen"
    r"|intermittent|flickers|flickering|shattered)\b"
    rf"|\b(?:cracked|broken|dead|faulty|loose|shattered)\s+{_PART}\b"
    r"|\bno\s+(?:sound|audio|signal|display|picture|image|service|wi-?fi|bluetooth|backlight)\b"
    r"|\bwater\s+damage\w*|\bboot\s*loop|\b(?:activation|icloud|carrier|google)\s+locked\b"
    r"|\b(?:won't|will\s+not|does\s*n[o']t|doesn't|can't|cannot)\s+(?:turn\s+on|power\s+on|charge|boot|read|connect"
    r"|hold\s+a\s+charge)\b",
    _I,
)


def _states_function(text: str) -> bool:
    return any(not _VAGUE_BEFORE.search(text[max(0, m.start() - 15) : m.start()]) for m in _FUNCTIONAL.finditer(text))


def functional_status_missing(listing: Listing) -> Detection | None:
    if not _is_electronics(listing) or listing.condition is ListingCondition.NEW:
        return None
    if _states_function(_stated(listing.description, listing)) or _states_function(_stated(listing.title, listing)):
        return None
    if _SPECIFIC_FAULT.search(listing.description):
        return None
    return Detection(
        FindingCode.FUNCTIONAL_STATUS_MISSING,
        Severity.WARNING,
        (ListingField.DESCRIPTION,),
        "The description does not say whether the item works or how it was tested.",
        "State whether the item powers on, which functions were tested, and any known faults.",
    )


# --- product detail mismatch -------------------------------------------------------------------

_COMPATIBILITY_CUE = re.compile(r"\b(?:for|fits|compatible\s+with|works\s+with|replacement\s+for)\b", _I)


def _brand_conflict(listing: Listing, own: set[str]) -> str | None:
    # Brands named after "for" or "compatible with" describe compatibility, not the item's maker.
    subject = _COMPATIBILITY_CUE.split(listing.title, maxsplit=1)[0]
    named = brands_in(subject)
    if not own or not named or own & named:
        return None
    return _first([_BRAND_PATTERNS[brand] for brand in sorted(named)], subject)


def _tokens(text: str) -> set[str]:
    return {token for token in re.split(r"[^a-z0-9]+", text.lower()) if token}


def _model_conflict(listing: Listing) -> str | None:
    model = _attribute(listing, _MODEL_KEYS)
    if not model or model.lower() in _PLACEHOLDERS:
        return None
    family = model.split()[0]
    numbers = {token for token in _tokens(model) if any(ch.isdigit() for ch in token)}
    # Only models with a product-line word and a number ("iPhone 13 Pro", "Galaxy S22") are
    # checked: when the title names the same line, it must carry the same numbers.
    if len(family) < 3 or not family.isalpha() or not numbers or family.lower() in numbers:
        return None
    named = re.search(rf"\b{re.escape(family)}\b[^,;|()]*", listing.title, _I)
    if named is None or numbers <= _tokens(listing.title):
        return None
    return named.group().strip()


def product_detail_mismatch(listing: Listing) -> Detection | None:
    quote = _brand_conflict(listing, _own_brands(listing)) or _model_conflict(listing)
    if quote is None:
        return None
    return Detection(
        FindingCode.PRODUCT_DETAIL_MISMATCH,
        Severity.WARNING,
        (ListingField.TITLE, ListingField.ATTRIBUTES),
        "The brand or model in the item attributes does not match the title.",
        "Make the title and the item attributes name the same brand and model.",
        quote,
    )


# --- required details missing ------------------------------------------------------------------


def required_details_missing(listing: Listing) -> Detection | None:
    if not _is_electronics(listing):
        return None
    values = (_attribute(listing, _BRAND_KEYS), _attribute(listing, _MODEL_KEYS))
    if all(value is not None and value.lower() not in _PLACEHOLDERS for value in values):
        return None
    return Detection(
        FindingCode.REQUIRED_DETAILS_MISSING,
        Severity.WARNING,
        (ListingField.ATTRIBUTES,),
        "Required item details such as brand or model are missing from the item attributes.",
        "Add the brand and the model or model number to the item attributes.",
    )


DETECTORS: tuple[Detector, ...] = (
    contact_details,
    external_links,
    off_platform_offers,
    promotional_title,
    keyword_spam,
    condition_conflict,
    condition_details_missing,
    functional_status_missing,
    product_detail_mismatch,
    required_details_missing,
)


def detect(listing: Listing) -> list[Detection]:
    """Every detector's verdict, in a fixed order (one detection per code at most)."""
    return [detection for detector in DETECTORS if (detection := detector(listing)) is not None]
