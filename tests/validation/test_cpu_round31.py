"""The thirty-first round's CPU work changes no answer (docs/performance.md). Its classes: the off-platform check reads
the short paper routes ("ck or MO", "pp, m/o") only where a short form stands as a word of its own (every match of
the pattern holds one); a host candidate with a spaced dot and capitals ("works. Comes boxed") is refused before the
public suffix list is read, as it was after; the plain host pattern runs only where a dot joins two of a label's
characters (every plain host holds one)."""

from __future__ import annotations

from functools import cache

import pytest

from evaluation.dataset import DATASETS_DIR
from evaluation.offline import listing_from_request, load_cases
from services import detectors
from services.clauses import lowered_ascii
from services.records import Listing
from services.vocabulary import FindingCode, ListingCondition
from tests.generation.data import bare_listing, detected

_OFF_PLATFORM = FindingCode.OFF_PLATFORM_TRANSACTION
_LINK = FindingCode.EXTERNAL_LINK


def _item(title: str, description: str, *, category: str = "GENERAL") -> Listing:
    return bare_listing(title=title, description=description, category=category, condition=ListingCondition.USED)


@cache
def _development_texts() -> tuple[str, ...]:
    texts: list[str] = []
    for name in ("policy-review-v2", "blind-dev-v37"):
        for case in load_cases(DATASETS_DIR / name):
            listing = listing_from_request(case.request.model_dump(by_alias=True))
            texts += [listing.title, listing.description, *listing.attributes.values()]
    return tuple(texts)


# Short forms in our own words, across product domains: matches and near misses of the short paper routes.
_SHORT_FORM_TEXTS = (
    "Payment: ck or M/O only, shipped after it clears",
    "Accepting pp, mo and cc for the vintage tackle box",
    "Cert. chk, PP welcome for the brass telescope",
    "cash or cashiers for the rocking chair",
    "M/O's welcome, no holds on the quilt",
    "We will take a m/o for the sewing patterns",
    "chk/pp for the record crate",
    "MO,cash for the fishing reels",
    "Pickup in Joplin, MO only",
    "Plan is $40/mo for the cloud backup",
    "Engine is 250cc, runs well",
    "More colours in stock; back pocket has a small mark",
    "Moss green check pattern, certified organic cotton",
    "Zahlung per Scheck oder MO",
    "",
)


@pytest.mark.parametrize("text", _SHORT_FORM_TEXTS)
def test_every_short_form_match_holds_a_short_form_word(text: str) -> None:
    lowered = text.lower()
    if detectors._SHORT_PAPER_ROUTES.search(text) is not None:
        assert detectors._SHORT_PAPER_WORD.search(lowered) is not None


def test_the_short_form_texts_hold_matches_and_near_misses() -> None:
    matched = [text for text in _SHORT_FORM_TEXTS if detectors._SHORT_PAPER_ROUTES.search(text) is not None]
    assert len(matched) >= 6
    assert detectors._SHORT_PAPER_ROUTES.search("Pickup in Joplin, MO only") is None


def test_every_development_short_form_match_holds_its_word() -> None:
    for text in _development_texts():
        if detectors._SHORT_PAPER_ROUTES.search(text) is not None:
            lowered = lowered_ascii(text)
            assert lowered is None or detectors._SHORT_PAPER_WORD.search(lowered) is not None


@pytest.mark.parametrize(
    ("title", "description", "category"),
    [
        ("Antique fishing reel", "Payment by ck or MO only. Ships after funds clear.", "SPORTS"),
        ("Hand-bound sketchbook", "Accepting pp, mo and cc. Thank you!", "GENERAL"),
    ],
)
def test_a_short_paper_route_is_still_an_off_platform_offer(title: str, description: str, category: str) -> None:
    assert _OFF_PLATFORM in detected(_item(title, description, category=category))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Cloud backup drive", "Monthly plan was $40/mo, now yours outright. Pay through checkout."),
        ("Scooter, 250cc", "Collection from Joplin, MO only. More photos on request."),
    ],
)
def test_a_short_form_look_alike_is_still_no_offer(title: str, description: str) -> None:
    assert _OFF_PLATFORM not in detected(_item(title, description))


def _domain_read_by_both_patterns(text: str) -> detectors.Span | None:
    """_domain as it read before the plain-dot check: both host patterns tried on every text."""
    if "." not in text and "dot" not in text.lower():
        return None
    for pattern in (detectors._PLAIN_HOST, detectors._LOOSE_HOST):
        position = 0
        while (match := pattern.search(text, position)) is not None:
            span = detectors._host(match, text, frozenset())
            if span is not None:
                return span
            separator = detectors._ANY_SEP.search(match.group())
            position = match.start() + (separator.end() if separator is not None else len(match.group()))
    return None


_HOST_TEXTS = (
    "Manual at lampworld.co.uk/manuals",
    "Firmware v2.0 installed. Works well.",
    "Works well. Comes boxed. See photos.",
    "find the rest at lampworld . com",
    "Visit Lampworld . Com for more",
    "polka dot co-ord set",
    "Seen on our shop, kettlehouse dot shop",
    "e.g. the blue one",
    "Size 9.5 trainers",
)


@pytest.mark.parametrize("text", _HOST_TEXTS)
def test_a_domain_is_what_both_host_patterns_find(text: str) -> None:
    assert detectors._domain(text, frozenset()) == _domain_read_by_both_patterns(text)


def test_every_development_domain_is_what_both_host_patterns_find() -> None:
    for text in _development_texts():
        assert detectors._domain(text, frozenset()) == _domain_read_by_both_patterns(text)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Ceramic table lamp", "Manual and spare shades at lampworld.co.uk/manuals"),
        ("Garden hose reel", "more reels at hosehaven . com"),
    ],
)
def test_a_written_domain_is_still_an_external_link(title: str, description: str) -> None:
    assert _LINK in detected(_item(title, description))


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Wool throw blanket", "Washed once. Comes folded. Firmware-free, obviously."),
        ("Trail running shoes", "Size 9.5. Grip is good. Laces replaced."),
        ("Desk organiser", "Holds pens. Com pact and tidy."),
    ],
)
def test_a_sentence_break_is_still_no_link(title: str, description: str) -> None:
    assert _LINK not in detected(_item(title, description))
