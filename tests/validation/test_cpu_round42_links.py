"""The forty-second round's CPU work on the contact, link and off-platform checks changes no answer
(docs/performance.md). Its classes, found by profiling ``detect()`` over P2's listing and blind-dev-v49:

- a dear pattern searched only where what every one of its matches holds is in the text (``detectors._REACH``): the
  spelled-"at" mailbox's dotted domain, the bracketed network or the colon of a named handle, the acceptance word of
  a money order accepted by name, the payment word of a payment posted; and a handle after a network only where a dot
  or an underscore joins two lower-case letters or digits;
- the link wordings' gates read in one pass, nothing searched when none opens; the off-platform "order direct"
  wording gated on the whole text as its two neighbours are, and a text none of the three opens not split;
- the phone matcher's candidates read once per text and region (the number and the local number read the same), and
  the look-alike digits folded once per text; a dot stand-in found by one scan; the local number's digits read
  before its regions.

Pinned here, on texts of our own (positives and near misses of each check touched): every text a reach leaves out has
no match; each fast path gives what the slow path gave; a memo is a pure function of its text (and region), so one
listing's identifiers or one edition's pack never reach another's reading."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from itertools import islice

import phonenumbers
import pytest
from phonenumbers import Leniency

from services import detectors
from services.clauses import (
    SENTENCE_BREAK,
    PatternGroup,
    could_match,
    gated_search,
    lowered_ascii,
    may_match,
    refused_after,
)
from services.records import Listing
from services.rulepack import shipped_edition, using_edition
from services.textnorm import fold_lookalike_digits, normalise
from services.vocabulary import FindingCode
from tests.generation.data import titled_listing

_CONTACT_TEXTS = (
    "E-mail: jo.rae at example.com for the sizing chart",
    "contact kiteman at example.net about the tail",
    "write to quill_maker at example.org",
    "Photos at example.com show the back",
    "Made at the mill in 1950. Boxed",
    "Email me at pewter.shop@example.com please",
    "Collected at my house; cash at the door",
    "books_jane (Facebook)",
    "contact me: jane.doe on fb",
    "Meta (Facebook) annual report, 2019",
    "Colour: teal (on Instagram it looks green)",
    "Ports: HDMI, USB-C (on the left)",
    "my IG, cardvault_dan",
    "on Telegram, handle audio_nyc",
    "Snap me for pics: dan.kicks.ldn",
    "Instagram ready prints. Great gift",
    "As seen on TikTok. Fits 2.5 inch tubes",
    "follow @lantern.works for restocks",
    "Text me on 0161 496 0958 after six",
    "Call 07700 900612 for the key code",
    "text me at 555-0143 after work",
    "Model 5550143 fits the older hinge",
    "ring Gaz on 07 700 900 4 6 1",
    "Café résumé: email jo.rae at example.com",
    "ＥＭＡＩＬ jo.rae at example.com",
    "",
)

_OFF_PLATFORM_TEXTS = (
    "Money orders only, shipped when it clears",
    "M.O. preferred for the brass lamp",
    "Postal MO only please",
    "MO only",
    "Springfield MO only, local pickup",
    "Cheques ok, no cards",
    "Book of money orders, 1962 print",
    "Please mail your payment within a week",
    "Payment by mail only",
    "Send payment to the address below",
    "Make payable to the shop",
    "Remit to: the workshop",
    "Payments should be mailed within a week",
    "I will email the winner with my address for payment",
    "Email me with questions about the hinge",
    "Posted first class the day after checkout",
    "Mailbox post, cast iron, with key",
    "Pay by mail? No, through checkout only",
    "Paymënt by mail only",
    "Order direct from us and save",
    "Reorder straight from our website and save",
    "Ships direct to your door",
    "Cash on collection, message me before you buy",
    "Cheaper than the eBay price if you order directly",
    "Works well. Email me for a better price.",
    "Buy it now and pay at checkout",
    "",
)

_LINK_TEXTS = (
    "Visit www.lanternworks.example for more colours",
    "see http://example.com/manual for the pinout",
    "more sizes on my vinted",
    "head over to the Northfolk website",
    "hartleyvintage co uk",
    "a hair net in its box",
    "link in bio",
    "Used mirrorless camera body",
    "X100",
    "www·shopname·com",
    "wool·silk blend",
    "Mid•century lamp",
    "plain text with no marks",
    "",
)

_LISTINGS = (
    titled_listing(
        "Pewter tankard, engraved",
        "Email me at pewter.shop@example.com for a better price.",
        attributes={"Brand": "Harrowgate", "Material": "Pewter"},
    ),
    titled_listing(
        "Brass lamp, 1950s",
        "Money orders only. Please mail your payment within a week of the sale.",
        attributes={"Brand": "Lumenfold"},
    ),
    titled_listing(
        "Cassette deck",
        "Works. contact kiteman at example.net or books_jane (Facebook). Order direct from us and save.",
        category="ELECTRONICS",
        attributes={"Brand": "Tapewell", "Model": "TW-200"},
    ),
    titled_listing(
        "Fishing reel",
        "Visit www.reelhouse.example for spares. Text me at 555-0143 after work.",
        attributes={"Brand": "Reelhouse"},
    ),
    titled_listing("Used mirrorless camera body", "Works well. Shutter count low.", category="ELECTRONICS"),
)


def _reach_entries() -> list[tuple[re.Pattern[str], Callable[[str], bool]]]:
    return [(pattern, reach) for pattern, reach in detectors._REACH.values()]


def test_the_reach_table_covers_the_patterns_it_was_built_for() -> None:
    patterns = [pattern for pattern, _ in _reach_entries()]
    assert detectors._AT_DOTTED_EMAIL in patterns
    assert detectors._NAMED_HANDLE in patterns
    assert detectors._PAPER_PAYMENTS[3] in patterns
    assert detectors._PAPER_PAYMENTS[-1] in patterns
    # Keyed by identity: each key is its own pattern's.
    assert all(key == id(pattern) for key, (pattern, _) in detectors._REACH.items())


@pytest.mark.parametrize("text", _CONTACT_TEXTS + _OFF_PLATFORM_TEXTS + _LINK_TEXTS)
def test_a_text_out_of_reach_holds_no_match(text: str) -> None:
    for candidate in (text, normalise(text).text):
        for pattern, reach in _reach_entries():
            if not reach(candidate):
                assert pattern.search(candidate) is None
        if detectors._HANDLE_JOIN.search(candidate) is None:
            assert detectors._NETWORK_THEN_HANDLE.search(candidate) is None


def test_the_texts_hold_matches_and_near_misses_of_each_reach() -> None:
    texts = [normalise(text).text for text in _CONTACT_TEXTS + _OFF_PLATFORM_TEXTS]

    def joined(text: str) -> bool:
        return detectors._HANDLE_JOIN.search(text) is not None

    for pattern, reach in [*_reach_entries(), (detectors._NETWORK_THEN_HANDLE, joined)]:
        within = [text for text in texts if reach(text)]
        # Positives, texts within reach without a match, and texts the reach leaves out.
        assert any(pattern.search(text) for text in within)
        assert any(pattern.search(text) is None for text in within)
        assert len(within) < len(texts)


def test_a_payment_word_is_read_in_any_case_and_outside_ascii() -> None:
    assert detectors._names_a_payment("PAYABLE to the shop")
    assert detectors._names_a_payment("Remittance")
    assert detectors._names_a_payment("Chèque or cheque")
    assert detectors._names_a_payment("Paymënt by mail")
    assert not detectors._names_a_payment("Email me with questions")
    assert not detectors._names_a_payment("Mailbox post, cast iron")
    # The same answer as the pattern with the wording's flags.
    for text in _OFF_PLATFORM_TEXTS:
        assert detectors._names_a_payment(text) == (detectors._PAYMENT_WORD.search(text) is not None)


@pytest.mark.parametrize("text", _CONTACT_TEXTS)
def test_the_first_contact_span_is_the_one_every_pattern_gives(text: str) -> None:
    normalised = normalise(text).text
    for group in (detectors._CONTACT_PATTERNS, detectors._CONTACT_AND_HANDLE_PATTERNS):
        assert detectors._first_span_within_reach(group, normalised) == detectors._first_span(group, normalised)


def _slow_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every fast path of the round off: no reach, every link gate open, the matcher read anew each time."""
    monkeypatch.setattr(detectors, "_REACH", {})
    monkeypatch.setattr(detectors, "_HANDLE_JOIN", re.compile(""))
    monkeypatch.setattr(detectors, "_LINK_GATES", PatternGroup((re.compile(""),)))
    monkeypatch.setattr(detectors, "_phone_candidates", detectors._phone_candidates.__wrapped__)


def _readings(texts: tuple[str, ...]) -> list[object]:
    regions = ("US", "GB")
    readings: list[object] = []
    for text in texts:
        normalised = normalise(text)
        readings += [
            detectors._contact(normalised, regions),
            detectors._link(normalised, frozenset()),
            detectors._off_platform(text),
            detectors._off_platform(text, names_alone=False),
            detectors._handle_near_messenger(normalised.text),
            detectors._url_or_phrase(normalised.text),
        ]
    return readings


def test_each_finder_reads_as_without_the_fast_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _CONTACT_TEXTS + _OFF_PLATFORM_TEXTS + _LINK_TEXTS
    fast = _readings(texts)
    _slow_paths(monkeypatch)
    assert _readings(texts) == fast
    # Positives among them.
    assert any(reading is not None for reading in fast)


@pytest.mark.parametrize("item", _LISTINGS, ids=lambda item: item.title)
def test_each_listing_is_detected_as_without_the_fast_paths(item: Listing, monkeypatch: pytest.MonkeyPatch) -> None:
    fast = detectors.detect(item)
    _slow_paths(monkeypatch)
    assert detectors.detect(item) == fast


def test_the_listings_hold_each_code_the_round_touched() -> None:
    codes = {detection.code for item in _LISTINGS for detection in detectors.detect(item)}
    assert {
        FindingCode.CONTACT_INFO_IN_LISTING,
        FindingCode.EXTERNAL_LINK,
        FindingCode.OFF_PLATFORM_TRANSACTION,
    } <= codes


def _slow_url_or_phrase(text: str) -> detectors.Span | None:
    url = detectors._url(text)
    phrases = [gated_search(detectors._LINK_PHRASES, text)]
    phrases += [pattern.search(text) for word, pattern in detectors._LINK_BY_WORD if gated_search(word, text)]
    spans = [span for span in (url, *(p.span() for p in phrases if p is not None)) if span is not None]
    return min(spans, key=lambda span: (span[0], -span[1]), default=None)


@pytest.mark.parametrize("text", _LINK_TEXTS + _CONTACT_TEXTS)
def test_a_link_wording_is_found_as_each_gate_alone_finds_it(text: str) -> None:
    normalised = normalise(text).text
    assert detectors._url_or_phrase(normalised) == _slow_url_or_phrase(normalised)


def test_the_link_texts_open_some_gates_and_none() -> None:
    found = [detectors._url_or_phrase(normalise(text).text) for text in _LINK_TEXTS]
    assert any(span is not None for span in found)
    assert any(not detectors._LINK_GATES.openable(text.lower()) for text in _LINK_TEXTS)


def _slow_away_from_checkout(text: str) -> str | None:
    lower = text.lower()
    if not any(word in lower for word in ("than", "below", "price", "cash", "readies", "person", "direct", "straight")):
        return None
    below_open = could_match(detectors._BELOW_OUR_PRICE, text)
    paid_open = could_match(detectors._IN_PERSON_PAY, text)
    for sentence in detectors._SENTENCE_SPLIT.split(text):
        below = detectors._BELOW_OUR_PRICE.search(sentence) if below_open else None
        if below is not None and (
            detectors._OTHER_WAY.search(sentence) or detectors._THERE_AFTER.match(sentence, below.end())
        ):
            return below.group()
        paid = detectors._IN_PERSON_PAY.search(sentence) if paid_open else None
        if paid is not None and detectors._ORDER_SKIPPED.search(sentence):
            return paid.group()
        direct = detectors._ORDER_DIRECT.search(sentence)
        if direct is not None:
            return direct.group()
    return None


@pytest.mark.parametrize("text", _OFF_PLATFORM_TEXTS)
def test_a_sale_away_from_checkout_is_found_as_before(text: str) -> None:
    assert detectors._away_from_checkout(text) == _slow_away_from_checkout(text)


def test_the_checkout_texts_hold_each_structure_and_near_misses() -> None:
    found = [detectors._away_from_checkout(text) for text in _OFF_PLATFORM_TEXTS]
    assert sum(quote is not None for quote in found) >= 3
    assert detectors._away_from_checkout("Ships direct to your door") is None


@pytest.mark.parametrize("text", _LINK_TEXTS)
def test_a_dot_stand_in_is_found_as_each_mark_alone_finds_it(text: str) -> None:
    assert (detectors._DOT_STAND_IN.search(text) is not None) == any(mark in text for mark in detectors._DOT_STAND_INS)


def _matcher_candidates(text: str, region: str) -> Iterator[tuple[int, int, str, phonenumbers.PhoneNumber]]:
    for match in islice(
        phonenumbers.PhoneNumberMatcher(text, region, Leniency.POSSIBLE), detectors._MAX_PHONE_CANDIDATES
    ):
        yield match.start, match.end, match.raw_string, match.number


@pytest.mark.parametrize("text", _CONTACT_TEXTS)
def test_the_phone_candidates_are_the_matchers_per_text_and_region(text: str) -> None:
    folded = fold_lookalike_digits(text)
    for region in ("US", "GB", "DE"):
        for _ in range(2):
            cached = [
                (match.start, match.end, match.raw_string, match.number)
                for match in detectors._phone_candidates(folded, region)
            ]
            assert cached == list(_matcher_candidates(folded, region))


def test_a_number_is_read_per_listing_whatever_the_matcher_memo_holds() -> None:
    description = "Text me on 0161 496 0958 after six."
    plain = titled_listing("Kettle", description, attributes={"Brand": "Copperfen"})
    coded = titled_listing("Kettle", description, attributes={"Brand": "Copperfen", "Part Number": "01614960958"})
    # The same text, so the same memo entry: the listing's own identifiers still decide.
    assert detectors.contact_details(plain) is not None
    assert detectors.contact_details(coded) is None
    assert detectors.contact_details(plain) is not None


def test_a_local_number_needs_a_us_region_and_enough_digits() -> None:
    never = detectors._identifiers_of(titled_listing("Reel", "Reel."))
    assert detectors._local_phone("text me at 555-0143 after work", ("US", "GB"), never) is not None
    assert detectors._local_phone("text me at 555-0143 after work", ("GB", "DE"), never) is None
    assert detectors._local_phone("text me at 555 after work", ("US", "GB"), never) is None


@pytest.mark.parametrize(
    "text", ["O7700 9OO123", "10l kettle", "Part 9OOl23, size l", "Café 1O1", "no digits here", ""]
)
def test_look_alike_digits_are_folded_as_without_the_memo(text: str) -> None:
    assert fold_lookalike_digits(text) == fold_lookalike_digits.__wrapped__(text)
    assert fold_lookalike_digits(text) == fold_lookalike_digits.__wrapped__(text)


def test_no_memo_of_the_round_reads_the_pack() -> None:
    # The reach table and the link gates hold module patterns only, and the matcher memo is keyed by text and region:
    # under the shipped edition swapped in, each reading is the same.
    texts = _CONTACT_TEXTS + _OFF_PLATFORM_TEXTS
    before = _readings(texts)
    with using_edition(shipped_edition()):
        assert _readings(texts) == before


@pytest.mark.parametrize("text", [*_CONTACT_TEXTS, "jane dot doe at gmail", "email me at jo.rae at hotmail"])
def test_a_provider_mailbox_is_the_first_span_of_its_pattern(text: str) -> None:
    normalised = normalise(text).text
    assert detectors._provider_email(normalised) == detectors._first_span((detectors._PROVIDER_EMAIL,), normalised)


def test_the_provider_texts_hold_a_mailbox_and_near_misses() -> None:
    assert detectors._provider_email("jane dot doe at gmail") is not None
    assert detectors._provider_email("bought at Yahoo auctions") is None


_DEAL_TEXTS = (
    "Call 07700 900612 and we can do a cash price.",
    "Haggling welcome on WhatsApp, 555-0177.",
    "Call 07700 900612 with any questions about fitting.",
    "Any price questions? Ask through eBay messages.",
    "Buy here: www.reelhouse.example/spool",
    "Order now at checkout. Ships tomorrow!",
    "Text me for a discount on two. Ships boxed",
    "Wholesale pricing for shops, email pewter.shop@example.com",
    "Used mirrorless camera body",
    "Dïscount for cash, ring 07700 900612",
    "",
)


def _slow_deal(text: str, regions: tuple[str, ...], product_names: frozenset[str]) -> str | None:
    never: Callable[[], frozenset[str]] = frozenset
    for sentence in SENTENCE_BREAK.split(text):
        plain = lowered_ascii(sentence)
        if not (
            (may_match(detectors._OUTSIDE_DEAL, plain) and detectors._OUTSIDE_DEAL.search(sentence))
            or (may_match(detectors._BUY_WORD, plain) and detectors._BUY_WORD.search(sentence))
        ):
            continue
        normalised = normalise(sentence)
        lowered = normalised.text.lower()
        deal = detectors._OUTSIDE_DEAL.search(normalised.text)
        if deal is not None and (contact := detectors._contact(normalised, regions, never)) is not None:
            return detectors._deal_quote(normalised, deal.span(), contact)
        if "buy" in lowered or "order" in lowered or "purchase" in lowered:
            link = detectors._link(normalised, product_names)
            if link is None:
                continue
            buy = detectors._BUY_AT_LINK.search(normalised.text, max(0, link[0] - detectors._BUY_LINK_WINDOW), link[0])
            if buy is not None:
                return detectors._deal_quote(normalised, buy.span(), link)
    return None


@pytest.mark.parametrize("text", _DEAL_TEXTS + _OFF_PLATFORM_TEXTS)
def test_an_outside_channel_deal_is_found_as_sentence_by_sentence(text: str) -> None:
    regions = ("GB", "US")
    fast = detectors._deal_through_outside_channel(text, regions, frozenset, frozenset())
    assert fast == _slow_deal(text, regions, frozenset())


def test_the_deal_texts_hold_deals_and_near_misses() -> None:
    regions = ("GB", "US")
    found = [detectors._deal_through_outside_channel(text, regions, frozenset, frozenset()) for text in _DEAL_TEXTS]
    assert sum(quote is not None for quote in found) >= 3
    assert sum(quote is None for quote in found) >= 3


def _slow_offered(patterns: PatternGroup, text: str) -> str | None:
    """``_offered`` reading every opened wording, none skipped (its own conditions, as the shipped code reads them)."""
    found = []
    for pattern in patterns.openable(lowered_ascii(text)):
        match = next(
            (
                m
                for m in pattern.finditer(text)
                if not detectors._REFUSED_BEFORE.search(text, 0, m.start())
                and not refused_after(text, m.end())
                and not detectors._refused_in_list(text, m)
                and not (pattern is detectors._OFF_PLATFORM[0] and detectors._named_as_checkout_method(text, m))
            ),
            None,
        )
        if match is not None:
            found.append(match)
    earliest = detectors._earliest(found)
    return earliest.group().strip() if earliest is not None else None


@pytest.mark.parametrize("text", [*_OFF_PLATFORM_TEXTS, *_DEAL_TEXTS, "X100", "Venmo or Zelle, no cheques"])
def test_an_offer_is_found_as_every_opened_wording_finds_it(text: str) -> None:
    for group in (detectors._OFF_PLATFORM, detectors._OFF_PLATFORM_BUT_SHORT, detectors._OFF_PLATFORM_LOOSE):
        assert detectors._offered(group, text) == _slow_offered(group, text)


def test_the_offer_texts_open_wordings_and_none() -> None:
    group = detectors._OFF_PLATFORM
    assert any(detectors._offered(group, text) for text in _OFF_PLATFORM_TEXTS)
    assert not group.openable(lowered_ascii("X100"))
    assert detectors._offered(group, "X100") is None
    assert detectors._first([], "X100") is None
    assert detectors._first_span_within_reach(detectors._CONTACT_PATTERNS, "X100") is None
